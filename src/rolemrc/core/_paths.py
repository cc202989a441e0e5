"""Where the toolkit keeps state that outlives a run (model files, LLM cache, NLTK data)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

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
