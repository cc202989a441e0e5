"""``rolemrc eval``: generate (or read a response file), score against references, judge, roll up
and report.

Every stage appends to a JSONL file in the run directory as rows finish, and every model call
goes through the persistent LLM cache, so an interrupted run resumes where it stopped and a
repeated run costs nothing. Whatever the judge answered, a run ends with its report files and a
final status in ``manifest.json``: ``complete``; ``interrupted`` when a stage stopped (run the
same command again to resume); ``failed`` when the report could not be written (the error is
recorded).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rolemrc import __version__
from rolemrc.core import (
    REFERENCE_METRICS,
    ConfigError,
    Fail,
    FailedRow,
    FailureLog,
    Generation,
    Judgement,
    Keep,
    RowScores,
    RunDir,
    Stage,
    StageWork,
    TestRow,
    TokenUsage,
    file_fingerprint,
    record_id,
    run_stage,
    setting,
    write_json,
    write_jsonl,
)
from rolemrc.eval._conversation import Conversation, TurnVerdict, split_turn_id, turn_verdicts
from rolemrc.eval._conversation_report import summarize_conversations
from rolemrc.eval._converse import (
    CONVERSATION_DIR,
    ConversationCounts,
    ConverseSettings,
    continue_conversations,
)
from rolemrc.eval._differences import (
    MODE_DEFAULT,
    MODE_DESCRIPTIONS,
    MODE_UPSTREAM_COMPAT,
    run_differences,
)
from rolemrc.eval._judge_protocol import Judge, JudgeIO, JudgeSettings, RowCall
from rolemrc.eval._judges import judge_model_spec, make_judge
from rolemrc.eval._prerequisites import check_eval_prerequisites
from rolemrc.eval._progress import StageProgress, stage_progress
from rolemrc.eval._report import write_report_files
from rolemrc.eval._report_model import EvalReport
from rolemrc.eval._responses import match_responses
from rolemrc.eval._rollup import rollup
from rolemrc.eval._rules_judge import RULES_JUDGE
from rolemrc.eval._user_sim import MAX_USER_REASKS, SCRIPTED_USER, user_templates
from rolemrc.eval.metrics import (
    BertScoreSettings,
    ensure_nltk_data,
    reference_scores,
    start_loading_meteor_resources,
    summarize_metric,
)
from rolemrc.llm import (
    EMBEDDED_MODEL_NOTE,
    CallLedger,
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelAccess,
    ModelCallError,
    ModelRoles,
    UsageMeter,
    answer_requests,
    model_work,
)
from rolemrc.rules import (
    UPSTREAM_JUDGE_MAX_TOKENS,
    UPSTREAM_JUDGE_TEMPERATURE,
    TestSet,
    load_test_set,
)

BERTSCORE_SKIP = "none"
JUDGE_API_KEY_ENV = "ROLEMRC_JUDGE_API_KEY"

GENERATIONS_FILE = "generations.jsonl"
SCORES_FILE = "scores.jsonl"
JUDGEMENTS_FILE = "judgements.jsonl"
CONVERSATION_JUDGEMENTS_FILE = f"{CONVERSATION_DIR}/judgements.jsonl"
CONVERSATION_VERDICTS_FILE = f"{CONVERSATION_DIR}/verdicts.jsonl"
"""Every check of every turn (judged aspects and held rules), as :class:`TurnVerdict` s."""
REPORT_FILE = "report.json"
CALLS_DIR = "calls"
MODELS = ("policy", "judge")
"""The roles of a single-turn run; a run with ``turns`` adds ``user``."""

RowT = TypeVar("RowT", TestRow, Generation)

# A run whose LLM judge gave no verdict (an answer that is not an integer) on more than this
# share of its calls ends ``incomplete``: its aspect scores hold those calls as 0s.
DEFAULT_MAX_NO_VERDICT = 0.1


class EvalConfig(BaseModel):
    """Everything that defines an evaluation run. Holds no secrets.

    ``models`` names the run's models by role. Exactly one of ``models.policy`` (generate with
    that model) and ``responses`` (score and judge an existing response file, matched to the test
    set) is given. ``judge`` names a judge (``rules``, ``none``) or is a model spec; a judge
    model is reached through ``models.judge`` (by default the ModelAccess of that spec), whose
    key is read from ``ROLEMRC_JUDGE_API_KEY`` unless it names another variable.
    ``upstream_compat`` reproduces upstream's judge calls (the instruction-priority prompt sent
    twice per row).

    ``turns`` (at least 1) continues each answered row's conversation for that many user turns
    and judges every turn: ``user`` is ``scripted`` (offline) or a model spec, reached through
    ``models.user`` (by default the ModelAccess of that spec); ``user_templates`` names a
    directory holding other user templates than the package's; a model user's draft that
    breaks its persona is asked again at most ``max_user_reasks`` times; a user message has at
    most ``user_max_new_tokens`` tokens.
    """

    model_config = ConfigDict(extra="forbid")

    data: str
    models: ModelRoles = Field(default_factory=ModelRoles)
    out: Path
    responses: Path | None = None
    judge: str = RULES_JUDGE
    limit: int | None = Field(default=None, ge=1)
    bertscore_model: str | None = None
    bertscore_layers: int | None = Field(default=None, ge=0)
    judge_temperature: float = Field(default=UPSTREAM_JUDGE_TEMPERATURE, ge=0.0)
    judge_max_tokens: int = Field(default=UPSTREAM_JUDGE_MAX_TOKENS, ge=1)
    upstream_compat: bool = False
    max_new_tokens: int = Field(default=256, ge=1)
    allow_drift: bool = False
    strict_histogram: bool = False
    max_failures: int | None = Field(default=None, ge=0)
    max_no_verdict: float = Field(default=DEFAULT_MAX_NO_VERDICT, ge=0.0, le=1.0)
    turns: int | None = None
    user: str = SCRIPTED_USER
    user_templates: Path | None = None
    max_user_reasks: int = Field(default=MAX_USER_REASKS, ge=0)
    user_max_new_tokens: int = Field(default=96, ge=1)
    progress: bool = True

    @field_validator("models")
    @classmethod
    def _judge_key_variable(cls, models: ModelRoles) -> ModelRoles:
        judge = models.judge
        if judge is None or "api_key_env" in judge.model_fields_set:
            return models
        return models.model_copy(
            update={"judge": judge.model_copy(update={"api_key_env": JUDGE_API_KEY_ENV})}
        )

    @model_validator(mode="after")
    def _judge_model_is_the_judge(self) -> EvalConfig:
        judge = self.models.judge
        model = judge_model_spec(self.judge)
        if judge is None:
            if model is not None:
                judge = ModelAccess(model=model, api_key_env=JUDGE_API_KEY_ENV)
                self.models = self.models.model_copy(update={"judge": judge})
        elif judge.model != model:
            raise ValueError(
                f"judge={self.judge!r} and models.judge.model={judge.model!r} name different models"
            )
        return self

    @model_validator(mode="after")
    def _conversation_settings(self) -> EvalConfig:
        if self.turns is None:
            if self.user != SCRIPTED_USER or self.models.user or self.user_templates:
                raise ConfigError(
                    f"{setting('user')} and {setting('user_templates')} play the user of a "
                    f"multi-turn run: give {setting('turns')} too"
                )
            return self
        if self.turns < 1:
            raise ConfigError(
                f"{setting('turns')} must be at least 1 (the user turns that continue each "
                f"conversation), got {self.turns}"
            )
        if self.responses is not None:
            raise ConfigError(
                f"{setting('turns')} continues conversations with a policy model: give "
                f"{setting('model')}, not {setting('responses')}"
            )
        user = self.models.user
        if self.user == SCRIPTED_USER:
            if user is not None:
                raise ConfigError(
                    f"{setting('user')} is {SCRIPTED_USER!r}, which asks no model, but "
                    f"models.user names {user.model!r}"
                )
        elif user is None:
            self.models = self.models.model_copy(update={"user": ModelAccess(model=self.user)})
        elif user.model != self.user:
            raise ConfigError(
                f"{setting('user')}={self.user!r} and models.user.model={user.model!r} name "
                "different models"
            )
        return self

    @property
    def roles(self) -> tuple[str, ...]:
        """The model roles of this run (``user`` only when conversations are continued)."""
        return (*MODELS, "user") if self.turns is not None else MODELS

    @model_validator(mode="after")
    def _model_or_responses(self) -> EvalConfig:
        if (self.model is None) == (self.responses is None):
            raise ConfigError(
                f"give either a model to generate with ({setting('model')}) or a response file to "
                f"score ({setting('responses')})"
            )
        return self

    @property
    def model(self) -> str | None:
        """The spec of the model that generates, if any."""
        return self.models.policy.model if self.models.policy is not None else None

    @property
    def model_label(self) -> str:
        """The model spec, or ``responses:<file>`` for a response file."""
        return self.model if self.model is not None else f"responses:{self.responses}"

    @property
    def call_mode(self) -> str:
        return MODE_UPSTREAM_COMPAT if self.upstream_compat else MODE_DEFAULT

    @property
    def chosen_judge(self) -> Judge:
        """The judge ``judge`` selects, with this run's judge settings."""
        return make_judge(
            self.judge,
            JudgeSettings(
                access=self.models.judge,
                temperature=self.judge_temperature,
                max_tokens=self.judge_max_tokens,
            ),
        )

    @property
    def bertscore(self) -> BertScoreSettings | None:
        if self.bertscore_model == BERTSCORE_SKIP:
            return None
        return BertScoreSettings(model=self.bertscore_model, num_layers=self.bertscore_layers)

    def generation_params(self) -> GenerationParams:
        return GenerationParams(temperature=0.0, max_new_tokens=self.max_new_tokens)


