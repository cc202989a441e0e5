"""nltk's ``word_tokenize`` (English), giving the same tokens with less work.

``word_tokenize`` splits a text into sentences with punkt, then runs about 25 regular-expression
substitutions of ``NLTKWordTokenizer`` over each sentence. Most of them need a character that a
sentence seldom holds (a quote, a bracket, a colon...), so each substitution here first checks
that one of its *triggers* (substrings without which its pattern cannot match) is in the text,
and is skipped otherwise: a substitution that cannot match leaves the text unchanged, so the
tokens are nltk's. The substitutions themselves are nltk's own compiled patterns, run in nltk's
order; a pattern missing from the trigger table (another nltk version) always runs.

Punkt only considers a sentence break after one of its sentence-end characters (``.?!`` in
English): every candidate is a match of its period-context pattern, which starts with one. With no
candidate, ``_slices_from_text`` yields the one slice from 0 to the end of the right-stripped text,
which ``_realign_boundaries`` keeps when it is not empty; that is what :func:`sentences` returns
for such a text without running punkt. Elsewhere punkt runs as nltk's, its break decision
memoised per candidate context (the word before the end character, the character and what
follows it), a function of that string and the fixed model only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from nltk.tokenize import PunktTokenizer
from nltk.tokenize.destructive import NLTKWordTokenizer
from nltk.tokenize.punkt import PunktLanguageVars

Step = tuple[tuple[str, ...], Callable[[str], str]]
"""(triggers, the substitution): it runs when one of its triggers is in the text."""

ALWAYS: tuple[str, ...] = ("",)
"""The triggers of a substitution that always runs (the empty string is in every text)."""

TRIGGERS: dict[str, tuple[str, ...]] = {
    # starting quotes
    "([«“‘„]|[`]+)": ("«", "“", "‘", "„", "`"),
    '^\\"': ('"',),
    "(``)": ("``",),
    "([ \\(\\[{<])(\\\"|\\'{2})": ('"', "''"),
    "(?i)(?<!\\w)(\\')(?!(?:re|ve|ll|m|t|s|d|n)\\b)(?=\\w)": ("'",),
    # punctuation
    "([^\\.])(\\.)([\\]\\)}>\"\\'»”’ ]*+)\\s*$": (".",),
    "([:,])([^\\d])": (":", ","),
    "([:,])$": (":", ","),
    "\\.{2,}": ("..",),
    "[;@#$%&]": (";", "@", "#", "$", "%", "&"),
    "[\\u2012-\\u2015]": ("\u2012", "\u2013", "\u2014", "\u2015"),
    "([^\\.])(\\.)([\\]\\)}>\"\\']*)\\s*$": (".",),
    "[?!]": ("?", "!"),
    "([^'])' ": ("' ",),
    "[*]": ("*",),
    # brackets and double dashes
    "[\\]\\[\\(\\)\\{\\}\\<\\>]": ("]", "[", "(", ")", "{", "}", "<", ">"),
    "--": ("--",),
    # ending quotes and clitics
    "([»”’])": ("»", "”", "’"),
    "''": ("''",),
    '"': ('"',),
    "([^' ])('[sS]|'[mM]|'[dD]|') ": ("'",),
    "([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ": ("'",),
}
"""nltk's patterns by source, each with substrings one of which every match contains."""

WHITESPACE_SOURCE = "\\s+"
NOT_REGEX_WHITESPACE = "\x1c\x1d\x1e\x1f"
"""The characters ``str.isspace`` accepts and the ``regex`` engine's ``\\s`` does not (it
accepts no others)."""

CONTRACTION_SOURCES: tuple[str, ...] = (
    "(?i)\\b(can)(?#X)(not)\\b",
    "(?i)\\b(d)(?#X)('ye)\\b",
    "(?i)\\b(gim)(?#X)(me)\\b",
    "(?i)\\b(gon)(?#X)(na)\\b",
    "(?i)\\b(got)(?#X)(ta)\\b",
    "(?i)\\b(lem)(?#X)(me)\\b",
    "(?i)\\b(more)(?#X)('n)\\b",
    "(?i)\\b(wan)(?#X)(na)(?=\\s)",
    "(?i) ('t)(?#X)(is)\\b",
    "(?i) ('t)(?#X)(was)\\b",
)
CONTRACTION_WORDS: tuple[str, ...] = (
    "cannot",
    "d'ye",
    "gimme",
    "gonna",
    "gotta",
    "lemme",
    "more'n",
    "wanna",
    "'tis",
    "'twas",
)
"""Each of ``CONTRACTION_SOURCES`` matches one of these words, letters in any case."""
UNLOWERED = "\u0130\u0131\u017f"
"""İ, ı and ſ: ``re`` matches them case-insensitively to i, i and s, and ``str.lower`` does not
turn them into those letters (no other character matches a letter of the words that way)."""


