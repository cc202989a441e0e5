"""Progress display of the scoring stages (reference metrics)."""

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
)

from rolemrc.core import LineProgress

StageProgress = Callable[[str, int, int], None]


@contextmanager
def stage_progress(enabled: bool, *, label: str = "scoring") -> Iterator[StageProgress | None]:
    """A ``(stage, done, total)`` callback: live bars on a terminal, a plain line per tenth done
    elsewhere (so logs written to files stay readable), nothing when disabled."""
    if not enabled:
        yield None
        return
    console = Console(stderr=True)
    if not console.is_terminal:
        lines: dict[str, LineProgress] = {}

        def log(stage: str, done: int, total: int) -> None:
            if stage not in lines:
                lines[stage] = LineProgress(f"{label} {stage}", total, console)
            lines[stage].update(done)

        yield log
        return
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
    )
    with Progress(*columns, console=console) as progress:
        stages: dict[str, TaskID] = {}

        def update(stage: str, done: int, total: int) -> None:
            if stage not in stages:
                stages[stage] = progress.add_task(f"{label} {stage}", total=total)
            progress.update(stages[stage], completed=done, total=total)

        yield update
