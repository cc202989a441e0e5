"""Training settings as data: the paper's SFT and DPO recipes and a CPU demo, one model per stage.

The ``paper`` presets reproduce RoleMRC §4.1 as the upstream scripts run it
(``training/sft_llama3.sh``, ``training/dpo_llama3.sh``, ``training/tasks.sh`` and the Python
entry points ``train_sft.py`` / ``dpo_tuning_demo.py`` of github.com/LuJunru/RoleMRC):

- SFT: learning rate 2e-5 (8B), cosine schedule, warmup ratio 0.04, weight decay 0, 1 epoch,
  max length 4200 (``tasks.sh``), 8 sequences per GPU x 2 accumulation steps x 4 GPUs = 64.
- DPO: ``loss_type=sigmoid``, beta 0.1, learning rate 4e-7 (``4e-7 * sqrt(nodes)`` with one
  node), linear schedule, warmup ratio 0.1, weight decay 0, 1 epoch, max length 3000,
  4 pairs per GPU x 4 accumulation steps x 4 GPUs = 64; full fine-tuning (``ISLORA=0``), so the
  reference model is a frozen copy of the SFT model.
- Both: bf16 mixed precision with tf32 matmuls, float32 master weights, gradient
  checkpointing, seed 42, a log line every step, DeepSpeed (``ds_config.json``).
- LoRA where enabled: rank 8, alpha 16, dropout 0.05 on ``q_proj``/``v_proj`` (the upstream
  defaults of ``if_lora``).

The accumulation steps are derived from the world size so that any GPU count keeps the
effective batch of 64. Two upstream details are not reproduced: its SFT appends one trained
end-of-sequence token after the last turn (here each reply ends with its end-of-turn token
only), and its DPO keeps the end of over-long sequences with prompts capped at 3/4 of the
length (TRL 1.x truncates the end and has no prompt cap).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from rolemrc.core import ConfigError

Stage = Literal["sft", "dpo", "grpo"]
STAGES: tuple[Stage, ...] = ("sft", "dpo", "grpo")
Precision = Literal["bf16", "fp16", "fp32"]
ModelDtype = Literal["float32", "bfloat16", "float16"]


class LoraSettings(BaseModel):
    """A LoRA adapter; ``target_modules`` takes module names or ``"all-linear"``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rank: int = Field(default=8, ge=1)
    alpha: int = Field(default=16, ge=1)
    dropout: float = Field(default=0.05, ge=0.0, lt=1.0)
    target_modules: tuple[str, ...] | Literal["all-linear"] = ("q_proj", "v_proj")


class _StageSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    learning_rate: float = Field(gt=0)
    lr_scheduler: str
    warmup_ratio: float = Field(ge=0.0, lt=1.0)
    weight_decay: float = Field(default=0.0, ge=0.0)
    epochs: float = Field(default=1.0, gt=0)
    max_steps: int | None = Field(default=None, ge=1)
    effective_batch_size: int = Field(default=64, ge=1)
    per_device_batch_size: int = Field(ge=1)
    gradient_accumulation: int | None = Field(
        default=None, ge=1, description="None: derived from the effective batch and world size."
    )
    max_length: int = Field(ge=8)
    precision: Precision = "bf16"
    tf32: bool = True
    model_dtype: ModelDtype = "float32"
    gradient_checkpointing: bool = True
    seed: int = 42
    logging_steps: int = Field(default=1, ge=1)
    lora: LoraSettings | None = None
    frozen_layers: int = Field(
        default=0,
        ge=0,
        description=(
            "Full fine-tuning only: the token embeddings and this many of the lowest transformer "
            "layers are not trained, so the backward pass stops above them (0: every weight "
            "trained). With tied embeddings the output layer is frozen with them."
        ),
    )

    @field_validator("frozen_layers")
    @classmethod
    def _frozen_layers_need_full_weights(cls, value: int, info: ValidationInfo) -> int:
        if value and info.data.get("lora") is not None:
            raise ValueError(
                "applies to full fine-tuning; with lora the base weights are frozen already "
                "(set lora: null, or frozen_layers: 0)"
            )
        return value

    @field_validator("lora", mode="before")
    @classmethod
    def _lora_switch(cls, value: Any) -> Any:
        """``True`` turns on the upstream LoRA defaults, ``False`` full fine-tuning."""
        if value is True:
            return LoraSettings()
        if value is False:
            return None
        return value

    def gradient_accumulation_for(self, world_size: int) -> int:
        """Accumulation steps giving ``effective_batch_size`` on ``world_size`` processes."""
        if world_size < 1:
            raise ConfigError(f"world size must be at least 1, got {world_size}")
        if self.gradient_accumulation is not None:
            return self.gradient_accumulation
        per_step = self.per_device_batch_size * world_size
        if self.effective_batch_size % per_step:
            raise ConfigError(
                f"effective batch {self.effective_batch_size} is not a multiple of "
                f"{self.per_device_batch_size} per device x {world_size} processes = {per_step}; "
                "change the per-device batch size or set the gradient accumulation explicitly"
            )
        return self.effective_batch_size // per_step


