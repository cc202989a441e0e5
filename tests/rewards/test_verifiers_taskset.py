"""The verifiers v1 taskset (``integrations/verifiers``): loaded by verifiers' own loader and
evaluated with ``run_eval`` on two conversations, the scripted user speaking through verifiers'
interaction, the policy a local server streaming scripted replies."""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from rolemrc.eval import ScriptedUser, sample_test_rows
from rolemrc.rewards import RolePlaySession, reward_judge

vf = pytest.importorskip(
    "verifiers.v1",
    reason="verifiers (>= 0.4, with v1) is not installed: pip install -e .[verifiers]",
)

TASKSET = Path(__file__).resolve().parents[2] / "integrations" / "verifiers"
REPLIES = [
    "(Theo smiles) Cold butter keeps the layers apart, mon ami.",
    "I am Theo, a baker, and nothing else.",
    "As an AI language model, I can explain lamination.",
]


class StreamingChatServer:
    """``POST /v1/chat/completions`` on 127.0.0.1, streamed as OpenAI's server-sent events; the
    reply to each conversation is REPLIES[number of assistant turns it holds]."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return None

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append(body)
                answered = sum(1 for m in body["messages"] if m["role"] == "assistant")
                text = REPLIES[min(answered, len(REPLIES) - 1)]
                head = {
                    "id": "c1",
                    "object": "chat.completion.chunk",
                    "created": 0,
                    "model": body.get("model", "m"),
                }
                events = [
                    {
                        **head,
                        "choices": [{"index": 0, "delta": {"role": "assistant", "content": text}}],
                    },
                    {
                        **head,
                        "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                        "usage": {
                            "prompt_tokens": 10,
                            "completion_tokens": len(text.split()),
                            "total_tokens": 10 + len(text.split()),
                        },
                    },
                ]
                data = b"".join(f"data: {json.dumps(e)}\n\n".encode() for e in events)
                data += b"data: [DONE]\n\n"
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def __enter__(self) -> StreamingChatServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture
def taskset_on_path(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.syspath_prepend(str(TASKSET))
    yield
    sys.modules.pop("rolemrc_roleplay", None)


def test_two_conversations_are_evaluated_with_the_scripted_user(
    tmp_path: Path, taskset_on_path: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from verifiers.v1.cli.eval.runner import run_eval
    from verifiers.v1.configs.cli.eval import EvalConfig

    monkeypatch.setenv("ROLEPLAY_TEST_KEY", "unused")
    with StreamingChatServer() as server:
        config = EvalConfig(
            env={
                "taskset": {"id": "rolemrc-roleplay", "turns": 2},
                "agent": {
                    "harness": {"id": "null"},
                    "max_turns": 10,
                    "runtime": {"type": "subprocess"},
                },
            },
            select={"limit": 2},
            num_rollouts=1,
            rich=None,
            push=False,
            output_dir=tmp_path,
            run={"dir": "run"},
            model="policy",
            client={"base_url": server.base_url, "api_key_var": "ROLEPLAY_TEST_KEY"},
        )
        episodes = asyncio.run(run_eval(config))
    traces = [trace for episode in episodes for trace in episode.traces]
    assert len(traces) == 2
    rows = sample_test_rows()[:2]
    judge = reward_judge("rules")
    for trace, row in zip(traces, rows, strict=True):
        assert trace.ok, trace
        replies = [message.content for message in trace.assistant_messages]
        assert replies == REPLIES  # the row's answer and one per user turn
        users = [m.content for m in trace.messages if m.role == "user"][-2:]
        script = ScriptedUser()
        expected = RolePlaySession(row, script, 2)
        said = [expected.reply(reply) for reply in REPLIES]
        assert users == said[:2]  # the scripted user spoke each turn
        for name in ("worst", "mean", "first_failure"):
            want = expected.reward(judge, name)  # type: ignore[arg-type]
            assert trace.rewards[name].score == pytest.approx(want if want is not None else 0.0)
        assert trace.rewards["worst"].weight == 1.0
        assert trace.rewards["mean"].weight == 0.0
        assert trace.rewards["worst"].score == 0.0  # turn 2 steps out of the role
    assert len(server.requests) == 6  # three assistant turns in each of two conversations
