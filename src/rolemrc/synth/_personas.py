"""Personas: a local JSONL file or PersonaHub from the hub; seeded sampling."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from rolemrc.core import InputError, fingerprint, iter_json_lines
from rolemrc.synth._config import (
    JsonlPersonaSource,
    PersonaHubSource,
    PersonasConfig,
    PersonaSource,
)
from rolemrc.synth._records import Persona, Reject


def persona_id(text: str) -> str:
    """A content-derived id, so the same persona gets the same id in every run."""
    return "persona-" + fingerprint(text.strip())[:12]


def read_persona_jsonl(path: str | Path) -> Iterator[Persona]:
    """``{"persona": "..."}`` lines (an ``id`` of its own is kept); errors name file:line:field."""
    for number, value in iter_json_lines(path):
        text = value.get("persona")
        if not isinstance(text, str) or not text.strip():
            raise InputError("expected a non-empty string", path=path, line=number, field="persona")
        identifier = value.get("id")
        if identifier is not None and (not isinstance(identifier, str) or not identifier.strip()):
            raise InputError("expected a non-empty string", path=path, line=number, field="id")
        yield Persona(id=identifier or persona_id(text), persona=text.strip())


def iter_personahub(source: PersonaHubSource) -> Iterator[Persona]:
    """PersonaHub rows (column ``persona``) through ``datasets``; needs network or a hub cache."""
    try:
        import datasets
    except ImportError:
        raise InputError(
            "PersonaHub needs the 'datasets' package: pip install 'rolemrc[hub]'"
        ) from None
    where = f"hf:{source.dataset}"
    try:
        rows = datasets.load_dataset(source.dataset, source.config, split=source.split)
    except Exception as error:  # datasets raises many kinds (network, missing config, ...)
        raise InputError(
            f"could not load {source.dataset} (config {source.config!r}, split "
            f"{source.split!r}): {error}. Offline, export personas to a JSONL file of "
            '{"persona": ...} lines and use personas.source.type: jsonl.',
            path=where,
        ) from None
    if "persona" not in rows.column_names:
        raise InputError(f"no 'persona' column (columns: {rows.column_names})", path=where)
    for number, text in enumerate(rows["persona"], start=1):
        if not isinstance(text, str) or not text.strip():
            raise InputError(
                "expected a non-empty string", path=where, line=number, field="persona"
            )
        yield Persona(id=persona_id(text), persona=text.strip())


def iter_personas(source: PersonaSource) -> Iterator[Persona]:
    if isinstance(source, JsonlPersonaSource):
        return read_persona_jsonl(source.path)
    return iter_personahub(source)


def select_personas(
    config: PersonasConfig, *, seed: int, limit: int | None = None
) -> tuple[list[Persona], list[Reject]]:
    """The personas of a run: duplicates (same id or text) rejected, then a seeded sample of
    ``count`` (and at most ``limit``), kept in source order. Raising ``limit`` keeps every persona
    a smaller limit chose, so a run can be extended."""
    unique: list[Persona] = []
    rejects: list[Reject] = []
    seen_ids: set[str] = set()
    first_by_text: dict[str, str] = {}
    for persona in iter_personas(config.source):
        earlier = first_by_text.get(persona.persona)
        if persona.id in seen_ids or earlier is not None:
            rejects.append(
                Reject(
                    stage="personas",
                    item_id=persona.id,
                    reason=f"duplicate of persona {earlier or persona.id}",
                    raw=persona.persona,
                )
            )
            continue
        seen_ids.add(persona.id)
        first_by_text[persona.persona] = persona.id
        unique.append(persona)
    wanted = min(count for count in (config.count, limit, len(unique)) if count is not None)
    if wanted < len(unique):
        # A prefix of one seeded permutation: a larger limit selects a superset.
        order = list(range(len(unique)))
        random.Random(seed).shuffle(order)
        unique = [unique[position] for position in sorted(order[:wanted])]
    return unique, rejects
