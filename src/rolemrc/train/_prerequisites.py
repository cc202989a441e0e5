"""What a training run needs, checked before the trainers load: the job's files, model and output
directory (no torch, transformers or TRL imported), then, once the tokenizer is loaded and
before the model is, that some row has a trained token within ``max_length``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rolemrc.core import (
    ConfigError,
    RunDir,
    check_input_location,
    check_output_location,
    setting,
)
from rolemrc.llm import check_weights_spec
from rolemrc.train._data import PreferencePair, SftConversation
from rolemrc.train._job import TrainJob
from rolemrc.train._report_model import MANIFEST_NAME
from rolemrc.train._templates import check_chat_template_choice

if TYPE_CHECKING:
    from transformers import PreTrainedTokenizerBase


def check_training_job(job: TrainJob) -> str:
    """Refuse a job that cannot run, each error naming its config field: the preset and its
    overrides, the model (its weights: an ``hf/`` path must be a directory), the data, DeepSpeed,
    profiles and chat template files, and the output directory (not a trained model unless
    ``overwrite``, not the model itself). Returns the model's weights source."""
    job.settings()
    source = check_weights_spec(job.model, field="model", purpose="training")
    check_input_location(job.data, "data", is_directory=False)
    for field, path in (("deepspeed", job.deepspeed), ("profiles", job.profiles)):
        if path is not None:
            check_input_location(path, field, is_directory=False)
    if job.chat_template is not None:
        check_chat_template_choice(job.chat_template)
    check_output_location(job.out, "out", is_directory=True)
    if RunDir(job.out, MANIFEST_NAME).has_manifest() and not job.overwrite:
        raise ConfigError(
            f"{job.out} already holds a trained model ({MANIFEST_NAME}); choose another "
            f"{setting('out')}, or pass {setting('overwrite')} (overwrite=True) to replace it"
        )
    if job.out.resolve() == Path(source).resolve():
        raise ConfigError(f"{job.out}: the output directory is the model being trained")
    return source


def untrained_prefix_length(
    row: SftConversation | PreferencePair, tokenizer: PreTrainedTokenizerBase
) -> int:
    """How many tokens of ``row``, rendered with the tokenizer's chat template as TRL renders it,
    come before its first trained token: TRL drops a row whose prefix fills ``max_length``."""
    if isinstance(row, SftConversation):
        encoded: Any = tokenizer.apply_chat_template(
            row.to_trl()["messages"],
            tokenize=True,
            return_dict=True,
            return_assistant_tokens_mask=True,
        )
        masks = list(encoded["assistant_masks"])
        return masks.index(1) if 1 in masks else len(masks)
    turns = row.to_trl()

    def ids(messages: list[dict[str, str]], *, add_generation_prompt: bool = False) -> list[int]:
        encoded: Any = tokenizer.apply_chat_template(
            messages, tokenize=True, return_dict=True, add_generation_prompt=add_generation_prompt
        )
        return list(encoded["input_ids"])

    prompt = ids(turns["prompt"], add_generation_prompt=True)
    # the completion starts where the prompt and each whole pair diverge (TRL's rule)
    return min(
        _common_prefix_length(prompt, ids(turns["prompt"] + turns[reply]))
        for reply in ("chosen", "rejected")
    )


def _common_prefix_length(ids: list[int], other: list[int]) -> int:
    for index, (token, other_token) in enumerate(zip(ids, other, strict=False)):
        if token != other_token:
            return index
    return min(len(ids), len(other))


def check_trainable_rows(
    rows: Sequence[SftConversation] | Sequence[PreferencePair],
    tokenizer: PreTrainedTokenizerBase,
    *,
    max_length: int,
    described: str,
) -> None:
    """Refuse data of which no row has a trained token within ``max_length`` (TRL would drop
    every row), saying how many rows were read and the shortest untrained prefix among them.
    Rows are measured until the first that fits, so data that trains costs one row's
    tokenization. ``described`` opens the message (e.g. ``sft on data.jsonl``)."""
    shortest: int | None = None
    for row in rows:
        length = untrained_prefix_length(row, tokenizer)
        if length < max_length:
            return
        shortest = length if shortest is None else min(shortest, length)
    if shortest is None:
        return  # no rows at all: the schedule says so
    raise ConfigError(
        f"{described}: {_every_row(len(rows))} read is longer than {setting('max_length')} "
        f"{max_length} before its first trained token (the shortest "
        f"such prefix, the prompt before the first reply trained on, has {shortest} tokens), so "
        f"no row would be trained; raise {setting('max_length')} above {shortest}"
    )


def _every_row(count: int) -> str:
    return "the one row" if count == 1 else f"every one of the {count} rows"
