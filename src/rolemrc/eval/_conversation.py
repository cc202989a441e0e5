"""A continued conversation and its per-turn verdicts.

A :class:`Conversation` is a test row's conversation continued past its own question: turn 0
is the row's question and the policy's answer to it (the single-turn evaluation's row), each
turn after it one :class:`~rolemrc.eval.UserTurn` and the policy's reply.

Each assistant turn is judged as a row of its own (:meth:`Conversation.turn_view`: the
conversation up to that reply as the question, the reply as the response, the row's task and
reference), so any :class:`~rolemrc.eval.Judge` judges it with the aspects the task routes to,
and each turn's reply is checked against every rule laid down before it or at it
(:func:`~rolemrc.eval.held_rules`). :func:`turn_verdicts` joins both into
:class:`TurnVerdict` records; :func:`check_conversation` does the whole for one conversation
with one judge (what an RL environment needs); :func:`conversation_outcome` scores a
conversation as a whole (worst turn, mean turn, first failing turn).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from rolemrc.core import Aspect, Generation, InputError, Judgement, Message
from rolemrc.eval._judge_protocol import (
    AskModel,
    CallAnswered,
    CallFailed,
    Judge,
    JudgeIO,
    RowCall,
)
from rolemrc.eval._user_sim import HeldRule, UserTurn, check_held_rule, held_rules
from rolemrc.llm import ChatRequest, ModelCallError

TURN_MARK = "@t"
"""Joins a row id and a turn number in a turn view's id (``sample-0001@t2``)."""

# Which curve of the report each check feeds: staying in character, staying inside the
# knowledge boundary (and the refusal a directive or the task demands), keeping the nested rule.
CURVE_BY_ASPECT: dict[Aspect, str] = {
    Aspect.STYLE_COMPLIANCE: "in_character",
    Aspect.KNOWLEDGE_RANGE: "knowledge_boundary",
    Aspect.MULTI_TURN_INSTRUCTION: "knowledge_boundary",
    Aspect.INSTRUCTION_PRIORITY: "knowledge_boundary",
    Aspect.NESTED_INSTRUCTION: "nested_rule",
}
CHARACTER_CURVE = "in_character"
RULE_CURVE_PREFIX = "rule:"
"""A user-given format rule's curve is ``rule:<format rule name>``."""


class ConversationTurn(BaseModel):
    """One continued turn: the user's message (with the rules it laid down) and the reply."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user: UserTurn
    reply: str
    finish_reason: str | None = None


class Conversation(BaseModel):
    """A test row's conversation: ``opening`` is the row answered (turn 0), ``turns`` the
    continued turns 1, 2, ... in order (fewer than asked when a turn failed for good)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    task: str
    opening: Generation
    turns: list[ConversationTurn] = Field(default_factory=list)

    @classmethod
    def start(cls, opening: Generation) -> Conversation:
        """A conversation of the row ``opening`` answers, not yet continued."""
        return cls(id=opening.id, task=opening.task, opening=opening)

    def continued(
        self, user: UserTurn, reply: str, finish_reason: str | None = None
    ) -> Conversation:
        """This conversation with one more turn (``user.turn`` must be the next)."""
        if user.id != self.id or user.turn != len(self.turns) + 1:
            raise InputError(
                f"user turn {user.turn} of row {user.id!r} does not continue conversation "
                f"{self.id!r} at turn {len(self.turns) + 1}"
            )
        turn = ConversationTurn(user=user, reply=reply, finish_reason=finish_reason)
        return self.model_copy(update={"turns": [*self.turns, turn]})

    @property
    def n_turns(self) -> int:
        """The continued turns (turn 0 not counted)."""
        return len(self.turns)

    def reply(self, turn: int) -> str:
        """The assistant's reply at ``turn`` (0: the answer to the row's own question)."""
        return self.opening.response if turn == 0 else self.turns[turn - 1].reply

    def messages(self, through: int | None = None, *, with_reply: bool = True) -> list[Message]:
        """The conversation through turn ``through`` (default: the last): system prompt, the
        row's question turns, then user and assistant turns; ``with_reply=False`` stops before
        that turn's reply (what the policy answers)."""
        last = self.n_turns if through is None else through
        messages = list(self.opening.question)
        if with_reply or last > 0:
            messages.append(Message(role="assistant", content=self.opening.response))
        for number, turn in enumerate(self.turns[:last], start=1):
            messages.append(Message(role="user", content=turn.user.message))
            if with_reply or number < last:
                messages.append(Message(role="assistant", content=turn.reply))
        return messages

    def turn_view(self, turn: int) -> Generation:
        """Turn ``turn`` as a generated row a judge takes: id ``<row>@t<turn>``, the
        conversation before the reply as its question, the reply as its response."""
        if turn == 0:
            return self.opening.model_copy(update={"id": turn_id(self.id, 0)})
        done = self.turns[turn - 1]
        return self.opening.model_copy(
            update={
                "id": turn_id(self.id, turn),
                "question": self.messages(turn, with_reply=False),
                "response": done.reply,
                "finish_reason": done.finish_reason,
                "prompt_tokens": 0,
                "completion_tokens": 0,
            }
        )

    def turn_views(self) -> list[Generation]:
        """Every assistant turn as a judged row, turn 0 first."""
        return [self.turn_view(turn) for turn in range(self.n_turns + 1)]

    def rules_in_force(self) -> list[HeldRule]:
        """Staying in character, and the rules the user turns laid down."""
        return held_rules(self.opening, [turn.user for turn in self.turns])


