"""Changing the ModelAccess sections of a config in a test: a base URL moved, the cache off."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from rolemrc.llm import ModelAccess, ModelRoles

ConfigT = TypeVar("ConfigT", bound=BaseModel)


def with_access(config: ConfigT, sections: dict[str, dict[str, Any]], **fields: Any) -> ConfigT:
    """``config`` with each named ModelAccess section's settings updated and ``fields`` set;
    ``{"models": {"judge": {...}}}`` updates a role of a ModelRoles section."""
    update = dict(fields)
    for name, settings in sections.items():
        update[name] = _updated(getattr(config, name), settings, name)
    return config.model_copy(update=update)


def _updated(section: object, settings: dict[str, Any], name: str) -> BaseModel:
    if isinstance(section, ModelRoles):
        roles = settings.items()
        return section.model_copy(
            update={role: _updated(getattr(section, role), value, role) for role, value in roles}
        )
    assert isinstance(section, ModelAccess), name
    return section.model_copy(update=settings)
