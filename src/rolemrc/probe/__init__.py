"""Neuron probing (RoleMRC §7): how often each activation is among a sample's top activations,
per capability dimension, for a base and a tuned model; their discrepancy; neuron restraint.

The checks of a probe's and a restraint's inputs import cheaply; the rest (torch,
transformers) loads on first use of its names.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from rolemrc.core import MANIFEST_FILE
from rolemrc.probe._dimensions import DIMENSION_TITLES, DIMENSIONS, capability_dimensions
from rolemrc.probe._prerequisites import check_probe_inputs, check_restraint_inputs
from rolemrc.probe._report_model import ProbeReport, read_probe_report

if TYPE_CHECKING:
    from rolemrc.probe._capture import (
        PROBE_SITES,
        LastTokenCapture,
        ProbeMode,
        encode_prompt,
        iter_last_token_activations,
    )
    from rolemrc.probe._counting import (
        ActivationCounter,
        top_set_mask,
        top_set_size,
    )
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
    from rolemrc.probe._restrain import (
        NeuronsFile,
        RankedNeuron,
        RestraintMode,
        read_neurons_file,
        restrain_model,
        restraint_table,
        select_restraint,
    )

_LAZY_NAMES = {
    **dict.fromkeys(
        (
            "LastTokenCapture",
            "PROBE_SITES",
            "ProbeMode",
            "encode_prompt",
            "iter_last_token_activations",
        ),
        "rolemrc.probe._capture",
    ),
    **dict.fromkeys(
        (
            "ActivationCounter",
            "top_set_mask",
            "top_set_size",
        ),
        "rolemrc.probe._counting",
    ),
    **dict.fromkeys(
        (
            "ARRAYS_FILE",
            "DIFFERENCES_FROM_UPSTREAM",
            "ModelCounts",
            "NEURONS_FILE",
            "ProbeConfig",
            "ProbeMaps",
            "ProbeResult",
            "combine_counts",
            "count_model",
            "load_probe_model",
            "probe_warnings",
            "rank_neurons",
            "run_probe",
            "write_figures",
        ),
        "rolemrc.probe._probe",
    ),
    **dict.fromkeys(
        (
            "NeuronsFile",
            "RankedNeuron",
            "RestraintMode",
            "read_neurons_file",
            "restrain_model",
            "restraint_table",
            "select_restraint",
        ),
        "rolemrc.probe._restrain",
    ),
}


def __getattr__(name: str) -> Any:
    module = _LAZY_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'rolemrc.probe' has no attribute '{name}'")
    return getattr(importlib.import_module(module), name)


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
    "check_probe_inputs",
    "check_restraint_inputs",
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
