"""SFT and DPO readers: both schemas, and errors that name file, line and field."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import InputError, Message
from rolemrc.synth import Dialogue
from rolemrc.synth._assembly import dpo_row
from rolemrc.train import PreferencePair, SftConversation, read_dpo_rows, read_sft_rows, task_counts

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]


def turns(*pairs: tuple[str, str]) -> tuple[Message, ...]:
    return tuple(Message(role=role, content=content) for role, content in pairs)  # type: ignore[arg-type]


def test_sft_rows_in_every_schema(tmp_path: Path, write_rows: WriteRows) -> None:
    path = write_rows(
        tmp_path / "sft.jsonl",
        [
            # Upstream train-sft: capitalised roles, the role speaking first.
            {
                "conversations": [
                    {"role": "System", "content": "You are Mira."},
                    {"role": "Assistant", "content": "Ahoy."},
                    {"role": "User", "content": "Hi."},
                    {"role": "Assistant", "content": "Welcome aboard."},
                ],
                "task": "free-chat",
            },
            {
                "messages": [
                    {"role": "user", "content": "Hi."},
                    {"role": "ASSISTANT", "content": "Yo."},
                ]
            },
            # The test schema: the reference is the final assistant turn.
            {
                "question": [{"role": "System", "content": "S"}, {"role": "User", "content": "Q"}],
                "reference": "R",
                "task": "mrc",
            },
        ],
    )
    rows = read_sft_rows(path)
    assert rows == [
        SftConversation(
            messages=turns(
                ("system", "You are Mira."),
                ("assistant", "Ahoy."),
                ("user", "Hi."),
                ("assistant", "Welcome aboard."),
            ),
            task="free-chat",
        ),
        SftConversation(messages=turns(("user", "Hi."), ("assistant", "Yo."))),
        SftConversation(
            messages=turns(("system", "S"), ("user", "Q"), ("assistant", "R")), task="mrc"
        ),
    ]
    assert rows[1].to_trl() == {
        "messages": [{"role": "user", "content": "Hi."}, {"role": "assistant", "content": "Yo."}]
    }
    assert task_counts(rows) == {"": 1, "free-chat": 1, "mrc": 1}


@pytest.mark.parametrize(
    ("row", "message"),
    [
        (
            {"text": "hello"},
            "sft.jsonl:2: no conversation: expected 'messages', 'conversations', "
            "or 'question' and 'reference'",
        ),
        (
            {"messages": [{"role": "user", "content": "a"}, {"role": "bot", "content": "b"}]},
            "sft.jsonl:2, field 'messages[1].role': "
            "Input should be 'system', 'user' or 'assistant'",
        ),
        (
            {"conversations": [{"role": "user", "content": 3}]},
            "sft.jsonl:2, field 'conversations[0].content': Input should be a valid string",
        ),
        (
            {"conversations": [{"role": "user"}]},
            "sft.jsonl:2, field 'conversations[0].content': missing required field",
        ),
        (
            {"messages": [{"role": "system", "content": "s"}, {"role": "user", "content": "u"}]},
            "sft.jsonl:2, field 'messages': no assistant turn, so nothing to train on",
        ),
        ({"messages": []}, "sft.jsonl:2, field 'messages': expected a non-empty list of turns"),
        (
            {"messages": ["hi"]},
            "sft.jsonl:2, field 'messages[0]': expected a turn object with 'role' and 'content'",
        ),
        (
            {"question": [{"role": "user", "content": "q"}], "reference": None},
            "sft.jsonl:2, field 'reference': expected a string",
        ),
        (
            {"messages": [{"role": "assistant", "content": "a"}], "task": 7},
            "sft.jsonl:2, field 'task': expected a string",
        ),
    ],
)
def test_bad_sft_rows_are_located(
    tmp_path: Path, write_rows: WriteRows, row: dict[str, Any], message: str
) -> None:
    good = {"messages": [{"role": "assistant", "content": "fine"}]}
    path = write_rows(tmp_path / "sft.jsonl", [good, row])
    with pytest.raises(InputError) as caught:
        read_sft_rows(path)
    assert str(caught.value) == f"{tmp_path}/{message}"


def test_unreadable_files_are_reported(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(InputError, match=r"empty\.jsonl: no rows"):
        read_sft_rows(empty)
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"messages": [\n')
    with pytest.raises(InputError, match=r"broken\.jsonl:1: malformed JSON"):
        read_dpo_rows(broken)
    with pytest.raises(InputError, match="file not found"):
        read_sft_rows(tmp_path / "missing.jsonl")


def test_dpo_rows_in_the_upstream_and_synth_shapes(tmp_path: Path, write_rows: WriteRows) -> None:
    path = write_rows(
        tmp_path / "dpo.jsonl",
        [
            # Upstream train-rl: capitalised prompt turns, string replies.
            {
                "prompt": [
                    {"role": "System", "content": "You are Mira."},
                    {"role": "Assistant", "content": "Ahoy."},
                    {"role": "User", "content": "Where to?"},
                ],
                "chosen": "North.",
                "rejected": "I am a language model.",
            },
            # rolemrc synth: lower-case turns and a task label.
            {
                "prompt": [{"role": "system", "content": "S"}, {"role": "user", "content": "Q"}],
                "chosen": "Yes.",
                "rejected": "No.",
                "task": "mrc",
            },
            # A bare string prompt and single-message list replies.
            {
                "prompt": "Q",
                "chosen": [{"role": "assistant", "content": "A"}],
                "rejected": [{"role": "Assistant", "content": "B"}],
            },
        ],
    )
    rows = read_dpo_rows(path)
    assert rows == [
        PreferencePair(
            prompt=turns(
                ("system", "You are Mira."), ("assistant", "Ahoy."), ("user", "Where to?")
            ),
            chosen=turns(("assistant", "North.")),
            rejected=turns(("assistant", "I am a language model.")),
        ),
        PreferencePair(
            prompt=turns(("system", "S"), ("user", "Q")),
            chosen=turns(("assistant", "Yes.")),
            rejected=turns(("assistant", "No.")),
            task="mrc",
        ),
        PreferencePair(
            prompt=turns(("user", "Q")),
            chosen=turns(("assistant", "A")),
            rejected=turns(("assistant", "B")),
        ),
    ]
    assert rows[2].to_trl() == {
        "prompt": [{"role": "user", "content": "Q"}],
        "chosen": [{"role": "assistant", "content": "A"}],
        "rejected": [{"role": "assistant", "content": "B"}],
    }


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ({"prompt": "Q", "chosen": "A"}, "dpo.jsonl:1, field 'rejected': missing required field"),
        (
            {
                "prompt": [{"role": "user", "content": "Q"}, {"role": "assistant", "content": "A"}],
                "chosen": "B",
                "rejected": "C",
            },
            "dpo.jsonl:1, field 'prompt[1].role': the prompt ends with an assistant turn; the "
            "chosen and rejected replies answer it, so it must end with a user or system turn",
        ),
        (
            {"prompt": "Q", "chosen": [{"role": "user", "content": "A"}], "rejected": "B"},
            "dpo.jsonl:1, field 'chosen[0].role': "
            "a reply holds assistant turns only, got role 'user'",
        ),
        (
            {"prompt": "Q", "chosen": "A", "rejected": "A"},
            "dpo.jsonl:1, field 'rejected': identical to 'chosen': the pair teaches nothing",
        ),
        (
            {"prompt": "Q", "chosen": "  ", "rejected": "B"},
            "dpo.jsonl:1, field 'chosen': empty reply",
        ),
        (
            {"prompt": 5, "chosen": "A", "rejected": "B"},
            "dpo.jsonl:1, field 'prompt': expected a non-empty list of turns",
        ),
    ],
)
def test_bad_dpo_rows_are_located(
    tmp_path: Path, write_rows: WriteRows, row: dict[str, Any], message: str
) -> None:
    path = write_rows(tmp_path / "dpo.jsonl", [row])
    with pytest.raises(InputError) as caught:
        read_dpo_rows(path)
    assert str(caught.value) == f"{tmp_path}/{message}"


def test_rows_are_read_as_written(tmp_path: Path) -> None:
    """Blank lines are skipped and line numbers still count them."""
    path = tmp_path / "sft.jsonl"
    good = json.dumps({"messages": [{"role": "assistant", "content": "a"}]})
    path.write_text(f"{good}\n\n{json.dumps({'messages': []})}\n")
    with pytest.raises(InputError, match=r"sft\.jsonl:3, field 'messages'"):
        read_sft_rows(path)


def test_synth_dpo_rows_read_as_documented(tmp_path: Path) -> None:
    """What ``rolemrc synth`` writes: chosen and rejected as one-message assistant lists."""
    dialogue = Dialogue(
        id="d1",
        task="role_related_mrc_answer_no_narration",
        profile_id="ingrid",
        messages=list(
            turns(
                ("system", "You are Ingrid."),
                ("user", "Which star is the closest to the Sun?"),
                ("assistant", "Proxima Centauri, my friend: about 4.24 light years away."),
            )
        ),
        rejected="Proxima Centauri.",
    )
    row = dpo_row(dialogue)
    assert row is not None
    written = row.model_dump(mode="json")
    assert written["chosen"] == [dialogue.messages[-1].model_dump(mode="json")]
    assert written["rejected"] == [{"role": "assistant", "content": "Proxima Centauri."}]
    path = tmp_path / "dpo.jsonl"
    path.write_text(json.dumps(written) + "\n", encoding="utf-8")
    [pair] = read_dpo_rows(path)
    assert pair.chosen == (dialogue.messages[-1],)
    assert pair.rejected == turns(("assistant", "Proxima Centauri."))
    assert pair.task == "role_related_mrc_answer_no_narration"
