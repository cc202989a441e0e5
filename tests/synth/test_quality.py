"""Quality gates: MinHash near duplicates, leakage, echoes, narration and format-rule gates, and
DPO pairs whose chosen reply is the worse one."""

from __future__ import annotations

import pytest

from rolemrc.core import Message
from rolemrc.synth import Dialogue, NearDuplicateIndex
from rolemrc.synth._assembly import assemble
from rolemrc.synth._config import QualityConfig, TestSplitConfig
from rolemrc.synth._quality import (
    gate_dialogues,
    jaccard,
    preference_problem,
    remove_leaks,
    remove_near_duplicates,
    shingles,
)

LONG = (
    "The northern lights appear when charged particles from the sun collide with gases high in "
    "the atmosphere, and the colours depend on which gas is struck and at what height it happens"
)


def _dialogue(
    identifier: str,
    task: str,
    reply: str,
    *,
    user: str = "What causes the lights?",
    system: str = "You are Ingrid.",
) -> Dialogue:
    return Dialogue(
        id=identifier,
        task=task,
        profile_id="role-a",
        messages=[
            Message(role="system", content=system),
            Message(role="user", content=user),
            Message(role="assistant", content=reply),
        ],
    )


def test_shingles_and_jaccard() -> None:
    assert shingles("One, two THREE", 5) == shingles("one two three", 5)  # one short shingle
    assert len(shingles("a b c d e f", 5)) == 2
    assert jaccard(frozenset({1, 2}), frozenset({2, 3})) == pytest.approx(1 / 3)


def test_index_finds_near_duplicates_only() -> None:
    words = [f"word{number}" for number in range(100)]  # 96 distinct 5-grams
    index = NearDuplicateIndex(threshold=0.8)
    index.add("first", " ".join(words))
    assert index.find(" ".join(words)) == ("first", 1.0)
    changed = " ".join([*words[:50], "other", *words[51:]])  # 5 shingles out, 5 in
    assert index.find(changed) == ("first", pytest.approx(91 / 101))
    assert index.find(LONG) is None
    assert index.find(LONG.replace("colours", "colors")) is None  # 27/37 < 0.8 is not a match
    with pytest.raises(ValueError, match="already indexed"):
        index.add("first", LONG)


def test_index_threshold_is_exact() -> None:
    grams_a, grams_b = shingles(LONG, 5), shingles(LONG.replace("colours", "colors"), 5)
    similarity = jaccard(grams_a, grams_b)
    index = NearDuplicateIndex(threshold=similarity)
    index.add("first", LONG)
    assert index.find(LONG.replace("colours", "colors")) == ("first", similarity)
    stricter = NearDuplicateIndex(threshold=similarity + 1e-9)
    stricter.add("first", LONG)
    assert stricter.find(LONG.replace("colours", "colors")) is None


def test_near_duplicates_are_per_task() -> None:
    task = "role_related_mrc_answer_no_narration"
    other = "role_related_mrc_answer_with_narration"
    dialogues = [
        _dialogue("d1", task, LONG),
        _dialogue("d2", task, LONG + "."),
        _dialogue("d3", other, LONG),
    ]
    kept, rejects = remove_near_duplicates(dialogues, NearDuplicateIndex)
    assert [dialogue.id for dialogue in kept] == ["d1", "d3"]
    assert [(reject.item_id, reject.reason) for reject in rejects] == [
        ("d2", "near duplicate of d1 (Jaccard 1.00)")
    ]


def test_leaking_training_rows_are_dropped() -> None:
    test_row = _dialogue("t1", "role_related_mrc_answer_no_narration", "x", user=LONG)
    leaking = _dialogue(
        "d1", "role_related_mrc_answer_with_narration", "y", user=LONG, system="Other role"
    )
    clean = _dialogue(
        "d2", "role_related_mrc_answer_with_narration", "z", user="How tall is Everest?"
    )
    kept, rejects = remove_leaks([leaking, clean], [test_row], NearDuplicateIndex())
    assert [dialogue.id for dialogue in kept] == ["d2"]
    assert rejects[0].reason == "leaks test row t1 (Jaccard 1.00)"


