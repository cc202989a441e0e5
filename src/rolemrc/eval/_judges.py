"""The judges (rules, a judge model, the rules first and a judge model where they cannot decide,
none) and the registry that chooses one by the ``--judge`` value: a registered name (``rules``,
``none``), a registered prefix and a model spec (``rules+MODEL``), else a model spec.

A new judge is a class implementing :class:`~rolemrc.eval.Judge` and a :class:`JudgeKind` saying
what reports show about it, registered with :func:`register_judge` under the ``--judge`` value
that selects it; nothing else compares judge names.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rolemrc.core import ConfigError, Generation, Judgement, make_dir, rolemrc_home
from rolemrc.eval._agreement import LABELS_SPLITS, agreement_of_sources, labels_path
from rolemrc.eval._differences import MODE_DEFAULT, Difference
from rolemrc.eval._judge_protocol import (
    Judge,
    JudgeCallout,
    JudgeIO,
    JudgeKind,
    JudgeSettings,
    RowCall,
)
from rolemrc.eval._judge_requests import judge_requests
from rolemrc.eval._rules_judge import RULES_JUDGE, rules_judgement
from rolemrc.llm import ChatResult, ModelAccess, ModelCallError
from rolemrc.rules import (
    UPSTREAM_JUDGE_MAX_TOKENS,
    UPSTREAM_JUDGE_TEMPERATURE,
    JudgeCall,
    build_judge_calls,
    judgement_from_answer,
)

NO_JUDGE = "none"
"""The ``--judge`` value of a run that is not judged."""

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
RULES_FIRST_PREFIX = "rules+"
"""``--judge rules+MODEL``: the rules judge decides what it can, the judge model MODEL the rest."""
RULES_FIRST_KIND = JudgeKind(
    name="rules+llm",
    label=(
        "rules where they decide, the LLM judge with the upstream RoleMRC templates where they "
        "cannot (not comparable with published figures)"
    ),
    asks_model=True,
    heuristic=True,
    callouts=(
        JudgeCallout(
            "warn",
            "Rules first, then a judge model",
            "Each verdict the offline rules judge can decide is its verdict; only the verdicts "
            "it cannot decide were sent to the judge model, with the upstream templates. The "
            "scores mix two judges, so they are not comparable with the numbers in the RoleMRC "
            "paper; each verdict names the judge that gave it.",
        ),
    ),
)


class OfflineJudge:
    """A judge that decides each call from its row alone, asking no model: a subclass sets
    ``kind`` and ``name`` and gives :meth:`verdict` and :meth:`differences`."""

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

    def verdict(self, call: JudgeCall, generation: Generation) -> Judgement:
        """The verdict on ``call`` of ``generation``."""
        raise NotImplementedError

    def judge(self, calls: Sequence[RowCall], pending: Sequence[int], io: JudgeIO) -> None:
        for index in pending:
            io.on_verdict(index, self.verdict(*calls[index]))


class RulesJudge(OfflineJudge):
    """The offline rules judge (:mod:`rolemrc.eval._rules_judge`)."""

    kind = RULES_KIND
    name = RULES_JUDGE

    def measured_agreement(self) -> dict[str, Any] | None:
        return shipped_agreement()

    def differences(self) -> list[Difference]:
        return [Difference("judged by heuristic rule verifiers, not by upstream's LLM judge")]

    def verdict(self, call: JudgeCall, generation: Generation) -> Judgement:
        return rules_judgement(call, generation)


_PACKAGE_ROOT = Path(__file__).resolve().parent.parent
_MEASURED_DIR = "judge-agreement"


def _code_and_labels_fingerprint() -> str:
    """A digest of what the measurement depends on: every module of the package and every
    labelled part, by content."""
    digest = hashlib.sha256()
    named = [(str(path.relative_to(_PACKAGE_ROOT)), path) for path in _PACKAGE_ROOT.rglob("*.py")]
    named = sorted(named) + [(split, labels_path(split)) for split in LABELS_SPLITS]
    for name, path in named:
        digest.update(name.encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


@cache
def shipped_agreement() -> dict[str, Any]:
    """The rules judge against the shipped labelled set, per part: per aspect its coverage
    (decided share), agreement on what it decides and kappa (no intervals, no row lists).

    Judging the whole set takes minutes, so the figures are kept under ``$ROLEMRC_HOME``
    (``judge-agreement/<digest>.json``), named by a digest of the package's code and the labelled
    parts: a later run of the same code on the same labels reads them back, and any change to
    either measures again. A directory that cannot be written only costs the time."""
    kept = rolemrc_home() / _MEASURED_DIR / f"{_code_and_labels_fingerprint()}.json"
    try:
        stored = json.loads(kept.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        stored = None
    if isinstance(stored, dict) and list(stored) == list(LABELS_SPLITS):
        return stored
    summary = _measure_shipped_agreement()
    try:
        handle, temporary = tempfile.mkstemp(dir=make_dir(kept.parent), prefix=f".{kept.name}.")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(summary, out)
        os.replace(temporary, kept)
    except OSError:
        pass
    return summary


def _measure_shipped_agreement() -> dict[str, Any]:
    summary: dict[str, Any] = {}
    for split in LABELS_SPLITS:
        measured = agreement_of_sources(RulesJudge(), labels_path(split), n_bootstrap=0)
        summary[split] = {
            name: {
                "verdicts": entry["shared"],
                "coverage": entry["coverage_a"],
                "agreement": entry["agreement"],
                "kappa": entry["kappa"],
            }
            for name, entry in measured["aspects"].items()
        }
    return summary


class NoJudge(OfflineJudge):
    """``--judge none``: no calls, so it is never asked for a verdict."""

    kind = NO_JUDGE_KIND
    name = NO_JUDGE

    def calls(self, generation: Generation, *, upstream_compat: bool = False) -> list[JudgeCall]:
        return []

    def differences(self) -> list[Difference]:
        return [Difference("not judged (upstream judges with an LLM)")]


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

    def judge(self, calls: Sequence[RowCall], pending: Sequence[int], io: JudgeIO) -> None:
        requests = judge_requests(
            [call for call, _ in calls], temperature=self.temperature, max_tokens=self.max_tokens
        )

        def answered(position: int, result: ChatResult) -> None:
            index = pending[position]
            io.on_verdict(
                index, judgement_from_answer(calls[index][0], result.text, judge=self.name)
            )

        def failed(position: int, error: ModelCallError) -> None:
            io.on_failure(pending[position], error)

        if pending:
            io.ask([requests[index] for index in pending], answered, failed)


class RulesFirstJudge(ModelJudge):
    """``--judge rules+MODEL``: the rules judge's verdict where it decides, and the judge model
    MODEL's (upstream templates, parsed the upstream way) on each call the rules cannot decide,
    so the model is asked only what the rules leave open. Each verdict names the judge that gave
    it: ``rules``, or this judge's name with a detail saying why the rules could not decide."""

    kind = RULES_FIRST_KIND

    def __init__(self, spec: str, settings: JudgeSettings) -> None:
        super().__init__(spec.removeprefix(RULES_FIRST_PREFIX), settings)
        self.name = spec
        self.rules = RulesJudge()

    def differences(self) -> list[Difference]:
        return [
            Difference(
                "verdicts the heuristic rules judge decides are its own; only the ones it "
                "cannot decide are sent to the judge model (upstream sends every one)"
            ),
            *super().differences(),
        ]

    def judge(self, calls: Sequence[RowCall], pending: Sequence[int], io: JudgeIO) -> None:
        undecided: dict[int, str] = {}
        for index in pending:
            verdict = self.rules.verdict(*calls[index])
            if verdict.score is None:
                undecided[index] = verdict.detail
            else:
                io.on_verdict(index, verdict)

        def decided_by_model(index: int, verdict: Judgement) -> None:
            model = self.name.removeprefix(RULES_FIRST_PREFIX)
            detail = f"judge model {model}; the rules could not decide: {undecided[index]}"
            if verdict.detail:
                detail += f"; {verdict.detail}"
            io.on_verdict(index, verdict.model_copy(update={"detail": detail}))

        super().judge(calls, list(undecided), JudgeIO(io.ask, decided_by_model, io.on_failure))


