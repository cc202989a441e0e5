"""Top-set counting, normalisation and ranking on hand-built activations."""

from __future__ import annotations

import numpy as np
import pytest

from rolemrc.core import Aspect, ConfigError
from rolemrc.probe import (
    DIMENSIONS,
    ActivationCounter,
    ProbeMaps,
    combine_counts,
    rank_neurons,
    top_set_mask,
    top_set_size,
)

KR, STYLE, NESTED = Aspect.KNOWLEDGE_RANGE, Aspect.STYLE_COMPLIANCE, Aspect.NESTED_INSTRUCTION

# 3 samples x 2 layers x 5 units; with fraction 0.4 the top set holds int(5 * 0.4) = 2 units.
ACTIVATIONS = np.array(
    [
        [[5, 1, 4, 0, -1], [0, 0, 0, 0, 0]],  # top sets {0, 2} and, all tied, {0, 1}
        [[-1, -2, -3, -4, -5], [1, 3, 2, 3, 0]],  # {0, 1} and {1, 3}
        [[0, 9, 0, 8, 0], [2, 2, 2, 2, 2]],  # {1, 3} and {0, 1}
    ],
    dtype=np.float32,
)
SAMPLE_DIMENSIONS = [(KR, STYLE), (KR,), (NESTED,)]
EXPECTED_COUNTS = {
    KR: [[2, 1, 1, 0, 0], [1, 2, 0, 1, 0]],
    STYLE: [[1, 0, 1, 0, 0], [1, 1, 0, 0, 0]],
    NESTED: [[0, 1, 0, 1, 0], [1, 1, 0, 0, 0]],
}


@pytest.mark.parametrize(
    ("width", "fraction", "size"),
    [(5, 0.4, 2), (10, 0.2, 2), (4, 0.2, 1), (640, 0.2, 128), (2048, 0.2, 409), (7, 1.0, 7)],
)
def test_top_set_size_is_upstreams(width: int, fraction: float, size: int) -> None:
    assert top_set_size(width, fraction) == size


@pytest.mark.parametrize("fraction", [0.0, -0.1, 1.5])
def test_top_set_size_rejects_bad_fractions(fraction: float) -> None:
    with pytest.raises(ConfigError, match="top fraction"):
        top_set_size(10, fraction)


def test_top_set_mask_takes_largest_signed_values_ties_to_lower_index() -> None:
    mask = top_set_mask(ACTIVATIONS, 0.4)
    assert [np.flatnonzero(row).tolist() for row in mask.reshape(6, 5)] == [
        [0, 2],
        [0, 1],
        [0, 1],
        [1, 3],
        [1, 3],
        [0, 1],
    ]


def counter_of(activations: np.ndarray, batches: list[slice]) -> ActivationCounter:
    counter = ActivationCounter(DIMENSIONS, n_layers=2, width=5, fraction=0.4)
    for batch in batches:
        counter.add(activations[batch], SAMPLE_DIMENSIONS[batch])
    return counter


def test_counts_per_dimension_are_exact_and_batching_does_not_matter() -> None:
    whole = counter_of(ACTIVATIONS, [slice(0, 3)])
    for dimension in DIMENSIONS:
        expected = EXPECTED_COUNTS.get(dimension, [[0] * 5, [0] * 5])
        assert whole.counts[DIMENSIONS.index(dimension)].tolist() == expected
    assert whole.samples.tolist() == [2, 1, 1, 0, 0]
    split = counter_of(ACTIVATIONS, [slice(0, 1), slice(1, 3)])
    assert np.array_equal(split.counts, whole.counts)
    assert np.array_equal(split.samples, whole.samples)


def test_counter_rejects_mismatched_shapes() -> None:
    counter = ActivationCounter(DIMENSIONS, n_layers=2, width=5, fraction=0.4)
    with pytest.raises(ConfigError, match=r"expected \(2, 5\)"):
        counter.add(np.zeros((1, 3, 5), dtype=np.float32), [(KR,)])
    with pytest.raises(ConfigError, match="2 samples but 1 dimension lists"):
        counter.add(np.zeros((2, 2, 5), dtype=np.float32), [(KR,)])


def test_frequencies_are_normalised_by_samples_and_empty_dimensions_dropped() -> None:
    base = counter_of(ACTIVATIONS, [slice(0, 3)])
    # the tuned model's layer 0 of sample 1 prefers units 3 and 4 instead of 0 and 1
    tuned_activations = ACTIVATIONS.copy()
    tuned_activations[1, 0] = [-5, -4, -3, -2, -1]
    tuned = counter_of(tuned_activations, [slice(0, 3)])
    maps = combine_counts(base, tuned)
    assert maps.dimensions == (KR, STYLE, NESTED)
    assert maps.samples.tolist() == [2, 1, 1]
    assert maps.base_frequency[0].tolist() == [[1.0, 0.5, 0.5, 0.0, 0.0], [0.5, 1.0, 0.0, 0.5, 0.0]]
    assert maps.delta[0].tolist() == [[-0.5, -0.5, 0.0, 0.5, 0.5], [0.0] * 5]
    assert not maps.delta[1:].any()
    assert maps.layer_discrepancy.tolist() == [[0.4, 0.0], [0.0, 0.0], [0.0, 0.0]]


def test_models_of_different_shapes_are_refused() -> None:
    small = ActivationCounter(DIMENSIONS, n_layers=2, width=5, fraction=0.4)
    large = ActivationCounter(DIMENSIONS, n_layers=2, width=6, fraction=0.4)
    with pytest.raises(ConfigError, match="same architecture"):
        combine_counts(small, large)


def test_ranking_orders_by_absolute_change_then_dimension_layer_neuron() -> None:
    maps = ProbeMaps(
        dimensions=(KR, STYLE),
        samples=np.array([4, 2]),
        base_counts=np.array([[[4, 0, 2]], [[0, 1, 2]]]),
        tuned_counts=np.array([[[2, 2, 2]], [[1, 0, 1]]]),
    )
    ranked = rank_neurons(maps, limit=10)
    assert ranked == [
        {
            "rank": 1,
            "layer": 0,
            "neuron": 0,
            "dimension": "knowledge_range",
            "base_freq": 1.0,
            "tuned_freq": 0.5,
            "delta": -0.5,
        },
        {
            "rank": 2,
            "layer": 0,
            "neuron": 1,
            "dimension": "knowledge_range",
            "base_freq": 0.0,
            "tuned_freq": 0.5,
            "delta": 0.5,
        },
        {
            "rank": 3,
            "layer": 0,
            "neuron": 0,
            "dimension": "style_compliance",
            "base_freq": 0.0,
            "tuned_freq": 0.5,
            "delta": 0.5,
        },
        {
            "rank": 4,
            "layer": 0,
            "neuron": 1,
            "dimension": "style_compliance",
            "base_freq": 0.5,
            "tuned_freq": 0.0,
            "delta": -0.5,
        },
        {
            "rank": 5,
            "layer": 0,
            "neuron": 2,
            "dimension": "style_compliance",
            "base_freq": 1.0,
            "tuned_freq": 0.5,
            "delta": -0.5,
        },
    ]
    assert [entry["rank"] for entry in rank_neurons(maps, limit=2)] == [1, 2]
