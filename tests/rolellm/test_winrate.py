import json
import re
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError
from rolemrc.rolellm import PairJudgement, WinRateConfig, parse_winner, run_winrate
from support.openai_server import FakeOpenAIServer


def test_parse_winner_maps_positions_to_systems() -> None:
    assert parse_winner("Reasoning...\nWinner: 1", "ab") == "a"
    assert parse_winner("Winner: 1", "ba") == "b"
    assert parse_winner("winner：**2**", "ab") == "b"
    assert parse_winner("Winner: 2 ... on reflection, Winner: tie", "ba") == "tie"
    assert parse_winner("Response 1 is better.", "ab") is None


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
                judge="openai/fake-model",
                judge_base_url=server.base_url,
                out=tmp_path / "out",
                cache_path=tmp_path / "cache.sqlite",
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
        run_winrate(WinRateConfig(a=a, b=a, judge="openai/x", out=tmp_path / "out"))
