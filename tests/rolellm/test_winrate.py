import json
import re
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, InputError
from rolemrc.llm import ModelAccess
from rolemrc.rolellm import PairJudgement, WinRateConfig, parse_winner, run_winrate
from rolemrc.rolellm._winrate import judge_prompt
from support.openai_server import FakeOpenAIServer, echo_last_user_message


def test_parse_winner_maps_positions_to_systems() -> None:
    assert parse_winner("Reasoning...\nWinner: 1", "ab") == "a"
    assert parse_winner("Winner: 1", "ba") == "b"
    assert parse_winner("winner：**2**", "ab") == "b"
    assert parse_winner("Winner: 2 ... on reflection, Winner: tie", "ba") == "tie"
    assert parse_winner("Response 1 is better.", "ab") is None


ECHO_PROMPT = judge_prompt("R", "", "What do you cook?", "Stew, always stew.", "Soup.")


def test_only_the_judges_own_verdict_is_parsed() -> None:
    # the instruction's quoted choices are not a verdict, whether alone or after a real one
    instruction = ECHO_PROMPT.splitlines()[-1]
    assert '"Winner: tie"' in instruction
    assert parse_winner(instruction, "ab") is None
    assert parse_winner(f"Winner: 2\n(as asked: {instruction})", "ab") == "b"
    assert parse_winner("Winner: 1\nOn reflection:\nWinner: 2", "ab") == "b"
    assert parse_winner('Both are fine, but "Winner: 1"', "ba") == "b"  # quoted, yet its own
    for offered in ("Winner: 1 or 2", "Winner: 1 / Winner: tie", "**Winner:** 2 or tie"):
        assert parse_winner(offered, "ab") is None, offered
    # a reply that repeats the judge prompt is unparsed, even with a verdict line after it
    quoted = ("What do you cook?", "Stew, always stew.", "Soup.")
    for echo in (ECHO_PROMPT, f"{ECHO_PROMPT}\nWinner: 1", f"echo: {ECHO_PROMPT[:200]}"):
        assert parse_winner(echo, "ab", prompt=ECHO_PROMPT, quoted=quoted) is None
    # quoting the answers and the question is the judge's right
    reasoned = (
        "The question was 'What do you cook?'. Response 1 says 'Stew, always stew.', which "
        "sounds like R; Response 2 only says 'Soup.'\nWinner: 1"
    )
    assert parse_winner(reasoned, "ba", prompt=ECHO_PROMPT, quoted=quoted) == "b"


def test_an_echoing_judge_gives_no_win_rate(tmp_path: Path) -> None:
    """The test server's default answer repeats the prompt: every call is unparsed."""
    a = _write(tmp_path / "a.jsonl", {"q1": "fine", "q2": "good"})
    b = _write(tmp_path / "b.jsonl", {"q1": "okay", "q2": "bad"})
    with FakeOpenAIServer() as server:
        summary = run_winrate(
            WinRateConfig(
                a=a,
                b=b,
                judge_access=ModelAccess(
                    model="openai/fake-model", base_url=server.base_url, cache=False
                ),
                out=tmp_path / "out",
                progress=False,
            )
        )
        assert server.requests and all(
            echo_last_user_message(request).endswith('"Winner: tie".')
            for request in server.requests
        )
    assert summary["win_rate"] == {"mean": None, "std": None, "n": 0, "ci95": None}
    assert (summary["unparsed_calls"], summary["unjudged_items"]) == (4, 2)


def _write(path: Path, answers: dict[str, str]) -> Path:
    path.write_text(
        "".join(
            json.dumps({"role": "R", "question": question, "response": answer}) + "\n"
            for question, answer in answers.items()
        )
    )
    return path


def _judge(request: dict[str, Any]) -> str:
    """Prefers the answer saying "good"; q1 ties; q2 always picks the first position; q4 is
    unreadable."""
    prompt = request["messages"][0]["content"]
    question = re.search(r"Question:\n(.*)\n", prompt)
    assert question is not None
    first = re.search(r"Response 1:\n(.*)\n", prompt)
    assert first is not None
    if question.group(1) == "q1":
        return "Winner: tie"
    if question.group(1) == "q2":
        return "Winner: 1"
    if question.group(1) == "q4":
        return "I cannot decide."
    return "Winner: 1" if "good" in first.group(1) else "Winner: 2"


