"""``rolemrc probe``: top-set frequencies of a base and a tuned model, their discrepancy,
heatmaps and the ranked most-changed neurons."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    PreTrainedModel,
    PreTrainedTokenizerBase,
)

from rolemrc import __version__
from rolemrc.core import Aspect, ConfigError, RunDir, TestRow, write_json
from rolemrc.llm import (
    ModelSpec,
    RestraintFile,
    apply_restraint_hooks,
    read_restraint_file,
    weight_loading_bar_off,
    weights_fingerprint,
)
from rolemrc.probe._capture import PROBE_SITES, ProbeMode, iter_last_token_activations
from rolemrc.probe._counting import ActivationCounter, top_set_size
from rolemrc.probe._dimensions import DIMENSION_TITLES, DIMENSIONS, capability_dimensions
from rolemrc.probe._figures import plot_layer_discrepancy, plot_unit_panels
from rolemrc.probe._prerequisites import check_probe_inputs
from rolemrc.probe._report_model import ProbeReport
from rolemrc.rules import load_test_set

ARRAYS_FILE = "frequencies.npz"
NEURONS_FILE = "neurons.json"
NEURONS_FORMAT = "rolemrc-probe-neurons"
FIGURES_DIR = "figures"

DIFFERENCES_FROM_UPSTREAM = (
    "Upstream reads activations through TransformerLens. Its script assigns the hook list twice, "
    "hook_mlp_out of 32 layers (commented 'LLaMA3.1') and then hook_attn_out of 28 layers "
    "(commented 'Qwen2.5'); the second assignment wins, so as published it reads attention "
    "outputs, of the first 28 layers only. Mode 'paper' reads the output of every layer's MLP "
    "module (hook_mlp_out); mode 'attn' reads the output of every layer's attention module "
    "(hook_attn_out). On Gemma 2/3 both are read before the post-sublayer norm, where "
    "TransformerLens' hooks are after it.",
    "Upstream templates the conversation without a generation prompt (and TransformerLens adds "
    "a BOS token); here the prompt ends with the generation prompt, as evaluation feeds it.",
    "Upstream ranks float16 copies of the activations with an unstable sort; here float32 "
    "activations are ranked with a stable sort (ties go to the lower index).",
    "Upstream's discrepancy heatmaps divide count differences by the hidden size "
    "(matrix.shape[2]); frequencies here are divided by each dimension's number of samples, "
    "as its per-sample probabilities and the paper describe.",
)

ProgressCallback = Callable[[str, int, int], None]


class ProbeConfig(BaseModel):
    """Everything a probe run depends on."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    base: str
    tuned: str
    data: str
    out: Path
    mode: ProbeMode = ProbeMode.PAPER
    top_fraction: float = Field(default=0.2, gt=0.0, le=1.0)
    limit: int | None = Field(default=None, ge=1)
    batch_size: int = Field(default=8, ge=1)
    max_neurons: int = Field(default=1000, ge=1)
    device: str | None = None
    allow_drift: bool = False


@dataclass(frozen=True)
class ProbeMaps:
    """Top-set frequencies of both models over the dimensions that have samples."""

    dimensions: tuple[Aspect, ...]
    samples: NDArray[np.int64]  # (dimensions,)
    base_counts: NDArray[np.int64]  # (dimensions, layers, width)
    tuned_counts: NDArray[np.int64]

    @property
    def base_frequency(self) -> NDArray[np.float64]:
        return self.base_counts / self.samples[:, None, None]

    @property
    def tuned_frequency(self) -> NDArray[np.float64]:
        return self.tuned_counts / self.samples[:, None, None]

    @property
    def delta(self) -> NDArray[np.float64]:
        """Tuned minus base frequency."""
        return self.tuned_frequency - self.base_frequency

    @property
    def layer_discrepancy(self) -> NDArray[np.float64]:
        """(dimensions, layers) mean |delta| over a layer's units. The signed sum is always 0:
        every sample puts the same number of units in each layer's top set in both models."""
        discrepancy: NDArray[np.float64] = np.abs(self.delta).mean(axis=2)
        return discrepancy


