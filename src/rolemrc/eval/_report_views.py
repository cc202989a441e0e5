"""What a report shows of one run: its :class:`EvalReport` laid out as small views, in display
order and with every figure that is not a finite number shown as missing."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from rolemrc.core import (
    ASPECTS,
    REFERENCE_METRICS,
    TASKS,
    TEST_TASK_NAMES,
    Aspect,
    Rule,
    format_duration,
)
from rolemrc.eval._conversation_views import ConversationView, conversation_view
from rolemrc.eval._differences import MODE_DEFAULT, MODE_UPSTREAM_COMPAT
from rolemrc.eval._judge_protocol import JudgeKind
from rolemrc.eval._judges import judge_kind_named
from rolemrc.eval._radar import ASPECT_TITLES
from rolemrc.eval._report_model import (
    AnsweredScores,
    AspectScore,
    AverageScore,
    EvalData,
    EvalReport,
    GenerationSettings,
    HistogramCheckRecord,
    JudgeCalls,
    JudgeSummary,
    MetricSummary,
    TaskSummary,
)

REFERENCE_TITLES: dict[str, str] = {
    "bleu": "BLEU",
    "rouge1": "ROUGE-1",
    "rouge2": "ROUGE-2",
    "rougeL": "ROUGE-L",
    "rougeLsum": "ROUGE-Lsum",
    "meteor": "METEOR",
    "bertscore_f1": "BERTScore F1",
}
# The per-task table shows these reference metrics (those present in the report), not all seven.
TASK_TABLE_METRICS: tuple[str, ...] = ("bleu", "rougeL", "meteor", "bertscore_f1")

_DASH = "—"

CalloutKind = Literal["note", "warn"]


# --------------------------------------------------------------------------- typed views


@dataclass(frozen=True)
class Score:
    """One judge figure: a pass rate, 0..1 unless the judge answered outside {0, 1} (None: no
    data), with its 95% interval."""

    key: str
    title: str
    mean: float | None
    ci: tuple[float, float] | None = None
    n: int | None = None
    unparsed: int | None = None
    description: str = ""
    out_of_range: int | None = None
    undecided: int | None = None
    coverage: float | None = None


@dataclass(frozen=True)
class ReferenceScore:
    key: str
    title: str
    note: str
    mean: float | None
    std: float | None
    n: int | None


@dataclass(frozen=True)
class TaskScores:
    name: str
    group: str
    summary: str
    n_rows: int | None
    judge: tuple[Score, ...]
    reference: tuple[float | None, ...]


@dataclass(frozen=True)
class UsageRow:
    role: str
    prompt_tokens: int | None
    completion_tokens: int | None
    calls: int | None
    cached_calls: int | None


@dataclass(frozen=True)
class Fact:
    label: str
    value: str
    mono: bool = False


@dataclass(frozen=True)
class Callout:
    kind: CalloutKind
    title: str
    text: str


@dataclass(frozen=True)
class RunView:
    """Everything a template shows of one run, in display order."""

    model: str
    model_note: str | None
    judge_kind: str
    judge: JudgeKind
    judge_name: str
    judge_label: str | None
    created: str | None
    n_rows: int | None
    empty_responses: int | None
    failed_rows: tuple[tuple[str, str, str], ...]
    answered_rows: int | None
    answered_headline: float | None
    headline: Score
    aspects: tuple[Score, ...]
    averages: tuple[Score, ...]
    reference: tuple[ReferenceScore, ...]
    task_metric_titles: tuple[str, ...]
    tasks: tuple[TaskScores, ...]
    usage: tuple[UsageRow, ...]
    timings: tuple[Fact, ...]
    differences: tuple[str, ...]
    call_mode: str | None
    call_mode_description: str | None
    other_mode: str | None
    other_mode_differences: tuple[str, ...]
    histogram_differences: tuple[tuple[str, int | None, int | None], ...]
    provenance: tuple[Fact, ...]
    callouts: tuple[Callout, ...]
    settings: dict[str, str]
    label_agreement: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Rows (part, cells) of the rules judge's measured agreement on the shipped labels."""
    conversation: ConversationView | None = None
    """A multi-turn run's curves and conversations (None: a single-turn run)."""

    @property
    def shows_coverage(self) -> bool:
        """Whether any aspect has verdicts the judge could not decide (or says its coverage)."""
        return any(score.coverage is not None for score in self.aspects)

    @property
    def radar_values(self) -> dict[str, float | None]:
        return {score.key: score.mean for score in self.aspects}

    @property
    def has_judge_section(self) -> bool:
        """False for an unjudged run, whose judge section would hold nothing but "n/a"."""
        return self.judge.gives_verdicts or any(s.mean is not None for s in self.aspects)


