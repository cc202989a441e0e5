"""Progress for output that is not a terminal (logs, CI, pipes): plain lines, few of them."""

from __future__ import annotations

from rich.console import Console


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
