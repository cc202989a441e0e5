"""Progress display of the scoring stages (reference metrics)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rolemrc.core import progress_display

StageProgress = Callable[[str, int, int], None]


@contextmanager
def stage_progress(enabled: bool, *, label: str = "scoring") -> Iterator[StageProgress | None]:
    """A ``(stage, done, total)`` callback showing each stage as ``{label} {stage}`` (see
    :func:`~rolemrc.core.progress_display`), nothing when disabled."""
    if not enabled:
        yield None
        return
    with progress_display() as show:
        yield lambda stage, done, total: show(f"{label} {stage}", done, total, "")
