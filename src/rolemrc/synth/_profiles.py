"""Role profiles: the generator expands a persona into the seven sections (structured output,
repair turns, rejects), or the package's built-in profiles of its sample personas are used.

The prompt is a package template rendered by a sandboxed, strict Jinja2 environment; the persona
goes in as a value, never as template source. (A profile becomes a system prompt through
``render_system_prompt``, with or without narration.)
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

import jinja2
import jinja2.sandbox
from pydantic import ConfigDict, TypeAdapter

from rolemrc.core import Message
from rolemrc.synth._base_profiles import generate_profile_by_fields
from rolemrc.synth._config import GenerateProfiles, GeneratorConfig
from rolemrc.synth._records import Persona, Reject, RoleProfile
from rolemrc.synth._structured import GenerateFn, generate_structured

BUILTIN_PROFILES_FILE = "sample_profiles.json"
SAMPLE_PERSONAS_FILE = "sample_personas.json"
FALLBACK_REASON = "the built-in profile stands in (profiles.fallback: builtin); generation failed: "
PROFILE_ANSWER_MIN_ITEMS = 3
STAGE = "profiles"


class ProfileAnswer(RoleProfile):
    """What the generator answers: a profile without the ids the pipeline assigns. Keys the
    model adds on its own are ignored."""

    model_config = ConfigDict(extra="ignore")

    id: str = ""
    persona_id: str = ""


@cache
def _templates() -> jinja2.Environment:
    return jinja2.sandbox.SandboxedEnvironment(
        loader=jinja2.PackageLoader("rolemrc.synth", "templates"),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=False,
    )


def profile_id_for(persona: Persona) -> str:
    return f"role-{persona.id}"


def profile_prompt(persona: Persona) -> list[Message]:
    """The request that asks the generator for ``persona``'s profile."""
    text = (
        _templates()
        .get_template("profile_prompt.j2")
        .render(persona=persona.persona, min_items=PROFILE_ANSWER_MIN_ITEMS)
    )
    return [Message(role="user", content=text.strip())]


def generate_profile(
    persona: Persona,
    generate: GenerateFn,
    generator: GeneratorConfig,
    settings: GenerateProfiles,
    *,
    seed: int,
) -> RoleProfile | Reject:
    """Ask for ``persona``'s profile; a Reject with the reason after ``settings.attempts``
    (per field, with ``generator.prompting: base``)."""
    if generator.prompting == "base":
        fields = generate_profile_by_fields(
            persona,
            generate,
            generator,
            settings,
            examples=builtin_examples(),
            stage=STAGE,
        )
        if isinstance(fields, Reject):
            return fields
        return RoleProfile.model_validate(
            fields | {"id": profile_id_for(persona), "persona_id": persona.id}
        )
    answer = generate_structured(
        generate,
        profile_prompt(persona),
        ProfileAnswer,
        params=generator.params(seed=seed, max_new_tokens=settings.max_new_tokens),
        stage=STAGE,
        item_id=persona.id,
        attempts=settings.attempts,
    )
    if isinstance(answer, Reject):
        return answer
    fields = answer.model_dump() | {"id": profile_id_for(persona), "persona_id": persona.id}
    return RoleProfile.model_validate(fields)


@cache
def sample_personas() -> tuple[Persona, ...]:
    """The sample personas shipped with the package (each has a built-in profile)."""
    text = files("rolemrc.synth").joinpath("data", SAMPLE_PERSONAS_FILE).read_text("utf-8")
    return tuple(TypeAdapter(list[Persona]).validate_json(text))


@cache
def builtin_examples() -> tuple[tuple[str, RoleProfile], ...]:
    """The sample personas with their built-in profiles, as (persona, profile) pairs."""
    profiles = builtin_profiles()
    return tuple(
        (persona.persona, profiles[persona.id])
        for persona in sample_personas()
        if persona.id in profiles
    )


@cache
def builtin_profiles() -> dict[str, RoleProfile]:
    """The built-in profiles (of the sample personas) by persona id."""
    text = files("rolemrc.synth").joinpath("data", BUILTIN_PROFILES_FILE).read_text("utf-8")
    profiles = TypeAdapter(list[RoleProfile]).validate_json(text)
    return {profile.persona_id: profile for profile in profiles}


def builtin_profile(persona: Persona) -> RoleProfile | Reject:
    profile = builtin_profiles().get(persona.id)
    if profile is None:
        return Reject(
            stage=STAGE,
            item_id=persona.id,
            reason="no built-in profile for this persona (builtin profiles cover the sample "
            "personas only; use profiles.type: generate)",
            raw=persona.persona,
        )
    return profile


def builtin_stand_in(persona: Persona, failed: Reject) -> tuple[RoleProfile, Reject] | None:
    """The built-in profile that stands in for ``persona``'s failed generation, and the reject
    that records it (the problem and the raw answer kept); None without a built-in profile."""
    profile = builtin_profiles().get(persona.id)
    if profile is None:
        return None
    note = failed.model_copy(update={"reason": FALLBACK_REASON + failed.reason})
    return profile, note
