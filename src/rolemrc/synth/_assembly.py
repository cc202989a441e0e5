"""Assembly: dialogues -> quality gates -> held-out roles -> sft.jsonl, dpo.jsonl, test.jsonl,
rl.jsonl and stats.json (the shape of the paper's Table 2)."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from rolemrc.core import (
    TEST_TASK_NAMES,
    ConfigError,
    Family,
    Message,
    Rule,
    TestRow,
    fingerprint,
    get_task,
    row_label,
    write_json,
    write_jsonl,
)
from rolemrc.rules import UPSTREAM_TASK_COUNTS, extract_nested_requirement
from rolemrc.synth._acceptance import acceptance_by_kind
from rolemrc.synth._config import QualityConfig, TestSplitConfig
from rolemrc.synth._quality import (
    QUALITY_STAGE,
    NearDuplicateIndex,
    gate_dialogues,
    preference_problem,
    remove_leaks,
    remove_near_duplicates,
)
from rolemrc.synth._records import Dialogue, Reject

SFT_FILE = "sft.jsonl"
DPO_FILE = "dpo.jsonl"
TEST_FILE = "test.jsonl"
RL_FILE = "rl.jsonl"
STATS_FILE = "stats.json"


class SftRow(BaseModel):
    """One supervised example: a conversation whose last turn is the target reply."""

    id: str
    task: str
    profile_id: str
    messages: list[Message]


class DpoRow(BaseModel):
    """One preference pair in the conversational form TRL reads."""

    id: str
    task: str
    profile_id: str
    prompt: list[Message]
    chosen: list[Message]
    rejected: list[Message]


class RlRow(BaseModel):
    """One RL prompt of a training role: the conversation up to the reply the policy writes,
    the task, the reference reply, the nested rule (nested tasks) and the row's label for other
    RL frameworks (:func:`rolemrc.core.row_label`)."""

    id: str
    task: str
    profile_id: str
    prompt: list[Message]
    reference: str
    rule: str | None
    label: str


def rl_row(dialogue: Dialogue) -> RlRow | None:
    """The RL prompt of a training dialogue of a judged (test) task kind; None for the others
    (chats carry no judge routing)."""
    kind = get_task(dialogue.task)
    if not kind.in_test_set:
        return None
    prompt, reference = dialogue.messages[:-1], dialogue.messages[-1].content
    rule = None
    if kind.rule in (Rule.NESTED_CONTENT, Rule.NESTED_FORMAT):
        rule = extract_nested_requirement(prompt[0].content).strip()
    return RlRow(
        id=dialogue.id,
        task=dialogue.task,
        profile_id=dialogue.profile_id,
        prompt=prompt,
        reference=reference,
        rule=rule,
        label=row_label(prompt, dialogue.task, reference),
    )


def sft_row(dialogue: Dialogue) -> SftRow:
    return SftRow(
        id=dialogue.id,
        task=dialogue.task,
        profile_id=dialogue.profile_id,
        messages=dialogue.messages,
    )


def dpo_row(dialogue: Dialogue) -> DpoRow | None:
    """The pair of a dialogue that has a dispreferred reply different from its target; None
    otherwise (an identical pair teaches nothing)."""
    if (
        dialogue.rejected is None
        or dialogue.rejected.strip() == dialogue.messages[-1].content.strip()
    ):
        return None
    return DpoRow(
        id=dialogue.id,
        task=dialogue.task,
        profile_id=dialogue.profile_id,
        prompt=dialogue.messages[:-1],
        chosen=[dialogue.messages[-1]],
        rejected=[Message(role="assistant", content=dialogue.rejected)],
    )


def test_row(dialogue: Dialogue) -> TestRow:
    """The upstream test row: the turns before the target reply, which is the reference."""
    return TestRow(
        id=dialogue.id,
        question=dialogue.messages[:-1],
        reference=dialogue.messages[-1].content,
        task=dialogue.task,
    )


def allocate(total: int, weights: dict[str, int]) -> dict[str, int]:
    """``total`` split in proportion to ``weights`` (largest remainder, ties by key order)."""
    weight_sum = sum(weights.values())
    if total <= 0 or weight_sum <= 0:
        return dict.fromkeys(weights, 0)
    exact = {key: total * weight / weight_sum for key, weight in weights.items()}
    counts = {key: int(value) for key, value in exact.items()}
    order = sorted(weights, key=lambda key: (-(exact[key] - counts[key]), list(weights).index(key)))
    for key in order[: total - sum(counts.values())]:
        counts[key] += 1
    return counts


def requested_test_counts(config: TestSplitConfig) -> dict[str, int]:
    """Rows wanted per test task: ``task_counts`` as given (absent tasks: 0), else ``size`` in
    the upstream test set's proportions."""
    if config.task_counts is not None:
        return {task: config.task_counts.get(task, 0) for task in TEST_TASK_NAMES}
    weights = {task: UPSTREAM_TASK_COUNTS.get(task, 0) for task in TEST_TASK_NAMES}
    return allocate(config.size, weights)


