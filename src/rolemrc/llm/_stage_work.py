"""A model's part in a resumable stage: open the model a :class:`ModelAccess` describes, send
it the requests, close it, and map what comes back onto the stage's callbacks.

Every stage that asks a model (eval's generation and judging, RoleBench generation,
Context-Instruct's answers, win-rate verdicts) does it through :func:`answer_requests`; the
ones whose records are one per request build their whole ``work`` with :func:`model_work`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import closing
from typing import TypeVar

from pydantic import BaseModel

from rolemrc.core import Fail, Keep, StageWork
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._ledger import CallLedger
from rolemrc.llm._open import open_model
from rolemrc.llm._protocol import ChatRequest, ChatResult
from rolemrc.llm._runner import UsageMeter, run_chat

ItemT = TypeVar("ItemT")
RecordT = TypeVar("RecordT", bound=BaseModel)


def answer_requests(
    access: ModelAccess,
    requests: Sequence[ChatRequest],
    *,
    on_result: Callable[[int, ChatResult], None],
    on_failure: Callable[[int, ModelCallError], None] | None = None,
    ledger: CallLedger | None = None,
    usage: UsageMeter | None = None,
    progress: bool = True,
    description: str,
) -> None:
    """Open the model ``access`` names (behind the LLM cache; every call sent noted in
    ``ledger``), answer ``requests`` with :func:`run_chat` (same ``on_result``, ``on_failure``,
    ``usage``, ``progress`` and ``description``) and close it. API keys come from the
    environment only."""
    model = open_model(access, ledger=ledger)
    with closing(model):
        run_chat(
            model,
            requests,
            on_result=on_result,
            on_failure=on_failure,
            usage=usage,
            progress=progress,
            description=description,
        )


def model_work(
    access: ModelAccess,
    requests: Callable[[Sequence[ItemT]], Sequence[ChatRequest]],
    record: Callable[[ItemT, ChatResult], RecordT],
    *,
    description: str,
    ledger: CallLedger | None = None,
    usage: UsageMeter | None = None,
    progress: bool = True,
    failures_stop: bool = False,
) -> StageWork[ItemT, RecordT]:
    """A stage's ``work`` that asks the model ``access`` names one request per pending row:
    ``requests(pending)`` builds them (once, only when rows are pending), and each answer is
    kept as ``record(row, result)`` as it lands. A request that fails for good fails its row
    (left out, asked again by the next run); with ``failures_stop`` it stops the stage instead,
    its :class:`ModelCallError` raised after every answer before it was kept."""

    def work(pending: Sequence[ItemT], keep: Keep[RecordT], fail: Fail) -> None:
        answer_requests(
            access,
            requests(pending),
            on_result=lambda index, result: keep(index, record(pending[index], result)),
            on_failure=None if failures_stop else lambda index, error: fail(index, str(error)),
            ledger=ledger,
            usage=usage,
            progress=progress,
            description=description,
        )

    return work
