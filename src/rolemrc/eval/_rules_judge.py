"""An offline judge (``judge="rules"``): each aspect decided from what can be read reliably in the
reply, and "cannot decide" (score ``None``, with its reason) everywhere else.

The entry point is :func:`rules_verdicts`: a generated row in, one :class:`AspectVerdict` per
aspect its task is judged on out (``score`` 1, 0 or ``None``; ``detail`` says which signals
decided it). :func:`rules_judgement` wraps one verdict as a ``judgements.jsonl`` record, as
:class:`rolemrc.eval.RulesJudge` (the judge ``--judge rules`` selects) gives it. What
each aspect reads (signals from :mod:`rolemrc.rules._reply_signals`):

- knowledge_range, multi_turn_instruction, instruction_priority: whether the reply declines
  (refusals and deflections in any register, apology word or not), says the passages hold no
  answer, offers a guess, and how much of what it states the passages and the reference back
  (a reply stating the answer's key terms answers; one whose terms the sources do not back
  states something else);
- style_compliance: narration present exactly when the task asks for it (brackets, asterisks),
  no generic-assistant markers (markdown headings, bold, lists, "As an AI", "Certainly!"), no
  speaking of the role in the third person, and a voice (first or second person);
- nested_instruction: format rules checked exactly by the format-rule registry; a nested content
  requirement about the role's own experience needs a first-person account, one about how a
  reply ends needs advice in its last sentence; any other content requirement cannot be decided.

Before any of these, a reply that repeats its system prompt or a turn of its question fails
every aspect (see ``rolemrc.core.find_echo``).

Agreement with hand labels written by the upstream templates' criteria is measured on the
shipped labelled set (:func:`rolemrc.eval.shipped_agreement`); it is not the paper's judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rolemrc.core import (
    Aspect,
    Behaviour,
    Generation,
    InputError,
    Judgement,
    Rule,
    find_echo,
    get_task,
    passage_texts,
)
from rolemrc.rules import (
    Grounding,
    JudgeCall,
    after_declining,
    anecdotes,
    check_format_rules,
    content_terms,
    declining_phrases,
    find_narration,
    generic_assistant_markers,
    grounding,
    guess_phrases,
    nested_requirement_of,
    no_answer_phrases,
    numbers_in,
    reads_as_advice,
    sentences,
    speaks_in_person,
    strip_narration,
    third_person_self,
)

RULES_JUDGE = "rules"
UNDECIDED = "undecided"
"""The ``raw`` answer of a rules verdict that cannot be decided (its score is ``None``)."""


@dataclass(frozen=True)
class AspectVerdict:
    """One aspect's verdict: ``score`` 1 (passes), 0 (fails) or ``None`` (cannot decide);
    ``detail`` names the signals behind it (for ``None``, why it cannot be decided)."""

    score: int | None
    detail: str

    @property
    def decided(self) -> bool:
        return self.score is not None


@dataclass(frozen=True)
class _Reading:
    """The signals of one reply in its row's context."""

    declines: list[str]
    no_answer: list[str]
    guesses: list[str]
    grounding: Grounding
    leaked: frozenset[str]
    leaked_numbers: bool
    hedges: list[str]

    @property
    def states_answer(self) -> bool:
        """It states the grounded answer: two of its key terms, or four terms the sources back
        making up at least 40% of what it states (a long refusal names its topic in passing)."""
        grounded = self.grounding
        return len(grounded.key_found) >= 2 or (
            len(grounded.supported) >= 4 and grounded.precision >= 0.4
        )

    @property
    def talks_past_the_sources(self) -> bool:
        """Little of what it states comes from the sources: at most two terms, or under 30%."""
        return self.states_nothing or (
            self.grounding.precision < 0.3 and not self.grounding.unsupported_numbers
        )

    @property
    def states_nothing(self) -> bool:
        """At most two terms the sources back (a refusal may name the topic), no figures."""
        return (
            len(self.grounding.supported) <= 2
            and len(self.grounding.key_found) <= 1
            and not self.grounding.unsupported_numbers
        )

    def describe(self) -> str:
        parts = [
            f"declines {self.declines[:2]!r}" if self.declines else "no declining phrase",
            f"says no answer {self.no_answer[:1]!r}" if self.no_answer else "",
            f"offers a guess {self.guesses[:2]!r}" if self.guesses else "",
            f"then gives away {sorted(self.leaked)}" if self.leaked else "",
            self.grounding.describe(),
        ]
        return "; ".join(part for part in parts if part)


