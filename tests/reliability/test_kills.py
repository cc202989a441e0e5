"""Kill -9 at random moments, then resume: the same bytes and the same usage as a run that was
never interrupted.

Each pipeline runs as the real CLI in a subprocess against local fake OpenAI-compatible servers
(answers take a little while, so kills land mid-run). A seeded RNG draws when each of the kills
comes; after them the command runs to completion, and every file but ``manifest.json`` must
equal, byte for byte, what one uninterrupted run of the same command wrote (token usage in the
report included: the calls of killed attempts are counted, once). The uninterrupted run and the
killed one each start with an empty LLM cache of their own.
"""

from __future__ import annotations

import json
import random
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.eval import write_sample_test_set
from support.cli_runs import (
    ROLEBENCH,
    cli,
    eval_command,
    files_of,
    judge_answer,
    kill_at_random,
    policy_answer,
    run_to_completion,
    slow,
)
from support.openai_server import FakeOpenAIServer

pytestmark = pytest.mark.reliability

KILLS = 10


def check_kills_change_nothing(
    name: str, command: Callable[[Path, Path], list[str]], tmp_path: Path
) -> None:
    """One uninterrupted run, then a run killed ``KILLS`` times (when, ``name`` seeds) and
    resumed: the same files."""
    started = time.monotonic()
    run_to_completion(command(tmp_path / "reference", tmp_path / "reference.sqlite"))
    reference_s = time.monotonic() - started
    reference = files_of(tmp_path / "reference")

    rng = random.Random(zlib.crc32(name.encode()))
    killed = command(tmp_path / "killed", tmp_path / "killed.sqlite")
    landed = sum(kill_at_random(killed, rng, latest_s=reference_s * 0.8) for _ in range(KILLS))
    assert landed >= KILLS // 2, f"only {landed} of {KILLS} kills landed mid-run"
    run_to_completion(killed)
    assert files_of(tmp_path / "killed") == reference
    manifest = json.loads((tmp_path / "killed" / "manifest.json").read_text())
    assert manifest["status"] == "complete"


@pytest.fixture
def eval_servers() -> Iterator[tuple[FakeOpenAIServer, FakeOpenAIServer]]:
    with (
        FakeOpenAIServer(slow(policy_answer)) as policy,
        FakeOpenAIServer(slow(judge_answer)) as judge,
    ):
        yield policy, judge


def test_rolemrc_eval_killed_and_resumed_writes_the_same_bytes(
    eval_servers: tuple[FakeOpenAIServer, FakeOpenAIServer], tmp_path: Path
) -> None:
    policy, judge = eval_servers
    data = write_sample_test_set(tmp_path / "sample.jsonl")

    def command(out: Path, cache: Path) -> list[str]:
        return eval_command(data, out, policy, judge, "--concurrency", "3", cache=cache)

    check_kills_change_nothing("eval", command, tmp_path)
    report = json.loads((tmp_path / "killed" / "report.json").read_text())
    assert report["usage"]["policy"]["calls"] == 18 and report["n_rows"] == 18


def test_rolellm_eval_killed_and_resumed_writes_the_same_bytes(tmp_path: Path) -> None:
    split = ROLEBENCH / "rolebench-eng" / "instruction-generalization" / "role_specific"
    with FakeOpenAIServer(slow(policy_answer)) as server:

        def command(out: Path, cache: Path) -> list[str]:
            return cli(
                "rolellm", "eval",
                "--split", split / "test.jsonl",
                "--model", "openai/fake-model",
                "--model-base-url", server.base_url,
                "--profiles", ROLEBENCH / "profiles.json",
                "--concurrency", "2",
                "--cache", cache,
                "--out", out,
                "--no-progress",
            )  # fmt: skip

        check_kills_change_nothing("rolellm eval", command, tmp_path)
    report = json.loads((tmp_path / "killed" / "report.json").read_text())
    assert report["usage"]["calls"] > 0


def context_instruct_answer(request: dict[str, Any]) -> str:
    """Questions on whatever the segment holds, one kept (confidence 8) and one not."""
    prompt = request["messages"][0]["content"]
    kind = "script_based" if "An excerpt of the script" in prompt else "script_agnostic"
    tag = zlib.crc32(prompt.encode()) % 1000
    return json.dumps(
        {
            "items": [
                {
                    "type": kind,
                    "question": f"What about part {tag}?",
                    "confidence": 8,
                    "answer": f"Part {tag} is"
                    + (" as the script shows." if kind == "script_based" else " this."),
                },
                {"type": kind, "question": f"A guess on {tag}?", "confidence": 3, "answer": "No."},
            ]
        }
    )


def test_context_instruct_killed_and_rerun_writes_the_same_bytes(tmp_path: Path) -> None:
    with FakeOpenAIServer(slow(context_instruct_answer)) as server:

        def command(out: Path, cache: Path) -> list[str]:
            return cli(
                "rolellm", "context-instruct",
                "--generator", "openai/fake-model",
                "--base-url", server.base_url,
                "--profiles", ROLEBENCH / "profiles.json",
                "--segment-chars", "200",
                "--questions", "2",
                "--cache", cache,
                "--out", out,
                "--no-progress",
            )  # fmt: skip

        check_kills_change_nothing("context-instruct", command, tmp_path)
        sent = len(server.requests)
    manifest = json.loads((tmp_path / "killed" / "manifest.json").read_text())
    reference = json.loads((tmp_path / "reference" / "manifest.json").read_text())
    # the calls of killed attempts are counted as calls, once, answers they journaled included:
    # through the cache, as many as one uninterrupted run sends
    assert manifest["usage"]["calls"] == reference["usage"]["calls"] > 0
    assert manifest["usage"]["calls"] <= sent - reference["usage"]["calls"]
