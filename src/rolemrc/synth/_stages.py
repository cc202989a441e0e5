"""The synthesis pipeline: a table of stages (:data:`PIPELINE`), run in order."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel
from rich.console import Console

from rolemrc.core import (
    ConfigError,
    RunDir,
    fingerprint,
    read_jsonl,
    setting,
    write_jsonl,
    write_text_atomic,
)
from rolemrc.llm import CallLedger, UsageMeter
from rolemrc.synth._assembly import (
    DPO_FILE,
    RL_FILE,
    SFT_FILE,
    STATS_FILE,
    TEST_FILE,
    assemble,
    write_assembly,
)
from rolemrc.synth._config import (
    GenerateProfiles,
    JsonlMrcSource,
    SynthConfig,
    dump_config,
    resolve_paths,
)
from rolemrc.synth._executor import Executor, make_executor
from rolemrc.synth._journal import (
    UnitOutcome,
    item_seed,
    iter_stage_rejects,
    run_unit_stage,
    stage_rejects_path,
)
from rolemrc.synth._layout import (
    CALLS_FILE,
    CONFIG_FILE,
    DIALOGUES_FILE,
    INDEX_DIR,
    MATCHES_FILE,
    PERSONAS_FILE,
    PROFILES_FILE,
    REJECTS_FILE,
    WORK_DIR,
)
from rolemrc.synth._manifest import SynthRecord, check_stage_identity, failed_for_good
from rolemrc.synth._matching import load_triplets, match_roles
from rolemrc.synth._mix import DPO_MIX_FILE, SFT_MIX_FILE, write_mixes
from rolemrc.synth._mrc import iter_msmarco
from rolemrc.synth._personas import select_personas
from rolemrc.synth._profiles import builtin_profile, builtin_stand_in, generate_profile
from rolemrc.synth._records import (
    Dialogue,
    MrcTriplet,
    Persona,
    Reject,
    RoleMatches,
    RoleProfile,
)
from rolemrc.synth._report_model import StageSummary, SynthManifest
from rolemrc.synth._runtime import close_generator_runtimes, generator_runtime
from rolemrc.synth.dialogues import build_dialogues


class ProfileTask:
    """One persona -> its profile (or a reject). Picklable: Ray ships it to workers."""

    def __init__(self, config: SynthConfig, ledger: Path) -> None:
        self.config = config
        self.ledger = ledger

    def __call__(self, persona: Persona) -> UnitOutcome:
        settings = self.config.profiles
        meter = UsageMeter()
        if isinstance(settings, GenerateProfiles):
            runtime = generator_runtime(self.config.generator, self.config.cache, self.ledger)
            result = generate_profile(
                persona,
                runtime.generate_fn(meter, persona.id),
                self.config.generator,
                settings,
                seed=item_seed(self.config.seed, persona.id),
            )
        else:
            result = builtin_profile(persona)
        if isinstance(result, Reject):
            stand_in = (
                builtin_stand_in(persona, result)
                if isinstance(settings, GenerateProfiles) and settings.fallback == "builtin"
                else None
            )
            if stand_in is not None:
                profile, note = stand_in
                return UnitOutcome(
                    item_id=persona.id,
                    records=[profile.model_dump(mode="json")],
                    rejects=[note],
                    usage=meter.usage,
                )
            return UnitOutcome(item_id=persona.id, rejects=[result], usage=meter.usage)
        return UnitOutcome(
            item_id=persona.id, records=[result.model_dump(mode="json")], usage=meter.usage
        )


class DialogueJob(BaseModel):
    profile: RoleProfile
    matches: RoleMatches


class DialogueTask:
    """One role -> its dialogues and rejects. Triplets are looked up in the matching index
    (on shared storage when Ray workers run on other machines)."""

    def __init__(self, config: SynthConfig, index_dir: Path, ledger: Path) -> None:
        self.config = config
        self.index_dir = index_dir
        self.ledger = ledger

    def __call__(self, job: DialogueJob) -> UnitOutcome:
        matches = job.matches
        ids = [match.triplet_id for match in (*matches.most_relevant, *matches.least_relevant)]
        triplets = load_triplets(self.index_dir, ids)
        meter = UsageMeter()
        runtime = generator_runtime(self.config.generator, self.config.cache, self.ledger)
        generate = runtime.generate_fn(meter, job.profile.id)
        # An outage raises out of build_dialogues, leaving the role undone so a resume redoes it.
        dialogues, rejects = build_dialogues(
            job.profile,
            matches,
            triplets,
            generate,
            self.config.dialogues,
            seed=item_seed(self.config.seed, job.profile.id),
            prompting=self.config.generator.prompting,
            parallel=runtime.texts_at_once,
        )
        return UnitOutcome(
            item_id=job.profile.id,
            records=[dialogue.model_dump(mode="json") for dialogue in dialogues],
            rejects=rejects,
            usage=meter.usage,
        )


class SynthResult(BaseModel):
    run_dir: Path
    manifest: SynthManifest | None


def _require(run_dir: Path, file_name: str, stage: str) -> Path:
    path = run_dir / file_name
    if not path.exists():
        raise ConfigError(
            f"{path} is missing: run the {stage} stage first ({setting('stages')} {stage})"
        )
    return path


def _plain_summary(
    name: str, identity: dict[str, Any], items: int, records: int, rejects: int, seconds: float
) -> StageSummary:
    return StageSummary(
        name=name,
        fingerprint=fingerprint(identity),
        items=items,
        records=records,
        rejects=rejects,
        seconds=round(seconds, 3),
    )


class _Pipeline:
    def __init__(
        self,
        config: SynthConfig,
        run_dir: Path,
        *,
        limit: int | None,
        progress: bool,
        executor: Executor | None,
    ) -> None:
        self.config = config
        self.run_dir = run_dir
        self.limit = limit
        self.progress = progress
        self._executor = executor
        self._owns_executor = executor is None
        self.index_dir = config.matching.index_dir or run_dir / INDEX_DIR
        self.ledger = run_dir / WORK_DIR / CALLS_FILE

    @property
    def executor(self) -> Executor:
        if self._executor is None:
            self._executor = make_executor(
                self.config.executor, default_workers=self.config.workers
            )
        return self._executor

    def close(self) -> None:
        if self._owns_executor and self._executor is not None:
            self._executor.close()
        close_generator_runtimes()

    def _generator_identity(self) -> dict[str, Any]:
        return self.config.generator.answer_identity()

    def personas_identity(self) -> dict[str, Any]:
        return {"personas": self.config.personas.model_dump(mode="json"), "limit": self.limit}

    def profiles_identity(self) -> dict[str, Any]:
        config = self.config
        identity: dict[str, Any] = {
            # without a fallback, the identity runs made before the setting existed recorded
            "profiles": config.profiles.model_dump(
                mode="json", exclude={"fallback"} if _no_fallback(config) else None
            ),
            "seed": config.seed,
        }
        if isinstance(config.profiles, GenerateProfiles):
            identity["generator"] = self._generator_identity()
        return identity

    def matching_identity(self) -> dict[str, Any]:
        return {"matching": self.config.matching.model_dump(mode="json")}

    def dialogues_identity(self) -> dict[str, Any]:
        return {
            "dialogues": self.config.dialogues.model_dump(mode="json"),
            "generator": self._generator_identity(),
            "seed": self.config.seed,
        }

    def assembly_identity(self) -> dict[str, Any]:
        return {
            "quality": self.config.quality.model_dump(mode="json"),
            "test": self.config.test.model_dump(mode="json"),
            "seed": self.config.seed,
        }

    def mix_identity(self) -> dict[str, Any]:
        return {"mix": self.config.mix.model_dump(mode="json"), "seed": self.config.seed}

    def check_resumable(self, first_stage: str) -> None:
        """Refuse, before anything is written, a run directory whose stages from ``first_stage``
        on were made with other settings (they would be rewritten only to be refused later)."""
        for stage in PIPELINE[STAGES.index(first_stage) :]:
            if stage.recorded:
                check_stage_identity(self.run_dir, stage.name, stage.identity(self), record=False)

    def personas(self, identity: dict[str, Any]) -> StageSummary:
        started = time.monotonic()
        personas, rejects = select_personas(
            self.config.personas, seed=self.config.seed, limit=self.limit
        )
        write_jsonl(self.run_dir / PERSONAS_FILE, personas)
        write_jsonl(stage_rejects_path(self.run_dir, "personas"), rejects)
        return _plain_summary(
            "personas",
            identity,
            len(personas),
            len(personas),
            len(rejects),
            time.monotonic() - started,
        )

    def profiles(self, identity: dict[str, Any]) -> StageSummary:
        personas = list(read_jsonl(_require(self.run_dir, PERSONAS_FILE, "personas"), Persona))
        return run_unit_stage(
            name="profiles",
            run_dir=self.run_dir,
            identity=identity,
            items=personas,
            item_id=lambda persona: persona.id,
            task=ProfileTask(self.config, self.ledger),
            executor=self.executor,
            output_file=PROFILES_FILE,
            progress=self.progress,
        )

    def matching(self, identity: dict[str, Any]) -> StageSummary:
        started = time.monotonic()
        profiles = list(read_jsonl(_require(self.run_dir, PROFILES_FILE, "profiles"), RoleProfile))
        settings = self.config.matching
        stage_fingerprint = check_stage_identity(self.run_dir, "matching", identity)
        source = settings.source
        corpus: Iterable[MrcTriplet] | Path = (
            source.path
            if isinstance(source, JsonlMrcSource)
            else iter_msmarco(split=source.split, limit=source.limit)
        )
        found = match_roles(
            profiles,
            corpus,
            index_dir=self.index_dir,
            embedder=settings.embedder,
            top_k=settings.top_k,
            bottom_k=settings.bottom_k,
            progress=self.progress,
        )
        by_profile = {matches.profile_id: matches for matches in found}
        ordered = [by_profile[profile.id] for profile in profiles if profile.id in by_profile]
        kept = [matches for matches in ordered if matches.most_relevant and matches.least_relevant]
        rejects = [
            Reject(
                stage="matching",
                item_id=profile.id,
                reason="no relevant or no irrelevant MRC triplets found",
            )
            for profile in profiles
            if profile.id not in {matches.profile_id for matches in kept}
        ]
        write_jsonl(self.run_dir / MATCHES_FILE, kept)
        write_jsonl(stage_rejects_path(self.run_dir, "matching"), rejects)
        summary = _plain_summary(
            "matching", identity, len(profiles), len(kept), len(rejects), time.monotonic() - started
        )
        return summary.model_copy(update={"fingerprint": stage_fingerprint})

    def dialogues(self, identity: dict[str, Any]) -> StageSummary:
        profiles = {
            profile.id: profile
            for profile in read_jsonl(
                _require(self.run_dir, PROFILES_FILE, "profiles"), RoleProfile
            )
        }
        jobs = [
            DialogueJob(profile=profiles[matches.profile_id], matches=matches)
            for matches in read_jsonl(_require(self.run_dir, MATCHES_FILE, "matching"), RoleMatches)
            if matches.profile_id in profiles
        ]
        return run_unit_stage(
            name="dialogues",
            run_dir=self.run_dir,
            identity=identity,
            items=jobs,
            item_id=lambda job: job.profile.id,
            task=DialogueTask(self.config, self.index_dir, self.ledger),
            executor=self.executor,
            output_file=DIALOGUES_FILE,
            progress=self.progress,
        )

    def assembly(self, identity: dict[str, Any]) -> StageSummary:
        started = time.monotonic()
        dialogues = list(read_jsonl(_require(self.run_dir, DIALOGUES_FILE, "dialogues"), Dialogue))
        with_dialogues = {dialogue.profile_id for dialogue in dialogues}
        profile_ids = [
            profile.id
            for profile in read_jsonl(
                _require(self.run_dir, PROFILES_FILE, "profiles"), RoleProfile
            )
            if profile.id in with_dialogues
        ]
        assembly = assemble(
            dialogues,
            profile_ids,
            quality=self.config.quality,
            test=self.config.test,
            seed=self.config.seed,
            build_rejects=list(read_jsonl(stage_rejects_path(self.run_dir, "dialogues"), Reject)),
        )
        counts = write_assembly(self.run_dir, assembly)
        write_jsonl(stage_rejects_path(self.run_dir, "assembly"), assembly.rejects)
        return _plain_summary(
            "assembly",
            identity,
            len(dialogues),
            sum(counts.values()),
            len(assembly.rejects),
            time.monotonic() - started,
        )

    def mix(self, identity: dict[str, Any]) -> StageSummary:
        started = time.monotonic()
        _require(self.run_dir, SFT_FILE, "assembly")
        report = write_mixes(self.run_dir, self.config.mix, seed=self.config.seed)
        rows = sum(
            entry["synthesized"] + sum(entry["external"].values()) for entry in report.values()
        )
        return _plain_summary("mix", identity, len(report), rows, 0, time.monotonic() - started)


def _no_fallback(config: SynthConfig) -> bool:
    return not isinstance(config.profiles, GenerateProfiles) or config.profiles.fallback is None


@dataclass(frozen=True)
class SynthStage:
    """One stage of the synthesis pipeline: its name (``--stages``), how it runs (given the
    identity of its outputs), what its outputs depend on, whether that identity is recorded
    (``work/<stage>.identity.json``: the stage then refuses to resume under other settings),
    the files it writes (fingerprinted in the manifest) and when it has nothing to do."""

    name: str
    run: Callable[[_Pipeline, dict[str, Any]], StageSummary]
    identity: Callable[[_Pipeline], dict[str, Any]]
    outputs: tuple[str, ...]
    recorded: bool = False
    idle: Callable[[SynthConfig], bool] = lambda config: False


PIPELINE: tuple[SynthStage, ...] = (
    SynthStage("personas", _Pipeline.personas, _Pipeline.personas_identity, (PERSONAS_FILE,)),
    SynthStage(
        "profiles",
        _Pipeline.profiles,
        _Pipeline.profiles_identity,
        (PROFILES_FILE,),
        recorded=True,
    ),
    SynthStage(
        "matching",
        _Pipeline.matching,
        _Pipeline.matching_identity,
        (MATCHES_FILE,),
        recorded=True,
    ),
    SynthStage(
        "dialogues",
        _Pipeline.dialogues,
        _Pipeline.dialogues_identity,
        (DIALOGUES_FILE,),
        recorded=True,
    ),
    SynthStage(
        "assembly",
        _Pipeline.assembly,
        _Pipeline.assembly_identity,
        (SFT_FILE, DPO_FILE, TEST_FILE, RL_FILE, STATS_FILE),
    ),
    SynthStage(
        "mix",
        _Pipeline.mix,
        _Pipeline.mix_identity,
        (SFT_MIX_FILE, DPO_MIX_FILE),
        idle=lambda config: not (config.mix.sft or config.mix.dpo),
    ),
)
"""The synthesis pipeline, in order: adding a stage is one entry here (and its two methods)."""

STAGES: tuple[str, ...] = tuple(stage.name for stage in PIPELINE)
OUTPUT_FILES: tuple[str, ...] = (
    *(name for stage in PIPELINE for name in stage.outputs),
    REJECTS_FILE,
)
"""Every file a run writes at its top level, fingerprinted in the manifest."""


def run_synth(
    config: SynthConfig,
    run_dir: str | Path,
    *,
    stages: Sequence[str] | None = None,
    limit: int | None = None,
    progress: bool = True,
    executor: Executor | None = None,
    console: Console | None = None,
) -> SynthResult:
    """Run the stages (all by default, always in pipeline order) into ``run_dir``.

    Each stage resumes what an interrupted run left; finished stages are redone cheaply (LLM
    answers come from the journal and the cache). ``limit`` caps the number of personas.
    ``rejects.jsonl`` and ``manifest.json`` are rewritten after every stage.
    """
    wanted = list(STAGES) if stages is None else list(stages)
    unknown = [name for name in wanted if name not in STAGES]
    if unknown:
        raise ConfigError(f"unknown stage(s) {', '.join(unknown)}; choose from {', '.join(STAGES)}")
    if limit is not None and limit < 1:
        raise ConfigError(f"{setting('limit')} must be at least 1, got {limit}")
    out = Path(run_dir)
    with RunDir(out).lock():
        say = console or Console(stderr=True)
        pipeline = _Pipeline(config, out, limit=limit, progress=progress, executor=executor)
        manifest: SynthManifest | None = None
        try:
            record = SynthRecord(out, config, STAGES, OUTPUT_FILES)
            first = next((stage for stage in STAGES if stage in wanted), None)
            if first is not None:
                pipeline.check_resumable(first)
            write_text_atomic(
                out / CONFIG_FILE,
                # absolute paths: the file reads the same from any working directory
                yaml.safe_dump(
                    dump_config(resolve_paths(config, Path.cwd())),
                    sort_keys=False,
                    allow_unicode=True,
                ),
            )
            todo = [stage for stage in PIPELINE if stage.name in wanted and not stage.idle(config)]
            for stage in todo:
                with record.recorder.recording("interrupted"):
                    summary = stage.run(pipeline, stage.identity(pipeline))
                write_jsonl(out / REJECTS_FILE, iter_stage_rejects(out, STAGES))
                record.add(summary)
                if stage is todo[-1]:
                    reasons = failed_for_good(read_jsonl(out / REJECTS_FILE, Reject))
                    manifest = record.save("incomplete" if reasons else "complete", reasons)
                else:
                    manifest = record.save("running")
                if progress:
                    say.print(
                        f"{stage.name}: {summary.records} records, {summary.rejects} rejects"
                        + (f", {summary.resumed} items resumed" if summary.resumed else ""),
                        highlight=False,
                        markup=False,
                    )
        finally:
            pipeline.close()
            # in key order, whichever attempts sent the calls (a resumed run whose items were all
            # journaled opens no generator, so the ledger is put in order here)
            CallLedger(pipeline.ledger).finish()
        return SynthResult(run_dir=out, manifest=manifest)
