"""The project's own seed scripts, nested-rule catalogues and priority directives
(``data/dialogues/*.json``), validated when first loaded.

Beyond their schema, the files must agree with the verifiers the evaluation applies: every
nested rule survives the upstream judge's second-sentence extraction, every format rule is
recognised by exactly one registered format checker (and no content rule by any), and the seeds
of declining replies read as refusals while the let-me-try openers do not.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.resources import files
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, RootModel, ValidationError

from rolemrc.core import InputError
from rolemrc.rules import find_format_rules, is_refusal
from rolemrc.synth._prompt import nested_rule_problem

_PACKAGE = "rolemrc.synth"
_DIRECTORY = ("data", "dialogues")

_Lines = list[Annotated[str, Field(min_length=1)]]


class _DataFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SeedScripts(_DataFile):
    """Plain drafts the generator restyles in the role's voice, and the user's follow-ups."""

    no_answer: _Lines = Field(min_length=1)  # the passages hold no answer
    no_answer_insisted: _Lines = Field(min_length=1)  # ... still none, after the user insists
    refusal: _Lines = Field(min_length=1)  # outside the role's knowledge
    attempt: _Lines = Field(min_length=1)  # let-me-try openers, followed by the answer
    ask_to_attempt: _Lines = Field(min_length=1)  # user: appended to the question
    insist_on_answer: _Lines = Field(min_length=1)  # user: second turn after a no-answer
    insist_on_attempt: _Lines = Field(min_length=1)  # user: second turn after a refusal


class NestedRules(_DataFile):
    content: _Lines = Field(min_length=1)  # judged by the LLM judge only
    format: _Lines = Field(min_length=1)  # each checked by one registered format checker


class PriorityScripts(_DataFile):
    directives: _Lines = Field(min_length=1)  # global refusal directives for the system prompt
    refusals: _Lines = Field(min_length=1)  # drafts of the reply that obeys them


class RuleCue(_DataFile):
    """How a base model starts what a nested content rule asks for (``generator.prompting:
    base``): ``text`` opens a sentence the model continues ("That reminds me of the time I"),
    at the ``start`` or the ``end`` of the reply; ``{skill}`` stands for one of the role's
    skills."""

    text: str = Field(min_length=1)
    at: Literal["start", "end"]


class RuleCues(RootModel[dict[str, RuleCue]]):
    """``rule_cues.json``: content rule -> its cue."""

    model_config = ConfigDict(frozen=True)


@dataclass(frozen=True)
class DialogueCatalogue:
    seeds: SeedScripts
    rules: NestedRules
    priority: PriorityScripts
    cues: dict[str, RuleCue]


_FileT = TypeVar("_FileT", bound=BaseModel)


def _location(name: str) -> str:
    return "/".join((*_PACKAGE.split("."), *_DIRECTORY, name))


def _read(name: str, schema: type[_FileT]) -> _FileT:
    resource = files(_PACKAGE).joinpath(*_DIRECTORY, name)
    try:
        return schema.model_validate_json(resource.read_text(encoding="utf-8"))
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or None
        raise InputError(first["msg"], path=_location(name), field=field) from None


def _check_rules(rules: NestedRules) -> None:
    path = _location("nested_rules.json")
    for kind, wanted in (("content", 0), ("format", 1)):
        for index, rule in enumerate(getattr(rules, kind)):
            field = f"{kind}[{index}]"
            if (problem := nested_rule_problem(rule)) is not None:
                raise InputError(f"{problem}: {rule!r}", path=path, field=field)
            recognised = [found.name for found, _ in find_format_rules(rule)]
            if len(recognised) != wanted:
                raise InputError(
                    f"{rule!r} must be recognised by {wanted} format checker(s), "
                    f"found {recognised or 'none'}",
                    path=path,
                    field=field,
                )


def _read_cues(rules: NestedRules) -> dict[str, RuleCue]:
    """The cues of the content rules: one for each, and none for a rule not in the catalogue."""
    cues = _read("rule_cues.json", RuleCues).root
    for rule in cues:
        if rule not in rules.content:
            raise InputError(
                "a cue for a rule that is not a content rule of nested_rules.json",
                path=_location("rule_cues.json"),
                field=rule,
            )
    for rule in rules.content:
        if rule not in cues:
            raise InputError(
                "this content rule has no cue", path=_location("rule_cues.json"), field=rule
            )
    return cues


def _check_refusals(name: str, lines: dict[str, _Lines], *, declining: bool) -> None:
    for key, texts in lines.items():
        for index, text in enumerate(texts):
            if is_refusal(text) != declining:
                wanted = "read as a refusal" if declining else "announce an attempt"
                raise InputError(
                    f"{text!r} must {wanted} (rolemrc.rules.is_refusal)",
                    path=_location(name),
                    field=f"{key}[{index}]",
                )


@functools.cache
def dialogue_catalogue() -> DialogueCatalogue:
    """The seed scripts, rule catalogues and priority directives, loaded and checked once."""
    seeds = _read("seed_scripts.json", SeedScripts)
    rules = _read("nested_rules.json", NestedRules)
    priority = _read("priority_directives.json", PriorityScripts)
    _check_rules(rules)
    _check_refusals(
        "seed_scripts.json",
        {
            "no_answer": seeds.no_answer,
            "no_answer_insisted": seeds.no_answer_insisted,
            "refusal": seeds.refusal,
        },
        declining=True,
    )
    _check_refusals("seed_scripts.json", {"attempt": seeds.attempt}, declining=False)
    _check_refusals("priority_directives.json", {"refusals": priority.refusals}, declining=True)
    return DialogueCatalogue(seeds, rules, priority, _read_cues(rules))