JudgeFactory = Callable[[str, JudgeSettings], Judge]
"""Makes the judge a ``--judge`` value selects, given the run's judge settings."""


@dataclass(frozen=True)
class _Registration:
    kind: JudgeKind
    factory: JudgeFactory
    prefix: str = ""


_NAMED: dict[str, _Registration] = {}
"""The judges a ``--judge`` value names, by that value."""
_PREFIXED: dict[str, _Registration] = {}
"""The judges of ``--judge`` values that open with a prefix and go on with a model spec, by the
prefix."""
_BY_KIND: dict[str, _Registration] = {}
_FOR_MODEL_SPECS: list[_Registration] = []
"""The judge of every ``--judge`` value no judge is named by: a model spec (one at most)."""


def _refuse_taken(place: str, holder: _Registration | None, factory: JudgeFactory) -> None:
    if holder is not None:
        raise ConfigError(
            f"a judge for {place} is registered already (by {holder.factory.__module__}."
            f"{holder.factory.__qualname__}); cannot register {factory.__module__}."
            f"{factory.__qualname__} there"
        )


def register_judge(
    kind: JudgeKind, *, name: str | None = None, prefix: str | None = None
) -> Callable[[JudgeFactory], JudgeFactory]:
    """Register the decorated factory as the judge the ``--judge`` value ``name`` selects, or
    every value that opens with ``prefix`` and goes on with the model spec of the model it asks
    (neither given: every value no judge is named by, read as a model spec)."""
    if name is not None and prefix is not None:
        raise ConfigError("a judge is registered under a name or a prefix, not both")

    def register(factory: JudgeFactory) -> JudgeFactory:
        if name is not None:
            place, holder = f"the name {name!r}", _NAMED.get(name)
        elif prefix is not None:
            place, holder = f"the prefix {prefix!r}", _PREFIXED.get(prefix)
        else:
            place, holder = "model specs", next(iter(_FOR_MODEL_SPECS), None)
        _refuse_taken(place, holder, factory)
        _refuse_taken(f"the kind {kind.name!r}", _BY_KIND.get(kind.name), factory)
        registration = _Registration(kind, factory, prefix or "")
        if name is not None:
            _NAMED[name] = registration
        elif prefix is not None:
            _PREFIXED[prefix] = registration
        else:
            _FOR_MODEL_SPECS.append(registration)
        _BY_KIND[kind.name] = registration
        return factory

    return register


