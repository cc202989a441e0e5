"""The dialogue builders against a scripted generator: every kind, its task name, turn layout,
narration, rules, directives, DPO rejected replies, rejects and determinism."""

from __future__ import annotations

import itertools
import re
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest
from pydantic import ValidationError

from rolemrc.core import TASKS, TEST_TASK_NAMES, Family, InputError, Message, Rule, TestRow
from rolemrc.llm import GenerationParams, ModelCallError
from rolemrc.rules import check_format_rules, extract_nested_requirement, has_narration, is_refusal
from rolemrc.synth._assembly import assemble, dpo_row, sft_row
from rolemrc.synth._config import QualityConfig, TestSplitConfig
from rolemrc.synth._prompt import nested_rule_lead_ins
from rolemrc.synth._records import (
    NO_ANSWER,
    Dialogue,
    MrcMatch,
    MrcTriplet,
    NamedItem,
    Reject,
    RoleMatches,
    RoleProfile,
    SpeechExample,
)
from rolemrc.synth._structured import GenerateFn
from rolemrc.synth.dialogues import DialogueConfig, build_dialogues
from rolemrc.synth.dialogues._chats import speaking_order
from rolemrc.synth.dialogues._data import NestedRules, _check_rules, dialogue_catalogue

NAME = "Ada Vance"

# A reply obeying each format rule of the catalogue, spoken by the role (narration added by the
# scripted generator where allowed, which none of these rules minds).
COMPLIANT = {
    "min_emojis": "Glaciers flow downhill under their own weight 🧊 slowly but surely ❄️",
    "max_words": "Glaciers flow because ice deforms under its own weight.",
    "no_commas": "Glaciers flow because thick ice deforms under its own weight.",
    "exclamation_sentences": "Glaciers flow downhill! Thick ice deforms under its own weight!",
    "all_lowercase": "glaciers flow because thick ice deforms under its own weight.",
    "all_capitals": "GLACIERS FLOW BECAUSE THICK ICE DEFORMS UNDER ITS OWN WEIGHT.",
    "ends_with_question": "Thick ice deforms under its own weight. Shall I show you a core?",
    "max_sentences": "Glaciers flow downhill. Thick ice deforms under its own weight.",
    "wrapped_in_quotes": '"Glaciers flow because thick ice deforms under its weight."',
    "starts_with": "Well, glaciers flow because thick ice deforms under its own weight.",
    "include_word": "Glaciers do indeed flow, as thick ice deforms under its own weight.",
    "bullet_points": "Glaciers flow because:\n- ice deforms under its weight\n- meltwater helps",
    "numbered_list": "Glaciers flow because:\n1. ice deforms under its weight\n2. meltwater helps",
    "paragraph_count": "Glaciers flow downhill.\n\nThick ice deforms under its own weight.",
    "postscript": "Glaciers flow because ice deforms.\nP.S. Bring warm gloves.",
}


def _between(text: str, tag: str) -> str:
    match = re.search(rf"<{tag}>\n(.*?)\n</{tag}>", text, re.DOTALL)
    assert match is not None, f"no <{tag}> in the prompt"
    return match.group(1)


OUT_OF_CHARACTER = "You are writing one reply of a general-purpose assistant"


class ScriptedGenerator:
    """Plays the generator: answers each dialogue prompt with a canned in-character text (a
    plain one where the prompt asks for the reply out of character).

    ``narrate`` adds bracketed narration to every role text even where the prompt forbids it
    ("always"), only to first answers ("first", so repair turns fix it), only where allowed, or
    never ("never").
    ``obey_rules=False`` returns rewrites that ignore the nested rule.
    """

    def __init__(self, *, narrate: str = "allowed", obey_rules: bool = True) -> None:
        self.narrate = narrate
        self.obey_rules = obey_rules
        self.calls: list[list[Message]] = []
        self.params: set[GenerationParams] = set()

    def __call__(self, messages: Sequence[Message], params: GenerationParams) -> str:
        self.calls.append(list(messages))
        self.params.add(params)
        prompt = messages[0].content
        allowed = "Use no narration" not in prompt
        if self.narrate == "always" or (self.narrate == "first" and len(messages) == 1):
            allowed = True
        if self.narrate == "never":
            allowed = False
        if prompt.startswith("You are editing one reply"):
            return self._rewrite(prompt, allowed)
        if prompt.startswith(OUT_OF_CHARACTER):
            spoken = f"Plain reply {len(self.calls)}: glaciers are large, slow rivers of ice."
            return _voiced(spoken, allowed)
        if prompt.startswith("You are writing one message"):
            user = "Write the user's" in prompt
            text = f"User message {len(self.calls)}: what is it like on the ice?"
            spoken = text if user else f"Role message {len(self.calls)}: the ice is quiet today."
            return _voiced(spoken, allowed and not user)
        draft = _between(prompt, "draft")
        if "stays firm" in prompt:
            spoken = "I'm sorry, but the passages still do not contain that answer."
        elif "does not guess one" in prompt:
            spoken = "I'm sorry, but the passages do not contain that answer."
        elif "beyond their expertise" in prompt:
            spoken = "That is outside my expertise, so I cannot answer it."
        elif "overriding instruction" in prompt:
            spoken = "I'm afraid I cannot answer questions about these passages today."
        else:  # an answer or an attempt: the draft, restyled
            spoken = f"{NAME} here. {draft}"
        return _voiced(spoken, allowed)

    def _rewrite(self, prompt: str, allowed: bool) -> str:
        original = _between(prompt, "reply")
        if not self.obey_rules:
            return original
        rule = re.search(r"ignores this rule from .*?'s profile: (.*)\n", prompt)
        assert rule is not None
        requirement = rule.group(1)
        for name, text in COMPLIANT.items():
            if any(verdict.rule == name for verdict in check_format_rules(text, requirement)):
                return _voiced(text, allowed)
        return original + " (content rule obeyed)" if allowed else original + " Rule obeyed."


