"""``rolemrc rolellm eval``: RoleGPT-prompted generation (or existing answers), RoleLLM's ROUGE-L
per view, RoleMRC's ROUGE cross-evaluation, and the report.

Generations are appended to ``generations.jsonl`` as they land, each with its row's id and
position, and every model call goes through the persistent LLM cache, so an interrupted run
resumes (by row id, so repeated questions stay separate rows) and a repeated run costs nothing.
Once every row is answered the file is rewritten in row order.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rolemrc import __version__
from rolemrc.core import (
    ConfigError,
    FailedRow,
    FailureLog,
    RunDir,
    Stage,
    StageWork,
    TokenUsage,
    file_fingerprint,
    read_finished_records,
    run_stage,
    setting,
    write_json,
    write_jsonl,
)
from rolemrc.llm import (
    CallLedger,
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelAccess,
    model_work,
)
from rolemrc.rolellm._data import RoleBenchSet, load_rolebench
from rolemrc.rolellm._matching import (
    MatchMethod,
    match_answers,
    read_responses,
    require_answers,
    row_keys,
)
from rolemrc.rolellm._metrics import CROSS_METRICS, cross_eval_rouge, rolellm_rouge_l, summarize
from rolemrc.rolellm._prerequisites import check_rolellm_prerequisites
from rolemrc.rolellm._profiles import load_profiles
from rolemrc.rolellm._prompts import (
    ROLE_NAME_TEMPLATES,
    ROLE_SYSTEM_TEMPLATES,
    RoleContext,
    role_context_messages,
)
from rolemrc.rolellm._records import (
    VIEW_DESCRIPTIONS,
    Category,
    Language,
    RoleBenchGeneration,
    RoleBenchRow,
    RoleBenchScores,
    View,
)
from rolemrc.rolellm._report import rolebench_samples, write_rolebench_report
from rolemrc.rolellm._report_model import RoleBenchReport
from rolemrc.rolellm._retrieval import (
    DEFAULT_EMBEDDER,
    Embedder,
    FewShotPicker,
    minilm_embedder,
)
from rolemrc.rolellm._templates import templates_fingerprint

GENERATIONS_FILE = "generations.jsonl"
SCORES_FILE = "scores.jsonl"
REPORT_FILE = "report.json"
CALLS_FILE = "calls/model.jsonl"

SCORING_NOTES: dict[Language, tuple[str, ...]] = {
    "eng": (
        "ROUGE-L (RAW/CUS/SPE): rouge_score's ROUGE-L F-measure without stemming, its lower-case "
        "[a-z0-9] tokens plus one token per CJK ideograph; with several references, the best one "
        "(rouge_score's score_multi). RoleLLM published no scoring code; this follows RoleBench's "
        "OpenCompass integration (RougeEvaluator).",
        "ROUGE-1/2/L/Lsum (cross-evaluation): as RoleMRC's evaluation computes them (rouge_score "
        "with the Porter stemmer), each the best over the references.",
        "Means are over rows; 95% intervals are percentile bootstraps over rows.",
    ),
    "zh": (
        "ROUGE-L (RAW/CUS/SPE), Chinese: RoleBench's OpenCompass scorer (JiebaRougeEvaluator): "
        "punctuation and English articles removed, jieba words, rouge_chinese's ROUGE-L F "
        "(LCS, 2PR/(P+R+1e-8)); the whole answer is scored (OpenCompass first cuts each text at "
        "its first newline, ASCII period or comma); with several references, the best one.",
        "ROUGE-1/2/L/Lsum (cross-evaluation): rouge_score over the same jieba words, each the best "
        "over the references.",
        "Means are over rows; 95% intervals are percentile bootstraps over rows.",
    ),
}
RAW_MISSING = (
    "RoleBench's general files carry only role-played references; add the original answers of "
    "each instruction as a 'raw' list to score RAW"
)


class RoleBenchEvalConfig(BaseModel):
    """Everything that defines a RoleBench evaluation run. Holds no secrets.

    Exactly one of ``model_access`` (generate with RoleGPT prompting) and ``responses`` (score an
    existing answers file) is given.
    """

    model_config = ConfigDict(extra="forbid")

    split: str
    out: Path
    model_access: ModelAccess | None = None
    responses: Path | None = None
    profiles: Path | None = None
    few_shot: int = Field(default=0, ge=0)
    role_context: RoleContext = "system"
    language: Language | None = None
    category: Category | None = None
    limit: int | None = Field(default=None, ge=1)
    max_new_tokens: int = Field(default=256, ge=1)
    progress: bool = True
    n_bootstrap: int = Field(default=1000, ge=0)
    max_failures: int | None = Field(default=None, ge=0)

    @property
    def model(self) -> str | None:
        """The spec of the model that generates, if any."""
        return self.model_access.model if self.model_access is not None else None

    @model_validator(mode="after")
    def _one_answer_source(self) -> RoleBenchEvalConfig:
        if (self.model is None) == (self.responses is None):
            raise ConfigError("give either a model to generate with or a responses file to score")
        if self.responses is not None and self.few_shot:
            raise ConfigError(
                f"{setting('few_shot')} applies to generation, not to a {setting('responses')} file"
            )
        if self.role_context == "retrieval" and not self.few_shot:
            raise ConfigError(
                f"{setting('role_context')} retrieval puts retrieved dialogue examples in the "
                f"prompt; give how many with {setting('few_shot')} (at least 1)"
            )
        return self

    def generation_params(self) -> GenerationParams:
        return GenerationParams(temperature=0.0, max_new_tokens=self.max_new_tokens)

    @property
    def system_label(self) -> str:
        return self.model if self.model is not None else f"responses:{self.responses}"


class RoleBenchEvalResult(BaseModel):
    """A finished run: its report, directory and files, and how long each stage took (seconds;
    recorded in the manifest, never in the report)."""

    report: RoleBenchReport
    out: Path
    files: dict[str, Path]
    timings: dict[str, float] = Field(default_factory=dict)


def _run_identity(config: RoleBenchEvalConfig, data: RoleBenchSet) -> dict[str, Any]:
    """What a resumed run must share with the run it continues."""
    identity: dict[str, Any] = {"data_fingerprint": data.fingerprint, "model": config.model}
    if config.model is not None:
        identity["generation"] = config.generation_params().model_dump()
        identity["few_shot"] = config.few_shot
        identity["role_context"] = config.role_context
        identity["prompt"] = templates_fingerprint(
            *ROLE_SYSTEM_TEMPLATES.values(), *ROLE_NAME_TEMPLATES.values()
        )
        identity["profiles"] = file_fingerprint(config.profiles) if config.profiles else "hub"
    else:
        assert config.responses is not None
        identity["responses"] = file_fingerprint(config.responses)
    return identity


def answers_from_file(
    path: Path, data: RoleBenchSet, label: str
) -> tuple[list[RoleBenchGeneration], MatchMethod]:
    """Each evaluated row's answer from the answers file ``path``, matched to the split's rows
    by id, position, or role and question (see ``rolemrc.rolellm._matching``). Every evaluated
    row needs an answer and every line must answer a row of the split; lines answering rows
    beyond ``--limit`` are allowed and left out."""
    keys = row_keys(data.source_rows)
    match = match_answers(keys, read_responses(path), path=path, rows_source=data.source)
    answers = require_answers(match, keys, count=len(data.rows), path=path, rows_source=data.source)
    generations = [
        RoleBenchGeneration(
            id=row.id,
            position=position,
            role=row.role,
            question=row.question,
            response=answer.response,
            model=label,
        )
        for position, (row, answer) in enumerate(zip(data.rows, answers, strict=True))
    ]
    return generations, match.method


def finished_generations(path: Path, data: RoleBenchSet) -> dict[str, RoleBenchGeneration]:
    """The answers an earlier (possibly interrupted) run of this directory wrote, by row id, each
    checked against the split's row with that id. A record that is not an answer to its row is
    refused."""
    positions = {row.id: position for position, row in enumerate(data.source_rows)}
    finished: dict[str, RoleBenchGeneration] = {}
    for record_id, record in read_finished_records(
        path, RoleBenchGeneration, key=lambda record: record.id
    ).items():
        position = positions.get(record_id)
        row = data.source_rows[position] if position is not None else None
        if (
            row is None
            or (row.role, row.question) != (record.role, record.question)
            or record.position != position
        ):
            where = "no row has that id" if row is None else "that row asks something else"
            raise ConfigError(
                f"{path}: the answer with id {record_id!r} (role {record.role!r}, position "
                f"{record.position}) does not answer a row of {data.source} ({where}); this "
                "directory holds answers to other rows: choose another "
                f"{setting('out')} (nothing there was changed)."
            )
        finished[record_id] = record
    return finished


def generate(
    config: RoleBenchEvalConfig,
    data: RoleBenchSet,
    done: dict[str, RoleBenchGeneration],
    ledger: CallLedger,
    embedder: Embedder,
    failures: FailureLog,
) -> dict[str, RoleBenchGeneration]:
    """Answer every row not in ``done`` (``finished_generations``), appending each answer to
    ``generations.jsonl`` as it lands, then rewrite the file in row order (answers to rows
    beyond ``--limit`` that an earlier run wrote are kept). A row whose call fails for good
    goes to ``failures`` and is asked again by the next run."""

    assert config.model_access is not None  # generate() runs only with a model
    work: StageWork[tuple[int, RoleBenchRow], RoleBenchGeneration] = model_work(
        config.model_access,
        partial(_requests, config, data, embedder),
        partial(_generation, config),
        description=f"generating with {config.model}",
        ledger=ledger,
        progress=config.progress,
    )

    stage = Stage(
        name="generation",
        path=config.out / GENERATIONS_FILE,
        record=RoleBenchGeneration,
        items=list(enumerate(data.rows)),
        item_id=lambda item: item[1].id,
        work=work,
        finished=lambda: done,
        arrange=lambda records: sorted(records.values(), key=lambda record: record.position),
    )
    return run_stage(stage, failures).records


def _requests(
    config: RoleBenchEvalConfig,
    data: RoleBenchSet,
    embedder: Embedder,
    pending: Sequence[tuple[int, RoleBenchRow]],
) -> list[ChatRequest]:
    """RoleGPT-prompted requests for the ``pending`` rows (the profiles are read only when
    some row is left to answer)."""
    profiles = load_profiles(config.profiles, language=data.language, hub_repo=data.hub_repo)
    picker = FewShotPicker(profiles, config.few_shot, embedder)
    params = config.generation_params()
    return [
        ChatRequest(
            messages=tuple(
                role_context_messages(
                    profiles.get(row.role),
                    row.question,
                    language=data.language,
                    role_context=config.role_context,
                    few_shot=picker.pick(row.role, row.question),
                )
            ),
            params=params,
        )
        for _, row in pending
    ]


def _generation(
    config: RoleBenchEvalConfig, item: tuple[int, RoleBenchRow], result: ChatResult
) -> RoleBenchGeneration:
    """The answer record of the row at ``item`` (its position and the row)."""
    position, row = item
    return RoleBenchGeneration(
        id=row.id,
        position=position,
        role=row.role,
        question=row.question,
        response=result.text,
        model=config.model or "",
        finish_reason=result.finish_reason,
        prompt_tokens=result.prompt_tokens,
        completion_tokens=result.completion_tokens,
        few_shot=config.few_shot,
    )


def score_row(
    row: RoleBenchRow, response: str, category: Category, language: Language = "eng"
) -> RoleBenchScores:
    """RoleLLM's views of one answer (CUS and, where the row has raw answers, RAW for general
    instructions; SPE for role-specific ones) and the cross-evaluation ROUGE figures, scored
    the way RoleBench's scorer of ``language`` scores them."""
    views: dict[View, float] = {}
    if category == "general":
        views[View.CUS] = rolellm_rouge_l(response, row.generated, language)
        if row.raw:
            views[View.RAW] = rolellm_rouge_l(response, row.raw, language)
    else:
        views[View.SPE] = rolellm_rouge_l(response, row.generated, language)
    return RoleBenchScores(
        id=row.id,
        role=row.role,
        instruction_type=row.instruction_type,
        views=views,
        cross=cross_eval_rouge(response, row.generated, language),
    )


