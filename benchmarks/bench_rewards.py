"""Reward throughput: the rules-based rewards on one core, and judge-model rewards against a
local OpenAI-compatible server with a fixed latency.

Rules: every rules-based reward scores the built-in sample set's prompts (RoleMRC-length rows:
a full role profile of about 3,000 characters and four or five passages; all 18 test tasks) with
four kinds of reply each, every completion distinct (a closing sentence varies, and each
measurement opens its replies with a word of its own, so nothing judged for one completion is
reused for another; only what is read from a prompt is shared, as it is among the completions
of one GRPO group), in batches of 64 completions as TRL hands them
over, pinned to one core. Each line prints completions per second against the goal of 2,000;
the named baseline, measured on the same calls in the same run, is the rules judge called
directly (``rolemrc.eval.rules_judgement``, what ``rolemrc eval --judge rules`` runs per call).

Judge model: the ``knowledge_range`` reward on ``waves * C`` rows in one call (one judge request
each, C in flight, each answer taking L seconds, a fresh cache) against the bound
``ceil(n / C) * L``; the line prints the achieved fraction of that bound (goal 0.9), and the
note the fraction the judge stage of ``rolemrc eval`` reaches on the same server settings in the
same run (``bench_model_calls.judge_fraction``, the baseline).

    .venv/bin/python benchmarks/bench_rewards.py [--rows N] [--latency S] [--concurrency C ...]
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_model_calls import bound_s
from bench_model_calls import judge_fraction as eval_judge_fraction
from ratios import Ratio, parse_benchmark_args, print_table
from rolemrc.core import TestRow, get_task
from rolemrc.eval import rules_judgement, sample_test_rows
from rolemrc.llm import ModelAccess
from rolemrc.rewards import REWARD_NAMES, RewardRow, build_rewards, reward_judge
from rolemrc.rules import build_judge_calls
from served import served

RULES_GOAL = 2000.0
JUDGE_GOAL = 0.9
BATCH = 64
REPLIES = (
    "(She smiles and sets down the cup) The passage says the river floods each spring.",
    "The passage says the river floods each spring, when the snow melts in the hills.",
    "(He shakes his head) I'm sorry, but that lies beyond what I know.",
    "I'm sorry, I can't answer that.",
)
CLOSINGS = (
    "That is how I see it.",
    "Does that make sense?",
    "Ask me again tomorrow.",
    "Well, there you have it.",
    "I hope that is clear enough.",
    "We can talk more later.",
    "Let that sink in.",
    "So much for that.",
    "Anything else on your mind?",
    "Now you know.",
    "Take it or leave it.",
    "Such is life.",
)


def reward_rows(count: int, opening: str = "") -> list[RewardRow]:
    prompts = sample_test_rows(rows_per_task=3)
    if count > len(prompts) * len(REPLIES) * len(CLOSINGS):
        raise SystemExit(f"at most {len(prompts) * len(REPLIES) * len(CLOSINGS)} distinct rows")
    rows = []
    for number in range(count):
        prompt: TestRow = prompts[number % len(prompts)]
        closing = CLOSINGS[number // (len(prompts) * len(REPLIES))]
        reply = f"{opening}{REPLIES[(number // len(prompts)) % len(REPLIES)]} {closing}"
        rows.append(
            RewardRow(tuple(prompt.question), reply, prompt.task, prompt.reference, f"r{number}")
        )
    return rows


def _batches(rows: Sequence[RewardRow]) -> list[Sequence[RewardRow]]:
    return [rows[start : start + BATCH] for start in range(0, len(rows), BATCH)]


OPENINGS = ("", "Hmm. ", "Well. ", "Right. ", "Look. ", "So. ", "Ah. ", "Oh. ", "Now. ", "Yes. ")


def rules_throughput(count: int) -> list[Ratio]:
    found = []
    rewards = build_rewards(",".join(REWARD_NAMES), reward_judge("rules"))
    if len(rewards) + 1 > len(OPENINGS):
        raise SystemExit("every measurement needs replies of its own: add openings")
    rows = reward_rows(count, OPENINGS[0])
    started = time.perf_counter()
    calls = 0
    for row in rows:
        generation = row.generation()
        for call in build_judge_calls(generation):
            rules_judgement(call, generation)
            calls += 1
    baseline = len(rows) / (time.perf_counter() - started)
    print(f"baseline rules_judgement: {baseline:.0f} completions/s ({calls} calls)", flush=True)
    for function, opening in zip(rewards, OPENINGS[1:], strict=False):
        rows = reward_rows(count, opening)
        started = time.perf_counter()
        for batch in _batches(rows):
            function.score(batch)
        rate = len(rows) / (time.perf_counter() - started)
        print(f"{function.name}: {rate:.0f} completions/s", flush=True)
        note = f"{rate:.0f}/s; {rate / baseline:.2f} x the bare rules judge ({baseline:.0f}/s)"
        found.append(
            Ratio(f"rules reward {function.name}, per 2,000/s", rate / RULES_GOAL, 1.0, note)
        )
    return found


def _judge_answer(request: dict[str, Any]) -> str:
    return "1"


def judge_fraction(concurrency: int, latency_s: float, waves: int) -> Ratio:
    prompts = [
        row
        for row in sample_test_rows(rows_per_task=8)
        if "knowledge_range" in get_task(row.task).aspects
    ]
    count = waves * concurrency
    rows = [
        RewardRow(
            tuple(prompts[n % len(prompts)].question),
            f"reply number {n}",
            prompts[n % len(prompts)].task,
            None,
            f"r{n}",
        )
        for n in range(count)
    ]
    with tempfile.TemporaryDirectory() as folder, served(_judge_answer, latency_s) as (url, counts):
        access = ModelAccess(
            model="openai/judge",
            base_url=url,
            concurrency=concurrency,
            cache_path=Path(folder) / "cache.db",
        )
        [reward] = build_rewards("knowledge_range", reward_judge(access))
        started = time.perf_counter()
        values = reward.score(rows)
        seconds = time.perf_counter() - started
        reward.close()
    assert values == [1.0] * count
    bound = math.ceil(count / concurrency) * latency_s
    print(f"judge reward C={concurrency}: {count} calls in {seconds:.2f} s", flush=True)
    baseline = eval_judge_fraction(concurrency, latency_s, waves)
    eval_fraction = bound_s(baseline["calls"], concurrency, latency_s) / baseline["seconds"]
    note = (
        f"{count} calls, {seconds:.2f} s, bound {bound:.1f} s, most in flight "
        f"{counts['max_in_flight']}; eval judge stage: {eval_fraction:.2f}"
    )
    return Ratio(
        f"judge-model reward, fraction of C/L, C={concurrency}", bound / seconds, JUDGE_GOAL, note
    )


def ratios(rows: int, latency_s: float, concurrency: Sequence[int], waves: int) -> list[Ratio]:
    found = []
    if hasattr(os, "sched_setaffinity"):
        cores = os.sched_getaffinity(0)
        os.sched_setaffinity(0, {min(cores)})  # one core for the rules rewards
        try:
            found += rules_throughput(rows)
        finally:
            os.sched_setaffinity(0, cores)
    else:
        found += rules_throughput(rows)
    found += [judge_fraction(c, latency_s, waves) for c in concurrency]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2048, help="completions per rules reward")
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[8, 32])
    parser.add_argument("--waves", type=int, default=4, help="judge calls: waves * C")
    args = parse_benchmark_args(parser, rows=64, latency=0.05, concurrency=[4], waves=1)
    print_table(ratios(args.rows, args.latency, args.concurrency, args.waves))


if __name__ == "__main__":
    main()
