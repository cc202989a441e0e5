"""Serving engines (vLLM, SGLang) run as a local OpenAI-compatible server for one model.

``vllm/PATH_OR_HUB_ID`` (and ``sglang/...``) starts the engine's server on 127.0.0.1 at a free
port, its output going to a log file, waits until it is healthy (``GET /health`` answers, then
``GET /v1/models`` lists the model) and talks to it through :class:`OpenAIChatAPI`, so
concurrency, retries, structured output, the cache and the ledgers are the ones every
OpenAI-compatible server gets. :meth:`EngineChatAPI.close` stops the server (its whole process
group: SIGTERM, then SIGKILL after a grace period); so does a failed or interrupted start, and
so does the interpreter's exit for a server still running.

Nothing here imports the engine: it runs as a process, started with ``python -m ...`` of this
interpreter, or with the command in ``$ROLEMRC_VLLM_COMMAND`` / ``$ROLEMRC_SGLANG_COMMAND``
(split as a shell would), to which the model, host, port and dtype flags are appended, then
the words of ``$ROLEMRC_VLLM_ARGS`` / ``$ROLEMRC_SGLANG_ARGS`` (e.g. ``--max-model-len 4096``).

A server that exits during start-up, or is not healthy within ``$ROLEMRC_ENGINE_START_TIMEOUT_S``
seconds (default 900), is an :class:`EngineStartError` naming the engine, the command and the
last lines of its log. One that dies while answering fails the requests still to come at once
(not retried), with its exit status and log, so a run ends ``incomplete`` with them counted.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.metadata
import json
import logging
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, Literal

import httpx

from rolemrc.core import ConfigError, RolemrcError, rolemrc_home
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._protocol import ChatRequest, ChatResult
from rolemrc.llm._providers import register_provider
from rolemrc.llm._request_model import AttemptFailed, CompleteRequest, RequestAPI
from rolemrc.llm._spec import hf_source, local_files_signature

_LOG = logging.getLogger(__name__)

START_TIMEOUT_ENV = "ROLEMRC_ENGINE_START_TIMEOUT_S"
DEFAULT_START_TIMEOUT_S = 900.0
DEFAULT_ENGINE_DTYPE = "bfloat16"
LOCAL_DTYPE_ENV = "ROLEMRC_LOCAL_DTYPE"
ENGINE_DTYPES = ("float32", "bfloat16", "float16")
ENGINE_IN_FLIGHT = 256
"""Requests in flight to an engine when the access sets no batch size (and a lower
concurrency): the engine batches what it is sent (vLLM's own default limit is 256 sequences)."""
_STOP_GRACE_S = 15.0
_LOG_TAIL_LINES = 20
_POLL_FIRST_S = 0.1
_POLL_MAX_S = 2.0
_PROBE_TIMEOUT_S = 5.0
_SECRET_FLAG = re.compile(r"^--\S*(key|token|secret|password)", re.IGNORECASE)


@dataclass(frozen=True)
class ServingEngine:
    """A serving engine: its name (the spec's provider), the Python distribution that has it,
    the module that serves its OpenAI-compatible API and the flag that names the model."""

    name: str
    distribution: str
    server_module: str
    model_flag: str

    @property
    def command_env(self) -> str:
        return f"ROLEMRC_{self.name.upper()}_COMMAND"

    @property
    def args_env(self) -> str:
        return f"ROLEMRC_{self.name.upper()}_ARGS"

    def installed(self) -> bool:
        """Whether this interpreter can run the engine (its distribution is installed)."""
        try:
            importlib.metadata.version(self.distribution)
        except importlib.metadata.PackageNotFoundError:
            return False
        return True

    def base_command(self) -> list[str]:
        """``$<ENGINE>_COMMAND`` when set, else this interpreter running the server module."""
        configured = os.environ.get(self.command_env, "").strip()
        if configured:
            return shlex.split(configured)
        if not self.installed():
            raise ConfigError(
                f"the {self.name} engine needs the {self.distribution} package, which is not "
                f"installed in this environment (pip install {self.distribution}; it needs a GPU "
                f"it supports), or a command that starts its server in ${self.command_env}"
            )
        return [sys.executable, "-m", self.server_module]

    def extra_args(self) -> list[str]:
        return shlex.split(os.environ.get(self.args_env, ""))


VLLM = ServingEngine("vllm", "vllm", "vllm.entrypoints.openai.api_server", "--model")
SGLANG = ServingEngine("sglang", "sglang", "sglang.launch_server", "--model-path")
ENGINES = {engine.name: engine for engine in (VLLM, SGLANG)}


class EngineStartError(RolemrcError):
    """An engine's server did not come up: it exited, or was not healthy in time."""


def start_timeout_s() -> float:
    """Seconds a server may take to become healthy (``$ROLEMRC_ENGINE_START_TIMEOUT_S``)."""
    configured = os.environ.get(START_TIMEOUT_ENV, "").strip()
    if not configured:
        return DEFAULT_START_TIMEOUT_S
    try:
        seconds = float(configured)
    except ValueError:
        seconds = 0.0
    if seconds <= 0:
        raise ConfigError(f"{START_TIMEOUT_ENV}={configured!r} is not a positive number of seconds")
    return seconds


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _log_tail(path: Path, lines: int = _LOG_TAIL_LINES) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no log)"
    tail = text.rstrip().splitlines()[-lines:]
    return "\n".join(f"    {line}" for line in tail) if tail else "    (the log is empty)"


