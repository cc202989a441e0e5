"""Heatmaps in the manner of the paper's Figure 5: one panel per capability, layers x units."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, never a window

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.ticker import MaxNLocator
from numpy.typing import NDArray

_DPI = 150
_PANEL_HEIGHT_IN = 2.1


def plot_unit_panels(
    matrices: NDArray[np.floating],
    titles: Sequence[str],
    path: Path,
    *,
    heading: str,
    unit_label: str,
    value_label: str,
    diverging: bool,
) -> Path:
    """One panel per ``matrices[i]`` (layers x units). Diverging maps use a shared symmetric
    range around 0 (blue: fewer top-set hits after tuning, red: more); the others run 0..max."""
    n_panels, n_layers, n_units = matrices.shape
    limit = float(np.abs(matrices).max()) or 1.0
    figure, axes = plt.subplots(
        n_panels,
        1,
        figsize=(11, 0.9 + _PANEL_HEIGHT_IN * n_panels),
        squeeze=False,
        layout="constrained",
    )
    for axis, matrix, title in zip(axes[:, 0], matrices, titles, strict=True):
        image = axis.imshow(
            matrix,
            aspect="auto",
            interpolation="nearest",
            cmap="bwr" if diverging else "viridis",
            vmin=-limit if diverging else 0.0,
            vmax=limit,
            extent=(-0.5, n_units - 0.5, n_layers - 0.5, -0.5),
        )
        axis.set_title(title, fontsize=11)
        axis.set_ylabel("layer")
        axis.yaxis.set_major_locator(MaxNLocator(nbins=min(n_layers, 8), integer=True))
        axis.xaxis.set_major_locator(MaxNLocator(nbins=10, integer=True))
        colorbar = figure.colorbar(image, ax=axis, pad=0.01, fraction=0.04)
        colorbar.ax.tick_params(labelsize=8)
        colorbar.set_label(value_label, fontsize=8)
    axes[-1, 0].set_xlabel(unit_label)
    figure.suptitle(heading, fontsize=12)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=_DPI)
    plt.close(figure)
    return path


def plot_layer_discrepancy(
    discrepancy: NDArray[np.floating], titles: Sequence[str], path: Path, *, heading: str
) -> Path:
    """Layers (rows) x capability dimensions (columns), each cell annotated when legible."""
    n_dimensions, n_layers = discrepancy.shape
    figure, axis = plt.subplots(
        figsize=(2.0 + 1.6 * n_dimensions, max(2.6, 1.2 + 0.32 * n_layers)), layout="constrained"
    )
    top = float(discrepancy.max()) or 1.0
    image = axis.imshow(
        discrepancy.T, aspect="auto", interpolation="nearest", cmap="magma_r", vmin=0.0, vmax=top
    )
    axis.set_xticks(range(n_dimensions), labels=list(titles), rotation=20, ha="right")
    axis.yaxis.set_major_locator(MaxNLocator(nbins=min(n_layers, 16), integer=True))
    axis.set_ylabel("layer")
    if n_layers <= 48:
        for column in range(n_dimensions):
            for row in range(n_layers):
                value = float(discrepancy[column, row])
                axis.text(
                    column,
                    row,
                    f"{value:.3f}",
                    ha="center",
                    va="center",
                    fontsize=7,
                    color="white" if value > 0.55 * top else "black",  # legible on dark cells
                )
    figure.colorbar(image, ax=axis, pad=0.01, fraction=0.05).set_label("mean |Δ frequency|")
    axis.set_title(heading, fontsize=11)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=_DPI)
    plt.close(figure)
    return path
