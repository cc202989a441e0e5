"""The RoCIT demo's path (data, evaluation before, LoRA SFT, evaluation after) on a tiny model;
the demo itself runs it on the embedded model (figures in docs/rolellm.md)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from rolemrc.rolellm import read_rolebench_rows
from rolemrc.train import ROCIT_DEMO_ROLES, rocit_demo, write_rocit_demo_data

SHARED_SPLIT = (
    Path(__file__).resolve().parents[2].parent
    / "shared/data/rolebench/rolebench-eng/instruction-generalization/role_specific/test.jsonl"
)


@pytest.fixture
def shared_split() -> Path:
    if not SHARED_SPLIT.exists():
        pytest.skip(f"the shared RoleBench split is not at {SHARED_SPLIT}")
    return SHARED_SPLIT


def test_demo_data_holds_out_rows_of_the_same_roles(shared_split: Path, tmp_path: Path) -> None:
    train, heldout = write_rocit_demo_data(str(shared_split), tmp_path, train_rows=3, eval_rows=2)
    train_rows, heldout_rows = read_rolebench_rows(train), read_rolebench_rows(heldout)
    assert [row.role for row in train_rows] == [role for role in ROCIT_DEMO_ROLES for _ in range(3)]
    assert [row.role for row in heldout_rows] == [r for r in ROCIT_DEMO_ROLES for _ in range(2)]
    assert all(len(row.generated) == 1 for row in train_rows)
    asked = {(row.role, row.question) for row in train_rows}
    assert not asked & {(row.role, row.question) for row in heldout_rows}


def test_demo_path_on_a_tiny_model(
    shared_split: Path, tiny_model: Callable[[str], Path], tmp_path: Path
) -> None:
    result = rocit_demo(
        tmp_path / "demo",
        split=str(shared_split),
        train_rows=1,
        eval_rows=1,
        max_new_tokens=4,
        model=f"hf/{tiny_model('llama3')}",
    )
    assert (result.train_rows, result.eval_rows, result.sft.steps) == (3, 3, 3)
    assert result.sft.weights_changed
    for figures in (result.before, result.after):
        assert figures.spe is not None and 0.0 <= figures.spe <= 1.0
    assert result.after.model == str(tmp_path / "demo" / "sft")
    report = json.loads((tmp_path / "demo" / "eval-after" / "report.json").read_text())
    assert report["views"]["SPE"]["n"] == 3
