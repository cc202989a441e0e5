"""MRC corpus readers: local JSONL in every accepted shape, the MS MARCO hub loader (pointed at
a local parquet file), the demo corpus, and answerability."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, InputError
from rolemrc.synth._mrc import (
    demo_mrc_records,
    iter_msmarco,
    read_mrc_jsonl,
    write_demo_mrc_corpus,
)
from rolemrc.synth._records import NO_ANSWER, MrcTriplet


def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _msmarco_row(query_id: int, query: str, answers: list[str]) -> dict[str, Any]:
    """A row in the exact field shapes of microsoft/ms_marco v2.1."""
    return {
        "answers": answers,
        "passages": {
            "is_selected": [0, 1],
            "passage_text": [f"First passage for {query}.", f"Second passage for {query}."],
            "url": ["http://a.example/1", "http://b.example/2"],
        },
        "query": query,
        "query_id": query_id,
        "query_type": "DESCRIPTION",
        "wellFormedAnswers": [],
    }


def test_reads_every_accepted_shape_with_ids_and_blank_passages_dropped(tmp_path: Path) -> None:
    corpus = _write_lines(
        tmp_path / "mrc.jsonl",
        [
            json.dumps({"id": "a", "query": " q1 ", "passages": ["p1", "  "], "answers": ["x"]}),
            "",
            json.dumps(
                {"query": "q2", "passages": [{"passage_text": "p2", "url": "u"}], "answers": []}
            ),
            json.dumps(_msmarco_row(1185869, "q3", [NO_ANSWER])),
        ],
    )
    assert list(read_mrc_jsonl(corpus)) == [
        MrcTriplet(id="a", query="q1", passages=["p1"], answers=["x"]),
        MrcTriplet(id="mrc-0000003", query="q2", passages=["p2"], answers=[]),
        MrcTriplet(
            id="1185869",
            query="q3",
            passages=["First passage for q3.", "Second passage for q3."],
            answers=[NO_ANSWER],
        ),
    ]


@pytest.mark.parametrize(
    ("record", "field", "reason"),
    [
        ({"passages": ["p"], "answers": []}, "query", "missing required field"),
        ({"query": "q", "answers": []}, "passages", "missing required field"),
        ({"query": "q", "passages": ["p"]}, "answers", "missing required field"),
        ({"query": " ", "passages": ["p"], "answers": []}, "query", "empty query"),
        ({"query": 3, "passages": ["p"], "answers": []}, "query", "expected a string, got int"),
        ({"query": "q", "passages": "p", "answers": []}, "passages", "expected a list, got str"),
        ({"query": "q", "passages": ["", " "], "answers": []}, "passages", "no non-blank passage"),
        ({"query": "q", "passages": ["p", 7], "answers": []}, "passages[1]", "expected a string"),
        (
            {"query": "q", "passages": [{"text": "p"}], "answers": []},
            "passages[0].passage_text",
            "missing required field",
        ),
        (
            {"query": "q", "passages": {"url": []}, "answers": []},
            "passages.passage_text",
            "missing required field",
        ),
        (
            {"query": "q", "passages": ["p"], "answers": "x"},
            "answers",
            "expected a list of strings, got str",
        ),
        ({"query": "q", "passages": ["p"], "answers": ["a", None]}, "answers[1]", "expected a"),
        ({"id": 5, "query": "q", "passages": ["p"], "answers": []}, "id", "expected a string"),
    ],
)
def test_bad_records_name_file_line_and_field(
    tmp_path: Path, record: dict[str, Any], field: str, reason: str
) -> None:
    good = {"query": "q", "passages": ["p"], "answers": []}
    corpus = _write_lines(tmp_path / "bad.jsonl", [json.dumps(good), json.dumps(record)])
    with pytest.raises(InputError) as caught:
        list(read_mrc_jsonl(corpus))
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(corpus), 2, field)
    assert caught.value.reason.startswith(reason)
    assert str(caught.value).startswith(f"{corpus}:2, field '{field}': ")


def test_malformed_json_and_missing_file(tmp_path: Path) -> None:
    corpus = _write_lines(tmp_path / "broken.jsonl", ['{"query": "q",'])
    with pytest.raises(InputError, match=r"broken\.jsonl:1: malformed JSON"):
        list(read_mrc_jsonl(corpus))
    with pytest.raises(InputError, match="file not found"):
        list(read_mrc_jsonl(tmp_path / "absent.jsonl"))


@pytest.mark.parametrize(
    ("answers", "answerable"),
    [
        (["Paris"], True),
        ([NO_ANSWER], False),
        ([], False),
        ([" "], False),
        ([f" {NO_ANSWER} "], False),
        ([NO_ANSWER, "Paris"], True),
    ],
)
def test_answerability(answers: list[str], answerable: bool) -> None:
    triplet = MrcTriplet(id="t", query="q", passages=["p"], answers=answers)
    assert triplet.answerable is answerable


@pytest.fixture
def local_msmarco(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Points ``datasets.load_dataset("microsoft/ms_marco", "v2.1", ...)`` at a parquet file in
    the v2.1 schema; every call's arguments are recorded."""
    import datasets

    rows = [
        _msmarco_row(19699, "what is rba", ["Results-Based Accountability is a framework."]),
        _msmarco_row(19700, "was ronald reagan a democrat", [NO_ANSWER]),
        _msmarco_row(19701, "how long to cook a turkey", ["About 13 minutes per pound."]),
    ]
    parquet = tmp_path / "train.parquet"
    datasets.Dataset.from_list(rows).to_parquet(str(parquet))
    real_load_dataset = datasets.load_dataset
    calls: list[dict[str, Any]] = []

    def load_local(path: str, name: str, *, split: str, streaming: bool) -> Any:
        calls.append({"path": path, "name": name, "split": split, "streaming": streaming})
        return real_load_dataset(
            "parquet", data_files={split: str(parquet)}, split=split, streaming=True
        )

    monkeypatch.setattr(datasets, "load_dataset", load_local)
    return calls


