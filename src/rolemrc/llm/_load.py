"""Model specs to ChatModels: one table from provider to loader."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rolemrc.core import ConfigError
from rolemrc.llm._cache import CachedChatModel, LLMCache
from rolemrc.llm._openai import BASE_URL_ENV, OpenAIChatModel, RetryPolicy, check_base_url
from rolemrc.llm._protocol import ChatModel
from rolemrc.llm._spec import ModelSpec, Provider, hf_source


@dataclass(frozen=True)
class _LoadOptions:
    base_url: str | None
    api_key: str | None
    max_concurrency: int
    timeout_s: float
    retry: RetryPolicy
    batch_size: int
    device: str | None


def _load_openai(spec: ModelSpec, shown: str, options: _LoadOptions) -> ChatModel:
    return OpenAIChatModel(
        spec.name,
        base_url=options.base_url,
        api_key=options.api_key,
        max_concurrency=options.max_concurrency,
        timeout_s=options.timeout_s,
        retry=options.retry,
    )


def _load_hf(spec: ModelSpec, shown: str, options: _LoadOptions) -> ChatModel:
    from rolemrc.llm._transformers import load_transformers_chat_model  # torch: import on use

    return load_transformers_chat_model(
        spec.name, spec=shown, batch_size=options.batch_size, device=options.device
    )


def _load_embedded(spec: ModelSpec, shown: str, options: _LoadOptions) -> ChatModel:
    from rolemrc.llm._embedded import load_embedded_chat_model

    return load_embedded_chat_model(batch_size=options.batch_size, device=options.device)


_LOADERS: dict[Provider, Callable[[ModelSpec, str, _LoadOptions], ChatModel]] = {
    "openai": _load_openai,
    "hf": _load_hf,
    "embedded": _load_embedded,
}


def load_chat_model(
    spec: str | ModelSpec,
    *,
    base_url: str | None = None,
    api_key: str | None = None,
    max_concurrency: int = 8,
    timeout_s: float = 120.0,
    max_attempts: int = 6,
    backoff_base_s: float = 1.0,
    backoff_max_s: float = 60.0,
    batch_size: int = 8,
    device: str | None = None,
    cache: LLMCache | None = None,
) -> ChatModel:
    """The model a spec names (:class:`ModelSpec`: ``openai/NAME``, ``hf/PATH_OR_HUB_ID``,
    ``embedded`` or a model directory).

    ``base_url``/``api_key`` (else ``OPENAI_BASE_URL``/``OPENAI_API_KEY``), concurrency, timeout
    and retry options apply to ``openai/``; ``batch_size`` and ``device`` to local models. With
    ``cache``, the model answers from it first and stores what it computes.
    """
    parsed = ModelSpec.parse(spec)
    shown = spec.strip() if isinstance(spec, str) else str(spec)
    if not parsed.is_api and (base_url is not None or api_key is not None):
        raise ConfigError(f"'{shown}': a base URL or API key applies only to openai/NAME specs")
    options = _LoadOptions(
        base_url=base_url,
        api_key=api_key,
        max_concurrency=max_concurrency,
        timeout_s=timeout_s,
        retry=RetryPolicy(
            max_attempts=max_attempts,
            backoff_base_s=backoff_base_s,
            backoff_max_s=backoff_max_s,
        ),
        batch_size=batch_size,
        device=device,
    )
    model = _LOADERS[parsed.provider](parsed, shown, options)
    return CachedChatModel(model, cache) if cache is not None else model


def check_model_settings(
    spec: str | ModelSpec,
    *,
    base_url: str | None = None,
    base_url_option: str = "base_url",
    timeout_s: float | None = None,
    timeout_option: str = "timeout_s",
) -> ModelSpec:
    """The parsed spec, once everything about the model that can be checked without opening it
    holds: the spec's grammar and, for ``openai/``, the base URL (``base_url``, else
    ``OPENAI_BASE_URL``) and a positive timeout. Errors name ``base_url_option`` or
    ``timeout_option`` (the flags a command reads them from), so a run refuses bad settings
    before it writes anything."""
    parsed = ModelSpec.parse(spec)
    if timeout_s is not None and not timeout_s > 0:  # also refuses NaN
        raise ConfigError(f"{timeout_option} must be a positive number of seconds, got {timeout_s}")
    if parsed.provider == "hf":
        hf_source(parsed.name, str(parsed))  # a path that names no directory is refused now
    if parsed.is_api:
        if base_url:
            check_base_url(base_url, base_url_option)
        elif os.environ.get(BASE_URL_ENV):
            check_base_url(os.environ[BASE_URL_ENV], BASE_URL_ENV)
    return parsed


def open_cache(*, enabled: bool = True, path: str | Path | None = None) -> LLMCache | None:
    """The persistent LLM cache at ``path`` (default: the user-level one), or None when off."""
    return LLMCache(path) if enabled else None


def open_model(
    spec: str | ModelSpec,
    *,
    base_url: str | None = None,
    api_key: str | None = None,
    cache: LLMCache | None = None,
    max_concurrency: int = 8,
    timeout_s: float = 120.0,
    max_attempts: int = 6,
    backoff_base_s: float = 1.0,
    batch_size: int = 8,
    device: str | None = None,
) -> ChatModel:
    """:func:`load_chat_model` for callers whose settings serve any kind of model: the connection
    settings (``base_url``, ``api_key``) apply to ``openai/`` specs and are left out for local
    ones instead of being refused. The model answers through ``cache`` when one is given."""
    is_api = ModelSpec.parse(spec).is_api
    return load_chat_model(
        spec,
        base_url=base_url if is_api else None,
        api_key=api_key if is_api else None,
        max_concurrency=max_concurrency,
        timeout_s=timeout_s,
        max_attempts=max_attempts,
        backoff_base_s=backoff_base_s,
        batch_size=batch_size,
        device=device,
        cache=cache,
    )
