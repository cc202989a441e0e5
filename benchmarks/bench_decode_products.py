"""The two products a decoding step of the embedded model chooses between, timed on its shapes.

- Output layer (262,144 x 640): torch's weight-only int8 kernel against the bfloat16 product,
  for 1 to 8 and 18 rows. rolemrc uses int8 for at most ``INT8_MAX_ROWS`` rows; the goal is
  that the product it uses is the faster: bfloat16 time / int8 time at least 1 up to there,
  at most 1 beyond.
- One-row body products: the 126 linear layers of Gemma 3 270M (18 layers of q, k, v, o, gate,
  up, down; 200 MB in bfloat16, more than the caches hold, as in a real step), one vector each,
  through ``F.linear`` (the baseline) and through ``torch.mv`` (what rolemrc uses where the two
  agree to the bit). The results are compared too.

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

VOCABULARY, HIDDEN, HEADS_WIDTH, KV_WIDTH, INTERMEDIATE, LAYERS = 262_144, 640, 1024, 256, 2048, 18
ROW_COUNTS = (1, 2, 3, 4, 5, 6, 8, 18)
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


def output_layer_ratios(repeats: int) -> list[Ratio]:
    import torch

    from rolemrc.llm._int8_output import INT8_MAX_ROWS, Int8OutputLayer

    generator = torch.Generator().manual_seed(0)
    linear = torch.nn.Linear(HIDDEN, VOCABULARY, bias=False).to(torch.bfloat16)
    with torch.no_grad():
        linear.weight.copy_(torch.randn(VOCABULARY, HIDDEN, generator=generator) * 0.02)
    layer = Int8OutputLayer(linear)
    int8_kernel = torch.ops.aten._weight_int8pack_mm
    results = []
    print(f"output layer {VOCABULARY} x {HIDDEN}: ms per product")
    print(f"{'rows':>5}  {'int8':>7}  {'bfloat16':>8}  used")
    with torch.inference_mode():
        for rows in ROW_COUNTS:
            hidden = torch.randn(rows, HIDDEN, generator=generator).to(torch.bfloat16)
            int8_ms = timed_ms(
                lambda h=hidden: int8_kernel(h, layer.weight_int8, layer.scales), repeats, 5
            )
            bf16_ms = timed_ms(
                lambda h=hidden: torch.nn.functional.linear(h, layer.full_weight), repeats, 5
            )
            used = "int8" if rows <= INT8_MAX_ROWS else "bfloat16"
            print(f"{rows:>5}  {int8_ms:>7.1f}  {bf16_ms:>8.1f}  {used}")
            results.append(
                # the product rolemrc uses should be the faster one
                Ratio(
                    f"output layer, {rows} rows: bfloat16 ms / int8 ms",
                    bf16_ms / int8_ms,
                    1.0,
                    note=f"rolemrc uses {used}",
                    at_least=rows <= INT8_MAX_ROWS,
                )
            )
    return results


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
    rows = output_layer_ratios(args.repeats)
    print()
    rows.append(one_row_ratio(args.repeats))
    print()
    print_table(rows)


if __name__ == "__main__":
    main()
