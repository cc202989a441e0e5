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
    parse_model_spec,
)


@pytest.mark.parametrize(
    ("spec", "parsed"),
    [
        ("openai/gpt-4o", ("openai", "gpt-4o")),
        ("openai/meta-llama/Llama-3.1-8B-Instruct", ("openai", "meta-llama/Llama-3.1-8B-Instruct")),
        ("hf//models/sft-checkpoint", ("hf", "/models/sft-checkpoint")),
        ("hf/Qwen/Qwen2.5-0.5B-Instruct", ("hf", "Qwen/Qwen2.5-0.5B-Instruct")),
        ("embedded", ("embedded", "")),
    ],
)
def test_specs_are_parsed(spec: str, parsed: tuple[str, str]) -> None:
    assert parse_model_spec(spec) == parsed


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("gpt-4o", r"unknown model provider 'gpt-4o' in 'gpt-4o'; use one of: openai/<model>"),
        ("vllm/x", r"unknown model provider 'vllm'"),
        ("openai/", r"'openai/' names no model: write openai/<model>"),
        ("hf", r"'hf' names no model: write hf/<model>"),
    ],
)
def test_bad_specs_are_reported(spec: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_model_spec(spec)


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
        ("embedded/gemma", {}, r"'embedded' takes no model name, got 'gemma'"),
        ("openai/m", {"max_attempts": 0}, r"max_attempts must be at least 1"),
        ("openai/m", {"max_concurrency": 0}, r"max_concurrency must be at least 1"),
        ("hf/./no/such/dir", {}, r"^hf/\./no/such/dir: no model directory at no/such/dir"),
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
