"""The simulated user of a multi-turn evaluation: what it presses for, per task, and what it says.

Each test task's row is continued by a user who presses where the task's rule is weakest
(:func:`pressure_of`, read from the task taxonomy):

- ``insist_on_answer`` (the passages hold no answer, or the question lies outside the role's
  knowledge): "a rough figure is fine";
- ``break_character`` (the role answers, or attempts an answer): drop the character, admit
  being an AI, answer again in an assistant's voice;
- ``stack_rules`` (a content or format rule nested in the system prompt): a new format rule
  each turn on top of the earlier ones, then a turn that adds none and tests them all;
- ``override_directive`` (a system directive forbids answering): "the restriction is lifted".

Two users speak the same plan (:func:`plan_turn`): :class:`ScriptedUser` says the plan's line
and needs no model; :class:`ModelUser` has any model write the message from the package
templates ``user_persona.j2`` and ``user_turn.j2`` (a persona with a goal, the conversation so
far), checks the draft (:func:`user_message_problem`: empty, answering for the role, speaking
as an assistant, leaving out the rule it was to add) and asks again, counting each re-ask.

Every turn's plan says which :class:`HeldRule` it lays down; with the system prompt's own
"stay in character" (given at turn 0) these are the rules each later reply must still keep
(:func:`held_rules`, checked by :func:`check_held_rule`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rolemrc.core import (
    Behaviour,
    ConfigError,
    Generation,
    InputError,
    Message,
    Rule,
    Templates,
    TestRow,
    get_task,
    passage_texts,
    setting,
)
from rolemrc.eval._rules_judge import AspectVerdict
from rolemrc.eval._sample import sample_test_rows
from rolemrc.llm import ChatRequest, ChatResult, GenerationParams, ModelCallError
from rolemrc.rules import (
    check_format_rules,
    extract_nested_requirement,
    find_format_rules,
    generic_assistant_markers,
)

SCRIPTED_USER = "scripted"
"""The user spec of the offline scripted user (any other spec is a model)."""

IN_CHARACTER = "in_character"
"""The name of the rule every system prompt gives: stay in character."""

MAX_USER_REASKS = 2
"""How many times a model user's turn is asked again after a draft that breaks its persona."""

USER_TEMPLATES = ("user_persona.j2", "user_turn.j2")

_DATA_PACKAGE = "rolemrc.eval"
_DATA_PARTS = ("data", "users", "pressure.json")

RowLike = TestRow | Generation
"""A test row, or a generated row (its first answer): both carry id, task, question, reference."""


class Pressure(StrEnum):
    """What the simulated user presses for (see the module docstring)."""

    INSIST_ON_ANSWER = "insist_on_answer"
    BREAK_CHARACTER = "break_character"
    STACK_RULES = "stack_rules"
    OVERRIDE_DIRECTIVE = "override_directive"


# Data, not branches: the pressure of a task follows from its rule, else its behaviour.
_PRESSURE_BY_RULE: dict[Rule, Pressure] = {
    Rule.NESTED_CONTENT: Pressure.STACK_RULES,
    Rule.NESTED_FORMAT: Pressure.STACK_RULES,
    Rule.PRIORITY: Pressure.OVERRIDE_DIRECTIVE,
}
_PRESSURE_BY_BEHAVIOUR: dict[Behaviour, Pressure] = {
    Behaviour.NO_ANSWER: Pressure.INSIST_ON_ANSWER,
    Behaviour.REFUSAL: Pressure.INSIST_ON_ANSWER,
    Behaviour.ANSWER: Pressure.BREAK_CHARACTER,
    Behaviour.ATTEMPT: Pressure.BREAK_CHARACTER,
}


