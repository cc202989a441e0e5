"""Quality gates: echoes, near-duplicate removal, train/test leakage, narration exactly where the
task has it, the format rules of nested tasks checked by the evaluation verifiers, and DPO pairs
whose chosen reply is the worse one.

Echoes: a reply that repeats its system prompt (the role's profile) or is mostly a copy of an
earlier turn is rejected whatever the config says (see ``rolemrc.core.find_echo``); a model that
only repeats its prompt must not become training or test data.

Near duplicates: a text is the set of its word n-grams ("shingles", lower-cased, punctuation
ignored; a text shorter than n words is one shingle). Two texts are near duplicates when the
Jaccard similarity of their shingle sets reaches the threshold. MinHash signatures with LSH
banding find the candidate pairs without comparing every pair (at 0.8 similarity, 16 bands of 4
rows miss a pair with probability ~2e-4); each candidate is then confirmed by the exact Jaccard
similarity, so nothing below the threshold is ever removed.

What is compared: for duplicates, whole examples (system prompt included) of the same task; for
leakage, a training example's prompt turns against a test row's question turns, system prompts
left out (so the same passages and query asked of a training role count as a leak).
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from rolemrc.core import InputError, Message, Rule, get_task
from rolemrc.rules import check_format_rules, extract_nested_requirement, has_narration
from rolemrc.synth._records import Dialogue, Reject
from rolemrc.synth._reply_checks import (
    conversation_checks,
    problems,
    reply_checks,
    without_turn_markup,
)

_WORD = re.compile(r"\w+")
_MERSENNE_PRIME = (1 << 61) - 1
_MAX_SHINGLE = (1 << 32) - 1
NESTED_REQUIREMENT_META_KEY = "requirement"  # where the dialogue builder records it
QUALITY_STAGE = "quality"


def shingles(text: str, size: int) -> frozenset[int]:
    """32-bit hashes of the word ``size``-grams of ``text``."""
    words = _WORD.findall(text.lower())
    grams = [
        " ".join(words[start : start + size]) for start in range(max(1, len(words) - size + 1))
    ]
    return frozenset(
        int.from_bytes(hashlib.blake2b(gram.encode("utf-8"), digest_size=4).digest(), "little")
        for gram in grams
    )


def jaccard(first: frozenset[int], second: frozenset[int]) -> float:
    if not first and not second:
        return 1.0
    return len(first & second) / len(first | second)


class NearDuplicateIndex:
    """Texts added under a key; :meth:`find` names the indexed text a new one nearly duplicates."""

    def __init__(
        self,
        *,
        threshold: float = 0.8,
        shingle_words: int = 5,
        permutations: int = 64,
        bands: int = 16,
        seed: int = 0,
    ) -> None:
        if permutations % bands:
            raise ValueError("bands must divide permutations")
        self.threshold = threshold
        self.shingle_words = shingle_words
        self._rows = permutations // bands
        rng = np.random.default_rng(seed)
        self._a = rng.integers(1, _MAX_SHINGLE, size=permutations, dtype=np.uint64)
        self._b = rng.integers(0, _MAX_SHINGLE, size=permutations, dtype=np.uint64)
        self._buckets: list[dict[bytes, list[str]]] = [defaultdict(list) for _ in range(bands)]
        self._shingles: dict[str, frozenset[int]] = {}
        self._order: dict[str, int] = {}

    def _signature(self, grams: frozenset[int]) -> npt.NDArray[np.uint64]:
        values = np.fromiter(grams, dtype=np.uint64, count=len(grams))
        # (a*x + b) mod p with a, x < 2**32: a*x stays below 2**64.
        hashed = (np.outer(values, self._a) % _MERSENNE_PRIME + self._b) % _MERSENNE_PRIME
        signature: npt.NDArray[np.uint64] = hashed.min(axis=0)
        return signature

    def _band_keys(self, grams: frozenset[int]) -> list[bytes]:
        signature = self._signature(grams)
        return [
            signature[band * self._rows : (band + 1) * self._rows].tobytes()
            for band in range(len(self._buckets))
        ]

    def find(self, text: str) -> tuple[str, float] | None:
        """The first-added indexed text at or above the threshold, with its similarity."""
        grams = shingles(text, self.shingle_words)
        candidates: set[str] = set()
        for band, band_key in zip(self._buckets, self._band_keys(grams), strict=True):
            candidates.update(band.get(band_key, ()))
        for key in sorted(candidates, key=self._order.__getitem__):
            similarity = jaccard(grams, self._shingles[key])
            if similarity >= self.threshold:
                return key, similarity
        return None

    def add(self, key: str, text: str) -> None:
        grams = shingles(text, self.shingle_words)
        if key in self._shingles:
            raise ValueError(f"key {key!r} is already indexed")
        self._shingles[key] = grams
        self._order[key] = len(self._order)
        for band, band_key in zip(self._buckets, self._band_keys(grams), strict=True):
            band[band_key].append(key)


def example_text(messages: Sequence[Message]) -> str:
    """Every turn, system prompt included: what makes two examples the same example."""
    return "\n".join(message.content for message in messages)


def question_text(messages: Sequence[Message]) -> str:
    """The user and assistant turns without the system prompt (which differs per role): what
    a test question shares with a training example that leaks it."""
    return "\n".join(message.content for message in messages if message.role != "system")


def _reject(dialogue: Dialogue, reason: str) -> Reject:
    return Reject(
        stage=QUALITY_STAGE, item_id=dialogue.id, reason=reason, raw=dialogue.messages[-1].content
    )


def narration_problem(dialogue: Dialogue) -> str | None:
    """Narration in a reply of a task without narration, or a reply without narration in a
    task with it."""
    required = get_task(dialogue.task).narration
    for position, message in enumerate(dialogue.messages):
        if message.role != "assistant" or has_narration(message.content) == required:
            continue
        if required:
            return f"no narration in reply {position} of a with-narration task"
        return f"narration in reply {position} of a no-narration task"
    return None


def turn_markup_problem(dialogue: Dialogue) -> str | None:
    """A reply (or the rejected one) holding a speaker label or markup of another turn: text
    a server wrote as a new turn, glued onto a prefix. (User turns may quote passages, markup
    and all; the builders check the text they generate for them as it is written.)"""
    texts = [
        (f"reply {position}", message.content)
        for position, message in enumerate(dialogue.messages)
        if message.role == "assistant"
    ]
    if dialogue.rejected is not None:
        texts.append(("the rejected reply", dialogue.rejected))
    for where, text in texts:
        found = without_turn_markup(text)
        if found is not None:
            return f"{where}: {found}"
    return None


def echo_problem(dialogue: Dialogue) -> str | None:
    """A reply that repeats the system prompt or is mostly a copy of an earlier turn."""
    for position, message in enumerate(dialogue.messages):
        if message.role != "assistant":
            continue
        found = problems(message.content, conversation_checks(dialogue.messages[:position]))
        if found:
            return f"echo in reply {position}: {found[0]}"
    return None


def preference_problem(dialogue: Dialogue) -> str | None:
    """Why a dialogue's DPO pair must not be used: its chosen reply (the target) fails more of
    the builders' checks than its rejected one (echoes, narration, declining or answering as
    the task says, nested format rules)."""
    if dialogue.rejected is None:
        return None
    kind = get_task(dialogue.task)
    requirement = None
    if kind.rule is Rule.NESTED_FORMAT:
        try:
            requirement = nested_requirement(dialogue)
        except InputError:
            requirement = None
    checks = [
        *conversation_checks(dialogue.messages[:-1]),
        *reply_checks(kind, requirement=requirement),
    ]
    chosen = problems(dialogue.messages[-1].content, checks)
    rejected = problems(dialogue.rejected, checks)
    if len(chosen) <= len(rejected):
        return None
    return (
        f"DPO pair dropped: the chosen reply fails {len(chosen)} check(s), the rejected one "
        f"{len(rejected)} ({chosen[0]})"
    )


def nested_requirement(dialogue: Dialogue) -> str:
    """The nested rule: as the builder recorded it, else cut out of the system prompt the way
    the upstream judge does."""
    recorded = dialogue.meta.get(NESTED_REQUIREMENT_META_KEY)
    if isinstance(recorded, str) and recorded.strip():
        return recorded
    system = dialogue.messages[0].content if dialogue.messages[0].role == "system" else ""
    return extract_nested_requirement(system)


def format_problem(dialogue: Dialogue) -> str | None:
    """A format rule of a nested-format task that the final reply breaks."""
    if get_task(dialogue.task).rule is not Rule.NESTED_FORMAT:
        return None
    try:
        requirement = nested_requirement(dialogue)
    except InputError as error:
        return f"nested format rule not found: {error.reason}"
    verdicts = check_format_rules(dialogue.messages[-1].content, requirement)
    broken = [verdict.rule for verdict in verdicts if verdict.passed is False]
    return f"format rule(s) violated: {', '.join(broken)}" if broken else None


def gate_dialogues(
    dialogues: list[Dialogue], *, check_narration: bool, check_format: bool
) -> tuple[list[Dialogue], list[Reject]]:
    """Dialogues that pass the echo, turn-markup, narration and format gates, and rejects for
    the others (the echo and turn-markup gates are always on)."""
    kept: list[Dialogue] = []
    rejects: list[Reject] = []
    for dialogue in dialogues:
        problem = (
            echo_problem(dialogue)
            or turn_markup_problem(dialogue)
            or (narration_problem(dialogue) if check_narration else None)
            or (format_problem(dialogue) if check_format else None)
        )
        if problem is None:
            kept.append(dialogue)
        else:
            rejects.append(_reject(dialogue, problem))
    return kept, rejects


def remove_near_duplicates(
    dialogues: list[Dialogue], new_index: Callable[[], NearDuplicateIndex]
) -> tuple[list[Dialogue], list[Reject]]:
    """Keep the first of each group of near-duplicate examples of the same task (in input
    order). Different tasks are never duplicates: a narrated and a plain answer to the same
    question differ by design."""
    indexes: dict[str, NearDuplicateIndex] = {}
    kept: list[Dialogue] = []
    rejects: list[Reject] = []
    for dialogue in dialogues:
        index = indexes.get(dialogue.task)
        if index is None:
            index = indexes[dialogue.task] = new_index()
        text = example_text(dialogue.messages)
        duplicate = index.find(text)
        if duplicate is None:
            index.add(dialogue.id, text)
            kept.append(dialogue)
        else:
            rejects.append(
                _reject(dialogue, f"near duplicate of {duplicate[0]} (Jaccard {duplicate[1]:.2f})")
            )
    return kept, rejects


def remove_leaks(
    train: list[Dialogue], test: list[Dialogue], index: NearDuplicateIndex
) -> tuple[list[Dialogue], list[Reject]]:
    """Drop training examples whose prompt (the turns before the target reply, without the
    system prompt) nearly duplicates a test row's question, e.g. the same MRC passages and query
    asked of another role. The test set stays as selected."""
    for row in test:
        index.add(row.id, question_text(row.messages[:-1]))
    kept: list[Dialogue] = []
    rejects: list[Reject] = []
    for dialogue in train:
        leak = index.find(question_text(dialogue.messages[:-1]))
        if leak is None:
            kept.append(dialogue)
        else:
            rejects.append(_reject(dialogue, f"leaks test row {leak[0]} (Jaccard {leak[1]:.2f})"))
    return kept, rejects
