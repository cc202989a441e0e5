"""Resumable stages: a journal of finished work items, outputs ordered by input position.

A stage maps a task over work items (a persona, a profile). Each item's outcome (its records,
its rejects and the tokens it spent) is appended to ``RUN/work/<stage>.journal.jsonl`` as one
line the moment it is done. A killed run loses at most the items in flight; the next run skips
journaled items by id and drops a torn last line. When every item is done, the stage writes its
output file in input order, so the bytes do not depend on completion order, executor or
interruptions.

Also here: the generator runtime, which gives each work item a :data:`GenerateFn` that answers
one chat through the LLM cache and counts the tokens.
"""

from __future__ import annotations

import os
import queue
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, Field
from rich.console import Console

from rolemrc import __version__
from rolemrc.core import (
    ConfigError,
    JsonlAppender,
    LineProgress,
    Message,
    RunDir,
    TokenUsage,
    file_fingerprint,
    file_fingerprints,
    fingerprint,
    read_finished_records,
    read_jsonl,
    timestamp,
    write_jsonl,
)
from rolemrc.llm import (
    ChatModel,
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelSpec,
    UsageMeter,
    open_cache,
    open_model,
    run_chat,
)
from rolemrc.synth._assembly import (
    DPO_FILE,
    SFT_FILE,
    STATS_FILE,
    TEST_FILE,
    assemble,
    write_assembly,
)
from rolemrc.synth._config import (
    CacheConfig,
    GenerateProfiles,
    GeneratorConfig,
    JsonlMixSource,
    JsonlMrcSource,
    JsonlPersonaSource,
    Prices,
    SynthConfig,
    dump_config,
)
from rolemrc.synth._dialogues import build_dialogues
from rolemrc.synth._executor import Executor, make_executor
from rolemrc.synth._matching import load_triplets, match_roles
from rolemrc.synth._mix import DPO_MIX_FILE, SFT_MIX_FILE, write_mixes
from rolemrc.synth._mrc import iter_msmarco
from rolemrc.synth._personas import select_personas
from rolemrc.synth._profiles import builtin_profile, generate_profile
from rolemrc.synth._records import (
    Dialogue,
    MrcTriplet,
    Persona,
    Reject,
    RoleMatches,
    RoleProfile,
)
from rolemrc.synth._report_model import SynthManifest, read_synth_manifest
from rolemrc.synth._structured import GenerateFn

WORK_DIR = "work"
ItemT = TypeVar("ItemT")


class UnitOutcome(BaseModel):
    """What one work item produced: records (as JSON objects), rejects and tokens spent."""

    item_id: str
    records: list[dict[str, Any]] = Field(default_factory=list)
    rejects: list[Reject] = Field(default_factory=list)
    usage: TokenUsage = TokenUsage()


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


def stage_rejects_path(run_dir: Path, stage: str) -> Path:
    return run_dir / WORK_DIR / f"{stage}.rejects.jsonl"


def check_stage_identity(run_dir: Path, stage: str, identity: dict[str, Any]) -> str:
    """The stage's fingerprint; a ConfigError if ``run_dir`` holds this stage made differently."""
    stage_dir = run_dir / WORK_DIR

    def refusal(changed: list[str]) -> str:
        return (
            f"{run_dir}: the {stage} stage there was made with a different "
            f"{', '.join(changed) or 'configuration'}; use another --out directory, or delete "
            f"{stage_dir}/{stage}.* to redo that stage"
        )

    return RunDir(run_dir).check_recorded_identity(
        Path(WORK_DIR) / f"{stage}.identity.json", identity, refusal
    )


def _journaled(journal: Path) -> dict[str, UnitOutcome]:
    return read_finished_records(journal, UnitOutcome, key=lambda outcome: outcome.item_id)


