from __future__ import annotations

import math

import pytest

from rolemrc.core import REFERENCE_METRICS, InputError
from rolemrc.eval.metrics import (
    BertScoreSettings,
    bleu_score,
    compute_reference_metrics,
    meteor_score,
    rouge_scores,
    summarize_metric,
)
from rolemrc.eval.metrics._bertscore import bertscore_f1

pytestmark = pytest.mark.usefixtures("nltk_data")

RESPONSES = [
    "(smiles) The castle was built in 1205 by the northern lords.",
    "",
    "I'm afraid the text does not say anything about that.\nAsk me another question!",
]
REFERENCES = [
    "According to the passage, the castle was built in 1205.",
    "The answer lies in the third paragraph.",
    "The passage says nothing about it.",
]


def test_rows_equal_the_per_row_functions_without_bertscore() -> None:
    calls: list[tuple[str, int, int]] = []
    rows = compute_reference_metrics(
        RESPONSES, REFERENCES, bertscore=None, progress=lambda *call: calls.append(call)
    )
    assert [list(row) for row in rows] == [list(REFERENCE_METRICS)] * 3
    for row, response, reference in zip(rows, RESPONSES, REFERENCES, strict=True):
        expected = {
            "bleu": bleu_score(response, reference),
            **rouge_scores(response, reference),
            "meteor": meteor_score(response, reference),
            "bertscore_f1": None,
        }
        assert row == expected
    assert rows[1]["bleu"] is None  # empty response: left out, as upstream
    assert rows[1]["rouge1"] == 0.0
    assert rows[1]["meteor"] == 0.0
    assert calls == [("bleu", 3, 3), ("rouge", 3, 3), ("meteor", 3, 3)]


@pytest.mark.slow
def test_bertscore_column_is_the_batched_f1() -> None:
    rows = compute_reference_metrics(RESPONSES, REFERENCES)
    expected = bertscore_f1(RESPONSES, REFERENCES, BertScoreSettings())
    assert [row["bertscore_f1"] for row in rows] == expected
    assert rows[1]["bertscore_f1"] == 0.0


def test_mismatched_lengths_are_refused() -> None:
    with pytest.raises(InputError, match="2 responses but 1 references"):
        compute_reference_metrics(["a", "b"], ["a"], bertscore=None)


def test_summary_skips_missing_values_and_uses_population_std() -> None:
    summary = summarize_metric([1.0, None, 2.0, 3.0])
    assert summary == {"mean": 2.0, "std": math.sqrt(2 / 3), "n": 3}
    assert summarize_metric([None, None]) == {"mean": None, "std": None, "n": 0}
    assert summarize_metric([0.5]) == {"mean": 0.5, "std": 0.0, "n": 1}
