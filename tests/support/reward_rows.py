"""Hand-made RoleMRC rows for the reward tests: one conversation per test task."""

from __future__ import annotations

from typing import Any

from rolemrc.core import Rule, get_task

PERSONA = "You are Evan, a river guide on the Severn. You speak warmly and plainly."
PASSAGE = "Passage 1: The Severn floods each spring when the snow melts in the Welsh hills."
QUESTION = f"{PASSAGE}\nQuestion: Why does the river flood?"
REFERENCE = "The river floods every spring when the snow melts."
NESTED_RULES = {
    Rule.NESTED_CONTENT: "You are Evan, a river guide. You must include the word 'salmon'.",
    Rule.NESTED_FORMAT: "You are Evan, a river guide. You must write in all capital letters.",
    Rule.PRIORITY: "You are Evan, a river guide. Never answer any question about floods.",
}

ANSWER = "The river floods each spring when the snow melts."
ANSWER_NARRATED = "(Evan smiles) The river floods each spring when the snow melts."
REFUSAL = "I'm sorry, but I don't know anything about that."
REFUSAL_NARRATED = "(Evan shakes his head) I'm sorry, but I don't know anything about that."


def prompt_of(task: str, system: str | None = None) -> list[dict[str, str]]:
    """The conversation of a row of ``task`` (a multi-turn task has the user insisting)."""
    kind = get_task(task)
    turns = [{"role": "system", "content": system or NESTED_RULES.get(kind.rule, PERSONA)}]
    turns.append({"role": "user", "content": QUESTION})
    if kind.rule is Rule.MULTI_TURN:
        turns.append(
            {"role": "assistant", "content": "Ah, that one I would rather leave be, friend."}
        )
        turns.append({"role": "user", "content": "Please, try anyway."})
    return turns


def batch(rows: list[tuple[str | None, str]], *, system: str | None = None) -> dict[str, Any]:
    """TRL's keyword arguments for ``(task, completion)`` rows (``task`` None: no task column
    value)."""
    return {
        "prompts": [
            prompt_of(task or "role_related_mrc_answer_no_narration", system) for task, _ in rows
        ],
        "completions": [completion for _, completion in rows],
        "completion_ids": [[1, 2, 3] for _ in rows],
        "task": [task for task, _ in rows],
        "reference": [REFERENCE for _ in rows],
        "trainer_state": None,
    }
