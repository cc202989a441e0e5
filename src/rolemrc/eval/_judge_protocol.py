"""The judge protocol: judge calls in, one verdict per call out, each with its evidence.

A :class:`Judge` takes judge calls (one per aspect a row's task routes to, each with its row) and
gives one :class:`~rolemrc.core.Judgement` per call, with its evidence: a judge model's prompt and
raw answer, or the signals a rules verdict read. "Cannot decide" is a verdict like any other
(``score`` None, ``detail`` saying why). A judge that asks a model does so through the ``ask``
function its caller hands it, so the caller decides how the model is opened, cached, metered
and how its failures count (evaluation records them; rewards raise).

What a report, a comparison or the CLI says about a judge comes from its :class:`JudgeKind`
(recorded by name as the report's ``judge.kind``). The judges and their registry are in
:mod:`rolemrc.eval._judges`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from rolemrc.core import Generation, Judgement
from rolemrc.eval._differences import Difference
from rolemrc.llm import ChatRequest, ChatResult, ModelAccess, ModelCallError
from rolemrc.rules import UPSTREAM_JUDGE_MAX_TOKENS, UPSTREAM_JUDGE_TEMPERATURE, JudgeCall

CallAnswered = Callable[[int, ChatResult], None]
CallFailed = Callable[[int, ModelCallError], None]
AskModel = Callable[[Sequence[ChatRequest], CallAnswered, CallFailed], None]
"""Sends chat requests to the judge model: each answer goes to the first callback with its
request's index as it lands, each request that failed for good to the second."""

RowCall = tuple[JudgeCall, Generation]
"""A judge call with the generated row it judges."""


@dataclass(frozen=True)
class JudgeIO:
    """How a judge reaches its model and where it hands what it found: ``ask`` sends its chat
    requests (see :data:`AskModel`), ``on_verdict`` takes each verdict and ``on_failure`` each
    call whose model request failed for good, both with the call's index."""

    ask: AskModel
    on_verdict: Callable[[int, Judgement], None]
    on_failure: CallFailed


@dataclass(frozen=True)
class JudgeCallout:
    """A box a report shows about its judge (``level`` ``warn`` or ``note``)."""

    level: Literal["note", "warn"]
    title: str
    text: str


@dataclass(frozen=True)
class JudgeKind:
    """What readers of a report need to know about a kind of judge. ``name`` is recorded as the
    report's ``judge.kind``; ``heuristic`` marks scores not comparable with the paper's LLM
    judge."""

    name: str
    label: str
    gives_verdicts: bool = True
    asks_model: bool = False
    heuristic: bool = False
    callouts: tuple[JudgeCallout, ...] = ()


@dataclass(frozen=True)
class JudgeSettings:
    """How a model judge is reached and sampled (the judges that ask no model ignore them)."""

    access: ModelAccess | None = None
    temperature: float = UPSTREAM_JUDGE_TEMPERATURE
    max_tokens: int = UPSTREAM_JUDGE_MAX_TOKENS


class Judge(Protocol):
    """Judge calls in, one verdict per call out, each with its evidence."""

    @property
    def name(self) -> str:
        """The ``--judge`` value: recorded on every verdict and as the report's judge."""
        ...

    @property
    def kind(self) -> JudgeKind: ...

    @property
    def model(self) -> ModelAccess | None:
        """The judge model it asks (None: it asks none)."""
        ...

    def calls(self, generation: Generation, *, upstream_compat: bool = False) -> list[JudgeCall]:
        """The judge calls ``generation`` receives (with ``upstream_compat``, upstream's)."""
        ...

    def identity(self) -> dict[str, Any]:
        """What verdicts already written must share with this judge to be reused."""
        ...

    def report_settings(self) -> dict[str, Any]:
        """The report's ``judge.temperature`` and ``judge.max_tokens`` (None where unused)."""
        ...

    def measured_agreement(self) -> dict[str, Any] | None:
        """Its measured agreement with the shipped hand labels, if it has one."""
        ...

    def differences(self) -> list[Difference]:
        """How judging this way differs from upstream's evaluation."""
        ...

    def judge(self, calls: Sequence[RowCall], pending: Sequence[int], io: JudgeIO) -> None:
        """Judge ``calls[index]`` for each index of ``pending``, handing each verdict to
        ``io.on_verdict`` and each call whose model request failed for good to ``io.on_failure``
        (both with the index into ``calls``). All of ``calls`` are given, not only the pending
        ones, as a model judge numbers identical prompts over all of them."""
        ...