def test_win_rate_with_swapped_orders(tmp_path: Path) -> None:
    a = _write(
        tmp_path / "a.jsonl",
        {"q1": "fine", "q2": "x", "q3": "good", "q4": "y", "q5": "bad", "only-a": "z"},
    )
    b = _write(
        tmp_path / "b.jsonl", {"q1": "okay", "q2": "w", "q3": "bad", "q4": "v", "q5": "good"}
    )
    with FakeOpenAIServer(_judge) as server:
        summary = run_winrate(
            WinRateConfig(
                a=a,
                b=b,
                judge_access=ModelAccess(
                    model="openai/fake-model",
                    base_url=server.base_url,
                    cache_path=tmp_path / "cache.sqlite",
                ),
                out=tmp_path / "out",
                progress=False,
                n_bootstrap=0,
            )
        )
        assert len(server.requests) == 10  # 5 shared questions, both orders
    # q1 tie (0.5), q2 position-inconsistent (0.5), q3 A wins (1), q4 unparsed, q5 B wins (0).
    assert summary["win_rate"]["mean"] == pytest.approx(0.5)
    assert (summary["n_items"], summary["n_judged_items"], summary["unjudged_items"]) == (5, 4, 1)
    assert (summary["wins"], summary["losses"], summary["ties"]) == (1, 1, 2)
    assert summary["position_inconsistent"] == 1 and summary["unparsed_calls"] == 2
    # Decided verdicts: q2 twice first, q3 and q5 once first and once second each.
    assert summary["first_position_rate"] == pytest.approx(4 / 6)
    lines = (tmp_path / "out" / "judgements.jsonl").read_text().splitlines()
    judgements = [PairJudgement.model_validate_json(line) for line in lines]
    assert [(j.item, j.order, j.verdict) for j in judgements[4:6]] == [
        (2, "ab", "a"),
        (2, "ba", "a"),
    ]
    assert json.loads((tmp_path / "out" / "winrate.json").read_text())["wins"] == 1


def test_same_file_twice_is_refused(tmp_path: Path) -> None:
    a = _write(tmp_path / "a.jsonl", {"q": "x"})
    with pytest.raises(ConfigError, match="same file"):
        run_winrate(
            WinRateConfig(
                a=a, b=a, judge_access=ModelAccess(model="openai/x"), out=tmp_path / "out"
            )
        )


ROLE_SPECIFIC_DIR = (
    Path(__file__).parent / "data" / "rolebench-eng" / "role-generalization" / "role_specific"
)
SPLIT = ROLE_SPECIFIC_DIR / "test.jsonl"
BASELINE = ROLE_SPECIFIC_DIR / "rolegpt_baseline.jsonl"


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _write_lines(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines))
    return path


def _system_b(path: Path, count: int | None = None) -> Path:
    """Answers in the shape ``rolellm eval`` writes: row id, position, role, question."""
    rows = _lines(SPLIT)[:count]
    return _write_lines(
        path,
        [
            {
                "id": f"row-{i:05d}",
                "position": i,
                "role": row["role"],
                "question": row["question"],
                "response": f"B's answer to row {i}.",
            }
            for i, row in enumerate(rows)
        ],
    )


def _prefers_b(request: dict[str, Any]) -> str:
    prompt = request["messages"][0]["content"]
    first = re.search(r"Response 1:\n(.*)\n", prompt)
    return "Winner: 1" if first is not None and "B's answer" in first.group(1) else "Winner: 2"


def _judge_config(a: Path, b: Path, out: Path, base_url: str, **extra: Any) -> WinRateConfig:
    return WinRateConfig(
        a=a,
        b=b,
        judge_access=ModelAccess(model="openai/fake-model", base_url=base_url, cache=False),
        out=out,
        progress=False,
        n_bootstrap=0,
        **extra,
    )


