"""run_chat: order, callbacks, errors, progress output, usage."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import Message, TokenUsage
from rolemrc.llm import (
    CachedChatModel,
    CallLedger,
    ChatModel,
    ChatRequest,
    ChatResult,
    LedgeredChatModel,
    LLMCache,
    ModelAccess,
    ModelCallError,
    UsageMeter,
    open_model,
    run_chat,
)
from support.openai_server import FakeOpenAIServer


def served_model(server: FakeOpenAIServer, **settings: Any) -> ChatModel:
    """``openai/m`` on ``server``, opened as a command opens it, without a cache."""
    return open_model(
        ModelAccess(model="openai/m", base_url=server.base_url, cache=False, **settings)
    )


class ReversedModel:
    """Answers with the request's text, last request first, skipping ``drop`` indices."""

    def __init__(self, drop: frozenset[int] = frozenset()) -> None:
        self.drop = drop

    @property
    def spec(self) -> str:
        return "test/reversed"

    @property
    def identity(self) -> dict[str, Any]:
        return {"provider": "test"}

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        for index in reversed(range(len(requests))):
            if index not in self.drop:
                text = requests[index].messages[-1].content
                yield index, ChatResult(text=text, prompt_tokens=1, completion_tokens=2)

    def close(self) -> None:
        pass


def requests_for(*texts: str) -> list[ChatRequest]:
    return [ChatRequest(messages=(Message(role="user", content=text),)) for text in texts]


def test_results_come_back_in_request_order_and_callbacks_in_arrival_order() -> None:
    model: ChatModel = ReversedModel()
    seen: list[int] = []
    usage = UsageMeter()
    results = run_chat(
        model, requests_for("a", "b", "c"), on_result=lambda i, _: seen.append(i), usage=usage
    )
    assert [result.text for result in results] == ["a", "b", "c"]
    assert seen == [2, 1, 0]
    assert usage.usage == TokenUsage(prompt_tokens=3, completion_tokens=6, calls=3)


def test_a_backend_that_skips_a_request_is_an_error() -> None:
    with pytest.raises(ModelCallError, match=r"^test/reversed: .*1 request\(s\), first \[1\]"):
        run_chat(ReversedModel(drop=frozenset({1})), requests_for("a", "b", "c"))


def test_plain_progress_lines_when_not_on_a_terminal(
    openai_server: FakeOpenAIServer, capsys: pytest.CaptureFixture[str]
) -> None:
    model = served_model(openai_server, concurrency=1)
    texts = [f"q{index}" for index in range(20)]
    results = run_chat(model, requests_for(*texts), progress=True, description="Judging")
    assert [result.text for result in results] == [f"echo: {text}" for text in texts]
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [f"Judging: {done}/20 (0 cached)" for done in [1, *range(2, 21, 2)]]


def test_no_progress_output_when_disabled(
    openai_server: FakeOpenAIServer, capsys: pytest.CaptureFixture[str]
) -> None:
    model = served_model(openai_server)
    run_chat(model, requests_for("x", "y"), progress=False)
    assert capsys.readouterr() == ("", "")


def test_empty_request_list() -> None:
    assert run_chat(ReversedModel(), []) == []


def test_speed_relates_completion_tokens_to_the_calls_wall_time() -> None:
    usage = UsageMeter()
    assert usage.speed() == {
        "completion_tokens": 0,
        "seconds": 0.0,
        "completion_tokens_per_s": None,
    }
    usage.record_span(10.0, 12.0)
    usage.record_span(11.0, 14.0)  # overlapping runs (concurrent callers) count once
    run_chat(ReversedModel(), requests_for("a", "b"), usage=usage, progress=False)
    speed = usage.speed()
    assert speed["completion_tokens"] == 4
    assert isinstance(speed["seconds"], float) and speed["seconds"] >= 4.0  # from 10.0 to now
    assert speed["completion_tokens_per_s"] == round(4 / speed["seconds"], 2)


