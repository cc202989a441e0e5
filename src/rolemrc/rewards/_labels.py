"""A row's label (:func:`rolemrc.core.row_label`: task, reference and conversation as one JSON
string, ``rl.jsonl``'s ``label`` column) read back into a :class:`RewardRow`."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rolemrc.core import InputError, get_task
from rolemrc.rewards._rows import RewardRow, completion_text, prompt_messages


def label_fields(label: Any, field: str) -> Mapping[str, Any]:
    """A label as its fields: a JSON object (string or mapping), or a plain string taken as the
    reference alone."""
    if isinstance(label, Mapping):
        return label
    if label is None:
        return {}
    if not isinstance(label, str):
        raise InputError("expected a string or an object", field=field)
    stripped = label.strip()
    if stripped.startswith("{"):
        try:
            decoded = json.loads(stripped)
        except json.JSONDecodeError as error:
            raise InputError(f"not valid JSON: {error.msg}", field=field) from None
        if isinstance(decoded, dict):
            return decoded
    return {"reference": label}


def labelled_row(
    prompt: Any, reply: Any, label: Any, *, field: str = "labels", row_id: str = "row"
) -> RewardRow:
    """A reply with its label: the conversation comes from the label's ``question`` where it
    has one, else from ``prompt`` (a string is one user turn). A task the taxonomy does not
    know is refused, with the close matches."""
    fields = label_fields(label, field)
    question = fields.get("question")
    task = fields.get("task")
    reference = fields.get("reference")
    if task is not None and not isinstance(task, str):
        raise InputError("expected a string", field=f"{field}.task")
    if task:
        try:
            get_task(task)
        except InputError as error:
            raise InputError(error.reason, field=f"{field}.task") from None
    if reference is not None and not isinstance(reference, str):
        raise InputError("expected a string", field=f"{field}.reference")
    return RewardRow(
        question=tuple(
            prompt_messages(question, f"{field}.question")
            if question is not None
            else prompt_messages(prompt, "prompt")
        ),
        response=completion_text(reply, "response"),
        task=task or None,
        reference=reference,
        id=row_id,
    )
