"""ModelAccess: the one section configs reach models through."""

from __future__ import annotations

from pathlib import Path

import pytest

from rolemrc.llm import CachedChatModel, ModelAccess, OpenAIChatAPI, RequestModel, open_model


def test_a_bare_spec_is_a_model_access_with_defaults() -> None:
    access = ModelAccess.model_validate("openai/gpt-4o")
    assert access == ModelAccess(model="openai/gpt-4o")
    assert (access.concurrency, access.max_attempts, access.cache) == (8, 6, True)
    assert access.spec.is_api


def test_the_key_comes_from_the_named_variable_and_never_from_the_config(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MY_JUDGE_KEY", "sk-secret")
    access = ModelAccess(model="openai/judge", api_key_env="MY_JUDGE_KEY")
    assert access.api_key() == "sk-secret"
    assert "sk-secret" not in access.model_dump_json()
    assert ModelAccess(model="openai/judge").api_key() is None


def test_open_model_applies_the_settings(tmp_path: Path) -> None:
    access = ModelAccess(
        model="openai/m", base_url="http://127.0.0.1:9/v1", cache_path=tmp_path / "c.sqlite"
    )
    model = open_model(access)
    assert isinstance(model, CachedChatModel)
    assert model.identity["base_url"] == "http://127.0.0.1:9/v1"
    model.close()
    bare = open_model(access.model_copy(update={"cache": False}))
    assert isinstance(bare, RequestModel) and isinstance(bare.api, OpenAIChatAPI)


def test_credentials_in_a_base_url_are_kept_for_use_and_masked_when_recorded() -> None:
    access = ModelAccess(model="openai/m", base_url="http://user:PASS@host:8000/v1")
    assert access.model_dump(mode="json")["base_url"] == "http://***@host:8000/v1"
    assert access.model_dump()["base_url"] == "http://user:PASS@host:8000/v1"
    assert access.model_copy(update={"concurrency": 2}).base_url == access.base_url
