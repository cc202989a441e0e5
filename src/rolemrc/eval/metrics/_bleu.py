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
from collections.abc import Callable
from functools import partial
from operator import methodcaller
from typing import Any, NamedTuple

from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

MAX_ORDER = 4

PADDED_CLASS_SOURCE = r"([\{-\~\[-\` -\&\(-\+\:-\@\/])"
PADDED_CHARACTERS = "".join(
    chr(code)
    for first, last in (
        (0x20, 0x26),
        (0x28, 0x2B),
        (0x2F, 0x2F),
        (0x3A, 0x40),
        (0x5B, 0x60),
        (0x7B, 0x7E),
    )
    for code in range(first, last + 1)
)
"""The characters ``PADDED_CLASS_SOURCE`` matches (and no others): that step of the 13a
tokenizer puts a space on each side of every one of them, which ``str.translate`` does at once."""
TRIGGERS: dict[str, tuple[str, ...]] = {
    r"([^0-9])([\.,])": (".", ","),
    r"([\.,])([^0-9])": (".", ","),
    r"([0-9])(-)": ("-",),
}
"""The 13a tokenizer's other patterns, each with characters one of which every match holds."""


def _regexp_steps() -> list[tuple[tuple[str, ...], Callable[[str], str]]]:
    """sacrebleu's ``TokenizerRegexp`` substitutions, in order, each with the substrings that
    must be in the text for it to change anything (``("",)``: always runs)."""
    steps: list[tuple[tuple[str, ...], Callable[[str], str]]] = []
    for pattern, replacement in Tokenizer13a()._post_tokenizer._re:  # type: ignore[no-untyped-call]
        if pattern.pattern == PADDED_CLASS_SOURCE and replacement == r" \1 ":
            table = str.maketrans({character: f" {character} " for character in PADDED_CHARACTERS})
            steps.append((("",), methodcaller("translate", table)))
        else:
            steps.append((TRIGGERS.get(pattern.pattern, ("",)), partial(pattern.sub, replacement)))
    return steps


_REGEXP_STEPS = _regexp_steps()


def bleu_tokens(text: str) -> list[str]:
    """``Tokenizer13a()(text).split()``: sacrebleu's 13a tokenizer, skipping each substitution
    that cannot change the text."""
    line = text.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    if "&" in line:
        line = line.replace("&quot;", '"').replace("&amp;", "&")
        line = line.replace("&lt;", "<").replace("&gt;", ">")
    line = f" {line} "
    for triggers, substitute in _REGEXP_STEPS:
        for trigger in triggers:
            if trigger in line:
                line = substitute(line)
                break
    return line.split()


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
