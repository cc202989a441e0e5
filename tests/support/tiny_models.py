"""Word-level and byte-level BPE tokenizers trained on the spot, and a tiny random chat model
built from a config."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

SPECIAL_TOKENS = ["<pad>", "<unk>", "<bos>", "<eos>", "<|system|>", "<|user|>", "<|assistant|>"]
CHAT_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}<|{{ message['role'] }}|> "
    "{{ message['content'] }} {% endfor %}{% if add_generation_prompt %}<|assistant|>{% endif %}"
)


def word_level_tokenizer(
    texts: Iterable[str],
    *,
    chat_template: str | None = CHAT_TEMPLATE,
    extra_special_tokens: Sequence[str] = (),
) -> PreTrainedTokenizerFast:
    """Whitespace-split words of ``texts`` plus the special tokens (``<pad>`` is id 0, ``<unk>``
    1, ``<bos>`` 2, ``<eos>`` 3, then ``extra_special_tokens``), with a simple chat template."""
    backend = Tokenizer(models.WordLevel(unk_token="<unk>"))
    backend.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    special = [*SPECIAL_TOKENS, *extra_special_tokens]
    backend.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=special))
    return _wrapped(backend, chat_template, extra_special_tokens)


def _wrapped(
    backend: Tokenizer, chat_template: str | None, extra_special_tokens: Sequence[str]
) -> PreTrainedTokenizerFast:
    """A transformers tokenizer around ``backend``, with the shared special tokens."""
    tokenizer = PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]
        tokenizer_object=backend,
        bos_token="<bos>",
        eos_token="<eos>",
        pad_token="<pad>",
        unk_token="<unk>",
        additional_special_tokens=list(extra_special_tokens) or None,
    )
    tokenizer.chat_template = chat_template
    return tokenizer


def byte_level_tokenizer(
    texts: Iterable[str],
    *,
    chat_template: str | None = CHAT_TEMPLATE,
    extra_special_tokens: Sequence[str] = (),
) -> PreTrainedTokenizerFast:
    """A byte-level BPE tokenizer (GPT-2's and Llama 3's kind: every byte, spaces and newlines
    included, round-trips) trained on ``texts``, with the special tokens of
    :func:`word_level_tokenizer` at the same ids."""
    backend = Tokenizer(models.BPE())
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    special = [*SPECIAL_TOKENS, *extra_special_tokens]
    trainer = trainers.BpeTrainer(
        vocab_size=400,
        special_tokens=special,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    backend.train_from_iterator(texts, trainer)
    return _wrapped(backend, chat_template, extra_special_tokens)


SENTENCES = [
    "the cat sat on the mat",
    "a dog ran in the park",
    "role play is fun for everyone",
    "answer the question about the passage please",
]


def build_tiny_chat_model(
    directory: Path,
    *,
    chat_template: str | None = CHAT_TEMPLATE,
    extra_special_tokens: Sequence[str] = (),
    byte_level: bool = False,
) -> Path:
    """A 2-layer random Llama (hidden 64) with a word-level tokenizer (a byte-level BPE one with
    ``byte_level``), saved in ``directory``."""
    make_tokenizer = byte_level_tokenizer if byte_level else word_level_tokenizer
    tokenizer = make_tokenizer(
        SENTENCES, chat_template=chat_template, extra_special_tokens=extra_special_tokens
    )
    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=128,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    LlamaForCausalLM(config).save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory
