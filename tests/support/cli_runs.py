"""Running rolemrc's CLI in a subprocess against local fake servers, and comparing run
directories: what the reliability tests share."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from support.openai_server import FakeOpenAIServer

SOURCE = Path(__file__).resolve().parents[2] / "src"
ROLEBENCH = Path(__file__).resolve().parents[1] / "rolellm" / "data"
RESPONSE_DELAY_S = 0.02


def files_of(run: Path) -> dict[str, bytes]:
    """Every file of a run directory (subdirectories included) but the manifest."""
    return {
        str(path.relative_to(run)): path.read_bytes()
        for path in sorted(run.rglob("*"))
        if path.is_file() and path.name != "manifest.json"
    }


def cli(*args: str | Path) -> list[str]:
    return [sys.executable, "-m", "rolemrc", *(str(arg) for arg in args)]


def eval_command(
    data: Path,
    out: Path,
    policy: FakeOpenAIServer,
    judge: FakeOpenAIServer,
    *more: str,
    cache: Path | None = None,
) -> list[str]:
    """``rolemrc eval`` of ``data`` with the fake policy and judge (cache beside ``out``)."""
    return cli(
        "eval",
        "--data", data,
        "--model", "openai/fake-policy",
        "--model-base-url", policy.base_url,
        "--judge", "openai/fake-judge",
        "--judge-base-url", judge.base_url,
        "--bertscore-model", "none",
        "--cache", cache or out.with_suffix(".sqlite"),
        "--out", out,
        "--no-progress",
        *more,
    )  # fmt: skip


def environment() -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(SOURCE),
        "OPENAI_API_KEY": "sk-test-kill-suite",
        "ROLEMRC_JUDGE_API_KEY": "sk-test-kill-suite",
    }


def run_to_completion(command: list[str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        command, env=environment(), capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done


def slow(
    responder: Callable[[dict[str, Any]], str], delay_s: float = RESPONSE_DELAY_S
) -> Callable[[dict[str, Any]], str]:
    """``responder``, each answer taking one to three times ``delay_s``, drawn from its prompt
    (so answers land out of order)."""

    def answer(request: dict[str, Any]) -> str:
        time.sleep(delay_s * (1 + zlib.crc32(json.dumps(request).encode()) % 3))
        return responder(request)

    return answer


def policy_answer(request: dict[str, Any]) -> str:
    return f"(smiles) Let me think. {request['messages'][-1]['content'][-50:]}"


def judge_answer(request: dict[str, Any]) -> str:
    return str(zlib.crc32(request["messages"][-1]["content"].encode()) % 2)


def kill_at_random(command: list[str], rng: random.Random, latest_s: float) -> bool:
    """Start ``command`` and SIGKILL it after a delay drawn from ``rng``; True when the kill
    landed (the process was still running)."""
    process = subprocess.Popen(
        command, env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        process.wait(timeout=rng.uniform(0.0, latest_s))
        return False
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGKILL)
        process.wait()
        return True


def bytes_under(directory: Path) -> int:
    """The bytes of the files under ``directory``, read while a run may still be writing there:
    a file renamed or removed between being listed and being read (a ``.tmp`` moved into place)
    holds none."""
    total = 0
    for path in directory.rglob("*"):
        try:
            if path.is_file():
                total += path.stat().st_size
        except FileNotFoundError:
            continue
    return total


def kill_when_grown(command: list[str], rng: random.Random, out: Path, final_bytes: int) -> bool:
    """Start ``command`` and SIGKILL it once the files under ``out`` hold a number of bytes
    drawn from ``rng`` between what they hold now and ``final_bytes`` (what a finished run
    holds); True when the kill landed (the process was still running)."""
    target = rng.uniform(bytes_under(out) if out.exists() else 0, final_bytes * 0.9)
    process = subprocess.Popen(
        command, env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    while process.poll() is None:
        if out.exists() and bytes_under(out) >= target:
            process.send_signal(signal.SIGKILL)
            process.wait()
            return True
        time.sleep(0.01)
    return False
