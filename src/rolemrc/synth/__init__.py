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

__all__ = [
    "NO_ANSWER",
    "Dialogue",
    "MrcMatch",
    "MrcTriplet",
    "NamedItem",
    "Persona",
    "Reject",
    "RoleMatches",
    "RoleProfile",
    "SpeechExample",
]