def turn_id(row_id: str, turn: int) -> str:
    """The id of turn ``turn``'s view of row ``row_id``."""
    return f"{row_id}{TURN_MARK}{turn}"


def split_turn_id(view_id: str) -> tuple[str, int]:
    """The row id and turn number of a turn view's id (see :func:`turn_id`)."""
    row_id, mark, turn = view_id.rpartition(TURN_MARK)
    if not mark or not turn.isdigit():
        raise InputError(f"{view_id!r} is not a turn id (<row>{TURN_MARK}<turn>)")
    return row_id, int(turn)


class TurnVerdict(BaseModel):
    """One check of one assistant turn: ``check`` is a judged aspect (``knowledge_range``, ...)
    or a held rule (``rule:<name>``, ``in_character``); ``curve`` the report curve it feeds;
    ``given_at`` the turn a held rule was laid down (None for an aspect); ``score`` 1, 0 or
    None (cannot decide)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    conversation: str
    turn: int
    check: str
    curve: str
    score: int | None
    detail: str = ""
    given_at: int | None = None

    @property
    def earlier_rule(self) -> bool:
        """A rule laid down before this turn (the "earlier rules still hold" check)."""
        return self.given_at is not None and self.given_at < self.turn


def rule_curve(rule: HeldRule) -> str:
    return CHARACTER_CURVE if rule.kind == "character" else f"{RULE_CURVE_PREFIX}{rule.name}"


def held_rule_verdicts(conversation: Conversation) -> list[TurnVerdict]:
    """Every turn's reply checked against each rule laid down at or before that turn."""
    verdicts = []
    rules = conversation.rules_in_force()
    for turn in range(conversation.n_turns + 1):
        reply = conversation.reply(turn)
        for rule in rules:
            if rule.given_at > turn:
                continue
            verdict = check_held_rule(rule, reply)
            check = rule.name if rule.kind == "character" else f"{RULE_CURVE_PREFIX}{rule.name}"
            verdicts.append(
                TurnVerdict(
                    conversation=conversation.id,
                    turn=turn,
                    check=check,
                    curve=rule_curve(rule),
                    score=verdict.score,
                    detail=verdict.detail,
                    given_at=rule.given_at,
                )
            )
    return verdicts


def turn_verdicts(conversation: Conversation, judgements: Sequence[Judgement]) -> list[TurnVerdict]:
    """The per-turn verdicts of ``conversation``: the judge's verdicts on its turn views
    (``judgements`` may hold other rows' verdicts; theirs are left out; a judge's repeated
    calls of one aspect each count) and its held-rule checks, by turn."""
    verdicts = []
    for judgement in judgements:
        row_id, turn = split_turn_id(judgement.row_id)
        if row_id != conversation.id or turn > conversation.n_turns:
            continue
        verdicts.append(
            TurnVerdict(
                conversation=row_id,
                turn=turn,
                check=judgement.aspect,
                curve=CURVE_BY_ASPECT[Aspect(judgement.aspect)],
                score=judgement.score,
                detail=judgement.detail or judgement.raw,
            )
        )
    verdicts += held_rule_verdicts(conversation)
    return sorted(verdicts, key=lambda verdict: verdict.turn)


def _no_model(
    requests: Sequence[ChatRequest], on_result: CallAnswered, on_failure: CallFailed
) -> None:
    raise ModelCallError("judge", "this judge asks a model, and no ask function was given")


def check_conversation(
    conversation: Conversation,
    judge: Judge,
    *,
    ask: AskModel | None = None,
    upstream_compat: bool = False,
) -> list[TurnVerdict]:
    """Judge every turn of ``conversation`` with ``judge`` (a model judge sends its requests
    through ``ask``) and check its held rules: the per-turn verdicts, by turn. A judge call
    that fails for good raises :class:`~rolemrc.llm.ModelCallError`."""
    calls: list[RowCall] = [
        (call, view)
        for view in conversation.turn_views()
        for call in judge.calls(view, upstream_compat=upstream_compat)
    ]
    found: dict[int, Judgement] = {}

    def failed(index: int, error: ModelCallError) -> None:
        raise error

    judge.judge(
        calls,
        range(len(calls)),
        JudgeIO(ask=ask or _no_model, on_verdict=found.__setitem__, on_failure=failed),
    )
    return turn_verdicts(conversation, [found[index] for index in sorted(found)])


@dataclass(frozen=True)
class ConversationOutcome:
    """A conversation scored as a whole from its per-turn verdicts: ``turn_scores`` the share
    of decided checks each turn passes (None: none decided), ``worst`` and ``mean`` over the
    turns with a score, ``first_failure`` the first turn with a failing check (None: none
    failed), ``decided`` how many checks were decided."""

    turn_scores: tuple[float | None, ...]
    worst: float | None
    mean: float | None
    first_failure: int | None
    decided: int


def conversation_outcome(verdicts: Sequence[TurnVerdict], n_turns: int) -> ConversationOutcome:
    """The outcome of a conversation of turns ``0..n_turns`` with ``verdicts``."""
    scores: list[float | None] = []
    first_failure = None
    for turn in range(n_turns + 1):
        decided = [v.score for v in verdicts if v.turn == turn and v.score is not None]
        scores.append(sum(decided) / len(decided) if decided else None)
        if first_failure is None and 0 in decided:
            first_failure = turn
    known = [score for score in scores if score is not None]
    return ConversationOutcome(
        turn_scores=tuple(scores),
        worst=min(known) if known else None,
        mean=sum(known) / len(known) if known else None,
        first_failure=first_failure,
        decided=sum(1 for v in verdicts if v.score is not None),
    )
