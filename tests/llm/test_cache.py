"""The persistent cache and the cached model wrapper, against the fake OpenAI server."""

from __future__ import annotations

import itertools
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from rolemrc.core import ConfigError, Message, TokenUsage, fingerprint
from rolemrc.llm import (
    CachedChatModel,
    ChatRequest,
    ChatResult,
    GenerationParams,
    LLMCache,
    ModelAccess,
    OpenAIChatAPI,
    RequestModel,
    UsageMeter,
    cache_key,
    open_model,
    register_mock_script,
    run_chat,
    unregister_mock_script,
)
from support.openai_server import FakeOpenAIServer


def user(text: str, temperature: float = 0.0) -> ChatRequest:
    return ChatRequest(
        messages=(Message(role="user", content=text),),
        params=GenerationParams(temperature=temperature),
    )


REQUESTS = [user("alpha beta"), user("gamma")]


def cached_model(server: FakeOpenAIServer, cache: LLMCache, api_key: str) -> CachedChatModel:
    return CachedChatModel(
        RequestModel(OpenAIChatAPI("test-model", base_url=server.base_url, api_key=api_key)), cache
    )


def test_a_second_run_is_answered_from_disk_without_calls(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    path = tmp_path / "llm-cache.sqlite"
    first_usage, second_usage = UsageMeter(), UsageMeter()
    with LLMCache(path) as cache:
        first = run_chat(
            cached_model(openai_server, cache, "sk-one-000001"),
            REQUESTS,
            usage=first_usage,
            progress=False,
        )
    with LLMCache(path) as reopened:
        # A different key is the same model: keys are not part of the identity.
        second = run_chat(
            cached_model(openai_server, reopened, "sk-two-000002"),
            REQUESTS,
            usage=second_usage,
            progress=False,
        )
    assert len(openai_server.requests) == 2
    assert [result.text for result in first] == ["echo: alpha beta", "echo: gamma"]
    assert [result.cached for result in first] == [False, False]
    assert second == [result.model_copy(update={"cached": True}) for result in first]
    assert first_usage.usage == TokenUsage(prompt_tokens=3, completion_tokens=5, calls=2)
    assert second_usage.usage == TokenUsage(cached_calls=2)


def test_params_and_endpoint_are_part_of_the_key(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    with LLMCache(tmp_path / "c.sqlite") as cache:
        model = cached_model(openai_server, cache, "sk-one-000001")
        run_chat(model, [user("x")], progress=False)
        run_chat(model, [user("x", temperature=0.5)], progress=False)
        assert len(openai_server.requests) == 2
        with FakeOpenAIServer() as other_endpoint:
            run_chat(cached_model(other_endpoint, cache, "k"), [user("x")], progress=False)
            assert len(other_endpoint.requests) == 1
        assert len(cache) == 3


def test_identical_requests_in_one_call_are_sent_once(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    usage = UsageMeter()
    with LLMCache(tmp_path / "c.sqlite") as cache:
        results = run_chat(
            cached_model(openai_server, cache, "k"),
            [user("same"), user("other"), user("same")],
            usage=usage,
            progress=False,
        )
    assert len(openai_server.requests) == 2
    assert [(result.text, result.cached) for result in results] == [
        ("echo: same", False),
        ("echo: other", False),
        ("echo: same", True),
    ]
    assert usage.usage.calls == 2 and usage.usage.cached_calls == 1


def counting_server() -> FakeOpenAIServer:
    """A server whose every answer is new: ``sample 1``, ``sample 2``, ..."""
    counter = itertools.count(1)
    return FakeOpenAIServer(lambda request: f"sample {next(counter)}")


def test_identical_sampled_requests_are_independent_samples_and_a_rerun_makes_no_calls(
    tmp_path: Path,
) -> None:
    requests = [user("same", 0.7), user("other", 0.7), user("same", 0.7), user("same", 0.7)]
    with counting_server() as server, LLMCache(tmp_path / "c.sqlite") as cache:
        first = run_chat(cached_model(server, cache, "k"), requests, progress=False)
        assert len(server.requests) == 4
        assert len({result.text for result in first}) == 4
        assert not any(result.cached for result in first)

        again = run_chat(cached_model(server, cache, "k"), requests, progress=False)
        assert len(server.requests) == 4
        assert [result.text for result in again] == [result.text for result in first]
        assert all(result.cached for result in again)

        # a third sample of "same" is new; the first three come back from the cache
        more = run_chat(
            cached_model(server, cache, "k"), [*requests, user("same", 0.7)], progress=False
        )
        assert len(server.requests) == 5
        assert [result.text for result in more[:4]] == [result.text for result in first]


def test_an_explicit_occurrence_pins_the_sample_across_calls(tmp_path: Path) -> None:
    """A resumed caller that sends only the second of two samples gets the second's key."""
    first, second = user("same", 0.7), user("same", 0.7).model_copy(update={"occurrence": 1})
    with counting_server() as server, LLMCache(tmp_path / "c.sqlite") as cache:
        model = cached_model(server, cache, "k")
        (only_second,) = run_chat(model, [second], progress=False)
        (only_first,) = run_chat(model, [first], progress=False)
        assert len(server.requests) == 2
        assert only_first.text != only_second.text
        both = run_chat(model, [first, second], progress=False)
        assert len(server.requests) == 2
        assert [result.text for result in both] == [only_first.text, only_second.text]


@pytest.fixture
def numbering_model() -> Iterator[str]:
    """A mock model that answers with the sample number it was asked for."""

    @register_mock_script("sample-number")
    def sample_number(request: ChatRequest) -> str:
        return f"sample {request.occurrence}"

    yield "mock/sample-number"
    unregister_mock_script("sample-number")


def test_the_model_is_asked_for_the_sample_each_key_names(
    numbering_model: str, tmp_path: Path
) -> None:
    """A model that seeds samples by number (a local one) draws the sample a key stands for,
    even when an earlier sample of the same request was answered from the cache."""
    with LLMCache(tmp_path / "c.sqlite") as cache:
        model = open_model(ModelAccess(model=numbering_model), cache=cache)
        (first,) = run_chat(model, [user("same", 0.7)], progress=False)
        both = run_chat(model, [user("same", 0.7), user("same", 0.7)], progress=False)
        assert [result.text for result in [first, *both]] == ["sample 0", "sample 0", "sample 1"]
        assert [result.cached for result in both] == [True, False]
        greedy = run_chat(model, [user("same"), user("same")], progress=False)
        assert [result.text for result in greedy] == ["sample 0", "sample 0"]


def test_first_samples_and_greedy_requests_keep_their_keys() -> None:
    """Caches written before samples were numbered still answer first samples."""
    identity = {"provider": "openai", "model": "m", "base_url": "http://h/v1"}
    for request in (user("x"), user("x", 0.7)):
        assert cache_key(identity, request) == fingerprint(request.cache_payload(identity))
    greedy_again = user("x").model_copy(update={"occurrence": 3})
    assert cache_key(identity, greedy_again) == cache_key(identity, user("x"))
    sampled_again = user("x", 0.7).model_copy(update={"occurrence": 3})
    assert cache_key(identity, sampled_again) != cache_key(identity, user("x", 0.7))


def test_requests_without_stop_strings_keep_the_keys_caches_were_written_with() -> None:
    """The keys below were computed before stop strings existed; with some, stop is keyed."""
    identity = {"provider": "openai", "model": "m", "base_url": "http://h/v1"}
    sampled = ChatRequest(
        messages=(Message(role="system", content="Be brief."), Message(role="user", content="x")),
        params=GenerationParams(temperature=0.7, max_new_tokens=64, seed=3),
    )
    prefilled = ChatRequest(
        messages=(
            Message(role="user", content="x"),
            Message(role="assistant", content="The answer is ("),
        )
    )
    assert cache_key(identity, sampled) == (
        "471c37b8641591afc8d6fc1a613a239ea12189f96b90328d1312a959d1153de7"
    )
    assert cache_key(identity, prefilled) == (
        "5f9fd7785fa4b841e6fc29820447064b51741aeb7320935d5bfacc84589ca9c2"
    )
    assert "stop" not in sampled.cache_payload(identity)["params"]
    stopped = prefilled.model_copy(update={"params": GenerationParams(stop=("\n",))})
    assert stopped.cache_payload(identity)["params"]["stop"] == ("\n",)
    other_stop = prefilled.model_copy(update={"params": GenerationParams(stop=(")",))})
    assert len({cache_key(identity, r) for r in (prefilled, stopped, other_stop)}) == 3


def test_stored_values_are_the_result_json_under_the_fingerprint_key(tmp_path: Path) -> None:
    identity = {"provider": "openai", "model": "m", "base_url": "http://h/v1"}
    key = cache_key(identity, REQUESTS[0])
    result = ChatResult(text="t", finish_reason="stop", prompt_tokens=1, completion_tokens=2)
    with LLMCache(tmp_path / "c.sqlite") as cache:
        assert cache.get(key) is None
        cache.put(key, result.model_copy(update={"cached": True}))
        assert cache.get(key) == result.model_copy(update={"cached": True})
    with sqlite3.connect(tmp_path / "c.sqlite") as connection:
        rows = connection.execute("SELECT key, result FROM chat_results").fetchall()
    assert rows == [(key, result.model_dump_json())]
    assert len(key) == 64


def test_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    result = ChatResult(text="t")
    with LLMCache(tmp_path / "c.sqlite") as cache:

        def write(worker: int) -> None:
            for item in range(50):
                cache.put(f"{worker}-{item}", result)
                assert cache.get(f"{worker}-{item}") is not None

        threads = [threading.Thread(target=write, args=(worker,)) for worker in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(cache) == 400


def test_a_file_that_is_not_a_cache_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "broken.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(ConfigError, match=r"broken\.sqlite: not a usable LLM cache"):
        LLMCache(path)


_OPEN_AND_STORE = """
import sys, time
from rolemrc.llm import ChatResult, LLMCache
path, worker, start_at = sys.argv[1], sys.argv[2], float(sys.argv[3])
time.sleep(max(0.0, start_at - time.time()))
with LLMCache(path) as cache:
    cache.put("key-" + worker, ChatResult(text="answer " + worker))
"""


def test_many_processes_can_open_a_fresh_cache_at_once(tmp_path: Path) -> None:
    import subprocess
    import sys
    import time

    path = tmp_path / "fresh.sqlite"
    start_at = time.time() + 3.0  # every process is up and waiting by then
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", _OPEN_AND_STORE, str(path), str(worker), str(start_at)],
            stderr=subprocess.PIPE,
            text=True,
        )
        for worker in range(8)
    ]
    errors = [worker.communicate(timeout=120)[1] for worker in workers]
    assert [worker.returncode for worker in workers] == [0] * 8, errors
    with LLMCache(path) as cache:
        assert len(cache) == 8


def _rows_on_disk(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        (count,) = connection.execute("SELECT COUNT(*) FROM chat_results").fetchone()
    return int(count)


def test_results_are_committed_in_batches_and_answered_before_they_are(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    result = ChatResult(text="t")
    with LLMCache(path, commit_interval_s=3600.0, commit_rows=10) as cache:
        for item in range(9):
            cache.put(f"k{item}", result)
        assert _rows_on_disk(path) == 0  # one batch, not yet due
        assert cache.get("k3") == result.model_copy(update={"cached": True})
        cache.put("k9", result)  # the tenth row makes the batch due
        assert _rows_on_disk(path) == 10
        cache.put("k10", result)
        cache.commit()
        assert _rows_on_disk(path) == 11
        cache.put("k11", result)
    assert _rows_on_disk(path) == 12  # close commits the rest


def test_a_generate_call_leaves_every_result_on_disk(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    path = tmp_path / "c.sqlite"
    with LLMCache(path, commit_interval_s=3600.0) as cache:
        model = cached_model(openai_server, cache, "sk-one-000001")
        run_chat(model, [user(f"question {n}") for n in range(20)], progress=False)
        assert _rows_on_disk(path) == 20