def test_repeated_questions_are_judged_once_per_row(tmp_path: Path) -> None:
    b = _system_b(tmp_path / "b.jsonl")
    rows, baseline = _lines(SPLIT), _lines(BASELINE)
    # The row each baseline line answers: the k-th line of a pair answers its k-th row.
    queues: dict[tuple[str, str], list[int]] = {}
    for position, row in enumerate(rows):
        queues.setdefault((row["role"], row["question"]), []).append(position)
    row_of_line = [queues[(line["role"], line["question"])].pop(0) for line in baseline]
    with FakeOpenAIServer(_prefers_b) as server:
        summary = run_winrate(_judge_config(BASELINE, b, tmp_path / "out", server.base_url))
        prompts = [request["messages"][0]["content"] for request in server.requests]
    assert summary["n_items"] == 24 and summary["matched_by"] == {"b": "role and question"}
    assert (summary["answered_by_a_only"], summary["answered_by_b_only"]) == (0, 0)
    assert summary["win_rate"]["mean"] == 0.0 and summary["position_inconsistent"] == 0
    judgements = [
        PairJudgement.model_validate_json(line)
        for line in (tmp_path / "out" / "judgements.jsonl").read_text().splitlines()
    ]
    # Without a split the rows are A's lines: ids and positions are theirs.
    assert [(j.item, j.id, j.position, j.order) for j in judgements[:2]] == [
        (0, "row-00000", 0, "ab"),
        (0, "row-00000", 0, "ba"),
    ]
    for judgement in judgements:
        if judgement.order != "ab":
            continue
        line = baseline[judgement.position]
        prompt = next(text for text in prompts if f"row {row_of_line[judgement.position]}." in text)
        assert line["generated"][0].strip() in prompt, judgement.position
        assert judgement.question == line["question"]


def test_with_a_split_both_files_are_matched_to_its_rows(tmp_path: Path) -> None:
    a = _system_b(tmp_path / "a.jsonl", count=10)  # a --limit 10 run, ids and positions
    with FakeOpenAIServer(_prefers_b) as server:
        summary = run_winrate(
            _judge_config(BASELINE, a, tmp_path / "out", server.base_url, split=str(SPLIT))
        )
        assert len(server.requests) == 20
    assert summary["matched_by"] == {"a": "role and question", "b": "id"}
    assert (summary["n_items"], summary["answered_by_a_only"], summary["answered_by_b_only"]) == (
        10,
        14,
        0,
    )
    assert summary["split"] == str(SPLIT)
    judgements = [
        json.loads(line)
        for line in (tmp_path / "out" / "judgements.jsonl").read_text().splitlines()
    ]
    assert [(j["id"], j["position"]) for j in judgements[::2]] == [
        (f"row-{i:05d}", i) for i in range(10)
    ]


def test_pairs_that_cannot_be_told_apart_are_refused(tmp_path: Path) -> None:
    # A's first 8 rows without ids ask Jordan Belfort's repeated question twice; B answers it
    # three times: which two of B's answers go with A's cannot be told without the split.
    plain = [
        {"role": row["role"], "question": row["question"], "response": f"A{i}"}
        for i, row in enumerate(_lines(SPLIT)[:8])
    ]
    a = _write_lines(tmp_path / "a.jsonl", plain)
    with pytest.raises(InputError) as caught:
        run_winrate(
            WinRateConfig(
                a=a, b=BASELINE, judge_access=ModelAccess(model="openai/x"), out=tmp_path / "out"
            )
        )
    assert str(caught.value).startswith(f"{BASELINE}:")
    assert "give each line the 'id' of its row, or write the lines in the rows' order" in str(
        caught.value
    )
    # Against the split, A's lines are its first rows (by position) and B's all of them.
    with FakeOpenAIServer(_prefers_b) as server:
        summary = run_winrate(
            _judge_config(a, BASELINE, tmp_path / "out", server.base_url, split=str(SPLIT))
        )
    assert summary["matched_by"] == {"a": "position", "b": "role and question"}
    assert summary["n_items"] == 8 and summary["answered_by_b_only"] == 16


def test_with_a_split_a_line_answering_none_of_its_rows_is_refused(tmp_path: Path) -> None:
    lines = _lines(BASELINE)
    lines[3]["question"] = "Not in the split?"
    b = _write_lines(tmp_path / "b.jsonl", lines)
    a = _system_b(tmp_path / "a.jsonl")
    with pytest.raises(InputError, match=r"b\.jsonl:4, field 'question': 1 line\(s\) answer no"):
        run_winrate(
            WinRateConfig(
                a=a,
                b=b,
                judge_access=ModelAccess(model="openai/x"),
                out=tmp_path / "out",
                split=str(SPLIT),
            )
        )
