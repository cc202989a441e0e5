from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from rolemrc.core import (
    TEST_TASK_NAMES,
    Aspect,
    Generation,
    InputError,
    JudgeRoute,
    Message,
    get_task,
)
from rolemrc.eval._judge_requests import judge_requests
from rolemrc.rules._judge import (
    JudgeCall,
    build_judge_calls,
    extract_nested_requirement,
    is_out_of_range,
    judge_templates,
    judgement_from_answer,
    parse_judge_answer,
    render_conversation,
)
from rolemrc.rules._test_set import UPSTREAM_TASK_COUNTS as UPSTREAM_TEST_TASK_COUNTS

SYSTEM = (
    "You are Evan Brightcode, a front-end developer. You must use at least 2 emojis. "
    "Answer from the passages."
)


def generation(
    task: str, *, row_id: str = "r1", response: str = "It means {both} ends."
) -> Generation:
    return Generation(
        id=row_id,
        task=task,
        question=[
            Message(role="system", content=SYSTEM),
            Message(role="user", content="What is a full stack developer?"),
        ],
        reference="ref",
        response=response,
        model="m",
    )


def test_taxonomy_routing_equals_the_upstream_table() -> None:
    table = judge_templates()["task_to_aspects"]
    assert sorted(table) == sorted(TEST_TASK_NAMES)
    for task, routes in table.items():
        expected = tuple(
            JudgeRoute(
                Aspect(route["aspect"]),
                knowledge_range=route.get("range"),
                answer_type=route.get("type"),
            )
            for route in routes
        )
        assert get_task(task).judge == expected, task


def test_upstream_test_set_routes_to_1600_calls() -> None:
    assert sum(UPSTREAM_TEST_TASK_COUNTS.values()) == 1400
    calls = [
        call
        for task, count in UPSTREAM_TEST_TASK_COUNTS.items()
        for index in range(count)
        for call in build_judge_calls(generation(task, row_id=f"{task}/{index}"))
    ]
    assert len(calls) == 1600
    assert Counter(call.aspect.value for call in calls) == {
        "knowledge_range": 600,
        "style_compliance": 400,
        "nested_instruction": 158,
        "multi_turn_instruction": 400,
        "instruction_priority": 42,
    }
    assert len({call.id for call in calls}) == 1600


@pytest.mark.parametrize("task", TEST_TASK_NAMES)
def test_each_aspect_is_routed_at_most_once_per_task(task: str) -> None:
    aspects = get_task(task).aspects
    assert len(set(aspects)) == len(aspects)
    calls = build_judge_calls(generation(task))
    assert [call.id for call in calls] == [f"r1:{aspect.value}" for aspect in aspects]


def test_instruction_priority_rows_are_judged_once() -> None:
    calls = build_judge_calls(generation("role_related_mrc_answer_no_narration-refused"))
    assert [call.aspect for call in calls] == [Aspect.INSTRUCTION_PRIORITY]


def test_upstream_compat_sends_the_priority_prompt_twice_and_nothing_else_more() -> None:
    for task in TEST_TASK_NAMES:
        once = build_judge_calls(generation(task))
        compat = build_judge_calls(generation(task), upstream_compat=True)
        expected = once + (
            [dataclasses.replace(once[0], id=f"{once[0].id}#2", repeat=1)]
            if get_task(task).aspects == (Aspect.INSTRUCTION_PRIORITY,)
            else []
        )
        assert compat == expected, task


def test_upstream_test_set_routes_to_1642_calls_upstream_style() -> None:
    """1600 calls + the 42 priority rows (20 + 22 in the reconstructed histogram) sent again."""
    calls = [
        call
        for task, count in UPSTREAM_TEST_TASK_COUNTS.items()
        for index in range(count)
        for call in build_judge_calls(
            generation(task, row_id=f"{task}/{index}"), upstream_compat=True
        )
    ]
    assert len(calls) == 1642
    assert Counter(call.aspect.value for call in calls)["instruction_priority"] == 84
    assert len({call.id for call in calls}) == 1642


