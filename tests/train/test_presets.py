"""Presets as data: the paper's numbers, the effective-batch arithmetic, overrides."""

from __future__ import annotations

import pytest
import torch

from rolemrc.core import ConfigError
from rolemrc.train import LoraSettings, plan_run, preset_settings


def test_the_paper_presets_hold_the_upstream_settings() -> None:
    sft = preset_settings("paper", "sft")
    dpo = preset_settings("paper", "dpo")
    assert (sft.learning_rate, sft.lr_scheduler, sft.warmup_ratio) == (2e-5, "cosine", 0.04)
    assert (dpo.learning_rate, dpo.lr_scheduler, dpo.warmup_ratio) == (4e-7, "linear", 0.1)
    assert dpo.stage == "dpo" and (dpo.beta, dpo.loss_type) == (0.1, "sigmoid")
    assert (sft.max_length, dpo.max_length) == (4200, 3000)
    for settings in (sft, dpo):
        assert settings.effective_batch_size == 64
        assert settings.epochs == 1.0 and settings.max_steps is None
        assert (settings.precision, settings.tf32, settings.model_dtype) == (
            "bf16",
            True,
            "float32",
        )
        assert settings.gradient_checkpointing and settings.seed == 42
        assert settings.weight_decay == 0.0 and settings.lora is None


@pytest.mark.parametrize(
    ("stage", "world_size", "accumulation"),
    [
        ("sft", 4, 2),  # upstream: 8 per GPU x 2 x 4 GPUs
        ("dpo", 4, 4),  # upstream: 4 per GPU x 4 x 4 GPUs
        ("sft", 1, 8),
        ("dpo", 1, 16),
        ("sft", 8, 1),
        ("dpo", 16, 1),
    ],
)
def test_accumulation_keeps_the_effective_batch_at_64(
    stage: str, world_size: int, accumulation: int
) -> None:
    settings = preset_settings("paper", stage)  # type: ignore[arg-type]
    assert settings.gradient_accumulation_for(world_size) == accumulation
    plan = plan_run(settings, world_size)
    assert (plan.world_size, plan.gradient_accumulation) == (world_size, accumulation)
    assert plan.effective_batch_size == 64


def test_a_batch_that_does_not_divide_is_refused_unless_accumulation_is_given() -> None:
    settings = preset_settings("paper", "sft")
    with pytest.raises(ConfigError, match=r"64 is not a multiple of 8 per device x 3 processes"):
        settings.gradient_accumulation_for(3)
    with pytest.raises(ConfigError, match="not a multiple"):
        settings.gradient_accumulation_for(16)  # 8 x 16 = 128 > 64
    explicit = preset_settings("paper", "sft", {"gradient_accumulation": 3})
    assert plan_run(explicit, 3).effective_batch_size == 8 * 3 * 3


def test_the_world_size_comes_from_the_launcher(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORLD_SIZE", "2")
    plan = plan_run(preset_settings("paper", "dpo"), None)
    assert (plan.world_size, plan.gradient_accumulation) == (2, 8)


def test_without_a_gpu_mixed_precision_falls_back_to_float32() -> None:
    plan = plan_run(preset_settings("paper", "sft"), 1)
    if torch.cuda.is_available():
        assert (plan.precision, plan.tf32, plan.notes) == ("bf16", True, [])
    else:
        assert (plan.precision, plan.tf32) == ("fp32", False)
        assert plan.notes == ["no CUDA device: training in float32 instead of bf16 with tf32"]
    demo = plan_run(preset_settings("demo", "sft"), 1)
    assert (demo.precision, demo.notes) == ("fp32", [])


def test_overrides_are_validated_like_the_preset() -> None:
    lora = preset_settings("paper", "sft", {"lora": True, "max_steps": 3})
    assert lora.lora == LoraSettings(
        rank=8, alpha=16, dropout=0.05, target_modules=("q_proj", "v_proj")
    )
    assert lora.max_steps == 3 and lora.learning_rate == 2e-5
    assert preset_settings("demo", "dpo", {"lora": False}).lora is None
    with pytest.raises(ConfigError, match=r"unknown sft setting\(s\): beta"):
        preset_settings("paper", "sft", {"beta": 0.2})
    with pytest.raises(
        ConfigError, match="invalid dpo setting 'learning_rate': Input should be greater than 0"
    ):
        preset_settings("paper", "dpo", {"learning_rate": -1.0})
    with pytest.raises(ConfigError, match="unknown preset 'fast'; use one of: paper, demo"):
        preset_settings("fast", "sft")
