"""A run's per-row records read back from its directory (``generations.jsonl``,
``scores.jsonl``, ``judgements.jsonl`` and the failed rows of ``report.json``), for the sample
browser and paired comparisons.

Reading is lenient: the report must render even when a file is missing, was cut short by an
interrupted run, or holds records of a newer or older shape, so a line that is not a JSON
object is skipped (and counted) and every field is checked for its type as it is read.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rolemrc.core import JudgedAspect, Sample, SampleAnswer, SampleMessage, SampleSet
from rolemrc.eval._radar import ASPECT_TITLES
from rolemrc.eval._report_views import REFERENCE_TITLES, aspect_title

GENERATIONS = "generations.jsonl"
CONVERSATION_DIR = "conversation"
TURN_VERDICTS = f"{CONVERSATION_DIR}/verdicts.jsonl"
TURN_KEY_MARK = "@t"
"""A multi-turn run's check at a turn is shown as the aspect ``<check>@t<turn>``."""
SCORES = "scores.jsonl"
JUDGEMENTS = "judgements.jsonl"
# The task of a row known only from the report's failed rows (which name no task).
UNRECORDED_TASK = "task not recorded"


@dataclass
class RunRows:
    """One run's rows by id, in the order its files list them."""

    order: list[str] = field(default_factory=list)
    tasks: dict[str, str] = field(default_factory=dict)
    conversations: dict[str, list[SampleMessage]] = field(default_factory=dict)
    references: dict[str, str] = field(default_factory=dict)
    responses: dict[str, str] = field(default_factory=dict)
    metrics: dict[str, dict[str, float | None]] = field(default_factory=dict)
    judged: dict[str, list[JudgedAspect]] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)
    skipped_lines: int = 0

    def _note(self, row_id: str, task: str | None) -> None:
        if row_id not in self.tasks:
            self.order.append(row_id)
            self.tasks[row_id] = task or UNRECORDED_TASK
        elif task and self.tasks[row_id] == UNRECORDED_TASK:
            self.tasks[row_id] = task

    def aspect_scores(self, aspect: str) -> dict[str, float]:
        """Each answered row's score on ``aspect``: the mean of its decided verdicts (a row the
        judge could not decide on is left out, as the report's aspect mean leaves it out)."""
        values: dict[str, list[float]] = {}
        for row_id, verdicts in self.judged.items():
            if row_id in self.failed:
                continue
            for verdict in verdicts:
                if verdict.aspect == aspect and verdict.score is not None:
                    values.setdefault(row_id, []).append(verdict.score)
        return {row_id: sum(scores) / len(scores) for row_id, scores in values.items()}

    def _turn_verdicts(self, row_id: str) -> dict[int, list[float | None]]:
        """A multi-turn row's verdict scores by turn (its own aspects are turn 0)."""
        by_turn: dict[int, list[float | None]] = {}
        for verdict in self.judged.get(row_id, ()):
            _, mark, turn = verdict.aspect.rpartition(TURN_KEY_MARK)
            number = int(turn) if mark and turn.isdigit() else 0
            by_turn.setdefault(number, []).append(verdict.score)
        return by_turn

    @property
    def conversation_turns(self) -> int:
        """The last turn any conversation of a multi-turn run reached (0: a single-turn run)."""
        return max(
            (
                int(turn)
                for verdicts in self.judged.values()
                for verdict in verdicts
                for _, mark, turn in [verdict.aspect.rpartition(TURN_KEY_MARK)]
                if mark and turn.isdigit()
            ),
            default=0,
        )

    def holding_by(self, turn: int) -> dict[str, float]:
        """Each conversation's 1.0 if none of its checks failed at turns 0..``turn``, else 0.0;
        a conversation with no verdict at a turn up to ``turn`` stopped there (a call failed
        for good) and counts 0.0, so a failure never flatters a comparison."""
        held = {}
        for row_id in self.order:
            if row_id in self.failed:
                continue
            by_turn = self._turn_verdicts(row_id)
            failed = any(
                number not in by_turn or 0 in by_turn[number] for number in range(turn + 1)
            )
            held[row_id] = 0.0 if failed else 1.0
        return held

    def metric_scores(self, metric: str) -> dict[str, float]:
        return {
            row_id: value
            for row_id, metrics in self.metrics.items()
            if row_id not in self.failed and (value := metrics.get(metric)) is not None
        }


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _number(value: Any) -> float | None:
    """A finite number as a float; an integer too large for one (a judge answering
    "999...9") as the largest float of its sign, so it still reads as out of range."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        number = float(value)
    except OverflowError:
        return sys.float_info.max if value > 0 else -sys.float_info.max
    return number if math.isfinite(number) else None


def _objects(path: Path, rows: RunRows) -> Iterator[Mapping[str, Any]]:
    if not path.is_file():
        return
    with path.open(encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except ValueError:
                value = None
            if isinstance(value, dict):
                yield value
            else:
                rows.skipped_lines += 1


def _messages(value: Any) -> list[SampleMessage]:
    if isinstance(value, str):
        return [SampleMessage("user", value)]
    if not isinstance(value, list):
        return []
    return [
        SampleMessage(_text(item.get("role")) or "?", _text(item.get("content")) or "")
        for item in value
        if isinstance(item, dict)
    ]


def read_run_rows(run_dir: Path, failed_rows: Sequence[Mapping[str, Any]] = ()) -> RunRows:
    """The rows of the run in ``run_dir``; ``failed_rows`` are the report's failed rows."""
    rows = RunRows()
    for record in _objects(run_dir / GENERATIONS, rows):
        row_id = _text(record.get("id"))
        if row_id is None:
            rows.skipped_lines += 1
            continue
        rows._note(row_id, _text(record.get("task")))
        rows.conversations[row_id] = _messages(record.get("question"))
        rows.references[row_id] = _text(record.get("reference")) or ""
        rows.responses[row_id] = _text(record.get("response")) or ""
    for record in _objects(run_dir / SCORES, rows):
        row_id = _text(record.get("id"))
        metrics = record.get("metrics")
        if row_id is None or not isinstance(metrics, dict):
            rows.skipped_lines += 1
            continue
        rows._note(row_id, _text(record.get("task")))
        rows.metrics[row_id] = {str(key): _number(value) for key, value in metrics.items()}
    for record in _objects(run_dir / JUDGEMENTS, rows):
        row_id = _text(record.get("row_id"))
        aspect = _text(record.get("aspect"))
        if row_id is None or aspect is None:
            rows.skipped_lines += 1
            continue
        rows._note(row_id, _text(record.get("task")))
        rows.judged.setdefault(row_id, []).append(
            JudgedAspect(
                aspect=aspect,
                score=_number(record.get("score")),
                parsed=record.get("parsed") is not False,
                raw=_text(record.get("raw")) or "",
                prompt=_text(record.get("prompt")) or "",
                detail=_text(record.get("detail")) or "",
            )
        )
    _read_conversations(run_dir, rows)
    for failure in failed_rows:
        row_id = _text(failure.get("id"))
        if row_id is None:
            continue
        rows._note(row_id, None)
        stage, reason = _text(failure.get("stage")) or "?", _text(failure.get("reason")) or ""
        rows.failed[row_id] = f"{stage}: {reason}" if reason else stage
    return rows


