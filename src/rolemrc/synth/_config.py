"""The synthesis configuration: one pydantic model per YAML section, alternatives discriminated by
``type``. Secrets never live here: an API key is named by the environment variable holding it."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_serializer,
    model_validator,
)

from rolemrc.core import (
    TEST_TASK_NAMES,
    ConfigError,
    DataSource,
    InputError,
    RolemrcError,
    check_no_lone_surrogate,
    get_task,
    read_text_file,
    redact_url,
)
from rolemrc.llm import GenerationParams, ModelAccess
from rolemrc.synth.dialogues import DialogueConfig, Prompting

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


class GeneratorConfig(ModelAccess):
    """The model that writes profiles and dialogues: a :class:`ModelAccess` (``model``,
    ``base_url``, ``api_key_env``, ``concurrency``, ``timeout_s``, retries, ``batch_size``,
    ``device``) with the sampling settings and prices.

    ``base_urls`` lists several OpenAI-compatible servers of the same model (e.g. vLLM replicas):
    each work item goes to one of them, chosen by its id, so a resumed run asks the same server
    the same question and hits the cache. ``base_url`` is the one-server form. The LLM cache is
    the top-level ``cache:`` section, not the generator's.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    cache: bool = Field(default=True, exclude=True)
    cache_path: Path | None = Field(default=None, exclude=True)
    base_urls: list[str] = Field(default_factory=list)
    temperature: float = Field(default=0.7, ge=0.0)
    max_new_tokens: int = Field(default=1024, ge=1)
    prompting: Prompting = "instruct"
    prices: Prices | None = None

    @model_validator(mode="before")
    @classmethod
    def _no_cache_of_its_own(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for key in ("cache", "cache_path"):
                if key in data:
                    raise ValueError(
                        f"the generator has no {key}: the LLM cache is the top-level 'cache:' "
                        "section (enabled, path)"
                    )
        return data

    @model_validator(mode="after")
    def _check_spec(self) -> GeneratorConfig:
        try:
            spec = self.spec
        except ConfigError as error:
            raise ValueError(str(error)) from None
        if (self.base_urls or self.base_url) and not spec.is_api:
            raise ValueError("base_url and base_urls apply only to openai/<model> specs")
        if self.base_urls and self.base_url:
            raise ValueError("give base_url (one server) or base_urls (several), not both")
        return self

    @field_serializer("base_urls", when_used="json")
    def _base_urls_recorded(self, base_urls: list[str]) -> list[str]:
        """Credentials in the URLs never reach a manifest or ``config.yaml``."""
        return [redact_url(url) for url in base_urls]

    def server_urls(self) -> list[str | None]:
        """The servers work items are spread over (None: the provider's default)."""
        return list(self.base_urls) or [self.base_url]

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
        identity: dict[str, Any] = {
            "model": self.model,
            "temperature": self.temperature,
            "max_new_tokens": self.max_new_tokens,
        }
        if self.prompting != "instruct":  # runs made before the setting existed stay resumable
            identity["prompting"] = self.prompting
        return identity


class CacheConfig(_Section):
    enabled: bool = True
    path: Path | None = None  # default: the user-level LLM cache


# --- profiles ------------------------------------------------------------------------------


class ProfileSourceType(StrEnum):
    GENERATE = "generate"
    BUILTIN = "builtin"


class GenerateProfiles(_Section):
    """The generator expands each persona into a profile (structured output, repair turns).

    ``fallback: builtin``: a persona whose profile cannot be generated gets its built-in
    profile, if it is a sample persona; every such stand-in is listed in ``rejects.jsonl``
    with the generation's problem and counted in the run's summary.
    """

    type: Literal[ProfileSourceType.GENERATE] = ProfileSourceType.GENERATE
    attempts: int = Field(default=3, ge=1)
    max_new_tokens: int = Field(default=1500, ge=1)
    fallback: Literal["builtin"] | None = None


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
    # RoleBench rows: role profiles for RoleLLM's system instruction (None: RoleBench's profiles
    # on the hub) and the rows' language (None: read off a local path, else English).
    profiles: Path | None = None
    language: Literal["eng", "zh"] | None = None


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


def _mix_source_from_spec(entry: Any, where: str) -> Any:
    """A mix entry written with ``source: PATH`` or ``source: hf:owner/name[:file]`` (a
    :class:`DataSource`) as the typed entry it stands for; other entries as they are."""
    if not isinstance(entry, dict) or "source" not in entry:
        return entry
    values = dict(entry)
    if "type" in values:
        raise ValueError(f"{where}: give 'source' or 'type' with its keys, not both")
    try:
        source = DataSource.parse(values.pop("source"))
        if not source.is_hub:
            return {**values, "type": MixSourceType.JSONL.value, "path": source.path}
        dataset, data_file = source.hub_file("")
    except RolemrcError as error:
        raise ValueError(f"{where}.source: {error}") from None
    return {**values, "type": MixSourceType.HUB.value, "dataset": dataset} | (
        {"data_files": data_file} if data_file else {}
    )


class MixConfig(_Section):
    """External rows mixed into the SFT and DPO sets. An entry names its source with ``type``
    and its keys, or as ``source: PATH`` / ``source: hf:owner/name[:file]``."""

    sft: list[MixSource] = Field(default_factory=list)
    dpo: list[MixSource] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _source_specs(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        values = dict(data)
        for kind in ("sft", "dpo"):
            entries = values.get(kind)
            if isinstance(entries, list):
                values[kind] = [
                    _mix_source_from_spec(entry, f"{kind}[{position}]")
                    for position, entry in enumerate(entries)
                ]
        return values

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

    ``workers``: items in flight at once (default: the generator's ``concurrency``).
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
        return self.executor.workers or self.generator.concurrency

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


def _read_yaml(source: Path) -> Any:
    """The YAML document in ``source``; what is not YAML is an InputError at its line."""
    if not source.exists():
        raise ConfigError(f"{source}: cannot read the config (file not found)")
    text = read_text_file(source)
    try:
        return yaml.safe_load(text)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = error.problem or error.context or "unreadable"
        raise InputError(
            f"not valid YAML ({problem})", path=source, line=mark.line + 1 if mark else None
        ) from None
    except (yaml.YAMLError, ValueError, TypeError, RecursionError) as error:
        # e.g. a date that does not exist (2024-13-45), nesting too deep
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise InputError(f"not valid YAML ({reason})", path=source) from None


def load_config(path: str | Path) -> SynthConfig:
    """Read and validate a YAML config. Relative paths inside it are resolved against the
    config file's folder."""
    source = Path(path)
    value = _read_yaml(source)
    check_no_lone_surrogate(value, path=source, line=None)
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
