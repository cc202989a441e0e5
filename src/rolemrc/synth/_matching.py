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
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
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
    resolve_embedder,
)
from rolemrc.synth._mrc import read_mrc_jsonl
from rolemrc.synth._records import MrcMatch, MrcTriplet, RoleMatches, RoleProfile

INDEX_FORMAT = 1
DEFAULT_SHARD_SIZE = 8192
DEFAULT_BATCH_SIZE = 256
MRC_TEXT_CHARS = 2000

CATALOG_FILE = "triplets.sqlite"
EMBEDDINGS_DIR = "embeddings"
_SQL_CHUNK = 500  # host parameters per IN (...) query


def profile_text(profile: RoleProfile) -> str:
    """What is embedded for a role: its name and brief description, its abilities and skills,
    and its knowledge boundaries.

    These sections say what the role knows about, which is what makes a passage relevant or
    irrelevant to it. Speech style, personality and speech examples describe how the role talks;
    they would pull in passages that merely share a mood or a word. (A boundary that names a
    topic the role does *not* know also pulls towards that topic: bi-encoders read negation
    poorly; profiles usually phrase boundaries as the edge of their expertise, which matches
    the intended topic.)
    """
    skills = "; ".join(
        f"{skill.name}: {skill.description}" for skill in profile.abilities_and_skills
    )
    return (
        f"{profile.name}. {profile.brief_description}\n"
        f"Abilities and skills: {skills}\n"
        f"Knowledge boundaries: {profile.knowledge_boundaries}"
    )


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


# --- the triplet catalogue -------------------------------------------------------------------


