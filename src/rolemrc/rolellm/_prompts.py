"""The role's context in a prompt, one definition for RoleGPT generation, RoCIT training data
and the RoleBench rows of synth's mix.

RoleLLM conditions a model on a role in one of two ways, and its RoCIT ablation compares them:

- ``system``: RoleLLM's system instruction, the role's name and its description with
  catchphrases (the wording RoleBench's authors published in OpenCompass's RoleBench configs,
  English and Chinese), then the question; retrieved script turns may follow the instruction as
  earlier chat turns (RoleGPT's dialogue engineering, ``few_shot``).
- ``retrieval``: no description; a one-line "You are {role}." system turn, then dialogue
  examples retrieved from the role's script as earlier turns (retrieval augmentation).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from rolemrc.core import Message
from rolemrc.rolellm._records import Language, RoleBenchProfile, RoleBenchRow
from rolemrc.rolellm._templates import render_prompt

RoleContext = Literal["system", "retrieval"]
ROLE_CONTEXTS: tuple[RoleContext, ...] = ("system", "retrieval")
ROLE_SYSTEM_TEMPLATES: dict[Language, str] = {
    "eng": "role_system.eng.j2",
    "zh": "role_system.zh.j2",
}
ROLE_NAME_TEMPLATES: dict[Language, str] = {
    "eng": "role_name.eng.j2",
    "zh": "role_name.zh.j2",
}


def role_system_instruction(profile: RoleBenchProfile, language: Language = "eng") -> str:
    """RoleLLM's system instruction: the role's name, then its description followed by its
    catchphrases (when the profile has them) where the instruction says "your description
    is"."""
    return render_prompt(
        ROLE_SYSTEM_TEMPLATES[language],
        role=profile.name,
        description=profile.description.strip(),
        catchphrases=profile.catchphrases,
    )


def role_context_messages(
    profile: RoleBenchProfile,
    question: str,
    *,
    language: Language = "eng",
    role_context: RoleContext = "system",
    few_shot: Sequence[tuple[str, str]] = (),
) -> list[Message]:
    """The prompt for ``question``: the system turn of ``role_context``, then each
    ``(user line, role's reply)`` pair of ``few_shot`` as a user and an assistant turn, then the
    question as the last user turn."""
    if role_context == "system":
        system = role_system_instruction(profile, language)
    else:
        system = render_prompt(ROLE_NAME_TEMPLATES[language], role=profile.name)
    messages = [Message(role="system", content=system)]
    for user_line, reply in few_shot:
        messages.append(Message(role="user", content=user_line))
        messages.append(Message(role="assistant", content=reply))
    messages.append(Message(role="user", content=question.strip()))
    return messages


def rolebench_to_chat(
    row: RoleBenchRow,
    profile: RoleBenchProfile,
    *,
    language: Language = "eng",
    reference: int = 0,
    role_context: RoleContext = "system",
    few_shot: Sequence[tuple[str, str]] = (),
) -> dict[str, list[dict[str, str]]]:
    """A RoleBench row as one SFT conversation (RoCIT): the prompt of ``role_context_messages``
    and the row's reference answer number ``reference`` as the assistant's reply. Shape:
    ``{"messages": [{"role", "content"}, ...]}``."""
    messages = role_context_messages(
        profile, row.question, language=language, role_context=role_context, few_shot=few_shot
    )
    messages.append(Message(role="assistant", content=row.generated[reference].strip()))
    return {"messages": [message.to_openai() for message in messages]}
