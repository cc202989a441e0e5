"""Rewards on a judge model served OpenAI-compatibly (a real local server): the upstream
prompts, the cache, undecided answers, and a failed call that raises instead of scoring 0; a
judge registered from outside; a judge that gives no verdicts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, Generation, Judgement
from rolemrc.eval import (
    Difference,
    JudgeKind,
    JudgeSettings,
    OfflineJudge,
    _judges,
    judge_kind_of,
    judge_names,
    register_judge,
)
from rolemrc.llm import ModelAccess, ModelCallError
from rolemrc.rewards import build_rewards, reward_judge, verdict_reward
from rolemrc.rules import JudgeCall, judge_templates
from support.openai_server import FakeOpenAIServer
from support.reward_rows import ANSWER, ANSWER_NARRATED, batch

KR_TASK = "role_related_mrc_answer_with_narration"  # knowledge_range + style_compliance
PRIORITY_TASK = "role_related_mrc_answer_no_narration-refused"


def judge_answer(request: dict[str, Any]) -> str:
    """1 for knowledge range, 0 for style, an unparseable answer for priority."""
    prompt = request["messages"][0]["content"]
    if "knowledge range" in prompt:
        return "1"
    if "speech style" in prompt:
        return "Score: 0"
    return "one"


@pytest.fixture
def judge_server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(judge_answer) as server:
        yield server


def access(server: FakeOpenAIServer, tmp_path: Path, **settings: Any) -> ModelAccess:
    return ModelAccess(
        model="openai/judge",
        base_url=server.base_url,
        cache_path=tmp_path / "cache.db",
        backoff_base_s=0.0,
        **settings,
    )


def test_a_judge_model_scores_with_the_upstream_prompts(
    judge_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    aggregate, knowledge = build_rewards(
        "aggregate,knowledge_range", reward_judge(access(judge_server, tmp_path))
    )
    kwargs = batch(
        [
            (KR_TASK, ANSWER_NARRATED),
            (PRIORITY_TASK, ANSWER),
            ("free_chat_role_first_no_narration", ANSWER),
        ]
    )
    assert aggregate(**kwargs) == [0.5, None, None]  # 1 and 0; "one" does not parse
    assert knowledge(**kwargs) == [1.0, None, None]
    sent = [request["messages"][0]["content"] for request in judge_server.requests]
    assert len(sent) == 3  # the second reward's call was answered from the cache
    templates = judge_templates()["templates"]
    # requests are in flight together, so the server may see them in any order
    prefix = templates["knowledge_range"].split("{conversations}")[0]
    assert any(prompt.startswith(prefix) for prompt in sent)
    assert all(
        request["temperature"] == 0.7 and request["max_tokens"] == 4
        for request in judge_server.requests
    )
    aggregate.close()


def test_rules_first_rewards_ask_the_judge_model_only_what_the_rules_cannot_decide(
    judge_server: FakeOpenAIServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", judge_server.base_url)
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path))
    [knowledge] = build_rewards("knowledge_range", reward_judge("rules+openai/judge"))
    undecided = "I would not know, friend."  # says nothing the rules can read either way
    rows = batch([(KR_TASK, ANSWER_NARRATED), (KR_TASK, undecided), (KR_TASK, "Hm.")])
    assert knowledge(**rows) == [1.0, 1.0, 0.0]  # the rules, the judge model, the rules
    [sent] = [request["messages"][0]["content"] for request in judge_server.requests]
    assert "knowledge range" in sent and undecided in sent
    knowledge.close()


def test_a_failed_judge_call_raises_instead_of_scoring(
    judge_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    [aggregate] = build_rewards(
        "aggregate", reward_judge(access(judge_server, tmp_path, max_attempts=2, cache=False))
    )
    judge_server.fail_when(lambda request: "speech style" in request["messages"][0]["content"], 500)
    with pytest.raises(ModelCallError):
        aggregate(**batch([(KR_TASK, ANSWER_NARRATED)]))
    aggregate.close()


@pytest.mark.parametrize(
    ("score", "parsed", "reward"),
    [(1, True, 1.0), (0, True, 0.0), (0, False, None), (2, True, 2.0), (None, True, None)],
)
def test_the_one_mapping_from_verdict_to_reward(
    score: int | None, parsed: bool, reward: float | None
) -> None:
    verdict = Judgement.model_construct(  # score None: a judge that cannot decide
        id="a",
        row_id="a",
        task=KR_TASK,
        aspect="knowledge_range",
        judge="j",
        score=score,
        parsed=parsed,
        raw="",
    )
    assert verdict_reward(verdict) == reward


class PassEverything(OfflineJudge):
    """A judge registered from outside: every call passes."""

    kind = JudgeKind(name="pass", label="passes everything")
    name = "pass-all"

    def differences(self) -> list[Difference]:
        return []

    def verdict(self, call: JudgeCall, generation: Generation) -> Judgement:
        return Judgement(
            id=call.id,
            row_id=call.row_id,
            task=call.task,
            aspect=call.aspect.value,
            judge=self.name,
            score=1,
            parsed=True,
            raw="1",
        )


def test_a_judge_registered_from_outside_serves_the_rewards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_judges, "_NAMED", dict(_judges._NAMED))
    monkeypatch.setattr(_judges, "_BY_KIND", dict(_judges._BY_KIND))

    @register_judge(PassEverything.kind, name="pass-all")
    def _pass_all(spec: str, settings: JudgeSettings) -> PassEverything:
        return PassEverything()

    assert judge_kind_of("pass-all").name == "pass" and "pass-all" in judge_names()
    [aggregate] = build_rewards("aggregate", reward_judge("pass-all"))
    assert aggregate(**batch([(KR_TASK, ANSWER_NARRATED)])) == [1.0]


def test_the_judge_rewards_refuse_a_judge_that_gives_no_verdicts() -> None:
    [aggregate, reference] = build_rewards("aggregate,reference", reward_judge("none"))
    assert reference(**batch([(KR_TASK, ANSWER_NARRATED)])) != [None]
    with pytest.raises(ConfigError, match="judge 'none' gives no verdicts"):
        aggregate(**batch([(KR_TASK, ANSWER_NARRATED)]))
