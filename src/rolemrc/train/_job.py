"""A training run's description: the job a command or a caller hands to ``build_trainer``.

It imports cheaply (no torch, transformers or TRL), so a job is built and checked
(``check_training_job``) before the trainers load.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.llm import ModelAccess
from rolemrc.train._presets import AnySettings, Stage, preset_settings

if TYPE_CHECKING:
    from rolemrc.rolellm import RocitOptions


class TrainJob(BaseModel):
    """One training run: a stage, its data, the model to start from and where to write.

    ``model`` is a model spec with weights (``hf/PATH_OR_HUB_ID``, ``embedded`` or a model
    directory; for DPO, the SFT output). ``overrides`` replace preset settings by name
    (``max_steps``, ``learning_rate``, ``lora``, ...). ``world_size`` defaults to the launcher's
    ``WORLD_SIZE``. ``progress``: tqdm bars; without it, TRL prints one line of metrics per
    logging step. ``allow_zero_learning_rate``: run even when every optimizer step would have
    learning rate 0 (refused otherwise: such a run cannot change the weights). GRPO only:
    ``rewards`` names the rewards (:data:`rolemrc.rewards.REWARD_NAMES`), ``judge`` the judge
    they use (``rules`` or a model spec), ``aspect_weights`` the aspects' weights in
    ``aggregate``; ``turns`` (None: single-turn) makes each rollout a conversation of that many
    simulated user turns (:class:`rolemrc.rewards.RolePlayEnvironment`), scored as a whole by
    ``conversation_reward`` (``worst``, ``mean``, ``first_failure``) with the same judge.

    SFT data of RoleBench rows (RoCIT): ``profiles`` (role descriptions and catchphrases; None:
    RoleBench's hub profiles), ``role_context`` (``system``: RoleLLM's system instruction;
    ``retrieval``: ``few_shot`` dialogue examples retrieved from the role's script),
    ``references`` (``all``: one conversation per reference answer; ``first``) and
    ``language`` (None: read off the path).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    stage: Stage
    data: Path
    model: str
    out: Path
    preset: str = "paper"
    overrides: dict[str, Any] = Field(default_factory=dict)
    chat_template: str | None = None
    deepspeed: Path | None = None
    world_size: int | None = Field(default=None, ge=1)
    progress: bool = True
    overwrite: bool = False
    allow_zero_learning_rate: bool = False
    rewards: tuple[str, ...] = ()
    judge: str | ModelAccess = "rules"
    aspect_weights: dict[str, float] = Field(default_factory=dict)
    turns: int | None = Field(default=None, ge=1)
    conversation_reward: str = "worst"
    profiles: Path | None = None
    role_context: Literal["system", "retrieval"] = "system"
    few_shot: int = Field(default=0, ge=0)
    references: Literal["all", "first"] = "all"
    language: Literal["eng", "zh"] | None = None

    def rocit_options(self) -> RocitOptions:
        """How RoleBench rows in ``data`` become conversations."""
        from rolemrc.rolellm import RocitOptions

        return RocitOptions(
            profiles=self.profiles,
            role_context=self.role_context,
            few_shot=self.few_shot,
            references=self.references,
            language=self.language,
        )

    def settings(self) -> AnySettings:
        return preset_settings(self.preset, self.stage, self.overrides)
