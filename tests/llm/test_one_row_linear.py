"""Matrix-vector products for one-row inputs, on a tiny random Llama built here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch

from rolemrc.core import Message
from rolemrc.llm import ChatRequest, GenerationParams, _one_row_linear, load_transformers_chat_model
from rolemrc.llm._one_row_linear import OneRowLinear, use_one_row_products
from support.tiny_models import build_tiny_chat_model


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_chat_model(tmp_path_factory.mktemp("tiny-llama"))


def load(directory: Path, dtype: torch.dtype) -> torch.nn.Module:
    from transformers import AutoModelForCausalLM

    model: torch.nn.Module = AutoModelForCausalLM.from_pretrained(directory, dtype=dtype)
    return model


def require_agreement(changed: int) -> None:
    """The probe decides per CPU: where it found no layer whose two products agree, there is
    nothing of this path to test."""
    if changed == 0:
        pytest.skip("torch.mv differs from F.linear on this CPU: every layer keeps F.linear")


def linears(model: torch.nn.Module) -> list[torch.nn.Linear]:
    return [module for module in model.modules() if isinstance(module, torch.nn.Linear)]


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bfloat16", "float32"])
def test_one_row_gives_the_same_logits_to_the_bit(
    tiny_model_dir: Path, dtype: torch.dtype, monkeypatch: pytest.MonkeyPatch
) -> None:
    products = []

    def counted(weight: torch.Tensor, vector: torch.Tensor, bias: torch.Tensor | None) -> Any:
        products.append(weight.shape)
        return original(weight, vector, bias)

    original = _one_row_linear._matrix_vector
    monkeypatch.setattr(_one_row_linear, "_matrix_vector", counted)
    plain = load(tiny_model_dir, dtype)
    fast = load(tiny_model_dir, dtype)
    changed = use_one_row_products(fast)
    require_agreement(changed)
    assert sum(type(module) is OneRowLinear for module in linears(fast)) == changed
    assert fast.state_dict().keys() == plain.state_dict().keys()
    prompt = torch.tensor([[1, 5, 6, 7, 8, 9]])
    with torch.inference_mode():
        # the prefill's rows go through F.linear; each decoded token is one row
        products.clear()  # the probes
        past_plain = plain(prompt, use_cache=True)
        past_fast = fast(prompt, use_cache=True)
        assert torch.equal(past_plain.logits, past_fast.logits)
        assert products == []
        token = past_plain.logits[:, -1:].argmax(-1)
        step_plain = plain(token, cache=past_plain.past_key_values)
        step_fast = fast(token, cache=past_fast.past_key_values)
    assert torch.equal(step_plain.logits, step_fast.logits)
    assert len(products) == changed  # every layer that changed multiplied one vector


def test_a_layer_whose_product_disagrees_keeps_its_own(
    tiny_model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        _one_row_linear, "_matrix_vector", lambda weight, vector, bias: torch.mv(weight, vector) + 1
    )
    model = load(tiny_model_dir, torch.bfloat16)
    assert use_one_row_products(model) == 0
    assert all(type(module) is torch.nn.Linear for module in linears(model))


def test_a_layer_with_a_bias_adds_it() -> None:
    layer = torch.nn.Linear(16, 8).to(torch.bfloat16)
    vector = torch.linspace(-1, 1, 16).to(torch.bfloat16).reshape(1, 1, 16)
    with torch.inference_mode():
        expected = layer(vector)
        require_agreement(use_one_row_products(torch.nn.Sequential(layer)))
        got = layer(vector)
        rows = layer(vector.reshape(1, 16).expand(3, 16))
    assert type(layer) is OneRowLinear
    assert got.shape == (1, 1, 8) and torch.equal(got, expected)
    assert rows.shape == (3, 8) and torch.equal(rows[0], expected.reshape(8))


def test_local_cpu_models_load_with_it_and_decode_as_before(
    tiny_model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "bfloat16")
    model = load_transformers_chat_model(tiny_model_dir, device="cpu")
    require_agreement(sum(type(module) is OneRowLinear for module in linears(model.model)))
    assert "one_row" not in str(model.identity)  # the same numbers: cached answers stay valid
    requests = [
        ChatRequest(
            messages=(Message(role="user", content=text),),
            params=GenerationParams(max_new_tokens=8),
        )
        for text in ("the cat", "a dog and the cat")
    ]
    alone = [dict(model.generate([request]))[0] for request in requests]
    for module in linears(model.model):
        module.__class__ = torch.nn.Linear
    before = [dict(model.generate([request]))[0] for request in requests]
    assert alone == before


def test_layers_off_the_cpu_are_left_alone() -> None:
    layer = torch.nn.Linear(16, 8, bias=False, device="meta")
    assert use_one_row_products(torch.nn.Sequential(layer)) == 0
    assert type(layer) is torch.nn.Linear