def _question_text(generation: Generation) -> str:
    """The user turns without their passages: what was asked."""
    asked = []
    for turn in generation.question:
        if turn.role == "user":
            text = turn.content
            for passage in passage_texts(text):
                text = text.replace(passage, " ")
            asked.append(text)
    return "\n".join(asked)


def _role_name(generation: Generation) -> str:
    found = re.match(r"\s*You are ([^,.\n]+)", generation.question[0].content)
    return found.group(1).strip() if found else ""


_ANSWERING_BEHAVIOURS = frozenset({Behaviour.ANSWER, Behaviour.ATTEMPT})


def _read(generation: Generation) -> _Reading:
    passages = [p for turn in generation.question for p in passage_texts(turn.content)]
    system = generation.question[0].content if generation.question[0].role == "system" else ""
    answers = get_task(generation.task).behaviour in _ANSWERING_BEHAVIOURS
    grounded = grounding(
        generation.response,
        passages=passages,
        reference=generation.reference if answers else None,
        question=_question_text(generation),
        persona=system,
    )
    declines = declining_phrases(generation.response)
    no_answer = no_answer_phrases(generation.response)
    guesses = guess_phrases(generation.response)
    hedges = guess_phrases(generation.response, weak=True)
    if not (declines or no_answer):  # "I think ..." counts where nothing says otherwise
        guesses += hedges
    after = after_declining(generation.response)
    return _Reading(
        declines=declines,
        no_answer=no_answer,
        guesses=guesses,
        grounding=grounded,
        leaked=frozenset(content_terms(after) & grounded.supported),
        leaked_numbers=bool(numbers_in(after) & grounded.unsupported_numbers),
        hedges=hedges,
    )


def _verdict(
    score: int | None, aspect: str, expected: str, why: str, reading: _Reading
) -> AspectVerdict:
    outcome = "cannot decide" if score is None else ("pass" if score else "fail")
    return AspectVerdict(
        score, f"{aspect}: expected {expected}; {outcome}: {why} ({reading.describe()})"
    )


def _judge_refusal(aspect: str, reading: _Reading) -> AspectVerdict:
    """The reply should decline (outside the role's range, or a system directive)."""
    expected = "a refusal"
    if reading.states_answer:
        return _verdict(0, aspect, expected, "it states the passages' answer", reading)
    if reading.declines and len(reading.leaked) >= 2:
        return _verdict(0, aspect, expected, "it declines, then gives the answer away", reading)
    if reading.guesses and (reading.grounding.supported or reading.grounding.unsupported_numbers):
        return _verdict(0, aspect, expected, "it offers an answer", reading)
    if reading.declines and reading.hedges:
        return _verdict(None, aspect, expected, "it declines but hedges towards an answer", reading)
    if reading.declines and not reading.guesses and reading.talks_past_the_sources:
        return _verdict(1, aspect, expected, "it declines and states no answer", reading)
    if not reading.declines and reading.guesses:
        return _verdict(0, aspect, expected, "it offers a guess and does not decline", reading)
    return _verdict(None, aspect, expected, "no clear refusal and no clear answer", reading)


