"""The Chinese half of RoleBench on the project's Chinese fixtures: loading, RoleGPT generation
with the Chinese system instruction, scoring over jieba words (not 0), reports, and
Context-Instruct with the Chinese template."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rolemrc.llm import ModelAccess
from rolemrc.rolellm import (
    ContextInstructConfig,
    RoleBenchEvalConfig,
    load_local_profiles,
    load_rolebench,
    read_rolebench_rows,
    role_system_instruction,
    run_context_instruct,
    run_rolebench_eval,
)
from support.openai_server import FakeOpenAIServer
from support.opencompass_rouge import opencompass_rouge_l

DATA = Path(__file__).parent / "data"
ZH = DATA / "rolebench-zh"
PROFILES = DATA / "profiles-zh.json"


def best_reference_rouge_l(answer: str, references: list[str]) -> float:
    """OpenCompass's Chinese ROUGE-L of the whole answer, best over the references."""
    return max(
        opencompass_rouge_l([answer], [reference], cut_first_clause=False)
        for reference in references
    )


@pytest.mark.parametrize(
    ("split", "category", "repeats"),
    [("general", "general", 0), ("role_specific", "role_specific", 1)],
)
def test_chinese_splits_load_by_their_path(split: str, category: str, repeats: int) -> None:
    data = load_rolebench(str(ZH / split / "test.jsonl"))
    assert (data.language, data.category) == ("zh", category)
    assert len(data.rows) == 6 and all(len(row.generated) >= 1 for row in data.rows)
    keys = [(row.role, row.question) for row in data.rows]
    assert len(keys) - len(set(keys)) == repeats


@pytest.mark.parametrize("split", ["general", "role_specific"])
def test_scoring_the_chinese_baseline_is_not_zero(tmp_path: Path, split: str) -> None:
    config = RoleBenchEvalConfig(
        split=str(ZH / split / "test.jsonl"),
        responses=ZH / split / "rolegpt_baseline.jsonl",
        out=tmp_path / "run",
        progress=False,
        n_bootstrap=0,
    )
    report = run_rolebench_eval(config).report
    view = "CUS" if split == "general" else "SPE"
    rows = read_rolebench_rows(ZH / split / "test.jsonl")
    answers = read_rolebench_rows(ZH / split / "rolegpt_baseline.jsonl")
    expected = [
        best_reference_rouge_l(answer.generated[0], row.generated)
        for row, answer in zip(rows, answers, strict=True)
    ]
    assert report.views[view].mean == pytest.approx(sum(expected) / len(expected), abs=1e-12)
    assert report.views[view].mean > 0.2
    for metric in ("rouge1", "rouge2", "rougeL", "rougeLsum"):
        assert report.cross[metric].mean > 0.1, metric
    scores = [
        json.loads(line) for line in (tmp_path / "run" / "scores.jsonl").read_text().splitlines()
    ]
    empty = [
        score for score, answer in zip(scores, answers, strict=True) if not answer.generated[0]
    ]
    assert all(score["views"][view] == 0.0 for score in empty)
    markdown = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    assert "孙悟空" in markdown and "zh" in markdown
    assert report.scoring is not None and "JiebaRougeEvaluator" in report.scoring[0]


def _answer_in_character(request: dict[str, Any]) -> str:
    system = request["messages"][0]["content"]
    return "俺老孙来也！师父放心。" if "孙悟空" in system else "本宫知道了。"


