"""Paired bootstrap intervals and permutation p-values, against values worked out by hand."""

from __future__ import annotations

import numpy as np
import pytest

from rolemrc.eval._paired import difference_matrix, paired_difference


def column(*values: float) -> np.ndarray:
    return np.array(values, dtype=float)[:, np.newaxis]


def test_exact_permutation_p_values_match_hand_counts() -> None:
    # diffs 1, 1, 1: of the 8 sign patterns only +++ and --- reach |mean| >= 1
    assert paired_difference(column(1, 1, 1)).p_value == pytest.approx(2 / 8)
    # diffs 2, -1, 1: sums over the 8 patterns are 4, 2, 2, 0, 0, -2, -2, -4; six reach |2|
    result = paired_difference(column(2, -1, 1))
    assert result.difference == pytest.approx(2 / 3)
    assert result.p_value == pytest.approx(6 / 8) and result.exact and result.n == 3


def test_bootstrap_interval_of_two_rows_spans_both_values() -> None:
    # resampling rows 0 and 1: means 0 (1/4), 0.5 (1/2), 1 (1/4); the 2.5% and 97.5% points are
    # the extremes
    result = paired_difference(column(0, 1))
    assert result.difference == 0.5 and result.ci95 == (0.0, 1.0)
    # a constant difference has no spread
    assert paired_difference(column(0.25, 0.25, 0.25, 0.25)).ci95 == (0.25, 0.25)


def test_a_run_against_itself_differs_by_zero_with_p_one() -> None:
    runs = [{f"r{i}": float(i % 3 == 0) for i in range(1400)}]
    ids, matrix = difference_matrix(runs, runs)
    result = paired_difference(matrix)
    assert len(ids) == 1400 and not result.exact
    assert (result.difference, result.ci95, result.p_value) == (0.0, (0.0, 0.0), 1.0)


def test_a_clear_difference_on_many_rows_is_significant_and_a_tiny_one_is_not() -> None:
    baseline = {f"r{i}": float(i % 2) for i in range(1400)}
    better = {key: 1.0 for key in baseline}
    result = paired_difference(difference_matrix([baseline], [better])[1])
    assert result.difference == pytest.approx(0.5)
    assert result.p_value is not None and result.p_value < 0.001
    assert result.ci95 is not None and result.ci95[0] > 0.45
    one_row_better = dict(baseline, r0=1.0)
    close = paired_difference(difference_matrix([baseline], [one_row_better])[1])
    assert close.difference == pytest.approx(1 / 1400)
    assert close.p_value is not None and close.p_value > 0.5
    assert close.ci95 is not None and close.ci95[0] <= 0 <= close.ci95[1]


def test_several_columns_average_their_own_means_over_their_own_rows() -> None:
    # column a over rows x, y: diffs 1, 0 -> 0.5; column b only on row z: diff -1 -> -1
    baseline = [{"x": 0.0, "y": 1.0}, {"z": 1.0}]
    other = [{"x": 1.0, "y": 1.0}, {"z": 0.0, "w": 1.0}]
    ids, matrix = difference_matrix(baseline, other)
    assert ids == ["x", "y", "z"]
    result = paired_difference(matrix)
    assert result.difference == pytest.approx((0.5 + -1.0) / 2) and result.n == 3
    # patterns over (x, y, z) with signs s: (s_x / 2 + (-s_z)) / 2 -> |.| >= 0.25 in all 8
    assert result.p_value == 1.0


def test_no_rows_in_common_is_no_figure() -> None:
    ids, matrix = difference_matrix([{"a": 1.0}], [{"b": 1.0}])
    assert ids == [] and paired_difference(matrix).difference is None
