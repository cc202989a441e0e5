"""Profiles from a base model (``generator.prompting: base``): schema-guided, field by field.

A base model does not answer a request for JSON; it continues documents. So the profile is
written as a document in a fixed layout that two built-in profiles show first, one field at a
time: the layout (section labels, three items per list section) is laid down here, and the
model writes each value as the continuation of its label, up to the end of the line. Each value
is parsed and checked on its own (enough words, the item's parts, not a copy of the examples or
of an earlier item) and sampled again when it fails, so the result always has the seven
sections; a field that fails every attempt rejects the profile with the field named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rolemrc.core import Message
from rolemrc.llm import GenerationParams
from rolemrc.synth._config import GenerateProfiles, GeneratorConfig
from rolemrc.synth._records import NamedItem, Persona, Reject, RoleProfile, SpeechExample
from rolemrc.synth._reply_checks import not_echoing
from rolemrc.synth._structured import GenerateFn

EXAMPLE_PROFILES = 1
ITEMS_PER_LIST = 3
FIELD_MAX_NEW_TOKENS = 96  # a field is one line; profiles.max_new_tokens may lower it
_HEADER = (
    "Role profiles for a role-playing game. Each persona is expanded into a character with a "
    "name, a description, skills, a speech style, a personality, past experience, the limits "
    "of their knowledge and examples of how they speak, always in this layout."
)


class FieldFailed(Exception):
    """A field of the profile got no usable value."""

    def __init__(self, field: str, problem: str, raw: str) -> None:
        super().__init__(f"field {field}: {problem}")
        self.raw = raw


Parse = Callable[[str], Any]


@dataclass(frozen=True)
class _Section:
    field: str
    label: str
    parse: Parse
    listed: bool = False


def _words(text: str, least: int, what: str) -> str:
    text = text.strip()
    if len(text.split()) < least:
        raise ValueError(f"{what} needs at least {least} words, got {text!r}")
    return text


def _name(text: str) -> str:
    text = _words(text, 1, "a name")
    if len(text.split()) > 10:
        raise ValueError(f"a name has at most 10 words, got {text!r}")
    return text


def _sentence(least: int) -> Parse:
    return lambda text: _words(text, least, "this field")


def _named_item(text: str) -> NamedItem:
    name, sep, description = text.partition(":")
    if not sep or not 1 <= len(name.split()) <= 5:
        raise ValueError(f"an item reads 'Name: description', got {text.strip()!r}")
    return NamedItem(name=name.strip(), description=_words(description, 3, "a description"))


_SPEECH_EXAMPLE = re.compile(r"^\s*([^:()]+):\s*\(([^()]+)\)\s*(.+)$")


def _speech_example(text: str) -> SpeechExample:
    found = _SPEECH_EXAMPLE.match(text)
    if found is None:
        raise ValueError(f"a speech example reads 'Topic: (narration) speech', got {text!r}")
    topic, narration, speech = found.groups()
    if len(topic.split()) > 5:
        raise ValueError(f"a topic has at most 5 words, got {topic.strip()!r}")
    return SpeechExample(
        topic=topic.strip(),
        narration=_words(narration, 2, "a narration"),
        speech=_words(speech, 4, "a speech"),
    )


_SECTIONS = (
    _Section("name", "Name", _name),
    _Section("brief_description", "Description", _sentence(6)),
    _Section("abilities_and_skills", "Skills", _named_item, listed=True),
    _Section("speech_style", "Speech style", _sentence(5)),
    _Section("personality", "Personality", _named_item, listed=True),
    _Section("past_experience", "Past experience", _sentence(4), listed=True),
    _Section("knowledge_boundaries", "Knowledge boundaries", _sentence(6)),
    _Section("speech_examples", "Speech examples", _speech_example, listed=True),
)


PROFILE_FIELD_CALLS = sum(ITEMS_PER_LIST if section.listed else 1 for section in _SECTIONS)
"""Calls a profile takes when every first answer passes (``--dry-run`` counts them)."""


def _layout_value(value: Any) -> str:
    if isinstance(value, NamedItem):
        return f"{value.name}: {value.description}"
    if isinstance(value, SpeechExample):
        return f"{value.topic}: ({value.narration}) {value.speech}"
    return str(value)


def _key(laid_out: str) -> str:
    """What two items of one section must not share: the name of a skill or trait, the topic of
    a speech example, the whole text of an episode."""
    return laid_out.split(":", 1)[0].strip().lower()


def profile_document(persona: str, profile: RoleProfile) -> str:
    """``profile`` in the layout the model is shown and continues."""
    lines = [f"Persona: {persona}"]
    for section in _SECTIONS:
        value = getattr(profile, section.field)
        if section.listed:
            lines.append(f"{section.label}:")
            lines += [f"- {_layout_value(item)}" for item in value]
        else:
            lines.append(f"{section.label}: {_layout_value(value)}")
    return "\n".join(lines)


def example_profiles(
    persona_id: str, examples: Sequence[tuple[str, RoleProfile]]
) -> list[tuple[str, RoleProfile]]:
    """The built-in profiles shown as examples: the first ones that are not of this persona."""
    others = [(text, profile) for text, profile in examples if profile.persona_id != persona_id]
    return others[:EXAMPLE_PROFILES]


def generate_profile_by_fields(
    persona: Persona,
    generate: GenerateFn,
    generator: GeneratorConfig,
    settings: GenerateProfiles,
    *,
    examples: Sequence[tuple[str, RoleProfile]],
    stage: str,
) -> dict[str, Any] | Reject:
    """The profile's fields (without ids), or a Reject naming the field that failed."""
    shown = "\n\n".join(
        profile_document(text, profile) for text, profile in example_profiles(persona.id, examples)
    )
    context = f"{_HEADER}\n\n{shown}"
    echo = not_echoing([("the example profiles", context)])
    params = generator.params(
        max_new_tokens=min(settings.max_new_tokens, FIELD_MAX_NEW_TOKENS)
    ).model_copy(update={"stop": ("\n",)})
    document = f"Persona: {persona.persona}"
    fields: dict[str, Any] = {}
    try:
        for section in _SECTIONS:
            if section.listed:
                document += f"\n{section.label}:"
            label = "-" if section.listed else f"{section.label}:"
            values: list[Any] = []
            for _ in range(ITEMS_PER_LIST if section.listed else 1):
                value = _ask(
                    generate,
                    [
                        Message(role="user", content=context),
                        Message(role="assistant", content=f"{document}\n{label}"),
                    ],
                    section,
                    params,
                    settings.attempts,
                    echo,
                    earlier=[_layout_value(done) for done in values],
                )
                values.append(value)
                document += f"\n{label} {_layout_value(value)}"
            fields[section.field] = values if section.listed else values[0]
    except FieldFailed as failure:
        return Reject(stage=stage, item_id=persona.id, reason=str(failure), raw=failure.raw)
    return fields


def _ask(
    generate: GenerateFn,
    messages: Sequence[Message],
    section: _Section,
    params: GenerationParams,
    attempts: int,
    echo: Callable[[str], str | None],
    *,
    earlier: Sequence[str],
) -> Any:
    """One field's value: sampled until it parses and passes, at most ``attempts`` times."""
    answer, problem = "", "no attempt made"
    for attempt in range(attempts):
        # sample k has seed k, as the dialogue builders do: concurrent items batch together
        answer = generate(messages, params.model_copy(update={"seed": attempt}))
        try:
            value = section.parse(answer)
        except ValueError as error:
            problem = str(error)
            continue
        text = _layout_value(value)
        if (problem_found := echo(text)) is not None:
            problem = problem_found
        elif _key(text) in {_key(done) for done in earlier}:
            problem = f"it repeats an earlier item ({text!r})"
        else:
            return value
    raise FieldFailed(section.field, f"{problem} (after {attempts} attempts)", answer)
