"""How every command reports expected errors and interruptions."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated, ParamSpec, TypeVar

import typer
from rich.console import Console

from rolemrc.core import RolemrcError

console = Console(stderr=True)

EXIT_BAD_INPUT = 2
DEFAULT_TIMEOUT_S = 120.0

TimeoutOption = Annotated[
    float,
    typer.Option(
        "--timeout",
        help="Seconds an API model may take to answer one request before it is retried.",
    ),
]
EXIT_INTERRUPTED = 130

P = ParamSpec("P")
R = TypeVar("R")


def friendly_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Expected errors become one clear line and exit status 2; Ctrl-C says how to resume."""

    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except RolemrcError as error:
            console.print(
                f"error: {error}", style="red", highlight=False, markup=False, soft_wrap=True
            )
            raise typer.Exit(EXIT_BAD_INPUT) from None
        except KeyboardInterrupt:
            console.print(
                "interrupted: finished rows are saved; run the same command again to resume.",
                style="yellow",
                highlight=False,
                markup=False,
            )
            raise typer.Exit(EXIT_INTERRUPTED) from None

    return run
