"""GRPO with TRL on RoleMRC rewards: the rewards a job names, the checks that matter for RL,
and the trainer.

Before the model loads, a reward that applies to no row of the data is refused (it could only
return None). While training, each reward's values are grouped by prompt: a group whose
completions all receive the same value gives that reward no signal, and the share of such
groups is recorded per reward (and warned about when it reaches :data:`CONSTANT_GROUP_WARNING`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from trl.chat_template_utils import qwen2_5_chat_template

from rolemrc.core import ConfigError, InputError, setting
from rolemrc.eval import pressure_of
from rolemrc.llm import ModelAccess
from rolemrc.rewards import (
    RewardFunction,
    RolePlayEnvironmentFactory,
    build_rewards,
    check_reward_name,
    reward_judge,
)
from rolemrc.train._rl_data import RlPrompt

TOOL_CHAT_TEMPLATE = qwen2_5_chat_template
"""The chat template of a multi-turn run: TRL parses tool calls only in the chat families it
knows, and the policy speaks each turn through the environment's ``say`` tool. Qwen2.5's
(ChatML) is one of them; the trained model is saved with it."""

CONSTANT_GROUP_WARNING = 0.5
"""The share of constant groups from which a reward is warned about."""


class GroupSignal:
    """A reward as TRL calls it, counting the prompt groups its values leave constant."""

    def __init__(self, reward: RewardFunction) -> None:
        self.reward = reward
        self.groups = 0
        self.constant = 0
        self.values = 0
        self.undefined = 0

    @property
    def __name__(self) -> str:
        return self.reward.name

    def __call__(
        self, prompts: Sequence[Any], completions: Sequence[Any], **columns: Any
    ) -> list[float | None]:
        values = self.reward(prompts=prompts, completions=completions, **columns)
        groups: dict[str, list[float]] = {}
        for prompt, value in zip(prompts, values, strict=True):
            self.values += 1
            if value is None:
                self.undefined += 1
                continue
            groups.setdefault(json.dumps(prompt, sort_keys=True), []).append(value)
        for group in groups.values():
            if len(group) > 1:
                self.groups += 1
                self.constant += int(max(group) - min(group) < 1e-12)
        return values

    def summary(self) -> dict[str, Any]:
        share = self.constant / self.groups if self.groups else None
        return {
            "values": self.values,
            "none": self.undefined,  # not applicable to the row, or undecided
            "groups": self.groups,
            "constant_groups": self.constant,
            "constant_group_share": share,
        }

    def warning(self) -> str | None:
        summary = self.summary()
        share = summary["constant_group_share"]
        if share is None or share < CONSTANT_GROUP_WARNING:
            return None
        return (
            f"grpo: reward '{self.reward.name}' was the same for every completion of "
            f"{self.constant} of {self.groups} prompt groups ({share:.0%}): such a group gives "
            "it no signal (more generations, a higher temperature, or a finer reward help)"
        )


def check_rewards_apply(rewards: Sequence[RewardFunction], rows: Sequence[RlPrompt]) -> None:
    """Refuse a reward that applies to no row: it could only return None."""
    for reward in rewards:
        if not any(reward.applies(row.task or None, row.reference) for row in rows):
            tasks = ", ".join(
                f"{task or '(none)'} {count}" for task, count in task_counts(rows).items()
            )
            raise ConfigError(
                f"reward '{reward.name}' applies to no row of the data (tasks: {tasks}); "
                "choose rewards that score these tasks"
            )


def task_counts(rows: Sequence[RlPrompt]) -> dict[str, int]:
    return dict(sorted(Counter(row.task for row in rows).items()))


def grpo_rewards(
    specs: Sequence[str],
    judge: str | ModelAccess,
    rows: Sequence[RlPrompt],
    weights: dict[str, float] | None = None,
    *,
    environment: bool = False,
) -> list[GroupSignal]:
    """The rewards ``specs`` name on ``judge``, checked against ``rows``, each monitored. With
    a multi-turn ``environment`` (which owns its reward) none need be named."""
    if not specs:
        if environment:
            return []
        raise ConfigError(f"grpo needs at least one reward ({setting('rewards')})")
    rewards = build_rewards(specs, reward_judge(judge), weights=weights)
    check_rewards_apply(rewards, rows)
    return [GroupSignal(reward) for reward in rewards]


def grpo_environment(
    turns: int | None,
    reward: str,
    judge: str | ModelAccess,
    rows: Sequence[RlPrompt],
    data: Path,
) -> RolePlayEnvironmentFactory | None:
    """The multi-turn role-play environment of a run with ``turns`` user turns (None: a
    single-turn run, no environment); every row must be of a test task, which the simulated
    user knows how to press."""
    check_reward_name(reward)
    if turns is None:
        return None
    for number, row in enumerate(rows, start=1):
        try:
            pressure_of(row.task)
        except InputError as error:
            raise InputError(error.reason, path=data, line=number, field="task") from None
    return RolePlayEnvironmentFactory(turns=turns, reward=reward, judge=judge)
