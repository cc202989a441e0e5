"""The judge's chat requests: each judge call as a request to the judge model."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rolemrc.core import Message
from rolemrc.llm import ChatRequest, GenerationParams
from rolemrc.rules import UPSTREAM_JUDGE_MAX_TOKENS, UPSTREAM_JUDGE_TEMPERATURE, JudgeCall


def judge_requests(
    calls: Sequence[JudgeCall],
    *,
    temperature: float = UPSTREAM_JUDGE_TEMPERATURE,
    max_tokens: int = UPSTREAM_JUDGE_MAX_TOKENS,
) -> list[ChatRequest]:
    """The chat request of each call: a single user message holding the filled prompt.

    Identical prompts (a repeated call, or rows with the same conversation and response) are
    numbered in order (``ChatRequest.occurrence``), so at temperature > 0 each is its own sample,
    as upstream sends each on its own, and a resumed run that sends only some of them gets the
    same samples a whole run would.
    """
    seen: Counter[str] = Counter()
    requests = []
    for call in calls:
        requests.append(
            ChatRequest(
                messages=(Message(role="user", content=call.prompt),),
                params=GenerationParams(temperature=temperature, max_new_tokens=max_tokens),
                occurrence=seen[call.prompt],
            )
        )
        seen[call.prompt] += 1
    return requests
