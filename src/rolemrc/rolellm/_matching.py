"""Answers files and the rows they answer.

RoleBench splits may ask the same (role, question) more than once with different references (the
released English role-generalization role-specific test file does), and hold questions that
differ only in surrounding spaces, with different answers. So an answer cannot be found by role
and question alone. A file is matched to the rows by the first of these rules that applies:

1. **id**: every line carries an ``id`` (and the rows have ids): a line answers the row with that
   id. Its role and question must agree with that row's (whitespace aside); an id that is no
   row's id is a line answering no row.
2. **position**: the lines, in order, agree in role and question with the first rows, one to
   one (the whole split, or its first N rows): line i answers row i. A line agrees with a row
   that asks exactly what it does, or the same whitespace aside when no row asks exactly what
   the line does (so a position never overrules an exact match).
3. **role and question**: a line answers a row with exactly its role and question; a repeated
   pair is matched in order of occurrence (the first such line answers the first such row).
   Rows and lines left over are then matched the same way with whitespace ignored. A pair asked
   by a different number of rows than lines answer it is ambiguous and refused.

Every row gets at most one line and every line at most one row, so each row is scored once.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from rolemrc.core import InputError, iter_json_lines
from rolemrc.rolellm._records import RoleBenchRow

ID_HINT = "row ids are the split's 'id' fields, else row-00000, row-00001, ... by position"


class MatchMethod(StrEnum):
    """How an answers file was matched to rows (see the module docstring)."""

    ID = "id"
    POSITION = "position"
    ROLE_AND_QUESTION = "role and question"


@dataclass(frozen=True)
class AnswerLine:
    """One line of an answers file: where it is, the row id it names (if any), and its answer."""

    line: int
    index: int
    id: str | None
    role: str
    question: str
    response: str


@dataclass(frozen=True)
class RowKey:
    """What matching needs of a row: its id (None when the rows have none) and its pair."""

    id: str | None
    role: str
    question: str


@dataclass(frozen=True)
class AnswerMatch:
    """Each row's line (None: unanswered), in row order, and the lines that answer no row."""

    method: MatchMethod
    answers: list[AnswerLine | None]
    unmatched: list[AnswerLine]

    @property
    def n_lines(self) -> int:
        return len(self.answers) - self.answers.count(None) + len(self.unmatched)


def row_keys(rows: Sequence[RoleBenchRow]) -> list[RowKey]:
    return [RowKey(id=row.id, role=row.role, question=row.question) for row in rows]


def read_responses(path: str | Path) -> list[AnswerLine]:
    """Every line of an answers file: ``role``, ``question``, the answer in ``response`` or
    RoleBench's ``generated`` (its first item), and optionally the ``id`` of the row it answers.

    Either every line has an id or none has, and no id appears twice; other fields are ignored.
    """
    lines: list[AnswerLine] = []
    first_line_of: dict[str, int] = {}
    for number, value in iter_json_lines(path):
        for field in ("role", "question"):
            if not isinstance(value.get(field), str):
                raise InputError("missing or not text", path=path, line=number, field=field)
        line_id = _line_id(value, path=path, line=number)
        if line_id is not None:
            if line_id in first_line_of:
                raise InputError(
                    f"id {line_id!r} again (first at line {first_line_of[line_id]})",
                    path=path,
                    line=number,
                    field="id",
                )
            first_line_of[line_id] = number
        lines.append(
            AnswerLine(
                line=number,
                index=len(lines),
                id=line_id,
                role=value["role"],
                question=value["question"],
                response=_answer_of(value, path=path, line=number),
            )
        )
    if not lines:
        raise InputError("no answers in file", path=path)
    with_id = [line for line in lines if line.id is not None]
    if with_id and len(with_id) != len(lines):
        without = next(line for line in lines if line.id is None)
        raise InputError(
            f"no 'id' here, while line {with_id[0].line} has one; give every line the id of "
            "the row it answers, or no line an id",
            path=path,
            line=without.line,
            field="id",
        )
    return lines


