"""llama.cpp's own HTTP server (the one the prebuilt ``xllamacpp`` wheel carries), in a process
of its own: ``python llama_cpp_server_main.py GGUF PORT ALIAS N_CTX``. It logs as llama.cpp
does (a ``launch_slot_`` line for every request it takes) and serves until it is terminated."""

from __future__ import annotations

import os
import signal
import sys
import threading

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import xllamacpp


def main(gguf: str, port: str, alias: str, n_ctx: str) -> None:
    params = xllamacpp.CommonParams()
    params.model.path = gguf
    params.model_alias = {alias}
    params.port = int(port)
    params.n_ctx = int(n_ctx)
    params.n_parallel = 1
    params.cpuparams.n_threads = 2
    params.cpuparams_batch.n_threads = 2
    params.cpuparams.poll = 0
    params.cpuparams_batch.poll = 0
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    server = xllamacpp.Server(params)
    print(f"serving on {server.listening_address}", flush=True)
    stopped.wait()


if __name__ == "__main__":
    main(*sys.argv[1:5])
