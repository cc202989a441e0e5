import json
from pathlib import Path

import pytest

from rolemrc.core import InputError
from rolemrc.eval._data import (
    UPSTREAM_DATASET,
    UPSTREAM_TASK_COUNTS,
    UPSTREAM_TEST_FILE,
    load_test_set,
    parse_hub_source,
)


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


def _upstream_rows(counts: dict[str, int]) -> list[dict[str, object]]:
    return [_row(task, index) for task, count in counts.items() for index in range(count)]


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


@pytest.fixture
def offline_hub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A local hub cache holding the dataset, read through the real hub client, offline."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    return tmp_path / "hub"


def _publish(hub: Path, rows: list[dict[str, object]]) -> None:
    revision = "0123456789abcdef0123456789abcdef01234567"
    repo = hub / f"datasets--{UPSTREAM_DATASET.replace('/', '--')}"
    (repo / "refs").mkdir(parents=True)
    (repo / "refs" / "main").write_text(revision)
    snapshot = repo / "snapshots" / revision
    snapshot.mkdir(parents=True)
    _write(snapshot / UPSTREAM_TEST_FILE, rows)


def test_hub_loader_accepts_the_upstream_histogram(offline_hub: Path) -> None:
    _publish(offline_hub, _upstream_rows(UPSTREAM_TASK_COUNTS))
    test_set = load_test_set("hf:Junrulu/RoleMRC")
    assert len(test_set.rows) == 1400
    assert test_set.source == "hf:Junrulu/RoleMRC"


def test_hub_loader_refuses_drift_unless_allowed(offline_hub: Path) -> None:
    counts = {**UPSTREAM_TASK_COUNTS, "role_related_mrc_answer_no_narration": 99}
    _publish(offline_hub, _upstream_rows(counts))
    with pytest.raises(InputError) as caught:
        load_test_set("hf:Junrulu/RoleMRC")
    assert "role_related_mrc_answer_no_narration: expected 100, found 99" in str(caught.value)
    assert "--allow-drift" in str(caught.value)
    assert len(load_test_set("hf:Junrulu/RoleMRC", allow_drift=True).rows) == 1399


def test_hub_loader_without_the_file_says_what_to_do(offline_hub: Path) -> None:
    with pytest.raises(InputError, match="pass its local path"):
        load_test_set("hf:Junrulu/RoleMRC")
