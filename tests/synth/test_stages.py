"""The resumable stage runner on its own, and the local executor."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError
from rolemrc.synth import LocalExecutor, Reject, UnitOutcome, run_unit_stage


class Squares:
    """Squares numbers; rejects odd ones; raises when it meets ``fail_on``."""

    def __init__(self, fail_on: int | None = None) -> None:
        self.fail_on = fail_on
        self.calls: list[int] = []

    def __call__(self, number: int) -> UnitOutcome:
        self.calls.append(number)
        if number == self.fail_on:
            raise RuntimeError("killed")
        if number % 2:
            reject = Reject(stage="squares", item_id=str(number), reason="odd")
            return UnitOutcome(item_id=str(number), rejects=[reject])
        return UnitOutcome(item_id=str(number), records=[{"n": number, "square": number**2}])


def _run(run_dir: Path, task: Squares, items: list[int], workers: int = 3) -> int:
    summary = run_unit_stage(
        name="squares",
        run_dir=run_dir,
        identity={"version": 1},
        items=items,
        item_id=str,
        task=task,
        executor=LocalExecutor(workers),
        output_file="squares.jsonl",
        progress=False,
    )
    return summary.resumed


def test_resume_skips_journaled_items_and_keeps_input_order(tmp_path: Path) -> None:
    items = list(range(12))
    failing = Squares(fail_on=8)
    with pytest.raises(RuntimeError, match="killed"):
        _run(tmp_path / "run", failing, items, workers=1)
    assert failing.calls == list(range(10))  # 9 was in the window when 8 failed
    second = Squares()
    assert _run(tmp_path / "run", second, items) == 9
    assert sorted(second.calls) == [8, 10, 11]
    reference = tmp_path / "reference"
    _run(reference, Squares(), items)
    for name in ("squares.jsonl", "work/squares.rejects.jsonl"):
        assert (tmp_path / "run" / name).read_bytes() == (reference / name).read_bytes()
    lines = (reference / "squares.jsonl").read_text().splitlines()
    assert lines[:2] == ['{"n": 0, "square": 0}', '{"n": 2, "square": 4}']


def test_changed_identity_is_refused(tmp_path: Path) -> None:
    _run(tmp_path, Squares(), [1, 2])
    with pytest.raises(ConfigError, match="squares stage there was made with a different version"):
        run_unit_stage(
            name="squares",
            run_dir=tmp_path,
            identity={"version": 2},
            items=[1],
            item_id=str,
            task=Squares(),
            executor=LocalExecutor(1),
            output_file="squares.jsonl",
            progress=False,
        )


def test_local_executor_stops_after_an_error() -> None:
    seen: list[int] = []

    def task(number: int) -> int:
        seen.append(number)
        if number == 1:
            raise ValueError("bad item")
        return number

    results: list[tuple[int, int]] = []
    with pytest.raises(ValueError, match="bad item"):
        for pair in LocalExecutor(1).map_unordered(task, list(range(10))):
            results.append(pair)
    # item 2 entered the window (two per worker) before item 1 failed; nothing later started
    assert results == [(0, 0), (2, 2)]
    assert seen == [0, 1, 2]


def test_profiles_identity_names_the_fallback_only_when_set(
    make_config: Callable[..., Any], tmp_path: Path
) -> None:
    """Runs made before ``profiles.fallback`` existed recorded the profiles section without it;
    without a fallback they still resume, with one the setting is part of the identity."""
    from rolemrc.synth import GenerateProfiles
    from rolemrc.synth._stages import _Pipeline

    def identity(settings: GenerateProfiles) -> Any:
        config = make_config("http://127.0.0.1:1/v1", tmp_path / "c.sqlite", profiles=settings)
        pipeline = _Pipeline(config, tmp_path / "run", limit=None, progress=False, executor=None)
        try:
            return pipeline.profiles_identity()["profiles"]
        finally:
            pipeline.close()

    assert identity(GenerateProfiles()) == {
        "type": "generate",
        "attempts": 3,
        "max_new_tokens": 1500,
    }
    assert identity(GenerateProfiles(fallback="builtin"))["fallback"] == "builtin"
