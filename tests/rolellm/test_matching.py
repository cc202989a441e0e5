import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import InputError
from rolemrc.rolellm import (
    AnswerLine,
    MatchMethod,
    RowKey,
    match_answers,
    read_responses,
    read_rolebench_rows,
    require_answers,
    row_keys,
)

DATA = Path(__file__).parent / "data" / "rolebench-eng"
INSTRUCTION_DIR = DATA / "instruction-generalization" / "role_specific"
ROLE_DIR = DATA / "role-generalization" / "role_specific"


def _write(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines))
    return path


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _occurrence_pairing(
    rows: list[dict[str, Any]], answers: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The released files' own pairing, written out plainly: the k-th row asking a (role,
    question) takes the k-th line answering exactly it."""
    queues: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for answer in answers:
        queues.setdefault((answer["role"], answer["question"]), []).append(answer)
    return [queues[(row["role"], row["question"])].pop(0) for row in rows]


def _match(rows_path: Path, answers_path: Path) -> tuple[MatchMethod, list[AnswerLine | None]]:
    rows = row_keys(read_rolebench_rows(rows_path))
    match = match_answers(
        rows, read_responses(answers_path), path=answers_path, rows_source=str(rows_path)
    )
    return match.method, match.answers


def test_released_shape_repeats_are_matched_in_order_of_occurrence() -> None:
    rows, answers = _lines(ROLE_DIR / "test.jsonl"), _lines(ROLE_DIR / "rolegpt_baseline.jsonl")
    repeated = Counter((row["role"], row["question"]) for row in rows)
    assert sorted(count for count in repeated.values() if count > 1) == [2, 2, 2, 3]
    method, matched = _match(ROLE_DIR / "test.jsonl", ROLE_DIR / "rolegpt_baseline.jsonl")
    assert method is MatchMethod.ROLE_AND_QUESTION
    expected = _occurrence_pairing(rows, answers)
    assert [line.response if line else None for line in matched] == [
        answer["generated"][0] for answer in expected
    ]
    # Every line is used once; the repeated rows get different answers.
    assert len({line.line for line in matched if line}) == len(rows)
    jordan = [
        line.response
        for row, line in zip(rows, matched, strict=True)
        if line and "considering engaging" in row["question"]
    ]
    assert len(jordan) == 3 and len(set(jordan)) == 3


def test_exact_questions_first_then_whitespace_aside() -> None:
    # The released instruction-generalization file holds a question twice, once with a trailing
    # space, with different answers; the baseline file answers each exactly.
    rows = read_rolebench_rows(INSTRUCTION_DIR / "test.jsonl")
    method, matched = _match(
        INSTRUCTION_DIR / "test.jsonl", INSTRUCTION_DIR / "rolegpt_baseline.jsonl"
    )
    carter = [i for i, row in enumerate(rows) if "partnership" in row.question]
    assert len(carter) == 2 and method is MatchMethod.ROLE_AND_QUESTION
    first, second = (matched[i] for i in carter)
    assert first is not None and second is not None and first.response != second.response
    assert (first.question, second.question) == (rows[carter[0]].question, rows[carter[1]].question)


def test_stripped_questions_in_another_order_pair_in_order_of_occurrence(tmp_path: Path) -> None:
    rows = _lines(ROLE_DIR / "test.jsonl")
    answers = [
        {
            "role": row["role"].strip(),
            "question": " ".join(row["question"].split()),
            "response": f"answer {i}",
        }
        for i, row in enumerate(rows)
    ]
    shuffled = answers[:]
    random.Random(3).shuffle(shuffled)
    # Shuffled, but every group of equal stripped questions keeps its relative order.
    order = {id(answer): i for i, answer in enumerate(answers)}
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for answer in shuffled:
        groups.setdefault((answer["role"], answer["question"]), []).append(answer)
    for group in groups.values():
        group.sort(key=lambda answer: order[id(answer)])
    seen: Counter[tuple[str, str]] = Counter()
    ordered = []
    for answer in shuffled:
        key = (answer["role"], answer["question"])
        ordered.append(groups[key][seen[key]])
        seen[key] += 1
    path = _write(tmp_path / "stripped.jsonl", ordered)
    method, matched = _match(ROLE_DIR / "test.jsonl", path)
    assert method is MatchMethod.ROLE_AND_QUESTION
    assert [line.response if line else None for line in matched] == [
        f"answer {i}" for i in range(len(rows))
    ]


def test_lines_in_row_order_match_by_position(tmp_path: Path) -> None:
    rows = _lines(ROLE_DIR / "test.jsonl")
    lines = [
        {
            "role": row["role"],
            "question": row["question"].strip(),
            "response": f"#{i}",
            "extra": [1],
        }
        for i, row in enumerate(rows)
    ]
    method, matched = _match(ROLE_DIR / "test.jsonl", _write(tmp_path / "all.jsonl", lines))
    assert method is MatchMethod.POSITION
    assert [line.response if line else None for line in matched] == [
        f"#{i}" for i in range(len(rows))
    ]
    # A file answering the first rows only (written for --limit 5) matches them by position.
    method, matched = _match(ROLE_DIR / "test.jsonl", _write(tmp_path / "five.jsonl", lines[:5]))
    assert method is MatchMethod.POSITION
    assert [line.response if line else None for line in matched[:6]] == [
        f"#{i}" for i in range(5)
    ] + [None]


def test_lines_with_row_ids_match_by_id(tmp_path: Path) -> None:
    rows = read_rolebench_rows(ROLE_DIR / "test.jsonl")
    lines = [
        {"id": row.id, "role": row.role, "question": row.question, "response": f"#{row.id}"}
        for row in rows
    ]
    random.Random(1).shuffle(lines)
    path = _write(tmp_path / "ids.jsonl", lines)
    method, matched = _match(ROLE_DIR / "test.jsonl", path)
    assert method is MatchMethod.ID
    assert [line.response if line else None for line in matched] == [f"#{row.id}" for row in rows]
    # An id naming a row with another question is refused at that line.
    lines[4] = {**lines[4], "question": "Something else entirely?"}
    wrong = _write(tmp_path / "wrong.jsonl", lines)
    with pytest.raises(InputError) as caught:
        _match(ROLE_DIR / "test.jsonl", wrong)
    assert str(caught.value).startswith(f"{wrong}:5, field 'question': id '{lines[4]['id']}'")
    assert "'Something else entirely?'" in str(caught.value)


def test_reading_answers_files_locates_bad_lines(tmp_path: Path) -> None:
    good = {"role": "R", "question": "Q?", "response": ""}
    cases: list[tuple[list[dict[str, Any]], str]] = [
        ([good, {"role": "R", "response": "x"}], ":2, field 'question': missing or not text"),
        ([{**good, "id": "a"}, good], ":2, field 'id': no 'id' here, while line 1 has one"),
        (
            [{**good, "id": "a"}, {**good, "id": "a"}],
            ":2, field 'id': id 'a' again (first at line 1)",
        ),
        ([{**good, "id": 7}], ":1, field 'id': expected text (a row id), got int"),
        ([{"role": "R", "question": "Q?", "generated": []}], ":1, field 'generated': expected"),
    ]
    for number, (lines, message) in enumerate(cases):
        path = _write(tmp_path / f"bad{number}.jsonl", lines)
        with pytest.raises(InputError) as caught:
            read_responses(path)
        assert str(caught.value).startswith(f"{path}{message}"), str(caught.value)
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(InputError, match="no answers in file"):
        read_responses(empty)
    # Empty answers, empty ids (no id), unicode and extra fields are fine.
    path = _write(
        tmp_path / "ok.jsonl",
        [good, {"role": "Amélie", "question": "Ça va ? 😎", "response": "Oui.", "id": "", "x": {}}],
    )
    assert [(line.line, line.index, line.id, line.response) for line in read_responses(path)] == [
        (1, 0, None, ""),
        (2, 1, None, "Oui."),
    ]


def test_a_pair_asked_more_often_than_answered_is_ambiguous(tmp_path: Path) -> None:
    rows = read_rolebench_rows(ROLE_DIR / "test.jsonl")
    lines = _lines(ROLE_DIR / "rolegpt_baseline.jsonl")
    jordan = [i for i, line in enumerate(lines) if "considering engaging" in line["question"]]
    assert len(jordan) == 3
    del lines[jordan[1]]
    path = _write(tmp_path / "short.jsonl", lines)
    with pytest.raises(InputError) as caught:
        match_answers(row_keys(rows), read_responses(path), path=path, rows_source="test.jsonl")
    message = str(caught.value)
    assert message.startswith(f"{path}:{jordan[0] + 1}, field 'question': 2 line(s) (lines ")
    assert "which 3 row(s) of test.jsonl ask (ids row-00001, row-00007, row-00023)" in message
    assert "give each line the 'id' of its row" in message


def test_required_answers_name_the_extra_line_or_the_missing_row(tmp_path: Path) -> None:
    rows = row_keys(read_rolebench_rows(ROLE_DIR / "test.jsonl"))
    lines = _lines(ROLE_DIR / "rolegpt_baseline.jsonl")
    assert "violence" in lines[8]["question"]
    lines[8] = {**lines[8], "question": "A question nobody asked?"}
    path = _write(tmp_path / "extra.jsonl", lines)
    match = match_answers(rows, read_responses(path), path=path, rows_source="test.jsonl")
    with pytest.raises(InputError) as caught:
        require_answers(match, rows, count=len(rows), path=path, rows_source="test.jsonl")
    assert str(caught.value).startswith(
        f"{path}:9, field 'question': 1 line(s) answer no row of test.jsonl (matched by role "
        "and question); this one: no row has role 'Caesar' and question 'A question nobody"
    )
    # As many lines as rows: the message says which row sits at that position.
    assert "this line is not the row at its position: id 'row-00008'" in str(caught.value)

    del lines[8]
    path = _write(tmp_path / "missing.jsonl", lines)
    match = match_answers(rows, read_responses(path), path=path, rows_source="test.jsonl")
    assert len(match.unmatched) == 0 and match.answers.count(None) == 1
    with pytest.raises(InputError) as caught:
        require_answers(match, rows, count=len(rows), path=path, rows_source="test.jsonl")
    assert str(caught.value) == (
        f"{path}: 1 of 24 rows have no answer here (matched by role and question); first: id "
        "'row-00014', role 'Caesar', question 'Caesar, what are your thoughts on violence as a "
        "means of achieving justice?'"
    )
    # Only the rows evaluated need answers.
    assert len(require_answers(match, rows, count=14, path=path, rows_source="t")) == 14


def test_ids_that_name_no_row_are_lines_answering_nothing(tmp_path: Path) -> None:
    rows = [RowKey(id="a", role="R", question="Q?"), RowKey(id="b", role="R", question="Q?")]
    path = _write(
        tmp_path / "ids.jsonl",
        [
            {"id": "b", "role": "R", "question": "Q? ", "response": "to b"},
            {"id": "7", "role": "R", "question": "Q?", "response": "?"},
        ],
    )
    match = match_answers(rows, read_responses(path), path=path, rows_source="rows")
    assert match.method is MatchMethod.ID
    assert [line.response if line else None for line in match.answers] == [None, "to b"]
    with pytest.raises(InputError) as caught:
        require_answers(match, rows, count=0, path=path, rows_source="rows")
    assert str(caught.value).startswith(f"{path}:2, field 'id': 1 line(s) answer no row of rows")
    assert "id '7' is no row's id (row ids are the split's 'id' fields" in str(caught.value)
    # Rows without ids (an answers file's own lines) are matched by role and question instead.
    anonymous = [RowKey(id=None, role="R", question="Q?")]
    match = match_answers(anonymous, read_responses(path), path=path, rows_source="rows")
    assert match.method is MatchMethod.ROLE_AND_QUESTION


def test_a_position_never_overrules_an_exact_match(tmp_path: Path) -> None:
    rows = [RowKey(id="a", role="R", question="Q?"), RowKey(id="b", role="R", question="Q? ")]
    # In the rows' order but with the spaced variants swapped: each line is the other row's.
    swapped = _write(
        tmp_path / "swapped.jsonl",
        [
            {"role": "R", "question": "Q? ", "response": "for b"},
            {"role": "R", "question": "Q?", "response": "for a"},
        ],
    )
    match = match_answers(rows, read_responses(swapped), path=swapped, rows_source="rows")
    assert match.method is MatchMethod.ROLE_AND_QUESTION
    assert [line.response if line else None for line in match.answers] == ["for a", "for b"]
    # Spacing changed, in the rows' order: no line asks exactly what a row asks; position decides.
    stripped = _write(
        tmp_path / "stripped.jsonl",
        [
            {"role": " R", "question": "Q?", "response": "first"},
            {"role": "R", "question": " Q?", "response": "second"},
        ],
    )
    match = match_answers(rows, read_responses(stripped), path=stripped, rows_source="rows")
    assert match.method is MatchMethod.POSITION
    assert [line.response if line else None for line in match.answers] == ["first", "second"]
