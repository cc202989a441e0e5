"""The offline rules judge against the hand-labelled set shipped with rolemrc.

For each part of the set (``rolemrc.eval.LABELS_SPLITS``: the ``*_dev`` and ``*_tune_b``
parts were looked at while building the judge, the ``*heldout`` parts never were; each voice
after the first is written on rows of its own) and each aspect:
the verdicts, the share the judge decides (coverage), its agreement with the labels on what it
decides, Cohen's kappa
(bootstrap 95% interval) and false passes/fails. The baseline, measured on the same verdicts, is
a judge that passes everything (the majority answer); the ratio is the rules judge's agreement
on what it decides over that baseline's agreement on the same verdicts. The table's lines give,
per part, the agreement and coverage of every aspect and of all of them, and the lowest kappa.
Goals on every part: agreement >= 0.95 on decided verdicts, coverage >= 0.9, every aspect's
kappa >= 0.8.

    .venv/bin/python benchmarks/bench_rules_judge.py [--labels FILE] [--parts PART ...]
        [--bootstrap N] [--judge JUDGE]

``--labels`` measures any labels file in the same form instead (JSONL: task, question,
reference, response, aspect, label), e.g. a set of your own. ``--judge`` measures another judge
the same way (a ``--judge`` value: ``rules+MODEL`` or a model spec, its model asked here, its
answers kept in the LLM cache), and adds per part its agreement on the verdicts the rules judge
cannot decide, beside always failing them.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from rolemrc.eval import (
    AGREEMENT_COLUMNS,
    LABELS_SPLITS,
    RULES_JUDGE,
    AskModel,
    Judge,
    RulesJudge,
    VerdictSet,
    agreement,
    agreement_rows,
    judged_by,
    labels_path,
    make_judge,
    opened_judge_model,
    read_verdicts,
)

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, parse_benchmark_args, print_table

GOAL_AGREEMENT = 0.95
GOAL_COVERAGE = 0.9
GOAL_KAPPA = 0.8


def _always_pass_agreement(labels: list[int]) -> float:
    return sum(labels) / len(labels) if labels else 0.0


def _where_rules_cannot_decide(name: str, judged: VerdictSet, reference: VerdictSet) -> Ratio:
    """The judge's agreement with the labels on the verdicts the rules judge leaves undecided,
    beside failing them all (the commoner label there)."""
    rules = judged_by(RulesJudge(), reference)
    open_keys = {(v.key, v.aspect) for v in rules.verdicts if v.score is None}
    labels = {(v.key, v.aspect): v.score for v in reference.verdicts}
    pairs = [
        (v.score, labels[(v.key, v.aspect)])
        for v in judged.verdicts
        if (v.key, v.aspect) in open_keys
        and v.score is not None
        and labels[(v.key, v.aspect)] is not None
    ]
    if not pairs:
        return Ratio(f"{name}: agreement where the rules cannot decide", None, GOAL_AGREEMENT)
    agreed = sum(score == label for score, label in pairs) / len(pairs)
    always_fail = sum(label == 0 for _, label in pairs) / len(pairs)
    return Ratio(
        f"{name}: agreement where the rules cannot decide",
        agreed,
        GOAL_AGREEMENT,
        f"{len(pairs)} of {len(open_keys)} decided; always-fail baseline {always_fail:.3f}",
    )


def measure(
    name: str, path: Path, n_bootstrap: int, judge: Judge, ask: AskModel | None
) -> list[Ratio]:
    reference = read_verdicts(path)
    started = time.perf_counter()
    judged = judged_by(judge, reference, ask)
    elapsed = time.perf_counter() - started
    result = agreement(judged, reference, n_bootstrap=n_bootstrap, seed=0)
    print(
        f"\n{name}: {path} ({len(reference.verdicts)} verdicts, judged by {judge.name} in "
        f"{elapsed:.2f} s)"
    )
    widths = [22] + [max(len(column), 10) for column in AGREEMENT_COLUMNS[1:]]
    for row in [list(AGREEMENT_COLUMNS), *agreement_rows(result)]:
        cells = [f"{row[0]:<{widths[0]}}"]
        cells += [f"{cell:>{width}}" for cell, width in zip(row[1:], widths[1:], strict=True)]
        print("  ".join(cells))
    labels = {(v.key, v.aspect): v.score for v in reference.verdicts}
    decided = [
        labels[(v.key, v.aspect)]
        for v in judged.verdicts
        if v.score is not None and labels[(v.key, v.aspect)] is not None
    ]
    overall = result["aspects"]["all"]
    baseline = _always_pass_agreement([label for label in decided if label is not None])
    kappas = [
        entry["kappa"]
        for aspect, entry in result["aspects"].items()
        if aspect != "all" and entry["kappa"] is not None
    ]
    per_aspect = [
        ratio
        for aspect, entry in result["aspects"].items()
        if aspect != "all"
        for ratio in (
            Ratio(
                f"{name}: {aspect} agreement",
                entry["agreement"],
                GOAL_AGREEMENT,
                f"{entry['both_decided']} decided, kappa "
                + ("n/a" if entry["kappa"] is None else f"{entry['kappa']:.2f}"),
            ),
            Ratio(
                f"{name}: {aspect} coverage",
                entry["coverage_a"],
                GOAL_COVERAGE,
                f"{entry['decided_a']} of {entry['shared']}",
            ),
        )
    ]
    undecided = (
        [] if judge.name == RULES_JUDGE else [_where_rules_cannot_decide(name, judged, reference)]
    )
    return [
        *per_aspect,
        *undecided,
        Ratio(
            f"{name}: agreement on decided",
            overall["agreement"],
            GOAL_AGREEMENT,
            f"always-pass baseline {baseline:.3f} on the same verdicts "
            f"(ratio {overall['agreement'] / baseline:.2f}x)"
            if baseline
            else "",
        ),
        Ratio(f"{name}: coverage", overall["coverage_a"], GOAL_COVERAGE, "share decided"),
        Ratio(
            f"{name}: lowest aspect kappa",
            min(kappas) if kappas else None,
            GOAL_KAPPA,
            f"over {len(kappas)} aspects with a defined kappa",
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--labels", type=Path, default=None, help="a labels file of your own")
    parser.add_argument("--bootstrap", type=int, default=2000, help="resamples for kappa's CI")
    parser.add_argument(
        "--parts",
        nargs="+",
        choices=LABELS_SPLITS,
        default=LABELS_SPLITS,
        help="the shipped parts to measure (all of them unless named; held-out parts are left "
        "out while tuning)",
    )
    parser.add_argument(
        "--judge",
        default=RULES_JUDGE,
        help="the judge to measure, as --judge names it (default: rules; rules+MODEL or a "
        "model spec asks that model)",
    )
    args = parse_benchmark_args(parser, bootstrap=50)
    sources = (
        [("labels", args.labels)]
        if args.labels is not None
        else [(split, labels_path(split)) for split in args.parts]
    )
    judge = make_judge(args.judge)
    with opened_judge_model(judge) as ask:
        rows = [
            ratio
            for name, path in sources
            for ratio in measure(name, path, args.bootstrap, judge, ask)
        ]
    print()
    print_table(rows)


if __name__ == "__main__":
    main()