def run_unit_stage(
    *,
    name: str,
    run_dir: Path,
    identity: dict[str, Any],
    items: Sequence[ItemT],
    item_id: Callable[[ItemT], str],
    task: Callable[[ItemT], UnitOutcome],
    executor: Executor,
    output_file: str,
    progress: bool = True,
) -> StageSummary:
    """Run ``task`` over the items not yet journaled, then write ``output_file`` (all records in
    item order) and the stage's rejects. Raises whatever a task raised, after journaling every
    outcome that finished before it."""
    started = time.monotonic()
    stage_fingerprint = check_stage_identity(run_dir, name, identity)
    journal = run_dir / WORK_DIR / f"{name}.journal.jsonl"
    done = _journaled(journal)
    ids = [item_id(item) for item in items]
    if len(set(ids)) != len(ids):
        raise ConfigError(f"{name}: work items with duplicate ids")
    resumed = sum(1 for identifier in ids if identifier in done)
    todo = [item for item, identifier in zip(items, ids, strict=True) if identifier not in done]
    meter = LineProgress(f"{name}", len(items)) if progress and todo else None
    with JsonlAppender(journal) as appender:
        for _, outcome in executor.map_unordered(task, todo):
            appender.write(outcome)
            done[outcome.item_id] = outcome
            if meter is not None:
                meter.update(len(done), f"{resumed} resumed")
    outcomes = [done[identifier] for identifier in ids]
    records = [record for outcome in outcomes for record in outcome.records]
    rejects = [reject for outcome in outcomes for reject in outcome.rejects]
    write_jsonl(run_dir / output_file, records)
    write_jsonl(stage_rejects_path(run_dir, name), rejects)
    usage = TokenUsage()
    for outcome in outcomes:
        usage = usage.add(outcome.usage)
    return StageSummary(
        name=name,
        fingerprint=stage_fingerprint,
        items=len(items),
        records=len(records),
        rejects=len(rejects),
        resumed=resumed,
        usage=usage,
        seconds=round(time.monotonic() - started, 3),
    )


# --- the generator runtime -----------------------------------------------------------------


class _RequestBatcher:
    """Gathers the requests that concurrent work items send to a local model into batches.

    A local model answers a batch of prompts in little more time than one, but each work item
    asks one question at a time; so items run on worker threads, their requests queue here, and
    one thread sends whatever is waiting (up to ``batch_size``) as one call.
    """

    def __init__(self, model: ChatModel, batch_size: int) -> None:
        self._model = model
        self._batch_size = batch_size
        self._waiting: queue.Queue[tuple[ChatRequest, Future[ChatResult]]] = queue.Queue()
        self._thread = threading.Thread(target=self._serve, name="rolemrc-batcher", daemon=True)
        self._thread.start()

    def ask(self, request: ChatRequest) -> ChatResult:
        answer: Future[ChatResult] = Future()
        self._waiting.put((request, answer))
        return answer.result()

    def _serve(self) -> None:
        while True:
            batch = [self._waiting.get()]
            while len(batch) < self._batch_size:
                try:
                    batch.append(self._waiting.get(timeout=_BATCH_GATHER_S))
                except queue.Empty:
                    break
            try:
                results = run_chat(self._model, [request for request, _ in batch], progress=False)
            except Exception as error:  # handed to every waiting item, which re-raises it
                for _, answer in batch:
                    answer.set_exception(error)
                continue
            for (_, answer), result in zip(batch, results, strict=True):
                answer.set_result(result)


_BATCH_GATHER_S = 0.05


class GeneratorRuntime:
    """The generator's clients (one per base URL) behind the LLM cache.

    OpenAI-compatible clients are asked concurrently by the executor's workers; a local backend
    (``hf/``, ``embedded``) gets their requests in batches through a :class:`_RequestBatcher`.
    """

    def __init__(self, generator: GeneratorConfig, cache: CacheConfig) -> None:
        self._cache = open_cache(enabled=cache.enabled, path=cache.path)
        is_api = ModelSpec.parse(generator.model).is_api
        api_key = os.environ.get(generator.api_key_env) if generator.api_key_env else None
        base_urls: list[str | None] = list(generator.base_urls) or [None]
        self._models: list[ChatModel] = [
            open_model(
                generator.model,
                base_url=base_url,
                api_key=api_key,
                max_concurrency=generator.max_concurrency,
                timeout_s=generator.timeout_s,
                max_attempts=generator.max_attempts,
                backoff_base_s=generator.backoff_base_s,
                batch_size=generator.batch_size,
                cache=self._cache,
            )
            for base_url in base_urls
        ]
        self._batcher = None if is_api else _RequestBatcher(self._models[0], generator.batch_size)

    def generate_fn(self, meter: UsageMeter, route_key: str) -> GenerateFn:
        """A GenerateFn for one work item; ``route_key`` picks the server, stably."""
        model = self._models[zlib.crc32(route_key.encode("utf-8")) % len(self._models)]
        batcher = self._batcher

        def generate(messages: Sequence[Message], params: GenerationParams) -> str:
            request = ChatRequest(messages=tuple(messages), params=params)
            if batcher is not None:
                result = batcher.ask(request)
                meter.record(result)
                return result.text
            (result,) = run_chat(model, [request], usage=meter, progress=False)
            return result.text

        return generate

    def close(self) -> None:
        for model in self._models:
            model.close()
        if self._cache is not None:
            self._cache.close()


