"""The model and run flags commands share, and the one function that turns them into a
ModelAccess."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

if TYPE_CHECKING:
    from rolemrc.core import FailedRow
    from rolemrc.llm import ModelAccess

AccessT = TypeVar("AccessT", bound="ModelAccess")

CacheOption = Annotated[Path | None, typer.Option(help="LLM cache file (default: user cache).")]
NoCacheOption = Annotated[
    bool, typer.Option("--no-cache", help="Do not read or write the LLM cache.")
]
NoProgressOption = Annotated[bool, typer.Option("--no-progress", help="No progress bars.")]
ConcurrencyOption = Annotated[int, typer.Option(min=1, help="Requests in flight per API model.")]
BatchSizeOption = Annotated[
    int | None,
    typer.Option(
        min=1,
        help="Batch size for local models (default: 8 on a CPU, as many rows as the free memory "
        "holds on a GPU, 256 requests in flight to a serving engine).",
    ),
]


class EngineName(StrEnum):
    """The values of ``ModelAccess.engine``."""

    AUTO = "auto"
    TRANSFORMERS = "transformers"
    VLLM = "vllm"
    SGLANG = "sglang"


EngineOption = Annotated[
    EngineName,
    typer.Option(
        help="What generates for an hf/ model: auto (vLLM on a CUDA GPU where it is installed, "
        "else transformers), or the one named.",
    ),
]
DEFAULT_TIMEOUT_S = 120.0
TimeoutOption = Annotated[
    float,
    typer.Option(
        "--timeout",
        help="Seconds an API model may take to answer one request before it is retried.",
    ),
]
MaxFailuresOption = Annotated[
    int | None,
    typer.Option(
        min=0,
        help="Stop the run once more than N rows have failed for good (default: finish the "
        "run, list the failed rows and leave them out of the scores; a rerun retries them).",
    ),
]
RunDirOption = Annotated[
    Path, typer.Option(help="Run directory (created; an existing run resumes).")
]
ModelBaseUrlOption = Annotated[
    str | None,
    typer.Option(help="Base URL of the model's OpenAI-compatible server (else OPENAI_BASE_URL)."),
]
JudgeBaseUrlOption = Annotated[
    str | None,
    typer.Option(help="Base URL of the judge's OpenAI-compatible server (else OPENAI_BASE_URL)."),
]
RewardJudgeOption = Annotated[
    str,
    typer.Option(
        help="Judge of the aspect rewards: 'rules', a model spec, or 'rules+MODEL' (the rules "
        "where they decide, the judge model MODEL on the rest)."
    ),
]
JudgeConcurrencyOption = Annotated[
    int | None, typer.Option(min=1, help="Judge requests in flight at once.")
]
GeneratorBaseUrlOption = Annotated[
    str | None,
    typer.Option(
        help="Base URL of the generator's OpenAI-compatible server (else OPENAI_BASE_URL)."
    ),
]


def print_failed_rows(failed_rows: Sequence[FailedRow] | None, *, shown: int = 20) -> None:
    """Warn on stderr about the rows a run could not finish, with id and reason."""
    from rolemrc.cli._errors import console

    if not failed_rows:
        return
    console.print(
        f"warning: {len(failed_rows)} row(s) failed for good (run the same command again to "
        "retry them):",
        style="yellow",
        highlight=False,
        markup=False,
        soft_wrap=True,
    )
    for row in failed_rows[:shown]:
        console.print(
            f"  {row.id} ({row.stage}): {row.reason}", highlight=False, markup=False, soft_wrap=True
        )
    if len(failed_rows) > shown:
        console.print(f"  ... and {len(failed_rows) - shown} more (see manifest.json)")


def model_access(
    spec: str,
    *,
    base_url: str | None = None,
    concurrency: int = 8,
    batch_size: int | None = None,
    engine: EngineName = EngineName.AUTO,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    cache: Path | None = None,
    no_cache: bool = False,
) -> ModelAccess:
    """The ModelAccess a command's flags describe (``--cache``/``--no-cache`` included)."""
    from rolemrc.llm import ModelAccess

    settings = {
        "model": spec,
        "base_url": base_url,
        "concurrency": concurrency,
        "batch_size": batch_size,
        "engine": engine.value,
        "timeout_s": timeout_s,
        "cache": not no_cache,
        "cache_path": cache,
    }
    return _validated(ModelAccess, settings)


def reward_judge_access(
    judge: str, base_url: str | None, concurrency: int | None
) -> str | ModelAccess:
    """The reward judge ``--judge`` names: a judge's name as it is, a judge model with the
    ``--judge-base-url`` and ``--judge-concurrency`` given (its spec, directory and base URL
    checked now, before a server starts or a trainer loads)."""
    from rolemrc.core import ConfigError
    from rolemrc.eval import judge_model_spec
    from rolemrc.llm import ModelAccess, check_model_access

    model = judge_model_spec(judge)
    if model is None:
        return judge
    if model != judge:
        # a judge that asks a model only where it cannot decide reaches it by its spec alone
        if base_url or concurrency:
            raise ConfigError(
                f"--judge-base-url and --judge-concurrency apply to a judge model, not to "
                f"{judge!r}: set OPENAI_BASE_URL for its model instead"
            )
        check_model_access(ModelAccess(model=model), field="judge", base_url_field="judge_base_url")
        return judge
    settings = {"base_url": base_url, "concurrency": concurrency}
    access = ModelAccess.model_validate(
        {"model": judge, **{key: value for key, value in settings.items() if value}}
    )
    check_model_access(access, field="judge", base_url_field="judge_base_url")
    return access


def with_timeout(access: AccessT, timeout_s: float) -> AccessT:
    """``access`` (a ModelAccess or a section built on it) with the ``--timeout`` given."""
    return _validated(type(access), {**access.model_dump(), "timeout_s": timeout_s})


def _validated(section: type[AccessT], settings: dict[str, Any]) -> AccessT:
    """``section`` of ``settings``, validated by ModelAccess; a timeout it refuses (not a
    positive number of seconds) is reported naming its flag."""
    from pydantic import ValidationError

    from rolemrc.cli._errors import flag
    from rolemrc.core import ConfigError

    try:
        return section.model_validate(settings)
    except ValidationError as error:
        if any(problem["loc"] == ("timeout_s",) for problem in error.errors()):
            timeout_s = settings["timeout_s"]
            raise ConfigError(
                f"{flag('timeout_s')} must be a positive number of seconds, got {timeout_s}"
            ) from None
        raise