def test_rolegpt_generation_uses_the_chinese_instruction(tmp_path: Path) -> None:
    with FakeOpenAIServer(_answer_in_character) as server:
        config = RoleBenchEvalConfig(
            split=str(ZH / "role_specific" / "test.jsonl"),
            model_access=ModelAccess(
                model="openai/fake-model",
                base_url=server.base_url,
                cache_path=tmp_path / "cache.sqlite",
            ),
            profiles=PROFILES,
            out=tmp_path / "run",
            progress=False,
            n_bootstrap=0,
        )
        report = run_rolebench_eval(config).report
    book = load_local_profiles(PROFILES)
    assert len(server.requests) == 5  # the repeated question's prompt is asked once (cache)
    [first] = [
        request["messages"]
        for request in server.requests
        if request["messages"][-1]["content"] == "孙悟空，你的金箍棒是从哪里得来的？"
    ]
    assert first == [
        {"role": "system", "content": role_system_instruction(book.get("孙悟空"), "zh")},
        {"role": "user", "content": "孙悟空，你的金箍棒是从哪里得来的？"},
    ]
    assert first[0]["content"].startswith("你是孙悟空，你的特征描述是：")
    assert report.views["SPE"].mean is not None and report.views["SPE"].mean > 0


def test_retrieval_context_in_generation(tmp_path: Path) -> None:
    def count_characters(texts: Any) -> Any:
        import numpy as np

        return np.asarray([[text.count(c) for c in "打桃酒诗"] for text in texts], dtype=np.float32)

    with FakeOpenAIServer(_answer_in_character) as server:
        config = RoleBenchEvalConfig(
            split=str(ZH / "role_specific" / "test.jsonl"),
            model_access=ModelAccess(
                model="openai/fake-model",
                base_url=server.base_url,
                cache_path=tmp_path / "cache.sqlite",
            ),
            profiles=PROFILES,
            few_shot=1,
            role_context="retrieval",
            limit=2,
            out=tmp_path / "run",
            progress=False,
            n_bootstrap=0,
        )
        run_rolebench_eval(config, embedder=count_characters)
    [second] = [
        request["messages"]
        for request in server.requests
        if request["messages"][-1]["content"] == "孙悟空，你为什么打白骨精？"
    ]
    assert second[0] == {"role": "system", "content": "你是孙悟空。"}
    # The question and the line before the White Bone Demon reply share 打.
    assert second[2]["content"] == "师父，那是白骨精变的，俺的火眼金睛看得一清二楚！"


def _chinese_generator(request: dict[str, Any]) -> str:
    prompt = request["messages"][0]["content"]
    kind = "script_based" if "剧本节选" in prompt else "script_agnostic"
    return json.dumps(
        {
            "items": [
                {
                    "type": kind,
                    "question": f"孙悟空，{'剧本里' if kind == 'script_based' else '平时'}如何？",
                    "confidence": 9,
                    "answer": "俺老孙好得很！",
                }
            ]
        },
        ensure_ascii=False,
    )


def test_context_instruct_asks_in_chinese_for_chinese_roles(tmp_path: Path) -> None:
    with FakeOpenAIServer(_chinese_generator) as server:
        config = ContextInstructConfig(
            generator_access=ModelAccess(
                model="openai/fake-model",
                base_url=server.base_url,
                cache_path=tmp_path / "cache.sqlite",
            ),
            profiles=PROFILES,
            language="zh",
            roles=["孙悟空"],
            questions_per_segment=1,
            out=tmp_path / "ci",
            progress=False,
        )
        result = run_context_instruct(config)
    prompts = [request["messages"][0]["content"] for request in server.requests]
    assert len(prompts) == 2  # the description, then the script's one piece
    assert all(
        prompt.startswith("请为《西游记》中的角色孙悟空编写训练用的问题。") for prompt in prompts
    )
    assert sorted("剧本节选（第 1 部分）" in prompt for prompt in prompts) == [False, True]
    assert all("Write" not in prompt for prompt in prompts)
    rows = read_rolebench_rows(result.files["role_specific.jsonl"])
    assert [row.type for row in rows] == [["script_agnostic"], ["script_based"]]
    chats = [json.loads(line) for line in result.files["sft.jsonl"].read_text().splitlines()]
    book = load_local_profiles(PROFILES)
    assert chats[0]["messages"][0]["content"] == role_system_instruction(book.get("孙悟空"), "zh")
