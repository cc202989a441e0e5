import json
from pathlib import Path

import pytest

from rolemrc.core import ConfigError, InputError
from rolemrc.rolellm import (
    ROLEBENCH_DATASET,
    load_hub_profiles,
    load_local_profiles,
    load_rolebench,
    parse_split,
)

DATA = Path(__file__).parent / "data"
SPLIT_DIR = DATA / "rolebench-eng" / "instruction-generalization" / "role_specific"
TEST_FILE = SPLIT_DIR / "test.jsonl"
BASELINE_FILE = SPLIT_DIR / "rolegpt_baseline.jsonl"


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))
    return path


def test_local_split_reads_language_and_category_from_the_path() -> None:
    data = load_rolebench(str(TEST_FILE))
    assert (data.language, data.category, data.n_rows_in_source) == ("eng", "role_specific", 9)
    assert [row.id for row in data.rows][:2] == ["row-00000", "row-00001"]
    assert data.rows[6].type == ["script_agnostic", "script_agnostic"]
    assert len(data.rows[6].generated) == 2
    limited = load_rolebench(str(TEST_FILE), limit=3)
    assert len(limited.rows) == 3 and limited.fingerprint == data.fingerprint
    assert limited.source_rows == data.rows and limited.n_rows_in_source == 9


def test_a_local_file_elsewhere_needs_its_category(tmp_path: Path) -> None:
    path = _write(tmp_path / "rows.jsonl", [{"role": "R", "question": "Q?", "generated": ["A"]}])
    with pytest.raises(ConfigError, match=r"\(category general\|role_specific\)"):
        load_rolebench(str(path))
    data = load_rolebench(str(path), category="general")
    assert data.category == "general" and data.rows[0].type is None


def test_bad_rows_are_located(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "general" / "test.jsonl",
        [
            {"role": "R", "question": "Q?", "generated": ["A"], "type": "script_based"},
            {"role": "R", "question": "Q2?", "generated": []},
        ],
    )
    with pytest.raises(InputError) as caught:
        load_rolebench(str(path))
    assert str(caught.value).startswith(f"{path}:2, field 'generated'")


def test_parse_split() -> None:
    repo, spec, part = parse_split("hf:eng/instruction/role_specific")
    assert (repo, part) == (ROLEBENCH_DATASET, "test")
    assert (
        spec is not None
        and spec.hub_dir == "rolebench-eng/instruction-generalization/role_specific"
    )
    repo, spec, part = parse_split("hf:me/bench:zh/general:rolegpt_baseline")
    assert (repo, part) == ("me/bench", "rolegpt_baseline")
    assert spec is not None and (spec.language, spec.hub_dir) == ("zh", "rolebench-zh/general")
    assert parse_split("local.jsonl") == (None, None, "local.jsonl")
    with pytest.raises(ConfigError, match="unknown RoleBench split"):
        parse_split("hf:eng/general")
    with pytest.raises(ConfigError, match="unknown split part"):
        parse_split("hf:zh/general:dev")


def test_local_profiles_with_inline_and_file_scripts() -> None:
    book = load_local_profiles(DATA / "profiles.json")
    assert book.get("John Coffey").catchphrases == ["Like the drink, only not spelled the same."]
    assert book.get("James Carter").description.startswith("A fast-talking")
    assert [line.role for line in book.script("Sheldon Cooper")] == ["Leonard", "Sheldon"] * 1 + [
        "Penny",
        "Sheldon",
    ]
    with pytest.raises(InputError, match="no script for role 'James Carter'"):
        book.script("James Carter")
    with pytest.raises(InputError, match="no profile for role 'Nobody'"):
        book.get("Nobody")


@pytest.fixture
def offline_hub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A local hub cache read through the real hub client, offline."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    revision = "0123456789abcdef0123456789abcdef01234567"
    repo = tmp_path / "hub" / f"datasets--{ROLEBENCH_DATASET.replace('/', '--')}"
    (repo / "refs").mkdir(parents=True)
    (repo / "refs" / "main").write_text(revision)
    return repo / "snapshots" / revision


def test_hub_split_and_profiles(offline_hub: Path) -> None:
    split_dir = offline_hub / "rolebench-eng/instruction-generalization/role_specific"
    split_dir.mkdir(parents=True)
    (split_dir / "test.jsonl").write_bytes(TEST_FILE.read_bytes())
    profiles = offline_hub / "profiles-eng"
    profiles.mkdir()
    (profiles / "desc.json").write_text(json.dumps({"John Coffey": "A gentle giant."}))
    (profiles / "scripts.json").write_text(json.dumps({"John Coffey": "The Green Mile"}))
    _write(
        profiles / "profiles-eng-John Coffey.jsonl",
        [{"role": "Paul", "content": "Hi."}, {"role": "John Coffey", "content": "Hello, boss."}],
    )
    data = load_rolebench("hf:eng/instruction/role_specific")
    assert (len(data.rows), data.category, data.hub_repo) == (9, "role_specific", ROLEBENCH_DATASET)
    book = load_hub_profiles("eng")
    assert book.get("John Coffey").script_name == "The Green Mile"
    assert [line.content for line in book.script("John Coffey")] == ["Hi.", "Hello, boss."]
    with pytest.raises(InputError, match="pass its local path"):
        load_rolebench("hf:eng/role/general")
