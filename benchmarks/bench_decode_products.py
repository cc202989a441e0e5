"""One-row body products of a decoding step, timed on the shapes of Gemma 3 270M: its 126 linear
layers (18 layers of q, k, v, o, gate, up, down; 200 MB in bfloat16, more than the caches hold,
as in a real step), one vector each, through ``F.linear`` (the baseline) and through ``torch.mv``
(what rolemrc uses where the two agree to the bit). The results are compared too.

Random weights of the real shapes, bfloat16, medians of ``--repeats``.

    .venv/bin/python benchmarks/bench_decode_products.py [--repeats 5]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table

HIDDEN, HEADS_WIDTH, KV_WIDTH, INTERMEDIATE, LAYERS = 640, 1024, 256, 2048, 18
ONE_ROW_GOAL = 1.2  # torch.mv against F.linear over a decoding step's body products


def timed_ms(action: Callable[[], Any], repeats: int, inner: int) -> float:
    action()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(inner):
            action()
        times.append((time.perf_counter() - started) / inner * 1000)
    return median(times)


def one_row_ratio(repeats: int) -> Ratio:
    import torch
    import torch.nn.functional as F

    generator = torch.Generator().manual_seed(1)
    shapes = [
        (HEADS_WIDTH, HIDDEN),
        (KV_WIDTH, HIDDEN),
        (KV_WIDTH, HIDDEN),
        (HIDDEN, HEADS_WIDTH),
        (INTERMEDIATE, HIDDEN),
        (INTERMEDIATE, HIDDEN),
        (HIDDEN, INTERMEDIATE),
    ] * LAYERS
    weights = [
        (torch.randn(out, inner, generator=generator) * 0.02).to(torch.bfloat16)
        for out, inner in shapes
    ]
    vectors = {
        width: torch.randn(width, generator=generator).to(torch.bfloat16)
        for width in {inner for _, inner in shapes}
    }
    with torch.inference_mode():
        same = all(
            torch.equal(F.linear(vectors[w.shape[1]][None], w)[0], torch.mv(w, vectors[w.shape[1]]))
            for w in weights
        )

        def by_linear() -> None:
            for weight in weights:
                F.linear(vectors[weight.shape[1]][None], weight)

        def by_mv() -> None:
            for weight in weights:
                torch.mv(weight, vectors[weight.shape[1]])

        linear_ms = timed_ms(by_linear, repeats, 5)
        mv_ms = timed_ms(by_mv, repeats, 5)
    megabytes = sum(weight.numel() for weight in weights) * 2 / 1e6
    print(
        f"one row through {len(weights)} body layers ({megabytes:.0f} MB): F.linear "
        f"{linear_ms:.1f} ms, torch.mv {mv_ms:.1f} ms, results equal to the bit: {same}"
    )
    return Ratio(
        "one-row body products: F.linear ms / torch.mv ms",
        linear_ms / mv_ms,
        ONE_ROW_GOAL,
        note="" if same else "results differ: rolemrc keeps F.linear for such layers",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parse_benchmark_args(parser, repeats=1)
    import torch

    print(f"{torch.get_num_threads()} threads")
    ratio = one_row_ratio(args.repeats)
    print()
    print_table([ratio])


if __name__ == "__main__":
    main()
