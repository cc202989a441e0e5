"""The generator runtime: each work item gets a :data:`GenerateFn` that answers one chat
through the LLM cache and counts the tokens; a local model gets concurrent items' requests in
batches."""

from __future__ import annotations

import queue
import threading
import zlib
from collections.abc import Sequence
from concurrent.futures import Future
from pathlib import Path

from rolemrc.core import Message, fingerprint
from rolemrc.llm import (
    DEFAULT_BATCH_SIZE,
    CallLedger,
    ChatModel,
    ChatRequest,
    ChatResult,
    GenerationParams,
    UsageMeter,
    open_cache,
    open_model,
    run_chat,
)
from rolemrc.synth._config import CacheConfig, GeneratorConfig
from rolemrc.synth._structured import GenerateFn


class _RequestBatcher:
    """Gathers the requests that concurrent work items send to a local model into batches.

    A local model answers a batch of prompts in little more time than one, but each work item
    asks one question at a time; so items run on worker threads, their requests queue here, and
    one thread sends them as batches. A batch holds requests that share their generation params
    but the seed (``GenerationParams.batch_key``; the model would split a mixed one into
    batches, run one after another): those of the oldest waiting request, up to ``batch_size``
    of them; the others wait for the next batch. Identical requests in a batch that are greedy
    or seeded are sent once and share the answer, as asked one after another they would (the
    second a cache hit, or, uncached, the same seeded answer), so an answer never depends on
    which requests were waiting with it.
    """

    def __init__(self, model: ChatModel, batch_size: int) -> None:
        self._model = model
        self.batch_size = batch_size
        self._waiting: queue.Queue[_Waiting] = queue.Queue()
        self._held: list[_Waiting] = []
        self._thread = threading.Thread(target=self._serve, name="rolemrc-batcher", daemon=True)
        self._thread.start()

    def ask(self, request: ChatRequest) -> ChatResult:
        answer: Future[ChatResult] = Future()
        self._waiting.put((request, answer))
        return answer.result()

    def _serve(self) -> None:
        while True:
            batch = self._next_batch()
            keys = [_shared_key(request, position) for position, (request, _) in enumerate(batch)]
            requests: dict[ChatRequest | int, ChatRequest] = {}
            for key, (request, _) in zip(keys, batch, strict=True):
                requests.setdefault(key, request)
            try:
                results = run_chat(self._model, list(requests.values()), progress=False)
            except Exception as error:  # handed to every waiting item, which re-raises it
                for _, answer in batch:
                    answer.set_exception(error)
                continue
            by_key = dict(zip(requests, results, strict=True))
            answered: set[ChatRequest | int] = set()
            for key, (_, answer) in zip(keys, batch, strict=True):
                # a shared answer cost its first asker alone, as a cache hit would the others
                result = by_key[key]
                answer.set_result(result if key not in answered else _as_cache_hit(result))
                answered.add(key)

    def _next_batch(self) -> list[_Waiting]:
        """The oldest waiting request's params' batch, once that batch is full or no further
        request came for ``_BATCH_GATHER_S``."""
        if not self._held:
            self._held.append(self._waiting.get())
        params = self._held[0][0].params.batch_key()
        while (
            sum(request.params.batch_key() == params for request, _ in self._held) < self.batch_size
        ):
            try:
                self._held.append(self._waiting.get(timeout=_BATCH_GATHER_S))
            except queue.Empty:
                break
        batch: list[_Waiting] = []
        rest: list[_Waiting] = []
        for waiting in self._held:
            fits = waiting[0].params.batch_key() == params and len(batch) < self.batch_size
            (batch if fits else rest).append(waiting)
        self._held = rest
        return batch


_Waiting = tuple[ChatRequest, "Future[ChatResult]"]


def _as_cache_hit(result: ChatResult) -> ChatResult:
    return result.model_copy(update={"cached": True})


def _shared_key(request: ChatRequest, position: int) -> ChatRequest | int:
    """What identical requests of a batch share an answer by: the request itself when it
    fixes its answer (greedy, or seeded), else its position (each unseeded sample is drawn
    anew)."""
    fixed = request.params.temperature == 0 or request.params.seed is not None
    return request if fixed else position


_BATCH_GATHER_S = 0.05


class GeneratorRuntime:
    """The generator's clients (one per base URL) behind the LLM cache.

    OpenAI-compatible clients are asked concurrently by the executor's workers; a local backend
    (``hf/``, ``embedded``) gets their requests in batches through a :class:`_RequestBatcher`.
    Every call sent is noted in the run's call ledger (``ledger``), so an answer that a killed
    attempt paid for still counts as a call when a resumed run finds it in the cache.
    """

    def __init__(self, generator: GeneratorConfig, cache: CacheConfig, ledger: Path) -> None:
        self._cache = open_cache(enabled=cache.enabled, path=cache.path)
        self._ledger = CallLedger(ledger)
        access = generator.model_copy(update={"cache": False})  # the servers share self._cache
        self._models: list[ChatModel] = [
            open_model(
                access.model_copy(update={"base_url": url}), cache=self._cache, ledger=self._ledger
            )
            for url in generator.server_urls()
        ]
        is_api = generator.spec.is_api
        self._batcher = (
            None
            if is_api
            else _RequestBatcher(self._models[0], generator.batch_size or DEFAULT_BATCH_SIZE)
        )

    @property
    def texts_at_once(self) -> int:
        """How many texts one work item should ask at once: a local model's batch size (so
        that one item alone fills its batches), one for a server (the executor's items in
        flight already keep it busy)."""
        return 1 if self._batcher is None else self._batcher.batch_size

    def generate_fn(self, meter: UsageMeter, route_key: str) -> GenerateFn:
        """A GenerateFn for one work item; ``route_key`` picks the server, stably."""
        model = self._models[zlib.crc32(route_key.encode("utf-8")) % len(self._models)]
        batcher = self._batcher

        def generate(messages: Sequence[Message], params: GenerationParams) -> str:
            request = ChatRequest(messages=tuple(messages), params=params)
            if batcher is not None:
                result = batcher.ask(request)
                meter.record(result)
                return result.text
            (result,) = run_chat(model, [request], usage=meter, progress=False)
            return result.text

        return generate

    def close(self) -> None:
        for model in self._models:
            model.close()
        if self._cache is not None:
            self._cache.close()
        self._ledger.finish()


_RUNTIMES: dict[str, GeneratorRuntime] = {}
_RUNTIMES_LOCK = threading.Lock()


def generator_runtime(
    generator: GeneratorConfig, cache: CacheConfig, ledger: Path
) -> GeneratorRuntime:
    """The process's runtime for this generator and run (its call ``ledger``), made on first
    use: in a Ray worker too."""
    key = fingerprint(
        [
            generator.model_dump(mode="json"),
            generator.server_urls(),  # the recorded form masks credentials
            cache.model_dump(mode="json"),
            str(ledger),
        ]
    )
    with _RUNTIMES_LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            runtime = _RUNTIMES[key] = GeneratorRuntime(generator, cache, ledger)
        return runtime


def close_generator_runtimes() -> None:
    with _RUNTIMES_LOCK:
        for runtime in _RUNTIMES.values():
            runtime.close()
        _RUNTIMES.clear()
