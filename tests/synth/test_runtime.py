"""The generator runtime's request batcher: what a local model is sent when work items ask
together."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from rolemrc.core import Message
from rolemrc.llm import ChatRequest, ChatResult, GenerationParams
from rolemrc.synth._runtime import _RequestBatcher


class RecordingModel:
    """Answers each request with its prompt and the batch's number; the first batch waits
    until ``release`` is set, so that the other requests queue behind it."""

    spec = "recording"

    def __init__(self) -> None:
        self.identity: dict[str, Any] = {"provider": "recording"}
        self.batches: list[list[ChatRequest]] = []
        self.entered = threading.Event()
        self.release = threading.Event()

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        if not self.batches:
            self.entered.set()
            self.release.wait(timeout=30)
        self.batches.append(list(requests))
        number = len(self.batches)
        for index, request in enumerate(requests):
            text = f"{request.messages[0].content} (batch {number})"
            yield index, ChatResult(text=text, prompt_tokens=3, completion_tokens=2)

    def close(self) -> None:
        pass


def request(text: str, *, max_new_tokens: int = 8, seed: int | None = 0) -> ChatRequest:
    params = GenerationParams(temperature=0.8, max_new_tokens=max_new_tokens, seed=seed)
    return ChatRequest(messages=(Message(role="user", content=text),), params=params)


def ask_all(
    batcher: _RequestBatcher, model: RecordingModel, requests: Sequence[ChatRequest]
) -> list[ChatResult]:
    """Every request asked while the model is busy with a first one, which went alone."""
    with ThreadPoolExecutor(max_workers=len(requests) + 1) as pool:
        blocker = pool.submit(batcher.ask, request("first"))
        assert model.entered.wait(timeout=30)
        futures = [pool.submit(batcher.ask, item) for item in requests]
        while batcher._waiting.qsize() < len(requests):  # all queued behind the first
            threading.Event().wait(0.01)
        model.release.set()
        blocker.result(timeout=30)
        return [future.result(timeout=30) for future in futures]


def test_a_batch_holds_one_set_of_params_the_oldest_first_and_at_most_the_batch_size() -> None:
    model = RecordingModel()
    batcher = _RequestBatcher(model, batch_size=2)
    asked = [
        request("a1"),
        request("b1", max_new_tokens=16),
        request("a2"),
        request("a3"),
        request("b2", max_new_tokens=16),
    ]
    results = ask_all(batcher, model, asked)
    sent = model.batches[1:]  # after the first request, which went alone
    assert all(len({item.params for item in batch}) == 1 for batch in sent)
    assert all(len(batch) <= 2 for batch in sent)
    assert sorted(item.messages[0].content for batch in sent for item in batch) == sorted(
        item.messages[0].content for item in asked
    )
    # the oldest waiting request's params go first
    assert sent[0][0].params == asked[0].params
    assert [result.text.split(" (")[0] for result in results] == ["a1", "b1", "a2", "a3", "b2"]


def test_identical_seeded_requests_in_a_batch_are_sent_once_and_counted_once() -> None:
    model = RecordingModel()
    batcher = _RequestBatcher(model, batch_size=8)
    same = request("same")
    results = ask_all(batcher, model, [same, same, request("other")])
    sent = [item.messages[0].content for batch in model.batches[1:] for item in batch]
    assert sorted(sent) == ["other", "same"]
    assert results[0].text == results[1].text
    # the answer cost one call: the other asker sees it as a cache hit would be
    assert sorted([results[0].cached, results[1].cached]) == [False, True]
    assert not results[2].cached


def test_identical_unseeded_requests_are_each_sampled() -> None:
    model = RecordingModel()
    batcher = _RequestBatcher(model, batch_size=8)
    unseeded = request("fresh", seed=None)
    results = ask_all(batcher, model, [unseeded, unseeded])
    sent = [item.messages[0].content for batch in model.batches[1:] for item in batch]
    assert sent == ["fresh", "fresh"]
    assert not any(result.cached for result in results)
