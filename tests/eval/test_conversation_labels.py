"""The hand-labelled multi-turn conversations, the per-turn agreement measured on them, and the
benchmark that reports it (its ``--smoke`` run)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from rolemrc.core import InputError
from rolemrc.eval import (
    CONVERSATION_LABEL_SPLITS,
    RulesJudge,
    conversation_agreement,
    conversation_labels_path,
    expected_checks,
    read_labelled_conversations,
    sample_test_rows,
)

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_multi_turn.py"


@pytest.mark.parametrize("part", CONVERSATION_LABEL_SPLITS)
def test_every_later_turn_is_labelled_for_each_of_its_checks(part: str) -> None:
    labelled = read_labelled_conversations(conversation_labels_path(part))
    assert len(labelled) >= 10
    for conversation, labels in labelled:
        assert conversation.n_turns >= 2
        for turn in range(1, conversation.n_turns + 1):
            checks = {check for (at, check) in labels if at == turn}
            assert checks == expected_checks(conversation.opening, turn)
    values = [label for _, labels in labelled for label in labels.values()]
    assert 0.2 < values.count(0) / len(values) < 0.6  # failing turns are not rare


def test_the_parts_continue_different_rows() -> None:
    rows = [
        {
            conversation.id
            for conversation, _ in read_labelled_conversations(conversation_labels_path(part))
        }
        for part in CONVERSATION_LABEL_SPLITS
    ]
    assert not rows[0] & rows[1]


def test_agreement_counts_every_label_per_turn_and_for_earlier_rules() -> None:
    labelled = read_labelled_conversations(conversation_labels_path("tune"))
    summary = conversation_agreement(RulesJudge(), labelled)
    total = sum(len(labels) for _, labels in labelled)
    assert summary["all turns"]["every check"]["labels"] == total
    assert (
        summary["turn 1"]["every check"]["labels"] + summary["turn 2"]["every check"]["labels"]
        == total
    )
    earlier = summary["all turns"]["earlier rules"]
    assert 0 < earlier["labels"] < total
    for checks in summary.values():
        for entry in checks.values():
            assert entry["decided"] <= entry["labels"]
            assert entry["agreement"] is None or 0 <= entry["agreement"] <= 1


def test_a_bad_labels_file_names_its_line_and_field(tmp_path: Path) -> None:
    row = sample_test_rows(rows_per_task=3)[2]
    bad = tmp_path / "labels.jsonl"
    bad.write_text(
        json.dumps({"row": row.id, "turns": [{"reply": "x", "labels": {"in_character": 1}}]}) + "\n"
    )
    with pytest.raises(InputError, match=r"labels.jsonl:1.*turns\.0\.labels"):
        read_labelled_conversations(bad)
    bad.write_text(json.dumps({"row": "nope", "turns": []}) + "\n")
    with pytest.raises(InputError, match=":1"):
        read_labelled_conversations(bad)


def test_the_benchmark_smoke_run(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("bench_multi_turn", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    measured = module.main(["--smoke", "--out", str(tmp_path)])
    assert set(measured["agreement"]) == set(CONVERSATION_LABEL_SPLITS)
    assert measured["run"]["curves"]["completed"] == 18
    assert (tmp_path / "bench_multi_turn.json").is_file()
