import json
from collections import Counter
from importlib import resources

import pytest

from rolemrc.core import (
    ASPECTS,
    TASKS,
    TEST_TASK_NAMES,
    Aspect,
    Behaviour,
    Family,
    InputError,
    Relevance,
    Rule,
    get_task,
)
from rolemrc.rules import UPSTREAM_TASK_COUNTS as UPSTREAM_COUNTS


def test_test_task_names_are_the_eighteen_upstream_names() -> None:
    assert sum(UPSTREAM_COUNTS.values()) == 1400
    assert len(TEST_TASK_NAMES) == 18
    assert set(TEST_TASK_NAMES) == set(UPSTREAM_COUNTS)


def test_training_only_kinds_are_the_chat_variants() -> None:
    training_only = sorted(name for name, kind in TASKS.items() if not kind.in_test_set)
    assert training_only == sorted(
        f"{family}_{opening}_first_{narration}_narration"
        for family in ("free_chat", "on_scene_chat")
        for opening in ("role", "user")
        for narration in ("with", "no")
    )
    assert all(not TASKS[name].judge for name in training_only)


def test_routing_equals_the_shipped_upstream_table() -> None:
    shipped = json.loads(
        resources.files("rolemrc.rules").joinpath("data/judge_templates.json").read_text()
    )["task_to_aspects"]
    for name in TEST_TASK_NAMES:
        routes = [
            {
                "aspect": route.aspect.value,
                **({"range": route.knowledge_range} if route.knowledge_range else {}),
                **({"type": route.answer_type} if route.answer_type else {}),
            }
            for route in TASKS[name].judge
        ]
        assert routes == shipped[name], name


def test_full_histogram_routes_to_1600_judge_calls() -> None:
    calls: Counter[Aspect] = Counter()
    for name, count in UPSTREAM_COUNTS.items():
        for aspect in TASKS[name].aspects:
            calls[aspect] += count
    assert dict(calls) == {
        Aspect.KNOWLEDGE_RANGE: 600,
        Aspect.STYLE_COMPLIANCE: 400,
        Aspect.NESTED_INSTRUCTION: 158,
        Aspect.MULTI_TURN_INSTRUCTION: 400,
        Aspect.INSTRUCTION_PRIORITY: 42,
    }
    assert sum(calls.values()) == 1600
    assert tuple(ASPECTS) == tuple(Aspect)


@pytest.mark.parametrize(
    ("name", "relevance", "behaviour", "narration", "rule"),
    [
        (
            "role_related_mrc_answer_with_narration",
            Relevance.RELATED,
            Behaviour.ANSWER,
            True,
            Rule.NONE,
        ),
        (
            "role_related_mrc_refused_no_narration",
            Relevance.RELATED,
            Behaviour.NO_ANSWER,
            False,
            Rule.NONE,
        ),
        (
            "role_unrelated_mrc_refused_with_narration",
            Relevance.UNRELATED,
            Behaviour.REFUSAL,
            True,
            Rule.NONE,
        ),
        (
            "role_unrelated_mrc_answer_no_narration",
            Relevance.UNRELATED,
            Behaviour.ATTEMPT,
            False,
            Rule.NONE,
        ),
        (
            "role_related_mrc_answer_no_narration-special-format",
            Relevance.RELATED,
            Behaviour.ANSWER,
            False,
            Rule.NESTED_FORMAT,
        ),
        (
            "role_related_mrc_answer_with_narration-special-content",
            Relevance.RELATED,
            Behaviour.ANSWER,
            True,
            Rule.NESTED_CONTENT,
        ),
        (
            "role_related_mrc_refused_with_narration-2ndrefused",
            Relevance.RELATED,
            Behaviour.NO_ANSWER,
            True,
            Rule.MULTI_TURN,
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            Relevance.UNRELATED,
            Behaviour.ATTEMPT,
            False,
            Rule.MULTI_TURN,
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            Relevance.RELATED,
            Behaviour.REFUSAL,
            False,
            Rule.PRIORITY,
        ),
    ],
)
def test_task_properties(
    name: str, relevance: Relevance, behaviour: Behaviour, narration: bool, rule: Rule
) -> None:
    kind = get_task(name)
    assert (kind.family, kind.relevance, kind.behaviour, kind.narration, kind.rule) == (
        Family.MRC_QA,
        relevance,
        behaviour,
        narration,
        rule,
    )


def test_unknown_task_names_close_matches() -> None:
    with pytest.raises(InputError) as caught:
        get_task("role_related_mrc_answer_with_naration")
    assert "unknown task 'role_related_mrc_answer_with_naration'" in str(caught.value)
    assert "role_related_mrc_answer_with_narration" in str(caught.value)
    assert caught.value.field == "task"
