"""Files shaped like the released RoleMRC ones: the 1400-row test file and the response file
upstream's ``evaluation/evaluation.py`` writes (``eval_<model>_RoleMRC.jsonl``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rolemrc.eval import sample_test_rows
from rolemrc.rules import UPSTREAM_DATASET, UPSTREAM_TASK_COUNTS, UPSTREAM_TEST_FILE


def upstream_shaped_rows(counts: Mapping[str, int] = UPSTREAM_TASK_COUNTS) -> list[dict[str, Any]]:
    """Test rows in the upstream schema (capitalised roles, no id), ``counts[task]`` per task,
    grouped by task as the released file is. Built from the sample roles, so questions repeat
    (many rows share a question with another row of their task)."""
    per_task = max(counts.values(), default=0)
    rows = sample_test_rows(rows_per_task=max(per_task, 1))
    by_task: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_task.setdefault(row.task, []).append(row.to_upstream())
    return [row for task, count in counts.items() for row in by_task[task][:count]]


def write_jsonl(path: Path, rows: Sequence[Mapping[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))
    return path


def upstream_response_rows(
    rows: Sequence[Mapping[str, Any]], respond: Callable[[int, Mapping[str, Any]], str]
) -> list[dict[str, Any]]:
    """What upstream's evaluation script saves: each test row with lower-cased roles (its
    ``load_dataset`` lower-cases them) and the model's ``response`` added last."""
    saved = []
    for index, row in enumerate(rows):
        question = [{**turn, "role": str(turn["role"]).lower()} for turn in row["question"]]
        saved.append({**row, "question": question, "response": respond(index, row)})
    return saved


def publish_upstream_test_file(hub: Path, rows: Sequence[Mapping[str, Any]]) -> Path:
    """Put ``rows`` where the hub client finds Junrulu/RoleMRC's test file in a local hub cache
    at ``hub`` (a snapshot of one revision, as a download leaves it)."""
    revision = "0123456789abcdef0123456789abcdef01234567"
    repo = hub / f"datasets--{UPSTREAM_DATASET.replace('/', '--')}"
    (repo / "refs").mkdir(parents=True)
    (repo / "refs" / "main").write_text(revision)
    return write_jsonl(repo / "snapshots" / revision / UPSTREAM_TEST_FILE, rows)
