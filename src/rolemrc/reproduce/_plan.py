"""``rolemrc reproduce --dry-run``: the loop's plan, the model calls it will make and what they
cost, worked out without calling a model.

Synthesis calls come from the synthesis estimate (``rolemrc synth --dry-run``'s). Each of the
four evaluations generates one answer per test row with the student (local weights: no API
cost) and, with a model judge, sends each row the judge calls of its task; a judge call's
prompt size is measured on the package's sample test rows (the reference as the answer, four
characters a token) and its answer counted at the judge's token limit, an upper bound.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from rolemrc.core import TEST_TASK_NAMES, Generation, TokenUsage, get_task
from rolemrc.eval import JudgeSettings, judge_model_spec, make_judge, sample_test_rows
from rolemrc.llm import ModelAccess
from rolemrc.reproduce._config import FileData, ReproduceConfig, SynthData
from rolemrc.reproduce._loop import EVAL_POINTS, STEPS_DIR, loop_steps
from rolemrc.rules import UPSTREAM_JUDGE_MAX_TOKENS, UPSTREAM_TASK_COUNTS
from rolemrc.train import preset_settings

CHARACTERS_PER_TOKEN = 4


class PlannedStep(BaseModel):
    name: str
    dir: str
    does: str


class PlannedCalls(BaseModel):
    """One model's calls in the loop; ``cost`` in USD (None: no prices known)."""

    role: str
    model: str
    calls: float
    usage: TokenUsage
    cost: float | None
    note: str


class LoopPlan(BaseModel):
    steps: list[PlannedStep]
    test_rows: int
    calls: list[PlannedCalls]

    @property
    def cost(self) -> float | None:
        costs = [entry.cost for entry in self.calls]
        return None if any(cost is None for cost in costs) else sum(c or 0.0 for c in costs)


def _test_counts(config: ReproduceConfig) -> dict[str, int]:
    """Rows per test task the loop will evaluate."""
    data = config.data
    if isinstance(data, SynthData):
        from rolemrc.synth import load_config, requested_test_counts

        if data.config is None:
            return dict.fromkeys(TEST_TASK_NAMES, data.test_rows_per_task)
        return requested_test_counts(load_config(data.config).test)
    if data.test.startswith("hf:"):
        return dict(UPSTREAM_TASK_COUNTS)
    from rolemrc.rules import load_test_set

    counts: dict[str, int] = {}
    for row in load_test_set(data.test).rows:
        counts[row.task] = counts.get(row.task, 0) + 1
    return counts


def _synth_calls(data: SynthData) -> PlannedCalls | None:
    from rolemrc.synth import estimate_run, load_config

    if data.config is None:
        return None  # the demo's local generator: no API calls
    config = load_config(data.config)
    estimate = estimate_run(config)
    return PlannedCalls(
        role="synthesis generator",
        model=data.generator or config.generator.model,
        calls=estimate.calls,
        usage=estimate.usage,
        cost=estimate.cost,
        note=(
            f"{estimate.roles:,} roles, {estimate.dialogues:,.0f} dialogues, at most "
            f"{estimate.at_most_calls:,.0f} calls with every repair turn ({data.config})"
        ),
    )


def _judge_calls(config: ReproduceConfig, counts: dict[str, int]) -> PlannedCalls | None:
    spec = config.eval.judge
    model = judge_model_spec(spec)
    if model is None:
        return None
    judge = make_judge(spec, JudgeSettings(access=ModelAccess(model=model)))
    prompt_chars: dict[str, list[int]] = {}
    for row in sample_test_rows():
        generation = Generation(
            id=row.id,
            task=row.task,
            question=row.question,
            reference=row.reference,
            response=row.reference,
            model="",
        )
        prompt_chars[row.task] = [len(call.prompt) for call in judge.calls(generation)]
    calls = 0
    prompt_tokens = 0
    for task, rows in counts.items():
        per_row = prompt_chars.get(task) or [0] * len(get_task(task).aspects)
        calls += rows * len(per_row)
        prompt_tokens += rows * sum(per_row) // CHARACTERS_PER_TOKEN
    evaluations = len(EVAL_POINTS)
    usage = TokenUsage(
        prompt_tokens=prompt_tokens * evaluations,
        completion_tokens=calls * evaluations * UPSTREAM_JUDGE_MAX_TOKENS,
        calls=calls * evaluations,
    )
    prompt_price, completion_price = config.eval.judge_prices
    cost = (usage.prompt_tokens * prompt_price + usage.completion_tokens * completion_price) / 1e6
    note = f"{calls:,} calls per evaluation x {evaluations} evaluations"
    if model != spec:
        note += " at most (the model is asked only what the rules cannot decide)"
    return PlannedCalls(
        role="judge",
        model=spec,
        calls=float(usage.calls),
        usage=usage,
        cost=cost if any(config.eval.judge_prices) else None,
        note=note,
    )


def _describe(config: ReproduceConfig, name: str) -> str:
    data = config.data
    if name == "synth":
        assert isinstance(data, SynthData)
        return (
            f"synthesis from {data.config}"
            if data.config is not None
            else f"the synthesis demo's data: {data.roles} roles, {data.held_out_roles} held out"
        )
    if name == "data":
        assert isinstance(data, FileData)
        return f"data files: {data.sft}, {data.dpo}, test {data.test}"
    if name in ("sft", "dpo"):
        stage: Literal["sft", "dpo"] = "sft" if name == "sft" else "dpo"
        step = config.sft if stage == "sft" else config.dpo
        settings = preset_settings(step.preset, stage, step.overrides)
        length = (
            f"{settings.max_steps} steps" if settings.max_steps else f"{settings.epochs:g} epoch(s)"
        )
        lora = "LoRA" if settings.lora is not None else "full fine-tuning"
        return (
            f"{name.upper()} of {'the student' if name == 'sft' else 'the SFT model'} "
            f"({config.student if name == 'sft' else f'{STEPS_DIR}/sft'}): preset "
            f"{step.preset}, {length}, learning rate {settings.learning_rate:g}, effective batch "
            f"{settings.effective_batch_size}, {lora}"
        )
    if name == "probe":
        return f"probe SFT against DPO (mode {config.probe.mode}) on the test rows"
    if name == "restrain":
        restraint = config.restraint
        return (
            f"scale the {restraint.top} most changed units by {restraint.factor:g} "
            f"({restraint.mode})"
        )
    point = next(point for point in EVAL_POINTS if point.step == name)
    return f"evaluate: {point.title}, judge {config.eval.judge}"


def plan_reproduce(config: ReproduceConfig) -> LoopPlan:
    """The loop's steps, calls and cost (see the module docstring)."""
    counts = _test_counts(config)
    test_rows = sum(counts.values())
    steps = [
        PlannedStep(
            name=step.name, dir=str(Path(STEPS_DIR) / step.name), does=_describe(config, step.name)
        )
        for step in loop_steps(config)
    ]
    calls: list[PlannedCalls] = []
    if isinstance(config.data, SynthData) and (synth := _synth_calls(config.data)) is not None:
        calls.append(synth)
    calls.append(
        PlannedCalls(
            role="student",
            model=config.student,
            calls=float(test_rows * len(EVAL_POINTS)),
            usage=TokenUsage(calls=test_rows * len(EVAL_POINTS)),
            cost=0.0,
            note=f"{test_rows:,} answers x {len(EVAL_POINTS)} evaluations, on local weights",
        )
    )
    if (judge := _judge_calls(config, counts)) is not None:
        calls.append(judge)
    return LoopPlan(steps=steps, test_rows=test_rows, calls=calls)
