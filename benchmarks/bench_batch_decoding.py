"""Batched decoding on the transformers path (the embedded model's torch weights): batches whose
finished rows leave them (rolemrc's loop) against transformers' ``generate``, which decodes
every row until the longest ends.

A synthesis-shaped batch: eight requests that continue a role's line in a short transcript (as
synthesis's base prompting does), each ending at its first newline or ``--new-tokens``, so rows
end at very different steps; greedy and sampled. The two paths run in turn (A, B, A, B, ...)
on the same loaded model, ``--repeats`` times each after a warm-up; medians of the wall times,
and the answers of the two paths compared (they must be equal).

    .venv/bin/python benchmarks/bench_batch_decoding.py [--new-tokens 96] [--repeats 3]
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table

GOAL = 1.15  # generate's time over the loop's
SPEAKERS = ["Captain Mora", "Dr. Ilse Brandt", "Old Tom", "Mei the gardener"]
OPENERS = [
    "What did you see out there today?",
    "Tell me about the last thing that made you laugh.",
    "Why do you keep that old map on the wall?",
    "Is the weather going to turn, do you think?",
    "Describe your morning in as much detail as you like.",
    "What would you say to someone new in town?",
    "Which of your tools matters most to you, and why?",
    "Say one word that sums up your week.",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new-tokens", type=int, default=96)
    parser.add_argument("--repeats", type=int, default=3)
    args = parse_benchmark_args(parser, new_tokens=4, repeats=1)

    import torch

    from rolemrc.core import Message
    from rolemrc.llm import (
        ChatRequest,
        ChatResult,
        GenerationParams,
        TransformersChatModel,
        load_transformers_chat_model,
        prepare_embedded_weights,
    )

    warnings.filterwarnings("ignore")
    weights = load_transformers_chat_model(
        prepare_embedded_weights(), spec="embedded weights", batch_size=8, device="cpu"
    )
    # without the checkpoint's repetition penalty, which only generate applies: the loop decodes
    weights.model.generation_config.repetition_penalty = None
    loop = TransformersChatModel(
        weights.model, weights._tokenizer, spec=weights.spec, identity=weights.identity
    )
    # the same model and tokenizer, made to take transformers' generate for every batch
    before = TransformersChatModel(
        loop.model, loop._tokenizer, spec=loop.spec, identity=loop.identity, batch_size=8
    )
    before._generate_settings = ["(the benchmark's baseline)"]

    def requests(params: GenerationParams) -> list[ChatRequest]:
        return [
            ChatRequest(
                messages=(
                    Message(role="user", content=f"Continue the scene.\nUser: {opener}"),
                    Message(role="assistant", content=f"{SPEAKERS[number % 4]}:"),
                ),
                params=params,
            )
            for number, opener in enumerate(OPENERS)
        ]

    def timed(
        model: TransformersChatModel, batch: list[ChatRequest]
    ) -> tuple[float, list[ChatResult]]:
        started = time.perf_counter()
        results = dict(model.generate(batch))
        return time.perf_counter() - started, [results[index] for index in range(len(batch))]

    print(f"embedded weights, {torch.get_num_threads()} threads, {loop.identity['numerics']}")
    rows = []
    for name, params in [
        ("greedy", GenerationParams(max_new_tokens=args.new_tokens, stop=("\n",))),
        (
            "sampled",
            GenerationParams(max_new_tokens=args.new_tokens, temperature=0.8, seed=1, stop=("\n",)),
        ),
    ]:
        batch = requests(params)
        timed(loop, batch)  # warm-up
        times: dict[str, list[float]] = {"loop": [], "generate": []}
        answers: dict[str, list[ChatResult]] = {}
        for _ in range(args.repeats):
            for path, model in (("loop", loop), ("generate", before)):
                seconds, answers[path] = timed(model, batch)
                times[path].append(seconds)
        same = answers["loop"] == answers["generate"]
        used = [result.completion_tokens for result in answers["loop"]]
        prompt_tokens = [result.prompt_tokens for result in answers["loop"]]
        print(
            f"{name}: prompt tokens {prompt_tokens}, answer tokens {used}; "
            f"generate {median(times['generate']):.2f} s, loop {median(times['loop']):.2f} s "
            f"(runs: generate {[round(t, 2) for t in times['generate']]}, "
            f"loop {[round(t, 2) for t in times['loop']]}); answers equal: {same}"
        )
        rows.append(
            Ratio(
                f"batch of 8, {name}, answers of {min(used)}-{max(used)} tokens: generate / loop",
                median(times["generate"]) / median(times["loop"]),
                GOAL,
                note="" if same else "ANSWERS DIFFER",
            )
        )
    print()
    print_table(rows)


if __name__ == "__main__":
    main()
