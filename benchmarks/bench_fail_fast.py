"""How fast a command refuses an input that names nothing, against ``rolemrc --help``.

Each command runs in a fresh interpreter (as a user's shell starts it): ``train sft`` with a model
directory that does not exist, ``eval`` with a ``--data`` file that does not exist. The goal is
the error within 2 s; the ratio to ``--help`` shows what the command imports before it checks.

    .venv/bin/python benchmarks/bench_fail_fast.py [--repeats N]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table

GOAL_SECONDS = 2.0


def seconds_of(args: list[str], expected_status: int) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of ``rolemrc ARGS`` in a new interpreter, which must
    exit with that status. CPU time is what other jobs on the cores do not stretch."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "rolemrc", *args], capture_output=True, text=True, timeout=300
    )
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != expected_status:
        raise SystemExit(f"rolemrc {' '.join(args)}: exit {done.returncode}\n{done.stderr}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return elapsed, cpu


def medians(args: list[str], expected_status: int, repeats: int) -> tuple[float, float]:
    runs = [seconds_of(args, expected_status) for _ in range(repeats)]
    return median([wall for wall, _ in runs]), median([cpu for _, cpu in runs])


def ratios(repeats: int) -> list[Ratio]:
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        rows = folder / "sft.jsonl"
        turns = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
        rows.write_text(json.dumps({"messages": turns}) + "\n", encoding="utf-8")
        absent, out = folder / "absent", str(folder / "out")
        commands = {
            "train sft, missing model directory": [
                "train", "sft", "--data", str(rows), "--model", str(absent), "--out", out,
            ],
            "eval, missing --data file": [
                "eval", "--data", str(absent), "--model", "embedded", "--out", out,
            ],
        }  # fmt: skip
        help_s, help_cpu = medians(["--help"], 0, repeats)
        found: list[Ratio] = []
        for name, args in commands.items():
            error_s, error_cpu = medians(args, 2, repeats)
            print(f"{name}: {error_s:.2f} s, CPU {error_cpu:.2f} s", flush=True)
            note = f"CPU {error_cpu:.2f} s"
            found.append(Ratio(f"{name}: seconds", error_s, GOAL_SECONDS, note, at_least=False))
            found.append(
                Ratio(
                    f"{name}: CPU time / --help's",
                    error_cpu / help_cpu,
                    None,
                    f"--help {help_s:.2f} s, CPU {help_cpu:.2f} s",
                )
            )
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="runs of each (median)")
    args = parse_benchmark_args(parser, repeats=1)
    print()
    print_table(ratios(args.repeats))


if __name__ == "__main__":
    main()
