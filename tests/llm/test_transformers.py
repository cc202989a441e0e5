"""The transformers backend on a tiny random Llama with a word-level tokenizer built here."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
import torch
from torch.utils.hooks import RemovableHandle
from transformers import LogitsProcessorList

from rolemrc.core import ChatRole, ConfigError, InputError, Message
from rolemrc.llm import (
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelAccess,
    TransformersChatModel,
    UsageMeter,
    load_transformers_chat_model,
    open_model,
    run_chat,
)
from rolemrc.llm._row_sampling import RowSeededSampler, row_seed
from rolemrc.llm._transformers import (
    chat_prompt,
    cpu_has_native_bf16,
    default_dtype,
    end_of_turn_ids,
)
from support.chat_templates import GEMMA_CHAT_TEMPLATE
from support.tiny_models import SENTENCES, byte_level_tokenizer, word_level_tokenizer
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
    batched = open_model(ModelAccess(model=f"hf/{tiny_model_dir}", batch_size=4, cache=False))
    single = open_model(ModelAccess(model=f"hf/{tiny_model_dir}", batch_size=1, cache=False))
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


def test_greedy_answers_are_the_models_own_greedy_decoding(tiny_model_dir: Path) -> None:
    """Greedy requests go to transformers' greedy search as they are, with nothing added."""
    model = load_transformers_chat_model(tiny_model_dir, batch_size=4)
    results = dict(model.generate(REQUESTS))
    for index, request in enumerate(REQUESTS):
        prompt = model._encode(index, request)
        greedy = model._model.generate(
            input_ids=torch.tensor([prompt]),
            max_new_tokens=request.params.max_new_tokens,
            do_sample=False,
            pad_token_id=0,
        )[0, len(prompt) :].tolist()
        used = results[index].completion_tokens
        assert results[index].text == model._decode(greedy[:used])
        assert len(greedy) == used  # it ended where transformers ends it


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
        "attempts": 1,
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


SAMPLED = {"temperature": 1.0, "max_new_tokens": 12}
NEIGHBOURS = [
    "a dog ran in the park please",
    "fun",
    "role play is fun for everyone",
    "the mat",
    "answer the question about the passage please",
    "please",
    "the cat sat on the mat and a dog ran",
]


@pytest.mark.parametrize(
    "neighbours",
    [NEIGHBOURS[:2], NEIGHBOURS[3:5], NEIGHBOURS],
    ids=["batch of 3", "batch of 3, other neighbours", "batch of 8"],
)
def test_a_sampled_answer_does_not_depend_on_its_batch(
    tiny_model_dir: Path,
    spy_on: Callable[[TransformersChatModel], _ForwardSpy],
    neighbours: list[str],
) -> None:
    """Shorter and longer neighbours pad the request differently, and some of them end (and
    leave the batch) before it does; float32 keeps the logits' differences far below any
    draw's."""
    model = load_transformers_chat_model(tiny_model_dir, batch_size=8, dtype=torch.float32)
    spy = spy_on(model)
    finish_reasons = []
    for seed in range(4):
        request = chat(("user", "the cat"), seed=seed, **SAMPLED)
        alone = dict(model.generate([request]))[0]
        batch = [chat(("user", text), seed=seed, **SAMPLED) for text in neighbours]
        batched = dict(model.generate([*batch[:1], request, *batch[1:]]))
        assert batched[1] == alone
        assert spy.batches[-1][0] == len(neighbours) + 1  # one batch, all of them
        assert spy.batches[-1] == rows_per_step(batched.values())
        finish_reasons.append({result.finish_reason for result in batched.values()})
    assert {"stop", "length"} in finish_reasons  # rows ended and left as others went on


def test_requests_differing_only_in_seed_share_a_batch_and_keep_their_own_draws(
    tiny_model_dir: Path, spy_on: Callable[[TransformersChatModel], _ForwardSpy]
) -> None:
    model = load_transformers_chat_model(tiny_model_dir, batch_size=8, dtype=torch.float32)
    spy = spy_on(model)
    requests = [
        chat(("user", text), seed=seed, **SAMPLED) for seed, text in enumerate(NEIGHBOURS[:4])
    ]
    alone = [dict(model.generate([request]))[0] for request in requests]
    batched = dict(model.generate(requests))
    assert spy.batches[-1][0] == 4  # one batch, not one per seed
    assert [batched[index] for index in range(4)] == alone


