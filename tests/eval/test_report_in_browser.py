"""The HTML reports opened as a user opens them, in real headless Chromium: the eval report's
sample browser (filters, search, a row's details), the comparison with both answers side by
side, and the RoleBench report; no console errors, no sideways scrolling at 1280 and 390 px
(and at 1280 px no table wider than its card)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.eval import EvalReport, read_report, write_report_files
from support.browser import (
    WIDTHS,
    cards_scrolling_sideways,
    choose,
    console_errors,
    open_report,
    open_row,
    overflow,
    screenshot_on_failure,
    search,
    shown_rows,
    wait_until,
)
from support.openai_server import FakeOpenAIServer
from support.report_runs import HOSTILE, eval_run, sample_test_set, write_judge_script

ROLEBENCH_SPLIT = (
    Path(__file__).resolve().parents[1]
    / "rolellm"
    / "data"
    / "rolebench-eng"
    / "instruction-generalization"
    / "role_specific"
)
FAILED_ROW = "row-00003"
UNDECIDED_ROW = "row-00006"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))


def with_failed_and_undecided_rows(run: Path) -> Path:
    """The run as a run with a failed row (its call failed for good: no answer, no scores) and
    a verdict the judge could not reach (score null) looks, its report written again."""
    for name, key in (("generations", "id"), ("scores", "id"), ("judgements", "row_id")):
        path = run / f"{name}.jsonl"
        write_jsonl(path, [r for r in read_jsonl(path) if r[key] != FAILED_ROW])
    judgements = read_jsonl(run / "judgements.jsonl")
    undecided = next(j for j in judgements if j["row_id"] == UNDECIDED_ROW)
    undecided.update(score=None, parsed=False, raw="CANNOT DECIDE")
    write_jsonl(run / "judgements.jsonl", judgements)
    report = read_report(run).to_json()
    report["failed_rows"] = [{"id": FAILED_ROW, "stage": "generation", "reason": "HTTP 500"}]
    (run / "report.json").write_text(json.dumps(report))
    write_report_files(run, EvalReport.model_validate(report))
    return run


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("runs")
    data = sample_test_set(root / "test.jsonl", rows_per_task=2)
    judge = write_judge_script(root)
    first = with_failed_and_undecided_rows(eval_run(root / "first", data, judge))
    second = eval_run(root / "second", data, judge, lambda i, row: "Yes. [no]" if i % 2 else "Yes.")
    compared = CliRunner().invoke(
        app, ["report", str(first), str(second), "--out", str(root / "compare")]
    )
    assert compared.exit_code == 0, compared.output
    rolebench = CliRunner().invoke(
        app,
        [
            "rolellm",
            "eval",
            "--split",
            str(ROLEBENCH_SPLIT / "test.jsonl"),
            "--responses",
            str(ROLEBENCH_SPLIT / "rolegpt_baseline.jsonl"),
            "--out",
            str(root / "rolebench"),
        ],
    )
    assert rolebench.exit_code == 0, rolebench.output
    return {
        "conversation": conversation_run(root),
        "first": first,
        "second": second,
        "compare": root / "compare" / "compare.html",
        "rolebench": root / "rolebench" / "report.html",
    }


LONG_WORD = "unbroken" * 40


def long_reply(request: dict[str, Any]) -> str:
    """A policy whose later replies carry an unbroken 320-character word and hostile markup."""
    turns = sum(1 for message in request["messages"] if message["role"] == "assistant")
    hostile = HOSTILE if turns > 1 else ""
    return f"I would rather not say, friend. {LONG_WORD if turns else ''} {hostile}"


def conversation_run(root: Path) -> Path:
    """The 18 sample rows continued for 3 turns by the scripted user (rules judge)."""
    with FakeOpenAIServer(long_reply) as policy:
        result = CliRunner().invoke(
            app,
            [
                "eval",
                "--data",
                str(sample_test_set(root / "conversation.jsonl", rows_per_task=1)),
                "--model",
                "openai/policy",
                "--model-base-url",
                policy.base_url,
                "--turns",
                "3",
                "--bertscore-model",
                "none",
                "--no-cache",
                "--out",
                str(root / "conversation"),
                "--no-progress",
            ],
        )
    assert result.exit_code == 0, result.output
    return root / "conversation"


def verdict(judgement: dict[str, Any]) -> str:
    if judgement["score"] is None:
        return "undecided"
    if judgement["parsed"] is False:
        return "unparsed"
    return {1: "pass", 0: "fail"}.get(judgement["score"], "out-of-range")


def searchable(run: Path) -> dict[str, str]:
    """Each row's text as a user would search it: id, task, conversation, reference, answer."""
    texts = {}
    for g in read_jsonl(run / "generations.jsonl"):
        parts = [g["id"], g["task"], *(m["content"] for m in g["question"]), g["reference"]]
        texts[g["id"]] = "\n".join([*parts, g["response"]]).lower()
    texts[FAILED_ROW] = f"{FAILED_ROW}\ntask not recorded\ngeneration: http 500"
    return texts


