import json
import os
from pathlib import Path

import pytest

from rolemrc.core import (
    Generation,
    InputError,
    JsonlAppender,
    Message,
    TestRow,
    drop_torn_tail,
    read_finished_records,
    read_jsonl,
    read_records_with_ids,
    write_json,
    write_jsonl,
)

ROW = {
    "question": [
        {"role": "System", "content": "You are Ada."},
        {"role": "User", "content": "Hi?"},
    ],
    "reference": "Hello.",
    "task": "role_related_mrc_answer_no_narration",
}


def test_reads_upstream_rows_and_lowercases_roles(tmp_path: Path) -> None:
    path = tmp_path / "test.jsonl"
    path.write_text(json.dumps(ROW) + "\n\n" + json.dumps(ROW) + "\n")
    rows = list(read_jsonl(path, TestRow))
    assert len(rows) == 2
    assert rows[0].question[0] == Message(role="system", content="You are Ada.")
    assert rows[0].to_upstream() == ROW


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ('{"question": [', ":2: malformed JSON"),
        ("[1, 2]", ":2: expected a JSON object, got list"),
        (json.dumps({**ROW, "reference": None}), ":2, field 'reference': Input should be"),
        (
            json.dumps({k: v for k, v in ROW.items() if k != "task"}),
            ":2, field 'task': missing required field",
        ),
        (
            json.dumps({**ROW, "question": [{"role": "Narrator", "content": "x"}]}),
            ":2, field 'question[0].role'",
        ),
        (
            json.dumps(
                {
                    **ROW,
                    "question": [
                        {"role": "User", "content": "x"},
                        {"role": "Assistant", "content": "y"},
                    ],
                }
            ),
            ":2, field 'question': Value error, the last turn must be a User turn",
        ),
    ],
)
def test_bad_lines_name_file_line_and_field(tmp_path: Path, line: str, expected: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(ROW) + "\n" + line + "\n")
    with pytest.raises(InputError) as caught:
        list(read_jsonl(path, TestRow))
    assert str(caught.value).startswith(str(path))
    assert expected in str(caught.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="file not found"):
        list(read_jsonl(tmp_path / "absent.jsonl", TestRow))


def _generation(index: int) -> Generation:
    return Generation(
        id=f"row-{index}",
        task="t",
        question=[Message(role="user", content="q")],
        reference="r",
        response=f"answer {index}",
        model="m",
    )


def test_appender_drops_a_torn_last_line_and_keeps_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "generations.jsonl"
    with JsonlAppender(path) as appender:
        appender.write(_generation(0))
        appender.write(_generation(1))
    with path.open("a") as handle:
        handle.write('{"id": "row-2", "task": "t", "quest')  # interrupted mid-record
    with JsonlAppender(path) as appender:
        appender.write(_generation(3))
    assert [record.id for record in read_jsonl(path, Generation)] == ["row-0", "row-1", "row-3"]
    assert drop_torn_tail(path) is False


def test_atomic_writers(tmp_path: Path) -> None:
    path = tmp_path / "out" / "records.jsonl"
    assert write_jsonl(path, [_generation(0), {"id": "x"}]) == 2
    assert path.read_text().count("\n") == 2
    write_json(tmp_path / "a.json", {"b": [1, 2]})
    assert json.loads((tmp_path / "a.json").read_text()) == {"b": [1, 2]}
    assert not list(tmp_path.glob("**/*.tmp"))


def test_finished_records_by_key_after_an_interruption(tmp_path: Path) -> None:
    path = tmp_path / "generations.jsonl"
    assert read_finished_records(path, Generation, key=lambda record: record.id) == {}
    with JsonlAppender(path) as appender:
        appender.write(_generation(0))
        appender.write(_generation(1))
    with path.open("a") as handle:
        handle.write('{"id": "row-2", "ta')
    finished = read_finished_records(path, Generation, key=lambda record: record.response)
    assert sorted(finished) == ["answer 0", "answer 1"]
    assert path.read_text().endswith("\n")


def test_records_with_ids_default_keep_and_refuse_duplicates(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text("\n".join(json.dumps(row) for row in [ROW, {**ROW, "id": "mine"}, ROW]) + "\n")
    rows = read_records_with_ids(path, TestRow)
    assert [row.id for row in rows] == ["row-00000", "mine", "row-00002"]

    path.write_text("\n".join(json.dumps({**ROW, "id": "same"}) for _ in range(2)) + "\n")
    with pytest.raises(InputError, match=r"duplicate row ids: same$"):
        read_records_with_ids(path, TestRow)
    path.write_text("\n")
    with pytest.raises(InputError, match=r"no test rows in file"):
        read_records_with_ids(path, TestRow, what="test rows")


def test_records_with_ids_locate_what_the_check_refuses(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text(json.dumps(ROW) + "\n" + json.dumps({**ROW, "reference": ""}) + "\n")

    def non_empty_reference(row: TestRow) -> None:
        if not row.reference:
            raise InputError("empty reference", field="reference")

    with pytest.raises(InputError) as caught:
        read_records_with_ids(path, TestRow, check=non_empty_reference)
    assert str(caught.value) == f"{path}:2, field 'reference': empty reference"


def test_appender_lines_reach_the_file_at_once_and_disk_once_per_interval(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    monkeypatch.setattr(os, "fsync", synced.append)
    path = tmp_path / "generations.jsonl"
    with JsonlAppender(path, sync_interval_s=3600.0) as appender:
        for index in range(50):
            appender.write(_generation(index))
            assert path.read_text().count("\n") == index + 1  # readable before any sync
        assert synced == []
    assert len(synced) == 1  # on close
    synced.clear()
    with JsonlAppender(path, sync_interval_s=0.0) as appender:
        for index in range(5):
            appender.write(_generation(50 + index))
    assert len(synced) == 5  # interval 0: one sync per line, as before; none left for close
