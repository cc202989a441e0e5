"""Malformed input on the command line: exit status 2, one line naming the file, line and field
(or the option), no traceback, and nothing written in --out."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import TASK_KINDS, Aspect
from rolemrc.eval import sample_test_rows

runner = CliRunner()

Case = Callable[[Path], tuple[list[str], str]]
"""Writes its inputs under a folder; the command line and a part of the one error line."""


def _test_rows() -> list[dict[str, object]]:
    return [row.to_upstream() for row in sample_test_rows()[:4]]


def _write_rows(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def _responses(folder: Path) -> Path:
    rows = [{**row, "response": "Let me think."} for row in _test_rows()]
    return _write_rows(folder / "responses.jsonl", rows)


def _eval(folder: Path, data: Path, *extra: str) -> list[str]:
    args = ["eval", "--data", str(data), "--out", str(folder / "out"), "--no-progress"]
    if "--model" not in extra:
        args += ["--responses", str(_responses(folder))]
    return [*args, "--bertscore-model", "none", "--no-cache", *extra]


def _good_data(folder: Path) -> Path:
    return _write_rows(folder / "test.jsonl", _test_rows())


def latin1_test_set(folder: Path) -> tuple[list[str], str]:
    data = folder / "test.jsonl"
    data.write_bytes(_good_data(folder).read_bytes().replace(b"a", b"\xe9", 1))
    return _eval(folder, data), f"{data}:1: not UTF-8 text (byte 0xe9"


def lone_surrogate(folder: Path) -> tuple[list[str], str]:
    data = _good_data(folder)
    lines = data.read_text().splitlines()
    lines[1] = lines[1].replace('"content": "', '"content": "\\ud800', 1)
    data.write_text("\n".join(lines) + "\n")
    return _eval(folder, data), f"{data}:2, field 'question[0].content': holds a lone surrogate"


def data_is_a_directory(folder: Path) -> tuple[list[str], str]:
    (folder / "data").mkdir()
    return _eval(folder, folder / "data"), f"{folder / 'data'}: is a directory, not a file"


def out_is_a_file(folder: Path) -> tuple[list[str], str]:
    args = _eval(folder, _good_data(folder))
    (folder / "out").write_text("")
    return args, f"--out {folder / 'out'}: is a file, not a directory"


def cache_under_a_file(folder: Path) -> tuple[list[str], str]:
    (folder / "plain").write_text("")
    args = _eval(folder, _good_data(folder), "--model", "openai/m")
    args = [arg for arg in args if arg != "--no-cache"] + ["--cache", str(folder / "plain/c.db")]
    return args, f"--cache {folder / 'plain/c.db'}: {folder / 'plain'} is a file"


def judge_temperature(value: str) -> Case:
    def case(folder: Path) -> tuple[list[str], str]:
        args = _eval(folder, _good_data(folder), "--judge-temperature", value)
        return args, "Invalid value for '--judge-temperature'"

    return case


def bertscore_layers(folder: Path) -> tuple[list[str], str]:
    args = _eval(folder, _good_data(folder), "--bertscore-layers", "-3")
    return args, "Invalid value for '--bertscore-layers'"


def bertscore_model(folder: Path) -> tuple[list[str], str]:
    args = _eval(folder, _good_data(folder))
    args[args.index("--bertscore-model") + 1] = "/no/such"
    return args, "--bertscore-model /no/such: no model directory there"


def model_without_provider(folder: Path) -> tuple[list[str], str]:
    args = _eval(folder, _good_data(folder), "--model", "gpt-4o")
    return args, "--model: 'gpt-4o' is neither a model spec nor a model directory"


def judge_typo(folder: Path) -> tuple[list[str], str]:
    return _eval(folder, _good_data(folder), "--judge", "rulez"), "did you mean 'rules'?"


def base_url(value: str) -> Case:
    def case(folder: Path) -> tuple[list[str], str]:
        args = _eval(folder, _good_data(folder), "--model", "openai/m", "--model-base-url", value)
        return args, f"--model-base-url '{value}' is not an http:// or https:// URL"

    return case


def timeout(value: str) -> Case:
    def case(folder: Path) -> tuple[list[str], str]:
        args = _eval(folder, _good_data(folder), "--model", "openai/m", "--timeout", value)
        return args, "--timeout must be a positive number of seconds"

    return case


def training_only_task(folder: Path) -> tuple[list[str], str]:
    rows = _test_rows()
    rows[2]["task"] = next(kind.name for kind in TASK_KINDS if not kind.in_test_set)
    data = _write_rows(folder / "test.jsonl", rows)
    return _eval(folder, data), f"{data}:3, field 'task': task '{rows[2]['task']}' is a training"


def nested_rule_missing(folder: Path) -> tuple[list[str], str]:
    nested = next(
        row.to_upstream()
        for row in sample_test_rows()
        if Aspect.NESTED_INSTRUCTION in next(k for k in TASK_KINDS if k.name == row.task).aspects
    )
    question = [dict(turn) for turn in nested["question"]]  # type: ignore[attr-defined]
    question[0]["content"] = "You are Marina without any rule"
    data = _write_rows(folder / "test.jsonl", [*_test_rows(), {**nested, "question": question}])
    return _eval(folder, data), f"{data}:5, field 'question[0].content': the nested rule"


def rolebench_split(folder: Path) -> Path:
    rows = [
        {"role": "Sheldon", "question": "What is physics?", "generated": ["The science."]},
        {"role": "Sheldon", "question": "Hi?", "generated": ["Bazinga."]},
    ]
    return _write_rows(folder / "rolebench.jsonl", rows)


def rolellm_eval(folder: Path, split: Path, *extra: str) -> list[str]:
    return [
        "rolellm", "eval", "--split", str(split), "--out", str(folder / "out"),
        "--category", "general", "--language", "eng", "--no-progress", "--no-cache", *extra,
    ]  # fmt: skip


def latin1_rolebench_split(folder: Path) -> tuple[list[str], str]:
    split = rolebench_split(folder)
    split.write_bytes(split.read_bytes().replace(b"physics", b"phys\xe9cs"))
    responses = folder / "answers.jsonl"
    responses.write_text(json.dumps({"role": "Sheldon", "question": "Hi?", "response": "x"}))
    args = rolellm_eval(folder, split, "--responses", str(responses))
    return args, f"{split}:1: not UTF-8 text (byte 0xe9"


def missing_profiles(folder: Path) -> tuple[list[str], str]:
    args = rolellm_eval(
        folder, rolebench_split(folder), "--model", "openai/m", "--profiles", "/no/profiles.json"
    )
    return args, "/no/profiles.json: file not found"


def latin1_synth_config(folder: Path) -> tuple[list[str], str]:
    config = folder / "synth.yaml"
    config.write_bytes(b"seed: 1\n# caf\xe9\n")
    return ["synth", "--config", str(config), "--out", str(folder / "out")], (
        f"{config}:2: not UTF-8 text (byte 0xe9"
    )


CASES: dict[str, Case] = {
    "latin-1 test set": latin1_test_set,
    "lone surrogate in content": lone_surrogate,
    "--data is a directory": data_is_a_directory,
    "--out is a file": out_is_a_file,
    "--cache under a file": cache_under_a_file,
    "--judge-temperature -1": judge_temperature("-1"),
    "--judge-temperature nan": judge_temperature("nan"),
    "--bertscore-layers -3": bertscore_layers,
    "--bertscore-model /no/such": bertscore_model,
    "--model gpt-4o": model_without_provider,
    "--judge rulez": judge_typo,
    "--model-base-url ftp://x": base_url("ftp://x"),
    "--model-base-url without scheme": base_url("localhost:8000/v1"),
    "--timeout 0": timeout("0"),
    "--timeout nan": timeout("nan"),
    "training-only task": training_only_task,
    "nested row without its rule": nested_rule_missing,
    "latin-1 RoleBench split": latin1_rolebench_split,
    "rolellm eval --profiles missing": missing_profiles,
    "latin-1 synth config": latin1_synth_config,
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_bad_input_is_one_line_exit_2_and_nothing_written(case: Case, tmp_path: Path) -> None:
    args, expected = case(tmp_path)
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert expected in result.output
    error_lines = [line for line in result.output.splitlines() if "rror:" in line]
    assert len(error_lines) == 1, result.output
    if error_lines[0].startswith("error:"):  # the toolkit's own errors: the whole output
        assert result.output.strip() == error_lines[0], result.output
    out = tmp_path / "out"
    assert not out.exists() or out.is_file(), sorted(out.iterdir())
