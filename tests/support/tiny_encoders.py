"""Tiny real BERTScore encoders built from configs (random weights, tokenizers trained here)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ENCODER_TEXTS = [
    "the cat sat on the mat",
    "a cat was sitting on the rug today quietly",
    "hello there my dear friend",
    "elementary my dear watson the mud on your boots",
    "a much longer reference sentence with many words in it",
]

# roberta-large's config.json as the hub serves it (architecture only; no weights needed to
# choose a layer).
ROBERTA_LARGE_CONFIG: dict[str, Any] = {
    "architectures": ["RobertaForMaskedLM"],
    "attention_probs_dropout_prob": 0.1,
    "bos_token_id": 0,
    "eos_token_id": 2,
    "hidden_act": "gelu",
    "hidden_dropout_prob": 0.1,
    "hidden_size": 1024,
    "initializer_range": 0.02,
    "intermediate_size": 4096,
    "layer_norm_eps": 1e-05,
    "max_position_embeddings": 514,
    "model_type": "roberta",
    "num_attention_heads": 16,
    "num_hidden_layers": 24,
    "pad_token_id": 1,
    "type_vocab_size": 1,
    "vocab_size": 50265,
}


def save_config(directory: Path, config: dict[str, Any]) -> Path:
    directory.mkdir(parents=True)
    (directory / "config.json").write_text(json.dumps(config))
    return directory


def build_tiny_roberta(directory: Path, *, layers: int) -> Path:
    """A real (random) RoBERTa encoder, hidden size 32, with a byte-level BPE trained here."""
    import torch
    from tokenizers import ByteLevelBPETokenizer
    from transformers import RobertaConfig, RobertaModel, RobertaTokenizer

    directory.mkdir(parents=True)
    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(
        ENCODER_TEXTS * 4,
        vocab_size=300,
        min_frequency=1,
        special_tokens=["<s>", "<pad>", "</s>", "<unk>", "<mask>"],
    )
    bpe.save_model(str(directory))
    tokenizer = RobertaTokenizer.from_pretrained(str(directory), model_max_length=128)
    tokenizer.save_pretrained(str(directory))
    config = RobertaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        num_hidden_layers=layers,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=130,
        pad_token_id=1,
        bos_token_id=0,
        eos_token_id=2,
    )
    torch.manual_seed(0)
    RobertaModel(config).save_pretrained(str(directory))
    return directory


def build_small_bert(directory: Path, *, layers: int, hidden: int) -> Path:
    """A real (random) BERT with the architecture of google/bert_uncased_L-<layers>_H-<hidden>
    (vocabulary 30522): a WordPiece vocabulary of the test words padded with unused entries."""
    import torch
    from transformers import BertConfig, BertModel, BertTokenizer

    directory.mkdir(parents=True)
    words = sorted({word for text in ENCODER_TEXTS for word in text.split()})
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *words]
    vocab += [f"[unused{index}]" for index in range(30522 - len(vocab))]
    (directory / "vocab.txt").write_text("\n".join(vocab) + "\n")
    tokenizer = BertTokenizer.from_pretrained(str(directory), model_max_length=128)
    tokenizer.save_pretrained(str(directory))
    config = BertConfig(
        vocab_size=30522,
        hidden_size=hidden,
        num_hidden_layers=layers,
        num_attention_heads=2,
        intermediate_size=hidden * 4,
        max_position_embeddings=128,
    )
    torch.manual_seed(0)
    BertModel(config).save_pretrained(str(directory))
    return directory
