import json
import logging
from pathlib import Path

import pytest

from rolemrc.core import TEST_TASK_NAMES, ConfigError, InputError
from rolemrc.rules._test_set import (
    UPSTREAM_DATASET,
    UPSTREAM_TASK_COUNTS,
    UPSTREAM_TEST_FILE,
    HistogramCheck,
    load_test_set,
    parse_hub_source,
)
from support.upstream_shaped import publish_upstream_test_file, upstream_shaped_rows


def _row(task: str, index: int = 0) -> dict[str, object]:
    return {
        "question": [
            {"role": "System", "content": f"You are role {index}. Speak plainly."},
            {"role": "User", "content": f"Passage 1: text {index}.\nQuestion: what?"},
        ],
        "reference": f"Answer {index}.",
        "task": task,
    }


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def test_local_file_ids_limit_and_fingerprint(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "t.jsonl", [_row("role_related_mrc_answer_no_narration", i) for i in range(5)]
    )
    full = load_test_set(str(path))
    assert [row.id for row in full.rows] == [f"row-{i:05d}" for i in range(5)]
    limited = load_test_set(str(path), limit=2)
    assert [row.id for row in limited.rows] == ["row-00000", "row-00001"]
    assert limited.n_rows_in_source == 5
    assert limited.fingerprint == full.fingerprint
    reformatted = tmp_path / "spaced.jsonl"
    reformatted.write_text(
        "\n".join(
            json.dumps(
                _row("role_related_mrc_answer_no_narration", i),
                indent=None,
                separators=(", ", ": "),
            )
            for i in range(5)
        )
        + "\n"
    )
    assert load_test_set(str(reformatted)).fingerprint == full.fingerprint


def test_unknown_task_is_located(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "t.jsonl",
        [_row("role_related_mrc_answer_no_narration"), _row("role_related_answer")],
    )
    with pytest.raises(InputError) as caught:
        load_test_set(str(path))
    message = str(caught.value)
    assert message.startswith(f"{path}:2, field 'task': unknown task 'role_related_answer'")


def test_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text("\n")
    with pytest.raises(InputError, match="no test rows"):
        load_test_set(str(path))


def test_parse_hub_source() -> None:
    assert parse_hub_source("hf:Junrulu/RoleMRC") == (UPSTREAM_DATASET, UPSTREAM_TEST_FILE)
    assert parse_hub_source("hf:me/set:dev.jsonl") == ("me/set", "dev.jsonl")
    with pytest.raises(InputError, match="hf:owner/name"):
        parse_hub_source("hf:RoleMRC")


def test_hub_loader_accepts_the_upstream_histogram(
    offline_hub: Path, caplog: pytest.LogCaptureFixture
) -> None:
    publish_upstream_test_file(offline_hub, upstream_shaped_rows())
    test_set = load_test_set("hf:Junrulu/RoleMRC", strict_histogram=True)
    assert len(test_set.rows) == 1400
    assert test_set.source == "hf:Junrulu/RoleMRC"
    assert test_set.task_counts == UPSTREAM_TASK_COUNTS
    assert list(test_set.task_counts) == list(TEST_TASK_NAMES)
    assert test_set.histogram == HistogramCheck(shape_problems=(), count_differences=())
    assert caplog.records == []


def _moved(counts: dict[str, int], source: str, target: str, rows: int) -> dict[str, int]:
    return {**counts, source: counts[source] - rows, target: counts[target] + rows}