def test_iter_msmarco_streams_the_v21_schema(local_msmarco: list[dict[str, Any]]) -> None:
    triplets = list(iter_msmarco(split="validation", limit=2))
    assert local_msmarco == [
        {"path": "microsoft/ms_marco", "name": "v2.1", "split": "validation", "streaming": True}
    ]
    assert [(t.id, t.query, t.answerable) for t in triplets] == [
        ("19699", "what is rba", True),
        ("19700", "was ronald reagan a democrat", False),
    ]
    assert triplets[0].passages == [
        "First passage for what is rba.",
        "Second passage for what is rba.",
    ]
    assert len(list(iter_msmarco())) == 3


def test_iter_msmarco_errors_name_the_dataset_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import datasets

    rows = [_msmarco_row(1, "q", ["a"]), _msmarco_row(2, "", ["a"])]
    monkeypatch.setattr(datasets, "load_dataset", lambda *args, **kwargs: iter(rows))
    with pytest.raises(InputError) as caught:
        list(iter_msmarco(split="train"))
    assert str(caught.value) == "hf:microsoft/ms_marco/v2.1/train:2, field 'query': empty query"
    with pytest.raises(ConfigError, match="limit must be >= 0"):
        list(iter_msmarco(limit=-1))


def test_demo_corpus(tmp_path: Path) -> None:
    path = write_demo_mrc_corpus(tmp_path / "demo" / "mrc.jsonl")
    triplets = list(read_mrc_jsonl(path))
    assert len(triplets) == 40
    assert len({triplet.id for triplet in triplets}) == 40
    topics = Counter(record["topic"] for record in demo_mrc_records())
    assert topics == {
        topic: 5
        for topic in (
            "marine-biology",
            "pastry",
            "front-end",
            "astronomy",
            "roman-history",
            "gardening",
            "classical-music",
            "mountaineering",
        )
    }
    unanswerable = [triplet.id for triplet in triplets if not triplet.answerable]
    assert len(unanswerable) == 8
    assert all(triplet.answers == [NO_ANSWER] for triplet in triplets if not triplet.answerable)
    assert all(2 <= len(triplet.passages) <= 3 for triplet in triplets)
