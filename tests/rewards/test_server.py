"""The reward server over real HTTP on 127.0.0.1: OpenRLHF's request shape, bad requests,
oversized bodies and concurrent clients."""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from rolemrc.core import Message, row_label
from rolemrc.rewards import (
    RewardFunction,
    RewardRow,
    RewardServer,
    ServerLimits,
    build_rewards,
    reward_judge,
)
from support.reward_rows import ANSWER, ANSWER_NARRATED, REFERENCE, prompt_of

TASK = "role_related_mrc_answer_with_narration"  # knowledge_range + style_compliance


def template(messages: Sequence[dict[str, str]]) -> str:
    """A chat-templated prompt as OpenRLHF sends it (any template: the server reads the label)."""
    text = "".join(f"<|{turn['role']}|>{turn['content']}\n" for turn in messages)
    return f"{text}<|assistant|>"


def openrlhf_body(replies: Sequence[str], task: str = TASK) -> dict[str, Any]:
    messages = prompt_of(task)
    prompt = template(messages)
    label = row_label([Message(**turn) for turn in messages], task, REFERENCE)
    return {
        "query": [prompt + reply for reply in replies],
        "prompts": [prompt] * len(replies),
        "labels": [label] * len(replies),
    }


def post(url: str, body: bytes | dict[str, Any], **headers: str) -> tuple[int, dict[str, Any]]:
    host, _, rest = url.removeprefix("http://").partition("/")
    connection = http.client.HTTPConnection(host, timeout=30)
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    connection.request(
        "POST", f"/{rest}", body=data, headers={"Content-Type": "application/json", **headers}
    )
    response = connection.getresponse()
    status, payload = response.status, json.loads(response.read())
    connection.close()
    return status, payload


@pytest.fixture
def server() -> Iterator[RewardServer]:
    rewards = build_rewards("aggregate,format", reward_judge("rules"))
    with RewardServer(rewards, port=0, limits=ServerLimits(max_body_bytes=20_000)) as running:
        yield running


def test_openrlhf_requests_get_their_rewards(server: RewardServer) -> None:
    assert server.url.startswith("http://127.0.0.1:")
    status, answer = post(server.url, openrlhf_body([ANSWER_NARRATED, ANSWER]))
    assert status == 200
    # narrated answer: knowledge 1, style 1 -> aggregate 1, format 1; plain: 1, 0 -> 0.5, 0
    assert answer["rewards"] == [2.0, 0.5]
    assert answer["scores"] == [1.0, 0.25]  # the mean of the rewards that apply
    assert answer["extra_logs"] == {
        "aggregate": [1.0, 0.5],
        "format": [1.0, 0.0],
        "applies": [1.0, 1.0],
    }


def test_a_row_no_reward_applies_to_gets_zero_and_says_so(server: RewardServer) -> None:
    body = openrlhf_body([ANSWER])
    body["labels"] = [REFERENCE]  # a plain reference: no task, so neither reward applies
    status, answer = post(server.url, body)
    assert status == 200
    assert answer["rewards"] == [0.0]
    assert answer["extra_logs"]["applies"] == [0.0]


@pytest.mark.parametrize(
    ("change", "status", "field", "message"),
    [
        (lambda body: b"{not json", 400, None, "not JSON"),
        (lambda body: b"[1, 2]", 400, None, "JSON object"),
        (lambda body: {k: v for k, v in body.items() if k != "prompts"}, 400, "prompts", "missing"),
        (lambda body: {**body, "query": "one string"}, 400, "query", "must be a list"),
        (lambda body: {**body, "labels": body["labels"][:1]}, 400, "labels", "has 1 items"),
        (lambda body: {**body, "query": ["x", body["query"][1]]}, 400, "query[0]", "begin with"),
        (lambda body: {**body, "prompts": [3, 4]}, 400, "prompts[0]", "must be a string"),
        (lambda body: {**body, "labels": ["{bad", body["labels"][1]]}, 400, "labels[0]", "JSON"),
        (
            lambda body: {**body, "labels": [json.dumps({"task": 7}), body["labels"][1]]},
            400,
            "labels[0].task",
            "string",
        ),
    ],
)
def test_bad_requests_get_a_4xx_naming_the_field(
    server: RewardServer, change: Any, status: int, field: str | None, message: str
) -> None:
    body = change(openrlhf_body([ANSWER, ANSWER_NARRATED]))
    got_status, answer = post(server.url, body)
    assert got_status == status
    assert answer.get("field") == field
    assert message in answer["error"]


