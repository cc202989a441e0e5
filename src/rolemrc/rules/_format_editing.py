"""The editors of the format rules: each makes a text obey one rule, the inverse of its checker
in :mod:`rolemrc.rules._format_checks` (:mod:`rolemrc.rules._format_rules` pairs them).

A small base model cannot follow "end every sentence with an exclamation mark" by itself; these
editors make its replies obey mechanically. An editor ``edit(text, match, editing)`` changes as
little as its checker asks for and keeps the text's words where the rule allows, or raises
:class:`CannotApply` saying why it cannot. Rules about what the role *says* read and change the
spoken text only (bracketed narration such as "(Tomas grins)" is kept as it is and not
counted), exactly as their checkers read it: the editors map every character of
:func:`strip_narration`'s spoken text back to the reply.
"""

from __future__ import annotations

import itertools
import json
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rolemrc.rules._format_checks import (
    CONTRACTION,
    EMOTICON,
    IN_SQUARE_BRACKETS,
    WORD_COUNT_NOTE,
    WORD_START,
    banned_marks,
    ending_word,
    ends_with_word,
    figures_below,
    other_spellings,
    quoted_words,
    repeated_last_sentence,
    variety_asked,
    words_below,
)
from rolemrc.rules._format_text import (
    EMOJI,
    SENTENCE_END,
    UNIT_WORDS,
    WORD,
    allowed_count,
    count_asked,
    without_trailing_decoration,
    words_of,
)
from rolemrc.rules._reply_signals import written_numbers
from rolemrc.rules._verifiers import find_narration, outermost_narration, strip_narration

NEUTRAL_QUESTION = "What do you think?"
# Emojis added, in turn, when a reply has fewer than a rule asks for.
ADDED_EMOJIS = ("😊", "✨", "👍")

_OPENING_QUOTES = "\"'“‘"
# What the start-with checker skips before the phrase: opening quotes and markdown marks.
_SKIPPED_BEFORE_START = "\"'“‘*_ "
_OPENING_DOUBLE_QUOTES = '"“'
_CLOSING_DOUBLE_QUOTES = '"”'
_SENTENCE_MARKS = ".!?"
# A run of marks that ends a sentence or clause, replaced by "!" as a whole ("...", "?", "?.").
_FINAL_MARKS = re.compile(r"[.!?;:,…]+$")
_LIST_MARKER = re.compile(r"^(?:[-*•●▪‣]|\d+[.)])\s+")
_LINE_OPENING_WITH_POSTSCRIPT = re.compile(r"(?m)^[ \t]*[*_]*P\.\s?S\.")
_POSTSCRIPT_INLINE = re.compile(r"(?<=\S)[ \t]+(?=[*_]*P\.\s?S\.)")
# Rules whose checkers split the text into sentences.
_SENTENCE_RULES = frozenset({"exclamation_sentences", "max_sentences"})
_LETTER_WORD = re.compile(r"[^\W\d_][\w'’-]*")
# Words that open sentences and are lowercase inside one; a sentence that opens with another
# word may open with a name, so that word keeps its capital after an added "Well, ".
_COMMON_OPENING_WORDS = frozenset({
    "a", "about", "absolutely", "actually", "add", "after", "again", "ah", "all", "also",
    "although", "an", "and", "anyway", "as", "ask", "at", "basically", "because", "before", "both",
    "bring", "but", "by", "can", "certainly", "check", "clearly", "come", "consider", "could",
    "definitely", "do", "does", "don't", "each", "even", "every", "finally", "find", "first",
    "for", "frankly", "from", "generally", "get", "give", "go", "good", "great", "has", "have",
    "he", "her", "here", "his", "honestly", "hopefully", "how", "if", "in", "is", "it", "it's",
    "its", "just", "keep", "let", "let's", "like", "look", "luckily", "make", "many", "maybe",
    "more", "most", "my", "naturally", "no", "not", "note", "now", "obviously", "of", "oh", "ok",
    "okay", "on", "once", "one", "or", "our", "perhaps", "personally", "pick", "please",
    "probably", "put", "really", "remember", "right", "see", "she", "simply", "so", "some",
    "start", "stay", "still", "sure", "surely", "take", "tell", "thanks", "that", "that's", "the",
    "their", "then", "there", "there's", "these", "they", "they're", "think", "this", "those",
    "though", "to", "true", "truly", "try", "unfortunately", "use", "usually", "wait", "watch",
    "we", "we're", "well", "what", "what's", "when", "where", "which", "while", "who", "why",
    "will", "with", "would", "yes", "yet", "you", "you're", "your",
})  # fmt: skip


class CannotApply(Exception):
    """An editor cannot make the text obey its rule; the message says why."""


# --- the spoken text and where its characters come from -------------------------------------


@dataclass(frozen=True)
class _Spoken:
    """A text's spoken part exactly as :func:`strip_narration` gives it, with the index in the
    text of each of its characters (``origin``)."""

    text: str
    origin: tuple[int, ...]

    def start(self, index: int) -> int:
        """Where in the full text the spoken character ``index`` stands."""
        return self.origin[index]

    def end(self, index: int) -> int:
        """Where in the full text the spoken part ``[..., index)`` ends."""
        return self.origin[index - 1] + 1


