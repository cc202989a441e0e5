"""A multi-turn evaluation against llama.cpp's own server, the embedded model playing both the
user and the policy, each role served by its own server process: the manifest's call counts
equal each server's, role by role. Skipped where the server is not installed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rolemrc.eval import EvalConfig, run_eval
from rolemrc.llm import ModelAccess, ModelRoles
from support.llama_server import (
    SERVED_MODEL,
    LlamaServer,
    short_sample_set,
)

pytestmark = pytest.mark.reliability

MODEL = f"openai/{SERVED_MODEL}"


@pytest.fixture(scope="module")
def servers(
    gguf: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[LlamaServer, LlamaServer]]:
    logs = tmp_path_factory.mktemp("llama")
    with (
        LlamaServer(gguf, logs / "policy.log") as policy,
        LlamaServer(gguf, logs / "user.log") as user,
    ):
        yield policy, user


def test_the_manifest_counts_each_role_as_its_server_does(
    servers: tuple[LlamaServer, LlamaServer], tmp_path: Path
) -> None:
    policy, user = servers
    before = {"policy": policy.requests(), "user": user.requests()}
    config = EvalConfig(
        data=str(short_sample_set(tmp_path)),
        models=ModelRoles(
            policy=ModelAccess(model=MODEL, base_url=policy.base_url, cache=False),
            user=ModelAccess(model=MODEL, base_url=user.base_url, cache=False),
        ),
        user=MODEL,
        turns=2,
        out=tmp_path / "run",
        judge="rules",
        bertscore_model="none",
        limit=3,
        max_new_tokens=16,
        user_max_new_tokens=24,
        max_user_reasks=1,
        progress=False,
    )
    report = run_eval(config).report.to_json()
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["usage"]["policy"]["calls"] == policy.requests() - before["policy"] >= 3
    assert manifest["usage"]["user"]["calls"] == user.requests() - before["user"] >= 3
    assert manifest["usage"]["judge"]["calls"] == 0
    block = report["conversations"]
    # a tiny base model breaks its user persona often: every refused draft is counted, and a
    # row whose drafts all failed stops there (counted as failing), never filled in
    drafts = block["user_reasks"]["user_turns"] + block["user_reasks"]["total"]
    assert drafts <= manifest["usage"]["user"]["calls"]
    assert block["n_conversations"] == 3
