"""A persistent, content-addressed cache of chat results (one SQLite file, shared by every run)."""

from __future__ import annotations

import random
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from pydantic import ValidationError

from rolemrc.core import ConfigError, default_llm_cache_path, fingerprint, make_dir, make_private
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._ledger import CallLedger
from rolemrc.llm._protocol import ChatModel, ChatRequest, ChatResult, number_samples


def cache_key(
    model_identity: dict[str, Any], request: ChatRequest, *, occurrence: int | None = None
) -> str:
    """The cache key of ``request`` to a model of ``model_identity``.

    At temperature > 0 the sample number (``occurrence``, default the request's own) is part of
    the key from the second sample on; first samples and greedy requests keep the key of
    model + messages + params alone.
    """
    payload = request.cache_payload(model_identity)
    sample = request.occurrence if occurrence is None else occurrence
    if request.params.temperature > 0 and sample > 0:
        payload["occurrence"] = sample
    return fingerprint(payload)


def _sample_keys(model_identity: dict[str, Any], requests: Sequence[ChatRequest]) -> list[str]:
    """One cache key per request; identical sampled requests never share one.

    A greedy request's key is its content. A sampled request (temperature > 0) is keyed on its
    sample number from :func:`number_samples`, so two identical sampled requests in one call are
    two samples, as they are without a cache; the numbering depends only on the order of
    ``requests``, so a rerun finds both.
    """
    return [cache_key(model_identity, request) for request in number_samples(requests)]


_BUSY_TIMEOUT_S = 30.0
COMMIT_INTERVAL_S = 0.1
COMMIT_ROWS = 256