class _Catalog:
    """The SQLite side of an index directory (see the module docstring)."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.executescript(
            """
            PRAGMA synchronous = NORMAL;
            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS shards (
                shard INTEGER PRIMARY KEY, fingerprint TEXT NOT NULL, answerable BLOB NOT NULL);
            CREATE TABLE IF NOT EXISTS triplets (
                row INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, record TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS profile_vectors (
                text_fingerprint TEXT PRIMARY KEY, vector BLOB NOT NULL);
            """
        )

    def close(self) -> None:
        self.connection.close()

    def meta(self) -> dict[str, str]:
        return dict(self.connection.execute("SELECT key, value FROM meta").fetchall())

    def set_meta(self, values: dict[str, str]) -> None:
        with self.transaction():
            self.connection.executemany(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", values.items()
            )

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Everything inside commits together or not at all (a kill rolls it back)."""
        self.connection.execute("BEGIN")
        try:
            yield
        except BaseException:
            self.connection.rollback()
            raise
        self.connection.commit()

    def shard_fingerprint(self, shard: int) -> str | None:
        found = self.connection.execute(
            "SELECT fingerprint FROM shards WHERE shard = ?", (shard,)
        ).fetchone()
        return None if found is None else str(found[0])

    def shard_count(self) -> int:
        return int(self.connection.execute("SELECT COUNT(*) FROM shards").fetchone()[0])

    def answerable_mask(self, shard: int) -> npt.NDArray[np.bool_]:
        (blob,) = self.connection.execute(
            "SELECT answerable FROM shards WHERE shard = ?", (shard,)
        ).fetchone()
        return np.frombuffer(blob, dtype=np.bool_)

    def truncate_from(self, shard: int, first_row: int) -> None:
        with self.transaction():
            self.connection.execute("DELETE FROM shards WHERE shard >= ?", (shard,))
            self.connection.execute("DELETE FROM triplets WHERE row >= ?", (first_row,))

    def add_triplets(self, first_row: int, triplets: Sequence[MrcTriplet]) -> None:
        """Insert within the caller's transaction; a repeated id raises its position and id."""
        for offset, triplet in enumerate(triplets):
            try:
                self.connection.execute(
                    "INSERT INTO triplets (row, id, record) VALUES (?, ?, ?)",
                    (
                        first_row + offset,
                        triplet.id,
                        canonical_json(triplet.model_dump(mode="json")),
                    ),
                )
            except sqlite3.IntegrityError:
                raise _DuplicateId(triplet.id, first_row + offset) from None

    def add_shard(self, shard: int, shard_fingerprint: str, answerable: Sequence[bool]) -> None:
        self.connection.execute(
            "INSERT INTO shards (shard, fingerprint, answerable) VALUES (?, ?, ?)",
            (shard, shard_fingerprint, np.asarray(answerable, np.bool_).tobytes()),
        )

    def _select_in(self, sql: str, keys: Sequence[Any]) -> Iterator[tuple[Any, ...]]:
        for start in range(0, len(keys), _SQL_CHUNK):
            chunk = keys[start : start + _SQL_CHUNK]
            marks = ",".join("?" * len(chunk))
            yield from self.connection.execute(sql.format(marks=marks), tuple(chunk))

    def ids_of_rows(self, rows: Sequence[int]) -> dict[int, str]:
        return dict(self._select_in("SELECT row, id FROM triplets WHERE row IN ({marks})", rows))

    def records(self, ids: Sequence[str]) -> dict[str, str]:
        return dict(self._select_in("SELECT id, record FROM triplets WHERE id IN ({marks})", ids))

    def profile_vectors(self, keys: Sequence[str]) -> dict[str, bytes]:
        return dict(
            self._select_in(
                "SELECT text_fingerprint, vector FROM profile_vectors "
                "WHERE text_fingerprint IN ({marks})",
                keys,
            )
        )

    def add_profile_vectors(self, vectors: dict[str, bytes]) -> None:
        with self.transaction():
            self.connection.executemany(
                "INSERT OR REPLACE INTO profile_vectors (text_fingerprint, vector) VALUES (?, ?)",
                vectors.items(),
            )


class _DuplicateId(Exception):
    def __init__(self, triplet_id: str, row: int) -> None:
        super().__init__(triplet_id)
        self.triplet_id = triplet_id
        self.row = row


# --- building the index ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Index:
    """A complete index directory: what ``manifest.json`` says, plus the open catalogue."""

    directory: Path
    catalog: _Catalog
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


def _open_catalog(directory: Path, build_meta: dict[str, str]) -> _Catalog:
    """The catalogue, emptied first when it was built with another format, embedder or shard
    size."""
    directory.mkdir(parents=True, exist_ok=True)
    catalog = _Catalog(directory / CATALOG_FILE)
    stored = catalog.meta()
    if stored and any(stored.get(key) != value for key, value in build_meta.items()):
        catalog.close()
        _remove_index_files(directory)
        catalog = _Catalog(directory / CATALOG_FILE)
        stored = {}
    if not stored:
        catalog.set_meta(build_meta)
    return catalog


def _read_manifest(directory: Path) -> dict[str, Any] | None:
    return RunDir(directory).read_json(directory / MANIFEST_FILE)


class _Reporter:
    def __init__(self, enabled: bool) -> None:
        self._console = Console(stderr=True) if enabled else None

    def line(self, text: str) -> None:
        if self._console is not None:
            self._console.print(text, highlight=False, markup=False, soft_wrap=True)


def _index_corpus(
    corpus: Iterable[MrcTriplet] | str | Path,
    *,
    directory: Path,
    embedder: Embedder,
    shard_size: int,
    batch_size: int,
    reporter: _Reporter,
) -> _Index:
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
        manifest = _read_manifest(directory)
        if (
            manifest is not None
            and source_fingerprint is not None
            and manifest.get("source_fingerprint") == source_fingerprint
            and _shards_complete(catalog, directory, len(manifest["shards"]))
        ):
            reporter.line(f"MRC index: reusing {manifest['count']} triplets in {directory}")
            return _Index(directory, catalog, manifest)
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
        return _Index(directory, catalog, manifest)
    except BaseException:
        catalog.close()
        raise


def _shards_complete(catalog: _Catalog, directory: Path, count: int) -> bool:
    shards = EmbeddingShards(directory / EMBEDDINGS_DIR)
    return catalog.shard_count() == count and all(shards.exists(shard) for shard in range(count))


def _sync_shards(
    triplets: Iterable[MrcTriplet],
    *,
    catalog: _Catalog,
    directory: Path,
    embedder: Embedder,
    shard_size: int,
    batch_size: int,
    reporter: _Reporter,
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
            except _DuplicateId as duplicate:
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


# --- search ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Hits:
    """Best ``k`` rows per query (row -1 where fewer exist), scores as similarities."""

    scores: npt.NDArray[np.float32]
    rows: npt.NDArray[np.int64]


@dataclass(frozen=True)
class _SideHits:
    most: _Hits
    least: _Hits  # top_k + bottom_k candidates, lowest first (so the most side can be excluded)


def _search_shards(
    queries: FloatMatrix,
    index: _Index,
    *,
    answerable: bool,
    top_k: int,
    candidates_k: int,
    progress: LineProgress | None,
) -> _SideHits:
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
    return _SideHits(_Hits(most.D, most.I), _Hits(-least.D, least.I))


def _profile_vectors(
    profiles: Sequence[RoleProfile], index: _Index, embedder: Embedder, batch_size: int
) -> FloatMatrix:
    """Unit vectors of the profiles, embedding only texts not cached in the index."""
    texts = [profile_text(profile) for profile in profiles]
    keys = [fingerprint(text) for text in texts]
    cached = index.catalog.profile_vectors(keys)
    missing = {key: text for key, text in zip(keys, texts, strict=True) if key not in cached}
    if missing:
        computed = encode_normalized(embedder, list(missing.values()), batch_size=batch_size)
        fresh = {key: vector.tobytes() for key, vector in zip(missing, computed, strict=True)}
        index.catalog.add_profile_vectors(fresh)
        cached.update(fresh)
    vectors = np.stack([np.frombuffer(cached[key], dtype=np.float32) for key in keys])
    if vectors.shape[1] != index.manifest["dimension"]:
        raise ConfigError(
            f"profile vectors have {vectors.shape[1]} dimensions, the MRC index "
            f"{index.manifest['dimension']}"
        )
    return vectors


def _select(
    hits: dict[bool, _SideHits], query: int, *, bottom_k: int
) -> tuple[list[tuple[int, float, bool]], list[tuple[int, float, bool]]]:
    """One role's (row, score, answerable) lists: most relevant by descending score, least
    relevant by ascending score, the least side skipping rows on the most side."""
    most: list[tuple[int, float, bool]] = []
    least: list[tuple[int, float, bool]] = []
    for answerable, side in hits.items():
        chosen = {
            int(row): float(score)
            for row, score in zip(side.most.rows[query], side.most.scores[query], strict=True)
            if row >= 0
        }
        most.extend((row, score, answerable) for row, score in chosen.items())
        lowest = [
            (int(row), float(score), answerable)
            for row, score in zip(side.least.rows[query], side.least.scores[query], strict=True)
            if row >= 0 and int(row) not in chosen
        ]
        least.extend(lowest[:bottom_k])
    most.sort(key=lambda item: (-item[1], item[0]))
    least.sort(key=lambda item: (item[1], item[0]))
    return most, least


def match_roles(
    profiles: Sequence[RoleProfile],
    corpus: Iterable[MrcTriplet] | str | Path,
    *,
    index_dir: Path,
    embedder: str | Embedder | None = None,
    top_k: int = 5,
    bottom_k: int = 5,
    progress: bool = True,
    shard_size: int = DEFAULT_SHARD_SIZE,
    batch_size: int = DEFAULT_BATCH_SIZE,
) -> list[RoleMatches]:
    """Each role's most and least relevant MRC triplets, one RoleMatches per profile, in order.

    The dialogue builders need both answerabilities on both sides (answer and no-answer QA on
    relevant passages, attempts and refusals on irrelevant ones), so ``most_relevant`` holds the
    ``top_k`` highest-scoring answerable triplets *and* the ``top_k`` highest-scoring
    unanswerable ones, by descending score; ``least_relevant`` holds the ``bottom_k``
    lowest-scoring of each answerability, by ascending score. Fewer appear where a class is
    smaller. The two sides never share a triplet: in a class with fewer than
    ``top_k + bottom_k`` triplets the most relevant side is filled first. Scores are cosine
    similarities; the search is exact.

    ``corpus`` is a JSONL path (see ``read_mrc_jsonl``) or triplets (streamed once, e.g. from
    ``iter_msmarco``). The index in ``index_dir`` is reused when corpus and embedder are
    unchanged (for a path, without re-reading the corpus), resumed after an interruption, and
    rebuilt when the embedder changes. ``embedder`` is a sentence-transformers model name or
    path (``None``: the packaged MiniLM; RoleMRC used SFR-Embedding) or any object with
    ``name`` and ``encode(texts)``. ``shard_size`` triplets are embedded and stored at a time,
    ``batch_size`` per ``encode`` call.
    """
    for name, value in (("top_k", top_k), ("bottom_k", bottom_k)):
        if value < 0:
            raise ConfigError(f"{name} must be >= 0, got {value}")
    if shard_size < 1:
        raise ConfigError(f"shard_size must be >= 1, got {shard_size}")
    model = resolve_embedder(embedder)
    reporter = _Reporter(progress)
    index = _index_corpus(
        corpus,
        directory=Path(index_dir),
        embedder=model,
        shard_size=shard_size,
        batch_size=batch_size,
        reporter=reporter,
    )
    try:
        if not profiles:
            return []
        queries = _profile_vectors(profiles, index, model, batch_size)
        shard_total = len(index.manifest["shards"])
        hits: dict[bool, _SideHits] = {}
        for answerable in (True, False):
            tracker = (
                LineProgress(
                    f"matching {len(profiles)} roles to "
                    f"{'answerable' if answerable else 'unanswerable'} MRC (shards)",
                    shard_total,
                )
                if progress
                else None
            )
            hits[answerable] = _search_shards(
                queries,
                index,
                answerable=answerable,
                top_k=top_k,
                candidates_k=top_k + bottom_k,
                progress=tracker,
            )
        selections = [_select(hits, query, bottom_k=bottom_k) for query in range(len(profiles))]
        rows = sorted({row for most, least in selections for row, _, _ in most + least})
        ids = index.catalog.ids_of_rows(rows)
        return [
            RoleMatches(
                profile_id=profile.id,
                most_relevant=[
                    MrcMatch(triplet_id=ids[r], score=s, answerable=a) for r, s, a in most
                ],
                least_relevant=[
                    MrcMatch(triplet_id=ids[r], score=s, answerable=a) for r, s, a in least
                ],
            )
            for profile, (most, least) in zip(profiles, selections, strict=True)
        ]
    finally:
        index.catalog.close()


def load_triplets(index_dir: Path, ids: Iterable[str]) -> dict[str, MrcTriplet]:
    """The triplets with these ids from a complete index (by key lookups, not a corpus scan).

    Raises InputError when the directory holds no complete index or an id is not in it.
    """
    directory = Path(index_dir)
    if _read_manifest(directory) is None or not (directory / CATALOG_FILE).is_file():
        raise InputError("no complete MRC index here (match_roles builds one)", path=directory)
    wanted = list(dict.fromkeys(ids))
    catalog = _Catalog(directory / CATALOG_FILE)
    try:
        records = catalog.records(wanted)
    finally:
        catalog.close()
    missing = [triplet_id for triplet_id in wanted if triplet_id not in records]
    if missing:
        shown = ", ".join(repr(triplet_id) for triplet_id in missing[:5])
        raise InputError(
            f"{len(missing)} triplet id(s) not in the MRC index: {shown}", path=directory
        )
    return {
        triplet_id: MrcTriplet.model_validate_json(records[triplet_id]) for triplet_id in wanted
    }
