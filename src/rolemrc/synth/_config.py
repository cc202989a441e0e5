"""The synthesis configuration: one pydantic model per YAML section, alternatives discriminated by
``type``. Secrets never live here: an API key is named by the environment variable holding it."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rolemrc.core import TEST_TASK_NAMES, ConfigError, InputError, get_task
from rolemrc.llm import GenerationParams, ModelSpec
from rolemrc.synth._dialogues import DialogueConfig

PERSONAHUB_DATASET = "proj-persona/PersonaHub"
PERSONAHUB_CONFIG = "persona"


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --- personas ------------------------------------------------------------------------------


class PersonaSourceType(StrEnum):
    JSONL = "jsonl"
    PERSONAHUB = "personahub"


class JsonlPersonaSource(_Section):
    """A local JSONL file of ``{"persona": ...}`` lines (an optional ``id`` is kept)."""

    type: Literal[PersonaSourceType.JSONL] = PersonaSourceType.JSONL
    path: Path


class PersonaHubSource(_Section):
    """PersonaHub from the Hugging Face hub, through ``datasets``."""

    type: Literal[PersonaSourceType.PERSONAHUB] = PersonaSourceType.PERSONAHUB
    dataset: str = PERSONAHUB_DATASET
    config: str = PERSONAHUB_CONFIG
    split: str = "train"


PersonaSource = Annotated[JsonlPersonaSource | PersonaHubSource, Field(discriminator="type")]


class PersonasConfig(_Section):
    source: PersonaSource
    count: int | None = Field(default=None, ge=1)  # seeded sample of this many; None: all


# --- generator -----------------------------------------------------------------------------


class Prices(_Section):
    """What the provider charges, in the currency of your choice, per million tokens."""

    prompt_per_million_tokens: float = Field(ge=0.0)
    completion_per_million_tokens: float = Field(ge=0.0)


class GeneratorConfig(_Section):
    """The model that writes profiles and dialogues.

    ``base_urls`` lists several OpenAI-compatible servers of the same model (e.g. vLLM replicas):
    each work item goes to one of them, chosen by its id, so a resumed run asks the same server
    the same question and hits the cache.
    """

    model: str
    base_urls: list[str] = Field(default_factory=list)
    api_key_env: str | None = None
    max_concurrency: int = Field(default=8, ge=1)
    timeout_s: float = Field(default=120.0, gt=0.0)
    max_attempts: int = Field(default=6, ge=1)
    backoff_base_s: float = Field(default=1.0, ge=0.0)
    batch_size: int = Field(default=8, ge=1)
    temperature: float = Field(default=0.7, ge=0.0)
    max_new_tokens: int = Field(default=1024, ge=1)
    prices: Prices | None = None

    @model_validator(mode="after")
    def _check_spec(self) -> GeneratorConfig:
        try:
            spec = ModelSpec.parse(self.model)
        except ConfigError as error:
            raise ValueError(str(error)) from None
        if self.base_urls and not spec.is_api:
            raise ValueError("base_urls apply only to openai/<model> specs")
        return self

    def params(
        self, *, seed: int | None = None, max_new_tokens: int | None = None
    ) -> GenerationParams:
        return GenerationParams(
            temperature=self.temperature,
            max_new_tokens=max_new_tokens or self.max_new_tokens,
            seed=seed,
        )

    def answer_identity(self) -> dict[str, Any]:
        """What decides the answers (not where the servers are or how fast they are asked)."""
        return {
            "model": self.model,
            "temperature": self.temperature,
            "max_new_tokens": self.max_new_tokens,
        }


class CacheConfig(_Section):
    enabled: bool = True
    path: Path | None = None  # default: the user-level LLM cache


# --- profiles ------------------------------------------------------------------------------


class ProfileSourceType(StrEnum):
    GENERATE = "generate"
    BUILTIN = "builtin"


class GenerateProfiles(_Section):
    """The generator expands each persona into a profile (structured output, repair turns)."""

    type: Literal[ProfileSourceType.GENERATE] = ProfileSourceType.GENERATE
    attempts: int = Field(default=3, ge=1)
    max_new_tokens: int = Field(default=1500, ge=1)


class BuiltinProfiles(_Section):
    """The hand-written profiles of the sample personas (no generator involved)."""

    type: Literal[ProfileSourceType.BUILTIN] = ProfileSourceType.BUILTIN


ProfilesConfig = Annotated[GenerateProfiles | BuiltinProfiles, Field(discriminator="type")]


# --- MRC corpus and matching ---------------------------------------------------------------


class MrcSourceType(StrEnum):
    JSONL = "jsonl"
    MSMARCO = "msmarco"


class JsonlMrcSource(_Section):
    type: Literal[MrcSourceType.JSONL] = MrcSourceType.JSONL
    path: Path


class MsMarcoSource(_Section):
    """MS MARCO v2.1 from the hub."""

    type: Literal[MrcSourceType.MSMARCO] = MrcSourceType.MSMARCO
    split: str = "train"
    limit: int | None = Field(default=None, ge=1)


MrcSource = Annotated[JsonlMrcSource | MsMarcoSource, Field(discriminator="type")]


class MatchingConfig(_Section):
    source: MrcSource
    embedder: str | None = None  # None: the offline MiniLM
    top_k: int = Field(default=5, ge=1)
    bottom_k: int = Field(default=5, ge=1)
    index_dir: Path | None = None  # default: RUN/index


# --- quality, test split, mix --------------------------------------------------------------


class QualityConfig(_Section):
    """Gates applied while assembling (see docs/synthesis.md, "Quality gates")."""

    near_duplicate_threshold: float = Field(default=0.8, gt=0.0, le=1.0)
    shingle_words: int = Field(default=5, ge=1)
    minhash_permutations: int = Field(default=64, ge=2)
    minhash_bands: int = Field(default=16, ge=1)
    check_narration: bool = True
    check_format_rules: bool = True
    check_leakage: bool = True

    @model_validator(mode="after")
    def _bands_divide(self) -> QualityConfig:
        if self.minhash_permutations % self.minhash_bands:
            raise ValueError("minhash_bands must divide minhash_permutations")
        return self


class TestSplitConfig(_Section):
    """Roles held out for the test set and how many rows of each task it gets.

    ``held_out_roles``: a count (int >= 1) or a fraction of the roles (0 < x < 1).
    ``task_counts``: rows per test task; default: ``size`` rows in the upstream proportions.
    """

    __test__ = False  # not a pytest test class

    held_out_roles: float = Field(default=0.1, gt=0.0)
    size: int = Field(default=1400, ge=0)
    task_counts: dict[str, int] | None = None

    @model_validator(mode="after")
    def _check(self) -> TestSplitConfig:
        if self.held_out_roles >= 1 and not float(self.held_out_roles).is_integer():
            raise ValueError("held_out_roles is a whole count (>= 1) or a fraction (< 1)")
        for task, count in (self.task_counts or {}).items():
            try:
                get_task(task)
            except InputError as error:
                raise ValueError(f"task_counts: {error.reason}") from None
            if task not in TEST_TASK_NAMES:
                raise ValueError(f"task_counts: {task!r} is a training-only task")
            if count < 0:
                raise ValueError(f"task_counts: {task!r} has a negative count")
        return self


class MixFormat(StrEnum):
    MESSAGES = "messages"  # {"messages": [{"role", "content"}, ...]}
    SHAREGPT = "sharegpt"  # {"conversations": [{"from", "value"}, ...]}
    ALPACA = "alpaca"  # {"instruction", "input", "output"}
    ROLEBENCH = "rolebench"  # {"role", "question", "generated": [...]} (RoleBench)
    PREFERENCE = "preference"  # {"prompt", "chosen", "rejected"}: strings or message lists


class MixSourceType(StrEnum):
    JSONL = "jsonl"
    HUB = "hub"


class _MixSourceBase(_Section):
    name: str = Field(min_length=1)
    format: MixFormat
    ratio: float = Field(gt=0.0)  # external rows per synthesized row, capped by what exists
    max_rows: int | None = Field(default=None, ge=1)


class JsonlMixSource(_MixSourceBase):
    type: Literal[MixSourceType.JSONL] = MixSourceType.JSONL
    path: Path


class HubMixSource(_MixSourceBase):
    type: Literal[MixSourceType.HUB] = MixSourceType.HUB
    dataset: str
    config: str | None = None
    split: str = "train"
    data_files: str | list[str] | None = None


MixSource = Annotated[JsonlMixSource | HubMixSource, Field(discriminator="type")]


class MixConfig(_Section):
    sft: list[MixSource] = Field(default_factory=list)
    dpo: list[MixSource] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check_formats(self) -> MixConfig:
        for position, source in enumerate(self.dpo):
            if source.format is not MixFormat.PREFERENCE:
                raise ValueError(f"dpo[{position}] ({source.name}): dpo sources use 'preference'")
        for position, source in enumerate(self.sft):
            if source.format is MixFormat.PREFERENCE:
                raise ValueError(f"sft[{position}] ({source.name}): 'preference' is for dpo")
        return self


# --- executor and the whole config ---------------------------------------------------------


class ExecutorType(StrEnum):
    LOCAL = "local"
    RAY = "ray"


class ExecutorConfig(_Section):
    """How work items run: a thread pool here, or tasks on a Ray cluster.

    ``workers``: items in flight at once (default: the generator's ``max_concurrency``).
    ``address``: the Ray cluster (``auto``, ``ray://host:10001``); None starts a local one.
    """

    type: ExecutorType = ExecutorType.LOCAL
    workers: int | None = Field(default=None, ge=1)
    address: str | None = None


class SynthConfig(_Section):
    seed: int = 0
    generator: GeneratorConfig
    cache: CacheConfig = CacheConfig()
    personas: PersonasConfig
    profiles: ProfilesConfig = GenerateProfiles()
    matching: MatchingConfig
    dialogues: DialogueConfig = Field(default_factory=DialogueConfig)
    quality: QualityConfig = QualityConfig()
    test: TestSplitConfig = TestSplitConfig()
    mix: MixConfig = MixConfig()
    executor: ExecutorConfig = ExecutorConfig()

    @property
    def workers(self) -> int:
        return self.executor.workers or self.generator.max_concurrency

    def with_max_new_tokens(self, limit: int) -> SynthConfig:
        """The config with every generator call capped at ``limit`` new tokens (the generator's
        default, the profiles' and the dialogues' limits)."""
        profiles = self.profiles
        if isinstance(profiles, GenerateProfiles):
            profiles = profiles.model_copy(update={"max_new_tokens": limit})
        return self.model_copy(
            update={
                "generator": self.generator.model_copy(update={"max_new_tokens": limit}),
                "profiles": profiles,
                "dialogues": self.dialogues.model_copy(update={"max_new_tokens": limit}),
            }
        )


def _error_lines(error: ValidationError) -> list[str]:
    lines = []
    for problem in error.errors()[:8]:
        key = ".".join(str(part) for part in problem["loc"]) or "(top level)"
        lines.append(f"key '{key}': {problem['msg']}")
    if error.error_count() > 8:
        lines.append(f"... and {error.error_count() - 8} more")
    return lines


def parse_config(value: Any, *, source: str = "config") -> SynthConfig:
    """Validate a config mapping; every problem is named by its YAML key."""
    if not isinstance(value, dict):
        raise ConfigError(f"{source}: expected a mapping of sections at the top level")
    try:
        return SynthConfig.model_validate(value)
    except ValidationError as error:
        raise ConfigError(f"{source}: " + "; ".join(_error_lines(error))) from None


def load_config(path: str | Path) -> SynthConfig:
    """Read and validate a YAML config. Relative paths inside it are resolved against the
    config file's folder."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except OSError as error:
        raise ConfigError(f"{source}: cannot read the config ({error.strerror})") from None
    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise ConfigError(f"{source}: not valid YAML ({error})") from None
    config = parse_config(value, source=str(source))
    return resolve_paths(config, source.parent)


def resolve_paths(config: SynthConfig, base: Path) -> SynthConfig:
    """``config`` with every relative input path made relative to ``base``."""

    def resolved(path: Path) -> Path:
        return path if path.is_absolute() else (base / path).resolve()

    update: dict[str, Any] = {}
    persona_source = config.personas.source
    if isinstance(persona_source, JsonlPersonaSource):
        update["personas"] = config.personas.model_copy(
            update={
                "source": persona_source.model_copy(update={"path": resolved(persona_source.path)})
            }
        )
    matching = config.matching
    matching_update: dict[str, Any] = {}
    if isinstance(matching.source, JsonlMrcSource):
        matching_update["source"] = matching.source.model_copy(
            update={"path": resolved(matching.source.path)}
        )
    if matching.index_dir is not None:
        matching_update["index_dir"] = resolved(matching.index_dir)
    if matching_update:
        update["matching"] = matching.model_copy(update=matching_update)
    if config.cache.path is not None:
        update["cache"] = config.cache.model_copy(update={"path": resolved(config.cache.path)})
    mix_update = {
        kind: [
            source.model_copy(update={"path": resolved(source.path)})
            if isinstance(source, JsonlMixSource)
            else source
            for source in getattr(config.mix, kind)
        ]
        for kind in ("sft", "dpo")
    }
    update["mix"] = config.mix.model_copy(update=mix_update)
    return config.model_copy(update=update)


def dump_config(config: SynthConfig) -> dict[str, Any]:
    """The config as plain JSON-able data (what the manifest and ``config.yaml`` hold)."""
    return config.model_dump(mode="json")