class LLMCache:
    """Chat results by cache key, in SQLite (WAL mode, so several processes can share the file).

    One connection serves all threads, serialised by a lock. Stored results are committed in
    batches, one transaction (one disk sync) each, at most ``commit_interval_s`` seconds or
    ``commit_rows`` results after the first of a batch, and by :meth:`commit` and :meth:`close`;
    until then :meth:`get` answers them from memory. So many results arriving at once never wait
    one disk sync each; a crash loses at most the last uncommitted batch (asked again next run).
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        commit_interval_s: float = COMMIT_INTERVAL_S,
        commit_rows: int = COMMIT_ROWS,
    ) -> None:
        self.path = Path(path) if path is not None else default_llm_cache_path()
        make_dir(self.path.parent)
        self._lock = threading.Lock()
        self._pending: dict[str, str] = {}
        self._pending_since = 0.0
        self._commit_interval_s = commit_interval_s
        self._commit_rows = commit_rows
        try:
            self._connection = sqlite3.connect(
                self.path, timeout=_BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
            )
            self._set_up()
        except sqlite3.DatabaseError as error:
            raise ConfigError(f"{self.path}: not a usable LLM cache ({error})") from error
        # prompts and answers: private to the user (SQLite gives its -wal/-shm files the
        # database file's mode)
        make_private(self.path)

    def _set_up(self) -> None:
        """WAL mode and the table, retried while other processes set up the same new file.

        SQLite answers "database is locked" at once, without waiting, when two connections both
        try to take the write lock this needs (it would deadlock otherwise), so several workers
        opening a fresh cache together must retry.
        """
        deadline = time.monotonic() + _BUSY_TIMEOUT_S
        while True:
            try:
                (mode,) = self._connection.execute("PRAGMA journal_mode").fetchone()
                if str(mode).lower() != "wal":
                    self._connection.execute("PRAGMA journal_mode=WAL")
                self._connection.execute(
                    "CREATE TABLE IF NOT EXISTS chat_results"
                    " (key TEXT PRIMARY KEY, result TEXT NOT NULL)"
                )
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or time.monotonic() > deadline:
                    raise
                time.sleep(random.uniform(0.01, 0.1))

    def get(self, key: str) -> ChatResult | None:
        """The cached result (marked ``cached=True``), or None."""
        with self._lock:
            stored = self._pending.get(key)
            if stored is None:
                row = self._connection.execute(
                    "SELECT result FROM chat_results WHERE key = ?", (key,)
                ).fetchone()
                stored = None if row is None else row[0]
        if stored is None:
            return None
        try:
            result = ChatResult.model_validate_json(stored)
        except ValidationError:  # written by an incompatible version: answer afresh
            return None
        return result.model_copy(update={"cached": True})

    def put(self, key: str, result: ChatResult) -> None:
        """Store ``result``; committed with its batch (see the class docstring)."""
        stored = result.model_copy(update={"cached": False, "attempts": 1}).model_dump_json()
        with self._lock:
            if not self._pending:
                self._pending_since = time.monotonic()
            self._pending[key] = stored
            due = time.monotonic() - self._pending_since >= self._commit_interval_s
            if due or len(self._pending) >= self._commit_rows:
                self._commit_pending()

    def commit(self) -> None:
        """Write every stored result to disk now."""
        with self._lock:
            self._commit_pending()

    def _commit_pending(self) -> None:
        if not self._pending:
            return
        with self._connection:  # one transaction
            self._connection.execute("BEGIN IMMEDIATE")
            self._connection.executemany(
                "INSERT OR REPLACE INTO chat_results (key, result) VALUES (?, ?)",
                self._pending.items(),
            )
        self._pending.clear()

    def __len__(self) -> int:
        with self._lock:
            self._commit_pending()
            (count,) = self._connection.execute("SELECT COUNT(*) FROM chat_results").fetchone()
        return int(count)

    def close(self) -> None:
        with self._lock:
            try:
                self._commit_pending()
            finally:
                self._connection.close()

    def __enter__(self) -> LLMCache:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


class _WrappedModel:
    """A ChatModel around another: the same spec and identity (what the cache keys on)."""

    _model: ChatModel

    @property
    def spec(self) -> str:
        return self._model.spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._model.identity


class CachedChatModel(_WrappedModel):
    """A ChatModel that answers from ``cache`` where it can and sends only the misses on.

    Hits are yielded first, at once, with ``cached=True``. Identical greedy requests within one
    call are sent once; the repeats are yielded as cached. Identical sampled requests
    (temperature > 0) are independent samples, each with its own key (see :func:`_sample_keys`).
    Each fresh result is stored before it is yielded (committed in batches, all of them by the
    time ``generate`` finishes or fails), and noted in ``ledger`` (when given) before it is
    stored (a request that failed for good is noted too, with the requests it cost); the first
    hit of an answer that an earlier, interrupted attempt of the same run paid
    for (see :meth:`CallLedger.claim`) is yielded with ``cached=False``, so usage meters count it
    as the call it was. Closing it closes the inner model, and the cache only with
    ``close_cache`` (a cache opened for this model alone).
    """

    def __init__(
        self,
        model: ChatModel,
        cache: LLMCache,
        *,
        close_cache: bool = False,
        ledger: CallLedger | None = None,
    ) -> None:
        self._model = model
        self._cache = cache
        self._close_cache = close_cache
        self._ledger = ledger

    def __repr__(self) -> str:
        return f"CachedChatModel({self._model!r}, cache={str(self._cache.path)!r})"

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        # The model is asked the numbered requests: a sample missing from the cache is asked
        # as the sample its key names (a model that seeds samples by number draws that one).
        numbered = number_samples(requests)
        waiting: dict[str, list[int]] = {}  # cache key -> indices of the requests that ask it
        for index, request in enumerate(numbered):
            key = cache_key(self._model.identity, request)
            if key in waiting:
                waiting[key].append(index)
            elif (hit := self._cache.get(key)) is not None:
                if self._ledger is not None and self._ledger.claim(key):
                    hit = hit.model_copy(update={"cached": False})  # this run paid for it
                yield index, hit
            else:
                waiting[key] = [index]
        if not waiting:
            return
        miss_keys = list(waiting)
        miss_requests = [numbered[waiting[key][0]] for key in miss_keys]
        try:
            for position, result in self._model.generate(miss_requests):
                key = miss_keys[position]
                if self._ledger is not None:
                    self._ledger.record(key, result)
                self._cache.put(key, result)
                first, *repeats = waiting[key]
                yield first, result
                for index in repeats:
                    yield index, result.model_copy(update={"cached": True})
        except ModelCallError as error:
            if error.index is None:
                raise
            placed = [failure for failure in error.failures if failure.index is not None]
            if self._ledger is not None:
                for failure in placed:
                    assert failure.index is not None
                    self._ledger.record_failure(miss_keys[failure.index], failure.attempts)
            raise ModelCallError.gathered(
                [
                    failure.at(waiting[miss_keys[failure.index]][0])
                    for failure in placed
                    if failure.index is not None
                ]
            ) from None
        finally:
            self._cache.commit()

    def close(self) -> None:
        self._model.close()
        if self._close_cache:
            self._cache.close()


class LedgeredChatModel(_WrappedModel):
    """A ChatModel (without a cache) that notes every result in ``ledger`` before yielding it."""

    def __init__(self, model: ChatModel, ledger: CallLedger) -> None:
        self._model = model
        self._ledger = ledger

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        keys = _sample_keys(self._model.identity, requests)
        try:
            for index, result in self._model.generate(requests):
                self._ledger.record(keys[index], result, again=True)
                yield index, result
        except ModelCallError as error:
            for failure in error.failures:
                if failure.index is not None:
                    self._ledger.record_failure(keys[failure.index], failure.attempts)
            raise

    def close(self) -> None:
        self._model.close()
