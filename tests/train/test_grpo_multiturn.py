"""GRPO on the multi-turn role-play environment: the benchmark's smoke run on a tiny random
model (TRL's GRPOTrainer with ``environment_factory``), and the rows refused before it."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import InputError
from rolemrc.train import TrainJob, build_trainer

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "grpo_multiturn.py"


def benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("grpo_multiturn", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_smoke_run_trains_two_steps_on_the_environment(
    tmp_path: Path, tiny_model: Callable[[str], Path]
) -> None:
    out = tmp_path / "run"
    report = benchmark().main(
        ["--out", str(out), "--smoke", "--model", f"hf/{tiny_model('chatml')}"]
    )
    assert report["steps"] == 2
    assert report["environment"] == {
        "class": "RolePlayEnvironment",
        "turns": 2,
        "conversation_reward": "worst",
        "user": "scripted",
    }
    # a random model never calls the say tool: no conversation, reward 0 (never None)
    assert report["reward_per_step"] == [0.0, 0.0]
    assert report["last_step_conversation_turns"] == {"-1": 2}
    assert (out / "model" / "train_manifest.json").is_file()


def test_rows_the_user_cannot_press_are_refused_before_the_model_loads(
    tmp_path: Path, write_rows: Callable[[Path, list[dict[str, Any]]], Path]
) -> None:
    data = write_rows(
        tmp_path / "rl.jsonl",
        [
            {
                "id": "r0",
                "prompt": [{"role": "user", "content": "Hello there."}],
                "task": "free_chat_user_first_no_narration",
                "reference": "Hi.",
            }
        ],
    )
    job = TrainJob(
        stage="grpo",
        data=data,
        model="hf/does-not-exist-here",
        out=tmp_path / "out",
        preset="demo",
        turns=2,
    )
    with pytest.raises(InputError, match=r"rl\.jsonl:1.*'task'.*not a test task"):
        build_trainer(job)


def test_the_cli_refuses_a_conversation_reward_it_does_not_know(tmp_path: Path) -> None:
    data = tmp_path / "rl.jsonl"
    row = {
        "prompt": [{"role": "user", "content": "Hello."}],
        "task": "role_related_mrc_answer_no_narration-refused",
    }
    data.write_text(json.dumps(row) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        app,
        [
            "train", "grpo", "--data", str(data), "--model", "hf/nowhere",
            "--out", str(tmp_path / "out"), "--preset", "demo",
            "--turns", "2", "--conversation-reward", "best",
        ],
    )  # fmt: skip
    assert result.exit_code == 2
    assert "unknown conversation reward 'best' (--conversation-reward)" in result.output