class EvalResult(BaseModel):
    """A finished run: its report, directory and files, and how long each stage took (seconds;
    recorded in the manifest, never in the report). ``report.status`` is ``incomplete`` (and
    ``report.incomplete_reasons`` says why) when rows failed for good or the judge gave too few
    verdicts; the CLI then exits non-zero."""

    report: EvalReport
    out: Path
    files: dict[str, Path]
    timings: dict[str, float] = Field(default_factory=dict)


def _run_identity(config: EvalConfig, test_set: TestSet) -> dict[str, Any]:
    """What a resumed run must share with the run it continues."""
    identity: dict[str, Any] = {
        "data_fingerprint": test_set.fingerprint,
        "model": config.model_label,
        "generation": config.generation_params().model_dump(),
    }
    if config.responses is not None:
        identity["responses"] = file_fingerprint(config.responses)
    return identity


def generate(
    config: EvalConfig,
    rows: Sequence[TestRow],
    ledger: CallLedger,
    failures: FailureLog,
    *,
    meter: UsageMeter | None = None,
) -> dict[str, Generation]:
    """Answer every row not yet in ``generations.jsonl``, appending each answer as it lands; a
    row whose call fails for good goes to ``failures`` (and is asked again by the next run)."""
    access = config.models.policy
    assert access is not None  # a model, or a response file (read elsewhere)
    params = config.generation_params()

    def answer(row: TestRow, result: ChatResult) -> Generation:
        return row.answered(
            result.text,
            config.model_label,
            finish_reason=result.finish_reason,
            prompt_tokens=result.prompt_tokens,
            completion_tokens=result.completion_tokens,
        )

    def requests(pending: Sequence[TestRow]) -> list[ChatRequest]:
        return [ChatRequest(messages=tuple(row.question), params=params) for row in pending]

    work: StageWork[TestRow, Generation] = model_work(
        access,
        requests,
        answer,
        description=f"generating with {config.model}",
        ledger=ledger,
        usage=meter,
        progress=config.progress,
    )
    return _generations(config, rows, work, failures)