_RUNNING: set[EngineServer] = set()
_RUNNING_LOCK = threading.Lock()


@atexit.register
def _stop_running_servers() -> None:
    """A server whose model was never closed (an uncaught error, an interrupt) goes with us."""
    with _RUNNING_LOCK:
        running = list(_RUNNING)
    for server in running:
        server.stop()


class EngineServer:
    """One engine server process serving ``model`` on 127.0.0.1:``port`` (see the module
    docstring). :meth:`start` returns once it is healthy; :meth:`stop` is safe to call twice."""

    def __init__(
        self,
        engine: ServingEngine,
        command: Sequence[str],
        *,
        model: str,
        port: int,
        log_path: Path,
    ) -> None:
        self.engine = engine
        self.command = list(command)
        self.model = model
        self.port = port
        self.log_path = log_path
        self.root_url = f"http://127.0.0.1:{port}"
        self._process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"EngineServer({self.engine.name}, {self.root_url}, log={str(self.log_path)!r})"

    def _secrets(self) -> list[str]:
        """The values of the command's flags that name a key or token."""
        found = []
        for previous, word in zip(["", *self.command], self.command, strict=False):
            flag, equals, value = word.partition("=")
            if equals and _SECRET_FLAG.search(flag) and value:
                found.append(value)
            elif _SECRET_FLAG.search(previous) and "=" not in previous:
                found.append(word)
        return found

    def _masked(self, text: str) -> str:
        for secret in self._secrets():
            text = text.replace(secret, "***")
        return text

    @property
    def shown_command(self) -> str:
        """The command line, the value of any flag naming a key or token masked."""
        return self._masked(shlex.join(self.command))

    def start(self, timeout_s: float) -> None:
        """Start the process and wait until it is healthy; on any failure (an interrupt
        included) the process is stopped before the error leaves."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = self.log_path.open("ab")
        try:
            self._process = subprocess.Popen(
                self.command,
                stdin=subprocess.DEVNULL,
                stdout=self._log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: a terminal's Ctrl-C is ours
            )
        except OSError as error:
            self._log.close()
            raise EngineStartError(
                f"{self.engine.name}: cannot run {self.shown_command}: {error}"
            ) from None
        with _RUNNING_LOCK:
            _RUNNING.add(self)
        try:
            self._wait_healthy(timeout_s)
        except BaseException:
            self.stop()
            raise

    def exit_code(self) -> int | None:
        """The process's exit status once it has exited, else None."""
        return None if self._process is None else self._process.poll()

    def failure(self, what: str) -> str:
        """``what`` happened, with the command and the last lines of the log."""
        return (
            f"{self.engine.name} server {what}\n  command: {self.shown_command}\n"
            f"  log: {self.log_path}, last lines:\n{self._masked(_log_tail(self.log_path))}"
        )

    def _wait_healthy(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        delay = _POLL_FIRST_S
        with httpx.Client(timeout=_PROBE_TIMEOUT_S) as client:
            while True:
                code = self.exit_code()
                if code is not None:
                    raise EngineStartError(
                        self.failure(f"exited with status {code} while starting")
                    )
                if self._serves_model(client):
                    _LOG.info("%s server ready at %s", self.engine.name, self.root_url)
                    return
                if time.monotonic() >= deadline:
                    raise EngineStartError(
                        self.failure(
                            f"was not healthy within {timeout_s:g} s (set "
                            f"{START_TIMEOUT_ENV} to wait longer)"
                        )
                    )
                time.sleep(min(delay, max(0.0, deadline - time.monotonic())))
                delay = min(delay * 2, _POLL_MAX_S)

    def _serves_model(self, client: httpx.Client) -> bool:
        """``/health`` answers 200 and ``/v1/models`` lists the model."""
        try:
            if client.get(f"{self.root_url}/health").status_code != 200:
                return False
            listed = client.get(f"{self.root_url}/v1/models")
            if listed.status_code != 200:
                return False
            names = {entry.get("id") for entry in listed.json().get("data", [])}
        except (httpx.HTTPError, ValueError, AttributeError):
            return False
        return self.model in names

    def reported_version(self) -> str | None:
        """The version the server reports at ``/version`` (vLLM's route), if it does."""
        try:
            response = httpx.get(f"{self.root_url}/version", timeout=_PROBE_TIMEOUT_S)
            version = response.json().get("version") if response.status_code == 200 else None
        except (httpx.HTTPError, ValueError, AttributeError):
            return None
        return str(version) if version else None

    def stop(self) -> None:
        """Stop the process group: SIGTERM, then SIGKILL after the grace period."""
        with self._lock:
            process, self._process = self._process, None
            log, self._log = self._log, None
        with _RUNNING_LOCK:
            _RUNNING.discard(self)
        if process is not None and process.poll() is None:
            self._signal_group(process, signal.SIGTERM)
            try:
                process.wait(_STOP_GRACE_S)
            except subprocess.TimeoutExpired:
                self._signal_group(process, signal.SIGKILL)
                process.wait()
        elif process is not None:
            self._signal_group(process, signal.SIGKILL)  # children it left behind
        if log is not None:
            log.close()

    @staticmethod
    def _signal_group(process: subprocess.Popen[bytes], signum: signal.Signals) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signum)


