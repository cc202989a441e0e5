"""The one interface every model backend speaks."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Annotated, Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import Message

MAX_STOP_STRINGS = 4
StopString = Annotated[str, Field(min_length=1)]


def _no_stop_strings(stop: tuple[str, ...]) -> bool:
    return not stop


def _no_schema(schema: str | None) -> bool:
    return schema is None


class GenerationParams(BaseModel):
    """Sampling parameters. ``temperature == 0`` means greedy decoding.

    ``stop`` (at most four non-empty strings) ends an answer at the first occurrence of any of
    them; the answer excludes the stop string and what follows, and its finish reason is
    ``"stop"``. Without stop strings the params dump as they did before the field existed, so
    cache keys and run identities built from them do not change.

    ``response_schema`` (a JSON schema, as JSON text) asks for an answer that is JSON following
    it. A backend that can constrain its output sends it on (an OpenAI-compatible server, in
    whichever form it accepts); the others ignore it, so callers parse and check every answer
    all the same. Without a schema the params dump as before too.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    temperature: float = Field(default=0.0, ge=0.0)
    max_new_tokens: int = Field(default=256, ge=1)
    seed: int | None = None
    stop: tuple[StopString, ...] = Field(
        default=(), max_length=MAX_STOP_STRINGS, exclude_if=_no_stop_strings
    )
    response_schema: str | None = Field(default=None, exclude_if=_no_schema)

    def batch_key(self) -> GenerationParams:
        """What requests must share to be generated in one batch of a local model: every
        param but the seed (each row draws from a generator seeded from its own request)."""
        return self.model_copy(update={"seed": None})


def find_stop_string(text: str, stop: Sequence[str]) -> tuple[int, int] | None:
    """Where the first stop string in ``text`` starts and ends (of stop strings starting at the
    same place, the shortest), or None when ``text`` holds none."""
    found = [(start, start + len(string)) for string in stop if (start := text.find(string)) >= 0]
    return min(found) if found else None


class ChatRequest(BaseModel):
    """One chat call.

    ``occurrence`` numbers identical sampled requests of one run (0 = the first): at
    temperature > 0 each occurrence is an independent sample with its own cache entry, so a
    caller that sends a prompt twice (or resumes after the first of two) gets two samples, and a
    rerun gets the same two back from the cache. Local transformers models seed each sample from
    it (with the request's seed and prompt); other backends and greedy requests ignore it.

    When the last message is the assistant's, the model continues that message (a prefill)
    instead of starting a new turn, and the result holds only the continuation.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    messages: tuple[Message, ...]
    params: GenerationParams = GenerationParams()
    occurrence: int = Field(default=0, ge=0)

    @property
    def continues_final_message(self) -> bool:
        """Whether the model continues the last message (an assistant's) rather than answering."""
        return bool(self.messages) and self.messages[-1].role == "assistant"

    def cache_payload(self, model_identity: dict[str, Any]) -> dict[str, Any]:
        """What identifies this call's answer: the model, the messages and the params (``stop``
        only when there are stop strings, so requests without them keep their keys). How the
        model runs (its identity's ``runtime``: threads, parallel slots) is no part of it."""
        return {
            "model": {key: value for key, value in model_identity.items() if key != "runtime"},
            "messages": [message.to_openai() for message in self.messages],
            "params": self.params.model_dump(),
        }


def number_samples(requests: Sequence[ChatRequest]) -> list[ChatRequest]:
    """``requests`` with identical sampled requests told apart by their ``occurrence``.

    A sampled request (temperature > 0) keeps its own ``occurrence``, or takes the next one free
    when an identical request earlier in ``requests`` took it, so two identical sampled requests
    in one call are two samples; the numbering depends only on the order of ``requests``.
    Greedy requests come back as they are.
    """
    numbered = []
    taken: dict[ChatRequest, set[int]] = {}
    for request in requests:
        if request.params.temperature <= 0:
            numbered.append(request)
            continue
        used = taken.setdefault(request.model_copy(update={"occurrence": 0}), set())
        occurrence = request.occurrence
        while occurrence in used:
            occurrence += 1
        used.add(occurrence)
        numbered.append(
            request
            if occurrence == request.occurrence
            else request.model_copy(update={"occurrence": occurrence})
        )
    return numbered


class ChatResult(BaseModel):
    """One answer. ``attempts``: how many requests were sent to get it (retries included; a
    cached answer cost none this time, but keeps the 1 it is stored with)."""

    text: str
    finish_reason: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached: bool = False
    attempts: int = Field(default=1, ge=1)


@runtime_checkable
class ChatModel(Protocol):
    """A chat model. ``spec`` is the user-facing name (``openai/gpt-4o``, ``embedded``).

    ``identity`` is what the cache keys on (provider, model, endpoint: never a secret).
    ``generate`` yields ``(index, result)`` pairs as results complete, in any order, so callers
    can persist each row as soon as it is done.
    """

    @property
    def spec(self) -> str: ...

    @property
    def identity(self) -> dict[str, Any]: ...

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]: ...

    def close(self) -> None: ...
