"""Pairwise win rate (RoleLLM's GPT-based comparison of two systems' answers).

Each question is judged twice, once with system A's answer shown first and once with B's first,
which cancels the judge's preference for a position. A verdict counts 1 for the system it
picks and 0.5 each for a tie; an item's score for A is the mean of its parsed verdicts, and the
win rate is the mean over items, with a 95% bootstrap interval. Verdicts that do not parse are
counted and left out; an item with none is left out too. Items whose two verdicts pick
different systems are counted as position-inconsistent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rolemrc import __version__
from rolemrc.core import ConfigError, InputError, Message, write_json, write_jsonl
from rolemrc.llm import (
    ChatRequest,
    GenerationParams,
    UsageMeter,
    open_cache,
    open_model,
    run_chat,
)
from rolemrc.rolellm._data import match_answers, read_responses
from rolemrc.rolellm._metrics import summarize
from rolemrc.rolellm._profiles import ProfileBook, load_local_profiles
from rolemrc.rolellm._records import RoleBenchRow
from rolemrc.rolellm._templates import render_prompt

Verdict = Literal["a", "b", "tie"]
Order = Literal["ab", "ba"]
JUDGEMENTS_FILE = "judgements.jsonl"
WINRATE_FILE = "winrate.json"
_WINNER = re.compile(r"winner\s*[:：]\s*\**\s*(1|2|tie)\b", re.IGNORECASE)


class WinRateConfig(BaseModel):
    """What defines a win-rate run. Holds no secrets."""

    model_config = ConfigDict(extra="forbid")

    a: Path
    b: Path
    judge: str
    out: Path
    a_label: str | None = None
    b_label: str | None = None
    profiles: Path | None = None
    limit: int | None = Field(default=None, ge=1)
    judge_base_url: str | None = None
    temperature: float = Field(default=0.0, ge=0.0)
    max_new_tokens: int = Field(default=256, ge=1)
    concurrency: int = Field(default=8, ge=1)
    n_bootstrap: int = Field(default=1000, ge=0)
    cache_path: Path | None = None
    use_cache: bool = True
    progress: bool = True


class PairJudgement(BaseModel):
    """One judge call: which order the answers were shown in, the raw reply, the verdict."""

    item: int
    role: str
    question: str
    order: Order
    verdict: Verdict | None
    raw: str


def parse_winner(text: str, order: Order) -> Verdict | None:
    """The system a reply picks (its last ``Winner:`` line), mapped through the shown order."""
    found = _WINNER.findall(text)
    if not found:
        return None
    choice = found[-1].lower()
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


def _paired_items(config: WinRateConfig) -> list[tuple[str, str, str, str]]:
    """(role, question, answer A, answer B) for the questions both files answer, in A's order."""
    answers_a = read_responses(config.a)
    rows = [
        RoleBenchRow(role=role, question=question, generated=[answer])
        for (role, question), answer in answers_a.items()
    ]
    answers_b = match_answers(rows, read_responses(config.b))
    items = [
        (row.role, row.question, row.generated[0], answer)
        for row, answer in zip(rows, answers_b, strict=True)
        if answer is not None
    ]
    if not items:
        raise InputError(
            f"no question is answered in both files (the other: {config.b})", path=config.a
        )
    return items[: config.limit] if config.limit is not None else items


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
    items = _paired_items(config)
    book: ProfileBook | None = load_local_profiles(config.profiles) if config.profiles else None

    def description(role: str) -> str:
        profile = book.profiles.get(role) if book is not None else None
        return profile.description if profile is not None else ""

    params = GenerationParams(temperature=config.temperature, max_new_tokens=config.max_new_tokens)
    calls: list[tuple[int, Order]] = [
        (index, order) for index in range(len(items)) for order in ("ab", "ba")
    ]
    requests = []
    for index, order in calls:
        role, question, answer_a, answer_b = items[index]
        first, second = (answer_a, answer_b) if order == "ab" else (answer_b, answer_a)
        prompt = judge_prompt(role, description(role), question, first, second)
        requests.append(
            ChatRequest(messages=(Message(role="user", content=prompt),), params=params)
        )
    model = open_model(
        config.judge,
        base_url=config.judge_base_url,
        max_concurrency=config.concurrency,
        cache=open_cache(enabled=config.use_cache, path=config.cache_path),
    )
    usage = UsageMeter()
    try:
        results = run_chat(
            model, requests, usage=usage, progress=config.progress, description="judging pairs"
        )
    finally:
        model.close()
    judgements = [
        PairJudgement(
            item=index,
            role=items[index][0],
            question=items[index][1],
            order=order,
            verdict=parse_winner(result.text, order),
            raw=result.text,
        )
        for (index, order), result in zip(calls, results, strict=True)
    ]
    summary = {
        "schema_version": 1,
        "rolemrc_version": __version__,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "a": config.a_label or str(config.a),
        "b": config.b_label or str(config.b),
        "judge": config.judge,
        "method": "each question judged twice with the answers' order swapped; a win counts 1, "
        "a tie 0.5; item score = mean of its parsed verdicts; 95% percentile bootstrap over items",
        **summarize_verdicts(len(items), judgements, config.n_bootstrap),
        "usage": usage.usage.model_dump(),
    }
    write_jsonl(config.out / JUDGEMENTS_FILE, judgements)
    write_json(config.out / WINRATE_FILE, summary)
    return summary
