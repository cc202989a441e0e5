"""``rolemrc reproduce``: the RoleMRC loop as one resumable run directory.

synthesis (or data files) -> evaluation of the starting model on the held-out test roles ->
SFT -> evaluation -> DPO -> evaluation -> probe SFT against DPO -> restrain the most changed
neurons -> evaluation -> the report. Each step is an entry of :func:`loop_steps` and writes its
own run directory under ``steps/`` (the directory every other command opens: ``rolemrc eval``'s,
``rolemrc train``'s, ``rolemrc probe``'s), ending with its status in its manifest.

The steps run as the items of one resumable stage (``rolemrc.core.run_stage``): a step is
appended to ``steps.jsonl`` when it has finished, so a rerun of the same command skips the
steps done and resumes the step a kill interrupted (synthesis and evaluation resume row by row;
training, probing and restraint start that step again). The loop's ``manifest.json`` records
the config it runs (another config is refused in the same directory) and its status.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel
from rich.console import Console

from rolemrc import __version__
from rolemrc.core import (
    MANIFEST_FILE,
    TEST_TASK_NAMES,
    RunDir,
)
from rolemrc.llm import ModelAccess, ModelRoles, ModelSpec
from rolemrc.reproduce._config import FileData, ReproduceConfig, SynthData
from rolemrc.reproduce._held_out import (
    HeldOutCheck,
    check_file_split,
    check_synth_split,
    require_held_out,
)

if TYPE_CHECKING:
    from rolemrc.synth import SynthConfig

STEPS_DIR = "steps"
STEPS_FILE = "steps.jsonl"
HELD_OUT_FILE = "held_out.json"
TRAIN_MANIFEST = "train_manifest.json"


@dataclass(frozen=True)
class EvalPoint:
    """A model the loop evaluates: its step, what it is, and the step that makes it."""

    step: str
    title: str
    made_by: str | None


EVAL_POINTS: tuple[EvalPoint, ...] = (
    EvalPoint("eval-start", "Starting model", None),
    EvalPoint("eval-sft", "SFT", "sft"),
    EvalPoint("eval-dpo", "DPO", "dpo"),
    EvalPoint("eval-restrained", "DPO, restrained", "restrain"),
)


class StepRecord(BaseModel):
    """A finished step, as ``steps.jsonl`` holds it."""

    id: str
    dir: str
    manifest: str
    status: str
    summary: dict[str, Any]


@dataclass(frozen=True)
class LoopStep:
    """One step of the loop: ``run`` does its work in its directory and returns its summary."""

    name: str
    title: str
    manifest: str
    run: Callable[[Loop], dict[str, Any]]


class Loop:
    """A loop's config and where each of its steps reads and writes."""

    def __init__(self, config: ReproduceConfig, out: Path, console: Console | None) -> None:
        self.config = config
        self.out = out
        self.console = console

    def step_dir(self, name: str) -> Path:
        return self.out / STEPS_DIR / name

    @property
    def data_files(self) -> tuple[Path, Path, str]:
        """SFT, DPO and test data of the loop."""
        data = self.config.data
        if isinstance(data, FileData):
            return data.sft, data.dpo, data.test
        synth = self.step_dir("synth")
        return synth / "sft.jsonl", synth / "dpo.jsonl", str(synth / "test.jsonl")

    def model_of(self, point: EvalPoint) -> str:
        """The spec each evaluation loads. The starting model is evaluated on its torch
        weights, through the same engine as the checkpoints trained from it."""
        if point.made_by is None:
            source = ModelSpec.parse(self.config.student).weights_source("evaluation")
            return str(ModelSpec.hf(source))
        return str(ModelSpec.hf(self.step_dir(point.made_by).resolve()))


# -- the steps ------------------------------------------------------------------------------


def synth_step_config(data: SynthData, out: Path) -> SynthConfig:
    """The synthesis config the loop's ``synth`` step runs in ``out`` (the demo's inputs are
    written there): ``data``'s config or the demo's, with its generator overrides."""
    from rolemrc.synth import load_config

    config = load_config(data.config) if data.config is not None else _demo_config(data, out)
    if data.generator is None and not data.repeatable:
        return config
    generator = config.generator.model_copy(
        update={"model": data.generator or config.generator.model}
        | ({"batch_size": 1} if data.repeatable else {})
    )
    return config.model_copy(update={"generator": generator})


def _synth(loop: Loop) -> dict[str, Any]:
    from rolemrc.synth import run_synth

    data = loop.config.data
    assert isinstance(data, SynthData)
    out = loop.step_dir("synth")
    result = run_synth(synth_step_config(data, out), out, progress=False)
    sft, dpo, test = loop.data_files
    check = check_synth_split(out, sft, dpo, Path(test))
    return _held_out_summary(loop, check, result.manifest.status if result.manifest else None)


def _demo_config(data: SynthData, out: Path) -> SynthConfig:
    from rolemrc.synth import TestSplitConfig, write_demo_inputs

    config = write_demo_inputs(out)
    return config.model_copy(
        update={
            "personas": config.personas.model_copy(update={"count": data.roles}),
            "test": TestSplitConfig(
                held_out_roles=data.held_out_roles,
                task_counts=dict.fromkeys(TEST_TASK_NAMES, data.test_rows_per_task),
            ),
        }
    )


def _files(loop: Loop) -> dict[str, Any]:
    sft, dpo, test = loop.data_files
    return _held_out_summary(loop, check_file_split(sft, dpo, test), "complete")


