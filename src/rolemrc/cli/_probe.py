"""``rolemrc probe`` and ``rolemrc restrain`` (RoleMRC §7). torch loads only when one runs.

Register on the main app with::

    app.command("probe")(probe_command)
    app.add_typer(restrain_app, name="restrain")
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

import typer

from rolemrc.cli._errors import console, friendly_errors, say, warn
from rolemrc.cli._help import RolemrcTyper
from rolemrc.core import ConfigError, LineProgress

_WEIGHTS_SPECS = "hf/PATH_OR_HUB_ID, a model directory, or embedded"


@friendly_errors
def probe_command(
    base: Annotated[str, typer.Option(help=f"Base (e.g. SFT) model: {_WEIGHTS_SPECS}.")],
    tuned: Annotated[str, typer.Option(help=f"Tuned (e.g. DPO) model: {_WEIGHTS_SPECS}.")],
    data: Annotated[
        str, typer.Option(help="Test set: upstream-schema JSONL path or hf:owner/name[:file].")
    ],
    out: Annotated[Path, typer.Option(help="Output directory (arrays, neurons.json, figures).")],
    mode: Annotated[
        Literal["paper", "attn", "mlp", "block"],
        typer.Option(
            help="paper: MLP sublayer outputs (hook_mlp_out); attn: attention sublayer outputs "
            "(hook_attn_out, what upstream's script reads as published); mlp: MLP hidden "
            "neurons; block: decoder-layer outputs (residual stream)."
        ),
    ] = "paper",
    top_fraction: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Top-set share per sample and layer.")
    ] = 0.2,
    limit: Annotated[int | None, typer.Option(min=1, help="Probe only the first N rows.")] = None,
    batch_size: Annotated[int, typer.Option(min=1, help="Prompts per forward pass.")] = 8,
    max_neurons: Annotated[
        int, typer.Option(min=1, help="How many most-changed neurons neurons.json lists.")
    ] = 1000,
    device: Annotated[str | None, typer.Option(help="cpu, cuda, ... (default: auto).")] = None,
    allow_drift: Annotated[
        bool, typer.Option(help="Accept a hub test file whose task histogram differs.")
    ] = False,
) -> None:
    """Top-set activation frequency per capability for two models, their discrepancy, heatmaps.

    Example: rolemrc probe --base runs/sft --tuned runs/dpo --data roleMRC_test.jsonl
    --out runs/probe
    """
    from rolemrc.probe import check_probe_inputs

    if not 0.0 < top_fraction <= 1.0:
        raise ConfigError(f"--top-fraction must lie in (0, 1], got {top_fraction}")
    check_probe_inputs(base=base, tuned=tuned, data=data, out=out)  # before torch loads
    from rolemrc.probe import ProbeConfig, ProbeMode, run_probe

    config = ProbeConfig(
        base=base,
        tuned=tuned,
        data=data,
        out=out,
        mode=ProbeMode(mode),
        top_fraction=top_fraction,
        limit=limit,
        batch_size=batch_size,
        max_neurons=max_neurons,
        device=device,
        allow_drift=allow_drift,
    )
    bars: dict[str, LineProgress] = {}

    def progress(label: str, done: int, total: int) -> None:
        bars.setdefault(label, LineProgress(f"probe {label}", total, console)).update(done)

    result = run_probe(config, on_progress=progress)
    for warning in result.warnings:
        warn(warning)
    counts = ", ".join(f"{name} {count}" for name, count in result.samples_by_dimension.items())
    say(f"probed {result.n_samples} prompts ({counts}); {result.n_neurons} neurons ranked")
    for name, path in result.files.items():
        say(f"  {name}: {path}", soft_wrap=True)


restrain_app = RolemrcTyper(
    help="Scale probed neurons by a factor (hooks or folded weights); `table` compares evals.\n\n"
    "Example: rolemrc restrain --model runs/dpo --neurons runs/probe/neurons.json --factor 0.5 "
    "--out runs/restrained",
    invoke_without_command=True,
    no_args_is_help=False,
)


@restrain_app.callback()
@friendly_errors
def restrain_command(
    ctx: typer.Context,
    model: Annotated[str | None, typer.Option(help=f"Model to restrain: {_WEIGHTS_SPECS}.")] = None,
    neurons: Annotated[
        Path | None, typer.Option(help="neurons.json written by `rolemrc probe`.")
    ] = None,
    factor: Annotated[
        float | None, typer.Option(help="Multiply the chosen activations by this (0 silences).")
    ] = None,
    out: Annotated[
        Path | None, typer.Option(help="New directory for the restrained model.")
    ] = None,
    top: Annotated[
        int, typer.Option(min=1, help="Restrain the K highest-ranked distinct neurons.")
    ] = 100,
    dimension: Annotated[
        str | None,
        typer.Option(help="Only neurons ranked for this dimension (e.g. style_compliance)."),
    ] = None,
    mode: Annotated[
        Literal["hooks", "folded"],
        typer.Option(
            help="hooks: restraint.json applied when loaded (any site); folded: weights saved "
            "with the scaling folded into mlp.down_proj or self_attn.o_proj (not block sites)."
        ),
    ] = "hooks",
) -> None:
    """Write a restrained model that `rolemrc eval --model hf/OUT` accepts."""
    if ctx.invoked_subcommand is not None:
        return
    if model is None or neurons is None or factor is None or out is None:
        raise ConfigError(
            "rolemrc restrain needs --model, --neurons, --factor and --out "
            "(or the subcommand: rolemrc restrain table BEFORE AFTER)"
        )
    from rolemrc.llm import ModelSpec
    from rolemrc.probe import check_restraint_inputs

    check_restraint_inputs(model=model, neurons=neurons, out=out)  # before torch loads
    from rolemrc.probe import restrain_model, select_restraint

    restraint = select_restraint(neurons, factor=factor, top=top, dimension=dimension)
    restrain_model(
        model,
        restraint,
        out,
        mode=mode,
        provenance={"neurons_file": str(neurons.resolve()), "top": top, "dimension": dimension},
    )
    say(
        f"restrained {len(restraint.neurons)} {restraint.site.value} activations by "
        f"{factor:g} ({mode}) -> {out}; evaluate with: rolemrc eval --model {ModelSpec.hf(out)}",
        soft_wrap=True,
    )


@restrain_app.command("table")
@friendly_errors
def restrain_table_command(
    before: Annotated[
        Path, typer.Argument(metavar="BEFORE", help="Eval run directory before restraint.")
    ],
    after: Annotated[
        Path, typer.Argument(metavar="AFTER", help="Eval run directory after restraint.")
    ],
) -> None:
    """Judge pass rates per dimension before and after restraint (the paper's Table 6).

    Example: rolemrc restrain table runs/eval-dpo runs/eval-restrained
    """
    from rolemrc.probe import restraint_table

    say(restraint_table(before, after))
