"""The CLI spells the config fields a library message names as the flags that set them."""

from __future__ import annotations

import pytest

from rolemrc.cli._errors import flag


@pytest.mark.parametrize(
    ("field", "spelled"),
    [
        ("out", "--out"),
        ("judge_base_url", "--judge-base-url"),
        ("timeout_s", "--timeout"),
        ("use_vllm", "--no-vllm"),
        ("rewards", "--reward"),
    ],
)
def test_a_field_is_spelled_as_its_flag(field: str, spelled: str) -> None:
    assert flag(field) == spelled
