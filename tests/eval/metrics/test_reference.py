from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from rolemrc.core import REFERENCE_METRICS, InputError
from rolemrc.eval.metrics import (
    BertScoreSettings,
    bertscore_scores,
    bleu_result,
    bleu_score,
    compute_reference_metrics,
    forget_memos,
    meteor_score,
    reference_scores,
    rouge_scores,
    summarize_metric,
)

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


def test_rows_keep_the_bleu_parts_upstream_kept() -> None:
    rows = reference_scores(RESPONSES, REFERENCES, bertscore=None)
    assert [row.metrics for row in rows] == compute_reference_metrics(
        RESPONSES, REFERENCES, bertscore=None
    )
    for row, response, reference in zip(rows, RESPONSES, REFERENCES, strict=True):
        result = bleu_result(response, reference)
        assert row.details["bleu"] == (None if result is None else result.as_upstream())
        assert row.details["bertscore"] is None
    first = rows[0].details["bleu"]
    assert first is not None
    assert list(first) == [
        "bleu",
        "precisions",
        "brevity_penalty",
        "length_ratio",
        "translation_length",
        "reference_length",
    ]
    assert first["bleu"] == rows[0].metrics["bleu"]
    assert rows[1].details["bleu"] is None  # empty response: BLEU cannot be computed


def test_bertscore_parts_beside_the_f1(small_bert_of_the_table: Path) -> None:
    settings = BertScoreSettings(model=str(small_bert_of_the_table))
    rows = reference_scores(RESPONSES, REFERENCES, bertscore=settings)
    expected = bertscore_scores(RESPONSES, REFERENCES, settings)
    assert [row.metrics["bertscore_f1"] for row in rows] == [score.f1 for score in expected]
    assert [row.details["bertscore"] for row in rows] == [
        {"precision": score.precision, "recall": score.recall, "f1": score.f1} for score in expected
    ]
    assert rows[1].metrics["bertscore_f1"] == 0.0


@pytest.mark.slow
def test_bertscore_column_is_the_batched_f1() -> None:
    rows = compute_reference_metrics(RESPONSES, REFERENCES)
    expected = bertscore_scores(RESPONSES, REFERENCES, BertScoreSettings())
    assert [row["bertscore_f1"] for row in rows] == [score.f1 for score in expected]
    assert rows[1]["bertscore_f1"] == 0.0


def test_mismatched_lengths_are_refused() -> None:
    with pytest.raises(InputError, match="2 responses but 1 references"):
        compute_reference_metrics(["a", "b"], ["a"], bertscore=None)


def test_summary_skips_missing_values_and_uses_population_std() -> None:
    summary = summarize_metric([1.0, None, 2.0, 3.0])
    assert summary == {"mean": 2.0, "std": math.sqrt(2 / 3), "n": 3}
    assert summarize_metric([None, None]) == {"mean": None, "std": None, "n": 0}
    assert summarize_metric([0.5]) == {"mean": 0.5, "std": 0.0, "n": 1}


def _varied_pairs(count: int) -> tuple[list[str], list[str]]:
    rng = random.Random(17)
    words = [
        "The",
        "cats",
        "were",
        "running",
        "quickly",
        "home",
        ";",
        "a",
        "dog",
        "ran",
        ",",
        "(smiles)",
        "happily\nto",
        "1999",
        "it's",
    ]

    def text() -> str:
        return " ".join(rng.choice(words) for _ in range(rng.randint(0, 30)))

    pairs = [(text(), text()) for _ in range(count)]
    return [response for response, _ in pairs], [reference for _, reference in pairs]


def test_worker_processes_give_the_in_process_rows() -> None:
    responses, references = _varied_pairs(130)  # three chunks of work per metric
    calls: list[tuple[str, int, int]] = []
    in_process = reference_scores(responses, references, bertscore=None, processes=1)
    forget_memos()  # the workers start with nothing memoised but WordNet
    pooled = reference_scores(
        responses,
        references,
        bertscore=None,
        processes=2,
        progress=lambda *call: calls.append(call),
    )
    assert pooled == in_process
    assert [call for call in calls if call[1] == call[2]] == [
        ("bleu", 130, 130),
        ("rouge", 130, 130),
        ("meteor", 130, 130),
    ]
    assert [done for metric, done, _ in calls if metric == "meteor"] == [50, 100, 130]
