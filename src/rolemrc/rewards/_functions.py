"""Reward functions in the form TRL's ``GRPOTrainer`` calls (``reward_funcs``).

Each is called with ``prompts``, ``completions``, ``completion_ids``, ``trainer_state`` and every
dataset column as keyword arguments, and returns one ``float | None`` per completion: ``None``
where the reward does not apply to the row (TRL leaves such a value out of the group's
baseline). Conversational rows work too (``prompts`` and ``completions`` as message lists).

- one reward per judge aspect, applying only to the rows the upstream task table routes to it;
- ``aggregate``: the weighted mean of the routed aspects a row receives (NeMo-Gym's judge
  mode, which weighs them equally);
- ``reference``: ROUGE-L F of the reply against the row's reference (NeMo-Gym's reference
  mode, same tokenisation and stemming as ``rolemrc eval``);
- ``format``: the deterministic verifiers (narration rule, recognised format rules, echo).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rolemrc.core import (
    ASPECTS,
    Aspect,
    ConfigError,
    InputError,
    Rule,
    get_task,
)
from rolemrc.eval import RowCall, RulesJudge, echo_verdict, rules_verdict
from rolemrc.eval.metrics import rouge_scores
from rolemrc.rewards._judges import RewardJudge, verdict_reward
from rolemrc.rewards._rows import RewardRow, rows_from_batch
from rolemrc.rules import check_format_rules, find_narration, nested_requirement_of

REFERENCE_REWARD = "reference"
FORMAT_REWARD = "format"
AGGREGATE_REWARD = "aggregate"
REWARD_NAMES: tuple[str, ...] = (
    AGGREGATE_REWARD,
    *(aspect.value for aspect in ASPECTS),
    REFERENCE_REWARD,
    FORMAT_REWARD,
)
"""Every reward a spec can name."""


def _known_task(task: str | None) -> bool:
    if task is None:
        return False
    try:
        get_task(task)
    except InputError:
        return False
    return True


class RewardFunction:
    """A reward TRL can call; ``score`` does the work on :class:`RewardRow` records, so the
    reward server and the verl adapter share it. ``__name__`` is what TRL logs it as."""

    name: str

    @property
    def __name__(self) -> str:  # TRL reads ``reward_func.__name__``
        return self.name

    def applies(self, task: str | None, reference: str | None) -> bool:
        """Whether the reward scores a row of ``task`` with ``reference`` (whatever the reply)."""
        raise NotImplementedError

    def score(self, rows: Sequence[RewardRow]) -> list[float | None]:
        raise NotImplementedError

    def __call__(
        self,
        prompts: Sequence[Any],
        completions: Sequence[Any],
        completion_ids: Sequence[Any] | None = None,
        **columns: Any,
    ) -> list[float | None]:
        return self.score(rows_from_batch(prompts, completions, columns))

    def close(self) -> None:
        """Release what the reward holds open (a judge model)."""
        return None


class JudgeReward(RewardFunction):
    """The judge's verdicts on the ``aspects`` each row's task routes to, averaged with
    ``weights`` (1 where not given); None where a row is routed to none of them or every
    verdict it received is undecided."""

    def __init__(
        self,
        judge: RewardJudge,
        aspects: Sequence[Aspect],
        *,
        name: str,
        weights: Mapping[str, float] | None = None,
    ) -> None:
        unknown = sorted(set(weights or {}) - {aspect.value for aspect in ASPECTS})
        if unknown:
            raise ConfigError(f"unknown aspect(s) in the weights: {', '.join(unknown)}")
        if any(weight < 0 for weight in (weights or {}).values()):
            raise ConfigError("aspect weights must not be negative")
        self.judge = judge
        self.aspects = tuple(aspects)
        self.name = name
        self.weights = {aspect.value: float((weights or {}).get(aspect, 1.0)) for aspect in ASPECTS}

    def _routed(self, task: str | None) -> tuple[Aspect, ...]:
        if not _known_task(task):
            return ()
        assert task is not None
        return tuple(
            aspect
            for aspect in get_task(task).aspects
            if aspect in self.aspects and self.weights[aspect.value] > 0
        )

    def applies(self, task: str | None, reference: str | None) -> bool:
        return bool(self._routed(task))

    def _rules_score(self, rows: Sequence[RewardRow]) -> list[float | None]:
        """The rules judge's verdicts taken straight from it: no judge prompt is rendered and
        no judgement record built, since nothing reads them here (the verdicts are the ones
        ``rolemrc eval --judge rules`` records)."""
        values: list[float | None] = []
        for row in rows:
            routed = self._routed(row.task)
            total = weight = 0.0
            if routed:
                generation = row.generation()
                for aspect in routed:
                    score = rules_verdict(generation, aspect).score
                    if score is not None:
                        total += self.weights[aspect.value] * score
                        weight += self.weights[aspect.value]
            values.append(total / weight if weight else None)
        return values

    def score(self, rows: Sequence[RewardRow]) -> list[float | None]:
        if isinstance(self.judge.judge, RulesJudge):
            return self._rules_score(rows)
        calls: list[RowCall] = []
        owner: list[int] = []
        for index, row in enumerate(rows):
            routed = self._routed(row.task)
            if not routed:
                continue
            generation = row.generation()
            for call in self.judge.calls(generation):
                if call.aspect in routed:
                    calls.append((call, generation))
                    owner.append(index)
        verdicts = self.judge.verdicts(calls)
        totals: list[list[float]] = [[0.0, 0.0] for _ in rows]
        for index, (call, _), verdict in zip(owner, calls, verdicts, strict=True):
            value = verdict_reward(verdict)
            if value is not None:
                weight = self.weights[call.aspect.value]
                totals[index][0] += weight * value
                totals[index][1] += weight
        return [total / weight if weight else None for total, weight in totals]

    def close(self) -> None:
        self.judge.close()


class ReferenceReward(RewardFunction):
    """ROUGE-L F of the reply against the row's reference; None where the row has none."""

    name = REFERENCE_REWARD

    def applies(self, task: str | None, reference: str | None) -> bool:
        return reference is not None

    def score(self, rows: Sequence[RewardRow]) -> list[float | None]:
        return [
            rouge_scores(row.response, row.reference)["rougeL"]
            if row.reference is not None
            else None
            for row in rows
        ]