def match_answers(
    rows: Sequence[RowKey],
    lines: Sequence[AnswerLine],
    *,
    path: str | Path,
    rows_source: str,
) -> AnswerMatch:
    """Match the lines of the answers file ``path`` to ``rows`` (read from ``rows_source``) by
    id, else by position, else by role and question (see the module docstring).

    Raises InputError when a line's id names a row with another role or question, and when a
    (role, question) pair is asked by a different number of rows than lines answer it."""
    if lines and lines[0].id is not None and all(row.id is not None for row in rows):
        return _match_by_id(rows, lines, path=path, rows_source=rows_source)
    asked = {_exact_key(row) for row in rows}
    if len(lines) <= len(rows) and all(
        _agree(line, row, asked) for line, row in zip(lines, rows, strict=False)
    ):
        answers: list[AnswerLine | None] = [*lines, *([None] * (len(rows) - len(lines)))]
        return AnswerMatch(MatchMethod.POSITION, answers, [])
    return _match_by_role_and_question(rows, lines, path=path, rows_source=rows_source)


def require_answers(
    match: AnswerMatch,
    rows: Sequence[RowKey],
    *,
    count: int,
    path: str | Path,
    rows_source: str,
) -> list[AnswerLine]:
    """The lines answering the first ``count`` rows; InputError if a line answers no row or one
    of those rows has no answer."""
    if match.unmatched:
        first = match.unmatched[0]
        raise InputError(
            f"{len(match.unmatched)} line(s) answer no row of {rows_source} (matched by "
            f"{match.method}); this one: {_unmatched_detail(first, rows, match)}",
            path=path,
            line=first.line,
            field="id" if match.method is MatchMethod.ID else "question",
        )
    missing = [index for index, answer in enumerate(match.answers[:count]) if answer is None]
    if missing:
        row = rows[missing[0]]
        raise InputError(
            f"{len(missing)} of {count} rows have no answer here (matched by {match.method}); "
            f"first: id {row.id!r}, role {row.role!r}, question {_short(row.question)!r}",
            path=path,
        )
    return [answer for answer in match.answers[:count] if answer is not None]


def _line_id(value: dict[str, Any], *, path: str | Path, line: int) -> str | None:
    raw = value.get("id")
    if raw is None or raw == "":
        return None
    if not isinstance(raw, str):
        raise InputError(
            f"expected text (a row id), got {type(raw).__name__}", path=path, line=line, field="id"
        )
    return raw


def _answer_of(value: dict[str, Any], *, path: str | Path, line: int) -> str:
    if isinstance(value.get("response"), str):
        return str(value["response"])
    generated = value.get("generated")
    if isinstance(generated, list) and generated and isinstance(generated[0], str):
        return generated[0]
    raise InputError(
        "expected 'response' (text) or 'generated' (a non-empty list of text)",
        path=path,
        line=line,
        field="generated",
    )


def _loose(text: str) -> str:
    return " ".join(text.split())


def _exact_key(item: RowKey | AnswerLine) -> tuple[str, str]:
    return item.role, item.question


def _loose_key(item: RowKey | AnswerLine) -> tuple[str, str]:
    return _loose(item.role), _loose(item.question)


def _agree(line: AnswerLine, row: RowKey, asked: set[tuple[str, str]]) -> bool:
    """The line asks what the row asks: exactly, or whitespace aside when no row asks exactly
    what the line does (so position never overrules an exact match)."""
    if _exact_key(line) == _exact_key(row):
        return True
    return _loose_key(line) == _loose_key(row) and _exact_key(line) not in asked


def _short(text: str) -> str:
    text = _loose(text)
    return text if len(text) <= 80 else text[:79] + "…"


