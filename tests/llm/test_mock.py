"""The scripted mock/ provider: echo, script files and Python-registered scripts."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rolemrc.core import ConfigError, InputError, Message
from rolemrc.llm import (
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelAccess,
    ModelCallError,
    open_model,
    register_mock_script,
    run_chat,
    unregister_mock_script,
)


def _ask(spec: str, *texts: str) -> list[str]:
    model = open_model(ModelAccess(model=spec, cache=False))
    requests = [
        ChatRequest(
            messages=(Message(role="system", content="Be brief."), Message(role="user", content=t)),
            params=GenerationParams(temperature=0.7),
        )
        for t in texts
    ]
    return [result.text for result in run_chat(model, requests, progress=False)]


def test_echo_repeats_the_last_user_message() -> None:
    assert _ask("mock/echo", "hello there", "") == ["hello there", ""]


def test_echo_counts_words_as_tokens() -> None:
    model = open_model(ModelAccess(model="mock/echo", cache=False))
    request = ChatRequest(messages=(Message(role="user", content="one two three"),))
    [result] = run_chat(model, [request], progress=False)
    assert (result.prompt_tokens, result.completion_tokens, result.finish_reason) == (3, 3, "stop")
    assert model.identity == {"provider": "mock", "script": "echo", "fingerprint": ""}


def test_a_script_file_answers_with_the_first_matching_rule(tmp_path: Path) -> None:
    script = tmp_path / "answers.jsonl"
    rules = [{"when": "capital", "answer": "Paris."}, {"answer": "I do not know."}]
    script.write_text("".join(json.dumps(rule) + "\n" for rule in rules), encoding="utf-8")
    answers = _ask(f"mock/{script}", "What is the capital of France?", "Who are you?")
    assert answers == ["Paris.", "I do not know."]


def test_a_script_file_without_a_fallback_fails_the_call(tmp_path: Path) -> None:
    script = tmp_path / "answers.jsonl"
    script.write_text('{"when": "capital", "answer": "Paris."}\n', encoding="utf-8")
    with pytest.raises(ModelCallError, match=r"no rule matches the message 'Hello'"):
        _ask(f"mock/{script}", "Hello")


def test_a_bad_script_line_names_file_line_and_field(tmp_path: Path) -> None:
    script = tmp_path / "answers.jsonl"
    script.write_text('{"answer": "ok"}\n\n{"when": "x"}\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"answers\.jsonl:3, field 'answer': Field required"):
        open_model(ModelAccess(model=f"mock/{script}", cache=False))


@pytest.fixture
def shouting() -> Iterator[str]:
    @register_mock_script("shout")
    def shout(request: ChatRequest) -> str:
        return request.messages[-1].content.upper()

    yield "mock/shout"
    unregister_mock_script("shout")


def test_a_registered_script_answers(shouting: str) -> None:
    assert _ask(shouting, "quiet please") == ["QUIET PLEASE"]
    with pytest.raises(ConfigError, match=r"mock script 'shout' is registered already"):
        register_mock_script("shout")(lambda request: "")


def test_an_unknown_script_lists_what_exists(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"no mock script 'nope' \(registered: mock/echo"):
        open_model(ModelAccess(model="mock/nope", cache=False))
    with pytest.raises(ConfigError, match=r"no mock script file at .*missing\.jsonl"):
        open_model(ModelAccess(model=f"mock/{tmp_path}/missing.jsonl", cache=False))


def test_mock_answers_go_through_the_cache_it_names(tmp_path: Path) -> None:
    access = ModelAccess(model="mock/echo", cache_path=tmp_path / "cache.sqlite")
    first = _ask_with(access, "cached?")
    second = _ask_with(access, "cached?")
    assert (first.text, first.cached) == ("cached?", False)
    assert (second.text, second.cached) == ("cached?", True)
    assert (tmp_path / "cache.sqlite").is_file()


def _ask_with(access: ModelAccess, text: str) -> ChatResult:
    model = open_model(access)
    try:
        [result] = run_chat(
            model, [ChatRequest(messages=(Message(role="user", content=text),))], progress=False
        )
    finally:
        model.close()
    return result


@pytest.mark.parametrize(
    ("stop", "expected"),
    [
        # (text, completion words: up to and including the stop string)
        ((), ("one two.\n\nthree four", 4)),
        (("\n\n",), ("one two.", 2)),
        (("four", "\n\n"), ("one two.", 2)),  # the first stop string in the answer cuts it
        (("thr",), ("one two.\n\n", 3)),
        (("one",), ("", 1)),
        (("five",), ("one two.\n\nthree four", 4)),
    ],
)
def test_stop_strings_cut_scripted_answers(
    stop: tuple[str, ...], expected: tuple[str, int]
) -> None:
    model = open_model(ModelAccess(model="mock/echo", cache=False))
    request = ChatRequest(
        messages=(Message(role="user", content="one two.\n\nthree four"),),
        params=GenerationParams(stop=stop),
    )
    [result] = run_chat(model, [request], progress=False)
    assert (result.text, result.completion_tokens) == expected
    assert result.finish_reason == "stop"


def test_a_final_assistant_message_is_accepted(tmp_path: Path) -> None:
    script = tmp_path / "answers.jsonl"
    script.write_text('{"when": "capital", "answer": " Paris)."}\n', encoding="utf-8")
    model = open_model(ModelAccess(model=f"mock/{script}", cache=False))
    request = ChatRequest(
        messages=(
            Message(role="user", content="What is the capital of France?"),
            Message(role="assistant", content="The capital (of France) is"),
        ),
        params=GenerationParams(stop=(")",)),
    )
    [result] = run_chat(model, [request], progress=False)
    assert (result.text, result.finish_reason, result.prompt_tokens) == (" Paris", "stop", 11)
