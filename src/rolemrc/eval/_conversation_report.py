"""The ``conversations`` block of a multi-turn report: per-turn curves, the turn at which each
conversation first failed, per-turn check means, the user's re-asks.

A curve is the share of conversations still holding by turn t: none of its checks at turns
0..t failed. Which curves a conversation is on follows from its task and its user's plan (not
from the verdicts it happened to get), so a conversation that stopped early (a call failed for
good) or never started counts, failing from the turn it stopped at: failures never flatter a
curve. A check the judge could not decide neither fails nor passes it. A rule's curve counts
the conversations the rule was in force in by that turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rolemrc.core import FailedRow, TestRow, get_task
from rolemrc.eval._conversation import (
    CHARACTER_CURVE,
    CURVE_BY_ASPECT,
    RULE_CURVE_PREFIX,
    Conversation,
    TurnVerdict,
    conversation_outcome,
)
from rolemrc.eval._user_sim import Pressure, plan_turn, pressure_of, pressure_summary

ALL_CHECKS = "all_checks"
EARLIER_RULES = "earlier_rules"

CURVE_LABELS = {
    ALL_CHECKS: "every check holds",
    CHARACTER_CURVE: "in character",
    "knowledge_boundary": "inside the knowledge boundary",
    "nested_rule": "the system prompt's nested rule",
    EARLIER_RULES: "rules given in earlier turns",
}


def curve_label(curve: str) -> str:
    """A curve's title in a report."""
    if curve.startswith(RULE_CURVE_PREFIX):
        return f"user rule {curve.removeprefix(RULE_CURVE_PREFIX)}"
    return CURVE_LABELS.get(curve, curve)


def _curves_from(row: TestRow, turns: int) -> dict[str, int]:
    """The curves a row's conversation is on, each with the turn it comes into force."""
    curves = {ALL_CHECKS: 0, CHARACTER_CURVE: 0}
    for aspect in get_task(row.task).aspects:
        curves.setdefault(CURVE_BY_ASPECT[aspect], 0)
    for turn in range(1, turns + 1):
        for rule in plan_turn(row, turn).adds:
            curves.setdefault(f"{RULE_CURVE_PREFIX}{rule.name}", turn)
    if turns >= 2:
        curves[EARLIER_RULES] = 1
    return curves


def _in_curve(verdict: TurnVerdict, curve: str) -> bool:
    if curve == ALL_CHECKS:
        return True
    if curve == EARLIER_RULES:
        return verdict.earlier_rule
    return verdict.curve == curve