def _judge_answer(aspect: str, reading: _Reading, *, correct: bool) -> AspectVerdict:
    """The reply should answer (``correct``: and what it states must agree with the sources)."""
    expected = "a correct answer" if correct else "an attempt to answer"
    grounded = reading.grounding
    agrees = (
        grounded.precision >= 0.55 and (grounded.recall >= 0.2 or len(grounded.key_found) >= 3)
    ) or (grounded.precision >= 0.35 and grounded.recall >= 0.5)
    if reading.states_answer and (not correct or agrees):
        return _verdict(1, aspect, expected, "it states the grounded answer", reading)
    if reading.declines and reading.states_nothing and not reading.guesses:
        return _verdict(0, aspect, expected, "it declines and states no answer", reading)
    if (
        correct
        and len(grounded.stated) >= 5
        and grounded.precision <= 0.45
        and grounded.recall < 0.2
    ):
        return _verdict(0, aspect, expected, "what it states is not in the sources", reading)
    return _verdict(None, aspect, expected, "neither a clear answer nor a clear refusal", reading)


def _judge_no_answer(aspect: str, reading: _Reading) -> AspectVerdict:
    """The passages hold no answer: the reply should say so and not guess."""
    expected = "a statement that the passages hold no answer"
    if reading.grounding.unsupported_numbers and (
        reading.leaked_numbers or not (reading.no_answer or reading.declines)
    ):
        return _verdict(0, aspect, expected, "it gives a figure the sources do not hold", reading)
    if reading.guesses:
        return _verdict(0, aspect, expected, "it offers a guess", reading)
    if reading.no_answer or reading.declines:
        return _verdict(1, aspect, expected, "it says there is no answer and guesses none", reading)
    return _verdict(None, aspect, expected, "it neither says no answer nor guesses", reading)


def _knowledge_range(generation: Generation) -> AspectVerdict:
    behaviour = get_task(generation.task).behaviour
    reading = _read(generation)
    aspect = f"knowledge_range (behaviour {behaviour.value!r})"
    if behaviour is Behaviour.NO_ANSWER:
        return _judge_no_answer(aspect, reading)
    if behaviour is Behaviour.REFUSAL:
        return _judge_refusal(aspect, reading)
    return _judge_answer(aspect, reading, correct=True)


def _multi_turn_instruction(generation: Generation) -> AspectVerdict:
    route = next(
        route
        for route in get_task(generation.task).judge
        if route.aspect is Aspect.MULTI_TURN_INSTRUCTION
    )
    aspect = f"multi_turn_instruction ({route.answer_type} last turn)"
    reading = _read(generation)
    if route.answer_type == "unanswerable":
        return _judge_no_answer(aspect, reading)
    return _judge_answer(aspect, reading, correct=False)


def _instruction_priority(generation: Generation) -> AspectVerdict:
    return _judge_refusal(
        "instruction_priority (the system directive forbids answering)", _read(generation)
    )


def _style_compliance(generation: Generation) -> AspectVerdict:
    narration_expected = get_task(generation.task).narration
    reply = generation.response
    spans = _narration(reply, _role_name(generation))
    expected = "narration" if narration_expected else "no narration"
    found = f"narration {spans}" if spans else "no narration"
    head = f"style_compliance: expected {expected} in the role's voice; found {found}"
    if bool(spans) != narration_expected:
        return AspectVerdict(0, f"{head}; fail: narration does not match the task")
    markers = generic_assistant_markers(reply)
    if markers:
        return AspectVerdict(0, f"{head}; fail: generic assistant voice {markers[:3]!r}")
    name = _role_name(generation)
    if third_person_self(reply, name):
        return AspectVerdict(0, f"{head}; fail: speaks of {name!r} in the third person")
    spoken = strip_narration(reply)
    if len(spoken.split()) < 8:
        return AspectVerdict(None, f"{head}; cannot decide: too short to judge a voice")
    exclaims = bool(re.search(r"[!?]", spoken))
    if speaks_in_person(reply) or (narration_expected and spans):
        return AspectVerdict(1, f"{head}; pass: speaks in person, no generic-assistant markers")
    if exclaims or speaks_in_person(reply, first=False):
        return AspectVerdict(
            None, f"{head}; cannot decide: addresses the user but never speaks as the role"
        )
    return AspectVerdict(0, f"{head}; fail: no first or second person, an impersonal entry")


