"""The loop's config: presets, a file over a preset, and every problem named with its file,
line and field before any work."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import ConfigError, InputError
from rolemrc.reproduce import FileData, SynthData, load_reproduce_config, synth_step_config


def test_the_tiny_preset_is_the_default_and_names_the_embedded_student() -> None:
    config = load_reproduce_config()
    assert config.preset == "tiny" and config.student == "embedded"
    assert isinstance(config.data, SynthData) and config.data.config is None
    assert config.data.held_out_roles < config.data.roles
    assert config.eval.judge == "rules"


def test_the_paper_preset_plans_the_papers_setting() -> None:
    config = load_reproduce_config(preset="paper")
    assert config.sft.preset == config.dpo.preset == "paper"
    assert config.eval.judge == "openai/gpt-4-turbo"
    assert isinstance(config.data, SynthData) and config.data.config is not None
    assert config.data.config.name == "synth_paper_scale.yaml"


def test_a_file_changes_fields_of_its_preset_and_paths_read_from_its_folder(
    tmp_path: Path,
) -> None:
    (tmp_path / "data").mkdir()
    for name in ("sft.jsonl", "dpo.jsonl"):
        (tmp_path / "data" / name).write_text("", encoding="utf-8")
    path = tmp_path / "loop.yaml"
    path.write_text(
        "preset: tiny\nstudent: hf/some/model\nsft:\n  overrides: {max_steps: 3}\n"
        "data: {type: files, sft: data/sft.jsonl, dpo: data/dpo.jsonl, test: hf:Junrulu/RoleMRC}\n",
        encoding="utf-8",
    )
    config = load_reproduce_config(path)
    assert config.student == "hf/some/model"
    assert config.sft.overrides == {"max_steps": 3}  # the file's overrides, as given
    assert config.dpo == load_reproduce_config().dpo  # the preset's where the file is silent
    assert isinstance(config.data, FileData)
    assert config.data.sft == tmp_path / "data" / "sft.jsonl"
    assert config.data.test == "hf:Junrulu/RoleMRC"


@pytest.mark.parametrize(
    ("text", "line", "field", "reason"),
    [
        (
            "seed: 1\nstudent: embedded\nprobe:\n  top_fraction: 2\n",
            4,
            "probe.top_fraction",
            "less",
        ),
        ("eval:\n  judge: rules\n  max_new_tokenz: 5\n", 3, "eval.max_new_tokenz", "Extra"),
        ("data:\n  type: synth\n  roles: 3\n  held_out_roles: 3\n", 1, "data", "leave roles"),
        ("sft:\n  overrides: {warmup: 0.1}\n", 1, "sft", "unknown sft setting"),
        ("data: {type: synth, roles: 9}\n", 1, "data", "ships 8 sample personas"),
        # what the fields name (files, models) is checked too, before any work
        ("data:\n  type: synth\n  config: missing.yaml\n", 3, "data.config", "no synthesis config"),
        ("student: nowhere/x\n", 1, "student", "unknown model provider"),
        (
            "data: {type: files, sft: a.jsonl, dpo: b.jsonl, test: c.jsonl}\n",
            1,
            "data.sft",
            "no file at",
        ),
    ],
)
def test_a_bad_field_is_named_with_its_file_and_line(
    tmp_path: Path, text: str, line: int, field: str, reason: str
) -> None:
    path = tmp_path / "loop.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_reproduce_config(path)
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(path), line, field)
    assert reason in caught.value.reason


def test_a_bad_synthesis_config_is_named_with_its_own_file(tmp_path: Path) -> None:
    synth = tmp_path / "synth.yaml"
    synth.write_text("generator: {model: embedded, temperature: -1}\n", encoding="utf-8")
    path = tmp_path / "loop.yaml"
    path.write_text("data: {type: synth, config: synth.yaml}\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=f"{synth}: .*temperature"):
        load_reproduce_config(path)


def test_an_unknown_preset_and_bad_yaml_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unknown preset 'huge'; use one of: tiny, paper"):
        load_reproduce_config(preset="huge")
    path = tmp_path / "loop.yaml"
    path.write_text("eval: [unclosed\n", encoding="utf-8")
    with pytest.raises(InputError, match="not valid YAML") as caught:
        load_reproduce_config(path)
    assert caught.value.path == str(path)


def test_the_command_refuses_a_bad_config_before_any_work(tmp_path: Path) -> None:
    path = tmp_path / "loop.yaml"
    path.write_text("restraint:\n  top: 0\n", encoding="utf-8")
    out = tmp_path / "run"
    result = CliRunner().invoke(app, ["reproduce", "--config", str(path), "--out", str(out)])
    assert result.exit_code == 2
    assert f"{path}:2, field 'restraint.top'" in " ".join(result.output.split())
    assert not out.exists()


@pytest.mark.parametrize(
    ("fields", "model", "batch_size"),
    [
        ({}, "embedded", 8),
        ({"repeatable": True}, "embedded", 1),
        ({"generator": "gguf/m.gguf", "repeatable": True}, "gguf/m.gguf", 1),
    ],
)
def test_a_repeatable_synthesis_asks_its_local_generator_one_request_at_a_time(
    tmp_path: Path, fields: dict[str, object], model: str, batch_size: int
) -> None:
    data = SynthData(roles=4, held_out_roles=2, **fields)  # type: ignore[arg-type]
    generator = synth_step_config(data, tmp_path / "synth").generator
    assert (generator.model, generator.batch_size) == (model, batch_size)