def _outside_narration(text: str) -> list[tuple[int, int]]:
    """The ranges of ``text`` that :func:`strip_narration` keeps (all but narration spans)."""
    ranges = []
    position = 0
    for span in outermost_narration(text):
        ranges.append((position, span.start))
        position = span.end
    ranges.append((position, len(text)))
    return ranges


def _stripped(chars: list[tuple[str, int]]) -> list[tuple[str, int]]:
    start, end = 0, len(chars)
    while start < end and chars[start][0].isspace():
        start += 1
    while end > start and chars[end - 1][0].isspace():
        end -= 1
    return chars[start:end]


def _spoken(text: str) -> _Spoken:
    """``strip_narration(text)`` rebuilt character by character: narration left out, runs of
    spaces collapsed to one, every line and then the whole stripped."""
    lines: list[list[tuple[str, int]]] = [[]]
    newlines: list[int] = []
    for start, end in _outside_narration(text):
        for index in range(start, end):
            if text[index] == "\n":
                newlines.append(index)
                lines.append([])
            else:
                lines[-1].append((text[index], index))
    chars: list[tuple[str, int]] = []
    for number, line in enumerate(lines):
        if number:
            chars.append(("\n", newlines[number - 1]))
        collapsed: list[tuple[str, int]] = []
        for blank, run in itertools.groupby(line, key=lambda char: char[0] in " \t"):
            pieces = list(run)
            collapsed.extend([(" ", pieces[0][1])] if blank and len(pieces) > 1 else pieces)
        chars.extend(_stripped(collapsed))
    kept = _stripped(chars)
    return _Spoken("".join(char for char, _ in kept), tuple(index for _, index in kept))


def _sentence_extents(spoken: str) -> list[tuple[int, int]]:
    """``(start, end)`` in ``spoken`` of each sentence the checkers count; ``end`` takes in the
    closing quotes and brackets that the checkers' split leaves out."""
    extents = []
    start = 0
    for separator in SENTENCE_END.finditer(spoken):
        if spoken[start : separator.start()].strip():
            closers = len(separator.group()) - len(separator.group().lstrip("\"'”’)]"))
            extents.append((start, separator.start() + closers))
        start = separator.end()
    if spoken[start:].strip():
        extents.append((start, len(spoken)))
    return extents


def _line_extents(
    spoken: str, extents: list[tuple[int, int]], *, every_line: bool
) -> list[tuple[int, int]]:
    """``extents`` cut further at line breaks: before each list item, or at every line break
    (``every_line``: each line of "Options:\nReact\nVue" is a unit of a list)."""
    cut = []
    for start, end in extents:
        position = line_start = start
        for line in spoken[start:end].split("\n"):
            if position > line_start and (every_line or _LIST_MARKER.match(line.lstrip())):
                cut.append((line_start, position - 1))
                line_start = position
            position += len(line) + 1
        cut.append((line_start, end))
    return [
        (start + len(piece) - len(piece.lstrip()), start + len(piece.rstrip()))
        for start, end in cut
        if (piece := spoken[start:end]).strip()
    ]


def _units(text: str, *, every_line: bool) -> list[tuple[int, str]]:
    """The text cut after each spoken sentence and at line breaks (see :func:`_line_extents`),
    whitespace collapsed, with the spoken index where each starts. Narration goes with the
    sentence after it, or with the last sentence when none follows."""
    spoken = _spoken(text)
    extents = _line_extents(spoken.text, _sentence_extents(spoken.text), every_line=every_line)
    if not extents:
        return []
    cuts = [0, *(spoken.end(end) for _, end in extents[:-1]), len(text)]
    return [
        (spoken_start, " ".join(text[start:end].split()))
        for (spoken_start, _), (start, end) in zip(extents, itertools.pairwise(cuts), strict=True)
    ]


def _paragraph_units(text: str) -> list[list[str]]:
    """The units (sentences and lines) of each spoken paragraph, list markers removed."""
    spoken_text = strip_narration(text)
    blocks: dict[int, list[str]] = {}
    for start, unit in _units(text, every_line=True):
        paragraph = len(re.findall(r"\n\s*\n", spoken_text[:start]))
        blocks.setdefault(paragraph, []).append(_LIST_MARKER.sub("", unit))
    return list(blocks.values())


def _join_units(units: Sequence[str]) -> str:
    """Units as one paragraph; units that are list items keep a line each."""
    joined = units[0]
    for unit in units[1:]:
        joined += ("\n" if _LIST_MARKER.match(unit) else " ") + unit
    return joined


def _groups(units: Sequence[str], count: int) -> list[list[str]]:
    """``units`` in ``count`` consecutive groups, as even as possible, longer groups first."""
    size, longer = divmod(len(units), count)
    groups, start = [], 0
    for number in range(count):
        end = start + size + (1 if number < longer else 0)
        groups.append(list(units[start:end]))
        start = end
    return groups


def _split_postscript(text: str) -> tuple[str, str]:
    """``(body, postscript)``: the text before its last "P.S." line and that line onwards."""
    starts = [
        line.start()
        for line in _LINE_OPENING_WITH_POSTSCRIPT.finditer(text)
        if text[: line.start()].strip()
    ]
    if not starts:
        return text, ""
    return text[: starts[-1]], " ".join(text[starts[-1] :].split())


def _is_wrapped(spoken: str) -> bool:
    return (
        len(spoken) >= 2
        and spoken[0] in _OPENING_DOUBLE_QUOTES
        and spoken[-1] in _CLOSING_DOUBLE_QUOTES
    )


