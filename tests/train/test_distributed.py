"""Two training processes (torchrun, gloo on the CPU): the world size sets the accumulation,
the processes share the batch, and only the main process writes."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rolemrc.train import MANIFEST_NAME, METRICS_NAME

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]

# The command as launched, with the group's end observed: a wrapped (DDP) model alive when its
# group is destroyed takes the group with it later, holding the interpreter's lock while gloo's
# threads may still need it (a hang after the model was saved, about one launch in fifty).
LAUNCHED = """
import gc

import torch.distributed
from torch.nn.parallel import DistributedDataParallel

destroy = torch.distributed.destroy_process_group


def observed_destroy(*args, **kwargs):
    gc.collect()
    wrapped = sum(isinstance(o, DistributedDataParallel) for o in gc.get_objects())
    destroy(*args, **kwargs)
    gc.collect()
    groups = sum(isinstance(o, torch.distributed.ProcessGroup) for o in gc.get_objects())
    print(f"group destroyed: {wrapped} wrapped models, {groups} groups alive", flush=True)


torch.distributed.destroy_process_group = observed_destroy

from rolemrc.cli._train import train_app

train_app()
"""
CHAT = [
    {"role": "system", "content": "You are Captain Mira, a sea captain."},
    {"role": "assistant", "content": "Ahoy, welcome aboard."},
    {"role": "user", "content": "Where do we sail today?"},
    {"role": "assistant", "content": "North, past the old lighthouse."},
]


def test_two_processes_share_one_run(
    tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"messages": CHAT}] * 8)
    script = tmp_path / "launched.py"
    script.write_text(LAUNCHED)
    out = tmp_path / "sft"
    command = [
        *(sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2"),
        *(str(script), "sft", "--data", str(data), "--model", str(tiny_model("llama3"))),
        *("--out", str(out), "--preset", "demo", "--lora", "--no-progress"),
        # 2 per process x 2 processes x accumulation 2 = 8 rows: one epoch per step.
        *("--max-steps", "2", "--per-device-batch-size", "2", "--gradient-accumulation", "2"),
    ]
    completed = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    ends = [line for line in completed.stdout.splitlines() if line.startswith("group destroyed")]
    assert ends == ["group destroyed: 0 wrapped models, 0 groups alive"] * 2
    manifest = json.loads((out / MANIFEST_NAME).read_text())
    assert manifest["plan"] == {
        "world_size": 2,
        "gradient_accumulation": 2,
        "effective_batch_size": 8,
        "precision": "fp32",
        "tf32": False,
        "notes": [],
    }
    steps = [json.loads(line) for line in (out / METRICS_NAME).read_text().splitlines()]
    assert [(entry["step"], entry["epoch"]) for entry in steps if "loss" in entry] == [
        (1, 1.0),
        (2, 2.0),
    ]
    assert (out / "model.safetensors").exists() and (out / "adapter").is_dir()
    # each process reads 2 of the 4 batches; the processes agree that the weights changed
    schedule = manifest["schedule"]
    assert (schedule["batches_per_epoch"], schedule["optimizer_steps"]) == (2, 2)
    assert manifest["optimizer"]["steps"] == 2
    assert manifest["weights"]["changed"] is True
