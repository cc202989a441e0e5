"""Multi-turn role-play as an RL environment: a test row's conversation continued by the
simulated user (:mod:`rolemrc.eval`'s user simulation), every assistant turn checked, and the
whole conversation scored.

:class:`RolePlaySession` holds one conversation and is what every framework adapter drives: the
policy's replies go in (:meth:`RolePlaySession.reply`), the user's next turns come out, and
:meth:`RolePlaySession.reward` scores the conversation with one of :data:`CONVERSATION_REWARDS`:

- ``worst``: the lowest turn score (a turn's score: the share of its decided checks it
  passes: the aspects its task routes to, judged by the reward judge, and every rule in force,
  in character and the user's format rules, held or not);
- ``mean``: the mean turn score;
- ``first_failure``: how far the conversation got before its first failing check, as a share of
  its assistant turns (``first failing turn / (user turns + 1)``; 1.0 where no check failed).

A turn the policy left unanswered (it stopped calling ``say``) counts as a failed turn scoring 0,
so ending early never pays; a policy that never replied scores 0.0. A reward is None where every
turn was answered and no check was decided (TRL leaves it out of the group baseline).

:class:`RolePlayEnvironment` is the environment TRL's ``GRPOTrainer`` takes
(``environment_factory``): ``reset`` receives a dataset row (``rl.jsonl``: ``prompt``,
``task``, ``reference``) or, without a dataset, takes the next row of its own; the policy speaks
through its one tool, ``say``, whose result is the user's next message; ``get_reward`` scores
the conversation.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from rolemrc.core import ConfigError, InputError, Message, TestRow, setting
from rolemrc.eval import (
    SCRIPTED_USER,
    Conversation,
    ConversationOutcome,
    ModelUser,
    ScriptedUser,
    TurnVerdict,
    UserTurn,
    check_conversation,
    conversation_outcome,
    sample_test_rows,
)
from rolemrc.llm import ChatRequest, ChatResult, ModelAccess, open_model, run_chat
from rolemrc.rewards._judges import RewardJudge, reward_judge
from rolemrc.rewards._rows import POLICY_LABEL, prompt_messages, strip_think

ConversationReward = Literal["worst", "mean", "first_failure"]
CONVERSATION_REWARDS: tuple[ConversationReward, ...] = ("worst", "mean", "first_failure")
DEFAULT_TURNS = 3

CONVERSATION_OVER = "(The user has left; the conversation is over.)"
"""What ``say`` answers once the last user turn was answered."""

SAY_INSTRUCTION = (
    "\n\n(Speak each reply to the user through the say tool, in character; its result is "
    "what the user says next.)"
)
"""What TRL's ``reset`` appends to the row's last user turn (only the policy sees it; the
judge sees the row's own conversation)."""


class SimulatedUser(Protocol):
    """What a session needs of a user (:class:`rolemrc.eval.ScriptedUser`, a model user)."""

    def next_turn(
        self, row: TestRow | Any, conversation: Sequence[Message], turn: int
    ) -> UserTurn: ...


def conversation_reward(
    outcome: ConversationOutcome, reward: ConversationReward, planned_turns: int
) -> float | None:
    """The conversation reward ``reward`` of a conversation planned with ``planned_turns`` user
    turns: each turn the policy left unanswered (it stopped speaking) counts as a failed turn
    scoring 0, so ending a conversation early never pays. None where every turn was answered
    and no check was decided."""
    answered = len(outcome.turn_scores)
    missing = max(planned_turns + 1 - answered, 0)
    if outcome.decided == 0 and missing == 0:
        return None
    scores = [score for score in outcome.turn_scores if score is not None] + [0.0] * missing
    if reward == "worst":
        return min(scores)
    if reward == "mean":
        return sum(scores) / len(scores)
    first_failure = outcome.first_failure
    if first_failure is None and missing:
        first_failure = answered
    return 1.0 if first_failure is None else first_failure / (planned_turns + 1)


def check_turns(turns: int) -> int:
    """``turns`` if a conversation can have that many user turns (at least one)."""
    if turns < 1:
        raise ConfigError(
            f"a conversation needs at least one user turn, got {turns} ({setting('turns')})"
        )
    return turns


def check_reward_name(reward: str) -> ConversationReward:
    for known in CONVERSATION_REWARDS:
        if reward == known:
            return known
    raise ConfigError(
        f"unknown conversation reward {reward!r} ({setting('conversation_reward')}); use one of: "
        f"{', '.join(CONVERSATION_REWARDS)}"
    )


def _model_user(access: ModelAccess) -> ModelUser:
    """A user played by the model ``access`` reaches (opened on its first turn, answered one
    request at a time through the model machinery: cache, retries)."""
    opened: list[Any] = []
    lock = threading.Lock()

    def ask(request: ChatRequest) -> ChatResult:
        with lock:
            if not opened:
                opened.append(open_model(access))
        [result] = run_chat(opened[0], [request], progress=False, description="user turns")
        return result

    return ModelUser(str(access.spec), ask)


def simulated_user(user: str | ModelAccess | SimulatedUser) -> SimulatedUser:
    """The user ``user`` names: ``scripted`` (offline), a model spec or the model a
    :class:`ModelAccess` reaches; or a user object."""
    if isinstance(user, ModelAccess):
        return _model_user(user)
    if not isinstance(user, str):
        return user
    return ScriptedUser() if user == SCRIPTED_USER else _model_user(ModelAccess(model=user))


def row_from_columns(columns: Mapping[str, Any], row_id: str = "row") -> TestRow:
    """A test row from a dataset row's columns (``rl.jsonl``: ``prompt`` messages, ``task``,
    ``reference``, ``id``); errors name the column."""
    task = columns.get("task")
    if not isinstance(task, str) or not task:
        raise InputError("the row needs its task (a test task of the taxonomy)", field="task")
    question = prompt_messages(columns.get("prompt"), "prompt")
    reference = columns.get("reference")
    try:
        return TestRow(
            id=str(columns.get("id") or row_id),
            question=question,
            reference=reference if isinstance(reference, str) else "",
            task=task,
        )
    except ValueError as error:
        raise InputError(str(error), field="prompt") from None


@dataclass
class RolePlaySession:
    """One conversation of ``row``: the policy's replies in, the user's turns out, up to
    ``turns`` user turns after the row's own question."""

    row: TestRow
    user: SimulatedUser
    turns: int = DEFAULT_TURNS
    conversation: Conversation | None = None
    pending: UserTurn | None = None
    replies_after_end: int = 0
    verdicts: list[TurnVerdict] = field(default_factory=list)

    @property
    def over(self) -> bool:
        return self.conversation is not None and self.pending is None

    def reply(self, text: str) -> str | None:
        """Take the policy's reply (reasoning removed) and return the user's next message, or
        None once the conversation is over (later replies are counted, not kept)."""
        said = strip_think(text)
        if self.over:
            self.replies_after_end += 1
            return None
        if self.conversation is None:
            self.conversation = Conversation.start(self.row.answered(said, POLICY_LABEL))
        else:
            assert self.pending is not None
            self.conversation = self.conversation.continued(self.pending, said)
            self.pending = None
        turn = self.conversation.n_turns + 1
        if turn > self.turns:
            return None
        self.pending = self.user.next_turn(self.row, self.conversation.messages(), turn)
        return self.pending.message

    def check(self, judge: RewardJudge) -> list[TurnVerdict]:
        """Every turn's verdicts (judged once; a judge call that fails for good raises)."""
        if self.conversation is not None and not self.verdicts:
            self.verdicts = check_conversation(self.conversation, judge.judge, ask=judge.ask)
        return self.verdicts

    def reward(self, judge: RewardJudge, reward: ConversationReward) -> float | None:
        """The conversation's reward (0.0 where the policy never replied)."""
        if self.conversation is None:
            return 0.0
        outcome = conversation_outcome(self.check(judge), self.conversation.n_turns)
        return conversation_reward(outcome, reward, self.turns)


_JUDGES: dict[str, RewardJudge] = {}
_JUDGES_LOCK = threading.Lock()


def _shared_judge(judge: str | ModelAccess) -> RewardJudge:
    """One judge per setting for every environment of a process (a judge model stays open)."""
    key = judge if isinstance(judge, str) else judge.model_dump_json()
    with _JUDGES_LOCK:
        if key not in _JUDGES:
            _JUDGES[key] = reward_judge(judge)
        return _JUDGES[key]


class RolePlayEnvironment:
    """A multi-turn role-play environment in the shape TRL's ``GRPOTrainer`` takes
    (``environment_factory``; see the module docs). Built with no arguments by TRL; use
    :class:`RolePlayEnvironmentFactory` (or ``functools.partial``) to set turns, reward, judge,
    user and rows."""

    def __init__(
        self,
        *,
        turns: int = DEFAULT_TURNS,
        reward: str = "worst",
        judge: str | ModelAccess = "rules",
        user: str | ModelAccess | SimulatedUser = SCRIPTED_USER,
        rows: Sequence[TestRow] | None = None,
    ) -> None:
        self.turns = check_turns(turns)
        self.reward_name = check_reward_name(reward)
        self.judge = _shared_judge(judge)
        self.user = simulated_user(user)
        self.rows = list(rows) if rows is not None else None
        self._next_row = 0
        self.session: RolePlaySession | None = None

    def _own_row(self) -> TestRow:
        if self.rows is None:
            self.rows = sample_test_rows()
        if not self.rows:
            raise ConfigError("the environment has no rows to sample")
        row = self.rows[self._next_row % len(self.rows)]
        self._next_row += 1
        return row

    def reset(self, **row: Any) -> str | None:
        """Start a conversation of the dataset row ``row`` (its columns), or of the next row of
        the environment's own when the trainer has no dataset."""
        test_row = row_from_columns(row) if "task" in row else self._own_row()
        self.session = RolePlaySession(test_row, self.user, self.turns)
        if "task" in row:
            return SAY_INSTRUCTION
        # no dataset: the returned text is the whole prompt
        return "\n\n".join(turn.content for turn in test_row.question) + SAY_INSTRUCTION

    def say(self, reply: str) -> str:
        """Say your reply to the user, in character.

        Args:
            reply: What your character says to the user.

        Returns:
            The user's next message, or a note that the conversation is over.
        """
        if self.session is None:
            raise ConfigError("say() before reset(): the environment has no conversation")
        answer = self.session.reply(reply)
        return CONVERSATION_OVER if answer is None else answer

    def get_reward(self) -> float | None:
        """The conversation's reward (see the module docs)."""
        if self.session is None:
            return None
        return self.session.reward(self.judge, self.reward_name)


@dataclass(frozen=True)
class RolePlayEnvironmentFactory:
    """A zero-argument, picklable factory of :class:`RolePlayEnvironment` (what
    ``environment_factory`` takes), with the environment's settings."""

    turns: int = DEFAULT_TURNS
    reward: str = "worst"
    judge: str | ModelAccess = "rules"
    user: str | ModelAccess = SCRIPTED_USER
    rows: tuple[TestRow, ...] | None = None

    def __post_init__(self) -> None:
        check_turns(self.turns)
        check_reward_name(self.reward)

    def __call__(self) -> RolePlayEnvironment:
        return RolePlayEnvironment(
            turns=self.turns, reward=self.reward, judge=self.judge, user=self.user, rows=self.rows
        )
