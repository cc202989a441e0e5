"""Model specs to ChatModels: the built-in providers' loaders, registered by name, and
:func:`open_model`, the one way a config's :class:`ModelAccess` becomes a model."""

from __future__ import annotations

import os
from pathlib import Path

from rolemrc.core import ConfigError, setting
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._cache import CachedChatModel, LedgeredChatModel, LLMCache
from rolemrc.llm._ledger import CallLedger
from rolemrc.llm._openai import BASE_URL_ENV, OpenAIChatModel, RetryPolicy, check_base_url
from rolemrc.llm._protocol import ChatModel
from rolemrc.llm._providers import LoadOptions, find_provider, register_provider
from rolemrc.llm._spec import ModelSpec, hf_source, model_spec_error


@register_provider("openai", form="openai/NAME", is_api=True)
def _load_openai(spec: ModelSpec, shown: str, options: LoadOptions) -> ChatModel:
    return OpenAIChatModel(
        spec.name,
        base_url=options.base_url,
        api_key=options.api_key,
        max_concurrency=options.max_concurrency,
        timeout_s=options.timeout_s,
        retry=options.retry,
    )


@register_provider("hf", form="hf/PATH_OR_HUB_ID")
def _load_hf(spec: ModelSpec, shown: str, options: LoadOptions) -> ChatModel:
    from rolemrc.llm._transformers import load_transformers_chat_model  # torch: import on use

    return load_transformers_chat_model(
        spec.name, spec=shown, batch_size=options.batch_size, device=options.device
    )


@register_provider("embedded", form="embedded", takes_name=False)
def _load_embedded(spec: ModelSpec, shown: str, options: LoadOptions) -> ChatModel:
    from rolemrc.llm._embedded import load_embedded_chat_model

    return load_embedded_chat_model(batch_size=options.batch_size, device=options.device)


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
    ``embedded``, ``mock/SCRIPT``, a registered provider's form, or a model directory).

    ``base_url``/``api_key`` (else ``OPENAI_BASE_URL``/``OPENAI_API_KEY``), concurrency, timeout
    and retry options apply to API models; ``batch_size`` and ``device`` to local models; a base
    URL or key given for a local model is refused. With ``cache``, the model answers from it
    first and stores what it computes.
    """
    parsed = ModelSpec.parse(spec)
    shown = spec.strip() if isinstance(spec, str) else str(spec)
    if not parsed.is_api and (base_url is not None or api_key is not None):
        raise ConfigError(f"'{shown}': a base URL or API key applies only to openai/NAME specs")
    options = LoadOptions(
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
    provider = find_provider(parsed.provider)
    if provider is None:  # a spec parsed before its provider was unregistered
        raise model_spec_error(f"'{shown}': no model provider '{parsed.provider}' is registered")
    model = provider.loader(parsed, shown, options)
    return CachedChatModel(model, cache) if cache is not None else model


def check_model_settings(
    spec: str | ModelSpec,
    *,
    base_url: str | None = None,
    base_url_field: str = "base_url",
    timeout_s: float | None = None,
    timeout_field: str = "timeout_s",
) -> ModelSpec:
    """The parsed spec, once everything about the model that can be checked without opening it
    holds: the spec's grammar and, for ``openai/``, the base URL (``base_url``, else
    ``OPENAI_BASE_URL``) and a positive timeout. Errors name ``base_url_field`` or
    ``timeout_field`` (the config fields they come from), so a run refuses bad settings
    before it writes anything."""
    parsed = ModelSpec.parse(spec)
    if timeout_s is not None and not timeout_s > 0:  # also refuses NaN
        raise ConfigError(
            f"{setting(timeout_field)} must be a positive number of seconds, got {timeout_s}"
        )
    if parsed.provider == "hf":
        hf_source(parsed.name, str(parsed))  # a path that names no directory is refused now
    if parsed.is_api:
        if base_url:
            check_base_url(base_url, setting(base_url_field))
        elif os.environ.get(BASE_URL_ENV):
            check_base_url(os.environ[BASE_URL_ENV], BASE_URL_ENV)
    return parsed


def check_model_access(
    access: ModelAccess, *, field: str, base_url_field: str, spec_hint: str = ""
) -> ModelSpec:
    """:func:`check_model_settings` for a config's model section, each error naming the config
    field it comes from: ``field`` for the spec (followed by ``spec_hint``), ``base_url_field``
    for the base URL, ``timeout_s`` for the timeout."""
    try:
        check_model_settings(access.model)
    except ConfigError as error:
        raise ConfigError(f"{setting(field)}: {error.spelled(setting)}{spec_hint}") from None
    return check_model_settings(
        access.model,
        base_url=access.base_url,
        base_url_field=base_url_field,
        timeout_s=access.timeout_s,
    )


def open_cache(*, enabled: bool = True, path: str | Path | None = None) -> LLMCache | None:
    """The persistent LLM cache at ``path`` (default: the user-level one), or None when off."""
    return LLMCache(path) if enabled else None


def open_model(
    access: ModelAccess | str | ModelSpec,
    *,
    cache: LLMCache | None = None,
    api_key: str | None = None,
    base_url: str | None = None,
    max_concurrency: int | None = None,
    timeout_s: float | None = None,
    max_attempts: int | None = None,
    backoff_base_s: float | None = None,
    batch_size: int | None = None,
    device: str | None = None,
    ledger: CallLedger | None = None,
) -> ChatModel:
    """The model ``access`` describes, behind the LLM cache.

    The connection settings (base URL, key) apply to API specs and are left out for local ones
    instead of being refused. The cache is ``cache`` when given (the caller closes it), else the
    one ``access`` names, opened here and closed with the model. ``api_key`` is a key the caller
    holds (else ``access.api_key_env``'s variable is read). A spec string (or ModelSpec) with the
    keyword settings is read as the ModelAccess they spell, without a cache of its own:
    ``max_concurrency`` is ``concurrency``. Every call sent is noted in ``ledger`` when one is
    given (before its answer is cached).
    """
    if not isinstance(access, ModelAccess):
        settings: dict[str, object] = {
            "model": str(access),
            "cache": False,
            "base_url": base_url,
            "concurrency": max_concurrency,
            "timeout_s": timeout_s,
            "max_attempts": max_attempts,
            "backoff_base_s": backoff_base_s,
            "batch_size": batch_size,
            "device": device,
        }
        access = ModelAccess.model_validate(
            {key: value for key, value in settings.items() if value is not None}
        )
    is_api = access.spec.is_api
    own_cache = cache is None
    if own_cache:
        cache = open_cache(enabled=access.cache, path=access.cache_path)
    model = load_chat_model(
        access.model,
        base_url=access.base_url if is_api else None,
        api_key=(api_key or access.api_key()) if is_api else None,
        max_concurrency=access.concurrency,
        timeout_s=access.timeout_s,
        max_attempts=access.max_attempts,
        backoff_base_s=access.backoff_base_s,
        backoff_max_s=access.backoff_max_s,
        batch_size=access.batch_size,
        device=access.device,
    )
    if cache is None:
        return model if ledger is None else LedgeredChatModel(model, ledger)
    return CachedChatModel(model, cache, close_cache=own_cache, ledger=ledger)
