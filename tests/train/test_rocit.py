"""RoCIT: ``train sft`` on RoleBench rows of every split (the shared English split, English
fixtures of the other three, the Chinese fixtures), prompted by RoleLLM's system instruction."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rolemrc.cli._train import train_app
from rolemrc.rolellm import read_rolebench_rows
from rolemrc.train import MANIFEST_NAME, TrainJob, build_trainer, finish_training

TinyModel = Callable[[str], Path]
ROLELLM_DATA = Path(__file__).resolve().parents[1] / "rolellm" / "data"
SHARED_ROLEBENCH = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "rolebench"
SHARED_SPLIT = "rolebench-eng/instruction-generalization/role_specific"
FIXTURE_SPLITS = {
    "eng/instruction/general": "rolebench-eng/role-generalization/general/test.jsonl",
    "eng/role/general": "rolebench-eng/role-generalization/general/test.jsonl",
    "eng/role/role_specific": "rolebench-eng/role-generalization/role_specific/test.jsonl",
    "zh/general": "rolebench-zh/general/train.jsonl",
    "zh/role_specific": "rolebench-zh/role_specific/train.jsonl",
}
HUB_DIRS = {
    "eng/instruction/general": "rolebench-eng/instruction-generalization/general",
    "eng/instruction/role_specific": SHARED_SPLIT,
    "eng/role/general": "rolebench-eng/role-generalization/general",
    "eng/role/role_specific": "rolebench-eng/role-generalization/role_specific",
    "zh/general": "rolebench-zh/general",
    "zh/role_specific": "rolebench-zh/role_specific",
}
runner = CliRunner()


def split_file(name: str, root: Path, rows: int = 12) -> Path:
    """The first ``rows`` rows of the split as ``train.jsonl`` under its hub folder (the shared
    English file for instruction-generalization role-specific, fixtures for the others)."""
    if name == "eng/instruction/role_specific":
        source = SHARED_ROLEBENCH / SHARED_SPLIT / "test.jsonl"
        if not source.exists():
            pytest.skip(f"the shared RoleBench split is not at {source}")
    else:
        source = ROLELLM_DATA / FIXTURE_SPLITS[name]
    target = root / HUB_DIRS[name] / "train.jsonl"
    target.parent.mkdir(parents=True)
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)[:rows]
    target.write_text("".join(lines), encoding="utf-8")
    return target


def english_profiles(data: Path, path: Path) -> Path:
    roles = sorted({row.role for row in read_rolebench_rows(data)})
    path.write_text(
        json.dumps(
            {
                role: {"description": f"{role} of RoleBench", "catchphrases": ["Indeed"]}
                for role in roles
            }
        )
    )
    return path


@pytest.mark.parametrize("split", list(HUB_DIRS))
def test_every_split_trains_with_the_system_instruction(
    split: str, tiny_model: TinyModel, tmp_path: Path
) -> None:
    data = split_file(split, tmp_path / "data")
    chinese = split.startswith("zh/")
    profiles = (
        ROLELLM_DATA / "profiles-zh.json"
        if chinese
        else english_profiles(data, tmp_path / "profiles.json")
    )
    rows = read_rolebench_rows(data)
    job = TrainJob(
        stage="sft",
        data=data,
        model=str(tiny_model("llama3")),
        out=tmp_path / "out",
        preset="demo",
        overrides={"max_steps": 1, "max_length": 512},
        progress=False,
        profiles=profiles,
    )
    prepared = build_trainer(job)
    references = sum(1 for row in rows for text in row.generated if text.strip())
    assert prepared.data_summary["rows"] == references
    assert prepared.data_summary["tasks"] == {"rocit:system": references}
    if not chinese:  # the tiny tokenizer knows no Chinese characters
        # Its decoding puts blanks between tokens: compare without blanks.
        ids = prepared.trainer.train_dataset[0]["input_ids"]
        first = "".join(prepared.trainer.processing_class.decode(ids).split())
        expected = f"You are {rows[0].role}, your description is: {rows[0].role} of RoleBench"
        assert "".join(expected.split()) in first
        assert "".join(["Your", "catchphrases:", '"Indeed".', "Now", "please", "answer"]) in first
    result = finish_training(prepared)
    assert result.steps == 1 and result.weights_changed
    manifest = json.loads((tmp_path / "out" / MANIFEST_NAME).read_text())
    assert manifest["job"]["role_context"] == "system"


def test_cli_trains_chinese_rows_and_context_instruct_output(
    tiny_model: TinyModel, tmp_path: Path
) -> None:
    data = tmp_path / "ci" / "role_specific.jsonl"  # the shape Context-Instruct writes
    data.parent.mkdir()
    shutil.copy(ROLELLM_DATA / "rolebench-zh" / "role_specific" / "train.jsonl", data)
    common = ["--model", f"hf/{tiny_model('chatml')}", "--preset", "demo", "--max-steps", "1"]
    result = runner.invoke(
        train_app,
        [
            "sft",
            "--data",
            str(data),
            "--profiles",
            str(ROLELLM_DATA / "profiles-zh.json"),
            "--language",
            "zh",
            "--references",
            "first",
            "--out",
            str(tmp_path / "out"),
            "--no-progress",
            *common,
        ],
    )
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "out" / MANIFEST_NAME).read_text())
    assert manifest["data"]["tasks"] == {"rocit:system": 3}
    refused = runner.invoke(
        train_app,
        [
            "sft",
            "--data",
            str(data),
            "--role-context",
            "retrieval",
            "--out",
            str(tmp_path / "r"),
            *common,
        ],
    )
    assert refused.exit_code != 0
    assert "few-shot" in refused.output
    missing = runner.invoke(
        train_app,
        [
            "sft",
            "--data",
            str(data),
            "--profiles",
            str(ROLELLM_DATA / "profiles.json"),
            "--out",
            str(tmp_path / "m"),
            *common,
        ],
    )
    assert missing.exit_code != 0
    assert "no profile for role" in missing.output and "孙悟空" in missing.output


@pytest.mark.slow
def test_retrieval_context_trains_with_minilm(tiny_model: TinyModel, tmp_path: Path) -> None:
    job = TrainJob(
        stage="sft",
        data=ROLELLM_DATA / "rolebench-zh" / "general" / "train.jsonl",
        model=str(tiny_model("llama3")),
        out=tmp_path / "out",
        preset="demo",
        overrides={"max_steps": 1, "max_length": 512},
        progress=False,
        profiles=ROLELLM_DATA / "profiles-zh.json",
        role_context="retrieval",
        few_shot=2,
    )
    prepared = build_trainer(job)
    assert prepared.data_summary["tasks"] == {"rocit:retrieval": 5}
    assert finish_training(prepared).steps == 1
