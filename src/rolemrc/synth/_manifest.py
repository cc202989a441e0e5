"""A synthesis run's manifest and each stage's identity (the settings that made its outputs)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from rolemrc import __version__
from rolemrc.core import (
    RunDir,
    RunManifest,
    RunStatus,
    TokenUsage,
    file_fingerprint,
    file_fingerprints,
    fingerprint,
    setting,
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
from rolemrc.synth._records import GENERATOR_CALL_FAILED, Reject
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
            f"{', '.join(changed) or 'configuration'}; use another {setting('out')} directory, or "
            f"delete {stage_dir}/{stage}.* to redo that stage"
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


class SynthRecord:
    """A synthesis run's ``manifest.json``, recorded through ``rolemrc.core.RunRecorder``.

    Its shape is the common one: ``rolemrc_version``; the run's own keys ``config``,
    ``config_fingerprint``, ``executor``, ``stages`` (each stage's counts, usage, time and cost,
    the stages earlier runs recorded included, in pipeline order), ``rejects`` (per stage),
    ``cost``, ``prices``, ``inputs`` and ``outputs`` (sha256 of each file); then ``started``
    (the first run into the directory), ``status`` (``running`` between stages, ``complete``
    once the stages asked for are done, ``interrupted`` when one raised), ``error``, ``usage``
    (all recorded stages), ``timings`` (``<stage>_s`` of this run's stages) and ``updated``."""

    def __init__(
        self,
        run_dir: Path,
        config: SynthConfig,
        stage_order: Sequence[str],
        outputs: Sequence[str],
    ) -> None:
        previous = read_synth_manifest(run_dir)
        self._run_dir = run_dir
        self._config = config
        self._stage_order = stage_order
        self._outputs = outputs
        self._stages: dict[str, Any] = (
            {name: stage.to_json() for name, stage in previous.stages.items()} if previous else {}
        )
        dumped = dump_config(config)
        self.recorder = RunDir(run_dir).recorder(
            rolemrc_version=__version__,
            details={
                "config": dumped,
                "config_fingerprint": fingerprint(dumped),
                "executor": config.executor.type.value,
            },
            previous=RunManifest(started=previous.started) if previous else None,
            usage=self._usage,
            live=self._live,
        )

    def _ordered(self) -> dict[str, Any]:
        return {name: self._stages[name] for name in self._stage_order if name in self._stages}

    def _usage(self) -> TokenUsage:
        usage = TokenUsage()
        for entry in self._ordered().values():
            usage = usage.add(TokenUsage.model_validate(entry["usage"]))
        return usage

    def _live(self) -> dict[str, Any]:
        ordered = self._ordered()
        prices = self._config.generator.prices
        return {
            "stages": ordered,
            "rejects": {name: entry["rejects"] for name, entry in ordered.items()},
            "cost": usage_cost(self._usage(), prices),
            "prices": prices.model_dump() if prices else None,
            "inputs": _input_fingerprints(self._config),
            "outputs": file_fingerprints(self._run_dir, self._outputs),
        }

    def add(self, summary: StageSummary) -> None:
        """Record a stage this run has just finished (replacing what an earlier run recorded)."""
        prices = self._config.generator.prices
        self._stages[summary.name] = summary.model_dump(mode="json") | {
            "cost": usage_cost(summary.usage, prices)
        }
        self.recorder.timings[f"{summary.name}_s"] = summary.seconds

    def save(self, status: RunStatus, incomplete_reasons: Sequence[str] = ()) -> SynthManifest:
        """Write the manifest with ``status`` (and why a finished run is ``incomplete``);
        returns it, typed."""
        manifest = self.recorder.save(status, incomplete_reasons=incomplete_reasons)
        return SynthManifest.model_validate(manifest.model_dump(mode="json", exclude_unset=True))


def failed_for_good(rejects: Iterable[Reject]) -> list[str]:
    """Why a finished run is incomplete: per stage, the items whose generator call failed for
    good (a request the server refuses on every try), which no output holds for want of an
    answer. Empty when there are none."""
    failed: dict[str, list[Reject]] = defaultdict(list)
    for reject in rejects:
        if GENERATOR_CALL_FAILED in reject.reason:
            failed[reject.stage].append(reject)
    return [
        f"{len(items)} item(s) of the {stage} stage failed for good ({GENERATOR_CALL_FAILED}), "
        f"first {items[0].item_id}: {items[0].reason}"
        for stage, items in failed.items()
    ]
