"""GGUF models on llama.cpp, in this process, through the prebuilt ``xllamacpp`` binding.

``xllamacpp`` ships llama.cpp's own server (continuous batching over parallel slots, its chat
templates, JSON-schema constrained output) as a manylinux wheel built with AVX2 kernels that run
on any x86-64 CPU of the last decade, so nothing is compiled at set-up (docs/performance.md says
how it was chosen). A :class:`LlamaCppChatModel` holds one such server: each request goes to
``handle_chat_completions`` from a thread of its own (the binding releases the GIL), up to one
per slot at a time, and answers are yielded as they finish.

What computes an answer is part of the model's identity (``numerics``: the engine, its version,
the quantisation, the device) together with the model's sampling defaults; how many threads and
slots ran it is ``runtime``, reported with the speed but not part of cache keys.

With several slots an answer depends on what decodes beside it: llama.cpp's continuous
batching computes a request with whichever others meet it in a batch, and sampled answers part
with the rounding (of 24 sampled requests sent twice in the same order to 8 slots, 14 to 24
came out different). With one slot (``batch_size`` 1) each request runs alone and its prompt is
computed afresh (``cache_prompt`` off: a prompt continued from the cache of an earlier one
rounds otherwise, 3 of the 24 differed between two orders), so answers depend on the request
alone, not on what was asked before or beside them (on one CPU: the 24 were identical over three
runs and two orders, in about 1.5 times the time of 8 slots).
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from pathlib import Path
from types import ModuleType
from typing import Any

from rolemrc.core import ConfigError, fingerprint
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._protocol import ChatRequest, ChatResult, number_samples

ENGINE = "llama.cpp"
ENGINE_PACKAGE = "xllamacpp"
LLAMA_CPP_SLOTS = 8
"""Requests decoding together when no batch size is set. The demo's 18 rows (about 940 prompt
tokens each, up to 256 new) on 2 idle cores (AMD EPYC) took 40.7 s with 8 slots, 59.5 s with 4
and 72.1 s with one; on cores busy with other work the three came out about even."""
CONTEXT_PER_SLOT = 4096
"""Tokens of context each parallel slot holds (prompt and answer together)."""
_MAX_SEED = 2**32 - 2  # llama.cpp reads -1 / 0xFFFFFFFF as "pick a random seed"
_GGUF_MAGIC = b"GGUF"
_GGUF_FILE_TYPE_KEY = "general.file_type"
# llama.cpp's llama_ftype values (the GGUF's general.file_type) by name, for the identity.
_FILE_TYPES = {
    0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
    11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S",
    17: "Q5_K_M", 18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS", 21: "Q2_K_S", 22: "IQ3_XS",
    23: "IQ3_XXS", 24: "IQ1_S", 25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M", 28: "IQ2_S",
    29: "IQ2_M", 30: "IQ4_XS", 31: "IQ1_M", 32: "BF16", 36: "TQ1_0", 37: "TQ2_0",
    38: "MXFP4_MOE",
}  # fmt: skip
_ENGINE_LOCK = threading.Lock()
_SERVERS: dict[tuple[object, ...], Any] = {}
"""Loaded llama.cpp servers by model file and settings, kept for the life of the process: a
model opened again (the next stage, the next run) takes its server back instead of loading the
file again, and no server is torn down while the process runs (a teardown right after work, in
a process with other servers and threads, was seen to wait forever for the engine's loop)."""


def available_cores() -> int:
    """The CPU cores this process may run on (its affinity mask), not the machine's count."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not Linux
        return max(1, os.cpu_count() or 1)


OPENMP_SPIN_COUNT = "10000"
"""How long an OpenMP thread spins waiting for work before it sleeps (``GOMP_SPINCOUNT``), set
when the user set neither it nor ``OMP_WAIT_POLICY``. The process has one OpenMP runtime, read
once when llama.cpp or torch first loads it and shared by both (llama.cpp links the system
``libgomp.so.1``; torch's wheel ships one of the same name). Measured with
``benchmarks/bench_openmp_wait.py`` and by hand on 2 cores of an Intel Xeon (avx2, avx512f,
avx512_bf16, avx512_vnni, amx_bf16, amx_int8), the embedded model decoding on 8 slots:
sleeping at once (``OMP_WAIT_POLICY=PASSIVE``) gave 91 to 109 tokens/s, a spin of 10,000 gave
145 to 165 (one slot: 23 and 52); with another process keeping one core busy, 84 to 87 against
42 to 43, and a spin of 100,000 (the runtime's default is 300,000) to 13. The synthesis of
``rolemrc reproduce``'s tiny preset took 6 min 10 s in the loop instead of 10 min 26 s (its
profiles 115 s instead of 300 s); prompt-bound work gains little (the demo's 18 answers: 67.0 s
against 66.6 s). A short spin keeps the speed of idle cores and loses half of it beside other
work; a user who shares the cores sets ``OMP_WAIT_POLICY=PASSIVE``.

torch read the same setting when loaded after llama.cpp: without a llama.cpp server it decoded
the 135M student at 50 ms a token with the spin against 80 to 84 ms sleeping at once. Once a
server has answered, its threads count against the cores and the runtime shortens every spin
to at most 100 whatever is set here: about 82 ms a token either way."""


def import_engine() -> ModuleType:
    """The ``xllamacpp`` module, imported with OpenMP's threads spinning briefly before they
    sleep (:data:`OPENMP_SPIN_COUNT`) unless the user chose how they wait."""
    with _ENGINE_LOCK:
        if "OMP_WAIT_POLICY" not in os.environ:
            os.environ.setdefault("GOMP_SPINCOUNT", OPENMP_SPIN_COUNT)
        try:
            import xllamacpp
        except ImportError as error:
            raise ConfigError(
                f"running GGUF models needs the '{ENGINE_PACKAGE}' package (llama.cpp, prebuilt): "
                f"pip install {ENGINE_PACKAGE}"
            ) from error
    engine: ModuleType = xllamacpp
    return engine


def engine_version() -> str:
    """``xllamacpp <version>``: the binding's release pins the llama.cpp it was built from."""
    return f"{ENGINE_PACKAGE} {import_engine().__version__}"


def _read_string(handle: Any) -> str:
    (length,) = struct.unpack("<Q", handle.read(8))
    return str(handle.read(length).decode("utf-8", errors="replace"))


_SCALAR_SIZES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}


def _skip_value(handle: Any, value_type: int) -> None:
    if value_type == 8:  # string
        _read_string(handle)
    elif value_type == 9:  # array
        (item_type, count) = struct.unpack("<IQ", handle.read(12))
        if item_type in _SCALAR_SIZES:
            handle.seek(_SCALAR_SIZES[item_type] * count, os.SEEK_CUR)
        else:
            for _ in range(count):
                _skip_value(handle, item_type)
    else:
        handle.seek(_SCALAR_SIZES[value_type], os.SEEK_CUR)


def gguf_quantization(path: Path) -> str:
    """The GGUF file's quantisation (``Q4_1``, ``Q4_K_M``, ...) from its ``general.file_type``
    metadata, read from the header alone; ``unknown`` when the file does not say."""
    with path.open("rb") as handle:
        if handle.read(4) != _GGUF_MAGIC:
            raise ConfigError(f"{path}: not a GGUF file (it does not start with 'GGUF')")
        (_version, _tensors, n_keys) = struct.unpack("<IQQ", handle.read(20))
        for _ in range(n_keys):
            key = _read_string(handle)
            (value_type,) = struct.unpack("<I", handle.read(4))
            if key == _GGUF_FILE_TYPE_KEY and value_type == 4:  # uint32
                (file_type,) = struct.unpack("<I", handle.read(4))
                return _FILE_TYPES.get(file_type, f"file type {file_type}")
            _skip_value(handle, value_type)
    return "unknown"


REENCODED_TYPE = "Q8_0"
_MOSTLY_Q8_0 = 7  # llama_ftype of a file whose matrices are Q8_0
_FLOAT_TYPES = ("F32", "F16", "BF16")


def reencode_gguf(source: Path, target: Path) -> None:
    """Write ``source`` again with every quantised matrix in Q8_0, everything else as it is.

    llama.cpp's CPU build multiplies whole prompts with tuned kernels for Q8_0 (and floats) but
    not for every quantisation: on the embedded model's Q4_1 file, prompts were read about 1.7
    times faster after re-encoding, decoding no slower. Q8_0 holds each block of 32 values with
    8 bits and a 16-bit scale, so every value of a 4- or 5-bit block is kept to within 1/127 of
    the block's largest."""
    import numpy as np
    from gguf import GGMLQuantizationType, GGUFReader, GGUFValueType, GGUFWriter, quants

    reader = GGUFReader(source)
    architecture = reader.fields["general.architecture"].contents()
    writer = GGUFWriter(target, architecture)
    for name, field in reader.fields.items():
        if name.startswith("GGUF.") or name == "general.architecture":
            continue  # the header's own fields, written by the writer
        value = _MOSTLY_Q8_0 if name == _GGUF_FILE_TYPE_KEY else field.contents()
        value_type = field.types[0]
        if value_type == GGUFValueType.ARRAY:
            writer.add_key_value(name, value, value_type, sub_type=field.types[-1])
        else:
            writer.add_key_value(name, value, value_type)
    for tensor in reader.tensors:
        if tensor.tensor_type.name in _FLOAT_TYPES:
            data = np.array(tensor.data)
            writer.add_tensor(tensor.name, data, raw_shape=data.shape, raw_dtype=tensor.tensor_type)
            continue
        values = quants.dequantize(tensor.data, tensor.tensor_type).astype(np.float32)
        encoded = quants.quantize(values, GGMLQuantizationType.Q8_0)
        writer.add_tensor(
            tensor.name, encoded, raw_shape=encoded.shape, raw_dtype=GGMLQuantizationType.Q8_0
        )
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def request_seed(request: ChatRequest) -> int:
    """The seed llama.cpp samples a request with: from the request's seed, its occurrence and its
    messages, so identical sampled requests draw independent samples and a rerun draws the same."""
    payload = fingerprint([request.params.seed, request.occurrence, request.cache_payload({})])
    return int(payload[:8], 16) % _MAX_SEED


def _strip_prefill(text: str, request: ChatRequest) -> str:
    """llama.cpp answers a continued assistant message with the message's text and its
    continuation; the result holds the continuation alone."""
    if not request.continues_final_message:
        return text
    opening = request.messages[-1].content
    for candidate in (opening, opening.rstrip()):
        if text.startswith(candidate):
            return text[len(candidate) :]
    return text


class LlamaCppChatModel:
    """A GGUF model served by llama.cpp in this process.

    ``parallel`` requests decode together (llama.cpp's slots, each with ``context_per_slot``
    tokens of context); ``threads`` defaults to the cores this process may use. ``sampling``
    holds llama.cpp sampling settings applied to every request (e.g. ``repeat_penalty``); they
    are part of the identity. Sampled requests (temperature > 0) draw from the plain
    temperature-scaled distribution (no top-k, top-p or min-p), as on OpenAI-compatible servers.
    """

    def __init__(
        self,
        gguf: Path,
        *,
        spec: str,
        identity: dict[str, Any],
        parallel: int = LLAMA_CPP_SLOTS,
        context_per_slot: int = CONTEXT_PER_SLOT,
        threads: int | None = None,
        sampling: dict[str, float] | None = None,
    ) -> None:
        if parallel < 1:
            raise ConfigError(f"{spec}: parallel slots must be at least 1, got {parallel}")
        if not gguf.is_file():
            raise ConfigError(f"{spec}: no GGUF file at {gguf}")
        engine = import_engine()
        self._spec = spec
        self._sampling = dict(sampling or {})
        self._threads = threads or available_cores()
        self._parallel = parallel
        self._identity = {
            **identity,
            "sampling": self._sampling,
            "numerics": {
                "engine": ENGINE,
                "engine_version": engine_version(),
                "quantization": gguf_quantization(gguf),
                "device": "cpu",
            },
            "runtime": {"threads": self._threads, "parallel": parallel},
        }
        self._server = _server(engine, gguf, parallel, context_per_slot, self._threads, spec)
        self._pool: ThreadPoolExecutor | None = ThreadPoolExecutor(
            parallel, thread_name_prefix="llama-cpp"
        )

    @property
    def spec(self) -> str:
        return self._spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._identity

    def __repr__(self) -> str:
        return f"LlamaCppChatModel(spec={self._spec!r}, parallel={self._parallel})"

    def body(self, request: ChatRequest) -> dict[str, Any]:
        """The chat-completions request llama.cpp gets for ``request``."""
        params = request.params
        body: dict[str, Any] = {
            "messages": [message.to_openai() for message in request.messages],
            "max_tokens": params.max_new_tokens,
            "temperature": params.temperature,
            **self._sampling,
        }
        if params.temperature > 0:
            body.update(top_k=0, top_p=1.0, min_p=0.0, seed=request_seed(request))
        if params.stop:
            body["stop"] = list(params.stop)
        if self._parallel == 1:
            body["cache_prompt"] = False  # alone and afresh: repeatable (see the module)
        if params.response_schema is not None:
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "answer", "schema": json.loads(params.response_schema)},
            }
        return body

    def _answer(self, index: int, request: ChatRequest) -> ChatResult:
        try:
            reply = self._server.handle_chat_completions(self.body(request))
        except Exception as refused:  # the binding raises on requests it cannot parse
            raise ModelCallError(
                self._spec, f"llama.cpp refused the request: {refused}", index=index
            ) from refused
        error = reply.get("error") if isinstance(reply, dict) else None
        if error is not None or not isinstance(reply, dict):
            detail = error.get("message", error) if isinstance(error, dict) else reply
            status = error.get("code") if isinstance(error, dict) else None
            raise ModelCallError(
                self._spec,
                f"llama.cpp: {detail}",
                status=status if isinstance(status, int) else None,
                index=index,
            )
        choice = reply["choices"][0]
        usage = reply.get("usage", {})
        return ChatResult(
            text=_strip_prefill(choice["message"].get("content") or "", request),
            finish_reason=choice.get("finish_reason"),
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            completion_tokens=int(usage.get("completion_tokens", 0)),
        )

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        """Every request, up to ``parallel`` at a time; a failed request is raised (with its
        index, and the others that failed with it) once every other answer was yielded."""
        if self._pool is None:
            raise ModelCallError(self._spec, "the model was closed")
        numbered = number_samples(requests)
        futures: dict[Future[ChatResult], int] = {
            self._pool.submit(self._answer, index, request): index
            for index, request in enumerate(numbered)
        }
        failures: list[ModelCallError] = []
        try:
            for future in as_completed(futures):
                try:
                    result = future.result()
                except ModelCallError as failure:
                    failures.append(failure)
                    continue
                yield futures[future], result
        finally:
            for future in futures:
                future.cancel()
        if failures:
            raise ModelCallError.gathered(sorted(failures, key=lambda failure: failure.index or 0))

    def close(self) -> None:
        """Wait for requests in flight; the loaded server stays for the next open."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def _server(
    engine: ModuleType, gguf: Path, parallel: int, context_per_slot: int, threads: int, spec: str
) -> Any:
    """The llama.cpp server of ``gguf`` with these settings: the one loaded already, or a new
    one."""
    stat = gguf.stat()
    key = (str(gguf.resolve()), stat.st_size, stat.st_mtime_ns, parallel, context_per_slot, threads)
    with _ENGINE_LOCK:
        if key in _SERVERS:
            return _SERVERS[key]
        params = engine.CommonParams()
        params.model.path = str(gguf)
        params.n_parallel = parallel
        params.n_ctx = context_per_slot * parallel
        params.cpuparams.n_threads = threads
        params.cpuparams_batch.n_threads = threads
        params.cpuparams.poll = 0  # no busy-waiting between steps either
        params.cpuparams_batch.poll = 0
        params.verbosity = -1  # llama.cpp's own log lines would bury the caller's output
        params.warmup = False
        try:
            server = engine.Server(params)
        except Exception as error:
            raise ConfigError(f"{spec}: llama.cpp could not load {gguf}: {error}") from error
        _SERVERS[key] = server
        return server
