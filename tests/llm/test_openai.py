"""The OpenAI-compatible backend against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import email.utils
import json
import logging
import threading
import time
import traceback
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from rolemrc.core import ConfigError, Message
from rolemrc.llm import (
    DEFAULT_OPENAI_BASE_URL,
    AttemptFailed,
    CallLedger,
    ChatModel,
    ChatRequest,
    ChatResult,
    GenerationParams,
    LedgeredChatModel,
    LLMCache,
    ModelAccess,
    ModelCallError,
    ModelSpec,
    OpenAIChatAPI,
    RequestModel,
    RetryPolicy,
    check_model_access,
    open_model,
    run_chat,
)
from rolemrc.llm._openai import _ClientPool, _retry_after_s
from support.openai_server import FailureMode, FakeOpenAIServer

FAST_RETRY = RetryPolicy(max_attempts=4, backoff_base_s=0.001, backoff_max_s=0.01)
SECRET = "sk-rolemrc-canary-7f3a9c2e51d84b06"


def user(text: str, **params: Any) -> ChatRequest:
    return ChatRequest(
        messages=(Message(role="user", content=text),), params=GenerationParams(**params)
    )


def opened(server: FakeOpenAIServer, cache: LLMCache | None = None, **settings: Any) -> ChatModel:
    """``openai/test-model`` on ``server`` opened through open_model, behind ``cache`` if any."""
    access = ModelAccess(
        model="openai/test-model", base_url=server.base_url, cache=False, **settings
    )
    return open_model(access, cache=cache)


def model_for(
    server: FakeOpenAIServer,
    *,
    max_concurrency: int = 8,
    timeout_s: float = 120.0,
    retry: RetryPolicy = FAST_RETRY,
    api_key: str | None = None,
) -> RequestModel:
    """``test-model`` on ``server``, run as open_model runs an API (quick retries by default)."""
    api = OpenAIChatAPI("test-model", base_url=server.base_url, api_key=api_key)
    return RequestModel(api, max_concurrency=max_concurrency, timeout_s=timeout_s, retry=retry)


@pytest.fixture(autouse=True)
def _no_openai_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


def test_sends_exact_request_bodies_and_parses_answers(openai_server: FakeOpenAIServer) -> None:
    model = model_for(openai_server, max_concurrency=1)
    requests = [
        ChatRequest(
            messages=(
                Message(role="system", content="Be brief."),
                Message(role="user", content="hello there"),
            ),
            params=GenerationParams(temperature=0.7, max_new_tokens=32, seed=5),
        ),
        user("second question"),
    ]
    results = run_chat(model, requests, progress=False)
    assert openai_server.requests == [
        {
            "model": "test-model",
            "messages": [
                {"role": "system", "content": "Be brief."},
                {"role": "user", "content": "hello there"},
            ],
            "temperature": 0.7,
            "max_tokens": 32,
            "n": 1,
            "seed": 5,
        },
        {
            "model": "test-model",
            "messages": [{"role": "user", "content": "second question"}],
            "temperature": 0.0,
            "max_tokens": 256,
            "n": 1,
        },
    ]
    assert results == [
        ChatResult(
            text="echo: hello there", finish_reason="stop", prompt_tokens=4, completion_tokens=3
        ),
        ChatResult(
            text="echo: second question", finish_reason="stop", prompt_tokens=2, completion_tokens=3
        ),
    ]
    assert all("authorization" not in {k.lower() for k in h} for h in openai_server.headers)


def test_base_url_and_key_come_from_the_environment(
    openai_server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", openai_server.base_url + "/")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-0001")
    model = open_model(ModelAccess(model="openai/org/model-x", cache=False))
    assert model.identity == {
        "provider": "openai",
        "model": "org/model-x",
        "base_url": openai_server.base_url,
    }
    assert [text for _, text in _texts(model, [user("hi")])] == ["echo: hi"]
    assert openai_server.requests[0]["model"] == "org/model-x"
    assert openai_server.headers[0]["Authorization"] == "Bearer sk-from-env-0001"


def test_arguments_win_over_the_environment_and_default_url_is_openai(
    openai_server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-0001")
    model = model_for(openai_server, api_key="sk-argument-0002")
    _texts(model, [user("hi")])
    assert openai_server.headers[0]["Authorization"] == "Bearer sk-argument-0002"
    assert OpenAIChatAPI("gpt-4o").identity["base_url"] == DEFAULT_OPENAI_BASE_URL


def test_credentials_in_the_base_url_stay_out_of_identity_and_repr() -> None:
    model = RequestModel(OpenAIChatAPI("m", base_url="http://user:pw@127.0.0.1:9/v1"))
    assert model.identity["base_url"] == "http://127.0.0.1:9/v1"
    assert "pw" not in repr(model)


def test_length_finish_reasons_are_kept() -> None:
    with FakeOpenAIServer(lambda request: "one two three four five") as server:
        results = _texts(
            model_for(server, max_concurrency=1), [user("long", max_new_tokens=3)], full=True
        )
    assert results == [
        (
            0,
            ChatResult(
                text="one two three", finish_reason="length", prompt_tokens=1, completion_tokens=3
            ),
        ),
    ]


def test_a_filtered_answer_is_retried_then_fails_saying_the_server_filtered_it(
    tmp_path: Path,
) -> None:
    with FakeOpenAIServer(lambda request: None) as server, LLMCache(tmp_path / "c.sqlite") as cache:
        model = opened(server, cache=cache, max_attempts=3, backoff_base_s=0.001)
        with pytest.raises(ModelCallError) as caught:
            _texts(model, [user("filtered")])
        assert len(server.requests) == 3
        assert len(cache) == 0
    assert str(caught.value) == (
        "openai/test-model: gave up after 3 attempts; last error: HTTP 200 with no answer: "
        "the server filtered the answer (null content, finish_reason content_filter)"
    )


NO_ANSWER_MODES = [
    "null_content",
    "no_message",
    "no_choices",
    "wrong_schema",
    "truncated_json",
]


@pytest.mark.parametrize("mode", NO_ANSWER_MODES)
def test_answers_without_content_are_retried_and_never_cached(
    openai_server: FakeOpenAIServer, mode: FailureMode, tmp_path: Path
) -> None:
    openai_server.fail_next(2, mode)
    with LLMCache(tmp_path / "c.sqlite") as cache:
        model = opened(openai_server, cache=cache, backoff_base_s=0.001)
        assert _texts(model, [user("again")]) == [(0, "echo: again")]
        assert len(openai_server.requests) == 3
        assert len(cache) == 1


@pytest.mark.parametrize(
    ("mode", "reason"),
    [
        ("null_content", "HTTP 200 with no answer: null content (finish_reason stop)"),
        ("no_message", "HTTP 200 with no answer: a choice without a message"),
        ("no_choices", "HTTP 200 with no answer: no choices"),
    ],
)
def test_a_server_that_never_answers_with_content_fails_for_good(
    openai_server: FakeOpenAIServer, mode: FailureMode, reason: str
) -> None:
    openai_server.fail_next(10, mode)
    with pytest.raises(ModelCallError) as caught:
        _texts(model_for(openai_server), [user("nothing")])
    assert str(caught.value) == (
        f"openai/test-model: gave up after 4 attempts; last error: {reason}"
    )
    assert (caught.value.status, caught.value.attempts) == (200, 4)


@pytest.mark.parametrize(
    ("base_url", "env"),
    [("ftp://x", None), ("localhost:8000/v1", None), ("http://", None), (None, "file:///tmp/x")],
)
def test_a_base_url_that_cannot_reach_a_server_is_refused_when_the_model_is_opened(
    base_url: str | None, env: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    if env is not None:
        monkeypatch.setenv("OPENAI_BASE_URL", env)
    option = "OPENAI_BASE_URL" if env is not None else "base URL"
    with pytest.raises(ConfigError, match=rf"^{option} '.*' is not an http:// or https:// URL"):
        open_model(ModelAccess(model="openai/test-model", base_url=base_url, cache=False))


def test_model_settings_are_checked_without_opening_the_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def check(model: str, **settings: Any) -> ModelSpec:
        return check_model_access(ModelAccess(model=model, **settings))

    assert check("openai/m", base_url="http://127.0.0.1:9/v1").name == "m"
    with pytest.raises(ConfigError, match=r"^base_url 'ftp://x' is not an http"):
        check("openai/m", base_url="ftp://x")
    with pytest.raises(ConfigError) as raised:
        check_model_access(
            ModelAccess(model="openai/m", base_url="ftp://x"), base_url_field="judge_base_url"
        )
    assert str(raised.value).startswith("judge_base_url 'ftp://x' is not an http")
    with pytest.raises(ValidationError, match="timeout_s"):
        ModelAccess(model="openai/m", timeout_s=float("nan"))
    with pytest.raises(ConfigError, match=r"^model: 'gpt-4o' is neither a model spec"):
        check("gpt-4o")
    assert check("embedded", base_url="ftp://ignored").provider == "embedded"
    monkeypatch.setenv("OPENAI_BASE_URL", "localhost:8000")
    with pytest.raises(ConfigError, match=r"^model: OPENAI_BASE_URL 'localhost:8000'"):
        check("openai/m")


@pytest.mark.parametrize("mode", [429, 500, "garbage", "disconnect"])
def test_transient_failures_are_retried(openai_server: FakeOpenAIServer, mode: Any) -> None:
    openai_server.fail_next(2, mode)
    assert _texts(model_for(openai_server), [user("retry me")]) == [(0, "echo: retry me")]
    assert len(openai_server.requests) == 3


def test_a_server_that_does_not_answer_in_time_is_retried() -> None:
    with FakeOpenAIServer(timeout_sleep_s=1.0) as server:
        server.fail_next(1, "timeout")
        model = model_for(server, timeout_s=0.2)
        assert _texts(model, [user("slow")]) == [(0, "echo: slow")]
        assert len(server.requests) == 2


def test_requests_queued_at_a_one_slot_server_do_not_time_out() -> None:
    """Each answer takes 0.3 s and the server answers one at a time, so the eighth request waits
    2.4 s against a 1 s timeout; a request may wait for the ones in flight before it. Requests
    sent at the same moment can reach the server in another order than they were counted in:
    only one counted with none or one ahead of it and served fourth or seventh or later can
    still time out (at most two), where a timeout without the allowance ends every request
    served fourth or later (five of eight, and their retries queue again)."""
    with FakeOpenAIServer(response_delay_s=0.3, slots=1) as server:
        model = model_for(server, timeout_s=1.0, max_concurrency=8)
        texts = _texts(model, [user(f"q{index}") for index in range(8)])
        assert sorted(texts) == [(index, f"echo: q{index}") for index in range(8)]
        assert len(server.requests) <= 10


def test_a_timeout_halves_the_requests_in_flight(caplog: pytest.LogCaptureFixture) -> None:
    with FakeOpenAIServer(timeout_sleep_s=1.0) as server:
        server.fail_next(1, "timeout")
        model = model_for(server, timeout_s=0.2, max_concurrency=1)
        assert _texts(model, [user("slow")]) == [(0, "echo: slow")]
    with FakeOpenAIServer(timeout_sleep_s=2.0) as server:
        server.fail_when(lambda body: body["messages"][-1]["content"] == "q0", "timeout")
        model = model_for(server, timeout_s=0.3, max_concurrency=4, retry=RetryPolicy(1))
        with pytest.raises(ModelCallError, match="no answer within"):
            _texts(model, [user("q0")])
        assert model._in_flight.limit == 2
    assert "requests in flight lowered to 2" in caplog.text


def test_retry_after_is_honoured() -> None:
    with FakeOpenAIServer(retry_after_s=0.3) as server:
        server.fail_next(1, 429)
        started = time.perf_counter()
        retry = RetryPolicy(max_attempts=2, backoff_base_s=0.001, backoff_max_s=1.0)
        _texts(model_for(server, retry=retry), [user("later")])
        assert time.perf_counter() - started >= 0.3
        assert len(server.requests) == 2


def test_retry_after_header_forms() -> None:
    in_two_minutes = email.utils.format_datetime(datetime.now(UTC) + timedelta(minutes=2))
    assert _retry_after_s({"retry-after-ms": "250"}) == 0.25
    assert _retry_after_s({"retry-after": "3"}) == 3.0
    assert 100 < (_retry_after_s({"retry-after": in_two_minutes}) or 0) <= 120
    assert _retry_after_s({"retry-after": "soon"}) is None
    assert _retry_after_s({}) is None


def test_backoff_grows_exponentially_with_jitter_and_is_capped() -> None:
    policy = RetryPolicy(backoff_base_s=1.0, backoff_max_s=5.0)
    assert 0.5 <= policy.delay_s(1) <= 1.0
    assert 2.0 <= policy.delay_s(3) <= 4.0
    assert 2.5 <= policy.delay_s(10) <= 5.0
    assert policy.delay_s(1, retry_after_s=3.0) == 3.0
    assert policy.delay_s(1, retry_after_s=30.0) == 5.0


def test_gives_up_after_max_attempts_naming_spec_and_status(
    openai_server: FakeOpenAIServer,
) -> None:
    openai_server.fail_next(10, 500)
    model = opened(openai_server, max_attempts=3, backoff_base_s=0.001)
    with pytest.raises(ModelCallError) as caught:
        _texts(model, [user("doomed")])
    assert str(caught.value).startswith(
        "openai/test-model: gave up after 3 attempts; last error: HTTP 500: "
    )
    assert (caught.value.status, caught.value.attempts) == (500, 3)
    assert len(openai_server.requests) == 3


@pytest.mark.parametrize("status", [400, 401, 404])
def test_client_errors_are_not_retried(
    openai_server: FakeOpenAIServer, status: FailureMode
) -> None:
    openai_server.fail_next(1, status)
    with pytest.raises(
        ModelCallError, match=rf"^openai/test-model: HTTP {status}: .*\(not retried\)$"
    ):
        _texts(model_for(openai_server), [user("bad")])
    assert len(openai_server.requests) == 1


def test_permanent_failure_comes_after_every_finished_result(
    openai_server: FakeOpenAIServer,
) -> None:
    openai_server.fail_when(lambda body: body["messages"][-1]["content"] == "q2", 500)
    finished: dict[int, str] = {}
    model = model_for(openai_server, max_concurrency=1)
    requests = [user(f"q{i}") for i in range(5)]
    with pytest.raises(ModelCallError, match=r"^openai/test-model: gave up after 4 attempts"):
        run_chat(
            model,
            requests,
            progress=False,
            on_result=lambda index, result: finished.update({index: result.text}),
        )
    assert finished == {0: "echo: q0", 1: "echo: q1"}
    # Requests after the failure were never started: 2 answers + 4 attempts at q2.
    assert len(openai_server.requests) == 6


def test_finished_results_survive_a_failure_in_the_cache(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    openai_server.fail_when(lambda body: body["messages"][-1]["content"] == "q2", 400)
    requests = [user(f"q{i}") for i in range(4)]
    with LLMCache(tmp_path / "cache.sqlite") as cache:
        model = opened(openai_server, cache=cache, concurrency=1)
        with pytest.raises(ModelCallError):
            run_chat(model, requests, progress=False)
        assert len(cache) == 2
        with FakeOpenAIServer() as healthy:
            resumed = opened(healthy, cache=cache, concurrency=1)
            # A different base URL is a different model: nothing is reused across endpoints.
            run_chat(resumed, requests, progress=False)
            assert len(healthy.requests) == 4


def test_concurrency_is_bounded() -> None:
    with FakeOpenAIServer(response_delay_s=0.05) as server:
        model = model_for(server, max_concurrency=3)
        results = run_chat(model, [user(f"r{i}") for i in range(12)], progress=False)
        assert [result.text for result in results] == [f"echo: r{i}" for i in range(12)]
        assert server.max_in_flight == 3


def test_the_api_key_never_leaks(
    openai_server: FakeOpenAIServer,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    caplog.set_level(logging.DEBUG)
    cache_path = tmp_path / "cache.sqlite"
    errors: list[BaseException] = []
    with LLMCache(cache_path) as cache:
        model = opened(openai_server, cache=cache, max_attempts=2, backoff_base_s=0.001)
        run_chat(model, [user("fine")], progress=False)
        failures: list[tuple[int, FailureMode]] = [
            (1, 401),
            (2, 500),
            (2, "garbage"),
            (2, "disconnect"),
        ]
        for count, mode in failures:
            openai_server.fail_next(count, mode)
            with pytest.raises(ModelCallError) as caught:
                run_chat(model, [user(f"fails {mode}")], progress=False)
            errors.append(caught.value)
        texts = [repr(model), str(model.identity), caplog.text]
        texts += ["".join(traceback.format_exception(error)) + repr(error) for error in errors]
    assert openai_server.headers[0]["Authorization"] == f"Bearer {SECRET}"
    assert "Incorrect API key provided: ***" in str(errors[0])
    assert "attempt 2/2" in caplog.text  # retries were logged, and the logs were checked
    for text in texts:
        assert SECRET not in text
    stored = b"".join(path.read_bytes() for path in tmp_path.iterdir())
    assert b"echo: fine" in stored
    assert SECRET.encode() not in stored


def _texts(model: ChatModel, requests: list[ChatRequest], *, full: bool = False) -> list[Any]:
    """(index, text) pairs sorted by index; (index, result) with ``full``."""
    pairs = sorted(model.generate(requests), key=lambda pair: pair[0])
    return pairs if full else [(index, result.text) for index, result in pairs]


def test_key_shaped_strings_in_server_replies_are_redacted() -> None:
    model = OpenAIChatAPI("m", base_url="http://127.0.0.1:9/v1", api_key="sk-own-key-123456")
    assert model._redact("bad key sk-proj-AbC***wxyz, ours sk-own-key-123456") == (
        "bad key sk-***, ours ***"
    )


def test_high_concurrency_is_reached_across_several_connection_pools() -> None:
    """Past one pool's size (32 connections) requests are spread over several clients; every
    one of ``max_concurrency`` requests is still in flight at once, and never more."""
    with FakeOpenAIServer(response_delay_s=0.5) as server:
        model = model_for(server, max_concurrency=70)
        results = run_chat(model, [user(f"r{i}") for i in range(140)], progress=False)
        assert [result.text for result in results] == [f"echo: r{i}" for i in range(140)]
        assert server.max_in_flight == 70


def continuing(prefix: str, **params: Any) -> ChatRequest:
    return ChatRequest(
        messages=(
            Message(role="user", content="What is the capital of France?"),
            Message(role="assistant", content=prefix),
        ),
        params=GenerationParams(**params),
    )


def test_stop_strings_and_continuations_are_sent_only_when_asked(
    openai_server: FakeOpenAIServer,
) -> None:
    model = model_for(openai_server, max_concurrency=1)
    requests = [
        user("one two.\n\nthree", stop=("\n\n", "END")),
        continuing("The capital of France is"),
        continuing("The capital (", stop=(")",)),
        user("plain"),
    ]
    results = run_chat(model, requests, progress=False)
    question = {"role": "user", "content": "What is the capital of France?"}
    continued = {"continue_final_message": True, "add_generation_prompt": False}
    probe, *sent = openai_server.requests  # whether the server continues messages, asked once
    assert probe["messages"][-1]["role"] == "assistant" and probe["max_tokens"] == 2
    assert {key: probe[key] for key in continued} == continued
    assert sent == [
        {
            "model": "test-model",
            "messages": [{"role": "user", "content": "one two.\n\nthree"}],
            "temperature": 0.0,
            "max_tokens": 256,
            "n": 1,
            "stop": ["\n\n", "END"],
        },
        {
            "model": "test-model",
            "messages": [question, {"role": "assistant", "content": "The capital of France is"}],
            "temperature": 0.0,
            "max_tokens": 256,
            "n": 1,
            **continued,
        },
        {
            "model": "test-model",
            "messages": [question, {"role": "assistant", "content": "The capital ("}],
            "temperature": 0.0,
            "max_tokens": 256,
            "n": 1,
            "stop": [")"],
            **continued,
        },
        {
            "model": "test-model",
            "messages": [{"role": "user", "content": "plain"}],
            "temperature": 0.0,
            "max_tokens": 256,
            "n": 1,
        },
    ]
    assert [(result.text, result.finish_reason) for result in results] == [
        ("echo: one two.", "stop"),
        ("echo: What is the capital of France?", "stop"),
        ("echo: What is the capital of France?", "stop"),
        ("echo: plain", "stop"),
    ]


def test_an_answer_that_still_holds_a_stop_string_is_cut_here() -> None:
    """A server that ignores ``stop``: the answer is cut all the same."""
    with FakeOpenAIServer(lambda request: "Paris.\n\nQuestion: what", honour_stop=False) as server:
        results = _texts(
            model_for(server),
            [user("q", stop=("Question:", "\n\n")), user("q", stop=("Rome",)), user("q")],
            full=True,
        )
    assert [(result.text, result.finish_reason) for _, result in results] == [
        ("Paris.", "stop"),
        ("Paris.\n\nQuestion: what", "stop"),
        ("Paris.\n\nQuestion: what", "stop"),
    ]
    assert results[0][1].completion_tokens == 3  # the server's own count


@pytest.mark.parametrize(
    "request_",
    [user("q"), user("q", stop=("Paris",)), continuing("The capital of France is Paris.")],
    ids=["a plain greedy request", "stop string at the start", "continuing a complete message"],
)
def test_an_empty_answer_that_stopped_is_the_models_answer_and_is_not_retried(
    request_: ChatRequest, tmp_path: Path
) -> None:
    with (
        FakeOpenAIServer(lambda request: "zy" if "brown fox" in str(request) else "") as server,
        LLMCache(tmp_path / "c.sqlite") as cache,
    ):
        model = opened(server, cache=cache, backoff_base_s=0.001)
        if request_.continues_final_message:  # the server is probed once for continuation
            run_chat(model, [continuing("The sky is blue.")], progress=False)
        before = len(server.requests)
        server.fail_next(1, "null_content")  # null content is never an answer
        server.fail_next(1, "empty_content")  # nor empty content that did not stop
        [result] = run_chat(model, [request_], progress=False)
        assert (result.text, result.finish_reason, result.attempts) == ("", "stop", 3)
        assert len(server.requests) - before == 3
        [again] = run_chat(model, [request_], progress=False)
        assert (again.text, again.cached, len(server.requests) - before) == ("", True, 3)


def continuing_server(honours: bool) -> FakeOpenAIServer:
    """A server that continues a final assistant message (the probe's word goes on: ``zy``),
    or one that ignores the request and starts a new turn, as llama.cpp's server does."""

    def answer(request: dict[str, Any]) -> str:
        if request["messages"][-1]["role"] != "assistant":
            return "An answer."
        return "zy dog." if honours and request.get("continue_final_message") else "User: hi"

    return FakeOpenAIServer(answer)


def test_a_server_that_ignores_continuation_is_refused_before_any_request() -> None:
    with continuing_server(honours=False) as server:
        for _ in range(2):  # a second model on the same server is not probed again
            with pytest.raises(ConfigError, match="does not continue a final assistant message"):
                _texts(model_for(server), [continuing("The capital of France is")])
        assert len(server.requests) == 1  # the probe alone
        assert _texts(model_for(server), [user("plain")]) == [(0, "An answer.")]


def test_a_server_that_continues_messages_is_probed_once() -> None:
    with continuing_server(honours=True) as server:
        model = model_for(server)
        for _ in range(2):
            assert _texts(model, [continuing("The capital of France is")]) == [(0, "zy dog.")]
        assert len(server.requests) == 3


def test_the_probes_requests_are_counted_in_the_call_ledger(tmp_path: Path) -> None:
    """The probe is a request the server answers: the ledger (what manifests count) holds it,
    charged to the first answer of the call that probed, and only once per server."""
    with continuing_server(honours=True) as server:
        server.fail_next(1, 500)  # the probe's retry is counted too
        ledger = CallLedger(tmp_path / "calls.jsonl")
        model = LedgeredChatModel(model_for(server), ledger)
        assert _texts(model, [continuing("The capital of France is")]) == [(0, "zy dog.")]
        assert ledger.usage(1).calls == len(server.requests) == 3
        assert _texts(model, [continuing("Paris is")]) == [(0, "zy dog.")]
        assert ledger.usage(2).calls == len(server.requests) == 4


SCHEMA = '{"type": "object", "properties": {"items": {"type": "array"}}, "required": ["items"]}'


def asking_json(prompt: str) -> ChatRequest:
    return ChatRequest(
        messages=(Message(role="user", content=prompt),),
        params=GenerationParams(response_schema=SCHEMA),
    )


@pytest.mark.parametrize(
    ("accepted", "status", "forms_sent"),
    [
        (("json_schema",), 422, ["json_schema", "json_schema"]),
        (("json_object",), 500, ["json_schema", "json_object", "json_object"]),
        (("text",), 400, ["json_schema", "json_object", None, None]),
    ],
    ids=["openai form", "llama-cpp-python form", "prompt only"],
)
def test_a_json_schema_goes_in_the_form_the_server_takes_remembered_per_server(
    accepted: tuple[str, ...], status: int, forms_sent: list[str | None]
) -> None:
    """OpenAI's form first; a server that refuses a form (an HTTP error naming
    response_format, even a 500 as llama-cpp-python sends) gets the next form at once, without
    spending a retry, and from then on; the last form sends no schema (the prompt asks)."""
    with FakeOpenAIServer(
        lambda request: '{"items": []}', response_formats=accepted, refusal_status=status
    ) as server:
        retry = RetryPolicy(max_attempts=1, backoff_base_s=0.001)
        assert _texts(model_for(server, retry=retry), [asking_json("a")]) == [(0, '{"items": []}')]
        assert _texts(model_for(server, retry=retry), [asking_json("b")]) == [(0, '{"items": []}')]
        sent = [request.get("response_format") for request in server.requests]
        assert [form and form["type"] for form in sent] == forms_sent
        schema = json.loads(SCHEMA)
        assert {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema}} in sent
        if "json_object" in forms_sent:
            assert {"type": "json_object", "schema": schema} in sent
        assert all("response_format" not in request for request in server.requests[-1:]) == (
            forms_sent[-1] is None
        )
        assert _texts(model_for(server), [user("plain")]) == [(0, '{"items": []}')]
        assert "response_format" not in server.requests[-1]


