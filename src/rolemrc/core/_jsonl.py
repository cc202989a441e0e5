"""JSONL reading and writing with errors that name the file, the line and the field."""

from __future__ import annotations

import json
import os
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from rolemrc.core._errors import InputError
from rolemrc.core._private import make_dir, open_new_file
from rolemrc.core._text import check_no_lone_surrogate, iter_text_lines

RecordT = TypeVar("RecordT", bound=BaseModel)


def _field_path(location: tuple[int | str, ...]) -> str:
    parts: list[str] = []
    for item in location:
        if isinstance(item, int):
            parts.append(f"[{item}]")
        else:
            parts.append(("." if parts else "") + item)
    return "".join(parts)


def iter_json_lines(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for each non-blank line; bad JSON raises InputError."""
    source = Path(path)
    for number, line in iter_text_lines(source):
        if not line.strip():
            continue
        value = parse_json_text(line, path=source, line=number)
        if not isinstance(value, dict):
            raise InputError(
                f"expected a JSON object, got {type(value).__name__}", path=source, line=number
            )
        yield number, value


def parse_json_text(text: str, *, path: str | Path, line: int | None = None) -> Any:
    """``json.loads(text)`` for the content of ``path`` (at ``line`` for one JSONL line): bad
    JSON, numbers too deep or large for Python and lone surrogates raise an InputError."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise InputError(
            f"malformed JSON ({error.msg} at column {error.colno})",
            path=path,
            line=line if line is not None else error.lineno,
        ) from None
    except (RecursionError, ValueError) as error:  # nesting too deep, a number too long
        raise InputError(
            f"unreadable JSON ({type(error).__name__})", path=path, line=line
        ) from None
    if _SURROGATE_ESCAPE.search(text):  # the only way JSON text decoded from UTF-8 holds one
        check_no_lone_surrogate(value, path=path, line=line)
    return value


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def validate_record(
    model: type[RecordT], value: dict[str, Any], *, path: str | Path | None, line: int | None
) -> RecordT:
    """``model.model_validate(value)``, with the first problem reported as an InputError."""
    try:
        return model.model_validate(value)
    except ValidationError as error:
        first = error.errors()[0]
        field = _field_path(tuple(first["loc"])) or None
        message = first["msg"]
        if first["type"] == "missing":
            message = "missing required field"
        raise InputError(message, path=path, line=line, field=field) from None


def read_jsonl(path: str | Path, model: type[RecordT]) -> Iterator[RecordT]:
    """Yield validated records from a JSONL file."""
    for number, value in iter_json_lines(path):
        yield validate_record(model, value, path=path, line=number)


def drop_torn_tail(path: str | Path) -> bool:
    """Cut a last line left incomplete by an interrupted writer; True when one was cut.

    Appends always end a record with a newline, so a file whose last byte is not one was
    interrupted mid-record. Complete records before it are kept.
    """
    target = Path(path)
    if not target.exists() or target.stat().st_size == 0:
        return False
    with target.open("rb+") as handle:
        handle.seek(-1, os.SEEK_END)
        if handle.read(1) == b"\n":
            return False
        handle.seek(0)
        data = handle.read()
        keep = data.rfind(b"\n") + 1
        handle.truncate(keep)
    return True


def read_records_with_ids(
    path: str | Path,
    model: type[RecordT],
    *,
    what: str = "records",
    check: Callable[[RecordT], None] | None = None,
) -> list[RecordT]:
    """Every line of ``path`` validated as ``model`` (which has an ``id`` field). A line without an
    id gets ``row-NNNNN`` from its position, so resumed runs can tell finished rows apart; the file
    must hold at least one record and the ids must be unique. ``check`` may raise an InputError
    about a record, which is then located at the record's line."""
    records: list[RecordT] = []
    ids: Counter[str] = Counter()
    for number, value in iter_json_lines(path):
        record_id = value.get("id") or f"row-{len(records):05d}"
        record = validate_record(model, {**value, "id": record_id}, path=path, line=number)
        if check is not None:
            try:
                check(record)
            except InputError as error:
                raise InputError(error.reason, path=path, line=number, field=error.field) from None
        records.append(record)
        ids[str(record_id)] += 1
    if not records:
        raise InputError(f"no {what} in file", path=path)
    duplicates = sorted(record_id for record_id, count in ids.items() if count > 1)
    if duplicates:
        raise InputError(f"duplicate row ids: {', '.join(duplicates[:5])}", path=path, field="id")
    return records


def read_finished_records(
    path: str | Path, model: type[RecordT], key: Callable[[RecordT], str]
) -> dict[str, RecordT]:
    """What an earlier, possibly interrupted, run appended to ``path``, by ``key``: empty when the
    file does not exist; a last line torn by the interruption is dropped first."""
    if not Path(path).exists():
        return {}
    drop_torn_tail(path)
    return {key(record): record for record in read_jsonl(path, model)}


SYNC_INTERVAL_S = 0.1
"""How long an appended record may wait for ``fsync`` (it reaches the OS at once)."""


class JsonlAppender:
    """Appends records one line at a time. Each line is flushed to the operating system as it is
    written, so a crash of the process loses at most the record being written; ``fsync`` runs at
    most every ``sync_interval_s`` seconds and on close, so that many results arriving at once do
    not wait one disk sync each (a power cut can lose the last interval's lines)."""

    def __init__(self, path: str | Path, *, sync_interval_s: float = SYNC_INTERVAL_S) -> None:
        self.path = Path(path)
        make_dir(self.path.parent)
        drop_torn_tail(self.path)
        self._handle = open_new_file(self.path, "a")
        self._sync_interval_s = sync_interval_s
        self._synced_at = time.monotonic()
        self._unsynced = False

    def write(self, record: BaseModel | dict[str, Any]) -> None:
        payload = record.model_dump(mode="json") if isinstance(record, BaseModel) else record
        self._handle.write(json.dumps(payload, ensure_ascii=False) + "\n")
        self._handle.flush()
        self._unsynced = True
        if time.monotonic() - self._synced_at >= self._sync_interval_s:
            self.sync()

    def sync(self) -> None:
        """Put every line written so far on disk."""
        if self._unsynced:
            os.fsync(self._handle.fileno())
            self._unsynced = False
        self._synced_at = time.monotonic()

    def close(self) -> None:
        if not self._handle.closed:
            self.sync()
            self._handle.close()

    def __enter__(self) -> JsonlAppender:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def write_jsonl(path: str | Path, records: Iterable[BaseModel | dict[str, Any]]) -> int:
    """Write records to ``path`` atomically (temp file + rename); returns the count."""
    target = Path(path)
    make_dir(target.parent)
    temporary = target.with_name(target.name + ".tmp")
    count = 0
    with open_new_file(temporary) as handle:
        for record in records:
            payload = record.model_dump(mode="json") if isinstance(record, BaseModel) else record
            handle.write(json.dumps(payload, ensure_ascii=False) + "\n")
            count += 1
    temporary.replace(target)
    return count


def write_json(path: str | Path, value: Any) -> None:
    """Write pretty JSON atomically."""
    target = Path(path)
    make_dir(target.parent)
    temporary = target.with_name(target.name + ".tmp")
    with open_new_file(temporary) as handle:
        handle.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")
    temporary.replace(target)
