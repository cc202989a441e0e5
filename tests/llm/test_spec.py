"""One model-spec grammar: every form parses, prints back in a canonical form that parses to the
same spec, errors name the accepted forms, and how a local model is written does not change its
cache identity."""

from __future__ import annotations

from pathlib import Path

import pytest

from rolemrc.core import ConfigError
from rolemrc.llm import MODEL_SPEC_FORMS, ModelAccess, ModelSpec, open_model
from rolemrc.llm._transformers import local_files_signature
from support.tiny_models import build_tiny_chat_model


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_chat_model(tmp_path_factory.mktemp("spec") / "tiny-model")


@pytest.mark.parametrize(
    ("text", "provider", "name", "canonical"),
    [
        ("openai/gpt-4o", "openai", "gpt-4o", "openai/gpt-4o"),
        ("openai/meta-llama/Llama-3.1-8B", "openai", "meta-llama/Llama-3.1-8B", None),
        ("hf/Qwen/Qwen2.5-0.5B-Instruct", "hf", "Qwen/Qwen2.5-0.5B-Instruct", None),
        ("hf//models/sft", "hf", "/models/sft", "/models/sft"),
        ("hf/./runs/sft", "hf", "./runs/sft", "./runs/sft"),
        ("hf/runs/sft", "hf", "runs/sft", None),
        ("/models/sft", "hf", "/models/sft", None),
        ("./runs/missing", "hf", "./runs/missing", None),
        ("../elsewhere/sft", "hf", "../elsewhere/sft", None),
        ("embedded", "embedded", "", None),
        ("  openai/gpt-4o \n", "openai", "gpt-4o", "openai/gpt-4o"),
    ],
)
def test_every_form_parses_and_prints_back(
    text: str, provider: str, name: str, canonical: str | None
) -> None:
    spec = ModelSpec.parse(text)
    assert (spec.provider, spec.name) == (provider, name)
    assert str(spec) == (canonical or text)
    assert ModelSpec.parse(str(spec)) == spec
    assert "hf//" not in str(spec)


def test_a_bare_directory_is_an_hf_model_relative_or_absolute(
    model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(model_dir.parent)
    relative = ModelSpec.parse("tiny-model")
    assert relative == ModelSpec(provider="hf", name="tiny-model")
    assert str(relative) == "hf/tiny-model"
    absolute = ModelSpec.parse(str(model_dir))
    assert absolute == ModelSpec.hf(model_dir)
    assert str(absolute) == str(model_dir)
    for spec in (relative, absolute, ModelSpec.parse(f"hf/{model_dir}")):
        assert spec.weights_source("probing") == str(model_dir.resolve())


def test_home_is_expanded(model_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(model_dir.parent))
    for text in ("~/tiny-model", "hf/~/tiny-model"):
        spec = ModelSpec.parse(text)
        assert spec == ModelSpec(provider="hf", name=str(model_dir))
        assert str(spec) == str(model_dir)
    assert ModelSpec.hf("~/tiny-model").name == str(model_dir)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("gpt-4o", "'gpt-4o' is neither a model spec nor a model directory"),
        ("tgi/x", "'tgi/x': unknown model provider 'tgi', and no model directory tgi/x"),
        ("runs/not-there", "unknown model provider 'runs', and no model directory runs/not-there"),
        ("openai/", "'openai/' names no model: write openai/NAME"),
        ("hf", "'hf' names no model: write hf/NAME"),
        ("hf/ ", "'hf/' names no model"),
        ("embedded/gemma", "'embedded' takes no model name, got 'gemma'"),
        ("", "empty model spec"),
    ],
)
def test_errors_name_the_accepted_forms(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as raised:
        ModelSpec.parse(text)
    assert message in str(raised.value)
    assert str(raised.value).endswith(f"; model specs: {MODEL_SPEC_FORMS}")


def test_weights_sources_and_their_errors(tmp_path: Path) -> None:
    assert ModelSpec.parse("hf/owner/hub-model").weights_source("training") == "owner/hub-model"
    with pytest.raises(ConfigError) as api:
        ModelSpec.parse("openai/gpt-4o").weights_source("training")
    assert str(api.value).startswith(
        "'openai/gpt-4o': training needs the model's weights, and an openai/ model is only "
        "reachable through its API; model specs: "
    )
    missing = tmp_path / "missing"
    for text in (str(missing), f"hf/{missing}"):
        with pytest.raises(ConfigError, match=f"{missing}: no model directory at {missing}; "):
            ModelSpec.parse(text).weights_source("probing")


def test_how_a_directory_is_written_does_not_change_its_cache_identity(
    model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The identity (what cache keys hold) is the same however ``hf/DIR`` is spelled: the
    resolved directory, a signature of its files and how the model computes."""
    monkeypatch.chdir(model_dir.parent)
    expected = {
        "provider": "hf",
        "model": str(model_dir.resolve()),
        "files": local_files_signature(model_dir.resolve()),
        "numerics": {"device": "cpu", "dtype": "float32", "attention": "sdpa"},
    }
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "float32")
    for text in (f"hf/{model_dir}", "hf/tiny-model", "tiny-model", "./tiny-model", str(model_dir)):
        model = open_model(ModelAccess(model=text, device="cpu", cache=False))
        assert model.identity == expected, text
        assert model.spec == text


def test_api_identities_are_unchanged() -> None:
    model = open_model(
        ModelAccess(model="openai/gpt-4o", base_url="http://127.0.0.1:9/v1", cache=False)
    )
    assert model.identity == {
        "provider": "openai",
        "model": "gpt-4o",
        "base_url": "http://127.0.0.1:9/v1",
    }
