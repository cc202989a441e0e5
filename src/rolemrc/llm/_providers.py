"""The provider registry: the part of a model spec before the ``/`` names a loader.

Loaders register by decorator (:func:`register_provider`), which also makes their form a spec
form (:class:`SpecForm`); :func:`rolemrc.llm.open_model` looks the loader up here and hands it
the :class:`ModelAccess`, whose spec is parsed already. A name registered twice, or a spec
naming no registered provider, is a :class:`ConfigError` that lists what is accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rolemrc.core import ConfigError
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._protocol import ChatModel
from rolemrc.llm._request_model import RequestAPI
from rolemrc.llm._spec import SpecForm, add_spec_form, model_spec_error

Loader = Callable[[ModelAccess], ChatModel | RequestAPI]
"""``loader(access)``: the model ``access.spec`` names, with the settings of ``access`` that
apply to it (a local model has no base URL, an API model no device): a :class:`ChatModel`, or
for a model reached one request at a time a :class:`RequestAPI`, which
:func:`rolemrc.llm.open_model` runs with the access's concurrency, timeout and retries. The
cache and the call ledger are added by ``open_model`` around every provider's model."""


@dataclass(frozen=True)
class ProviderEntry:
    """A registered provider: how specs name it, and its loader."""

    form: SpecForm
    loader: Loader

    @property
    def name(self) -> str:
        return self.form.provider


_PROVIDERS: dict[str, ProviderEntry] = {}


def register_provider(
    name: str, *, form: str, takes_name: bool = True, is_api: bool = False
) -> Callable[[Loader], Loader]:
    """Register the decorated function as the loader of ``name``'s specs, written as ``form``
    (``takes_name`` and ``is_api`` as in :class:`SpecForm`)."""

    def register(loader: Loader) -> Loader:
        existing = _PROVIDERS.get(name)
        if existing is not None:
            raise ConfigError(
                f"model provider '{name}' is registered already (by "
                f"{existing.loader.__module__}.{existing.loader.__qualname__}); "
                f"cannot register {loader.__module__}.{loader.__qualname__} under that name"
            )
        spec_form = SpecForm(name, form, takes_name, is_api)
        _PROVIDERS[name] = ProviderEntry(spec_form, loader)
        add_spec_form(spec_form)
        return loader

    return register


def registered_providers() -> tuple[ProviderEntry, ...]:
    """Every registered provider, in registration order."""
    return tuple(_PROVIDERS.values())


def provider_of(access: ModelAccess) -> ProviderEntry:
    """The registered provider of ``access``'s spec."""
    spec = access.spec
    provider = _PROVIDERS.get(spec.provider)
    if provider is None:  # cannot happen while specs parse only registered providers
        raise model_spec_error(
            f"'{access.written_spec}': no model provider '{spec.provider}' is registered"
        )
    return provider
