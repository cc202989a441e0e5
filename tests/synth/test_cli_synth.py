"""``rolemrc synth`` through its Typer sub-app."""

from __future__ import annotations

import functools
import hashlib
import json
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from rolemrc.cli._synth import synth_app
from rolemrc.core import TestRow, read_jsonl
from rolemrc.synth import dump_config
from rolemrc.synth._assembly import DpoRow, SftRow
from rolemrc.synth._reply_checks import conversation_checks, problems
from support.openai_server import FakeOpenAIServer, Responder, echo_last_user_message

runner = CliRunner()


def test_needs_exactly_one_of_config_and_preset(tmp_path: Path) -> None:
    result = runner.invoke(synth_app, ["--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "give exactly one of --config CONFIG.yaml and --preset demo" in result.output


def test_bad_config_key_is_named(tmp_path: Path) -> None:
    (tmp_path / "c.yaml").write_text(
        "generator: {model: openai/x}\npersonas: 3\n", encoding="utf-8"
    )
    result = runner.invoke(
        synth_app, ["--config", str(tmp_path / "c.yaml"), "--out", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert "key 'personas': Input should be a valid dictionary" in result.output.replace("\n", "")


def _config_file(server: FakeOpenAIServer, make_config: Callable[..., Any], tmp_path: Path) -> Path:
    """The scripted server's config, written as the YAML file ``--config`` reads."""
    path = tmp_path / "synth.yaml"
    config = make_config(server.base_url, tmp_path / "cache.sqlite")
    path.write_text(yaml.safe_dump(dump_config(config)), encoding="utf-8")
    return path


def test_config_run_with_stages_and_limit(
    synth_server: FakeOpenAIServer, make_config: Callable[..., Any], tmp_path: Path
) -> None:
    path = _config_file(synth_server, make_config, tmp_path)
    out = tmp_path / "run"
    args = ["--config", str(path), "--out", str(out), "--stages", "personas,profiles", "--quiet"]
    result = runner.invoke(synth_app, [*args, "--limit", "3"])
    assert result.exit_code == 0, result.output
    personas = (out / "personas.jsonl").read_text().splitlines()
    profiles = (out / "profiles.jsonl").read_text().splitlines()
    assert len(personas) == 3
    assert len(profiles) == 3 - sum('"bad-one"' in line for line in personas)
    assert not (out / "matches.jsonl").exists()
    manifest = json.loads((out / "manifest.json").read_text())
    assert list(manifest["stages"]) == ["personas", "profiles"]
    assert "profiles" in result.output
    result = runner.invoke(
        synth_app, ["--config", str(path), "--out", str(out), "--stages", "dialogues"]
    )
    assert result.exit_code == 2
    assert "matches.jsonl is missing: run the matching stage first" in result.output.replace(
        "\n", ""
    )
    result = runner.invoke(synth_app, [*args, "--executor", "spark"])
    assert "--executor must be 'local' or 'ray'" in result.output


def _echoing(cooperative: Responder, request: dict[str, Any]) -> str:
    """The cooperative generator, except that about half of the dialogue prompts get an echo:
    of the whole prompt (replies, and opening replies out of character, whose prompt has no
    profile), of the role's profile (rewrites) or of the conversation's last turn (chat turns
    and replies out of character, the profile when there is none yet)."""
    prompt = request["messages"][0]["content"]
    if prompt.startswith("Expand the persona") or hashlib.sha256(prompt.encode()).digest()[0] % 2:
        return str(cooperative(request))
    if "<draft>" in prompt or ("<profile>" not in prompt and "<conversation>" not in prompt):
        return echo_last_user_message(request)
    if "<reply>" in prompt or "<conversation>" not in prompt:
        return prompt.split("<profile>\n", 1)[1].split("\n</profile>", 1)[0]
    conversation = prompt.split("<conversation>\n", 1)[1].split("\n</conversation>", 1)[0]
    return conversation.splitlines()[-1].split(": ", 1)[1]


def test_echoes_never_reach_the_sets(
    make_config: Callable[..., Any], cooperative_generator: Responder, tmp_path: Path
) -> None:
    with FakeOpenAIServer(functools.partial(_echoing, cooperative_generator)) as server:
        config = make_config(server.base_url, tmp_path / "cache.sqlite")
        path = tmp_path / "synth.yaml"
        path.write_text(yaml.safe_dump(dump_config(config)), encoding="utf-8")
        out = tmp_path / "run"
        result = runner.invoke(synth_app, ["--config", str(path), "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    reasons = [json.loads(line)["reason"] for line in (out / "rejects.jsonl").open()]
    for echo in ("it repeats the prompt", "it repeats turn "):
        assert any(echo in reason for reason in reasons), echo
    sft = list(read_jsonl(out / "sft.jsonl", SftRow))
    dpo = list(read_jsonl(out / "dpo.jsonl", DpoRow))
    test_rows = list(read_jsonl(out / "test.jsonl", TestRow))
    assert sft and dpo and test_rows  # the cooperative half still makes data
    conversations = [
        *((row.messages[:-1], row.messages[-1].content) for row in sft),
        *((pair.prompt, pair.chosen[0].content) for pair in dpo),
        *((pair.prompt, pair.rejected[0].content) for pair in dpo),
        *((row.question, row.reference) for row in test_rows),
    ]
    for previous, reply in conversations:
        assert not problems(reply, conversation_checks(previous)), reply
        assert not reply.startswith("echo: ") and "<profile>" not in reply
    stats = json.loads((out / "stats.json").read_text())
    short = stats["test_rows_short"]
    assert short and sum(short.values()) == 18 - len(test_rows)
    output = " ".join(result.output.split())
    assert f"warning: the test set is short of {sum(short.values())} row(s)" in output
    first_task = next(iter(short))
    wanted = stats["test_rows_requested"][first_task]
    assert f"{first_task} {wanted - short[first_task]} of {wanted}" in output


@pytest.mark.slow
def test_demo_preset_runs_offline(tmp_path: Path) -> None:
    """The embedded model writes the profiles and every builder's texts (two roles and short
    answers here, to keep it to minutes on two CPU cores; tests/synth/test_demo_embedded.py runs
    the whole preset). Built-in profiles that stand in are counted and named; whatever reaches
    the sets passes the builders' checks, and the command reports the acceptance per kind, what
    the demo shows, and any shortage of the test set."""
    args = ["--preset", "demo", "--out", str(tmp_path), "--quiet", "--limit", "2"]
    result = runner.invoke(synth_app, [*args, "--max-new-tokens", "16"])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["config"]["generator"]["model"] == "embedded"
    assert manifest["config"]["generator"]["prompting"] == "base"
    assert manifest["config"]["profiles"]["type"] == "generate"
    assert manifest["config"]["profiles"]["fallback"] == "builtin"
    rejects = [json.loads(line) for line in (tmp_path / "rejects.jsonl").read_text().splitlines()]
    assert manifest["stages"]["dialogues"]["rejects"] == sum(
        reject["stage"] == "dialogues" for reject in rejects
    )
    stand_ins = [r for r in rejects if r["stage"] == "profiles" and "stands in" in r["reason"]]
    assert manifest["stages"]["profiles"]["records"] == 2
    output = " ".join(result.output.split())
    if stand_ins:
        assert f"{len(stand_ins)} profile(s) are built-in stand-ins" in output
    for row in read_jsonl(tmp_path / "sft.jsonl", SftRow):
        assert not problems(row.messages[-1].content, conversation_checks(row.messages[:-1]))
    for pair in read_jsonl(tmp_path / "dpo.jsonl", DpoRow):
        assert not problems(pair.chosen[0].content, conversation_checks(pair.prompt))
    test_rows = list(read_jsonl(tmp_path / "test.jsonl", TestRow))
    for test_row in test_rows:
        assert not problems(test_row.reference, conversation_checks(test_row.question))
    stats = json.loads((tmp_path / "stats.json").read_text())
    short = stats["test_rows_short"]
    assert sum(short.values()) == sum(stats["test_rows_requested"].values()) - len(test_rows)
    assert ("warning: the test set is short of" in output) == bool(short)
    # every builder ran: each role planned one dialogue of each of the 26 tasks
    acceptance = stats["acceptance"]
    assert set(acceptance) == {
        "free_chats",
        "on_scene_chats",
        "mrc_qa_single_turn",
        "ruled_multi_turn",
        "ruled_nested",
        "ruled_prioritized",
    }
    assert sum(row["planned"] for row in acceptance.values()) == 2 * 26
    assert "dialogues accepted per kind" in output
    assert "what this shows: every stage and every dialogue builder runs offline" in output


def test_max_new_tokens_caps_every_generator_call(
    synth_server: FakeOpenAIServer, make_config: Callable[..., Any], tmp_path: Path
) -> None:
    path = _config_file(synth_server, make_config, tmp_path)
    sent_before = len(synth_server.requests)
    args = ["--config", str(path), "--out", str(tmp_path / "run"), "--quiet", "--limit", "2"]
    result = runner.invoke(
        synth_app, [*args, "--stages", "personas,profiles", "--max-new-tokens", "3000"]
    )
    assert result.exit_code == 0, result.output
    sent = synth_server.requests[sent_before:]
    assert sent and {request["max_tokens"] for request in sent} == {3000}
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["config"]["dialogues"]["max_new_tokens"] == 3000
    assert manifest["config"]["profiles"]["max_new_tokens"] == 3000


def test_timeout_sets_the_generators_and_a_resume_accepts_another(
    synth_server: FakeOpenAIServer, make_config: Callable[..., Any], tmp_path: Path
) -> None:
    path = _config_file(synth_server, make_config, tmp_path)
    args = ["--config", str(path), "--out", str(tmp_path / "run"), "--quiet", "--limit", "1"]
    args += ["--stages", "personas,profiles"]
    for seconds in ("7.5", "30"):
        result = runner.invoke(synth_app, [*args, "--timeout", seconds])
        assert result.exit_code == 0, result.output
        manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
        assert manifest["config"]["generator"]["timeout_s"] == float(seconds)
    refused = runner.invoke(synth_app, [*args, "--timeout", "0"])
    assert refused.exit_code != 0
    assert "--timeout must be a positive number of seconds, got 0.0" in refused.output


SAMPLE_CONFIG = Path(__file__).parents[2] / "docs" / "synth_paper_scale.yaml"


def test_the_paper_config_plans_the_papers_data_without_a_model(tmp_path: Path) -> None:
    """The docs' paper config: PersonaHub, MS MARCO and OpenAI are never reached (this test runs
    offline); its run is the paper's scale line, whose counts follow from the plan by hand."""
    result = runner.invoke(synth_app, ["--config", str(SAMPLE_CONFIG), "--dry-run"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "no model is called" in text
    # per role: 8 chats of 3-5 replies (7.5 messages on average over the openings, and the
    # last reply out of character), 8 QA replies, 7 ruled dialogues of 2 calls: 90 calls for
    # 23 dialogues; the paper's 37.9k instructions of 10.2k profiles: 37,900 * 90 / 23 + 10,200
    paper = (
        "10,200 roles, 37,900 dialogues, 158,504 generator calls (at most 475,513 with every "
        "repair turn or new sample), 256,707,391 prompt + 29,385,652 completion tokens, cost 56.14"
    )
    assert f"this config: {paper}" in text
    assert f"paper scale: {paper}" in text


def test_dry_run_of_the_demo_preset_writes_nothing(tmp_path: Path) -> None:
    result = runner.invoke(synth_app, ["--preset", "demo", "--dry-run", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "cost unknown (set generator.prices)" in " ".join(result.output.split())
    assert list(tmp_path.iterdir()) == []


def test_a_run_needs_an_out_directory() -> None:
    result = runner.invoke(synth_app, ["--preset", "demo"])
    assert result.exit_code == 2
    assert "give --out RUN_DIR" in result.output


def test_builtin_fallback_profiles_are_counted_and_reported(
    cooperative_generator: Responder, make_config: Callable[..., Any], tmp_path: Path
) -> None:
    """A sample persona whose profile does not come back as JSON gets its built-in profile
    with ``fallback: builtin``: listed in rejects.jsonl with the problem, and named in the
    output. Without the fallback it is only a reject."""
    from rolemrc.synth import GenerateProfiles, RoleProfile
    from rolemrc.synth._profiles import FALLBACK_REASON, builtin_profiles

    def responder(request: dict[str, Any]) -> str | None:
        if "coral reefs" in request["messages"][0]["content"]:
            return "Here is the profile you asked for: a reef ecologist."
        return cooperative_generator(request)

    with FakeOpenAIServer(responder) as server:
        for fallback, out in (("builtin", tmp_path / "with"), (None, tmp_path / "without")):
            config = make_config(
                server.base_url,
                tmp_path / "cache.sqlite",
                profiles=GenerateProfiles(attempts=1, fallback=fallback),
            )
            path = tmp_path / "synth.yaml"
            path.write_text(yaml.safe_dump(dump_config(config)), encoding="utf-8")
            args = ["--config", str(path), "--out", str(out), "--stages", "personas,profiles"]
            result = runner.invoke(synth_app, [*args, "--quiet"])
            assert result.exit_code == 0, result.output
            profiles = list(read_jsonl(out / "profiles.jsonl", RoleProfile))
            reasons = [
                json.loads(line)["reason"]
                for line in (out / "rejects.jsonl").read_text(encoding="utf-8").splitlines()
            ]
            stand_in = builtin_profiles()["sample-reef-ecologist"]
            output = " ".join(result.output.split())
            if fallback:
                assert stand_in in profiles
                assert (
                    FALLBACK_REASON + "invalid structured answer: the answer holds no JSON object"
                    in reasons
                )
                assert "1 profile(s) are built-in stand-ins" in output
                assert "sample-reef-ecologist" in output
            else:
                assert stand_in not in profiles
                assert "invalid structured answer: the answer holds no JSON object" in reasons
                assert "stand-ins" not in output


def test_base_prompting_is_refused_by_a_server_that_starts_a_new_turn(
    make_config: Callable[..., Any], tmp_path: Path
) -> None:
    """A server that ignores continue_final_message (llama.cpp's, Ollama's) answers a prefix
    with a new turn; base prompting stops at once, saying so, and no set holds a spliced
    turn."""

    def new_turn(request: dict[str, Any]) -> str:
        return "User: Hi there! I'm Ingrid Solberg."

    with FakeOpenAIServer(new_turn) as server:
        config = make_config(server.base_url, tmp_path / "cache.sqlite")
        config = config.model_copy(
            update={"generator": config.generator.model_copy(update={"prompting": "base"})}
        )
        path = tmp_path / "synth.yaml"
        path.write_text(yaml.safe_dump(dump_config(config)), encoding="utf-8")
        out = tmp_path / "run"
        result = runner.invoke(
            synth_app, ["--config", str(path), "--out", str(out), "--limit", "2", "--quiet"]
        )
        continuing = [body for body in server.requests if body.get("continue_final_message")]
    assert result.exit_code == 2, result.output
    assert "does not continue a final assistant message" in " ".join(result.output.split())
    assert len(continuing) == 1  # the probe: nothing else was asked as a continuation
    for name in ("sft.jsonl", "dpo.jsonl", "test.jsonl"):
        assert not (out / name).exists() or "User:" not in (out / name).read_text()


def test_the_written_config_reruns_from_another_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``RUN/config.yaml`` is ready for ``--config`` wherever the command runs: a run made
    with a relative ``--out`` writes its input paths so that they read the same from the
    config file's folder (the docs say: edit it and rerun)."""
    first, elsewhere = tmp_path / "first", tmp_path / "elsewhere"
    first.mkdir()
    elsewhere.mkdir()
    monkeypatch.chdir(first)
    args = ["--preset", "demo", "--out", "runs/x", "--stages", "personas", "--quiet"]
    result = runner.invoke(synth_app, args)
    assert result.exit_code == 0, result.output
    run = first / "runs" / "x"
    personas = (run / "personas.jsonl").read_bytes()
    monkeypatch.chdir(elsewhere)
    for out in (str(run), "copy"):
        args = ["--config", str(run / "config.yaml"), "--out", out, "--stages", "personas"]
        result = runner.invoke(synth_app, [*args, "--quiet"])
        assert result.exit_code == 0, result.output
    assert (run / "personas.jsonl").read_bytes() == personas
    assert (elsewhere / "copy" / "personas.jsonl").read_bytes() == personas
    written = yaml.safe_load((elsewhere / "copy" / "config.yaml").read_text(encoding="utf-8"))
    assert written["personas"]["source"]["path"] == str(run.resolve() / "inputs/personas.jsonl")


def test_items_whose_generator_call_failed_for_good_make_the_run_incomplete(
    make_config: Callable[..., Any], cooperative_generator: Responder, tmp_path: Path
) -> None:
    """A request the server refuses on every try (a 400) loses its dialogue: the run ends
    ``incomplete`` with exit status 3 and says which stage lost how many items, and why."""
    with FakeOpenAIServer(cooperative_generator) as server:
        server.fail_when(
            lambda body: (
                "response_format" not in body  # dialogues, not profiles
                and zlib.crc32(json.dumps(body["messages"]).encode()) % 4 == 0
            ),
            400,
        )
        path = tmp_path / "synth.yaml"
        config = make_config(server.base_url, tmp_path / "cache.sqlite")
        path.write_text(yaml.safe_dump(dump_config(config)), encoding="utf-8")
        out = tmp_path / "run"
        args = ["--config", str(path), "--out", str(out), "--quiet", "--limit", "4"]
        result = runner.invoke(synth_app, args)
    assert result.exit_code == 3, result.output
    manifest = json.loads((out / "manifest.json").read_text())
    failed = [
        json.loads(line)
        for line in (out / "rejects.jsonl").read_text().splitlines()
        if "the generator call failed" in line
    ]
    assert failed and manifest["status"] == "incomplete"
    [reason] = manifest["incomplete_reasons"]
    assert reason.startswith(f"{len(failed)} item(s) of the dialogues stage failed for good")
    output = " ".join(result.output.split())
    assert "status: incomplete" in output and "dialogues stage failed for good" in output
