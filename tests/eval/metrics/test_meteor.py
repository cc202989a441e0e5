from __future__ import annotations

from typing import Any

import pytest
from nltk.tokenize import word_tokenize
from nltk.translate.meteor_score import single_meteor_score

from rolemrc.eval.metrics import meteor_score
from rolemrc.eval.metrics._meteor import meteor_resources

pytestmark = pytest.mark.usefixtures("nltk_data")


def test_identical_sentence_is_one_minus_fragmentation_penalty() -> None:
    # 6 matches in 1 chunk: penalty 0.5 * (1/6)**3, fmean 1
    assert meteor_score("the cat sat on the mat", "the cat sat on the mat") == pytest.approx(
        1 - 0.5 * (1 / 6) ** 3, abs=1e-15
    )


def test_wordnet_synonym_counts_as_a_match() -> None:
    # "quick" ~ "fast" through WordNet: 4 matches in 1 chunk
    assert meteor_score("The car is quick", "The car is fast") == pytest.approx(
        1 - 0.5 * (1 / 4) ** 3, abs=1e-15
    )


def test_synonyms_are_looked_up_after_stemming_as_nltk_does() -> None:
    # nltk matches WordNet synonyms against the reference's *stemmed* leftovers: "large" became
    # "larg", so "big" finds no partner and only "The house is" matches (3 of 4, one chunk).
    assert meteor_score("The house is big", "The house is large") == pytest.approx(
        0.75 * (1 - 0.5 * (1 / 3) ** 3), abs=1e-15
    )


def test_equals_nltk_on_a_realistic_pair() -> None:
    response = (
        "(smiles) Dr. Watson, the answer lies in the third paragraph, where rivers are described."
    )
    reference = "The answer is in the third paragraph: the author describes the river there."
    expected = single_meteor_score(
        word_tokenize(reference), word_tokenize(response), alpha=0.9, beta=3, gamma=0.5
    )
    assert meteor_score(response, reference) == expected
    assert 0.3 < expected < 0.7


@pytest.mark.parametrize(
    ("response", "reference"), [("", "a reference"), ("", ""), ("...", "words here")]
)
def test_empty_or_unmatched_response_scores_zero(response: str, reference: str) -> None:
    assert meteor_score(response, reference) == 0.0


def _synonyms(synsets: list[Any]) -> set[str]:
    """The set nltk's METEOR builds from a word's synsets."""
    return {
        lemma.name()
        for synset in synsets
        for lemma in synset.lemmas()
        if lemma.name().find("_") < 0
    }


@pytest.mark.parametrize(
    "word", ["quick", "fast", "bank", "run", "large", "dog", "ice_cream", "the", "zzzz", "1999"]
)
def test_folded_synsets_give_nltk_the_same_synonyms(word: str) -> None:
    _, wordnet = meteor_resources()
    found = _synonyms(wordnet.synsets(word))
    assert found == _synonyms(wordnet._reader.synsets(word))
    assert len(wordnet.synsets(word)) <= 1
