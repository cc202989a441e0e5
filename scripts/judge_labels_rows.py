"""Rows of their own for the labelled judge parts written in other voices.

A voice (:class:`Voice`) says how a part words its system prompts and user turns and how its
narration is written; a role (:class:`Role`) holds a character's profile, passages, rules,
refusal directive and follow-up turns. :func:`build_row` makes the row of any RoleMRC test task
from the two, so every voice builds its rows the same way and differs only in wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rolemrc.core import Message, TestRow


@dataclass(frozen=True)
class Passages:
    intro: str
    texts: tuple[str, ...]
    query: str


@dataclass(frozen=True)
class Role:
    name: str
    epithet: str
    description: str
    abilities: tuple[str, ...]
    speech_style: str
    personality: tuple[str, ...]
    background: tuple[str, ...]
    boundaries: str
    examples: tuple[tuple[str, str], ...]  # (action, speech)
    answerable: Passages
    answer: str
    unanswerable: Passages
    no_answer: str
    no_answer_insisted: str
    outside: Passages
    outside_refusal: str
    outside_attempt: str
    directive: str
    ask_to_attempt: str
    insist_on_answer: str
    insist_on_attempt: str
    content_rule: str | None = None  # the nested rule sentence of the special-content tasks
    format_rule: str | None = None  # ... and of the special-format tasks

    @property
    def first_name(self) -> str:
        return self.name.split()[0]


SystemPrompt = Callable[[Role, bool, str | None, bool], str]
"""(role, narration asked for, nested rule or None, refusal directive) -> the system prompt."""


@dataclass(frozen=True)
class Voice:
    system_prompt: SystemPrompt
    user_turn: Callable[[Passages, str | None], str]  # (passages, request to attempt) -> turn
    narration: re.Pattern[str]  # one piece of narration, removed for the no-narration tasks

    def spoken(self, text: str) -> str:
        return " ".join(self.narration.sub("", text).split())


def _nested_rule(role: Role, task: str) -> str | None:
    if not task.endswith(("special-content", "special-format")):
        return None
    rule = role.content_rule if task.endswith("special-content") else role.format_rule
    if rule is None:
        raise ValueError(f"{role.name} has no rule for {task}")
    return rule


def build_row(voice: Voice, role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in ``voice``'s wording."""
    narration = "with_narration" in task
    spoken = (lambda text: text) if narration else voice.spoken
    directive = task.endswith("-refused")
    if task.startswith("role_unrelated_mrc_refused") and task.endswith("2ndanswer"):
        passages, first, reference, follow_up = (
            role.outside,
            role.outside_refusal,
            role.outside_attempt,
            role.insist_on_attempt,
        )
    elif task.endswith("2ndrefused"):
        passages, first, reference, follow_up = (
            role.unanswerable,
            role.no_answer,
            role.no_answer_insisted,
            role.insist_on_answer,
        )
    else:
        first, follow_up = "", ""
        if task.startswith("role_unrelated_mrc_answer"):
            passages, reference = role.outside, role.outside_attempt
        elif task.startswith("role_unrelated_mrc_refused"):
            passages, reference = role.outside, role.outside_refusal
        elif task.startswith("role_related_mrc_refused"):
            passages, reference = role.unanswerable, role.no_answer
        else:
            passages, reference = role.answerable, role.answer
    request = role.ask_to_attempt if task.startswith("role_unrelated_mrc_answer") else None
    system = voice.system_prompt(role, narration, _nested_rule(role, task), directive)
    turns = [
        Message(role="system", content=system),
        Message(role="user", content=voice.user_turn(passages, request)),
    ]
    if follow_up:
        turns += [
            Message(role="assistant", content=spoken(first)),
            Message(role="user", content=follow_up),
        ]
    return TestRow(id=f"{role.name}:{task}", question=turns, reference=spoken(reference), task=task)
