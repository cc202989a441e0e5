"""The records the synthesis stages exchange (one JSONL line each)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import Message

NO_ANSWER = "No Answer Present."


class Persona(BaseModel):
    """A one-paragraph persona (PersonaHub style) that a role profile is grown from."""

    id: str
    persona: str


class NamedItem(BaseModel):
    """A named entry of a profile section (a skill, a personality trait)."""

    name: str = Field(min_length=1)
    description: str = Field(min_length=1)


class SpeechExample(BaseModel):
    """One speech example. Narration (the bracketed stage direction) is kept apart from the
    spoken line so a profile renders with or without it."""

    topic: str = Field(min_length=1)
    narration: str | None = None  # without brackets, e.g. "Evan leans back, smiling"
    speech: str = Field(min_length=1)

    def render(self, *, narration: bool) -> str:
        if narration and self.narration:
            return f"({self.narration}) {self.speech}"
        return self.speech


class RoleProfile(BaseModel):
    """A standardized RoleMRC role profile: the seven sections of the paper's Figure 2."""

    model_config = ConfigDict(extra="forbid")

    id: str
    persona_id: str
    name: str = Field(min_length=1)  # section 1: name ...
    brief_description: str = Field(min_length=1)  # ... and brief description
    abilities_and_skills: list[NamedItem] = Field(min_length=1)  # section 2
    speech_style: str = Field(min_length=1)  # section 3
    personality: list[NamedItem] = Field(min_length=1)  # section 4
    past_experience: list[str] = Field(min_length=1)  # section 5
    knowledge_boundaries: str = Field(min_length=1)  # section 6
    speech_examples: list[SpeechExample] = Field(min_length=1)  # section 7


class MrcTriplet(BaseModel):
    """One MS MARCO-style machine-reading-comprehension item: passages, a query, answers.

    ``answers == ["No Answer Present."]`` (or empty) marks an unanswerable item, as in MS MARCO.
    """

    id: str
    query: str = Field(min_length=1)
    passages: list[str] = Field(min_length=1)
    answers: list[str] = Field(default_factory=list)

    @property
    def answerable(self) -> bool:
        return any(answer.strip() and answer.strip() != NO_ANSWER for answer in self.answers)


class MrcMatch(BaseModel):
    triplet_id: str
    score: float
    answerable: bool


class RoleMatches(BaseModel):
    """A role's most and least relevant MRC triplets with their similarity scores."""

    profile_id: str
    most_relevant: list[MrcMatch]
    least_relevant: list[MrcMatch]


class Dialogue(BaseModel):
    """One synthesized training or test example.

    ``messages`` ends with the assistant reply that is the target (``chosen`` for DPO);
    ``rejected`` is the dispreferred final reply where the builder has one (the seed or a
    rule-violating answer, as the paper does).
    """

    id: str
    task: str
    profile_id: str
    messages: list[Message] = Field(min_length=2)
    rejected: str | None = None
    triplet_id: str | None = None
    meta: dict[str, Any] = Field(default_factory=dict)


# How the reason of a reject whose generator call failed for good begins (after its kind):
# such an item is missing from the outputs for want of an answer, and the run is incomplete.
GENERATOR_CALL_FAILED = "the generator call failed"


class Reject(BaseModel):
    """Something a stage could not produce, with the reason and the raw model output."""

    stage: str
    item_id: str
    reason: str
    raw: str = ""