def _group_means(scores: Sequence[RoleBenchScores], key: str) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[RoleBenchScores]] = defaultdict(list)
    for score in scores:
        name = score.role if key == "role" else score.instruction_type
        if name is not None:
            groups[name].append(score)
    table = {}
    for name in sorted(groups):
        members = groups[name]
        entry: dict[str, Any] = {"n": len(members)}
        for view in View:
            values = [member.views[view] for member in members if view in member.views]
            if values:
                entry[view.value] = sum(values) / len(values)
        table[name] = entry
    return table


def _repeats(rows: Sequence[RoleBenchRow]) -> int:
    """Rows asking a (role, question) that an earlier row asks too (each is scored as a row of
    its own)."""
    return len(rows) - len({(row.role, row.question) for row in rows})


def build_report(
    config: RoleBenchEvalConfig,
    data: RoleBenchSet,
    generations: Sequence[RoleBenchGeneration],
    scores: Sequence[RoleBenchScores],
    usage: TokenUsage,
    matched_by: MatchMethod | None = None,
    failed_rows: Sequence[FailedRow] = (),
) -> RoleBenchReport:
    """The report of a run: a function of its rows and settings alone (when the run was made
    and how long each stage took are in ``manifest.json``). ``scores`` holds the rows that
    failed for good too, scored as empty answers."""
    views: dict[str, Any] = {}
    missing: dict[str, str] = {}
    expected = [View.RAW, View.CUS] if data.category == "general" else [View.SPE]
    for view in expected:
        values = [score.views[view] for score in scores if view in score.views]
        if values:
            views[view.value] = {
                **summarize(values, n_bootstrap=config.n_bootstrap),
                "description": VIEW_DESCRIPTIONS[view],
            }
        else:
            missing[view.value] = RAW_MISSING if view is View.RAW else "no rows"
    cross = {
        metric: summarize([score.cross[metric] for score in scores], n_bootstrap=config.n_bootstrap)
        for metric in CROSS_METRICS
    }
    generation = None
    if config.model is not None:
        generation = {
            "temperature": 0.0,
            "max_new_tokens": config.max_new_tokens,
            "few_shot": config.few_shot,
            "role_context": config.role_context,
            "embedder": DEFAULT_EMBEDDER if config.few_shot else None,
            "profiles": str(config.profiles) if config.profiles else "hub",
        }
    return RoleBenchReport.model_validate(
        {
            "schema_version": 1,
            "kind": "rolebench",
            "rolemrc_version": __version__,
            "system": config.system_label,
            "model": config.model,
            "responses": str(config.responses) if config.responses else None,
            "responses_matched_by": str(matched_by) if matched_by is not None else None,
            "data": {
                "source": data.source,
                "language": data.language,
                "category": data.category,
                "fingerprint": data.fingerprint,
                "n_rows_in_source": data.n_rows_in_source,
                "limit": config.limit,
                "repeated_questions": _repeats(data.rows),
            },
            "status": "incomplete" if failed_rows else "complete",
            "n_rows": len(scores),
            **({"failed_rows": [row.model_dump() for row in failed_rows]} if failed_rows else {}),
            "n_roles": len({row.role for row in data.rows}),
            "empty_responses": sum(1 for item in generations if not item.response.strip()),
            "generation": generation,
            "views": views,
            "views_missing": missing,
            "cross": cross,
            "by_type": _group_means(scores, "type"),
            "by_role": _group_means(scores, "role"),
            "scoring": list(SCORING_NOTES[data.language]),
            "usage": usage.model_dump(),
        }
    )


