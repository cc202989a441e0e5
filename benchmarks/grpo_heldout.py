"""A short GRPO run of the embedded model on the rules reward, measured on held-out roles.

The built-in sample set has three roles: the prompts of two train (GRPO with the rules judge's
``aggregate`` reward, the ``demo`` preset's LoRA settings), the third is held out. The mean reward
of the held-out prompts' greedy replies is measured before and after, each with a bootstrap 95%
interval over prompts, and the paired difference likewise. The trained model is loaded the way
``rolemrc eval --model hf/DIR`` loads it.

    .venv/bin/python benchmarks/grpo_heldout.py --out runs/grpo-heldout [--steps 8]
        [--rows-per-task 2] [--generations 4] [--max-completion 32] [--eval-tokens 64]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import time
from collections.abc import Sequence
from contextlib import closing
from pathlib import Path

from rolemrc.core import TestRow, write_jsonl
from rolemrc.eval import sample_test_rows
from rolemrc.llm import ChatRequest, GenerationParams, ModelAccess, ModelSpec, open_model, run_chat
from rolemrc.rewards import RewardRow, build_rewards, reward_judge
from rolemrc.train import TrainJob, run_training

REWARD = "aggregate"


def role_of(row: TestRow) -> str:
    match = re.match(r"You are ([^,]+),", row.question[0].content)
    assert match, row.id
    return match.group(1)


def bootstrap(values: Sequence[float], resamples: int, seed: int = 0) -> tuple[float, float]:
    rng = random.Random(seed)
    means = sorted(statistics.fmean(rng.choices(values, k=len(values))) for _ in range(resamples))
    return means[int(0.025 * resamples)], means[int(0.975 * resamples) - 1]


def scored(model: str, rows: Sequence[TestRow], max_tokens: int) -> list[float | None]:
    """Greedy replies of ``model`` to ``rows``, scored by the rules judge's aggregate."""
    params = GenerationParams(temperature=0.0, max_new_tokens=max_tokens)
    with closing(open_model(ModelAccess(model=model, cache=False))) as chat:
        results = run_chat(
            chat, [ChatRequest(messages=tuple(row.question), params=params) for row in rows]
        )
    [reward] = build_rewards(REWARD, reward_judge("rules"))
    return reward.score(
        [
            RewardRow(tuple(row.question), result.text, row.task, row.reference, row.id)
            for row, result in zip(rows, results, strict=True)
        ]
    )


def summary(values: Sequence[float | None], resamples: int) -> dict[str, object]:
    kept = [value for value in values if value is not None]
    low, high = bootstrap(kept, resamples)
    return {"rows": len(kept), "mean": statistics.fmean(kept), "ci95": [low, high]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--steps", type=int, default=8)
    parser.add_argument("--rows-per-task", type=int, default=2)
    parser.add_argument("--generations", type=int, default=4)
    parser.add_argument("--prompts-per-step", type=int, default=2)
    parser.add_argument("--max-completion", type=int, default=32)
    parser.add_argument("--eval-tokens", type=int, default=64)
    parser.add_argument("--resamples", type=int, default=2000)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rows = sample_test_rows(rows_per_task=args.rows_per_task)
    roles = sorted({role_of(row) for row in rows})
    held_out = roles[-1]
    train = [row for row in rows if role_of(row) != held_out]
    test = [row for row in rows if role_of(row) == held_out]
    data = args.out / "rl.jsonl"
    write_jsonl(
        data,
        [
            {
                "id": row.id,
                "prompt": [t.to_openai() for t in row.question],
                "task": row.task,
                "reference": row.reference,
            }
            for row in train
        ],
    )
    started = time.perf_counter()
    before = scored("embedded", test, args.eval_tokens)
    before_s = time.perf_counter() - started
    started = time.perf_counter()
    batch = args.generations * args.prompts_per_step
    result = run_training(
        TrainJob(
            stage="grpo",
            data=data,
            model="embedded",
            out=args.out / "model",
            preset="demo",
            rewards=(REWARD,),
            overrides={
                "max_steps": args.steps,
                "num_generations": args.generations,
                "effective_batch_size": batch,
                "per_device_batch_size": batch,
                "max_completion_length": args.max_completion,
            },
            progress=False,
            overwrite=True,
        )
    )
    train_s = time.perf_counter() - started
    after = scored(str(ModelSpec.hf(args.out / "model")), test, args.eval_tokens)
    paired = [b - a for a, b in zip(before, after, strict=True) if a is not None and b is not None]
    curve = [entry.get(f"rewards/{REWARD}/mean") for entry in result.history if "loss" in entry]
    report = {
        "roles": {"train": [role for role in roles if role != held_out], "held_out": held_out},
        "train_prompts": len(train),
        "held_out_prompts": len(test),
        "settings": vars(args) | {"out": str(args.out)},
        "before": summary(before, args.resamples),
        "after": summary(after, args.resamples),
        "difference": summary(paired, args.resamples),
        "train_reward_curve": curve,
        "warnings": result.warnings,
        "seconds": {"before": before_s, "train": train_s},
    }
    (args.out / "result.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
