import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from rolemrc.rolellm import (
    RoleBenchProfile,
    RoleBenchRow,
    ScriptLine,
    ScriptRetriever,
    dialogue_pairs,
    load_local_profiles,
    minilm_embedder,
    role_context_messages,
    role_system_instruction,
    rolebench_to_chat,
)

DATA = Path(__file__).parent / "data"
VOCABULARY = ["cornbread", "supper", "dark", "afraid", "name", "pizza", "spot", "sit"]


def bag_of_words(texts: Sequence[str]) -> NDArray[np.float32]:
    """A tiny deterministic embedder: counts of a fixed vocabulary."""
    rows = []
    for text in texts:
        words = re.findall(r"[a-z]+", text.lower())
        rows.append([float(words.count(term)) for term in VOCABULARY])
    return np.asarray(rows, dtype=np.float32)


def test_system_prompt_holds_the_profile_as_values() -> None:
    profile = RoleBenchProfile(
        name="Sheldon Cooper",
        description="A physicist. {{ 7 * 7 }} {% raw %}",
        catchphrases=["Bazinga!", "Knock knock"],
    )
    prompt = role_system_instruction(profile)
    assert prompt.startswith("You are Sheldon Cooper, your description is: A physicist.")
    assert "{{ 7 * 7 }} {% raw %}" in prompt
    assert 'Your catchphrases: "Bazinga!", "Knock knock". Now please' in prompt
    assert "catchphrases" not in role_system_instruction(
        RoleBenchProfile(name="X", description="Y")
    )
    chinese = role_system_instruction(RoleBenchProfile(name="孙悟空", description="齐天大圣"), "zh")
    assert chinese.startswith("你是孙悟空，你的特征描述是：齐天大圣。现在请你")


def test_messages_put_retrieved_turns_before_the_question() -> None:
    profile = RoleBenchProfile(name="John Coffey", description="A gentle giant.")
    messages = role_context_messages(
        profile, " Are you tired? ", few_shot=[("Hello?", "Hello, boss."), ("Cold?", "Some.")]
    )
    assert [m.role for m in messages] == [
        "system",
        "user",
        "assistant",
        "user",
        "assistant",
        "user",
    ]
    assert [m.content for m in messages[1:]] == [
        "Hello?",
        "Hello, boss.",
        "Cold?",
        "Some.",
        "Are you tired?",
    ]


def test_dialogue_pairs_take_the_line_before_each_role_line() -> None:
    book = load_local_profiles(DATA / "profiles.json")
    pairs = dialogue_pairs(book.script("Sheldon Cooper"), "Sheldon Cooper")
    assert pairs == [
        (
            "Sheldon, why do you always sit in that spot?",
            "It is my spot. It has the ideal temperature and a view of the television.",
        ),
        ("Do you want some pizza?", "It is Tuesday. On Tuesday I eat at the Cheesecake Factory."),
    ]
    script = [
        ScriptLine(role="Sheldon", content="Hi."),
        ScriptLine(role="SHELDON", content="Again."),
    ]
    assert dialogue_pairs(script, "Sheldon Cooper") == []


def test_retriever_puts_the_closest_pair_last() -> None:
    book = load_local_profiles(DATA / "profiles.json")
    retriever = ScriptRetriever(
        dialogue_pairs(book.script("John Coffey"), "John Coffey"), bag_of_words
    )
    picked = retriever.retrieve("What do you eat for supper? Cornbread?", 2)
    assert [user for user, _ in picked] == [
        "What is your name, big fella?",  # similarity 0: ties keep script order
        "Do you eat cornbread with your supper?",
    ]
    assert retriever.retrieve("anything", 0) == []


@pytest.mark.slow
def test_minilm_retrieval_ranks_by_meaning() -> None:
    pairs = [
        ("How is the weather today?", "Rainy, boss."),
        ("What do you like to eat?", "Cornbread and gravy."),
        ("Where were you born?", "Down south."),
    ]
    picked = ScriptRetriever(pairs, minilm_embedder).retrieve("What food do you enjoy?", 1)
    assert picked == [("What do you like to eat?", "Cornbread and gravy.")]


def test_rolebench_row_as_sft_conversation() -> None:
    row = RoleBenchRow(role="R", question=" Q? ", generated=[" A. ", "B."], type="script_based")
    chat = rolebench_to_chat(row, RoleBenchProfile(name="R", description="D."))
    assert [turn["role"] for turn in chat["messages"]] == ["system", "user", "assistant"]
    assert chat["messages"][1:] == [
        {"role": "user", "content": "Q?"},
        {"role": "assistant", "content": "A."},
    ]
    assert row.type == ["script_based"]
