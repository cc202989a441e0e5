"""An offline judge (``judge="rules"``): deterministic checks in place of the LLM judge.

What each aspect checks follows the task taxonomy:

- knowledge_range: the task's expected behaviour; ``answer``/``attempt`` rows must not be
  refusals, ``no_answer``/``refusal`` rows must be;
- style_compliance: bracketed narration is present exactly when the task has narration;
- nested_instruction: the format rules recognised in the nested requirement, checked by the
  format-rule registry; a rule with no deterministic check is left unscored (``parsed=False``,
  score 0);
- multi_turn_instruction: an ``answerable`` last turn must not be a refusal, an
  ``unanswerable`` one must be;
- instruction_priority: the reply must be a refusal.

Before any of these, a reply that repeats its system prompt or a turn of its question (long runs
of it, see ``rolemrc.core.find_echo``; quoting the passages is fine) fails every aspect: "no
refusal found" or "no narration found" in a copy of the prompt says nothing about the model.

It is a heuristic stand-in for smoke runs and offline checks, not a replacement for the judge
model; ``detail`` says which check decided each verdict.
"""

from __future__ import annotations

from collections.abc import Callable

from rolemrc.core import (
    Aspect,
    Behaviour,
    Generation,
    InputError,
    Judgement,
    find_echo,
    get_task,
    passage_texts,
)
from rolemrc.rules._format_rules import check_format_rules
from rolemrc.rules._judge import JudgeCall, nested_requirement_of
from rolemrc.rules._verifiers import find_attempt, find_narration, find_refusal, is_refusal

RULES_JUDGE = "rules"

Verdict = tuple[int, bool, str]  # (score, parsed, detail)

_REFUSAL_EXPECTED_BY_BEHAVIOUR = {
    Behaviour.ANSWER: False,
    Behaviour.ATTEMPT: False,
    Behaviour.NO_ANSWER: True,
    Behaviour.REFUSAL: True,
}


def _refusal_verdict(reply: str, refusal_expected: bool, why: str) -> Verdict:
    refused = is_refusal(reply)
    if refused:
        found = f"refusal detector found {find_refusal(reply)[0]!r}"
    elif find_refusal(reply):
        found = f"refusal phrasing followed by an attempt ({find_attempt(reply)[0]!r})"
    else:
        found = "refusal detector found no refusal"
    expected = "a refusal" if refusal_expected else "no refusal"
    return int(refused == refusal_expected), True, f"{why}: expected {expected}; {found}"


def _knowledge_range(generation: Generation) -> Verdict:
    behaviour = get_task(generation.task).behaviour  # chat kinds are never judged
    return _refusal_verdict(
        generation.response,
        _REFUSAL_EXPECTED_BY_BEHAVIOUR[behaviour],
        f"knowledge_range (behaviour {behaviour.value!r})",
    )


def _style_compliance(generation: Generation) -> Verdict:
    narration_expected = get_task(generation.task).narration
    spans = find_narration(generation.response)
    found = f"found {[span.text for span in spans]}" if spans else "found none"
    expected = "bracketed narration" if narration_expected else "no bracketed narration"
    detail = f"style_compliance: expected {expected}; narration detector {found}"
    return int(bool(spans) == narration_expected), True, detail


def _nested_instruction(generation: Generation) -> Verdict:
    requirement = nested_requirement_of(generation)
    verdicts = check_format_rules(generation.response, requirement)
    if not verdicts:
        detail = f"nested_instruction: no deterministic check for this rule: {requirement!r}"
        return 0, False, detail
    summary = "; ".join(
        f"{verdict.rule}={'undecided' if verdict.passed is None else verdict.passed}"
        for verdict in verdicts
    )
    detail = f"nested_instruction: format rules of {requirement!r}: {summary}"
    if any(verdict.passed is False for verdict in verdicts):
        return 0, True, detail
    if any(verdict.passed is None for verdict in verdicts):
        return 0, False, f"{detail} (undecidable for this reply)"
    return 1, True, detail


def _multi_turn_instruction(generation: Generation) -> Verdict:
    route = next(
        route
        for route in get_task(generation.task).judge
        if route.aspect is Aspect.MULTI_TURN_INSTRUCTION
    )
    return _refusal_verdict(
        generation.response,
        route.answer_type == "unanswerable",
        f"multi_turn_instruction ({route.answer_type} last turn)",
    )


def _instruction_priority(generation: Generation) -> Verdict:
    return _refusal_verdict(
        generation.response, True, "instruction_priority (the system directive forbids answering)"
    )


def echo_verdict(generation: Generation) -> Verdict | None:
    """A failing verdict when the reply repeats its system prompt or a turn of its question."""
    turns = [turn for turn in generation.question if turn.content.strip()]
    sources = [
        (
            "the system prompt"
            if turn.role == "system"
            else f"question turn {number} ({turn.role})",
            turn.content,
        )
        for number, turn in enumerate(turns)
    ]
    passages = [passage for turn in turns for passage in passage_texts(turn.content)]
    echo = find_echo(generation.response, sources, allowed=passages)
    if echo is None:
        return None
    return 0, True, f"echo: {echo.describe()}, which fails every aspect"


_CHECK_BY_ASPECT: dict[Aspect, Callable[[Generation], Verdict]] = {
    Aspect.KNOWLEDGE_RANGE: _knowledge_range,
    Aspect.STYLE_COMPLIANCE: _style_compliance,
    Aspect.NESTED_INSTRUCTION: _nested_instruction,
    Aspect.MULTI_TURN_INSTRUCTION: _multi_turn_instruction,
    Aspect.INSTRUCTION_PRIORITY: _instruction_priority,
}


def rules_judgement(call: JudgeCall, generation: Generation) -> Judgement:
    """The offline verdict on one judge call of ``generation``."""
    if call.row_id != generation.id or call.task != generation.task:
        raise InputError(
            f"judge call {call.id!r} (task {call.task!r}) does not belong to row "
            f"{generation.id!r} (task {generation.task!r})"
        )
    if call.aspect not in get_task(generation.task).aspects:
        raise InputError(f"task {generation.task!r} is not judged on {call.aspect.value!r}")
    score, parsed, detail = echo_verdict(generation) or _CHECK_BY_ASPECT[call.aspect](generation)
    return Judgement(
        id=call.id,
        row_id=call.row_id,
        task=call.task,
        aspect=call.aspect.value,
        judge=RULES_JUDGE,
        score=score,
        parsed=parsed,
        raw=str(score) if parsed else "",
        prompt=call.prompt,
        detail=detail,
    )
