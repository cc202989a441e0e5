"""RoCIT data: RoleBench rows of every split, English and Chinese, as SFT conversations under
RoleLLM's system instruction or retrieved dialogue examples."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from rolemrc.core import ConfigError, InputError
from rolemrc.rolellm import (
    RocitOptions,
    RoleBenchProfile,
    load_local_profiles,
    read_rocit_file,
    read_rolebench_rows,
    role_system_instruction,
)

DATA = Path(__file__).parent / "data"
ZH_PROFILES = DATA / "profiles-zh.json"
ZH_FILES = sorted((DATA / "rolebench-zh").glob("*/train.jsonl")) + sorted(
    (DATA / "rolebench-zh").glob("*/test.jsonl")
)
# RoleLLM's system instruction as its authors published it in OpenCompass's RoleBench configs
# (opencompass/configs/datasets/rolebench/instruction_generalization_{eng,zh}.py), {desc} being
# the role's description (RoleLLM: "description and catchphrases").
ROLELLM_ENG = (
    "You are {role}, your description is: {desc}. Now please answer some questions to accurately "
    "show your personality traits! Your speaking style should fully imitate the personality role "
    "assigned to you! Please do not expose that you are an artificial intelligence model or a "
    "language model, you must always remember that you are only assigned one personality role. "
    "Don’t be verbose or too formal or polite when speaking."
)
ROLELLM_ZH = (
    "你是{role}，你的特征描述是：{desc}。现在请你回答我的一些问题，以准确展现你的人格特征！"
    "你的说话风格要全面模仿被赋予的人格角色！请不要暴露你是人工智能模型或者语言模型，"
    "你要时刻记住你只被赋予的一个人格角色。说话不要嗦，也不要太过于正式或礼貌。"
)


def character_counts(texts: Sequence[str]) -> NDArray[np.float32]:
    """A tiny deterministic embedder for Chinese: counts of a few characters."""
    alphabet = "妖桃酒诗贵人皇上师父"
    return np.asarray([[text.count(c) for c in alphabet] for text in texts], dtype=np.float32)


@pytest.mark.parametrize(("language", "template"), [("eng", ROLELLM_ENG), ("zh", ROLELLM_ZH)])
def test_the_system_instruction_is_rolellms(language: str, template: str) -> None:
    profile = RoleBenchProfile(name="Jack Sparrow", description="A pirate captain {{ 7 * 7 }}")
    expected = template.format(role="Jack Sparrow", desc="A pirate captain {{ 7 * 7 }}")
    assert role_system_instruction(profile, language) == expected  # type: ignore[arg-type]


def test_catchphrases_follow_the_description() -> None:
    profile = RoleBenchProfile(
        name="Jack Sparrow",
        description="A pirate captain",
        catchphrases=["Savvy?", "Why is the rum gone?"],
    )
    desc = 'A pirate captain Your catchphrases: "Savvy?", "Why is the rum gone?"'
    assert role_system_instruction(profile) == ROLELLM_ENG.format(role="Jack Sparrow", desc=desc)
    wukong = load_local_profiles(ZH_PROFILES).get("孙悟空")
    desc = f"{wukong.description} 你的口头禅：“俺老孙来也！”、“吃俺老孙一棒！”"
    assert role_system_instruction(wukong, "zh") == ROLELLM_ZH.format(role="孙悟空", desc=desc)


@pytest.mark.parametrize("path", ZH_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_chinese_rows_become_one_conversation_per_reference(path: Path) -> None:
    rows = read_rolebench_rows(path)
    book = load_local_profiles(ZH_PROFILES)
    chats = read_rocit_file(path, RocitOptions(profiles=ZH_PROFILES))
    references = [(row, index) for row in rows for index, text in enumerate(row.generated) if text]
    assert len(chats) == len(references)
    for chat, (row, index) in zip(chats, references, strict=True):
        system, user, reply = chat["messages"]
        assert system == {
            "role": "system",
            "content": role_system_instruction(book.get(row.role), "zh"),
        }
        assert system["content"].startswith(f"你是{row.role}，你的特征描述是：")
        assert user == {"role": "user", "content": row.question.strip()}
        assert reply == {"role": "assistant", "content": row.generated[index].strip()}
        assert (chat["task"], chat["id"], chat["reference"]) == ("rocit:system", row.id, index)


def test_first_reference_only() -> None:
    path = DATA / "rolebench-zh" / "general" / "train.jsonl"
    chats = read_rocit_file(path, RocitOptions(profiles=ZH_PROFILES, references="first"))
    assert [chat["reference"] for chat in chats] == [0, 0, 0]


def test_retrieval_context_shows_script_turns_instead_of_the_description() -> None:
    path = DATA / "rolebench-zh" / "role_specific" / "train.jsonl"
    options = RocitOptions(
        profiles=ZH_PROFILES, role_context="retrieval", few_shot=1, embedder=character_counts
    )
    chats = read_rocit_file(path, options)
    wukong = chats[0]["messages"]
    assert wukong[0] == {"role": "system", "content": "你是孙悟空。"}
    assert [turn["role"] for turn in wukong] == ["system", "user", "assistant", "user", "assistant"]
    assert wukong[2]["content"] in {
        line["content"] for line in json.loads(ZH_PROFILES.read_text())["孙悟空"]["script"]
    }
    assert all(chat["task"] == "rocit:retrieval" for chat in chats)
    with pytest.raises(ConfigError, match="few_shot"):
        RocitOptions(role_context="retrieval")


def test_the_english_splits_read_the_same_way(tmp_path: Path) -> None:
    profiles = tmp_path / "profiles.json"
    english = sorted((DATA / "rolebench-eng").glob("*/*/test.jsonl"))
    roles = {row.role for path in english for row in read_rolebench_rows(path)}
    profiles.write_text(json.dumps({role: f"{role}, a film character." for role in roles}))
    for path in english:
        chats = read_rocit_file(path, RocitOptions(profiles=profiles))
        first = chats[0]["messages"][0]["content"]
        assert first.startswith("You are ") and ", a film character.. Now please" in first


def test_a_role_without_a_profile_is_named(tmp_path: Path) -> None:
    profiles = tmp_path / "profiles.json"
    profiles.write_text(json.dumps({"孙悟空": "齐天大圣"}, ensure_ascii=False))
    with pytest.raises(InputError, match="李白"):
        read_rocit_file(
            DATA / "rolebench-zh" / "general" / "train.jsonl", RocitOptions(profiles=profiles)
        )
