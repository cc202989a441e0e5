"""The probe's capability dimensions are upstream's grouping of the 18 test tasks."""

from __future__ import annotations

from rolemrc.core import TEST_TASK_NAMES, Aspect
from rolemrc.probe import DIMENSION_TITLES, DIMENSIONS, capability_dimensions

KR, STYLE = Aspect.KNOWLEDGE_RANGE, Aspect.STYLE_COMPLIANCE
NESTED, MULTI_TURN = Aspect.NESTED_INSTRUCTION, Aspect.MULTI_TURN_INSTRUCTION
PRIORITY = Aspect.INSTRUCTION_PRIORITY

# upstream interpretation/interpret.py, task_to_dim
UPSTREAM_GROUPING = {
    "role_related_mrc_answer_with_narration": {KR, STYLE},
    "role_related_mrc_answer_no_narration": {KR},
    "role_unrelated_mrc_refused_with_narration": {KR},
    "role_unrelated_mrc_refused_no_narration": {KR, STYLE},
    "role_related_mrc_refused_with_narration": {KR},
    "role_unrelated_mrc_answer_with_narration": {KR},
    "role_related_mrc_refused_no_narration": {STYLE},
    "role_unrelated_mrc_answer_no_narration": {STYLE},
    "role_related_mrc_answer_with_narration-special-content": {NESTED},
    "role_related_mrc_answer_with_narration-special-format": {NESTED},
    "role_related_mrc_answer_no_narration-special-content": {NESTED},
    "role_related_mrc_answer_no_narration-special-format": {NESTED},
    "role_related_mrc_refused_with_narration-2ndrefused": {MULTI_TURN},
    "role_related_mrc_refused_no_narration-2ndrefused": {MULTI_TURN},
    "role_unrelated_mrc_refused_with_narration-2ndanswer": {MULTI_TURN},
    "role_unrelated_mrc_refused_no_narration-2ndanswer": {MULTI_TURN},
    "role_related_mrc_answer_with_narration-refused": {PRIORITY},
    "role_related_mrc_answer_no_narration-refused": {PRIORITY},
}


def test_taxonomy_dimensions_equal_upstream_grouping() -> None:
    assert set(UPSTREAM_GROUPING) == set(TEST_TASK_NAMES)
    for task, dimensions in UPSTREAM_GROUPING.items():
        assert set(capability_dimensions(task)) == dimensions, task


def test_every_dimension_has_its_figure_title() -> None:
    assert set(DIMENSION_TITLES) == set(DIMENSIONS) == set(Aspect)
    assert DIMENSION_TITLES[STYLE] == "Role Style"
