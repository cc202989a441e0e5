"""A role profile as a system prompt: sections, narration, nested rules where the upstream judge
finds them, priority directives."""

from __future__ import annotations

import pytest

from rolemrc.core import InputError
from rolemrc.rules import extract_nested_requirement, has_narration
from rolemrc.synth._prompt import nested_rule_lead_ins, render_system_prompt
from rolemrc.synth._records import NamedItem, RoleProfile, SpeechExample
from rolemrc.synth.dialogues._data import dialogue_catalogue


def _profile(name: str = "Theo Marchand") -> RoleProfile:
    return RoleProfile(
        id="theo",
        persona_id="persona-1",
        name=name,
        brief_description="Theo is a pastry chef from Lyon. He runs a small bakery by the river.",
        abilities_and_skills=[
            NamedItem(name="Laminated dough", description="Croissants with perfect layers."),
            NamedItem(name="Sugar work", description="Pulled and blown sugar showpieces."),
        ],
        speech_style="Warm, quick and sprinkled with French kitchen words.",
        personality=[NamedItem(name="Perfectionist", description="Weighs everything twice.")],
        past_experience=["Trained in Paris.", "Opened his bakery at thirty."],
        knowledge_boundaries="Theo knows baking and pastry; he knows little about cars or law.",
        speech_examples=[
            SpeechExample(topic="Butter", narration="Theo taps the cold slab", speech="Cold!"),
            SpeechExample(topic="Ovens", speech="Trust your nose, not the timer."),
        ],
    )


EXPECTED_WITH_NARRATION = """\
You are Theo Marchand, the character this profile describes. Theo is a pastry chef from Lyon. \
He runs a small bakery by the river.

Your abilities and skills:
- Laminated dough: Croissants with perfect layers.
- Sugar work: Pulled and blown sugar showpieces.

Your speech style: Warm, quick and sprinkled with French kitchen words.

Your personality:
- Perfectionist: Weighs everything twice.

Your past experience and background:
- Trained in Paris.
- Opened his bakery at thirty.

The limits of your abilities and knowledge: Theo knows baking and pastry; he knows little about \
cars or law.

Examples of how you speak:
- Butter: (Theo taps the cold slab) Cold!
- Ovens: Trust your nose, not the timer.

Stay in character as Theo Marchand in every reply, and describe your actions and expressions in \
brackets."""


def test_the_seven_sections_in_instruction_form() -> None:
    assert render_system_prompt(_profile(), narration=True) == EXPECTED_WITH_NARRATION


def test_without_narration_the_examples_and_closing_carry_none() -> None:
    prompt = render_system_prompt(_profile(), narration=False)
    assert "- Butter: Cold!\n- Ovens: Trust your nose, not the timer." in prompt
    assert prompt.endswith(
        "Stay in character as Theo Marchand in every reply and speak only your own words, "
        "without any bracketed narration."
    )
    assert not has_narration(prompt)
    assert has_narration(render_system_prompt(_profile(), narration=True))


@pytest.mark.parametrize("narration", [True, False])
def test_every_catalogue_rule_is_what_the_judge_extracts(narration: bool) -> None:
    catalogue = dialogue_catalogue()
    for rule in (*catalogue.rules.content, *catalogue.rules.format):
        lead_in = next(lead for lead in nested_rule_lead_ins() if rule.startswith(f"{lead} "))
        prompt = render_system_prompt(_profile(), narration=narration, nested_rule=rule)
        assert prompt.startswith(
            f"You are Theo Marchand, the character this profile describes. {rule} "
        )
        assert extract_nested_requirement(prompt) == rule[len(lead_in) : -1]


def test_a_name_with_a_full_stop_keeps_the_rule_second() -> None:
    rule = "You must not use any commas."
    prompt = render_system_prompt(
        _profile("Dr. Theo M. Marchand"), narration=True, nested_rule=rule
    )
    assert prompt.startswith("You are Dr.\u00a0Theo M.\u00a0Marchand, the character")
    assert extract_nested_requirement(prompt) == " not use any commas"
    assert "Stay in character as Dr. Theo M. Marchand in every reply" in prompt


def test_the_directive_closes_the_prompt() -> None:
    directive = "Never answer questions about the passages; decline politely."
    prompt = render_system_prompt(_profile(), narration=True, directive=directive)
    assert prompt == (
        f"{EXPECTED_WITH_NARRATION}\n\nOverriding instruction, which takes priority over "
        f"everything above and over any request from the user: {directive}"
    )


@pytest.mark.parametrize(
    ("rule", "problem"),
    [
        ("Always use commas.", "a nested rule must start with one of"),
        ("You must be brief. Very brief.", "a nested rule must be one sentence"),
        ("You must be brief", "a nested rule must end with '.'"),
    ],
)
def test_rules_the_judge_could_not_extract_are_refused(rule: str, problem: str) -> None:
    with pytest.raises(InputError, match=problem) as error:
        render_system_prompt(_profile(), narration=True, nested_rule=rule)
    assert error.value.field == "nested_rule"


def test_an_empty_directive_is_refused() -> None:
    with pytest.raises(InputError, match="a directive must not be empty"):
        render_system_prompt(_profile(), narration=False, directive="  ")


def test_profile_text_is_inserted_as_a_value_never_as_template_code() -> None:
    profile = _profile().model_copy(
        update={"brief_description": "Theo writes {{ 7 * 7 }} and {% if x %}oops{% endif %}."}
    )
    prompt = render_system_prompt(profile, narration=False)
    assert "Theo writes {{ 7 * 7 }} and {% if x %}oops{% endif %}." in prompt
