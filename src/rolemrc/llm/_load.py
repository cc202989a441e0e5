"""``provider/model`` specs to ChatModels: one table from provider name to loader."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rolemrc.core import ConfigError
from rolemrc.llm._cache import CachedChatModel, LLMCache
from rolemrc.llm._embedded import EMBEDDED_SPEC
from rolemrc.llm._openai import OpenAIChatModel, RetryPolicy
from rolemrc.llm._protocol import ChatModel


@dataclass(frozen=True)
class _LoadOptions:
    base_url: str | None
    api_key: str | None
    max_concurrency: int
    timeout_s: float
    retry: RetryPolicy
    batch_size: int
    device: str | None


def _load_openai(model_name: str, options: _LoadOptions) -> ChatModel:
    return OpenAIChatModel(
        model_name,
        base_url=options.base_url,
        api_key=options.api_key,
        max_concurrency=options.max_concurrency,
        timeout_s=options.timeout_s,
        retry=options.retry,
    )


def _load_hf(model_path: str, options: _LoadOptions) -> ChatModel:
    from rolemrc.llm._transformers import load_transformers_chat_model  # torch: import on use

    return load_transformers_chat_model(
        model_path, batch_size=options.batch_size, device=options.device
    )


def _load_embedded(model_name: str, options: _LoadOptions) -> ChatModel:
    from rolemrc.llm._embedded import load_embedded_chat_model

    if model_name:
        raise ConfigError(f"'{EMBEDDED_SPEC}' takes no model name, got '{model_name}'")
    return load_embedded_chat_model(batch_size=options.batch_size, device=options.device)


_LOADERS: dict[str, Callable[[str, _LoadOptions], ChatModel]] = {
    "openai": _load_openai,
    "hf": _load_hf,
    EMBEDDED_SPEC: _load_embedded,
}
PROVIDERS: tuple[str, ...] = tuple(_LOADERS)
# Providers that take a model name after the slash; the others are a bare word.
_NAMED_PROVIDERS = frozenset({"openai", "hf"})


def parse_model_spec(spec: str) -> tuple[str, str]:
    """``"openai/gpt-4o"`` -> ``("openai", "gpt-4o")``; ``"embedded"`` -> ``("embedded", "")``."""
    provider, _, model_name = spec.strip().partition("/")
    if provider not in _LOADERS:
        raise ConfigError(
            f"unknown model provider '{provider}' in '{spec}'; use one of: "
            "openai/<model>, hf/<path>, embedded"
        )
    if provider in _NAMED_PROVIDERS and not model_name:
        raise ConfigError(f"'{spec}' names no model: write {provider}/<model>")
    return provider, model_name


def load_chat_model(
    spec: str,
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
    """The model a spec names: ``openai/<model>``, ``hf/<path>`` or ``embedded``.

    ``base_url``/``api_key`` (else ``OPENAI_BASE_URL``/``OPENAI_API_KEY``), concurrency, timeout
    and retry options apply to ``openai/``; ``batch_size`` and ``device`` to local models. With
    ``cache``, the model answers from it first and stores what it computes.
    """
    provider, model_name = parse_model_spec(spec)
    if provider != "openai" and (base_url is not None or api_key is not None):
        raise ConfigError(f"'{spec}': a base URL or API key applies only to openai/<model> specs")
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
    model = _LOADERS[provider](model_name, options)
    return CachedChatModel(model, cache) if cache is not None else model


def open_cache(*, enabled: bool = True, path: str | Path | None = None) -> LLMCache | None:
    """The persistent LLM cache at ``path`` (default: the user-level one), or None when off."""
    return LLMCache(path) if enabled else None


def open_model(
    spec: str,
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
    is_api = parse_model_spec(spec)[0] == "openai"
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
