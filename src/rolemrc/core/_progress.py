"""Progress shown while a run works: live bars on a terminal, plain lines (few of them) for
output that is not one (logs, CI, pipes)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class LineProgress:
    """Prints ``description: done/total`` each time another tenth is done, and at the end."""

    def __init__(self, description: str, total: int, console: Console | None = None) -> None:
        self.description = description
        self.total = total
        self._console = console or Console(stderr=True)
        self._next_mark = 0

    def update(self, done: int, note: str = "") -> None:
        if self.total <= 0 or (done < self._next_mark and done < self.total):
            return
        suffix = f" ({note})" if note else ""
        self._console.print(
            f"{self.description}: {done}/{self.total}{suffix}",
            highlight=False,
            markup=False,
            soft_wrap=True,
        )
        step = max(1, -(-self.total // 10))
        self._next_mark = (done // step + 1) * step


ShowProgress = Callable[[str, int, int, str], None]
"""``show(name, done, total, note)``: ``done`` of ``total`` finished in the task ``name``."""


@contextmanager
def progress_display() -> Iterator[ShowProgress]:
    """One progress display for any number of named tasks: a live bar per name on an
    interactive terminal, with ``note`` beside it; elsewhere a :class:`LineProgress` per name,
    so logs written to files or pipes stay readable. ``done`` 0 puts up a task's bar before
    anything is finished and prints no line."""
    console = Console(stderr=True)
    if not console.is_terminal:
        lines: dict[str, LineProgress] = {}

        def log(name: str, done: int, total: int, note: str) -> None:
            line = lines.setdefault(name, LineProgress(name, total, console))
            if done:
                line.update(done, note)

        yield log
        return
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("[dim]{task.fields[note]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console) as progress:
        tasks: dict[str, TaskID] = {}

        def update(name: str, done: int, total: int, note: str) -> None:
            if name not in tasks:
                tasks[name] = progress.add_task(name, total=total, note=note)
            progress.update(tasks[name], completed=done, total=total, note=note)

        yield update
