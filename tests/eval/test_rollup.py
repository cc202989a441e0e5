from __future__ import annotations

from typing import Any

import pytest

from rolemrc.core import ConfigError, Generation, InputError, Judgement, Message, RowScores
from rolemrc.eval._rollup import rollup

ANSWER_NARRATED = "role_related_mrc_answer_with_narration"  # knowledge_range + style_compliance
ANSWER = "role_related_mrc_answer_no_narration"  # knowledge_range
MULTI_TURN = "role_related_mrc_refused_no_narration-2ndrefused"  # multi_turn_instruction


def row(row_id: str, task: str) -> Generation:
    return Generation(
        id=row_id,
        task=task,
        question=[Message(role="user", content="q")],
        reference="",
        response="",
        model="m",
    )


def verdict(generation: Generation, aspect: str, score: int, parsed: bool = True) -> Judgement:
    return Judgement(
        id=f"{generation.id}:{aspect}",
        row_id=generation.id,
        task=generation.task,
        aspect=aspect,
        judge="j",
        score=score,
        parsed=parsed,
        raw=str(score),
    )


def hand_built() -> tuple[list[Generation], list[Judgement]]:
    r1, r2, r3, r4 = (
        row("r1", ANSWER_NARRATED),
        row("r2", ANSWER),
        row("r3", ANSWER),
        row("r4", MULTI_TURN),
    )
    judgements = [
        verdict(r1, "knowledge_range", 1),
        verdict(r1, "style_compliance", 0),
        verdict(r2, "knowledge_range", 1),
        verdict(r3, "knowledge_range", 0, parsed=False),
        verdict(r4, "multi_turn_instruction", 1),
    ]
    return [r4, r1, r2, r3], judgements


def test_point_estimates_are_per_call_means_and_their_averages() -> None:
    generations, judgements = hand_built()
    summary = rollup(generations, judgements, n_bootstrap=0)["judge"]
    assert summary["knowledge_range"] == {
        "mean": 2 / 3,
        "n": 3,
        "unparsed": 1,
        "out_of_range": 0,
        "undecided": 0,
        "coverage": 1.0,
        "ci95": None,
    }
    assert summary["style_compliance"] == {
        "mean": 0.0,
        "n": 1,
        "unparsed": 0,
        "out_of_range": 0,
        "undecided": 0,
        "coverage": 1.0,
        "ci95": None,
    }
    assert summary["multi_turn_instruction"] == {
        "mean": 1.0,
        "n": 1,
        "unparsed": 0,
        "out_of_range": 0,
        "undecided": 0,
        "coverage": 1.0,
        "ci95": None,
    }
    for unjudged in ("nested_instruction", "instruction_priority"):
        assert summary[unjudged] == {
            "mean": None,
            "n": 0,
            "unparsed": 0,
            "out_of_range": 0,
            "undecided": 0,
            "coverage": None,
            "ci95": None,
        }
    assert summary["coverage"] == {"decided": 5, "undecided": 0, "share": 1.0}
    assert summary["avg_simple"] == {
        "mean": pytest.approx(5 / 9),
        "ci95": None,
        "aspects": ["knowledge_range", "style_compliance", "multi_turn_instruction"],
    }
    assert summary["avg_weighted"] == {"mean": 0.6, "ci95": None, "n": 5}
    assert summary["avg_simple_no_mt"] == {
        "mean": pytest.approx(1 / 3),
        "ci95": None,
        "aspects": ["knowledge_range", "style_compliance"],
    }


def test_by_task_follows_the_taxonomy_order() -> None:
    generations, judgements = hand_built()
    scores = [
        RowScores(id="r1", task=ANSWER_NARRATED, metrics={"rougeL": 0.5, "bleu": 10.0}),
        RowScores(id="r2", task=ANSWER, metrics={"bleu": None, "rougeL": 0.3}),
        RowScores(id="r3", task=ANSWER, metrics={"bleu": 20.0, "rougeL": 0.1}),
        RowScores(id="r4", task=MULTI_TURN, metrics={"bleu": 5.0, "custom": 1.0}),
    ]
    by_task = rollup(generations, judgements, scores, n_bootstrap=0)["by_task"]
    assert list(by_task) == [ANSWER_NARRATED, ANSWER, MULTI_TURN]
    assert by_task[ANSWER_NARRATED] == {
        "n_rows": 1,
        "reference": {"bleu": 10.0, "rougeL": 0.5, "custom": None},
        "judge": {
            "knowledge_range": {"mean": 1.0, "n": 1},
            "style_compliance": {"mean": 0.0, "n": 1},
        },
    }
    assert by_task[ANSWER] == {
        "n_rows": 2,
        "reference": {"bleu": 20.0, "rougeL": pytest.approx(0.2), "custom": None},
        "judge": {"knowledge_range": {"mean": 0.5, "n": 2}},
    }
    assert by_task[MULTI_TURN]["reference"] == {"bleu": 5.0, "rougeL": None, "custom": 1.0}
    without_scores = rollup(generations, judgements, n_bootstrap=0)["by_task"]
    assert "reference" not in without_scores[ANSWER]


