"""Multi-turn chats, generated turn by turn with the generator playing the user and the role
in turn: free chats (on a topic from the profile) and on-scene chats (on relevant passages).
The dispreferred reply of a chat (for DPO) is its last role reply written out of character."""

from __future__ import annotations

from collections.abc import Sequence

from rolemrc.core import Family, Message
from rolemrc.llm import ModelCallError
from rolemrc.synth._prompt import render_system_prompt
from rolemrc.synth._records import GENERATOR_CALL_FAILED, Dialogue
from rolemrc.synth._reply_checks import Check, narration, without_narration
from rolemrc.synth.dialogues._base import chat_lead, out_of_character_lead
from rolemrc.synth.dialogues._common import (
    DialoguePlan,
    DialogueWriter,
    GenerationFailed,
    Speaker,
    is_permanent_for_this_request,
    transcript,
)
from rolemrc.synth.dialogues._templates import render_dialogue_template


def speaking_order(opening: Speaker, role_turns: int) -> list[Speaker]:
    """Who speaks when: alternating from ``opening``, ending with the role's last reply."""
    pair: list[Speaker] = ["user", "role"] if opening == "user" else ["role", "user"]
    order = pair * role_turns
    return order if opening == "user" else order[:-1]


def build_chat(plan: DialoguePlan, writer: DialogueWriter) -> Dialogue:
    """A free or on-scene chat as ``plan`` describes it (raises GenerationFailed).

    On-scene passages reach the model the way a test row would give them: in the first User
    turn when the user opens, in the system prompt (after the profile) when the role opens.
    ``rejected`` is the last role reply written out of character; where the generator gives
    none acceptable (or refuses the request for good) the chat stays without it (no DPO pair)
    and ``meta["rejected_failed"]`` says why.
    """
    kind, profile = plan.kind, writer.profile
    passages = plan.triplet.passages if plan.triplet is not None else []
    role_prompt = render_system_prompt(profile, narration=kind.narration)
    system_prompt = role_prompt
    if passages and plan.opening == "role":
        system_prompt += "\n\n" + render_dialogue_template("scene", passages=passages)
    # the role narrates exactly when the task has narration; the user only where it may
    checks: dict[Speaker, list[Check]] = {
        "role": [narration(kind.narration)],
        "user": [] if kind.narration else [without_narration],
    }
    turns: list[tuple[Speaker, str]] = []
    messages = [Message(role="system", content=system_prompt)]
    for speaker in speaking_order(plan.opening, plan.role_turns):
        earlier = [text for _, text in turns]
        if writer.base:
            lead = chat_lead(
                profile,
                turns,
                speaker,
                narration=kind.narration,
                topic=plan.topic,
                passages=passages,
                max_new_tokens=writer.params.max_new_tokens,
            )
            text = writer.continue_lead(lead, checks[speaker], earlier=earlier)
        else:
            text = _instructed_turn(plan, writer, role_prompt, turns, speaker, passages, checks)
        content = text
        if passages and not turns and speaker == "user":
            content = render_dialogue_template("mrc_question", passages=passages, request=text)
        turns.append((speaker, text))
        messages.append(Message(role="assistant" if speaker == "role" else "user", content=content))
    meta: dict[str, object] = {"opening": plan.opening, "role_turns": plan.role_turns}
    if kind.family is Family.FREE_CHAT:
        meta["topic"] = plan.topic
    rejected: str | None = None
    try:
        rejected = out_of_character_reply(plan, writer, turns[:-1], passages)
    except GenerationFailed as failure:
        meta["rejected_failed"] = failure.reason
    except ModelCallError as error:
        if not is_permanent_for_this_request(error):
            raise  # an outage, not this chat's fault: a resumed run must redo it
        meta["rejected_failed"] = f"{GENERATOR_CALL_FAILED}: {error}"
    return Dialogue(
        id=plan.dialogue_id,
        task=kind.name,
        profile_id=profile.id,
        messages=messages,
        rejected=rejected,
        triplet_id=plan.triplet.id if plan.triplet is not None else None,
        meta=meta,
    )


def _instructed_turn(
    plan: DialoguePlan,
    writer: DialogueWriter,
    role_prompt: str,
    turns: list[tuple[Speaker, str]],
    speaker: Speaker,
    passages: list[str],
    checks: dict[Speaker, list[Check]],
) -> str:
    """The next message, asked for with an instruction (``prompting: instruct``)."""
    prompt = render_dialogue_template(
        "chat_turn",
        speaker=speaker,
        name=writer.profile.name,
        role_prompt=role_prompt,
        conversation=transcript(writer.profile, turns),
        passages=passages,
        topic=plan.topic,
        narration=plan.kind.narration,
    )
    return writer.write(prompt, checks[speaker], earlier=[text for _, text in turns])


def out_of_character_reply(
    plan: DialoguePlan,
    writer: DialogueWriter,
    turns: Sequence[tuple[Speaker, str]],
    passages: Sequence[str],
) -> str:
    """The role's next reply after ``turns`` as a plain, generic assistant writes it: no
    profile, no speech style, no narration (raises GenerationFailed).

    The generator sees the same conversation (the role's turns as the assistant's) and the same
    passages, but not the profile; an opening message gets the chat's topic.
    """
    earlier = [text for _, text in turns]
    if writer.base:
        lead = out_of_character_lead(
            turns, passages, topic=plan.topic, max_new_tokens=writer.params.max_new_tokens
        )
        return writer.continue_lead(lead, [without_narration], earlier=earlier)
    conversation = [
        {"speaker": "Assistant" if speaker == "role" else "User", "text": text}
        for speaker, text in turns
    ]
    prompt = render_dialogue_template(
        "out_of_character",
        conversation=conversation,
        passages=passages,
        topic=plan.topic,
    )
    return writer.write(prompt, [without_narration], earlier=earlier)
