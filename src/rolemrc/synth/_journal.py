"""Synthesis's resumable stages: a journal of finished work items, outputs ordered by input
position.

A stage maps a task over work items (a persona, a profile) with the core stage runner
(``rolemrc.core.run_stage``). Each item's outcome (its records, its rejects and the tokens it
spent) is appended to ``RUN/work/<stage>.journal.jsonl`` as one line the moment it is done. A
killed run loses at most the items in flight; the next run skips journaled items by id and
drops a torn last line. When every item is done, the stage writes its output file in input
order, so the bytes do not depend on completion order, executor or interruptions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, Field

from rolemrc.core import (
    Fail,
    Keep,
    Stage,
    TokenUsage,
    fingerprint,
    read_jsonl,
    run_stage,
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
    """Run ``task`` over the items not yet journaled (on ``executor``, through the core stage
    runner), then write ``output_file`` (all records in item order) and the stage's rejects.
    Raises whatever a task raised, after journaling every outcome that finished before it."""
    started = time.monotonic()
    stage_fingerprint = check_stage_identity(run_dir, name, identity)

    def work(pending: Sequence[ItemT], keep: Keep[UnitOutcome], fail: Fail) -> None:
        for index, outcome in executor.map_unordered(task, pending):
            keep(index, outcome)

    stage = Stage(
        name=name,
        path=run_dir / WORK_DIR / f"{name}.journal.jsonl",
        record=UnitOutcome,
        items=items,
        item_id=item_id,
        work=work,
        record_key=lambda outcome: outcome.item_id,
        in_order=False,  # a journal: the output file below is the one in item order
        progress=progress,
    )
    run = run_stage(stage)
    outcomes = run.in_order_of([item_id(item) for item in items])
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
        resumed=run.resumed,
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
