"""A word-level tokenizer trained on the spot, and a tiny random chat model built from a config."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import torch
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
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
) -> Path:
    """A 2-layer random Llama (hidden 64) with a word-level tokenizer, saved in ``directory``."""
    tokenizer = word_level_tokenizer(
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