def found(texts: dict[str, str], query: str) -> int:
    """Rows holding every word of ``query``, as the search box finds them."""
    return sum(1 for text in texts.values() if all(w in text for w in query.lower().split()))


def check_page(driver: Any, path: Path, name: str) -> None:
    """At both widths: the page loads its rows, shows no console error, never scrolls sideways
    (a row opened included)."""
    for width in WIDTHS:
        with screenshot_on_failure(driver, f"{name}-{width}"):
            open_report(driver, path, width)
            assert console_errors(driver) == []
            assert overflow(driver) == 0
            if width >= 1280:  # on a laptop every table fits its card, none scrolls in place
                assert cards_scrolling_sideways(driver) == []
            open_row(driver, shown_rows(driver)[0])
            assert overflow(driver) == 0
            assert console_errors(driver) == []


def test_eval_report_filters_searches_and_opens_rows(driver: Any, runs: dict[str, Path]) -> None:
    run = runs["first"]
    path = run / "report.html"
    check_page(driver, path, "eval-report")
    judgements = read_jsonl(run / "judgements.jsonl")
    generations = read_jsonl(run / "generations.jsonl")
    with screenshot_on_failure(driver, "eval-report-filters"):
        open_report(driver, path, 1280)
        assert driver.title != "pwned" and HOSTILE not in driver.page_source
        total = len(generations) + 1  # the failed row has no answer but is listed
        assert choose(driver, "state", "") == total == 36

        task = generations[0]["task"]
        assert choose(driver, "task", task) == sum(1 for g in generations if g["task"] == task)
        assert choose(driver, "task", "task not recorded") == 1  # the failed row's task
        choose(driver, "task", "")

        expected_fails = {
            j["row_id"]
            for j in judgements
            if j["aspect"] == "knowledge_range" and verdict(j) == "fail"
        }
        choose(driver, "aspect", "knowledge_range")
        assert choose(driver, "verdict", "fail") == len(expected_fails) > 0
        assert {row.get_attribute("data-id") for row in shown_rows(driver)} == expected_fails
        assert all("Knowledge range: fail" in row.text for row in shown_rows(driver))
        choose(driver, "aspect", "")
        assert choose(driver, "verdict", "undecided") == 1
        assert "cannot decide" in shown_rows(driver)[0].text
        assert choose(driver, "verdict", "out-of-range") == len(
            {j["row_id"] for j in judgements if verdict(j) == "out-of-range"}
        )
        choose(driver, "verdict", "")
        assert choose(driver, "state", "failed") == 1
        failed = shown_rows(driver)[0]
        assert failed.get_attribute("data-id") == FAILED_ROW and "failed" in failed.text
        open_row(driver, failed)
        assert "generation: HTTP 500" in failed.text
        assert choose(driver, "state", "empty") == sum(1 for g in generations if not g["response"])
        choose(driver, "state", "")

        texts = searchable(run)
        for query in ("smiles", "rather not say", "row-00010", "ZZZ-nowhere", "HTTP 500"):
            assert search(driver, query) == found(texts, query), query
        assert search(driver, "row-00010") == 1 and search(driver, "ZZZ-nowhere") == 0
        search(driver, "")

        row = open_row(driver, shown_rows(driver)[0])
        first = generations[0]
        body = row.text
        assert first["reference"].split("\n")[0][:40] in body
        assert "Judge's answer".upper() in body.upper()
        prompt = row.find_element("css selector", ".sb-prompt")
        assert prompt.get_attribute("open") is None  # the judge prompt starts folded
        prompt.find_element("css selector", "summary").click()
        first_prompt = next(j for j in judgements if j["row_id"] == first["id"])["prompt"]
        wait_until(driver, lambda d: first_prompt.strip().split("\n")[0] in prompt.text)
        assert console_errors(driver) == []


