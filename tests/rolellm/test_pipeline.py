import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray
from rouge_score import rouge_scorer

from rolemrc.core import ConfigError, InputError, TooManyFailures
from rolemrc.llm import ModelAccess
from rolemrc.rolellm import RoleBenchEvalConfig, run_rolebench_eval
from support.access import with_access
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
    assert report.views["SPE"].mean == pytest.approx(_expected_rouge_l(pairs), abs=1e-12)
    assert report.views["SPE"].n == 9
    assert set(report.views) == {"SPE"} and report.views_missing == {}
    assert report.n_roles == 3 and report.generation is None
    assert set(report.by_type) == {"script_agnostic", "script_based"}
    assert report.by_type["script_agnostic"].n == 1
    assert set(report.cross) == {"rouge1", "rouge2", "rougeL", "rougeLsum"}
    # The stemmed cross-evaluation ROUGE-L is never below the unstemmed one on these rows.
    assert report.cross["rougeL"].mean >= report.views["SPE"].mean
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
    assert report.views["CUS"].mean == pytest.approx((2 / 3 + 1) / 2)
    assert report.views["RAW"].mean == pytest.approx(0.4)
    assert report.views["RAW"].n == 1


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
            model_access=ModelAccess(
                model="openai/fake-model",
                base_url=server.base_url,
                cache_path=tmp_path / "cache.sqlite",
            ),
            profiles=DATA / "profiles.json",
            few_shot=1,
            out=tmp_path / "run",
            progress=False,
            n_bootstrap=0,
        )
        report = run_rolebench_eval(config, embedder=_keyword_embedder).report
        assert len(server.requests) == 6
        # Requests are answered concurrently: take a John Coffey one, whichever came first.
        first = next(
            request["messages"]
            for request in server.requests
            if "John Coffey" in request["messages"][0]["content"]
        )
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
    assert report.views["SPE"].mean == pytest.approx(_expected_rouge_l(pairs), abs=1e-12)
    assert report.usage.calls == 6
    for name in ("generations.jsonl", "manifest.json", "report.json", "report.md", "report.html"):
        assert SECRET not in (tmp_path / "run" / name).read_text()


def test_exactly_one_answer_source() -> None:
    with pytest.raises(ConfigError, match="either a model"):
        RoleBenchEvalConfig(split="x.jsonl", out=Path("out"))
    with pytest.raises(ConfigError, match="either a model"):
        RoleBenchEvalConfig(
            split="x.jsonl",
            out=Path("out"),
            model_access=ModelAccess(model="embedded"),
            responses=Path("r.jsonl"),
        )


# Files shaped like the released role-generalization split: (role, question) pairs asked again
# with other references, questions differing only in spaces, an empty answer, unicode, extra
# fields, and a baseline file in another order.
ROLE_SPECIFIC_DIR = DATA / "rolebench-eng" / "role-generalization" / "role_specific"
GENERAL_DIR = DATA / "rolebench-eng" / "role-generalization" / "general"


def _plain_per_row_rouge_l(split: Path, answers: Path) -> dict[str, list[float]]:
    """Per-row ROUGE-L per view, computed with rouge_score itself (no stemmer, best reference)
    over the files as they are: the k-th row asking a (role, question) takes the k-th line
    answering exactly it, as the released files pair up."""
    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=False)
    queues: dict[tuple[str, str], list[str]] = {}
    for line in _rows(answers):
        queues.setdefault((line["role"], line["question"]), []).append(line["generated"][0])
    views: dict[str, list[float]] = {}
    general = "general" in split.parts
    for row in _rows(split):
        answer = queues[(row["role"], row["question"])].pop(0)
        references = {"CUS" if general else "SPE": row["generated"]}
        if general and row.get("raw"):
            references["RAW"] = row["raw"]
        for view, refs in references.items():
            views.setdefault(view, []).append(scorer.score_multi(refs, answer)["rougeL"].fmeasure)
    assert all(not queue for queue in queues.values())  # every line used once
    return views


