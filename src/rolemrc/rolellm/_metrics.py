"""RoleBench scoring: RoleLLM's ROUGE-L per view, RoleMRC's ROUGE-1/2/L/Lsum cross-evaluation,
and bootstrap summaries.

RoleLLM's ROUGE-L (no evaluation code was published with the paper; this follows RoleBench's
OpenCompass integration, which scores with ``rouge_score`` through the ``rouge`` metric of
``evaluate`` at its defaults): rouge_score's ROUGE-L F-measure, **no stemmer**, rouge_score's
tokenisation (lower-case, runs of ``[a-z0-9]``), extended so that each CJK ideograph is a token
(rouge_score's tokenizer drops them, which would score every Chinese answer 0). On text without
CJK characters the tokens, and so the scores, are exactly rouge_score's. A row with several
references scores the best of them (rouge_score's ``score_multi``).

The cross-evaluation figures reuse ``rolemrc.eval.metrics.rouge_scores`` (Porter stemmer, as
RoleMRC's evaluation runs rouge_score), each the best over the references.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np
from rouge_score import rouge_scorer, tokenizers

from rolemrc.eval.metrics import rouge_scores

CROSS_METRICS: tuple[str, ...] = ("rouge1", "rouge2", "rougeL", "rougeLsum")
_TOKEN = re.compile(r"[a-z0-9]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


@lru_cache(maxsize=1 << 14)
def rolellm_tokens(text: str) -> tuple[str, ...]:
    """rouge_score's default tokens (no stemming), with each CJK ideograph a token."""
    return tuple(_TOKEN.findall(text.lower()))


class _RoleLLMTokenizer(tokenizers.Tokenizer):  # type: ignore[misc]
    def tokenize(self, text: str) -> tuple[str, ...]:
        return rolellm_tokens(text)


_SCORER = rouge_scorer.RougeScorer(["rougeL"], tokenizer=_RoleLLMTokenizer())


def rolellm_rouge_l(response: str, references: Sequence[str]) -> float:
    """RoleLLM-style ROUGE-L F-measure of ``response``: the best over ``references``."""
    if not references:
        raise ValueError("at least one reference is needed")
    scores = _SCORER.score_multi(list(references), response)
    return float(scores["rougeL"].fmeasure)


def cross_eval_rouge(response: str, references: Sequence[str]) -> dict[str, float]:
    """ROUGE-1/2/L/Lsum as RoleMRC's evaluation computes them, each the best over
    ``references``."""
    if not references:
        raise ValueError("at least one reference is needed")
    per_reference = [rouge_scores(response, reference) for reference in references]
    return {metric: max(scores[metric] for scores in per_reference) for metric in CROSS_METRICS}


def summarize(values: Sequence[float], *, n_bootstrap: int = 1000, seed: int = 0) -> dict[str, Any]:
    """Mean, population std, count and a 95% percentile-bootstrap interval of the mean."""
    if not values:
        return {"mean": None, "std": None, "n": 0, "ci95": None}
    array = np.asarray(values, dtype=np.float64)
    interval = None
    if n_bootstrap > 0 and len(array) > 1:
        rng = np.random.default_rng(seed)
        draws = rng.integers(0, len(array), size=(n_bootstrap, len(array)))
        means = array[draws].mean(axis=1)
        interval = [float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))]
    return {
        "mean": float(array.mean()),
        "std": float(array.std()),
        "n": len(array),
        "ci95": interval,
    }
