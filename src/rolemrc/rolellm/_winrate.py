"""Pairwise win rate (RoleLLM's GPT-based comparison of two systems' answers).

Each question is judged twice, once with system A's answer shown first and once with B's first,
which cancels the judge's preference for a position. A verdict counts 1 for the system it
picks and 0.5 each for a tie; an item's score for A is the mean of its parsed verdicts, and the
win rate is the mean over items, with a 95% bootstrap interval. Verdicts that do not parse are
counted and left out; an item with none is left out too. Items whose two verdicts pick
different systems are counted as position-inconsistent.

Items are rows, so a question asked twice is judged twice. Without a split, each line of A's file
is a row and B's lines are matched to them; with ``split``, both files are matched to the split's
rows and an item is a row both answer. Matching is ``rolemrc.rolellm._matching``'s (by id, by
position, or by role and question with repeats in order of occurrence).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rolemrc import __version__
from rolemrc.core import (
    ConfigError,
    InputError,
    Message,
    Stage,
    find_echo,
    run_stage,
    write_json,
)
from rolemrc.llm import (
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelAccess,
    UsageMeter,
    model_work,
)
from rolemrc.rolellm._data import read_rolebench_rows, split_file
from rolemrc.rolellm._matching import (
    AnswerLine,
    RowKey,
    match_answers,
    read_responses,
    require_answers,
    row_keys,
)
from rolemrc.rolellm._metrics import summarize
from rolemrc.rolellm._prerequisites import check_rolellm_prerequisites
from rolemrc.rolellm._profiles import ProfileBook, load_local_profiles
from rolemrc.rolellm._templates import render_prompt

Verdict = Literal["a", "b", "tie"]
Order = Literal["ab", "ba"]
JUDGEMENTS_FILE = "judgements.jsonl"
WINRATE_FILE = "winrate.json"
_WINNER = re.compile(r"winner\s*[:：]\s*\**\s*(1|2|tie)\b", re.IGNORECASE)
# Verdicts listed as choices rather than made: the instruction's '"Winner: 1", "Winner: 2" or
# "Winner: tie"' when a judge repeats it, "Winner: 1 / Winner: tie", "Winner: 1 or 2".
_LISTED_BETWEEN = re.compile(r"[\s*\"“”'`]*(?:,|/|\bor\b)[\s*\"“”'`]*", re.IGNORECASE)
_OFFERED_AFTER = re.compile(r"[\s*\"“”'`]*(?:or|/)\s*\**\s*(?:1|2|tie)\b", re.IGNORECASE)


class WinRateConfig(BaseModel):
    """What defines a win-rate run. Holds no secrets."""

    model_config = ConfigDict(extra="forbid")

    a: Path
    b: Path
    judge_access: ModelAccess
    out: Path
    a_label: str | None = None
    b_label: str | None = None
    split: str | None = None
    profiles: Path | None = None
    limit: int | None = Field(default=None, ge=1)
    temperature: float = Field(default=0.0, ge=0.0)
    max_new_tokens: int = Field(default=256, ge=1)
    n_bootstrap: int = Field(default=1000, ge=0)
    progress: bool = True

    @property
    def judge(self) -> str:
        """The judge's model spec."""
        return self.judge_access.model


class PairJudgement(BaseModel):
    """One judge call: the item (its index among the judged items), the row it is (its id, and
    its position in the split, or in A's file without a split), which order the answers were
    shown in, the raw reply and the verdict."""

    item: int
    id: str
    position: int
    role: str
    question: str
    order: Order
    verdict: Verdict | None
    raw: str


def parse_winner(
    text: str, order: Order, *, prompt: str | None = None, quoted: Sequence[str] = ()
) -> Verdict | None:
    """The system the judge's own verdict picks (its last ``Winner:`` that is not one of a list
    of choices), mapped through the shown order. None when there is none, when it offers a
    choice ("Winner: 1 or 2"), or when the reply repeats ``prompt`` (the judge prompt; the texts
    it shows, ``quoted``, may be quoted): the verdict lines of an echo are the instruction's, not
    the judge's."""
    if prompt is not None and find_echo(text, [("the judge prompt", prompt)], allowed=quoted):
        return None
    found = list(_WINNER.finditer(text))
    listed = {
        match.start()
        for before, after in itertools.pairwise(found)
        if _LISTED_BETWEEN.fullmatch(text, before.end(), after.start())
        for match in (before, after)
    }
    found = [match for match in found if match.start() not in listed]
    if not found or _OFFERED_AFTER.match(text, found[-1].end()):
        return None
    choice = found[-1].group(1).lower()
    if choice == "tie":
        return "tie"
    first: Verdict = "a" if order == "ab" else "b"
    second: Verdict = "b" if order == "ab" else "a"
    return first if choice == "1" else second


