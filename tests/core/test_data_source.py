"""Data-source specs: local paths and hf: references, read by one parser."""

from __future__ import annotations

from pathlib import Path

import pytest

from rolemrc.core import DATA_SOURCE_FORMS, ConfigError, DataSource, InputError, data_source_error


def test_a_local_path_is_a_path() -> None:
    source = DataSource.parse("data/test.jsonl")
    assert (source.is_hub, source.path, source.hub_fields()) == (
        False,
        Path("data/test.jsonl"),
        (),
    )
    assert DataSource.parse("~/x.jsonl").path == Path("~/x.jsonl").expanduser()
    assert DataSource.parse(Path("hf:odd-but-local.jsonl")).path == Path("hf:odd-but-local.jsonl")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hf:Junrulu/RoleMRC", ("Junrulu/RoleMRC", "default.jsonl")),
        ("hf:me/set:dev.jsonl", ("me/set", "dev.jsonl")),
        ("hf:me/set:", ("me/set", "default.jsonl")),
        ("hf:me/set:odd:name.jsonl", ("me/set", "odd:name.jsonl")),
    ],
)
def test_a_hub_file(text: str, expected: tuple[str, str]) -> None:
    source = DataSource.parse(text)
    assert source.is_hub
    assert source.hub_file("default.jsonl") == expected


def test_rolebench_fields_are_kept_for_their_reader() -> None:
    assert DataSource.parse("hf:me/bench:zh/general:test").hub_fields() == (
        "me/bench",
        "zh/general",
        "test",
    )


@pytest.mark.parametrize("text", ["hf:RoleMRC", "hf:", "hf:/x", "local.jsonl"])
def test_a_bad_hub_file_lists_every_form(text: str) -> None:
    with pytest.raises(InputError) as raised:
        DataSource.parse(text).hub_file("x.jsonl")
    assert "hub source must look like hf:owner/name[:file]" in str(raised.value)
    assert str(raised.value).endswith(f"; data sources: {DATA_SOURCE_FORMS}")
    for form in ("PATH", "hf:owner/name[:file]", "hf:[owner/name:]SPLIT[:part]"):
        assert form in DATA_SOURCE_FORMS


def test_empty_specs_and_error_kinds() -> None:
    with pytest.raises(InputError, match=r"^empty data source; data sources: PATH"):
        DataSource.parse("  ")
    assert isinstance(data_source_error("x", ConfigError), ConfigError)