def test_an_unknown_task_is_named(server: RewardServer) -> None:
    body = openrlhf_body([ANSWER])
    label = json.loads(body["labels"][0])
    body["labels"] = [json.dumps({**label, "task": "role_related_mrc_answr_with_narration"})]
    status, answer = post(server.url, body)
    assert status == 400
    assert answer["field"] == "labels[0].task"
    assert "Did you mean: role_related_mrc_answer_with_narration" in answer["error"]


def test_an_oversized_body_is_refused_unread(server: RewardServer) -> None:
    body = openrlhf_body(["x" * 30_000])
    status, answer = post(server.url, body)
    assert status == 413
    assert "over the limit of 20000" in answer["error"]
    assert post(server.url, openrlhf_body([ANSWER]))[0] == 200  # the server goes on


def test_other_paths_and_health(server: RewardServer) -> None:
    assert post(server.url.replace("/get_reward", "/other"), openrlhf_body([ANSWER]))[0] == 404
    host = server.url.removeprefix("http://").partition("/")[0]
    connection = http.client.HTTPConnection(host, timeout=10)
    connection.request("GET", "/health")
    response = connection.getresponse()
    assert response.status == 200
    assert json.loads(response.read()) == {"status": "ok", "rewards": ["aggregate", "format"]}


class SlowReward(RewardFunction):
    """1.0 per row after a pause, counting how many calls run at once."""

    name = "slow"

    def __init__(self) -> None:
        self.in_flight = 0
        self.most = 0
        self.lock = threading.Lock()

    def applies(self, task: str | None, reference: str | None) -> bool:
        return True

    def score(self, rows: Sequence[RewardRow]) -> list[float | None]:
        with self.lock:
            self.in_flight += 1
            self.most = max(self.most, self.in_flight)
        time.sleep(0.05)
        with self.lock:
            self.in_flight -= 1
        return [float(len(row.response)) for row in rows]


def test_a_kept_alive_connection_gets_each_answer_in_one_piece(server: RewardServer) -> None:
    """Headers and body leave in one write: written apart, the body of every request after the
    first on a kept-alive connection waited for the client's delayed ACK (about 40 ms)."""
    host, _, rest = server.url.removeprefix("http://").partition("/")
    address, port = host.split(":")
    data = json.dumps(openrlhf_body([ANSWER])).encode()
    request = (
        f"POST /{rest} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(data)}\r\n\r\n"
    ).encode() + data
    with socket.create_connection((address, int(port)), timeout=30) as connection:
        for _ in range(3):
            connection.sendall(request)
            first = connection.recv(1 << 16)  # the server's first segment
            head, _, body = first.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.1 200")
            length = next(
                int(line.split(b":")[1])
                for line in head.split(b"\r\n")
                if line.lower().startswith(b"content-length:")
            )
            assert len(body) == length, "the body came in a segment of its own"
            assert "rewards" in json.loads(body)


def test_concurrent_clients_each_get_their_own_answer_within_the_concurrency_bound() -> None:
    slow = SlowReward()
    with RewardServer([slow], port=0, limits=ServerLimits(max_concurrency=3)) as server:
        replies = [f"reply {'x' * number}" for number in range(24)]
        with ThreadPoolExecutor(max_workers=12) as pool:
            answers = list(
                pool.map(lambda reply: post(server.url, openrlhf_body([reply])), replies)
            )
    assert [status for status, _ in answers] == [200] * 24
    assert [answer["rewards"] for _, answer in answers] == [
        [float(len(reply))] for reply in replies
    ]
    assert 1 < slow.most <= 3


def test_the_cli_serves_until_stopped() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "rolemrc", "serve", "rewards", "--reward", "format", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "serving rewards format at http://127.0.0.1:" in line
        url = line.rsplit(" ", 1)[1].strip()
        status, answer = post(url, openrlhf_body([ANSWER_NARRATED]))
        assert (status, answer["rewards"]) == (200, [1.0])
    finally:
        process.terminate()
        process.wait(timeout=30)