def test_an_error_naming_a_schema_form_after_the_last_form_is_an_ordinary_failure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once no form is left (the request carries no response_format), an error whose text
    happens to name one is not a refusal of a form: the request fails as any other would."""
    with FakeOpenAIServer() as server:
        model = model_for(server, retry=RetryPolicy(max_attempts=1, backoff_base_s=0.001))
        sent: list[bool] = []

        def refuse(body: dict[str, Any], timeout: object) -> ChatResult:
            sent.append("response_format" in body)
            raise AttemptFailed(
                "HTTP 500: the json_schema in the input", retryable=False, status=500
            )

        assert isinstance(model.api, OpenAIChatAPI)
        monkeypatch.setattr(model.api, "_post", refuse)
        with pytest.raises(ModelCallError, match="json_schema in the input"):
            _texts(model, [asking_json("a")])
        assert sent == [True, True, False]  # both forms dropped, then one plain attempt
        model.close()


def test_requests_in_flight_end_quietly_once_the_caller_stops(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """What Ctrl-C does: the caller stops reading and the model is closed while requests are
    in flight; they end without a retry or a 'connection error ... attempt 2/6' line."""
    with FakeOpenAIServer(response_delay_s=0.3) as server:
        model = model_for(server, max_concurrency=4, retry=RetryPolicy(6, 0.05, 0.1))
        results = model.generate([user(f"q{index}") for index in range(8)])
        next(results)
        results.close()
        model.close()
        time.sleep(1.0)
    assert not [record for record in caplog.records if "attempt" in record.getMessage()]


def test_each_http_client_serves_one_request_at_a_time_and_is_kept_for_the_next() -> None:
    made: list[object] = []

    class Client:
        closed = False

        def close(self) -> None:
            self.closed = True

    def make() -> Any:
        made.append(Client())
        return made[-1]

    pool = _ClientPool(make)
    inside = threading.Barrier(3)
    held: list[object] = []

    def request() -> None:
        with pool.lent() as client:
            held.append(client)
            inside.wait(timeout=10)  # three requests in flight at once

    threads = [threading.Thread(target=request) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(made) == 3 and len({id(client) for client in held}) == 3  # the first made early
    with pool.lent() as again:  # an idle client is lent again: no new one
        assert again in made
    assert len(made) == 3
    pool.close()
    assert all(getattr(client, "closed", False) for client in made)
    with pytest.raises(RuntimeError, match="closed"), pool.lent():
        pass


def test_a_model_opens_no_more_connections_than_its_concurrency() -> None:
    with FakeOpenAIServer(lambda request: "ok", response_delay_s=0.05) as server:
        api = OpenAIChatAPI("m", base_url=server.base_url)
        model = RequestModel(api, max_concurrency=3)
        requests = [
            ChatRequest(messages=(Message(role="user", content=f"q{n}"),)) for n in range(12)
        ]
        assert [result.text for result in run_chat(model, requests, progress=False)] == ["ok"] * 12
        assert len(api._clients._made) <= 3
        model.close()
