"""The offline training demo: a few LoRA steps of SFT, then of DPO, on the embedded model.

The data comes from the built-in sample test set: each row's reference is the reply to learn
(SFT) and the preferred reply (DPO); the dispreferred reply is another row's reference, an
answer to a different question. To keep a CPU step to seconds, system prompts are cut to
their first and last paragraphs (who the role is, its rules, how to reply); the profile
details in between are left out.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from rolemrc.core import Message, TestRow, write_jsonl
from rolemrc.eval import sample_test_rows
from rolemrc.llm import EMBEDDED_SPEC
from rolemrc.train._job import TrainJob
from rolemrc.train._run import TrainResult, run_training

DEMO_ROWS = 4


class DemoResult(BaseModel):
    sft: TrainResult
    dpo: TrainResult
    seconds: float


def _condensed(row: TestRow) -> list[Message]:
    turns = list(row.question)
    if turns[0].role == "system":
        paragraphs = turns[0].content.split("\n\n")
        short = "\n\n".join([paragraphs[0], paragraphs[-1]] if len(paragraphs) > 1 else paragraphs)
        turns[0] = Message(role="system", content=short)
    return turns


def _turns(turns: list[Message]) -> list[dict[str, str]]:
    return [turn.to_upstream() for turn in turns]


def write_demo_data(directory: Path, rows: int = DEMO_ROWS) -> tuple[Path, Path]:
    """``sft.jsonl`` (upstream ``conversations`` schema) and ``dpo.jsonl`` (``prompt``/
    ``chosen``/``rejected``) from the shortest ``rows`` sample rows."""
    sample = sorted(
        sample_test_rows(),
        key=lambda row: sum(len(turn.content) for turn in _condensed(row)) + len(row.reference),
    )[:rows]
    sft: list[dict[str, Any]] = []
    dpo: list[dict[str, Any]] = []
    for index, row in enumerate(sample):
        prompt = _condensed(row)
        reply = Message(role="assistant", content=row.reference)
        sft.append({"conversations": _turns([*prompt, reply]), "task": row.task})
        dpo.append(
            {
                "prompt": _turns(prompt),
                "chosen": row.reference,
                "rejected": sample[(index + 1) % len(sample)].reference,
                "task": row.task,
            }
        )
    sft_path, dpo_path = directory / "sft.jsonl", directory / "dpo.jsonl"
    write_jsonl(sft_path, sft)
    write_jsonl(dpo_path, dpo)
    return sft_path, dpo_path


def train_demo(out_dir: str | Path, *, progress: bool = False) -> DemoResult:
    """SFT then DPO, a few LoRA steps each (``demo`` preset), on the embedded model's torch
    weights.

    Writes ``data/``, ``sft/`` and ``dpo/`` (each a model directory ``rolemrc eval`` accepts as
    ``hf/DIR``) under ``out_dir``; reruns replace them.
    """
    root = Path(out_dir)
    started = time.perf_counter()
    sft_data, dpo_data = write_demo_data(root / "data")
    common: dict[str, Any] = {"preset": "demo", "progress": progress, "overwrite": True}
    sft = run_training(
        TrainJob(stage="sft", data=sft_data, model=EMBEDDED_SPEC, out=root / "sft", **common)
    )
    dpo = run_training(
        TrainJob(stage="dpo", data=dpo_data, model=str(root / "sft"), out=root / "dpo", **common)
    )
    return DemoResult(sft=sft, dpo=dpo, seconds=round(time.perf_counter() - started, 1))
