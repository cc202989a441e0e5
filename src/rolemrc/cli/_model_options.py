"""The model flags commands share, and the one function that turns them into a ModelAccess."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from rolemrc.llm import ModelAccess

CacheOption = Annotated[Path | None, typer.Option(help="LLM cache file (default: user cache).")]
NoCacheOption = Annotated[
    bool, typer.Option("--no-cache", help="Do not read or write the LLM cache.")
]
NoProgressOption = Annotated[bool, typer.Option("--no-progress", help="No progress bars.")]
ConcurrencyOption = Annotated[int, typer.Option(min=1, help="Requests in flight per API model.")]
BatchSizeOption = Annotated[int, typer.Option(min=1, help="Batch size for local models.")]
ModelBaseUrlOption = Annotated[
    str | None,
    typer.Option(help="Base URL of the model's OpenAI-compatible server (else OPENAI_BASE_URL)."),
]
JudgeBaseUrlOption = Annotated[
    str | None,
    typer.Option(help="Base URL of the judge's OpenAI-compatible server (else OPENAI_BASE_URL)."),
]
GeneratorBaseUrlOption = Annotated[
    str | None,
    typer.Option(
        help="Base URL of the generator's OpenAI-compatible server (else OPENAI_BASE_URL)."
    ),
]


def model_access(
    spec: str,
    *,
    base_url: str | None = None,
    concurrency: int = 8,
    batch_size: int = 8,
    cache: Path | None = None,
    no_cache: bool = False,
) -> ModelAccess:
    """The ModelAccess a command's flags describe (``--cache``/``--no-cache`` included)."""
    from rolemrc.llm import ModelAccess

    return ModelAccess(
        model=spec,
        base_url=base_url,
        concurrency=concurrency,
        batch_size=batch_size,
        cache=not no_cache,
        cache_path=cache,
    )
