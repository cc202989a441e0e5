"""The verl adapters: ``compute_score(data_source, solution_str, ground_truth, extra_info)`` and
its async form for verl's reward loop."""

from __future__ import annotations

import asyncio
import inspect

import pytest

from rolemrc.core import ConfigError, InputError, Message, row_label
from rolemrc.rewards import (
    CombinedScore,
    RewardFunction,
    RewardRow,
    _verl,
    compute_score,
    compute_score_async,
)
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


def test_the_async_function_is_a_coroutine_function_as_verl_tests_it() -> None:
    # verl's reward loop awaits a reward function for which inspect.iscoroutinefunction holds
    assert inspect.iscoroutinefunction(compute_score_async)
    assert not inspect.iscoroutinefunction(compute_score)


def test_concurrent_async_calls_share_a_batch_and_each_get_their_own_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    batches: list[int] = []
    real = _verl.combined_scores

    def counted(rewards: list[RewardFunction], rows: list[RewardRow]) -> list[CombinedScore]:
        batches.append(len(rows))
        return real(rewards, rows)

    monkeypatch.setattr(_verl, "combined_scores", counted)
    info = {"task": TASK, "question": prompt_of(TASK)}
    replies = [ANSWER_NARRATED, ANSWER, ANSWER_NARRATED, ANSWER] * 4

    async def score_all() -> list[dict[str, float]]:
        return await asyncio.gather(
            *(
                compute_score_async("rolemrc", reply, REFERENCE, info, batch_window_s=0.05)
                for reply in replies
            )
        )

    answers = asyncio.run(score_all())
    assert batches == [16]
    assert answers == [compute_score("rolemrc", reply, REFERENCE, info) for reply in replies]
    assert [answer["score"] for answer in answers[:2]] == [1.0, 0.5]


def test_a_failed_batch_fails_each_call_and_the_next_batch_scores() -> None:
    info = {"task": TASK, "question": prompt_of(TASK)}

    async def score(reply: str, reward: str) -> dict[str, float]:
        return await compute_score_async("rolemrc", reply, REFERENCE, info, reward=reward)

    with pytest.raises(ConfigError, match="unknown reward"):
        asyncio.run(score(ANSWER, "nonsense"))
    assert asyncio.run(score(ANSWER, "aggregate"))["score"] == 0.5


def test_async_bad_input_is_named_before_any_batch() -> None:
    with pytest.raises(InputError, match=r"extra_info\.question"):
        asyncio.run(compute_score_async("rolemrc", ANSWER, REFERENCE, {"task": TASK}))
