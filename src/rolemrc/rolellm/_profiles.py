"""Role profiles: RoleBench's ``profiles-{lang}`` files on the hub, or a local JSON file.

A local file maps role names to either a description string (the shape of RoleBench's
``desc.json``) or an object ``{"description", "catchphrases", "script_name", "script"}``, where
``script`` is a list of ``{"role", "content"}`` lines or the path (relative to the file) of a
JSONL script in RoleBench's ``profiles-{lang}-{role}.jsonl`` schema.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rolemrc.core import (
    InputError,
    download_hub_file,
    iter_json_lines,
    parse_json_text,
    read_text_file,
    validate_record,
)
from rolemrc.rolellm._data import ROLEBENCH_DATASET
from rolemrc.rolellm._records import Language, RoleBenchProfile, ScriptLine


def _read_json_object(path: Path) -> dict[str, Any]:
    value = parse_json_text(read_text_file(path), path=path)
    if not isinstance(value, dict):
        raise InputError(f"expected a JSON object, got {type(value).__name__}", path=path)
    return value


def read_script(path: str | Path) -> list[ScriptLine]:
    """A role's script: one ``{"role": speaker, "content": line}`` object per JSONL line."""
    return [
        validate_record(ScriptLine, value, path=path, line=number)
        for number, value in iter_json_lines(path)
    ]


@dataclass
class ProfileBook:
    """Profiles by role name; scripts are read on first use (hub scripts are large)."""

    source: str
    profiles: dict[str, RoleBenchProfile]
    _script_loader: Callable[[str], list[ScriptLine] | None] = field(
        default=lambda name: None, repr=False
    )

    def get(self, role: str) -> RoleBenchProfile:
        profile = self.profiles.get(role)
        if profile is None:
            raise InputError(f"no profile for role {role!r}", path=self.source, field=role)
        return profile

    def script(self, role: str) -> list[ScriptLine]:
        """The role's script, loaded once; an InputError when there is none."""
        profile = self.get(role)
        if profile.script is None:
            loaded = self._script_loader(role)
            if loaded is None:
                raise InputError(f"no script for role {role!r}", path=self.source, field=role)
            profile = profile.model_copy(update={"script": loaded})
            self.profiles[role] = profile
        assert profile.script is not None
        return profile.script


def load_local_profiles(path: str | Path) -> ProfileBook:
    """Profiles from a local JSON file (see the module docstring for its shapes)."""
    source = Path(path)
    profiles: dict[str, RoleBenchProfile] = {}
    for name, entry in _read_json_object(source).items():
        if isinstance(entry, str):
            profiles[name] = RoleBenchProfile(name=name, description=entry)
            continue
        if not isinstance(entry, dict):
            raise InputError("expected a description or an object", path=source, field=name)
        values = dict(entry)
        script = values.get("script")
        if isinstance(script, str):
            values["script"] = read_script(source.parent / script)
        values.setdefault("name", name)
        profiles[name] = validate_record(RoleBenchProfile, values, path=source, line=None)
    if not profiles:
        raise InputError("no profiles in file", path=source)
    return ProfileBook(str(source), profiles)


def load_hub_profiles(language: Language, repo: str = ROLEBENCH_DATASET) -> ProfileBook:
    """RoleBench's profiles: ``desc.json`` (descriptions), ``scripts.json`` (script names) and,
    on demand, ``profiles-{lang}-{role}.jsonl`` (the role's script)."""
    folder = f"profiles-{language}"
    descriptions = _read_json_object(download_hub_file(repo, f"{folder}/desc.json"))
    try:
        script_names = _read_json_object(download_hub_file(repo, f"{folder}/scripts.json"))
    except InputError:
        script_names = {}
    profiles = {
        name: RoleBenchProfile(
            name=name,
            description=str(description),
            script_name=str(script_names[name]) if name in script_names else None,
        )
        for name, description in descriptions.items()
    }

    def hub_script(role: str) -> list[ScriptLine] | None:
        try:
            return read_script(download_hub_file(repo, f"{folder}/{folder}-{role}.jsonl"))
        except InputError:
            return None

    return ProfileBook(f"hf:{repo}/{folder}", profiles, hub_script)


def load_profiles(
    path: str | Path | None, *, language: Language, hub_repo: str | None = None
) -> ProfileBook:
    """A local profiles file when given, else RoleBench's profiles on the hub."""
    if path is not None:
        return load_local_profiles(path)
    return load_hub_profiles(language, hub_repo or ROLEBENCH_DATASET)