_ALL_ASPECTS = frozenset(aspect.value for aspect in ASPECTS)
# key, title, what it is, the aspects it averages when the report does not say otherwise
_AVERAGES: tuple[tuple[str, str, str, frozenset[str]], ...] = (
    (
        "avg_simple_no_mt",
        "AvgS(noMT)",
        "simple mean of the aspect pass rates, multi-turn instruction left out",
        _ALL_ASPECTS - {Aspect.MULTI_TURN_INSTRUCTION.value},
    ),
    ("avg_simple", "AvgS", "simple mean of the five aspect pass rates", _ALL_ASPECTS),
    (
        "avg_weighted",
        "AvgW",
        "pass rate over all judge calls (aspects weighted by their calls)",
        _ALL_ASPECTS,
    ),
)

# Settings that must agree for runs to be comparable, then settings worth a note when they differ.
MUST_MATCH: tuple[tuple[str, str], ...] = (
    ("data_source", "Data source"),
    ("data_fingerprint", "Data fingerprint"),
    ("data_limit", "Row limit"),
    ("judge", "Judge"),
    ("judge_kind", "Judge kind"),
)
IDENTIFIER_SETTINGS = frozenset({"data_source", "data_fingerprint", "judge"})
SHOULD_MATCH: tuple[tuple[str, str], ...] = (
    ("n_rows", "Rows evaluated"),
    ("generation", "Generation settings"),
    ("judge_temperature", "Judge temperature"),
    ("judge_calls", "Judge calls"),
    ("bertscore_model", "BERTScore model"),
)


def aspect_title(key: str) -> str:
    try:
        return ASPECT_TITLES[Aspect(key)]
    except ValueError:
        return key


def _finite(value: float | None) -> float | None:
    """A figure as shown: NaN and infinities are no figure."""
    return value if value is not None and math.isfinite(value) else None


def _interval(values: Sequence[float] | None) -> tuple[float, float] | None:
    if values is None:
        return None
    low, high = _finite(values[0]), _finite(values[1])
    return None if low is None or high is None else (low, high)


def _counted_once_text(judge: JudgeSummary) -> str:
    """Where rows' aspects were judged more than once: which count AvgW uses, and the other."""
    once, weighted = judge.avg_weighted_once, judge.avg_weighted
    if once is None or weighted is None:
        return ""
    mean = _finite(once.mean)
    shown = "n/a" if mean is None else f"{mean * 100:.1f}%"
    return (
        f"; here over all {weighted.n or 0:,} calls, the aspects judged more than once per row "
        f"(instruction priority: twice, as upstream's script sends it) counted each time, as "
        f"the published AvgWeighted counts them; counting each row's aspect once "
        f"({once.n or 0:,}, NeMo-Gym's count, the mean of its verdicts): {shown}"
    )


def _average(
    judge: JudgeSummary, key: str, title: str, description: str, usual_aspects: frozenset[str]
) -> Score:
    entry = getattr(judge, key) or AverageScore()
    names = entry.aspects or []
    if names and set(names) != usual_aspects:
        description = f"{description}; here over {', '.join(aspect_title(n) for n in names)}"
    if key == "avg_weighted":
        description += _counted_once_text(judge)
    return Score(
        key,
        title,
        _finite(entry.mean),
        _interval(entry.ci95),
        entry.n,
        description=description,
    )


