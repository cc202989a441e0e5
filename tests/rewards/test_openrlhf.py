"""OpenRLHF's file-mode ``reward_func`` and the special tokens its decoded queries end with."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from rolemrc.core import InputError, Message, row_label
from rolemrc.rewards import openrlhf_reward_func, strip_special_tokens_tail
from support.reward_rows import ANSWER, ANSWER_NARRATED, REFERENCE, prompt_of

TASK = "role_related_mrc_answer_with_narration"  # knowledge_range + style_compliance
PROMPT = "<|im_start|>user\nWhy does the river flood?<|im_end|>\n<|im_start|>assistant\n"


def label() -> str:
    return row_label([Message(**turn) for turn in prompt_of(TASK)], TASK, REFERENCE)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hi.<|im_end|>", "Hi."),
        ("Hi.<|im_end|>\n<|endoftext|>", "Hi."),
        ("Hi.</s>", "Hi."),
        ("Hi.<end_of_turn>\n", "Hi."),
        ("Hi.", "Hi."),
        ("I use <|im_end|> in the middle.", "I use <|im_end|> in the middle."),
        ("(Evan smiles) Hi.", "(Evan smiles) Hi."),
    ],
)
def test_trailing_special_tokens_are_removed(text: str, expected: str) -> None:
    assert strip_special_tokens_tail(text) == expected


def test_a_file_loaded_as_openrlhf_loads_it_answers_rewards_scores_and_logs(
    tmp_path: Path,
) -> None:
    source = tmp_path / "rolemrc_reward.py"
    source.write_text(
        "from rolemrc.rewards import openrlhf_reward_func\n"
        'reward_func = openrlhf_reward_func("aggregate,format", judge="rules")\n'
    )
    # as OpenRLHF's single-turn executor loads ``--remote_rm_url path.py``
    spec = importlib.util.spec_from_file_location("reward_func", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    queries = [PROMPT + ANSWER_NARRATED + "<|im_end|>", PROMPT + ANSWER + "<|im_end|>"]
    answer = module.reward_func(queries, [PROMPT, PROMPT], [label(), label()])
    # narrated: aggregate 1 (knowledge 1, style 1), format 1; plain: 0.5, 0
    assert answer == {
        "rewards": [2.0, 0.5],
        "scores": [1.0, 0.25],
        "extra_logs": {"aggregate": [1.0, 0.5], "format": [1.0, 0.0], "applies": [1.0, 1.0]},
    }


def test_bad_batches_name_the_field() -> None:
    reward_func = openrlhf_reward_func("format")
    with pytest.raises(InputError, match=r"query\[0\].*begin with"):
        reward_func(["other" + ANSWER], [PROMPT], [label()])
    with pytest.raises(InputError, match=r"'labels'.*has 0 items"):
        reward_func([PROMPT + ANSWER], [PROMPT], [])