def collapse_whitespace(text: str) -> str:
    """``regex.sub(r"\\s+", " ", text)`` for a text without ``NOT_REGEX_WHITESPACE``."""
    words = text.split()
    if not words:
        return " " if text else ""
    leading = " " if text[0].isspace() else ""
    trailing = " " if text[-1].isspace() else ""
    return leading + " ".join(words) + trailing


def _collapse_whitespace_step(pattern: Any, replacement: str) -> Callable[[str], str]:
    def substitute(text: str) -> str:
        for character in NOT_REGEX_WHITESPACE:
            if character in text:
                return str(pattern.sub(replacement, text))
        return collapse_whitespace(text)

    return substitute


def treebank_steps(
    triggers: Mapping[str, tuple[str, ...]] = TRIGGERS,
) -> tuple[list[Step], list[Step]]:
    """``NLTKWordTokenizer.tokenize``'s substitutions in its order, before and after it pads
    the text with a space on each side (parentheses are not converted, as in
    ``word_tokenize``), each guarded by its ``triggers``."""

    def step(pattern: Any, replacement: str) -> Step:
        if pattern.pattern == WHITESPACE_SOURCE and replacement == " ":
            return ALWAYS, _collapse_whitespace_step(pattern, replacement)
        return triggers.get(pattern.pattern, ALWAYS), partial(pattern.sub, replacement)

    tokenizer = NLTKWordTokenizer
    before = [
        *(step(*pair) for pair in tokenizer.STARTING_QUOTES),
        *(step(*pair) for pair in tokenizer.PUNCTUATION),
        step(*tokenizer.PARENS_BRACKETS),
        step(*tokenizer.DOUBLE_DASHES),
    ]
    after = [step(*pair) for pair in tokenizer.ENDING_QUOTES]
    return before, after


_BEFORE_PADDING, _AFTER_PADDING = treebank_steps()
_CONTRACTION_PATTERNS = (*NLTKWordTokenizer.CONTRACTIONS2, *NLTKWordTokenizer.CONTRACTIONS3)
_CONTRACTIONS_GUARDED = tuple(p.pattern for p in _CONTRACTION_PATTERNS) == CONTRACTION_SOURCES


def _substitute(steps: Sequence[Step], text: str) -> str:
    for triggers, substitute in steps:
        for trigger in triggers:
            if trigger in text:
                text = substitute(text)
                break
    return text


def _may_contract(text: str) -> bool:
    """False only where no pattern of ``CONTRACTION_SOURCES`` can match ``text``."""
    if not _CONTRACTIONS_GUARDED:
        return True
    for character in UNLOWERED:
        if character in text:
            return True
    lowered = text.lower()
    return any(word in lowered for word in CONTRACTION_WORDS)


def treebank_tokens(sentence: str) -> list[str]:
    """``NLTKWordTokenizer().tokenize(sentence)``."""
    text = " " + _substitute(_BEFORE_PADDING, sentence) + " "
    text = _substitute(_AFTER_PADDING, text)
    if _may_contract(text):
        for pattern in _CONTRACTION_PATTERNS:
            text = pattern.sub(r" \1 \2 ", text)
    return text.split()


class _MemoisedPunkt(PunktTokenizer):  # type: ignore[misc]
    """English punkt deciding each candidate break once per context string: the decision reads
    only the context (the words around the candidate end character) and the fixed model."""

    @lru_cache(maxsize=1 << 14)  # noqa: B019 - one instance, kept for the process's life
    def text_contains_sentbreak(self, text: str) -> bool:
        found: bool = super().text_contains_sentbreak(text)
        return found


@lru_cache(maxsize=1)
def _punkt() -> _MemoisedPunkt:
    """Our own punkt tokenizer (nltk's shared one is left as it is)."""
    return _MemoisedPunkt("english")


def forget_punkt_memo() -> None:
    """Empty the memoised break decisions."""
    _MemoisedPunkt.text_contains_sentbreak.cache_clear()


SENTENCE_END_CHARS: tuple[str, ...] = tuple(PunktLanguageVars.sent_end_chars)
"""The characters after which punkt considers a break (``PunktTokenizer("english")`` uses the
default language variables)."""


def sentences(text: str) -> list[str]:
    """``sent_tokenize(text)`` (English punkt; needs its ``punkt_tab`` data)."""
    if not any(end in text for end in SENTENCE_END_CHARS):
        stripped = text.rstrip()
        return [stripped] if stripped else []
    sentence_list: list[str] = _punkt().tokenize(text)
    return sentence_list


def word_tokenize(text: str) -> list[str]:
    """``nltk.word_tokenize(text)`` (English, sentences split by punkt)."""
    return [token for sentence in sentences(text) for token in treebank_tokens(sentence)]
