"""The int8 output layer on a tiny random Llama built here."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from rolemrc.core import Message
from rolemrc.llm import ChatRequest, GenerationParams, load_transformers_chat_model
from rolemrc.llm._int8_output import INT8_MAX_ROWS, Int8OutputLayer, use_int8_output_layer
from support.tiny_models import build_tiny_chat_model


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_chat_model(tmp_path_factory.mktemp("tiny-llama"))


def test_the_layer_rounds_each_row_to_int8_with_its_own_scale() -> None:
    linear = torch.nn.Linear(32, 3, bias=False).to(torch.bfloat16)
    rows = torch.zeros(3, 32)
    rows[0, :4] = torch.tensor([1.0, -0.5, 0.25, 0.0])
    rows[2, :4] = torch.tensor([-254.0, 127.0, 1.0, 2.0])
    with torch.no_grad():
        linear.weight.copy_(rows)
    layer = Int8OutputLayer(linear)
    assert layer.weight_int8[:, :4].tolist() == [[127, -64, 32, 0], [0, 0, 0, 0], [-127, 64, 0, 1]]
    assert layer.weight_int8[:, 4:].abs().sum() == 0
    assert layer.scales.dtype == torch.bfloat16
    assert layer.scales.float().tolist() == pytest.approx([1 / 127, 0.0, 2.0], rel=1e-2, abs=1e-30)
    hidden = torch.zeros(1, 1, 32, dtype=torch.bfloat16)
    hidden[0, 0, :4] = torch.tensor([2.0, 4.0, 8.0, 1.0])
    logits = layer(hidden)
    assert logits.shape == (1, 1, 3) and logits.dtype == torch.bfloat16
    # row 0: (127*2 - 64*4 + 32*8) / 127 = 2.0; row 2: (-127*2 + 64*4 + 0 + 1) * 2 = 6
    assert logits.float().flatten().tolist() == pytest.approx([2.0, 0.0, 6.0], rel=1e-2)


def test_more_rows_than_the_kernel_pays_for_use_the_bfloat16_weights() -> None:
    generator = torch.Generator().manual_seed(0)
    linear = torch.nn.Linear(64, 48, bias=False).to(torch.bfloat16)
    with torch.no_grad():
        linear.weight.copy_(torch.randn(48, 64, generator=generator))
    layer = Int8OutputLayer(linear)
    assert layer.full_weight.data_ptr() == linear.weight.data_ptr()  # shared, not copied
    assert set(layer.state_dict()) == {"weight_int8", "scales"}
    assert not list(layer.parameters())
    hidden = torch.randn(INT8_MAX_ROWS + 1, 64, generator=generator).to(torch.bfloat16)
    int8_kernel = torch.ops.aten._weight_int8pack_mm
    with torch.inference_mode():
        many = layer(hidden)
        few = layer(hidden[:INT8_MAX_ROWS])
        assert torch.equal(many, torch.nn.functional.linear(hidden, linear.weight))
        assert torch.equal(
            few, int8_kernel(hidden[:INT8_MAX_ROWS], layer.weight_int8, layer.scales)
        )
        # the two agree up to the int8 rounding of the weights
        assert torch.allclose(
            few.float(), many[:INT8_MAX_ROWS].float(), atol=0.05 * many.abs().max().item()
        )
        assert not torch.equal(few, many[:INT8_MAX_ROWS])


def test_widths_the_kernel_cannot_read_keep_their_layer() -> None:
    model = torch.nn.Module()
    model.lm_head = torch.nn.Linear(24, 16, bias=False).to(torch.bfloat16)
    model.get_output_embeddings = lambda: model.lm_head  # type: ignore[method-assign]
    model.set_output_embeddings = lambda layer: setattr(model, "lm_head", layer)  # type: ignore[method-assign]
    assert not use_int8_output_layer(model)
    assert isinstance(model.lm_head, torch.nn.Linear)


def test_only_a_bfloat16_cpu_model_gets_it(tiny_model_dir: Path) -> None:
    from transformers import AutoModelForCausalLM

    float32 = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32)
    assert not use_int8_output_layer(float32)
    assert isinstance(float32.get_output_embeddings(), torch.nn.Linear)
    plain = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.bfloat16)
    quantised = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.bfloat16)
    assert use_int8_output_layer(quantised)
    assert isinstance(quantised.get_output_embeddings(), Int8OutputLayer)
    prompt = torch.tensor([[1, 5, 6, 7, 8, 9]])
    with torch.inference_mode():
        expected = plain(prompt).logits.float()
        got = quantised(prompt).logits.float()
    assert got.shape == expected.shape
    # per-row int8 rounding moves a logit by at most half a step of its row's scale times the
    # hidden state's size (plus bfloat16's own rounding)
    assert torch.allclose(got, expected, atol=0.05 * expected.abs().max().item())


def test_the_loader_records_the_int8_output_layer(
    tiny_model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "bfloat16")
    model = load_transformers_chat_model(tiny_model_dir, device="cpu", int8_output_layer=True)
    assert model.identity["numerics"] == {
        "device": "cpu",
        "dtype": "bfloat16",
        "attention": "sdpa",
        "output_layer": "int8 up to 4 rows",
    }
    request = ChatRequest(
        messages=(Message(role="user", content="the cat"),),
        params=GenerationParams(max_new_tokens=4),
    )
    [(index, result)] = list(model.generate([request]))
    assert index == 0 and result.completion_tokens >= 1
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "float32")
    plain = load_transformers_chat_model(tiny_model_dir, device="cpu", int8_output_layer=True)
    assert "output_layer" not in plain.identity["numerics"]