def _voiced(spoken: str, narration: bool) -> str:
    return f"(Ada tilts her head) {spoken}" if narration else spoken


def _profile() -> RoleProfile:
    return RoleProfile(
        id="ada",
        persona_id="persona-7",
        name=NAME,
        brief_description="Ada is a glaciologist who has spent twenty winters on the ice.",
        abilities_and_skills=[
            NamedItem(name="Ice core analysis", description="Reads climate history from ice."),
            NamedItem(name="Glacier dynamics", description="Explains how glaciers flow."),
        ],
        speech_style="Calm, precise and fond of cold-weather metaphors.",
        personality=[NamedItem(name="Patient", description="Explains things twice, gladly.")],
        past_experience=["Led drilling seasons in Greenland and Antarctica."],
        knowledge_boundaries="Ada knows glaciology and climate; not finance, law or medicine.",
        speech_examples=[
            SpeechExample(
                topic="Crevasses", narration="Ada taps the map", speech="Stay on the flags."
            ),
            SpeechExample(topic="Ice cores", speech="Every layer is one winter."),
        ],
    )


def _triplet(triplet_id: str, answer: str) -> MrcTriplet:
    return MrcTriplet(
        id=triplet_id,
        query=f"question of {triplet_id}",
        passages=[f"First passage of {triplet_id}.", f"Second passage of {triplet_id}."],
        answers=[answer],
    )


TRIPLETS = {
    triplet.id: triplet
    for triplet in (
        *(_triplet(f"ice-{n}", f"Answer of ice-{n}.") for n in range(4)),
        *(_triplet(f"ice-open-{n}", NO_ANSWER) for n in range(2)),
        *(_triplet(f"tax-{n}", f"Answer of tax-{n}.") for n in range(4)),
        _triplet("tax-open", NO_ANSWER),
    )
}


def _matches() -> RoleMatches:
    def match(triplet_id: str, score: float) -> MrcMatch:
        return MrcMatch(
            triplet_id=triplet_id, score=score, answerable=TRIPLETS[triplet_id].answerable
        )

    related = [match(f"ice-{n}", 0.9 - n / 10) for n in range(4)]
    related += [match(f"ice-open-{n}", 0.7) for n in range(2)]
    unrelated = [match(f"tax-{n}", 0.1) for n in range(4)] + [match("tax-open", 0.05)]
    return RoleMatches(profile_id="ada", most_relevant=related, least_relevant=unrelated)


# Every task kind once (chats and ruled chats cycle over all their variants).
ONE_OF_EACH = DialogueConfig(
    free_chats=4, on_scene_chats=4, qa_per_type=1, multi_turn=4, nested=4, priority=2,
    chat_turns=(2, 3),
)  # fmt: skip


def _build(
    generator: GenerateFn, config: DialogueConfig = ONE_OF_EACH, seed: int = 7
) -> tuple[dict[str, Dialogue], list[Reject]]:
    dialogues, rejects = build_dialogues(
        _profile(), _matches(), TRIPLETS, generator, config, seed=seed
    )
    by_task = {dialogue.task: dialogue for dialogue in dialogues}
    assert len(by_task) == len(dialogues)
    return by_task, rejects


@pytest.fixture(scope="module")
def built() -> tuple[dict[str, Dialogue], list[Reject]]:
    return _build(ScriptedGenerator())


