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

Files that hold full-precision results of torch's floating-point CPU kernels (trained weights,
training metrics, embeddings, scores) keep a digest per CPU kind (``KERNEL_DEPENDENT`` and
``cpu_kind`` in ``tests/support/golden.py``). On a CPU kind the table has no digests for, those
files are only checked to be written, the rest is compared, and a ``GoldenKindUnrecorded``
warning names them and the command that adds this kind.
"""

from __future__ import annotations

import fnmatch
import hashlib
import warnings
from pathlib import Path
from typing import Any

import pytest

from support.golden import (
    BY_CPU_KIND,
    CAPABILITIES,
    KERNEL_DEPENDENT,
    KERNEL_OVERRIDES,
    REGENERATE,
    UNRECORDED_KIND,
    Capability,
    Digest,
    compare,
    cpu_kind,
    digest_run,
    failure_message,
    is_kernel_dependent,
    not_compared_message,
    read_table,
    run_capability,
    updated_table,
)


class GoldenKindUnrecorded(UserWarning):
    """The golden table has no digests of kernel-dependent files for this CPU kind."""


@pytest.mark.parametrize("capability", CAPABILITIES, ids=lambda capability: capability.name)
def test_outputs_unchanged(capability: Capability, tmp_path: Path) -> None:
    work = tmp_path / "work"
    actual = run_capability(capability, work)
    kind = cpu_kind()
    comparison = compare(capability.name, read_table()[capability.name], actual, work, kind)
    if comparison.not_compared:
        warnings.warn(
            not_compared_message(comparison.not_compared, kind), GoldenKindUnrecorded, stacklevel=1
        )
    assert not comparison.differences, failure_message(comparison.differences)


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
    expected: dict[str, dict[str, Any]] = {"run": digest_run(run, tmp_path)}
    assert sorted(expected["run"]) == ["gone.txt", "rows.jsonl", "sub/weights.bin"]
    assert (
        compare("cap", expected, {"run": digest_run(run, tmp_path)}, tmp_path, "k").differences
        == []
    )

    (run / "rows.jsonl").write_bytes(b'{"a": 1}\n{"a": 7}\n{"a": 3}\n')
    (run / "sub" / "weights.bin").write_bytes(bytes([1, *range(1, 256)]))
    (run / "gone.txt").unlink()
    (run / "new.txt").write_text("new\n")
    (run / "manifest.json").write_text('{"started": "later"}\n')  # manifests are not compared
    found = compare("cap", expected, {"run": digest_run(run, tmp_path)}, tmp_path, "k").differences
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


# -- digests per CPU kind --------------------------------------------------------------------

WEIGHTS = "train: run train-sft: file model.safetensors"
CONFIG = "train: run train-sft: file config.json"


def _train_run(work: Path, weights: bytes, config: str = '{"layers": 2}\n') -> dict[str, Any]:
    """A ``train-sft`` run in ``work``: a kernel-dependent weight file and a config that is
    not, digested."""
    run = work / "train-sft"
    run.mkdir(parents=True)
    (run / "model.safetensors").write_bytes(weights)
    (run / "config.json").write_text(config)
    return {"train-sft": digest_run(run, work)}


def _weights_entry(table: dict[str, Any]) -> dict[str, Digest]:
    entry: dict[str, Digest] = table["train"]["train-sft"]["model.safetensors"][BY_CPU_KIND]
    return entry


def test_on_a_recorded_kind_every_file_is_compared(tmp_path: Path) -> None:
    written = _train_run(tmp_path / "written", b"\xff\x01")
    table, dropped = updated_table({}, {"train": written}, "kind A")
    assert dropped == []
    assert _weights_entry(table) == {"kind A": written["train-sft"]["model.safetensors"]}
    assert table["train"]["train-sft"]["config.json"] == written["train-sft"]["config.json"]

    same = _train_run(tmp_path / "same", b"\xff\x01")
    comparison = compare("train", table["train"], same, tmp_path / "same", "kind A")
    assert comparison.differences == comparison.not_compared == []

    work = tmp_path / "changed"
    changed = _train_run(work, b"\xff\x02", '{"layers": 3}\n')
    comparison = compare("train", table["train"], changed, work, "kind A")
    assert comparison.not_compared == []
    assert comparison.differences == [
        f"{CONFIG}: content changed\n"
        "    - expected lines 1-1 (1) are gone or changed\n"
        '    + line 1 now: {"layers": 3}',
        f"{WEIGHTS}: content changed",
    ]


def test_on_an_unrecorded_kind_the_other_files_are_still_compared(tmp_path: Path) -> None:
    table, _ = updated_table({}, {"train": _train_run(tmp_path / "a", b"\xff\x01")}, "kind A")

    other_bits = _train_run(tmp_path / "b", b"\xff\x03")
    comparison = compare("train", table["train"], other_bits, tmp_path / "b", "kind B")
    assert comparison.differences == []
    assert comparison.not_compared == [WEIGHTS]
    note = not_compared_message(comparison.not_compared, "kind B")
    assert "(kind B)" in note and WEIGHTS in note and REGENERATE in note

    work = tmp_path / "config-changed"
    config_changed = _train_run(work, b"\xff\x03", '{"layers": 3}\n')
    comparison = compare("train", table["train"], config_changed, work, "kind B")
    assert [found.split("\n")[0] for found in comparison.differences] == [
        f"{CONFIG}: content changed"
    ]
    assert comparison.not_compared == [WEIGHTS]

    (work / "train-sft" / "model.safetensors").unlink()
    gone = {"train-sft": digest_run(work / "train-sft", work)}
    comparison = compare("train", table["train"], gone, work, "kind B")
    assert f"{WEIGHTS}: no longer written" in comparison.differences


def test_writing_adds_this_kind_and_keeps_the_others_unless_this_kinds_output_changed(
    tmp_path: Path,
) -> None:
    a = _train_run(tmp_path / "a", b"\xff\x01")
    b = _train_run(tmp_path / "b", b"\xff\x02")
    digest = {name: runs["train-sft"]["model.safetensors"] for name, runs in (("a", a), ("b", b))}
    only_a, _ = updated_table({}, {"train": a}, "kind A")

    both, dropped = updated_table(only_a, {"train": b}, "kind B")
    assert dropped == []
    assert _weights_entry(both) == {"kind A": digest["a"], "kind B": digest["b"]}
    rewritten, dropped = updated_table(both, {"train": a}, "kind A")  # A's output unchanged
    assert (rewritten, dropped) == (both, [])

    moved = _train_run(tmp_path / "moved", b"\xff\x09")
    after_change, dropped = updated_table(both, {"train": moved}, "kind A")
    assert _weights_entry(after_change) == {"kind A": moved["train-sft"]["model.safetensors"]}
    assert dropped == [
        f"{WEIGHTS}: changed on this CPU kind; dropped the digests of kind B",
    ]

    plain = {"train": {"train-sft": dict(a["train-sft"])}}  # a table from before kinds
    migrated, _ = updated_table(plain, {"train": b}, "kind B")
    assert _weights_entry(migrated) == {UNRECORDED_KIND: digest["a"], "kind B": digest["b"]}


def test_the_table_keeps_kinds_exactly_for_the_kernel_dependent_files() -> None:
    """Per-kind digests for the files :data:`KERNEL_DEPENDENT` names and no other, and no
    pattern there that names no file."""
    files = [
        (capability, f"{run}/{name}", entry)
        for capability, runs in read_table().items()
        for run, entries in runs.items()
        for name, entry in entries.items()
    ]
    for capability, path, entry in files:
        run, name = path.split("/", 1)
        assert (BY_CPU_KIND in entry) == is_kernel_dependent(capability, run, name), path
    for capability, patterns in KERNEL_DEPENDENT.items():
        for pattern in patterns:
            assert any(
                kind == capability and fnmatch.fnmatchcase(path, pattern) for kind, path, _ in files
            ), f"{capability}: {pattern} names no file"


def test_the_cpu_kind_names_the_kernel_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    import torch

    for name in KERNEL_OVERRIDES:
        monkeypatch.delenv(name, raising=False)
    kind = cpu_kind()
    assert f"torch {torch.__version__}" in kind
    assert f"aten {torch.backends.cpu.get_cpu_capability()}" in kind
    monkeypatch.setenv("MKL_ENABLE_INSTRUCTIONS", "AVX2")
    assert cpu_kind() == f"{kind}, MKL_ENABLE_INSTRUCTIONS=AVX2"
