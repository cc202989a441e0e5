"""``rolemrc train``: SFT, DPO, the CPU demo, and the shipped launch configs."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from rolemrc.cli._errors import flag, friendly_errors, note, out_console, say, warn
from rolemrc.cli._help import RolemrcTyper
from rolemrc.cli._model_options import (
    JudgeBaseUrlOption,
    JudgeConcurrencyOption,
    RewardJudgeOption,
    reward_judge_access,
)
from rolemrc.core import spell_settings

train_app = RolemrcTyper(
    help="Train on RoleMRC-format data: SFT, then DPO (TRL; accelerate/DeepSpeed for scale).\n\n"
    "Example: rolemrc train sft --data runs/synth/sft.jsonl "
    "--model hf/meta-llama/Llama-3.1-8B-Instruct --out runs/sft",
    no_args_is_help=True,
)

DataOption = Annotated[Path, typer.Option(help="Training data (JSONL).")]
SftDataOption = Annotated[
    Path,
    typer.Option(
        help="Training data (JSONL): conversations ('messages' or 'conversations'), or "
        "RoleBench rows (role, question, generated; any RoleBench split or Context-Instruct's "
        "role_specific.jsonl), trained RoleLLM's way (RoCIT)."
    ),
]
ProfilesOption = Annotated[
    Path | None,
    typer.Option(
        help="RoleBench rows: role profiles JSON (role -> description, or -> {description, "
        "catchphrases, script}). Default: RoleBench's profiles on the hub."
    ),
]
RoleContextOption = Annotated[
    str,
    typer.Option(
        help="RoleBench rows: 'system' (RoleLLM's system instruction from the role's "
        "description and catchphrases) or 'retrieval' (dialogue examples retrieved from the "
        "role's script, --few-shot of them)."
    ),
]
FewShotOption = Annotated[
    int,
    typer.Option(min=0, help="RoleBench rows: retrieved script turns shown before the question."),
]
ReferencesOption = Annotated[
    str,
    typer.Option(help="RoleBench rows: 'all' (one conversation per reference answer) or 'first'."),
]
RoleBenchLanguageOption = Annotated[
    str | None,
    typer.Option(help="RoleBench rows: eng or zh, when the file's path does not say."),
]
OutOption = Annotated[Path, typer.Option(help="Output directory of the trained model.")]
PresetOption = Annotated[
    str, typer.Option(help="Settings preset: 'paper' (RoleMRC §4.1) or 'demo' (CPU, LoRA).")
]
LoraOption = Annotated[
    bool | None,
    typer.Option("--lora/--full", help="LoRA adapter or full fine-tuning (default: the preset's)."),
]
MaxStepsOption = Annotated[
    int | None, typer.Option(min=1, help="Stop after N optimizer steps (default: whole epochs).")
]
EpochsOption = Annotated[float | None, typer.Option(min=0.0, help="Epochs (paper: 1).")]
LearningRateOption = Annotated[float | None, typer.Option(min=0.0, help="Peak learning rate.")]
BatchOption = Annotated[int | None, typer.Option(min=1, help="Sequences per device and step.")]
EffectiveBatchOption = Annotated[
    int | None,
    typer.Option(
        min=1, help="Sequences per optimizer step over all devices (paper: 64); sets accumulation."
    ),
]
WarmupOption = Annotated[
    float | None,
    typer.Option(
        min=0.0,
        max=0.999,
        help="Share of optimizer steps spent warming up from 0 (paper: 0.04 SFT, 0.1 DPO).",
    ),
]
AllowZeroLrOption = Annotated[
    bool,
    typer.Option(
        "--allow-zero-learning-rate",
        help="Run even when every optimizer step would have learning rate 0 (the weights "
        "cannot change); refused otherwise.",
    ),
]
ModelSpecHelp = "hf/PATH_OR_HUB_ID, embedded, or a model directory"
AccumulationOption = Annotated[
    int | None,
    typer.Option(
        min=1, help="Gradient accumulation (default: effective batch / (per-device x processes))."
    ),
]
MaxLengthOption = Annotated[int | None, typer.Option(min=8, help="Longest sequence in tokens.")]
FrozenLayersOption = Annotated[
    int | None,
    typer.Option(
        min=0,
        help="Full fine-tuning: leave the token embeddings and the lowest N layers untrained "
        "(backward stops above them; default 0).",
    ),
]
SeedOption = Annotated[int | None, typer.Option(help="Random seed (paper: 42).")]
ChatTemplateOption = Annotated[
    str | None,
    typer.Option(
        help="Chat template with {% generation %} markers: a file, or a family name "
        "(llama3, chatml, gemma, generic). Default: the model's, else its family's."
    ),
]
DeepSpeedOption = Annotated[
    Path | None,
    typer.Option(help="DeepSpeed JSON config (for torchrun; accelerate configs carry their own)."),
]
OverwriteOption = Annotated[
    bool, typer.Option("--overwrite", help="Replace a model already trained into --out.")
]
NoProgressOption = Annotated[
    bool, typer.Option("--no-progress", help="Plain metric lines instead of progress bars.")
]

TrainingFlags = dict[str, Any]
"""The values of the flags every training stage takes (:data:`_TRAINING_FLAGS`), by name."""
_TRAINING_FLAGS: tuple[tuple[str, Any, object], ...] = (
    ("lora", LoraOption, None),
    ("max_steps", MaxStepsOption, None),
    ("epochs", EpochsOption, None),
    ("learning_rate", LearningRateOption, None),
    ("per_device_batch_size", BatchOption, None),
    ("effective_batch_size", EffectiveBatchOption, None),
    ("gradient_accumulation", AccumulationOption, None),
    ("warmup_ratio", WarmupOption, None),
    ("max_length", MaxLengthOption, None),
    ("frozen_layers", FrozenLayersOption, None),
    ("seed", SeedOption, None),
    ("chat_template", ChatTemplateOption, None),
    ("deepspeed", DeepSpeedOption, None),
    ("overwrite", OverwriteOption, False),
    ("no_progress", NoProgressOption, False),
    ("allow_zero_learning_rate", AllowZeroLrOption, False),
)
"""The flags ``train sft``, ``train dpo`` and ``train grpo`` share: name, option, default."""


def _with_training_flags(
    **options: Any,
) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Declare :data:`_TRAINING_FLAGS` (with ``options`` in place of some) where a command has
    its ``training`` parameter, and hand the command their values as that one dict.

    Typer reads a command's flags from its signature, so the shared flags are spliced into it;
    their place keeps them where ``--help`` lists them among the command's own flags.
    """

    unknown = options.keys() - {name for name, _, _ in _TRAINING_FLAGS}
    if unknown:
        raise TypeError(f"not shared training flags: {sorted(unknown)}")

    def declare(command: Callable[..., None]) -> Callable[..., None]:
        own = list(inspect.signature(command, eval_str=True).parameters.values())
        at = [parameter.name for parameter in own].index("training")
        shared = [
            inspect.Parameter(
                name,
                inspect.Parameter.KEYWORD_ONLY,
                annotation=options.get(name, option),
                default=default,
            )
            for name, option, default in _TRAINING_FLAGS
        ]

        @functools.wraps(command)
        def run(**flags: Any) -> None:
            training = {name: flags.pop(name) for name, _, _ in _TRAINING_FLAGS}
            command(**flags, training=training)

        run.__signature__ = inspect.Signature([*own[:at], *shared, *own[at + 1 :]])  # type: ignore[attr-defined]
        return run

    return declare


