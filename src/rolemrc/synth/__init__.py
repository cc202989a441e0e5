"""RoleMRC data synthesis: personas, profiles, MRC matching, dialogues, SFT/DPO/test sets."""

from rolemrc.synth._records import (
    NO_ANSWER,
    Dialogue,
    MrcMatch,
    MrcTriplet,
    NamedItem,
    Persona,
    Reject,
    RoleMatches,
    RoleProfile,
    SpeechExample,
)
from rolemrc.synth._structured import GenerateFn, extract_json_object, generate_structured

__all__ = [
    "NO_ANSWER",
    "Dialogue",
    "GenerateFn",
    "MrcMatch",
    "MrcTriplet",
    "NamedItem",
    "Persona",
    "Reject",
    "RoleMatches",
    "RoleProfile",
    "SpeechExample",
    "extract_json_object",
    "generate_structured",
]
