"""A whole probe run on two tiny checkpoints: arrays, ranked neurons, figures, manifest."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from transformers import AutoConfig

from rolemrc.core import ASPECTS, ConfigError
from rolemrc.llm import ModelSpec, NeuronRestraint, RestraintSite
from rolemrc.probe import (
    ProbeConfig,
    ProbeMode,
    capability_dimensions,
    restrain_model,
    run_probe,
    top_set_size,
)
from rolemrc.rules import read_test_rows

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def expected_samples(data: Path) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for row in read_test_rows(data):
        counts.update(dimension.value for dimension in capability_dimensions(row.task))
    return dict(counts)


@pytest.mark.parametrize(
    ("mode", "width_field"),
    [
        (ProbeMode.PAPER, "hidden_size"),
        (ProbeMode.ATTN, "hidden_size"),
        (ProbeMode.MLP, "intermediate_size"),
    ],
)
def test_probe_writes_consistent_arrays_neurons_and_figures(
    llama_dir: Path,
    llama_tuned_dir: Path,
    sample_data: Path,
    tmp_path: Path,
    mode: ProbeMode,
    width_field: str,
) -> None:
    model_config = AutoConfig.from_pretrained(llama_dir)
    layers, width = model_config.num_hidden_layers, getattr(model_config, width_field)
    config = ProbeConfig(
        base=f"hf/{llama_dir}",
        tuned=str(llama_tuned_dir),
        data=str(sample_data),
        out=tmp_path / "probe",
        mode=mode,
        batch_size=5,
        max_neurons=50,
    )
    result = run_probe(config)
    samples = expected_samples(sample_data)
    assert result.n_samples == 18
    assert result.samples_by_dimension == samples

    arrays = np.load(result.files["arrays"])
    dimensions = arrays["dimensions"].tolist()
    assert dimensions == [aspect.value for aspect in ASPECTS]
    assert arrays["samples"].tolist() == [samples[name] for name in dimensions]
    assert arrays["base_counts"].shape == (5, layers, width)
    top = top_set_size(width, 0.2)
    for key in ("base_counts", "tuned_counts"):  # every sample fills each layer's top set once
        expected = np.repeat(arrays["samples"][:, None] * top, layers, axis=1)
        assert np.array_equal(arrays[key].sum(axis=2), expected)
    np.testing.assert_array_equal(
        arrays["delta"], arrays["tuned_frequency"] - arrays["base_frequency"]
    )
    np.testing.assert_array_equal(
        arrays["base_frequency"], arrays["base_counts"] / arrays["samples"][:, None, None]
    )

    ranking = json.loads(result.files["neurons"].read_text())
    assert ranking["mode"] == mode.value
    assert (
        ranking["site"]
        == {
            "paper": "mlp_output",
            "attn": "attn_output",
            "mlp": "mlp_neuron",
        }[mode.value]
    )
    assert (ranking["identical_weights"], ranking["warnings"]) == (False, [])
    assert (result.identical_weights, result.warnings, result.n_neurons) == (False, (), 50)
    neurons = ranking["neurons"]
    assert [entry["rank"] for entry in neurons] == list(range(1, 51))
    changes = [abs(entry["delta"]) for entry in neurons]
    assert changes == sorted(changes, reverse=True)
    assert changes[-1] > 0
    for entry in neurons:
        cell = (dimensions.index(entry["dimension"]), entry["layer"], entry["neuron"])
        assert entry["delta"] == arrays["delta"][cell]
        assert entry["base_freq"] == arrays["base_frequency"][cell]
        assert entry["tuned_freq"] == arrays["tuned_frequency"][cell]
    assert changes[0] == np.abs(arrays["delta"]).max()

    for name in ("discrepancy", "frequency_base", "frequency_tuned", "layer_discrepancy"):
        image = result.files[name].read_bytes()
        assert image.startswith(PNG_MAGIC)
        assert len(image) > 20_000, name

    manifest = json.loads(result.files["manifest"].read_text())
    assert manifest["config"]["mode"] == mode.value
    assert manifest["data"]["n_rows"] == 18
    assert (manifest["n_layers"], manifest["width"], manifest["top_set_size"]) == (
        layers,
        width,
        top,
    )
    assert manifest["outputs"]["discrepancy"] == "figures/discrepancy.png"
    assert manifest["models"]["base"]["source"] == str(llama_dir.resolve())
    assert manifest["identical_weights"] is False
    assert (
        manifest["models"]["base"]["weights_sha256"]
        != manifest["models"]["tuned"]["weights_sha256"]
    )


def test_a_model_against_itself_changes_nothing(
    llama_dir: Path, sample_data: Path, tmp_path: Path
) -> None:
    config = ProbeConfig(
        base=str(llama_dir),
        tuned=str(llama_dir),
        data=str(sample_data),
        out=tmp_path / "same",
        mode=ProbeMode.BLOCK,
        limit=6,
    )
    result = run_probe(config)
    assert result.n_samples == 6
    assert not np.load(result.files["arrays"])["delta"].any()
    ranking = json.loads(result.files["neurons"].read_text())
    assert ranking["neurons"] == []
    assert (result.identical_weights, result.n_neurons) == (True, 0)
    assert ranking["identical_weights"] is True
    manifest = json.loads(result.files["manifest"].read_text())
    assert manifest["identical_weights"] is True
    assert manifest["warnings"] == ranking["warnings"] == list(result.warnings)
    identical, unranked = result.warnings
    assert identical.startswith("the base and tuned models have identical weights")
    assert "no neuron can rank" in identical
    assert unranked.startswith("no neuron's top-set frequency differs")


def test_a_copy_of_the_weights_is_identical_and_a_restraint_is_not(
    llama_dir: Path, sample_data: Path, tmp_path: Path
) -> None:
    """Identity is about the computation: the same weights elsewhere are identical, while a
    hooks-mode restraint of the same weights is a different model."""
    copy = tmp_path / "copy"
    shutil.copytree(llama_dir, copy)
    (copy / "config.json").write_text((llama_dir / "config.json").read_text() + "\n")
    restrained = tmp_path / "restrained"
    restrain_model(
        str(llama_dir),
        NeuronRestraint(site=RestraintSite.MLP_NEURON, factor=0.0, neurons=((0, 1), (1, 2))),
        restrained,
    )
    common = {"data": str(sample_data), "limit": 4, "mode": ProbeMode.MLP}
    same = run_probe(
        ProbeConfig(base=str(llama_dir), tuned=str(copy), out=tmp_path / "a", **common)
    )
    assert same.identical_weights and len(same.warnings) == 2
    hooked = run_probe(
        ProbeConfig(base=str(llama_dir), tuned=str(restrained), out=tmp_path / "b", **common)
    )
    assert not hooked.identical_weights
    assert hooked.n_neurons > 0 and hooked.warnings == ()


def test_probing_needs_weights(llama_dir: Path, sample_data: Path, tmp_path: Path) -> None:
    for spec, message in (
        ("openai/gpt-4o", "'openai/gpt-4o': probing needs the model's weights"),
        ("hf/./missing-dir", "no model directory at missing-dir"),
        ("runs/missing-dir", "no model directory runs/missing-dir exists; model specs: "),
    ):
        config = ProbeConfig(base=str(llama_dir), tuned=spec, data=str(sample_data), out=tmp_path)
        with pytest.raises(ConfigError, match=message):
            run_probe(config)
    assert ModelSpec.parse(str(llama_dir)).weights_source("probing") == str(llama_dir.resolve())
