"""``rolemrc train`` through typer's test runner, on a tiny model directory."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from rolemrc.cli._train import train_app
from rolemrc.train import LAUNCH_CONFIGS, MANIFEST_NAME, launch_config_path

WriteRows = Callable[[Path, list[dict[str, Any]]], Path]

CHAT = [
    {"role": "System", "content": "You are Captain Mira, a sea captain."},
    {"role": "Assistant", "content": "Ahoy, welcome aboard."},
    {"role": "User", "content": "Where do we sail today?"},
    {"role": "Assistant", "content": "North, past the old lighthouse."},
]
runner = CliRunner()


def test_sft_then_dpo(
    tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    sft_data = write_rows(tmp_path / "sft.jsonl", [{"conversations": CHAT}])
    dpo_data = write_rows(
        tmp_path / "dpo.jsonl",
        [{"prompt": CHAT[:3], "chosen": CHAT[3]["content"], "rejected": "wrong answer"}],
    )
    sft_out, dpo_out = tmp_path / "sft", tmp_path / "dpo"
    common = ["--preset", "demo", "--max-steps", "2", "--no-progress"]
    sft = runner.invoke(
        train_app,
        [
            "sft",
            "--data",
            str(sft_data),
            "--model",
            f"hf/{tiny_model('gemma')}",
            "--out",
            str(sft_out),
            *common,
            "--full",
            "--learning-rate",
            "0.001",
            "--max-length",
            "64",
        ],
    )
    assert sft.exit_code == 0, sft.output
    assert "sft: 2 steps in" in sft.output
    manifest = json.loads((sft_out / MANIFEST_NAME).read_text())
    assert manifest["settings"]["lora"] is None
    assert (manifest["settings"]["learning_rate"], manifest["settings"]["max_length"]) == (1e-3, 64)
    assert manifest["output"]["weights"] == "full"

    dpo = runner.invoke(
        train_app,
        [
            "dpo",
            "--data",
            str(dpo_data),
            "--model",
            str(sft_out),
            "--out",
            str(dpo_out),
            *common,
            "--beta",
            "0.2",
        ],
    )
    assert dpo.exit_code == 0, dpo.output
    manifest = json.loads((dpo_out / MANIFEST_NAME).read_text())
    assert (manifest["stage"], manifest["settings"]["beta"], manifest["metrics"]["steps"]) == (
        "dpo",
        0.2,
        2,
    )
    assert manifest["model_source"] == str(sft_out)
    assert manifest["chat_template"]["source"] == "model"  # the SFT output keeps its markers

    again = runner.invoke(
        train_app,
        ["dpo", "--data", str(dpo_data), "--model", str(sft_out), "--out", str(dpo_out), *common],
    )
    assert again.exit_code == 2
    assert "already holds a trained model" in again.output
    assert "pass --overwrite (overwrite=True) to replace it" in " ".join(again.output.split())


def test_bad_input_is_one_clear_line(
    tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(
        tmp_path / "sft.jsonl", [{"messages": [{"role": "narrator", "content": "x"}]}]
    )
    model = str(tiny_model("llama3"))
    bad_row = runner.invoke(
        train_app, ["sft", "--data", str(data), "--model", model, "--out", str(tmp_path / "o")]
    )
    assert bad_row.exit_code == 2
    assert "sft.jsonl:1, field 'messages[0].role'" in bad_row.output
    api_model = runner.invoke(
        train_app,
        ["sft", "--data", str(data), "--model", "openai/gpt-4o", "--out", str(tmp_path / "o")],
    )
    assert api_model.exit_code == 2
    assert "training needs the model's weights" in api_model.output
    assert "model specs: openai/NAME, hf/PATH_OR_HUB_ID, gguf/PATH, embedded" in api_model.output


def test_the_launch_configs_are_shipped_and_copied(tmp_path: Path) -> None:
    result = runner.invoke(train_app, ["configs", "--copy-to", str(tmp_path / "configs")])
    assert result.exit_code == 0, result.output
    copies = sorted((tmp_path / "configs").iterdir())
    assert [path.name for path in copies] == sorted(LAUNCH_CONFIGS)
    for path in copies:
        assert path.read_bytes() == launch_config_path(path.name).read_bytes()
    listing = runner.invoke(train_app, ["configs"])
    assert listing.exit_code == 0
    assert "DeepSpeed ZeRO-3" in listing.output


def test_the_paper_preset_on_a_small_file_is_refused_with_the_fix_that_works(
    tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    data = write_rows(tmp_path / "sft.jsonl", [{"conversations": CHAT}] * 16)
    common = ["sft", "--data", str(data), "--model", str(tiny_model("llama3")), "--no-progress"]
    refused = runner.invoke(train_app, [*common, "--out", str(tmp_path / "refused")])
    assert refused.exit_code == 2
    message = " ".join(refused.output.split())
    assert "every optimizer step would run at learning rate 0" in message
    assert "batches of 64 (8 per device x 8 accumulation x 1 process) over 16 rows" in message
    assert "(--effective-batch-size 8); or --warmup-ratio 0;" in message
    assert "--allow-zero-learning-rate" in message
    assert not (tmp_path / "refused").exists()

    fixed = runner.invoke(
        train_app, [*common, "--out", str(tmp_path / "fixed"), "--effective-batch-size", "8"]
    )
    assert fixed.exit_code == 0, fixed.output
    printed = " ".join(fixed.stdout.split())
    assert "sft: 2 steps in" in printed
    assert "learning rate 0 to 2e-05 (max 2e-05)" in printed
    assert f"evaluate with --model {tmp_path / 'fixed'}" in printed
    manifest = json.loads((tmp_path / "fixed" / MANIFEST_NAME).read_text())
    assert manifest["plan"]["gradient_accumulation"] == 1
    assert manifest["weights"]["changed"] is True and manifest["warnings"] == []

    allowed = runner.invoke(
        train_app,
        [*common, "--out", str(tmp_path / "allowed"), "--allow-zero-learning-rate"],
    )
    assert allowed.exit_code == 0, allowed.output
    warnings = " ".join(allowed.stderr.split())
    assert "warning: sft: every optimizer step would run at learning rate 0" in warnings
    assert "warning: sft: training did not change the trainable weights" in warnings
    assert "learning rate 0 to 0 (max 0)" in " ".join(allowed.stdout.split())


def test_grpo_through_the_cli(
    tiny_model: Callable[[str], Path], tmp_path: Path, write_rows: WriteRows
) -> None:
    task = "role_related_mrc_answer_with_narration"
    rows = [
        {"prompt": CHAT[:3], "task": task, "reference": CHAT[3]["content"]},
        {"question": CHAT[:1] + CHAT[2:3], "task": task, "reference": "Due north."},
    ]
    data = write_rows(tmp_path / "rl.jsonl", rows)
    common = ["--data", str(data), "--model", f"hf/{tiny_model('chatml')}", "--preset", "demo"]
    result = runner.invoke(
        train_app,
        [
            "grpo",
            *common,
            "--out",
            str(tmp_path / "grpo"),
            "--reward",
            "aggregate,reference",
            "--reward",
            "format",
            "--aspect-weight",
            "style_compliance=0.5",
            "--max-steps",
            "1",
            "--max-completion-length",
            "4",
            "--no-progress",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "grpo: 1 steps in" in result.output
    assert "reward aggregate: " in result.output and "reward format: " in result.output
    manifest = json.loads((tmp_path / "grpo" / MANIFEST_NAME).read_text())
    assert manifest["job"]["rewards"] == ["aggregate", "reference", "format"]
    assert manifest["rewards"]["aspect_weights"] == {"style_compliance": 0.5}
    assert manifest["settings"]["max_completion_length"] == 4

    refused = runner.invoke(
        train_app,
        ["grpo", *common, "--out", str(tmp_path / "no"), "--reward", "instruction_priority"],
    )
    assert refused.exit_code != 0
    assert "reward 'instruction_priority' applies to no row" in refused.output
    assert not (tmp_path / "no").exists()
    bad_weight = runner.invoke(
        train_app,
        [
            "grpo",
            *common,
            "--out",
            str(tmp_path / "no"),
            "--reward",
            "aggregate",
            "--aspect-weight",
            "style",
        ],
    )
    assert bad_weight.exit_code != 0
    assert "ASPECT=WEIGHT" in bad_weight.output
