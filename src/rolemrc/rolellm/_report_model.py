"""``report.json`` of ``rolemrc rolellm eval`` as a typed model (schema version 1, kind
``rolebench``); fields are declared in the order the file lists them."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field

from rolemrc.core import (
    FailedRow,
    ReportModel,
    ReportPart,
    TokenUsage,
    read_report_file,
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

    def view_mean(self, view: str) -> float | None:
        """The mean ROUGE-L of a view by its name (None when the group has none)."""
        return {"RAW": self.RAW, "CUS": self.CUS, "SPE": self.SPE}.get(view)


class RoleBenchData(ReportPart):
    source: str | None = None
    language: str | None = None
    category: str | None = None
    fingerprint: str | None = None
    n_rows_in_source: int | None = None
    limit: int | None = None
    repeated_questions: int | None = None


class RoleBenchGenerationSettings(ReportPart):
    """How the answers were generated (a run that scored a response file has none)."""

    temperature: float | None = None
    max_new_tokens: int | None = None
    few_shot: int | None = None
    role_context: str | None = None
    embedder: str | None = None
    profiles: str | None = None


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
    generation: RoleBenchGenerationSettings | None = None
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
    return read_report_file(
        RoleBenchReport, run_dir, kind=ROLEBENCH_KIND, hint="run `rolemrc rolellm eval` first"
    )