def test_narration_gate_and_format_gate() -> None:
    narrated = _dialogue("n1", "role_related_mrc_answer_no_narration", "(She smiles) Auroras.")
    allowed = _dialogue("n2", "role_related_mrc_answer_with_narration", "(She smiles) Auroras.")
    system = "You are Ingrid. You must not use any commas. Speak well."
    broken = _dialogue(
        "f1", "role_related_mrc_answer_no_narration-special-format", "Yes, auroras.", system=system
    )
    obeyed = _dialogue(
        "f2", "role_related_mrc_answer_no_narration-special-format", "Yes auroras.", system=system
    )
    kept, rejects = gate_dialogues(
        [narrated, allowed, broken, obeyed], check_narration=True, check_format=True
    )
    assert [dialogue.id for dialogue in kept] == ["n2", "f2"]
    assert [(reject.item_id, reject.reason) for reject in rejects] == [
        ("n1", "narration in reply 2 of a no-narration task"),
        ("f1", "format rule(s) violated: no_commas"),
    ]
    kept, rejects = gate_dialogues([narrated, broken], check_narration=False, check_format=False)
    assert len(kept) == 2 and not rejects


INGRID = (
    "You are Ingrid Solberg, the Night Sky Guide, the character this profile describes. Ingrid "
    "Solberg is an astronomer who runs the public viewing nights of a city observatory. She "
    "studies exoplanets and takes joy in showing visitors the Moon, the planets and the aurora.\n"
    "Your speech style: Ingrid speaks calmly and precisely, with a sense of wonder.\n"
    "Stay in character as Ingrid Solberg in every reply, and describe your actions and "
    "expressions in brackets."
)
STAR_QUESTION = (
    "Here are some passages:\n"
    "Passage 1: Proxima Centauri is the closest star to the Sun, about 4.24 light years away, "
    "in the constellation of Centaurus.\n"
    "Passage 2: Alpha Centauri A and B form a binary system about 4.37 light years away.\n\n"
    "Question: which star is the closest to the sun"
)
ANSWER_TASK = "role_related_mrc_answer_with_narration"
# What the embedded model wrote as the chosen reply: the start of its generation prompt.
PROMPT_ECHO = (
    "You are writing one reply of Ingrid Solberg, the Night Sky Guide in a role-play "
    "conversation. Ingrid Solberg, the Night Sky Guide's role profile, which Ingrid Solberg "
    f"follows as instructions: <profile> {INGRID[:200]}"
)


def _star(identifier: str, reply: str, *, rejected: str | None = None, **kwargs: str) -> Dialogue:
    dialogue = _dialogue(
        identifier,
        kwargs.get("task", ANSWER_TASK),
        reply,
        user=STAR_QUESTION,
        system=kwargs.get("system", INGRID),
    )
    return dialogue.model_copy(update={"rejected": rejected})


GOOD_STAR_REPLIES = (
    "(Ingrid smiles) Proxima Centauri, about 4.24 light years away.",
    "(Ingrid points low over the southern horizon) Proxima Centauri is the closest star to the "
    "Sun, about 4.24 light years away, in the constellation of Centaurus.",
    "(Ingrid looks up, smiling) Which star is the closest to the Sun? Proxima Centauri, a little "
    "red dwarf some 4.24 light years away: its light left it before your last birthday but three.",
)


def test_echoes_are_rejected_whatever_the_config() -> None:
    good = [_star(f"g{n}", reply) for n, reply in enumerate(GOOD_STAR_REPLIES)]
    echoes = [
        _star("e1", f"(Ingrid smiles) {PROMPT_ECHO}"),
        _star("e2", f"(Ingrid smiles) {INGRID}"),
        _star("e3", f"(Ingrid smiles) {STAR_QUESTION}"),
    ]
    repeated = Dialogue(
        id="e4",
        task="free_chat_user_first_with_narration",
        profile_id="role-a",
        messages=[
            Message(role="system", content=INGRID),
            Message(role="user", content="Tell me about the aurora tonight, please, Ingrid!"),
            Message(role="assistant", content="(Ingrid beams) The aurora is dancing tonight."),
            Message(role="user", content="What colour will it be, and when should I look?"),
            Message(role="assistant", content="(Ingrid beams) The aurora is dancing tonight."),
        ],
    )
    for checks in (True, False):
        kept, rejects = gate_dialogues(
            [*good, *echoes, repeated], check_narration=checks, check_format=checks
        )
        assert [dialogue.id for dialogue in kept] == ["g0", "g1", "g2"]
        assert [(reject.item_id, reject.reason.split(":")[0]) for reject in rejects] == [
            ("e1", "echo in reply 2"),
            ("e2", "echo in reply 2"),
            ("e3", "echo in reply 2"),
            ("e4", "echo in reply 4"),
        ]
    assert [reject.reason.split(": ")[1].split(" (")[0] for reject in rejects] == [
        "it repeats the system prompt",  # the generation prompt opens with the profile
        "it repeats the system prompt",
        "it repeats turn 1 of the conversation",
        "it repeats turn 2 of the conversation word for word",
    ]


