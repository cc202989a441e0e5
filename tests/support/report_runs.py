"""Real ``rolemrc eval`` run directories for report tests: the built-in sample test set, a
response file of answers shaped like users' (empty, ``*smiles*``, hostile markup, long), and a
scripted judge (``mock/FILE``) whose verdict follows a marker in the answer: ``[no]`` fails,
``[two]`` is an answer outside {0, 1}, ``[huh]`` does not parse; anything else passes."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from rolemrc.cli import app

JUDGE_RULES = (
    {"when": "[no]", "answer": "0"},
    {"when": "[two]", "answer": "2"},
    {"when": "[huh]", "answer": "well, it depends"},
    {"answer": "1"},
)
HOSTILE = "</script><script>document.title='pwned'</script><img src=x onerror=alert(1)>"

Answer = Callable[[int, Mapping[str, Any]], str]


def varied_answer(index: int, row: Mapping[str, Any]) -> str:
    """Answers of every shape users' models give, and every kind of verdict."""
    kinds = (
        lambda: "*smiles* Cold butter keeps the layers apart. [no]",
        lambda: "",
        lambda: f"{HOSTILE} I would rather not say.",
        lambda: "Well... " + "the dough rests and the butter firms up. " * 60,
        lambda: "I cannot answer that. [two]",
        lambda: "(Theo shrugs) [huh]",
        lambda: "Yes: fold, turn, roll, rest.",
    )
    return kinds[index % len(kinds)]()


def write_judge_script(directory: Path) -> str:
    path = directory / "judge.jsonl"
    path.write_text("".join(json.dumps(rule) + "\n" for rule in JUDGE_RULES), encoding="utf-8")
    return f"mock/{path}"


def sample_test_set(path: Path, rows_per_task: int) -> Path:
    result = CliRunner().invoke(
        app, ["sample", "--out", str(path), "--rows-per-task", str(rows_per_task)]
    )
    assert result.exit_code == 0, result.output
    return path


def eval_run(
    out: Path,
    data: Path,
    judge: str,
    answer: Answer = varied_answer,
) -> Path:
    """Evaluate ``answer``'s responses to ``data`` into ``out`` (no BERTScore)."""
    rows = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines()]
    responses = out.parent / f"{out.name}-responses.jsonl"
    responses.write_text(
        "".join(
            json.dumps({**row, "response": answer(index, row)}, ensure_ascii=False) + "\n"
            for index, row in enumerate(rows)
        ),
        encoding="utf-8",
    )
    result = CliRunner().invoke(
        app,
        [
            "eval",
            "--data",
            str(data),
            "--responses",
            str(responses),
            "--judge",
            judge,
            "--bertscore-model",
            "none",
            # the scripted judge leaves some verdicts unparsed on purpose, for the browser to show
            "--max-no-verdict",
            "1.0",
            "--out",
            str(out),
            "--no-progress",
        ],
    )
    assert result.exit_code == 0, result.output
    return out
