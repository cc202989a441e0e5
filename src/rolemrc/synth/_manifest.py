"""A synthesis run's manifest and each stage's identity (the settings that made its outputs)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rolemrc import __version__
from rolemrc.core import (
    RunDir,
    TokenUsage,
    file_fingerprint,
    file_fingerprints,
    fingerprint,
    timestamp,
)
from rolemrc.synth._config import (
    JsonlMixSource,
    JsonlMrcSource,
    JsonlPersonaSource,
    SynthConfig,
    dump_config,
)
from rolemrc.synth._cost import usage_cost
from rolemrc.synth._layout import WORK_DIR
from rolemrc.synth._report_model import StageSummary, SynthManifest, read_synth_manifest


def check_stage_identity(
    run_dir: Path, stage: str, identity: dict[str, Any], *, record: bool = True
) -> str:
    """The stage's fingerprint; a ConfigError if ``run_dir`` holds this stage made differently.
    The identity is recorded on first use unless ``record`` is False."""
    stage_dir = run_dir / WORK_DIR

    def refusal(changed: list[str]) -> str:
        return (
            f"{run_dir}: the {stage} stage there was made with a different "
            f"{', '.join(changed) or 'configuration'}; use another --out directory, or delete "
            f"{stage_dir}/{stage}.* to redo that stage"
        )

    return RunDir(run_dir).check_recorded_identity(
        Path(WORK_DIR) / f"{stage}.identity.json", identity, refusal, record=record
    )


def _input_fingerprints(config: SynthConfig) -> dict[str, str]:
    paths: list[Path] = []
    if isinstance(config.personas.source, JsonlPersonaSource):
        paths.append(config.personas.source.path)
    if isinstance(config.matching.source, JsonlMrcSource):
        paths.append(config.matching.source.path)
    paths += [
        source.path
        for source in (*config.mix.sft, *config.mix.dpo)
        if isinstance(source, JsonlMixSource)
    ]
    return {str(path): file_fingerprint(path) for path in paths if path.exists()}


def write_manifest(
    run_dir: Path,
    config: SynthConfig,
    summaries: dict[str, StageSummary],
    stage_order: Sequence[str],
    outputs: Sequence[str],
) -> SynthManifest:
    """Record ``summaries`` (the stages just run) in the manifest, beside the stages earlier
    runs recorded (listed in ``stage_order``), with the fingerprints of the ``outputs``."""
    previous = read_synth_manifest(run_dir)
    stages: dict[str, Any] = (
        {name: stage.to_json() for name, stage in previous.stages.items()} if previous else {}
    )
    prices = config.generator.prices
    for name, summary in summaries.items():
        stages[name] = summary.model_dump(mode="json") | {"cost": usage_cost(summary.usage, prices)}
    ordered = {name: stages[name] for name in stage_order if name in stages}
    usage = TokenUsage()
    for entry in ordered.values():
        usage = usage.add(TokenUsage.model_validate(entry["usage"]))
    manifest = SynthManifest.model_validate(
        {
            "rolemrc_version": __version__,
            "created_at": previous.created_at if previous else timestamp(),
            "updated_at": timestamp(),
            "config": dump_config(config),
            "config_fingerprint": fingerprint(dump_config(config)),
            "executor": config.executor.type.value,
            "stages": ordered,
            "rejects": {name: entry["rejects"] for name, entry in ordered.items()},
            "usage": usage.model_dump(),
            "cost": usage_cost(usage, prices),
            "prices": prices.model_dump() if prices else None,
            "inputs": _input_fingerprints(config),
            "outputs": file_fingerprints(run_dir, outputs),
        }
    )
    RunDir(run_dir).write_manifest(manifest.to_json())
    return manifest
