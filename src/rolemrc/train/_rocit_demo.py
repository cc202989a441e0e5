"""The RoCIT demo: a few LoRA steps of the embedded model on RoleBench rows of a few roles
(RoleLLM's system instruction from the roles' descriptions and catchphrases), then RoleBench's
ROUGE-L on held-out rows of the same roles, for the model before and after tuning.

The three roles' profiles ship with the package (``data/rocit_demo_profiles.json``, written for
the demo; RoleBench's own ``profiles-eng`` files are on the hub). Per role, the first
``train_rows`` rows train (first reference each) and the last ``eval_rows`` are held out.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from rolemrc.core import ConfigError, write_jsonl
from rolemrc.llm import EMBEDDED_SPEC, ModelSpec
from rolemrc.rolellm import RoleBenchEvalConfig, load_rolebench, run_rolebench_eval
from rolemrc.train._job import TrainJob
from rolemrc.train._run import TrainResult, run_training

ROCIT_DEMO_PROFILES = Path(__file__).parent / "data" / "rocit_demo_profiles.json"
ROCIT_DEMO_ROLES = ("Shrek", "HAL 9000", "Gaston")
DEFAULT_SPLIT = "hf:eng/instruction/role_specific"


class RocitDemoEval(BaseModel):
    """One model's figures on the held-out rows."""

    model: str
    spe: float | None
    spe_ci95: list[float] | None
    rouge_l_cross: float | None
    seconds: float


class RocitDemoResult(BaseModel):
    train_rows: int
    eval_rows: int
    sft: TrainResult
    before: RocitDemoEval
    after: RocitDemoEval
    seconds: float


def write_rocit_demo_data(
    split: str, directory: Path, *, train_rows: int = 6, eval_rows: int = 2
) -> tuple[Path, Path]:
    """``train.jsonl`` and ``heldout.jsonl`` (RoleBench rows) of the demo roles from ``split``
    (a local RoleBench file or ``hf:...``)."""
    rows = load_rolebench(split, category="role_specific").rows
    train: list[dict[str, Any]] = []
    heldout: list[dict[str, Any]] = []
    for role in ROCIT_DEMO_ROLES:
        own = [row for row in rows if row.role == role]
        if len(own) < train_rows + eval_rows:
            raise ConfigError(
                f"{split}: {len(own)} rows of {role!r}; the demo needs "
                f"{train_rows + eval_rows} (use RoleBench's English role-specific split)"
            )
        train += [
            row.model_copy(update={"generated": row.generated[:1]}).to_rolebench()
            for row in own[:train_rows]
        ]
        heldout += [row.to_rolebench() for row in own[-eval_rows:]]
    train_path = directory / "rolebench-eng" / "role_specific" / "train.jsonl"
    heldout_path = directory / "rolebench-eng" / "role_specific" / "heldout.jsonl"
    train_path.parent.mkdir(parents=True, exist_ok=True)
    write_jsonl(train_path, train)
    write_jsonl(heldout_path, heldout)
    return train_path, heldout_path


def _evaluate(
    model: str, heldout: Path, out: Path, max_new_tokens: int, progress: bool
) -> RocitDemoEval:
    started = time.perf_counter()
    config = RoleBenchEvalConfig.model_validate(
        {
            "split": str(heldout),
            "model_access": model,
            "profiles": ROCIT_DEMO_PROFILES,
            "max_new_tokens": max_new_tokens,
            "out": out,
            "progress": progress,
        }
    )
    report = run_rolebench_eval(config).report
    spe = report.views.get("SPE")
    return RocitDemoEval(
        model=model,
        spe=spe.mean if spe else None,
        spe_ci95=spe.ci95 if spe else None,
        rouge_l_cross=report.cross["rougeL"].mean,
        seconds=round(time.perf_counter() - started, 1),
    )


def rocit_demo(
    out_dir: str | Path,
    *,
    split: str = DEFAULT_SPLIT,
    train_rows: int = 6,
    eval_rows: int = 2,
    max_new_tokens: int = 64,
    model: str = EMBEDDED_SPEC,
    progress: bool = False,
) -> RocitDemoResult:
    """Write the demo data under ``out_dir/data``, score ``model`` (the embedded model) on the
    held-out rows (``eval-before/``), train LoRA SFT for one pass over the training rows
    (``sft/``), and score the tuned model (``eval-after/``). A rerun replaces the model and
    its evaluation (answers of the earlier model are not resumed); the first evaluation resumes."""
    root = Path(out_dir)
    started = time.perf_counter()
    train, heldout = write_rocit_demo_data(
        split, root / "data", train_rows=train_rows, eval_rows=eval_rows
    )
    before = _evaluate(model, heldout, root / "eval-before", max_new_tokens, progress)
    sft = run_training(
        TrainJob(
            stage="sft",
            data=train,
            model=model,
            out=root / "sft",
            preset="demo",
            overrides={"max_steps": train_rows * len(ROCIT_DEMO_ROLES)},
            progress=progress,
            overwrite=True,
            profiles=ROCIT_DEMO_PROFILES,
        )
    )
    tuned = str(ModelSpec.hf(root / "sft"))
    shutil.rmtree(root / "eval-after", ignore_errors=True)
    after = _evaluate(tuned, heldout, root / "eval-after", max_new_tokens, progress)
    return RocitDemoResult(
        train_rows=train_rows * len(ROCIT_DEMO_ROLES),
        eval_rows=eval_rows * len(ROCIT_DEMO_ROLES),
        sft=sft,
        before=before,
        after=after,
        seconds=round(time.perf_counter() - started, 1),
    )
