"""The label a row carries to RL frameworks: its task, reference and conversation as one JSON
string (``rl.jsonl``'s ``label`` column; OpenRLHF's ``--label_key label`` sends it to the reward
server, verl's ``extra_info`` can hold it)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from rolemrc.core._records import Message


def row_label(question: Sequence[Message], task: str, reference: str) -> str:
    """The label of a row: ``{"task", "reference", "question"}`` as compact JSON."""
    return json.dumps(
        {
            "task": task,
            "reference": reference,
            "question": [turn.to_openai() for turn in question],
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )
