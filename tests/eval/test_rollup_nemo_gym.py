"""Parity with NeMo-Gym's RoleMRC roll-ups (``compute_metrics`` and ``_judge_rollups`` of
``resources_servers/rolemrc/app.py``): the same names and values on the same verdicts, and the
upstream-compatible weighted average with its other count shown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rolemrc.core import TEST_TASK_NAMES, Generation, Judgement, Message
from rolemrc.eval import nemo_gym_metrics, rollup
from rolemrc.eval._report_model import JudgeSummary
from rolemrc.eval._report_views import _average
from rolemrc.rules import build_judge_calls

EXAMPLES = Path(__file__).parents[1] / "data" / "nemo_gym" / "example_judge.jsonl"


def example_rows() -> list[Generation]:
    """NeMo-Gym's three example judge rows (Apache-2.0; see the data folder's README)."""
    rows = []
    for number, line in enumerate(EXAMPLES.read_text().splitlines()):
        data = json.loads(line)
        rows.append(
            Generation(
                id=f"example{number}",
                task=data["task"],
                question=[Message(**turn) for turn in data["responses_create_params"]["input"]],
                reference=data["reference"],
                response="a reply",
                model="policy",
            )
        )
    return rows


def verdicts(
    rows: list[Generation], scores: dict[str, int], upstream_compat: bool
) -> list[Judgement]:
    """A verdict on each judge call of ``rows``, its score looked up by call id."""
    return [
        call.judgement(judge="j", score=scores[call.id], parsed=True, raw="", detail="")
        for row in rows
        for call in build_judge_calls(row, upstream_compat=upstream_compat)
    ]


SCORES = {
    "example0:knowledge_range": 1,
    "example0:style_compliance": 1,
    "example1:nested_instruction": 0,
    "example2:instruction_priority": 1,
    "example2:instruction_priority#2": 0,  # sent only with --upstream-compat
}


def test_default_calls_give_nemo_gyms_values_under_its_names() -> None:
    rows = example_rows()
    judged = verdicts(rows, SCORES, upstream_compat=False)
    # knowledge 1, style 1, nested 0, priority 1: one call each
    assert nemo_gym_metrics(rows, judged) == {
        "mean_reward": pytest.approx((1 + 0 + 1) / 3),  # row means: 1, 0, 1
        "count": 3,
        "dimension/instruction_priority/mean_reward": 1.0,
        "dimension/instruction_priority/count": 1,
        "dimension/nested_instruction/mean_reward": 0.0,
        "dimension/nested_instruction/count": 1,
        "dimension/on_scene_dialogue/mean_reward": 1.0,
        "dimension/on_scene_dialogue/count": 1,
        "aspect/instruction_priority/mean": 1.0,
        "aspect/instruction_priority/count": 1,
        "aspect/knowledge_range/mean": 1.0,
        "aspect/knowledge_range/count": 1,
        "aspect/nested_instruction/mean": 0.0,
        "aspect/nested_instruction/count": 1,
        "aspect/style_compliance/mean": 1.0,
        "aspect/style_compliance/count": 1,
        "judge/n_calls": 4,
        "judge/avg_simple": 0.75,
        "judge/avg_weighted": 0.75,
        "judge/avg_simple_no_mt": 0.75,
    }
    judge = rollup(rows, judged, n_bootstrap=0)["judge"]
    assert judge["avg_simple"]["mean"] == 0.75
    assert judge["avg_weighted"] == {"mean": 0.75, "ci95": None, "n": 4}
    assert judge["avg_simple_no_mt"]["mean"] == 0.75
    assert "avg_weighted_once" not in judge  # one call per row's aspect: one count


def test_aspect_macro_not_row_macro_as_nemo_gyms_own_test_pins() -> None:
    """NeMo-Gym's case: knowledge judged twice (1, 0), style once (1), multi-turn once (0)."""
    rows = [
        Generation(id=row_id, task=task, question=[], reference="", response="r", model="policy")
        for row_id, task in (
            ("a", "role_related_mrc_answer_with_narration"),
            ("b", "role_related_mrc_answer_no_narration"),
            ("c", "role_related_mrc_refused_no_narration-2ndrefused"),
        )
    ]
    scores = {
        "a:knowledge_range": 1,
        "a:style_compliance": 1,
        "b:knowledge_range": 0,
        "c:multi_turn_instruction": 0,
    }
    judged = verdicts(rows, scores, upstream_compat=False)
    metrics = nemo_gym_metrics(rows, judged)
    assert metrics["judge/n_calls"] == 4
    assert metrics["judge/avg_simple"] == pytest.approx((0.5 + 1.0 + 0.0) / 3)
    assert metrics["judge/avg_weighted"] == pytest.approx(0.5)
    assert metrics["judge/avg_simple_no_mt"] == pytest.approx(0.75)
    assert metrics["mean_reward"] == pytest.approx(1 / 3)
    judge = rollup(rows, judged, n_bootstrap=0)["judge"]
    for name in ("avg_simple", "avg_weighted", "avg_simple_no_mt"):
        assert judge[name]["mean"] == pytest.approx(metrics[f"judge/{name}"])


