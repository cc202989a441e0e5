"""Role-to-MRC matching on a large synthetic corpus: ``match_roles`` (sharded FAISS search)
against brute force numpy (one matrix product per block of roles + ``argpartition``).

The corpus is ``--triplets`` MS MARCO-sized items (a query and ``--passage-chars`` of passage
text, every third one unanswerable) whose vectors are random unit vectors of ``--dimension``:
a fake embedder derives each vector from the number in the text, so the index builds without a
model and the brute force recomputes the very same vectors. Building and matching each run in a
child process so their peak resident memory is measured alone; the build also runs at a quarter
of the size, to show how memory grows with the corpus.

Both sides must select the same triplet ids, with scores within 1e-5; the script fails
otherwise. It prints the timings, the speed ratio and the peak memory.

    .venv/bin/python benchmarks/bench_mrc_matching.py [--triplets N] [--roles M]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import numpy.typing as npt

from rolemrc.core import write_jsonl
from rolemrc.synth import MrcTriplet, NamedItem, RoleMatches, RoleProfile, SpeechExample
from rolemrc.synth._matching import match_roles

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, parse_benchmark_args, print_table

TOLERANCE = 1e-5
_NUMBER = re.compile(r"#(\d+)")
_KINDS = {"mrc": 0, "role": 1}


def _vector(kind: str, number: int, dimension: int) -> npt.NDArray[np.float32]:
    rng = np.random.default_rng([_KINDS[kind], number])
    return rng.standard_normal(dimension).astype(np.float32)


class NumberedEmbedder:
    """The vector of a text is random, seeded by its kind (``mrc``/``role``) and ``#number``."""

    name = "bench-random"

    def __init__(self, dimension: int) -> None:
        self.dimension = dimension

    def encode(self, texts: list[str]) -> npt.NDArray[np.float32]:
        vectors = []
        for text in texts:
            kind = "role" if text.startswith("role") else "mrc"
            found = _NUMBER.search(text)
            assert found is not None, text
            vectors.append(_vector(kind, int(found.group(1)), self.dimension))
        return np.stack(vectors)


