"""The ``mock/`` provider: a scripted chat model with deterministic canned answers, for docs,
tests and dry runs of a pipeline.

| spec | answers |
|---|---|
| ``mock/echo`` | the last user message, as it is |
| ``mock/FILE.jsonl`` | the first rule of the file that matches (see :func:`read_mock_rules`) |
| ``mock/NAME`` | a script registered in Python with :func:`register_mock_script` |

Answers do not depend on sampling settings or on the order requests arrive in; stop strings
cut them like a model's (before the first one, finish reason ``"stop"``). A request that ends
with an assistant message is answered like any other: scripts read the last user message.
Token counts are whitespace-separated words (an answer cut at a stop string counts the words up
to and including the stop), so usage figures are deterministic too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from rolemrc.core import ConfigError, InputError, file_fingerprint
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._protocol import ChatRequest, ChatResult, find_stop_string
from rolemrc.llm._providers import register_provider
from rolemrc.llm._spec import model_spec_error

MockScript = Callable[[ChatRequest], str]
"""A script: the answer to one request."""

_SCRIPTS: dict[str, MockScript] = {}


def register_mock_script(name: str) -> Callable[[MockScript], MockScript]:
    """Register the decorated function as ``mock/<name>``; a taken name is a ConfigError."""

    def register(script: MockScript) -> MockScript:
        if name in _SCRIPTS or name.endswith(".jsonl"):
            raise ConfigError(
                f"mock script '{name}' is registered already"
                if name in _SCRIPTS
                else f"mock script '{name}': names ending in .jsonl are script files"
            )
        _SCRIPTS[name] = script
        return script

    return register


def unregister_mock_script(name: str) -> None:
    """Forget ``mock/<name>`` (a test's script, say); unknown names are ignored."""
    _SCRIPTS.pop(name, None)


def _last_user_message(request: ChatRequest) -> str:
    for message in reversed(request.messages):
        if message.role == "user":
            return message.content
    return ""


@register_mock_script("echo")
def _echo(request: ChatRequest) -> str:
    return _last_user_message(request)


class MockRule(BaseModel):
    """One line of a mock script file: ``answer`` to a request whose last user message contains
    ``when`` (every request, without ``when``)."""

    model_config = ConfigDict(extra="forbid")

    answer: str
    when: str | None = None


def read_mock_rules(path: Path) -> list[MockRule]:
    """The rules of a mock script file: one JSON object per line (``{"when": "...", "answer":
    "..."}``), blank lines skipped; the first rule that matches answers."""
    rules = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise InputError(f"cannot read the mock script: {error.strerror}", path=path) from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rules.append(MockRule.model_validate_json(line))
        except ValidationError as error:
            first = error.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or None
            raise InputError(first["msg"], path=path, line=number, field=field) from None
    if not rules:
        raise InputError("the mock script holds no rule", path=path)
    return rules


def _file_script(path: Path) -> MockScript:
    rules = read_mock_rules(path)

    def answer(request: ChatRequest) -> str:
        text = _last_user_message(request)
        for rule in rules:
            if rule.when is None or rule.when in text:
                return rule.answer
        raise ModelCallError(f"mock/{path}", f"no rule matches the message {text[:80]!r}")

    return answer


@dataclass
class MockChatModel:
    """A ChatModel answering from a script (see the module docstring)."""

    script_name: str
    script: MockScript
    fingerprint: str = ""

    @property
    def spec(self) -> str:
        return f"mock/{self.script_name}"

    @property
    def identity(self) -> dict[str, Any]:
        return {"provider": "mock", "script": self.script_name, "fingerprint": self.fingerprint}

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        for index, request in enumerate(requests):
            text = generated = self.script(request)
            stop = find_stop_string(text, request.params.stop)
            if stop is not None:
                text, generated = text[: stop[0]], text[: stop[1]]
            prompt_words = sum(len(message.content.split()) for message in request.messages)
            yield (
                index,
                ChatResult(
                    text=text,
                    finish_reason="stop",
                    prompt_tokens=prompt_words,
                    completion_tokens=len(generated.split()),
                ),
            )

    def close(self) -> None:
        return None


@register_provider("mock", form="mock/SCRIPT")
def _load_mock(access: ModelAccess) -> MockChatModel:
    name, shown = access.spec.name, access.written_spec
    script = _SCRIPTS.get(name)
    if script is not None:
        return MockChatModel(name, script)
    if name.endswith(".jsonl"):
        path = Path(name).expanduser()
        if not path.is_file():
            raise model_spec_error(f"'{shown}': no mock script file at {path}")
        return MockChatModel(name, _file_script(path), file_fingerprint(path))
    known = ", ".join(f"mock/{known}" for known in sorted(_SCRIPTS))
    raise model_spec_error(
        f"'{shown}': no mock script '{name}' (registered: {known}; or mock/FILE.jsonl)"
    )