_RUNTIMES: dict[str, GeneratorRuntime] = {}
_RUNTIMES_LOCK = threading.Lock()


def generator_runtime(generator: GeneratorConfig, cache: CacheConfig) -> GeneratorRuntime:
    """The process's runtime for this generator (made on first use: in a Ray worker too)."""
    key = fingerprint([generator.model_dump(mode="json"), cache.model_dump(mode="json")])
    with _RUNTIMES_LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            runtime = _RUNTIMES[key] = GeneratorRuntime(generator, cache)
        return runtime


def close_generator_runtimes() -> None:
    with _RUNTIMES_LOCK:
        for runtime in _RUNTIMES.values():
            runtime.close()
        _RUNTIMES.clear()


def item_seed(seed: int, item_id: str) -> int:
    """A per-item seed that does not depend on the order items run in."""
    return int(fingerprint([seed, item_id])[:8], 16)


def iter_stage_rejects(run_dir: Path, stages: Sequence[str]) -> Iterator[Reject]:
    for stage in stages:
        path = stage_rejects_path(run_dir, stage)
        if path.exists():
            yield from read_jsonl(path, Reject)


# --- the pipeline --------------------------------------------------------------------------

STAGES: tuple[str, ...] = ("personas", "profiles", "matching", "dialogues", "assembly", "mix")
PERSONAS_FILE = "personas.jsonl"
PROFILES_FILE = "profiles.jsonl"
MATCHES_FILE = "matches.jsonl"
DIALOGUES_FILE = "dialogues.jsonl"
REJECTS_FILE = "rejects.jsonl"
CONFIG_FILE = "config.yaml"
INDEX_DIR = "index"


class ProfileTask:
    """One persona -> its profile (or a reject). Picklable: Ray ships it to workers."""

    def __init__(self, config: SynthConfig) -> None:
        self.config = config

    def __call__(self, persona: Persona) -> UnitOutcome:
        settings = self.config.profiles
        meter = UsageMeter()
        if isinstance(settings, GenerateProfiles):
            runtime = generator_runtime(self.config.generator, self.config.cache)
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

    def __init__(self, config: SynthConfig, index_dir: Path) -> None:
        self.config = config
        self.index_dir = index_dir

    def __call__(self, job: DialogueJob) -> UnitOutcome:
        matches = job.matches
        ids = [match.triplet_id for match in (*matches.most_relevant, *matches.least_relevant)]
        triplets = load_triplets(self.index_dir, ids)
        meter = UsageMeter()
        runtime = generator_runtime(self.config.generator, self.config.cache)
        generate = runtime.generate_fn(meter, job.profile.id)
        # An outage raises out of build_dialogues, leaving the role undone so a resume redoes it.
        dialogues, rejects = build_dialogues(
            job.profile,
            matches,
            triplets,
            generate,
            self.config.dialogues,
            seed=item_seed(self.config.seed, job.profile.id),
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
        raise ConfigError(f"{path} is missing: run the {stage} stage first (--stages {stage})")
    return path


def _cost(usage: TokenUsage, prices: Prices | None) -> float | None:
    if prices is None:
        return None
    return round(
        usage.prompt_tokens * prices.prompt_per_million_tokens / 1e6
        + usage.completion_tokens * prices.completion_per_million_tokens / 1e6,
        6,
    )


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

    def personas(self) -> StageSummary:
        started = time.monotonic()
        personas, rejects = select_personas(
            self.config.personas, seed=self.config.seed, limit=self.limit
        )
        write_jsonl(self.run_dir / PERSONAS_FILE, personas)
        write_jsonl(stage_rejects_path(self.run_dir, "personas"), rejects)
        identity = {"personas": self.config.personas.model_dump(mode="json"), "limit": self.limit}
        return _plain_summary(
            "personas",
            identity,
            len(personas),
            len(personas),
            len(rejects),
            time.monotonic() - started,
        )

    def profiles(self) -> StageSummary:
        personas = list(read_jsonl(_require(self.run_dir, PERSONAS_FILE, "personas"), Persona))
        settings = self.config.profiles
        identity: dict[str, Any] = {
            "profiles": settings.model_dump(mode="json"),
            "seed": self.config.seed,
        }
        if isinstance(settings, GenerateProfiles):
            identity["generator"] = self._generator_identity()
        return run_unit_stage(
            name="profiles",
            run_dir=self.run_dir,
            identity=identity,
            items=personas,
            item_id=lambda persona: persona.id,
            task=ProfileTask(self.config),
            executor=self.executor,
            output_file=PROFILES_FILE,
            progress=self.progress,
        )

    def matching(self) -> StageSummary:
        started = time.monotonic()
        profiles = list(read_jsonl(_require(self.run_dir, PROFILES_FILE, "profiles"), RoleProfile))
        settings = self.config.matching
        identity = {"matching": settings.model_dump(mode="json")}
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

    def dialogues(self) -> StageSummary:
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
        identity = {
            "dialogues": self.config.dialogues.model_dump(mode="json"),
            "generator": self._generator_identity(),
            "seed": self.config.seed,
        }
        return run_unit_stage(
            name="dialogues",
            run_dir=self.run_dir,
            identity=identity,
            items=jobs,
            item_id=lambda job: job.profile.id,
            task=DialogueTask(self.config, self.index_dir),
            executor=self.executor,
            output_file=DIALOGUES_FILE,
            progress=self.progress,
        )

    def assembly(self) -> StageSummary:
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
        )
        counts = write_assembly(self.run_dir, assembly)
        write_jsonl(stage_rejects_path(self.run_dir, "assembly"), assembly.rejects)
        identity = {
            "quality": self.config.quality.model_dump(mode="json"),
            "test": self.config.test.model_dump(mode="json"),
            "seed": self.config.seed,
        }
        return _plain_summary(
            "assembly",
            identity,
            len(dialogues),
            sum(counts.values()),
            len(assembly.rejects),
            time.monotonic() - started,
        )

    def mix(self) -> StageSummary:
        started = time.monotonic()
        _require(self.run_dir, SFT_FILE, "assembly")
        report = write_mixes(self.run_dir, self.config.mix, seed=self.config.seed)
        rows = sum(
            entry["synthesized"] + sum(entry["external"].values()) for entry in report.values()
        )
        identity = {"mix": self.config.mix.model_dump(mode="json"), "seed": self.config.seed}
        return _plain_summary("mix", identity, len(report), rows, 0, time.monotonic() - started)


