"""ROUGE-1/2/L/Lsum F-measures exactly as ``rouge_score.RougeScorer(..., use_stemmer=True)`` gives.

Upstream RoleMRC calls ``scorer.score(response, reference)``: the response is rouge_score's target
and the reference its prediction. The numbers here are the library's, computed faster: each text is
tokenised once with a memoised Porter stemmer, ROUGE-L uses a bit-parallel LCS length (an exact
integer, so the F-measure is bit-identical), and ROUGE-Lsum reuses it when each side has at most
one non-empty line (the summary-level LCS then reduces to the plain LCS); multi-line texts go
through the library's own summary-level scorer.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from nltk.stem import porter
from rouge_score import rouge_scorer, scoring, tokenize, tokenizers

ROUGE_TYPES: tuple[str, ...] = ("rouge1", "rouge2", "rougeL", "rougeLsum")


class _MemoisedStemmer:
    """The Porter stemmer rouge_score uses, each word stemmed once per process."""

    def __init__(self) -> None:
        self.stem = lru_cache(maxsize=1 << 17)(porter.PorterStemmer().stem)


_STEMMER = _MemoisedStemmer()


@lru_cache(maxsize=1 << 12)
def _stemmed_tokens(text: str) -> tuple[str, ...]:
    return tuple(tokenize.tokenize(text, _STEMMER))


class _StemmingTokenizer(tokenizers.Tokenizer):  # type: ignore[misc]
    """rouge_score's default tokenizer with ``use_stemmer=True``, memoised per text."""

    def tokenize(self, text: str) -> tuple[str, ...]:
        return _stemmed_tokens(text)


_TOKENIZER = _StemmingTokenizer()
_SUMMARY_SCORER = rouge_scorer.RougeScorer(["rougeLsum"], tokenizer=_TOKENIZER)


def lcs_length(first: tuple[str, ...], second: tuple[str, ...]) -> int:
    """Length of the longest common subsequence (bit-parallel, Allison-Dix / Hyyrö)."""
    if len(first) < len(second):
        first, second = second, first
    positions: dict[str, int] = {}
    for index, token in enumerate(first):
        positions[token] = positions.get(token, 0) | (1 << index)
    full = (1 << len(first)) - 1
    row = full
    for token in second:
        matched = row & positions.get(token, 0)
        row = ((row + matched) | (row - matched)) & full
    return len(first) - row.bit_count()


def _ngram_fmeasure(target: tuple[str, ...], prediction: tuple[str, ...], order: int) -> float:
    target_counts = Counter(zip(*(target[start:] for start in range(order)), strict=False))
    prediction_counts = Counter(zip(*(prediction[start:] for start in range(order)), strict=False))
    overlap = sum((target_counts & prediction_counts).values())
    precision = overlap / max(sum(prediction_counts.values()), 1)
    recall = overlap / max(sum(target_counts.values()), 1)
    return float(scoring.fmeasure(precision, recall))


def _lcs_fmeasure(target: tuple[str, ...], prediction: tuple[str, ...]) -> float:
    if not target or not prediction:
        return 0.0
    common = lcs_length(target, prediction)
    return float(scoring.fmeasure(common / len(prediction), common / len(target)))


def _non_empty_lines(text: str) -> int:
    if "\n" not in text:
        return 1
    return sum(1 for line in text.split("\n") if _TOKENIZER.tokenize(line))


def rouge_scores(response: str, reference: str) -> dict[str, float]:
    """ROUGE F-measures of one row, keyed ``rouge1 rouge2 rougeL rougeLsum``."""
    target = _TOKENIZER.tokenize(response)
    prediction = _TOKENIZER.tokenize(reference)
    rouge_l = _lcs_fmeasure(target, prediction)
    if _non_empty_lines(response) > 1 or _non_empty_lines(reference) > 1:
        rouge_lsum = float(_SUMMARY_SCORER.score(response, reference)["rougeLsum"].fmeasure)
    else:
        rouge_lsum = rouge_l
    return {
        "rouge1": _ngram_fmeasure(target, prediction, 1),
        "rouge2": _ngram_fmeasure(target, prediction, 2),
        "rougeL": rouge_l,
        "rougeLsum": rouge_lsum,
    }
