"""How every command speaks: its output on stdout, and notes, warnings, expected errors and
interruptions on stderr."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

import typer
from rich.console import Console
from rich.markup import escape

from rolemrc.core import RolemrcError

console = Console(stderr=True)
out_console = Console()

EXIT_BAD_INPUT = 2
EXIT_INCOMPLETE = (
    3  # the run finished with its reports, but rows failed or the judge gave no verdict
)
EXIT_INTERRUPTED = 130

FLAG_SPELLINGS: dict[str, str] = {
    "rewards": "--reward",
    "timeout_s": "--timeout",
    "use_vllm": "--no-vllm",
}
"""Config fields whose flag is not the field's name in kebab case."""

P = ParamSpec("P")
R = TypeVar("R")


def flag(field: str) -> str:
    """The flag that sets config field ``field`` (how the CLI spells a library message's
    :func:`rolemrc.core.setting`)."""
    return FLAG_SPELLINGS.get(field, f"--{field.replace('_', '-')}")


def say(text: str, *, soft_wrap: bool = False) -> None:
    """One line of a command's output on stdout, as plain text (no markup read from ``text``)."""
    out_console.print(text, markup=False, highlight=False, soft_wrap=soft_wrap)


def note(text: str) -> None:
    """One ``note:`` line on stderr; ``text`` is shown as written (escaped, not read as markup)."""
    console.print(f"[yellow]note:[/yellow] {escape(text)}")


def warn(text: str) -> None:
    """One ``warning:`` line on stderr, as plain text (no markup read from ``text``)."""
    console.print(f"warning: {text}", style="yellow", markup=False, highlight=False)


def friendly_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Expected errors become one clear line and exit status 2; Ctrl-C says how to resume."""

    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except RolemrcError as error:
            console.print(
                f"error: {error.spelled(flag)}",
                style="red",
                highlight=False,
                markup=False,
                soft_wrap=True,
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