def keep_responses(config: EvalConfig, answers: Sequence[Generation]) -> dict[str, Generation]:
    """A response file's answers (matched to the rows evaluated), kept in ``generations.jsonl``
    like generated ones (the run identity holds the file's fingerprint)."""

    def copy(pending: Sequence[Generation], keep: Keep[Generation], fail: Fail) -> None:
        for index, generation in enumerate(pending):
            keep(index, generation)

    return _generations(config, answers, copy)


def _generations(
    config: EvalConfig,
    rows: Sequence[RowT],
    work: StageWork[RowT, Generation],
    failures: FailureLog | None = None,
) -> dict[str, Generation]:
    """The generation stage over ``rows`` (test rows, or a response file's answers)."""
    stage = Stage(
        name="generation",
        path=config.out / GENERATIONS_FILE,
        record=Generation,
        items=rows,
        item_id=record_id,
        work=work,
    )
    return run_stage(stage, failures).records


def score_references(
    config: EvalConfig,
    generations: Sequence[Generation],
    scoring_identity: dict[str, Any],
    previous_identity: dict[str, Any] | None,
    progress: StageProgress | None,
) -> dict[str, RowScores]:
    """Reference metrics per row, with the per-row parts upstream kept (BLEU's precisions,
    brevity penalty and lengths; BERTScore's precision and recall); rows scored earlier with the
    same settings are reused (scores of other settings are recomputed)."""

    def score(pending: Sequence[Generation], keep: Keep[RowScores], fail: Fail) -> None:
        values = reference_scores(
            [generation.response for generation in pending],
            [generation.reference for generation in pending],
            bertscore=config.bertscore,
            progress=progress,
        )
        for index, (generation, row) in enumerate(zip(pending, values, strict=True)):
            keep(
                index,
                RowScores(
                    id=generation.id, task=generation.task, metrics=row.metrics, details=row.details
                ),
            )

    stage = Stage(
        name="scoring",
        path=config.out / SCORES_FILE,
        record=RowScores,
        items=generations,
        item_id=record_id,
        work=score,
        start_over=previous_identity != scoring_identity,
    )
    return run_stage(stage).records


