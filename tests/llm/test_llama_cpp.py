"""GGUF files on llama.cpp (``gguf/PATH`` and the embedded model's engine): the identity says
what computes an answer (engine, version, quantisation) and not how many threads ran it; the
engine is set up to share busy cores (no spinning, the cores the process may use)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from rolemrc.core import ConfigError, Message
from rolemrc.eval import sample_test_rows
from rolemrc.llm import (
    ChatRequest,
    GenerationParams,
    LlamaCppChatModel,
    ModelAccess,
    ModelSpec,
    UsageMeter,
    available_cores,
    cache_key,
    embedded_gguf,
    open_model,
    run_chat,
)
from rolemrc.llm import _llama_cpp as llama_cpp


def test_the_quantisation_is_read_from_the_header(tmp_path: Path) -> None:
    assert llama_cpp.gguf_quantization(embedded_gguf()) == "Q4_1"
    not_gguf = tmp_path / "model.gguf"
    not_gguf.write_bytes(b"PK\x03\x04 a zip, say")
    with pytest.raises(ConfigError, match="not a GGUF file"):
        llama_cpp.gguf_quantization(not_gguf)


def test_gguf_specs_name_a_file_and_a_missing_one_is_refused(tmp_path: Path) -> None:
    spec = ModelSpec.parse("gguf/~/models/m.gguf")
    assert spec.provider == "gguf" and spec.name == str(Path.home() / "models/m.gguf")
    with pytest.raises(ConfigError, match="no GGUF file at"):
        open_model(ModelAccess(model=f"gguf/{tmp_path}/absent.gguf", cache=False))
    with pytest.raises(ConfigError, match="needs the model's weights"):
        ModelSpec.parse("gguf/x.gguf").weights_source("training")


def test_a_gguf_file_answers_and_its_identity_follows_the_file(tmp_path: Path) -> None:
    copy = tmp_path / "copy.gguf"
    shutil.copyfile(embedded_gguf(), copy)
    request = ChatRequest(
        messages=(Message(role="user", content="Say hi."),),
        params=GenerationParams(max_new_tokens=4),
    )
    meter = UsageMeter()
    model = open_model(ModelAccess(model=f"gguf/{copy}", batch_size=1, cache=False))
    try:
        [result] = run_chat(model, [request], usage=meter, progress=False)
        identity = model.identity
    finally:
        model.close()
    assert result.completion_tokens > 0
    assert identity["provider"] == "gguf" and identity["numerics"]["quantization"] == "Q4_1"
    assert "sampling" in identity and identity["sampling"] == {}
    speed = meter.speed()
    assert speed["numerics"]["engine"] == "llama.cpp"
    assert speed["numerics"]["threads"] == available_cores()
    assert speed["numerics"]["parallel"] == 1
    os.utime(copy, ns=(1, 1))  # rewritten in place: another file as far as the cache knows
    reopened = open_model(ModelAccess(model=f"gguf/{copy}", batch_size=1, cache=False))
    try:
        assert reopened.identity["file"] != identity["file"]
    finally:
        reopened.close()


def test_threads_and_slots_are_no_part_of_a_cache_key() -> None:
    request = ChatRequest(messages=(Message(role="user", content="hi"),))
    identity = {"provider": "gguf", "numerics": {"engine": "llama.cpp"}}
    two = cache_key({**identity, "runtime": {"threads": 2, "parallel": 8}}, request)
    sixteen = cache_key({**identity, "runtime": {"threads": 16, "parallel": 1}}, request)
    assert two == sixteen
    assert cache_key({**identity, "numerics": {"engine": "other"}}, request) != two


def test_each_sample_draws_with_a_seed_of_its_own() -> None:
    def sampled(seed: int | None, occurrence: int = 0, text: str = "hi") -> ChatRequest:
        return ChatRequest(
            messages=(Message(role="user", content=text),),
            params=GenerationParams(temperature=1.0, seed=seed),
            occurrence=occurrence,
        )

    seeds = {
        llama_cpp.request_seed(request)
        for request in (sampled(1), sampled(1, 1), sampled(2), sampled(1, text="ho"))
    }
    assert len(seeds) == 4
    assert llama_cpp.request_seed(sampled(1)) == llama_cpp.request_seed(sampled(1))
    assert all(0 <= seed < 2**32 - 1 for seed in seeds)


def test_sampled_requests_draw_from_the_plain_distribution() -> None:
    model = LlamaCppChatModel.__new__(LlamaCppChatModel)
    model._sampling = {"repeat_penalty": 1.15}
    model._parallel = 8
    request = ChatRequest(
        messages=(Message(role="user", content="hi"),),
        params=GenerationParams(temperature=0.7, seed=3, stop=("\n",), max_new_tokens=9),
    )
    body = model.body(request)
    assert body["top_k"] == 0 and body["top_p"] == 1.0 and body["min_p"] == 0.0
    assert body["repeat_penalty"] == 1.15 and body["stop"] == ["\n"] and body["max_tokens"] == 9
    greedy = model.body(request.model_copy(update={"params": GenerationParams()}))
    assert "seed" not in greedy and "top_k" not in greedy and greedy["temperature"] == 0.0
    assert "cache_prompt" not in body  # several slots reuse what a slot computed before
    model._parallel = 1
    assert model.body(request)["cache_prompt"] is False


def test_one_slot_answers_do_not_depend_on_what_was_asked_before() -> None:
    """Sampled answers to long prompts sharing their openings (the sample test set's), asked in
    two orders of one slot: the same answers, because no prompt is continued from the cache of
    the one before."""
    rows = sample_test_rows()[:8]
    requests = [
        ChatRequest(
            messages=tuple(row.question),
            params=GenerationParams(temperature=0.8, seed=number, max_new_tokens=24),
        )
        for number, row in enumerate(rows)
    ]

    def answers(order: list[int]) -> list[str]:
        model = open_model(ModelAccess(model="embedded", batch_size=1, cache=False))
        try:
            asked = run_chat(model, [requests[index] for index in order], progress=False)
            texts = dict(zip(order, asked, strict=True))
        finally:
            model.close()
        return [texts[index].text for index in range(len(requests))]

    forward = list(range(len(requests)))
    assert answers(forward) == answers(forward[::-1])


def test_the_engine_uses_the_cores_it_may_run_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 3, 5}, raising=False)
    assert available_cores() == 3


@pytest.mark.parametrize(
    ("user_set", "expected"),
    [
        ({}, {"GOMP_SPINCOUNT": llama_cpp.OPENMP_SPIN_COUNT, "OMP_WAIT_POLICY": None}),
        ({"OMP_WAIT_POLICY": "PASSIVE"}, {"GOMP_SPINCOUNT": None, "OMP_WAIT_POLICY": "PASSIVE"}),
        ({"GOMP_SPINCOUNT": "0"}, {"GOMP_SPINCOUNT": "0", "OMP_WAIT_POLICY": None}),
    ],
)
def test_openmp_threads_spin_briefly_unless_the_user_said_otherwise(
    monkeypatch: pytest.MonkeyPatch, user_set: dict[str, str], expected: dict[str, str | None]
) -> None:
    for name in expected:
        monkeypatch.delenv(name, raising=False)
    for name, value in user_set.items():
        monkeypatch.setenv(name, value)
    llama_cpp.import_engine()
    assert {name: os.environ.get(name) for name in expected} == expected
