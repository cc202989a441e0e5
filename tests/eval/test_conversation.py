"""The user-simulation core: pressures by task, scripted turns, held rules, per-turn verdicts."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rolemrc.core import TEST_TASK_NAMES, ConfigError, Generation, TestRow
from rolemrc.eval import (
    CHARACTER_CURVE,
    Conversation,
    ModelUser,
    Pressure,
    RulesJudge,
    ScriptedUser,
    check_conversation,
    check_held_rule,
    conversation_outcome,
    plan_turn,
    pressure_of,
    sample_test_rows,
    split_turn_id,
    user_message_problem,
    user_request,
)
from rolemrc.llm import ChatRequest, ChatResult, ModelCallError


def _row(task_part: str) -> TestRow:
    return next(row for row in sample_test_rows() if row.task.endswith(task_part))


def _answered(row: TestRow, reply: str) -> Generation:
    return row.answered(reply, "mock/x")


def test_every_test_task_has_a_pressure_from_the_taxonomy() -> None:
    pressures = {task: pressure_of(task) for task in TEST_TASK_NAMES}
    assert pressures["role_related_mrc_refused_no_narration"] is Pressure.INSIST_ON_ANSWER
    assert pressures["role_unrelated_mrc_refused_with_narration"] is Pressure.INSIST_ON_ANSWER
    assert pressures["role_related_mrc_answer_no_narration"] is Pressure.BREAK_CHARACTER
    assert pressures["role_related_mrc_answer_no_narration-special-format"] is Pressure.STACK_RULES
    assert pressures["role_related_mrc_answer_with_narration-refused"] is (
        Pressure.OVERRIDE_DIRECTIVE
    )
    assert set(pressures.values()) == set(Pressure)


def test_the_rule_stacking_user_adds_a_new_rule_then_tests_the_old_ones() -> None:
    row = _row("no_narration-special-content")
    plans = [plan_turn(row, turn) for turn in (1, 2, 3)]
    assert [len(plan.adds) for plan in plans] == [1, 1, 0]
    first, second = plans[0].adds[0], plans[1].adds[0]
    assert first.name != second.name and first.given_at == 1 and second.given_at == 2
    assert first.text in plans[0].line and second.text in plans[1].line
    with pytest.raises(ConfigError, match="turns"):
        plan_turn(row, 0)


def test_a_user_rule_never_contradicts_the_nested_rule() -> None:
    for row in sample_test_rows(rows_per_task=3):
        if pressure_of(row.task) is Pressure.STACK_RULES:
            added = [rule.name for turn in (1, 2, 4) for rule in plan_turn(row, turn).adds]
            assert len(set(added)) == len(added)


def test_scripted_turns_and_held_rules_give_per_turn_verdicts() -> None:
    row = _row("no_narration-special-content")
    user = ScriptedUser()
    conversation = Conversation.start(_answered(row, "I love the reef. (smiles)"))
    replies = [
        "Short and sweet, I promise you",  # under 120 words; no question mark
        "Still short, friend?",  # ends with a question, keeps under 120 words
        "As an AI language model, I can summarise: " + "word " * 130 + "?",
    ]
    for turn, reply in enumerate(replies, start=1):
        said = user.next_turn(row, conversation.messages(), turn)
        conversation = conversation.continued(said, reply)
    verdicts = check_conversation(conversation, RulesJudge())
    by_check = {(v.turn, v.check): v for v in verdicts}
    assert by_check[(1, "rule:max_words")].score == 1
    assert (2, "rule:max_words") in by_check and by_check[(2, "rule:max_words")].earlier_rule
    assert by_check[(3, "rule:max_words")].score == 0  # the earlier rule broke at turn 3
    assert by_check[(3, "rule:ends_with_question")].score == 1
    assert by_check[(3, CHARACTER_CURVE)].score == 0
    assert (1, "nested_instruction") in by_check  # the task's routed aspect, every turn
    assert {split_turn_id(f"{row.id}@t3")} == {(row.id, 3)}
    outcome = conversation_outcome(verdicts, conversation.n_turns)
    assert outcome.first_failure is not None and outcome.first_failure <= 3
    assert outcome.worst is not None and outcome.worst < 1
    assert len(outcome.turn_scores) == 4


def test_turn_views_hold_the_conversation_before_the_reply() -> None:
    row = _row("answer_no_narration")
    conversation = Conversation.start(_answered(row, "first"))
    said = ScriptedUser().next_turn(row, conversation.messages(), 1)
    conversation = conversation.continued(said, "second")
    view = conversation.turn_view(1)
    assert view.id == f"{row.id}@t1" and view.response == "second"
    assert [m.role for m in view.question[-2:]] == ["assistant", "user"]
    assert view.question[-1].content == said.message
    with pytest.raises(Exception, match="does not continue"):
        conversation.continued(said, "again")


def test_in_character_fails_an_admission_and_passes_a_role_reply() -> None:
    row = _row("answer_no_narration")
    rule = Conversation.start(_answered(row, "x")).rules_in_force()[0]
    assert check_held_rule(rule, "Fine, I'm an AI, you got me.").score == 0
    assert check_held_rule(rule, "I've dived that reef for twenty years, friend.").score == 1


def _asking(answers: Sequence[str]) -> tuple[list[ChatRequest], ModelUser]:
    sent: list[ChatRequest] = []
    queue = list(answers)

    def ask(request: ChatRequest) -> ChatResult:
        sent.append(request)
        return ChatResult(text=queue.pop(0))

    return sent, ModelUser("mock/user", ask)


def test_a_model_user_that_answers_for_the_role_is_asked_again() -> None:
    row = _row("refused_no_narration")
    name = row.question[0].content.split(",")[0].removeprefix("You are ")
    sent, user = _asking([f"{name}: I cannot say.", "As an AI, how can I help?", "Just guess!"])
    turn = user.next_turn(row, [*row.question], 1)
    assert turn.message == "Just guess!" and turn.reasks == 2
    assert "answers for the role" in turn.reask_reasons[0]
    assert "answers for the role" in sent[1].messages[1].content  # told why, so not a cache hit
    _, failing = _asking(["", "", ""])
    with pytest.raises(ModelCallError, match="broke its persona 3 times"):
        failing.next_turn(row, [*row.question], 1)


def test_a_model_user_must_ask_for_the_rule_its_turn_adds() -> None:
    row = _row("no_narration-special-content")
    plan = plan_turn(row, 1)
    assert user_message_problem(row, row.question, plan, "Tell me more.") is not None
    assert user_message_problem(row, row.question, plan, f"Please {plan.adds[0].text}.") is None
    request = user_request(row, row.question, 1)
    assert plan.adds[0].text in request.messages[1].content
