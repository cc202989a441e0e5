"""``rolemrc demo`` output: a short story that ends with what the numbers mean, what a real run
looks like, where the report is and how long the demo took.

The local OpenAI-compatible test server plays the embedded model here, answering with the
role's system prompt (an answer every judge aspect fails), so the story's every branch is
pinned; everything else (sample set, scoring, judge, report) runs for real. The embedded model
itself answers in tests/llm/test_embedded.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rolemrc.cli import _app, app
from rolemrc.cli._demo import REAL_RUNS, demo_closing, echoed_system_prompts, upstream_sizes
from rolemrc.eval import EvalReport
from support.openai_server import FakeOpenAIServer

runner = CliRunner()


def parrot(request: dict[str, Any]) -> str:
    first = request["messages"][0]
    return str(first["content"]) if first["role"] == "system" else "Hello there."


@pytest.fixture
def demo_model(monkeypatch: pytest.MonkeyPatch) -> Any:
    import rolemrc.llm

    prepared: list[bool] = []
    with FakeOpenAIServer(parrot) as server:
        monkeypatch.setattr(_app, "EMBEDDED", "openai/fake-model")
        monkeypatch.setattr(rolemrc.llm, "embedded_gguf", lambda: prepared.append(True))
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        yield server, prepared


def test_the_demo_tells_a_short_story_and_ends_with_the_report_and_its_time(
    tmp_path: Path, demo_model: Any
) -> None:
    server, prepared = demo_model
    out = tmp_path / "demo"
    result = runner.invoke(app, ["demo", "--out", str(out)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    # make demo adds at most 8 lines of set-up and total time to these
    assert len(lines) <= 32, result.output
    assert lines[0].startswith("rolemrc demo: the embedded model answers 18 sample rows")
    assert re.fullmatch(r"evaluating 18 rows \.\.\. done in \d+\.\d s", lines[1])
    assert re.fullmatch(
        r"  generation [\d.]+ s, reference metrics [\d.]+ s, rules judge [\d.]+ s", lines[2]
    )
    # the parrot repeats every system prompt: the rules judge fails it on every aspect
    headline = next(line for line in lines if "AvgS(noMT) [judge: rules]" in line)
    assert re.search(r"\b0\.0%", headline), headline
    meaning = next(line for line in lines if line.startswith("What these numbers mean:"))
    assert "18 of its 18 answers here repeat the role's system prompt" in meaning
    assert "offline heuristic judge" in meaning
    for where, command in REAL_RUNS:
        assert f"  {where}" in lines
        assert f"    {command}" in lines
    pace = next(line for line in lines if line.startswith("  Expect roughly"))
    assert re.search(r"at this demo's pace \([\d.]+ s per answer on this machine\)", pace)
    assert lines[-2] == f"report: {out / 'report.html'}  (also report.md, report.json)"
    assert re.fullmatch(r"demo finished in \d+\.\d s", lines[-1])
    assert "Traceback" not in result.output
    assert prepared == [True]
    assert len(server.requests) == 18
    report = json.loads((out / "report.json").read_text())
    assert report["n_rows"] == 18 and report["judge"]["kind"] == "rules"


def test_the_real_run_commands_name_options_that_eval_has() -> None:
    from typer.main import get_command

    eval_options = {
        option
        for param in get_command(app).commands["eval"].params  # type: ignore[attr-defined]
        for option in param.opts
    }
    for _, command in REAL_RUNS:
        words = command.split()
        assert words[:2] == ["rolemrc", "eval"]
        assert {word for word in words if word.startswith("--")} <= eval_options


def test_the_closing_counts_from_the_upstream_task_table() -> None:
    assert upstream_sizes() == (1400, 1600)
    report = EvalReport.model_validate({"n_rows": 18, "generation": {"max_new_tokens": 8}})
    lines = demo_closing(report, {"generation_s": 90.0}, Path("runs/demo"), 125.0, (0, 18))
    assert "repeat the role's system prompt" not in lines[0]
    assert "the 1400-row RoleMRC test set" in lines[1] and "(1600 judge calls)" in lines[1]
    # a shorter generation limit than a real run's: no extrapolation from this pace
    assert not any("this demo's pace" in line for line in lines)
    assert lines[-1] == "demo finished in 2 min 05 s"


def test_echoes_are_counted_on_the_opening_words(tmp_path: Path) -> None:
    system = "You are Theo Lambert, the Laminated Dough Perfectionist. Theo bakes in Lyon."
    rows = [
        ("You are Theo Lambert, the Laminated Dough   Perfectionist. Theo", True),
        ("Bonjour! The croissant needs cold butter.", False),
        ("", False),
    ]
    path = tmp_path / "generations.jsonl"
    path.write_text(
        "".join(
            json.dumps(
                {
                    "id": f"r{index}",
                    "task": "role_related_mrc_answer_no_narration",
                    "question": [
                        {"role": "system", "content": system},
                        {"role": "user", "content": "How do you laminate dough?"},
                    ],
                    "reference": "Fold cold butter in.",
                    "response": response,
                    "model": "embedded",
                }
            )
            + "\n"
            for index, (response, _) in enumerate(rows)
        )
    )
    assert echoed_system_prompts(path) == (1, 3)
