"""Any OpenAI-compatible chat server (OpenAI, vLLM, Ollama, llama.cpp server, SGLang) over httpx."""

from __future__ import annotations

import email.utils
import json
import logging
import os
import re
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

import httpx
from pydantic import BaseModel, Field, ValidationError

from rolemrc.core import ConfigError, Message
from rolemrc.llm._protocol import ChatRequest, ChatResult, GenerationParams, find_stop_string
from rolemrc.llm._request_model import AttemptFailed, CompleteRequest, RequestAPI

DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1"
BASE_URL_ENV = "OPENAI_BASE_URL"
API_KEY_ENV = "OPENAI_API_KEY"

_LOG = logging.getLogger(__name__)
_RETRYABLE_CLIENT_STATUSES = frozenset({408, 409, 429})
_BODY_EXCERPT_CHARS = 300
# Providers echo (partly masked) keys in auth errors; anything shaped like one is redacted.
_KEY_SHAPED = re.compile(r"\b(sk|pk|rk)-[A-Za-z0-9_*.\-]{6,}")

# Whether a server continues a final assistant message, by (base URL, model), found once per
# process by a probe: the message ends inside a word, and only a continuation goes on with the
# rest of that word (a new turn starts with a word of its own).
_CONTINUATION_PROBE = (
    Message(role="user", content="Write the sentence about the fox."),
    Message(role="assistant", content="The quick brown fox jumps over the la"),
)
_CONTINUATION_PROBE_TOKENS = 2
_continuation_honoured: dict[tuple[str, str], bool] = {}
_continuation_lock = threading.Lock()

# How a server takes a request's JSON schema, by base URL, in the order tried: OpenAI's form
# (OpenAI, vLLM, SGLang, Ollama), llama-cpp-python's (``json_object`` with a ``schema``), and
# none (the prompt asks for the JSON; the caller parses the answer). A server that refuses a
# form (an HTTP error naming it) gets the next one from then on, in this process.
_SCHEMA_FORMS = ("json_schema", "json_object", "prompt only")
_schema_form: dict[str, str] = {}
_schema_form_lock = threading.Lock()


class _ResponseMessage(BaseModel):
    content: str | None = None


class _Choice(BaseModel):
    message: _ResponseMessage | None = None
    finish_reason: str | None = None


class _Usage(BaseModel):
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


class _Completion(BaseModel):
    choices: list[_Choice] = Field(default_factory=list)
    usage: _Usage | None = None

    def missing_answer(self) -> str | None:
        """Why this well-formed body still holds no answer (no choice, no message, null
        content, or empty content that did not stop), or None when it holds one. Such a body is
        a broken response: retried, never cached.

        Empty content with ``finish_reason`` ``"stop"`` is the model's own answer (it chose to
        stop at once; a stop string matched at the start; a continued message was complete):
        kept, cached and scored like any other answer, never retried."""
        if not self.choices:
            return "no choices"
        choice = self.choices[0]
        if choice.message is None:
            return "a choice without a message"
        if choice.message.content:
            return None
        if choice.message.content == "" and choice.finish_reason == "stop":
            return None
        content = "null" if choice.message.content is None else "empty"
        if choice.finish_reason == "content_filter":
            return (
                f"the server filtered the answer ({content} content, finish_reason content_filter)"
            )
        return f"{content} content (finish_reason {choice.finish_reason})"

    def to_result(self) -> ChatResult:
        choice = self.choices[0]
        assert choice.message is not None and choice.message.content is not None  # missing_answer
        usage = self.usage or _Usage()
        return ChatResult(
            text=choice.message.content,
            finish_reason=choice.finish_reason,
            prompt_tokens=usage.prompt_tokens or 0,
            completion_tokens=usage.completion_tokens or 0,
        )


