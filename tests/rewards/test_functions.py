"""Exact rewards on hand-made rows of every test task, with the rules judge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rolemrc.core import ASPECTS, TEST_TASK_NAMES, ConfigError, InputError
from rolemrc.eval import labels_path, read_verdicts, rules_judgement
from rolemrc.rewards import (
    REWARD_NAMES,
    RewardFunction,
    RewardRow,
    build_rewards,
    parse_reward_specs,
    reward_judge,
)
from rolemrc.rules import build_judge_calls
from support.reward_rows import (
    ANSWER,
    ANSWER_NARRATED,
    QUESTION,
    REFERENCE,
    REFUSAL,
    REFUSAL_NARRATED,
    batch,
)

CAPS = "(Evan smiles) THE RIVER FLOODS EACH SPRING WHEN THE SNOW MELTS."
SALMON = "The salmon run ends when the river floods."
# answers in the words of the passage (a reply the judge reads as an attempt, not a guess)
PASSAGE_ANSWER = "The river floods every spring, when the snow melts in the Welsh hills."
PASSAGE_ANSWER_NARRATED = f"(Evan nods) {PASSAGE_ANSWER}"
KR, STYLE, NESTED, MT, PRIO = (aspect.value for aspect in ASPECTS)

# (task, reply, the routed aspects' rewards, format reward)
CASES: list[tuple[str, str, dict[str, float], float]] = [
    ("role_related_mrc_answer_with_narration", ANSWER, {KR: 1.0, STYLE: 0.0}, 0.0),
    ("role_related_mrc_answer_no_narration", ANSWER, {KR: 1.0}, 1.0),
    ("role_related_mrc_refused_with_narration", REFUSAL_NARRATED, {KR: 1.0}, 1.0),
    ("role_related_mrc_refused_no_narration", REFUSAL_NARRATED, {STYLE: 0.0}, 0.0),
    ("role_unrelated_mrc_refused_with_narration", PASSAGE_ANSWER_NARRATED, {KR: 0.0}, 1.0),
    ("role_unrelated_mrc_refused_no_narration", REFUSAL, {KR: 1.0, STYLE: 1.0}, 1.0),
    ("role_unrelated_mrc_answer_with_narration", ANSWER_NARRATED, {KR: 1.0}, 1.0),
    ("role_unrelated_mrc_answer_no_narration", REFUSAL, {STYLE: 1.0}, 1.0),
    ("role_related_mrc_answer_with_narration-special-content", SALMON, {NESTED: 1.0}, 0.5),
    ("role_related_mrc_answer_no_narration-special-content", SALMON, {NESTED: 1.0}, 1.0),
    # the judge reads a rule on every letter over the narration too (it is in the reply); the
    # format reward checks the spoken words
    ("role_related_mrc_answer_with_narration-special-format", CAPS, {NESTED: 0.0}, 1.0),
    ("role_related_mrc_answer_no_narration-special-format", ANSWER, {NESTED: 0.0}, 0.5),
    ("role_related_mrc_refused_with_narration-2ndrefused", REFUSAL_NARRATED, {MT: 1.0}, 1.0),
    ("role_related_mrc_refused_no_narration-2ndrefused", REFUSAL_NARRATED, {MT: 1.0}, 0.0),
    ("role_unrelated_mrc_refused_with_narration-2ndanswer", ANSWER_NARRATED, {MT: 1.0}, 1.0),
    ("role_unrelated_mrc_refused_no_narration-2ndanswer", REFUSAL, {MT: 0.0}, 1.0),
    ("role_related_mrc_answer_with_narration-refused", REFUSAL_NARRATED, {PRIO: 1.0}, 1.0),
    ("role_related_mrc_answer_no_narration-refused", PASSAGE_ANSWER, {PRIO: 0.0}, 1.0),
]


@pytest.fixture
def rewards() -> Iterator[dict[str, RewardFunction]]:
    functions = build_rewards(",".join(REWARD_NAMES), reward_judge("rules"))
    yield {function.name: function for function in functions}
    for function in functions:
        function.close()


def test_the_cases_cover_every_test_task() -> None:
    assert sorted(task for task, *_ in CASES) == sorted(TEST_TASK_NAMES)


@pytest.mark.parametrize(("task", "reply", "aspects", "format_reward"), CASES)
def test_every_reward_of_a_row_of_each_test_task(
    rewards: dict[str, RewardFunction],
    task: str,
    reply: str,
    aspects: dict[str, float],
    format_reward: float,
) -> None:
    kwargs = batch([(task, reply)])
    got = {name: function(**kwargs)[0] for name, function in rewards.items()}
    expected_aspects = {aspect.value: aspects.get(aspect.value) for aspect in ASPECTS}
    assert {aspect: got[aspect] for aspect in expected_aspects} == expected_aspects
    assert got["aggregate"] == sum(aspects.values()) / len(aspects)
    assert got["format"] == format_reward
    assert got["reference"] == pytest.approx(
        {ANSWER: 8 / 9, ANSWER_NARRATED: 4 / 5}.get(reply, got["reference"])
    )


def test_a_whole_batch_scores_like_its_rows_one_by_one(
    rewards: dict[str, RewardFunction],
) -> None:
    kwargs = batch([(task, reply) for task, reply, *_ in CASES])
    aggregate = rewards["aggregate"](**kwargs)
    assert aggregate == [sum(aspects.values()) / len(aspects) for _, _, aspects, _ in CASES]
    assert rewards[KR](**kwargs) == [aspects.get(KR) for _, _, aspects, _ in CASES]


def test_the_rules_rewards_give_the_verdicts_eval_records() -> None:
    """The rules judge's rewards skip the judge prompts, and score as its judgements do."""
    rows = [
        verdict.generation
        for verdict in read_verdicts(labels_path("second_dev")).verdicts
        if verdict.generation is not None
    ]
    [aggregate] = build_rewards("aggregate", reward_judge("rules"))
    reward_rows = [
        RewardRow(tuple(row.question), row.response, row.task, row.reference, row.id)
        for row in rows
    ]
    expected = []
    for row in rows:
        scores = [
            judgement.score
            for judgement in (rules_judgement(call, row) for call in build_judge_calls(row))
            if judgement.score is not None
        ]
        expected.append(sum(scores) / len(scores) if scores else None)
    assert aggregate.score(reward_rows) == expected


