"""The judges rewards are built on: any judge of ``rolemrc eval`` (a :class:`rolemrc.eval.Judge`
chosen as ``--judge`` chooses it: ``rules`` offline, or a model spec served OpenAI-compatibly
with the upstream templates), and the one mapping from a verdict to a reward.

A model judge goes through the same machinery as evaluation: the judge's own prompts and requests
(upstream temperature and token cap), the LLM cache, bounded concurrency and retries
(:func:`rolemrc.llm.open_model`, :func:`rolemrc.llm.run_chat`). A judge call that fails for good
raises: a reward is never made up for a row the judge did not see.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from rolemrc.core import ConfigError, Generation, Judgement
from rolemrc.eval import RULES_JUDGE, Judge, JudgeIO, JudgeSettings, RowCall, make_judge
from rolemrc.llm import (
    ChatModel,
    ChatRequest,
    ChatResult,
    ModelAccess,
    ModelCallError,
    open_model,
    run_chat,
)
from rolemrc.rules import JudgeCall


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


class RewardJudge:
    """A judge as the rewards use it: judge calls in, their verdicts out in order. A judge model
    is opened on first use and kept open (cached answers cost nothing; concurrency and retries
    are its access's); a call that fails for good raises."""

    def __init__(self, judge: Judge, *, progress: bool = False) -> None:
        self.judge = judge
        self.progress = progress
        self._model: ChatModel | None = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self.judge.name

    def _opened(self) -> ChatModel:
        assert self.judge.model is not None  # only a judge that asks a model asks
        with self._lock:
            if self._model is None:
                self._model = open_model(self.judge.model)
            return self._model

    def ask(
        self,
        requests: Sequence[ChatRequest],
        on_result: Callable[[int, ChatResult], None],
        on_failure: Callable[[int, ModelCallError], None],
    ) -> None:
        """Answer ``requests`` (the judge's ``AskModel``); without ``on_failure`` given to the
        runner, a failure raises."""
        run_chat(
            self._opened(),
            requests,
            on_result=on_result,
            progress=self.progress,
            description="judging rewards",
        )

    def calls(self, generation: Generation) -> list[JudgeCall]:
        """The judge calls of ``generation``; a judge that gives no verdicts (``none``) is
        refused here, when a reward first needs one."""
        if not self.judge.kind.gives_verdicts:
            raise ConfigError(
                f"judge {self.name!r} gives no verdicts; the judge rewards need a judge that does"
            )
        return self.judge.calls(generation)

    def verdicts(self, calls: Sequence[RowCall]) -> list[Judgement]:
        """The judge's verdict on each of ``calls``, in order."""
        verdicts: dict[int, Judgement] = {}

        def keep(index: int, verdict: Judgement) -> None:
            verdicts[index] = verdict

        def fail(index: int, error: ModelCallError) -> None:
            raise error

        self.judge.judge(calls, range(len(calls)), JudgeIO(self.ask, keep, fail))
        return [verdicts[index] for index in range(len(calls))]

    def close(self) -> None:
        with self._lock:
            model, self._model = self._model, None
        if model is not None:
            model.close()


def reward_judge(judge: str | ModelAccess = RULES_JUDGE) -> RewardJudge:
    """The judge ``judge`` names, as ``--judge`` names it (a judge's name, or a model spec), or
    the judge model a :class:`ModelAccess` reaches."""
    if isinstance(judge, ModelAccess):
        return RewardJudge(make_judge(judge.model, JudgeSettings(access=judge)))
    return RewardJudge(make_judge(judge))
