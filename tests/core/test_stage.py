"""The core stage runner: resume, failures, input-order rewrite."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from pydantic import BaseModel

from rolemrc.core import (
    ConfigError,
    Fail,
    FailureLog,
    Keep,
    Stage,
    TooManyFailures,
    record_id,
    run_stage,
)


class Square(BaseModel):
    id: str
    value: int
    made_by: str = "now"


def _stage(
    path: Path, numbers: Sequence[int], seen: list[int], *, fail_on: int | None = None, **options
) -> Stage[int, Square]:
    def work(pending: Sequence[int], keep: Keep[Square], fail: Fail) -> None:
        # finished in reverse, as a concurrent runner may finish them
        for index in reversed(range(len(pending))):
            number = pending[index]
            seen.append(number)
            if number == fail_on:
                fail(index, "no answer")
            else:
                keep(index, Square(id=str(number), value=number * number))

    return Stage(
        name="squares",
        path=path,
        record=Square,
        items=numbers,
        item_id=str,
        work=work,
        **options,
    )


def _lines(path: Path) -> list[str]:
    return [Square.model_validate_json(line).id for line in path.read_text().splitlines()]


def test_a_stage_writes_its_records_in_input_order(tmp_path: Path) -> None:
    path = tmp_path / "out" / "squares.jsonl"
    seen: list[int] = []
    run = run_stage(_stage(path, [3, 1, 2], seen))
    assert seen == [2, 1, 3]
    assert _lines(path) == ["3", "1", "2"]
    assert run.resumed == 0
    assert run.in_order_of(["1", "9"]) == [Square(id="1", value=1)]


def test_a_resumed_stage_skips_finished_rows_and_drops_a_torn_line(tmp_path: Path) -> None:
    path = tmp_path / "squares.jsonl"
    path.write_text(
        Square(id="2", value=4, made_by="earlier").model_dump_json() + "\n" + '{"id": "3", "va'
    )
    seen: list[int] = []
    run = run_stage(_stage(path, [1, 2, 3], seen))
    assert sorted(seen) == [1, 3]
    assert run.resumed == 1
    assert run.records["2"].made_by == "earlier"
    assert _lines(path) == ["1", "2", "3"]


def test_failed_rows_go_to_the_failure_log_and_are_retried(tmp_path: Path) -> None:
    path = tmp_path / "squares.jsonl"
    failures = FailureLog()
    run_stage(_stage(path, [1, 2, 3], [], fail_on=2), failures)
    assert [(row.id, row.stage, row.reason) for row in failures.rows()] == [
        ("2", "squares", "no answer")
    ]
    assert _lines(path) == ["1", "3"]
    seen: list[int] = []
    run_stage(_stage(path, [1, 2, 3], seen), FailureLog())
    assert seen == [2]
    assert _lines(path) == ["1", "2", "3"]


def test_without_a_failure_log_the_first_failure_stops_the_stage(tmp_path: Path) -> None:
    path = tmp_path / "squares.jsonl"
    with pytest.raises(TooManyFailures):
        run_stage(_stage(path, [1, 2, 3], [], fail_on=2))
    assert _lines(path) == ["3"]  # what finished before it is kept


def test_records_not_reusable_are_dropped_and_redone(tmp_path: Path) -> None:
    path = tmp_path / "squares.jsonl"
    path.write_text(
        Square(id="1", value=1, made_by="other").model_dump_json()
        + "\n"
        + Square(id="2", value=4).model_dump_json()
        + "\n"
    )
    seen: list[int] = []
    run_stage(_stage(path, [1, 2], seen, reusable=lambda square: square.made_by == "now"))
    assert seen == [1]
    seen.clear()
    run_stage(_stage(path, [1, 2], seen, start_over=True))
    assert seen == [2, 1]


def test_duplicate_ids_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="duplicate ids"):
        run_stage(_stage(tmp_path / "squares.jsonl", [1, 1], []))


def test_record_id_reads_the_id_field() -> None:
    assert record_id(Square(id="7", value=49)) == "7"
