"""One line per one-time preparation step (a model conversion, a data install) with its time.

On a terminal the line is live (spinner, bar when the step reports counts, elapsed time) and is
replaced by the finished line; elsewhere (logs, CI, pipes) the description is written when the
step starts and completed with its time on the same line when it ends.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
)

StepUpdate = Callable[[int, int], None]
"""``update(done, total)``: how far a step has come, for the live bar."""


def format_duration(seconds: float) -> str:
    """``4.2 s``, ``2 min 05 s``, ``1 h 07 min``: short and unambiguous in a log line."""
    if seconds < 59.95:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def _ignore(done: int, total: int) -> None:
    """Counts are shown on a terminal only; a log gets the finished line."""


def _live_line(console: Console, description: str) -> tuple[Progress, StepUpdate]:
    columns = (
        SpinnerColumn(),
        TextColumn("{task.description}", markup=False),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
    )
    progress = Progress(*columns, console=console, transient=True)
    task = progress.add_task(description, total=None)

    def update(done: int, total: int) -> None:
        progress.update(task, completed=done, total=total)

    return progress, update


@contextmanager
def announce_step(description: str, console: Console | None = None) -> Iterator[StepUpdate]:
    """Show ``description`` while the block runs, then ``description ... done in 12.3 s``.

    A block that raises ends its line with ``failed`` (``interrupted`` on Ctrl-C), so the error
    that follows starts on a line of its own.
    """
    console = console or Console(stderr=True)
    started = time.perf_counter()
    live = _live_line(console, description) if console.is_terminal else None
    if live is None:
        console.print(f"{description} ...", end="", highlight=False, markup=False, soft_wrap=True)
    else:
        live[0].start()
    outcome = "failed"
    try:
        yield _ignore if live is None else live[1]
        outcome = f"done in {format_duration(time.perf_counter() - started)}"
    except KeyboardInterrupt:
        outcome = "interrupted"
        raise
    finally:
        if live is not None:
            live[0].stop()
        line = f" {outcome}" if live is None else f"{description} ... {outcome}"
        console.print(line, highlight=False, markup=False, soft_wrap=True)