_JOB_OPTIONS = (
    "data",
    "model",
    "out",
    "preset",
    "chat_template",
    "deepspeed",
    "overwrite",
    "allow_zero_learning_rate",
    "profiles",
    "role_context",
    "few_shot",
    "references",
    "language",
)
"""The flags of ``train sft``/``train dpo`` that are TrainJob fields (the RoleBench ones are
``train sft``'s only)."""
_OVERRIDE_OPTIONS = (
    "beta",
    "lora",
    "max_steps",
    "epochs",
    "learning_rate",
    "per_device_batch_size",
    "effective_batch_size",
    "gradient_accumulation",
    "warmup_ratio",
    "max_length",
    "frozen_layers",
    "seed",
    "num_generations",
    "max_completion_length",
    "temperature",
    "use_vllm",
)
"""The flags that override the preset, where given."""


def _train(stage: str, options: Mapping[str, Any], job_fields: Mapping[str, Any] = {}) -> None:
    """Train ``stage`` with a command's flags (its ``locals()``): the job's own fields (and
    ``job_fields``), and the preset overrides that were given."""
    from rolemrc.llm import ModelSpec
    from rolemrc.train import TrainJob, check_training_job

    out: Path = options["out"]
    job = TrainJob.model_validate(
        {name: options[name] for name in _JOB_OPTIONS if name in options}
        | {
            "stage": stage,
            "overrides": {
                name: options[name] for name in _OVERRIDE_OPTIONS if options.get(name) is not None
            },
            "progress": not options["no_progress"],
        }
        | dict(job_fields)
    )
    check_training_job(job)  # before the trainers' libraries load
    from rolemrc.train import build_trainer, finish_training, leave_process_group

    prepared = build_trainer(job)
    main_process = prepared.trainer.is_world_process_zero()
    printed = len(prepared.warnings)
    if main_process:
        _print_warnings(prepared.warnings)
    result = finish_training(prepared)
    del prepared  # the trainer and its wrapped model go before their process group
    leave_process_group()
    if not main_process:
        return
    _print_warnings(result.warnings[printed:])
    loss = "n/a" if result.train_loss is None else f"{result.train_loss:.4f}"
    rates = result.learning_rates
    used = (
        f", learning rate {rates.first:.3g} to {rates.last:.3g} (max {rates.max:.3g})"
        if rates
        else ""
    )
    say(f"{stage}: {result.steps} steps in {result.seconds:.1f} s, mean training loss {loss}{used}")
    say(f"model: {out}  (evaluate with --model {ModelSpec.hf(out)})")
    if stage == "grpo":
        _print_reward_curves(result.history)


