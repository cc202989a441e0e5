"""The RoleMRC 5-aspect binary LLM judge: prompt building, routing and answer parsing.

Reproduces ``evaluation/llm_judge.py`` of the official RoleMRC repository: the judge templates,
the conversation rendering, the nested-requirement extraction and the score parsing all follow it
to the character (the templates ship verbatim in ``data/judge_templates.json``). Which aspects a
row is judged on comes from the task taxonomy (:func:`rolemrc.core.get_task`), whose routing
equals the upstream table.

Upstream appends the ``instruction_priority`` prompt of a row twice (so the 42 priority rows of
the full test set make 84 of its 1642 judge calls, each an independent sample at temperature
0.7). By default each row is judged once per aspect (1600 calls); ``upstream_compat=True``
reproduces upstream's calls (:data:`UPSTREAM_REPEATS`).

Other deliberate differences from upstream, in both modes:

- an answer that does not parse scores 0 as upstream does, and is also marked ``parsed=False``
  so roll-ups can count it per aspect (``unparsed``); an integer outside {0, 1} is kept as
  upstream keeps it (so an aspect mean can leave [0, 1]) and counted (``out_of_range``);
- a nested-rule system prompt without a ``'. '`` raises an :class:`InputError` naming the row
  (upstream crashes with an ``IndexError``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from rolemrc.core import Aspect, Generation, InputError, Judgement, JudgeRoute, Message, get_task

UPSTREAM_JUDGE_TEMPERATURE = 0.7
UPSTREAM_JUDGE_MAX_TOKENS = 4
JUDGE_SCALE = (0, 1)
"""The scores the judge templates ask for."""
UPSTREAM_REPEATS: Mapping[Aspect, int] = {Aspect.INSTRUCTION_PRIORITY: 2}
"""How many times upstream's judge script sends an aspect's prompt for one row (else once)."""

_TEMPLATES_RESOURCE = "judge_templates.json"


@dataclass(frozen=True)
class JudgeCall:
    """One judge prompt for one aspect of one generated row. ``repeat`` numbers the calls of one
    row and aspect (0: the only one, unless upstream's calls are reproduced)."""

    id: str
    row_id: str
    task: str
    aspect: Aspect
    prompt: str
    repeat: int = 0

    def judgement(
        self, *, judge: str, score: int | None, parsed: bool, raw: str, detail: str
    ) -> Judgement:
        """The record of ``judge``'s verdict on this call."""
        return Judgement(
            id=self.id,
            row_id=self.row_id,
            task=self.task,
            aspect=self.aspect.value,
            judge=judge,
            score=score,
            parsed=parsed,
            raw=raw,
            prompt=self.prompt,
            detail=detail,
        )


@cache
def judge_templates() -> Mapping[str, Any]:
    """The upstream judge data (templates, rendering, task table), loaded once."""
    source = resources.files("rolemrc.rules").joinpath("data", _TEMPLATES_RESOURCE)
    data: dict[str, Any] = json.loads(source.read_text(encoding="utf-8"))
    return data


def render_conversation(turns: Sequence[Message]) -> str:
    """The transcript the judge sees: one quoted line per system, user or assistant turn."""
    line_by_role: Mapping[str, str] = judge_templates()["conversation_render"]
    rendered = []
    for turn in turns:
        line = line_by_role.get(turn.role.lower())
        if line is not None:
            rendered.append(line.format(content=turn.content))
    return "".join(rendered)


def extract_nested_requirement(system_prompt: str) -> str:
    """The nested rule as upstream cuts it out of the system prompt, quirks included.

    Upstream takes the second ``'. '``-separated piece, deletes every lead-in phrase ("You must",
    "You love to", ...; no trailing space, so a leading space remains) and drops one trailing
    ``'.'``. Raises :class:`InputError` where upstream would crash (no ``'. '``, or nothing left).
    """
    extraction = judge_templates()["nested_content_extraction"]
    pieces = system_prompt.split(". ")
    if len(pieces) < 2:
        raise InputError(
            "the nested rule could not be located: the system prompt has no '. ' to split "
            "on (upstream takes the text after the first '. ')",
            field="question[0].content",
        )
    requirement = pieces[1]
    for lead_in in extraction["lead_ins_removed"]:
        requirement = requirement.replace(lead_in, "")
    if not requirement:
        raise InputError(
            "the nested rule could not be located: the text after the first '. ' is empty",
            field="question[0].content",
        )
    return requirement[:-1] if requirement.endswith(".") else requirement


def _template_fields(route: JudgeRoute, generation: Generation) -> dict[str, str]:
    fields = {
        "conversations": render_conversation(generation.question),
        "response": generation.response,
    }
    if route.aspect is Aspect.KNOWLEDGE_RANGE:
        fields["range"] = route.knowledge_range or ""
    elif route.aspect is Aspect.MULTI_TURN_INSTRUCTION:
        fields["type"] = route.answer_type or ""
    elif route.aspect is Aspect.NESTED_INSTRUCTION:
        fields["content"] = nested_requirement_of(generation)
    return fields


def nested_requirement_of(generation: Generation) -> str:
    """The nested rule of a generated row; the error names the row when it cannot be found.

    Upstream reads the first turn whatever its role (the system prompt in the test set).
    """
    try:
        return extract_nested_requirement(generation.question[0].content)
    except InputError as error:
        raise InputError(f"row {generation.id!r}: {error.reason}", field=error.field) from None


def build_judge_calls(generation: Generation, *, upstream_compat: bool = False) -> list[JudgeCall]:
    """The judge calls a generated row receives, one per aspect its task routes to (with
    ``upstream_compat``, as many as upstream sends: :data:`UPSTREAM_REPEATS`).

    ``str.format`` fills only the template's own fields; inserted values (responses, passages)
    are taken literally, braces included. A repeat's id ends in ``#2``, ``#3``, ...
    """
    templates: Mapping[str, str] = judge_templates()["templates"]
    calls = []
    for route in get_task(generation.task).judge:
        prompt = templates[route.aspect.value].format(**_template_fields(route, generation))
        repeats = UPSTREAM_REPEATS.get(route.aspect, 1) if upstream_compat else 1
        for repeat in range(repeats):
            suffix = f"#{repeat + 1}" if repeat else ""
            calls.append(
                JudgeCall(
                    id=f"{generation.id}:{route.aspect}{suffix}",
                    row_id=generation.id,
                    task=generation.task,
                    aspect=route.aspect,
                    prompt=prompt,
                    repeat=repeat,
                )
            )
    return calls


def parse_judge_answer(text: str | None) -> tuple[int, bool]:
    """``(score, parsed)`` the upstream way: drop ``"Score:"``, then Python's ``int()``.

    So ``" 1\\n"`` gives 1 and ``"Score: 0"`` gives 0, while ``"1."``, ``"one"`` and ``None``
    fail and score 0 with ``parsed=False``. An integer outside {0, 1} (``"2"``) is kept as
    upstream keeps it.
    """
    if text is None:
        return 0, False
    try:
        return int(text.replace("Score:", "")), True
    except ValueError:
        return 0, False


def is_out_of_range(score: int, parsed: bool) -> bool:
    """A parsed judge answer outside the scale the templates ask for (0 or 1)."""
    return parsed and score not in JUDGE_SCALE


def judgement_from_answer(call: JudgeCall, answer: str | None, judge: str) -> Judgement:
    """The judgement record of one judge answer; ``raw`` keeps the answer for inspection."""
    score, parsed = parse_judge_answer(answer)
    if not parsed:
        detail = "judge answer is not an integer; scored 0 as upstream does"
    elif is_out_of_range(score, parsed):
        detail = f"judge answered {score}, outside {{0, 1}}; kept as upstream keeps it"
    else:
        detail = ""
    return call.judgement(judge=judge, score=score, parsed=parsed, raw=answer or "", detail=detail)
