"""A whole loop on CPU in seconds: the synthesis demo's inputs with a scripted generator that
answers as a capable chat model, a tiny random Llama in Gemma's chat format as the student, a
few training steps, the rules judge without BERTScore."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import torch
import yaml
from click.testing import Result
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import TEST_TASK_NAMES
from rolemrc.llm import ChatRequest, register_mock_script, unregister_mock_script
from rolemrc.synth import dump_config, write_demo_inputs
from support.chat_templates import GEMMA_CHAT_TEMPLATE
from support.synth_answers import realistic_generator
from support.tiny_models import build_tiny_chat_model

GENERATOR = "reproduce-synth"


def _generator(request: ChatRequest) -> str:
    return realistic_generator(
        {"messages": [{"role": m.role, "content": m.content} for m in request.messages]}
    )


@pytest.fixture(scope="session")
def scripted_generator() -> Iterator[str]:
    unregister_mock_script(GENERATOR)
    register_mock_script(GENERATOR)(_generator)
    yield f"mock/{GENERATOR}"
    unregister_mock_script(GENERATOR)


@pytest.fixture(scope="session")
def student(tmp_path_factory: pytest.TempPathFactory) -> str:
    directory = build_tiny_chat_model(
        tmp_path_factory.mktemp("student") / "tiny",
        chat_template=GEMMA_CHAT_TEMPLATE,  # a family the trainer knows the turns of
        extra_special_tokens=("<start_of_turn>", "<end_of_turn>"),
        byte_level=True,
    )
    return f"hf/{directory}"


@pytest.fixture(scope="session", autouse=True)
def offline_one_thread(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The user cache in a directory of the session's, the hub offline, one torch thread (sums
    split over threads round differently)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ROLEMRC_HOME", str(tmp_path_factory.mktemp("rolemrc-home")))
        patch.setenv("HF_HUB_OFFLINE", "1")
        patch.setenv("TOKENIZERS_PARALLELISM", "false")
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        yield
        torch.set_num_threads(threads)


def write_synth_config(directory: Path, generator: str) -> Path:
    """The demo's inputs and config with 6 of the sample personas (2 held out, one test row
    of each test task) and the scripted generator, prompted as an instruct model."""
    config = dump_config(write_demo_inputs(directory / "synth-inputs"))
    config["generator"] |= {"model": generator, "prompting": "instruct"}
    config["personas"]["count"] = 6
    config["test"] = {"held_out_roles": 2, "task_counts": dict.fromkeys(TEST_TASK_NAMES, 1)}
    config["cache"] = {"path": str(directory / "synth-cache.sqlite")}
    path = directory / "synth.yaml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    return path


def loop_config_values(synth_config: Path, student: str) -> dict[str, Any]:
    """A loop config of the tiny preset's shape, sized for a test."""
    short = {
        "lora": None,
        "max_length": 4096,
        "effective_batch_size": 2,
        "per_device_batch_size": 2,
        "frozen_layers": 1,
    }
    return {
        "preset": "tiny",
        "data": {"type": "synth", "config": str(synth_config)},
        "student": student,
        "sft": {"preset": "demo", "overrides": {"max_steps": 2, "learning_rate": 0.01, **short}},
        "dpo": {"preset": "demo", "overrides": {"max_steps": 2, "learning_rate": 0.01, **short}},
        "eval": {"judge": "rules", "bertscore_model": "none", "max_new_tokens": 6},
        "probe": {"mode": "mlp", "max_neurons": 50, "batch_size": 4},
        "restraint": {"top": 5, "factor": 0.0},
        "resamples": 200,
    }


def write_loop_config(directory: Path, values: dict[str, Any]) -> Path:
    path = directory / "loop.yaml"
    path.write_text(yaml.safe_dump(values, sort_keys=False), encoding="utf-8")
    return path


def run_loop(config: Path, out: Path) -> Result:
    """``rolemrc reproduce --config CONFIG --out OUT`` in this process."""
    return CliRunner().invoke(app, ["reproduce", "--config", str(config), "--out", str(out)])


@pytest.fixture(scope="session")
def loop_config(
    tmp_path_factory: pytest.TempPathFactory, scripted_generator: str, student: str
) -> Path:
    directory = tmp_path_factory.mktemp("loop-config")
    synth = write_synth_config(directory, scripted_generator)
    return write_loop_config(directory, loop_config_values(synth, student))


@pytest.fixture(scope="session")
def finished_loop(tmp_path_factory: pytest.TempPathFactory, loop_config: Path) -> Path:
    """A whole loop, run once for the session's tests."""
    out = tmp_path_factory.mktemp("loop") / "run"
    result = run_loop(loop_config, out)
    assert result.exit_code == 0, result.output[-3000:]
    return out
