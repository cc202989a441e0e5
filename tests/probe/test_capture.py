"""The hooks read, at each prompt's last token, exactly what a plain forward pass computes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
import torch
from numpy.typing import NDArray
from transformers import PreTrainedModel, PreTrainedTokenizerFast

from rolemrc.core import Message
from rolemrc.llm import RestraintSite, decoder_layers, site_module
from rolemrc.probe import PROBE_SITES, ProbeMode, encode_prompt, iter_last_token_activations

ModelFactory = Callable[[str], PreTrainedModel]  # the `make_model` fixture
CONVERSATIONS = [
    [Message(role="user", content="what is the passage")],
    [
        Message(role="system", content="you are a role play answer"),
        Message(role="user", content="i am not sure what the question is please"),
    ],
    [Message(role="user", content="a")],
]


def full_sequence_activations(
    model: PreTrainedModel, token_ids: list[int], site: RestraintSite
) -> list[torch.Tensor]:
    """Each layer's activations over the whole prompt, from one unpadded forward pass of the
    whole causal LM, recorded by plain hooks that keep everything."""
    recorded: list[torch.Tensor] = []

    def keep(tensor: Any) -> None:
        recorded.append((tensor[0] if isinstance(tensor, tuple) else tensor)[0].detach().clone())

    def input_hook(module: torch.nn.Module, args: tuple[Any, ...]) -> None:
        keep(args[0])

    def output_hook(module: torch.nn.Module, args: tuple[Any, ...], output: Any) -> None:
        keep(output)

    handles = []
    for index, layer in enumerate(decoder_layers(model)):
        module = site_module(layer, index, site)
        if site is RestraintSite.MLP_NEURON:
            handles.append(module.register_forward_pre_hook(input_hook))
        else:
            handles.append(module.register_forward_hook(output_hook))
    with torch.no_grad():
        model(input_ids=torch.tensor([token_ids]))
    for handle in handles:
        handle.remove()
    return recorded


@pytest.mark.parametrize("architecture", ["llama", "gemma"])
@pytest.mark.parametrize("mode", list(ProbeMode))
def test_batched_capture_equals_unpadded_forward(
    tokenizer: PreTrainedTokenizerFast, make_model: ModelFactory, architecture: str, mode: ProbeMode
) -> None:
    model = make_model(architecture)
    layers = model.config.num_hidden_layers
    batches = list(iter_last_token_activations(model, tokenizer, CONVERSATIONS, mode, batch_size=2))
    # shortest prompts first, so a batch pads little: "a", then the two longer ones
    assert [batch for batch, _ in batches] == [[2, 0], [1]]
    captured = np.zeros((3, *batches[0][1].shape[1:]), dtype=np.float32)
    for batch, activations in batches:
        captured[batch] = activations
    width = model.config.intermediate_size if mode is ProbeMode.MLP else model.config.hidden_size
    assert captured.shape == (3, layers, width)
    for row, conversation in enumerate(CONVERSATIONS):
        token_ids = encode_prompt(tokenizer, conversation)
        reference = full_sequence_activations(model, token_ids, PROBE_SITES[mode])
        for layer in range(layers):
            np.testing.assert_allclose(
                captured[row, layer], reference[layer][-1].numpy(), atol=1e-5
            )


def test_prompt_is_the_evaluation_prompt(tokenizer: PreTrainedTokenizerFast) -> None:
    token_ids = encode_prompt(tokenizer, CONVERSATIONS[0])
    assert tokenizer.convert_ids_to_tokens(token_ids) == [
        "<bos>",
        "<|user|>",
        "what",
        "is",
        "the",
        "passage",
        "<|assistant|>",
    ]


def test_block_outputs_match_hidden_states_and_neurons_project_to_mlp_outputs(
    tokenizer: PreTrainedTokenizerFast, make_model: ModelFactory
) -> None:
    """Two checks independent of hooks: the block site is transformers' hidden state after each
    layer, and the MLP neuron site mapped through down_proj is the MLP output site."""
    model = make_model("llama")

    def capture(mode: ProbeMode) -> NDArray[np.float32]:
        _, activations = next(
            iter_last_token_activations(model, tokenizer, CONVERSATIONS[:1], mode)
        )
        return np.asarray(activations[0], dtype=np.float32)

    token_ids = encode_prompt(tokenizer, CONVERSATIONS[0])
    with torch.no_grad():
        hidden = model(input_ids=torch.tensor([token_ids]), output_hidden_states=True).hidden_states
    blocks = capture(ProbeMode.BLOCK)
    np.testing.assert_allclose(blocks[0], hidden[1][0, -1].numpy(), atol=1e-5)
    neurons, outputs = capture(ProbeMode.MLP), capture(ProbeMode.PAPER)
    for layer in range(model.config.num_hidden_layers):
        down_proj = decoder_layers(model)[layer].get_submodule("mlp.down_proj")
        with torch.no_grad():
            projected = down_proj(torch.from_numpy(neurons[layer])).numpy()
        np.testing.assert_allclose(projected, outputs[layer], atol=1e-5)


def test_attention_and_mlp_outputs_add_up_to_the_layer_update(
    tokenizer: PreTrainedTokenizerFast, make_model: ModelFactory
) -> None:
    """Llama adds each sublayer's output to the residual stream unchanged, so the attention
    site (upstream's hook_attn_out) plus the MLP output site (hook_mlp_out) is exactly the
    change of the hidden state across the layer."""
    model = make_model("llama")

    def capture(mode: ProbeMode) -> NDArray[np.float32]:
        _, activations = next(
            iter_last_token_activations(model, tokenizer, CONVERSATIONS[1:2], mode)
        )
        return np.asarray(activations[0], dtype=np.float32)

    token_ids = encode_prompt(tokenizer, CONVERSATIONS[1])
    with torch.no_grad():
        hidden = model(input_ids=torch.tensor([token_ids]), output_hidden_states=True).hidden_states
    attention, mlp = capture(ProbeMode.ATTN), capture(ProbeMode.PAPER)
    assert attention.shape == (model.config.num_hidden_layers, model.config.hidden_size)
    assert np.abs(attention).max() > 1e-3
    # the last layer's hidden state is after the final norm; check the layers before it
    for layer in range(model.config.num_hidden_layers - 1):
        update = (hidden[layer + 1][0, -1] - hidden[layer][0, -1]).numpy()
        np.testing.assert_allclose(attention[layer] + mlp[layer], update, atol=1e-5)
