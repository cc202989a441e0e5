"""All reference metrics over many rows at once, and their upstream-style summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from rolemrc.core import REFERENCE_METRICS, InputError
from rolemrc.eval.metrics._bertscore import BertScoreSettings, bertscore_scores
from rolemrc.eval.metrics._bleu import bleu_result
from rolemrc.eval.metrics._meteor import meteor_score
from rolemrc.eval.metrics._rouge import rouge_scores

ProgressCallback = Callable[[str, int, int], None]


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
) -> list[ReferenceScores]:
    """One :class:`ReferenceScores` per (response, reference) pair.

    Values equal the per-row functions' (BERTScore: a per-pair ``bert_score`` call). BLEU is
    ``None`` where upstream left the row out; ``bertscore=None`` skips BERTScore (``None``).
    ``progress(metric, done, total)`` is called as each metric advances.
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

    def bleu(row: ReferenceScores, response: str, reference: str) -> None:
        result = bleu_result(response, reference)
        row.metrics["bleu"] = None if result is None else result.bleu
        row.details["bleu"] = None if result is None else result.as_upstream()

    def rouge(row: ReferenceScores, response: str, reference: str) -> None:
        row.metrics.update(rouge_scores(response, reference))

    def meteor(row: ReferenceScores, response: str, reference: str) -> None:
        row.metrics["meteor"] = meteor_score(response, reference)

    per_row_metrics: list[tuple[str, Callable[[ReferenceScores, str, str], None]]] = [
        ("bleu", bleu),
        ("rouge", rouge),
        ("meteor", meteor),
    ]
    for metric, score in per_row_metrics:
        for index, (response, reference) in enumerate(zip(responses, references, strict=True)):
            score(rows[index], response, reference)
            if (index + 1) % 100 == 0 or index + 1 == total:
                report(metric, index + 1, total)
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
) -> list[dict[str, float | None]]:
    """One dict per row with every name in ``REFERENCE_METRICS`` (see :func:`reference_scores`,
    which also gives the per-row parts)."""
    scores = reference_scores(responses, references, bertscore=bertscore, progress=progress)
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
