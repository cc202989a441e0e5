"""Prompt and report templates (package data under ``templates/``), rendered by a sandboxed,
strict Jinja2 environment: data goes in as values and is never evaluated as a template."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rolemrc.core import Templates, fingerprint

_TEMPLATES = Path(__file__).parent / "templates"


def _decimal(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4f}"


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value * 100:.1f}%"


def _interval(bounds: list[float] | None, as_percent: bool = False) -> str:
    if not bounds:
        return "—"
    if as_percent:
        return f"{bounds[0] * 100:.1f}–{bounds[1] * 100:.1f}%"
    return f"{bounds[0]:.4f}–{bounds[1]:.4f}"


TEMPLATES = Templates(_TEMPLATES, {"decimal": _decimal, "pct": _pct, "interval": _interval})


def render_prompt(template: str, **values: Any) -> str:
    """A prompt template rendered with ``values``, surrounding whitespace stripped."""
    return TEMPLATES.render(template, **values)


def templates_fingerprint(*names: str) -> str:
    """Hash of the named templates' text, so runs notice a changed prompt."""
    return fingerprint({name: (_TEMPLATES / name).read_text(encoding="utf-8") for name in names})
