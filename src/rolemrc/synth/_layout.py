"""Where a synthesis run keeps its files: the names of what its stages write inside the run
directory (the stages themselves are the table ``rolemrc.synth._stages.PIPELINE``)."""

from __future__ import annotations

WORK_DIR = "work"
CALLS_FILE = "calls.jsonl"  # in WORK_DIR: every generator call the run sent (its call ledger)
PERSONAS_FILE = "personas.jsonl"
PROFILES_FILE = "profiles.jsonl"
MATCHES_FILE = "matches.jsonl"
DIALOGUES_FILE = "dialogues.jsonl"
REJECTS_FILE = "rejects.jsonl"
CONFIG_FILE = "config.yaml"
INDEX_DIR = "index"
