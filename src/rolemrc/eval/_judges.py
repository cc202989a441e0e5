"""The judges of generated rows behind one protocol, chosen by the ``--judge`` value.

A :class:`Judge` takes judge calls (one per aspect a row's task routes to, each with its row) and
gives one :class:`~rolemrc.core.Judgement` per call, with its evidence: a judge model's prompt and
raw answer, or the signals a rules verdict read. "Cannot decide" is a verdict like any other
(``score`` None, ``detail`` saying why). A judge that asks a model does so through the ``ask``
function its caller hands it, so the caller decides how the model is opened, cached, metered
and how its failures count (evaluation records them; rewards raise).

What a report, a comparison or the CLI says about a judge comes from its :class:`JudgeKind`
(recorded by name as the report's ``judge.kind``), never from comparing names. A new judge is a
class implementing :class:`Judge` and a factory registered with :func:`register_judge`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from rolemrc.core import ConfigError, Generation, Judgement
from rolemrc.eval._agreement import shipped_agreement
from rolemrc.eval._differences import MODE_DEFAULT, Difference
from rolemrc.eval._judge_requests import judge_requests
from rolemrc.eval._rules_judge import RULES_JUDGE, rules_judgement
from rolemrc.llm import ChatRequest, ChatResult, ModelAccess, ModelCallError
from rolemrc.rules import (
    UPSTREAM_JUDGE_MAX_TOKENS,
    UPSTREAM_JUDGE_TEMPERATURE,
    JudgeCall,
    build_judge_calls,
    judgement_from_answer,
)

NO_JUDGE = "none"
"""The ``--judge`` value of a run that is not judged."""

CallAnswered = Callable[[int, ChatResult], None]
CallFailed = Callable[[int, ModelCallError], None]
AskModel = Callable[[Sequence[ChatRequest], CallAnswered, CallFailed], None]
"""Sends chat requests to the judge model: each answer goes to the first callback with its
request's index as it lands, each request that failed for good to the second."""

RowCall = tuple[JudgeCall, Generation]
"""A judge call with the generated row it judges."""


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

    def judge(
        self,
        calls: Sequence[RowCall],
        pending: Sequence[int],
        *,
        ask: AskModel,
        on_verdict: Callable[[int, Judgement], None],
        on_failure: CallFailed,
    ) -> None:
        """Judge ``calls[index]`` for each index of ``pending``, handing each verdict to
        ``on_verdict`` and each call whose model request failed for good to ``on_failure``
        (both with the index into ``calls``). All of ``calls`` are given, not only the pending
        ones, as a model judge numbers identical prompts over all of them."""
        ...


RULES_KIND = JudgeKind(
    name="rules",
    label=(
        "rules: deterministic heuristic verifiers (offline; not the paper's LLM judge, "
        "not comparable with published figures; scores over the verdicts it decides)"
    ),
    heuristic=True,
    callouts=(
        JudgeCallout(
            "warn",
            "Heuristic judge",
            "The judge figures in this report come from deterministic heuristic verifiers, "
            "not from the paper's LLM judge. They are heuristic and not comparable with the "
            "numbers in the RoleMRC paper. The judge answers only where it can decide: each "
            "aspect's score is over its decided verdicts (Coverage), and its agreement with "
            "hand labels is shown with the judge scores.",
        ),
    ),
)
NO_JUDGE_KIND = JudgeKind(
    name="none",
    label="no judge",
    gives_verdicts=False,
    callouts=(
        JudgeCallout(
            "note",
            "Not judged",
            "No judge ran for this run (judge: none), so there are no aspect scores; only the "
            "reference metrics are available.",
        ),
    ),
)
MODEL_KIND = JudgeKind(
    name="llm", label="LLM judge with the upstream RoleMRC templates", asks_model=True
)


