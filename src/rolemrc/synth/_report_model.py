"""A synthesis run's ``manifest.json`` as a typed model: what each stage made, rejected, spent
and took, the whole run's usage and cost, and the fingerprints of its inputs and outputs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import InputError, ReportModel, ReportPart, RunDir, TokenUsage, validate_report


class StageSummary(BaseModel):
    """One stage's counts for the manifest. ``resumed`` items were found done in the journal."""

    name: str
    fingerprint: str
    items: int
    records: int
    rejects: int
    resumed: int = 0
    usage: TokenUsage = TokenUsage()
    seconds: float = 0.0
    outputs: dict[str, str] = Field(default_factory=dict)  # file name -> sha256


class StageRecord(StageSummary, ReportPart):
    """One stage's counts as the manifest keeps them, with what the stage cost."""

    model_config = ConfigDict(extra="allow")

    cost: float | None = None


class SynthManifest(ReportModel):
    """Everything a synthesis run records of itself, rewritten after every stage."""

    rolemrc_version: str | None = None
    config: dict[str, Any] = Field(default_factory=dict)
    config_fingerprint: str | None = None
    executor: str | None = None
    stages: dict[str, StageRecord] = Field(default_factory=dict)
    rejects: dict[str, int] = Field(default_factory=dict)
    usage: TokenUsage = TokenUsage()
    cost: float | None = None
    prices: dict[str, Any] | None = None
    inputs: dict[str, str] = Field(default_factory=dict)
    outputs: dict[str, str] = Field(default_factory=dict)
    started: str | None = None
    status: str | None = None
    incomplete_reasons: list[str] | None = None
    timings: dict[str, float] = Field(default_factory=dict)
    updated: str | None = None


def read_synth_manifest(run_dir: str | Path) -> SynthManifest | None:
    """The manifest of the synthesis run in ``run_dir`` (None before its first stage ends)."""
    folder = RunDir(run_dir)
    value = folder.read_json(folder.manifest_path)
    if value is None:
        return None
    try:
        return validate_report(SynthManifest, folder.manifest_path, value)
    except InputError as error:
        raise InputError(
            f"{error.reason} (not the manifest of a synthesis run?)",
            path=folder.manifest_path,
            field=error.field,
        ) from None