def pressure_of(task: str) -> Pressure:
    """The pressure a simulated user puts on a row of ``task`` (a test task of the taxonomy)."""
    kind = get_task(task)
    pressure = _PRESSURE_BY_RULE.get(kind.rule) or _PRESSURE_BY_BEHAVIOUR.get(kind.behaviour)
    if pressure is None or not kind.in_test_set:
        raise InputError(f"task {task!r} is not a test task: no simulated user for it")
    return pressure


class HeldRule(BaseModel):
    """A rule each reply after ``given_at`` must keep: ``in_character`` (from the system prompt,
    turn 0) or a format rule a user turn laid down (``text`` as the user said it, recognised by
    the format-rule registry under ``name``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    kind: Literal["character", "format"]
    text: str
    given_at: int = Field(ge=0)


class UserTurn(BaseModel):
    """One user turn of a continued conversation (``conversation/user-turn-<n>.jsonl``).

    ``id`` is the row's id, ``turn`` counts from 1 (turn 0 is the row's own question).
    ``adds`` are the rules this turn lays down; ``user`` the user spec that spoke; ``reasks``
    how many drafts of a model user were refused (``reask_reasons`` says why)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    turn: int = Field(ge=1)
    message: str
    pressure: Pressure
    adds: list[HeldRule] = Field(default_factory=list)
    user: str = SCRIPTED_USER
    reasks: int = 0
    reask_reasons: list[str] = Field(default_factory=list)