def judge(
    config: EvalConfig,
    generations: Sequence[Generation],
    ledger: CallLedger,
    *,
    failures: FailureLog | None = None,
    judging_identity: dict[str, Any] | None = None,
    previous_identity: dict[str, Any] | None = None,
    meter: UsageMeter | None = None,
    turns: bool = False,
) -> list[Judgement]:
    """Judge every routed aspect of every row (with ``config.upstream_compat``, every call
    upstream makes); verdicts of the same judge with the same settings are reused (verdicts of
    another judge are derived data: their calls stay in the LLM cache). A row with a judge
    call that fails for good goes to ``failures`` (default: a log that stops at the first) and
    its verdicts so far are returned without the failed one.

    With ``turns``, ``generations`` are the turn views of continued conversations: their
    verdicts go to ``conversation/judgements.jsonl``, a failed call fails its conversation's
    row, and a verdict is reused only where its prompt is the call's (the conversation it
    judged is this one)."""
    chosen = config.chosen_judge
    if not chosen.kind.gives_verdicts:
        return []
    calls: list[RowCall] = [
        (call, generation)
        for generation in generations
        for call in chosen.calls(generation, upstream_compat=config.upstream_compat)
    ]

    def verdicts(pending: Sequence[RowCall], keep: Keep[Judgement], fail: Fail) -> None:
        position = {call.id: index for index, (call, _) in enumerate(calls)}
        indices = [position[call.id] for call, _ in pending]
        slot = {index: number for number, index in enumerate(indices)}
        chosen.judge(
            calls,
            indices,
            JudgeIO(
                ask=partial(_judge_with_model, config, chosen, ledger, meter),
                on_verdict=lambda index, verdict: keep(slot[index], verdict),
                on_failure=lambda index, error: fail(slot[index], str(error)),
            ),
        )

    prompts = {call.id: call.prompt for call, _ in calls}

    def reusable(verdict: Judgement) -> bool:
        same_call = not turns or prompts.get(verdict.id) == verdict.prompt
        return verdict.judge == config.judge and same_call

    stage = Stage(
        name="conversation judge" if turns else "judge",
        path=config.out / (CONVERSATION_JUDGEMENTS_FILE if turns else JUDGEMENTS_FILE),
        record=Judgement,
        items=calls,
        item_id=lambda pair: pair[0].id,
        work=verdicts,
        failed_row=(
            (lambda pair: split_turn_id(pair[0].row_id)[0])
            if turns
            else (lambda pair: pair[0].row_id)
        ),
        reusable=reusable,
        start_over=previous_identity is not None and previous_identity != judging_identity,
    )
    return run_stage(stage, failures).in_order_of([call.id for call, _ in calls])


