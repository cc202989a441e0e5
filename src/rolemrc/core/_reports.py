"""Typed, versioned report files: the base model every ``report.json`` model shares, and the
reading of a report file that tells which kind of run wrote it.

A report model is built by its pipeline, written with :meth:`ReportModel.to_json` and read back
with :func:`read_report_file`. Writing keeps exactly the keys the pipeline set (and in the
models' field order), so the file's bytes do not depend on the model. A file without a ``kind``
was written by ``rolemrc eval`` (its report has no such key).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from rolemrc.core._errors import InputError

REPORT_FILE = "report.json"
SUPPORTED_SCHEMA_VERSIONS = (1,)
EVAL_KIND = "eval"

# What each kind of report is, in words, and where its reader finds it shown.
REPORT_KINDS: dict[str, tuple[str, str]] = {
    EVAL_KIND: ("a RoleMRC evaluation (rolemrc eval)", "summary with `rolemrc report`"),
    "rolebench": ("a RoleBench evaluation (rolemrc rolellm eval)", "report.md or report.html"),
    "probe": ("a neuron probe (rolemrc probe)", "figures and neurons.json"),
}

ReportT = TypeVar("ReportT", bound="ReportModel")


class ReportPart(BaseModel):
    """A part of a report; keys this version does not know are kept, not dropped."""

    model_config = ConfigDict(extra="allow")

    def to_json(self) -> dict[str, Any]:
        """The part as JSON data: the keys that were set, in field order."""
        return self.model_dump(mode="json", exclude_unset=True)


class ReportModel(ReportPart):
    """A whole report file."""

    schema_version: int = 1


def report_path(run_dir: str | Path) -> Path:
    """``run_dir/report.json``, or ``run_dir`` itself when it is a file."""
    path = Path(run_dir)
    return path if path.is_file() else path / REPORT_FILE


def _read_report_json(run_dir: str | Path, *, hint: str) -> tuple[Path, dict[str, Any]]:
    """The JSON object in a report file, with its path; a missing, malformed or unsupported file
    raises an InputError naming it (``hint`` says how such a file is made)."""
    path = report_path(run_dir)
    if not path.is_file():
        raise InputError(f"no {REPORT_FILE} here ({hint})", path=path)
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise InputError(f"malformed JSON ({error})", path=path) from None
    if not isinstance(report, dict):
        raise InputError(f"expected a JSON object, got {type(report).__name__}", path=path)
    version = report.get("schema_version")
    if version not in SUPPORTED_SCHEMA_VERSIONS:
        raise InputError(
            f"unsupported schema_version {version!r} (this rolemrc reads "
            f"{', '.join(map(str, SUPPORTED_SCHEMA_VERSIONS))})",
            path=path,
            field="schema_version",
        )
    return path, report


def report_kind(report: dict[str, Any]) -> str:
    """The kind of run a report comes from (``eval`` when the report names none)."""
    kind = report.get("kind")
    return kind if isinstance(kind, str) else EVAL_KIND


def require_kind(path: Path, report: dict[str, Any], kind: str) -> None:
    """An InputError saying plainly which kind of report ``path`` holds when it is not ``kind``."""
    found = report_kind(report)
    if found == kind:
        return
    found_text, found_reader = REPORT_KINDS.get(found, (f"a report of kind {found!r}", ""))
    wanted_text = REPORT_KINDS.get(kind, (f"a report of kind {kind!r}", ""))[0]
    advice = f"; read its {found_reader}" if found_reader else ""
    raise InputError(
        f"this is the report of {found_text}, not of {wanted_text}{advice}",
        path=path,
        field="kind",
    )


def validate_report(model: type[ReportT], path: Path, report: dict[str, Any]) -> ReportT:
    """``model`` read from a report's JSON data; the first problem names its field."""
    try:
        return model.model_validate(report)
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or None
        raise InputError(first["msg"], path=path, field=field) from None


def read_report_file(model: type[ReportT], run_dir: str | Path, *, kind: str, hint: str) -> ReportT:
    """The ``model`` in ``run_dir/report.json`` (or in a report file given directly).

    A missing, malformed or ill-typed file, or the report of another kind of run, raises an
    InputError naming the file (and the field); ``hint`` says how such a file is made.
    """
    path, report = _read_report_json(run_dir, hint=hint)
    require_kind(path, report, kind)
    return validate_report(model, path, report)
