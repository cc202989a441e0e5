"""Config loading with errors that name the YAML key; persona reading and seeded sampling."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rolemrc.core import ConfigError, InputError
from rolemrc.synth import (
    BuiltinProfiles,
    JsonlMrcSource,
    JsonlPersonaSource,
    PersonasConfig,
    load_config,
    read_persona_jsonl,
    select_personas,
)

MINIMAL = """\
generator: {model: openai/gpt-4o-mini, base_urls: [http://127.0.0.1:8000/v1]}
personas: {source: {type: jsonl, path: personas.jsonl}, count: 5}
profiles: {type: builtin}
matching: {source: {type: jsonl, path: data/mrc.jsonl}}
"""


def test_load_config_resolves_relative_paths(tmp_path: Path) -> None:
    (tmp_path / "run.yaml").write_text(MINIMAL, encoding="utf-8")
    config = load_config(tmp_path / "run.yaml")
    assert isinstance(config.personas.source, JsonlPersonaSource)
    assert config.personas.source.path == tmp_path / "personas.jsonl"
    assert isinstance(config.matching.source, JsonlMrcSource)
    assert config.matching.source.path == tmp_path / "data" / "mrc.jsonl"
    assert isinstance(config.profiles, BuiltinProfiles)
    assert config.workers == 8 and config.test.size == 1400


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            ("count: 5", "count: 0"),
            "key 'personas.count': Input should be greater than or equal to 1",
        ),
        (("type: builtin", "type: magic"), "key 'profiles': Input tag 'magic' found using 'type'"),
        (
            ("openai/gpt-4o-mini", "nowhere/x"),
            "key 'generator': Value error, 'nowhere/x': unknown model provider 'nowhere'",
        ),
        (("profiles:", "profile:"), "key 'profile': Extra inputs are not permitted"),
        (("openai/gpt-4o-mini", "embedded"), "base_urls apply only to openai/<model> specs"),
    ],
)
def test_config_errors_name_the_key(tmp_path: Path, edit: tuple[str, str], message: str) -> None:
    (tmp_path / "bad.yaml").write_text(MINIMAL.replace(*edit), encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(tmp_path / "bad.yaml")
    assert str(caught.value).startswith(f"{tmp_path / 'bad.yaml'}: ")
    assert message in str(caught.value)


def test_config_rejects_unknown_test_task(tmp_path: Path) -> None:
    text = MINIMAL + "test: {task_counts: {role_related_mrc_answer_no_narraton: 3}}\n"
    (tmp_path / "bad.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match="key 'test': Value error, task_counts: unknown task"):
        load_config(tmp_path / "bad.yaml")


def test_config_file_problems(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the config"):
        load_config(tmp_path / "missing.yaml")
    (tmp_path / "list.yaml").write_text("- a\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="expected a mapping of sections"):
        load_config(tmp_path / "list.yaml")


def _personas(tmp_path: Path, lines: list[object]) -> Path:
    path = tmp_path / "personas.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def test_read_personas_ids_and_errors(tmp_path: Path) -> None:
    path = _personas(tmp_path, [{"persona": " A chef. "}, {"id": "p2", "persona": "A pilot."}])
    personas = list(read_persona_jsonl(path))
    assert personas[0].persona == "A chef."
    assert personas[0].id == "persona-" + personas[0].id.removeprefix("persona-")
    assert len(personas[0].id) == len("persona-") + 12
    assert personas[1].id == "p2"
    bad = _personas(tmp_path, [{"persona": "ok"}, {"persona": ""}])
    with pytest.raises(InputError) as caught:
        list(read_persona_jsonl(bad))
    assert str(caught.value) == f"{bad}:2, field 'persona': expected a non-empty string"


def test_selection_is_seeded_rejects_duplicates_and_extends(tmp_path: Path) -> None:
    lines: list[object] = [{"persona": f"Persona number {n}."} for n in range(20)]
    path = _personas(tmp_path, [*lines, {"persona": "Persona number 3."}])
    config = PersonasConfig(source=JsonlPersonaSource(path=path), count=10)
    chosen, rejects = select_personas(config, seed=1)
    again, _ = select_personas(config, seed=1)
    other, _ = select_personas(config, seed=2)
    assert chosen == again and chosen != other and len(chosen) == 10
    assert [reject.reason for reject in rejects] == [
        f"duplicate of persona {read_persona_id(path, 3)}"
    ]
    texts = [persona.persona for persona in chosen]
    assert texts == sorted(texts, key=lambda text: int(text.split()[2].rstrip(".")))  # source order
    small, _ = select_personas(config, seed=1, limit=4)
    assert {persona.id for persona in small} < {persona.id for persona in chosen}


def read_persona_id(path: Path, position: int) -> str:
    return list(read_persona_jsonl(path))[position].id


def test_mix_entries_may_name_their_source_with_a_data_source_spec(tmp_path: Path) -> None:
    from rolemrc.synth._config import HubMixSource, JsonlMixSource, MixConfig

    mix = MixConfig.model_validate(
        {
            "sft": [
                {"name": "a", "source": "alpaca.jsonl", "format": "alpaca", "ratio": 0.5},
                {"name": "b", "source": "hf:me/chats:c.jsonl", "format": "alpaca", "ratio": 1},
                {"name": "c", "source": "hf:me/chats", "format": "alpaca", "ratio": 1},
            ]
        }
    )
    local, hub_file, hub = mix.sft
    assert isinstance(local, JsonlMixSource) and local.path == Path("alpaca.jsonl")
    assert isinstance(hub_file, HubMixSource)
    assert (hub_file.dataset, hub_file.data_files, hub_file.split) == (
        "me/chats",
        "c.jsonl",
        "train",
    )
    assert isinstance(hub, HubMixSource) and hub.data_files is None


def test_a_bad_mix_source_spec_names_the_key(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        "generator: {model: embedded}\n"
        "personas: {source: {type: jsonl, path: p.jsonl}}\n"
        "matching: {source: {type: jsonl, path: m.jsonl}}\n"
        "mix:\n  sft:\n    - {name: x, source: 'hf:nope', format: alpaca, ratio: 1}\n",
        encoding="utf-8",
    )
    with pytest.raises(ConfigError, match=r"key 'mix': .*sft\[0\]\.source: hub source must look"):
        load_config(tmp_path / "bad.yaml")


def test_the_generator_is_a_model_access() -> None:
    from rolemrc.llm import ModelAccess
    from rolemrc.synth import GeneratorConfig

    generator = GeneratorConfig.model_validate(
        {"model": "openai/m", "base_url": "http://one/v1", "concurrency": 5}
    )
    assert isinstance(generator, ModelAccess)
    assert (generator.concurrency, generator.server_urls()) == (5, ["http://one/v1"])
    assert GeneratorConfig(model="openai/m", base_urls=["http://a", "http://b"]).server_urls() == [
        "http://a",
        "http://b",
    ]
    assert "cache" not in generator.model_dump() and "cache_path" not in generator.model_dump()
    for bad, message in [
        ({"model": "openai/m", "max_concurrency": 3}, "max_concurrency"),
        ({"model": "openai/m", "cache": False}, "top-level 'cache:' section"),
        ({"model": "embedded", "base_url": "http://x"}, "apply only to openai/<model> specs"),
        ({"model": "openai/m", "base_url": "http://x", "base_urls": ["http://y"]}, "not both"),
    ]:
        with pytest.raises(ValueError, match=message):
            GeneratorConfig.model_validate(bad)


def test_the_generator_urls_are_recorded_without_credentials() -> None:
    from rolemrc.synth import GeneratorConfig

    generator = GeneratorConfig(
        model="openai/m", base_urls=["http://u:PASS@a:1/v1", "https://TOKEN@b/v1"]
    )
    assert generator.server_urls() == ["http://u:PASS@a:1/v1", "https://TOKEN@b/v1"]
    dumped = json.dumps(generator.model_dump(mode="json"))  # what config.yaml and manifests hold
    assert "PASS" not in dumped and "TOKEN" not in dumped
    assert '"http://***@a:1/v1", "https://***@b/v1"' in dumped
