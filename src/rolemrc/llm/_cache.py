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

from rolemrc.core import ConfigError, default_llm_cache_path, fingerprint
from rolemrc.llm._protocol import ChatModel, ChatRequest, ChatResult


def cache_key(model_identity: dict[str, Any], request: ChatRequest) -> str:
    return fingerprint(request.cache_payload(model_identity))


_BUSY_TIMEOUT_S = 30.0


class LLMCache:
    """Chat results by cache key, in SQLite (WAL mode, so several processes can share the file).

    One connection serves all threads, serialised by a lock.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_llm_cache_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        try:
            self._connection = sqlite3.connect(
                self.path, timeout=_BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
            )
            self._set_up()
        except sqlite3.DatabaseError as error:
            raise ConfigError(f"{self.path}: not a usable LLM cache ({error})") from error

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
            row = self._connection.execute(
                "SELECT result FROM chat_results WHERE key = ?", (key,)
            ).fetchone()
        if row is None:
            return None
        try:
            result = ChatResult.model_validate_json(row[0])
        except ValidationError:  # written by an incompatible version: answer afresh
            return None
        return result.model_copy(update={"cached": True})

    def put(self, key: str, result: ChatResult) -> None:
        stored = result.model_copy(update={"cached": False}).model_dump_json()
        with self._lock:
            self._connection.execute(
                "INSERT OR REPLACE INTO chat_results (key, result) VALUES (?, ?)", (key, stored)
            )

    def __len__(self) -> int:
        with self._lock:
            (count,) = self._connection.execute("SELECT COUNT(*) FROM chat_results").fetchone()
        return int(count)

    def close(self) -> None:
        with self._lock:
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


class CachedChatModel:
    """A ChatModel that answers from ``cache`` where it can and sends only the misses on.

    Hits are yielded first, at once, with ``cached=True``. Identical requests within one call are
    sent once; the repeats are yielded as cached. Each fresh result is stored before it is yielded.
    Closing it closes the inner model, not the cache.
    """

    def __init__(self, model: ChatModel, cache: LLMCache) -> None:
        self._model = model
        self._cache = cache

    @property
    def spec(self) -> str:
        return self._model.spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._model.identity

    def __repr__(self) -> str:
        return f"CachedChatModel({self._model!r}, cache={str(self._cache.path)!r})"

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        identity = self._model.identity
        waiting: dict[str, list[int]] = {}  # cache key -> indices of the requests that ask it
        for index, request in enumerate(requests):
            key = cache_key(identity, request)
            if key in waiting:
                waiting[key].append(index)
            elif (hit := self._cache.get(key)) is not None:
                yield index, hit
            else:
                waiting[key] = [index]
        if not waiting:
            return
        miss_keys = list(waiting)
        miss_requests = [requests[waiting[key][0]] for key in miss_keys]
        for position, result in self._model.generate(miss_requests):
            key = miss_keys[position]
            self._cache.put(key, result)
            first, *repeats = waiting[key]
            yield first, result
            for index in repeats:
                yield index, result.model_copy(update={"cached": True})

    def close(self) -> None:
        self._model.close()
