"""Asking a generator for JSON that validates against a schema, with repair turns and rejects."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from rolemrc.core import Message
from rolemrc.llm import GenerationParams
from rolemrc.synth._records import Reject

SchemaT = TypeVar("SchemaT", bound=BaseModel)

GenerateFn = Callable[[Sequence[Message], GenerationParams], str]
"""Answers one chat (cached, retried and counted by whoever provides it)."""

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def extract_json_object(text: str) -> str:
    """The JSON object in a model answer: a fenced block if there is one, else the span from the
    first ``{`` to the last ``}``. Raises ValueError when there is none."""
    fenced = _FENCE.search(text)
    candidate = fenced.group(1) if fenced else text
    start, end = candidate.find("{"), candidate.rfind("}")
    if start < 0 or end <= start:
        raise ValueError("the answer holds no JSON object")
    return candidate[start : end + 1]


def _problem(answer: str, schema: type[BaseModel]) -> str | None:
    try:
        schema.model_validate(json.loads(extract_json_object(answer)))
    except ValueError as error:  # ValidationError and JSONDecodeError are ValueErrors
        if isinstance(error, ValidationError):
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "(top level)"
            return f"field {where}: {first['msg']}"
        return str(error)
    return None


@cache
def schema_text(schema: type[BaseModel]) -> str:
    """``schema``'s JSON schema as the text a request carries, made once per class (pydantic
    takes about 4 ms to build it, more than the rest of a call's own work)."""
    return json.dumps(schema.model_json_schema())


def generate_structured(
    generate: GenerateFn,
    messages: Sequence[Message],
    schema: type[SchemaT],
    *,
    params: GenerationParams,
    stage: str,
    item_id: str,
    attempts: int = 3,
) -> SchemaT | Reject:
    """Ask until the answer validates against ``schema``, at most ``attempts`` times.

    Each request carries ``schema``'s JSON schema (servers that can constrain their output to
    it do). Each retry shows the model its invalid answer and what was wrong (so the retry is a
    new request, never a cache hit of the failed one). After the last failure a
    :class:`Reject` keeps the reason and the raw answer.
    """
    params = params.model_copy(update={"response_schema": schema_text(schema)})
    conversation = list(messages)
    answer = ""
    reason = "no attempt made"
    for _ in range(attempts):
        answer = generate(conversation, params)
        problem = _problem(answer, schema)
        if problem is None:
            return schema.model_validate(json.loads(extract_json_object(answer)))
        reason = problem
        conversation += [
            Message(role="assistant", content=answer),
            Message(
                role="user",
                content=f"That answer is not valid ({problem}). Reply again with only the "
                "corrected JSON object.",
            ),
        ]
    return Reject(
        stage=stage, item_id=item_id, reason=f"invalid structured answer: {reason}", raw=answer
    )
