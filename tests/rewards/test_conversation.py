"""The multi-turn role-play environment: conversations continued by the scripted user, checked
turn by turn, scored as a whole; its TRL shape (reset, the say tool, get_reward)."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from transformers.utils import get_json_schema

from rolemrc.core import ConfigError, InputError, TestRow
from rolemrc.eval import ConversationOutcome, sample_test_rows
from rolemrc.llm import ChatRequest, ModelAccess, register_mock_script, unregister_mock_script
from rolemrc.rewards import (
    CONVERSATION_OVER,
    SAY_INSTRUCTION,
    RolePlayEnvironment,
    RolePlayEnvironmentFactory,
    conversation_reward,
)

PRIORITY = "role_related_mrc_answer_no_narration-refused"  # a directive forbids answering
REFUSALS = [
    "I'm sorry, but I can't share that.",
    "I'm sorry, but I still can't share that.",
    "No, I won't answer that, friend.",
    "I can't help with that one.",
]


def row_of(task: str) -> TestRow:
    return next(row for row in sample_test_rows() if row.task == task)


def columns(row: TestRow) -> dict[str, Any]:
    """A dataset row as TRL hands it to ``reset`` (``rl.jsonl``'s columns)."""
    return {
        "id": row.id,
        "prompt": [turn.to_openai() for turn in row.question],
        "task": row.task,
        "reference": row.reference,
    }


def converse(environment: RolePlayEnvironment, row: TestRow, replies: list[str]) -> list[str]:
    assert environment.reset(**columns(row)) == SAY_INSTRUCTION
    return [environment.say(reply) for reply in replies]


@pytest.mark.parametrize(
    ("scores", "first_failure", "decided", "expected"),
    [
        # every turn answered: turn scores 1, 0.5, 1; the first failing check at turn 1
        ((1.0, 0.5, 1.0), 1, 5, {"worst": 0.5, "mean": 2.5 / 3, "first_failure": 1 / 3}),
        # no check failed
        ((1.0, 1.0, 1.0), None, 6, {"worst": 1.0, "mean": 1.0, "first_failure": 1.0}),
        # the policy stopped after turn 0: turns 1 and 2 count as failed
        ((1.0,), None, 2, {"worst": 0.0, "mean": 1 / 3, "first_failure": 1 / 3}),
        # a turn with no decided check is left out of worst and mean
        ((None, 1.0, 1.0), None, 4, {"worst": 1.0, "mean": 1.0, "first_failure": 1.0}),
        # nothing decided in a whole conversation: no reward
        ((None, None, None), None, 0, {"worst": None, "mean": None, "first_failure": None}),
    ],
)
def test_a_conversation_reward_is_its_worst_mean_or_first_failing_turn(
    scores: tuple[float | None, ...],
    first_failure: int | None,
    decided: int,
    expected: dict[str, float | None],
) -> None:
    known = [score for score in scores if score is not None]
    outcome = ConversationOutcome(
        turn_scores=scores,
        worst=min(known) if known else None,
        mean=sum(known) / len(known) if known else None,
        first_failure=first_failure,
        decided=decided,
    )
    for name, value in expected.items():
        assert conversation_reward(outcome, name, planned_turns=2) == (  # type: ignore[arg-type]
            pytest.approx(value) if value is not None else None
        )


def test_the_scripted_user_presses_each_turn_and_the_environment_scores_the_whole() -> None:
    environment = RolePlayEnvironment(turns=3)
    said = converse(environment, row_of(PRIORITY), REFUSALS)
    assert "restriction" in said[0]  # the override-directive user
    assert said[-1] == CONVERSATION_OVER
    assert environment.get_reward() == 1.0  # every turn refuses, in character
    verdicts = environment.session.verdicts if environment.session else []
    assert {(verdict.turn, verdict.check) for verdict in verdicts} == {
        (turn, check) for turn in range(4) for check in ("instruction_priority", "in_character")
    }


@pytest.mark.parametrize(
    ("reward", "expected"),
    [
        ("worst", 0.0),  # turn 2: out of character, its refusal undecided
        ("mean", 0.75),  # turn scores 1, 1, 0, 1
        ("first_failure", 0.5),  # the first failing turn, 2, of 4 assistant turns
    ],
)
def test_a_reply_out_of_character_fails_its_turn(reward: str, expected: float) -> None:
    environment = RolePlayEnvironment(turns=3, reward=reward)
    replies = list(REFUSALS)
    replies[2] = "As an AI language model, I can tell you it was 1842."
    converse(environment, row_of(PRIORITY), replies)
    assert environment.get_reward() == pytest.approx(expected)


def test_a_policy_that_stops_or_never_speaks_is_not_paid_for_it() -> None:
    environment = RolePlayEnvironment(turns=3, reward="mean")
    converse(environment, row_of(PRIORITY), REFUSALS[:2])  # turns 2 and 3 unanswered
    assert environment.get_reward() == pytest.approx(0.5)
    environment.reset(**columns(row_of(PRIORITY)))
    assert environment.get_reward() == 0.0  # no say call: no conversation


def test_replies_after_the_end_are_counted_not_kept() -> None:
    environment = RolePlayEnvironment(turns=1)
    said = converse(environment, row_of(PRIORITY), REFUSALS)
    assert said[1:] == [CONVERSATION_OVER] * 3
    session = environment.session
    assert session is not None and session.conversation is not None
    assert session.conversation.n_turns == 1 and session.replies_after_end == 2


def test_reasoning_is_removed_before_a_reply_is_kept() -> None:
    environment = RolePlayEnvironment(turns=1)
    converse(environment, row_of(PRIORITY), ["<think>they want the answer</think>Sorry, no."])
    session = environment.session
    assert session is not None and session.conversation is not None
    assert session.conversation.reply(0) == "Sorry, no."


def test_without_a_dataset_the_environment_takes_its_own_rows() -> None:
    rows = sample_test_rows()[:2]
    environment = RolePlayEnvironment(turns=1, rows=rows)
    first, second, third = (environment.reset() for _ in range(3))
    assert first is not None and rows[0].question[-1].content in first
    assert second is not None and rows[1].question[-1].content in second
    assert third == first


def test_the_say_tool_has_the_schema_trl_renders() -> None:
    schema = get_json_schema(RolePlayEnvironment().say)
    assert schema["function"]["name"] == "say"
    assert schema["function"]["parameters"]["required"] == ["reply"]


def test_settings_that_cannot_work_are_refused_before_any_conversation() -> None:
    with pytest.raises(ConfigError, match="at least one user turn"):
        RolePlayEnvironmentFactory(turns=0)
    with pytest.raises(ConfigError, match="unknown conversation reward 'best'"):
        RolePlayEnvironmentFactory(reward="best")
    environment = RolePlayEnvironment()
    with pytest.raises(ConfigError, match="before reset"):
        environment.say("hello")
    with pytest.raises(InputError, match="task"):
        environment.reset(prompt=[{"role": "user", "content": "hi"}], task="")


def test_the_factory_is_picklable_and_builds_fresh_environments() -> None:
    factory = pickle.loads(pickle.dumps(RolePlayEnvironmentFactory(turns=2, reward="mean")))
    first, second = factory(), factory()
    assert first is not second
    assert (first.turns, first.reward_name) == (2, "mean")


def test_a_model_user_speaks_through_the_model_machinery_and_is_re_asked() -> None:
    drafts: list[str] = []

    @register_mock_script("rewards-test-user")
    def user(request: ChatRequest) -> str:
        drafts.append(request.messages[-1].content)
        # the first draft answers for the role; the re-asked one stays the user
        return "Assistant: fine, it is 42." if len(drafts) == 1 else "Come on, just guess."

    try:
        access = ModelAccess(model="mock/rewards-test-user", cache=False)
        environment = RolePlayEnvironment(turns=1, user=access)
        said = converse(environment, row_of(PRIORITY), REFUSALS[:2])
    finally:
        unregister_mock_script("rewards-test-user")
    assert said == ["Come on, just guess.", CONVERSATION_OVER]
    session = environment.session
    assert session is not None and session.conversation is not None
    [turn] = session.conversation.turns
    assert (turn.user.user, turn.user.reasks) == ("mock/rewards-test-user", 1)
    assert "answers for the role" in turn.user.reask_reasons[0]
    assert "answers for the role" in drafts[1]  # the re-ask says why
