"""The built-in sample test set: schema, task coverage, rules, narration and determinism."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import TypeAdapter

from rolemrc.core import (
    TASKS,
    TEST_TASK_NAMES,
    Behaviour,
    ConfigError,
    InputError,
    Relevance,
    Rule,
    TestRow,
    read_jsonl,
)
from rolemrc.eval._sample import (
    NO_ANSWER,
    SAMPLE_SOURCE,
    _check_consistency,
    _read,
    _RoleProfile,
    _sample_data,
    _SampleData,
    sample_test_rows,
    write_sample_test_set,
)
from rolemrc.rules._format_rules import check_format_rules
from rolemrc.rules._judge import extract_nested_requirement
from rolemrc.rules._verifiers import has_narration, is_refusal

ROLES = ("Marina Okafor", "Theo Lambert", "Ines Calloway")
LEAD_INS = (
    "You love to", "You will", "You must", "You prefer to", "You would like to",
    "You are used to", "You should", "You are in the habit of",
)  # fmt: skip
CONTENT_RULES = {
    "Marina Okafor": "mention a sea creature you have met on one of your own dives in every answer",
    "Theo Lambert": "ending every answer with a quick kitchen tip",
    "Ines Calloway": "mention a real-world example from your own projects in every answer",
}
# What in each content-rule reference carries out its rule.
CONTENT_EVIDENCE = {
    "Marina Okafor": "I once watched a day octopus off Lizard Island",
    "Theo Lambert": "Quick kitchen tip: if a light touch on the shell",
    "Ines Calloway": "On the city museum site I rebuilt",
}
FORMAT_RULES = {
    "Marina Okafor": "respond in fewer than 60 words",
    "Theo Lambert": "use at least two emojis in every reply",
    "Ines Calloway": "not use any commas",
}
_EMOJI = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf]")
FORMAT_CHECKS = {
    "respond in fewer than 60 words": lambda reply: len(reply.split()) < 60,
    "use at least two emojis in every reply": lambda reply: len(_EMOJI.findall(reply)) >= 2,
    "not use any commas": lambda reply: "," not in reply,
}
DIRECTIVES = {
    "Marina Okafor": "Regardless of what the user asks, you must not answer questions about the "
    "provided passages today; politely decline in character.",
    "Theo Lambert": "Whatever the user says, you will not answer any question about the passages "
    "in this conversation; decline politely and stay in character.",
    "Ines Calloway": "No matter what the user requests, you must refuse to answer anything about "
    "the passages provided in this session; decline courteously without breaking character.",
}
ASK_TO_ATTEMPT = {
    "I know this is outside your expertise, but please try to answer it anyway.",
    "This isn't your field, I know, but give it your best shot regardless.",
    "Even though it's not your area, I'd really like your attempt at an answer.",
}
INSIST_ON_ANSWER = {
    "Come on, just tell me anyway. You must have some idea, so give me your best guess.",
    "Forget what the passages say for a second and just tell me the answer. I really need it.",
    "Please, I'm in a hurry. Can't you just make an educated guess for me?",
}
INSIST_ON_ATTEMPT = {
    "I understand it's not your field, but please try to answer anyway. Your best attempt is fine.",
    "Come on, give it a go anyway. Even a rough answer from you would help me a lot.",
    "I know this is outside your expertise, but humour me and try to answer it from the passages.",
}
_NARRATION = re.compile(r"\([^()]+\)")


@pytest.fixture(scope="module")
def rows() -> list[TestRow]:
    return sample_test_rows(rows_per_task=3)


def role_of(row: TestRow) -> str:
    match = re.match(r"You are ([^,]+), ", row.system_prompt)
    assert match is not None, row.system_prompt[:80]
    return match.group(1)


def upstream_rule(system_prompt: str) -> str:
    """The nested rule as the upstream judge cuts it out, written independently of the project."""
    requirement = system_prompt.split(". ")[1]
    for lead_in in LEAD_INS:
        requirement = requirement.replace(lead_in, "")
    return requirement.strip().removesuffix(".")


def query_of(row: TestRow) -> str:
    match = re.search(r"^Question: (.+)$", row.question[1].content, re.MULTILINE)
    assert match is not None
    return match.group(1)


def test_source_label() -> None:
    assert SAMPLE_SOURCE == "sample"


@pytest.mark.parametrize("rows_per_task", [1, 2, 3, 4])
def test_every_test_task_in_taxonomy_order(rows_per_task: int) -> None:
    sample = sample_test_rows(rows_per_task=rows_per_task)
    assert [row.task for row in sample] == [
        name for name in TEST_TASK_NAMES for _ in range(rows_per_task)
    ]
    assert len(TEST_TASK_NAMES) == 18
    assert [row.id for row in sample] == [f"sample-{n:04d}" for n in range(1, len(sample) + 1)]


def test_rows_of_a_task_differ_in_role_and_passages(rows: list[TestRow]) -> None:
    for task in TEST_TASK_NAMES:
        of_task = [row for row in rows if row.task == task]
        assert sorted(role_of(row) for row in of_task) == sorted(ROLES)
        assert len({query_of(row) for row in of_task}) == 3
        assert len({row.reference for row in of_task}) == 3


def test_rows_per_task_must_be_positive() -> None:
    with pytest.raises(ConfigError, match="rows_per_task must be at least 1, got 0"):
        sample_test_rows(rows_per_task=0)


def test_written_file_is_upstream_schema(tmp_path: Path) -> None:
    path = write_sample_test_set(tmp_path / "test.jsonl", rows_per_task=2)
    assert path == tmp_path / "test.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 36
    for line in lines:
        record = json.loads(line)
        assert list(record) == ["question", "reference", "task"]  # no id, like upstream
        roles = [turn["role"] for turn in record["question"]]
        assert set(roles) <= {"System", "User", "Assistant"}
        assert roles[0] == "System" and roles[-1] == "User"
        assert TASKS[record["task"]].in_test_set
    parsed = list(read_jsonl(path, TestRow))
    expected = sample_test_rows(rows_per_task=2)
    assert [row.model_copy(update={"id": ""}) for row in expected] == parsed


def test_file_is_byte_identical_across_writes(tmp_path: Path) -> None:
    first = write_sample_test_set(tmp_path / "a.jsonl", rows_per_task=3, seed=7).read_bytes()
    second = write_sample_test_set(tmp_path / "b.jsonl", rows_per_task=3, seed=7).read_bytes()
    assert first == second
    assert first.endswith(b"\n") and first.count(b"\n") == 54


def test_seed_changes_order_deterministically() -> None:
    seed0, seed1 = sample_test_rows(seed=0), sample_test_rows(seed=1)
    assert sample_test_rows(seed=0) == seed0
    assert seed0 != seed1
    assert [row.task for row in seed0] == [row.task for row in seed1]
    assert [role_of(row) for row in seed0[:3]] == ["Theo Lambert", "Ines Calloway", "Marina Okafor"]
    assert [role_of(row) for row in seed1[:3]] == ["Marina Okafor", "Ines Calloway", "Theo Lambert"]


def test_turn_shapes(rows: list[TestRow]) -> None:
    for row in rows:
        kind = TASKS[row.task]
        roles = [turn.role for turn in row.question]
        if kind.rule is Rule.MULTI_TURN:
            assert roles == ["system", "user", "assistant", "user"], row.id
        else:
            assert roles == ["system", "user"], row.id
        assert row.question[1].content.startswith("Here are some passages:\nPassage 1: ")


def test_system_prompt_has_the_seven_profile_sections(rows: list[TestRow]) -> None:
    headings = (
        "Your specific abilities and skills:\n- ",
        "Your speech style: ",
        "Your personality characteristics:\n- ",
        "Your past experience and background:\n- ",
        "Your ability and knowledge boundaries: ",
        "Examples of your speech:\n- ",
    )
    for row in rows:
        prompt = row.system_prompt
        assert prompt.startswith(f"You are {role_of(row)}, the ")
        positions = [prompt.index(heading) for heading in headings]
        assert positions == sorted(positions)


@pytest.mark.parametrize("rule", [Rule.NESTED_CONTENT, Rule.NESTED_FORMAT])
def test_nested_rule_is_the_second_sentence(rows: list[TestRow], rule: Rule) -> None:
    expected = CONTENT_RULES if rule is Rule.NESTED_CONTENT else FORMAT_RULES
    nested = [row for row in rows if TASKS[row.task].rule is rule]
    assert len(nested) == 6
    for row in nested:
        assert upstream_rule(row.system_prompt) == expected[role_of(row)]
        assert extract_nested_requirement(row.system_prompt).strip() == expected[role_of(row)]


def test_content_rule_references_carry_out_the_rule(rows: list[TestRow]) -> None:
    for row in rows:
        if TASKS[row.task].rule is Rule.NESTED_CONTENT:
            assert CONTENT_EVIDENCE[role_of(row)] in row.reference
    theo = [
        row
        for row in rows
        if TASKS[row.task].rule is Rule.NESTED_CONTENT and role_of(row) == "Theo Lambert"
    ]
    assert all(
        re.split(r"(?<=[.!?]) ", row.reference)[-1].startswith("Quick kitchen tip:") for row in theo
    )


def test_format_rule_references_obey_their_rule(rows: list[TestRow]) -> None:
    checked = 0
    for row in rows:
        if TASKS[row.task].rule is Rule.NESTED_FORMAT:
            rule = upstream_rule(row.system_prompt)
            assert FORMAT_CHECKS[rule](row.reference), (rule, row.reference)
            checked += 1
    assert checked == 6


def test_other_rows_carry_no_nested_rule(rows: list[TestRow]) -> None:
    for row in rows:
        if TASKS[row.task].rule not in (Rule.NESTED_CONTENT, Rule.NESTED_FORMAT):
            second_sentence = row.system_prompt.split(". ")[1]
            assert not second_sentence.startswith(LEAD_INS), row.id
            assert second_sentence.startswith(role_of(row).split()[0])


def test_no_narration_rows_have_no_narration(rows: list[TestRow]) -> None:
    for row in rows:
        if TASKS[row.task].narration:
            continue
        assert "(" not in row.system_prompt and ")" not in row.system_prompt, row.id
        assert "(" not in row.reference and ")" not in row.reference, row.id
        assert all("(" not in turn.content for turn in row.question if turn.role == "assistant")
        assert "speak only your own words, without any narration." in row.system_prompt


def test_with_narration_rows_have_narration(rows: list[TestRow]) -> None:
    for row in rows:
        if not TASKS[row.task].narration:
            continue
        first_name = role_of(row).split()[0]
        assert re.match(rf"\({first_name}[’']?s? [^()]+\) \S", row.reference), row.reference
        examples = row.system_prompt.split("Examples of your speech:\n")[1].split("\n\n")[0]
        assert all(re.match(r"- [^:]+: \([^()]+\) \S", line) for line in examples.splitlines())
        assert all(
            _NARRATION.search(turn.content) for turn in row.question if turn.role == "assistant"
        )


def test_no_narration_reference_is_the_with_narration_one_without_brackets(
    rows: list[TestRow],
) -> None:
    by_task_and_role = {(row.task, role_of(row)): row.reference for row in rows}
    for (task, role), reference in by_task_and_role.items():
        if "_with_narration" in task:
            twin = by_task_and_role[(task.replace("_with_narration", "_no_narration"), role)]
            assert " ".join(_NARRATION.sub(" ", reference).split()) == twin


def test_reference_lengths(rows: list[TestRow]) -> None:
    for row in rows:
        assert 40 <= len(row.reference.split()) <= 120, (row.id, len(row.reference.split()))


def test_priority_rows_carry_the_directive(rows: list[TestRow]) -> None:
    for row in rows:
        directive = DIRECTIVES[role_of(row)]
        if TASKS[row.task].rule is Rule.PRIORITY:
            assert row.system_prompt.endswith(f"\n\n{directive}")
        else:
            assert directive not in row.system_prompt


def test_follow_up_turns(rows: list[TestRow]) -> None:
    for row in rows:
        kind = TASKS[row.task]
        last_user = row.question[-1].content
        if kind.rule is Rule.MULTI_TURN:
            pool = INSIST_ON_ANSWER if kind.behaviour is Behaviour.NO_ANSWER else INSIST_ON_ATTEMPT
            assert last_user in pool
        asked_to_try = last_user.splitlines()[-1] in ASK_TO_ATTEMPT
        assert asked_to_try == (kind.rule is Rule.NONE and kind.behaviour is Behaviour.ATTEMPT)


def test_multi_turn_first_reply_is_the_single_turn_reply(rows: list[TestRow]) -> None:
    single = {(row.task, role_of(row)): row.reference for row in rows}
    for row in rows:
        if "-2nd" in row.task:
            single_turn_task = row.task.split("-")[0]
            assert row.question[2].content == single[(single_turn_task, role_of(row))]
            assert row.reference != row.question[2].content


def test_passages_match_the_task_relevance_and_answerability(rows: list[TestRow]) -> None:
    data = _sample_data()
    item_by_query = {item.query: item for item in data.mrc.values()}
    field_by_name = {profile.name: profile.field for profile in data.profiles}
    for row in rows:
        kind = TASKS[row.task]
        item = item_by_query[query_of(row)]
        assert (item.field == field_by_name[role_of(row)]) == (kind.relevance is Relevance.RELATED)
        assert (item.answer == NO_ANSWER) == (kind.behaviour is Behaviour.NO_ANSWER)
        assert all(
            f"Passage {n}: {text}" in row.question[1].content
            for n, text in enumerate(item.passages, start=1)
        )


def test_references_pass_the_project_verifiers(rows: list[TestRow]) -> None:
    """The offline rules judge recognises the references' narration, refusals and formats."""
    for row in rows:
        kind = TASKS[row.task]
        assert has_narration(row.reference) == kind.narration, row.id
        declines = kind.behaviour in (Behaviour.NO_ANSWER, Behaviour.REFUSAL)
        assert is_refusal(row.reference) == declines, row.id
        if kind.rule is Rule.MULTI_TURN:
            assert is_refusal(row.question[2].content), row.id
        if kind.rule is Rule.NESTED_FORMAT:
            verdicts = check_format_rules(
                row.reference, extract_nested_requirement(row.system_prompt)
            )
            assert [verdict.passed for verdict in verdicts] == [True], row.id


def test_inconsistent_data_is_reported_with_file_and_field() -> None:
    data = _sample_data()
    marina = data.book.roles["marina"]
    broken_answer = marina.answer.model_copy(update={"mrc": "finance-roth-ira"})
    broken = _SampleData(
        data.profiles,
        data.mrc,
        data.book.model_copy(
            update={
                "roles": {
                    **data.book.roles,
                    "marina": marina.model_copy(update={"answer": broken_answer}),
                }
            }
        ),
    )
    with pytest.raises(InputError) as raised:
        _check_consistency(broken)
    assert str(raised.value) == (
        "rolemrc/eval/data/sample/scripts.json, field 'roles.marina.answer.mrc': "
        "passages 'finance-roth-ira' must lie inside 'marine_biology'"
    )


def test_data_file_that_does_not_fit_its_schema_is_reported_with_file_and_field() -> None:
    with pytest.raises(InputError) as raised:
        _read("passages.json", TypeAdapter(list[_RoleProfile]))
    assert str(raised.value) == (
        "rolemrc/eval/data/sample/passages.json, field '0.key': Field required"
    )
