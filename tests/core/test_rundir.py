import json
from pathlib import Path

import pytest

from rolemrc.core import ConfigError, RunDir, TokenUsage, usage_carried


def test_manifest_keeps_key_order_status_and_carries_usage_across_attempts(tmp_path: Path) -> None:
    run_dir = RunDir(tmp_path)
    first = run_dir.recorder(
        rolemrc_version="9.9",
        identity={"model": "m"},
        details={"config": {"out": "x"}},
        previous=run_dir.resume({"model": "m"}),
        usage=lambda: {"policy": TokenUsage(prompt_tokens=5, calls=1)},
    )
    first.timings["generation_s"] = 1.23456
    first.save("interrupted", KeyboardInterrupt())
    written = json.loads((tmp_path / "manifest.json").read_text())
    assert list(written) == [
        "rolemrc_version",
        "run_identity",
        "config",
        "started",
        "status",
        "error",
        "usage",
        "timings",
        "updated",
    ]
    assert (written["status"], written["error"]) == ("interrupted", "KeyboardInterrupt")
    assert written["timings"] == {"generation_s": 1.235}

    previous = run_dir.resume({"model": "m"})
    assert previous.started == written["started"] and previous.details["config"] == {"out": "x"}
    second = run_dir.recorder(
        rolemrc_version="9.9",
        identity={"model": "m"},
        details={},
        previous=previous,
        usage=lambda: usage_carried(previous, {"policy": TokenUsage(prompt_tokens=2, calls=1)}),
    )
    manifest = second.save("complete")
    assert manifest.usage == {"policy": TokenUsage(prompt_tokens=7, calls=2)}
    again = json.loads((tmp_path / "manifest.json").read_text())
    assert (again["status"], again["error"], again["started"]) == (
        "complete",
        None,
        written["started"],
    )


def test_a_single_usage_total_reads_back_as_one_total(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(
        json.dumps({"usage": {"prompt_tokens": 4, "completion_tokens": 1, "calls": 2}})
    )
    manifest = RunDir(tmp_path).resume({"model": "m"})
    assert manifest.usage_of() == TokenUsage(prompt_tokens=4, completion_tokens=1, calls=2)


def test_resume_of_another_run_names_what_changed_and_changes_nothing(tmp_path: Path) -> None:
    run_dir = RunDir(tmp_path)
    run_dir.write_manifest({"run_identity": {"model": "a", "data": "d"}, "status": "complete"})
    before = (tmp_path / "manifest.json").read_bytes()
    with pytest.raises(ConfigError, match=r"holds a run with a different model; choose another "):
        run_dir.resume({"model": "b", "data": "d"})
    assert (tmp_path / "manifest.json").read_bytes() == before
    assert run_dir.resume({"model": "a", "data": "d"}).status == "complete"


def test_malformed_manifest_is_named(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text("{nope")
    with pytest.raises(ConfigError, match=r"manifest\.json: malformed JSON"):
        RunDir(tmp_path).resume({})


def test_recorded_identity_is_written_once_and_refuses_a_change(tmp_path: Path) -> None:
    run_dir = RunDir(tmp_path)
    first = run_dir.check_recorded_identity("work/s.identity.json", {"k": 1}, lambda c: "x")
    assert run_dir.check_recorded_identity("work/s.identity.json", {"k": 1}, str) == first
    with pytest.raises(ConfigError, match=r"^changed: k, new$"):
        run_dir.check_recorded_identity(
            "work/s.identity.json", {"k": 2, "new": 0}, lambda c: f"changed: {', '.join(c)}"
        )


def test_another_manifest_file_name(tmp_path: Path) -> None:
    run_dir = RunDir(tmp_path, "train_manifest.json")
    assert not run_dir.has_manifest()
    run_dir.write_manifest({"stage": "sft"})
    assert run_dir.has_manifest()
    assert json.loads((tmp_path / "train_manifest.json").read_text()) == {"stage": "sft"}


def test_a_manifest_with_a_bad_field_is_named(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(json.dumps({"status": "half-done"}))
    with pytest.raises(ConfigError, match=r"manifest\.json: field 'status': Input should be"):
        RunDir(tmp_path).resume({})


def test_recording_saves_the_status_of_what_was_raised(tmp_path: Path) -> None:
    run_dir = RunDir(tmp_path)
    recorder = run_dir.recorder(
        rolemrc_version="9.9",
        identity={},
        details={},
        previous=run_dir.resume({}),
        usage=TokenUsage,
    )
    with recorder.recording("interrupted"):
        pass
    assert not run_dir.has_manifest()
    with pytest.raises(ValueError, match="boom"), recorder.recording("failed"):
        raise ValueError("boom")
    written = json.loads((tmp_path / "manifest.json").read_text())
    assert (written["status"], written["error"]) == ("failed", "ValueError: boom")