@dataclass(frozen=True)
class ProbeResult:
    """``identical_weights``: base and tuned hold the same weights (and restraint), so their
    activations cannot differ; ``warnings`` say so, and when no neuron ranks."""

    out: Path
    n_samples: int
    samples_by_dimension: dict[str, int]
    files: dict[str, Path]
    n_neurons: int = 0
    identical_weights: bool = False
    warnings: tuple[str, ...] = ()
    report: ProbeReport | None = None


@dataclass(frozen=True)
class ModelCounts:
    """One model's top-set counts, and what identifies its computation: a fingerprint of its
    parameters and buffers and the hooks-mode restraint it was loaded with (if any)."""

    counter: ActivationCounter
    weights_sha256: str
    restraint: dict[str, Any] | None

    @property
    def computation(self) -> tuple[str, dict[str, Any] | None]:
        return self.weights_sha256, self.restraint


def _restraint_file(source: str) -> RestraintFile | None:
    """The ``restraint.json`` of a restrained model directory, else None."""
    return read_restraint_file(Path(source)) if Path(source).is_dir() else None


def load_probe_model(
    source: str, *, device: str | None = None
) -> tuple[PreTrainedModel, PreTrainedTokenizerBase]:
    """Model and tokenizer in float32; a hooks-mode restraint directory loads restrained."""
    restraint = _restraint_file(source)
    if restraint is not None and restraint.mode == "hooks":
        source = restraint.base_model
    device = device or ("cuda" if torch.cuda.is_available() else "cpu")
    try:
        tokenizer = AutoTokenizer.from_pretrained(source)
        with weight_loading_bar_off():
            model = AutoModelForCausalLM.from_pretrained(source, dtype=torch.float32)
    except (OSError, ValueError) as error:
        raise ConfigError(f"{source}: cannot load the model: {error}") from error
    if not tokenizer.chat_template:
        raise ConfigError(f"{source}: the tokenizer has no chat template to build prompts with")
    model.to(device)  # type: ignore[arg-type]  # transformers types `to` too narrowly
    model.train(False)
    if restraint is not None and restraint.mode == "hooks":
        apply_restraint_hooks(model, restraint.restraint)
    return model, tokenizer


def count_model(
    source: str,
    rows: Sequence[TestRow],
    config: ProbeConfig,
    *,
    label: str,
    on_progress: ProgressCallback | None = None,
) -> ModelCounts:
    """Stream ``rows`` through one model and keep only the top-set counts."""
    model, tokenizer = load_probe_model(source, device=config.device)
    weights = weights_fingerprint(model)
    restraint = _restraint_file(source)
    hooked = restraint.restraint.identity() if restraint and restraint.mode == "hooks" else None
    conversations = [row.question for row in rows]
    dimensions_of_row = [capability_dimensions(row.task) for row in rows]
    counter: ActivationCounter | None = None
    done = 0
    for batch, activations in iter_last_token_activations(
        model, tokenizer, conversations, config.mode, batch_size=config.batch_size
    ):
        if counter is None:
            counter = ActivationCounter(
                DIMENSIONS, activations.shape[1], activations.shape[2], config.top_fraction
            )
        counter.add(activations, [dimensions_of_row[index] for index in batch])
        done += len(batch)
        if on_progress is not None:
            on_progress(label, done, len(rows))
    del model
    if counter is None:
        raise ConfigError("no rows to probe")
    return ModelCounts(counter=counter, weights_sha256=weights.sha256, restraint=hooked)


def combine_counts(base: ActivationCounter, tuned: ActivationCounter) -> ProbeMaps:
    """Both models' counts over the dimensions with samples; the models must match in shape."""
    if base.counts.shape != tuned.counts.shape:
        raise ConfigError(
            f"base and tuned models differ in shape (layers, width): {base.counts.shape[1:]} vs "
            f"{tuned.counts.shape[1:]}; probe two checkpoints of the same architecture"
        )
    present = [row for row, count in enumerate(base.samples) if count > 0]
    return ProbeMaps(
        dimensions=tuple(base.dimensions[row] for row in present),
        samples=base.samples[present],
        base_counts=base.counts[present],
        tuned_counts=tuned.counts[present],
    )


