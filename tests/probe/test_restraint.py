"""Neuron restraint: hooks and folded weights agree, factor 1 changes nothing, saved models
reload, and the transformers loader applies a hooks-mode directory."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
import torch
from transformers import AutoModelForCausalLM, PreTrainedModel

from rolemrc.core import ConfigError, InputError
from rolemrc.llm import (
    NeuronRestraint,
    RestraintSite,
    apply_restraint_hooks,
    fold_restraint,
    load_transformers_chat_model,
    read_restraint_file,
)
from rolemrc.probe import restrain_model, select_restraint

ModelFactory = Callable[[str], PreTrainedModel]  # the `make_model` fixture
PROMPT = torch.tensor([[2, 5, 7, 9, 11, 4, 13, 6]])
NEURONS = ((0, 3), (1, 0), (1, 17), (0, 31))  # valid for both sites: hidden 32, intermediate 48


def logits(model: PreTrainedModel) -> torch.Tensor:
    with torch.no_grad():
        output: torch.Tensor = model(input_ids=PROMPT).logits
    return output


def restraint(site: RestraintSite, factor: float) -> NeuronRestraint:
    return NeuronRestraint(site=site, factor=factor, neurons=NEURONS)


@pytest.mark.parametrize("architecture", ["llama", "gemma"])
@pytest.mark.parametrize(
    "site", [RestraintSite.MLP_NEURON, RestraintSite.MLP_OUTPUT, RestraintSite.ATTN_OUTPUT]
)
@pytest.mark.parametrize("factor", [0.0, 0.3, 2.5])
def test_hooks_and_folded_weights_give_the_same_logits(
    make_model: ModelFactory, architecture: str, site: RestraintSite, factor: float
) -> None:
    plain = logits(make_model(architecture))
    hooked_model = make_model(architecture)
    handles = apply_restraint_hooks(hooked_model, restraint(site, factor))
    hooked = logits(hooked_model)
    folded_model = make_model(architecture)
    fold_restraint(folded_model, restraint(site, factor))
    torch.testing.assert_close(logits(folded_model), hooked, atol=1e-5, rtol=0)
    assert (hooked - plain).abs().max() > 1e-3, "the restraint should change the logits"
    for handle in handles:
        handle.remove()
    assert torch.equal(logits(hooked_model), plain)


@pytest.mark.parametrize("site", list(RestraintSite))
def test_factor_one_is_exactly_the_identity(make_model: ModelFactory, site: RestraintSite) -> None:
    plain = logits(make_model("gemma"))
    hooked_model = make_model("gemma")
    apply_restraint_hooks(hooked_model, restraint(site, 1.0))
    assert torch.equal(logits(hooked_model), plain)
    if site is not RestraintSite.BLOCK_OUTPUT:
        folded_model = make_model("gemma")
        fold_restraint(folded_model, restraint(site, 1.0))
        assert torch.equal(logits(folded_model), plain)


def test_block_outputs_restrain_through_hooks_but_refuse_to_fold(make_model: ModelFactory) -> None:
    model = make_model("llama")
    plain = logits(model)
    apply_restraint_hooks(model, restraint(RestraintSite.BLOCK_OUTPUT, 0.0))
    assert (logits(model) - plain).abs().max() > 1e-3
    with pytest.raises(ConfigError, match="cannot be folded"):
        fold_restraint(make_model("llama"), restraint(RestraintSite.BLOCK_OUTPUT, 0.0))


@pytest.mark.parametrize(
    ("site", "neurons", "message"),
    [
        (RestraintSite.MLP_NEURON, ((2, 0),), "layer 2, but the model has 2 layers"),
        (RestraintSite.MLP_NEURON, ((1, 48),), "index 48 in layer 1, but that layer has 48"),
        (RestraintSite.MLP_OUTPUT, ((0, 32),), "index 32 in layer 0, but that layer has 32"),
        (RestraintSite.ATTN_OUTPUT, ((1, 40),), "attn_output index 40 in layer 1, but that"),
    ],
)
def test_indices_outside_the_model_are_refused(
    make_model: ModelFactory,
    site: RestraintSite,
    neurons: tuple[tuple[int, int], ...],
    message: str,
) -> None:
    model = make_model("llama")
    bad = NeuronRestraint(site=site, factor=0.0, neurons=neurons)
    for action in (apply_restraint_hooks, fold_restraint):
        with pytest.raises(ConfigError, match=message):
            action(model, bad)


def test_neurons_are_sorted_and_deduplicated() -> None:
    chosen = NeuronRestraint(
        site=RestraintSite.MLP_NEURON, factor=0.5, neurons=((1, 2), (0, 4), (1, 2))
    )
    assert chosen.neurons == ((0, 4), (1, 2))
    assert chosen.by_layer() == {0: [4], 1: [2]}


def test_folded_model_saves_and_reloads_with_the_restrained_logits(
    llama_dir: Path, tmp_path: Path
) -> None:
    chosen = restraint(RestraintSite.MLP_NEURON, 0.0)
    written = restrain_model(f"hf/{llama_dir}", chosen, tmp_path / "folded", mode="folded")
    assert written.mode == "folded"
    assert read_restraint_file(tmp_path / "folded") == written
    hooked_model = AutoModelForCausalLM.from_pretrained(llama_dir)
    apply_restraint_hooks(hooked_model, chosen)
    reloaded = AutoModelForCausalLM.from_pretrained(tmp_path / "folded")
    torch.testing.assert_close(logits(reloaded), logits(hooked_model), atol=1e-5, rtol=0)
    # a folded directory is an ordinary model for the chat loader
    chat_model = load_transformers_chat_model(
        tmp_path / "folded", device="cpu", dtype=torch.float32
    )
    assert "restraint" not in chat_model.identity
    assert torch.equal(logits(chat_model._model), logits(reloaded))


def test_loader_applies_a_hooks_directory_and_caches_it_apart(
    llama_dir: Path, tmp_path: Path
) -> None:
    chosen = restraint(RestraintSite.MLP_OUTPUT, 0.0)
    hooks_dir = tmp_path / "hooks"
    restrain_model(str(llama_dir), chosen, hooks_dir, mode="hooks")
    assert sorted(path.name for path in hooks_dir.iterdir()) == ["restraint.json"]
    stored = json.loads((hooks_dir / "restraint.json").read_text())
    assert stored["base_model"] == str(llama_dir.resolve())
    assert stored["restraint"] == {
        "site": "mlp_output",
        "factor": 0.0,
        "neurons": [[0, 3], [0, 31], [1, 0], [1, 17]],
    }

    plain = load_transformers_chat_model(llama_dir, device="cpu")
    restrained = load_transformers_chat_model(hooks_dir, device="cpu")
    assert restrained.spec == str(hooks_dir)
    assert restrained.identity == {**plain.identity, "restraint": chosen.identity()}
    # the chat loader's dtype (bfloat16 on CPUs that multiply it natively)
    reference = AutoModelForCausalLM.from_pretrained(llama_dir, dtype=restrained.model.dtype)
    apply_restraint_hooks(reference, chosen)
    torch.testing.assert_close(logits(restrained._model), logits(reference), atol=0, rtol=0)
    assert not torch.equal(logits(restrained._model), logits(plain._model))

    other = restraint(RestraintSite.MLP_OUTPUT, 0.5)
    restrain_model(str(llama_dir), other, tmp_path / "hooks-half", mode="hooks")
    half = load_transformers_chat_model(tmp_path / "hooks-half", device="cpu")
    assert half.identity != restrained.identity


def test_restraint_refuses_what_it_cannot_do(llama_dir: Path, tmp_path: Path) -> None:
    chosen = restraint(RestraintSite.BLOCK_OUTPUT, 0.0)
    with pytest.raises(ConfigError, match="cannot be folded"):
        restrain_model(str(llama_dir), chosen, tmp_path / "folded", mode="folded")
    restrain_model(str(llama_dir), chosen, tmp_path / "hooks", mode="hooks")
    with pytest.raises(ConfigError, match="not empty"):
        restrain_model(str(llama_dir), chosen, tmp_path / "hooks", mode="hooks")
    with pytest.raises(ConfigError, match="hooks-mode restrained model"):
        restrain_model(str(tmp_path / "hooks"), chosen, tmp_path / "again", mode="hooks")
    too_deep = NeuronRestraint(site=RestraintSite.MLP_NEURON, factor=0.0, neurons=((5, 0),))
    with pytest.raises(ConfigError, match="layer 5, but the model has 2 layers"):
        restrain_model(str(llama_dir), too_deep, tmp_path / "deep", mode="hooks")

    moved_base = tmp_path / "base-copy"
    shutil.copytree(llama_dir, moved_base)
    restrain_model(str(moved_base), chosen, tmp_path / "orphan", mode="hooks")
    shutil.rmtree(moved_base)
    with pytest.raises(ConfigError, match=r"base model of restraint\.json is missing"):
        load_transformers_chat_model(tmp_path / "orphan", device="cpu")


def write_ranking(path: Path, entries: list[tuple[int, int, str]]) -> Path:
    neurons = [
        {
            "rank": rank,
            "layer": layer,
            "neuron": neuron,
            "dimension": dimension,
            "base_freq": 0.5,
            "tuned_freq": 0.25,
            "delta": -0.25,
        }
        for rank, (layer, neuron, dimension) in enumerate(entries, start=1)
    ]
    document = {
        "format": "rolemrc-probe-neurons",
        "version": 1,
        "mode": "mlp",
        "site": "mlp_neuron",
        "neurons": neurons,
    }
    path.write_text(json.dumps(document))
    return path


def test_selection_takes_the_top_distinct_neurons(tmp_path: Path) -> None:
    ranking = write_ranking(
        tmp_path / "neurons.json",
        [
            (1, 5, "knowledge_range"),
            (1, 5, "style_compliance"),
            (0, 2, "style_compliance"),
            (0, 9, "knowledge_range"),
        ],
    )
    assert select_restraint(ranking, factor=0.0, top=2).neurons == ((0, 2), (1, 5))
    assert select_restraint(ranking, factor=0.0, top=9).neurons == ((0, 2), (0, 9), (1, 5))
    only_kr = select_restraint(ranking, factor=0.5, top=9, dimension="knowledge_range")
    assert only_kr == NeuronRestraint(
        site=RestraintSite.MLP_NEURON, factor=0.5, neurons=((0, 9), (1, 5))
    )
    with pytest.raises(InputError, match="no neurons of dimension 'nested_instruction'"):
        select_restraint(ranking, factor=0.0, top=1, dimension="nested_instruction")


def test_a_malformed_ranking_names_file_and_field(tmp_path: Path) -> None:
    path = tmp_path / "neurons.json"
    path.write_text(
        json.dumps(
            {
                "format": "rolemrc-probe-neurons",
                "version": 1,
                "mode": "mlp",
                "site": "mlp_neuron",
                "neurons": [{"rank": 1}],
            }
        )
    )
    with pytest.raises(InputError) as raised:
        select_restraint(path, factor=0.0, top=1)
    assert raised.value.path == str(path)
    assert raised.value.field == "neurons.0.layer"


def test_attention_outputs_fold_into_the_output_projection_rows(make_model: ModelFactory) -> None:
    model = make_model("llama")
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    chosen = restraint(RestraintSite.ATTN_OUTPUT, 0.5)
    fold_restraint(model, chosen)
    changed = sorted(
        name for name, p in model.named_parameters() if not torch.equal(p, before[name])
    )
    assert changed == [f"model.layers.{i}.self_attn.o_proj.weight" for i in (0, 1)]
    o_proj = model.get_submodule("model.layers.1.self_attn.o_proj")
    original = before["model.layers.1.self_attn.o_proj.weight"]
    assert torch.equal(o_proj.weight[[0, 17]], original[[0, 17]] * 0.5)
    assert torch.equal(o_proj.weight[[1, 2, 3]], original[[1, 2, 3]])