def test_other_per_task_counts_are_a_warning_with_a_table_not_a_refusal(
    offline_hub: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The per-task counts were never verified: a real file that differs must still load."""
    counts = _moved(
        UPSTREAM_TASK_COUNTS,
        "role_related_mrc_answer_no_narration-refused",
        "role_related_mrc_answer_no_narration-special-format",
        3,
    )
    publish_upstream_test_file(offline_hub, upstream_shaped_rows(counts))
    with caplog.at_level(logging.WARNING, logger="rolemrc.eval"):
        test_set = load_test_set("hf:Junrulu/RoleMRC", limit=5)
    assert len(test_set.rows) == 5
    assert test_set.n_rows_in_source == 1400
    assert test_set.task_counts == counts
    assert test_set.histogram is not None
    assert test_set.histogram.shape_problems == ()
    assert test_set.histogram.count_differences == (
        ("role_related_mrc_answer_no_narration-refused", 20, 17),
        ("role_related_mrc_answer_no_narration-special-format", 22, 25),
    )
    [warning] = caplog.records
    message = warning.getMessage()
    assert "never verified against the released file" in message
    assert message.endswith(
        "\n  task                                                 expected  found"
        "\n  role_related_mrc_answer_no_narration-refused               20     17"
        "\n  role_related_mrc_answer_no_narration-special-format        22     25"
    )
    assert test_set.histogram.as_record()["count_differences"] == [
        {"task": "role_related_mrc_answer_no_narration-refused", "expected": 20, "found": 17},
        {
            "task": "role_related_mrc_answer_no_narration-special-format",
            "expected": 22,
            "found": 25,
        },
    ]

    with pytest.raises(InputError) as caught:
        load_test_set("hf:Junrulu/RoleMRC", strict_histogram=True)
    assert "(strict_histogram)" in str(caught.value)
    assert "role_related_mrc_answer_no_narration-refused               20     17" in str(
        caught.value
    )


@pytest.mark.parametrize(
    ("counts", "problem"),
    [
        (
            {**UPSTREAM_TASK_COUNTS, "role_related_mrc_answer_no_narration": 99},
            "1399 rows, not 1400",
        ),
        (
            _moved(
                UPSTREAM_TASK_COUNTS,
                "role_related_mrc_answer_no_narration-refused",
                "role_related_mrc_answer_no_narration",
                20,
            ),
            "no rows of task(s) role_related_mrc_answer_no_narration-refused",
        ),
    ],
)
def test_a_file_of_another_shape_is_refused_unless_drift_is_allowed(
    offline_hub: Path,
    caplog: pytest.LogCaptureFixture,
    counts: dict[str, int],
    problem: str,
) -> None:
    publish_upstream_test_file(
        offline_hub, upstream_shaped_rows({task: n for task, n in counts.items() if n})
    )
    with pytest.raises(InputError) as caught:
        load_test_set("hf:Junrulu/RoleMRC")
    assert f"not the upstream 1400-row test set ({problem})" in str(caught.value)
    assert "allow_drift" in str(caught.value)
    with caplog.at_level(logging.WARNING, logger="rolemrc.eval"):
        test_set = load_test_set("hf:Junrulu/RoleMRC", allow_drift=True)
    assert len(test_set.rows) == sum(counts.values())
    assert test_set.histogram is not None
    assert test_set.histogram.shape_problems == (problem,)
    assert "not the upstream test set" in caplog.records[0].getMessage()


def test_drift_and_strictness_exclude_each_other(offline_hub: Path) -> None:
    with pytest.raises(ConfigError, match="choose one"):
        load_test_set("hf:Junrulu/RoleMRC", allow_drift=True, strict_histogram=True)


def test_a_local_copy_is_not_checked_but_its_histogram_is_kept(tmp_path: Path) -> None:
    counts = {"role_related_mrc_answer_no_narration": 3, "role_related_mrc_refused_no_narration": 2}
    path = _write(tmp_path / "t.jsonl", upstream_shaped_rows(counts))
    test_set = load_test_set(str(path), strict_histogram=True)
    assert test_set.histogram is None
    assert test_set.task_counts == counts


def test_hub_loader_without_the_file_says_what_to_do(offline_hub: Path) -> None:
    with pytest.raises(InputError, match="pass its local path"):
        load_test_set("hf:Junrulu/RoleMRC")