def rank_neurons(maps: ProbeMaps, limit: int) -> list[dict[str, Any]]:
    """The ``limit`` (dimension, layer, neuron) cells whose frequency changed most, by |delta|
    (ties: dimension order, then layer, then neuron); unchanged cells are left out."""
    delta = maps.delta
    dimension, layer, neuron = np.nonzero(delta)
    changes = np.abs(delta[dimension, layer, neuron])
    order = np.lexsort((neuron, layer, dimension, -changes))[:limit]
    base, tuned = maps.base_frequency, maps.tuned_frequency
    return [
        {
            "rank": rank,
            "layer": int(layer[cell]),
            "neuron": int(neuron[cell]),
            "dimension": maps.dimensions[dimension[cell]].value,
            "base_freq": float(base[dimension[cell], layer[cell], neuron[cell]]),
            "tuned_freq": float(tuned[dimension[cell], layer[cell], neuron[cell]]),
            "delta": float(delta[dimension[cell], layer[cell], neuron[cell]]),
        }
        for rank, cell in enumerate(order, start=1)
    ]


_UNIT_LABELS: dict[ProbeMode, str] = {
    ProbeMode.PAPER: "MLP output dimension",
    ProbeMode.ATTN: "attention output dimension",
    ProbeMode.MLP: "MLP neuron",
    ProbeMode.BLOCK: "residual-stream dimension",
}


def write_figures(maps: ProbeMaps, mode: ProbeMode, figures_dir: Path) -> dict[str, Path]:
    """The discrepancy heatmap (Figure 5), each model's frequencies and the per-layer summary."""
    titles = [DIMENSION_TITLES[dimension] for dimension in maps.dimensions]
    unit_label = _UNIT_LABELS[mode]
    panels = {
        "discrepancy": (maps.delta, "tuned − base top-set frequency", "Δ frequency", True),
        "frequency_base": (maps.base_frequency, "base model top-set frequency", "frequency", False),
        "frequency_tuned": (
            maps.tuned_frequency,
            "tuned model top-set frequency",
            "frequency",
            False,
        ),
    }
    files = {
        name: plot_unit_panels(
            matrices,
            titles,
            figures_dir / f"{name}.png",
            heading=f"{heading} ({mode.value} mode)",
            unit_label=unit_label,
            value_label=value_label,
            diverging=diverging,
        )
        for name, (matrices, heading, value_label, diverging) in panels.items()
    }
    files["layer_discrepancy"] = plot_layer_discrepancy(
        maps.layer_discrepancy,
        titles,
        figures_dir / "layer_discrepancy.png",
        heading=f"discrepancy per layer ({mode.value} mode)",
    )
    return files


def write_arrays(maps: ProbeMaps, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        path,
        dimensions=np.array([dimension.value for dimension in maps.dimensions]),
        samples=maps.samples,
        base_counts=maps.base_counts,
        tuned_counts=maps.tuned_counts,
        base_frequency=maps.base_frequency,
        tuned_frequency=maps.tuned_frequency,
        delta=maps.delta,
        layer_discrepancy=maps.layer_discrepancy,
    )
    return path


