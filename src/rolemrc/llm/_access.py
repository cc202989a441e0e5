"""How a config reaches a model: one section every config that calls a model embeds."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer, model_validator

from rolemrc.core import redact_url
from rolemrc.llm._spec import ModelSpec

_PARSED_SPEC = "_parsed_spec"

DEFAULT_BATCH_SIZE = 8
"""Rows a local model's batch holds on a CPU when no batch size was set."""

Engine = Literal["auto", "transformers", "vllm", "sglang"]
"""What generates for an ``hf/`` model: ``auto`` (vLLM on a CUDA GPU where it is installed,
else transformers, and transformers too when vLLM fails to start), or the one named."""


def _is_auto(engine: str) -> bool:
    return engine == "auto"


class ModelAccess(BaseModel):
    """A model and how to reach it.

    ``model`` is a model spec (:class:`ModelSpec`). ``base_url``, ``api_key_env``,
    ``concurrency``, ``timeout_s`` and the retry settings apply to models reached over HTTP
    (``openai/``); ``batch_size``, ``device`` and ``engine`` to local ones: ``batch_size``
    None lets the model choose (8 on a CPU; on a GPU as many rows as its free memory holds;
    an engine's requests in flight, 256), and ``engine`` picks what generates for an ``hf/``
    model (see :data:`Engine`). ``api_key_env`` names the
    environment variable that holds the key (else the provider's usual one, e.g.
    ``OPENAI_API_KEY``): the key itself is never part of a config, a cache or an output. With
    ``cache``, answers come from the persistent LLM cache at ``cache_path`` (default: the
    user-level one) where they can. A bare string is read as ``ModelAccess(model=...)``.

    This is what :func:`rolemrc.llm.open_model` opens and what a provider's loader receives:
    the spec is parsed once, on first use of :attr:`spec`, and the settings are validated here
    (a ``timeout_s`` that is not a positive number of seconds is refused), nowhere else.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    model: str
    base_url: str | None = None
    api_key_env: str | None = None
    concurrency: int = Field(default=8, ge=1)
    timeout_s: float = Field(default=120.0, gt=0.0)
    max_attempts: int = Field(default=6, ge=1)
    backoff_base_s: float = Field(default=1.0, ge=0.0)
    backoff_max_s: float = Field(default=60.0, ge=0.0)
    batch_size: int | None = Field(default=None, ge=1)
    device: str | None = None
    engine: Engine = Field(default="auto", exclude_if=_is_auto)
    cache: bool = True
    cache_path: Path | None = None

    @model_validator(mode="before")
    @classmethod
    def _spec_alone(cls, data: Any) -> Any:
        return {"model": data} if isinstance(data, str) else data

    @field_serializer("base_url", when_used="json")
    def _base_url_recorded(self, base_url: str | None) -> str | None:
        """Credentials in the URL never reach a manifest, a config file or a report."""
        return redact_url(base_url) if base_url is not None else None

    @property
    def spec(self) -> ModelSpec:
        """The parsed model spec (a ConfigError names the accepted forms), parsed on first use
        and kept (a copy with another ``model`` parses its own)."""
        # Kept beside the fields, as functools.cached_property keeps its value: pydantic's
        # equality, hash and dumps read the fields alone.
        parsed = self.__dict__.get(_PARSED_SPEC)
        if not isinstance(parsed, tuple) or parsed[0] != self.model:
            parsed = (self.model, ModelSpec.parse(self.model))
            self.__dict__[_PARSED_SPEC] = parsed
        spec: ModelSpec = parsed[1]
        return spec

    @property
    def written_spec(self) -> str:
        """The spec as written (trimmed): what messages and the model's ``spec`` show."""
        return self.model.strip()

    def api_key(self) -> str | None:
        """The key from ``api_key_env``'s variable, or None (the provider's default applies)."""
        return os.environ.get(self.api_key_env) if self.api_key_env else None


class ModelRoles(BaseModel):
    """The models of a run that uses more than one, named by the role each plays: ``policy``
    answers the rows, ``judge`` gives verdicts on the answers, ``user`` plays the user of a
    multi-turn evaluation (a model user; the scripted user needs none). A role a run does not
    use is None. Each role's calls are recorded under its name (``calls/<role>.jsonl``, the
    manifest's ``speed.<role>``). A bare string is read as that role's
    ``ModelAccess(model=...)``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    policy: ModelAccess | None = None
    judge: ModelAccess | None = None
    user: ModelAccess | None = None
