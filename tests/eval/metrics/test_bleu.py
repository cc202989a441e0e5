from __future__ import annotations

import math

import pytest

from rolemrc.eval.metrics import BleuResult, bleu_result, bleu_score
from rolemrc.eval.metrics._bleu import bleu_tokens


def test_hand_worked_example_with_clipped_counts() -> None:
    # response: the cat sat on the mat today (7 tokens); reference: the cat sat on the mat (6)
    # clipped matches / possible: 1-grams 6/7, 2-grams 5/6, 3-grams 4/5, 4-grams 3/4; ratio > 1
    precisions = [6 / 7, 5 / 6, 4 / 5, 3 / 4]
    expected = math.exp(sum(0.25 * math.log(p) for p in precisions))
    assert bleu_score("the cat sat on the mat today", "the cat sat on the mat") == expected
    assert expected == pytest.approx((3 / 7) ** 0.25, abs=1e-15)


def test_clipping_counts_each_reference_ngram_once() -> None:
    # "the the the the" against "the cat": unigram "the" clipped to 1 of 4, no bigram match
    assert bleu_score("the the the the", "the cat") == 0.0


def test_identical_strings_score_one() -> None:
    assert (
        bleu_score(
            "Well, my dear Watson, it is elementary.", "Well, my dear Watson, it is elementary."
        )
        == 1.0
    )


def test_no_four_gram_match_scores_zero() -> None:
    # 1-grams 5/6, 2-grams 3/5, 3-grams 1/4, 4-grams 0/3
    assert bleu_score("the cat sat on the mat", "the cat is on the mat") == 0.0


def test_brevity_penalty_when_shorter_than_reference() -> None:
    # every n-gram matches; ratio 6/7 gives bp = exp(1 - 7/6)
    assert bleu_score("the cat sat on the mat", "the cat sat on the mat today") == pytest.approx(
        math.exp(1 - 7 / 6), abs=1e-15
    )


@pytest.mark.parametrize(
    ("response", "reference"), [("", "a reference"), ("a response", ""), ("  ", "x")]
)
def test_empty_side_is_left_out_as_upstream(response: str, reference: str) -> None:
    assert bleu_score(response, reference) is None
    assert bleu_result(response, reference) is None


def test_the_parts_upstream_kept_per_row() -> None:
    # 6 tokens against 7, every n-gram matching: the bleu metric's dict, hand-worked
    result = bleu_result("the cat sat on the mat", "the cat sat on the mat today")
    assert result == BleuResult(
        bleu=math.exp(1 - 7 / 6),
        precisions=(1.0, 1.0, 1.0, 1.0),
        brevity_penalty=math.exp(1 - 7 / 6),
        length_ratio=6 / 7,
        translation_length=6,
        reference_length=7,
    )
    assert result.as_upstream() == {
        "bleu": math.exp(1 - 7 / 6),
        "precisions": [1.0, 1.0, 1.0, 1.0],
        "brevity_penalty": math.exp(1 - 7 / 6),
        "length_ratio": 6 / 7,
        "translation_length": 6,
        "reference_length": 7,
    }
    longer = bleu_result("the the the the", "the cat")
    assert longer is not None
    assert longer.precisions == (1 / 4, 0.0, 0.0, 0.0)
    assert (longer.brevity_penalty, longer.length_ratio, longer.bleu) == (1.0, 2.0, 0.0)


def test_13a_tokenisation_of_punctuation_numbers_and_entities() -> None:
    assert bleu_tokens("Hello, world! It's 3.5 (really). &quot;Hi&quot; 1-2 e-mail") == [
        "Hello", ",", "world", "!", "It's", "3.5", "(", "really", ")", ".",
        '"', "Hi", '"', "1", "-", "2", "e-mail",
    ]  # fmt: skip
