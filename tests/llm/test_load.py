"""open_model: a ModelAccess routes to its provider's backend, behind the cache it names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError
from rolemrc.llm import (
    PROVIDERS,
    CachedChatModel,
    LLMCache,
    ModelAccess,
    OpenAIChatAPI,
    RequestModel,
    open_cache,
    open_model,
)


def test_providers() -> None:
    assert PROVIDERS == ("openai", "hf", "gguf", "embedded", "vllm", "sglang")


def test_openai_specs_load_the_http_backend_and_wrap_it_with_a_cache(tmp_path: Path) -> None:
    access = ModelAccess(model="openai/gpt-4o", base_url="http://127.0.0.1:9/v1", cache=False)
    model = open_model(access)
    assert isinstance(model, RequestModel) and isinstance(model.api, OpenAIChatAPI)
    assert model.spec == "openai/gpt-4o"
    with LLMCache(tmp_path / "c.sqlite") as cache:
        cached = open_model(access, cache=cache)
        assert isinstance(cached, CachedChatModel)
        assert cached.spec == "openai/gpt-4o"
        assert cached.identity == model.identity


@pytest.mark.parametrize(
    ("spec", "settings", "message"),
    [
        ("embedded/gemma", {}, r"'embedded' takes no model name, got 'gemma'; model specs: "),
        ("hf/./no/such/dir", {}, r"^hf/\./no/such/dir: no model directory at no/such/dir; model"),
    ],
)
def test_bad_specs_are_reported(spec: str, settings: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        open_model(ModelAccess(model=spec, cache=False, **settings))


@pytest.mark.parametrize(("setting", "value"), [("max_attempts", 0), ("concurrency", 0)])
def test_bad_settings_are_refused_by_the_access(setting: str, value: int) -> None:
    with pytest.raises(ValueError, match=setting):
        ModelAccess.model_validate({"model": "openai/m", setting: value})


def test_open_model_applies_connection_settings_to_api_models_only(tmp_path: Path) -> None:
    cache = open_cache(path=tmp_path / "c.sqlite")
    assert cache is not None and cache.path == tmp_path / "c.sqlite"
    assert open_cache(enabled=False, path=tmp_path / "c.sqlite") is None
    api = open_model(ModelAccess(model="openai/m", base_url="http://127.0.0.1:9/v1"), cache=cache)
    assert isinstance(api, CachedChatModel)
    assert api.identity["base_url"] == "http://127.0.0.1:9/v1"
    # the same settings for a local model: left out rather than refused
    local = ModelAccess(model="hf/./no/such/dir", base_url="http://127.0.0.1:9/v1", cache=False)
    with pytest.raises(ConfigError, match=r"no model directory at no/such/dir"):
        open_model(local)
    cache.close()


def test_the_spec_is_parsed_once_per_access() -> None:
    access = ModelAccess(model="openai/m")
    assert access.spec is access.spec
    assert access == ModelAccess(model="openai/m")  # the parsed spec is no field
    moved = access.model_copy(update={"model": "embedded"})
    assert moved.spec.provider == "embedded"
