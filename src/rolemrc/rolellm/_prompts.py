"""RoleGPT prompting: the role's system prompt, retrieved script turns as earlier chat turns
(RoleLLM's dialogue engineering), then the question."""

from __future__ import annotations

from collections.abc import Sequence

from rolemrc.core import Message
from rolemrc.rolellm._records import Language, RoleBenchRow, RoleProfile
from rolemrc.rolellm._templates import render_prompt

ROLEGPT_TEMPLATES: dict[Language, str] = {
    "eng": "rolegpt_system.eng.j2",
    "zh": "rolegpt_system.zh.j2",
}


def rolegpt_system_prompt(profile: RoleProfile, language: Language = "eng") -> str:
    """The role's system prompt: name, description and catchphrases (when the profile has
    them)."""
    return render_prompt(
        ROLEGPT_TEMPLATES[language],
        role=profile.name,
        description=profile.description.strip(),
        catchphrases=profile.catchphrases,
    )


def rolegpt_messages(
    profile: RoleProfile,
    question: str,
    *,
    language: Language = "eng",
    few_shot: Sequence[tuple[str, str]] = (),
) -> list[Message]:
    """System prompt, then each ``(user line, role's reply)`` pair as a user and an assistant
    turn, then the question as the last user turn."""
    messages = [Message(role="system", content=rolegpt_system_prompt(profile, language))]
    for user_line, reply in few_shot:
        messages.append(Message(role="user", content=user_line))
        messages.append(Message(role="assistant", content=reply))
    messages.append(Message(role="user", content=question.strip()))
    return messages


def rolebench_to_chat(
    row: RoleBenchRow, profile: RoleProfile, *, language: Language = "eng", reference: int = 0
) -> dict[str, list[dict[str, str]]]:
    """A RoleBench row as one SFT conversation (RoCIT): the RoleGPT system prompt, the question,
    and the row's reference answer number ``reference`` (the first by default). Shape:
    ``{"messages": [{"role", "content"}, ...]}``."""
    messages = rolegpt_messages(profile, row.question, language=language)
    messages.append(Message(role="assistant", content=row.generated[reference].strip()))
    return {"messages": [message.to_openai() for message in messages]}
