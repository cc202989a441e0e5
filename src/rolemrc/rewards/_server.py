"""``rolemrc serve rewards``: the rewards over HTTP, in the JSON OpenRLHF's remote reward model
sends (``--remote_rm_url http://HOST:PORT/get_reward``).

Request: ``{"query": [prompt + response, ...], "prompts": [prompt, ...], "labels": [label, ...]}``
(OpenRLHF's remote reward request; other fields are ignored). The response is what follows
the prompt in its query, trailing special tokens removed; the label is the row's ``label`` column
(:func:`rolemrc.core.row_label`: task, reference, conversation as JSON), or a plain reference.
Answer: ``{"rewards": [...], "scores": [...], "extra_logs": {reward: [...], "applies": [...]}}``
(:mod:`rolemrc.rewards._openrlhf`: ``rewards`` the sum of the named rewards that apply, 0.0
where none does; ``scores`` their mean).

The server binds 127.0.0.1 unless told otherwise, refuses bodies over ``max_body_bytes`` (413)
and scores at most ``max_concurrency`` requests at once (others wait up to ``queue_timeout_s``,
then get 503). Bad requests get a 4xx whose JSON names the field.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from rolemrc.core import InputError
from rolemrc.rewards._functions import RewardFunction, combined_scores
from rolemrc.rewards._openrlhf import openrlhf_answer, openrlhf_rows

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5000
DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024
REWARD_PATHS = ("/", "/get_reward")


class RequestError(Exception):
    """A request the server refuses: HTTP ``status``, a message and the field at fault."""

    def __init__(self, status: int, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.field = field

    def body(self) -> dict[str, Any]:
        return {"error": self.message, **({"field": self.field} if self.field else {})}


def _string_list(body: dict[str, Any], field: str, size: int | None) -> list[str]:
    values = body.get(field)
    if values is None:
        raise RequestError(400, f"missing field '{field}'", field)
    if not isinstance(values, list):
        raise RequestError(400, f"'{field}' must be a list", field)
    if size is not None and len(values) != size:
        raise RequestError(400, f"'{field}' has {len(values)} items, 'query' has {size}", field)
    return values


def score_request(body: Any, rewards: Sequence[RewardFunction]) -> dict[str, Any]:
    """The answer to one decoded request body (raises :class:`RequestError`)."""
    if not isinstance(body, dict):
        raise RequestError(400, "the request body must be a JSON object")
    queries = _string_list(body, "query", None)
    prompts = _string_list(body, "prompts", len(queries))
    labels = _string_list(body, "labels", len(queries))
    try:
        rows = openrlhf_rows(queries, prompts, labels)
    except InputError as error:
        raise RequestError(400, error.reason, error.field) from None
    try:
        return openrlhf_answer(combined_scores(rewards, rows))
    except InputError as error:
        raise RequestError(422, error.reason, error.field) from None


@dataclass(frozen=True)
class ServerLimits:
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    max_concurrency: int = 4
    queue_timeout_s: float = 300.0


class RewardServer:
    """The reward endpoint; ``start()`` serves in a thread, ``serve_forever()`` in this one."""

    def __init__(
        self,
        rewards: Sequence[RewardFunction],
        *,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        limits: ServerLimits | None = None,
    ) -> None:
        self.rewards = list(rewards)
        self.limits = limits or ServerLimits()
        self._slots = threading.BoundedSemaphore(self.limits.max_concurrency)
        self._httpd = ThreadingHTTPServer((host, port), self._handler_class())
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}/get_reward"

    def start(self) -> RewardServer:
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def serve_forever(self) -> None:
        self._httpd.serve_forever()

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join()
        for function in self.rewards:
            function.close()

    def __enter__(self) -> RewardServer:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    def _answer(self, raw: bytes) -> dict[str, Any]:
        try:
            body = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise RequestError(400, f"the request body is not JSON: {error}") from None
        if not self._slots.acquire(timeout=self.limits.queue_timeout_s):
            raise RequestError(503, "the server is busy; try again")
        try:
            return score_request(body, self.rewards)
        finally:
            self._slots.release()

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # A response goes out in one write (buffered, flushed once the request is
            # handled) with Nagle's algorithm off: written as headers then body, a kept-alive
            # connection's body waited for the client's delayed ACK, about 40 ms a request.
            wbufsize = -1
            disable_nagle_algorithm = True

            def log_message(self, format: str, *args: Any) -> None:
                return None

            def _send(self, status: int, body: dict[str, Any]) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                if status >= 400:
                    self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path.rstrip("/") in ("/health", ""):
                    self._send(200, {"status": "ok", "rewards": [f.name for f in server.rewards]})
                else:
                    self._send(404, {"error": f"no such path {self.path!r}; POST /get_reward"})

            def do_POST(self) -> None:
                try:
                    if self.path not in REWARD_PATHS:
                        raise RequestError(404, f"no such path {self.path!r}; POST /get_reward")
                    length_text = self.headers.get("Content-Length")
                    if length_text is None:
                        raise RequestError(411, "the request needs a Content-Length")
                    try:
                        length = int(length_text)
                    except ValueError:
                        raise RequestError(400, "Content-Length is not a number") from None
                    if length > server.limits.max_body_bytes:
                        raise RequestError(
                            413,
                            f"the body has {length} bytes, over the limit of "
                            f"{server.limits.max_body_bytes}",
                        )
                    self._send(200, server._answer(self.rfile.read(length)))
                except RequestError as error:
                    self._send(error.status, error.body())
                except Exception as error:  # a failed judge call is a 5xx, not a 0
                    self._send(500, {"error": f"scoring failed: {error}"})

        return Handler
