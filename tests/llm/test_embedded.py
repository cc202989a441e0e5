"""The embedded Gemma 3 270M, for real: prepared once (about a minute) into the models
directory (``$ROLEMRC_HOME`` or the user cache) and reused by later runs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from transformers import AutoTokenizer

from rolemrc.core import Message, StepUpdate
from rolemrc.llm import (
    EMBEDDED_MODEL_NOTE,
    ChatModel,
    ChatRequest,
    GenerationParams,
    ModelAccess,
    TransformersChatModel,
    _embedded,
    embedded_model_dir,
    open_model,
    prepare_embedded_model,
)


@pytest.fixture(scope="module")
def embedded() -> ChatModel:
    return open_model(ModelAccess(model="embedded", batch_size=2, cache=False))


def ask(question: str, system: str | None = None, **params: Any) -> ChatRequest:
    turns = ([Message(role="system", content=system)] if system else []) + [
        Message(role="user", content=question)
    ]
    return ChatRequest(messages=tuple(turns), params=GenerationParams(max_new_tokens=6, **params))


@pytest.mark.slow
def test_the_prepared_model_speaks_gemma_turns_and_stops_at_end_of_turn(
    embedded: ChatModel,
) -> None:
    directory = embedded_model_dir()
    assert json.loads((directory / "rolemrc-prepared.json").read_text())["preparation_version"]
    assert not list(directory.glob("*.gguf"))
    generation_config = json.loads((directory / "generation_config.json").read_text())
    assert generation_config["eos_token_id"] == [1, 106]  # <eos>, <end_of_turn>
    tokenizer = AutoTokenizer.from_pretrained(directory)
    conversation = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Hi"},
        {"role": "assistant", "content": "Hello"},
        {"role": "user", "content": "Bye"},
    ]
    assert tokenizer.apply_chat_template(
        conversation, add_generation_prompt=True, tokenize=False
    ) == (
        "<bos><start_of_turn>user\nBe brief.\n\nHi<end_of_turn>\n"
        "<start_of_turn>model\nHello<end_of_turn>\n"
        "<start_of_turn>user\nBye<end_of_turn>\n<start_of_turn>model\n"
    )
    assert embedded.spec == "embedded"
    assert embedded.identity["provider"] == "embedded"
    assert "base model" in EMBEDDED_MODEL_NOTE.lower()


@pytest.mark.slow
@pytest.mark.parametrize("params", [{}, {"temperature": 1.0, "seed": 3}], ids=["greedy", "sampled"])
def test_the_embedded_model_answers_the_same_batched_or_alone(
    embedded: ChatModel, params: dict[str, Any]
) -> None:
    requests = [
        ask("What is the capital of France?", **params),
        ask("Name one colour.", system="You answer in one word.", **params),
    ]
    batched = dict(embedded.generate(requests))
    alone = {index: dict(embedded.generate([request]))[0] for index, request in enumerate(requests)}
    assert batched == alone
    # <bos> <start_of_turn> user \n ... <end_of_turn> \n <start_of_turn> model \n
    assert [result.prompt_tokens for result in batched.values()] == [16, 20]
    for result in batched.values():
        assert result.text
        assert 1 <= result.completion_tokens <= 6


@pytest.mark.slow
def test_the_embedded_model_continues_a_message_and_stops_at_a_stop_string(
    embedded: ChatModel,
) -> None:
    def continuing(prefix: str) -> ChatRequest:
        return ChatRequest(
            messages=(
                Message(role="user", content="What is the capital of France?"),
                Message(role="assistant", content=prefix),
            ),
            params=GenerationParams(max_new_tokens=10, stop=("\n",)),
        )

    assert isinstance(embedded, TransformersChatModel)
    tokenizer = embedded._tokenizer
    for prefix in ("The capital of France is", "The capital of France is ", "Paris ("):
        prompt = embedded._encode(0, continuing(prefix))
        assert tokenizer.decode(prompt).endswith(f"<start_of_turn>model\n{prefix}")
        assert prompt.count(tokenizer.convert_tokens_to_ids("<end_of_turn>")) == 1
    [answer] = dict(embedded.generate([continuing("The capital of France is")])).values()
    assert (answer.text, answer.finish_reason) == (" Paris.", "stop")
    assert answer.completion_tokens == 3  # " Paris", ".", "\n"


def test_an_interrupted_preparation_is_redone_and_a_finished_one_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """The conversion is replaced by a stand-in that records its calls; the rest is real."""
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path))
    conversions: list[Path] = []

    def fake_convert(gguf_path: Path, output_dir: Path, on_tensor: StepUpdate) -> None:
        assert gguf_path.stat().st_size > 200_000_000
        output_dir.mkdir()
        (output_dir / "config.json").write_text("{}")
        on_tensor(1, 1)
        conversions.append(gguf_path)

    monkeypatch.setattr(_embedded, "_convert_gguf", fake_convert)
    half_done = tmp_path / "models" / "gemma3-270m"
    half_done.mkdir(parents=True)
    (half_done / "model.safetensors").write_text("truncated")

    assert prepare_embedded_model() == half_done
    assert sorted(path.name for path in half_done.iterdir()) == [
        "config.json",
        "rolemrc-prepared.json",
    ]
    assert prepare_embedded_model() == half_done
    assert len(conversions) == 1
    assert [path.name for path in (tmp_path / "models").iterdir()] == ["gemma3-270m"]
    out, err = capfd.readouterr()
    assert out == ""
    assert re.fullmatch(
        rf"preparing the embedded model \(Gemma 3 270M, once, about a minute\) in "
        rf"{re.escape(str(half_done))} \.\.\. done in \d+\.\d s\n",
        err,
    ), err  # one line for the preparation, none for the reuse


def test_the_conversion_is_quiet_and_counts_the_gguf_tensors(
    capfd: pytest.CaptureFixture[str],
) -> None:
    """The GGUF reader's own bar is a bare tqdm; the quiet conversion swaps it for a counter."""
    from transformers import modeling_gguf_pytorch_utils as gguf_utils
    from transformers.utils import logging as transformers_logging

    # The swap only helps while the reader looks ``tqdm`` up in its module at call time.
    assert "tqdm" in gguf_utils.load_gguf_checkpoint.__code__.co_names
    original = gguf_utils.tqdm
    verbosity = transformers_logging.get_verbosity()
    counts: list[tuple[int, int]] = []
    with _embedded._quiet_conversion(lambda done, total: counts.append((done, total))):
        assert list(gguf_utils.tqdm(["a", "b", "c"], desc="Converting")) == ["a", "b", "c"]
        assert not transformers_logging.is_progress_bar_enabled()
        transformers_logging.get_logger("transformers").warning("conversion chatter")
        for _ in transformers_logging.tqdm(range(3), desc="Writing model shards"):
            pass
    assert counts == [(1, 3), (2, 3), (3, 3)]
    assert capfd.readouterr() == ("", "")
    assert gguf_utils.tqdm is original
    assert transformers_logging.is_progress_bar_enabled()
    assert transformers_logging.get_verbosity() == verbosity


def test_gemma_template_gives_a_role_that_speaks_first_its_system_turn() -> None:
    import jinja2

    from rolemrc.llm import GEMMA_CHAT_TEMPLATE

    template = jinja2.Environment().from_string(GEMMA_CHAT_TEMPLATE)

    def render(*turns: tuple[str, str]) -> str:
        messages = [{"role": role, "content": content} for role, content in turns]
        return template.render(bos_token="<bos>", add_generation_prompt=True, messages=messages)

    assert render(("system", "You are Ada."), ("user", "Hi")) == (
        "<bos><start_of_turn>user\nYou are Ada.\n\nHi<end_of_turn>\n<start_of_turn>model\n"
    )
    assert render(("system", "You are Ada."), ("assistant", "Welcome!"), ("user", "Hi")) == (
        "<bos><start_of_turn>user\nYou are Ada.<end_of_turn>\n"
        "<start_of_turn>model\nWelcome!<end_of_turn>\n"
        "<start_of_turn>user\nHi<end_of_turn>\n<start_of_turn>model\n"
    )
