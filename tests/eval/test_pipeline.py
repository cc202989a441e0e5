"""Whole evaluations against real local OpenAI-compatible servers (policy and judge)."""

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, InputError, get_task
from rolemrc.eval import EvalConfig, run_eval, sample_test_rows, write_sample_test_set
from rolemrc.llm import ModelCallError
from support.openai_server import FakeOpenAIServer

SECRET = "sk-test-DO-NOT-LEAK-4242"
JUDGE_ANSWERS = {
    "knowledge range": "Score: 1",
    "speech style": "0",
    "nested": "1.",  # does not parse: scored 0 and counted as unparsed
    "multi-turn": " 1\n",
    "priority of instructions": "1",
}


def judge_responder(request: dict[str, Any]) -> str:
    prompt = request["messages"][-1]["content"]
    for marker, answer in JUDGE_ANSWERS.items():
        if f"**{marker}" in prompt or marker in prompt.split("# Ideally", 1)[-1][:200]:
            return answer
    raise AssertionError(f"unrouted judge prompt: {prompt[:200]}")


def policy_responder(request: dict[str, Any]) -> str:
    question = request["messages"][-1]["content"]
    if "EMPTY-ME" in question:
        return ""
    return f"(Marina smiles warmly) Let me think about that. {question[-60:]}"


@pytest.fixture
def servers() -> Iterator[tuple[FakeOpenAIServer, FakeOpenAIServer]]:
    with FakeOpenAIServer(policy_responder) as policy, FakeOpenAIServer(judge_responder) as judge:
        yield policy, judge


@pytest.fixture
def sample_file(tmp_path: Path) -> Path:
    return write_sample_test_set(tmp_path / "sample.jsonl")


def config_for(
    data: Path,
    out: Path,
    policy: FakeOpenAIServer,
    judge_server: FakeOpenAIServer | None,
    cache: Path,
    **overrides: Any,
) -> EvalConfig:
    settings: dict[str, Any] = {
        "data": str(data),
        "model": "openai/fake-policy",
        "model_base_url": policy.base_url,
        "judge": "openai/fake-judge" if judge_server else "rules",
        "judge_base_url": judge_server.base_url if judge_server else None,
        "out": out,
        "bertscore_model": "none",
        "cache_path": cache,
        "progress": False,
        "backoff_base_s": 0.0,
        "concurrency": 4,
    }
    settings.update(overrides)
    return EvalConfig(**settings)


def expected_calls() -> Counter[str]:
    calls: Counter[str] = Counter()
    for row in sample_test_rows():
        for aspect in get_task(row.task).aspects:
            calls[aspect.value] += 1
    return calls


def test_full_run_routes_parses_and_reports(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer],
    sample_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    policy, judge = servers
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    out = tmp_path / "run"
    result = run_eval(config_for(sample_file, out, policy, judge, tmp_path / "cache.sqlite"))
    rows = sample_test_rows()

    # generation: one request per row, upstream settings, the row's own messages
    assert len(policy.requests) == len(rows) == 18
    sent_messages = sorted(json.dumps(request["messages"]) for request in policy.requests)
    assert sent_messages == sorted(
        json.dumps([turn.to_openai() for turn in row.question]) for row in rows
    )
    for request in policy.requests:
        assert request["model"] == "fake-policy"
        assert request["temperature"] == 0.0
        assert request["max_tokens"] == 256
    assert all(
        {k.lower(): v for k, v in h.items()}.get("authorization") == f"Bearer {SECRET}"
        for h in policy.headers
    )

    # judging: exact routing, upstream request shape
    calls = expected_calls()
    assert len(judge.requests) == sum(calls.values())
    for request in judge.requests:
        assert request["model"] == "fake-judge"
        assert request["temperature"] == 0.7
        assert request["max_tokens"] == 4
        assert [message["role"] for message in request["messages"]] == ["user"]

    report = result.report
    assert json.loads((out / "report.json").read_text()) == report
    assert report["model"] == "openai/fake-policy"
    assert report["judge"]["name"] == "openai/fake-judge"
    assert report["judge"]["kind"] == "llm"
    assert report["n_rows"] == 18
    assert report["bertscore_model"] is None
    judged = report["judge"]
    assert judged["knowledge_range"] == {
        **judged["knowledge_range"],
        "mean": 1.0,
        "n": calls["knowledge_range"],
        "unparsed": 0,
    }
    assert judged["style_compliance"]["mean"] == 0.0
    assert judged["nested_instruction"]["mean"] == 0.0
    assert judged["nested_instruction"]["unparsed"] == calls["nested_instruction"]
    assert judged["multi_turn_instruction"]["mean"] == 1.0
    assert judged["instruction_priority"]["mean"] == 1.0
    assert judged["avg_simple"]["mean"] == pytest.approx(3 / 5)
    assert judged["avg_simple_no_mt"]["mean"] == pytest.approx(2 / 4)
    passed = (
        calls["knowledge_range"] + calls["multi_turn_instruction"] + calls["instruction_priority"]
    )
    assert judged["avg_weighted"]["mean"] == pytest.approx(passed / sum(calls.values()))
    for metric in ("bleu", "rouge1", "rouge2", "rougeL", "rougeLsum", "meteor"):
        assert report["reference"][metric]["n"] == 18
    assert report["reference"]["bertscore_f1"]["n"] == 0
    assert set(report["by_task"]) == {row.task for row in rows}
    assert report["usage"]["policy"]["calls"] == 18
    assert report["usage"]["judge"]["calls"] == sum(calls.values())
    assert {"report.json", "report.md", "report.html"} <= set(result.files)
    assert "AvgS(noMT)" in (out / "report.md").read_text()

    # the key reached the servers and nothing else
    for path in [*out.iterdir(), tmp_path / "cache.sqlite"]:
        assert SECRET.encode() not in path.read_bytes(), path


