"""``rolemrc judge ...``: measuring judges."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from rolemrc.cli._errors import friendly_errors, out_console
from rolemrc.cli._help import RolemrcTyper

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
            help="The judge: a run directory, a judgements.jsonl or labels file, or 'rules' "
            "(the rules judge run on B's rows).",
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
        judge_named,
        write_agreement_files,
    )

    result = agreement_of_sources(judge_named(a) or a, b, n_bootstrap=bootstrap, seed=seed)
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
