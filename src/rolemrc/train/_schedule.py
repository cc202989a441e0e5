"""The optimizer steps a run will make and the learning rate of each, known before it starts.

The arithmetic is the trainer's (transformers ``Trainer``, accelerate's data-loader sharding):

- batches per epoch and process: ``ceil(ceil(rows / per-device batch) / processes)``;
- optimizer steps per epoch: ``max(1, ceil(batches / accumulation))``;
- optimizer steps: ``max_steps``, else ``ceil(epochs x steps per epoch)``;
- warm-up steps: ``ceil(steps x warmup ratio)``;
- the learning rate of step ``k`` (from 0): what transformers' scheduler of that name gives
  after ``k`` scheduler steps. Linear warm-up starts at 0, so with warm-up, step 0 always runs
  at learning rate 0; a run of one optimizer step with any warm-up never changes the weights.

A run whose every step has learning rate 0 is refused (unless allowed); one that ends before
its warm-up does is run with a warning.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import torch
from pydantic import BaseModel, ConfigDict
from transformers.optimization import get_scheduler

from rolemrc.core import ConfigError, setting
from rolemrc.train._presets import AnySettings

# Schedulers the trainer does not step per optimizer step (they react to metrics).
_METRIC_DRIVEN = frozenset({"reduce_lr_on_plateau", "greedy"})


class LearningRates(BaseModel):
    """The learning rates of a run's optimizer steps, summarised."""

    model_config = ConfigDict(frozen=True)

    first: float
    max: float
    last: float
    steps_at_zero: int

    @classmethod
    def of(cls, rates: Sequence[float]) -> LearningRates | None:
        if not rates:
            return None
        return cls(
            first=rates[0],
            max=max(rates),
            last=rates[-1],
            steps_at_zero=sum(1 for rate in rates if rate == 0.0),
        )


class TrainingSchedule(BaseModel):
    """What a run of ``rows`` rows comes to, per the settings and the run plan."""

    model_config = ConfigDict(frozen=True)

    rows: int
    batches_per_epoch: int
    optimizer_steps: int
    warmup_steps: int
    scheduler: str
    peak_learning_rate: float
    learning_rates: LearningRates

    @property
    def never_learns(self) -> bool:
        return self.learning_rates.max == 0.0

    @property
    def ends_in_warmup(self) -> bool:
        return 0.0 < self.learning_rates.max < self.peak_learning_rate * (1 - 1e-9)


def counted(number: int | float, noun: str) -> str:
    """``1 step``, ``2 steps``, ``1.5 epochs``."""
    return f"{number:g} {noun}{'' if number == 1 else 's'}"


def learning_rates(
    scheduler: str, peak: float, optimizer_steps: int, warmup_steps: int
) -> list[float]:
    """The learning rate of each optimizer step, from transformers' scheduler of that name."""
    if scheduler in _METRIC_DRIVEN:
        return [peak] * optimizer_steps
    parameter = torch.nn.Parameter(torch.zeros(1))
    optimizer = torch.optim.SGD([parameter], lr=peak)
    try:
        stepper = get_scheduler(
            scheduler,
            optimizer,
            num_warmup_steps=warmup_steps,
            num_training_steps=optimizer_steps,
        )
    except (ValueError, KeyError) as error:
        raise ConfigError(f"learning-rate scheduler '{scheduler}': {error}") from None
    rates = []
    for _ in range(optimizer_steps):
        rates.append(float(optimizer.param_groups[0]["lr"]))
        optimizer.step()  # no gradient: changes nothing, keeps the scheduler's order check quiet
        stepper.step()
    return rates


def plan_schedule(
    rows: int,
    settings: AnySettings,
    *,
    world_size: int,
    gradient_accumulation: int,
) -> TrainingSchedule:
    """The optimizer steps and learning rates of a run over ``rows`` training rows."""
    if rows < 1:
        raise ConfigError("no training rows")
    batches = math.ceil(math.ceil(rows / settings.per_device_batch_size) / world_size)
    steps_per_epoch = max(1, math.ceil(batches / gradient_accumulation))
    steps = settings.max_steps or math.ceil(settings.epochs * steps_per_epoch)
    warmup = math.ceil(steps * settings.warmup_ratio)
    rates = learning_rates(settings.lr_scheduler, settings.learning_rate, steps, warmup)
    summary = LearningRates.of(rates)
    assert summary is not None  # steps >= 1
    return TrainingSchedule(
        rows=rows,
        batches_per_epoch=batches,
        optimizer_steps=steps,
        warmup_steps=warmup,
        scheduler=settings.lr_scheduler,
        peak_learning_rate=settings.learning_rate,
        learning_rates=summary,
    )


