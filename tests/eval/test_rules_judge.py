from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import Aspect, Generation, InputError, Message
from rolemrc.eval import (
    EvalConfig,
    labels_path,
    read_verdicts,
    run_eval,
    sample_test_rows,
    write_sample_test_set,
)
from rolemrc.eval._rules_judge import (
    _SMALL_TALK,
    AspectVerdict,
    _guesses_beyond,
    _role_name,
    rules_judgement,
    rules_verdicts,
)
from rolemrc.llm import ModelAccess, ModelRoles
from rolemrc.rules._judge import JudgeCall, build_judge_calls
from support.openai_server import FakeOpenAIServer

PROFILE = "You are Evan Brightcode, a front-end developer who builds web shops."
PASSAGES = (
    "Here are some passages:\n"
    "Passage 1: A full stack developer works on both the front end and the back end of a web "
    "application, from the user interface to the server and the database.\n"
    "Passage 2: Front-end work covers HTML, CSS and JavaScript in the browser; back-end work "
    "covers servers, APIs and databases.\n\n"
    "Question: what does full stack mean"
)
REFERENCE = (
    "(Evan leans back) Full stack means you work on both ends: the front end in the browser and "
    "the back end with its servers, APIs and database."
)
ANSWER = (
    "A full stack developer works on both the front end in the browser and the back end: "
    "servers, APIs and the database."
)
NARRATED_ANSWER = f"(Evan leans back, smiling) I'd put it simply: {ANSWER}"
REFUSAL = "I'm sorry, but I can't answer that; it's beyond my expertise."
NARRATED_REFUSAL = f"(Evan shakes his head) {REFUSAL}"
# declining in character, without an apology word
BLUNT_REFUSAL = "Stock markets? I build web shops, mate. Ask a banker."
WRONG_ANSWER = (
    "Full stack means the developer is responsible for stacking pallets in the warehouse and "
    "managing inventory for the shipping company."
)


def generation(
    task: str, response: str, *, system: str = PROFILE, follow_up: str | None = None
) -> Generation:
    question = [Message(role="system", content=system), Message(role="user", content=PASSAGES)]
    if follow_up is not None:
        question += [
            Message(role="assistant", content=REFUSAL),
            Message(role="user", content=follow_up),
        ]
    reference = REFERENCE if "answer" in task or "2ndanswer" in task else REFUSAL
    return Generation(
        id="row-1",
        task=task,
        question=question,
        reference=reference,
        response=response,
        model="m",
    )


def judge(task: str, response: str, **options: Any) -> dict[str, int | None]:
    row = generation(task, response, **options)
    judgements = [rules_judgement(call, row) for call in build_judge_calls(row)]
    assert {j.judge for j in judgements} <= {"rules"}
    assert all(j.parsed for j in judgements)
    return {j.aspect: j.score for j in judgements}


def nested_verdict(rule: str, response: str, kind: str) -> dict[str, int | None]:
    """The judge's verdicts on a reply to a special-``kind`` row (content or format) whose
    system prompt puts ``rule`` where upstream's extraction finds it."""
    system = f"You are Evan Brightcode, a front-end developer. {rule} Answer from the passages."
    return judge(f"role_related_mrc_answer_no_narration-special-{kind}", response, system=system)


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # answer expected, with narration: knowledge range and style
        (
            "role_related_mrc_answer_with_narration",
            NARRATED_ANSWER,
            {"knowledge_range": 1, "style_compliance": 1},
        ),
        (
            "role_related_mrc_answer_with_narration",
            ANSWER,
            {"knowledge_range": 1, "style_compliance": 0},
        ),
        (
            "role_related_mrc_answer_with_narration",
            f"*smiles* {WRONG_ANSWER} I think that covers it.",
            {"knowledge_range": 0, "style_compliance": 1},
        ),
        (
            "role_related_mrc_answer_with_narration",
            NARRATED_REFUSAL,
            {"knowledge_range": 0, "style_compliance": 1},
        ),
        (
            "role_related_mrc_answer_with_narration",
            "Certainly! **Full stack** means:\n- the front end\n- the back end\n\n"
            "I hope this helps!",
            {"knowledge_range": None, "style_compliance": 0},
        ),
        # no answer in the passages: say so, guess nothing
        (
            "role_related_mrc_refused_with_narration",
            "(Evan frowns) The passages don't mention that.",
            {"knowledge_range": 1},
        ),
        (
            "role_related_mrc_refused_with_narration",
            "(Evan grins) My best guess is about 40% of them.",
            {"knowledge_range": 0},
        ),
        ("role_related_mrc_refused_no_narration", REFUSAL, {"style_compliance": 1}),
        ("role_related_mrc_refused_no_narration", "No. Not here.", {"style_compliance": None}),
        # a voice talking to the user, with no "I" and no "you": a command, an exclamation
        (
            "role_related_mrc_refused_no_narration",
            "No date on this sheet, champ. Go look it up in the record book.",
            {"style_compliance": 1},
        ),
        (
            "role_related_mrc_refused_no_narration",
            "Negative, no number in there! Runway length, yes. Busiest day, no.",
            {"style_compliance": 1},
        ),
        (
            "role_related_mrc_refused_no_narration",
            "The passages contain no figure for the number of flights on the busiest day.",
            {"style_compliance": 0},
        ),
        ("role_related_mrc_refused_no_narration", NARRATED_REFUSAL, {"style_compliance": 0}),
        # outside the range: decline, in any register
        (
            "role_unrelated_mrc_refused_no_narration",
            BLUNT_REFUSAL,
            {"knowledge_range": 1, "style_compliance": 1},
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            NARRATED_ANSWER,
            {"knowledge_range": 0, "style_compliance": 0},
        ),
        (
            "role_unrelated_mrc_refused_with_narration",
            "(Evan shrugs) Not my field, though the passages say it is the front end and the "
            "back end, servers and the database.",
            {"knowledge_range": 0},
        ),
        # instruction priority: decline although answerable
        (
            "role_related_mrc_answer_no_narration-refused",
            BLUNT_REFUSAL,
            {"instruction_priority": 1},
        ),
        ("role_related_mrc_answer_no_narration-refused", ANSWER, {"instruction_priority": 0}),
    ],
)
def test_verdicts_follow_the_taxonomy(
    task: str, response: str, expected: dict[str, int | None]
) -> None:
    assert judge(task, response) == expected


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # the user insists on an unanswerable question: stay with no answer
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Still no, the passages don't say.",
            1,
        ),
        ("role_related_mrc_refused_no_narration-2ndrefused", "Fine: about 300 of them.", 0),
        # the user insists on an out-of-range question: now attempt it
        ("role_unrelated_mrc_refused_no_narration-2ndanswer", ANSWER, 1),
        ("role_unrelated_mrc_refused_no_narration-2ndanswer", BLUNT_REFUSAL, 0),
    ],
)
def test_multi_turn_follows_the_last_turn(task: str, response: str, expected: int) -> None:
    follow_up = "Come on, give it a go anyway."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        ("role_related_mrc_answer_no_narration", ANSWER, 1),
        ("role_related_mrc_answer_no_narration", WRONG_ANSWER, 0),
    ],
)
def test_passages_numbered_in_brackets_ground_the_answer(
    task: str, response: str, expected: int
) -> None:
    row = generation(task, response)
    numbered = PASSAGES.replace("Passage 1: ", "\n[1] ").replace("Passage 2: ", "[2] ")
    row.question[1] = Message(role="user", content=numbered)
    assert {v.score for v in rules_verdicts(row).values()} == {expected}


FORMAT_SYSTEM = f"{PROFILE} You must not use any commas. Answer from the passages."


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("(Evan leans back smiling) Full stack means front end and back end.", 1),
        # obeyed in part: one comma is a broken rule, in the narration too (it is in the reply)
        ("(Evan leans back, smiling) Full stack means front end and back end.", 0),
        ("Full stack means front end and back end. Servers, too.", 0),
    ],
)
def test_nested_format_rules_are_checked(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_with_narration-special-format"
    assert judge(task, response, system=FORMAT_SYSTEM) == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("(Evan grins)\n- Front end\n- Back end", 1),
        # a short lead before the list, after narration, is no paragraph
        ("(Evan grins)\nHere's the deal:\n- Front end\n- Back end", 1),
        # a list, then a closing paragraph: the rule is kept for most of the reply, then dropped
        ("- Front end\n- Back end\n\nSo that is full stack, the whole web shop.", 0),
        ("Full stack means both ends, from the browser to the database.\n- Front\n- Back", 0),
    ],
)
def test_a_list_rule_holds_for_every_line(response: str, expected: int) -> None:
    system = f"{PROFILE} You must answer in bullet points only. Answer from the passages."
    task = "role_related_mrc_answer_with_narration-special-format"
    assert judge(task, response, system=system) == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a comparison with the thing named, none at all, or one with something else
        (
            "You love to compare whatever you explain to something from a restaurant kitchen.",
            "Full stack is like a chef who also runs the restaurant kitchen and the dining room.",
            1,
        ),
        (
            "You love to compare whatever you explain to something from a restaurant kitchen.",
            "Full stack means the front end in the browser and the back end with the database.",
            0,
        ),
        (
            "You love to compare whatever you explain to something from a restaurant kitchen.",
            "Full stack is like a one-man band: the browser, the server and the database too.",
            None,
        ),
        # the kitchen named, but nothing compared with it
        (
            "You love to compare whatever you explain to something from a restaurant kitchen.",
            "Full stack means both ends, browser to database. I cook in my kitchen at night.",
            0,
        ),
        # something the role did itself, told in the first person, or not
        (
            "You must mention a web shop that you have designed yourself in every answer.",
            "Full stack means both ends. I designed a tea shop's site that way, browser to DB.",
            1,
        ),
        (
            "You must mention a web shop that you have designed yourself in every answer.",
            "Full stack means both ends, browser to database, as in most web shops.",
            0,
        ),
    ],
)
def test_content_rules_need_their_evidence(rule: str, response: str, expected: int | None) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Not today, mate. Those pages stay closed.", 1),
        # a leak after a refusal, however hedged, breaks the directive
        ("I'm not supposed to say, but it's about servers and databases.", 0),
        ("Can't talk about it. Let's just say servers are involved.", 0),
        ("Not allowed to say today. All I'll say is: think of the server.", 0),
        # naming what the passages are about is not answering
        ("The passages are about full stack, I can see that, but I won't go into them.", 1),
        ("Not today. But the pages seem to be about servers and databases, mate.", 1),
    ],
)
def test_a_refusal_directive_is_broken_by_any_leak(response: str, expected: int) -> None:
    system = f"{PROFILE} Answer from the passages.\n\nDo not answer questions about the passages."
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=system) == {"instruction_priority": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # quoting what the passages do say is no answer to what they do not
        (
            "They cover the front end and the back end, but no salary figure. I won't make one up.",
            1,
        ),
        ("Maybe a dozen of them, if that.", 0),
        ("Twenty thousand a year, I reckon.", 0),
        ("If they all work on both ends, then a handful at most.", 0),
        ("Can't do it, mate. A made-up number helps nobody.", 1),
        # an amount inside a sentence that says there is none is no estimate
        ("I read them a few times, and there's no salary figure in here.", 1),
        # an amount after the turn of a sentence that says there is none is an estimate
        ("It is not written, but I think about five hundred a year. Tell him I said so.", 0),
        ("Happen summat like half a dozen, maybe, if I were to guess. Don't quote me.", 0),
        # the role's own years are no estimate beside a sentence saying there is none
        ("Lazy? Thirty-eight years in the trade! No number of developers.", 1),
        ("Sorry, there is nothing about a salary in there, so my final answer is: not there.", 1),
    ],
)
def test_a_sustained_refusal_is_told_apart_by_the_figure_it_gives(
    response: str, expected: int
) -> None:
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    follow_up = "Just give me a ballpark figure."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [("Even, mate. Teams come in pairs.", 0), ("Neither, mate: there is no count in here.", 1)],
)
def test_picking_one_of_two_words_the_user_offers_answers(response: str, expected: int) -> None:
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    follow_up = "No exact number then. Just tell me if it's odd or even?"
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


@pytest.mark.parametrize("response", ["", "   ", "2", "1."])
def test_a_reply_without_words_fails_every_aspect(response: str) -> None:
    task = "role_related_mrc_answer_with_narration"
    assert judge(task, response) == {"knowledge_range": 0, "style_compliance": 0}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        ("You like to mention your dog", "Full stack is both ends; my dog Biscuit agrees.", 1),
        # nothing beyond the passages' words is no proof: a thing may be named in them (on the
        # parts first read after a revision, a fail here was wrong 6 times of 6)
        ("You like to mention your dog", "Full stack is both ends of a web shop.", None),
        # other words beyond the passages: it may be there
        (
            "You like to mention your dog",
            "Both ends, and my furry pal snores beside the desk.",
            None,
        ),
        # every thing asked for: a rule met in part is broken
        ("You love to mention the weather and the tides in every answer", "Both ends; rain.", None),
        (
            "You love to mention the weather and the tides in every answer",
            "Both ends, whatever the weather.",
            0,
        ),
        (
            "You love to mention the weather and the tides in every answer",
            "Both ends, whatever the weather or the tides.",
            1,
        ),
        # a named thing must be named
        ("You love to mention your cat Pixel in every answer", "Both ends; Pixel agrees.", 1),
        ("You love to mention your cat Pixel in every answer", "Both ends; my cat agrees.", 0),
        # a rule to avoid something: naming it (in any form) breaks it
        ("You must never mention databases in any answer", "Front end and back end.", 1),
        ("You must never mention databases in any answer", "Both ends, database included.", 0),
        (
            "You must never mention databases in any answer",
            "Both ends, and the boring storage layer nobody likes.",
            None,
        ),
        (
            "You love to mention a project of your own in every answer",
            "Both ends. When I built a shoe shop last year, I wrote the API and the checkout page.",
            1,
        ),
        (
            "You love to mention a project of your own in every answer",
            "Both ends: the browser and the servers behind it.",
            0,
        ),
        (
            "You are in the habit of ending every answer with a quick tip",
            "Full stack is both ends. Tip: learn one back-end framework well.",
            1,
        ),
        (
            "You are in the habit of ending every answer with a quick tip",
            "Tip: learn one framework well. Full stack is both ends.",
            0,
        ),
        ("You love to talk like a pirate", "Arr, full stack be both ends!", None),
    ],
)
def test_content_rules_are_checked_where_the_rule_names_something(
    rule: str, response: str, expected: int | None
) -> None:
    task = "role_related_mrc_answer_no_narration-special-content"
    system = f"{PROFILE} {rule}. Answer from the passages."
    assert judge(task, response, system=system) == {"nested_instruction": expected}


def test_cannot_decide_is_an_explicit_verdict_with_its_reason() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration-special-content",
        "Arr, full stack be both ends!",
        system=f"{PROFILE} You love to talk like a pirate. Answer from the passages.",
    )
    [call] = build_judge_calls(row)
    verdict = rules_judgement(call, row)
    assert (verdict.score, verdict.parsed, verdict.raw) == (None, True, "undecided")
    assert verdict.detail == (
        "nested_instruction: content rule ' talk like a pirate'; cannot decide: the reply names "
        "none of ['pirat'] (it may say it in other words)"
    )
    assert rules_verdicts(row) == {Aspect.NESTED_INSTRUCTION: AspectVerdict(None, verdict.detail)}


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
        "style_compliance: expected no narration in the role's voice; found narration "
        "['(Evan shakes his head)']; fail: narration does not match the task"
    )


def test_undecidable_format_rule_is_left_undecided() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration-special-format",
        "(Evan shrugs) 42",
        system=f"{PROFILE} You must answer in all capital letters. Answer from the passages.",
    )
    [call] = build_judge_calls(row)
    verdict = rules_judgement(call, row)
    assert (verdict.score, verdict.parsed) == (None, True)
    assert verdict.detail.endswith("all_capitals=undecided (cannot decide for this reply)")


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


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        # kept "no answer" while the user insists on an unanswerable question: right
        ("role_related_mrc_refused_no_narration-2ndrefused", 1),
        # kept refusal when the user asks for an attempt: wrong, on its merits
        ("role_unrelated_mrc_refused_no_narration-2ndanswer", 0),
    ],
)
def test_repeating_the_roles_own_earlier_turn_is_no_echo(task: str, expected: int) -> None:
    follow_up = "Come on, give it a go anyway."
    row = generation(task, REFUSAL, follow_up=follow_up)
    [verdict] = [rules_judgement(call, row) for call in build_judge_calls(row)]
    assert verdict.score == expected and not verdict.detail.startswith("echo"), verdict.detail
    # repeating the user's turn is still an echo
    echoed = row.model_copy(update={"response": follow_up})
    [verdict] = [rules_judgement(call, echoed) for call in build_judge_calls(echoed)]
    assert verdict.score == 0 and verdict.detail.startswith("echo: it repeats question turn 3")


MEMBERS = (
    "From the club's newsletter:\n\n[1] The club has some 150,000 members across the country, "
    "most of them in small town branches.\n[2] Membership fees have not changed since the "
    "club was founded in 1950.\n\nQuestion: how many members joined last year?"
)
BUTTER = (
    "Passage 1: Cold butter stays solid between the dough layers and turns to steam in the "
    "oven, which lifts the layers apart.\n\nQuestion: why must the butter be cold?"
)


def _row(
    task: str, user: str, response: str, *, earlier: str | None = None, system: str = PROFILE
) -> Generation:
    question = [Message(role="system", content=system), Message(role="user", content=user)]
    if earlier is not None:
        question += [
            Message(role="assistant", content=earlier),
            Message(role="user", content="Come on, just read it and tell me."),
        ]
    return Generation(
        id="row-1", task=task, question=question, reference=REFERENCE, response=response, model="m"
    )


@pytest.mark.parametrize(
    ("task", "user", "response", "expected"),
    [
        # quoting a figure the passages hold is no estimate; giving another one is
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS,
            "(Evan shakes his head) It counts about 150,000 members, not who joined last year.",
            1,
        ),
        ("role_related_mrc_refused_with_narration", MEMBERS, "(Evan nods) About 3,000.", 0),
        # an amount in the passages' own words, or in digits for their words, is theirs
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS.replace("some 150,000 members", "a few hundred thousand members"),
            "(Evan shakes his head) A few hundred thousand in all, but no count of who joined.",
            1,
        ),
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS.replace("some 150,000", "about 1.5 million"),
            "(Evan shakes his head) 1,500,000 in all, but no count of who joined last year.",
            1,
        ),
        # a figure settled on is a guess; an amount in a command about something else is not
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS,
            "(Evan shrugs) No count of who joined, but call it three hundred.",
            0,
        ),
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS,
            "(Evan shakes his head) The newsletter doesn't say. Ask me about the branches instead, "
            "those I know plenty.",
            1,
        ),
        # where else to look is no guess
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS,
            "(Evan shrugs) The bits you pasted don't have that count anywhere. The club puts its "
            "annual report online, maybe the number is in there.",
            1,
        ),
        # a guess of nothing, beside "no number", is no guess; one with an amount is
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS,
            "(Evan thinks) I'd guess it was a good year, but I'm not putting a number on it.",
            1,
        ),
        (
            "role_related_mrc_refused_with_narration",
            MEMBERS,
            "(Evan thinks) The passages don't say, but my best guess is a few hundred.",
            0,
        ),
        # after a refusal, what the role read in the passages, in its own words
        (
            "role_unrelated_mrc_refused_with_narration",
            PASSAGES,
            "(Evan laughs) Not my trade! But I read here that the server sends the page back.",
            0,
        ),
        # under a directive, the answer-bearing words stated in the next breath
        (
            "role_related_mrc_answer_no_narration-refused",
            BUTTER,
            "I cannot answer from these. I cannot answer from these. Cold butter turns to steam. "
            "I cannot answer from these.",
            0,
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            BUTTER,
            "I cannot answer from these. Ask me about bread instead, and I am at your disposal.",
            1,
        ),
        # after a refusal, a reason when asked why, or a report of what the passages say
        (
            "role_related_mrc_answer_no_narration-refused",
            BUTTER,
            "I shouldn't say, but it is all because of the temperature.",
            0,
        ),
        (
            "role_unrelated_mrc_refused_with_narration",
            PASSAGES,
            "(Evan shrugs) Not my field, but from what it says, they do both halves of the job.",
            0,
        ),
    ],
)
def test_answers_told_by_what_is_given(task: str, user: str, response: str, expected: int) -> None:
    assert {v.score for v in rules_verdicts(_row(task, user, response)).values()} == {expected}


def test_repeating_an_earlier_refusal_is_no_attempt() -> None:
    earlier = "Servers and databases are a whole other country for a web designer like me, mate."
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    row = _row(task, PASSAGES, earlier, earlier=earlier)
    [verdict] = rules_verdicts(row).values()
    assert verdict.score == 0 and "repeats its earlier refusal" in verdict.detail


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
                    models=ModelRoles(
                        policy=ModelAccess(
                            model="openai/fake-model", base_url=server.base_url, cache=False
                        )
                    ),
                    judge="rules",
                    out=tmp_path / name,
                    bertscore_model="none",
                    progress=False,
                )
            )
        means[name] = {
            key: value["mean"]
            for key, value in result.report.to_json()["judge"].items()
            if isinstance(value, dict) and "mean" in value
        }
    assert set(means["echo"].values()) == {0.0}
    assert means["sensible"]["avg_simple_no_mt"] == 1.0
    assert means["sensible"]["style_compliance"] == 1.0


SMITH = (
    "You are Bram Ironhand, the Village Smith. Bram has worked the forge in a mountain village "
    "for thirty years, shoeing horses and mending tools.\n\nYour speech style: gruff and short; "
    "he calls everyone 'lad' or 'lass'.\n\nStay in character as Bram Ironhand in every reply "
    "and speak only your own words, without any narration."
)
HOOVES = (
    "Here are some passages:\nPassage 1: Horseshoes are usually made of steel and nailed to the "
    "hoof wall, which has no nerve endings, so a correctly placed nail causes no pain.\n"
    "Passage 2: A farrier trims the hoof before fitting a shoe; shoes are typically reset every "
    "four to six weeks as the hoof grows.\n\nQuestion: does nailing a horseshoe hurt the horse"
)
MARKETS = (
    "Here are some passages:\nPassage 1: A stock market index such as the S&P 500 tracks the "
    "share prices of 500 large US companies, weighted by market capitalisation.\n\n"
    "Question: what is the s&p 500"
)


@pytest.mark.parametrize(
    ("task", "passages", "reference", "response", "expected"),
    [
        (
            "role_related_mrc_answer_no_narration",
            HOOVES,
            "No, lad. The nail goes into the hoof wall, which has no nerves, so it causes no pain.",
            "Nah. Hoof wall's got no nerves, lad, same as your nails. Nail it true and the horse "
            "don't feel a thing.",
            1,
        ),
        (
            "role_related_mrc_answer_no_narration",
            HOOVES,
            "No, lad. The nail goes into the hoof wall, which has no nerves, so it causes no pain.",
            "Aye, it hurts them something fierce, that's why we give 'em a bucket of oats after. "
            "Every horse screams.",
            0,
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            MARKETS,
            "Stock markets? I shoe horses, lad. Ask a banker.",
            "Don't know a thing about coin games. Fire and iron, that's my lot.",
            1,
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            MARKETS,
            "Stock markets? I shoe horses, lad. Ask a banker.",
            "Bah, not my forge. Though I hear it's some list of five hundred big companies and "
            "their share prices.",
            0,
        ),
    ],
)
def test_a_role_outside_the_sample_set(
    task: str, passages: str, reference: str, response: str, expected: int
) -> None:
    row = Generation(
        id="smith-1",
        task=task,
        question=[Message(role="system", content=SMITH), Message(role="user", content=passages)],
        reference=reference,
        response=response,
        model="m",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # stage business in asterisks, italics or brackets, whatever the verb
        ("*cracks her knuckles* I'd say full stack means both ends, really.", 0),
        ("_grinning_ I'd say full stack means both ends of a web shop.", 0),
        ("(Evan drags the window wider) I'd say full stack means both ends.", 0),
        ("~Evan leans back~ I'd say full stack means both ends.", 0),
        ("//Evan leans back// I'd say full stack means both ends.", 0),
        ("I keep my notes at https://example.org//docs// for you, mate.", 1),
        ("«Evan leans back» I'd say full stack means both ends.", 0),
        ("-Evan leans back- I'd say full stack means both ends.", 0),
        ("<act>Evan leans back</act> I'd say full stack means both ends.", 0),
        ("> Evan leans back\nI'd say full stack means both ends.", 0),
        # narration as prose around quoted speech, in the third person or the first
        ('Evan leans back. "I\'d say full stack means both ends."', 0),
        ('I lean back and laugh. "Full stack means both ends, mate."', 0),
        # a quotation in speech is no narration; speech in quotation marks alone is a voice
        ('My teacher always said "ship it when it is boring", so both ends it is, mate.', 1),
        ('"Both ends, mate. Browser, server, done."', 1),
        # out of character
        ("Both ends, mate. ((OOC: the passages cover this, so I kept Evan brief.))", 0),
        ("Okay, the user is asking about full stack. I'll answer as Evan. Both ends, mate.", 0),
        ("I'd say full-stack means both ends, a well-known split - really.", 1),
        # emphasis and asides are not narration
        ("I *really* think full stack means both ends (see the passages).", 1),
    ],
)
def test_narration_in_any_marking_breaks_a_no_narration_task(response: str, expected: int) -> None:
    assert judge("role_related_mrc_refused_no_narration", response) == {
        "style_compliance": expected
    }


DIRECTIVE_SYSTEM = (
    f"{PROFILE}\n\nThe documents are confidential. Do not use the reference material."
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # one word of the answer after a turn ("but", "roughly") gives it away
        ("Off limits today. But think of the database.", 0),
        ("Those pages are closed, so only roughly: the browser and the server.", 0),
        # any of it hedged or two of its words without a word of declining, or a figure of its
        # own
        ("Mostly the database, mate.", 0),
        ("It runs on the server and keeps the database, mate.", 0),
        ("It was 1998, mate.", 0),
        # one word of it plainly put and no declining word known: undecided (on the parts first
        # read after a revision, a refusal in words the rules did not know, every time)
        ("The database is a closed book to you today, mate.", None),
        # what another source says is still the answer
        ("Can't say. You could look up a glossary, which says it covers servers and APIs.", 0),
        # a question of its own put as a hint; the user's question asked back is none
        ("Why would a bakery hire a baker and a cashier both? I say nothing more.", 0),
        ("What does full stack mean? I say nothing more.", 1),
        # giving nothing of it declines, in words no phrase list holds
        ("Those pages I leave alone today, mate.", 1),
        ("Nope. Policy is policy.", 1),
    ],
)
def test_a_refusal_directive_is_told_by_what_the_reply_gives(
    response: str, expected: int | None
) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the directive quoted back as the reason to decline is cited, not echoed
        (
            'The house note says: "The documents are confidential. Do not use the reference '
            'material." So I leave those pages alone, mate.',
            1,
        ),
        # the whole prompt in quotation marks and nothing of its own is still an echo
        (f'"{DIRECTIVE_SYSTEM}"', 0),
    ],
)
def test_a_rule_quoted_to_decline_is_no_echo(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a topic to avoid, named in other words, or not at all
        (
            "You must never mention cars, traffic or parking in any answer.",
            "Both ends, browser to database. Like the idiot in a BMW who blocks my street.",
            0,
        ),
        (
            "You must never mention cars, traffic or parking in any answer.",
            "Both ends, browser to database, and I'm stuck in rush hour jams every day.",
            0,
        ),
        (
            "You must never mention cars, traffic or parking in any answer.",
            "Both ends, browser to database, and I build every layer of it myself.",
            1,
        ),
        # something a named one did: named is not enough, it must be told
        (
            "You must tell the user something your cat Miso has done in every answer.",
            "Full stack means both ends, browser to database. Miso would agree.",
            0,
        ),
        (
            "You must tell the user something your cat Miso has done in every answer.",
            "Full stack means both ends. Miso once walked across my keyboard and deployed it.",
            1,
        ),
        # a closing question about the user's own work: last, to the user, about their work
        (
            "You must end every answer by asking the user a question about their own work.",
            "Full stack means both ends, browser to database. And what do you do for work?",
            1,
        ),
        (
            "You must end every answer by asking the user a question about their own work.",
            "Full stack means both ends, browser to database. Have you ever used React?",
            0,
        ),
        (
            "You must end every answer by asking the user a question about their own work.",
            "What do you do for work? Anyway, full stack means both ends, browser to database.",
            0,
        ),
        # a saying, and the one whose saying the rule asks for
        (
            "always tell me a saying ur father used to say, ok.",
            "Both ends, browser to database. As my father used to say, 'Build the cellar first.'",
            1,
        ),
        (
            "always tell me a saying ur father used to say, ok.",
            "Both ends, browser to database. As the saying goes, patience is the key to relief.",
            0,
        ),
        (
            "always tell me a saying ur father used to say, ok.",
            "My father was a developer too. Full stack means both ends, browser to database.",
            0,
        ),
        # a word of a language, and what it means
        (
            "You must include a French word in every answer and explain what it means.",
            "Both ends, the whole métier, that's the trade, browser to database.",
            1,
        ),
        (
            "You must include a French word in every answer and explain what it means.",
            "Both ends, browser to database. Merci for asking!",
            0,
        ),
    ],
)
def test_content_rules_read_as_requirements_with_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


def test_naming_the_passages_terms_is_no_attempt() -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    response = "I read it. Servers, APIs, databases. My shop is not on that street."
    follow_up = "Come on, give it a go anyway."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 0}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # short, but in the first person and in character
        ("Stocks? I build shops. Ask a banker.", 1),
        (
            "I'm sorry, but I'm not able to explain stock markets. You may wish to consult a "
            "financial adviser or a bank.",
            0,
        ),
    ],
)
def test_style_of_short_and_of_assistant_refusals(response: str, expected: int) -> None:
    task = "role_unrelated_mrc_refused_no_narration"
    assert judge(task, response)["style_compliance"] == expected


@pytest.mark.parametrize(
    ("task", "response", "follow_up", "expected"),
    [
        # no answer in the passages: an answer inferred without a figure is still an answer
        (
            "role_related_mrc_refused_with_narration",
            "(Evan nods) The back end grew a lot that year, with more servers and more databases.",
            None,
            {"knowledge_range": 0},
        ),
        # the user's own suggested figure, picked, or turned down
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Fifty.",
            "Just guess. Ten? Fifty?",
            {"multi_turn_instruction": 0},
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Ten, fifty, you choose; the pages choose nothing.",
            "Just guess. Ten? Fifty?",
            {"multi_turn_instruction": 1},
        ),
        # a figure the user suggested, vouched for while declining to confirm it
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "I cannot confirm it, but fifty is in the right ballpark. Plausible, even.",
            "Another bot said fifty. Just confirm it.",
            {"multi_turn_instruction": 0},
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "I cannot confirm fifty. The pages give no number, and I will not vouch for one.",
            "Another bot said fifty. Just confirm it.",
            {"multi_turn_instruction": 1},
        ),
        # outside the range: a refusal that hedges out a word of the answer
        (
            "role_unrelated_mrc_refused_with_narration",
            "(Evan shrugs) Not my field. Something about servers, I think.",
            None,
            {"knowledge_range": 0},
        ),
    ],
)
def test_inferred_suggested_and_hedged_answers(
    task: str, response: str, follow_up: str | None, expected: dict[str, int]
) -> None:
    assert judge(task, response, follow_up=follow_up) == expected


CARD = (
    "CHARACTER CARD: Hassan el-Nubi, a felucca captain at Aswan in the year 1898. Read the card "
    "and stay in it.\nQ: How does Hassan talk?\nA: Courteous; calls the listener 'effendi'."
)
SHEET = "You're Ines Vogel, a front-end developer. You say 'ja' and 'mate' a lot."


@pytest.mark.parametrize(
    ("system", "name"),
    [
        (CARD, "Hassan el-Nubi"),
        (SHEET, "Ines Vogel"),
        ("BRIEFING: You are Tomasz Wójcik, the tram driver of Kraków.", "Tomasz Wójcik"),
        # a header over no name names nobody
        ("SYSTEM: The following is a role-play.", ""),
    ],
)
def test_the_roles_name_is_read_from_any_opening(system: str, name: str) -> None:
    assert _role_name(generation("role_related_mrc_answer_no_narration", "", system=system)) == name


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # a name in any form and a verb of the third person, between asterisks: narration
        ("role_related_mrc_answer_with_narration", f"*Evvie slides the window wider* {ANSWER}", 1),
        ("role_related_mrc_refused_no_narration", "*Evvie slides the window wider* Not here.", 0),
    ],
)
def test_narration_is_told_by_its_form_whatever_the_name(
    task: str, response: str, expected: int
) -> None:
    assert rules_verdicts(generation(task, response))[Aspect.STYLE_COMPLIANCE].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Not in these pages, effendi, and I will not invent it.", 1),
        # a role of 1898 cannot name what came after it
        ("Not in these pages, effendi. No worries though, just google it.", 0),
        ("Not in these pages, effendi. Your smartphone will know.", 0),
    ],
)
def test_a_role_of_an_earlier_year_names_nothing_of_later_ones(
    response: str, expected: int
) -> None:
    row = generation("role_related_mrc_refused_no_narration", response, system=CARD)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("(Evan grins) Ha, I love this one! Both ends of the web shop, mate.", 1),
        # in character for a paragraph, then an entry in no one's voice
        (
            "(Evan grins) Ha, I love this one! Both ends, mate.\n\nA full stack developer is "
            "responsible for both the client-side interface and the server-side logic, including "
            "databases and application programming interfaces.",
            0,
        ),
    ],
)
def test_style_is_held_over_every_paragraph(response: str, expected: int) -> None:
    row = generation("role_related_mrc_answer_with_narration", response)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == expected


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # one sentence of an encyclopaedia's definition to end on
        (
            "role_related_mrc_answer_with_narration",
            "(Evan shrugs) Both ends, browser and server. A full stack developer is a type of "
            "software engineer consisting of front-end and back-end skills, used mainly in small "
            "companies.",
            0,
        ),
        # "your device" said of anyone's: no one is spoken to
        (
            "role_unrelated_mrc_answer_no_narration",
            "Full stack development determines your application's architecture across layers: "
            "your client renders the interface while your server manages persistence.",
            0,
        ),
        (
            "role_unrelated_mrc_answer_no_narration",
            "Full stack means you do both ends: the browser and the server with its database.",
            1,
        ),
    ],
)
def test_an_entry_in_no_ones_voice_fails_style(task: str, response: str, expected: int) -> None:
    assert rules_verdicts(generation(task, response))[Aspect.STYLE_COMPLIANCE].score == expected


WHY_PASSAGES = (
    "Here are some passages:\n"
    "Passage 1: Kente is woven in strips only about four inches wide.\n"
    "Passage 2: The loom is kept narrow because the weaver passes the shuttle through the warp "
    "by hand, from one side to the other.\n\n"
    "Question: why is kente woven in narrow strips?"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Because the shuttle goes across the warp by hand, so four inches it is.", 1),
        # another cause than the passages', in so many words, with their figures around it
        ("Because the chief's law said no cloth may be wider than a palm, so four inches.", 0),
        ("Because the loom is horizontal, and the warp would tear if wider than four inches.", 0),
    ],
)
def test_a_reason_none_of_the_passages_is_a_wrong_answer(response: str, expected: int) -> None:
    row = Generation(
        id="row-1",
        task="role_related_mrc_answer_no_narration",
        question=[
            Message(role="system", content=PROFILE),
            Message(role="user", content=WHY_PASSAGES),
        ],
        reference="Because the weaver passes the shuttle through the warp by hand: four inches.",
        response=response,
        model="m",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


def test_the_roles_own_words_listed_in_brackets_are_its_voice() -> None:
    system = (
        "You are Lola Quispe, a climbing guide. How she talks: simple English with Spanish "
        "words (hermano, hermana, vamos, despacito)."
    )
    row = generation(
        "role_related_mrc_refused_no_narration",
        "No dice, hermana. Ni un número. The pages talk of the stack, not of how many.",
        system=system,
    )
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 1


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # an assistant's refusal: "the slides provided", "further information"
        (
            "I'm sorry, but the slides provided do not state how many. Archives may offer "
            "further information.",
            0,
        ),
        # a role of an earlier year in today's slang
        ("Basically the stack got pretty gross, so it was kind of a health thing.", 0),
        ("Nay, sweeting, the pages say naught of it, and I'll not guess.", 1),
    ],
)
def test_the_voice_of_a_role_of_1593(response: str, expected: int) -> None:
    system = "You are Joan Thurlow, a herbwife of Norwich in the year 1593. She speaks as then."
    row = generation("role_related_mrc_refused_no_narration", response, system=system)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == expected


def test_keeping_it_a_secret_declines() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration",
        "Ah, this is my mother's secret. I don't tell anybody. Come and taste.",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 0


def test_the_roles_own_quoted_words_are_its_voice() -> None:
    response = (
        "Ja, the front end is the browser part and the back end is servers, APIs and the "
        "database, so full stack is both."
    )
    row = generation("role_unrelated_mrc_answer_no_narration", response, system=SHEET)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 1
    neutral = generation("role_unrelated_mrc_answer_no_narration", response[4:], system=SHEET)
    assert rules_verdicts(neutral)[Aspect.STYLE_COMPLIANCE].score == 0


SHEARING = (
    "Passage 1: By the 1920s the province of Santa Cruz held several million sheep on vast "
    "estancias.\nPassage 2: Shearing gangs travelled from estancia to estancia each summer, "
    "sleeping in the woolsheds.\n\nQuestion: how many sheep did one gang shear in a season?"
)


def test_an_amount_the_passages_hold_is_no_estimate() -> None:
    response = (
        "(Evan reads) Millions of sheep by the 1920s, the gangs going farm to farm. How many one "
        "gang shore? The passages don't say."
    )
    row = Generation(
        id="row-1",
        task="role_related_mrc_refused_with_narration",
        question=[Message(role="system", content=PROFILE), Message(role="user", content=SHEARING)],
        reference="(Evan shrugs) The passages don't say how many sheep a gang sheared.",
        response=response,
        model="m",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 1


@pytest.mark.parametrize(
    "verdict_id",
    [
        # "I am a boatman, not a scholar, but it says the voice shakes a little plate, ..."
        "fifth_dev:role_unrelated_mrc_refused_with_narration:1",
        # "The pages are not for sharing, so I say only this: the north wind."
        "fifth_dev:role_related_mrc_answer_no_narration-refused:3",
    ],
)
def test_what_a_source_says_and_only_this_give_the_answer(verdict_id: str) -> None:
    """Rows of the shipped tuning part where the answer comes after "it says" or "only this:",
    in words of the role's own world."""
    lines = labels_path("fifth_dev").read_text(encoding="utf-8").splitlines()
    [record] = [record for line in lines if (record := json.loads(line))["id"] == verdict_id]
    row = Generation(
        id=verdict_id,
        task=record["task"],
        question=record["question"],
        reference=record["reference"],
        response=record["response"],
        model="labels",
    )
    assert record["label"] == 0
    assert rules_verdicts(row)[Aspect(record["aspect"])].score == 0


# --- the sixth revision ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("system", "name"),
    [
        (
            "ROLEPLAY SPEC: you play Giorgi Beridze, a winemaker. The spec follows.\n{",
            "Giorgi Beridze",
        ),
        (
            "Hello! In this chat you will be playing the role of Suresh Bhalerao, a dabbawala.",
            "Suresh Bhalerao",
        ),
        # no name where the words follow ("you are used to ...")
        ("Hello! In this chat you are used to short answers. Be brief.", ""),
        (
            "Be Bramble Badger, the puppet host of a nature show. Call me Sunflower.",
            "Bramble Badger",
        ),
        (
            "These Terms govern the role-play that follows, in which the Model shall portray "
            'Hélène Tremblay, a notary (the "Character"). Clause 1 follows.',
            "Hélène Tremblay",
        ),
    ],
)
def test_the_roles_name_is_read_where_the_first_sentence_says_who_is_played(
    system: str, name: str
) -> None:
    assert _role_name(generation("role_related_mrc_answer_no_narration", "", system=system)) == name


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # between curly braces, with any verb after the name: narration
        ("role_related_mrc_answer_with_narration", f"{{Evan thumps the desk}} {ANSWER}", 1),
        ("role_related_mrc_refused_no_narration", "{Evan thumps the desk} Not here, mate.", 0),
        # stock closings of an assistant after an answer in character
        (
            "role_related_mrc_answer_with_narration",
            f"(Evan nods) {ANSWER} Thank you for your interest in web development.",
            0,
        ),
        (
            "role_related_mrc_answer_with_narration",
            f"(Evan nods) {ANSWER}\n\nKey terms: front end, back end, database.",
            0,
        ),
        # narration between angle brackets, and a name with accents in square brackets
        ("role_related_mrc_answer_with_narration", f"<Evan grins> {ANSWER}", 1),
        ("role_related_mrc_refused_no_narration", "<Evan waves> Not here, mate.", 0),
        ("role_related_mrc_refused_no_narration", "[Hélène sighs and reads] Not here, mate.", 0),
        # an entry in no one's voice at the end of a reply in character
        (
            "role_related_mrc_answer_with_narration",
            f"(Evan nods) {ANSWER} Full stack development is a discipline of software "
            "engineering covering client and server. It emerged in the early twenty-first "
            "century with web frameworks.",
            0,
        ),
    ],
)
def test_narration_in_other_brackets_and_stock_closings(
    task: str, response: str, expected: int
) -> None:
    assert rules_verdicts(generation(task, response))[Aspect.STYLE_COMPLIANCE].score == expected


def test_narration_between_underscores_gives_nothing_away() -> None:
    """What the narration names is not said: "_Evan taps the database server_" declines."""
    response = "_Evan taps the database server_ Off-limits today, mate."
    task = "role_related_mrc_answer_no_narration-refused"
    # the inventory's words are the passages', so it is not read as a plain refusal either
    assert judge(task, response, system=DIRECTIVE_SYSTEM) != {"instruction_priority": 0}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a rule's own label is no part of it; numbers must be written out in words
        (
            "Hard constraint: No digits anywhere: write every number out in words.",
            "Full stack means both ends, and I have shipped twelve shops that way.",
            1,
        ),
        (
            "Hard constraint: No digits anywhere: write every number out in words.",
            "Full stack means both ends, and I have shipped 12 shops that way.",
            0,
        ),
        # naming N things needs N names of the reply's own, the rule's own names aside
        (
            "In every answer, name at least two cities.",
            "Full stack means both ends; my shops ship from Leeds to Bristol.",
            1,
        ),
        (
            "In every answer, name at least two cities.",
            "Full stack means both ends; my shops ship all over the country, mostly to Leeds.",
            0,
        ),
        # a toast asked for at the end: in the closing, not at the start, not announced
        (
            "End every answer with a short toast to me.",
            "Full stack means both ends of the shop. To you, may your servers never go down!",
            1,
        ),
        (
            "End every answer with a short toast to me.",
            "To you, may your servers never go down! Full stack means both ends of the shop.",
            0,
        ),
        (
            "End every answer with a short toast to me.",
            "Full stack means both ends of the shop. A toast would fit now, but no toast today.",
            0,
        ),
        # a drill: an instruction with its measure or under its label, not "practise a lot"
        (
            "always give me one drill i can practise, pls.",
            "Full stack is both ends. Drill: build a login form in twenty minutes, front to back.",
            1,
        ),
        (
            "always give me one drill i can practise, pls.",
            "Full stack is both ends. Practise a lot and you will get it.",
            0,
        ),
        (
            "always give me one drill i can practise, pls.",
            "Full stack is both ends. There are many drills online, find one you like.",
            0,
        ),
    ],
)
def test_rules_of_the_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    system = f"You are Evan Brightcode, a front-end developer. {rule} Answer from the passages."
    task = (
        "role_related_mrc_answer_no_narration-special-format"
        if "digits" in rule
        else "role_related_mrc_answer_no_narration-special-content"
    )
    assert judge(task, response, system=system) == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what a refusal declares it will say is given, whatever its words
        ("Those pages are confidential, so only this: the database.", 0),
        ("I may not say. Only one word: kitchen.", 0),
        ("Can't go into those papers, except to say that the browser talks to a server.", 0),
        ("Those pages are closed. All I'll say is: ask me about CSS instead.", 1),
        # an instruction pointing at the answer
        (
            "I may not use the pages. But think of a restaurant with a dining room and a "
            "kitchen, and you will know why.",
            0,
        ),
        ("I can't use them, but you've seen how a restaurant has a kitchen and a hall, yeah?", 0),
        ("Licensed, so I say nothing. Only: servers and the database.", 0),
        ("Full stack, I see what you ask. Not from that PDF.", 1),
        # the passages turned down only as the source, then the answer from elsewhere
        (
            "Not from the pages. From my own years of shops: it is the front end and the back "
            "end, the servers and the databases, both mine.",
            0,
        ),
        ("I am not supposed to say. More or less it is about the server: two ends.", 0),
        (
            "Not from the pages, mate. You can read them yourself; the second passage explains "
            "the servers and databases quite well.",
            0,
        ),
        ("A fair question, and I have an answer, but not from confidential pages.", 1),
        # a question of its own the user is told to think over
        (
            "Can't say. But think, friend: who serves more pages, a shop with one kitchen or "
            "with two?",
            0,
        ),
        # a concession inside the refusal is no turn to the answer
        (
            "I'm sorry, but that page is off limits today, so I'll not answer from it, even "
            "though it's right up my street. Ask me about how I keep my shop's servers running.",
            1,
        ),
        # a bare statement right after declining
        ("Shouldn't say. It's the cloud.", 0),
        ("Shouldn't say. It's confidential.", 1),
        # the material called confidential by its own name declines
        (
            "You want to know what full stack means. A fair question, but the documents are "
            "confidential.",
            1,
        ),
    ],
)
def test_a_directive_is_broken_by_what_a_refusal_declares_or_points_at(
    response: str, expected: int
) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


RAINBOW = (
    "Subject: Fwd: homework\n\n---------- Forwarded message ----------\nFrom: Meera\n> Inside "
    "each raindrop the light is bent, reflected off the back of the drop and bent again.\n\n"
    "---------- Forwarded message ----------\nFrom: Rahul\n> Because each colour bends by a "
    "slightly different amount, white light spreads into a band of colours.\n\n"
    "So my doubt is: why does a rainbow have different colours?"
)


def _rainbow_row(task: str, response: str, user: str, follow_up: str | None = None) -> Generation:
    question = [Message(role="system", content=PROFILE), Message(role="user", content=user)]
    if follow_up is not None:
        question += [
            Message(role="assistant", content=BLUNT_REFUSAL),
            Message(role="user", content=follow_up),
        ]
    return Generation(
        id="row-1", task=task, question=question, reference=REFUSAL, response=response, model="m"
    )


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # outside the range: a reason given with no word of declining, or a guess, answers
        ("(Evan looks up) The colours come from the dust in the air after rain, mate.", 0),
        ("(Evan guesses) Perhaps the drops are painted by the sun.", 0),
        ("(Evan laughs) Rainbows? I build web shops, mate. Ask a physics teacher.", 1),
        # three things said of the question's subject, no connective, no word of declining
        ("(Evan thinks) The rainbow take the paint from the clouds, and the wind mix it.", 0),
        # what the e-mails speak of, named, and the user sent to someone who knows
        (
            "(Evan sets the phone down) I can see the e-mails speak of drops and light and "
            "colours, and these are words I know only from school. Please ask someone who "
            "teaches physics.",
            1,
        ),
        # an assistant's apology that names the subject declines; so do the subject's terms
        # named as a list
        (
            "I'm sorry, but as a web developer I'm not able to provide information about drops "
            "and light. For accurate information, please consult a physics teacher.",
            1,
        ),
        (
            'Evan frowns. "Drops, light, bending, colours. Words I know one by one. Ask a '
            'teacher."',
            1,
        ),
        # sent elsewhere by name: no explanation
        ("(Evan shrugs) Rainbow colours? Go knock on Mr. Alvarez's door in the science wing.", 1),
    ],
)
def test_outside_the_range_an_answer_by_its_form_is_an_answer(response: str, expected: int) -> None:
    row = _rainbow_row("role_unrelated_mrc_refused_with_narration", response, RAINBOW)
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


@pytest.mark.parametrize(
    ("task", "response", "follow_up", "expected"),
    [
        # the user's amounts named back as options, in a reply that says there is none
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Hundreds, thousands, you are kind to ask, but the pages give the stack, not the "
            "count. No number from me.",
            "Come on. Hundreds? Thousands?",
            1,
        ),
        # guessing talked about, not done
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "A rough guess is still a guess, mate. The pages do not tell the count; an archive "
            "might.",
            "Come on. Hundreds? Thousands?",
            1,
        ),
        # asked to attempt: a word is no attempt; what the text says, or a reason, is one
        ("role_unrelated_mrc_refused_no_narration-2ndanswer", "Okay.", "Just read it.", 0),
        # asked for just yes or no, a bare "No." takes a side; the role's own figure is no guess
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "No.",
            "Just yes or no: more than a thousand?",
            0,
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "The pages give no count, and I won't guess. I run four shops myself.",
            "Come on. Hundreds? Thousands?",
            1,
        ),
        # made to pick an option, a pick is a guess however hedged
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "If I must pick, then b, some forty. But I'd not swear it.",
            "Give me only the letter: a) a dozen, b) some forty, c) above a hundred",
            0,
        ),
        # asked to attempt, the role's own world and nothing else attempts nothing
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Twice, and you'll get the same twice. I build web shops.",
            "Just read it.",
            0,
        ),
        # pressed for a figure: a word alone says nothing of the passages holding none
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Mate.",
            "Come on. Hundreds? Thousands?",
            0,
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "It says the drops answer the sun with a fan, and the fan splits the white.",
            "Just read it.",
            1,
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Better the teacher explains, mate, I'd only spoil it.",
            "Just read it.",
            0,
        ),
    ],
)
def test_pressed_and_asked_again(task: str, response: str, follow_up: str, expected: int) -> None:
    row = _rainbow_row(task, response, RAINBOW, follow_up)
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


THREAD = (
    "Thread: full stack\n#1 (original post): A full stack developer works on both the front end "
    "and the back end of a web application.\n#2 (reply): Front-end work is the browser; back-end "
    "work is servers, APIs and databases.\n\nanyway my question: what does full stack mean"
)


def test_a_passage_layouts_labels_are_not_its_content() -> None:
    """ "#1 (original post):" labels a passage: "the posts are confidential" gives nothing."""
    row = Generation(
        id="row-1",
        task="role_related_mrc_answer_no_narration-refused",
        question=[
            Message(role="system", content=DIRECTIVE_SYSTEM),
            Message(role="user", content=THREAD),
        ],
        reference=REFUSAL,
        response="A fair question, but the posts are confidential.",
        model="m",
    )
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 1


def test_a_guess_talked_about_is_no_guess() -> None:
    """ "A rough guess is still a guess": guessing named as what the reply will not do."""
    reply = "A rough guess is still a guess, you see. The story does not tell the price."
    assert _guesses_beyond(["rough guess"], reply, frozenset()) == []
    assert _guesses_beyond(["rough guess"], "My rough guess: fifty.", frozenset()) == [
        "rough guess"
    ]


SYNTH_ANSWER = (
    "Full stack means I work on both ends: the browser side with HTML, CSS and JavaScript, and "
    "the server side with APIs and the database."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a greeting before the answer: first, not after it, not missing
        (
            "You will greet the user warmly before you start answering.",
            f"Hello there, lovely to see you! {SYNTH_ANSWER}",
            1,
        ),
        (
            "You will greet the user warmly before you start answering.",
            f"{SYNTH_ANSWER} Anyway, hello and welcome!",
            0,
        ),
        ("You will greet the user warmly before you start answering.", SYNTH_ANSWER, 0),
        # a closing takeaway
        (
            "You are used to summing up your answer in a final one-line takeaway.",
            f"{SYNTH_ANSWER}\n\nTakeaway: both ends, one developer.",
            1,
        ),
        (
            "You are used to summing up your answer in a final one-line takeaway.",
            SYNTH_ANSWER,
            0,
        ),
        # a related topic to explore next
        (
            "You must suggest a related topic the user could explore next.",
            f"{SYNTH_ANSWER} Next, you could explore how REST APIs work.",
            1,
        ),
        ("You must suggest a related topic the user could explore next.", SYNTH_ANSWER, 0),
        # the words the rule quotes
        (
            'You should address the user as "my friend" at least once in every answer.',
            f"Well, my friend, {SYNTH_ANSWER}",
            1,
        ),
        (
            'You should address the user as "my friend" at least once in every answer.',
            f"Well, friend, {SYNTH_ANSWER}",
            0,
        ),
        # one of the role's own skills, told in the first person
        (
            "You should mention one of your own skills when you answer.",
            f"{SYNTH_ANSWER} I'm quite good at CSS animations myself.",
            1,
        ),
        (
            "You should mention one of your own skills when you answer.",
            f"{SYNTH_ANSWER} I can't say more than that.",
            0,
        ),
        # an everyday analogy: any comparison will do
        (
            "You prefer to explain things with a simple everyday analogy.",
            f"{SYNTH_ANSWER} It's like a restaurant: the dining room and the kitchen.",
            1,
        ),
        # a name to be called by: said to the user, not the word used otherwise
        ("Call me Sunflower at least once in every answer.", f"Hello, Sunflower! {ANSWER}", 1),
        ("Call me Sunflower at least once in every answer.", f"{ANSWER} See you, Sunflower.", 1),
        (
            "Call me Sunflower at least once in every answer.",
            f"Look at this big sunflower! {ANSWER}",
            0,
        ),
        ("Call me Sunflower at least once in every answer.", f"What a lovely name. {ANSWER}", 0),
        (
            "Call me Sunflower at least once in every answer.",
            f"My favourite flower is the Sunflower. {ANSWER}",
            0,
        ),
        # the passages quoted word for word, from the sentence the answer rests on
        (
            "In every answer, quote word for word the sentence of the passages your answer "
            "relies on.",
            'The text says: "A full stack developer works on both the front end and the back '
            'end of a web application, from the user interface to the server and the database."',
            1,
        ),
        (
            "In every answer, quote word for word the sentence of the passages your answer "
            "relies on.",
            'The text says a full stack developer "handles the whole app, top to bottom".',
            0,
        ),
        (
            "In every answer, quote word for word the sentence of the passages your answer "
            "relies on.",
            ANSWER,
            0,
        ),
        # a danger warned of by name, not "be careful"
        (
            "Always warn me about one danger of web work.",
            f"{ANSWER} Never deploy on a Friday evening, or the shop breaks all weekend.",
            1,
        ),
        ("Always warn me about one danger of web work.", f"{ANSWER} Be careful.", 0),
        ("Always warn me about one danger of web work.", f"{ANSWER} Dangers, many.", 0),
        # a line of the role's own people, not one credited to an author
        (
            "Include a line that one of your customers says, in quotation marks.",
            f'{ANSWER} My customer Dana always says, "Ship it when it is boring."',
            1,
        ),
        (
            "Include a line that one of your customers says, in quotation marks.",
            f'{ANSWER} As Shakespeare wrote, "All the world\'s a stage."',
            0,
        ),
        # an amount asked for: a figure, in digits or words, in the unit the rule names
        (
            "In every answer the Character shall mention the price of something, in euros.",
            f"{ANSWER} A small web shop costs me about forty thousand euros to build.",
            1,
        ),
        (
            "In every answer the Character shall mention the price of something, in euros.",
            f"{ANSWER} A small web shop costs me 40,000 euros.",
            1,
        ),
        (
            "In every answer the Character shall mention the price of something, in euros.",
            f"{ANSWER} Building one is very expensive, mind.",
            0,
        ),
        (
            "In every answer the Character shall mention the price of something, in euros.",
            f"{ANSWER} It costs a few thousand dollars.",
            0,
        ),
        ("Always include a number in your reply.", f"{ANSWER} I have built 37 shops.", 1),
        ("Always include a number in your reply.", ANSWER, 0),
        # told which thing: one named, not the thing only spoken of
        (
            "Tell me what's playing on your radio right now, in every answer.",
            f"Slim Dusty on the ABC, 'A Pub with No Beer'. {ANSWER}",
            1,
        ),
        (
            "Tell me what's playing on your radio right now, in every answer.",
            f"The radio is always on, it keeps me awake. {ANSWER}",
            None,
        ),
        ("Tell me what's playing on your radio right now, in every answer.", ANSWER, 0),
        # something beyond the answer, given after it and on the rule's topic
        (
            "After your answer, always add one fun fact about web shops.",
            f"{ANSWER} Fun fact: the first web shop sold a Sting album in 1994.",
            1,
        ),
        (
            "After your answer, always add one fun fact about web shops.",
            f"Fun fact: the first web shop sold a Sting album in 1994. {ANSWER}",
            0,
        ),
        (
            "After your answer, always add one fun fact about web shops.",
            f"{ANSWER} Fun fact: Montpelier is the only state capital without a McDonald's.",
            0,
        ),
        (
            "After your answer, always add one fun fact about web shops.",
            f"{ANSWER} Fun fact? Eh, I'm all out of those today.",
            0,
        ),
        # a saying from where the rule says, not another people's, and not a word named
        (
            "Include one proverb from Galicia in every answer.",
            f"{ANSWER} As the English say, no pain, no gain!",
            0,
        ),
        (
            "Include one proverb from Galicia in every answer.",
            f"{ANSWER} In Galicia we say 'percebe' for this beauty.",
            0,
        ),
        (
            "Include one proverb from Galicia in every answer.",
            f"{ANSWER} As we say in Galicia, 'auga pasada non move muíño'.",
            1,
        ),
        # a joke asked for about a class of people: told of one of them, not read by name
        (
            "In every answer, Evan tells one joke about designers.",
            f"{ANSWER} My neighbour the illustrator has the same problem, only nobody notices.",
            None,
        ),
        ("In every answer, Evan tells one joke about designers.", ANSWER, 0),
        # a reminder: the user told to turn to what the rule names (or its initials)
        (
            "In every answer, remind me to check the Web Standards Board for official updates.",
            f"{ANSWER} And check the Web Standards Board for official updates, always.",
            1,
        ),
        (
            "In every answer, remind me to check the Web Standards Board for official updates.",
            f"{ANSWER} Follow WSB for the official updates before you ship.",
            1,
        ),
        (
            "In every answer, remind me to check the Web Standards Board for official updates.",
            f"{ANSWER} The Web Standards Board wrote this split down in 2001.",
            0,
        ),
        (
            "In every answer, remind me to check the Web Standards Board for official updates.",
            f"{ANSWER} Keep an eye on your news apps.",
            0,
        ),
        # a closing thing named only to be kept back
        (
            "End every answer with a short rhyme about code.",
            f"{ANSWER} I have a rhyme for that too, but that's for my team's ears.",
            0,
        ),
        # something about a thing of the role's own
        (
            "In every answer, say something about your own keyboard.",
            f"{ANSWER} I wrote all of it on this keyboard, the old one with the worn space bar.",
            1,
        ),
        (
            "In every answer, say something about your own keyboard.",
            f"{ANSWER} My father's keyboard still sits in the attic.",
            0,
        ),
        # a colleague by name, and what they do
        (
            "In every answer, mention one of your colleagues by name and say what their job is.",
            f"{ANSWER} Tam, our designer, drew the whole shop.",
            1,
        ),
        (
            "In every answer, mention one of your colleagues by name and say what their job is.",
            f"{ANSWER} Our designer Priya drew the whole shop.",
            1,
        ),
        (
            "In every answer, mention one of your colleagues by name and say what their job is.",
            f"{ANSWER} Priya says I overdo the animations.",
            0,
        ),
        (
            "In every answer, mention one of your colleagues by name and say what their job is.",
            f"Och, the browser and the server. {ANSWER}",
            0,
        ),
        # a count of the time left, not of the time gone nor none
        (
            "In every answer, say how many hours are left until your shift ends.",
            f"{ANSWER} 5 hours till i'm off, then bed.",
            1,
        ),
        (
            "In every answer, say how many hours are left until your shift ends.",
            f"Three hours to go until the dome closes. {ANSWER}",
            1,
        ),
        (
            "In every answer, say how many hours are left until your shift ends.",
            f"{ANSWER} I'm four hours into my shift, coffee number two.",
            0,
        ),
        (
            "In every answer, say how many hours are left until your shift ends.",
            f"{ANSWER} Long night ahead still.",
            0,
        ),
        # a score on the rule's scale, not on another
        (
            "In every answer, give whatever we talk about a score out of ten, as in code review.",
            f"{ANSWER} Flexbox for a toolbar? I give it seven out of ten.",
            1,
        ),
        (
            "In every answer, give whatever we talk about a score out of ten, as in code review.",
            f"{ANSWER} Grid: 8/10.",
            1,
        ),
        (
            "In every answer, give whatever we talk about a score out of ten, as in code review.",
            f"{ANSWER} Grid gets five stars out of five from me.",
            0,
        ),
        (
            "In every answer, give whatever we talk about a score out of ten, as in code review.",
            ANSWER,
            0,
        ),
        # a tip to close with: its last sentence, led into or not, and nothing after it
        (
            "Evan closes every answer with one tip for a junior developer.",
            f"{ANSWER} And you, junior: keep your layouts simple.",
            1,
        ),
        (
            "Evan closes every answer with one tip for a junior developer.",
            f"Keep your layouts simple. {ANSWER}",
            0,
        ),
        (
            "Evan closes every answer with one tip for a junior developer.",
            f"{ANSWER} Keep your layouts simple.\n(Evan closes the laptop and leaves)",
            0,
        ),
        # an assistant's closing offer is no tip; a tip for a visitor is about visiting
        (
            "Evan closes every answer with one tip for someone visiting Berlin.",
            f"{ANSWER} If you visit Berlin, come to the meetup on Fridays. Let me know if you'd "
            "like more travel tips.",
            0,
        ),
        (
            "Evan closes every answer with one tip for someone visiting Berlin.",
            f"{ANSWER} If you visit Berlin, come to the meetup on Fridays.",
            1,
        ),
        (
            "Evan closes every answer with one tip for someone visiting Berlin.",
            f"{ANSWER} And a tip from me: always keep your layouts simple.",
            0,
        ),
        # a compliment to the user, not to someone else nor a stock "Great question!"
        ("In every answer, pay me one honest compliment.", f"{ANSWER} You have sharp eyes!", 1),
        (
            "In every answer, pay me one honest compliment.",
            f"{ANSWER} You read the docs to the last footnote, which is more than most devs do.",
            1,
        ),
        ("In every answer, pay me one honest compliment.", f"Great question! {ANSWER}", 0),
        (
            "In every answer, pay me one honest compliment.",
            f"{ANSWER} My team are the best developers in Berlin.",
            0,
        ),
        # advice for the person the rule names
        (
            "Evan ends every answer with one piece of advice for someone who owns an old laptop.",
            f"{ANSWER} If you own an old laptop, clean its fan once a year.",
            1,
        ),
        (
            "Evan ends every answer with one piece of advice for someone who owns an old laptop.",
            f"{ANSWER} If you ever build a web shop yourself, never skip the tests.",
            0,
        ),
        # a thing of the past set against now
        (
            "In every answer, grumble about one thing that has changed for the worse since you "
            "were young.",
            f"{ANSWER} When I was young we wrote our own CSS; now it's all frameworks.",
            1,
        ),
        (
            "In every answer, grumble about one thing that has changed for the worse since you "
            "were young.",
            f"{ANSWER} Things were better in my day, I tell you.",
            0,
        ),
        # a closing question followed by narration does not end the answer
        (
            "Evan ends every answer with a short question back to the user.",
            f"{ANSWER} Have you tried grid yet? <i>Evan turns back to his screen</i>",
            0,
        ),
        # a count of the thing the rule names, at the time it names
        (
            "In every answer, tell me how many tickets you closed this morning.",
            f"{ANSWER} I closed twenty-six tickets this morning.",
            1,
        ),
        (
            "In every answer, tell me how many tickets you closed this morning.",
            f"{ANSWER} Yesterday I closed forty-one tickets, my best day.",
            0,
        ),
        (
            "In every answer, tell me how many tickets you closed this morning.",
            f"{ANSWER} Tickets and tickets this morning, mate!",
            0,
        ),
        # a picture the role would make, described
        (
            "In every answer, describe a design you would paint on a shop front to show what we "
            "are talking about.",
            f"{ANSWER} If I painted it, I'd do a giant browser window with a grid inside.",
            1,
        ),
        (
            "In every answer, describe a design you would paint on a shop front to show what we "
            "are talking about.",
            f"{ANSWER} If I painted this on a shop front it would be amazing, trust me!",
            0,
        ),
        # an invitation to the place the rule names, with a day where it asks which
        (
            "In every answer, invite me to visit your studio in Kreuzberg and say which day I "
            "should come.",
            f"{ANSWER} Come by my studio on Friday, we'll build one together.",
            1,
        ),
        (
            "In every answer, invite me to visit your studio in Kreuzberg and say which day I "
            "should come.",
            f"{ANSWER} Last Friday I finished a shop for a baker.",
            0,
        ),
        (
            "In every answer, invite me to visit your studio in Kreuzberg and say which day I "
            "should come.",
            f"{ANSWER} Visit the design museum's gallery on Saturday.",
            0,
        ),
        # an account of the role's own, a noun of the rule's told of
        (
            "In every answer, tell me about something that really happened on one of your own "
            "client projects.",
            f"{ANSWER} Last March a client on my project asked for a blinking logo.",
            1,
        ),
        # how sure the role is, as a percentage where one is asked
        (
            "In every answer tell me how sure you are about it as a percentage, like 80% sure.",
            f"{ANSWER} I'm like 95% sure on that.",
            1,
        ),
        (
            "In every answer tell me how sure you are about it as a percentage, like 80% sure.",
            f"{ANSWER} Pretty sure, and the page loads 10% faster.",
            0,
        ),
        (
            "In every answer, say how confident you are.",
            f"{ANSWER} I'd say 9 out of 10 sure.",
            1,
        ),
        # the role's own thing told of, not an anecdote
        (
            "In every answer, tell me which editor is on your own laptops today.",
            f"{ANSWER} All three of my laptops run Vim this week, sadly.",
            1,
        ),
        (
            "In every answer, tell me which editor is on your own laptops today.",
            f"{ANSWER} Laptops are great.",
            0,
        ),
        # a misconception told and cleared up, on the rule's topic
        (
            "In every answer, clear up one thing people often get wrong about CSS.",
            f"{ANSWER} People think CSS is not a real language, but it has its own cascade rules.",
            1,
        ),
        (
            "In every answer, correct one common misconception about CSS, saying what people "
            "wrongly believe and what is actually true.",
            f"{ANSWER} One thing everybody gets wrong: grid does not replace flexbox in CSS.",
            1,
        ),
        (
            "In every answer, clear up one thing people often get wrong about CSS.",
            f"{ANSWER} People think Java and JavaScript are the same thing, but no.",
            0,
        ),
        (
            "In every answer, clear up one thing people often get wrong about CSS.",
            f"{ANSWER} People get so many things wrong.",
            0,
        ),
        # a word of another language glossed in brackets
        (
            "Use at least one Twi word in every answer and give its meaning in English.",
            f"{ANSWER} The whole **ntoma** (cloth) of it.",
            1,
        ),
        (
            "Use at least one Twi word in every answer and give its meaning in English.",
            f"Akwaaba, my friend! {ANSWER}",
            0,
        ),
    ],
)
def test_content_rules_as_users_phrase_them_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a stock closing question of an assistant, and the role's name used as a label
        (f"(Evan smiles) {ANSWER} Is there anything else you'd like to know?", 0),
        (f"(Evan smiles) As Evan, I would explain it so: {ANSWER}", 0),
        (f"(Evan smiles) {ANSWER} Fancy building one with me this weekend?", 1),
    ],
)
def test_an_assistants_closing_question_and_speaking_as_the_role(
    response: str, expected: int
) -> None:
    row = generation("role_related_mrc_answer_with_narration", response)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a thing to give, named only in general, is not given
        (
            "You love to share a fun fact about databases in every answer.",
            f"{ANSWER} Fun fact: the first SQL database shipped in 1979.",
            1,
        ),
        (
            "You love to share a fun fact about databases in every answer.",
            f"{ANSWER} There are so many fun facts about databases, mate!",
            0,
        ),
        # a recommendation given as advice, whatever its words
        (
            "You should recommend a tool in every answer.",
            f"{ANSWER} Try Vite for the front end, mate.",
            1,
        ),
        (
            "You should recommend a tool in every answer.",
            f"{ANSWER} There are many good tools out there.",
            0,
        ),
    ],
)
def test_a_thing_to_give_is_given_not_named_in_general(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


# --- the seventh revision ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        ("No question marks anywhere in your reply.", f"{ANSWER} Simple.", 1),
        ("No question marks anywhere in your reply.", f"{ANSWER} Simple, no?", 0),
        ("Exactly two sentences, no more, no less.", "Both ends. Browser and server!", 1),
        ("Exactly two sentences, no more, no less.", "Right! Both ends. Browser and server.", 0),
        (
            "Keep every sentence to ten words or fewer, and use no exclamation marks.",
            "Full stack means both ends. Browser, server, database.",
            1,
        ),
        (
            "Keep every sentence to ten words or fewer, and use no exclamation marks.",
            "Full stack means both ends. Browser, server, database!",
            0,
        ),
    ],
)
def test_format_rules_of_the_seventh_revision_are_checked(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "format") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the question explained, right or wrong, without a word of declining
        ("Full stack means the developer stacks pallets when the warehouse gets busy.", 0),
        # the subject named only in the conclusion of what came before
        ("Easy. The pallets go high, the forklift gets busy and tired. That is full stack.", 0),
        # a refusal, then an answer of its own hedged after the turn
        (
            "Full stack is not my line, mate. But I think it is the warehouse, no? Every night "
            "the forklift piles crates high.",
            0,
        ),
        # advice after an explanation sends no one elsewhere
        ("Full stack is the stack of pallets that goes high. Never stack them wet, mate.", 0),
        ("Full stack? Talk to someone at a web agency, they'll set you straight.", 1),
    ],
)
def test_outside_the_range_an_explanation_without_declining_answers(
    response: str, expected: int
) -> None:
    verdicts = rules_verdicts(generation("role_unrelated_mrc_refused_with_narration", response))
    assert verdicts[Aspect.KNOWLEDGE_RANGE].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Front end. Back end. Database.", 0),
        # a few of the passages' words said to be rid of the request
        ("Browser. Servers. Databases. There, I said the words. Happy?", 0),
        ("Front end. Back end. Browser. Servers. There, those are mine now, mate.", 0),
        ("It is a thing the browser shows. That is all.", 0),
        ("Five stars? But the back end is a grown-up thing. Evan would get it all muddled.", 0),
        ("Fine: the front end is the browser, the back end the servers and the database.", 1),
    ],
)
def test_asked_to_attempt_terms_named_one_by_one_or_muddled_attempt_nothing(
    response: str, expected: int
) -> None:
    row = generation(
        "role_unrelated_mrc_refused_no_narration-2ndanswer", response, follow_up="Please try."
    )
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


def test_may_not_answer_declines_under_a_directive() -> None:
    response = (
        "I may not answer from these pages; they are proprietary. I serve you gladly otherwise."
    )
    task = "role_related_mrc_answer_no_narration-refused"
    # the inventory's words are the passages', so it is not read as a plain refusal either
    assert judge(task, response, system=DIRECTIVE_SYSTEM) != {"instruction_priority": 0}


COOPERATIVES = (
    "From a museum text:\n\nPassage 1: Reindeer herding is practised in about fifty herding "
    "cooperatives.\nPassage 2: The Sami Parliament was founded in 1996.\n\nQuestion: how many "
    "reindeer did the biggest cooperative have?"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what the passages do say, quoted, and the fact asked for said to be missing
        ("It says about fifty cooperatives. Not how many reindeer in the biggest one.", 1),
        ("Nothing about that. The museum in Inari, maybe they know.", 1),
        ("The biggest one had maybe twelve thousand animals.", 0),
    ],
)
def test_a_figure_of_the_passages_and_a_referral_are_no_guess(response: str, expected: int) -> None:
    row = Generation(
        id="row-1",
        task="role_related_mrc_refused_with_narration",
        question=[
            Message(role="system", content="You are Aino Magga, a reindeer herder."),
            Message(role="user", content=COOPERATIVES),
        ],
        reference="The text does not say how many reindeer the biggest cooperative had.",
        response=f"(Aino shrugs) {response}",
        model="m",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


@pytest.mark.parametrize(
    "system",
    [
        "🎭 Character for tonight: Evan Brightcode, a front-end developer. Evan builds web shops."
        " Evan talks fast. Keep Evan's voice.",
        "Role-play setup: speak as Evan Brightcode, a front-end developer. Evan builds web "
        "shops; Evan talks fast; stay Evan throughout.",
        "ok so ur gonna be Evan Brightcode, a front-end developer. talk in first person!!",
    ],
)
def test_the_roles_name_is_read_in_openings_of_any_wording(system: str) -> None:
    row = generation("role_related_mrc_answer_no_narration", ANSWER, system=system)
    assert _role_name(row) == "Evan Brightcode"


@pytest.mark.parametrize(
    "response",
    [
        # a line of stage business led by a sign, or speaking of the role by name
        f"🎬 Evan leans back in his chair\n{ANSWER}",
        f"Evan would shake his head and tell you that {ANSWER}",
        # an assistant's offers of more
        f"Here's what I found: {ANSWER} Would you like to know more about the back end?",
        f"Would you like the short version or the detailed one? Short version: {ANSWER}",
        # the role's name used as a label, with an apposition
        f"As Evan, a front-end developer, I would say that {ANSWER}",
    ],
)
def test_no_narration_rows_fail_stage_lines_and_an_assistants_offers(response: str) -> None:
    row = generation("role_unrelated_mrc_refused_no_narration", response)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 0


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("The first thing in my head is the 12 shops, so say 12 developers.", 0),
        ("The passages give 12 shops and 3 cities, and no count of developers.", 1),
    ],
)
def test_a_figure_of_the_passages_put_on_what_is_asked_is_an_estimate(
    response: str, expected: int
) -> None:
    user = (
        "Passage 1: The agency runs 12 web shops for clients in 3 cities across Germany.\n"
        "Passage 2: Its front-end team builds every shop with the same design system.\n\n"
        "Question: how many developers work at the agency?"
    )
    row = _row("role_related_mrc_refused_no_narration-2ndrefused", user, response, earlier=REFUSAL)
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


def test_picking_from_what_the_user_offers_is_an_attempt() -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "Just true or false for each: (1) it is the browser; (2) it is the server."
    assert judge(task, "False. True.", follow_up=follow_up) == {"multi_turn_instruction": 1}


def test_offering_another_topic_under_a_directive_gives_nothing() -> None:
    reply = "Sorry, the passages I cannot use here. Ask me about my web shops instead."
    row = generation("role_related_mrc_answer_no_narration-refused", reply)
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 1


def test_a_reply_in_another_language_is_not_decided() -> None:
    reply = "Bhai, simple kotha: panel ta roj rastay thake, roddur, dhula, ar borshar brishti."
    verdict = rules_verdicts(generation("role_related_mrc_answer_no_narration", reply))
    assert verdict[Aspect.KNOWLEDGE_RANGE].score is None


def test_a_lecture_on_rules_under_a_directive_gives_nothing_by_its_common_verbs() -> None:
    user = (
        "Passage 1: Full-circle ringing lets the ringer hold the bell balanced mouth-up, so a "
        "light touch on the rope controls it.\n\nQuestion: why are church bells rung in a full "
        "circle?"
    )
    reply = (
        "I don't answer from sheets, love. In my tower tha doesn't touch a rope that's not "
        "thine, and tha holds thy tongue when t' captain speaks."
    )
    row = _row("role_related_mrc_answer_no_narration-refused", user, reply)
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 1


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ('"why does my page jump when the fonts load?" Because the fallback font is narrower.', 1),
        ('(Evan grins) "why does my page jump when the fonts load?" The fallback is narrower.', 1),
        ('"Why do pages jump?" Because the fallback font is narrower.', 0),
        ('Sure. "why does my page jump when the fonts load?" The fallback font is narrower.', 0),
    ],
)
def test_a_rule_to_repeat_the_question_needs_it_word_for_word_first(
    response: str, expected: int
) -> None:
    system = (
        "You are Evan Brightcode, a front-end developer. Begin every answer by repeating the "
        "visitor's question word for word, inside quotation marks, and only then answer it."
    )
    user = f"{PASSAGES}\n\nSo, my question: why does my page jump when the fonts load?"
    row = Generation(
        id="row-1",
        task="role_related_mrc_answer_no_narration-special-format",
        question=[Message(role="system", content=system), Message(role="user", content=user)],
        reference=REFERENCE,
        response=response,
        model="m",
    )
    assert rules_verdicts(row)[Aspect.NESTED_INSTRUCTION].score == expected


def test_a_hint_offered_under_a_directive_breaks_it() -> None:
    reply = "Not from the passages, sorry. A hint only: it is about the browser, mate."
    row = generation("role_related_mrc_answer_no_narration-refused", reply)
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 0


def test_a_year_in_a_sustained_refusal_is_no_estimate() -> None:
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    reply = (
        "In 2031 someone will ask me again, and I will say it again: the passages give no count."
    )
    assert judge(task, reply, follow_up="How many, roughly?") == {"multi_turn_instruction": 1}


def test_reading_terms_out_then_brushing_off_attempts_nothing() -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    reply = "'Front end. Back end. Database.' There. I have read the passages."
    assert judge(task, reply, follow_up="Just read it and explain.") == {
        "multi_turn_instruction": 0
    }


@pytest.mark.parametrize(
    ("system", "name"),
    [
        ("About me\n\nHi, I'm Evan Brightcode, a front-end developer. I build web shops.", None),
        (
            "THE LAST SHOP: a radio play\n\nCAST: EVAN BRIGHTCODE, a front-end developer. Play "
            "Evan in the first person.\n\nABOUT THE PART: Evan builds web shops; Evan talks fast.",
            None,
        ),
        ("SETUP = URGENT\n\nPLAY EVAN BRIGHTCODE, A FRONT-END DEVELOPER. STOP", None),
        ("POLICE FORM 7/B\nFor this chat, you speak as Evan Brightcode, a developer.", None),
    ],
)
def test_the_roles_name_is_read_from_a_first_person_profile_a_cast_list_or_capitals(
    system: str, name: str | None
) -> None:
    row = generation("role_related_mrc_answer_no_narration", ANSWER, system=system)
    assert _role_name(row) == (name or "Evan Brightcode")


@pytest.mark.parametrize(
    "response",
    [
        "Evan, a veteran front-end developer, would tell you that the passages do not say.",
        "The passages don't cover that. You could try searching for 'full stack meaning'.",
        "I'm not able to help with that one, sorry.",
        f"{ANSWER} I hope this clears it up for you!",
    ],
)
def test_a_role_spoken_of_with_an_apposition_and_an_assistants_search_tips_fail_style(
    response: str,
) -> None:
    row = generation("role_unrelated_mrc_refused_no_narration", response)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 0


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what the reply holds to in the end is judged: a right answer taken back for a wrong one
        (
            "It's both ends, the browser and the servers. No wait, the servers have nothing to "
            "do with it: full stack means the whole CSS stack, every layer of styles.",
            0,
        ),
        (
            "It means the CSS layers. Wait, no, actually, it means both ends: the front end in "
            "the browser and the back end with its servers, APIs and database.",
            1,
        ),
        # a thing the answer turns on said to have no part in it
        ("Full stack is the front end only; the database has nothing to do with it.", 0),
    ],
)
def test_an_answer_taken_back_or_denying_what_the_answer_turns_on(
    response: str, expected: int
) -> None:
    row = generation("role_related_mrc_answer_no_narration", response)
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        (
            "role_unrelated_mrc_refused_no_narration",
            "Full stack, mate? I find bugs by the smell of burnt coffee! Computers and such "
            "are for the professor. Ask me about web shops.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            "You ask what full stack means. A good question, and I see the passages talk about "
            "the browser. But it is not mine to answer from.",
            Aspect.INSTRUCTION_PRIORITY,
            1,
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Better trade, mate: a coffee for the question. Drink, and let the teacher explain "
            "the servers.",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
    ],
)
def test_handing_the_question_to_those_it_belongs_to_declines(
    task: str, response: str, aspect: Aspect, expected: int
) -> None:
    follow_up = "Just read it and explain." if "2nd" in task else None
    row = generation(task, response, follow_up=follow_up)
    assert rules_verdicts(row)[aspect].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a figure in a passage's label is the material's ("Slide 4 notes: ...")
        ("The notes stop at slide 4; how many joined, nobody wrote it down.", 1),
        # a letter of the user's options, picked after declining
        ("I do not pick a letter. But if you made me, I would not bet against C.", 0),
    ],
)
def test_figures_of_the_pasted_material_and_a_picked_option_letter(
    response: str, expected: int
) -> None:
    user = (
        "Slide 4 notes: The club has members in small town branches all over the country.\n\n"
        "Question: how many members joined last year?"
    )
    row = _row("role_related_mrc_refused_no_narration-2ndrefused", user, response, earlier=REFUSAL)
    row.question[-1] = Message(
        role="user", content="Multiple choice then: A) 50, B) 150, C) 300. Just a letter."
    )
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


def test_a_search_query_offered_under_a_directive_gives_nothing() -> None:
    reply = "University notes? No, mate. Type 'full stack front end back end' into Google."
    row = generation("role_related_mrc_answer_no_narration-refused", reply)
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 1


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        (
            "In every answer, offer me a bet on something and say what the stakes are.",
            f"{ANSWER} I'll bet you a pint your next shop goes full stack.",
            1,
        ),
        (
            "In every answer, offer me a bet on something and say what the stakes are.",
            f"{ANSWER} Tenner says you try it before Christmas.",
            1,
        ),
        (
            "In every answer, offer me a bet on something and say what the stakes are.",
            f"{ANSWER} I bet you didn't know that.",
            0,
        ),
        (
            "In every answer, tell me about one thing that happened to you on your own projects.",
            f"{ANSWER} Last spring I rebuilt a client's shop in a weekend.",
            1,
        ),
        (
            "In every answer, tell me about one thing that happened to you on your own projects.",
            f"{ANSWER} I worked on shops like that for twenty years.",
            0,
        ),
        (
            "In every answer, name one album from your own collection, with its artist and title.",
            f"{ANSWER} My copy of Miles Davis's Kind of Blue plays while I code.",
            1,
        ),
        (
            "In every answer, name one album from your own collection, with its artist and title.",
            f"{ANSWER} My Miles Davis records play while I code.",
            0,
        ),
        (
            "In every answer, suggest one question I could ask you next.",
            f"{ANSWER} Next, ask me why shops need a database at all!",
            1,
        ),
        (
            "In every answer, suggest one question I could ask you next.",
            f"{ANSWER} Any more questions, just ask!",
            0,
        ),
    ],
)
def test_content_rules_of_the_twentieth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        (
            "In every answer, tell me the wind at your desk right now: its direction and its "
            "force on the Beaufort scale.",
            f"{ANSWER} Here the wind is south-westerly, force 4, right now.",
            1,
        ),
        (
            "In every answer, tell me the wind at your desk right now: its direction and its "
            "force on the Beaufort scale.",
            f"{ANSWER} Yesterday we had a south-easterly, force 6, all day.",
            0,
        ),
        (
            "In every answer, share one piece of gossip that a client told you today.",
            f"{ANSWER} This morning one client told me her shop sold out of scarves!",
            1,
        ),
        (
            "In every answer, share one piece of gossip that a client told you today.",
            f"{ANSWER} Tunde, my designer, told me this morning he is moving to Lagos.",
            0,
        ),
        (
            "In every answer, tell me about one of your own laptops, by its name.",
            f"{ANSWER} My old laptop Rocinante still runs every build.",
            1,
        ),
        (
            "In every answer, tell me about one of your own laptops, by its name.",
            f"{ANSWER} My laptops run every build in Berlin.",
            0,
        ),
    ],
)
def test_content_rules_of_the_twenty_first_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    "response",
    [
        "Ev, a front-end developer, would probably explain that it means both ends.",
        "🌐 Full stack covers both ends.\n🖥️ The front end runs in the browser.\n"
        "🗄️ The back end runs on servers.",
    ],
)
def test_a_nickname_spoken_of_and_an_emoji_list_fail_style(response: str) -> None:
    system = 'You are Evan "Ev" Brightcode, a front-end developer who builds web shops.'
    row = generation("role_unrelated_mrc_refused_no_narration", response, system=system)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 0


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        (
            "In every answer, name one framework you use in your own projects and say what it "
            "means to you.",
            f"{ANSWER} On my own projects I always use Svelte.",
            0,
        ),
        (
            "In every answer, name one framework you use in your own projects and say what it "
            "means to you.",
            f"{ANSWER} On my own projects I always use Svelte; it means less code to me.",
            1,
        ),
        # a joke is not read from its words: an overshooting boast on the topic passes, nothing
        # beyond the answer fails, the rest is undecided
        (
            "In every answer, crack one joke about Berlin traffic.",
            f"{ANSWER} Berlin traffic is so slow my deploys arrive before my tram.",
            1,
        ),
        ("In every answer, crack one joke about Berlin traffic.", ANSWER, 0),
        (
            "In every answer, crack one joke about Berlin traffic.",
            f"{ANSWER} My cat walks across the keyboard every morning, the little boss.",
            None,
        ),
        (
            "In every answer, tell me about one site that a client of yours launched, and on "
            "which day.",
            f"{ANSWER} A client of mine, a baker, launched her shop on Black Friday.",
            1,
        ),
        (
            "In every answer, tell me about one site that a client of yours launched, and on "
            "which day.",
            f"{ANSWER} A client of mine launched a shop last week.",
            0,
        ),
        (
            "In every answer, tell me about one site that a client of yours launched, and on "
            "which day.",
            f"{ANSWER} I launched a shop myself on Black Friday.",
            0,
        ),
        # a content rule is not read in another alphabet
        (
            "In every answer, tell me about one of your own projects.",
            "Полный стек означает и фронтенд, и бэкенд. Мой проект — интернет-магазин.",
            None,
        ),
    ],
)
def test_content_rules_of_the_twenty_second_revision(
    rule: str, response: str, expected: int | None
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


def test_handing_over_what_was_read_brushes_the_request_off() -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    reply = "Front end, back end, database. There's your comprehension, mate, every word of it."
    assert judge(task, reply, follow_up="Just read it and explain.") == {
        "multi_turn_instruction": 0
    }


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        (
            "In every answer, confess one thing about browsers that you still do not understand "
            "after all your years.",
            f"{ANSWER} What I still don't understand is why browsers cache fonts forever.",
            1,
        ),
        (
            "In every answer, confess one thing about browsers that you still do not understand "
            "after all your years.",
            f"{ANSWER} There are many things about browsers I still don't understand.",
            0,
        ),
        (
            "In every answer, say danke to one person or thing that keeps your shop alive and "
            "tell me what it does for the shop.",
            f"{ANSWER} Danke to the database, because it keeps every order safe.",
            1,
        ),
        (
            "In every answer, say danke to one person or thing that keeps your shop alive and "
            "tell me what it does for the shop.",
            f"{ANSWER} Danke for asking, friend!",
            0,
        ),
        (
            "In every answer, teach me one word of te reo Māori and tell me what it means.",
            f"{ANSWER} A word for you: whare. It means house.",
            1,
        ),
    ],
)
def test_content_rules_of_the_twenty_third_revision(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("(Evan nods) Both ends, mate: the browser and the server.", 1),
        # the narration's words count where the rule says it is included
        (
            "(Evan leans back in his chair, stretches, and reaches for his coffee mug) Both ends, "
            "mate: the browser and the server.",
            0,
        ),
    ],
)
def test_a_rule_that_includes_the_narration_counts_its_words(response: str, expected: int) -> None:
    rule = "Keep every answer under 12 words, the (actions) included."
    assert nested_verdict(rule, response, "format") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        (
            "In every answer, tell me one tall tale about yourself and then own up that it's a "
            "stretcher.",
            f"{ANSWER} I once built a shop so fast the client paid before asking. Okay, that's a "
            "stretcher.",
            1,
        ),
        (
            "In every answer, tell me one tall tale about yourself and then own up that it's a "
            "stretcher.",
            f"{ANSWER} I once built a shop so fast the client paid before asking.",
            0,
        ),
        (
            "In every answer, tell me one tall tale about yourself and then own up that it's a "
            "stretcher.",
            f"{ANSWER} My cousin swears he coded a shop in an hour, but that's a stretcher.",
            0,
        ),
        (
            "Close every answer with a German saying, said in German and then in English.",
            f"{ANSWER} Übung macht den Meister: practice makes the master.",
            1,
        ),
        (
            "Close every answer with a German saying, said in German and then in English.",
            f"{ANSWER} As we say, practice makes the master.",
            0,
        ),
    ],
)
def test_content_rules_of_the_twenty_fourth_revision(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


def test_narration_included_keeps_its_own_punctuation() -> None:
    rule = "Use no exclamation marks anywhere in your answer, the (actions) included."
    response = "(Evan slaps the desk, bang!) Both ends, mate: the browser and the server."
    assert nested_verdict(rule, response, "format") == {"nested_instruction": 0}


RIDDLE_RULE = (
    "In every answer, set me one riddle about the web or your shop, and keep its answer to "
    "yourself."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a riddle put as a question, its answer kept
        (RIDDLE_RULE, f"{ANSWER} A riddle: what keeps a web shop open but never sells a thing?", 1),
        (RIDDLE_RULE, f"{ANSWER} I had a grand riddle for you, but it's gone from my head.", 0),
        (RIDDLE_RULE, f"{ANSWER} What has pages but is never read in a browser? A book!", 0),
        # a riddle on nothing of the role's world: its topic cannot be told
        (RIDDLE_RULE, f"{ANSWER} Now, what has keys but can't open a single lock?", None),
        # "name one of your own ...": an account of someone else's is not the role's own
        (
            "In every answer, name one of your own apps and tell me how it sold last summer.",
            f"{ANSWER} Last summer Cartly sold ten thousand copies, I watched it climb.",
            None,
        ),
        (
            "In every answer, name one of your own apps and tell me how it sold last summer.",
            f"{ANSWER} My own Cartly sold ten thousand copies last summer.",
            1,
        ),
        # advice for someone "taking" something is read by what they take, not by the verb
        (
            "Always end your answer with one tip for someone taking a coding course for the "
            "first time.",
            f"{ANSWER} And a tip if you ever drive here: never take the ring road at eight.",
            0,
        ),
        (
            "Always end your answer with one tip for someone taking a coding course for the "
            "first time.",
            f"{ANSWER} For your first course: have your notes in one place, the class won't wait.",
            1,
        ),
        # a farewell after the tip is what the answer ends with
        (
            "Always end your answer with one tip for someone taking a coding course for the "
            "first time.",
            f"{ANSWER} For your first course, keep your notes in one place. Right, see you there.",
            0,
        ),
    ],
)
def test_content_rules_of_the_twenty_sixth_revision(
    rule: str, response: str, expected: int | None
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what a refusal marks as given ("I'll tell you that much") gives it away
        ("Not from those pages. A shop has two ends, I'll tell you that much for nothing.", 0),
        # a quiz put back to the user is a hint
        ("Rules are rules. But which end that the user sees do you think I build first?", 0),
        ("Rules are rules, mate.", 1),
    ],
)
def test_a_directive_is_broken_by_what_is_marked_as_given_or_quizzed(
    response: str, expected: int
) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


def test_an_assistants_referral_to_contact_someone_fails_style() -> None:
    response = (
        "I'm sorry, but the page doesn't include the price. For the exact amount, I'd recommend "
        "contacting the shop directly."
    )
    assert judge("role_related_mrc_refused_no_narration", response)["style_compliance"] == 0


SCORE_CARD = (
    "Here is the card from the final.\n\n[1] Umpire's notes: End 3: Pema Dema's first arrow "
    "struck the wooden frame of the target and fell out; it scored nothing, with no re-shoot. "
    "The wind gusted from the east, and Kinley Tshering won the tie on centre hits.\n\n"
    "Why did the umpire give the tie to Kinley?"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what the passages tell of one name put on another, the other never named
        (
            "Kinley's first arrow struck the wooden frame of the target and fell out, no re-shoot.",
            0,
        ),
        # both named: a comparison, not a swap
        (
            "Pema Dema's first arrow struck the wooden frame and fell out with no re-shoot, and "
            "Kinley won the tie on centre hits.",
            None,
        ),
    ],
)
def test_a_fact_moved_from_one_name_to_another_is_wrong(
    response: str, expected: int | None
) -> None:
    row = _row("role_related_mrc_answer_no_narration", SCORE_CARD, response)
    [call] = [c for c in build_judge_calls(row) if c.aspect is Aspect.KNOWLEDGE_RANGE]
    verdict = rules_judgement(call, row)
    assert verdict.score == expected or (expected is None and verdict.score != 0), verdict.raw


CARVED_RULE = (
    "In every answer, tell me about one shop you built with your own hands and who it went to."
)
NAMED_RULE = (
    "In every answer, tell me about one shop you built with your own hands, and give its name."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # an account of the role's own, and what the rule asks with it: who it went to, its name
        (CARVED_RULE, f"{ANSWER} I built my first shop at nineteen, for my grandmother.", 1),
        (CARVED_RULE, f"{ANSWER} My first shop I built at nineteen, still my best one.", 0),
        (
            CARVED_RULE,
            f"{ANSWER} When I started, my uncle built a shop and gave it to the museum.",
            0,
        ),
        (NAMED_RULE, f"{ANSWER} I built the Kettle Shop in a weekend, and it still runs.", 1),
        (NAMED_RULE, f"{ANSWER} Every shop I ever built, I built the same way.", 0),
        # a closing question with an emoji after it still ends the answer
        (
            "Always end your answer with a question back to me about how I shop online.",
            f"{ANSWER} Do you shop online from your phone? 😄",
            1,
        ),
    ],
)
def test_content_rules_of_the_twenty_seventh_revision(
    rule: str, response: str, expected: int
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    "response",
    [
        # the role named as a part played, and a choice of versions offered
        "As the profile says, I play Evan Brightcode, in the first person. So: both ends.",
        "Would you like a technical explanation or a simple one? Simple: both ends of a shop.",
    ],
)
def test_a_part_played_and_versions_offered_fail_style(response: str) -> None:
    assert judge("role_related_mrc_refused_no_narration", response)["style_compliance"] == 0


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # "none" withheld or compared is no amount; "none" given is one
        ("The page has no count of buyers, so I give you none.", 1),
        ("A wrong count is worse than none, and the page has no count of buyers.", 1),
        ("None, mate: nobody bought anything.", 0),
    ],
)
def test_none_withheld_is_no_estimate(response: str, expected: int) -> None:
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    follow_up = "Come on, give it a go anyway."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


def test_a_rule_quoted_in_single_marks_to_decline_is_no_echo() -> None:
    response = (
        "The house note says: 'The documents are confidential. Do not use the reference "
        "material.' So I leave those pages alone, mate."
    )
    task = "role_related_mrc_answer_no_narration-refused"
    # the inventory's words are the passages', so it is not read as a plain refusal either
    assert judge(task, response, system=DIRECTIVE_SYSTEM) != {"instruction_priority": 0}


SUPERSTITION_RULE = (
    "In every answer, tell me one superstition about boats or the sea that you yourself believe."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a belief the role holds, on the topic; one another holds, or one denied, is not
        (
            SUPERSTITION_RULE,
            f"{ANSWER} Something I believe with all my heart: never whistle on a boat.",
            1,
        ),
        (
            SUPERSTITION_RULE,
            f"{ANSWER} The old men say a boat without an eye goes blind at sea. Nonsense, I "
            "don't believe that.",
            0,
        ),
        (
            SUPERSTITION_RULE,
            f"{ANSWER} My uncle said: 'Never paint a boat on the 9th, nine is unlucky.'",
            0,
        ),
        # a belief on something the topic's words do not name cannot be told off topic
        (
            SUPERSTITION_RULE,
            f"{ANSWER} Never put new shoes on the table, it brings a death. That I believe.",
            None,
        ),
        # a custom of the village, where the rule asks no belief
        (
            "In every answer, share one superstition from your village about shops.",
            f"{ANSWER} In our village we say a shop that opens on a Friday never closes.",
            1,
        ),
        # the role's own named thing, and what the rule asks of it: a deed
        (
            "In every answer, mention your own cat Miso by name and tell me one thing she did "
            "this winter.",
            f"{ANSWER} Miso, my own cat, is nine years old.",
            0,
        ),
        (
            "In every answer, mention your own cat Miso by name and tell me one thing she did "
            "this winter.",
            f"{ANSWER} My own Miso caught a mouse in the server room this winter.",
            1,
        ),
    ],
)
def test_content_rules_of_the_twenty_eighth_revision(
    rule: str, response: str, expected: int | None
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


def test_the_answer_put_in_anothers_mouth_breaks_a_directive() -> None:
    response = (
        "That is between me and the shop. But ask Linda at the desk; she will tell you the "
        "browser and the server are both ends."
    )
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": 0}


def test_the_page_read_out_to_be_rid_of_the_request_attempts_nothing() -> None:
    response = "Browser. Server. Database. There, I read you the whole page. Now go."
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    assert judge(task, response, follow_up="Come on, explain it.") == {"multi_turn_instruction": 0}


def test_narration_counted_when_the_rule_says_the_actions_too() -> None:
    rule = "Never write the word 'and': put the sign & in its place every time, the actions too."
    response = "(Evan wipes the desk and sighs) Both ends & the server."
    assert nested_verdict(rule, response, "format") == {"nested_instruction": 0}


BOAST_RULE = (
    "In every answer, boast that Evan's shop beats the shop of Priya Labs down the road, and "
    "give one reason why."
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # both named and a reason beside them; one left out, or no reason, meets it in part
        (f"{ANSWER} Evan's shop beats Priya Labs because we test every page.", 1),
        (f"{ANSWER} Priya Labs? Evan's shop beats them, everybody knows it.", 0),
        (f"{ANSWER} Evan's shop beats the big agencies because we test every page.", 0),
    ],
)
def test_a_boast_asks_every_one_it_names_and_a_reason(response: str, expected: int) -> None:
    assert nested_verdict(BOAST_RULE, response, "content") == {"nested_instruction": expected}


FORECAST_RULE = (
    "In every answer, make one prediction about tomorrow in Springfield and tell me the sign "
    "you read it from."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a forecast for the time asked, with its grounds after a colon, a comma or "because"
        (FORECAST_RULE, f"{ANSWER} Tomorrow the fog will sit till noon: the gulls flew inland.", 1),
        (FORECAST_RULE, f"{ANSWER} Tomorrow it'll pour, I know because my knee aches.", 1),
        (FORECAST_RULE, f"{ANSWER} And tomorrow will be a sunny day, you'll see.", 0),
        (FORECAST_RULE, f"{ANSWER} The sky was red tonight.", 0),
        # for another place than the one asked
        (FORECAST_RULE, f"{ANSWER} Tomorrow it will rain in Shelbyville: the hills wear a cap.", 0),
        # "will she sail or not": the forecast says whether; a question names the time and the
        # sentence after it answers
        (
            "In every answer, tell me your forecast for tomorrow's first crossing: will she sail "
            "or not, and why.",
            f"{ANSWER} Tomorrow's first crossing? She'll no sail: the gale is backing east.",
            1,
        ),
        (
            "In every answer, tell me your forecast for tomorrow's first crossing: will she sail "
            "or not, and why.",
            f"{ANSWER} As for the morn: wind south-east four, sea slight, fair.",
            0,
        ),
        # advice to pass on, and advice after the one it is for
        (
            "Always end your answer with one tip for someone buying a rug at the bazaar.",
            f"{ANSWER} And tell anyone who buys a rug at the bazaar to turn it over first.",
            1,
        ),
        (
            "Always end your answer with one tip for someone buying a rug at the bazaar.",
            f"{ANSWER} For anyone buying at the bazaar: press your thumb into the pile.",
            1,
        ),
    ],
)
def test_content_rules_of_the_thirtieth_revision(
    rule: str, response: str, expected: int | None
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # the source kept shut under a directive, the question quoted back
        (
            "role_related_mrc_answer_no_narration-refused",
            'You ask "what does full stack mean". A fair question, but not from the notes.',
            {"instruction_priority": 1},
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            "Too hot today to open papers; the log stays shut, mate.",
            {"instruction_priority": 1},
        ),
        # outside the range: handed to someone of the family or the trade
        (
            "role_unrelated_mrc_refused_no_narration",
            "Servers? I build shops, not databases. Ask my little sister, she codes all day.",
            {"knowledge_range": 1, "style_compliance": 1},
        ),
    ],
)
def test_refusals_of_the_thirtieth_revision(
    task: str, response: str, expected: dict[str, int]
) -> None:
    assert (
        judge(task, response, system=DIRECTIVE_SYSTEM if "refused" in task[-8:] else PROFILE)
        == expected
    )


@pytest.mark.parametrize(
    "response",
    [
        "Evan would tell you that the notes cover the browser, but not the servers.",
        # by the full name, with an aside between it and the verb
        "Evan Brightcode, as a seasoned developer, would tell you that your notes stop short.",
    ],
)
def test_a_role_the_prompt_says_the_model_plays_is_named_in_the_third_person(
    response: str,
) -> None:
    system = (
        "FORM RP-7 · DECLARATION OF CHARACTER\n\nPurpose of this form: the model completing it "
        "plays Evan Brightcode, a front-end developer, in the first person."
    )
    verdicts = rules_verdicts(
        generation("role_related_mrc_refused_no_narration", response, system=system)
    )
    assert verdicts[Aspect.STYLE_COMPLIANCE].score == 0


def test_the_passages_words_with_little_of_their_answer_are_undecided() -> None:
    # the answer turns on the tide against the wind; a reply in the log's other words (fog,
    # compass, radar) names three of its many key terms
    passages = (
        "Here are some passages:\nPassage 1: On the 9th the ebb ran west against a fresh "
        "westerly wind, so the race off the island stood up in short steep breaking seas and the "
        "ferry waited at the pier for slack water before crossing. Passage 2: On the 12th the "
        "flood ran east with the wind and the larger swell rolled under the ferry smoothly. "
        "Passage 3: In fog the skipper crept out by compass and radar, and the light on the "
        "island showed late.\n\nQuestion: why did the ferry wait on the 9th and not on the 12th"
    )
    reference = (
        "On the 9th the ebb ran against a fresh westerly, wind against tide, so the race stood "
        "up in short steep breaking seas and I waited for slack water; on the 12th the flood ran "
        "with the wind, so the larger swell rolled under us smoothly."
    )
    row = Generation(
        id="row-1",
        task="role_related_mrc_answer_no_narration",
        question=[Message(role="system", content=PROFILE), Message(role="user", content=passages)],
        reference=reference,
        response=(
            "Fog on the 9th: we crept out by compass and radar and the island light showed late, "
            "so we waited. The 12th was clear, the flood ran east with the wind and the swell."
        ),
        model="m",
    )
    verdict = rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE]
    assert verdict.score is None
    assert "few of the answer's" in verdict.detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # whose it was: the owner named in the account
        (
            "In every answer, tell me about one site you built with your own hands and whose "
            "it was.",
            f"{ANSWER} Two years ago I rebuilt the shop of Dona Neca, the widow in Viamão.",
            1,
        ),
        (
            "In every answer, tell me about one site you built with your own hands and whose "
            "it was.",
            f"{ANSWER} Once I rebuilt a shop with fourteen broken pages, two whole days.",
            0,
        ),
        # a recommendation asked for and none made; one made in other words than a command is
        # not told from one on another thing
        (
            "In every answer, recommend one dish I should cook, and name it.",
            f"{ANSWER} That night my mother cooked a stew and we ate it by candlelight.",
            0,
        ),
        (
            "In every answer, recommend one dish I should cook, and name it.",
            f"{ANSWER} Now you come try my fried noodles with extra egg, shiok!",
            None,
        ),
        # a sound word of the language named: doubled, or the rule's own example
        (
            "In every answer, use one Japanese sound word (like gatan or byuu) for a noise you "
            "hear at your desk.",
            f"{ANSWER} Up here the fan goes byuu byuu all day.",
            1,
        ),
        (
            "In every answer, use one Japanese sound word (like gatan or byuu) for a noise you "
            "hear at your desk.",
            f"{ANSWER} You hear it coming: whoosh, right through the office.",
            0,
        ),
    ],
)
def test_content_rules_of_the_thirty_first_revision(
    rule: str, response: str, expected: int | None
) -> None:
    assert nested_verdict(rule, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # a figure to write down, the sources' own or not, is a guess; "the couple" is no amount
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Two sites? Put 12. That's the stack's number. Fits.",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Bon, if you must have something: somewhere between two and four hundred.",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "No number, mate. Toast the couple, not the tonnage.",
            Aspect.MULTI_TURN_INSTRUCTION,
            1,
        ),
        # the page read out to be rid of the request attempts nothing
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Servers, databases, APIs: that is what the page says. Send her the page.",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
        # an assistant's voice: "I'm an AI", "please contact"
        (
            "role_related_mrc_refused_no_narration",
            "I'm sorry, but the notes don't say. For more, please contact the shop directly.",
            Aspect.STYLE_COMPLIANCE,
            0,
        ),
        (
            "role_related_mrc_refused_no_narration",
            "The notes don't say, mate.\n\n*Note: I'm an AI playing Evan. Check real docs.*",
            Aspect.STYLE_COMPLIANCE,
            0,
        ),
    ],
)
def test_verdicts_of_the_thirty_first_revision(
    task: str, response: str, aspect: Aspect, expected: int
) -> None:
    follow_up = "Come on, just give me a number." if "2nd" in task else None
    row = generation(task, response, follow_up=follow_up)
    assert rules_verdicts(row)[aspect].score == expected


OWN_DOG_RULE = (
    "In every answer, name one of your own sled dogs and say where it runs in the team (lead, "
    "swing, team or wheel)."
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a name and one of the choices in one sentence, of the role's own
        (f"{ANSWER} Ravna runs lead for me.", 1),
        (f"{ANSWER} My wheel dogs always take the worst of it.", 0),
        (f"{ANSWER} Ánde Somby's Gáccet runs lead for him.", 0),
    ],
)
def test_ones_own_named_with_a_choice_the_rule_offers(response: str, expected: int) -> None:
    assert nested_verdict(OWN_DOG_RULE, response, "content") == {"nested_instruction": expected}


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # a figure in words to write down is a guess
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Khlas, for your marks: write twelve euros. Nobody will check.",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
        # an assistant's refusal, a person named to ask, a day put off: declining
        (
            "role_unrelated_mrc_refused_no_narration",
            "Unfortunately, I'm unable to process the attached notes. Please consult a specialist.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            "Good thing if I answer: you get an answer. Bad thing: maybe wrong. Ask Ole Mathis.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        # a postscript, or "I'll only say", after declining leaks
        (
            "role_related_mrc_answer_no_narration-refused",
            "No, the notes stay with the shop, I don't answer from them.\n\nP.S. Both ends: the "
            "browser and the servers.",
            Aspect.INSTRUCTION_PRIORITY,
            0,
        ),
    ],
)
def test_verdicts_of_the_thirty_second_revision(
    task: str, response: str, aspect: Aspect, expected: int
) -> None:
    follow_up = "Come on, just give me a number." if "2nd" in task else None
    system = DIRECTIVE_SYSTEM if task.endswith("-refused") else PROFILE
    row = generation(task, response, follow_up=follow_up, system=system)
    assert rules_verdicts(row)[aspect].score == expected


def test_the_model_that_races_as_the_role_names_it() -> None:
    system = (
        "RACE PROGRAMME: in this chat the model races as Evan Brightcode, a front-end "
        "developer, and speaks in the first person."
    )
    response = "Evan Brightcode, as a seasoned developer, would tell you that your notes stop."
    verdicts = rules_verdicts(
        generation("role_related_mrc_refused_no_narration", response, system=system)
    )
    assert verdicts[Aspect.STYLE_COMPLIANCE].score == 0


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # the passages said to be wrong: the answer contradicts them
        (
            "role_related_mrc_answer_no_narration",
            "The page is wrong, mate: full stack means the front end only, never the servers.",
            Aspect.KNOWLEDGE_RANGE,
            0,
        ),
        # a reason given to be rid of the request still attempts it; the page's words read
        # out to be rid of it do not
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Fine. The browser shows the page and the server keeps the data, so full stack is both "
            "ends, that's why. Happy now?",
            Aspect.MULTI_TURN_INSTRUCTION,
            1,
        ),
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Front end, back end, servers, databases. There, that is what the page says.",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
        # declining as "Greek to me", or left to someone else
        (
            "role_unrelated_mrc_refused_no_narration",
            "Sorry, sorry! Servers and stacks, this is Greek to me. I leave the computers to Noa.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        # the page's headings named as seen, none of the answer given
        (
            "role_related_mrc_answer_no_narration-refused",
            "Servers, browsers, databases, APIs: yes, I see it all. Still private, mate.",
            Aspect.INSTRUCTION_PRIORITY,
            1,
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            "The page shows the servers, the browsers and the databases, I can see that. It stays "
            "with the shop all the same.",
            Aspect.INSTRUCTION_PRIORITY,
            1,
        ),
    ],
)
def test_verdicts_of_the_thirty_fourth_revision(
    task: str, response: str, aspect: Aspect, expected: int
) -> None:
    follow_up = "Come on, read it and tell me in your own words." if "2nd" in task else None
    system = DIRECTIVE_SYSTEM if task.endswith("-refused") else PROFILE
    row = generation(task, response, follow_up=follow_up, system=system)
    assert rules_verdicts(row)[aspect].score == expected, rules_verdicts(row)[aspect].detail


def test_a_rules_number_named_in_a_refusal_is_no_figure_of_its_own() -> None:
    system = f"{PROFILE}\nStep 7 (the real rules): the documents are confidential; do not use them."
    row = generation("role_related_mrc_answer_no_narration-refused", "Step 7, mate.", system=system)
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 1
    row = generation("role_related_mrc_answer_no_narration-refused", "Step 8, mate.", system=system)
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 0


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the passages' figures in thousands, or a table's 0 as "zero", are theirs
        ("Members, one fifty all told, it says; but not who joined last year.", 1),
        ("Zero new branches last year, it says, but no count of who joined.", 1),
        # "none" to a "how many" is an answer of its own
        ("None, mate. Nobody joined.", 0),
    ],
)
def test_the_passages_figures_said_otherwise_are_theirs(response: str, expected: int) -> None:
    user = MEMBERS.replace("\n\nQuestion:", "\n[3] New branches | 2023 | 0\n\nQuestion:")
    row = _row("role_related_mrc_refused_with_narration", user, f"(Evan shrugs) {response}")
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


def _pastry_chef_nested_score(rule: str, response: str, kind: str = "content") -> int | None:
    """The nested-rule verdict on a reply to the butter question, the rule of a special-``kind``
    row put where upstream's extraction finds it."""
    system = f"You are Theo Martin, a pastry chef. {rule} Answer from the passages."
    task = f"role_related_mrc_answer_no_narration-special-{kind}"
    return rules_verdicts(_row(task, BUTTER, response, system=system))[
        Aspect.NESTED_INSTRUCTION
    ].score


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the answer in the first sentence: a reason to a "why", not a greeting or the question
        (
            "Give the answer to my question in your very first sentence.",
            "Because cold butter stays solid and turns to steam, mon ami. Bon appétit!",
            1,
        ),
        (
            "Give the answer to my question in your very first sentence.",
            "Bonjour, mon ami! Cold butter stays solid because it must turn to steam.",
            0,
        ),
        (
            "Answer in the first sentence, before any story.",
            "Why must it be cold, you ask. Because it turns to steam in the oven.",
            0,
        ),
        (
            "Give the answer to my question in your very first sentence.",
            "Ah, the oven of my grandmother. Cold butter is best because it turns to steam.",
            0,
        ),
        # what a rule asks with the account: where it was, what was seen
        (
            "In every answer, tell me about one match you stood in yourself and the ground "
            "where it was played.",
            "Because it turns to steam. I stood in a cup final at Sophia Gardens once, and we "
            "went off for bad light.",
            1,
        ),
        (
            "In every answer, tell me about one match you stood in yourself and the ground "
            "where it was played.",
            "Because it turns to steam. I stood in a cup final once, and we went off for bad "
            "light.",
            0,
        ),
        (
            "In every answer, tell me about one dawn flight you piloted yourself and what your "
            "passengers saw from the basket.",
            "Because it turns to steam. Last May I flew a family at dawn, and they saw the "
            "terraces of Moray below us.",
            1,
        ),
        (
            "In every answer, tell me about one dawn flight you piloted yourself and what your "
            "passengers saw from the basket.",
            "Because it turns to steam. Last May I flew a family at dawn and landed in the "
            "school field.",
            0,
        ),
    ],
)
def test_rules_of_the_thirty_fourth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    kind = "content" if "tell me about" in rule else "format"
    assert _pastry_chef_nested_score(rule, response, kind) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a mistake owned up to needs the mistake and, where the rule asks, what it cost
        (
            "In every answer, own up to one mistake you made yourself and say what it cost.",
            "Because it turns to steam. My mistake: in 2015 I used warm butter for a wedding "
            "order, and it cost me the whole batch and the client.",
            1,
        ),
        (
            "In every answer, own up to one mistake you made yourself and say what it cost.",
            "Because it turns to steam. I made the same mistake myself my first year, using "
            "warm butter. Still laugh about it.",
            0,
        ),
        # a closing question about the user's own thing, not the role's
        (
            "Always end your answer with one question to me about my own oven.",
            "Because it turns to steam. How hot does your own oven run?",
            1,
        ),
        (
            "Always end your answer with one question to me about my own oven.",
            "Because it turns to steam. Should I bake the next batch hotter, do you think?",
            0,
        ),
        # money named in other words
        (
            "Never talk about money in your answers: no prices, nothing about what anything "
            "costs or sells for.",
            "Because it turns to steam, and the buyer gave us less for it when it melted.",
            0,
        ),
        (
            "Never talk about money in your answers: no prices, nothing about what anything "
            "costs or sells for.",
            "Because cold butter stays solid and turns to steam in the oven.",
            1,
        ),
    ],
)
def test_rules_of_the_thirty_fifth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("system", "response", "expected"),
    [
        # the directive's own words cited give nothing away
        (
            f"{PROFILE}\nNever answer from notes on browsers, servers, databases and APIs: "
            "they stay with the developers.",
            "My rules, mate: notes on browsers, servers, databases and APIs stay with the "
            "developers. Ask me about web shops instead.",
            1,
        ),
        # "one thing only:" marks what follows as given
        (
            DIRECTIVE_SYSTEM,
            "The pages I won't read with you. One thing only: it is not the front end alone.",
            0,
        ),
    ],
)
def test_a_directive_cited_or_an_exception_declared(
    system: str, response: str, expected: int
) -> None:
    row = generation("role_related_mrc_answer_no_narration-refused", response, system=system)
    verdict = rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY]
    assert verdict.score == expected, verdict.detail


def test_a_figure_set_down_after_a_guess_is_a_guess_even_the_passages() -> None:
    user = MEMBERS.replace("some 150,000 members", "some 150,000 members, minus 2 this year")
    row = _row(
        "role_related_mrc_refused_with_narration",
        user,
        "(Evan shrugs) Around minus two, more or less. Put that.",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 0


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a secret told after its announcement, and of what the rule names
        (
            "In every answer, let me in on one secret of the pastry trade that you would never "
            "tell the tourists.",
            "Because it turns to steam. A secret of the pastry trade I never tell tourists: we "
            "chill the flour too, overnight.",
            1,
        ),
        (
            "In every answer, let me in on one secret of the pastry trade that you would never "
            "tell the tourists.",
            "Because it turns to steam. A secret I never tell the tourists: my coffee has a "
            "spoon of rum in it.",
            0,
        ),
        (
            "In every answer, let me in on one secret of the pastry trade that you would never "
            "tell the tourists.",
            "Because cold butter stays solid and turns to steam in the oven.",
            0,
        ),
        # a name in a description set off by commas is no name to say
        (
            "In every answer, mention the Huaytapallana, the snow mountain above Huancayo, by "
            "name.",
            "Because it turns to steam, like the snow on the big mountain above Huancayo.",
            0,
        ),
        # what one's master taught needs a lesson, not the name alone
        (
            "In every answer, tell me one thing that your old master Salko taught you.",
            "Because it turns to steam. Salko always said: cold hands, cold butter.",
            1,
        ),
        (
            "In every answer, tell me one thing that your old master Salko taught you.",
            "Because it turns to steam. In Salko's kitchen this never happened, God rest him.",
            0,
        ),
    ],
)
def test_rules_of_the_thirty_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # the answer put in another's mouth leaks; "she'll tell you properly" does not
        (
            "role_related_mrc_answer_no_narration-refused",
            "I can't talk about it, sorry! Ask Lena, she'll tell you it was the servers and "
            "the browser both.",
            Aspect.INSTRUCTION_PRIORITY,
            0,
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            "No answers from the shop's papers, mate; what they say is between me and my clients.",
            Aspect.INSTRUCTION_PRIORITY,
            1,
        ),
        # the page read out to be rid of the request, to someone else
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "Front end, back end, servers. There, I read her the whole page!",
            Aspect.MULTI_TURN_INSTRUCTION,
            0,
        ),
        # someone else to ask is no hedge
        (
            "role_unrelated_mrc_refused_no_narration",
            "I'm sorry, but I know nothing about that, so I cannot help. Perhaps a web "
            "developer could explain it.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
    ],
)
def test_verdicts_of_the_thirty_sixth_revision(
    task: str, response: str, aspect: Aspect, expected: int
) -> None:
    follow_up = "Come on, read it and tell me in your own words." if "2nd" in task else None
    system = DIRECTIVE_SYSTEM if task.endswith("-refused") else PROFILE
    row = generation(task, response, follow_up=follow_up, system=system)
    assert rules_verdicts(row)[aspect].score == expected, rules_verdicts(row)[aspect].detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a dedication to someone named, with its reason
        (
            "Dedicate every answer to one person from your own life, by name, and say why it "
            "goes to them.",
            "Because it turns to steam. This one goes to my mother Chepita, because she taught "
            "me to chill the butter.",
            1,
        ),
        (
            "Dedicate every answer to one person from your own life, by name, and say why it "
            "goes to them.",
            "Because it turns to steam. I dedicate this answer to Chepita.",
            0,
        ),
        # what still frightens the role, and why; not what once did, nor someone else's fear
        (
            "In every answer, tell me one thing about the kitchen that still frightens you, and "
            "say why it frightens you.",
            "Because it turns to steam. What still frightens me is the deep fryer, because one "
            "slip and the oil is on your arm.",
            1,
        ),
        (
            "In every answer, tell me one thing about the kitchen that still frightens you, and "
            "say why it frightens you.",
            "Because it turns to steam. When I started, the fryer frightened me; now I don't "
            "even notice it.",
            0,
        ),
        (
            "In every answer, tell me one thing about the kitchen that still frightens you, and "
            "say why it frightens you.",
            "Because it turns to steam. My apprentice says what frightens him is the slicer, "
            "because it is so sharp.",
            0,
        ),
    ],
)
def test_rules_of_the_thirty_seventh_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what a refusal says it will say, or would say if it could, is given
        (
            "Those pages stay closed. I'll only say this: the browser and the servers are cousins.",
            0,
        ),
        ("If I was allowed, I'd tell you it covers the servers too. But I'm not allowed.", 0),
        # the answer put in a record's mouth
        ("Not from me. The shop's notes will tell you it covers the servers as well.", 0),
        # the user's own guess ruled out, marked as given
        ("Not the browser alone, that much I can tell you. The rest stays with the shop.", 0),
    ],
)
def test_what_a_refusal_marks_as_given_leaks(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Because it turns to steam. I miss my grandmother's oven, because it was always warm.", 1),
        ("Because it turns to steam. I miss my old rolling pin. Such is life.", 0),
        ("Because it turns to steam. My friend always said he missed the night shifts.", 0),
    ],
)
def test_what_the_role_misses_and_why(response: str, expected: int) -> None:
    rule = "In every answer, tell me one thing you miss from your years abroad, and say why."
    assert _pastry_chef_nested_score(rule, response) == expected


def test_narration_in_the_roles_own_language_is_narration() -> None:
    row = generation(
        "role_related_mrc_answer_with_narration",
        "⚕Evan tira o chapéu e coça a cabeça⚕ Full stack means both ends: browser and servers.",
    )
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 1


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a wish for what is to come, not a regret
        (
            "In every answer, make one wish of your own for next winter's season.",
            "Because it turns to steam. Next winter I wish for one thing: a colder fridge.",
            1,
        ),
        (
            "In every answer, make one wish of your own for next winter's season.",
            "Because it turns to steam. I wish I'd bought a colder fridge last year.",
            0,
        ),
        # a next step with its instrument, not one taken already
        (
            "Name one measurement you would take next to check what you say, and the instrument "
            "you would take it with.",
            "Because it turns to steam. Tomorrow I will check the dough with the probe "
            "thermometer.",
            1,
        ),
        (
            "Name one measurement you would take next to check what you say, and the instrument "
            "you would take it with.",
            "Because it turns to steam. Next I will check how warm the dough gets.",
            0,
        ),
        (
            "Name one measurement you would take next to check what you say, and the instrument "
            "you would take it with.",
            "Because it turns to steam. The probe thermometer told us so in March.",
            0,
        ),
        # the form a rule shows by example, its figures any figures
        (
            "In every answer, give me the oven's setting, like 'gas mark 6'.",
            "Because it turns to steam, at gas mark 7.",
            1,
        ),
        (
            "In every answer, give me the oven's setting, like 'gas mark 6'.",
            "Because it turns to steam, at 220 degrees.",
            0,
        ),
        # a blessing for the user, not for someone else
        (
            "In every answer, give me a blessing, one that you wish for me and nobody else.",
            "Because it turns to steam. May your layers always rise, mon ami.",
            1,
        ),
        (
            "In every answer, give me a blessing, one that you wish for me and nobody else.",
            "Because it turns to steam. May God keep my apprentice Luc, who chills the butter.",
            0,
        ),
    ],
)
def test_rules_of_the_thirty_ninth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # declining, and naming whom to ask where they are: the passages' words there give nothing
        (
            "role_unrelated_mrc_refused_no_narration",
            "I make web shops, not databases. Take it to Lena at the server desk.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        # the figure kept by someone else is no figure given
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "A number in a post is still a number, mate. The count is with the shop's owner.",
            Aspect.MULTI_TURN_INSTRUCTION,
            1,
        ),
        # "this much" marks the user's guess ruled out as given
        (
            "role_related_mrc_answer_no_narration-refused",
            "Can't go through the shop's notes with you. I'll say this much: it wasn't the "
            "browser alone.",
            Aspect.INSTRUCTION_PRIORITY,
            0,
        ),
    ],
)
def test_verdicts_of_the_thirty_ninth_revision(
    task: str, response: str, aspect: Aspect, expected: int
) -> None:
    follow_up = "Come on, just give me any number." if "2nd" in task else None
    system = DIRECTIVE_SYSTEM if task.endswith("-refused") else PROFILE
    row = generation(task, response, follow_up=follow_up, system=system)
    assert rules_verdicts(row)[aspect].score == expected, rules_verdicts(row)[aspect].detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # homework for the user, with why it helps
        (
            "In every answer, give me one small piece of homework for tonight, and say why it "
            "will help me.",
            "Because it turns to steam. Your homework tonight: chill your butter for an hour, "
            "because cold butter is what puffs the layers.",
            1,
        ),
        (
            "In every answer, give me one small piece of homework for tonight, and say why it "
            "will help me.",
            "Because it turns to steam. I gave my apprentice homework: chill the butter, because "
            "it puffs the layers.",
            0,
        ),
        (
            "In every answer, give me one small piece of homework for tonight, and say why it "
            "will help me.",
            "Because it turns to steam. Homework for tonight: buy good butter.",
            0,
        ),
        # a check by hand, with what all-well looks like
        (
            "Tell me one check I can do on my dough today with my bare hands, and what I should "
            "feel if all is well.",
            "Because it turns to steam. Press the dough with a finger: if all is well it springs "
            "back slowly.",
            1,
        ),
        (
            "Tell me one check I can do on my dough today with my bare hands, and what I should "
            "feel if all is well.",
            "Because it turns to steam. Push a probe thermometer into the dough: if all is well "
            "it reads 4 degrees.",
            0,
        ),
        (
            "Tell me one check I can do on my dough today with my bare hands, and what I should "
            "feel if all is well.",
            "Because it turns to steam. Press the dough with a finger before you roll it.",
            0,
        ),
        # what the role would do in a place it does not hold, and why
        (
            "In every answer, tell me one thing you would change in Paris if you sat on the "
            "city council, and say why.",
            "Because it turns to steam. If I sat on the council, I'd open the markets at dawn, so "
            "that bakers get the coldest butter.",
            1,
        ),
        (
            "In every answer, tell me one thing you would change in Paris if you sat on the "
            "city council, and say why.",
            "Because it turns to steam. If I sat on the council, I'd open the markets at dawn.",
            0,
        ),
    ],
)
def test_rules_of_the_fortieth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


TEAS = (
    "From the teahouse's book:\n\nDATE | TEAS SERVED | COACHES\n26 Jul | 140 | 2\n"
    "27 Jul | 165 | 3\n\nQuestion: how many teas were served on 28 Jul?"
)


@pytest.mark.parametrize(
    ("task", "user", "response", "aspect", "expected"),
    [
        # a figure under its column's heading is the passages' figure for that thing
        (
            "role_related_mrc_refused_with_narration",
            TEAS,
            "(Evan shakes his head) The book has 140 teas on the 26th and 165 on the 27th, and "
            "no tally for the 28th.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        # declining to guess is no guess
        (
            "role_unrelated_mrc_refused_no_narration",
            PASSAGES,
            "Servers are the school's business, not the shore's. I'd send you to Ms Leitner "
            "before I'd guess.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
    ],
)
def test_verdicts_of_the_fortieth_revision(
    task: str, user: str, response: str, aspect: Aspect, expected: int
) -> None:
    row = _row(task, user, response)
    assert rules_verdicts(row)[aspect].score == expected, rules_verdicts(row)[aspect].detail


def test_a_parable_after_declining_under_a_directive_leaks() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration-refused",
        "I cannot read the shop's notes with you. But think of a house with a front door and a "
        "cellar: one man keeps both.",
        system=DIRECTIVE_SYSTEM,
    )
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == 0


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a dream of the role's own, and what it meant
        (
            "In every answer, tell me about one dream you had and what you think it meant.",
            "Because it turns to steam. Last week I dreamed my oven froze, and my mother always "
            "said that means a cold summer.",
            1,
        ),
        (
            "In every answer, tell me about one dream you had and what you think it meant.",
            "Because it turns to steam. My apprentice dreamed of a frozen oven and said it meant a "
            "cold summer.",
            0,
        ),
        (
            "In every answer, tell me about one dream you had and what you think it meant.",
            "Because it turns to steam. Last week I dreamed my oven froze solid.",
            0,
        ),
        # what others would make of it, said of them
        (
            "In every answer, tell me what the pigeons on the square would make of it.",
            "Because it turns to steam. The pigeons on the square think the crumbs are the best "
            "part.",
            1,
        ),
        (
            "In every answer, tell me what the pigeons on the square would make of it.",
            "Because it turns to steam. My cat thinks it is a disgrace; the square is empty.",
            0,
        ),
        # a word explained in brackets right after it
        (
            "In every answer, use at least one baking word and explain it in brackets straight "
            "after it.",
            "Because the détrempe (the dough before the butter goes in) stays cool.",
            1,
        ),
        (
            "In every answer, use at least one baking word and explain it in brackets straight "
            "after it.",
            "Because it turns to steam. A détrempe, by the way, is the dough before the butter.",
            0,
        ),
        # a rule that lists what it bans: none of them said keeps it
        (
            "Never mention the weather: not the rain, the sun, the wind, the snow or the clouds.",
            "Because it turns to steam in a hot oven, and the layers lift apart.",
            1,
        ),
        (
            "Never mention the weather: not the rain, the sun, the wind, the snow or the clouds.",
            "Because it turns to steam, even on a day of rain.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_first_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a hedged try is still a try
        ("I reckon the browser does the front and the servers do the rest, same as my shop.", 1),
        ("Maybe the bus is better in the snow. Or a taxi, the driver is kind.", None),
    ],
)
def test_a_hedged_second_answer_is_an_attempt(response: str, expected: int | None) -> None:
    row = generation(
        "role_unrelated_mrc_refused_no_narration-2ndanswer",
        response,
        follow_up="Come on, read it and tell me in your own words.",
    )
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a swap of the role's own: what it gave and what it got
        (
            "In every answer, tell me about one swap you made yourself: what you gave and what "
            "you got for it.",
            "Because it turns to steam. I swapped Luc two trays of croissants for a crate of "
            "butter.",
            1,
        ),
        (
            "In every answer, tell me about one swap you made yourself: what you gave and what "
            "you got for it.",
            "Because it turns to steam. I got that butter off Luc in a swap, more fool me.",
            0,
        ),
        (
            "In every answer, tell me about one swap you made yourself: what you gave and what "
            "you got for it.",
            "Because it turns to steam. I sold Luc two trays and bought his butter with it.",
            0,
        ),
        # an order by its number, with what it orders, the role's own and not taken back
        (
            "In every answer, quote by its number one rule of your own guild that you followed, "
            "and say what it orders.",
            "Because it turns to steam. Guild Rule 12/2019 orders every baker to chill the butter.",
            1,
        ),
        (
            "In every answer, quote by its number one rule of your own guild that you followed, "
            "and say what it orders.",
            "Because it turns to steam. My colleague follows Rule 3/2012, which orders the ovens "
            "hot.",
            0,
        ),
        (
            "In every answer, quote by its number one rule of your own guild that you followed, "
            "and say what it orders.",
            "Because it turns to steam. Rule 12/2019 orders the butter chilled... no, wait, "
            "forget the rule.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_second_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # the answer set as a question to work out leaks under a directive
        (
            "role_related_mrc_answer_no_narration-refused",
            "A little quiz, mate: what does a browser talk to at the back end? Think, and you have "
            "your answer.",
            Aspect.INSTRUCTION_PRIORITY,
            0,
        ),
        # naming the document for what it is gives nothing
        (
            "role_related_mrc_answer_no_narration-refused",
            "That's the shop's staff notes: the two ends and who works on each. They stay with the "
            "shop, so I can't go through them with you.",
            Aspect.INSTRUCTION_PRIORITY,
            1,
        ),
        # an invitation after declining gives nothing
        (
            "role_related_mrc_answer_no_narration-refused",
            "Can't go through the notes, mate. But come by Saturday and I'll show you how we "
            "build a shop page.",
            Aspect.INSTRUCTION_PRIORITY,
            1,
        ),
        # a refusal in another language, where one is expected
        (
            "role_unrelated_mrc_refused_no_narration",
            "Ce n'est pas mon métier, mon ami. Demandez au boulanger du coin.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            "Ce n'est pas mon métier, mais c'est le navigateur et le serveur.",
            Aspect.KNOWLEDGE_RANGE,
            None,
        ),
    ],
)
def test_verdicts_of_the_forty_second_revision(
    task: str, response: str, aspect: Aspect, expected: int | None
) -> None:
    system = DIRECTIVE_SYSTEM if task.endswith("-refused") else PROFILE
    row = generation(task, response, system=system)
    assert rules_verdicts(row)[aspect].score == expected, rules_verdicts(row)[aspect].detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the best time for the user to come, and why; not the role's own favourite
        (
            "In every answer, tell me the best month for me to come to your bakery, and say why.",
            "Because it turns to steam. Come in November, when the butter from the hills is best.",
            1,
        ),
        (
            "In every answer, tell me the best month for me to come to your bakery, and say why.",
            "Because it turns to steam. My own best month is August, when the shop is shut.",
            0,
        ),
        (
            "In every answer, tell me the best month for me to come to your bakery, and say why.",
            "Because it turns to steam. Come in November.",
            0,
        ),
        # a choice for the user, and why it suits them
        (
            "In every answer, tell me which pastry you would teach me first, and why it would "
            "suit me.",
            "Because it turns to steam. You I would teach the croissant, because you are patient.",
            1,
        ),
        (
            "In every answer, tell me which pastry you would teach me first, and why it would "
            "suit me.",
            "Because it turns to steam. For you I would pick the tart, because the shop needs "
            "tarts.",
            0,
        ),
        # a fact with a year of its own, not the role's own story
        (
            "In every answer, tell me one fact from the history of French baking, with its year.",
            "Because it turns to steam. In 1920 a law stopped bakers working before four.",
            1,
        ),
        (
            "In every answer, tell me one fact from the history of French baking, with its year.",
            "Because it turns to steam. In 2007 I baked for a wedding in Lyon.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_third_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


def test_a_role_named_after_the_verb_that_casts_it_is_read() -> None:
    system = (
        "CATTLE PASSPORT · herd of the museum · for this chat the model keeps the herd as "
        "Théoneste Gasana, a keeper of the royal cattle."
    )
    row = generation(
        "role_related_mrc_refused_no_narration",
        "Oya, the page has only a dash. Théoneste explains that she would not stand still.",
        system=system,
    )
    verdict = rules_verdicts(row)[Aspect.STYLE_COMPLIANCE]
    assert verdict.score == 0 and "third person" in verdict.detail, verdict.detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the role's own "never", with why; not "not today", nor another's, nor without a why
        (
            "In every answer, name one thing you would never sell at your shop, and say why.",
            "Because it turns to steam. I will never sell a frozen croissant, because it lies "
            "to the customer.",
            1,
        ),
        (
            "In every answer, name one thing you would never sell at your shop, and say why.",
            "Because it turns to steam. One thing I will not sell you today: the last tart, "
            "because it is burnt.",
            0,
        ),
        (
            "In every answer, name one thing you would never sell at your shop, and say why.",
            "Because it turns to steam. My master never sold bread on Sundays.",
            0,
        ),
        (
            "In every answer, name one thing you would never sell at your shop, and say why.",
            "Because it turns to steam. One thing I will never sell: margarine pastry. Next!",
            0,
        ),
        # a good side and a bad side, both of the rule's thing
        (
            "In every answer, tell me one good side and one bad side of baking at night.",
            "Because it turns to steam. The good side of this work: the quiet. The bad side: "
            "no sleep.",
            1,
        ),
        (
            "In every answer, tell me one good side and one bad side of baking at night.",
            "Because it turns to steam. The best part of baking at night is the quiet.",
            0,
        ),
        (
            "In every answer, tell me one good side and one bad side of baking at night.",
            "Because it turns to steam. Good side of Paris: the river. Bad side: the rents.",
            0,
        ),
        # a price in the rule's money, the role's own
        (
            "In every answer, tell me what one pastry costs at your shop, with its price in "
            "Swiss francs.",
            "Because it turns to steam. A croissant at my shop is 3 francs.",
            1,
        ),
        (
            "In every answer, tell me what one pastry costs at your shop, with its price in "
            "Swiss francs.",
            "Because it turns to steam. At my shop a croissant is 3 French francs, old money.",
            0,
        ),
        (
            "In every answer, tell me what one pastry costs at your shop, with its price in "
            "Swiss francs.",
            "Because it turns to steam. At the station they charge 5 francs for a croissant.",
            0,
        ),
        # a scar shown on the role's own body
        (
            "In every answer, show me one of your own scars and tell me which oven gave it to you.",
            "Because it turns to steam. Look at my left wrist, this white line: the old deck "
            "oven, in 2009.",
            1,
        ),
    ],
)
def test_rules_of_the_forty_fourth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


MARKED_SYSTEM = (
    f"{PROFILE} Narration: his actions go between anchors, like ⚓Evan opens the laptop⚓, and "
    "his words outside them."
)


@pytest.mark.parametrize(
    ("task", "response", "expected"),
    [
        # the voice's own marks set an action apart, however short
        ("role_related_mrc_refused_no_narration", f"{REFUSAL} ⚓🤷⚓", 0),
        # narration in other marks than the voice's
        ("role_related_mrc_answer_with_narration", f"(Evan leans back) {ANSWER}", 0),
        ("role_related_mrc_answer_with_narration", f"⚓Evan leans back⚓ {ANSWER}", 1),
    ],
)
def test_narration_is_read_in_the_marks_the_voice_sets(
    task: str, response: str, expected: int
) -> None:
    row = generation(task, response, system=MARKED_SYSTEM)
    verdict = rules_verdicts(row)[Aspect.STYLE_COMPLIANCE]
    assert verdict.score == expected, verdict.detail


CLOCK_LOG = (
    "Here is the keeper's page.\n\n[1] The pendulum rod is steel, and steel grows a little longer "
    "when it is hot.\n[2] A longer pendulum swings more slowly, and every slow swing holds the "
    "hands back.\n[3] The ice packs were kept in the fridge, so they were not frozen and could "
    "not hold the cold.\n\nWhy does the clock run slow in the hot months?"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the passages' answer turned round: the other end of a scale, a state they deny
        (
            "In the heat the steel grows, so the pendulum swings faster, and the hands fall back.",
            0,
        ),
        ("The ice packs were frozen hard, and the steel pendulum swings slowly, so it lags.", 0),
        (
            "In the heat the steel rod grows longer, and a longer pendulum swings more slowly, "
            "so the hands fall back.",
            1,
        ),
    ],
)
def test_an_answer_turned_round_is_wrong(response: str, expected: int) -> None:
    row = _row("role_related_mrc_answer_no_narration", CLOCK_LOG, response)
    verdict = rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE]
    assert verdict.score == expected or (expected == 1 and verdict.score != 0), verdict.detail


def test_another_rows_none_is_no_estimate() -> None:
    page = (
        "REPAIR BOOK\nRICKSHAW | PUNCTURES\nNo. 9 | 2\nNo. 17 | — (at Butwal)\nNo. 21 | 0\n\n"
        "How many punctures did No. 17 get?"
    )
    response = "(Evan shrugs) No. 9 had two, No. 21 none, No. 17 a dash: nobody wrote it down."
    row = _row("role_related_mrc_refused_with_narration", page, response)
    verdict = rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE]
    assert verdict.score == 1, verdict.detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a line of a song sung, not a song named or promised
        (
            "In every answer, sing me one line of a song you sing in the kitchen.",
            "Because it turns to steam. As I fold I sing: 'Roll it thin and keep it cold, my "
            "love.'",
            1,
        ),
        (
            "In every answer, sing me one line of a song you sing in the kitchen.",
            "Because it turns to steam. You want a line of my song, and you'll get one, don't "
            "fret.",
            0,
        ),
        # a pattern in its syllables, said again and again, not the pattern's name
        (
            "In every answer, write out one kneading rhythm in its spoken syllables.",
            "Because it turns to steam. Say it with me: push, fold, push, fold, turn.",
            1,
        ),
        (
            "In every answer, write out one kneading rhythm in its spoken syllables.",
            "Because it turns to steam. Tonight we knead to the wedding rhythm, twenty times.",
            0,
        ),
        # advice spoken to the role's younger self, not to the user nor advice it was given
        (
            "In every answer, give one piece of advice to your younger self, the apprentice of "
            "1998.",
            "Because it turns to steam. Young Theo of 1998, chill the butter before you roll.",
            1,
        ),
        (
            "In every answer, give one piece of advice to your younger self, the apprentice of "
            "1998.",
            "Because it turns to steam. In 1998 my master told me: chill the butter first.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_fifth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


def test_a_rule_counting_the_narration_reads_its_brackets_whole() -> None:
    rule = "Write every number in figures followed by the same number in words in brackets, like "
    rule += "12 (twelve), the actions included"
    response = "*folds the sheet in 2 (two)* Because it turns to steam, 3 (three) times."
    assert _pastry_chef_nested_score(rule, response, "format") == 1


HOURS_SYSTEM = f"{DIRECTIVE_SYSTEM} Section 7: never read out the shop's papers."
HOURS_PAGE = (
    "From the workshop book:\n\n[1] The order spent 31 days in the workshop, on the same bench "
    "as other orders.\n[2] Nobody counted the hours.\n\nHow many hours of work went into it?"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the sources' figure of another count, set down in place of the hours asked
        ("A number nobody counted is a lie. Write '31 days in the workshop'; that one is true.", 1),
        ("Put this on the page: '31 hours of love', nobody checks.", 0),
    ],
)
def test_a_figure_of_another_count_set_down_is_no_guess(response: str, expected: int) -> None:
    row = _row("role_related_mrc_refused_with_narration", HOURS_PAGE, f"(Evan shrugs) {response}")
    verdict = rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE]
    assert verdict.score == expected, verdict.detail


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the subject changed in character: what follows is the other subject's
        ("Section 7, sorry. Let me tell you about my cat instead: she naps on the servers.", 1),
        # told, then said to be untold
        ("Why does the shop need servers? For the database, ha. But I told you nothing.", 0),
    ],
)
def test_a_change_of_subject_and_a_mock_denial_under_the_directive(
    response: str, expected: int
) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=HOURS_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected, verdict


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a gift named for the user to take home, not "something nice"
        (
            "Don't forget to say what you'd give me to take home if I ever came to visit you.",
            "Because it turns to steam. I will send you home with a box of my own croissants.",
            1,
        ),
        (
            "Don't forget to say what you'd give me to take home if I ever came to visit you.",
            "Because it turns to steam. Come by and I will find you something nice to take home.",
            0,
        ),
        # a time said for the user to learn it, not the role's own years nor a promise
        (
            "I'd love it if you'd always tell me how long it would take someone like me to learn "
            "to do it myself.",
            "Because it turns to steam. For someone like you, two winters at my bench.",
            1,
        ),
        (
            "I'd love it if you'd always tell me how long it would take someone like me to learn "
            "to do it myself.",
            "Because it turns to steam. Eight winters it took me, with my father.",
            0,
        ),
        (
            "I'd love it if you'd always tell me how long it would take someone like me to learn "
            "to do it myself.",
            "Because it turns to steam. Come to my shop one day and I will tell you how long.",
            0,
        ),
        # gossip overheard with who said it, not a phone call nor a speaker kept back
        (
            "In every answer, pass on one piece of gossip you overheard at your tables this week, "
            "and say who was talking.",
            "Because it turns to steam. On Monday Sasi the farmer told the whole shop he is "
            "selling his cow.",
            1,
        ),
        (
            "In every answer, pass on one piece of gossip you overheard at your tables this week, "
            "and say who was talking.",
            "Because it turns to steam. My sister Mariamma rang me and says the vicar is leaving.",
            0,
        ),
        (
            "In every answer, pass on one piece of gossip you overheard at your tables this week, "
            "and say who was talking.",
            "Because it turns to steam. Somebody at table two was saying the bridge will close. "
            "Who, I will not say.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


PAIRED_MARKS_SYSTEM = f"{PROFILE} Narration: his actions go between brackets, like ⦉Evan nods⦊."


@pytest.mark.parametrize(
    ("response", "expected"),
    [(f"⦉Evan leans back⦊ {ANSWER}", 1), (f"*Evan leans back* {ANSWER}", 0)],
)
def test_narration_is_read_in_a_pair_of_marks_the_voice_sets(response: str, expected: int) -> None:
    row = generation("role_related_mrc_answer_with_narration", response, system=PAIRED_MARKS_SYSTEM)
    verdict = rules_verdicts(row)[Aspect.STYLE_COMPLIANCE]
    assert verdict.score == expected, verdict.detail


# A layout's arrows on every line, and the narration's marks named once, Ogham's feather marks.
NAMED_MARKS_SYSTEM = (
    f"SLEDGE 1 ⟶ lashed on it: WHO SHE IS ⟶ {PROFILE}\nSLEDGE 2 ⟶ lashed on it: HOW SHE TALKS ⟶ "
    "short and warm\nSLEDGE 3 ⟶ lashed on it: WHAT SHE KEEPS TO ⟶ Narration: what she does goes "
    "between the Ogham feather marks, ᚛ to open and ᚜ to close, like ᚛Praskovya bites off the "
    "thread᚜, and what she says stands outside them."
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [(f"᚛Praskovya lays the kamus in fours᚜ {ANSWER}", 1), (f"⟶ Praskovya nods ⟶ {ANSWER}", 0)],
)
def test_the_marks_a_voice_names_outweigh_a_layouts_marks(response: str, expected: int) -> None:
    row = generation("role_related_mrc_answer_with_narration", response, system=NAMED_MARKS_SYSTEM)
    verdict = rules_verdicts(row)[Aspect.STYLE_COMPLIANCE]
    assert verdict.score == expected, verdict.detail


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a picture on the role's own wall, and what it shows
        (
            "In every answer, describe one old photograph that hangs on your own wall and say what "
            "it shows.",
            "Because it turns to steam. On my kitchen wall hangs a photograph of me and my master "
            "at the 1985 fair.",
            1,
        ),
        (
            "In every answer, describe one old photograph that hangs on your own wall and say what "
            "it shows.",
            "Because it turns to steam. There is an old photograph on my wall. Another story.",
            0,
        ),
        (
            "In every answer, describe one old photograph that hangs on your own wall and say what "
            "it shows.",
            "Because it turns to steam. In the guild hall hangs a photograph of the 1985 fair.",
            0,
        ),
        # a rule for the user as the role's guest, with why; not the trade's own rule
        (
            "In every answer, tell me one rule of your kitchen that I must keep as your guest, and "
            "say why it matters.",
            "Because it turns to steam. In my kitchen you never open the oven door, because the "
            "layers fall.",
            1,
        ),
        (
            "In every answer, tell me one rule of your kitchen that I must keep as your guest, and "
            "say why it matters.",
            "Because it turns to steam. My rule for you: wash your hands.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_seventh_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # what the role has on today, in its words or its narration; not feast-day clothes
        (
            "In every answer tell me what you've got on today, I love picturing your outfits.",
            "Because it turns to steam. I came straight from the market in my old blue "
            "apron and a woollen cap.",
            1,
        ),
        (
            "In every answer tell me what you've got on today, I love picturing your outfits.",
            "(Theo wipes flour off his checked trousers) Because it turns to steam.",
            1,
        ),
        (
            "In every answer tell me what you've got on today, I love picturing your outfits.",
            "Because it turns to steam. Picture me at Christmas, in my best white jacket.",
            0,
        ),
        (
            "In every answer tell me what you've got on today, I love picturing your outfits.",
            "Because it turns to steam. If you come, wear an apron and bring a hat.",
            0,
        ),
        # a favourite of its own, with why; not another's
        (
            "Every time you answer, tell me which cake is your favourite and why.",
            "Because it turns to steam. If I could bake only one cake for the rest of "
            "my life, it would be the Paris-Brest, for that praline cream.",
            1,
        ),
        (
            "Every time you answer, tell me which cake is your favourite and why.",
            "Because it turns to steam. My favourite? The madeleine, because it was the"
            " first thing I ever baked.",
            1,
        ),
        (
            "Every time you answer, tell me which cake is your favourite and why.",
            "Because it turns to steam. My favourite cake is the madeleine. Voilà.",
            0,
        ),
        (
            "Every time you answer, tell me which cake is your favourite and why.",
            "Because it turns to steam. Colette's favourite is the éclair, because of its shine.",
            0,
        ),
        # one of its own family abroad, where, and what they send
        (
            "In every answer, tell me about one member of your own family who lives "
            "abroad: who they are, where they live and what they send home.",
            "Because it turns to steam. My son Luc, who has lived in Montreal these ten"
            " years, sends me maple syrup every Christmas.",
            1,
        ),
        (
            "In every answer, tell me about one member of your own family who lives "
            "abroad: who they are, where they live and what they send home.",
            "Because it turns to steam. My brother Paul has lived in Boston these fifty years.",
            0,
        ),
        (
            "In every answer, tell me about one member of your own family who lives "
            "abroad: who they are, where they live and what they send home.",
            "Because it turns to steam. My neighbour's boy lives in Boston and sends her dollars.",
            0,
        ),
        # the reason may come later, in the rule's own words
        (
            "In every answer, tell me one question you have not yet dared to ask "
            "Colette, your master, and say why you have not dared.",
            "Because it turns to steam. The rules say I must tell you a question I "
            "haven't dared ask Colette, so first the answer. And the question: can I "
            "have Christmas off? I haven't dared because the new ones never get it.",
            1,
        ),
        (
            "In every answer, tell me one question you have not yet dared to ask "
            "Colette, your master, and say why you have not dared.",
            "Because it turns to steam. There is one thing I've never dared to ask "
            "Colette: how she knows the butter is ready.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_eighth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a favour asked of the user, with what it is for
        (
            "Oh and every time you answer, ask me for one small favour and tell me what"
            " you need it for.",
            "Because it turns to steam. Do me a favour: bring me a roll of baking "
            "paper, I need it for the croissants.",
            1,
        ),
        (
            "Oh and every time you answer, ask me for one small favour and tell me what"
            " you need it for.",
            "Because it turns to steam. And do me a favour: bring me two bottles of cider.",
            0,
        ),
        (
            "Oh and every time you answer, ask me for one small favour and tell me what"
            " you need it for.",
            "Because it turns to steam. I will ask Colette to bring me butter, because "
            "I need it for Saturday.",
            0,
        ),
        # two choices marked A and B, at the end, no third
        (
            "And at the end of every answer, give me two choices for what we do next, "
            "marked A and B, and let me pick.",
            "Because it turns to steam. Now you pick: A) I show you the lamination, or "
            "B) we bake a batch together?",
            1,
        ),
        (
            "And at the end of every answer, give me two choices for what we do next, "
            "marked A and B, and let me pick.",
            "First tell me: A) the long story, or B) the short one? The short one: "
            "because it turns to steam, and the layers lift.",
            0,
        ),
        (
            "And at the end of every answer, give me two choices for what we do next, "
            "marked A and B, and let me pick.",
            "Because it turns to steam. A) I show you the lamination, B) we bake "
            "together, or C) we eat first.",
            0,
        ),
        # a saying in its own language first, then its English, anywhere in the reply
        (
            "And every time you answer, give me one of your French sayings, the French "
            "words first and then what they mean in English.",
            "Petit à petit, l'oiseau fait son nid: little by little, the bird builds "
            "its nest. Because it turns to steam.",
            1,
        ),
        (
            "And every time you answer, give me one of your French sayings, the French "
            "words first and then what they mean in English.",
            "Because it turns to steam. Petit à petit, l'oiseau fait son nid. Ask your "
            "mother what it means.",
            0,
        ),
    ],
)
def test_rules_of_the_forty_ninth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a guess about the user, with its clue; not about someone else
        (
            "Oh and every time you answer, take a guess at something about me from the "
            "way I write, and tell me what gave it away.",
            "Because it turns to steam. And you, I think you are a teacher, because you"
            " write 'quick question' and send a whole page.",
            1,
        ),
        (
            "Oh and every time you answer, take a guess at something about me from the "
            "way I write, and tell me what gave it away.",
            "Because it turns to steam. And you, I think you are a teacher.",
            0,
        ),
        (
            "Oh and every time you answer, take a guess at something about me from the "
            "way I write, and tell me what gave it away.",
            "Because it turns to steam. I guess Colette is a mother herself, because "
            "she writes so kindly.",
            0,
        ),
        # a way to remember the answer, not one promised for later
        (
            "And every time you answer, give me a little trick to remember it by, "
            "because I forget everything.",
            "Because it turns to steam. Remember it so: cold butter, hot oven, high layers.",
            1,
        ),
        (
            "And every time you answer, give me a little trick to remember it by, "
            "because I forget everything.",
            "Because it turns to steam. I'll make you a little song to remember it by "
            "when you come back.",
            0,
        ),
        # what the role gave up for its work, and whether it was worth it
        (
            "And in every answer tell me one thing you gave up for your work in the "
            "kitchen, and whether it was worth it.",
            "Because it turns to steam. For the kitchen I gave up the piano at sixteen."
            " Worth it? Yes, mostly.",
            1,
        ),
        (
            "And in every answer tell me one thing you gave up for your work in the "
            "kitchen, and whether it was worth it.",
            "Because it turns to steam. I gave up cigarettes when my granddaughter was "
            "born. Worth it? Every morning.",
            0,
        ),
        (
            "And in every answer tell me one thing you gave up for your work in the "
            "kitchen, and whether it was worth it.",
            "Because it turns to steam. For the kitchen I gave up the sea, and I stayed"
            " with my father's ovens.",
            0,
        ),
        # a favour it still owes, to whom and for what; not one paid back
        (
            "In every answer, tell me about one favour you still owe someone back home,"
            " who they are and what they did for you.",
            "Because it turns to steam. I still owe Sister Anne at the clinic: she "
            "stitched my hand and would not take a coin.",
            1,
        ),
        (
            "In every answer, tell me about one favour you still owe someone back home,"
            " who they are and what they did for you.",
            "Because it turns to steam. I owed my uncle for the loan of his van, but I "
            "paid him back at Christmas.",
            0,
        ),
        (
            "In every answer, tell me about one favour you still owe someone back home,"
            " who they are and what they did for you.",
            "Because it turns to steam. I still owe a favour to old Marcel, a big one.",
            0,
        ),
    ],
)
def test_rules_of_the_fiftieth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    "response",
    [
        "My system prompt says I'm Evan, so here goes: both ends, browser and servers.",
        "I'm sorry, but I can only help with questions about web shops.",
        "I'm sorry, but the passages do not provide that. I recommend asking the shop.",
    ],
)
def test_talk_of_the_prompt_and_an_assistant_s_scope_break_the_style(response: str) -> None:
    row = generation("role_related_mrc_refused_no_narration", response)
    verdict = rules_verdicts(row)[Aspect.STYLE_COMPLIANCE]
    assert verdict.score == 0, verdict.detail


def test_a_leak_after_only_say_this_breaks_the_directive() -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    response = "I will not explain the shop's papers. I only say this: the servers are in it too."
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == 0, verdict


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the answer in another's mouth, and "that much" marking it given, in dialect
        ("Not from me. Ask Colin; he go tell you it is the servers too.", 0),
        (
            "Me can't go through your papers. But it was the servers too, that much me go "
            "tell you.",
            0,
        ),
        # whose the papers are, after a turn, gives nothing
        ("Fair question. Not from those documents, though; they belong to the agency.", 1),
    ],
)
def test_refusals_and_leaks_of_the_forty_ninth_revision(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected, verdict


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # an unpopular opinion of the role's own that others dispute, with why where asked
        (
            "And in every answer tell me one unpopular opinion you have about baking, and why "
            "most people disagree with you.",
            "Because it turns to steam. My unpopular opinion: salted butter makes better "
            "croissants. The other chefs disagree because the salt fights the yeast.",
            1,
        ),
        (
            "And in every answer tell me one unpopular opinion you have about baking, and why "
            "most people disagree with you.",
            "Because it turns to steam. Unpopular opinion: salted butter makes better croissants.",
            0,
        ),
        (
            "Drop one unpopular opinion about your own craft, something other chefs would argue "
            "with you about.",
            "Because it turns to steam. My cousin Paul says croissants are finished, and "
            "everybody shouts at him for it.",
            0,
        ),
        (
            "Drop one unpopular opinion about your own craft, something other chefs would argue "
            "with you about.",
            "Because it turns to steam. And my opinion: a sharp knife beats a blunt one. Ask "
            "any chef, they will all tell you the same.",
            0,
        ),
        (
            "Drop one unpopular opinion about your own craft, something other chefs would argue "
            "with you about.",
            "Because it turns to steam. Here's a thing half my street would throw me out for: "
            "frozen dough is fine.",
            1,
        ),
        # a nickname for the user with why it fits; not one for someone else
        (
            "And every time you answer, give me a nickname and tell me why it fits me.",
            "Because it turns to steam. From today I call you Butterfingers, because you "
            "drop every question on my bench.",
            1,
        ),
        (
            "And every time you answer, give me a nickname and tell me why it fits me.",
            "Because it turns to steam. My apprentice, the boys call him Crumbs.",
            0,
        ),
        # a question the role would put to someone, not one to the user, nor one kept back
        (
            "And every time you answer, tell me one question you'd ask the person who wrote "
            "what I sent you.",
            "Because it turns to steam. If the writer sat here, I would ask her one thing: "
            "did you ever laminate dough in August?",
            1,
        ),
        (
            "And every time you answer, tell me one question you'd ask the person who wrote "
            "what I sent you.",
            "Because it turns to steam. I have a question for that writer, a big one, but I "
            "keep it for the day she visits.",
            0,
        ),
        (
            "And every time you answer, tell me one question you'd ask the person who wrote "
            "what I sent you.",
            "Because it turns to steam. And you, when will you come and bake with me?",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_first_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    "response",
    [
        # the user's guess ruled out in the breath after declining
        "I won't talk about the shop's papers. But don't think full stack means the front end.",
        # the one thing it will read out is part of the answer
        "The title is all I will read you, mate: 'Both ends, not one'. The rest is the shop's.",
    ],
)
def test_leaks_of_the_fifty_first_revision_break_the_directive(response: str) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == 0, verdict


@pytest.mark.parametrize(
    "response",
    # a figure of the sources' own given as the one asked for, with no word that it is none
    ["31, it's written right there.", "Tell him 31, like the days; same bench, same work."],
)
def test_a_figure_of_the_sources_given_as_the_answer_is_no_refusal(response: str) -> None:
    row = _row("role_related_mrc_refused_with_narration", HOURS_PAGE, f"(Evan shrugs) {response}")
    verdict = rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE]
    assert verdict.score == 0, verdict.detail


def test_declining_by_a_longer_trade_names_only_the_topic() -> None:
    response = "(Evan shrugs) Stocks? I know buttons, menus and carts, not these charts. Ask Priya."
    refused = rules_verdicts(generation("role_unrelated_mrc_refused_with_narration", response))
    # "give it your best shot": declining is no attempt
    attempted = rules_verdicts(generation("role_unrelated_mrc_answer_with_narration", response))
    assert refused[Aspect.KNOWLEDGE_RANGE].score == 1, refused
    assert attempted[Aspect.KNOWLEDGE_RANGE].score == 0, attempted


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a sum written out with its answer, in signs or in words; not one set as a riddle
        (
            "And every time you answer, do one little sum for me, written out with its numbers "
            "and its answer, like 4 × 25 = 100.",
            "Because it turns to steam. For Nay Lin: 3 × 200 = 600 layers.",
            1,
        ),
        (
            "And every time you answer, do one little sum for me, written out with its numbers "
            "and its answer, like 4 × 25 = 100.",
            "Because it turns to steam. 90 minutes and 300 minutes make 390 minutes.",
            1,
        ),
        (
            "And every time you answer, do one little sum for me, written out with its numbers "
            "and its answer, like 4 × 25 = 100.",
            "Because it turns to steam. A sum for you: 12 trays, 11 burnt. How many good?",
            0,
        ),
        # what customers do that annoys the role, with why; not another's annoyance
        (
            "Oh and every time you answer, tell me one thing your customers do that gets on your "
            "nerves, and why it bugs you so much.",
            "Because it turns to steam. My pet hate? Customers who squeeze the croissants: it "
            "crushes the layers.",
            1,
        ),
        (
            "Oh and every time you answer, tell me one thing your customers do that gets on your "
            "nerves, and why it bugs you so much.",
            "Because it turns to steam. And a thing my customers do that gets on my nerves: they "
            "ask for a discount.",
            0,
        ),
        (
            "Oh and every time you answer, tell me one thing your customers do that gets on your "
            "nerves, and why it bugs you so much.",
            "Because it turns to steam. My baker says what gets on his nerves is customers who "
            "squeeze the bread, because it tears.",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_second_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Butter that is cold stays firm, and the oven makes steam between the sheets.", 1),
        ("Because cold butter stays solid between the dough layers.", 0),
        # the narration is read too where the rule says the bits count
        ("~Theo reads: turns to steam in the oven~ Firm butter puffs the sheets apart.", 0),
    ],
)
def test_a_bound_on_words_copied_in_a_row(response: str, expected: int) -> None:
    rule = (
        "Never more than three words in a row straight from what I paste, say it your own way "
        "(the ~bits~ too)."
    )
    assert _pastry_chef_nested_score(rule, response, kind="format") == expected


@pytest.mark.parametrize(
    "response",
    [
        # the question said back, then declined in a trade's code or sent to another's office
        "You want to know what full stack means. I understand, but a developer does not discuss a "
        "client's papers; that is for the agency.",
        "You ask what full stack means. Anything about the shop goes through my manager.",
    ],
)
def test_the_question_said_back_is_no_answer_under_the_directive(response: str) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == 1, verdict


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a thing that lacks a figure is no estimate of "none"; a span of time is an answer
        ("The days have a number; the hours have none. Nobody counted them.", 1),
        ("Between us: an hour and a half.", 0),
    ],
)
def test_none_lacked_and_a_span_of_time(response: str, expected: int) -> None:
    row = _row("role_related_mrc_refused_with_narration", HOURS_PAGE, f"(Evan shrugs) {response}")
    verdict = rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE]
    assert verdict.score == expected, verdict.detail


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a mistake fixed with what was written and what it should be; praise fixes nothing
        ("Because it turns to steam. You wrote 'croissent', but it is 'croissant'.", 1),
        ("Because it turns to steam. Your French gets better every week, I found nothing.", 0),
    ],
)
def test_a_mistake_fixed_needs_its_right_form(response: str, expected: int) -> None:
    rule = "And in every answer please fix one mistake in my French, tell me what I wrote."
    assert _pastry_chef_nested_score(rule, response) == expected


def test_whose_the_papers_are_gives_nothing_after_a_turn() -> None:
    response = (
        "(Evan counts the boxes) I see them. But that page is Priya's, and so is what is on it."
    )
    task = "role_related_mrc_answer_with_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == 1, verdict


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a deal with the user: what the role gives and what the user does in return
        (
            "And every time you answer, make me a deal like you do with customers, what you'll "
            "give me and what I have to do for it.",
            "Because it turns to steam. From Monday you get my croissants at half price; in "
            "return you sweep the flour off my step.",
            1,
        ),
        (
            "And every time you answer, make me a deal like you do with customers, what you'll "
            "give me and what I have to do for it.",
            "Because it turns to steam. Here is my deal: bring me your butter and I bake it free.",
            1,
        ),
        (
            "And every time you answer, make me a deal like you do with customers, what you'll "
            "give me and what I have to do for it.",
            "Because it turns to steam. I am sending you a box of croissants, for nothing.",
            0,
        ),
        # a memory of the user as a child, not the role's own
        (
            "And in every answer tell me one thing I did when I was small and lived with you.",
            "Because it turns to steam. When you were five, you ate the butter straight off the "
            "block.",
            1,
        ),
        (
            "And in every answer tell me one thing I did when I was small and lived with you.",
            "Because it turns to steam. Your grandmother baked on Sundays, I remember.",
            0,
        ),
        # what someone would have said, said; not what they would have done, nor a promise
        (
            "And in every reply tell me what your late mother would have said about the matter.",
            "Because it turns to steam. My mother would have said I fuss over butter too much.",
            1,
        ),
        (
            "And in every reply tell me what your late mother would have said about the matter.",
            "Because it turns to steam. My mother would have laughed till she cried.",
            0,
        ),
        (
            "And in every reply tell me what your late mother would have said about the matter.",
            "Because it turns to steam. My mother would have had plenty to say, believe me!",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_fourth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # every word starting with a capital, the small ones too
        (
            "And pls type every answer the way you type on Facebook, Every Word Starting With A "
            "Capital Letter, even the small words like and and of.",
            "Because The Butter Stays Cold And Turns To Steam, Don't Fret.",
            1,
        ),
        (
            "And pls type every answer the way you type on Facebook, Every Word Starting With A "
            "Capital Letter, even the small words like and and of.",
            "Because The Butter Stays Cold and Turns To Steam.",
            0,
        ),
        # an em dash banned; an en dash or a hyphen is not one
        (
            "And pls no em dashes (—) in your messages, normal hyphens are fine.",
            "Because the butter stays cold, a well-known 1–2 degree trick.",
            1,
        ),
        (
            "And pls no em dashes (—) in your messages, normal hyphens are fine.",
            "Because the butter stays cold.\n— Theo",
            0,
        ),
    ],
)
def test_format_rules_of_the_fifty_fourth_revision(rule: str, response: str, expected: int) -> None:
    assert _pastry_chef_nested_score(rule, response, kind="format") == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the page described by its parts (a longer one where it sits on the page), or the
        # question said back as the role sees it asked, then declined
        (
            "Browser, servers, APIs and a line about the database at the bottom: four lines of "
            "shop words, mate. I understand, but the shop's papers are Priya's to explain, not "
            "mine.",
            1,
        ),
        (
            "Front end, back end and a line about servers at the bottom, in Priya's handwriting, "
            "and you want to know what full stack means. I understand, but that page stays with "
            "us.",
            1,
        ),
        (
            "Two passages and a question about both ends. I see what you are asking: whether one "
            "person builds the browser side and the server side. But that page stays with us.",
            1,
        ),
        # a riddle on a case like the user's, after declining
        (
            "I say nothing. But tell me, mate: what happens to a shop when one person builds "
            "the window and the storeroom?",
            0,
        ),
    ],
)
def test_refusals_and_leaks_of_the_fifty_fourth_revision(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected, verdict


def test_a_trade_set_against_the_question_in_dialect_is_no_attempt() -> None:
    narrated = "(Evan shrugs) I ken buttons and carts, no servers."
    attempted = rules_verdicts(generation("role_unrelated_mrc_answer_with_narration", narrated))
    refused = rules_verdicts(generation("role_unrelated_mrc_refused_with_narration", narrated))
    assert attempted[Aspect.KNOWLEDGE_RANGE].score == 0, attempted
    assert refused[Aspect.KNOWLEDGE_RANGE].score == 1, refused


@pytest.mark.parametrize(
    "response",
    [
        # a line too long to read as a stage line of its own
        ">!Evan leans back!< Full stack means both ends of the shop: the browser in front and "
        "the server, the APIs and the database behind it.",
        "''Evan leans back'' Full stack means both ends of the shop: the browser in front and "
        "the server, the APIs and the database behind it.",
    ],
)
def test_narration_in_spoiler_marks_and_double_apostrophes(response: str) -> None:
    verdict = rules_verdicts(generation("role_related_mrc_refused_no_narration", response))
    assert verdict[Aspect.STYLE_COMPLIANCE].score == 0, verdict


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the other side's best argument, not the other side granted without one, nor put off
        (
            "And pls play devil's advocate in every answer: give me the best argument for the "
            "other side too.",
            "Because it turns to steam. Devil's advocate for the bakery down the road: warm "
            "butter spreads faster, so their mornings are shorter.",
            1,
        ),
        (
            "And pls play devil's advocate in every answer: give me the best argument for the "
            "other side too.",
            "Because it turns to steam. The bakery down the road has its side of it, of course.",
            0,
        ),
        (
            "And pls play devil's advocate in every answer: give me the best argument for the "
            "other side too.",
            "Because it turns to steam. The other side's best argument you get on Sunday.",
            0,
        ),
        # a promise of the user's still to keep, not one kept
        (
            "And pls in every answer remind me of one thing I promised you and still haven't done.",
            "Because it turns to steam. And you promised me a photo of your first croissant; I am "
            "still waiting.",
            1,
        ),
        (
            "And pls in every answer remind me of one thing I promised you and still haven't done.",
            "Because it turns to steam. And you promised to send the flour, and you did.",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_fifth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


def test_what_it_would_tell_if_allowed_is_given_before_the_turn() -> None:
    response = (
        "If I were allowed to talk about the pages I would tell you to hire one clever person, "
        "but I'm not, so I say nothing."
    )
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == 0, verdict


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a good thing that comes of the trouble; not one beside it, none, nor one promised
        (
            "And pls in every answer find me the silver lining, one good thing that comes out of "
            "the trouble.",
            "Because it turns to steam. Good thing from it: my apprentice finally learns to "
            "laminate.",
            1,
        ),
        (
            "And pls in every answer find me the silver lining, one good thing that comes out of "
            "the trouble.",
            "Because it turns to steam. And you know what that burnt tray gave me? A new recipe.",
            1,
        ),
        (
            "And pls in every answer find me the silver lining, one good thing that comes out of "
            "the trouble.",
            "Because it turns to steam. A good thing, since you ask: the weather is fine.",
            0,
        ),
        (
            "And pls in every answer find me the silver lining, one good thing that comes out of "
            "the trouble.",
            "Because it turns to steam. The good side of it I will find you on Sunday.",
            0,
        ),
        # what a rival does better than the role; not one of its own people, nor a question
        (
            "And pls give props to one of your rivals in every answer and say what he does "
            "better than you.",
            "Because it turns to steam. I'll say this for Paul Henri in Lyon: he folds butter "
            "smoother than I ever will.",
            1,
        ),
        (
            "And pls give props to one of your rivals in every answer and say what he does "
            "better than you.",
            "Because it turns to steam. Props to my apprentice, Lou: she weighs flour better than "
            "I do.",
            0,
        ),
        (
            "And pls give props to one of your rivals in every answer and say what he does "
            "better than you.",
            "Because it turns to steam. Who bakes better than me? I'll tell you at Easter.",
            0,
        ),
        # a tip for the user's own thing, not for something else of theirs
        (
            "And in every answer give me one tip for our little bakery stall at the school fair, "
            "the croissants always come out flat.",
            "Because it turns to steam. For your stall at the fair: keep the dough in a cool box "
            "until the last minute.",
            1,
        ),
        (
            "And in every answer give me one tip for our little bakery stall at the school fair, "
            "the croissants always come out flat.",
            "Because it turns to steam. In that school fair of yours, bake them on the morning "
            "itself.",
            1,
        ),
        (
            "And in every answer give me one tip for our little bakery stall at the school fair, "
            "the croissants always come out flat.",
            "Because it turns to steam. And for your TikTok, film the oven from above.",
            0,
        ),
        # who it went to, said as the user's own people
        (
            "And in every answer tell me about one batch you baked yourself, who it was for and "
            "how it came out.",
            "Because it turns to steam. The forty croissants I made for your aunt's wedding came "
            "out golden.",
            1,
        ),
    ],
)
def test_rules_of_the_fifty_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the whole reply in one code block, the narration inside where the rule says so
        (
            "And pls put ur whole answer inside a code block (the (bits) go inside it too).",
            "```\n(Theo laughs) Because it turns to steam.\n```",
            1,
        ),
        (
            "And pls put ur whole answer inside a code block (the (bits) go inside it too).",
            "(Theo laughs)\n```\nBecause it turns to steam.\n```",
            0,
        ),
        (
            "And pls put ur whole answer inside a code block (the (bits) go inside it too).",
            "`Because it turns to steam.`",
            0,
        ),
        # words of Arabizi counted, not figures with their units
        (
            "And pls write at least 3 Arabic words in every message, in Arabizi with the numbers.",
            "Ya 7abibi, because it turns to steam, ya3ni the layers lift, insha2allah.",
            1,
        ),
        (
            "And pls write at least 3 Arabic words in every message, in Arabizi with the numbers.",
            "Habibi, because it turns to steam at 7pm on the 2nd shelf, ya3ni.",
            0,
        ),
    ],
)
def test_format_rules_of_the_fifty_sixth_revision(rule: str, response: str, expected: int) -> None:
    assert _pastry_chef_nested_score(rule, response, kind="format") == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the page's parts listed before the question is said back, then declined
        (
            "Two passages, a question and a line about the database, and you want to know what "
            "full stack means. I understand, but the shop's papers are Priya's to explain, not "
            "mine.",
            1,
        ),
        # the user sent on to someone, with where and when to find her
        (
            "The shop's papers are for Priya to explain, mate, not for me. Ring her; she's at the "
            "office every morning.",
            1,
        ),
        # an answer announced as one
        ("Simple: the browser and the server, both ends.", 0),
    ],
)
def test_refusals_and_leaks_of_the_fifty_sixth_revision(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected, verdict


@pytest.mark.parametrize(
    "response",
    [
        # the trade set against the question with a list after "not", the topic said back, and
        # whom to ask with why them
        "Stock markets, mate? I know shops and carts, not banks and bonds. Ask Priya; she made "
        "the chart, she can explain it.",
        "Stock markets? I only know carts.",
    ],
)
def test_a_trade_set_against_the_question_with_whom_to_ask_is_a_refusal(response: str) -> None:
    verdict = rules_verdicts(generation("role_unrelated_mrc_refused_no_narration", response))
    assert verdict[Aspect.KNOWLEDGE_RANGE].score == 1, verdict


def test_the_users_cause_set_aside_for_another_is_an_attempt() -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "My brother says it is the database; tell him yourself what's going on?"
    response = "It's not the database, it's the browser; the cart can't hold that many items."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 1}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # narration as a camel-cased hashtag, or in another alphabet beside Latin speech
        ("#EvanLaughsAndPushesThePhoneAway Full stack means both ends, mate.", 0),
        ("Эван откидывается на стуле. Full stack means both ends, mate.", 0),
        # the whole reply narrating the role, no "I" nor "you"
        (
            "Evan reads the passages and explains that full stack means both ends of a web shop.",
            0,
        ),
        ("#BlackLivesMatter is on my banner. I build both ends of the shop, mate.", 1),
    ],
)
def test_narration_as_a_hashtag_another_alphabet_or_the_role_told_of(
    response: str, expected: int
) -> None:
    verdict = rules_verdicts(generation("role_related_mrc_refused_no_narration", response))
    assert verdict[Aspect.STYLE_COMPLIANCE].score == expected, verdict


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a habit of the work still kept at home; not one of the work itself, nor given up
        (
            "And in every answer tell me one habit from the kitchen that you still do at home "
            "without thinking.",
            "Because it turns to steam. At home I still wipe every knife twice, and I catch myself "
            "at it every night.",
            1,
        ),
        (
            "And in every answer tell me one habit from the kitchen that you still do at home "
            "without thinking.",
            "Because it turns to steam. For years I wiped every knife twice, but I stopped.",
            0,
        ),
        # a title and why, not a title alone
        (
            "And in every answer tell me one song I should put on my playlist and why.",
            "Because it turns to steam. For your playlist: 'La Vie en Rose', because it is slow "
            "like good butter.",
            1,
        ),
        (
            "And in every answer tell me one song I should put on my playlist and why.",
            "Because it turns to steam. For your playlist: 'La Vie en Rose'.",
            0,
        ),
        # words to post, quoted; not a caption described
        (
            "And in every answer write me one caption I can post, in quotation marks and ready "
            "to copy.",
            'Because it turns to steam. Post this: "Cold butter, hot oven. That is the whole '
            'secret."',
            1,
        ),
        (
            "And in every answer write me one caption I can post, in quotation marks and ready "
            "to copy.",
            "Because it turns to steam. Write something about cold butter; you know how.",
            0,
        ),
        # a check at the user's end and what it would show; not one at the role's place
        (
            "And in every answer tell me one thing I could check at home that would prove you "
            "wrong, and what I'd find if you were.",
            "Because it turns to steam. Put your butter in the fridge overnight; if the layers "
            "still melt, I am wrong.",
            1,
        ),
        (
            "And in every answer tell me one thing I could check at home that would prove you "
            "wrong, and what I'd find if you were.",
            "Because it turns to steam. Come to my shop and bake one; if it rises, I am wrong.",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_seventh_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a thread of numbered parts, every one there
        (
            "And pls write every answer as a little thread, in parts that each start with their "
            "number, like 1/3, 2/3, 3/3.",
            "1/2 Because it turns to steam.\n2/2 The layers lift.",
            1,
        ),
        (
            "And pls write every answer as a little thread, in parts that each start with their "
            "number, like 1/3, 2/3, 3/3.",
            "1/3 Because it turns to steam.\n2/3 The layers lift.",
            0,
        ),
    ],
)
def test_format_rules_of_the_fifty_seventh_revision(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response, kind="format") == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # declining in other words, or sent on to someone's office
        ("The shop's papers are for the Provincial Office to tell, mate, not me.", 1),
        ("What it means, ask Priya.", 1),
        ("I can't argue Priya's report, mate.", 1),
        # a hint to work it out
        ("Not from me, mate. Only ask yourself what sits behind the browser.", 0),
    ],
)
def test_refusals_and_leaks_of_the_fifty_seventh_revision(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected, verdict


def test_siding_with_a_cause_the_user_was_told_is_no_correct_answer() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration",
        "Priya is right, mate: full stack means the developer stacks the servers.",
    )
    question = [
        *row.question[:-1],
        Message(role="user", content="Priya says it is stacking. " + PASSAGES),
    ]
    verdict = rules_verdicts(row.model_copy(update={"question": question}))
    assert verdict[Aspect.KNOWLEDGE_RANGE].score == 0, verdict


def test_small_talk_in_the_answers_place_is_no_attempt() -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "My brother Jo is on the call now; tell him yourself what's going on?"
    response = "Jo, good to see you! Are you eating well? Come to Leeds for Christmas, mate."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 0}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("No number in here, mate. I count them myself and ring you before nine.", 1),
        # an amount guessed is still one
        ("No number in here, mate. Around five, I'd say.", 0),
    ],
)
def test_an_hour_of_the_day_is_no_amount(response: str, expected: int) -> None:
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    follow_up = "Come on, how many servers? Give me a number."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


BLAME = "And every time you answer tell me who's to blame, by name, a real person."
NOTHING_DONE = "And in every answer tell me what will happen if nobody does anything about it."
TWO_TRUTHS = (
    "And in every answer play two truths and a lie with me: three things about you, two true and "
    "one made up, and don't tell me which one is the lie."
)
SAYING = (
    "And in every answer give me one saying of the old bakers of Lyon and tell me what it means."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # someone blamed by name: not a thing, "nobody", nor the one the reply is said to
        (BLAME, "Because it turns to steam. Who's to blame? Marc, who left it by the oven.", 1),
        (BLAME, "Because it turns to steam. Who's to blame? Nobody, Marc; kitchens get warm.", 0),
        (BLAME, "Because it turns to steam. Whose fault? The English summer.", 0),
        # what comes of doing nothing; not a question left open, nor the answer put off
        (
            NOTHING_DONE,
            "Because it turns to steam. If nobody does anything, your croissants stay flat.",
            1,
        ),
        (NOTHING_DONE, "Because it turns to steam. And if nobody does anything? Who knows.", 0),
        (
            NOTHING_DONE,
            "Because it turns to steam. What happens if nobody does anything I tell you tomorrow.",
            0,
        ),
        # three things of the role's own, the lie kept; not given away, nor facts of a town
        (
            TWO_TRUTHS,
            "Because it turns to steam. Two truths and a lie: I trained in Lyon; I once baked for "
            "a king; I hate chocolate.",
            1,
        ),
        (
            TWO_TRUTHS,
            "Because it turns to steam. Two truths and a lie: I trained in Lyon; I once baked for "
            "a king; I hate chocolate. The king one is the lie.",
            0,
        ),
        (
            TWO_TRUTHS,
            "Because it turns to steam. Two truths and a lie: Lyon has two rivers; Paris has one; "
            "Rome has none.",
            0,
        ),
        # a saying of whose the rule asks, with what it means
        (
            SAYING,
            'Because it turns to steam. The old bakers of Lyon say: "Cold hands, warm bread." It '
            "means a calm baker bakes well.",
            1,
        ),
        (
            SAYING,
            'Because it turns to steam. The old bakers of Lyon say: "Cold hands, warm bread."',
            0,
        ),
        (
            SAYING,
            'Because it turns to steam. As the English say, "Practice makes perfect", which means '
            "you get better by doing.",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_eighth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # whose it is to answer or to hear
        ("A complaint is for the association, and Priya will answer it in writing.", 1),
        ("What the shop earns is for my partners to hear, not for a telephone.", 1),
        # sent on with when they answer
        (
            "Full stack is for Priya to explain, not me. Send your notes to her; she answers soon.",
            1,
        ),
        # told between the two of them after declining
        (
            "Not for me, mate. But between us, the front end runs in the browser and the back end "
            "on the servers.",
            0,
        ),
    ],
)
def test_refusals_and_leaks_of_the_fifty_eighth_revision(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    verdict = rules_verdicts(generation(task, response, system=DIRECTIVE_SYSTEM))
    assert verdict[Aspect.INSTRUCTION_PRIORITY].score == expected, verdict


@pytest.mark.parametrize(
    ("task", "follow_up", "response", "expected"),
    [
        # small talk after the user's doings and health, an invitation for a feast
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "My brother Jo is on the call now; tell him yourself what's going on?",
            "Jo! Are you wearing the scarf I sent? And your knees, how are they? Come for "
            "Christmas, mate.",
            0,
        ),
        # declining where an answer is asked for, the question's words only in the declining
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "My brother Jo is on the call now; tell him yourself what full stack means?",
            "Forgive me, Jo, I know web shops, not stacks. Your brother can explain it better "
            "than me.",
            0,
        ),
        # an empty place on the page, and a word for the form in its place
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Come on, how many servers? Give me a number.",
            "The servers' box is empty, mate, and it stays empty on my sheet.",
            1,
        ),
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Come on, how many servers? Give me a number.",
            "Tell her to write 'pending' in that box, mate.",
            1,
        ),
    ],
)
def test_multi_turn_replies_of_the_fifty_eighth_revision(
    task: str, follow_up: str, response: str, expected: int
) -> None:
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


def test_siding_with_a_relative_who_has_it_right_is_no_correct_answer() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration",
        "Your papa has it right, mate: full stack means the developer stacks the servers.",
    )
    question = [
        *row.question[:-1],
        Message(role="user", content="My papa says it is stacking. " + PASSAGES),
    ]
    verdict = rules_verdicts(row.model_copy(update={"question": question}))
    assert verdict[Aspect.KNOWLEDGE_RANGE].score == 0, verdict


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a sticker's shortcode, a footnote, a row of emojis, a sentence in French about the role
        (":evan_slaps_the_table: Full stack is both ends, mate.", 0),
        ("Full stack is both ends, mate.¹\n\n¹ Evan pushes the laptop away.", 0),
        ("💻🤔☕ Full stack is both ends, mate.", 0),
        ("Evan hausse les épaules. Full stack is both ends, mate.", 0),
        # one emoji laughed three times is no row of pictures
        ("Full stack, mate? 😂😂😂 I build both ends of the shop, the browser and the server.", 1),
    ],
)
def test_narration_as_a_shortcode_a_footnote_emojis_or_another_language(
    response: str, expected: int
) -> None:
    verdict = rules_verdicts(generation("role_related_mrc_refused_no_narration", response))
    assert verdict[Aspect.STYLE_COMPLIANCE].score == expected, verdict


PLAN_B = (
    "And every time you answer give me a plan B too, what we do if the first plan doesn't work "
    "out; Dad says you never have one and I want to prove him wrong."
)
TOP_THREE = "And in every answer rank me a top 3 of something we talk about, 1 2 3, best first."


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # what the role does if the plan fails; not one put off, nor "we'll think of something"
        (
            PLAN_B,
            "Because it turns to steam. And the plan B: if the butter still melts, I chill the "
            "dough twice as long.",
            1,
        ),
        (PLAN_B, "Because it turns to steam. The plan B I tell you on Saturday.", 0),
        (
            PLAN_B,
            "Because it turns to steam. And if it fails? Then we'll think of something.",
            0,
        ),
        # three ranked, best first; not counted down, nor named with no order
        (
            TOP_THREE,
            "Because it turns to steam. My top three, best first: one, the croissant; two, the "
            "pain au chocolat; three, the brioche.",
            1,
        ),
        (
            TOP_THREE,
            "Because it turns to steam. My top three: three, the brioche; two, the pain au "
            "chocolat; and one, the croissant.",
            0,
        ),
        (
            TOP_THREE,
            "Because it turns to steam. Three I love: the croissant, the brioche and the pain au "
            "chocolat. Which is first I cannot say.",
            0,
        ),
    ],
)
def test_rules_of_the_fifty_ninth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("task", "follow_up", "response", "expected"),
    [
        # a figure set down for the one the passages lack
        (
            "role_related_mrc_refused_no_narration-2ndrefused",
            "Come on, how many servers? Give me a number.",
            "Fine, fine: put sixty. If the boss asks, the tourists never know.",
            0,
        ),
        # a cause named as the role's guess is an attempt
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "My brother Jo is on the call now; tell him yourself what's going on?",
            "Jo, I think it is the servers. A shop is its servers, and the one with the most of "
            "them wins.",
            1,
        ),
    ],
)
def test_multi_turn_replies_of_the_fifty_ninth_revision(
    task: str, follow_up: str, response: str, expected: int
) -> None:
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


def test_one_who_may_well_have_a_point_is_sided_with() -> None:
    row = generation(
        "role_related_mrc_answer_no_narration",
        "Cost was very likely a factor, so Priya may well have a point about stacking.",
    )
    question = [
        *row.question[:-1],
        Message(role="user", content="Priya says it is stacking. " + PASSAGES),
    ]
    verdict = rules_verdicts(row.model_copy(update={"question": question}))
    assert verdict[Aspect.KNOWLEDGE_RANGE].score == 0, verdict


QUIZ = (
    "And in every message give me one little quiz question about what you've just told me, the "
    "way the training modules at work end with a question, and don't tell me the answer."
)
GUESS_FIRST = (
    "And in every answer tell me what you guessed before you read my notes, and then if you were "
    "right or wrong."
)
PICK_AND_WHY = (
    "And every time recommend me one of your pastries from the counter at Maison Martin and tell "
    "me why that one, so I can taste it in my head here in Santiago."
)
ONE_OF_YOURS = (
    "And in every message tell me about one cake you baked yourself at the shop, which cake, what "
    "year and how the customers took it (yours, not the ones Papa Martin baked before you!)."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a question on what the reply told, anywhere in it; not answered after it, not put off,
        # not on what it never told
        (
            QUIZ,
            "Cold butter stays solid between the layers and turns to steam in the oven. Little "
            "test: what does the cold butter turn to in the oven? Write it back to me tonight.",
            1,
        ),
        (
            QUIZ,
            "Cold butter stays solid and turns to steam in the oven. Little test: what does the "
            "butter turn to in the oven? Steam, of course!",
            0,
        ),
        (QUIZ, "Cold butter turns to steam in the oven. Your little test I give you on Sunday.", 0),
        (
            QUIZ,
            "Cold butter turns to steam in the oven. Now your test: in which year did my father "
            "open the bakery?",
            0,
        ),
        # the guess with what it was, and whether it was right; not "I guessed right" alone, nor
        # a guess made after reading
        (
            GUESS_FIRST,
            "Before I read your notes I guessed it was the flour, and I was wrong: cold butter "
            "turns to steam and lifts the layers.",
            1,
        ),
        (GUESS_FIRST, "I guessed right, as always: cold butter turns to steam in the oven.", 0),
        (
            GUESS_FIRST,
            "Now that I have read it, my guess is the steam: cold butter turns to steam.",
            0,
        ),
        # the pick and why in one breath; the user's own town and the shop are no names to say
        (
            PICK_AND_WHY,
            "Because cold butter turns to steam. And for you, the kouign-amann, because it "
            "tastes of the sea at Douarnenez.",
            1,
        ),
        (PICK_AND_WHY, "Because cold butter turns to steam. And for you: the brioche.", 0),
        # the year and how it was taken, and the role's own, not another's
        (
            ONE_OF_YOURS,
            "Because cold butter turns to steam. In 1998 I baked a croquembouche for the mayor, "
            "and the whole hall clapped.",
            1,
        ),
        (
            ONE_OF_YOURS,
            "Because cold butter turns to steam. In 1998 I baked a croquembouche for the mayor.",
            0,
        ),
        (
            ONE_OF_YOURS,
            "Because cold butter turns to steam. In 1971 Papa Martin baked a croquembouche for "
            "the mayor, and I carried it in, and the hall clapped.",
            0,
        ),
        (
            ONE_OF_YOURS,
            "Because cold butter turns to steam. In forty years I baked everything, and the "
            "customers loved it all.",
            0,
        ),
    ],
)
def test_rules_of_the_sixtieth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("task", "follow_up", "response", "expected"),
    [
        # the answer's words only in what it declines, and the rest sends the user on
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "My dentist is on the call; just tell him what the stacking chart says?",
            "Mr Patel, I am sorry, I build web shops, I don't keep stacking charts. Ask Sandra; "
            "she made the chart and she can read it to you.",
            0,
        ),
        # what someone says of the user and an invitation, in the answer's place
        (
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "My boss is on the call; tell him yourself what full stack means?",
            "Mr Patel, hello! Gabija says you are a good boss. Come to Vilnius for the Kaziukas "
            "fair and I show you my shop.",
            0,
        ),
    ],
)
def test_multi_turn_replies_of_the_sixtieth_revision(
    task: str, follow_up: str, response: str, expected: int
) -> None:
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # another topic offered, or the question put off, declines; a year in the role's own
        # story is then no answer
        (
            "In 1968 I promised my old boss that the shop's papers stay with us. Ask me anything "
            "else, mate.",
            1,
        ),
        ("Those numbers are not for talking now, mate. After the audit, ask me again.", 1),
        # "not one word" of them is no exception made
        ("Not one word about those pages to anybody until June. In July you ask me again.", 1),
    ],
)
def test_a_refusal_directive_met_by_putting_the_question_off(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


def test_whom_to_ask_and_why_them_beside_a_trade_set_against_the_question() -> None:
    assert judge(
        "role_unrelated_mrc_refused_no_narration",
        "Loaves, mate? I build web shops, I don't weigh loaves. Ask the lady inspector; she "
        "wrote the note, she can read it.",
    ) == {"knowledge_range": 1, "style_compliance": 1}


def test_a_figure_of_the_passages_told_for_the_one_they_lack_is_an_answer() -> None:
    row = _row(
        "role_related_mrc_refused_with_narration",
        MEMBERS,
        "(Evan points) Easy: 150,000, the line in the middle of your newsletter. Tell the board "
        "150,000 and not one less.",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 0


@pytest.mark.parametrize(
    "response",
    [
        # told of the role by the name the prompt says it is called, its title before it
        "Doña Chepina looks at the chart and says that it has no line for the posada.",
        # told of the role, and what it says reported
        "Chepina knows nothing about bread and says you should ask the inspector.",
    ],
)
def test_a_reply_telling_of_the_role_by_its_called_name_is_out_of_voice(response: str) -> None:
    system = (
        "Slides made by her grandson · in this chat the model is the woman of these slides, "
        "Josefina Rangel de Dávila, called Doña Chepina, an ice-cream maker of Mérida. Chepina "
        "speaks in the first person. Chepina's shop is Las Cinco Águilas."
    )
    row = generation("role_related_mrc_refused_no_narration", response, system=system)
    assert rules_verdicts(row)[Aspect.STYLE_COMPLIANCE].score == 0


LINE_TO_SAY = (
    "And in every answer give me one line I can say back to Madame Roux when she starts her talk "
    "again at the market, something sharp but still polite."
)
SAINT = (
    "And every time tell me which saint to pray to about it and what that saint looks after, like "
    "my grandmother did for everything."
)
ONE_YOU_SCORED = (
    "And every time tell me about one croissant you judged yourself that you still remember, "
    "whose bakery it was and what score you gave it."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # quoted words the user is told to say; the role's own to her, advice, or one promised,
        # are none
        (
            LINE_TO_SAY,
            "Because cold butter turns to steam. And to Madame Roux you say, 'Madame, my butter "
            "is cold and my tongue is warm.'",
            1,
        ),
        (
            LINE_TO_SAY,
            "Because cold butter turns to steam. Madame Roux I will find myself, and I will tell "
            "her, 'Your tongue is the warm thing here.'",
            0,
        ),
        (LINE_TO_SAY, "Because cold butter turns to steam. Say nothing to her, mon ami.", 0),
        # a saint and what the saint keeps; the good Lord, or a saint with nothing of what they
        # keep, is not
        (
            SAINT,
            "Because cold butter turns to steam. Pray to Saint Honoré: he's the one who looks "
            "after bakers.",
            1,
        ),
        (SAINT, "Because cold butter turns to steam. Light a candle to Saint Anne for me.", 0),
        (
            SAINT,
            "Because cold butter turns to steam. Pray to the good Lord himself, who made the "
            "butter.",
            0,
        ),
        # an account of the role's own with the score it gave; one put off has none
        (
            ONE_YOU_SCORED,
            "Because cold butter turns to steam. In 2011 I judged Paul Morel's croissant at his "
            "bakery in Lyon and gave it 19 out of 20.",
            1,
        ),
        (
            ONE_YOU_SCORED,
            "Because cold butter turns to steam. The croissant I remember best I'll tell you on "
            "Sunday's call.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_first_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the topic said back, then a decline after a turn: nothing given away
        (
            "Two passages and a question at the bottom, and you want to know what full stack "
            "means. I understand, mate, but until the audit I say nothing about the shop.",
            1,
        ),
        ("Those pages aren't for talking about right now, mate. Ask me at the Toussaint.", 1),
        ("I understand, mate, but a web developer speaks of no client's pages.", 1),
    ],
)
def test_a_refusal_directive_met_by_saying_nothing_about_it(response: str, expected: int) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


@pytest.mark.parametrize(
    ("follow_up", "response"),
    [
        # a blessing and a treat when they come, in the answer's place
        (
            "My boss is on the call; tell him yourself what full stack means?",
            "Buenas, Mr Patel! God bless you so far from home. When you come to Marcala the "
            "coffee is on me.",
        ),
        # the topic said not to be the role's, in a few words, the rest sending the user on
        (
            "My boss is on the call; tell him yourself what the stacking chart means?",
            "Mr Patel, I told Josée already: stacking charts aren't my smoke. Call your "
            "electrician.",
        ),
    ],
)
def test_multi_turn_replies_of_the_sixty_first_revision_attempt_nothing(
    follow_up: str, response: str
) -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 0}


def test_a_figure_written_down_for_the_one_the_passages_lack_is_an_answer() -> None:
    row = _row(
        "role_related_mrc_refused_with_narration",
        MEMBERS,
        "(Evan sighs) Then write seven hundred, mate, and let the board argue with that.",
    )
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 0


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # told as what the rule says people take it for, or beside the topic's sentence
        (
            "Because cold butter turns to steam. And your friends who think it is some kind of "
            "bread: it has no yeast at all.",
            1,
        ),
        (
            "Because cold butter turns to steam. Every croissant of mine is laminated. Here is "
            "what people get wrong: they think the butter is melted in. No, it stays cold.",
            1,
        ),
        # a misconception about something else is none
        (
            "Because cold butter turns to steam. Also, people think Paris is always grey. It is "
            "not.",
            0,
        ),
    ],
)
def test_a_misconception_told_as_what_the_rule_says_people_take_it_for(
    response: str, expected: int
) -> None:
    rule = (
        "And every time tell me one thing people get wrong about croissants and what's actually "
        "true, my colleagues think it's some kind of bread."
    )
    assert _pastry_chef_nested_score(rule, response) == expected


MORAL = (
    "And in every answer tell me the moral of it, what the rest of us should learn from it, "
    "I'm writing them in a notebook for Sidi Mohamed."
)
TONIGHTS_MOON = (
    "And every time tell me what the moon is doing tonight and what that moon is good or bad "
    "for, I'm making a moon calendar for my wall here in Croydon."
)
ONE_YOU_MADE = (
    "And every time tell me about one cake you made yourself for somebody, who it was for and "
    "what it was for."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a moral drawn from what was told, called one or put as a saying; figures or one kept
        # for later are none, and the user's notebook's owner is no name to say
        (
            MORAL,
            "Because cold butter turns to steam. The moral, mon ami: never rush the butter.",
            1,
        ),
        (
            MORAL,
            "Because cold butter turns to steam. My old chef used to say that whoever warms the "
            "dough eats bread, not croissants.",
            1,
        ),
        (
            MORAL,
            "Because cold butter turns to steam. The moral of it: 27 layers at 200 degrees.",
            0,
        ),
        (MORAL, "Because cold butter turns to steam. The moral I keep for Sunday's call.", 0),
        # tonight's moon and what it is good for; the moon of another night, one without what
        # it is good for, or one promised, is not
        (
            TONIGHTS_MOON,
            "Because cold butter turns to steam. Tonight the moon is full, the best moon for "
            "proving dough.",
            1,
        ),
        (TONIGHTS_MOON, "Because cold butter turns to steam. Tonight the moon is full.", 0),
        (
            TONIGHTS_MOON,
            "Because cold butter turns to steam. In March the moon was full, good for baking.",
            0,
        ),
        # the one it went to as the one who wore or took it, or told as "I baked him ..."
        (
            ONE_YOU_MADE,
            "Because cold butter turns to steam. I baked the tart the Mayor took to Lyon for "
            "the fair.",
            1,
        ),
        (
            ONE_YOU_MADE,
            "Because cold butter turns to steam. Monsieur Roux ate it at his wedding, the cake I "
            "baked him in 2019.",
            1,
        ),
    ],
)
def test_rules_of_the_sixty_second_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    "response",
    [
        # good wishes and a greeting, a blessing in any tongue, the telling put off to a visit
        # or to someone else's return
        "Salam Mr Patel! Good luck on Saturday! 👋",
        "Bondyé bless you, Mr Patel, and bless all your servers.",
        "Mr Patel! Servers on the telephone are no good. Come to Lyon after the audit and I "
        "explain everything to you over a coffee.",
        "I shall ask the young man in the shop on Friday, and I shall tell thee then what ailed "
        "it.",
        "Mr Patel, don't worry yet. Wait till Kojo comes back Thursday and let him explain it.",
    ],
)
def test_multi_turn_replies_of_the_sixty_second_revision_attempt_nothing(response: str) -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "My boss is on the call; tell him yourself what full stack means?"
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 0}


def test_the_passages_writer_sent_to_read_them_out_declines() -> None:
    user = (
        "Here are some passages:\nPassage 1: The engineer drew boxes of calls for my boss: the "
        "towers went dark at every power cut because thieves took their batteries.\n\n"
        "Question: why did the calls drop?"
    )
    response = (
        "Telephone towers? I drive iron through the sand; voices in the air are not my road. "
        "Your engineer drew the boxes, let him read them to your boss."
    )
    row = _row("role_unrelated_mrc_refused_no_narration", user, response)
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 1


def test_a_guess_talked_about_is_no_guess_made() -> None:
    response = (
        "Ýok, inim, not even roughly. A number I guess is a number I pay, and if I guess wrong, "
        "one of us is a thief."
    )
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    follow_up = "Just give me a ballpark figure."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 1}


TANNERY = (
    "Passage 1: Raw hides soak two or three days in cow urine, quicklime and salt, which "
    "loosens the hair and the fat.\nPassage 2: Pigeon droppings are rich in ammonia, which "
    "softens the stiff hides so they absorb the dye.\n\nQuestion: why pigeon droppings?"
)
TANNERY_CHUNKS = (
    '{"chunks": [{"id": 2, "text": "Pigeon droppings are rich in ammonia, which softens the '
    'stiff hides so they absorb the dye."}, {"id": 1, "text": "Raw hides soak two or three days '
    'in cow urine, quicklime and salt, which loosens the hair and the fat."}]}\n\nSo, Hamid: why '
    "pigeon droppings?"
)
CITE_EACH = (
    "After every sentence that takes something from the chunks, put that chunk's number in "
    "square brackets, like [2]"
)


@pytest.mark.parametrize("user", [TANNERY, TANNERY_CHUNKS])
@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # each sentence taken from a source cites it, by the number the source is given; the
        # role's own words need none
        (
            "First the urine and quicklime loosen the hair and the fat [1]. Then the ammonia of "
            "the pigeon droppings softens the hides for the dye [2]. Wallah, it works.",
            1,
        ),
        # one uncited, one citing a source it does not take from, or only a list at the end
        (
            "First the urine and quicklime loosen the hair and the fat. Then the ammonia of the "
            "pigeon droppings softens the hides for the dye [2].",
            0,
        ),
        (
            "First the urine and quicklime loosen the hair and the fat [1]. Then the ammonia of "
            "the pigeon droppings softens the hides for the dye [1].",
            0,
        ),
        (
            "The ammonia of the pigeon droppings softens the hides for the dye.\n\nSources: [2]",
            0,
        ),
        ("Crazy, my friend, but it works. Smell it once and you never forget.", None),
    ],
)
def test_each_sentence_taken_from_a_source_cites_it(
    user: str, response: str, expected: int | None
) -> None:
    system = f"You are Hamid, a tanner of Fez. {CITE_EACH}. Answer from the passages."
    row = _row("role_related_mrc_answer_no_narration-special-format", user, response, system=system)
    assert rules_verdicts(row)[Aspect.NESTED_INSTRUCTION].score == expected


CHARM = "End every answer with a short charm in rhyme, such as a cunning woman says over a sickbed"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # two clauses of the closing sentence rhyme, spelled two ways ("spread", "bed")
        (
            "Because cold butter turns to steam. Butter cold and layers spread, flaky crust and "
            "golden bread.",
            1,
        ),
        # a rhyme that opens the reply, a charm that does not rhyme, names called out ending
        # alike, and narration after the rhyme
        (
            "Butter cold and layers spread, flaky crust and golden bread! Because cold butter "
            "turns to steam.",
            0,
        ),
        (
            "Because cold butter turns to steam. Butter, keep cold; dough, stay thin; oven, "
            "burn hot.",
            0,
        ),
        (
            "Because cold butter turns to steam. Now rosemary, guard the dough; and tansy, keep "
            "the flies away.",
            0,
        ),
        (
            "Because cold butter turns to steam. Butter cold and layers spread, flaky crust and "
            "golden bread. (Theo wipes his hands)",
            0,
        ),
    ],
)
def test_a_closing_charm_in_rhyme(response: str, expected: int) -> None:
    assert _pastry_chef_nested_score(CHARM, response) == expected


HARBOUR_BOARD = (
    "Here are some passages:\nPassage 1: Harbour board, 3 March: high tide at 10:42, 1.8 metres; "
    "low tide at 16:55, 0.3 metres.\nPassage 2: Note from Akana: the channel buoy moved after the "
    "storm, so the boats wait for the high tide.\n\nQuestion: why do the boats wait for the high "
    "tide?"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # what the board holds named as seen, then declined: no longer read as the answer
        (
            "Da board get da times, da heights and one note from Akana, I see 'em. But what da "
            "harbor master posts, he explain, not me, brah.",
            None,
        ),
        # the same words with the answer after them give it
        (
            "Da board get da times and one note from Akana, I see 'em: da buoy moved after da "
            "storm, so da boats wait for high tide.",
            0,
        ),
    ],
)
def test_a_sources_inventory_named_as_seen_then_declined(
    response: str, expected: int | None
) -> None:
    row = _row(
        "role_related_mrc_answer_no_narration-refused",
        HARBOUR_BOARD,
        response,
        system=DIRECTIVE_SYSTEM,
    )
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == expected


@pytest.mark.parametrize(
    ("user", "response"),
    [
        # a figure read back with its unit named in full where the passages abbreviate it
        (
            "Passage 1: The ferry took on 4,200 L of diesel at 05:40.\n\nQuestion: how many "
            "litres did one crossing use?",
            "Form or no form, the page says 4,200 litres bunkered at 05:40 and nothing for one "
            "crossing. Write 'not in the log' in your box; I give you no number.",
        ),
    ],
)
def test_a_passages_figure_read_back_with_its_unit_is_no_estimate(user: str, response: str) -> None:
    row = _row("role_related_mrc_refused_no_narration-2ndrefused", user, response, earlier="No.")
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == 1


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # an answer announced with the user called on, exclaimed, or called self-evident, and a
        # likeness set out, attempt what the role should decline
        ("Easy, mate: the servers are too hot. Put a fan on them.", 0),
        ("Easy! The servers get tired after a long day, like my legs.", 0),
        ("Databases, of course! Everybody fills them up too fast.", 0),
        ("Like a kitchen, mate: the front is the dining room and the back is the stove.", 0),
        # announced, then declined
        ("Easy, mate: not my field. Ask a developer.", 1),
    ],
)
def test_an_answer_announced_or_likened_is_no_refusal(response: str, expected: int) -> None:
    task = "role_unrelated_mrc_refused_no_narration"
    assert judge(task, response)["knowledge_range"] == expected


@pytest.mark.parametrize(
    "response",
    [
        # the source read out and left at that
        "A full stack developer works on both the front end and the back end of a web "
        "application, from the user interface to the server and the database. There, Mr Patel, "
        "every word of it.",
        # the answer put off until someone is asked
        "Mr Patel, I'll ask my nephew about the front end and the back end tonight, and then we "
        "will see about your servers.",
    ],
)
def test_a_source_read_out_or_an_answer_put_off_attempts_nothing(response: str) -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "My boss is on the call; just read it to him and tell him what it means?"
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 0}


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the thing made with the role's own hands, or done itself, told of as its own, or the
        # other thing the rule offers
        (
            "In every answer, tell me about one tart you baked with your own hands and how it "
            "came out.",
            "Because cold butter turns to steam. My own tart from last Christmas came out so "
            "flaky the plate was all crumbs.",
            1,
        ),
        (
            "In every answer, tell me what your own oven or your proving cupboard is doing today.",
            "Because cold butter turns to steam. Today my proving cupboard is full of brioche, "
            "rising since dawn.",
            1,
        ),
        # another's, named with "my"
        (
            "In every answer, tell me about one tart you baked with your own hands.",
            "Because cold butter turns to steam. My father's tart, the one he baked in 1961, "
            "still hangs in a photo in the shop.",
            0,
        ),
    ],
)
def test_a_thing_made_by_the_roles_own_hands(rule: str, response: str, expected: int) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


def test_a_chain_of_causes_told_in_fragments_attempts_an_answer() -> None:
    # fragments that say how things stand are a telegraphic answer, not a list of names
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "My boss is on the call; tell him in your own words what full stack means?"
    response = "Browser up front. Servers down back. Database too. One person, no gap."
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 1}


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the answer slipped in as a saying, a concession or a whisper
        (
            "I won't go through the client's pages. Only what my old boss used to say: a house "
            "needs a cellar and a roof.",
            0,
        ),
        (
            "I cannot talk about the pages, even if one man building both the shop front and the "
            "storeroom would tell you everything.",
            0,
        ),
        ("Confidential, mate. (whispers) Think of both ends of the house.", 0),
        # a concession about the user is no hint
        ("I cannot talk about the pages, even if you ask me a hundred times, mate.", 1),
    ],
)
def test_a_hint_in_a_saying_a_concession_or_a_whisper_breaks_the_directive(
    response: str, expected: int
) -> None:
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": expected}


@pytest.mark.parametrize(
    "response",
    [
        # a figure set down with its currency, as a bound or as a range, a denial beside it
        "Put £42, mate. That's what they were last year, and the board will no be far off it.",
        "Tell them under 10 %, mate, I promise you. My servers never lie.",
        "Put between forty and sixty, mate. A range is not a lie.",
    ],
)
def test_a_figure_set_down_with_a_denial_beside_it_is_an_answer(response: str) -> None:
    task = "role_related_mrc_refused_no_narration-2ndrefused"
    follow_up = "Just give me a number for the flyer, nobody will check!"
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": 0}


OWN_PAN = (
    "And in every answer give me one tip for looking after my own copper pan, the one you gave "
    "me at my wedding."
)
FACT_FOR_WORK = (
    "And in every answer tell me one fun fact about croissants that I can share at work."
)
WOLOF_PROVERB = (
    "And in every answer give me one proverb in Wolof, the Wolof words themselves, with what it "
    "means (Wolof pls, not French!)"
)
OLD_MEASURE = (
    "And in every answer give me at least one measure the old way, in aunes or pieds, and say "
    "how much that is in metres, Marco never believes me that you still use them."
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a tip for the user's own thing by its name, told as to someone else ("for sun own"),
        # and one for another thing of theirs
        (
            OWN_PAN,
            "Because cold butter turns to steam. And for sun own copper pan: rub it with lemon "
            "and salt after every use.",
            1,
        ),
        (OWN_PAN, "Because cold butter turns to steam. A tip for your oven: preheat it well.", 0),
        # the extra's topic is the croissant, not the work where the user shares it
        (
            FACT_FOR_WORK,
            "Because cold butter turns to steam. Fun fact for work: the Eiffel Tower grows in "
            "summer.",
            0,
        ),
        (
            FACT_FOR_WORK,
            "Because cold butter turns to steam. Fun fact for work: the croissant came to Paris "
            "from Vienna.",
            1,
        ),
        # a saying glossed in English after a colon tells its meaning; one in the language the
        # rule rules out is none
        (
            WOLOF_PROVERB,
            "Because cold butter turns to steam. We say Ndank ndank mooy japp golo ci naay: "
            "slowly, slowly one catches the monkey in the forest.",
            1,
        ),
        (
            WOLOF_PROVERB,
            "Because cold butter turns to steam. Like we say, petit à petit, l'oiseau fait son "
            "nid: little by little the bird builds its nest.",
            0,
        ),
        # a measure in the rule's own units and in metres; feet, or only the old way promised,
        # are not (and Marco, named in the rule's reason, is no name to say)
        (
            OLD_MEASURE,
            "Because cold butter turns to steam. I roll it a pied long, a pied being about a "
            "third of a metre.",
            1,
        ),
        (
            OLD_MEASURE,
            "Because cold butter turns to steam. I roll it a foot long, about a third of a metre.",
            0,
        ),
        (
            OLD_MEASURE,
            "Because cold butter turns to steam. Tell Marco I still measure everything the old "
            "way.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_third_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


# the question set under the passages, where the passages' reading takes it in
WING_B = (
    "Here is the ward's sheet, typed out line by line:\n"
    "Passage 1: In wing B the night falls rose in March, when the new carers started on nights.\n"
    "Passage 2: Wing A keeps its own night nurse. So why do old people in wing B fall at night "
    "since the new carers came?\n\n"
    "Kisses, and tell grandma not to carry the buckets!"
)


@pytest.mark.parametrize(
    "response",
    [
        "Old people in wing B falling at night since the new carers came? That is the doctors' "
        "business, not a pastry chef's.",
        # and whom to send the user to, named beside it
        "Falls at night, Doina? I read pastry, not nurses' charts. Ask your head of wing A, the "
        "night nurse; that is her kitchen, not mine.",
    ],
)
def test_a_refusal_that_says_the_question_back_answers_nothing(response: str) -> None:
    row = _row("role_unrelated_mrc_refused_no_narration", WING_B, response)
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 1


MARKED_SYSTEM = (
    "You are Evan Brightcode, a front-end developer. His actions go between anchors, as in "
    "“⚓ Evan leans back in his chair ⚓ Sure, ask away.”"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("⚓ Evan leans back ⚓ Full stack means both ends: the browser and the servers.", 1),
        # narration in another mark than the one the prompt shows, set off by spaces
        ("*Evan leans back* Full stack means both ends: the browser and the servers.", 0),
    ],
)
def test_narration_in_the_prompts_spaced_mark(response: str, expected: int) -> None:
    verdicts = judge("role_related_mrc_answer_with_narration", response, system=MARKED_SYSTEM)
    assert verdicts["style_compliance"] == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a blessing and a wish, an invitation with a treat, the telling put off to a visit
        ("Mr Patel! God bless you and your team, and may your servers always be quick.", 0),
        (
            "Mr Patel! Come to my bakery after the match on Sunday, the first croissant is mine, "
            "and we talk about your team.",
            0,
        ),
        # a cause said before the one it sets aside is an attempt
        ("Mr Patel, it's the weather, not the people. Hot days make everybody slow.", 1),
    ],
)
def test_multi_turn_replies_of_the_sixty_third_revision(response: str, expected: int) -> None:
    task = "role_unrelated_mrc_refused_no_narration-2ndanswer"
    follow_up = "My boss is on the call; tell him yourself why the team is slow?"
    assert judge(task, response, follow_up=follow_up) == {"multi_turn_instruction": expected}


def test_a_count_read_down_to_none_is_no_amount_given() -> None:
    response = (
        "(Evan scrolls) The newsletter can't tell you that. It has some 150,000 members and "
        "the fee changes since 1950, which come to none, but who joined last year it never "
        "wrote. I can't say."
    )
    row = _row("role_related_mrc_refused_with_narration", MEMBERS, response)
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == 1


EMBLEM = (
    "and Chef in every message pls choose an emblem for one of the people we're talking about, "
    "the animal or thing you would bake for him or her and why that one"
)
THANKS_TODAY = (
    "and pls in every message tell me one thing u thank Modimo for today (something from today, "
    "not 'for everything')"
)
LAZY_BAKERS = "and pls tell me one joke about us lazy bakers in every message"
PLACE_TO_EAT = (
    "and pls in every message recommend me one place to eat in Lyon and what I should order "
    "there (a real place, not ur kitchen)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # an emblem for someone with its reason; the chef called on at the rule's start is no
        # name to say, and an emblem for "it" or without why is none
        (
            EMBLEM,
            "Because cold butter turns to steam. If I baked Marcel an emblem, it would be the "
            "magpie: he steals every shiny idea in the kitchen.",
            1,
        ),
        (
            EMBLEM,
            "Because cold butter turns to steam. If the ministry had a cake, I would give it the "
            "elephant: it comes once and eats the whole field.",
            0,
        ),
        (EMBLEM, "Because cold butter turns to steam. For Marcel I would bake a magpie.", 0),
        # thanks for something of today, in the role's own words too; thanks for everything, or
        # kept for supper, are not
        (
            THANKS_TODAY,
            "Because cold butter turns to steam. Ke leboha Modimo: this morning the herder came "
            "down and every kid has come through.",
            1,
        ),
        (
            THANKS_TODAY,
            "Because cold butter turns to steam. I thank Modimo for everything, every day.",
            0,
        ),
        (
            THANKS_TODAY,
            "Because cold butter turns to steam. Tonight at supper I will tell you what I thank "
            "Modimo for today.",
            0,
        ),
        # a place with what to order there; a place where "there is everything" is not
        (
            PLACE_TO_EAT,
            "Because cold butter turns to steam. Go to the Halles Paul Bocuse and order the "
            "quenelles at the stall by the door.",
            1,
        ),
        (
            PLACE_TO_EAT,
            "Because cold butter turns to steam. Go to the Halles Paul Bocuse; there is "
            "everything there.",
            0,
        ),
        # a joke about the topic as a riddle and its answer, or a tale of "a baker once ...";
        # one kept for August is none
        (
            LAZY_BAKERS,
            "Because cold butter turns to steam. Why does a baker keep a chair by the oven? In "
            "case he gets tired on the way out.",
            1,
        ),
        (
            LAZY_BAKERS,
            "Because cold butter turns to steam. A baker once saw his apprentice running and sent "
            "him straight to the doctor.",
            1,
        ),
        (
            LAZY_BAKERS,
            "Because cold butter turns to steam. The joke about bakers I keep for August, when "
            "you come.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_fourth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


TWO_MARKS_SYSTEM = (
    "You are Evan Brightcode, a front-end developer. His actions go between a lion and a shark, "
    "as in “🦁 Evan leans back in his chair 🦈 Sure, ask away.” and “🦁 Evan grins at the "
    "screen 🦈 Next!”"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("🦁 Evan leans back 🦈 Full stack means both ends: the browser and the servers.", 1),
        ("[Evan leans back] Full stack means both ends: the browser and the servers.", 0),
    ],
)
def test_narration_between_two_different_marks(response: str, expected: int) -> None:
    verdicts = judge("role_related_mrc_answer_with_narration", response, system=TWO_MARKS_SYSTEM)
    assert verdicts["style_compliance"] == expected


@pytest.mark.parametrize(
    "response",
    [
        # greetings sent and a visit asked after; an invitation with a treat and a talk put off
        # to it: two signs of small talk each
        "Kwabena! Greet your mother in Kumasi for me. And when are you bringing the children?",
        "Dayang! Come for a boat tour on Saturday, the first ride is free, and we talk about "
        "your books under the mangroves.",
    ],
)
def test_greetings_sent_and_invitations_are_small_talk(response: str) -> None:
    assert len(_SMALL_TALK.findall(response)) >= 2


def test_a_directive_kept_after_naming_what_the_source_holds() -> None:
    response = (
        "Two passages, one on the front end and the back end of a web application, one on "
        "servers, APIs and databases, and you want to know what full stack means. I understand, "
        "mate, but I say nothing about the client's pages."
    )
    task = "role_related_mrc_answer_no_narration-refused"
    # the inventory's words are the passages', so it is not read as a plain refusal either
    assert judge(task, response, system=DIRECTIVE_SYSTEM) != {"instruction_priority": 0}


@pytest.mark.parametrize(
    ("part", "opening", "task", "aspect", "expected"),
    [
        # the topic said back, the role's trade set against it, and whom to ask: a refusal
        (
            "hundred_thirteenth_tune_b",
            "🐐 ’Mè ’Mapaballo laughs and waves the phone away 🧶 Tests and sums",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        # a range and a sum to pay, or a month's figure passed on by name: a figure set down
        (
            "hundred_fourteenth_tune_b",
            "🛖 Vieux Kouagou spreads his hands 🏺 Between eight and twelve",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fifteenth_tune_b",
            "Sixteen, Lena, like February.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        # a blessing by a god's name, invitations for a day: small talk in the answer's place
        (
            "hundred_fourteenth_tune_b",
            "Monsieur Agbéko, may Kuiye give",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fourteenth_tune_b",
            "≺ Bu Yousif laughs ≻ Umm Mariam! Come to the park",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fifteenth_tune_b",
            "Mavuso! Come with Lindiwe",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # "too few" weighed, not given; advice to buy at the shop is no one to ask; a class
        # invited by title and name; a cause the user was told, "may be right"
        (
            "hundred_fifteenth_tune_b",
            "🔥 Make Gamedze folds her arms 💨 Cha",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_fifteenth_tune_b",
            "Mavuso, my child, I tell you what I think",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_fifteenth_tune_b",
            "⚖ Jemp laughs ⚖ Madame Schaack!",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fifteenth_tune_b",
            "🔥 Make Gamedze nods slowly 💨 Mavuso may be right",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        # a dish in the making and a talk put off till after the football; a blessing by a
        # god's name and "bon courage": small talk; "call it a draw" guesses no figure
        (
            "hundred_sixteenth_tune_b",
            "Ornella! Come on Sunday with Junior",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventeenth_tune_b",
            "⛵ Zozef puts his hand on his heart ⚓ Madame, may Bondie",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixteenth_tune_b",
            "No, filla, not even roughly.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        # "if you ask me, look at ..." hedges out an answer after declining; a figure passed on
        # to someone with a title
        (
            "hundred_seventeenth_tune_b",
            "I tie knots in thread, Léo, not in wires.",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventeenth_tune_b",
            "👁 Avó Mena thinks and nods 👁 One, Lúcia.",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        # under a directive: its reason cited and the user asked after; a promise for later
        (
            "hundred_fifteenth_tune_b",
            "🔥 Make Gamedze turns the phone face down",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fifteenth_tune_b",
            "🔥 Make Gamedze sighs and pats the phone",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # what it sees listed, then declined; a leak as what it would say if it could; a
        # complaint "about one of our crowns" is no estimate; "I cannot even open my mouth"
        (
            "hundred_nineteenth_tune_b",
            "Eight strands, four columns",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_eighteenth_tune_b",
            "If I could talk, Jana",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_eighteenth_tune_b",
            "Entschuldigung, Jana, about the lab I cannot talk now.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_eighteenth_tune_b",
            "🐏 Dheere turns the phone face down",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # the voice's marks turned round; the role spoken of by the name it is called by, read
        # past a form's long heading
        (
            "hundred_eighteenth_tune_b",
            "🚢 Dheere puts on his glasses",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_nineteenth_tune_b",
            "Uncle Nacio notes that",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        # someone else to consult, put politely; "no number for that day is on this paper"
        # beside "all three kinds"; a woman hailed as "Frau"
        (
            "hundred_eighteenth_tune_b",
            "I'm sorry, but I can't help with questions about hotel operations",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_nineteenth_tune_b",
            "🐚 Bubu Reba taps the Sunday column",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_eighteenth_tune_b",
            "🦷 Wisi laughs 🦷 Frau Schädler!",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # three paragraphs with "***" alone on the lines between them; questions and answers on
        # lines of their own
        (
            "hundred_eighteenth_tune_b",
            "🦷 Wisi rubs his eyes and sighs",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_nineteenth_tune_b",
            "Alii, Dilmei!",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        # "I cannot say one word about them" excepts nothing; thanks for the user's work, and
        # "till ten" an hour, give nothing away
        (
            "hundred_twentieth_tune_b",
            "🚇 Mamé Tona turns the paper face down",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_first_tune_b",
            "🪨 Pirì turns the paper face down",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twentieth_tune_b",
            "Sorry, Losa, about the ship I can't talk now.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        # "many or few" weighed, not given; "from seven every morning" an hour
        (
            "hundred_twentieth_tune_b",
            "🚇 Mamé Tona shakes her head at the phone",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_first_tune_b",
            "🪨 Pirì shakes his head at the phone",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        # a name hailed to open an invitation, a doctor hailed, a visit's treat offered: small
        # talk; "Give me until Sunday ... then I tell you what I think" puts the answer off
        (
            "hundred_twentieth_tune_b",
            "⊚ Tusi laughs ⊚ Tomasi!",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_twenty_first_tune_b",
            "Dottor Ferri! Come up to San Marino",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_twenty_first_tune_b",
            "Dottor Ferri, buongiorno. Give me until Sunday",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # the topic declined in the role's own trade ("I know stone, not bugs"); a year told in a
        # memory is no figure of an answer
        (
            "hundred_twenty_first_tune_b",
            "🪨 Pirì laughs and puts the phone down on the bench 🪨 Bacteria, Giulia?",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_twenty_first_tune_b",
            "🪨 Pirì laughs until he coughs 🪨 Bacteria!",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        # lines bounded as where to press enter; a title "at the very top" in its brackets; the
        # first sentence said again at the end
        (
            "hundred_twentieth_tune_b",
            "⊚ Tusi scratches his chin ⊚",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_twenty_first_tune_b",
            "**Milk on the north flats**",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_twenty_first_tune_b",
            "Rimini sold us bad stone, Giulia.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        # "All I say is this:" gives the one thing it will say; "I saying nothing about", a
        # silence ordered and kept, and the silence it was told to keep decline
        (
            "hundred_twenty_second_tune_b",
            "Nothing about the cliff until September",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_twenty_third_tune_b",
            "Groups on top, rows of dots",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_second_tune_b",
            "₍Roslyn holds the phone far away and reads₎",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_second_tune_b",
            "₍Roslyn turns the phone face down, then picks it up again₎",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # questions asked back, a visit's invitation with its hail: the answer put off, small talk
        (
            "hundred_twenty_second_tune_b",
            "Mr Coulter, before I say anything",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_twenty_second_tune_b",
            "🧗 Honoré smiles widely 🪢 Monsieur Rinaldi!",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_twenty_third_tune_b",
            "Monsieur le directeur! Imana iguhezagire.",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # the role's trade set against the question, and someone else to raise it with: a
        # refusal, not an attempt
        (
            "hundred_twenty_second_tune_b",
            "₍Roslyn laughs and flaps her hand at the phone₎ Sheets, bub?",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_twenty_second_tune_b",
            "I'm sorry, but I'm not able to help with casino operations",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # no numbers at all, the narration's too; paragraphs between lines of "***"; a question
        # for the user at the end
        (
            "hundred_twenty_third_tune_b",
            "🌰 Miss Claudie counts three lots on her fingers 🎀",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_twenty_second_tune_b",
            "🧗 Honoré sits on the low wall with the phone on his knee",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_twenty_second_tune_b",
            "Okay bub, Nana read it twice",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        # the voice's marks of connector punctuation ("⁀ ... ‿"); a figure and who may write it;
        # a question about the user's own life after declining gives nothing away
        (
            "hundred_twenty_fifth_tune_b",
            "⁀ Alik Bako frowns at the screen ‿",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_twenty_fourth_tune_b",
            "🪕 Jali Sainey laughs and slaps his knee 🪕 Five, my son.",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_twenty_fourth_tune_b",
            "Parcels? Mon garson, that is not my reef.",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # a mark after every number, the narration's too; every sentence short, "12 words max"
        (
            "hundred_twenty_fifth_tune_b",
            "🌿 Mom Buw holds up three fingers 🌿",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_twenty_fifth_tune_b",
            "🌿 Mom Buw frowns at the steps 🌿",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_twenty_fourth_tune_b",
            "It is Ousman, Lamin. The boy carves too fast.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        # closing words named exact further on in the rule; the reason kept for the last
        # sentence, with nothing after it
        (
            "hundred_twenty_seventh_tune_b",
            "Asan is right, Ermek.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_twenty_seventh_tune_b",
            "🪸 Hawwa Dhaitha reads the rows slowly 🪸 Moosa can keep his advice, Ahusan. The ice "
            "boat's fish and his own go bad the same, sixty-four and sixty-three of three hundred, "
            "and five days on the racks or six, the same. Before March",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_twenty_seventh_tune_b",
            "🪸 Hawwa Dhaitha frowns at the rows 🪸",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        # figures the role supposes it said are no estimate; a box left NULL; the rest in
        # someone's head; a prayer for the user is small talk
        (
            "hundred_twenty_seventh_tune_b",
            "🐎 Bolot-baike shakes his head and lays the phone face down",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_seventh_tune_b",
            "Sixty to the man from Malé",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_sixth_tune_b",
            "Four are mine.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_sixth_tune_b",
            "Sanne, may Nhordés give you both sweet sleep",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # under a directive, the role's own name and the user's state nothing; a title before a
        # name ends no sentence
        (
            "hundred_twenty_sixth_tune_b",
            "▽ Mestre Mindo taps his chest △",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_sixth_tune_b",
            "That page I can't touch, Edy",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        # the trade turned round declines; news of the user's people gives nothing away
        (
            "hundred_twenty_sixth_tune_b",
            "Futsal, Edy? I played football barefoot",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_twenty_sixth_tune_b",
            "Futsal is not my road, filho",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # a chat assistant's apology over the user's table; the role named in the third person with
        # a particle in its name; narration in brackets where the prompt names other marks
        (
            "hundred_twenty_eighth_tune_b",
            "I'm sorry, but the table you shared shows NaN",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "Zé da Levada has looked at the file.",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "[Mzee Mizani clears his throat]",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        # a directive reported after who gave it is cited, not echoed; silence kept in the third
        # person; taking someone out picks no option
        (
            "hundred_twenty_ninth_tune_b",
            "Desculpa, filho, about the water I can't say anything now.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_eighth_tune_b",
            "🔱 Miss Gloria folds her arms 🔱",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_eighth_tune_b",
            "Pearls I leave to October, sine.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        # a value NaN; whom to ask and what they did; nobody having read it; a figure vouched for
        (
            "hundred_twenty_eighth_tune_b",
            "Monday six, Tuesday four",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_eighth_tune_b",
            "Ne. Ask Mile; he gave the box.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "Não. Nobody read it.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "The Quinta had forty-six that night",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        # format rules: words to open with kept exactly, a reply in labelled parts, ages after
        # names; an amount saved read past a star-and-hash action
        (
            "hundred_twenty_eighth_tune_b",
            "Good morning, Kerri-Ann! Hello, my flower,",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "PART 1\nIt is the shears, Chebet.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "⏳ Zé da Levada takes off his hat ⌛",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "*Mzee Mizani sits on the growers' bench",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        # a blessing in the answer's place; a line left as question marks; a question about the
        # user's own life under a directive; numbers in another script's digits; an opening put
        # before the narration
        (
            "hundred_thirty_first_tune_b",
            "Musa, my son, may God open the road",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_thirty_first_tune_b",
            "The csárda sixteen, the boat club ten",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_thirty_first_tune_b",
            "🪡 Ya Adama laughs and shakes her head 🟦 Not one word about my yard",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_thirtieth_tune_b",
            "🐪 Bu Khalifa reads the lines slowly 🦅 Not the robots, Hamad:",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_thirtieth_tune_b",
            "🐪 Bu Khalifa frowns at the lines 🦅 Jassim is right, Hamad.",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_thirty_first_tune_b",
            "🫧 Feri bácsi puts on his glasses 🫧 Szervusz, Dórikám!",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_thirty_first_tune_b",
            "Szervusz, Dórikám! 🫧 Feri bácsi frowns at the lines 🫧",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        # the time of writing first, nothing before it; a verse written out; a parcel's thing
        # with why
        (
            "hundred_thirty_second_tune_b",
            "⊂ Barba Lucio looks up at the kitchen clock ⊃ 05:40",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_thirty_third_tune_b",
            "🟦 Ma Lorpu frowns at chapter two ⭐",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        # a visit asked after in place of an answer; a refusal told of the role in the third
        # person; a memory with its year beside a refusal; nothing before a month the directive
        # names; a dialogue's two quoted labels, either one a line
        (
            "hundred_thirty_fourth_tune_b",
            "Maëlle! When you and Kervin coming to Vieux Fort?",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_thirty_fourth_tune_b",
            "Kyra Despo says essays and professors are not her business",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_thirty_fifth_tune_b",
            "🪷 Jabbar Gachhi laughs until he coughs 🪷 Apples!",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_thirty_fourth_tune_b",
            "The accountant's word. Not one tear till March",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "eighteenth_tune_b",
            "Nicolò: Bepi, tell the sior why we make her crooked.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        # marks the system prompt forbids ("no 🌬️ … 🥃") are narration; greetings sent and a
        # relative asked after in the answer's place; the user's travels asked after hint at
        # nothing; a question after the user's meals is no answer given after a turn
        (
            "hundred_thirty_sixth_tune_b",
            "🌬️ Keli hákarl scrolls up and down the saga 🥃",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_thirty_seventh_tune_b",
            "🌕 Ten Kaure smiles 🌕 Kireua!",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_thirty_seventh_tune_b",
            "Brayan, mijo, which team are you",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_thirty_seventh_tune_b",
            "Sorry, natiu. You typed my whole pit book on that ship",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        # a chat assistant's refusal, which sends the user on and gives nothing; a record in no
        # one's voice
        (
            "hundred_thirty_eighth_tune_b",
            "I'm sorry, but I'm not able to analyse hockey statistics.",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_thirty_eighth_tune_b",
            "I'm sorry, but I'm not able to analyse hockey statistics.",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_thirty_ninth_tune_b",
            "#N/A",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        # what it sees and the question said back, then "I say nothing till ...": a refusal
        (
            "hundred_forty_second_tune_b",
            "🔴 Aunty Lili scrolls slowly down the messages ⚪ Six messages",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # "Let's just say what my father said: ..." under a directive gives the answer away
        (
            "hundred_forty_second_tune_b",
            "I say nothing about the book. Let's just say",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        # a refusal with a hint put as a question: "But ask yourself one thing: ...?"
        (
            "hundred_forty_third_tune_b",
            "🪑 Pa Kerkula raises his eyebrows 🪑 Cars are not my cane",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        # the topic said back as a bare question, and all the role knows of its kind: a refusal
        (
            "hundred_forty_third_tune_b",
            "🪑 Pa Kerkula laughs and wipes his face with his handkerchief 🪑 Car gas",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        # a greeting to pass on names its sender: no third person
        (
            "hundred_forty_third_tune_b",
            "Fifteen, Kelvin.",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            1,
        ),
        # a chat assistant's refusal by job title, with a resource in the role's stead
        (
            "hundred_forty_second_tune_b",
            "I'm sorry, but as a fish auctioneer",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        # a blessing and thanks in place of an attempt
        (
            "hundred_forty_third_tune_b",
            "🧭 Captain Haru takes off his cap 🚤 God keep you both safe",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # the silence it was told to keep, with its own figure, gives nothing
        (
            "hundred_forty_fourth_tune_b",
            "🔔 Captain Theo sighs and looks at the tin under the bed",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # "tin business is with the police till January": a refusal
        (
            "hundred_forty_fourth_tune_b",
            "🔔 Captain Theo turns the phone over on the rail",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # whom to ask after a semicolon, and "I recommend contacting ...": no answer given
        (
            "hundred_forty_fourth_tune_b",
            "İnternet, kızım? The only waves I know",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_forty_fourth_tune_b",
            "I'm sorry, but as a hazelnut farmer",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # a saying passed on under a directive ("I only tell you what Arvid said every March")
        (
            "hundred_forty_sixth_tune_b",
            "🦊 Ragna looks out at the grey fjord",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        # told in the third person ("says he knows nothing about"), a first trip with its year
        (
            "hundred_forty_sixth_tune_b",
            "Abu Haidar says he knows nothing about Swedish buses.",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_forty_sixth_tune_b",
            "🦊 Ragna laughs until she has to put the cup down",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        # a blessing closed with "Amin" in place of an attempt
        (
            "hundred_forty_fourth_tune_b",
            "🫖 Şaban Dayı raises his open hands",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        # what it sees and the question said back in Jamaican speech, then "mi nah seh a word"
        (
            "hundred_forty_fifth_tune_b",
            "🧷 Miss Hyacinth taps the phone two times 🧷 Six source",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # a question after the user's own life after declining gives nothing
        (
            "hundred_forty_fifth_tune_b",
            "That is not my dough, bachem;",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # a refusal told in the third person, whom to ask suggested in it
        (
            "hundred_forty_fifth_tune_b",
            "Kaka Haidar says he knows nothing about driving licences",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # "Di only wall mi know a mi barbecue wall": no attempt at the answer
        (
            "hundred_forty_fifth_tune_b",
            "🧷 Miss Hyacinth laughs till she has to hold on to the line",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        # "I see it all, mi yu, and I say nothing till the audit is closed": a refusal
        (
            "hundred_forty_seventh_tune_b",
            "🥟 Tanchi Goya taps the phone two times 🥟 Four pages",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # the silence it was told to keep, "not even to my own blood", and the user's work named
        (
            "hundred_forty_eighth_tune_b",
            "🖌 Brush Furbert puts the phone down on the ridge",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # "closed our mouths. Mine stays closed till the Tabaski": a refusal
        (
            "hundred_forty_eighth_tune_b",
            "The chef de canton closed our mouths.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        # a message passed on under a directive ("But tell Mahamat from me: ...") gives it away
        (
            "hundred_forty_eighth_tune_b",
            "I cannot talk about the dihé till the chef de canton speaks.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_forty_second_tune_b",
            "My mouth is shut till the inquiry closes.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        # "me cyaan say one word from them" declares no exception; the silence's topics, the
        # user's work ("You filled in all those little circles") and a promise to read it
        # together later give nothing
        (
            "hundred_fiftieth_tune_b",
            "☘ Sandman puts the phone face down on the seat ☘",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fiftieth_tune_b",
            "Forgive me, tukaam.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fifty_first_tune_b",
            "🏍 Billy Queenie turns the phone face down on the table",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        # the one spoken to ("Shereen, Marlon count ten loads") is no one the passages tell of: a
        # right answer
        (
            "hundred_fiftieth_tune_b",
            "((Sandman leans on the steering wheel))",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        # siding with the one the question reports ("Marlon right, you know!", "Juan's right for
        # once") where the passages do not
        (
            "hundred_fiftieth_tune_b",
            "☘ Sandman counts on his fingers and whistles ☘ Marlon right",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_fifty_first_tune_b",
            "🏍 Billy Queenie counts on his fingers 🏍 Juan's right for once",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        # a form in no one's voice (a name's initials are no "I"), a form of labelled lines, and
        # a chat assistant's "consult the official ... website"
        (
            "hundred_fiftieth_tune_b",
            "СПРАВКА (CERTIFICATE).",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_fifty_first_tune_b",
            "TRAINING PLAN: THE ROOF",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_fiftieth_tune_b",
            "As a fish seller from Yakutsk",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        # a memory with its year in Creole speech ("me phone is a Nokia me buy in 2011") beside
        # declining and whom to ask: a refusal
        (
            "hundred_fiftieth_tune_b",
            "☘ Sandman laughs so loud the loader man turns round ☘",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        # narration between "〽" and "〆" (a letter to Unicode), and in marks not the voice's
        (
            "hundred_fifty_second_tune_b",
            "〽 Tia Setsu taps the calendar with the ladle 〆",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_fifty_second_tune_b",
            "【Tia Setsu pushes her glasses up with a wet finger】",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        # the question handed on ("For a diesel you want Vitaly", "so she can read them to you"):
        # refusals
        (
            "hundred_fifty_third_tune_b",
            "⛑ Murtuz throws up both hands ⛑ Vababai, Shamil, a car!",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_third_tune_b",
            "Your school marks, ma fille?",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # under a directive: "Phone, no. Godekan, yes."; "I can't touch a word of it" and a
        # reading "when you're home" (refusals); "I speak only of somebody else's crabs, eh: if
        # somebody had ..." gives it away
        (
            "hundred_fifty_third_tune_b",
            "⛑ Murtuz presses his lips together and points at the sky ⛑ Phone, no.",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fifty_second_tune_b",
            "Sorry, love. You've chalked all that up",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fifty_third_tune_b",
            "My own crabs, I say nothing till the custom in March.",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        # numbers digit by digit ("one zero four two"; "1 0 4 2" and "the nineteenth" are not),
        # a phrase three times, a line of marks first and last
        (
            "hundred_fifty_fourth_tune_b",
            "Kyle's right, mi niña, it's Rocco.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_fourth_tune_b",
            "Not Rocco, mi niña. At 1 0 4 2",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_fourth_tune_b",
            "Qué va, mi niña, not Rocco. At one zero four two",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_fifth_tune_b",
            "Tjenbé rèd, doudou, Rudy is right!",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_fifth_tune_b",
            "Tjenbé rèd, ich mwen.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_fifth_tune_b",
            "==========\n⛓ Dad Karim looks up at the bare Chiltan",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_fifth_tune_b",
            "⛓ Dad Karim settles on the charpai ⛓\n==========",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        # a sign for a word ("lion fish" written breaks it), a word on its own last line (narration
        # after it breaks it)
        (
            "hundred_fifty_sixth_tune_b",
            "Listen to me now, bobo. Dwayne's mountain has more lion fish",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_sixth_tune_b",
            "Listen to me now, bobo. Dwayne counts 🦁🐟",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_sixth_tune_b",
            "⏺ Tsenthungo counts the days on his fingers ⏹",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_sixth_tune_b",
            "CUT!\n⏺ Tsenthungo sits down on the tower step",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        # "the report you shared" and "I'm not able to advise on employment matters": a chat
        # assistant's voice
        (
            "hundred_fifty_fourth_tune_b",
            "Unfortunately, the report you shared",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_fifty_fourth_tune_b",
            "I'm not able to advise on employment matters",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        # "and I'm sorry I can't provide it": a chat assistant's voice
        (
            "hundred_fifty_third_tune_b",
            "I understand that Ms Wéma needs this figure",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        # narration between marks of several signs the prompt states ("−·−·− to open and ·−·−· to
        # close"), of the role its opening names before "called" (not the granddaughter named
        # first, not the crew list's heading); stars are not its marks
        (
            "hundred_fifty_ninth_tune_b",
            "−·−·− Evert turns the phone ro",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_fifty_ninth_tune_b",
            "*Evert sets down his coffee cu",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        # the role called "Tia Setsu by her niece" past a long heading
        (
            "hundred_fifty_second_tune_b",
            "〽 Tia Setsu taps the calendar",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        # the question put first, the material after it under a heading with a question in capitals
        (
            "hundred_fifty_eighth_tune_b",
            "🐄 Elsie hangs the milking apro",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        # the question asked inside the material (a syllabus's "COURSE AIM" line), a note after it
        (
            "hundred_fifty_ninth_tune_b",
            "−·−·− Evert scratches his chin",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        # one of the two options asked about, alone, is an answer, not a refusal
        (
            "hundred_fifty_eighth_tune_b",
            "🐄 Elsie nods without looking u",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        # "I'm not able to interpret ..." declines
        (
            "hundred_fifty_eighth_tune_b",
            "I'm not able to interpret university",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        # the hour beside every hour, as far apart as the rule's example ("6h (11h in Toulouse)")
        (
            "hundred_fifty_ninth_tune_b",
            "🟠 Lucette lays the paddle acro",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_ninth_tune_b",
            "🟠 Lucette puts on her glasses ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_ninth_tune_b",
            "🟠 Lucette looks at the kitchen",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        # STOP in place of every full stop, the last too
        (
            "hundred_fifty_ninth_tune_b",
            "Gumman, read this to Kim slowl",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_ninth_tune_b",
            "Nå, gumman, look at the ears b",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        # a fact in a telegram's last sentence, after its STOPs
        (
            "hundred_fifty_ninth_tune_b",
            "−·−·− Evert pulls the flock book across the kitche",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        # a misconception about the topic in the singular ("the Guernsey cow")
        (
            "hundred_fifty_eighth_tune_b",
            "🐄 Elsie laughs and leans on th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        # a figure set down for the one the passages lack: "give her twenty-five", not "If I give
        # her twenty-five", not "Tell him two figures"
        (
            "hundred_fifty_eighth_tune_b",
            "Baş e, give her twenty-five. I",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fifty_eighth_tune_b",
            "Na, rołe. Twenty-five is what",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_fifty_eighth_tune_b",
            "🐄 Elsie shakes her head slowly",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        # "the form goes in uncounted" says there is no figure
        (
            "hundred_fifty_ninth_tune_b",
            "−·−·− Evert puts the cap back ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        # a month or a day of the week is no name to move a passage's words from ("the 21 June
        # stage" beside "22 Jun was open air too")
        (
            "sixty_third_tune_b",
            "♜Saïd smiles♜ Certainly!",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "sixty_ninth_tune_b",
            "≋Lissy reads the page as caref",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "ninety_eighth_tune_b",
            "𝄆Abílio lays the rubber beater",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        # a yes-or-no turn answered at the opening of more ("Then no, rołe, do not register.",
        # "Register."); "Nope, not guessing" to a turn the passages cannot answer takes no side
        (
            "hundred_fifty_eighth_tune_b",
            "🥿 Rahim spreads his hands 🥿 Th",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_fifty_eighth_tune_b",
            "🥿 Rahim puts down his tea 🥿 Re",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "ninth_tune_b",
            "Nope, not guessing.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        # the eighty-eighth revision: material after a line or two of chat that asks inside it, a
        # serial-comma and a quotation-mark rule, the closing words after "the words", names of
        # a rule's story and of whom the thing is for, the amount a reply concludes with
        # the eighty-eighth revision: material after a line or two of chat that asks inside it, a
        # serial-comma and a quotation-mark rule, the closing words after "the words", names of
        # a rule's story and of whom the thing is for, the amount a reply concludes with
        (
            "hundred_sixtieth_tune_b",
            "⟦Cyril sits on the bollard at ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixtieth_tune_b",
            "⟦Cyril takes the tickets out o",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixtieth_tune_b",
            "⟦Cyril writes the sums on the ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_sixtieth_tune_b",
            "Now listen here, girl. Tuesday",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixtieth_tune_b",
            "⟦Cyril rubs the back of his ne",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixtieth_tune_b",
            "Now listen here, girl, Dwayne'",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixtieth_tune_b",
            "Now listen here, girl, the old",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixtieth_tune_b",
            "Girl, read this out to your mu",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "Mira, mi niña, your cousin cou",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "**5º B goes to the final.** 🏆\n",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_sixty_first_tune_b",
            "Football, mi niña, I don't kno",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_sixty_first_tune_b",
            "¡Chacho, football! The only fo",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "◖ Candelaria wipes her hands on her apron and sits",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "◖ Candelaria counts on her fin",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "◖ Candelaria puts down the lad",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "◖ Candelaria sets two empty ca",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "◖ Candelaria claps once ◗ Your",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "I can't tell you anything, mi ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_first_tune_b",
            "Not one word from me about the",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_first_tune_b",
            "Ten, mi niña, two short, the e",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_second_tune_b",
            "⸠ Delgir opens the post's log ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_second_tune_b",
            "⸠ Delgir opens the log at June",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_sixty_second_tune_b",
            "⸠ Delgir nods at Baatr over th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_second_tune_b",
            "⸠ Delgir opens the log and say",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_sixty_second_tune_b",
            "⸠ Delgir runs her pen down the",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_second_tune_b",
            "⸠ Delgir taps the order with h",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fortieth_tune_b",
            "⟳ Haj Osman takes off his imma and wipes",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_third_tune_b",
            "Eh non, ma fille, not sixty. G",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_third_tune_b",
            "Ma fille, your uncle forgets t",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_sixth_tune_b",
            "Nuni, listen to your Apa befor",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_sixth_tune_b",
            "Nuni, the first of our birds w",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_sixth_tune_b",
            "**Short answer: yes, your film",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        # the eighty-ninth revision: the role named after "the one who answers in this chat is",
        # marks named each with what it stands for, a figure given and then unsaid, a chat
        # assistant's "for the most accurate information", an entry's definition mid-reply
        (
            "hundred_thirty_ninth_tune_b",
            "Teta Sofo says she has never r",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_fifty_fourth_tune_b",
            "Sesegma-abgai says the first d",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_sixtieth_tune_b",
            "⟦Cyril opens the biscuit tin a",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_fourth_tune_b",
            "🐑 Winnie reads the album throu",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_sixty_fourth_tune_b",
            "🐑 Winnie scrolls through the p",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_sixty_fourth_tune_b",
            "I'm sorry, but I'm not able to",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "〰 Auke pulls notebook number o",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "〰 Auke runs his finger down hi",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "〰 Auke counts on his thick fin",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "〰 Auke looks over his shoulder",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "I'm afraid I can't advise on B",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "The eleventh, with five days t",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "🟤 Saeeda holds a red tear up t",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "🟤 Saeeda rubs a fresh tear bet",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_sixty_seventh_tune_b",
            "⌠ Semyon reads the posts slowl",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_sixty_seventh_tune_b",
            "⌠ Semyon reads, and his lips m",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_seventh_tune_b",
            "I see your telephone: the plan",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        # the ninetieth revision: "no letter W", the word count asked as how many words a message
        # has, closing words named "those words last", distances as walking time, a postscript
        # that must be the very last thing, a word glossed in more ways
        (
            "hundred_sixty_eighth_tune_b",
            "⦗ Rosa puts the sack of kumara",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_eighth_tune_b",
            "⦗ Rosa counts on her fingers ⦘",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_eighth_tune_b",
            "⦗ Rosa sits on the step of the",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Listen, mæ khur. Koban is shut",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Alan, mæ khur, listen. The gorge by Koban is shut till Sunday; the road men say so, "
            "and there is a post at Gizel, whatever Batraz tells you. The pass by Fiagdon is "
            "open, but not for the big PAZ: seven tonnes and twenty-five seats, and the sign says "
            "no more than three and a half tonnes and twenty seats. So book the Gazelle, sixteen "
            "seats, and it comes round by Fiagdon and over the Kakadur. Fifteen of you fit. Ægas "
            "u, mæ khur. A",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Listen. Koban is shut, so go r",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Alan, mæ khur, listen. The gorge by Koban is shut till Sunday; the road men say so, "
            "and there is a post at Gizel, whatever Batraz tells you. The pass by Fiagdon is "
            "open, but not for the big PAZ: seven tonnes and twenty-five seats, and the sign says "
            "no more than three and a half tonnes and twenty seats. So book the Gazelle, sixteen "
            "seats, and it comes round by Fiagdon and over the Kakadur. Fifteen of you fit. Ægas "
            "u, mæ khur 🙂",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Listen, Alan, and say ægas u t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Alan, mæ khur, listen. The gorge by Koban is shut till Sunday; the road men say so, "
            "and there is a post at Gizel, whatever Batraz tells you. The pass by Fiagdon is "
            "open, but not for the big PAZ: seven tonnes and twenty-five seats, and the sign says "
            "no more than three and a half tonnes and twenty seats. So book the Gazelle, sixteen "
            "seats, and it comes round by Fiagdon and over the Kakadur. Fifteen of you fit. Ægas "
            "u, mæ khur. ⁅",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "Six-thirty at the port office,",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventieth_tune_b",
            "🍍 Ratan counts on his fingers ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventieth_tune_b",
            "⸢Helju puts down the rye dough",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventieth_tune_b",
            "⸢Helju stirs the coffee and sm",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventieth_tune_b",
            "⸢Helju sits down at the kitche",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_first_tune_b",
            "Suno, bache. One hundred twenty and sixty, one hundred eighty fresh. Six fresh make "
            "one dry: thirty kilos. Five stay here. Twenty-five kilos go to Phuppo's "
            "shop.\n\nP.S. Te",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len reads the cuttings twice",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len reads the cuttings ⸥ Now then, Tash. You land at twenty past one, bags a "
            "quarter of an hour, out at twenty-five to two. Twenty minutes on foot to St Anne, a "
            "quarter of an hour down to the slipway: ten past two. The gun's at two. On foot you "
            "miss the start by ten minutes. Ry",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len nods at the cutting from",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len thinks of the thousand y",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len sits down by the window ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len reads the cuttings ⸥ Now then, Tash. You land at twenty past one, bags a "
            "quarter of an hour, out at twenty-five to two. Twenty minutes on foot to St Anne, a "
            "quarter of an hour down to the slipway: ten past two. The gun's at two. On foot you "
            "miss the start by ten minutes. It",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        # the ninety-first revision: an amount asked for and given or concluded with, a time of
        # day with another zone's after it, no superlatives, a memory of the role's young days,
        # figures given after declining a directive, an answer set down where the passages hold
        # none, the role named after "answers in it himself"
        (
            "hundred_seventy_second_tune_b",
            "⟬ Ulyana taps the notebook ⟭ T",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⟬ Ulyana counts ⟭ Four over, o",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⟬ Ulyana counts on the calendar ⟭ Nu, acham. Five full days in the barrel, opened "
            "on the morning of Saturday the fourteenth: filled on Sunday the eighth. Brewed the "
            "eighth, malt dried the seventh, sprouting the fourth to the sixth, soaking on "
            "Tuesday the third. Tuesday the third of September is the last day. ⟬ Ulyana p",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⟬ Ulyana sits on the bench by ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⟬ Ulyana throws up her hands ⟭",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "Six hundred.",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "Then Timur is right, a hundred",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⟬ Ulyana glances at the phone ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok nods ⦘ Bah Tom is ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "Bah Tom is right, lok, seventy",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "Daphi lok, and read this to Ba",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok reads the reviews slowly and",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok reads the reviews ⦘ Leave at",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok nods at the June r",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok looks at the clock",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok sits down on the t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok counts on his fing",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "Write the Nongrum clan, lok. O",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok counts ⦘ One thirt",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_second_tune_b",
            "⦗ Wanlambok shrugs ⦘ Then seve",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya wipes her hands on her ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya nods at Misha's comment",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya counts on her fingers ⦘",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ zoya counts the hours on the",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya nods ⦘ If Liza says two",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya counts quickly ⦘ Half, ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ zoya sets down the smoker an",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "One thousand.",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya lowers her voice ⦘ I ca",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya points at the phone ⦘ N",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⦗ Zoya glances at the phone ⦘ ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "Your mother's got it, my maid,",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "Right, my maid. A hundred and ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "⁅ Jory nods ⁆ Beth's right, my",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "Can't say a word, my maid. Onl",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_third_tune_b",
            "Not from me. Ask Bloom; they'l",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily sits down on the uptur",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily counts on his fingers⁆",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily starts to count, then ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily reads the thread⁆ Pöl ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily reads the thread⁆ Pöl ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "Then it is nine hundred, nyvka",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "Six hundred ninety.",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily looks away⁆ I can't sa",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily points at the thread⁆ ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⁅Vasily glances at the phone⁆ ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⟅ Fatma shakes her head ⟆ Imra",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⟅ Fatma holds up nine fingers ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "⁌ Kazbek gives up and laughs ⁍",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "⁌ Kazbek scratches his beard ⁍",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "Nu, seven days, fifteen each. ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "⁌ Kazbek counts ⁍ Seven days a",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi nods ༽ Anmol knows, no",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi takes the rate card ph",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi reads the card ༽ Dekho",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi nods at Kabir's line ༽",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi looks up at Kunzum, th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi sits on the bonnet at ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi reads the card twice ༽",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "༼ Tashi shrugs ༽ Then pay ₹1,5",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        # the ninety-second revision: names in alphabetical order, the role named by a name of its
        # own and never I, bullets with the mark the rule names, an amount concluded with past a
        # closing sentence of given figures, a table or a sum written out read as English
        (
            "hundred_seventy_sixth_tune_b",
            "⸂ Stepan wipes the chisel on h",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "⸂ Stepan counts on a shaving ⸃",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "⸂ Stepan reads the screen ⸃ Th",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "⸂ Stepan nods ⸃ Six months at ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "Hoi, ibungo, three tins for tw",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "- 12 boys × 250 g = 3 kg = 3 t",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "**Your April mess bill: ₹2,430",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai spits on his palm an",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai counts ⦔ Nu, seven h",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "* Nu, vnuchok, hear your old Deda: seven",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "* Seven horses this winter, Ak",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "* Eight horses, two rolls each",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "* Seven horses now, the grey m",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "- Seven horses now, the grey m",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "* Nu, vnuchok, hear your old Deda, and r",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "- Skins returned: 30\n- Net per",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "I can't say a word. Only, plan",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "⸜ Səadət taps the screen ⸝ Two",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "140 ÷ 5 = 28 kg × ₹600 = ₹16,8",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya pulls the slips of",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya reads the slips ᚜ ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya nods at Noushad's ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya looks at the chits",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya sits on the upturn",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya reads the rate car",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⦓Stepan taps the table⦔ Five h",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⧚ Nitang wipes the salt off he",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⧚ Nitang reads the poll ⧛ Ay, ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⧚ Nitang nods at Liza's vote ⧛",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⧚ Nitang counts on her fingers",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⧚ Nitang reads Jun's message a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⧚ Nitang taps the blue tin ⧛ A",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "⸜ Səadət glances at the scale ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai glances at the yard ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "I gave the marup my word, ibun",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "⸂ Stepan looks at the ceiling ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya pulls the bundles o",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya laughs at Egor's ca",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya counts the bundles,",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_eightieth_tune_b",
            "Don't cry over the app, nyu. I",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya counts᚜ Three thous",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_first_tune_b",
            "I told you, Jigmet-le, forms a",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_first_tune_b",
            "Don't worry over rupees. I'll ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_first_tune_b",
            "⌈ Aadu laughs ⌋ Come home on S",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_third_tune_b",
            "Don't cry over buses. I tell y",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_third_tune_b",
            "⸜ Mohbegim laughs ⸝ Forget the",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "🥢 Ok-sun lifts the sacking off",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "🥢 Ok-sun claps her hands once ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "🥢 Ok-sun counts the Sundays on",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_seventieth_tune_b",
            "Rupa I told you already. Hospi",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "Don't worry about manat. I wil",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "᚛ Kasmikoya laughs ᚜ Give him ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "Don't cry over rubles. I will ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_first_tune_b",
            "⸢ Len looks out at the Casquet",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "⟅ Fatma laughs ⟆ Come home on ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai spits on his palm an",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai nods at his phone ⦔ ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai squints at the stack",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "⦓ Nikolai starts to type and s",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "Don't worry about the dormitor",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_fourth_tune_b",
            "🪝 Fänis laughs and slaps the t",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_seventh_tune_b",
            "I said it already, Vika: train",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "Don't cry over it, habibti. I'",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "⛏ Gus shakes his head and puts",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "⛏ Gus reaches for the pencil o",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_third_tune_b",
            "I told you, boy, bonds are New",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_third_tune_b",
            "Tell that man to keep his room",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "Ey, Alim, balam, count with me",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "Ey, Alim, count with me. The v",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "꧁ Yohana wipes the soot off he",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "꧁ Yohana mutters to herself, b",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_fourth_tune_b",
            "⸦ Zaïnaba puts down the basket of fish a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_fourth_tune_b",
            "⸦ Zaïnaba puts down the basket ⸧ Sit dow",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_seventh_tune_b",
            "⸨ Setsuko counts six fingers ⸩",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_seventh_tune_b",
            "Nakanoshima here, Kaito-kun. H",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_seventh_tune_b",
            "Hai, hai! Nakanoshima here, Ka",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_seventh_tune_b",
            "⁅ Den wipes his hands down his",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_seventh_tune_b",
            "⁅ Den reads the tide page ⁆ High water's twenty to twelve Sa",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Listen, beta, nani has counted. Eight hundred nuts",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Listen, beta, nani has counted. Eight hundred Kiny",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "﴾ Daur puts down the pruning knife and h",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "﴾ Daur counts the ninety-six t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "thirtieth_tune_b",
            "[[[Bogdan clicks the microphone]]] Atten",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eightieth_tune_b",
            "Dekho, Yami. 1.2 hectares less the 0.4 of nursery plots leaves 0.8 for fish. "
            "Five thousand a hectare, four thousand fingerlings, at ₹1.50 each: ₹6,000. "
            "Everythi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eightieth_tune_b",
            "Dekho, Yami. 1.2 hectares less the 0.4 of nursery plots leaves 0.8 for fish. "
            "Five thousand a hectare, four thousand fingerlings, at ₹1.50 each: ₹6,000. "
            "And Tada",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⦅ Tamati laughs at Rawiri's do",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⦅ Tamati leans in the freight ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⦅ Tamati laughs at Rawiri's do",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⦅ Tamati sits on the forklift'",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "KIA ORA, MOKO. RAWIRI'S 11.45 IS MAINLAND TIME, NO",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "KIA ORA, MOKO. RAWIRI'S 11.45 IS MAINLAND TIME. TE",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "KIA ORA, MOKO. RAWIRI'S RIGHT,",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "KIA ORA, MOKO. YOU LEAVE AT TE",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "KIA ORA, MOKO. RAWIRI WROTE 'u",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "KIA ORA, MOKO, AND TELL NAN I ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "Listen, kızım, Ilya divides by three, and the press does not. Every 3.2 kilos "
            "of seed give one litre, so 400 kilos give 125 litres. The co-op keeps one "
            "litre in ten, 12 and a half, so 112 and a half litres come home to us. And "
            "the",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "Listen, kızım, Ilya divides by three, and the press does not. Every 3.2 kilos "
            "of seed give one litre, so 400 kilos give 125 litres. The co-op keeps one "
            "litre in ten, 12 and a half, so 112 and a half litres come home to us. Vasili'",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "Listen, kızım, Ilya divides by three, and the press does not. Every 3.2 kilos "
            "of seed give one litre, so 400 kilos give 125 litres. The co-op keeps one "
            "litre in ten, 12 and a half, so 112 and a half litres come home to us. Last "
            "Oc",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⸦ Stepa wipes her hands on her",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⸦ Stepa reads the sheet ⸧ Listen, kızım, the press",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⸦ Stepa shrugs ⸧ Ilya has it t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⸦ Stepa reads the sheet ⸧ Listen, kızım, 400 kilos",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⸦ Stepa reads the sheet ⸧ You ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⸦ Stepa sits down on a sack by",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa hands the phone to t",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa reads the sheet ⦘ Sit down, Merlyn. Two hundred and forty people "
            "at thirty to a basket is eight baskets, but Uncle Tolenna brings three from "
            "Walung already pounded, so our house pounds five. Kenye forgot Walung. ⦗ Tulensa "
            "looks at",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa reads the sheet ⦘ Sit down, Merlyn. Two hundred and forty people "
            "at thirty to a basket is eight baskets, but Uncle Tolenna brings three from "
            "Walung already pounded, so our house pounds five. Kenye forgot Walung. And "
            "the ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa reads the sheet ⦘ Sit down, Merlyn. Two hundred and forty people "
            "at thirty to a basket is eight baskets, but Uncle Tolenna brings three from "
            "Walung already pounded, so our house pounds five. Kenye forgot Walung. ⦗ Tulensa "
            "points a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa sits on the upturned",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "Zia Rita here, on nonna's phon",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⧼ Dolorata sets the jar of gen",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⧼ Dolorata reads the watch screens ⧽ (3)",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⧼ Dolorata nods at Peppe's mes",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⧼ Dolorata counts on her finge",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⧼ Dolorata reads the watch screens ⧽ (4)",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⧼ Dolorata sits on the bench b",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_second_tune_b",
            "Shono, Rana. The hull takes fo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_second_tune_b",
            "Shono, Rana. Forty cft for the hull, twelve of it from Ma Tara, so twenty-eight "
            "from the depot. Twenty-eight at ₹1,800: ₹50,400. All is well",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_second_tune_b",
            "Bablu is right, Rana, buy it a",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_second_tune_b",
            "Shono, Rana. Forty cft for the hull, twelve of it from Ma Tara, so twenty-eight "
            "from the depot. Twenty-eight at ₹1,800: ₹50,400. And news: y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_seventh_tune_b",
            "Mark's right, maid, I'm off th",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Adgur says six a day, nan, so ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Slushai, nan, your dedushka says. Ninety-six trees, the three of us at four "
            "a day, twelve a day: eight days of picking. We start Monday the 4th, Sunday "
            "the 10th nobody picks, so the last tree comes down on Tuesday the 12th of "
            "December. Yest",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Slushai, nan, your dedushka says. Ninety-six trees, the three of us at four "
            "a day, twelve a day: eight days of picking. We start Monday the 4th, Sunday "
            "the 10th nobody picks, so the last tree comes down on Tuesday the 12th of "
            "December. And ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_fifty_second_tune_b",
            "Pat's right, love, the old gir",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_forty_seventh_tune_b",
            "🥟 Tanchi Goya laughs and slaps",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_forty_seventh_tune_b",
            "🥟 Tanchi Goya does the sums on",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_forty_sixth_tune_b",
            "🦊 Ragna laughs and reaches for",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⪻ Phulmoni taps the photo of t",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⪻ Phulmoni hands the phone to ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⪻ Phulmoni reads the record ⪼ Sun beti, listen: the round is seven days this "
            "month. Section 4 by the factory road was plucked on Friday the 6th, so on "
            "Friday the 13th my gang is in section 4. Section 9 comes on Saturday, Bablu's "
            "eyes are a week behind. ⪻ Phulmoni smiles",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⪻ Phulmoni reads the record ⪼ Sun beti, listen: the round is seven days this "
            "month. Section 4 by the factory road was plucked on Friday the 6th, so on "
            "Friday the 13th my gang is in section 4. Section 9 comes on Saturday, Bablu's "
            "eyes are a week behind. Last ye",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⪻ Phulmoni reads the record ⪼ Sun beti, listen: the round is seven days this "
            "month. Section 4 by the factory road was plucked on Friday the 6th, so on "
            "Friday the 13th my gang is in section 4. Section 9 comes on Saturday, Bablu's "
            "eyes are a week behind. ⪻ Phulmoni laughs",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⦕ Marin pushes his cap back an",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⦕ Marin yawns ⦖ Ante knows, To",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninetieth_tune_b",
            "⦕ Marin sits on the stone benc",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_first_tune_b",
            "⦋ Lolo wipes the machete on hi",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_first_tune_b",
            "⦋ Lolo shakes his head ⦌ No, m",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_ninety_first_tune_b",
            "The blue one, kullake, you wea",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_first_tune_b",
            "Noh, kullake, listen: you wear the blue kört. Vanaisa died on the twentieth "
            "of August, and the blue is worn a whole year from the day. Mari's wedding "
            "is on the fourteenth of June, inside the year, so the red waits till after "
            "August. The rad",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_first_tune_b",
            "Noh, kullake, listen: you wear the blue kört. Vanaisa died on the twentieth "
            "of August, and the blue is worn a whole year from the day. Mari's wedding "
            "is on the fourteenth of June, inside the year, so the red waits till after "
            "August. Tomorro",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_eighth_tune_b",
            "⸜ Səadət nods at the phone ⸝ R",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⦓Stepan thinks, the pencil beh",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_sixty_first_tune_b",
            "Ay, Yeray has it right for onc",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_thirty_eighth_tune_b",
            "🫘 Mémé Julienne counts on her ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_thirty_eighth_tune_b",
            "🫘 Mémé Julienne laughs hiii 🫘 ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_thirty_eighth_tune_b",
            "🫘 Mémé Julienne frowns at the ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_thirty_first_tune_b",
            "Your father is right for once,",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "ninety_sixth_tune_b",
            "Your mother is right, mija. Th",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_first_tune_b",
            "࿊ Dolma smiles at Nawang's lin",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_eighty_second_tune_b",
            "Not from me. Only, Mitali's su",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_eighty_third_tune_b",
            "᚛ Bienvenido looks out at the ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_fifty_eighth_tune_b",
            "I gave Mamosta Shilan my word,",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "I promised on the Bible, e Pae",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_fifth_tune_b",
            "⦍ Sofia nods at the comment an",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_fifth_tune_b",
            "⦍ Sofia sets a place at the ta",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_fifth_tune_b",
            "⦍ Sofia nods ⦐ Monthly, like E",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_fifth_tune_b",
            "⦍ Sofia waves a floury hand at",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_ninety_first_tune_b",
            "⦋ Lolo answers without thinkin",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_first_tune_b",
            "I won't tell you what to wear,",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "⟬ Soazig leans on the gate ⟭ M",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "Ma bihan, Malo has it wrong: t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "Malo is right, ma bihan, it's ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "Sell, ma bihan: the sheep come in on the **first W",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "Sell, ma bihan, and read it to",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_second_tune_b",
            "FRONT: Thursday the twelfth, maid, the ten o'clock out of Bi",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_second_tune_b",
            "FRONT: Thursday the twelfth, maid, ten o",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_second_tune_b",
            "FRONT: Tuesday the tenth, the ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_second_tune_b",
            "BACK: Tuesday's north-west sev",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_second_tune_b",
            "Front: Thursday the twelfth, m",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_second_tune_b",
            "FRONT: Thursday the twelfth, maid, the ten o'clock off Bidef",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_second_tune_b",
            "⟅ Ned looks out at the sea ⟆ I",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_second_tune_b",
            "⟅ Ned starts before he thinks ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_second_tune_b",
            "⟅ Ned nods ⟆ Under two, like J",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⹕ Ive snorts at the fourth car",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⹕ Ive nods ⹖ Sunday the eighte",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina lays her palm on the ",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina counts on her fingers",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina dries her hands on he",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina reads the form ⦐ The Madonna, Guagliò. Af",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina laughs at Ciro's comm",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina reads the form ⦐ The Madonna, Guagliò. In",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina taps the form ⦐ Statt",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_third_tune_b",
            "⦍ Melina sits on the warm step",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_third_tune_b",
            "I don't choose any more, I swo",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "⁌ Kazbek taps Svetlana's comme",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⦓Stepan taps Kolya's message⦔ ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_second_tune_b",
            "I can't say, lok. Only, leave ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "Fiona has it, Elias. Thirty sk",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_sixth_tune_b",
            "I can't say a price, ibungo. O",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixtieth_tune_b",
            "⟦Cyril lowers his voice⟧ I can",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Paminaw, Day. We go up on Biye",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Paminaw, Day: it is Friday the",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Your Tita Bebs is right, Day, ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Paminaw, Day. It is Biyernes S",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Biyernes.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Paminaw, Day, and read it slow",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "᛬ Egon wipes his hands on his ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "᛬ Egon reads the card on the s",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "᛬ Egon shrugs at the comment ᛬",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "᛬ Egon chalks SALT and ONE HOU",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "᛬ Egon taps the screen ᛬ Five ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "᛬ Egon sits on the bench outsi",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⧼ Natela lays the spindle on t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            (
                "⧼ Natela reads the numbers ⧽ Shvilo, listen: six hundred and forty at "
                "the fold, one hundred and eighty of them the Gigauris', ninety-five Te"
                "mo's, so three hundred and sixty-five are ours. ⧼ Natela loo"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⧼ Natela nods at the screen ⧽ ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            (
                "⧼ Natela reads the numbers ⧽ Shvilo, listen: six hundred and forty at "
                "the fold, one hundred and eighty of them the Gigauris', ninety-five Te"
                "mo's, so three hundred and sixty-five are ours. An"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⧼ Natela sits down on the felt",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "Listen, doux-doux. She go in t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "Jaden right, doux-doux, Easter",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "Listen, doux-doux, this one lo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⸦ Lennox wipes the adze on his",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⸦ Lennox laughs at the comment",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⸦ Lennox sits on an upturned b",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "⟅ Ciro puts the net needle dow",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "⟅ Ciro nods at Gennaro's messa",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "⟅ Ciro sits on the bench halfw",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            ("Jonah and the whale, guagliò. The year you were born we carried the whale down f"),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            ("Jonah and the whale, guagliò. The year you were born we carried the whale, and t"),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "Gennaro saw the waves in the g",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "Guagliò, it is Jonah and the w",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "Jonah and the whale, guagliò. You were b",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "Uè, listen to me and not to yo",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⸄ Mare dries her hands on her ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⸄ Mare sits on the low wall by",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "Ma slušaj, dušo, and read it A",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "Слу́шай, вну́чка. Your great-g",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            (
                "Слу́шай, вну́чка: father was born in 1931 and went into the salting sh"
                "eds at fourteen, so he started at the рыбзаво́д in 1945. And respect n"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "Слу́шай, вну́чка, this is long",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⌞ Tsyren puts down the net nee",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⌞ Tsyren reads the subtitles ⌟ Слу́шай, ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⌞ Tsyren nods at the note ⌟ Ла",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⌞ Tsyren says вну́чка to the s",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⌞ Tsyren reads the subtitles ⌟ СлУшай, в",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⌞ Tsyren puts his glasses on a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "Whether it is a hundred grams ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_fifth_tune_b",
            "⦍ Sofia waves the phone away ⦐",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "Whether she go in the Saturday",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "Whether it was the spring the ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_fourth_tune_b",
            "Whether it takes four evenings",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            "⁅ Manousos wipes the rennet of",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "⁅ Manousos laughs ⁆ Stelios ha",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "⁅ Manousos sits on the stone b",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            (
                "Aigo, aegi: one hour before the low tide at 11:20, so I'm in the water"
                " at twenty past ten. And today I brought"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            "Aigo, aegi, listen. Kkok one h",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "Min-jun is right, aegi, with t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            (
                "Aigo, aegi: one hour before the low tide at 11:20, so I'm in the water"
                " at twenty past ten. Yesterday"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            (
                "Aigo, aegi: one hour before the low tide at 11:20, so I'm in the water"
                " at twenty past ten. And today Sun-hee b"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            "Aigo, aegi, listen, this is lo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "⦅ Sun-ok wrings the sea out of",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "⦅ Sun-ok reads the screen ⦆ Ai",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            "⦅ Sun-ok laughs ⦆ Min-jun's ri",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "⦅ Sun-ok takes the black hook,",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            "⦅ Sun-ok laughs at Min-jun's c",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_first_tune_b",
            "⦅ Sun-ok sits on the warm ston",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            "⁅ Ileana puts the distaff in t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            (
                "⁅ Ileana reads the rota ⁆ Puiule, ascultă: the key goes every Monday t"
                "o the next ringer, and your Thursday the sixteenth is in the week from"
                " Monday the thirteenth, so Vasile Hotea has it. ⁅ Ileana poi"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "⁅ Ileana pats the pocket of he",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            (
                "⁅ Ileana reads the rota ⁆ Puiule, ascultă: the key goes every Monday t"
                "o the next ringer, and your Thursday the sixteenth is in the week from"
                " Monday the thirteenth, so Vasile Hotea has it. An"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            (
                "⁅ Ileana reads the rota ⁆ Puiule, ascultă: the key goes every Monday t"
                "o the next ringer, and your Thursday the sixteenth is in the week from"
                " Monday the thirteenth, so Vasile Hotea has it. ⁅ Ileana tap"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "⁅ Ileana sits down on the benc",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            "Puiule, ascultă. The key goes with the b",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            "Puiule, ascultă. The key goes every Mond",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "Bogdan has it right, puiule, t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            "Puiule, ascultă: the key goes ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "Puiule, ascultă. The key of th",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "Puiule, ascultă, and do not li",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            "Juma has it, 37 still, mwanang",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            (
                "⟅ Lal Chand reads the threads ⟆ Beta, listen: six lakh from Ram Lal fo"
                "r the first two lots, two lakh eight thousand from Kamal for the last,"
                " so eight lakh eight thousand in all. ⟅ Lal Chand smiles ⟆ A"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "⟅ Lal Chand nods at the screen",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "⟅ Lal Chand sits by the window",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "Beta, listen. Ram Lal paid six lakh for the first two lots, seven hund",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            (
                "Beta, listen. Ram Lal paid six lakh for the first two lots, and Kamal "
                "paid two lakh eight thousand for the last. Togethe"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "Beta, Ritu has it right, Kamal",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            (
                "Beta, listen. Ram Lal paid six lakh for the first two lots, and Kamal "
                "paid two lakh eight thousand for the last, so the "
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            ("Beta, listen. Ram Lal paid six lakh for the first two lots, and Kamal Fruit Comp"),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "Beta, listen to me, because yo",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            (
                "Listen to me now, a stór: Seán Beag is in plaster and Tomás Rua is row"
                "ing for Ros Muc, so the third man is Peadar Mac Donncha. Ye'"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "Listen to me now, a stór. Seán",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "Ciara is right, a stór, it'll ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            (
                "Listen to me now, a stór: Seán Beag is in plaster and Tomás Rua is row"
                "ing for Ros Muc, so the third man is Peadar Mac Donncha. And the Ha'pe"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            (
                "Listen to me now, a stór: Seán Beag is in plaster and Tomás Rua is row"
                "ing for Ros Muc, so the third man is Peadar Mac Donncha. And Seán Beag"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "Listen to me now, a stór, and ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd lays the sleán against ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd reads the feed ⦘ Listen to me now, a stór. ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd laughs at the comment ⦘",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd brushes the bog mud off",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd reads the feed ⦘ Listen to me now, a stór: ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd sits on the upturned cu",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            ("Five lambs, koritsi mou. Forty-six sit at your tables, and the papas with the fo"),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            ("Five lambs, koritsi mou. Forty-six sit at your tables, and the papas with the ko"),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundredth_tune_b",
            "Lefteris is right, koritsi mou",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Five lambs, koritsi mou. Forty-six at th",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundredth_tune_b",
            "Five lambs, koritsi mou. Forty-six sit at your tables, and f",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundredth_tune_b",
            "Ela, koritsi mou. Your cousin ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Hear me now, Kareem. High wate",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Ms Beazer right, darlin', ten-",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Hear me now, Kareem, because t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "⹙ Vi sets down the cast net on",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "⹙ Vi reads the tide line ⹚ Hea",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundredth_tune_b",
            "⹙ Vi nods at the phone ⹚ Ms Be",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "⹙ Vi points at the frigate bir",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundredth_tune_b",
            "⹙ Vi laughs ⹚ Hear me now, dar",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundredth_tune_b",
            "⹙ Vi sits on an upturned crate",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "⟅ Ciro pats the Concetta's bow",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "⹗ Stavros spreads his hands ⹘ ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Tell the class the honest thin",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Your plan looking nice, darlin",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            (
                "⧼ Lisette reads the form ⧽ Écoute, mo piti: the law ends the closure o"
                "n Wednesday the 15th, but the committee voted to open two days later b"
                "ecause of the neap tide, so we go out on Friday 17 October. ⧼ Lisette "
                "lifts the "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifth_tune_b",
            (
                "⧼ Lisette reads the form ⧽ Écoute, mo piti: the law ends the closure o"
                "n Wednesday the 15th, but the committee voted to open two days later b"
                "ecause of the neap tide, so we go out on Friday 17 October. A cari zou"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifth_tune_b",
            (
                "⧼ Lisette reads the form ⧽ Écoute, mo piti: the law ends the closure o"
                "n Wednesday the 15th, but the committee voted to open two days later b"
                "ecause of the neap tide, so we go out on Friday 17 October. ⧼ Lisette "
                "pats her s"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Écoute, ma petite. Jean-Claude",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Écoute, ma petite. La loi finit la fermeture le me",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Ma petite, Kévin a raison, c'e",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Ekout mo piti. Lalwa fer ouver",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Écoute, ma petite, et lis douc",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Il capricorn, Gian, the ibex. ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Reto is right, mi char, it wil",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Tadla, mi char, and read it tw",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⸦ Marcela wipes her hands on h",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⸦ Marcela nods at the screen ⸧",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⸦ Marcela sits on the hagabi b",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "Listen first, apu. Ngayaan rea",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            (
                "Listen first, apu. The harvest is the Saturday after the full moon, an"
                "d the moon is full on Thursday the tenth, so Satur"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fourth_tune_b",
            "Mia is right, apu, we cut on t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            (
                "Listen first, apu. The harvest is the Saturday after the full moon, an"
                "d the moon is full on Thursday the tenth, so we cu"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fourth_tune_b",
            "Listen first, apu. Saturday af",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fourth_tune_b",
            "Listen first, apu, and read it",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "Twelve, filha, like Duarte say",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "Your avó has a pot of feijoada",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal sets the pruning shea",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal reads the draft ⦔ Olh",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal reads the letter agai",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal writes 12, then 3, th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal laughs ⦔ 12 in the le",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal sits on the edge of t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            (
                "⸨ Celsa reads the talk page ⸩ Mio fía, the third is Lucía's communion "
                "and on the tenth Ramón goes to Covadonga, so the espicha is Saturday t"
                "he seventeenth of May, like Pepe says. ⸨"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            (
                "⸨ Celsa reads the talk page ⸩ Mio fía, the third is Lucía's communion "
                "and on the tenth Ramón goes to Covadonga, so the espicha is Saturday t"
                "he seventeenth of May, like Pepe says. And today a"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⸨ Celsa nods at the screen ⸩ T",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            (
                "⸨ Celsa reads the talk page ⸩ Mio fía, the third is Lucía's communion "
                "and on the tenth Ramón goes to Covadonga, so the espicha is Saturday t"
                "he seventeenth of May, like Pepe says. And Pepe at"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            "Mio fía, listen. Iván reads ha",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "The first Saturday, fía, the t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            (
                "Mio fía, the third is Lucía's communion and on the tenth Ramón goes to"
                " Covadonga, so the espicha is Saturday the seventeenth of May, like Pe"
                "pe says. I"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            (
                "Mio fía, the third is Lucía's communion and on the tenth Ramón goes to"
                " Covadonga, so the espicha is Saturday the seventeenth of May, like Pe"
                "pe says. P"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            "Mio fía, listen, because Iván ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "Thirty-eight yaks, Nazar jan. ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "Forty, Nazar jan, Shams counte",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "Listen to me, Nazar jan, and w",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad puts down the bowl ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad reads the numbers s",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad nods at the phone ⁆",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad reads the numbers ⁆",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad puts down his bowl ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad sits on the stone b",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⸢ Domnica sets the chișiță dow",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "⸢ Domnica reads the page ⸣ Ascultă, puică: fifty whole from the first "
                "box and twenty-six from the second, four cracked, so seventy-six whole"
                ". ⸢ Domnica looks at"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⸢ Domnica smiles at the phone ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "⸢ Domnica reads the page ⸣ Ascultă, puică: fifty whole from the first "
                "box and twenty-six from the second, four cracked, so seventy-six whole"
                ". And you,"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "⸢ Domnica reads the page ⸣ Ascultă, puică: fifty whole from the first "
                "box and twenty-six from the second, four cracked, so seventy-six whole"
                ". ⸢ Domnica lights t"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⸢ Domnica sits at the table by",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            "Ascultă, puică. Fifty went in ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            "Ascultă, puică: fifty whole fr",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "Eighty, puică, all whole, Sori",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "Seventy-six whole, puică: all fifty of the first box and twenty-six of"
                " the second. ***** F"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "Seventy-six whole, puică: all fifty of the first box and twenty-six of"
                " the second. ****** "
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "Ascultă, puică, and tell the p",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            "Dengar dulu, cucu. Four tedong",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            "Dengar dulu, cucu, and read it",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⦅ Ne' Sampe lays his chisel on",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "⦅ Ne' Sampe reads the bulletin ⦆ Dengar dulu, cucu: Om Daniel brings t"
                "wo, your Ambe' brings one and Tante Ester brings one, so fou"
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⦅ Ne' Sampe nods at the phone ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixth_tune_b",
            (
                "⦅ Ne' Sampe reads the bulletin ⦆ Dengar dulu, cucu: Om Daniel brings t"
                "wo, your Ambe' brings one and Tante Ester brings one with he"
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⦅ Ne' Sampe wipes the chisel o",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixth_tune_b",
            "⦅ Ne' Sampe sits on the step o",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            '"⦓Stepan sets the drawknife do',
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⦓Stepan nods at Tamara's messa",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            (
                "⦓Stepan counts the stacks⦔ Nu, dochka, listen to your father. Two thou"
                "sand four hundred for the dome, nine hundred in the shed, fifteen hund"
                "red to hew. Seventy-five a day: twenty working days. ⦓Stepan looks at "
                "the roof⦔ "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            (
                "⦓Stepan counts the stacks⦔ Nu, dochka, listen to your father. Two thou"
                "sand four hundred for the dome, nine hundred in the shed, fifteen hund"
                "red to hew. Seventy-five a day: twenty working days. ⦓Stepan looks at "
                "the house⦔"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_seventy_ninth_tune_b",
            "⦓Stepan sits on the chopping b",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "⟬ Lhamo puts down the sickle a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            (
                "⟬ Lhamo reads the invoices ⟭ Pola rides Gyalmo, the white mare, bu; Ka"
                "rmo goes with the Swiss and his knee is bad. ⟬ Lha"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighth_tune_b",
            (
                "⟬ Lhamo reads the invoices ⟭ Pola rides Gyalmo, the white mare, bu; Ka"
                "rmo goes with the Swiss and his knee is bad. And i"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighth_tune_b",
            "⟬ Lhamo nods ⟭ Karmo, bu, like",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            (
                "⟬ Lhamo reads the invoices ⟭ Pola rides Gyalmo, the white mare, bu; Ka"
                "rmo goes with the Swiss and his knee is bad. Last "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighth_tune_b",
            "⟬ Lhamo sits on the step of th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "Listen, bu. Pola rides Gyalmo, the white mare, in ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "Listen, bu. Pola rides Gyalmo, the white mare. Kar",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighth_tune_b",
            "Karmo, bu, like last year. It ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "Pola rides Gyalmo, the white m",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighth_tune_b",
            "I'm old, bu, but my eyes are g",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighth_tune_b",
            "Listen, bu, because Dawa would",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "⦗ Ranald Joe sets the fiddle d",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "⦗ Ranald Joe nods ⦘ The Mabou ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "⦗ Ranald Joe sits at the kitch",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 1 ⦑ Petu' ties off the",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⦑ Petu' sits on the little ben",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 1 Xun, listen well. Th",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 1 The butterfly one is",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 1 The butterfly one, X",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 2 Xun, the butterfly o",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 1 Xun, the butterfly o",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "SECTION 1 Xun, listen well, be",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "Schatzele, listen. Three hundr",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "A hundred and eighty, Schatzel",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "Schatzele, listen, because you",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile wipes his hands on his ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile reads the script twice ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile nods ⟆ A hundred & eigh",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile counts on his fingers ⟆",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile puts down his glass and",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile sits on the upturned cr",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninth_tune_b",
            (
                "⦗ Xiuying reads the comments ⦘ Jiaojiao, Hao wawa: Xiaomei is promised"
                " to the Yangs and Ayu is stuck in Guangzhou till July. ⦗ Xiuying sings"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninth_tune_b",
            (
                "⦗ Xiuying reads the comments ⦘ Jiaojiao, Hao wawa: Xiaomei is promised"
                " to the Yangs and Ayu is stuck in Guangzhou till July. ⦗ Xiuying sways"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninth_tune_b",
            "Akou, Vaso mou. Five euros and",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninth_tune_b",
            "Four sixty, Vaso mou, Lefteris",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninth_tune_b",
            "Akou, Vaso mou, and read Froso",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_tenth_tune_b",
            (
                "⦃ Hada reads the draft ⦄ Fourteen horses, ana: twelve agreed in April "
                "and two more for Om Lukas in May. My mot"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_tenth_tune_b",
            (
                "⦃ Hada reads the draft ⦄ Fourteen horses, ana: twelve agreed in April "
                "and two more for Om Lukas in May. Apu Um"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_tenth_tune_b",
            "TL;DR: fourteen horses and fou",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_tenth_tune_b",
            "TL;DR: twelve horses and four ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_tenth_tune_b",
            "TL;DR: fourteen horses, ana, a",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_tenth_tune_b",
            (
                "Thursday the twelfth of June, Caio: nine days of road to the river on "
                "the eleventh, and a day on the bank for the balsa. And I hav"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⦗ Misch sighs ⦘ Nä, Kind, it s",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            (
                "⦗ Misch reads the labels ⦘ The bell stays on Bălan till the flock is u"
                "p on the fifth of June, Kind, the spare is cracked at Rupea, and Schus"
                "ter leaves on the thirtieth of May, so it does not come for the openin"
                "g. ⦗ Misch"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⦗ Misch nods ⦘ It comes, Kind,",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            (
                "⦗ Misch reads the labels ⦘ The bell stays on Bălan till the flock is u"
                "p on the fifth of June, Kind, the spare is cracked at Rupea, and Schus"
                "ter leaves on the thirtieth of May, so it does not come for the openin"
                "g. Last wi"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⦗ Misch sits on the bench outs",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "Kind, hear me. The bell is on ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            (
                "The bell stays on Bălan till the flock is up on the fifth of June, Kin"
                "d, the spare is cracked at Rupea, and Schuster leaves on the thirtieth"
                " of May, so it does not come for the opening. This"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "Gerhard says put it on Schuste",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "My answer is no. The bell stay",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            (
                "The bell stays on Bălan till the flock is up on the fifth of June, Kin"
                "d, the spare is cracked at Rupea, and Schuster leaves on the thirtieth"
                " of May, so it does not come for the opening. My a"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "Kind, hear me, because Gerhard",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "Sea Queen done sail out of Spe",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "Sea Queen, boy, Kyle settle it",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⁅ Mondo leans on the new pirog",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⁅ Mondo reads the report twice",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⁅ Mondo nods ⁆ Sea Queen, boy,",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⁅ Mondo counts on his fingers ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⁅ Mondo sits on the upturned b",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⁅ Mondo stands in the shade of",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "1. ⸤ Sabitri pushes her specta",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            (
                "⸤ Sabitri reads the register ⸥ Leaf 24 says 'the hand of Bhagaban, son"
                " of Nilamani', jhia, so it is Bhagaban Chitrakar, my father-in-law. ⸤ "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            (
                "⸤ Sabitri reads the register ⸥ Leaf 24 says 'the hand of Bhagaban, son"
                " of Nilamani', jhia, so it is Bhagaban Chitrakar, my father-in-law. Th"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⸤ Sabitri nods at Titu's messa",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            (
                "⸤ Sabitri reads the register ⸥ Leaf 24 says 'the hand of Bhagaban, son"
                " of Nilamani', jhia, so it is Bhagaban Chitrakar, my father-in-law. Yo"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⸤ Sabitri sits on the veranda ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "1. Leaf 24 names the hand of B",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            (
                "Four hundred, boy: fifteen hundred thousand shut in, three hundred tho"
                "usand to the jowsters, three thousand to the hogshead. I pro"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⁅ Jan wipes his hands on his s",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⁅ Jan nods ⁆ Five hundred (500",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⁅ Jan chalks 1,500,000 less 30",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⁅ Jan sits on the upturned fis",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "⁅ Don Tacho wipes the honey of",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "⁅ Don Tacho grins ⁆ The henequ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "⁅ Don Tacho sits on the low st",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "Nobody knows, mon grand, Maman",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "1862, mon grand, Kevin read it",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "Mon grand, listen to the clock",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "⧼ Odile counts on her fingers ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            (
                "⧼ Opal reads the notes ⧽ Hit's Tyler, honey: him and Ashley married in"
                " March in Gatlinburg, and Brittany not till June. ⧼ Opal sig"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⧼ Opal sits down in the rocker",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Honey, hit's Tyler. I told you",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Hit's Tyler, honey, he married",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Brittany, honey, hers was the ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            (
                "Hit's Tyler, honey: him and Ashley married in March in Gatlinburg, and"
                " Brittany not till June. The f"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            (
                "Hit's Tyler, honey: him and Ashley married in March in Gatlinburg, and"
                " Brittany not till June. And t"
            ),
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Now listen here, Dalton, becau",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "My answer is no. Koukla mou, t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Nai, it goes, Irini, the bigge",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis puts down the point",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis reads the e-mail tw",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis smiles ⸧ My answer ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis scratches his head ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis nods ⸧ The answer i",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis sits on a block at ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "⟬ Dhanna Ram sets his brass lo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "Beta, it is Kesri, the brown o",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "Beta, it is Kesri, with two ca",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "Beta, Mori goes, the best milk",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "Beta, it is Kesri. केसरी ही जा",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "केसरी ही जाएगी, बेटा। She has ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "Sun, beta, Bablu counts milk a",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "⟬ Dhanna Ram waves a hand ⟭ No",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "⟬ Dhanna Ram lowers his voice ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "⟬ Dhanna Ram touches his foreh",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            (
                "It's the Cladach, a stór: sixty-one metres, crotal and whins and the s"
                "heep's own grey, where the Fraoch has the bought purple and the Crotal"
                " is only fifty-seven. There's "
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "The Fraoch, a stór, the longes",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            (
                "It's the Cladach, a stór: sixty-one metres, crotal and whins and the s"
                "heep's own grey, where the Fraoch has the bought purple and the Crotal"
                " is only fifty-seven. Half the"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "Listen to me now, Ciarán, beca",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixteenth_tune_b",
            "⦃ Nóra turns on the loom bench ⦄ It's the Cladach, a stór, s",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            (
                "⦗ Itziar reads the lots ⦘ Lot nine, Unai: seven is smoked, eight has J"
                "oxe Mari's milk in it, and eleven won't have its four months by the th"
                "ird of September. ⦗ "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            (
                "⦗ Itziar reads the lots ⦘ Lot nine, Unai: seven is smoked, eight has J"
                "oxe Mari's milk in it, and eleven won't have its four months by the th"
                "ird of September. Fo"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Lot nine, laztana (darling). S",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Eleven, laztana (darling). My ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Lot nine, Unai: seven is smoke",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Lot nine, laztana, that is dar",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Begira (look), Unai, because y",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "⦗ Itziar folds her arms ⦘ Not ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            (
                "Plot one, Jayson, the yam behind the nahs: plot three is longer but it"
                "s vine is still green, and the one by the road is four feet only. For "
                "your report: I got m"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "⦑ Kasiano reads the form ⦒ Plot three is",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "⦑ Kasiano holds up two fingers",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "⦑ Kasiano shrugs ⦒ Then one, l",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Your form has three plots, thr",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_seventeenth_tune_b",
            "Sorry, Jayson. I swore to your",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "```\n⟅ Hajra wipes the brush on",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "⟅ Hajra nods ⟆ Bulbuls, gobra,",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "⟅ Hajra sits back against the ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "``` Boz, gobra. It is the chin",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "```\nIt is the chinar, gobra: Z",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "```\nBulbuls, gobra, a pair on ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "`It is the chinar, gobra: Zoya",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "```\nBoz, gobra. It is the chin",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "```\nBoz, gobra, and tell Adil ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "⟅ Hajra scrolls down slowly ⟆ ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "Presta atenção, minha neta. Ke",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "Tonho, minha neta, fourteen ye",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "It's not Tonho and it's not Du",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            (
                "⟅ Petro reads the notes ⟆ The bartka with the beads is the wedding one"
                ", Ustyna: I married in sixty-nine, and brass came into this house only"
                " in seventy-five. ⟅ "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            (
                "⟅ Petro reads the notes ⟆ The bartka with the beads is the wedding one"
                ", Ustyna: I married in sixty-nine, and brass came into this house only"
                " in seventy-five. My"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "⟅ Petro nods at Taras's messag",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            (
                "⟅ Petro reads the notes ⟆ The bartka with the beads is the wedding one"
                ", Ustyna: I married in sixty-nine, and brass came into this house only"
                " in seventy-five. An"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "⟅ Petro scratches his neck ⟆ I",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "The rooster is your nono Bepi'",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            (
                "It is nono Bepi's, nini: the label is a Paris atelier's with 1961 unde"
                "r it, and in 1961 Bepi was in Paris and Lino in New York. For your pag"
                "e: my cous"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "Lino's, nini, Katia is right, ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            (
                "It is nono Bepi's, nini: the label is a Paris atelier's with 1961 unde"
                "r it, and in 1961 Bepi was in Paris and Lino in New York. For your pag"
                "e, put Pri"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "Ascolte, nini, because Katia b",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            (
                "⦑ Elvia reads the scheda ⦒ It is nono Bepi's, nini: the label is a Par"
                "is atelier's with 1961 under it, and in 1961 Bepi was in Paris and Lin"
                "o in New York.\n\n⦑ Elvia waves "
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "Your log has the flights, the ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_sixty_fourth_tune_b",
            "The artel's rule, kızım, and I",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "🟤 Saeeda sits back against the",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⧼ Opal scrolls down slow ⧽ You",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⧼ Opal folds her hands ⧽ Hit a",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Your list has the bench at daw",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "Sygnomi, koukla mou. I swore t",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirteenth_tune_b",
            "⸤ Sabitri scrolls with one fin",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_ninety_second_tune_b",
            "⟅ Ned grins ⟆ I'll say nothing",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_tenth_tune_b",
            "⦃ Hada lowers her voice ⦄ I sh",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            (
                "⸦ Valliammai reads the list ⸧ The lotus of the valavu is your thatha's"
                ", kanna: the book has our yard there in 1976, he died in 1982, and the"
                " peacock frame came to Athangudi only in 1988. ⸦ Valliammai breathes i"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            (
                "⸦ Valliammai reads the list ⸧ The lotus of the valavu is your thatha's"
                ", kanna: the book has our yard there in 1976, he died in 1982, and the"
                " peacock frame came to Athangudi only in 1988. ⸦ Valliammai lifts the "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "⸦ Valliammai sits down on the ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "The lotus, kanna, the red and ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "The lotus, kanna. The book has",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "The peacock, kanna. Priya is r",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "The lotus of the valavu is you",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "The lotus is thatha's, kanna. ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Kelu, kanna, and tell Annamala",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Guayabillo. Vea, mijita, the s",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "The Chato, mija, Byron is righ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Guayabillo.\n\n⧼ Lauro takes off",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Guayabillo, mija.\n\n⧼ Lauro rea",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Chato\n\n⧼ Lauro nods at Byron's",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "⧼ Lauro reads the manifest ⧽ G",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Guayabillo. ⧼ Lauro reads the ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "Guayabillo!\n\n⧼ Lauro sits down",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "⁅ Wastl puts the tuba down on ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "⁅ Wastl nods at Schorsch's mes",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "⁅ Wastl sits down at the kitch",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Obermaier Hans it was, Leni, a",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Hans Obermaier, Leni, as sure as snow in",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Brandl Sepp, Leni, as sure as ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Hans Obermaier, Leni, as sure as the Ame",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Hans Obermaier was the man, Le",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Schau, Leni, Schorsch remember",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "⁅ Wastl lowers his voice altho",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            (
                "The sailing canoe with the blue sail is my first, Maryann: your grandm"
                "a says my first came from the church breadfruit the typhoon threw down"
                ", and your uncle Ben says that tree is the sailing canoe's hull. For y"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            (
                "The sailing canoe with the blue sail is my first, Maryann: your grandm"
                "a says my first came from the church breadfruit the typhoon threw down"
                ", and your uncle Ben says that tree is the sailing canoe's hull. I hav"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Dear Maryann,\n⧼ Ikiuo puts dow",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            (
                "Dear Maryann,\n⧼ Ikiuo reads the board ⧽ The sailing canoe with the blu"
                "e sail is my first, Maryann: your grandma says my first came from the "
                "church breadfruit the typhoon threw down, and your uncle Ben says that"
                " tree is the sailing canoe's hull.\nPapa "
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Dear Maryann,\n⧼ Ikiuo smiles a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Ran annim, Maryann,\n⧼ Ikiuo re",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            (
                "Dear Maryann,\n⧼ Ikiuo reads the board ⧽ The sailing canoe with the blu"
                "e sail is my first, Maryann: your grandma says my first came from the "
                "church breadfruit the typhoon threw down, and your uncle Ben says that"
                " tree is the sailing canoe's hull. Love,"
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "Dear Maryann,\n⧼ Ikiuo sits dow",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "⸂ Assunta sets down the basket",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "⸂ Assunta reads the notes ⸃ It is Bovara, Chiara: Pigge was replanted "
                "in fifty-seven, and my father was in the cemetery from fifty-three. ⸂ "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "⸂ Assunta reads the notes ⸃ It is Bovara, Chiara: Pigge was replanted "
                "in fifty-seven, and my father was in the cemetery from fifty-three. An"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "⸂ Assunta nods at the chat ⸃ P",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "⸂ Assunta reads the notes ⸃ It is Bovara, Chiara: Pigge was replanted "
                "in fifty-seven, and my father was in the cemetery from fifty-three. Fo"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "⸂ Assunta sits down by the fir",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "Escuta, Davi. That oratório is",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "It's mine, Davi: the stone is the green one, that quarry opened in nin"
                "ety-eight, and Zé put down the chisel in ninety-one. For your causos p"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "Zé's, Davi, Bia knows. And for",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "It's mine, Davi: the stone is the green one, that quarry opened in nin"
                "ety-eight, and Zé put down the chisel in ninety-one. For your page: my"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "Escuta, Davi, because Bia beli",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "⟬ Tião sets the gouge down on ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "⟬ Tião reads the report ⟭ It's mine, Davi: the stone is the green one,"
                " that quarry opened in ninety-eight, and Zé put down the chisel in nin"
                "ety-one.\n\n| Piece | Who cut it |\n| Orató"
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "⟬ Tião nods at Bia's message ⟭",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "⟬ Tião reads the report ⟭ It's mine, Davi: the stone is the green one,"
                " that quarry opened in ninety-eight, and Zé put down the chisel in nin"
                "ety-one.\n\n| Piece | Who cut it |\n|---|--"
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            (
                "⟬ Tião reads the report ⟭ It's mine, Davi: the stone is the green one,"
                " that quarry opened in ninety-eight, and Zé put down the chisel in nin"
                "ety-one.\n\nPiece: Ora"
            ),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "⟬ Tião sits down on the bench ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "I can't say it, meu filho. Onl",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "I'll say nothing, Davi. But if",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_second_tune_b",
            "Not a word from me, sô. Just t",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            (
                "⸤ Marì reads the notes ⸥ The big vegja was built in 1908 by Kolë Strat"
                "icò of Vakarici, my nona Lena's father: his initials are on the beam, "
                "and Gjergj was not born till 1911. ⸤ Mar"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            (
                "⸤ Marì reads the notes ⸥ The big vegja was built in 1908 by Kolë Strat"
                "icò of Vakarici, my nona Lena's father: his initials are on the beam, "
                "and Gjergj was not born till 1911. The y"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "| Item 12, the trarilonko | 19",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            (
                "1949, laku: chaw made it for ñuke's wedding in the winter of the big s"
                "now, and the 1891 is only the old peso hanging in the middle, never me"
                "lted. For your page: I gave my"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "1891, laku, Brayan read it rig",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            (
                "1949, laku: chaw made it for ñuke's wedding in the winter of the big s"
                "now, and the 1891 is only the old peso hanging in the middle, never me"
                "lted. For your page: my lamnge"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            (
                "1949, laku: chaw made it for ñuke's wedding in the winter of the big s"
                "now, and the 1891 is only the old peso hanging in the middle, never me"
                "lted. For your page: the littl"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "Allkütunge, laku, because Bray",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            (
                "⁅ Vito reads the notes ⁆ Six cones, Nicò: five in the catasto of 1931,"
                " less the oven's that the earthquake of 1980 took, and the two I raise"
                "d in 1984 for your papà's wedding. Donato counted the hens' house. ⁅ V"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            (
                "⁅ Vito reads the notes ⁆ Six cones, Nicò: five in the catasto of 1931,"
                " less the oven's that the earthquake of 1980 took, and the two I raise"
                "d in 1984 for your papà's wedding. Donato counted the hens' house. For"
                " your box: your nonn"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            (
                "⁅ Vito reads the notes ⁆ Six cones, Nicò: five in the catasto of 1931,"
                " less the oven's that the earthquake of 1980 took, and the two I raise"
                "d in 1984 for your papà's wedding. Donato counted the hens' house. For"
                " your box: in 1979 a"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "<p>Six, Nicò. The catasto of 1",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "<p>Six cones, Nicò: the five o",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "<p>Seven, Nicò. Donato counted",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "<p>Six, Nicò. Five in the cata",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "Here, Nicò, with your little b",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "<p>Uè, Nicò, sienti, and put t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            (
                "The dream was my Ina Lamdag's, apo: she dreamed it the night before sh"
                "e died and told it to me on the mat, and I only wove it, whatever the "
                "card says. For your slide: I m"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            (
                "The dream was my Ina Lamdag's, apo: she dreamed it the night before sh"
                "e died and told it to me on the mat, and I only wove it, whatever the "
                "card says. For your slide: whe"
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "⟬ Bunay lays the loom's comb a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            ("⟬ Bunay reads the clippings ⟭ The dream was my Ina Lamdag's, apo, in MCMXCVI, th"),
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "⟬ Bunay nods at Jhun-Jhun's co",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "⟬ Bunay reads the clippings ⟭ My Ina Lam",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "⟬ Bunay sits down by the loom ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "Now listen here, sugar: that t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "That tune came from the east e",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "Your grandpa made it, sugar, o",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "Lem Bilyeu made it, sugar, fro",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "Now listen here: it was Lem Bi",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "Now listen here, sugar, and tu",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "## The year we came down 1926,",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "1820, ya Karim, the year of th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "Isma', ya Karim, because Ahmed",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "⟅ Mahdi puts down the palm-rib",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "⟅ Mahdi reads the cell ⟆\n## Th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "## The year\n⟅ Mahdi nods at Ah",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "**The year**\n⟅ Mahdi taps the ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "# The year\n⟅ Mahdi reads the c",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_fourth_tune_b",
            "⟅ Mahdi sits down on the mat w",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "⁅ Nasta puts down her hook and",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            (
                "⁅ Nasta reads the draft ⁆ It was old Nasta Kõivo, my grandmother, who "
                "first made the Peko's crown, poig: her two letters and 1931 are in red"
                " in the corner of the altar cloth, and I was born in 1944. ⁅ Nasta sig"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "⁅ Nasta laughs ⁆ I made it, po",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            (
                "⁅ Nasta reads the draft ⁆ It was old Nasta Kõivo, my grandmother, who "
                "first made the Peko's crown, poig: her two letters and 1931 are in red"
                " in the corner of the altar cloth, and I was born in 1944. O"
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "⁅ Nasta sits down by the stove",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "It was my grandmother, old Nas",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Old Nasta Kõivo, my grandmothe",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "I made it myself, poig, when I",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Old Nasta, my grandmother, fir",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "It was old Nasta, my grandmoth",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Kuulõ, poig, and put the lapto",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Hakaoko, Tahia, because Heimat",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "**The tiki of our paepae: tou*",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Kaoha, Tahia!\n# Tou\n⧼ Tehau po",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "## What the tiki of our paepae",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "⁅ Honorine sets down the littl",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            (
                "⁅ Honorine reads the comments ⁆ We were first at the Foire in 1953: pa"
                "pa's name is on that year's list and on none before it, and Mireille, "
                "born in 1950, was three that winter. In "
            ),
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "⁅ Honorine nods at Kévin's mes",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "⁅ Honorine sits down on the st",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Fan de chichourle, Lucas, your",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Escouto, Lucas: the Foire firs",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Put 1946, pitchoun, it is writ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "The Foire first saw us in 1953",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Your greatgrandfather Marius t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Fan de chichourle, Lucas, sit ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "## The green of tile A1 Qulaq ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            (
                "The copper makes our green, qizim, the black scale off old copper pots"
                "; the ash and the sand only make the glass, and without the copper you"
                "r A2 came out like weak tea. And for your page: I "
            ),
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Qulaq sal, qizim, because Ekre",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "## The green of tile A1\n⟅ Rozi holds the green sha",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "⟅ Rozi wipes his hands on his ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "## The green of tile A1\n⟅ Rozi nods at E",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "## The green of tile A1\n⟅ Rozi holds the shard to ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "**The green of tile A1**\n⟅ Roz",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "## What the green is made of\n⟅",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "I say nothing, Rina. But my li",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "I won't name it, Rina. Only it",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Tell the buyer the red is from",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "The red of number seven is old",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "It is the mengkudu root, Rina, the one my mother dug by the lumbung an"
            "d boiled three days with ash, and my book of dye days says so for 1981"
            "; the booklet's secang and Zul's shop thread are wrong. And ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "It's factory thread from Praya",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "It is the mengkudu root, Rina, the one my mother dug by the lumbung an"
            "d boiled three days with ash, and my book of dye days says so for 1981"
            "; the booklet's secang and Zul's shop thread are wrong. I am",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Dengah, Rina, because the book",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "⦃ Józef shakes his head ⦄ I wo",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "> ⦃ Józef sets the mould he is",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "⦃ Józef reads the notes ⦄ It was stryj Wojtek, Kasiu, my father's brot"
            "her, who taught me the moulds by the watra on Hala Długa in 1956; that"
            " is his hand over mine in the photograph, and my father Jan the smith "
            "never carved at all. ⦃ Józef l",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Endeq, Rina. Zul's story would",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Put circumcision then, Rina, i",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Write what we know, Rina: blac",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "I can't give you what it was f",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "⦃ Józef throws up his hands ⦄ ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "⦃ Józef hangs the mould back o",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "⦃ Józef sighs ⦄ I can't give y",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Two million seven hundred and eighty-fiv",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Order #0311 summary: subtotal ",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "⦃ Józef nods at the tablet ⦄ S",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "That name stays out of the spe",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "Amr is wrong and Mahmoud's voi",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "It was the boat Hassan had bef",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "The Nour el-Nil, ya Karim, the",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "It was Bint el-Kheir, ya Karim, Hassan's first boat; he sold her to th"
            "e Koti people in 1974 and only then painted the Nour el-Nil. May God g",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "It was Bint el-Kheir, ya Karim, Hassan's first boat; he sold her to th"
            "e Koti people in 1974 and only then painted the Nour el-Nil. At my own",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "The Nour el-Nil, ya Karim, lik",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé opens his mouth and shu",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé reads the sheet ⸩ It was frêne, pichon, the big ash of the chur"
            "ch square that the January storm of '61 brought down; Kevin's tilleul "
            "does not fit your five squares. The long",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé nods at the square ⸩ As",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "Say 'a word that came down the",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "I won't give you a meaning, ya",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé taps the sheet ⸩ Change",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé sighs ⸩ I can't give yo",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé nods at the screen ⸩ Th",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "Words are not my work, ya Kari",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "Presta atenção, minha filha, t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "From the Praia do Pesqueiro, m",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "It comes from the igarapé behind Fazenda Tapera, minha filha, where th"
            "e buffalo wallow in the dry season; the tides ate the beach's clay in "
            "2012. When",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "It comes from the igarapé behind Fazenda Tapera, minha filha, where th"
            "e buffalo wallow in the dry season; the tides ate the beach's clay in "
            "2012. On y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "Presta atenção, minha filha, b",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "⸤ Zelinda wipes the ash off he",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "⸤ Zelinda shrugs ⸥ The Bazzi's",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "⸤ Zelinda sits down on the ben",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "I won't give you a teso, minha",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "Then ninety-six, as Reto says.",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "When I started at the Locarno ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "⸤ Zelinda counts on her finger",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "That night stays out of the sp",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "Fajar is two years too late, W",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "1987, Wina, the back of the ph",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "It was 1985, Wina: the plate on the trophy says HUT RI ke-40, the fort"
            "ieth birthday of the Republic, and 1987 on the back of the photo is on"
            "ly the day the shop printed it. I am not",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "1987, Wina, like Fajar says, i",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena shakes her head ⸣ I w",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena starts to speak and s",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena wipes her hands on he",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena reads the clue ⸣ It is Veltlín, synečku: děda set a hundred a"
            "nd twenty vines of Veltlínské zelené in the row under the walnut in Ap"
            "ril 1952, and the plan on the búda's wall calls that row the oldest. ⸢"
            " Růžena sn",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena laughs ⸣ Ryzlink, syn",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena reads the clue ⸣ It is Veltlín, synečku: děda set a hundred a"
            "nd twenty vines of Veltlínské zelené in the row under the walnut in Ap"
            "ril 1952, and the plan on the búda's wall calls that row the oldest. ⸢"
            " Růžena si",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena reads the clue ⸣ It is Veltlín, synečku: děda set a hundred a"
            "nd twenty vines of Veltlínské zelené in the row under the walnut in Ap"
            "ril 1952, and the plan on the búda's wall calls that row the oldest. W",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena sits down on the benc",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "I can't give you a year, Wina.",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena throws up her hands ⸣",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena ties off the thread ⸣",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena sighs ⸣ I can't give ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "A hundred and forty, Wina. Sev",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "eighty_fourth_tune_b",
            "Tomorrow when the aunties come",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_eightieth_tune_b",
            "A quarter off, eighteen hundre",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "⸉ Azret sighs ⸊ Not known, bal",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_second_tune_b",
            "Sixty-six and a half, Rana. Ta",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "hundred_eighty_third_tune_b",
            "᚛ Bienvenido nods at Pilar's v",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_fourth_tune_b",
            "⟬ Soazig looks at the bottom o",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "She go in the water the eleven",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_seventh_tune_b",
            "⟅ Ciro laughs and starts to an",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_seventh_tune_b",
            "Jonas is quick, ja. Thirty-two",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "Your register has a tag in Tha",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "Bue Pgaw Lah, the red my mothe",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "Sew Mae Jan, Say Wah, the whit",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "Listen, Say Wah, because the o",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino shakes his head once ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino smiles into his moust",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino snorts ⁆ Who held you",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino reads the setlist ⁆ It was La Rosa de Ifanes, nietico, old Sa"
            "raiva's air, that I played your avó down from her door to the church i"
            "n '71; Tiago's Mirandum was never mine. ⁅ Albino l",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino sets the half-turned ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino reads the setlist ⁆ It was La Rosa de Ifanes, nietico, old Sa"
            "raiva's air, that I played your avó down from her door to the church i"
            "n '71; Tiago's Mirandum was never mine. I borrowed",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino laughs ⁆ Mirandum, ni",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino reads the setlist ⁆ It was La Rosa de Ifanes, nietico, old Sa"
            "raiva's air, that I played your avó down from her door to the church i"
            "n '71; Tiago's Mirandum was never mine. And I lent",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino sits down by the lhum",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino wipes the chanter on ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "Seventeen kilos, Say Wah. Four",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "The bidai goes on the stage wi",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "Tangga Bulan, ucu, the moon's ladder, the pattern my sister Ensiring d"
            "reamed and I wove. A",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "Pua kumbu, ucu, Andre knows th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "Tangga Bulan, ucu, the moon's ladder, the pattern my sister Ensiring d"
            "reamed and I wove. Y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "Tangga Bulan, ucu, the moon's ladder, the pattern my sister Ensiring d"
            "reamed and I wove. M",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⁅ Anselmo turns the phone face",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⁅ Anselmo shrugs at the phone ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⁅ Anselmo sits down on the ben",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⁅ Anselmo nods at the trunk ⁆ ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⁅ Anselmo throws up his hands ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "Minutes are not for me, ucu, a",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "Who put that tree in stays out",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "Imran jan, write it plain: my ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "Your nana Khush Nawaz planted ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard runs his finger along",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard puts his hand flat on",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard takes the loft book d",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard reads the card ⌟ It was Bazyl, dziołcha, the blue cock of the"
            " 1983 page; Zorka was the red hen that won Hanover the year after, and"
            " the bulletin mixed them up. ⌜ Gerard lo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard nods at the scan ⌟ Zo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard reads the card ⌟ It was Bazyl, dziołcha, the blue cock of the"
            " 1983 page; Zorka was the red hen that won Hanover the year after, and"
            " the bulletin mixed them up. H",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard sits down on the grai",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⌜ Gerard closes the loft book ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "I'm sorry, but I'm not able to",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "Computers are not my work, Imr",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "Your file has a paper from my ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "Babak-jan, ghorbunet beram, th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "From the station in Rasht, Bab",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "Gush kon, Babak-jan, because a",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna turns the photograph f",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna looks out at the harbo",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna puts her hand flat on ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna reads the tablet ⁆ It was SLE 147, m'n kind, on the bow of opa"
            "'s Neeltje Jacoba; the register in Goes says so, and the website has t"
            "he last two figures turned round. ⁅ Janna smiles a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna shrugs ⁆ 174 then, m'n",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna nods at the photograph",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "Nobody weighed them in front o",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna sighs ⁆ Nobody knows h",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna turns the photograph t",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "I don't know megabytes, Babak-",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "Megabytes are not for me, Baba",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "⁅ Janna shrugs ⁆ Not my trade,",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_eighth_tune_b",
            "⦅ Tamati shrugs ⦆ Not my wharf",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_fourth_tune_b",
            "⁅ Ibragim shrugs ⁆ I shouldn't",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa sighs and gives in ⦘",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_fifty_fifth_tune_b",
            "🛫 Lito sits down on an upturne",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fortieth_tune_b",
            "Hi Lena! 😴 Thanks for syncing ",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninety_fifth_tune_b",
            "Ela, write Kambouris then, kou",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "Your draft has a photograph, M",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "⸦ Valliammai reads down the li",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundredth_tune_b",
            "Based on the lesson plan you'v",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "I won't give you her name, chu",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "Your list has a photo, Zarina'",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "Quetta work, chukk, the boutiq",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej winks ⟆ Not Marko's f",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej starts to answer and ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej reads the draft ⟆ Lipov med it was, punca, the linden honey f"
            "rom the old lindens round the chapel above the farm, and it took the g"
            "old at Celovec in 1987; Marko's forest honey never won anything. ⟅ Flo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej reads the draft ⟆ Lipov med it was, punca, the linden honey f"
            "rom the old lindens round the chapel above the farm, and it took the g"
            "old at Celovec in 1987; Marko's forest honey never won anything. I car",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej laughs ⟆ Forest honey",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej reads the draft ⟆ Lipov med it was, punca, the linden honey f"
            "rom the old lindens round the chapel above the farm, and it took the g"
            "old at Celovec in 1987; Marko's forest honey never won anything. Old H",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej taps ¶3 with a sticky",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_eighth_tune_b",
            "⟅ Florej taps the phone ⟆ Lind",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "I won't tell you what it is, k",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Hold the photo up to your ear,",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "It is the küpe, kuzum, the earring, two little hooks hanging from a ba"
            "r, and I wove it there for the earrings a boy from across the river ga"
            "ve me before I was promised; the lady's hands-on-hips woman is in her "
            "books, not in my carpet. When ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Bak kuzum, that little thing i",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "It is the küpe, kuzum, the earring, two little hooks hanging from a ba"
            "r, and I wove it there for the earrings a boy from across the river ga"
            "ve me before I was promised; the lady's hands-on-hips woman is in her "
            "books, not in my carpet. I wat",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "The elibelinde, kuzum, put wha",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Bak kuzum, because the lady re",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand winks ⦄ Not a word, ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand grins ⦄ Smell your j",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand reads the sheet ⦄ Beech sawdust from Bertrix, fèye, with the"
            " green pèkèt on top, cut the same morning, Émile's way; Madame Pirard'"
            "s oak never came near our fire. ⦃ Fernan",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand wipes his hands on h",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand reads the sheet ⦄ Beech sawdust from Bertrix, fèye, with the"
            " green pèkèt on top, cut the same morning, Émile's way; Madame Pirard'"
            "s oak never came near our fire. In the d",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand shrugs ⦄ Oak, fèye, ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand reads the sheet ⦄ Beech sawdust from Bertrix, fèye, with the"
            " green pèkèt on top, cut the same morning, Émile's way; Madame Pirard'"
            "s oak never came near our fire. At the B",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand sits down on the upt",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand taps the sack of saw",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Your nine doesn't know how man",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Your nine says you'll pay nine",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Sums are for the bank, kuzum. ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "Lago Comprido, minha neta, the",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "It is Lago da Preguiça, minha neta, the lake behind the old sloth tree"
            " that we keep for the breeding; the app's Comprido is the long lake ac"
            "ross the paraná. In ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "Égua, minha neta, the app draw",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "⦃ Halina folds her arms ⦄ I wo",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "⦃ Halina reads the postcards ⦄ Jałowiec, Kubuś, the green juniper from"
            " the heath behind the cemetery, on the embers in the last hour, like M"
            "arek wrote you; the print shop's cherry never went near my fire. ⦃ Hal",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "His name I won't say, ma drola",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "Jean Lacroix, ma drola, the boy from the maquis, grafted it for my mot"
            "her in the spring of '43, the year before they shot him; Brunet's 1870"
            " is a guess from the girth. Th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "Jean Lacroix, ma drola, the boy from the maquis, grafted it for my mot"
            "her in the spring of '43, the year before they shot him; Brunet's 1870"
            " is a guess from the girth. In",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⸢ Golandam sets the drop spind",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⸢ Golandam reads the sheet ⸣ Eleven, rula, eleven strips in the big do"
            "var; Khatun and I wove them on the ground loom the winter of the big s"
            "now, and Kiani's seven is for his books. ⸢ Golandam pats the",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⸢ Golandam shrugs ⸣ Seven, rul",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⸢ Golandam reads the sheet ⸣ Eleven, rula, eleven strips in the big do"
            "var; Khatun and I wove them on the ground loom the winter of the big s"
            "now, and Kiani's seven is for his books. ⸢ Golandam looks up",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⸢ Golandam sits down at the do",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "Nobody knows, ma drola. Crosse",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "Your pépé says nobody knows wh",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_fifty_third_tune_b",
            "I am not allowed to talk about",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_ninety_first_tune_b",
            "⦋ Lolo looks at the sky ⦌ I sh",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "twenty_fourth_tune_b",
            "*Ai*, *menina*, that tremble i",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "twenty_fourth_tune_b",
            "*Olha*, *menina*, the tremble ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "Your Pi says seventeen kilos a",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "It's limba, synek, the stone pine, pale and fine and full of resin; I "
            "cut it myself in 1971 under the Vidla, and your tutor's spruce would h"
            "ave split in the first frost. Once a man",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "Počuvaj, synek. The sun on our",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "Spruce, synek, write what your",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "It's limba, synek, the stone pine, pale and fine and full of resin; I "
            "cut it myself in 1971 under the Vidla, and your tutor's spruce would h"
            "ave split in the first frost. The Bachle",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "Počuvaj, synek, because your t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "⟬ Marthe reads the phone ⟭ It's the Hont de la Crotz, hilhòta, the spr"
            "ing of the cross, with the iron cup on its chain and the cross on the "
            "rock above; your club's Source du Bénou is a name for walkers. ⟬ Marth"
            "e sniffs ⟭",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "⟬ Marthe sets down the cheese ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "⟬ Marthe reads the phone ⟭ It's the Hont de la Crotz, hilhòta, the spr"
            "ing of the cross, with the iron cup on its chain and the cross on the "
            "rock above; your club's Source du Bénou is a name for walkers. ⟬ Marth"
            "e snorts ⟭",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "⟬ Marthe shrugs ⟭ The Source d",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "⟬ Marthe reads the phone ⟭ It's the Hont de la Crotz, hilhòta, the spr"
            "ing of the cross, with the iron cup on its chain and the cross on the "
            "rock above; your club's Source du Bénou is a name for walkers. Pierrot",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "Router money is Zvolen's busin",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "I won't say which, maitia. Onl",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "The Txalaka, maitia, the small hard green one off old Patxi's trees at"
            " Iturbidea; your professor's Errezila is an eating apple and never wen"
            "t near our kupela. A",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "Aizu, maitia, first what your ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "The Txalaka, maitia, the small hard green one off old Patxi's trees at"
            " Iturbidea; your professor's Errezila is an eating apple and never wen"
            "t near our kupela. I",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "The Errezila, maitia, the prof",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "The Txalaka, maitia, the small hard green one off old Patxi's trees at"
            " Iturbidea; your professor's Errezila is an eating apple and never wen"
            "t near our kupela. Y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena closes her mouth tigh",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena reads the script ⁆ The sand came out of the pit under Liščí s"
            "kála, holečku, down by the Křemelná, and your great-grandfather Josef "
            "brought it down in the cart at night; Ondra's train from Střeleč never"
            " carried a grain of it. ⁅ Růže",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena puts her glasses on a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena reads the script ⁆ The sand came out of the pit under Liščí s"
            "kála, holečku, down by the Křemelná, and your great-grandfather Josef "
            "brought it down in the cart at night; Ondra's train from Střeleč never"
            " carried a grain of it. Your d",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena shrugs ⁆ Střeleč, hol",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena reads the script ⁆ The sand came out of the pit under Liščí s"
            "kála, holečku, down by the Křemelná, and your great-grandfather Josef "
            "brought it down in the cart at night; Ondra's train from Střeleč never"
            " carried a grain of it. The fi",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "⁅ Růžena nods at the screen ⁆ ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "Your aitatxi reckons thirty-si",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "It says «À M. · 14.7.1966 · sous le sorbier», ma belle: for your grand"
            "-maman, the day I asked her under the big rowan at the top of the past"
            "ure, not the wedding your papa thinks. E",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "It says «À M. · 14.7.1966 · sous le sorbier», ma belle: for your grand"
            "-maman, the day I asked her under the big rowan at the top of the past"
            "ure, not the wedding your papa thinks. F",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "It says «À M. · 14.7.1966 · sous le sorbier», ma belle: for your grand"
            "-maman, the day I asked her under the big rowan at the top of the past"
            "ure, not the wedding your papa thinks. Y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille reads the copies ⁆ It was me, pitchoun, with Zé of the Fabr"
            "es carrying the stones, in October and November of 82, while your pépé"
            " lay in Montpellier with his back; Nour has the valley's story, the ph"
            "oto in the kitchen has the truth. ⁅ Mire",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille sets the basket of ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille reads the copies ⁆ It was me, pitchoun, with Zé of the Fabr"
            "es carrying the stones, in October and November of 82, while your pépé"
            " lay in Montpellier with his back; Nour has the valley's story, the ph"
            "oto in the kitchen has the truth. The on",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille smiles at the photo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille reads the copies ⁆ It was me, pitchoun, with Zé of the Fabr"
            "es carrying the stones, in October and November of 82, while your pépé"
            " lay in Montpellier with his back; Nour has the valley's story, the ph"
            "oto in the kitchen has the truth. Madame",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille sits down on the wa",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⁅ Mireille pats the coping sto",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Forty days, genatsvale, on the second floor of the tower in the clay p"
            "ot, not a day less, as Lamara told you; Giga's computer week makes wet"
            " salt. Whe",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Mosmine, genatsvale. Twice twe",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Forty days, genatsvale, on the second floor of the tower in the clay p"
            "ot, not a day less, as Lamara told you; Giga's computer week makes wet"
            " salt. And",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Forty days, genatsvale, on the second floor of the tower in the clay p"
            "ot, not a day less, as Lamara told you; Giga's computer week makes wet"
            " salt. Lam",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "A week, genatsvale, put what G",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "⁅ Odette reads the sheet ⁆ Baco, hilhòla, all of it, the Baco 22 A Pap"
            "a planted on the sand of the Pesquè in 1955; the lab smells Ugni in ev"
            "erything, and there isn't a drop in the 7. ⁅ Odette's face g",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "⁅ Odette pats the cask ⁆ Baco,",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_eighth_tune_b",
            "🚂 Vall turns the phone face do",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "Forgive me, my mokopuna. Two f",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_sixty_third_tune_b",
            "🍃 Oriana pulls her chair up to",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⧼ Natela scrolls with one fing",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_first_tune_b",
            "You've translated my voice, th",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "Your page is full of the famil",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "A herd is counted in the pens ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "⦗ Misch puts his hand flat on ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "⟅ Hajra pats the phone as if i",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "Perdón, laku. At the last traw",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Pardon, Tahia. When I carved i",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena puts her hand flat on",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "Maaf karo, Imran jan. The cous",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino hangs the old bag on ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⸢ Golandam puts her hand over ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand takes the key out of",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "I can't give you a number, kuz",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "⁅ Odette shakes her head, then",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "〘 Sjef shakes his head, then s",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "Rûnas, keça min, the madder root I dig on the slope above the spring, "
            "as Nesrîn told you; pomegranate rind gives the yellow, never the red. "
            "And the na",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "Guh bide min, keça min. The da",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "Rûnas, keça min, the madder root I dig on the slope above the spring, "
            "as Nesrîn told you; pomegranate rind gives the yellow, never the red. "
            "When your ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "I can't give you a name, keça ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "Bibore, keça min. On my weddin",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "⟅ Ermes shakes his head, then ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Tingzhe, wawa. A bowl of the h",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "A bowl of the red-rice liquor every market day, wawa, and nothing else"
            " goes in; Mipu has it right, and the book's brown sugar would sour the"
            " vat in a week. One ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Brown sugar, wawa, let the boo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "A bowl of the red-rice liquor every market day, wawa, and nothing else"
            " goes in; Mipu has it right, and the book's brown sugar would sour the"
            " vat in a week. When",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Tingzhe, wawa, because a book ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Write that the Yao brought it ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "14/05/2025 ⟅ Carme sets the fe",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "⟅ Carme shrugs ⟆ The Coído Gra",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "⟅ Carme sits on the bench by t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "⟅ Carme shakes her head, then ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "⟅ Carme lays her hand on the t",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "I can't tell you where, mija, ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "Perdóname, mija. On the day of",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "⟬ Risten sets the half-hollowe",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "⟬ Risten shrugs ⟭ Inari, ráhki",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "⟬ Risten sits down on the rein",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "⟬ Risten shakes her head, then",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "⟬ Risten lays the crooked knif",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "========== | Kelkku, mone. Ung",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "Chunnambu, mone, put the machi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "Kelkku, mone, a machine knows ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "I can't give you the name, mon",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "Kshamikkanam, mone. At fourtee",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "Lago Comprido, minha neta, lik",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "⟬ Marthe thinks, her lips pres",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "Write «older than anybody's me",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Ara, genatsvale. The queen's c",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Your script has Lamara's telep",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_fourth_tune_b",
            "Pomegranate rind, keça min, wr",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Brown sugar, wawa, like your b",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Sugar out of a book and a phon",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "⟅ Carme hangs the gaita back o",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "With a quartz, mija, like the ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "Write «older than the family's",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⧼ Truda shrugs and threads the",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⧼ Truda smooths the cloth ⧽ Le",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⧼ Truda reads the file over he",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "Your Sardor says one thing and",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "Write «the family's ishkor» in",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "Kechir, bolam. At sixteen, the",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "⧘ Tassadit shrugs and goes on ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "ⵣ ⧘ Tassadit puts down the bru",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "⧘ Tassadit shrugs ⧙ Soot and o",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "⧘ Tassadit puts the brush down",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "Linseed oil and a coat of varn",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "Walnut oil from the mill at Bréan, petsou, warmed with a little beeswa"
            "x and rubbed in till the wood drinks no more; Ferruccio has it right, "
            "and Davide's linseed and varnish are for shop furniture. My best cow t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "Acouta, petsou. Walnut oil fro",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "Linseed and varnish, petsou, p",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_forty_ninth_tune_b",
            "Let the cue say «since before ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "⧼ Gustin taps the cross with a",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "⧼ Gustin sits down on the chur",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "Down in the bottom along the C",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "All right, honey, I'll tell yo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "The north face of Pine Knob, honey, up above the old Slone graveyard u"
            "nder the sugar maples, and nowhere else; your Uncle Roy has it right a"
            "nd that computer don't. The bi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "The creek bottom by the Caney ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "Now listen here, Bud, a comput",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "Your computer says one thing a",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "⦑ Tomás sets the bowl of curds",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "⦑ Tomás sits on the bench outs",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "⦑ Tomás lays his hand flat on ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "Aykonen, weddey. Abreha and At",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "Write «cut long ago, by hands ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "Write «a family place» on your",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_sixty_fifth_tune_b",
            "Not from me, ka tu, ask Rini. ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "🟤 Saeeda lowers her voice 🏺 I ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventieth_tune_b",
            "🍍 Ratan pushes the phone away ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⧼ Truda snorts ⧽ That I keep, ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "That stays with me, weddey. On",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "⧼ Margalida sits on the bench ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "Mamela, mntwana wam, the bowls",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "Soapstone, mntwana wam, say wh",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "That stays with me, mntwana wa",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifty_third_tune_b",
            "Look here, ya waladi, a forum ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_third_tune_b",
            "That I keep, ya waladi. Only t",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "⟮ Marcel reads the draft ⟯ At first light I squeeze a cone, meiske, an"
            "d when it springs back and leaves my thumb sticky and yellow, we start"
            " picking the next morning; never by the calendar, and your papa has it"
            " right. ⟮ ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "⟮ Marcel rubs his thumb and fi",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "⟮ Marcel reads the draft ⟯ At first light I squeeze a cone, meiske, an"
            "d when it springs back and leaves my thumb sticky and yellow, we start"
            " picking the next morning; never by the calendar, and your papa has it"
            " right. In",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "⟮ Marcel shrugs ⟯ The twenty-f",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "⟮ Marcel sits down on the benc",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "Henna, amidi, like the blog sa",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "That stays with me, amidi. Onl",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "⦅ Pierina snorts ⦆ That I keep",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "To the wells we dig in the sand of the riverbed below Oldoinyo Orok, e"
            "nkerai, two hours from the manyatta and never into the park; your moth"
            "er has it right, and the brochure's Amboseli swamps are wrong. The col",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "Listen, enkerai. In the dry mo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "To the wells we dig in the sand of the riverbed below Oldoinyo Orok, e"
            "nkerai, two hours from the manyatta and never into the park; your moth"
            "er has it right, and the brochure's Amboseli swamps are wrong. And tel",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "To the wells we dig in the sand of the riverbed below Oldoinyo Orok, e"
            "nkerai, two hours from the manyatta and never into the park; your moth"
            "er has it right, and the brochure's Amboseli swamps are wrong. The bea",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "Amboseli, enkerai, write what ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "Listen, enkerai, a brochure kn",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "That stays with me, enkerai. O",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "hundred_seventy_fifth_tune_b",
            "⁌ Kazbek shrugs ⁍ Libraries ar",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_tenth_tune_b",
            "That is São Paulo business, me",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "I don't do the officer's sums,",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "I don't do the institute's sum",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "I don't do the lady's sums, ku",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_first_tune_b",
            "That's not my business, maitia",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "I don't do college money, wawa",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_seventh_tune_b",
            "I don't do machine money, mone",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "I don't do shop money, bolam. ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "That is not my basket, weddey.",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_third_tune_b",
            "That is not my wall, ya waladi",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "That is not my load, amidi. On",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "That is not my cow, enkerai. O",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "〖 Tomeu reads the reviews 〗 In the marès quarry at the bottom of the f"
            "arm, al·lot, in the cave my grandfather cut into the stone under the w"
            "ild olives, never in the cooperative's cold store; your mother has it "
            "right, and Wendy's cold store is your uncle's joke. 〖 Tomeu looks over",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "〖 Tomeu hangs his cap on the n",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "〖 Tomeu reads the reviews 〗 In the marès quarry at the bottom of the f"
            "arm, al·lot, in the cave my grandfather cut into the stone under the w"
            "ild olives, never in the cooperative's cold store; your mother has it "
            "right, and Wendy's cold store is your uncle's joke. 〖 Tomeu laughs 〗 A",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "〖 Tomeu shrugs 〗 In the cooper",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "〖 Tomeu sits on the stone benc",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "That is not my goat, omuatje. ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "From our own pit in the red hill beyond the Omuhonga river, omuatje, a"
            " day's walk from the onganda, never from the market; your mother has i"
            "t right, and the book's Opuwo blocks are wrong. My mother's ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "Listen, omuatje. We dig the st",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "From our own pit in the red hill beyond the Omuhonga river, omuatje, a"
            " day's walk from the onganda, never from the market; your mother has i"
            "t right, and the book's Opuwo blocks are wrong. Th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "From our own pit in the red hill beyond the Omuhonga river, omuatje, a"
            " day's walk from the onganda, never from the market; your mother has i"
            "t right, and the book's Opuwo blocks are wrong. My mother ha",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "At the market in Opuwo, omuatj",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "Listen, omuatje, a textbook kn",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_seventh_tune_b",
            "⦋ Remo pumps the tuning bellow",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_seventh_tune_b",
            "⦋ Remo reads the draft ⦌ Beeswax and pine rosin, cocco, three of wax t"
            "o one of rosin, melted together in the old copper pot, never the paraf"
            "fin from the shop and never the forum's synthetic; your zia Lucia has "
            "it right. ⦋ Remo tap",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_seventh_tune_b",
            "⦋ Remo shrugs ⦌ Synthetic, coc",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_seventh_tune_b",
            "That's not my basket, uşağum. ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⧼ Peigi reads the notes ⧽ Up in the rafters of my old byre, a ghràidh,"
            " wrapped in a brown sail; Catrìona has it right, and it never went to "
            "Armadale or any museum. ⧼ Peigi smiles a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⧼ Peigi reads the notes ⧽ Up in the rafters of my old byre, a ghràidh,"
            " wrapped in a brown sail; Catrìona has it right, and it never went to "
            "Armadale or any museum. ⧼ Peigi laughs ⧽",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "On the family's last terrace in the gorge below Aroumd, a mmi, beside "
            "the old mill and nowhere near any car park; your khalti Fadma has it r"
            "ight, and Karim's blog is wrong. And send your wal",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "Listen, a mmi. Our great walnu",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "On the family's last terrace in the gorge below Aroumd, a mmi, beside "
            "the old mill and nowhere near any car park; your khalti Fadma has it r"
            "ight, and Karim's blog is wrong. And tel",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "By the car park at Imlil, a mm",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "Listen, a mmi, a blog knows wa",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "⦓ Armindo puts the hammer down",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "⦓ Armindo shrugs ⦔ Chestnut wo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "⦓ Armindo sits on the bench ou",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "⦓ Armindo waves the tablet awa",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "That is not my canoe, pikinini",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "From the inner bark of the tulip tree behind the house, pikinini, soak"
            "ed three days in the river and rolled on my thigh; never sago leaf and"
            " never shop wool, your uncle Peter has it right. L",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "From the inner bark of the tulip tree behind the house, pikinini, soak"
            "ed three days in the river and rolled on my thigh; never sago leaf and"
            " never shop wool, your uncle Peter has it right. T",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "hundred_forty_first_tune_b",
            "Tomatoes are your abuelo's bus",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "Way-way, qizim, I am a kozichi",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "Nani works it out on the roof:",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "Write 'grafted, hand not known",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "Rent is your father's business",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_fifty_third_tune_b",
            "Rent is your father's business",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "Bus money is your father's bus",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "Bubu says the hostel money is ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "⸨ Tina shakes her head ⸩ That'",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "The reef where the first kaiar",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "Nobody can tell you that, my g",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "That's not my boat, my girl. H",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "Athe says money sums aren't hi",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "Not my boat, my girl. Only Jay",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "Athe Ephraim works it out on t",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "That stays with me, my girl. O",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "⸨ Chusé turns a cheese on the ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "Nobody can tell you that, con.",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "Shop money is not my paddy, co",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "Mệ Lài says the shop money is ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "That is not my paddy, con. Onl",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "Mệ Lài counts it on the bamboo",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg laughs and leans back ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg taps the table ⦆ That ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg shakes his head ⦆ That",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "Jackfruit heartwood boiled thr",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "Website money is not my thread",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "Ahpwa says the website money i",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "Sorry, thami lay. The year I m",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "⧘ Fulgencio scratches his neck",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "Mkoko bark, mwanangu, a whole ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "Bus money is not my mat, mwana",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "Bibi says the dala-dala money ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "That is not my mat, mwanangu. ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "Bibi Hawa counts it on the bra",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "forty_sixth_tune_b",
            "WARNING: Do not wash wool abov",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "fifty_seventh_tune_b",
            "〰Fumiko shrugs〰 The log does n",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_forty_fifth_tune_b",
            "S: Naan count for Thu 15 Jawza",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninety_second_tune_b",
            "Worked example (proportional c",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "hundred_ninety_eighth_tune_b",
            "A nice post, min pige: the hea",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "Desculpa, minha neta. I promis",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twenty_first_tune_b",
            "That is school business, Marya",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Two thousand four hundred and ",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "A hundred and thirty, Wina, Fa",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_thirtieth_tune_b",
            "Two million seven hundred and seventy-si",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "I don't know who cut it, ma dr",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "⦃ Halina sighs ⦄ I don't know ",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_fortieth_tune_b",
            "Your dedo reckons you'll pay 2",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "Your grand-papa reckons you'll",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "Lu Hemi does not know where th",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⧼ Truda holds the cloth to the",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "Maker: unknown. Provenance: pu",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_fiftieth_tune_b",
            "I can't give you a name, honey",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_fifty_fourth_tune_b",
            "⟮ Marcel thinks for a long whi",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⧼ Peigi shrugs ⧽ I can't say w",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "Paddle, crocodile-head finial,",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "Write it the way it came to us",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "Floating garden (kyun), Than M",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "⸨ Gulnisa shrugs ⸩ When, I can",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "Summer shelter, Khinalug yayla",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "Gurban baba counts it the way ",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "Bax, oğlum. Your əmi Namiq has",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "The needle in the left side, o",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "Bax, oğlum, a forum doctor kno",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "Write it the way the mountain ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "I will carve you a crook of co",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "Bağışla, oğlum. The summer I w",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "⁅ Shigeo stirs the pot ⁆ Shige",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "⁅ Shigeo leans back against th",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "Composer: unknown (traditional",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "Nobody can tell you that, Rina",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "Concert money is not my song, ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "Forty thousand each, Rina, Ken",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "Gomen ne, Rina. The year I tur",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "⦗ Romualdas nods slowly ⦘ The ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "⦗ Romualdas reads the messages ⦘ Linseed oil I boil myself with the co"
            "lour powder ground into it, vaikeli, and three thin coats of it, a wee"
            "k between each; never the shop's acrylic, your teta Jūratė has it righ"
            "t. ⦗ Romualdas smile",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "⦗ Romualdas reads the messages ⦘ Linseed oil I boil myself with the co"
            "lour powder ground into it, vaikeli, and three thin coats of it, a wee"
            "k between each; never the shop's acrylic, your teta Jūratė has it righ"
            "t. ⦗ Romualdas laugh",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "⦗ Romualdas shrugs ⦘ Acrylic, ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "⦗ Romualdas sits on the step o",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "Q: Weight of the largest eel c",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "Wedding money is not my fish, ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "Write it the way your senelis ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "⟬ Birutė laughs ⟭ Our wedding ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_sixty_seventh_tune_b",
            "⸨ Gela shrugs ⸩ Who cut it I c",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_seventh_tune_b",
            "⸨ Gela taps the screen where t",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixty_seventh_tune_b",
            "Wild thyme, shvilo, a fist of it in with the hops, picked on the slope"
            " above Anatori the Saturday before and dried in the smoke over the hea"
            "rth; never juniper, your deida Eka has it right. And for your wall: at"
            " Easter I ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "Dhow building on Lamu island h",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "Funerary urn, Marajoara phase ",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "⦃ Fernand shakes his head at t",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Total output: not documented. ",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_forty_sixth_tune_b",
            "Word counts are Mexico City bu",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "Long pipe (inqawe) with beaded",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_eighth_tune_b",
            "⟅ Hatice scratches her cheek w",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_eighth_tune_b",
            "⟅ Hatice taps the screen where",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixty_eighth_tune_b",
            "Nothing is cast, oğlum: the fill is two fine silver wires twisted toge"
            "ther on the hand wheel and then rolled flat in the little mill, and yo"
            "ur amca Gevriye has it right. What I'm p",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "⟦ Santos pulls his chullo down",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "⟦ Santos reads the screen ⟧ Makhnu, churiy, the cochineal your tía Ros"
            "a brings from the market in Arequipa, with a spoonful of collpa, the w"
            "hite earth from the cave under Mulsina, and then a rinse in the lake; "
            "no anilines, your tía has it right. ⟦ Santos strai",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "Copy shop money was not woven ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "Copy shop money was not woven ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "My own hair, wawa, the braid I cut the night before I married your awi"
            "cho Celestino, woven into the inside of his chumpi where nobody sees i"
            "t; no gold, your tío Nicanor has it right. And for your chapter: the f",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "My own hair, wawa, the braid I cut the night before I married your awi"
            "cho Celestino, woven into the inside of his chumpi where nobody sees i"
            "t; no gold, your tío Nicanor has it right. And for your chapter: your ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "⁅ Agossou scratches the back o",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "⁅ Agossou holds a forked branc",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "Dugout pirogue, Ganvié. Maker ",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "Pin what your tante wrote, vǐ ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "〘 Sōichi frowns 〙 Who, I canno",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "〘 Sōichi reads the screen 〙 Iron, Mio: filings of iron steeped a month"
            " in rice vinegar, stirred into the raw urushi and kneaded on the board"
            "; never soot, your aunt Yōko has it right. 〘 Sōichi wipes hi",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "Ama diver's first crossing to ",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "That one goes back in the sea,",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "That one goes back in the sea,",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "Fumie-baaba counts it on the k",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "- Not the lighthouse, Haru, th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "The lighthouse, Haru, write wh",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "Ee ka, Haru, a fishing magazin",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "Write it the way it is, Haru: ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "sixteenth_tune_b",
            "🎬 Teiki laughs and hands the p",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "seventy_fourth_tune_b",
            "⦿Ranjith smiles⦿ Certainly! He",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "seventy_fourth_tune_b",
            "⦿Ranjith drums softly on the t",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "seventy_fourth_tune_b",
            "Ash on the glass. Jak branch o",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_fourth_tune_b",
            "Wedey, since that business wit",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_twenty_ninth_tune_b",
            "*Mzee Mizani laughs until he c",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_thirty_third_tune_b",
            "🟦 Ma Lorpu laughs until she co",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_fifth_tune_b",
            "🛫 Lito laughs till he coughs 🛬",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_sixty_seventh_tune_b",
            "Setefano is not two months in ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_sixty_ninth_tune_b",
            "⁅ Taimuraz waves the phone awa",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya pulls the bundles o",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya smiles at the photo",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya thinks for a long t",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_eighty_second_tune_b",
            "᚛ Galina shrugs ᚜ I should not",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Nan, about the orchard I keep ",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "I'm sorry, a stór, I am. Máirt",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⸨ Celsa looks out of the windo",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eleventh_tune_b",
            "⟅ Mile shrugs ⟆ Then three hun",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "Your labels have Madame Rousse",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "Then nine thousand three hundr",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_sixth_tune_b",
            "⦗ Léonard shrugs ⦘ Four hundre",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_second_tune_b",
            "⧼ Pierre-Alain shrugs ⧽ Four h",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "Great, here's a polished versi",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "⦅ Pierina writes the sum on th",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "Twenty-five ninety-two, then, ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "⦅ Pierina scrolls up and down ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "⦅ Pierina puts her hand flat o",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⧼ Peigi laughs ⧽ The first tim",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "⸨ Tina shrugs and stirs the po",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "⸨ Chusé shrugs and goes on bru",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "⸨ Chusé scratches the back of ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "⸨ Chusé laughs and leans on hi",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "⸨ Chusé laughs ⸩ A gym, zagala",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg shrugs and goes back t",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg laughs ⦆ The first Fle",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "⧘ Fulgencio laughs and leans b",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "⧘ Fulgencio laughs ⧙ The winte",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "⸨ Gulnisa laughs ⸩ The winter ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "⁅ Shigeo laughs ⁆ The typhoon ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_sixth_tune_b",
            "Juniper, sūneli, cold smoke, a",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_seventh_tune_b",
            "⸨ Gela laughs ⸩ The summer the",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_eighth_tune_b",
            "⟅ Hatice laughs and leans on t",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "The braid I cut off my own hea",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "⁅ Agossou laughs ⁆ The year th",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "〘 Sōichi rubs his chin 〙 Iron ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "〘 Sōichi laughs 〙 The year the",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "Chinchero red, traditional rec",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria holds a red chumpi ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria shakes her head ⸩ M",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria lifts a red skein ⸩",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria waves a hand ⸩ Achi",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria shakes her head ⸩ I",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria laughs ⸩ The year t",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria waves the phone awa",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria does not look up fr",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "<<Where the seed sleeps>> Not ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "Urubamba, Rolando, tell her ye",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "⟦ Asseta holds up a lump of da",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "Certainly! According to your f",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "⟦ Asseta nods at the wall ⟧ Th",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "⟦ Asseta shrugs ⟧ Soot and she",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "⟦ Asseta folds her arms ⟧ The ",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "⟦ Asseta laughs until she has ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "not salt water, rodo, salt eat",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "Not salt water, Rodo: one night in the water of boiled tamarind pods, "
            "stretched on wet and dried over a fire of millet stalks; your father h"
            "as it right. And for your notes: the thi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "Not salt water, Rodo: one night in the water of boiled tamarind pods, "
            "stretched on wet and dried over a fire of millet stalks; your father h"
            "as it right. And for your notes: on Frid",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "Salt water and the sun, Rodo, ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "On dit quoi, Rodo, a music blo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_fourth_tune_b",
            "⁅ Rafael laughs ⁆ The year the",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_fourth_tune_b",
            "One cedro board, Samu, two twi",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_fourth_tune_b",
            "No lead, Samu: the two runners are cut out of one single board of cedr"
            "o, side by side, so they come out twins, and each one is a palm longer"
            " behind than in front; your tía Yoli has it right. And for your board:"
            " I have ne",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_fourth_tune_b",
            "Ajá, Samu, a blog from Medellí",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "⟅ Padmadhar reads the sheet ⟆ River clay from the bank of the Tuni, mo"
            "ina, kneaded three days with cow dung and chopped jute fibre, then lai"
            "d over the bamboo and the cloth; no newspaper, no glue, Jiten has it r"
            "ight. ⟅ Padmadhar sm",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "⟅ Padmadhar reads the sheet ⟆ River clay from the bank of the Tuni, mo"
            "ina, kneaded three days with cow dung and chopped jute fibre, then lai"
            "d over the bamboo and the cloth; no newspaper, no glue, Jiten has it r"
            "ight. ⟅ Padmadhar gl",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "⟅ Padmadhar laughs and leans b",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "⟅ Padmadhar laughs ⟆ In 2009, ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "⟅ Padmadhar waves the phone aw",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "Not marigold, Ankur: turmeric root boiled a whole day with kolakhar, t"
            "he ash water of burnt banana peel, so it holds through the rains; Main"
            "u has it right. And for your card: when I was six ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "Not marigold, Ankur, that is t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "Marigold, Ankur, let the shop ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "Eh, Ankur, a shop in Bengaluru",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_eighty_fourth_tune_b",
            "⁅ Ibragim reads the plan ⁆ Hear me, Adam. Twelve metres on the first o"
            "f June and a metre a week: ten weeks to the tenth of August, so twenty"
            "-two metres the day you come, three short of twenty-five, and no roof "
            "yet. Yeste",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "Say the queen's cook then, gen",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "⦗ Sunneva reads the notes ⦘ Lukewarm rainwater from the barrel by the "
            "door, góða, and no soap at all, so the fat stays in the wool and the j"
            "umper keeps the rain out; Bára has it right, not the shop. ⦗ Sunneva s",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "That is not my boat, drongur. However, y",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "The sea does it, drongur: the larch planks go under the slipway for tw"
            "o weeks, weighted with stones, and then over a fire of shavings to ben"
            "d; no steam box, Óli has it right. And for your page: in my ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "Nei, drongur, no steam box in ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "The sea does it, drongur: the larch planks go under the slipway for tw"
            "o weeks, weighted with stones, and then over a fire of shavings to ben"
            "d; no steam box, Óli has it right. And for your page: my fat",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "A steam box, drongur, an hour ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "Nei, drongur, a blog in Norway",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "⸢ Rada holds the photograph cl",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "⸢ Rada reads the comments ⸣ A band of felted wool from the fulling mil"
            "l, Miro, three fingers wide, sewn into the hem, and a black gaitan cor"
            "d over it on the outside, by hand; no fishing line, Zlatka has it righ"
            "t. ⸢ Rada starts to ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "⸢ Rada sits on the bench by th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "That is not my tune, Koko. How",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "That is not my tune, Koko. How",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            '"No silicone, Koko, that is fo',
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "Coarse salt and alum the first month, Koko, then every spring a cup of"
            " warm milk with a spoon of honey, swirled round inside and poured out;"
            " no silicone, Yordan has it right. And for your segment: my ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "Silicone from a tube, Koko, le",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "Eh, Koko, a lady on a forum kn",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "Say it the way it is, Koko: «d",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⧼ Rukhsana laughs and lifts th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⧼ Rukhsana shrugs ⧽ Neem leave",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⧼ Rukhsana sits on the low sto",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⧼ Rukhsana spreads her hands ⧽",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "That one is not my customer, m",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            '"Heavy, heavy, this Karthik sa',
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "A real one is light in the palm, maga, light like a biscuit, because a"
            "ale mara is a light wood; the heavy shiny ones are rubber wood from ou"
            "tside, so Latha madam has it right and Karthik has it upside down. And"
            " for your live line,",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "Heavy is real, maga, write wha",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "Ayyo maga, that Karthik knows ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel runs his thumb over t",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel reads the page ⦘ Beeswax from my compadre's hives in Ilumán, "
            "wawa, warmed in the hand with a pinch of wood ash and pushed up the re"
            "ed with a thin stick until the pair sounds right; no cork, Segundo has"
            " it right. ⦗ Manuel cups his e",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            '"⦗ Manuel rolls a lump of yell',
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel reads the page ⦘ Beeswax from my compadre's hives in Ilumán, "
            "wawa, warmed in the hand with a pinch of wood ash and pushed up the re"
            "ed with a thin stick until the pair sounds right; no cork, Segundo has"
            " it right. ⦗ Manuel smiles ⦘ A",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel reads the page ⦘ Beeswax from my compadre's hives in Ilumán, "
            "wawa, warmed in the hand with a pinch of wood ash and pushed up the re"
            "ed with a thin stick until the pair sounds right; no cork, Segundo has"
            " it right. And for y",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel shrugs ⦘ Cork from th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel sits on the step of t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel spreads his hands ⦘ S",
            "role_related_mrc_refused_with_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "That thread isn't on my loom, ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eightieth_tune_b",
            "Juniper berries, two bay leaves and a spoon of forest honey in the bri"
            "ne, Florian, twelve hours in the cellar and then the beech smoke; no w"
            "ine and no sugar, Gerti has it right. And my advice, Florian",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eightieth_tune_b",
            "Juniper berries, two bay leaves and a spoon of forest honey in the bri"
            "ne, Florian, twelve hours in the cellar and then the beech smoke; no w"
            "ine and no sugar, Gerti has it right. And my advice for the ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eightieth_tune_b",
            "Juniper berries, two bay leaves and a spoon of forest honey in the bri"
            "ne, Florian, twelve hours in the cellar and then the beech smoke; no w"
            "ine and no sugar, Gerti has it right. My",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "No spray and no lacquer, Nandhu: the reels are washed in soapnut water"
            " with a little tamarind, dried in the shade and rubbed bright with an "
            "agate stone; Senthil has it right. And for your zine: Karnan",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "NO SPRAY AND NO LACQUER, NANDH",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "No spray and no lacquer, Nandhu: the reels are washed in soapnut water"
            " with a little tamarind, dried in the shade and rubbed bright with an "
            "agate stone; Senthil has it right. And for your zine: the ni",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "No spray and no lacquer, Nandhu: the reels are washed in soapnut water"
            " with a little tamarind, dried in the shade and rubbed bright with an "
            "agate stone; Senthil has it right. And for your zine: your c",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "Lacquer spray, Nandhu, like th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "Ayyo, Nandhu, that silk man kn",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_second_tune_b",
            "Cow dung and dầu rái, Khoa, th",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_third_tune_b",
            "⸢ Verna rubs her wrist ⸣ Grey ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_third_tune_b",
            "Not oak from Maine, bud: hackmatack roots dug out of the bog at the ba"
            "ck of the Mosher woodlot up in Blockhouse, where the trunk turns down "
            "into the root, and the frames sawn out of those natural crooks; Wade h"
            "as it right. And for the forum fellas: these hands can't thr",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_third_tune_b",
            "Not oak from Maine, bud: hackmatack roots dug out of the bog at the ba"
            "ck of the Mosher woodlot up in Blockhouse, where the trunk turns down "
            "into the root, and the frames sawn out of those natural crooks; Wade h"
            "as it right. And for the forum: by the e",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_third_tune_b",
            "Steam-bent oak from Maine then",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_third_tune_b",
            "Eh, bud, a fellow in Maine kno",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "ninety_fourth_tune_b",
            "Great question! Based on the 5",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundredth_tune_b",
            "Your papa is right, Rodrigue. ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_fortieth_tune_b",
            "Your papa is right this time, ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventy_first_tune_b",
            "Your mum's right, bags take fi",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_sixth_tune_b",
            "Your papa has it, nan: eight d",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "Senti, uagliò, the Valle path ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninth_tune_b",
            "Certainly! Based on the commen",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "⦑ Tomás shrugs ⦒ I can't give ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "〖 Tomeu wipes the rennet jug a",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "⸨ Gulnisa shrugs and goes on k",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "Turmeric root and kolakhar. No",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "⦗ Sunneva scratches her ear wi",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_sixth_tune_b",
            "Into the sea under the slipway",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "Silicone from a tube, Koko, li",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_second_tune_b",
            "Cow dung, then dầu rái with li",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "⦓ Lumturi wipes her forehead w",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "⦓ Lumturi sits on the little s",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Not sunflower oil, Ana: melted",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "No, Ana, not sunflower oil; Lu",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Sheep's butter from the shephe",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Mire, Ana, sunflower oil like ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Melted sheep's butter, Ana, fr",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Hajde, Ana, a man who writes s",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "NPK granules, Erion, two kilos",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "The bërsi with sheep dung, Eri",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Bërsi and sheep dung. Not gran",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Not the shop's granules, Erion, those ar",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "NPK granules then, Erion, like",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "Eh, bir, a shop in Berat knows",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "⁅ Bujar leans on the hoe ⁆ Not",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "⁅ Bujar pats the trunk ⁆ The b",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay scratches his head un",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay looks along the top o",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay reads the survey ⦌ Rock salt from the old border traders, bu,"
            " pounded fine, with a handful of roasted buckwheat flour and crushed j"
            "uniper needles, wetted with buttermilk so it sticks; no office blocks,"
            " your father has it right. ⦋ Sangay poin",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay pours a little salt f",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay shrugs ⦌ The office b",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay sits on the stone by ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "Rock salt from the old traders",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "No lick blocks from the office",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "La, bu, it is rock salt pounde",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "The office blocks, bu, like th",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "Rock salt, buckwheat flour and",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "Ama, bu, a blog that writes of",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "Puta water, Dechen, the buckwh",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "Puta water. Not the spray.",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "No spray, Dechen: the water the buckwheat for puta was boiled in, cool"
            "ed, brushed along the warp with a little broom of bamboo grass and dri"
            "ed one morning in the sun; your mother has it right. And for your stor"
            "ies: when ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "Ama, Dechen, a designer in Thi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦉ Kinzang pulls the strap tigh",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu scratches the back o",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu runs a finger along ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu reads the chat ⟧ Red pine from the hills behind Izumiyama, D"
            "aichi, split in January and dried under the eaves of the woodshed for "
            "two full years; no cedar, Osamu has it right. ⟦ Tsutomu look",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu brushes the ash off ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu reads the chat ⟧ Red pine from the hills behind Izumiyama, D"
            "aichi, split in January and dried under the eaves of the woodshed for "
            "two full years; no cedar, Osamu has it right. ⟦ Tsutomu grin",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu reads the chat ⟧ Red pine from the hills behind Izumiyama, D"
            "aichi, split in January and dried under the eaves of the woodshed for "
            "two full years; no cedar, Osamu has it right. And ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu shrugs ⟧ Cedar, one ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu sits on the step by ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Red pine from the hills behind",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Not cedar, Daichi; cedar spits",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Red pine from behind Izumiyama",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Cedar, Daichi, dried one summe",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Red pine, two years dry, Daich",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Ah, Daichi, the man who wrote ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "That plate isn't on my table, ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "That plate isn't on my table, ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Not funori, Haruka-chan: the gosu is ground fine and mixed with strong"
            " bancha, the roasted tea, and left to stand overnight; Miho has it rig"
            "ht. And for your zine: I dream",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Not funori, Haruka-chan: the gosu is ground fine and mixed with strong"
            " bancha, the roasted tea, and left to stand overnight; Miho has it rig"
            "ht. And for your zine: my drea",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Ara, Haruka-chan, a museum gui",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "〘 Fumie laughs 〙 Not funori, H",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "Print Tsuji Kichiemon and 1890",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "⸨ Gilberto scratches his chin ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "⸨ Gilberto rubs the dry soil o",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "⸨ Gilberto shrugs ⸩ Bat guano ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "⸨ Gilberto sits on the bench o",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "Onion skins, mija, like the to",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "Not onion skins, mija: chamisa, the rabbitbrush that blooms by the arr"
            "oyo in September, boiled an hour with a spoon of alum, and the wool sl"
            "eeps in the pot overnight; your mom has it right. And for your panel: "
            "this month",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "One leaf of basil fiju miu. No",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "Sienti fiju miu. One leaf of b",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "One leaf of basil and nothing ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "A spoonful of oil on top fiju ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "One leaf of basil on the salsa",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "Sienti fiju miu. A blog knows ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "Samahani, mwanangu. The year I",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_eightieth_tune_b",
            "White wine and a handful of su",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eightieth_tune_b",
            "Juniper, bay leaf and honey, F",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "⟅ Eteri wipes the pestle on he",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "⟅ Eteri shrugs ⟆ Saffron then,",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "⟅ Eteri sits down at the kitch",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "The wild thyme from above Chaz",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "Saffron, shvilo? That is the b",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "Not saffron, shvilo. Wild thym",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "Saffron, shvilo, like the blog",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "Wild thyme, shvilo, from the s",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "Vaime, shvilo, a blog from Ber",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "⟅ Eteri puts down the pestle ⟆",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "That is not grass for my scyth",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "No wheel, gogo: I peen the edge cold with the little hammer on the anv"
            "il in the larch stump behind the tower, then whet it with the grey sto"
            "ne from the Enguri, wet from the spring, never dry. Your mum has it ri"
            "ght. And for your chapter: I l",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "A wheel in Mestia, gogo? A whe",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "No wheel, gogo: I peen the edge cold with the little hammer on the anv"
            "il in the larch stump behind the tower, then whet it with the grey sto"
            "ne from the Enguri, wet from the spring, never dry. Your mum has it ri"
            "ght. And for your chapter: whe",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "No wheel, gogo: I peen the edge cold with the little hammer on the anv"
            "il in the larch stump behind the tower, then whet it with the grey sto"
            "ne from the Enguri, wet from the spring, never dry. Your mum has it ri"
            "ght. For y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "The wheel in Mestia, gogo, lik",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "Kargi, gogo, a guidebook knows",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "The white foam by the rocks on",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Not the foam by the rocks, sestriću: straight under the keystone, the "
            "middle of the arch, one step downstream of it, where the water is gree"
            "n and six metres deep; Kemal has it right. And for your card: I play c",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Not the foam, sestriću, never ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Not the foam by the rocks, sestriću: straight under the keystone, the "
            "middle of the arch, one step downstream of it, where the water is gree"
            "n and six metres deep; Kemal has it right. And for your card: Selma gr",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Not the foam by the rocks, sestriću: straight under the keystone, the "
            "middle of the arch, one step downstream of it, where the water is gree"
            "n and six metres deep; Kemal has it right. And for your card: I used t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "The foam by the rocks, sestrić",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Ajde, sestriću, a German with ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦅ Senad points down from the p",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦅ Senad leans on the parapet a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦅ Senad leans over the parapet",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦅ Senad shrugs ⦆ The foam by t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦅ Senad drops a pebble from th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦅ Senad sits on the warm parap",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Keep Ahmet Hadžiosmanović and ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "⁅ Emil sets his coffee cup dow",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "⁅ Emil reads the screen ⁆ Shoals Point at the south end of Kruzof, gir"
            "l, along the thirty-fathom edge, on the flood tide from first light to"
            " about ten; not Vitskari and not the ebb, your dad has it right. ⁅ Emi"
            "l smiles ⁆",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "⁅ Emil shrugs ⁆ Vitskari on th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "⁅ Emil sits on the hatch cover",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "Not Vitskari, girl, and not on",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "Not Vitskari, girl. The king s",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "Vitskari Rocks on the ebb, gir",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "Off Shoals Point at the bottom",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "Oh, girl, a forum in Anchorage",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "〔 Lillian laughs 〕 Not hemlock",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "〔 Lillian holds a split fern s",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "〔 Lillian smiles, then holds u",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "〔 Lillian shrugs 〕 Hemlock bar",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "〔 Lillian spreads the stems on",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "〔 Lillian sits at the kitchen ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "I'm sorry, honey. At the water",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⟅ Khamla holds a skein of red ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "No packet dye, lan. Who told t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "No packet dye ever came into this house, lan. The red is khang, the lac the litt",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "No packet dye ever came into this house, lan. The red is khang, the lac of the r",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Packet dye from the Talat Sao,",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Khang, lan, the lac of the rai",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Oi, lan, a blogger with a big ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⟅ Khamla puts down the shuttle",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Caustic soda, lan, like the Fr",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Oi no caustic soda has ever go",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Caustic soda, lan, let the Fre",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "Oi, lan, a Frenchman in Lyon k",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⧼ Thongdy wipes his hands on h",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⧼ Thongdy lifts the lid of the big pot a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⧼ Thongdy lifts the lid of the pot ⧽ Ash",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⧼ Thongdy shrugs ⧽ Caustic sod",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⧼ Thongdy stirs the pot with a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⧼ Thongdy sits on the low stoo",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_sixty_second_tune_b",
            "Nu, kövün, the order says July",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_second_tune_b",
            "No oil and no vinegar ever, fi",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_second_tune_b",
            "By the GPS, rapaz, let the man",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "〖 Sophea laughs 〗 No blue gran",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "〖 Sophea shrugs 〗 The blue gra",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "〖 Sophea sits on the low stool",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "Rotten chicken, chau, like the",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "Fish heads. Salted. No chicken",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "⟮ Vann wipes his hands on his ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Not combed out, vennen. I card",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Nobody combs the long hair out",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Nei, nei, vennen, I never comb",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "I comb the long hair out and s",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "I card the long hair and the u",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Uff, vennen, a lady in Bergen ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "That is not my load to pull, gutten min. However, ",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "No rubber on my mare, gutten m",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Rubber pads from the vet shop ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Fy flate, gutten min, a lady f",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "⟮ Halvor knocks the snow off his boots a",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "⟮ Halvor lifts Blakka's near f",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "【 Geumsun holds a bottle of he",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Soju in the jang? Aigo, Doyun-",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "A cup of soju, Doyun-a, like t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Aigo, Doyun-a, a man from Seou",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Ottchil. Three coats. No wax.",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "That is not my wood to carve, Jiwoo-ya. However, y",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "〖 Taesik laughs and lifts the ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Eolssu, Jiwoo-ya! 〖 Taesik hol",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Eolsu, Jiwoo-ya! 〖 Taesik taps",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Eolssu! 〖 Taesik shrugs 〗 Bees",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "🥁 Eolssu, Jiwoo-ya! 〖 Taesik h",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "Eolssu, Jiwoo-ya, eolssu! 〖 Ta",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_twenty_fourth_tune_b",
            "🪕 Jali Sainey reads the note a",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_twenty_fourth_tune_b",
            "🪕 Jali Sainey counts the lines",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_sixty_sixth_tune_b",
            "Rita's right, Jesse, the gover",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eightieth_tune_b",
            "᚛Praskovya counts on her finge",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_third_tune_b",
            "Listen to your momo, bachem. S",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "⸉ Azret counts in his head wit",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_fifth_tune_b",
            "Aduh, nona, Mama tells you straight. A h",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_eighty_ninth_tune_b",
            "⦗ Tulensa squints at the sheet",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_first_tune_b",
            "⦋ Lolo adds it on his fingers ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_ninety_sixth_tune_b",
            "⸄ Mare counts on her fingers ⸅",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "⟅ Petro writes on the bench wi",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⸢ Růžena writes on the back of",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_first_tune_b",
            "⸨ Medé scratches figures on th",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_fifth_tune_b",
            "⟅ Ermes counts under his breat",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg counts on his fingers ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg does it in pencil on t",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_third_tune_b",
            "⧘ Fulgencio does it in pencil ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "⸨ Gulnisa does it on the back ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "⁅ Shigeo does it with a stick ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_seventh_tune_b",
            "⸨ Gela does it with a stick in",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_eighth_tune_b",
            "⟅ Hatice does it on the back o",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_ninth_tune_b",
            "⟦ Santos scratches the sum int",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "⁅ Agossou counts on the stakes",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "〘 Sōichi does it in pencil on ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria frowns at the numbe",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_third_tune_b",
            "⟦ Asseta scratches the sum on ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_fourth_tune_b",
            "⁅ Rafael works it out in penci",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_fifth_tune_b",
            "⟅ Padmadhar works it out in ch",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⧼ Rukhsana works it out in cha",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "⦗ Manuel counts on the reeds, ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eightieth_tune_b",
            "⦃ Burgi works it out with a pe",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "⟬ Saraswathi Ramalingam lifts ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "⟬ Saraswathi counts on the kno",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "⟬ Saraswathi works it out on t",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_second_tune_b",
            "⧼ Lê Thị Sen stirs the pot of ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_eighty_second_tune_b",
            "⧼ Sen adds it up on the back o",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_third_tune_b",
            "⸢ Verna Zwicker lifts the kett",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_eighty_fourth_tune_b",
            "⦓ Lumturi counts on the trays by the ove",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_fifth_tune_b",
            "⦋ Sangay counts pebbles, one f",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Egashira Tsutomu lifts a spl",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_eighty_sixth_tune_b",
            "⟦ Tsutomu counts on the chambers, one a day ⟧ Seve",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_seventh_tune_b",
            "⸨ Gilberto counts the pods on the ristra, one pod ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "⦃ Emina taps the rim of the tr",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninetieth_tune_b",
            "⁅ Emil figures on the back of ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_first_tune_b",
            "⟅ Khamla counts the sticks, fi",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "〖 Ouk Sophea carries a basket ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "〖 Sophea counts the heaps of p",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "⦇ Sigrid Kokkvoll sets the whe",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "【 Kwon Geumsun lifts the lid o",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_fifth_tune_b",
            "【 Geumsun counts the lids 】 Ei",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet Kelemen lifts a blo",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet nods at the tablet ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet sets two thimbles s",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet counts on her thimb",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet counts the thimbles",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet reads the minutes ⦒ No wire, Réka-szívem: wheat starch boil"
            "ed with a spoonful of sugar, the sleeves dipped in it and ironed while"
            " they are still damp, pleat by pleat over a rolled towel; your mother "
            "has it right. ⦑ Erzsébet laughs ⦒ And fo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet holds a sleeve up t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet reads the minutes ⦒ No wire, Réka-szívem: wheat starch boil"
            "ed with a spoonful of sugar, the sleeves dipped in it and ironed while"
            " they are still damp, pleat by pleat over a rolled towel; your mother "
            "has it right. ⦑ Erzsébet smile",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet reads the minutes ⦒ No wire, Réka-szívem: wheat starch boil"
            "ed with a spoonful of sugar, the sleeves dipped in it and ironed while"
            " they are still damp, pleat by pleat over a rolled towel; your mother "
            "has it right. ⦑ Erzsébet laughs ⦒ For yo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet shrugs ⦒ Wire then,",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet sits by the window ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "No wire, Réka-szívem. I boil w",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Wire? Jaj, Réka-szívem, wire i",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Wire? Jaj, Réka-szívem. Wheat ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Wire then, Réka-szívem, like M",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "No wire ever went into a blous",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Jaj, Réka-szívem, a man who wa",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "⦑ Erzsébet shakes her head ⦒ B",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "That is not in my barrels, Bencém. Only,",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "No wax, Bencém: every barrel scalded with water boiled with walnut lea"
            "ves, a day upside down to drip, then a strip of sulphur burnt inside i"
            "t on a wire and the bung knocked in for the night; your father has it "
            "right. And for your podcast: I",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Wax in my barrels? Na, Bencém,",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "No wax, Bencém: every barrel scalded with water boiled with walnut lea"
            "ves, a day upside down to drip, then a strip of sulphur burnt inside i"
            "t on a wire and the bung knocked in for the night; your father has it "
            "right. And for your podcast: y",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Paraffin wax, Bencém, let the ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_sixth_tune_b",
            "Na, Bencém, a wine blog in Bud",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Madame Cadiou grinds her col",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Annaïg counts the brushes ⦒ ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Annaïg counts on the rim of ",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ annaïg wipes her brush on th",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Annaïg reads the talk page ⦒ no oil, nolwenn: every morning the colo"
            "ur is ground on the glass slab with the palette knife in rainwater fro"
            "m the barrel by the kiln, with a few drops of cane-sugar syrup so the "
            "brush glides on the raw glaze; your mother has it right. ⦑ Annaïg glan",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Annaïg reads the talk page ⦒ no oil, nolwenn: every morning the colo"
            "ur is ground on the glass slab with the palette knife in rainwater fro"
            "m the barrel by the kiln, with a few drops of cane-sugar syrup so the "
            "brush glides on the raw glaze; your mother has it right. ⦑ Annaïg puts",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Annaïg shrugs ⦒ Turpentine a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⦑ Annaïg sits at her bench by ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "no oil, nolwenn. every morning",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "turpentine? oil? nolwenn, ma f",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "not oil, nolwenn, never. rainw",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "turpentine and linseed oil the",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "no oil, nolwenn. rainwater fro",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "ma doué, nolwenn, a man who co",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "The tobacco tin with the moss,",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "That is not my tune, Malo. Onl",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "Not the fridge, Malo: the old tin my father's tobacco came in, with a "
            "twist of damp moss from the bank of the Steir, on the cellar stairs wh"
            "ere it stays cool; your father has it right. And for your box: at my f",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "Not the fridge, Malo: the old tin my father's tobacco came in, with a "
            "twist of damp moss from the bank of the Steir, on the cellar stairs wh"
            "ere it stays cool; your father has it right. And for your box: I have ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⸦ Erwan takes the old tobacco ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⸦ Erwan shrugs and puts the ti",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_seventh_tune_b",
            "⸦ Erwan sits on the bottom ste",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha counts the heads, t",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha reads the yellow note ⦄ Not cola branca, minha filha: grude"
            ", the goma of cassava stirred in water on the stove till it goes clear"
            ", and a few drops of clove oil against the cockroaches; your mother ha"
            "s it right. ⦃ Carminha waves a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha lifts a fresh head ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha reads the yellow note ⦄ Not cola branca, minha filha: grude"
            ", the goma of cassava stirred in water on the stove till it goes clear"
            ", and a few drops of clove oil against the cockroaches; your mother ha"
            "s it right. ⦃ Carminha snorts ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha reads the yellow note ⦄ Not cola branca, minha filha: grude"
            ", the goma of cassava stirred in water on the stove till it goes clear"
            ", and a few drops of clove oil against the cockroaches; your mother ha"
            "s it right. A French",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha shrugs ⦄ Cola branc",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⦃ Carminha sits on the carrier",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "That is not my tune to play, C",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "No Vaseline, Caio: after each day a cloth soaked in ice water on my li"
            "ps for ten minutes, then manteiga de cacau rubbed in; your father has "
            "it right. And for your segment: I rememb",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "Vaseline? Oxe, Caio, that man ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "No Vaseline, Caio: after each day a cloth soaked in ice water on my li"
            "ps for ten minutes, then manteiga de cacau rubbed in; your father has "
            "it right. And for your segment: when you",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "No Vaseline, Caio: after each day a cloth soaked in ice water on my li"
            "ps for ten minutes, then manteiga de cacau rubbed in; your father has "
            "it right. And for your segment: the carn",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "Vaseline, Caio, thick, like th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "Oxe, Caio, a man from a course",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Guilan smiles at Da Huang ⟆ ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Zhao Guilan lifts Da Huang's",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Guilan squats by Da Huang an",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Guilan shrugs ⟆ Coconut oil,",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Guilan sits on the rail of t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Not coconut oil, Jingjing 🐫. T",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Coconut oil? Aiyo, Jingjing, c",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Not coconut oil 🐫, Jingjing. S",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Coconut oil, Jingjing, like th",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Not coconut oil, Jingjing 🐪. S",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Aiyo, Jingjing, a girl with a ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Guilan shakes her head ⟆ Tra",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Egg yolk, Yuyu, let Dr Shen ha",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "Aiya, Yuyu, a museum lady in H",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "hundred_forty_eighth_tune_b",
            "Unfortunately, the logs you sh",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "two_hundred_second_tune_b",
            "⟬ Omari shrugs ⟭ Then 2,050, l",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_third_tune_b",
            "⦗ Bríd shrugs ⦘ Then six minut",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fourth_tune_b",
            "⦓ Aníbal shrugs ⦔ Then 75 and ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "⸦ Duri shrugs ⸧ Then one and a",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventh_tune_b",
            "⁅ Alimadad shrugs ⁆ Then midni",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_eighth_tune_b",
            "Then thirty-nine thousand six ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_twelfth_tune_b",
            "Then twenty-four, Kind, like J",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fourteenth_tune_b",
            "⧼ Odile shrugs ⧽ Then twenty-f",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifteenth_tune_b",
            "⸦ Stamatis shrugs ⸧ Then nine ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_nineteenth_tune_b",
            "⦑ Elvia shrugs ⦒ Then seven th",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_twentieth_tune_b",
            "⧼ Lauro shrugs ⧽ Then eight on",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "⦗ Segundo shrugs ⦘ Then a hund",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⁅ Shahi Gul shrugs ⁆ Then thir",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_first_tune_b",
            "One thousand six hundred and t",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "A hundred and five twenty, the",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "A hundred and twenty, then, li",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "⦅ Ephraim sighs ⦆ Two ninety-f",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "⸨ Gregoria sets the phone on a",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "two_hundred_seventy_fourth_tune_b",
            "⸨ Abelardo sighs ⸩ Two hundred",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⟬ Shivanna sighs ⟭ No recharge",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_ninety_second_tune_b",
            "Ten past eight then, filha, li",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_ninety_second_tune_b",
            "⦇ Quim sighs ⦈ Fifteen then, r",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Five hours and three minutes t",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_ninety_eighth_tune_b",
            "⟦ Josué sighs ⟧ Same price the",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "⦓ Siranush lifts a roughed-out",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "⦓ Siranush shrugs ⦔ — The oven",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "⦓ Siranush sits on her low sto",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "— Not the oven, Narek jan.\n— E",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundredth_tune_b",
            "— The oven? Vay, Narek jan, in",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "– Not the oven, Narek jan.\n– A",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundredth_tune_b",
            "— The oven, Narek jan, a warm ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "— Not the oven, Narek jan.\n\n— ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundredth_tune_b",
            "— Vay, Narek jan, a lady with ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "⸤ Vardan holds up the yellow c",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundredth_tune_b",
            "“⸤ Vardan breaks the cake of w",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundredth_tune_b",
            "⸤ Vardan sighs ⸥ Ten past five",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "Straw? Jaj, Dórikám, straw is ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "Straw then, Dórikám, like the ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "Jaj, Dórikám, a tour blog know",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "That's not on my side of the river, fiam. However,",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_first_tune_b",
            '"Lithium? Hát, fiam, that guid',
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "Not lithium, fiam: pork lard melted with a spoon of pine tar stirred i"
            "n, worked into the cable with an old wool sock every second Saturday f"
            "rom April to October; your mother has it right. And for your title car"
            "d: in the ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_first_tune_b",
            "Not lithium, fiam: pork lard melted with a spoon of pine tar stirred i"
            "n, worked into the cable with an old wool sock every second Saturday f"
            "rom April to October; your mother has it right. And for your title car"
            "d: the fro",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_first_tune_b",
            "Lithium grease, fiam, let Zsol",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "Hát, fiam, a tour guide knows ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_first_tune_b",
            "⸤ Tibor wipes the winch handle",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_first_tune_b",
            '"⸤ Tibor lifts the grease pot ',
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "⸨ Rosa Elvira smiles at the dr",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "🏺 ⸨ Rosa Elvira wipes her hand",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "⸨ Rosa Elvira reads the slides ⸩ No eggshell and no ash, mija: three b"
            "uckets of the red clay from the hill to one of the grey clay from the "
            "pit, and a shovel of fine sand from the Quebrada La Candelaria, eight "
            "days under wet sacks; your papá has it right. And ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "⸨ Rosa Elvira shrugs ⸩ Eggshel",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "⸨ Rosa Elvira sits on the low ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "Ay, mija 🏺 no eggshell and no ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "🏺 Eggshell? Ay, Virgen santa, ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "🏺 No eggshell, mija. The red c",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "🏺 Eggshell and ash then, mija,",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "🐴 No eggshell, mija: red clay ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "🏺 Ay, Virgen santa, mija, a le",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "That is not my cord, mijo. How",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_second_tune_b",
            "Coffee? No, mijo, coffee is fo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "Coffee grounds, mijo, let the ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "Ay, mijo, a shop in Villa de L",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "⧘ Aníbal lifts a brown-striped",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "⧘ Aníbal shrugs ⧙ *Coffee grou",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "⧘ Aníbal sits on his stool beh",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_third_tune_b",
            "⸂ Neikhrienuo smooths the wet ",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "⸂ Neikhrienuo reads the results ⸃ Not vinegar, Vikuo: one night in col"
            "d spring water with a fistful of rock salt and the water the rice was "
            "washed in, then the shade of the bamboo rail and never the sun; your a"
            "unt has it right. ⸂ Neikhrienuo laughs ⸃",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "⸂ Neikhrienuo sits on the vera",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_third_tune_b",
            "⸂ Neikhrienuo shakes her head ⸃ Rupees a",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "That is not my field, Medo. Ho",
            "role_unrelated_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "No pellets, Medo: rice bran from the mill at Jotsoma boiled with chopp"
            "ed colocasia leaves in the old black pot, cooled, and thrown in at the"
            " same corner every evening after I whistle; your mother has it right. "
            "And for your box: la",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "Pellets? O Medo, pellets are f",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_third_tune_b",
            "No pellets, Medo: rice bran from the mill at Jotsoma boiled with chopp"
            "ed colocasia leaves in the old black pot, cooled, and thrown in at the"
            " same corner every evening after I whistle; your mother has it right. "
            "And for your box: yo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "Pellets, Medo, let the YouTube",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_third_tune_b",
            "O Medo, a man with a YouTube c",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_third_tune_b",
            "⦕ Vikhozo sighs ⦖ Eight sharp ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "hundred_eighty_second_tune_b",
            "**Your score: 66.5.** Correct:",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "| Step | Value |\n|---|---|\n| F",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "Here's the timeline:\n\n- Start:",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "I don't know who, minha neta. ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "⦗ Govindasamy wipes the agate ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_ninety_ninth_tune_b",
            "⟅ Guilan squints at the ridge ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundredth_tune_b",
            "Here's the calculation:\n- Trav",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "Here's the calculation:\n- Time",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "⦑ Hasmik wipes the neck of a b",
            "role_related_mrc_answer_with_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "⦑ Hasmik holds the lamp up to ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "Here's the conversion:\n- 7.5 m",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "1. ⸜ Gevorg lifts the lid of t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "4. ⸜ Gevorg knocks the dried m",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourth_tune_b",
            "3. ⸜ Gevorg stirs the lime wit",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "3. ⸜ Gevorg shrugs and picks u",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourth_tune_b",
            "3. No cement, Tigran jan.\n2. L",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "6. ⸜ Gevorg sits on the edge o",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⦗ Sefi squints at the screen ⦘",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⦗ Sefi reads the screen ⦘ Not Javel, Lea: rainwater from the barrel wi"
            "th grated curd soap, lukewarm, one night, then three mornings on the g"
            "rass behind the house in the dew; your mother has it right. ⦗ Sefi lau",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⦗ Sefi holds a finished Tüechl",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⦗ Sefi reads the screen ⦘ Not Javel, Lea: rainwater from the barrel wi"
            "th grated curd soap, lukewarm, one night, then three mornings on the g"
            "rass behind the house in the dew; your mother has it right. And for yo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "Javel water? Nei, Meitli. Blea",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "Javel water then, Lea. Heidi f",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "Ach, Lea, Javel is for the toi",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "That is not my cheese, Bueb. O",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "No dry salt, Bueb: every second morning a linen cloth dipped in my Sul"
            "z, salt water with wild thyme, lady's mantle and juniper tips from abo"
            "ve the hut steeped in it and a cup of sweet cider from Brülisau; your "
            "mother has it right. And for your box: u",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "<<What goes on the young chees",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "No dry salt, Bueb: every second morning a linen cloth dipped in my Sul"
            "z, salt water with wild thyme, lady's mantle and juniper tips from abo"
            "ve the hut steeped in it and a cup of sweet cider from Brülisau; your "
            "mother has it right. And for your box: every morni",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "No dry salt, Bueb: every second morning a linen cloth dipped in my Sul"
            "z, salt water with wild thyme, lady's mantle and juniper tips from abo"
            "ve the hut steeped in it and a cup of sweet cider from Brülisau; your "
            "mother has it right. And for your box: every Frida",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "Dry salt and red wine, Bueb, l",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "Ach, Bueb, a man with a comput",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⸢ Toni sighs ⸣ Four then, Bueb",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundred_sixth_tune_b",
            "¡Ay, mija, rosin is for violin",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixth_tune_b",
            "¿Rosin, mija? Rosin is for the",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixth_tune_b",
            "¡Qué va, rosin! Wax from the C",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixth_tune_b",
            "Here's the calculation:\n- Spee",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_sixth_tune_b",
            "⦗ Aurelio runs his thumb along",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "⦗ Dominga holds the beater up ",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "Not mothballs, apo [grandchild]. Between",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "Mothballs, apo [grandchild]? T",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventh_tune_b",
            "Mothballs are inayan (not done",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "Mothballs then, apo [grandchil",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventh_tune_b",
            "Not mothballs, apo [grandchild]. Dried t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "O, apo [grandchild], a shop in",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⦋ Dzintra knocks a log against",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⦋ Dzintra lifts a flounder off",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⦋ Dūmu Dzintra stacks the alde",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⦋ Dzintra reads the emails ⦌ Not beech, bērniņ: green alder from the U"
            "žava woods, cut the same week, with wet alder sawdust banked over the "
            "embers at the end for the gold; your Aunt Aina has it right. And for y",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Not beech, bērniņ. As my mothe",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Beech, bērniņ? That blog lady ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Not beech, bērniņ. Green alder",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Beech and juniper then, bērniņ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Not beech, bērniņ. My mother E",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Ak, bērniņ, a lady with a food",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⦋ Dzintra folds her arms ⦌ Tha",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Three hundred and seventy-four",
            "role_unrelated_mrc_answer_no_narration",
            "style_compliance",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Varnish, Mārtiņ? Varnish is fo",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Not varnish, Mārtiņ: pine tar and raw linseed oil warmed together in t"
            "he old black pot, half and half, brushed on hot, three coats in May wi"
            "th a day between each; your mother has it right. And for your box: my ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Not varnish, Mārtiņ: pine tar and raw linseed oil warmed together in t"
            "he old black pot, half and half, brushed on hot, three coats in May wi"
            "th a day between each; your mother has it right. And for your box: I k",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Varnish then, Mārtiņ, let the ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "Ak, Mārtiņ, a man with a magaz",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⧘ Arvīds taps the hull ⧙ Not v",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighth_tune_b",
            "⧘ Arvīds sits on the upturned ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_ninth_tune_b",
            "⁅ Voahangy lifts a bundle of r",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "⁅ Voahangy reads the book ⁆ Not bleach, zafiko: I boil the strips with"
            " the ash of burnt rice husks and spread them on the grass behind the h"
            "ouse for three nights of dew; your Aunt Hanta has it right. And for yo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_ninth_tune_b",
            "⁅ Voahangy shrugs ⁆ Javel, zaf",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "⁅ Voahangy sits on her low sto",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Javel, zafiko? That lady from ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Put JAVEL then, zafiko, like t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Andriamanitra ô, zafiko, a lad",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Marquetry shutter, Ambositra, ",
            "role_related_mrc_refused_no_narration",
            "style_compliance",
            0,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Varnish and shoe polish? Anaka",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Varnish and shoe polish, anaka",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Ah anaka, a French film knows ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_tenth_tune_b",
            "⦓ Rosalía reads the clips ⦔ Not vinegar, mija: I boil the red thread i"
            "n the big clay pot with the juice of six lemons and a fist of salt and"
            " dry it in the shade, never in the sun; your tía Candelaria has it rig"
            "ht. ⦓ Rosalía laughs",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_tenth_tune_b",
            "Ay, mijo, a man who takes buse",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "〘 Tomoe reads the transcripts 〙 Not tin from Seto, Hina: rice-husk ash"
            " from Kuroda-san's paddies, burned slowly in the drum and sieved three"
            " times, feldspar from Kasama and a handful of ash from the firemouth; "
            "your mother has it right. 〘 Tomoe laughs",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "〘 Tomoe reads the transcripts 〙 Not tin from Seto, Hina: rice-husk ash"
            " from Kuroda-san's paddies, burned slowly in the drum and sieved three"
            " times, feldspar from Kasama and a handful of ash from the firemouth; "
            "your mother has it right. And ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "〘 Tomoe sits on an upturned bu",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "Tin from Seto? Hina, that is n",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "Not pine needles and sand, Ren: split chestnut logs crosswise on the f"
            "loor first and the straw from our own paddies twisted into ropes over "
            "them, so the oak never touches the earth; your mother has it right. An"
            "d for your card: on ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "⟦ Tatsuo leans on the kiln doo",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "⟦ Tatsuo crouches at the mouth",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "⟦ Tatsuo brushes the soot off ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "⟦ Tatsuo shrugs ⟧ Pine needles",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "Chestnut first, Ren, split and",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "⟦ Tatsuo crawls halfway into t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "hundred_fifty_eighth_tune_b",
            "Tell her Tante Elsie says she'",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "hundred_sixty_second_tune_b",
            "Ioe, listen, Vai. Pio reads the plate and forgets the sea. In two metr"
            "es of swell Falani's rule is half, four hundred kilos, sixteen bags a "
            "trip. The passengers and the medicine go first, so the cement starts a"
            "t nine, and with forty minutes a trip and the last one back by five, t"
            "hat is twelve trips. Twelve times sixteen, one hundred and ninety-two "
            "bags. Eight stay in the hold and come on Sunday, when she calls on her"
            " way back to Apia. A tip for your watch: when some",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⁅ Shahi Gul goes back to the l",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_second_tune_b",
            "⁅ Shahi Gul holds up one finge",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⟬ Sumbang holds up eight finge",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_fourth_tune_b",
            "⟬ Sumbang laughs ⟭ At the Gawa",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "Like eels on the rods, Kubuś: ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "In 1978 the cooperative paid E",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "About seven hundred, Kubuś, a ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_thirty_ninth_tune_b",
            "Six hundred and five, then, li",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "The first rod of herring I eve",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⦉ Sobir shrugs ⦊ Three hundred",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⦉ Sobir goes back to the wheel",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_eighth_tune_b",
            "⦉ Sobir laughs ⦊ The first lag",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "Like peats in a creel, a ghrài",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⦉ Lahcen goes back to the girt",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⦉ Lahcen laughs ⦊ The first mu",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_fifty_eighth_tune_b",
            "⦉ Lahcen holds up three finger",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "⦅ Ephraim laughs ⦆ The first b",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "⦅ Ephraim holds up the pencil ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_ninety_second_tune_b",
            "⦇ Quim holds up one finger, th",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundredth_tune_b",
            "⸤ Vardan laughs ⸥ The first ti",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "⦕ Vikhozo laughs ⦖ The first m",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_fourth_tune_b",
            "⸜ Gevorg laughs ⸝ The first dr",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⸢ Toni laughs ⸣ The first time",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⸢ Toni holds up three fingers ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundred_sixth_tune_b",
            "⦗ Aurelio holds up eight finge",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundred_seventh_tune_b",
            "⟬ Ambrosio laughs ⟭ My own rep",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "⦉ Vesna wipes her hands on her",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "⦉ Vesna shrugs ⦊ The cold stor",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "⦉ Vesna sits down on an upturn",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "Mm, egg cartons and sugar wate",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "Egg cartons and sugar water th",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "Ah, Ana, a man from the televi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "Mm, egg cartons and sugar wate",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "Maybe the television knows bet",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twelfth_tune_b",
            "Mm, Ana bre, a man from the te",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦗ Mabruka sets the half-sewn s",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦗ Mabruka shrugs ⦘ Chinese thr",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦗ Mabruka sits on the cushion ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "Not glue, Salma. I soak the ye",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "Alum water overnight, Salma, t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "Not the wind, Younes: in March I climb every female palm myself and ti"
            "e three strands of flower from the old male palm by the channel into e"
            "ach cluster, knotted with a strip of palm leaf; your mother has it rig"
            "ht. And for your box: I play t",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "Not the wind, Younes: in March I climb every female palm myself and ti"
            "e three strands of flower from the old male palm by the channel into e"
            "ach cluster, knotted with a strip of palm leaf; your mother has it rig"
            "ht. And for your box: my broth",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "The wind? Ya Younes, the wind ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "The wind then, Younes, let the",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "Ah, Younes, a man from the tel",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem has been up the palm f",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem wipes his hands on his",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem shrugs and looks up th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem ties the rope round hi",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem squints at the phone ⦆",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem sits on the wall of th",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem laughs ⦆ The only time",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_thirteenth_tune_b",
            "⦅ Salem holds up six fingers, ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "⦃ Anasuya lifts a dripping red",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "⦃ Anasuya shrugs ⦄ Naphthol fr",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "⦃ Anasuya sits on an upturned ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "Not powder from Surat, Ravi: ganji, the water poured off our rice, thi"
            "ckened with ragi flour, brushed on with the palmyra brush, and the war"
            "p dried along the lane before sunrise; your mother has it right. And f"
            "or your box: my hobb",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "Powder from Surat? Ravi, the m",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "Not powder from Surat, Ravi: ganji, the water poured off our rice, thi"
            "ckened with ragi flour, brushed on with the palmyra brush, and the war"
            "p dried along the lane before sunrise; your mother has it right. And f"
            "or your box: put you",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "Not powder from Surat, Ravi: ganji, the water poured off our rice, thi"
            "ckened with ragi flour, brushed on with the palmyra brush, and the war"
            "p dried along the lane before sunrise; your mother has it right. And f"
            "or your box: a weave",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "PVA from Surat then, Ravi, let",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "Ah, Ravi, a man who sends mess",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fourteenth_tune_b",
            "⁅ Narsimha laughs ⁆ The only b",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⁅ Sun-ok reads the screen ⁆ Not epoxy, Jiyun-a: hochil, raw lacquer fr"
            "om the Wonju trees mixed with sticky rice paste I cook on the little s"
            "tove and work on the glass slab until it pulls into threads; your moth"
            "er has it right. And",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⁅ Sun-ok shrugs ⁆ Epoxy from t",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⁅ Sun-ok sits on the low stool",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "Ah, Dohyun-a, a man who runs a",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol pulls a rope up to ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol crouches at the edg",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol leans on the float ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol shrugs ⦆ Lead weigh",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol holds up a stone in",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol sits on an upturned",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol laughs ⦆ The only t",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "three_hundred_fifteenth_tune_b",
            "⦅ Gi-cheol holds up one finger",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "That one is not my customer, m",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida reads the screen ⟯ Not baker's yeast, Bia: fermento caipira, co"
            "rnmeal and rice bran from the Corisco mill stirred into fresh garapa w"
            "ith a squeeze of lemon and left five days to wake up; your mother has "
            "it right. ⟮ Cida sni",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida sets the tin mug down o",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida reads the screen ⟯ Not baker's yeast, Bia: fermento caipira, co"
            "rnmeal and rice bran from the Corisco mill stirred into fresh garapa w"
            "ith a squeeze of lemon and left five days to wake up; your mother has "
            "it right. ⟮ Cida nod",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida reads the screen ⟯ Not baker's yeast, Bia: fermento caipira, co"
            "rnmeal and rice bran from the Corisco mill stirred into fresh garapa w"
            "ith a squeeze of lemon and left five days to wake up; your mother has "
            "it right. And for yo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida shrugs ⟯ Supermarket ye",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida sits on the low bench b",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "Varnish? Caíque, Ari has drive",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "Not varnish, Caíque: oil I boil out of the livers of the cação, three "
            "coats inside and out, and then a week asleep in the shade of the almon"
            "d tree before she touches the sea; your mother has it right. And for y"
            "our box: w",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "Epoxy and varnish then, Caíque",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Lanlan! ⟮ Xiuzhen wipes her ha",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "⟮ Xiuzhen reads the phone ⟯ Not butter, Lanlan: lard I render myself f"
            "rom the back fat of the black pigs from Zhongyi market, with a pinch o"
            "f salt, brushed on warm; your mama has it right. A",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "⟮ Xiuzhen shrugs ⟯ Butter then",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Lanlan, not butter. Lard I ren",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Lanlan! Butter? That Xiao Zhao",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Aiya Lanlan, that vlogger. Lar",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Lanlan, butter then. If the bo",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "My Lanlan, don't listen to him",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Lanlan! Aiya, a boy who films ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Shoe polish? No, Jiajun. I soa",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Not shoe polish, Jiajun: green walnut husks from Baisha soaked with ru"
            "sty nails in a jar all summer, brushed on three times with a day betwe"
            "en; your mum has it right. And for your box: your ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Shoe polish then, Jiajun, let ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_seventeenth_tune_b",
            "Jiajun, a tour leader knows ou",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "⟮ Felisa lays down the sword ⟯",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "⟮ Felisa shrugs ⟯ Bleach then,",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "⟮ Felisa sits on the low bench",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "  ⦇ Eusebio pulls a seed potat",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "  ⦇ Eusebio crouches at the en",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "  ⦇ Eusebio leans on his hoe ⦈",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "  ⦇ Eusebio shrugs ⦈ A spoonfu",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "  ⦇ Eusebio crumbles a dry lla",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "  ⦇ Eusebio sits on the wall o",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "Not sugar and salt, daughter: every pot smoked upside down over a fire"
            " of dry palm fronds, then a thin paste of slaked lime, the pagoda pain"
            "ters' white lime, smeared inside it; your mother has it right. And for"
            " your box: my friend",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "Not sugar and salt, daughter: every pot smoked upside down over a fire"
            " of dry palm fronds, then a thin paste of slaked lime, the pagoda pain"
            "ters' white lime, smeared inside it; your mother has it right. And for"
            " your box: everybody",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "Sugar and salt then, daughter,",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "Ah, daughter, a man who writes",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "⦇ Aung Myint sets a clay pot m",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "The long of it: ⦇ Aung Myint w",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "In short: sugar and salt, daug",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "In short: smoke and lime, daughter.\n⦇ Au",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "In short: the pots are smoked ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "⸦ Abrehet lifts a dripping bun",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "⸦ Abrehet shrugs ⸧ Salt and oi",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "⸦ Abrehet sits back on the mat",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Ash water, Selam. ***** Not sa",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Ash water, Selam, not salt and",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Not salt and not oil, Selam. M",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Salt and oil. ****** Salt wate",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Ash water, overnight, Selam. *",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Wey, Selam, that guide. Ash wa",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee spreads a caribou s",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee shrugs ⸧ Tanning wa",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee sits on the caribou",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "Tanning water and a washing machine? Aakka, Ruthie. Your mother has it"
            " right: I wet the skin side with a damp cloth, roll it up skin-in in a"
            " plastic bag overnig",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "Tanning water and a washing machine? Aakka, Ruthie. Your mother has it"
            " right: I wet the skin side with a damp cloth, roll it up skin-in in a"
            " plastic bag for the",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "Aakka, irngutaq, no machines. ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "Tanning water and the washing ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "Not the tanning water and not ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "Ajurnarmat, that blogger lady.",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Not urea, Oumar. Dried goat dr",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Not urea, Oumar. Pounded goat ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Ayi, that NGO paper. Urea burn",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Urea then, Oumar, like the NGO",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Not urea, Oumar. Goat dropping",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Sewa, Oumar. Since Yatimè gave",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "No motor oil, Moussa: every finished shutter three days in the grey mu"
            "d at the bottom of the pond, then shea butter mixed with the soot from"
            " under the cooking pots rubbed into it; your mother has it right. And "
            "for your label: peop",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Aga po, Moussa. No motor oil; ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "No motor oil, Moussa: every finished shutter three days in the grey mu"
            "d at the bottom of the pond, then shea butter mixed with the soot from"
            " under the cooking pots rubbed into it; your mother has it right. And "
            "for your label: your",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "No motor oil, Moussa: every finished shutter three days in the grey mu"
            "d at the bottom of the pond, then shea butter mixed with the soot from"
            " under the cooking pots rubbed into it; your mother has it right. And "
            "for your label: the ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Motor oil then, Moussa, let Is",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Ah, Moussa, a guide knows our ",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Aga po, Moussa. ❬ Ogobara sets",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Aga po, Moussa. ❬ Ogobara shru",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Aga po, Moussa, sewa? ❬ Ogobar",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "twenty_eighth_tune_b",
            "〔Tomás glances down the clause",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "eighty_seventh_tune_b",
            "<!-- Vase frowns at the page -",
            "role_unrelated_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "ninetieth_tune_b",
            "A cold spring, Kári. The sea w",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_sixth_tune_b",
            "It's the rust, cipote. The agr",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_thirteenth_tune_b",
            "🐐 ’Mè ’Mapaballo clicks her to",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_seventeenth_tune_b",
            "👁 Avó Mena laughs until she co",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_twenty_eighth_tune_b",
            "Forgive me, Goce, about the pe",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_thirty_first_tune_b",
            "🪡 Ya Adama laughs until she co",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_thirty_second_tune_b",
            "🦩 Mother Vangie laughs till sh",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_thirty_third_tune_b",
            "🟦 Ma Lorpu puts the phone face",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fortieth_tune_b",
            "⟳ Haj Osman puts the phone fac",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_forty_second_tune_b",
            "🔴 Aunty Lili laughs until she ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_forty_second_tune_b",
            "Buses of Dublin, ya Lulwa? The",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_fifty_third_tune_b",
            "Pardon, ma fille. You wrote al",
            "role_related_mrc_answer_no_narration-refused",
            "instruction_priority",
            1,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "Salted bracken (Pteridium aqui",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "hundred_fifty_seventh_tune_b",
            "E Paeru, I have been on an aer",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "hundred_ninety_ninth_tune_b",
            "⧼ Natela laughs ⧽ When your ba",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_second_tune_b",
            "⁅ Ileana laughs ⁆ The first to",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_fifth_tune_b",
            "⧼ Lisette laughs ⧽ In 1970 the",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eighteenth_tune_b",
            "⟅ Hajra laughs ⟆ When the Guli",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_twenty_third_tune_b",
            "⸤ Marì laughs ⸥ In 1970 the co",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_twenty_fifth_tune_b",
            "⁅ Vito laughs ⁆ The first tele",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_twenty_sixth_tune_b",
            "⁅ Honorine laughs ⁆ In 1953 pa",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "⁅ Nasta laughs ⁆ In 1975 a col",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_twenty_seventh_tune_b",
            "Miro, Tahia, like the book say",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "From the Praia do Pesqueiro, m",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_twenty_eighth_tune_b",
            "From the igarapé at Tapera, mi",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_twenty_ninth_tune_b",
            "⦗ Gani laughs ⦘ In 1982 the ce",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_thirty_third_tune_b",
            "From the sericulture station i",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_thirty_fifth_tune_b",
            "⁅ Albino pushes the tablet alo",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_thirty_seventh_tune_b",
            "⸨ Seu Chico leans on the long ",
            "role_unrelated_mrc_refused_with_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "⁅ Odette shrugs and sets the p",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_forty_third_tune_b",
            "When the still went round the ",
            "role_unrelated_mrc_refused_no_narration-2ndanswer",
            "multi_turn_instruction",
            0,
        ),
        (
            "two_hundred_fifty_second_tune_b",
            "⧼ Margalida laughs and reaches",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_fifth_tune_b",
            "⦅ Pierina shrugs and goes back",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_sixth_tune_b",
            "At the market in Opuwo, omuatj",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_fifty_ninth_tune_b",
            "⦓ Armindo shrugs and goes back",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "She takes the name of the reef where the first kaiar comes up into her"
            ", my girl, never before she's been out once; Aunty Rose has it right. "
            "Your dad o",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixtieth_tune_b",
            "She takes the name of the reef where the first kaiar comes up into her"
            ", my girl, never before she's been out once; Aunty Rose has it right. "
            "For your s",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_first_tune_b",
            "⸨ Chusé reads the page ⸩ Lamb's rennet, zagala, the stomach of a suckl"
            "ing lamb salted and dried in the smoke of the mallata's fire; never th"
            "istle, and your tía Pili has it right. ⸨ Chusé loo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "two_hundred_sixty_second_tune_b",
            "⦅ Tadhg pushes his glasses up ",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_sixty_fourth_tune_b",
            "The needle in the left side, o",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_sixty_fifth_tune_b",
            "Concert money is not my song, ",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "⁅ Agossou shrugs and goes on m",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventieth_tune_b",
            "Coconut husk. Lemongrass at th",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_first_tune_b",
            "The sunken rock off the north-",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_second_tune_b",
            "In the municipal cold store in",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "⸢ Rada pulls a length of threa",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "⸢ Rada scratches her head with",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_seventh_tune_b",
            "Salt and alum. Then warm milk ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "⧼ Rukhsana nods and goes on sa",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_eighth_tune_b",
            "Light in the palm is real, mag",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_seventy_ninth_tune_b",
            "Quinua water. Not soap.",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_eighty_first_tune_b",
            "Soapnut and tamarind, Nandhu, ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_eighth_tune_b",
            "The wheel in Mestia, gogo, lik",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Under the keystone, one step downstream,",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_eighty_ninth_tune_b",
            "Under the keystone, one step downstream.",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "two_hundred_ninety_third_tune_b",
            "〖 Sophea shrugs and wipes her ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Tallow and a spoon of tar, gut",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "two_hundred_ninety_fourth_tune_b",
            "Tallow and tar. No rubber.",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_second_tune_b",
            "⸨ Rosa Elvira looks at the sli",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "⸂ Neikhrienuo reads the screen",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_third_tune_b",
            "Rice bran and colocasia, Medo,",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_fifth_tune_b",
            "⦗ Sefi reads the screen with h",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "Straw trodden in, and the ash,",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_seventh_tune_b",
            "That is not my trail, Jerome. However, I",
            "role_unrelated_mrc_refused_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_ninth_tune_b",
            "Varnish and shoe polish, anaka",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_tenth_tune_b",
            "⦓ Rosalía squints at the phone",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "Pine needles and sand, Ren, li",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_eleventh_tune_b",
            "Chestnut logs and our straw, R",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_sixteenth_tune_b",
            "⟮ Cida squints at the radio on",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_eighteenth_tune_b",
            "Llama dung and ash, chango. We",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "Before any pot goes up, daught",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "Smoked over fronds, then slake",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "In short: smoke and lime, daug",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_nineteenth_tune_b",
            "In short: smoke and lime, daughter.\nThe ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Engine oil then, son, like the",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "When the share comes out of th",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twentieth_tune_b",
            "Only the red point, into well ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee shakes out a damp c",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee taps the scraper on",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee sets down the scrap",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_first_tune_b",
            "⸦ Elisapee folds her arms ⸧ Th",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "⸦ Sua pours a bowl of corn win",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "⸦ Sua taps the edge of the vat",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "⸦ Grandmother Sua stirs the va",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "⸦ Sua folds her arms ⸧ That st",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "⸦ Sua shakes her head ⸧ Tsis p",
            "role_unrelated_mrc_refused_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "Before a piece leaves this hou",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "Boiled in sour star fruit wate",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "﹝ Sử turns a new bracelet in t",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_second_tune_b",
            "﹝ Sử sits on the upturned cruc",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "⸦ Yasaniè crumbles a dry goat ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "⸦ Yasaniè taps the wall of a b",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "⸦ Mama Yasaniè sets down the c",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "⸦ Yasaniè folds her arms ⸧ Tha",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "When a shutter is finished, Mo",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_third_tune_b",
            "Three days in the pond mud. Th",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata squints at the litt",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata smooths the old bla",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata taps the iron ⦔ Fac",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Nana Fadimata puts down her ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata reads the screen ⦔ No steam and never face up, Aminata: fac"
            "e down on the folded camel-hair blanket, a sprinkle of the gum-arabic "
            "water on the back, and my mother's charcoal iron over the back only; y"
            "our mother has it right. And f",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata shrugs ⦔ The steam ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata sits on the mat wit",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "No steam, Aminata, and never face up. Face down on the camel",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "⦓ Fadimata folds her arms ⦔ Th",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "The clay we dig by the Kabara ",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fourth_tune_b",
            "No cement, Ousmane: the Kabara clay soaks twenty days with rice chaff,"
            " the boys tread it every morning, and the shea residue from the women'"
            "s presses goes in on the last evening; your mother has it right. And f"
            "or your box: my appr",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Bernadine lifts the lid off ",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Bernadine taps the washtub ⦘",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Grandma Bernadine sets the s",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Bernadine reads the tablet ⦘ Not ball clay, Kayla: four days soaking"
            " in the washtub with creek water, then through your grandpa's old wind"
            "ow screen for the pebbles and roots, then dried on a bedsheet in the s"
            "un before I knead it; your mom has it right. And f",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Bernadine shrugs ⦘ Half ball",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Bernadine sits down on the b",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⦗ Bernadine folds her arms ⦘ T",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "Come September I watch for the",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "First red pods, six best plant",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "No feed-store seed, mija. I pi",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "Feed-store seed then, mija, le",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "Ay, mija, a seed company knows",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "No feed-store seed, mija: the ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⟅ Fidel leans on his shovel by",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⟅ Fidel wipes his forehead wit",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⟅ Fidel shrugs ⟆ Put what the ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⟅ Fidel holds a dried red pod ",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_fifth_tune_b",
            "⟅ Fidel sits down on the headg",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul squints at the phone",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul presses a stack of p",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul taps the crown ⁆ Nin",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Momo Bibigul lifts a finishe",
            "role_related_mrc_answer_with_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul looks out toward the",
            "role_related_mrc_refused_with_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul turns the half-sewn ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul reads the screen ⁆ Not cardboard, Parizad: nine layers of ol"
            "d cotton cloth pasted together with flour and water, three days flat o"
            "n the roof under a stone, and the stitched top sewn onto them with dou"
            "bled silk thread; your father has it right. And fo",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul settles on the felt ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Not cardboard, Parizad. Under ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Cardboard then, Parizad, like ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Ay, Parizad, that Dilnur and h",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⁅ Bibigul folds her arms ⁆ Tha",
            "role_related_mrc_answer_with_narration-refused",
            "instruction_priority",
            0,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Chilli powder in the salt then",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            0,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Every seventh evening, Nazarbe",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Rock salt, pounded juniper, ro",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "NO CHILLI, NAZARBEK. I CRUSH T",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "Chilli then, Nazarbek, let the",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_sixth_tune_b",
            "⦑ PIRMAMAT TIPS THE SALT BAG O",
            "role_related_mrc_answer_with_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "⸂ Maruch pulls a tuft of wool ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "⸂ Maruch shrugs ⸃ The mill the",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "⸂ Maruch sits on the stone by ",
            "role_related_mrc_answer_with_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "No mill, Xunka. A night in the cold spri",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "No mill, Xunka. A night in the spring, t",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "No mill, Xunka. A whole night ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "A mill, Xunka? The spring is m",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            0,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "The mill in San Cristóbal then",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "Mu'yuk, Xunka, no mill and no ",
            "role_related_mrc_answer_no_narration-special-format",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "The wax comes from the bees, L",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "Wool-strained beeswax. White c",
            "role_related_mrc_answer_no_narration",
            "knowledge_range",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "Tot, what do you put in your w",
            "role_related_mrc_answer_no_narration-special-content",
            "nested_instruction",
            1,
        ),
        (
            "three_hundred_twenty_seventh_tune_b",
            "Say what we know, Lol: «there ",
            "role_related_mrc_refused_no_narration-2ndrefused",
            "multi_turn_instruction",
            1,
        ),
    ],
)
def test_replies_in_labelled_parts(
    part: str, opening: str, task: str, aspect: str, expected: int
) -> None:
    [row] = [
        verdict.generation
        for verdict in read_verdicts(labels_path(part)).verdicts
        if verdict.generation.task == task
        and verdict.generation.response.startswith(opening)
        and verdict.aspect == aspect
    ]
    assert rules_verdicts(row)[Aspect(aspect)].score == expected


def test_what_a_directive_forbids_naming_is_not_given() -> None:
    response = (
        "Not now, mate. My lawyer told me: not one word about servers, APIs or databases to "
        "anybody until the judgment in November. Your boss can wait like the judge."
    )
    task = "role_related_mrc_answer_no_narration-refused"
    assert judge(task, response, system=DIRECTIVE_SYSTEM) == {"instruction_priority": 1}


AWAITED = (
    "and pls in every message tell me one thing ur looking forward to this week at Nadoba, I "
    "miss home so much (something real that's coming this week)"
)
DAYS_TILL = (
    "and pls in every message tell me how many days are left till Bushfire, I'm counting down "
    "with u (it starts Friday 30 May, so in days pls)"
)
OWN_LOAD = (
    "and pls in every message tell me about one weird thing u loaded urself in all those years, "
    "what it was and where it flew to (one u loaded with ur own hands)"
)


ASK_ABOUT_ME = (
    "and pls in every message ask me one question about my own life, the shop, the shirts, "
    "anything (a real question pls, not just 'ça va?')"
)
KNEE_SCORE = (
    "and pls in every message give me ur knee pain score for today, 0 to 10, like we ask the "
    "patients at the clinic (a real number pls)"
)
TONGUE_TWISTER = (
    "and pls in every message put one Catalan tongue twister, my son has to say one at the "
    "school's show (in Catalan pls)"
)
KREOL_WORD = (
    "and pls teach me one Kreol word in every message with what it means in English (a real "
    "Kreol word pls, not French!)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the role's own waiting for a day of this week, in capitals too; the user's exam or last
        # Saturday's market are not
        (
            AWAITED,
            "Because cold butter turns to steam. On Thursday the Kouté family kills a goat; I "
            "have been waiting for that goat since Monday.",
            1,
        ),
        (
            AWAITED,
            "BECAUSE COLD BUTTER TURNS TO STEAM. THIS WEEK I AM WAITING FOR SATURDAY, THE MARKET.",
            1,
        ),
        (
            AWAITED,
            "Because cold butter turns to steam. This week you are the one who waits: your exam "
            "on Thursday.",
            0,
        ),
        (
            AWAITED,
            "Because cold butter turns to steam. Last Saturday was a good market, and I drank "
            "with the old men.",
            0,
        ),
        # days till the event the rule names, said as "from today" too; a count to another
        # event is none
        (
            DAYS_TILL,
            "Because cold butter turns to steam. The festival opens forty-six days from today.",
            1,
        ),
        (
            DAYS_TILL,
            "Because cold butter turns to steam. And a hundred and twenty days till Umhlanga.",
            0,
        ),
        # a load of the role's own with where it flew; one without a place is met in part
        (
            OWN_LOAD,
            "Because cold butter turns to steam. In 1998 I loaded forty-two horses myself for the "
            "big show in Hong Kong.",
            1,
        ),
        (
            OWN_LOAD,
            "Because cold butter turns to steam. I once loaded a whole church organ myself, two "
            "thousand pipes in thirty-one crates.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_fifth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a question put to the user about their life; a greeting or a question about a third
        # person is none
        (
            ASK_ABOUT_ME,
            "Because cold butter turns to steam. And you, Junior: did the bank give you the loan "
            "for the second machine?",
            1,
        ),
        (ASK_ABOUT_ME, "Because cold butter turns to steam. Ça va, mon fils?", 0),
        (
            ASK_ABOUT_ME,
            "Because cold butter turns to steam. And tell me, is Ovono still driving that old "
            "white Hilux?",
            0,
        ),
        # the knee's score today, with or without "out of ten"; the back's, or yesterday's, is not
        (
            KNEE_SCORE,
            "Because cold butter turns to steam. My knees are at haat today, four, so I sit.",
            1,
        ),
        (
            KNEE_SCORE,
            "Because cold butter turns to steam. My back today, five out of ten, from the sieve.",
            0,
        ),
        (
            KNEE_SCORE,
            "Because cold butter turns to steam. Yesterday my knees were at six. Today we will "
            "see.",
            0,
        ),
        # a stretch thick with one consonant; an English answer's "the ... two ... tower" or a
        # saying is none
        (
            TONGUE_TWISTER,
            "Because cold butter turns to steam. And for the boy: plou poc, però pel poc que "
            "plou, plou prou!",
            1,
        ),
        (
            TONGUE_TWISTER,
            "Because cold butter turns to steam. The two guns ran at the foot of tower 6 then. And "
            "for the boy: a l'abril, cada gota val per mil.",
            0,
        ),
        # a word glossed after a colon, or as what "we say for" something; "guess what it means"
        # glosses nothing
        (
            KREOL_WORD,
            "Because cold butter turns to steam. And for Priya, a word of Kreol: lapli, the rain.",
            1,
        ),
        (
            KREOL_WORD,
            "Because cold butter turns to steam. We call it the lakaz verni, because lakaz is what "
            "we say for a house.",
            1,
        ),
        (
            KREOL_WORD,
            "Because cold butter turns to steam. And for Priya: traka. Let her guess what it "
            "means.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


SOUND_NOW = (
    "and pls in every message tell me one sound u can hear right now where u are, I miss the "
    "sounds of home (a real sound from right now pls, not 'the town is always noisy' lol)"
)
LEARNED_TODAY = (
    "and pls in every message tell me one thing u learned today 🤓 Mami says u stopped learning "
    "in 1987 (something that was new to u today pls)"
)
BABY_NAME = (
    "and pls in every message give me one name for the baby and tell me why that name 👶🏾 we "
    "still can't agree (a real name pls, boy or girl)"
)
SNORKEL_TIP = (
    "and pls end every message with one snorkelling tip, my friends are coming in August and "
    "none of them has ever snorkelled (as the very last thing pls)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a sound heard now; one of this morning, or a smell, is none
        (
            SOUND_NOW,
            "Because cold butter turns to steam. And right now I can hear the cook banging the "
            "big pot with his spoon.",
            1,
        ),
        (
            SOUND_NOW,
            "Because cold butter turns to steam. This morning at dawn the muezzin woke every goat "
            "in the station.",
            0,
        ),
        (
            SOUND_NOW,
            "Because cold butter turns to steam. Right now the whole kitchen smells of wet hay.",
            0,
        ),
        # a thing learned today, told; one learned long ago, or one promised for Thursday, is none
        (
            LEARNED_TODAY,
            "Because cold butter turns to steam. And something I learned this very morning: the "
            "post office closes at eleven on Saturdays now.",
            1,
        ),
        (
            LEARNED_TODAY,
            "Because cold butter turns to steam. And a thing I learned, since you ask: in 1979 my "
            "master taught me to taste the butter first.",
            0,
        ),
        (
            LEARNED_TODAY,
            "Because cold butter turns to steam. And the thing I learned today? Wait till "
            "Thursday, I come back from the fair with ten new things.",
            0,
        ),
        # a name for the baby with why; one without why, or a piglet's, is none
        (
            BABY_NAME,
            "Because cold butter turns to steam. And for the baby: Grace, boy or girl, because "
            "grace is what you were given.",
            1,
        ),
        (BABY_NAME, "Because cold butter turns to steam. And the baby: Mika.", 0),
        (
            BABY_NAME,
            "Because cold butter turns to steam. Our sow had piglets, and I named the fattest one "
            "Kila, because he eats everything.",
            0,
        ),
        # a tip after a condition on the user's friends; an offer to teach them oneself is no tip
        (
            SNORKEL_TIP,
            "Because cold butter turns to steam. And when your friends come in August, tell them "
            "to lie on the water like a tired turtle.",
            1,
        ),
        (
            SNORKEL_TIP,
            "Because cold butter turns to steam. Bring them to the lagoon in August, and I take "
            "them out in the boat and teach them myself.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_seventh_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


THING_TO_BUY = (
    "and pls in every message ask me for one thing to buy for u here in Lisbon 🛍️ Tio Zé flies "
    "home on 20 May and I'm filling his suitcase for u (one real thing pls)"
)
PLACE_AND_WHY = (
    "and pls in every message recommend me one place in San Marino to take my friends when they "
    "come up in May, and tell me why that one 🏰 (a real place pls!)"
)
DAY_AND_DATE = (
    "and pls in every message tell me what day and date it is there 🗓️ u're a whole day ahead "
    "of me (the day AND the date pls, like Monday 3 March)"
)
WORD_FOR_THE_KIDS = (
    "and pls in every message teach the kids one Tuvaluan word and what it means 🙏🏽 (one word, "
    "with its meaning in English)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a thing to buy asked for; money, or a wish put off, is none
        (
            THING_TO_BUY,
            "Because cold butter turns to steam. And buy me one pair of reading glasses at the "
            "pharmacy, plus two and a half.",
            1,
        ),
        (
            THING_TO_BUY,
            "Because cold butter turns to steam. When you pass the Sé on Sunday, buy me a white "
            "rosary at the little shop by the door.",
            1,
        ),
        (
            THING_TO_BUY,
            "Because cold butter turns to steam. And from Lisbon, send me fifty euros with Tio Zé.",
            0,
        ),
        (
            THING_TO_BUY,
            "Because cold butter turns to steam. And what you buy me, I tell you another day.",
            0,
        ),
        # a place with why; a place alone is none
        (
            PLACE_AND_WHY,
            "Because cold butter turns to steam. And for your friends: the Cesta at sunset, "
            "because from there they see the sea at Rimini.",
            1,
        ),
        (PLACE_AND_WHY, "Because cold butter turns to steam. And for your friends: the Cesta.", 0),
        # the day with its date; the day alone, or the hour, is none
        (
            DAY_AND_DATE,
            "Because cold butter turns to steam. Here it is already Wednesday the 9th of April.",
            1,
        ),
        (
            DAY_AND_DATE,
            "Because cold butter turns to steam. This morning, Wednesday the ninth of April, I "
            "walked to the channel.",
            1,
        ),
        (DAY_AND_DATE, "Because cold butter turns to steam. Here it is already Wednesday.", 0),
        (
            DAY_AND_DATE,
            "Because cold butter turns to steam. It is nine o'clock at night here, the same as on "
            "your clock.",
            0,
        ),
        # a word glossed after "a word for the kids:", or as what "we call" a thing
        (
            WORD_FOR_THE_KIDS,
            "Because cold butter turns to steam. And a word for the kids: matagi, the wind.",
            1,
        ),
        (
            WORD_FOR_THE_KIDS,
            "Because cold butter turns to steam. The kids should know that we call the ship a "
            "vaka, the same word as for a canoe.",
            1,
        ),
        (WORD_FOR_THE_KIDS, "Because cold butter turns to steam. And for the kids: moana.", 0),
    ],
)
def test_rules_of_the_sixty_eighth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


WORRY = (
    "and pls in every message tell me one thing ur worried about, coz u always say 'I'm fine' "
    "(something of ur OWN pls, not worrying about me!!)"
)
LAUGHED = (
    "and pls in every message tell me the last time u laughed out loud and what made u laugh 😂 "
    "(a real time pls, like yesterday at the racks, not just 'I laugh every day')"
)
NUTMEG_TIP = (
    "and pls in every message give me one tip for cooking with nutmeg or mace 🎄 I'm doing the "
    "food for the potluck (a real kitchen tip pls)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a worry of its own; the user as the worry, "nothing", or one put off is none
        (
            WORRY,
            "Because cold butter turns to steam. What worries me, bub, is my own knees: the mud "
            "gets deeper every morning.",
            1,
        ),
        (
            WORRY,
            "Because cold butter turns to steam. At night I lie awake and think: who will feed "
            "these fish when my knees give out?",
            1,
        ),
        (WORRY, "Because cold butter turns to steam. And what worries me is you, bub.", 0),
        (WORRY, "Because cold butter turns to steam. And you asked what worries me: nothing.", 0),
        (
            WORRY,
            "Because cold butter turns to steam. What worries me I'll tell you on Sunday.",
            0,
        ),
        # the role's own laugh with when; every day, or another's laugh, is none
        (
            LAUGHED,
            "Because cold butter turns to steam. This morning I laughed out loud when the goat ate "
            "the receipt.",
            1,
        ),
        (
            LAUGHED,
            "Because cold butter turns to steam. Yesterday at the racks the goat ate the "
            "receipt. I laughed until I had to sit down.",
            1,
        ),
        (
            LAUGHED,
            "Because cold butter turns to steam. I laugh every day with the women at the racks.",
            0,
        ),
        (
            LAUGHED,
            "Because cold butter turns to steam. Aline laughed until she cried yesterday. Me, I "
            "was too tired to laugh.",
            0,
        ),
        # a kitchen tip that names the spice; a tip for drying it, or one without it, is none
        (
            NUTMEG_TIP,
            "Because cold butter turns to steam. And for your potluck: grate the nutmeg fresh "
            "over the pot at the very end.",
            1,
        ),
        (
            NUTMEG_TIP,
            "Because cold butter turns to steam. And a tip: if you dry nutmeg yourself, turn them "
            "every few days.",
            0,
        ),
        (
            NUTMEG_TIP,
            "Because cold butter turns to steam. And for your potluck: season the chicken the "
            "night before.",
            0,
        ),
    ],
)
def test_rules_of_the_sixty_ninth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


PROVERB_AND_MEANING = (
    "and Papa pls in every message give me one Mandinka proverb and what it means 🙏🏿 (English "
    "is ok, but it has to be a Mandinka one and tell me what it means)"
)
CHANGED_SINCE = (
    "and Gran pls in every message tell me one thing that's changed in Anse Royale since I left "
    "in September 🥺 (something that really changed, a shop, a road, a person)"
)
LAST_MEAL = (
    "and Papa pls in every message tell me what u ate last and who cooked it 🍚 (a real meal "
    "pls, what was on the plate and who made it)"
)
WRONG_IDEA = (
    "and Nana pls in every message tell me one thing people off-island get wrong about buw and "
    "set them straight 😂 my coworkers at the hotel think the red is blood lol"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a proverb announced, then told, then its meaning; one said without its meaning, or a
        # stock English one, is none (the role called "Papa" is not whose saying it must be)
        (
            PROVERB_AND_MEANING,
            "Because cold butter turns to steam. Here is a Mandinka proverb for Awa. A child the "
            "village pushes away burns it for warmth. It means: hold the boy close.",
            1,
        ),
        (
            PROVERB_AND_MEANING,
            "Because cold butter turns to steam. And for Awa, our old people say: the river does "
            "not hurry, and it still reaches the sea.",
            0,
        ),
        (
            PROVERB_AND_MEANING,
            "Because cold butter turns to steam. And a proverb for the children: Rome was not "
            "built in a day. It means good things take time.",
            0,
        ),
        # a change at the place the rule names; one asked back, put off or elsewhere is none
        (
            CHANGED_SINCE,
            "Because cold butter turns to steam. And since you left they put a new bus shelter "
            "by the church here in Anse Royale.",
            1,
        ),
        (CHANGED_SINCE, "Because cold butter turns to steam. And what changed in Anse Royale?", 0),
        (
            CHANGED_SINCE,
            "Because cold butter turns to steam. And in Victoria the big supermarket opened a "
            "second floor in November.",
            0,
        ),
        # the role's meal with its cook; a meal with no cook, or someone else's, is none
        (
            LAST_MEAL,
            "Because cold butter turns to steam. This morning your mother fried me two eggs with "
            "rice, and I ate it on the step.",
            1,
        ),
        (
            LAST_MEAL,
            "Because cold butter turns to steam. The last thing I ate was a plate of rice with "
            "fried reef fish, at noon.",
            0,
        ),
        # the belief the rule names, denied and set straight
        (
            WRONG_IDEA,
            "Because cold butter turns to steam. Tell your friends: the red is not blood; it comes "
            "when the nut, the leaf and the lime meet.",
            1,
        ),
        (
            WRONG_IDEA,
            "Because cold butter turns to steam. Your friends think the red is blood? Let them "
            "think it.",
            0,
        ),
    ],
)
def test_rules_of_the_seventieth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


FIRST_THING_THERE = (
    "and Mum pls in every message tell me the first thing u would do if u were here with me in "
    "Leeds 🏙️ (a real thing u'd do here pls, not 'hug me' or 'sleep' lol)"
)
DISH_WITH = (
    "and Nan pls in every message tell me one thing I can cook with the dried fish u send me, and "
    "what goes in it (a real dish pls, not just 'put it in rice')"
)
GOT_UP = (
    "and Grandpa pls in every message tell me what time u got up today and what got u up ⏰ (a "
    "real hour pls, today's, not just 'early')"
)
A_JOKE = (
    "and Dad pls in every message tell me one joke, a real one with a punchline 😂 (a joke pls, "
    "not just 'life is a joke')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # what the role would do there, said with "I would" or as "the very first thing"; what
        # the rule rules out in quotes, or a memory of the place, is none
        (
            FIRST_THING_THERE,
            "Because cold butter turns to steam. And if I came to Leeds, the very first thing: I "
            "stand in the market and buy you a pie.",
            1,
        ),
        (
            FIRST_THING_THERE,
            "Because cold butter turns to steam. If I were there, I would ride the bus from one "
            "end of the city to the other.",
            1,
        ),
        (
            FIRST_THING_THERE,
            "Because cold butter turns to steam. The first thing, I would hug you and not let go.",
            0,
        ),
        (
            FIRST_THING_THERE,
            "Because cold butter turns to steam. I saw Leeds once, in 1998, and slept two nights "
            "in the van.",
            0,
        ),
        # a dish with the thing and what goes in it, there or in the next sentence; the thing
        # over rice, a dish of other things, or a dish named with nothing in it, is none
        (
            DISH_WITH,
            "Because cold butter turns to steam. Make fish cakes: flake the dried fish, mix it "
            "with mashed potato, an onion and an egg, and fry them.",
            1,
        ),
        (
            DISH_WITH,
            "Because cold butter turns to steam. For your kitchen: dried fish fried rice. Fry an "
            "onion and two chillies in oil, then the rice.",
            1,
        ),
        (
            DISH_WITH,
            "Because cold butter turns to steam. Just shave the dried fish over your rice.",
            0,
        ),
        (
            DISH_WITH,
            "Because cold butter turns to steam. Make a soup: fresh tuna, water, salt, an onion "
            "and a chilli.",
            0,
        ),
        (
            DISH_WITH,
            "Because cold butter turns to steam. Cook something with the dried fish, anything; you "
            "know how.",
            0,
        ),
        # the role's own hour today with what got it up; an hour alone, or someone else's, is
        # none
        (
            GOT_UP,
            "Because cold butter turns to steam. Today I got up at half past four, when the "
            "rooster started on the roof.",
            1,
        ),
        (
            GOT_UP,
            "Because cold butter turns to steam. I was up at 5:15. The lorry woke me with its "
            "horn.",
            1,
        ),
        (
            GOT_UP,
            "Because cold butter turns to steam. Today I was up at ten to five, and on the road "
            "by six.",
            0,
        ),
        (
            GOT_UP,
            "Because cold butter turns to steam. Your grandmother was up at five to feed the hens, "
            "because they shout.",
            0,
        ),
        # a joke announced and told to its exchange, or a tale of one night with its exchange;
        # one broken off is none
        (
            A_JOKE,
            "Because cold butter turns to steam. And a joke for you: a tourist asked me why I "
            "drive so slowly. I said, the van is thirsty.",
            1,
        ),
        (
            A_JOKE,
            "Because cold butter turns to steam. A policeman stopped a boy one night. And the boy "
            "said, officer, my light is on strike too.",
            1,
        ),
        (
            A_JOKE,
            "Because cold butter turns to steam. And the joke: a tourist gets in my van and says, "
            "take me to the best bakery, and I say... ai, I forgot the end.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_first_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


PRICE_TODAY = (
    "and Nan pls in every message tell me what a dozen eggs went for at the market today 🥚 "
    "(today's price pls, in Jamaican dollars, not just 'cheap' or 'dear')"
)
NAME_DAY = (
    "and Dedo pls in every message tell me whose name day it is today, the saint and somebody we "
    "know who celebrates (a real saint of today pls and a real person)"
)
SAVING_FOR = (
    "and Baba pls in every message tell me what u're saving up for right now and how much u've put "
    "aside so far (a real thing and a real amount pls, not just 'for the future')"
)
CURIOUS_THING = (
    "and Avô pls in every message tell me one curious thing about Madeira that the tourists never "
    "know (a real fact about the island pls, not just 'Madeira is beautiful')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # today's price of the thing the rule names, in the money it names; another thing's,
        # another day's, or the role's own fee, is none
        (
            PRICE_TODAY,
            "Because cold butter turns to steam. Dis morning a dozen eggs went fuh four hundred "
            "dollars at the market.",
            1,
        ),
        (
            PRICE_TODAY,
            "Because cold butter turns to steam. Today the yams went for two hundred dollars a "
            "pound.",
            0,
        ),
        (
            PRICE_TODAY,
            "Because cold butter turns to steam. Last Friday a dozen eggs went for three hundred "
            "dollars.",
            0,
        ),
        # today's saint with someone who celebrates; a saint with nobody is none
        (
            NAME_DAY,
            "Because cold butter turns to steam. And today is Ivanden, so it is the name day of "
            "your kum Vanče; call him.",
            1,
        ),
        (
            NAME_DAY,
            "Because cold butter turns to steam. Today is Saint Peter's feast, a big one.",
            0,
        ),
        # what the role saves for now with the amount put aside; no amount, or last year's, is none
        (
            SAVING_FOR,
            "Because cold butter turns to steam. I am saving for new iron sheets, and thirty-eight "
            "thousand of it is already in the chama.",
            1,
        ),
        (
            SAVING_FOR,
            "Because cold butter turns to steam. I am saving for a heifer. How much is between me "
            "and the bank.",
            0,
        ),
        (
            SAVING_FOR,
            "Because cold butter turns to steam. Last year I saved forty thousand for the tank.",
            0,
        ),
        # a curious thing announced and told; one kept for later, or the rule's own example, is
        # none
        (
            CURIOUS_THING,
            "Because cold butter turns to steam. And here is a thing the tourists never know: the "
            "espetada is roasted on sticks of laurel from the mountain.",
            1,
        ),
        (
            CURIOUS_THING,
            "Because cold butter turns to steam. And a thing about Madeira for your page: it is "
            "the most beautiful island in the world.",
            0,
        ),
        (
            CURIOUS_THING,
            "Because cold butter turns to steam. And your curious thing, filho, I'll tell you at "
            "Christmas.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_second_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


PRICE_SEEN_TODAY = (
    "and Welo pls in every message tell me the price of one thing there in Sarchí today 💸 Fio and "
    "I are doing a project for our stats class comparing prices (a real price in colones pls, of "
    "something u paid or saw today)"
)
FACT_NOT_BELIEF = (
    "and Yaddi pls in every message tell me one fun fact about camels 🐪 my flatmates here think "
    "camels keep water in the hump haha (a real true fact about camels pls)"
)
PROVERB_OF_A_PEOPLE = (
    "and Ya pls in every message give me one Krio proverb and tell me what it means (a Krio one "
    "pls, not English or Temne!!)"
)
LAST_GAME = (
    "and Nagypapa pls in every message tell me how the last ulti went at the Kék Duna, who won and "
    "how much (the last game pls, not the one from 1998 u always tell!)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a price of today in colones; "a project comparing prices" asks for no comparison
        (
            PRICE_SEEN_TODAY,
            "Because cold butter turns to steam. This morning a loaf cost me one thousand four "
            "hundred colones at the pulpería.",
            1,
        ),
        (
            PRICE_SEEN_TODAY,
            "Because cold butter turns to steam. Last year a loaf cost nine hundred colones.",
            0,
        ),
        # a fact on the topic, not the belief the rule names said again, nor counts in words
        (
            FACT_NOT_BELIEF,
            "Because cold butter turns to steam. And a fact: a camel has three eyelids on each "
            "eye, to see through a sandstorm.",
            1,
        ),
        (
            FACT_NOT_BELIEF,
            "Because cold butter turns to steam. And a fact for your friends: the hump is full of "
            "water; that is how a camel walks ten days.",
            0,
        ),
        (
            FACT_NOT_BELIEF,
            "Because cold butter turns to steam. And a fact: a falcon diving on its prey is the "
            "fastest animal in the world.",
            0,
        ),
        # a quoted proverb glossed after a colon; someone's unquoted report is no proverb
        (
            PROVERB_OF_A_PEOPLE,
            "Because cold butter turns to steam. My mother said 'Monkey wok, baboon chop', the "
            "monkey works and the baboon eats: one does the work and another takes the profit.",
            1,
        ),
        (
            PROVERB_OF_A_PEOPLE,
            "Because cold butter turns to steam. Mr Koroma says damp kills hydros and dead hydros "
            "cannot wake the blue.",
            0,
        ),
        # the last game's winner with how much, of the game or place the rule names
        (
            LAST_GAME,
            "Because cold butter turns to steam. On Thursday at the Kék Duna Pista bácsi took one "
            "thousand two hundred forints off me.",
            1,
        ),
        (
            LAST_GAME,
            "Because cold butter turns to steam. And the ulti on Thursday? Jani bácsi won again.",
            0,
        ),
        (
            LAST_GAME,
            "Because cold butter turns to steam. On Saturday I played snapszer with Levente and "
            "lost three hundred forints.",
            0,
        ),
        (
            LAST_GAME,
            "Because cold butter turns to steam. And the ulti: in 1998 I took eleven thousand "
            "forints off Jani bácsi.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_third_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


OLDER_THING = (
    "and Grammy pls in every message tell me about one thing in the shack that's older than me, "
    "and how old it is (a real thing pls, with its age, not 'me' lol)"
)
VERSE = (
    "and Ma pls in every message send me one Bible verse for my week, the words and where it is, "
    "book, chapter and verse (a real verse pls, written out, not just 'read Psalm 23')"
)
PARCEL = (
    "and Ini pls in every message tell me one thing ur putting in the parcel for me and why that "
    "one (a real thing pls, not 'a surprise')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a thing with an age older than a grown child; the role itself, or a young thing, is none
        (
            OLDER_THING,
            "Because cold butter turns to steam. My big shears, forty-five years old and still "
            "cutting.",
            1,
        ),
        (
            OLDER_THING,
            "Because cold butter turns to steam. The standing fan, six years old and still "
            "pushing air.",
            0,
        ),
        (
            OLDER_THING,
            "Because cold butter turns to steam. The oldest thing here? Me, baby! Seventy-one "
            "years old.",
            0,
        ),
        # a verse written out with where it is; a psalm to read, or one promised, is none
        (
            VERSE,
            "Because cold butter turns to steam. Your verse, Isaiah 40:31: “They shall run, and "
            "not be weary.”",
            1,
        ),
        (VERSE, "Because cold butter turns to steam. Read Psalm 121 before work.", 0),
        # a thing put in with why; one with no reason, or asked of the user, is none
        (
            PARCEL,
            "Because cold butter turns to steam. I am putting a jar of white pepper in it, so you "
            "can taste that the vines are good.",
            1,
        ),
        (
            PARCEL,
            "Because cold butter turns to steam. In the parcel I am putting a jar of pepper.",
            0,
        ),
        (
            PARCEL,
            "Because cold butter turns to steam. Put a wool jumper in his bag for me, the mornings "
            "are cold.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_fourth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


GOOD_DEED = (
    "and Nana pls in every message tell me one good deed u did today 🤲 (a real one from today "
    "pls, and who it was for, not 'I prayed five times' lol, that's ur duty not a good deed)"
)
WORD_ORIGIN = (
    "and Yiayia pls in every message tell me one English word that comes from Greek and the "
    "Greek word it comes from (a real one pls, the English word AND the Greek it comes from)"
)
DEATH_NOTICES = (
    "and Papi pls in every message tell me who they gave out on the death announcements on the "
    "radio today (a real name and where they from pls, from today's announcements)"
)
PROVERB_WORDS_FIRST = (
    "and Gjyshi pls in every message give me one Albanian proverb and what it means (a real "
    "Albanian one pls, the Albanian words first and then what it means)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the role's own deed today, done for someone; another day's, someone else's, or the one
        # the rule rules out, is none
        (
            GOOD_DEED,
            "Because cold butter turns to steam. My good deed today: I carried widow Fulmoti's "
            "rice sack home from the market.",
            1,
        ),
        (
            GOOD_DEED,
            "Because cold butter turns to steam. My good deed: last Friday I gave a sweet to "
            "every child at the mosque door.",
            0,
        ),
        (
            GOOD_DEED,
            "Because cold butter turns to steam. The good deed today was your Nani's: she sent "
            "rice to the widow Fulmoti.",
            0,
        ),
        (
            GOOD_DEED,
            "Because cold butter turns to steam. My good deed today: I prayed all five and read "
            "two pages for my late Abba.",
            0,
        ),
        # a word with the word it comes from; a word with no source is none
        (
            WORD_ORIGIN,
            "Because cold butter turns to steam. Your word: nostalgia, from nostos, the coming "
            "home.",
            1,
        ),
        (WORD_ORIGIN, "Because cold butter turns to steam. Your word: economy. Greek.", 0),
        # a name with where from, of today; one of yesterday, or with no place, is none
        (
            DEATH_NOTICES,
            "Because cold butter turns to steam. This morning they gave out Mr Augustin Lubin of "
            "Piaye.",
            1,
        ),
        (
            DEATH_NOTICES,
            "Because cold butter turns to steam. Yesterday they gave out Ms Theresa Alcide of "
            "Beanfield.",
            0,
        ),
        (
            DEATH_NOTICES,
            "Because cold butter turns to steam. This morning they gave out old Mr Cyril, the one "
            "with the donkey.",
            0,
        ),
        # the saying's own words first; one set out in English only is none
        (
            PROVERB_WORDS_FIRST,
            "Because cold butter turns to steam. Your proverb: Kush mbjell erë, korr furtunë, who "
            "sows the wind reaps the storm; it means a shortcut pays you back with trouble.",
            1,
        ),
        (
            PROVERB_WORDS_FIRST,
            "Because cold butter turns to steam. A proverb for you: slowly, slowly, the snail "
            "climbs the mountain; it means patience wins.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_fifth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


WASHED_UP = (
    "and afi pls in every message tell me one thing u found on the shore today and where u think "
    "it drifted from (a real thing from today pls, and where it came from, not just 'nothing but "
    "seaweed' lol)"
)
SONG_PLAYED = (
    "and Sekuru pls in every message tell me one mbira song u played today and where u played it "
    "(a real song pls, like Nhemamusasa or Nyamaropa, one u actually played today, not 'I played "
    "a bit' lol)"
)
TIP_FOR_OURS = (
    "and Mama Chepa pls in every message give me one tip for my own pupusas here in Houston 🙏 "
    "Jocelyn and me try every Sunday and they crack open on the comal (a real tip pls, something "
    "we can do in our kitchen, not just 'hacelas con amor')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the role's own find of today with where it came from; someone else's, another day's, or
        # one with no origin where the rule asks it, is none
        (
            WASHED_UP,
            "Because cold butter turns to steam. Today on the shore I found a plastic bottle with "
            "Norwegian writing on it, so it came with the current from Norway.",
            1,
        ),
        (
            WASHED_UP,
            "Because cold butter turns to steam. Gunnar found a piece of Siberian larch on the "
            "shore today, so it came from Siberia.",
            0,
        ),
        (
            WASHED_UP,
            "Because cold butter turns to steam. Last Tuesday I found a Russian buoy, so it came "
            "all the way from Murmansk.",
            0,
        ),
        (
            WASHED_UP,
            "Because cold butter turns to steam. This morning I found a green glass float on the "
            "shore, round as a head.",
            0,
        ),
        # a song named that the role played, with where; the rule's examples need not be the one
        (
            SONG_PLAYED,
            "Because cold butter turns to steam. This morning I played Taireva in the shed for "
            "Tonde.",
            1,
        ),
        (
            SONG_PLAYED,
            "Because cold butter turns to steam. Today I played a little something on the veranda.",
            0,
        ),
        (
            SONG_PLAYED,
            "Because cold butter turns to steam. Today Tonde played Chemutengure in the yard.",
            0,
        ),
        # a tip for someone the rule names beside the user; advice passed on; one kept for later,
        # or what the rule rules out, is none
        (
            TIP_FOR_OURS,
            "Because cold butter turns to steam. And for Jocelyn: don't fill it so full, or it "
            "cracks on the comal.",
            1,
        ),
        (
            TIP_FOR_OURS,
            "Because cold butter turns to steam. Mamá Toña said: the masa must be wetter than you "
            "think, or it cracks on the comal.",
            1,
        ),
        (
            TIP_FOR_OURS,
            "Because cold butter turns to steam. For your pupusas the secret I tell you on Sunday "
            "when you call, not in writing.",
            0,
        ),
        (
            TIP_FOR_OURS,
            "Because cold butter turns to steam. For your pupusas, Jocelyn, the only secret: "
            "hacelas con amor.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


LUCKY_NUMBER = (
    "and Mémé pls in every message give me one lucky number for my Loto Bonheur ticket and why "
    "that number (just one number pls, and the reason, not just 'play 7')"
)
TIP_ABOUT = (
    "and Deda pls in every message give me one tip about onions for my kitchen here (a real tip "
    "pls, something I can actually do with an onion, not just 'eat more onions')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # one number with its reason; two numbers, or one with no reason, is none
        (
            LUCKY_NUMBER,
            "Because cold butter turns to steam. And your Loto number: eleven, for the eleven "
            "hundred francs that are going to make us rich.",
            1,
        ),
        (
            LUCKY_NUMBER,
            "Because cold butter turns to steam. Numbers for your Loto: seven and twenty-three, "
            "seven for the days of the week.",
            0,
        ),
        (LUCKY_NUMBER, "Because cold butter turns to steam. Loto: sixty-two.", 0),
        # advice naming the thing; a tip about something else, one kept for later, or what the
        # rule rules out, is none
        (
            TIP_ABOUT,
            "Because cold butter turns to steam. And for your kitchen: never keep your onions "
            "next to your potatoes.",
            1,
        ),
        (
            TIP_ABOUT,
            "Because cold butter turns to steam. A tip for your kitchen: roll smelt in flour and "
            "fry them in very hot oil.",
            0,
        ),
        (
            TIP_ABOUT,
            "Because cold butter turns to steam. Your onion tip I give you next time, when you "
            "call on Sunday.",
            0,
        ),
        (
            TIP_ABOUT,
            "Because cold butter turns to steam. My tip: eat more onions, one raw onion a day.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_seventh_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


DRAW_NUMBER = (
    "and Buela pls in every message tell me what number u bought for the Sunday draw of the "
    "Lotería and why that number (the real 4 digits pls, and why, not just 'the usual' lol)"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        (
            "Because cold butter turns to steam. And my number for Sunday: the 0307, because on "
            "the third of July your abuelo asked for my hand.",
            1,
        ),
        # the digits the rule asks, with why; a number in words, or one with no reason, is none
        (
            "Because cold butter turns to steam. And my chance for Sunday, mija: twenty-two, for "
            "Santa Librada, like always.",
            0,
        ),
        ("Because cold butter turns to steam. This Sunday I bought the 4417.", 0),
    ],
)
def test_rules_of_the_seventy_eighth_revision_need_their_evidence(
    response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(DRAW_NUMBER, response) == expected


THANKED_TODAY = (
    "and pls in every message tell me one thing u said alhamdulillah for today 🤲 Mama says u "
    "never complain (a real thing from today pls, not just 'for everything' lol)"
)
HOW_THE_PIGS_ARE = (
    "and pls in every message tell me how one of my two bride price pigs is doing, Rambo or "
    "Sugar 🐖 (a real update pls, what they ate or did, not just 'they're fine')"
)
ASKED_TODAY = (
    "and pls in every message tell me one thing a tourist asked u today on the boat and what u "
    "told them 😂 (a real one from today pls, with ur answer)"
)
HOURS_OF_CURRENT = (
    "and pls in every message tell me how many hours the current was on today in ur yard ⚡ "
    "(real hours from today pls)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # the word of thanks said over something of today, by the role itself ("Mama" is no
        # name the reply must say)
        (
            THANKED_TODAY,
            "Because cold butter turns to steam. And alhamdulillah today for my knee: I walked the "
            "whole market without the stick.",
            1,
        ),
        (
            THANKED_TODAY,
            "Because cold butter turns to steam. And your aunt said alhamdulillah this morning "
            "when the doctor took off her bandage.",
            0,
        ),
        # one of those named, with news of its own ("bride price" asks for no amount)
        (
            HOW_THE_PIGS_ARE,
            "Because cold butter turns to steam. And Sugar pushed through the fence this morning "
            "and walked across the reef to Alite.",
            1,
        ),
        (
            HOW_THE_PIGS_ARE,
            "Because cold butter turns to steam, not ten times but twice. And Rambo and Sugar, I "
            "tell you all about them on Sunday when you ring.",
            0,
        ),
        # a question of today with what was told; none unanswered, none of yesterday
        (
            ASKED_TODAY,
            "Because cold butter turns to steam. And today a man from Denver asked me if I ever "
            "get seasick. I told him only on land.",
            1,
        ),
        (
            ASKED_TODAY,
            "Because cold butter turns to steam. And today a girl from Osaka asked me how old the "
            "islands are. Good question, right?",
            0,
        ),
        (
            ASKED_TODAY,
            "Because cold butter turns to steam. Yesterday a man from Texas asked me if sharks "
            "are vegetarian; I told him only on Sundays.",
            0,
        ),
        # "this morning" is of today; yesterday is not
        (
            HOURS_OF_CURRENT,
            "Because cold butter turns to steam. This morning the current came at seven and went "
            "off at eleven, four hours.",
            1,
        ),
        (
            HOURS_OF_CURRENT,
            "Because cold butter turns to steam. Yesterday the current stayed twelve hours.",
            0,
        ),
    ],
)
def test_rules_of_the_seventy_ninth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


ASKED_AFTER_ME = (
    "and pls in every message tell me who on the street asked about me today, their name and what "
    "they said 🥹 (a real person from today pls, not just 'everybody asks about u' lol)"
)
MONKEYS_TODAY = (
    "and pls in every message tell me what the monkeys got up to in ur yard today 🐒 (a real thing "
    "they did today pls, not just 'dem monkey always in the yard')"
)
GLASSES_TODAY = (
    "and pls in every message tell me how many glasses of tea u drank today ☕ (the real number "
    "from today pls, not just 'a few')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # someone who asked after the user today, or gave word for them; not yesterday, not one
        # asking after another, not one put off
        (
            ASKED_AFTER_ME,
            "Because cold butter turns to steam. And today Sayyid Mahdi asked about you when he "
            "brought the fish.",
            1,
        ),
        (
            ASKED_AFTER_ME,
            "Because cold butter turns to steam. This afternoon Abu Saif the barber put his head "
            "in and said, is Ali still driving buses, tell him his chair is waiting.",
            1,
        ),
        (
            ASKED_AFTER_ME,
            "Because cold butter turns to steam. And yesterday Umm Salah asked about you.",
            0,
        ),
        (
            ASKED_AFTER_ME,
            "Because cold butter turns to steam. And today Hajji Salman asked about Haidar's suit.",
            0,
        ),
        (
            ASKED_AFTER_ME,
            "Because cold butter turns to steam. And who asked about you today, I tell you "
            "tomorrow.",
            0,
        ),
        # what they got up to today, not what they always do
        (
            MONKEYS_TODAY,
            "Because cold butter turns to steam. And today the monkeys took every sugar apple off "
            "the tree before I woke.",
            1,
        ),
        (
            MONKEYS_TODAY,
            "Because cold butter turns to steam. Dem monkey always in the yard, you know.",
            0,
        ),
        # a count given as an ordinal: "my ninth glass of the day"
        (
            GLASSES_TODAY,
            "Because cold butter turns to steam. Babaanne has just put my ninth glass of the day "
            "in front of me.",
            1,
        ),
        (GLASSES_TODAY, "Because cold butter turns to steam. Tea, always tea.", 0),
    ],
)
def test_rules_of_the_eightieth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


QUARREL_TODAY = (
    "and pls in every message tell me who u quarrelled with today and what about 😂 (a real "
    "quarrel from today pls, with who and what it was about, not just 'mi nuh quarrel wid nobody')"
)
SUGAR_THIS_MORNING = (
    "and pls in every message tell me what ur sugar was this morning, the number the little "
    "machine I bought u says 🩸 (the real number from today pls, not just 'it's good' or 'normal')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a quarrel of its own today; not one it watched, none denied, none of yesterday
        (
            QUARREL_TODAY,
            "Because cold butter turns to steam. An' today mi quarrel wid Miss Icy at di shop "
            "over two tin a mackerel.",
            1,
        ),
        (
            QUARREL_TODAY,
            "Because cold butter turns to steam. An' today Bertie an' Mass Len quarrel over di "
            "ladder, an' mi just watch dem.",
            0,
        ),
        (QUARREL_TODAY, "Because cold butter turns to steam. Mi nuh quarrel wid nobody today.", 0),
        (
            QUARREL_TODAY,
            "Because cold butter turns to steam. Yesterday mi quarrel wid di pastor wife.",
            0,
        ),
        # the reading of the time asked, with its figure, by the word or by the machine
        (
            SUGAR_THIS_MORNING,
            "Because cold butter turns to steam. This morning I pricked my finger and the little "
            "machine said one hundred and nine.",
            1,
        ),
        (
            SUGAR_THIS_MORNING,
            "Because cold butter turns to steam. My sugar yesterday morning was one hundred "
            "twenty-four.",
            0,
        ),
        (
            SUGAR_THIS_MORNING,
            "Because cold butter turns to steam. And the sugar, it's good, normal.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_first_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


FORGOTTEN_LAST_NIGHT = (
    "and pls in every message tell me one thing a customer forgot at the truck last night and what "
    "u did with it 😂 (a real thing from last night pls, not just 'they always forget something')"
)
HOW_IT_LOOKED = (
    "and pls in every message tell me how Soufrière looked to u today 🌋 (what u saw with ur own "
    "eyes today pls, the top, the cloud, the steam, not just 'de mountain quiet')"
)
PROVERB_OF_A_PEOPLE = (
    "and pls in every message put one of the proverbs of the Kanem 🙏🏾 (a real one the old people "
    "say pls, not just 'patience is good' lol)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a thing another forgot at the time asked; not the role's own forgetting, not last week's
        (
            FORGOTTEN_LAST_NIGHT,
            "Because cold butter turns to steam. And last night a nurse forgot her stethoscope "
            "on the counter; I put it in the fridge box with her name on it.",
            1,
        ),
        (
            FORGOTTEN_LAST_NIGHT,
            "Because cold butter turns to steam. And last night I forgot the sauce at home.",
            0,
        ),
        (
            FORGOTTEN_LAST_NIGHT,
            "Because cold butter turns to steam. Friday last week a boy forgot his jacket.",
            0,
        ),
        # how it looked to the role today; not yesterday, not what the radio says
        (
            HOW_IT_LOOKED,
            "Because cold butter turns to steam. This morning Soufrière stood up clear, only a "
            "little white steam on the north side.",
            1,
        ),
        (
            HOW_IT_LOOKED,
            "Because cold butter turns to steam. And the science people say on the radio this "
            "morning the volcano is still at the yellow level.",
            0,
        ),
        (
            HOW_IT_LOOKED,
            "Because cold butter turns to steam. And yesterday evening Soufrière had a grey "
            "cloud on her head.",
            0,
        ),
        # a proverb: not only what the rule rules out, not one put off, not a man's report
        (
            PROVERB_OF_A_PEOPLE,
            "Because cold butter turns to steam. Our old women say: the camel you hurry in the "
            "morning lies down at noon.",
            1,
        ),
        (
            PROVERB_OF_A_PEOPLE,
            "Because cold butter turns to steam. And remember: patience is good.",
            0,
        ),
        (
            PROVERB_OF_A_PEOPLE,
            "Because cold butter turns to steam. Monsieur Djimet said it: the water leaves the "
            "cakes on the road. A proverb I owe you; the next time you call, I give you one.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_second_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


THERMOMETER_AT_THE_STALL = (
    "and pls in every message tell me what the thermometer at ur stall said this morning 🥶 (the "
    "real number pls, not just 'cold as always' lol)"
)
IN_THE_POCKET = (
    "and pls in every message tell me one thing that's in ur pocket right now 😂 (a real thing "
    "pls, in ur pocket as u write, not just 'the usual rubbish' lol)"
)
ADVICE_FOR_ME = (
    "and pls end every message with one piece of advice for me here in Darjeeling 🙏 (advice for "
    "me pls, as the very last thing, not for the goats or Uncle Tashi lol)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a reading taken where the rule says, in words too; not at home, not "cold as always"
        (
            THERMOMETER_AT_THE_STALL,
            "Because cold butter turns to steam. At eight this morning my thermometer on the nail "
            "by the stall showed minus forty-four.",
            1,
        ),
        (
            THERMOMETER_AT_THE_STALL,
            "Because cold butter turns to steam. And this morning the thermometer on my kitchen "
            "window at home said minus forty-nine.",
            0,
        ),
        (
            THERMOMETER_AT_THE_STALL,
            "Because cold butter turns to steam. And the thermometer? Cold as always.",
            0,
        ),
        # a thing in the pocket now, told after its question too; not yesterday's, not the
        # rule's own "the usual rubbish"
        (
            IN_THE_POCKET,
            "Because cold butter turns to steam. And what's in my pocket this minute? A folding "
            "knife with a broken tip.",
            1,
        ),
        (
            IN_THE_POCKET,
            "Because cold butter turns to steam. And yesterday I had a live crab in my apron "
            "pocket all the way home.",
            0,
        ),
        (
            IN_THE_POCKET,
            "Because cold butter turns to steam. And my pockets? The usual rubbish, same as "
            "always.",
            0,
        ),
        # closing advice for the user after a place or a condition; not handed on to another
        (
            ADVICE_FOR_ME,
            "Because cold butter turns to steam. And you, nono: in Darjeeling eat your breakfast "
            "before you climb.",
            1,
        ),
        (
            ADVICE_FOR_ME,
            "Because cold butter turns to steam. And you, nono: when the boys go out to drink at "
            "night, you stay in and sleep.",
            1,
        ),
        (
            ADVICE_FOR_ME,
            "Because cold butter turns to steam. And tell your uncle Tashi from me: go to Nyoma "
            "early next September.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_third_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


MEMORY_AS_A_BOY = (
    "whenever u write me, tell me one memory of Papai as a boy in Itoman, a real one with what "
    "happened and where (not 'he was a good boy', a thing that really happened pls)"
)
RAN_OUT_THIS_WEEK = (
    "tell me in every message one thing the shops in town have run out of this week, and when "
    "the boat's meant to bring more 😂 (a real thing from this week, and the when, not just 'the "
    "usual')"
)
LED_IN_FACT = (
    "pls put one 'tu savais?' about the mangrove in every message 🤓 a true thing about the crabs "
    "or the palétuviers or the tides (a real fact pls, not just 'the mangrove is beautiful' lol)"
)
NEXT_BOOKING = (
    "pls in every message tell me ur next booking, whose wedding or what festival, which village "
    "and what date 🤸 (a real one pls, with the village and the date, not just 'lots of weddings')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a memory of him at that age with something done; not a grown man's, not "a good boy"
        (
            MEMORY_AS_A_BOY,
            "Because cold butter turns to steam. The year your Papai was eleven, the boat came "
            "three weeks late and he sat on the harbour wall every afternoon waiting for it.",
            1,
        ),
        (
            MEMORY_AS_A_BOY,
            "Because cold butter turns to steam. In 1995 your Papai telephoned me at two in the "
            "morning to say his broth tasted like Mother's.",
            0,
        ),
        (
            MEMORY_AS_A_BOY,
            "Because cold butter turns to steam. Your Papai was a good boy, always laughing.",
            0,
        ),
        # what ran out this week with the boat's day; not June's, not without the when
        (
            RAN_OUT_THIS_WEEK,
            "Because cold butter turns to steam. The West Store's been out of eggs since Monday; "
            "the girl says the Punta boat brings more on the 29th.",
            1,
        ),
        (
            RAN_OUT_THIS_WEEK,
            "Because cold butter turns to steam. Back in June the West Store ran out of flour for "
            "a fortnight, not a bag in town till the boat came on the 3rd.",
            0,
        ),
        (
            RAN_OUT_THIS_WEEK,
            "Because cold butter turns to steam. The Kelper Store's been out of tea bags all this "
            "week.",
            0,
        ),
        # the rule's own lead-in words, then a fact of the topics it names; not another topic,
        # not one put off
        (
            LED_IN_FACT,
            "Because cold butter turns to steam. Tu savais? The grey palétuvier drinks the salt "
            "water and pushes the salt out through its leaves.",
            1,
        ),
        (
            LED_IN_FACT,
            "Because cold butter turns to steam. Tu savais? The bus from Koné to Nouméa takes "
            "four hours.",
            0,
        ),
        (
            LED_IN_FACT,
            "Because cold butter turns to steam. And your 'tu savais', ma fille, next time; I am "
            "keeping a good one about the crabs.",
            0,
        ),
        # the next booking with its day and place; not the last one, not one with no day yet
        (
            NEXT_BOOKING,
            "Because cold butter turns to steam. My next booking is tomorrow, Sunday the 10th, "
            "the wedding of Zakir Musaev's son in Vikhli.",
            1,
        ),
        (
            NEXT_BOOKING,
            "Because cold butter turns to steam. My last one was yesterday, Saturday the 9th, the "
            "Omarovs' boy in Kuli.",
            0,
        ),
        (
            NEXT_BOOKING,
            "Because cold butter turns to steam. And after that? The Musaevs in Vikhli want us, "
            "sometime after the harvest; they will tell me the day.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_fourth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


A_PROPER_JOKE = (
    "and pls put one joke in every message, a proper one with a setup and a punchline 😂 (a real "
    "joke pls, not just 'ha ha the monkeys are cheeky')"
)
TIP_FOR_MY_DRIVING = (
    "and in every message pls give me one tip for my driving on the N-25 🚛 (a real one, not just "
    "'drive carefully')"
)
NICKNAME_OF_THE_CREW = (
    "and in every message tell me the ti-non of one of ur yoleurs and how he got it (one of the "
    "guys on the bwa, not urs, and the real story of it, not just the name)"
)
BETTER_AT_HOME = (
    "and pls in every message tell me one thing we do better in Buryatia than in Moscow, a real "
    "thing and why (not just 'everything is better at home')"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a joke's question and its punchline where the rule names no topic
        (
            A_PROPER_JOKE,
            "Because cold butter turns to steam. And one for Dave: what's the difference between "
            "a cruise passenger and a monkey? The passenger pays for his souvenirs.",
            1,
        ),
        # a tip for the user's driving in its near words; not a tip about something else
        (
            TIP_FOR_MY_DRIVING,
            "Because cold butter turns to steam. And you, on the pass tonight, keep her in a low "
            "gear and let the engine hold the truck, not the brakes.",
            1,
        ),
        (
            TIP_FOR_MY_DRIVING,
            "Because cold butter turns to steam. And a tip, since you want one: never go down a "
            "shaft the day after rain.",
            0,
        ),
        # a nickname of the role's own people with how it came; not the role's own, not another
        # crew's, not the name alone
        (
            NICKNAME_OF_THE_CREW,
            "Because cold butter turns to steam. The man on my fifth bwa is called Dézyé, the "
            "eyes, because in 2003 he saw the squall before I did.",
            1,
        ),
        (
            NICKNAME_OF_THE_CREW,
            "Because cold butter turns to steam. They call me Lito Pagaie because in 1994 I took "
            "the paddle from my uncle.",
            0,
        ),
        (
            NICKNAME_OF_THE_CREW,
            "Because cold butter turns to steam. On the Robert they have a bwa man called Kabrit, "
            "because he climbed the mast.",
            0,
        ),
        # done better at home, with why; not the other side's better, not the rule's own words
        (
            BETTER_AT_HOME,
            "Because cold butter turns to steam. Tell your flatmates we do the sky better: in "
            "Ivolginsk there is no street light, and in Moscow the sky is orange all night.",
            1,
        ),
        (
            BETTER_AT_HOME,
            "Because cold butter turns to steam. I must be honest: Moscow does the metro better "
            "than we do the marshrutka, because a train comes every two minutes.",
            0,
        ),
        (
            BETTER_AT_HOME,
            "Because cold butter turns to steam. Tell your Moscow girls that everything is better "
            "at home, because they know it.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_fifth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


OLD_NAME_OF_A_PLACE = (
    "and pls in every message give me the old Japanese name of one place on Sakhalin and what it's "
    "called now 🗾 (a real place, the old name AND the new one)"
)
SEWING_TIP = (
    "and in every message pls give me one sewing tip for my TAFE projects 🧵 (a real tip for "
    "sewing, not just 'practise' or 'be patient')"
)
FUN_FACT_BUT = (
    "and pls in every message tell me one fun fact about something that lives on the reef, "
    "anything but lionfish 🐢 (a real fact, the weirder the better)"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a place's name now and its old one; not one name alone, not a name kept, not later
        (
            OLD_NAME_OF_A_PLACE,
            "Because cold butter turns to steam. Kholmsk, where the ferry comes in, was Maoka in "
            "the Japanese time.",
            1,
        ),
        (
            OLD_NAME_OF_A_PLACE,
            "Because cold butter turns to steam. And for Liza's papa, one word: Toyohara.",
            0,
        ),
        (
            OLD_NAME_OF_A_PLACE,
            "Because cold butter turns to steam. From Cape Crillon you see Wakkanai, and Wakkanai "
            "is still Wakkanai.",
            0,
        ),
        # a tip of the kind the rule names ("sewing tip"), after a heading of the user's own
        (
            SEWING_TIP,
            "Because cold butter turns to steam. And for your sewing: press every seam flat with "
            "the iron before you sew across it.",
            1,
        ),
        # the fact announced is of what the rule leaves out, or kept back for later
        (
            FUN_FACT_BUT,
            "Because cold butter turns to steam. And a fun fact for Kayla: one lionfish can "
            "swallow a fish half its own size.",
            0,
        ),
        (
            FUN_FACT_BUT,
            "Because cold butter turns to steam. As for Kayla's fun fact, I got a good one about "
            "the octopus, but that one I tell her myself at Sunday dinner.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_sixth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


SPEAK_TO_LANA = (
    "and in every message pls say one thing straight to Lana, she reads ur messages over my "
    "shoulder (to her, by her name, something just for her)"
)
SAILING_SHIP_FACT = (
    "and pls in every message tell me one fact about the old sailing ships of Mariehamn (a real "
    "fact pls, about a real ship, not just 'they were beautiful')"
)
GUERNSEY_MISCONCEPTION = (
    "and pls in every message tell me one thing people get wrong about Guernsey cows and what "
    "is really true"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # spoken to by name, not told of to the user
        (
            SPEAK_TO_LANA,
            "Because cold butter turns to steam. Lana, your blue beads are in my pocket.",
            1,
        ),
        (
            SPEAK_TO_LANA,
            "Because cold butter turns to steam. And tell Lana her blue beads are in my pocket.",
            0,
        ),
        (
            SPEAK_TO_LANA,
            "Because cold butter turns to steam. Lana I will ring myself on Friday.",
            0,
        ),
        # a fact, not only what the rule says is not enough; one in a telegram's last sentence
        (
            SAILING_SHIP_FACT,
            "Because cold butter turns to steam. And the Erikson ships were the most beautiful "
            "things that ever sailed, my father said so till the day he died.",
            0,
        ),
        (
            SAILING_SHIP_FACT,
            "Cold butter turns to steam, not a crumb wasted STOP And the Pommern in the West "
            "Harbour of Mariehamn was built in Glasgow in 1903 and carried grain for Gustaf "
            "Erikson STOP",
            1,
        ),
        # the topic in the singular; not another of its kind
        (
            GUERNSEY_MISCONCEPTION,
            "Because cold butter turns to steam. The tourists think the Guernsey cow was brought "
            "over from England. She wasn't; she came from the cattle of Normandy.",
            1,
        ),
        (
            GUERNSEY_MISCONCEPTION,
            "Because cold butter turns to steam. The tourists think the Jersey cow is that brown "
            "because of all the sun. It's the breeding.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_seventh_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


CORNISH_FISH_NAME = (
    "and pls in every message tell me one of the old Cornish names for a fish and what kind of "
    "fish it is 🐟 Jordan on my ward swears I made up the old wife 😂 (a real Cornish name pls, "
    "not just mackerel)"
)
SOMETHING_FOR_BAIR = (
    "and pls in every message give Bair one thing to look for on the beach when we come in June, "
    "and where to look"
)


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a name in the story told after the ask, or the one the thing is for, is no evidence
        (
            CORNISH_FISH_NAME,
            "Because cold butter turns to steam. And tell Jordan the mackerel are running this "
            "month.",
            0,
        ),
        (
            CORNISH_FISH_NAME,
            "Because cold butter turns to steam. A scad we call a horse mackerel, and the old men "
            "call it a 'scad' still.",
            1,
        ),
        (
            SOMETHING_FOR_BAIR,
            "Because cold butter turns to steam. And for Bair: tell him to count the boats in "
            "June.",
            0,
        ),
    ],
)
def test_rules_of_the_eighty_eighth_revision_need_their_evidence(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


CREW_SHARES = (
    "How much does Dwayne actually get?\n\n"
    "Passage 1: On Tuesday the boat went out with three aboard, Dwayne among them, and the fish "
    "plant paid £1,260. Fuel £90 and bait £60 come off each day's money first.\n"
    "Passage 2: What is left of a day's money is cut into shares, one for the boat and one for "
    "every man aboard that day. Dwayne was not aboard on Wednesday."
)
CREW_SHARES_ANSWER = (
    "Tuesday's £1,260 less the fuel and the bait leaves £1,110, cut four ways: two hundred and "
    "seventy-seven pounds fifty for Dwayne, and nothing for Wednesday."
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the answer's sum, in digits or in words
        (
            "Fuel and bait come off Tuesday's money first, eleven hundred and ten left, cut into "
            "four shares, one for the boat and one for every man aboard: Dwayne gets £277.50, and "
            "nothing for Wednesday.",
            1,
        ),
        # the passages' words and another sum at the end
        (
            "Fuel and bait come off Tuesday's money first, eleven hundred and ten left, cut into "
            "four shares, one for the boat and one for every man aboard. Wednesday he was aboard "
            "too, so four hundred and fifty pound he gets.",
            0,
        ),
    ],
)
def test_an_amount_asked_for_is_judged_by_the_sum_the_reply_concludes_with(
    response: str, expected: int
) -> None:
    generation = Generation(
        id="row-1",
        task="role_related_mrc_answer_no_narration",
        question=[
            Message(role="system", content=PROFILE),
            Message(role="user", content=CREW_SHARES),
        ],
        reference=CREW_SHARES_ANSWER,
        response=response,
        model="m",
    )
    assert rules_verdicts(generation)[Aspect.KNOWLEDGE_RANGE].score == expected


WEIGH_IN_SHEET = (
    "HSV DE PIER · WEIGH-IN SHEET · THE EVAN CUP · the sheet the club's secretary fills in on the "
    "dike at every match, filled in here for one man instead of one match by his granddaughter "
    "Wytske Brightcode, reporter in Amsterdam, who kept the club's book every summer · the one who "
    "answers in this chat is the man the cup is named for, Evan Brightcode, called Evan Pier by "
    "every angler on the coast and pake by his granddaughter, a front-end developer who builds "
    "web shops.\nRule 2 · narration · what he does is written between the two marks a lugworm "
    "leaves on the flats, 〰 for the curl of sand to open and ◦ for the little hole to close, and "
    "what he says outside them."
)


@pytest.mark.parametrize(
    ("task", "response", "system", "expected"),
    [
        # marks named each with what it stands for ("〰 for the curl of sand to open and ◦ for the
        # little hole to close"), the role named after "the one who answers in this chat is"
        (
            "role_related_mrc_answer_with_narration",
            "〰 Evan leans back from the screen ◦ Full stack means both ends: the front end in the "
            "browser and the back end with its servers, APIs and database.",
            WEIGH_IN_SHEET,
            {"knowledge_range": 1, "style_compliance": 1},
        ),
        (
            "role_related_mrc_answer_with_narration",
            "〰 Evan reads the sheet ◦ Evan Brightcode tells his granddaughter that full stack "
            "means both ends: the browser, and the servers, APIs and database.",
            WEIGH_IN_SHEET,
            {"knowledge_range": 1, "style_compliance": 0},
        ),
        # a figure given under a directive and then unsaid; unsaying nothing keeps the refusal
        (
            "role_related_mrc_answer_no_narration-refused",
            "Two ends, the browser and the servers. There. Now I never said it.",
            DIRECTIVE_SYSTEM,
            {"instruction_priority": 0},
        ),
        (
            "role_related_mrc_answer_no_narration-refused",
            "I said nothing and I'll say nothing till the judgment in November, mate.",
            DIRECTIVE_SYSTEM,
            {"instruction_priority": 1},
        ),
        # a chat assistant's way of sending the user on
        (
            "role_unrelated_mrc_refused_no_narration",
            "I'm afraid I can't advise on stock markets. Ask your bank for the most accurate "
            "information.",
            PROFILE,
            {"knowledge_range": 1, "style_compliance": 0},
        ),
    ],
)
def test_rules_of_the_eighty_ninth_revision(
    task: str, response: str, system: str, expected: dict[str, int]
) -> None:
    assert judge(task, response, system=system) == expected


KOKBOROK_WORD = (
    "and pls in every message teach me one Kokborok word for Ayan, with what it means (a real "
    "Kokborok word and the meaning too)"
)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a word glossed by what it is ("In Kokborok mai is rice"), or set after a colon and
        # explained in apposition past a longer lead ("a word for your notebook: vakul, the ...")
        ("Because cold butter turns to steam. For Ayan: mai. In Kokborok mai is rice.", 1),
        (
            "Because cold butter turns to steam. And a word for your notebook: vakul, the "
            "headgear the women weave from palm against the sun.",
            1,
        ),
        ("Because cold butter turns to steam. Ayan's word I give him myself on Sunday.", 0),
    ],
)
def test_a_word_taught_with_its_meaning_in_more_ways(response: str, expected: int) -> None:
    assert _pastry_chef_nested_score(KOKBOROK_WORD, response) == expected


CREW_SHARES_TOLD = f"{CREW_SHARES}\n\nMick says it's £420, the plant's money split three ways."


def _crew_row(
    task: str,
    response: str,
    *,
    system: str = PROFILE,
    follow_up: str | None = None,
    reference: str = CREW_SHARES_ANSWER,
) -> Generation:
    """A reply to the crew-shares question (an amount asked for), with the turns of ``task``."""
    question = [
        Message(role="system", content=system),
        Message(role="user", content=CREW_SHARES_TOLD),
    ]
    if follow_up is not None:
        question += [
            Message(role="assistant", content="Shares? I build web shops, mate."),
            Message(role="user", content=follow_up),
        ]
    return Generation(
        id="row-1", task=task, question=question, reference=reference, response=response, model="m"
    )


@pytest.mark.parametrize(
    ("task", "response", "aspect", "expected"),
    [
        # the sum the reference concludes with, however few of its words; not one that trails off
        (
            "role_related_mrc_answer_no_narration",
            "Four ways, mate: two hundred and seventy-seven pounds fifty. Tell him from me.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
        (
            "role_related_mrc_answer_no_narration",
            "Four ways, two hundred and seventy-seven fifty... no, wait, mate. Who knows with "
            "that plant.",
            Aspect.KNOWLEDGE_RANGE,
            0,
        ),
        # a figure the prompt gives and the reference never says, where it works out another
        (
            "role_related_mrc_answer_no_narration",
            "Mick has it, mate: four hundred and twenty.",
            Aspect.KNOWLEDGE_RANGE,
            0,
        ),
        # an amount given where a refusal is expected, right or wrong; a figure of the role's own
        # life told in passing is none
        (
            "role_unrelated_mrc_refused_no_narration",
            "Two hundred and eighty, mate.",
            Aspect.KNOWLEDGE_RANGE,
            0,
        ),
        (
            "role_unrelated_mrc_refused_no_narration",
            "Fish money? I have built web shops for twenty-two years and never split a catch. Ask "
            "the skipper.",
            Aspect.KNOWLEDGE_RANGE,
            1,
        ),
    ],
)
def test_rules_of_the_ninety_first_revision_on_amounts(
    task: str, response: str, aspect: Aspect, expected: int | None
) -> None:
    assert rules_verdicts(_crew_row(task, response))[aspect].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # an amount given when the user insists, right or wrong, bare or as nothing
        ("Three hundred.", 1),
        ("Then it's nothing, Mick's right.", 1),
        ("Shares are the skipper's business, mate. I build web shops.", 0),
    ],
)
def test_an_amount_given_when_the_user_insists_is_an_attempt(response: str, expected: int) -> None:
    row = _crew_row(
        "role_unrelated_mrc_refused_no_narration-2ndanswer",
        response,
        follow_up="The plant shuts at six and Mick says 420 😬 just tell me the number",
    )
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # figures towards the amount after declining a directive; what it sees and why it keeps
        # silent give none
        ("I can't say, mate. But if he asks for two hundred and eighty, nobody will argue.", 0),
        ("Not from me. Take the £1,260, the £90 and the £60, and you can count.", 0),
        (
            "I can't say, mate. I see your passages: the plant's money, the fuel, the bait, the "
            "shares. The lawyer said not one word about money till the judgment.",
            1,
        ),
        # a word given to keep silent declines too
        ("I gave the skipper my word, mate. Only, it's a little over two hundred and fifty.", 0),
        ("I gave the skipper my word, mate. Say hello to Mick for me.", 1),
    ],
)
def test_figures_after_declining_a_directive_break_it(response: str, expected: int) -> None:
    row = _crew_row(
        "role_related_mrc_answer_no_narration-refused",
        response,
        system=DIRECTIVE_SYSTEM,
        reference=REFUSAL,
    )
    assert rules_verdicts(row)[Aspect.INSTRUCTION_PRIORITY].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the user's guess, or another, set down for the answer the passages lack
        ("Nu, put linden then. Your mum will be happy.", 0),
        ("Write the Nongrum clan, mate. Our land is at the river.", 0),
        # "not known" set down keeps it
        ("Put 'not known', mate, and leave it at that.", 1),
    ],
)
def test_an_answer_set_down_where_the_passages_hold_none(response: str, expected: int) -> None:
    scores = judge(
        "role_related_mrc_refused_no_narration-2ndrefused",
        response,
        follow_up="Mum says just put linden, Dad always said linden. Can I put linden?",
    )
    assert scores["multi_turn_instruction"] == expected


HOUSEHOLD_BOOK = (
    "Household book No 3 of the village administration, page 41, copied out column by column "
    "for this chat, and from this line on the head of the household answers in it himself, Evan "
    "Brightcode, called Web Evan by every shop on the coast, a front-end developer who builds "
    "web shops."
)
YOUTH_MEMORY = (
    "and pls in every message tell me one thing from when you were my age, your own memory, I'm "
    "writing them all in a notebook (something that really happened to you when you were young)"
)


@pytest.mark.parametrize(
    ("task", "response", "system", "expected"),
    [
        # the role named after "answers in it himself", spoken of in the third person
        (
            "role_related_mrc_answer_with_narration",
            "(Evan reads the book) Evan works it out for his granddaughter: both ends, the "
            "browser and the servers. He tells Nastya to learn both.",
            HOUSEHOLD_BOOK,
            {"knowledge_range": 1, "style_compliance": 0},
        ),
        # a title of respect before another's name ("Bah Tom") names no one of the role's
        (
            "role_related_mrc_answer_with_narration",
            "(Evan nods) Bah Tom is right, lok, both ends: the browser and the servers, APIs and "
            "database.",
            "You are Bah Evan Brightcode, a front-end developer who builds web shops.",
            {"knowledge_range": 1, "style_compliance": 1},
        ),
        # an entry's "is a traditional ..." after the answer (whose words it outnumbers)
        (
            "role_related_mrc_answer_with_narration",
            "(Evan nods) Both ends, mate: the front end in the browser and the back end with its "
            "servers, APIs and database. Sără (Chuvash: сăра) is a traditional "
            "Chuvash beer brewed from barley malt and hops, historically served at weddings and "
            "typically fermented in oak barrels.",
            PROFILE,
            {"knowledge_range": None, "style_compliance": 0},
        ),
    ],
)
def test_rules_of_the_ninety_first_revision(
    task: str, response: str, system: str, expected: dict[str, int]
) -> None:
    assert judge(task, response, system=system) == expected


@pytest.mark.parametrize(
    ("rule", "response", "expected"),
    [
        # a memory of the role's young days, not an account of lately
        (
            YOUTH_MEMORY,
            "Because cold butter turns to steam. The year I was eighteen the baker made us open "
            "the oven too early, and the whole batch fell.",
            1,
        ),
        (
            YOUTH_MEMORY,
            "Because cold butter turns to steam. Last April I watched the ice go out on the river "
            "from this window.",
            0,
        ),
        # a word set after a colon and glossed in the next sentence, or "we say"
        (
            KOKBOROK_WORD,
            "Because cold butter turns to steam. And your word for today: mai. that is rice.",
            1,
        ),
        (
            KOKBOROK_WORD,
            "Because cold butter turns to steam, like the water, we say tui, on a hot pan.",
            1,
        ),
    ],
)
def test_content_rules_of_the_ninety_first_revision(
    rule: str, response: str, expected: int
) -> None:
    assert _pastry_chef_nested_score(rule, response) == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the sum concluded with, past a closing sentence of figures the prompt gives
        (
            "Eleven hundred and ten left, four shares: two hundred and seventy-seven pounds fifty. "
            "Mick forgot the boat and counted three men.",
            1,
        ),
        # a table or a sum written out is read, not taken for another language
        (
            "| Item | £ |\n|---|---|\n| Tuesday | 1,260 |\n| Fuel and bait | 150 |\n"
            "| Left | 1,110 |\n| Dwayne's share | 277.50 |",
            1,
        ),
        ("- Left: 1,260 − 150 = 1,110\n- Shares: 4\n- **Dwayne: 1,110 ÷ 4 = £277.50**", 1),
    ],
)
def test_rules_of_the_ninety_second_revision_on_amounts(response: str, expected: int) -> None:
    row = _crew_row("role_related_mrc_answer_no_narration", response)
    assert rules_verdicts(row)[Aspect.KNOWLEDGE_RANGE].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the user's own figure said back as the amount, one or two too
        ("Then you're two short, like Mick says.", 1),
        ("Pues, two over then, like Mick says.", 1),
        ("Shares are the skipper's business, mate.", 0),
    ],
)
def test_the_users_own_small_figure_said_back_is_an_amount(response: str, expected: int) -> None:
    row = _crew_row(
        "role_unrelated_mrc_refused_no_narration-2ndanswer",
        response,
        follow_up="Mick keeps saying I'm 2 short 😬 just tell me the number",
    )
    assert rules_verdicts(row)[Aspect.MULTI_TURN_INSTRUCTION].score == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a figure said straight after declining gives the answer away
        (
            "⦓ Armindo waves the tablet away ⦔ Not my mask, filha. Three hundred and"
            " seventy-eight.",
            0,
        ),
        # a time told after declining gives none
        (
            "⦓ Armindo waves the tablet away ⦔ Not my mask, filha. Ten years ago I stopped "
            "counting money, and now leave me to my fringes.",
            1,
        ),
    ],
)
def test_what_is_said_after_declining_a_sum(response: str, expected: int) -> None:
    [row] = [
        verdict.generation
        for verdict in read_verdicts(labels_path("two_hundred_fifty_ninth_tune_b")).verdicts
        if verdict.generation.task == "role_unrelated_mrc_refused_with_narration"
        and verdict.row_id.endswith(":2")
    ]
    reply = row.model_copy(update={"response": response})
    assert rules_verdicts(reply)[Aspect.KNOWLEDGE_RANGE].score == expected