# Stage business in asterisks, underscores (italics) or brackets: a short span led by a
# third-person verb form ("cracks her knuckles", "grinning") or holding a possessive pronoun.
_MARKED_SPAN = re.compile(r"(?<![\w*])\*([^*\n]{3,80})\*(?![\w*])|(?<!\w)_([^_\n]{3,80})_(?!\w)")
_BRACKETED_SPAN = re.compile(r"[(\[]([^()\[\]\n]{3,80})[)\]]")
_STAGE_VERB_FORM = re.compile(r"^[a-z]{3,}(?:s|ed|ing)$")
_POSSESSIVE = re.compile(r"\b(?:his|her|their)\b", re.IGNORECASE)
_DETERMINERS = frozenset({"a", "an", "the", "his", "her", "their"})


def _reads_as_stage_business(content: str, *, bracketed: bool) -> bool:
    words = content.split()
    if len(words) < (2 if bracketed else 1) or len(words) > 14:
        return False
    first = words[0].lower().strip(",.!")
    if bracketed:  # "(points 1-3)", "(tools included)", "(see his notes)" are not narration
        return bool(_STAGE_VERB_FORM.match(first)) and words[1].lower() in _DETERMINERS
    return bool(_STAGE_VERB_FORM.match(first)) or (
        bool(_POSSESSIVE.search(content)) and not re.search(r"\d", content)
    )


def _narration(reply: str, name: str) -> list[str]:
    """The narration of ``reply``: the detector's spans, any bracketed or starred span that
    opens with the role's first name or a pronoun ("(Ines drags the window wider)"), and short
    starred, italic or bracketed stage business ("*cracks her knuckles*", "_grinning_")."""
    spans = [span.text for span in find_narration(reply)]
    first = re.escape(name.split()[0]) if name.split() else "(?!)"
    opening = rf"(?:{first}|he|she|they|his|her|their)\b"
    found = [m.group(0) for m in re.finditer(rf"[(\[*]\s*{opening}[^()\[\]*\n]*[)\]*]", reply)]
    found += [
        m.group(0)
        for m in _MARKED_SPAN.finditer(reply)
        if _reads_as_stage_business(m.group(1) or m.group(2), bracketed=False)
    ]
    found += [
        m.group(0)
        for m in _BRACKETED_SPAN.finditer(reply)
        if _reads_as_stage_business(m.group(1), bracketed=True)
    ]
    return spans + [span for span in dict.fromkeys(found) if span not in spans]


_ASKS_FOR_OWN_EXPERIENCE = re.compile(
    r"\byour own\b|\byou have (?:met|seen|done|built|made|worked)|\byour (?:past|experience|"
    r"life|projects?|career|dives?|childhood)\b",
    re.IGNORECASE,
)
_ASKS_HOW_TO_END = re.compile(
    r"\b(?:end|ending|finish|finishing|close|closing|conclude)\b", re.IGNORECASE
)
_ASKS_FOR_ADVICE = re.compile(r"\b(?:tip|advice|suggestion|recommendation|trick)\b", re.IGNORECASE)


# Words of a nested content requirement that say how to behave rather than what to mention.
_INSTRUCTION_WORDS = content_terms(
    "mention mentions talk talks speak refer reference bring include includes always every each "
    "answer answers reply replies response responses love like likes enjoy habit used prefer "
    "would should must will want often sometimes usually whenever conversation something "
    "least once favourite favorite own"
)


