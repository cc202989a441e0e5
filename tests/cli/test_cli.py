"""The command line, driven as a user drives it, against a real local server."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.eval import LABELS_SPLITS
from support.openai_server import FakeOpenAIServer
from support.tiny_encoders import build_small_bert
from support.upstream_shaped import upstream_response_rows, write_jsonl

runner = CliRunner()


def answer(request: dict[str, object]) -> str:
    return "(Theo wipes his hands on his apron) I'm afraid that is beyond what I know."


def eval_args(data: Path, out: Path, server: FakeOpenAIServer, cache: Path) -> list[str]:
    return [
        "eval",
        "--data",
        str(data),
        "--model",
        "openai/m",
        "--model-base-url",
        server.base_url,
        "--out",
        str(out),
        "--bertscore-model",
        "none",
        "--cache",
        str(cache),
        "--no-progress",
    ]


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    result = runner.invoke(app, ["sample", "--out", str(tmp_path / "sample.jsonl")])
    assert result.exit_code == 0, result.output
    return tmp_path / "sample.jsonl"


def test_an_eval_with_failed_rows_or_no_verdicts_exits_3_saying_why(
    sample: Path, tmp_path: Path
) -> None:
    with FakeOpenAIServer(answer) as server, FakeOpenAIServer(lambda _: "# The LLM") as judge:
        server.fail_when(lambda body: "croissant" in json.dumps(body["messages"]), 400)
        result = runner.invoke(
            app,
            [
                *eval_args(sample, tmp_path / "run", server, tmp_path / "c"),
                "--judge",
                "openai/j",
                "--judge-base-url",
                judge.base_url,
                "--limit",
                "3",
            ],
        )
    assert result.exit_code == 3, result.output
    output = " ".join(result.output.split())
    assert "row(s) failed for good" in output
    assert "the judge gave no verdict on any of its" in output
    assert "answered rows only" in output
    assert "status: incomplete" in output
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["status"] == "incomplete" and len(manifest["incomplete_reasons"]) == 2


def test_eval_then_report_and_compare(sample: Path, tmp_path: Path) -> None:
    with FakeOpenAIServer(answer) as server:
        first = runner.invoke(app, eval_args(sample, tmp_path / "a", server, tmp_path / "c"))
        second = runner.invoke(
            app, [*eval_args(sample, tmp_path / "b", server, tmp_path / "c"), "--limit", "6"]
        )
    assert first.exit_code == 0, first.output
    assert second.exit_code == 0, second.output
    assert "AvgS(noMT) [judge: rules]" in first.output
    assert f"report: {tmp_path / 'a' / 'report.html'}" in first.output.replace("\n", "")
    assert "heuristic offline score" in first.output.replace("\n", " ")
    report = json.loads((tmp_path / "a" / "report.json").read_text())
    assert report["n_rows"] == 18 and report["judge"]["kind"] == "rules"
    coverage = report["judge"]["coverage"]
    assert coverage["decided"] + coverage["undecided"] == report["judge_calls"]["n"]
    assert set(report["judge"]["agreement_on_labels"]) == set(LABELS_SPLITS)
    assert "rules judge against the shipped hand labels: dev part: decides" in " ".join(
        first.output.split()
    )
    html = (tmp_path / "a" / "report.html").read_text()
    assert '<th class="num">Coverage</th>' in html and "Rules judge against hand labels" in html

    # a run measured against itself: matched by question and response, full agreement
    itself = runner.invoke(
        app,
        ["judge", "agreement", str(tmp_path / "a"), str(tmp_path / "a"), "--bootstrap", "0"],
        terminal_width=200,
    )
    assert itself.exit_code == 0, itself.output
    assert "matched by question and response" in itself.output
    assert "1.000" in itself.output

    shown = runner.invoke(app, ["report", str(tmp_path / "a")])
    assert shown.exit_code == 0, shown.output
    assert "AvgS(noMT)" in shown.output

    compared = runner.invoke(
        app, ["report", str(tmp_path / "a"), str(tmp_path / "b"), "--out", str(tmp_path / "cmp")]
    )
    assert compared.exit_code == 0, compared.output
    html = (tmp_path / "cmp" / "compare.html").read_text()
    assert "<svg" in html and "a" in html and "b" in html
    assert (tmp_path / "cmp" / "compare.md").exists()


def test_bad_input_gives_one_clear_line_and_status_2(sample: Path, tmp_path: Path) -> None:
    lines = sample.read_text().splitlines()
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        lines[0]
        + "\n"
        + json.dumps(
            {"question": [], "reference": "x", "task": "role_related_mrc_answer_no_narration"}
        )
        + "\n"
    )
    with FakeOpenAIServer(answer) as server:
        result = runner.invoke(app, eval_args(bad, tmp_path / "run", server, tmp_path / "c"))
    assert result.exit_code == 2
    assert f"error: {bad}:2, field 'question'" in result.output.replace("\n", "")
    assert "Traceback" not in result.output


def test_missing_report_is_a_clear_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["report", str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    assert "error:" in result.output and "report.json" in result.output


def test_unknown_provider_is_a_clear_error(sample: Path, tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        [
            "eval",
            "--data",
            str(sample),
            "--model",
            "anthropic/x",
            "--out",
            str(tmp_path / "run"),
            "--no-progress",
        ],
    )
    assert result.exit_code == 2
    assert "unknown model provider 'anthropic'" in result.output


def test_eval_of_a_response_file_with_an_upstream_compatible_judge(
    sample: Path, tmp_path: Path
) -> None:
    rows = [json.loads(line) for line in sample.read_text().splitlines()]
    responses = write_jsonl(
        tmp_path / "eval_m_RoleMRC.jsonl",
        upstream_response_rows(rows, lambda index, row: f"(bows) Reply {index}."),
    )
    with FakeOpenAIServer(lambda request: "2") as judge:
        result = runner.invoke(
            app,
            [
                "eval",
                "--data",
                str(sample),
                "--responses",
                str(responses),
                "--judge",
                "openai/j",
                "--judge-base-url",
                judge.base_url,
                "--judge-max-tokens",
                "2",
                "--upstream-compat",
                "--out",
                str(tmp_path / "run"),
                "--bertscore-model",
                "none",
                "--cache",
                str(tmp_path / "c"),
                "--no-progress",
            ],
        )
        sent = list(judge.requests)
    assert result.exit_code == 0, result.output
    assert {request["max_tokens"] for request in sent} == {2}
    priority_rows = sum(1 for row in rows if row["task"].endswith("-refused"))
    assert len(sent) == 18 + 2 + priority_rows  # two two-aspect tasks, priority sent twice
    output = " ".join(result.output.split())
    assert "rolemrc eval: responses:" in output
    assert "out of range" in output
    assert "integer outside {0, 1}" in output
    assert "judge calls as upstream makes them (--upstream-compat)" in output
    assert f"AvgW 200.0% counts all {len(sent)} judge calls" in output
    assert f"counting each row's aspect once ({len(sent) - priority_rows}, NeMo-Gym's" in output
    report = json.loads((tmp_path / "run" / "report.json").read_text())
    assert report["judge"]["avg_weighted_once"]["n"] == len(sent) - priority_rows
    assert report["judge_calls"]["mode"] == "upstream_compat"
    assert report["judge"]["max_tokens"] == 2
    assert report["model"] == f"responses:{responses}"


def test_eval_says_when_bertscore_is_not_the_papers(sample: Path, tmp_path: Path) -> None:
    encoder = build_small_bert(tmp_path / "encoder", layers=2, hidden=128)
    with FakeOpenAIServer(answer) as server:
        args = eval_args(sample, tmp_path / "run", server, tmp_path / "c")
        args[args.index("--bertscore-model") + 1] = str(encoder)
        result = runner.invoke(app, [*args, "--limit", "2"])
    assert result.exit_code == 0, result.output
    output = " ".join(result.output.split())
    assert "not comparable with the paper's" in output
    report = json.loads((tmp_path / "run" / "report.json").read_text())
    assert report["bertscore"]["recognised_as"] == "google/bert_uncased_L-2_H-128_A-2"
    assert report["bertscore"]["num_layers"] == 1


def test_model_or_responses_and_drift_or_strictness(sample: Path, tmp_path: Path) -> None:
    neither = runner.invoke(
        app, ["eval", "--data", str(sample), "--out", str(tmp_path / "r"), "--no-progress"]
    )
    assert neither.exit_code == 2
    assert "give either a model to generate with (--model) or a response file" in " ".join(
        neither.output.split()
    )
    both = runner.invoke(
        app,
        [
            "eval",
            "--data",
            str(sample),
            "--model",
            "openai/m",
            "--allow-drift",
            "--strict-histogram",
            "--out",
            str(tmp_path / "r"),
            "--no-progress",
        ],
    )
    assert both.exit_code == 2
    assert "choose one" in both.output
