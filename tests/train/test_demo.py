"""The demo data and, for real, LoRA SFT steps on the embedded SmolLM2-135M-Instruct's weights."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rolemrc.eval import sample_test_rows
from rolemrc.llm import EMBEDDED_SAMPLING
from rolemrc.train import (
    MANIFEST_NAME,
    TrainJob,
    read_dpo_rows,
    read_sft_rows,
    run_training,
    write_demo_data,
)

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]


def test_the_demo_data_comes_from_the_sample_set(tmp_path: Path) -> None:
    sft_path, dpo_path = write_demo_data(tmp_path)
    sft, dpo = read_sft_rows(sft_path), read_dpo_rows(dpo_path)
    references = {row.reference: row for row in sample_test_rows()}
    assert len(sft) == len(dpo) == 4
    for conversation, pair in zip(sft, dpo, strict=True):
        reply = conversation.messages[-1]
        source = references[reply.content]
        assert reply.role == "assistant" and conversation.task == pair.task == source.task
        assert pair.prompt == conversation.messages[:-1]
        assert pair.chosen[0].content == reply.content
        assert pair.rejected[0].content in references and pair.rejected != pair.chosen
        # The system prompt keeps its first and last paragraphs; the other turns are untouched.
        paragraphs = source.question[0].content.split("\n\n")
        assert pair.prompt[0].content == f"{paragraphs[0]}\n\n{paragraphs[-1]}"
        assert list(pair.prompt[1:]) == source.question[1:]


@pytest.mark.slow
def test_lora_sft_steps_on_the_embedded_model(tmp_path: Path, write_rows: WriteRows) -> None:
    data = write_rows(
        tmp_path / "sft.jsonl",
        [
            {
                "conversations": [
                    {"role": "System", "content": "You are Captain Mira, a sea captain."},
                    {"role": "Assistant", "content": "Ahoy, welcome aboard!"},
                    {"role": "User", "content": "Where do we sail today?"},
                    {"role": "Assistant", "content": "North, past the old lighthouse."},
                ]
            }
        ],
    )
    out = tmp_path / "sft"
    job = TrainJob(
        stage="sft",
        data=data,
        model="embedded",
        out=out,
        preset="demo",
        overrides={"max_steps": 1, "max_length": 128},
        progress=False,
    )
    result = run_training(job)
    losses = [entry["loss"] for entry in result.history if "loss" in entry]
    assert result.steps == 1 and len(losses) == 1 and math.isfinite(losses[0])
    manifest = json.loads((out / MANIFEST_NAME).read_text())
    assert manifest["chat_template"] == {
        "source": "chatml",
        "end_of_turn": "<|im_end|>",
        "sha256": manifest["chat_template"]["sha256"],
    }
    assert manifest["output"] == {"weights": "merged LoRA", "adapter": "adapter"}
    generation = json.loads((out / "generation_config.json").read_text())
    assert generation["eos_token_id"] in (2, [2])  # <|im_end|>
    assert generation["repetition_penalty"] == EMBEDDED_SAMPLING["repeat_penalty"]
    assert (out / "model.safetensors").stat().st_size > 500_000_000  # 135M float32 weights