def _batch_description(settings: AnySettings, world_size: int, gradient_accumulation: int) -> str:
    effective = settings.per_device_batch_size * gradient_accumulation * world_size
    return (
        f"batches of {effective} ({settings.per_device_batch_size} per device x "
        f"{gradient_accumulation} accumulation x {world_size} process"
        f"{'' if world_size == 1 else 'es'})"
    )


def _smaller_batch(
    rows: int, settings: AnySettings, world_size: int, gradient_accumulation: int
) -> str | None:
    """Flags for the largest batch (same per-device size if possible) with a learning step."""
    per_device = settings.per_device_batch_size
    while per_device >= 1:
        for accumulation in range(gradient_accumulation, 0, -1):
            trial = settings.model_copy(update={"per_device_batch_size": per_device})
            schedule = plan_schedule(
                rows, trial, world_size=world_size, gradient_accumulation=accumulation
            )
            if not schedule.never_learns:
                flags = (
                    f"{setting('gradient_accumulation')} {accumulation}"
                    if settings.gradient_accumulation is not None
                    else f"{setting('effective_batch_size')} "
                    f"{per_device * accumulation * world_size}"
                )
                if per_device != settings.per_device_batch_size:
                    flags += f" {setting('per_device_batch_size')} {per_device}"
                return flags
        per_device //= 2
    return None


def check_schedule(
    schedule: TrainingSchedule,
    settings: AnySettings,
    *,
    world_size: int,
    gradient_accumulation: int,
    allow_zero_learning_rate: bool = False,
) -> list[str]:
    """Refuse (ConfigError) a run whose every optimizer step has learning rate 0, unless
    allowed; return warnings (such a run when allowed, a run that ends during its warm-up)."""
    rates = schedule.learning_rates
    steps = schedule.optimizer_steps
    run = (
        f"{counted(steps, 'optimizer step')} ({setting('max_steps')})"
        if settings.max_steps
        else (
            f"{_batch_description(settings, world_size, gradient_accumulation)} over "
            f"{counted(schedule.rows, 'row')} make {counted(steps, 'optimizer step')} in "
            f"{counted(settings.epochs, 'epoch')}"
        )
    )
    warmup = (
        f"the {schedule.scheduler} schedule warms up from 0 over "
        f"{counted(schedule.warmup_steps, 'step')} (warmup ratio {settings.warmup_ratio:g})"
        if schedule.warmup_steps
        else f"the {schedule.scheduler} schedule gives learning rate 0 throughout"
    )
    if schedule.never_learns:
        fixes = [f"{setting('warmup_ratio')} 0"]
        if settings.max_steps:
            fixes.append(f"a larger {setting('max_steps')}")
        else:
            smaller = _smaller_batch(schedule.rows, settings, world_size, gradient_accumulation)
            if smaller:
                fixes.insert(0, f"a smaller effective batch ({smaller})")
            fixes.append(f"more data or {setting('epochs')}")
        problem = (
            f"every optimizer step would run at learning rate 0, so training would not change "
            f"the weights: {run}, and {warmup}"
        )
        if not allow_zero_learning_rate:
            raise ConfigError(
                f"{problem}. To train, use {'; or '.join(fixes)}. "
                f"{setting('allow_zero_learning_rate')} (allow_zero_learning_rate=True) runs it "
                "anyway"
            )
        return [f"{problem} (allowed by {setting('allow_zero_learning_rate')})"]
    if schedule.ends_in_warmup:
        return [
            f"the run ends during its warm-up: {run}, and {warmup}, so the learning rate "
            f"peaks at {rates.max:.3g} instead of {schedule.peak_learning_rate:.3g} "
            f"({counted(rates.steps_at_zero, 'step')} at 0); "
            f"a smaller effective batch or {setting('warmup_ratio')} 0 trains at the intended rate"
        ]
    return []
