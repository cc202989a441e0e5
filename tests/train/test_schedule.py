"""The optimizer-step schedule: predicted before training exactly as TRL then runs it, a run that
cannot change the weights refused (or, when allowed, recorded as unchanged), short runs warned."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from safetensors.torch import load_file

from rolemrc.core import ConfigError, spell_settings
from rolemrc.train import (
    MANIFEST_NAME,
    TrainJob,
    build_trainer,
    finish_training,
    learning_rates,
    plan_schedule,
    preset_settings,
)

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]
TinyModel = Callable[[str], Path]

CHAT = [
    {"role": "system", "content": "You are Theo, a baker."},
    {"role": "user", "content": "Hello there, what are you baking?"},
    {"role": "assistant", "content": "Croissants, with cold butter."},
]
PAIR = {"prompt": CHAT[:2], "chosen": CHAT[2]["content"], "rejected": "a bad reply"}


def test_the_paper_preset_on_sixteen_rows_is_one_step_at_learning_rate_zero() -> None:
    settings = preset_settings("paper", "sft")
    schedule = plan_schedule(16, settings, world_size=1, gradient_accumulation=8)
    assert (schedule.batches_per_epoch, schedule.optimizer_steps, schedule.warmup_steps) == (
        2,
        1,
        1,
    )
    assert schedule.never_learns
    assert schedule.learning_rates.model_dump() == {
        "first": 0.0,
        "max": 0.0,
        "last": 0.0,
        "steps_at_zero": 1,
    }
    # 64 rows per step over 4 processes (accumulation 2): 1000 rows make 16 steps
    dpo = plan_schedule(
        1000, preset_settings("paper", "dpo"), world_size=4, gradient_accumulation=4
    )
    assert (dpo.batches_per_epoch, dpo.optimizer_steps, dpo.warmup_steps) == (63, 16, 2)
    assert dpo.learning_rates.first == 0.0 and dpo.learning_rates.max == pytest.approx(4e-7)
    assert not dpo.never_learns and not dpo.ends_in_warmup


@pytest.mark.parametrize(
    ("stage", "rows", "overrides", "steps", "warmup"),
    [
        # ceil(5 / 2) = 3 batches, ceil(3 / 2) = 2 steps an epoch, 2 epochs; warm-up ceil(1.0)
        ("sft", 5, {"per_device_batch_size": 2, "gradient_accumulation": 2, "epochs": 2.0,
                    "lr_scheduler": "cosine", "warmup_ratio": 0.25}, 4, 1),
        # 3 batches an epoch, ceil(1.5 x 3) = 5 steps; warm-up ceil(2.5) = 3
        ("sft", 7, {"per_device_batch_size": 3, "gradient_accumulation": 1, "epochs": 1.5,
                    "lr_scheduler": "linear", "warmup_ratio": 0.5}, 5, 3),
        # ceil(6 / 2) = 3 batches, one step an epoch, 3 epochs; warm-up ceil(1.2) = 2
        ("dpo", 6, {"per_device_batch_size": 2, "gradient_accumulation": 3, "epochs": 3.0,
                    "lr_scheduler": "constant_with_warmup", "warmup_ratio": 0.4}, 3, 2),
    ],
)  # fmt: skip
def test_the_prediction_is_what_trl_runs(
    tiny_model: TinyModel,
    tmp_path: Path,
    write_rows: WriteRows,
    stage: str,
    rows: int,
    overrides: dict[str, Any],
    steps: int,
    warmup: int,
) -> None:
    row = {"messages": CHAT} if stage == "sft" else PAIR
    data = write_rows(tmp_path / "data.jsonl", [row] * rows)
    job = TrainJob(
        stage=stage,  # type: ignore[arg-type]
        data=data,
        model=str(tiny_model("llama3")),
        out=tmp_path / "out",
        preset="demo",
        overrides={**overrides, "max_steps": None, "learning_rate": 1e-3},
        progress=False,
    )
    prepared = build_trainer(job)
    schedule = prepared.schedule
    assert (schedule.rows, schedule.optimizer_steps, schedule.warmup_steps) == (rows, steps, warmup)
    assert prepared.warnings == []
    result = finish_training(prepared)
    assert result.steps == steps
    recorded = prepared.effect.learning_rates
    expected = learning_rates(overrides["lr_scheduler"], 1e-3, steps, warmup)
    assert recorded == pytest.approx(expected, rel=1e-12, abs=0)
    assert recorded[0] == 0.0 and max(recorded) == pytest.approx(1e-3)
    assert result.weights_changed and result.warnings == []
    manifest = json.loads((tmp_path / "out" / MANIFEST_NAME).read_text())
    assert manifest["optimizer"] == {
        "steps": steps,
        "learning_rates": {
            "first": recorded[0],
            "max": max(recorded),
            "last": recorded[-1],
            "steps_at_zero": recorded.count(0.0),
        },
    }
    assert manifest["schedule"]["learning_rates"] == manifest["optimizer"]["learning_rates"]
    weights = manifest["weights"]
    assert weights["changed"] is True
    assert weights["trainable_before"]["sha256"] != weights["trainable_after"]["sha256"]
    model = prepared.trainer.model
    assert isinstance(model, torch.nn.Module)
    lora = [parameter for parameter in model.parameters() if parameter.requires_grad]
    assert weights["trainable_before"]["elements"] == sum(parameter.numel() for parameter in lora)
    assert weights["trainable_before"]["tensors"] == len(lora) == 8  # A and B of q, v x 2 layers


def paper_job(data: Path, model: Path, out: Path, **fields: Any) -> TrainJob:
    return TrainJob(stage="sft", data=data, model=str(model), out=out, progress=False, **fields)


def test_a_run_that_cannot_learn_is_refused_before_the_model_loads(
    tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"messages": CHAT}] * 16)
    not_a_model = tmp_path / "not-a-model"  # an empty directory: loading it would fail
    not_a_model.mkdir()
    with pytest.raises(ConfigError) as refused:
        build_trainer(paper_job(data, not_a_model, tmp_path / "out"))
    assert str(refused.value) == (
        f"sft on {data}: every optimizer step would run at learning rate 0, so training would "
        "not change the weights: batches of 64 (8 per device x 8 accumulation x 1 process) over "
        "16 rows make 1 optimizer step in 1 epoch, and the cosine schedule warms up from 0 "
        "over 1 step (warmup ratio 0.04). To train, use a smaller effective batch "
        "(effective_batch_size 8); or warmup_ratio 0; or more data or epochs. "
        "allow_zero_learning_rate (allow_zero_learning_rate=True) runs it anyway"
    )
    one_row = write_rows(tmp_path / "one.jsonl", [{"messages": CHAT}])
    with pytest.raises(
        ConfigError, match=r"To train, use warmup_ratio 0; or more data or epochs\. "
    ):
        build_trainer(paper_job(one_row, not_a_model, tmp_path / "out"))
    with pytest.raises(ConfigError, match=r"1 optimizer step \(max_steps\), and the linear"):
        build_trainer(
            paper_job(
                data,
                not_a_model,
                tmp_path / "out",
                preset="demo",
                overrides={"max_steps": 1, "lr_scheduler": "linear", "warmup_ratio": 0.5},
            )
        )


def test_an_allowed_run_at_learning_rate_zero_is_recorded_as_unchanged(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"messages": CHAT}] * 16)
    base, out = tiny_model("llama3"), tmp_path / "out"
    result = finish_training(
        build_trainer(paper_job(data, base, out, allow_zero_learning_rate=True))
    )
    assert (result.steps, result.weights_changed) == (1, False)
    assert result.learning_rates is not None and result.learning_rates.max == 0.0
    allowed, unchanged = (spell_settings(warning, str) for warning in result.warnings)
    assert allowed.endswith("(allowed by allow_zero_learning_rate)")
    assert unchanged == (
        "sft: training did not change the trainable weights (1 optimizer step, learning rates "
        "0 first, 0 max, 0 last); the saved model computes what the starting model does"
    )
    manifest = json.loads((out / MANIFEST_NAME).read_text())
    assert manifest["weights"]["changed"] is False
    assert manifest["weights"]["trainable_before"] == manifest["weights"]["trainable_after"]
    assert manifest["warnings"] == [allowed, unchanged]
    saved, original = load_file(out / "model.safetensors"), load_file(base / "model.safetensors")
    assert all(torch.equal(saved[name], original[name]) for name in original)


def test_a_run_that_ends_in_its_warmup_trains_with_a_warning(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"messages": CHAT}])
    job = paper_job(
        data,
        tiny_model("llama3"),
        tmp_path / "out",
        preset="demo",
        overrides={"max_steps": 2, "lr_scheduler": "linear", "warmup_ratio": 0.9},
    )
    prepared = build_trainer(job)
    assert [spell_settings(warning, str) for warning in prepared.warnings] == [
        "sft: the run ends during its warm-up: 2 optimizer steps (max_steps), and the linear "
        "schedule warms up from 0 over 2 steps (warmup ratio 0.9), so the learning rate peaks "
        "at 0.0001 instead of 0.0002 (1 step at 0); a smaller effective batch or "
        "warmup_ratio 0 trains at the intended rate"
    ]
    result = finish_training(prepared)
    assert result.weights_changed and result.warnings == prepared.warnings
    assert prepared.effect.learning_rates == [0.0, 1e-4]


def test_rows_trl_drops_are_counted_out_of_the_schedule(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows
) -> None:
    """A reply cut off by max_length leaves a row with no trained token; TRL drops it."""
    long_system = {"role": "system", "content": "You are Theo, a baker. " * 30}
    rows = [{"messages": CHAT}] * 3 + [{"messages": [long_system, *CHAT[1:]]}] * 2
    data = write_rows(tmp_path / "sft.jsonl", rows)
    job = paper_job(
        data,
        tiny_model("llama3"),
        tmp_path / "out",
        preset="demo",
        overrides={"max_steps": None, "max_length": 64},
    )
    prepared = build_trainer(job)
    assert prepared.data_summary["rows"] == 5
    assert prepared.data_summary["rows_trained"] == 3
    assert prepared.schedule.rows == 3 and prepared.schedule.optimizer_steps == 3
    assert prepared.warnings == [
        "2 of 5 rows have no trained token within max_length 64 and are left out"
    ]