def _print_reward_curves(history: list[dict[str, Any]]) -> None:
    """Each reward's mean at the first and the last logged step."""
    names = sorted(
        {
            key
            for entry in history
            for key in entry
            if key.startswith("rewards/") and key.endswith("/mean")
        }
    )
    for key in names:
        values = [entry[key] for entry in history if entry.get(key) is not None]
        if values:
            say(f"reward {key.split('/')[1]}: {values[0]:.3f} first step, {values[-1]:.3f} last")


def _print_warnings(warnings: list[str]) -> None:
    for warning in warnings:
        warn(spell_settings(warning, flag))


@train_app.command("sft")
@friendly_errors
@_with_training_flags()
def sft_command(
    data: SftDataOption,
    model: Annotated[str, typer.Option(help=f"Starting model: {ModelSpecHelp}.")],
    out: OutOption,
    preset: PresetOption = "paper",
    *,
    training: TrainingFlags,
    profiles: ProfilesOption = None,
    role_context: RoleContextOption = "system",
    few_shot: FewShotOption = 0,
    references: ReferencesOption = "all",
    language: RoleBenchLanguageOption = None,
) -> None:
    """Supervised fine-tuning; the loss covers assistant turns only.

    Example: rolemrc train sft --data runs/synth/sft.jsonl
    --model hf/meta-llama/Llama-3.1-8B-Instruct --out runs/sft

    RoCIT: rolemrc train sft --data rolebench-zh/role_specific/train.jsonl
    --profiles profiles-zh.json --model hf/THUDM/chatglm2-6b --out runs/roleglm
    """
    _train("sft", locals() | training)


