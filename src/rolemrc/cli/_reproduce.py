"""``rolemrc reproduce``: the RoleMRC loop in one command. torch loads only when a step runs.

Register on the main app with::

    app.command("reproduce")(reproduce_command)
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from rolemrc.cli._errors import console, friendly_errors, out_console, say

if TYPE_CHECKING:
    from rolemrc.reproduce import LoopPlan


def _print_plan(plan: LoopPlan) -> None:
    steps = Table(title="rolemrc reproduce --dry-run (no model is called)", header_style="bold")
    for column in ("step", "directory", "does"):
        steps.add_column(column)
    for step in plan.steps:
        steps.add_row(step.name, step.dir, step.does)
    out_console.print(steps)
    calls = Table(title=f"model calls ({plan.test_rows:,} test rows)", header_style="bold")
    for column in ("model", "role", "calls", "prompt tokens", "completion tokens", "cost (USD)"):
        calls.add_column(
            column, justify="right" if "tokens" in column or column[0] == "c" else "left"
        )
    for entry in plan.calls:
        calls.add_row(
            entry.model,
            entry.role,
            f"{entry.calls:,.0f}",
            f"{entry.usage.prompt_tokens:,}",
            f"{entry.usage.completion_tokens:,}",
            "unknown" if entry.cost is None else f"{entry.cost:,.2f}",
        )
    out_console.print(calls)
    for entry in plan.calls:
        say(f"{entry.role}: {entry.note}", soft_wrap=True)
    total = plan.cost
    say(
        "total cost: "
        + ("unknown (a model without prices)" if total is None else f"{total:,.2f} USD"),
        soft_wrap=True,
    )


@friendly_errors
def reproduce_command(
    out: Annotated[Path, typer.Option(help="Run directory of the loop.")] = Path("runs/reproduce"),
    preset: Annotated[
        str | None,
        typer.Option(
            help="tiny (default: offline, CPU, the embedded model) or paper (GPUs, an API judge)."
        ),
    ] = None,
    config: Annotated[
        Path | None,
        typer.Option(help="YAML file: a preset (`preset: paper`) and the fields to change."),
    ] = None,
    dry_run: Annotated[
        bool,
        typer.Option(
            "--dry-run", help="Print the plan, the model calls and their cost; run nothing."
        ),
    ] = False,
) -> None:
    """The RoleMRC loop: synth -> eval -> SFT -> eval -> DPO -> eval -> probe -> restrain -> eval.

    Each step writes its own run directory under OUT/steps; a rerun of the same command resumes
    where a kill stopped it. OUT/report.html holds the figures (also report.md, figures.json).

    Example: rolemrc reproduce --out runs/reproduce
    """
    from rolemrc.reproduce import load_reproduce_config, plan_reproduce, run_reproduce

    settings = load_reproduce_config(config, preset=preset)
    if dry_run:
        _print_plan(plan_reproduce(settings))
        return
    say(
        f"rolemrc reproduce (preset {settings.preset}): {out}; a rerun of this command resumes it",
        soft_wrap=True,
    )
    result = run_reproduce(settings, out, console=console)
    if result.resumed:
        say(f"{result.resumed} steps were already done", soft_wrap=True)
    say(f"report: {result.report['report.html']}  (also report.md, figures.json)", soft_wrap=True)
