"""The full configuration end to end against the OpenAI-compatible test server answering like a
capable model: generated profiles, matching, every dialogue builder, assembly and the mix, with
the outputs read back in their schemas; and the same run on the Ray executor, byte for byte."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import TASKS, TEST_TASK_NAMES, Family, Rule, read_jsonl
from rolemrc.rules import extract_nested_requirement, has_narration, read_test_rows
from rolemrc.synth import (
    STAGES,
    CacheConfig,
    DialogueConfig,
    DpoRow,
    ExecutorConfig,
    ExecutorType,
    GenerateProfiles,
    GeneratorConfig,
    JsonlMixSource,
    JsonlMrcSource,
    JsonlPersonaSource,
    MatchingConfig,
    MixConfig,
    MixFormat,
    PersonasConfig,
    Reject,
    RoleProfile,
    SftRow,
    SynthConfig,
    TestSplitConfig,
    load_config,
    run_synth,
    write_demo_mrc_corpus,
    write_sample_personas,
)
from rolemrc.synth._estimate import estimate_run
from rolemrc.synth._reply_checks import reply_checks
from rolemrc.train import read_rl_rows
from support.openai_server import FakeOpenAIServer
from support.synth_answers import realistic_generator

ROLES = 4
KINDS = {
    "free_chats",
    "on_scene_chats",
    "mrc_qa_single_turn",
    "ruled_multi_turn",
    "ruled_nested",
    "ruled_prioritized",
}
OUTPUTS = (
    "personas.jsonl",
    "profiles.jsonl",
    "matches.jsonl",
    "dialogues.jsonl",
    "sft.jsonl",
    "dpo.jsonl",
    "test.jsonl",
    "stats.json",
    "rejects.jsonl",
    "sft_mix.jsonl",
    "dpo_mix.jsonl",
)


def _kind(task: str) -> str:
    kind = TASKS[task]
    if kind.family is not Family.MRC_QA:
        return f"{kind.family.value}s"
    return {
        Rule.NONE: "mrc_qa_single_turn",
        Rule.MULTI_TURN: "ruled_multi_turn",
        Rule.NESTED_CONTENT: "ruled_nested",
        Rule.NESTED_FORMAT: "ruled_nested",
        Rule.PRIORITY: "ruled_prioritized",
    }[kind.rule]


def _write_lines(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def _full_config(inputs: Path, base_url: str, cache: Path, executor: ExecutorConfig) -> SynthConfig:
    """Every builder on, profiles generated, a held-out role with every test task, and a mix."""
    alpaca = _write_lines(
        inputs / "alpaca.jsonl",
        [{"instruction": f"Add {n} and 1.", "input": "", "output": str(n + 1)} for n in range(40)],
    )
    preference = _write_lines(
        inputs / "pref.jsonl",
        [{"prompt": f"Say hi {n}", "chosen": "Hi there!", "rejected": "No."} for n in range(40)],
    )
    return SynthConfig(
        seed=3,
        generator=GeneratorConfig(
            model="openai/fake-model",
            base_urls=[base_url],
            concurrency=4,
            max_attempts=1,
            backoff_base_s=0.0,
        ),
        cache=CacheConfig(path=cache),
        personas=PersonasConfig(
            source=JsonlPersonaSource(path=write_sample_personas(inputs / "personas.jsonl")),
            count=ROLES,
        ),
        profiles=GenerateProfiles(),
        matching=MatchingConfig(
            source=JsonlMrcSource(path=write_demo_mrc_corpus(inputs / "mrc.jsonl")),
            top_k=3,
            bottom_k=3,
            index_dir=inputs / "index",
        ),
        # one dialogue of every task kind per role (4 variants each of chats, multi-turn and
        # nested; 2 of prioritized), chats of two replies to keep the run short
        dialogues=DialogueConfig(
            free_chats=4,
            on_scene_chats=4,
            qa_per_type=1,
            multi_turn=4,
            nested=4,
            priority=2,
            chat_turns=(2, 2),
            attempts=2,
        ),
        test=TestSplitConfig(held_out_roles=1, task_counts=dict.fromkeys(TEST_TASK_NAMES, 1)),
        mix=MixConfig(
            sft=[JsonlMixSource(name="alpaca", format=MixFormat.ALPACA, ratio=0.25, path=alpaca)],
            dpo=[
                JsonlMixSource(
                    name="pref", format=MixFormat.PREFERENCE, ratio=0.25, path=preference
                )
            ],
        ),
        executor=executor,
    )


@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(realistic_generator) as running:
        yield running


@pytest.fixture(scope="module")
def local_run(
    server: FakeOpenAIServer, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, int]:
    """The full run with the local executor; its directory and the requests it sent."""
    inputs = tmp_path_factory.mktemp("full-local")
    config = _full_config(inputs, server.base_url, inputs / "cache.sqlite", ExecutorConfig())
    before = len(server.requests)
    result = run_synth(config, inputs / "run", progress=False)
    return result.run_dir, len(server.requests) - before


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_profiles_are_generated_for_every_persona(local_run: tuple[Path, int]) -> None:
    run, _ = local_run
    profiles = list(read_jsonl(run / "profiles.jsonl", RoleProfile))
    personas = _lines(run / "personas.jsonl")
    assert [profile.persona_id for profile in profiles] == [row["id"] for row in personas]
    assert len(profiles) == ROLES
    assert len({profile.name for profile in profiles}) == ROLES
    assert not [
        reject
        for reject in read_jsonl(run / "rejects.jsonl", Reject)
        if reject.stage in ("profiles", "matching", "dialogues")
    ]


def test_test_set_covers_every_upstream_task_on_held_out_roles(
    local_run: tuple[Path, int],
) -> None:
    run, _ = local_run
    raw = _lines(run / "test.jsonl")
    assert all(set(row) == {"question", "reference", "task"} for row in raw)
    assert all(
        turn["role"] in {"System", "User", "Assistant"} for row in raw for turn in row["question"]
    )
    rows = read_test_rows(run / "test.jsonl")
    assert Counter(row.task for row in rows) == Counter(dict.fromkeys(TEST_TASK_NAMES, 1))
    system_prompts = {row["question"][0]["content"] for row in raw}
    train = list(read_jsonl(run / "sft.jsonl", SftRow))
    assert not system_prompts & {row.messages[0].content for row in train}
    stats = json.loads((run / "stats.json").read_text(encoding="utf-8"))
    assert stats["roles"] == {"train": ROLES - 1, "test": 1}
    assert stats["test_rows_short"] == {}


def test_training_sets_cover_every_kind_in_their_schemas(local_run: tuple[Path, int]) -> None:
    run, _ = local_run
    sft = list(read_jsonl(run / "sft.jsonl", SftRow))
    dpo = list(read_jsonl(run / "dpo.jsonl", DpoRow))
    assert {_kind(row.task) for row in sft} == KINDS
    # every kind has a dispreferred reply: the seed script, the plain ground truth, the reply
    # that ignores the rule or the directive, and a chat's last reply out of character
    assert {_kind(row.task) for row in dpo} == KINDS
    chat_tasks = {task for task, kind in TASKS.items() if kind.family is not Family.MRC_QA}
    assert {row.task for row in dpo} >= chat_tasks  # all 8 chat variants
    # every chat of the training roles has its pair
    assert sorted(row.id for row in dpo if row.task in chat_tasks) == sorted(
        row.id for row in sft if row.task in chat_tasks
    )
    profiles = read_jsonl(run / "profiles.jsonl", RoleProfile)
    names = {profile.id: profile.name for profile in profiles}
    for row in dpo:
        if TASKS[row.task].family is Family.MRC_QA:
            continue
        plain = row.rejected[0].content
        assert plain.startswith("Sure, I can help with that."), row.id
        assert not has_narration(plain) and names[row.profile_id] not in plain, row.id
        assert row.chosen[0].content != plain
        assert has_narration(row.chosen[0].content) == TASKS[row.task].narration, row.id
        conversation = next(sft_row.messages for sft_row in sft if sft_row.id == row.id)
        assert row.prompt == conversation[:-1] and row.chosen == conversation[-1:]
    assert {row.task for row in sft} == set(TASKS)  # all 26 tasks of the taxonomy
    assert all(row.messages[-1].role == "assistant" for row in sft)
    assert all(row.chosen[0].content != row.rejected[0].content for row in dpo)
    for row in sft:  # every target passes the builders' own checks, format rules included
        kind = TASKS[row.task]
        requirement = (
            extract_nested_requirement(row.messages[0].content)
            if kind.rule is Rule.NESTED_FORMAT
            else None
        )
        checks = reply_checks(kind, requirement=requirement)
        assert [check(row.messages[-1].content) for check in checks] == [None] * len(checks), row.id
    stats = json.loads((run / "stats.json").read_text(encoding="utf-8"))
    for name, rows in (("sft", sft), ("dpo", dpo)):
        counts = Counter(_kind(row.task) for row in rows)
        assert stats[name]["examples"] == len(rows)
        assert {kind: value["examples"] for kind, value in stats[name]["by_kind"].items()} == counts
        assert set(stats[name]) >= {"examples", "roles", "avg_turns", "avg_words_per_reply"}
    assert stats["quality"]["gate_rejects"] == 0
    acceptance = stats["acceptance"]
    assert {kind: row["acceptance"] for kind, row in acceptance.items()} == dict.fromkeys(
        KINDS, 1.0
    )
    assert sum(row["planned"] for row in acceptance.values()) == ROLES * 26


def test_rl_prompts_come_from_the_training_roles_only(local_run: tuple[Path, int]) -> None:
    run, _ = local_run
    rl = _lines(run / "rl.jsonl")
    sft = {row.id: row for row in read_jsonl(run / "sft.jsonl", SftRow)}
    test_prompts = {row["question"][0]["content"] for row in _lines(run / "test.jsonl")}
    assert {row["task"] for row in rl} == set(TEST_TASK_NAMES)
    assert [row["id"] for row in rl] == [
        key for key, row in sft.items() if row.task in TEST_TASK_NAMES
    ]
    for row in rl:
        conversation = sft[row["id"]].messages
        assert row["prompt"] == [turn.model_dump() for turn in conversation[:-1]], row["id"]
        assert row["reference"] == conversation[-1].content
        assert row["prompt"][0]["content"] not in test_prompts
        assert json.loads(row["label"]) == {
            "task": row["task"],
            "reference": row["reference"],
            "question": row["prompt"],
        }
        nested = TASKS[row["task"]].rule in (Rule.NESTED_CONTENT, Rule.NESTED_FORMAT)
        assert (row["rule"] is not None) == nested, row["id"]
        if nested:
            assert row["rule"] == extract_nested_requirement(row["prompt"][0]["content"]).strip()
    assert read_rl_rows(run / "rl.jsonl")[0].prompt[-1].role == "user"


def test_mix_and_manifest(local_run: tuple[Path, int]) -> None:
    run, requests = local_run
    sft_mix, dpo_mix = _lines(run / "sft_mix.jsonl"), _lines(run / "dpo_mix.jsonl")
    sft, dpo = _lines(run / "sft.jsonl"), _lines(run / "dpo.jsonl")
    assert Counter(row["task"] for row in sft_mix)["external:alpaca"] == len(sft) // 4
    assert Counter(row["task"] for row in dpo_mix)["external:pref"] == len(dpo) // 4
    assert {row["id"] for row in sft} < {row["id"] for row in sft_mix}
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    assert list(manifest["stages"]) == list(STAGES)
    assert manifest["usage"]["calls"] == requests
    # every first answer passes: the dry-run estimate is exact (the same request made twice
    # in a run, e.g. the unruled answer of a nested and a QA dialogue, is a cache hit)
    estimate = estimate_run(load_config(run / "config.yaml"))
    assert estimate.calls == requests + manifest["usage"]["cached_calls"]
    # profiles are asked at most 3 times, dialogue texts 2
    assert estimate.at_most_calls == estimate.calls * 2 + ROLES
    assert round(estimate.dialogues) == manifest["stages"]["dialogues"]["records"]


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_ray_executor_writes_the_same_bytes(
    local_run: tuple[Path, int], server: FakeOpenAIServer, tmp_path: Path
) -> None:
    config = _full_config(
        tmp_path,
        server.base_url,
        tmp_path / "cache.sqlite",
        ExecutorConfig(type=ExecutorType.RAY, workers=4),
    )
    before = len(server.requests)
    run_synth(config, tmp_path / "run", progress=False)
    assert len(server.requests) - before == local_run[1]  # a cold cache: the workers asked
    reference = local_run[0]
    for name in OUTPUTS:
        assert (tmp_path / "run" / name).read_bytes() == (reference / name).read_bytes(), name
