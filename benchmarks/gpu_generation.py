"""Local generation on a GPU: rolemrc's ``hf/`` path (transformers engine) and
``transformers.generate`` at equal batch, and vLLM through rolemrc (``vllm/``) when it is
installed, on the same prompts and the same model; tokens per second and their ratios.

The model has the shape of the embedded one (Gemma 3 270M) with random weights, made from a
directory holding its ``config.json`` and tokenizer (``tokenizer.json``, or ``tokenizer.json.xz``
as the GPU check recipe carries it), or any model directory as it is. The prompts are the
built-in sample rows (each made distinct), ``--prompts`` of them, ``--new-tokens`` greedy tokens
each, at batch sizes ``--batches``; every path is warmed up first (the vLLM server's start-up
is not timed). Goals: rolemrc's transformers path at least generate's speed at each batch, and
vLLM through rolemrc at least 20 times rolemrc's ``hf/`` figures before this work (95 and 280
tokens/s at batch 8 and 32, measured on an NVIDIA H200: compare on that card).

    python benchmarks/gpu_generation.py --random-from DIR       # under 5 minutes on one GPU
    python benchmarks/gpu_generation.py --model-dir DIR
    python benchmarks/gpu_generation.py --smoke                 # a tiny model on the CPU, seconds
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import lzma
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, print_table

GOAL_AGAINST_GENERATE = 1.0
GOAL_VLLM_AGAINST_BEFORE = 20.0
HF_BEFORE_TOKENS_PER_S = {8: 95.0, 32: 280.0}
"""rolemrc ``hf/`` before this work, 32 prompts x 64 tokens on an NVIDIA H200."""
_TOKENIZER_FILES = ("chat_template.jinja", "generation_config.json", "tokenizer_config.json")


def random_model(source: Path, out: Path, device: str) -> Path:
    """A random-weight model of ``source``'s config (its tokenizer files copied) in ``out``."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    config = AutoConfig.from_pretrained(source)
    torch.manual_seed(0)
    dtype = torch.bfloat16 if device == "cuda" else torch.float32
    with torch.device(device):
        model = AutoModelForCausalLM.from_config(config, dtype=dtype)
    model.save_pretrained(out)
    for name in _TOKENIZER_FILES:
        if (source / name).is_file():
            shutil.copy(source / name, out / name)
    if (source / "tokenizer.json").is_file():
        shutil.copy(source / "tokenizer.json", out / "tokenizer.json")
    else:
        (out / "tokenizer.json").write_bytes(
            lzma.decompress((source / "tokenizer.json.xz").read_bytes())
        )
    return out


def tiny_model(out: Path) -> Path:
    """The test suite's tiny random Llama with a word-level tokenizer (for ``--smoke``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from support.tiny_models import build_tiny_chat_model

    return build_tiny_chat_model(out)


def sample_prompts(count: int) -> list[Any]:
    """``count`` chat requests' messages from the built-in sample rows, each made distinct."""
    from rolemrc.core import Message
    from rolemrc.eval import sample_test_rows

    rows = sample_test_rows()
    prompts = []
    for number in range(count):
        messages = list(rows[number % len(rows)].question)
        last = messages[-1]
        messages[-1] = Message(role=last.role, content=f"{last.content} (#{number})")
        prompts.append(tuple(messages))
    return prompts


def _synchronize() -> None:
    import torch

    if torch.cuda.is_available():
        torch.cuda.synchronize()


def timed(run: Callable[[], int]) -> dict[str, float]:
    """``run``'s tokens, seconds and tokens per second (the device synchronised around it)."""
    _synchronize()
    started = time.perf_counter()
    tokens = run()
    _synchronize()
    seconds = time.perf_counter() - started
    return {"tokens": tokens, "seconds": round(seconds, 3), "tok_per_s": round(tokens / seconds, 1)}


def rolemrc_path(
    spec: str, prompts: Sequence[Any], new_tokens: int, **access: Any
) -> Callable[[], int]:
    """rolemrc's ``open_model`` + ``run_chat`` on ``spec``: opens (and warms up) the model now;
    the returned function answers every prompt and gives the completion tokens."""
    from rolemrc.llm import ChatRequest, GenerationParams, ModelAccess, open_model, run_chat

    model = open_model(ModelAccess(model=spec, cache=False, **access))
    params = GenerationParams(max_new_tokens=new_tokens)
    requests = [ChatRequest(messages=messages, params=params) for messages in prompts]
    run_chat(model, requests[:2], progress=False)  # load, first kernels, a server's first batch

    def run() -> int:
        try:
            results = run_chat(model, requests, progress=False)
        finally:
            model.close()
        return sum(result.completion_tokens for result in results)

    return run