def run_probe(config: ProbeConfig, *, on_progress: ProgressCallback | None = None) -> ProbeResult:
    """Probe both models on the test set and write arrays, neurons, figures and a manifest.

    The manifest (``manifest.json``, read back as :class:`ProbeReport`) is recorded through
    ``rolemrc.core.RunRecorder``: ``rolemrc_version``, the report's keys, then ``started``,
    ``status`` (``complete``), ``timings`` (``probe_s``) and ``updated``."""
    check_probe_inputs(base=config.base, tuned=config.tuned, data=config.data, out=config.out)
    test_set = load_test_set(config.data, allow_drift=config.allow_drift, limit=config.limit)
    run_dir = RunDir(config.out)
    recorder = run_dir.recorder(rolemrc_version=__version__, details={})
    sources = {
        "base": ModelSpec.parse(config.base).weights_source("probing"),
        "tuned": ModelSpec.parse(config.tuned).weights_source("probing"),
    }
    started = time.perf_counter()
    counters = {
        label: count_model(source, test_set.rows, config, label=label, on_progress=on_progress)
        for label, source in sources.items()
    }
    probe_s = time.perf_counter() - started
    maps = combine_counts(counters["base"].counter, counters["tuned"].counter)
    out = config.out
    neurons = rank_neurons(maps, config.max_neurons)
    site = PROBE_SITES[config.mode]
    identical = counters["base"].computation == counters["tuned"].computation
    warnings = probe_warnings(sources, identical=identical, n_neurons=len(neurons))
    files = {
        "arrays": write_arrays(maps, out / ARRAYS_FILE),
        **write_figures(maps, config.mode, out / FIGURES_DIR),
    }
    files["neurons"] = out / NEURONS_FILE
    write_json(
        files["neurons"],
        {
            "format": NEURONS_FORMAT,
            "version": 1,
            "mode": config.mode.value,
            "site": site.value,
            "base": config.base,
            "tuned": config.tuned,
            "ranking": "largest |tuned_freq - base_freq| first",
            "identical_weights": identical,
            "warnings": warnings,
            "neurons": neurons,
        },
    )
    _, n_layers, width = maps.base_counts.shape
    samples_by_dimension = {
        dimension.value: int(count)
        for dimension, count in zip(maps.dimensions, maps.samples, strict=True)
    }
    files["manifest"] = run_dir.manifest_path
    report = ProbeReport.model_validate(
        {
            "schema_version": 1,
            "kind": "probe",
            "rolemrc_version": __version__,
            "config": config.model_dump(mode="json"),
            "models": {
                label: {
                    "spec": getattr(config, label),
                    "source": source,
                    "restraint": _restraint_mode(source),
                    "weights_sha256": counters[label].weights_sha256,
                }
                for label, source in sources.items()
            },
            "identical_weights": identical,
            "warnings": warnings,
            "data": {
                "source": test_set.source,
                "fingerprint": test_set.fingerprint,
                "n_rows_in_source": test_set.n_rows_in_source,
                "n_rows": len(test_set.rows),
            },
            "site": site.value,
            "n_layers": n_layers,
            "width": width,
            "top_set_size": top_set_size(width, config.top_fraction),
            "samples_by_dimension": samples_by_dimension,
            "n_neurons_listed": len(neurons),
            "outputs": {name: str(path.relative_to(out)) for name, path in files.items()},
            "differences_from_upstream": list(DIFFERENCES_FROM_UPSTREAM),
        },
    )
    recorder.add_details(
        {key: value for key, value in report.to_json().items() if key != "rolemrc_version"}
    )
    recorder.timings["probe_s"] = probe_s
    manifest = recorder.save("complete")
    report = ProbeReport.model_validate(manifest.model_dump(mode="json", exclude_unset=True))
    return ProbeResult(
        out=out,
        n_samples=len(test_set.rows),
        samples_by_dimension=samples_by_dimension,
        files=files,
        n_neurons=len(neurons),
        identical_weights=identical,
        warnings=tuple(warnings),
        report=report,
    )


def _restraint_mode(source: str) -> str | None:
    """``hooks`` or ``folded`` for a restrained model directory, else None."""
    restraint = _restraint_file(source)
    return restraint.mode if restraint is not None else None


def probe_warnings(sources: dict[str, str], *, identical: bool, n_neurons: int) -> list[str]:
    """What makes a probe's ranking empty or meaningless, in words."""
    warnings = []
    if identical:
        warnings.append(
            f"the base and tuned models have identical weights ({sources['base']} and "
            f"{sources['tuned']}), so their activations cannot differ and no neuron can rank; "
            "was the tuned model trained? (its train_manifest.json records whether training "
            "changed the weights)"
        )
    if n_neurons == 0:
        warnings.append(
            "no neuron's top-set frequency differs between the two models: neurons.json ranks "
            "none, and `rolemrc restrain` has nothing to restrain"
        )
    return warnings
