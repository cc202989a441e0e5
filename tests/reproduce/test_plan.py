"""``rolemrc reproduce --dry-run``: the plan, the calls and the cost, with no model called."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import TASKS, TEST_TASK_NAMES
from rolemrc.reproduce import EVAL_POINTS, load_reproduce_config, plan_reproduce
from rolemrc.rules import UPSTREAM_JUDGE_MAX_TOKENS


def test_the_paper_plan_counts_the_judge_calls_of_every_evaluation() -> None:
    config = load_reproduce_config(preset="paper")
    plan = plan_reproduce(config)
    assert [step.name for step in plan.steps] == [
        "synth",
        "eval-start",
        "sft",
        "eval-sft",
        "dpo",
        "eval-dpo",
        "probe",
        "restrain",
        "eval-restrained",
    ]
    calls = {entry.role: entry for entry in plan.calls}
    assert set(calls) == {"synthesis generator", "student", "judge"}
    assert calls["student"].calls == plan.test_rows * len(EVAL_POINTS)
    judge = calls["judge"]
    # one call per judge aspect of each row's task (the judge's own routing), per evaluation
    assert judge.usage.completion_tokens == judge.calls * UPSTREAM_JUDGE_MAX_TOKENS
    prompt_price, completion_price = config.eval.judge_prices
    assert judge.cost is not None and judge.cost > 0
    assert (
        abs(
            judge.cost
            - (
                judge.usage.prompt_tokens * prompt_price
                + judge.usage.completion_tokens * completion_price
            )
            / 1e6
        )
        < 1e-9
    )
    assert plan.cost is not None
    assert abs(plan.cost - sum(entry.cost or 0.0 for entry in plan.calls)) < 1e-9


def test_the_tiny_plan_calls_no_api() -> None:
    plan = plan_reproduce(load_reproduce_config())
    assert [entry.role for entry in plan.calls] == ["student"]  # a local generator and judge
    config = load_reproduce_config()
    assert plan.test_rows == len(TEST_TASK_NAMES) * config.data.test_rows_per_task  # type: ignore[union-attr]
    assert plan.cost == 0.0
    assert all(TASKS[task].aspects for task in TEST_TASK_NAMES)


def test_dry_run_prints_plan_calls_and_cost_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = CliRunner().invoke(
        app, ["reproduce", "--preset", "paper", "--dry-run", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "no model is called" in text
    assert "judge: " in text and "calls per evaluation x 4 evaluations" in text
    assert "total cost: " in text and "USD" in text
    assert not out.exists()
