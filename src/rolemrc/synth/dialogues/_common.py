"""What the dialogue builders share: the plan of one dialogue, and a writer that asks the
generator for one text at a time and repairs or rejects answers that fail their checks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rolemrc.core import Message, TaskKind
from rolemrc.llm import GenerationParams, ModelCallError
from rolemrc.synth._records import NO_ANSWER, MrcTriplet, RoleProfile
from rolemrc.synth._reply_checks import (
    Check,
    first_problem,
    not_echoing,
    not_repeating,
    without_turn_markup,
)
from rolemrc.synth._structured import GenerateFn
from rolemrc.synth.dialogues._base import Lead, Prompting
from rolemrc.synth.dialogues._base import Speaker as Speaker
from rolemrc.synth.dialogues._templates import render_dialogue_template


@dataclass(frozen=True)
class DialoguePlan:
    """Everything a dialogue is built from that is chosen up front by the seeded random
    generator, so that the generator's answers never change what comes next."""

    dialogue_id: str
    kind: TaskKind
    triplet: MrcTriplet | None = None
    opening: Speaker = "user"  # who speaks first (chats)
    role_turns: int = 1  # how many replies the role gives (chats)
    topic: str | None = None  # what a free chat opens on
    seed: str | None = None  # draft of the (first) reply
    follow_up: str | None = None  # the user's request to try (attempt) or insistence (2nd turn)
    second_seed: str | None = None  # draft of the reply to the insistence
    rule: str | None = None  # nested content or format rule
    directive: str | None = None  # priority directive


class GenerationFailed(Exception):
    """The generator gave no acceptable answer; ``raw`` is its last answer."""

    def __init__(self, reason: str, raw: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.raw = raw


@dataclass(frozen=True)
class DialogueWriter:
    """Asks for one text (a reply or a user message) at a time.

    Every answer must neither repeat its prompt or a request to write it again (the passages
    in it, the ``quoting`` texts, a draft or the reply being rewritten, and the ``earlier`` turns
    of the conversation it shows may be quoted) nor be mostly a copy of one of the ``earlier``
    turns. An answer that fails a check is shown back to the generator with what is wrong (a repair
    turn, so the retry is a new request and never a cache hit of the failed one), at most
    ``attempts`` answers in all; then :class:`GenerationFailed` carries the last problem.

    With ``prompting="base"`` the builders ask through :meth:`continue_lead` instead: the
    model continues a transcript, and each further attempt is a new sample. Sample ``k`` of
    every text has seed ``k``, whatever the role, so that a local model gets the concurrent
    roles' requests in one batch (a batch shares its sampling parameters; each answer still
    depends only on its own request and seed).
    """

    generate: GenerateFn
    params: GenerationParams
    attempts: int
    profile: RoleProfile
    prompting: Prompting = "instruct"

    @property
    def base(self) -> bool:
        return self.prompting == "base"

    def continue_lead(
        self,
        lead: Lead,
        checks: Sequence[Check] = (),
        *,
        quoting: Sequence[str] = (),
        earlier: Sequence[str] = (),
    ) -> str:
        """The text ``lead`` composes from the model's continuation, once it passes the checks
        (the same as :meth:`write`'s, against everything the model was shown); at most
        ``attempts`` samples."""
        messages = [
            Message(role="user", content=lead.context),
            Message(role="assistant", content=lead.prefix),
        ]
        all_checks = (
            _not_empty,
            not_echoing([("the prompt", lead.prompt)], [*quoting, *earlier]),
            not_repeating(earlier),
            without_turn_markup,
            *checks,
        )
        answer, problem = "", "no attempt made"
        for attempt in range(self.attempts):
            params = self.params.model_copy(
                update={
                    "seed": attempt,
                    "stop": lead.stop,
                    "max_new_tokens": min(self.params.max_new_tokens, lead.max_new_tokens),
                }
            )
            answer = self.generate(messages, params)
            try:
                text = lead.compose(answer).strip()
            except ValueError as error:
                problem = str(error)
                continue
            found = first_problem(text, all_checks)
            if found is None:
                return text
            problem = found
        raise GenerationFailed(f"{problem} (after {self.attempts} attempts)", answer)

    def write(
        self,
        prompt: str,
        checks: Sequence[Check] = (),
        *,
        quoting: Sequence[str] = (),
        earlier: Sequence[str] = (),
    ) -> str:
        conversation = [Message(role="user", content=prompt)]
        checks = (not_repeating(earlier), *checks)
        answer, problem = "", "no attempt made"
        for _ in range(self.attempts):
            answer = self.generate(conversation, self.params)
            text = self._clean(answer)
            requests = [
                ("the prompt" if number == 0 else "the request to write it again", message.content)
                for number, message in enumerate(conversation)
                if message.role == "user"
            ]
            echoes = not_echoing(requests, [*quoting, *earlier])
            found = first_problem(text, (_not_empty, echoes, without_turn_markup, *checks))
            if found is None:
                return text
            problem = found
            conversation += [
                Message(role="assistant", content=answer),
                Message(role="user", content=render_dialogue_template("repair", problem=problem)),
            ]
        raise GenerationFailed(f"{problem} (after {self.attempts} attempts)", answer)

    def _clean(self, answer: str) -> str:
        """The answer without surrounding blanks or a leading speaker label ("Ada:", "User:")."""
        names = "|".join(re.escape(name) for name in (self.profile.name, "User", "Assistant"))
        return re.sub(rf"^\s*[*_]*(?:{names})[*_]*\s*:[*_]*\s*", "", answer).strip()


def is_permanent_for_this_request(error: ModelCallError) -> bool:
    """A client error (e.g. 400 "context too long") stays so on every retry: the text it asked
    for cannot be had. Rate limits, server errors and lost connections left after the retries
    are outages."""
    return error.status is not None and 400 <= error.status < 500 and error.status != 429


def _not_empty(text: str) -> str | None:
    return None if text else "the answer is empty"


def transcript(profile: RoleProfile, turns: Sequence[tuple[Speaker, str]]) -> list[dict[str, str]]:
    """Turns as the templates show them: ``{"speaker": "User" or the role's name, "text": ...}``."""
    return [
        {"speaker": profile.name if speaker == "role" else "User", "text": text}
        for speaker, text in turns
    ]


def ground_truth(triplet: MrcTriplet) -> str:
    """The first real answer of an answerable triplet."""
    return next(
        answer.strip()
        for answer in triplet.answers
        if answer.strip() and answer.strip() != NO_ANSWER
    )
