"""The resumable stage: rows in, one record per row out, appended as each row finishes.

Every per-row stage of every pipeline (eval's generation, reference scores and judging,
RoleBench's generation, Context-Instruct's answers, win-rate verdicts, synthesis's profiles and
dialogues) is a :class:`Stage` run by :func:`run_stage`:

1. read what an earlier, possibly killed, attempt appended to the stage's file (a torn last
   line is dropped; ``reusable`` may drop records made under other settings);
2. hand the rows not yet finished to the stage's ``work``, which reports each row as it lands
   through ``keep(index, record)`` (appended at once, so a kill loses only rows in flight) or
   ``fail(index, reason)`` (noted in the :class:`~rolemrc.core.FailureLog`: left out, tried
   again by the next run);
3. rewrite the file in input order, so its bytes depend on the input alone, not on completion
   order, executor or interruptions.

The runner knows nothing of models: a stage that calls one opens it inside ``work`` and maps
the model runner's result and failure callbacks onto ``keep`` and ``fail``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from rolemrc.core._errors import ConfigError
from rolemrc.core._jsonl import JsonlAppender, read_finished_records, write_jsonl
from rolemrc.core._progress import LineProgress
from rolemrc.core._rundir import FailureLog

ItemT = TypeVar("ItemT")
RecordT = TypeVar("RecordT", bound=BaseModel)

Keep = Callable[[int, RecordT], None]
"""``keep(index, record)``: the pending row at ``index`` is finished with ``record``."""
Fail = Callable[[int, str], None]
"""``fail(index, reason)``: the pending row at ``index`` failed for good."""
StageWork = Callable[[Sequence[ItemT], Keep[RecordT], Fail], None]
"""``work(pending, keep, fail)``: finish the pending rows (in any order, on any threads)."""


def record_id(record: Any) -> str:
    """The key of a record with an ``id`` field (most stage records)."""
    return str(record.id)


@dataclass(frozen=True)
class Stage(Generic[ItemT, RecordT]):
    """One resumable per-row stage (see the module docstring).

    ``name`` labels its failed rows and its progress; ``path`` is the JSONL file it appends
    ``record`` lines to; ``item_id`` and ``record_key`` give the shared key of a row and of
    its record. Optional: ``failed_row`` (the row a failed item counts against, when an item
    is a part of a row: a judge call), ``reusable`` (which earlier records still count),
    ``finished`` (read the earlier records instead of the default reader), ``arrange`` (the
    final order instead of input order), ``start_over`` (drop what earlier attempts wrote),
    ``in_order`` (False: leave the file in completion order, as a journal), ``progress``
    (a line per tenth of the rows, for work that shows none of its own).
    """

    name: str
    path: Path
    record: type[RecordT]
    items: Sequence[ItemT]
    item_id: Callable[[ItemT], str]
    work: StageWork[ItemT, RecordT]
    record_key: Callable[[RecordT], str] = record_id
    failed_row: Callable[[ItemT], str] | None = None
    reusable: Callable[[RecordT], bool] | None = None
    finished: Callable[[], dict[str, RecordT]] | None = None
    arrange: Callable[[Mapping[str, RecordT]], list[RecordT]] | None = None
    start_over: bool = False
    in_order: bool = True
    progress: bool = False


@dataclass
class StageRun(Generic[RecordT]):
    """What a stage holds once run: every finished record by key (earlier attempts' too) and
    how many of its rows an earlier attempt had finished."""

    records: dict[str, RecordT]
    resumed: int

    def in_order_of(self, keys: Sequence[str]) -> list[RecordT]:
        """The finished records of ``keys``, in that order (unfinished keys left out)."""
        return [self.records[key] for key in keys if key in self.records]


def run_stage(
    stage: Stage[ItemT, RecordT], failures: FailureLog | None = None
) -> StageRun[RecordT]:
    """Run ``stage``'s pending rows (see the module docstring). A row reported through
    ``fail`` goes to ``failures`` (default: a log that stops the run at the first); whatever
    ``work`` raises propagates after every record kept before it was appended."""
    ids = [stage.item_id(item) for item in stage.items]
    if len(set(ids)) != len(ids):
        raise ConfigError(f"{stage.name}: work items with duplicate ids")
    if stage.start_over and stage.path.exists():
        stage.path.unlink()  # derived data of other settings: remade below
    done = _finished(stage)
    resumed = sum(1 for key in ids if key in done)
    pending = [item for item, key in zip(stage.items, ids, strict=True) if key not in done]
    log = failures if failures is not None else FailureLog(max_failures=0)
    failed_row = stage.failed_row or stage.item_id
    line = LineProgress(stage.name, len(ids)) if stage.progress and pending else None
    with JsonlAppender(stage.path) as appender:

        def keep(index: int, record: RecordT) -> None:
            appender.write(record)
            done[stage.record_key(record)] = record
            if line is not None:
                line.update(len(done), f"{resumed} resumed")

        def fail(index: int, reason: str) -> None:
            log.add(failed_row(pending[index]), stage.name, reason)

        if pending:
            stage.work(pending, keep, fail)
    if stage.in_order:
        write_jsonl(stage.path, _arranged(stage, done, ids))
    return StageRun(records=done, resumed=resumed)


def _finished(stage: Stage[Any, RecordT]) -> dict[str, RecordT]:
    """The records earlier attempts left; unusable ones are dropped from the file at once."""
    if stage.finished is not None:
        return stage.finished()
    earlier = read_finished_records(stage.path, stage.record, key=stage.record_key)
    if stage.reusable is None:
        return earlier
    kept = {key: record for key, record in earlier.items() if stage.reusable(record)}
    if len(kept) != len(earlier):
        write_jsonl(stage.path, kept.values())
    return kept


def _arranged(
    stage: Stage[Any, RecordT], done: Mapping[str, RecordT], ids: Sequence[str]
) -> list[RecordT]:
    """The records of the input's rows in input order, then any others an earlier run left,
    in their order there (or ``stage.arrange``'s order)."""
    if stage.arrange is not None:
        return stage.arrange(done)
    wanted = set(ids)
    return [done[key] for key in ids if key in done] + [
        record for key, record in done.items() if key not in wanted
    ]
