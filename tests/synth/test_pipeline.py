"""The whole synthesis pipeline against the local OpenAI-compatible server: every stage's output,
rejects, the held-out roles, the manifest, resume after a kill, and Ray against local."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import pytest

from rolemrc.core import TASKS, TEST_TASK_NAMES, read_jsonl
from rolemrc.llm import ModelCallError
from rolemrc.rules import read_test_rows
from rolemrc.synth import (
    STAGES,
    Dialogue,
    DpoRow,
    ExecutorConfig,
    ExecutorType,
    LocalExecutor,
    Persona,
    Reject,
    RoleMatches,
    RoleProfile,
    SftRow,
    SynthResult,
    read_synth_manifest,
    run_synth,
)
from support.openai_server import FakeOpenAIServer

ItemT = TypeVar("ItemT")
OutcomeT = TypeVar("OutcomeT")
OUTPUTS = (
    "personas.jsonl",
    "profiles.jsonl",
    "matches.jsonl",
    "dialogues.jsonl",
    "sft.jsonl",
    "dpo.jsonl",
    "test.jsonl",
    "rl.jsonl",
    "stats.json",
    "rejects.jsonl",
)
SECRET = "sk-test-never-written-0123456789"


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _bytes(run_dir: Path) -> dict[str, bytes]:
    return {name: (run_dir / name).read_bytes() for name in OUTPUTS}


@pytest.fixture(scope="module")
def reference_run(
    synth_server: FakeOpenAIServer,
    make_config: Callable[..., Any],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[SynthResult, int]]:
    """One uninterrupted run; yields it and how many requests the server received."""
    folder = tmp_path_factory.mktemp("reference")
    config = make_config(synth_server.base_url, folder / "cache.sqlite")
    generator = config.generator.model_copy(update={"api_key_env": "SYNTH_TEST_KEY"})
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SYNTH_TEST_KEY", SECRET)
        before = len(synth_server.requests)
        result = run_synth(
            config.model_copy(update={"generator": generator}), folder / "run", progress=False
        )
        yield result, len(synth_server.requests) - before


def test_every_stage_writes_valid_records(reference_run: tuple[SynthResult, int]) -> None:
    result, _ = reference_run
    run = result.run_dir
    personas = list(read_jsonl(run / "personas.jsonl", Persona))
    profiles = list(read_jsonl(run / "profiles.jsonl", RoleProfile))
    matches = list(read_jsonl(run / "matches.jsonl", RoleMatches))
    dialogues = list(read_jsonl(run / "dialogues.jsonl", Dialogue))
    assert len(personas) == 10
    assert [profile.persona_id for profile in profiles] == [
        persona.id for persona in personas if persona.id != "bad-one"
    ]
    assert [match.profile_id for match in matches] == [profile.id for profile in profiles]
    assert {dialogue.task for dialogue in dialogues} <= set(TASKS)
    assert {dialogue.profile_id for dialogue in dialogues} == {profile.id for profile in profiles}
    assert len({dialogue.id for dialogue in dialogues}) == len(dialogues)
    sft = list(read_jsonl(run / "sft.jsonl", SftRow))
    dpo = list(read_jsonl(run / "dpo.jsonl", DpoRow))
    assert sft and dpo
    assert all(row.messages[-1].role == "assistant" for row in sft)
    assert all(row.chosen[0].content != row.rejected[0].content for row in dpo)
    assert {row.id for row in dpo} <= {row.id for row in sft}


def test_profile_rejects_and_repairs(
    reference_run: tuple[SynthResult, int], synth_server: FakeOpenAIServer
) -> None:
    run = reference_run[0].run_dir
    rejects = list(read_jsonl(run / "rejects.jsonl", Reject))
    (profile_reject,) = [reject for reject in rejects if reject.stage == "profiles"]
    assert profile_reject.item_id == "bad-one"
    assert (
        profile_reject.reason
        == "invalid structured answer: field brief_description: Field required"
    )
    assert profile_reject.raw == '{"name": "half a profile"}'
    asked = [
        request
        for request in synth_server.requests
        if request["messages"][0]["content"].startswith("Expand the persona")
        and "REPAIR" in request["messages"][0]["content"]
    ]
    assert [len(request["messages"]) for request in asked] == [1, 3]  # one repair turn
    assert "role-fix-one" in (run / "profiles.jsonl").read_text(encoding="utf-8")


def test_test_set_is_upstream_schema_on_held_out_roles(
    reference_run: tuple[SynthResult, int],
) -> None:
    run = reference_run[0].run_dir
    raw_rows = _lines(run / "test.jsonl")
    assert raw_rows and all(set(row) == {"question", "reference", "task"} for row in raw_rows)
    assert all(
        turn["role"] in {"System", "User", "Assistant"}
        for row in raw_rows
        for turn in row["question"]
    )
    rows = read_test_rows(run / "test.jsonl")  # the evaluation's own reader accepts it
    assert {row.task for row in rows} <= set(TEST_TASK_NAMES)
    counts = Counter(row.task for row in rows)
    assert max(counts.values()) == 1  # task_counts: one per task
    dialogues = list(read_jsonl(run / "dialogues.jsonl", Dialogue))
    owner = {
        json.dumps([m.to_upstream() for m in d.messages[:-1]]): d.profile_id for d in dialogues
    }
    test_roles = {owner[json.dumps(row["question"])] for row in raw_rows}
    train_roles = {row.profile_id for row in read_jsonl(run / "sft.jsonl", SftRow)}
    assert len(test_roles) == 2
    assert not test_roles & train_roles
    stats = json.loads((run / "stats.json").read_text(encoding="utf-8"))
    assert stats["roles"] == {"train": len(train_roles), "test": 2}
    assert stats["test"]["examples"] == len(rows)
    assert stats["sft"]["examples"] == len(_lines(run / "sft.jsonl"))
    assert stats["dpo"]["examples"] == len(_lines(run / "dpo.jsonl"))
    assert stats["test"]["by_task"] == dict(sorted(counts.items()))
    assert len(rows) + sum(stats["test_rows_short"].values()) == 18
    assert set(stats["test_rows_short"]).isdisjoint(counts)
    assert set(stats["sft"]["by_kind"]) <= {
        "free_chats",
        "on_scene_chats",
        "mrc_qa_single_turn",
        "ruled_multi_turn",
        "ruled_nested",
        "ruled_prioritized",
    }


def test_manifest_counts_usage_and_keeps_no_secret(
    reference_run: tuple[SynthResult, int],
) -> None:
    result, requests = reference_run
    run = result.run_dir
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    assert list(manifest["stages"]) == [stage for stage in STAGES if stage != "mix"]
    rejects = Counter(reject.stage for reject in read_jsonl(run / "rejects.jsonl", Reject))
    on_file = {
        stage: rejects.get(stage, 0) + (rejects.get("quality", 0) if stage == "assembly" else 0)
        for stage in manifest["rejects"]
    }
    assert manifest["rejects"] == on_file
    assert manifest["usage"]["calls"] == requests  # a cold cache: every request was sent
    assert manifest["stages"]["profiles"]["records"] == 9
    assert manifest["config"]["generator"]["api_key_env"] == "SYNTH_TEST_KEY"
    for path in run.rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path


class _KilledAfter:
    """An executor that dies (like a killed process) after ``count`` outcomes of one stage."""

    def __init__(self, inner: LocalExecutor, count: int, stage_size: int) -> None:
        self.inner, self.count, self.stage_size = inner, count, stage_size

    def map_unordered(
        self, task: Callable[[ItemT], OutcomeT], items: Sequence[ItemT]
    ) -> Iterator[tuple[int, OutcomeT]]:
        for done, pair in enumerate(self.inner.map_unordered(task, items)):
            if len(items) == self.stage_size and done == self.count:
                raise KeyboardInterrupt
            yield pair

    def close(self) -> None:
        self.inner.close()


def test_resume_after_kill_mid_dialogues_gives_the_same_bytes(
    reference_run: tuple[SynthResult, int],
    synth_server: FakeOpenAIServer,
    make_config: Callable[..., Any],
    tmp_path: Path,
) -> None:
    config = make_config(synth_server.base_url, tmp_path / "cache.sqlite")
    run = tmp_path / "run"
    killer = _KilledAfter(LocalExecutor(2), count=4, stage_size=9)  # 9 roles -> dialogues
    with pytest.raises(KeyboardInterrupt):
        run_synth(config, run, progress=False, executor=killer)
    journal = run / "work" / "dialogues.journal.jsonl"
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 4
    with journal.open("a", encoding="utf-8") as handle:
        handle.write('{"item_id": "role-torn", "records": [{"id"')  # a write cut short
    result = run_synth(config, run, progress=False)
    assert _bytes(run) == _bytes(reference_run[0].run_dir)
    assert result.manifest.stages["dialogues"].resumed == 4
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 9


# dialogues: the first two roles (20 and 25 requests) run side by side, so one of them has
# finished when the 50th request is answered, and the 9 roles need about 210
@pytest.mark.parametrize(("stage", "after"), [("profiles", 5), ("dialogues", 50)])
def test_resume_after_server_failure_mid_stage(
    reference_run: tuple[SynthResult, int],
    synth_server: FakeOpenAIServer,
    make_config: Callable[..., Any],
    tmp_path: Path,
    stage: str,
    after: int,
) -> None:
    """The server fails every request of ``stage`` after the first ``after``: the stage stops
    (no reject is recorded for an outage), and the next run completes it."""
    config = make_config(synth_server.base_url, tmp_path / "cache.sqlite")
    seen = 0

    def failing(body: dict[str, Any]) -> bool:
        nonlocal seen
        is_profile = body["messages"][0]["content"].startswith("Expand the persona")
        if is_profile != (stage == "profiles"):
            return False
        seen += 1
        return seen > after

    synth_server.fail_when(failing, 500)
    try:
        with pytest.raises(ModelCallError):
            run_synth(config, tmp_path / "run", progress=False, executor=LocalExecutor(2))
    finally:
        synth_server._failure_rules.clear()
    journal = tmp_path / "run" / "work" / f"{stage}.journal.jsonl"
    finished = len(journal.read_text(encoding="utf-8").splitlines())
    assert 1 <= finished < 9
    assert "failed" not in journal.read_text(encoding="utf-8")
    result = run_synth(config, tmp_path / "run", progress=False)
    assert _bytes(tmp_path / "run") == _bytes(reference_run[0].run_dir)
    assert result.manifest.stages[stage].resumed == finished


def test_second_run_is_answered_from_journal_and_cache(
    reference_run: tuple[SynthResult, int], synth_server: FakeOpenAIServer
) -> None:
    result, _ = reference_run
    before = len(synth_server.requests)
    config_path = result.run_dir / "config.yaml"
    from rolemrc.synth import load_config

    again = run_synth(load_config(config_path), result.run_dir, progress=False)
    assert len(synth_server.requests) == before
    assert again.manifest.stages["dialogues"].resumed == 9


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_ray_executor_matches_local(
    reference_run: tuple[SynthResult, int],
    synth_server: FakeOpenAIServer,
    make_config: Callable[..., Any],
    tmp_path: Path,
) -> None:
    config = make_config(
        synth_server.base_url,
        tmp_path / "cache.sqlite",
        executor=ExecutorConfig(type=ExecutorType.RAY, workers=4),
    )
    before = len(synth_server.requests)
    run_synth(config, tmp_path / "run", progress=False)
    assert len(synth_server.requests) > before  # a fresh cache: the Ray workers asked
    assert _bytes(tmp_path / "run") == _bytes(reference_run[0].run_dir)


def test_manifest_reads_back_typed(reference_run: tuple[SynthResult, int]) -> None:
    result, _ = reference_run
    manifest = read_synth_manifest(result.run_dir)
    # (other tests here resume this run, so the file may be newer than result.manifest)
    assert manifest is not None and result.manifest is not None
    assert list(manifest.stages) == list(result.manifest.stages)
    assert manifest.to_json() == json.loads(
        (result.run_dir / "manifest.json").read_text(encoding="utf-8")
    )
    assert list(manifest.stages) == [name for name in STAGES if name in manifest.stages]
    assert manifest.rejects == {name: stage.rejects for name, stage in manifest.stages.items()}
    assert manifest.usage.calls == sum(stage.usage.calls for stage in manifest.stages.values())
    assert read_synth_manifest(result.run_dir / "nowhere") is None


def test_a_resume_with_another_seed_is_refused_before_anything_is_rewritten(
    reference_run: tuple[SynthResult, int], synth_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    """A changed seed would pick other personas: the run is refused up front, naming the
    stage and what changed, and no file of the run directory changes (the config included)."""
    from rolemrc.core import ConfigError
    from rolemrc.synth import load_config

    result, _ = reference_run
    config = load_config(result.run_dir / "config.yaml")
    files = sorted(path for path in result.run_dir.rglob("*") if path.is_file())
    before = {path: path.read_bytes() for path in files}
    requests = len(synth_server.requests)
    with pytest.raises(
        ConfigError, match=r"the profiles stage there was made with a different seed"
    ):
        run_synth(
            config.model_copy(update={"seed": config.seed + 1}), result.run_dir, progress=False
        )
    assert sorted(path for path in result.run_dir.rglob("*") if path.is_file()) == files
    assert {path: path.read_bytes() for path in files} == before
    assert len(synth_server.requests) == requests