def test_different_seeds_sample_different_answers(tiny_model_dir: Path) -> None:
    model = load_transformers_chat_model(tiny_model_dir)
    answers = [
        dict(model.generate([chat(("user", "the cat"), seed=seed, **SAMPLED)]))[0].text
        for seed in range(8)
    ]
    assert len(set(answers)) == len(answers)


def test_identical_sampled_requests_in_one_call_are_samples_of_their_own(
    tiny_model_dir: Path,
) -> None:
    model = load_transformers_chat_model(tiny_model_dir)
    request = chat(("user", "the cat"), seed=7, **SAMPLED)
    second = request.model_copy(update={"occurrence": 1})
    first_sample, second_sample = (dict(model.generate([request, request]))[i] for i in (0, 1))
    assert first_sample != second_sample
    assert dict(model.generate([second]))[0] == second_sample
    assert dict(model.generate([request]))[0] == first_sample


def test_a_stop_string_cuts_a_sampled_answer_where_its_draws_say_it(
    tiny_model_dir: Path, spy_on: Callable[[TransformersChatModel], _ForwardSpy]
) -> None:
    """The answer beside it, which continues an assistant message, draws on as if alone."""
    model = load_transformers_chat_model(tiny_model_dir, batch_size=2)
    sampled = {"temperature": 1.0, "seed": 2, "max_new_tokens": 16}
    turns = [(("user", "the cat"),), (("user", "role play"), ("assistant", "the cat"))]
    free = [dict(model.generate([chat(*conversation, **sampled)]))[0] for conversation in turns]
    # a word of the first answer (not its first) that the second answer does not hold
    stop = next(word for word in free[0].text.split()[1:] if word not in free[1].text)
    spy = spy_on(model)
    results = dict(model.generate([chat(*turn, stop=(stop,), **sampled) for turn in turns]))
    assert len(spy.batches) == 1  # one batch
    stopped = results[0]
    assert stopped.text and stopped.finish_reason == "stop"
    assert stopped.text == free[0].text[: free[0].text.index(stop)]
    assert results[1] == free[1]
    # the stopped answer ends with the token that completed the stop string
    used = stopped.completion_tokens
    shorter, exact = (
        dict(model.generate([chat(*turns[0], **{**sampled, "max_new_tokens": count})]))[0].text
        for count in (used - 1, used)
    )
    assert stop not in shorter and stop in exact


def test_a_tokenizer_without_chat_template_is_refused(tmp_path: Path) -> None:
    directory = build_tiny_model(tmp_path / "plain", chat_template=None)
    with pytest.raises(ConfigError, match="the tokenizer has no chat template"):
        open_model(ModelAccess(model=f"hf/{directory}", cache=False))


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
        open_model(ModelAccess(model=f"hf/{directory}", cache=False))
    message = str(refused.value)
    assert message.startswith(f"hf/{directory}: cannot load the model: torch refused its pickle")
    assert message.endswith("save the weights as safetensors")
    assert "\n" not in message


def rows_per_step(results: Iterable[ChatResult]) -> list[int]:
    """How many rows a batch that ends each row as soon as it has finished computes at each
    step, for these results."""
    used = [result.completion_tokens for result in results]
    return [sum(count > step for count in used) for step in range(max(used))]


class _ForwardSpy:
    """Records how many rows each forward pass of a model computes, batch by batch: a batch
    starts with the pass over its prompts, then makes one pass per token."""

    def __init__(self) -> None:
        self.batches: list[list[int]] = []

    def __call__(self, module: Any, args: Any, kwargs: dict[str, Any]) -> None:
        rows, length = kwargs["input_ids"].shape
        if length > 1:
            self.batches.append([])
        self.batches[-1].append(rows)