def _model_answers(config: EvalConfig, judgements: Sequence[Judgement]) -> int:
    """How many of ``judgements`` a judge model answered: none for a judge that asks none, and
    of one that asks a model only where the rules cannot decide, the verdicts it gave itself
    (the others name the rules judge)."""
    if not config.chosen_judge.kind.asks_model:
        return 0
    return sum(1 for verdict in judgements if verdict.judge == config.judge)


def _judge_with_model(
    config: EvalConfig,
    chosen: Judge,
    ledger: CallLedger,
    meter: UsageMeter | None,
    requests: Sequence[ChatRequest],
    on_result: Callable[[int, ChatResult], None],
    on_failure: Callable[[int, ModelCallError], None],
) -> None:
    """Send a model judge's ``requests`` to its model: how the run answers a judge's ``ask``."""
    assert chosen.model is not None  # a judge asks only when it has a model
    answer_requests(
        chosen.model,
        requests,
        on_result=on_result,
        on_failure=on_failure,
        ledger=ledger,
        usage=meter,
        progress=config.progress,
        description=f"judging with {config.judge}",
    )


CONVERSATION_STAGES = ("user turn", "policy turn", "conversation judge")
"""The stages of continued turns: a row failed there keeps its turn-0 figures, and counts as
failing from that turn on in the conversation figures."""


def _converse_settings(config: EvalConfig, counts: ConversationCounts) -> ConverseSettings:
    assert config.turns is not None and config.models.policy is not None
    return ConverseSettings(
        out=config.out,
        turns=config.turns,
        user=config.user,
        policy_access=config.models.policy,
        params=config.generation_params(),
        user_access=config.models.user,
        user_templates=(
            user_templates(config.user_templates) if config.user_templates is not None else None
        ),
        user_params=GenerationParams(temperature=0.0, max_new_tokens=config.user_max_new_tokens),
        max_reasks=config.max_user_reasks,
        progress=config.progress,
        policy_label=config.model_label,
        counts=counts,
    )


def _data_record(config: EvalConfig, test_set: TestSet) -> dict[str, Any]:
    """What the manifest and the report say about the test set (and the response file)."""
    return {
        "source": test_set.source,
        "fingerprint": test_set.fingerprint,
        "n_rows_in_source": test_set.n_rows_in_source,
        "limit": config.limit,
        "task_counts": test_set.task_counts,
        "histogram_check": test_set.histogram.as_record() if test_set.histogram else None,
        "responses": str(config.responses) if config.responses is not None else None,
    }


def _failed_stand_ins(
    config: EvalConfig,
    test_set: TestSet,
    generations: Sequence[Generation],
    failed_rows: Sequence[FailedRow],
    metrics: Sequence[str],
) -> tuple[list[Generation], list[RowScores], list[Judgement]]:
    """What a row that failed for good counts as: an empty answer that fails every aspect its
    task routes to and scores 0 on every reference metric of the run, so a failure never
    raises a score."""
    answered = {generation.id: generation for generation in generations}
    rows = {row.id: row for row in test_set.rows}
    reasons = {row.id: f"{row.stage}: {row.reason}" for row in failed_rows}
    stand_ins = [
        answered.get(row_id) or rows[row_id].answered("", config.model_label)
        for row_id in reasons
        if row_id in answered or row_id in rows
    ]
    scores = [
        RowScores(id=row.id, task=row.task, metrics=dict.fromkeys(metrics, 0.0))
        for row in stand_ins
    ]
    chosen = config.chosen_judge
    verdicts = [
        call.judgement(
            judge=chosen.name,
            score=0,
            parsed=True,
            raw="",
            detail=f"the row failed for good ({reasons[call.row_id]}); counted as failing",
        )
        for row in stand_ins
        for call in chosen.calls(row, upstream_compat=config.upstream_compat)
    ]
    return stand_ins, scores, verdicts


def _no_verdict_share(judgements: Sequence[Judgement]) -> float:
    """The share of judge calls whose answer gave no verdict (0 without calls)."""
    return (
        sum(1 for verdict in judgements if not verdict.parsed) / len(judgements)
        if judgements
        else 0.0
    )