def generate_path(
    model_dir: Path, prompts: Sequence[Any], new_tokens: int, batch: int, device: str
) -> Callable[[], int]:
    """``transformers.generate`` on the model as rolemrc loads it (same dtype and attention),
    on the same prompt texts, ``batch`` at a time, left-padded, stopping at the same tokens;
    each row's tokens counted as rolemrc counts them (up to and including its stop token)."""
    import torch

    from rolemrc.llm import load_transformers_chat_model
    from rolemrc.llm._transformers import chat_prompt

    loaded = load_transformers_chat_model(model_dir, device=device, batch_size=batch)
    model, tokenizer = loaded.model, loaded._tokenizer
    stop_ids, pad = sorted(loaded._stop_ids), loaded._pad_id
    texts = [
        chat_prompt(tokenizer, [message.to_openai() for message in messages])
        for messages in prompts
    ]

    def generate(chunk: Sequence[str], limit: int) -> int:
        tokenizer.padding_side = "left"
        encoded = tokenizer(
            list(chunk), return_tensors="pt", padding=True, add_special_tokens=False
        ).to(device)
        output = model.generate(  # type: ignore[operator]
            **encoded,
            max_new_tokens=limit,
            do_sample=False,
            pad_token_id=pad,
            eos_token_id=stop_ids,
        )
        tokens = 0
        for row in output[:, encoded["input_ids"].shape[1] :].tolist():
            ends = [position for position, token in enumerate(row) if token in stop_ids]
            tokens += ends[0] + 1 if ends else len(row)
        return tokens

    with torch.inference_mode():
        generate(texts[:2], 4)  # first kernels

    def run() -> int:
        with torch.inference_mode():
            return sum(
                generate(texts[start : start + batch], new_tokens)
                for start in range(0, len(texts), batch)
            )

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--random-from", type=Path, help="a config + tokenizer directory")
    source.add_argument("--model-dir", type=Path, help="a model directory, used as it is")
    source.add_argument("--smoke", action="store_true", help="a tiny model on the CPU, seconds")
    parser.add_argument("--prompts", type=int, default=32)
    parser.add_argument("--new-tokens", type=int, default=64)
    parser.add_argument("--batches", type=int, nargs="+", default=[8, 32])
    parser.add_argument("--no-vllm", action="store_true", help="leave vLLM out")
    args = parser.parse_args()
    if args.smoke:
        args.prompts, args.new_tokens, args.batches = 4, 4, [2, 4]

    import torch
    import transformers

    transformers.logging.set_verbosity_error()
    transformers.logging.disable_progress_bar()
    device = "cuda" if torch.cuda.is_available() and not args.smoke else "cpu"
    card = torch.cuda.get_device_name() if device == "cuda" else "CPU"
    print(
        json.dumps(
            {"device": card, "torch": torch.__version__, "transformers": transformers.__version__}
        )
    )
    prompts = sample_prompts(args.prompts)
    with tempfile.TemporaryDirectory() as scratch:
        if args.smoke:
            model_dir = tiny_model(Path(scratch) / "model")
        elif args.random_from is not None:
            model_dir = random_model(args.random_from, Path(scratch) / "model", device)
        else:
            model_dir = args.model_dir
        rows = measure(model_dir, prompts, args, device)
    print()
    print_table(rows)


def measure(
    model_dir: Path, prompts: Sequence[Any], args: argparse.Namespace, device: str
) -> list[Ratio]:
    figures: dict[tuple[str, int], dict[str, float]] = {}

    def note(path: str, batch: int, figure: dict[str, float]) -> None:
        figures[path, batch] = figure
        print(json.dumps({"path": path, "batch": batch, **figure}), flush=True)

    for batch in args.batches:
        hf = rolemrc_path(
            f"hf/{model_dir}",
            prompts,
            args.new_tokens,
            batch_size=batch,
            device=device,
            engine="transformers",
        )
        note("rolemrc hf/ (transformers)", batch, timed(hf))
        note(
            "transformers generate",
            batch,
            timed(generate_path(model_dir, prompts, args.new_tokens, batch, device)),
        )
    if device == "cuda":
        chosen = rolemrc_path(f"hf/{model_dir}", prompts, args.new_tokens, engine="transformers")
        note("rolemrc hf/ (transformers, batch from memory)", len(prompts), timed(chosen))
    vllm = not args.no_vllm and importlib.util.find_spec("vllm") is not None and device == "cuda"
    if vllm:
        for batch in args.batches:
            served = rolemrc_path(f"vllm/{model_dir}", prompts, args.new_tokens, batch_size=batch)
            note("rolemrc vllm/", batch, timed(served))
    rows = [
        Ratio(
            f"hf/ transformers / generate, batch {batch}",
            figures["rolemrc hf/ (transformers)", batch]["tok_per_s"]
            / figures["transformers generate", batch]["tok_per_s"],
            GOAL_AGAINST_GENERATE,
            note=f"{device}, {len(prompts)} prompts x {args.new_tokens} tokens",
        )
        for batch in args.batches
    ]
    for batch in args.batches:
        before = HF_BEFORE_TOKENS_PER_S.get(batch)
        value = figures["rolemrc vllm/", batch]["tok_per_s"] / before if vllm and before else None
        why = "against the H200 figure before this work" if vllm else "vLLM not installed or no GPU"
        rows.append(
            Ratio(f"vllm/ / hf/ before, batch {batch}", value, GOAL_VLLM_AGAINST_BEFORE, note=why)
        )
    return rows


if __name__ == "__main__":
    main()