class _OfflineJudge:
    """What the judges that ask no model share."""

    kind: JudgeKind
    name: str
    model: ModelAccess | None = None

    def calls(self, generation: Generation, *, upstream_compat: bool = False) -> list[JudgeCall]:
        return build_judge_calls(generation, upstream_compat=upstream_compat)

    def identity(self) -> dict[str, Any]:
        return {"judge": self.name}

    def report_settings(self) -> dict[str, Any]:
        return {"temperature": None, "max_tokens": None}

    def measured_agreement(self) -> dict[str, Any] | None:
        return None


class RulesJudge(_OfflineJudge):
    """The offline rules judge (:mod:`rolemrc.eval._rules_judge`)."""

    kind = RULES_KIND
    name = RULES_JUDGE

    def measured_agreement(self) -> dict[str, Any] | None:
        return shipped_agreement()

    def differences(self) -> list[Difference]:
        return [Difference("judged by heuristic rule verifiers, not by upstream's LLM judge")]

    def judge(
        self,
        calls: Sequence[RowCall],
        pending: Sequence[int],
        *,
        ask: AskModel,
        on_verdict: Callable[[int, Judgement], None],
        on_failure: CallFailed,
    ) -> None:
        for index in pending:
            call, generation = calls[index]
            on_verdict(index, rules_judgement(call, generation))


class NoJudge(_OfflineJudge):
    """``--judge none``: no calls, no verdicts."""

    kind = NO_JUDGE_KIND
    name = NO_JUDGE

    def calls(self, generation: Generation, *, upstream_compat: bool = False) -> list[JudgeCall]:
        return []

    def differences(self) -> list[Difference]:
        return [Difference("not judged (upstream judges with an LLM)")]

    def judge(
        self,
        calls: Sequence[RowCall],
        pending: Sequence[int],
        *,
        ask: AskModel,
        on_verdict: Callable[[int, Judgement], None],
        on_failure: CallFailed,
    ) -> None:
        return None


_MODEL_JUDGE_DIFFERENCES = (
    Difference(
        "each instruction_priority row is judged once (upstream sends that prompt twice per "
        "row and averages both samples)",
        (MODE_DEFAULT,),
    ),
    Difference(
        "judge answers that do not parse score 0 as upstream does, and are also counted per "
        "aspect as 'unparsed'; integers outside {0, 1} are kept as upstream keeps them and "
        "counted as 'out_of_range'"
    ),
    Difference(
        "a nested-rule system prompt without '. ' is an input error naming the row (upstream "
        "crashes with an IndexError)"
    ),
)


class ModelJudge:
    """A judge model prompted with the upstream RoleMRC templates, its answers parsed the
    upstream way (:mod:`rolemrc.rules._judge`)."""

    kind = MODEL_KIND

    def __init__(self, spec: str, settings: JudgeSettings) -> None:
        self.name = spec
        self.model: ModelAccess | None = settings.access or ModelAccess(model=spec)
        self.temperature = settings.temperature
        self.max_tokens = settings.max_tokens

    def calls(self, generation: Generation, *, upstream_compat: bool = False) -> list[JudgeCall]:
        return build_judge_calls(generation, upstream_compat=upstream_compat)

    def identity(self) -> dict[str, Any]:
        return {"judge": self.name, **self.report_settings()}

    def report_settings(self) -> dict[str, Any]:
        return {"temperature": self.temperature, "max_tokens": self.max_tokens}

    def measured_agreement(self) -> dict[str, Any] | None:
        return None

    def differences(self) -> list[Difference]:
        differences = list(_MODEL_JUDGE_DIFFERENCES)
        if self.temperature != UPSTREAM_JUDGE_TEMPERATURE:
            differences.append(
                Difference(
                    f"judge temperature {self.temperature:g} (upstream "
                    f"{UPSTREAM_JUDGE_TEMPERATURE:g})"
                )
            )
        if self.max_tokens != UPSTREAM_JUDGE_MAX_TOKENS:
            differences.append(
                Difference(
                    f"judge answers limited to {self.max_tokens} tokens (upstream "
                    f"{UPSTREAM_JUDGE_MAX_TOKENS})"
                )
            )
        return differences

    def judge(
        self,
        calls: Sequence[RowCall],
        pending: Sequence[int],
        *,
        ask: AskModel,
        on_verdict: Callable[[int, Judgement], None],
        on_failure: CallFailed,
    ) -> None:
        requests = judge_requests(
            [call for call, _ in calls], temperature=self.temperature, max_tokens=self.max_tokens
        )

        def answered(position: int, result: ChatResult) -> None:
            index = pending[position]
            on_verdict(index, judgement_from_answer(calls[index][0], result.text, judge=self.name))

        def failed(position: int, error: ModelCallError) -> None:
            on_failure(pending[position], error)

        if pending:
            ask([requests[index] for index in pending], answered, failed)