def _unit_rows(matrix: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """The normalisation ``match_roles`` applies, in float32."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    unit: npt.NDArray[np.float32] = matrix / np.maximum(norms, np.finfo(np.float32).tiny)
    return unit


def _triplets(count: int, passage_chars: int) -> Iterator[MrcTriplet]:
    filler = ("lorem ipsum dolor sit amet " * (passage_chars // 27 + 1))[:passage_chars]
    for number in range(count):
        yield MrcTriplet(
            id=f"syn-{number:07d}",
            query=f"mrc #{number} question",
            passages=[filler],
            answers=["No Answer Present."] if number % 3 == 0 else [f"answer {number}"],
        )


def _profiles(count: int) -> list[RoleProfile]:
    return [
        RoleProfile(
            id=f"role-{number}",
            persona_id=f"persona-{number}",
            name=f"role #{number}",
            brief_description="A synthetic role.",
            abilities_and_skills=[NamedItem(name="Skill", description="Something.")],
            speech_style="Plain.",
            personality=[NamedItem(name="Calm", description="Calm.")],
            past_experience=["None."],
            knowledge_boundaries="Everything synthetic.",
            speech_examples=[SpeechExample(topic="greeting", speech="Hello.")],
        )
        for number in range(count)
    ]


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _child(args: argparse.Namespace) -> None:
    """``--child build|match``: one step, then its timing and peak memory as JSON on stdout."""
    embedder = NumberedEmbedder(args.dimension)
    corpus = Path(args.corpus)
    profiles = _profiles(args.roles if args.child == "match" else 0)
    started = time.perf_counter()
    result = match_roles(
        profiles,
        corpus,
        index_dir=Path(args.index_dir),
        embedder=embedder,
        top_k=args.top_k,
        bottom_k=args.bottom_k,
        shard_size=args.shard_size,
        progress=False,
    )
    seconds = time.perf_counter() - started
    if args.child == "match":
        Path(args.result).write_text(
            json.dumps([matches.model_dump() for matches in result]), encoding="utf-8"
        )
    print(json.dumps({"seconds": seconds, "peak_rss_mb": _peak_rss_mb()}))


def _run_child(step: str, args: argparse.Namespace, **paths: Path | int) -> dict[str, float]:
    options = {
        "triplets": args.triplets,
        "roles": args.roles,
        "dimension": args.dimension,
        "top-k": args.top_k,
        "bottom-k": args.bottom_k,
        "shard-size": args.shard_size,
        **{name.replace("_", "-"): value for name, value in paths.items()},
    }
    command = [sys.executable, __file__, "--child", step]
    for name, value in options.items():
        command += [f"--{name}", str(value)]
    finished = subprocess.run(command, check=True, capture_output=True, text=True)
    report: dict[str, float] = json.loads(finished.stdout.strip().splitlines()[-1])
    return report


def brute_force(
    roles: npt.NDArray[np.float32],
    corpus: npt.NDArray[np.float32],
    answerable: npt.NDArray[np.bool_],
    *,
    top_k: int,
    bottom_k: int,
    block: int = 256,
) -> list[tuple[list[tuple[int, float]], list[tuple[int, float]]]]:
    """Per role: (row, score) of the most relevant (top_k per answerability class, descending)
    and the least relevant (bottom_k per class among the rest, ascending)."""
    classes = [np.flatnonzero(answerable == value) for value in (True, False)]
    matrices = [np.ascontiguousarray(corpus[members]) for members in classes]
    selections: list[tuple[list[tuple[int, float]], list[tuple[int, float]]]] = []
    for start in range(0, len(roles), block):
        chosen: list[tuple[list[tuple[int, float]], list[tuple[int, float]]]] = [
            ([], []) for _ in range(min(block, len(roles) - start))
        ]
        for members, matrix in zip(classes, matrices, strict=True):
            scores = roles[start : start + block] @ matrix.T
            top = min(top_k, len(members))
            low = min(top_k + bottom_k, len(members))
            highest = np.argpartition(-scores, top - 1, axis=1)[:, :top] if top else None
            lowest = np.argpartition(scores, low - 1, axis=1)[:, :low] if low else None
            for offset, (most, least) in enumerate(chosen):
                row_scores = scores[offset]
                top_columns = (
                    sorted(highest[offset], key=lambda c: -row_scores[c])
                    if highest is not None
                    else []
                )
                low_columns = (
                    sorted(lowest[offset], key=lambda c: row_scores[c])
                    if lowest is not None
                    else []
                )
                most += [(int(members[c]), float(row_scores[c])) for c in top_columns]
                excluded = set(top_columns)
                least += [
                    (int(members[c]), float(row_scores[c]))
                    for c in low_columns
                    if c not in excluded
                ][:bottom_k]
        for most, least in chosen:
            most.sort(key=lambda item: -item[1])
            least.sort(key=lambda item: item[1])
        selections += chosen
    return selections


def _compare(
    faiss_result: list[RoleMatches],
    expected: list[tuple[list[tuple[int, float]], list[tuple[int, float]]]],
) -> float:
    """Asserts equal ids; returns the largest score difference (asserted below TOLERANCE)."""
    worst = 0.0
    for matches, (most, least) in zip(faiss_result, expected, strict=True):
        for side, wanted in ((matches.most_relevant, most), (matches.least_relevant, least)):
            assert [m.triplet_id for m in side] == [f"syn-{row:07d}" for row, _ in wanted], (
                matches.profile_id
            )
            for match, (_, score) in zip(side, wanted, strict=True):
                worst = max(worst, abs(match.score - score))
    assert worst <= TOLERANCE, worst
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--triplets", type=int, default=200_000)
    parser.add_argument("--roles", type=int, default=1000)
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--passage-chars", type=int, default=1000)
    parser.add_argument("--top-k", type=int, default=5)
    parser.add_argument("--bottom-k", type=int, default=5)
    parser.add_argument("--shard-size", type=int, default=8192)
    parser.add_argument("--child", choices=["build", "match"], help=argparse.SUPPRESS)
    parser.add_argument("--corpus", help=argparse.SUPPRESS)
    parser.add_argument("--index-dir", help=argparse.SUPPRESS)
    parser.add_argument("--result", help=argparse.SUPPRESS)
    args = parse_benchmark_args(
        parser, triplets=2000, roles=20, dimension=32, passage_chars=100, shard_size=512
    )
    if args.child:
        _child(args)
        return

    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        builds: dict[int, dict[str, float]] = {}
        for count in (args.triplets // 4, args.triplets):
            corpus = work / f"corpus-{count}.jsonl"
            write_jsonl(corpus, _triplets(count, args.passage_chars))
            builds[count] = _run_child(
                "build", args, corpus=corpus, index_dir=work / f"index-{count}", triplets=count
            )
        result_path = work / "matches.json"
        matching = _run_child(
            "match",
            args,
            corpus=work / f"corpus-{args.triplets}.jsonl",
            index_dir=work / f"index-{args.triplets}",
            result=result_path,
        )
        faiss_result = [
            RoleMatches.model_validate(item)
            for item in json.loads(result_path.read_text(encoding="utf-8"))
        ]

    corpus_vectors = _unit_rows(
        np.stack([_vector("mrc", number, args.dimension) for number in range(args.triplets)])
    )
    role_vectors = _unit_rows(
        np.stack([_vector("role", number, args.dimension) for number in range(args.roles)])
    )
    answerable = np.arange(args.triplets) % 3 != 0
    started = time.perf_counter()
    expected = brute_force(
        role_vectors, corpus_vectors, answerable, top_k=args.top_k, bottom_k=args.bottom_k
    )
    brute_seconds = time.perf_counter() - started
    worst = _compare(faiss_result, expected)

    quarter = args.triplets // 4
    print(
        f"corpus: {args.triplets} triplets x {args.dimension} dims "
        f"({args.passage_chars} passage chars), {args.roles} roles, "
        f"top_k={args.top_k} bottom_k={args.bottom_k} per answerability, "
        f"shard size {args.shard_size}"
    )
    for count, build in builds.items():
        print(
            f"build  {count:>8} triplets: {build['seconds']:7.1f} s, "
            f"peak RSS {build['peak_rss_mb']:7.0f} MB"
        )
    print(
        f"match (match_roles, index reused): {matching['seconds']:7.2f} s, "
        f"peak RSS {matching['peak_rss_mb']:7.0f} MB"
    )
    print(f"brute force numpy (vectors in memory): {brute_seconds:7.2f} s")
    print(f"ratio brute force / match_roles: {brute_seconds / matching['seconds']:.2f}")
    slope = (builds[args.triplets]["peak_rss_mb"] - builds[quarter]["peak_rss_mb"]) / (
        args.triplets - quarter
    )
    print(
        f"same ids, max score difference {worst:.1e}; build memory grows "
        f"{slope * 100_000:.1f} MB per 100k triplets"
    )
    print()
    speed = brute_seconds / matching["seconds"]
    print_table(
        [Ratio("brute force / match_roles, seconds", speed, None, f"{args.triplets} triplets")]
    )


if __name__ == "__main__":
    main()
