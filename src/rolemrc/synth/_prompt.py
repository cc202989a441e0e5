"""A role profile as a system prompt, with or without narration, a nested rule or a directive.

Layout contract with the upstream judge: a nested rule is the prompt's *second sentence*. The
judge cuts it out with ``system_prompt.split('. ')[1]`` and deletes the lead-in ("You must",
"You love to", ...), so the first sentence ("You are NAME, ...") holds no ``'. '`` and the rule
is one sentence, followed by a space, that starts with one of the judge's lead-ins.
"""

from __future__ import annotations

import functools

from rolemrc.core import InputError
from rolemrc.rules import judge_templates
from rolemrc.synth._records import RoleProfile
from rolemrc.synth.dialogues._templates import render_dialogue_template

_NO_BREAK_SPACE = "\u00a0"


@functools.cache
def nested_rule_lead_ins() -> tuple[str, ...]:
    """The lead-ins the upstream judge deletes from a nested rule ("You must", ...)."""
    extraction = judge_templates()["nested_content_extraction"]
    return tuple(str(lead_in) for lead_in in extraction["lead_ins_removed"])


def nested_rule_problem(rule: str) -> str | None:
    """Why ``rule`` cannot be nested as the second sentence of a system prompt, or None."""
    if not any(rule.startswith(f"{lead_in} ") for lead_in in nested_rule_lead_ins()):
        return f"a nested rule must start with one of {list(nested_rule_lead_ins())}"
    if ". " in rule or "\n" in rule:
        return "a nested rule must be one sentence on one line (no '. ' inside)"
    if not rule.endswith("."):
        return "a nested rule must end with '.'"
    return None


def _opening(name: str) -> str:
    # A name such as "Dr. Ada Vance" would put a '. ' into the first sentence and shift the
    # rule out of second place; a no-break space keeps it readable and out of the split.
    name = name.replace(". ", "." + _NO_BREAK_SPACE)
    return f"You are {name}, the character this profile describes."


def render_system_prompt(
    profile: RoleProfile,
    *,
    narration: bool,
    nested_rule: str | None = None,
    directive: str | None = None,
) -> str:
    """The system prompt that puts a model into ``profile``'s role.

    The seven profile sections read as instructions; speech examples carry their bracketed
    narration only when ``narration`` is True, and the closing line asks for narration or forbids
    it. ``nested_rule`` (a sentence such as "You must not use any commas.") becomes the second
    sentence; ``directive`` (a priority instruction) closes the prompt as an overriding
    instruction. Raises :class:`InputError` for a rule the upstream judge could not extract.
    """
    if nested_rule is not None and (problem := nested_rule_problem(nested_rule)) is not None:
        raise InputError(f"{problem}: {nested_rule!r}", field="nested_rule")
    if directive is not None and not directive.strip():
        raise InputError("a directive must not be empty", field="directive")
    examples = [
        {"topic": example.topic, "text": example.render(narration=narration)}
        for example in profile.speech_examples
    ]
    return render_dialogue_template(
        "system_prompt",
        opening=_opening(profile.name),
        nested_rule=nested_rule,
        profile=profile,
        speech_examples=examples,
        narration=narration,
        directive=directive.strip() if directive is not None else None,
    )
