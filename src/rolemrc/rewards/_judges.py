"""The judges rewards are built on: any judge of ``rolemrc eval`` (``rules`` offline, or a model
spec served OpenAI-compatibly with the upstream templates), and the one mapping from a verdict
to a reward.

A model judge goes through the same machinery as evaluation: the upstream prompts
(:func:`rolemrc.rules.build_judge_calls`), the judge requests (:func:`rolemrc.eval.judge_requests`,
upstream temperature and token cap), the LLM cache, bounded concurrency and retries
(:func:`rolemrc.llm.open_model`, :func:`rolemrc.llm.run_chat`). A judge call that fails for good
raises: a reward is never made up for a row the judge did not see.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Protocol

from rolemrc.core import Generation, Judgement
from rolemrc.eval import RULES_JUDGE, judge_requests, rules_judgement
from rolemrc.llm import ChatModel, ModelAccess, open_model, run_chat
from rolemrc.rules import (
    UPSTREAM_JUDGE_MAX_TOKENS,
    UPSTREAM_JUDGE_TEMPERATURE,
    JudgeCall,
    judgement_from_answer,
)


def verdict_reward(verdict: Judgement) -> float | None:
    """The reward of one verdict: its score, or None where the judge could not decide.

    The one place verdicts become rewards. An undecided verdict (no score: the judge said it
    cannot decide; or not parsed: the rules judge found no deterministic check, a judge model's
    answer was not an integer) carries no signal about the reply, so it is left out rather than
    scored 0 as evaluation's upstream-compatible tables do.
    """
    score: int | None = verdict.score
    if score is None or not verdict.parsed:
        return None
    return float(score)


class RewardJudge(Protocol):
    """Verdicts on judge calls, each with the generated row it belongs to, in order."""

    name: str

    def judge(self, calls: Sequence[tuple[JudgeCall, Generation]]) -> list[Judgement]: ...

    def close(self) -> None: ...


class RulesRewardJudge:
    """The offline rules judge of ``rolemrc eval --judge rules``."""

    name = RULES_JUDGE

    def judge(self, calls: Sequence[tuple[JudgeCall, Generation]]) -> list[Judgement]:
        return [rules_judgement(call, generation) for call, generation in calls]

    def close(self) -> None:
        return None


class ModelRewardJudge:
    """A judge model (any spec ``rolemrc eval --judge`` takes), opened on first use and kept
    open: cached answers cost nothing, concurrency and retries are the access's."""

    def __init__(
        self,
        access: ModelAccess,
        *,
        temperature: float = UPSTREAM_JUDGE_TEMPERATURE,
        max_tokens: int = UPSTREAM_JUDGE_MAX_TOKENS,
        progress: bool = False,
    ) -> None:
        self.access = access
        self.name = access.model
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.progress = progress
        self._model: ChatModel | None = None
        self._lock = threading.Lock()

    def _opened(self) -> ChatModel:
        with self._lock:
            if self._model is None:
                self._model = open_model(self.access)
            return self._model

    def judge(self, calls: Sequence[tuple[JudgeCall, Generation]]) -> list[Judgement]:
        if not calls:
            return []
        requests = judge_requests(
            [call for call, _ in calls], temperature=self.temperature, max_tokens=self.max_tokens
        )
        results = run_chat(
            self._opened(), requests, progress=self.progress, description="judging rewards"
        )
        return [
            judgement_from_answer(call, result.text, judge=self.name)
            for (call, _), result in zip(calls, results, strict=True)
        ]

    def close(self) -> None:
        with self._lock:
            model, self._model = self._model, None
        if model is not None:
            model.close()


def reward_judge(judge: str | ModelAccess = RULES_JUDGE) -> RewardJudge:
    """The judge ``judge`` names: ``"rules"``, or a model spec / :class:`ModelAccess`."""
    if judge == RULES_JUDGE:
        return RulesRewardJudge()
    access = judge if isinstance(judge, ModelAccess) else ModelAccess(model=judge)
    return ModelRewardJudge(access)