def test_every_task_kind_is_built_once_with_its_id(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, rejects = built
    assert rejects == []
    assert sorted(dialogues) == sorted(TASKS)
    for task, dialogue in dialogues.items():
        assert dialogue.id == f"ada-{task}-0"
        assert dialogue.profile_id == "ada"


def test_a_share_of_the_plan_builds_the_full_runs_dialogues_of_those_ids() -> None:
    """``share`` keeps about that share of the role's dialogues, each built as the full run
    builds it (the same plan, so the same requests and answers)."""
    config = ONE_OF_EACH.model_copy(
        update={"free_chats": 12, "on_scene_chats": 12, "qa_per_type": 3, "multi_turn": 12}
    )

    def answer(messages: Sequence[Message], params: GenerationParams) -> str:
        return ScriptedGenerator()(messages, params)  # a fresh one: the answer is the request's

    full, _ = build_dialogues(_profile(), _matches(), TRIPLETS, answer, config, seed=7)
    shared_config = config.model_copy(update={"share": 0.5})
    shared, _ = build_dialogues(_profile(), _matches(), TRIPLETS, answer, shared_config, seed=7)
    by_id = {dialogue.id: dialogue for dialogue in full}
    assert 0.3 * len(full) < len(shared) < 0.7 * len(full)
    assert all(by_id[dialogue.id] == dialogue for dialogue in shared)


def test_test_tasks_convert_to_upstream_test_rows(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    for task in TEST_TASK_NAMES:
        dialogue = dialogues[task]
        assert dialogue.messages[-1].role == "assistant"
        row = TestRow(
            question=dialogue.messages[:-1], reference=dialogue.messages[-1].content, task=task
        )
        assert row.question[0].role == "system"
        assert row.question[1].content.startswith("Here are some passages:\nPassage 1: ")
        roles = [turn.role for turn in row.question]
        multi_turn = TASKS[task].rule is Rule.MULTI_TURN
        assert roles == (
            ["system", "user", "assistant", "user"] if multi_turn else ["system", "user"]
        )


def test_single_turn_question_layout(built: tuple[dict[str, Dialogue], list[Reject]]) -> None:
    dialogues, _ = built
    answer = dialogues["role_related_mrc_answer_with_narration"]
    triplet = TRIPLETS[answer.triplet_id or ""]
    assert answer.messages[1].content == (
        f"Here are some passages:\nPassage 1: {triplet.passages[0]}\n"
        f"Passage 2: {triplet.passages[1]}\n\nQuestion: {triplet.query}"
    )
    attempt = dialogues["role_unrelated_mrc_answer_no_narration"]
    request = attempt.messages[1].content.rsplit("\n", 1)[1]
    assert request in dialogue_catalogue().seeds.ask_to_attempt


def test_triplets_honour_relevance_and_answerability(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    for task, dialogue in dialogues.items():
        kind = TASKS[task]
        if kind.family is Family.FREE_CHAT:
            assert dialogue.triplet_id is None
            continue
        triplet_id = dialogue.triplet_id or ""
        related = triplet_id.startswith("ice-")
        assert related == (kind.relevance.value == "related"), task
        if kind.family is Family.MRC_QA:
            no_answer = kind.behaviour.value == "no_answer"
            assert TRIPLETS[triplet_id].answerable != no_answer, task


def test_narration_only_where_the_task_allows_it(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    for task, dialogue in dialogues.items():
        texts = [message.content for message in dialogue.messages]
        if TASKS[task].narration:
            assert has_narration(dialogue.messages[-1].content), task
            assert "(Ada taps the map) Stay on the flags." in texts[0]
        else:
            assert not any(has_narration(text) for text in texts), task
            assert not has_narration(dialogue.rejected or ""), task
            assert "- Crevasses: Stay on the flags." in texts[0]


def test_replies_behave_as_their_task_says(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    for task in TEST_TASK_NAMES:
        behaviour = TASKS[task].behaviour.value
        target = dialogues[task].messages[-1].content
        assert is_refusal(target) == (behaviour in ("no_answer", "refusal")), task


def test_dpo_rejected_replies_where_the_paper_sets_them(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    seeds = dialogue_catalogue().seeds

    def answer_of(dialogue: Dialogue) -> str:
        return TRIPLETS[dialogue.triplet_id or ""].answers[0]

    for narration in ("with", "no"):
        answer = dialogues[f"role_related_mrc_answer_{narration}_narration"]
        assert answer.rejected == answer_of(answer)
        assert answer.messages[-1].content.endswith(f"{NAME} here. {answer_of(answer)}")
        assert dialogues[f"role_related_mrc_refused_{narration}_narration"].rejected in (
            seeds.no_answer
        )
        assert dialogues[f"role_unrelated_mrc_refused_{narration}_narration"].rejected in (
            seeds.refusal
        )
        attempt = dialogues[f"role_unrelated_mrc_answer_{narration}_narration"]
        opener, _, rest = (attempt.rejected or "").partition(":")
        assert f"{opener}:" in seeds.attempt
        assert rest == f" {answer_of(attempt)}"
        insisted = dialogues[f"role_related_mrc_refused_{narration}_narration-2ndrefused"]
        assert insisted.rejected in seeds.no_answer_insisted
        assert insisted.messages[3].content in seeds.insist_on_answer
        tried = dialogues[f"role_unrelated_mrc_refused_{narration}_narration-2ndanswer"]
        assert (tried.rejected or "").endswith(answer_of(tried))
        assert tried.messages[3].content in seeds.insist_on_attempt
        assert is_refusal(tried.messages[2].content)  # refused first, then attempts
    for task, dialogue in dialogues.items():
        if TASKS[task].family is not Family.MRC_QA:  # chats: the last reply out of character
            assert (dialogue.rejected or "").startswith("Plain reply "), task


def test_nested_rules_are_the_second_sentence_and_obeyed(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    rules = dialogue_catalogue().rules
    for narration in ("with", "no"):
        for kind in ("content", "format"):
            dialogue = dialogues[f"role_related_mrc_answer_{narration}_narration-special-{kind}"]
            rule = dialogue.meta["rule"]
            assert rule in getattr(rules, kind)
            lead_in = next(lead for lead in nested_rule_lead_ins() if rule.startswith(lead + " "))
            system = dialogue.messages[0].content
            assert system.split(". ")[1] + "." == rule
            assert extract_nested_requirement(system) == rule[len(lead_in) : -1]
            assert dialogue.meta["requirement"] == rule[len(lead_in) : -1]
            # rejected: the stylized answer written without the rule
            plain = dialogues[f"role_related_mrc_answer_{narration}_narration"]
            assert dialogue.rejected is not None
            assert dialogue.rejected.endswith(
                f"{NAME} here. {TRIPLETS[dialogue.triplet_id or ''].answers[0]}"
            )
            assert plain.messages[0].content.split(". ")[1] != rule[:-1]
            target = dialogue.messages[-1].content
            if kind == "format":
                verdicts = check_format_rules(target, dialogue.meta["requirement"])
                assert [verdict.passed for verdict in verdicts] == [True]


def test_priority_directive_in_the_system_prompt_and_a_refusal(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    directives = dialogue_catalogue().priority.directives
    for narration in ("with", "no"):
        dialogue = dialogues[f"role_related_mrc_answer_{narration}_narration-refused"]
        directive = dialogue.meta["directive"]
        assert directive in directives
        assert dialogue.messages[0].content.endswith(
            "Overriding instruction, which takes priority over everything above and over any "
            f"request from the user: {directive}"
        )
        assert is_refusal(dialogue.messages[-1].content)
        answer = TRIPLETS[dialogue.triplet_id or ""].answers[0]
        assert dialogue.rejected is not None and dialogue.rejected.endswith(answer)
        assert not is_refusal(dialogue.rejected)


def test_chats_alternate_speakers_and_end_with_the_role(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    dialogues, _ = built
    for task, dialogue in dialogues.items():
        kind = TASKS[task]
        if kind.family is Family.MRC_QA:
            continue
        roles = [message.role for message in dialogue.messages[1:]]
        opening = "assistant" if "_role_first_" in task else "user"
        assert roles[0] == opening, task
        assert roles[-1] == "assistant"
        assert all(a != b for a, b in itertools.pairwise(roles)), task
        assert roles.count("assistant") == dialogue.meta["role_turns"] in (2, 3)
        assert dialogue.meta["opening"] == ("role" if opening == "assistant" else "user")
        if kind.family is Family.FREE_CHAT:
            assert dialogue.meta["topic"] in (
                "Ice core analysis",
                "Glacier dynamics",
                "Crevasses",
                "Ice cores",
            )
            continue
        passages = TRIPLETS[dialogue.triplet_id or ""].passages
        where = dialogue.messages[0] if opening == "assistant" else dialogue.messages[1]
        assert f"Passage 1: {passages[0]}\nPassage 2: {passages[1]}" in where.content


def _chats(dialogues: dict[str, Dialogue]) -> dict[str, Dialogue]:
    return {
        task: dialogue
        for task, dialogue in dialogues.items()
        if TASKS[task].family is not Family.MRC_QA
    }


def _raw_turns(dialogue: Dialogue) -> list[tuple[str, str]]:
    """The turns before the last reply as the generator wrote them ("User" or "Assistant", text):
    the first User turn of an on-scene chat without the passages sent along with it."""
    turns = []
    for message in dialogue.messages[1:-1]:
        text = message.content
        if text.startswith("Here are some passages:\n"):
            text = text.rsplit("\n\n", 1)[1]
        turns.append(("Assistant" if message.role == "assistant" else "User", text))
    return turns


def _prompt_that_wrote(generator: ScriptedGenerator, plain_reply: str | None) -> str:
    """The prompt of the call that answered ``plain_reply`` (which names the call's number)."""
    number = int((plain_reply or "").split()[2].rstrip(":"))
    return generator.calls[number - 1][0].content


def test_chats_have_a_rejected_reply_written_out_of_character() -> None:
    """One more call per chat: the conversation before the last role reply, its passages, no
    profile; the answer (the scripted plain reply) is the chat's rejected reply."""
    generator = ScriptedGenerator()
    dialogues, rejects = _build(generator)
    assert rejects == []
    chats = _chats(dialogues)
    assert len(chats) == 8
    prompts = [call[0].content for call in generator.calls if len(call) == 1]
    out_of_character = [prompt for prompt in prompts if prompt.startswith(OUT_OF_CHARACTER)]
    assert len(out_of_character) == len(chats)
    for task, dialogue in chats.items():
        rejected = dialogue.rejected or ""
        assert re.fullmatch(r"Plain reply \d+: glaciers are large, slow rivers of ice\.", rejected)
        assert "rejected_failed" not in dialogue.meta
        prompt = _prompt_that_wrote(generator, rejected)
        assert prompt.startswith(OUT_OF_CHARACTER), task
        for profile_text in (
            "Ada is a glaciologist",  # the brief description
            "Calm, precise and fond of cold-weather metaphors.",  # the speech style
            "Stay on the flags.",  # a speech example
            "<profile>",
            f"{NAME}:",
        ):
            assert profile_text not in prompt, task
        conversation = "\n".join(f"{speaker}: {text}" for speaker, text in _raw_turns(dialogue))
        assert f"<conversation>\n{conversation}\n</conversation>" in prompt, task
        assert "Write the assistant's reply to the user's last message" in prompt
        assert "Use no narration at all" in prompt
        if TASKS[task].family is Family.ON_SCENE_CHAT:
            passages = TRIPLETS[dialogue.triplet_id or ""].passages
            assert (
                f"<passages>\nPassage 1: {passages[0]}\nPassage 2: {passages[1]}\n</passages>"
                in prompt
            ), task
        else:
            assert "<passages>" not in prompt, task


def test_an_opening_reply_out_of_character_keeps_the_topic_and_passages() -> None:
    """A role-first chat of one reply: the rejected reply opens the conversation, on the topic of
    a free chat and about the passages of an on-scene chat."""
    generator = ScriptedGenerator()
    config = DialogueConfig(
        free_chats=4, on_scene_chats=4, qa_per_type=0, multi_turn=0, nested=0, priority=0,
        chat_turns=(1, 1),
    )  # fmt: skip
    dialogues, rejects = build_dialogues(
        _profile(), _matches(), TRIPLETS, generator, config, seed=4
    )
    assert rejects == []
    openers = [d for d in dialogues if d.meta["opening"] == "role"]
    assert len(openers) == 4
    for dialogue in openers:
        assert [message.role for message in dialogue.messages] == ["system", "assistant"]
        prompt = _prompt_that_wrote(generator, dialogue.rejected)
        assert "<conversation>" not in prompt
        if TASKS[dialogue.task].family is Family.FREE_CHAT:
            assert (
                f"Write the assistant's first message, opening the conversation on the topic "
                f'"{dialogue.meta["topic"]}", the way a neutral assistant would'
            ) in prompt
        else:
            passage = TRIPLETS[dialogue.triplet_id or ""].passages[0]
            assert f"Passage 1: {passage}" in prompt
            assert "opening the conversation about the passages, the way" in prompt


def _narrating_out_of_character(
    messages: Sequence[Message], params: GenerationParams, scripted: ScriptedGenerator
) -> str:
    answer = scripted(messages, params)
    if messages[0].content.startswith(OUT_OF_CHARACTER):
        return f"(Ada waves) {answer}"
    return answer


def _echoing_out_of_character(
    messages: Sequence[Message], params: GenerationParams, scripted: ScriptedGenerator
) -> str:
    if messages[0].content.startswith(OUT_OF_CHARACTER):
        return messages[-1].content  # the prompt, or the request to write it again
    return scripted(messages, params)


def _refused_out_of_character(
    messages: Sequence[Message], params: GenerationParams, scripted: ScriptedGenerator
) -> str:
    if messages[0].content.startswith(OUT_OF_CHARACTER):
        raise ModelCallError("openai/gen", "server answered 400: content filtered", status=400)
    return scripted(messages, params)


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        (
            _narrating_out_of_character,
            "it contains bracketed narration ((Ada waves)), which this conversation must not "
            "have (after 3 attempts)",
        ),
        (_echoing_out_of_character, "it repeats the request to write it again ("),
        (
            _refused_out_of_character,
            "the generator call failed: openai/gen: server answered 400: content filtered",
        ),
    ],
)
def test_a_chat_without_an_acceptable_rejected_reply_is_kept_without_a_pair(
    answer: Callable[[Sequence[Message], GenerationParams, ScriptedGenerator], str], reason: str
) -> None:
    """Narration, an echo of the prompt or a request the server refuses for good: the chat is
    kept for SFT, with no rejected reply (so no DPO pair) and the reason in its meta."""
    scripted = ScriptedGenerator()
    dialogues, rejects = _build(lambda messages, params: answer(messages, params, scripted))
    assert rejects == []
    assert sorted(dialogues) == sorted(TASKS)
    for task, dialogue in _chats(dialogues).items():
        assert dialogue.rejected is None, task
        assert dialogue.meta["rejected_failed"].startswith(reason), task
        assert dpo_row(dialogue) is None
        assert sft_row(dialogue).messages == dialogue.messages
    for task, dialogue in dialogues.items():
        if TASKS[task].family is Family.MRC_QA:
            assert "rejected_failed" not in dialogue.meta


@pytest.mark.parametrize("status", [None, 429, 503])
def test_an_outage_while_writing_the_rejected_reply_propagates(status: int | None) -> None:
    scripted = ScriptedGenerator()

    def failing(messages: Sequence[Message], params: GenerationParams) -> str:
        if messages[0].content.startswith(OUT_OF_CHARACTER):
            raise ModelCallError("openai/gen", "gave up after 6 attempts", status=status)
        return scripted(messages, params)

    config = DialogueConfig(
        free_chats=1, on_scene_chats=0, qa_per_type=0, multi_turn=0, nested=0, priority=0
    )
    with pytest.raises(ModelCallError, match="gave up"):
        build_dialogues(_profile(), _matches(), TRIPLETS, failing, config, seed=1)


def test_chat_pairs_reach_dpo_jsonl_with_the_conversation_as_prompt(
    built: tuple[dict[str, Dialogue], list[Reject]],
) -> None:
    """Chats take the path of every other dialogue through assembly: the prompt is the
    conversation before the last role reply, chosen that reply, rejected the plain one (a
    with-narration chat's plain reply fails the narration check the chosen one passes, which
    keeps the pair)."""
    dialogues, _ = built
    chats = _chats(dialogues)
    assembly = assemble(
        list(chats.values()), ["ada"], quality=QualityConfig(), test=TestSplitConfig(size=0), seed=0
    )
    assert assembly.rejects == []
    assert assembly.stats["quality"]["dpo_pairs_dropped"] == 0
    assert set(assembly.stats["dpo"]["by_kind"]) == {"free_chats", "on_scene_chats"}
    rows = {row.task: row for row in assembly.dpo}
    assert sorted(rows) == sorted(chats)
    for task, row in rows.items():
        dialogue = chats[task]
        assert row.prompt == dialogue.messages[:-1]
        assert row.prompt[-1].role == ("system" if len(row.prompt) == 1 else "user")
        assert row.chosen == [dialogue.messages[-1]]
        assert row.rejected == [Message(role="assistant", content=dialogue.rejected or "")]


def test_speaking_order() -> None:
    assert speaking_order("role", 3) == ["role", "user", "role", "user", "role"]
    assert speaking_order("user", 2) == ["user", "role", "user", "role"]
    assert speaking_order("role", 1) == ["role"]


def test_same_seed_same_dialogues_other_seed_other_choices() -> None:
    first, _ = _build(ScriptedGenerator())
    again, _ = _build(ScriptedGenerator())
    assert [d.model_dump() for d in first.values()] == [d.model_dump() for d in again.values()]
    other, _ = _build(ScriptedGenerator(), seed=8)
    assert sorted(other) == sorted(first)
    choices = [(d.triplet_id, d.rejected, d.meta) for d in first.values()]
    assert choices != [
        (other[task].triplet_id, other[task].rejected, other[task].meta) for task in first
    ]


def test_counts_cycle_over_variants_and_ids_count_per_task() -> None:
    config = DialogueConfig(
        free_chats=6, on_scene_chats=0, qa_per_type=2, multi_turn=0, nested=0, priority=0,
        chat_turns=(1, 1),
    )  # fmt: skip
    dialogues, rejects = build_dialogues(
        _profile(), _matches(), TRIPLETS, ScriptedGenerator(), config, seed=3
    )
    assert rejects == []
    tasks = Counter(dialogue.task for dialogue in dialogues)
    free = {task: n for task, n in tasks.items() if task.startswith("free_chat")}
    assert sorted(free.values()) == [1, 1, 2, 2]
    assert all(
        tasks[task] == 2
        for task in TASKS
        if TASKS[task].family is Family.MRC_QA and TASKS[task].rule is Rule.NONE
    )
    assert len(dialogues) == 6 + 16
    ids = {dialogue.id for dialogue in dialogues}
    assert "ada-role_related_mrc_answer_with_narration-1" in ids
    # two answer rows of one type use two different triplets
    answers = [d.triplet_id for d in dialogues if d.task == "role_related_mrc_answer_no_narration"]
    assert len(set(answers)) == 2


def test_narration_in_a_no_narration_reply_is_repaired() -> None:
    generator = ScriptedGenerator(narrate="first")
    dialogues, rejects = _build(generator)
    assert rejects == []
    answer = dialogues["role_related_mrc_answer_no_narration"]
    assert not has_narration(answer.messages[-1].content)
    repairs = [call for call in generator.calls if len(call) == 3]
    assert repairs
    assert repairs[0][2].content.startswith(
        "That answer cannot be used: it contains bracketed narration ((Ada tilts her head)), "
    )


def test_narration_that_stays_is_rejected_after_the_attempts() -> None:
    generator = ScriptedGenerator(narrate="always")
    dialogues, rejects = _build(generator)
    rejected_tasks = {reject.item_id.removeprefix("ada-").removesuffix("-0") for reject in rejects}
    assert rejected_tasks == {task for task in TASKS if not TASKS[task].narration}
    assert set(dialogues) == {task for task in TASKS if TASKS[task].narration}
    # the with-narration chats stay, without a rejected reply (it may not narrate)
    for task, dialogue in _chats(dialogues).items():
        assert dialogue.rejected is None, task
        assert "it contains bracketed narration" in dialogue.meta["rejected_failed"], task
    reject = next(r for r in rejects if r.item_id == "ada-role_related_mrc_answer_no_narration-0")
    assert reject.stage == "dialogues"
    assert reject.reason == (
        "role_related_mrc_answer_no_narration: it contains bracketed narration "
        "((Ada tilts her head)), which this conversation must not have (after 3 attempts)"
    )
    assert reject.raw.startswith("(Ada tilts her head) ")


def test_a_with_narration_reply_without_narration_is_asked_again_then_rejected() -> None:
    generator = ScriptedGenerator(narrate="never")
    dialogues, rejects = _build(generator)
    narrated = {task for task in TASKS if TASKS[task].narration}
    assert {reject.item_id.removeprefix("ada-").removesuffix("-0") for reject in rejects} == (
        narrated
    )
    assert set(dialogues) == set(TASKS) - narrated
    assert all(
        "it has no bracketed narration of the character's actions or expressions (after 3 "
        "attempts)" in reject.reason
        for reject in rejects
    )


class Echoing:
    """An echoing generator: the prompt back (the first ``echoes`` answers to each prompt, or
    all of them), else what ``then`` says."""

    def __init__(self, then: ScriptedGenerator, echoes: int | None = None) -> None:
        self.then = then
        self.echoes = echoes

    def __call__(self, messages: Sequence[Message], params: GenerationParams) -> str:
        answered = (len(messages) - 1) // 2  # earlier answers to this prompt
        if self.echoes is None or answered < self.echoes:
            return messages[-1].content  # the prompt, or the request to write it again
        return self.then(messages, params)


def test_an_echo_is_asked_again_and_never_becomes_a_dialogue() -> None:
    repaired, rejects = _build(Echoing(ScriptedGenerator(), echoes=1))
    assert rejects == [] and set(repaired) == set(TASKS)
    assert repaired == _build(ScriptedGenerator())[0]
    dialogues, rejects = _build(Echoing(ScriptedGenerator()))
    assert dialogues == {}
    reasons = [reject.reason.split(": ", 1)[1] for reject in rejects]
    assert len(reasons) == len(TASKS)
    # the last answer repeats the request to write it again
    assert all(
        reason.startswith("it repeats the request to write it again (") for reason in reasons
    ), reasons


def test_a_broken_format_rule_rejects_the_dialogue() -> None:
    dialogues, rejects = _build(ScriptedGenerator(obey_rules=False))
    format_tasks = {task for task in TASKS if TASKS[task].rule is Rule.NESTED_FORMAT}
    assert {reject.item_id for reject in rejects} == {f"ada-{task}-0" for task in format_tasks}
    assert all("breaks the format rule" in reject.reason for reject in rejects)
    assert not format_tasks & set(dialogues)
    assert "role_related_mrc_answer_no_narration-special-content" in dialogues


def test_missing_triplets_of_a_kind_are_rejected() -> None:
    matches = _matches()
    only_answerable = matches.model_copy(
        update={"most_relevant": [m for m in matches.most_relevant if m.answerable]}
    )
    config = DialogueConfig(
        free_chats=0, on_scene_chats=0, qa_per_type=1, multi_turn=4, nested=0, priority=0
    )
    dialogues, rejects = build_dialogues(
        _profile(), only_answerable, TRIPLETS, ScriptedGenerator(), config, seed=1
    )
    assert sorted(reject.reason for reject in rejects) == sorted(
        f"{task}: no most relevant unanswerable triplet is matched to the profile"
        for task in (
            "role_related_mrc_refused_with_narration",
            "role_related_mrc_refused_no_narration",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "role_related_mrc_refused_no_narration-2ndrefused",
        )
    )
    assert len(dialogues) == 8 + 4 - 4


def test_inconsistent_inputs_raise() -> None:
    generator = ScriptedGenerator()
    with pytest.raises(InputError, match="'ice-0', which is not among the triplets given"):
        build_dialogues(_profile(), _matches(), {}, generator, ONE_OF_EACH, seed=1)
    other = _matches().model_copy(update={"profile_id": "bob"})
    with pytest.raises(InputError, match="the matches are those of profile 'bob', not 'ada'"):
        build_dialogues(_profile(), other, TRIPLETS, generator, ONE_OF_EACH, seed=1)
    with pytest.raises(ValidationError, match="chat_turns"):
        DialogueConfig(chat_turns=(4, 2))


def test_generator_call_failures_become_rejects() -> None:
    def failing(messages: Sequence[Message], params: GenerationParams) -> str:
        raise ModelCallError("openai/gen", "server answered 400: context too long", status=400)

    config = DialogueConfig(
        free_chats=1, on_scene_chats=0, qa_per_type=0, multi_turn=0, nested=0, priority=0
    )
    dialogues, rejects = build_dialogues(_profile(), _matches(), TRIPLETS, failing, config, seed=1)
    assert dialogues == []
    assert len(rejects) == 1
    assert rejects[0].reason.endswith(
        "the generator call failed: openai/gen: server answered 400: context too long"
    )


@pytest.mark.parametrize("status", [None, 429, 500, 503])
def test_generator_outages_propagate_so_a_resume_redoes_them(status: int | None) -> None:
    def failing(messages: Sequence[Message], params: GenerationParams) -> str:
        raise ModelCallError("openai/gen", "gave up after 6 attempts", status=status)

    config = DialogueConfig(
        free_chats=1, on_scene_chats=0, qa_per_type=0, multi_turn=0, nested=0, priority=0
    )
    with pytest.raises(ModelCallError, match="gave up"):
        build_dialogues(_profile(), _matches(), TRIPLETS, failing, config, seed=1)


def test_generation_params_follow_the_config() -> None:
    generator = ScriptedGenerator()
    config = DialogueConfig(
        free_chats=0, on_scene_chats=0, qa_per_type=1, multi_turn=0, nested=0, priority=0,
        temperature=0.3, max_new_tokens=99,
    )  # fmt: skip
    build_dialogues(_profile(), _matches(), TRIPLETS, generator, config, seed=5)
    assert len(generator.calls) == 8  # one call per QA reply, none repaired
    assert generator.params == {GenerationParams(temperature=0.3, max_new_tokens=99, seed=5)}


def test_no_rejected_reply_when_the_unruled_reply_already_obeys(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    catalogue = dialogue_catalogue()
    short_replies = NestedRules(
        content=catalogue.rules.content, format=["You should respond in fewer than 60 words."]
    )
    monkeypatch.setattr(
        "rolemrc.synth.dialogues._build.dialogue_catalogue",
        lambda: replace(catalogue, rules=short_replies),
    )
    config = DialogueConfig(
        free_chats=0, on_scene_chats=0, qa_per_type=0, multi_turn=0, nested=4, priority=0
    )
    dialogues, rejects = build_dialogues(
        _profile(), _matches(), TRIPLETS, ScriptedGenerator(), config, seed=2
    )
    assert rejects == []
    rejected = {dialogue.task: dialogue.rejected for dialogue in dialogues}
    for narration in ("with", "no"):
        # the scripted answer is short: it obeys the word limit without being asked
        assert rejected[f"role_related_mrc_answer_{narration}_narration-special-format"] is None
        assert rejected[f"role_related_mrc_answer_{narration}_narration-special-content"]


# --- the data files ---------------------------------------------------------------------------


def test_every_format_rule_is_recognised_and_has_a_compliant_reply() -> None:
    checkers = []
    for rule in dialogue_catalogue().rules.format:
        lead_in = next(lead for lead in nested_rule_lead_ins() if rule.startswith(lead + " "))
        requirement = rule[len(lead_in) : -1]
        (checker,) = [verdict.rule for verdict in check_format_rules("", requirement)]
        checkers.append(checker)
        verdicts = check_format_rules(COMPLIANT[checker], requirement)
        assert [verdict.passed for verdict in verdicts] == [True], rule
        assert [
            verdict.passed
            for verdict in check_format_rules(f"(Ada smiles) {COMPLIANT[checker]}", requirement)
        ] == [True], rule
    assert sorted(checkers) == sorted(COMPLIANT)


def test_content_rules_trigger_no_format_checker() -> None:
    for rule in dialogue_catalogue().rules.content:
        assert check_format_rules("Any reply at all.", rule) == [], rule


def test_seed_scripts_read_as_their_behaviour() -> None:
    catalogue = dialogue_catalogue()
    for text in (
        *catalogue.seeds.no_answer,
        *catalogue.seeds.refusal,
        *catalogue.priority.refusals,
    ):
        assert is_refusal(text), text
    for opener in catalogue.seeds.attempt:
        assert not is_refusal(f"{opener} The answer is twelve."), opener


def test_a_bad_rule_catalogue_names_file_and_entry() -> None:
    with pytest.raises(InputError) as error:
        _check_rules(NestedRules(content=["You love to smile."], format=["You must be brief."]))
    assert str(error.value) == (
        "rolemrc/synth/data/dialogues/nested_rules.json, field 'format[0]': 'You must be "
        "brief.' must be recognised by 1 format checker(s), found none"
    )
    with pytest.raises(InputError, match=r"field 'content\[0\]': a nested rule must be one"):
        _check_rules(NestedRules(content=["You love to smile. Always."], format=["x"]))


def _answer_of_the_prompt_alone(messages: Sequence[Message], params: GenerationParams) -> str:
    """The scripted generator's answer, numbered by a digest of the request instead of a count
    of calls: a function of the request alone, the same whichever dialogues are written at the
    same time."""
    generator = ScriptedGenerator()
    digest = zlib.crc32("".join(message.content for message in messages).encode("utf-8"))
    generator.calls = [[]] * (digest % 10_000)
    return generator(messages, params)


def test_dialogues_written_in_parallel_are_those_written_one_after_another() -> None:
    config = ONE_OF_EACH.model_copy(update={"free_chats": 3, "on_scene_chats": 3})
    one_by_one = build_dialogues(
        _profile(), _matches(), TRIPLETS, _answer_of_the_prompt_alone, config, seed=5
    )
    together = build_dialogues(
        _profile(), _matches(), TRIPLETS, _answer_of_the_prompt_alone, config, seed=5, parallel=8
    )
    assert len(one_by_one[0]) > 20 and not one_by_one[1]
    assert together == one_by_one


def test_an_outage_stops_dialogues_written_in_parallel() -> None:
    def failing(messages: Sequence[Message], params: GenerationParams) -> str:
        if messages[0].content.startswith("You are editing one reply"):
            raise ModelCallError("openai/gen", "gave up after 6 attempts", status=503)
        return _answer_of_the_prompt_alone(messages, params)

    with pytest.raises(ModelCallError, match="gave up"):
        build_dialogues(_profile(), _matches(), TRIPLETS, failing, ONE_OF_EACH, seed=1, parallel=4)
    with pytest.raises(ValueError, match="parallel must be at least 1"):
        build_dialogues(_profile(), _matches(), TRIPLETS, failing, ONE_OF_EACH, seed=1, parallel=0)
