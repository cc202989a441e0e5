"""Training (RoleMRC §4.1): SFT then DPO with TRL on RoleMRC-format data, LoRA optional.

Presets, data readers, chat templates, launch configs, the job and its checks import cheaply;
the trainers (torch, transformers, TRL, PEFT) are imported on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from rolemrc.core import ConfigError
from rolemrc.train._configs import LAUNCH_CONFIGS, copy_launch_configs, launch_config_path
from rolemrc.train._data import (
    PreferencePair,
    SftConversation,
    read_dpo_rows,
    read_sft_rows,
    task_counts,
)
from rolemrc.train._job import TrainJob
from rolemrc.train._prerequisites import (
    check_trainable_rows,
    check_training_job,
    untrained_prefix_length,
)
from rolemrc.train._presets import (
    PRESETS,
    STAGES,
    AnySettings,
    DpoSettings,
    GrpoSettings,
    LoraSettings,
    SftSettings,
    Stage,
    preset_settings,
)
from rolemrc.train._report_model import MANIFEST_NAME, TrainManifest, read_train_manifest
from rolemrc.train._rl_data import RlPrompt, read_rl_rows
from rolemrc.train._templates import (
    CHAT_FAMILIES,
    ChatFamily,
    TrainingTemplate,
    family_template,
    has_generation_markers,
    training_chat_template,
    verify_assistant_masks,
)

if TYPE_CHECKING:
    from rolemrc.train._demo import DemoResult, train_demo, write_demo_data
    from rolemrc.train._rocit_demo import (
        ROCIT_DEMO_PROFILES,
        ROCIT_DEMO_ROLES,
        RocitDemoEval,
        RocitDemoResult,
        rocit_demo,
        write_rocit_demo_data,
    )
    from rolemrc.train._run import (
        METRICS_NAME,
        PreparedTraining,
        RunPlan,
        TrainingEffectCallback,
        TrainResult,
        build_trainer,
        finish_training,
        leave_process_group,
        plan_run,
        run_training,
    )
    from rolemrc.train._schedule import (
        LearningRates,
        TrainingSchedule,
        check_schedule,
        learning_rates,
        plan_schedule,
    )

_LAZY_NAMES = {
    **dict.fromkeys(("DemoResult", "train_demo", "write_demo_data"), "rolemrc.train._demo"),
    **dict.fromkeys(
        (
            "ROCIT_DEMO_PROFILES",
            "ROCIT_DEMO_ROLES",
            "RocitDemoEval",
            "RocitDemoResult",
            "rocit_demo",
            "write_rocit_demo_data",
        ),
        "rolemrc.train._rocit_demo",
    ),
    **dict.fromkeys(
        (
            "METRICS_NAME",
            "PreparedTraining",
            "RunPlan",
            "TrainResult",
            "build_trainer",
            "check_schedule",
            "finish_training",
            "leave_process_group",
            "plan_run",
            "run_training",
            "TrainingEffectCallback",
        ),
        "rolemrc.train._run",
    ),
    **dict.fromkeys(
        (
            "LearningRates",
            "TrainingSchedule",
            "check_schedule",
            "learning_rates",
            "plan_schedule",
        ),
        "rolemrc.train._schedule",
    ),
}


_TRAINING_PACKAGES = ("trl", "peft", "accelerate", "datasets")


def __getattr__(name: str) -> Any:
    module = _LAZY_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'rolemrc.train' has no attribute '{name}'")
    try:
        return getattr(importlib.import_module(module), name)
    except ModuleNotFoundError as error:
        if error.name not in _TRAINING_PACKAGES:
            raise
        raise ConfigError(
            f"training needs the '{error.name}' package: pip install {' '.join(_TRAINING_PACKAGES)}"
        ) from error


__all__ = [
    "CHAT_FAMILIES",
    "LAUNCH_CONFIGS",
    "MANIFEST_NAME",
    "METRICS_NAME",
    "PRESETS",
    "ROCIT_DEMO_PROFILES",
    "ROCIT_DEMO_ROLES",
    "STAGES",
    "AnySettings",
    "ChatFamily",
    "DemoResult",
    "DpoSettings",
    "GrpoSettings",
    "LearningRates",
    "LoraSettings",
    "PreferencePair",
    "PreparedTraining",
    "RlPrompt",
    "RocitDemoEval",
    "RocitDemoResult",
    "RunPlan",
    "SftConversation",
    "SftSettings",
    "Stage",
    "TrainJob",
    "TrainManifest",
    "TrainResult",
    "TrainingEffectCallback",
    "TrainingSchedule",
    "TrainingTemplate",
    "build_trainer",
    "check_schedule",
    "check_trainable_rows",
    "check_training_job",
    "copy_launch_configs",
    "family_template",
    "finish_training",
    "has_generation_markers",
    "launch_config_path",
    "learning_rates",
    "leave_process_group",
    "plan_run",
    "plan_schedule",
    "preset_settings",
    "read_dpo_rows",
    "read_rl_rows",
    "read_sft_rows",
    "read_train_manifest",
    "rocit_demo",
    "run_training",
    "task_counts",
    "train_demo",
    "training_chat_template",
    "untrained_prefix_length",
    "verify_assistant_masks",
    "write_demo_data",
    "write_rocit_demo_data",
]
