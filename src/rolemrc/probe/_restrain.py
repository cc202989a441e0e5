"""``rolemrc restrain``: scale the neurons a probe ranked, through hooks or folded weights, and
compare evaluations before and after (the paper's Table 6)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import torch
from pydantic import BaseModel, ConfigDict, ValidationError
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

from rolemrc.core import ASPECTS, ConfigError, InputError, setting
from rolemrc.eval import AspectScore, AverageScore, JudgeSummary, read_report
from rolemrc.llm import (
    RESTRAINT_FILE,
    ModelSpec,
    NeuronRestraint,
    RestraintFile,
    RestraintSite,
    apply_restraint_hooks,
    fold_restraint,
    read_restraint_file,
    weight_loading_bar_off,
    write_restraint_file,
)
from rolemrc.probe._probe import NEURONS_FORMAT

RestraintMode = Literal["hooks", "folded"]


class RankedNeuron(BaseModel):
    model_config = ConfigDict(extra="ignore")

    rank: int
    layer: int
    neuron: int
    dimension: str
    base_freq: float
    tuned_freq: float
    delta: float


class NeuronsFile(BaseModel):
    """``neurons.json`` as ``rolemrc probe`` writes it."""

    model_config = ConfigDict(extra="ignore")

    format: Literal["rolemrc-probe-neurons"]
    version: Literal[1]
    mode: str
    site: RestraintSite
    neurons: list[RankedNeuron]


def read_neurons_file(path: Path) -> NeuronsFile:
    try:
        return NeuronsFile.model_validate_json(Path(path).read_bytes())
    except OSError as error:
        raise InputError(f"cannot read the neurons file: {error.strerror}", path=path) from None
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"])
        hint = f" (expected a {NEURONS_FORMAT} file from `rolemrc probe`)"
        raise InputError(f"{first['msg']}{hint}", path=path, field=field) from None


def select_restraint(
    neurons_path: Path, *, factor: float, top: int, dimension: str | None = None
) -> NeuronRestraint:
    """The first ``top`` distinct (layer, neuron) pairs of the ranking, optionally of one
    capability dimension only."""
    if top < 1:
        raise ConfigError(f"{setting('top')} must be at least 1, got {top}")
    ranking = read_neurons_file(neurons_path)
    chosen: dict[tuple[int, int], None] = {}
    for entry in sorted(ranking.neurons, key=lambda entry: entry.rank):
        if dimension is None or entry.dimension == dimension:
            chosen.setdefault((entry.layer, entry.neuron))
        if len(chosen) == top:
            break
    if not chosen:
        known = sorted({entry.dimension for entry in ranking.neurons})
        raise InputError(
            f"no neurons of dimension {dimension!r}; the file ranks: {', '.join(known) or 'none'}"
            if dimension
            else "the file ranks no neurons (the two models never differed)",
            path=neurons_path,
            field="neurons",
        )
    return NeuronRestraint(site=ranking.site, factor=factor, neurons=tuple(chosen))


def _check_output_dir(out: Path) -> None:
    if out.is_dir() and any(out.iterdir()):
        raise ConfigError(f"{out} is not empty; write the restrained model to a new directory")


def _check_against_architecture(source: str, restraint: NeuronRestraint) -> None:
    """Check layer and neuron indices on a weightless (meta-device) copy of the model."""
    config = AutoConfig.from_pretrained(source)
    with torch.device("meta"):
        skeleton = AutoModelForCausalLM.from_config(config)  # type: ignore[no-untyped-call]
    for handle in apply_restraint_hooks(skeleton, restraint):
        handle.remove()


def restrain_model(
    model: str,
    restraint: NeuronRestraint,
    out: Path,
    *,
    mode: RestraintMode = "hooks",
    provenance: Mapping[str, Any] | None = None,
) -> RestraintFile:
    """Write a restrained model to ``out``: ``hooks`` writes only ``restraint.json`` (loading
    applies it to the base model), ``folded`` writes weights with the scaling folded in."""
    source = ModelSpec.parse(model).weights_source("restraint")
    if not Path(source).is_dir():
        raise ConfigError(f"'{model}': restraint needs a local model directory")
    existing = read_restraint_file(Path(source))
    if existing is not None and existing.mode == "hooks":
        raise ConfigError(
            f"'{model}' is a hooks-mode restrained model ({RESTRAINT_FILE}); restrain its base "
            "model, or a folded copy"
        )
    _check_output_dir(out)
    content = RestraintFile(
        mode=mode, base_model=source, restraint=restraint, provenance=dict(provenance or {})
    )
    try:
        if mode == "hooks":
            _check_against_architecture(source, restraint)
        else:
            tokenizer = AutoTokenizer.from_pretrained(source)
            with weight_loading_bar_off():
                weights = AutoModelForCausalLM.from_pretrained(source, dtype="auto")
            fold_restraint(weights, restraint)
            weights.save_pretrained(out)
            tokenizer.save_pretrained(out)
    except (OSError, ValueError) as error:
        raise ConfigError(f"{source}: cannot load the model: {error}") from error
    out.mkdir(parents=True, exist_ok=True)
    write_restraint_file(out, content)
    return content


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _cell(entry: AspectScore | AverageScore | None, with_n: bool) -> str:
    mean = entry.mean if entry is not None else None
    text = _percent(mean)
    return (
        f"{text} (n={(entry.n if entry else None) or 0})" if with_n and mean is not None else text
    )


def _change(
    before: AspectScore | AverageScore | None, after: AspectScore | AverageScore | None
) -> str:
    if before is None or after is None or before.mean is None or after.mean is None:
        return "n/a"
    return f"{100 * (after.mean - before.mean):+.1f}"


_AVERAGE_ROWS: tuple[tuple[str, str], ...] = (
    ("avg_simple_no_mt", "AvgS(noMT)"),
    ("avg_simple", "AvgS"),
    ("avg_weighted", "AvgW"),
)


def _score(judge: JudgeSummary, key: str) -> AspectScore | AverageScore | None:
    value = getattr(judge, key)
    return value if isinstance(value, AspectScore | AverageScore) else None


def restraint_table(before: Path, after: Path) -> str:
    """Markdown: each judge dimension's pass rate before and after restraint, and the change in
    percentage points (as the paper's Table 6), with a warning where the runs differ in data or
    judge."""
    reports = {"before": read_report(before), "after": read_report(after)}
    judges = {label: report.judge or JudgeSummary() for label, report in reports.items()}
    lines = [
        f"Before: `{reports['before'].model}` ({before})  ",
        f"After: `{reports['after'].model}` ({after})",
        "",
    ]
    data = {
        label: report.data.fingerprint if report.data else None for label, report in reports.items()
    }
    if data["before"] != data["after"]:
        lines += ["**Warning:** the two runs used different test data.", ""]
    names = {label: judge.name for label, judge in judges.items()}
    if names["before"] != names["after"]:
        lines += [
            f"**Warning:** different judges ({names['before']} vs {names['after']}).",
            "",
        ]
    lines += ["| judge dimension | before | after | Δ (points) |", "|---|---:|---:|---:|"]
    rows = [(aspect.value, aspect.value, True) for aspect in ASPECTS]
    rows += [(key, label, False) for key, label in _AVERAGE_ROWS]
    for key, label, with_n in rows:
        entries = [_score(judges[side], key) for side in ("before", "after")]
        lines.append(
            f"| {label} | {_cell(entries[0], with_n)} | {_cell(entries[1], with_n)} "
            f"| {_change(entries[0], entries[1])} |"
        )
    return "\n".join(lines) + "\n"
