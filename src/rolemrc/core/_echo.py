"""Echo detection: a reply that reproduces its prompt, system text or an earlier turn.

A model that only repeats what it was given (a base model, a broken chat template, a judge that
echoes its instructions) writes text made of long runs of its input. Texts are compared as
lower-cased words (punctuation ignored). A reply *echoes* a source when at least half of its
words, or at least :data:`ECHO_MAX_SHARED_WORDS` of them, lie inside word
:data:`ECHO_NGRAM_WORDS`-grams that also occur in the source; a reply shorter than one n-gram
echoes a source only when it is that whole source, word for word. A caller may ask for a higher
share (:data:`ECHO_REPEAT_SHARE` for an earlier turn).

Some parts of a source are content a good reply may legitimately repeat: the passages of a
question (an extractive answer quotes them), the draft a reply is restyled from. Those are given
as ``allowed`` texts: an n-gram that lies wholly inside one of them does not count, while one
that runs across its edge (a label, the instructions around it) still does. A correct answer
quoting a sentence of a passage therefore passes, and a copy of the whole prompt does not.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

ECHO_NGRAM_WORDS = 8
ECHO_MIN_SHARE = 0.5
ECHO_MAX_SHARED_WORDS = 24
# An earlier turn of the same conversation is repeated only when most of a text is copied from
# it: a role that stays firm may restate its own last reply in part.
ECHO_REPEAT_SHARE = 0.8

_WORD = re.compile(r"\w+")
# a word spelled out letter by letter ("G u l n i s a"): its letters are no run of words
_SPELLED_OUT = re.compile(r"(?<!\S)\w(?: \w){3,}(?!\S)")
_PASSAGE_LINE = re.compile(r"^[ \t]*Passage \d+:[ \t]*(.+?)[ \t]*$", re.MULTILINE)


@dataclass(frozen=True)
class Echo:
    """What a text repeats: the source (as named by the caller) and how much of the text."""

    source: str
    shared_words: int
    words: int

    def describe(self) -> str:
        return (
            f"it repeats {self.source} ({self.shared_words} of its {self.words} words are "
            f"runs of {ECHO_NGRAM_WORDS}+ words copied from it)"
            if self.words >= ECHO_NGRAM_WORDS
            else f"it repeats {self.source} word for word"
        )


def passage_texts(text: str) -> list[str]:
    """The passages of a RoleMRC question or scene: the text of each ``Passage N: ...`` line."""
    return list(_passages(text))


@functools.lru_cache(maxsize=512)
def _passages(text: str) -> tuple[str, ...]:
    return tuple(_PASSAGE_LINE.findall(text))


def _words(text: str) -> list[str]:
    return [word.lower() for word in _WORD.findall(_SPELLED_OUT.sub(" ", text))]


def _allowed_key(allowed: Iterable[str]) -> tuple[str, ...]:
    """The allowed texts as one key for the memo: stripped, each once, in order."""
    return tuple(sorted({text.strip() for text in allowed if text.strip()}))


@functools.lru_cache(maxsize=512)
def _source_ngrams(source: str, allowed: tuple[str, ...], size: int) -> frozenset[tuple[str, ...]]:
    """The word ``size``-grams of ``source`` except those lying wholly inside an occurrence of
    an ``allowed`` text (``allowed`` as :func:`_allowed_key` gives it; memoised: a prompt is
    checked against every reply to it)."""
    spans = [match.span() for match in _WORD.finditer(source)]
    words = [source[start:end].lower() for start, end in spans]
    inside = [False] * len(spans)
    # an allowed text is found by its words, so one read out of its layout (lines joined, a
    # label or a table's bars left out) still lies inside its occurrence
    at: dict[str, list[int]] = {}
    for index, word in enumerate(words):
        at.setdefault(word, []).append(index)
    for text in allowed:
        wanted = _words(text)
        for start in at.get(wanted[0], []) if wanted else []:
            if words[start : start + len(wanted)] == wanted:
                inside[start : start + len(wanted)] = [True] * len(wanted)
    return frozenset(
        tuple(words[start : start + size])
        for start in range(len(words) - size + 1)
        if not all(inside[start : start + size])
    )


def shared_words(text: str, source: str, *, allowed: Iterable[str] = ()) -> tuple[int, int]:
    """How many words of ``text`` lie inside n-grams of ``source`` (those wholly inside an
    ``allowed`` text left out), and how many words ``text`` has."""
    words = _words(text)
    return _shared_words(_windows(words), source, _allowed_key(allowed)), len(words)


def _windows(words: Sequence[str]) -> list[tuple[str, ...]]:
    """The word n-grams of a text, in order (built once for every source it is checked on)."""
    size = ECHO_NGRAM_WORDS
    return [tuple(words[start : start + size]) for start in range(len(words) - size + 1)]


def _shared_words(windows: list[tuple[str, ...]], source: str, allowed: tuple[str, ...]) -> int:
    """How many words of the text whose n-grams are ``windows`` lie inside n-grams of
    ``source``; ``allowed``: as :func:`_allowed_key` gives it."""
    size = ECHO_NGRAM_WORDS
    copied = _source_ngrams(source, allowed, size).intersection(windows)
    if not copied:  # most texts copy nothing: one pass in the set's own loop
        return 0
    covered = [False] * (len(windows) + size - 1)
    for start, window in enumerate(windows):
        if window in copied:
            covered[start : start + size] = [True] * size
    return sum(covered)


def find_echo(
    text: str,
    sources: Sequence[tuple[str, str]],
    *,
    allowed: Iterable[str] = (),
    min_share: float = ECHO_MIN_SHARE,
) -> Echo | None:
    """The first of ``sources`` (``(name, text)`` pairs) that ``text`` echoes, or None."""
    allowed = _allowed_key(allowed)  # the same for every source: read once
    words = _words(text)
    if not words:
        return None
    windows = _windows(words)
    for name, source in sources:
        if len(words) < ECHO_NGRAM_WORDS:
            if words == _words(source):
                return Echo(source=name, shared_words=len(words), words=len(words))
            continue
        shared = _shared_words(windows, source, allowed)
        if shared >= min_share * len(words) or shared >= ECHO_MAX_SHARED_WORDS:
            return Echo(source=name, shared_words=shared, words=len(words))
    return None
