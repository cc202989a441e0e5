"""A whole evaluation from the command line with scripted mock/ models: no server, no weights."""

import json
from pathlib import Path

from typer.testing import CliRunner

from rolemrc.cli import app

runner = CliRunner()


def test_eval_with_a_mock_policy_and_a_scripted_mock_judge(tmp_path: Path) -> None:
    sample = tmp_path / "sample.jsonl"
    assert runner.invoke(app, ["sample", "--out", str(sample)]).exit_code == 0
    judge = tmp_path / "judge.jsonl"
    judge.write_text('{"answer": "1"}\n', encoding="utf-8")
    out = tmp_path / "run"
    result = runner.invoke(
        app,
        [
            "eval",
            "--data",
            str(sample),
            "--model",
            "mock/echo",
            "--judge",
            f"mock/{judge}",
            "--out",
            str(out),
            "--bertscore-model",
            "none",
            "--cache",
            str(tmp_path / "cache.sqlite"),
            "--no-progress",
        ],
    )
    assert result.exit_code == 0, result.output

    rows = [json.loads(line) for line in sample.read_text(encoding="utf-8").splitlines()]
    generations = [
        json.loads(line) for line in (out / "generations.jsonl").read_text().splitlines()
    ]
    last_user_turns = [
        [turn["content"] for turn in row["question"] if turn["role"] == "User"][-1] for row in rows
    ]
    assert [g["response"] for g in generations] == last_user_turns
    assert {g["model"] for g in generations} == {"mock/echo"}

    judgements = [json.loads(line) for line in (out / "judgements.jsonl").read_text().splitlines()]
    assert judgements and all(j["score"] == 1 and j["parsed"] for j in judgements)
    report = json.loads((out / "report.json").read_text())
    assert report["judge"]["kind"] == "llm"
    assert report["judge"]["avg_simple_no_mt"]["mean"] == 1.0
