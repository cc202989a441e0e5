"""A scored row: the prompt, the character's reply and the row's task and reference, read from
the shapes RL frameworks hand over (TRL's standard and conversational rows, a plain string).

A reply is the character's turn: reasoning inside ``<think>...</think>`` is removed before any
reward sees it (an unclosed ``<think>`` leaves an empty reply: nothing was said in character),
and a conversational completion must consist of assistant turns.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rolemrc.core import Generation, InputError, Message

_THINK_BLOCK = re.compile(r"<think>.*?</think>", re.DOTALL)
_THINK_OPEN = "<think>"
_THINK_CLOSE = "</think>"
POLICY_LABEL = "policy"


def strip_think(text: str) -> str:
    """``text`` without its reasoning: every ``<think>...</think>`` block goes, and so does
    everything before a lone ``</think>`` (templates that open the block in the prompt) or after a
    lone ``<think>`` (reasoning cut off before it closed). Whitespace is trimmed only where a
    block was removed, so a reply without one is scored exactly as written."""
    if _THINK_OPEN not in text and _THINK_CLOSE not in text:
        return text
    kept = _THINK_BLOCK.sub("", text)
    if _THINK_CLOSE in kept:
        kept = kept.rsplit(_THINK_CLOSE, 1)[1]
    if _THINK_OPEN in kept:
        kept = kept.split(_THINK_OPEN, 1)[0]
    return kept.strip()


def _content_text(content: Any, field: str) -> str:
    """Message content as text: a string, or a list of parts whose text parts are joined."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
                parts.append(part["text"])
        return "".join(parts)
    if content is None:
        return ""
    raise InputError(f"message content must be text, got {type(content).__name__}", field=field)


def prompt_messages(prompt: Any, field: str = "prompt") -> list[Message]:
    """The conversation a reply answers: a list of ``{"role", "content"}`` messages, or a plain
    string (one user turn)."""
    if isinstance(prompt, str):
        return [Message(role="user", content=prompt)]
    if not isinstance(prompt, Sequence) or not prompt:
        raise InputError("expected a non-empty list of messages or a string", field=field)
    messages = []
    for number, turn in enumerate(prompt):
        where = f"{field}[{number}]"
        if not isinstance(turn, Mapping) or not isinstance(turn.get("role"), str):
            raise InputError("expected a message with 'role' and 'content'", field=where)
        role = turn["role"].lower()
        if role not in ("system", "user", "assistant"):
            raise InputError(f"unknown role {turn['role']!r}", field=f"{where}.role")
        messages.append(
            Message(role=role, content=_content_text(turn.get("content"), f"{where}.content"))
        )
    return messages


def completion_text(completion: Any, field: str = "completion") -> str:
    """The character's reply in a completion (a string, or assistant messages), reasoning
    removed. A conversational completion with another role is refused: it is not the
    character's turn."""
    if isinstance(completion, str):
        return strip_think(completion)
    if not isinstance(completion, Sequence) or not completion:
        raise InputError("expected a string or a non-empty list of assistant messages", field=field)
    texts = []
    for number, turn in enumerate(completion):
        where = f"{field}[{number}]"
        if not isinstance(turn, Mapping):
            raise InputError("expected a message with 'role' and 'content'", field=where)
        role = str(turn.get("role", "")).lower()
        if role != "assistant":
            raise InputError(
                f"the reply must be the character's (assistant) turn, got role {role!r}",
                field=f"{where}.role",
            )
        texts.append(_content_text(turn.get("content"), f"{where}.content"))
    return strip_think("".join(texts))


@dataclass(frozen=True)
class RewardRow:
    """One reply to score. ``task`` and ``reference`` are None where the data has none (the
    rewards that need them do not apply then)."""

    question: tuple[Message, ...]
    response: str
    task: str | None = None
    reference: str | None = None
    id: str = "row"

    def generation(self) -> Generation:
        """The row as the judges read it (``task`` must be set)."""
        assert self.task is not None
        return Generation(
            id=self.id,
            task=self.task,
            question=list(self.question),
            reference=self.reference or "",
            response=self.response,
            model=POLICY_LABEL,
        )


def _column(columns: Mapping[str, Any], name: str, size: int) -> list[Any]:
    values = columns.get(name)
    if values is None:
        return [None] * size
    if not isinstance(values, Sequence) or isinstance(values, str) or len(values) != size:
        raise InputError(f"expected one value per completion ({size})", field=name)
    return list(values)


def rows_from_batch(
    prompts: Sequence[Any], completions: Sequence[Any], columns: Mapping[str, Any]
) -> list[RewardRow]:
    """The rows of a TRL reward call: ``prompts`` and ``completions`` side by side, ``task``,
    ``reference`` and ``id`` read from the dataset columns where present."""
    if len(prompts) != len(completions):
        raise InputError(
            f"{len(prompts)} prompts but {len(completions)} completions", field="completions"
        )
    size = len(completions)
    tasks = _column(columns, "task", size)
    references = _column(columns, "reference", size)
    ids = _column(columns, "id", size)
    rows = []
    for index, (prompt, completion) in enumerate(zip(prompts, completions, strict=True)):
        task, reference, row_id = tasks[index], references[index], ids[index]
        rows.append(
            RewardRow(
                question=tuple(prompt_messages(prompt, f"prompts[{index}]")),
                response=completion_text(completion, f"completions[{index}]"),
                task=str(task) if task else None,
                reference=reference if isinstance(reference, str) else None,
                id=str(row_id) if row_id is not None else f"row{index}",
            )
        )
    return rows
