"""Where a stage's work items run: a local thread pool, or tasks on a Ray cluster.

Both yield each item's outcome as soon as it is done (in completion order); the stage runner
journals it at once and orders the final output by input position, so which executor ran an item,
and when, never changes the bytes a stage writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any, Protocol, TypeVar

from rolemrc.core import ConfigError, setting
from rolemrc.synth._config import ExecutorConfig, ExecutorType

ItemT = TypeVar("ItemT")
OutcomeT = TypeVar("OutcomeT")


class Executor(Protocol):
    """Runs ``task`` on every item, yielding ``(index, outcome)`` as outcomes arrive.

    When a task raises, no further item starts; outcomes already finished are still yielded,
    then the first error propagates.
    """

    def map_unordered(
        self, task: Callable[[ItemT], OutcomeT], items: Sequence[ItemT]
    ) -> Iterator[tuple[int, OutcomeT]]: ...

    def close(self) -> None: ...


class LocalExecutor:
    """A thread pool with at most ``workers`` items in flight (LLM calls wait on the network,
    so threads are what keeps a server busy)."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ConfigError(f"executor.workers must be at least 1, got {workers}")
        self.workers = workers

    def map_unordered(
        self, task: Callable[[ItemT], OutcomeT], items: Sequence[ItemT]
    ) -> Iterator[tuple[int, OutcomeT]]:
        if not items:
            return
        pool = ThreadPoolExecutor(
            max_workers=min(self.workers, len(items)), thread_name_prefix="rolemrc-synth"
        )
        pending: dict[Future[OutcomeT], int] = {}
        next_index = 0
        first_error: BaseException | None = None

        def fill_window() -> None:
            nonlocal next_index
            while (
                first_error is None and next_index < len(items) and len(pending) < 2 * self.workers
            ):
                pending[pool.submit(task, items[next_index])] = next_index
                next_index += 1

        try:
            while pending or (next_index < len(items) and first_error is None):
                fill_window()
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=pending.__getitem__):
                    index = pending.pop(future)
                    error = future.exception()
                    if error is not None:
                        first_error = first_error or error
                    else:
                        yield index, future.result()
                        # a finished item frees its place at once, whatever else finished with
                        # it: the window does not depend on how fast the caller takes results
                        fill_window()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
        if first_error is not None:
            raise first_error

    def close(self) -> None:
        """Nothing to release: each map has its own pool."""


def _call(task: Callable[[Any], Any], item: Any) -> Any:
    return task(item)


class RayExecutor:
    """Each item is a Ray task; at most ``workers`` are in flight. ``address=None`` starts (or
    joins) a local Ray instance. Tasks are pickled with the stage's config and build their own
    model clients in the worker process."""

    def __init__(self, workers: int, address: str | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise ConfigError(
                f"{setting('executor')} ray needs Ray: pip install 'rolemrc[ray]' (or 'ray[data]')"
            ) from None
        if workers < 1:
            raise ConfigError(f"executor.workers must be at least 1, got {workers}")
        self.workers = workers
        self._ray = ray
        self._started_here = not ray.is_initialized()
        if self._started_here:
            ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
        self._remote_call = ray.remote(_call)

    def map_unordered(
        self, task: Callable[[ItemT], OutcomeT], items: Sequence[ItemT]
    ) -> Iterator[tuple[int, OutcomeT]]:
        ray = self._ray
        task_ref = ray.put(task)
        pending: dict[Any, int] = {}
        next_index = 0
        first_error: BaseException | None = None
        while pending or (next_index < len(items) and first_error is None):
            while first_error is None and next_index < len(items) and len(pending) < self.workers:
                pending[self._remote_call.remote(task_ref, items[next_index])] = next_index
                next_index += 1
            done, _ = ray.wait(list(pending), num_returns=1)
            for reference in done:
                index = pending.pop(reference)
                try:
                    outcome = ray.get(reference)
                except ray.exceptions.RayTaskError as error:
                    first_error = first_error or error.as_instanceof_cause()
                    continue
                yield index, outcome
        if first_error is not None:
            raise first_error

    def close(self) -> None:
        if self._started_here:
            self._ray.shutdown()


def make_executor(config: ExecutorConfig, *, default_workers: int) -> Executor:
    workers = config.workers or default_workers
    if config.type is ExecutorType.RAY:
        return RayExecutor(workers, config.address)
    return LocalExecutor(workers)
