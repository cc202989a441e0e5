"""SFT and DPO runs with TRL: the job, the trainer, the saved model, its manifest and metrics.

A run writes into its output directory:

- the trained model, merged (LoRA adapters folded into the weights), with its tokenizer, whose
  chat template is the one training used: ``rolemrc eval --model hf/DIR`` loads it as is;
- ``adapter/`` (LoRA runs): the adapter alone, for PEFT users;
- ``metrics.jsonl``: one line per logging step (loss, learning rate, DPO rewards, ...);
- ``train_manifest.json``: the job, the resolved settings, the data fingerprint, the chat
  template, the planned schedule, the optimizer steps that ran and their learning rates,
  whether the trainable weights changed, warnings, the metrics history and the library versions.
"""

from __future__ import annotations

import gc
import importlib.metadata
import importlib.util
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from datasets import Dataset
from peft import LoraConfig, PeftModel
from pydantic import BaseModel, Field
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    GenerationConfig,
    PreTrainedTokenizerBase,
    TrainerCallback,
    TrainerControl,
    TrainerState,
    TrainingArguments,
)
from trl.trainer.dpo_config import DPOConfig
from trl.trainer.dpo_trainer import DPOTrainer
from trl.trainer.grpo_config import GRPOConfig
from trl.trainer.grpo_trainer import GRPOTrainer
from trl.trainer.sft_config import SFTConfig
from trl.trainer.sft_trainer import SFTTrainer

from rolemrc import __version__
from rolemrc.core import (
    ConfigError,
    JsonlAppender,
    RunDir,
    file_fingerprint,
    fingerprint,
    setting,
    spell_settings,
)
from rolemrc.llm import WeightsFingerprint, weights_fingerprint
from rolemrc.train._data import read_dpo_rows, read_sft_rows, task_counts
from rolemrc.train._grpo import TOOL_CHAT_TEMPLATE, GroupSignal, grpo_environment, grpo_rewards
from rolemrc.train._grpo import task_counts as rl_task_counts
from rolemrc.train._job import TrainJob
from rolemrc.train._prerequisites import check_trainable_rows, check_training_job
from rolemrc.train._presets import (
    AnySettings,
    GrpoSettings,
    LoraSettings,
    SftSettings,
    Stage,
)
from rolemrc.train._report_model import MANIFEST_NAME, TrainManifest
from rolemrc.train._rl_data import read_rl_rows
from rolemrc.train._schedule import (
    LearningRates,
    TrainingSchedule,
    check_schedule,
    counted,
    plan_schedule,
)
from rolemrc.train._templates import TrainingTemplate, training_chat_template

METRICS_NAME = "metrics.jsonl"
ADAPTER_DIR = "adapter"
_VERSIONED_PACKAGES = ("rolemrc", "torch", "transformers", "trl", "peft", "accelerate", "datasets")


class RunPlan(BaseModel):
    """What a job's settings come to on this machine."""

    world_size: int
    gradient_accumulation: int
    effective_batch_size: int
    precision: str
    tf32: bool
    notes: list[str]


class TrainResult(BaseModel):
    """What a run did. ``learning_rates`` summarises the optimizer steps that ran (None when
    none did); ``weights_changed`` says whether any trainable weight differs afterwards."""

    out: Path
    stage: Stage
    steps: int
    train_loss: float | None
    seconds: float
    history: list[dict[str, Any]]
    learning_rates: LearningRates | None = None
    weights_changed: bool = True
    warnings: list[str] = Field(default_factory=list)
    """Each may name config fields with :func:`rolemrc.core.setting`; ``spell_settings`` reads
    them (``str`` for the fields' names)."""


@dataclass
class PreparedTraining:
    """A ready trainer and what it was built from; ``finish_training`` runs and saves it."""

    job: TrainJob
    settings: AnySettings
    plan: RunPlan
    model_source: str
    template: TrainingTemplate
    data_summary: dict[str, Any]
    trainer: SFTTrainer | DPOTrainer | GRPOTrainer
    schedule: TrainingSchedule
    effect: TrainingEffectCallback
    warnings: list[str]
    """Marked as :attr:`TrainResult.warnings` are."""
    rewards: list[GroupSignal] | None = None


