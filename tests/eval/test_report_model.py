"""The typed report of ``rolemrc eval``: written byte for byte as the dict it replaces, read back
through ``read_report`` (a report holding only some of the fields included), and refused for other
kinds of run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import InputError, TokenUsage
from rolemrc.eval import EvalReport, read_report
from rolemrc.rolellm import RoleBenchReport, read_rolebench_report

ROLELLM_SPLIT = (
    Path(__file__).parents[1]
    / "rolellm"
    / "data"
    / "rolebench-eng"
    / "instruction-generalization"
    / "role_specific"
)

# A report holding only some of the fields: no judge kind, calls, BERTScore note or mode list.
PARTIAL_REPORT = {
    "schema_version": 1,
    "rolemrc_version": "0.0.9",
    "created": "2026-01-02T03:04:05+00:00",
    "model": "openai/old",
    "judge_model": "rules",
    "data": {"source": "old.jsonl", "fingerprint": "f00", "n_rows_in_source": 2, "limit": None},
    "n_rows": 2,
    "reference": {"bleu": {"mean": 0.25, "std": 0.0, "n": 2}},
    "judge": {
        "name": "rules",
        "knowledge_range": {"mean": 0.5, "n": 2, "unparsed": 0, "ci95": [0.0, 1.0]},
        "avg_simple_no_mt": {"mean": 0.5, "ci95": None, "aspects": ["knowledge_range"]},
    },
    "by_task": {"t": {"n_rows": 2, "judge": {"knowledge_range": {"mean": 0.5, "n": 2}}}},
    "usage": {"policy": {"prompt_tokens": 3, "completion_tokens": 4, "calls": 2}},
    "timings": {"generation_s": 1.5},
}


def test_a_partial_report_reads_typed_and_writes_back_as_it_was(tmp_path: Path) -> None:
    (tmp_path / "report.json").write_text(json.dumps(PARTIAL_REPORT), encoding="utf-8")
    report = read_report(tmp_path)
    assert isinstance(report, EvalReport)
    assert report.judge is not None and report.judge.avg_simple_no_mt is not None
    assert report.judge.avg_simple_no_mt.mean == 0.5
    assert report.judge.kind is None and report.judge_calls is None
    assert report.judge.aspect("knowledge_range") == report.judge.knowledge_range
    assert report.judge.aspect("style_compliance") is None
    assert report.usage == {"policy": TokenUsage(prompt_tokens=3, completion_tokens=4, calls=2)}
    assert report.by_task is not None and report.by_task["t"].reference is None
    # Only the keys the file has are written back, in the order the file lists them.
    assert json.dumps(report.to_json()) == json.dumps(PARTIAL_REPORT)
    assert report == EvalReport.model_validate(PARTIAL_REPORT) and report.judge.name == "rules"


def test_key_order_follows_the_model_not_the_input() -> None:
    shuffled = dict(reversed(list(PARTIAL_REPORT.items())))
    assert list(EvalReport.model_validate(shuffled).to_json()) == list(PARTIAL_REPORT)


def test_a_badly_typed_field_is_named(tmp_path: Path) -> None:
    broken = {**PARTIAL_REPORT, "n_rows": "two"}
    (tmp_path / "report.json").write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_report(tmp_path)
    assert caught.value.field == "n_rows"
    assert caught.value.path == str(tmp_path / "report.json")


def _rolebench_run(tmp_path: Path) -> Path:
    out = tmp_path / "rb"
    result = CliRunner().invoke(
        app,
        [
            "rolellm",
            "eval",
            "--split",
            str(ROLELLM_SPLIT / "test.jsonl"),
            "--responses",
            str(ROLELLM_SPLIT / "rolegpt_baseline.jsonl"),
            "--out",
            str(out),
            "--limit",
            "3",
        ],
    )
    assert result.exit_code == 0, result.output
    return out


def test_reports_of_each_kind_read_through_their_loader(tmp_path: Path) -> None:
    out = _rolebench_run(tmp_path)
    report = read_rolebench_report(out)
    assert isinstance(report, RoleBenchReport) and report.kind == "rolebench"
    assert report.n_rows == 3 and report.views["SPE"].n == 3
    written = (out / "report.json").read_text(encoding="utf-8")
    assert json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n" == written
    with pytest.raises(InputError, match=r"report of a RoleBench evaluation") as caught:
        read_report(out)
    assert caught.value.field == "kind"
    (tmp_path / "eval").mkdir()
    (tmp_path / "eval" / "report.json").write_text(json.dumps(PARTIAL_REPORT), encoding="utf-8")
    with pytest.raises(InputError, match=r"report of a RoleMRC evaluation \(rolemrc eval\)"):
        read_rolebench_report(tmp_path / "eval")


def test_rolemrc_report_on_a_rolellm_run_says_which_kind_it_is(tmp_path: Path) -> None:
    out = _rolebench_run(tmp_path)
    result = CliRunner().invoke(app, ["report", str(out)])
    assert result.exit_code == 2
    text = " ".join(result.output.split())
    assert "field 'kind': this is the report of a RoleBench evaluation (rolemrc rolellm eval)" in (
        text
    )
    assert "Traceback" not in result.output