class _ClientPool:
    """HTTP clients of one connection each, every one lent to one request at a time.

    One client shared by many request threads is slow: httpx's connection pool scans all its
    connections under one lock on every request start and end, so past a few dozen requests in
    flight that lock bounds the rate. A client per request in flight never waits on another.
    Clients are made when more requests are in flight than ever before (at most the model's
    concurrency), kept while idle (with their connection, the most recent first) and closed
    with the model. The first is made at once, so that settings httpx refuses (a malformed
    proxy in the environment, say) fail when the model is opened, not at its first request."""

    def __init__(self, make: Callable[[], httpx.Client]) -> None:
        self._make = make
        first = make()
        self._idle: list[httpx.Client] = [first]
        self._made: list[httpx.Client] = [first]
        self._lock = threading.Lock()
        self._closed = False

    @contextmanager
    def lent(self) -> Iterator[httpx.Client]:
        with self._lock:
            if self._closed:
                raise RuntimeError("the model's HTTP clients are closed")
            client = self._idle.pop() if self._idle else None
        if client is None:
            client = self._make()
            with self._lock:
                self._made.append(client)
        try:
            yield client
        finally:
            with self._lock:
                self._idle.append(client)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            made, self._made, self._idle = self._made, [], []
        for client in made:
            client.close()


def _retry_after_s(headers: Mapping[str, str]) -> float | None:
    """The wait a server asks for: ``retry-after-ms``, or ``Retry-After`` in seconds or a date."""
    milliseconds = headers.get("retry-after-ms")
    if milliseconds is not None:
        try:
            return max(0.0, float(milliseconds) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        moment = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (moment - datetime.now(UTC)).total_seconds())


def check_base_url(url: str, option: str) -> str:
    """``url`` when it can reach a server (``http://`` or ``https://`` with a host), else a
    ConfigError naming ``option`` (the flag or variable it came from), before any request."""
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname
    except ValueError:
        parts, host = None, None
    if parts is None or parts.scheme not in ("http", "https") or not host:
        shown = _without_credentials_text(url)
        raise ConfigError(
            f"{option} '{shown}' is not an http:// or https:// URL with a host "
            "(e.g. http://localhost:8000/v1)"
        )
    return url.strip()


def _without_credentials_text(url: str) -> str:
    """``url`` with anything before an ``@`` in its authority masked; for error messages about
    URLs too malformed for :func:`_without_credentials`."""
    return re.sub(r"//[^/@]*@", "//***@", url)


def _without_credentials(url: str) -> str:
    """``url`` with any ``user:password@`` part removed, so it can be shown and cached."""
    parsed = httpx.URL(url)
    return str(parsed.copy_with(username=None, password=None)) if parsed.userinfo else url


def _response_format(form: str, schema: str) -> dict[str, Any] | None:
    """The ``response_format`` that asks for JSON following ``schema`` in ``form``."""
    if form == "json_schema":
        return {
            "type": "json_schema",
            "json_schema": {"name": "answer", "schema": json.loads(schema)},
        }
    if form == "json_object":
        return {"type": "json_object", "schema": json.loads(schema)}
    return None


def _refuses_schema_form(failure: AttemptFailed) -> bool:
    """Whether the server refused the request for its ``response_format``: an HTTP error whose
    body names it (400 or 422; llama-cpp-python 0.3 answers 500 with its validation error)."""
    return (
        failure.status is not None
        and failure.status >= 400
        and ("response_format" in failure.reason or "json_schema" in failure.reason)
    )


def _cut_at_stop(result: ChatResult, stop: Sequence[str]) -> ChatResult:
    """``result`` with its text cut before the first stop string it still holds, if any."""
    found = find_stop_string(result.text, stop)
    if found is None:
        return result
    return result.model_copy(update={"text": result.text[: found[0]], "finish_reason": "stop"})


