"""RoCIT data (role-conditioned instruction tuning): RoleBench rows as SFT conversations.

Any RoleBench-schema file trains: the four English splits and the two Chinese ones (general and
role-specific rows alike), and Context-Instruct's ``role_specific.jsonl``. Each reference answer
of a row becomes one conversation (``references="first"``: the first only), prompted by the
role's context (``role_context_messages``): RoleLLM's system instruction built from the role's
description and catchphrases, or retrieved dialogue examples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from rolemrc.core import ConfigError, InputError, setting
from rolemrc.rolellm._data import load_rolebench
from rolemrc.rolellm._profiles import ProfileBook, load_profiles
from rolemrc.rolellm._prompts import RoleContext, rolebench_to_chat
from rolemrc.rolellm._records import Language, RoleBenchRow
from rolemrc.rolellm._retrieval import Embedder, FewShotPicker, minilm_embedder

ReferenceChoice = Literal["all", "first"]
ROLEBENCH_ROW_FIELDS = frozenset({"role", "question", "generated"})


def is_rolebench_row(row: dict[str, Any]) -> bool:
    """Whether a JSON row has RoleBench's fields (and no conversation of its own)."""
    return row.keys() >= ROLEBENCH_ROW_FIELDS and not {"messages", "conversations"} & row.keys()


@dataclass(frozen=True)
class RocitOptions:
    """How RoleBench rows become training conversations.

    ``profiles``: a local profiles file (see ``load_local_profiles``); None reads RoleBench's
    profiles of the file's language from the hub. ``language``: None reads it off the path
    (``rolebench-zh``), else ``eng``. ``few_shot``: retrieved dialogue examples per row (needed
    with ``role_context="retrieval"``, optional with ``system``). ``embedder``: for retrieval
    (all-MiniLM-L6-v2 by default).
    """

    profiles: Path | None = None
    role_context: RoleContext = "system"
    few_shot: int = 0
    references: ReferenceChoice = "all"
    language: Language | None = None
    embedder: Embedder | None = None

    def __post_init__(self) -> None:
        if self.few_shot < 0:
            raise ConfigError(f"few_shot must be at least 0, got {self.few_shot}")
        if self.role_context == "retrieval" and not self.few_shot:
            raise ConfigError(
                "role context 'retrieval' shows dialogue examples retrieved from the role's "
                f"script; give how many with {setting('few_shot')} (at least 1)"
            )


def rocit_conversations(
    rows: Sequence[RoleBenchRow],
    profiles: ProfileBook,
    *,
    language: Language,
    options: RocitOptions,
) -> list[dict[str, Any]]:
    """One ``{"messages", "task", "id", "reference"}`` conversation per used reference of each
    row; ``task`` is ``rocit:{role_context}``. A role without a profile is an InputError naming
    the role."""
    picker = FewShotPicker(profiles, options.few_shot, options.embedder or minilm_embedder)
    conversations = []
    for row in rows:
        profile = profiles.get(row.role)
        if options.role_context == "system" and not profile.description.strip():
            raise InputError(
                "the profile has no description for RoleLLM's system instruction",
                path=profiles.source,
                field=row.role,
            )
        few_shot = picker.pick(row.role, row.question)
        count = 1 if options.references == "first" else len(row.generated)
        for reference in range(count):
            if not row.generated[reference].strip():
                continue
            chat = rolebench_to_chat(
                row,
                profile,
                language=language,
                reference=reference,
                role_context=options.role_context,
                few_shot=few_shot,
            )
            conversations.append(
                chat
                | {"task": f"rocit:{options.role_context}", "id": row.id, "reference": reference}
            )
    return conversations


def read_rocit_file(path: str | Path, options: RocitOptions) -> list[dict[str, Any]]:
    """The RoCIT conversations of a RoleBench-schema JSONL file (see ``rocit_conversations``);
    profiles come from ``options.profiles`` or RoleBench's hub profiles of the language."""
    data = load_rolebench(str(path), language=options.language, category="role_specific")
    profiles = load_profiles(options.profiles, language=data.language, hub_repo=None)
    conversations = rocit_conversations(
        data.rows, profiles, language=data.language, options=options
    )
    if not conversations:
        raise InputError("no reference answers to train on", path=path)
    return conversations
