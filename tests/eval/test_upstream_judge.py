"""Upstream RoleMRC's judge script and ``rolemrc eval --responses`` on the same 1400-row response
file, against one local judge server: the same calls, the same per-aspect scores.

The upstream script (``evaluation/llm_judge.py``) is run as it is published, in its own process,
with the real ``openai`` client pointed at the local server. The judge answers each prompt from a
fixed sequence that depends on the prompt and on how often it was asked before ("1", "0", "2",
"10", "-1", "1.", "Yes", "N/A", ...), so the calls of both runs get the same answers whatever
order they arrive in, and a second sample of a prompt gets another answer than the first. No
answer is empty: rolemrc retries an empty answer as a transient fault, where upstream scores it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ASPECTS
from rolemrc.eval import EvalConfig, run_eval
from rolemrc.llm import ModelAccess, ModelRoles
from support.openai_server import FakeOpenAIServer
from support.upstream_repo import UPSTREAM_REPO_ENV, upstream_file
from support.upstream_shaped import upstream_response_rows, upstream_shaped_rows, write_jsonl

pytest.importorskip("openai", reason="the upstream judge script needs the openai client")
pytest.importorskip("pandas", reason="the upstream judge script needs pandas")

UPSTREAM_JUDGE = upstream_file("evaluation/llm_judge.py")
pytestmark = pytest.mark.skipif(
    UPSTREAM_JUDGE is None,
    reason=f"no copy of the upstream RoleMRC repository (set {UPSTREAM_REPO_ENV})",
)

UpstreamRun = tuple[dict[str, Any], dict[str, int], list[dict[str, Any]]]
"""Upstream's per-aspect scores, its bad-answer counts, the requests its judge received."""

ANSWERS = ("1", "0", "2", "1", "10", "0", "-1", "1.", "Yes", "N/A", "Score: 1", " 1\n", "1", "0")