def _aspect_scores(judge: JudgeSummary) -> tuple[Score, ...]:
    scores = []
    for aspect in ASPECTS:
        entry = judge.aspect(aspect.value) or AspectScore()
        scores.append(
            Score(
                aspect.value,
                ASPECT_TITLES[aspect],
                _finite(entry.mean),
                _interval(entry.ci95),
                entry.n,
                entry.unparsed,
                out_of_range=entry.out_of_range,
                undecided=entry.undecided,
                coverage=_finite(entry.coverage),
            )
        )
    return tuple(scores)


def _reference_scores(report: EvalReport) -> tuple[ReferenceScore, ...]:
    reference = report.reference or {}
    bertscore_model = report.bertscore_model or ""
    scores = []
    for metric in REFERENCE_METRICS:
        entry = reference.get(metric) or MetricSummary()
        mean = _finite(entry.mean)
        if mean is None:
            note = "not computed"
        else:
            note = bertscore_model if metric == "bertscore_f1" else ""
        scores.append(
            ReferenceScore(
                metric, REFERENCE_TITLES[metric], note, mean, _finite(entry.std), entry.n
            )
        )
    return tuple(scores)


_TASK_GROUPS: dict[Rule, str] = {
    Rule.NONE: "Single-turn MRC QA",
    Rule.NESTED_CONTENT: "Nested instructions",
    Rule.NESTED_FORMAT: "Nested instructions",
    Rule.MULTI_TURN: "Multi-turn instructions",
    Rule.PRIORITY: "Instruction priority",
}


def task_order(names: list[str]) -> list[str]:
    """Taxonomy order first, then tasks the taxonomy does not know, sorted."""
    known = [name for name in TEST_TASK_NAMES if name in names]
    return known + sorted(name for name in names if name not in TEST_TASK_NAMES)


def aspect_order(keys: list[str]) -> list[str]:
    known = [aspect.value for aspect in ASPECTS if aspect.value in keys]
    return known + sorted(key for key in keys if key not in known)


def _task_reference(task: TaskSummary, metric: str) -> float | None:
    return _finite((task.reference or {}).get(metric))


def _task_scores(
    by_task: dict[str, TaskSummary], metrics: tuple[str, ...]
) -> tuple[TaskScores, ...]:
    rows = []
    for name in task_order(list(by_task)):
        entry = by_task[name]
        kind = TASKS.get(name)
        judge = entry.judge or {}
        expected = [aspect.value for aspect in kind.aspects] if kind else []
        aspect_keys = aspect_order(list(dict.fromkeys([*expected, *judge])))
        scores = tuple(
            Score(
                key,
                aspect_title(key),
                _finite(judge[key].mean) if key in judge else None,
                n=judge[key].n if key in judge else None,
            )
            for key in aspect_keys
        )
        rows.append(
            TaskScores(
                name=name,
                group=_TASK_GROUPS[kind.rule] if kind else "Other tasks",
                summary=kind.summary if kind else "not a RoleMRC test task",
                n_rows=entry.n_rows,
                judge=scores,
                reference=tuple(_task_reference(entry, metric) for metric in metrics),
            )
        )
    return tuple(rows)


def _usage(report: EvalReport) -> tuple[UsageRow, ...]:
    return tuple(
        UsageRow(
            role,
            totals.prompt_tokens,
            totals.completion_tokens,
            totals.calls,
            totals.cached_calls,
        )
        for role, totals in (report.usage or {}).items()
    )


def _failed_rows(report: EvalReport) -> tuple[tuple[str, str, str], ...]:
    """``(id, stage, reason)`` of each row the run could not finish."""
    return tuple(
        (row.id or _DASH, row.stage or _DASH, row.reason or _DASH)
        for row in report.failed_rows or []
    )


def _timings(report: EvalReport) -> tuple[Fact, ...]:
    facts = []
    for key, value in (report.timings or {}).items():
        seconds = _finite(value)
        if seconds is not None:
            label = key.removesuffix("_s").replace("_", " ")
            facts.append(Fact(label, format_duration(seconds)))
    return tuple(facts)


def _generation_text(generation: GenerationSettings | None) -> str | None:
    if generation is None:
        return None
    if generation.responses is not None:
        return f"responses read from {generation.responses}"
    parts = []
    temperature = _finite(generation.temperature)
    if temperature is not None:
        parts.append(f"temperature {temperature:g}")
    if generation.max_new_tokens is not None:
        parts.append(f"up to {generation.max_new_tokens:,} new tokens")
    return ", ".join(parts) or None


