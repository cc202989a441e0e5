"""SFT on tiny random models: exact assistant-only labels, every weight moving, loss falling,
and an output directory the evaluation loads."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from safetensors.torch import load_file
from transformers import PreTrainedTokenizerBase
from trl.trainer import utils as trl_utils

from rolemrc.core import Message, file_fingerprint
from rolemrc.llm import ChatRequest, GenerationParams, ModelAccess, open_model
from rolemrc.train import (
    MANIFEST_NAME,
    METRICS_NAME,
    PreparedTraining,
    TrainJob,
    build_trainer,
    family_template,
    finish_training,
)
from rolemrc.train._run import trained_positions_only

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]
TinyModel = Callable[[str], Path]

ROLE_FIRST = [
    {"role": "System", "content": "You are Captain Mira, a sea captain."},
    {"role": "Assistant", "content": "Ahoy, welcome aboard."},
    {"role": "User", "content": "Where do we sail today?"},
    {"role": "Assistant", "content": "North, past the old lighthouse."},
]
USER_FIRST = [
    {"role": "system", "content": "You are Theo, a baker."},
    {"role": "user", "content": "Hello there, what are you baking?"},
    {"role": "assistant", "content": "Croissants, with cold butter."},
]
# What each family's template renders, split into pieces the loss covers (True) or not.
LLAMA3 = (
    [
        ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n", False),
        ("You are Captain Mira, a sea captain.<|eot_id|>", False),
        ("<|start_header_id|>assistant<|end_header_id|>\n\n", False),
        ("Ahoy, welcome aboard.<|eot_id|>", True),
        ("<|start_header_id|>user<|end_header_id|>\n\nWhere do we sail today?<|eot_id|>", False),
        ("<|start_header_id|>assistant<|end_header_id|>\n\n", False),
        ("North, past the old lighthouse.<|eot_id|>", True),
    ],
    [
        ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n", False),
        ("You are Theo, a baker.<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n", False),
        ("Hello there, what are you baking?<|eot_id|>", False),
        ("<|start_header_id|>assistant<|end_header_id|>\n\n", False),
        ("Croissants, with cold butter.<|eot_id|>", True),
    ],
)
GEMMA = (
    [
        ("<bos><start_of_turn>user\nYou are Captain Mira, a sea captain.<end_of_turn>\n", False),
        ("<start_of_turn>model\n", False),
        ("Ahoy, welcome aboard.<end_of_turn>", True),
        ("\n<start_of_turn>user\nWhere do we sail today?<end_of_turn>\n", False),
        ("<start_of_turn>model\n", False),
        ("North, past the old lighthouse.<end_of_turn>", True),
        ("\n", False),
    ],
    [
        ("<bos><start_of_turn>user\nYou are Theo, a baker.\n\n", False),
        ("Hello there, what are you baking?<end_of_turn>\n<start_of_turn>model\n", False),
        ("Croissants, with cold butter.<end_of_turn>", True),
        ("\n", False),
    ],
)
CHATML = (
    [
        ("<|im_start|>system\nYou are Captain Mira, a sea captain.<|im_end|>\n", False),
        ("<|im_start|>assistant\n", False),
        ("Ahoy, welcome aboard.<|im_end|>", True),
        ("\n<|im_start|>user\nWhere do we sail today?<|im_end|>\n<|im_start|>assistant\n", False),
        ("North, past the old lighthouse.<|im_end|>", True),
        ("\n", False),
    ],
    [
        ("<|im_start|>system\nYou are Theo, a baker.<|im_end|>\n", False),
        ("<|im_start|>user\nHello there, what are you baking?<|im_end|>\n", False),
        ("<|im_start|>assistant\n", False),
        ("Croissants, with cold butter.<|im_end|>", True),
        ("\n", False),
    ],
)
GENERIC = (
    [
        ("<s><|system|>\nYou are Captain Mira, a sea captain.\n<|assistant|>\n", False),
        ("Ahoy, welcome aboard.</s>", True),
        ("\n<|user|>\nWhere do we sail today?\n<|assistant|>\n", False),
        ("North, past the old lighthouse.</s>", True),
        ("\n", False),
    ],
    [
        ("<s><|system|>\nYou are Theo, a baker.\n<|user|>\n", False),
        ("Hello there, what are you baking?\n<|assistant|>\n", False),
        ("Croissants, with cold butter.</s>", True),
        ("\n", False),
    ],
)
PIECES = {"llama3": LLAMA3, "gemma": GEMMA, "chatml": CHATML, "generic": GENERIC}


def sft_job(data: Path, model: Path, out: Path, **overrides: Any) -> TrainJob:
    return TrainJob(
        stage="sft",
        data=data,
        model=str(model),
        out=out,
        preset="demo",
        overrides={"max_steps": 1, **overrides},
        progress=False,
    )


@pytest.mark.parametrize("family", list(PIECES))
def test_labels_cover_exactly_the_assistant_turns(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows, family: str
) -> None:
    """Role-first and user-first chats: the label positions are exactly the tokens of each
    reply and its end-of-turn token, as the pieces tokenized one by one give them."""
    data = write_rows(
        tmp_path / "sft.jsonl", [{"conversations": ROLE_FIRST}, {"messages": USER_FIRST}]
    )
    prepared = build_trainer(sft_job(data, tiny_model(family), tmp_path / "out"))
    tokenizer = prepared.trainer.processing_class
    assert isinstance(tokenizer, PreTrainedTokenizerBase)
    assert prepared.template.source == family
    rows = list(prepared.trainer.train_dataset)  # type: ignore[arg-type]
    assert len(rows) == 2
    for row, pieces in zip(rows, PIECES[family], strict=True):
        expected_ids: list[int] = []
        expected_labels: list[int] = []
        for text, trained in pieces:
            ids = tokenizer(text, add_special_tokens=False)["input_ids"]
            expected_ids += ids
            expected_labels += ids if trained else [-100] * len(ids)
        assert row["input_ids"] == expected_ids
        assert row["labels"] == expected_labels


def parameters(prepared: PreparedTraining) -> dict[str, torch.Tensor]:
    return {
        name: parameter.detach().clone()
        for name, parameter in prepared.trainer.model.named_parameters()  # type: ignore[union-attr]
        if parameter.requires_grad
    }


def losses(history: list[dict[str, Any]]) -> list[float]:
    return [float(entry["loss"]) for entry in history if "loss" in entry]


def two_row_job(tmp_path: Path, write_rows: WriteRows, model: Path, **overrides: Any) -> TrainJob:
    """Two rows, two per step: every step sees the same batch."""
    data = write_rows(
        tmp_path / "sft.jsonl", [{"conversations": ROLE_FIRST}, {"messages": USER_FIRST}]
    )
    return sft_job(
        data, model, tmp_path / "out", per_device_batch_size=2, effective_batch_size=2, **overrides
    )


@pytest.mark.parametrize(
    ("lora", "learning_rate", "frozen_layers", "trained_count"),
    [
        (False, 1e-3, 0, 21),  # embeddings, 2 x 9 per layer, final norm, LM head
        (True, 1e-2, 0, None),
        (False, 1e-3, 1, 11),  # layer 1's 9, the final norm, the LM head
    ],
)
def test_every_trainable_parameter_moves_the_frozen_ones_stay_and_the_loss_falls(
    tiny_model: TinyModel,
    tmp_path: Path,
    write_rows: WriteRows,
    lora: bool,
    learning_rate: float,
    frozen_layers: int,
    trained_count: int | None,
) -> None:
    job = two_row_job(
        tmp_path,
        write_rows,
        tiny_model("llama3"),
        max_steps=4,
        lora=lora,
        learning_rate=learning_rate,
        frozen_layers=frozen_layers,
    )
    prepared = build_trainer(job)
    model = prepared.trainer.model
    assert isinstance(model, torch.nn.Module)
    everything = {name: p.detach().clone() for name, p in model.named_parameters()}
    before = parameters(prepared)
    if lora:
        assert before and all("lora_" in name for name in before)
    else:
        assert len(before) == trained_count
        lowest = tuple(f"model.layers.{index}." for index in range(frozen_layers))
        kept = [n for n in everything if n.startswith(lowest)]
        expected = ["model.embed_tokens.weight", *kept] if frozen_layers else []
        assert sorted(set(everything) - set(before)) == sorted(expected)
    result = finish_training(prepared)
    after = dict(model.named_parameters())
    assert [name for name in before if torch.equal(before[name], after[name])] == []
    frozen = set(everything) - set(before)
    assert all(torch.equal(everything[name], after[name]) for name in frozen)
    curve = losses(result.history)
    assert len(curve) == 4
    assert all(later < earlier for earlier, later in itertools.pairwise(curve)), curve


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"frozen_layers": 2, "lora": False}, "2 would freeze every one of the model's 2 layers"),
        ({"frozen_layers": 1, "lora": True}, "frozen_layers.*applies to full fine-tuning"),
    ],
)
def test_frozen_layers_that_leave_nothing_to_train_are_refused(
    tiny_model: TinyModel,
    tmp_path: Path,
    write_rows: WriteRows,
    overrides: dict[str, Any],
    message: str,
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"conversations": ROLE_FIRST}])
    job = sft_job(data, tiny_model("llama3"), tmp_path / "out", **overrides)
    with pytest.raises(Exception, match=message):
        build_trainer(job)


def test_on_a_cpu_only_the_trained_positions_go_through_the_output_layer(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same loss and gradients as TRL's every-position scoring, from the labelled positions."""
    prepared = build_trainer(two_row_job(tmp_path, write_rows, tiny_model("llama3"), lora=False))
    trainer, model = prepared.trainer, prepared.trainer.model
    assert isinstance(model, torch.nn.Module)
    batch = next(iter(trainer.get_train_dataloader()))
    scored: list[int] = []
    function = trl_utils._ChunkedLogProbFunction
    original_apply = function.apply

    def counting_apply(hidden: torch.Tensor, *rest: Any) -> Any:
        scored.append(hidden.shape[0])
        return original_apply(hidden, *rest)

    monkeypatch.setattr(function, "apply", counting_apply)

    def loss_and_gradients() -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
        model.zero_grad()
        loss = trainer.compute_loss(model, dict(batch))
        loss.backward()
        return loss.detach(), {
            name: p.grad.clone() for name, p in model.named_parameters() if p.grad is not None
        }

    every_loss, every_gradient = loss_and_gradients()
    with trained_positions_only():
        trained_loss, trained_gradient = loss_and_gradients()
    labels = batch["labels"][:, 1:]
    assert scored == [labels.numel(), int((labels != -100).sum())]
    assert scored[1] < scored[0] / 2
    torch.testing.assert_close(trained_loss, every_loss)
    assert trained_gradient.keys() == every_gradient.keys()
    for name, gradient in every_gradient.items():
        torch.testing.assert_close(trained_gradient[name], gradient, msg=name)
    assert trl_utils._use_triton(torch.device("cpu")) is False  # put back after training