OUTPUT_FILES = (
    PERSONAS_FILE,
    PROFILES_FILE,
    MATCHES_FILE,
    DIALOGUES_FILE,
    SFT_FILE,
    DPO_FILE,
    TEST_FILE,
    STATS_FILE,
    SFT_MIX_FILE,
    DPO_MIX_FILE,
    REJECTS_FILE,
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


def _write_manifest(
    run_dir: Path, config: SynthConfig, summaries: dict[str, StageSummary]
) -> SynthManifest:
    previous = read_synth_manifest(run_dir)
    stages: dict[str, Any] = (
        {name: stage.to_json() for name, stage in previous.stages.items()} if previous else {}
    )
    prices = config.generator.prices
    for name, summary in summaries.items():
        stages[name] = summary.model_dump(mode="json") | {"cost": _cost(summary.usage, prices)}
    ordered = {name: stages[name] for name in STAGES if name in stages}
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
            "cost": _cost(usage, prices),
            "prices": prices.model_dump() if prices else None,
            "inputs": _input_fingerprints(config),
            "outputs": file_fingerprints(run_dir, OUTPUT_FILES),
        }
    )
    RunDir(run_dir).write_manifest(manifest.to_json())
    return manifest


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
        raise ConfigError(f"--limit must be at least 1, got {limit}")
    out = Path(run_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / CONFIG_FILE).write_text(
        yaml.safe_dump(dump_config(config), sort_keys=False, allow_unicode=True), encoding="utf-8"
    )
    say = console or Console(stderr=True)
    pipeline = _Pipeline(config, out, limit=limit, progress=progress, executor=executor)
    manifest: SynthManifest | None = None
    try:
        for name in (stage for stage in STAGES if stage in wanted):
            if name == "mix" and not (config.mix.sft or config.mix.dpo):
                continue
            summary: StageSummary = getattr(pipeline, name)()
            write_jsonl(out / REJECTS_FILE, iter_stage_rejects(out, STAGES))
            manifest = _write_manifest(out, config, {name: summary})
            if progress:
                say.print(
                    f"{name}: {summary.records} records, {summary.rejects} rejects"
                    + (f", {summary.resumed} items resumed" if summary.resumed else ""),
                    highlight=False,
                    markup=False,
                )
    finally:
        pipeline.close()
    return SynthResult(run_dir=out, manifest=manifest)