@register_judge(RULES_KIND, name=RULES_JUDGE)
def _rules_judge(spec: str, settings: JudgeSettings) -> Judge:
    return RulesJudge()


@register_judge(NO_JUDGE_KIND, name=NO_JUDGE)
def _no_judge(spec: str, settings: JudgeSettings) -> Judge:
    return NoJudge()


@register_judge(MODEL_KIND)
def _model_judge(spec: str, settings: JudgeSettings) -> Judge:
    return ModelJudge(spec, settings)


@register_judge(RULES_FIRST_KIND, prefix=RULES_FIRST_PREFIX)
def _rules_first_judge(spec: str, settings: JudgeSettings) -> Judge:
    return RulesFirstJudge(spec, settings)


def _registration(spec: str) -> _Registration:
    named = _NAMED.get(spec)
    if named is not None:
        return named
    for prefix, registration in _PREFIXED.items():
        if spec.startswith(prefix):
            return registration
    return _FOR_MODEL_SPECS[0]


def judge_model_spec(spec: str) -> str | None:
    """The model spec of the judge model the ``--judge`` value ``spec`` asks (None: it asks
    none): ``spec`` itself for a judge model, what follows the prefix for ``rules+MODEL``."""
    registration = _registration(spec)
    if not registration.kind.asks_model:
        return None
    model = spec.removeprefix(registration.prefix)
    if not model.strip():
        raise ConfigError(f"judge {spec!r} names no judge model: write {registration.prefix}MODEL")
    return model


def make_judge(spec: str, settings: JudgeSettings | None = None) -> Judge:
    """The judge the ``--judge`` value ``spec`` selects: the judge of that name (``rules``,
    ``none``), else a judge model of that spec."""
    return _registration(spec).factory(spec, settings or JudgeSettings())


def judge_named(name: str) -> Judge | None:
    """The judge of that name (``rules``, ``none``); None for any other value."""
    registration = _NAMED.get(name)
    return registration.factory(name, JudgeSettings()) if registration is not None else None


def judge_kind_of(spec: str) -> JudgeKind:
    """The kind of judge the ``--judge`` value ``spec`` selects."""
    return _registration(spec).kind


def judge_kind_named(name: str | None) -> JudgeKind:
    """The kind a report records as ``judge.kind``; none, or a name no judge registered, is
    read as a model judge's, as any ``--judge`` value no judge is named by is a model spec."""
    registration = _BY_KIND.get(name) if name is not None else None
    return (registration or _FOR_MODEL_SPECS[0]).kind


def judge_names() -> tuple[str, ...]:
    """The ``--judge`` values that name a judge rather than a model, in registration order."""
    return tuple(_NAMED)
