import json
from pathlib import Path

from typer.testing import CliRunner

from rolemrc.cli._rolellm import rolellm_app
from support.openai_server import FakeOpenAIServer

DATA = Path(__file__).parent / "data"
SPLIT_DIR = DATA / "rolebench-eng" / "instruction-generalization" / "role_specific"
runner = CliRunner()


def test_eval_scores_a_responses_file(tmp_path: Path) -> None:
    result = runner.invoke(
        rolellm_app,
        [
            "eval",
            "--split",
            str(SPLIT_DIR / "test.jsonl"),
            "--responses",
            str(SPLIT_DIR / "rolegpt_baseline.jsonl"),
            "--out",
            str(tmp_path / "run"),
            "--limit",
            "4",
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads((tmp_path / "run" / "report.json").read_text())
    assert report["n_rows"] == 4 and report["data"]["limit"] == 4
    assert (
        "ROUGE-L SPE" in result.output and f"{report['views']['SPE']['mean']:.4f}" in result.output
    )


def test_bad_input_is_one_clear_line(tmp_path: Path) -> None:
    result = runner.invoke(
        rolellm_app,
        [
            "eval",
            "--split",
            str(SPLIT_DIR / "test.jsonl"),
            "--out",
            str(tmp_path / "run"),
        ],
    )
    assert result.exit_code == 2
    assert "either a model to generate with or a responses file" in result.output
    result = runner.invoke(
        rolellm_app,
        [
            "eval",
            "--split",
            str(SPLIT_DIR / "test.jsonl"),
            "--model",
            "openai/x",
            "--category",
            "specific",
            "--out",
            str(tmp_path / "run"),
        ],
    )
    assert result.exit_code == 2
    assert "--category must be one of general, role_specific, not 'specific'" in result.output


def test_profiles_lists_roles() -> None:
    result = runner.invoke(rolellm_app, ["profiles", "--profiles", str(DATA / "profiles.json")])
    assert result.exit_code == 0, result.output
    assert "3 roles in" in result.output and "James Carter" in result.output


ROLE_SPECIFIC_DIR = DATA / "rolebench-eng" / "role-generalization" / "role_specific"


def test_eval_of_a_split_with_repeated_questions(tmp_path: Path) -> None:
    arguments = ["eval", "--split", str(ROLE_SPECIFIC_DIR / "test.jsonl"), "--no-progress"]
    result = runner.invoke(
        rolellm_app,
        [
            *arguments,
            "--responses",
            str(ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl"),
            "--out",
            str(tmp_path / "run"),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "on 24 rows" in result.output
    assert "answers matched to rows by role and question" in result.output
    # A line that answers no row is named by file, line and field.
    lines = (ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl").read_text().splitlines()
    broken = json.loads(lines[8]) | {"question": "Who?"}
    lines[8] = json.dumps(broken)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    result = runner.invoke(
        rolellm_app, [*arguments, "--responses", str(bad), "--out", str(tmp_path / "bad")]
    )
    assert result.exit_code == 2
    assert f"{bad}:9, field 'question': 1 line(s) answer no row of" in result.output


def test_winrate_against_a_split(tmp_path: Path) -> None:
    baseline = ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl"
    mine = tmp_path / "mine.jsonl"
    rows = [
        json.loads(line) for line in (ROLE_SPECIFIC_DIR / "test.jsonl").read_text().splitlines()
    ]
    mine.write_text(
        "".join(
            json.dumps({"id": f"row-{i:05d}", **row, "response": "Mine."}) + "\n"
            for i, row in enumerate(rows[:6])
        )
    )
    with FakeOpenAIServer(lambda request: "Winner: tie") as server:
        result = runner.invoke(
            rolellm_app,
            [
                "winrate",
                "--a",
                str(mine),
                "--b",
                str(baseline),
                "--split",
                str(ROLE_SPECIFIC_DIR / "test.jsonl"),
                "--judge",
                "openai/fake-model",
                "--judge-base-url",
                server.base_url,
                "--out",
                str(tmp_path / "out"),
                "--no-cache",
                "--no-progress",
            ],
            env={"OPENAI_API_KEY": "sk-test"},
        )
        assert len(server.requests) == 12
    assert result.exit_code == 0, result.output
    output = " ".join(result.output.split())  # the console wraps long lines
    assert "win rate of A: 0.5000" in output
    assert (
        "6 rows judged (answers matched: A by id, B by role and question); answered by A only 0, "
        "by B only 18" in output
    )


def test_winrate_with_an_echoing_judge_says_nothing_was_parsed(tmp_path: Path) -> None:
    """The server's default answer repeats the prompt, whose last line lists every verdict."""
    answers = tmp_path / "a.jsonl"
    answers.write_text(
        "".join(
            json.dumps({"role": "R", "question": f"q{n}", "response": f"Mine {n}."}) + "\n"
            for n in range(3)
        )
    )
    other = tmp_path / "b.jsonl"
    other.write_text(answers.read_text().replace("Mine", "Theirs"))
    with FakeOpenAIServer() as server:
        result = runner.invoke(
            rolellm_app,
            [
                "winrate",
                *("--a", str(answers), "--b", str(other), "--out", str(tmp_path / "out")),
                *("--judge", "openai/fake-model", "--judge-base-url", server.base_url),
                *("--max-new-tokens", "64"),
                "--no-cache",
                "--no-progress",
            ],
            env={"OPENAI_API_KEY": "sk-test"},
        )
        assert {request["max_tokens"] for request in server.requests} == {64}
    assert result.exit_code == 0, result.output
    output = " ".join(result.output.split())
    assert "win rate of A: n/a" in output and "0.5000" not in output
    assert "6 of 6 judge replies gave no verdict of their own" in output
    assert "3 row(s) got no verdict at all" in output


def test_context_instruct_takes_a_generation_limit(tmp_path: Path) -> None:
    """An echoing generator under --max-new-tokens: every call asks for at most that many
    tokens, and echoes of the prompt give no triplet: a run that kept nothing ends incomplete,
    with exit status 3."""
    with FakeOpenAIServer() as server:
        result = runner.invoke(
            rolellm_app,
            [
                "context-instruct",
                *("--generator", "openai/fake-model", "--base-url", server.base_url),
                *("--profiles", str(DATA / "profiles.json"), "--role", "Sheldon Cooper"),
                *("--max-segments", "2", "--max-new-tokens", "12"),
                *("--out", str(tmp_path / "ci"), "--no-cache", "--no-progress"),
            ],
            env={"OPENAI_API_KEY": "sk-test"},
        )
        assert len(server.requests) == 2
        assert {request["max_tokens"] for request in server.requests} == {12}
    assert result.exit_code == 3, result.output
    output = " ".join(result.output.split())
    assert "kept 0 triplets, rejected 2" in output
    assert "status: incomplete: every answer was rejected" in output
    manifest = json.loads((tmp_path / "ci" / "manifest.json").read_text())
    assert manifest["status"] == "incomplete"
    assert manifest["incomplete_reasons"][0].startswith("every one of the 2 answers was rejected")


def test_eval_role_context_choices(tmp_path: Path) -> None:
    split = DATA / "rolebench-zh" / "role_specific" / "test.jsonl"
    common = ["eval", "--split", str(split), "--model", "openai/fake", "--out", str(tmp_path)]
    retrieval = runner.invoke(rolellm_app, [*common, "--role-context", "retrieval"])
    assert retrieval.exit_code == 2, retrieval.output
    assert "--few-shot" in retrieval.output
    unknown = runner.invoke(rolellm_app, [*common, "--role-context", "description"])
    assert unknown.exit_code == 2, unknown.output
    assert "--role-context must be one of system, retrieval" in unknown.output


def test_eval_scores_chinese_answers_over_words(tmp_path: Path) -> None:
    split_dir = DATA / "rolebench-zh" / "general"
    result = runner.invoke(
        rolellm_app,
        [
            "eval",
            "--split",
            str(split_dir / "test.jsonl"),
            "--responses",
            str(split_dir / "rolegpt_baseline.jsonl"),
            "--out",
            str(tmp_path / "run"),
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads((tmp_path / "run" / "report.json").read_text())
    assert report["data"]["language"] == "zh"
    assert report["views"]["CUS"]["mean"] > 0.2
    assert f"{report['views']['CUS']['mean']:.4f}" in result.output
