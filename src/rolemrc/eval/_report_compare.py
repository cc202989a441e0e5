"""Several runs side by side: which settings must agree for their figures to compare, the best
value of each row, and the comparison's Markdown and HTML."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import Markup

from rolemrc.core import InputError, sample_browser_html, write_rendered
from rolemrc.eval._paired import DEFAULT_RESAMPLES
from rolemrc.eval._radar import SERIES_COLOURS, radar_svg
from rolemrc.eval._report_figures import FIGURES_FILE, FiguresRun, comparison_figures
from rolemrc.eval._report_model import EvalReport
from rolemrc.eval._report_paired import PairedComparison, paired_comparison
from rolemrc.eval._report_templates import TEMPLATES, decimal, pct
from rolemrc.eval._report_views import (
    IDENTIFIER_SETTINGS,
    MUST_MATCH,
    SHOULD_MATCH,
    RunView,
    aspect_order,
    aspect_title,
    run_view,
    task_order,
)
from rolemrc.eval._run_rows import RunRows, sample_set


@dataclass(frozen=True)
class CompareCell:
    text: str
    value: float | None
    best: bool


@dataclass(frozen=True)
class CompareRow:
    title: str
    note: str
    cells: tuple[CompareCell, ...]
    emphasis: bool = False


@dataclass(frozen=True)
class SettingRow:
    title: str
    values: tuple[str, ...]
    differs: bool
    mono: bool


@dataclass(frozen=True)
class RunColumn:
    label: str
    colour: str
    run: RunView


def _compare_row(
    title: str,
    values: Sequence[float | None],
    format_value: Callable[[float | None], str],
    *,
    note: str = "",
    emphasis: bool = False,
) -> CompareRow:
    """One metric across runs; the highest value is marked best unless all known values tie."""
    known = [value for value in values if value is not None]
    best = max(known) if len(set(known)) > 1 else None
    cells = tuple(
        CompareCell(format_value(value), value, value is not None and value == best)
        for value in values
    )
    return CompareRow(title, note, cells, emphasis)


def _unique_labels(labels: Sequence[str]) -> list[str]:
    seen: dict[str, int] = {}
    unique = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        unique.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return unique


def _setting_rows(runs: Sequence[RunView], specs: tuple[tuple[str, str], ...]) -> list[SettingRow]:
    rows = []
    for key, title in specs:
        values = tuple(run.settings[key] for run in runs)
        rows.append(SettingRow(title, values, len(set(values)) > 1, key in IDENTIFIER_SETTINGS))
    return rows


def _paired(
    columns: Sequence[RunColumn], rows: Sequence[RunRows], resamples: int
) -> list[PairedComparison]:
    """Each later run against the first, row by row."""
    first = (columns[0].label, columns[0].run, rows[0])
    return [
        paired_comparison(first, (column.label, column.run, run_rows), resamples=resamples)
        for column, run_rows in zip(columns[1:], rows[1:], strict=True)
    ]


def _compare_context(
    runs: Sequence[tuple[str, EvalReport]],
    rows: Sequence[RunRows] | None = None,
    resamples: int = DEFAULT_RESAMPLES,
) -> dict[str, Any]:
    if not runs:
        raise InputError("nothing to compare: give at least one run")
    if rows is not None and len(rows) != len(runs):
        raise ValueError("give the rows of every run, or of none")
    views = [run_view(report) for _, report in runs]
    columns = [
        RunColumn(label, SERIES_COLOURS[index % len(SERIES_COLOURS)], view)
        for index, (label, view) in enumerate(
            zip(_unique_labels([label for label, _ in runs]), views, strict=True)
        )
    ]
    judge_rows = [
        _compare_row(
            score.title,
            [view.averages[index].mean for view in views],
            pct,
            note=score.description,
            emphasis=index == 0,
        )
        for index, score in enumerate(views[0].averages)
    ] + [
        _compare_row(score.title, [view.aspects[index].mean for view in views], pct)
        for index, score in enumerate(views[0].aspects)
    ]
    reference_rows = [
        _compare_row(
            score.title, [view.reference[index].mean for view in views], decimal, note=score.note
        )
        for index, score in enumerate(views[0].reference)
    ]
    task_names = task_order(sorted({task.name for view in views for task in view.tasks}))
    task_rows = []
    for name in task_names:
        per_run = [{task.name: task for task in view.tasks}.get(name) for view in views]
        keys = aspect_order(list({s.key for task in per_run if task for s in task.judge}))
        for key in keys:
            values = [
                next((s.mean for s in task.judge if s.key == key), None) if task else None
                for task in per_run
            ]
            task_rows.append(_compare_row(name, values, pct, note=aspect_title(key)))
    blocking = _setting_rows(views, MUST_MATCH)
    notable = _setting_rows(views, SHOULD_MATCH)
    heuristic = [column.label for column in columns if column.run.judge.heuristic]
    return {
        "columns": columns,
        "judge_rows": judge_rows,
        "reference_rows": reference_rows,
        "task_rows": task_rows,
        "blocking": blocking,
        "notable": notable,
        "not_comparable": [row.title for row in blocking if row.differs],
        "also_differs": [row.title for row in notable if row.differs],
        "heuristic": heuristic,
        "radar_series": [(column.label, column.run.radar_values) for column in columns],
        "paired": _paired(columns, rows, resamples) if rows is not None else [],
    }


def _rendered(context: dict[str, Any], rows: Sequence[RunRows] | None) -> tuple[str, str]:
    markdown = TEMPLATES.render("compare.md.j2", **context)
    radar = Markup(radar_svg(context["radar_series"], size=400))
    browser = None
    if rows is not None:
        labels = [column.label for column in context["columns"]]
        browser = sample_browser_html(sample_set(list(zip(labels, rows, strict=True))))
    html = TEMPLATES.render("compare.html.j2", radar=radar, browser=browser, **context)
    return markdown, html


def compare_reports(
    runs: Sequence[tuple[str, EvalReport]],
    rows: Sequence[RunRows] | None = None,
    *,
    resamples: int = DEFAULT_RESAMPLES,
) -> tuple[str, str]:
    """Markdown and HTML comparing ``(label, report)`` runs side by side.

    Runs on different data, or judged differently, are flagged as not comparable. Given each
    run's ``rows`` (:func:`read_run_rows`), each later run is also compared with the first row
    by row (paired differences with bootstrap intervals and permutation p-values, per-task wins
    and losses) and the HTML gets a browser of the rows with every run's answer side by side.
    """
    return _rendered(_compare_context(runs, rows, resamples), rows)


def write_comparison(
    out_dir: Path,
    runs: Sequence[FiguresRun],
    rows: Sequence[RunRows] | None = None,
    *,
    resamples: int = DEFAULT_RESAMPLES,
) -> dict[str, Path]:
    """Write ``compare.md``, ``compare.html`` (as :func:`compare_reports`) and ``compare.json``
    (the same figures for scripts, :mod:`rolemrc.eval._report_figures`'s schema) into
    ``out_dir``; returns ``{file name: path}``."""
    context = _compare_context([(run.label, run.report) for run in runs], rows, resamples)
    markdown, html = _rendered(context, rows)
    labelled = [
        FiguresRun(column.label, run.report, run.rows)
        for column, run in zip(context["columns"], runs, strict=True)
    ]
    pairs = [
        (comparison, f"compare.html#paired-{index}")
        for index, comparison in enumerate(context["paired"], start=1)
    ]
    figures = comparison_figures(labelled, pairs)
    return write_rendered(
        out_dir,
        {
            "compare.md": markdown,
            "compare.html": html,
            FIGURES_FILE: json.dumps(figures, indent=2, ensure_ascii=False) + "\n",
        },
    )
