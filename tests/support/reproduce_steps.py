"""Stopping a loop in the middle of one of its steps, as Ctrl-C does."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import rolemrc.train._run as training


@contextmanager
def interrupt_step(stage: str) -> Iterator[None]:
    """Training ``stage`` (``sft``, ``dpo``) is interrupted once its trainer is built."""
    build = training.build_trainer

    def interrupted(job: Any) -> Any:
        prepared = build(job)
        if job.stage == stage:
            raise KeyboardInterrupt
        return prepared

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(training, "build_trainer", interrupted)
        yield
