"""A run's rows read back for the sample browser and paired figures: lenient with cut or odd
lines, undecided verdicts and failed rows."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from rolemrc.eval import read_run_rows
from rolemrc.eval._run_rows import sample_set


def write_lines(path: Path, lines: list[object]) -> None:
    path.write_text(
        "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    )


def test_rows_files_are_read_leniently(tmp_path: Path) -> None:
    generation = {
        "id": "r1",
        "task": "t",
        "question": [
            {"role": "system", "content": "You are Theo."},
            {"role": "user", "content": "Hi"},
        ],
        "reference": "ref",
        "response": "",
    }
    write_lines(
        tmp_path / "generations.jsonl",
        [generation, "[1, 2]", {"id": "r2", "task": "t", "question": "plain text", "response": 5}],
    )
    write_lines(
        tmp_path / "scores.jsonl",
        [{"id": "r1", "task": "t", "metrics": {"bleu": None, "rougeL": 0.5, "meteor": "x"}}],
    )
    judgement = {"row_id": "r1", "task": "t", "aspect": "knowledge_range", "parsed": True}
    write_lines(
        tmp_path / "judgements.jsonl",
        [
            {**judgement, "score": 1, "raw": "1"},
            {**judgement, "score": None, "raw": "CANNOT DECIDE"},  # the judge could not decide
            {**judgement, "aspect": "style_compliance", "score": 0, "parsed": False, "raw": "hm"},
        ],
    )
    with (tmp_path / "judgements.jsonl").open("a") as handle:
        handle.write('{"row_id": "r2", "aspe')  # cut short by an interrupted run
    rows = read_run_rows(tmp_path, [{"id": "r3", "stage": "generation", "reason": "HTTP 500"}])
    assert rows.order == ["r1", "r2", "r3"] and rows.skipped_lines == 2
    assert rows.conversations["r2"][0].content == "plain text" and rows.responses["r2"] == ""
    assert rows.metrics["r1"] == {"bleu": None, "rougeL": 0.5, "meteor": None}
    assert rows.failed == {"r3": "generation: HTTP 500"}
    # the undecided verdict is left out of the aspect's score; an unparsed one counts as 0
    assert rows.aspect_scores("knowledge_range") == {"r1": 1.0}
    assert rows.aspect_scores("style_compliance") == {"r1": 0.0}
    assert rows.metric_scores("rougeL") == {"r1": 0.5} and rows.metric_scores("bleu") == {}

    samples = sample_set([("run", rows)])
    assert [s.id for s in samples.rows] == ["r1", "r2", "r3"]
    assert list(samples.aspects) == ["knowledge_range", "style_compliance"]
    assert samples.metrics == {"bleu": "BLEU", "rougeL": "ROUGE-L", "meteor": "METEOR"}
    failed = samples.rows[2].answers[0]
    assert failed is not None and failed.failed == "generation: HTTP 500"
    assert [v.score for v in samples.rows[0].answers[0].judged] == [1, None, 0]  # type: ignore[union-attr]


def test_a_run_directory_without_row_files_has_no_rows(tmp_path: Path) -> None:
    rows = read_run_rows(tmp_path)
    assert rows.order == [] and sample_set([("run", rows)]).rows == []


def test_rows_of_several_runs_are_matched_by_id(tmp_path: Path) -> None:
    for name, ids in (("a", ["r1", "r2"]), ("b", ["r2", "r3"])):
        (tmp_path / name).mkdir()
        write_lines(
            tmp_path / name / "generations.jsonl",
            [
                {"id": i, "task": "t", "question": "q", "reference": "r", "response": name}
                for i in ids
            ],
        )
    runs = [(name, read_run_rows(tmp_path / name)) for name in ("a", "b")]
    samples = sample_set(runs)
    assert [s.id for s in samples.rows] == ["r1", "r2", "r3"]
    assert [[a.response if a else None for a in s.answers] for s in samples.rows] == [
        ["a", None],
        ["a", "b"],
        [None, "b"],
    ]


def test_a_judge_score_too_large_for_a_float_still_reads_as_out_of_range(tmp_path: Path) -> None:
    huge = int("9" * 400)  # what a judge answering "999...9" leaves in judgements.jsonl
    judgement = {"row_id": "r1", "aspect": "knowledge_range", "parsed": True, "raw": "9" * 400}
    (tmp_path / "judgements.jsonl").write_text(
        json.dumps({**judgement, "score": huge}) + "\n" + json.dumps({**judgement, "score": -huge})
    )
    verdicts = read_run_rows(tmp_path).judged["r1"]
    assert [v.score for v in verdicts] == [sys.float_info.max, -sys.float_info.max]
