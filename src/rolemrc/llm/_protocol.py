"""The one interface every model backend speaks."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import Message


class GenerationParams(BaseModel):
    """Sampling parameters. ``temperature == 0`` means greedy decoding."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    temperature: float = Field(default=0.0, ge=0.0)
    max_new_tokens: int = Field(default=256, ge=1)
    seed: int | None = None


class ChatRequest(BaseModel):
    """One chat call.

    ``occurrence`` numbers identical sampled requests of one run (0 = the first): at
    temperature > 0 each occurrence is an independent sample with its own cache entry, so a
    caller that sends a prompt twice (or resumes after the first of two) gets two samples, and a
    rerun gets the same two back from the cache. Backends ignore it; greedy requests ignore it.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    messages: tuple[Message, ...]
    params: GenerationParams = GenerationParams()
    occurrence: int = Field(default=0, ge=0)

    def cache_payload(self, model_identity: dict[str, Any]) -> dict[str, Any]:
        """What identifies this call's answer: the model, the messages and the params."""
        return {
            "model": model_identity,
            "messages": [message.to_openai() for message in self.messages],
            "params": self.params.model_dump(),
        }


class ChatResult(BaseModel):
    text: str
    finish_reason: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached: bool = False


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
