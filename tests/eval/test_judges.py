"""The judge protocol and registry: which judge a --judge value selects, what its kind tells
readers, how a model judge asks through the function it is handed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from rolemrc.core import ConfigError, Generation, Judgement, Message
from rolemrc.eval import (
    NO_JUDGE,
    RULES_JUDGE,
    AskModel,
    JudgeIO,
    JudgeKind,
    JudgeSettings,
    ModelJudge,
    NoJudge,
    RowCall,
    RulesFirstJudge,
    RulesJudge,
    _judges,
    judge_kind_named,
    judge_kind_of,
    judge_model_spec,
    judge_named,
    judge_names,
    make_judge,
    register_judge,
)
from rolemrc.llm import ChatRequest, ChatResult, ModelAccess, ModelCallError

TASK = "role_related_mrc_answer_with_narration"  # knowledge_range + style_compliance


def generation(response: str = "Hm.", row_id: str = "r1") -> Generation:
    return Generation(
        id=row_id,
        task=TASK,
        question=[
            Message(role="system", content="You are Evan, a river guide. You speak plainly."),
            Message(role="user", content="Passage 1: The river floods.\nQuestion: Why?"),
        ],
        reference="It floods.",
        response=response,
        model="m",
    )


def row_calls(judge: Any, *rows: Generation) -> list[RowCall]:
    return [(call, row) for row in rows for call in judge.calls(row)]


def answering_all_but_the_last(asked: list[ChatRequest]) -> AskModel:
    """A judge model that answers "1" to every request it is sent but the last, which fails
    for good; what it is sent goes to ``asked``."""

    def ask(
        requests: Sequence[ChatRequest],
        on_result: Callable[[int, ChatResult], None],
        on_failure: Callable[[int, ModelCallError], None],
    ) -> None:
        asked.extend(requests)
        for position in range(len(requests) - 1):
            on_result(position, ChatResult(text="1"))
        on_failure(len(requests) - 1, ModelCallError("openai/judge", "gone"))

    return ask


def test_the_judge_value_selects_by_its_form() -> None:
    assert isinstance(make_judge("rules"), RulesJudge)
    assert isinstance(make_judge("none"), NoJudge)
    judge = make_judge("openai/gpt-4o", JudgeSettings(temperature=0.0, max_tokens=2))
    assert isinstance(judge, ModelJudge)
    assert judge.model == ModelAccess(model="openai/gpt-4o")
    assert judge.identity() == {"judge": "openai/gpt-4o", "temperature": 0.0, "max_tokens": 2}
    access = ModelAccess(model="openai/gpt-4o", base_url="http://judge:8000/v1")
    assert make_judge("openai/gpt-4o", JudgeSettings(access=access)).model == access
    assert judge_names() == (RULES_JUDGE, NO_JUDGE) == ("rules", "none")
    assert judge_named("rules") is not None and judge_named("openai/gpt-4o") is None


def test_rules_first_names_its_judge_model_after_the_prefix() -> None:
    access = ModelAccess(model="openai/gpt-4o", base_url="http://judge:8000/v1")
    judge = make_judge("rules+openai/gpt-4o", JudgeSettings(access=access, max_tokens=3))
    assert isinstance(judge, RulesFirstJudge)
    assert judge.model == access and judge.name == "rules+openai/gpt-4o"
    assert judge.identity() == {
        "judge": "rules+openai/gpt-4o",
        "temperature": 0.7,
        "max_tokens": 3,
    }
    assert make_judge("rules+embedded").model == ModelAccess(model="embedded")
    kind = judge_kind_of("rules+embedded")
    assert (kind.name, kind.asks_model, kind.heuristic) == ("rules+llm", True, True)
    assert judge_kind_named("rules+llm") is kind
    assert [judge_model_spec(spec) for spec in ("rules", "none", "openai/x", "rules+openai/x")] == [
        None,
        None,
        "openai/x",
        "openai/x",
    ]
    with pytest.raises(ConfigError, match="names no judge model: write rules\\+MODEL"):
        judge_model_spec("rules+ ")
    assert judge_named("rules+openai/x") is None  # a judge of that name: rules or none


def test_rules_first_asks_the_model_only_what_the_rules_cannot_decide() -> None:
    judge = make_judge("rules+openai/judge")
    rows = [
        generation("Hm."),  # the rules decide both aspects: fails
        generation("(Evan squints) It floods because the snow melts, friend.", row_id="r2"),
        generation("I would not know.", row_id="r3"),  # the rules decide style only
    ]
    calls = row_calls(judge, *rows)
    asked: list[ChatRequest] = []
    ask = answering_all_but_the_last(asked)
    verdicts: dict[int, Judgement] = {}
    failed: list[int] = []
    judge.judge(
        calls,
        range(len(calls)),
        JudgeIO(ask, verdicts.__setitem__, lambda index, error: failed.append(index)),
    )
    rules = {index: RulesJudge().verdict(*calls[index]) for index in range(len(calls))}
    open_calls = [index for index, verdict in rules.items() if verdict.score is None]
    assert open_calls == [2, 4]  # knowledge range of r2 and r3
    assert [request.messages[-1].content for request in asked] == [
        calls[index][0].prompt for index in open_calls
    ]
    assert failed == [4] and sorted(verdicts) == [0, 1, 2, 3, 5]
    for index, verdict in verdicts.items():
        if index in open_calls:
            assert (verdict.judge, verdict.score, verdict.raw) == ("rules+openai/judge", 1, "1")
            assert verdict.detail.startswith(
                "judge model openai/judge; the rules could not decide: knowledge_range"
            )
        else:
            assert verdict == rules[index]  # the rules judge's, under its own name


def test_kinds_say_what_readers_need_instead_of_their_names() -> None:
    rules, none, model = (judge_kind_of(spec) for spec in ("rules", "none", "hf/some-model"))
    assert (rules.name, none.name, model.name) == ("rules", "none", "llm")
    assert rules.heuristic and not none.gives_verdicts and model.asks_model
    assert [callout.title for callout in rules.callouts + none.callouts] == [
        "Heuristic judge",
        "Not judged",
    ]
    assert judge_kind_named("llm") is model
    assert judge_kind_named("someone-elses-kind") is model  # as an unnamed --judge value is


def test_offline_judges_give_their_verdicts_without_asking() -> None:
    def never(*_: object) -> None:
        raise AssertionError("an offline judge asked a model")

    rows = [generation(), generation("I would not know.", row_id="r2")]
    verdicts: dict[int, Judgement] = {}
    rules = make_judge("rules")
    calls = row_calls(rules, *rows)
    rules.judge(calls, [1, 3], JudgeIO(never, verdicts.__setitem__, never))
    assert sorted(verdicts) == [1, 3]
    assert all(verdict.judge == "rules" and verdict.detail for verdict in verdicts.values())
    assert make_judge("none").calls(rows[0]) == []


def test_a_model_judge_asks_for_the_pending_calls_and_keeps_prompt_and_answer() -> None:
    judge = make_judge("openai/judge")
    rows = [generation(), generation(row_id="r2")]  # the same prompts twice: numbered samples
    calls = row_calls(judge, *rows)
    asked: list[ChatRequest] = []
    verdicts: dict[int, Judgement] = {}
    failed: list[int] = []
    judge.judge(
        calls,
        [2, 3],
        JudgeIO(
            ask=answering_all_but_the_last(asked),
            on_verdict=verdicts.__setitem__,
            on_failure=lambda index, error: failed.append(index),
        ),
    )
    assert [request.occurrence for request in asked] == [1, 1]
    assert list(verdicts) == [2] and failed == [3]
    verdict = verdicts[2]
    assert (verdict.score, verdict.raw, verdict.prompt) == (1, "1", calls[2][0].prompt)


def test_a_registered_name_cannot_be_registered_again() -> None:
    with pytest.raises(ConfigError, match="the name 'rules' is registered already"):
        register_judge(JudgeKind(name="other", label="x"), name="rules")(_judges._rules_judge)
    with pytest.raises(ConfigError, match="model specs is registered already"):
        register_judge(JudgeKind(name="other", label="x"))(_judges._model_judge)
    with pytest.raises(ConfigError, match="the prefix 'rules\\+' is registered already"):
        register_judge(JudgeKind(name="other", label="x"), prefix="rules+")(
            _judges._rules_first_judge
        )
    with pytest.raises(ConfigError, match="a name or a prefix, not both"):
        register_judge(JudgeKind(name="other", label="x"), name="x", prefix="x+")


def test_the_shipped_agreement_is_kept_on_disk_by_code_and_labels(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rolemrc.eval._judges as judges

    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path))
    measured = {split: {"all": {"verdicts": 1}} for split in judges.LABELS_SPLITS}
    runs: list[int] = []

    def measure() -> dict[str, Any]:
        runs.append(1)
        return measured

    monkeypatch.setattr(judges, "_measure_shipped_agreement", measure)
    monkeypatch.setattr(judges, "_code_and_labels_fingerprint", lambda: "first")
    judges.shipped_agreement.cache_clear()
    assert judges.shipped_agreement() == measured
    assert (tmp_path / "judge-agreement" / "first.json").is_file()
    # another process of the same code on the same labels reads it back
    judges.shipped_agreement.cache_clear()
    assert judges.shipped_agreement() == measured and len(runs) == 1
    # changed code or labels measure again; a damaged file is measured again too
    monkeypatch.setattr(judges, "_code_and_labels_fingerprint", lambda: "second")
    judges.shipped_agreement.cache_clear()
    judges.shipped_agreement()
    (tmp_path / "judge-agreement" / "second.json").write_text("{not json")
    judges.shipped_agreement.cache_clear()
    judges.shipped_agreement()
    assert len(runs) == 3
    judges.shipped_agreement.cache_clear()


def test_the_fingerprint_follows_the_labelled_parts(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rolemrc.eval._judges as judges

    first = judges._code_and_labels_fingerprint()
    assert first == judges._code_and_labels_fingerprint() and len(first) == 64
    shipped = judges.labels_path
    copy = tmp_path / "heldout.jsonl"
    copy.write_bytes(shipped("heldout").read_bytes())
    monkeypatch.setattr(
        judges, "labels_path", lambda split: copy if split == "heldout" else shipped(split)
    )
    assert judges._code_and_labels_fingerprint() == first
    copy.write_bytes(copy.read_bytes() + b"\n")
    assert judges._code_and_labels_fingerprint() != first
