"""The built-in sample RoleMRC test set that ``rolemrc eval`` demos run on without any download.

Three hand-written roles (``data/sample/profiles.json``), MS MARCO-style passages
(``passages.json``) and in-character scripts (``scripts.json``) are assembled into rows of the
upstream test schema, one kind of row per test task of the taxonomy. References are written with
bracketed narration; the no-narration tasks get the same words with the narration removed.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from rolemrc.core import (
    TASKS,
    TEST_TASK_NAMES,
    Behaviour,
    ConfigError,
    InputError,
    Message,
    Rule,
    TaskKind,
    TestRow,
    write_jsonl,
)

SAMPLE_SOURCE = "sample"
"""The data-source label under which the CLI offers this built-in set."""

NO_ANSWER = "No Answer Present."
"""The MS MARCO answer of a query its passages cannot answer."""

_DATA_PACKAGE = "rolemrc.eval"
_DATA_DIR = ("data", "sample")

# The lead-ins the upstream judge strips from a nested rule; a rule must start with one of them.
_LeadIn = Literal[
    "You love to",
    "You will",
    "You must",
    "You prefer to",
    "You would like to",
    "You are used to",
    "You should",
    "You are in the habit of",
]

_NARRATION = re.compile(r"\([^()]*\)")

_ModelT = TypeVar("_ModelT")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _SpeechExample(_Strict):
    topic: str
    narration: str
    speech: str


class _RoleProfile(_Strict):
    """The seven standardised sections of a RoleMRC role profile."""

    key: str
    field: str
    name: str
    epithet: str
    description: str
    abilities: dict[str, str] = Field(min_length=1)
    speech_style: str
    personality: dict[str, str] = Field(min_length=1)
    background: list[str] = Field(min_length=1)
    boundaries: str
    speech_examples: list[_SpeechExample] = Field(min_length=1)


class _MrcItem(_Strict):
    """An MS MARCO-style item: a query, its passages and the short answer (or ``NO_ANSWER``)."""

    id: str
    field: str
    query: str
    passages: list[str] = Field(min_length=1)
    answer: str


class _NestedRule(_Strict):
    lead_in: _LeadIn
    text: str

    @property
    def sentence(self) -> str:
        return f"{self.lead_in} {self.text}."


class _Script(_Strict):
    mrc: str
    reference: str


class _InsistedScript(_Script):
    """A first reply plus the reply after the user insists (the multi-turn tasks)."""

    insisted_reference: str


class _RuledScript(_Script):
    rule: _NestedRule


class _DirectedScript(_Script):
    directive: str


class _RoleScripts(_Strict):
    answer: _Script
    no_answer: _InsistedScript
    refusal: _InsistedScript
    attempt: _Script
    content_rule: _RuledScript
    format_rule: _RuledScript
    priority: _DirectedScript


class _FollowUps(_Strict):
    ask_to_attempt: list[str] = Field(min_length=1)
    insist_on_answer: list[str] = Field(min_length=1)
    insist_on_attempt: list[str] = Field(min_length=1)


class _ScriptBook(_Strict):
    follow_ups: _FollowUps
    roles: dict[str, _RoleScripts]


@dataclass(frozen=True)
class _SampleData:
    profiles: tuple[_RoleProfile, ...]
    mrc: dict[str, _MrcItem]
    book: _ScriptBook


def _data_location(name: str) -> str:
    return "/".join((*_DATA_PACKAGE.split("."), *_DATA_DIR, name))


def _read(name: str, adapter: TypeAdapter[_ModelT]) -> _ModelT:
    resource = files(_DATA_PACKAGE)
    for part in (*_DATA_DIR, name):
        resource = resource / part
    try:
        return adapter.validate_json(resource.read_text(encoding="utf-8"))
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or None
        raise InputError(first["msg"], path=_data_location(name), field=field) from None


@cache
def _sample_data() -> _SampleData:
    profiles = _read("profiles.json", TypeAdapter(list[_RoleProfile]))
    items = _read("passages.json", TypeAdapter(list[_MrcItem]))
    book = _read("scripts.json", TypeAdapter(_ScriptBook))
    mrc = {item.id: item for item in items}
    if len(mrc) != len(items):
        raise InputError("passage ids are not unique", path=_data_location("passages.json"))
    data = _SampleData(tuple(profiles), mrc, book)
    _check_consistency(data)
    return data


def _check_consistency(data: _SampleData) -> None:
    """Cross-file checks: every role has scripts, every script's passages exist and lie inside
    (or outside) the role's field as its task needs, and nested rules survive the upstream
    judge's ``split('. ')[1]`` extraction."""
    scripts_file = _data_location("scripts.json")
    keys = [profile.key for profile in data.profiles]
    if sorted(keys) != sorted(data.book.roles) or len(set(keys)) != len(keys):
        raise InputError(
            f"roles {sorted(data.book.roles)} do not match the profiles' keys {keys}",
            path=scripts_file,
            field="roles",
        )
    for profile in data.profiles:
        scripts = data.book.roles[profile.key]
        for script_name in _RoleScripts.model_fields:
            script: _Script = getattr(scripts, script_name)
            field = f"roles.{profile.key}.{script_name}"
            item = data.mrc.get(script.mrc)
            if item is None:
                raise InputError(
                    f"unknown passages id {script.mrc!r}", path=scripts_file, field=f"{field}.mrc"
                )
            outside = script_name in ("refusal", "attempt")
            if (item.field != profile.field) != outside:
                where = "outside" if outside else "inside"
                raise InputError(
                    f"passages {item.id!r} must lie {where} {profile.field!r}",
                    path=scripts_file,
                    field=f"{field}.mrc",
                )
            if (item.answer == NO_ANSWER) != (script_name == "no_answer"):
                raise InputError(
                    f"passages {item.id!r} have the wrong answerability",
                    path=scripts_file,
                    field=f"{field}.mrc",
                )
        for ruled_name in ("content_rule", "format_rule"):
            rule: _NestedRule = getattr(scripts, ruled_name).rule
            prompt = _system_prompt(profile, narration=True, rule=rule, directive=None)
            if prompt.split(". ")[1] != rule.sentence.removesuffix("."):
                raise InputError(
                    "the rule is not the system prompt's second sentence",
                    path=scripts_file,
                    field=f"roles.{profile.key}.{ruled_name}",
                )


