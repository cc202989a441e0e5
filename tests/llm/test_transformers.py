"""The transformers backend on a tiny random Llama with a word-level tokenizer built here."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ChatRole, ConfigError, Message
from rolemrc.llm import (
    ChatRequest,
    GenerationParams,
    TransformersChatModel,
    load_chat_model,
    load_transformers_chat_model,
)
from rolemrc.llm._transformers import end_of_turn_ids
from support.tiny_models import SENTENCES, word_level_tokenizer
from support.tiny_models import build_tiny_chat_model as build_tiny_model


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_model(tmp_path_factory.mktemp("tiny-llama"))


def chat(*turns: tuple[ChatRole, str], **params: Any) -> ChatRequest:
    return ChatRequest(
        messages=tuple(Message(role=role, content=content) for role, content in turns),
        params=GenerationParams(**params),
    )


REQUESTS = [
    chat(("user", "the cat"), max_new_tokens=6),
    chat(("system", "role play is fun"), ("user", "answer the question about the passage")),
    chat(("user", "a dog ran in the park please"), max_new_tokens=6),
    chat(("user", "fun"), max_new_tokens=6),
    chat(("user", "the mat"), max_new_tokens=6),
]


def test_batched_greedy_equals_one_by_one(tiny_model_dir: Path) -> None:
    batched = load_chat_model(f"hf/{tiny_model_dir}", batch_size=4)
    single = load_chat_model(f"hf/{tiny_model_dir}", batch_size=1)
    batched_results = dict(batched.generate(REQUESTS))
    single_results = dict(single.generate(REQUESTS))
    assert sorted(batched_results) == [0, 1, 2, 3, 4]
    assert batched_results == single_results
    # This random model ends some answers itself and runs others to the limit.
    assert {result.finish_reason for result in batched_results.values()} == {"stop", "length"}
    # "<bos> <|user|> the cat <|assistant|>": 5 prompt tokens.
    assert batched_results[0].prompt_tokens == 5
    # The system turn is rendered by the template: <bos> + 5 + 7 + <|assistant|>.
    assert batched_results[1].prompt_tokens == 14
    for index, result in batched_results.items():
        limit = REQUESTS[index].params.max_new_tokens
        assert result.completion_tokens <= limit
        if result.finish_reason == "length":
            assert result.completion_tokens == limit
        assert result.text == result.text.strip()
        assert all(token in " ".join(SENTENCES).split() for token in result.text.split())


def test_stop_tokens_end_the_answer_and_are_not_shown(tiny_model_dir: Path) -> None:
    model = load_transformers_chat_model(tiny_model_dir, batch_size=2)
    free = dict(model.generate(REQUESTS[:1]))[0]
    assert free.text, "the random model should say something"
    first_word = free.text.split()[0]
    stop_id = model._tokenizer.convert_tokens_to_ids(first_word)
    assert isinstance(stop_id, int)
    stopped = TransformersChatModel(
        model._model, model._tokenizer, spec="hf/tiny", identity={}, stop_token_ids=[stop_id]
    )
    assert dict(stopped.generate(REQUESTS[:1]))[0].model_dump() == {
        "text": "",
        "finish_reason": "stop",
        "prompt_tokens": 5,
        "completion_tokens": 1,
        "cached": False,
    }


END_OF_TURN_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}<|{{ message['role'] }}|> "
    "{{ message['content'] }} <|end|> {% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)


def test_generation_stops_at_the_chat_templates_end_of_turn_token(tmp_path: Path) -> None:
    """A template that closes each turn with <|end|> (not the eos): a reply ends there."""
    directory = build_tiny_model(
        tmp_path / "turns", chat_template=END_OF_TURN_TEMPLATE, extra_special_tokens=["<|end|>"]
    )
    model = load_transformers_chat_model(directory)
    tokenizer = model._tokenizer
    end_id = tokenizer.convert_tokens_to_ids("<|end|>")
    assert end_of_turn_ids(tokenizer) == {end_id} and end_id != tokenizer.eos_token_id
    assert end_of_turn_ids(word_level_tokenizer(SENTENCES)) == set()  # no end-of-turn marker
    free = dict(model.generate(REQUESTS[:1]))[0]
    first_id = tokenizer.convert_tokens_to_ids(free.text.split()[0])
    # make the model say <|end|> where it said its first word: swap the two output rows
    weights = model._model.get_output_embeddings().weight.data
    weights[[first_id, end_id]] = weights[[end_id, first_id]]
    ended = dict(model.generate(REQUESTS[:1]))[0]
    assert (ended.text, ended.finish_reason, ended.completion_tokens) == ("", "stop", 1)


def test_sampling_with_a_seed_repeats(tiny_model_dir: Path) -> None:
    model = load_transformers_chat_model(tiny_model_dir)
    request = chat(("user", "the cat"), temperature=1.0, seed=7, max_new_tokens=12)
    first = dict(model.generate([request]))[0]
    again = dict(model.generate([request]))[0]
    assert first == again
    assert first.completion_tokens >= 1


def test_a_tokenizer_without_chat_template_is_refused(tmp_path: Path) -> None:
    directory = build_tiny_model(tmp_path / "plain", chat_template=None)
    with pytest.raises(ConfigError, match="the tokenizer has no chat template"):
        load_chat_model(f"hf/{directory}")


def test_identity_follows_the_files(tiny_model_dir: Path, tmp_path: Path) -> None:
    directory = build_tiny_model(tmp_path / "copy")
    model = load_transformers_chat_model(directory)
    assert model.spec == str(directory)  # the canonical form of an absolute path
    assert model.identity["provider"] == "hf"
    assert model.identity["model"] == str(directory.resolve())
    assert load_transformers_chat_model(directory).identity == model.identity
    config_file = directory / "config.json"
    stat = config_file.stat()
    os.utime(config_file, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert load_transformers_chat_model(directory).identity != model.identity


class _NotAWeight:
    """An object torch's weights-only loader refuses to unpickle."""


def test_a_pickle_checkpoint_torch_refuses_is_a_one_line_error(
    tiny_model_dir: Path, tmp_path: Path
) -> None:
    import shutil

    import torch
    from safetensors.torch import load_file

    directory = tmp_path / "pickled"
    shutil.copytree(tiny_model_dir, directory)
    weights = directory / "model.safetensors"
    state = dict(load_file(weights))
    weights.unlink()
    torch.save({**state, "not_a_weight": _NotAWeight()}, directory / "pytorch_model.bin")
    with pytest.raises(ConfigError) as refused:
        load_chat_model(f"hf/{directory}")
    message = str(refused.value)
    assert message.startswith(f"hf/{directory}: cannot load the model: torch refused its pickle")
    assert message.endswith("save the weights as safetensors")
    assert "\n" not in message
