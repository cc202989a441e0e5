"""The loop's report: ``report.md``, ``report.html`` and ``figures.json`` in the loop directory.

The figures are gathered once, as the JSON document of :mod:`rolemrc.eval`'s figures schema
(``kind: loop``), and both pages are rendered from it: the seven reference metrics per step
(the paper's Table 3), the five judge aspects per step (Figure 4), each step against the one
before (paired differences, 95% intervals, p-values: ``comparisons/B-vs-A/``, written by the
same code as ``rolemrc report A B``), the probe's figures, and the judge aspects before and after
restraint (Table 6). Every number links to the rows behind it: a step's figures to its
evaluation's page (its rows in the sample browser), a difference to its comparison page (both
runs' answers side by side). Nothing in them depends on the clock or on where the loop runs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rolemrc.core import ASPECTS, Templates, write_rendered
from rolemrc.eval import (
    REFERENCE_TITLES,
    REPORT_FILTERS,
    REPORT_TEMPLATES_DIR,
    FiguresRun,
    aspect_title,
    comparison_figures,
    read_report,
    read_run_rows,
    write_comparison,
)
from rolemrc.llm import ModelSpec
from rolemrc.reproduce._loop import (
    EVAL_POINTS,
    HELD_OUT_FILE,
    STEPS_DIR,
    EvalPoint,
    Loop,
    StepRecord,
)

REPORT_FILES = ("report.md", "report.html", "figures.json")
COMPARISONS_DIR = "comparisons"
TEMPLATES = Templates([Path(__file__).parent / "templates", REPORT_TEMPLATES_DIR], REPORT_FILTERS)
_TOP_NEURONS = 10


def _step_link(point: EvalPoint) -> str:
    return f"{STEPS_DIR}/{point.step}/report.html#samples"


def _comparison_dir(baseline: EvalPoint, other: EvalPoint) -> str:
    return f"{COMPARISONS_DIR}/{other.step}-vs-{baseline.step}"


def _shown_model(loop: Loop, point: EvalPoint) -> str:
    if point.made_by is None:
        return f"{ModelSpec.parse(loop.config.student)} (its torch weights, as the checkpoints)"
    return f"{STEPS_DIR}/{point.made_by}"


def _pairs(loop: Loop, runs: Sequence[FiguresRun], rows: Sequence[Any]) -> list[dict[str, Any]]:
    """Each evaluation against the one before: written as a comparison of the two runs, read
    back from its ``compare.json``."""
    pairs = []
    for index in range(1, len(runs)):
        baseline, other = EVAL_POINTS[index - 1], EVAL_POINTS[index]
        directory = _comparison_dir(baseline, other)
        written = write_comparison(
            loop.out / directory,
            [
                FiguresRun(run.label, run.report, f"../../{run.rows}", run.model)
                for run in (runs[index - 1], runs[index])
            ],
            [rows[index - 1], rows[index]],
            resamples=loop.config.resamples,
        )
        figures = json.loads(written["compare.json"].read_text(encoding="utf-8"))
        (pair,) = figures["pairs"]
        pairs.append({**pair, "rows": f"{directory}/compare.html#paired-1"})
    return pairs


def _probe_figures(loop: Loop) -> dict[str, Any]:
    from rolemrc.probe import ARRAYS_FILE, NEURONS_FILE, read_probe_report

    directory = loop.step_dir("probe")
    report = read_probe_report(directory)
    neurons = json.loads((directory / NEURONS_FILE).read_text(encoding="utf-8"))
    with np.load(directory / ARRAYS_FILE) as arrays:
        dimensions = [str(name) for name in arrays["dimensions"]]
        delta = arrays["delta"]
        layer_discrepancy = arrays["layer_discrepancy"]
    link = f"{STEPS_DIR}/probe"
    return {
        "dir": link,
        "site": report.site,
        "n_layers": report.n_layers,
        "width": report.width,
        "top_set_size": report.top_set_size,
        "identical_weights": report.identical_weights,
        "warnings": list(report.warnings or []),
        "figures": {
            name: f"{link}/figures/{name}.png" for name in ("discrepancy", "layer_discrepancy")
        },
        "neurons_file": f"{link}/{NEURONS_FILE}",
        "dimensions": [
            {
                "dimension": dimension,
                "title": aspect_title(dimension),
                "samples": report.samples_by_dimension.get(dimension, 0),
                "changed_cells": int(np.count_nonzero(delta[index])),
                "mean_abs_delta": round(float(np.abs(delta[index]).mean()), 6),
                "most_changed_layer": int(np.argmax(layer_discrepancy[index])),
            }
            for index, dimension in enumerate(dimensions)
        ],
        "top_neurons": [
            {
                key: entry[key]
                for key in (
                    "rank",
                    "layer",
                    "neuron",
                    "dimension",
                    "base_freq",
                    "tuned_freq",
                    "delta",
                )
            }
            for entry in neurons["neurons"][:_TOP_NEURONS]
        ],
    }


def _restraint_figures(
    loop: Loop, runs: Sequence[dict[str, Any]], pair: dict[str, Any]
) -> dict[str, Any]:
    """Table 6: each judge aspect and average before (DPO) and after restraint."""
    manifest = json.loads((loop.step_dir("restrain") / "manifest.json").read_text(encoding="utf-8"))
    before, after = runs[-2], runs[-1]
    paired = {figure["key"]: figure for figure in pair["figures"]}
    rows = []
    for section in ("judge_aspects", "judge_averages"):
        for key, score in before[section].items():
            later = after[section].get(key, {})
            change = (
                None
                if score["mean"] is None or later.get("mean") is None
                else round(later["mean"] - score["mean"], 6)
            )
            rows.append(
                {
                    "key": key,
                    "title": score["title"],
                    "before": score["mean"],
                    "after": later.get("mean"),
                    "change": change,
                    "p_value": paired.get(key, {}).get("p_value"),
                }
            )
    return {
        "dir": f"{STEPS_DIR}/restrain",
        "factor": manifest.get("factor"),
        "top": manifest.get("top"),
        "mode": manifest.get("mode"),
        "site": manifest.get("site"),
        "neurons": len(manifest.get("restrained") or []),
        "before": before["label"],
        "after": after["label"],
        "rows": rows,
        "links": {"before": before["rows"], "after": after["rows"], "pair": pair["rows"]},
    }


def _steps(records: Sequence[StepRecord]) -> list[dict[str, Any]]:
    return [
        {
            "step": record.id,
            "dir": record.dir,
            "manifest": f"{record.dir}/{record.manifest}",
            "status": record.status,
            **{
                key: value
                for key, value in record.summary.items()
                if key in ("steps", "train_loss", "weights_changed", "neurons", "identical_weights")
            },
        }
        for record in records
    ]


def loop_figures(loop: Loop, records: Sequence[StepRecord]) -> dict[str, Any]:
    """The loop's figures (the schema of ``compare.json``, ``kind: loop``)."""
    reports = [read_report(loop.step_dir(point.step)) for point in EVAL_POINTS]
    rows = [
        read_run_rows(
            loop.step_dir(point.step), [row.model_dump() for row in report.failed_rows or []]
        )
        for point, report in zip(EVAL_POINTS, reports, strict=True)
    ]
    runs = [
        FiguresRun(point.title, report, _step_link(point), _shown_model(loop, point))
        for point, report in zip(EVAL_POINTS, reports, strict=True)
    ]
    pairs = _pairs(loop, runs, rows)
    figures = comparison_figures(runs, [], kind="loop")
    held_out = json.loads((loop.out / HELD_OUT_FILE).read_text(encoding="utf-8"))
    figures.update(
        pairs=pairs,
        held_out={**held_out, "file": HELD_OUT_FILE},
        steps=_steps(records),
        probe=_probe_figures(loop),
        restraint=_restraint_figures(loop, figures["runs"], pairs[-1]),
    )
    return figures


def write_loop_report(loop: Loop, records: Sequence[StepRecord]) -> dict[str, Path]:
    """Write the report files into the loop directory; returns ``{file name: path}``."""
    figures = loop_figures(loop, records)
    context = {
        "figures": figures,
        "preset": loop.config.preset,
        "student": str(ModelSpec.parse(loop.config.student)),
        "judge": loop.config.eval.judge,
        "metrics": list(REFERENCE_TITLES.items()),
        "aspects": [(aspect.value, aspect_title(aspect.value)) for aspect in ASPECTS],
        "links": {run["label"]: run["rows"] for run in figures["runs"]},
    }
    return write_rendered(
        loop.out,
        {
            "report.md": TEMPLATES.render("loop.md.j2", **context),
            "report.html": TEMPLATES.render("loop.html.j2", **context),
            "figures.json": json.dumps(figures, indent=2, ensure_ascii=False) + "\n",
        },
    )