class FormatReward(RewardFunction):
    """The share of the deterministic checks a reply passes: narration present exactly when the
    task asks for it, and every format rule recognised in a nested rule (content and format
    tasks) that can be decided for this reply. A reply that echoes its prompt scores 0. None
    for rows without a known task."""

    name = FORMAT_REWARD

    def applies(self, task: str | None, reference: str | None) -> bool:
        return _known_task(task)

    def _row_score(self, row: RewardRow) -> float | None:
        if not _known_task(row.task):
            return None
        generation = row.generation()
        if echo_verdict(generation) is not None:
            return 0.0
        kind = get_task(generation.task)
        passed = [bool(find_narration(row.response)) == kind.narration]
        if kind.rule in (Rule.NESTED_FORMAT, Rule.NESTED_CONTENT):
            requirement = nested_requirement_of(generation)
            passed += [
                verdict.passed
                for verdict in check_format_rules(row.response, requirement)
                if verdict.passed is not None
            ]
        return sum(passed) / len(passed)

    def score(self, rows: Sequence[RewardRow]) -> list[float | None]:
        return [self._row_score(row) for row in rows]


def build_reward(
    name: str, judge: RewardJudge, *, weights: Mapping[str, float] | None = None
) -> RewardFunction:
    """The reward ``name`` (one of :data:`REWARD_NAMES`) on ``judge``; ``weights`` set the
    aspects' weights in ``aggregate``."""
    if name == AGGREGATE_REWARD:
        return JudgeReward(judge, ASPECTS, name=AGGREGATE_REWARD, weights=weights)
    if name in {aspect.value for aspect in ASPECTS}:
        return JudgeReward(judge, (Aspect(name),), name=name)
    if name == REFERENCE_REWARD:
        return ReferenceReward()
    if name == FORMAT_REWARD:
        return FormatReward()
    raise ConfigError(f"unknown reward {name!r}; use one of: {', '.join(REWARD_NAMES)}")


def parse_reward_specs(specs: str | Sequence[str]) -> list[str]:
    """Reward names from ``"aggregate,format"`` (or several such strings), in order, each once."""
    parts = [specs] if isinstance(specs, str) else list(specs)
    names: list[str] = []
    for part in parts:
        for name in (piece.strip() for piece in part.split(",")):
            if not name:
                continue
            if name not in REWARD_NAMES:
                raise ConfigError(f"unknown reward {name!r}; use one of: {', '.join(REWARD_NAMES)}")
            if name not in names:
                names.append(name)
    if not names:
        raise ConfigError("no reward named; use one of: " + ", ".join(REWARD_NAMES))
    return names


def build_rewards(
    specs: str | Sequence[str],
    judge: RewardJudge,
    *,
    weights: Mapping[str, float] | None = None,
) -> list[RewardFunction]:
    """The rewards ``specs`` name (``"aggregate,format"``), sharing one judge."""
    return [build_reward(name, judge, weights=weights) for name in parse_reward_specs(specs)]


@dataclass(frozen=True)
class CombinedScore:
    """The named rewards' values on one row (None: the reward does not apply, or its verdict
    was undecided), and the ways the adapters combine them."""

    values: Mapping[str, float | None]

    @property
    def applies(self) -> bool:
        """Whether any reward gave a value: tells a 0.0 total with no reward from a real 0."""
        return any(value is not None for value in self.values.values())

    @property
    def total(self) -> float:
        """The sum of the values given; 0.0 where none was (a whole GRPO group gets 0 then, as
        applicability depends on the task alone, so no advantage)."""
        return sum(value for value in self.values.values() if value is not None)

    @property
    def mean(self) -> float:
        """The mean of the values given (in [0, 1] for 0/1 verdicts), 0.0 where none was."""
        given = [value for value in self.values.values() if value is not None]
        return sum(given) / len(given) if given else 0.0

    def logged(self) -> dict[str, float]:
        """One number per reward for a framework's logs (0.0 where the reward gave none)."""
        return {name: value if value is not None else 0.0 for name, value in self.values.items()}


def combined_scores(
    rewards: Sequence[RewardFunction], rows: Sequence[RewardRow]
) -> list[CombinedScore]:
    """Every reward of ``rewards`` on ``rows``, one batch per reward (a judge model sees all
    of a batch's calls at once)."""
    scored = {function.name: function.score(rows) for function in rewards}
    return [
        CombinedScore({name: values[index] for name, values in scored.items()})
        for index in range(len(rows))
    ]
