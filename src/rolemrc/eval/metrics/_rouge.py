"""ROUGE-1/2/L/Lsum F-measures exactly as ``rouge_score.RougeScorer(..., use_stemmer=True)`` gives.

Upstream RoleMRC calls ``scorer.score(response, reference)``: the response is rouge_score's target
and the reference its prediction. The numbers here are the library's, computed faster: each text is
tokenised once as the library does it (each distinct word stemmed and checked once), ROUGE-L uses a
bit-parallel LCS length (an exact integer, so the F-measure is bit-identical), and ROUGE-Lsum reuses
it when each side has at most one non-empty line (the summary-level LCS then reduces to the plain
LCS). For multi-line texts the summary-level LCS follows the library step by step (the same LCS read
back per pair of lines, the same union and the same clipped hit count), with the LCS table's cells
read from the bit-parallel rows instead of a full table.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from nltk.stem import porter
from rouge_score import scoring, tokenize, tokenizers

ROUGE_TYPES: tuple[str, ...] = ("rouge1", "rouge2", "rougeL", "rougeLsum")

_PORTER = porter.PorterStemmer()


@lru_cache(maxsize=1 << 17)
def _word_token(word: str) -> str | None:
    """What rouge_score makes of one word of ``[a-z0-9]+``: its Porter stem when longer than
    three characters, else the word; None when that is not a valid token (it drops those)."""
    token: str = _PORTER.stem(word) if len(word) > 3 else word
    return token if tokenize.VALID_TOKEN_RE.match(token) else None


@lru_cache(maxsize=1 << 12)
def _stemmed_tokens(text: str) -> tuple[str, ...]:
    """``tokenize.tokenize(text, PorterStemmer())``: after its substitution the text holds only
    ``[a-z0-9]`` and single spaces, so its whitespace split is ``str.split`` but for empty
    strings at the ends, which it drops as invalid tokens."""
    words = tokenize.NON_ALPHANUM_RE.sub(" ", text.lower()).split()
    return tuple(token for token in map(_word_token, words) if token is not None)


class _StemmingTokenizer(tokenizers.Tokenizer):  # type: ignore[misc]
    """rouge_score's default tokenizer with ``use_stemmer=True``, memoised per text."""

    def tokenize(self, text: str) -> tuple[str, ...]:
        return _stemmed_tokens(text)


_TOKENIZER = _StemmingTokenizer()


def forget_rouge_memos() -> None:
    """Empty the memoised tokens and stems."""
    _stemmed_tokens.cache_clear()
    _word_token.cache_clear()


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


def _lcs_columns(reference: tuple[str, ...], candidate: tuple[str, ...]) -> list[int]:
    """The bit-parallel LCS state after each prefix of ``candidate`` (``len(candidate) + 1``
    ints): bit ``i - 1`` of entry ``j`` is clear exactly when ``table[i][j] = table[i - 1][j] + 1``
    in the LCS table of ``reference`` (rows) and ``candidate`` (columns)."""
    positions: dict[str, int] = {}
    for index, token in enumerate(reference):
        positions[token] = positions.get(token, 0) | (1 << index)
    full = (1 << len(reference)) - 1
    columns = [full]
    row = full
    for token in candidate:
        matched = row & positions.get(token, 0)
        row = ((row + matched) | (row - matched)) & full
        columns.append(row)
    return columns


def lcs_indices(reference: tuple[str, ...], candidate: tuple[str, ...]) -> list[int]:
    """The positions in ``reference`` of the one LCS that rouge_score's ``lcs_ind`` reads back
    (same walk: diagonal on a match, else left when the left cell is larger, else up)."""
    columns = _lcs_columns(reference, candidate)

    def cell(i: int, j: int) -> int:  # table[i][j]: zeros among the lowest i bits of column j
        return i - (columns[j] & ((1 << i) - 1)).bit_count()

    i, j = len(reference), len(candidate)
    found: list[int] = []
    while i > 0 and j > 0:
        if reference[i - 1] == candidate[j - 1]:
            found.append(i - 1)
            i -= 1
            j -= 1
        elif cell(i, j - 1) > cell(i - 1, j):
            j -= 1
        else:
            i -= 1
    found.reverse()
    return found


def summary_level_lcs_fmeasure(
    target_lines: list[tuple[str, ...]], prediction_lines: list[tuple[str, ...]]
) -> float:
    """rouge_score's ``_summary_level_lcs(target_lines, prediction_lines).fmeasure``: each target
    line's union LCS against every prediction line, its tokens counted while both sides still
    have them."""
    total_target = sum(map(len, target_lines))
    total_prediction = sum(map(len, prediction_lines))
    if not total_target or not total_prediction:
        return 0.0
    target_left = Counter(token for line in target_lines for token in line)
    prediction_left = Counter(token for line in prediction_lines for token in line)
    hits = 0
    for line in target_lines:
        union: set[int] = set()
        for prediction in prediction_lines:
            union.update(lcs_indices(line, prediction))
        for token in (line[index] for index in sorted(union)):
            if prediction_left[token] > 0 and target_left[token] > 0:
                hits += 1
                prediction_left[token] -= 1
                target_left[token] -= 1
    return float(scoring.fmeasure(hits / total_prediction, hits / total_target))


def _lines(text: str) -> list[tuple[str, ...]]:
    """rouge_score's ROUGE-Lsum sentences: the non-empty lines, tokenised."""
    return [_TOKENIZER.tokenize(line) for line in text.split("\n") if line]


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
        rouge_lsum = summary_level_lcs_fmeasure(_lines(response), _lines(reference))
    else:
        rouge_lsum = rouge_l
    return {
        "rouge1": _ngram_fmeasure(target, prediction, 1),
        "rouge2": _ngram_fmeasure(target, prediction, 2),
        "rougeL": rouge_l,
        "rougeLsum": rouge_lsum,
    }