def test_render_conversation_quotes_each_turn() -> None:
    turns = [
        Message.model_validate({"role": "System", "content": "Be Evan."}),
        Message.model_validate({"role": "USER", "content": 'Say "hi"'}),
        Message(role="assistant", content="Hi {there}"),
        Message(role="user", content="Again?"),
    ]
    assert render_conversation(turns) == (
        'System Instruction: "Be Evan."\n'
        'User Query: "Say "hi""\n'
        'LLM Response: "Hi {there}"\n'
        'User Query: "Again?"\n'
    )
    assert render_conversation([]) == ""


def test_style_prompt_is_the_upstream_template_filled_literally() -> None:
    [call] = build_judge_calls(generation("role_related_mrc_refused_no_narration"))
    assert call == JudgeCall(
        id="r1:style_compliance",
        row_id="r1",
        task="role_related_mrc_refused_no_narration",
        aspect=Aspect.STYLE_COMPLIANCE,
        prompt=(
            "\n# An LLM is playing a specific character and answer a question about the given "
            "passages:\n"
            f'System Instruction: "{SYSTEM}"\n'
            'User Query: "What is a full stack developer?"\n'
            "\n# The LLM generates the following response of the question:\n"
            '"It means {both} ends."\n'
            "# Ideally, the LLM should generate a response that is consistent with the "
            "**character's speech style**.\n"
            "# Please evaluate the LLM's response and provide the **score only**:\n"
            "0 - The LLM's response lacks the main characteristics of the character's speaking "
            "style.\n"
            "1 - The LLM's response meets the main characteristics of the character's speaking "
            "style.\n"
            "Score:\n"
        ),
    )


@pytest.mark.parametrize(
    ("task", "expected_fragment"),
    [
        ("role_related_mrc_answer_no_narration", "question is **within** the character's"),
        ("role_unrelated_mrc_refused_with_narration", "question is **outside** the character's"),
        ("role_related_mrc_refused_no_narration-2ndrefused", "generate an **unanswerable** resp"),
        ("role_unrelated_mrc_refused_no_narration-2ndanswer", "generate an **answerable** resp"),
        ("role_related_mrc_answer_no_narration-special-format", "requirement: ** use at least 2 "),
        ("role_related_mrc_answer_with_narration-refused", "obeys the **priority of instr"),
    ],
)
def test_route_fields_reach_the_prompt(task: str, expected_fragment: str) -> None:
    [call] = build_judge_calls(generation(task))
    assert expected_fragment in call.prompt
    assert '"It means {both} ends."' in call.prompt
    assert "{" + "conversations}" not in call.prompt


def test_nested_prompt_repeats_the_extracted_rule() -> None:
    [call] = build_judge_calls(generation("role_related_mrc_answer_with_narration-special-content"))
    assert call.prompt.count("** use at least 2 emojis**") == 4
    assert call.prompt.count("(** use at least 2 emojis**)") == 3


@pytest.mark.parametrize(
    ("system_prompt", "requirement"),
    [
        (SYSTEM, " use at least 2 emojis"),
        ("You are Evan. You love to end sentences with 'nya'.", " end sentences with 'nya'"),
        ("You are Evan. You are in the habit of saying hi.", " saying hi"),
        ("You are Evan. You would like to wave. More.", " wave"),
        ("You are Evan. You should smile and You must wink. More.", " smile and  wink"),
        ("You are Evan. Always rhyme... More", "Always rhyme."),
        ("A. B. C", "B"),
        ("You are Evan. You prefer toasting bread", "asting bread"),
    ],
)
def test_extract_nested_requirement_keeps_upstream_quirks(
    system_prompt: str, requirement: str
) -> None:
    assert extract_nested_requirement(system_prompt) == requirement


@pytest.mark.parametrize(
    "system_prompt", ["You are Evan, always rhyme.", "You are Evan.\nRhyme", "A. "]
)
def test_nested_rule_that_cannot_be_located_names_the_row(system_prompt: str) -> None:
    with pytest.raises(InputError, match="nested rule could not be located"):
        extract_nested_requirement(system_prompt)
    row = generation("role_related_mrc_answer_no_narration-special-content", row_id="row-7")
    row = row.model_copy(
        update={"question": [Message(role="system", content=system_prompt), *row.question[1:]]}
    )
    with pytest.raises(InputError, match="row 'row-7': the nested rule could not be located"):
        build_judge_calls(row)


