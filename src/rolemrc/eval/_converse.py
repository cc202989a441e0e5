"""The conversation stages of ``rolemrc eval --turns N``: each answered row continued for N user
turns, one user stage and one policy stage per turn.

Turn by turn, every conversation still going gets its user turn (``conversation/
user-turn-<n>.jsonl``: the scripted user's line, or a model user's accepted draft) and then
the policy's reply (``conversation/policy-turn-<n>.jsonl``: the turn's view, a generated row
whose question is the conversation so far). Both are :class:`~rolemrc.core.Stage` s: a killed
run resumes with the rows not yet written, every call goes through the LLM cache and the run's
call ledger of its role (``calls/user.jsonl``, ``calls/policy.jsonl``), a row whose call fails
for good goes to the failure log and its conversation stops there (it counts as failing from
that turn on). Records made under other settings (another user, another user turn before a
reply) are not reused.

A model user's drafts are checked (:func:`~rolemrc.eval.user_message_problem`); each refused
draft is asked again with the reasons, in rounds over all pending rows, at most
``max_reasks`` times; the count is kept on the turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rolemrc.core import (
    Fail,
    FailureLog,
    Generation,
    Keep,
    Message,
    Stage,
    Templates,
    run_stage,
)
from rolemrc.eval._conversation import Conversation
from rolemrc.eval._user_sim import (
    SCRIPTED_USER,
    ScriptedUser,
    UserTurn,
    clean_user_message,
    plan_turn,
    user_message_problem,
    user_request,
    user_turn_of,
)
from rolemrc.llm import (
    CallLedger,
    ChatRequest,
    ChatResult,
    GenerationParams,
    ModelAccess,
    UsageMeter,
    answer_requests,
    model_work,
)

CONVERSATION_DIR = "conversation"


@dataclass
class ConversationCounts:
    """What the conversation stages used, for the usage of each role: the user model's answers
    (drafts, refused ones included) and the policy's replies."""

    user_answers: int = 0
    policy_answers: int = 0


@dataclass(frozen=True)
class ConverseSettings:
    """How conversations are continued: ``turns`` user turns; ``user`` the user's spec
    (``scripted``, else ``user_access`` names the model); the policy's ``policy_access`` and
    ``params``; at most ``max_reasks`` re-asks of a model user's draft."""

    out: Path
    turns: int
    user: str
    policy_access: ModelAccess
    params: GenerationParams
    user_access: ModelAccess | None = None
    user_templates: Templates | None = None
    user_params: GenerationParams | None = None
    max_reasks: int = 2
    progress: bool = True
    policy_label: str = ""
    counts: ConversationCounts = field(default_factory=ConversationCounts)


def stage_path(out: Path, role: str, turn: int) -> Path:
    return out / CONVERSATION_DIR / f"{role}-turn-{turn}.jsonl"


def continue_conversations(
    settings: ConverseSettings,
    openings: Sequence[Generation],
    ledgers: dict[str, CallLedger],
    failures: FailureLog,
    meters: dict[str, UsageMeter],
) -> list[Conversation]:
    """Every answered row's conversation, continued for ``settings.turns`` turns (or up to the
    turn that failed for good), in the rows' order."""
    conversations = {opening.id: Conversation.start(opening) for opening in openings}
    for turn in range(1, settings.turns + 1):
        going = [c for c in conversations.values() if c.n_turns == turn - 1]
        going = [c for c in going if c.id not in failures.ids()]
        if not going:
            break
        said = _user_stage(settings, turn, going, ledgers["user"], failures, meters["user"])
        asked = [(c, said[c.id]) for c in going if c.id in said]
        replies = _policy_stage(settings, turn, asked, ledgers["policy"], failures, meters)
        for conversation, user_turn in asked:
            reply = replies.get(conversation.id)
            if reply is not None:
                conversations[conversation.id] = conversation.continued(
                    user_turn, reply.response, reply.finish_reason
                )
    return [conversations[opening.id] for opening in openings]


def _user_stage(
    settings: ConverseSettings,
    turn: int,
    going: Sequence[Conversation],
    ledger: CallLedger,
    failures: FailureLog,
    meter: UsageMeter,
) -> dict[str, UserTurn]:
    scripted = ScriptedUser()

    def say(pending: Sequence[Conversation], keep: Keep[UserTurn], fail: Fail) -> None:
        if settings.user == SCRIPTED_USER:
            for index, conversation in enumerate(pending):
                keep(index, scripted.next_turn(conversation.opening, conversation.messages(), turn))
            return
        _model_user_round(settings, turn, pending, keep, fail, ledger, meter)

    stage = Stage(
        name=f"user turn {turn}",
        path=stage_path(settings.out, "user", turn),
        record=UserTurn,
        items=going,
        item_id=lambda conversation: conversation.id,
        work=say,
        reusable=lambda record: record.user == settings.user,
    )
    return run_stage(stage, failures).records