def test_unjudged_rows_count_in_n_rows_with_empty_means() -> None:
    generations = [row("r1", ANSWER), row("r2", MULTI_TURN)]
    result = rollup(generations, [verdict(generations[0], "knowledge_range", 1)])
    assert result["by_task"][MULTI_TURN] == {
        "n_rows": 1,
        "judge": {"multi_turn_instruction": {"mean": None, "n": 0}},
    }
    assert result["judge"]["knowledge_range"]["ci95"] == [1.0, 1.0]


def test_answers_outside_0_and_1_count_with_their_value_as_upstream() -> None:
    """Upstream appends int(answer) whatever it is: "2" and "-1" move the mean outside [0, 1]."""
    r1, r2, r3, r4 = (row(f"r{index}", ANSWER) for index in range(1, 5))
    judgements = [
        verdict(r1, "knowledge_range", 2),
        verdict(r2, "knowledge_range", 10),
        verdict(r3, "knowledge_range", -1),
        verdict(r4, "knowledge_range", 0, parsed=False),
    ]
    summary = rollup([r1, r2, r3, r4], judgements, n_bootstrap=200)["judge"]
    kr = summary["knowledge_range"]
    assert (kr["mean"], kr["n"], kr["unparsed"], kr["out_of_range"]) == (11 / 4, 4, 1, 3)
    assert kr["ci95"][0] < 0 < 1 < kr["ci95"][1]
    assert summary["avg_simple"]["mean"] == 11 / 4
    assert summary["avg_weighted"] == {**summary["avg_weighted"], "mean": 11 / 4, "n": 4}


def test_a_score_too_large_for_a_float_leaves_its_statistics_empty() -> None:
    """An absurd answer (hundreds of digits) cannot crash the roll-up."""
    r1, r2 = row("r1", ANSWER), row("r2", ANSWER_NARRATED)
    judgements = [
        verdict(r1, "knowledge_range", 10**400),
        verdict(r2, "knowledge_range", 1),
        verdict(r2, "style_compliance", 1),
    ]
    summary = rollup([r1, r2], judgements, n_bootstrap=50)["judge"]
    assert summary["knowledge_range"]["mean"] is None
    assert summary["knowledge_range"]["out_of_range"] == 1
    assert summary["style_compliance"]["mean"] == 1.0
    assert summary["avg_weighted"]["mean"] is None


def test_nothing_judged_gives_empty_statistics() -> None:
    summary = rollup([row("r1", ANSWER)], [])["judge"]
    assert summary["avg_simple"] == {"mean": None, "ci95": None, "aspects": []}
    assert summary["avg_weighted"] == {"mean": None, "ci95": None, "n": 0}
    assert summary["avg_simple_no_mt"] == {"mean": None, "ci95": None, "aspects": []}
    assert summary["knowledge_range"] == {
        "mean": None,
        "n": 0,
        "unparsed": 0,
        "out_of_range": 0,
        "undecided": 0,
        "coverage": None,
        "ci95": None,
    }
    assert rollup([], []) == {"judge": summary, "by_task": {}}


def test_undecided_verdicts_are_counted_and_left_out_of_every_mean() -> None:
    generations, judgements = hand_built()
    r2 = generations[2]
    undecided = [
        verdict(r2, "knowledge_range", 0).model_copy(update={"score": None, "raw": "undecided"})
        if judgement.row_id == "r2" and judgement.aspect == "knowledge_range"
        else judgement
        for judgement in judgements
    ]
    summary = rollup(generations, undecided, n_bootstrap=0)["judge"]
    # r2's pass is gone: 1 of the 2 decided knowledge-range verdicts passes, never 1 of 3
    assert summary["knowledge_range"]["mean"] == 0.5
    assert summary["knowledge_range"]["n"] == 2
    assert summary["knowledge_range"]["undecided"] == 1
    assert summary["knowledge_range"]["coverage"] == 2 / 3
    assert summary["avg_weighted"] == {"mean": 0.5, "ci95": None, "n": 4}
    assert summary["coverage"] == {"decided": 4, "undecided": 1, "share": 0.8}


