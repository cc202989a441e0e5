"""Serving engines run as a local server (``vllm/``, ``sglang/``, and ``hf/`` with an engine):
start-up, the health wait, every failure path and shutdown, against a stand-in executable
that serves the OpenAI API (tests/support/engine_standin.py)."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

import pytest

from rolemrc.cli._errors import EXIT_INTERRUPTED
from rolemrc.core import ConfigError, Message
from rolemrc.eval import write_sample_test_set
from rolemrc.llm import (
    ChatRequest,
    EngineStartError,
    GenerationParams,
    ModelAccess,
    ModelCallError,
    _engines,
    chosen_local_engine,
    open_model,
    run_chat,
)
from rolemrc.llm._engines import engine_in_flight, engine_quantization
from support.cli_runs import cli, environment
from support.openai_server import FAKE_SERVER_VERSION
from support.tiny_models import build_tiny_chat_model

STANDIN = Path(__file__).resolve().parents[1] / "support" / "engine_standin.py"


@pytest.fixture
def model_dir(tmp_path: Path) -> Path:
    directory = tmp_path / "model"
    directory.mkdir()
    (directory / "config.json").write_text(json.dumps({"model_type": "gemma3_text"}))
    return directory


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def standin(*options: str) -> str:
    return shlex.join([sys.executable, str(STANDIN), *options])


@pytest.fixture
def engine_command(monkeypatch: pytest.MonkeyPatch, home: Path) -> Iterator[Callable[..., None]]:
    """Sets the stand-in (with its options) as vLLM's and SGLang's command."""

    def use(*options: str) -> None:
        for engine in ("VLLM", "SGLANG"):
            monkeypatch.setenv(f"ROLEMRC_{engine}_COMMAND", standin(*options))

    yield use


def requests(count: int) -> list[ChatRequest]:
    return [
        ChatRequest(
            messages=(Message(role="user", content=f"question {number}"),),
            params=GenerationParams(max_new_tokens=8),
        )
        for number in range(count)
    ]


def engine_log(home: Path) -> str:
    (log,) = (home / "engine-logs").iterdir()
    return log.read_text()


def pids_in(log: str) -> list[int]:
    """The stand-in's pid and its child's, as it printed them."""
    return [int(pid) for pid in re.findall(r"pid (\d+)", log)]


def gone(pid: int, within_s: float = 5.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        if Path(f"/proc/{pid}/stat").is_file() and ") Z " in Path(f"/proc/{pid}/stat").read_text():
            return True  # a zombie: exited, waiting for its parent to reap it
        time.sleep(0.05)
    return False


def test_a_vllm_model_is_served_answered_and_stopped(
    engine_command: Callable[..., None], model_dir: Path, home: Path
) -> None:
    engine_command("--standin-child")
    model = open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    try:
        results = run_chat(model, requests(3), progress=False)
        assert [result.text for result in results] == [f"echo: question {n}" for n in range(3)]
        assert model.spec == f"vllm/{model_dir}"
        assert model.identity["provider"] == "vllm"
        assert model.identity["model"] == str(model_dir)
        assert model.identity["numerics"] == {
            "engine": "vllm",
            "engine_version": FAKE_SERVER_VERSION,
            "dtype": "bfloat16",
            "quantization": None,
        }
        log = engine_log(home)
        command = log.splitlines()[0]
        assert f"--model {model_dir} --host 127.0.0.1 --port " in command
        assert command.endswith("--dtype bfloat16")
        server, child = pids_in(log)
    finally:
        model.close()
    assert gone(server) and gone(child)  # the whole process group


def test_sglang_names_the_model_with_its_own_flag(
    engine_command: Callable[..., None], model_dir: Path, home: Path
) -> None:
    engine_command()
    model = open_model(ModelAccess(model=f"sglang/{model_dir}", cache=False))
    with closing(model):
        (result,) = run_chat(model, requests(1), progress=False)
    assert result.text == "echo: question 0"
    assert f"--model-path {model_dir} --host 127.0.0.1" in engine_log(home)
    assert model.identity["numerics"]["engine"] == "sglang"


def test_the_dtype_quantization_and_extra_arguments_reach_the_engine_and_the_identity(
    engine_command: Callable[..., None],
    model_dir: Path,
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine_command()
    monkeypatch.setenv("ROLEMRC_LOCAL_DTYPE", "float16")
    monkeypatch.setenv("ROLEMRC_VLLM_ARGS", "--max-model-len 2048 --quantization fp8")
    model = open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    with closing(model):
        numerics = model.identity["numerics"]
    assert (numerics["dtype"], numerics["quantization"]) == ("float16", "fp8")
    assert (
        engine_log(home)
        .splitlines()[0]
        .endswith("--dtype float16 --max-model-len 2048 --quantization fp8")
    )


def test_the_quantization_comes_from_the_model_config_unless_an_argument_names_one(
    model_dir: Path,
) -> None:
    assert engine_quantization(str(model_dir), []) is None
    (model_dir / "config.json").write_text(
        json.dumps({"quantization_config": {"quant_method": "awq", "bits": 4}})
    )
    assert engine_quantization(str(model_dir), []) == "awq"
    assert engine_quantization(str(model_dir), ["--quantization=gptq"]) == "gptq"
    assert engine_quantization("org/hub-model", ["-q", "fp8"]) == "fp8"


def test_a_failed_start_shows_the_command_without_its_secrets(
    engine_command: Callable[..., None], model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine_command("--standin-mode", "exits_at_start")
    monkeypatch.setenv("ROLEMRC_VLLM_ARGS", "--api-key sk-local-1 --hf-token=hf_abc --seed 3")
    with pytest.raises(EngineStartError) as raised:
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    message = str(raised.value)
    # in the command, and in the engine's log, which echoes it
    assert message.count("--api-key *** --hf-token=*** --seed 3") == 2
    assert "sk-local-1" not in message and "hf_abc" not in message


def test_a_server_slow_to_start_is_waited_for(
    engine_command: Callable[..., None], model_dir: Path
) -> None:
    engine_command("--standin-mode", "slow_start", "--standin-seconds", "1.5")
    started = time.monotonic()
    model = open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    with closing(model):
        assert time.monotonic() - started >= 1.5
        (result,) = run_chat(model, requests(1), progress=False)
    assert result.text == "echo: question 0"


def test_a_server_that_exits_at_start_is_a_clear_error_with_its_log(
    engine_command: Callable[..., None], model_dir: Path, home: Path
) -> None:
    engine_command("--standin-mode", "exits_at_start")
    with pytest.raises(EngineStartError) as raised:
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    message = str(raised.value)
    assert message.startswith("vllm server exited with status 3 while starting")
    assert f"command: {sys.executable} {STANDIN}" in message
    assert "RuntimeError: stand-in failure at start-up (no GPU)" in message  # the log's tail
    assert str(home / "engine-logs") in message


def test_a_server_never_healthy_is_stopped_after_the_start_timeout(
    engine_command: Callable[..., None],
    model_dir: Path,
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine_command("--standin-mode", "never_healthy", "--standin-child")
    monkeypatch.setenv("ROLEMRC_ENGINE_START_TIMEOUT_S", "1.5")
    started = time.monotonic()
    with pytest.raises(EngineStartError, match=r"was not healthy within 1\.5 s \(set "):
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    assert time.monotonic() - started < 10
    assert all(gone(pid) for pid in pids_in(engine_log(home)))


def test_a_bad_start_timeout_is_refused(
    engine_command: Callable[..., None], model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine_command()
    monkeypatch.setenv("ROLEMRC_ENGINE_START_TIMEOUT_S", "soon")
    with pytest.raises(ConfigError, match="ROLEMRC_ENGINE_START_TIMEOUT_S='soon'"):
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))


def test_a_command_that_cannot_run_is_a_start_error(
    monkeypatch: pytest.MonkeyPatch, model_dir: Path, home: Path
) -> None:
    monkeypatch.setenv("ROLEMRC_VLLM_COMMAND", str(home / "no-such-engine"))
    with pytest.raises(EngineStartError, match=r"vllm: cannot run .*no-such-engine"):
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))


def test_without_vllm_installed_the_spec_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, model_dir: Path, home: Path
) -> None:
    monkeypatch.delenv("ROLEMRC_VLLM_COMMAND", raising=False)
    monkeypatch.setattr(_engines.ServingEngine, "installed", lambda self: False)
    with pytest.raises(ConfigError, match=r"engine needs the vllm package, .*ROLEMRC_VLLM_COMMAND"):
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))


def test_a_server_that_dies_mid_run_fails_the_rest_at_once_naming_its_exit(
    engine_command: Callable[..., None], model_dir: Path
) -> None:
    engine_command("--standin-mode", "dies_after", "--standin-requests", "2")
    failures: dict[int, ModelCallError] = {}
    model = open_model(
        ModelAccess(model=f"vllm/{model_dir}", cache=False, concurrency=1, batch_size=1)
    )
    started = time.monotonic()
    with closing(model):
        results = run_chat(
            model,
            requests(5),
            on_failure=lambda index, error: failures.__setitem__(index, error),
            progress=False,
        )
    assert [result.text for result in results] == ["echo: question 0", "echo: question 1"]
    assert sorted(failures) == [2, 3, 4]
    assert "vllm server exited with status 1 while answering" in str(failures[2])
    assert "stand-in dies after 2 requests" in str(failures[2])  # the log's tail
    assert time.monotonic() - started < 10  # not retried with backoff


def test_a_server_that_ignores_sigterm_is_killed_after_the_grace_period(
    engine_command: Callable[..., None],
    model_dir: Path,
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine_command("--standin-mode", "ignores_sigterm")
    monkeypatch.setattr(_engines, "_STOP_GRACE_S", 0.5)
    model = open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    model.close()
    (server,) = pids_in(engine_log(home))
    assert gone(server)


def test_hf_with_the_vllm_engine_is_served_by_it_under_its_own_spec(
    engine_command: Callable[..., None], model_dir: Path
) -> None:
    engine_command()
    model = open_model(ModelAccess(model=f"hf/{model_dir}", engine="vllm", cache=False))
    with closing(model):
        (result,) = run_chat(model, requests(1), progress=False)
        assert model.spec == f"hf/{model_dir}"
        assert model.identity["numerics"]["engine"] == "vllm"
    assert result.text == "echo: question 0"


def test_an_engine_auto_chose_that_fails_to_start_leaves_the_model_to_transformers(
    engine_command: Callable[..., None],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    engine_command("--standin-mode", "exits_at_start")
    monkeypatch.setattr(_engines, "hf_engine", lambda access: "vllm")  # as on a GPU with vLLM
    model_dir = build_tiny_chat_model(tmp_path / "tiny")
    model = open_model(ModelAccess(model=f"hf/{model_dir}", cache=False, device="cpu"))
    with closing(model):
        (result,) = run_chat(model, requests(1), progress=False)
    assert model.identity["numerics"]["device"] == "cpu"  # transformers' numerics
    assert result.completion_tokens > 0
    assert "vllm server exited with status 3 while starting" in caplog.text
    assert "generating with transformers instead" in caplog.text
    with pytest.raises(EngineStartError):  # asked for by name, it fails
        open_model(ModelAccess(model=f"hf/{model_dir}", cache=False, engine="vllm"))


def test_an_engine_is_refused_for_a_model_restrained_by_hooks(
    engine_command: Callable[..., None], model_dir: Path
) -> None:
    from rolemrc.llm import NeuronRestraint, RestraintFile, RestraintSite, write_restraint_file

    engine_command()
    restraint = NeuronRestraint(site=RestraintSite.MLP_NEURON, factor=0.0, neurons=((0, 1),))
    write_restraint_file(
        model_dir, RestraintFile(mode="hooks", base_model=str(model_dir), restraint=restraint)
    )
    with pytest.raises(ConfigError, match="the vllm engine cannot run this model: its restr"):
        open_model(ModelAccess(model=f"hf/{model_dir}", engine="vllm", cache=False))


@pytest.mark.parametrize(
    ("requested", "device", "cuda", "installed", "needs_torch", "chosen"),
    [
        ("auto", None, True, True, None, "vllm"),
        ("auto", "cuda:1", True, True, None, "vllm"),
        ("auto", None, False, True, None, "transformers"),
        ("auto", None, True, False, None, "transformers"),
        ("auto", "cpu", True, True, None, "transformers"),
        ("auto", None, True, True, "hooks", "transformers"),
        ("transformers", None, True, True, None, "transformers"),
        ("vllm", "cpu", False, False, None, "vllm"),
        ("sglang", None, False, False, None, "sglang"),
    ],
)
def test_the_engine_of_an_hf_model_is_chosen_from_the_request_and_the_machine(
    requested: str,
    device: str | None,
    cuda: bool,
    installed: bool,
    needs_torch: str | None,
    chosen: str,
) -> None:
    assert (
        chosen_local_engine(
            requested,
            device=device,
            cuda_available=cuda,
            vllm_installed=installed,
            needs_torch=needs_torch,
        )
        == chosen
    )


def test_an_engine_named_for_a_model_that_needs_torch_is_refused() -> None:
    with pytest.raises(ConfigError, match="the vllm engine cannot run this model: hooks"):
        chosen_local_engine(
            "vllm", device=None, cuda_available=True, vllm_installed=True, needs_torch="hooks"
        )


def test_an_hf_model_without_a_gpu_stays_on_transformers(model_dir: Path) -> None:
    from rolemrc.llm._engines import hf_engine

    assert hf_engine(ModelAccess(model=f"hf/{model_dir}", device="cpu")) == "transformers"


@pytest.mark.parametrize(
    ("settings", "in_flight"),
    [({}, 256), ({"batch_size": 8}, 8), ({"batch_size": 8, "concurrency": 32}, 32)],
)
def test_an_engine_has_its_batch_in_flight(settings: dict[str, int], in_flight: int) -> None:
    assert engine_in_flight(ModelAccess(model="vllm/org/model", **settings)) == in_flight


def test_the_engine_field_is_left_out_of_dumps_when_auto() -> None:
    assert "engine" not in ModelAccess(model="hf/x").model_dump()
    assert ModelAccess(model="hf/x", engine="transformers").model_dump()["engine"] == (
        "transformers"
    )


def _eval_with_the_standin(
    tmp_path: Path,
    model_dir: Path,
    *options: str,
    model: str = "vllm/{}",
    more: tuple[str, ...] = (),
) -> subprocess.Popen[str]:
    """``rolemrc eval`` in a child process, its policy (``model``, formatted with the model
    directory) served by the stand-in started with ``options``."""
    data = write_sample_test_set(tmp_path / "sample.jsonl")
    command = cli(
        "eval",
        "--data", data,
        "--model", model.format(model_dir),
        *more,
        "--judge", "rules",
        "--bertscore-model", "none",
        "--batch-size", "2",
        "--no-cache",
        "--no-progress",
        "--out", tmp_path / "run",
    )  # fmt: skip
    env = {
        **environment(),
        "ROLEMRC_HOME": str(tmp_path / "home"),
        "ROLEMRC_VLLM_COMMAND": standin(*options),
    }
    return subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=_ctrl_c_at_its_default,
    )


def _ctrl_c_at_its_default() -> None:
    """SIGINT back at its default for a child: a suite started as a background job of a
    non-interactive shell runs with SIGINT ignored, and a child inherits that through exec, so
    Python would never raise KeyboardInterrupt in it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def ctrl_c_raises() -> Iterator[None]:
    """Ctrl-C raises KeyboardInterrupt in this process for the test, whatever the suite started
    with (ignored, in a background job of a non-interactive shell)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def _wait_for(condition: Callable[[], bool], process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 120
    while not condition():
        assert process.poll() is None, process.communicate()[0][-3000:]
        assert time.monotonic() < deadline, "the run never got there"
        time.sleep(0.05)


def _lines(path: Path) -> int:
    return len(path.read_text().splitlines()) if path.is_file() else 0


def test_ctrl_c_during_an_eval_stops_the_engine_and_leaves_the_run_interrupted(
    tmp_path: Path, model_dir: Path
) -> None:
    process = _eval_with_the_standin(
        tmp_path, model_dir, "--standin-child", "--standin-delay", "0.3"
    )
    generations = tmp_path / "run" / "generations.jsonl"
    try:
        _wait_for(lambda: _lines(generations) >= 2, process)
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == EXIT_INTERRUPTED, output[-3000:]
    assert "interrupted: finished rows are saved" in output
    assert all(gone(pid) for pid in pids_in(engine_log(tmp_path / "home")))
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["status"] == "interrupted"
    assert 2 <= _lines(generations) < 18


@pytest.mark.usefixtures("ctrl_c_raises")
def test_ctrl_c_while_the_engine_starts_stops_it(
    engine_command: Callable[..., None], model_dir: Path, home: Path
) -> None:
    engine_command("--standin-child", "--standin-mode", "slow_start", "--standin-seconds", "60")
    logs = home / "engine-logs"

    def interrupt_once_started() -> None:
        while not (logs.is_dir() and len(pids_in(engine_log(home))) == 2):
            time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=interrupt_once_started, daemon=True).start()
    with pytest.raises(KeyboardInterrupt):
        open_model(ModelAccess(model=f"vllm/{model_dir}", cache=False))
    assert all(gone(pid) for pid in pids_in(engine_log(home)))


def test_an_eval_whose_engine_dies_ends_incomplete_with_the_failed_rows_counted(
    tmp_path: Path, model_dir: Path
) -> None:
    process = _eval_with_the_standin(
        tmp_path,
        model_dir,
        "--standin-mode", "dies_after", "--standin-requests", "4",
        model="hf/{}",
        more=("--engine", "vllm"),
    )  # fmt: skip
    output, _ = process.communicate(timeout=300)
    assert process.returncode == 3, output[-3000:]  # finished, rows failed for good
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["status"] == "incomplete"
    assert len(manifest["failed_rows"]) == 14
    assert (
        "vllm server exited with status 1 while answering" in manifest["failed_rows"][0]["reason"]
    )
    assert manifest["speed"]["policy"]["numerics"]["engine"] == "vllm"
    assert _lines(tmp_path / "run" / "generations.jsonl") == 4
