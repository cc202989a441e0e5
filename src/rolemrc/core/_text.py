"""Reading users' text files: UTF-8 only, and errors that say where a file is not."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rolemrc.core._errors import InputError


def _check_readable_file(source: Path) -> None:
    if not source.exists():
        raise InputError("file not found", path=source)
    if source.is_dir():
        raise InputError("is a directory, not a file", path=source)


def decode_line(data: bytes, *, path: Path, line: int) -> str:
    """One line of ``path`` as text; bytes that are not UTF-8 raise an InputError at ``line``."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InputError(
            f"not UTF-8 text (byte 0x{data[error.start]:02x} at column {error.start + 1}); "
            "save the file as UTF-8",
            path=path,
            line=line,
        ) from None


def iter_text_lines(path: str | Path) -> Iterator[tuple[int, str]]:
    """Yield ``(line_number, text)`` for every line of a UTF-8 file (line ends kept)."""
    source = Path(path)
    _check_readable_file(source)
    try:
        handle = source.open("rb")
    except OSError as error:
        raise InputError(f"cannot read the file ({error.strerror})", path=source) from None
    with handle:
        for number, data in enumerate(handle, start=1):
            yield number, decode_line(data, path=source, line=number)


def read_text_file(path: str | Path) -> str:
    """The whole of a UTF-8 text file; a directory, a missing file or bytes that are not UTF-8
    raise an InputError naming the file (and the line of the first bad byte)."""
    return "".join(text for _, text in iter_text_lines(path))


def lone_surrogate_field(value: Any, prefix: str = "") -> str | None:
    """The field path (``question[2].content``) of the first string in a JSON value that holds a
    lone surrogate (``"\\ud800"`` is valid JSON but not Unicode text), or None."""
    if isinstance(value, str):
        return prefix or "(value)" if _has_lone_surrogate(value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            name = f"{prefix}.{key}" if prefix else str(key)
            if _has_lone_surrogate(str(key)):
                return name
            found = lone_surrogate_field(item, name)
            if found is not None:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = lone_surrogate_field(item, f"{prefix}[{index}]")
            if found is not None:
                return found
    return None


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_no_lone_surrogate(value: Any, *, path: str | Path, line: int | None) -> None:
    """Refuse a parsed JSON value holding a lone surrogate, naming the file, line and field."""
    field = lone_surrogate_field(value)
    if field is not None:
        raise InputError(
            "holds a lone surrogate escape (e.g. \\ud800), which is not Unicode text",
            path=path,
            line=line,
            field=field,
        )