def plan_run(settings: AnySettings, world_size: int | None) -> RunPlan:
    world = world_size or int(os.environ.get("WORLD_SIZE", "1"))
    accumulation = settings.gradient_accumulation_for(world)
    precision, tf32, notes = settings.precision, settings.tf32, []
    if not torch.cuda.is_available() and (precision != "fp32" or tf32):
        notes.append(
            f"no CUDA device: training in float32 instead of {precision}"
            + (" with tf32" if tf32 else "")
        )
        precision, tf32 = "fp32", False
    return RunPlan(
        world_size=world,
        gradient_accumulation=accumulation,
        effective_batch_size=settings.per_device_batch_size * accumulation * world,
        precision=precision,
        tf32=tf32,
        notes=notes,
    )


def _lora_config(lora: LoraSettings | None) -> LoraConfig | None:
    if lora is None:
        return None
    targets = lora.target_modules
    return LoraConfig(
        r=lora.rank,
        lora_alpha=lora.alpha,
        lora_dropout=lora.dropout,
        target_modules=targets if isinstance(targets, str) else list(targets),
        bias="none",
        task_type="CAUSAL_LM",
    )


def _trainer_arguments(job: TrainJob, settings: AnySettings, plan: RunPlan) -> dict[str, Any]:
    arguments: dict[str, Any] = {
        "output_dir": str(job.out),
        "learning_rate": settings.learning_rate,
        "lr_scheduler_type": settings.lr_scheduler,
        "warmup_steps": settings.warmup_ratio,  # a float below 1 is a ratio of all steps
        "weight_decay": settings.weight_decay,
        "num_train_epochs": settings.epochs,
        "max_steps": settings.max_steps or -1,
        "per_device_train_batch_size": settings.per_device_batch_size,
        "gradient_accumulation_steps": plan.gradient_accumulation,
        "gradient_checkpointing": settings.gradient_checkpointing,
        "bf16": plan.precision == "bf16",
        "fp16": plan.precision == "fp16",
        "tf32": plan.tf32 or None,
        "seed": settings.seed,
        "logging_steps": settings.logging_steps,
        "logging_first_step": True,
        "save_strategy": "no",
        "report_to": "none",
        "disable_tqdm": not job.progress,
        "max_length": settings.max_length,
        "model_init_kwargs": {"dtype": settings.model_dtype},
        "deepspeed": str(job.deepspeed) if job.deepspeed else None,
        # Without a GPU, processes started by torchrun/accelerate form a CPU (gloo) group.
        "use_cpu": not torch.cuda.is_available(),
    }
    if isinstance(settings, GrpoSettings):
        del arguments["max_length"]  # prompts are not cut; completions are
        arguments |= {
            "num_generations": settings.num_generations,
            "max_completion_length": settings.max_completion_length,
            "temperature": settings.temperature,
            "beta": settings.beta,
            "loss_type": settings.loss_type,
            "scale_rewards": settings.scale_rewards,
            "use_vllm": settings.use_vllm,
        }
        if settings.use_vllm:
            arguments |= {
                "vllm_mode": settings.vllm_mode,
                "vllm_gpu_memory_utilization": settings.vllm_gpu_memory_utilization,
                "vllm_max_model_length": settings.max_length,
            }
    return arguments


