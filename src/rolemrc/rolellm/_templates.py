"""Prompt and report templates (package data under ``templates/``), rendered by a sandboxed,
strict Jinja2 environment: data goes in as values and is never evaluated as a template."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment

from rolemrc.core import fingerprint

_TEMPLATES = Path(__file__).parent / "templates"
_MD_SPECIAL = re.compile(r"([\\`*\[\]<>|#!])|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")


def _md_text(value: object) -> str:
    """Markdown-escaped free text on one line (safe inside a table cell)."""
    return _MD_SPECIAL.sub(lambda match: "\\" + match.group(0), " ".join(str(value).split()))


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


@functools.cache
def _environment(kind: str) -> ImmutableSandboxedEnvironment:
    """``prompt`` (plain text), ``md`` (Markdown-escaping filter) or ``html`` (autoescape)."""
    environment = ImmutableSandboxedEnvironment(
        loader=jinja2.FileSystemLoader(_TEMPLATES),
        undefined=jinja2.StrictUndefined,
        autoescape=kind == "html",
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=kind != "prompt",
    )
    environment.filters.update(
        {"decimal": _decimal, "pct": _pct, "interval": _interval, "md": _md_text}
    )
    return environment


def render_prompt(template: str, **values: Any) -> str:
    """A prompt template rendered with ``values``, surrounding whitespace stripped."""
    return _environment("prompt").get_template(template).render(**values).strip()


def render_report_template(template: str, **values: Any) -> str:
    kind = "html" if template.endswith(".html.j2") else "md"
    text = _environment(kind).get_template(template).render(**values)
    return text if kind == "html" else re.sub(r"\n{3,}", "\n\n", text)


def templates_fingerprint(*names: str) -> str:
    """Hash of the named templates' text, so runs notice a changed prompt."""
    return fingerprint({name: (_TEMPLATES / name).read_text(encoding="utf-8") for name in names})