def _data_callouts(
    aspects: Sequence[Score],
    bertscore_note: str | None,
    histogram_differences: Sequence[tuple[str, int | None, int | None]],
) -> list[Callout]:
    callouts = []
    out_of_range = sum(score.out_of_range or 0 for score in aspects)
    if out_of_range:
        callouts.append(
            Callout(
                "warn",
                "Judge answers outside {0, 1}",
                f"The judge answered {out_of_range:,} time{'s' if out_of_range > 1 else ''} with "
                "an integer other than 0 or 1. Those scores are kept as upstream RoleMRC keeps "
                "them, so an aspect score can lie outside 0–100%; the judge table counts them "
                "per aspect (Out of range).",
            )
        )
    if bertscore_note:
        callouts.append(Callout("note", "BERTScore not comparable with the paper", bertscore_note))
    if histogram_differences:
        callouts.append(
            Callout(
                "note",
                "Test-set histogram",
                "The per-task counts of this copy of the upstream test file differ from the "
                "reconstructed upstream histogram (whose per-task counts were never verified "
                "against the released file); see the Test set section.",
            )
        )
    return callouts


LABEL_AGREEMENT_COLUMNS = ("Labelled part", "Aspect", "Verdicts", "Decided", "Agreement", "Kappa")


def _label_agreement(judge: JudgeSummary) -> tuple[tuple[str, tuple[str, ...]], ...]:
    rows = []
    for part, by_aspect in (judge.agreement_on_labels or {}).items():
        for aspect, entry in by_aspect.items():
            rows.append(
                (
                    part,
                    (
                        aspect if aspect == "all" else aspect_title(aspect),
                        _optional(entry.verdicts, "{:,}"),
                        _optional(_finite(entry.coverage), "{:.0%}"),
                        _optional(_finite(entry.agreement), "{:.3f}"),
                        _optional(_finite(entry.kappa), "{:.2f}"),
                    ),
                )
            )
    return tuple(rows)


def _incomplete_callouts(reasons: list[str]) -> list[Callout]:
    """An incomplete run says why, first."""
    if not reasons:
        return []
    return [Callout("warn", "Incomplete run", " ".join(f"{reason}." for reason in reasons))]


def _judge_callouts(kind: JudgeKind) -> list[Callout]:
    """What the report says because of how it was judged (the judge kind's own words)."""
    return [Callout(callout.level, callout.title, callout.text) for callout in kind.callouts]


def _mode_text(mode: str | None, description: str | None) -> str:
    if mode is None:
        return _DASH
    flag = " (--upstream-compat)" if mode == MODE_UPSTREAM_COMPAT else ""
    return f"{mode}{flag}" + (f": {description}" if description else "")


def _histogram_differences(
    check: HistogramCheckRecord | None,
) -> tuple[tuple[str, int | None, int | None], ...]:
    """``(task, expected, found)`` rows of a test-set histogram check."""
    differences = check.count_differences if check is not None else None
    return tuple((entry.task or _DASH, entry.expected, entry.found) for entry in differences or [])


def _task_metrics(by_task: dict[str, TaskSummary]) -> tuple[str, ...]:
    """The per-task table's reference metrics: those some task has a value of."""
    return tuple(
        metric
        for metric in TASK_TABLE_METRICS
        if any((task.reference or {}).get(metric) is not None for task in by_task.values())
    )