class MetricsLogCallback(TrainerCallback):
    """Appends every log record (loss, learning rate, rewards, ...) to ``metrics.jsonl``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._appender: JsonlAppender | None = None

    def on_train_begin(
        self, args: TrainingArguments, state: TrainerState, control: TrainerControl, **_: Any
    ) -> None:
        if state.is_world_process_zero:
            self.path.unlink(missing_ok=True)
            self._appender = JsonlAppender(self.path)

    def on_log(
        self,
        args: TrainingArguments,
        state: TrainerState,
        control: TrainerControl,
        logs: dict[str, Any] | None = None,
        **_: Any,
    ) -> None:
        if self._appender is not None and logs:
            self._appender.write({"step": state.global_step, "epoch": state.epoch, **logs})

    def on_train_end(
        self, args: TrainingArguments, state: TrainerState, control: TrainerControl, **_: Any
    ) -> None:
        if self._appender is not None:
            self._appender.close()
            self._appender = None


class TrainingEffectCallback(TrainerCallback):
    """Records the learning rate of every optimizer step, and a fingerprint of the trainable
    weights when training begins and ends (hashed in chunks: no second copy of the model)."""

    def __init__(self) -> None:
        self.learning_rates: list[float] = []
        self.before: WeightsFingerprint | None = None
        self.after: WeightsFingerprint | None = None

    def on_train_begin(
        self, args: TrainingArguments, state: TrainerState, control: TrainerControl, **kwargs: Any
    ) -> None:
        self.learning_rates = []
        model = kwargs.get("model")
        if isinstance(model, torch.nn.Module):
            self.before = weights_fingerprint(model, trainable_only=True)

    def on_optimizer_step(
        self, args: TrainingArguments, state: TrainerState, control: TrainerControl, **kwargs: Any
    ) -> None:
        optimizer = kwargs.get("optimizer")
        if optimizer is not None:
            self.learning_rates.append(float(optimizer.param_groups[0]["lr"]))

    def on_train_end(
        self, args: TrainingArguments, state: TrainerState, control: TrainerControl, **kwargs: Any
    ) -> None:
        model = kwargs.get("model")
        if isinstance(model, torch.nn.Module):
            self.after = weights_fingerprint(model, trainable_only=True)

    def weights_changed(self, device: torch.device) -> bool:
        """Whether the trainable weights differ after training, on any process (under ZeRO-3
        each process fingerprints its own shard)."""
        changed = self.before is None or self.after is None or self.before != self.after
        if torch.distributed.is_available() and torch.distributed.is_initialized():
            flag = torch.tensor([int(changed)], device=device)
            torch.distributed.all_reduce(flag, op=torch.distributed.ReduceOp.MAX)
            changed = bool(flag.item())
        return changed


_TrainerFactory = Callable[
    [PreTrainedTokenizerBase, list[TrainerCallback]], SFTTrainer | DPOTrainer | GRPOTrainer
]
"""Builds a stage's trainer from the tokenizer (its chat template set) and the callbacks."""


def build_trainer(job: TrainJob) -> PreparedTraining:
    """Read the data, choose the chat template and build TRL's SFT or DPO trainer."""
    source = check_training_job(job)
    settings = job.settings()
    plan = plan_run(settings, job.world_size)
    if isinstance(settings, GrpoSettings):
        return _build_grpo_trainer(job, settings, plan, source)
    rows = (
        read_sft_rows(job.data, job.rocit_options())
        if job.stage == "sft"
        else read_dpo_rows(job.data)
    )
    # Before the model loads: a schedule that cannot change the weights is refused now.
    warnings: list[str] = []
    schedule = _checked_schedule(job, settings, plan, len(rows), warnings)
    data_summary = {
        "path": str(job.data),
        "sha256": file_fingerprint(job.data),
        "rows": len(rows),
        "tasks": task_counts(rows),
    }

    def sft_or_dpo_trainer(
        tokenizer: PreTrainedTokenizerBase, callbacks: list[TrainerCallback]
    ) -> SFTTrainer | DPOTrainer:
        described = f"{job.stage} on {job.data}"
        check_trainable_rows(rows, tokenizer, max_length=settings.max_length, described=described)
        dataset = Dataset.from_list([row.to_trl() for row in rows])
        arguments = _trainer_arguments(job, settings, plan)
        peft_config = _lora_config(settings.lora)
        if isinstance(settings, SftSettings):
            return SFTTrainer(
                model=source,
                args=SFTConfig(**arguments, assistant_only_loss=True, packing=False),
                train_dataset=dataset,
                processing_class=tokenizer,
                callbacks=callbacks,
                peft_config=peft_config,
            )
        # Without LoRA, TRL loads a frozen copy of the starting model as the reference; with
        # LoRA the reference is the same model with its adapter switched off.
        return DPOTrainer(
            model=source,
            args=DPOConfig(**arguments, beta=settings.beta, loss_type=[settings.loss_type]),
            train_dataset=dataset,
            processing_class=tokenizer,
            callbacks=callbacks,
            peft_config=peft_config,
        )

    prepared = _prepared(
        job, settings, plan, source, data_summary, schedule, warnings, sft_or_dpo_trainer
    )
    trained_rows = len(prepared.trainer.train_dataset)  # type: ignore[arg-type]
    if trained_rows != len(rows):
        # TRL drops rows left without a trained token (e.g. a reply cut off by max_length).
        prepared.warnings = [
            f"{len(rows) - trained_rows} of {len(rows)} rows have no trained token within "
            f"max_length {settings.max_length} and are left out"
        ]
        prepared.schedule = _checked_schedule(job, settings, plan, trained_rows, prepared.warnings)
    data_summary["rows_trained"] = trained_rows
    return prepared


