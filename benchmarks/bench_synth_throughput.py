"""Synthesis throughput against a local OpenAI-compatible server with a fixed latency.

The profiles stage asks one request per persona. With ``C`` work items in flight and every answer
taking ``L`` seconds, no client can do better than ``C / L`` requests per second; the script
prints the achieved rate (requests over the profiles stage's own wall time, which includes
journaling every result with fsync and writing the output) as a fraction of that limit (1.0 is
perfect), for several ``C``. ``run_seconds`` adds start-up and the personas stage.

    .venv/bin/python benchmarks/bench_synth_throughput.py [--personas N] [--latency S]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

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
from support.openai_server import FakeOpenAIServer


def _profile_answer() -> str:
    profile = next(iter(builtin_profiles().values()))
    return json.dumps(profile.model_dump(exclude={"id", "persona_id"}))


def _config(folder: Path, base_url: str, personas: int, concurrency: int) -> SynthConfig:
    persona_file = folder / "personas.jsonl"
    persona_file.write_text(
        "".join(json.dumps({"persona": f"Persona number {n}."}) + "\n" for n in range(personas)),
        encoding="utf-8",
    )
    return SynthConfig(
        generator=GeneratorConfig(
            model="openai/fake-model", base_urls=[base_url], max_concurrency=concurrency
        ),
        cache=CacheConfig(enabled=False),
        personas=PersonasConfig(source=JsonlPersonaSource(path=persona_file)),
        profiles=GenerateProfiles(),
        matching=MatchingConfig(source=JsonlMrcSource(path=folder / "unused.jsonl")),
    )


def measure(personas: int, latency_s: float, concurrency: int) -> dict[str, Any]:
    answer = _profile_answer()
    with (
        FakeOpenAIServer(lambda request: answer, response_delay_s=latency_s) as server,
        tempfile.TemporaryDirectory() as work,
    ):
        config = _config(Path(work), server.base_url, personas, concurrency)
        started = time.perf_counter()
        result = run_synth(
            config, Path(work) / "run", stages=["personas", "profiles"], progress=False
        )
        total_seconds = time.perf_counter() - started
        stage = result.manifest["stages"]["profiles"]
        assert stage["records"] == personas
        seconds = stage["seconds"]
        assert server.max_in_flight <= concurrency
    rate = personas / seconds
    ideal = concurrency / latency_s
    return {
        "concurrency": concurrency,
        "requests": personas,
        "stage_seconds": round(seconds, 3),
        "run_seconds": round(total_seconds, 3),
        "requests_per_s": round(rate, 2),
        "ideal_per_s": round(ideal, 2),
        "fraction_of_ideal": round(rate / ideal, 3),
        "max_in_flight": server.max_in_flight,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--personas", type=int, default=200)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[4, 16, 32])
    arguments = parser.parse_args()
    for concurrency in arguments.concurrency:
        print(json.dumps(measure(arguments.personas, arguments.latency, concurrency)), flush=True)


if __name__ == "__main__":
    main()
