"""The RoleMRC loop in one command (``rolemrc reproduce``): synthesis, evaluation of the
starting model on held-out roles, SFT, DPO, their evaluations, probing, neuron restraint and its
evaluation, as steps of one resumable run directory, and one report of them all.

torch loads only when a step that trains, probes or restrains runs.
"""

from rolemrc.reproduce._config import (
    PRESET_NAMES,
    EvalStep,
    FileData,
    ProbeStep,
    ReproduceConfig,
    RestraintStep,
    SynthData,
    TrainStep,
    load_reproduce_config,
)
from rolemrc.reproduce._held_out import (
    HeldOutCheck,
    check_file_split,
    check_synth_split,
    require_held_out,
)
from rolemrc.reproduce._loop import (
    EVAL_POINTS,
    STEPS_DIR,
    STEPS_FILE,
    EvalPoint,
    StepRecord,
    loop_steps,
    synth_step_config,
)
from rolemrc.reproduce._plan import LoopPlan, PlannedCalls, PlannedStep, plan_reproduce
from rolemrc.reproduce._report import REPORT_FILES, loop_figures
from rolemrc.reproduce._run import ReproduceResult, run_reproduce

__all__ = [
    "EVAL_POINTS",
    "PRESET_NAMES",
    "REPORT_FILES",
    "STEPS_DIR",
    "STEPS_FILE",
    "EvalPoint",
    "EvalStep",
    "FileData",
    "HeldOutCheck",
    "LoopPlan",
    "PlannedCalls",
    "PlannedStep",
    "ProbeStep",
    "ReproduceConfig",
    "ReproduceResult",
    "RestraintStep",
    "StepRecord",
    "SynthData",
    "TrainStep",
    "check_file_split",
    "check_synth_split",
    "load_reproduce_config",
    "loop_figures",
    "loop_steps",
    "plan_reproduce",
    "require_held_out",
    "run_reproduce",
    "synth_step_config",
]
