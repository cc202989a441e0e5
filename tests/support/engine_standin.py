"""A stand-in for a serving engine's server (vLLM's, SGLang's), run as its command in tests.

Started as the engine would be (``... --model M --host H --port P --dtype D [extra]``, or
``--model-path M`` as SGLang), it serves the fake OpenAI API (:class:`FakeOpenAIServer`: echo
answers, ``/health``, ``/v1/models`` listing M, ``/version``) on that port, and behaves as
``--standin-mode`` says:

- ``healthy``: serves at once;
- ``slow_start``: listens only after ``--standin-seconds`` seconds;
- ``never_healthy``: serves, but ``/health`` answers 503 for ever;
- ``exits_at_start``: writes an error to its output and exits with status 3;
- ``dies_after``: answers ``--standin-requests`` chat requests, then exits (status 1) on the
  next one without answering it;
- ``ignores_sigterm``: serves and ignores SIGTERM (only SIGKILL stops it).

``--standin-delay`` makes each answer take that many seconds. It prints its pid and command
line first (the test reads the engine's log for it) and, with
``--standin-child``, starts a child process in its process group and prints its pid, as an
engine's worker processes: stopping the server must stop them too.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from support.openai_server import FakeOpenAIServer, echo_last_user_message

MODES = (
    "healthy",
    "slow_start",
    "never_healthy",
    "exits_at_start",
    "dies_after",
    "ignores_sigterm",
)
_ANSWERS_WRITTEN_S = 0.5
"""How long a dying stand-in waits for the answers it gave to be written out."""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--standin-mode", choices=MODES, default="healthy")
    parser.add_argument("--standin-seconds", type=float, default=1.0)
    parser.add_argument("--standin-requests", type=int, default=1)
    parser.add_argument("--standin-delay", type=float, default=0.0)
    parser.add_argument("--standin-child", action="store_true")
    parser.add_argument("--model", "--model-path", dest="model", required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    options, _ = parser.parse_known_args()
    print(f"stand-in engine pid {os.getpid()}:", " ".join(sys.argv[1:]), flush=True)
    if options.standin_child:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        print(f"stand-in child pid {child.pid}", flush=True)
    mode = options.standin_mode
    if mode == "exits_at_start":
        print("RuntimeError: stand-in failure at start-up (no GPU)", flush=True)
        sys.exit(3)
    if mode == "slow_start":
        time.sleep(options.standin_seconds)
    if mode == "ignores_sigterm":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    answered = 0
    lock = threading.Lock()

    def respond(request: dict[str, Any]) -> str | None:
        nonlocal answered
        with lock:
            if mode == "dies_after" and answered >= options.standin_requests:
                print(f"stand-in dies after {answered} requests", flush=True)
                # the answers already given are written out first: a request arriving while the
                # last answer is on its way must not take that answer down with it
                time.sleep(_ANSWERS_WRITTEN_S)
                os._exit(1)
            answered += 1
        return echo_last_user_message(request)

    server = FakeOpenAIServer(
        respond,
        port=options.port,
        served_model=options.model,
        healthy=mode != "never_healthy",
        response_delay_s=options.standin_delay,
    )
    server.start()
    print(f"stand-in serving {options.model} on port {options.port}", flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
