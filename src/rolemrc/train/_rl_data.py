"""RL prompt readers: the prompts GRPO generates from, with the task and reference rewards read.

A row is one of:

- ``rl.jsonl`` as ``rolemrc synth`` writes it: ``prompt`` (turns, or a string for one user turn),
  ``task``, ``reference`` (and ``rule``, ``label``, carried for other frameworks);
- the upstream test schema: ``question`` (turns ending with the user's), ``reference``, ``task``;
- an SFT conversation (``messages`` or ``conversations``): the turns before its last assistant
  turn are the prompt and that turn the reference.

The prompt must end with a user turn: that is the turn the policy answers in character.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import InputError, Message
from rolemrc.train._data import SFT_CONVERSATION_FIELDS, _read_rows, _task, _turns


class RlPrompt(BaseModel):
    """One prompt to generate from; ``reference`` is None where the row has none."""

    model_config = ConfigDict(frozen=True)

    id: str
    prompt: tuple[Message, ...] = Field(min_length=1)
    task: str = ""
    reference: str | None = None

    def to_trl(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "prompt": [turn.to_openai() for turn in self.prompt],
            "task": self.task,
            "reference": self.reference,
        }


def _reference(row: dict[str, Any], path: Path, line: int) -> str | None:
    reference = row.get("reference")
    if reference is not None and not isinstance(reference, str):
        raise InputError("expected a string", path=path, line=line, field="reference")
    return reference


def _rl_row(row: dict[str, Any], path: Path, line: int) -> RlPrompt:
    sft_field = next((name for name in SFT_CONVERSATION_FIELDS if name in row), None)
    if "prompt" in row:
        field = "prompt"
        value = row["prompt"]
        if isinstance(value, str):
            prompt: tuple[Message, ...] = (Message(role="user", content=value),)
        else:
            prompt = _turns(value, field, path, line)
        reference = _reference(row, path, line)
    elif "question" in row:
        field = "question"
        prompt = _turns(row["question"], field, path, line)
        reference = _reference(row, path, line)
    elif sft_field is not None:
        field = sft_field
        turns = _turns(row[sft_field], field, path, line)
        last = max((i for i, turn in enumerate(turns) if turn.role == "assistant"), default=None)
        if last is None:
            raise InputError(
                "no assistant turn to take as the reference", path=path, line=line, field=field
            )
        prompt, reference = turns[:last], turns[last].content
    else:
        raise InputError(
            "no prompt: expected 'prompt', 'question', 'messages' or 'conversations'",
            path=path,
            line=line,
        )
    if not prompt or prompt[-1].role != "user":
        raise InputError(
            "the prompt must end with a user turn (the turn the policy answers)",
            path=path,
            line=line,
            field=field,
        )
    row_id = row.get("id")
    return RlPrompt(
        id=str(row_id) if row_id is not None else f"{path.name}:{line}",
        prompt=prompt,
        task=_task(row, path, line),
        reference=reference,
    )


def read_rl_rows(path: str | Path) -> list[RlPrompt]:
    """Every prompt of an RL JSONL file; bad rows raise InputError (file:line, field)."""
    return _read_rows(path, _rl_row)
