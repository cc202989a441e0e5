"""How often each activation is in a sample's top set: the counting, apart from any model.

As upstream's probe: per sample and per layer, the ``max(1, int(width * fraction))`` largest
activations (by signed value) form the top set; a dimension's frequency is the number of its
samples whose top set holds the activation, divided by its number of samples. Ties are broken
towards the lower index (a stable sort), so counts are reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from rolemrc.core import Aspect, ConfigError


def top_set_size(width: int, fraction: float) -> int:
    """How many of ``width`` activations the top set holds."""
    if not 0.0 < fraction <= 1.0:
        raise ConfigError(f"the top fraction must lie in (0, 1], got {fraction}")
    return max(1, int(width * fraction))


def top_set_mask(activations: NDArray[np.floating], fraction: float) -> NDArray[np.bool_]:
    """True where an activation is in the top set of its row (the last axis)."""
    size = top_set_size(activations.shape[-1], fraction)
    top = np.argsort(-activations, axis=-1, kind="stable")[..., :size]
    mask = np.zeros(activations.shape, dtype=bool)
    np.put_along_axis(mask, top, True, axis=-1)
    return mask


class ActivationCounter:
    """Top-set counts per dimension, layer and activation; samples are added and forgotten."""

    def __init__(
        self, dimensions: Sequence[Aspect], n_layers: int, width: int, fraction: float
    ) -> None:
        top_set_size(width, fraction)  # validates the fraction early
        self.dimensions = tuple(dimensions)
        self.fraction = fraction
        self._index = {dimension: row for row, dimension in enumerate(self.dimensions)}
        self.counts = np.zeros((len(self.dimensions), n_layers, width), dtype=np.int64)
        self.samples = np.zeros(len(self.dimensions), dtype=np.int64)

    def add(
        self,
        activations: NDArray[np.floating],
        sample_dimensions: Sequence[Sequence[Aspect]],
    ) -> None:
        """Count a batch: ``activations`` is (samples, layers, width); a sample adds to each of
        its dimensions."""
        if activations.shape[1:] != self.counts.shape[1:]:
            raise ConfigError(
                f"activations of shape {activations.shape[1:]} per sample, expected "
                f"{self.counts.shape[1:]} (layers, width)"
            )
        if len(sample_dimensions) != activations.shape[0]:
            raise ConfigError(
                f"{activations.shape[0]} samples but {len(sample_dimensions)} dimension lists"
            )
        membership = np.zeros((activations.shape[0], len(self.dimensions)), dtype=np.int64)
        for sample, dimensions in enumerate(sample_dimensions):
            for dimension in dimensions:
                membership[sample, self._index[dimension]] = 1
        in_top_set = top_set_mask(activations, self.fraction).astype(np.int64)
        self.counts += np.einsum("sd,slw->dlw", membership, in_top_set)
        self.samples += membership.sum(axis=0)
