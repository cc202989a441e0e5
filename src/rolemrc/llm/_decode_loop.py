"""Batched decoding in which a row leaves the batch as soon as it has finished.

transformers' ``generate`` decodes a batch until its longest row ends: a row that has emitted
its stop token is padded, and still computed, at every later step. Here a finished row's KV
cache rows, attention mask row and sampler generator are dropped, so each step costs what the
rows still writing cost. The steps are the ones ``generate`` takes for greedy search: one
prefill over the left-padded prompts, then one token per row and step on the same
``DynamicCache`` (sliding-window layers included), with the same position ids and attention
mask, and the next token the argmax of the float32 logits after the sampler, if any.

``generate`` also applies what a model's generation config asks of greedy search (a repetition
penalty, banned words, a minimum length, ...) and honours its cache settings; this loop does
none of that, so :func:`loop_unfit_settings` names such settings and the caller keeps
``generate`` for those models.
"""

from __future__ import annotations

import inspect
from typing import Any, Protocol, cast

import torch
from transformers import DynamicCache, GenerationConfig, PreTrainedModel

from rolemrc.llm._row_sampling import RowSeededSampler

# Generation-config settings, with the values that leave greedy search as it is, under which
# transformers' greedy search changes the scores (logits processors), stops otherwise or caches
# otherwise. None is always inert.
_INERT_VALUES: dict[str, tuple[object, ...]] = {
    "guidance_scale": (1, 1.0),
    "sequence_bias": (),
    "repetition_penalty": (1, 1.0),
    "encoder_repetition_penalty": (1, 1.0),
    "no_repeat_ngram_size": (0,),
    "encoder_no_repeat_ngram_size": (0,),
    "bad_words_ids": (),
    "min_length": (0,),
    "min_new_tokens": (0,),
    "forced_bos_token_id": (),
    "forced_eos_token_id": (),
    "remove_invalid_values": (False,),
    "exponential_decay_length_penalty": (),
    "suppress_tokens": (),
    "begin_suppress_tokens": (),
    "watermarking_config": (),
    "renormalize_logits": (False,),
    "max_time": (),
    "use_cache": (True,),
    "cache_implementation": (),
    "prefill_chunk_size": (),
}


def loop_unfit_settings(model: PreTrainedModel) -> list[str]:
    """The settings of ``model``'s generation config that this loop does not apply, and a note
    when its ``forward`` takes no ``cache`` argument (a model written for another transformers
    version would ignore the loop's cache and decode without its past); empty: the loop decodes
    as ``generate(do_sample=False)`` would."""
    config: GenerationConfig = model.generation_config
    unfit = [
        name
        for name, inert in _INERT_VALUES.items()
        if (value := getattr(config, name, None)) is not None and value not in inert
    ]
    if "cache" not in inspect.signature(model.forward).parameters:
        unfit.append("forward() without a cache argument")
    return unfit


class StopStringCheck(Protocol):
    """Stop strings, checked two ways: per step on the batch's token ids (transformers'
    ``StoppingCriteria`` form: which rows' answers now hold one), and on one row's answer."""

    def __call__(
        self, input_ids: torch.LongTensor, scores: Any, **kwargs: Any
    ) -> torch.BoolTensor: ...

    def holds_stop_string(self, answer: list[int]) -> bool: ...


