"""``rolemrc judge ...``: measuring judges."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.table import Table

from rolemrc.cli._errors import friendly_errors, out_console
from rolemrc.cli._help import RolemrcTyper

if TYPE_CHECKING:
    from rolemrc.eval import Judge

judge_app = RolemrcTyper(
    help="Measure judges: agreement of one judge's verdicts with another's or with labels.\n\n"
    "Example: rolemrc judge agreement rules my_labels.jsonl",
    no_args_is_help=True,
)


@judge_app.command("agreement")
@friendly_errors
def agreement_command(
    a: Annotated[
        str,
        typer.Argument(
            metavar="A",
            help="The judge: a run directory, a judgements.jsonl or labels file, or a judge "
            "run on B's rows: 'rules', 'rules+MODEL' or a model spec (its model asked here).",
        ),
    ],
    b: Annotated[
        str,
        typer.Argument(
            metavar="B",
            help="The reference: a run directory, a judgements.jsonl, or a labels file (JSONL: "
            "aspect, label 0/1, and a row id or the row's question, response and task).",
        ),
    ],
    out: Annotated[
        Path | None,
        typer.Option(help="Write agreement.json, agreement.md and agreement.html here."),
    ] = None,
    bootstrap: Annotated[
        int, typer.Option(min=0, help="Bootstrap resamples for kappa's 95% interval (0: none).")
    ] = 2000,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap.")] = 0,
    show_disagreements: Annotated[
        int, typer.Option(min=0, help="Print at most this many disagreeing verdicts.")
    ] = 10,
) -> None:
    """Compare two sets of judge verdicts on the rows they share: per aspect coverage,
    agreement, Cohen's kappa (bootstrap 95% CI), false passes and false fails.

    Example: rolemrc judge agreement runs/mine runs/mine-gpt4
    """
    from rolemrc.eval import (
        AGREEMENT_COLUMNS,
        agreement_of_sources,
        agreement_rows,
        write_agreement_files,
    )

    result = agreement_of_sources(_judge_or_path(a), b, n_bootstrap=bootstrap, seed=seed)
    table = Table(
        title=escape(f"judge agreement: A {result['a']} vs B {result['b']}"),
        header_style="bold",
    )
    for index, column in enumerate(AGREEMENT_COLUMNS):
        table.add_column(column, justify="left" if index == 0 else "right")
    for row in agreement_rows(result):
        table.add_row(*row)
    out_console.print(table)
    out_console.print(
        f"matched by {result['matched_by']}; {result['only_in_a']} verdicts only in A, "
        f"{result['only_in_b']} only in B; agreement and kappa over the verdicts both decided"
    )
    disagreements = result["disagreements"]
    for item in disagreements[:show_disagreements]:
        response = " ".join((item["response"] or "").split())
        out_console.print(
            escape(
                f"  {item['row_id']} {item['aspect']}: A={item['a']} B={item['b']}  "
                f"{response[:100]}"
            )
        )
    if len(disagreements) > show_disagreements:
        out_console.print(f"  ... {len(disagreements) - show_disagreements} more disagreements")
    if out is not None:
        files = write_agreement_files(out, result)
        out_console.print(f"written: {', '.join(str(path) for path in files.values())}")


def _judge_or_path(value: str) -> str | Judge:
    """The verdicts ``value`` names: a file or directory that exists, else the judge it names."""
    from rolemrc.core import ConfigError, InputError
    from rolemrc.eval import judge_model_spec, make_judge

    if Path(value).exists():
        return value
    try:
        judge_model_spec(value)
        return make_judge(value)
    except (ConfigError, ValueError) as error:
        raise InputError(
            f"A: {value!r} is no file or run directory, nor a judge ('rules', 'rules+MODEL' or "
            f"a model spec): {error}"
        ) from None
