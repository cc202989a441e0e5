import json
from pathlib import Path
from typing import Any

import pytest

from rolemrc.llm import ModelAccess, ModelCallError
from rolemrc.rolellm import (
    MAX_ANSWER_CHARS,
    MAX_QUESTION_CHARS,
    ContextInstructConfig,
    RoleBenchRow,
    ScriptLine,
    Segment,
    parse_items,
    read_rolebench_rows,
    run_context_instruct,
    segment_script,
    triplets_from_answer,
)
from support.openai_server import FakeOpenAIServer

DATA = Path(__file__).parent / "data"


def test_segments_break_at_line_boundaries() -> None:
    lines = [
        ScriptLine(role="A", content="x" * 40),
        ScriptLine(role="B", content="y  y"),
        ScriptLine(role="A", content="z" * 300),
    ]
    assert segment_script(lines, 60) == ["A: " + "x" * 40 + "\nB: y y", "A: " + "z" * 300]


def test_parse_items_accepts_fences_and_surrounding_text() -> None:
    text = 'Sure!\n```json\n{"items": [{"question": "Q"}]}\n```'
    assert parse_items(text) == [{"question": "Q"}]
    for bad, reason in [
        ("no json", "no JSON object"),
        ('{"items": 3}', "no 'items' list"),
        ('{"items": [}', "malformed JSON"),
    ]:
        with pytest.raises(ValueError, match=reason):
            parse_items(bad)


def test_items_are_filtered_with_reasons() -> None:
    items = [
        {"type": "script_based", "question": "Q1?", "confidence": 9, "answer": "A1."},
        {"type": "script_agnostic", "question": "Q2?", "confidence": "6", "answer": "A2."},
        {"type": "script_agnostic", "question": " q1? ", "confidence": 8, "answer": "A3."},
        {"type": "script_based", "question": "Q1?", "confidence": 9, "answer": " a1. "},
        {"type": "plot", "question": "Q4?", "confidence": 9, "answer": "A4."},
        {"type": "script_agnostic", "question": "Q5?", "confidence": "high", "answer": "A5."},
        {"type": "script_agnostic", "question": "Q6?", "confidence": 10, "answer": ""},
        "not an object",
    ]
    text = json.dumps({"items": items})
    seen: dict[tuple[str, str], RoleBenchRow] = {}
    kept, rejects = triplets_from_answer(Segment(role="R", index=1, text="A: hi"), text, 7, seen)
    # The question asked again with another answer is a second reference of the same row (as
    # RoleBench's role-specific files hold them); asked again with the same answer, a reject.
    assert [row.to_rolebench() for row in kept] == [
        {
            "role": "R",
            "question": "Q1?",
            "generated": ["A1.", "A3."],
            "type": ["script_based", "script_agnostic"],
        }
    ]
    assert list(seen) == [("R", "q1?")]
    assert [reject.reason for reject in rejects] == [
        "confidence 6 below 7",
        "repeats an earlier question and its answer",
        "type 'plot' is not one of script_agnostic, script_based",
        "confidence 'high' is not a number from 1 to 10",
        "item has no answer",
        "item is not an object",
    ]
    assert all(reject.raw == text for reject in rejects)
    _, [reject] = triplets_from_answer(Segment(role="R", index=0, text=None), text[:40], 7, {})
    assert reject.reason == "no JSON object in the answer"
    kept, rejects = triplets_from_answer(Segment(role="R", index=0, text=None), text, 7, {})
    assert [row.question for row in kept] == ["q1?"]
    assert rejects[0].reason == "script_based question without a script excerpt"


def _generator(request: dict[str, Any]) -> str:
    prompt = request["messages"][0]["content"]
    role = "Sheldon Cooper" if "Sheldon Cooper" in prompt else "John Coffey"
    kind = "script_based" if "An excerpt of the script" in prompt else "script_agnostic"
    marker = "pizza" if "pizza" in prompt else "profile"
    return json.dumps(
        {
            "items": [
                {
                    "type": kind,
                    "question": f"{role}, what about the {marker}?",
                    "confidence": 8,
                    "answer": f"Let me tell you about the {marker}"
                    + (", as the script shows." if kind == "script_based" else "."),
                },
                {
                    "type": kind,
                    "question": f"{role}, a guess about the {marker}?",
                    "confidence": 3,
                    "answer": "No idea.",
                },
            ]
        }
    )


def _sheldon_config(server: FakeOpenAIServer, tmp_path: Path) -> ContextInstructConfig:
    """Sheldon Cooper's profile and script in three segments (the description, two pieces of at
    most 200 characters), asked of ``server``."""
    return ContextInstructConfig(
        generator_access=ModelAccess(
            model="openai/fake-model",
            base_url=server.base_url,
            cache_path=tmp_path / "cache.sqlite",
        ),
        profiles=DATA / "profiles.json",
        roles=["Sheldon Cooper"],
        segment_chars=200,
        questions_per_segment=2,
        out=tmp_path / "ci",
        progress=False,
    )