def _end_of_speech(spoken: _Spoken) -> tuple[int, str]:
    """Where material added at the end goes (after the last spoken character, inside closing
    quotes that wrap the whole reply, before trailing narration) and the character before it."""
    last = len(spoken.text) - 1
    if _is_wrapped(spoken.text):
        return spoken.start(last), spoken.text[last - 1]
    return spoken.end(last + 1), spoken.text[last]


def _append(text: str, addition: str) -> str:
    """``addition`` at the end of the speech, as a new sentence when the text ends in a word."""
    spoken = _spoken(text)
    if not spoken.text:
        return f"{text.rstrip()} {addition}".lstrip()
    at, before = _end_of_speech(spoken)
    separator = ". " if before.isalnum() else " "
    return f"{text[:at]}{separator}{addition}{text[at:]}"


def _close_quotes(text: str) -> str:
    """Close a double quotation left open (by a cut through a quoted reply)."""
    if text.count('"') % 2:
        text += '"'
    if text.count("“") > text.count("”"):
        text += "”"
    return text


def _cut(text: str, at: int, *, ending: str = "") -> str:
    return _close_quotes(text[:at].rstrip() + ending)


def _starts_sentence(spoken: str, index: int) -> bool:
    """Whether spoken character ``index`` opens a sentence or a line (quotes and list marks
    before it aside)."""
    before = spoken[:index].rstrip(" \t\"'“‘([*_-•")
    return not before or before[-1] in _SENTENCE_MARKS or before.endswith("\n")


