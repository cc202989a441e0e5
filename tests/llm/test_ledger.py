"""CallLedger: the calls a run sent, kept on disk so usage survives kills and resumes."""

from pathlib import Path

from rolemrc.core import Message, TokenUsage
from rolemrc.llm import (
    CachedChatModel,
    CallLedger,
    ChatRequest,
    ChatResult,
    LLMCache,
    ModelAccess,
    UsageMeter,
    open_model,
    run_chat,
)
from support.openai_server import FakeOpenAIServer


def answer(prompt: int, completion: int) -> ChatResult:
    return ChatResult(text="x", prompt_tokens=prompt, completion_tokens=completion)


def requests_for(*texts: str) -> list[ChatRequest]:
    return [ChatRequest(messages=(Message(role="user", content=text),)) for text in texts]


def test_calls_are_counted_once_and_the_rest_are_cache_hits(tmp_path: Path) -> None:
    ledger = CallLedger(tmp_path / "calls" / "m.jsonl")
    ledger.record("b", answer(3, 4))
    ledger.record("a", answer(1, 2))
    ledger.record("b", answer(3, 4))  # the same cached call: once
    ledger.record("a", answer(1, 2), again=True)  # sent again (no cache): counted again
    assert ledger.usage(answers=6) == TokenUsage(
        prompt_tokens=5, completion_tokens=8, calls=3, cached_calls=3
    )
    ledger.finish()
    lines = (tmp_path / "calls" / "m.jsonl").read_text().splitlines()
    assert [line.split('"')[3] for line in lines] == ["a", "a#2", "b"]


def test_a_reopened_ledger_keeps_what_was_noted_and_drops_a_torn_line(tmp_path: Path) -> None:
    path = tmp_path / "m.jsonl"
    CallLedger(path).record("k1", answer(5, 5))
    with path.open("a") as handle:
        handle.write('{"key": "k2", "prompt_to')  # a process killed mid-line
    reopened = CallLedger(path)
    assert "k1" in reopened and "k2" not in reopened
    assert reopened.usage(answers=1).calls == 1
    reopened.forget()
    assert not path.exists() and reopened.usage(answers=2).cached_calls == 2


def test_the_model_notes_each_call_sent_and_no_cache_hit(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    ledger = CallLedger(tmp_path / "calls.jsonl")
    cache = LLMCache(tmp_path / "cache.sqlite")
    inner = open_model(ModelAccess(model="openai/m", base_url=openai_server.base_url, cache=False))
    run_chat(CachedChatModel(inner, cache), requests_for("warm"), progress=False)
    model = CachedChatModel(inner, cache, ledger=ledger)
    run_chat(model, requests_for("warm", "a b", "a b", "c"), progress=False)
    assert ledger.usage(answers=4) == TokenUsage(
        prompt_tokens=3, completion_tokens=5, calls=2, cached_calls=2
    )
    cache.close()

    uncached = CallLedger(tmp_path / "uncached.jsonl")
    access = {"model": "openai/m", "base_url": openai_server.base_url, "cache": False}
    with_ledger = open_model(ModelAccess(**access), ledger=uncached)
    run_chat(with_ledger, requests_for("a b", "a b"), progress=False)
    with_ledger.close()
    assert uncached.usage(answers=2).calls == 2


def test_a_resumed_attempt_counts_the_answers_a_killed_one_paid_for(
    openai_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    """The first attempt's answers reached the cache and the ledger, then it died before using
    them; the next attempt finds them in the cache and counts each, once, as the call it was."""
    path, cache = tmp_path / "calls.jsonl", LLMCache(tmp_path / "cache.sqlite")
    inner = open_model(ModelAccess(model="openai/m", base_url=openai_server.base_url, cache=False))
    run_chat(CachedChatModel(inner, cache, ledger=CallLedger(path)), requests_for("a"))
    resumed = CachedChatModel(inner, cache, ledger=CallLedger(path))
    usage = UsageMeter()
    run_chat(resumed, requests_for("a", "b"), usage=usage, progress=False)
    run_chat(resumed, requests_for("a"), usage=usage, progress=False)  # a hit, as without a kill
    assert usage.usage == TokenUsage(prompt_tokens=2, completion_tokens=4, calls=2, cached_calls=1)
    assert len(openai_server.requests) == 2
    cache.close()
