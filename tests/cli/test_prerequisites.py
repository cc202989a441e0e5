"""Prerequisites are met or refused before the first model call, never after minutes of work."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from support.openai_server import FakeOpenAIServer

runner = CliRunner()


def eval_args(data: Path, out: Path, server: FakeOpenAIServer) -> list[str]:
    return [
        "eval",
        "--data",
        str(data),
        "--model",
        "openai/m",
        "--model-base-url",
        server.base_url,
        "--out",
        str(out),
        "--bertscore-model",
        "none",
        "--no-cache",
        "--no-progress",
    ]


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    result = runner.invoke(app, ["sample", "--out", str(tmp_path / "sample.jsonl")])
    assert result.exit_code == 0, result.output
    return tmp_path / "sample.jsonl"


def test_a_new_home_prepares_meteor_data_on_first_use(
    sample: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "new-home"
    monkeypatch.setenv("ROLEMRC_HOME", str(home))
    with FakeOpenAIServer() as server:
        result = runner.invoke(app, eval_args(sample, tmp_path / "run", server))
    assert result.exit_code == 0, result.output
    assert f"preparing NLTK data for METEOR (once) in {home / 'nltk_data'} ... done in" in (
        result.output
    )
    report = json.loads((tmp_path / "run" / "report.json").read_text())
    assert report["reference"]["meteor"]["mean"] > 0


def test_missing_wordnet_fails_before_any_model_call(
    sample: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path / "new-home"))
    monkeypatch.setenv("ROLEMRC_WORDNET_DIR", str(tmp_path / "no-wordnet"))
    with FakeOpenAIServer() as server:
        result = runner.invoke(app, eval_args(sample, tmp_path / "run", server))
        received = list(server.requests)
    assert result.exit_code == 2, result.output
    assert received == []
    error = " ".join(result.output.split())
    assert "error: WordNet files" in error
    assert "sudo apt-get install -y wordnet-base wordnet-sense-index" in error
    assert "Traceback" not in result.output
    assert not (tmp_path / "run").exists()
