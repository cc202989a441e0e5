"""How many of the planned dialogues of each kind were accepted, and why the others were not
(``stats.json``, ``acceptance``)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from rolemrc.core import TASKS
from rolemrc.synth._records import Dialogue, Reject

TOP_REASONS = 3


def reason_class(reason: str) -> str:
    """A reject reason without its particulars: the task prefix, details in brackets, numbers
    and dialogue ids (so that equal problems count together)."""
    task, _, rest = reason.partition(": ")
    text = rest if task in TASKS else reason
    text = re.sub(r"\s*\([^()]*\)", "", text)
    text = re.sub(r"\b(near duplicate of|leaks test row) \S+", r"\1 another example", text)
    return re.sub(r"\d+", "N", text).strip()


def _task_of_reject(reject: Reject, tasks_by_id: dict[str, str]) -> str | None:
    if reject.item_id in tasks_by_id:
        return tasks_by_id[reject.item_id]
    task = reject.reason.partition(": ")[0]
    return task if task in TASKS else None


def acceptance_by_kind(
    dialogues: Sequence[Dialogue],
    accepted: Sequence[Dialogue],
    rejects: Sequence[Reject],
    kind_of: Callable[[str], str],
) -> dict[str, dict[str, Any]]:
    """Per task kind: dialogues planned (built or rejected while building), built, accepted
    (built and through the quality gates), the acceptance rate and the most frequent reasons
    of the ``rejects`` (those of the dialogue builders and of the quality gates)."""
    tasks_by_id = {dialogue.id: dialogue.task for dialogue in dialogues}
    built = Counter(kind_of(dialogue.task) for dialogue in dialogues)
    kept = Counter(kind_of(dialogue.task) for dialogue in accepted)
    rejected: dict[str, Counter[str]] = {}
    failed_builds: Counter[str] = Counter()
    for reject in rejects:
        task = _task_of_reject(reject, tasks_by_id)
        if task is None:
            continue
        kind = kind_of(task)
        rejected.setdefault(kind, Counter())[reason_class(reject.reason)] += 1
        if reject.item_id not in tasks_by_id:
            failed_builds[kind] += 1
    result: dict[str, dict[str, Any]] = {}
    for kind in sorted(set(built) | set(failed_builds)):
        planned = built[kind] + failed_builds[kind]
        reasons = rejected.get(kind, Counter())
        result[kind] = {
            "planned": planned,
            "built": built[kind],
            "accepted": kept[kind],
            "acceptance": round(kept[kind] / planned, 3) if planned else 0.0,
            "rejects": sum(reasons.values()),
            "top_reasons": dict(reasons.most_common(TOP_REASONS)),
        }
    return result
