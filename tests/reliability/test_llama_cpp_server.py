"""rolemrc against llama.cpp's own OpenAI-compatible server (from the xllamacpp wheel), serving the
embedded SmolLM2-135M-Instruct GGUF on 127.0.0.1: what a user with a local server meets.

One server serves the module (one slot, as llama.cpp and Ollama often run); the test that
takes a server down mid-run starts its own. Runs are small (a few rows, short answers).
"""

from __future__ import annotations

import json
import re
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from rolemrc.core import ConfigError, Message
from rolemrc.eval import EvalConfig, run_eval
from rolemrc.llm import ChatRequest, GenerationParams, ModelAccess, ModelRoles, open_model, run_chat
from rolemrc.rolellm import MAX_ANSWER_CHARS, MAX_QUESTION_CHARS
from support.cli_runs import cli, environment
from support.llama_server import (
    SERVED_MODEL,
    LlamaServer,
    short_sample_set,
)

pytestmark = pytest.mark.reliability

MODEL = f"openai/{SERVED_MODEL}"


@pytest.fixture(scope="module")
def server(gguf: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    with LlamaServer(gguf, tmp_path_factory.mktemp("llama") / "server.log") as running:
        yield running


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return short_sample_set(tmp_path_factory.mktemp("data"))


def eval_config(data: Path, out: Path, base_url: str, **overrides: Any) -> EvalConfig:
    settings: dict[str, Any] = {
        "data": str(data),
        "models": ModelRoles(policy=ModelAccess(model=MODEL, base_url=base_url, cache=False)),
        "out": out,
        "judge": "rules",
        "bertscore_model": "none",
        "limit": 4,
        "max_new_tokens": 16,
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
            models=ModelRoles(
                policy=ModelAccess(model=MODEL, base_url=server.base_url, cache=False),
                judge=ModelAccess(model=MODEL, base_url=server.base_url, cache=False),
            ),
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
    model = open_model(ModelAccess(model=MODEL, base_url=server.base_url, cache=False))
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
        # the run still builds its report, and a rules run's report measures the judge against
        # the shipped labels: minutes where no earlier run of this code has kept the figures
        stdout, stderr = process.communicate(timeout=480)
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


ROLELLM_DATA = Path(__file__).resolve().parents[1] / "rolellm" / "data"
PROFILES = ROLELLM_DATA / "profiles.json"
# what a reply must never hold: a speaker label or chat token of a new turn, or markup
SPLICED_TURN = re.compile(
    r"(^|\n)\s*(User|Assistant|System|Human|AI)\s*:|<\|?/?(user|assistant|system|im_start|"
    r"im_end|start_of_turn|end_of_turn)\|?>|</?(b|i|p|br|div|span|h[1-6])\b",
    re.IGNORECASE,
)


def run_command(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli(*args), env=environment(), capture_output=True, text=True, timeout=300, check=False
    )


def rolebench_split(directory: Path, rows: int = 2) -> Path:
    """A role-specific split of ``rows`` short questions to a role of the shipped profiles."""
    questions = ["Sheldon Cooper, what is your favourite number?", "Sheldon, who is Penny?"]
    path = directory / "role_specific" / "test.jsonl"
    path.parent.mkdir(parents=True)
    path.write_text(
        "".join(
            json.dumps(
                {"id": f"row-{n:05d}", "role": "Sheldon Cooper", "question": question,
                 "generated": ["Seventy-three."], "type": ["script_agnostic"]}
            ) + "\n"
            for n, question in enumerate(questions[:rows])
        )
    )  # fmt: skip
    return path


# One item's worst case under the schema: its two longest strings and the JSON around them,
# at a token a character at most for the English the model writes.
ANSWER_TOKENS = MAX_QUESTION_CHARS + MAX_ANSWER_CHARS + 100


def test_context_instruct_keeps_triplets_through_the_json_schema(
    server: LlamaServer, tmp_path: Path
) -> None:
    """llama.cpp's server takes OpenAI's response_format with a JSON schema: the answers are
    JSON of the asked shape, triplets are kept, and every request sent is in the manifest. The
    schema's bounded strings close one item within ANSWER_TOKENS tokens; nothing is rejected.
    The call is sampled with the run's seed (0), so this is one sample every time: unseeded, an
    answer of emoji once ran past the limit (the schema bounds characters, and an emoji is
    several tokens)."""
    before = server.requests()
    done = run_command(
        "rolellm", "context-instruct", "--generator", MODEL, "--base-url", server.base_url,
        "--profiles", PROFILES, "--role", "Sheldon Cooper", "--max-segments", "1",
        "--questions", "1", "--max-new-tokens", str(ANSWER_TOKENS), "--min-confidence", "1",
        "--no-cache", "--no-progress", "--out", tmp_path / "ci",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    manifest = json.loads((tmp_path / "ci" / "manifest.json").read_text())
    assert manifest["status"] == "complete" and manifest["kept"] >= 1
    assert manifest["usage"]["calls"] == server.requests() - before
    assert manifest["rejected"] == 0, (tmp_path / "ci" / "rejects.jsonl").read_text()


def test_rolebench_eval_and_win_rate_count_every_request(
    server: LlamaServer, tmp_path: Path
) -> None:
    split = rolebench_split(tmp_path / "split")
    before = server.requests()
    done = run_command(
        "rolellm", "eval", "--split", split, "--category", "role_specific", "--language", "eng",
        "--model", MODEL, "--model-base-url", server.base_url, "--profiles", PROFILES,
        "--max-new-tokens", "16", "--no-cache", "--no-progress", "--out", tmp_path / "rb",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    manifest = json.loads((tmp_path / "rb" / "manifest.json").read_text())
    report = json.loads((tmp_path / "rb" / "report.json").read_text())
    assert manifest["status"] == report["status"] == "complete"
    assert manifest["usage"]["calls"] == server.requests() - before == 2

    answers = tmp_path / "answers.jsonl"
    answers.write_text(
        "".join(
            json.dumps({"id": row["id"], "role": row["role"], "question": row["question"],
                        "response": "Seventy-three, the best number."}) + "\n"
            for row in map(json.loads, split.read_text().splitlines())
        )
    )  # fmt: skip
    before = server.requests()
    done = run_command(
        "rolellm", "winrate", "--a", answers, "--b", tmp_path / "rb" / "generations.jsonl",
        "--split", split, "--judge", MODEL, "--judge-base-url", server.base_url,
        "--profiles", PROFILES, "--limit", "1", "--max-new-tokens", "8", "--no-cache",
        "--no-progress",
        "--out", tmp_path / "winrate",
    )  # fmt: skip
    assert done.returncode in (0, 3), done.stderr[-3000:]  # 3: the judge gave no verdicts
    summary = json.loads((tmp_path / "winrate" / "winrate.json").read_text())
    assert summary["usage"]["calls"] == server.requests() - before == 2  # both orders


def test_synth_with_instruct_prompting_writes_no_spliced_turns(
    server: LlamaServer, tmp_path: Path
) -> None:
    """One role, its profile asked as JSON (with the schema), one free chat of one reply:
    every text that reaches the outputs is free of speaker labels, chat tokens and markup, and
    the manifest counts every request the server answered."""
    from rolemrc.synth import dump_config, write_demo_inputs

    config = dump_config(write_demo_inputs(tmp_path / "inputs"))
    config["generator"] |= {
        "model": MODEL, "base_url": server.base_url, "prompting": "instruct",
        "max_new_tokens": 24, "concurrency": 1,
    }  # fmt: skip
    config["profiles"] |= {"max_new_tokens": 64, "attempts": 1}  # a stand-in when cut short
    config["dialogues"] |= {
        "free_chats": 1, "on_scene_chats": 0, "qa_per_type": 0, "multi_turn": 0, "nested": 0,
        "priority": 0, "max_new_tokens": 24, "attempts": 1,
    }  # fmt: skip
    config["cache"] = {"enabled": False}
    (tmp_path / "synth.yaml").write_text(yaml.safe_dump(config))
    before = server.requests()
    out = tmp_path / "run"
    done = run_command("synth", "--config", tmp_path / "synth.yaml", "--out", out, "--limit", "1")
    assert done.returncode == 0, done.stderr[-3000:]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["usage"]["calls"] == server.requests() - before >= 2
    scanned = 0
    for name in ("profiles.jsonl", "dialogues.jsonl", "sft.jsonl", "dpo.jsonl", "test.jsonl"):
        for line in (out / name).read_text().splitlines():
            texts = [value for key, value in _strings(json.loads(line)) if key in TEXT_KEYS]
            spliced = [text for text in texts if SPLICED_TURN.search(text)]
            assert not spliced, (name, spliced)
            scanned += len(texts)
    assert scanned  # the generated chat reached the outputs


TEXT_KEYS = frozenset({"content", "reference", "chosen", "rejected", "description"})


def _strings(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """Every string in a JSON value, with the key it is held under."""
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from _strings(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, key)
