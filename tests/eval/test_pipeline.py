"""Whole evaluations against real local OpenAI-compatible servers (policy and judge)."""

import json
import time
import zlib
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ASPECTS, ConfigError, InputError, TooManyFailures, get_task
from rolemrc.eval import (
    DEFAULT_MAX_NO_VERDICT,
    EvalConfig,
    run_eval,
    sample_test_rows,
    write_sample_test_set,
)
from rolemrc.llm import ModelAccess, ModelRoles
from rolemrc.rules import UPSTREAM_TASK_COUNTS
from support.access import with_access
from support.openai_server import FakeOpenAIServer
from support.upstream_shaped import (
    publish_upstream_test_file,
    upstream_response_rows,
    upstream_shaped_rows,
    write_jsonl,
)

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
    policy: FakeOpenAIServer | None,
    judge_server: FakeOpenAIServer | None,
    cache_file: Path,
    **overrides: Any,
) -> EvalConfig:
    """The config of a run against the fake servers (no policy: ``responses`` are scored);
    ``overrides`` that are ModelAccess settings (``concurrency``, ``cache``, ...) apply to the
    model and the judge."""
    access: dict[str, Any] = {"cache_path": cache_file, "backoff_base_s": 0.0, "concurrency": 4}
    for key in set(overrides) & set(ModelAccess.model_fields):
        access[key] = overrides.pop(key)
    settings: dict[str, Any] = {
        "data": str(data),
        "models": ModelRoles(
            policy=(
                ModelAccess(model="openai/fake-policy", base_url=policy.base_url, **access)
                if policy
                else None
            ),
            judge=(
                ModelAccess(model="openai/fake-judge", base_url=judge_server.base_url, **access)
                if judge_server
                else None
            ),
        ),
        "judge": "openai/fake-judge" if judge_server else "rules",
        "out": out,
        "bertscore_model": "none",
        "progress": False,
        # the scripted judge gives no verdict on any nested-instruction call; the tests of the
        # limit on such calls set it
        "max_no_verdict": 1.0,
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
    result = run_eval(
        config_for(
            sample_file,
            out,
            policy,
            judge,
            tmp_path / "cache.sqlite",
            max_no_verdict=DEFAULT_MAX_NO_VERDICT,
        )
    )
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

    report = result.report.to_json()
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
    manifest = json.loads((out / "manifest.json").read_text())
    # every nested-instruction answer gave no verdict: more than the allowed share of calls
    share = calls["nested_instruction"] / sum(calls.values())
    assert share > 0.1
    assert (report["status"], manifest["status"]) == ("incomplete", "incomplete")
    assert (
        manifest["incomplete_reasons"]
        == report["incomplete_reasons"]
        == [
            f"the judge gave no verdict on {calls['nested_instruction']} of {sum(calls.values())} "
            f"calls ({share:.0%}, more than --max-no-verdict 10%); those calls count as 0"
        ]
    )
    for name in ("policy", "judge"):  # tokens per second of each model, in the manifest
        speed = manifest["speed"][name]
        assert speed["completion_tokens"] == report["usage"][name]["completion_tokens"] > 0
        assert speed["seconds"] > 0
        assert speed["completion_tokens_per_s"] == pytest.approx(
            speed["completion_tokens"] / speed["seconds"], rel=0.05
        )
    assert {"report.json", "report.md", "report.html"} <= set(result.files)
    assert "AvgS(noMT)" in (out / "report.md").read_text()

    # the key reached the servers and nothing else
    for path in [*files_under(out), tmp_path / "cache.sqlite"]:
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
        assert (
            again.report.to_json()["judge"]["avg_simple"]
            == first.report.to_json()["judge"]["avg_simple"]
        )
        assert again.report.to_json()["reference"] == first.report.to_json()["reference"]
    assert fresh_dir.report.to_json()["usage"]["policy"] == {
        "prompt_tokens": 0,
        "completion_tokens": 0,
        "calls": 0,
        "cached_calls": 18,
    }


def test_rules_first_sends_the_judge_model_only_what_the_rules_cannot_decide(
    sample_file: Path, tmp_path: Path
) -> None:
    with (
        FakeOpenAIServer(lambda request: "I would not know, friend.") as policy,
        FakeOpenAIServer(judge_responder) as judge_server,
    ):
        rules_first_run(policy, judge_server, sample_file, tmp_path)


def rules_first_run(
    policy: FakeOpenAIServer, judge_server: FakeOpenAIServer, sample_file: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "cache.sqlite"
    judge = "rules+openai/fake-judge"
    first = run_eval(
        config_for(sample_file, tmp_path / "a", policy, judge_server, cache, judge=judge)
    )
    verdicts = [
        json.loads(line) for line in (tmp_path / "a" / "judgements.jsonl").read_text().splitlines()
    ]
    by_model = [verdict for verdict in verdicts if verdict["judge"] == judge]
    by_rules = [verdict for verdict in verdicts if verdict["judge"] == "rules"]
    assert len(by_model) + len(by_rules) == len(verdicts) == sum(expected_calls().values())
    assert by_model and by_rules  # the sample's replies leave some calls to the model
    assert all("the rules could not decide" in verdict["detail"] for verdict in by_model)
    assert all(verdict["raw"] != "undecided" for verdict in verdicts)
    sent = sorted(request["messages"][-1]["content"] for request in judge_server.requests)
    assert sent == sorted(verdict["prompt"] for verdict in by_model)
    report = first.report.to_json()
    assert report["judge"]["kind"] == "rules+llm" and report["judge"]["name"] == judge
    assert report["usage"]["judge"]["calls"] == len(by_model)
    assert report["usage"]["judge"]["cached_calls"] == 0

    again = run_eval(
        config_for(sample_file, tmp_path / "b", policy, judge_server, cache, judge=judge)
    )
    assert len(judge_server.requests) == len(by_model)  # answered from the cache
    assert again.report.to_json()["usage"]["judge"]["cached_calls"] == len(by_model)
    assert again.report.to_json()["judge"]["avg_simple"] == report["judge"]["avg_simple"]


def files_under(out: Path) -> list[Path]:
    """Every file in a run directory, its subdirectories' included."""
    return sorted(path for path in out.rglob("*") if path.is_file())


def run_files(out: Path) -> dict[str, bytes]:
    """Every file of a run directory but its manifest, by path within it."""
    return {
        str(path.relative_to(out)): path.read_bytes()
        for path in files_under(out)
        if path.name != "manifest.json"
    }


def test_files_are_in_input_order_and_the_same_bytes_on_every_run(
    sample_file: Path, tmp_path: Path
) -> None:
    """Answers land out of order (each takes a time of its own), yet the files hold the rows in
    input order, the report holds no clock time, and a second uninterrupted run (resumed in the
    same directory, or afresh in another) writes the same bytes."""

    def slow_policy(request: dict[str, Any]) -> str:
        time.sleep((zlib.crc32(json.dumps(request["messages"]).encode()) % 7) / 200)
        return policy_responder(request)

    def slow_judge(request: dict[str, Any]) -> str:
        time.sleep((zlib.crc32(json.dumps(request["messages"]).encode()) % 5) / 400)
        return judge_responder(request)

    with FakeOpenAIServer(slow_policy) as policy, FakeOpenAIServer(slow_judge) as judge:
        runs = []
        for name in ("a", "b"):
            config = config_for(
                sample_file, tmp_path / name, policy, judge, tmp_path / "c.sqlite", cache=False
            )
            run_eval(config)
            runs.append(run_files(tmp_path / name))
        run_eval(config)  # again in "b": everything resumes
    assert runs[0] == runs[1] == run_files(tmp_path / "b")
    ids = [f"row-{position:05d}" for position in range(len(sample_test_rows()))]
    generations = [json.loads(line) for line in runs[0]["generations.jsonl"].splitlines()]
    assert [generation["id"] for generation in generations] == ids
    scores = [json.loads(line) for line in runs[0]["scores.jsonl"].splitlines()]
    assert [score["id"] for score in scores] == ids
    judged = [json.loads(line)["row_id"] for line in runs[0]["judgements.jsonl"].splitlines()]
    assert judged == sorted(judged, key=ids.index) and set(judged) == set(ids)
    report = json.loads(runs[0]["report.json"])
    assert "created" not in report and "timings" not in report
    manifest = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert set(manifest["timings"]) == {"generation_s", "reference_metrics_s", "judge_s"}


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
        sample_file,
        out,
        policy,
        judge,
        tmp_path / "c.sqlite",
        cache=False,
        concurrency=1,
        max_failures=0,
    )
    with pytest.raises(TooManyFailures, match=r"stopped after 1 failed rows \(max_failures 0\)"):
        run_eval(config)
    kept = [json.loads(line) for line in (out / "generations.jsonl").read_text().splitlines()]
    assert len(kept) == 10
    assert json.loads((out / "manifest.json").read_text())["status"] == "interrupted"

    with FakeOpenAIServer(policy_responder) as healthy:
        result = run_eval(
            with_access(config, {"models": {"policy": {"base_url": healthy.base_url}}})
        )
        assert len(healthy.requests) == 8  # only the rows not finished before
    lines = (out / "generations.jsonl").read_text().splitlines()
    assert len(lines) == 18
    assert len({json.loads(line)["id"] for line in lines}) == 18
    assert [json.loads(line) for line in lines[:10]] == kept
    assert result.report.to_json()["n_rows"] == 18
    assert json.loads((out / "manifest.json").read_text())["status"] == "complete"


def test_failed_rows_are_listed_counted_as_failing_and_retried(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    """Rows whose calls fail for good (two answers, one judge verdict) do not stop the run: it
    ends ``incomplete`` with its reports, lists them with row id and reason, counts them in
    every figure as failing (every routed aspect 0, every reference metric 0) with the means
    over the answered rows beside, and the next run asks for them again; the files then match
    a run that never failed."""
    policy, judge = servers
    rows = sample_test_rows()
    doomed = {json.dumps([turn.to_openai() for turn in rows[index].question]) for index in (3, 11)}
    policy.fail_when(lambda body: json.dumps(body["messages"]) in doomed, 400)
    answer_of_row_5 = policy_responder({"messages": [rows[5].question[-1].to_openai()]})
    judge.fail_when(lambda body: answer_of_row_5 in body["messages"][-1]["content"], 401)
    out = tmp_path / "run"
    config = config_for(sample_file, out, policy, judge, tmp_path / "c.sqlite", max_attempts=1)
    result = run_eval(config)

    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["status"] == result.report.to_json()["status"] == "incomplete"
    assert manifest["incomplete_reasons"][0].startswith("3 row(s) failed for good")
    failed = manifest["failed_rows"]
    assert [(row["id"], row["stage"]) for row in failed] == [
        ("row-00003", "generation"),
        ("row-00005", "judge"),
        ("row-00011", "generation"),
    ]
    assert all("HTTP 40" in row["reason"] and SECRET not in row["reason"] for row in failed)
    report = result.report.to_json()
    assert report["failed_rows"] == failed
    assert report["n_rows"] == 18
    assert report["answered"]["n_rows"] == 15
    assert sum(task["n_rows"] for task in report["by_task"].values()) == 18
    for metric in ("bleu", "rougeL", "meteor"):  # failed rows score 0
        assert report["reference"][metric]["n"] == 18
        assert report["reference"][metric]["mean"] == pytest.approx(
            report["answered"]["reference"][metric] * 15 / 18
        )
    verdicts = [json.loads(line) for line in (out / "judgements.jsonl").read_text().splitlines()]
    failed_calls = sum(len(get_task(rows[index].task).aspects) for index in (3, 5, 11))
    assert sum(report["judge"][aspect.value]["n"] for aspect in ASPECTS) == (
        len([v for v in verdicts if v["row_id"] != "row-00005"]) + failed_calls
    )
    headline = report["judge"]["avg_simple_no_mt"]["mean"]
    assert headline < report["answered"]["avg_simple_no_mt"]
    markdown = (out / "report.md").read_text()
    assert "3 failed rows" in markdown and "counted in every score below as failing" in markdown
    assert "Over the 15 answered rows only" in markdown
    assert "Incomplete run" in markdown
    generated = [
        json.loads(line)["id"] for line in (out / "generations.jsonl").read_text().splitlines()
    ]
    assert "row-00003" not in generated and len(generated) == 16

    with FakeOpenAIServer(policy_responder) as healthy, FakeOpenAIServer(judge_responder) as fine:
        retried = run_eval(
            with_access(
                config,
                {
                    "models": {
                        "policy": {"base_url": healthy.base_url},
                        "judge": {"base_url": fine.base_url},
                    },
                },
            )
        )
        assert len(healthy.requests) == 2  # only the failed rows are asked again
    assert "failed_rows" not in retried.report.to_json()
    assert "answered" not in retried.report.to_json()
    retried_manifest = json.loads((out / "manifest.json").read_text())
    assert "failed_rows" not in retried_manifest
    assert (retried_manifest["status"], retried.report.to_json()["status"]) == (
        "complete",
        "complete",
    )
    assert retried.report.to_json()["n_rows"] == 18

    reference = tmp_path / "reference"
    with FakeOpenAIServer(policy_responder) as healthy, FakeOpenAIServer(judge_responder) as fine:
        run_eval(
            with_access(
                config,
                {
                    "models": {
                        "policy": {"base_url": healthy.base_url, "cache": False},
                        "judge": {"base_url": fine.base_url, "cache": False},
                    },
                },
                out=reference,
            )
        )
    for name in ("generations.jsonl", "scores.jsonl", "judgements.jsonl"):
        assert (out / name).read_bytes() == (reference / name).read_bytes(), name


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
    assert result.report.to_json()["n_rows"] == 18
    # every request sent counts, the retries too: the server's own count
    assert result.report.to_json()["usage"]["policy"]["calls"] == len(policy.requests)


def test_empty_responses_are_kept_and_counted(tmp_path: Path) -> None:
    """An empty answer in a response file is scored as upstream does (no BLEU of "") and
    counted; a server's empty answer is retried instead (tests/llm/test_openai.py)."""
    rows = sample_test_rows()[:3]
    data = tmp_path / "t.jsonl"
    data.write_text("".join(json.dumps(row.to_upstream()) + "\n" for row in rows))
    responses = write_jsonl(
        tmp_path / "responses.jsonl",
        upstream_response_rows(
            [row.to_upstream() for row in rows],
            lambda index, row: "" if index == 1 else "(Marina smiles warmly) Let me think.",
        ),
    )
    result = run_eval(
        EvalConfig(
            data=str(data),
            responses=responses,
            out=tmp_path / "run",
            bertscore_model="none",
            progress=False,
        )
    )
    report = result.report.to_json()
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
    judged = result.report.to_json()["judge"]
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
    before = {str(path): path.read_bytes() for path in files_under(out)}
    with pytest.raises(ConfigError, match="different model"):
        run_eval(
            with_access(
                config_for(sample_file, out, policy, None, tmp_path / "c.sqlite", limit=2),
                {"models": {"policy": {"model": "openai/other"}}},
            )
        )
    assert {str(path): path.read_bytes() for path in files_under(out)} == before


# --------------------------------------------------------------------------- judge answers


OFF_SCALE_ANSWERS = {
    "knowledge range": "2",
    "speech style": "-1",
    "nested": "n/a",  # unparsed (an empty answer is retried: tests/llm/test_openai.py)
    "multi-turn": "10",
    "priority of instructions": "9" * 400,
}


def off_scale_responder(request: dict[str, Any]) -> str:
    prompt = request["messages"][-1]["content"]
    for marker, answer in OFF_SCALE_ANSWERS.items():
        if f"**{marker}" in prompt or marker in prompt.split("# Ideally", 1)[-1][:200]:
            return answer
    raise AssertionError(f"unrouted judge prompt: {prompt[:200]}")


def test_judge_answers_outside_the_scale_still_end_with_reports_and_a_status(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, _ = servers
    out = tmp_path / "run"
    with FakeOpenAIServer(off_scale_responder) as judge_server:
        result = run_eval(
            config_for(
                sample_file, out, policy, judge_server, tmp_path / "c.sqlite", judge_max_tokens=8
            )
        )
        assert {request["max_tokens"] for request in judge_server.requests} == {8}
    calls = expected_calls()
    judged = result.report.to_json()["judge"]
    assert judged["knowledge_range"] == {
        **judged["knowledge_range"],
        "mean": 2.0,
        "out_of_range": calls["knowledge_range"],
        "unparsed": 0,
    }
    assert (judged["style_compliance"]["mean"], judged["style_compliance"]["out_of_range"]) == (
        -1.0,
        calls["style_compliance"],
    )
    assert judged["nested_instruction"]["mean"] == 0.0
    assert judged["nested_instruction"]["unparsed"] == calls["nested_instruction"]
    assert judged["multi_turn_instruction"]["mean"] == 10.0
    assert judged["instruction_priority"]["mean"] is None  # too large for a float
    assert judged["instruction_priority"]["out_of_range"] == calls["instruction_priority"]
    assert judged["avg_simple_no_mt"]["mean"] is None  # an average over an infinite mean
    assert judged["avg_simple_no_mt"]["aspects"] == [
        "knowledge_range",
        "style_compliance",
        "nested_instruction",
        "instruction_priority",
    ]

    assert json.loads((out / "manifest.json").read_text())["status"] == "complete"
    markdown = (out / "report.md").read_text()
    assert "| Aspect | Score | 95% CI | Calls | Unparsed | Out of range |" in markdown
    assert f"| Knowledge range | 200.0% | 200.0–200.0% | {calls['knowledge_range']} | 0 | " in (
        markdown
    )
    assert "Judge answers outside {0, 1}" in markdown
    html = (out / "report.html").read_text()
    assert "radar-clipped" in html and "-100.0%" in html
    kept = [json.loads(line) for line in (out / "judgements.jsonl").read_text().splitlines()]
    assert {verdict["raw"] for verdict in kept} == set(OFF_SCALE_ANSWERS.values())


def test_a_report_that_cannot_be_written_leaves_a_failed_status_and_the_error(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer],
    sample_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    policy, judge = servers
    out = tmp_path / "run"

    def broken(out_dir: Path, report: dict[str, Any]) -> dict[str, Path]:
        raise RuntimeError("renderer exploded")

    monkeypatch.setattr("rolemrc.eval._pipeline.write_report_files", broken)
    with pytest.raises(RuntimeError, match="renderer exploded"):
        run_eval(config_for(sample_file, out, policy, judge, tmp_path / "c.sqlite"))
    manifest = json.loads((out / "manifest.json").read_text())
    assert (manifest["status"], manifest["error"]) == ("failed", "RuntimeError: renderer exploded")
    assert json.loads((out / "report.json").read_text())["n_rows"] == 18

    monkeypatch.undo()
    sent = len(judge.requests)
    run_eval(config_for(sample_file, out, policy, judge, tmp_path / "c.sqlite"))
    assert len(judge.requests) == sent
    manifest = json.loads((out / "manifest.json").read_text())
    assert (manifest["status"], manifest["error"]) == ("complete", None)


# --------------------------------------------------------------------------- samples and calls


def repeated_rows_file(tmp_path: Path) -> Path:
    """Six rows: three tasks, each row written twice (a repeated question in the test set)."""
    rows = [
        row
        for row in sample_test_rows()
        if row.task
        in (
            "role_related_mrc_answer_with_narration",
            "role_related_mrc_answer_no_narration-refused",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
        )
    ]
    data = tmp_path / "repeated.jsonl"
    data.write_text("".join(json.dumps(row.to_upstream()) + "\n" for row in rows for _ in (0, 1)))
    return data


class SampleCounter:
    """A judge whose answer to a prompt depends on how often it was asked before: "1", "0",
    "1", ... (shared by servers, so a resumed run sees the same sequence)."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()

    def __call__(self, request: dict[str, Any]) -> str:
        prompt = request["messages"][-1]["content"]
        self.seen[prompt] += 1
        return "1" if self.seen[prompt] % 2 else "0"


def test_identical_judge_prompts_are_independent_samples_and_resume_asks_only_for_the_rest(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], tmp_path: Path
) -> None:
    policy, _ = servers
    data = repeated_rows_file(tmp_path)
    cache = tmp_path / "c.sqlite"
    counter = SampleCounter()
    with FakeOpenAIServer(counter) as judge_server:
        # upstream-compatible calls: each priority prompt twice, and each row twice in the data
        config = config_for(data, tmp_path / "run", policy, judge_server, cache, concurrency=1)
        config = config.model_copy(update={"upstream_compat": True, "max_failures": 0})
        judge_server.fail_when(lambda body: len(judge_server.requests) > 5, 400)
        with pytest.raises(TooManyFailures):
            run_eval(config)
        assert json.loads((tmp_path / "run" / "manifest.json").read_text())["status"] == (
            "interrupted"
        )
    with FakeOpenAIServer(counter) as healthy:
        result = run_eval(
            with_access(config, {"models": {"judge": {"base_url": healthy.base_url}}})
        )
        resumed_calls = len(healthy.requests)
    judged = result.report.to_json()["judge"]
    # 2 KR + 2 style + 4 priority + 2 multi-turn calls; every prompt answered 1 then 0
    assert result.report.to_json()["judge_calls"] == {
        **result.report.to_json()["judge_calls"],
        "mode": "upstream_compat",
        "n": 10,
    }
    assert resumed_calls == 10 - 5
    for aspect, n in (
        ("knowledge_range", 2),
        ("style_compliance", 2),
        ("instruction_priority", 4),
        ("multi_turn_instruction", 2),
    ):
        assert (judged[aspect]["n"], judged[aspect]["mean"]) == (n, 0.5), aspect
    assert set(counter.seen.values()) == {2, 4}  # the priority prompt was sampled 4 times

    # a rerun makes no calls and gives the same verdicts
    with FakeOpenAIServer(counter) as again:
        rerun = run_eval(with_access(config, {"models": {"judge": {"base_url": again.base_url}}}))
        assert again.requests == []
    assert rerun.report.to_json()["judge"]["avg_weighted"] == judged["avg_weighted"]

    # greedy judging asks each distinct prompt once, as before
    with FakeOpenAIServer(SampleCounter()) as greedy:
        greedy_run = run_eval(
            with_access(
                config,
                {"models": {"judge": {"base_url": greedy.base_url}}},
                judge_temperature=0.0,
                upstream_compat=False,
                out=tmp_path / "greedy",
            )
        )
        assert len(greedy.requests) == 4
    assert greedy_run.report.to_json()["judge"]["avg_weighted"]["mean"] == 1.0


def test_upstream_compat_is_said_in_the_report_with_the_differences_of_each_mode(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    cache = tmp_path / "c.sqlite"
    default = run_eval(config_for(sample_file, tmp_path / "default", policy, judge, cache))
    default_calls = len(judge.requests)
    compat = run_eval(
        config_for(sample_file, tmp_path / "compat", policy, judge, cache, upstream_compat=True)
    )
    calls = expected_calls()
    assert default_calls == sum(calls.values())
    # only the second sample of each priority prompt is new
    assert len(judge.requests) - default_calls == calls["instruction_priority"]
    assert (
        compat.report.to_json()["judge"]["instruction_priority"]["n"]
        == 2 * calls["instruction_priority"]
    )
    for report, mode in (
        (default.report.to_json(), "default"),
        (compat.report.to_json(), "upstream_compat"),
    ):
        assert report["judge_calls"]["mode"] == mode
        assert report["differences_from_upstream"] == report["differences_by_mode"][mode]
    once = "each instruction_priority row is judged once"
    assert any(once in text for text in default.report.to_json()["differences_from_upstream"])
    assert not any(once in text for text in compat.report.to_json()["differences_from_upstream"])
    markdown = (tmp_path / "compat" / "report.md").read_text()
    assert "Judge calls: **upstream_compat** — upstream's judge calls" in markdown
    assert "In the other mode (**default**) these would apply instead:" in markdown
    assert "- each instruction_priority row is judged once" in markdown
    manifest = json.loads((tmp_path / "compat" / "manifest.json").read_text())
    assert manifest["judge_calls"] == "upstream_compat"


def test_a_changed_judge_setting_judges_again(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    out, cache = tmp_path / "run", tmp_path / "c.sqlite"
    run_eval(config_for(sample_file, out, policy, judge, cache, limit=3))
    sent = len(judge.requests)
    result = run_eval(
        config_for(sample_file, out, policy, judge, cache, limit=3, judge_temperature=0.2)
    )
    assert len(judge.requests) == 2 * sent
    assert result.report.to_json()["judge"]["temperature"] == 0.2
    assert {request["temperature"] for request in judge.requests[sent:]} == {0.2}


# --------------------------------------------------------------------------- response files


def test_a_response_file_is_scored_and_judged_without_generating(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    rows = [json.loads(line) for line in sample_file.read_text().splitlines()]
    responses = write_jsonl(
        tmp_path / "eval_model_RoleMRC.jsonl",
        upstream_response_rows(rows, lambda index, row: f"(nods) Answer number {index}."),
    )
    out = tmp_path / "run"
    config = config_for(sample_file, out, None, judge, tmp_path / "c", responses=responses)
    result = run_eval(config)
    assert policy.requests == []
    assert len(judge.requests) == sum(expected_calls().values())
    report = result.report.to_json()
    assert report["model"] == f"responses:{responses}"
    assert report["generation"] == {"responses": str(responses)}
    assert report["data"]["responses"] == str(responses)
    assert any("responses read from" in text for text in report["differences_from_upstream"])
    generations = [
        json.loads(line) for line in (out / "generations.jsonl").read_text().splitlines()
    ]
    assert [g["response"] for g in generations] == [f"(nods) Answer number {i}." for i in range(18)]
    assert "responses read from" in (out / "report.md").read_text()

    # another response file is another run: its directory is left alone
    other = write_jsonl(
        tmp_path / "other.jsonl", upstream_response_rows(rows, lambda index, row: "Other.")
    )
    with pytest.raises(ConfigError, match="different model, responses"):
        run_eval(config.model_copy(update={"responses": other}))


def test_a_response_file_that_does_not_fit_is_refused_before_anything_is_written(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    _, judge = servers
    rows = [json.loads(line) for line in sample_file.read_text().splitlines()]
    answered = upstream_response_rows(rows, lambda index, row: "x")
    answered[4]["task"] = answered[5]["task"]
    responses = write_jsonl(tmp_path / "r.jsonl", answered)
    out = tmp_path / "run"
    config = config_for(sample_file, out, None, judge, tmp_path / "c", responses=responses)
    with pytest.raises(InputError, match=r"r\.jsonl:5, field 'task'"):
        run_eval(config)
    assert not out.exists()


def test_a_model_judge_is_reached_through_its_own_role(tmp_path: Path) -> None:
    echo = ModelAccess(model="mock/echo")

    def config(judge_model: ModelAccess | None = None, **fields: Any) -> EvalConfig:
        models = ModelRoles(policy=echo, judge=judge_model)
        return EvalConfig(data="d", out=tmp_path, models=models, **fields)

    plain = config(judge="openai/j")
    assert plain.models.judge == ModelAccess(model="openai/j", api_key_env="ROLEMRC_JUDGE_API_KEY")
    assert plain.models.policy == echo
    given = ModelAccess(model="openai/j", base_url="http://127.0.0.1:9/v1")
    assert config(given, judge="openai/j").models.judge == given.model_copy(
        update={"api_key_env": "ROLEMRC_JUDGE_API_KEY"}
    )
    own_key = given.model_copy(update={"api_key_env": "MY_KEY"})
    assert config(own_key, judge="openai/j").models.judge == own_key
    assert config().models.judge is None
    with pytest.raises(ValueError, match="name different models"):
        config(given)
    # a config file names the models by role, a bare spec standing for its ModelAccess
    read = EvalConfig.model_validate(
        {"data": "d", "out": str(tmp_path), "judge": "openai/j", "models": {"policy": "mock/echo"}}
    )
    assert read.models == plain.models


def test_a_model_and_a_response_file_exclude_each_other(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="either a model"):
        EvalConfig(
            data="d", out=tmp_path, models={"policy": "openai/m"}, responses=tmp_path / "r.jsonl"
        )
    with pytest.raises(ConfigError, match="either a model"):
        EvalConfig(data="d", out=tmp_path)


# --------------------------------------------------------------------------- scores and data


def test_scores_keep_the_parts_upstream_keeps_and_say_when_bertscore_is_not_the_papers(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer],
    sample_file: Path,
    tmp_path: Path,
    tiny_roberta_named_roberta_large: Path,
) -> None:
    policy, _ = servers
    out = tmp_path / "run"
    config = config_for(
        sample_file,
        out,
        policy,
        None,
        tmp_path / "c.sqlite",
        limit=4,
        bertscore_model=str(tiny_roberta_named_roberta_large),
    )
    result = run_eval(config)
    rows = [json.loads(line) for line in (out / "scores.jsonl").read_text().splitlines()]
    assert len(rows) == 4
    for row in rows:
        assert set(row["details"]) == {"bleu", "bertscore"}
        bleu = row["details"]["bleu"]
        assert bleu["bleu"] == row["metrics"]["bleu"]
        assert len(bleu["precisions"]) == 4
        assert bleu["translation_length"] > 0 and bleu["reference_length"] > 0
        assert row["details"]["bertscore"]["f1"] == row["metrics"]["bertscore_f1"]
        assert set(row["details"]["bertscore"]) == {"precision", "recall", "f1"}
    report = result.report.to_json()
    assert report["bertscore"]["comparable_with_paper"] is False
    assert report["bertscore"]["num_layers"] == 3
    assert "not comparable with the paper's" in report["bertscore_note"]
    assert report["bertscore_note"] in report["differences_from_upstream"]
    assert "BERTScore not comparable with the paper" in (out / "report.md").read_text()


def test_the_hub_test_set_histogram_is_kept_in_manifest_and_report(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer],
    tmp_path: Path,
    offline_hub: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    policy, _ = servers
    moved = "role_related_mrc_answer_with_narration-refused"
    counts = {**UPSTREAM_TASK_COUNTS, moved: 21, "role_related_mrc_answer_with_narration": 101}
    publish_upstream_test_file(offline_hub, upstream_shaped_rows(counts))
    out = tmp_path / "run"
    config = EvalConfig(
        data="hf:Junrulu/RoleMRC",
        models=ModelRoles(
            policy=ModelAccess(
                model="openai/fake-policy",
                base_url=policy.base_url,
                cache_path=tmp_path / "c.sqlite",
            )
        ),
        judge="none",
        out=out,
        limit=3,
        bertscore_model="none",
        progress=False,
    )
    with pytest.raises(InputError, match="strict_histogram"):
        run_eval(config.model_copy(update={"strict_histogram": True}))
    assert not out.exists()
    result = run_eval(config)
    assert "never verified" in caplog.text
    for record in (
        json.loads((out / "manifest.json").read_text())["data"],
        result.report.to_json()["data"],
    ):
        assert record["task_counts"] == counts
        assert record["histogram_check"]["count_differences"] == [
            {"task": "role_related_mrc_answer_with_narration", "expected": 100, "found": 101},
            {"task": moved, "expected": 22, "found": 21},
        ]
    markdown = (out / "report.md").read_text()
    assert "## Test set" in markdown
    assert f"| `{moved}` | 22 | 21 |" in markdown


# --------------------------------------------------------------------------- transient faults

TRANSIENT_FAULTS: tuple[Any, ...] = (
    "null_content",
    "empty_content",
    "no_choices",
    500,
    429,
    "truncated_json",
)


def _faulty(body: dict[str, Any]) -> Any:
    """About 30% of the distinct requests, picked by their content, with a fault of their own."""
    digest = zlib.crc32(json.dumps(body["messages"], sort_keys=True).encode())
    return TRANSIENT_FAULTS[digest % len(TRANSIENT_FAULTS)] if digest % 10 < 3 else None


def test_transient_faults_leave_the_scores_of_a_fault_free_run(
    sample_file: Path, tmp_path: Path
) -> None:
    reports = []
    for faults in (False, True):
        with (
            FakeOpenAIServer(policy_responder) as policy,
            FakeOpenAIServer(judge_responder) as judge_server,
        ):
            if faults:
                for mode in TRANSIENT_FAULTS:
                    for server in (policy, judge_server):
                        server.fail_once_when(lambda body, mode=mode: _faulty(body) == mode, mode)
            run = tmp_path / f"run-{faults}"
            result = run_eval(
                config_for(sample_file, run, policy, judge_server, tmp_path / f"c-{faults}.db")
            )
            sent = len(policy.requests) + len(judge_server.requests)
        reports.append((result.report.to_json(), sent))
    (clean, clean_sent), (faulty, faulty_sent) = reports
    assert faulty_sent > clean_sent * 1.2  # the faults happened, and were retried
    assert faulty["empty_responses"] == clean["empty_responses"] == 0
    for part in ("reference", "judge", "by_task"):
        assert faulty[part] == clean[part], part


def test_credentials_in_base_urls_are_never_recorded(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, judge = servers
    password = "hunter2-DO-NOT-RECORD"

    def with_credentials(url: str) -> str:
        return url.replace("http://", f"http://user:{password}@")

    out = tmp_path / "run"
    config = with_access(
        config_for(sample_file, out, policy, judge, tmp_path / "c.sqlite"),
        {
            "models": {
                "policy": {"base_url": with_credentials(policy.base_url)},
                "judge": {"base_url": with_credentials(judge.base_url)},
            }
        },
    )
    run_eval(config)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["config"]["models"]["policy"]["base_url"].startswith("http://***@127.0.0.1:")
    for path in [*files_under(out), tmp_path / "c.sqlite"]:
        assert password.encode() not in path.read_bytes(), path


def test_a_models_empty_answers_are_scored_not_retried_or_dropped(
    sample_file: Path, tmp_path: Path
) -> None:
    """An empty answer that stopped is the model's answer: sent once, kept, judged, scored
    (ROUGE 0), never a failed row; the means count it."""
    rows = sample_test_rows()
    silent = {row.question[-1].content for row in rows[::3]}
    n_silent = sum(1 for row in rows if row.question[-1].content in silent)  # repeats too

    def sometimes_silent(request: dict[str, Any]) -> str:
        if request["messages"][-1]["content"] in silent:
            return ""
        return policy_responder(request)

    with (
        FakeOpenAIServer(sometimes_silent) as policy,
        FakeOpenAIServer(judge_responder) as judge,
    ):
        result = run_eval(config_for(sample_file, tmp_path / "run", policy, judge, tmp_path / "c"))
        assert len(policy.requests) == 18
    report = result.report.to_json()
    assert (report["status"], report["n_rows"]) == ("complete", 18)
    assert report["empty_responses"] == n_silent >= 6
    assert "failed_rows" not in report
    scores = [
        json.loads(line) for line in (tmp_path / "run" / "scores.jsonl").read_text().splitlines()
    ]
    generations = {
        json.loads(line)["id"]: json.loads(line)["response"]
        for line in (tmp_path / "run" / "generations.jsonl").read_text().splitlines()
    }
    empty = {row_id for row_id, response in generations.items() if response == ""}
    assert len(empty) == n_silent
    assert all(score["metrics"]["rougeL"] == 0.0 for score in scores if score["id"] in empty)
    assert report["reference"]["rougeL"]["n"] == 18
    judged = {
        json.loads(line)["row_id"]
        for line in (tmp_path / "run" / "judgements.jsonl").read_text().splitlines()
    }
    assert empty <= judged
