"""Tiny random Llama models with a BPE tokenizer trained here, one per chat family."""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import torch
from tokenizers import Regex, Tokenizer, models, pre_tokenizers, trainers
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from support.chat_templates import GEMMA_CHAT_TEMPLATE


@dataclass(frozen=True)
class TinyFamily:
    bos: str | None
    eos: str
    pad: str | None
    turn_tokens: tuple[str, ...]
    template: str | None  # the model's own template, without generation markers


TINY_FAMILIES: dict[str, TinyFamily] = {
    "llama3": TinyFamily(
        bos="<|begin_of_text|>",
        eos="<|end_of_text|>",
        pad=None,
        turn_tokens=("<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>"),
        template=(
            "{{ bos_token }}{% for m in messages %}<|start_header_id|>{{ m['role'] }}"
            "<|end_header_id|>\n\n{{ m['content'] | trim }}<|eot_id|>{% endfor %}"
        ),
    ),
    "chatml": TinyFamily(
        bos=None,
        eos="<|endoftext|>",
        pad="<|endoftext|>",
        turn_tokens=("<|im_start|>", "<|im_end|>"),
        template=(
            "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
            "{% endfor %}"
        ),
    ),
    "gemma": TinyFamily(
        bos="<bos>",
        eos="<eos>",
        pad="<pad>",
        turn_tokens=("<start_of_turn>", "<end_of_turn>"),
        template=GEMMA_CHAT_TEMPLATE,
    ),
    "generic": TinyFamily(bos="<s>", eos="</s>", pad=None, turn_tokens=(), template=None),
}

CORPUS = [
    "You are Captain Mira, a sea captain.",
    "Ahoy, welcome aboard. Where do we sail today? North, past the old lighthouse.",
    "Is the storm coming? Batten the hatches, it is.",
    "You are Theo, a baker. Hello there, what are you baking? Croissants, with cold butter.",
    "How long do they rest? Overnight in the fridge. Thank you. Bonne chance!",
    "system user assistant model good bad reply wrong answer the a is of to and",
]


def build_tiny_model(directory: Path, family: str, *, layers: int = 2) -> Path:
    spec = TINY_FAMILIES[family]
    specials = ["<unk>", *(t for t in (spec.bos, spec.eos, spec.pad) if t), *spec.turn_tokens]
    specials = list(dict.fromkeys(specials))
    backend = Tokenizer(models.BPE(unk_token="<unk>"))
    # Every whitespace character is a token of its own, so text pieces tokenize the same alone
    # as inside a conversation.
    backend.pre_tokenizer = pre_tokenizers.Split(Regex(r"\s"), behavior="isolated")
    alphabet = list(string.ascii_letters + string.digits + string.punctuation + " \n")
    backend.train_from_iterator(
        CORPUS,
        trainers.BpeTrainer(vocab_size=300, special_tokens=specials, initial_alphabet=alphabet),
    )
    tokenizer = PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]
        tokenizer_object=backend,
        bos_token=spec.bos,
        eos_token=spec.eos,
        pad_token=spec.pad,
        unk_token="<unk>",
        additional_special_tokens=list(spec.turn_tokens),
    )
    tokenizer.chat_template = spec.template
    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=512,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    LlamaForCausalLM(config).save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """``tiny_model(family)``: the directory of a tiny model of that chat family (built once)."""
    built: dict[str, Path] = {}

    def get(family: str) -> Path:
        if family not in built:
            built[family] = build_tiny_model(tmp_path_factory.mktemp(f"tiny-{family}"), family)
        return built[family]

    return get


def _write_rows(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.fixture
def write_rows() -> Callable[[Path, list[dict[str, Any]]], Path]:
    """``write_rows(path, rows)``: write rows as JSONL and return the path."""
    return _write_rows
