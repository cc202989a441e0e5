"""Training data readers: SFT conversations and DPO preference pairs from JSONL.

SFT rows hold one conversation under ``messages`` (ours), ``conversations`` (upstream RoleMRC
``train-sft``) or ``question`` + ``reference`` (the test schema: the reference becomes the final
assistant turn). A file of RoleBench rows (``role``, ``question``, ``generated``: any RoleBench
split, or Context-Instruct's ``role_specific.jsonl``) becomes RoCIT conversations, prompted by
the role's context (``rolemrc.rolellm.read_rocit_file``). DPO rows hold ``prompt`` (turns, or
a string for a single user turn), ``chosen`` and ``rejected`` (strings, or lists of assistant
turns), as upstream RoleMRC ``train-rl`` files and ``rolemrc synth`` write them. Roles may be
capitalised (``System``, ``User``, ``Assistant``); a conversation may open with the role
speaking.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import InputError, Message, iter_json_lines, validate_record

if TYPE_CHECKING:
    from rolemrc.rolellm import RocitOptions

SFT_CONVERSATION_FIELDS = ("messages", "conversations")
RowT = TypeVar("RowT")


class SftConversation(BaseModel):
    """One training conversation; the loss covers its assistant turns."""

    model_config = ConfigDict(frozen=True)

    messages: tuple[Message, ...] = Field(min_length=1)
    task: str = ""

    def to_trl(self) -> dict[str, Any]:
        return {"messages": [turn.to_openai() for turn in self.messages]}


class PreferencePair(BaseModel):
    """A prompt with a preferred and a dispreferred reply (each one or more assistant turns)."""

    model_config = ConfigDict(frozen=True)

    prompt: tuple[Message, ...] = Field(min_length=1)
    chosen: tuple[Message, ...] = Field(min_length=1)
    rejected: tuple[Message, ...] = Field(min_length=1)
    task: str = ""

    def to_trl(self) -> dict[str, Any]:
        return {
            "prompt": [turn.to_openai() for turn in self.prompt],
            "chosen": [turn.to_openai() for turn in self.chosen],
            "rejected": [turn.to_openai() for turn in self.rejected],
        }


def _turns(value: Any, field: str, path: Path, line: int) -> tuple[Message, ...]:
    if not isinstance(value, list) or not value:
        raise InputError("expected a non-empty list of turns", path=path, line=line, field=field)
    turns = []
    for index, turn in enumerate(value):
        if not isinstance(turn, dict):
            raise InputError(
                "expected a turn object with 'role' and 'content'",
                path=path,
                line=line,
                field=f"{field}[{index}]",
            )
        try:
            turns.append(validate_record(Message, turn, path=path, line=line))
        except InputError as error:
            raise InputError(
                error.reason, path=path, line=line, field=f"{field}[{index}].{error.field}"
            ) from None
    return tuple(turns)


def _reply(value: Any, field: str, path: Path, line: int) -> tuple[Message, ...]:
    """A chosen/rejected reply: a string, or a list of assistant turns."""
    if isinstance(value, str):
        if not value.strip():
            raise InputError("empty reply", path=path, line=line, field=field)
        return (Message(role="assistant", content=value),)
    turns = _turns(value, field, path, line)
    for index, turn in enumerate(turns):
        if turn.role != "assistant":
            raise InputError(
                f"a reply holds assistant turns only, got role '{turn.role}'",
                path=path,
                line=line,
                field=f"{field}[{index}].role",
            )
    return turns


def _task(row: dict[str, Any], path: Path, line: int) -> str:
    task = row.get("task", "")
    if not isinstance(task, str):
        raise InputError("expected a string", path=path, line=line, field="task")
    return task


def _sft_row(row: dict[str, Any], path: Path, line: int) -> SftConversation:
    field = next((name for name in SFT_CONVERSATION_FIELDS if name in row), None)
    if field is not None:
        turns = _turns(row[field], field, path, line)
    elif "question" in row and "reference" in row:
        reference = row["reference"]
        if not isinstance(reference, str):
            raise InputError("expected a string", path=path, line=line, field="reference")
        turns = (
            *_turns(row["question"], "question", path, line),
            Message(role="assistant", content=reference),
        )
    else:
        raise InputError(
            "no conversation: expected 'messages', 'conversations', or 'question' and 'reference'",
            path=path,
            line=line,
        )
    if not any(turn.role == "assistant" for turn in turns):
        raise InputError(
            "no assistant turn, so nothing to train on", path=path, line=line, field=field
        )
    return SftConversation(messages=turns, task=_task(row, path, line))


def _dpo_row(row: dict[str, Any], path: Path, line: int) -> PreferencePair:
    for name in ("prompt", "chosen", "rejected"):
        if name not in row:
            raise InputError("missing required field", path=path, line=line, field=name)
    prompt_value = row["prompt"]
    prompt: tuple[Message, ...]
    if isinstance(prompt_value, str):
        prompt = (Message(role="user", content=prompt_value),)
    else:
        prompt = _turns(prompt_value, "prompt", path, line)
    if prompt[-1].role == "assistant":
        raise InputError(
            "the prompt ends with an assistant turn; the chosen and rejected replies answer it, "
            "so it must end with a user or system turn",
            path=path,
            line=line,
            field=f"prompt[{len(prompt) - 1}].role",
        )
    chosen = _reply(row["chosen"], "chosen", path, line)
    rejected = _reply(row["rejected"], "rejected", path, line)
    if chosen == rejected:
        raise InputError(
            "identical to 'chosen': the pair teaches nothing",
            path=path,
            line=line,
            field="rejected",
        )
    return PreferencePair(
        prompt=prompt, chosen=chosen, rejected=rejected, task=_task(row, path, line)
    )


def _read_rows(path: str | Path, parse: Callable[[dict[str, Any], Path, int], RowT]) -> list[RowT]:
    source = Path(path)
    rows: list[RowT] = [parse(value, source, line) for line, value in iter_json_lines(source)]
    if not rows:
        raise InputError("no rows", path=source)
    return rows


def _first_row(path: Path) -> dict[str, Any] | None:
    return next((value for _, value in iter_json_lines(path)), None)


def read_sft_rows(path: str | Path, rocit: RocitOptions | None = None) -> list[SftConversation]:
    """Every conversation of an SFT JSONL file; bad rows raise InputError (file:line, field).

    A file whose first row is a RoleBench row is read as RoleBench rows and turned into RoCIT
    conversations with ``rocit`` (default: RoleLLM's system instruction, every reference, and
    RoleBench's hub profiles)."""
    from rolemrc.rolellm import RocitOptions, is_rolebench_row, read_rocit_file

    source = Path(path)
    first = _first_row(source)
    if first is None or not is_rolebench_row(first):
        return _read_rows(source, _sft_row)
    return [
        SftConversation(
            messages=tuple(Message.model_validate(turn) for turn in chat["messages"]),
            task=chat["task"],
        )
        for chat in read_rocit_file(source, rocit or RocitOptions())
    ]


def read_dpo_rows(path: str | Path) -> list[PreferencePair]:
    """Every preference pair of a DPO JSONL file; bad rows raise InputError (file:line, field)."""
    return _read_rows(path, _dpo_row)


def task_counts(rows: list[SftConversation] | list[PreferencePair]) -> dict[str, int]:
    """Rows per task label (rows without one count under ``""``), sorted by task."""
    return dict(sorted(Counter(row.task for row in rows).items()))
