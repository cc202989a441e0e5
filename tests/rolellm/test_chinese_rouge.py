"""Chinese ROUGE-L against a re-run of the published RoleBench-zh scorer (OpenCompass's
``JiebaRougeEvaluator``, see ``support.opencompass_rouge``) on the project's Chinese RoleBench
fixtures."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rolemrc.rolellm import read_rolebench_rows, rolellm_rouge_l, summarize
from support.opencompass_rouge import first_clause, opencompass_rouge_l

DATA = Path(__file__).parent / "data" / "rolebench-zh"
SPLITS = ("general", "role_specific")


def fixture_pairs() -> list[tuple[str, str]]:
    """(answer, reference) pairs of the fixtures: each RoleGPT baseline answer against every
    reference of its row, and each reference against the others of its row."""
    pairs = []
    for split in SPLITS:
        rows = read_rolebench_rows(DATA / split / "test.jsonl")
        answers = read_rolebench_rows(DATA / split / "rolegpt_baseline.jsonl")
        for row, answer in zip(rows, answers, strict=True):
            pairs += [(answer.generated[0], reference) for reference in row.generated]
            pairs += [(a, b) for a in row.generated for b in row.generated if a is not b]
    return pairs


def test_fixtures_cover_what_the_clean_up_changes() -> None:
    answers = [answer for answer, _ in fixture_pairs()]
    assert any("\n" in text or "," in text for text in answers)  # cut by OpenCompass
    assert any(text == "" for text in answers)  # an empty answer
    assert any(re.search(r"[A-Za-z]", text) for text in answers)  # English words
    assert len(fixture_pairs()) > 40


@pytest.mark.parametrize("pair", fixture_pairs(), ids=lambda pair: pair[0][:12] or "empty")
def test_each_pair_equals_the_reference_implementation(pair: tuple[str, str]) -> None:
    answer, reference = pair
    expected = opencompass_rouge_l([answer], [reference])
    assert rolellm_rouge_l(first_clause(answer), [first_clause(reference)], "zh") == expected
    if first_clause(answer) == answer and first_clause(reference) == reference:
        assert rolellm_rouge_l(answer, [reference], "zh") == expected


def test_the_split_mean_equals_the_reference_implementation() -> None:
    """OpenCompass scores a split by its first reference and averages the rows."""
    for split in SPLITS:
        rows = read_rolebench_rows(DATA / split / "test.jsonl")
        answers = [
            row.generated[0] for row in read_rolebench_rows(DATA / split / "rolegpt_baseline.jsonl")
        ]
        expected = opencompass_rouge_l(answers, [row.generated[0] for row in rows])
        ours = [
            rolellm_rouge_l(first_clause(answer), [first_clause(row.generated[0])], "zh")
            for answer, row in zip(answers, rows, strict=True)
        ]
        assert summarize(ours, n_bootstrap=0)["mean"] == pytest.approx(expected, abs=1e-15)
        assert expected > 0.1


def test_a_multi_line_answer_is_scored_whole() -> None:
    """Where OpenCompass keeps only the first line, the whole answer is scored here."""
    reference = "俺老孙保护师父取经。\n这就是坚持。"
    answer = "俺老孙保护师父取经。\n这就是坚持。"
    assert rolellm_rouge_l(answer, [reference], "zh") == pytest.approx(1.0)
    assert opencompass_rouge_l([answer + "\n完全不同的内容"], [reference]) == pytest.approx(1.0)
    assert rolellm_rouge_l(answer + "\n完全不同的内容", [reference], "zh") < 0.9
