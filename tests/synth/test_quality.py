"""Quality gates: MinHash near duplicates, leakage, narration and format-rule gates."""

from __future__ import annotations

import pytest

from rolemrc.core import Message
from rolemrc.synth import Dialogue, NearDuplicateIndex
from rolemrc.synth._quality import (
    gate_dialogues,
    jaccard,
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
