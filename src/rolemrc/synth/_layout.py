"""Where a synthesis run keeps its files: the stages in pipeline order and the names of what
they write inside the run directory."""

from __future__ import annotations

STAGES: tuple[str, ...] = ("personas", "profiles", "matching", "dialogues", "assembly", "mix")
WORK_DIR = "work"
CALLS_FILE = "calls.jsonl"  # in WORK_DIR: every generator call the run sent (its call ledger)
PERSONAS_FILE = "personas.jsonl"
PROFILES_FILE = "profiles.jsonl"
MATCHES_FILE = "matches.jsonl"
DIALOGUES_FILE = "dialogues.jsonl"
REJECTS_FILE = "rejects.jsonl"
CONFIG_FILE = "config.yaml"
INDEX_DIR = "index"