@pytest.fixture
def spy_on() -> Iterator[Callable[[TransformersChatModel], _ForwardSpy]]:
    """Spies on a model's forward passes until the test ends."""
    handles: list[RemovableHandle] = []

    def spy(model: TransformersChatModel) -> _ForwardSpy:
        recorder = _ForwardSpy()
        handles.append(model.model.register_forward_pre_hook(recorder, with_kwargs=True))
        return recorder

    yield spy
    for handle in handles:
        handle.remove()


@pytest.mark.parametrize(
    ("byte_level", "stopping", "going_on"),
    [(True, "the cat", "fun"), (False, "the mat", "role play")],
    ids=["byte-level BPE", "word-level"],  # transformers' StopStringCriteria reads only the first
)
def test_stop_strings_end_answers_early_and_are_cut(
    tmp_path: Path,
    spy_on: Callable[[TransformersChatModel], _ForwardSpy],
    byte_level: bool,
    stopping: str,
    going_on: str,
) -> None:
    model = load_transformers_chat_model(
        build_tiny_model(tmp_path / "tiny", byte_level=byte_level), batch_size=2
    )
    free = [
        dict(model.generate([chat(("user", text), max_new_tokens=16)]))[0]
        for text in (stopping, going_on)
    ]
    assert "park" in free[0].text and "park" not in free[1].text
    spy = spy_on(model)
    batch = [
        chat(("user", text), max_new_tokens=16, stop=("park",)) for text in (stopping, going_on)
    ]
    results = dict(model.generate(batch))
    stopped = results[0]
    assert (stopped.text, stopped.finish_reason) == (free[0].text.split("park")[0], "stop")
    assert results[1] == free[1]
    # completion tokens count the answer up to and including the token that completed the stop
    used = stopped.completion_tokens
    shorter, exact = (
        dict(model.generate([chat(("user", stopping), max_new_tokens=count)]))[0].text
        for count in (used - 1, used)
    )
    assert "park" not in shorter and "park" in exact
    # the stopped row left the batch while the other went on to its own end
    assert results[1].completion_tokens > used
    assert spy.batches[0] == [2] * used + [1] * (results[1].completion_tokens - used)
    # alone, the stopped request really ends at its stop string
    spy.batches.clear()
    assert dict(model.generate(batch[:1]))[0] == stopped
    assert spy.batches == [[1] * used]


def test_a_stop_string_that_begins_in_the_prompt_does_not_end_the_answer(tmp_path: Path) -> None:
    """The prompt ends with "the cat" and the answer starts with " sat": "cat sat" spans both,
    which transformers' StopStringCriteria matches, but the answer does not hold it."""
    from transformers import StopStringCriteria

    model = load_transformers_chat_model(build_tiny_model(tmp_path / "tiny", byte_level=True))
    tokenizer = model._tokenizer
    continued = chat(("user", "the cat"), ("assistant", "the cat"), max_new_tokens=8)
    prompt = model._encode(0, continued)
    assert tokenizer.decode(prompt).endswith("<|assistant|> the cat")
    [sat] = tokenizer(" sat", add_special_tokens=False)["input_ids"]
    first = model._model.generate(
        input_ids=torch.tensor([prompt]), max_new_tokens=1, do_sample=False, pad_token_id=0
    )[0, -1].item()
    # make the model say " sat" first: swap its output row with the first word's
    weights = model._model.get_output_embeddings().weight.data
    weights[[first, sat]] = weights[[sat, first]]
    free = dict(model.generate([continued]))[0]
    assert free.text.startswith(" sat") and "cat sat" not in free.text
    spanning = StopStringCriteria(tokenizer, ["cat sat"])
    assert spanning(torch.tensor([[*prompt, sat]]), None).tolist() == [True]
    stopped = continued.model_copy(
        update={"params": GenerationParams(max_new_tokens=8, stop=("cat sat",))}
    )
    assert dict(model.generate([stopped]))[0] == free
    assert free.finish_reason == "length"


GEMMA_TURNS = ["<start_of_turn>", "<end_of_turn>"]