def _build_grpo_trainer(
    job: TrainJob, settings: GrpoSettings, plan: RunPlan, source: str
) -> PreparedTraining:
    """TRL's GRPOTrainer on the job's rewards; the rewards are checked against the data (and
    the schedule against its completions) before the model loads."""
    if settings.use_vllm and importlib.util.find_spec("vllm") is None:
        raise ConfigError(
            f"grpo: preset '{job.preset}' generates with vLLM, which is not installed here; "
            f"install vllm (with a GPU), or generate with transformers ({setting('use_vllm')})"
        )
    rows = read_rl_rows(job.data)
    environment = grpo_environment(job.turns, job.conversation_reward, job.judge, rows, job.data)
    rewards = grpo_rewards(
        job.rewards,
        job.judge,
        rows,
        job.aspect_weights or None,
        environment=environment is not None,
    )
    if plan.effective_batch_size % settings.num_generations:
        raise ConfigError(
            f"grpo: the effective batch ({plan.effective_batch_size} completions) is not a "
            f"multiple of num_generations ({settings.num_generations})"
        )
    prompts_per_step = plan.effective_batch_size // settings.num_generations
    if len(rows) < prompts_per_step:
        raise ConfigError(
            f"grpo: {job.data} has {counted(len(rows), 'prompt')}, fewer than the "
            f"{prompts_per_step} prompts one step generates from (effective batch "
            f"{plan.effective_batch_size} / {settings.num_generations} generations): no step "
            "could run"
        )
    warnings: list[str] = []
    schedule = _checked_schedule(
        job, settings, plan, len(rows) * settings.num_generations, warnings
    )

    def grpo_trainer(
        tokenizer: PreTrainedTokenizerBase, callbacks: list[TrainerCallback]
    ) -> GRPOTrainer:
        arguments = _trainer_arguments(job, settings, plan)
        if environment is not None:
            # one `say` call per assistant turn: the row's own and each user turn's
            arguments["max_tool_calling_iterations"] = environment.turns + 1
            tokenizer.chat_template = TOOL_CHAT_TEMPLATE
        return GRPOTrainer(
            model=source,
            reward_funcs=list(rewards),
            args=GRPOConfig(**arguments),
            train_dataset=Dataset.from_list([row.to_trl() for row in rows]),
            processing_class=tokenizer,
            callbacks=callbacks,
            peft_config=_lora_config(settings.lora),
            environment_factory=environment,
        )

    data_summary = {
        "path": str(job.data),
        "sha256": file_fingerprint(job.data),
        "rows": len(rows),
        "tasks": rl_task_counts(rows),
        "rows_trained": len(rows),
    }
    return _prepared(
        job, settings, plan, source, data_summary, schedule, warnings, grpo_trainer, rewards
    )


