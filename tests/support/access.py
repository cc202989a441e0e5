"""Changing the ModelAccess sections of a config in a test: a base URL moved, the cache off."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from rolemrc.llm import ModelAccess

ConfigT = TypeVar("ConfigT", bound=BaseModel)


def with_access(config: ConfigT, sections: dict[str, dict[str, Any]], **fields: Any) -> ConfigT:
    """``config`` with each named ModelAccess section's settings updated and ``fields`` set."""
    update = dict(fields)
    for name, settings in sections.items():
        access = getattr(config, name)
        assert isinstance(access, ModelAccess), name
        update[name] = access.model_copy(update=settings)
    return config.model_copy(update=update)
