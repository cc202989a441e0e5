"""``report.md`` and a self-contained ``report.html`` of a RoleBench run, in the look of
``rolemrc eval``'s reports (same palette and layout, fewer parts)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rolemrc.core import (
    FailedRow,
    Sample,
    SampleAnswer,
    SampleMessage,
    SampleSet,
    sample_browser_html,
    write_rendered,
)
from rolemrc.rolellm._metrics import CROSS_METRICS
from rolemrc.rolellm._records import RoleBenchGeneration, RoleBenchRow, RoleBenchScores, View
from rolemrc.rolellm._report_model import RoleBenchReport
from rolemrc.rolellm._templates import TEMPLATES

REPORT_MARKDOWN = "report.md"
REPORT_HTML = "report.html"
CROSS_TITLES = {
    "rouge1": "ROUGE-1",
    "rouge2": "ROUGE-2",
    "rougeL": "ROUGE-L",
    "rougeLsum": "ROUGE-Lsum",
}
# Roles shown in the per-role tables: the weakest and strongest this many.
ROLE_EXTREMES = 5


def _role_extremes(
    report: RoleBenchReport,
) -> tuple[list[tuple[str, int | None, float]], str | None]:
    """(role, rows, mean) of the roles sorted by the run's main view, weakest first, trimmed to
    the extremes when there are many roles; and that view's name."""
    views = [view.value for view in View if view.value in report.views]
    if not views:
        return [], None
    main = View.SPE.value if View.SPE.value in views else views[-1]
    ranked = sorted(
        (
            (role, entry.n, mean)
            for role, entry in report.by_role.items()
            if (mean := entry.view_mean(main)) is not None
        ),
        key=lambda item: item[2],
    )
    if len(ranked) > 2 * ROLE_EXTREMES:
        ranked = ranked[:ROLE_EXTREMES] + ranked[-ROLE_EXTREMES:]
    return ranked, main


def _context(report: RoleBenchReport) -> dict[str, Any]:
    roles, main_view = _role_extremes(report)
    return {
        "report": report,
        "view_order": [view.value for view in View],
        "cross_rows": [(CROSS_TITLES[metric], report.cross[metric]) for metric in CROSS_METRICS],
        "roles": roles,
        "main_view": main_view,
        "trimmed": len(report.by_role) > 2 * ROLE_EXTREMES,
    }


def render_rolebench_markdown(report: RoleBenchReport) -> str:
    return TEMPLATES.render("report.md.j2", **_context(report))


def rolebench_samples(
    label: str,
    rows: Sequence[RoleBenchRow],
    generations: Sequence[RoleBenchGeneration],
    scores: Sequence[RoleBenchScores],
    failed: Sequence[FailedRow] = (),
) -> SampleSet:
    """The sample browser's rows of a RoleBench run: question, references, answer, ROUGE-L of
    each view and the cross-evaluation ROUGE figures (a failed row shows why it has none)."""
    answers = {generation.id: generation for generation in generations}
    row_scores = {score.id: score for score in scores}
    failures = {row.id: f"{row.stage}: {row.reason}" for row in failed}
    metrics = {f"view:{view.value}": f"ROUGE-L ({view.value})" for view in View}
    metrics.update({f"cross:{key}": title for key, title in CROSS_TITLES.items()})
    samples = []
    for row in rows:
        generation, score = answers.get(row.id), row_scores.get(row.id)
        values: dict[str, float | None] = {}
        if score is not None:
            values.update({f"view:{view.value}": value for view, value in score.views.items()})
            values.update({f"cross:{key}": value for key, value in score.cross.items()})
        answer = SampleAnswer(
            response=generation.response if generation else None,
            failed=failures.get(row.id) or (None if generation else "no answer recorded"),
            metrics=values,
        )
        samples.append(
            Sample(
                row.id, row.role, (SampleMessage("user", row.question),), row.generated, (answer,)
            )
        )
    used = {
        key for sample in samples for answer in sample.answers if answer for key in answer.metrics
    }
    return SampleSet(
        runs=(label,),
        rows=samples,
        metrics={key: title for key, title in metrics.items() if key in used},
        task_label="role",
    )


def render_rolebench_html(report: RoleBenchReport, samples: SampleSet | None = None) -> str:
    """``report.html``, with a browser of ``samples`` (every row's question, references, answer
    and scores) when given."""
    browser = sample_browser_html(samples) if samples is not None else None
    return TEMPLATES.render("report.html.j2", browser=browser, **_context(report))


def write_rolebench_report(
    out_dir: Path, report: RoleBenchReport, samples: SampleSet | None = None
) -> dict[str, Path]:
    """Write ``report.md`` and ``report.html``; returns ``{file name: path}``."""
    return write_rendered(
        out_dir,
        {
            REPORT_MARKDOWN: render_rolebench_markdown(report),
            REPORT_HTML: render_rolebench_html(report, samples),
        },
    )