def run_view(report: EvalReport) -> RunView:
    """What the report of one run shows, in display order."""
    judge = report.judge or JudgeSummary()
    data = report.data or EvalData()
    calls = report.judge_calls or JudgeCalls()
    answered = report.answered or AnsweredScores()
    by_task = report.by_task or {}
    kind = judge_kind_named(judge.kind)
    judge_kind = judge.kind or kind.name
    judge_name = judge.name or report.judge_model or judge_kind
    judge_label = judge.label
    model = report.model or "unknown model"
    limit = data.limit
    judge_temperature = _finite(judge.temperature)
    generation = _generation_text(report.generation)
    bertscore_model = report.bertscore_model
    data_source = data.source or _DASH
    data_fingerprint = data.fingerprint or _DASH
    call_mode = calls.mode
    by_mode = report.differences_by_mode or {}
    other_mode = next((mode for mode in by_mode if mode != call_mode), None)
    histogram_differences = _histogram_differences(data.histogram_check)
    aspects = _aspect_scores(judge)
    averages = tuple(_average(judge, *spec) for spec in _AVERAGES)
    metrics = _task_metrics(by_task)
    limit_text = "none (all rows)" if limit is None else f"{limit:,} rows"
    n_rows = report.n_rows
    layer_chosen_by = report.bertscore.layer_chosen_by if report.bertscore else None
    provenance = [
        Fact("Model", model, mono=True),
        Fact("Judge", judge_name + (f" — {judge_label}" if judge_label else "")),
        Fact("Judge temperature", _optional(judge_temperature, "{:g}")),
        Fact("Judge calls", _mode_text(call_mode, calls.description)),
        Fact("Data source", data_source, mono=True),
        Fact("Data fingerprint", data_fingerprint, mono=True),
        Fact("Rows in source", _optional(data.n_rows_in_source, "{:,}")),
        Fact("Row limit", limit_text),
        Fact("Rows evaluated", _optional(n_rows, "{:,}")),
        Fact("Empty responses", _optional(report.empty_responses, "{:,}")),
        Fact("Generation", generation or _DASH),
        Fact("BERTScore model", bertscore_model or _DASH),
        Fact("BERTScore layer chosen by", layer_chosen_by or _DASH),
        Fact("rolemrc version", report.rolemrc_version or _DASH, mono=True),
        Fact("Created", report.created or _DASH),
    ]
    settings = {
        "data_source": data_source,
        "data_fingerprint": data_fingerprint,
        "data_limit": limit_text,
        "judge": judge_name,
        "judge_kind": judge_kind,
        "n_rows": _optional(n_rows, "{:,}"),
        "generation": generation or _DASH,
        "judge_temperature": _optional(judge_temperature, "{:g}"),
        "bertscore_model": bertscore_model or _DASH,
        "judge_calls": call_mode or MODE_DEFAULT,
    }
    return RunView(
        model=model,
        model_note=report.model_note,
        judge_kind=judge_kind,
        judge=kind,
        judge_name=judge_name,
        judge_label=judge_label,
        created=_moment(report.created),
        n_rows=n_rows,
        empty_responses=report.empty_responses,
        failed_rows=_failed_rows(report),
        answered_rows=answered.n_rows,
        answered_headline=_finite(answered.avg_simple_no_mt),
        headline=averages[0],
        aspects=aspects,
        averages=averages,
        reference=_reference_scores(report),
        task_metric_titles=tuple(REFERENCE_TITLES[m] for m in metrics),
        tasks=_task_scores(by_task, metrics),
        usage=_usage(report),
        timings=_timings(report),
        differences=tuple(report.differences_from_upstream or ()),
        call_mode=call_mode,
        call_mode_description=calls.description,
        other_mode=other_mode,
        other_mode_differences=tuple(by_mode.get(other_mode) or ()) if other_mode else (),
        histogram_differences=histogram_differences,
        provenance=tuple(provenance),
        callouts=tuple(
            _incomplete_callouts(report.incomplete_reasons or [])
            + _judge_callouts(kind)
            + _data_callouts(aspects, report.bertscore_note, histogram_differences)
        ),
        settings=settings,
        label_agreement=_label_agreement(judge),
        conversation=conversation_view(report.conversations),
    )


# --------------------------------------------------------------------------- formatting


def _optional(value: float | int | None, pattern: str) -> str:
    return _DASH if value is None else pattern.format(value)


def _moment(timestamp: str | None) -> str | None:
    """An ISO timestamp as "2026-11-21 12:00 UTC"; anything else as given."""
    if timestamp is None:
        return None
    try:
        moment = datetime.fromisoformat(timestamp)
    except ValueError:
        return timestamp
    if moment.utcoffset() is None:
        return moment.strftime("%Y-%m-%d %H:%M")
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