def test_second_run_makes_no_calls(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    cache = tmp_path / "cache.sqlite"
    first = run_eval(config_for(sample_file, tmp_path / "a", policy, judge, cache))
    sent = (len(policy.requests), len(judge.requests))

    resumed = run_eval(config_for(sample_file, tmp_path / "a", policy, judge, cache))
    fresh_dir = run_eval(config_for(sample_file, tmp_path / "b", policy, judge, cache))

    assert (len(policy.requests), len(judge.requests)) == sent
    for again in (resumed, fresh_dir):
        assert again.report["judge"]["avg_simple"] == first.report["judge"]["avg_simple"]
        assert again.report["reference"] == first.report["reference"]
    assert fresh_dir.report["usage"]["policy"] == {
        "prompt_tokens": 0,
        "completion_tokens": 0,
        "calls": 0,
        "cached_calls": 18,
    }


def test_interrupted_run_resumes_without_redoing_rows(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    out = tmp_path / "run"
    doomed = {
        json.dumps([turn.to_openai() for turn in row.question]) for row in sample_test_rows()[10:]
    }
    policy.fail_when(lambda body: json.dumps(body["messages"]) in doomed, 400)
    config = config_for(
        sample_file, out, policy, judge, tmp_path / "c.sqlite", use_cache=False, concurrency=1
    )
    with pytest.raises(ModelCallError):
        run_eval(config)
    kept = [json.loads(line) for line in (out / "generations.jsonl").read_text().splitlines()]
    assert len(kept) == 10
    assert json.loads((out / "manifest.json").read_text())["status"] == "interrupted"

    with FakeOpenAIServer(policy_responder) as healthy:
        result = run_eval(config.model_copy(update={"model_base_url": healthy.base_url}))
        assert len(healthy.requests) == 8  # only the rows not finished before
    lines = (out / "generations.jsonl").read_text().splitlines()
    assert len(lines) == 18
    assert len({json.loads(line)["id"] for line in lines}) == 18
    assert [json.loads(line) for line in lines[:10]] == kept
    assert result.report["n_rows"] == 18
    assert json.loads((out / "manifest.json").read_text())["status"] == "complete"


def test_transient_server_failures_are_retried(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    policy.fail_next(2, 429)
    policy.fail_next(2, 500)
    policy.fail_next(2, "garbage")
    result = run_eval(
        config_for(
            sample_file,
            tmp_path / "run",
            policy,
            judge,
            tmp_path / "c.sqlite",
            concurrency=1,
            max_attempts=7,
        )
    )
    assert len(policy.requests) == 18 + 6
    assert result.report["n_rows"] == 18
    assert result.report["usage"]["policy"]["calls"] == 18


def test_empty_responses_are_kept_and_counted(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], tmp_path: Path
) -> None:
    policy, _ = servers
    rows = sample_test_rows()[:3]
    rows[1].question[-1] = (
        rows[1]
        .question[-1]
        .model_copy(update={"content": rows[1].question[-1].content + " EMPTY-ME"})
    )
    data = tmp_path / "t.jsonl"
    data.write_text("".join(json.dumps(row.to_upstream()) + "\n" for row in rows))
    result = run_eval(config_for(data, tmp_path / "run", policy, None, tmp_path / "c.sqlite"))
    report = result.report
    assert report["empty_responses"] == 1
    assert report["reference"]["bleu"]["n"] == 2  # upstream cannot compute BLEU of ""
    assert report["reference"]["rougeL"]["n"] == 3
    assert report["judge"]["kind"] == "rules"


def test_judge_none_reports_no_aspects(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, _ = servers
    result = run_eval(
        config_for(
            sample_file,
            tmp_path / "run",
            policy,
            None,
            tmp_path / "c.sqlite",
            judge="none",
            limit=4,
        )
    )
    judged = result.report["judge"]
    assert judged["kind"] == "none"
    assert judged["knowledge_range"]["n"] == 0
    assert judged["avg_simple_no_mt"]["mean"] is None
    assert not (tmp_path / "run" / "judgements.jsonl").exists()


def test_bad_input_is_reported_before_anything_is_written(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, _ = servers
    lines = sample_file.read_text().splitlines()
    broken = tmp_path / "broken.jsonl"
    broken.write_text("\n".join([lines[0], lines[1][:-5], *lines[2:]]) + "\n")
    out = tmp_path / "run"
    with pytest.raises(InputError, match=r"broken.jsonl:2: malformed JSON"):
        run_eval(config_for(broken, out, policy, None, tmp_path / "c.sqlite"))
    assert not out.exists()
    assert policy.requests == []


def test_a_run_directory_of_another_model_is_left_alone(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, _ = servers
    out = tmp_path / "run"
    run_eval(config_for(sample_file, out, policy, None, tmp_path / "c.sqlite", limit=2))
    before = {path.name: path.read_bytes() for path in out.iterdir()}
    with pytest.raises(ConfigError, match="different model"):
        run_eval(
            config_for(
                sample_file, out, policy, None, tmp_path / "c.sqlite", limit=2, model="openai/other"
            )
        )
    assert {path.name: path.read_bytes() for path in out.iterdir()} == before
