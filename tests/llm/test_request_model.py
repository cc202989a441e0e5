"""Any provider reached one request at a time gets its concurrency, timeouts and retries from
open_model (a RequestModel around its RequestAPI), from the settings of its ModelAccess."""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from rolemrc.core import Message
from rolemrc.llm import (
    AttemptFailed,
    ChatRequest,
    ChatResult,
    CompleteRequest,
    ModelAccess,
    ModelCallError,
    RequestAPI,
    RequestModel,
    RetryPolicy,
    open_model,
    register_provider,
)


def ask(text: str) -> ChatRequest:
    return ChatRequest(messages=(Message(role="user", content=text),))


class FlakyAPI(RequestAPI):
    """Answers each prompt after ``failures`` retryable failures of it; a prompt starting with
    ``fatal`` fails for good at once, one starting with ``slow`` times out every time."""

    def __init__(self, failures: int, *, delay_s: float = 0.0) -> None:
        self.failures = failures
        self.delay_s = delay_s
        self.sent: Counter[str] = Counter()
        self.timeouts: list[float] = []
        self.in_flight = 0
        self.most_in_flight = 0
        self.prepared: list[int] = []
        self._lock = threading.Lock()

    @property
    def spec(self) -> str:
        return "flaky/test"

    @property
    def identity(self) -> dict[str, Any]:
        return {"provider": "flaky"}

    def attempt(
        self, request: ChatRequest, *, timeout_s: float, connect_timeout_s: float
    ) -> ChatResult:
        prompt = request.messages[-1].content
        with self._lock:
            self.sent[prompt] += 1
            self.timeouts.append(timeout_s)
            self.in_flight += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)
            count = self.sent[prompt]
        try:
            time.sleep(self.delay_s)
            if prompt.startswith("fatal"):
                raise AttemptFailed("HTTP 400: refused", retryable=False, status=400)
            if prompt.startswith("slow"):
                raise AttemptFailed("ReadTimeout", retryable=True, timed_out=True)
            if count <= self.failures:
                raise AttemptFailed("HTTP 503: busy", retryable=True, status=503)
            return ChatResult(text=f"answer to {prompt}", prompt_tokens=3, completion_tokens=2)
        finally:
            with self._lock:
                self.in_flight -= 1

    def prepare(
        self, requests: Sequence[ChatRequest], complete: CompleteRequest
    ) -> ChatResult | None:
        self.prepared.append(len(requests))
        if any(request.messages[-1].content == "probe first" for request in requests):
            return complete(ask("the probe"))
        return None

    def close(self) -> None:
        pass


def test_open_model_runs_a_request_api_with_the_access_settings(scratch_registry: None) -> None:
    api = FlakyAPI(failures=2, delay_s=0.02)

    @register_provider("flaky", form="flaky/NAME", is_api=True)
    def load(access: ModelAccess) -> RequestAPI:
        return api

    access = ModelAccess(
        model="flaky/test",
        cache=False,
        concurrency=3,
        timeout_s=5.0,
        max_attempts=3,
        backoff_base_s=0.001,
        backoff_max_s=0.002,
    )
    model = open_model(access)
    assert isinstance(model, RequestModel) and model.api is api and model.spec == "flaky/test"
    prompts = [f"q{index}" for index in range(9)]
    results = dict(model.generate([ask(prompt) for prompt in prompts]))
    assert [results[index].text for index in range(9)] == [f"answer to {p}" for p in prompts]
    assert all(result.attempts == 3 for result in results.values())
    assert api.sent == Counter(dict.fromkeys(prompts, 3))
    assert api.most_in_flight == 3  # the access's concurrency, never more
    assert all(5.0 <= timeout <= 15.0 for timeout in api.timeouts)
    model.close()


def test_a_request_that_fails_for_good_is_named_and_not_retried_unless_retryable() -> None:
    api = FlakyAPI(failures=1)
    model = RequestModel(api, max_concurrency=1, retry=RetryPolicy(4, 0.001, 0.002))
    with pytest.raises(ModelCallError) as caught:
        list(model.generate([ask("q0"), ask("fatal q1")]))
    assert caught.value.index == 1 and caught.value.status == 400
    assert caught.value.reason == "HTTP 400: refused" and caught.value.attempts == 1
    assert api.sent["fatal q1"] == 1

    api = FlakyAPI(failures=10)
    model = RequestModel(api, max_concurrency=1, retry=RetryPolicy(3, 0.001, 0.002))
    with pytest.raises(ModelCallError, match="gave up after 3 attempts; last error: HTTP 503"):
        list(model.generate([ask("q")]))
    assert api.sent["q"] == 3


def test_a_timeout_is_worded_by_the_model_and_halves_the_requests_in_flight(
    caplog: pytest.LogCaptureFixture,
) -> None:
    model = RequestModel(
        FlakyAPI(failures=0), max_concurrency=4, timeout_s=0.5, retry=RetryPolicy(1)
    )
    with pytest.raises(ModelCallError, match=r"no answer within 0.5 s \(ReadTimeout; 0 request"):
        list(model.generate([ask("slow")]))
    assert model._in_flight.limit == 2
    assert "requests in flight lowered to 2" in caplog.text


def test_what_prepare_sent_is_charged_to_the_first_result() -> None:
    api = FlakyAPI(failures=0)
    model = RequestModel(api, max_concurrency=1)
    results = [result for _, result in model.generate([ask("probe first"), ask("then this")])]
    assert api.prepared == [2] and api.sent["the probe"] == 1
    assert sorted(result.attempts for result in results) == [1, 2]
    assert sum(result.prompt_tokens for result in results) == 3 * 3
