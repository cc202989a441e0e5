"""Role-to-MRC matching: exact selection against brute force, answerability on both sides,
persistence, reuse, rebuild on change, resume after an interruption, and the real MiniLM."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from rolemrc.core import ConfigError, InputError, write_jsonl
from rolemrc.synth._matching import load_triplets, match_roles, profile_text
from rolemrc.synth._mrc import write_demo_mrc_corpus
from rolemrc.synth._mrc_index import mrc_text
from rolemrc.synth._records import (
    NO_ANSWER,
    MrcTriplet,
    NamedItem,
    RoleMatches,
    RoleProfile,
    SpeechExample,
)

DIMENSION = 16


def _fake_vector(text: str) -> npt.NDArray[np.float64]:
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")
    return np.random.default_rng(seed).standard_normal(DIMENSION)


class FakeEmbedder:
    """Deterministic pseudo-random vectors per text (not normalised: the index must do it);
    records every encode call."""

    def __init__(self, name: str = "fake-v1", fail_after_calls: int | None = None) -> None:
        self.name = name
        self.calls: list[list[str]] = []
        self._fail_after_calls = fail_after_calls

    def encode(self, texts: list[str]) -> npt.NDArray[Any]:
        if self._fail_after_calls is not None and len(self.calls) >= self._fail_after_calls:
            raise RuntimeError("killed mid-embedding")
        self.calls.append(list(texts))
        return np.stack([_fake_vector(text) * 3.0 for text in texts])

    @property
    def texts_encoded(self) -> int:
        return sum(len(batch) for batch in self.calls)


def _profile(number: int) -> RoleProfile:
    return RoleProfile(
        id=f"role-{number}",
        persona_id=f"persona-{number}",
        name=f"Role {number}",
        brief_description=f"A role numbered {number}.",
        abilities_and_skills=[NamedItem(name=f"Skill {number}", description="A useful skill.")],
        speech_style="Plain and short.",
        personality=[NamedItem(name="Calm", description="Rarely upset.")],
        past_experience=["Worked for years."],
        knowledge_boundaries=f"Knows topic {number}.",
        speech_examples=[SpeechExample(topic="greeting", narration="waves", speech="Hello.")],
    )


def _triplets(count: int, *, unanswerable_every: int = 3, variant: str = "") -> list[MrcTriplet]:
    return [
        MrcTriplet(
            id=f"t{number:04d}",
            query=f"question {number}{variant}",
            passages=[f"A passage about item {number}.", f"More on {number}."],
            answers=[NO_ANSWER] if number % unanswerable_every == 0 else [f"answer {number}"],
        )
        for number in range(count)
    ]


def _write_corpus(path: Path, triplets: Sequence[MrcTriplet]) -> Path:
    write_jsonl(path, triplets)
    return path


def _unit(matrix: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    normalised: npt.NDArray[np.float64] = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
    return normalised


Selection = list[tuple[str, bool, float]]  # (triplet id, answerable, score)


def _brute_force(
    profiles: Sequence[RoleProfile], triplets: Sequence[MrcTriplet], top_k: int, bottom_k: int
) -> list[tuple[Selection, Selection]]:
    """The selection rule spelled out over the full similarity matrix (float64): per role the
    most relevant (descending) and least relevant (ascending) selections."""
    corpus = _unit(np.stack([_fake_vector(mrc_text(triplet)) for triplet in triplets]))
    roles = _unit(np.stack([_fake_vector(profile_text(profile)) for profile in profiles]))
    similarity = roles @ corpus.T
    expected = []
    for role in range(len(profiles)):
        most: Selection = []
        least: Selection = []
        for answerable in (True, False):
            members = [j for j, t in enumerate(triplets) if t.answerable is answerable]
            descending = sorted(members, key=lambda j: -similarity[role, j])
            top = descending[:top_k]
            bottom = [j for j in reversed(descending) if j not in top][:bottom_k]
            most += [(triplets[j].id, answerable, float(similarity[role, j])) for j in top]
            least += [(triplets[j].id, answerable, float(similarity[role, j])) for j in bottom]
        most.sort(key=lambda item: -item[2])
        least.sort(key=lambda item: item[2])
        expected.append((most, least))
    return expected


def _assert_matches_brute_force(
    result: list[RoleMatches],
    profiles: Sequence[RoleProfile],
    triplets: Sequence[MrcTriplet],
    top_k: int,
    bottom_k: int,
) -> None:
    expected = _brute_force(profiles, triplets, top_k, bottom_k)
    assert [matches.profile_id for matches in result] == [profile.id for profile in profiles]
    for matches, sides in zip(result, expected, strict=True):
        for side, wanted in zip(
            (matches.most_relevant, matches.least_relevant), sides, strict=True
        ):
            assert [(m.triplet_id, m.answerable) for m in side] == [(i, a) for i, a, _ in wanted]
            assert [m.score for m in side] == pytest.approx([s for _, _, s in wanted], abs=1e-5)


@pytest.mark.parametrize(
    ("count", "shard_size", "top_k", "bottom_k"),
    [
        (60, 16, 3, 2),  # 4 shards merged, the last one partial
        (10, 4, 3, 2),  # 4 unanswerable < top_k + bottom_k: the sides stay disjoint
        (60, 7, 0, 4),
        (60, 64, 5, 0),
    ],
)
def test_selection_is_exact_against_brute_force(
    tmp_path: Path, count: int, shard_size: int, top_k: int, bottom_k: int
) -> None:
    triplets = _triplets(count)
    profiles = [_profile(number) for number in range(5)]
    result = match_roles(
        profiles,
        triplets,
        index_dir=tmp_path / "index",
        embedder=FakeEmbedder(),
        top_k=top_k,
        bottom_k=bottom_k,
        shard_size=shard_size,
        progress=False,
    )
    _assert_matches_brute_force(result, profiles, triplets, top_k, bottom_k)
    for matches in result:
        for answerable in (True, False):
            class_size = sum(t.answerable is answerable for t in triplets)
            most = [m for m in matches.most_relevant if m.answerable is answerable]
            least = [m for m in matches.least_relevant if m.answerable is answerable]
            assert len(most) == min(top_k, class_size)
            assert len(least) == min(bottom_k, class_size - len(most))
        assert not {m.triplet_id for m in matches.most_relevant} & {
            m.triplet_id for m in matches.least_relevant
        }


def test_a_small_class_is_shared_out_most_relevant_first(tmp_path: Path) -> None:
    triplets = _triplets(10, unanswerable_every=4)  # t0000, t0004, t0008 are unanswerable
    profiles = [_profile(0), _profile(1)]
    result = match_roles(
        profiles,
        triplets,
        index_dir=tmp_path / "index",
        embedder=FakeEmbedder(),
        top_k=2,
        bottom_k=2,
        progress=False,
    )
    _assert_matches_brute_force(result, profiles, triplets, 2, 2)
    for matches in result:
        sides = (matches.most_relevant, matches.least_relevant)
        assert [[m.answerable for m in side].count(False) for side in sides] == [2, 1]
        assert [[m.answerable for m in side].count(True) for side in sides] == [2, 2]


def test_reuse_does_not_call_the_embedder_again(tmp_path: Path) -> None:
    triplets = _triplets(40)
    corpus = _write_corpus(tmp_path / "mrc.jsonl", triplets)
    profiles = [_profile(number) for number in range(3)]
    first_embedder = FakeEmbedder()
    first = match_roles(
        profiles,
        corpus,
        index_dir=tmp_path / "index",
        embedder=first_embedder,
        shard_size=16,
        batch_size=8,
        progress=False,
    )
    assert first_embedder.texts_encoded == 40 + 3
    assert [len(batch) for batch in first_embedder.calls] == [8, 8, 8, 8, 8, 3]
    for corpus_argument in (corpus, triplets):  # a path (not re-read) and a stream (re-hashed)
        again = FakeEmbedder()
        assert (
            match_roles(
                profiles,
                corpus_argument,
                index_dir=tmp_path / "index",
                embedder=again,
                shard_size=16,
                batch_size=8,
                progress=False,
            )
            == first
        )
        assert again.calls == []
    one_more = FakeEmbedder()
    match_roles(
        [*profiles, _profile(9)],
        corpus,
        index_dir=tmp_path / "index",
        embedder=one_more,
        shard_size=16,
        progress=False,
    )
    assert one_more.calls == [[profile_text(_profile(9))]]


def test_index_directory_contents(tmp_path: Path) -> None:
    triplets = _triplets(40)
    match_roles(
        [_profile(0)],
        triplets,
        index_dir=tmp_path / "index",
        embedder=FakeEmbedder(),
        shard_size=16,
        progress=False,
    )
    manifest = json.loads((tmp_path / "index" / "manifest.json").read_text())
    assert {key: manifest[key] for key in ("format", "embedder", "dimension", "count")} == {
        "format": 1,
        "embedder": "fake-v1",
        "dimension": DIMENSION,
        "count": 40,
    }
    assert (manifest["answerable"], manifest["unanswerable"], len(manifest["shards"])) == (
        26,
        14,
        3,
    )
    assert manifest["source_fingerprint"] is None
    shards = sorted((tmp_path / "index" / "embeddings").iterdir())
    assert [path.name for path in shards] == ["00000.npy", "00001.npy", "00002.npy"]
    vectors = np.concatenate([np.load(path) for path in shards])
    assert vectors.dtype == np.float32 and vectors.shape == (40, DIMENSION)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(
        vectors[5], _unit(_fake_vector(mrc_text(triplets[5]))[None])[0], atol=1e-6
    )


def test_another_embedder_rebuilds_everything(tmp_path: Path) -> None:
    triplets = _triplets(30)
    for name in ("fake-v1", "fake-v2"):
        embedder = FakeEmbedder(name)
        match_roles(
            [_profile(0)],
            triplets,
            index_dir=tmp_path / "index",
            embedder=embedder,
            shard_size=8,
            progress=False,
        )
        assert embedder.texts_encoded == 30 + 1
    manifest = json.loads((tmp_path / "index" / "manifest.json").read_text())
    assert manifest["embedder"] == "fake-v2"


def test_changed_corpus_reembeds_from_the_first_changed_shard(tmp_path: Path) -> None:
    profiles = [_profile(number) for number in range(3)]
    original = _triplets(40)
    match_roles(
        profiles,
        original,
        index_dir=tmp_path / "index",
        embedder=FakeEmbedder(),
        shard_size=8,
        progress=False,
    )
    changed = list(original)
    changed[20] = changed[20].model_copy(update={"answers": [NO_ANSWER]})  # shard 2 of 5
    embedder = FakeEmbedder()
    result = match_roles(
        profiles,
        changed,
        index_dir=tmp_path / "index",
        embedder=embedder,
        shard_size=8,
        progress=False,
    )
    assert embedder.texts_encoded == 40 - 16
    _assert_matches_brute_force(result, profiles, changed, 5, 5)
    assert not load_triplets(tmp_path / "index", ["t0020"])["t0020"].answerable

    shrunk = changed[:12]
    embedder = FakeEmbedder()
    result = match_roles(
        profiles,
        shrunk,
        index_dir=tmp_path / "index",
        embedder=embedder,
        shard_size=8,
        progress=False,
    )
    assert embedder.texts_encoded == 4  # the partial shard 1 only
    _assert_matches_brute_force(result, profiles, shrunk, 5, 5)
    assert len(list((tmp_path / "index" / "embeddings").iterdir())) == 2
    with pytest.raises(InputError, match="1 triplet id"):
        load_triplets(tmp_path / "index", ["t0011", "t0012"])


def test_resume_after_a_kill_mid_embedding_gives_the_same_bytes(tmp_path: Path) -> None:
    triplets = _triplets(40)
    profiles = [_profile(number) for number in range(3)]
    settings: dict[str, Any] = {"shard_size": 8, "batch_size": 4, "progress": False}
    uninterrupted = match_roles(
        profiles, triplets, index_dir=tmp_path / "clean", embedder=FakeEmbedder(), **settings
    )

    # 2 calls per shard: shards 0 and 1 are complete, shard 2 is half embedded at the kill.
    with pytest.raises(RuntimeError, match="killed mid-embedding"):
        match_roles(
            profiles,
            triplets,
            index_dir=tmp_path / "resumed",
            embedder=FakeEmbedder(fail_after_calls=5),
            **settings,
        )
    assert not (tmp_path / "resumed" / "manifest.json").exists()
    embedder = FakeEmbedder()
    resumed = match_roles(
        profiles, triplets, index_dir=tmp_path / "resumed", embedder=embedder, **settings
    )
    assert embedder.texts_encoded == 40 - 16 + 3
    assert resumed == uninterrupted
    for name in ("manifest.json", *(f"embeddings/{shard:05d}.npy" for shard in range(5))):
        assert (tmp_path / "resumed" / name).read_bytes() == (
            tmp_path / "clean" / name
        ).read_bytes()
    assert load_triplets(tmp_path / "resumed", ["t0039", "t0000"]) == {
        "t0039": triplets[39],
        "t0000": triplets[0],
    }


def test_load_triplets(tmp_path: Path) -> None:
    triplets = _triplets(20)
    with pytest.raises(InputError, match="no complete MRC index"):
        load_triplets(tmp_path / "index", ["t0001"])
    match_roles([], triplets, index_dir=tmp_path / "index", embedder=FakeEmbedder(), progress=False)
    loaded = load_triplets(tmp_path / "index", ["t0007", "t0003", "t0007"])
    assert list(loaded) == ["t0007", "t0003"]
    assert loaded["t0003"] == triplets[3]
    with pytest.raises(InputError, match=r"1 triplet id\(s\) not in the MRC index: 'nope'"):
        load_triplets(tmp_path / "index", ["t0001", "nope"])


def test_bad_corpora_and_settings(tmp_path: Path) -> None:
    duplicated = _write_corpus(tmp_path / "dup.jsonl", [*_triplets(5), _triplets(3)[1]])
    with pytest.raises(InputError) as caught:
        match_roles(
            [_profile(0)],
            duplicated,
            index_dir=tmp_path / "a",
            embedder=FakeEmbedder(),
            progress=False,
        )
    assert str(caught.value) == (
        f"{duplicated}, field 'id': duplicate MRC triplet id 't0001' (triplet 6 of the corpus)"
    )
    with pytest.raises(InputError, match="the MRC corpus is empty"):
        match_roles([], [], index_dir=tmp_path / "b", embedder=FakeEmbedder(), progress=False)
    with pytest.raises(ConfigError, match="top_k must be >= 0"):
        match_roles([], [], index_dir=tmp_path / "c", embedder=FakeEmbedder(), top_k=-1)

    class OneVectorEmbedder(FakeEmbedder):
        def encode(self, texts: list[str]) -> npt.NDArray[Any]:
            return np.ones((1, DIMENSION))

    with pytest.raises(ConfigError, match=r"returned an array of shape \(1, 16\) for 5 texts"):
        match_roles(
            [], _triplets(5), index_dir=tmp_path / "d", embedder=OneVectorEmbedder(), progress=False
        )


def test_texts_that_are_embedded() -> None:
    profile = _profile(4)
    text = profile_text(profile)
    assert text == (
        "Role 4. A role numbered 4.\n"
        "Abilities and skills: Skill 4: A useful skill.\n"
        "Knowledge boundaries: Knows topic 4."
    )
    long = MrcTriplet(id="x", query="why", passages=["word " * 500, "tail passage"], answers=[])
    assert mrc_text(long) == "why\n" + " ".join(["word"] * 399)  # 1998 characters
    assert mrc_text(_triplets(1)[0]) == "question 0\nA passage about item 0.\nMore on 0."


def test_progress_lines(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    match_roles(
        [_profile(0)],
        _triplets(20),
        index_dir=tmp_path / "index",
        embedder=FakeEmbedder(),
        shard_size=16,
    )
    assert capfd.readouterr().err.splitlines() == [
        "MRC index: 16 triplets (16 embedded, 0 reused)",
        "MRC index: 20 triplets (20 embedded, 0 reused)",
        "matching 1 roles to answerable MRC (shards): 1/2",
        "matching 1 roles to answerable MRC (shards): 2/2",
        "matching 1 roles to unanswerable MRC (shards): 1/2",
        "matching 1 roles to unanswerable MRC (shards): 2/2",
    ]
    match_roles(
        [_profile(0)],
        _triplets(20),
        index_dir=tmp_path / "index",
        embedder=FakeEmbedder(),
        shard_size=16,
        progress=False,
    )
    assert capfd.readouterr().err == ""


@pytest.mark.slow
def test_real_minilm_matches_roles_to_their_topics(tmp_path: Path) -> None:
    corpus = write_demo_mrc_corpus(tmp_path / "demo.jsonl")
    marine, pastry = _profile(0), _profile(1)
    marine = marine.model_copy(
        update={
            "name": "Marina Okafor",
            "brief_description": "A marine biologist who studies coral reefs, sea turtles and "
            "ocean life.",
            "abilities_and_skills": [
                NamedItem(name="Reef ecology", description="Corals, reef fish and turtles."),
                NamedItem(name="Ocean science", description="Currents, salinity and plankton."),
            ],
            "knowledge_boundaries": "Expert on the sea and marine animals.",
        }
    )
    pastry = pastry.model_copy(
        update={
            "name": "Theo Laurent",
            "brief_description": "A French pastry chef who bakes croissants and macarons.",
            "abilities_and_skills": [
                NamedItem(name="Viennoiserie", description="Laminated doughs and croissants."),
                NamedItem(name="Chocolate", description="Tempering and ganache."),
            ],
            "knowledge_boundaries": "Expert on baking, pastry and desserts.",
        }
    )
    result = match_roles(
        [marine, pastry], corpus, index_dir=tmp_path / "index", top_k=3, bottom_k=3
    )
    for matches, topic in zip(result, ("marine-biology", "pastry"), strict=True):
        in_topic = f"demo-{topic}-"
        answerable_most = [m.triplet_id for m in matches.most_relevant if m.answerable]
        assert len(answerable_most) == 3 and all(t.startswith(in_topic) for t in answerable_most)
        # the one unanswerable item of the topic is its best unanswerable match
        assert next(m for m in matches.most_relevant if not m.answerable).triplet_id == (
            f"{in_topic}{'04' if topic == 'marine-biology' else '03'}"
        )
        assert not any(m.triplet_id.startswith(in_topic) for m in matches.least_relevant)
        scores = [m.score for m in matches.most_relevant]
        assert scores == sorted(scores, reverse=True)
        assert -1.0 <= matches.least_relevant[0].score < 0.0 < scores[0] <= 1.0
