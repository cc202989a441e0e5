"""Row-seeded temperature sampling, on synthetic scores."""

from __future__ import annotations

import math
from collections import Counter

import pytest
import torch

from rolemrc.llm._row_sampling import RowSeededSampler, row_seed

NO_IDS = torch.zeros((1, 0), dtype=torch.long)  # the sampler does not read input ids
INF = float("inf")
# two rows, each with a token that can never be drawn
SCORES = torch.tensor([[2.0, 1.0, 0.0, -1.0, -INF, 0.5], [0.0, 0.3, -0.5, 1.2, 0.1, -INF]])
TEMPERATURES = [0.5, 2.0]
DRAWS = 2000


def drawn_tokens(sampler: RowSeededSampler, scores: torch.Tensor) -> list[int]:
    chosen = sampler(NO_IDS, scores)
    # greedy decoding picks the one token left finite
    assert torch.isfinite(chosen).sum(dim=-1).tolist() == [1] * scores.shape[0]
    return chosen.argmax(dim=-1).tolist()


def standard_errors_off(draws: list[int], expected: torch.Tensor) -> float:
    """How far the draws' token frequencies are from ``expected``, at worst, in standard errors
    of the frequency (a token of probability 0 drawn even once is infinitely far)."""
    counts = Counter(draws)
    assert set(counts) <= set(range(len(expected)))
    worst = 0.0
    for token, probability in enumerate(expected.tolist()):
        error = math.sqrt(probability * (1 - probability) / len(draws))
        gap = abs(counts[token] / len(draws) - probability)
        worst = max(worst, gap / error if error else (INF if gap else 0.0))
    return worst


@pytest.mark.parametrize("temperature", TEMPERATURES)
def test_first_draws_over_many_seeds_follow_the_tempered_softmax(temperature: float) -> None:
    first_draws = [
        drawn_tokens(RowSeededSampler(temperature, [2 * seed, 2 * seed + 1]), SCORES)
        for seed in range(DRAWS)
    ]
    for row in range(2):
        draws = [tokens[row] for tokens in first_draws]
        assert standard_errors_off(draws, torch.softmax(SCORES[row] / temperature, dim=-1)) < 4
        # the temperature is applied: the untempered softmax is far off
        assert standard_errors_off(draws, torch.softmax(SCORES[row], dim=-1)) > 8


def test_one_generator_draws_a_fresh_token_each_step() -> None:
    sampler = RowSeededSampler(1.5, [11, 12])
    steps = [drawn_tokens(sampler, SCORES) for _ in range(DRAWS)]
    for row in range(2):
        draws = [tokens[row] for tokens in steps]
        assert standard_errors_off(draws, torch.softmax(SCORES[row] / 1.5, dim=-1)) < 4


def test_a_rows_draws_do_not_depend_on_the_other_rows() -> None:
    alone = RowSeededSampler(1.0, [5])
    paired = RowSeededSampler(1.0, [9, 5, 9])
    other = torch.tensor([[3.0, -2.0, 0.0, 0.0, 1.0, 0.0]])
    batch = torch.cat([other, SCORES[:1], other])
    for _ in range(50):
        assert drawn_tokens(alone, SCORES[:1]) == drawn_tokens(paired, batch)[1:2]


def test_a_row_with_no_finite_score_does_not_break_the_batch() -> None:
    """A finished row's scores are never all -inf in practice; if they were, it draws token 0."""
    scores = torch.cat([SCORES[:1], torch.full((1, 6), -INF)])
    chosen = RowSeededSampler(1.0, [1, 2])(NO_IDS, scores)
    assert chosen.argmax(dim=-1).tolist()[1] == 0
    assert torch.isfinite(chosen[0]).sum().item() == 1


def test_a_seed_count_that_does_not_fit_the_batch_is_refused() -> None:
    with pytest.raises(ValueError, match="2 seeds for a batch of 1 rows"):
        RowSeededSampler(1.0, [1, 2])(NO_IDS, SCORES[:1])
    with pytest.raises(ValueError, match="temperature must be positive"):
        RowSeededSampler(0.0, [1])


def test_row_seeds_are_stable_and_tell_requests_apart() -> None:
    prompt = [2, 5, 9, 4]
    # pinned: changing the hash would change every seeded sample of a local model
    assert row_seed(7, 0, prompt) == row_seed(7, 0, tuple(prompt)) == 5911906654197684343
    others = {row_seed(8, 0, prompt), row_seed(7, 1, prompt), row_seed(7, 0, [2, 5, 9])}
    assert len(others | {row_seed(7, 0, prompt)}) == 4
    assert all(0 <= seed < 2**63 for seed in others)
    # without a seed, a fresh one every time
    assert row_seed(None, 0, prompt) != row_seed(None, 0, prompt)
