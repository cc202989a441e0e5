"""An int8 output layer for local models decoding on a CPU in bfloat16.

A decoded token costs one pass over every weight, and a small model's output layer is most of
them (Gemma 3 270M: 262,144 x 640 of its 268M parameters). Holding that layer in int8 with one
scale per vocabulary row halves the bytes read again; the product runs in torch's weight-only
int8 kernel with bfloat16 activations, so only the weights are rounded (activations are not
quantised).

That kernel pays off for a few rows only: its time grows by about 5 ms a row beyond four, while
the bfloat16 product reads its weights once for all rows (Gemma 3 270M's layer on 2 idle cores
with AMX: int8 14 ms for 1 row, 20 ms for 4, 29 ms for 5, 39 ms for 8; bfloat16 23-24 ms for
each). A product of more than ``INT8_MAX_ROWS`` rows (a batch's prefill, a batch of more rows
decoding) therefore multiplies by the layer's bfloat16 weights, which the layer keeps (for a
model whose output layer is tied to its input embeddings, as Gemma's is, at no cost in memory).
"""

from __future__ import annotations

import torch

# torch's weight-only int8 matrix product (int8 weights, one scale per output row, bfloat16
# or float32 activations); the kernel torchao's int8 weight-only quantisation runs on CPUs.
# It reads the inner dimension in blocks: other widths give wrong numbers or crash.
_INT8_MM = getattr(torch.ops.aten, "_weight_int8pack_mm", None)
_INNER_BLOCK = 32
_INT8_LIMIT = 127
# A layer whose product with a probe vector differs from the rounded weights' exact product by
# more than this (relative to the largest logit) is not used: the kernel is not trusted blindly.
_PROBE_TOLERANCE = 0.02
# The most rows the int8 kernel multiplies; more go through the bfloat16 weights.
INT8_MAX_ROWS = 4


class Int8OutputLayer(torch.nn.Module):
    """``linear``'s weights rounded to int8 per row (symmetric, scale = row max / 127), used for
    products of at most ``INT8_MAX_ROWS`` rows; ``linear``'s own weights for more. The same
    output shape and dtype as ``linear`` for bfloat16 inputs."""

    def __init__(self, linear: torch.nn.Linear) -> None:
        super().__init__()
        if linear.bias is not None:
            raise ValueError("an output layer with a bias is kept as it is")
        weight = linear.weight.detach().float()
        scales = weight.abs().amax(dim=1).clamp(min=torch.finfo(torch.float32).tiny) / _INT8_LIMIT
        quantised = (weight / scales[:, None]).round().clamp(-_INT8_LIMIT, _INT8_LIMIT)
        self.in_features: int = linear.in_features
        self.out_features: int = linear.out_features
        self.weight_int8: torch.Tensor
        self.scales: torch.Tensor
        self.register_buffer("weight_int8", quantised.to(torch.int8).contiguous())
        self.register_buffer("scales", scales.to(linear.weight.dtype))
        # a plain tensor sharing the weights' storage: neither a parameter nor saved
        self.full_weight: torch.Tensor = linear.weight.detach()

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        assert _INT8_MM is not None  # checked by use_int8_output_layer
        rows = hidden.reshape(-1, self.in_features).contiguous()
        logits: torch.Tensor
        if rows.shape[0] > INT8_MAX_ROWS:
            logits = torch.nn.functional.linear(rows, self.full_weight)
        else:
            logits = _INT8_MM(rows, self.weight_int8, self.scales)
        return logits.reshape(*hidden.shape[:-1], self.out_features)


def use_int8_output_layer(model: torch.nn.Module) -> bool:
    """Swap ``model``'s output layer for an :class:`Int8OutputLayer` where that helps: a CPU
    model in bfloat16 whose output layer is a plain bias-free ``Linear`` with an inner width the
    kernel reads (a multiple of 32), with torch's kernel present and agreeing with the rounded
    weights on a probe. Returns whether it did."""
    get_output = getattr(model, "get_output_embeddings", None)
    set_output = getattr(model, "set_output_embeddings", None)
    output = get_output() if callable(get_output) else None
    if (
        _INT8_MM is None
        or not callable(set_output)
        or not isinstance(output, torch.nn.Linear)
        or output.bias is not None
        or output.weight.dtype != torch.bfloat16
        or output.weight.device.type != "cpu"
    ):
        return False
    if output.in_features % _INNER_BLOCK:
        return False
    layer = Int8OutputLayer(output)
    if not _agrees_with_its_weights(layer):
        return False
    set_output(layer)
    return True


def _agrees_with_its_weights(layer: Int8OutputLayer) -> bool:
    """Whether the kernel computes what the rounded weights say, on one seeded probe vector."""
    generator = torch.Generator().manual_seed(0)
    probe = torch.randn(1, layer.in_features, generator=generator).to(torch.bfloat16)
    with torch.inference_mode():
        got = layer(probe).float()
        exact = probe.float() @ (layer.weight_int8.float() * layer.scales.float()[:, None]).T
    scale = exact.abs().max().item()
    return bool(torch.isfinite(got).all()) and (
        (got - exact).abs().max().item() <= _PROBE_TOLERANCE * max(scale, 1e-30)
    )
