"""Mixing the synthesized sets with external ones (RoleBench, instruction sets, preference sets)
into ``sft_mix.jsonl`` and ``dpo_mix.jsonl``.

Each source contributes ``ratio`` rows per synthesized row (at most ``max_rows``, at most what it
has), a seeded sample; the mixed file is a seeded shuffle of everything.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from rolemrc.core import (
    ChatRole,
    InputError,
    Message,
    fingerprint,
    iter_json_lines,
    read_jsonl,
    write_jsonl,
)
from rolemrc.synth._assembly import DPO_FILE, SFT_FILE, DpoRow, SftRow
from rolemrc.synth._config import HubMixSource, JsonlMixSource, MixConfig, MixFormat, MixSource

SFT_MIX_FILE = "sft_mix.jsonl"
DPO_MIX_FILE = "dpo_mix.jsonl"
_SHAREGPT_ROLES: dict[str, ChatRole] = {
    "system": "system",
    "human": "user",
    "user": "user",
    "gpt": "assistant",
    "assistant": "assistant",
}
RolePrompt = Callable[[str, str], list[Message]]
"""``(role, question)`` -> the prompt turns of a RoleBench row."""


def _text(row: dict[str, Any], field: str) -> str:
    value = row.get(field)
    if not isinstance(value, str):
        raise ValueError(f"{field}: expected a string")
    return value


def _turns(value: Any, field: str, *, role_key: str, content_key: str) -> list[Message]:
    if not isinstance(value, list) or not value:
        raise ValueError(f"{field}: expected a non-empty list of turns")
    turns = []
    for position, turn in enumerate(value):
        if not isinstance(turn, dict):
            raise ValueError(f"{field}[{position}]: expected an object")
        role = _SHAREGPT_ROLES.get(str(turn.get(role_key, "")).lower())
        content = turn.get(content_key)
        if role is None or not isinstance(content, str):
            raise ValueError(f"{field}[{position}]: expected {role_key} and {content_key}")
        turns.append(Message(role=role, content=content))
    return turns


def _conversation(
    row: dict[str, Any], mix_format: MixFormat, role_prompt: RolePrompt | None
) -> list[Message]:
    if mix_format is MixFormat.MESSAGES:
        return _turns(row.get("messages"), "messages", role_key="role", content_key="content")
    if mix_format is MixFormat.SHAREGPT:
        return _turns(
            row.get("conversations"), "conversations", role_key="from", content_key="value"
        )
    if mix_format is MixFormat.ALPACA:
        instruction, extra = _text(row, "instruction"), row.get("input") or ""
        prompt = f"{instruction}\n\n{extra}" if extra else instruction
        return [
            Message(role="user", content=prompt),
            Message(role="assistant", content=_text(row, "output")),
        ]
    # RoleBench: a role, a question and the role's generated answers (the first is taken),
    # prompted by RoleLLM's system instruction.
    answers = row.get("generated")
    if not isinstance(answers, list) or not answers or not isinstance(answers[0], str):
        raise ValueError("generated: expected a non-empty list of strings")
    assert role_prompt is not None  # load_mix_rows gives RoleBench sources one
    return [
        *role_prompt(_text(row, "role"), _text(row, "question")),
        Message(role="assistant", content=answers[0]),
    ]


def _preference_side(value: Any, field: str) -> list[Message]:
    if isinstance(value, str):
        return [Message(role="user" if field == "prompt" else "assistant", content=value)]
    return _turns(value, field, role_key="role", content_key="content")


def sft_content(
    row: dict[str, Any], mix_format: MixFormat, role_prompt: RolePrompt | None
) -> dict[str, Any]:
    messages = _conversation(row, mix_format, role_prompt)
    if messages[-1].role != "assistant":
        raise ValueError("the conversation does not end with an assistant turn")
    return {"messages": messages}


def dpo_content(
    row: dict[str, Any], mix_format: MixFormat, role_prompt: RolePrompt | None
) -> dict[str, Any]:
    """A preference row's prompt and replies (``role_prompt`` is for RoleBench rows, which are
    SFT-only)."""
    prompt = _preference_side(row.get("prompt"), "prompt")
    chosen = _preference_side(row.get("chosen"), "chosen")
    rejected = _preference_side(row.get("rejected"), "rejected")
    # Sets such as UltraFeedback repeat the prompt at the head of chosen/rejected.
    if chosen[: len(prompt)] == prompt and rejected[: len(prompt)] == prompt:
        chosen, rejected = chosen[len(prompt) :], rejected[len(prompt) :]
    if not chosen or not rejected:
        raise ValueError("chosen/rejected hold no reply after the prompt")
    return {"prompt": prompt, "chosen": chosen, "rejected": rejected}


def _raw_rows(source: MixSource) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """``(where, line, row)`` of a local file or a hub dataset."""
    if isinstance(source, JsonlMixSource):
        for number, row in iter_json_lines(source.path):
            yield str(source.path), number, row
        return
    yield from _hub_rows(source)


def _hub_rows(source: HubMixSource) -> Iterator[tuple[str, int, dict[str, Any]]]:
    try:
        import datasets
    except ImportError:
        raise InputError("hub mix sources need 'datasets': pip install 'rolemrc[hub]'") from None
    where = f"hf:{source.dataset}"
    try:
        rows = datasets.load_dataset(
            source.dataset, source.config, split=source.split, data_files=source.data_files
        )
    except Exception as error:  # network, missing file or config: datasets raises many kinds
        raise InputError(
            f"could not load {source.dataset}: {error}. Offline, save it as JSONL and use a "
            "'jsonl' mix source.",
            path=where,
        ) from None
    for number, row in enumerate(rows, start=1):
        yield where, number, dict(row)


RowContent = Callable[[dict[str, Any], MixFormat, RolePrompt | None], dict[str, Any]]
"""The fields an external row gives a mix row (its messages, or its prompt and replies);
the ``RolePrompt`` prompts RoleBench rows."""


def _role_prompt(source: MixSource) -> RolePrompt:
    """RoleLLM's system instruction for a RoleBench source's roles (its profiles read once)."""
    # Imported here: rolellm loads eval's metrics, which importing synth must not.
    from rolemrc.rolellm import load_profiles, path_language, role_context_messages

    language = source.language
    if language is None:
        language = path_language(source.path) if isinstance(source, JsonlMixSource) else "eng"
    profiles = load_profiles(source.profiles, language=language)

    def prompt(role: str, question: str) -> list[Message]:
        profile = profiles.profiles.get(role)
        if profile is None:
            raise ValueError(f"role: no profile for {role!r} in {profiles.source}")
        return role_context_messages(profile, question, language=language)

    return prompt


def load_mix_rows(
    source: MixSource, model: type[SftRow | DpoRow], content: RowContent
) -> list[SftRow | DpoRow]:
    role_prompt = _role_prompt(source) if source.format is MixFormat.ROLEBENCH else None
    rows: list[SftRow | DpoRow] = []
    for where, number, raw in _raw_rows(source):
        try:
            row_id = f"{source.name}-{number:07d}"
            fields = content(raw, source.format, role_prompt)
            rows.append(model(id=row_id, task=f"external:{source.name}", profile_id="", **fields))
        except ValueError as error:
            field, _, reason = str(error).partition(": ")
            raise InputError(
                reason or field, path=where, line=number, field=field if reason else None
            ) from None
    return rows


def _take(rows: list[Any], wanted: int, *, seed: int, name: str) -> list[Any]:
    if wanted >= len(rows):
        return rows
    positions = list(range(len(rows)))
    random.Random(fingerprint(["mix", seed, name])).shuffle(positions)
    return [rows[position] for position in sorted(positions[:wanted])]


def mix_rows(
    synthesized: list[Any],
    sources: list[MixSource],
    model: type[SftRow | DpoRow],
    content: RowContent,
    *,
    seed: int,
) -> tuple[list[Any], dict[str, int]]:
    """The synthesized rows plus each source's share, shuffled; rows taken per source."""
    mixed = list(synthesized)
    taken: dict[str, int] = {}
    for source in sources:
        wanted = round(source.ratio * len(synthesized))
        if source.max_rows is not None:
            wanted = min(wanted, source.max_rows)
        chosen = _take(load_mix_rows(source, model, content), wanted, seed=seed, name=source.name)
        taken[source.name] = len(chosen)
        mixed.extend(chosen)
    random.Random(fingerprint(["mix-order", seed])).shuffle(mixed)
    return mixed, taken


def write_mixes(run_dir: Path, config: MixConfig, *, seed: int) -> dict[str, Any]:
    """Write ``sft_mix.jsonl``/``dpo_mix.jsonl`` for the kinds that have sources; what went in."""
    report: dict[str, Any] = {}
    for kind, sources, model, content, source_file, mix_file in (
        ("sft", config.sft, SftRow, sft_content, SFT_FILE, SFT_MIX_FILE),
        ("dpo", config.dpo, DpoRow, dpo_content, DPO_FILE, DPO_MIX_FILE),
    ):
        if not sources:
            continue
        synthesized = list(read_jsonl(run_dir / source_file, model))
        mixed, taken = mix_rows(synthesized, sources, model, content, seed=seed)
        write_jsonl(run_dir / mix_file, mixed)
        report[kind] = {"file": mix_file, "synthesized": len(synthesized), "external": taken}
    return report
