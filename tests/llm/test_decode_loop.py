"""The decoding loop whose batches drop finished rows, against transformers' own generate, on
tiny random models (one with sliding-window layers, decoded past its window)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch
from transformers import (
    Gemma3ForCausalLM,
    Gemma3TextConfig,
    LogitsProcessorList,
    PreTrainedModel,
)

from rolemrc.core import Message
from rolemrc.llm import ChatRequest, GenerationParams, TransformersChatModel
from rolemrc.llm._decode_loop import (
    StopStringCheck,
    decode_leaving_finished_rows,
    loop_unfit_settings,
)
from rolemrc.llm._row_sampling import RowSeededSampler
from support.tiny_models import build_tiny_chat_model

PAD = 0
# left-padded prompts of different lengths, in the vocabulary of both models
PROMPTS = [[5, 9, 13, 2, 7, 20, 11], [8, 3], [21, 17, 4, 24], [12, 6, 26, 23, 19]]
NEW_TOKENS = 12


def sliding_window_model() -> PreTrainedModel:
    """A Gemma 3 text model whose first layer attends to a window of 4 tokens only."""
    torch.manual_seed(0)
    config = Gemma3TextConfig(
        vocab_size=48,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        head_dim=16,
        sliding_window=4,
        layer_types=["sliding_attention", "full_attention"],
        max_position_embeddings=64,
        pad_token_id=PAD,
        attn_implementation="sdpa",
    )
    return Gemma3ForCausalLM(config).eval()


def llama_model(tmp_path: Path) -> PreTrainedModel:
    from transformers import AutoModelForCausalLM

    model: PreTrainedModel = AutoModelForCausalLM.from_pretrained(
        build_tiny_chat_model(tmp_path / "llama"), dtype=torch.float32
    )
    return model.eval()


def padded(prompts: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    width = max(len(prompt) for prompt in prompts)
    input_ids = torch.full((len(prompts), width), PAD, dtype=torch.long)
    mask = torch.zeros_like(input_ids)
    for row, prompt in enumerate(prompts):
        input_ids[row, width - len(prompt) :] = torch.tensor(prompt)
        mask[row, width - len(prompt) :] = 1
    return input_ids, mask


def generated(
    model: PreTrainedModel, prompts: list[list[int]], stop_ids: set[int], seeds: list[int] | None
) -> list[list[int]]:
    """transformers' generate, each row cut after its first stop token."""
    input_ids, mask = padded(prompts)
    sampling: dict[str, Any] = (
        {"logits_processor": LogitsProcessorList([RowSeededSampler(1.0, seeds)])} if seeds else {}
    )
    with torch.inference_mode():
        output = model.generate(  # type: ignore[operator]
            input_ids=input_ids,
            attention_mask=mask,
            max_new_tokens=NEW_TOKENS,
            do_sample=False,
            pad_token_id=PAD,
            eos_token_id=sorted(stop_ids),
            **sampling,
        )
    rows = []
    for row in output[:, input_ids.shape[1] :].tolist():
        ends = [position for position, token in enumerate(row) if token in stop_ids]
        rows.append(row[: ends[0] + 1] if ends else row)
    return rows


def decoded(
    model: PreTrainedModel,
    prompts: list[list[int]],
    stop_ids: set[int],
    seeds: list[int] | None,
    *,
    check_every: int = 1,
    stop_strings: StopStringCheck | None = None,
) -> tuple[list[list[int]], list[int]]:
    """The loop's answers, and how many rows each of its forward passes computed."""
    rows_per_pass: list[int] = []
    handle = model.register_forward_pre_hook(
        lambda module, args, kwargs: rows_per_pass.append(kwargs["input_ids"].shape[0]),
        with_kwargs=True,
    )
    input_ids, mask = padded(prompts)
    try:
        with torch.inference_mode():
            answers = decode_leaving_finished_rows(
                model,
                input_ids,
                mask,
                max_new_tokens=NEW_TOKENS,
                stop_ids=frozenset(stop_ids),
                sampler=RowSeededSampler(1.0, seeds) if seeds else None,
                stop_strings=stop_strings,
                check_every=check_every,
            )
    finally:
        handle.remove()
    return answers, rows_per_pass


@pytest.mark.parametrize("seeds", [None, [3, 1, 4, 1]], ids=["greedy", "sampled"])
@pytest.mark.parametrize("build", ["sliding window", "llama"])
def test_the_loop_answers_as_generate_while_finished_rows_leave(
    tmp_path: Path, build: str, seeds: list[int] | None
) -> None:
    model = sliding_window_model() if build == "sliding window" else llama_model(tmp_path)
    free = generated(model, PROMPTS, set(), seeds)
    # a token that ends the first answer early and the others at other steps, or not at all
    stop = free[0][2]
    answers, rows_per_pass = decoded(model, PROMPTS, {stop}, seeds)
    assert answers == generated(model, PROMPTS, {stop}, seeds)
    lengths = [len(answer) for answer in answers]
    assert len(set(lengths)) > 1 and max(lengths) > 4  # past the sliding window
    # each pass computes the rows still decoding: those that have not yet written their answer
    assert rows_per_pass == [
        sum(length > step for length in lengths) for step in range(max(lengths))
    ]
    # and each answer is the one its prompt gets alone
    row_seeds: list[int | None] = list(seeds) if seeds else [None] * len(PROMPTS)
    alone = [
        decoded(model, [prompt], {stop}, None if seed is None else [seed])[0][0]
        for prompt, seed in zip(PROMPTS, row_seeds, strict=True)
    ]
    assert answers == alone


