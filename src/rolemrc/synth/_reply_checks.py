"""The checks a synthesized text must pass, shared by the dialogue builders (which ask again
when a check fails) and the quality gates (which judge finished dialogues and DPO pairs the
same way)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from rolemrc.core import (
    ECHO_MIN_SHARE,
    ECHO_REPEAT_SHARE,
    Behaviour,
    Message,
    Rule,
    TaskKind,
    find_echo,
    passage_texts,
)
from rolemrc.rules import check_format_rules, find_narration, is_refusal

Check = Callable[[str], str | None]
"""Says what is wrong with a candidate text, or None when it passes."""


# What a chat turn of its own looks like inside generated text: a speaker label of a transcript
# (``User:``, ``### Assistant:``), a chat template's control tokens (``<|user|>``,
# ``<start_of_turn>``, ``</s>``) or HTML markup (``<b>Note:</b>``). A server that ignores a
# request to continue a message starts a new turn, and such text glued onto the prefix is not
# a line of the dialogue.
_TURN_MARKUP = re.compile(
    r"(?:^|(?<=[\s(\[*#>.,;!?\"'-])|(?<=[a-z]))(?:User|Assistant|Human|System|USER|ASSISTANT)\s*:"
    r"|<\|[a-z_]+\|>"
    r"|</?(?:start_of_turn|end_of_turn|s|eos|bos|im_start|im_end)>"
    r"|</?(?:b|i|u|p|br|hr|em|strong|div|span|h[1-6]|ul|ol|li|code|pre)\b[^<>]{0,80}>"
    r"|\[/?INST\]",
)


def without_turn_markup(text: str) -> str | None:
    """A check that ``text`` holds no speaker label, chat-template token or HTML markup (see
    :data:`_TURN_MARKUP`): a line of a dialogue never does, a new turn spliced onto it does."""
    found = _TURN_MARKUP.search(text)
    if found is None:
        return None
    return (
        f"it holds {found.group(0).strip()!r}, a speaker label or markup of a new turn, not a "
        "line of the dialogue"
    )


def without_narration(text: str) -> str | None:
    spans = find_narration(text)
    if not spans:
        return None
    return (
        f"it contains bracketed narration ({spans[0].text}), which this conversation must not have"
    )


def with_narration(text: str) -> str | None:
    if find_narration(text):
        return None
    return "it has no bracketed narration of the character's actions or expressions"


def narration(required: bool) -> Check:
    """The narration check of a role's reply: required in a with-narration task, else absent."""
    return with_narration if required else without_narration


def declining(expected: bool) -> Check:
    """A check that the text declines (refuses, or says there is no answer) or, with
    ``expected=False``, that it answers or attempts to, as rolemrc.rules.is_refusal reads it."""

    def check(text: str) -> str | None:
        if is_refusal(text) == expected:
            return None
        if expected:
            return "it does not clearly decline or say that the answer is not available"
        return "it declines instead of answering"

    return check


def obeying_format(requirement: str) -> Check:
    """A check that the text obeys every format rule recognised in ``requirement`` (a checker
    that cannot tell does not fail it)."""

    def check(text: str) -> str | None:
        broken = [
            verdict for verdict in check_format_rules(text, requirement) if verdict.passed is False
        ]
        if not broken:
            return None
        rules = "; ".join(f"{verdict.rule} ({verdict.description})" for verdict in broken)
        return f"it breaks the format rule: {rules}"

    return check


def not_echoing(sources: Sequence[tuple[str, str]], quoting: Iterable[str] = ()) -> Check:
    """A check that the text repeats none of ``sources`` (``(name, text)``: the prompt, the
    system prompt). The passages in any source and the ``quoting`` texts (a draft, the reply
    being rewritten, the turns of the conversation shown in a prompt) may be repeated: see
    ``rolemrc.core.find_echo``."""
    allowed = [passage for _, text in sources for passage in passage_texts(text)]
    allowed += quoting
    return _echo_check(sources, allowed, ECHO_MIN_SHARE)


def not_repeating(turns: Sequence[str]) -> Check:
    """A check that the text is not mostly a copy of an earlier turn of its conversation
    (the passages those turns carry aside)."""
    sources = [(f"turn {number} of the conversation", turn) for number, turn in enumerate(turns, 1)]
    allowed = [passage for turn in turns for passage in passage_texts(turn)]
    return _echo_check(sources, allowed, ECHO_REPEAT_SHARE)


def _echo_check(sources: Sequence[tuple[str, str]], allowed: list[str], share: float) -> Check:
    def check(text: str) -> str | None:
        echo = find_echo(text, sources, allowed=allowed, min_share=share)
        return None if echo is None else echo.describe()

    return check


def conversation_checks(previous: Sequence[Message]) -> list[Check]:
    """What a reply that follows the ``previous`` messages (system prompt first, if any) must
    not be: a copy of the system prompt (the role's profile) or mostly a copy of an earlier
    turn. The turns may be quoted in part, and the passages in any of them freely."""
    system = [message.content for message in previous if message.role == "system"]
    turns = [message.content for message in previous if message.role != "system"]
    return [
        not_echoing([("the system prompt", text) for text in system], quoting=turns),
        not_repeating(turns),
    ]


def reply_checks(kind: TaskKind, *, requirement: str | None = None) -> list[Check]:
    """What the builders check in the target reply of a ``kind`` dialogue, echoes aside:
    narration as the task says, declining or answering as its behaviour says, and the format
    rules of a nested-format ``requirement``."""
    checks = [narration(kind.narration)]
    if kind.behaviour in (Behaviour.NO_ANSWER, Behaviour.REFUSAL):
        checks.append(declining(True))
    elif kind.behaviour in (Behaviour.ANSWER, Behaviour.ATTEMPT):
        checks.append(declining(False))
    if kind.rule is Rule.NESTED_FORMAT and requirement is not None:
        checks.append(obeying_format(requirement))
    return checks


def first_problem(text: str, checks: Iterable[Check]) -> str | None:
    """What the first failing check says about ``text`` (the later ones are not run)."""
    return next((problem for check in checks if (problem := check(text)) is not None), None)


def problems(text: str, checks: Iterable[Check]) -> list[str]:
    """What each failing check says about ``text``."""
    return [problem for check in checks if (problem := check(text)) is not None]
