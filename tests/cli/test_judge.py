"""``rolemrc judge agreement`` driven as a user drives it."""

import json
from pathlib import Path

from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.eval import labels_path

runner = CliRunner()


def test_agreement_of_the_rules_judge_with_labels_writes_table_and_files(tmp_path: Path) -> None:
    labels = tmp_path / "labels.jsonl"
    lines = labels_path("heldout").read_text(encoding="utf-8").splitlines()[:12]
    labels.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(
        app,
        ["judge", "agreement", "rules", str(labels), "--out", str(tmp_path / "out"),
         "--bootstrap", "100"],
        terminal_width=200,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "judge agreement: A rules vs B" in result.output
    assert "matched by question and response" in result.output
    written = json.loads((tmp_path / "out" / "agreement.json").read_text())
    assert written["aspects"]["all"]["shared"] == 12
    assert (tmp_path / "out" / "agreement.html").exists()


def test_agreement_of_an_unreadable_source_is_one_clear_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "r1", "aspect": "knowledge_range", "label": "yes"}\n')
    result = runner.invoke(app, ["judge", "agreement", str(bad), str(bad)])
    assert result.exit_code == 2
    assert f"{bad}:1" in result.output and "must be 0, 1 or null" in result.output