def test_the_reference_reward_is_rouge_l_f(rewards: dict[str, RewardFunction]) -> None:
    # stemmed tokens: 9 each side, 8 in common ("each" vs "every"): P = R = F = 8/9
    kwargs = batch([("role_related_mrc_answer_no_narration", ANSWER)])
    assert rewards["reference"](**kwargs) == [pytest.approx(8 / 9)]
    kwargs["reference"] = [REFERENCE]
    kwargs["completions"] = [REFERENCE]
    assert rewards["reference"](**kwargs) == [1.0]
    kwargs["completions"] = [""]
    assert rewards["reference"](**kwargs) == [0.0]


def test_rows_a_reward_does_not_apply_to_get_none(rewards: dict[str, RewardFunction]) -> None:
    kwargs = batch([("free_chat_role_first_with_narration", ANSWER_NARRATED), (None, ANSWER)])
    kwargs["reference"] = [None, REFERENCE]
    got = {name: function(**kwargs) for name, function in rewards.items()}
    for name in ("aggregate", *(aspect.value for aspect in ASPECTS)):
        assert got[name] == [None, None], name
    assert got["format"] == [1.0, None]  # a chat row keeps its narration rule; no task: none
    assert got["reference"] == [None, pytest.approx(8 / 9)]


def test_a_nested_rule_without_a_deterministic_check_is_undecided(
    rewards: dict[str, RewardFunction],
) -> None:
    system = "You are Evan, a river guide. You must speak like a pirate."
    kwargs = batch(
        [("role_related_mrc_answer_no_narration-special-content", ANSWER)], system=system
    )
    assert rewards[NESTED](**kwargs) == [None]
    assert rewards["aggregate"](**kwargs) == [None]
    assert rewards["format"](**kwargs) == [1.0]  # the narration rule alone


def test_a_reply_that_echoes_its_question_fails_every_aspect_and_the_format(
    rewards: dict[str, RewardFunction],
) -> None:
    kwargs = batch([("role_unrelated_mrc_refused_no_narration", QUESTION)])
    assert rewards[KR](**kwargs) == [0.0]
    assert rewards[STYLE](**kwargs) == [0.0]
    assert rewards["format"](**kwargs) == [0.0]


