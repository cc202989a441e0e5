"""A whole loop against a scripted generator and a tiny random student: each step in its own
run directory that the other commands open, the held-out roles never in training, the same
report bytes from a second run, an interrupted run resumed by the same command, and another
config refused in the same directory."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from rolemrc.core import ConfigError, RunManifest
from rolemrc.eval import FIGURES_FORMAT, read_report
from rolemrc.probe import read_probe_report
from rolemrc.reproduce import (
    REPORT_FILES,
    STEPS_FILE,
    check_synth_split,
    load_reproduce_config,
    loop_steps,
    require_held_out,
    run_reproduce,
)
from rolemrc.rules import load_test_set
from rolemrc.train import read_train_manifest
from support.reproduce_steps import interrupt_step

COMMON_KEYS = set(RunManifest.model_fields) | {"speed"}


def _lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_step_has_its_run_directory_ending_with_its_status(
    finished_loop: Path, loop_config: Path
) -> None:
    steps = loop_steps(load_reproduce_config(loop_config))
    records = _lines(finished_loop / STEPS_FILE)
    assert [record["id"] for record in records] == [step.name for step in steps]
    for step in steps:
        manifest = json.loads((finished_loop / "steps" / step.name / step.manifest).read_text())
        assert manifest["status"] == "complete", step.name
        # the manifest's shape: the step's own keys, then its status and the common keys
        after_status = list(manifest)[list(manifest).index("status") + 1 :]
        assert set(after_status) <= COMMON_KEYS and after_status[-1] == "updated", step.name
    assert json.loads((finished_loop / "manifest.json").read_text())["status"] == "complete"
    # the directories every other command opens
    for name in ("eval-start", "eval-sft", "eval-dpo", "eval-restrained"):
        assert read_report(finished_loop / "steps" / name).status == "complete"
    assert read_train_manifest(finished_loop / "steps" / "dpo").stage == "dpo"
    assert read_probe_report(finished_loop / "steps" / "probe").n_layers == 2


def _roles_of_test_rows(synth: Path) -> list[str | None]:
    """Each test row's role, found among the run's dialogues by its conversation (an
    independent reading of the files, not the loop's own check)."""
    role_of = {}
    for dialogue in _lines(synth / "dialogues.jsonl"):
        messages = dialogue["messages"]
        assert isinstance(messages, list)
        key = json.dumps(
            [[m["role"], m["content"]] for m in messages[:-1]] + [messages[-1]["content"]]
        )
        role_of[key] = dialogue["profile_id"]
    roles = []
    for row in load_test_set(str(synth / "test.jsonl"), allow_drift=True).rows:
        key = json.dumps([[m.role, m.content] for m in row.question] + [row.reference])
        roles.append(role_of.get(key))
    return roles


def test_the_held_out_roles_are_never_in_the_training_data(finished_loop: Path) -> None:
    synth = finished_loop / "steps" / "synth"
    test_roles = _roles_of_test_rows(synth)
    assert test_roles and None not in test_roles
    training = _lines(synth / "sft.jsonl") + _lines(synth / "dpo.jsonl")
    training_roles = {row["profile_id"] for row in training}
    assert training_roles and not set(test_roles) & training_roles
    # and no test row's role description (its system prompt) is one a training row learns from
    test_prompts = {row.system_prompt for row in load_test_set(str(synth / "test.jsonl")).rows}
    training_prompts = {
        turn["content"]
        for row in training
        for turn in row.get("messages") or row.get("prompt") or []  # type: ignore[union-attr]
        if turn["role"] == "system"
    }
    assert not test_prompts & training_prompts
    recorded = json.loads((finished_loop / "held_out.json").read_text())
    assert recorded["shared_roles"] == [] and len(recorded["test_roles"]) == 2


def test_a_test_role_in_the_training_data_stops_the_loop(
    finished_loop: Path, tmp_path: Path
) -> None:
    synth = tmp_path / "synth"
    shutil.copytree(finished_loop / "steps" / "synth", synth)
    held_out = _roles_of_test_rows(synth)[0]
    leaked = next(d for d in _lines(synth / "dialogues.jsonl") if d["profile_id"] == held_out)
    with (synth / "sft.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps({**leaked, "rejected": None}) + "\n")
    check = check_synth_split(synth, synth / "sft.jsonl", synth / "dpo.jsonl", synth / "test.jsonl")
    assert len(check.shared_roles) == 1 and not check.passed
    with pytest.raises(ConfigError, match="test roles also in the training data"):
        require_held_out(check, "here")


def _report_bytes(run: Path) -> dict[str, bytes]:
    return {name: (run / name).read_bytes() for name in REPORT_FILES}


def test_the_same_command_again_resumes_every_step_and_writes_the_same_bytes(
    finished_loop: Path, loop_config: Path
) -> None:
    before = _report_bytes(finished_loop)
    result = run_reproduce(load_reproduce_config(loop_config), finished_loop)
    assert result.resumed == len(loop_steps(load_reproduce_config(loop_config)))
    assert _report_bytes(finished_loop) == before


def test_an_interrupted_loop_resumes_and_reports_what_an_uninterrupted_one_does(
    finished_loop: Path, loop_config: Path, tmp_path: Path
) -> None:
    config = load_reproduce_config(loop_config)
    out = tmp_path / "run"
    with interrupt_step("dpo"), pytest.raises(KeyboardInterrupt):
        run_reproduce(config, out)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["status"] == "interrupted"
    assert [record["id"] for record in _lines(out / STEPS_FILE)] == [
        "synth",
        "eval-start",
        "sft",
        "eval-sft",
    ]
    result = run_reproduce(config, out)
    assert result.resumed == 4
    # a second, separate run of the same config gives the same report, byte for byte
    assert _report_bytes(out) == _report_bytes(finished_loop)


def test_another_config_is_refused_in_the_same_directory_naming_what_changed(
    finished_loop: Path, loop_config: Path, tmp_path: Path
) -> None:
    values = yaml.safe_load(loop_config.read_text())
    values["restraint"]["top"] = 3
    changed = tmp_path / "loop.yaml"
    changed.write_text(yaml.safe_dump(values), encoding="utf-8")
    with pytest.raises(ConfigError, match="holds a run with a different restraint"):
        run_reproduce(load_reproduce_config(changed), finished_loop)


def test_the_figures_share_the_comparison_schema_and_link_to_existing_rows(
    finished_loop: Path,
) -> None:
    figures = json.loads((finished_loop / "figures.json").read_text())
    pair = json.loads(
        (finished_loop / "comparisons" / "eval-sft-vs-eval-start" / "compare.json").read_text()
    )
    assert figures["format"] == pair["format"] == FIGURES_FORMAT
    assert figures.keys() == pair.keys() and figures["kind"] == "loop"
    assert [run["label"] for run in figures["runs"]] == [
        "Starting model",
        "SFT",
        "DPO",
        "DPO, restrained",
    ]
    assert figures["runs"][0]["reference"].keys() >= {"bleu", "rougeL", "meteor"}
    assert [(p["baseline"], p["other"]) for p in figures["pairs"]] == [
        ("Starting model", "SFT"),
        ("SFT", "DPO"),
        ("DPO", "DPO, restrained"),
    ]
    assert figures["pairs"][0]["figures"] == pair["pairs"][0]["figures"]
    links = [run["rows"] for run in figures["runs"]] + [p["rows"] for p in figures["pairs"]]
    for link in links:
        assert (finished_loop / link.split("#")[0]).is_file(), link
    restraint = figures["restraint"]
    assert restraint["neurons"] == 5 and {row["key"] for row in restraint["rows"]} >= {
        "knowledge_range",
        "avg_simple_no_mt",
    }
    assert figures["probe"]["dimensions"] and figures["probe"]["top_neurons"]
