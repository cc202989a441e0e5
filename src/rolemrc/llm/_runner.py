"""Drive a ChatModel over many requests: persist-as-you-go callback, progress bar, token usage."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from rolemrc.core import TokenUsage, progress_display
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._protocol import ChatModel, ChatRequest, ChatResult


class UsageMeter:
    """Thread-safe running total of token usage.

    Tokens are summed over calls actually sent (what a run spent); cache hits count only in
    ``cached_calls``. :meth:`speed` relates the completion tokens to the wall time from the
    first :func:`run_chat` call's start to the last one's end.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._usage = TokenUsage()
        self._span: tuple[float, float] | None = None
        self._numerics: dict[str, Any] | None = None

    def note_numerics(self, identity: dict[str, Any]) -> None:
        """How a local model computes (its identity's ``numerics``: engine, device, dtype,
        attention, quantisation) and runs (``runtime``: threads, parallel slots; for a torch
        model, torch's thread count), recorded with its speed."""
        numerics = identity.get("numerics")
        if numerics is None:
            return
        runtime = identity.get("runtime")
        if runtime is None:
            torch = sys.modules.get("torch")  # loaded with every local torch model
            runtime = {"threads": torch.get_num_threads() if torch is not None else None}
        with self._lock:
            self._numerics = {**numerics, **runtime}

    def record_span(self, started: float, ended: float) -> None:
        """A run of calls from ``started`` to ``ended`` (``time.monotonic()`` seconds)."""
        with self._lock:
            if self._span is None:
                self._span = (started, ended)
            else:
                self._span = (min(self._span[0], started), max(self._span[1], ended))

    def speed(self) -> dict[str, Any]:
        """Completion tokens of the calls sent, the wall time they span and tokens per second
        (``None`` when nothing was generated); for a local model also ``numerics``, how it
        computed (device, dtype, attention, threads)."""
        with self._lock:
            tokens = self._usage.completion_tokens
            seconds = 0.0 if self._span is None else self._span[1] - self._span[0]
            numerics = self._numerics
        per_second = tokens / seconds if tokens and seconds > 0 else None
        speed: dict[str, Any] = {
            "completion_tokens": tokens,
            "seconds": round(seconds, 3),
            "completion_tokens_per_s": None if per_second is None else round(per_second, 2),
        }
        if numerics is not None:
            speed["numerics"] = numerics
        return speed

    def record(self, result: ChatResult) -> None:
        if result.cached:
            spent = TokenUsage(cached_calls=1)
        else:
            spent = TokenUsage(
                prompt_tokens=result.prompt_tokens,
                completion_tokens=result.completion_tokens,
                calls=result.attempts,
            )
        with self._lock:
            self._usage = self._usage.add(spent)

    @property
    def usage(self) -> TokenUsage:
        with self._lock:
            return self._usage


@contextmanager
def _progress_bar(enabled: bool, description: str, total: int) -> Iterator[Callable[[bool], None]]:
    """Yields a function to call per request settled (with whether its answer came from the
    cache), shown by :func:`progress_display` with the count of cached answers."""
    if not enabled or total == 0:
        yield lambda cached: None
        return
    done = from_cache = 0
    with progress_display() as show:
        show(description, 0, total, "0 cached")

        def advance(cached: bool) -> None:
            nonlocal done, from_cache
            done += 1
            from_cache += int(cached)
            show(description, done, total, f"{from_cache} cached")

        yield advance


def run_chat(
    model: ChatModel,
    requests: Sequence[ChatRequest],
    *,
    on_result: Callable[[int, ChatResult], None] | None = None,
    on_failure: Callable[[int, ModelCallError], None] | None = None,
    usage: UsageMeter | None = None,
    progress: bool = True,
    description: str = "Generating",
) -> list[ChatResult]:
    """All results in request order.

    ``on_result(index, result)`` runs as each result arrives (append it to a JSONL file there).
    Without ``on_failure``, a request that fails for good stops the run: the error propagates
    after every result produced before it went through ``on_result``, so nothing finished is
    lost. With ``on_failure``, each such failure that the backend can place (see
    ``ModelCallError.index`` and ``.others``) goes to ``on_failure(index, error)``, is never sent
    again in this call, and the other requests go on;
    the results returned then leave the failed requests out. ``on_failure`` may raise to stop
    the run (after too many failures, say).
    """
    results: list[ChatResult | None] = [None] * len(requests)
    failed: set[int] = set()
    started = time.monotonic()
    if usage is not None:
        usage.note_numerics(model.identity)
    try:
        with _progress_bar(progress, description, len(requests)) as advance:
            remaining = list(range(len(requests)))
            while remaining:
                batch = remaining
                try:
                    for position, result in model.generate([requests[index] for index in batch]):
                        index = batch[position]
                        results[index] = result
                        if usage is not None:
                            usage.record(result)
                        if on_result is not None:
                            on_result(index, result)
                        advance(result.cached)
                    break
                except ModelCallError as error:
                    if on_failure is None or error.index is None:
                        raise
                    for failure in error.failures:  # every one, or it is sent again
                        if failure.index is None:
                            continue
                        index = batch[failure.index]
                        failed.add(index)
                        on_failure(index, failure.at(index))
                        advance(False)
                remaining = [
                    index for index in batch if results[index] is None and index not in failed
                ]
    finally:
        if usage is not None and requests:
            usage.record_span(started, time.monotonic())
    missing = [
        index for index, result in enumerate(results) if result is None and index not in failed
    ]
    if missing:
        raise ModelCallError(
            model.spec,
            f"the backend returned no result for {len(missing)} request(s), first {missing[:5]}",
        )
    return [result for result in results if result is not None]
