import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray
from rouge_score import rouge_scorer

from rolemrc.core import ConfigError, InputError
from rolemrc.rolellm import RoleBenchEvalConfig, run_rolebench_eval
from support.openai_server import FakeOpenAIServer

DATA = Path(__file__).parent / "data"
SPLIT_DIR = DATA / "rolebench-eng" / "instruction-generalization" / "role_specific"
TEST_FILE = SPLIT_DIR / "test.jsonl"
BASELINE_FILE = SPLIT_DIR / "rolegpt_baseline.jsonl"
SECRET = "sk-test-do-not-leak-0123456789"


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _expected_rouge_l(pairs: Sequence[tuple[list[str], str]]) -> float:
    """Independent figure: rouge_score itself, no stemmer, best reference, mean over rows."""
    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=False)
    values = [scorer.score_multi(refs, answer)["rougeL"].fmeasure for refs, answer in pairs]
    return float(sum(values) / len(values))


def test_scoring_the_rolegpt_baseline_file(tmp_path: Path) -> None:
    config = RoleBenchEvalConfig(
        split=str(TEST_FILE), responses=BASELINE_FILE, out=tmp_path / "run", n_bootstrap=200
    )
    report = run_rolebench_eval(config).report
    answers = {(row["role"], row["question"]): row["generated"][0] for row in _rows(BASELINE_FILE)}
    pairs = [
        (row["generated"], answers[(row["role"], row["question"])]) for row in _rows(TEST_FILE)
    ]
    assert report["views"]["SPE"]["mean"] == pytest.approx(_expected_rouge_l(pairs), abs=1e-12)
    assert report["views"]["SPE"]["n"] == 9
    assert set(report["views"]) == {"SPE"} and report["views_missing"] == {}
    assert report["n_roles"] == 3 and report["generation"] is None
    assert set(report["by_type"]) == {"script_agnostic", "script_based"}
    assert report["by_type"]["script_agnostic"]["n"] == 1
    assert set(report["cross"]) == {"rouge1", "rouge2", "rougeL", "rougeLsum"}
    # The stemmed cross-evaluation ROUGE-L is never below the unstemmed one on these rows.
    assert report["cross"]["rougeL"]["mean"] >= report["views"]["SPE"]["mean"]
    out = tmp_path / "run"
    markdown = (out / "report.md").read_text()
    assert "| SPE | " in markdown and "ROUGE-Lsum" in markdown
    assert "<h1>responses:" in (out / "report.html").read_text()
    assert len(_rows(out / "generations.jsonl")) == 9 and len(_rows(out / "scores.jsonl")) == 9


def test_missing_answers_are_refused(tmp_path: Path) -> None:
    partial = tmp_path / "partial.jsonl"
    partial.write_text("\n".join(BASELINE_FILE.read_text().splitlines()[:4]) + "\n")
    config = RoleBenchEvalConfig(split=str(TEST_FILE), responses=partial, out=tmp_path / "run")
    with pytest.raises(InputError, match="5 of 9 rows have no answer here"):
        run_rolebench_eval(config)


def test_general_rows_give_cus_and_raw(tmp_path: Path) -> None:
    split = tmp_path / "general" / "test.jsonl"
    split.parent.mkdir()
    rows = [
        {"role": "R", "question": "Q1?", "generated": ["the cat sat", "a dog ran"], "raw": "a cat"},
        {"role": "R", "question": "Q2?", "generated": ["a dog ran"]},
    ]
    split.write_text("".join(json.dumps(row) + "\n" for row in rows))
    answers = tmp_path / "answers.jsonl"
    answers.write_text(
        json.dumps({"role": "R", "question": "Q1?", "response": "the cat ran"})
        + "\n"
        + json.dumps({"role": "R", "question": "Q2?", "response": "a dog ran"})
        + "\n"
    )
    report = run_rolebench_eval(
        RoleBenchEvalConfig(split=str(split), responses=answers, out=tmp_path / "run")
    ).report
    # CUS: row 1 best of F(the cat ran | the cat sat) = 2/3 and F(. | a dog ran) = 1/3 -> 2/3;
    # row 2: 1. RAW: row 1 only, F(the cat ran | a cat) = LCS 1 -> P 1/3, R 1/2 -> 0.4.
    assert report["views"]["CUS"]["mean"] == pytest.approx((2 / 3 + 1) / 2)
    assert report["views"]["RAW"]["mean"] == pytest.approx(0.4)
    assert report["views"]["RAW"]["n"] == 1


def _fixed_answers(request: dict[str, Any]) -> str:
    system = request["messages"][0]["content"]
    return "I am a gentle giant, boss." if "John Coffey" in system else "Bazinga, obviously."


def _keyword_embedder(texts: Sequence[str]) -> NDArray[np.float32]:
    return np.asarray(
        [[text.lower().count(word) for word in ("dark", "name", "eat")] for text in texts],
        dtype=np.float32,
    )


def test_generation_with_retrieved_turns_resumes_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    split = tmp_path / "role_specific" / "test.jsonl"
    split.parent.mkdir()
    kept = [row for row in _rows(TEST_FILE) if row["role"] in ("John Coffey", "Sheldon Cooper")]
    split.write_text("".join(json.dumps(row) + "\n" for row in kept))
    with FakeOpenAIServer(_fixed_answers) as server:
        config = RoleBenchEvalConfig(
            split=str(split),
            model="openai/fake-model",
            model_base_url=server.base_url,
            profiles=DATA / "profiles.json",
            few_shot=1,
            out=tmp_path / "run",
            cache_path=tmp_path / "cache.sqlite",
            progress=False,
            n_bootstrap=0,
        )
        report = run_rolebench_eval(config, embedder=_keyword_embedder).report
        assert len(server.requests) == 6
        first = server.requests[0]["messages"]
        assert [turn["role"] for turn in first] == ["system", "user", "assistant", "user"]
        assert "Like the drink, only not spelled the same." in first[0]["content"]
        # No question shares a keyword with the script: all ties, so script order decides.
        assert first[1:3] == [
            {"role": "user", "content": "What is your name, big fella?"},
            {
                "role": "assistant",
                "content": "John Coffey. Like the drink, only not spelled the same.",
            },
        ]
        run_rolebench_eval(config, embedder=_keyword_embedder)
        assert len(server.requests) == 6  # nothing asked again
        with pytest.raises(ConfigError, match="different few_shot"):
            run_rolebench_eval(
                config.model_copy(update={"few_shot": 2}), embedder=_keyword_embedder
            )
    pairs = [
        (row["generated"], _fixed_answers({"messages": [{"content": row["role"]}]})) for row in kept
    ]
    assert report["views"]["SPE"]["mean"] == pytest.approx(_expected_rouge_l(pairs), abs=1e-12)
    assert report["usage"]["calls"] == 6
    for name in ("generations.jsonl", "manifest.json", "report.json", "report.md", "report.html"):
        assert SECRET not in (tmp_path / "run" / name).read_text()


def test_exactly_one_answer_source() -> None:
    with pytest.raises(ConfigError, match="either a model"):
        RoleBenchEvalConfig(split="x.jsonl", out=Path("out"))
    with pytest.raises(ConfigError, match="either a model"):
        RoleBenchEvalConfig(
            split="x.jsonl", out=Path("out"), model="embedded", responses=Path("r.jsonl")
        )
