"""The records that flow between stages, one pydantic model per JSONL line."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

ChatRole = Literal["system", "user", "assistant"]

_UPSTREAM_ROLE_NAMES: dict[ChatRole, str] = {
    "system": "System",
    "user": "User",
    "assistant": "Assistant",
}


class Message(BaseModel):
    """One chat turn. Roles are stored lower-case; upstream files capitalise them."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    role: ChatRole
    content: str

    @field_validator("role", mode="before")
    @classmethod
    def _lower_role(cls, value: Any) -> Any:
        return value.lower() if isinstance(value, str) else value

    def to_upstream(self) -> dict[str, str]:
        """The upstream test-schema form: ``{"role": "User", "content": ...}``."""
        return {"role": _UPSTREAM_ROLE_NAMES[self.role], "content": self.content}

    def to_openai(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


class TestRow(BaseModel):
    """A row of the RoleMRC test set in the upstream schema (``question``/``reference``/``task``).

    ``id`` is not part of the upstream schema; readers assign it from the row's position when a
    file does not carry one, so resumed runs can tell finished rows apart.
    """

    __test__ = False  # not a pytest test class
    model_config = ConfigDict(extra="ignore")

    id: str = ""
    question: list[Message] = Field(min_length=1)
    reference: str
    task: str

    @field_validator("question")
    @classmethod
    def _ends_with_user(cls, turns: list[Message]) -> list[Message]:
        if turns[-1].role != "user":
            raise ValueError("the last turn must be a User turn (the model answers it)")
        return turns

    @property
    def system_prompt(self) -> str:
        return self.question[0].content if self.question[0].role == "system" else ""

    def answered(
        self,
        response: str,
        model: str,
        *,
        finish_reason: str | None = None,
        prompt_tokens: int = 0,
        completion_tokens: int = 0,
    ) -> Generation:
        """The generation record of ``model``'s ``response`` to this row."""
        return Generation(
            id=self.id,
            task=self.task,
            question=self.question,
            reference=self.reference,
            response=response,
            model=model,
            finish_reason=finish_reason,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
        )

    def to_upstream(self) -> dict[str, Any]:
        return {
            "question": [turn.to_upstream() for turn in self.question],
            "reference": self.reference,
            "task": self.task,
        }


class TokenUsage(BaseModel):
    """Token counts; ``calls`` counts requests actually sent, ``cached_calls`` cache hits."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    calls: int = 0
    cached_calls: int = 0

    def add(self, other: TokenUsage) -> TokenUsage:
        return TokenUsage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            calls=self.calls + other.calls,
            cached_calls=self.cached_calls + other.cached_calls,
        )


class Generation(BaseModel):
    """A model's answer to one test row (``generations.jsonl``)."""

    id: str
    task: str
    question: list[Message]
    reference: str
    response: str
    model: str
    finish_reason: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0


ReferenceMetric = Literal[
    "bleu", "rouge1", "rouge2", "rougeL", "rougeLsum", "meteor", "bertscore_f1"
]
REFERENCE_METRICS: tuple[ReferenceMetric, ...] = (
    "bleu",
    "rouge1",
    "rouge2",
    "rougeL",
    "rougeLsum",
    "meteor",
    "bertscore_f1",
)


class RowScores(BaseModel):
    """Reference metrics of one row (``scores.jsonl``). ``None`` marks a value upstream drops
    from the mean (e.g. BLEU of an empty response, which upstream's BLEU cannot compute).

    ``details`` keeps the per-row parts upstream's results file holds beside the scores, by
    metric (``bleu``: precisions, brevity penalty, length ratio, translation and reference
    lengths; ``bertscore``: precision, recall, F1); a part is ``None`` where its metric is.
    """

    id: str
    task: str
    metrics: dict[str, float | None]
    details: dict[str, dict[str, Any] | None] = Field(default_factory=dict)


class Judgement(BaseModel):
    """One judge call and its verdict (``judgements.jsonl``).

    ``score`` follows upstream (an answer that does not parse scores 0); ``parsed`` tells those
    apart. ``raw`` keeps the judge's text so a bad answer can be inspected. A judge that cannot
    decide (the offline rules judge, say) gives ``score=None``: counted as coverage, left out of
    every mean, never read as 0 or 1.
    """

    id: str
    row_id: str
    task: str
    aspect: str
    judge: str
    score: int | None
    parsed: bool
    raw: str
    prompt: str = ""
    detail: str = ""
