"""rolemrc against llama.cpp's own OpenAI-compatible server (llama-cpp-python), serving the
embedded Gemma 3 270M GGUF on 127.0.0.1: what a user with a local server meets.

One server serves the module (one slot, as llama.cpp and Ollama often run); the test that
takes a server down mid-run starts its own. Runs are small (a few rows, short answers).
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, Message
from rolemrc.eval import EvalConfig, run_eval, write_sample_test_set
from rolemrc.llm import ChatRequest, GenerationParams, load_chat_model, run_chat
from support.cli_runs import cli, environment
from support.llama_server import SERVED_MODEL, LlamaServer, assemble_gguf, require_llama_server

pytestmark = pytest.mark.reliability

MODEL = f"openai/{SERVED_MODEL}"


@pytest.fixture(scope="module")
def gguf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    require_llama_server()
    return assemble_gguf(tmp_path_factory.mktemp("gguf"))


@pytest.fixture(scope="module")
def server(gguf: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    with LlamaServer(gguf, tmp_path_factory.mktemp("llama") / "server.log") as running:
        yield running


SHORT_TURN_CHARS = 300


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample test set with every turn cut to its first 300 characters: the model reads
    about a fifth of the tokens, so the rows answer in seconds on two cores."""
    directory = tmp_path_factory.mktemp("data")
    rows = [
        json.loads(line)
        for line in write_sample_test_set(directory / "sample.jsonl").read_text().splitlines()
    ]
    for row in rows:
        for turn in row["question"]:
            turn["content"] = turn["content"][:SHORT_TURN_CHARS]
    short = directory / "short.jsonl"
    short.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return short


def eval_config(data: Path, out: Path, base_url: str, **overrides: Any) -> EvalConfig:
    settings: dict[str, Any] = {
        "data": str(data),
        "model": MODEL,
        "model_base_url": base_url,
        "out": out,
        "judge": "rules",
        "bertscore_model": "none",
        "limit": 4,
        "max_new_tokens": 16,
        "use_cache": False,
        "progress": False,
    }
    settings.update(overrides)
    return EvalConfig(**settings)


def test_the_manifest_counts_every_request_the_server_answered(
    server: LlamaServer, data: Path, tmp_path: Path
) -> None:
    before = server.requests()
    result = run_eval(eval_config(data, tmp_path / "run", server.base_url))
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["status"] == result.report.to_json()["status"] == "complete"
    assert manifest["usage"]["policy"]["calls"] == server.requests() - before == 4
    assert result.report.to_json()["n_rows"] == 4


def test_an_llm_judge_that_gives_no_verdict_is_called_out(
    server: LlamaServer, data: Path, tmp_path: Path
) -> None:
    """The base model is a poor judge: whatever share of its answers is not an integer is
    counted, and more than the allowed share makes the run incomplete, saying so."""
    before = server.requests()
    result = run_eval(
        eval_config(
            data,
            tmp_path / "run",
            server.base_url,
            limit=1,
            judge=MODEL,
            judge_base_url=server.base_url,
            judge_temperature=0.0,
        )
    )
    report = result.report.to_json()
    verdicts = [
        json.loads(line)
        for line in (tmp_path / "run" / "judgements.jsonl").read_text().split("\n")
        if line
    ]
    unparsed = sum(1 for verdict in verdicts if not verdict["parsed"])
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    sent = manifest["usage"]["policy"]["calls"] + manifest["usage"]["judge"]["calls"]
    assert sent == server.requests() - before
    if unparsed / len(verdicts) > 0.1:
        assert report["status"] == manifest["status"] == "incomplete"
        assert any("no verdict" in reason for reason in report["incomplete_reasons"])
    else:
        assert report["status"] == "complete"


def test_base_prompting_is_refused_by_a_server_that_does_not_continue_messages(
    server: LlamaServer,
) -> None:
    """llama.cpp's server ignores continue_final_message and starts a new turn: gluing that
    onto the prefix would be malformed text, so the request is refused before it is sent."""
    model = load_chat_model(MODEL, base_url=server.base_url)
    prefix = ChatRequest(
        messages=(
            Message(role="user", content="Who are you?"),
            Message(role="assistant", content="Ingrid Solberg: (Ingrid laughs"),
        ),
        params=GenerationParams(max_new_tokens=8),
    )
    before = server.requests()
    with pytest.raises(ConfigError, match="does not continue a final assistant message"):
        run_chat(model, [prefix], progress=False)
    assert server.requests() - before == 1  # the probe alone
    with pytest.raises(ConfigError):
        run_chat(model, [prefix], progress=False)
    assert server.requests() - before == 1  # probed once per server
    model.close()


def test_a_server_taken_down_mid_run_ends_incomplete_with_failed_rows_counted(
    gguf: Path, data: Path, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    with LlamaServer(gguf, tmp_path / "server.log") as server:
        command = cli(
            "eval", "--data", data, "--out", out, "--model", MODEL,
            "--model-base-url", server.base_url, "--judge", "rules",
            "--bertscore-model", "none", "--limit", "4", "--max-new-tokens", "8",
            "--concurrency", "1", "--no-cache", "--no-progress",
        )  # fmt: skip
        process = subprocess.Popen(
            command, env=environment(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        generations = out / "generations.jsonl"
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and process.poll() is None:
            if generations.exists() and generations.read_text().count("\n") >= 2:
                break
            time.sleep(0.1)
        server.stop()
        stdout, stderr = process.communicate(timeout=240)
    assert process.returncode == 3, stderr[-3000:]
    manifest = json.loads((out / "manifest.json").read_text())
    report = json.loads((out / "report.json").read_text())
    assert manifest["status"] == report["status"] == "incomplete"
    failed = {row["id"] for row in manifest["failed_rows"]}
    answered = report["answered"]["n_rows"]
    assert failed and answered >= 2 and answered + len(failed) == report["n_rows"] == 4
    assert report["reference"]["rougeL"]["mean"] == pytest.approx(
        report["answered"]["reference"]["rougeL"] * answered / 4
    )
    assert "status: incomplete" in stderr and "row(s) failed for good" in stderr
    assert "answered rows only" in stdout


def test_a_one_slot_server_serves_an_eval_at_the_default_settings_without_timeouts(
    server: LlamaServer, data: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Default concurrency and timeout against one slot: requests queue at the server, and
    none may time out and be sent again (each would be computed twice)."""
    before = server.requests()
    result = run_eval(
        eval_config(data, tmp_path / "run", server.base_url, limit=None, max_new_tokens=32)
    )
    assert result.report.to_json()["status"] == "complete"
    assert server.requests() - before == 18
    assert not [record for record in caplog.records if "attempt" in record.getMessage()]
