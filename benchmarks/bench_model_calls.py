"""Model-call throughput against a local OpenAI-compatible server with a fixed latency.

With ``C`` requests in flight and every answer taking ``L`` seconds, ``n`` calls cannot finish in
less than ``ceil(n / C) * L`` seconds. Each line prints the achieved fraction of that bound (1.0
is perfect) for a stage as the pipeline runs it, journaling, caching and parsing included:

- ``synth``: the profiles stage of ``rolemrc synth`` (one call per persona, ``waves * C``);
- ``judge``: the judge stage of ``rolemrc eval`` on upstream-shaped responses, model judge;
- ``eval``: the whole ``rolemrc eval`` of the 1400-row test set (policy and judge calls, reference
  metrics included), against the bound of its calls alone; with ``--bertscore`` it scores BERTScore
  with the offline default model too, which is not included by default (see docs/performance.md).

The server runs in a process of its own. Uses a fresh LLM cache per measurement (no hits).

    .venv/bin/python benchmarks/bench_model_calls.py [--latency S] [--concurrency C ...]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from ratios import Ratio, print_table
from rolemrc.eval import EvalConfig, run_eval
from rolemrc.llm import ModelAccess, ModelRoles
from rolemrc.synth import (
    CacheConfig,
    GenerateProfiles,
    GeneratorConfig,
    JsonlMrcSource,
    JsonlPersonaSource,
    MatchingConfig,
    PersonasConfig,
    SynthConfig,
    builtin_profiles,
    run_synth,
)
from served import served
from support.upstream_shaped import upstream_response_rows, upstream_shaped_rows, write_jsonl

GOAL = 0.9


def bound_s(calls: int, concurrency: int, latency_s: float) -> float:
    return math.ceil(calls / concurrency) * latency_s


_PROFILE_ANSWER = json.dumps(
    next(iter(builtin_profiles().values())).model_dump(exclude={"id", "persona_id"})
)


def _profile_answer(request: dict[str, Any]) -> str:
    return _PROFILE_ANSWER


def _judge_answer(request: dict[str, Any]) -> str:
    return "1"


def _policy_answer(request: dict[str, Any]) -> str:
    question = request["messages"][-1]["content"]
    return f"(smiles warmly) Let me think about that. {question[-80:]}"


def synth_fraction(concurrency: int, latency_s: float, waves: int) -> dict[str, Any]:
    personas = waves * concurrency
    with (
        served(_profile_answer, latency_s) as (base_url, counts),
        tempfile.TemporaryDirectory() as work,
    ):
        folder = Path(work)
        persona_file = folder / "personas.jsonl"
        persona_file.write_text(
            "".join(json.dumps({"persona": f"Persona {n}."}) + "\n" for n in range(personas)),
            encoding="utf-8",
        )
        config = SynthConfig(
            generator=GeneratorConfig(
                model="openai/fake-model", base_urls=[base_url], concurrency=concurrency
            ),
            cache=CacheConfig(path=folder / "cache.sqlite"),
            personas=PersonasConfig(source=JsonlPersonaSource(path=persona_file)),
            profiles=GenerateProfiles(),
            matching=MatchingConfig(source=JsonlMrcSource(path=folder / "unused.jsonl")),
        )
        result = run_synth(config, folder / "run", stages=["personas", "profiles"], progress=False)
        assert result.manifest is not None
        stage = result.manifest.stages["profiles"]
        assert stage.records == personas
        seconds = stage.seconds
    assert counts["max_in_flight"] <= concurrency
    return {"calls": counts["requests"], "seconds": seconds}


def _eval_files(folder: Path, rows: int | None) -> tuple[Path, Path]:
    test_rows = upstream_shaped_rows()
    test_file = write_jsonl(folder / "roleMRC_test.jsonl", test_rows)
    answers = upstream_response_rows(
        test_rows, lambda index, row: f"(smiles) Answer number {index}, as the passage says."
    )
    responses = write_jsonl(folder / "responses.jsonl", answers[:rows] if rows else answers)
    return test_file, responses


def judge_fraction(concurrency: int, latency_s: float, waves: int) -> dict[str, Any]:
    """The judge stage on the first rows of the test set, about ``waves * C`` judge calls."""
    with (
        served(_judge_answer, latency_s) as (base_url, counts),
        tempfile.TemporaryDirectory() as work,
    ):
        folder = Path(work)
        test_file, responses = _eval_files(folder, None)
        result = run_eval(
            EvalConfig(
                data=str(test_file),
                responses=responses,
                limit=waves * concurrency,
                judge="openai/fake-judge",
                models=ModelRoles(
                    judge=ModelAccess(
                        model="openai/fake-judge",
                        base_url=base_url,
                        cache_path=folder / "cache.sqlite",
                        concurrency=concurrency,
                    )
                ),
                out=folder / "run",
                bertscore_model="none",
                progress=False,
            )
        )
        seconds = float(
            json.loads((result.out / "manifest.json").read_text())["timings"]["judge_s"]
        )
    assert counts["max_in_flight"] <= concurrency
    return {"calls": counts["requests"], "seconds": seconds}


def eval_overhead(concurrency: int, latency_s: float, bertscore: bool) -> dict[str, Any]:
    """The whole run, policy and judge, against the bound of its calls alone."""
    with (
        served(_policy_answer, latency_s) as (policy_url, policy_counts),
        served(_judge_answer, latency_s) as (judge_url, judge_counts),
        tempfile.TemporaryDirectory() as work,
    ):
        folder = Path(work)
        test_file, _ = _eval_files(folder, None)
        started = time.perf_counter()
        result = run_eval(
            EvalConfig(
                data=str(test_file),
                models=ModelRoles(
                    policy=ModelAccess(
                        model="openai/fake-policy",
                        base_url=policy_url,
                        cache_path=folder / "cache.sqlite",
                        concurrency=concurrency,
                    ),
                    judge=ModelAccess(
                        model="openai/fake-judge",
                        base_url=judge_url,
                        cache_path=folder / "cache.sqlite",
                        concurrency=concurrency,
                    ),
                ),
                judge="openai/fake-judge",
                out=folder / "run",
                bertscore_model=None if bertscore else "none",
                progress=False,
            )
        )
        seconds = time.perf_counter() - started
        timings = json.loads((result.out / "manifest.json").read_text())["timings"]
    calls_bound = bound_s(policy_counts["requests"], concurrency, latency_s) + bound_s(
        judge_counts["requests"], concurrency, latency_s
    )
    return {
        "policy_calls": policy_counts["requests"],
        "judge_calls": judge_counts["requests"],
        "seconds": seconds,
        "calls_bound_s": calls_bound,
        "timings": timings,
    }


def ratios(
    latency_s: float = 1.0,
    concurrency: tuple[int, ...] = (4, 16, 64, 256),
    waves: int = 4,
    eval_concurrency: int = 64,
    bertscore: bool = False,
) -> list[Ratio]:
    """The model-call lines of ``make bench``."""
    found: list[Ratio] = []
    for stage, measure in (("synth profiles", synth_fraction), ("eval judge", judge_fraction)):
        for c in concurrency:
            got = measure(c, latency_s, waves)
            bound = bound_s(got["calls"], c, latency_s)
            print(f"{stage} C={c}: {got['calls']} calls in {got['seconds']:.2f} s", flush=True)
            note = f"{got['calls']} calls, {got['seconds']:.2f} s, bound {bound:.1f} s"
            found.append(
                Ratio(f"{stage}, fraction of C/L, C={c}", bound / got["seconds"], GOAL, note)
            )
    if eval_concurrency:
        got = eval_overhead(eval_concurrency, latency_s, bertscore)
        timings = got["timings"]
        print(f"eval, C={eval_concurrency}: {json.dumps(got)}", flush=True)
        note = (
            f"{got['policy_calls']}+{got['judge_calls']} calls, {got['seconds']:.1f} s vs "
            f"{got['calls_bound_s']:.0f} s of calls; scoring {timings['reference_metrics_s']:.1f} s"
            + ("" if bertscore else ", no BERTScore")
        )
        name = f"whole eval, 1400 rows, C={eval_concurrency}, time / calls' bound"
        found.append(Ratio(name, got["seconds"] / got["calls_bound_s"], 1.15, note, at_least=False))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[4, 16, 64, 256])
    parser.add_argument("--waves", type=int, default=4, help="calls per stage: waves * C")
    parser.add_argument("--eval-concurrency", type=int, default=64, help="0: skip the whole eval")
    parser.add_argument("--bertscore", action="store_true", help="whole eval with BERTScore")
    args = parser.parse_args()
    print_table(
        ratios(
            args.latency, tuple(args.concurrency), args.waves, args.eval_concurrency, args.bertscore
        )
    )


if __name__ == "__main__":
    main()
