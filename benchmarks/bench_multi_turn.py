"""Multi-turn evaluation: the offline judge's per-turn agreement with the hand-labelled
conversations, and a 3-turn run of the 18 sample rows with the scripted user and the rules judge.

Agreement: for each labelled part (``tune``: may be read while tuning the offline checks;
``heldout``: written in another voice, only measured) and each later turn, per check (the
aspects the task routes to, staying in character, each user rule in force) and over every
check, and for the rules given in earlier turns: the labels, the share the checks decide
(coverage) and their agreement with the labels on what they decide. The baseline is a judge
that passes everything, on the same labels.

Run: ``rolemrc eval --turns 3`` of the built-in sample set (18 rows, one per test task) with
the scripted user and the rules judge, timed by stage (the single-turn answers, the continued
turns, the judging), in a fresh run directory (the LLM cache is kept off, so every answer is
generated), with the CPU time the process used (on cores busy with other work, wall time says
little). ``--policy`` picks the model (default: the embedded model); ``--smoke`` uses
``mock/echo`` for a seconds-long run (what the test suite calls).

    .venv/bin/python benchmarks/bench_multi_turn.py [--smoke] [--policy SPEC] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rolemrc.eval import (
    CONVERSATION_LABEL_SPLITS,
    EvalConfig,
    RulesJudge,
    conversation_agreement,
    conversation_labels_path,
    read_labelled_conversations,
    run_eval,
    write_sample_test_set,
)
from rolemrc.llm import ModelAccess, ModelRoles

TURNS = 3


def _share(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def agreement_tables() -> dict[str, Any]:
    """Per part: the agreement summary and the always-pass baseline, printed as tables."""
    measured: dict[str, Any] = {}
    for part in CONVERSATION_LABEL_SPLITS:
        labelled = read_labelled_conversations(conversation_labels_path(part))
        started = time.perf_counter()
        summary = conversation_agreement(RulesJudge(), labelled)
        elapsed = time.perf_counter() - started
        labels = [label for _, found in labelled for label in found.values()]
        baseline = sum(labels) / len(labels)
        print(
            f"\n{part}: {len(labelled)} conversations, {len(labels)} labels "
            f"(checked in {elapsed:.2f} s); always-pass baseline agrees on {baseline:.1%}"
        )
        print(f"  {'turn':<10} {'check':<26} {'labels':>6} {'coverage':>9} {'agreement':>9}")
        for turn_key, checks in summary.items():
            for check, entry in checks.items():
                print(
                    f"  {turn_key:<10} {check:<26} {entry['labels']:>6} "
                    f"{_share(entry['coverage']):>9} {_share(entry['agreement']):>9}"
                )
        measured[part] = {"summary": summary, "always_pass_agreement": baseline}
    return measured


def timed_run(policy: str, out: Path) -> dict[str, Any]:
    """The 3-turn scripted run of the 18 sample rows; its timings and curves."""
    data = write_sample_test_set(out / "sample.jsonl")
    config = EvalConfig(
        data=str(data),
        models=ModelRoles(policy=ModelAccess(model=policy, cache=False)),
        turns=TURNS,
        out=out / "run",
        judge="rules",
        bertscore_model="none",
        progress=False,
    )
    started, cpu_started = time.perf_counter(), time.process_time()
    result = run_eval(config)
    total, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    block = result.report.to_json()["conversations"]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"\n{TURNS}-turn run, policy {policy}, 18 rows: {total:.1f} s in all, {cpu:.1f} s of "
        f"CPU time in this process (all its threads; {os.cpu_count()} cores, load average "
        f"{load:.1f} at the end)"
    )
    for stage, seconds in result.timings.items():
        print(f"  {stage:<24} {seconds:8.1f} s")
    print(f"  {'curve':<34}" + "".join(f"{'turn ' + str(t):>9}" for t in range(TURNS + 1)))
    for curve in block["curves"].values():
        cells = "".join(f"{_share(v):>9}" for v in curve["still"])
        print(f"  {curve['label']:<34}{cells}")
    return {
        "policy": policy,
        "seconds": total,
        "cpu_seconds": cpu,
        "load_average": load,
        "timings": result.timings,
        "curves": block,
    }


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="mock/echo policy: seconds")
    parser.add_argument("--policy", default=None, help="policy spec (default: embedded)")
    parser.add_argument("--out", type=Path, default=None, help="run directory (default: temp)")
    args = parser.parse_args(argv)
    policy = args.policy or ("mock/echo" if args.smoke else "embedded")
    measured: dict[str, Any] = {"agreement": agreement_tables()}
    if args.out is not None:
        measured["run"] = timed_run(policy, args.out)
    else:
        with tempfile.TemporaryDirectory() as directory:
            measured["run"] = timed_run(policy, Path(directory))
    if args.out is not None:
        (args.out / "bench_multi_turn.json").write_text(json.dumps(measured, indent=2))
    return measured


if __name__ == "__main__":
    main()