@pytest.fixture(scope="module")
def gemma_turns_model(tmp_path_factory: pytest.TempPathFactory) -> TransformersChatModel:
    """A tiny byte-level model that speaks the embedded model's Gemma turns."""
    directory = build_tiny_model(
        tmp_path_factory.mktemp("gemma-turns"),
        byte_level=True,
        chat_template=GEMMA_CHAT_TEMPLATE,
        extra_special_tokens=GEMMA_TURNS,
    )
    return load_transformers_chat_model(directory)


@pytest.mark.parametrize(
    ("prefix", "prompt_end"),
    [
        ("the cat sat on ", "the cat sat on "),  # the template trims it; the space is put back
        ("the cat (", "the cat ("),
        ("the cat", "the cat"),
        ("the cat\n", "the cat\n"),
        ("  the cat", "the cat"),  # the template trims the front, as in any assistant turn
        ("", ""),
        (" ", " "),
    ],
)
def test_a_final_assistant_message_is_continued_after_its_exact_text(
    gemma_turns_model: TransformersChatModel, prefix: str, prompt_end: str
) -> None:
    model, tokenizer = gemma_turns_model, gemma_turns_model._tokenizer
    request = chat(
        ("system", "role play"), ("user", "the cat"), ("assistant", prefix), max_new_tokens=8
    )
    prompt = model._encode(0, request)
    assert tokenizer.decode(prompt) == (
        "<bos><start_of_turn>user\nrole play\n\nthe cat<end_of_turn>\n<start_of_turn>model\n"
        + prompt_end
    )
    # the user's turn is closed, the model's is not
    assert prompt.count(tokenizer.convert_tokens_to_ids("<end_of_turn>")) == 1
    result = dict(model.generate([request]))[0]
    assert result.prompt_tokens == len(prompt)
    greedy = model._model.generate(
        input_ids=torch.tensor([prompt]), max_new_tokens=8, do_sample=False, pad_token_id=0
    )[0, len(prompt) :].tolist()
    # only the continuation comes back
    assert result.text == tokenizer.decode(
        greedy[: result.completion_tokens], skip_special_tokens=True
    )


def test_a_sampled_continuation_is_drawn_after_the_exact_prefix(
    gemma_turns_model: TransformersChatModel,
) -> None:
    """Its draws are seeded from the prompt that ends with the prefix; only what follows the
    prefix comes back, the same alone and beside other requests."""
    model, tokenizer = gemma_turns_model, gemma_turns_model._tokenizer
    sampled = {"temperature": 1.0, "seed": 5, "max_new_tokens": 8}
    request = chat(
        ("system", "role play"), ("user", "the cat"), ("assistant", "the cat sat on "), **sampled
    )
    prompt = model._encode(0, request)
    assert tokenizer.decode(prompt).endswith("<start_of_turn>model\nthe cat sat on ")
    neighbours = [
        chat(("user", "a dog ran in the park"), **sampled),
        chat(("user", "fun"), ("assistant", "role "), **sampled),
    ]
    result = dict(model.generate([neighbours[0], request, neighbours[1]]))[1]
    assert dict(model.generate([request]))[0] == result
    assert result.prompt_tokens == len(prompt)
    sampler = RowSeededSampler(1.0, [row_seed(5, 0, prompt)])
    drawn = model._model.generate(
        input_ids=torch.tensor([prompt]),
        max_new_tokens=8,
        do_sample=False,
        pad_token_id=0,
        logits_processor=LogitsProcessorList([sampler]),
    )[0, len(prompt) :].tolist()
    assert result.text == model._decode(drawn[: result.completion_tokens])


def test_a_template_that_keeps_spaces_is_continued_as_it_renders() -> None:
    tokenizer = byte_level_tokenizer(SENTENCES)
    conversation = [{"role": "user", "content": "the cat"}, {"role": "assistant", "content": ""}]
    assert chat_prompt(tokenizer, conversation[:1]) == "<bos><|user|> the cat <|assistant|>"
    for prefix in ("the cat ", "the (", "the"):
        conversation[1]["content"] = prefix
        assert (
            chat_prompt(tokenizer, conversation) == f"<bos><|user|> the cat <|assistant|> {prefix}"
        )


