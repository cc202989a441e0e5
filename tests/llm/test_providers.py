"""The provider registry: decorator registration, collisions and unknown providers."""

from __future__ import annotations

import pytest

from rolemrc.core import ConfigError
from rolemrc.llm import (
    MODEL_SPEC_FORMS,
    MockChatModel,
    ModelAccess,
    ModelSpec,
    model_spec_forms,
    open_model,
    register_provider,
    registered_providers,
)


def test_the_built_in_providers_are_registered_in_order() -> None:
    names = [entry.name for entry in registered_providers()]
    assert names == ["openai", "hf", "gguf", "embedded", "vllm", "sglang", "mock"]
    assert model_spec_forms() == MODEL_SPEC_FORMS
    assert [entry.form.is_api for entry in registered_providers()] == [True] + [False] * 6


def test_a_registered_provider_is_a_spec_form_and_loads(scratch_registry: None) -> None:
    @register_provider("canned", form="canned/ANSWER")
    def load_canned(access: ModelAccess) -> MockChatModel:
        answer = access.spec.name
        return MockChatModel(answer, lambda request: answer)

    assert ModelSpec.parse("canned/yes") == ModelSpec(provider="canned", name="yes")
    assert "canned/ANSWER" in model_spec_forms()
    model = open_model(ModelAccess(model="canned/yes", cache=False))
    assert model.spec == "mock/yes"
    with pytest.raises(ConfigError, match=r"'canned' names no model: write canned/NAME"):
        ModelSpec.parse("canned")


def test_a_name_registered_twice_is_refused(scratch_registry: None) -> None:
    with pytest.raises(ConfigError, match=r"model provider 'openai' is registered already \(by "):

        @register_provider("openai", form="openai/OTHER")
        def other(access: ModelAccess) -> MockChatModel:
            raise AssertionError("never called")

    assert [entry.name for entry in registered_providers()].count("openai") == 1


def test_an_unknown_provider_lists_every_accepted_form() -> None:
    with pytest.raises(ConfigError) as raised:
        ModelSpec.parse("anthropic/claude")
    message = str(raised.value)
    assert "unknown model provider 'anthropic'" in message
    for form in (
        "openai/NAME",
        "hf/PATH_OR_HUB_ID",
        "embedded",
        "mock/SCRIPT",
        "a model directory",
    ):
        assert form in message