def _prepared(
    job: TrainJob,
    settings: AnySettings,
    plan: RunPlan,
    source: str,
    data_summary: dict[str, Any],
    schedule: TrainingSchedule,
    warnings: list[str],
    make_trainer: _TrainerFactory,
    rewards: list[GroupSignal] | None = None,
) -> PreparedTraining:
    """Load the tokenizer with the training chat template and build the trainer with its
    callbacks (the metrics log and the weights-effect check)."""
    tokenizer: PreTrainedTokenizerBase = AutoTokenizer.from_pretrained(source)
    template = training_chat_template(tokenizer, job.chat_template)
    tokenizer.chat_template = template.template
    effect = TrainingEffectCallback()
    trainer = make_trainer(tokenizer, [MetricsLogCallback(job.out / METRICS_NAME), effect])
    if settings.frozen_layers and trainer.model is not None:
        freeze_lower_layers(trainer.model, settings.frozen_layers)
    return PreparedTraining(
        job=job,
        settings=settings,
        plan=plan,
        model_source=source,
        template=template,
        data_summary=data_summary,
        trainer=trainer,
        schedule=schedule,
        effect=effect,
        warnings=warnings,
        rewards=rewards,
    )


def freeze_lower_layers(model: torch.nn.Module, count: int) -> None:
    """Stop training the token embeddings and the lowest ``count`` transformer layers of
    ``model``: their weights keep their values and the backward pass ends above them. The
    layers are the model's stack of ``num_hidden_layers`` blocks; at least one stays trained."""
    config = getattr(model, "config", None)
    layer_count = getattr(config, "num_hidden_layers", None)
    stacks = [
        module
        for module in model.modules()
        if isinstance(module, torch.nn.ModuleList) and len(module) == layer_count
    ]
    if not isinstance(layer_count, int) or len(stacks) != 1:
        raise ConfigError(
            f"{setting('frozen_layers')}: cannot tell this model's stack of transformer layers "
            f"({type(model).__name__}: {len(stacks)} module lists of num_hidden_layers="
            f"{layer_count} blocks); use frozen_layers: 0"
        )
    if count >= layer_count:
        raise ConfigError(
            f"{setting('frozen_layers')}: {count} would freeze every one of the model's "
            f"{layer_count} layers; at most {layer_count - 1}"
        )
    frozen = [model.get_input_embeddings(), *stacks[0][:count]]  # type: ignore[operator]
    for module in frozen:
        for parameter in module.parameters():
            parameter.requires_grad_(False)


def _checked_schedule(
    job: TrainJob,
    settings: AnySettings,
    plan: RunPlan,
    rows: int,
    warnings: list[str],
) -> TrainingSchedule:
    """The schedule of ``rows`` rows; refuses one that cannot learn, adds to ``warnings``."""
    schedule = plan_schedule(
        rows,
        settings,
        world_size=plan.world_size,
        gradient_accumulation=plan.gradient_accumulation,
    )
    try:
        found = check_schedule(
            schedule,
            settings,
            world_size=plan.world_size,
            gradient_accumulation=plan.gradient_accumulation,
            allow_zero_learning_rate=job.allow_zero_learning_rate,
        )
    except ConfigError as error:
        raise ConfigError(f"{job.stage} on {job.data}: {error.spelled(setting)}") from None
    warnings.extend(f"{job.stage}: {warning}" for warning in found)
    return schedule