def _local_config(source: str) -> dict[str, Any]:
    config = Path(source) / "config.json"
    try:
        loaded = json.loads(config.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def engine_quantization(source: str, extra_args: Sequence[str]) -> str | None:
    """The quantization the engine runs the model with: ``--quantization`` among the extra
    arguments, else the method the model's own config names (which engines follow), else None."""
    for position, word in enumerate(extra_args):
        if word in ("--quantization", "-q") and position + 1 < len(extra_args):
            return extra_args[position + 1]
        if word.startswith("--quantization="):
            return word.split("=", 1)[1]
    quantization = _local_config(source).get("quantization_config")
    if isinstance(quantization, dict) and quantization.get("quant_method"):
        return str(quantization["quant_method"])
    return None


def engine_dtype() -> str:
    """The dtype the engine is asked for: ``$ROLEMRC_LOCAL_DTYPE`` when set, else bfloat16 (as
    local transformers models on a GPU)."""
    chosen = os.environ.get(LOCAL_DTYPE_ENV, "").strip()
    if chosen and chosen not in ENGINE_DTYPES:
        raise ConfigError(
            f"{LOCAL_DTYPE_ENV}={chosen!r} is not a dtype local models can use; "
            f"use one of {', '.join(ENGINE_DTYPES)} (or unset it)"
        )
    return chosen or DEFAULT_ENGINE_DTYPE


def _log_path(engine: ServingEngine, port: int) -> Path:
    moment = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    return rolemrc_home() / "engine-logs" / f"{engine.name}-{moment}-{os.getpid()}-{port}.log"


class EngineChatAPI(RequestAPI):
    """A model served by an engine's server that this object started and stops
    (:meth:`close`); requests go through :class:`OpenAIChatAPI`. ``spec`` is the spec the model
    was asked for (``vllm/NAME`` or ``hf/DIR`` when ``hf/`` chose the engine); ``identity``
    names the model, the engine, its version, the dtype and the quantization, so answers of
    different engines or settings are cached apart."""

    def __init__(
        self,
        engine: ServingEngine,
        source: str,
        *,
        spec: str,
        identity: dict[str, Any],
        in_flight: int,
    ) -> None:
        from rolemrc.llm._openai import OpenAIChatAPI

        self._engine = engine
        self._spec = spec
        self.max_in_flight = in_flight
        extra = engine.extra_args()
        dtype = engine_dtype()
        port = free_port()
        command = [
            *engine.base_command(),
            engine.model_flag,
            source,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--dtype",
            dtype,
            *extra,
        ]
        self._server = EngineServer(
            engine, command, model=source, port=port, log_path=_log_path(engine, port)
        )
        self._server.start(start_timeout_s())
        version = self._server.reported_version() or _installed_version(engine) or "unknown"
        self._identity = {
            **identity,
            "numerics": {
                "engine": engine.name,
                "engine_version": version,
                "dtype": dtype,
                "quantization": engine_quantization(source, extra),
            },
        }
        # the server is ours: no key of the user's goes to it, whatever the environment holds
        self._client = OpenAIChatAPI(source, base_url=f"{self._server.root_url}/v1", api_key="")
        self._dead: str | None = None

    @property
    def spec(self) -> str:
        return self._spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._identity

    @property
    def server(self) -> EngineServer:
        return self._server

    def __repr__(self) -> str:
        return f"EngineChatAPI(spec={self._spec!r}, server={self._server!r})"

    def prepare(
        self, requests: Sequence[ChatRequest], complete: CompleteRequest
    ) -> ChatResult | None:
        return self._client.prepare(requests, complete)

    def attempt(
        self, request: ChatRequest, *, timeout_s: float, connect_timeout_s: float
    ) -> ChatResult:
        """One attempt through the server; once the server has exited, a failure that is not
        retried (no attempt can succeed), naming its exit status and log."""
        self._raise_if_dead()
        try:
            return self._client.attempt(
                request, timeout_s=timeout_s, connect_timeout_s=connect_timeout_s
            )
        except AttemptFailed:
            self._raise_if_dead()
            raise

    def _raise_if_dead(self) -> None:
        if self._dead is None:
            code = self._server.exit_code()
            if code is None:
                return
            self._dead = self._server.failure(f"exited with status {code} while answering")
        raise AttemptFailed(self._dead + " (not retried)", retryable=False)

    def close(self) -> None:
        self._client.close()
        self._server.stop()


def _installed_version(engine: ServingEngine) -> str | None:
    try:
        return importlib.metadata.version(engine.distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def engine_in_flight(access: ModelAccess) -> int:
    """Requests in flight to an engine: its batch size (default :data:`ENGINE_IN_FLIGHT`), or
    the access's concurrency where that is higher. An engine batches the requests it has, so
    this is the batch it decodes at once."""
    return max(access.concurrency, access.batch_size or ENGINE_IN_FLIGHT)


def open_engine(engine: ServingEngine, access: ModelAccess, *, spec: str) -> EngineChatAPI:
    """The model ``access`` names (a local directory or a hub id), served by ``engine``."""
    source, local = hf_source(access.spec.name, str(access.spec))
    identity = {
        "provider": engine.name,
        "model": source,
        "files": local_files_signature(Path(source)) if local else None,
    }
    return EngineChatAPI(
        engine, source, spec=spec, identity=identity, in_flight=engine_in_flight(access)
    )


@register_provider("vllm", form="vllm/PATH_OR_HUB_ID")
def _load_vllm(access: ModelAccess) -> RequestAPI:
    return open_engine(VLLM, access, spec=access.written_spec)


@register_provider("sglang", form="sglang/PATH_OR_HUB_ID")
def _load_sglang(access: ModelAccess) -> RequestAPI:
    return open_engine(SGLANG, access, spec=access.written_spec)


LocalEngine = Literal["transformers", "vllm", "sglang"]


def chosen_local_engine(
    requested: str,
    *,
    device: str | None,
    cuda_available: bool,
    vllm_installed: bool,
    needs_torch: str | None = None,
) -> LocalEngine:
    """What generates for an ``hf/`` model: the engine ``requested`` (the access's ``engine``),
    or for ``auto`` vLLM where it is installed and the model goes to a CUDA GPU (no ``device``,
    or a ``cuda`` one), else transformers. ``needs_torch`` says why the model must run in
    torch (neuron restraint's hooks), which keeps ``auto`` on transformers and refuses an
    engine asked for by name."""
    if requested == "transformers":
        return "transformers"
    if requested in ENGINES:
        if needs_torch is not None:
            raise ConfigError(
                f"the {requested} engine cannot run this model: {needs_torch}; use "
                "engine transformers (or auto)"
            )
        return "vllm" if requested == "vllm" else "sglang"
    on_gpu = device is None or device.startswith("cuda")
    if needs_torch is None and on_gpu and cuda_available and vllm_installed:
        return "vllm"
    return "transformers"


def open_hf_engine(access: ModelAccess) -> EngineChatAPI | None:
    """The engine that serves the ``hf/`` model ``access`` names (:func:`hf_engine`), or None
    where transformers generates. An engine that ``auto`` chose and that fails to start is
    left for transformers, with a warning naming its log; one asked for by name fails."""
    engine = hf_engine(access)
    if engine == "transformers":
        return None
    try:
        return open_engine(ENGINES[engine], access, spec=access.written_spec)
    except EngineStartError as error:
        if access.engine != "auto":
            raise
        _LOG.warning("%s; generating with transformers instead (engine: transformers)", error)
        return None


def hf_engine(access: ModelAccess) -> LocalEngine:
    """What generates for the ``hf/`` model ``access`` names (:func:`chosen_local_engine`, with
    what this machine has): torch is imported only when ``auto`` could pick vLLM."""
    requested = access.engine
    needs_torch = _restraint_hooks(access.spec.name) if requested != "transformers" else None
    installed = VLLM.installed()
    cuda_available = False
    if requested == "auto" and installed and needs_torch is None:
        import torch

        cuda_available = torch.cuda.is_available()
    return chosen_local_engine(
        requested,
        device=access.device,
        cuda_available=cuda_available,
        vllm_installed=installed,
        needs_torch=needs_torch,
    )


def _restraint_hooks(name: str) -> str | None:
    """Why the model at ``name`` must run in torch: a neuron restraint applied by hooks."""
    directory = Path(name).expanduser()
    if not (directory / "restraint.json").is_file():  # RESTRAINT_FILE, named without torch
        return None
    from rolemrc.llm._restraint import RESTRAINT_FILE, read_restraint_file

    restraint = read_restraint_file(directory)
    if restraint is None or restraint.mode != "hooks":
        return None
    return f"its {RESTRAINT_FILE} restrains neurons with hooks"
