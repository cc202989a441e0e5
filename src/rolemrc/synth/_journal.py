"""Resumable stages: a journal of finished work items, outputs ordered by input position.

A stage maps a task over work items (a persona, a profile). Each item's outcome (its records,
its rejects and the tokens it spent) is appended to ``RUN/work/<stage>.journal.jsonl`` as one
line the moment it is done. A killed run loses at most the items in flight; the next run skips
journaled items by id and drops a torn last line. When every item is done, the stage writes its
output file in input order, so the bytes do not depend on completion order, executor or
interruptions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, Field

from rolemrc.core import (
    ConfigError,
    JsonlAppender,
    LineProgress,
    TokenUsage,
    fingerprint,
    read_finished_records,
    read_jsonl,
    write_jsonl,
)
from rolemrc.synth._executor import Executor
from rolemrc.synth._layout import WORK_DIR
from rolemrc.synth._manifest import check_stage_identity
from rolemrc.synth._records import Reject
from rolemrc.synth._report_model import StageSummary

ItemT = TypeVar("ItemT")


class UnitOutcome(BaseModel):
    """What one work item produced: records (as JSON objects), rejects and tokens spent."""

    item_id: str
    records: list[dict[str, Any]] = Field(default_factory=list)
    rejects: list[Reject] = Field(default_factory=list)
    usage: TokenUsage = TokenUsage()


def stage_rejects_path(run_dir: Path, stage: str) -> Path:
    return run_dir / WORK_DIR / f"{stage}.rejects.jsonl"


def _journaled(journal: Path) -> dict[str, UnitOutcome]:
    return read_finished_records(journal, UnitOutcome, key=lambda outcome: outcome.item_id)


def run_unit_stage(
    *,
    name: str,
    run_dir: Path,
    identity: dict[str, Any],
    items: Sequence[ItemT],
    item_id: Callable[[ItemT], str],
    task: Callable[[ItemT], UnitOutcome],
    executor: Executor,
    output_file: str,
    progress: bool = True,
) -> StageSummary:
    """Run ``task`` over the items not yet journaled, then write ``output_file`` (all records in
    item order) and the stage's rejects. Raises whatever a task raised, after journaling every
    outcome that finished before it."""
    started = time.monotonic()
    stage_fingerprint = check_stage_identity(run_dir, name, identity)
    journal = run_dir / WORK_DIR / f"{name}.journal.jsonl"
    done = _journaled(journal)
    ids = [item_id(item) for item in items]
    if len(set(ids)) != len(ids):
        raise ConfigError(f"{name}: work items with duplicate ids")
    resumed = sum(1 for identifier in ids if identifier in done)
    todo = [item for item, identifier in zip(items, ids, strict=True) if identifier not in done]
    meter = LineProgress(f"{name}", len(items)) if progress and todo else None
    with JsonlAppender(journal) as appender:
        for _, outcome in executor.map_unordered(task, todo):
            appender.write(outcome)
            done[outcome.item_id] = outcome
            if meter is not None:
                meter.update(len(done), f"{resumed} resumed")
    outcomes = [done[identifier] for identifier in ids]
    records = [record for outcome in outcomes for record in outcome.records]
    rejects = [reject for outcome in outcomes for reject in outcome.rejects]
    write_jsonl(run_dir / output_file, records)
    write_jsonl(stage_rejects_path(run_dir, name), rejects)
    usage = TokenUsage()
    for outcome in outcomes:
        usage = usage.add(outcome.usage)
    return StageSummary(
        name=name,
        fingerprint=stage_fingerprint,
        items=len(items),
        records=len(records),
        rejects=len(rejects),
        resumed=resumed,
        usage=usage,
        seconds=round(time.monotonic() - started, 3),
    )


def item_seed(seed: int, item_id: str) -> int:
    """A per-item seed that does not depend on the order items run in."""
    return int(fingerprint([seed, item_id])[:8], 16)


def iter_stage_rejects(run_dir: Path, stages: Sequence[str]) -> Iterator[Reject]:
    for stage in stages:
        path = stage_rejects_path(run_dir, stage)
        if path.exists():
            yield from read_jsonl(path, Reject)
