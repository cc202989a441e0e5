r"""RoleBench scoring: RoleLLM's ROUGE-L per view, RoleMRC's ROUGE-1/2/L/Lsum cross-evaluation,
and bootstrap summaries, each computed the way the published RoleBench scorer of the row's
language computes it.

RoleLLM published no evaluation code; its authors' RoleBench integration into OpenCompass
(``opencompass/configs/datasets/rolebench/*.py``) is the published scorer:

- English: ``RougeEvaluator`` (``evaluate``'s ``rouge`` metric at its defaults, i.e.
  rouge_score): ROUGE-L F-measure, **no stemmer**, rouge_score's tokens (lower-case, runs of
  ``[a-z0-9]``). Here each CJK ideograph is also a token (rouge_score drops CJK text); on text
  without CJK characters tokens and scores are exactly rouge_score's.
- Chinese: ``JiebaRougeEvaluator``: punctuation (``[^\w\s]``) and the English articles removed,
  jieba's default (precise, HMM) segmentation, then ``rouge_chinese``'s ROUGE-L over those
  tokens (longest common subsequence, ``F = 2PR / (P + R + 1e-8)``). The one step not taken
  here: OpenCompass's clean-up first cuts a text at its first newline, ASCII period or comma
  (``general_postprocess``), which would score a multi-line answer by its first line only.

A row with several references scores the best of them. The cross-evaluation figures reuse
``rolemrc.eval.metrics.rouge_scores`` (Porter stemmer, as RoleMRC's evaluation runs rouge_score)
for English, and rouge_score over the Chinese tokens above for Chinese.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

import numpy as np
from rouge_score import rouge_scorer, tokenizers

from rolemrc.eval.metrics import rouge_scores
from rolemrc.rolellm._records import Language

CROSS_METRICS: tuple[str, ...] = ("rouge1", "rouge2", "rougeL", "rougeLsum")
_TOKEN = re.compile(r"[a-z0-9]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_PUNCTUATION = re.compile(r"[^\w\s]")
_ARTICLES = re.compile(r"\b(a|an|the)\b", flags=re.IGNORECASE)


@lru_cache(maxsize=1 << 14)
def rolellm_tokens(text: str) -> tuple[str, ...]:
    """English RoleBench tokens: rouge_score's default tokens (no stemming), with each CJK
    ideograph a token."""
    return tuple(_TOKEN.findall(text.lower()))


@cache
def _jieba() -> Any:
    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba


@lru_cache(maxsize=1 << 14)
def chinese_tokens(text: str) -> tuple[str, ...]:
    """Chinese RoleBench tokens as OpenCompass's ``JiebaRougeEvaluator`` makes them:
    punctuation and English articles removed, jieba's precise segmentation, blanks dropped."""
    cleaned = _ARTICLES.sub("", _PUNCTUATION.sub("", text))
    return tuple(" ".join(_jieba().cut(cleaned)).split())


def lcs_length(first: Sequence[str], second: Sequence[str]) -> int:
    """Length of the longest common subsequence of two token sequences."""
    if len(first) < len(second):
        first, second = second, first
    previous = [0] * (len(second) + 1)
    for token in first:
        current = [0]
        for position, other in enumerate(second, start=1):
            if token == other:
                current.append(previous[position - 1] + 1)
            else:
                current.append(max(previous[position], current[position - 1]))
        previous = current
    return previous[-1]


def _chinese_rouge_l(response: str, reference: str) -> float:
    """rouge_chinese's ROUGE-L F over ``chinese_tokens`` (0 when either side has none)."""
    hypothesis, target = chinese_tokens(response), chinese_tokens(reference)
    if not hypothesis or not target:
        return 0.0
    common = lcs_length(target, hypothesis)
    recall, precision = common / len(target), common / len(hypothesis)
    return 2.0 * ((precision * recall) / (precision + recall + 1e-8))


class _Tokens(tokenizers.Tokenizer):  # type: ignore[misc]
    def __init__(self, language: Language) -> None:
        self._tokens = chinese_tokens if language == "zh" else rolellm_tokens

    def tokenize(self, text: str) -> tuple[str, ...]:
        return self._tokens(text)


_SCORER = rouge_scorer.RougeScorer(["rougeL"], tokenizer=_Tokens("eng"))
_CHINESE_CROSS = rouge_scorer.RougeScorer(list(CROSS_METRICS), tokenizer=_Tokens("zh"))


def _need_references(references: Sequence[str]) -> None:
    if not references:
        raise ValueError("at least one reference is needed")


def rolellm_rouge_l(response: str, references: Sequence[str], language: Language = "eng") -> float:
    """RoleBench's ROUGE-L F-measure of ``response`` in ``language``: the best over
    ``references``."""
    _need_references(references)
    if language == "zh":
        return max(_chinese_rouge_l(response, reference) for reference in references)
    scores = _SCORER.score_multi(list(references), response)
    return float(scores["rougeL"].fmeasure)


def cross_eval_rouge(
    response: str, references: Sequence[str], language: Language = "eng"
) -> dict[str, float]:
    """ROUGE-1/2/L/Lsum as RoleMRC's evaluation computes them (over Chinese tokens for
    ``zh``), each the best over ``references``."""
    _need_references(references)
    if language == "zh":
        per_reference = [
            {name: score.fmeasure for name, score in _CHINESE_CROSS.score(ref, response).items()}
            for ref in references
        ]
    else:
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
