"""Prefill and decode speed of the embedded model through rolemrc, against llama.cpp's own server
on the same GGUF with nothing of rolemrc around it, and against the transformers path on the
same weights (``hf/`` on the checkpoint converted from the GGUF, as training and probing use).

For each batch size (1 and 8: that many prompts sent together) and prompt length: prefill
tokens per second (the prompts answered with one token) and decode tokens per second (greedy
tokens after the prompt, the prefill's time subtracted), medians of ``--repeats`` runs, every
path with the same threads (the cores this process may use), the same prompts and the same
sampling (the embedded model's repetition penalty). The CPU's model name and vector flags and
the engine's own build features are printed first: write them beside any figure you quote.

    .venv/bin/python benchmarks/bench_local_generation.py [--lengths 200 800] [--new-tokens 64]
    .venv/bin/python benchmarks/bench_local_generation.py --smoke     # seconds, no transformers
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table
from rolemrc.core import Message
from rolemrc.llm import (
    EMBEDDED_SAMPLING,
    ChatModel,
    ChatRequest,
    GenerationParams,
    ModelAccess,
    available_cores,
    embedded_served_gguf,
    open_model,
    run_chat,
)
from rolemrc.llm._llama_cpp import import_engine

ROOT = Path(__file__).resolve().parents[1]
ENGINE_GOAL = 0.9  # rolemrc's embedded model against llama.cpp's own server, same GGUF
CPU_FLAGS = ("avx2", "fma", "f16c", "avx512f", "avx512_bf16", "avx512_vnni", "amx_tile", "neon")


@dataclass(frozen=True)
class Speed:
    prefill_tokens_per_s: float
    decode_tokens_per_s: float


def cpu_line() -> str:
    """The CPU's model name and which of the vector extensions that matter here it has."""
    name, flags = "unknown CPU", set[str]()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and name == "unknown CPU":
                name = value.strip()
            elif key.strip() in ("flags", "Features") and not flags:
                flags = set(value.split())
    except OSError:
        pass
    has = [flag for flag in CPU_FLAGS if flag in flags]
    lacks = [flag for flag in CPU_FLAGS if flag not in flags]
    return f"{name}; has {' '.join(has) or '-'}; lacks {' '.join(lacks) or '-'}"