@pytest.mark.parametrize(("split_dir", "n_repeated"), [(ROLE_SPECIFIC_DIR, 5), (GENERAL_DIR, 3)])
def test_released_files_with_repeats_score_every_row_once(
    split_dir: Path, n_repeated: int, tmp_path: Path
) -> None:
    split, baseline = split_dir / "test.jsonl", split_dir / "rolegpt_baseline.jsonl"
    out = tmp_path / "run"
    report = run_rolebench_eval(
        RoleBenchEvalConfig(split=str(split), responses=baseline, out=out, n_bootstrap=0)
    ).report
    expected = _plain_per_row_rouge_l(split, baseline)
    n_rows = len(_rows(split))
    assert set(report.views) == set(expected)
    scores = _rows(out / "scores.jsonl")
    assert [score["id"] for score in scores] == [f"row-{i:05d}" for i in range(n_rows)]
    for view, values in expected.items():
        assert report.views[view].n == len(values)
        assert report.views[view].mean == pytest.approx(sum(values) / len(values), abs=1e-12)
        per_row = [score["views"][view] for score in scores if view in score["views"]]
        assert per_row == pytest.approx(values, abs=1e-12)
    assert report.n_rows == n_rows and report.data.repeated_questions == n_repeated
    assert report.responses_matched_by == "role and question"
    assert report.empty_responses == 1
    generations = _rows(out / "generations.jsonl")
    assert [(g["id"], g["position"]) for g in generations] == [
        (f"row-{i:05d}", i) for i in range(n_rows)
    ]
    assert "matched to the rows by role and question" in (out / "report.md").read_text()


