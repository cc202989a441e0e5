"""Paired comparisons of runs on the same test set: each later run against the first, row by
row (rows matched by id), per judge aspect, for the headline AvgS(noMT) and for each reference
metric; for multi-turn runs, conversation by conversation, the share still holding every check
by each turn; and per task, the rows each run wins and loses.

Rows matched by id only mean the same thing on the same test set judged the same way, so a
comparison is refused when the test-set fingerprints differ (or are unknown), its judge figures
are refused when the judge or its call mode differ, and BERTScore is refused when the runs used
different BERTScore models; each refusal says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rolemrc.core import ASPECTS, Aspect
from rolemrc.eval._paired import DEFAULT_RESAMPLES, difference_matrix, paired_difference
from rolemrc.eval._report_views import REFERENCE_TITLES, RunView, aspect_title, task_order
from rolemrc.eval._run_rows import RunRows

# The aspects AvgS(noMT) averages.
HEADLINE_ASPECTS: tuple[str, ...] = tuple(
    aspect.value for aspect in ASPECTS if aspect is not Aspect.MULTI_TURN_INSTRUCTION
)
SIGNIFICANCE = 0.05
_UNKNOWN = "—"


@dataclass(frozen=True)
class PairedRow:
    """One figure's paired difference (other minus baseline); ``refused`` says why it is not
    computed. ``scale`` is "pct" for pass rates and "decimal" for reference metrics."""

    key: str
    title: str
    scale: str
    difference: float | None = None
    ci95: tuple[float, float] | None = None
    p_value: float | None = None
    n: int = 0
    refused: str | None = None
    emphasis: bool = False

    @property
    def significant(self) -> bool:
        return self.p_value is not None and self.p_value < SIGNIFICANCE

    @property
    def verdict(self) -> str:
        """In words: which run is higher, or that the rows do not tell them apart."""
        if self.refused or self.difference is None or self.p_value is None:
            return "not computed"
        if not self.significant:
            return "no significant difference"
        return "higher" if self.difference > 0 else "lower"


@dataclass(frozen=True)
class TaskWins:
    """Rows of one task where the other run scores above, below or level with the baseline."""

    task: str
    n: int
    wins: int
    losses: int
    ties: int


@dataclass(frozen=True)
class PairedComparison:
    baseline: str
    other: str
    refused: str | None
    notes: tuple[str, ...]
    rows: tuple[PairedRow, ...]
    tasks: tuple[TaskWins, ...]
    task_basis: str
    matched: int
    only_baseline: int
    only_other: int
    failed: int
    resamples: int


def _row(
    key: str,
    title: str,
    scale: str,
    baseline: Sequence[dict[str, float]],
    other: Sequence[dict[str, float]],
    *,
    refused: str | None,
    resamples: int,
    emphasis: bool = False,
) -> PairedRow:
    if refused:
        return PairedRow(key, title, scale, refused=refused, emphasis=emphasis)
    _, matrix = difference_matrix(baseline, other)
    result = paired_difference(matrix, resamples=resamples)
    if result.n == 0:
        return PairedRow(
            key, title, scale, refused="no rows scored in both runs", emphasis=emphasis
        )
    return PairedRow(
        key, title, scale, result.difference, result.ci95, result.p_value, result.n, None, emphasis
    )


def _row_judge_score(rows: RunRows, row_id: str) -> float | None:
    scores = [v.score for v in rows.judged.get(row_id, ()) if v.score is not None]
    return sum(scores) / len(scores) if scores else None


def _task_wins(
    baseline: RunRows, other: RunRows, ids: Sequence[str], use_judge: bool
) -> tuple[tuple[TaskWins, ...], str]:
    def score(rows: RunRows, row_id: str) -> float | None:
        if use_judge:
            return _row_judge_score(rows, row_id)
        return rows.metrics.get(row_id, {}).get("rougeL")

    tally: dict[str, list[int]] = {}
    for row_id in ids:
        a, b = score(baseline, row_id), score(other, row_id)
        if a is None or b is None:
            continue
        counts = tally.setdefault(baseline.tasks[row_id], [0, 0, 0])
        counts[0 if b > a else 1 if b < a else 2] += 1
    tasks = tuple(
        TaskWins(task, sum(tally[task]), *tally[task]) for task in task_order(list(tally))
    )
    return tasks, "the row's judge score (mean of its verdicts)" if use_judge else "ROUGE-L"


def _conversation_rows(
    baseline: tuple[RunView, RunRows],
    other: tuple[RunView, RunRows],
    judge_refused: str | None,
    *,
    resamples: int,
) -> list[PairedRow]:
    """Multi-turn runs, conversation by conversation: per turn, the share still holding every
    check; refused when the runs' users or turn counts differ."""
    (view_a, rows_a), (view_b, rows_b) = baseline, other
    conv_a, conv_b = view_a.conversation, view_b.conversation
    if conv_a is None and conv_b is None:
        return []
    refused = judge_refused
    if conv_a is None or conv_b is None:
        refused = "only one of the runs continued its conversations"
    elif (conv_a.user, conv_a.turns) != (conv_b.user, conv_b.turns):
        refused = (
            f"different conversations ({conv_a.turns} turns by {conv_a.user} vs "
            f"{conv_b.turns} turns by {conv_b.user})"
        )
    turns = max(rows_a.conversation_turns, rows_b.conversation_turns)
    return [
        _row(
            f"holding@t{turn}",
            f"turn {turn}: every check still holds",
            "pct",
            [rows_a.holding_by(turn)],
            [rows_b.holding_by(turn)],
            refused=refused,
            resamples=resamples,
            emphasis=turn == turns,
        )
        for turn in range(1, turns + 1)
    ]


