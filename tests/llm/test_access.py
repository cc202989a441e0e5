"""ModelAccess: the one section configs reach models through, and the flat keys it folds."""

from __future__ import annotations

from pathlib import Path

import pytest

from rolemrc.llm import CachedChatModel, ModelAccess, OpenAIChatModel, fold_model_access, open_model


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
    assert isinstance(bare, OpenAIChatModel)


def test_flat_keys_fold_into_the_section() -> None:
    folded = fold_model_access(
        {"model": "openai/m", "model_base_url": "http://h/v1", "concurrency": 3, "out": "x"},
        "model_access",
        spec_key="model",
        renamed={"model_base_url": "base_url"},
        shared={"concurrency": "concurrency"},
    )
    assert folded == {
        "model_access": {"model": "openai/m", "base_url": "http://h/v1", "concurrency": 3},
        "concurrency": 3,
        "out": "x",
    }


def test_a_section_given_whole_wins_over_flat_keys_and_a_choice_stays_a_choice() -> None:
    judge_keys = {
        "section": "judge_access",
        "spec_key": "judge",
        "renamed": {"judge_base_url": "base_url"},
        "spec_stays": True,
        "not_models": frozenset({"rules", "none"}),
        "defaults": {"api_key_env": "JUDGE_KEY"},
    }
    given = {
        "judge_access": {"model": "openai/j", "base_url": "http://a/v1"},
        "judge_base_url": "b",
    }
    assert fold_model_access(given, **judge_keys) == {
        "judge": "openai/j",
        "judge_access": {
            "model": "openai/j",
            "base_url": "http://a/v1",
            "api_key_env": "JUDGE_KEY",
        },
    }
    assert fold_model_access({"judge": "rules", "judge_base_url": "b"}, **judge_keys) == {
        "judge": "rules"
    }
    with pytest.raises(ValueError, match=r"judge='openai/x' and judge_access.model='openai/j'"):
        fold_model_access({"judge": "openai/x", "judge_access": "openai/j"}, **judge_keys)
