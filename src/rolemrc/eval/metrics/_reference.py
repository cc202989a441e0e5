"""All reference metrics over many rows at once, and their upstream-style summary.

BLEU, ROUGE and METEOR are pure functions of one (response, reference) pair, so on Linux a large
batch is split into chunks scored by a pool of forked worker processes (one per usable core),
metric by metric: each worker starts with the parent's loaded WordNet and memoised look-ups, and
the values are the per-row functions' own, whichever process computed them.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.pool import Pool
from typing import Any

import numpy as np

from rolemrc.core import REFERENCE_METRICS, InputError
from rolemrc.eval.metrics._bertscore import BertScoreSettings, bertscore_scores
from rolemrc.eval.metrics._bleu import bleu_result
from rolemrc.eval.metrics._meteor import forget_meteor_memos, meteor_resources, meteor_score
from rolemrc.eval.metrics._rouge import forget_rouge_memos, rouge_scores

ProgressCallback = Callable[[str, int, int], None]

PARALLEL_MIN_ROWS = 200
"""Batches smaller than this are scored in this process (forking costs more than it saves)."""
_CHUNK_ROWS = 50


def usable_cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def forget_memos() -> None:
    """Empty every per-text and per-word memo of ROUGE and METEOR (tokens, stems, WordNet
    look-ups, punkt's break decisions), so the next batch costs what it costs in a fresh process
    with WordNet loaded."""
    forget_rouge_memos()
    forget_meteor_memos()


def _score_chunk(metric: str, pairs: Sequence[tuple[str, str]]) -> list[Any]:
    """One metric's per-row values for ``pairs`` (runs in a worker or in this process)."""
    if metric == "bleu":
        return [bleu_result(response, reference) for response, reference in pairs]
    if metric == "rouge":
        return [rouge_scores(response, reference) for response, reference in pairs]
    return [meteor_score(response, reference) for response, reference in pairs]


def _start_worker() -> None:
    _, wordnet = meteor_resources()
    wordnet.reopen_files()


def _score_chunk_star(job: tuple[str, Sequence[tuple[str, str]]]) -> list[Any]:
    return _score_chunk(*job)


@contextmanager
def _worker_pool(processes: int) -> Iterator[Pool | None]:
    """Forked workers that inherit the loaded METEOR resources, or None to score in-process."""
    if processes < 2 or not sys.platform.startswith("linux"):
        # forking is cheap and safe on Linux; elsewhere (no fork, or macOS, where a forked
        # child of a process with system frameworks loaded may crash) score in this process
        yield None
        return
    meteor_resources()  # loaded once here; every worker starts with it
    with multiprocessing.get_context("fork").Pool(processes, _start_worker) as pool:
        yield pool


def _per_row_values(
    metric: str,
    pairs: Sequence[tuple[str, str]],
    pool: Pool | None,
    report: Callable[[str, int, int], None],
) -> list[Any]:
    """``metric``'s values in row order, reporting progress every hundred rows or chunk."""
    total = len(pairs)
    values: list[Any] = []
    if pool is None:
        for start in range(0, total, 100):
            values.extend(_score_chunk(metric, pairs[start : start + 100]))
            report(metric, len(values), total)
        return values
    jobs = [(metric, pairs[start : start + _CHUNK_ROWS]) for start in range(0, total, _CHUNK_ROWS)]
    for chunk in pool.imap(_score_chunk_star, jobs):
        values.extend(chunk)
        report(metric, len(values), total)
    return values


@dataclass(frozen=True)
class ReferenceScores:
    """One row's reference metrics (every name in ``REFERENCE_METRICS``) and the per-row parts
    upstream kept beside them: ``details["bleu"]`` is the ``bleu`` metric's dict (precisions,
    brevity penalty, length ratio, translation and reference lengths), ``details["bertscore"]``
    BERTScore's precision, recall and F1. A part is ``None`` where its metric is."""

    metrics: dict[str, float | None]
    details: dict[str, dict[str, Any] | None]


def reference_scores(
    responses: Sequence[str],
    references: Sequence[str],
    *,
    bertscore: BertScoreSettings | None = BertScoreSettings(),  # noqa: B008 - frozen model
    progress: ProgressCallback | None = None,
    processes: int | None = None,
) -> list[ReferenceScores]:
    """One :class:`ReferenceScores` per (response, reference) pair.

    Values equal the per-row functions' (BERTScore: a per-pair ``bert_score`` call). BLEU is
    ``None`` where upstream left the row out; ``bertscore=None`` skips BERTScore (``None``).
    ``progress(metric, done, total)`` is called as each metric advances. ``processes`` worker
    processes score BLEU, ROUGE and METEOR on Linux (default: one per usable core for a batch of
    at least ``PARALLEL_MIN_ROWS`` rows, else none; 1 scores in this process).
    """
    if len(responses) != len(references):
        raise InputError(
            f"{len(responses)} responses but {len(references)} references: they must pair up"
        )
    total = len(responses)
    rows = [
        ReferenceScores(dict.fromkeys(REFERENCE_METRICS), {"bleu": None, "bertscore": None})
        for _ in range(total)
    ]

    def report(metric: str, done: int, of: int) -> None:
        if progress is not None:
            progress(metric, done, of)

    if processes is None:
        processes = usable_cores() if total >= PARALLEL_MIN_ROWS else 1
    pairs = list(zip(responses, references, strict=True))
    with _worker_pool(min(processes, -(-total // _CHUNK_ROWS))) as pool:
        for metric in ("bleu", "rouge", "meteor"):
            values = _per_row_values(metric, pairs, pool, report)
            for row, value in zip(rows, values, strict=True):
                if metric == "bleu":
                    row.metrics["bleu"] = None if value is None else value.bleu
                    row.details["bleu"] = None if value is None else value.as_upstream()
                elif metric == "rouge":
                    row.metrics.update(value)
                else:
                    row.metrics["meteor"] = value
    if bertscore is not None and total:
        pair_scores = bertscore_scores(
            responses, references, bertscore, lambda done, of: report("bertscore", done, of)
        )
        for row, pair in zip(rows, pair_scores, strict=True):
            row.metrics["bertscore_f1"] = pair.f1
            row.details["bertscore"] = pair._asdict()
    return rows


def compute_reference_metrics(
    responses: Sequence[str],
    references: Sequence[str],
    *,
    bertscore: BertScoreSettings | None = BertScoreSettings(),  # noqa: B008 - frozen model
    progress: ProgressCallback | None = None,
    processes: int | None = None,
) -> list[dict[str, float | None]]:
    """One dict per row with every name in ``REFERENCE_METRICS`` (see :func:`reference_scores`,
    which also gives the per-row parts)."""
    scores = reference_scores(
        responses, references, bertscore=bertscore, progress=progress, processes=processes
    )
    return [row.metrics for row in scores]


def summarize_metric(values: Sequence[float | None]) -> dict[str, float | int | None]:
    """Mean and population standard deviation over the values that are not ``None``.

    numpy's, as upstream: ``np.mean`` and ``np.std(ddof=0)`` over the values it kept.
    """
    present = [value for value in values if value is not None]
    if not present:
        return {"mean": None, "std": None, "n": 0}
    return {
        "mean": float(np.mean(present)),
        "std": float(np.std(present, ddof=0)),
        "n": len(present),
    }
