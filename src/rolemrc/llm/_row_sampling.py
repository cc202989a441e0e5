"""Temperature sampling in which every row of a batch draws from its own seeded generator, so a
sampled answer depends on its request alone, never on the requests batched with it."""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Sequence

import torch
from transformers import LogitsProcessor

_SEED_BITS = 63  # torch.Generator.manual_seed takes any int64; a non-negative one reads better


def row_seed(seed: int | None, occurrence: int, prompt: Sequence[int]) -> int:
    """The seed of one row's generator: a stable hash of the request's seed, its sample number
    (``ChatRequest.occurrence``) and its prompt's token ids, or a fresh random value when the
    request has no seed."""
    if seed is None:
        return secrets.randbits(_SEED_BITS)
    text = json.dumps([seed, occurrence, list(prompt)], separators=(",", ":"))
    digest = hashlib.blake2b(text.encode("ascii"), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - _SEED_BITS)


class RowSeededSampler(LogitsProcessor):
    """Draws each row's next token from ``softmax(scores / temperature)`` (plain temperature
    sampling: no top-k, no top-p) with that row's own generator, and returns scores that are
    ``-inf`` everywhere but the drawn token, so greedy decoding picks it.

    A draw is the exponential race ``torch.multinomial`` itself runs for one sample
    (``argmax(p / q)``, ``q`` an ``Exp(1)`` variable per token, made as ``-log(u)`` from uniforms
    of the row's generator, five times faster than ``exponential_``): each row draws once per
    step, whatever the batch holds, so a row's draws are its own sequence. The race, unlike an
    inverted cumulative distribution, only changes its winner where two tokens nearly tie, so
    the last-bit differences that batching makes in the logits rarely change a draw. A row that
    has finished either leaves the batch with its generator (:meth:`keep_rows`) or, in
    transformers' ``generate``, still draws (its tokens are replaced with padding); a row with
    no finite score gets token 0 instead of an error. The generators live on the scores'
    device, made on the first call.
    """

    def __init__(self, temperature: float, seeds: Sequence[int]) -> None:
        if temperature <= 0:
            raise ValueError(f"temperature must be positive to sample, got {temperature}")
        self._temperature = temperature
        self._seeds = list(seeds)
        self._generators: list[torch.Generator] = []

    def keep_rows(self, rows: Sequence[int]) -> None:
        """Keep only these rows (positions in the current batch, in order): the batch's other
        rows have left it, and the rows kept go on drawing from their own generators."""
        self._seeds = [self._seeds[row] for row in rows]
        if self._generators:
            self._generators = [self._generators[row] for row in rows]

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        if scores.shape[0] != len(self._seeds):
            raise ValueError(f"{len(self._seeds)} seeds for a batch of {scores.shape[0]} rows")
        if not self._generators:
            self._generators = [
                torch.Generator(device=scores.device).manual_seed(seed) for seed in self._seeds
            ]
        probabilities = torch.softmax(scores / self._temperature, dim=-1)
        races = torch.stack(
            [
                torch.rand(row.shape, generator=generator, device=row.device, dtype=row.dtype)
                .log_()
                .neg_()
                for row, generator in zip(probabilities, self._generators, strict=True)
            ]
        )
        drawn = (probabilities / races).nan_to_num_(nan=-1.0).argmax(dim=-1, keepdim=True)
        chosen = torch.full_like(scores, float("-inf"))
        return chosen.scatter_(-1, drawn, 0.0)  # type: ignore[return-value]
