"""The launch configuration files shipped with the package (accelerate, DeepSpeed)."""

from __future__ import annotations

import shutil
from importlib.resources import as_file, files
from pathlib import Path

from rolemrc.core import ConfigError

LAUNCH_CONFIGS: dict[str, str] = {
    "multi_gpu.yaml": "accelerate: one machine, several GPUs, DDP",
    "zero3.yaml": "accelerate: one machine, several GPUs, DeepSpeed ZeRO-3",
    "multi_node_zero3.yaml": "accelerate: several machines, DeepSpeed ZeRO-3",
    "ds_zero3.json": "DeepSpeed ZeRO-3 for --deepspeed (torchrun, deepspeed launcher)",
}


def launch_config_path(name: str) -> Path:
    """The installed path of a shipped launch config (the package must be on a file system)."""
    if name not in LAUNCH_CONFIGS:
        raise ConfigError(f"unknown launch config '{name}'; shipped: {', '.join(LAUNCH_CONFIGS)}")
    with as_file(files("rolemrc.train").joinpath("configs", name)) as path:
        return Path(path)


def copy_launch_configs(directory: str | Path) -> list[Path]:
    """Copy every shipped launch config into ``directory`` (created) to edit; returns the copies."""
    target = Path(directory)
    target.mkdir(parents=True, exist_ok=True)
    copies = []
    for name in LAUNCH_CONFIGS:
        destination = target / name
        shutil.copyfile(launch_config_path(name), destination)
        copies.append(destination)
    return copies
