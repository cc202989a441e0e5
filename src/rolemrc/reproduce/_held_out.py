"""The proof that the loop's test roles never train: every test row is traced to its role, and
no training row (SFT or DPO) may belong to one of them.

A synthesis run records each dialogue's role (``profile_id``): a test row is found among the
run's dialogues by its conversation and reference. Data given as files carries no role ids, so
there a role is known by its system prompt (a role's profile is its system prompt).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from rolemrc.core import ConfigError, Message, iter_json_lines, read_jsonl
from rolemrc.rules import load_test_set
from rolemrc.synth import Dialogue, RoleProfile

_Key = tuple[tuple[tuple[str, str], ...], str]


class HeldOutCheck(BaseModel):
    """Which roles the test rows and the training rows come from, and how that was known."""

    method: str
    test_roles: list[str]
    training_roles: list[str]
    shared_roles: list[str]
    test_rows: int
    untraced_test_rows: int
    training_rows: int

    @property
    def passed(self) -> bool:
        return not self.shared_roles and not self.untraced_test_rows


def _turns(messages: Sequence[Message]) -> tuple[tuple[str, str], ...]:
    return tuple((message.role, message.content) for message in messages)


def _training_rows(sft: Path, dpo: Path) -> list[dict[str, Any]]:
    return [row for path in (sft, dpo) for _, row in iter_json_lines(path)]


def check_synth_split(synth_dir: Path, sft: Path, dpo: Path, test: Path) -> HeldOutCheck:
    """Trace every test row of a synthesis run to its role through the run's dialogues."""
    names = {
        profile.id: profile.name
        for profile in read_jsonl(synth_dir / "profiles.jsonl", RoleProfile)
    }
    role_of: dict[_Key, str] = {}
    for dialogue in read_jsonl(synth_dir / "dialogues.jsonl", Dialogue):
        key = (_turns(dialogue.messages[:-1]), dialogue.messages[-1].content)
        role_of[key] = dialogue.profile_id
    test_rows = load_test_set(str(test)).rows
    traced = [role_of.get((_turns(row.question), row.reference)) for row in test_rows]
    training = _training_rows(sft, dpo)
    test_roles = {role for role in traced if role is not None}
    training_roles = {str(row["profile_id"]) for row in training}
    return _result(
        "role ids of the synthesis run's dialogues",
        test_roles,
        training_roles,
        names,
        test_rows=len(test_rows),
        untraced=sum(role is None for role in traced),
        training_rows=len(training),
    )


def _system_prompt(turns: Iterable[dict[str, Any]] | Sequence[Message]) -> str:
    for turn in turns:
        role, content = (
            (turn.role, turn.content)
            if isinstance(turn, Message)
            else (str(turn.get("role", "")).lower(), str(turn.get("content", "")))
        )
        if role == "system":
            return content
    return ""


def check_file_split(sft: Path, dpo: Path, test: str) -> HeldOutCheck:
    """Roles known by their system prompts (files carry no role ids)."""
    test_rows = load_test_set(test).rows
    training = _training_rows(sft, dpo)
    training_prompts = set()
    for row in training:
        turns = row.get("messages") or row.get("conversations") or row.get("prompt") or []
        training_prompts.add(_system_prompt(turns))
    test_prompts = {row.system_prompt for row in test_rows}
    labels = {
        prompt: f"system prompt {index + 1}"
        for index, prompt in enumerate(sorted(test_prompts | training_prompts))
    }
    return _result(
        "system prompts (the files carry no role ids)",
        test_prompts,
        training_prompts,
        labels,
        test_rows=len(test_rows),
        untraced=0,
        training_rows=len(training),
    )


def _result(
    method: str,
    test_roles: set[str],
    training_roles: set[str],
    names: dict[str, str],
    *,
    test_rows: int,
    untraced: int,
    training_rows: int,
) -> HeldOutCheck:
    def named(roles: Iterable[str]) -> list[str]:
        return sorted(names.get(role, role) for role in roles)

    return HeldOutCheck(
        method=method,
        test_roles=named(test_roles),
        training_roles=named(training_roles),
        shared_roles=named(test_roles & training_roles),
        test_rows=test_rows,
        untraced_test_rows=untraced,
        training_rows=training_rows,
    )


def require_held_out(check: HeldOutCheck, where: str) -> None:
    """Stop the loop before training when a test role trains or a test row has no role."""
    if check.shared_roles:
        raise ConfigError(
            f"{where}: test roles also in the training data ({', '.join(check.shared_roles)}); "
            "the loop evaluates on held-out roles only"
        )
    if check.untraced_test_rows:
        raise ConfigError(
            f"{where}: {check.untraced_test_rows} test rows are not among the run's dialogues, "
            "so their roles are unknown"
        )
