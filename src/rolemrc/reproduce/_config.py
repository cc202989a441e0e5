"""The loop's config: one YAML document, read on top of a preset, checked before any work.

A config file names the preset it starts from (``preset: tiny``, the default, or ``paper``) and
overrides any of its fields; every problem is an InputError naming the file, the line and the
field. Relative paths in a file are read against the file's folder (a preset's against the
working directory, where the command runs).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from rolemrc.core import ConfigError, InputError, read_text_file
from rolemrc.train import preset_settings

PRESETS_DIR = Path(__file__).parent / "presets"
PRESET_NAMES: tuple[str, ...] = ("tiny", "paper")
DEFAULT_PRESET = "tiny"


class _Section(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SynthData(_Section):
    """Data from a synthesis run: the demo preset's inputs (``config`` None; ``roles`` of the
    package's sample personas, ``held_out_roles`` of them giving ``test_rows_per_task`` rows of
    each test task) or a synthesis config file. ``generator`` replaces the generator model.
    ``repeatable`` has a local generator answer one request at a time, each prompt computed
    afresh (its ``batch_size`` 1), so its answers do not depend on how requests met in the
    engine's batches (docs/reproduce.md, *Deterministic*), in about 1.5 times the time."""

    type: Literal["synth"] = "synth"
    config: Path | None = None
    roles: int = Field(default=4, ge=2)
    held_out_roles: int = Field(default=2, ge=1)
    test_rows_per_task: int = Field(default=2, ge=1)
    generator: str | None = None
    repeatable: bool = False

    @model_validator(mode="after")
    def _some_roles_train(self) -> SynthData:
        if self.config is not None:
            return self
        from rolemrc.synth import builtin_profiles

        available = len(builtin_profiles())
        if self.roles > available:
            raise ValueError(
                f"roles ({self.roles}): the package ships {available} sample personas; give a "
                "synthesis config (config) for more"
            )
        if self.held_out_roles >= self.roles:
            raise ValueError(
                f"held_out_roles ({self.held_out_roles}) must leave roles to train on "
                f"(roles: {self.roles})"
            )
        return self


class FileData(_Section):
    """Data already built: SFT and DPO files (local JSONL) and a test set (local or ``hf:``)."""

    type: Literal["files"] = "files"
    sft: Path
    dpo: Path
    test: str


DataSource = Annotated[SynthData | FileData, Field(discriminator="type")]


class TrainStep(_Section):
    """A training step: a preset of ``rolemrc train`` and settings that replace its own."""

    preset: str = "demo"
    overrides: dict[str, Any] = Field(default_factory=dict)


class EvalStep(_Section):
    """How every evaluation of the loop runs (the same for each, so their figures compare)."""

    judge: str = "rules"
    bertscore_model: str | None = None
    max_new_tokens: int = Field(default=96, ge=1)
    limit: int | None = Field(default=None, ge=1)
    batch_size: int | None = Field(default=None, ge=1)
    judge_prices: tuple[float, float] = (0.0, 0.0)
    """USD per million prompt and completion tokens of the judge (for ``--dry-run``)."""


ProbeSite = Literal["paper", "attn", "mlp", "block"]
"""``rolemrc probe``'s modes (:class:`rolemrc.probe.ProbeMode`; named here, as importing the
probe loads torch)."""


class ProbeStep(_Section):
    mode: ProbeSite = "paper"
    top_fraction: float = Field(default=0.2, gt=0.0, le=1.0)
    max_neurons: int = Field(default=1000, ge=1)
    limit: int | None = Field(default=None, ge=1)
    batch_size: int = Field(default=8, ge=1)


class RestraintStep(_Section):
    """The ``top`` most changed neurons of the probe's ranking, scaled by ``factor``."""

    top: int = Field(default=100, ge=1)
    factor: float = Field(default=0.0, ge=0.0)
    mode: Literal["hooks", "folded"] = "hooks"


class ReproduceConfig(_Section):
    """The whole loop: data, the student model, the two training steps, how evaluations,
    probing and restraint run, and the paired comparisons' resamples."""

    preset: str = DEFAULT_PRESET
    seed: int = 0
    data: DataSource = Field(default_factory=SynthData)
    student: str = "embedded"
    sft: TrainStep = Field(default_factory=TrainStep)
    dpo: TrainStep = Field(default_factory=TrainStep)
    eval: EvalStep = Field(default_factory=EvalStep)
    probe: ProbeStep = Field(default_factory=ProbeStep)
    restraint: RestraintStep = Field(default_factory=RestraintStep)
    resamples: int = Field(default=10_000, ge=100)
    device: str | None = None

    @field_validator("sft", "dpo")
    @classmethod
    def _training_preset(cls, step: TrainStep, info: ValidationInfo) -> TrainStep:
        stage: Literal["sft", "dpo"] = "sft" if info.field_name == "sft" else "dpo"
        try:
            preset_settings(step.preset, stage, step.overrides)
        except ConfigError as error:
            raise ValueError(str(error)) from None
        return step


def _yaml_document(path: Path) -> tuple[Any, yaml.Node | None]:
    """The YAML value in ``path`` and its node tree (for the line of a bad field)."""
    if not path.exists():
        raise InputError("cannot read the config (file not found)", path=path)
    text = read_text_file(path)
    try:
        return yaml.safe_load(text), yaml.compose(text)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise InputError(
            f"not valid YAML ({error.problem or error.context or 'unreadable'})",
            path=path,
            line=mark.line + 1 if mark else None,
        ) from None
    except yaml.YAMLError as error:
        raise InputError(f"not valid YAML ({error})", path=path) from None


