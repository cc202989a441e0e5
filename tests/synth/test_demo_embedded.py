"""The demo preset for real: the embedded SmolLM2-135M-Instruct, prompted as a base model,
builds every kind of dialogue, a test set with all 18 upstream test tasks and SFT/DPO sets with
all six kinds, through the unchanged gates; a rerun resumes from the journals and the cache."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from rolemrc.core import TASKS, TEST_TASK_NAMES, TestRow
from rolemrc.synth import run_synth
from rolemrc.synth._assembly import kind_of
from rolemrc.synth._demo import write_demo_inputs
from rolemrc.synth._profiles import builtin_profiles
from rolemrc.synth._records import RoleProfile

KINDS = {kind_of(task) for task in TASKS}  # the six kinds of the paper's Table 2
OUTPUTS = ("profiles.jsonl", "dialogues.jsonl", "sft.jsonl", "dpo.jsonl", "test.jsonl")


def _digests(run: Path) -> dict[str, str]:
    return {name: hashlib.sha256((run / name).read_bytes()).hexdigest() for name in OUTPUTS}


@pytest.mark.slow
def test_the_demo_builds_every_kind_and_all_test_tasks_offline(tmp_path: Path) -> None:
    run = tmp_path / "demo"
    config = write_demo_inputs(run)
    config = config.model_copy(
        update={"cache": config.cache.model_copy(update={"path": tmp_path / "cache.sqlite"})}
    )
    first = run_synth(config, run)

    test_rows = [
        TestRow.model_validate_json(line) for line in (run / "test.jsonl").read_text().splitlines()
    ]
    assert {row.task for row in test_rows} == set(TEST_TASK_NAMES)  # two rows asked of each
    stats = json.loads((run / "stats.json").read_text())
    for split in ("sft", "dpo"):
        assert set(stats[split]["by_kind"]) == KINDS, split
    trained = {json.loads(line)["profile_id"] for line in (run / "sft.jsonl").open()}
    assert len(trained) == 2  # four roles, two held out for the test set
    acceptance = stats["acceptance"]
    assert set(acceptance) == KINDS
    for kind, figures in acceptance.items():
        assert figures["planned"] > 0 and figures["accepted"] > 0, kind
    profiles = [RoleProfile.model_validate_json(line) for line in (run / "profiles.jsonl").open()]
    stand_ins = {p.persona_id for p in profiles if p == builtin_profiles()[p.persona_id]}
    rejects = [json.loads(line) for line in (run / "rejects.jsonl").open()]
    listed = {
        reject["item_id"]
        for reject in rejects
        if reject["stage"] == "profiles" and "built-in profile stands in" in reject["reason"]
    }
    assert len(profiles) == 4 and listed == stand_ins  # every stand-in listed, with its reason
    assert first.manifest.stages["dialogues"].usage.calls > 0

    before = _digests(run)
    sent = (run / "work" / "calls.jsonl").read_text()  # the ledger of generator calls sent
    again = run_synth(config, run)
    for stage in ("profiles", "dialogues"):
        summary = again.manifest.stages[stage]
        assert summary.resumed == summary.items, stage
    assert (run / "work" / "calls.jsonl").read_text() == sent  # no call sent again
    assert _digests(run) == before
