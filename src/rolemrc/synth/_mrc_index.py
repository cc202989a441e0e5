"""Matching roles to MRC triplets (RoleMRC §3, stage 3): each role's most and least relevant
triplets by embedding similarity, answerable and unanswerable ones apart.

The index lives in one directory and is built as the corpus streams past, one shard of
``shard_size`` triplets at a time, so memory stays bounded whatever the corpus size:

- ``triplets.sqlite``: every triplet (id and the record as JSON) keyed by its corpus row, each
  shard's content fingerprint and answerability mask, cached profile vectors, and what the index
  was built with (format, embedder, shard size);
- ``embeddings/NNNNN.npy``: one float32 shard of unit vectors per ``shard_size`` triplets,
  written as soon as it is computed;
- ``manifest.json``: written last, when the whole corpus is indexed (fingerprints, counts).

Shards are content-addressed: a rerun (after a kill, or on a corpus that grew) re-embeds only
the shards whose triplets differ, from the first difference on; another embedder or shard size
starts the index afresh, so vectors of two models are never mixed. The flat FAISS index
(``IndexFlatIP``: exact inner product, which is cosine on unit vectors) is built per shard from
its memory-mapped vectors at search time; keeping one monolithic index would hold every vector
in memory (1.2 GB at 800k x 384, 13 GB with SFR-Embedding's 4096 dimensions), whereas per-shard
search holds one shard and merges the per-shard results exactly.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Any

import faiss
import numpy as np
import numpy.typing as npt
from rich.console import Console

from rolemrc.core import (
    MANIFEST_FILE,
    ConfigError,
    InputError,
    LineProgress,
    RunDir,
    canonical_json,
    file_fingerprint,
    fingerprint,
)
from rolemrc.synth._embed import (
    Embedder,
    EmbeddingShards,
    FloatMatrix,
    encode_normalized,
)
from rolemrc.synth._mrc import read_mrc_jsonl
from rolemrc.synth._mrc_catalogue import CATALOG_FILE, DuplicateTripletId, TripletCatalog
from rolemrc.synth._records import MrcTriplet

INDEX_FORMAT = 1
DEFAULT_SHARD_SIZE = 8192
DEFAULT_BATCH_SIZE = 256
MRC_TEXT_CHARS = 2000

EMBEDDINGS_DIR = "embeddings"


def mrc_text(triplet: MrcTriplet) -> str:
    """What is embedded for a triplet: the query, then the passages, cut at a word boundary
    after ``MRC_TEXT_CHARS`` characters (about 450 tokens).

    The query comes first because it states the topic most densely, and a model that truncates
    its input (MiniLM reads 256 word pieces) then drops passage text, never the query. MS MARCO
    passages were all retrieved for their query, so the first ones carry the topic; a longer
    text would cost tokenizer time for tokens most models discard.
    """
    text = "\n".join([triplet.query, *triplet.passages])
    if len(text) <= MRC_TEXT_CHARS:
        return text
    cut = text.rfind(" ", 0, MRC_TEXT_CHARS + 1)
    return text[: cut if cut > len(triplet.query) else MRC_TEXT_CHARS]


@dataclass(frozen=True)
class MrcIndex:
    """A complete index directory: what ``manifest.json`` says, plus the open catalogue."""

    directory: Path
    catalog: TripletCatalog
    manifest: dict[str, Any]

    @property
    def shards(self) -> EmbeddingShards:
        return EmbeddingShards(self.directory / EMBEDDINGS_DIR)


def _shard_fingerprint(triplets: Sequence[MrcTriplet], texts: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for triplet, text in zip(triplets, texts, strict=True):
        digest.update(canonical_json(triplet.model_dump(mode="json")).encode("utf-8"))
        digest.update(b"\n")
        digest.update(canonical_json(text).encode("utf-8"))
        digest.update(b"\n")
    return digest.hexdigest()


def _chunks(items: Iterable[MrcTriplet], size: int) -> Iterator[list[MrcTriplet]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        for triplet in chunk:
            if not isinstance(triplet, MrcTriplet):
                raise InputError(f"corpus items must be MrcTriplet, got {type(triplet).__name__}")
        yield chunk


def _remove_index_files(directory: Path) -> None:
    """Delete what an index directory holds (only the files this module writes)."""
    for name in (MANIFEST_FILE, CATALOG_FILE, f"{CATALOG_FILE}-journal"):
        (directory / name).unlink(missing_ok=True)
    shutil.rmtree(directory / EMBEDDINGS_DIR, ignore_errors=True)


def _open_catalog(directory: Path, build_meta: dict[str, str]) -> TripletCatalog:
    """The catalogue, emptied first when it was built with another format, embedder or shard
    size."""
    directory.mkdir(parents=True, exist_ok=True)
    catalog = TripletCatalog(directory / CATALOG_FILE)
    stored = catalog.meta()
    if stored and any(stored.get(key) != value for key, value in build_meta.items()):
        catalog.close()
        _remove_index_files(directory)
        catalog = TripletCatalog(directory / CATALOG_FILE)
        stored = {}
    if not stored:
        catalog.set_meta(build_meta)
    return catalog


def read_index_manifest(directory: Path) -> dict[str, Any] | None:
    return RunDir(directory).read_json(directory / MANIFEST_FILE)


class IndexReporter:
    def __init__(self, enabled: bool) -> None:
        self._console = Console(stderr=True) if enabled else None

    def line(self, text: str) -> None:
        if self._console is not None:
            self._console.print(text, highlight=False, markup=False, soft_wrap=True)


def index_corpus(
    corpus: Iterable[MrcTriplet] | str | Path,
    *,
    directory: Path,
    embedder: Embedder,
    shard_size: int,
    batch_size: int,
    reporter: IndexReporter,
) -> MrcIndex:
    """Bring ``directory`` in line with ``corpus``, embedding only what is not there yet.

    A JSONL corpus whose bytes match the manifest's ``source_fingerprint`` is not even read.
    """
    build_meta = {
        "format": str(INDEX_FORMAT),
        "embedder": embedder.name,
        "shard_size": str(shard_size),
    }
    catalog = _open_catalog(directory, build_meta)
    try:
        source = Path(corpus) if isinstance(corpus, str | os.PathLike) else None
        source_fingerprint = file_fingerprint(source) if source is not None else None
        manifest = read_index_manifest(directory)
        if (
            manifest is not None
            and source_fingerprint is not None
            and manifest.get("source_fingerprint") == source_fingerprint
            and _shards_complete(catalog, directory, len(manifest["shards"]))
        ):
            reporter.line(f"MRC index: reusing {manifest['count']} triplets in {directory}")
            return MrcIndex(directory, catalog, manifest)
        triplets = read_mrc_jsonl(source) if source is not None else corpus
        assert not isinstance(triplets, str | os.PathLike)
        manifest = _sync_shards(
            triplets,
            catalog=catalog,
            directory=directory,
            embedder=embedder,
            shard_size=shard_size,
            batch_size=batch_size,
            reporter=reporter,
            source=source,
        )
        manifest["source_fingerprint"] = source_fingerprint
        RunDir(directory).write_manifest(manifest)
        return MrcIndex(directory, catalog, manifest)
    except BaseException:
        catalog.close()
        raise


def _shards_complete(catalog: TripletCatalog, directory: Path, count: int) -> bool:
    shards = EmbeddingShards(directory / EMBEDDINGS_DIR)
    return catalog.shard_count() == count and all(shards.exists(shard) for shard in range(count))


def _sync_shards(
    triplets: Iterable[MrcTriplet],
    *,
    catalog: TripletCatalog,
    directory: Path,
    embedder: Embedder,
    shard_size: int,
    batch_size: int,
    reporter: IndexReporter,
    source: Path | None,
) -> dict[str, Any]:
    """Stream the corpus shard by shard, re-embedding the shards whose content fingerprint
    differs from the stored one (and everything after it); returns the new manifest."""
    shards = EmbeddingShards(directory / EMBEDDINGS_DIR)
    shard_fingerprints: list[str] = []
    answerable_count = embedded_count = 0
    dimension: int | None = None
    done = 0
    for shard, chunk in enumerate(_chunks(triplets, shard_size)):
        first_row = shard * shard_size
        texts = [mrc_text(triplet) for triplet in chunk]
        shard_fingerprint = _shard_fingerprint(chunk, texts)
        answerable = [triplet.answerable for triplet in chunk]
        if catalog.shard_fingerprint(shard) != shard_fingerprint or not shards.exists(shard):
            (directory / MANIFEST_FILE).unlink(missing_ok=True)
            catalog.truncate_from(shard, first_row)
            shards.remove_from(shard)
            try:
                with catalog.transaction():
                    catalog.add_triplets(first_row, chunk)
                    shards.write(shard, encode_normalized(embedder, texts, batch_size=batch_size))
                    catalog.add_shard(shard, shard_fingerprint, answerable)
            except DuplicateTripletId as duplicate:
                raise InputError(
                    f"duplicate MRC triplet id {duplicate.triplet_id!r} "
                    f"(triplet {duplicate.row + 1} of the corpus)",
                    path=source,
                    field="id",
                ) from None
            embedded_count += len(chunk)
        shard_dimension = int(shards.read(shard).shape[1])
        if dimension is not None and shard_dimension != dimension:
            raise ConfigError(
                f"embedding shard {shard} has {shard_dimension} dimensions, earlier ones "
                f"{dimension}: delete {directory} and rebuild"
            )
        dimension = shard_dimension
        shard_fingerprints.append(shard_fingerprint)
        answerable_count += sum(answerable)
        done += len(chunk)
        reporter.line(
            f"MRC index: {done} triplets ({embedded_count} embedded, "
            f"{done - embedded_count} reused)"
        )
    if not shard_fingerprints:
        raise InputError("the MRC corpus is empty", path=source)
    if catalog.shard_count() > len(shard_fingerprints):  # the corpus shrank
        (directory / MANIFEST_FILE).unlink(missing_ok=True)
        catalog.truncate_from(len(shard_fingerprints), done)
    shards.remove_from(len(shard_fingerprints))  # also files of uncommitted shards
    return {
        "format": INDEX_FORMAT,
        "embedder": embedder.name,
        "dimension": dimension,
        "shard_size": shard_size,
        "count": done,
        "answerable": answerable_count,
        "unanswerable": done - answerable_count,
        "corpus_fingerprint": fingerprint(shard_fingerprints),
        "shards": shard_fingerprints,
    }


@dataclass(frozen=True)
class Hits:
    """Best ``k`` rows per query (row -1 where fewer exist), scores as similarities."""

    scores: npt.NDArray[np.float32]
    rows: npt.NDArray[np.int64]


@dataclass(frozen=True)
class SideHits:
    most: Hits
    least: Hits  # top_k + bottom_k candidates, lowest first (so the most side can be excluded)


def search_shards(
    queries: FloatMatrix,
    index: MrcIndex,
    *,
    answerable: bool,
    top_k: int,
    candidates_k: int,
    progress: LineProgress | None,
) -> SideHits:
    """Exact top ``top_k`` and bottom ``candidates_k`` rows of one answerability class
    (``candidates_k >= top_k``).

    Per shard one IndexFlatIP search of the stacked ``[queries; -queries]``: the highest inner
    products with ``-q`` are the lowest with ``q``. FAISS's result heaps merge the shards.
    """
    count = len(queries)
    most = faiss.ResultHeap(count, top_k, keep_max=True)
    least = faiss.ResultHeap(count, candidates_k, keep_max=True)
    stacked = np.ascontiguousarray(np.concatenate([queries, -queries]), dtype=np.float32)
    shard_size = int(index.manifest["shard_size"])
    for shard in range(len(index.manifest["shards"])):
        members = np.flatnonzero(index.catalog.answerable_mask(shard) == answerable)
        if members.size and candidates_k:
            flat = faiss.IndexFlatIP(stacked.shape[1])
            flat.add(np.ascontiguousarray(index.shards.read(shard)[members]))
            scores, positions = flat.search(stacked, min(candidates_k, int(members.size)))
            rows = np.where(positions >= 0, shard * shard_size + members[positions], -1)
            most.add_result(scores[:count, :top_k], rows[:count, :top_k])
            least.add_result(scores[count:], rows[count:])
        if progress is not None:
            progress.update(shard + 1)
    most.finalize()
    least.finalize()
    return SideHits(Hits(most.D, most.I), Hits(-least.D, least.I))