def run_rolebench_eval(
    config: RoleBenchEvalConfig, *, embedder: Embedder | None = None
) -> RoleBenchEvalResult:
    """Run (or resume) a RoleBench evaluation and write its files into ``config.out``.

    ``embedder`` ranks script turns for few-shot prompts (default: the offline MiniLM).
    """
    check_rolellm_prerequisites(
        out=config.out,
        model=(
            ("model", config.model_access, "model_base_url")
            if config.model_access is not None
            else None
        ),
        profiles=config.profiles if config.model is not None else None,
    )
    data = load_rolebench(
        config.split, limit=config.limit, language=config.language, category=config.category
    )
    identity = _run_identity(config, data)
    run_dir = RunDir(config.out)
    run_dir.discard_without_results((GENERATIONS_FILE, SCORES_FILE))
    run_dir.resume(identity)  # another run's directory is refused before anything is written
    if config.model is not None and len(
        finished_generations(config.out / GENERATIONS_FILE, data)
    ) < len(data.rows):
        # profiles that cannot be read (no --profiles, and no hub) are refused now, before
        # the run directory holds a manifest
        load_profiles(config.profiles, language=data.language, hub_repo=data.hub_repo)
    with run_dir.lock():
        # read again under the lock: another process may have written here meanwhile
        manifest = run_dir.resume(identity)
        finished = finished_generations(config.out / GENERATIONS_FILE, data) if config.model else {}
        ledger = CallLedger(config.out / CALLS_FILE)
        answers_used = 0
        recorder = run_dir.recorder(
            rolemrc_version=__version__,
            identity=identity,
            details={"config": config.model_dump(mode="json")},
            previous=manifest,
            usage=lambda: ledger.usage(answers_used),
        )
        timings = recorder.timings
        failures = FailureLog(config.max_failures)
        row_ids = [row.id for row in data.rows]
        recorder.failed_rows = lambda: failures.rows(row_ids)
        recorder.save("running")
        matched_by: MatchMethod | None = None
        with recorder.recording("interrupted"):
            started = time.perf_counter()
            if config.responses is not None:
                generations, matched_by = answers_from_file(
                    config.responses, data, config.system_label
                )
                write_jsonl(config.out / GENERATIONS_FILE, generations)
            else:
                done = generate(
                    config, data, finished, ledger, embedder or minilm_embedder, failures
                )
                generations = [done[row.id] for row in data.rows if row.id in done]
                answers_used = len(generations)
                ledger.finish()
            timings["generation_s"] = time.perf_counter() - started

            started = time.perf_counter()
            answered = [row for row in data.rows if row.id not in failures.ids()]
            scores = [
                score_row(row, generation.response, data.category, data.language)
                for row, generation in zip(answered, generations, strict=True)
            ]
            write_jsonl(config.out / SCORES_FILE, scores)
            # a row that failed for good counts as an empty answer (0 on every view), so a
            # failure never raises a mean
            scores += [
                score_row(row, "", data.category) for row in data.rows if row.id in failures.ids()
            ]
            timings["scoring_s"] = time.perf_counter() - started

        with recorder.recording("failed"):
            report = build_report(
                config,
                data,
                generations,
                scores,
                ledger.usage(answers_used),
                matched_by,
                failures.rows(row_ids),
            )
            write_json(config.out / REPORT_FILE, report.to_json())
            files = {
                REPORT_FILE: config.out / REPORT_FILE,
                **write_rolebench_report(
                    config.out,
                    report,
                    rolebench_samples(
                        report.system or "model",
                        data.rows,
                        generations,
                        scores,
                        failures.rows(row_ids),
                    ),
                ),
            }
        failed = failures.rows(row_ids)
        recorder.save(
            "incomplete" if failed else "complete",
            incomplete_reasons=(
                [
                    f"{len(failed)} row(s) failed for good and count as empty answers (0 on "
                    "every view); run the same command again to retry them"
                ]
                if failed
                else ()
            ),
        )
        return RoleBenchEvalResult(
            report=report, out=config.out, files=files, timings=dict(timings)
        )
