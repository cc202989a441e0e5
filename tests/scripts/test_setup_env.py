"""scripts/setup_env.py, the set-up behind ``make setup/demo/test``: its output shape, its log,
its stamp and its failures, driven with real subprocesses (pip and apt-get themselves are left
to the fresh-clone run of ``make demo``)."""

from __future__ import annotations

import importlib.util
import io
import json
import re
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "setup_env.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("setup_env", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["setup_env"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


setup_env = load_script()


class Pipe(io.StringIO):
    """Output that is not a terminal, as in CI."""

    def isatty(self) -> bool:
        return False


@pytest.fixture
def venv(tmp_path: Path) -> Path:
    """A stand-in virtual environment: its python runs this interpreter (through a script, as a
    symbolic link would lose this interpreter's own environment)."""
    root = tmp_path / "venv"
    (root / "bin").mkdir(parents=True)
    python = root / "bin" / "python"
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    return root


def tool_step(description: str, code: str, ran: list[str]) -> Any:
    def run(env: Any, log: Any) -> str | None:
        ran.append(description)
        log.run([sys.executable, "-c", code])
        return None

    return setup_env.Step(description, run)


def test_a_log_line_per_step_with_its_time() -> None:
    out = Pipe()
    with setup_env.StepLine(out, "pip install", live=False) as line:
        assert out.getvalue() == "  pip install ..."  # visible while the step runs
        line.finish("done in 1.0 s")
    assert out.getvalue() == "  pip install ... done in 1.0 s\n"


def test_a_live_line_is_redrawn_in_place_and_ends_as_one_line() -> None:
    out = io.StringIO()
    with setup_env.StepLine(out, "pip install", live=True) as line:
        time.sleep(0.5)
        line.finish("done in 0.5 s")
    text = out.getvalue()
    assert text.count("\r\x1b[K") >= 3
    assert re.search(r"\r\x1b\[K[|/\\-] pip install  0:00", text)
    assert text.endswith("\r\x1b[K  pip install ... done in 0.5 s\n")
    assert text.count("\n") == 1


def test_set_up_prints_one_line_per_step_keeps_tool_output_in_the_log_and_stamps(
    venv: Path,
) -> None:
    ran: list[str] = []
    steps = [
        tool_step("virtual environment", "print('created')", ran),
        tool_step(
            "pip install", "import sys\nfor i in range(60): print('WARNING: Location', i)", ran
        ),
    ]
    out = Pipe()
    env = setup_env.Environment(venv)
    assert setup_env.set_up(env, out, steps)
    lines = out.getvalue().splitlines()
    assert lines[0] == f"set-up of {venv} (tool output: {venv / 'setup.log'})"
    assert re.fullmatch(r"  virtual environment \.\.\. done in \d+\.\d s", lines[1])
    assert re.fullmatch(r"  pip install \.\.\. done in \d+\.\d s", lines[2])
    assert re.fullmatch(r"set-up finished in \d+\.\d s", lines[3])
    assert len(lines) == 4
    log = (venv / "setup.log").read_text()
    assert "=== pip install" in log and "WARNING: Location 59" in log and "[exit status 0" in log
    stamp = json.loads((venv / ".rolemrc-setup").read_text())
    assert stamp == {"fingerprint": setup_env.setup_fingerprint(), "optional": []}

    again = Pipe()
    assert setup_env.set_up(env, again, steps)
    assert again.getvalue() == f"set-up: {venv} is up to date\n"
    assert ran == ["virtual environment", "pip install"]


def test_an_optional_step_runs_when_asked_and_the_stamp_names_it(venv: Path) -> None:
    ran: list[str] = []
    plain = [tool_step("venv", "pass", ran)]
    extra = setup_env.Step("llama server", tool_step("llama server", "pass", ran).run, True)
    env = setup_env.Environment(venv)
    assert setup_env.set_up(env, Pipe(), plain)
    assert setup_env.set_up(env, Pipe(), [*plain, extra])  # not part of the first set-up
    assert ran == ["venv", "venv", "llama server"]
    for steps in (plain, [*plain, extra]):  # both are now up to date
        out = Pipe()
        assert setup_env.set_up(env, out, steps)
        assert out.getvalue() == f"set-up: {venv} is up to date\n"
    assert json.loads((venv / ".rolemrc-setup").read_text())["optional"] == ["llama server"]


def test_the_browser_step_is_asked_for_by_the_test_target_alone() -> None:
    """The demo sets up nothing the tests alone need, and nothing is compiled for either (llama.cpp
    comes as a prebuilt wheel with the dependencies)."""
    makefile = (SCRIPT.parent.parent / "Makefile").read_text()
    test_target = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "--browser" in test_target
    demo_target = makefile.split("\ndemo:", 1)[1].split("\n\n", 1)[0]
    assert "--browser" not in demo_target
    assert setup_env.BROWSER_STEP.optional
    assert not any("llama" in step.description for step in setup_env.STEPS)


def test_a_stamp_of_other_inputs_sets_up_again(venv: Path) -> None:
    (venv / ".rolemrc-setup").write_text(json.dumps({"fingerprint": "from an older pyproject"}))
    ran: list[str] = []
    assert setup_env.set_up(setup_env.Environment(venv), Pipe(), [tool_step("venv", "pass", ran)])
    assert ran == ["venv"]


