"""run_chat: order, callbacks, errors, progress output, usage."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from rolemrc.core import Message, TokenUsage
from rolemrc.llm import (
    ChatModel,
    ChatRequest,
    ChatResult,
    ModelCallError,
    UsageMeter,
    load_chat_model,
    run_chat,
)
from support.openai_server import FakeOpenAIServer


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
    model = load_chat_model("openai/m", base_url=openai_server.base_url, max_concurrency=1)
    texts = [f"q{index}" for index in range(20)]
    results = run_chat(model, requests_for(*texts), progress=True, description="Judging")
    assert [result.text for result in results] == [f"echo: {text}" for text in texts]
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [f"Judging: {done}/20 (0 cached)" for done in [1, *range(2, 21, 2)]]


def test_no_progress_output_when_disabled(
    openai_server: FakeOpenAIServer, capsys: pytest.CaptureFixture[str]
) -> None:
    model = load_chat_model("openai/m", base_url=openai_server.base_url)
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