def judge_prompt(role: str, description: str, question: str, first: str, second: str) -> str:
    return render_prompt(
        "winrate_judge.j2",
        role=role,
        description=description.strip(),
        question=question.strip(),
        first=first.strip(),
        second=second.strip(),
    )


@dataclass(frozen=True)
class PairedItem:
    """One row both systems answer."""

    id: str
    position: int
    role: str
    question: str
    answer_a: str
    answer_b: str


@dataclass(frozen=True)
class Pairing:
    """The items to judge, how each file was matched, and what only one side answers."""

    items: list[PairedItem]
    matched_by: dict[str, str]
    only_a: int
    only_b: int


def pair_answers(a: Path, b: Path, split: str | None = None) -> Pairing:
    """The rows both answer files answer, in row order: the split's rows when ``split`` is
    given (every line of either file must answer one), else the lines of ``a``."""
    lines_a, lines_b = read_responses(a), read_responses(b)
    if split is None:
        rows = [RowKey(id=line.id, role=line.role, question=line.question) for line in lines_a]
        match_b = match_answers(rows, lines_b, path=b, rows_source=str(a))
        answers_a: list[AnswerLine | None] = list(lines_a)
        answers_b = match_b.answers
        matched_by = {"b": str(match_b.method)}
        only_b = len(match_b.unmatched)
    else:
        path, _, _ = split_file(split)
        rows = row_keys(read_rolebench_rows(path))
        matches = {
            name: match_answers(rows, lines, path=source, rows_source=split)
            for name, lines, source in (("a", lines_a, a), ("b", lines_b, b))
        }
        for name, source in (("a", a), ("b", b)):
            require_answers(matches[name], rows, count=0, path=source, rows_source=split)
        answers_a, answers_b = matches["a"].answers, matches["b"].answers
        matched_by = {name: str(match.method) for name, match in matches.items()}
        only_b = sum(
            1
            for answer_a, answer_b in zip(answers_a, answers_b, strict=True)
            if answer_a is None and answer_b is not None
        )
    items = [
        PairedItem(
            id=row.id or f"row-{position:05d}",
            position=position,
            role=row.role,
            question=row.question,
            answer_a=answer_a.response,
            answer_b=answer_b.response,
        )
        for position, (row, answer_a, answer_b) in enumerate(
            zip(rows, answers_a, answers_b, strict=True)
        )
        if answer_a is not None and answer_b is not None
    ]
    only_a = sum(
        1
        for answer_a, answer_b in zip(answers_a, answers_b, strict=True)
        if answer_a is not None and answer_b is None
    )
    if not items:
        raise InputError(f"no question is answered in both files (the other: {b})", path=a)
    return Pairing(items=items, matched_by=matched_by, only_a=only_a, only_b=only_b)


def summarize_verdicts(
    n_items: int, judgements: Sequence[PairJudgement], n_bootstrap: int
) -> dict[str, Any]:
    """Win rate of A with its interval, and the counts behind it."""
    points = {"a": 1.0, "tie": 0.5, "b": 0.0}
    per_item: list[list[Verdict]] = [[] for _ in range(n_items)]
    for judgement in judgements:
        if judgement.verdict is not None:
            per_item[judgement.item].append(judgement.verdict)
    scores = [sum(points[v] for v in votes) / len(votes) for votes in per_item if votes]
    parsed = [j for j in judgements if j.verdict is not None]
    first_picked = sum(
        1 for j in parsed if j.verdict != "tie" and (j.verdict == "a") == (j.order == "ab")
    )
    decided = sum(1 for j in parsed if j.verdict != "tie")
    return {
        "win_rate": summarize(scores, n_bootstrap=n_bootstrap),
        "n_items": n_items,
        "n_judged_items": len(scores),
        "wins": sum(1 for score in scores if score > 0.5),
        "losses": sum(1 for score in scores if score < 0.5),
        "ties": sum(1 for score in scores if score == 0.5),
        "position_inconsistent": sum(1 for votes in per_item if {"a", "b"} <= set(votes)),
        "unparsed_calls": len(judgements) - len(parsed),
        "unjudged_items": n_items - len(scores),
        "first_position_rate": first_picked / decided if decided else None,
    }