def test_the_output_is_a_model_the_evaluation_loads(
    tiny_model: TinyModel, tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"conversations": ROLE_FIRST, "task": "chat"}])
    base = tiny_model("llama3")
    out = tmp_path / "out"
    result = finish_training(build_trainer(sft_job(data, base, out, lora=True)))
    assert (result.out, result.stage, result.steps) == (out, "sft", 1)
    adapter_files = {path.name for path in (out / "adapter").iterdir()}
    assert {"adapter_config.json", "adapter_model.safetensors"} <= adapter_files
    # Merged: the adapted projections changed, everything else is the base model's.
    merged, original = load_file(out / "model.safetensors"), load_file(base / "model.safetensors")
    assert merged.keys() == original.keys()
    changed = sorted(name for name in merged if not torch.equal(merged[name], original[name]))
    assert changed == [f"model.layers.{i}.self_attn.{p}_proj.weight" for i in (0, 1) for p in "qv"]

    generation = json.loads((out / "generation_config.json").read_text())
    tokenizer_config = json.loads((out / "tokenizer_config.json").read_text())
    assert generation["eos_token_id"] == [2, 5]  # <|end_of_text|>, <|eot_id|>
    assert (out / "chat_template.jinja").read_text() == family_template("llama3")

    metrics = [json.loads(line) for line in (out / METRICS_NAME).read_text().splitlines()]
    assert [entry["step"] for entry in metrics] == [1, 1]  # the step's log, then the summary
    assert metrics[0]["loss"] == result.history[0]["loss"]
    manifest = json.loads((out / MANIFEST_NAME).read_text())
    assert manifest["data"] == {
        "path": str(data),
        "sha256": file_fingerprint(data),
        "rows": 1,
        "tasks": {"chat": 1},
        "rows_trained": 1,
    }
    assert manifest["chat_template"]["source"] == "llama3"
    assert manifest["output"] == {"weights": "merged LoRA", "adapter": "adapter"}
    assert manifest["plan"] == {
        "world_size": 1,
        "gradient_accumulation": 1,
        "effective_batch_size": 1,
        "precision": "fp32",
        "tf32": False,
        "notes": [],
    }
    assert manifest["settings"]["lora"]["target_modules"] == ["q_proj", "v_proj"]
    assert manifest["metrics"]["history"] == result.history
    assert manifest["versions"]["trl"] and manifest["versions"]["torch"]
    assert tokenizer_config["eos_token"] == "<|end_of_text|>"

    model = open_model(ModelAccess(model=f"hf/{out}", cache=False))
    request = ChatRequest(
        messages=(Message(role="user", content="Where do we sail today?"),),
        params=GenerationParams(max_new_tokens=4),
    )
    [(index, answer)] = list(model.generate([request]))
    assert index == 0 and 1 <= answer.completion_tokens <= 4
