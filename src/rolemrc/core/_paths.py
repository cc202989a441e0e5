"""Where the toolkit keeps state that outlives a run (model files, LLM cache, NLTK data)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from rolemrc.core._errors import ConfigError, setting

HOME_ENV = "ROLEMRC_HOME"


def rolemrc_home() -> Path:
    """The user-level state directory: ``$ROLEMRC_HOME`` or the platform's user cache dir."""
    configured = os.environ.get(HOME_ENV)
    root = Path(configured) if configured else Path(platformdirs.user_cache_dir("rolemrc"))
    root.mkdir(parents=True, exist_ok=True)
    return root


def default_llm_cache_path() -> Path:
    return rolemrc_home() / "llm-cache.sqlite"


def models_dir() -> Path:
    path = rolemrc_home() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


def nltk_data_dir() -> Path:
    return rolemrc_home() / "nltk_data"


def check_output_location(path: str | Path, field: str, *, is_directory: bool) -> None:
    """Refuse, before anything is written, an output ``field`` (a config field such as ``out``) that
    cannot be created: an existing path of the other kind (a file given as a run directory, a
    directory given as a file), or a path below an existing file."""
    target = Path(path)
    kind = "directory" if is_directory else "file"
    if target.exists() and target.is_dir() != is_directory:
        other = "a file" if is_directory else "a directory"
        raise ConfigError(f"{setting(field)} {target}: is {other}, not a {kind}")
    for parent in target.parents:
        if parent.exists():
            if not parent.is_dir():
                raise ConfigError(
                    f"{setting(field)} {target}: {parent} is a file, so no {kind} can be created "
                    "below it"
                )
            return


def check_input_location(path: str | Path, field: str, *, is_directory: bool) -> None:
    """Refuse an input ``field`` (a config field such as ``data``) that names nothing there, or a
    path of the other kind: checked before the heavy libraries load, so a typo is reported at
    once."""
    target = Path(path).expanduser()
    kind = "directory" if is_directory else "file"
    if not target.exists():
        raise ConfigError(f"{setting(field)} {target}: no such {kind}")
    if target.is_dir() != is_directory:
        other = "a directory" if target.is_dir() else "a file"
        raise ConfigError(f"{setting(field)} {target}: is {other}, not a {kind}")
