from __future__ import annotations

import random

import pytest
from rouge_score import rouge_scorer

from rolemrc.eval.metrics import rouge_scores
from rolemrc.eval.metrics._rouge import lcs_indices, lcs_length, summary_level_lcs_fmeasure


def test_hand_counts_with_stemming() -> None:
    # stemmed tokens: the cat were run quickli | a cat run quickli home
    # unigram overlap 3 of 5 each side; bigram overlap 1 ("run quickli") of 4; LCS 3
    assert rouge_scores("The cats were running quickly", "A cat runs quickly home") == {
        "rouge1": 0.6,
        "rouge2": 0.25,
        "rougeL": 0.6,
        "rougeLsum": 0.6,
    }


def test_empty_response_scores_zero() -> None:
    assert rouge_scores("", "A cat runs.") == dict.fromkeys(
        ("rouge1", "rouge2", "rougeL", "rougeLsum"), 0.0
    )


def test_summary_level_lcs_for_multiline_text() -> None:
    response = "The cat sat.\nIt was a big day for the cat."
    reference = "It was a big day.\nThe cat sat on the mat."
    scores = rouge_scores(response, reference)
    # whole texts (11 tokens each): LCS "it was a big day the cat" = 7.
    # Lsum, per response line (rouge_score's target) against all reference lines:
    #   "the cat sat": union LCS the cat sat -> 3 hits
    #   "it was a big day for the cat": it was a big day + the cat -> 7 tokens, but the
    #   reference's only "cat" is used up already -> 6 hits.  9 of 11 on each side.
    assert scores["rougeL"] == pytest.approx(7 / 11, abs=1e-15)
    assert scores["rougeLsum"] == pytest.approx(9 / 11, abs=1e-15)


def _dp_lcs(first: list[str], second: list[str]) -> int:
    previous = [0] * (len(second) + 1)
    for token in first:
        current = [0]
        for column, other in enumerate(second, start=1):
            current.append(
                previous[column - 1] + 1 if token == other else max(previous[column], current[-1])
            )
        previous = current
    return previous[-1]


def test_bit_parallel_lcs_equals_dynamic_programming() -> None:
    rng = random.Random(3)
    for _ in range(300):
        first = [rng.choice("abcde") for _ in range(rng.randint(0, 70))]
        second = [rng.choice("abcdef") for _ in range(rng.randint(0, 70))]
        assert lcs_length(tuple(first), tuple(second)) == _dp_lcs(first, second)


def test_same_numbers_as_rouge_score_on_varied_texts() -> None:
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"], use_stemmer=True)
    rng = random.Random(5)
    words = [
        "The",
        "cats",
        "running",
        "ran",
        "dog,",
        "dogs.",
        "(smiles)",
        "happily",
        "is",
        "was\n",
        "a",
        "the\n\n",
        "Holmes",
        "1999",
        "3.5",
    ]
    for _ in range(200):
        response = " ".join(rng.choice(words) for _ in range(rng.randint(0, 40)))
        reference = " ".join(rng.choice(words) for _ in range(rng.randint(0, 40)))
        expected = scorer.score(response, reference)
        assert rouge_scores(response, reference) == {k: v.fmeasure for k, v in expected.items()}


def test_lcs_read_back_is_the_one_rouge_score_reads() -> None:
    # many ties (small alphabets): which LCS is read back matters for ROUGE-Lsum's union
    rng = random.Random(7)
    for _ in range(500):
        target = tuple(rng.choice("abcd") for _ in range(rng.randint(0, 30)))
        prediction = tuple(rng.choice("abcde") for _ in range(rng.randint(0, 30)))
        assert lcs_indices(target, prediction) == rouge_scorer.lcs_ind(
            list(target), list(prediction)
        )


def test_summary_level_lcs_equals_rouge_scores_on_random_lines() -> None:
    rng = random.Random(11)

    def lines() -> list[tuple[str, ...]]:
        return [
            tuple(rng.choice("abcde") for _ in range(rng.randint(0, 12)))
            for _ in range(rng.randint(0, 4))
        ]

    for _ in range(500):
        target, prediction = lines(), lines()
        expected = rouge_scorer._summary_level_lcs(
            [list(line) for line in target], [list(line) for line in prediction]
        )
        assert summary_level_lcs_fmeasure(target, prediction) == expected.fmeasure
