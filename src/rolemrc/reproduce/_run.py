"""``run_reproduce``: the loop's steps run as the items of one resumable stage, then its report."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from rich.console import Console

from rolemrc import __version__
from rolemrc.core import Fail, Keep, RunDir, Stage, announce_step, run_stage
from rolemrc.reproduce._config import ReproduceConfig
from rolemrc.reproduce._loop import (
    HELD_OUT_FILE,
    STEPS_FILE,
    Loop,
    LoopStep,
    StepRecord,
    loop_steps,
    step_manifest,
)
from rolemrc.reproduce._report import write_loop_report

# -- the run --------------------------------------------------------------------------------


class ReproduceResult(BaseModel):
    out: Path
    steps: list[StepRecord]
    resumed: int
    report: dict[str, Path]


def _identity(config: ReproduceConfig) -> dict[str, Any]:
    """The config, field by field (a refusal names the fields that changed)."""
    return config.model_dump(mode="json")


def run_reproduce(
    config: ReproduceConfig, out: str | Path, *, console: Console | None = None
) -> ReproduceResult:
    """Run (or resume) the loop into ``out`` and write its report (see the module docstring).
    ``console`` gets one line per step as it runs."""
    root = Path(out)
    run_dir = RunDir(root)
    identity = _identity(config)
    run_dir.discard_without_results((STEPS_FILE,))
    run_dir.resume(identity)  # another loop's directory is refused before anything is written
    loop = Loop(config, root, console)
    steps = loop_steps(config)
    with run_dir.lock():
        manifest = run_dir.resume(identity)
        done: dict[str, str] = {}
        recorder = run_dir.recorder(
            rolemrc_version=__version__,
            identity=identity,
            details={"preset": config.preset, "steps_file": STEPS_FILE},
            previous=manifest,
            live=lambda: {"steps": dict(done)},
        )

        def work(pending: Sequence[LoopStep], keep: Keep[StepRecord], fail: Fail) -> None:
            for index, step in enumerate(pending):
                recorder.save("running")
                description = f"{step.name}: {step.title}"
                if console is not None:
                    with announce_step(description, console):
                        summary = step.run(loop)
                else:
                    summary = step.run(loop)
                directory = step_manifest(root, step).parent.relative_to(root)
                keep(
                    index,
                    StepRecord(
                        id=step.name,
                        dir=str(directory),
                        manifest=step_manifest(root, step).name,
                        status=_manifest_status(step_manifest(root, step)),
                        summary=summary,
                    ),
                )
                done[step.name] = "complete"

        stage = Stage(
            name="reproduce",
            path=root / STEPS_FILE,
            record=StepRecord,
            items=steps,
            item_id=lambda step: step.name,
            work=work,
            # a step whose directory is gone is made again
            reusable=lambda record: (root / record.dir / record.manifest).exists(),
        )
        with recorder.recording("interrupted"):
            finished = run_stage(stage)
            records = finished.in_order_of([step.name for step in steps])
            done.update({record.id: record.status for record in records})
        with recorder.recording("failed"):
            report = write_loop_report(loop, records)
        recorder.save("complete")
    return ReproduceResult(out=root, steps=records, resumed=finished.resumed, report=report)


def _manifest_status(path: Path) -> str:
    if path.name == HELD_OUT_FILE:
        return "complete"
    manifest = RunDir(path.parent, path.name).read_manifest()
    return (manifest.status if manifest is not None else None) or "unknown"