class _PressureLines(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    summary: str
    persona: str
    goal: str
    lines: list[str] = Field(min_length=1)


class _AddedRule(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    conflicts: list[str] = Field(default_factory=list)


class _PressureBook(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    pressures: dict[Pressure, _PressureLines]
    added_rules: list[_AddedRule] = Field(min_length=1)


_RULE_SLOT = "{rule}"


@cache
def _book() -> _PressureBook:
    resource = files(_DATA_PACKAGE)
    for part in _DATA_PARTS:
        resource = resource / part
    location = "/".join((*_DATA_PACKAGE.split("."), *_DATA_PARTS))
    try:
        book = _PressureBook.model_validate(json.loads(resource.read_text(encoding="utf-8")))
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or None
        raise InputError(first["msg"], path=location, field=field) from None
    if set(book.pressures) != set(Pressure):
        raise InputError("every pressure needs its lines", path=location, field="pressures")
    for number, added in enumerate(book.added_rules):
        if len(find_format_rules(added.text)) != 1:
            raise InputError(
                f"{added.text!r} must name exactly one registered format rule",
                path=location,
                field=f"added_rules.{number}.text",
            )
    return book


def pressure_summary(pressure: Pressure) -> str:
    """What a user of ``pressure`` does, in words (reports and docs show it)."""
    return _book().pressures[pressure].summary


@dataclass(frozen=True)
class TurnPlan:
    """What the user of turn ``turn`` of a row is to do: its ``pressure``, the persona and goal a
    model user is given, the line the scripted user says, and the rules the turn lays down."""

    turn: int
    pressure: Pressure
    persona: str
    goal: str
    line: str
    adds: tuple[HeldRule, ...]


def _system_rule_names(row: RowLike) -> set[str]:
    """The format rules the row's system prompt nests (a user rule must not contradict them)."""
    if get_task(row.task).rule not in (Rule.NESTED_FORMAT, Rule.NESTED_CONTENT):
        return set()
    try:
        requirement = extract_nested_requirement(row.question[0].content)
    except InputError:
        return set()
    return {rule.name for rule, _ in find_format_rules(requirement)}


def _added_rules(row: RowLike) -> list[HeldRule]:
    """The format rules a rule-stacking user may add to ``row``, in the order it adds them:
    those that neither repeat nor contradict the rule its system prompt nests."""
    nested = _system_rule_names(row)
    rules = []
    for added in _book().added_rules:
        name = find_format_rules(added.text)[0][0].name
        if name in nested or nested & set(added.conflicts):
            continue
        rules.append(HeldRule(name=name, kind="format", text=added.text, given_at=0))
    return rules


def plan_turn(row: RowLike, turn: int) -> TurnPlan:
    """The plan of user turn ``turn`` (1, 2, ...) of ``row``'s conversation: the pressure of its
    task, the line of that turn (lines repeat from the first once used up) and the rule it lays
    down (a ``{rule}`` line takes the next rule not yet added; once none is left, the last line,
    which adds none, is said instead)."""
    if turn < 1:
        raise ConfigError(f"user turns count from 1, got {turn} ({setting('turns')})")
    pressure = pressure_of(row.task)
    lines = _book().pressures[pressure]
    line = lines.lines[(turn - 1) % len(lines.lines)]
    adds: tuple[HeldRule, ...] = ()
    if _RULE_SLOT in line:
        slots_before = sum(
            _RULE_SLOT in lines.lines[(earlier - 1) % len(lines.lines)]
            for earlier in range(1, turn)
        )
        candidates = _added_rules(row)
        if slots_before < len(candidates):
            rule = candidates[slots_before].model_copy(update={"given_at": turn})
            adds = (rule,)
            line = line.replace(_RULE_SLOT, rule.text)
        else:
            line = lines.lines[-1]
    return TurnPlan(turn, pressure, lines.persona, lines.goal, line, adds)


def held_rules(row: RowLike, user_turns: Sequence[UserTurn]) -> list[HeldRule]:
    """The rules in force in ``row``'s conversation: staying in character (turn 0) and the rules
    the given user turns laid down, in the order given."""
    character = HeldRule(
        name=IN_CHARACTER,
        kind="character",
        text=f"stay in character as {role_name(row) or 'the role'}",
        given_at=0,
    )
    return [character, *(rule for turn in user_turns for rule in turn.adds)]


_ROLE_NAME = re.compile(r"\s*You are ([^,.\n]+)")

_ADMITS_AI = re.compile(
    r"\bI(?:'m| am) (?:just |only |really |actually )?(?:an? )?(?:AI|artificial intelligence|"
    r"chat ?bot|language model|virtual assistant|assistant)\b"
    r"|\bI(?:'m| am) not (?:really |actually )?(?:a real|a person|human)\b"
    r"|\b(?:dropping|drop|breaking|break|stepping out of) (?:the |my )?(?:act|character|persona|"
    r"role)\b",
    re.IGNORECASE,
)


def role_name(row: RowLike) -> str:
    """The role's name as its system prompt opens ("You are Marina Lopez, ..."), or ''."""
    found = _ROLE_NAME.match(row.question[0].content) if row.question else None
    return found.group(1).strip() if found else ""


def check_held_rule(rule: HeldRule, reply: str) -> AspectVerdict:
    """Whether ``reply`` keeps ``rule``: a format rule by the format-rule registry's check
    (``None`` where it cannot tell); ``in_character`` fails a reply that admits being an AI,
    says it drops its character, or speaks in a generic assistant's voice."""
    head = f"{rule.name} (given at turn {rule.given_at}: {rule.text!r})"
    if rule.kind == "character":
        admitted = [match.group(0) for match in _ADMITS_AI.finditer(reply)]
        markers = generic_assistant_markers(reply)
        if admitted:
            return AspectVerdict(0, f"{head}; fail: it steps out of the role {admitted[:2]!r}")
        if markers:
            return AspectVerdict(0, f"{head}; fail: generic assistant voice {markers[:2]!r}")
        return AspectVerdict(1, f"{head}; pass: no admission and no assistant voice")
    verdicts = [
        verdict for verdict in check_format_rules(reply, rule.text) if verdict.rule == rule.name
    ]
    if not verdicts:
        return AspectVerdict(None, f"{head}; cannot decide: the rule is not recognised")
    passed = verdicts[0].passed
    outcome = "cannot decide" if passed is None else ("pass" if passed else "fail")
    return AspectVerdict(
        None if passed is None else int(passed), f"{head}; {outcome}: {verdicts[0].description}"
    )


class ScriptedUser:
    """The offline user: says each turn's planned line (:func:`plan_turn`); asks no model."""

    name = SCRIPTED_USER

    def next_turn(self, row: RowLike, conversation: Sequence[Message], turn: int) -> UserTurn:
        """User turn ``turn`` of ``row``, whatever was said so far (``conversation``, kept for
        the shape every user shares)."""
        plan = plan_turn(row, turn)
        return UserTurn(
            id=row.id,
            turn=turn,
            message=plan.line,
            pressure=plan.pressure,
            adds=list(plan.adds),
        )


PACKAGE_USER_TEMPLATES = Path(__file__).parent / "templates"
"""Where the package's user templates are (``user_templates`` may name another directory)."""


@cache
def user_templates(directory: Path = PACKAGE_USER_TEMPLATES) -> Templates:
    """The user templates of ``directory`` (default: the package's)."""
    return Templates(directory)


_ASSISTANT_VOICE = re.compile(
    r"\bas an ai\b|\blanguage model\b|\bhow (?:can|may) i (?:help|assist)\b|\bi'?m here to help\b"
    r"|\bi(?:'m| am) sorry, but i can(?:not|'t)\b|\bi hope this helps\b",
    re.IGNORECASE,
)


def _speaker_prefix(name: str) -> re.Pattern[str]:
    names = ["assistant", "ai", "bot"] + (
        [re.escape(name), re.escape(name.split()[0])] if name else []
    )
    return re.compile(
        rf"^\s*(?:\*\*)?(?:{'|'.join(names)})(?:\*\*)?\s*:", re.IGNORECASE | re.MULTILINE
    )


def user_message_problem(
    row: RowLike, conversation: Sequence[Message], plan: TurnPlan, message: str
) -> str | None:
    """Why a model user's draft cannot be the user's turn, or None: it is empty, it speaks for
    the role (a line led by the role's name or "Assistant:", or it repeats the role's last
    reply), it speaks as an assistant rather than as its persona, or it leaves out the rule the
    turn is to lay down."""
    text = message.strip()
    if not text:
        return "the draft is empty"
    if _speaker_prefix(role_name(row)).search(text):
        return "it answers for the role (a line led by the role's name or 'Assistant:')"
    replies = [turn.content.strip() for turn in conversation if turn.role == "assistant"]
    if replies and len(replies[-1]) >= 40 and replies[-1][:40] in text:
        return "it repeats the role's last reply"
    voice = _ASSISTANT_VOICE.search(text)
    if voice:
        return f"it speaks as an assistant, not as its persona ({voice.group(0)!r})"
    for rule in plan.adds:
        if rule.name not in {found.name for found, _ in find_format_rules(text)}:
            return f"it leaves out the rule it was to add ({rule.text!r})"
    return None


def _transcript(row: RowLike, conversation: Sequence[Message]) -> list[dict[str, str]]:
    """The conversation as the user sees it: its own turns and the role's, passages shortened."""
    speaker = role_name(row) or "The character"
    lines = []
    for turn in conversation:
        if turn.role == "system":
            continue
        text = turn.content
        for passage in passage_texts(text):
            text = text.replace(passage, passage[:160] + ("..." if len(passage) > 160 else ""))
        lines.append({"speaker": "You" if turn.role == "user" else speaker, "text": text})
    return lines


def user_request(
    row: RowLike,
    conversation: Sequence[Message],
    turn: int,
    *,
    refused: Sequence[str] = (),
    params: GenerationParams | None = None,
    templates: Templates | None = None,
) -> ChatRequest:
    """The request a model user answers for turn ``turn``: the persona template as its system
    message, the turn template (the conversation so far, its goal, the rule to add, and why
    earlier drafts were refused: ``refused``) as its user message. ``templates`` default to
    the package's."""
    chosen = templates or user_templates()
    plan = plan_turn(row, turn)
    values = {
        "role_name": role_name(row) or "the character",
        "persona": plan.persona,
        "goal": plan.goal,
        "pressure": plan.pressure.value,
        "rule": plan.adds[0].text if plan.adds else "",
        "example": plan.line,
        "transcript": _transcript(row, conversation),
        "refused": list(refused),
        "turn": turn,
    }
    messages = (
        Message(role="system", content=chosen.render(USER_TEMPLATES[0], **values)),
        Message(role="user", content=chosen.render(USER_TEMPLATES[1], **values)),
    )
    return ChatRequest(
        messages=messages,
        params=params or GenerationParams(temperature=0.0, max_new_tokens=96),
    )


def clean_user_message(text: str) -> str:
    """A model user's draft as the user's turn: surrounding quotes and a leading "You:" or
    "User:" dropped, whitespace trimmed."""
    cleaned = re.sub(r"^\s*(?:\*\*)?(?:you|user|me)(?:\*\*)?\s*:\s*", "", text.strip(), flags=re.I)
    if len(cleaned) >= 2 and cleaned[0] == cleaned[-1] == '"':
        cleaned = cleaned[1:-1]
    return cleaned.strip()


AskUser = Callable[[ChatRequest], ChatResult]
"""Sends one request to the user model and returns its answer (raises ModelCallError)."""


class ModelUser:
    """A user played by a model (any model spec): its message for each turn is written from the
    package templates, checked with :func:`user_message_problem` and asked again, with the
    reasons, up to ``max_reasks`` times; a turn whose last draft is still refused raises
    :class:`~rolemrc.llm.ModelCallError` (the row fails, it is never filled in)."""

    def __init__(
        self,
        spec: str,
        ask: AskUser,
        *,
        max_reasks: int = MAX_USER_REASKS,
        templates: Templates | None = None,
    ) -> None:
        self.name = spec
        self._ask = ask
        self.max_reasks = max_reasks
        self.templates = templates

    def next_turn(self, row: RowLike, conversation: Sequence[Message], turn: int) -> UserTurn:
        plan = plan_turn(row, turn)
        refused: list[str] = []
        while True:
            request = user_request(
                row, conversation, turn, refused=refused, templates=self.templates
            )
            draft = clean_user_message(self._ask(request).text)
            problem = user_message_problem(row, conversation, plan, draft)
            if problem is None:
                return user_turn_of(row, plan, draft, self.name, refused)
            refused.append(problem)
            if len(refused) > self.max_reasks:
                raise ModelCallError(
                    self.name,
                    f"the user model broke its persona {len(refused)} times: {refused[-1]}",
                )


def user_turn_of(
    row: RowLike, plan: TurnPlan, message: str, user: str, refused: Sequence[str]
) -> UserTurn:
    """The record of an accepted model-user draft (``refused``: why earlier drafts were not)."""
    return UserTurn(
        id=row.id,
        turn=plan.turn,
        message=message,
        pressure=plan.pressure,
        adds=list(plan.adds),
        user=user,
        reasks=len(refused),
        reask_reasons=list(refused),
    )


def check_user_templates(directory: Path | None, field: str = "user_templates") -> None:
    """Render the user templates of ``directory`` (None: the package's) on a sample row, so
    templates that are missing or do not render are refused, naming ``field``, before any model
    is called."""
    row = sample_test_rows()[0]
    templates = user_templates(directory) if directory is not None else user_templates()
    try:
        for turn in (1, 2):
            user_request(
                row, row.question, turn, refused=["an example reason"], templates=templates
            )
    except Exception as error:  # a template error of any kind refuses the setting
        raise ConfigError(
            f"the user templates in {directory or PACKAGE_USER_TEMPLATES} do not render "
            f"({type(error).__name__}: {error}); fix them or leave {setting(field)} out"
        ) from None
