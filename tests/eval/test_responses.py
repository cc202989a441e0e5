"""Response files matched to the test set: by id, by order, and every way they can be wrong."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import InputError
from rolemrc.eval import match_responses
from rolemrc.rules import UPSTREAM_TASK_COUNTS, load_test_set
from support.upstream_shaped import upstream_response_rows, upstream_shaped_rows, write_jsonl


@pytest.fixture(scope="module")
def test_rows() -> list[dict[str, Any]]:
    return upstream_shaped_rows()


@pytest.fixture
def test_file(tmp_path: Path, test_rows: list[dict[str, Any]]) -> Path:
    return write_jsonl(tmp_path / "roleMRC_test.jsonl", test_rows)


def numbered(index: int, row: Any) -> str:
    return f"response {index}"


def test_upstream_output_is_matched_by_order_and_repeated_questions_survive(
    tmp_path: Path, test_file: Path, test_rows: list[dict[str, Any]]
) -> None:
    responses = write_jsonl(
        tmp_path / "eval_model_RoleMRC.jsonl", upstream_response_rows(test_rows, numbered)
    )
    test_set = load_test_set(str(test_file))
    generations = match_responses(responses, test_set.rows, model="responses:x")
    assert len(generations) == 1400
    assert [g.response for g in generations] == [f"response {i}" for i in range(1400)]
    assert [g.id for g in generations] == [row.id for row in test_set.rows]
    assert all(
        g.question == row.question for g, row in zip(generations, test_set.rows, strict=True)
    )
    questions = [json.dumps(row["question"]) for row in test_rows]
    assert len(set(questions)) < len(questions) / 5  # the fixture repeats questions a lot


def test_upstream_results_file_with_metric_columns_is_read_too(
    tmp_path: Path, test_file: Path, test_rows: list[dict[str, Any]]
) -> None:
    rows = upstream_response_rows(test_rows, numbered)
    for row in rows:
        row.update({"ROUGE": {"rouge1": 0.1}, "BLEU": {"bleu": 0.0}, "METEOR": {"meteor": 0.2}})
    responses = write_jsonl(tmp_path / "eval_model_RoleMRC_results.jsonl", rows)
    generations = match_responses(
        responses, load_test_set(str(test_file)).rows, model="responses:x"
    )
    assert generations[3].response == "response 3"


def test_lines_with_ids_are_matched_by_id_in_any_order(
    tmp_path: Path, test_file: Path, test_rows: list[dict[str, Any]]
) -> None:
    rows = [
        {**row, "id": f"row-{index:05d}"}
        for index, row in enumerate(upstream_response_rows(test_rows, numbered))
    ]
    responses = write_jsonl(tmp_path / "r.jsonl", list(reversed(rows)))
    test_set = load_test_set(str(test_file), limit=10)
    generations = match_responses(
        responses, test_set.rows, model="m", source_rows=test_set.source_rows
    )
    assert [g.response for g in generations] == [f"response {i}" for i in range(10)]


def test_a_limit_takes_the_first_lines_and_fewer_lines_are_enough(
    tmp_path: Path, test_file: Path, test_rows: list[dict[str, Any]]
) -> None:
    """Upstream's --debug evaluates the first 10 rows only."""
    responses = write_jsonl(tmp_path / "r.jsonl", upstream_response_rows(test_rows[:10], numbered))
    test_set = load_test_set(str(test_file), limit=10)
    generations = match_responses(
        responses, test_set.rows, model="m", source_rows=test_set.source_rows
    )
    assert len(generations) == 10
    with pytest.raises(InputError) as caught:
        match_responses(responses, load_test_set(str(test_file)).rows, model="m")
    assert str(caught.value) == (
        f"{responses}: 10 responses for the 1400 test rows evaluated: lines without an id are "
        "matched to test rows by order, so every row needs its line (or evaluate fewer rows "
        "with limit 10)"
    )


def test_a_null_response_is_the_empty_response(
    tmp_path: Path, test_file: Path, test_rows: list[dict[str, Any]]
) -> None:
    rows = upstream_response_rows(test_rows[:3], numbered)
    rows[1]["response"] = None
    responses = write_jsonl(tmp_path / "r.jsonl", rows)
    generations = match_responses(responses, load_test_set(str(test_file), limit=3).rows, model="m")
    assert [g.response for g in generations] == ["response 0", "", "response 2"]


