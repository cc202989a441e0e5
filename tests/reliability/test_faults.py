"""Transient faults change nothing; permanent ones are listed and the run completes; one process
per run directory."""

from __future__ import annotations

import json
import subprocess
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.eval import EvalConfig, run_eval, sample_test_rows, write_sample_test_set
from rolemrc.llm import ModelAccess, ModelRoles
from rolemrc.rolellm import RoleBenchEvalConfig, run_rolebench_eval
from support.cli_runs import (
    ROLEBENCH,
    environment,
    eval_command,
    files_of,
    judge_answer,
    policy_answer,
    slow,
)
from support.openai_server import FailureMode, FakeOpenAIServer

pytestmark = pytest.mark.reliability

TRANSIENT: tuple[FailureMode, ...] = (
    429,
    500,
    "disconnect",
    "garbage",
    "null_content",
    "empty_content",
    "no_choices",
    "wrong_schema",
    "truncated_json",
)


def fault_once_in_three(server: FakeOpenAIServer) -> None:
    """About 30% of distinct requests fail once, each with a transient fault of its own."""

    def picked(mode_index: int) -> Callable[[dict[str, Any]], bool]:
        def accepts(body: dict[str, Any]) -> bool:
            digest = zlib.crc32(json.dumps(body["messages"]).encode())
            return digest % 10 < 3 and (digest // 10) % len(TRANSIENT) == mode_index

        return accepts

    for index, mode in enumerate(TRANSIENT):
        server.fail_once_when(picked(index), mode)


def results_of(out: Path) -> dict[str, bytes]:
    """A run's files but its call ledgers (their keys hold the server's URL, which differs
    between the two runs compared; the usage they sum to is in the report)."""
    return {name: data for name, data in files_of(out).items() if not name.startswith("calls/")}


REPORT_RENDERINGS = ("report.md", "report.html")


def the_same_but_requests(outs: dict[bool, dict[str, bytes]]) -> dict[bool, dict[str, Any]]:
    """The files of each run, the report's usage aside (a run with faults sent more requests,
    and says so) and with it the report's renderings, which show that usage."""
    kept: dict[bool, dict[str, Any]] = {}
    for faulty, files in outs.items():
        report = json.loads(files["report.json"])
        report.pop("usage")
        kept[faulty] = {
            **{
                name: data
                for name, data in files.items()
                if name not in ("report.json", *REPORT_RENDERINGS)
            },
            "report.json": report,
        }
    return kept


def calls_of(report: dict[str, Any]) -> int:
    """Every request the report's usage counts (one model, or the sum over models)."""
    usage = report["usage"]
    if "calls" in usage:
        return int(usage["calls"])
    return sum(int(model["calls"]) for model in usage.values())


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return write_sample_test_set(tmp_path / "sample.jsonl")


def eval_config(
    data: Path, out: Path, policy: FakeOpenAIServer, judge: FakeOpenAIServer, **more: Any
) -> EvalConfig:
    settings: dict[str, Any] = {
        "cache_path": out.with_suffix(".sqlite"),
        "backoff_base_s": 0.0,
        "max_attempts": 3,
        "concurrency": 4,
    }
    return EvalConfig(
        data=str(data),
        models=ModelRoles(
            policy=ModelAccess(model="openai/fake-policy", base_url=policy.base_url, **settings),
            judge=ModelAccess(model="openai/fake-judge", base_url=judge.base_url, **settings),
        ),
        judge="openai/fake-judge",
        out=out,
        bertscore_model="none",
        progress=False,
        **more,
    )


def test_transient_faults_give_the_fault_free_results_exactly(data: Path, tmp_path: Path) -> None:
    outs = {}
    for faulty in (False, True):
        with FakeOpenAIServer(policy_answer) as policy, FakeOpenAIServer(judge_answer) as judge:
            if faulty:
                fault_once_in_three(policy)
                fault_once_in_three(judge)
            out = tmp_path / ("faulty" if faulty else "clean")
            run_eval(eval_config(data, out, policy, judge))
            outs[faulty] = results_of(out)
            sent = len(policy.requests) + len(judge.requests)
        report = json.loads(outs[faulty]["report.json"])
        assert calls_of(report) == sent  # the report counts every request the servers saw
        if faulty:
            answered = 18 + report["judge_calls"]["n"]
            assert sent - answered >= 0.2 * answered  # the faults did happen, and were retried
    same = the_same_but_requests(outs)
    assert same[True] == same[False]


def test_transient_faults_leave_rolebench_scores_unchanged(tmp_path: Path) -> None:
    split = ROLEBENCH / "rolebench-eng" / "instruction-generalization" / "role_specific"
    outs = {}
    for faulty in (False, True):
        with FakeOpenAIServer(policy_answer) as server:
            if faulty:
                fault_once_in_three(server)
            out = tmp_path / ("faulty" if faulty else "clean")
            config = RoleBenchEvalConfig(
                split=str(split / "test.jsonl"),
                model_access=ModelAccess(
                    model="openai/fake-model",
                    base_url=server.base_url,
                    cache_path=out.with_suffix(".sqlite"),
                    backoff_base_s=0.0,
                    max_attempts=3,
                ),
                profiles=ROLEBENCH / "profiles.json",
                out=out,
                progress=False,
                n_bootstrap=50,
            )
            run_rolebench_eval(config)
            outs[faulty] = results_of(out)
            assert calls_of(json.loads(outs[faulty]["report.json"])) == len(server.requests)
    same = the_same_but_requests(outs)
    assert same[True] == same[False]


@pytest.fixture
def servers() -> Iterator[tuple[FakeOpenAIServer, FakeOpenAIServer]]:
    with (
        FakeOpenAIServer(slow(policy_answer)) as policy,
        FakeOpenAIServer(judge_answer) as judge,
    ):
        yield policy, judge


def test_permanent_faults_are_listed_and_the_run_ends_incomplete(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], data: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    rows = sample_test_rows()
    doomed = {rows[2].question[-1].content, rows[9].question[-1].content}
    policy.fail_when(lambda body: body["messages"][-1]["content"] in doomed, 400)
    out = tmp_path / "run"
    done = subprocess.run(
        eval_command(data, out, policy, judge),
        env=environment(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 3, done.stderr[-3000:]  # finished, with reports, incomplete
    assert "2 row(s) failed" in done.stderr
    assert "row-00002 (generation): openai/fake-policy: HTTP 400" in done.stderr
    assert "row-00009 (generation)" in done.stderr
    assert "status: incomplete" in done.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["status"] == "incomplete"
    assert [row["id"] for row in manifest["failed_rows"]] == ["row-00002", "row-00009"]
    report = json.loads((out / "report.json").read_text())
    assert (report["n_rows"], report["answered"]["n_rows"]) == (18, 16)

    stopped = subprocess.run(
        eval_command(data, tmp_path / "strict", policy, judge, "--max-failures", "1"),
        env=environment(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert stopped.returncode == 2
    assert "stopped after 2 failed rows (--max-failures 1)" in stopped.stderr


def test_a_second_process_on_the_same_run_directory_is_refused(data: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    # answers slow enough (0.3-0.9 s each, one at a time) that the first run is still generating
    # while the second starts, however loaded the machine
    with (
        FakeOpenAIServer(slow(policy_answer, delay_s=0.3)) as policy,
        FakeOpenAIServer(judge_answer) as judge,
    ):
        command = eval_command(data, out, policy, judge, "--concurrency", "1")
        first = subprocess.Popen(command, env=environment(), stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 60
        while not (out / "generations.jsonl").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        second = subprocess.run(command, env=environment(), capture_output=True, text=True)
        _, first_errors = first.communicate(timeout=300)
    assert first.returncode == 0, first_errors[-2000:]
    assert second.returncode == 2
    assert "is in use by another rolemrc process" in second.stderr
    ids = [
        json.loads(line)["id"] for line in (out / "generations.jsonl").read_text().split("\n")[:-1]
    ]
    assert len(ids) == len(set(ids)) == 18
