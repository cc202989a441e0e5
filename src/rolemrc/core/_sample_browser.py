"""The sample browser every HTML report carries: its rows embedded as compressed JSON and a small
script that lists them with filters and search, building a row's details only when it is opened.

A capability gives :func:`sample_browser_html` a :class:`SampleSet` (the runs' labels, the judge
aspects and reference metrics by title, and one :class:`Sample` per row, each with one
:class:`SampleAnswer` per run) and puts the returned fragment into its page, which must define
the report palette's CSS variables. The fragment needs no network: the rows are gzip-compressed
and base64-encoded, and the browser's own ``DecompressionStream`` reads them.
"""

from __future__ import annotations

import base64
import gzip
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from markupsafe import Markup, escape

_ASSETS = Path(__file__).parent / "assets"


@dataclass(frozen=True)
class JudgedAspect:
    """One judge verdict: ``score`` None is a verdict the judge could not reach (undecided)."""

    aspect: str
    score: float | None
    parsed: bool = True
    raw: str = ""
    prompt: str = ""
    detail: str = ""


@dataclass(frozen=True)
class SampleAnswer:
    """One run's answer to a row; ``failed`` says why the run has no finished answer."""

    response: str | None
    failed: str | None = None
    metrics: Mapping[str, float | None] = field(default_factory=dict)
    judged: Sequence[JudgedAspect] = ()


@dataclass(frozen=True)
class SampleMessage:
    role: str
    content: str


@dataclass(frozen=True)
class Sample:
    """A row: its id, task (or role), conversation, reference answer(s), and each run's answer
    (None where a run has no such row)."""

    id: str
    task: str
    conversation: Sequence[SampleMessage]
    reference: str | Sequence[str] | None
    answers: Sequence[SampleAnswer | None]


@dataclass(frozen=True)
class SampleSet:
    runs: Sequence[str]
    rows: Sequence[Sample]
    aspects: Mapping[str, str] = field(default_factory=dict)
    metrics: Mapping[str, str] = field(default_factory=dict)
    task_label: str = "task"


def encode_samples(samples: SampleSet) -> str:
    """The rows as the page embeds them: JSON, gzip-compressed, base64-encoded."""
    text = json.dumps(asdict(samples), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return base64.b64encode(gzip.compress(text.encode("utf-8"), mtime=0)).decode("ascii")


def decode_samples(encoded: str) -> dict[str, Any]:
    """The JSON data of :func:`encode_samples` (for tests and tools reading a report back)."""
    data: dict[str, Any] = json.loads(gzip.decompress(base64.b64decode(encoded)))
    return data


def sample_browser_html(samples: SampleSet, *, title: str = "Samples") -> Markup:
    """The browser's HTML fragment: its section, style, data and script."""
    css = (_ASSETS / "sample_browser.css").read_text(encoding="utf-8")
    script = (_ASSETS / "sample_browser.js").read_text(encoding="utf-8")
    n_rows = len(samples.rows)
    return Markup(
        f"<style>{css}</style>\n"
        f'<section class="card samples" id="samples" data-rows="{n_rows}">\n'
        f'<h2>{escape(title)} <span class="sub">every row: conversation, answer, reference, '
        "metrics and verdicts; open a row for its details</span></h2>\n"
        '<div class="sb-controls">'
        '<input class="sb-search" type="search" placeholder="Search ids, conversations, answers, '
        'references" aria-label="Search the rows">'
        '<select class="sb-task" aria-label="Task"></select>'
        '<select class="sb-aspect" aria-label="Aspect"></select>'
        '<select class="sb-verdict" aria-label="Verdict"></select>'
        '<select class="sb-state" aria-label="Rows"></select></div>\n'
        '<div class="sb-status" role="status">Reading the rows…</div>\n'
        '<div class="sb-list"></div>\n'
        '<button class="sb-more" type="button" hidden>Show more</button>\n'
        "</section>\n"
        '<script type="application/octet-stream" id="sample-data">'
        f"{encode_samples(samples)}</script>\n"
        f"<script>{script}</script>"
    )