def _held_out_summary(loop: Loop, check: HeldOutCheck, status: str | None) -> dict[str, Any]:
    from rolemrc.core import write_json

    write_json(loop.out / HELD_OUT_FILE, check.model_dump())
    require_held_out(check, str(loop.out / HELD_OUT_FILE))
    return {"data_status": status, "held_out": check.model_dump()}


def _evaluate(point: EvalPoint) -> Callable[[Loop], dict[str, Any]]:
    def run(loop: Loop) -> dict[str, Any]:
        from rolemrc.eval import EvalConfig, run_eval

        settings = loop.config.eval
        access: dict[str, Any] = {"model": loop.model_of(point), "device": loop.config.device}
        if settings.batch_size is not None:
            access["batch_size"] = settings.batch_size
        config = EvalConfig(
            data=loop.data_files[2],
            models=ModelRoles(policy=ModelAccess(**access)),
            out=loop.step_dir(point.step),
            judge=settings.judge,
            bertscore_model=settings.bertscore_model,
            max_new_tokens=settings.max_new_tokens,
            limit=settings.limit,
            progress=False,
        )
        report = run_eval(config).report
        return {"model": point.title, "status": report.status}

    return run


def _train(stage: str) -> Callable[[Loop], dict[str, Any]]:
    def run(loop: Loop) -> dict[str, Any]:
        from rolemrc.train import TrainJob, run_training

        step = loop.config.sft if stage == "sft" else loop.config.dpo
        sft, dpo, _ = loop.data_files
        start = loop.config.student if stage == "sft" else str(loop.step_dir("sft").resolve())
        result = run_training(
            TrainJob(
                stage="sft" if stage == "sft" else "dpo",
                data=sft if stage == "sft" else dpo,
                model=start,
                out=loop.step_dir(stage),
                preset=step.preset,
                overrides=step.overrides,
                progress=False,
                overwrite=True,  # a step a kill interrupted starts again
            )
        )
        return {
            "steps": result.steps,
            "train_loss": result.train_loss,
            "weights_changed": result.weights_changed,
            "warnings": result.warnings,
        }

    return run


def _probe(loop: Loop) -> dict[str, Any]:
    from rolemrc.probe import ProbeConfig, ProbeMode, run_probe

    settings = loop.config.probe
    result = run_probe(
        ProbeConfig(
            base=str(loop.step_dir("sft").resolve()),
            tuned=str(loop.step_dir("dpo").resolve()),
            data=loop.data_files[2],
            out=loop.step_dir("probe"),
            mode=ProbeMode(settings.mode),
            top_fraction=settings.top_fraction,
            limit=settings.limit,
            batch_size=settings.batch_size,
            max_neurons=settings.max_neurons,
            device=loop.config.device,
        )
    )
    return {
        "neurons": result.n_neurons,
        "identical_weights": result.identical_weights,
        "warnings": list(result.warnings),
    }


def _restrain(loop: Loop) -> dict[str, Any]:
    from rolemrc.probe import NEURONS_FILE, restrain_model, select_restraint

    settings = loop.config.restraint
    out = loop.step_dir("restrain")
    if out.exists():  # what an interrupted attempt left: restraint writes a new directory
        shutil.rmtree(out)
    run_dir = RunDir(out)
    neurons = loop.step_dir("probe") / NEURONS_FILE
    details = {"neurons_file": f"../probe/{NEURONS_FILE}", **settings.model_dump()}
    recorder = run_dir.recorder(rolemrc_version=__version__, details=details)
    with run_dir.lock(), recorder.recording("failed"):
        restraint = select_restraint(neurons, factor=settings.factor, top=settings.top)
        restrain_model(
            str(loop.step_dir("dpo").resolve()),
            restraint,
            out,
            mode=settings.mode,
            provenance={"neurons_file": str(neurons.resolve()), "top": settings.top},
        )
        recorder.add_details(
            {
                "site": restraint.site,
                "restrained": [list(neuron) for neuron in restraint.neurons],
            }
        )
        recorder.save("complete")
    return {"neurons": len(restraint.neurons), "site": str(restraint.site)}


def loop_steps(config: ReproduceConfig) -> tuple[LoopStep, ...]:
    """The loop's steps, in order."""
    data = (
        LoopStep("synth", "synthesis", MANIFEST_FILE, _synth)
        if isinstance(config.data, SynthData)
        else LoopStep("data", "data files", HELD_OUT_FILE, _files)
    )
    evals = {point.step: point for point in EVAL_POINTS}
    return (
        data,
        LoopStep(
            "eval-start",
            "evaluation of the starting model",
            MANIFEST_FILE,
            _evaluate(evals["eval-start"]),
        ),
        LoopStep("sft", "SFT", TRAIN_MANIFEST, _train("sft")),
        LoopStep("eval-sft", "evaluation of SFT", MANIFEST_FILE, _evaluate(evals["eval-sft"])),
        LoopStep("dpo", "DPO", TRAIN_MANIFEST, _train("dpo")),
        LoopStep("eval-dpo", "evaluation of DPO", MANIFEST_FILE, _evaluate(evals["eval-dpo"])),
        LoopStep("probe", "probe SFT against DPO", MANIFEST_FILE, _probe),
        LoopStep("restrain", "restraint of the most changed neurons", MANIFEST_FILE, _restrain),
        LoopStep(
            "eval-restrained",
            "evaluation of the restrained DPO model",
            MANIFEST_FILE,
            _evaluate(evals["eval-restrained"]),
        ),
    )


def step_manifest(loop_dir: Path, step: LoopStep) -> Path:
    if step.name == "data":
        return loop_dir / HELD_OUT_FILE
    return loop_dir / STEPS_DIR / step.name / step.manifest