@train_app.command("dpo")
@friendly_errors
@_with_training_flags()
def dpo_command(
    data: DataOption,
    model: Annotated[str, typer.Option(help=f"The SFT model: {ModelSpecHelp}.")],
    out: OutOption,
    preset: PresetOption = "paper",
    beta: Annotated[float | None, typer.Option(min=0.0, help="DPO beta (paper: 0.1).")] = None,
    *,
    training: TrainingFlags,
) -> None:
    """Direct preference optimisation (sigmoid loss) against the frozen starting model.

    Example: rolemrc train dpo --data runs/synth/dpo.jsonl --model runs/sft --out runs/dpo
    """
    _train("dpo", locals() | training)


def _aspect_weights(values: list[str]) -> dict[str, float]:
    weights = {}
    for value in values:
        aspect, _, weight = value.partition("=")
        try:
            weights[aspect.strip()] = float(weight)
        except ValueError:
            raise typer.BadParameter(
                f"expected ASPECT=WEIGHT, got {value!r}", param_hint="--aspect-weight"
            ) from None
    return weights


@train_app.command("grpo")
@friendly_errors
@_with_training_flags(
    per_device_batch_size=Annotated[
        int | None, typer.Option(min=1, help="Completions per device and step.")
    ],
    effective_batch_size=Annotated[
        int | None,
        typer.Option(min=1, help="Completions per optimizer step over all devices."),
    ],
)
def grpo_command(
    data: Annotated[
        Path, typer.Option(help="RL prompts (JSONL): rl.jsonl, test-schema or SFT rows.")
    ],
    model: Annotated[str, typer.Option(help=f"The policy to train: {ModelSpecHelp}.")],
    out: OutOption,
    reward: Annotated[
        list[str] | None,
        typer.Option(
            help="Rewards, comma-separated or repeated: aggregate, the five aspects "
            "(knowledge_range, style_compliance, nested_instruction, multi_turn_instruction, "
            "instruction_priority), reference (ROUGE-L), format (verifiers). Optional with "
            "--turns (the conversation's reward is the environment's)."
        ),
    ] = None,
    turns: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Continue each prompt's conversation for this many simulated user turns (the "
            "multi-turn role-play environment; the policy speaks through its say tool).",
        ),
    ] = None,
    conversation_reward: Annotated[
        str,
        typer.Option(help="With --turns, the conversation's reward: worst, mean, first_failure."),
    ] = "worst",
    judge: RewardJudgeOption = "rules",
    judge_base_url: JudgeBaseUrlOption = None,
    judge_concurrency: JudgeConcurrencyOption = None,
    aspect_weight: Annotated[
        list[str] | None,
        typer.Option(help="ASPECT=WEIGHT in the aggregate (repeatable; default 1 each)."),
    ] = None,
    preset: Annotated[
        str, typer.Option(help="'gpu' (vLLM generation) or 'demo' (CPU, LoRA, a few steps).")
    ] = "gpu",
    num_generations: Annotated[
        int | None, typer.Option(min=2, help="Completions per prompt (the group).")
    ] = None,
    max_completion_length: Annotated[
        int | None, typer.Option(min=1, help="Longest completion in tokens.")
    ] = None,
    temperature: Annotated[
        float | None, typer.Option(min=0.0, help="Sampling temperature of the rollouts.")
    ] = None,
    use_vllm: Annotated[
        bool | None,
        typer.Option("--vllm/--no-vllm", help="Generate with vLLM (default: the preset's)."),
    ] = None,
    *,
    training: TrainingFlags,
) -> None:
    """GRPO on RoleMRC rewards (TRL's GRPOTrainer).

    Example: rolemrc train grpo --data runs/synth/rl.jsonl --model runs/sft
    --reward aggregate,format --out runs/grpo
    (multi-turn: --turns 3 --conversation-reward worst)
    """
    from rolemrc.rewards import parse_reward_specs

    judge_access = reward_judge_access(judge, judge_base_url, judge_concurrency)
    _train(
        "grpo",
        locals() | training,
        {
            "rewards": tuple(parse_reward_specs(reward)) if reward else (),
            "judge": judge_access,
            "aspect_weights": _aspect_weights(aspect_weight or []),
            "turns": turns,
            "conversation_reward": conversation_reward,
        },
    )


