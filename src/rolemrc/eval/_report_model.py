"""``report.json`` of ``rolemrc eval`` as a typed model (schema version 1).

The pipeline builds an :class:`EvalReport`; :func:`read_report` reads one back from a run
directory (older files of the same schema version included: fields they lack read as None).
Fields are declared in the order the file lists them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rolemrc.core import FailedRow, ReportModel, ReportPart, TokenUsage


class MetricSummary(ReportPart):
    """A reference metric over the rows: mean, standard deviation, rows with a value."""

    mean: float | None = None
    std: float | None = None
    n: int | None = None


class AspectScore(ReportPart):
    """One judge aspect: its pass rate (0..1 unless the judge answered outside {0, 1}) over the
    decided calls (``n``), unparsed answers, answers outside {0, 1}, verdicts the judge could
    not decide (``undecided``, left out of the mean), ``coverage`` (decided share) and 95%
    bootstrap interval."""

    mean: float | None = None
    n: int | None = None
    unparsed: int | None = None
    out_of_range: int | None = None
    undecided: int | None = None
    coverage: float | None = None
    ci95: list[float] | None = None


class JudgeCoverage(ReportPart):
    """How many verdicts the judge decided and could not decide, over all aspects."""

    decided: int | None = None
    undecided: int | None = None
    share: float | None = None


class AverageScore(ReportPart):
    """An average of the aspects: its value, 95% interval, and the aspects it averages (simple
    means) or the calls it counts (the weighted one)."""

    mean: float | None = None
    ci95: list[float] | None = None
    n: int | None = None
    aspects: list[str] | None = None


class JudgeSummary(ReportPart):
    """The judge, each aspect's score and the three averages (``avg_simple_no_mt`` is the
    headline figure, AvgS(noMT))."""

    name: str | None = None
    kind: str | None = None
    label: str | None = None
    temperature: float | None = None
    max_tokens: int | None = None
    knowledge_range: AspectScore | None = None
    style_compliance: AspectScore | None = None
    nested_instruction: AspectScore | None = None
    multi_turn_instruction: AspectScore | None = None
    instruction_priority: AspectScore | None = None
    avg_simple: AverageScore | None = None
    avg_weighted: AverageScore | None = None
    avg_simple_no_mt: AverageScore | None = None
    coverage: JudgeCoverage | None = None
    agreement_on_labels: dict[str, dict[str, dict[str, Any]]] | None = None
    """For the rules judge: its coverage, agreement and kappa per aspect on the shipped labelled
    set, by part (``dev``, ``heldout``); see ``rolemrc.eval.shipped_agreement``."""

    def aspect(self, name: str) -> AspectScore | None:
        """An aspect's score by its name (None when the report has none)."""
        value = getattr(self, name, None) if name in type(self).model_fields else None
        return value if isinstance(value, AspectScore) else None


class TaskAspect(ReportPart):
    mean: float | None = None
    n: int | None = None


class TaskSummary(ReportPart):
    """One test task: rows, reference metric means, judge pass rate per aspect."""

    n_rows: int | None = None
    reference: dict[str, float | None] | None = None
    judge: dict[str, TaskAspect] | None = None


class JudgeCalls(ReportPart):
    mode: str | None = None
    description: str | None = None
    n: int | None = None


class EvalData(ReportPart):
    """The test set evaluated (and the response file, when one was scored)."""

    source: str | None = None
    fingerprint: str | None = None
    n_rows_in_source: int | None = None
    limit: int | None = None
    task_counts: dict[str, int] | None = None
    histogram_check: dict[str, Any] | None = None
    responses: str | None = None


class AnsweredScores(ReportPart):
    """The headline and reference means over the answered rows alone (present when rows failed
    for good: the report's own figures count those rows as failing, so never flatter)."""

    n_rows: int | None = None
    avg_simple_no_mt: float | None = None
    reference: dict[str, float | None] | None = None


class EvalReport(ReportModel):
    """Everything ``rolemrc eval`` reports of one run. ``status`` is ``complete``, or
    ``incomplete`` with ``incomplete_reasons`` (rows that failed for good, a judge that gave
    too few verdicts)."""

    rolemrc_version: str | None = None
    created: str | None = None
    model: str | None = None
    model_note: str | None = None
    judge_model: str | None = None
    data: EvalData | None = None
    status: str | None = None
    incomplete_reasons: list[str] | None = None
    n_rows: int | None = None
    failed_rows: list[FailedRow] | None = None
    answered: AnsweredScores | None = None
    empty_responses: int | None = None
    generation: dict[str, Any] | None = None
    bertscore_model: str | None = None
    bertscore: dict[str, Any] | None = None
    bertscore_note: str | None = None
    reference: dict[str, MetricSummary] | None = None
    judge: JudgeSummary | None = None
    judge_calls: JudgeCalls | None = None
    by_task: dict[str, TaskSummary] | None = None
    usage: dict[str, TokenUsage] | None = None
    differences_from_upstream: list[str] | None = None
    differences_by_mode: dict[str, list[str]] | None = None
    timings: dict[str, float] | None = None


ReportData = EvalReport | Mapping[str, Any]


def report_data(report: ReportData) -> Mapping[str, Any]:
    """A report as the JSON data it is written as (renderers read that, so a report dict of an
    older version, or one made by hand, renders the same way)."""
    return report.to_json() if isinstance(report, EvalReport) else report