def _incomplete_reasons(
    config: EvalConfig, failed_rows: Sequence[FailedRow], judgements: Sequence[Judgement]
) -> list[str]:
    """Why a finished run is not complete: rows that failed for good, a judge that gave too
    few verdicts (only a judge model's answer can give none)."""
    reasons = []
    if failed_rows:
        reasons.append(
            f"{len(failed_rows)} row(s) failed for good and count as failing every aspect "
            "(0 on the reference metrics); run the same command again to retry them"
        )
    unparsed = sum(1 for verdict in judgements if not verdict.parsed)
    if judgements and unparsed == len(judgements):
        reasons.append(
            f"the judge gave no verdict on any of its {len(judgements)} calls (no answer was an "
            "integer): every aspect score is 0 by default, not a measurement"
        )
    elif _no_verdict_share(judgements) > config.max_no_verdict:
        reasons.append(
            f"the judge gave no verdict on {unparsed} of {len(judgements)} calls "
            f"({_no_verdict_share(judgements):.0%}, more than --max-no-verdict "
            f"{config.max_no_verdict:.0%}); those calls count as 0"
        )
    return reasons


def build_report(
    config: EvalConfig,
    test_set: TestSet,
    generations: Sequence[Generation],
    scores: Sequence[RowScores],
    judgements: Sequence[Judgement],
    usage: dict[str, TokenUsage],
    failed_rows: Sequence[FailedRow] = (),
    *,
    conversations: dict[str, Any] | None = None,
) -> EvalReport:
    """The report of a run: a function of its rows, verdicts and settings alone (no clock time;
    when the run was made and how long each stage took are in ``manifest.json``).

    The rows of ``failed_rows`` are listed, and counted in every figure as failing (see
    :func:`_failed_stand_ins`); ``answered`` then holds the headline and reference means over
    the answered rows alone, for comparison, and ``status`` is ``incomplete``."""
    stopped = [row for row in failed_rows if row.stage.startswith(CONVERSATION_STAGES)]
    # a conversation that failed in a later turn keeps its turn 0's figures
    failed_rows = [row for row in failed_rows if row not in stopped]
    failed_ids = {row.id for row in failed_rows}
    answered_generations = [row for row in generations if row.id not in failed_ids]
    answered_scores = [row for row in scores if row.id not in failed_ids]
    answered_judgements = [verdict for verdict in judgements if verdict.row_id not in failed_ids]
    metrics = [
        metric
        for metric in REFERENCE_METRICS
        if metric != "bertscore_f1" or config.bertscore is not None
    ]
    stand_ins, stand_in_scores, stand_in_verdicts = _failed_stand_ins(
        config, test_set, generations, failed_rows, metrics
    )
    generations = answered_generations + stand_ins
    scores = answered_scores + stand_in_scores
    judgements = answered_judgements + stand_in_verdicts
    rolled = rollup(generations, judgements, scores)
    chosen = config.chosen_judge
    judge_block: dict[str, Any] = {
        "name": chosen.name,
        "kind": chosen.kind.name,
        "label": chosen.kind.label,
        **chosen.report_settings(),
        **rolled["judge"],
    }
    measured = chosen.measured_agreement()
    if measured is not None:
        judge_block["agreement_on_labels"] = measured
    reference = {
        metric: summarize_metric([row.metrics.get(metric) for row in scores])
        for metric in REFERENCE_METRICS
    }
    answered: dict[str, Any] = {}
    if failed_rows:
        answered_judge = rollup(answered_generations, answered_judgements, n_bootstrap=0)["judge"]
        answered = {
            "answered": {
                "n_rows": len(answered_generations),
                "avg_simple_no_mt": answered_judge["avg_simple_no_mt"]["mean"],
                "reference": {
                    metric: summarize_metric([row.metrics.get(metric) for row in answered_scores])[
                        "mean"
                    ]
                    for metric in REFERENCE_METRICS
                },
            }
        }
    reasons = _incomplete_reasons(config, failed_rows, answered_judgements)
    if stopped:
        reasons.append(
            f"{len(stopped)} conversation(s) stopped before their last turn (a call failed for "
            "good) and count as failing from that turn on; run the same command again to retry"
        )
    bertscore = config.bertscore
    bertscore_note = bertscore.comparability_note() if bertscore is not None else None
    differences = run_differences(
        judge_differences=chosen.differences(),
        max_new_tokens=config.max_new_tokens,
        bertscore_note=bertscore_note,
        responses=str(config.responses) if config.responses is not None else None,
    )
    generation: dict[str, Any] = (
        {"responses": str(config.responses)}
        if config.responses is not None
        else {"temperature": 0.0, "max_new_tokens": config.max_new_tokens}
    )
    failed = {"failed_rows": [row.model_dump() for row in failed_rows]} if failed_rows else {}
    return EvalReport.model_validate(
        {
            "schema_version": 1,
            "rolemrc_version": __version__,
            "model": config.model_label,
            "model_note": EMBEDDED_MODEL_NOTE if config.model == "embedded" else None,
            "judge_model": config.judge,
            "data": _data_record(config, test_set),
            "status": "incomplete" if reasons else "complete",
            "incomplete_reasons": reasons or None,
            "n_rows": len(generations),
            **failed,
            **answered,
            "empty_responses": sum(
                1 for generation in answered_generations if not generation.response.strip()
            ),
            "generation": generation,
            "bertscore_model": bertscore.describe() if bertscore is not None else None,
            "bertscore": bertscore.metadata() if bertscore is not None else None,
            "bertscore_note": bertscore_note,
            "reference": reference,
            "judge": judge_block,
            "judge_calls": {
                "mode": config.call_mode,
                "description": MODE_DESCRIPTIONS[config.call_mode],
                "n": len(answered_judgements),
            },
            "by_task": rolled["by_task"],
            "usage": {name: totals.model_dump() for name, totals in usage.items()},
            "differences_from_upstream": differences[config.call_mode],
            "differences_by_mode": differences,
            **({"conversations": conversations} if conversations is not None else {}),
        }
    )


