"""Base-model prompting (``generator.prompting: base``): transcripts to continue, the texts
composed from the continuations, checks and resampling, and profiles written field by field."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from rolemrc.core import TASKS, Family, InputError, Message, Rule
from rolemrc.llm import GenerationParams
from rolemrc.rules import check_format_rules, extract_nested_requirement, has_narration, is_refusal
from rolemrc.synth import GeneratorConfig
from rolemrc.synth._base_profiles import profile_document
from rolemrc.synth._config import GenerateProfiles
from rolemrc.synth._profiles import builtin_profiles, generate_profile, sample_personas
from rolemrc.synth._records import Dialogue, Persona, Reject, RoleProfile
from rolemrc.synth.dialogues import build_dialogues
from rolemrc.synth.dialogues._base import STAGE_CUES, sentences, speaker_name
from rolemrc.synth.dialogues._data import _read_cues, dialogue_catalogue
from synth.test_dialogues import ONE_OF_EACH, TRIPLETS, _matches, _profile

NARRATION = " and looks up from her notes"
CUE_ENDING = " spent a whole winter at the South Pole."
ROLE_LINES = (
    "The ice is quiet today.",
    "Blue ice is old ice, squeezed hard for centuries.",
    "I started with a summer job in Svalbard.",
    "Fear keeps you roped up and alive.",
    "We eat chocolate and pasta, mostly.",
    "A long drill needs patience and spare bits.",
)
USER_LINES = (
    "What is the ice like today?",
    "How did you start working on glaciers?",
    "Do you ever get scared out there?",
    "Which tools do you carry on a long drill?",
    "Why does ice turn blue?",
    "What do you eat in the field?",
)


class BaseModel:
    """Plays a base model: continues the start of the answer it is given, like the embedded
    model does, with a line that fits where the transcript stops."""

    def __init__(self, echo_first: bool = False) -> None:
        self.echo_first = echo_first
        self.calls: list[tuple[list[Message], GenerationParams]] = []

    def __call__(self, messages: Sequence[Message], params: GenerationParams) -> str:
        self.calls.append((list(messages), params))
        prefix, n = messages[-1].content, len(self.calls)
        if self.echo_first and params.seed == 0:
            return f" {_profile().brief_description}"  # a copy of the transcript: an echo
        if "(Ada " in prefix[-25:]:
            if ")" in params.stop:  # a reply's narration
                return NARRATION
            return f"{NARRATION}) {ROLE_LINES[n % len(ROLE_LINES)]} And"
        if prefix == "User:":
            return f" {USER_LINES[n % len(USER_LINES)]} I wonder"
        if prefix == "Assistant:":
            return f" Here is a plain answer, number {n}."
        if prefix == f"{speaker_name(_profile())}:":
            if "Question:" in messages[0].content:  # a remark on a question
                return f" Twenty winters on the ice taught me that, lesson {n}. And then"
            return f" {ROLE_LINES[n % len(ROLE_LINES)]} And"
        return CUE_ENDING  # the rest of a sentence a content rule's cue began


def _build(model: BaseModel) -> tuple[dict[str, Dialogue], list[Reject]]:
    dialogues, rejects = build_dialogues(
        _profile(), _matches(), TRIPLETS, model, ONE_OF_EACH, seed=7, prompting="base"
    )
    return {dialogue.task: dialogue for dialogue in dialogues}, rejects


@pytest.fixture(scope="module")
def built() -> tuple[dict[str, Dialogue], list[Reject], BaseModel]:
    model = BaseModel()
    by_task, rejects = _build(model)
    return by_task, rejects, model


def test_every_task_kind_is_built_and_passes_its_checks(
    built: tuple[dict[str, Dialogue], list[Reject], BaseModel],
) -> None:
    by_task, rejects, _ = built
    assert rejects == []
    assert set(by_task) == set(TASKS)
    for task, dialogue in by_task.items():
        kind = TASKS[task]
        final = dialogue.messages[-1].content
        for message in dialogue.messages[1:]:
            if message.role == "assistant":
                assert has_narration(message.content) == kind.narration, (task, message.content)
        if kind.family is Family.MRC_QA:
            assert is_refusal(final) == (kind.behaviour.value in ("no_answer", "refusal")), task
        if kind.rule is Rule.NESTED_FORMAT:
            requirement = extract_nested_requirement(dialogue.messages[0].content)
            verdicts = check_format_rules(final, requirement)
            assert verdicts and all(verdict.passed is not False for verdict in verdicts), task


def test_requests_continue_a_transcript_with_stop_strings_and_attempt_seeds(
    built: tuple[dict[str, Dialogue], list[Reject], BaseModel],
) -> None:
    _, _, model = built
    for messages, params in model.calls:
        assert [message.role for message in messages] == ["user", "assistant"]
        assert messages[0].content.startswith(
            ("A role-play transcript. Ada Vance: Ada is a", "A conversation between a user")
        )
        assert "\n" in params.stop
        assert params.seed == 0  # every first answer passed: one sample each
        assert params.max_new_tokens <= ONE_OF_EACH.max_new_tokens


def test_replies_carry_the_draft_in_the_roles_voice(
    built: tuple[dict[str, Dialogue], list[Reject], BaseModel],
) -> None:
    by_task, _, _ = built
    answer = TRIPLETS[by_task["role_related_mrc_answer_with_narration"].triplet_id or ""]
    narrated = by_task["role_related_mrc_answer_with_narration"]
    assert narrated.messages[-1].content in {
        f"(Ada {verb}{NARRATION}) {answer.answers[0]}" for verb in STAGE_CUES
    }
    assert narrated.rejected == answer.answers[0]  # the plain ground truth, as the paper does
    plain = by_task["role_related_mrc_answer_no_narration"]
    plain_answer = TRIPLETS[plain.triplet_id or ""].answers[0]
    assert re.fullmatch(
        rf"Twenty winters on the ice taught me that, lesson \d+\. {re.escape(plain_answer)}",
        plain.messages[-1].content,
    )
    chat = by_task["free_chat_user_first_no_narration"]
    assert chat.messages[1].content in USER_LINES
    assert chat.messages[2].content in ROLE_LINES
    assert chat.rejected is not None and chat.rejected.startswith("Here is a plain answer")


def test_a_content_rule_is_continued_from_its_cue(
    built: tuple[dict[str, Dialogue], list[Reject], BaseModel],
) -> None:
    by_task, _, _ = built
    for task in ("role_related_mrc_answer_with_narration-special-content",
                 "role_related_mrc_answer_no_narration-special-content"):  # fmt: skip
        dialogue = by_task[task]
        assert dialogue.rejected is not None
        assert dialogue.messages[-1].content != dialogue.rejected
        assert dialogue.rejected in dialogue.messages[-1].content or dialogue.messages[
            -1
        ].content.startswith(("Hello, my friend,", "My friend,", "(Ada"))


def test_an_echo_is_sampled_again_with_the_next_seed() -> None:
    model = BaseModel(echo_first=True)
    by_task, rejects = _build(model)
    assert rejects == [] and set(by_task) == set(TASKS)
    # answers that are mostly the copied profile sentence were sampled again, with seed 1
    seeds = [params.seed for _, params in model.calls]
    assert seeds.count(1) >= 20 and set(seeds) == {0, 1}


def test_sentences_keeps_whole_sentences() -> None:
    assert sentences(" One. Two! Three? Four and", 2) == "One. Two!"
    assert sentences(" One. Two and", 3) == "One."
    assert sentences(" no stop at all", 1) == "no stop at all."
    with pytest.raises(ValueError, match="wrote nothing"):
        sentences("  ", 1)


# --- profiles -------------------------------------------------------------------------------

FIELD_ANSWERS = {
    "Name:": " Mara Quill, the Lantern Keeper",
    "Description:": " Mara keeps the harbour lighthouse running and knows every ship's lights.",
    "Speech style:": " She speaks slowly and warmly, with sea words everywhere.",
    "Knowledge boundaries:": " Mara knows ships, weather and lamps; not money, law or medicine.",
}
ITEMS = {
    "Skills": [
        " Lamp Repair: She fixes the great lens and its clockwork.",
        " Weather Reading: She reads storms from the clouds at dusk.",
        " Signal Codes: She knows the flag and light signals of ships.",
    ],
    "Personality": [
        " Steady: Nothing at sea rattles her.",
        " Kind: She brings soup to stranded sailors.",
        " Stubborn: She never leaves the lamp unlit.",
    ],
    "Past experience": [
        " Mara grew up on a fishing boat in the north.",
        " She took over the lighthouse from her aunt at twenty.",
        " One winter she guided a lost ferry home through fog.",
    ],
    "Speech examples": [
        " Storm Night: (Mara wipes the salt from the glass) Keep the light burning, always.",
        " Old Ships: (Mara points at a distant mast) That one has passed here for forty years.",
        " Fog: (Mara lowers her voice) In the fog you listen for the bell, not the light.",
    ],
}


class ProfileWriter:
    """Plays a base model continuing a profile document, field by field."""

    def __init__(self, broken_section: str | None = None) -> None:
        self.broken_section = broken_section
        self.prefixes: list[str] = []
        self.contexts: set[str] = set()

    def __call__(self, messages: Sequence[Message], params: GenerationParams) -> str:
        prefix = messages[-1].content
        self.prefixes.append(prefix)
        self.contexts.add(messages[0].content)
        assert params.stop == ("\n",)
        for label, answer in FIELD_ANSWERS.items():
            if prefix.endswith(label):
                return answer
        section = [label for label in ITEMS if f"\n{label}:\n" in prefix][-1]
        if section == self.broken_section:
            return " no parts here"
        tail = prefix.rsplit(f"\n{section}:\n", 1)[1]
        done = sum(line.startswith("- ") for line in tail.split("\n"))
        return ITEMS[section][done]


PERSONA = Persona(id="lantern", persona="A lighthouse keeper on a stormy northern coast.")
SETTINGS = GenerateProfiles(attempts=2, max_new_tokens=80)
BASE = GeneratorConfig(model="embedded", prompting="base", temperature=0.8)


def test_a_profile_is_written_field_by_field() -> None:
    writer = ProfileWriter()
    profile = generate_profile(PERSONA, writer, BASE, SETTINGS, seed=3)
    assert isinstance(profile, RoleProfile)
    assert profile.id == "role-lantern" and profile.persona_id == "lantern"
    assert profile.name == "Mara Quill, the Lantern Keeper"
    assert [skill.name for skill in profile.abilities_and_skills] == [
        "Lamp Repair", "Weather Reading", "Signal Codes"
    ]  # fmt: skip
    assert profile.speech_examples[0].narration == "Mara wipes the salt from the glass"
    assert len(writer.prefixes) == 4 + 4 * 3  # four one-line fields, four lists of three
    document = profile_document(PERSONA.persona, profile)
    assert writer.prefixes[-1] + ITEMS["Speech examples"][2] == document


def test_the_examples_are_other_personas_built_in_profiles() -> None:
    writer = ProfileWriter()
    own = sample_personas()[0]
    generate_profile(own, writer, BASE, SETTINGS, seed=3)
    (context,) = writer.contexts
    assert builtin_profiles()[own.id].name not in context
    assert sum(profile.name in context for profile in builtin_profiles().values()) == 1


def test_a_field_that_never_parses_rejects_the_profile_and_names_it() -> None:
    reject = generate_profile(
        PERSONA, ProfileWriter(broken_section="Personality"), BASE, SETTINGS, seed=3
    )
    assert isinstance(reject, Reject)
    assert reject.reason.startswith("field personality: an item reads 'Name: description'")
    assert "(after 2 attempts)" in reject.reason


def test_the_cue_catalogue_must_match_the_content_rules() -> None:
    rules = dialogue_catalogue().rules
    extra = "You love to hum a tune in every answer."
    with pytest.raises(InputError) as error:
        _read_cues(rules.model_copy(update={"content": [*rules.content, extra]}))
    assert str(error.value) == (
        f"rolemrc/synth/data/dialogues/rule_cues.json, field {extra!r}: "
        "this content rule has no cue"
    )
    with pytest.raises(InputError, match="a cue for a rule that is not a content rule"):
        _read_cues(rules.model_copy(update={"content": rules.content[1:]}))
