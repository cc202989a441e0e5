"""A verl reward function: ``compute_score(data_source, solution_str, ground_truth, extra_info)``.

verl calls it once per response (``custom_reward_function.path`` pointing at this module's file,
or a file that imports it; ``custom_reward_function.name=compute_score``), with ``ground_truth``
from the row's ``reward_model.ground_truth`` and ``extra_info`` from its ``extra_info`` column.
Here ``ground_truth`` is the reference and ``extra_info`` holds ``task`` and ``question`` (the
prompt messages) or a ``label`` (:func:`rolemrc.core.row_label`). Which rewards and judge:
the ``reward`` and ``judge`` keyword arguments (verl's ``custom_reward_function.reward_kwargs``),
by default the rules judge's aggregate.

The answer is a dict: ``score`` (the sum of the named rewards that apply; 0.0 where none does:
applicability depends on the task alone, so a whole GRPO group gets 0 and no advantage) and
one entry per reward, with ``applies`` telling the two cases apart in verl's logs.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

from rolemrc.core import InputError
from rolemrc.rewards._functions import RewardFunction, build_rewards
from rolemrc.rewards._judges import reward_judge
from rolemrc.rewards._labels import labelled_row

_REWARDS: dict[tuple[str, str], list[RewardFunction]] = {}
_LOCK = threading.Lock()


def _rewards(reward: str, judge: str) -> list[RewardFunction]:
    with _LOCK:
        key = (reward, judge)
        if key not in _REWARDS:
            _REWARDS[key] = build_rewards(reward, reward_judge(judge))
        return _REWARDS[key]


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
    info = dict(extra_info or {})
    label = info.get("label")
    if label is None:
        if info.get("question") is None:
            raise InputError(
                "extra_info needs 'question' (the prompt messages) or 'label'",
                field="extra_info.question",
            )
        label = {"task": info.get("task"), "reference": ground_truth, "question": info["question"]}
    row = labelled_row(None, solution_str, label, field="extra_info")
    scored: dict[str, float] = {}
    total, applied = 0.0, False
    for function in _rewards(reward, judge):
        [value] = function.score([row])
        scored[function.name] = value if value is not None else 0.0
        if value is not None:
            total += value
            applied = True
    return {"score": total, "applies": float(applied), **scored}
