"""llama.cpp's OpenAI-compatible server (llama.cpp's own C++ server, from the prebuilt
``xllamacpp`` wheel rolemrc depends on) on 127.0.0.1, serving the embedded SmolLM2-135M-Instruct
GGUF, for tests that meet a real local server as users do.

The server runs in a process of its own (``llama_cpp_server_main.py``). ``requests()`` counts
the requests the server took (from its log: one ``launch_slot_`` line each), so a test can hold
rolemrc's call count to the server's own.
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

SERVED_MODEL = "smollm2"
SKIP_REASON = "xllamacpp (llama.cpp's server) is not installed: `make setup` installs it"
_MAIN = Path(__file__).with_name("llama_cpp_server_main.py")
_START_TIMEOUT_S = 120.0


def llama_server_installed() -> bool:
    return importlib.util.find_spec("xllamacpp") is not None


def require_llama_server() -> None:
    if not llama_server_installed():
        pytest.skip(SKIP_REASON)


SHORT_TURN_CHARS = 300


def short_sample_set(directory: Path) -> Path:
    """The sample test set with every turn cut to its first 300 characters: the model reads
    about a fifth of the tokens, so the rows answer in seconds on two cores."""
    import json

    from rolemrc.eval import write_sample_test_set

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


def served_gguf() -> Path:
    """The embedded model's GGUF (fetched by set-up)."""
    from rolemrc.llm import embedded_gguf

    return embedded_gguf()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class LlamaServer:
    """One server process: one slot (one request at a time, the rest queued, as llama.cpp and
    Ollama often run), two threads, context ``n_ctx``. Started by ``start`` (waits until it
    answers), stopped by ``stop`` (also what a test calls to take it down mid-run)."""

    def __init__(self, gguf: Path, log: Path, *, n_ctx: int = 2048) -> None:
        self.gguf = gguf
        self.log = log
        self.n_ctx = n_ctx
        self.port = _free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> LlamaServer:
        command = [
            sys.executable, str(_MAIN), str(self.gguf), str(self.port), SERVED_MODEL,
            str(self.n_ctx),
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
                # 503 while the model loads
                if httpx.get(f"{self.base_url}/models", timeout=2.0).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"llama.cpp server did not start in {_START_TIMEOUT_S:g} s")

    def requests(self) -> int:
        """Chat and completion requests the server has taken so far (answered or refused)."""
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return sum(
            1 for line in text.splitlines() if "launch_slot_" in line and "processing task" in line
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
