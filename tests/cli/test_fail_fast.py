"""Inputs that name nothing are refused before the heavy libraries load: each command is run in a
fresh interpreter, and the error must name the option and the path while torch, transformers,
TRL, datasets and sentence-transformers were never imported (how fast that is is measured by
benchmarks/bench_fail_fast.py, not here)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY_MODULES = ("torch", "transformers", "trl", "datasets", "sentence_transformers", "peft")
# Runs the CLI as `rolemrc ARGS...` would, then prints which heavy modules it imported.
RUNNER = f"""
import json, runpy, sys
sys.argv = ["rolemrc", *sys.argv[1:]]
code = 0
try:
    runpy.run_module("rolemrc", run_name="__main__")
except SystemExit as exit:
    code = exit.code
print(json.dumps({{"exit": code, "heavy": [m for m in {HEAVY_MODULES!r} if m in sys.modules]}}))
"""


def run_cli(*args: str) -> tuple[int, list[str], str]:
    """Exit status, heavy modules imported and stderr of ``rolemrc ARGS``."""
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, *args], capture_output=True, text=True, timeout=120
    )
    verdict = json.loads(done.stdout.strip().splitlines()[-1])
    return verdict["exit"], verdict["heavy"], " ".join(done.stderr.split())


@pytest.fixture
def sft_rows(tmp_path: Path) -> Path:
    path = tmp_path / "sft.jsonl"
    turns = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
    path.write_text(json.dumps({"messages": turns}) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("command", "option", "missing"),
    [
        (
            ["train", "sft", "--data", "{rows}", "--model", "{missing}"],
            "--model",
            "no model directory",
        ),
        (["train", "dpo", "--data", "{missing}", "--model", "embedded"], "--data", "no such file"),
        (
            ["train", "sft", "--data", "{rows}", "--model", "embedded", "--deepspeed", "{missing}"],
            "--deepspeed",
            "no such file",
        ),
        (["eval", "--data", "{missing}", "--model", "embedded"], "--data", "no such file"),
        (["eval", "--data", "{rows}", "--model", "{missing}"], "--model", "no model directory"),
        (["eval", "--data", "{rows}", "--responses", "{missing}"], "--responses", "no such file"),
        (
            ["probe", "--base", "{missing}", "--tuned", "embedded", "--data", "{rows}"],
            "--base",
            "no model directory",
        ),
        (
            ["probe", "--base", "embedded", "--tuned", "embedded", "--data", "{missing}"],
            "--data",
            "no such file",
        ),
        (
            ["restrain", "--model", "embedded", "--neurons", "{missing}", "--factor", "0.5"],
            "--neurons",
            "no such file",
        ),
    ],
    ids=[
        "sft-model",
        "dpo-data",
        "sft-deepspeed",
        "eval-data",
        "eval-model",
        "eval-responses",
        "probe-base",
        "probe-data",
        "restrain-neurons",
    ],
)
def test_a_missing_input_is_named_before_the_heavy_libraries_load(
    command: list[str], option: str, missing: str, sft_rows: Path, tmp_path: Path
) -> None:
    absent = tmp_path / "absent"
    args = [part.format(rows=sft_rows, missing=absent) for part in command]
    status, heavy, stderr = run_cli(*args, "--out", str(tmp_path / "out"))
    assert status == 2, stderr
    assert f"error: {option}" in stderr
    assert str(absent) in stderr and missing in stderr
    assert heavy == []
    assert not (tmp_path / "out").exists()


def test_a_missing_reward_judge_model_is_named_before_the_server_starts(tmp_path: Path) -> None:
    absent = tmp_path / "absent"
    status, heavy, stderr = run_cli(
        "serve", "rewards", "--reward", "format", "--judge", str(absent)
    )
    assert status == 2, stderr
    assert f"error: --judge: {absent}: no model directory" in stderr
    assert heavy == []


@pytest.mark.parametrize(
    ("judge", "extra", "message"),
    [
        # the rules first, then a judge model: that model is checked as one is
        ("rules+{absent}", [], "error: --judge: {absent}: no model directory"),
        ("rules+", [], "names no judge model: write rules+MODEL"),
        # its model is reached by its spec alone
        (
            "rules+openai/judge",
            ["--judge-base-url", "http://127.0.0.1:9/v1"],
            "--judge-base-url and --judge-concurrency apply to a judge model, not to "
            "'rules+openai/judge'",
        ),
    ],
)
def test_a_rules_first_reward_judge_is_checked_before_the_server_starts(
    judge: str, extra: list[str], message: str, tmp_path: Path
) -> None:
    absent = tmp_path / "absent"
    status, heavy, stderr = run_cli(
        "serve", "rewards", "--reward", "format", "--judge", judge.format(absent=absent), *extra
    )
    assert status == 2, stderr
    assert message.format(absent=absent) in stderr
    assert heavy == []
