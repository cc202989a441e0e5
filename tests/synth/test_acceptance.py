"""Dialogues planned and accepted per kind, and why the others were not (stats.json)."""

from __future__ import annotations

from rolemrc.core import Message
from rolemrc.synth import Dialogue, Reject
from rolemrc.synth._acceptance import acceptance_by_kind, reason_class
from rolemrc.synth._assembly import kind_of

QA = "role_related_mrc_answer_no_narration"
NESTED = "role_related_mrc_answer_no_narration-special-format"


def _dialogue(number: int, task: str) -> Dialogue:
    return Dialogue(
        id=f"role-a-{task}-{number}",
        task=task,
        profile_id="role-a",
        messages=[
            Message(role="system", content="You are A."),
            Message(role="user", content=f"Question {number}?"),
            Message(role="assistant", content=f"Answer {number}."),
        ],
    )


def test_reason_class_drops_the_particulars() -> None:
    assert (
        reason_class(
            f"{QA}: it repeats the prompt (31 of its 40 words are runs) (after 1 attempts)"
        )
        == "it repeats the prompt"
    )
    assert reason_class("echo in reply 2: it repeats the system prompt (9 of 9)") == (
        "echo in reply N: it repeats the system prompt"
    )
    assert reason_class("near duplicate of role-b-x-0 (Jaccard 0.91)") == (
        "near duplicate of another example"
    )


def test_acceptance_counts_builds_gates_and_reasons() -> None:
    built = [_dialogue(0, QA), _dialogue(1, QA), _dialogue(0, NESTED)]
    rejects = [
        Reject(
            stage="dialogues", item_id=f"role-a-{QA}-2", reason=f"{QA}: it repeats the prompt (3)"
        ),
        Reject(
            stage="dialogues", item_id=f"role-a-{QA}-3", reason=f"{QA}: it repeats the prompt (5)"
        ),
        Reject(stage="dialogues", item_id=f"role-a-{NESTED}-1", reason=f"{NESTED}: it is empty"),
        Reject(stage="quality", item_id=built[1].id, reason="near duplicate of x (Jaccard 0.9)"),
    ]
    accepted = [built[0], built[2]]
    assert acceptance_by_kind(built, accepted, rejects, kind_of) == {
        "mrc_qa_single_turn": {
            "planned": 4,
            "built": 2,
            "accepted": 1,
            "acceptance": 0.25,
            "rejects": 3,
            "top_reasons": {"it repeats the prompt": 2, "near duplicate of another example": 1},
        },
        "ruled_nested": {
            "planned": 2,
            "built": 1,
            "accepted": 1,
            "acceptance": 0.5,
            "rejects": 1,
            "top_reasons": {"it is empty": 1},
        },
    }
