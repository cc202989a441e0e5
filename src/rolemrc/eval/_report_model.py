"""``report.json`` of ``rolemrc eval`` as a typed model (schema version 1).

The pipeline builds an :class:`EvalReport`; :func:`read_report` reads one back from a run
directory, and the report views render from it. Fields are declared in the order the file lists
them; a field the report does not hold reads as None.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from rolemrc.core import FailedRow, ReportModel, ReportPart, TokenUsage

Count = Annotated[int, Field(ge=0)]
Interval = Annotated[list[float], Field(min_length=2, max_length=2)]
"""A 95% interval: ``[low, high]``."""


class MetricSummary(ReportPart):
    """A reference metric over the rows: mean, standard deviation, rows with a value."""

    mean: float | None = None
    std: float | None = None
    n: Count | None = None


class AspectScore(ReportPart):
    """One judge aspect: its pass rate (0..1 unless the judge answered outside {0, 1}) over the
    decided calls (``n``), unparsed answers, answers outside {0, 1}, verdicts the judge could
    not decide (``undecided``, left out of the mean), ``coverage`` (decided share) and 95%
    bootstrap interval."""

    mean: float | None = None
    n: Count | None = None
    unparsed: Count | None = None
    out_of_range: Count | None = None
    undecided: Count | None = None
    coverage: float | None = None
    ci95: Interval | None = None


class JudgeCoverage(ReportPart):
    """How many verdicts the judge decided and could not decide, over all aspects."""

    decided: int | None = None
    undecided: int | None = None
    share: float | None = None


class AverageScore(ReportPart):
    """An average of the aspects: its value, 95% interval, and the aspects it averages (simple
    means) or the calls it counts (the weighted one)."""

    mean: float | None = None
    ci95: Interval | None = None
    n: Count | None = None
    aspects: list[str] | None = None


class LabelAgreement(ReportPart):
    """The rules judge against one aspect (or ``all``) of a part of the shipped labelled set:
    the labelled verdicts, the share it decides, its agreement on those, and kappa."""

    verdicts: Count | None = None
    coverage: float | None = None
    agreement: float | None = None
    kappa: float | None = None


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
    avg_weighted_once: AverageScore | None = None
    """Only where a row's aspect was judged more than once (``--upstream-compat``): the
    weighted average counting each judged (row, aspect) once, as NeMo-Gym counts."""
    coverage: JudgeCoverage | None = None
    agreement_on_labels: dict[str, dict[str, LabelAgreement]] | None = None
    """For the rules judge: its coverage, agreement and kappa per aspect on the shipped labelled
    set, by part (``dev``, ``heldout``); see ``rolemrc.eval.shipped_agreement``."""

    def aspect(self, name: str) -> AspectScore | None:
        """An aspect's score by its name (None when the report has none)."""
        value = getattr(self, name, None) if name in type(self).model_fields else None
        return value if isinstance(value, AspectScore) else None


class TaskAspect(ReportPart):
    mean: float | None = None
    n: Count | None = None


class TaskSummary(ReportPart):
    """One test task: rows, reference metric means, judge pass rate per aspect."""

    n_rows: Count | None = None
    reference: dict[str, float | None] | None = None
    judge: dict[str, TaskAspect] | None = None


class JudgeCalls(ReportPart):
    mode: str | None = None
    description: str | None = None
    n: int | None = None


class CountDifference(ReportPart):
    """A task whose rows in the test file differ from the reconstructed upstream count."""

    task: str | None = None
    expected: Count | None = None
    found: Count | None = None


class HistogramCheckRecord(ReportPart):
    """The test file's task histogram against the reconstructed upstream one."""

    reference: str | None = None
    shape_problems: list[str] | None = None
    count_differences: list[CountDifference] | None = None


class EvalData(ReportPart):
    """The test set evaluated (and the response file, when one was scored)."""

    source: str | None = None
    fingerprint: str | None = None
    n_rows_in_source: Count | None = None
    limit: Count | None = None
    task_counts: dict[str, int] | None = None
    histogram_check: HistogramCheckRecord | None = None
    responses: str | None = None


class AnsweredScores(ReportPart):
    """The headline and reference means over the answered rows alone (present when rows failed
    for good: the report's own figures count those rows as failing, so never flatter)."""

    n_rows: Count | None = None
    avg_simple_no_mt: float | None = None
    reference: dict[str, float | None] | None = None


class GenerationSettings(ReportPart):
    """How the answers were made: read from a response file, or generated greedily."""

    responses: str | None = None
    temperature: float | None = None
    max_new_tokens: Count | None = None


class BertScoreSettings(ReportPart):
    """The BERTScore model and layer, and why they are (not) the paper's."""

    model: str | None = None
    num_layers: int | None = None
    layer_chosen_by: str | None = None
    recognised_as: str | None = None
    idf: bool | None = None
    rescale_with_baseline: bool | None = None
    comparable_with_paper: bool | None = None


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
    n_rows: Count | None = None
    failed_rows: list[FailedRow] | None = None
    answered: AnsweredScores | None = None
    empty_responses: Count | None = None
    generation: GenerationSettings | None = None
    bertscore_model: str | None = None
    bertscore: BertScoreSettings | None = None
    bertscore_note: str | None = None
    reference: dict[str, MetricSummary] | None = None
    judge: JudgeSummary | None = None
    judge_calls: JudgeCalls | None = None
    by_task: dict[str, TaskSummary] | None = None
    usage: dict[str, TokenUsage] | None = None
    differences_from_upstream: list[str] | None = None
    differences_by_mode: dict[str, list[str]] | None = None
    timings: dict[str, float] | None = None
    conversations: dict[str, Any] | None = None
    """A multi-turn run's per-turn curves, first failing turns, re-asks and conversations
    (see :mod:`rolemrc.eval._conversation_report`); absent from a single-turn run."""
