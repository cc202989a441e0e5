"""Matching roles to MRC triplets (RoleMRC §3, stage 3): each role's most and least relevant
triplets by embedding similarity, answerable and unanswerable ones apart. The index they are
searched in is :mod:`rolemrc.synth._mrc_index`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from rolemrc.core import (
    ConfigError,
    InputError,
    LineProgress,
    fingerprint,
)
from rolemrc.synth._embed import (
    Embedder,
    FloatMatrix,
    encode_normalized,
    resolve_embedder,
)
from rolemrc.synth._mrc_catalogue import CATALOG_FILE, TripletCatalog
from rolemrc.synth._mrc_index import (
    DEFAULT_BATCH_SIZE,
    DEFAULT_SHARD_SIZE,
    IndexReporter,
    MrcIndex,
    SideHits,
    index_corpus,
    read_index_manifest,
    search_shards,
)
from rolemrc.synth._records import MrcMatch, MrcTriplet, RoleMatches, RoleProfile


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


def _profile_vectors(
    profiles: Sequence[RoleProfile], index: MrcIndex, embedder: Embedder, batch_size: int
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
    hits: dict[bool, SideHits], query: int, *, bottom_k: int
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
    reporter = IndexReporter(progress)
    index = index_corpus(
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
        hits: dict[bool, SideHits] = {}
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
            hits[answerable] = search_shards(
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
    if read_index_manifest(directory) is None or not (directory / CATALOG_FILE).is_file():
        raise InputError("no complete MRC index here (match_roles builds one)", path=directory)
    wanted = list(dict.fromkeys(ids))
    catalog = TripletCatalog(directory / CATALOG_FILE)
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
