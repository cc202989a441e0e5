"""Paired statistics of two runs on the same rows: the mean difference with a paired bootstrap
95% interval, and a paired (sign-flip) permutation test.

The input is a matrix of per-row differences (rows x columns, NaN where a row has no value in a
column). The statistic is the mean over columns of each column's mean difference: with one
column, the plain mean difference; with one column per judge aspect, the difference of a simple
average of aspect pass rates such as AvgS(noMT). Resampling keeps a row's columns together, so
the pairing inside a row (its aspects share one answer) is kept.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

# Below this many rows the permutation test enumerates every sign pattern (2**n of them).
EXACT_PERMUTATION_ROWS = 12
DEFAULT_RESAMPLES = 5000
_CHUNK = 500
_TOLERANCE = 1e-12

FloatMatrix = NDArray[np.float64]


@dataclass(frozen=True)
class PairedDifference:
    """``difference`` = other run minus baseline (None without rows in common), its 95%
    percentile bootstrap interval, the two-sided permutation p-value, and the rows compared."""

    difference: float | None
    ci95: tuple[float, float] | None
    p_value: float | None
    n: int
    exact: bool = False


def difference_matrix(
    baseline: Sequence[Mapping[str, float]], other: Sequence[Mapping[str, float]]
) -> tuple[list[str], FloatMatrix]:
    """Row ids and the (rows x columns) differences ``other - baseline``: one column per pair
    of ``{row id: value}`` maps; NaN where a row lacks a value in either run."""
    ids = sorted(
        {row_id for a, b in zip(baseline, other, strict=True) for row_id in a if row_id in b}
    )
    matrix = np.full((len(ids), len(baseline)), np.nan)
    for column, (a, b) in enumerate(zip(baseline, other, strict=True)):
        for index, row_id in enumerate(ids):
            if row_id in a and row_id in b:
                matrix[index, column] = b[row_id] - a[row_id]
    return ids, matrix


def _statistic(weights: FloatMatrix, values: FloatMatrix, present: FloatMatrix) -> FloatMatrix:
    """The statistic under each row of ``weights`` (resamples x rows): a bootstrap resample's
    row counts, or a permutation's signs (with ``present`` then weighted by their absolute
    value). ``values`` holds the differences with NaN as 0, ``present`` marks the values."""
    totals = weights @ values
    counts = np.abs(weights) @ present
    with np.errstate(invalid="ignore", divide="ignore"):
        column_means = totals / counts
    filled = ~np.isnan(column_means)
    n_columns = filled.sum(axis=1)
    sums = np.where(filled, column_means, 0.0).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        result: FloatMatrix = sums / n_columns
    return result


def paired_difference(
    matrix: FloatMatrix, *, resamples: int = DEFAULT_RESAMPLES, seed: int = 0
) -> PairedDifference:
    """The paired difference of ``matrix`` (see the module docstring)."""
    matrix = matrix[~np.isnan(matrix).all(axis=1)] if matrix.size else matrix
    n = int(matrix.shape[0])
    if n == 0:
        return PairedDifference(None, None, None, 0)
    present = (~np.isnan(matrix)).astype(np.float64)
    values = np.nan_to_num(matrix, nan=0.0)
    observed = float(_statistic(np.ones((1, n)), values, present)[0])
    rng = np.random.default_rng(seed)
    boot = []
    for start in range(0, resamples, _CHUNK):
        size = min(_CHUNK, resamples - start)
        picks = rng.integers(0, n, size=(size, n)) + n * np.arange(size)[:, np.newaxis]
        counts = np.bincount(picks.ravel(), minlength=size * n).reshape(size, n)
        boot.append(_statistic(counts.astype(np.float64), values, present))
    boot_stats = np.concatenate(boot)
    boot_stats = boot_stats[~np.isnan(boot_stats)]
    low, high = np.percentile(boot_stats, [2.5, 97.5])
    exact = n <= EXACT_PERMUTATION_ROWS
    if exact:
        signs = np.array(list(itertools.product((1.0, -1.0), repeat=n)))
        flipped = [_statistic(signs, values, present)]
        denominator, extra = len(signs), 0
    else:
        flipped = []
        for start in range(0, resamples, _CHUNK):
            size = min(_CHUNK, resamples - start)
            signs = rng.choice((1.0, -1.0), size=(size, n))
            flipped.append(_statistic(signs, values, present))
        denominator, extra = resamples + 1, 1  # the observed labelling counts as one
    as_extreme = int((np.abs(np.concatenate(flipped)) >= abs(observed) - _TOLERANCE).sum())
    p_value = min(1.0, (as_extreme + extra) / denominator)
    return PairedDifference(observed, (float(low), float(high)), p_value, n, exact)