@pytest.mark.parametrize("cached", [False, True])
def test_failures_go_to_on_failure_and_the_other_requests_go_on(
    openai_server: FakeOpenAIServer, tmp_path: Path, cached: bool
) -> None:
    openai_server.fail_when(lambda body: body["messages"][-1]["content"] in ("q2", "q7"), 400)
    model: ChatModel = served_model(openai_server, concurrency=3, max_attempts=1)
    if cached:
        model = CachedChatModel(model, LLMCache(tmp_path / "cache.sqlite"), close_cache=True)
        run_chat(model, requests_for("q5", "q6"), progress=False)  # hits below
    texts = [f"q{index}" for index in range(10)]
    answered: dict[int, str] = {}
    failures: dict[int, ModelCallError] = {}
    usage = UsageMeter()
    results = run_chat(
        model,
        requests_for(*texts),
        on_result=lambda index, result: answered.__setitem__(index, result.text),
        on_failure=failures.__setitem__,
        usage=usage,
        progress=False,
    )
    model.close()
    assert sorted(failures) == [2, 7]
    assert all(error.index == index and error.status == 400 for index, error in failures.items())
    assert answered == {index: f"echo: q{index}" for index in range(10) if index not in (2, 7)}
    assert [result.text for result in results] == [answered[index] for index in sorted(answered)]
    assert (usage.usage.calls, usage.usage.cached_calls) == ((6, 2) if cached else (8, 0))


def test_without_on_failure_the_first_failure_stops_the_run(
    openai_server: FakeOpenAIServer,
) -> None:
    openai_server.fail_when(lambda body: body["messages"][-1]["content"] == "q1", 400)
    model = served_model(openai_server, concurrency=1)
    with pytest.raises(ModelCallError, match="HTTP 400"):
        run_chat(model, requests_for("q0", "q1", "q2"), progress=False)
    assert len(openai_server.requests) == 2


def test_on_failure_may_stop_the_run(openai_server: FakeOpenAIServer) -> None:
    openai_server.fail_when(lambda body: body["messages"][-1]["content"] != "q0", 400)
    model = served_model(openai_server, concurrency=1)

    def give_up(index: int, error: ModelCallError) -> None:
        raise RuntimeError(f"stopped at {index}")

    with pytest.raises(RuntimeError, match="stopped at 1"):
        run_chat(model, requests_for("q0", "q1", "q2"), on_failure=give_up, progress=False)


@pytest.mark.parametrize("cached", [False, True], ids=["no cache", "cache"])
def test_rows_failing_for_good_cost_exactly_max_attempts_each_and_the_ledger_counts_them(
    openai_server: FakeOpenAIServer, tmp_path: Path, cached: bool
) -> None:
    """N requests failing for good, several in flight at once, cost N x max_attempts requests:
    none is sent again with a fresh set of attempts (the retry storm), and the call ledger
    counts every request the server received."""
    failing = {f"q{index}" for index in (1, 2, 4, 5, 6, 9)}
    openai_server.fail_when(lambda body: body["messages"][-1]["content"] in failing, 500)
    model: ChatModel = served_model(
        openai_server, concurrency=4, max_attempts=3, backoff_base_s=0.001
    )
    ledger = CallLedger(tmp_path / "calls.jsonl")
    if cached:
        model = CachedChatModel(
            model, LLMCache(tmp_path / "c.sqlite"), close_cache=True, ledger=ledger
        )
    else:
        model = LedgeredChatModel(model, ledger)
    failures: dict[int, ModelCallError] = {}
    results = run_chat(
        model,
        requests_for(*(f"q{index}" for index in range(12))),
        on_failure=failures.__setitem__,
        progress=False,
    )
    model.close()
    assert sorted(failures) == [1, 2, 4, 5, 6, 9]
    assert all(error.attempts == 3 for error in failures.values())
    assert len(results) == 6
    assert len(openai_server.requests) == 6 + 6 * 3
    ledger.finish()
    assert ledger.usage(answers=6).calls == len(openai_server.requests)
