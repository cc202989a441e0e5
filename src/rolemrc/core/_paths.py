"""Where the toolkit keeps state that outlives a run (model files, LLM cache, NLTK data)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

from rolemrc.core._errors import ConfigError

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


def check_output_location(path: str | Path, option: str, *, is_directory: bool) -> None:
    """Refuse, before anything is written, an output ``option`` (a flag such as ``--out``) that
    cannot be created: an existing path of the other kind (a file given as a run directory, a
    directory given as a file), or a path below an existing file."""
    target = Path(path)
    kind = "directory" if is_directory else "file"
    if target.exists() and target.is_dir() != is_directory:
        other = "a file" if is_directory else "a directory"
        raise ConfigError(f"{option} {target}: is {other}, not a {kind}")
    for parent in target.parents:
        if parent.exists():
            if not parent.is_dir():
                raise ConfigError(
                    f"{option} {target}: {parent} is a file, so no {kind} can be created below it"
                )
            return


_ENDED_WITHOUT_RESULTS = ("interrupted", "failed")


def discard_run_without_results(out: Path, result_files: tuple[str, ...]) -> None:
    """Remove what an earlier attempt at the run directory ``out`` left when it ended
    (interrupted or failed, says its ``manifest.json``) before its first result: its manifest
    and its empty ``result_files``, nothing else. The next command, corrected or not, then starts
    afresh instead of being refused as a different run."""
    manifest = out / "manifest.json"
    if not manifest.is_file():
        return
    try:
        status = json.loads(manifest.read_text(encoding="utf-8")).get("status")
    except (ValueError, AttributeError, OSError):
        return
    if status not in _ENDED_WITHOUT_RESULTS:
        return
    results = [out / name for name in result_files if (out / name).is_file()]
    if any(_holds_a_record(path) for path in results):
        return
    for path in (*results, manifest):
        path.unlink()


def _holds_a_record(path: Path) -> bool:
    with path.open("rb") as handle:
        return any(line.strip() for line in handle)
