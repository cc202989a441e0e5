"""Neuron restraint: scale chosen activations of a decoder-only transformer by a factor.

Four activation sites, all addressed through ``model.model.layers[i]`` (Llama, Qwen, Gemma, ...):

- ``mlp_neuron``: the MLP's hidden neurons, i.e. the input of ``mlp.down_proj`` (for gated MLPs
  ``act_fn(gate_proj(x)) * up_proj(x)``);
- ``mlp_output``: the MLP sublayer's output, i.e. the output of ``mlp`` (= of ``down_proj``);
- ``attn_output``: the attention sublayer's output, i.e. the first output of ``self_attn``
  (= of ``self_attn.o_proj``);
- ``block_output``: the decoder layer's output, the residual stream after the layer.

Forward hooks do the scaling at inference. The first three sites also fold exactly into the
weights: scaling hidden neuron ``j`` equals scaling column ``j`` of ``down_proj.weight``, and
scaling output dimension ``d`` equals scaling row ``d`` of ``down_proj.weight`` (MLP outputs) or
of ``o_proj.weight`` (attention outputs), and of its bias, because these modules return
``down_proj(...)`` and ``o_proj(...)`` unchanged. A residual-stream dimension feeds every later
layer's norm, attention and MLP and the final norm, where RMS normalisation mixes it with all
other dimensions, so ``block_output`` has no exact fold and is refused.

A directory holding ``restraint.json`` describes a restrained model: ``mode: hooks`` points at the
unchanged base model and is applied when loaded; ``mode: folded`` sits next to folded weights and
only records what was done.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any, Final, Literal

import torch
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from torch import nn
from torch.utils.hooks import RemovableHandle

from rolemrc.core import ConfigError, InputError, write_json

RESTRAINT_FILE = "restraint.json"
RESTRAINT_FORMAT: Final = "rolemrc-restraint"


class RestraintSite(StrEnum):
    MLP_NEURON = "mlp_neuron"
    MLP_OUTPUT = "mlp_output"
    ATTN_OUTPUT = "attn_output"
    BLOCK_OUTPUT = "block_output"


FOLDABLE_SITES = frozenset(
    {RestraintSite.MLP_NEURON, RestraintSite.MLP_OUTPUT, RestraintSite.ATTN_OUTPUT}
)


class NeuronRestraint(BaseModel):
    """Which activations (``(layer, index)`` at ``site``) are multiplied by ``factor``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    site: RestraintSite
    factor: float
    neurons: tuple[tuple[int, int], ...] = Field(min_length=1)

    @field_validator("neurons")
    @classmethod
    def _sorted_unique(cls, neurons: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
        if any(layer < 0 or index < 0 for layer, index in neurons):
            raise ValueError("layer and neuron indices must be 0 or more")
        return tuple(sorted(set(neurons)))

    def by_layer(self) -> dict[int, list[int]]:
        layers: dict[int, list[int]] = {}
        for layer, index in self.neurons:
            layers.setdefault(layer, []).append(index)
        return layers

    def identity(self) -> dict[str, Any]:
        """What a cache key must know about the restraint."""
        return self.model_dump(mode="json")


class RestraintFile(BaseModel):
    """``restraint.json``: the restraint and the model it applies to."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["rolemrc-restraint"] = RESTRAINT_FORMAT
    version: Literal[1] = 1
    mode: Literal["hooks", "folded"]
    base_model: str
    restraint: NeuronRestraint
    provenance: dict[str, Any] = Field(default_factory=dict)


def decoder_layers(model: nn.Module) -> Sequence[nn.Module]:
    """``model.model.layers`` of a causal LM, with a clear error for other layouts."""
    layers = getattr(getattr(model, "model", None), "layers", None)
    if not isinstance(layers, nn.ModuleList) or len(layers) == 0:
        raise ConfigError(
            f"{type(model).__name__} has no decoder layers at model.model.layers; neuron probing "
            "and restraint support Llama/Qwen/Gemma-style causal LMs"
        )
    return list(layers)


def _linear(layer: nn.Module, layer_index: int, path: str, needed_by: str) -> nn.Linear:
    """The linear layer at ``path`` (``parent.name``) of a decoder layer; the error says what
    needs it."""
    parent, name = path.split(".")
    module = getattr(getattr(layer, parent, None), name, None)
    if not isinstance(module, nn.Linear):
        raise ConfigError(f"layer {layer_index} has no {path} linear layer; {needed_by}")
    return module


def _down_projection(layer: nn.Module, layer_index: int) -> nn.Linear:
    return _linear(
        layer, layer_index, "mlp.down_proj", "MLP neuron sites need a Llama/Qwen/Gemma-style MLP"
    )


def _output_projection(layer: nn.Module, layer_index: int) -> nn.Linear:
    return _linear(
        layer,
        layer_index,
        "self_attn.o_proj",
        "the attention output site needs a Llama/Qwen/Gemma-style attention module",
    )


def site_module(layer: nn.Module, layer_index: int, site: RestraintSite) -> nn.Module:
    """The module whose input (``mlp_neuron``) or output (other sites) is the activation."""
    if site is RestraintSite.BLOCK_OUTPUT:
        return layer
    if site is RestraintSite.ATTN_OUTPUT:
        _output_projection(layer, layer_index)
        return layer.get_submodule("self_attn")
    down_proj = _down_projection(layer, layer_index)
    return down_proj if site is RestraintSite.MLP_NEURON else layer.get_submodule("mlp")


def site_width(layer: nn.Module, layer_index: int, site: RestraintSite) -> int:
    """How many activations the site has in one layer (the residual stream is as wide as the
    MLP's output)."""
    if site is RestraintSite.ATTN_OUTPUT:
        return _output_projection(layer, layer_index).out_features
    down_proj = _down_projection(layer, layer_index)
    return down_proj.in_features if site is RestraintSite.MLP_NEURON else down_proj.out_features


def _check_indices(model: nn.Module, restraint: NeuronRestraint) -> Sequence[nn.Module]:
    layers = decoder_layers(model)
    for layer_index, indices in restraint.by_layer().items():
        if layer_index >= len(layers):
            raise ConfigError(
                f"restraint names layer {layer_index}, but the model has {len(layers)} layers"
            )
        width = site_width(layers[layer_index], layer_index, restraint.site)
        too_large = [index for index in indices if index >= width]
        if too_large:
            raise ConfigError(
                f"restraint names {restraint.site.value} index {too_large[0]} in layer "
                f"{layer_index}, but that layer has {width}"
            )
    return layers


def _scale_vector(width: int, indices: Iterable[int], factor: float) -> torch.Tensor:
    scale = torch.ones(width)
    scale[list(indices)] = factor
    return scale


def _scaled(tensor: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return tensor * scale.to(device=tensor.device, dtype=tensor.dtype)


def _input_scaler(scale: torch.Tensor) -> Any:
    def hook(module: nn.Module, args: tuple[Any, ...]) -> tuple[Any, ...]:
        return (_scaled(args[0], scale), *args[1:])

    return hook


def _output_scaler(scale: torch.Tensor) -> Any:
    def hook(module: nn.Module, args: tuple[Any, ...], output: Any) -> Any:
        if isinstance(output, tuple):
            return (_scaled(output[0], scale), *output[1:])
        return _scaled(output, scale)

    return hook


def apply_restraint_hooks(model: nn.Module, restraint: NeuronRestraint) -> list[RemovableHandle]:
    """Register forward hooks that scale the restrained activations; remove the returned
    handles to undo. A factor of 1.0 changes nothing (multiplying by 1 is exact)."""
    layers = _check_indices(model, restraint)
    handles: list[RemovableHandle] = []
    for layer_index, indices in restraint.by_layer().items():
        layer = layers[layer_index]
        scale = _scale_vector(
            site_width(layer, layer_index, restraint.site), indices, restraint.factor
        )
        module = site_module(layer, layer_index, restraint.site)
        if restraint.site is RestraintSite.MLP_NEURON:
            handles.append(module.register_forward_pre_hook(_input_scaler(scale)))
        else:
            handles.append(module.register_forward_hook(_output_scaler(scale)))
    return handles


def fold_restraint(model: nn.Module, restraint: NeuronRestraint) -> None:
    """Scale ``down_proj`` (MLP sites) or ``o_proj`` (attention outputs) weights in place so that
    the model computes what the hooks would."""
    if restraint.site not in FOLDABLE_SITES:
        raise ConfigError(
            f"{restraint.site.value} activations cannot be folded into weights exactly: a "
            "residual-stream dimension passes through every later RMS norm, which mixes it with "
            "all others. Use hooks for these neurons, or probe in 'mlp', 'paper' or 'attn' mode."
        )
    layers = _check_indices(model, restraint)
    with torch.no_grad():
        for layer_index, indices in restraint.by_layer().items():
            layer = layers[layer_index]
            if restraint.site is RestraintSite.MLP_NEURON:
                _down_projection(layer, layer_index).weight[:, indices] *= restraint.factor
                continue
            projection = (
                _output_projection(layer, layer_index)
                if restraint.site is RestraintSite.ATTN_OUTPUT
                else _down_projection(layer, layer_index)
            )
            projection.weight[indices, :] *= restraint.factor
            if projection.bias is not None:
                projection.bias[indices] *= restraint.factor


def read_restraint_file(directory: Path) -> RestraintFile | None:
    """The ``restraint.json`` in ``directory``, or None where there is none."""
    path = Path(directory) / RESTRAINT_FILE
    if not path.is_file():
        return None
    try:
        return RestraintFile.model_validate_json(path.read_text(encoding="utf-8"))
    except ValidationError as error:
        first = error.errors()[0]
        field = ".".join(str(part) for part in first["loc"])
        raise InputError(
            f"invalid restraint file: {first['msg']}", path=path, field=field
        ) from None


def write_restraint_file(directory: Path, content: RestraintFile) -> Path:
    path = Path(directory) / RESTRAINT_FILE
    write_json(path, content.model_dump(mode="json"))
    return path