def _strip_narration(text: str) -> str:
    return " ".join(_NARRATION.sub(" ", text).split())


def _system_prompt(
    profile: _RoleProfile, *, narration: bool, rule: _NestedRule | None, directive: str | None
) -> str:
    """The role profile as a system prompt; a nested rule becomes its second sentence."""
    opening = f"You are {profile.name}, {profile.epithet}."
    if rule is not None:
        opening += f" {rule.sentence}"
    examples = [
        f"- {example.topic}: " + (f"({example.narration}) " if narration else "") + example.speech
        for example in profile.speech_examples
    ]
    closing = (
        f"Stay in character as {profile.name} in every reply, and describe your actions and "
        "expressions in brackets."
        if narration
        else f"Stay in character as {profile.name} in every reply and speak only your own words, "
        "without any narration."
    )
    sections = [
        f"{opening} {profile.description}",
        "Your specific abilities and skills:\n"
        + "\n".join(f"- {title}: {text}" for title, text in profile.abilities.items()),
        f"Your speech style: {profile.speech_style}",
        "Your personality characteristics:\n"
        + "\n".join(f"- {trait}: {text}" for trait, text in profile.personality.items()),
        "Your past experience and background:\n"
        + "\n".join(f"- {line}" for line in profile.background),
        f"Your ability and knowledge boundaries: {profile.boundaries}",
        "Examples of your speech:\n" + "\n".join(examples),
        closing,
    ]
    if directive is not None:
        sections.append(directive)
    return "\n\n".join(sections)


def _user_turn(item: _MrcItem, request: str | None) -> str:
    passages = "\n".join(
        f"Passage {number}: {text}" for number, text in enumerate(item.passages, start=1)
    )
    question = f"Question: {item.query}" + (f"\n{request}" if request else "")
    return f"Here are some passages:\n{passages}\n\n{question}"


@dataclass(frozen=True)
class _Plan:
    """Which script a task uses and what it adds to the plain single-turn row."""

    script: _Script
    reference: str
    requests: Sequence[str] = ()  # one is appended to the question (asked to try anyway)
    insistences: Sequence[str] = ()  # one is the second User turn (multi-turn tasks)
    rule: _NestedRule | None = None
    directive: str | None = None