class OpenAIChatAPI(RequestAPI):
    """A model behind ``POST {base_url}/chat/completions``, one attempt at a time (opened as a
    model, a :class:`~rolemrc.llm.RequestModel` runs its requests concurrently and retries them).

    The API key goes into the Authorization header and nowhere else: not into ``identity``,
    ``repr``, logs or error messages (server replies are redacted before they are shown).

    Stop strings go out as ``stop`` (only when there are some); an answer that still holds one
    (from a server that ignores ``stop``) is cut at it here. A request that ends with an
    assistant message asks the server to continue that message with vLLM's and SGLang's
    ``continue_final_message`` and ``add_generation_prompt`` parameters, after a one-time probe
    that the server honours them (servers that ignore them are refused: see :meth:`prepare`);
    OpenAI's own API does not continue messages. A request's JSON schema
    (``params.response_schema``) goes out as ``response_format`` in the form the server takes
    (see ``_SCHEMA_FORMS``). Requests without any of these are sent as they always were.
    """

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
    ) -> None:
        if not model:
            raise ConfigError("openai/<model>: the model name is empty")
        self._model = model
        if base_url:
            resolved_base = check_base_url(base_url, "base URL")
        elif os.environ.get(BASE_URL_ENV):
            resolved_base = check_base_url(os.environ[BASE_URL_ENV], BASE_URL_ENV)
        else:
            resolved_base = DEFAULT_OPENAI_BASE_URL
        self._base_url = resolved_base.rstrip("/")
        key = api_key if api_key is not None else os.environ.get(API_KEY_ENV)
        self._api_key = key or None
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        ssl_context = httpx.create_ssl_context()  # once: each client would read the CA file
        self._clients = _ClientPool(
            lambda: httpx.Client(
                headers=headers,
                timeout=None,  # each attempt is given its own (see attempt)
                verify=ssl_context,
                limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
            )
        )

    @property
    def spec(self) -> str:
        return f"openai/{self._model}"

    @property
    def identity(self) -> dict[str, Any]:
        return {
            "provider": "openai",
            "model": self._model,
            "base_url": _without_credentials(self._base_url),
        }

    def __repr__(self) -> str:
        return (
            f"OpenAIChatAPI(spec={self.spec!r}, base_url={_without_credentials(self._base_url)!r})"
        )

    def prepare(
        self, requests: Sequence[ChatRequest], complete: CompleteRequest
    ) -> ChatResult | None:
        """Refuse (a ConfigError, before any of ``requests`` is sent) a server that does not
        continue a final assistant message, when one of them asks it to: one that ignores
        ``continue_final_message`` (the llama.cpp server, Ollama) starts a new turn, and that
        turn glued onto the message would be malformed text. Probed once per server and model
        in a process; the probe's answer (with the requests and tokens it cost) when this call
        sent it, None when the server was known already or nothing continues a message."""
        if not any(request.continues_final_message for request in requests):
            return None
        key = (self._base_url, self._model)
        probed: ChatResult | None = None
        with _continuation_lock:
            honoured = _continuation_honoured.get(key)
            if honoured is None:
                probe = ChatRequest(
                    messages=_CONTINUATION_PROBE,
                    params=GenerationParams(max_new_tokens=_CONTINUATION_PROBE_TOKENS),
                )
                probed = complete(probe)
                answer = probed.text
                honoured = answer[:1].isalpha() and answer[:1].islower()
                _continuation_honoured[key] = honoured
                _LOG.info("%s continues a final message: %s (%r)", self.spec, honoured, answer)
        if not honoured:
            raise ConfigError(
                f"{self.spec} at {_without_credentials(self._base_url)} does not continue a "
                "final assistant message (it ignores continue_final_message and starts a new "
                "turn), so base prompting cannot be used with it: its answers would be new "
                "turns glued onto the prompt. Use a server that continues messages (vLLM, "
                "SGLang) or instruct prompting (prompting: instruct)."
            )
        return probed

    def close(self) -> None:
        self._clients.close()

    def attempt(
        self, request: ChatRequest, *, timeout_s: float, connect_timeout_s: float
    ) -> ChatResult:
        """One attempt at ``request``. A server that refuses the request's JSON schema in the
        form sent gets it in the next form at once (a request more, not an attempt more)."""
        body = self._request_body(request)
        schema = request.params.response_schema
        timeout = httpx.Timeout(timeout_s, connect=connect_timeout_s)
        sent = 0
        while True:
            form = None if schema is None else self._schema_form()
            if form is not None and schema is not None:
                response_format = _response_format(form, schema)
                body.pop("response_format", None)
                if response_format is not None:
                    body["response_format"] = response_format
            # only a request that carried a form can be refused for it (the last form sends
            # none, so an error that merely mentions one is an ordinary failure)
            sent_form = form if "response_format" in body else None
            sent += 1
            try:
                result = _cut_at_stop(self._post(body, timeout), request.params.stop)
                return result.model_copy(update={"attempts": sent})
            except AttemptFailed as failure:
                if sent_form is not None and _refuses_schema_form(failure):
                    self._drop_schema_form(sent_form, failure.reason)
                    continue
                failure.requests = sent
                raise

    def _schema_form(self) -> str:
        """The form this server takes JSON schemas in (see ``_SCHEMA_FORMS``)."""
        with _schema_form_lock:
            return _schema_form.get(self._base_url, _SCHEMA_FORMS[0])

    def _drop_schema_form(self, refused: str, reason: str) -> None:
        """Send this server's schemas in the form after ``refused`` from now on."""
        with _schema_form_lock:
            if _schema_form.get(self._base_url, _SCHEMA_FORMS[0]) == refused:
                following = _SCHEMA_FORMS[_SCHEMA_FORMS.index(refused) + 1]
                _schema_form[self._base_url] = following
                _LOG.info(
                    "%s refuses response_format %s (%s); JSON schemas go %s from now on",
                    self.spec,
                    refused,
                    reason,
                    "in the prompt only" if following == _SCHEMA_FORMS[-1] else f"as {following}",
                )

    def _request_body(self, request: ChatRequest) -> dict[str, Any]:
        params = request.params
        body: dict[str, Any] = {
            "model": self._model,
            "messages": [message.to_openai() for message in request.messages],
            "temperature": params.temperature,
            "max_tokens": params.max_new_tokens,
            "n": 1,
        }
        if params.seed is not None:
            body["seed"] = params.seed
        if params.stop:
            body["stop"] = list(params.stop)
        if request.continues_final_message:
            body["continue_final_message"] = True
            body["add_generation_prompt"] = False
        return body

    def _post(self, body: dict[str, Any], timeout: httpx.Timeout) -> ChatResult:
        try:
            with self._clients.lent() as client:
                response = client.post(
                    f"{self._base_url}/chat/completions", json=body, timeout=timeout
                )
        except httpx.TimeoutException as error:
            raise AttemptFailed(type(error).__name__, retryable=True, timed_out=True) from None
        except httpx.TransportError as error:
            raise AttemptFailed(
                f"connection error ({type(error).__name__}: {self._redact(str(error))})",
                retryable=True,
            ) from None
        status = response.status_code
        excerpt = self._redact(response.text[:_BODY_EXCERPT_CHARS])
        if status >= 400:
            retryable = status >= 500 or status in _RETRYABLE_CLIENT_STATUSES
            raise AttemptFailed(
                f"HTTP {status}: {excerpt}" + ("" if retryable else " (not retried)"),
                retryable=retryable,
                status=status,
                retry_after_s=_retry_after_s(response.headers),
            )
        try:
            completion = _Completion.model_validate_json(response.content)
        except ValidationError:
            raise AttemptFailed(
                f"HTTP {status} with an unparseable body: {excerpt!r}",
                retryable=True,
                status=status,
            ) from None
        missing = completion.missing_answer()
        if missing is not None:
            raise AttemptFailed(
                f"HTTP {status} with no answer: {missing}", retryable=True, status=status
            )
        return completion.to_result()

    def _redact(self, text: str) -> str:
        if self._api_key:
            text = text.replace(self._api_key, "***")
        return _KEY_SHAPED.sub(r"\1-***", text)