def test_comparison_shows_paired_figures_and_both_answers_side_by_side(
    driver: Any, runs: dict[str, Path]
) -> None:
    path = runs["compare"]
    check_page(driver, path, "comparison")
    with screenshot_on_failure(driver, "comparison-rows"):
        open_report(driver, path, 1280)
        text = driver.find_element("css selector", "section.paired").text
        assert "Paired differences" in text and "AvgS(noMT)" in text and "ROUGE-L" in text
        # a task of the per-task table opens that task's rows
        link = driver.find_element("css selector", "section.paired a.task-name")
        task = link.text
        link.click()
        wait_until(
            driver,
            lambda d: (
                d.execute_script("return document.querySelector('#samples .sb-task').value") == task
            ),
        )
        assert all(task in row.text for row in shown_rows(driver))
        choose(driver, "task", "")
        row = open_row(driver, shown_rows(driver)[0])
        columns = row.find_elements("css selector", ".sb-answer")
        assert [c.find_element("css selector", ".sb-run-title").text for c in columns] == [
            "first",
            "second",
        ]
        tops = {c.rect["y"] for c in columns}
        assert len(tops) == 1  # side by side at 1280 px
        differs = choose(driver, "state", "differs")
        assert 0 < differs < 36
        # a row's link opens it, with both answers, wherever the filters stand
        driver.get(path.as_uri() + "#sample-row-00030")
        wait_until(
            driver,
            lambda d: d.execute_script(
                "const row = document.getElementById('sample-row-00030');"
                "return row !== null && row.open && row.querySelectorAll('.sb-answer').length === 2"
            ),
        )
        assert console_errors(driver) == []


def test_rolebench_report_lists_every_row_with_its_references(
    driver: Any, runs: dict[str, Path]
) -> None:
    path = runs["rolebench"]
    check_page(driver, path, "rolebench-report")
    rows = read_jsonl(ROLEBENCH_SPLIT / "test.jsonl")
    with screenshot_on_failure(driver, "rolebench-rows"):
        open_report(driver, path, 1280)
        assert choose(driver, "state", "") == len(rows)
        role = rows[0]["role"]
        assert choose(driver, "task", role) == sum(1 for r in rows if r["role"] == role)
        row = open_row(driver, shown_rows(driver)[0])
        assert rows[0]["question"].strip() in row.text and "ROUGE-L (SPE)" in row.text
        assert rows[0]["generated"][0].strip()[:40] in row.text
        assert console_errors(driver) == []


def test_conversation_report_shows_curves_and_every_whole_conversation(
    driver: Any, runs: dict[str, Path]
) -> None:
    run = runs["conversation"]
    path = run / "report.html"
    check_page(driver, path, "conversation-report")
    verdicts = read_jsonl(run / "conversation" / "verdicts.jsonl")
    last_turns = {r["id"]: r for r in read_jsonl(run / "conversation" / "policy-turn-3.jsonl")}
    with screenshot_on_failure(driver, "conversation-report-rows"):
        open_report(driver, path, 1280)
        assert driver.title != "pwned"
        section = driver.find_element("css selector", "section#conversations")
        assert "in character" in section.text and "TURN 3" in section.text.upper()
        chart = section.find_element("css selector", "svg.curves")
        assert chart.rect["width"] <= section.rect["width"]
        assert choose(driver, "state", "") == 18 == len(last_turns)
        failing = {
            v["conversation"]
            for v in verdicts
            if v["check"] == "in_character" and v["turn"] == 3 and v["score"] == 0
        }
        choose(driver, "aspect", "in_character@t3")
        assert choose(driver, "verdict", "fail") == len(failing)
        choose(driver, "aspect", "")
        choose(driver, "verdict", "")
        row = open_row(driver, shown_rows(driver)[0])
        conversation = last_turns[row.get_attribute("data-id")]["question"]
        user_turns = [m["content"] for m in conversation if m["role"] == "user"][-3:]
        for said in user_turns:  # every user turn of the conversation is shown
            assert said[:40] in row.text
        assert "TURN 3" in row.text.upper()
        assert overflow(driver) == 0
        assert console_errors(driver) == []