@train_app.command("demo")
@friendly_errors
def demo_command(
    out: Annotated[Path, typer.Option(help="Demo directory.")] = Path("runs/train-demo"),
) -> None:
    """Offline demo: a few LoRA steps of SFT, then DPO, on the embedded model (CPU).

    Example: rolemrc train demo --out runs/train-demo
    """
    from rolemrc.llm import EMBEDDED_MODEL_NOTE
    from rolemrc.train import train_demo

    note(EMBEDDED_MODEL_NOTE)
    result = train_demo(out)
    for name, stage in (("sft", result.sft), ("dpo", result.dpo)):
        losses = ", ".join(f"{entry['loss']:.4f}" for entry in stage.history if "loss" in entry)
        say(f"{name}: {stage.steps} LoRA steps, losses {losses} -> {stage.out}")
    say(f"demo finished in {result.seconds:.1f} s")


@train_app.command("rocit-demo")
@friendly_errors
def rocit_demo_command(
    split: Annotated[
        str,
        typer.Option(
            help="RoleBench's English role-specific split: a local file or "
            "hf:eng/instruction/role_specific."
        ),
    ] = "hf:eng/instruction/role_specific",
    out: Annotated[Path, typer.Option(help="Demo directory.")] = Path("runs/rocit-demo"),
    train_rows: Annotated[int, typer.Option(min=1, help="Training rows per role.")] = 6,
    eval_rows: Annotated[int, typer.Option(min=1, help="Held-out rows per role.")] = 2,
    max_new_tokens: Annotated[int, typer.Option(min=1, help="Generation limit.")] = 64,
) -> None:
    """RoCIT demo: LoRA SFT of the embedded model on RoleBench rows of three roles, then
    RoleBench's ROUGE-L (SPE) on held-out rows of those roles, before and after (CPU).

    Example: rolemrc train rocit-demo --out runs/rocit-demo
    --split rolebench-eng/instruction-generalization/role_specific/test.jsonl
    """
    from rolemrc.llm import EMBEDDED_MODEL_NOTE
    from rolemrc.train import rocit_demo

    note(EMBEDDED_MODEL_NOTE)
    result = rocit_demo(
        out,
        split=split,
        train_rows=train_rows,
        eval_rows=eval_rows,
        max_new_tokens=max_new_tokens,
    )
    loss = "n/a" if result.sft.train_loss is None else f"{result.sft.train_loss:.4f}"
    say(
        f"sft: {result.sft.steps} LoRA steps on {result.train_rows} rows in "
        f"{result.sft.seconds:.1f} s, mean loss {loss}"
    )
    for name, figures in (("before", result.before), ("after", result.after)):
        spe = "n/a" if figures.spe is None else f"{figures.spe:.4f}"
        say(
            f"{name}: SPE ROUGE-L {spe} on {result.eval_rows} held-out rows "
            f"({figures.model}, {figures.seconds:.1f} s)"
        )
    say(f"demo finished in {result.seconds:.1f} s")


@train_app.command("configs")
@friendly_errors
def configs_command(
    copy_to: Annotated[
        Path | None, typer.Option(help="Copy the config files into this directory to edit them.")
    ] = None,
) -> None:
    """Show (or copy out) the accelerate and DeepSpeed launch configs shipped with rolemrc.

    Example: rolemrc train configs --copy-to my-launch-configs
    """
    from rolemrc.train import LAUNCH_CONFIGS, copy_launch_configs, launch_config_path

    if copy_to is not None:
        for path in copy_launch_configs(copy_to):
            say(str(path))
        return
    table = Table(show_header=True, header_style="bold")
    table.add_column("config")
    table.add_column("path", overflow="fold")
    for name, description in LAUNCH_CONFIGS.items():
        table.add_row(escape(description), escape(str(launch_config_path(name))))
    out_console.print(table)