def test_all_ones_give_a_degenerate_interval() -> None:
    generations, judgements = hand_built()
    ones = [judgement.model_copy(update={"score": 1}) for judgement in judgements]
    summary = rollup(generations, ones, n_bootstrap=200)["judge"]
    for name in ("knowledge_range", "style_compliance", "multi_turn_instruction"):
        assert summary[name]["ci95"] == [1.0, 1.0]
    for name in ("avg_simple", "avg_weighted", "avg_simple_no_mt"):
        assert summary[name] == {**summary[name], "mean": 1.0, "ci95": [1.0, 1.0]}


def half_right(n_rows: int) -> tuple[list[Generation], list[Judgement]]:
    generations = [row(f"r{index}", ANSWER) for index in range(n_rows)]
    judgements = [
        verdict(generation, "knowledge_range", int(index % 2 == 0))
        for index, generation in enumerate(generations)
    ]
    return generations, judgements


def test_interval_matches_the_bootstrap_distribution() -> None:
    # The bootstrap mean of 10 rows with 5 ones is Binomial(10, 0.5) / 10, whose 2.5% and 97.5%
    # quantiles are 0.2 and 0.8 (P(X <= 1) = 1.1%, P(X <= 2) = 5.5%).
    summary = rollup(*half_right(10), n_bootstrap=2000, seed=0)["judge"]
    assert summary["knowledge_range"]["mean"] == 0.5
    assert summary["knowledge_range"]["ci95"] == [0.2, 0.8]


def test_intervals_are_deterministic_under_the_seed() -> None:
    data = half_right(37)
    first: dict[str, Any] = rollup(*data, n_bootstrap=500, seed=7)
    assert rollup(*data, n_bootstrap=500, seed=7) == first
    assert rollup(*data, n_bootstrap=500, seed=8) != first
    low, high = first["judge"]["knowledge_range"]["ci95"]
    assert 0.3 < low < 19 / 37 < high < 0.7


def test_resampling_draws_rows_not_calls() -> None:
    # Each row's two calls agree; resampling rows keeps every statistic equal in every
    # resample, so the intervals coincide (resampling calls would split them).
    generations = [row(f"r{index}", ANSWER_NARRATED) for index in range(12)]
    judgements = [
        verdict(generation, aspect, int(index % 3 == 0))
        for index, generation in enumerate(generations)
        for aspect in ("knowledge_range", "style_compliance")
    ]
    summary = rollup(generations, judgements, n_bootstrap=300, seed=3)["judge"]
    interval = summary["knowledge_range"]["ci95"]
    assert interval[0] < 1 / 3 < interval[1]
    for name in ("style_compliance", "avg_simple", "avg_weighted", "avg_simple_no_mt"):
        assert summary[name]["ci95"] == pytest.approx(interval)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda js: [*js, js[0]], "judgement id 'r1:knowledge_range' occurs twice"),
        (
            lambda js: [js[0].model_copy(update={"row_id": "zz"})],
            "is for row 'zz', which has no generation",
        ),
        (
            lambda js: [js[0].model_copy(update={"aspect": "instruction_priority"})],
            "which task 'role_related_mrc_answer_with_narration' is not judged on",
        ),
        (lambda js: [js[0].model_copy(update={"task": ANSWER})], "but row 'r1' is of task"),
    ],
)
def test_inconsistent_judgements_are_input_errors(change: Any, message: str) -> None:
    generations, judgements = hand_built()
    with pytest.raises(InputError, match=message):
        rollup(generations, change(judgements))


def test_other_bad_inputs() -> None:
    generations, judgements = hand_built()
    with pytest.raises(ConfigError, match="n_bootstrap must be 0 or more"):
        rollup(generations, judgements, n_bootstrap=-1)
    with pytest.raises(InputError, match="generation id 'r1' occurs twice"):
        rollup([*generations, generations[1]], judgements)
    with pytest.raises(InputError, match="reference scores for row 'r9'"):
        rollup(generations, judgements, [RowScores(id="r9", task=ANSWER, metrics={})])
    with pytest.raises(InputError, match="unknown task 'nope'"):
        rollup([row("r1", "nope")], [])