@pytest.mark.parametrize("seeds", [None, [3, 1, 4, 1]], ids=["greedy", "sampled"])
def test_looking_at_the_tokens_every_few_steps_gives_the_same_answers(
    seeds: list[int] | None,
) -> None:
    """As on a GPU: the tokens are read every ``check_every`` steps, so a finished row leaves
    at the next look; each answer still ends at its first stop token."""
    model = sliding_window_model()
    stop = generated(model, PROMPTS, set(), seeds)[0][2]
    every_step, _ = decoded(model, PROMPTS, {stop}, seeds)
    answers, rows_per_pass = decoded(model, PROMPTS, {stop}, seeds, check_every=5)
    assert answers == every_step
    computed = [min(-(-len(answer) // 5) * 5, NEW_TOKENS) for answer in answers]
    assert len(set(computed)) > 1
    assert rows_per_pass == [
        sum(steps > step for steps in computed) for step in range(max(computed))
    ]


class StopAfter:
    """A stop string that is one token: per step, which rows' last token it is; on an answer,
    whether it holds it."""

    def __init__(self, token: int) -> None:
        self.token = token

    def __call__(self, input_ids: torch.LongTensor, scores: Any, **kwargs: Any) -> torch.BoolTensor:
        return input_ids[:, -1] == self.token  # type: ignore[return-value]

    def holds_stop_string(self, answer: list[int]) -> bool:
        return self.token in answer


def test_a_stop_string_ends_a_row_at_the_next_look_with_its_answer_running_on_to_it() -> None:
    model = sliding_window_model()
    free = generated(model, PROMPTS, set(), None)
    stop = StopAfter(free[0][1])
    every_step, _ = decoded(model, PROMPTS, set(), None, stop_strings=stop)
    answers, _ = decoded(model, PROMPTS, set(), None, stop_strings=stop, check_every=4)
    assert len(every_step[0]) == 2  # the first row ended at its second token ...
    assert answers[0] == free[0][:4]  # ... and ran on to the look after its fourth
    for ended, ran_on in zip(every_step, answers, strict=True):
        assert ran_on[: len(ended)] == ended
        assert len(ran_on) == min(-(-len(ended) // 4) * 4, NEW_TOKENS)


def test_a_generation_config_that_changes_greedy_search_keeps_generate(tmp_path: Path) -> None:
    """A repetition penalty, banned words and the like are applied by transformers' generate;
    such a model's batches are generated there, finished rows padded."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    directory = build_tiny_chat_model(tmp_path / "tiny")
    model = AutoModelForCausalLM.from_pretrained(directory, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(directory)
    assert loop_unfit_settings(model) == []
    model.generation_config.no_repeat_ngram_size = 1
    model.generation_config.repetition_penalty = 1.0  # no penalty: nothing to apply
    assert loop_unfit_settings(model) == ["no_repeat_ngram_size"]
    chat_model = TransformersChatModel(model, tokenizer, spec="hf/tiny", identity={}, batch_size=4)
    rows_per_pass: list[int] = []
    model.register_forward_pre_hook(
        lambda module, args, kwargs: rows_per_pass.append(kwargs["input_ids"].shape[0]),
        with_kwargs=True,
    )
    requests = [
        ChatRequest(
            messages=(Message(role="user", content=text),),
            params=GenerationParams(max_new_tokens=10),
        )
        for text in ("the cat", "a dog ran in the park", "fun")
    ]
    results = dict(chat_model.generate(requests))
    assert rows_per_pass == [3] * max(result.completion_tokens for result in results.values())
    for index, request in enumerate(requests):
        prompt = chat_model._encode(index, request)
        alone = model.generate(
            input_ids=torch.tensor([prompt]), max_new_tokens=10, do_sample=False, pad_token_id=0
        )[0, len(prompt) :].tolist()
        words = tokenizer.decode(alone, skip_special_tokens=True).split()
        assert len(words) == len(set(words))  # no token twice: the setting was applied
        assert results[index].text == " ".join(words[: len(results[index].text.split())])


def test_a_model_whose_forward_takes_no_cache_keeps_generate(tmp_path: Path) -> None:
    """A model written for another transformers version (its ``forward`` takes
    ``past_key_values``, not ``cache``) would drop the loop's cache unread: it keeps generate."""
    model = llama_model(tmp_path)
    assert loop_unfit_settings(model) == []
    forward = model.forward

    def older_forward(input_ids: Any = None, past_key_values: Any = None, **kwargs: Any) -> Any:
        return forward(input_ids=input_ids, cache=past_key_values, **kwargs)

    model.forward = older_forward  # type: ignore[method-assign]
    assert loop_unfit_settings(model) == ["forward() without a cache argument"]
