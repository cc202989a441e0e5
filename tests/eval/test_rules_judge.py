from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import Aspect, Generation, InputError, Message
from rolemrc.eval import EvalConfig, run_eval, sample_test_rows, write_sample_test_set
from rolemrc.eval._rules_judge import rules_judgement
from rolemrc.rules._judge import JudgeCall, build_judge_calls
from support.openai_server import FakeOpenAIServer

PROFILE = "You are Evan Brightcode, a front-end developer."
ANSWER = "A full stack developer works on both the front end and the back end."
NARRATED_ANSWER = f"(Evan leans back, smiling) {ANSWER}"
REFUSAL = "I'm sorry, but I can't answer that; it's beyond my expertise."
NARRATED_REFUSAL = f"(Evan shakes his head) {REFUSAL}"


def generation(task: str, response: str, *, system: str = PROFILE) -> Generation:
    return Generation(
        id="row-1",
        task=task,
        question=[
            Message(role="system", content=system),
            Message(role="user", content="What does full stack mean?"),
        ],
        reference="",
        response=response,
        model="m",
    )


def judge(task: str, response: str, *, system: str = PROFILE) -> dict[str, tuple[int, bool]]:
    row = generation(task, response, system=system)
    judgements = [rules_judgement(call, row) for call in build_judge_calls(row)]
    assert {j.judge for j in judgements} <= {"rules"}
    return {j.aspect: (j.score, j.parsed) for j in judgements}


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # answer expected, with narration: knowledge_range and style_compliance
        (
            "role_related_mrc_answer_with_narration",
            NARRATED_ANSWER,
            {"knowledge_range": (1, True), "style_compliance": (1, True)},
        ),
        (
            "role_related_mrc_answer_with_narration",
            ANSWER,
            {"knowledge_range": (1, True), "style_compliance": (0, True)},
        ),
        (
            "role_related_mrc_answer_with_narration",
            NARRATED_REFUSAL,
            {"knowledge_range": (0, True), "style_compliance": (1, True)},
        ),
        ("role_related_mrc_answer_no_narration", ANSWER, {"knowledge_range": (1, True)}),
        # no answer in the passages: say so
        (
            "role_related_mrc_refused_with_narration",
            "(Evan frowns) The passages don't mention that.",
            {"knowledge_range": (1, True)},
        ),
        ("role_related_mrc_refused_with_narration", ANSWER, {"knowledge_range": (0, True)}),
        ("role_related_mrc_refused_no_narration", REFUSAL, {"style_compliance": (1, True)}),
        (
            "role_related_mrc_refused_no_narration",
            NARRATED_REFUSAL,
            {"style_compliance": (0, True)},
        ),
        # outside the range: refuse
        (
            "role_unrelated_mrc_refused_no_narration",
            REFUSAL,
            {"knowledge_range": (1, True), "style_compliance": (1, True)},
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            NARRATED_ANSWER,
            {"knowledge_range": (0, True), "style_compliance": (0, True)},
        ),
        # outside the range but asked to try: attempt
        (
            "role_unrelated_mrc_answer_with_narration",
            "(Evan scratches his head) It's beyond my expertise, but I'll give it a try: greens.",
            {"knowledge_range": (1, True)},
        ),
        (
            "role_unrelated_mrc_answer_with_narration",
            NARRATED_REFUSAL,
            {"knowledge_range": (0, True)},
        ),
        # multi-turn: stay with no-answer / attempt after the user insists
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            REFUSAL,
            {"multi_turn_instruction": (1, True)},
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            ANSWER,
            {"multi_turn_instruction": (0, True)},
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            ANSWER,
            {"multi_turn_instruction": (1, True)},
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            REFUSAL,
            {"multi_turn_instruction": (0, True)},
        ),
        # instruction priority: refuse although answerable
        (
            "role_related_mrc_answer_no_narration-refused",
            REFUSAL,
            {"instruction_priority": (1, True)},
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            ANSWER,
            {"instruction_priority": (0, True)},
        ),
    ],
)
def test_verdicts_follow_the_taxonomy(
    task: str, response: str, expected: dict[str, tuple[int, bool]]
) -> None:
    assert judge(task, response) == expected


FORMAT_SYSTEM = f"{PROFILE} You must not use any commas. Answer from the passages."


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("(Evan leans back, smiling) Full stack means front end and back end.", (1, True)),
        ("Full stack means front end, back end and more.", (0, True)),
    ],
)
def test_nested_format_rules_are_checked(response: str, expected: tuple[int, bool]) -> None:
    task = "role_related_mrc_answer_with_narration-special-format"
    assert judge(task, response, system=FORMAT_SYSTEM) == {"nested_instruction": expected}


