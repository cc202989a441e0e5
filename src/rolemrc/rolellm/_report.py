"""``report.md`` and a self-contained ``report.html`` of a RoleBench run, in the look of
``rolemrc eval``'s reports (same palette and layout, fewer parts)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rolemrc.rolellm._metrics import CROSS_METRICS
from rolemrc.rolellm._records import View
from rolemrc.rolellm._templates import render_report_template

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


def render_rolebench_markdown(report: Mapping[str, Any]) -> str:
    return render_report_template("report.md.j2", **_context(report))


def render_rolebench_html(report: Mapping[str, Any]) -> str:
    return render_report_template("report.html.j2", **_context(report))


def write_rolebench_report(out_dir: Path, report: Mapping[str, Any]) -> dict[str, Path]:
    """Write ``report.md`` and ``report.html``; returns ``{file name: path}``."""
    outputs = {
        REPORT_MARKDOWN: render_rolebench_markdown(report),
        REPORT_HTML: render_rolebench_html(report),
    }
    paths = {}
    for name, text in outputs.items():
        path = out_dir / name
        temporary = path.with_name(name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(path)
        paths[name] = path
    return paths
