"""The verl adapter: ``compute_score(data_source, solution_str, ground_truth, extra_info)``."""

from __future__ import annotations

import pytest

from rolemrc.core import InputError, Message, row_label
from rolemrc.rewards import compute_score
from support.reward_rows import ANSWER, ANSWER_NARRATED, REFERENCE, prompt_of

TASK = "role_related_mrc_answer_with_narration"


def test_scores_from_task_and_question() -> None:
    info = {"task": TASK, "question": prompt_of(TASK)}
    assert compute_score("rolemrc", ANSWER_NARRATED, REFERENCE, info) == {
        "score": 1.0,
        "applies": 1.0,
        "aggregate": 1.0,
    }
    assert compute_score("rolemrc", ANSWER, REFERENCE, info)["score"] == 0.5


def test_scores_from_a_label_with_named_rewards() -> None:
    label = row_label([Message(**turn) for turn in prompt_of(TASK)], TASK, REFERENCE)
    score = compute_score(
        "rolemrc", f"<think>plan</think>{ANSWER}", None, {"label": label}, reward="reference,format"
    )
    assert score == {
        "score": pytest.approx(8 / 9),
        "applies": 1.0,
        "reference": pytest.approx(8 / 9),
        "format": 0.0,
    }


def test_a_row_no_reward_applies_to_scores_zero_and_says_so() -> None:
    info = {"task": "free_chat_user_first_no_narration", "question": prompt_of(TASK)}
    assert compute_score("rolemrc", ANSWER, REFERENCE, info) == {
        "score": 0.0,
        "applies": 0.0,
        "aggregate": 0.0,
    }


def test_missing_conversation_is_named() -> None:
    with pytest.raises(InputError, match=r"extra_info\.question"):
        compute_score("rolemrc", ANSWER, REFERENCE, {"task": TASK})