def test_detail_says_which_check_decided() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration-special-format", "Yes, it is.", system=FORMAT_SYSTEM
    )
    [call] = build_judge_calls(row)
    verdict = rules_judgement(call, row)
    assert verdict.model_dump() == {
        "id": "row-1:nested_instruction",
        "row_id": "row-1",
        "task": "role_related_mrc_answer_no_narration-special-format",
        "aspect": "nested_instruction",
        "judge": "rules",
        "score": 0,
        "parsed": True,
        "raw": "0",
        "prompt": call.prompt,
        "detail": "nested_instruction: format rules of ' not use any commas': no_commas=False",
    }
    style_row = generation("role_related_mrc_refused_no_narration", NARRATED_REFUSAL)
    [style_call] = build_judge_calls(style_row)
    assert rules_judgement(style_call, style_row).detail == (
        "style_compliance: expected no bracketed narration; narration detector found "
        "['(Evan shakes his head)']"
    )
    priority_row = generation("role_related_mrc_answer_with_narration-refused", ANSWER)
    [priority_call] = build_judge_calls(priority_row)
    assert rules_judgement(priority_call, priority_row).detail == (
        "instruction_priority (the system directive forbids answering): expected a refusal; "
        "refusal detector found no refusal"
    )


def test_content_rules_without_a_check_are_left_unscored() -> None:
    row = generation(
        "role_related_mrc_answer_with_narration-special-content",
        "(Evan grins) Arr, full stack be both ends!",
        system=f"{PROFILE} You love to talk like a pirate. Answer from the passages.",
    )
    [call] = build_judge_calls(row)
    verdict = rules_judgement(call, row)
    assert (verdict.score, verdict.parsed, verdict.raw) == (0, False, "")
    assert verdict.detail == (
        "nested_instruction: no deterministic check for this rule: ' talk like a pirate'"
    )


def test_undecidable_format_rule_is_left_unscored() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration-special-format",
        "(Evan shrugs) 42",
        system=f"{PROFILE} You must answer in all capital letters. Answer from the passages.",
    )
    [call] = build_judge_calls(row)
    verdict = rules_judgement(call, row)
    assert (verdict.score, verdict.parsed) == (0, False)
    assert verdict.detail.endswith("all_capitals=undecided (undecidable for this reply)")


def test_a_call_of_another_row_or_aspect_is_an_error() -> None:
    row = generation("role_related_mrc_answer_no_narration", ANSWER)
    other = JudgeCall(
        id="row-2:knowledge_range",
        row_id="row-2",
        task=row.task,
        aspect=Aspect.KNOWLEDGE_RANGE,
        prompt="",
    )
    with pytest.raises(InputError, match="does not belong to row 'row-1'"):
        rules_judgement(other, row)
    wrong_aspect = JudgeCall(
        id="row-1:style_compliance",
        row_id="row-1",
        task=row.task,
        aspect=Aspect.STYLE_COMPLIANCE,
        prompt="",
    )
    with pytest.raises(InputError, match="is not judged on 'style_compliance'"):
        rules_judgement(wrong_aspect, row)


def test_an_echo_of_the_system_prompt_or_question_fails_every_aspect() -> None:
    system = (
        "You are Evan Brightcode, a front-end developer who builds web shops. You speak briskly "
        "and love a good analogy about kitchens and restaurants."
    )
    row = generation("role_unrelated_mrc_refused_with_narration", "", system=system)
    question = (
        "Here are some passages:\nPassage 1: A full stack developer works on both the front "
        "end and the back end of a web application.\n\nQuestion: what does full stack mean"
    )
    row.question[-1] = Message(role="user", content=question)
    for echo in (system, question, f"(Evan nods) {system}", f"echo: {question}"):
        verdicts = [
            rules_judgement(call, row.model_copy(update={"response": echo}))
            for call in build_judge_calls(row)
        ]
        assert {(v.score, v.parsed) for v in verdicts} == {(0, True)}, echo
        assert all(v.detail.startswith("echo: it repeats ") for v in verdicts)
    # a narrated refusal that quotes the passage is judged on its merits
    quoting = (
        "(Evan raises a hand) I'm sorry, that's beyond my expertise, though the passage says a "
        "full stack developer works on both the front end and the back end of a web application."
    )
    verdicts = [
        rules_judgement(call, row.model_copy(update={"response": quoting}))
        for call in build_judge_calls(row)
    ]
    assert all(not v.detail.startswith("echo") for v in verdicts)


def test_an_echoing_model_scores_nothing_offline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole evaluation of the sample rows: a model that repeats its system prompt or its
    last user message fails every aspect; one answering with the references does not."""
    rows = sample_test_rows()
    references = {row.question[-1].content: row.reference for row in rows}

    def echo(request: dict[str, Any]) -> str:
        messages = request["messages"]
        return str(messages[0]["content"] if len(messages) % 2 else messages[-1]["content"])

    def sensible(request: dict[str, Any]) -> str:
        return references[request["messages"][-1]["content"]]

    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    data = write_sample_test_set(tmp_path / "sample.jsonl")
    means = {}
    for name, responder in (("echo", echo), ("sensible", sensible)):
        with FakeOpenAIServer(responder) as server:
            result = run_eval(
                EvalConfig(
                    data=str(data),
                    model="openai/fake-model",
                    model_base_url=server.base_url,
                    judge="rules",
                    out=tmp_path / name,
                    bertscore_model="none",
                    use_cache=False,
                    progress=False,
                )
            )
        means[name] = {
            key: value["mean"]
            for key, value in result.report["judge"].items()
            if isinstance(value, dict) and "mean" in value
        }
    assert set(means["echo"].values()) == {0.0}
    assert means["sensible"]["avg_simple_no_mt"] == pytest.approx(0.875)
    assert means["sensible"]["style_compliance"] == 1.0
