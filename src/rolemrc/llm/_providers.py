"""The provider registry: the part of a model spec before the ``/`` names a loader.

Loaders register by decorator (:func:`register_provider`); :meth:`ModelSpec.parse` accepts the
registered names and :func:`rolemrc.llm.open_model` looks the loader up here. A name registered
twice, or a spec naming no registered provider, is a :class:`ConfigError` that lists what is
accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rolemrc.core import ConfigError

if TYPE_CHECKING:
    from rolemrc.llm._openai import RetryPolicy
    from rolemrc.llm._protocol import ChatModel
    from rolemrc.llm._spec import ModelSpec


@dataclass(frozen=True)
class LoadOptions:
    """What a loader may use besides the spec: connection settings for API models, batch size
    and device for local ones. ``api_key`` is the key itself, read from the environment by the
    caller and never stored."""

    base_url: str | None
    api_key: str | None
    max_concurrency: int
    timeout_s: float
    retry: RetryPolicy
    batch_size: int
    device: str | None


Loader = Callable[["ModelSpec", str, LoadOptions], "ChatModel"]
"""``loader(spec, shown, options)``: ``shown`` is the spec as the user wrote it, for messages."""


@dataclass(frozen=True)
class ProviderEntry:
    """A registered provider. ``form`` is how a spec names it (``openai/NAME``); ``takes_name``
    whether a name follows the ``/``; ``is_api`` whether it is reached over HTTP (connection
    settings apply, no local weights)."""

    name: str
    form: str
    loader: Loader
    takes_name: bool = True
    is_api: bool = False


_PROVIDERS: dict[str, ProviderEntry] = {}


def register_provider(
    name: str, *, form: str, takes_name: bool = True, is_api: bool = False
) -> Callable[[Loader], Loader]:
    """Register the decorated function as the loader of ``name``'s specs."""

    def register(loader: Loader) -> Loader:
        existing = _PROVIDERS.get(name)
        if existing is not None:
            raise ConfigError(
                f"model provider '{name}' is registered already (by "
                f"{existing.loader.__module__}.{existing.loader.__qualname__}); "
                f"cannot register {loader.__module__}.{loader.__qualname__} under that name"
            )
        _PROVIDERS[name] = ProviderEntry(name, form, loader, takes_name, is_api)
        return loader

    return register


def registered_providers() -> tuple[ProviderEntry, ...]:
    """Every registered provider, in registration order."""
    return tuple(_PROVIDERS.values())


def find_provider(name: str) -> ProviderEntry | None:
    return _PROVIDERS.get(name)


def provider_forms() -> str:
    """The spec forms of every registered provider, for error messages."""
    return ", ".join(entry.form for entry in _PROVIDERS.values())
