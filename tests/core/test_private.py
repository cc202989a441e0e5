"""Run directories and the files written into them are private by default; URLs are recorded
without their credentials."""

import os
import stat
from pathlib import Path

import pytest

from rolemrc.core import (
    SHARED_FILES_ENV,
    ConfigError,
    JsonlAppender,
    RunDir,
    redact_url,
    write_json,
    write_jsonl,
    write_text_atomic,
)
from rolemrc.llm import LLMCache


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def write_all(directory: Path) -> list[Path]:
    RunDir(directory).create()
    write_json(directory / "manifest.json", {"a": 1})
    write_jsonl(directory / "rows.jsonl", [{"id": "x"}])
    write_text_atomic(directory / "report.md", "# r\n")
    with JsonlAppender(directory / "work" / "journal.jsonl") as appender:
        appender.write({"id": "y"})
    return [directory / name for name in ("manifest.json", "rows.jsonl", "report.md")] + [
        directory / "work" / "journal.jsonl"
    ]


def test_run_directories_and_their_files_are_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(SHARED_FILES_ENV, raising=False)
    files = write_all(tmp_path / "run")
    assert mode(tmp_path / "run") == 0o700
    assert mode(tmp_path / "run" / "work") == 0o700
    assert {path.name: mode(path) for path in files} == {path.name: 0o600 for path in files}
    cache = LLMCache(tmp_path / "cache" / "llm.sqlite")
    cache.close()
    assert mode(tmp_path / "cache") == 0o700
    assert mode(tmp_path / "cache" / "llm.sqlite") == 0o600


def test_shared_files_follow_the_umask_when_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SHARED_FILES_ENV, "1")
    files = write_all(tmp_path / "run")
    assert mode(tmp_path / "run") & 0o055 == 0o055 & ~_umask()
    assert all(mode(path) & 0o044 == 0o044 & ~_umask() for path in files)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def test_a_run_directory_is_held_by_one_run_at_a_time(tmp_path: Path) -> None:
    refused = pytest.raises(ConfigError, match=r"run is in use by another rolemrc process")
    with RunDir(tmp_path / "run").lock(), refused, RunDir(tmp_path / "run").lock():
        pass
    with RunDir(tmp_path / "run").lock():  # released when the first run ended
        pass


@pytest.mark.parametrize(
    ("url", "recorded"),
    [
        ("http://user:PASS@host:8000/v1", "http://***@host:8000/v1"),
        ("https://TOKEN@api.example.com/v1", "https://***@api.example.com/v1"),
        ("http://localhost:8000/v1", "http://localhost:8000/v1"),
        ("http://host/v1?next=a@b", "http://host/v1?next=a@b"),
    ],
)
def test_credentials_in_urls_are_masked(url: str, recorded: str) -> None:
    assert redact_url(url) == recorded
