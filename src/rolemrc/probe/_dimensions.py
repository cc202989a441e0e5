"""Capability dimensions of the probe: which RoleMRC ability a test task exercises.

Upstream's probing script groups the 18 test tasks into five capabilities (its ``task_to_dim``).
That grouping is, task by task, the judge routing of the taxonomy: a task counts towards exactly
the judge aspects it is scored on (e.g. ``role_unrelated_mrc_refused_no_narration`` towards
knowledge range and style). So the dimensions are read from the taxonomy, not kept as a second
table; ``tests/probe/test_dimensions.py`` pins the equality with upstream's grouping.
"""

from __future__ import annotations

from rolemrc.core import ASPECTS, Aspect, get_task

# Panel titles of the paper's Figure 5.
DIMENSION_TITLES: dict[Aspect, str] = {
    Aspect.KNOWLEDGE_RANGE: "Knowledge Boundary",
    Aspect.STYLE_COMPLIANCE: "Role Style",
    Aspect.NESTED_INSTRUCTION: "Nested Instructions",
    Aspect.MULTI_TURN_INSTRUCTION: "Multi-turn Instructions",
    Aspect.INSTRUCTION_PRIORITY: "Prioritized Instructions",
}
DIMENSIONS: tuple[Aspect, ...] = ASPECTS


def capability_dimensions(task: str) -> tuple[Aspect, ...]:
    """The dimensions a row of ``task`` counts towards (an InputError for an unknown task)."""
    return get_task(task).aspects