def paired_comparison(
    baseline: tuple[str, RunView, RunRows],
    other: tuple[str, RunView, RunRows],
    *,
    resamples: int = DEFAULT_RESAMPLES,
) -> PairedComparison:
    """``other`` against ``baseline``, row by row (see the module docstring)."""
    (label_a, view_a, rows_a), (label_b, view_b, rows_b) = baseline, other
    settings_a, settings_b = view_a.settings, view_b.settings
    fingerprint_a, fingerprint_b = settings_a["data_fingerprint"], settings_b["data_fingerprint"]
    refused = None
    if _UNKNOWN in (fingerprint_a, fingerprint_b):
        refused = (
            "a report does not record its test-set fingerprint, so its rows cannot be matched "
            "safely"
        )
    elif fingerprint_a != fingerprint_b:
        refused = (
            f"different test sets (fingerprint {fingerprint_a} vs {fingerprint_b}): rows with "
            "the same id need not hold the same question"
        )
    judge_refused = None
    if settings_a["judge"] != settings_b["judge"]:
        judge_refused = f"different judges ({settings_a['judge']} vs {settings_b['judge']})"
    elif settings_a["judge_calls"] != settings_b["judge_calls"]:
        judge_refused = (
            f"different judge modes ({settings_a['judge_calls']} vs {settings_b['judge_calls']})"
        )
    bertscore_refused = None
    if settings_a["bertscore_model"] != settings_b["bertscore_model"]:
        bertscore_refused = (
            f"different BERTScore models ({settings_a['bertscore_model']} vs "
            f"{settings_b['bertscore_model']})"
        )
    ids_a, ids_b = set(rows_a.tasks), set(rows_b.tasks)
    common = [row_id for row_id in rows_a.order if row_id in ids_b]
    failed = [row_id for row_id in common if row_id in rows_a.failed or row_id in rows_b.failed]
    notes = [reason for reason in (judge_refused, bertscore_refused) if reason and not refused]
    if failed and not refused:
        notes.append(
            f"{len(failed):,} row{'s' if len(failed) != 1 else ''} failed in one of the runs "
            "and {} left out of the paired figures".format("is" if len(failed) == 1 else "are")
        )
    if (ids_a ^ ids_b) and not refused:
        notes.append(
            f"{len(ids_a - ids_b):,} rows only in {label_a} and {len(ids_b - ids_a):,} only in "
            f"{label_b} are left out"
        )
    rows: list[PairedRow] = []
    if refused is None:
        judged_aspects = [
            a.value
            for a in ASPECTS
            if rows_a.aspect_scores(a.value) or rows_b.aspect_scores(a.value)
        ]
        if judged_aspects:
            headline = [a for a in HEADLINE_ASPECTS if a in judged_aspects]
            rows.append(
                _row(
                    "avg_simple_no_mt",
                    "AvgS(noMT)",
                    "pct",
                    [rows_a.aspect_scores(a) for a in headline],
                    [rows_b.aspect_scores(a) for a in headline],
                    refused=judge_refused
                    or (None if headline else "no aspect of the headline judged"),
                    resamples=resamples,
                    emphasis=True,
                )
            )
            for aspect in judged_aspects:
                rows.append(
                    _row(
                        aspect,
                        aspect_title(aspect),
                        "pct",
                        [rows_a.aspect_scores(aspect)],
                        [rows_b.aspect_scores(aspect)],
                        refused=judge_refused,
                        resamples=resamples,
                    )
                )
        rows += _conversation_rows(
            (view_a, rows_a), (view_b, rows_b), judge_refused, resamples=resamples
        )
        for metric, title in REFERENCE_TITLES.items():
            scores_a, scores_b = rows_a.metric_scores(metric), rows_b.metric_scores(metric)
            if not scores_a and not scores_b:
                continue
            rows.append(
                _row(
                    metric,
                    title,
                    "decimal",
                    [scores_a],
                    [scores_b],
                    refused=bertscore_refused if metric == "bertscore_f1" else None,
                    resamples=resamples,
                )
            )
    use_judge = judge_refused is None and any(rows_a.judged.values())
    answered = [row_id for row_id in common if row_id not in failed]
    tasks, basis = _task_wins(rows_a, rows_b, answered, use_judge) if refused is None else ((), "")
    return PairedComparison(
        baseline=label_a,
        other=label_b,
        refused=refused,
        notes=tuple(notes),
        rows=tuple(rows),
        tasks=tasks,
        task_basis=basis,
        matched=len(answered),
        only_baseline=len(ids_a - ids_b),
        only_other=len(ids_b - ids_a),
        failed=len(failed),
        resamples=resamples,
    )
