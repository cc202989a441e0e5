"""``rolemrc judge agreement`` driven as a user drives it."""

import json
from pathlib import Path

import pytest
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


def test_agreement_of_rules_first_asks_its_judge_model_only_what_the_rules_leave_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path / "home"))
    script = tmp_path / "judge.jsonl"
    script.write_text(json.dumps({"answer": "2"}) + "\n")  # off the scale: no verdict
    labels = labels_path("twelfth_dev")
    rules = runner.invoke(app, ["judge", "agreement", "rules", str(labels), "--out",
                                str(tmp_path / "rules"), "--bootstrap", "0"])  # fmt: skip
    both = runner.invoke(app, ["judge", "agreement", f"rules+mock/{script}", str(labels),
                               "--out", str(tmp_path / "both"), "--bootstrap", "0"])  # fmt: skip
    assert rules.exit_code == both.exit_code == 0, both.output
    ruled, cascaded = (
        json.loads((tmp_path / name / "agreement.json").read_text())["aspects"]["all"]
        for name in ("rules", "both")
    )
    assert cascaded["decided_a"] == ruled["decided_a"] < ruled["shared"]
    assert cascaded["agreement"] == ruled["agreement"]
    script.write_text(json.dumps({"answer": "0"}) + "\n")
    failing = runner.invoke(app, ["judge", "agreement", f"rules+mock/{script}", str(labels),
                                  "--out", str(tmp_path / "fail"), "--bootstrap", "0"])  # fmt: skip
    assert failing.exit_code == 0, failing.output
    failed = json.loads((tmp_path / "fail" / "agreement.json").read_text())["aspects"]["all"]
    assert failed["decided_a"] == failed["shared"]  # every open verdict failed by the model
    before, after = ruled["confusion"], failed["confusion"]
    assert (after["a1_b0"], after["a1_b1"]) == (before["a1_b0"], before["a1_b1"])
    opened = after["a0_b0"] + after["a0_b1"] - before["a0_b0"] - before["a0_b1"]
    assert opened == ruled["shared"] - ruled["decided_a"] > 0


def test_agreement_of_a_judge_that_is_neither_file_nor_judge_says_both(tmp_path: Path) -> None:
    labels = labels_path("heldout")
    result = runner.invoke(app, ["judge", "agreement", "rules+", str(labels)])
    assert result.exit_code == 2
    assert "no file or run directory, nor a judge" in result.output
    assert "write rules+MODEL" in result.output