def _save_model(prepared: PreparedTraining) -> None:
    """Full weights in ``out``; for LoRA the adapter in ``out/adapter`` and the merged weights in
    ``out``. The merge reloads the starting model on the main process, which also works when
    DeepSpeed has sharded the trained one."""
    trainer, out = prepared.trainer, prepared.job.out
    lora = prepared.settings.lora is not None
    trainer.save_model(str(out / ADAPTER_DIR) if lora else str(out))
    if not trainer.is_world_process_zero():
        return
    tokenizer = trainer.processing_class
    assert isinstance(tokenizer, PreTrainedTokenizerBase)
    if lora:
        dtype = getattr(torch, prepared.settings.model_dtype)
        base = AutoModelForCausalLM.from_pretrained(prepared.model_source, dtype=dtype)
        merged = PeftModel.from_pretrained(base, str(out / ADAPTER_DIR)).merge_and_unload()
        merged.save_pretrained(str(out))
    tokenizer.save_pretrained(str(out))
    # Generation must stop at the end-of-turn token the replies were trained to end with.
    generation = GenerationConfig.from_pretrained(str(out))
    stop_ids = generation.eos_token_id
    stop_list = [stop_ids] if isinstance(stop_ids, int) else list(stop_ids or [])
    for token in (prepared.template.end_of_turn, tokenizer.eos_token):
        token_id = tokenizer.convert_tokens_to_ids(token) if token else None
        if isinstance(token_id, int) and token_id not in stop_list:
            stop_list.append(token_id)
    generation.eos_token_id = stop_list
    generation.pad_token_id = tokenizer.pad_token_id
    generation.save_pretrained(str(out))


def _versions() -> dict[str, str | None]:
    versions: dict[str, str | None] = {}
    for package in (*_VERSIONED_PACKAGES, "deepspeed"):
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            versions[package] = None
    return versions


@contextmanager
def trained_positions_only() -> Iterator[None]:
    """Have TRL's fused output layer score only the positions with a trained label, on a CPU too.

    SFT and DPO compute each trained token's log-probability through TRL's chunked output layer.
    Where Triton runs (CUDA, XPU) it scores only the positions with a label; elsewhere it scores
    every position and masks the rest (to keep tile shapes fixed for a compiler), so on a CPU the
    prompt's positions, most of a RoleMRC row, went through the 49k-word output layer forward and
    backward for nothing: about a quarter of a step of the 135M student. Eager CPU training
    compiles nothing, so here the CPU scores the labelled positions only: the same loss and
    gradients. A TRL without that switch (it is private) is left as it is."""
    from trl.trainer import utils as trl_utils

    switch = "_use_triton"  # TRL's private choice of where to score the labelled positions only
    scores_compact = getattr(trl_utils, switch, None)
    if not callable(scores_compact):
        yield
        return

    def compact(device: torch.device) -> bool:
        return device.type == "cpu" or bool(scores_compact(device))

    setattr(trl_utils, switch, compact)
    try:
        yield
    finally:
        setattr(trl_utils, switch, scores_compact)


def finish_training(prepared: PreparedTraining) -> TrainResult:
    """Train, save the model and tokenizer, and write the manifest (main process).

    The manifest (``train_manifest.json``, read back as :class:`TrainManifest`) is recorded
    through ``rolemrc.core.RunRecorder``: ``rolemrc_version``, the training's own keys, then
    ``started``, ``status`` (``complete``), ``timings`` (``training_s``) and ``updated``."""
    recorder = RunDir(prepared.job.out, MANIFEST_NAME).recorder(
        rolemrc_version=__version__, details={}
    )
    started = time.perf_counter()
    try:
        with trained_positions_only():
            output = prepared.trainer.train()
    finally:
        for reward in prepared.rewards or ():
            reward.reward.close()
    seconds = time.perf_counter() - started
    effect = prepared.effect
    weights_changed = effect.weights_changed(prepared.trainer.args.device)
    rates = LearningRates.of(effect.learning_rates)
    warnings = list(prepared.warnings)
    if not weights_changed:
        used = (
            f"learning rates {rates.first:.3g} first, {rates.max:.3g} max, {rates.last:.3g} last"
            if rates
            else "no learning rate recorded"
        )
        warnings.append(
            f"{prepared.job.stage}: training did not change the trainable weights "
            f"({counted(len(effect.learning_rates), 'optimizer step')}, {used}); the saved model "
            "computes what the starting model does"
        )
    for reward in prepared.rewards or ():
        if (warning := reward.warning()) is not None:
            warnings.append(warning)
    _save_model(prepared)
    history = [dict(record) for record in prepared.trainer.state.log_history]
    loss = output.metrics.get("train_loss")
    result = TrainResult(
        out=prepared.job.out,
        stage=prepared.job.stage,
        steps=prepared.trainer.state.global_step,
        train_loss=float(loss) if loss is not None else None,
        seconds=round(seconds, 3),
        history=history,
        learning_rates=rates,
        weights_changed=weights_changed,
        warnings=warnings,
    )
    if prepared.trainer.is_world_process_zero():
        recorder.add_details(_manifest(prepared, result).to_json())
        recorder.timings["training_s"] = seconds
        recorder.save("complete")
    return result


