"""Tiny random Llama and Gemma 3 models built from configs, with a word-level tokenizer."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from transformers import (
    Gemma3ForCausalLM,
    Gemma3TextConfig,
    LlamaConfig,
    LlamaForCausalLM,
    PreTrainedModel,
    PreTrainedTokenizerFast,
)

from rolemrc.eval import write_sample_test_set
from support.tiny_models import word_level_tokenizer

WORDS = ["the", "a", "role", "play", "answer", "question", "passage", "please", "you", "are", "i"]
WORDS += ["am", "not", "sure", "what", "is"]
HIDDEN = 32
INTERMEDIATE = 48
LAYERS = 2
ModelFactory = Callable[[str], PreTrainedModel]


def tiny_tokenizer() -> PreTrainedTokenizerFast:
    return word_level_tokenizer([" ".join(WORDS)])


def tiny_model(architecture: str, vocab_size: int, *, seed: int = 0) -> PreTrainedModel:
    torch.manual_seed(seed)
    common: dict[str, Any] = {
        "vocab_size": vocab_size,
        "hidden_size": HIDDEN,
        "intermediate_size": INTERMEDIATE,
        "num_hidden_layers": LAYERS,
        "num_attention_heads": 2,
        "num_key_value_heads": 1,
        "max_position_embeddings": 4096,
        "bos_token_id": 2,
        "eos_token_id": 3,
        "pad_token_id": 0,
    }
    model: PreTrainedModel
    if architecture == "llama":
        model = LlamaForCausalLM(LlamaConfig(**common))
    else:
        config = Gemma3TextConfig(**common, head_dim=16, sliding_window=8)
        model = Gemma3ForCausalLM(config)
    model.train(False)
    return model


def save_tiny_model(directory: Path, architecture: str, *, seed: int = 0) -> Path:
    tokenizer = tiny_tokenizer()
    tiny_model(architecture, len(tokenizer), seed=seed).save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory


@pytest.fixture(scope="session")
def llama_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_tiny_model(tmp_path_factory.mktemp("llama"), "llama")


@pytest.fixture(scope="session")
def llama_tuned_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Same architecture, other weights: stands in for a DPO checkpoint of ``llama_dir``."""
    return save_tiny_model(tmp_path_factory.mktemp("llama-tuned"), "llama", seed=1)


@pytest.fixture(scope="session")
def sample_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_sample_test_set(tmp_path_factory.mktemp("data") / "sample.jsonl")


@pytest.fixture
def tokenizer() -> PreTrainedTokenizerFast:
    return tiny_tokenizer()


@pytest.fixture
def make_model(tokenizer: PreTrainedTokenizerFast) -> ModelFactory:
    """A fresh tiny model ("llama" or "gemma") with the same weights on every call."""
    return lambda architecture: tiny_model(architecture, len(tokenizer))