class SftSettings(_StageSettings):
    """Supervised fine-tuning; the loss covers the assistant turns only."""

    stage: Literal["sft"] = "sft"


class DpoSettings(_StageSettings):
    """Direct preference optimisation against a frozen reference (the SFT model)."""

    stage: Literal["dpo"] = "dpo"
    beta: float = Field(default=0.1, gt=0)
    loss_type: str = "sigmoid"


class GrpoSettings(_StageSettings):
    """Group relative policy optimisation (TRL's GRPOTrainer) on reward functions.

    Batch sizes count completions: each optimizer step generates
    ``effective_batch_size / num_generations`` prompts ``num_generations`` times each, so the
    effective batch must be a multiple of ``num_generations``. ``max_length`` bounds prompt plus
    completion where vLLM generates (its model length). ``beta`` 0 leaves out the KL term and
    the reference model (TRL's default).
    """

    stage: Literal["grpo"] = "grpo"
    num_generations: int = Field(default=8, ge=2)
    max_completion_length: int = Field(default=256, ge=1)
    temperature: float = Field(default=1.0, gt=0.0)
    beta: float = Field(default=0.0, ge=0.0)
    loss_type: str = "dapo"
    scale_rewards: Literal["group", "batch", "none"] = "group"
    use_vllm: bool = False
    vllm_mode: Literal["colocate", "server"] = "colocate"
    vllm_gpu_memory_utilization: float = Field(default=0.3, gt=0.0, le=1.0)


AnySettings = SftSettings | DpoSettings | GrpoSettings
# A few LoRA steps on a CPU at a constant learning rate: float32, no checkpointing (it only costs
# time at this size).
_CPU_DEMO: dict[str, Any] = {
    "lr_scheduler": "constant",
    "warmup_ratio": 0.0,
    "max_length": 1024,
    "precision": "fp32",
    "tf32": False,
    "gradient_checkpointing": False,
    "lora": LoraSettings(),
}
PRESETS: dict[str, dict[Stage, AnySettings]] = {
    "paper": {
        "sft": SftSettings(
            learning_rate=2e-5,
            lr_scheduler="cosine",
            warmup_ratio=0.04,
            per_device_batch_size=8,
            max_length=4200,
        ),
        "dpo": DpoSettings(
            learning_rate=4e-7,
            lr_scheduler="linear",
            warmup_ratio=0.1,
            per_device_batch_size=4,
            max_length=3000,
            beta=0.1,
            loss_type="sigmoid",
        ),
    },
    "demo": {
        "sft": SftSettings(
            learning_rate=2e-4,
            max_steps=3,
            effective_batch_size=1,
            per_device_batch_size=1,
            **_CPU_DEMO,
        ),
        "dpo": DpoSettings(
            learning_rate=5e-5,
            max_steps=2,
            effective_batch_size=1,
            per_device_batch_size=1,
            **_CPU_DEMO,
        ),
        # Two completions of a short prompt batch, a few steps: seconds on a CPU.
        "grpo": GrpoSettings(
            learning_rate=1e-4,
            max_steps=3,
            effective_batch_size=4,
            per_device_batch_size=4,
            num_generations=2,
            max_completion_length=32,
            **_CPU_DEMO,
        ),
    },
    # One GPU (or more with accelerate): vLLM generates in the training process ("colocate").
    "gpu": {
        "grpo": GrpoSettings(
            learning_rate=1e-6,
            lr_scheduler="constant",
            warmup_ratio=0.0,
            effective_batch_size=64,
            per_device_batch_size=16,
            max_length=4096,
            num_generations=8,
            max_completion_length=512,
            use_vllm=True,
        ),
    },
}


def preset_settings(
    name: str, stage: Stage, overrides: dict[str, Any] | None = None
) -> AnySettings:
    """The ``name`` preset of ``stage`` with ``overrides`` applied (validated like the preset)."""
    if name not in PRESETS:
        raise ConfigError(f"unknown preset '{name}'; use one of: {', '.join(PRESETS)}")
    if stage not in STAGES:
        raise ConfigError(f"unknown stage '{stage}'; use one of: {', '.join(STAGES)}")
    if stage not in PRESETS[name]:
        having = ", ".join(preset for preset, stages in PRESETS.items() if stage in stages)
        raise ConfigError(f"preset '{name}' has no {stage} settings; use one of: {having}")
    base = PRESETS[name][stage]
    if not overrides:
        return base
    unknown = sorted(set(overrides) - set(type(base).model_fields) - {"stage"})
    if unknown:
        raise ConfigError(f"unknown {stage} setting(s): {', '.join(unknown)}")
    try:
        return type(base).model_validate({**base.model_dump(), **overrides})
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ConfigError(f"invalid {stage} setting '{where}': {first['msg']}") from None