def decode_leaving_finished_rows(
    model: PreTrainedModel,
    input_ids: torch.Tensor,
    attention_mask: torch.Tensor,
    *,
    max_new_tokens: int,
    stop_ids: frozenset[int],
    sampler: RowSeededSampler | None = None,
    stop_strings: StopStringCheck | None = None,
    check_every: int = 1,
) -> list[list[int]]:
    """The new tokens of each row of the left-padded ``input_ids`` (on the model's device): up
    to and including its first token in ``stop_ids``, the token after which ``stop_strings``
    says it is done, or ``max_new_tokens`` tokens. ``sampler`` picks the tokens of sampled rows
    (it is told which rows leave); without it decoding is greedy.

    ``check_every``: how many steps run between looks at the tokens. At 1 (on a CPU) every step
    reads its tokens and a finished row leaves at once. Above 1 (on a GPU) the steps between
    looks never wait for the device: the tokens stay there until a look copies them all at
    once, and a row that finished in between goes on (its later tokens are dropped) until that
    look; its answer ends where it would have (at its stop token; after a stop string the
    answer's tokens run on to the look, and the caller cuts the text at the stop string)."""
    rows = list(range(input_ids.shape[0]))  # the batch row of each row still decoding
    answers: list[list[int]] = [[] for _ in rows]
    step_positions: torch.Tensor | None = (attention_mask.cumsum(-1) - 1).masked_fill_(
        attention_mask == 0, 0
    )
    # As generate: no mask at all when nothing is padded (the attention takes a faster path).
    mask: torch.Tensor | None = None if bool((attention_mask == 1).all()) else attention_mask
    cache = DynamicCache(config=model.config.get_text_config(decoder=True))
    options: dict[str, Any] = {"use_cache": True, "return_dict": True}
    accepted = inspect.signature(model.forward).parameters
    if "logits_to_keep" in accepted:
        options["logits_to_keep"] = 1
    if "position_ids" not in accepted:
        step_positions = None
    sequences, step_ids = input_ids, input_ids
    unread: list[torch.Tensor] = []  # the tokens of the steps since the last look
    for step in range(max_new_tokens):
        output = model(
            input_ids=step_ids,
            attention_mask=mask,
            position_ids=step_positions,
            cache=cache,
            **options,
        )
        scores = output.logits[:, -1].to(dtype=torch.float32, copy=True)
        if sampler is not None:
            scores = sampler(cast(torch.LongTensor, sequences), cast(torch.FloatTensor, scores))
        tokens = scores.argmax(dim=-1)
        last_step = step == max_new_tokens - 1
        if check_every == 1:
            sequences = torch.cat([sequences, tokens[:, None]], dim=-1)
            chosen: list[int] = tokens.tolist()
            for row, token in zip(rows, chosen, strict=True):
                answers[row].append(token)
            if last_step:
                break
            done = [token in stop_ids for token in chosen]
            if stop_strings is not None:
                stopped: list[bool] = stop_strings(cast(torch.LongTensor, sequences), None).tolist()
                done = [ended or stop for ended, stop in zip(done, stopped, strict=True)]
        else:
            unread.append(tokens)
            if sampler is not None:  # the sampler's rows are the batch's; it reads no ids
                sequences = tokens[:, None]
            if last_step:
                _read_tokens(unread, rows, answers, stop_ids)
                break
            if len(unread) < check_every:
                step_ids = tokens[:, None]
                if step_positions is not None:
                    step_positions = step_positions[:, -1:] + 1
                if mask is not None:
                    mask = torch.cat([mask, mask.new_ones((mask.shape[0], 1))], dim=-1)
                continue
            done = _read_tokens(unread, rows, answers, stop_ids)
            unread = []
            if stop_strings is not None:
                done = [
                    ended or stop_strings.holds_stop_string(answers[row])
                    for row, ended in zip(rows, done, strict=True)
                ]
        staying = [live for live, ended in enumerate(done) if not ended]
        if not staying:
            break
        if step_positions is not None:
            step_positions = step_positions[:, -1:] + 1
        if len(staying) < len(rows):
            keep = torch.tensor(staying, device=tokens.device)
            cache.batch_select_indices(keep)
            tokens, sequences = tokens[keep], sequences[keep]
            step_positions = None if step_positions is None else step_positions[keep]
            mask = None if mask is None else mask[keep]
            if sampler is not None:
                sampler.keep_rows(staying)
            rows = [rows[live] for live in staying]
        if mask is not None:
            mask = torch.cat([mask, mask.new_ones((mask.shape[0], 1))], dim=-1)
        step_ids = tokens[:, None]
    return answers


def _read_tokens(
    unread: list[torch.Tensor],
    rows: list[int],
    answers: list[list[int]],
    stop_ids: frozenset[int],
) -> list[bool]:
    """Copy the steps' tokens (one device-to-host copy) onto the answers of ``rows``, each
    answer ending at its first stop token; whether each row has ended."""
    block: list[list[int]] = torch.stack(unread, dim=1).tolist()
    done = []
    for row, tokens in zip(rows, block, strict=True):
        answer = answers[row]
        ended = False
        for token in tokens:
            answer.append(token)
            if token in stop_ids:
                ended = True
                break
        done.append(ended)
    return done
