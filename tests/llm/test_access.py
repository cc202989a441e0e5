"""ModelAccess: the one section configs reach models through, and the flat keys it folds."""

from __future__ import annotations

from pathlib import Path

import pytest

from rolemrc.llm import (
    AccessSection,
    CachedChatModel,
    ModelAccess,
    ModelAccessConfig,
    OpenAIChatModel,
    fold_model_access,
    open_model,
)


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


class _TwoModels(ModelAccessConfig):
    """A config with a policy and a judge that may be 'rules', as EvalConfig has."""

    access_sections = (
        AccessSection(
            "model_access",
            "model",
            renamed={"model_base_url": "base_url"},
            shared={"concurrency": "concurrency"},
        ),
        AccessSection(
            "judge_access",
            "judge",
            renamed={"judge_base_url": "base_url", "concurrency": "concurrency"},
            spec_stays=True,
            not_models=frozenset({"rules"}),
            defaults={"api_key_env": "JUDGE_KEY"},
        ),
    )

    model_access: ModelAccess | None = None
    judge: str = "rules"
    judge_access: ModelAccess | None = None
    out: str = "run"


def test_flat_keys_in_input_and_in_model_copy() -> None:
    config = _TwoModels.model_validate(
        {"model": "openai/p", "model_base_url": "http://p", "judge": "openai/j", "concurrency": 2}
    )
    assert config.model_access == ModelAccess(model="openai/p", base_url="http://p", concurrency=2)
    assert config.judge_access == ModelAccess(
        model="openai/j", concurrency=2, api_key_env="JUDGE_KEY"
    )
    moved = config.model_copy(update={"judge_base_url": "http://j2", "out": "other"})
    assert moved.judge_access is not None and moved.judge_access.base_url == "http://j2"
    assert moved.model_access == config.model_access and moved.out == "other"
    offline = config.model_copy(update={"judge": "rules"})
    assert (offline.judge, offline.judge_access) == ("rules", None)
    plain = config.model_copy(update={"out": "x"})
    assert plain.judge_access == config.judge_access and plain.out == "x"


def test_credentials_in_a_base_url_are_kept_for_use_and_masked_when_recorded() -> None:
    access = ModelAccess(model="openai/m", base_url="http://user:PASS@host:8000/v1")
    assert access.model_dump(mode="json")["base_url"] == "http://***@host:8000/v1"
    assert access.model_dump()["base_url"] == "http://user:PASS@host:8000/v1"
    assert access.model_copy(update={"concurrency": 2}).base_url == access.base_url
