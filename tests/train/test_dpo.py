"""DPO on tiny random models: the reply tokens, a frozen reference, every weight moving and the
loss falling from ln 2."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from transformers import PreTrainedTokenizerBase
from trl.trainer.dpo_trainer import DPOTrainer

from rolemrc.train import PreparedTraining, TrainJob, build_trainer, finish_training

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]
TinyModel = Callable[[str], Path]

PAIRS = [
    {
        "prompt": [
            {"role": "System", "content": "You are Captain Mira, a sea captain."},
            {"role": "Assistant", "content": "Ahoy, welcome aboard."},
            {"role": "User", "content": "Where do we sail today?"},
        ],
        "chosen": "North, past the old lighthouse.",
        "rejected": "wrong answer",
    },
    {
        "prompt": [
            {"role": "system", "content": "You are Theo, a baker."},
            {"role": "user", "content": "Hello there, what are you baking?"},
        ],
        "chosen": [{"role": "assistant", "content": "Croissants, with cold butter."}],
        "rejected": "a bad reply",
        "task": "chat",
    },
]


def dpo_job(data: Path, model: Path, out: Path, **overrides: Any) -> TrainJob:
    return TrainJob(
        stage="dpo",
        data=data,
        model=str(model),
        out=out,
        preset="demo",
        overrides={"per_device_batch_size": 2, "effective_batch_size": 2, **overrides},
        progress=False,
    )


def test_prompt_and_replies_are_tokenized_in_the_chat_format(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "dpo.jsonl", PAIRS[:1])
    prepared = build_trainer(dpo_job(data, tiny_model("llama3"), tmp_path / "out"))
    tokenizer = prepared.trainer.processing_class
    assert isinstance(tokenizer, PreTrainedTokenizerBase)
    [row] = list(prepared.trainer.train_dataset)  # type: ignore[arg-type]

    def ids(text: str) -> list[int]:
        return list(tokenizer(text, add_special_tokens=False)["input_ids"])

    assert row["prompt_ids"] == ids(
        "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
        "You are Captain Mira, a sea captain.<|eot_id|>"
        "<|start_header_id|>assistant<|end_header_id|>\n\nAhoy, welcome aboard.<|eot_id|>"
        "<|start_header_id|>user<|end_header_id|>\n\nWhere do we sail today?<|eot_id|>"
        "<|start_header_id|>assistant<|end_header_id|>\n\n"
    )
    assert row["chosen_ids"] == ids("North, past the old lighthouse.<|eot_id|>")
    assert row["rejected_ids"] == ids("wrong answer<|eot_id|>")


def trainable(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    return {
        name: parameter.detach().clone()
        for name, parameter in model.named_parameters()
        if parameter.requires_grad
    }


def run_and_compare(prepared: PreparedTraining) -> list[float]:
    model = prepared.trainer.model
    assert isinstance(model, torch.nn.Module)
    before = trainable(model)
    result = finish_training(prepared)
    after = trainable(model)
    assert [name for name in before if torch.equal(before[name], after[name])] == []
    return [float(entry["loss"]) for entry in result.history if "loss" in entry]


@pytest.mark.parametrize(("lora", "learning_rate"), [(False, 1e-3), (True, 1e-2)])
def test_every_trainable_parameter_moves_and_the_loss_falls(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows, lora: bool, learning_rate: float
) -> None:
    """Both pairs in every step: a fixed batch."""
    data = write_rows(tmp_path / "dpo.jsonl", PAIRS)
    job = dpo_job(
        data,
        tiny_model("llama3"),
        tmp_path / "out",
        max_steps=4,
        lora=lora,
        learning_rate=learning_rate,
    )
    prepared = build_trainer(job)
    assert isinstance(prepared.trainer, DPOTrainer)
    reference = prepared.trainer.ref_model
    if lora:
        assert reference is None  # the model with its adapter switched off
        frozen_before = {}
    else:
        assert isinstance(reference, torch.nn.Module)
        assert reference is not prepared.trainer.model
        frozen_before = {name: p.detach().clone() for name, p in reference.named_parameters()}
    curve = run_and_compare(prepared)
    assert len(curve) == 4
    assert curve[0] == pytest.approx(math.log(2), abs=1e-6)  # policy == reference at first
    assert all(later < earlier for earlier, later in itertools.pairwise(curve)), curve
    if reference is not None:
        assert all(torch.equal(p, frozen_before[n]) for n, p in reference.named_parameters())
