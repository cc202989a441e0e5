"""The fake OpenAI-compatible server of the tests, run in a process of its own for benchmarks.

In the benchmark's own process the server's handler threads would share one interpreter lock
with the client under test; a real server runs elsewhere, so this one does too.
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from support.openai_server import FakeOpenAIServer

Responder = Callable[[dict[str, Any]], str]


def _serve(responder: Responder, latency_s: float, channel: Connection) -> None:
    with FakeOpenAIServer(responder, response_delay_s=latency_s) as server:
        channel.send(server.base_url)
        channel.recv()  # until told to stop
        channel.send((len(server.requests), server.max_in_flight))


@contextmanager
def served(responder: Responder, latency_s: float) -> Iterator[tuple[str, dict[str, int]]]:
    """``(base_url, counts)``; ``counts`` gets ``requests`` and ``max_in_flight`` on exit."""
    parent, child = multiprocessing.get_context("fork").Pipe()
    process = multiprocessing.get_context("fork").Process(
        target=_serve, args=(responder, latency_s, child), daemon=True
    )
    process.start()
    counts: dict[str, int] = {}
    try:
        yield parent.recv(), counts
    finally:
        parent.send("stop")
        requests, max_in_flight = parent.recv()
        counts.update(requests=requests, max_in_flight=max_in_flight)
        process.join(timeout=10)
