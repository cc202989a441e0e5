"""Test-set allocation, held-out roles, and mixing with external sets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rolemrc.core import TEST_TASK_NAMES, ConfigError, InputError, Message
from rolemrc.rolellm import RoleBenchProfile, role_system_instruction
from rolemrc.rules import UPSTREAM_TASK_COUNTS
from rolemrc.synth import (
    DpoRow,
    JsonlMixSource,
    MixConfig,
    MixFormat,
    SftRow,
    TestSplitConfig,
    requested_test_counts,
    write_mixes,
)
from rolemrc.synth._assembly import allocate, held_out_roles


def test_default_counts_are_the_upstream_proportions() -> None:
    assert requested_test_counts(TestSplitConfig()) == {
        task: UPSTREAM_TASK_COUNTS[task] for task in TEST_TASK_NAMES
    }
    half = requested_test_counts(TestSplitConfig(size=700))
    assert sum(half.values()) == 700
    assert half["role_related_mrc_answer_no_narration"] == 50
    assert half["role_related_mrc_answer_no_narration-refused"] == 10


def test_allocate_uses_largest_remainders() -> None:
    assert allocate(5, {"a": 1, "b": 1, "c": 1}) == {"a": 2, "b": 2, "c": 1}
    assert allocate(0, {"a": 1}) == {"a": 0}


def test_explicit_task_counts() -> None:
    counts = requested_test_counts(
        TestSplitConfig(task_counts={"role_unrelated_mrc_answer_with_narration": 3})
    )
    assert counts["role_unrelated_mrc_answer_with_narration"] == 3
    assert sum(counts.values()) == 3


def test_held_out_roles() -> None:
    roles = [f"role-{n}" for n in range(10)]
    chosen = held_out_roles(roles, TestSplitConfig(held_out_roles=0.2), seed=0)
    assert len(chosen) == 2 and chosen == held_out_roles(
        roles[::-1], TestSplitConfig(held_out_roles=0.2), seed=0
    )
    assert held_out_roles(roles, TestSplitConfig(held_out_roles=3), seed=0) != set()
    assert held_out_roles(roles, TestSplitConfig(size=0), seed=0) == set()
    with pytest.raises(ConfigError, match="at least one must stay for training"):
        held_out_roles(roles[:2], TestSplitConfig(held_out_roles=2), seed=0)


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def _synthesized(run: Path, count: int) -> None:
    sft = [
        SftRow(
            id=f"s{n}",
            task="role_related_mrc_answer_no_narration",
            profile_id="role-a",
            messages=[
                Message(role="user", content="q"),
                Message(role="assistant", content=f"a{n}"),
            ],
        ).model_dump(mode="json")
        for n in range(count)
    ]
    _write(run / "sft.jsonl", sft)
    dpo = [
        DpoRow(
            id="d0",
            task="role_related_mrc_answer_no_narration",
            profile_id="role-a",
            prompt=[Message(role="user", content="q")],
            chosen=[Message(role="assistant", content="good")],
            rejected=[Message(role="assistant", content="bad")],
        ).model_dump(mode="json")
    ]
    _write(run / "dpo.jsonl", dpo)


def test_mix_formats_and_ratios(tmp_path: Path) -> None:
    _synthesized(tmp_path, 4)
    rolebench = _write(
        tmp_path / "rolebench.jsonl",
        [
            {"role": "Sherlock", "question": f"q{n}", "generated": [f"g{n}", "other"]}
            for n in range(5)
        ],
    )
    profiles = tmp_path / "profiles.json"
    profiles.write_text(
        json.dumps({"Sherlock": {"description": "A detective", "catchphrases": ["Elementary."]}})
    )
    alpaca = _write(
        tmp_path / "alpaca.jsonl", [{"instruction": "Add", "input": "1+1", "output": "2"}]
    )
    preference = _write(
        tmp_path / "pref.jsonl",
        [
            {
                "prompt": "Hi",
                "chosen": [
                    {"role": "user", "content": "Hi"},
                    {"role": "assistant", "content": "Hello!"},
                ],
                "rejected": [
                    {"role": "user", "content": "Hi"},
                    {"role": "assistant", "content": "Go."},
                ],
            }
        ],
    )
    config = MixConfig(
        sft=[
            JsonlMixSource(
                name="rolebench",
                format=MixFormat.ROLEBENCH,
                ratio=0.5,
                path=rolebench,
                profiles=profiles,
            ),
            JsonlMixSource(name="alpaca", format=MixFormat.ALPACA, ratio=2.0, path=alpaca),
        ],
        dpo=[JsonlMixSource(name="pref", format=MixFormat.PREFERENCE, ratio=1.0, path=preference)],
    )
    report = write_mixes(tmp_path, config, seed=0)
    assert report == {
        "sft": {
            "file": "sft_mix.jsonl",
            "synthesized": 4,
            "external": {"rolebench": 2, "alpaca": 1},
        },
        "dpo": {"file": "dpo_mix.jsonl", "synthesized": 1, "external": {"pref": 1}},
    }
    sft_mix = [
        SftRow.model_validate_json(line)
        for line in (tmp_path / "sft_mix.jsonl").read_text().splitlines()
    ]
    ids = sorted(row.id for row in sft_mix)
    assert len(ids) == 7 and ids[0] == "alpaca-0000001" and ids[3:] == ["s0", "s1", "s2", "s3"]
    assert all(row_id.startswith("rolebench-") for row_id in ids[1:3])
    rolebench_row = next(row for row in sft_mix if row.task == "external:rolebench")
    assert [message.role for message in rolebench_row.messages] == ["system", "user", "assistant"]
    # RoleLLM's system instruction, the same one RoleGPT and RoCIT use.
    assert rolebench_row.messages[0].content == role_system_instruction(
        RoleBenchProfile(name="Sherlock", description="A detective", catchphrases=["Elementary."])
    )
    dpo_mix = [
        DpoRow.model_validate_json(line)
        for line in (tmp_path / "dpo_mix.jsonl").read_text().splitlines()
    ]
    external = next(row for row in dpo_mix if row.task == "external:pref")
    assert external.prompt == [Message(role="user", content="Hi")]
    assert external.chosen == [Message(role="assistant", content="Hello!")]
    first = (tmp_path / "sft_mix.jsonl").read_bytes()
    assert write_mixes(tmp_path, config, seed=0) == report
    assert (tmp_path / "sft_mix.jsonl").read_bytes() == first


def test_mix_errors_name_file_line_field(tmp_path: Path) -> None:
    _synthesized(tmp_path, 2)
    bad = _write(
        tmp_path / "bad.jsonl", [{"instruction": "x", "output": "y"}, {"instruction": "x"}]
    )
    config = MixConfig(
        sft=[JsonlMixSource(name="bad", format=MixFormat.ALPACA, ratio=1.0, path=bad)]
    )
    with pytest.raises(InputError) as caught:
        write_mixes(tmp_path, config, seed=0)
    assert str(caught.value) == f"{bad}:2, field 'output': expected a string"


def test_mix_config_checks_formats() -> None:
    with pytest.raises(ValueError, match="dpo sources use 'preference'"):
        MixConfig(
            dpo=[JsonlMixSource(name="x", format=MixFormat.ALPACA, ratio=1.0, path=Path("x"))]
        )


def test_rolebench_mix_rows_of_an_unknown_role_name_the_line(tmp_path: Path) -> None:
    _synthesized(tmp_path, 2)
    (tmp_path / "rolebench-zh").mkdir()
    rolebench = _write(
        tmp_path / "rolebench-zh" / "rows.jsonl",
        [
            {"role": "孙悟空", "question": "你好？", "generated": ["俺老孙来也！"]},
            {"role": "李白", "question": "喝酒吗？", "generated": ["喝！"]},
        ],
    )
    profiles = tmp_path / "profiles.json"
    profiles.write_text(json.dumps({"孙悟空": "齐天大圣"}, ensure_ascii=False))
    source = JsonlMixSource(
        name="rb", format=MixFormat.ROLEBENCH, ratio=1.0, path=rolebench, profiles=profiles
    )
    with pytest.raises(InputError, match="李白") as raised:
        write_mixes(tmp_path, MixConfig(sft=[source]), seed=0)
    assert (raised.value.line, raised.value.field) == (2, "role")
    profiles.write_text(json.dumps({"孙悟空": "齐天大圣", "李白": "诗仙"}, ensure_ascii=False))
    write_mixes(tmp_path, MixConfig(sft=[source]), seed=0)
    rows = [
        SftRow.model_validate_json(line)
        for line in (tmp_path / "sft_mix.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    wukong = next(row for row in rows if row.messages[-1].content == "俺老孙来也！")
    # The Chinese instruction: the language is read off the path (rolebench-zh).
    assert wukong.messages[0].content.startswith("你是孙悟空，你的特征描述是：齐天大圣。")
