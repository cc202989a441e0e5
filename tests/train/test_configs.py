"""The shipped accelerate and DeepSpeed configs parse and say what the docs say."""

from __future__ import annotations

import json

import pytest
import yaml

from rolemrc.core import ConfigError
from rolemrc.train import launch_config_path


def test_accelerate_configs() -> None:
    multi_gpu = yaml.safe_load(launch_config_path("multi_gpu.yaml").read_text())
    assert (multi_gpu["distributed_type"], multi_gpu["num_machines"]) == ("MULTI_GPU", 1)
    for name, machines in (("zero3.yaml", 1), ("multi_node_zero3.yaml", 2)):
        config = yaml.safe_load(launch_config_path(name).read_text())
        assert config["distributed_type"] == "DEEPSPEED"
        assert config["num_machines"] == machines
        assert config["mixed_precision"] == "bf16"
        assert config["deepspeed_config"]["zero_stage"] == 3
        assert config["deepspeed_config"]["zero3_save_16bit_model"] is True


def test_deepspeed_config_leaves_the_batch_to_the_trainer() -> None:
    config = json.loads(launch_config_path("ds_zero3.json").read_text())
    assert config["zero_optimization"]["stage"] == 3
    assert config["zero_optimization"]["stage3_gather_16bit_weights_on_model_save"] is True
    for key in (
        "train_batch_size",
        "train_micro_batch_size_per_gpu",
        "gradient_accumulation_steps",
    ):
        assert config[key] == "auto"


def test_unknown_config() -> None:
    with pytest.raises(ConfigError, match=r"unknown launch config 'fsdp\.yaml'"):
        launch_config_path("fsdp.yaml")