JudgeFactory = Callable[[str, JudgeSettings], Judge]


@dataclass(frozen=True)
class _Registration:
    kind: JudgeKind
    factory: JudgeFactory


_BY_SPEC: dict[str, _Registration] = {}
_BY_KIND: dict[str, _Registration] = {}
_MODEL_SPEC = ""
"""The key of the judge every ``--judge`` value no other judge claims selects (a model spec)."""


def register_judge(
    kind: JudgeKind, *, spec: str | None = None
) -> Callable[[JudgeFactory], JudgeFactory]:
    """Register the decorated factory as the judge the ``--judge`` value ``spec`` selects
    (``spec`` None: every value no other judge claims, read as a model spec)."""

    def register(factory: JudgeFactory) -> JudgeFactory:
        key = _MODEL_SPEC if spec is None else spec
        for table, name, what in ((_BY_SPEC, key, "--judge value"), (_BY_KIND, kind.name, "kind")):
            existing = table.get(name)
            if existing is not None:
                shown = name or "(a model spec)"
                raise ConfigError(
                    f"judge {what} {shown!r} is registered already (by "
                    f"{existing.factory.__module__}.{existing.factory.__qualname__}); cannot "
                    f"register {factory.__module__}.{factory.__qualname__} under it"
                )
        registration = _Registration(kind, factory)
        _BY_SPEC[key] = registration
        _BY_KIND[kind.name] = registration
        return factory

    return register


@register_judge(RULES_KIND, spec=RULES_JUDGE)
def _rules_judge(spec: str, settings: JudgeSettings) -> Judge:
    return RulesJudge()


@register_judge(NO_JUDGE_KIND, spec=NO_JUDGE)
def _no_judge(spec: str, settings: JudgeSettings) -> Judge:
    return NoJudge()


@register_judge(MODEL_KIND)
def _model_judge(spec: str, settings: JudgeSettings) -> Judge:
    return ModelJudge(spec, settings)


def _registration(spec: str) -> _Registration:
    return _BY_SPEC.get(spec) or _BY_SPEC[_MODEL_SPEC]


def make_judge(spec: str, settings: JudgeSettings | None = None) -> Judge:
    """The judge the ``--judge`` value ``spec`` selects: a registered name (``rules``,
    ``none``), else a judge model of that spec."""
    return _registration(spec).factory(spec, settings or JudgeSettings())


def judge_kind_of(spec: str) -> JudgeKind:
    """The kind of judge the ``--judge`` value ``spec`` selects."""
    return _registration(spec).kind


def judge_kind_named(name: str) -> JudgeKind:
    """The kind a report records as ``judge.kind``; a name no judge registered is read as a
    model judge's, as any ``--judge`` value no judge claims names a model."""
    registration = _BY_KIND.get(name) or _BY_SPEC[_MODEL_SPEC]
    return registration.kind


def judge_names() -> tuple[str, ...]:
    """The ``--judge`` values that name a judge rather than a model, in registration order."""
    return tuple(spec for spec in _BY_SPEC if spec != _MODEL_SPEC)
