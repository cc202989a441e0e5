"""The calls one run sent to one model, kept in the run directory so its cost survives kills.

A run's token usage used to be counted in memory and written to the manifest now and then, so a
killed attempt's calls were lost, and on the next attempt their answers, found in the LLM cache,
counted as free cache hits. A :class:`CallLedger` appends one line per call the moment its
answer arrives, before the answer is cached (cache key and tokens), so whatever point a process
is killed at, the calls whose answers the run will use are in its ledger. The run's usage is
then a function of the ledger and of how many answers the run used:
:meth:`CallLedger.usage`. At the end of a run :meth:`CallLedger.finish` rewrites the file sorted
by key, so its bytes do not depend on completion order or interruptions either.

A call whose answer arrived but was killed before it was cached is sent again and counted once.
Without a cache every request is sent, so a resumed run counts the calls of every attempt.
"""

from __future__ import annotations

import threading
from pathlib import Path

from pydantic import BaseModel

from rolemrc.core import JsonlAppender, TokenUsage, read_finished_records, write_jsonl
from rolemrc.llm._protocol import ChatResult


class _LedgerEntry(BaseModel):
    """A call: its cache key (``#N`` for the N-th of the same key, ``!failed`` for a request
    that failed for good), tokens, and the HTTP requests it took (retries included)."""

    key: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    requests: int = 1
    answered: bool = True


class CallLedger:
    """The calls sent for one model of one run (``path``: a JSONL file in the run directory)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._entries = read_finished_records(self.path, _LedgerEntry, key=lambda entry: entry.key)
        self._unclaimed = set(self._entries)  # calls of earlier attempts not yet met again
        self._appender: JsonlAppender | None = None

    def record(self, key: str, result: ChatResult, *, again: bool = False) -> None:
        """Note that the call with cache key ``key`` was sent and answered with ``result``. A key
        already noted is noted once (a cached answer is asked for once), or, with ``again`` (no
        cache: every request is sent), once more as ``key#2``, ``key#3``..."""
        with self._lock:
            if key in self._entries:
                if not again:
                    return
                key = self._next_free(key)
            self._append(
                _LedgerEntry(
                    key=key,
                    prompt_tokens=result.prompt_tokens,
                    completion_tokens=result.completion_tokens,
                    requests=result.attempts,
                )
            )

    def record_failure(self, key: str, requests: int) -> None:
        """Note that the call with cache key ``key`` failed for good after ``requests`` requests
        (each one sent counts, as the server saw it)."""
        with self._lock:
            self._append(
                _LedgerEntry(
                    key=self._next_free(f"{key}!failed"), requests=requests, answered=False
                )
            )

    def _next_free(self, key: str) -> str:
        """``key``, or ``key#2``, ``key#3``... whichever is not noted yet."""
        if key not in self._entries:
            return key
        number = 2
        while f"{key}#{number}" in self._entries:
            number += 1
        return f"{key}#{number}"

    def _append(self, entry: _LedgerEntry) -> None:
        if self._appender is None:
            self._appender = JsonlAppender(self.path)
        self._appender.write(entry)
        self._entries[entry.key] = entry

    def claim(self, key: str) -> bool:
        """True the first time this attempt meets, as a cache hit, the answer to a call an
        earlier attempt of the run sent: that hit is the call the run paid for (later hits of
        the same key are hits, as they would have been without the interruption)."""
        with self._lock:
            if key in self._unclaimed:
                self._unclaimed.discard(key)
                return True
            return False

    def __contains__(self, key: object) -> bool:
        with self._lock:
            return key in self._entries

    def usage(self, answers: int) -> TokenUsage:
        """What the run spent on this model: every request it sent (``calls``: retries and
        requests that failed for good included; tokens summed), and the rest of the
        ``answers`` it used as cache hits."""
        with self._lock:
            entries = list(self._entries.values())
        answered = sum(1 for entry in entries if entry.answered)
        return TokenUsage(
            prompt_tokens=sum(entry.prompt_tokens for entry in entries),
            completion_tokens=sum(entry.completion_tokens for entry in entries),
            calls=sum(entry.requests for entry in entries),
            cached_calls=max(0, answers - answered),
        )

    def forget(self) -> None:
        """Drop every entry (the answers they paid for are no longer part of the run)."""
        with self._lock:
            self._close()
            self._entries = {}
            self._unclaimed = set()
            self.path.unlink(missing_ok=True)

    def finish(self) -> None:
        """Rewrite the file sorted by key (its bytes then depend on the calls alone)."""
        with self._lock:
            self._close()
            if self._entries or self.path.exists():
                write_jsonl(self.path, [self._entries[key] for key in sorted(self._entries)])

    def _close(self) -> None:
        if self._appender is not None:
            self._appender.close()
            self._appender = None
