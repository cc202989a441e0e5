"""The figures of a comparison as JSON, for scripts: each run's reference metrics and judge
scores, and each paired comparison's differences, 95% intervals and p-values.

One schema (``format: rolemrc-figures``) serves ``rolemrc report A B`` (each later run against
the first) and the loop of ``rolemrc reproduce`` (each step against the one before, with its
probe, restraint and held-out sections filled in; a two-run comparison leaves them null). Every
run and comparison carries ``rows``: where the rows behind its figures are, relative to the
file when the writer knows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rolemrc.eval._report_model import EvalReport
from rolemrc.eval._report_paired import PairedComparison
from rolemrc.eval._report_views import ReferenceScore, Score, run_view

FIGURES_FORMAT = "rolemrc-figures"
FIGURES_VERSION = 1
FIGURES_FILE = "compare.json"


@dataclass(frozen=True)
class FiguresRun:
    """One run of a comparison: its label, its report, where its rows are, and the model as
    shown (None: the report's model spec)."""

    label: str
    report: EvalReport
    rows: str
    model: str | None = None


def _number(value: float | None) -> float | None:
    return None if value is None else round(float(value), 6)


def _score(score: Score) -> dict[str, Any]:
    return {
        "title": score.title,
        "mean": _number(score.mean),
        "ci95": [_number(bound) for bound in score.ci] if score.ci else None,
        "n": score.n,
        "undecided": score.undecided,
    }


def _reference(score: ReferenceScore) -> dict[str, Any]:
    return {
        "title": score.title,
        "mean": _number(score.mean),
        "std": _number(score.std),
        "n": score.n,
    }


def run_figures(run: FiguresRun) -> dict[str, Any]:
    """One run's figures: model, judge, test set, status, reference metrics, judge aspects and
    averages (pass rates in 0..1)."""
    view = run_view(run.report)
    return {
        "label": run.label,
        "model": run.model or view.model,
        "status": run.report.status,
        "judge": view.judge_name,
        "judge_kind": view.judge_kind,
        "data_fingerprint": view.settings.get("data_fingerprint"),
        "bertscore_model": view.settings.get("bertscore_model"),
        "n_rows": view.n_rows,
        "rows": run.rows,
        "reference": {score.key: _reference(score) for score in view.reference},
        "judge_aspects": {score.key: _score(score) for score in view.aspects},
        "judge_averages": {score.key: _score(score) for score in view.averages},
    }


def pair_figures(comparison: PairedComparison, rows: str | None = None) -> dict[str, Any]:
    """One paired comparison (other minus baseline, row by row)."""
    return {
        "baseline": comparison.baseline,
        "other": comparison.other,
        "refused": comparison.refused,
        "notes": list(comparison.notes),
        "matched_rows": comparison.matched,
        "only_baseline": comparison.only_baseline,
        "only_other": comparison.only_other,
        "failed_rows": comparison.failed,
        "resamples": comparison.resamples,
        "rows": rows,
        "figures": [
            {
                "key": row.key,
                "title": row.title,
                "scale": row.scale,
                "difference": _number(row.difference),
                "ci95": [_number(bound) for bound in row.ci95] if row.ci95 else None,
                "p_value": _number(row.p_value),
                "n": row.n,
                "refused": row.refused,
                "verdict": row.verdict,
            }
            for row in comparison.rows
        ],
        "tasks_basis": comparison.task_basis,
        "tasks": [
            {
                "task": task.task,
                "n": task.n,
                "wins": task.wins,
                "losses": task.losses,
                "ties": task.ties,
            }
            for task in comparison.tasks
        ],
    }


def comparison_figures(
    runs: Sequence[FiguresRun],
    pairs: Sequence[tuple[PairedComparison, str | None]],
    *,
    kind: str = "comparison",
    sections: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The JSON document: ``runs``, ``pairs`` (each with where its rows are shown side by side)
    and the loop's own sections (``held_out``, ``steps``, ``probe``, ``restraint``: null in a
    comparison of runs)."""
    loop_sections = {"held_out": None, "steps": None, "probe": None, "restraint": None}
    unknown = set(sections or {}) - set(loop_sections)
    if unknown:
        raise ValueError(f"unknown figures sections: {sorted(unknown)}")
    return {
        "format": FIGURES_FORMAT,
        "version": FIGURES_VERSION,
        "kind": kind,
        "runs": [run_figures(run) for run in runs],
        "pairs": [pair_figures(comparison, rows) for comparison, rows in pairs],
        **loop_sections,
        **(sections or {}),
    }
