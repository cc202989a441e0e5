"""The one table that names every RoleMRC task kind and what it implies.

Synthesis, judging, verifiers, reports and probing all read this table; nothing else keeps
its own list of task names. The 18 test task names and their judge routing are those of the
upstream RoleMRC test set and ``evaluation/llm_judge.py``; the free-chat and on-scene-chat kinds
occur in training data only and carry no judge routing.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from rolemrc.core._errors import InputError


class Aspect(StrEnum):
    """The five binary judge aspects of RoleMRC (paper §5, Figure 4)."""

    KNOWLEDGE_RANGE = "knowledge_range"
    STYLE_COMPLIANCE = "style_compliance"
    NESTED_INSTRUCTION = "nested_instruction"
    MULTI_TURN_INSTRUCTION = "multi_turn_instruction"
    INSTRUCTION_PRIORITY = "instruction_priority"


ASPECTS: tuple[Aspect, ...] = tuple(Aspect)


class Family(StrEnum):
    MRC_QA = "mrc_qa"
    FREE_CHAT = "free_chat"
    ON_SCENE_CHAT = "on_scene_chat"


class Relevance(StrEnum):
    """Whether the passages lie inside the role's knowledge range."""

    RELATED = "related"
    UNRELATED = "unrelated"
    NONE = "none"


class Behaviour(StrEnum):
    """What the final reply is expected to do."""

    ANSWER = "answer"  # answer from the passages, in character
    NO_ANSWER = "no_answer"  # in range, but the passages hold no answer: say so in character
    REFUSAL = "refusal"  # outside the role's range (or a system directive forbids answering)
    ATTEMPT = "attempt"  # outside the range, but the user insists: try anyway
    CHAT = "chat"  # open conversation, no question to answer


class Rule(StrEnum):
    """The instruction-following layer a task adds on top of the plain QA."""

    NONE = "none"
    MULTI_TURN = "multi_turn"
    NESTED_CONTENT = "nested_content"
    NESTED_FORMAT = "nested_format"
    PRIORITY = "priority"


KnowledgeRange = Literal["within", "outside"]
AnswerType = Literal["answerable", "unanswerable"]


@dataclass(frozen=True)
class JudgeRoute:
    """One judge call a row of a task receives, with the template fields it fixes."""

    aspect: Aspect
    knowledge_range: KnowledgeRange | None = None
    answer_type: AnswerType | None = None


@dataclass(frozen=True)
class TaskKind:
    name: str
    family: Family
    in_test_set: bool
    relevance: Relevance
    behaviour: Behaviour
    narration: bool
    rule: Rule
    judge: tuple[JudgeRoute, ...]
    summary: str

    @property
    def aspects(self) -> tuple[Aspect, ...]:
        return tuple(route.aspect for route in self.judge)


_SUFFIX_BY_RULE: dict[Rule, dict[Behaviour, str]] = {
    Rule.NONE: {},
    Rule.NESTED_CONTENT: {Behaviour.ANSWER: "-special-content"},
    Rule.NESTED_FORMAT: {Behaviour.ANSWER: "-special-format"},
    Rule.PRIORITY: {Behaviour.REFUSAL: "-refused"},
    Rule.MULTI_TURN: {Behaviour.NO_ANSWER: "-2ndrefused", Behaviour.ATTEMPT: "-2ndanswer"},
}


def _mrc(
    relevance: Relevance,
    first_answer: Literal["answer", "refused"],
    narration: bool,
    rule: Rule,
    behaviour: Behaviour,
    judge: tuple[JudgeRoute, ...],
    summary: str,
) -> TaskKind:
    """An MRC QA task kind, named the upstream way:
    ``role_{related|unrelated}_mrc_{answer|refused}_{with|no}_narration[-suffix]``."""
    suffix = _SUFFIX_BY_RULE[rule].get(behaviour, "")
    name = (
        f"role_{relevance.value}_mrc_{first_answer}_"
        f"{'with' if narration else 'no'}_narration{suffix}"
    )
    return TaskKind(
        name=name,
        family=Family.MRC_QA,
        in_test_set=True,
        relevance=relevance,
        behaviour=behaviour,
        narration=narration,
        rule=rule,
        judge=judge,
        summary=summary,
    )


def _chat(family: Family, opening: Literal["role", "user"], narration: bool) -> TaskKind:
    what = "free chat" if family is Family.FREE_CHAT else "chat about the relevant passages"
    return TaskKind(
        name=f"{family.value}_{opening}_first_{'with' if narration else 'no'}_narration",
        family=family,
        in_test_set=False,
        relevance=Relevance.NONE if family is Family.FREE_CHAT else Relevance.RELATED,
        behaviour=Behaviour.CHAT,
        narration=narration,
        rule=Rule.NONE,
        judge=(),
        summary=f"multi-turn {what}, {opening} speaks first, "
        f"{'with' if narration else 'without'} bracketed narration (training only)",
    )


_R, _U = Relevance.RELATED, Relevance.UNRELATED
_KR_WITHIN = JudgeRoute(Aspect.KNOWLEDGE_RANGE, knowledge_range="within")
_KR_OUTSIDE = JudgeRoute(Aspect.KNOWLEDGE_RANGE, knowledge_range="outside")
_STYLE = JudgeRoute(Aspect.STYLE_COMPLIANCE)
_NESTED = JudgeRoute(Aspect.NESTED_INSTRUCTION)
_MT_UNANSWERABLE = JudgeRoute(Aspect.MULTI_TURN_INSTRUCTION, answer_type="unanswerable")
_MT_ANSWERABLE = JudgeRoute(Aspect.MULTI_TURN_INSTRUCTION, answer_type="answerable")
_PRIORITY = JudgeRoute(Aspect.INSTRUCTION_PRIORITY)

