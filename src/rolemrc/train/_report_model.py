"""``train_manifest.json`` as a typed model: the job, the resolved settings and plan, the data,
the chat template, what was saved, the schedule and what the optimizer did, whether the weights
changed, warnings, metrics and package versions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import Field

from rolemrc.core import InputError, ReportModel, ReportPart, RunDir, validate_report

MANIFEST_NAME = "train_manifest.json"  # beside the weights, named apart from model files


class ChatTemplateRecord(ReportPart):
    source: str | None = None
    end_of_turn: str | None = None
    sha256: str | None = None


class SavedOutput(ReportPart):
    weights: str | None = None
    adapter: str | None = None


class OptimizerRecord(ReportPart):
    steps: int | None = None
    learning_rates: dict[str, Any] | None = None


class WeightsRecord(ReportPart):
    changed: bool | None = None
    trainable_before: dict[str, Any] | None = None
    trainable_after: dict[str, Any] | None = None


class TrainMetrics(ReportPart):
    steps: int | None = None
    train_loss: float | None = None
    seconds: float | None = None
    history: list[dict[str, Any]] = Field(default_factory=list)


class TrainManifest(ReportModel):
    """Everything a training run records of itself (written by the main process)."""

    stage: str | None = None
    job: dict[str, Any] = Field(default_factory=dict)
    model_source: str | None = None
    settings: dict[str, Any] = Field(default_factory=dict)
    plan: dict[str, Any] = Field(default_factory=dict)
    data: dict[str, Any] = Field(default_factory=dict)
    chat_template: ChatTemplateRecord | None = None
    output: SavedOutput | None = None
    schedule: dict[str, Any] = Field(default_factory=dict)
    optimizer: OptimizerRecord | None = None
    weights: WeightsRecord | None = None
    warnings: list[str] = Field(default_factory=list)
    rewards: dict[str, Any] = Field(default_factory=dict)
    metrics: TrainMetrics | None = None
    versions: dict[str, str | None] = Field(default_factory=dict)


def read_train_manifest(out: str | Path) -> TrainManifest:
    """The :class:`TrainManifest` of the trained model in ``out``; a directory without one is
    named."""
    folder = RunDir(out, MANIFEST_NAME)
    value = folder.read_json(folder.manifest_path)
    if value is None:
        raise InputError(
            f"no {MANIFEST_NAME} here (not a model `rolemrc train` wrote)",
            path=folder.manifest_path,
        )
    return validate_report(TrainManifest, folder.manifest_path, value)