def held_out_roles(profile_ids: Sequence[str], config: TestSplitConfig, *, seed: int) -> set[str]:
    """A seeded choice of roles for the test set; at least one role stays for training."""
    if sum(requested_test_counts(config).values()) == 0:
        return set()
    roles = sorted(set(profile_ids))
    if not roles:  # no role has a dialogue: nothing to split
        return set()
    setting = config.held_out_roles
    count = int(setting) if setting >= 1 else max(1, round(setting * len(roles)))
    if count >= len(roles):
        raise ConfigError(
            f"test.held_out_roles asks for {count} test role(s) but the run has {len(roles)} "
            "role(s); at least one must stay for training"
        )
    random.Random(fingerprint(["held-out", seed])).shuffle(roles)
    return set(roles[:count])


def select_test_rows(
    candidates: list[Dialogue], counts: dict[str, int], *, seed: int
) -> list[Dialogue]:
    """Up to ``counts[task]`` rows per task, a seeded choice, grouped in taxonomy order."""
    by_task: dict[str, list[Dialogue]] = defaultdict(list)
    for dialogue in candidates:
        by_task[dialogue.task].append(dialogue)
    selected: list[Dialogue] = []
    for task in TEST_TASK_NAMES:
        pool = by_task.get(task, [])
        positions = list(range(len(pool)))
        random.Random(fingerprint(["test", seed, task])).shuffle(positions)
        selected.extend(pool[position] for position in sorted(positions[: counts[task]]))
    return selected


_KIND_BY_RULE = {
    Rule.NONE: "mrc_qa_single_turn",
    Rule.MULTI_TURN: "ruled_multi_turn",
    Rule.NESTED_CONTENT: "ruled_nested",
    Rule.NESTED_FORMAT: "ruled_nested",
    Rule.PRIORITY: "ruled_prioritized",
}


def kind_of(task: str) -> str:
    """The Table 2 group of a task: free chats, on-scene chats, single-turn MRC QA, ruled chats."""
    kind = get_task(task)
    if kind.family is Family.MRC_QA:
        return _KIND_BY_RULE[kind.rule]
    return "free_chats" if kind.family is Family.FREE_CHAT else "on_scene_chats"


@dataclass(frozen=True)
class _Example:
    task: str
    profile_id: str
    messages: Sequence[Message]


def _summary(examples: Sequence[_Example]) -> dict[str, Any]:
    replies = [
        len(message.content.split())
        for example in examples
        for message in example.messages
        if message.role == "assistant"
    ]
    turns = [
        sum(message.role == "assistant" for message in example.messages) for example in examples
    ]
    return {
        "examples": len(examples),
        "avg_turns": round(sum(turns) / len(turns), 2) if turns else 0.0,
        "avg_words_per_reply": round(sum(replies) / len(replies), 2) if replies else 0.0,
    }


def split_stats(examples: Sequence[_Example]) -> dict[str, Any]:
    """Size, roles, turns (assistant replies per example) and words per reply, overall and per
    task kind, plus rows per task."""
    by_kind: dict[str, list[_Example]] = defaultdict(list)
    for example in examples:
        by_kind[kind_of(example.task)].append(example)
    return {
        **_summary(examples),
        "roles": len({example.profile_id for example in examples}),
        "by_kind": {kind: _summary(group) for kind, group in sorted(by_kind.items())},
        "by_task": dict(sorted(Counter(example.task for example in examples).items())),
    }


@dataclass(frozen=True)
class Assembly:
    sft: list[SftRow]
    dpo: list[DpoRow]
    test: list[TestRow]
    rl: list[RlRow]
    rejects: list[Reject]
    stats: dict[str, Any]


