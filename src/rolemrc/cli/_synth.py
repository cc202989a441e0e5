"""``rolemrc synth``: build RoleMRC-style SFT, DPO and test data from personas and an MRC corpus."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from rolemrc.cli._errors import EXIT_INCOMPLETE, console, friendly_errors, out_console, say
from rolemrc.cli._help import RolemrcTyper
from rolemrc.cli._model_options import with_timeout
from rolemrc.core import ConfigError, TokenUsage, read_jsonl

if TYPE_CHECKING:
    from rolemrc.synth import SynthConfig, SynthManifest
    from rolemrc.synth._estimate import RunEstimate

synth_app = RolemrcTyper(
    help="Build RoleMRC-style SFT, DPO and test sets (RoleMRC §3).",
    pretty_exceptions_enable=False,
    add_completion=False,
)
PRESETS = ("demo",)
EMBEDDED_DEMO_NOTE = (
    "what this shows: every stage and every dialogue builder runs offline and makes "
    "RoleMRC-shaped data (profiles from personas, matched passages, all 26 tasks, the upstream "
    "test schema), and the gates (echoes, narration, declining, format rules, near duplicates, "
    "leakage, DPO pairs) decide what is kept; the table above is the embedded model's measured "
    "acceptance per kind. What it does not show: data quality. The embedded model is a tiny base "
    "model prompted with transcripts (generator.prompting: base): it writes the voice (profiles, "
    "narration, remarks, chat lines) while the content of replies comes from the ground truth "
    "and the seed scripts, and format rules are applied by their editors. Point generator.model "
    "at a strong chat model with prompting: instruct (see docs/synthesis.md) to build a usable set."
)


def _stage_list(values: list[str] | None) -> list[str] | None:
    """``--stages a,b --stages c`` -> ``[a, b, c]``."""
    if not values:
        return None
    return [name.strip() for value in values for name in value.split(",") if name.strip()]


def _print_summary(manifest: SynthManifest | None, out: Path) -> None:
    table = Table(title=escape(f"rolemrc synth: {out}"), header_style="bold")
    for column in ("stage", "records", "rejects", "resumed", "calls", "cached", "seconds"):
        table.add_column(column, justify="left" if column == "stage" else "right")
    stages = manifest.stages if manifest is not None else {}
    for name, stage in stages.items():
        table.add_row(
            name,
            str(stage.records),
            str(stage.rejects),
            str(stage.resumed),
            str(stage.usage.calls),
            str(stage.usage.cached_calls),
            f"{stage.seconds:.1f}",
        )
    out_console.print(table)
    usage = manifest.usage if manifest is not None else TokenUsage()
    cost = manifest.cost if manifest is not None else None
    tokens = f"{usage.prompt_tokens} prompt + {usage.completion_tokens} completion"
    say(f"tokens: {tokens}" + (f"; cost: {cost:.4f}" if cost is not None else ""))
    say(f"outputs and manifest.json in {out}")
    _print_profile_fallbacks(out)
    if manifest is not None and "assembly" in manifest.stages:
        _print_acceptance(out)
        _warn_short_test_set(out)


def _print_profile_fallbacks(out: Path) -> None:
    """Say how many profiles are built-in stand-ins for failed generations."""
    from rolemrc.synth import Reject
    from rolemrc.synth._journal import stage_rejects_path
    from rolemrc.synth._profiles import FALLBACK_REASON

    path = stage_rejects_path(out, "profiles")
    if not path.exists():
        return
    stand_ins = [r for r in read_jsonl(path, Reject) if r.reason.startswith(FALLBACK_REASON)]
    if stand_ins:
        console.print(
            f"[yellow]note:[/yellow] {len(stand_ins)} profile(s) are built-in stand-ins: the "
            "generator's answer was not a valid profile (profiles.fallback: builtin; "
            f"rejects.jsonl says why): {escape(', '.join(r.item_id for r in stand_ins))}"
        )


def _print_acceptance(out: Path) -> None:
    """Dialogues planned and accepted per kind, and the most frequent reason of the others."""
    from rolemrc.synth._assembly import STATS_FILE

    stats_path = out / STATS_FILE
    if not stats_path.exists():
        return
    acceptance: dict[str, dict[str, Any]] = json.loads(stats_path.read_text(encoding="utf-8")).get(
        "acceptance", {}
    )
    if not acceptance:
        return
    table = Table(title="dialogues accepted per kind", header_style="bold")
    for column in ("kind", "planned", "accepted", "rate", "most frequent reject reason"):
        table.add_column(
            column, justify="right" if column in ("planned", "accepted", "rate") else "left"
        )
    for kind, row in acceptance.items():
        reasons: dict[str, int] = row["top_reasons"]
        top = next(iter(reasons.items()), None)
        table.add_row(
            kind,
            str(row["planned"]),
            str(row["accepted"]),
            f"{row['acceptance']:.0%}",
            "" if top is None else escape(f"{top[0]} ({top[1]})"),
        )
    out_console.print(table)


def _warn_short_test_set(out: Path) -> None:
    """Say which test tasks got fewer rows than asked for (stats.json has them too)."""
    from rolemrc.synth._assembly import STATS_FILE

    stats_path = out / STATS_FILE
    if not stats_path.exists():
        return
    stats = json.loads(stats_path.read_text(encoding="utf-8"))
    short: dict[str, int] = stats.get("test_rows_short", {})
    if not short:
        return
    requested: dict[str, int] = stats.get("test_rows_requested", {})
    tasks = ", ".join(
        f"{task} {requested.get(task, missing) - missing} of {requested.get(task, missing)}"
        for task, missing in short.items()
    )
    console.print(
        f"[yellow]warning:[/yellow] the test set is short of {sum(short.values())} row(s) of "
        f"its task counts: {escape(tasks)}. Too few dialogues of those tasks on the held-out "
        f"roles were built and passed the quality gates; {escape(str(out / 'rejects.jsonl'))} "
        "says why."
    )


def _estimate_rows(estimate: RunEstimate, table: Table, label: str) -> None:
    for stage in estimate.stages:
        table.add_row(
            label,
            stage.name,
            f"{stage.items:,}",
            f"{stage.expected_calls:,.0f}",
            f"{stage.at_most_calls:,.0f}",
            "-" if stage.cost is None else f"{stage.cost:,.2f}",
        )


def _print_dry_run(settings: SynthConfig, limit: int | None) -> None:
    """The generator calls, tokens and cost of the run and of the paper-scale run, no model
    called."""
    from rolemrc.synth._estimate import (
        DIALOGUE_TOKENS,
        PAPER_INSTRUCTIONS,
        PAPER_PROFILES,
        PROFILE_FIELD_TOKENS,
        PROFILE_TOKENS,
        estimate_at_scale,
        estimate_run,
    )

    run = estimate_run(settings, limit=limit)
    paper = estimate_at_scale(settings)
    table = Table(title="rolemrc synth --dry-run (no model is called)", header_style="bold")
    for column in ("run", "stage", "items", "calls", "at most", "cost"):
        table.add_column(column, justify="left" if column in ("run", "stage") else "right")
    _estimate_rows(run, table, "this config")
    _estimate_rows(paper, table, "paper scale")
    out_console.print(table)
    for label, estimate in (("this config", run), ("paper scale", paper)):
        cost = estimate.cost
        say(
            f"{label}: {estimate.roles:,} roles, {estimate.dialogues:,.0f} dialogues, "
            f"{estimate.calls:,.0f} generator calls (at most {estimate.at_most_calls:,.0f} with "
            f"every repair turn or new sample), {estimate.usage.prompt_tokens:,} prompt + "
            f"{estimate.usage.completion_tokens:,} completion tokens, cost "
            + ("unknown (set generator.prices)" if cost is None else f"{cost:,.2f}")
        )
    by_field = settings.generator.prompting == "base"
    profile_tokens = PROFILE_FIELD_TOKENS if by_field else PROFILE_TOKENS
    say(
        f"paper scale: {PAPER_PROFILES:,} profiles and {PAPER_INSTRUCTIONS:,} instructions in "
        "this config's mix of dialogue kinds. Assumed tokens per call (prompt + completion, "
        f"completion capped by max_new_tokens): profile{' field' if by_field else ''} "
        f"{profile_tokens[0]} + {profile_tokens[1]}, dialogue {DIALOGUE_TOKENS[0]} + "
        f"{DIALOGUE_TOKENS[1]}."
    )


@synth_app.callback(invoke_without_command=True)
@friendly_errors
def synth(
    out: Annotated[
        Path | None, typer.Option("--out", help="Run directory (resumed if it exists).")
    ] = None,
    config: Annotated[
        Path | None, typer.Option("--config", help="YAML config (see docs/synthesis.md).")
    ] = None,
    preset: Annotated[
        str | None,
        typer.Option(
            "--preset", help="'demo': offline sample personas, demo corpus, embedded model."
        ),
    ] = None,
    stages: Annotated[
        list[str] | None,
        typer.Option(
            "--stages",
            help="Stages to run, comma-separated (personas,profiles,matching,dialogues,assembly,"
            "mix); default: all.",
        ),
    ] = None,
    limit: Annotated[int | None, typer.Option("--limit", min=1, help="At most N personas.")] = None,
    executor: Annotated[
        str | None, typer.Option("--executor", help="'local' (threads) or 'ray'.")
    ] = None,
    max_new_tokens: Annotated[
        int | None,
        typer.Option(
            "--max-new-tokens",
            min=1,
            help="Cap every generator call (profiles, dialogues) at N new tokens; default: the "
            "config's limits.",
        ),
    ] = None,
    timeout: Annotated[
        float | None,
        typer.Option(
            "--timeout",
            help="Seconds an API generator may take to answer one request before it is retried; "
            "default: the config's generator.timeout_s. Not part of what a resume checks.",
        ),
    ] = None,
    quiet: Annotated[bool, typer.Option("--quiet", help="No progress output.")] = False,
    dry_run: Annotated[
        bool,
        typer.Option(
            "--dry-run",
            help="Print the expected generator calls, tokens and cost (of this config and at "
            "the paper's scale) without calling a model or writing anything.",
        ),
    ] = False,
) -> None:
    """Run the synthesis stages in order into OUT; an interrupted run resumes where it stopped.

    Example: rolemrc synth --preset demo --out runs/synth-demo
    """
    from rolemrc.llm import EMBEDDED_MODEL_NOTE, EMBEDDED_SPEC
    from rolemrc.synth import ExecutorType, load_config, run_synth, write_demo_inputs

    if (config is None) == (preset is None):
        raise ConfigError("give exactly one of --config CONFIG.yaml and --preset demo")
    if preset is not None and preset not in PRESETS:
        raise ConfigError(f"unknown preset {preset!r}; available: {', '.join(PRESETS)}")
    if dry_run:
        with tempfile.TemporaryDirectory() as scratch:  # the demo's inputs, read for counts
            settings = (
                load_config(config) if config is not None else write_demo_inputs(Path(scratch))
            )
            if max_new_tokens is not None:
                settings = settings.with_max_new_tokens(max_new_tokens)
            _print_dry_run(settings, limit)
        return
    if out is None:
        raise ConfigError("give --out RUN_DIR (the run directory), or --dry-run")
    settings = load_config(config) if config is not None else write_demo_inputs(out)
    if executor is not None:
        try:
            kind = ExecutorType(executor)
        except ValueError:
            raise ConfigError(f"--executor must be 'local' or 'ray', got {executor!r}") from None
        settings = settings.model_copy(
            update={"executor": settings.executor.model_copy(update={"type": kind})}
        )
    if max_new_tokens is not None:
        settings = settings.with_max_new_tokens(max_new_tokens)
    if timeout is not None:
        generator = with_timeout(settings.generator, timeout)
        settings = settings.model_copy(update={"generator": generator})
    if settings.generator.model == EMBEDDED_SPEC:
        console.print(f"[yellow]note:[/yellow] {escape(EMBEDDED_MODEL_NOTE)}")
    result = run_synth(settings, out, stages=_stage_list(stages), limit=limit, progress=not quiet)
    _print_summary(result.manifest, out)
    assembled = result.manifest is not None and "assembly" in result.manifest.stages
    if settings.generator.model == EMBEDDED_SPEC and assembled:
        console.print(f"[yellow]note:[/yellow] {escape(EMBEDDED_DEMO_NOTE)}")
    if result.manifest is not None and result.manifest.status == "incomplete":
        for reason in result.manifest.incomplete_reasons or []:
            console.print(f"[red]failed:[/red] {escape(reason)}")
        console.print(
            "[red]status: incomplete[/red]: items failed for good (rejects.jsonl lists them); "
            f"exit status {EXIT_INCOMPLETE}"
        )
        raise typer.Exit(EXIT_INCOMPLETE)