def _plan(kind: TaskKind, scripts: _RoleScripts, follow_ups: _FollowUps) -> _Plan:
    match kind.rule, kind.behaviour:
        case Rule.NONE, Behaviour.ANSWER:
            return _Plan(scripts.answer, scripts.answer.reference)
        case Rule.NONE, Behaviour.NO_ANSWER:
            return _Plan(scripts.no_answer, scripts.no_answer.reference)
        case Rule.NONE, Behaviour.REFUSAL:
            return _Plan(scripts.refusal, scripts.refusal.reference)
        case Rule.NONE, Behaviour.ATTEMPT:
            return _Plan(
                scripts.attempt, scripts.attempt.reference, requests=follow_ups.ask_to_attempt
            )
        case Rule.NESTED_CONTENT, Behaviour.ANSWER:
            ruled = scripts.content_rule
            return _Plan(ruled, ruled.reference, rule=ruled.rule)
        case Rule.NESTED_FORMAT, Behaviour.ANSWER:
            ruled = scripts.format_rule
            return _Plan(ruled, ruled.reference, rule=ruled.rule)
        case Rule.MULTI_TURN, Behaviour.NO_ANSWER:
            return _Plan(
                scripts.no_answer,
                scripts.no_answer.insisted_reference,
                insistences=follow_ups.insist_on_answer,
            )
        case Rule.MULTI_TURN, Behaviour.ATTEMPT:
            return _Plan(
                scripts.refusal,
                scripts.refusal.insisted_reference,
                insistences=follow_ups.insist_on_attempt,
            )
        case Rule.PRIORITY, Behaviour.REFUSAL:
            return _Plan(
                scripts.priority, scripts.priority.reference, directive=scripts.priority.directive
            )
    raise LookupError(f"the sample set has no script for task {kind.name!r}")


def _build_row(
    row_id: str, kind: TaskKind, profile: _RoleProfile, data: _SampleData, rng: random.Random
) -> TestRow:
    plan = _plan(kind, data.book.roles[profile.key], data.book.follow_ups)
    spoken = (lambda text: text) if kind.narration else _strip_narration
    request = rng.choice(plan.requests) if plan.requests else None
    turns = [
        Message(
            role="system",
            content=_system_prompt(
                profile, narration=kind.narration, rule=plan.rule, directive=plan.directive
            ),
        ),
        Message(role="user", content=_user_turn(data.mrc[plan.script.mrc], request)),
    ]
    if plan.insistences:
        turns.append(Message(role="assistant", content=spoken(plan.script.reference)))
        turns.append(Message(role="user", content=rng.choice(plan.insistences)))
    return TestRow(id=row_id, question=turns, reference=spoken(plan.reference), task=kind.name)


def sample_test_rows(*, rows_per_task: int = 1, seed: int = 0) -> list[TestRow]:
    """Rows of the built-in sample test set, ``rows_per_task`` per test task in taxonomy order.

    Rows of one task cycle through the roles, so up to one row per role they are all distinct;
    ``seed`` picks the order of the roles and the follow-up phrasings, deterministically.
    """
    if rows_per_task < 1:
        raise ConfigError(f"rows_per_task must be at least 1, got {rows_per_task}")
    data = _sample_data()
    rng = random.Random(seed)
    profiles = rng.sample(data.profiles, len(data.profiles))
    rows: list[TestRow] = []
    for task_index, task_name in enumerate(TEST_TASK_NAMES):
        for repeat in range(rows_per_task):
            profile = profiles[(task_index + repeat) % len(profiles)]
            row_id = f"sample-{len(rows) + 1:04d}"
            rows.append(_build_row(row_id, TASKS[task_name], profile, data, rng))
    return rows


def write_sample_test_set(path: Path, *, rows_per_task: int = 1, seed: int = 0) -> Path:
    """Write the sample set as upstream-schema JSONL (no ``id`` field); same bytes every time."""
    rows = sample_test_rows(rows_per_task=rows_per_task, seed=seed)
    write_jsonl(path, [row.to_upstream() for row in rows])
    return Path(path)
