"""How a config reaches a model: one section every config that calls a model embeds."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict, Field, field_serializer, model_validator

from rolemrc.core import redact_url
from rolemrc.llm._spec import ModelSpec


class ModelAccess(BaseModel):
    """A model and how to reach it.

    ``model`` is a model spec (:class:`ModelSpec`). ``base_url``, ``api_key_env``,
    ``concurrency``, ``timeout_s`` and the retry settings apply to models reached over HTTP
    (``openai/``); ``batch_size`` and ``device`` to local ones. ``api_key_env`` names the
    environment variable that holds the key (else the provider's usual one, e.g.
    ``OPENAI_API_KEY``): the key itself is never part of a config, a cache or an output. With
    ``cache``, answers come from the persistent LLM cache at ``cache_path`` (default: the
    user-level one) where they can. A bare string is read as ``ModelAccess(model=...)``.
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
    batch_size: int = Field(default=8, ge=1)
    device: str | None = None
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
        """The parsed model spec (a ConfigError names the accepted forms)."""
        return ModelSpec.parse(self.model)

    def api_key(self) -> str | None:
        """The key from ``api_key_env``'s variable, or None (the provider's default applies)."""
        return os.environ.get(self.api_key_env) if self.api_key_env else None


FLAT_ACCESS_KEYS: Mapping[str, str] = {
    "concurrency": "concurrency",
    "timeout_s": "timeout_s",
    "batch_size": "batch_size",
    "max_attempts": "max_attempts",
    "backoff_base_s": "backoff_base_s",
    "cache_path": "cache_path",
    "use_cache": "cache",
}
"""The flat keys configs have long taken for a model's settings, and the ModelAccess field each
one sets (``use_cache`` is ``cache``)."""


def fold_model_access(
    data: Any,
    section: str,
    *,
    spec_key: str,
    renamed: Mapping[str, str],
    shared: Mapping[str, str] | None = None,
    spec_stays: bool = False,
    not_models: frozenset[str] = frozenset(),
    defaults: Mapping[str, Any] | None = None,
) -> Any:
    """Config input with a model's flat settings folded into its ``section`` (a
    :class:`ModelAccess` field), so configs and callers written with the flat keys keep working.

    The spec is read from ``spec_key`` (removed, unless ``spec_stays``: then it stays a field of
    its own, e.g. ``judge`` whose ``rules`` and ``none`` in ``not_models`` are no model).
    ``renamed`` maps a flat key to its ModelAccess field and removes it; ``shared`` does the same
    but leaves the key for another section to read too. A section given whole (a mapping or a
    ModelAccess) is completed by the flat keys, never overridden, then by ``defaults``. Anything
    but a mapping is returned as it is, for pydantic to report.
    """
    if not isinstance(data, Mapping):
        return data
    values = dict(data)
    spec = values.get(spec_key) if spec_stays else values.pop(spec_key, None)
    flat = {field: values.pop(key) for key, field in renamed.items() if key in values}
    flat |= {field: values[key] for key, field in (shared or {}).items() if key in values}
    given = values.get(section)
    if given is None and (spec is None or spec in not_models):
        return values
    if isinstance(given, ModelAccess):
        fields: dict[str, Any] = given.model_dump(exclude_unset=True)
    elif isinstance(given, Mapping):
        fields = dict(given)
    elif given is None or isinstance(given, str):
        fields = {"model": given if given is not None else spec}
    else:
        return values
    if spec is not None and fields.get("model") not in (None, spec):
        raise ValueError(
            f"{spec_key}={spec!r} and {section}.model={fields.get('model')!r} name different "
            "models; give one of them"
        )
    if spec_stays and fields.get("model") is not None:
        values[spec_key] = fields["model"]
    for name, value in flat.items():
        if value is not None:
            fields.setdefault(name, value)
    for name, value in (defaults or {}).items():
        fields.setdefault(name, value)
    values[section] = fields
    return values


@dataclass(frozen=True)
class AccessSection:
    """How a config's flat model keys fold into one of its ModelAccess sections (the arguments
    of :func:`fold_model_access`)."""

    section: str
    spec_key: str
    renamed: Mapping[str, str] = field(default_factory=dict)
    shared: Mapping[str, str] = field(default_factory=dict)
    spec_stays: bool = False
    not_models: frozenset[str] = frozenset()
    defaults: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def with_flat_keys(cls, section: str, spec_key: str, base_url_key: str) -> AccessSection:
        """The section of a config's one model: ``spec_key`` with ``base_url_key`` and the
        :data:`FLAT_ACCESS_KEYS`."""
        return cls(section, spec_key, renamed={base_url_key: "base_url", **FLAT_ACCESS_KEYS})

    def fold(self, data: Any) -> Any:
        return fold_model_access(
            data,
            self.section,
            spec_key=self.spec_key,
            renamed=self.renamed,
            shared=self.shared,
            spec_stays=self.spec_stays,
            not_models=self.not_models,
            defaults=self.defaults,
        )

    def flat_keys(self) -> set[str]:
        return {self.spec_key, *self.renamed, *self.shared}


class ModelAccessConfig(BaseModel):
    """A config whose models are :class:`ModelAccess` sections (``access_sections``), which
    still reads the flat keys it once had: in its input and in ``model_copy(update=...)``,
    where a flat key changes its section(s)."""

    access_sections: ClassVar[tuple[AccessSection, ...]] = ()

    @model_validator(mode="before")
    @classmethod
    def _fold_flat_model_keys(cls, data: Any) -> Any:
        for section in cls.access_sections:
            data = section.fold(data)
        return data

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        fields = type(self).model_fields
        flat = {key for section in self.access_sections for key in section.flat_keys()}
        if not update or not any(key in flat for key in update):
            return super().model_copy(update=update, deep=deep)
        data: dict[str, Any] = {name: getattr(self, name) for name in fields}
        for section in self.access_sections:
            current = data.get(section.section)
            values: dict[str, Any] = (
                current.model_dump(exclude_unset=True) if isinstance(current, ModelAccess) else {}
            )
            for key, target in {**section.renamed, **section.shared}.items():
                if key in update:
                    values[target] = update[key]
            spec = update.get(section.spec_key, values.get("model"))
            if section.spec_stays:
                data[section.spec_key] = spec = update.get(section.spec_key, data[section.spec_key])
            is_model = spec is not None and spec not in section.not_models
            data[section.section] = {**values, "model": spec} if is_model else None
        data.update(
            {key: value for key, value in update.items() if key not in flat or key in fields}
        )
        return type(self).model_validate(data)
