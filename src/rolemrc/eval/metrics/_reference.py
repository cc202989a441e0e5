"""All reference metrics over many rows at once, and their upstream-style summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from rolemrc.core import REFERENCE_METRICS, InputError
from rolemrc.eval.metrics._bertscore import BertScoreSettings, bertscore_f1
from rolemrc.eval.metrics._bleu import bleu_score
from rolemrc.eval.metrics._meteor import meteor_score
from rolemrc.eval.metrics._rouge import rouge_scores

ProgressCallback = Callable[[str, int, int], None]


def compute_reference_metrics(
    responses: Sequence[str],
    references: Sequence[str],
    *,
    bertscore: BertScoreSettings | None = BertScoreSettings(),  # noqa: B008 - frozen model
    progress: ProgressCallback | None = None,
) -> list[dict[str, float | None]]:
    """One dict per row with every name in ``REFERENCE_METRICS``.

    Values equal the per-row functions' (BERTScore: a per-pair ``bert_score`` call). BLEU is
    ``None`` where upstream left the row out; ``bertscore=None`` skips BERTScore (``None``).
    ``progress(metric, done, total)`` is called as each metric advances.
    """
    if len(responses) != len(references):
        raise InputError(
            f"{len(responses)} responses but {len(references)} references: they must pair up"
        )
    total = len(responses)
    rows: list[dict[str, float | None]] = [dict.fromkeys(REFERENCE_METRICS) for _ in range(total)]

    def report(metric: str, done: int, of: int) -> None:
        if progress is not None:
            progress(metric, done, of)

    per_row_metrics: list[tuple[str, Callable[[str, str], dict[str, float | None]]]] = [
        ("bleu", lambda response, reference: {"bleu": bleu_score(response, reference)}),
        ("rouge", lambda response, reference: dict(rouge_scores(response, reference))),
        ("meteor", lambda response, reference: {"meteor": meteor_score(response, reference)}),
    ]
    for metric, score in per_row_metrics:
        for index, (response, reference) in enumerate(zip(responses, references, strict=True)):
            rows[index].update(score(response, reference))
            if (index + 1) % 100 == 0 or index + 1 == total:
                report(metric, index + 1, total)
    if bertscore is not None and total:
        f1_values = bertscore_f1(
            responses, references, bertscore, lambda done, of: report("bertscore", done, of)
        )
        for row, f1 in zip(rows, f1_values, strict=True):
            row["bertscore_f1"] = f1
    return rows


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
