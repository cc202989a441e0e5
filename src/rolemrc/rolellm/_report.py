"""``report.md`` and a self-contained ``report.html`` of a RoleBench run, in the look of
``rolemrc eval``'s reports (same palette and layout, fewer parts)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rolemrc.core._render import write_rendered
from rolemrc.rolellm._metrics import CROSS_METRICS
from rolemrc.rolellm._records import View
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


def _role_extremes(report: Mapping[str, Any]) -> tuple[list[tuple[str, Any]], str | None]:
    """(role, entry) pairs sorted by the run's main view, weakest first, trimmed to the
    extremes when there are many roles; and that view's name."""
    views = [view.value for view in View if view.value in report["views"]]
    if not views:
        return [], None
    main = View.SPE.value if View.SPE.value in views else views[-1]
    ranked = sorted(
        ((role, entry) for role, entry in report["by_role"].items() if main in entry),
        key=lambda item: item[1][main],
    )
    if len(ranked) > 2 * ROLE_EXTREMES:
        ranked = ranked[:ROLE_EXTREMES] + ranked[-ROLE_EXTREMES:]
    return ranked, main


def _context(report: Mapping[str, Any]) -> dict[str, Any]:
    roles, main_view = _role_extremes(report)
    return {
        "report": report,
        "view_order": [view.value for view in View],
        "cross_rows": [(CROSS_TITLES[metric], report["cross"][metric]) for metric in CROSS_METRICS],
        "roles": roles,
        "main_view": main_view,
        "trimmed": len(report["by_role"]) > 2 * ROLE_EXTREMES,
    }


def _data(report: RoleBenchReport | Mapping[str, Any]) -> Mapping[str, Any]:
    return report.to_json() if isinstance(report, RoleBenchReport) else report


def render_rolebench_markdown(report: RoleBenchReport | Mapping[str, Any]) -> str:
    return TEMPLATES.render("report.md.j2", **_context(_data(report)))


def render_rolebench_html(report: RoleBenchReport | Mapping[str, Any]) -> str:
    return TEMPLATES.render("report.html.j2", **_context(_data(report)))


def write_rolebench_report(
    out_dir: Path, report: RoleBenchReport | Mapping[str, Any]
) -> dict[str, Path]:
    """Write ``report.md`` and ``report.html``; returns ``{file name: path}``."""
    return write_rendered(
        out_dir,
        {
            REPORT_MARKDOWN: render_rolebench_markdown(report),
            REPORT_HTML: render_rolebench_html(report),
        },
    )
