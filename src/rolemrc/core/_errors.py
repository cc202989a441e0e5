"""Errors that carry enough context for a user to fix their input."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

_SETTING = re.compile("\x1e([a-z][a-z0-9_]*)\x1e")


def setting(field: str) -> str:
    """The config field ``field`` as a message names it: the message shows the field's name, and
    the CLI, which reads the mark with :func:`spell_settings`, the flag that sets it. The library
    never spells a flag itself."""
    return f"\x1e{field}\x1e"


def spell_settings(text: str, spell: Callable[[str], str]) -> str:
    """``text`` with each :func:`setting` it names spelled by ``spell``."""
    return _SETTING.sub(lambda found: spell(found[1]), text)


class RolemrcError(Exception):
    """Base class of every error the toolkit raises on purpose. Its message may name config
    fields with :func:`setting`: ``str(error)`` shows their names; :meth:`spelled` lets the CLI
    show its flags instead, and ``error.spelled(setting)`` keeps the marks for a message that
    quotes this one."""

    def __str__(self) -> str:
        return self.spelled(str)

    def spelled(self, spell: Callable[[str], str]) -> str:
        """The message, each setting it names spelled by ``spell``."""
        return spell_settings(super().__str__(), spell)


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
