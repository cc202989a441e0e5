"""Data that cannot train is refused once the tokenizer is loaded, before the model is."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from transformers import AutoTokenizer
from typer.testing import CliRunner

from rolemrc.cli._train import train_app
from rolemrc.core import ConfigError
from rolemrc.train import check_trainable_rows, read_dpo_rows, read_sft_rows

runner = CliRunner()
WriteRows = Callable[[Path, list[dict[str, Any]]], Path]
LONG_QUESTION = "Where do we sail today? North, past the old lighthouse. " * 4


def conversation(question: str) -> dict[str, Any]:
    return {
        "messages": [
            {"role": "user", "content": question},
            {"role": "assistant", "content": "North."},
        ]
    }


def test_data_whose_every_row_fills_max_length_is_refused_naming_the_fix(
    tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [conversation(LONG_QUESTION)] * 3)
    result = runner.invoke(
        train_app,
        [
            "sft", "--data", str(data), "--model", str(tiny_model("chatml")), "--preset", "demo",
            "--max-length", "16", "--out", str(tmp_path / "out"),
        ],
    )  # fmt: skip
    assert result.exit_code == 2
    message = " ".join(result.output.split())
    assert f"error: sft on {data}: every one of the 3 rows read is longer than --max-length 16" in (
        message
    )
    shortest = int(message.split("has ")[1].split(" tokens")[0])
    assert shortest >= 16
    assert message.endswith(f"raise --max-length above {shortest}")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("stage", ["sft", "dpo"])
def test_one_row_within_max_length_is_enough(
    stage: str, tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    tokenizer = AutoTokenizer.from_pretrained(tiny_model("chatml"))
    questions = [LONG_QUESTION, "hi", LONG_QUESTION]
    if stage == "sft":
        rows: Any = read_sft_rows(
            write_rows(tmp_path / "sft.jsonl", [conversation(q) for q in questions])
        )
    else:
        pairs = [{"prompt": q, "chosen": "North.", "rejected": "South."} for q in questions]
        rows = read_dpo_rows(write_rows(tmp_path / "dpo.jsonl", pairs))
    check_trainable_rows(rows, tokenizer, max_length=16, described=stage)
    with pytest.raises(ConfigError, match=r"every one of the 2 rows read"):
        check_trainable_rows(rows[::2], tokenizer, max_length=16, described=stage)
