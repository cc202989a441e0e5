"""Running rolemrc's CLI in a subprocess against local fake servers, and comparing run
directories: what the reliability tests share."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

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


def slow(responder: Callable[[dict[str, Any]], str]) -> Callable[[dict[str, Any]], str]:
    """``responder``, each answer taking a time drawn from its prompt (so answers land out of
    order)."""

    def answer(request: dict[str, Any]) -> str:
        time.sleep(RESPONSE_DELAY_S * (1 + zlib.crc32(json.dumps(request).encode()) % 3))
        return responder(request)

    return answer


def policy_answer(request: dict[str, Any]) -> str:
    return f"(smiles) Let me think. {request['messages'][-1]['content'][-50:]}"


def judge_answer(request: dict[str, Any]) -> str:
    return str(zlib.crc32(request["messages"][-1]["content"].encode()) % 2)
