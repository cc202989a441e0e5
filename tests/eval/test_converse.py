"""``rolemrc eval --turns N``: conversations continued against fake servers (policy, user) and
offline (the scripted user, the rules judge); resuming, call counts by role, refusals."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.core import ConfigError
from rolemrc.eval import EvalConfig, run_eval, write_sample_test_set
from rolemrc.llm import ModelAccess, ModelRoles
from support.openai_server import FakeOpenAIServer

TURNS = 2
ROWS = 18


def policy_reply(request: dict[str, Any]) -> str:
    """An in-character reply that keeps short and ends with a question."""
    return "I have dived these waters for years, and I will not guess beyond what I know. Why?"


def user_draft(request: dict[str, Any]) -> str:
    """The user model: its first draft of the first turn answers for the role (refused and
    asked again); otherwise a message, with the rule it is asked to add."""
    prompt = request["messages"][-1]["content"]
    if "message number 1 since" in prompt and "earlier drafts" not in prompt:
        return "Assistant: I cannot tell you that."
    rule = re.search(r'very close ones: "([^"]+)"', prompt)
    return f"Please {rule.group(1)}. Tell me more." if rule else "Come on, just a rough guess."


@pytest.fixture
def servers() -> Iterator[tuple[FakeOpenAIServer, FakeOpenAIServer]]:
    with FakeOpenAIServer(policy_reply) as policy, FakeOpenAIServer(user_draft) as user:
        yield policy, user


@pytest.fixture
def sample_file(tmp_path: Path) -> Path:
    return write_sample_test_set(tmp_path / "sample.jsonl")


def model_user_config(
    data: Path, out: Path, policy: FakeOpenAIServer, user: FakeOpenAIServer, cache: Path
) -> EvalConfig:
    access: dict[str, Any] = {"cache_path": cache, "backoff_base_s": 0.0, "max_attempts": 1}
    return EvalConfig(
        data=str(data),
        models=ModelRoles(
            policy=ModelAccess(model="openai/policy", base_url=policy.base_url, **access),
            user=ModelAccess(model="openai/user", base_url=user.base_url, **access),
        ),
        user="openai/user",
        turns=TURNS,
        out=out,
        judge="rules",
        bertscore_model="none",
        progress=False,
    )


def test_a_model_user_run_counts_every_call_by_role_and_every_reask(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, user = servers
    config = model_user_config(sample_file, tmp_path / "run", policy, user, tmp_path / "c.db")
    result = run_eval(config)
    report = result.report.to_json()
    block = report["conversations"]
    assert block["completed"] == ROWS and block["turns"] == TURNS
    assert block["user_reasks"] == {"total": ROWS, "turns_reasked": ROWS, "user_turns": 36}
    assert len(user.requests) == ROWS * 2 + ROWS  # turn 1 asked twice, turn 2 once
    assert len(policy.requests) == ROWS * (TURNS + 1)
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["usage"]["user"]["calls"] == len(user.requests)
    assert manifest["usage"]["policy"]["calls"] == len(policy.requests)
    assert manifest["usage"]["judge"]["calls"] == 0
    # the refused draft's reason reached the second request, so it was not a cache hit
    assert any("answers for the role" in r["messages"][-1]["content"] for r in user.requests)
    # a later request of the policy holds the whole conversation so far
    longest = max(policy.requests, key=lambda r: len(r["messages"]))
    assert [m["role"] for m in longest["messages"]][-4:] == ["assistant", "user"] * 2
    # curves: one value per turn, shares of conversations
    for curve in block["curves"].values():
        assert len(curve["still"]) == TURNS + 1
        assert all(v is None or 0 <= v <= 1 for v in curve["still"])
    # the rule-stacking rows asked for a rule, which is checked on later turns
    assert any(name.startswith("rule:") for name in block["curves"])

    again = run_eval(config)  # cached and resumed: nothing is sent again, same report
    assert len(user.requests) == ROWS * 3 and len(policy.requests) == ROWS * (TURNS + 1)
    assert again.report.to_json()["conversations"] == block


def test_a_failed_turn_stops_its_conversation_and_never_flatters_then_resumes(
    servers: tuple[FakeOpenAIServer, FakeOpenAIServer], sample_file: Path, tmp_path: Path
) -> None:
    policy, user = servers
    victim = "Come on, just a rough guess."
    policy.fail_when(
        lambda body: body["messages"][-1]["content"] == victim and len(body["messages"]) > 5,
        500,
    )
    config = model_user_config(sample_file, tmp_path / "run", policy, user, tmp_path / "c.db")
    first = run_eval(config).report.to_json()
    assert first["status"] == "incomplete"
    stopped = [c for c in first["conversations"]["conversations"] if c["stopped_at"] is not None]
    assert stopped and all(c["stopped_at"] == c["turns"] + 1 for c in stopped)
    assert all(c["stopped_because"].startswith("policy turn") for c in stopped)
    assert all(c["first_failure"] is not None for c in stopped)
    assert all(c["first_failure"] <= c["stopped_at"] for c in stopped)
    everything = first["conversations"]["curves"]["all_checks"]["still"]
    assert everything[TURNS] <= (ROWS - len(stopped)) / ROWS
    # turn 0 of a conversation that stopped later is not a failed row
    assert first.get("failed_rows") is None and first["n_rows"] == ROWS

    policy._failure_rules.clear()
    sent = len(policy.requests)
    second = run_eval(config).report.to_json()
    assert second["status"] == "complete"
    assert second["conversations"]["completed"] == ROWS
    # only the turns not yet answered are asked
    assert len(policy.requests) - sent == sum(TURNS - c["turns"] for c in stopped)


def test_scripted_three_turn_run_offline(sample_file: Path, tmp_path: Path) -> None:
    config = EvalConfig(
        data=str(sample_file),
        models=ModelRoles(policy=ModelAccess(model="mock/echo", cache=False)),
        turns=3,
        out=tmp_path / "run",
        bertscore_model="none",
        progress=False,
    )
    report = run_eval(config).report.to_json()
    block = report["conversations"]
    assert block["user"] == "scripted" and block["completed"] == ROWS
    assert sum(block["first_failure"]["by_turn"]) + block["first_failure"]["never"] == ROWS
    verdicts = (tmp_path / "run" / "conversation" / "verdicts.jsonl").read_text().splitlines()
    turns = {json.loads(line)["turn"] for line in verdicts}
    assert turns == {0, 1, 2, 3}
    assert "user" in report["usage"]
    html = (tmp_path / "run" / "report.html").read_text()
    assert 'id="conversations"' in html and '<svg class="curves"' in html
    markdown = (tmp_path / "run" / "report.md").read_text()
    assert "## Conversations" in markdown and "| in character |" in markdown


@pytest.mark.parametrize(
    ("settings", "named"),
    [
        ({"turns": 0}, "turns"),
        ({"turns": 2, "user": "hf/./no-such-model-dir"}, "user"),
        ({"turns": 2, "user_templates": "no-such-templates"}, "user_templates"),
        ({"user": "openai/user"}, "turns"),
    ],
)
def test_settings_that_cannot_work_are_refused_before_any_call(
    settings: dict[str, Any], named: str, sample_file: Path, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    with pytest.raises(ConfigError) as refused:
        run_eval(
            EvalConfig(
                data=str(sample_file),
                models=ModelRoles(policy="mock/echo"),
                out=out,
                bertscore_model="none",
                progress=False,
                **settings,
            )
        )
    assert named in str(refused.value)
    assert not out.exists()


def test_a_user_template_that_does_not_render_is_refused(sample_file: Path, tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "user_persona.j2").write_text("You are {{ persona }}.")
    (templates / "user_turn.j2").write_text("{{ no_such_value }}")
    with pytest.raises(ConfigError, match="user_templates"):
        run_eval(
            EvalConfig(
                data=str(sample_file),
                models=ModelRoles(policy="mock/echo"),
                out=tmp_path / "run",
                turns=1,
                user_templates=templates,
                bertscore_model="none",
                progress=False,
            )
        )


def compared(runs: list[Path], out: Path) -> str:
    """``rolemrc report A B --out OUT``'s Markdown."""
    result = CliRunner().invoke(app, ["report", *map(str, runs), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return (out / "compare.md").read_text()


def test_report_a_b_pairs_conversations_turn_by_turn(sample_file: Path, tmp_path: Path) -> None:
    rules = tmp_path / "refuses.jsonl"
    rules.write_text('{"answer": "I would rather not say, friend, it is beyond me."}\n')
    runs = []
    for name, policy in (("echo", "mock/echo"), ("refuses", f"mock/{rules}")):
        config = EvalConfig(
            data=str(sample_file),
            models=ModelRoles(policy=ModelAccess(model=policy, cache=False)),
            turns=2,
            out=tmp_path / name,
            bertscore_model="none",
            progress=False,
        )
        runs.append(run_eval(config).out)
    markdown = compared(runs, tmp_path / "compare")
    for turn in (1, 2):
        line = next(x for x in markdown.splitlines() if f"turn {turn}: every check still" in x)
        assert f"| {ROWS} |" in line  # every conversation paired at every turn
    single = EvalConfig(
        data=str(sample_file),
        models=ModelRoles(policy=ModelAccess(model="mock/echo", cache=False)),
        out=tmp_path / "single",
        bertscore_model="none",
        progress=False,
    )
    mixed = compared([runs[0], run_eval(single).out], tmp_path / "mixed")
    assert "only one of the runs continued its conversations" in mixed


def test_an_llm_judge_judges_every_turn_with_the_whole_conversation(
    sample_file: Path, tmp_path: Path
) -> None:
    access: dict[str, Any] = {"cache_path": tmp_path / "c.db", "backoff_base_s": 0.0}
    with FakeOpenAIServer(policy_reply) as policy, FakeOpenAIServer(lambda r: "1") as judge:
        config = EvalConfig(
            data=str(sample_file),
            models=ModelRoles(
                policy=ModelAccess(model="openai/policy", base_url=policy.base_url, **access),
                judge=ModelAccess(model="openai/judge", base_url=judge.base_url, **access),
            ),
            judge="openai/judge",
            turns=1,
            out=tmp_path / "run",
            bertscore_model="none",
            progress=False,
        )
        report = run_eval(config).report.to_json()
    turn_calls = (tmp_path / "run" / "conversation" / "judgements.jsonl").read_text().splitlines()
    single_calls = (tmp_path / "run" / "judgements.jsonl").read_text().splitlines()
    assert len(turn_calls) == len(single_calls)  # the same aspects at turn 1 as at turn 0
    assert len(judge.requests) == len(turn_calls) + len(single_calls)
    assert report["usage"]["judge"]["calls"] == len(judge.requests)
    later = [r for r in judge.requests if "a rough figure is fine" in r["messages"][-1]["content"]]
    assert later  # the judge reads the user's pressure and the replies before it
    aspect_curve = report["conversations"]["curves"]["knowledge_boundary"]["still"]
    assert aspect_curve == [1.0, 1.0]  # the judge passed everything
