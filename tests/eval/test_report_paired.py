"""Paired comparisons of real runs (``rolemrc report A B``): rows matched by id, figures worked
out by hand, a run against itself, and the refusals that say why runs cannot be paired."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.eval import read_report, read_run_rows
from rolemrc.eval._report_paired import paired_comparison
from rolemrc.eval._report_views import run_view
from support.report_runs import eval_run, sample_test_set, write_judge_script


@pytest.fixture(scope="module")
def setting(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("paired")
    data = sample_test_set(root / "test.jsonl", rows_per_task=1)
    judge = write_judge_script(root)
    # every row passes in the baseline; the other run fails every second row's every aspect
    base = eval_run(root / "base", data, judge, lambda i, row: "Yes.")
    other = eval_run(root / "other", data, judge, lambda i, row: "Yes. [no]" if i % 2 else "Yes.")
    return {"root": root, "data": data, "judge": judge, "base": base, "other": other}


def side(label: str, run: Path) -> tuple[str, Any, Any]:
    report = read_report(run)
    failed = [row.model_dump() for row in report.failed_rows or []]
    return label, run_view(report), read_run_rows(run, failed)


def test_a_run_against_itself_differs_by_zero_with_p_one(
    setting: dict[str, Any], tmp_path: Path
) -> None:
    base = setting["base"]
    twin = tmp_path / "twin"
    shutil.copytree(base, twin)
    result = CliRunner().invoke(app, ["report", str(base), str(twin), "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    comparison = paired_comparison(side("base", base), side("twin", twin))
    assert comparison.refused is None and comparison.matched == 18
    assert comparison.rows and all(
        row.difference == 0 and row.p_value == 1 and row.ci95 == (0, 0) for row in comparison.rows
    )
    assert all(task.ties == task.n == 1 for task in comparison.tasks)
    markdown = (tmp_path / "compare.md").read_text()
    # the headline leaves out multi-turn instruction: the 4 multi-turn rows have no part in it
    assert (
        "| **AvgS(noMT)** | +0.0 pp | +0.0 to +0.0 pp | 1 | 14 | no significant difference |"
        in (markdown)
    )


def test_differences_wins_and_losses_match_the_rows_by_hand(setting: dict[str, Any]) -> None:
    comparison = paired_comparison(side("base", setting["base"]), side("other", setting["other"]))
    rows = {row.key: row for row in comparison.rows}
    base_rows = read_run_rows(setting["base"])
    # rows 1, 3, 5, ... (0-based) fail every aspect in "other": 9 of the 18 rows
    failing = {row_id for index, row_id in enumerate(base_rows.order) if index % 2}
    for aspect in ("knowledge_range", "style_compliance", "nested_instruction"):
        judged = set(base_rows.aspect_scores(aspect))
        expected = -len(judged & failing) / len(judged)
        assert rows[aspect].difference == pytest.approx(expected), aspect
        assert rows[aspect].n == len(judged)
    headline_aspects = [
        a
        for a in (
            "knowledge_range",
            "style_compliance",
            "nested_instruction",
            "instruction_priority",
        )
        if a in rows
    ]
    assert rows["avg_simple_no_mt"].difference == pytest.approx(
        sum(rows[a].difference for a in headline_aspects) / len(headline_aspects)
    )
    losses = {task.task: task.losses for task in comparison.tasks}
    assert sum(losses.values()) == 9 and all(task.wins == 0 for task in comparison.tasks)
    assert {base_rows.tasks[row_id] for row_id in failing} == {
        task for task, lost in losses.items() if lost
    }
    assert rows["avg_simple_no_mt"].verdict == "lower" and rows["avg_simple_no_mt"].significant
    # the answers differ in words only by " [no]": the reference metrics move, and say so
    assert rows["rougeL"].n == 18 and rows["rougeL"].difference is not None


def test_runs_on_other_data_are_not_paired_and_the_reason_is_given(
    setting: dict[str, Any], tmp_path: Path
) -> None:
    data = sample_test_set(tmp_path / "other-test.jsonl", rows_per_task=2)
    elsewhere = eval_run(tmp_path / "elsewhere", data, setting["judge"], lambda i, row: "Yes.")
    comparison = paired_comparison(side("base", setting["base"]), side("elsewhere", elsewhere))
    assert comparison.refused is not None and "different test sets" in comparison.refused
    assert comparison.rows == () and comparison.tasks == ()
    result = CliRunner().invoke(
        app, ["report", str(setting["base"]), str(elsewhere), "--out", str(tmp_path / "cmp")]
    )
    assert result.exit_code == 0, result.output
    assert "Not compared row by row" in (tmp_path / "cmp" / "compare.md").read_text()
    assert "Not compared row by row" in (tmp_path / "cmp" / "compare.html").read_text()


def test_judge_figures_are_refused_across_judges_modes_and_bertscore_across_models(
    setting: dict[str, Any],
) -> None:
    label, view, rows = side("base", setting["base"])

    def changed(**settings: str) -> tuple[str, Any, Any]:
        return "other", dataclasses.replace(view, settings={**view.settings, **settings}), rows

    by_judge = paired_comparison((label, view, rows), changed(judge="openai/gpt-4o"))
    judged = [row for row in by_judge.rows if row.scale == "pct"]
    assert judged and all(row.refused and "different judges" in row.refused for row in judged)
    assert all(row.refused is None for row in by_judge.rows if row.scale == "decimal")
    assert any("different judges" in note for note in by_judge.notes)
    by_mode = paired_comparison((label, view, rows), changed(judge_calls="upstream_compat"))
    assert all(
        row.refused and "different judge modes" in row.refused
        for row in by_mode.rows
        if row.scale == "pct"
    )
    with_scores = dataclasses.replace(
        rows, metrics={row_id: {**m, "bertscore_f1": 0.8} for row_id, m in rows.metrics.items()}
    )
    bertscore = paired_comparison(
        (label, view, with_scores),
        (
            "other",
            dataclasses.replace(view, settings={**view.settings, "bertscore_model": "x"}),
            with_scores,
        ),
    )
    refused = {row.key: row.refused for row in bertscore.rows}
    assert refused["bertscore_f1"] and "different BERTScore models" in refused["bertscore_f1"]
    assert refused["rougeL"] is None


def test_failed_rows_and_rows_of_one_run_only_are_left_out_and_counted(
    setting: dict[str, Any], tmp_path: Path
) -> None:
    other = tmp_path / "other"
    shutil.copytree(setting["other"], other)
    report = read_report(other).to_json()
    first_id = read_run_rows(other).order[0]
    report["failed_rows"] = [{"id": first_id, "stage": "generation", "reason": "HTTP 500"}]
    (other / "report.json").write_text(json.dumps(report))
    comparison = paired_comparison(side("base", setting["base"]), side("other", other))
    assert comparison.matched == 17 and comparison.failed == 1
    assert any("1 row failed in one of the runs and is left out" in n for n in comparison.notes)
    assert all(row.n <= 17 for row in comparison.rows)


def test_compare_json_holds_the_figures_the_markdown_shows(
    setting: dict[str, Any], tmp_path: Path
) -> None:
    base, other = setting["base"], setting["other"]
    result = CliRunner().invoke(app, ["report", str(base), str(other), "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    figures = json.loads((tmp_path / "compare.json").read_text())
    assert figures["format"] == "rolemrc-figures" and figures["kind"] == "comparison"
    assert [run["label"] for run in figures["runs"]] == ["base", "other"]
    assert [run["rows"] for run in figures["runs"]] == [str(base), str(other)]
    assert figures["probe"] is None and figures["restraint"] is None
    report = read_report(other)
    assert figures["runs"][1]["reference"]["rougeL"]["mean"] == pytest.approx(
        report.reference["rougeL"].mean if report.reference else None, abs=1e-6
    )
    (pair,) = figures["pairs"]
    assert (pair["baseline"], pair["other"]) == ("base", "other")
    assert pair["rows"] == "compare.html#paired-1"
    expected = paired_comparison(side("base", base), side("other", other))
    by_key = {figure["key"]: figure for figure in pair["figures"]}
    for row in expected.rows:
        assert by_key[row.key]["difference"] == pytest.approx(row.difference, abs=1e-6)
        assert by_key[row.key]["p_value"] == pytest.approx(row.p_value, abs=1e-6)
        assert by_key[row.key]["verdict"] == row.verdict
    # the pair's link leads to its section of the page
    assert 'id="paired-1"' in (tmp_path / "compare.html").read_text()
