"""Loading a RoleMRC test set: a local upstream-schema JSONL or the hub dataset."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from rolemrc.core import (
    HUB_PREFIX,
    InputError,
    TestRow,
    download_hub_file,
    fingerprint,
    get_task,
    read_records_with_ids,
)

UPSTREAM_DATASET = "Junrulu/RoleMRC"
UPSTREAM_TEST_FILE = "roleMRC_test.jsonl"

# Task histogram of the upstream test file (1400 rows). A download that differs is refused unless
# the caller allows drift, so a truncated file or a revised split cannot shift scores unnoticed.
UPSTREAM_TASK_COUNTS: dict[str, int] = {
    "role_related_mrc_answer_no_narration": 100,
    "role_related_mrc_answer_no_narration-refused": 20,
    "role_related_mrc_answer_no_narration-special-content": 58,
    "role_related_mrc_answer_no_narration-special-format": 22,
    "role_related_mrc_answer_with_narration": 100,
    "role_related_mrc_answer_with_narration-refused": 22,
    "role_related_mrc_answer_with_narration-special-content": 58,
    "role_related_mrc_answer_with_narration-special-format": 20,
    "role_related_mrc_refused_no_narration": 100,
    "role_related_mrc_refused_no_narration-2ndrefused": 100,
    "role_related_mrc_refused_with_narration": 100,
    "role_related_mrc_refused_with_narration-2ndrefused": 100,
    "role_unrelated_mrc_answer_no_narration": 100,
    "role_unrelated_mrc_answer_with_narration": 100,
    "role_unrelated_mrc_refused_no_narration": 100,
    "role_unrelated_mrc_refused_no_narration-2ndanswer": 100,
    "role_unrelated_mrc_refused_with_narration": 100,
    "role_unrelated_mrc_refused_with_narration-2ndanswer": 100,
}


@dataclass(frozen=True)
class TestSet:
    """Validated rows plus where they came from."""

    __test__ = False  # not a pytest test class

    rows: list[TestRow]
    source: str
    fingerprint: str
    n_rows_in_source: int


def read_test_rows(path: str | Path) -> list[TestRow]:
    """Validate every line of an upstream-schema JSONL file; ids default to ``row-NNNNN``."""
    return read_records_with_ids(path, TestRow, what="test rows", check=_check_task)


def _check_task(row: TestRow) -> None:
    """Unknown task names are refused (with close matches) rather than judged wrongly."""
    get_task(row.task)


def check_upstream_histogram(rows: list[TestRow], *, source: str) -> None:
    """Refuse a copy of the upstream test file whose task histogram drifted."""
    counts = Counter(row.task for row in rows)
    drift = {
        task: (UPSTREAM_TASK_COUNTS.get(task, 0), counts.get(task, 0))
        for task in set(UPSTREAM_TASK_COUNTS) | set(counts)
        if UPSTREAM_TASK_COUNTS.get(task, 0) != counts.get(task, 0)
    }
    if drift:
        details = "; ".join(
            f"{task}: expected {expected}, found {found}"
            for task, (expected, found) in sorted(drift.items())
        )
        raise InputError(
            f"task histogram differs from the upstream 1400-row test set ({details}). "
            "Pass --allow-drift to evaluate it anyway.",
            path=source,
        )


def parse_hub_source(source: str) -> tuple[str, str]:
    """``hf:owner/name[:file]`` -> (repo id, file name); the file defaults to the test split."""
    spec = source[len(HUB_PREFIX) :]
    repo_id, _, filename = spec.partition(":")
    if repo_id.count("/") != 1 or not all(repo_id.split("/")):
        raise InputError(f"hub source must look like hf:owner/name[:file], got {source!r}")
    return repo_id, filename or UPSTREAM_TEST_FILE


def load_test_set(source: str, *, allow_drift: bool = False, limit: int | None = None) -> TestSet:
    """Load, validate and optionally truncate (first ``limit`` rows) a test set.

    ``source`` is a local JSONL path or ``hf:owner/name[:file]``. The upstream hub test file is
    checked against its known task histogram.
    """
    if source.startswith(HUB_PREFIX):
        repo_id, filename = parse_hub_source(source)
        path = download_hub_file(repo_id, filename)
        rows = read_test_rows(path)
        if (repo_id, filename) == (UPSTREAM_DATASET, UPSTREAM_TEST_FILE) and not allow_drift:
            check_upstream_histogram(rows, source=source)
    else:
        rows = read_test_rows(source)
    if limit is not None:
        if limit < 1:
            raise InputError(f"--limit must be at least 1, got {limit}")
        rows_used = rows[:limit]
    else:
        rows_used = rows
    return TestSet(
        rows=rows_used,
        source=source,
        fingerprint=fingerprint([row.to_upstream() for row in rows]),
        n_rows_in_source=len(rows),
    )
