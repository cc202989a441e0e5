"""GRPO on a tiny random model with every reward, the checks made before training, and the
signal each reward gave."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, InputError
from rolemrc.llm import ChatRequest, GenerationParams, ModelAccess, open_model, run_chat
from rolemrc.rewards import REWARD_NAMES
from rolemrc.train import (
    TrainJob,
    build_trainer,
    finish_training,
    read_rl_rows,
    read_train_manifest,
)
from support.reward_rows import REFERENCE, prompt_of

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]
TinyModel = Callable[[str], Path]

# One prompt per aspect, so every reward applies to some row.
TASKS = [
    "role_related_mrc_answer_with_narration",  # knowledge_range + style_compliance
    "role_related_mrc_answer_no_narration-special-format",  # nested_instruction
    "role_related_mrc_refused_no_narration-2ndrefused",  # multi_turn_instruction
    "role_related_mrc_answer_no_narration-refused",  # instruction_priority
]


def rl_rows() -> list[dict[str, Any]]:
    return [
        {"id": f"r{number}", "prompt": prompt_of(task), "task": task, "reference": REFERENCE}
        for number, task in enumerate(TASKS)
    ]


def grpo_job(
    data: Path, model: Path, out: Path, rewards: tuple[str, ...], **overrides: Any
) -> TrainJob:
    return TrainJob(
        stage="grpo",
        data=data,
        model=str(model),
        out=out,
        preset="demo",
        rewards=rewards,
        overrides={"max_steps": 2, "max_completion_length": 8, **overrides},
        progress=False,
    )


def test_grpo_runs_with_every_reward_and_records_each_curve(
    tmp_path: Path, tiny_model: TinyModel, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "rl.jsonl", rl_rows())
    job = grpo_job(data, tiny_model("chatml"), tmp_path / "out", REWARD_NAMES)
    result = finish_training(build_trainer(job))
    assert result.steps == 2
    manifest = read_train_manifest(tmp_path / "out")
    assert manifest.stage == "grpo"
    functions = manifest.rewards["functions"]
    assert list(functions) == list(REWARD_NAMES)
    # 2 steps x 4 completions, each reward scored every completion (None where not routed)
    assert all(summary["values"] == 8 for summary in functions.values())
    assert functions["reference"]["none"] == 0
    # 1 prompt in 4 is routed to instruction_priority (and the judge may not decide on noise)
    assert functions["instruction_priority"]["none"] >= 6
    logged = [
        json.loads(line) for line in (tmp_path / "out" / "metrics.jsonl").read_text().splitlines()
    ]
    for name in REWARD_NAMES:
        assert any(f"rewards/{name}/mean" in entry for entry in logged), name
    # The random model's completions score alike within each group here: the record says so.
    zero_std = [
        entry["frac_reward_zero_std"] for entry in logged if "frac_reward_zero_std" in entry
    ]
    assert len(zero_std) == 2
    # the saved model answers through the loader ``rolemrc eval --model hf/DIR`` uses
    params = GenerationParams(temperature=0.0, max_new_tokens=3)
    request = ChatRequest(messages=tuple(read_rl_rows(data)[0].prompt), params=params)
    with closing(open_model(ModelAccess(model=f"hf/{tmp_path / 'out'}", cache=False))) as model:
        [answer] = run_chat(model, [request], progress=False)
    assert answer.completion_tokens > 0


def test_a_reward_that_applies_to_no_row_is_refused_before_the_model_loads(
    tmp_path: Path, write_rows: WriteRows
) -> None:
    rows = [row for row in rl_rows() if row["task"] == TASKS[0]]
    data = write_rows(tmp_path / "rl.jsonl", rows)
    (tmp_path / "untouched").mkdir()  # a model directory never read: the check comes first
    job = grpo_job(
        data, tmp_path / "untouched", tmp_path / "out", ("aggregate", "instruction_priority")
    )
    with pytest.raises(ConfigError, match="reward 'instruction_priority' applies to no row"):
        build_trainer(job)


def test_a_reward_constant_over_its_groups_is_warned_about(
    tmp_path: Path, tiny_model: TinyModel, write_rows: WriteRows
) -> None:
    # A random tiny model never writes bracketed narration: the style verdict is 0 throughout.
    [row] = [row for row in rl_rows() if row["task"] == TASKS[0]]
    other = {**row, "id": "other", "prompt": prompt_of(TASKS[0], "You are Ada, a baker.")}
    rows = [row, other]
    data = write_rows(tmp_path / "rl.jsonl", rows)
    job = grpo_job(data, tiny_model("chatml"), tmp_path / "out", ("style_compliance",), max_steps=1)
    result = finish_training(build_trainer(job))
    [warning] = [text for text in result.warnings if "style_compliance" in text]
    assert "2 of 2 prompt groups (100%)" in warning
    summary = read_train_manifest(tmp_path / "out").rewards["functions"]["style_compliance"]
    assert summary["constant_group_share"] == 1.0


def test_rl_rows_are_read_from_every_accepted_schema(tmp_path: Path, write_rows: WriteRows) -> None:
    task = TASKS[0]
    question = prompt_of(task)
    data = write_rows(
        tmp_path / "mixed.jsonl",
        [
            {"prompt": question, "task": task, "reference": REFERENCE, "rule": None},
            {"question": question, "task": task, "reference": REFERENCE},
            {"messages": [*question, {"role": "assistant", "content": REFERENCE}], "task": task},
            {"prompt": "Why does the river flood?"},
        ],
    )
    rows = read_rl_rows(data)
    assert [row.prompt for row in rows[:3]] == [rows[0].prompt] * 3
    assert [row.reference for row in rows] == [REFERENCE, REFERENCE, REFERENCE, None]
    assert rows[3].prompt[0].content == "Why does the river flood?"
    assert rows[3].id == "mixed.jsonl:4"
    bad = write_rows(
        tmp_path / "bad.jsonl", [{"prompt": [*question, {"role": "assistant", "content": "x"}]}]
    )
    with pytest.raises(InputError, match=r"bad.jsonl:1, field 'prompt'.*end with a user turn"):
        read_rl_rows(bad)


def test_a_step_needs_as_many_prompts_as_its_groups(tmp_path: Path, write_rows: WriteRows) -> None:
    data = write_rows(tmp_path / "rl.jsonl", rl_rows()[:1])
    (tmp_path / "untouched").mkdir()
    job = grpo_job(data, tmp_path / "untouched", tmp_path / "out", ("format",))
    with pytest.raises(ConfigError, match="1 prompt, fewer than the 2 prompts one step"):
        build_trainer(job)


def test_grpo_batches_must_hold_whole_groups(tmp_path: Path, write_rows: WriteRows) -> None:
    data = write_rows(tmp_path / "rl.jsonl", rl_rows())
    (tmp_path / "untouched").mkdir()
    job = grpo_job(
        data,
        tmp_path / "untouched",
        tmp_path / "out",
        ("format",),
        num_generations=3,
        effective_batch_size=4,
    )
    with pytest.raises(ConfigError, match="not a multiple of num_generations"):
        build_trainer(job)


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vllm is installed")
def test_the_gpu_preset_without_vllm_names_the_fix(tmp_path: Path, write_rows: WriteRows) -> None:
    data = write_rows(tmp_path / "rl.jsonl", rl_rows())
    (tmp_path / "untouched").mkdir()
    job = grpo_job(data, tmp_path / "untouched", tmp_path / "out", ("format",))
    job = job.model_copy(update={"preset": "gpu", "overrides": {}})
    with pytest.raises(ConfigError, match=r"not installed here.*use_vllm"):
        build_trainer(job)