# What a server that ignores continue_final_message wrote after a prefix, glued onto it
SPLICED_REPLIES = [
    "(Ingrid leans forwardUser: Hi there! I'm Ingrid Solberg.) Proxima Centauri is closest.",
    "(Ingrid smiles<b>Note:</b>) There is no answer to that in the passage.",
    "(Ingrid grins) User:. Proxima Centauri, about 4.24 light years away. User: User:",
    "(Ingrid nods) Proxima Centauri.<|user|> And the next one?",
    "(Ingrid laughs) Proxima Centauri.<end_of_turn>\n<start_of_turn>model",
]


@pytest.mark.parametrize("checks", [True, False])
def test_spliced_turns_are_rejected_whatever_the_config(checks: bool) -> None:
    good = [_star(f"g{n}", reply) for n, reply in enumerate(GOOD_STAR_REPLIES)]
    spliced = [_star(f"s{n}", reply) for n, reply in enumerate(SPLICED_REPLIES)]
    kept, rejects = gate_dialogues([*good, *spliced], check_narration=checks, check_format=checks)
    assert [dialogue.id for dialogue in kept] == ["g0", "g1", "g2"]
    assert [reject.item_id for reject in rejects] == [f"s{n}" for n in range(5)]
    assert all("a speaker label or markup of a new turn" in reject.reason for reject in rejects)
    assert [reject.reason.split("'")[1] for reject in rejects] == [
        "User:",
        "<b>",
        "User:",
        "<|user|>",
        "<end_of_turn>",
    ]


def test_a_with_narration_task_needs_narration_in_every_reply() -> None:
    plain = _star("p1", "Proxima Centauri, about 4.24 light years away.")
    kept, rejects = gate_dialogues([plain], check_narration=True, check_format=False)
    assert not kept
    assert rejects[0].reason == "no narration in reply 2 of a with-narration task"


def test_a_dpo_pair_whose_chosen_reply_is_worse_is_dropped() -> None:
    """The SFT row stays (it passed the gates); only the preference is dropped."""
    good = _star("good", GOOD_STAR_REPLIES[0], rejected="Proxima Centauri.")
    refusal_task = "role_unrelated_mrc_refused_with_narration"
    answers_instead = _star(
        "answers",
        "(Ingrid smiles) Proxima Centauri, about 4.24 light years away.",
        rejected="(Ingrid shakes her head) I'm sorry, but that is beyond my expertise.",
        task=refusal_task,
    )
    both_bad = _star(
        "both", "(Ingrid smiles) Proxima it is.", rejected="Proxima.", task=refusal_task
    )
    assert preference_problem(good) is None
    assert preference_problem(both_bad) is None  # equally bad: the gates decide, not this
    problem = preference_problem(answers_instead)
    assert problem is not None
    assert problem.startswith("DPO pair dropped: the chosen reply fails 1 check(s), the rejected")
    assert "it does not clearly decline" in problem
    # the demo's pair: the chosen reply echoes the generation prompt, the rejected one is right
    demo_pair = _star("demo", PROMPT_ECHO, rejected="Proxima Centauri, about 4.24 light years.")
    assert (preference_problem(demo_pair) or "").startswith("DPO pair dropped")
    assembly = assemble(
        [good, answers_instead],
        ["role-a", "role-b"],
        quality=QualityConfig(),
        test=TestSplitConfig(size=0),
        seed=0,
    )
    assert [row.id for row in assembly.sft] == ["good", "answers"]
    assert [row.id for row in assembly.dpo] == ["good"]
    assert [reject.item_id for reject in assembly.rejects] == ["answers"]
    assert assembly.stats["quality"]["dpo_pairs_dropped"] == 1
