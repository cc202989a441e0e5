"""A probe run's ``manifest.json`` (kind ``probe``) as a typed model: the two models probed,
the data, the probing site and sizes, warnings, timings and the files written."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from rolemrc.core import InputError, ReportModel, ReportPart, RunDir, require_kind, validate_report

PROBE_KIND: Literal["probe"] = "probe"


class ProbedModel(ReportPart):
    spec: str | None = None
    source: str | None = None
    restraint: str | None = None
    weights_sha256: str | None = None


class ProbeData(ReportPart):
    source: str | None = None
    fingerprint: str | None = None
    n_rows_in_source: int | None = None
    n_rows: int | None = None


class ProbeReport(ReportModel):
    """Everything ``rolemrc probe`` records of one run."""

    kind: Literal["probe"] = PROBE_KIND
    rolemrc_version: str | None = None
    config: dict[str, Any] = Field(default_factory=dict)
    models: dict[str, ProbedModel] = Field(default_factory=dict)
    identical_weights: bool | None = None
    warnings: list[str] = Field(default_factory=list)
    data: ProbeData | None = None
    site: str | None = None
    n_layers: int | None = None
    width: int | None = None
    top_set_size: int | None = None
    samples_by_dimension: dict[str, int] = Field(default_factory=dict)
    n_neurons_listed: int | None = None
    timings: dict[str, float] = Field(default_factory=dict)
    outputs: dict[str, str] = Field(default_factory=dict)
    differences_from_upstream: list[str] = Field(default_factory=list)


def read_probe_report(run_dir: str | Path) -> ProbeReport:
    """The :class:`ProbeReport` in ``run_dir/manifest.json``; a missing file, or the manifest of
    another kind of run, is named."""
    folder = RunDir(run_dir)
    value = folder.read_json(folder.manifest_path)
    if value is None:
        raise InputError(
            "no probe manifest here (run `rolemrc probe` first)", path=folder.manifest_path
        )
    require_kind(folder.manifest_path, value, PROBE_KIND)
    return validate_report(ProbeReport, folder.manifest_path, value)
