"""``rolemrc synth`` through its Typer sub-app."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from rolemrc.cli._synth import synth_app
from rolemrc.synth import dump_config
from support.openai_server import FakeOpenAIServer

runner = CliRunner()


def test_needs_exactly_one_of_config_and_preset(tmp_path: Path) -> None:
    result = runner.invoke(synth_app, ["--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "give exactly one of --config CONFIG.yaml and --preset demo" in result.output


def test_bad_config_key_is_named(tmp_path: Path) -> None:
    (tmp_path / "c.yaml").write_text(
        "generator: {model: openai/x}\npersonas: 3\n", encoding="utf-8"
    )
    result = runner.invoke(
        synth_app, ["--config", str(tmp_path / "c.yaml"), "--out", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert "key 'personas': Input should be a valid dictionary" in result.output.replace("\n", "")


def test_config_run_with_stages_and_limit(
    synth_server: FakeOpenAIServer, make_config: Callable[..., Any], tmp_path: Path
) -> None:
    config = make_config(synth_server.base_url, tmp_path / "cache.sqlite")
    path = tmp_path / "synth.yaml"
    path.write_text(yaml.safe_dump(dump_config(config)), encoding="utf-8")
    out = tmp_path / "run"
    args = ["--config", str(path), "--out", str(out), "--stages", "personas,profiles", "--quiet"]
    result = runner.invoke(synth_app, [*args, "--limit", "3"])
    assert result.exit_code == 0, result.output
    personas = (out / "personas.jsonl").read_text().splitlines()
    profiles = (out / "profiles.jsonl").read_text().splitlines()
    assert len(personas) == 3
    assert len(profiles) == 3 - sum('"bad-one"' in line for line in personas)
    assert not (out / "matches.jsonl").exists()
    manifest = json.loads((out / "manifest.json").read_text())
    assert list(manifest["stages"]) == ["personas", "profiles"]
    assert "profiles" in result.output
    result = runner.invoke(
        synth_app, ["--config", str(path), "--out", str(out), "--stages", "dialogues"]
    )
    assert result.exit_code == 2
    assert "matches.jsonl is missing: run the matching stage first" in result.output.replace(
        "\n", ""
    )
    result = runner.invoke(synth_app, [*args, "--executor", "spark"])
    assert "--executor must be 'local' or 'ray'" in result.output


@pytest.mark.slow
def test_demo_preset_runs_offline(tmp_path: Path) -> None:
    """The embedded model writes the replies (minutes on two CPU cores)."""
    result = runner.invoke(synth_app, ["--preset", "demo", "--out", str(tmp_path), "--quiet"])
    assert result.exit_code == 0, result.output
    for name in ("sft.jsonl", "dpo.jsonl", "test.jsonl"):
        assert (tmp_path / name).read_text(encoding="utf-8").strip(), name
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["config"]["generator"]["model"] == "embedded"
    assert manifest["config"]["profiles"]["type"] == "builtin"
    assert manifest["stages"]["dialogues"]["rejects"] == len(
        [
            line
            for line in (tmp_path / "rejects.jsonl").read_text().splitlines()
            if '"dialogues"' in line
        ]
    )