def test_a_failing_step_names_the_log_shows_its_tail_and_stops(venv: Path) -> None:
    ran: list[str] = []
    failing = (
        "import sys\nfor i in range(30): print('line', i)\n"
        "print('boom', file=sys.stderr)\nsys.exit(3)"
    )

    def with_hint(env: Any, log: Any) -> str | None:
        try:
            return tool_step("pip install", failing, ran).run(env, log)
        except setup_env.StepFailed as failed:
            raise setup_env.StepFailed(str(failed), "check the package index") from None

    steps = [setup_env.Step("pip install", with_hint), tool_step("later", "pass", ran)]
    out = Pipe()
    assert not setup_env.set_up(setup_env.Environment(venv), out, steps)
    lines = out.getvalue().splitlines()
    assert lines[1] == "  pip install ... failed"
    python = Path(sys.executable).name
    assert lines[2] == f"set-up failed at 'pip install': {python} exited with status 3"
    assert lines[3] == "  what to do: check the package index"
    assert lines[4] == f"  last lines of {venv / 'setup.log'}:"
    assert lines[5:20] == [f"    | line {i}" for i in range(16, 30)] + ["    | boom"]
    assert lines[20] == f"  full log: {venv / 'setup.log'}"
    assert ran == ["pip install"]  # nothing after the failure
    assert not (venv / ".rolemrc-setup").exists()


def test_a_tool_that_cannot_start_is_a_clear_failure(venv: Path) -> None:
    def missing_tool(env: Any, log: Any) -> str | None:
        log.run([str(venv / "bin" / "no-such-tool")])
        return None

    out = Pipe()
    assert not setup_env.set_up(
        setup_env.Environment(venv), out, [setup_env.Step("tool", missing_tool)]
    )
    assert "set-up failed at 'tool': could not start" in out.getvalue()


@pytest.mark.parametrize(("status", "total_shown"), [(0, True), (3, False)])
def test_the_command_runs_after_set_up_and_its_status_is_passed_on(
    venv: Path, status: int, total_shown: bool, capfd: pytest.CaptureFixture[str]
) -> None:
    (venv / ".rolemrc-setup").write_text(json.dumps({"fingerprint": setup_env.setup_fingerprint()}))
    out = Pipe()
    command = [sys.executable, "-c", f"print('demo output'); raise SystemExit({status})"]
    assert setup_env.main(["--venv", str(venv), "--total", "--", *command], out) == status
    assert capfd.readouterr().out == "demo output\n"
    lines = out.getvalue().splitlines()
    assert lines[0] == f"set-up: {venv} is up to date"
    if total_shown:
        assert re.fullmatch(r"total time: \d+\.\d s", lines[-1])
    else:
        assert len(lines) == 1


def test_the_wordnet_step_finds_wordnet_or_says_what_is_wrong_with_the_setting(
    venv: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run with this interpreter, which imports the package under test."""
    env = setup_env.Environment(venv)
    log = setup_env.SetupLog(venv / "setup.log")
    monkeypatch.setenv("ROLEMRC_WORDNET_DIR", "/usr/share/wordnet")
    assert setup_env.wordnet(env, log) == "present"
    monkeypatch.setenv("ROLEMRC_WORDNET_DIR", str(tmp_path / "nowhere"))
    with pytest.raises(setup_env.StepFailed) as raised:
        setup_env.wordnet(env, log)  # a wrong setting is not papered over with apt-get
    assert (
        str(raised.value) == f"ROLEMRC_WORDNET_DIR={tmp_path / 'nowhere'} does not hold WordNet 3.0"
    )
    assert "unset it" in raised.value.hint
    assert log.tail[-1].startswith("WordNet files adj.exc, adv.exc")  # the reason, no traceback
    assert "Traceback" not in (venv / "setup.log").read_text()


def test_the_browser_step_runs_only_when_asked_and_the_stamp_names_it(venv: Path) -> None:
    """``--browser`` (the test target's set-up, not the demo's) adds the Chromium step."""
    ran: list[str] = []
    plain = [tool_step("venv", "pass", ran)]
    browser = setup_env.Step(
        setup_env.BROWSER_STEP.description, tool_step("chromium", "pass", ran).run, True
    )
    env = setup_env.Environment(venv)
    assert setup_env.set_up(env, Pipe(), plain)
    assert not setup_env.is_up_to_date(env, [*plain, browser])
    out = Pipe()
    assert setup_env.set_up(env, out, [*plain, browser])
    assert "headless Chromium for the browser tests (Debian: chromium, chromium-driver)" in (
        out.getvalue()
    )
    assert ran == ["venv", "venv", "chromium"]
    assert json.loads((venv / ".rolemrc-setup").read_text())["optional"] == [browser.description]
    assert setup_env.is_up_to_date(env, [*plain, browser]) and setup_env.is_up_to_date(env, plain)
    makefile = (SCRIPT.parent.parent / "Makefile").read_text()
    assert "--browser" in makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "--browser" not in makefile.split("\ndemo:", 1)[1].split("\n\n", 1)[0]
    assert setup_env.BROWSER_STEP.optional


def test_the_browser_step_says_why_it_leaves_chromium_out(
    venv: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = setup_env.Environment(venv)
    log = setup_env.SetupLog(venv / "setup.log")
    monkeypatch.setattr(setup_env.shutil, "which", lambda name: None)
    monkeypatch.setattr(setup_env.os, "geteuid", lambda: 1000)
    outcome = setup_env.browser(env, log)
    assert outcome == (
        "left out: not root with apt-get (`sudo apt-get install chromium chromium-driver` adds "
        "them)"
    )