def summarize_conversations(
    turns: int,
    user: str,
    rows: Sequence[TestRow],
    conversations: Sequence[Conversation],
    verdicts: Sequence[TurnVerdict],
    failed_rows: Sequence[FailedRow],
) -> dict[str, Any]:
    """The report's ``conversations`` block (see the module docstring) of ``rows`` continued for
    ``turns`` turns by ``user``."""
    by_id = {conversation.id: conversation for conversation in conversations}
    reasons = {row.id: f"{row.stage}: {row.reason}" for row in failed_rows}
    turn_range = range(turns + 1)
    curve_counts: dict[str, dict[str, list[int]]] = {}
    first_failures = [0] * (turns + 1)
    never_failed = 0
    entries = []
    pressures: dict[str, int] = {}
    for row in rows:
        conversation = by_id.get(row.id)
        own = [v for v in verdicts if v.conversation == row.id]
        stopped_at = _stopped_at(row, conversation, own, turns, row.id in reasons)
        on_curves = _curves_from(row, turns)
        failed_turns = {
            curve: min(
                [v.turn for v in own if v.score == 0 and _in_curve(v, curve)]
                + ([stopped_at] if stopped_at is not None else []),
                default=None,
            )
            for curve in on_curves
        }
        for curve, since in on_curves.items():
            counts = curve_counts.setdefault(
                curve, {"in_force": [0] * (turns + 1), "holding": [0] * (turns + 1)}
            )
            failed_at = failed_turns[curve]
            for turn in turn_range:
                if turn < since:
                    continue
                counts["in_force"][turn] += 1
                counts["holding"][turn] += failed_at is None or failed_at > turn
        first = failed_turns[ALL_CHECKS]
        if first is None:
            never_failed += 1
        else:
            first_failures[first] += 1
        pressure = pressure_of(row.task).value
        pressures[pressure] = pressures.get(pressure, 0) + 1
        outcome = conversation_outcome(own, conversation.n_turns if conversation else 0)
        entries.append(
            {
                "id": row.id,
                "task": row.task,
                "pressure": pressure,
                "turns": conversation.n_turns if conversation else 0,
                "stopped_at": stopped_at,
                "stopped_because": reasons.get(row.id) if stopped_at is not None else None,
                "first_failure": first,
                "worst": outcome.worst,
                "mean": outcome.mean,
                "user_reasks": (
                    sum(turn.user.reasks for turn in conversation.turns) if conversation else 0
                ),
            }
        )
    curves = {
        curve: {
            "label": curve_label(curve),
            "in_force": counts["in_force"],
            "still": [
                holding / in_force if in_force else None
                for holding, in_force in zip(counts["holding"], counts["in_force"], strict=True)
            ],
        }
        for curve, counts in sorted(curve_counts.items(), key=lambda item: _curve_order(item[0]))
    }
    return {
        "turns": turns,
        "user": user,
        "n_conversations": len(rows),
        "completed": sum(1 for entry in entries if entry["stopped_at"] is None),
        "pressures": {
            name: {"n": count, "summary": pressure_summary(Pressure(name))}
            for name, count in sorted(pressures.items())
        },
        "curves": curves,
        "first_failure": {"by_turn": first_failures, "never": never_failed},
        "by_turn": _by_turn(verdicts, turns),
        "user_reasks": {
            "total": sum(entry["user_reasks"] for entry in entries),
            "turns_reasked": sum(1 for c in conversations for turn in c.turns if turn.user.reasks),
            "user_turns": sum(c.n_turns for c in conversations),
        },
        "conversations": entries,
    }


def _stopped_at(
    row: TestRow,
    conversation: Conversation | None,
    own: Sequence[TurnVerdict],
    turns: int,
    failed: bool,
) -> int | None:
    """The turn a conversation stopped at (it failed for good there), or None: the turn after
    its last; for one judged in full but with a failed judge call, its first turn that lacks a
    verdict of an aspect its task routes to."""
    if conversation is None:
        return 0
    if conversation.n_turns < turns:
        return conversation.n_turns + 1
    if not failed:
        return None
    aspects = {aspect.value for aspect in get_task(row.task).aspects}
    for turn in range(turns + 1):
        judged = {v.check for v in own if v.turn == turn}
        if not aspects <= judged:
            return turn
    return None


def _curve_order(curve: str) -> tuple[int, str]:
    fixed = list(CURVE_LABELS)
    return (fixed.index(curve), curve) if curve in fixed else (len(fixed), curve)


def _by_turn(verdicts: Sequence[TurnVerdict], turns: int) -> list[dict[str, Any]]:
    """Per turn, each check's mean over its decided verdicts, with counts."""
    rows = []
    for turn in range(turns + 1):
        checks: dict[str, dict[str, Any]] = {}
        for verdict in verdicts:
            if verdict.turn != turn:
                continue
            entry = checks.setdefault(verdict.check, {"passed": 0, "n": 0, "undecided": 0})
            if verdict.score is None:
                entry["undecided"] += 1
            else:
                entry["n"] += 1
                entry["passed"] += verdict.score
        rows.append(
            {
                "turn": turn,
                "checks": {
                    check: {
                        "mean": entry["passed"] / entry["n"] if entry["n"] else None,
                        "n": entry["n"],
                        "undecided": entry["undecided"],
                    }
                    for check, entry in sorted(checks.items())
                },
            }
        )
    return rows