def prompts(length: int, count: int) -> list[str]:
    """``count`` different passages of about ``length`` tokens of English prose (the docs)."""
    text = " ".join((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8").split())
    chars = length * 4  # about four characters a token for this tokenizer on English prose
    return [
        (text * 4)[start : start + chars] + "\nSummarise this."
        for start in range(0, count * 97, 97)
    ]


def timed(action: Callable[[], Any]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


Run = Callable[[list[str], int], int]
"""``run(prompts, max_new_tokens)``: answer every prompt together; the completion tokens."""


_runs = iter(range(1_000_000))


def fresh(texts: list[str]) -> list[str]:
    """The texts opened by a number no earlier call used: llama.cpp keeps the last prompts'
    state and would skip the prefill of a prompt it has seen."""
    number = next(_runs)
    return [f"{number}. {text}" for text in texts]


def measure(run: Run, texts: list[str], prompt_tokens: int, new_tokens: int, repeats: int) -> Speed:
    run(fresh(texts), 1)  # warm-up: first-call allocations
    prefill_s = median([timed(lambda: run(fresh(texts), 1)) for _ in range(repeats)])
    generated: list[int] = []
    total_s = median(
        [timed(lambda: generated.append(run(fresh(texts), new_tokens))) for _ in range(repeats)]
    )
    decoded = max(generated[-1] - len(texts), 1)  # the first token of each came with the prefill
    return Speed(prompt_tokens / prefill_s, decoded / max(total_s - prefill_s, 1e-9))


def reference_run(parallel: int) -> tuple[Run, Callable[[str], int], Callable[[], None]]:
    """llama.cpp's server on the embedded model's served GGUF, called directly: the engine
    alone, on the file rolemrc serves."""
    engine = import_engine()
    params = engine.CommonParams()
    params.model.path = str(embedded_served_gguf())
    params.n_parallel = parallel
    params.n_ctx = 4096 * parallel
    params.cpuparams.n_threads = params.cpuparams_batch.n_threads = available_cores()
    params.cpuparams.poll = params.cpuparams_batch.poll = 0
    params.verbosity = -1
    server = engine.Server(params)
    pool = ThreadPoolExecutor(parallel)

    def ask(text: str, new_tokens: int) -> dict[str, Any]:
        body = {
            "messages": [{"role": "user", "content": text}],
            "max_tokens": new_tokens,
            "temperature": 0.0,
            **EMBEDDED_SAMPLING,
        }
        reply: dict[str, Any] = server.handle_chat_completions(body)
        return reply

    def run(texts: list[str], new_tokens: int) -> int:
        replies = list(pool.map(lambda text: ask(text, new_tokens), texts))
        return sum(int(reply["usage"]["completion_tokens"]) for reply in replies)

    def count(text: str) -> int:
        return int(ask(text, 1)["usage"]["prompt_tokens"])

    return run, count, lambda: pool.shutdown()


def rolemrc_run(model: ChatModel) -> Run:
    def run(texts: list[str], new_tokens: int) -> int:
        requests = [
            ChatRequest(
                messages=(Message(role="user", content=text),),
                params=GenerationParams(max_new_tokens=new_tokens),
            )
            for text in texts
        ]
        results = run_chat(model, requests, progress=False)
        return sum(result.completion_tokens for result in results)

    return run


def ratios(
    lengths: Sequence[int], batches: Sequence[int], new_tokens: int, repeats: int, torch_path: bool
) -> list[Ratio]:
    rows: list[Ratio] = []
    for batch in batches:
        reference, count_tokens, stop_reference = reference_run(batch)
        embedded = open_model(ModelAccess(model="embedded", batch_size=batch, cache=False))
        weights = None
        if torch_path:
            from rolemrc.llm import prepare_embedded_weights

            weights = open_model(
                ModelAccess(model=f"hf/{prepare_embedded_weights()}", batch_size=batch, cache=False)
            )
        try:
            for length in lengths:
                texts = prompts(length, batch)
                tokens = sum(count_tokens(text) for text in texts)
                engine = measure(reference, texts, tokens, new_tokens, repeats)
                ours = measure(rolemrc_run(embedded), texts, tokens, new_tokens, repeats)
                label = f"batch {batch}, {tokens // batch}-token prompts"
                print(
                    f"{label}: llama.cpp prefill {engine.prefill_tokens_per_s:.0f} tok/s, "
                    f"decode {engine.decode_tokens_per_s:.1f} tok/s; rolemrc embedded prefill "
                    f"{ours.prefill_tokens_per_s:.0f}, decode {ours.decode_tokens_per_s:.1f}",
                    flush=True,
                )
                rows += [
                    Ratio(
                        f"{label}: decode, rolemrc / llama.cpp",
                        ours.decode_tokens_per_s / engine.decode_tokens_per_s,
                        ENGINE_GOAL,
                        f"{ours.decode_tokens_per_s:.1f} vs {engine.decode_tokens_per_s:.1f} tok/s",
                    ),
                    Ratio(
                        f"{label}: prefill, rolemrc / llama.cpp",
                        ours.prefill_tokens_per_s / engine.prefill_tokens_per_s,
                        ENGINE_GOAL,
                        f"{ours.prefill_tokens_per_s:.0f} vs "
                        f"{engine.prefill_tokens_per_s:.0f} tok/s",
                    ),
                ]
                if weights is None:
                    rows.append(
                        Ratio(f"{label}: decode, llama.cpp / transformers", None, None, "--smoke")
                    )
                    continue
                torch_speed = measure(rolemrc_run(weights), texts, tokens, new_tokens, repeats)
                rows.append(
                    Ratio(
                        f"{label}: decode, llama.cpp / transformers (same weights, float32)",
                        ours.decode_tokens_per_s / torch_speed.decode_tokens_per_s,
                        None,
                        f"transformers {torch_speed.decode_tokens_per_s:.1f} tok/s decode, "
                        f"{torch_speed.prefill_tokens_per_s:.0f} prefill",
                    )
                )
        finally:
            embedded.close()
            if weights is not None:
                weights.close()
            stop_reference()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[200, 800])
    parser.add_argument("--batches", type=int, nargs="+", default=[1, 8])
    parser.add_argument("--new-tokens", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=3)
    # the smoke run leaves out the transformers path (its weights take a minute to convert)
    args = parse_benchmark_args(parser, lengths=[48], batches=[1, 2], new_tokens=6, repeats=1)
    print(f"CPU: {cpu_line()}")
    print(f"engine: {import_engine().get_system_info().strip()}")
    print(f"threads: {available_cores()} (the cores this process may use)", flush=True)
    print_table(
        ratios(args.lengths, args.batches, args.new_tokens, args.repeats, torch_path=not args.smoke)
    )


if __name__ == "__main__":
    main()
