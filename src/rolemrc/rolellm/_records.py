"""RoleBench rows, role profiles and the records a RoleBench evaluation writes."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Language = Literal["eng", "zh"]
Category = Literal["general", "role_specific"]
InstructionType = Literal["script_agnostic", "script_based"]


class View(StrEnum):
    """RoleLLM's three ROUGE-L views of a role-playing model.

    RAW: general instructions scored against their original, non-role-playing answers
    (instruction following). CUS: general instructions scored against RoleGPT's role-played
    answers (speaking style). SPE: role-specific instructions scored against Context-Instruct's
    answers (role knowledge and memories).
    """

    RAW = "RAW"
    CUS = "CUS"
    SPE = "SPE"


VIEW_DESCRIPTIONS: dict[View, str] = {
    View.RAW: "general instructions vs. their original non-role-play answers "
    "(instruction following)",
    View.CUS: "general instructions vs. RoleGPT's role-played answers (speaking style)",
    View.SPE: "role-specific instructions vs. Context-Instruct answers (role knowledge)",
}


def _as_list(value: object) -> object:
    return [value] if isinstance(value, str) else value


class RoleBenchRow(BaseModel):
    """One RoleBench line: ``role``, ``question``, reference answers in ``generated``.

    ``type`` (role-specific files) is a string or a list parallel to ``generated``. ``raw`` is
    not part of RoleBench: a file may add the original non-role-play answers of a general
    instruction there, which enables the RAW view. ``id`` defaults to the line's position.
    """

    model_config = ConfigDict(extra="ignore")

    id: str = ""
    role: str = Field(min_length=1)
    question: str = Field(min_length=1)
    generated: list[str] = Field(min_length=1)
    type: list[InstructionType] | None = None
    raw: list[str] | None = None

    _as_lists = field_validator("type", "raw", mode="before")(_as_list)

    @property
    def instruction_type(self) -> str | None:
        """The instruction type when all references agree on one, else ``mixed``."""
        if not self.type:
            return None
        kinds = set(self.type)
        return self.type[0] if len(kinds) == 1 else "mixed"

    def to_rolebench(self) -> dict[str, object]:
        """The row in RoleBench's schema, led by its ``id`` when it has one."""
        row: dict[str, object] = {"id": self.id} if self.id else {}
        row |= {
            "role": self.role,
            "question": self.question,
            "generated": self.generated,
        }
        if self.type is not None:
            row["type"] = self.type
        return row


class ScriptLine(BaseModel):
    """One line of a role's script (``profiles-{lang}-{role}.jsonl``): who speaks, what."""

    model_config = ConfigDict(extra="ignore")

    role: str
    content: str


class RoleBenchProfile(BaseModel):
    """What RoleGPT knows of a role: description, catchphrases, the script it comes from."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    description: str = ""
    catchphrases: list[str] = Field(default_factory=list)
    script_name: str | None = None
    script: list[ScriptLine] | None = None


class RoleBenchGeneration(BaseModel):
    """A model's answer to one RoleBench row (``generations.jsonl``): the row's ``id`` and its
    ``position`` in the split file (0-based), its role and question, and the answer."""

    id: str
    position: int = Field(ge=0)
    role: str
    question: str
    response: str
    model: str
    finish_reason: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    few_shot: int = 0


class RoleBenchScores(BaseModel):
    """Scores of one row (``scores.jsonl``): RoleLLM's ROUGE-L per view, plus the ROUGE-1/2/L/
    Lsum cross-evaluation figures."""

    id: str
    role: str
    instruction_type: str | None = None
    views: dict[View, float]
    cross: dict[str, float]
