"""Drive a ChatModel over many requests: persist-as-you-go callback, progress bar, token usage."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from rolemrc.core import LineProgress, TokenUsage
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

    def record_span(self, started: float, ended: float) -> None:
        """A run of calls from ``started`` to ``ended`` (``time.monotonic()`` seconds)."""
        with self._lock:
            if self._span is None:
                self._span = (started, ended)
            else:
                self._span = (min(self._span[0], started), max(self._span[1], ended))

    def speed(self) -> dict[str, float | int | None]:
        """Completion tokens of the calls sent, the wall time they span and tokens per second
        (``None`` when nothing was generated)."""
        with self._lock:
            tokens = self._usage.completion_tokens
            seconds = 0.0 if self._span is None else self._span[1] - self._span[0]
        per_second = tokens / seconds if tokens and seconds > 0 else None
        return {
            "completion_tokens": tokens,
            "seconds": round(seconds, 3),
            "completion_tokens_per_s": None if per_second is None else round(per_second, 2),
        }

    def record(self, result: ChatResult) -> None:
        if result.cached:
            spent = TokenUsage(cached_calls=1)
        else:
            spent = TokenUsage(
                prompt_tokens=result.prompt_tokens,
                completion_tokens=result.completion_tokens,
                calls=1,
            )
        with self._lock:
            self._usage = self._usage.add(spent)

    @property
    def usage(self) -> TokenUsage:
        with self._lock:
            return self._usage


@contextmanager
def _progress_bar(
    enabled: bool, description: str, total: int
) -> Iterator[Callable[[ChatResult], None]]:
    """Yields a function to call per result: a live bar on an interactive terminal, a plain line
    per tenth done elsewhere (so logs written to files or pipes stay readable)."""
    console = Console(stderr=True)
    if not enabled or total == 0:
        yield lambda result: None
        return
    done = cached = 0
    if not console.is_terminal:
        lines = LineProgress(description, total, console)

        def log(result: ChatResult) -> None:
            nonlocal done, cached
            done += 1
            cached += int(result.cached)
            lines.update(done, f"{cached} cached")

        yield log
        return
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("[dim]{task.fields[cached]} cached"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console) as progress:
        task = progress.add_task(description, total=total, cached=0)

        def advance(result: ChatResult) -> None:
            nonlocal cached
            cached += int(result.cached)
            progress.update(task, advance=1, cached=cached)

        yield advance


def run_chat(
    model: ChatModel,
    requests: Sequence[ChatRequest],
    *,
    on_result: Callable[[int, ChatResult], None] | None = None,
    usage: UsageMeter | None = None,
    progress: bool = True,
    description: str = "Generating",
) -> list[ChatResult]:
    """All results in request order.

    ``on_result(index, result)`` runs as each result arrives (append it to a JSONL file there). If
    a request fails for good, the error propagates after every result produced before it went
    through ``on_result``, so nothing finished is lost.
    """
    results: list[ChatResult | None] = [None] * len(requests)
    started = time.monotonic()
    try:
        with _progress_bar(progress, description, len(requests)) as advance:
            for index, result in model.generate(requests):
                results[index] = result
                if usage is not None:
                    usage.record(result)
                if on_result is not None:
                    on_result(index, result)
                advance(result)
    finally:
        if usage is not None and requests:
            usage.record_span(started, time.monotonic())
    complete = [result for result in results if result is not None]
    if len(complete) != len(requests):
        missing = [index for index, result in enumerate(results) if result is None]
        raise ModelCallError(
            model.spec,
            f"the backend returned no result for {len(missing)} request(s), first {missing[:5]}",
        )
    return complete