def run_winrate(config: WinRateConfig) -> dict[str, Any]:
    """Judge A against B on every shared question in both orders; writes ``judgements.jsonl``
    and ``winrate.json`` into ``config.out`` and returns the summary."""
    if config.a.resolve() == config.b.resolve():
        raise ConfigError("system A and system B are the same file")
    check_rolellm_prerequisites(
        out=config.out,
        model=("judge", config.judge_access, "judge_base_url"),
    )
    pairing = pair_answers(config.a, config.b, config.split)
    items = pairing.items[: config.limit] if config.limit is not None else pairing.items
    book: ProfileBook | None = load_local_profiles(config.profiles) if config.profiles else None

    def description(role: str) -> str:
        profile = book.profiles.get(role) if book is not None else None
        return profile.description if profile is not None else ""

    params = GenerationParams(temperature=config.temperature, max_new_tokens=config.max_new_tokens)
    calls: list[tuple[int, Order]] = [
        (index, order) for index in range(len(items)) for order in ("ab", "ba")
    ]
    usage = UsageMeter()

    def shown(call: tuple[int, Order]) -> tuple[str, str, str]:
        """The question and the two answers in the order ``call`` shows them."""
        item = items[call[0]]
        pair = (item.answer_a, item.answer_b) if call[1] == "ab" else (item.answer_b, item.answer_a)
        return item.question, *pair

    def prompt(call: tuple[int, Order]) -> str:
        item = items[call[0]]
        return judge_prompt(item.role, description(item.role), *shown(call))

    def requests(pending: Sequence[tuple[int, Order]]) -> list[ChatRequest]:
        return [
            ChatRequest(messages=(Message(role="user", content=prompt(call)),), params=params)
            for call in pending
        ]

    def verdict(call: tuple[int, Order], result: ChatResult) -> PairJudgement:
        index, order = call
        return PairJudgement(
            item=index,
            id=items[index].id,
            position=items[index].position,
            role=items[index].role,
            question=items[index].question,
            order=order,
            verdict=parse_winner(result.text, order, prompt=prompt(call), quoted=shown(call)),
            raw=result.text,
        )

    # verdicts land in judgements.jsonl as they come; a new run judges afresh (the LLM cache
    # answers what an earlier one asked)
    stage = Stage(
        name="judging pairs",
        path=config.out / JUDGEMENTS_FILE,
        record=PairJudgement,
        items=calls,
        item_id=_call_key,
        work=model_work(
            config.judge_access,
            requests,
            verdict,
            description="judging pairs",
            usage=usage,
            progress=config.progress,
            failures_stop=True,
        ),
        record_key=lambda judgement: _call_key((judgement.item, judgement.order)),
        start_over=True,
    )
    judgements = run_stage(stage).in_order_of([_call_key(call) for call in calls])
    summary = {
        "schema_version": 1,
        "rolemrc_version": __version__,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "a": config.a_label or str(config.a),
        "b": config.b_label or str(config.b),
        "judge": config.judge,
        "split": config.split,
        "matched_by": pairing.matched_by,
        "answered_by_a_only": pairing.only_a,
        "answered_by_b_only": pairing.only_b,
        "limit": config.limit,
        "method": "each question judged twice with the answers' order swapped; a win counts 1, "
        "a tie 0.5; item score = mean of its parsed verdicts; 95% percentile bootstrap over items",
        **summarize_verdicts(len(items), judgements, config.n_bootstrap),
        "usage": usage.usage.model_dump(),
    }
    write_json(config.out / WINRATE_FILE, summary)
    return summary


def _call_key(call: tuple[int, Order]) -> str:
    """A judge call's key: the item's index and the order the answers were shown in."""
    index, order = call
    return f"{index}:{order}"
