"""The one way a :class:`ModelAccess` becomes a model (:func:`open_model`), and the checks a
run makes on it before it writes anything (:func:`check_model_access`)."""

from __future__ import annotations

import os
from pathlib import Path

from rolemrc.core import ConfigError, setting
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._cache import CachedChatModel, LedgeredChatModel, LLMCache
from rolemrc.llm._engines import ENGINES
from rolemrc.llm._ledger import CallLedger
from rolemrc.llm._openai import BASE_URL_ENV, check_base_url
from rolemrc.llm._protocol import ChatModel
from rolemrc.llm._providers import provider_of
from rolemrc.llm._request_model import RequestAPI, RequestModel, RetryPolicy
from rolemrc.llm._spec import ModelSpec, hf_source


def open_cache(*, enabled: bool = True, path: str | Path | None = None) -> LLMCache | None:
    """The persistent LLM cache at ``path`` (default: the user-level one), or None when off."""
    return LLMCache(path) if enabled else None


def open_model(
    access: ModelAccess, *, cache: LLMCache | None = None, ledger: CallLedger | None = None
) -> ChatModel:
    """The model ``access`` describes: its provider's model (:func:`register_provider`), loaded
    from the parsed spec with the settings that apply to it (a provider's :class:`RequestAPI`
    run by a :class:`RequestModel` with the access's concurrency, timeout and retries), behind
    the LLM cache.

    The cache is ``cache`` when given (the caller closes it), else the one ``access`` names,
    opened here and closed with the model. Every call sent is noted in ``ledger`` when one is
    given (before its answer is cached). This is the one place any provider's model is wrapped.
    """
    loaded = provider_of(access).loader(access)
    model: ChatModel = (
        RequestModel(
            loaded,
            max_concurrency=loaded.max_in_flight or access.concurrency,
            timeout_s=access.timeout_s,
            retry=RetryPolicy(
                max_attempts=access.max_attempts,
                backoff_base_s=access.backoff_base_s,
                backoff_max_s=access.backoff_max_s,
            ),
        )
        if isinstance(loaded, RequestAPI)
        else loaded
    )
    own_cache = cache is None
    if own_cache:
        cache = open_cache(enabled=access.cache, path=access.cache_path)
    if cache is None:
        return model if ledger is None else LedgeredChatModel(model, ledger)
    return CachedChatModel(model, cache, close_cache=own_cache, ledger=ledger)


def check_weights_spec(spec: str, *, field: str, purpose: str) -> str:
    """The weights source (see :meth:`ModelSpec.weights_source`) of the model spec in config
    field ``field``, for ``purpose`` (e.g. "training"); errors name the field. Nothing heavy is
    imported: an ``hf/`` path is checked to be a directory, the model is not loaded."""
    try:
        return ModelSpec.parse(spec).weights_source(purpose)
    except ConfigError as error:
        raise ConfigError(f"{setting(field)}: {error.spelled(setting)}") from None


def check_model_access(
    access: ModelAccess,
    *,
    field: str = "model",
    base_url_field: str = "base_url",
    spec_hint: str = "",
) -> ModelSpec:
    """The parsed spec, once everything about the model that can be checked without opening it
    holds, so a run refuses bad settings before it writes anything: the spec's grammar, an
    ``hf/`` path's directory and, for an API model, its server URL (``base_url``, and
    ``OPENAI_BASE_URL`` where it is set, which counts as part of the spec's server). Errors name
    the config field the setting comes from: ``field`` for the spec (followed by ``spec_hint``),
    ``base_url_field`` for the base URL; the other settings were validated with ``access``."""
    try:
        spec = access.spec
        if spec.provider == "hf" or spec.provider in ENGINES:
            hf_source(spec.name, str(spec))  # a path that names no directory is refused now
        if spec.is_api and os.environ.get(BASE_URL_ENV):
            check_base_url(os.environ[BASE_URL_ENV], BASE_URL_ENV)
    except ConfigError as error:
        raise ConfigError(f"{setting(field)}: {error.spelled(setting)}{spec_hint}") from None
    if spec.is_api and access.base_url:
        check_base_url(access.base_url, setting(base_url_field))
    return spec