def test_run_writes_rolebench_rows_rejects_and_sft_chats(tmp_path: Path) -> None:
    with FakeOpenAIServer(_generator) as server:
        config = _sheldon_config(server, tmp_path)
        result = run_context_instruct(config)
        # The description, then the script in two pieces of at most 200 characters.
        assert len(server.requests) == 3
        # the segments are asked concurrently: requests arrive in any order
        prompts = [request["messages"][0]["content"] for request in server.requests]
        descriptions = [n for n, prompt in enumerate(prompts) if "An excerpt" not in prompt]
        assert len(descriptions) == 1
        description = descriptions[0]
        assert "Bazinga" not in prompts[description]
        assert all("Write 2 question(s)" in prompt for prompt in prompts)
        # the JSON schema holds a constraining server to the asked number of bounded items
        schemas = [
            request["response_format"]["json_schema"]["schema"] for request in server.requests
        ]
        items = schemas[description]["properties"]["items"]
        assert (items["minItems"], items["maxItems"]) == (1, 2)
        fields = items["items"]["properties"]
        assert (fields["question"]["maxLength"], fields["answer"]["maxLength"]) == (
            MAX_QUESTION_CHARS,
            MAX_ANSWER_CHARS,
        )
        assert (fields["confidence"]["minimum"], fields["confidence"]["maximum"]) == (1, 10)
        # the description has no script excerpt: no script-based question is offered for it
        types = [
            each["properties"]["items"]["items"]["properties"]["type"]["enum"] for each in schemas
        ]
        assert [kind for n, kind in enumerate(types) if n != description] == [
            ["script_agnostic", "script_based"]
        ] * 2
        assert types[description] == ["script_agnostic"]
        run_context_instruct(config)
        assert len(server.requests) == 3
    rows = read_rolebench_rows(result.files["role_specific.jsonl"])
    # The last piece (no pizza in it) asks the description segment's question again, with
    # another answer: a second reference of that row, its type in the parallel list.
    assert [(row.id, row.question, row.type) for row in rows] == [
        (
            "row-00000",
            "Sheldon Cooper, what about the profile?",
            ["script_agnostic", "script_based"],
        ),
        ("row-00001", "Sheldon Cooper, what about the pizza?", ["script_based"]),
    ]
    assert rows[0].generated == [
        "Let me tell you about the profile.",
        "Let me tell you about the profile, as the script shows.",
    ]
    written = [
        json.loads(line) for line in result.files["role_specific.jsonl"].read_text().splitlines()
    ]
    assert [line["id"] for line in written] == ["row-00000", "row-00001"]
    assert [row.id for row in result.triplets] == ["row-00000", "row-00001"]
    # Each of the 3 segments has a low-confidence item.
    assert [reject.reason for reject in result.rejects] == ["confidence 3 below 7"] * 3
    chats = [json.loads(line) for line in result.files["sft.jsonl"].read_text().splitlines()]
    assert [(chat["id"], chat["reference"]) for chat in chats] == [
        ("row-00000", 0),
        ("row-00000", 1),
        ("row-00001", 0),
    ]
    assert chats[0]["messages"][0]["content"].startswith("You are Sheldon Cooper")
    assert [chat["messages"][2] for chat in chats[:2]] == [
        {"role": "assistant", "content": "Let me tell you about the profile."},
        {"role": "assistant", "content": "Let me tell you about the profile, as the script shows."},
    ]
    manifest = json.loads(result.files["manifest.json"].read_text())
    assert (manifest["segments"], manifest["kept"], manifest["references"]) == (3, 2, 3)
    assert manifest["rejected"] == 3


def test_a_resumed_run_counts_the_calls_of_answers_an_earlier_attempt_kept(
    tmp_path: Path,
) -> None:
    """Segments asked one at a time: the first attempt keeps the description's answer and stops
    on the second segment, which fails for good; the second attempt asks the last two only, and
    the run counts every call it sent, the journaled answer's included."""
    failing = {"on": True}
    with FakeOpenAIServer(_generator) as server:
        server.fail_when(
            lambda body: failing["on"] and "pizza" in body["messages"][0]["content"], 400
        )
        config = _sheldon_config(server, tmp_path)
        access = config.generator_access.model_copy(update={"concurrency": 1})
        config = config.model_copy(update={"generator_access": access})
        with pytest.raises(ModelCallError):
            run_context_instruct(config)
        assert len(server.requests) == 2
        failing["on"] = False
        result = run_context_instruct(config)
        assert len(server.requests) == 4  # the journaled answer is not asked again
    manifest = json.loads(result.files["manifest.json"].read_text())
    assert manifest["status"] == "complete"
    # the first attempt's answer and failed request, the second attempt's two answers
    assert (manifest["usage"]["calls"], manifest["usage"]["cached_calls"]) == (4, 0)