def test_upstream_compat_counts_every_call_and_shows_the_count_once_per_row() -> None:
    rows = example_rows()
    judged = verdicts(rows, SCORES, upstream_compat=True)
    judge = rollup(rows, judged, n_bootstrap=200)["judge"]
    # calls: knowledge 1, style 1, nested 0, priority 1 and 0
    assert judge["avg_weighted"]["n"] == 5
    assert judge["avg_weighted"]["mean"] == pytest.approx(3 / 5)
    # each row's aspect once, priority as the mean of its two verdicts (0.5)
    assert judge["avg_weighted_once"]["n"] == 4
    assert judge["avg_weighted_once"]["mean"] == pytest.approx((1 + 1 + 0 + 0.5) / 4)
    low, high = judge["avg_weighted_once"]["ci95"]
    assert low <= judge["avg_weighted_once"]["mean"] <= high
    # the aspect means do not depend on the count
    assert judge["instruction_priority"]["mean"] == 0.5
    assert judge["avg_simple"]["mean"] == pytest.approx(2.5 / 4)
    assert judge["avg_simple_no_mt"]["mean"] == pytest.approx(2.5 / 4)
    metrics = nemo_gym_metrics(rows, judged)
    assert metrics["judge/n_calls"] == 4
    assert metrics["judge/avg_weighted"] == pytest.approx(judge["avg_weighted_once"]["mean"])
    assert metrics["judge/avg_simple"] == pytest.approx(judge["avg_simple"]["mean"])
    assert metrics["dimension/instruction_priority/mean_reward"] == 0.5


def test_the_report_says_which_count_avgw_uses_and_shows_the_other() -> None:
    rows = example_rows()
    compat = JudgeSummary.model_validate(
        rollup(rows, verdicts(rows, SCORES, upstream_compat=True), n_bootstrap=0)["judge"]
    )
    score = _average(compat, "avg_weighted", "AvgW", "pass rate over all judge calls", frozenset())
    assert score.mean == pytest.approx(0.6)
    assert "here over all 5 calls" in score.description
    assert "counting each row's aspect once (4, NeMo-Gym's count" in score.description
    assert score.description.endswith(": 62.5%")
    default = JudgeSummary.model_validate(
        rollup(rows, verdicts(rows, SCORES, upstream_compat=False), n_bootstrap=0)["judge"]
    )
    plain = _average(default, "avg_weighted", "AvgW", "pass rate over all judge calls", frozenset())
    assert plain.description == "pass rate over all judge calls"


def nemo_gym_dimension(task: str) -> str:
    """NeMo-Gym's ``_task_dimension``: the first of its suffixes the task ends with."""
    for suffix, dimension in (
        ("-2ndrefused", "multi_turn"),
        ("-2ndanswer", "multi_turn"),
        ("-special-content", "nested_instruction"),
        ("-special-format", "nested_instruction"),
        ("-refused", "instruction_priority"),
    ):
        if task.endswith(suffix):
            return dimension
    return "on_scene_dialogue"


@pytest.mark.parametrize("task", TEST_TASK_NAMES)
def test_each_test_task_falls_in_nemo_gyms_dimension(task: str) -> None:
    system = Message(role="system", content="You are Evan. You must answer in capitals.")
    row = Generation(id="r", task=task, question=[system], reference="", response="", model="m")
    judged = verdicts([row], {call.id: 1 for call in build_judge_calls(row)}, False)
    [key] = [key for key in nemo_gym_metrics([row], judged) if key.endswith("/mean_reward")]
    assert key == f"dimension/{nemo_gym_dimension(task)}/mean_reward"
