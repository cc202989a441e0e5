"""A word-level tokenizer trained on the spot, for tiny random models built from configs."""

from __future__ import annotations

from collections.abc import Iterable

from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

SPECIAL_TOKENS = ["<pad>", "<unk>", "<bos>", "<eos>", "<|system|>", "<|user|>", "<|assistant|>"]
CHAT_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}<|{{ message['role'] }}|> "
    "{{ message['content'] }} {% endfor %}{% if add_generation_prompt %}<|assistant|>{% endif %}"
)


def word_level_tokenizer(
    texts: Iterable[str], *, chat_template: str | None = CHAT_TEMPLATE
) -> PreTrainedTokenizerFast:
    """Whitespace-split words of ``texts`` plus the special tokens (``<pad>`` is id 0, ``<unk>``
    1, ``<bos>`` 2, ``<eos>`` 3), with a simple chat template."""
    backend = Tokenizer(models.WordLevel(unk_token="<unk>"))
    backend.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    backend.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=SPECIAL_TOKENS))
    tokenizer = PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]
        tokenizer_object=backend,
        bos_token="<bos>",
        eos_token="<eos>",
        pad_token="<pad>",
        unk_token="<unk>",
    )
    tokenizer.chat_template = chat_template
    return tokenizer
