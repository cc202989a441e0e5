"""generate_structured: JSON answers validated against a schema, repair turns, rejects."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from pydantic import BaseModel, Field

from rolemrc.core import Message
from rolemrc.llm import GenerationParams
from rolemrc.synth import Reject, extract_json_object, generate_structured

PARAMS = GenerationParams(max_new_tokens=64)


class Point(BaseModel):
    x: int
    label: str = Field(min_length=1)


class Scripted:
    """Answers from a list, recording every conversation it was shown."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.seen: list[list[Message]] = []

    def __call__(self, messages: Sequence[Message], params: GenerationParams) -> str:
        self.seen.append(list(messages))
        return self.answers.pop(0)


def _ask(generate: Scripted, attempts: int = 3) -> Point | Reject:
    return generate_structured(
        generate,
        [Message(role="user", content="Give a point.")],
        Point,
        params=PARAMS,
        stage="test",
        item_id="item-1",
        attempts=attempts,
    )


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ('{"x": 1, "label": "a"}', '{"x": 1, "label": "a"}'),
        ('Sure!\n```json\n{"x": 2, "label": "b"}\n```\nDone.', '{"x": 2, "label": "b"}'),
        ('Here: {"x": 3, "label": "{c}"} ok', '{"x": 3, "label": "{c}"}'),
    ],
)
def test_extract_json_object(answer: str, expected: str) -> None:
    assert extract_json_object(answer) == expected


def test_extract_json_object_without_object() -> None:
    with pytest.raises(ValueError, match="no JSON object"):
        extract_json_object("no braces here")


def test_valid_first_answer_is_one_call() -> None:
    generate = Scripted('```json\n{"x": 4, "label": "d"}\n```')
    assert _ask(generate) == Point(x=4, label="d")
    assert len(generate.seen) == 1


def test_invalid_answer_gets_a_repair_turn() -> None:
    generate = Scripted('{"x": "four", "label": "d"}', '{"x": 4, "label": "d"}')
    assert _ask(generate) == Point(x=4, label="d")
    retry = generate.seen[1]
    assert [message.role for message in retry] == ["user", "assistant", "user"]
    assert retry[1].content == '{"x": "four", "label": "d"}'
    assert retry[2].content.startswith("That answer is not valid (field x: Input should be a valid")


def test_reject_after_last_attempt_keeps_reason_and_raw() -> None:
    generate = Scripted("nothing", "{bad json}", '{"x": 1, "label": ""}')
    result = _ask(generate)
    assert result == Reject(
        stage="test",
        item_id="item-1",
        reason="invalid structured answer: field label: String should have at least 1 character",
        raw='{"x": 1, "label": ""}',
    )
    assert len(generate.seen) == 3
    assert len(generate.seen[2]) == 5  # the prompt plus two failed answers and their repairs


def test_attempts_bound_the_calls() -> None:
    generate = Scripted("nothing")
    result = _ask(generate, attempts=1)
    assert isinstance(result, Reject)
    assert result.reason == "invalid structured answer: the answer holds no JSON object"
