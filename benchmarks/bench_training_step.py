"""One SFT step on a CPU: TRL's fused output layer scoring every position (TRL's own choice off
Triton devices) against scoring the trained positions only (``rolemrc.train``'s
``trained_positions_only``), and with the embeddings and the lowest half of the layers frozen
(``frozen_layers``, the ``tiny`` loop's setting).

The model has SmolLM2-135M's shape (the embedded student: 30 layers, width 576, 49,152 words,
tied embeddings) with random weights, built from its config; a row is a RoleMRC-like prompt of
``--prompt`` tokens with ``--trained`` trained tokens after it. Each step is a forward pass,
the backward pass and an AdamW step, timed after one warm-up step. Write the CPU's flags beside
the figures (``lscpu``): the ratios hold where the products dominate, the absolute times do not.

    .venv/bin/python benchmarks/bench_training_step.py [--steps 3] [--prompt 450] [--trained 150]
"""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Callable
from typing import Any

import torch
from transformers import LlamaConfig, LlamaForCausalLM
from trl.trainer.utils import add_fused_lm_head

from ratios import Ratio, median, parse_benchmark_args, print_table
from rolemrc.train._run import freeze_lower_layers, trained_positions_only

SMOLLM2_135M: dict[str, Any] = {
    "hidden_size": 576,
    "intermediate_size": 1536,
    "num_hidden_layers": 30,
    "num_attention_heads": 9,
    "num_key_value_heads": 3,
    "vocab_size": 49152,
    "tie_word_embeddings": True,
}
SMOKE_SHAPE: dict[str, Any] = {
    **SMOLLM2_135M,
    "num_hidden_layers": 2,
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "vocab_size": 512,
}


def _model(shape: dict[str, Any], frozen_layers: int) -> LlamaForCausalLM:
    torch.manual_seed(0)
    model = LlamaForCausalLM(LlamaConfig(**shape, max_position_embeddings=4096))
    add_fused_lm_head(model, outputs=("log_probs", "entropy", "is_top1"))
    if frozen_layers:
        freeze_lower_layers(model, frozen_layers)
    return model


def _step_seconds(
    model: LlamaForCausalLM,
    prompt: int,
    trained: int,
    steps: int,
    scoring: Callable[[], contextlib.AbstractContextManager[None]],
) -> float:
    """The median time of an SFT step on one row (after a warm-up step)."""
    generator = torch.Generator().manual_seed(0)
    ids = torch.randint(0, model.config.vocab_size, (1, prompt + trained), generator=generator)
    labels = ids.clone()
    labels[:, :prompt] = -100
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)
    times: list[float] = []
    for _ in range(steps + 1):
        started = time.perf_counter()
        with scoring():
            loss = model(input_ids=ids, labels=labels, fused_lm_head=True).loss
            loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        times.append(time.perf_counter() - started)
    return median(times[1:])


def ratios(steps: int, prompt: int, trained: int, smoke: bool = False) -> list[Ratio]:
    shape = SMOKE_SHAPE if smoke else SMOLLM2_135M
    half = int(shape["num_hidden_layers"]) // 2
    every = _step_seconds(_model(shape, 0), prompt, trained, steps, contextlib.nullcontext)
    positions = _step_seconds(_model(shape, 0), prompt, trained, steps, trained_positions_only)
    frozen = _step_seconds(_model(shape, half), prompt, trained, steps, trained_positions_only)
    where = f"{prompt}+{trained} tokens, {torch.get_num_threads()} threads"
    return [
        Ratio(
            "SFT step: trained positions only vs every position (speed-up)",
            every / positions,
            1.1,
            f"{every:.2f} s -> {positions:.2f} s a step ({where})",
        ),
        Ratio(
            f"SFT step: + lowest {half} layers frozen vs every position (speed-up)",
            every / frozen,
            1.5,
            f"{every:.2f} s -> {frozen:.2f} s a step ({where})",
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=3, help="timed steps per setting")
    parser.add_argument("--prompt", type=int, default=450, help="prompt tokens of the row")
    parser.add_argument("--trained", type=int, default=150, help="trained tokens of the row")
    args = parse_benchmark_args(parser, steps=1, prompt=32, trained=8)
    print_table(ratios(args.steps, args.prompt, args.trained, smoke=args.smoke))


if __name__ == "__main__":
    main()