def run_eval(config: EvalConfig, *, progress: StageProgress | None = None) -> EvalResult:
    """Run (or resume) a whole evaluation and write the report files into ``config.out``.

    Bad input is reported before anything is written; an existing run directory of another
    model or data set is refused rather than mixed. Once started, the run ends with a final
    status in the manifest (see the module docstring).
    """
    check_eval_prerequisites(config)
    test_set = load_test_set(
        config.data,
        allow_drift=config.allow_drift,
        strict_histogram=config.strict_histogram,
        limit=config.limit,
    )
    ensure_nltk_data()  # METEOR's data: prepared (or refused) now, not after generating
    start_loading_meteor_resources()  # WordNet loads while the model calls wait on the network
    identity = _run_identity(config, test_set)
    run_dir = RunDir(config.out)
    run_dir.discard_without_results((GENERATIONS_FILE, SCORES_FILE, JUDGEMENTS_FILE))
    run_dir.resume(identity)  # another run's directory is refused before anything is written
    # a response file that does not fit the test set is refused before anything is written
    answers = (
        match_responses(
            config.responses,
            test_set.rows,
            model=config.model_label,
            source_rows=test_set.source_rows or None,
        )
        if config.responses is not None
        else None
    )
    with run_dir.lock():
        # read again under the lock: another process may have written here meanwhile
        manifest = run_dir.resume(identity)
        bertscore = config.bertscore
        scoring_identity = {"bertscore": bertscore.describe() if bertscore is not None else None}
        judging_identity = config.chosen_judge.identity()
        roles = config.roles
        ledgers = {name: CallLedger(config.out / CALLS_DIR / f"{name}.jsonl") for name in roles}
        if manifest.details.get("judging_identity") not in (None, judging_identity):
            ledgers["judge"].forget()  # its verdicts are dropped below: their calls are not ours
        answers_used = dict.fromkeys(roles, 0)
        meters = {name: UsageMeter() for name in roles}  # this attempt's calls, for their speed

        def usage_so_far() -> dict[str, TokenUsage]:
            """What the run spent per model, every attempt included: the calls in its ledgers
            (noted as each answer arrived) and the other answers it used as cache hits."""
            return {name: ledgers[name].usage(answers_used[name]) for name in roles}

        recorder = run_dir.recorder(
            rolemrc_version=__version__,
            identity=identity,
            details={
                "scoring_identity": scoring_identity,
                "judging_identity": judging_identity,
                "config": config.model_dump(mode="json"),
                "data": {**_data_record(config, test_set), "n_rows": len(test_set.rows)},
                "judge_calls": config.call_mode,
            },
            previous=manifest,
            usage=usage_so_far,
            live=lambda: {"speed": {name: meter.speed() for name, meter in meters.items()}},
        )
        timings = recorder.timings
        failures = FailureLog(config.max_failures)
        row_ids = [row.id for row in test_set.rows]
        recorder.failed_rows = lambda: failures.rows(row_ids)
        recorder.save("running")
        with recorder.recording("interrupted"):
            started = time.perf_counter()
            if answers is not None:
                done = keep_responses(config, answers)
            else:
                done = generate(
                    config, test_set.rows, ledgers["policy"], failures, meter=meters["policy"]
                )
            generations = [done[row.id] for row in test_set.rows if row.id in done]
            answers_used["policy"] = len(generations) if answers is None else 0
            timings["generation_s"] = time.perf_counter() - started

            started = time.perf_counter()
            with stage_progress(config.progress and progress is None) as shown:
                scored = score_references(
                    config,
                    generations,
                    scoring_identity,
                    manifest.details.get("scoring_identity"),
                    progress or shown,
                )
            scores = [scored[generation.id] for generation in generations]
            timings["reference_metrics_s"] = time.perf_counter() - started

            started = time.perf_counter()
            judgements = judge(
                config,
                generations,
                ledgers["judge"],
                failures=failures,
                meter=meters["judge"],
                judging_identity=judging_identity,
                previous_identity=manifest.details.get("judging_identity"),
            )
            timings["judge_s"] = time.perf_counter() - started
            answers_used["judge"] = _model_answers(config, judgements)
            conversations: list[Conversation] = []
            verdicts: list[TurnVerdict] = []
            if config.turns is not None:
                started = time.perf_counter()
                counts = ConversationCounts()
                conversations = continue_conversations(
                    _converse_settings(config, counts), generations, ledgers, failures, meters
                )
                answers_used["user"] = counts.user_answers
                answers_used["policy"] += counts.policy_answers
                timings["conversation_s"] = time.perf_counter() - started
                started = time.perf_counter()
                views = [view for c in conversations for view in c.turn_views()[1:]]
                turn_judgements = judge(
                    config,
                    views,
                    ledgers["judge"],
                    failures=failures,
                    meter=meters["judge"],
                    judging_identity=judging_identity,
                    previous_identity=manifest.details.get("judging_identity"),
                    turns=True,
                )
                answers_used["judge"] += _model_answers(config, turn_judgements)
                verdicts = [
                    verdict
                    for conversation in conversations
                    for verdict in turn_verdicts(conversation, [*judgements, *turn_judgements])
                ]
                write_jsonl(config.out / CONVERSATION_VERDICTS_FILE, verdicts)
                timings["conversation_judge_s"] = time.perf_counter() - started
            for ledger in ledgers.values():
                ledger.finish()

        with recorder.recording("failed"):
            report = build_report(
                config,
                test_set,
                generations,
                scores,
                judgements,
                usage_so_far(),
                failures.rows(row_ids),
                conversations=(
                    summarize_conversations(
                        config.turns,
                        config.user,
                        test_set.rows,
                        conversations,
                        verdicts,
                        failures.rows(row_ids),
                    )
                    if config.turns is not None
                    else None
                ),
            )
            write_json(config.out / REPORT_FILE, report.to_json())
            files = {
                "report.json": config.out / REPORT_FILE,
                **write_report_files(config.out, report),
            }
        recorder.save(
            "incomplete" if report.incomplete_reasons else "complete",
            incomplete_reasons=report.incomplete_reasons or (),
        )
        return EvalResult(report=report, out=config.out, files=files, timings=dict(timings))


__all__ = [
    "EvalConfig",
    "EvalResult",
    "run_eval",
]