def _manifest(prepared: PreparedTraining, result: TrainResult) -> TrainManifest:
    lora = prepared.settings.lora is not None
    return TrainManifest.model_validate(
        {
            "stage": prepared.job.stage,
            "job": prepared.job.model_dump(mode="json"),
            "model_source": prepared.model_source,
            "settings": prepared.settings.model_dump(mode="json"),
            "plan": prepared.plan.model_dump(mode="json"),
            "data": prepared.data_summary,
            "chat_template": {
                "source": prepared.template.source,
                "end_of_turn": prepared.template.end_of_turn,
                "sha256": fingerprint(prepared.template.template),
            },
            "output": {
                "weights": "merged LoRA" if lora else "full",
                "adapter": ADAPTER_DIR if lora else None,
            },
            "schedule": prepared.schedule.model_dump(mode="json"),
            "optimizer": {
                "steps": len(prepared.effect.learning_rates),
                "learning_rates": (
                    result.learning_rates.model_dump() if result.learning_rates else None
                ),
            },
            "weights": {
                "changed": result.weights_changed,
                "trainable_before": _fingerprint_json(prepared.effect.before),
                "trainable_after": _fingerprint_json(prepared.effect.after),
            },
            "warnings": [spell_settings(warning, str) for warning in result.warnings],
            "rewards": _rewards_record(prepared),
            "metrics": {
                "steps": result.steps,
                "train_loss": result.train_loss,
                "seconds": result.seconds,
                "history": result.history,
            },
            "versions": _versions(),
        }
    )


def _rewards_record(prepared: PreparedTraining) -> dict[str, Any]:
    """GRPO: the rewards, their judge and the signal they gave; their curves are the
    ``rewards/NAME/mean`` entries of the metrics history."""
    if prepared.rewards is None:
        return {}
    record = {
        "judge": prepared.job.model_dump(mode="json")["judge"],
        "aspect_weights": prepared.job.aspect_weights,
        "functions": {reward.reward.name: reward.summary() for reward in prepared.rewards},
    }
    if prepared.job.turns is not None:
        # logged by TRL as rewards/RolePlayEnvironment/mean
        record["environment"] = {
            "class": "RolePlayEnvironment",
            "turns": prepared.job.turns,
            "conversation_reward": prepared.job.conversation_reward,
            "user": "scripted",
        }
    return record


def _fingerprint_json(value: WeightsFingerprint | None) -> dict[str, Any] | None:
    return value.model_dump() if value is not None else None


def leave_process_group() -> None:
    """End a launched (torchrun, accelerate) process's part in its process group, once its
    training is finished and the caller has dropped its trainer: what is left of the trainer is
    collected, every process waits for the others (the main one writes the manifest last), then
    the group is destroyed.

    A group left for the interpreter's exit can abort a process that ends first (gloo: "terminate
    called without an active exception"). A group outlived by a wrapped (DDP) model is destroyed
    with that model, holding the interpreter's lock while gloo's threads may still need it to free
    the last collective's tensors: the process hangs after the model was saved. Here the group is
    the last to go, and destroying it lets those threads finish. For a command that ends its
    process; a script that trains again in the same processes keeps its group. Nothing happens
    outside a launch."""
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        gc.collect()
        torch.distributed.barrier()
        torch.distributed.destroy_process_group()


def run_training(job: TrainJob) -> TrainResult:
    """Build the trainer for ``job``, train, and save everything into ``job.out``."""
    return finish_training(build_trainer(job))
