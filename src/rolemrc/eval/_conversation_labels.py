"""Hand-labelled multi-turn conversations, and a judge's per-turn agreement with them.

Each line of ``data/conversation_labels/<part>.jsonl`` continues a row of the built-in sample
set (``sample_test_rows(rows_per_task=3)``, by id): the opening reply (default: the row's
reference), then each later turn's user message (default: the scripted user's line; one
written in other words must still hold the rule its turn adds) and reply, with a label (1
holds, 0 fails) for every check the turn gets: each aspect the task routes to, staying in
character, and every user rule in force by then. The ``tune`` part may be read while tuning
the offline checks; the ``heldout`` part, written in another voice (other wording, other
roles), is only measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rolemrc.core import InputError, TestRow, get_task
from rolemrc.eval._conversation import Conversation, check_conversation
from rolemrc.eval._judge_protocol import Judge
from rolemrc.eval._sample import sample_test_rows
from rolemrc.eval._user_sim import IN_CHARACTER, ScriptedUser, plan_turn
from rolemrc.rules import find_format_rules

CONVERSATION_LABEL_SPLITS = ("tune", "heldout")
LABELLED_ROWS_PER_TASK = 3
"""The sample set the labelled conversations continue: ``sample_test_rows(rows_per_task=3)``."""


class LabelledTurn(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    user: str | None = None
    reply: str
    labels: dict[str, int] = Field(min_length=1)


class LabelledConversation(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    row: str
    opening: str | None = None
    turns: list[LabelledTurn] = Field(min_length=1)


Labels = dict[tuple[int, str], int]
"""``(turn, check)`` -> label (1 holds, 0 fails)."""


def conversation_labels_path(split: str) -> Path:
    """The shipped labelled part ``split`` (``tune`` or ``heldout``)."""
    if split not in CONVERSATION_LABEL_SPLITS:
        raise InputError(f"no labelled part {split!r}; use one of {CONVERSATION_LABEL_SPLITS}")
    return Path(str(files("rolemrc.eval") / "data" / "conversation_labels" / f"{split}.jsonl"))


@cache
def _sample_rows() -> dict[str, TestRow]:
    return {row.id: row for row in sample_test_rows(rows_per_task=LABELLED_ROWS_PER_TASK)}


def expected_checks(row: TestRow, turn: int) -> set[str]:
    """The checks turn ``turn`` (1, 2, ...) of ``row``'s scripted conversation gets."""
    checks = {aspect.value for aspect in get_task(row.task).aspects} | {IN_CHARACTER}
    for earlier in range(1, turn + 1):
        checks |= {f"rule:{rule.name}" for rule in plan_turn(row, earlier).adds}
    return checks


def read_labelled_conversations(path: Path) -> list[tuple[Conversation, Labels]]:
    """The labelled conversations of ``path``, each as a :class:`Conversation` and its labels;
    an error names the file, line and field."""
    rows = _sample_rows()
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            entry = LabelledConversation.model_validate_json(line)
        except ValidationError as error:
            first = error.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or None
            raise InputError(first["msg"], path=path, line=number, field=field) from None
        row = rows.get(entry.row)
        if row is None:
            raise InputError(f"no sample row {entry.row!r}", path=path, line=number, field="row")
        found.append(_conversation(entry, row, path, number))
    return found


def _conversation(
    entry: LabelledConversation, row: TestRow, path: Path, line: int
) -> tuple[Conversation, Labels]:
    conversation = Conversation.start(row.answered(entry.opening or row.reference, "labelled"))
    labels: Labels = {}
    user = ScriptedUser()
    for turn, labelled in enumerate(entry.turns, start=1):
        said = user.next_turn(row, conversation.messages(), turn)
        if labelled.user is not None:
            for rule in said.adds:
                if rule.name not in {found.name for found, _ in find_format_rules(labelled.user)}:
                    raise InputError(
                        f"the user message must ask for the turn's rule ({rule.text!r})",
                        path=path,
                        line=line,
                        field=f"turns.{turn - 1}.user",
                    )
            said = said.model_copy(update={"message": labelled.user})
        conversation = conversation.continued(said, labelled.reply)
        wanted = expected_checks(row, turn)
        if set(labelled.labels) != wanted or set(labelled.labels.values()) - {0, 1}:
            raise InputError(
                f"turn {turn} needs a 0 or 1 label for each of {sorted(wanted)}, got "
                f"{labelled.labels}",
                path=path,
                line=line,
                field=f"turns.{turn - 1}.labels",
            )
        labels.update({(turn, check): value for check, value in labelled.labels.items()})
    return conversation, labels


def conversation_agreement(
    judge: Judge, labelled: Sequence[tuple[Conversation, Labels]]
) -> dict[str, Any]:
    """``judge`` (with the held-rule checks) against the labels, per turn and per check: how
    many labels, how many the checks decided (coverage), how many of those agree; and the same
    for all turns together and for the rules given in earlier turns."""
    tally: dict[tuple[str, str], list[int]] = {}

    def add(turn_key: str, check: str, label: int, score: int | None) -> None:
        counts = tally.setdefault((turn_key, check), [0, 0, 0])
        counts[0] += 1
        if score is not None:
            counts[1] += 1
            counts[2] += int(score == label)

    for conversation, labels in labelled:
        verdicts = {
            (verdict.turn, verdict.check): verdict
            for verdict in check_conversation(conversation, judge)
            if verdict.turn >= 1
        }
        for (turn, check), label in labels.items():
            verdict = verdicts.get((turn, check))
            score = verdict.score if verdict is not None else None
            for turn_key in (f"turn {turn}", "all turns"):
                add(turn_key, check, label, score)
                add(turn_key, "every check", label, score)
                if verdict is not None and verdict.earlier_rule:
                    add(turn_key, "earlier rules", label, score)
    summary: dict[str, Any] = {}
    for (turn_key, check), (n, decided, agreed) in sorted(tally.items()):
        summary.setdefault(turn_key, {})[check] = {
            "labels": n,
            "decided": decided,
            "coverage": decided / n if n else None,
            "agreement": agreed / decided if decided else None,
        }
    return summary