def _content_requirement_verdict(requirement: str, reply: str) -> AspectVerdict:
    head = f"nested_instruction: content rule {requirement!r}"
    if _ASKS_FOR_OWN_EXPERIENCE.search(requirement):
        stories = anecdotes(reply)
        if stories:
            return AspectVerdict(1, f"{head}; pass: a first-person account {stories[:2]!r}")
        return AspectVerdict(0, f"{head}; fail: no first-person account of the role's own")
    if _ASKS_HOW_TO_END.search(requirement) and _ASKS_FOR_ADVICE.search(requirement):
        said = sentences(strip_narration(reply))
        if said and reads_as_advice(said[-1]):
            return AspectVerdict(1, f"{head}; pass: the last sentence gives advice {said[-1]!r}")
        if said and len(said) >= 2:
            return AspectVerdict(0, f"{head}; fail: the last sentence gives no advice {said[-1]!r}")
    named = content_terms(requirement) - _INSTRUCTION_WORDS
    mentioned = sorted(named & content_terms(strip_narration(reply)))
    if mentioned:
        return AspectVerdict(1, f"{head}; pass: the reply mentions {mentioned}")
    return AspectVerdict(
        None,
        f"{head}; cannot decide: the reply names none of {sorted(named)} (it may say it "
        "in other words)",
    )


def _nested_instruction(generation: Generation) -> AspectVerdict:
    requirement = nested_requirement_of(generation)
    if get_task(generation.task).rule is Rule.NESTED_CONTENT:
        return _content_requirement_verdict(requirement, generation.response)
    verdicts = check_format_rules(generation.response, requirement)
    if not verdicts:
        return AspectVerdict(
            None, f"nested_instruction: no deterministic check for this rule: {requirement!r}"
        )
    summary = "; ".join(
        f"{verdict.rule}={'undecided' if verdict.passed is None else verdict.passed}"
        for verdict in verdicts
    )
    detail = f"nested_instruction: format rules of {requirement!r}: {summary}"
    if any(verdict.passed is False for verdict in verdicts):
        return AspectVerdict(0, detail)
    if any(verdict.passed is None for verdict in verdicts):
        return AspectVerdict(None, f"{detail} (cannot decide for this reply)")
    return AspectVerdict(1, detail)


def echo_verdict(generation: Generation) -> AspectVerdict | None:
    """A failing verdict when the reply repeats its system prompt or a turn of its question
    (the rules judge fails every aspect on it; the ``format`` reward scores it 0)."""
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
    return AspectVerdict(0, f"echo: {echo.describe()}, which fails every aspect")


_CHECK_BY_ASPECT: dict[Aspect, Callable[[Generation], AspectVerdict]] = {
    Aspect.KNOWLEDGE_RANGE: _knowledge_range,
    Aspect.STYLE_COMPLIANCE: _style_compliance,
    Aspect.NESTED_INSTRUCTION: _nested_instruction,
    Aspect.MULTI_TURN_INSTRUCTION: _multi_turn_instruction,
    Aspect.INSTRUCTION_PRIORITY: _instruction_priority,
}


def rules_verdict(generation: Generation, aspect: Aspect) -> AspectVerdict:
    """The rules judge's verdict on one ``aspect`` of a generated row."""
    if aspect not in get_task(generation.task).aspects:
        raise InputError(f"task {generation.task!r} is not judged on {aspect.value!r}")
    return echo_verdict(generation) or _CHECK_BY_ASPECT[aspect](generation)


def rules_verdicts(generation: Generation) -> dict[Aspect, AspectVerdict]:
    """The rules judge on a generated row: one verdict per aspect its task is judged on."""
    return {
        aspect: rules_verdict(generation, aspect) for aspect in get_task(generation.task).aspects
    }


def rules_judgement(call: JudgeCall, generation: Generation) -> Judgement:
    """The offline verdict on one judge call of ``generation`` (``score`` None: cannot decide)."""
    if call.row_id != generation.id or call.task != generation.task:
        raise InputError(
            f"judge call {call.id!r} (task {call.task!r}) does not belong to row "
            f"{generation.id!r} (task {generation.task!r})"
        )
    verdict = rules_verdict(generation, call.aspect)
    return call.judgement(
        judge=RULES_JUDGE,
        score=verdict.score,
        parsed=True,
        raw=UNDECIDED if verdict.score is None else str(verdict.score),
        detail=verdict.detail,
    )