def _last_turns(run_dir: Path) -> list[Path]:
    """A multi-turn run's policy files, turn 1 first."""
    found = []
    turn = 1
    while (path := run_dir / CONVERSATION_DIR / f"policy-turn-{turn}.jsonl").is_file():
        found.append(path)
        turn += 1
    return found


def _read_conversations(run_dir: Path, rows: RunRows) -> None:
    """A multi-turn run's rows as whole conversations: each row's conversation up to its last
    reply, that reply as its answer, and every turn's checks (``<check>@t<turn>``; turn 0's
    judged aspects are the row's own, read from ``judgements.jsonl``)."""
    for path in _last_turns(run_dir):
        for record in _objects(path, rows):
            row_id = _text(record.get("id"))
            if row_id is None or row_id not in rows.tasks:
                rows.skipped_lines += 1
                continue
            rows.conversations[row_id] = _messages(record.get("question"))
            rows.responses[row_id] = _text(record.get("response")) or ""
    own_aspects = {aspect.value for aspect in ASPECT_TITLES}
    for record in _objects(run_dir / TURN_VERDICTS, rows):
        row_id, check, turn = (
            _text(record.get("conversation")),
            _text(record.get("check")),
            record.get("turn"),
        )
        if row_id is None or check is None or not isinstance(turn, int):
            rows.skipped_lines += 1
            continue
        if turn == 0 and check in own_aspects:
            continue
        rows._note(row_id, None)
        rows.judged.setdefault(row_id, []).append(
            JudgedAspect(
                aspect=f"{check}{TURN_KEY_MARK}{turn}",
                score=_number(record.get("score")),
                detail=_text(record.get("detail")) or "",
            )
        )


def turn_check_title(key: str) -> str:
    """The title of an aspect key: ``knowledge_range@t2`` reads "turn 2 · Knowledge range"."""
    check, mark, turn = key.rpartition(TURN_KEY_MARK)
    if not mark or not turn.isdigit():
        return aspect_title(key)
    return f"turn {turn} · {aspect_title(check)}"


def _turn_order(key: str) -> tuple[int, str]:
    check, mark, turn = key.rpartition(TURN_KEY_MARK)
    return (int(turn), check) if mark and turn.isdigit() else (-1, key)


def _answer(rows: RunRows, row_id: str) -> SampleAnswer | None:
    if row_id not in rows.tasks:
        return None
    return SampleAnswer(
        response=rows.responses.get(row_id),
        failed=rows.failed.get(row_id),
        metrics=rows.metrics.get(row_id, {}),
        judged=tuple(rows.judged.get(row_id, ())),
    )


def sample_set(runs: Sequence[tuple[str, RunRows]]) -> SampleSet:
    """The sample browser's rows of one run, or of several matched by row id (in the first
    run's order, then rows only later runs have)."""
    order = list(dict.fromkeys(row_id for _, rows in runs for row_id in rows.order))
    samples = []
    for row_id in order:
        holder = next(rows for _, rows in runs if row_id in rows.tasks)
        samples.append(
            Sample(
                id=row_id,
                task=holder.tasks[row_id],
                conversation=next(
                    (
                        rows.conversations[row_id]
                        for _, rows in runs
                        if row_id in rows.conversations
                    ),
                    (),
                ),
                reference=next(
                    (rows.references[row_id] for _, rows in runs if row_id in rows.references),
                    None,
                ),
                answers=tuple(_answer(rows, row_id) for _, rows in runs),
            )
        )
    used_aspects = {v.aspect for _, rows in runs for vs in rows.judged.values() for v in vs}
    known = [a.value for a in ASPECT_TITLES if a.value in used_aspects]
    aspects: dict[str, str] = {
        key: turn_check_title(key)
        for key in known + sorted(used_aspects - set(known), key=_turn_order)
    }
    used_metrics = {key for _, rows in runs for m in rows.metrics.values() for key in m}
    metrics = {key: title for key, title in REFERENCE_TITLES.items() if key in used_metrics}
    return SampleSet(
        runs=[label for label, _ in runs], rows=samples, aspects=aspects, metrics=metrics
    )
