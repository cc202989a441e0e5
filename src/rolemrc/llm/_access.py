"""How a config reaches a model: one section every config that calls a model embeds."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

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

    @property
    def spec(self) -> ModelSpec:
        """The parsed model spec (a ConfigError names the accepted forms)."""
        return ModelSpec.parse(self.model)

    def api_key(self) -> str | None:
        """The key from ``api_key_env``'s variable, or None (the provider's default applies)."""
        return os.environ.get(self.api_key_env) if self.api_key_env else None


def fold_model_access(
    data: Any,
    section: str,
    renamed: Mapping[str, str],
    *,
    shared: Mapping[str, str] | None = None,
    keep: frozenset[str] = frozenset(),
) -> Any:
    """Config input with flat model settings folded into the ``section`` field (a
    :class:`ModelAccess`), so configs written with the flat keys keep working.

    ``renamed`` maps a flat key to its ModelAccess field; ``shared`` does the same for keys that
    other sections read as well (they are left in place for those); keys in ``keep`` stay
    top-level (e.g. a choice like ``judge="rules"`` that is not a model). A section given as a
    mapping or ModelAccess is completed, never overridden, by the flat keys. Anything but a
    mapping is returned as it is, for pydantic to report.
    """
    if not isinstance(data, Mapping):
        return data
    values = dict(data)
    section_value = values.get(section)
    if section_value is None or (isinstance(section_value, str) and section_value in keep):
        for flat in renamed:
            values.pop(flat, None)
        return values
    if isinstance(section_value, ModelAccess):
        fields: dict[str, Any] = section_value.model_dump(exclude_unset=True)
    elif isinstance(section_value, str):
        fields = {"model": section_value}
    elif isinstance(section_value, Mapping):
        fields = dict(section_value)
    else:
        return values
    for flat, field in renamed.items():
        if flat in values:
            value = values.pop(flat)
            if value is not None:
                fields.setdefault(field, value)
    for flat, field in (shared or {}).items():
        if values.get(flat) is not None:
            fields.setdefault(field, values[flat])
    values[section] = fields
    return values
