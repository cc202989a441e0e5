"""Errors that carry enough context for a user to fix their input."""

from __future__ import annotations

from pathlib import Path


class RolemrcError(Exception):
    """Base class of every error the toolkit raises on purpose."""


class InputError(RolemrcError):
    """Bad input, located by file, line and field where those are known."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.path = str(path) if path is not None else None
        self.line = line
        self.field = field
        self.reason = message
        super().__init__(self._render())

    def _render(self) -> str:
        where = []
        if self.path is not None:
            where.append(self.path if self.line is None else f"{self.path}:{self.line}")
        if self.field:
            where.append(f"field '{self.field}'")
        prefix = ", ".join(where)
        return f"{prefix}: {self.reason}" if prefix else self.reason


class ConfigError(RolemrcError):
    """An option or configuration value that cannot work."""
