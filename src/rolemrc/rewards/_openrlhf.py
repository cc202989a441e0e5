"""OpenRLHF's reward interfaces: the JSON its remote reward model posts and reads
(``--remote_rm_url http://HOST:PORT/get_reward``, served by :class:`RewardServer`) and the
Python ``reward_func`` it loads from a file (``--remote_rm_url path/to/reward.py``).

Both receive ``queries`` (prompt plus response, as the tokenizer decodes them), ``prompts``
(the templated prompt) and ``labels`` (the dataset's ``--label_key`` column: here ``rl.jsonl``'s
``label``, :func:`rolemrc.core.row_label`), and answer ``{"rewards": [...], "scores": [...],
"extra_logs": {...}}``: ``rewards`` the sum of the named rewards that apply (for the advantage),
``scores`` their mean (in [0, 1] for 0/1 verdicts: what ``--dynamic_filtering`` reads), and
``extra_logs`` one list per reward and ``applies``.

OpenRLHF decodes the query with its special tokens kept, so a response ends with the
end-of-turn token's text (``<|im_end|>``, ``</s>``, ``<end_of_turn>``, ...): trailing special
tokens are removed before any reward sees the response.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rolemrc.core import InputError
from rolemrc.llm import ModelAccess
from rolemrc.rewards._functions import (
    CombinedScore,
    RewardFunction,
    build_rewards,
    combined_scores,
)
from rolemrc.rewards._judges import reward_judge
from rolemrc.rewards._labels import labelled_row
from rolemrc.rewards._rows import RewardRow

_TRAILING_SPECIAL_TOKENS = re.compile(
    r"(?:\s*(?:<\|[A-Za-z0-9_.:-]+\|>|</s>|<eos>|<end_of_turn>|<\|endoftext\|>))+\s*\Z"
)

OpenRLHFRewardFunc = Callable[..., dict[str, Any]]


def strip_special_tokens_tail(text: str) -> str:
    """``text`` without the special tokens that end it (``"Hi.<|im_end|>"`` gives ``"Hi."``)."""
    return _TRAILING_SPECIAL_TOKENS.sub("", text)


def openrlhf_rows(
    queries: Sequence[Any], prompts: Sequence[Any], labels: Sequence[Any]
) -> list[RewardRow]:
    """The rows of one OpenRLHF batch: each response is what follows its prompt in its query.
    Raises :class:`InputError` naming ``query[i]``, ``prompts[i]`` or ``labels[i]``."""
    for name, values in (("prompts", prompts), ("labels", labels)):
        if len(values) != len(queries):
            raise InputError(
                f"'{name}' has {len(values)} items, 'query' has {len(queries)}", field=name
            )
    rows = []
    for index, (query, prompt, label) in enumerate(zip(queries, prompts, labels, strict=True)):
        if not isinstance(query, str):
            raise InputError("must be a string", field=f"query[{index}]")
        if not isinstance(prompt, str):
            raise InputError("must be a string", field=f"prompts[{index}]")
        if not query.startswith(prompt):
            raise InputError("the query does not begin with its prompt", field=f"query[{index}]")
        response = strip_special_tokens_tail(query[len(prompt) :])
        rows.append(labelled_row(prompt, response, label, field=f"labels[{index}]"))
    return rows


def openrlhf_answer(scores: Sequence[CombinedScore]) -> dict[str, Any]:
    """The answer OpenRLHF reads, for rows scored by the same rewards."""
    names = list(scores[0].values) if scores else []
    return {
        "rewards": [score.total for score in scores],
        "scores": [score.mean for score in scores],
        "extra_logs": {
            **{name: [score.logged()[name] for score in scores] for name in names},
            "applies": [float(score.applies) for score in scores],
        },
    }


def openrlhf_reward_func(
    reward: str | Sequence[str] = "aggregate",
    judge: str | ModelAccess = "rules",
    *,
    weights: Mapping[str, float] | None = None,
) -> OpenRLHFRewardFunc:
    """A ``reward_func(queries, prompts, labels, **kwargs)`` for OpenRLHF's file mode, scoring
    with the rewards ``reward`` names on ``judge``. In the file OpenRLHF loads::

        from rolemrc.rewards import openrlhf_reward_func
        reward_func = openrlhf_reward_func("aggregate,format", judge="rules")
    """
    rewards: list[RewardFunction] = build_rewards(reward, reward_judge(judge), weights=weights)

    def reward_func(
        queries: Sequence[Any], prompts: Sequence[Any], labels: Sequence[Any], **_: Any
    ) -> dict[str, Any]:
        return openrlhf_answer(combined_scores(rewards, openrlhf_rows(queries, prompts, labels)))

    return reward_func