def test_written_generations_round_trip_by_id_and_by_position(tmp_path: Path) -> None:
    split = ROLE_SPECIFIC_DIR / "test.jsonl"

    def evaluate(responses: Path, name: str, **extra: Any) -> dict[str, Any]:
        config = RoleBenchEvalConfig(
            split=str(split), responses=responses, out=tmp_path / name, n_bootstrap=0, **extra
        )
        return run_rolebench_eval(config).report

    first = evaluate(ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl", "first")
    written = tmp_path / "first" / "generations.jsonl"
    again = evaluate(written, "again")
    assert again.responses_matched_by == "id"
    assert again.views == first.views and again.cross == first.cross
    assert _rows(tmp_path / "again" / "scores.jsonl") == _rows(tmp_path / "first" / "scores.jsonl")

    shuffled = _rows(written)
    shuffled.reverse()
    shuffled_path = tmp_path / "shuffled.jsonl"
    shuffled_path.write_text("".join(json.dumps(line) + "\n" for line in shuffled))
    assert evaluate(shuffled_path, "shuffled").views == first.views

    # No ids, in row order, questions stripped: matched by position.
    plain = [
        {"role": line["role"], "question": line["question"].strip(), "response": line["response"]}
        for line in _rows(written)
    ]
    plain_path = tmp_path / "plain.jsonl"
    plain_path.write_text("".join(json.dumps(line) + "\n" for line in plain))
    by_position = evaluate(plain_path, "plain")
    assert by_position.responses_matched_by == "position"
    assert by_position.views == first.views

    # --limit: the full baseline, or a file answering only the first rows, in row order.
    prefix_path = tmp_path / "prefix.jsonl"
    prefix_path.write_text("".join(json.dumps(line) + "\n" for line in plain[:10]))
    limited = evaluate(prefix_path, "prefix", limit=10)
    assert limited.responses_matched_by == "position" and limited.n_rows == 10
    limited_full = evaluate(ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl", "limited", limit=10)
    assert limited_full.views == limited.views
    with pytest.raises(InputError, match="14 of 24 rows have no answer here"):
        evaluate(prefix_path, "short")


def test_a_line_naming_another_rows_id_is_refused(tmp_path: Path) -> None:
    run_rolebench_eval(
        RoleBenchEvalConfig(
            split=str(ROLE_SPECIFIC_DIR / "test.jsonl"),
            responses=ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl",
            out=tmp_path / "first",
            n_bootstrap=0,
        )
    )
    lines = _rows(tmp_path / "first" / "generations.jsonl")
    # With ids, questions are compared whitespace aside: stripped ones are fine.
    stripped = [{**line, "question": line["question"].strip()} for line in lines]
    stripped_path = tmp_path / "stripped.jsonl"
    stripped_path.write_text("".join(json.dumps(line) + "\n" for line in stripped))
    config = RoleBenchEvalConfig(
        split=str(ROLE_SPECIFIC_DIR / "test.jsonl"),
        responses=stripped_path,
        out=tmp_path / "stripped",
    )
    assert run_rolebench_eval(config).report.responses_matched_by == "id"
    lines[5]["id"], lines[6]["id"] = lines[6]["id"], lines[5]["id"]
    swapped = tmp_path / "swapped.jsonl"
    swapped.write_text("".join(json.dumps(line) + "\n" for line in lines))
    with pytest.raises(InputError) as caught:
        run_rolebench_eval(config.model_copy(update={"responses": swapped, "out": tmp_path / "2"}))
    assert str(caught.value).startswith(
        f"{swapped}:6, field 'question': id 'row-00006' is a row of {ROLE_SPECIFIC_DIR}"
    )
    assert not (tmp_path / "2" / "generations.jsonl").exists()


def _role_answer(request: dict[str, Any]) -> str:
    question = request["messages"][-1]["content"]
    return f"Listen, about '{question}': the answer is what it always was."


def _profiles_for(split: Path, path: Path) -> Path:
    roles = sorted({row["role"] for row in _rows(split)})
    path.write_text(json.dumps({role: f"{role}, as the films show them." for role in roles}))
    return path


def test_interrupted_generation_resumes_by_row_id_keeping_repeats(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    split = ROLE_SPECIFIC_DIR / "test.jsonl"
    rows = _rows(split)
    out = tmp_path / "run"
    with FakeOpenAIServer(_role_answer) as failing:
        failing.fail_when(lambda body: "You are Logan" in body["messages"][0]["content"], 400)
        config = RoleBenchEvalConfig(
            split=str(split),
            model_access=ModelAccess(
                model="openai/fake-model",
                base_url=failing.base_url,
                cache=False,
                concurrency=1,
                max_attempts=1,
            ),
            profiles=_profiles_for(split, tmp_path / "profiles.json"),
            out=out,
            max_failures=0,
            progress=False,
            n_bootstrap=0,
        )
        with pytest.raises(TooManyFailures, match="max_failures 0"):
            run_rolebench_eval(config)
    kept = _rows(out / "generations.jsonl")
    assert 0 < len(kept) < len(rows)
    assert all(line["role"] != "Logan" for line in kept)
    assert json.loads((out / "manifest.json").read_text())["status"] == "interrupted"

    with FakeOpenAIServer(_role_answer) as healthy:
        report = run_rolebench_eval(
            with_access(config, {"model_access": {"base_url": healthy.base_url}})
        ).report
        assert len(healthy.requests) == len(rows) - len(kept)
    final = _rows(out / "generations.jsonl")
    # One answer per row, repeated questions included, in row order.
    assert [(line["id"], line["position"]) for line in final] == [
        (f"row-{i:05d}", i) for i in range(len(rows))
    ]
    assert [(line["role"], line["question"]) for line in final] == [
        (row["role"], row["question"]) for row in rows
    ]
    assert report.n_rows == len(rows) and report.data.repeated_questions == 5
    pairs = [(row["generated"], line["response"]) for row, line in zip(rows, final, strict=True)]
    assert report.views["SPE"].mean == pytest.approx(_expected_rouge_l(pairs), abs=1e-12)
    # every request sent counts: the answered ones and the one that failed for good
    assert report.usage.calls == len(rows) + 1 == len(kept) + 1 + len(healthy.requests)
    assert SECRET not in (out / "generations.jsonl").read_text()


def test_run_directories_resume_in_row_order_or_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    split = ROLE_SPECIFIC_DIR / "test.jsonl"
    out = tmp_path / "run"
    with FakeOpenAIServer(_role_answer) as server:
        config = RoleBenchEvalConfig(
            split=str(split),
            model_access=ModelAccess(
                model="openai/fake-model", base_url=server.base_url, cache=False
            ),
            profiles=_profiles_for(split, tmp_path / "profiles.json"),
            out=out,
            progress=False,
            n_bootstrap=0,
        )
        first = run_rolebench_eval(config).report
        complete = (out / "generations.jsonl").read_text()
        # An interrupted run: records in the order answers landed, the last rows not answered.
        older = _rows(out / "generations.jsonl")[:19]
        older.reverse()
        (out / "generations.jsonl").write_text("".join(json.dumps(line) + "\n" for line in older))
        sent = len(server.requests)
        resumed = run_rolebench_eval(config).report
        assert len(server.requests) == sent + 5
        assert (out / "generations.jsonl").read_text() == complete
        assert resumed.views == first.views

        # Records that do not answer the rows with their ids are refused, the file untouched.
        tampered = _rows(out / "generations.jsonl")
        tampered[4]["question"] = tampered[3]["question"]
        tampered_text = "".join(json.dumps(line) + "\n" for line in tampered)
        (out / "generations.jsonl").write_text(tampered_text)
        manifest = (out / "manifest.json").read_text()
        with pytest.raises(ConfigError, match=r"does not answer a row of .* \(that row asks"):
            run_rolebench_eval(config)
        assert (out / "generations.jsonl").read_text() == tampered_text
        assert (out / "manifest.json").read_text() == manifest
        assert len(server.requests) == sent + 5


def test_failed_rows_finish_the_run_and_are_retried(tmp_path: Path) -> None:
    """Rows whose call fails for good are listed (manifest, report), count as empty answers
    (0 on every view) in an incomplete run, and are asked again by the next run, which then
    writes what a run without failures writes."""
    rows = _rows(TEST_FILE)[:6]
    split = tmp_path / "role_specific" / "test.jsonl"
    split.parent.mkdir()
    split.write_text("".join(json.dumps(row) + "\n" for row in rows))
    doomed = {rows[1]["question"].strip(), rows[4]["question"].strip()}
    failing = [f"row-{n:05d}" for n, row in enumerate(rows) if row["question"].strip() in doomed]
    assert failing == ["row-00001", "row-00003", "row-00004"]  # rows 3 and 4 ask the same

    def config_for(server: FakeOpenAIServer, out: Path) -> RoleBenchEvalConfig:
        return RoleBenchEvalConfig(
            split=str(split),
            model_access=ModelAccess(
                model="openai/fake-model",
                base_url=server.base_url,
                cache_path=tmp_path / "cache.sqlite",
                concurrency=3,
                max_attempts=1,
            ),
            profiles=DATA / "profiles.json",
            out=out,
            progress=False,
            n_bootstrap=0,
        )

    with FakeOpenAIServer(_fixed_answers) as server:
        server.fail_when(
            lambda body: any(question in body["messages"][-1]["content"] for question in doomed),
            400,
        )
        result = run_rolebench_eval(config_for(server, tmp_path / "run"))
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["status"] == result.report.status == "incomplete"
    assert manifest["incomplete_reasons"][0].startswith("3 row(s) failed for good")
    assert [row["id"] for row in manifest["failed_rows"]] == failing
    assert result.report.to_json()["failed_rows"] == manifest["failed_rows"]
    assert result.report.n_rows == 6 and result.report.views["SPE"].n == 6
    answered = [
        json.loads(line)["views"]["SPE"]
        for line in (tmp_path / "run" / "scores.jsonl").read_text().splitlines()
    ]
    assert len(answered) == 3
    assert result.report.views["SPE"].mean == pytest.approx(sum(answered) / 6)
    assert "3 failed rows" in (tmp_path / "run" / "report.md").read_text()

    with FakeOpenAIServer(_fixed_answers) as server:
        retried = run_rolebench_eval(config_for(server, tmp_path / "run"))
        assert len(server.requests) == 2
        run_rolebench_eval(config_for(server, tmp_path / "clean"))
    assert retried.report.n_rows == 6 and retried.report.failed_rows is None
    assert retried.report.status == "complete"
    for name in ("generations.jsonl", "scores.jsonl"):
        assert (tmp_path / "run" / name).read_bytes() == (tmp_path / "clean" / name).read_bytes()


def test_profiles_that_cannot_be_read_are_refused_before_a_manifest_is_written(
    tmp_path: Path, offline_hub: Path
) -> None:
    """No --profiles and no hub: refused, and the run directory is left without a manifest
    (the next command, with --profiles, is not refused as another run)."""
    out = tmp_path / "run"
    with FakeOpenAIServer(_fixed_answers) as server:
        config = RoleBenchEvalConfig(
            split=str(TEST_FILE),
            model_access=ModelAccess(
                model="openai/fake-model",
                base_url=server.base_url,
                cache_path=tmp_path / "cache.sqlite",
            ),
            out=out,
            progress=False,
            n_bootstrap=0,
            limit=2,
        )
        with pytest.raises((ConfigError, InputError)):
            run_rolebench_eval(config)
        assert not (out / "manifest.json").exists()
        assert not out.exists() or not any(out.iterdir())  # nothing written at all
        assert server.requests == []