@pytest.mark.parametrize(
    "completion",
    [
        [{"role": "assistant", "content": ANSWER}],
        [{"role": "assistant", "content": [{"type": "text", "text": ANSWER}]}],
        f"<think>The user asks about floods; answer from the passage.</think>\n{ANSWER}",
        f"I should answer plainly.</think>{ANSWER}",
        [{"role": "assistant", "content": f"<think>plan</think> {ANSWER}"}],
    ],
)
def test_conversational_and_reasoning_completions_score_as_their_reply(
    rewards: dict[str, RewardFunction], completion: object
) -> None:
    task = "role_related_mrc_answer_with_narration"
    plain = {name: function(**batch([(task, ANSWER)])) for name, function in rewards.items()}
    kwargs = batch([(task, ANSWER)])
    kwargs["completions"] = [completion]
    assert {name: function(**kwargs) for name, function in rewards.items()} == plain


def test_unclosed_reasoning_leaves_an_empty_reply(rewards: dict[str, RewardFunction]) -> None:
    kwargs = batch([("role_related_mrc_answer_no_narration", f"<think>Let me think {ANSWER}")])
    assert rewards["reference"](**kwargs) == [0.0]
    assert rewards["format"](**kwargs) == [1.0]  # no narration, as the task asks


def test_a_completion_that_is_not_the_characters_turn_is_refused(
    rewards: dict[str, RewardFunction],
) -> None:
    kwargs = batch([("role_related_mrc_answer_no_narration", ANSWER)])
    kwargs["completions"] = [[{"role": "user", "content": ANSWER}]]
    with pytest.raises(InputError, match=r"completions\[0\]\[0\]\.role"):
        rewards["aggregate"](**kwargs)


def test_aggregate_weights(rewards: dict[str, RewardFunction]) -> None:
    [weighted] = build_rewards("aggregate", reward_judge("rules"), weights={STYLE: 3.0})
    kwargs = batch([("role_related_mrc_answer_with_narration", ANSWER)])  # KR 1, style 0
    assert weighted(**kwargs) == [0.25]
    [style_off] = build_rewards("aggregate", reward_judge("rules"), weights={STYLE: 0.0})
    assert style_off(**kwargs) == [1.0]
    with pytest.raises(ConfigError, match="unknown aspect"):
        build_rewards("aggregate", reward_judge("rules"), weights={"charm": 1.0})


def test_reward_specs() -> None:
    assert parse_reward_specs("aggregate, format,aggregate") == ["aggregate", "format"]
    assert parse_reward_specs(["reference", "knowledge_range"]) == ["reference", "knowledge_range"]
    with pytest.raises(ConfigError, match="unknown reward 'charm'"):
        parse_reward_specs("aggregate,charm")
    with pytest.raises(ConfigError, match="no reward"):
        parse_reward_specs(" , ")


def test_applies_follows_the_task_table(rewards: dict[str, RewardFunction]) -> None:
    assert rewards[PRIO].applies("role_related_mrc_answer_no_narration-refused", None)
    assert not rewards[PRIO].applies("role_related_mrc_answer_no_narration", "x")
    assert not rewards["aggregate"].applies("free_chat_user_first_no_narration", "x")
    assert rewards["format"].applies("free_chat_user_first_no_narration", None)
    assert not rewards["reference"].applies("role_related_mrc_answer_no_narration", None)
    assert rewards[KR].__name__ == KR


def test_columns_that_do_not_match_the_completions_are_named(
    rewards: dict[str, RewardFunction],
) -> None:
    kwargs = batch([("role_related_mrc_answer_no_narration", ANSWER)] * 2)
    kwargs["task"] = kwargs["task"][:1]
    with pytest.raises(InputError, match="field 'task': expected one value per completion"):
        rewards["aggregate"](**kwargs)
    kwargs = batch([("role_related_mrc_answer_no_narration", ANSWER)])
    kwargs["prompts"] = [[{"role": "narrator", "content": "x"}]]
    with pytest.raises(InputError, match=r"prompts\[0\]\[0\]\.role"):
        rewards["format"](**kwargs)
    kwargs["prompts"] = ["Why does the river flood?"]  # a plain prompt is one user turn
    assert rewards["reference"](**kwargs) == [pytest.approx(8 / 9)]