def _is_ordinary_capital(word: str, spoken: str, index: int) -> bool:
    """Whether ``word`` (at ``index``) is capitalised only because it opens a sentence: a common
    opening word or one the text also writes in lowercase, and never capitalised inside a
    sentence elsewhere. "I", "NASA" and names ("React", "Tomas") keep their capitals."""
    if not (word[0].isupper() and word[1:] == word[1:].lower()):
        return False
    if re.fullmatch(r"I(?:['’]\w+)?", word):  # "I", "I'm", "I’ll"
        return False
    lowered = word.lower()
    common = lowered.replace("’", "'") in _COMMON_OPENING_WORDS or re.search(
        rf"(?<![\w'’-]){re.escape(lowered)}(?![\w'’-])", spoken
    )
    return bool(common) and all(
        _starts_sentence(spoken, other.start())
        for other in re.finditer(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", spoken)
    )


def _insert_lead(text: str, spoken: _Spoken, index: int, phrase: str) -> str:
    """``phrase`` put before spoken character ``index``, followed by a comma unless it ends in a
    mark: "Well, the answer is ...". A word that opened the sentence loses its capital."""
    opens_sentence = _starts_sentence(spoken.text, index)
    lead = phrase[0].upper() + phrase[1:] if opens_sentence else phrase
    if index == len(spoken.text):
        at = spoken.end(index) if index else len(text)
        return f"{text[:at].rstrip()} {lead}{text[at:]}".lstrip()
    at = spoken.start(index)
    lead += " " if lead[-1] in ",.!?;:" else ", "
    word = _LETTER_WORD.match(spoken.text, index)
    rest = text[at:]
    if (
        opens_sentence
        and lead.rstrip()[-1] not in _SENTENCE_MARKS
        and word is not None
        and _is_ordinary_capital(word.group(), spoken.text, index)
    ):
        rest = rest[0].lower() + rest[1:]
    return text[:at] + lead + rest


def _speech_edited(text: str, edit: Callable[[str], str]) -> str:
    """``text`` with ``edit`` applied to each stretch outside narration."""
    return "".join(
        text[start:end] if narration else edit(text[start:end])
        for start, end, narration in _stretches(text)
    )


def _stretches(text: str) -> list[tuple[int, int, bool]]:
    """``(start, end, is_narration)`` stretches covering ``text``."""
    stretches = []
    position = 0
    for start, end in _outside_narration(text):
        if start > position:
            stretches.append((position, start, True))
        stretches.append((start, end, False))
        position = end
    return stretches


def _edited(text: str, edits: list[tuple[int, int, str]]) -> str:
    """``text`` with each ``(start, end, replacement)`` applied (ranges do not overlap)."""
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


# --- the editors ----------------------------------------------------------------------------


@dataclass
class Editing:
    """What the editors of one text share: the rules found, the extra sentence (taken by the
    first editor that adds material) and the words or sentences left free for later editors."""

    found: dict[str, re.Match[str]]
    extra: str | None
    reserve: dict[str, int]

    def take_extra(self) -> str | None:
        extra, self.extra = self.extra, None
        return extra


FormatEditor = Callable[[str, re.Match[str], Editing], str]


def not_by_editing(reason: str) -> FormatEditor:
    """The editor of a rule a text is written to, not edited into (a haiku, an exact count of
    sentences, the key term to bold): it raises :class:`CannotApply` with ``reason``."""

    def refuse(text: str, match: re.Match[str], editing: Editing) -> str:
        raise CannotApply(reason)

    return refuse


def _upper_bound(match: re.Match[str], rule: str, editing: Editing, unit: str) -> int:
    """How many words or sentences the text may keep, less those later editors add."""
    reserved = editing.reserve.get(rule, 0)
    allowed = allowed_count(match) - reserved
    if allowed < 1:
        raise CannotApply(
            f"no room for a single {unit}"
            + (f" beside the {reserved} that other rules add" if reserved else "")
        )
    return allowed


def keep_sentences(text: str, match: re.Match[str], editing: Editing) -> str:
    """At most N sentences: the first N are kept."""
    allowed = _upper_bound(match, "max_sentences", editing, "sentence")
    spoken = _spoken(text)
    extents = _sentence_extents(spoken.text)
    if len(extents) <= allowed:
        return text
    return _cut(text, spoken.end(extents[allowed - 1][1]))


def keep_words(text: str, match: re.Match[str], editing: Editing) -> str:
    """At most N words: the leading sentences that fit are kept; when the first alone is too
    long it is cut after its N-th word and ends with "."."""
    allowed = _upper_bound(match, "max_words", editing, "word")
    spoken = _spoken(text)
    words = list(WORD.finditer(spoken.text))
    if len(words) <= allowed:
        return text
    kept_end = None
    for _, end in _sentence_extents(spoken.text):
        if words[allowed].start() < end:  # the first word over the bound is in this sentence
            break
        kept_end = end
    if kept_end is not None:
        return _cut(text, spoken.end(kept_end))
    return _cut(text, spoken.end(words[allowed - 1].end()), ending=".")


def add_words(text: str, match: re.Match[str], editing: Editing) -> str:
    """At least N words: the extra sentence is added at the end."""
    extra = editing.take_extra()
    if extra is None:
        count = len(words_of(strip_narration(text)))
        raise CannotApply(f"the text has {count} words and no extra sentence was given")
    return _append(text, extra)


def start_with(text: str, match: re.Match[str], editing: Editing) -> str:
    """Start with a phrase: it is put first, with a comma ("Well, the answer ...")."""
    spoken = _spoken(text)
    opening = len(spoken.text) - len(spoken.text.lstrip(_OPENING_QUOTES))
    return _insert_lead(text, spoken, opening, match.group("text").strip())


def start_the_last_sentence_with(text: str, match: re.Match[str], editing: Editing) -> str:
    """Open the last sentence with a word: it is put before that sentence where it lacks it ("May,
    now go and eat something."), and whatever follows the last sentence (an emoji, narration) is
    cut."""
    phrase = match.group("text").strip()
    spoken = _spoken(text)
    extents = [
        (start, end)
        for start, end in _sentence_extents(spoken.text)
        if any(char.isalpha() for char in spoken.text[start:end])
    ]
    if not extents:
        return text
    start, end = extents[-1]
    text = text[: spoken.end(end)]
    spoken = _spoken(text)
    index = (
        start + len(spoken.text[start:]) - len(spoken.text[start:].lstrip(_SKIPPED_BEFORE_START))
    )
    if re.match(rf"{re.escape(phrase)}(?!\w)", spoken.text[index:], re.IGNORECASE) is None:
        text = _insert_lead(text, spoken, index, phrase)
    return text


def start_every_sentence_with(text: str, match: re.Match[str], editing: Editing) -> str:
    """Start every sentence with a word: it is put before each sentence that lacks it ("Well,
    the lacquer ... Well, it hardens ...")."""
    phrase = match.group("text").strip()
    spoken = _spoken(text)
    for start, _ in reversed(_sentence_extents(spoken.text)):
        index = (
            start
            + len(spoken.text[start:])
            - len(spoken.text[start:].lstrip(_SKIPPED_BEFORE_START))
        )
        opening = re.match(rf"{re.escape(phrase)}(?!\w)", spoken.text[index:], re.IGNORECASE)
        if opening is None:
            text = _insert_lead(text, spoken, index, phrase)
    return text


def end_every_sentence_with(text: str, match: re.Match[str], editing: Editing) -> str:
    """End every sentence with a word: it is put, after a comma, before the closing marks of
    each sentence (and each line) that lacks it ("It hardens slowly, la.")."""
    word = ending_word(match)
    if not word:
        raise CannotApply("the word every sentence ends with is not known to the editor")
    spoken = _spoken(text)
    edits: list[tuple[int, int, str]] = []
    for start, end in _line_extents(spoken.text, _sentence_extents(spoken.text), every_line=True):
        body_end = start + len(without_trailing_decoration(spoken.text[start:end]))
        while body_end > start and not spoken.text[body_end - 1].isalnum():
            body_end -= 1
        if body_end > start and not ends_with_word(spoken.text[start:body_end], word):
            at = spoken.end(body_end)
            edits.append((at, at, f", {word}"))
    return _edited(text, edits)


def respell(text: str, match: re.Match[str], editing: Editing) -> str:
    """Spell in the variety asked: each word of the other variety's spelling becomes this one's
    ("colored" becomes "coloured"), its capital kept."""
    pattern, respelled = other_spellings(variety_asked(match))

    def spelled(found: re.Match[str]) -> str:
        stem = found.group("stem")
        asked = respelled[stem.lower()]
        if stem[0].isupper():
            asked = asked.upper() if stem.isupper() else asked[0].upper() + asked[1:]
        return asked + found.group(0)[len(stem) :]

    return pattern.sub(spelled, text)


def open_with_word(text: str, match: re.Match[str], editing: Editing) -> str:
    """Include a word: it opens the reply with a comma ("Indeed, ..."), after the phrase a
    start-with rule puts first."""
    spoken = _spoken(text)
    index = len(spoken.text) - len(spoken.text.lstrip(_SKIPPED_BEFORE_START))
    start_rule = editing.found.get("starts_with")
    if start_rule is not None:
        start_phrase = start_rule.group("text").strip()
        if spoken.text[index:].lower().startswith(start_phrase.lower()):
            rest = spoken.text[index + len(start_phrase) :]
            index = len(spoken.text) - len(rest.lstrip(",;:.!?").lstrip())
    return _insert_lead(text, spoken, index, match.group("text").strip())


def add_postscript(text: str, match: re.Match[str], editing: Editing) -> str:
    """A postscript: a "P.S." already inside a line gets a paragraph of its own; else the
    extra sentence becomes it, or the last sentence moves into it."""
    if _POSTSCRIPT_INLINE.search(text):
        return _POSTSCRIPT_INLINE.sub("\n\n", text, count=1)
    extra = editing.take_extra()
    if extra is not None:
        postscript = extra if _LINE_OPENING_WITH_POSTSCRIPT.match(extra) else f"P.S. {extra}"
        return f"{text.rstrip()}\n\n{postscript}"
    spoken = _spoken(text)
    extents = _sentence_extents(spoken.text)
    if len(extents) < 2:
        raise CannotApply(
            "a postscript needs a second sentence to move into it, and no extra sentence was given"
        )
    cut = spoken.end(extents[-2][1])
    return f"{text[:cut].rstrip()}\n\nP.S. {' '.join(text[cut:].split())}"


def make_paragraphs(text: str, match: re.Match[str], editing: Editing) -> str:
    """Exactly N paragraphs: the sentences in N groups (a postscript is one of them); with an
    extra sentence, the text's sentences in N - 1 groups and the extra one last."""
    wanted = count_asked(match)
    if wanted < 1:
        raise CannotApply("a reply has at least one paragraph")
    body, postscript = _split_postscript(text)
    units = [unit for _, unit in _units(body, every_line=False)]
    if postscript and wanted == 1:
        if not units:
            raise CannotApply("the text has no sentence before its postscript")
        return f"{_join_units(units)}\n{postscript}"
    body_wanted = wanted - (1 if postscript else 0)
    extra = editing.take_extra() if body_wanted > 1 else None
    groups_wanted = body_wanted - (1 if extra is not None else 0)
    if len(units) < groups_wanted:
        raise CannotApply(
            f"{groups_wanted} paragraph(s) need as many sentences; the text has {len(units)}"
        )
    paragraphs = [_join_units(group) for group in _groups(units, groups_wanted)]
    if extra is not None:
        paragraphs.append(extra)
    if postscript:
        paragraphs.append(postscript)
    return "\n\n".join(paragraphs)


def repeat_last_sentence(text: str, match: re.Match[str], editing: Editing) -> str:
    """The last spoken sentence said once more after it (once: a text already ending so is
    left as it is)."""
    if repeated_last_sentence(text, match):
        return text
    spoken = _spoken(text)
    extents = _sentence_extents(spoken.text)
    if not extents:
        raise CannotApply("the text has no sentence to say again")
    start, end = extents[-1]
    return _append(text, spoken.text[start:end].strip())


def join_lines(text: str, match: re.Match[str], editing: Editing) -> str:
    """One line: every line break, blank lines included, becomes a space."""
    return re.sub(r"[ \t]*\n\s*", " ", text.strip())


def _make_list(text: str, editing: Editing, marker: Callable[[int], str]) -> str:
    """One item per sentence (or line), paragraph by paragraph; an extra sentence is the last
    item; a postscript stays after the list."""
    body, postscript = _split_postscript(text)
    blocks = _paragraph_units(body)
    extra = editing.take_extra()
    if extra is not None:
        if not blocks:
            blocks.append([])
        blocks[-1].append(extra)
    lead = ""
    if blocks and blocks[0]:
        lead, blocks[0][0] = _list_lead(blocks[0][0], editing, marker(1))
        blocks[0] = [item for item in blocks[0] if item]
    items = sum(len(block) for block in blocks)
    if items < 2:
        raise CannotApply(f"a list needs two items; the text gives {items}")
    numbers = itertools.count(1)
    lists = ["\n".join(marker(next(numbers)) + item for item in block) for block in blocks]
    if lead:
        lists[0] = f"{lead}\n{lists[0]}"
    return "\n\n".join([*lists, postscript] if postscript else lists)


def _list_lead(item: str, editing: Editing, first_marker: str) -> tuple[str, str]:
    """``(lead, item)``: what of the first item goes on a line before the list because its mark
    would hide it from its checker, namely narration in asterisks after a "* " mark (the
    asterisks would pair up wrongly) and a start-with phrase after a number ("Well:")."""
    if first_marker.startswith("*"):
        spans = find_narration(item)
        if spans and spans[0].start == 0 and spans[0].bracket == "asterisk":
            return item[: spans[0].end], item[spans[0].end :].lstrip()
        return "", item
    start_rule = editing.found.get("starts_with")
    if start_rule is None or not first_marker[0].isdigit():
        return "", item
    phrase = start_rule.group("text").strip()
    spoken = _spoken(item)
    index = len(spoken.text) - len(spoken.text.lstrip(_SKIPPED_BEFORE_START))
    if not spoken.text[index:].lower().startswith(phrase.lower()):
        return "", item
    cut = spoken.end(index + len(phrase))
    lead, rest = item[:cut], item[cut:].lstrip(",;: ")
    return lead + (":" if lead[-1].isalnum() else ""), rest[:1].upper() + rest[1:]


def make_bullet_points(text: str, match: re.Match[str], editing: Editing) -> str:
    """Bullet points: "- " items, "* " when a start-with rule must still see its phrase first
    (its checker skips "*" as a markdown mark)."""
    bullet = "* " if "starts_with" in editing.found else "- "
    return _make_list(text, editing, lambda _: bullet)


def make_numbered_list(text: str, match: re.Match[str], editing: Editing) -> str:
    """A numbered list: "1. ", "2. " items; "1) " when a rule reads sentences, since the
    checkers' split makes "1." a sentence of its own."""
    mark = ")" if _SENTENCE_RULES.intersection(editing.found) else "."
    return _make_list(text, editing, lambda number: f"{number}{mark} ")


def end_with_question(text: str, match: re.Match[str], editing: Editing) -> str:
    """End with a question: the extra sentence (made to end with "?") or a neutral one."""
    extra = editing.take_extra()
    question = NEUTRAL_QUESTION if extra is None else _as_question(extra)
    return _append(text, question)


def as_sentence(text: str) -> str:
    """``text`` on one line, with a full stop when it ends in a word."""
    sentence = " ".join(text.split())
    return sentence + "." if sentence[-1].isalnum() else sentence


def _as_question(sentence: str) -> str:
    """``sentence`` ending its speech with "?" (narration after it stays after it)."""
    spoken = _spoken(sentence)
    core_end = len(without_trailing_decoration(spoken.text))
    if not core_end:
        raise CannotApply("the extra sentence has no spoken words to ask with")
    return _edited(sentence, _final_mark_edits(spoken, 0, core_end, "?"))


def drop_commas(text: str, match: re.Match[str], editing: Editing) -> str:
    """No commas: each spoken comma is dropped ("Yes, indeed" -> "Yes indeed")."""
    return _speech_edited(text, lambda speech: re.sub(r"[ \t]?,(?=\s)|,", "", speech))


_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SCALES = ((1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"), (100, "hundred"))


def number_in_words(number: int) -> str:
    """A whole number written out in words: 1890 -> "one thousand eight hundred ninety"."""
    if number < 20:
        return UNIT_WORDS[number]
    if number < 100:
        tens, unit = divmod(number, 10)
        return _TENS[tens] + (f"-{UNIT_WORDS[unit]}" if unit else "")
    for scale, name in _SCALES:
        if number >= scale:
            head, rest = divmod(number, scale)
            return f"{number_in_words(head)} {name}" + (f" {number_in_words(rest)}" if rest else "")
    raise AssertionError(number)  # pragma: no cover: every number >= 100 has a scale


def _digits_in_words(found: re.Match[str]) -> str:
    whole, fraction = found.group(1).replace(",", ""), found.group(2)
    words = number_in_words(int(whole))
    if fraction:
        words += " point " + " ".join(UNIT_WORDS[int(digit)] for digit in fraction)
    return words


def spell_out_numbers(text: str, match: re.Match[str], editing: Editing) -> str:
    """No digits: each number is written out in words, narration included ("13.5" ->
    "thirteen point five", "8,000" -> "eight thousand"); other digits become words one by one."""
    text = re.sub(r"(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?!\d)", _digits_in_words, text)
    return re.sub(r"\d", lambda digit: UNIT_WORDS[int(digit.group())], text)


def numbers_by_size(text: str, match: re.Match[str], editing: Editing) -> str:
    """Numbers below the rule's bound in words, the others in figures: "2 fingers" becomes "two
    fingers" and "sixty days" "60 days" (narration included)."""
    bound = words_below(match)
    edits = []
    for found in figures_below(text, bound):
        words = number_in_words(int(found.group("n")))
        if text.startswith("%", found.end()):  # "7%" -> "seven per cent"
            edits.append((found.start(), found.end() + 1, f"{words} per cent"))
        else:
            edits.append((found.start(), found.end(), words))
    text = _edited(text, edits)
    edits = [
        (found.start(), found.end(), str(value))
        for found, value in written_numbers(text)
        if value >= bound
    ]
    return _edited(text, edits)


def drop_emojis(text: str, match: re.Match[str], editing: Editing) -> str:
    """No emojis: each is removed with the space it leaves."""

    def removed(run: re.Match[str]) -> str:
        before = text[run.start() - 1] if run.start() else "\n"
        after = text[run.end()] if run.end() < len(text) else "\n"
        return "" if "\n" in (before, after) or not after.isalnum() else " "

    return re.sub(rf"[ \t]*(?:(?:{EMOJI.pattern})[ \t]*)+", removed, text)


def exclaim(text: str, match: re.Match[str], editing: Editing) -> str:
    """Every sentence ends with "!": each sentence's final marks become "!" (or "!" is added).
    Emojis after the last sentence's "!" follow it without a space ("Try it!😀"), and a
    sentence of emojis alone joins the one before it, as neither may stand as a sentence."""
    spoken = _spoken(text)
    outside = _outside_narration(text)
    edits: list[tuple[int, int, str]] = []
    extents = _sentence_extents(spoken.text)
    for number, (start, end) in enumerate(extents):
        core_end = start + len(without_trailing_decoration(spoken.text[start:end]))
        if core_end == start:
            previous_end = spoken.end(extents[number - 1][1]) if number else 0
            edits += _spaces_removed(text, outside, previous_end, spoken.start(start))
            continue
        edits += _spaces_removed(text, outside, spoken.end(core_end), spoken.end(end))
        edits += _final_mark_edits(spoken, start, core_end, "!")
    return _edited(text, edits)


def _final_mark_edits(
    spoken: _Spoken, start: int, core_end: int, mark: str
) -> list[tuple[int, int, str]]:
    """Edits that end the sentence ``spoken.text[start:core_end]`` (its trailing quotes and
    emojis left out) with ``mark``: its final run of marks ("...", "?.") becomes ``mark``, or
    ``mark`` is added after its last word."""
    marks = _FINAL_MARKS.search(spoken.text, start, core_end)
    if marks is None:
        return [(spoken.end(core_end), spoken.end(core_end), mark)]
    if marks.group().endswith(mark):
        return []
    first = spoken.start(marks.start())
    return [(first, first + 1, mark)] + [
        (spoken.start(index), spoken.start(index) + 1, "")
        for index in range(marks.start() + 1, core_end)
    ]


def _spaces_removed(
    text: str, outside: list[tuple[int, int]], start: int, end: int
) -> list[tuple[int, int, str]]:
    """Edits that remove the whitespace of ``text[start:end]`` that lies ``outside``
    narration."""
    return [
        (index, index + 1, "")
        for outside_start, outside_end in outside
        if outside_start < end and start < outside_end
        for index in range(max(start, outside_start), min(end, outside_end))
        if text[index].isspace()
    ]


def add_emojis(text: str, match: re.Match[str], editing: Editing) -> str:
    """At least N emojis: the missing ones are added after the last spoken character (no
    space after a mark, so no sentence of emojis alone appears)."""
    missing = count_asked(match) - len(EMOJI.findall(text))
    emojis = "".join(ADDED_EMOJIS[number % len(ADDED_EMOJIS)] for number in range(missing))
    spoken = _spoken(text)
    if not spoken.text:
        return f"{text.rstrip()} {emojis}".lstrip()
    at, before = _end_of_speech(spoken)
    return f"{text[:at]}{' ' if before.isalnum() else ''}{emojis}{text[at:]}"


def add_emoticon(text: str, match: re.Match[str], editing: Editing) -> str:
    """A face typed in keyboard signs: ":)" after the last spoken character, where the text
    has none."""
    if EMOTICON.search(text):
        return text
    spoken = _spoken(text)
    if not spoken.text:
        return f"{text.rstrip()} :)".lstrip()
    at, _ = _end_of_speech(spoken)
    return f"{text[:at]} :){text[at:]}"


def exact_emojis(text: str, match: re.Match[str], editing: Editing) -> str:
    """Exactly N emojis: a text with another number of them loses them all and gets N after
    its last spoken character."""
    if len(EMOJI.findall(text)) == count_asked(match):
        return text
    return add_emojis(drop_emojis(text, match, editing), match, editing)


_FIRST_PERSON_I_FORM = re.compile(
    r"(?<![\w'’.])i(?:(?P<mark>['’])(?P<tail>m|ve|d|ll)|(?P<verb>\s+(?:am|was)\b))?(?![\w'’])"
    r"(?!\.e\.)",
    re.IGNORECASE,
)
_PLURAL_FORMS = {"m": "re", "am": "are", "was": "were"}


_WHOLE_EXPANSIONS = {
    "won't": "will not", "can't": "cannot", "shan't": "shall not", "ain't": "is not",
    "let's": "let us",
}  # fmt: skip
_TAIL_EXPANSIONS = {"m": "am", "re": "are", "ve": "have", "ll": "will", "d": "would", "s": "is"}


def expand_contractions(text: str, match: re.Match[str], editing: Editing) -> str:
    """No contractions: each is written out ("don't" -> "do not", "it's" -> "it is",
    "I'd" -> "I would"), a capital kept where it stood."""

    def expanded(found: re.Match[str]) -> str:
        word = found.group(0)
        key = word.lower().replace("’", "'")
        if key in _WHOLE_EXPANSIONS:
            written = _WHOLE_EXPANSIONS[key]
        elif key.endswith("n't"):
            written = f"{key[:-3]} not"
        else:
            stem, tail = key.split("'", 1)
            written = f"{stem} {_TAIL_EXPANSIONS[tail]}"
        if word[0].isupper() or written.startswith("i "):
            written = written[0].upper() + written[1:]
        return written

    return CONTRACTION.sub(expanded, text)


def drop_first_person_i(text: str, match: re.Match[str], editing: Editing) -> str:
    """Never "I": each spoken "I" becomes "we" ("I'm" -> "we're", "I was" -> "we were"),
    capitalised where a sentence starts."""

    def plural(speech: str) -> str:
        def replaced(found: re.Match[str]) -> str:
            before = speech[: found.start()].rstrip(" \t\"'“‘*_")
            pronoun = "We" if not before or before[-1] in ".!?…\n:" else "we"
            if found.group("tail"):
                tail = found.group("tail").lower()
                return f"{pronoun}{found.group('mark')}{_PLURAL_FORMS.get(tail, tail)}"
            if found.group("verb"):
                verb = found.group("verb")
                spacing = verb[: len(verb) - len(verb.lstrip())]
                return f"{pronoun}{spacing}{_PLURAL_FORMS[verb.strip().lower()]}"
            return pronoun

        return _FIRST_PERSON_I_FORM.sub(replaced, speech)

    return _speech_edited(text, plural)


def lowercase(text: str, match: re.Match[str], editing: Editing) -> str:
    """Lowercase letters only: the spoken text is lowercased (narration keeps its case, which
    is how the narration detector knows "(Tomas grins)")."""
    return _speech_edited(text, str.lower)


def capitals(text: str, match: re.Match[str], editing: Editing) -> str:
    """Capital letters only: the spoken text is uppercased (narration keeps its case)."""
    return _speech_edited(text, str.upper)


def title_case(text: str, match: re.Match[str], editing: Editing) -> str:
    """Every word starting with a capital: each word's first letter of the spoken text is
    capitalised (narration keeps its case)."""
    return _speech_edited(
        text, lambda speech: WORD_START.sub(lambda letter: letter.group(0).upper(), speech)
    )


def wrap_in_quotes(text: str, match: re.Match[str], editing: Editing) -> str:
    """Wrapped in double quotation marks: the spoken text is wrapped (leading and trailing
    narration stay outside); a reply that opens with a list item gets the opening mark on a
    line of its own, so the item keeps its mark at the start of its line. Where the rule asks
    for "one pair" of them, double quotation marks inside become single ones."""
    spoken = _spoken(text)
    if not spoken.text:
        raise CannotApply("the text has no spoken words to wrap")
    edits = []
    if re.search(r"\b(?:one|single) pair\b", match.group(0), re.IGNORECASE):
        inner = {'"': "'", "“": "‘", "”": "’"}
        edits += [
            (spoken.start(index), spoken.start(index) + 1, inner[char])
            for index, char in enumerate(spoken.text[1:-1], start=1)
            if char in inner
        ]
    if spoken.text[0] not in _OPENING_DOUBLE_QUOTES:
        opening = '"\n' if _LIST_MARKER.match(spoken.text) else '"'
        edits.append((spoken.start(0), spoken.start(0), opening))
    if spoken.text[-1] not in _CLOSING_DOUBLE_QUOTES or len(spoken.text) < 2:
        closing = "”" if spoken.text[0] == "“" else '"'
        end = spoken.end(len(spoken.text))
        edits.append((end, end, closing))
    return _edited(text, edits)


def fence_as_code(text: str, match: re.Match[str], editing: Editing) -> str:
    """In one code block: the whole text between a fence of three backticks and another."""
    stripped = text.strip()
    if stripped.startswith("```") and stripped.endswith("```") and stripped.count("```") == 2:
        return text
    if "```" in stripped:
        raise CannotApply("the text holds a code fence of its own")
    return f"```\n{stripped}\n```"


def as_json(text: str, match: re.Match[str], editing: Editing) -> str:
    """JSON: the reply becomes ``{"answer": ...}`` (``"ANSWER"`` under a capitals rule)."""
    key = "ANSWER" if "all_capitals" in editing.found else "answer"
    return json.dumps({key: text}, ensure_ascii=False)


def drop_banned_marks(text: str, match: re.Match[str], editing: Editing) -> str:
    """No such punctuation mark: "?" and "!" become ".", ";" and ":" become ",", dashes become
    commas, an ellipsis a full stop, and brackets and quotation marks are dropped."""
    marks = banned_marks(match)
    if "…" in marks:
        text = text.replace("...", ".")
    replacement = {"?": ".", "!": ".", ";": ",", ":": ",", "—": ",", "–": ",", "-": " ", "…": "."}
    for mark in marks:
        text = text.replace(mark, replacement.get(mark, ""))
    return re.sub(r"[ \t]{2,}", " ", text)


def end_with(text: str, match: re.Match[str], editing: Editing) -> str:
    """End with a phrase: it is added as the last sentence."""
    return _append(text, as_sentence(match.group("text").strip()))


def add_word_count(text: str, match: re.Match[str], editing: Editing) -> str:
    """The answer's word count in round brackets at its end, "(40 words)", or bare in square
    ones where the rule asks for them, "[40]": the spoken words before it counted (a count
    already there is replaced)."""
    spoken = strip_narration(text).rstrip()
    note = WORD_COUNT_NOTE.search(spoken)
    if note is not None:
        text = text.rstrip()
        text = text[: len(text) - len(note.group(0))].rstrip()
        spoken = strip_narration(text).rstrip()
    count = len(words_of(spoken))
    if IN_SQUARE_BRACKETS.search(match.string):
        return f"{text.rstrip()} [{count}]"
    return f"{text.rstrip()} ({count} words)"


def drop_words(text: str, match: re.Match[str], editing: Editing) -> str:
    """The quoted words a rule forbids taken out, with the space before them ("is very old" ->
    "is old")."""
    for word in quoted_words(match.group("words")):
        text = re.sub(rf"\s?(?<![\w'’]){re.escape(word)}(?![\w'’])", "", text, flags=re.IGNORECASE)
    return text


def drop_accents(text: str, match: re.Match[str], editing: Editing) -> str:
    """Accented letters written without their accents ("Ríos" -> "Rios", "niña" -> "nina")."""
    return "".join(
        char for char in unicodedata.normalize("NFD", text) if not unicodedata.combining(char)
    )
