"""Model specs route to the right backend, with clear errors for the rest."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError
from rolemrc.llm import (
    PROVIDERS,
    CachedChatModel,
    LLMCache,
    OpenAIChatModel,
    load_chat_model,
    open_cache,
    open_model,
)


def test_providers() -> None:
    assert PROVIDERS == ("openai", "hf", "embedded")


def test_openai_specs_load_the_http_backend_and_wrap_it_with_a_cache(tmp_path: Path) -> None:
    model = load_chat_model("openai/gpt-4o", base_url="http://127.0.0.1:9/v1", api_key="k")
    assert isinstance(model, OpenAIChatModel)
    assert model.spec == "openai/gpt-4o"
    with LLMCache(tmp_path / "c.sqlite") as cache:
        cached = load_chat_model("openai/gpt-4o", base_url="http://127.0.0.1:9/v1", cache=cache)
        assert isinstance(cached, CachedChatModel)
        assert cached.spec == "openai/gpt-4o"
        assert cached.identity == model.identity


@pytest.mark.parametrize(
    ("spec", "options", "message"),
    [
        ("hf/x", {"base_url": "http://h/v1"}, r"'hf/x': a base URL or API key applies only"),
        ("embedded", {"api_key": "k"}, r"'embedded': a base URL or API key applies only"),
        ("embedded/gemma", {}, r"'embedded' takes no model name, got 'gemma'; model specs: "),
        ("openai/m", {"max_attempts": 0}, r"max_attempts must be at least 1"),
        ("openai/m", {"max_concurrency": 0}, r"max_concurrency must be at least 1"),
        ("hf/./no/such/dir", {}, r"^hf/\./no/such/dir: no model directory at no/such/dir; model"),
    ],
)
def test_bad_options_are_reported(spec: str, options: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_chat_model(spec, **options)


def test_open_model_applies_connection_settings_to_api_models_only(tmp_path: Path) -> None:
    cache = open_cache(path=tmp_path / "c.sqlite")
    assert cache is not None and cache.path == tmp_path / "c.sqlite"
    assert open_cache(enabled=False, path=tmp_path / "c.sqlite") is None
    api = open_model("openai/m", base_url="http://127.0.0.1:9/v1", api_key="k", cache=cache)
    assert isinstance(api, CachedChatModel)
    assert api.identity["base_url"] == "http://127.0.0.1:9/v1"
    # the same settings for a local model: left out rather than refused (load_chat_model refuses)
    with pytest.raises(ConfigError, match=r"no model directory at no/such/dir"):
        open_model("hf/./no/such/dir", base_url="http://127.0.0.1:9/v1", api_key="k")
    cache.close()
