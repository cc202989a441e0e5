"""Fixtures shared by the whole suite."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Makes ``support`` (test helpers) importable whatever pytest's import mode.
sys.path.insert(0, str(Path(__file__).parent))

from support.llama_server import require_llama_server, served_gguf
from support.openai_server import FakeOpenAIServer


@pytest.fixture
def openai_server() -> Iterator[FakeOpenAIServer]:
    """A started fake OpenAI-compatible server (default echo responder), stopped afterwards."""
    with FakeOpenAIServer() as server:
        yield server


@pytest.fixture
def offline_hub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A local hub cache, read through the real hub client, offline."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    return tmp_path / "hub"


@pytest.fixture(scope="module")
def gguf() -> Path:
    """The GGUF the real llama.cpp server tests serve (skipped where the server is absent)."""
    require_llama_server()
    return served_gguf()


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    """Headless Chromium for a module's browser tests (skipped where it is absent), quit after."""
    from support.browser import start_browser

    browser = start_browser()
    try:
        yield browser
    finally:
        browser.quit()
