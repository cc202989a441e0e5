"""A fingerprint of a model's weights, to tell whether two models (or one model before and after
training) hold the same numbers, without a second copy of the weights in memory.

Tensors are hashed (SHA-256) in chunks of at most 64 MiB, each copied to the CPU on its own, so
the extra memory is one chunk whatever the model's size. Under DeepSpeed ZeRO-3 a parameter's
local shard (``ds_tensor``) is hashed: the fingerprint then describes this process's shard.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

import torch
from pydantic import BaseModel, ConfigDict
from torch import nn

_CHUNK_BYTES = 64 * 1024 * 1024


class WeightsFingerprint(BaseModel):
    """SHA-256 of the names, dtypes, shapes and bytes of a model's tensors."""

    model_config = ConfigDict(frozen=True)

    sha256: str
    tensors: int
    elements: int


def _local_data(tensor: torch.Tensor) -> torch.Tensor:
    shard = getattr(tensor, "ds_tensor", None)  # DeepSpeed ZeRO-3 partitioned parameter
    return shard if isinstance(shard, torch.Tensor) else tensor


def _named_tensors(model: nn.Module, *, trainable_only: bool) -> Iterator[tuple[str, torch.Tensor]]:
    for name, parameter in model.named_parameters():
        if parameter.requires_grad or not trainable_only:
            yield name, _local_data(parameter)
    if not trainable_only:
        yield from model.named_buffers()


def weights_fingerprint(model: nn.Module, *, trainable_only: bool = False) -> WeightsFingerprint:
    """The fingerprint of ``model``'s parameters and buffers, or of its trainable parameters
    only (``trainable_only``: what an optimizer may change)."""
    hasher = hashlib.sha256()
    tensors = elements = 0
    with torch.no_grad():
        for name, tensor in _named_tensors(model, trainable_only=trainable_only):
            flat = tensor.detach().reshape(-1)
            hasher.update(f"{name}|{flat.dtype}|{tuple(tensor.shape)}|".encode())
            step = max(1, _CHUNK_BYTES // max(1, flat.element_size()))
            for start in range(0, flat.numel(), step):
                piece = flat[start : start + step].cpu().contiguous()
                hasher.update(piece.view(torch.uint8).numpy().data)
            tensors += 1
            elements += flat.numel()
    return WeightsFingerprint(sha256=hasher.hexdigest(), tensors=tensors, elements=elements)