def _shifted(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A file that lost its first line: every answer sits one row early."""
    return rows[1:] + rows[:1]


def _edited(line: int, change: dict[str, Any]) -> Any:
    def edit(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{**row, **change} if index == line - 1 else row for index, row in enumerate(rows)]

    return edit


def _turn_content(line: int, turn: int, content: str) -> Any:
    def edit(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        question = [dict(item) for item in rows[line - 1]["question"]]
        question[turn]["content"] = content
        return _edited(line, {"question": question})(rows)

    return edit


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (
            _edited(5, {"task": "role_related_mrc_refused_no_narration"}),
            ":5, field 'task': is 'role_related_mrc_refused_no_narration', but test row "
            "'row-00004' is of task 'role_related_mrc_answer_no_narration'",
        ),
        (
            _turn_content(7, 1, "Another question?"),
            ":7, field 'question[1].content': differs from turn 1 of test row 'row-00006'",
        ),
        (
            _edited(2, {"reference": "A different gold answer."}),
            ":2, field 'reference': differs from the reference of test row 'row-00001'",
        ),
        (
            _edited(3, {"response": 42}),
            ":3, field 'response': Input should be a valid string",
        ),
        (_edited(4, {"response": "x", "task": None}), ":4, field 'task': Input should be"),
        (
            lambda rows: [{k: v for k, v in row.items() if k != "response"} for row in rows],
            ":1, field 'response': missing required field",
        ),
        (
            lambda rows: rows + rows[:1],
            ": 1401 responses for a test set of 1400 rows",
        ),
    ],
)
def test_a_file_that_does_not_answer_the_test_set_is_located(
    tmp_path: Path,
    test_file: Path,
    test_rows: list[dict[str, Any]],
    edit: Any,
    expected: str,
) -> None:
    responses = write_jsonl(tmp_path / "r.jsonl", edit(upstream_response_rows(test_rows, numbered)))
    with pytest.raises(InputError) as caught:
        match_responses(responses, load_test_set(str(test_file)).rows, model="m")
    assert str(caught.value).startswith(f"{responses}{expected}")


def test_a_shifted_file_is_refused_at_the_first_line_that_disagrees(
    tmp_path: Path, test_file: Path, test_rows: list[dict[str, Any]]
) -> None:
    """Rows 0 and 1 share a question in the fixture, so the shift shows at the first change."""
    shifted = _shifted(upstream_response_rows(test_rows, numbered))
    responses = write_jsonl(tmp_path / "r.jsonl", shifted)
    test_set = load_test_set(str(test_file))
    first_change = next(
        index
        for index in range(1400)
        if test_rows[index]["question"] != test_rows[(index + 1) % 1400]["question"]
    )
    with pytest.raises(InputError) as caught:
        match_responses(responses, test_set.rows, model="m")
    assert str(caught.value).startswith(f"{responses}:{first_change + 1}, field 'question")


@pytest.mark.parametrize(
    ("ids", "expected"),
    [
        ({0: "row-00000"}, ":2, field 'id': this line has no id while others have one"),
        ({0: "row-00000", 1: "row-99999"}, ":2, field 'id': no test row has id 'row-99999'"),
        (
            {index: "row-00001" if index == 2 else f"row-{index:05d}" for index in range(3)},
            ":3, field 'id': a second response for row 'row-00001' (the first is on line 2)",
        ),
        (
            {index: f"row-{index:05d}" for index in range(1399)},
            ", field 'id': no response for 1 of the 1400 test rows evaluated (row-01399)",
        ),
    ],
)
def test_ids_that_do_not_fit_are_located(
    tmp_path: Path,
    test_file: Path,
    test_rows: list[dict[str, Any]],
    ids: dict[int, str],
    expected: str,
) -> None:
    rows = upstream_response_rows(test_rows, numbered)[: max(len(ids), 2)]
    rows = [{**row, "id": ids[index]} if index in ids else row for index, row in enumerate(rows)]
    responses = write_jsonl(tmp_path / "r.jsonl", rows)
    with pytest.raises(InputError) as caught:
        match_responses(responses, load_test_set(str(test_file)).rows, model="m")
    assert str(caught.value).startswith(f"{responses}{expected}")


def test_an_empty_file_is_refused(tmp_path: Path, test_file: Path) -> None:
    responses = tmp_path / "r.jsonl"
    responses.write_text("\n")
    with pytest.raises(InputError, match="no responses in file"):
        match_responses(responses, load_test_set(str(test_file)).rows, model="m")


def test_the_fixture_has_the_upstream_shape(test_rows: list[dict[str, Any]]) -> None:
    assert len(test_rows) == sum(UPSTREAM_TASK_COUNTS.values()) == 1400
    assert {turn["role"] for row in test_rows for turn in row["question"]} == {
        "System",
        "User",
        "Assistant",
    }
    assert all(list(row) == ["question", "reference", "task"] for row in test_rows)
