"""Every performance goal in one run (``make bench``): one table of measured ratios.

Reference metrics against upstream's per-row evaluation flow (medians of two alternating runs),
BERTScore batched against one call per pair, and model-call throughput of synthesis, the eval
judge and a whole eval against a fixed-latency local server, a 1,400-row report opened and
filtered in headless Chromium, and reward throughput (rules rewards on one core, judge-model
rewards against the same kind of server), and how fast a missing input is refused against
``rolemrc --help``. Each script has more options when run on its own;
``--smoke`` runs it at tiny sizes (the test suite does, tests/benchmarks).

    .venv/bin/python benchmarks/bench_all.py [--hf-metrics DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_fail_fast
import bench_model_calls
import bench_reference_metrics
import bench_report_browser
import bench_rewards
from ratios import print_table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--hf-metrics", type=Path, default=None, help="a folder with bleu/ meteor/ rouge/"
    )
    args = parser.parse_args()
    started = time.perf_counter()
    rows = bench_reference_metrics.ratios(
        pairs=1400, bertscore_pairs=100, repeats=2, hf_metrics=args.hf_metrics
    )
    rows += bench_model_calls.ratios(latency_s=1.0, concurrency=(4, 16, 64, 256), waves=4)
    rows += bench_report_browser.ratios(repeats=3)
    rows += bench_rewards.ratios(rows=2048, latency_s=1.0, concurrency=(8, 32), waves=4)
    rows += bench_fail_fast.ratios(repeats=5)
    print()
    print_table(rows)
    print(f"({time.perf_counter() - started:.0f} s in all)")


if __name__ == "__main__":
    main()
