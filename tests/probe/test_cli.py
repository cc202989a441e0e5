"""`rolemrc probe`, `rolemrc restrain` and `rolemrc restrain table` as a user runs them,
including an evaluation of the hooks-restrained model through `hf/DIR`."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from typer.testing import CliRunner

from rolemrc.cli._app import app as main_app
from rolemrc.cli._probe import probe_command, restrain_app
from rolemrc.eval import EvalConfig, run_eval
from rolemrc.llm import ModelAccess, ModelRoles

runner = CliRunner()
app = typer.Typer()
app.command("probe")(probe_command)
app.add_typer(restrain_app, name="restrain")


def evaluate(model: str, data: Path, out: Path) -> Path:
    config = EvalConfig(
        data=str(data),
        models=ModelRoles(policy=ModelAccess(model=model, cache=False)),
        out=out,
        judge="rules",
        bertscore_model="none",
        max_new_tokens=4,
        progress=False,
        limit=6,
    )
    run_eval(config)
    return out


def test_probe_restrain_evaluate_and_tabulate(
    llama_dir: Path, llama_tuned_dir: Path, sample_data: Path, tmp_path: Path
) -> None:
    probed = runner.invoke(
        app,
        [
            "probe",
            "--base",
            f"hf/{llama_dir}",
            "--tuned",
            f"hf/{llama_tuned_dir}",
            "--data",
            str(sample_data),
            "--out",
            str(tmp_path / "probe"),
            "--mode",
            "mlp",
            "--limit",
            "9",
            "--batch-size",
            "4",
            "--max-neurons",
            "20",
        ],
    )
    assert probed.exit_code == 0, probed.output
    assert "probed 9 prompts" in probed.stdout
    neurons = tmp_path / "probe" / "neurons.json"
    assert len(json.loads(neurons.read_text())["neurons"]) == 20
    assert (tmp_path / "probe" / "figures" / "discrepancy.png").stat().st_size > 20_000

    for mode in ("hooks", "folded"):
        restrained = runner.invoke(
            app,
            [
                "restrain",
                "--model",
                str(llama_tuned_dir),
                "--neurons",
                str(neurons),
                "--factor",
                "0",
                "--top",
                "5",
                "--mode",
                mode,
                "--out",
                str(tmp_path / mode),
            ],
        )
        assert restrained.exit_code == 0, restrained.output
        assert f"restrained 5 mlp_neuron activations by 0 ({mode})" in restrained.stdout
    written = json.loads((tmp_path / "hooks" / "restraint.json").read_text())
    assert written["provenance"] == {
        "neurons_file": str(neurons.resolve()),
        "top": 5,
        "dimension": None,
    }
    assert (tmp_path / "folded" / "config.json").is_file()

    before = evaluate(f"hf/{llama_tuned_dir}", sample_data, tmp_path / "eval-before")
    after = evaluate(f"hf/{tmp_path / 'hooks'}", sample_data, tmp_path / "eval-after")
    table = runner.invoke(app, ["restrain", "table", str(before), str(after)])
    assert table.exit_code == 0, table.output
    lines = table.stdout.splitlines()
    assert "| judge dimension | before | after | Δ (points) |" in lines
    rows = [line for line in lines if line.startswith("| ") and "judge dimension" not in line]
    assert [row.split(" | ")[0] for row in rows] == [
        "| knowledge_range",
        "| style_compliance",
        "| nested_instruction",
        "| multi_turn_instruction",
        "| instruction_priority",
        "| AvgS(noMT)",
        "| AvgS",
        "| AvgW",
    ]
    assert "Warning" not in table.stdout


def test_restrain_without_its_options_says_what_is_missing(tmp_path: Path) -> None:
    result = runner.invoke(app, ["restrain", "--model", "embedded"])
    assert result.exit_code == 2
    assert "needs --model, --neurons, --factor and --out" in result.output


def test_probe_rejects_an_unknown_mode(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        [
            "probe",
            "--base",
            "a",
            "--tuned",
            "b",
            "--data",
            "d",
            "--out",
            str(tmp_path),
            "--mode",
            "attention",
        ],
    )
    assert result.exit_code == 2
    assert "attention" in result.output


def test_table_names_a_missing_report(tmp_path: Path) -> None:
    result = runner.invoke(app, ["restrain", "table", str(tmp_path), str(tmp_path)])
    assert result.exit_code == 2
    assert "report.json" in result.output


def probe_args(base: Path, tuned: Path, data: Path, out: Path, *extra: str) -> list[str]:
    return [
        *("probe", "--base", str(base), "--tuned", str(tuned), "--data", str(data)),
        *("--out", str(out), "--limit", "6", "--batch-size", "6", *extra),
    ]


def test_attention_outputs_probe_restrain_fold_and_evaluate_from_a_bare_directory(
    llama_dir: Path, llama_tuned_dir: Path, sample_data: Path, tmp_path: Path
) -> None:
    probed = runner.invoke(
        app,
        probe_args(llama_dir, llama_tuned_dir, sample_data, tmp_path / "probe", "--mode", "attn"),
    )
    assert probed.exit_code == 0, probed.output
    assert "probed 6 prompts" in probed.stdout and "warning" not in probed.output
    ranking = json.loads((tmp_path / "probe" / "neurons.json").read_text())
    assert (ranking["mode"], ranking["site"]) == ("attn", "attn_output")

    folded = tmp_path / "folded"
    restrained = runner.invoke(
        app,
        [
            *("restrain", "--model", str(llama_tuned_dir), "--neurons"),
            *(str(tmp_path / "probe" / "neurons.json"), "--factor", "0", "--top", "3"),
            *("--mode", "folded", "--out", str(folded)),
        ],
    )
    assert restrained.exit_code == 0, restrained.output
    # the canonical spec of an absolute directory is the path itself (no 'hf//')
    assert (
        f"restrained 3 attn_output activations by 0 (folded) -> {folded}; evaluate with: "
        f"rolemrc eval --model {folded}"
    ) in " ".join(restrained.stdout.split())
    evaluated = runner.invoke(
        main_app,
        [
            *("eval", "--data", str(sample_data), "--model", str(folded), "--out"),
            *(str(tmp_path / "eval"), "--judge", "rules", "--bertscore-model", "none"),
            *("--limit", "2", "--max-new-tokens", "2", "--no-cache", "--no-progress"),
        ],
    )
    assert evaluated.exit_code == 0, evaluated.output
    assert (tmp_path / "eval" / "report.json").is_file()


def test_probing_a_model_against_itself_warns(
    llama_dir: Path, sample_data: Path, tmp_path: Path
) -> None:
    result = runner.invoke(app, probe_args(llama_dir, llama_dir, sample_data, tmp_path / "probe"))
    assert result.exit_code == 0, result.output
    assert "probed 6 prompts" in result.stdout and "0 neurons ranked" in result.stdout
    warnings = " ".join(result.stderr.split())
    assert "warning: the base and tuned models have identical weights" in warnings
    assert "warning: no neuron's top-set frequency differs between the two models" in warnings
    restrained = runner.invoke(
        app,
        [
            *("restrain", "--model", str(llama_dir), "--neurons"),
            *(str(tmp_path / "probe" / "neurons.json"), "--factor", "0", "--out"),
            str(tmp_path / "restrained"),
        ],
    )
    assert restrained.exit_code == 2
    assert "the file ranks no neurons" in restrained.output
