"""An existing response file, matched to the test set it answers, for scoring without generating.

The file is what upstream's ``evaluation/evaluation.py`` saves and its judge script reads
(``--test_path``): one JSON object per line with ``question`` (the test row's turns), ``task`` and
``response``, and usually the test row's ``reference``; other fields (upstream's results file adds
its metric columns) are ignored. Any model's outputs in that shape will do.

Rows are matched to the test set by ``id`` when the lines carry one (all or none must), else by
order: line *i* answers the *i*-th test row. Either way each response's ``question`` and ``task``
(and ``reference``, when present) must equal its test row's, so a file made for another test set,
or shifted by a line, is refused with the file, line and field of the first disagreement. Rows
that repeat a question are matched one for one, never merged.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import (
    Generation,
    InputError,
    Message,
    TestRow,
    iter_json_lines,
    setting,
    validate_record,
)


class ResponseLine(BaseModel):
    """One line of a response file. A ``null`` response (an API that returned no content) is
    read as the empty response, scored as upstream scores it and counted in the report's
    ``empty_responses`` (generation itself retries an empty answer instead of keeping it)."""

    model_config = ConfigDict(extra="ignore")

    id: str | None = None
    question: list[Message] = Field(min_length=1)
    task: str
    response: str | None
    reference: str | None = None


def read_response_lines(path: str | Path) -> list[tuple[int, ResponseLine]]:
    """Every line of ``path`` as ``(line number, ResponseLine)``; errors name file, line, field."""
    lines = [
        (number, validate_record(ResponseLine, value, path=path, line=number))
        for number, value in iter_json_lines(path)
    ]
    if not lines:
        raise InputError("no responses in file", path=path)
    return lines


def _disagreement(line: ResponseLine, row: TestRow) -> tuple[str, str] | None:
    """``(field, what)`` of the first way ``line`` is not an answer to ``row``; None if it is."""
    if line.task != row.task:
        return "task", f"is {line.task!r}, but test row {row.id!r} is of task {row.task!r}"
    if len(line.question) != len(row.question):
        return (
            "question",
            f"has {len(line.question)} turns, test row {row.id!r} has {len(row.question)}",
        )
    for index, (given, expected) in enumerate(zip(line.question, row.question, strict=True)):
        if given != expected:
            part = "role" if given.role != expected.role else "content"
            return (
                f"question[{index}].{part}",
                f"differs from turn {index} of test row {row.id!r}",
            )
    if line.reference is not None and line.reference != row.reference:
        return "reference", f"differs from the reference of test row {row.id!r}"
    return None


def _by_id(
    path: str | Path, lines: Sequence[tuple[int, ResponseLine]], source_rows: Sequence[TestRow]
) -> dict[str, tuple[int, ResponseLine]]:
    known = {row.id for row in source_rows}
    matched: dict[str, tuple[int, ResponseLine]] = {}
    for number, line in lines:
        if line.id is None:
            raise InputError(
                "this line has no id while others have one: give every line the id of its test "
                "row, or none (then lines are matched to rows by order)",
                path=path,
                line=number,
                field="id",
            )
        if line.id not in known:
            raise InputError(f"no test row has id {line.id!r}", path=path, line=number, field="id")
        if line.id in matched:
            raise InputError(
                f"a second response for row {line.id!r} (the first is on line "
                f"{matched[line.id][0]})",
                path=path,
                line=number,
                field="id",
            )
        matched[line.id] = (number, line)
    return matched


def _by_order(
    path: str | Path,
    lines: Sequence[tuple[int, ResponseLine]],
    source_rows: Sequence[TestRow],
    rows: Sequence[TestRow],
) -> dict[str, tuple[int, ResponseLine]]:
    if len(lines) > len(source_rows):
        raise InputError(
            f"{len(lines)} responses for a test set of {len(source_rows)} rows (lines without "
            "an id are matched to test rows by order)",
            path=path,
        )
    if len(lines) < len(rows):
        raise InputError(
            f"{len(lines)} responses for the {len(rows)} test rows evaluated: lines without an "
            "id are matched to test rows by order, so every row needs its line (or evaluate "
            f"fewer rows with {setting('limit')} {len(lines)})",
            path=path,
        )
    return {row.id: line for row, line in zip(source_rows, lines, strict=False)}


def match_responses(
    path: str | Path,
    rows: Sequence[TestRow],
    *,
    model: str,
    source_rows: Sequence[TestRow] | None = None,
) -> list[Generation]:
    """The responses of ``path`` for ``rows`` (the test rows evaluated), as generation records.

    ``source_rows`` is the whole test set ``rows`` was taken from (default: ``rows``); lines for
    rows outside ``rows`` (beyond a limit) are checked and left out. ``model`` names whose
    responses these are in the records.
    """
    source = list(source_rows) if source_rows is not None else list(rows)
    lines = read_response_lines(path)
    if any(line.id is not None for _, line in lines):
        matched = _by_id(path, lines, source)
    else:
        matched = _by_order(path, lines, source, rows)
    rows_by_id = {row.id: row for row in source}
    for row_id, (number, line) in matched.items():
        problem = _disagreement(line, rows_by_id[row_id])
        if problem is not None:
            field, what = problem
            raise InputError(what, path=path, line=number, field=field)
    missing = [row.id for row in rows if row.id not in matched]
    if missing:
        shown = ", ".join(missing[:5]) + (", ..." if len(missing) > 5 else "")
        raise InputError(
            f"no response for {len(missing)} of the {len(rows)} test rows evaluated ({shown})",
            path=path,
            field="id",
        )
    return [row.answered(matched[row.id][1].response or "", model) for row in rows]
