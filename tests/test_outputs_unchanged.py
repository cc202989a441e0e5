"""Every output file of eval, RoleBench eval, Context-Instruct and the win rate, synth (the demo
preset), train (SFT, DPO, GRPO) and probe, on fixed inputs against scripted models, is the same
as the committed golden table says: a refactor that changes no behaviour passes unchanged.

The runs, what is compared and what is left out (manifests; clock readings inside files) are
described in ``tests/support/golden.py``. This test only reads ``tests/data/golden/outputs.json``;
when an output change is intended (and only then), regenerate the table from the repository
root and commit it with the change that explains it::

    PYTHONPATH=src:tests OMP_NUM_THREADS=1 python tests/support/golden.py --write

A failure names the capability (the test id), the run directory and the file that changed, and
for a text file the lines that changed, with their new content.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from support.golden import (
    CAPABILITIES,
    REGENERATE,
    Capability,
    differences,
    digest_run,
    failure_message,
    read_table,
    run_capability,
)


@pytest.mark.parametrize("capability", CAPABILITIES, ids=lambda capability: capability.name)
def test_outputs_unchanged(capability: Capability, tmp_path: Path) -> None:
    work = tmp_path / "work"
    actual = run_capability(capability, work)
    found = differences(capability.name, read_table()[capability.name], actual, work)
    assert not found, failure_message(found)


def test_the_table_covers_every_capability_and_nothing_else() -> None:
    assert sorted(read_table()) == sorted(capability.name for capability in CAPABILITIES)


def test_a_changed_byte_is_named_by_run_file_and_line(tmp_path: Path) -> None:
    """The comparison itself: one byte changed in a text file and in a binary file, a file
    gone and a file new are each reported, with the command that regenerates the table."""
    run = tmp_path / "run"
    (run / "sub").mkdir(parents=True)
    (run / "rows.jsonl").write_bytes(b'{"a": 1}\n{"a": 2}\n{"a": 3}\n')
    (run / "sub" / "weights.bin").write_bytes(bytes(range(256)))
    (run / "gone.txt").write_text("here\n")
    (run / "manifest.json").write_text('{"started": "now"}\n')
    expected = {"run": digest_run(run, tmp_path)}
    assert sorted(expected["run"]) == ["gone.txt", "rows.jsonl", "sub/weights.bin"]
    assert differences("cap", expected, {"run": digest_run(run, tmp_path)}, tmp_path) == []

    (run / "rows.jsonl").write_bytes(b'{"a": 1}\n{"a": 7}\n{"a": 3}\n')
    (run / "sub" / "weights.bin").write_bytes(bytes([1, *range(1, 256)]))
    (run / "gone.txt").unlink()
    (run / "new.txt").write_text("new\n")
    (run / "manifest.json").write_text('{"started": "later"}\n')  # manifests are not compared
    found = differences("cap", expected, {"run": digest_run(run, tmp_path)}, tmp_path)
    assert found == [
        "cap: run run: file gone.txt: no longer written",
        "cap: run run: file new.txt: newly written (not in the table)",
        "cap: run run: file rows.jsonl: content changed\n"
        "    - expected lines 2-2 (1) are gone or changed\n"
        '    + line 2 now: {"a": 7}',
        "cap: run run: file sub/weights.bin: content changed",
    ]
    assert REGENERATE in failure_message(found)
    assert "cap: run run: file rows.jsonl" in failure_message(found)


def test_the_work_directory_and_clock_readings_are_masked(tmp_path: Path) -> None:
    """Two work directories and two clocks give the same digest; anything else does not."""

    def digest_of(work: Path, text: str) -> str:
        run = work / "run"
        run.mkdir(parents=True)
        (run / "report.json").write_text(text.replace("WORK", str(work)))
        return str(digest_run(run, work)["report.json"]["sha256"])

    first = digest_of(
        tmp_path / "one",
        '{"path": "WORK/x", "created": "2026-01-02T03:04:05+00:00", "train_runtime": 0.25}',
    )
    second = digest_of(
        tmp_path / "two",
        '{"path": "WORK/x", "created": "2027-11-12T13:14:15+00:00", "train_runtime": 1.5}',
    )
    other = digest_of(
        tmp_path / "three",
        '{"path": "WORK/y", "created": "2027-11-12T13:14:15+00:00", "train_runtime": 1.5}',
    )
    assert first == second != other
    assert first != hashlib.sha256(b"").hexdigest()
