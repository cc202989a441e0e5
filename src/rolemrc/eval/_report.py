"""A run's report files: ``report.json`` read back as an :class:`EvalReport`, and rendered as
``report.md`` and a self-contained ``report.html``.

The report is laid out as views (``_report_views``); the Jinja2 templates under ``templates/``
only place those views, in the sandboxed, strict environment of ``rolemrc.core._render``.
Several runs side by side: ``_report_compare``.
"""

from __future__ import annotations

from pathlib import Path

from markupsafe import Markup

from rolemrc.core import (
    EVAL_KIND,
    REPORT_FILE,
    SampleSet,
    read_report_file,
    sample_browser_html,
    write_rendered,
)
from rolemrc.eval._radar import radar_svg
from rolemrc.eval._report_model import EvalReport
from rolemrc.eval._report_templates import TEMPLATES
from rolemrc.eval._report_views import run_view
from rolemrc.eval._run_rows import read_run_rows, sample_set

REPORT_JSON = REPORT_FILE
REPORT_MARKDOWN = "report.md"
REPORT_HTML = "report.html"
NO_REPORT_HINT = "run `rolemrc eval` first, or check the path"


def render_markdown(report: EvalReport) -> str:
    """``report.md``: headline, judge, averages, reference metrics, tasks, cost, provenance."""
    return TEMPLATES.render("report.md.j2", run=run_view(report))


def render_html(report: EvalReport, samples: SampleSet | None = None) -> str:
    """``report.html``: one offline, self-contained page (inline CSS, SVG and script), with a
    browser of ``samples`` (every row's conversation, answer and verdicts) when given."""
    run = run_view(report)
    radar = Markup(radar_svg([(run.model, run.radar_values)]))
    browser = sample_browser_html(samples) if samples is not None else None
    return TEMPLATES.render("report.html.j2", run=run, radar=radar, browser=browser)


def run_samples(run_dir: Path, report: EvalReport) -> SampleSet:
    """The rows of the run in ``run_dir`` (whose report is ``report``) for its sample browser."""
    rows = read_run_rows(run_dir, [row.model_dump() for row in report.failed_rows or []])
    return sample_set([(run_view(report).model, rows)])


def write_report_files(out_dir: Path, report: EvalReport) -> dict[str, Path]:
    """Write ``report.md`` and ``report.html`` into ``out_dir`` (the run's directory, whose row
    files the HTML's sample browser shows); returns ``{file name: path}``."""
    html = render_html(report, run_samples(out_dir, report))
    return write_rendered(out_dir, {REPORT_MARKDOWN: render_markdown(report), REPORT_HTML: html})


def read_report(run_dir: str | Path) -> EvalReport:
    """The :class:`EvalReport` in ``run_dir/report.json`` (or in a report file given directly).

    A missing, malformed or ill-typed report raises an InputError naming the file (and field);
    the report of another kind of run (a RoleBench run, say) is named as such.
    """
    return read_report_file(EvalReport, run_dir, kind=EVAL_KIND, hint=NO_REPORT_HINT)
