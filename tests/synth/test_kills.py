"""rolemrc synth killed with SIGKILL at random moments (when its files have grown to a random
size) and resumed writes what one uninterrupted
run writes, and reports the same token usage (see tests/reliability/test_kills.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from rolemrc.synth import SynthConfig, dump_config
from support.cli_runs import (
    bytes_under,
    cli,
    files_of,
    kill_when_grown,
    run_to_completion,
    slow,
)
from support.openai_server import FakeOpenAIServer

pytestmark = pytest.mark.reliability


def work_journals_aside(run: Path) -> dict[str, bytes]:
    """A run's files but its manifest and the stages' journals (work/*.journal.jsonl, kept in
    completion order: each stage writes its output in input order from them); config.yaml with
    the run's own cache file named alike (each run here has a cold cache of its own)."""
    files = {
        name: data
        for name, data in files_of(run).items()
        if not (name.startswith("work/") and name.endswith(".journal.jsonl"))
    }
    files["config.yaml"] = files["config.yaml"].replace(f"{run.name}.sqlite".encode(), b"")
    return files


def test_synthesis_killed_and_resumed_writes_the_same_bytes_and_usage(
    make_config: Callable[..., SynthConfig], synth_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    with FakeOpenAIServer(slow(synth_server.responder, delay_s=0.04)) as server:

        def command(out: Path) -> list[str]:
            config = make_config(server.base_url, out.with_suffix(".sqlite"))
            path = out.with_suffix(".yaml")
            path.write_text(yaml.safe_dump(dump_config(config), sort_keys=False))
            return cli("synth", "--config", path, "--out", out, "--quiet")

        run_to_completion(command(tmp_path / "reference"))
        final_bytes = bytes_under(tmp_path / "reference")
        killed = command(tmp_path / "killed")
        rng = random.Random(20261124)
        landed = sum(
            kill_when_grown(killed, rng, tmp_path / "killed", final_bytes) for _ in range(10)
        )
        assert landed >= 8, landed
        run_to_completion(killed)
    assert work_journals_aside(tmp_path / "killed") == work_journals_aside(tmp_path / "reference")
    manifests = [
        json.loads((tmp_path / name / "manifest.json").read_text())
        for name in ("reference", "killed")
    ]
    assert manifests[1]["usage"] == manifests[0]["usage"]
    assert {name: stage["usage"] for name, stage in manifests[1]["stages"].items()} == {
        name: stage["usage"] for name, stage in manifests[0]["stages"].items()
    }


def test_the_bytes_measured_skip_a_file_moved_while_they_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run renames its ``.tmp`` files into place while the test measures what it wrote."""
    (tmp_path / "rows.jsonl").write_bytes(b"12345")
    moving = tmp_path / "rejects.jsonl.tmp"
    moving.write_bytes(b"678")
    listed_file = Path.is_file

    def moved_after_listing(path: Path) -> bool:
        found = listed_file(path)
        if path == moving:
            path.rename(tmp_path / "rejects.jsonl")
        return found

    monkeypatch.setattr(Path, "is_file", moved_after_listing)
    assert bytes_under(tmp_path) in (5, 8)
