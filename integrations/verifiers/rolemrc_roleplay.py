"""RoleMRC multi-turn role-play as a verifiers v1 taskset (id ``rolemrc-roleplay``).

Each task is a RoleMRC test row: the role's system prompt and the row's conversation as the
prompt. The taskset's env (:class:`RolePlayEnv`) opens the row's interaction, takes the
assistant's answer, then speaks rolemrc's scripted user for ``turns`` turns (the pressure its
task calls for: insisting on an answer, pushing the role out of character, piling on format
rules, overriding a directive), each through ``interaction.turn``, verifiers' user-simulation
mechanism for a scripted user. The rewards rebuild the conversation from the trace, check every
assistant turn with the rules judge (or a judge model) and every rule in force, and score it as a
whole: ``worst`` (the reward, weight 1), ``mean`` and ``first_failure`` (recorded at weight 0;
reweight them with the task config's ``rewards``). Unanswered turns count as failed.

Install beside rolemrc: ``pip install ./integrations/verifiers`` (verifiers >= 0.4, which has
v1), then evaluate with verifiers' CLI or ``run_eval``: ``eval rolemrc-roleplay -m MODEL ...``.
"""

from __future__ import annotations

from typing import Any

import verifiers.v1 as vf
from verifiers.v1.types import content_text

from rolemrc.core import Message, TestRow
from rolemrc.eval import ScriptedUser, conversation_outcome, sample_test_rows
from rolemrc.rewards import (
    DEFAULT_TURNS,
    RolePlaySession,
    reward_judge,
)


class RolePlayConfig(vf.TasksetConfig):
    turns: int = DEFAULT_TURNS
    """User turns after the row's own question (at least one)."""
    rows_per_task: int = 1
    """Rows of the built-in sample test set per test task (18 tasks)."""
    judge: str = "rules"
    """The judge of every assistant turn: ``rules`` (offline) or a model spec."""


class RolePlayData(vf.TaskData):
    task: str
    reference: str
    turns: int
    judge: str = "rules"


class RolePlayTask(vf.Task[RolePlayData, vf.State, vf.TaskConfig]):
    @property
    def row(self) -> TestRow:
        """The test row this task continues."""
        prompt = self.data.prompt if isinstance(self.data.prompt, list) else []
        question = [Message(role="system", content=self.data.system_prompt or "")]
        question += [Message(role=turn.role, content=content_text(turn.content)) for turn in prompt]
        return TestRow(
            id=self.data.id or "row",
            question=question,
            reference=self.data.reference,
            task=self.data.task,
        )

    def _session(self, trace: vf.Trace) -> RolePlaySession:
        """The conversation of ``trace``: its assistant replies, the scripted user's turns."""
        session = RolePlaySession(self.row, ScriptedUser(), self.data.turns)
        for message in trace.assistant_messages:
            if session.reply(str(message.content or "")) is None:
                break
        return session

    def _reward(self, trace: vf.Trace, kind: Any) -> float:
        session = self._session(trace)
        value = session.reward(_judge(self.data.judge), kind)
        return 0.0 if value is None else value

    @vf.reward(weight=1.0)
    async def worst(self, trace: vf.Trace) -> float:
        return self._reward(trace, "worst")

    @vf.reward(weight=0.0)
    async def mean(self, trace: vf.Trace) -> float:
        return self._reward(trace, "mean")

    @vf.reward(weight=0.0)
    async def first_failure(self, trace: vf.Trace) -> float:
        return self._reward(trace, "first_failure")

    @vf.metric
    async def decided_checks(self, trace: vf.Trace) -> float:
        """How many checks the judge decided (0: the rewards above carry no information)."""
        session = self._session(trace)
        if session.conversation is None:
            return 0.0
        verdicts = session.check(_judge(self.data.judge))
        return float(conversation_outcome(verdicts, session.conversation.n_turns).decided)


_JUDGES: dict[str, Any] = {}


def _judge(name: str) -> Any:
    if name not in _JUDGES:
        _JUDGES[name] = reward_judge(name)
    return _JUDGES[name]


class RolePlayEnv(vf.SingleAgentEnv):
    """Opens each row's interaction (the assistant answers the row's question), then speaks the
    scripted user's turns, ending the exchange after the last answer."""

    async def run(self, task: RolePlayTask, agents: Any) -> None:  # type: ignore[override]
        row = task.row
        user = ScriptedUser()
        session = RolePlaySession(row, user, task.data.turns)
        async with agents.agent.interaction(task) as interaction:
            segment = await interaction.turn()
            while not segment.terminated:
                said = session.reply(segment.last_reply)
                if said is None:
                    break
                segment = await interaction.turn(said)


class RolePlayTaskset(vf.Taskset[RolePlayTask, RolePlayConfig]):
    def load(self) -> list[RolePlayTask]:
        tasks = []
        for row in sample_test_rows(rows_per_task=self.config.rows_per_task):
            system, *rest = row.question
            tasks.append(
                RolePlayTask(
                    RolePlayData(
                        id=row.id,
                        prompt=[{"role": turn.role, "content": turn.content} for turn in rest],
                        system_prompt=system.content,
                        task=row.task,
                        reference=row.reference,
                        turns=self.config.turns,
                        judge=self.config.judge,
                    )
                )
            )
        return tasks


__all__ = ["RolePlayEnv", "RolePlayTaskset"]