def _line_of(node: yaml.Node | None, location: tuple[int | str, ...]) -> int | None:
    """The line (1-based) of the deepest key of ``location`` the YAML tree holds."""
    line = None
    for part in location:
        if isinstance(node, yaml.MappingNode):
            match = next((pair for pair in node.value if pair[0].value == str(part)), None)
            if match is None:
                break
            line = match[0].start_mark.line + 1
            node = match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if part >= len(node.value):
                break
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line


def _merged(base: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """``update`` over ``base``, mapping by mapping (a changed ``type`` replaces the section;
    a training step's ``overrides`` are read as given)."""
    merged = dict(base)
    for key, value in update.items():
        old = merged.get(key)
        if (
            isinstance(old, dict)
            and isinstance(value, dict)
            and key != "overrides"
            and old.get("type") == value.get("type", old.get("type"))
        ):
            merged[key] = _merged(old, value)
        else:
            merged[key] = value
    return merged


def _validated(value: dict[str, Any], path: Path, tree: yaml.Node | None) -> ReproduceConfig:
    try:
        return ReproduceConfig.model_validate(value)
    except ValidationError as error:
        first = error.errors()[0]
        location = tuple(part for part in first["loc"] if part not in ("synth", "files"))
        field = ".".join(str(part) for part in location) or None
        raise InputError(
            first["msg"], path=path, line=_line_of(tree, location), field=field
        ) from None


def preset_path(name: str) -> Path:
    if name not in PRESET_NAMES:
        raise ConfigError(f"unknown preset '{name}'; use one of: {', '.join(PRESET_NAMES)}")
    return PRESETS_DIR / f"{name}.yaml"


def _read_mapping(path: Path) -> tuple[dict[str, Any], yaml.Node | None]:
    value, tree = _yaml_document(path)
    if value is None:
        value = {}
    if not isinstance(value, dict):
        raise InputError("expected a mapping of sections at the top level", path=path, line=1)
    return value, tree


def _resolve_paths(config: ReproduceConfig, base: Path) -> ReproduceConfig:
    def resolved(path: Path) -> Path:
        return path if path.is_absolute() else (base / path).resolve()

    data = config.data
    if isinstance(data, SynthData) and data.config is not None:
        data = data.model_copy(update={"config": resolved(data.config)})
    elif isinstance(data, FileData):
        test = data.test if data.test.startswith("hf:") else str(resolved(Path(data.test)))
        data = data.model_copy(
            update={"sft": resolved(data.sft), "dpo": resolved(data.dpo), "test": test}
        )
    return config.model_copy(update={"data": data})


def _check_references(config: ReproduceConfig, path: Path, tree: yaml.Node | None) -> None:
    """What the config names must exist and read: the student's spec, the judge, the files,
    the synthesis config (whose own problems name its own file)."""

    def refuse(location: tuple[str, ...], reason: str) -> InputError:
        return InputError(
            reason, path=path, line=_line_of(tree, location), field=".".join(location)
        )

    from rolemrc.eval import judge_model_spec
    from rolemrc.llm import ModelSpec

    try:
        ModelSpec.parse(config.student)
    except ConfigError as error:
        raise refuse(("student",), str(error)) from None
    try:
        judge_model_spec(config.eval.judge)
    except ConfigError as error:
        raise refuse(("eval", "judge"), str(error)) from None
    data = config.data
    if isinstance(data, SynthData) and data.config is not None:
        if not data.config.is_file():
            raise refuse(("data", "config"), f"no synthesis config at {data.config}")
        from rolemrc.synth import load_config

        load_config(data.config)
    elif isinstance(data, FileData):
        for name in ("sft", "dpo"):
            if not getattr(data, name).is_file():
                raise refuse(("data", name), f"no file at {getattr(data, name)}")
        if not data.test.startswith("hf:") and not Path(data.test).is_file():
            raise refuse(("data", "test"), f"no file at {data.test}")


def load_reproduce_config(
    path: str | Path | None = None, *, preset: str | None = None
) -> ReproduceConfig:
    """The loop's config: the preset (``preset``, else the file's ``preset:``, else ``tiny``)
    with the file's fields over it, checked before any work: every problem names its file,
    line and field, and the files, models and synthesis config it names are checked too."""
    file_value: dict[str, Any] = {}
    tree = None
    if path is not None:
        file_value, tree = _read_mapping(Path(path))
    name = preset or file_value.get("preset") or DEFAULT_PRESET
    if not isinstance(name, str):
        raise InputError("expected a preset name", path=path, line=_line_of(tree, ("preset",)))
    preset_file = preset_path(name)
    preset_value, preset_tree = _read_mapping(preset_file)
    preset_config = _validated({**preset_value, "preset": name}, preset_file, preset_tree)
    config = _resolve_paths(preset_config, Path.cwd())
    if path is None:
        _check_references(config, preset_file, preset_tree)
        return config
    merged = _merged(config.model_dump(mode="json", exclude_unset=True), file_value)
    merged["preset"] = name
    config = _resolve_paths(_validated(merged, Path(path), tree), Path(path).resolve().parent)
    _check_references(config, Path(path), tree)
    return config