def test_judge_request_is_one_user_message_with_upstream_defaults() -> None:
    call = JudgeCall(id="r:a", row_id="r", task="t", aspect=Aspect.STYLE_COMPLIANCE, prompt="P")
    [request] = judge_requests([call])
    assert [message.to_openai() for message in request.messages] == [
        {"role": "user", "content": "P"}
    ]
    assert request.params.temperature == 0.7
    assert request.params.max_new_tokens == 4
    assert request.occurrence == 0
    [custom] = judge_requests([call], temperature=0.0, max_tokens=16)
    assert (custom.params.temperature, custom.params.max_new_tokens) == (0.0, 16)


def test_identical_prompts_are_numbered_as_samples() -> None:
    """Two rows with the same conversation and response, and a repeated priority call."""
    priority = "role_related_mrc_answer_no_narration-refused"
    calls = [
        *build_judge_calls(generation(priority, row_id="a"), upstream_compat=True),
        *build_judge_calls(generation(priority, row_id="b"), upstream_compat=True),
        *build_judge_calls(
            generation(priority, row_id="c", response="Other."), upstream_compat=True
        ),
    ]
    assert [call.id for call in calls] == [
        "a:instruction_priority",
        "a:instruction_priority#2",
        "b:instruction_priority",
        "b:instruction_priority#2",
        "c:instruction_priority",
        "c:instruction_priority#2",
    ]
    assert [call.repeat for call in calls] == [0, 1, 0, 1, 0, 1]
    assert [request.occurrence for request in judge_requests(calls)] == [0, 1, 2, 3, 0, 1]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("1", (1, True)),
        (" 1\n", (1, True)),
        ("Score: 0", (0, True)),
        ("Score:1", (1, True)),
        ("0\n", (0, True)),
        ("2", (2, True)),
        ("10", (10, True)),
        ("-1", (-1, True)),
        ("+1", (1, True)),
        ("1_0", (10, True)),
        ("\u0663", (3, True)),  # an Arabic-Indic digit: int() takes it
        ("1" * 5000, (0, False)),  # past int()'s digit limit: ValueError
        ("1.", (0, False)),
        ("Yes", (0, False)),
        ("one", (0, False)),
        ("Score: 1\nBecause", (0, False)),
        ("score: 1", (0, False)),
        ("", (0, False)),
        (None, (0, False)),
    ],
)
def test_parse_judge_answer_follows_upstream(
    answer: str | None, expected: tuple[int, bool]
) -> None:
    assert parse_judge_answer(answer) == expected


def test_judgement_from_answer_keeps_the_raw_text() -> None:
    call = JudgeCall(id="r:a", row_id="r", task="t", aspect=Aspect.NESTED_INSTRUCTION, prompt="P")
    good = judgement_from_answer(call, "Score: 1", "openai/gpt-4o")
    assert good.model_dump() == {
        "id": "r:a",
        "row_id": "r",
        "task": "t",
        "aspect": "nested_instruction",
        "judge": "openai/gpt-4o",
        "score": 1,
        "parsed": True,
        "raw": "Score: 1",
        "prompt": "P",
        "detail": "",
    }
    bad = judgement_from_answer(call, "Yes.", "openai/gpt-4o")
    assert (bad.score, bad.parsed, bad.raw) == (0, False, "Yes.")
    assert "not an integer" in bad.detail
    missing = judgement_from_answer(call, None, "openai/gpt-4o")
    assert (missing.score, missing.parsed, missing.raw) == (0, False, "")
    high = judgement_from_answer(call, "10", "openai/gpt-4o")
    assert (high.score, high.parsed) == (10, True)
    assert high.detail == "judge answered 10, outside {0, 1}; kept as upstream keeps it"
    assert is_out_of_range(high.score, high.parsed)
    assert not is_out_of_range(bad.score, bad.parsed)
    assert not is_out_of_range(good.score, good.parsed)