def assemble(
    dialogues: list[Dialogue],
    profile_ids: Sequence[str],
    *,
    quality: QualityConfig,
    test: TestSplitConfig,
    seed: int,
    build_rejects: Sequence[Reject] = (),
) -> Assembly:
    """Gate, deduplicate, split by role, select the test rows, drop leaking training rows.
    ``build_rejects`` (the dialogues the builders could not make) count in the acceptance per
    kind."""
    gated, rejects = gate_dialogues(
        dialogues, check_narration=quality.check_narration, check_format=quality.check_format_rules
    )
    gate_rejects = len(rejects)

    def index() -> NearDuplicateIndex:
        return NearDuplicateIndex(
            threshold=quality.near_duplicate_threshold,
            shingle_words=quality.shingle_words,
            permutations=quality.minhash_permutations,
            bands=quality.minhash_bands,
            seed=seed,
        )

    unique, duplicates = remove_near_duplicates(gated, index)
    rejects += duplicates
    acceptance = acceptance_by_kind(dialogues, unique, [*build_rejects, *rejects], kind_of)
    test_roles = held_out_roles(profile_ids, test, seed=seed)
    train = [dialogue for dialogue in unique if dialogue.profile_id not in test_roles]
    test_candidates: list[Dialogue] = []
    for dialogue in unique:
        if dialogue.profile_id not in test_roles or dialogue.task not in TEST_TASK_NAMES:
            continue
        try:
            test_row(dialogue)
        except ValidationError as error:
            rejects.append(
                Reject(
                    stage=QUALITY_STAGE,
                    item_id=dialogue.id,
                    reason=f"cannot be a test row: {error.errors()[0]['msg']}",
                )
            )
            continue
        test_candidates.append(dialogue)
    requested = requested_test_counts(test)
    selected = select_test_rows(test_candidates, requested, seed=seed)
    leaks: list[Reject] = []
    if quality.check_leakage:
        train, leaks = remove_leaks(train, selected, index())
        rejects += leaks
    sft = [sft_row(dialogue) for dialogue in train]
    dpo: list[DpoRow] = []
    dropped_pairs = 0
    for dialogue in train:
        problem = preference_problem(dialogue)
        if problem is not None:
            dropped_pairs += 1
            rejects.append(
                Reject(
                    stage=QUALITY_STAGE,
                    item_id=dialogue.id,
                    reason=problem,
                    raw=dialogue.messages[-1].content,
                )
            )
        elif (row := dpo_row(dialogue)) is not None:
            dpo.append(row)
    test_rows = [test_row(dialogue) for dialogue in selected]
    roles_in_both = {row.profile_id for row in sft} & {row.profile_id for row in selected}
    if roles_in_both:  # pragma: no cover - guards the split above
        raise RuntimeError(f"roles in both train and test: {sorted(roles_in_both)}")
    selected_counts = Counter(dialogue.task for dialogue in selected)
    stats = {
        "roles": {"train": len({row.profile_id for row in sft}), "test": len(test_roles)},
        "sft": split_stats([_Example(row.task, row.profile_id, row.messages) for row in sft]),
        "dpo": split_stats(
            [_Example(row.task, row.profile_id, [*row.prompt, *row.chosen]) for row in dpo]
        ),
        "test": split_stats([_Example(d.task, d.profile_id, d.messages) for d in selected]),
        "test_rows_requested": {task: count for task, count in requested.items() if count},
        "test_rows_short": {
            task: count - selected_counts[task]
            for task, count in requested.items()
            if count > selected_counts[task]
        },
        "quality": {
            "dialogues_in": len(dialogues),
            "gate_rejects": gate_rejects,
            "near_duplicates_removed": len(duplicates),
            "leaking_train_rows_removed": len(leaks),
            "dpo_pairs_dropped": dropped_pairs,
        },
        "acceptance": acceptance,
    }
    rl = [prompt for dialogue in train if (prompt := rl_row(dialogue)) is not None]
    return Assembly(sft=sft, dpo=dpo, test=test_rows, rl=rl, rejects=rejects, stats=stats)


def write_assembly(run_dir: Path, assembly: Assembly) -> dict[str, int]:
    """Write the sets and stats; the row count of each file."""
    counts = {
        SFT_FILE: write_jsonl(run_dir / SFT_FILE, assembly.sft),
        DPO_FILE: write_jsonl(run_dir / DPO_FILE, assembly.dpo),
        TEST_FILE: write_jsonl(run_dir / TEST_FILE, [row.to_upstream() for row in assembly.test]),
        RL_FILE: write_jsonl(run_dir / RL_FILE, assembly.rl),
    }
    write_json(run_dir / STATS_FILE, assembly.stats)
    return counts