# Judge routing exactly as upstream ``evaluation_config`` (including its asymmetries, e.g. the
# no-narration related no-answer rows are judged for style only).
TASK_KINDS: tuple[TaskKind, ...] = (
    # single-turn MRC QA, the 8 types
    _mrc(
        _R,
        "answer",
        True,
        Rule.NONE,
        Behaviour.ANSWER,
        (_KR_WITHIN, _STYLE),
        "answer from relevant passages, stylised, with narration",
    ),
    _mrc(
        _R,
        "answer",
        False,
        Rule.NONE,
        Behaviour.ANSWER,
        (_KR_WITHIN,),
        "answer from relevant passages, stylised, no narration",
    ),
    _mrc(
        _R,
        "refused",
        True,
        Rule.NONE,
        Behaviour.NO_ANSWER,
        (_KR_WITHIN,),
        "relevant passages hold no answer: say so in character, with narration",
    ),
    _mrc(
        _R,
        "refused",
        False,
        Rule.NONE,
        Behaviour.NO_ANSWER,
        (_STYLE,),
        "relevant passages hold no answer: say so in character, no narration",
    ),
    _mrc(
        _U,
        "refused",
        True,
        Rule.NONE,
        Behaviour.REFUSAL,
        (_KR_OUTSIDE,),
        "question outside the role's knowledge range: refuse, with narration",
    ),
    _mrc(
        _U,
        "refused",
        False,
        Rule.NONE,
        Behaviour.REFUSAL,
        (_KR_OUTSIDE, _STYLE),
        "question outside the role's knowledge range: refuse, no narration",
    ),
    _mrc(
        _U,
        "answer",
        True,
        Rule.NONE,
        Behaviour.ATTEMPT,
        (_KR_OUTSIDE,),
        "outside the range but asked to try: attempt an answer, with narration",
    ),
    _mrc(
        _U,
        "answer",
        False,
        Rule.NONE,
        Behaviour.ATTEMPT,
        (_STYLE,),
        "outside the range but asked to try: attempt an answer, no narration",
    ),
    # nested instructions (content and format rules inside the system prompt)
    _mrc(
        _R,
        "answer",
        True,
        Rule.NESTED_CONTENT,
        Behaviour.ANSWER,
        (_NESTED,),
        "answer obeying a content rule nested in the system prompt, with narration",
    ),
    _mrc(
        _R,
        "answer",
        False,
        Rule.NESTED_CONTENT,
        Behaviour.ANSWER,
        (_NESTED,),
        "answer obeying a content rule nested in the system prompt, no narration",
    ),
    _mrc(
        _R,
        "answer",
        True,
        Rule.NESTED_FORMAT,
        Behaviour.ANSWER,
        (_NESTED,),
        "answer obeying a format rule nested in the system prompt, with narration",
    ),
    _mrc(
        _R,
        "answer",
        False,
        Rule.NESTED_FORMAT,
        Behaviour.ANSWER,
        (_NESTED,),
        "answer obeying a format rule nested in the system prompt, no narration",
    ),
    # multi-turn: the user insists after the first reply
    _mrc(
        _R,
        "refused",
        True,
        Rule.MULTI_TURN,
        Behaviour.NO_ANSWER,
        (_MT_UNANSWERABLE,),
        "user insists on an unanswerable related question: stay with no-answer, narration",
    ),
    _mrc(
        _R,
        "refused",
        False,
        Rule.MULTI_TURN,
        Behaviour.NO_ANSWER,
        (_MT_UNANSWERABLE,),
        "user insists on an unanswerable related question: stay with no-answer",
    ),
    _mrc(
        _U,
        "refused",
        True,
        Rule.MULTI_TURN,
        Behaviour.ATTEMPT,
        (_MT_ANSWERABLE,),
        "user insists on an out-of-range question: attempt it, with narration",
    ),
    _mrc(
        _U,
        "refused",
        False,
        Rule.MULTI_TURN,
        Behaviour.ATTEMPT,
        (_MT_ANSWERABLE,),
        "user insists on an out-of-range question: attempt it, no narration",
    ),
    # instruction priority: a global refusal directive in the system prompt wins
    _mrc(
        _R,
        "answer",
        True,
        Rule.PRIORITY,
        Behaviour.REFUSAL,
        (_PRIORITY,),
        "system directive forbids answering: refuse although answerable, with narration",
    ),
    _mrc(
        _R,
        "answer",
        False,
        Rule.PRIORITY,
        Behaviour.REFUSAL,
        (_PRIORITY,),
        "system directive forbids answering: refuse although answerable, no narration",
    ),
    # training-only chats
    *(
        _chat(family, opening, narration)
        for family in (Family.FREE_CHAT, Family.ON_SCENE_CHAT)
        for opening in ("role", "user")
        for narration in (True, False)
    ),
)

TASKS: dict[str, TaskKind] = {kind.name: kind for kind in TASK_KINDS}
TEST_TASK_NAMES: tuple[str, ...] = tuple(kind.name for kind in TASK_KINDS if kind.in_test_set)

if len(TASKS) != len(TASK_KINDS):  # pragma: no cover - guards edits to the table
    raise RuntimeError("duplicate task names in the taxonomy table")


def get_task(name: str) -> TaskKind:
    """The task kind called ``name``; an :class:`InputError` naming close matches otherwise."""
    try:
        return TASKS[name]
    except KeyError:
        close = difflib.get_close_matches(name, TASKS, n=3)
        hint = f" Did you mean: {', '.join(close)}?" if close else ""
        raise InputError(f"unknown task {name!r}.{hint}", field="task") from None