def test_a_template_that_cannot_continue_a_message_is_a_one_line_error(
    tiny_model_dir: Path,
) -> None:
    model = load_transformers_chat_model(tiny_model_dir)
    model._tokenizer.chat_template = (
        "{% for message in messages %}{% if message['role'] == 'user' %}"
        "{{ message['content'] }}{% endif %}{% endfor %}"
    )
    with pytest.raises(InputError) as refused:
        list(model.generate([chat(("user", "the cat"), ("assistant", "a dog"))]))
    assert str(refused.value) == (
        f"{model.spec}: request 0 ends with an assistant message, and the chat template cannot "
        "leave it open for the model to continue (it does not write the message's text as it is)"
    )


CPUINFO = "processor\t: {n}\nmodel name\t: test cpu\nflags\t\t: fpu sse2 avx2 {extra}\n\n"


@pytest.mark.parametrize(
    ("extra", "native"),
    [("avx512f avx512_bf16", True), ("amx_tile amx_bf16", True), ("avx512f avx512_vnni", False)],
)
def test_native_bfloat16_is_read_from_the_cpu_flags(
    tmp_path: Path, extra: str, native: bool
) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(CPUINFO.format(n=0, extra=extra) + CPUINFO.format(n=1, extra=extra))
    assert cpu_has_native_bf16(cpuinfo) is native
    assert cpu_has_native_bf16(tmp_path / "missing") is False


def test_local_models_compute_in_bfloat16_where_it_is_native_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import rolemrc.llm._transformers as backend

    monkeypatch.delenv("ROLEMRC_LOCAL_DTYPE", raising=False)
    monkeypatch.setattr(backend, "cpu_has_native_bf16", lambda: True)
    assert (default_dtype("cpu"), default_dtype("cuda")) == (torch.bfloat16, torch.bfloat16)
    monkeypatch.setattr(backend, "cpu_has_native_bf16", lambda: False)
    assert (default_dtype("cpu"), default_dtype("cuda")) == (torch.float32, torch.bfloat16)
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "float32")
    assert (default_dtype("cpu"), default_dtype("cuda")) == (torch.float32, torch.float32)
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "fp8")
    with pytest.raises(ConfigError) as refused:
        default_dtype("cpu")
    assert str(refused.value) == (
        "ROLEMRC_LOCAL_DTYPE='fp8' is not a dtype local models can use; use one of float32, "
        "bfloat16, float16 (or unset it)"
    )


def test_local_models_load_with_fused_attention_and_say_how_they_compute(
    tiny_model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "bfloat16")
    model = load_transformers_chat_model(tiny_model_dir, device="cpu")
    assert model.model.config._attn_implementation == "sdpa"
    assert model.model.dtype == torch.bfloat16
    assert model.identity["numerics"] == {"device": "cpu", "dtype": "bfloat16", "attention": "sdpa"}
    meter = UsageMeter()
    run_chat(model, REQUESTS[:2], usage=meter, progress=False)
    assert meter.speed()["numerics"] == {
        "device": "cpu",
        "dtype": "bfloat16",
        "attention": "sdpa",
        "threads": torch.get_num_threads(),
    }
    # answers computed another way are cached apart
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "float32")
    other = load_transformers_chat_model(tiny_model_dir, device="cpu")
    assert other.identity["numerics"]["dtype"] == "float32"
    assert other.identity != model.identity


def test_a_model_without_fused_attention_loads_with_the_eager_path(
    tiny_model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rolemrc.llm._transformers as backend

    real = backend.AutoModelForCausalLM.from_pretrained
    asked: list[str] = []

    def without_sdpa(source: Any, **options: Any) -> Any:
        asked.append(options["attn_implementation"])
        if options["attn_implementation"] == "sdpa":
            raise ValueError(
                "TinyModel does not support an attention implementation through "
                "torch.nn.functional.scaled_dot_product_attention yet."
            )
        return real(source, **options)

    monkeypatch.setattr(backend.AutoModelForCausalLM, "from_pretrained", without_sdpa)
    model = load_transformers_chat_model(tiny_model_dir, device="cpu")
    assert asked == ["sdpa", "eager"]
    assert model.identity["numerics"]["attention"] == "eager"
