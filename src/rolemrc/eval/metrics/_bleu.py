"""Sentence BLEU as the Hugging Face ``bleu`` metric computes it for one prediction.

That metric splits text with the 13a tokenizer (sacrebleu's ``Tokenizer13a``, split on spaces) and
scores with the classic NMT ``compute_bleu``: clipped n-gram precisions for n = 1..4, no smoothing,
geometric mean 0 when any precision is 0, and brevity penalty ``exp(1 - 1/ratio)`` for ratio <= 1.
When either side tokenises to nothing that code divides by zero; upstream RoleMRC caught the error
and left the row out of the mean, so the score here is ``None``.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any, NamedTuple

from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

MAX_ORDER = 4

_tokenize_13a = Tokenizer13a()  # type: ignore[no-untyped-call]


def bleu_tokens(text: str) -> list[str]:
    tokenized: str = _tokenize_13a(text)
    return tokenized.split()


def forget_bleu_memos() -> None:
    """Empty sacrebleu's memo of tokenised lines (it keeps one per tokenizer class)."""
    Tokenizer13a.__call__.cache_clear()


def _ngram_counts(tokens: list[str]) -> Counter[tuple[str, ...]]:
    counts: Counter[tuple[str, ...]] = Counter()
    for order in range(1, MAX_ORDER + 1):
        counts.update(zip(*(tokens[start:] for start in range(order)), strict=False))
    return counts


class BleuResult(NamedTuple):
    """Everything the Hugging Face ``bleu`` metric returns for one prediction, as upstream RoleMRC
    kept it per row."""

    bleu: float
    precisions: tuple[float, ...]
    brevity_penalty: float
    length_ratio: float
    translation_length: int
    reference_length: int

    def as_upstream(self) -> dict[str, Any]:
        """The metric's own dict (``precisions`` as a list)."""
        return {**self._asdict(), "precisions": list(self.precisions)}


def bleu_result_from_tokens(translation: list[str], reference: list[str]) -> BleuResult | None:
    """BLEU and its parts for one tokenised translation against one tokenised reference."""
    if not translation or not reference:
        return None
    overlap = _ngram_counts(translation) & _ngram_counts(reference)
    matches = [0] * MAX_ORDER
    for ngram, count in overlap.items():
        matches[len(ngram) - 1] += count
    precisions = []
    for order in range(1, MAX_ORDER + 1):
        possible = len(translation) - order + 1
        precisions.append(matches[order - 1] / possible if possible > 0 else 0.0)
    if min(precisions) > 0:
        # Summed in this order, with this weighting, to give the reference code's exact float.
        geometric_mean = math.exp(sum((1.0 / MAX_ORDER) * math.log(p) for p in precisions))
    else:
        geometric_mean = 0.0
    ratio = len(translation) / len(reference)
    brevity_penalty = 1.0 if ratio > 1.0 else math.exp(1 - 1.0 / ratio)
    return BleuResult(
        bleu=geometric_mean * brevity_penalty,
        precisions=tuple(precisions),
        brevity_penalty=brevity_penalty,
        length_ratio=ratio,
        translation_length=len(translation),
        reference_length=len(reference),
    )


def bleu_result(response: str, reference: str) -> BleuResult | None:
    """BLEU of ``response`` against ``reference`` with its parts; ``None`` when either is
    token-free."""
    return bleu_result_from_tokens(bleu_tokens(response), bleu_tokens(reference))


def bleu_score(response: str, reference: str) -> float | None:
    """Sentence BLEU of ``response`` against ``reference``; ``None`` when either is token-free."""
    result = bleu_result(response, reference)
    return None if result is None else result.bleu
