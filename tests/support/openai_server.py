"""A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: scripted answers and failures.

``POST /v1/chat/completions`` answers with ``responder(request_json)`` (default: ``"echo: "`` plus
the last user message) in a proper OpenAI body, usage included (tokens = whitespace words);
``stop`` cuts it before the first stop string, as vLLM does (unless the server is told to
ignore stop strings); ``max_tokens`` cuts the answer to that many words with
``finish_reason="length"``. A responder that returns None produces ``content: null`` with
``finish_reason="content_filter"``.
``GET /v1/models`` lists one model (``served_model``), ``GET /health`` answers 200 (503 while
``healthy`` is False) and ``GET /version`` a version, as vLLM's server does. ``fail_next``
scripts failures for the next requests, ``fail_when`` for every request a predicate picks: HTTP
errors, a hang, a dropped connection, or a 200 answer without a usable answer (null or empty
content, no message, no choices, another schema, JSON cut in half; ``empty_content`` is empty
content without a finish reason: a broken body, where a responder's ``""`` is an empty answer
that stopped, the model's own).
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Literal, get_args

Responder = Callable[[dict[str, Any]], str | None]
FailureMode = Literal[
    400,
    401,
    404,
    429,
    500,
    "garbage",
    "timeout",
    "disconnect",
    "null_content",
    "empty_content",
    "no_message",
    "no_choices",
    "wrong_schema",
    "truncated_json",
]
FAILURE_MODES: tuple[FailureMode, ...] = get_args(FailureMode)
# Answers with status 200 that hold no usable answer: what each failure mode sends instead of
# the completion (``truncated_json`` cuts the real body in half).
_BROKEN_ANSWERS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "null_content": lambda good: _with_choice(good, message={"role": "assistant", "content": None}),
    "empty_content": lambda good: _with_choice(
        good, message={"role": "assistant", "content": ""}, finish_reason=None
    ),
    "no_message": lambda good: _with_choice(good, message=None),
    "no_choices": lambda good: {**good, "choices": []},
    "wrong_schema": lambda good: {"result": {"text": good["choices"][0]["message"]["content"]}},
}
SERVED_MODEL = "fake-model"
FAKE_SERVER_VERSION = "0.0.fake"


def echo_last_user_message(request: dict[str, Any]) -> str:
    user_turns = [
        message["content"] for message in request["messages"] if message["role"] == "user"
    ]
    return f"echo: {user_turns[-1] if user_turns else ''}"


def _check_mode(mode: FailureMode) -> None:
    if mode not in FAILURE_MODES:
        raise ValueError(f"unknown failure mode {mode!r}; use one of {FAILURE_MODES}")


def _with_choice(
    completion: dict[str, Any],
    *,
    message: dict[str, Any] | None,
    finish_reason: str | None = "stop",
) -> dict[str, Any]:
    choice: dict[str, Any] = {"index": 0, "finish_reason": finish_reason}
    if message is not None:
        choice["message"] = message
    return {**completion, "choices": [choice]}


def count_words(text: str) -> int:
    return len(text.split())


class _Server(ThreadingHTTPServer):
    # socketserver's default backlog (5) drops connection attempts when many clients connect at
    # once, and each drop costs the client a one-second SYN retry: a real server listens deeper.
    request_queue_size = 1024
    daemon_threads = True


class FakeOpenAIServer:
    """``requests`` holds every chat-completions body received, failed ones included, in arrival
    order; ``headers`` the matching request headers. ``max_in_flight`` is the most requests ever
    being answered at once; ``response_delay_s`` makes each answer take that long, so concurrency
    shows. A ``"timeout"`` failure holds the request ``timeout_sleep_s`` seconds, then drops it;
    ``"disconnect"`` drops it at once. ``retry_after_s`` (when set) is sent with 429 answers.
    ``honour_stop=False`` makes a server that ignores stop strings; ``slots`` one that
    answers that many requests at once and queues the others (``response_delay_s`` each).
    ``response_formats`` (when set) are the ``response_format`` types the server takes; a request
    with another is refused with ``refusal_status``, naming it, as llama-cpp-python's server
    refuses ``json_schema`` (with a 500).
    """

    def __init__(
        self,
        responder: Responder | None = None,
        *,
        response_delay_s: float = 0.0,
        timeout_sleep_s: float = 2.0,
        retry_after_s: float | None = None,
        honour_stop: bool = True,
        slots: int | None = None,
        response_formats: tuple[str, ...] | None = None,
        refusal_status: int = 422,
        port: int = 0,
        served_model: str = SERVED_MODEL,
        healthy: bool = True,
    ) -> None:
        self.responder = responder or echo_last_user_message
        # like llama.cpp's server: ``slots`` requests are answered at once, the rest queue
        self._slots = threading.Semaphore(slots) if slots is not None else None
        self.honour_stop = honour_stop
        self.response_formats = response_formats
        self.refusal_status = refusal_status
        self.response_delay_s = response_delay_s
        self.timeout_sleep_s = timeout_sleep_s
        self.retry_after_s = retry_after_s
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.max_in_flight = 0
        self._in_flight = 0
        self._failures: deque[FailureMode] = deque()
        self._failure_rules: list[tuple[Callable[[dict[str, Any]], bool], FailureMode]] = []
        self._once_rules: list[tuple[Callable[[dict[str, Any]], bool], FailureMode]] = []
        self._failed_once: set[str] = set()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self.served_model = served_model
        self.healthy = healthy
        self._httpd = _Server(("127.0.0.1", port), self._handler_class())
        self._thread: threading.Thread | None = None
        self.base_url = f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def fail_next(self, count: int, mode: FailureMode) -> None:
        """The next ``count`` requests fail that way."""
        _check_mode(mode)
        with self._lock:
            self._failures.extend([mode] * count)

    def fail_when(self, predicate: Callable[[dict[str, Any]], bool], mode: FailureMode) -> None:
        """Every request whose body ``predicate`` accepts fails that way (after ``fail_next``)."""
        _check_mode(mode)
        with self._lock:
            self._failure_rules.append((predicate, mode))

    def fail_once_when(
        self, predicate: Callable[[dict[str, Any]], bool], mode: FailureMode
    ) -> None:
        """The first request with each distinct body that ``predicate`` accepts fails that way;
        the same body sent again is answered (a transient fault, decided by the content)."""
        _check_mode(mode)
        with self._lock:
            self._once_rules.append((predicate, mode))

    def start(self) -> FakeOpenAIServer:
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.02},  # so that stop() returns promptly
            name="fake-openai-server",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join()
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def _receive(self, body: dict[str, Any], headers: dict[str, str]) -> FailureMode | None:
        """Record a request; the failure scripted for it, if any."""
        with self._lock:
            self.requests.append(body)
            self.headers.append(headers)
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
            if self._failures:
                return self._failures.popleft()
            for accepts, mode in self._once_rules:
                key = json.dumps(body, sort_keys=True)
                if key not in self._failed_once and accepts(body):
                    self._failed_once.add(key)
                    return mode
            return next((mode for accepts, mode in self._failure_rules if accepts(body)), None)

    def _finish(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _completion(self, body: dict[str, Any]) -> dict[str, Any]:
        text = self.responder(body)
        finish_reason = "stop" if text is not None else "content_filter"
        if text is not None and self.honour_stop:
            cuts = [text.find(stop) for stop in body.get("stop", [])]
            text = text[: min((cut for cut in cuts if cut >= 0), default=len(text))]
        max_tokens = body.get("max_tokens")
        if text is not None and max_tokens is not None and count_words(text) > max_tokens:
            text = " ".join(text.split()[:max_tokens])
            finish_reason = "length"
        prompt_tokens = sum(count_words(message["content"]) for message in body["messages"])
        completion_tokens = count_words(text or "")
        return {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", SERVED_MODEL),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": finish_reason,
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }

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
                """Silent: tests read ``server.requests`` instead."""

            def _send(
                self,
                status: int,
                payload: Any,
                *,
                content_type: str = "application/json",
                extra_headers: dict[str, str] | None = None,
            ) -> None:
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                for name, value in (extra_headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def _send_error(self, status: int, message: str, **kwargs: Any) -> None:
                self._send(status, {"error": {"message": message, "code": status}}, **kwargs)

            def do_GET(self) -> None:
                route = self.path.rstrip("/")
                if route == "/v1/models":
                    model = {"id": server.served_model, "object": "model"}
                    self._send(200, {"object": "list", "data": [model]})
                elif route == "/health":
                    self._send(200 if server.healthy else 503, b"", content_type="text/plain")
                elif route == "/version":
                    self._send(200, {"version": FAKE_SERVER_VERSION})
                else:
                    self._send_error(404, f"no route {self.path}")

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                raw = self.rfile.read(length)
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send_error(404, f"no route {self.path}")
                    return
                try:
                    body = json.loads(raw)
                except ValueError:
                    self._send_error(400, "the body is not JSON")
                    return
                failure = server._receive(body, dict(self.headers.items()))
                form = (body.get("response_format") or {}).get("type")
                try:
                    accepted = server.response_formats
                    if form is not None and accepted is not None and form not in accepted:
                        self._send_error(
                            server.refusal_status,
                            f"response_format.type: {form!r} is not one of {accepted}",
                        )
                        return
                    self._answer(body, failure)
                finally:
                    server._finish()

            def _answer(self, body: dict[str, Any], failure: FailureMode | None) -> None:
                if failure in ("timeout", "disconnect"):
                    if failure == "timeout":
                        server._stopping.wait(server.timeout_sleep_s)
                    self.close_connection = True
                    return
                if server.response_delay_s:
                    if server._slots is not None:
                        with server._slots:
                            server._stopping.wait(server.response_delay_s)
                    else:
                        server._stopping.wait(server.response_delay_s)
                if failure == "garbage":
                    self._send(200, b"<html>upstream hiccup</html>", content_type="text/html")
                elif failure == "truncated_json":
                    whole = json.dumps(server._completion(body)).encode()
                    self._send(200, whole[: len(whole) // 2])
                elif isinstance(failure, str) and failure in _BROKEN_ANSWERS:
                    self._send(200, _BROKEN_ANSWERS[failure](server._completion(body)))
                elif failure == 401:
                    # Like real providers, echo the credential back: clients must not repeat it.
                    credential = self.headers.get("Authorization", "").removeprefix("Bearer ")
                    self._send_error(401, f"Incorrect API key provided: {credential}")
                elif failure == 429:
                    retry_after = server.retry_after_s
                    headers = {"Retry-After": f"{retry_after:g}"} if retry_after is not None else {}
                    self._send_error(429, "rate limited (scripted)", extra_headers=headers)
                elif isinstance(failure, int):
                    self._send_error(failure, f"scripted failure {failure}")
                else:
                    self._send(200, server._completion(body))

        return Handler
