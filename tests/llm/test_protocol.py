"""Generation params, stop strings and requests that continue a final assistant message."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rolemrc.core import ChatRole, Message
from rolemrc.llm import ChatRequest, GenerationParams, find_stop_string


def test_stop_strings_default_to_none_and_stay_out_of_the_dump() -> None:
    assert GenerationParams().stop == ()
    assert GenerationParams().model_dump() == {
        "temperature": 0.0,
        "max_new_tokens": 256,
        "seed": None,
    }
    params = GenerationParams(stop=["\n\n", "Question:"])
    assert params.stop == ("\n\n", "Question:")
    assert params.model_dump()["stop"] == ("\n\n", "Question:")
    assert GenerationParams.model_validate_json('{"stop": ["END"]}').stop == ("END",)
    # frozen and hashable: the transformers backend batches requests by their params
    assert len({GenerationParams(stop=["a"]), GenerationParams(stop=("a",))}) == 1


@pytest.mark.parametrize(
    ("stop", "error"),
    [
        (["a", "b", "c", "d", "e"], "at most 4 items"),
        (["a", ""], "at least 1 character"),
        ("END", "valid tuple"),
    ],
)
def test_bad_stop_strings_are_refused(stop: object, error: str) -> None:
    with pytest.raises(ValidationError, match=error) as refused:
        GenerationParams(stop=stop)  # type: ignore[arg-type]
    assert refused.value.errors()[0]["loc"][0] == "stop"


@pytest.mark.parametrize(
    ("text", "stop", "found"),
    [
        ("Paris.\n\nQuestion: next", ("\n\n",), (6, 8)),
        ("Paris.\n\nQuestion: next", ("Question:", "\n"), (6, 7)),
        ("Paris.\n\nQuestion: next", ("\n", "\n\n"), (6, 7)),  # same start: the shorter
        ("Paris.", ("\n",), None),
        ("Paris.", (), None),
        ("END at the start", ("END",), (0, 3)),
    ],
)
def test_the_first_stop_string_is_found(
    text: str, stop: tuple[str, ...], found: tuple[int, int] | None
) -> None:
    assert find_stop_string(text, stop) == found


def chat(*roles: ChatRole) -> ChatRequest:
    return ChatRequest(messages=tuple(Message(role=role, content="x") for role in roles))


def test_a_request_continues_when_its_last_message_is_the_assistants() -> None:
    assert chat("user", "assistant").continues_final_message
    assert chat("system", "assistant").continues_final_message
    assert not chat("user", "assistant", "user").continues_final_message
    assert not chat("system").continues_final_message
    assert not chat().continues_final_message
