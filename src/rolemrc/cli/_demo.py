"""What ``rolemrc demo`` says around its scores: what it runs, what the numbers mean, what a real
evaluation looks like and how long one takes."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from rolemrc.core import Generation, format_duration, get_task, read_jsonl
from rolemrc.eval import EvalReport
from rolemrc.rules import UPSTREAM_DATASET, UPSTREAM_TASK_COUNTS

UPSTREAM_JUDGE = "openai/gpt-4-turbo-2024-04-09"
UPSTREAM_MAX_NEW_TOKENS = 256
ECHO_PREFIX_CHARS = 40
REAL_RUNS: tuple[tuple[str, str], ...] = (
    (
        "an OpenAI-compatible server (key from OPENAI_API_KEY; add --model-base-url "
        "http://HOST:PORT/v1 for vLLM, Ollama, llama.cpp or SGLang):",
        f"rolemrc eval --data hf:{UPSTREAM_DATASET} --model openai/gpt-4o "
        f"--judge {UPSTREAM_JUDGE} --out runs/gpt-4o",
    ),
    (
        "a local transformers model (on the GPU when there is one):",
        f"rolemrc eval --data hf:{UPSTREAM_DATASET} --model hf/./my-checkpoint "
        f"--judge {UPSTREAM_JUDGE} --out runs/my-checkpoint",
    ),
)


def upstream_sizes() -> tuple[int, int]:
    """Rows of the upstream test set and the LLM-judge calls they receive."""
    rows = sum(UPSTREAM_TASK_COUNTS.values())
    calls = sum(count * len(get_task(task).judge) for task, count in UPSTREAM_TASK_COUNTS.items())
    return rows, calls


def demo_opening(n_rows: int) -> str:
    return (
        f"rolemrc demo: the embedded model answers {n_rows} sample rows covering every RoleMRC "
        "test task; reference metrics and the offline 'rules' judge score the answers"
    )


def echoed_system_prompts(generations: Path) -> tuple[int, int]:
    """How many answers open by repeating their row's system prompt, out of how many."""
    echoed = total = 0
    for generation in read_jsonl(generations, Generation):
        total += 1
        opening = " ".join(generation.response.split())[:ECHO_PREFIX_CHARS]
        system = " ".join(
            " ".join(turn.content.split()) for turn in generation.question if turn.role == "system"
        )
        echoed += bool(opening) and system.startswith(opening)
    return echoed, total


def stage_times(timings: Mapping[str, float]) -> str:
    names = (
        ("generation_s", "generation"),
        ("reference_metrics_s", "reference metrics"),
        ("judge_s", "rules judge"),
    )
    shown = [f"{label} {format_duration(timings[key])}" for key, label in names if key in timings]
    return "  " + ", ".join(shown)


def demo_closing(
    report: EvalReport,
    timings: Mapping[str, float],
    out: Path,
    seconds: float,
    echoes: tuple[int, int],
) -> list[str]:
    """The lines after the score table, the report's place and the demo's time last.
    ``timings``: the run's seconds per stage; ``echoes``: answers that repeat their system
    prompt, out of all answers."""
    rows, calls = upstream_sizes()
    echoed, answers = echoes
    parrots = f" ({echoed} of its {answers} answers here repeat the role's system prompt)"
    lines = [
        "What these numbers mean: 'embedded' is SmolLM2-135M-Instruct, a 135M-parameter "
        "instruct model that keeps a character's voice but not knowledge limits or format "
        f"rules{parrots if echoed else ''}, and 'rules' is an offline heuristic judge, not the "
        "paper's LLM judge. The scores show that every stage runs and what so small a model "
        "gets right; they are no baseline and not comparable with published figures.",
        f"A real evaluation: the {rows}-row RoleMRC test set, reference metrics and the paper's "
        f"LLM judge ({calls} judge calls), with",
    ]
    for where, command in REAL_RUNS:
        lines += [f"  {where}", f"    {command}"]
    pace = ""
    generation_s = timings.get("generation_s")
    max_new_tokens = report.generation.max_new_tokens if report.generation else None
    if generation_s and report.n_rows and max_new_tokens == UPSTREAM_MAX_NEW_TOKENS:
        per_row = generation_s / report.n_rows
        pace = (
            f"; at this demo's pace ({per_row:.1f} s per answer on this machine) the {rows} rows "
            f"would take about {format_duration(per_row * rows)}"
        )
    lines += [
        "  Expect roughly 15-30 minutes against a hosted API (8 requests in flight) or for a 7B "
        f"model on one GPU{pace}.",
        f"report: {out / 'report.html'}  (also report.md, report.json)",
        f"demo finished in {format_duration(seconds)}",
    ]
    return lines
