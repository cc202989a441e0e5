"""Score roll-ups of an evaluation: judge aspect means, their averages, per-task tables and
percentile-bootstrap confidence intervals.

Definitions follow the published RoleMRC report and the NeMo-Gym port:

- an aspect's mean is the mean 0/1 score over that aspect's judge calls (not per row);
- a judge answer outside {0, 1} (``"2"``, ``"-1"``) counts with its value, as upstream counts it,
  so a mean can leave [0, 1]; ``out_of_range`` counts those answers per aspect, ``unparsed`` the
  answers that are not integers (scored 0);
- a verdict the judge could not decide (``score`` None, the rules judge's "cannot decide") is
  left out of every mean and counted per aspect as ``undecided``; ``coverage`` is the share of
  an aspect's verdicts that were decided (``n`` counts the decided ones);
- ``avg_simple`` is the unweighted mean of the aspect means, ``avg_weighted`` the mean over all
  judge calls, and ``avg_simple_no_mt`` the unweighted mean without ``multi_turn_instruction``
  (the headline number). Aspects without judge calls are left out of the averages; the
  ``aspects`` lists say which were used. These are NeMo-Gym's ``judge/avg_simple``,
  ``judge/avg_weighted`` and ``judge/avg_simple_no_mt`` (the report's AvgSimple, AvgWeighted
  and AvgS(noMT)) on the same verdicts; :func:`nemo_gym_metrics` gives its whole table.
- where a row's aspect was judged more than once (``--upstream-compat`` sends the
  instruction-priority prompt twice, as upstream's script does, so the 42 priority rows of the
  full test set make 84 calls), ``avg_weighted`` counts every call, as the published
  AvgWeighted does, and ``avg_weighted_once`` (present only then) counts each judged
  (row, aspect) once, with the mean of its verdicts: the count NeMo-Gym reports. The aspect
  means, and so ``avg_simple`` and ``avg_simple_no_mt``, do not depend on the count.

The 95% intervals resample rows, not calls (the calls of one row are correlated): each resample
draws the judged rows with replacement and recomputes every statistic from per-row sum and count
matrices. An aspect that a resample happens not to draw is left out of that resample's averages,
the same rule as for the point estimate.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from rolemrc.core import (
    ASPECTS,
    REFERENCE_METRICS,
    TASK_KINDS,
    Aspect,
    ConfigError,
    Generation,
    InputError,
    Judgement,
    RowScores,
    Rule,
    get_task,
)
from rolemrc.rules import is_out_of_range

FloatArray = npt.NDArray[np.float64]

_ASPECT_INDEX = {aspect.value: index for index, aspect in enumerate(ASPECTS)}
_TASK_ORDER = {kind.name: index for index, kind in enumerate(TASK_KINDS)}
_CI_PERCENTILES = (2.5, 97.5)
_DIMENSIONS = {
    Rule.MULTI_TURN: "multi_turn",
    Rule.NESTED_CONTENT: "nested_instruction",
    Rule.NESTED_FORMAT: "nested_instruction",
    Rule.PRIORITY: "instruction_priority",
}


def _ratio(numerator: FloatArray, denominator: FloatArray) -> FloatArray:
    """``numerator / denominator`` with NaN where the denominator is 0."""
    out = np.full(np.broadcast(numerator, denominator).shape, np.nan)
    np.divide(numerator, denominator, out=out, where=denominator > 0)
    return out


def _mean_of_present(values: FloatArray) -> FloatArray:
    """Row-wise mean over the non-NaN columns; NaN where a row has none."""
    present = ~np.isnan(values)
    return _ratio(np.where(present, values, 0.0).sum(axis=1), present.sum(axis=1).astype(float))


def _statistics(
    aspect_sums: FloatArray,
    aspect_counts: FloatArray,
    once_sums: FloatArray,
    once_counts: FloatArray,
    used: Sequence[int],
    used_no_mt: Sequence[int],
) -> dict[str, FloatArray]:
    """Every reported statistic for each row of ``(samples, aspects)`` sum/count matrices (of
    the verdicts, and of each judged (row, aspect)'s mean verdict counted once)."""
    means = _ratio(aspect_sums, aspect_counts)
    statistics = {aspect.value: means[:, index] for index, aspect in enumerate(ASPECTS)}
    statistics["avg_simple"] = _mean_of_present(means[:, list(used)])
    statistics["avg_simple_no_mt"] = _mean_of_present(means[:, list(used_no_mt)])
    statistics["avg_weighted"] = _ratio(aspect_sums.sum(axis=1), aspect_counts.sum(axis=1))
    statistics["avg_weighted_once"] = _ratio(once_sums.sum(axis=1), once_counts.sum(axis=1))
    return statistics


def _once_per_row(sums: FloatArray, counts: FloatArray) -> tuple[FloatArray, FloatArray]:
    """Per row and aspect the mean of its decided verdicts, and 1 where it has any."""
    judged = counts > 0
    return np.where(judged, _ratio(sums, counts), 0.0), judged.astype(np.float64)


def _ci95(resampled: FloatArray | None) -> list[float] | None:
    if resampled is None:
        return None
    values = resampled[np.isfinite(resampled)]
    if values.size == 0:
        return None
    low, high = np.percentile(values, _CI_PERCENTILES)
    return [float(low), float(high)]


def _value(array: FloatArray) -> float | None:
    """The statistic, or None where it has no finite value (no data, or an infinite score)."""
    value = float(array[0])
    return value if math.isfinite(value) else None


def _score_value(score: int) -> float:
    """A judge score as a float; one too large for a float (an absurd answer) is infinite."""
    try:
        return float(score)
    except OverflowError:
        return math.inf if score > 0 else -math.inf


def _judgement_matrices(
    generations: Sequence[Generation], judgements: Sequence[Judgement]
) -> tuple[FloatArray, FloatArray, list[list[int]]]:
    """Per-row score sums and decided-call counts, ``(rows, aspects)``, and per aspect the
    counts of unparsed answers, of integers outside {0, 1} and of undecided verdicts."""
    row_index: dict[str, int] = {}
    for generation in generations:
        if generation.id in row_index:
            raise InputError(f"generation id {generation.id!r} occurs twice", field="id")
        row_index[generation.id] = len(row_index)
    sums = np.zeros((len(generations), len(ASPECTS)))
    counts = np.zeros_like(sums)
    unparsed = [0] * len(ASPECTS)
    out_of_range = [0] * len(ASPECTS)
    undecided = [0] * len(ASPECTS)
    seen: set[str] = set()
    for judgement in judgements:
        if judgement.id in seen:
            raise InputError(
                f"judgement id {judgement.id!r} occurs twice (roll up one judge's verdicts "
                "at a time)",
                field="id",
            )
        seen.add(judgement.id)
        row = row_index.get(judgement.row_id)
        if row is None:
            raise InputError(
                f"judgement {judgement.id!r} is for row {judgement.row_id!r}, which has no "
                "generation",
                field="row_id",
            )
        task = generations[row].task
        if judgement.task != task:
            raise InputError(
                f"judgement {judgement.id!r} says task {judgement.task!r}, but row "
                f"{judgement.row_id!r} is of task {task!r}",
                field="task",
            )
        if judgement.aspect not in get_task(task).aspects:
            raise InputError(
                f"judgement {judgement.id!r} is on aspect {judgement.aspect!r}, which task "
                f"{task!r} is not judged on",
                field="aspect",
            )
        aspect = _ASPECT_INDEX[judgement.aspect]
        if judgement.score is None:
            undecided[aspect] += 1
            continue
        sums[row, aspect] += _score_value(judgement.score)
        counts[row, aspect] += 1
        unparsed[aspect] += not judgement.parsed
        out_of_range[aspect] += is_out_of_range(judgement.score, judgement.parsed)
    return sums, counts, [unparsed, out_of_range, undecided]


def _judge_summary(
    sums: FloatArray,
    counts: FloatArray,
    tallies: Sequence[Sequence[int]],
    n_bootstrap: int,
    seed: int,
) -> dict[str, Any]:
    totals, total_counts = sums.sum(axis=0, keepdims=True), counts.sum(axis=0, keepdims=True)
    used = [index for index in range(len(ASPECTS)) if total_counts[0, index] > 0]
    no_mt = _ASPECT_INDEX[Aspect.MULTI_TURN_INSTRUCTION.value]
    used_no_mt = [index for index in used if index != no_mt]
    once_sums, once_counts = _once_per_row(sums, counts)
    point = _statistics(
        totals,
        total_counts,
        once_sums.sum(axis=0, keepdims=True),
        once_counts.sum(axis=0, keepdims=True),
        used,
        used_no_mt,
    )

    resampled: dict[str, FloatArray] | None = None
    judged_rows = counts.sum(axis=1) > 0
    n_judged = int(judged_rows.sum())
    if n_bootstrap > 0 and n_judged > 0:
        rng = np.random.default_rng(seed)
        # how often each judged row is drawn in each resample (same law as drawing with
        # replacement); a matrix product then gives every resample's sums and counts at once
        draws = rng.multinomial(n_judged, np.full(n_judged, 1.0 / n_judged), size=n_bootstrap)
        weights = draws.astype(np.float64)
        # an infinite score (an absurd judge answer) times a zero draw is NaN: left out below
        with np.errstate(invalid="ignore"):
            resampled = _statistics(
                weights @ sums[judged_rows],
                weights @ counts[judged_rows],
                weights @ once_sums[judged_rows],
                weights @ once_counts[judged_rows],
                used,
                used_no_mt,
            )

    def with_ci(name: str) -> dict[str, Any]:
        mean = _value(point[name])
        ci = _ci95(resampled[name]) if resampled is not None and mean is not None else None
        return {"mean": mean, "ci95": ci}

    unparsed, out_of_range, undecided = tallies
    summary: dict[str, Any] = {}
    for index, aspect in enumerate(ASPECTS):
        estimate = with_ci(aspect.value)
        decided = int(total_counts[0, index])
        summary[aspect.value] = {
            "mean": estimate["mean"],
            "n": decided,
            "unparsed": unparsed[index],
            "out_of_range": out_of_range[index],
            "undecided": undecided[index],
            "coverage": decided / (decided + undecided[index])
            if decided + undecided[index]
            else None,
            "ci95": estimate["ci95"],
        }
    n_decided, n_undecided = int(total_counts.sum()), sum(undecided)
    summary["coverage"] = {
        "decided": n_decided,
        "undecided": n_undecided,
        "share": n_decided / (n_decided + n_undecided) if n_decided + n_undecided else None,
    }
    summary["avg_simple"] = {
        **with_ci("avg_simple"),
        "aspects": [ASPECTS[index].value for index in used],
    }
    summary["avg_weighted"] = {**with_ci("avg_weighted"), "n": int(total_counts.sum())}
    n_once = int(once_counts.sum())
    if n_once != int(total_counts.sum()):
        summary["avg_weighted_once"] = {**with_ci("avg_weighted_once"), "n": n_once}
    summary["avg_simple_no_mt"] = {
        **with_ci("avg_simple_no_mt"),
        "aspects": [ASPECTS[index].value for index in used_no_mt],
    }
    return summary


def _metric_names(scores: Sequence[RowScores]) -> list[str]:
    """Every metric in ``scores``: the standard ones in their usual order, then the rest."""
    names = {name for row in scores for name in row.metrics}
    known: list[str] = list(REFERENCE_METRICS)
    return [name for name in known if name in names] + sorted(names.difference(known))


def _reference_means(scores: Sequence[RowScores], names: Sequence[str]) -> dict[str, float | None]:
    """Mean of each metric over the rows that have a value (``None`` values are left out)."""
    means: dict[str, float | None] = {}
    for name in names:
        values = [value for row in scores if (value := row.metrics.get(name)) is not None]
        means[name] = sum(values) / len(values) if values else None
    return means


def _by_task(
    generations: Sequence[Generation],
    sums: FloatArray,
    counts: FloatArray,
    row_scores: Sequence[RowScores] | None,
) -> dict[str, Any]:
    rows_by_task: dict[str, list[int]] = {}
    for row, generation in enumerate(generations):
        get_task(generation.task)  # an unknown task is an input error
        rows_by_task.setdefault(generation.task, []).append(row)
    scores_by_task: dict[str, list[RowScores]] = {task: [] for task in rows_by_task}
    if row_scores is not None:
        task_of_row = {generation.id: generation.task for generation in generations}
        for scores in row_scores:
            if scores.id not in task_of_row:
                raise InputError(
                    f"reference scores for row {scores.id!r}, which has no generation", field="id"
                )
            scores_by_task[task_of_row[scores.id]].append(scores)

    metric_names = _metric_names(row_scores or [])
    by_task: dict[str, Any] = {}
    for task in sorted(rows_by_task, key=_TASK_ORDER.__getitem__):
        rows = rows_by_task[task]
        entry: dict[str, Any] = {"n_rows": len(rows)}
        if row_scores is not None:
            entry["reference"] = _reference_means(scores_by_task[task], metric_names)
        task_sums, task_counts = sums[rows].sum(axis=0), counts[rows].sum(axis=0)
        entry["judge"] = {
            aspect.value: {
                "mean": _value(_ratio(task_sums[[index]], task_counts[[index]])),
                "n": int(task_counts[index]),
            }
            for aspect in get_task(task).aspects
            for index in [_ASPECT_INDEX[aspect.value]]
        }
        by_task[task] = entry
    return by_task


def rollup(
    generations: Sequence[Generation],
    judgements: Sequence[Judgement],
    row_scores: Sequence[RowScores] | None = None,
    *,
    n_bootstrap: int = 2000,
    seed: int = 0,
) -> dict[str, Any]:
    """The ``judge`` and ``by_task`` sections of ``report.json``.

    ``n_bootstrap`` resamples (0 turns the intervals off) drawn from a generator seeded with
    ``seed``, so the same inputs give the same intervals.
    """
    if n_bootstrap < 0:
        raise ConfigError(f"n_bootstrap must be 0 or more, not {n_bootstrap}")
    sums, counts, tallies = _judgement_matrices(generations, judgements)
    return {
        "judge": _judge_summary(sums, counts, tallies, n_bootstrap, seed),
        "by_task": _by_task(generations, sums, counts, row_scores),
    }


def _dimension(task: str) -> str:
    """NeMo-Gym's RoleMRC dimension of a task (its ``_task_dimension``, from the task's rule)."""
    rule = get_task(task).rule
    return _DIMENSIONS.get(rule, "on_scene_dialogue")


def nemo_gym_metrics(
    generations: Sequence[Generation], judgements: Sequence[Judgement]
) -> dict[str, float | int]:
    """The judge-mode table NeMo-Gym's RoleMRC server computes (``compute_metrics``), from the
    verdicts of one judge, under its names: ``mean_reward`` and ``count`` (rows), per dimension
    ``dimension/D/mean_reward`` and ``/count``, per aspect ``aspect/A/mean`` and ``/count``,
    ``judge/n_calls``, ``judge/avg_simple``, ``judge/avg_weighted``, ``judge/avg_simple_no_mt``.

    NeMo-Gym judges each row's aspect once and scores a row by the mean of its aspects; where a
    row's aspect has several verdicts here (``--upstream-compat``) their mean stands for it, as
    in ``avg_weighted_once``. Undecided verdicts (the rules judge's) are left out, as in
    :func:`rollup`; a row with none decided has no reward.
    """
    sums, counts, _ = _judgement_matrices(generations, judgements)
    once_sums, once_counts = _once_per_row(sums, counts)
    metrics: dict[str, float | int] = {}
    judged = once_counts.sum(axis=1) > 0
    row_rewards = once_sums.sum(axis=1)[judged] / once_counts.sum(axis=1)[judged]
    if row_rewards.size:
        metrics["mean_reward"] = float(row_rewards.mean())
        metrics["count"] = int(row_rewards.size)
    dimensions = np.array([_dimension(generation.task) for generation in generations])[judged]
    for dimension in sorted(set(dimensions.tolist())):
        values = row_rewards[dimensions == dimension]
        metrics[f"dimension/{dimension}/mean_reward"] = float(values.mean())
        metrics[f"dimension/{dimension}/count"] = int(values.size)
    aspect_sums, aspect_counts = once_sums.sum(axis=0), once_counts.sum(axis=0)
    means: dict[str, float] = {}
    for aspect in sorted(ASPECTS, key=lambda aspect: aspect.value):
        index = _ASPECT_INDEX[aspect.value]
        if aspect_counts[index] > 0:
            means[aspect.value] = float(aspect_sums[index] / aspect_counts[index])
            metrics[f"aspect/{aspect.value}/mean"] = means[aspect.value]
            metrics[f"aspect/{aspect.value}/count"] = int(aspect_counts[index])
    if means:
        n_calls = int(aspect_counts.sum())
        metrics["judge/n_calls"] = n_calls
        metrics["judge/avg_simple"] = sum(means.values()) / len(means)
        metrics["judge/avg_weighted"] = float(aspect_sums.sum()) / n_calls
        no_mt = [mean for name, mean in means.items() if name != Aspect.MULTI_TURN_INSTRUCTION]
        if no_mt:
            metrics["judge/avg_simple_no_mt"] = sum(no_mt) / len(no_mt)
    return metrics
