"""Every benchmark runs: each script under benchmarks/ that prints a ratio table is run with
``--smoke`` (tiny sizes, seconds) and must finish and print its table. A new benchmark is picked
up by its file; the full sizes are ``make bench``'s."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from ratios import SMOKE_FLAG, TABLE_HEADER  # noqa: E402

RUNNER = "bench_all.py"  # runs the others at full size
# Load real model weights (the embedded model, MiniLM) or a browser: the suite's slow tests.
SLOW = {
    "bench_batch_decoding.py",
    "bench_decode_products.py",
    "bench_local_generation.py",
    "bench_openmp_wait.py",
    "bench_reference_metrics.py",
    "bench_refusal_classifiers.py",
    "bench_report_browser.py",
}


def benchmark_scripts() -> list[Path]:
    """The scripts that print a ratio table (with ``ratios``), ``bench_all.py`` aside."""
    return [
        path
        for path in sorted(BENCHMARKS.glob("*.py"))
        if path.name != RUNNER and "from ratios import" in path.read_text(encoding="utf-8")
    ]


def test_the_benchmarks_are_found() -> None:
    names = {path.name for path in benchmark_scripts()}
    assert {"bench_model_calls.py", "bench_rewards.py", "bench_rules_judge.py"} <= names
    assert RUNNER not in names and "ratios.py" not in names


@pytest.mark.parametrize(
    "script",
    [
        pytest.param(path, id=path.stem, marks=[pytest.mark.slow] if path.name in SLOW else [])
        for path in benchmark_scripts()
    ],
)
def test_a_benchmark_runs_in_smoke_mode_and_prints_its_table(script: Path) -> None:
    source = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([source, os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(
        [sys.executable, str(script), SMOKE_FLAG],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    header = [line for line in done.stdout.splitlines() if line.startswith(TABLE_HEADER)]
    assert header and "ratio" in header[0] and "verdict" in header[0], done.stdout[-2000:]
