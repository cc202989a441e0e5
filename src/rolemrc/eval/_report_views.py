"""What a report shows of one run, read from its ``report.json`` data into small typed views.

Every value is checked as it is read and every problem is named by its field, so a report
written by an older rolemrc (or edited by hand) renders or fails with a located error.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from rolemrc.core import (
    ASPECTS,
    REFERENCE_METRICS,
    TASKS,
    TEST_TASK_NAMES,
    Aspect,
    InputError,
    Rule,
    format_duration,
)
from rolemrc.eval._differences import MODE_DEFAULT, MODE_UPSTREAM_COMPAT
from rolemrc.eval._judges import judge_kind_named, judge_kind_of
from rolemrc.eval._radar import ASPECT_TITLES

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


# --------------------------------------------------------------------------- reading the dict


class _Reader:
    """Typed access into part of a report dict; every error names the field it is about."""

    def __init__(self, value: Any, where: str = "") -> None:
        if value is None:
            value = {}
        if not isinstance(value, Mapping):
            raise InputError(f"expected an object, got {type(value).__name__}", field=where or None)
        self._value: Mapping[str, Any] = value
        self._where = where

    def _field(self, key: str) -> str:
        return f"{self._where}.{key}" if self._where else key

    def has(self, key: str) -> bool:
        return self._value.get(key) is not None

    def names(self) -> list[str]:
        return [str(key) for key in self._value]

    def child(self, key: str) -> _Reader:
        return _Reader(self._value.get(key), self._field(key))

    def number(self, key: str) -> float | None:
        value = self._value.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise InputError(
                f"expected a number, got {type(value).__name__}", field=self._field(key)
            )
        return float(value) if math.isfinite(value) else None

    def count(self, key: str) -> int | None:
        value = self.number(key)
        if value is not None and (value < 0 or value != int(value)):
            raise InputError(f"expected a count, got {value}", field=self._field(key))
        return None if value is None else int(value)

    def text(self, key: str) -> str | None:
        value = self._value.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise InputError(f"expected text, got {type(value).__name__}", field=self._field(key))
        return str(value)

    def records(self, key: str) -> list[_Reader]:
        """A list of objects, each read on its own."""
        value = self._value.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            raise InputError("expected a list", field=self._field(key))
        return [_Reader(item, self._field(f"{key}[{index}]")) for index, item in enumerate(value)]

    def texts(self, key: str) -> list[str]:
        value = self._value.get(key)
        if value is None:
            return []
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise InputError("expected a list of strings", field=self._field(key))
        return list(value)

    def interval(self, key: str) -> tuple[float, float] | None:
        value = self._value.get(key)
        if value is None:
            return None
        if not isinstance(value, list | tuple) or len(value) != 2:
            raise InputError("expected a [low, high] pair", field=self._field(key))
        bounds = _Reader({"low": value[0], "high": value[1]}, self._field(key))
        low, high = bounds.number("low"), bounds.number("high")
        return None if low is None or high is None else (low, high)


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
    """Everything a template shows of one run, checked and in display order."""

    model: str
    model_note: str | None
    judge_kind: str
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
        return judge_kind_named(self.judge_kind).gives_verdicts or any(
            s.mean is not None for s in self.aspects
        )


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


def _judge_kind(report: _Reader, judge: _Reader) -> str:
    kind = judge.text("kind")
    if kind:
        return kind
    spec = report.text("judge_model") or judge.text("name")
    return judge_kind_of(spec or "").name


def _average(
    judge: _Reader, key: str, title: str, description: str, usual_aspects: frozenset[str]
) -> Score:
    entry = judge.child(key)
    names = entry.texts("aspects")
    if names and set(names) != usual_aspects:
        description = f"{description}; here over {', '.join(aspect_title(n) for n in names)}"
    return Score(
        key,
        title,
        entry.number("mean"),
        entry.interval("ci95"),
        entry.count("n"),
        description=description,
    )


def _aspect_scores(judge: _Reader) -> tuple[Score, ...]:
    scores = []
    for aspect in ASPECTS:
        entry = judge.child(aspect.value)
        scores.append(
            Score(
                aspect.value,
                ASPECT_TITLES[aspect],
                entry.number("mean"),
                entry.interval("ci95"),
                entry.count("n"),
                entry.count("unparsed"),
                out_of_range=entry.count("out_of_range"),
                undecided=entry.count("undecided"),
                coverage=entry.number("coverage"),
            )
        )
    return tuple(scores)


def _reference_scores(report: _Reader) -> tuple[ReferenceScore, ...]:
    reference = report.child("reference")
    bertscore_model = report.text("bertscore_model") or ""
    scores = []
    for metric in REFERENCE_METRICS:
        entry = reference.child(metric)
        mean = entry.number("mean")
        if mean is None:
            note = "not computed"
        else:
            note = bertscore_model if metric == "bertscore_f1" else ""
        scores.append(
            ReferenceScore(
                metric, REFERENCE_TITLES[metric], note, mean, entry.number("std"), entry.count("n")
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


def _task_scores(report: _Reader, metrics: tuple[str, ...]) -> tuple[TaskScores, ...]:
    by_task = report.child("by_task")
    rows = []
    for name in task_order(by_task.names()):
        entry = by_task.child(name)
        kind = TASKS.get(name)
        judge = entry.child("judge")
        expected = [aspect.value for aspect in kind.aspects] if kind else []
        aspect_keys = aspect_order(list(dict.fromkeys([*expected, *judge.names()])))
        scores = tuple(
            Score(
                key,
                aspect_title(key),
                judge.child(key).number("mean"),
                n=judge.child(key).count("n"),
            )
            for key in aspect_keys
        )
        reference = entry.child("reference")
        rows.append(
            TaskScores(
                name=name,
                group=_TASK_GROUPS[kind.rule] if kind else "Other tasks",
                summary=kind.summary if kind else "not a RoleMRC test task",
                n_rows=entry.count("n_rows"),
                judge=scores,
                reference=tuple(reference.number(metric) for metric in metrics),
            )
        )
    return tuple(rows)


def _usage(report: _Reader) -> tuple[UsageRow, ...]:
    usage = report.child("usage")
    rows = []
    for role in usage.names():
        entry = usage.child(role)
        rows.append(
            UsageRow(
                role,
                entry.count("prompt_tokens"),
                entry.count("completion_tokens"),
                entry.count("calls"),
                entry.count("cached_calls"),
            )
        )
    return tuple(rows)


def _failed_rows(report: _Reader) -> tuple[tuple[str, str, str], ...]:
    """``(id, stage, reason)`` of each row the run could not finish."""
    return tuple(
        (row.text("id") or _DASH, row.text("stage") or _DASH, row.text("reason") or _DASH)
        for row in report.records("failed_rows")
    )


def _timings(report: _Reader) -> tuple[Fact, ...]:
    timings = report.child("timings")
    facts = []
    for key in timings.names():
        seconds = timings.number(key)
        if seconds is not None:
            label = key.removesuffix("_s").replace("_", " ")
            facts.append(Fact(label, format_duration(seconds)))
    return tuple(facts)


def _generation_text(report: _Reader) -> str | None:
    generation = report.child("generation")
    responses = generation.text("responses")
    if responses is not None:
        return f"responses read from {responses}"
    parts = []
    temperature = generation.number("temperature")
    if temperature is not None:
        parts.append(f"temperature {temperature:g}")
    max_new_tokens = generation.count("max_new_tokens")
    if max_new_tokens is not None:
        parts.append(f"up to {max_new_tokens:,} new tokens")
    return ", ".join(parts) or None


def _data_callouts(
    aspects: Sequence[Score], bertscore_note: str | None, histogram_differences: Sequence[Any]
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


def _label_agreement(judge: _Reader) -> tuple[tuple[str, tuple[str, ...]], ...]:
    rows = []
    measured = judge.child("agreement_on_labels")
    for part in measured.names():
        for aspect in measured.child(part).names():
            entry = measured.child(part).child(aspect)
            rows.append(
                (
                    part,
                    (
                        aspect if aspect == "all" else aspect_title(aspect),
                        _optional(entry.count("verdicts"), "{:,}"),
                        _optional(entry.number("coverage"), "{:.0%}"),
                        _optional(entry.number("agreement"), "{:.3f}"),
                        _optional(entry.number("kappa"), "{:.2f}"),
                    ),
                )
            )
    return tuple(rows)


def _incomplete_callouts(reasons: list[str]) -> list[Callout]:
    """An incomplete run says why, first."""
    if not reasons:
        return []
    return [Callout("warn", "Incomplete run", " ".join(f"{reason}." for reason in reasons))]


def _callouts(judge_kind: str) -> list[Callout]:
    return [Callout(c.level, c.title, c.text) for c in judge_kind_named(judge_kind).callouts]


def _mode_text(mode: str | None, description: str | None) -> str:
    if mode is None:
        return _DASH
    flag = " (--upstream-compat)" if mode == MODE_UPSTREAM_COMPAT else ""
    return f"{mode}{flag}" + (f": {description}" if description else "")


def _histogram_differences(check: _Reader) -> tuple[tuple[str, int | None, int | None], ...]:
    """``(task, expected, found)`` rows of a test-set histogram check."""
    return tuple(
        (entry.text("task") or _DASH, entry.count("expected"), entry.count("found"))
        for entry in check.records("count_differences")
    )


def run_view(report: Mapping[str, Any]) -> RunView:
    """The checked view of one run's report data; an InputError names a bad field."""
    root = _Reader(report)
    judge = root.child("judge")
    data = root.child("data")
    judge_kind = _judge_kind(root, judge)
    judge_name = judge.text("name") or root.text("judge_model") or judge_kind
    judge_label = judge.text("label")
    model = root.text("model") or "unknown model"
    model_note = root.text("model_note")
    limit = data.count("limit")
    judge_temperature = judge.number("temperature")
    generation = _generation_text(root)
    bertscore_model = root.text("bertscore_model")
    data_source = data.text("source") or _DASH
    data_fingerprint = data.text("fingerprint") or _DASH
    calls = root.child("judge_calls")
    call_mode = calls.text("mode")
    by_mode = root.child("differences_by_mode")
    other_mode = next((mode for mode in by_mode.names() if mode != call_mode), None)
    histogram_differences = _histogram_differences(data.child("histogram_check"))
    bertscore_note = root.text("bertscore_note")
    aspects = _aspect_scores(judge)

    averages = tuple(_average(judge, *spec) for spec in _AVERAGES)
    metrics = tuple(
        m
        for m in TASK_TABLE_METRICS
        if any(
            root.child("by_task").child(task).child("reference").has(m)
            for task in root.child("by_task").names()
        )
    )
    limit_text = "none (all rows)" if limit is None else f"{limit:,} rows"
    n_rows = root.count("n_rows")
    provenance = [
        Fact("Model", model, mono=True),
        Fact("Judge", judge_name + (f" — {judge_label}" if judge_label else "")),
        Fact("Judge temperature", _optional(judge_temperature, "{:g}")),
        Fact("Judge calls", _mode_text(call_mode, calls.text("description"))),
        Fact("Data source", data_source, mono=True),
        Fact("Data fingerprint", data_fingerprint, mono=True),
        Fact("Rows in source", _optional(data.count("n_rows_in_source"), "{:,}")),
        Fact("Row limit", limit_text),
        Fact("Rows evaluated", _optional(n_rows, "{:,}")),
        Fact("Empty responses", _optional(root.count("empty_responses"), "{:,}")),
        Fact("Generation", generation or _DASH),
        Fact("BERTScore model", bertscore_model or _DASH),
        Fact("BERTScore layer chosen by", root.child("bertscore").text("layer_chosen_by") or _DASH),
        Fact("rolemrc version", root.text("rolemrc_version") or _DASH, mono=True),
        Fact("Created", root.text("created") or _DASH),
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
        model_note=model_note,
        judge_kind=judge_kind,
        judge_name=judge_name,
        judge_label=judge_label,
        created=_moment(root.text("created")),
        n_rows=n_rows,
        empty_responses=root.count("empty_responses"),
        failed_rows=_failed_rows(root),
        answered_rows=root.child("answered").count("n_rows"),
        answered_headline=root.child("answered").number("avg_simple_no_mt"),
        headline=averages[0],
        aspects=aspects,
        averages=averages,
        reference=_reference_scores(root),
        task_metric_titles=tuple(REFERENCE_TITLES[m] for m in metrics),
        tasks=_task_scores(root, metrics),
        usage=_usage(root),
        timings=_timings(root),
        differences=tuple(root.texts("differences_from_upstream")),
        call_mode=call_mode,
        call_mode_description=calls.text("description"),
        other_mode=other_mode,
        other_mode_differences=tuple(by_mode.texts(other_mode)) if other_mode else (),
        histogram_differences=histogram_differences,
        provenance=tuple(provenance),
        callouts=tuple(
            _incomplete_callouts(root.texts("incomplete_reasons"))
            + _callouts(judge_kind)
            + _data_callouts(aspects, bertscore_note, histogram_differences)
        ),
        settings=settings,
        label_agreement=_label_agreement(judge),
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
