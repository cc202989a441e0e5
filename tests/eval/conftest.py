"""Fixtures of the evaluation tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.tiny_encoders import build_small_bert, build_tiny_roberta


@pytest.fixture(scope="session")
def tiny_roberta_named_roberta_large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 3-layer toy RoBERTa in a directory called roberta-large: the name must not fool anyone."""
    return build_tiny_roberta(tmp_path_factory.mktemp("encoders") / "roberta-large", layers=3)


@pytest.fixture(scope="session")
def small_bert_of_the_table(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A model with the architecture of google/bert_uncased_L-2_H-128_A-2 (bert_score: layer 1)."""
    return build_small_bert(
        tmp_path_factory.mktemp("encoders") / "my-encoder", layers=2, hidden=128
    )
