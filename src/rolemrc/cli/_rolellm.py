"""``rolemrc rolellm ...``: RoleBench evaluation, Context-Instruct, win rates, profiles."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.table import Table

from rolemrc.cli._errors import EXIT_INCOMPLETE, console, friendly_errors, out_console, say
from rolemrc.cli._help import RolemrcTyper
from rolemrc.cli._model_options import (
    DEFAULT_TIMEOUT_S,
    CacheOption,
    ConcurrencyOption,
    GeneratorBaseUrlOption,
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
from rolemrc.core import ConfigError

if TYPE_CHECKING:
    from rolemrc.rolellm import ScoreSummary

rolellm_app = RolemrcTyper(
    help="RoleLLM: RoleBench evaluation (RAW/CUS/SPE ROUGE-L), Context-Instruct, win rates.\n\n"
    "Example: rolemrc rolellm eval --split hf:eng/instruction/role_specific "
    "--model openai/gpt-4o --out runs/rb",
    no_args_is_help=True,
)
LANGUAGES = ("eng", "zh")
CATEGORIES = ("general", "role_specific")
ROLE_CONTEXTS = ("system", "retrieval")
RoleContextOption = Annotated[
    str,
    typer.Option(
        help="How the role is given: system (RoleLLM's system instruction: name, description, "
        "catchphrases) or retrieval (name only, with --few-shot dialogue examples retrieved "
        "from the role's script)."
    ),
]

ProfilesOption = Annotated[
    Path | None,
    typer.Option(
        help="Role profiles JSON (role -> description, or -> {description, catchphrases, "
        "script_name, script}). Default: RoleBench's profiles on the hub."
    ),
]


def _choice(value: str | None, allowed: tuple[str, ...], option: str) -> str | None:
    """``value`` when it is one of ``allowed`` (or None), else a clear error."""
    if value is not None and value not in allowed:
        raise ConfigError(f"{option} must be one of {', '.join(allowed)}, not {value!r}")
    return value


def _figure(entry: ScoreSummary | None) -> str:
    if entry is None or entry.mean is None:
        return "n/a"
    interval = entry.ci95
    suffix = f"  [{interval[0]:.4f}, {interval[1]:.4f}]" if interval else ""
    return f"{entry.mean:.4f}{suffix}"


@rolellm_app.command("eval")
@friendly_errors
def eval_command(
    split: Annotated[
        str,
        typer.Option(
            help="A local RoleBench JSONL, or hf:[owner/name:]SPLIT[:part], e.g. "
            "hf:eng/instruction/role_specific (parts: test, train, rolegpt_baseline)."
        ),
    ],
    out: RunDirOption,
    model: Annotated[
        str | None,
        typer.Option(
            help="Model to generate with: openai/NAME, hf/PATH_OR_HUB_ID, or a model directory."
        ),
    ] = None,
    responses: Annotated[
        Path | None,
        typer.Option(
            help="Score this answers file (role, question, generated|response, optional row "
            "id) instead; matched to rows by id, else position, else role and question."
        ),
    ] = None,
    profiles: ProfilesOption = None,
    few_shot: Annotated[
        int, typer.Option(min=0, help="Retrieved script turns shown as earlier chat turns.")
    ] = 0,
    role_context: RoleContextOption = "system",
    category: Annotated[
        str | None,
        typer.Option(help="general or role_specific, when a local file's path does not say."),
    ] = None,
    language: Annotated[
        str | None, typer.Option(help="eng or zh, when a local file's path does not say.")
    ] = None,
    limit: Annotated[int | None, typer.Option(min=1, help="Only the first N rows.")] = None,
    model_base_url: ModelBaseUrlOption = None,
    max_new_tokens: Annotated[int, typer.Option(min=1, help="Generation limit.")] = 256,
    concurrency: ConcurrencyOption = 8,
    timeout: TimeoutOption = DEFAULT_TIMEOUT_S,
    max_failures: MaxFailuresOption = None,
    cache: CacheOption = None,
    no_cache: NoCacheOption = False,
    no_progress: NoProgressOption = False,
) -> None:
    """Generate with RoleGPT prompting (or take --responses) and score with RoleLLM's ROUGE-L.

    Example: rolemrc rolellm eval --split hf:eng/instruction/role_specific
    --model openai/gpt-4o --out runs/rb
    """
    from rolemrc.rolellm import RoleBenchEvalConfig, run_rolebench_eval

    config = RoleBenchEvalConfig.model_validate(
        {
            "split": split,
            "out": out,
            "model_access": None
            if model is None
            else model_access(
                model,
                base_url=model_base_url,
                concurrency=concurrency,
                timeout_s=timeout,
                cache=cache,
                no_cache=no_cache,
            ),
            "responses": responses,
            "profiles": profiles,
            "few_shot": few_shot,
            "role_context": _choice(role_context, ROLE_CONTEXTS, "--role-context"),
            "category": _choice(category, CATEGORIES, "--category"),
            "language": _choice(language, LANGUAGES, "--language"),
            "limit": limit,
            "max_new_tokens": max_new_tokens,
            "max_failures": max_failures,
            "progress": not no_progress,
        }
    )
    report = run_rolebench_eval(config).report
    table = Table(
        title=escape(f"RoleBench: {report.system} on {report.n_rows} rows"),
        header_style="bold",
    )
    table.add_column("measure")
    table.add_column("value  [95% CI]", justify="right")
    for view, entry in report.views.items():
        table.add_row(f"ROUGE-L {view}", _figure(entry))
    for view, reason in report.views_missing.items():
        table.add_row(f"ROUGE-L {view}", escape(f"n/a ({reason})"))
    for metric, entry in report.cross.items():
        table.add_row(f"{metric} (cross-eval)", _figure(entry))
    out_console.print(table)
    if report.responses_matched_by:
        say(f"answers matched to rows by {report.responses_matched_by}")
    out_console.print(f"report: {out / 'report.html'}  (also report.md, report.json)")
    print_failed_rows(report.failed_rows)
    if report.status == "incomplete":
        console.print(
            "[red]status: incomplete[/red]: the failed rows count as empty answers (0); "
            "exit status 3"
        )
        raise typer.Exit(EXIT_INCOMPLETE)


@rolellm_app.command("context-instruct")
@friendly_errors
def context_instruct_command(
    generator: Annotated[str, typer.Option(help="Model spec that writes the triplets.")],
    out: Annotated[Path, typer.Option(help="Output directory.")],
    profiles: ProfilesOption = None,
    role: Annotated[
        list[str] | None, typer.Option(help="Only this role (repeat for several).")
    ] = None,
    language: Annotated[str, typer.Option(help="eng or zh.")] = "eng",
    segment_chars: Annotated[int, typer.Option(min=200, help="Script segment size.")] = 2000,
    max_segments: Annotated[
        int | None, typer.Option(min=1, help="At most this many script segments per role.")
    ] = None,
    questions: Annotated[int, typer.Option(min=1, help="Questions asked per segment.")] = 3,
    min_confidence: Annotated[
        float, typer.Option(min=1, max=10, help="Keep triplets with at least this confidence.")
    ] = 7.0,
    temperature: Annotated[float, typer.Option(min=0, help="Generator temperature.")] = 0.7,
    seed: Annotated[
        int, typer.Option(help="Sampling seed sent with each call (servers that take one).")
    ] = 0,
    max_new_tokens: Annotated[
        int,
        typer.Option(
            min=1,
            help="Generation limit per call (a call writes all triplets of a segment; lower it "
            "for a local model on a CPU).",
        ),
    ] = 1024,
    base_url: GeneratorBaseUrlOption = None,
    timeout: TimeoutOption = DEFAULT_TIMEOUT_S,
    cache: CacheOption = None,
    no_cache: NoCacheOption = False,
    no_progress: NoProgressOption = False,
) -> None:
    """Generate role-specific question-confidence-answer triplets in RoleBench format.

    Example: rolemrc rolellm context-instruct --generator openai/gpt-4o --profiles profiles.json
    --role Sheldon --out runs/ci
    """
    from rolemrc.rolellm import ContextInstructConfig, run_context_instruct

    config = ContextInstructConfig.model_validate(
        {
            "generator_access": model_access(
                generator, base_url=base_url, timeout_s=timeout, cache=cache, no_cache=no_cache
            ),
            "out": out,
            "profiles": profiles,
            "roles": role or None,
            "language": _choice(language, LANGUAGES, "--language"),
            "segment_chars": segment_chars,
            "max_segments": max_segments,
            "questions_per_segment": questions,
            "min_confidence": min_confidence,
            "temperature": temperature,
            "seed": seed,
            "max_new_tokens": max_new_tokens,
            "progress": not no_progress,
        }
    )
    result = run_context_instruct(config)
    say(
        f"kept {len(result.triplets)} triplets, rejected {len(result.rejects)}: "
        f"{result.files['role_specific.jsonl']} (SFT chats: {result.files['sft.jsonl']})"
    )
    if result.rejects and not result.triplets:
        console.print(
            f"[red]status: incomplete[/red]: every answer was rejected (first: "
            f"{escape(result.rejects[0].reason)}); see {result.files['rejects.jsonl']}; "
            "exit status 3"
        )
        raise typer.Exit(EXIT_INCOMPLETE)


@rolellm_app.command("winrate")
@friendly_errors
def winrate_command(
    a: Annotated[
        Path, typer.Option(help="System A's answers (role, question, response, optional id).")
    ],
    b: Annotated[Path, typer.Option(help="System B's answers, the reference system.")],
    judge: Annotated[str, typer.Option(help="Judge model spec, e.g. openai/gpt-4o.")],
    out: Annotated[Path, typer.Option(help="Output directory.")],
    split: Annotated[
        str | None,
        typer.Option(
            help="The RoleBench split both files answer (local JSONL or hf:...): pair their "
            "answers per row of it. Default: the rows are the lines of A."
        ),
    ] = None,
    profiles: Annotated[
        Path | None, typer.Option(help="Role profiles JSON to show the judge descriptions.")
    ] = None,
    limit: Annotated[int | None, typer.Option(min=1, help="Only the first N questions.")] = None,
    judge_base_url: JudgeBaseUrlOption = None,
    timeout: TimeoutOption = DEFAULT_TIMEOUT_S,
    max_new_tokens: Annotated[
        int, typer.Option(min=1, help="Generation limit of each judge reply.")
    ] = 256,
    cache: CacheOption = None,
    no_cache: NoCacheOption = False,
    no_progress: NoProgressOption = False,
) -> None:
    """Win rate of A over B, judged in both answer orders.

    Example: rolemrc rolellm winrate --a runs/mine/generations.jsonl
    --b rolegpt_baseline.jsonl --judge openai/gpt-4o --out runs/mine-vs-rolegpt
    """
    from rolemrc.rolellm import ScoreSummary, WinRateConfig, run_winrate

    summary = run_winrate(
        WinRateConfig(
            a=a,
            b=b,
            judge_access=model_access(
                judge, base_url=judge_base_url, timeout_s=timeout, cache=cache, no_cache=no_cache
            ),
            out=out,
            split=split,
            profiles=profiles,
            limit=limit,
            max_new_tokens=max_new_tokens,
            progress=not no_progress,
        )
    )
    say(
        f"win rate of A: {_figure(ScoreSummary.model_validate(summary['win_rate']))}  "
        f"(wins {summary['wins']}, losses {summary['losses']}, ties {summary['ties']}, "
        f"position-inconsistent {summary['position_inconsistent']}, "
        f"unparsed calls {summary['unparsed_calls']})"
    )
    if summary["unparsed_calls"]:
        say(
            f"{summary['unparsed_calls']} of {2 * summary['n_items']} judge replies gave no "
            "verdict of their own (no 'Winner:' line, a choice offered, or a repeat of the "
            f"prompt) and are left out; {summary['unjudged_items']} row(s) got no verdict at all "
            "(verdict null in judgements.jsonl)"
        )
    matched = ", ".join(f"{name.upper()} by {how}" for name, how in summary["matched_by"].items())
    say(
        f"{summary['n_items']} rows judged (answers matched: {matched}); answered by A only "
        f"{summary['answered_by_a_only']}, by B only {summary['answered_by_b_only']}"
    )
    say(f"details: {out / 'winrate.json'}")


@rolellm_app.command("profiles")
@friendly_errors
def profiles_command(
    profiles: ProfilesOption = None,
    language: Annotated[str, typer.Option(help="eng or zh (hub profiles).")] = "eng",
) -> None:
    """List the roles a profiles source holds.

    Example: rolemrc rolellm profiles --profiles profiles.json
    """
    from rolemrc.rolellm import load_profiles

    chosen = _choice(language, LANGUAGES, "--language")
    book = load_profiles(profiles, language="zh" if chosen == "zh" else "eng")
    table = Table(title=escape(f"{len(book.profiles)} roles in {book.source}"), header_style="bold")
    table.add_column("role")
    table.add_column("description")
    for name, profile in book.profiles.items():
        description = " ".join(profile.description.split())
        table.add_row(
            escape(name), escape(description[:100] + ("…" if len(description) > 100 else ""))
        )
    out_console.print(table)