def _match_by_id(
    rows: Sequence[RowKey], lines: Sequence[AnswerLine], *, path: str | Path, rows_source: str
) -> AnswerMatch:
    index = {row.id: position for position, row in enumerate(rows)}
    answers: list[AnswerLine | None] = [None] * len(rows)
    unmatched: list[AnswerLine] = []
    for line in lines:
        position = index.get(line.id)
        if position is None:
            unmatched.append(line)
            continue
        row = rows[position]
        for field, theirs, mine in (
            ("role", row.role, line.role),
            ("question", row.question, line.question),
        ):
            if _loose(theirs) != _loose(mine):
                raise InputError(
                    f"id {line.id!r} is a row of {rows_source} with {field} {_short(theirs)!r}, "
                    f"but this line's {field} is {_short(mine)!r}",
                    path=path,
                    line=line.line,
                    field=field,
                )
        answers[position] = line
    return AnswerMatch(MatchMethod.ID, answers, unmatched)


def _match_by_role_and_question(
    rows: Sequence[RowKey], lines: Sequence[AnswerLine], *, path: str | Path, rows_source: str
) -> AnswerMatch:
    answers: list[AnswerLine | None] = [None] * len(rows)
    open_rows = list(range(len(rows)))
    open_lines = list(range(len(lines)))
    stages: tuple[Callable[[RowKey | AnswerLine], tuple[str, str]], ...] = (_exact_key, _loose_key)
    for stage, key in enumerate(stages):
        rows_by_key: dict[tuple[str, str], list[int]] = defaultdict(list)
        for position in open_rows:
            rows_by_key[key(rows[position])].append(position)
        lines_by_key: dict[tuple[str, str], list[int]] = defaultdict(list)
        for number in open_lines:
            lines_by_key[key(lines[number])].append(number)
        taken: set[int] = set()
        for pair, line_group in lines_by_key.items():
            row_group = rows_by_key.get(pair, [])
            if not row_group:
                continue
            if len(row_group) == len(line_group):
                for position, number in zip(row_group, line_group, strict=True):
                    answers[position] = lines[number]
                taken.update(line_group)
            elif stage == len(stages) - 1:
                raise _ambiguity(
                    [lines[n] for n in line_group],
                    [rows[p] for p in row_group],
                    path=path,
                    rows_source=rows_source,
                )
        open_rows = [position for position in open_rows if answers[position] is None]
        open_lines = [number for number in open_lines if number not in taken]
    unmatched = [lines[number] for number in open_lines]
    return AnswerMatch(MatchMethod.ROLE_AND_QUESTION, answers, unmatched)


def _ambiguity(
    lines: Sequence[AnswerLine], rows: Sequence[RowKey], *, path: str | Path, rows_source: str
) -> InputError:
    first = lines[0]
    return InputError(
        f"{len(lines)} line(s) (lines {_listed(str(line.line) for line in lines)}) answer role "
        f"{first.role!r} and question {_short(first.question)!r}, which {len(rows)} row(s) of "
        f"{rows_source} ask (ids {_listed(str(row.id) for row in rows)}); which answer "
        "belongs to which row cannot be told: give each line the 'id' of its row, or write the "
        "lines in the rows' order",
        path=path,
        line=first.line,
        field="question",
    )


def _listed(items: Iterable[str], at_most: int = 8) -> str:
    shown = list(items)
    more = len(shown) - at_most
    return ", ".join(shown[:at_most]) + (f" and {more} more" if more > 0 else "")


def _unmatched_detail(line: AnswerLine, rows: Sequence[RowKey], match: AnswerMatch) -> str:
    if match.method is MatchMethod.ID:
        return f"id {line.id!r} is no row's id ({ID_HINT})"
    detail = f"no row has role {line.role!r} and question {_short(line.question)!r}"
    if match.n_lines == len(rows) and line.index < len(rows):
        row = rows[line.index]
        detail += (
            f" (the file has as many lines as there are rows, but this line is not the row at "
            f"its position: id {row.id!r}, role {row.role!r}, question {_short(row.question)!r})"
        )
    return detail
