"""Multi-turn chats, generated turn by turn with the generator playing the user and the role
in turn: free chats (on a topic from the profile) and on-scene chats (on relevant passages)."""

from __future__ import annotations

from rolemrc.core import Family, Message
from rolemrc.synth._prompt import render_system_prompt
from rolemrc.synth._records import Dialogue
from rolemrc.synth._reply_checks import Check, narration, without_narration
from rolemrc.synth.dialogues._common import DialoguePlan, DialogueWriter, Speaker, transcript
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
        prompt = render_dialogue_template(
            "chat_turn",
            speaker=speaker,
            name=profile.name,
            role_prompt=role_prompt,
            conversation=transcript(profile, turns),
            passages=passages,
            topic=plan.topic,
            narration=kind.narration,
        )
        text = writer.write(prompt, checks[speaker], earlier=[text for _, text in turns])
        content = text
        if passages and not turns and speaker == "user":
            content = render_dialogue_template("mrc_question", passages=passages, request=text)
        turns.append((speaker, text))
        messages.append(Message(role="assistant" if speaker == "role" else "user", content=content))
    meta: dict[str, object] = {"opening": plan.opening, "role_turns": plan.role_turns}
    if kind.family is Family.FREE_CHAT:
        meta["topic"] = plan.topic
    return Dialogue(
        id=plan.dialogue_id,
        task=kind.name,
        profile_id=profile.id,
        messages=messages,
        triplet_id=plan.triplet.id if plan.triplet is not None else None,
        meta=meta,
    )
