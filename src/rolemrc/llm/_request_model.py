"""Concurrency, timeouts and retries around any model reached one request at a time.

A provider whose model answers over a network implements :class:`RequestAPI`: one attempt at
one request, which either answers or raises :class:`AttemptFailed` saying whether another
attempt may succeed. :func:`rolemrc.llm.open_model` wraps every such API in a
:class:`RequestModel`, the one place that runs requests concurrently (at most the access's
``concurrency`` in flight), gives each its timeout and retries it under a :class:`RetryPolicy`;
an API knows nothing of either. Local models, which batch, are :class:`ChatModel` s of their own.
"""

from __future__ import annotations

import logging
import random
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from rolemrc.core import ConfigError
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._protocol import ChatRequest, ChatResult

_LOG = logging.getLogger(__name__)

CompleteRequest = Callable[[ChatRequest], ChatResult]
"""Sends one request with the model's retries, as :meth:`RequestAPI.prepare` may."""


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with jitter; ``Retry-After`` is honoured up to ``backoff_max_s``."""

    max_attempts: int = 6
    backoff_base_s: float = 1.0
    backoff_max_s: float = 60.0

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ConfigError(f"max_attempts must be at least 1, got {self.max_attempts}")
        if self.backoff_base_s < 0 or self.backoff_max_s < 0:
            raise ConfigError("backoff_base_s and backoff_max_s must not be negative")

    def delay_s(self, failed_attempt: int, retry_after_s: float | None = None) -> float:
        """Seconds to wait after attempt number ``failed_attempt`` (1-based) failed."""
        if retry_after_s is not None:
            return min(retry_after_s, self.backoff_max_s)
        ceiling = min(self.backoff_max_s, self.backoff_base_s * 2 ** (failed_attempt - 1))
        return random.uniform(ceiling / 2, ceiling)


class AttemptFailed(Exception):
    """One attempt at a request failed. ``retryable``: another attempt may succeed;
    ``timed_out``: no answer came within the attempt's timeout (``reason`` then says how it
    ended, e.g. the transport's exception); ``retry_after_s``: the wait the service asked for;
    ``requests``: how many requests the attempt sent (more than one when the API re-sent it in
    another form, see :meth:`RequestAPI.attempt`)."""

    def __init__(
        self,
        reason: str,
        *,
        retryable: bool,
        status: int | None = None,
        retry_after_s: float | None = None,
        timed_out: bool = False,
        requests: int = 1,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable
        self.status = status
        self.retry_after_s = retry_after_s
        self.timed_out = timed_out
        self.requests = requests


class RequestAPI(ABC):
    """A model a provider reaches one request at a time (see the module docstring).
    ``max_in_flight``, when set, is how many requests the API itself asks to have in flight
    (a serving engine this process started sizes its batches by it), in place of the access's
    ``concurrency``."""

    max_in_flight: int | None = None

    @property
    @abstractmethod
    def spec(self) -> str: ...

    @property
    @abstractmethod
    def identity(self) -> dict[str, Any]: ...

    @abstractmethod
    def attempt(
        self, request: ChatRequest, *, timeout_s: float, connect_timeout_s: float
    ) -> ChatResult:
        """One attempt at ``request``, waiting at most ``timeout_s`` for its answer (and
        ``connect_timeout_s`` for a connection); raises :class:`AttemptFailed`. The result's
        ``attempts`` is the number of requests sent (1 unless the API re-sent the request in
        another form the service takes, which costs a request but not an attempt)."""

    def prepare(
        self, requests: Sequence[ChatRequest], complete: CompleteRequest
    ) -> ChatResult | None:
        """Checks to make before ``requests`` go out (raise to refuse them); what requests the
        checks sent through ``complete`` cost, charged to the first result. None by default."""
        return None

    @abstractmethod
    def close(self) -> None:
        """Release what the API holds (connections)."""


class _InFlight:
    """The requests a model has in flight, at most ``limit`` at once.

    A server with fewer slots than requests in flight (llama.cpp's server and Ollama often
    have one) queues the rest, and a request's wait grows with the requests ahead of it. So
    each request may take ``timeout_s`` for itself and for each request in flight before it
    (:meth:`enter` says how many), and a request that times out all the same halves the limit
    (never below one): the server is slower than the requests sent to it."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._count = 0
        self._condition = threading.Condition()

    def enter(self) -> int:
        """Wait for room; the number of requests already in flight."""
        with self._condition:
            while self._count >= self.limit:
                self._condition.wait()
            self._count += 1
            return self._count - 1

    def leave(self) -> None:
        with self._condition:
            self._count -= 1
            self._condition.notify()

    def back_off(self) -> int | None:
        """Halve the limit after a timeout; the new limit, or None when it was one already."""
        with self._condition:
            if self.limit == 1:
                return None
            self.limit = max(1, self.limit // 2)
            return self.limit


def _charged_with(result: ChatResult, probe: ChatResult) -> ChatResult:
    """``result`` carrying the requests and tokens ``probe`` cost as well (so the call ledger
    and usage meters, which count a result's requests, count the probe's too)."""
    return result.model_copy(
        update={
            "attempts": result.attempts + probe.attempts,
            "prompt_tokens": result.prompt_tokens + probe.prompt_tokens,
            "completion_tokens": result.completion_tokens + probe.completion_tokens,
        }
    )


class RequestModel:
    """A :class:`RequestAPI` as a :class:`~rolemrc.llm.ChatModel`: at most ``max_concurrency``
    requests in flight, each attempt given ``timeout_s`` (more while requests are queued ahead
    of it, see ``_InFlight``), failed attempts retried under ``retry``."""

    def __init__(
        self,
        api: RequestAPI,
        *,
        max_concurrency: int = 8,
        timeout_s: float = 120.0,
        retry: RetryPolicy | None = None,
    ) -> None:
        if max_concurrency < 1:
            raise ConfigError(f"max_concurrency must be at least 1, got {max_concurrency}")
        if timeout_s <= 0:
            raise ConfigError(f"timeout_s must be positive, got {timeout_s}")
        self._api = api
        self._max_concurrency = max_concurrency
        self._in_flight = _InFlight(max_concurrency)
        self._timeout_s = timeout_s
        self._retry = retry or RetryPolicy()

    @property
    def spec(self) -> str:
        return self._api.spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._api.identity

    @property
    def api(self) -> RequestAPI:
        return self._api

    def __repr__(self) -> str:
        return repr(self._api)

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        """Yield results as they complete. After a permanent failure no further request starts;
        those already in flight are still yielded, then one error is raised for every request
        that failed for good (the first, carrying the others; each names its request's position,
        ``ModelCallError.index``), so none is sent again with fresh attempts. Once this
        generator is closed (an interrupt, a caller that stops reading), requests still in
        flight end quietly: no retry, no warning."""
        if not requests:
            return
        # what the API's checks sent is charged to the first outcome, so ledgers count it
        probe = self._api.prepare(requests, lambda request: self._complete(request, None))
        failed = threading.Event()
        stopped = threading.Event()

        def complete_unless_failed(request: ChatRequest) -> ChatResult | None:
            if failed.is_set() or stopped.is_set():
                return None
            try:
                return self._complete(request, stopped)
            except ModelCallError:
                failed.set()
                raise

        executor = ThreadPoolExecutor(
            max_workers=min(self._max_concurrency, len(requests)),
            thread_name_prefix="rolemrc-requests",
        )
        futures: dict[Future[ChatResult | None], int] = {
            executor.submit(complete_unless_failed, request): index
            for index, request in enumerate(requests)
        }
        errors: list[ModelCallError] = []
        try:
            for future in as_completed(futures):
                if future.cancelled():
                    continue
                try:
                    result = future.result()
                except ModelCallError as error:
                    errors.append(error.at(futures[future]))
                    continue
                if result is not None:
                    if probe is not None:
                        result, probe = _charged_with(result, probe), None
                    yield futures[future], result
        finally:
            stopped.set()
            executor.shutdown(wait=False, cancel_futures=True)
        if errors:
            errors.sort(key=lambda error: error.index or 0)
            if probe is not None:
                first = errors[0]
                errors[0] = ModelCallError(
                    first.spec,
                    first.reason,
                    status=first.status,
                    attempts=first.attempts + probe.attempts,
                    index=first.index,
                )
            raise ModelCallError.gathered(errors)

    def close(self) -> None:
        self._api.close()

    def _complete(self, request: ChatRequest, stopped: threading.Event | None) -> ChatResult:
        """``request``'s answer, retried under the policy; a :class:`ModelCallError` once it
        failed for good, or once ``stopped`` is set (then quietly: no retry, no warning)."""
        stopped = stopped or threading.Event()
        attempts = self._retry.max_attempts
        sent = 0
        attempt = 0
        while True:
            attempt += 1
            try:
                result = self._attempt(request)
                return result.model_copy(update={"attempts": sent + result.attempts})
            except AttemptFailed as failure:
                sent += failure.requests
                if stopped.is_set():  # the caller is gone: nothing to retry or report
                    raise ModelCallError(self.spec, "stopped", attempts=sent) from None
                if failure.retryable and attempt < attempts:
                    delay = self._retry.delay_s(attempt, failure.retry_after_s)
                    _LOG.warning(
                        "%s: %s; attempt %d/%d in %.2f s",
                        self.spec,
                        failure.reason,
                        attempt + 1,
                        attempts,
                        delay,
                    )
                    if stopped.wait(delay):
                        raise ModelCallError(self.spec, "stopped", attempts=sent) from None
                    continue
                reason = (
                    f"gave up after {attempt} attempts; last error: {failure.reason}"
                    if failure.retryable
                    else failure.reason
                )
                raise ModelCallError(
                    self.spec, reason, status=failure.status, attempts=sent
                ) from None

    def _attempt(self, request: ChatRequest) -> ChatResult:
        """One attempt, once there is room in flight, with the timeout the queue ahead allows."""
        ahead = self._in_flight.enter()
        timeout_s = self._timeout_s * (1 + ahead)
        try:
            return self._api.attempt(
                request, timeout_s=timeout_s, connect_timeout_s=min(timeout_s, self._timeout_s)
            )
        except AttemptFailed as failure:
            if not failure.timed_out:
                raise
            lowered = self._in_flight.back_off()
            if lowered is not None:
                _LOG.warning(
                    "%s: no answer within %g s; requests in flight lowered to %d",
                    self.spec,
                    timeout_s,
                    lowered,
                )
            raise AttemptFailed(
                f"no answer within {timeout_s:g} s ({failure.reason}; {ahead} request(s) "
                "were in flight before it)",
                retryable=True,
                status=failure.status,
                requests=failure.requests,
            ) from None
        finally:
            self._in_flight.leave()
