"""GRPO on the multi-turn role-play environment: each rollout a conversation of the built-in
sample set's rows continued by the scripted user, scored as a whole by the rules judge.

Two steps of TRL's GRPOTrainer with ``environment_factory`` (``rolemrc train grpo`` with
``turns``), LoRA on the CPU, on the embedded model by default. The policy speaks each turn
through the environment's ``say`` tool; a rollout whose policy never calls it held no
conversation and scores 0. Prints and writes ``result.json``: the seconds, the reward per step,
how many conversations reached each turn, and the manifest's environment record.

    .venv/bin/python benchmarks/grpo_multiturn.py --out runs/grpo-multiturn [--model embedded]
        [--steps 2] [--turns 2] [--generations 2] [--max-completion 48]
    .venv/bin/python benchmarks/grpo_multiturn.py --out DIR --smoke --model hf/TINY_MODEL_DIR
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rolemrc.core import write_jsonl
from rolemrc.eval import sample_test_rows
from rolemrc.rewards import RolePlayEnvironment
from rolemrc.train import TrainJob, build_trainer, finish_training, read_train_manifest


def write_rows(path: Path, rows_per_task: int) -> int:
    rows = sample_test_rows(rows_per_task=rows_per_task)
    write_jsonl(
        path,
        [
            {
                "id": row.id,
                "prompt": [turn.to_openai() for turn in row.question],
                "task": row.task,
                "reference": row.reference,
            }
            for row in rows
        ],
    )
    return len(rows)


def conversation_lengths(environments: Sequence[Any]) -> dict[str, int]:
    """How many of the last step's conversations reached each number of user turns (-1: the
    policy never called ``say``)."""
    counts: dict[str, int] = {}
    for environment in environments:
        if not isinstance(environment, RolePlayEnvironment) or environment.session is None:
            continue
        conversation = environment.session.conversation
        turns = -1 if conversation is None else conversation.n_turns
        counts[str(turns)] = counts.get(str(turns), 0) + 1
    return dict(sorted(counts.items()))


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--model", default="embedded")
    parser.add_argument("--steps", type=int, default=2)
    parser.add_argument("--turns", type=int, default=2)
    parser.add_argument("--generations", type=int, default=2)
    parser.add_argument("--prompts-per-step", type=int, default=1)
    parser.add_argument("--max-completion", type=int, default=48)
    parser.add_argument("--reward", default="worst", choices=("worst", "mean", "first_failure"))
    parser.add_argument(
        "--smoke", action="store_true", help="the suite's quick run on a tiny model: 8 tokens"
    )
    args = parser.parse_args(argv)
    if args.smoke:
        args.max_completion = 8
    args.out.mkdir(parents=True, exist_ok=True)
    data = args.out / "rl.jsonl"
    n_rows = write_rows(data, rows_per_task=1)
    batch = args.generations * args.prompts_per_step
    job = TrainJob(
        stage="grpo",
        data=data,
        model=args.model,
        out=args.out / "model",
        preset="demo",
        turns=args.turns,
        conversation_reward=args.reward,
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
    started = time.perf_counter()
    prepared = build_trainer(job)
    built_s = time.perf_counter() - started
    result = finish_training(prepared)
    trainer: Any = prepared.trainer
    manifest = read_train_manifest(args.out / "model")
    curve = [
        entry.get("rewards/RolePlayEnvironment/mean") for entry in result.history if "loss" in entry
    ]
    report = {
        "model": args.model,
        "rows": n_rows,
        "settings": vars(args) | {"out": str(args.out)},
        "steps": result.steps,
        "reward_per_step": curve,
        "last_step_conversation_turns": conversation_lengths(trainer.environments or []),
        "environment": manifest.rewards.get("environment"),
        "weights_changed": result.weights_changed,
        "warnings": result.warnings,
        "seconds": {"build": round(built_s, 1), "train": round(result.seconds, 1)},
    }
    (args.out / "result.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
