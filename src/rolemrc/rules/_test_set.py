"""Loading a RoleMRC test set: a local upstream-schema JSONL or the hub dataset."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rolemrc.core import (
    TEST_TASK_NAMES,
    Aspect,
    ConfigError,
    DataSource,
    InputError,
    TestRow,
    download_hub_file,
    fingerprint,
    get_task,
    read_records_with_ids,
    setting,
)
from rolemrc.rules._judge import extract_nested_requirement

_LOG = logging.getLogger(__name__)

UPSTREAM_DATASET = "Junrulu/RoleMRC"
UPSTREAM_TEST_FILE = "roleMRC_test.jsonl"
UPSTREAM_TOTAL_ROWS = 1400
"""Rows of the upstream test file (the paper's figure)."""

# Per-task counts of the upstream test file as reconstructed from secondary sources. NOT verified
# against the released file (only the 1400-row total and the 18 task names are): a download whose
# counts differ is evaluated with a warning, and its own histogram is recorded; a caller that wants
# the counts enforced asks for it (``strict_histogram``).
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
class HistogramCheck:
    """A copy of the upstream test file against what is known of it.

    ``shape_problems`` break the verified facts (1400 rows, the 18 task names): such a file is
    refused unless drift is allowed. ``count_differences`` are ``(task, expected, found)`` against
    the unverified per-task counts: warned about, refused only when asked to be strict.
    """

    shape_problems: tuple[str, ...]
    count_differences: tuple[tuple[str, int, int], ...]

    def as_record(self) -> dict[str, Any]:
        """What the manifest and the report keep of the check."""
        return {
            "reference": "reconstructed upstream task histogram (per-task counts not verified; "
            f"the {UPSTREAM_TOTAL_ROWS}-row total and the task names are)",
            "shape_problems": list(self.shape_problems),
            "count_differences": [
                {"task": task, "expected": expected, "found": found}
                for task, expected, found in self.count_differences
            ],
        }


@dataclass(frozen=True)
class TestSet:
    """Validated rows plus where they came from.

    ``source_rows`` are all rows of the source (``rows`` are the first ``limit`` of them),
    ``task_counts`` their task histogram, ``histogram`` the check of the upstream hub file
    against what is known of it (else None).
    """

    __test__ = False  # not a pytest test class

    rows: list[TestRow]
    source: str
    fingerprint: str
    n_rows_in_source: int
    task_counts: dict[str, int] = field(default_factory=dict)
    histogram: HistogramCheck | None = None
    source_rows: tuple[TestRow, ...] = ()


def read_test_rows(path: str | Path) -> list[TestRow]:
    """Validate every line of an upstream-schema JSONL file; ids default to ``row-NNNNN``."""
    return read_records_with_ids(path, TestRow, what="test rows", check=_check_task)


def _check_task(row: TestRow) -> None:
    """Unknown task names are refused (with close matches) rather than judged wrongly; so are
    training-only tasks (free chats, on-scene chats), which the judge and the reference means
    have no place for, and a nested-rule row whose rule the judge cannot locate."""
    kind = get_task(row.task)
    if not kind.in_test_set:
        raise InputError(
            f"task {row.task!r} is a training-only task, not one of the test set's "
            f"{len(TEST_TASK_NAMES)}",
            field="task",
        )
    if Aspect.NESTED_INSTRUCTION in kind.aspects:
        extract_nested_requirement(row.question[0].content)


def task_histogram(rows: Sequence[TestRow]) -> dict[str, int]:
    """Rows per task, in taxonomy order (tasks the taxonomy does not know last, sorted)."""
    counts = Counter(row.task for row in rows)
    known = [name for name in TEST_TASK_NAMES if name in counts]
    return {name: counts[name] for name in [*known, *sorted(set(counts) - set(known))]}


def check_upstream_histogram(rows: Sequence[TestRow]) -> HistogramCheck:
    """Compare a copy of the upstream test file with its verified shape and reconstructed counts."""
    counts = task_histogram(rows)
    problems = []
    if len(rows) != UPSTREAM_TOTAL_ROWS:
        problems.append(f"{len(rows)} rows, not {UPSTREAM_TOTAL_ROWS}")
    missing = sorted(set(UPSTREAM_TASK_COUNTS) - set(counts))
    if missing:
        problems.append(f"no rows of task(s) {', '.join(missing)}")
    extra = sorted(set(counts) - set(UPSTREAM_TASK_COUNTS))
    if extra:
        problems.append(f"task(s) not in the upstream test set: {', '.join(extra)}")
    differences = tuple(
        (task, UPSTREAM_TASK_COUNTS.get(task, 0), counts.get(task, 0))
        for task in [
            *UPSTREAM_TASK_COUNTS,
            *[task for task in counts if task not in UPSTREAM_TASK_COUNTS],
        ]
        if UPSTREAM_TASK_COUNTS.get(task, 0) != counts.get(task, 0)
    )
    return HistogramCheck(shape_problems=tuple(problems), count_differences=differences)


def differences_table(differences: Sequence[tuple[str, int, int]]) -> str:
    """The count differences as an aligned plain-text table."""
    width = max([len("task"), *(len(task) for task, _, _ in differences)])
    lines = [f"  {'task':<{width}}  expected  found"]
    lines += [
        f"  {task:<{width}}  {expected:>8}  {found:>5}" for task, expected, found in differences
    ]
    return "\n".join(lines)


def _apply_histogram_check(
    check: HistogramCheck, *, source: str, allow_drift: bool, strict_histogram: bool
) -> None:
    """Refuse, warn or pass, as :class:`HistogramCheck` describes."""
    if check.shape_problems:
        facts = "; ".join(check.shape_problems)
        if not allow_drift:
            raise InputError(
                f"this is not the upstream {UPSTREAM_TOTAL_ROWS}-row test set ({facts}). "
                f"Pass {setting('allow_drift')} to evaluate it anyway.",
                path=source,
            )
        _LOG.warning("%s: evaluated although it is not the upstream test set (%s)", source, facts)
    if not check.count_differences:
        return
    table = differences_table(check.count_differences)
    if strict_histogram:
        raise InputError(
            "the per-task counts differ from the reconstructed upstream histogram "
            f"({setting('strict_histogram')}):\n{table}",
            path=source,
        )
    _LOG.warning(
        "%s: the per-task counts differ from the reconstructed upstream histogram, which was "
        "never verified against the released file; evaluating the file as it is (its histogram "
        "is recorded in the manifest and the report; --strict-histogram refuses such a file):\n%s",
        source,
        table,
    )


def parse_hub_source(source: str) -> tuple[str, str]:
    """``hf:owner/name[:file]`` -> (repo id, file name); the file defaults to the test split."""
    return DataSource.parse(source).hub_file(UPSTREAM_TEST_FILE)


def load_test_set(
    source: str,
    *,
    allow_drift: bool = False,
    strict_histogram: bool = False,
    limit: int | None = None,
) -> TestSet:
    """Load, validate and optionally truncate (first ``limit`` rows) a test set.

    ``source`` is a local JSONL path or ``hf:owner/name[:file]``. The upstream hub test file must
    have the verified shape (1400 rows, the 18 task names) unless ``allow_drift``; per-task counts
    that differ from the reconstructed histogram are a warning, or an error when
    ``strict_histogram``.
    """
    if allow_drift and strict_histogram:
        raise ConfigError(
            f"{setting('allow_drift')} accepts a file that is not the upstream test set, "
            f"{setting('strict_histogram')} refuses one whose per-task counts differ: choose one"
        )
    check = None
    parsed = DataSource.parse(source)
    if parsed.is_hub:
        repo_id, filename = parsed.hub_file(UPSTREAM_TEST_FILE)
        path = download_hub_file(repo_id, filename)
        rows = read_test_rows(path)
        if (repo_id, filename) == (UPSTREAM_DATASET, UPSTREAM_TEST_FILE):
            check = check_upstream_histogram(rows)
            _apply_histogram_check(
                check, source=source, allow_drift=allow_drift, strict_histogram=strict_histogram
            )
    else:
        rows = read_test_rows(source)  # as written: the path in errors is the user's
    if limit is not None:
        if limit < 1:
            raise InputError(f"{setting('limit')} must be at least 1, got {limit}")
        rows_used = rows[:limit]
    else:
        rows_used = rows
    return TestSet(
        rows=rows_used,
        source=source,
        fingerprint=fingerprint([row.to_upstream() for row in rows]),
        n_rows_in_source=len(rows),
        task_counts=task_histogram(rows),
        histogram=check,
        source_rows=tuple(rows),
    )
