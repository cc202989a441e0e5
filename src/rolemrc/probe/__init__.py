"""Neuron probing (RoleMRC §7): how often each activation is among a sample's top activations,
per capability dimension, for a base and a tuned model; their discrepancy; neuron restraint.

torch and transformers load with this package; import it only where a model is probed.
"""

from rolemrc.core import MANIFEST_FILE
from rolemrc.probe._capture import (
    PROBE_SITES,
    LastTokenCapture,
    ProbeMode,
    encode_prompt,
    iter_last_token_activations,
)
from rolemrc.probe._counting import ActivationCounter, top_set_mask, top_set_size
from rolemrc.probe._dimensions import DIMENSION_TITLES, DIMENSIONS, capability_dimensions
from rolemrc.probe._probe import (
    ARRAYS_FILE,
    DIFFERENCES_FROM_UPSTREAM,
    NEURONS_FILE,
    ModelCounts,
    ProbeConfig,
    ProbeMaps,
    ProbeResult,
    combine_counts,
    count_model,
    load_probe_model,
    probe_warnings,
    rank_neurons,
    run_probe,
    write_figures,
)
from rolemrc.probe._report_model import ProbeReport, read_probe_report
from rolemrc.probe._restrain import (
    NeuronsFile,
    RankedNeuron,
    RestraintMode,
    read_neurons_file,
    restrain_model,
    restraint_table,
    select_restraint,
)

__all__ = [
    "ARRAYS_FILE",
    "DIFFERENCES_FROM_UPSTREAM",
    "DIMENSIONS",
    "DIMENSION_TITLES",
    "MANIFEST_FILE",
    "NEURONS_FILE",
    "PROBE_SITES",
    "ActivationCounter",
    "LastTokenCapture",
    "ModelCounts",
    "NeuronsFile",
    "ProbeConfig",
    "ProbeMaps",
    "ProbeMode",
    "ProbeReport",
    "ProbeResult",
    "RankedNeuron",
    "RestraintMode",
    "capability_dimensions",
    "combine_counts",
    "count_model",
    "encode_prompt",
    "iter_last_token_activations",
    "load_probe_model",
    "probe_warnings",
    "rank_neurons",
    "read_neurons_file",
    "read_probe_report",
    "restrain_model",
    "restraint_table",
    "run_probe",
    "select_restraint",
    "top_set_mask",
    "top_set_size",
    "write_figures",
]
