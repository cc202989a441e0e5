"""How OpenMP's threads wait, for llama.cpp and torch in one process: a short spin before they
sleep (``GOMP_SPINCOUNT``, what ``rolemrc.llm`` sets when the user chose nothing) against
sleeping at once (``OMP_WAIT_POLICY=PASSIVE``, the named baseline).

The process has one OpenMP runtime, which reads its settings once, when llama.cpp or torch first
loads it; both share it. Each setting therefore runs in a fresh child process that, like
``rolemrc reproduce`` (synthesis before training), opens the embedded model on llama.cpp first
and then torch. The child measures llama.cpp decoding (``--requests`` requests of
``--new-tokens`` sampled tokens each, one slot per request, end of text ignored) and torch
decoding (a SmolLM2-135M-shaped model with random weights built from its config, one token at a
time after a ``--prompt``-token prompt, the KV cache kept). Once llama.cpp's threads exist they
count against the cores and the runtime cuts every spin to at most 100 whatever is set, so
torch is expected to decode at about the same speed in both: its ratio is reported, not held to
a goal. ``--busy`` keeps one core busy with another process meanwhile: the case that sleeping
at once is for. Write the CPU's flags beside the figures (printed first).

    .venv/bin/python benchmarks/bench_openmp_wait.py [--busy] [--requests 8] [--new-tokens 80]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_local_generation import cpu_line
from bench_training_step import SMOKE_SHAPE, SMOLLM2_135M
from ratios import Ratio, parse_benchmark_args, print_table

SETTINGS: dict[str, dict[str, str]] = {
    "passive": {"OMP_WAIT_POLICY": "PASSIVE"},
    "short spin": {},  # rolemrc.llm's own choice
}
WAIT_VARIABLES = ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")
CHILD_FLAG = "--child"


def _llama_cpp_tokens_per_s(requests: int, new_tokens: int) -> float:
    from rolemrc.llm._builtin_providers import load_embedded_chat_model

    server = load_embedded_chat_model(batch_size=requests)._server

    def ask(index: int) -> int:
        reply = server.handle_chat_completions(
            {
                "messages": [{"role": "user", "content": f"Tell the story of captain {index}."}],
                "max_tokens": new_tokens,
                "temperature": 0.8,
                "seed": index,
                "ignore_eos": True,
            }
        )
        return int(reply["usage"]["completion_tokens"])

    ask(0)  # warm-up
    started = time.perf_counter()
    with ThreadPoolExecutor(requests) as pool:
        tokens = sum(pool.map(ask, range(requests)))
    return tokens / (time.perf_counter() - started)


def _torch_seconds_per_token(prompt: int, new_tokens: int, smoke: bool) -> float:
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    shape = SMOKE_SHAPE if smoke else SMOLLM2_135M
    model = LlamaForCausalLM(LlamaConfig(**shape, max_position_embeddings=4096)).eval()
    ids = torch.randint(0, int(shape["vocab_size"]), (1, prompt))
    with torch.inference_mode():
        cache = model(ids, use_cache=True).past_key_values
        token = ids[:, -1:]
        started = time.perf_counter()
        for _ in range(new_tokens):
            cache = model(token, past_key_values=cache, use_cache=True).past_key_values
        return (time.perf_counter() - started) / new_tokens


def child(args: argparse.Namespace) -> None:
    """One setting, measured in this process; its figures as one JSON line."""
    from rolemrc.llm._llama_cpp import import_engine

    import_engine()  # the runtime is loaded here, with this process's settings
    figures = {
        "llama_cpp_tokens_per_s": _llama_cpp_tokens_per_s(args.requests, args.new_tokens),
        "torch_s_per_token": _torch_seconds_per_token(args.prompt, args.new_tokens, args.smoke),
        "environment": {name: os.environ.get(name) for name in WAIT_VARIABLES},
    }
    print(json.dumps(figures))


def _measure(setting: dict[str, str], args: argparse.Namespace) -> dict[str, Any]:
    env = {name: value for name, value in os.environ.items() if name not in WAIT_VARIABLES}
    command = [sys.executable, __file__, CHILD_FLAG, "--requests", str(args.requests)]
    command += ["--new-tokens", str(args.new_tokens), "--prompt", str(args.prompt)]
    command += ["--smoke"] if args.smoke else []
    done = subprocess.run(
        command, env={**env, **setting}, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"the child process failed:\n{done.stderr[-3000:]}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def ratios(args: argparse.Namespace) -> list[Ratio]:
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if args.busy else None
    try:
        figures = {name: _measure(setting, args) for name, setting in SETTINGS.items()}
    finally:
        if busy is not None:
            busy.kill()
            busy.wait()
    passive, spin = figures["passive"], figures["short spin"]
    spin_count = spin["environment"]["GOMP_SPINCOUNT"]
    where = "one core busy" if args.busy else "idle cores"
    # with a core busy, sleeping at once is expected to win: the ratios are reported, not goals
    goal = None if args.busy else 1.2
    return [
        Ratio(
            f"llama.cpp decoding, spin {spin_count} vs passive (speed-up, {where})",
            spin["llama_cpp_tokens_per_s"] / passive["llama_cpp_tokens_per_s"],
            goal,
            f"{passive['llama_cpp_tokens_per_s']:.0f} -> {spin['llama_cpp_tokens_per_s']:.0f} "
            f"tokens/s, {args.requests} requests",
        ),
        Ratio(
            f"torch decoding after llama.cpp, spin {spin_count} vs passive (speed-up, {where})",
            passive["torch_s_per_token"] / spin["torch_s_per_token"],
            None,  # the runtime shortens every spin once llama.cpp's threads exist (see above)
            f"{passive['torch_s_per_token'] * 1000:.1f} -> {spin['torch_s_per_token'] * 1000:.1f}"
            " ms a token",
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(CHILD_FLAG, action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--busy", action="store_true", help="keep one core busy meanwhile")
    parser.add_argument("--requests", type=int, default=8, help="llama.cpp requests at once")
    parser.add_argument("--new-tokens", type=int, default=80, help="tokens decoded per request")
    parser.add_argument("--prompt", type=int, default=500, help="torch's prompt tokens")
    args = parse_benchmark_args(parser, requests=2, new_tokens=4, prompt=16)
    if args.child:
        child(args)
        return
    print(cpu_line())
    print_table(ratios(args))


if __name__ == "__main__":
    main()
