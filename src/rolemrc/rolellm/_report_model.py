"""``report.json`` of ``rolemrc rolellm eval`` as a typed model (schema version 1, kind
``rolebench``); fields are declared in the order the file lists them."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from rolemrc.core import (
    FailedRow,
    ReportModel,
    ReportPart,
    TokenUsage,
    read_report_json,
    require_kind,
    validate_report,
)

ROLEBENCH_KIND: Literal["rolebench"] = "rolebench"


class ScoreSummary(ReportPart):
    """A score over the rows: mean, population std, rows, 95% bootstrap interval (and, for a
    ROUGE-L view, what the view measures)."""

    mean: float | None = None
    std: float | None = None
    n: int | None = None
    ci95: list[float] | None = None
    description: str | None = None


class GroupMeans(ReportPart):
    """Rows of one instruction type or role and their mean ROUGE-L per view."""

    n: int | None = None
    RAW: float | None = None
    CUS: float | None = None
    SPE: float | None = None


class RoleBenchData(ReportPart):
    source: str | None = None
    language: str | None = None
    category: str | None = None
    fingerprint: str | None = None
    n_rows_in_source: int | None = None
    limit: int | None = None
    repeated_questions: int | None = None


class RoleBenchReport(ReportModel):
    """Everything ``rolemrc rolellm eval`` reports of one run."""

    kind: Literal["rolebench"] = ROLEBENCH_KIND
    rolemrc_version: str | None = None
    created: str | None = None
    system: str | None = None
    model: str | None = None
    responses: str | None = None
    responses_matched_by: str | None = None
    data: RoleBenchData | None = None
    status: str | None = None
    n_rows: int | None = None
    failed_rows: list[FailedRow] | None = None
    n_roles: int | None = None
    empty_responses: int | None = None
    generation: dict[str, Any] | None = None
    views: dict[str, ScoreSummary] = Field(default_factory=dict)
    views_missing: dict[str, str] = Field(default_factory=dict)
    cross: dict[str, ScoreSummary] = Field(default_factory=dict)
    by_type: dict[str, GroupMeans] = Field(default_factory=dict)
    by_role: dict[str, GroupMeans] = Field(default_factory=dict)
    scoring: list[str] | None = None
    usage: TokenUsage | None = None
    timings: dict[str, float] | None = None


def read_rolebench_report(run_dir: str | Path) -> RoleBenchReport:
    """The :class:`RoleBenchReport` in ``run_dir/report.json`` (or a report file given directly);
    a missing or malformed file, or the report of another kind of run, is named."""
    path, report = read_report_json(run_dir, hint="run `rolemrc rolellm eval` first")
    require_kind(path, report, ROLEBENCH_KIND)
    return validate_report(RoleBenchReport, path, report)