class SequencedJudge:
    """The k-th request for a prompt is answered ``ANSWERS[(crc32(prompt) + k) % len]``."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self._lock = threading.Lock()

    def __call__(self, request: dict[str, Any]) -> str:
        prompt = request["messages"][-1]["content"]
        with self._lock:
            turn = self.seen[prompt]
            self.seen[prompt] += 1
        return ANSWERS[(zlib.crc32(prompt.encode()) + turn) % len(ANSWERS)]


def respond(index: int, row: Any) -> str:
    """Responses that repeat (so judge prompts repeat) and contain braces and quotes."""
    return ["(smiles) I {cannot} say.", 'He said "yes".', f"Answer {index % 7}."][index % 3]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("upstream")
    rows = upstream_shaped_rows()
    test_file = write_jsonl(folder / "roleMRC_test.jsonl", rows)
    responses = write_jsonl(
        folder / "eval_model_RoleMRC.jsonl", upstream_response_rows(rows, respond)
    )
    return test_file, responses


def run_upstream_judge(responses: Path, workdir: Path) -> UpstreamRun:
    """Run upstream's judge script on ``responses``; its aspect scores, bad-answer counts and the
    requests its judge received."""
    assert UPSTREAM_JUDGE is not None
    for folder in ("output", "logs", "llm_judge"):
        (workdir / folder).mkdir(parents=True)
    (workdir / "llm_judge.py").write_text(UPSTREAM_JUDGE)
    # the script appends its scores to this table, which must already exist
    (workdir / "logs" / "llm_as_judge.jsonl").write_text(
        json.dumps({"filename": "seed", **{aspect.value: 0 for aspect in ASPECTS}}) + "\n"
    )
    with FakeOpenAIServer(SequencedJudge()) as judge_server:
        finished = subprocess.run(
            [
                sys.executable,
                "llm_judge.py",
                "--model",
                "fake-judge",
                "--test_path",
                str(responses),
            ],
            cwd=workdir,
            env={"PATH": "/usr/bin:/bin", "OPENAI_BASE_URL": judge_server.base_url},
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        requests = list(judge_server.requests)
    assert finished.returncode == 0, finished.stderr[-3000:]
    # what it prints has every digit (its results table rounds to 10 decimals)
    printed = re.findall(r"Aspect (\w+) score: (\S+), bad responses: (\d+)/\d+", finished.stdout)
    scores = {aspect: float(score) for aspect, score, _ in printed}
    bad = {aspect: int(count) for aspect, _, count in printed}
    table = (workdir / "logs" / "llm_as_judge.jsonl").read_text().splitlines()
    assert json.loads(table[-1]) == {
        "filename": responses.name,
        **{aspect: pytest.approx(score, abs=1e-9) for aspect, score in scores.items()},
    }
    assert set(scores) == {aspect.value for aspect in ASPECTS}
    assert f"Generated {len(requests)} queries for evaluation. Test set size: 1400." in (
        finished.stdout
    )
    return scores, bad, requests


def run_ours(
    test_file: Path, responses: Path, out: Path, *, upstream_compat: bool
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    with FakeOpenAIServer(SequencedJudge()) as judge_server:
        result = run_eval(
            EvalConfig(
                data=str(test_file),
                responses=responses,
                judge="openai/fake-judge",
                models=ModelRoles(
                    judge=ModelAccess(
                        model="openai/fake-judge",
                        base_url=judge_server.base_url,
                        cache_path=out.parent / f"{out.name}-cache.sqlite",
                        concurrency=8,
                    )
                ),
                upstream_compat=upstream_compat,
                out=out,
                bertscore_model="none",
                progress=False,
            )
        )
        return result.report.to_json(), list(judge_server.requests)


@pytest.fixture(scope="module")
def upstream_run(files: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> UpstreamRun:
    return run_upstream_judge(files[1], tmp_path_factory.mktemp("upstream-run"))


def prompts(requests: list[dict[str, Any]]) -> Counter[str]:
    return Counter(json.dumps(request["messages"]) for request in requests)


def test_upstream_compat_reproduces_upstreams_calls_and_scores(
    files: tuple[Path, Path], upstream_run: UpstreamRun, tmp_path: Path
) -> None:
    test_file, responses = files
    upstream_scores, upstream_bad, upstream_requests = upstream_run
    report, our_requests = run_ours(test_file, responses, tmp_path / "ours", upstream_compat=True)

    # 1600 routed calls + the 42 instruction-priority rows sent a second time
    assert len(upstream_requests) == len(our_requests) == 1642
    assert prompts(our_requests) == prompts(upstream_requests)
    for request in our_requests + upstream_requests:
        assert (request["model"], request["temperature"], request["max_tokens"]) == (
            "fake-judge",
            0.7,
            4,
        )
    judged = report["judge"]
    for aspect in ASPECTS:
        assert judged[aspect.value]["mean"] == upstream_scores[aspect.value], aspect
        assert judged[aspect.value]["unparsed"] == upstream_bad[aspect.value], aspect
    assert judged["instruction_priority"]["n"] == 84
    # the answers reached both runs outside {0, 1} too: some aspect means leave [0, 1]
    assert sum(judged[aspect.value]["out_of_range"] for aspect in ASPECTS) > 0
    assert report["judge_calls"]["mode"] == "upstream_compat"


def test_the_default_mode_sends_each_priority_prompt_once(
    files: tuple[Path, Path], upstream_run: UpstreamRun, tmp_path: Path
) -> None:
    test_file, responses = files
    _, _, upstream_requests = upstream_run
    report, our_requests = run_ours(test_file, responses, tmp_path / "ours", upstream_compat=False)
    assert len(our_requests) == 1600
    priority = Counter(
        key
        for key in prompts(upstream_requests).elements()
        if "the system level instruction owns the highest priority" in key
    )
    assert prompts(upstream_requests) - prompts(our_requests) == Counter(
        {key: count // 2 for key, count in priority.items()}
    )
    assert report["judge"]["instruction_priority"]["n"] == 42
    assert report["judge_calls"]["mode"] == "default"
