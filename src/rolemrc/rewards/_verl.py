"""verl reward functions: ``compute_score`` and ``compute_score_async``, called as
``(data_source, solution_str, ground_truth, extra_info)`` once per response.

verl loads ``custom_reward_function.name`` from ``custom_reward_function.path`` (a file that
imports one of these) and merges ``custom_reward_function.reward_kwargs`` into each call. Its
reward loop awaits a coroutine function and runs a plain one in a worker thread; its older
reward managers call a plain function directly. Use ``compute_score_async`` with the reward
loop: concurrent calls are gathered into one batch (:class:`ScoreBatcher`), so a judge model
sees many rows' calls at once, under its own concurrency bound, instead of one row's at a time.

``ground_truth`` is the reference (``reward_model.ground_truth``); ``extra_info`` holds ``task``
and ``question`` (the prompt messages) or a ``label`` (:func:`rolemrc.core.row_label`); other
keys verl adds (``num_turns``, ``rollout_reward_scores``, ...) are ignored. Which rewards and
judge: the ``reward`` and ``judge`` keyword arguments, by default the rules judge's aggregate.

The answer is a dict: ``score`` (the sum of the named rewards that apply; 0.0 where none does:
applicability depends on the task alone, so a whole GRPO group gets 0 and no advantage) and one
entry per reward, with ``applies`` telling the two cases apart; verl logs every key.
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from collections.abc import Mapping
from typing import Any

from rolemrc.core import InputError
from rolemrc.rewards._functions import CombinedScore, RewardFunction, build_rewards, combined_scores
from rolemrc.rewards._judges import reward_judge
from rolemrc.rewards._labels import labelled_row
from rolemrc.rewards._rows import RewardRow

DEFAULT_BATCH_WINDOW_S = 0.01
"""How long the first call of a batch waits for others to join it."""

_REWARDS: dict[tuple[str, str], list[RewardFunction]] = {}
_LOCK = threading.Lock()


def _rewards(reward: str, judge: str) -> list[RewardFunction]:
    with _LOCK:
        key = (reward, judge)
        if key not in _REWARDS:
            _REWARDS[key] = build_rewards(reward, reward_judge(judge))
        return _REWARDS[key]


def _row(
    solution_str: str, ground_truth: str | None, extra_info: Mapping[str, Any] | None
) -> RewardRow:
    info = dict(extra_info or {})
    label = info.get("label")
    if label is None:
        if info.get("question") is None:
            raise InputError(
                "extra_info needs 'question' (the prompt messages) or 'label'",
                field="extra_info.question",
            )
        label = {"task": info.get("task"), "reference": ground_truth, "question": info["question"]}
    return labelled_row(None, solution_str, label, field="extra_info")


def _answer(score: CombinedScore) -> dict[str, float]:
    return {"score": score.total, "applies": float(score.applies), **score.logged()}


def compute_score(
    data_source: str,
    solution_str: str,
    ground_truth: str | None,
    extra_info: Mapping[str, Any] | None = None,
    *,
    reward: str = "aggregate",
    judge: str = "rules",
    **_: Any,
) -> dict[str, float]:
    """The score of one response (see the module docs); ``data_source`` is not used."""
    row = _row(solution_str, ground_truth, extra_info)
    [score] = combined_scores(_rewards(reward, judge), [row])
    return _answer(score)


class ScoreBatcher:
    """Gathers the rows of concurrent calls on one event loop into batches: the first call waits
    ``window_s`` for others, then the batch is scored in a worker thread (the event loop keeps
    running) and each call gets its own answer. A batch that fails fails each of its calls."""

    def __init__(self, rewards: list[RewardFunction], window_s: float) -> None:
        self.rewards = rewards
        self.window_s = window_s
        self._pending: list[tuple[RewardRow, asyncio.Future[CombinedScore]]] = []
        self._flushing: set[asyncio.Task[None]] = set()

    async def score(self, row: RewardRow) -> CombinedScore:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[CombinedScore] = loop.create_future()
        self._pending.append((row, future))
        if len(self._pending) == 1:  # a task of its own: a cancelled caller stops no batch
            task = loop.create_task(self._flush())
            self._flushing.add(task)
            task.add_done_callback(self._flushing.discard)
        return await future

    async def _flush(self) -> None:
        await asyncio.sleep(self.window_s)
        batch, self._pending = self._pending, []
        try:
            scores = await asyncio.to_thread(
                combined_scores, self.rewards, [row for row, _ in batch]
            )
        except Exception as error:
            for _, waiting in batch:
                if not waiting.done():
                    waiting.set_exception(error)
        else:
            for (_, waiting), scored in zip(batch, scores, strict=True):
                if not waiting.done():
                    waiting.set_result(scored)


_BATCHERS: weakref.WeakKeyDictionary[
    asyncio.AbstractEventLoop, dict[tuple[str, str, float], ScoreBatcher]
] = weakref.WeakKeyDictionary()


async def compute_score_async(
    data_source: str,
    solution_str: str,
    ground_truth: str | None,
    extra_info: Mapping[str, Any] | None = None,
    *,
    reward: str = "aggregate",
    judge: str = "rules",
    batch_window_s: float = DEFAULT_BATCH_WINDOW_S,
    **_: Any,
) -> dict[str, float]:
    """:func:`compute_score` for verl's reward loop: the same answer, with concurrent calls
    scored together (``batch_window_s``: how long a batch waits for more calls)."""
    row = _row(solution_str, ground_truth, extra_info)
    rewards = _rewards(reward, judge)
    batchers = _BATCHERS.setdefault(asyncio.get_running_loop(), {})
    key = (reward, judge, batch_window_s)
    batcher = batchers.setdefault(key, ScoreBatcher(rewards, batch_window_s))
    return _answer(await batcher.score(row))