def _model_user_round(
    settings: ConverseSettings,
    turn: int,
    pending: Sequence[Conversation],
    keep: Keep[UserTurn],
    fail: Fail,
    ledger: CallLedger,
    meter: UsageMeter,
) -> None:
    """Ask the user model for every pending row's turn, in rounds: a refused draft is asked
    again with the reasons so far (a new request, so never the cached draft again)."""
    refused: dict[int, list[str]] = {index: [] for index in range(len(pending))}
    waiting = list(range(len(pending)))
    while waiting:
        waiting = _ask_users(settings, turn, pending, waiting, refused, keep, fail, ledger, meter)


def _ask_users(
    settings: ConverseSettings,
    turn: int,
    pending: Sequence[Conversation],
    waiting: Sequence[int],
    refused: dict[int, list[str]],
    keep: Keep[UserTurn],
    fail: Fail,
    ledger: CallLedger,
    meter: UsageMeter,
) -> list[int]:
    """One round of :func:`_model_user_round`: the rows whose draft is to be asked again."""
    access = settings.user_access
    assert access is not None  # a model user has its access
    requests = [
        user_request(
            pending[index].opening,
            pending[index].messages(),
            turn,
            refused=refused[index],
            params=settings.user_params,
            templates=settings.user_templates,
        )
        for index in waiting
    ]
    again: list[int] = []

    def answered(slot: int, result: ChatResult) -> None:
        index = waiting[slot]
        conversation = pending[index]
        plan = plan_turn(conversation.opening, turn)
        draft = clean_user_message(result.text)
        problem = user_message_problem(conversation.opening, conversation.messages(), plan, draft)
        if problem is None:
            keep(
                index,
                user_turn_of(conversation.opening, plan, draft, settings.user, refused[index]),
            )
            return
        refused[index].append(problem)
        if len(refused[index]) > settings.max_reasks:
            fail(index, f"the user model broke its persona {len(refused[index])} times: {problem}")
        else:
            again.append(index)

    answer_requests(
        access,
        requests,
        on_result=answered,
        on_failure=lambda slot, error: fail(waiting[slot], str(error)),
        ledger=ledger,
        usage=meter,
        progress=settings.progress,
        description=f"user turn {turn} with {settings.user}",
    )
    settings.counts.user_answers += len(requests)
    return sorted(again)


def _policy_stage(
    settings: ConverseSettings,
    turn: int,
    asked: Sequence[tuple[Conversation, UserTurn]],
    ledger: CallLedger,
    failures: FailureLog,
    meters: dict[str, UsageMeter],
) -> dict[str, Generation]:
    said = {conversation.id: user_turn.message for conversation, user_turn in asked}

    def messages(item: tuple[Conversation, UserTurn]) -> tuple[Message, ...]:
        conversation, user_turn = item
        return (*conversation.messages(), Message(role="user", content=user_turn.message))

    def requests(pending: Sequence[tuple[Conversation, UserTurn]]) -> list[ChatRequest]:
        return [ChatRequest(messages=messages(item), params=settings.params) for item in pending]

    def reply(item: tuple[Conversation, UserTurn], result: ChatResult) -> Generation:
        conversation, _ = item
        return conversation.opening.model_copy(
            update={
                "question": list(messages(item)),
                "response": result.text,
                "finish_reason": result.finish_reason,
                "prompt_tokens": result.prompt_tokens,
                "completion_tokens": result.completion_tokens,
            }
        )

    work = model_work(
        settings.policy_access,
        requests,
        reply,
        description=f"policy turn {turn} with {settings.policy_label}",
        ledger=ledger,
        usage=meters["policy"],
        progress=settings.progress,
    )
    stage = Stage(
        name=f"policy turn {turn}",
        path=stage_path(settings.out, "policy", turn),
        record=Generation,
        items=asked,
        item_id=lambda item: item[0].id,
        work=work,
        reusable=_replies_to(said),
    )
    replies = run_stage(stage, failures).records
    settings.counts.policy_answers += sum(1 for key in said if key in replies)
    return replies


def _replies_to(said: dict[str, str]) -> Callable[[Generation], bool]:
    """A reply written earlier counts only if it answers the user turn said now."""

    def reusable(record: Generation) -> bool:
        return said.get(record.id) == record.question[-1].content

    return reusable
