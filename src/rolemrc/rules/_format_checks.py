"""The checkers of the format rules: ``check(reply, match)`` answers True (obeyed), False
(broken) or None (cannot tell), ``match`` being the rule's wording found in the requirement.

Rules about what the role *says* (lengths, letter case, punctuation, wording) read the spoken
text, with bracketed narration removed by :func:`strip_narration`; rules about the reply as a
whole (emojis, lists, paragraphs, postscript, JSON) read the full reply. Each checker's docstring
says which (its first line is the rule's description).
"""

from __future__ import annotations

import functools
import itertools
import json
import re
import unicodedata
from collections.abc import Callable, Mapping

from rolemrc.rules._format_text import (
    EMOJI,
    NUMBER_WORDS,
    STRICT_LOWER_BOUNDS,
    STRICT_UPPER_BOUNDS,
    UNIT_WORDS,
    allowed_count,
    count_asked,
    line_syllables,
    number_said,
    rhymes,
    sentences_of,
    syllables,
    without_trailing_decoration,
    words_of,
)
from rolemrc.rules._reply_signals import figures_in, written_numbers
from rolemrc.rules._verifiers import (
    BracketKind,
    find_narration,
    outermost_narration,
    strip_narration,
)

# A postscript's mark: "P.S.", or "PS:" too where the rule writes it so ("end ur message with a
# PS"; "PS" alone before what it says, not "GPS"), where it opens a line or a sentence.
_DOTTED_PS = r"(?<![\w.])P\.\s?S\."
_ANY_PS = r"(?<![\w.])(?:P\.\s?S\.|PS(?=[:.,]?\s))"


def _postscript_mark(rule: str) -> str:
    return _DOTTED_PS if re.search(r"P\.\s?S\.", rule) else _ANY_PS


@functools.lru_cache(maxsize=2)
def _postscript_starts(mark: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Where a postscript marked ``mark`` starts: a line, or a sentence of its own."""
    return (
        re.compile(rf"\n\s*[*_]*{mark}"),
        re.compile(rf"(?<=[.!?])[\"'”’)]*\s+[*_]*{mark}"),
    )


def _paragraphs(text: str) -> list[str]:
    """The paragraphs of ``text``: blocks between blank lines or between lines of a divider
    ("***", "---", "⁂"), which is no paragraph itself."""
    blocks = re.split(rf"\n\s*\n|\n[ \t]*{_DIVIDER}[ \t]*(?=\n|$)", "\n" + text.strip())
    return [
        block.strip()
        for block in blocks
        if block.strip() and not re.fullmatch(_DIVIDER, block.strip())
    ]


_DIVIDER = r"(?:[*\-_~=•·✦★]{3,}|⁂)"
# The divider a rule asks between paragraphs: "with a line of three stars *** between them".
_DIVIDER_ASKED = re.compile(rf"\bline of [^.;()]{{0,30}}?(?P<divider>{_DIVIDER})")


# A rule that leaves the narration out of its count: "(the ones inside the :do:`bits` don't
# count)".
_NARRATION_NOT_COUNTED = re.compile(
    r"\b(?:inside|in) (?:the|your) (?::\w+:)?\W{0,6}(?:bits|actions?|narration)\W{0,6}\s*"
    r"(?:don't|do not|doesn't|does not) count\b",
    re.IGNORECASE,
)


def _emojis_counted(reply: str, match: re.Match[str]) -> int:
    """The emojis of the reply, the narration's left out where the rule says they do not count."""
    text = strip_narration(reply) if _NARRATION_NOT_COUNTED.search(match.string) else reply
    return len(EMOJI.findall(text))


def min_emojis(reply: str, match: re.Match[str]) -> bool:
    """Use at least N emojis (anywhere in the reply unless the narration's do not count)."""
    return _emojis_counted(reply, match) >= count_asked(match)


# "... as many as you like but at least one in every message"
_AT_LEAST_ONE_ASKED = re.compile(r"\bat least one\b", re.IGNORECASE)


def emojis_from_list(reply: str, match: re.Match[str]) -> bool:
    """Use only the emojis the rule lists ("the only emoji you may use are 🦪 🌊 🐟 ⚓ 🚤"),
    anywhere in the reply (a variation selector aside), and at least one where the rule asks
    for one."""
    allowed = {emoji.replace("\ufe0f", "") for emoji in EMOJI.findall(match.group("allowed"))}
    used = [emoji.replace("\ufe0f", "") for emoji in EMOJI.findall(reply)]
    if _AT_LEAST_ONE_ASKED.search(match.string[match.end() :]) and not used:
        return False
    return all(emoji in allowed for emoji in used)


def emoji_count(reply: str, match: re.Match[str]) -> bool:
    """Use exactly N emojis (anywhere in the reply unless the narration's do not count)."""
    return _emojis_counted(reply, match) == count_asked(match)


def name_spelled(reply: str, match: re.Match[str]) -> bool:
    """Write the name in the form the rule gives, wherever it comes (narration too): every word
    that is the name but for its accents or case ("Holloko", "Hollókö" for "Hollókő") breaks
    the rule; a reply that never writes the name keeps it."""
    form = match.group("form")
    return all(
        word == form
        for word in re.findall(r"[^\W\d_][\w'’-]*", reply)
        if plain_letters(word) == plain_letters(form)
    )


_LINE_NUMBER = re.compile(r"(\d+)\.\s")
_EVERY_LINE_NUMBERED = re.compile(r"\bno line without (?:its|a) number\b", re.IGNORECASE)


def countdown_lines(reply: str, match: re.Match[str]) -> bool:
    """Number the lines down to 1: every line opening on its number and a full stop ("3.",
    "2.", "1."), each one less than the line above, no empty line between them (lines of
    narration alone left out unless the rule counts them, or says "no line without its
    number")."""
    text = reply.strip()
    if re.search(r"\n\s*\n", text):
        return False
    lines = (
        [line.strip() for line in text.splitlines()]
        if _NARRATION_COUNTED.search(match.string) or _EVERY_LINE_NUMBERED.search(match.string)
        else _lines_of_words(text)
    )
    numbers = [found.group(1) if (found := _LINE_NUMBER.match(line)) else None for line in lines]
    if not lines or None in numbers:
        return False
    counted = [int(number) for number in numbers if number is not None]
    return counted[-1] == 1 and all(
        later == earlier - 1 for earlier, later in itertools.pairwise(counted)
    )


def kind_emoji_count(reply: str, match: re.Match[str]) -> bool:
    """Use exactly N emojis of the kind the rule names, its kind read from the emoji's name
    ("camel": 🐫 BACTRIAN CAMEL, 🐪 DROMEDARY CAMEL): N of the one it shows, where it shows one,
    and none other of that kind (anywhere in the reply unless the narration's do not count)."""
    text = strip_narration(reply) if _NARRATION_NOT_COUNTED.search(match.string) else reply
    kind = match.group("kind").upper()
    emojis = EMOJI.findall(text)
    of_kind = [emoji for emoji in emojis if kind in unicodedata.name(emoji[0], "").split()]
    shown = match.group("shown")
    if shown:
        others = [emoji for emoji in of_kind if emoji != shown]
        return emojis.count(shown) == count_asked(match) and not others
    return len(of_kind) == count_asked(match)


# A face typed in keyboard signs, eyes and a mouth (":)", ";-)", ":D", "=P", "^_^", "XD"), not
# a clock's "16:30" nor a bracket closing after a colon ("(note: a)")
EMOTICON = re.compile(
    r"(?<![\w:;=])[:;=]['\-^o]?[)(\]\[DPpOo3|/\\*}{]+(?![\w])"
    r"|(?<![\w(])[(\[][-^o]?[:;=](?![\w])|\^[_.-]?\^|(?<!\w)(?:xD|XD|<3|o_O|O_o|-_-|T_T)(?!\w)"
)


def emoticon(reply: str, match: re.Match[str]) -> bool:
    """Put a face typed in keyboard signs in the reply (":)", ";-)", ":D", "^_^"), anywhere."""
    return EMOTICON.search(reply) is not None


def no_emojis(reply: str, match: re.Match[str]) -> bool:
    """Use no emojis (anywhere in the reply)."""
    return not EMOJI.search(reply)


def sentences_end_with_mark(reply: str, match: re.Match[str]) -> bool | None:
    """End every sentence, the questions too, with the mark the rule shows ("end every sentence
    with the shad ། the way you end them in your letters"): the spoken text closes on it and no
    sentence ends on a full stop, a question mark or an exclamation mark instead."""
    spoken = strip_narration(reply)
    if not spoken:
        return None
    closes = without_trailing_decoration(spoken).rstrip().endswith(match.group("mark"))
    return closes and not re.search(r"[.!?。！？](?=[\s\"'”’)]|$)", spoken)


def exclamation_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """End every sentence with an exclamation mark (spoken text, line by line: a list's item is
    a sentence of its own)."""
    sentences = _line_sentences(strip_narration(reply))
    if not sentences:
        return None
    return all(without_trailing_decoration(sentence).endswith("!") for sentence in sentences)


def all_capitals(reply: str, match: re.Match[str]) -> bool | None:
    """Write in capital letters only (spoken text; all of it where the rule says anywhere or
    counts the narration: "not one small letter anywhere, the bits about what you're doing
    too")."""
    spoken = (
        reply
        if _EVERYWHERE.search(match.string) or _NARRATION_COUNTED.search(match.string)
        else strip_narration(reply)
    )
    if not re.search(r"[^\W\d_]", spoken):
        return None
    return spoken == spoken.upper()


# A word's first letter: after a space, a bracket or a hyphen ("Red-Hot"), not after an apostrophe
# ("Don't") or a digit ("24th"), where the rule's words are all written down.
WORD_START = re.compile(r"(?<![\w'’])[^\W\d_]")


_ELIDED_WORD_START = re.compile(r"(?:(?<=\s)|^)['’]([^\W\d_])")


def title_case(reply: str, match: re.Match[str]) -> bool | None:
    """Every word starts with a capital letter, the small ones too (spoken text)."""
    spoken = strip_narration(reply)
    # a word after its elided letter is one too ("'a Madonna")
    starts = WORD_START.findall(spoken) + _ELIDED_WORD_START.findall(spoken)
    if not starts:
        return None
    return all(letter.isupper() for letter in starts)


# A word: letters, with the apostrophes and hyphens inside it ("J'OUVERT", "ČETIRI").
_LETTER_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def capital_words(reply: str, match: re.Match[str]) -> bool | None:
    """Write exactly N words in capitals, or at least N where the rule says so.

    A word in capitals has two letters or more, all capitals, in any alphabet ("SWEET",
    "J'OUVERT", "ČETIRI"); "I" and a capital in a word of lower case ("J'ouvert") are not. In the
    spoken text; in the narration too where the rule counts it."""
    text = _text_the_rule_reads(reply, match)
    if not re.search(r"[^\W\d_]", text):
        return None
    capitals = [
        word
        for word in _LETTER_WORD.findall(text)
        if word.isupper() and sum(char.isalpha() for char in word) >= 2
    ]
    if match.group("least"):
        return len(capitals) >= count_asked(match)
    return len(capitals) == count_asked(match)


_ASKS_FOR_A_DIALOGUE = re.compile(r"\bdialogues?\b|\bconversations?\b", re.IGNORECASE)
# A rule about letters that holds for the whole reply, narration included: "no capital letters
# anywhere, not even for names".
_EVERYWHERE = re.compile(
    r"\banywhere\b|\bnot even\b|\bat all\b|\b(?:the |your )?(?:whole|entire) (?:reply|answer"
    r"|response|text)\b",
    re.IGNORECASE,
)


def all_lowercase(reply: str, match: re.Match[str]) -> bool | None:
    """Write in lowercase letters only (spoken text; all of it where the rule says anywhere).

    "No capital letters anywhere, not even for names" holds for the narration too."""
    spoken = reply if _EVERYWHERE.search(match.string) else strip_narration(reply)
    if not re.search(r"[^\W\d_]", spoken):
        return None
    return spoken == spoken.lower()


# A rule that counts the narration too: "narration included", "the ::narration:: included",
# "including the stage directions", "actions count", "(the word I does not count, the actions
# do)", "nothing after them, not even a ◎action◎".
_NARRATION_COUNTED = re.compile(
    r"\b(?:narration|actions?|stage directions?|bits)\W{0,4}\s*(?:is |are )?(?:(?:included|counts?|"
    r"counted)\b|do(?:es)?(?: too| as well)?(?=[).,;])|belongs? to\b)"
    # "the ''italic'' parts included": the narration's marks named, then its parts
    r"|[^\w\s]{1,4}[a-z]+[^\w\s]{1,4} (?:parts|bits)\W{0,4}\s*(?:are |is )?(?:included|counts?"
    r"|counted)\b"
    # "even in the ⏳ bits"
    r"|\beven (?:in|inside|within) (?:the |your |any )?\W{0,6}(?:parts|bits|narration|actions?)\b"
    # "not even the bits about what you're doing", "even the bits", "even before the bits"
    r"|\beven (?:before )?(?:the |your |any )?\W{0,6}(?:parts|bits|narration|actions?)\b"
    # "not even inside the ៙ ៚ parts", "not in the 🧭 bits"
    r"|\bnot (?:even )?(?:in|inside|within) (?:the |your |any )?\W{0,6}(?:parts|bits|narration"
    r"|actions?)\b"
    # "in the *actions* too", "(the †bits‡ too)"
    r"|\b(?:in )?(?:the|your) \W{0,4}(?:narration|actions?|stage directions?|bits)\W{0,4} too\b"
    # "the bits about what you're doing too"
    r"|\b(?:the |your )?(?:bits|parts) about what you(?:'re|’re| are) doing,? (?:count(?:s|ed)? )?"
    r"(?:too|as well)\b"
    # "(three or more, anywhere in the message)"
    r"|\banywhere in (?:the|your|ur) (?:whole )?(?:message|reply)\b"
    # "keep any <~actions~> inside those two paragraphs"
    r"|\b(?:keep|put) (?:any |all |the |your )?\W{0,4}(?:narration|actions?|stage directions?)"
    r"\W{0,4} inside\b"
    # "so the bits about what you're doing can't come first on a line either"
    r"|\bbits about what you(?:'re|’re| are) doing can(?:'t|’t|not) come first\b"
    # "(the ⏵⏸ bits go inside it too)", "the bits about what you're doing belong inside a
    # paragraph too"
    r"|\b(?:narration|actions?|stage directions?|bits)\W{0,4}\s*go(?:es)? (?:inside|in|into)\b"
    r"|\bbits about what you(?:'re|’re| are) doing belongs? (?:inside|in|to)\b"
    # "not even an (ad lib: ...) bit", "not even a 🪸 bit"
    r"|\bnot even (?:an? |one |the )?[^\w\s](?:[^,;]{0,24}?[^\w\s])? (?:bit|part)s?\b"
    r"|\b(?:including|counting|not even) (?:the "
    r"|any |all |your |an? |one )?\W{0,4}(?:narration|actions?|stage directions?)\b"
    # "a 🌳 💧 bit on a line by itself counts as a paragraph too"
    r"|\b(?:narration|actions?|bits?|parts?)\b[^.;()]{0,30}?\bcounts? as an? (?:paragraph|line"
    r"|sentence|word)s?\b",
    re.IGNORECASE,
)


def counts_the_narration(rule: str) -> bool:
    """Whether ``rule`` says the narration counts ("the ~bits~ too", "actions included")."""
    return _NARRATION_COUNTED.search(rule) is not None


# "and no other ✷ anywhere", "no other « or » anywhere in the message"
_NO_OTHER = re.compile(r"\bno other\b", re.IGNORECASE)


def _rule_clause(match: re.Match[str]) -> str:
    """What a rule says from where it was found up to the user's reason in brackets, if any
    ("..., and no other ✷ anywhere (the museum engraves ...)": the part before the bracket), at
    most a few hundred characters."""
    return match.string[match.start() : match.start() + 500].split("(")[0]


def _text_the_rule_reads(
    reply: str, match: re.Match[str], *, keep: BracketKind | None = None
) -> str:
    """The spoken text of ``reply`` (narration of the kind ``keep`` left in), or the whole of it
    where the rule says the narration counts."""
    if _NARRATION_COUNTED.search(match.string):
        return reply
    return strip_narration(reply, keep=keep)


def max_words(reply: str, match: re.Match[str]) -> bool:
    """Keep the reply under / to at most N words (spoken text).

    The whole reply is counted where the rule says the narration is included."""
    return len(words_of(_text_the_rule_reads(reply, match))) <= allowed_count(match)


def min_words(reply: str, match: re.Match[str]) -> bool:
    """Write at least / more than N words (spoken text)."""
    strict = match.group("bound").lower() in STRICT_LOWER_BOUNDS
    count, limit = len(words_of(strip_narration(reply))), count_asked(match)
    return count > limit if strict else count >= limit


def suffixed_words(reply: str, match: re.Match[str]) -> bool:
    """Use at least N words with one of the given endings ("-ito or -ita").

    A word counts when it is two letters or more longer than its ending; the spoken text is
    read, the narration too where the rule counts it."""
    endings = tuple(re.findall(r"-([a-z]+)", match.group("suffixes").lower()))
    found = [
        word
        for word in words_of(_text_the_rule_reads(reply, match).lower())
        if any(word.endswith(ending) and len(word) >= len(ending) + 2 for ending in endings)
    ]
    return len(found) >= count_asked(match)


# Texting's short words, which "like u, ur, pls" stands for beside the ones it lists.
_TEXTING_TEXT = """
u ur pls plz bc bcs cuz tmrw tmr thx ty brb ttyl idk imo btw lol omg rn ngl tbh ppl msg txt
"""
_TEXTING_WORDS = frozenset(_TEXTING_TEXT.split())


def listed_words(reply: str, match: re.Match[str]) -> bool:
    """Use at least N words of the list the rule gives ("like u, ur, pls, bc or tmrw"); where the
    list gives examples of texting's short words, others of them count too. The spoken text is
    read, the narration too where the rule counts it."""
    listed = {
        word.strip().lower()
        for word in re.split(r",|\bor\b|\band\b", match.group("words"))
        if word.strip()
    }
    if listed <= _TEXTING_WORDS | {"like"}:
        listed |= _TEXTING_WORDS
    said = words_of(_text_the_rule_reads(reply, match).lower())
    return sum(word in listed for word in said) >= count_asked(match)


# A word of Arabic written in Latin letters with digits for the sounds English lacks ("ya3ni",
# "7abibi", "insha2allah", "3eib"), not a figure with its unit or ending ("7pm", "2nd", "5kg"),
# nor a label of one letter and a digit ("A5").
_ARABIZI_WORD = re.compile(
    r"(?<![\w'])(?=[a-z'’]*[235679])(?=\d*[a-z])[a-z235679'’]+[a-z0-9]*(?![\w'])"
)
_FIGURE_WITH_ENDING = re.compile(
    r"\d+(?:st|nd|rd|th|am|pm|s|k|m|km|kg|g|mg|ml|l|cm|mm|x|d|h|hrs?|min|mins|yo|ish)"
)


def arabizi_words(reply: str, match: re.Match[str]) -> bool:
    """Use at least N words of Arabizi, Arabic written in Latin letters and digits ("ya3ni",
    "7abibi"); the spoken text is read, the narration too where the rule counts it."""
    found = [
        word
        for word in _ARABIZI_WORD.findall(_text_the_rule_reads(reply, match).lower())
        if sum(char.isalpha() for char in word) >= 2 and not _FIGURE_WITH_ENDING.fullmatch(word)
    ]
    return len(found) >= count_asked(match)


def stretched_word(reply: str, match: re.Match[str]) -> bool:
    """Stretch at least one word the way chats do, one letter N times or more in a row
    ("holaaaa", "síííí"; three where the rule gives no number): the spoken text, the narration too
    where the rule counts it; "jajajaja" repeats no letter."""
    times = count_asked(match, default=3)
    text = _text_the_rule_reads(reply, match)
    return re.search(rf"([^\W\d_])\1{{{times - 1},}}", text, re.IGNORECASE) is not None


# A word of a syllable game that echoes each vowel after a consonant ("tepe quiepieropo" in the
# idioma de la pe, "chifichafa" in la efe): a vowel, the consonant, the same vowel again.
_GAME_SHARE = 0.8
"""Of a sentence's words, the share in the game for the sentence to be in it."""
_VOWEL_ECHO = {
    consonant: re.compile(
        "|".join(
            f"{plain}{consonant}[{plain}{accented}]|{accented}{consonant}{plain}"
            for plain, accented in zip("aeiou", "áéíóú", strict=True)
        ),
        re.IGNORECASE,
    )
    for consonant in "pf"
}


def syllable_game_sentence(reply: str, match: re.Match[str]) -> bool:
    """Put a whole sentence in a syllable game (the idioma de la pe: "Tepe quiepieropo
    mupuchopo"): one spoken sentence of three words or more, nearly every word of it echoing its
    vowels after the game's consonant; a word or two of it among others is not."""
    consonant = "f" if re.search(r"\b(?:f|efe)\b", match.group(0), re.IGNORECASE) else "p"
    vowel_echo = _VOWEL_ECHO[consonant]
    for sentence in sentences_of(strip_narration(reply)):
        words = [word for word in words_of(sentence) if len(word) > 1]
        if len(words) < 3:
            continue
        in_game = sum(1 for word in words if vowel_echo.search(word))
        if in_game / len(words) >= _GAME_SHARE:
            return True
    return False


# A part's number in a thread, where a line or a sentence starts: "1/3 ", "2/3 ".
_THREAD_NUMBER = re.compile(r"(?:^|(?<=[.!?…]\s)|(?<=\n))[ \t]*(\d{1,2})/(\d{1,2})(?=\s)")


def thread_parts(reply: str, match: re.Match[str]) -> bool:
    """Write the reply as a thread, in parts that each start with their number ("1/3", "2/3",
    "3/3"): the spoken text opens with the first, and the parts run from 1 to their total, every
    one of them there."""
    spoken = strip_narration(reply)
    numbers = [(int(part), int(total)) for part, total in _THREAD_NUMBER.findall(spoken)]
    if not numbers or not spoken.startswith(f"{numbers[0][0]}/"):
        return False
    total = numbers[0][1]
    return total >= 2 and numbers == [(part, total) for part in range(1, total + 1)]


def code_block(reply: str, match: re.Match[str]) -> bool:
    """Put the whole reply inside one code block (between two fences of three backticks, on lines
    of their own or on the words' own line: "``` Boz, gobra. ... ```"): nothing before the opening
    fence nor after the closing one, no fence between, something inside. The spoken text is read,
    the narration too where the rule counts it."""
    text = _text_the_rule_reads(reply, match).strip()
    if text.count("```") != 2 or not text.startswith("```") or not text.endswith("```"):
        return False
    # what follows the opening fence's language name, if it has a line of its own
    info, newline, body = text[3:-3].partition("\n")
    return bool((body if newline else info).strip())


# A chapter's time where a line starts, as under a video: "0:00", "1:25", "01:02:30".
_CHAPTER_TIME = re.compile(r"[ \t]*(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)(?=\s|$)")


def chapter_times(reply: str, match: re.Match[str]) -> bool:
    """Write the reply as the chapters under a video, or as a timetable: every line (narration
    included) opens with its time, each later than the one before, the first at 0:00 for a
    video's chapters, at least two lines where the rule says so."""
    seconds = []
    for line in (line for line in reply.strip().splitlines() if line.strip()):
        found = _CHAPTER_TIME.match(line)
        if found is None:
            return False
        hours, minutes, secs = (int(part or 0) for part in found.groups())
        seconds.append((hours * 60 + minutes) * 60 + secs)
    from_zero = _VIDEO_CHAPTERS.search(match.string) is not None
    return (
        len(seconds) >= (2 if _AT_LEAST_TWO_LINES.search(match.string) else 1)
        and (seconds[0] == 0 or not from_zero)
        and all(a < b for a, b in itertools.pairwise(seconds))
    )


_VIDEO_CHAPTERS = re.compile(r"\bchapters under\b|\bvideo\b|\b0:00\b", re.IGNORECASE)
_AT_LEAST_TWO_LINES = re.compile(r"\bat least (?:two|2) lines\b", re.IGNORECASE)


_NO_OTHER_ANYWHERE = re.compile(r"\bno other\b[^,;.()]{0,30}?\banywhere\b", re.IGNORECASE)


def divided_parts(reply: str, match: re.Match[str]) -> bool:
    """Split the reply into the number of parts the rule asks for with its divider between them
    ("in 2 parts with *** between them"): that many dividers less one, each of the divider's own
    length (not part of a longer run) and alone on its line where the rule says "on a line of its
    own" or "a line of ***", and words in every part (narration included), each part one
    paragraph where the rule counts paragraphs (a "P.S." below the last is a paragraph more); no
    empty line anywhere where the rule says so."""
    if _empty_line_where_banned(reply, match):
        return False
    divider = match.group("divider")
    alone = match.group("own_line") or match.group("line_of")
    line_start, line_end = (r"^[ \t]*", r"[ \t]*$") if alone else ("", "")
    pieces = re.split(
        rf"{line_start}(?<!{re.escape(divider[0])}){re.escape(divider)}"
        rf"(?!{re.escape(divider[-1])}){line_end}",
        reply,
        flags=re.MULTILINE,
    )
    by_paragraph = match.group("unit") == "paragraphs"
    # "and no other stars anywhere": not one of the divider's signs outside the dividers
    stray = set(divider) if _NO_OTHER_ANYWHERE.search(match.string, match.start()) else set()
    return (
        len(pieces) == count_asked(match)
        and all(words_of(piece) for piece in pieces)
        and all(divider not in piece and not stray & set(piece) for piece in pieces)
        and not (by_paragraph and any(len(_paragraphs(piece)) != 1 for piece in pieces))
    )


def labelled_sections(reply: str, match: re.Match[str]) -> bool:
    """Split the reply into the number of sections the rule asks for, each opened by its label
    and number as the rule writes them ("SECTION 1", "SECTION 2"; in its case where it says so):
    the spoken text opens with the first, every one is there once and in order, none beyond,
    and each holds words."""
    label = match.group("label")
    flags = 0 if label.isupper() else re.IGNORECASE
    # "as the very first thing, even before the bits about what you're doing": the whole reply
    spoken = _text_the_rule_reads(reply, match).strip()
    found = list(re.finditer(rf"\b{re.escape(label)} (\d+)\b", spoken, flags))
    asked = count_asked(match)
    if not found or found[0].start() != 0:
        return False
    if [int(section.group(1)) for section in found] != list(range(1, asked + 1)):
        return False
    ends = [section.start() for section in found[1:]] + [len(spoken)]
    return all(
        words_of(spoken[section.end() : end]) for section, end in zip(found, ends, strict=True)
    )


_FIGURE_IN_DIGITS = re.compile(r"(?<![\d.,:/])\d+(?![\d:/]|[.,]\d)")


def small_numbers_in_words(reply: str, match: re.Match[str]) -> bool:
    """Write the numbers one to nine in words and every number from 10 up in figures ("30 days",
    "two times"; not "3 times" nor "thirty days"), and, where the rule asks, one number of 10 or
    more in figures at least (the spoken text, or the whole reply where the narration counts)."""
    text = _text_the_rule_reads(reply, match)
    figures = [int(found.group(0)) for found in _FIGURE_IN_DIGITS.finditer(text)]
    if any(1 <= figure <= 9 for figure in figures):
        return False
    if any(value >= 10 for _, value in written_numbers(text)):
        return False
    return match.group("one_big") is None or any(figure >= 10 for figure in figures)


def named_parts(reply: str, match: re.Match[str]) -> bool:
    """Two parts opened by the labels the rule writes, in its case and order ("FRONT: first
    with the short answer and BACK: after it"): the spoken text opens with the first, the
    second follows, each once and each with words."""
    spoken = strip_narration(reply).strip()
    first, second = (f"{match.group(group)}:" for group in ("first", "second"))
    if not spoken.startswith(first) or spoken.count(first) != 1 or spoken.count(second) != 1:
        return False
    at = spoken.index(second)
    return bool(words_of(spoken[len(first) : at]) and words_of(spoken[at + len(second) :]))


# Words set in single stars for emphasis ("*this*"), not bold's double ones.
_STARRED = re.compile(r"(?<!\*)\*(?!\*)(?=\S)([^*\n]+?)(?<=\S)(?<!\*)\*(?!\*)")


def starred_bits(reply: str, match: re.Match[str]) -> bool:
    """Set the number of bits in single stars the rule asks for ("star at least 2 bits ... like
    *this*"; bold's double stars are none), at least that many or exactly where it says so; the
    spoken text is read (stars counted there, not taken for narration), the narration too where
    the rule counts it."""
    # the stars the rule asks for are no narration ("*Coffee grounds* then, mijo" where the voice
    # sets its actions in ⧘ ⧙): the other marks' narration alone is left out
    found = len(_STARRED.findall(_text_the_rule_reads(reply, match, keep="asterisk")))
    asked = count_asked(match)
    bound = (match.group("bound") or "").strip().lower()
    if bound == "exactly":
        return found == asked
    if bound == "at most":
        return found <= asked
    return found >= asked


# A question or a shout, to the mark that closes it.
_ASKED_OR_SHOUTED = re.compile(r"[^.?!…\n]*[?!]")


def inverted_marks(reply: str, match: re.Match[str]) -> bool:
    """Open every question with "¿" and every shout with "¡", as Spanish writes them, in English
    too (spoken text; the mark may open the question's clause, "Carmen, ¿you know what?"); one
    shout at least where the rule asks for one ("put at least one ¡exclamation! in every
    message")."""
    spoken = strip_narration(reply)
    said = [found.group(0) for found in _ASKED_OR_SHOUTED.finditer(spoken)]
    if _A_SHOUT_ASKED.search(match.string) and not any(
        one.endswith("!") and "¡" in one for one in said
    ):
        return False
    return all(("¿" if one.endswith("?") else "¡") in one for one in said if words_of(one))


_A_SHOUT_ASKED = re.compile(r"\bat least one ¡", re.IGNORECASE)


# A tone tag ("/j", "/srs", "/gen"): a slash and a few letters, no path nor fraction.
_TONE_TAG = re.compile(r"(?<![\w/])/[a-z]{1,5}$")
_TAG_AFTER_THE_MARK = re.compile(r"([.!?…]+)[ \t]*(/[a-z]{1,5})\b")


def tone_tags(reply: str, match: re.Match[str]) -> bool | None:
    """Close every sentence with a tone tag (spoken text; a tag after the sentence's full stop,
    "Nothing. /srs", is the sentence's own)."""
    spoken = _TAG_AFTER_THE_MARK.sub(r" \2\1", strip_narration(reply))
    said = [
        without_trailing_decoration(sentence).rstrip(" .!?…")
        for sentence in _line_sentences(spoken)
    ]
    said = [sentence for sentence in said if sentence]
    if not said:
        return None
    return all(_TONE_TAG.search(sentence) for sentence in said)


_SIGNS = re.compile(r"[^\w\s.,;:!?'\"’”“‘()]+")


def sign_run(reply: str, match: re.Match[str]) -> bool:
    """Draw a run of at least N keyboard signs in a row ("<><><><>").

    A sign is neither a letter, a digit, a space nor a sentence's punctuation; the spoken text is
    read."""
    longest = max((len(run) for run in _SIGNS.findall(strip_narration(reply))), default=0)
    return longest >= count_asked(match)


def max_sentences(reply: str, match: re.Match[str]) -> bool:
    """Keep the reply to at most N sentences (spoken text)."""
    return len(sentences_of(strip_narration(reply))) <= allowed_count(match)


def no_commas(reply: str, match: re.Match[str]) -> bool:
    """Use no commas (spoken text: narration such as "(leans back, smiling)" is not speech; all
    of it where the rule counts the narration)."""
    return "," not in _text_the_rule_reads(reply, match)


_DIGITS = re.compile(r"(?<![\w.,])\d+(?:[.,:]\d+)*(?![\w])")


def figure_count(reply: str, match: re.Match[str]) -> bool:
    """Write exactly N numbers in figures ("10,000" and "1970" one each; numbers in words do not
    count) (spoken text; all of it where the rule counts the narration)."""
    return len(_DIGITS.findall(_text_the_rule_reads(reply, match))) == count_asked(match)


def marked_numbers(reply: str, match: re.Match[str]) -> bool | None:
    """Put the rule's mark right after every number, in figures or in words ("12🌴",
    "twelve🌴"; "one" alone, a pronoun as often, is not read) (spoken text; narration too where
    the rule counts it)."""
    mark = match.group("mark")
    text = _text_the_rule_reads(reply, match)
    ends = [found.end() for found in _DIGITS.finditer(text)]
    ends += [found.end() for found, _ in written_numbers(text)]
    if not ends:
        return None
    return all(text.startswith(mark, end) for end in ends)


def no_numbers(reply: str, match: re.Match[str]) -> bool:
    """Use no number at all, in figures or in words ("twelve" is one; "most" and "a handful" are
    not) (spoken text; narration too where the rule counts it)."""
    return not figures_in(_text_the_rule_reads(reply, match))


def numbers_in_a_language(reply: str, match: re.Match[str]) -> bool:
    """Write every number in the words of the language the rule names ("every number in Spanish
    words, like veinte or tres"): no figures and no English number words (spoken text; narration
    too where the rule counts it): no number, as :func:`no_numbers` reads numbers, since those it
    reads are figures and English's words."""
    return no_numbers(reply, match)


def no_negative_words(reply: str, match: re.Match[str]) -> bool:
    """Use no negative word: no "no", "not", "never", "nothing", "nobody", "none", "nowhere",
    "nor", "neither", "cannot" or "n't", nor the words the rule adds ("and none of your na or nei
    either") (spoken text; narration too where the rule counts it)."""
    text = _text_the_rule_reads(reply, match)
    added = _ADDED_NEGATIVES.search(match.string[match.start() :])
    words = [*_NEGATIVE_WORDS, *(_listed_words(added.group("words")) if added else [])]
    pattern = r"(?<![\w'’])(?:" + "|".join(map(re.escape, words)) + r")(?![\w'’])|n[’']t\b"
    return re.search(pattern, text, re.IGNORECASE) is None


_NEGATIVE_WORDS = (
    *("no", "not", "never", "nothing", "nobody", "none", "nowhere", "nor", "neither"),
    *("cannot", "no-one", "noone"),
)
# "and none of your na or nei either", "and no 'nahi' or 'mat' either"
_ADDED_NEGATIVES = re.compile(
    r"\b(?:none of your|and no|nor your) (?P<words>[\w'’‘\"“”]+(?:(?:,\s*|\s+or\s+|\s+and\s+)"
    r"[\w'’‘\"“”]+)*?)(?=\s+either\b|\s*[.;!?(]|\s+\W|$)",
    re.IGNORECASE,
)


_AT_LEAST_ONE_NUMBER = re.compile(r"\bat least one number\b", re.IGNORECASE)


def no_digits(reply: str, match: re.Match[str]) -> bool:
    """Use no digits: every number written out in words (anywhere in the reply), and at least
    one number in words where the rule asks for one ("and put at least one number in every
    message")."""
    if re.search(r"\d", reply):
        return False
    return not _AT_LEAST_ONE_NUMBER.search(match.string) or bool(_NUMBER_IN_WORDS.search(reply))


# A number in English words, a cardinal or an ordinal ("three", "forty", "nineteen seventy",
# "first", "hundredth"; "one" however it is used, "no one" too).
_NUMBER_IN_WORDS = re.compile(
    r"\b(?:"
    + "|".join(UNIT_WORDS)
    + r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion"
    # ("the very first" is no ordinal: "my very first tool" counts nothing; "the first row" does)
    r"|dozen|(?<!very )first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh"
    r"|twelfth"
    r"|(?:thir|four|fif|six|seven|eigh|nine)teenth|(?:twen|thir|for|fif|six|seven|eigh|nine)tieth"
    r"|hundredth|thousandth)\b",
    re.IGNORECASE,
)


def numbers_in_figures(reply: str, match: re.Match[str]) -> bool:
    """Write every number in figures, never in words: no number word anywhere in the reply,
    narration included ("3 not three, 40 not forty"), and at least one figure where the rule asks
    for one."""
    if _AT_LEAST_ONE_FIGURE.search(match.string) and not re.search(r"\d", reply):
        return False
    return _NUMBER_IN_WORDS.search(reply) is None


# The marks that open and close a quotation: double ones, and where the rule does not say
# "double", the single ones and the low and angled marks of other languages („...”, «...»).
_DOUBLE_OPENING, _DOUBLE_CLOSING = '"“', '"”'
_NOTHING_OUTSIDE_THE_QUOTES = re.compile(
    r"\bnothing (?:at all )?outside (?:them|the quotes|the marks)\b|\bnothing before the first\b"
    # "nothing before or after them", "the bits about what you're doing go inside them too"
    r"|\bnothing before or after (?:them|the quotes)\b"
    r"|\b(?:bits|narration|actions?)\b[^.;()]{0,40}\bgo(?:es)? inside(?: them| the quotes)? too\b",
    re.IGNORECASE,
)
_STRAIGHT_ONLY = re.compile(
    r"\bnot (?:the )?curly\b|\bno curly\b|\bthe plain \"|\bstraight (?:quotes|ones) only\b"
    # "the plain straight ones"
    r"|\b(?:plain )?straight ones\b"
    # 'a " as the very first thing and a " as the very last thing': the mark written out
    r'|\ba " as the (?:very )?first\b',
    re.IGNORECASE,
)
_ANY_OPENING, _ANY_CLOSING = "\"“„«‘'‚", "\"”“»’'"


def wrapped_in_quotes(reply: str, match: re.Match[str]) -> bool:
    """Wrap the entire reply in quotation marks (spoken text, so leading or trailing narration
    outside the quotes is allowed, unless the rule says nothing is outside them): one at the very
    first character and one at the very last, double ones where the rule says "double", the
    straight one alone where it rules the curly ones out, any language's otherwise ("„...”",
    "«...»"); "one pair" of them: no other double quotation mark in between."""
    # "nothing before the first one and nothing after the last one": the narration is outside
    spoken = (
        reply.strip()
        if _NOTHING_OUTSIDE_THE_QUOTES.search(match.string)
        else strip_narration(reply)
    )
    double = match.group("double") is not None
    opening, closing = (
        (_DOUBLE_OPENING, _DOUBLE_CLOSING) if double else (_ANY_OPENING, _ANY_CLOSING)
    )
    if _STRAIGHT_ONLY.search(match.string):
        # "the plain \" from the keyboard, ... not the curly ones"
        opening = closing = '"'
    wrapped = len(spoken) >= 2 and spoken[0] in opening and spoken[-1] in closing
    rule = _rule_clause(match)
    if wrapped and (
        re.search(r"\b(?:one|single) pair\b", match.group(0), re.IGNORECASE)
        # "and no other " anywhere inside, if you quote somebody use « and » instead"
        or re.search(r'\bno other (?:"|double quot|quotation mark)', rule, re.IGNORECASE)
    ):
        return not re.search('["“”]', spoken[1:-1])
    return wrapped


# A rule that puts its opening before the narration too: "(the very first thing, even before ur
# 🫧 bits!!)".
_BEFORE_THE_NARRATION = re.compile(
    r"\beven before (?:ur |your |the |any )?\W{0,6}(?:bits|narration|actions?|stage directions?)\b"
    # "with the exact words 'Nakanoshima here,' before anything else"
    r"|\bbefore anything else\b",
    re.IGNORECASE,
)


def starts_with(reply: str, match: re.Match[str]) -> bool:
    """Start the reply with the given phrase (spoken text, case-insensitive, opening quotes and
    markdown marks ignored; a letter written without its accent or as its plain Latin one, "A fon
    ganji a?" for "A fɔn ganji à?", is the same letter); before the narration too where the rule
    says so."""
    text = reply if _BEFORE_THE_NARRATION.search(match.string) else strip_narration(reply)
    spoken = text.lstrip("\"'“‘*_ ")
    given = match.group("text").strip()
    # "with «Aga po», our morning greeting, exactly like that": the words in their marks
    quoted = re.match(r"[«“‘]([^»”’]+)[»”’]", given)
    phrase = (quoted.group(1) if quoted else given).strip()
    # "the word Kaixo, with a big K": "kaixo" is not it
    if _SPELLED_JUST_SO.search(match.string) and spoken[:1] != phrase[:1]:
        return False
    return plain_letters(spoken).startswith(plain_letters(phrase))


# Letters of other alphabets written as the plain Latin letter they stand beside.
_PLAIN_LETTERS = str.maketrans("ɔɛəŋɲɓɗƒɣʋ", "oeengbdfgv")


def plain_letters(text: str) -> str:
    """``text`` lower-cased, without accents, its special letters as plain Latin ones."""
    decomposed = unicodedata.normalize("NFKD", text.lower().translate(_PLAIN_LETTERS))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def sentences_start_with(reply: str, match: re.Match[str]) -> bool | None:
    """Start every sentence with the given word (spoken text: each sentence's first word,
    case-insensitive, opening quotes and markdown marks ignored)."""
    said = sentences_of(strip_narration(reply))
    if not said:
        return None
    phrase = match.group("text").strip().lower()
    return all(
        re.match(rf"{re.escape(phrase)}(?!\w)", sentence.lstrip("\"'“‘*_ ").lower()) is not None
        for sentence in said
    )


_BOLD_SPAN = re.compile(r"\*\*[^*\n]+\*\*|__[^_\n]+__|<b>[^<\n]+</b>|<strong>[^<\n]+</strong>")


_ONE_ONLY = re.compile(
    r"\b(?:exactly|only|just) one\b|\bnothing else\b|\bno other\b|\bone and only one\b", re.I
)


# "one single word", "no italics and no other stars anywhere"
_ONE_WORD_IN_BOLD = re.compile(r"\b(?:one single|exactly one|only one|one) word\b", re.I)
_NO_ITALICS = re.compile(r"\bno (?:italics|other stars)\b", re.I)


def bold_term(reply: str, match: re.Match[str]) -> bool:
    """Put the key term in bold (anywhere in the reply: markdown ``**term**`` or ``__term__``,
    or HTML ``<b>``); one span only where the rule says so ("exactly one phrase in bold, and
    nothing else in bold"), a single word where it asks for one word, and no other stars or
    italics where it bans them."""
    spans = _BOLD_SPAN.findall(reply)
    if not (len(spans) == 1 if _ONE_ONLY.search(match.string) else spans):
        return False
    if _ONE_WORD_IN_BOLD.search(match.string) and any(
        len(words_of(re.sub(r"</?\w+>|[*_]", "", span))) != 1 for span in spans
    ):
        return False
    return not _NO_ITALICS.search(match.string) or not re.search(r"[*_]", _BOLD_SPAN.sub("", reply))


HAIKU_SYLLABLES = (5, 7, 5)
# A line of narration alone ("*Hassan smiles*"), which is no line of the poem.
_NARRATION_LINE = re.compile(r"\s*(?:\([^()]*\)|\[[^\[\]]*\]|\*[^*]+\*|_[^_]+_)\s*$")


def _last_words(pieces: list[str]) -> list[str]:
    """The last word of every piece that holds one."""
    return [found[-1] for piece in pieces if (found := words_of(piece))]


def rhyming_pairs(reply: str, match: re.Match[str]) -> bool | None:
    """Sentences (or lines, where the rule says lines) rhyming two by two, the first with the
    second, the third with the fourth, to the end ("make your sentences rhyme two by two like a
    kaiso"): an odd count, or one pair whose last words do not rhyme, breaks it (spoken text
    unless the rule counts the narration)."""
    if match.group("unit").lower() == "lines":
        ends = _last_words(_filled_lines(_text_the_rule_reads(reply, match)))
    else:
        ends = _last_words(_spoken_sentences(reply, match))
    if not ends:
        return None
    if len(ends) % 2:
        return False
    return all(rhymes(first, second) for first, second in zip(ends[::2], ends[1::2], strict=True))


_SLASH_ASKED = re.compile(r"\ba / |\bslash\b|\s/\s", re.IGNORECASE)


def closing_rhyme(reply: str, match: re.Match[str]) -> bool | None:
    """End on two rhyming lines, nothing after them ("end every message on a little two-line
    rhyme"): where the rule puts a "/" between the two, the last "/" of the spoken text, the
    line before it from its sentence's start, the line after it one sentence to the end ("... /
    and Tyler beat 'em all, like I said."); else the last two lines. A line of talk after the
    rhyme, or a rhyme run on with no "/", breaks it."""
    text = _text_the_rule_reads(reply, match).rstrip()
    if not words_of(text):
        return None
    if _SLASH_ASKED.search(match.string):
        before, slash, after = text.rpartition(" / ")
        if not slash or len(sentences_of(after)) != 1:
            return False
        lines = [(sentences_of(before.splitlines()[-1]) or [""])[-1], after]
    else:
        lines = _filled_lines(text)[-2:]
    ends = _last_words(lines)
    return len(ends) == len(lines) == 2 and rhymes(*ends)


# "as many haiku as you need", "answer me in haiku": stanzas of haiku, not one.
_HAIKU_STANZAS = re.compile(r"\bas many haikus?\b|\bin haikus?\b|\bhaiku lines\b", re.IGNORECASE)


def haiku(reply: str, match: re.Match[str]) -> bool | None:
    """Write a haiku: the whole reply is three lines (or three parts split by " / ") of 5, 7
    and 5 syllables; a line of short narration alone is no line of it, a note is. Where the rule
    asks for haiku as many as needed, what is said (the narration left out) is stanzas of three
    such lines, empty lines between them left out."""
    stanzas = _HAIKU_STANZAS.search(match.string) is not None
    text = strip_narration(reply) if stanzas else reply
    lines = [
        line
        for line in re.split(r"\n|\s/\s", text.strip())
        if line.strip() and not (_NARRATION_LINE.match(line) and len(line.split()) <= 8)
    ]
    if not lines:
        return None
    counted = tuple(line_syllables(line) for line in lines)
    if stanzas:
        return len(counted) % 3 == 0 and counted == HAIKU_SYLLABLES * (len(counted) // 3)
    return counted == HAIKU_SYLLABLES


def ends_with_question(reply: str, match: re.Match[str]) -> bool:
    """End the reply with a question (spoken text, trailing quotes and emojis ignored; the
    narration too, and nothing after the mark, where the rule says so: "as the very last thing,
    nothing after it, not even an (ad lib: ...) bit")."""
    text = _text_the_rule_reads(reply, match).rstrip()
    if _NOTHING_AFTER.search(match.string) and _NOT_EVEN_THE_NARRATION.search(match.string):
        # "nothing after it, not an emoji and not the bits about what you're doing"
        text = reply.rstrip()
    if _NOTHING_AFTER.search(match.string):
        ends = text.rstrip("\"'”’").endswith("?")
    else:
        ends = without_trailing_decoration(text).endswith("?")
    if ends and _ASKS_THE_USER.search(match.string):
        # a question put to heaven, or one that wants no answer, asks the user nothing ("Bondyé,
        # why you send me a manager who wraps baskets like fish?", "Who ever listens to a fish
        # woman?")
        spoken = strip_narration(reply)
        said = re.split(r"(?<=[.!?])\s+", spoken.strip()) if spoken.strip() else [""]
        last = said[-1]
        # nor one put to someone else by name, where the reply opens by calling the user
        # another ("Prisca, your papa ... Serge, you are reading over my shoulder, so tell me:
        # who is going to pay?")
        opener, asked = _CALLED_FIRST.match(said[0]), _CALLED_FIRST.match(last)
        to_another = bool(len(said) > 1 and opener and asked and opener.group(1) != asked.group(1))
        return (
            _TO_HEAVEN.match(last) is None
            and _WANTS_NO_ANSWER.search(last) is None
            and not to_another
        )
    return ends


# A name called at a sentence's start: "Prisca, your papa ...".
_CALLED_FIRST = re.compile(
    r"\W*(?!(?:Well|Yes|Now|Look|Listen|Okay|Hello|Dear|Sorry|Thanks|Right|Sure|First|Then|And"
    r"|But|Also|Still|Honestly|Anyway|Ahh?|Ohh?|Ehh?|Hey)\b)((?-i:[A-ZÀ-Þ])[a-zà-ÿ'-]{2,}),\s"
)


# A rule asking for a question to the user ("asking me something back", "a question for me"),
# and a question put to heaven instead, opening with a call on God, or one that wants no answer.
_ASKS_THE_USER = re.compile(
    r"\basking (?:me|us|the user)\b|\ba question for (?:me|us|the user)\b", re.IGNORECASE
)
# (at the question's start or its last clause's: "Everybody walks on a bridge, and who ever fixes
# one?")
_WANTS_NO_ANSWER = re.compile(
    r"(?:^|[,;:]\s+)\W*(?:and |but |so )?(?:who|what|where|how|when) ever\b"
    r"|(?:^|[,;:]\s+)\W*(?:and |but |so )?who (?:cares|knows|listens)\b",
    re.IGNORECASE,
)
_TO_HEAVEN = re.compile(
    r"\W*(?:oh,? |o )?(?:(?:my |dear |good |sweet )?(?:god|lord|jesus)|bondy[eé]|bon ?dieu"
    r"|mon dieu|allah|ya rabb?i?|dios(?: m[ií]o)?|madre de dios|heavens?|gott)\b[,!]",
    re.IGNORECASE,
)


# "I" and its contractions as a word ("i" too, in a lower-case reply), not "i.e."
FIRST_PERSON_I = re.compile(
    r"(?<![\w'’.])i(?:['’](?:m|ve|d|ll))?(?![\w'’])(?!\.e\.)", re.IGNORECASE
)


def no_first_person_i(reply: str, match: re.Match[str]) -> bool:
    """Never say "I" (spoken text: no "I", "I'm", "I've", "I'd" or "I'll")."""
    return FIRST_PERSON_I.search(strip_narration(reply)) is None


# A contraction: a negation ("don't", "can't"), a word's 'm, 're, 've, 'll or 'd ("I'm",
# "they'd"), and 's only after a pronoun or a question word ("it's", "that's"): a noun's 's is
# its possessive ("the boat's rails").
CONTRACTION = re.compile(
    r"\b\w+n['’]t\b|\b\w+['’](?:m|re|ve|ll|d)\b|\b(?:it|he|she|that|there|here|what|who|where|"
    r"when|how|why|let|everyone|everything|nothing|something|someone|somebody)['’]s\b",
    re.IGNORECASE,
)


# "and no shortened words either, no Mr or Mrs or Dr or etc, no kg or km but kilos": the short
# forms the rule lists after "no", up to its reason in brackets
_SHORT_FORMS_NAMED = re.compile(r"\bshort(?:ened)? (?:forms|words)\b|\babbreviations?\b", re.I)
_NO_THESE = re.compile(
    r"\bno ((?:[^\W\d_][\w.]{0,3})(?:,? (?:or|nor) [^\W\d_][\w.]{0,3})*)(?=[\s,;)]|$)"
)
_NOT_A_SHORT_FORM = frozenset({"one", "way", "end", "more", "less", "all", "the", "and", "not"})


def no_contractions(reply: str, match: re.Match[str]) -> bool:
    """No contractions ("do not", never "don't") in the spoken text (in the whole reply where
    the rule says the narration counts), nor the short forms the rule lists where it bans
    shortened words too ("no Mr or Mrs or Dr or etc, no kg or km")."""
    text = _text_the_rule_reads(reply, match)
    if CONTRACTION.search(text) is not None:
        return False
    rule = _rule_clause(match)
    if not _SHORT_FORMS_NAMED.search(rule):
        return True
    listed = {
        short.rstrip(".")
        for found in _NO_THESE.finditer(rule)
        for short in re.split(r",? (?:or|nor) ", found.group(1))
        if short.lower().rstrip(".") not in _NOT_A_SHORT_FORM
    }
    return not any(
        re.search(rf"(?<![\w'’]){re.escape(short)}(?![\w'’])", text) for short in listed if short
    )


COLOURS = frozenset({
    "red", "orange", "yellow", "green", "blue", "indigo", "violet", "purple", "pink", "brown",
    "black", "white", "grey", "gray", "gold", "golden", "silver", "crimson", "scarlet", "saffron",
    "ochre", "amber", "turquoise", "teal", "navy", "beige", "ivory", "cream", "tan", "maroon",
    "magenta", "cyan", "lilac", "lavender", "copper", "bronze", "emerald", "olive", "khaki",
    "rust", "russet", "vermilion", "azure",
})  # fmt: skip


_IN_FIGURES_ONLY = re.compile(r"\b(?:written )?in (?:figures|digits)\b(?! or (?:in )?words)", re.I)


def sentences_name(reply: str, match: re.Match[str]) -> bool | None:
    """Name the asked kind of thing, a colour or a number, in every sentence (spoken text, line
    by line; the narration too where the rule counts it).

    A colour is a colour's name ("red", "indigo"; the word "colour" itself names none), a
    number one in digits or in words ("in figures": in digits only)."""
    if (match.group("kind") or match.group("kind2")).lower().startswith("colo"):
        return _in_every_sentence(
            reply, match, lambda sentence: COLOURS & {word.lower() for word in words_of(sentence)}
        )
    if _IN_FIGURES_ONLY.search(match.string):
        return _in_every_sentence(reply, match, re.compile(r"\d").search)
    return _in_every_sentence(reply, match, figures_in)


# How many times a word must come where the rule says so: "exactly twice", "exactly 3 times",
# "once and only once".
_TIMES = re.compile(
    r"\b(?:exactly|precisely|only) (?P<n>once|twice|thrice|\w+) times?\b|\b(?:exactly|precisely)"
    r" (?P<n2>once|twice|thrice)\b|\b(?P<n3>once|twice) and only (?:once|twice)\b",
    re.IGNORECASE,
)
_TIMES_WORDS = {"once": 1, "twice": 2, "thrice": 3}


def include_word(reply: str, match: re.Match[str]) -> bool:
    """Include the given word or phrase (whole words, case-insensitive, anywhere in the reply);
    exactly so many times where the rule says so ("use the word 'cher' exactly twice")."""
    phrase = re.escape(match.group("text").strip())
    found = len(re.findall(rf"(?<!\w){phrase}(?!\w)", reply, re.IGNORECASE))
    times = _TIMES.search(match.string[match.end() : match.end() + 60])
    if times is None:
        return found > 0
    said = (times.group("n") or times.group("n2") or times.group("n3")).lower()
    wanted = _TIMES_WORDS.get(said) or (int(said) if said.isdigit() else NUMBER_WORDS.get(said))
    return found == wanted if wanted else found > 0


_BULLET_ITEM = re.compile(r"\s*[-*•●▪‣]\s+\S")
_NUMBERED_ITEM = re.compile(r"\s*\d+[.)]\s+\S")
_LIST_LEAD = re.compile(r"[^\n]{1,60}:\s*$")
_BRACKETED_LINE = re.compile(r"\s*(?:\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|\*[^*]+\*)\s*$")


# A rule that allows the list alone: "and nothing else", "with nothing before or after the
# list", "no other text" ("bullet points only" asks for the form, and allows a short lead).
_LIST_ALONE = re.compile(
    r"\bnothing (?:else|more|before|after)\b|\bno other (?:text|words|lines)\b", re.IGNORECASE
)


def _every_line_an_item(
    reply: str, item: re.Pattern[str], *, alone: bool = False, least: int = 2
) -> bool:
    """At least ``least`` item lines (two unless told), and every other line of the reply
    narration, decoration (a wrapping quote), a postscript or a short lead ending in ":" before
    any other words (no lead when the list must stand ``alone``): a list followed (or preceded)
    by a paragraph of prose breaks the rule."""
    lines = [line for line in reply.splitlines() if line.strip()]
    items = 0
    spoken = False  # a line of words seen yet (a lead must come first)
    for line in lines:
        if item.match(line):
            items += 1
            spoken = True
            continue
        if _BRACKETED_LINE.match(line) or re.search(r"[^\W_]", strip_narration(line)) is None:
            continue  # narration or decoration only
        lead = not alone and not spoken and _LIST_LEAD.match(line) and len(line.split()) <= 6
        if not (lead or _postscript_starts(_DOTTED_PS)[0].match("\n" + line)):
            return False
        spoken = True
    return items >= least


def _items(reply: str, item: re.Pattern[str]) -> int:
    return sum(1 for line in reply.splitlines() if item.match(line))


def _count_kept(reply: str, match: re.Match[str], item: re.Pattern[str]) -> bool:
    """Where the rule names a number of items ("exactly three bullet points"), the list has
    that many."""
    if match.groupdict().get("n") is None and match.groupdict().get("n2") is None:
        return True
    return _items(reply, item) == count_asked(match)


def bullet_points(reply: str, match: re.Match[str]) -> bool:
    """Use bullet points: at least two lines starting with -, * or • (one will do where the
    rule asks it of every line), and no line of prose outside the list (narration, a
    postscript or a short lead such as "Options:" allowed; no lead where the rule wants the
    list alone); exactly N of them where the rule names N, each with the mark it names."""
    alone = _LIST_ALONE.search(match.string) is not None
    least = 1 if _EVERY_LINE.search(match.string) else 2
    named = _BULLET_NAMED.search(match.string)
    # "starting with a dash and a space": the mark in a word
    mark = named.group("mark") if named else "-" if _DASH_NAMED.search(match.string) else None
    if mark and any(
        line.lstrip()[:1] != mark for line in reply.splitlines() if _BULLET_ITEM.match(line)
    ):
        # "each on its own line starting with *": "- Seven horses now" is another mark
        return False
    items = [line for line in reply.splitlines() if _BULLET_ITEM.match(line)]
    if _NO_NARRATION_ON_AN_ITEM.search(match.string) and any(
        strip_narration(line).strip() != line.strip() for line in items
    ):
        # "the bits about what you're doing never on a • line"
        return False
    if _PROSE_BESIDE_THE_LIST.search(match.string):
        # "anything else you want to say goes on lines without a dash": the items are counted
        return len(items) >= least and _count_kept(reply, match, _BULLET_ITEM)
    return _every_line_an_item(reply, _BULLET_ITEM, alone=alone, least=least) and _count_kept(
        reply, match, _BULLET_ITEM
    )


_DASH_NAMED = re.compile(
    r"\b(?:starting|beginning|starts|begins) with a (?:dash|hyphen)\b", re.IGNORECASE
)
_PROSE_BESIDE_THE_LIST = re.compile(
    r"\banything else\b[^.;]{0,40}?\b(?:(?:goes|go) )?on lines without\b"
    # "put the steps of your answer in a numbered list": the steps listed, other words beside them
    r"|\bthe steps(?: of (?:your|ur|the) answer)? (?:in|as) a numbered list\b",
    re.IGNORECASE,
)
# "the bits about what you're doing never on a numbered line"
_NO_NARRATION_ON_AN_ITEM = re.compile(
    r"\bnever on a (?:numbered|bullet(?:ed)?|\S) line\b|\bnot on (?:a|the) numbered lines?\b"
    r"|\bnever in front of a number\b",
    re.IGNORECASE,
)
_EVERY_LINE = re.compile(r"\b(?:every|each) line\b", re.IGNORECASE)
# The mark a rule gives its bullets: "each on its own line starting with *".
_BULLET_NAMED = re.compile(r"\b(?:starting|beginning|starts|begins) with (?P<mark>[*•-])(?!\w)")


def numbered_list(reply: str, match: re.Match[str]) -> bool:
    """Use a numbered list: at least two lines starting with "1." / "2)" and so on, counting on
    with no number skipped, and no line of prose outside the list (narration, a postscript or a
    short lead allowed); exactly N items where the rule names a number."""
    alone = _LIST_ALONE.search(match.string) is not None
    numbers = [int(found.group(1)) for found in re.finditer(r"^\s*(\d+)[.)]\s", reply, re.M)]
    if any(later not in (earlier + 1, 1) for earlier, later in itertools.pairwise(numbers)):
        # a number skipped or repeated ("1.", "2.", "4."); a second list may start again at 1
        return False
    if numbers and numbers[0] != 1:
        # "⧚ Abdou kicks the sack ⧛ 1. I buy ...": the list read starts at 2
        return False
    items = [line for line in reply.splitlines() if _NUMBERED_ITEM.match(line)]
    if _NO_NARRATION_ON_AN_ITEM.search(match.string) and any(
        strip_narration(line).strip() != line.strip() for line in items
    ):
        return False
    if _PROSE_BESIDE_THE_LIST.search(match.string):
        # "anything else you want to say on lines without a number": the items are counted
        return len(items) >= 2 and _count_kept(reply, match, _NUMBERED_ITEM)
    return _every_line_an_item(reply, _NUMBERED_ITEM, alone=alone) and _count_kept(
        reply, match, _NUMBERED_ITEM
    )


_AT_MOST = frozenset({"at most", "no more than", "not more than", "up to", "a maximum of"})
_AT_LEAST = frozenset({"at least", "no fewer than", "a minimum of"})


_NO_DIVIDER_LINES = re.compile(r"\bno lines? of (?:dashes|stars)\b", re.IGNORECASE)
_ONE_EMPTY_LINE_BETWEEN = re.compile(
    r"\b(?:one|a single|just one|exactly one) (?:empty|blank) line between\b", re.IGNORECASE
)


def paragraph_count(reply: str, match: re.Match[str]) -> bool:
    """Write exactly N paragraphs separated by blank lines, or at most / at least / fewer than
    N where the rule says so (spoken text, so a narration-only block is not a paragraph, unless
    the rule counts the narration: "the actions belong to the paragraph they sit in")."""
    text = _text_the_rule_reads(reply, match)
    count, wanted = len(_paragraphs(text)), count_asked(match)
    bound = (match.groupdict().get("bound") or "").lower()
    if _ONE_EMPTY_LINE_BETWEEN.search(match.string) and re.search(r"\n[ \t]*\n[ \t]*\n", text):
        # "with one empty line between them": two empty lines in a row are not one
        return False
    if _NO_DIVIDER_LINES.search(match.string) and re.search(
        rf"^[ \t]*{_DIVIDER}[ \t]*$", text, re.MULTILINE
    ):
        # "no lines of dashes or stars between them, only the empty line"
        return False
    asked = _DIVIDER_ASKED.search(match.string)
    if asked and not bound:
        # the divider shown, and no other, between each two paragraphs
        dividers = re.findall(rf"^[ \t]*({_DIVIDER})[ \t]*$", text, re.MULTILINE)
        if dividers != [asked.group("divider")] * (wanted - 1):
            return False
    if bound in _AT_MOST:
        return count <= wanted
    if bound in _AT_LEAST or match.groupdict().get("or_more"):
        return count >= wanted
    if bound in STRICT_UPPER_BOUNDS:
        return count < wanted
    return count == wanted


_TITLE_WORDS = 8
_CAPITALS_TITLE_WORDS = 14
_IN_CAPITALS = re.compile(r"\bcapital|\bupper ?case\b|\ball caps\b|\bblock letters\b", re.I)


# The title a rule shows in its marks: "like <<Mud Day>>", "e.g. [The Long Night]".
_TITLE_SHOWN = re.compile(
    r"\b(?:like|e\.g\.|such as|as in)\s+(?P<open>[<«\[({]{1,2})[^<>«»\[\](){}\n]{1,40}?"
    r"(?P<close>[>»\])}]{1,2})"
)


_FOOTNOTE_MARKS = "¹²³⁴⁵⁶⁷⁸⁹⁰"


# "and only that one title, no << or >> anywhere else"
_ONE_TITLE_ONLY = re.compile(
    r"\bonly (?:that |the |a )?(?:one|single) (?:title|heading)\b|\b(?:anywhere|nowhere) else\b",
    re.IGNORECASE,
)


def title_line(reply: str, match: re.Match[str]) -> bool:
    """Open with a title on a line of its own: the first line (narration included) is a few
    words, no sentence, with more lines after it; in capital letters where the rule says so.
    Where the rule shows the marks the title goes between, they set it off on the text's first
    line too ("<<The Truck Can Wait>> Ai, mi yu, ..."), unless the rule asks for its own line."""
    shown = _TITLE_SHOWN.search(match.string)
    text = reply.strip()
    own_line = re.search(r"\b(?:own|separate|new) line\b|\bline of its own\b", match.string, re.I)
    if shown and not own_line:
        opening, closing = shown.group("open"), shown.group("close")
        end = text.find(closing, len(opening)) if text.startswith(opening) else -1
        if end > 0 and "\n" not in text[:end] and text[end + len(closing) :].strip():
            text = f"{text[: end + len(closing)]}\n{text[end + len(closing) :].strip()}"
    lines = _filled_lines(text)
    if len(lines) < 2:
        return False
    lines[0] = lines[0].rstrip(_FOOTNOTE_MARKS)  # "<<Wet Inside>>¹": the title and its note
    if re.search(r"\bmarkdown\b|(?<![\w#])#{1,6}(?![\w#])", match.string):
        # "start every message with a heading, a markdown line that begins with #"
        return _MARKDOWN_HEADING.match(lines[0]) is not None
    if shown and not (
        lines[0].startswith(shown.group("open")) and lines[0].endswith(shown.group("close"))
    ):
        return False  # "a title between double angle brackets, like <<Mud Day>>"
    if shown and _ONE_TITLE_ONLY.search(match.string) and reply.count(shown.group("open")) > 1:
        return False  # "only that one title, no << or >> anywhere else"
    title = lines[0].strip("#*_ ")
    words = title.split()
    letters = [char for char in title if char.isalpha()]
    in_capitals = bool(letters) and all(char.isupper() for char in letters)
    # a line in capitals reads as a title at more words ("TIBU'S ANSWER ABOUT THE SOFT BABAI, FOR
    # TEBITA AND FOR TEETA")
    longest = _CAPITALS_TITLE_WORDS if in_capitals else _TITLE_WORDS
    if not words or len(words) > longest or re.search(r"[.:;,]$|[.;]\s", title):
        return False
    return not _IN_CAPITALS.search(match.string) or in_capitals


def repeated_last_sentence(reply: str, match: re.Match[str]) -> bool:
    """End with the last sentence said once more, word for word (spoken text): the last two
    sentences the same, and not a third time."""
    said = [
        tuple(word.lower() for word in words_of(sentence))
        for sentence in sentences_of(strip_narration(reply))
    ]
    said = [words for words in said if words]
    if len(said) < 2 or said[-1] != said[-2]:
        return False
    return len(said) < 3 or said[-3] != said[-1]


def acrostic(reply: str, match: re.Match[str]) -> bool:
    """The first letters of the sentences (of the lines or the paragraphs, where the rule says
    so) spell the word asked for, in order, one letter each (spoken text). Where the rule counts
    the narration, lines are read as written: a line opening on narration opens on its first
    letter, and an empty line is a line with none."""
    counted = _NARRATION_COUNTED.search(match.string) is not None
    spoken = reply.strip() if counted else strip_narration(reply)
    # the units the wording names ("the first letters of your sentences spell PATTU") before any
    # the rest of the rule names ("the card in the box has five lines")
    named = re.search(r"\b(sentences?|lines?|paragraphs?)\b", match.group(0), re.IGNORECASE)
    where = named.group(1) if named else match.string
    by_lines = re.search(r"\blines?\b", where, re.IGNORECASE) is not None
    by_paragraphs = re.search(r"\bparagraphs?\b", where, re.IGNORECASE) is not None
    if by_lines and counted and re.search(r"\n[ \t]*\n", spoken):
        return False
    units = [line for line in spoken.splitlines() if line.strip()] if by_lines else None
    units = _paragraphs(spoken) if by_paragraphs and units is None else units
    units = units if units is not None else sentences_of(spoken)
    initials = "".join(
        found.group(0).upper() for unit in units if (found := re.search(r"[^\W\d_]", unit))
    )
    wanted = re.sub(r"[^A-Za-z]", "", match.group("word")).upper()
    return initials == wanted


def every_letter(reply: str, match: re.Match[str]) -> bool:
    """Use every letter from a to z at least once, small or capital (the whole reply); an
    accented letter is not the plain one ("accents don't count": "é" is no "e")."""
    return set("abcdefghijklmnopqrstuvwxyz") <= set(reply.lower())


def no_line_breaks(reply: str, match: re.Match[str]) -> bool:
    """Write the whole reply on one line: no line break anywhere, narration included."""
    return "\n" not in reply.strip()


def word_count(reply: str, match: re.Match[str]) -> bool:
    """Write exactly N words (spoken text)."""
    return len(words_of(strip_narration(reply))) == count_asked(match)


def list_items(reply: str, match: re.Match[str]) -> bool:
    """Give a list of exactly N items, bulleted or numbered (lines starting with -, *, • or
    "1." / "2)")."""
    items = sum(
        1 for line in reply.splitlines() if _BULLET_ITEM.match(line) or _NUMBERED_ITEM.match(line)
    )
    return items == count_asked(match)


def punctuation_mark(reply: str, match: re.Match[str]) -> bool:
    """Use the punctuation mark asked for at least once, or exactly N times where the rule says
    so (anywhere in the reply)."""
    marks = banned_marks(match)
    text = reply.replace("...", "…") if "…" in marks else reply
    # "exactly one exclamation mark, as the very last thing of the whole message"
    if _THE_VERY_LAST_THING.match(match.string, match.end()) and not text.rstrip().endswith(
        tuple(marks)
    ):
        return False
    if match.group("n"):
        return sum(text.count(mark) for mark in marks) == count_asked(match)
    return any(mark in text for mark in marks)


_THE_VERY_LAST_THING = re.compile(
    r"[^.;()]{0,30}?\b(?:as|at) the (?:very )?(?:last (?:thing|character)|end)\b", re.IGNORECASE
)


def postscript(reply: str, match: re.Match[str]) -> bool:
    """Add a postscript: a line starting with "P.S." (or "PS:") after some other text."""
    # Linear in the reply (a single pattern "text, anything, newline, P.S." backtracks
    # quadratically over a long reply without one): the first "P.S." line needs text before
    # it, a second one has the first before it.
    mark = _postscript_mark(match.string)
    line_start, sentence_start = _postscript_starts(mark)
    starts = [found.start() for found in line_start.finditer(reply)]
    # or a sentence of its own at the end of the last line ("... slowly all the way. P.S. Ke a
    # leboga for the tip.")
    inline = [found.start() for found in sentence_start.finditer(reply.rstrip())]
    # a "P.S." within the last line is a postscript where the rule only asks that one end the
    # answer; where it asks for a line of its own, or just for a postscript, it needs its line
    within_allowed = re.search(
        r"\b(?:end|finish|close)\w* (?:(?:every |each |your |ur )?"
        r"(?:answer|reply|response|message)s?"
        r" )?with a (?:postscript\b|p\.\s?s\.|ps\b)|\bcomes? last\b"
        # "at the very end of every message add a little «P.S.» ..., the very last part"
        r"|\bat the (?:very )?end of (?:every|each|your|ur) (?:answer|reply|response|message)\b"
        r"|\bthe (?:very )?last part\b",
        match.string,
        re.IGNORECASE,
    ) and not re.search(r"\b(?:own|separate|new) line\b|\bline of its own\b", match.string, re.I)
    if not starts and inline and within_allowed and "\n" not in reply.strip()[inline[-1] :]:
        starts = inline[-1:]
    placed = bool(starts) and (bool(reply[: starts[0]].strip()) or len(starts) > 1)
    if (
        placed
        and re.search(r"\bthe (?:very )?last thing\b", match.string, re.I)
        and re.search(r"\n\s*\n", reply[starts[-1] :].strip())
    ):
        # "(a real one, starting P.S., the very last thing in the message)": no paragraph after
        # the postscript's ("P.S. Tell Faraz six to one. / Khuda hafiz, bache.")
        return False
    if placed and re.search(
        r"\bcomes? last\b|\blast line\b|\bat the (?:very )?end\b|\bnothing (?:at all )?after it\b",
        match.string,
        re.I,
    ):
        # the postscript's line is the reply's last: no line after it, an action or a P.P.S.
        last = _filled_lines(reply)[-1]
        if re.match(rf"[*_]*{mark}", last) is not None:
            return True
        # a postscript within the last line is its last sentence: nothing said after it
        marks = list(re.finditer(mark, last))
        return bool(inline) and bool(marks) and len(sentences_of(last[marks[-1].end() :])) == 1
    return placed


# A sum written out with its equals sign ("600 ÷ 240 = 2.5", "2.5 × 120 = 300"), and one told
# in words ("two and a half times a hundred and twenty", "six hundred divided by two hundred").
_EQUATION = re.compile(r"[\d.,]+\s*[×x*÷/+−-]\s*[\d.,]+\s*=\s*[\d.,]+")
_SUM_IN_WORDS = re.compile(
    r"\b(?:times|multiplied by|divided by|plus|minus)\s+(?:an?\s+)?(?:\d|(?:one|two|three|four"
    r"|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty"
    r"|ninety|hundred|thousand|half)\b)",
    re.IGNORECASE,
)


_CONCLUDED = re.compile(r"\bso\b(?:[^.;:!?]|[.:](?=\d))*", re.IGNORECASE)
_FIGURE = re.compile(r"\d[\d.,]*\d|\d")


def sums_written_out(reply: str, match: re.Match[str]) -> bool:
    """Write every sum out with its equals sign ("like 2 × 120 = 240"): at least one such, none
    told in words, the narration's too ("two and a half times a hundred and twenty"), and no
    figure concluded with "so" that no sum written out gives ("so for the winter, 300 sacks")."""
    equations = [found.group(0) for found in _EQUATION.finditer(reply)]
    if not equations or _SUM_IN_WORDS.search(reply):
        return False
    worked = {figure for equation in equations for figure in _FIGURE.findall(equation)}
    concluded = {
        figure for found in _CONCLUDED.finditer(reply) for figure in _FIGURE.findall(found.group(0))
    }
    return concluded <= worked


_NO_FENCE = re.compile(
    r"\bno (?:code )?fences?\b|\bwithout (?:a |any )?(?:code )?fences?\b"
    # "no ``` marks around it"
    r"|\bno (?:```|back ?ticks)(?: marks)?"
    # "nothing before the first { and nothing after the last }"
    r"|\bnothing (?:before|outside) the (?:first |opening )?(?:\{|curly bracket)",
    re.I,
)
# The keys a rule names: 'exactly two keys, "mood" and "reply"'.
_KEYS_NAMED = re.compile(r"\bkeys?\b(?P<named>[^.;\n]*)", re.IGNORECASE)
# A key in an example object the rule shows ('after a key, like {"baba": "your words here"}'):
# the quoted words before a colon, not the value after it.
_KEY_IN_AN_EXAMPLE = re.compile(r"[\"“]([^\"“”]+)[\"”]\s*:")


def without_json_fence(text: str) -> str:
    """``text`` stripped, without the code fence round it ("```json ... ```"), where it has one."""
    return re.sub(r"^```(?:json)?\s*|\s*```$", "", text.strip())


def json_format(reply: str, match: re.Match[str]) -> bool:
    """Answer in JSON: the reply (a ```json fence allowed, unless the rule says no fence)
    parses as JSON; an object with the keys the rule names in quotation marks, exactly those
    where it says so."""
    body = reply.strip()
    if not _NO_FENCE.search(match.string):
        body = without_json_fence(body)
    try:
        parsed = json.loads(body)
    except ValueError:
        return False
    keys = _KEYS_NAMED.search(match.string)
    named = (
        _KEY_IN_AN_EXAMPLE.findall(keys.group("named"))
        or re.findall(r"[\"“]([^\"“”]+)[\"”]", keys.group("named"))
        if keys
        else []
    )
    if named:
        if not isinstance(parsed, dict):
            return False
        if re.search(r"\bexactly\b[^.;\n]*\bkeys?\b", match.string, re.IGNORECASE):
            return set(parsed) == set(named)
        return set(named) <= set(parsed)
    return True


# The marks a rule may ban, by the words that name them.
PUNCTUATION_MARKS = {
    # the Spanish opening marks with their closing ones: "¡Qué bárbaro" exclaims
    "question": "?¿",
    "exclamation": "!¡",
    "semi": ";",
    "colon": ":",
    "hyphen": "-",
    "dash": "—–",
    "em": "—",
    "en": "–",
    "ellips": "…",
    "parenthes": "()",
    "bracket": "[]",
    "quotation": '"“”«»„',
    "full": ".",
    "period": ".",
}


def banned_marks(match: re.Match[str]) -> str:
    """The characters a punctuation ban names ("no question marks": "?"; "no exclamation
    points": "!"; "ellipses": "..." as "…"), both where it names two ("no full stops and no
    question marks")."""
    named = (match.group("mark"), match.groupdict().get("mark2") or "")
    return "".join(
        next(
            (marks for word, marks in PUNCTUATION_MARKS.items() if name.lower().startswith(word)),
            "",
        )
        for name in named
        if name
    )


# A ban said of how each hashtag is written: "each one a # stuck to one word with no space and no
# hyphen".
_OF_EACH_HASHTAG = re.compile(r"(?:#|\bhashtags?\b)[^.;:()]{0,50}$", re.IGNORECASE)


def no_punctuation_mark(reply: str, match: re.Match[str]) -> bool:
    """Use none of the banned punctuation marks (anywhere in the reply, narration included:
    "no question marks anywhere"; inside each hashtag where the ban is said of the hashtags)."""
    marks = banned_marks(match)
    text = reply
    if _OF_EACH_HASHTAG.search(match.string[: match.start()]):
        text = " ".join(re.findall(r"#[^\s#]+", reply))
    if "…" in marks:
        text = text.replace("...", "…")
    if "." in marks:  # a decimal point is no full stop
        text = re.sub(r"(?<=\d)\.(?=\d)", "", text)
    return not any(mark in text for mark in marks)


_ARROW = re.compile(r"→|->|⟶|➔|➜|⇒")


def arrow_chain(reply: str, match: re.Match[str]) -> bool:
    """Write the answer as a chain of steps joined by arrows ("wind → ridges → sore wrists"):
    at least one arrow between steps of the spoken text."""
    return len([step for step in _ARROW.split(strip_narration(reply)) if step.strip()]) >= 2


# The script each language a rule may name is written in, as Unicode names its letters.
_SCRIPT_OF_LANGUAGE = {
    **dict.fromkeys(
        ("russian", "ukrainian", "belarusian", "bulgarian", "kazakh", "kyrgyz", "mongolian",
         "cyrillic"), "CYRILLIC"),
    **dict.fromkeys(("arabic", "persian", "farsi", "dari", "urdu", "pashto"), "ARABIC"),
    **dict.fromkeys(("hebrew", "yiddish"), "HEBREW"),
    **dict.fromkeys(("hindi", "marathi", "nepali", "sanskrit", "devanagari"), "DEVANAGARI"),
    **dict.fromkeys(("chinese", "mandarin", "cantonese"), "CJK"),
    **dict.fromkeys(("bengali", "bangla"), "BENGALI"),
    "greek": "GREEK", "korean": "HANGUL", "thai": "THAI", "georgian": "GEORGIAN",
    "armenian": "ARMENIAN", "tamil": "TAMIL", "amharic": "ETHIOPIC",
}  # fmt: skip
# Languages written in Latin letters: their sentences cannot be told from English ones by script.
_LATIN_LANGUAGES_TEXT = """
french spanish italian portuguese german dutch latin welsh irish gaelic breton basque catalan
polish czech turkish swahili tagalog malay indonesian vietnamese norwegian swedish danish finnish
icelandic hungarian romanian croatian albanian estonian latvian lithuanian maori hawaiian quechua
"""
_LATIN_LANGUAGES = frozenset(_LATIN_LANGUAGES_TEXT.split())


# The letters of a language that shares its script with others: a Kyrgyz sentence ("Мындай жүн
# сейрек болот") is Cyrillic but not Russian.
_LETTERS_OF_LANGUAGE = {
    "russian": frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
    "ukrainian": frozenset("абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'’"),
}


def _in_language(sentence: str, language: str, script: str) -> bool:
    """Whether ``sentence`` is in ``language``, read by its script and, where the language has
    its own set of letters, by those."""
    letters = _LETTERS_OF_LANGUAGE.get(language)
    own = [char for char in sentence.lower() if unicodedata.name(char, "").startswith(script)]
    return _in_script(sentence, script) and (letters is None or set(own) <= letters)


def _in_script(sentence: str, script: str) -> bool:
    """Whether most letters of ``sentence`` are of ``script`` (Japanese reads as kana or CJK)."""
    letters = [char for char in sentence if char.isalpha()]
    ours = sum(
        unicodedata.name(char, "").split(" ")[0] in {script, "HIRAGANA", "KATAKANA"}
        if script == "CJK"
        else unicodedata.name(char, "").startswith(script)
        for char in letters
    )
    return bool(letters) and ours * 2 > len(letters)


# Greetings said on a line of their own, by the script they are written in (diacritics left out,
# Arabic's alef and yeh forms made one; see _plain_greeting).
_GREETINGS_TEXT = {
    "ARABIC": """مرحبا|مرحبتين|اهلا|اهلين|اهلا وسهلا|اهلا بك|السلام عليكم|سلام عليكم|سلام|
        وعليكم السلام|صباح الخير|صباح النور|صباح الورد|صباح الفل|مساء الخير|مساء النور|هلا|يا هلا|
        حياك الله|حياكم الله|تحياتي|درود|صبح بخير|روز بخير|خوش امديد|اداب""",
    "HEBREW": "שלום|שלום רב|בוקר טוב|ערב טוב|צהריים טובים|אהלן|היי",
    "CYRILLIC": """здравствуй|здравствуйте|привет|приветствую|добрый день|доброе утро|
        добрый вечер|вітаю|привіт|добридень|добрий день|доброго ранку|здрасти|здравейте""",
    "GREEK": "γεια|γεια σου|γεια σας|καλημερα|καλησπερα|χαιρετε|χαιρε",
    "CJK": """你好|您好|早上好|早安|下午好|晚上好|大家好|嗨|こんにちは|おはよう|おはようございます|
        こんばんは|もしもし""",
    "HANGUL": "안녕하세요|안녕|좋은 아침",
    "DEVANAGARI": "नमस्ते|नमस्कार|राम राम|प्रणाम|सुप्रभात",
    "THAI": "สวัสดี|สวัสดีครับ|สวัสดีค่ะ",
    "ETHIOPIC": "ሰላም|ጤና ይስጥልኝ|እንደምን አደርክ|እንደምን አደርሽ|እንኳን ደህና መጣህ",
    "BENGALI": "নমস্কার|আসসালামু আলাইকুম",
    "GEORGIAN": "გამარჯობა",
    "ARMENIAN": "բարեւ|բարև|բարև ձեզ",
    "TAMIL": "வணக்கம்",
}


def _plain_greeting(text: str) -> str:
    """``text`` as the greetings above are written: small letters, no diacritics or marks, one
    space between words, Arabic's alef, yeh and teh marbuta forms made one."""
    text = unicodedata.normalize("NFD", text.lower())
    text = "".join(char for char in text if not unicodedata.category(char).startswith(("M", "P")))
    text = text.translate(str.maketrans("أإآٱىةی", "ااااييه"))
    return " ".join(text.split())


_GREETINGS = {
    script: frozenset(_plain_greeting(greeting) for greeting in greetings.split("|"))
    for script, greetings in _GREETINGS_TEXT.items()
}


def greeting_line_in_script(reply: str, match: re.Match[str]) -> bool | None:
    """Open with a line of its own that is only a greeting in the language and script the rule
    names ("مرحبا" for Arabic in Arabic letters): nothing else on it, not a name, not narration,
    no letter of another script, and the rest of the message under it. A line in the script
    that is not a greeting the rules know is undecided for a script they hold no greetings of."""
    script = _SCRIPT_OF_LANGUAGE.get(match.group("language").lower())
    lines = reply.strip().splitlines()
    if script is None or not lines:
        return None
    first = lines[0].strip()
    letters = [char for char in first if char.isalpha()]
    if not letters or find_narration(first) or not any(line.strip() for line in lines[1:]):
        return False
    if script == "CJK":  # Chinese or Japanese: ideographs and kana
        in_script = _in_script(first, script) and not re.search(r"[A-Za-z]", first)
    else:
        in_script = all(unicodedata.name(char, "").startswith(script) for char in letters)
    if not in_script:
        return False
    known = _GREETINGS.get(script)
    if known is None:
        return None
    return _plain_greeting(first) in known


def sentence_count(reply: str, match: re.Match[str]) -> bool | None:
    """Write exactly N sentences (spoken text); N sentences in a language where the rule names
    one written in another script ("exactly one sentence in Russian"; a sentence of that
    script is then speech, not narration), undecided for a language in Latin letters."""
    language = (match.group("language") or "").lower()
    script = _SCRIPT_OF_LANGUAGE.get("chinese" if language == "japanese" else language)
    said = sentences_of(strip_narration(reply, keep="script" if script else None))
    if not said:
        return None
    if language in _LATIN_LANGUAGES:
        return None
    if script is not None:
        said = [sentence for sentence in said if _in_language(sentence, language, script)]
    return len(said) == count_asked(match)


def sentence_words(reply: str, match: re.Match[str]) -> bool | None:
    """Keep every sentence under / to at most N words (spoken text, sentence by sentence; the
    narration too where the rule counts it)."""
    said = sentences_of(_text_the_rule_reads(reply, match))
    if not said:
        return None
    allowed = allowed_count(match)
    return all(len(words_of(sentence)) <= allowed for sentence in said)


_NOT_EVEN_THE_NARRATION = re.compile(
    r"\bnot (?:even )?(?:the |your |any )\W{0,6}(?:bits|parts|narration|actions?)\b", re.IGNORECASE
)
_NOTHING_AFTER = re.compile(
    r"\bnothing (?:else |at all |more )?after (?:them|it|that|the (?:question )?mark|the words)\b"
    # "the very last thing you write, ending on its question mark"
    r"|\bending on (?:its|the) question mark\b",
    re.IGNORECASE,
)


# Where the closing words are to be kept to the letter, their own closing mark included ("end
# with «Mệ thương con.» exactly as I wrote it").
_TO_THE_LETTER = re.compile(r"\bexactly\b|\bword for word\b|\bexact words\b", re.IGNORECASE)
_ITS_FULL_STOP = re.compile(
    r"[»”\"'’] (?:and|with) (?:its|the|a) full stop\b"
    # "with the words El agua es vida and a full stop right after vida"
    r"|\band (?:a|its|the) full stop(?: right| just)? after (?:it|them|\w+)\b"
    # "with the exact words So it is woven and a full stop, just like that"
    r"|\bexact words [^\"“”«»;:,.]{2,40}? and (?:a|its|the) full stop\b",
    re.IGNORECASE,
)


# "nothing after it, not a dot and not an emoji"
_NOT_EVEN_A_MARK = re.compile(
    r"\bnot (?:even )?a (?:dot|full stop|period)\b|\bno (?:dot|full stop|period)\b", re.IGNORECASE
)


def last_sentence_starts_with(reply: str, match: re.Match[str]) -> bool:
    """Open the last sentence with the given word ("May your needle never rust, Parizad."); where
    the rule wants nothing after it, the reply's whole end counts, narration and emojis too."""
    text = reply if _NOTHING_AFTER.search(match.string) else strip_narration(reply)
    said = [sentence for sentence in sentences_of(text) if sentence.strip()]
    if not said:
        return False
    last = said[-1].lstrip("\"'“‘«*_ ")
    return re.match(rf"{re.escape(match.group('text'))}(?!\w)", last, re.IGNORECASE) is not None


def ends_with(reply: str, match: re.Match[str]) -> bool:
    """End the reply with the given phrase (spoken text, case-insensitive unless the rule asks
    for its capitals; the punctuation, closing quotes and emojis after it ignored). Where the
    rule wants nothing after the words, they close the whole reply, narration and emojis
    included, and where it wants them exactly, with the phrase's own closing mark (and no mark
    at all where it says "not a dot")."""
    given = without_trailing_decoration(match.group("text").strip())
    phrase = given.rstrip(".!?,;:")
    # "«From Ushguli, with salt» and its full stop": the mark named after the quoted words
    closing = given[len(phrase) :] or ("." if _ITS_FULL_STOP.search(match.string) else "")
    if _NOTHING_AFTER.search(match.string):
        # "as the very last words, nothing after them": an emoji or an action after them breaks it
        spoken = reply.rstrip().rstrip("\"'”’)]")
        if _TO_THE_LETTER.search(match.string) and not spoken.endswith(closing):
            return False
        if not (_NOT_EVEN_A_MARK.search(match.string) and not closing):
            spoken = spoken.rstrip(".!?,;:…")
    else:
        spoken = _text_the_rule_reads(reply, match).rstrip()
        spoken = without_trailing_decoration(without_trailing_decoration(spoken).rstrip(".!?,;:…"))
    flags = 0 if _SPELLED_JUST_SO.search(match.string) else re.IGNORECASE
    return bool(phrase) and re.search(rf"(?<!\w){re.escape(phrase)}$", spoken, flags) is not None


# How a rule says two marks alternate ("the two take turns line by line"), and which comes
# first ("the first line is a CALL: line").
_TAKE_TURNS = re.compile(r"\btake turns\b|\balternat(?:e|ing)\b|\bin turn\b", re.IGNORECASE)
_FIRST_LINE_MARK = re.compile(r"\bthe first line (?:is|must be|should be) an? (?P<mark>\S+:)")


def _filled_lines(text: str) -> list[str]:
    """The lines of ``text`` with something on them, stripped."""
    return [line.strip() for line in text.splitlines() if line.strip()]


def _lines_of_words(reply: str) -> list[str]:
    """The reply's lines that hold words of its own, stripped: lines of narration alone, or in
    brackets or stars alone, left out."""
    return [
        line.strip()
        for line in reply.splitlines()
        if line.strip()
        and not _BRACKETED_LINE.match(line)
        and re.search(r"[^\W_]", strip_narration(line))
    ]


# Where a rule counts the lines it would otherwise let go: "every single line pls, the empty
# ones between paragraphs and the ➰ bits too" (blank lines and lines of narration alone);
# "the action lines too" (lines of narration alone).
_BLANK_LINES_TOO = re.compile(
    r"(?<!except )(?<!not )\b(?:the )?(?:empty|blank) (?:ones|lines)\b[^.;]{0,60}\btoo\b",
    re.IGNORECASE,
)
_EVERY_LINE_TOO = re.compile(
    # "the bits about what you're doing count too"
    r"\bevery single line\b|\b(?:bits|lines|parts)\b[^.;()]{0,40}\btoo\b",
    re.IGNORECASE,
)


def _lines_the_rule_reads(reply: str, rule: str) -> list[str]:
    """The reply's lines a rule on every line reads, stripped: every one between the first and
    the last where it counts blank lines, every line with something on it where it counts the
    narration's, else the lines of words."""
    if _BLANK_LINES_TOO.search(rule):
        return [line.strip() for line in reply.strip().splitlines()]
    if _EVERY_LINE_TOO.search(rule):
        return _filled_lines(reply)
    return _lines_of_words(reply)


def item_marker(reply: str, match: re.Match[str]) -> bool | None:
    """Start every item (every line of words) with the given mark ("each starting with
    '- '", "every line starting with >"), or with one of two ("every line starting with
    'Nicolò:' or 'Bepi:'"; both of them where the rule asks for a dialogue); lines of narration
    alone are no items, nor blank lines, unless the rule counts them too ("the empty ones between
    paragraphs and the ➰ bits too"). Where the rule has the two take turns, no two lines in a
    row open with the same one, and where it names the first line's mark ("the first line is a
    CALL: line"), the first line opens with it."""
    groups = match.groupdict()
    markers = [
        marker.strip()
        for marker in (
            groups.get("text") or groups.get("label") or groups.get("bare") or "",
            groups.get("other") or groups.get("other_label") or "",
        )
        if marker.strip()
    ]
    lines = _lines_the_rule_reads(reply, match.string[match.end() :])
    if not lines or not markers:
        return None
    if not all(line.startswith(tuple(markers)) for line in lines):
        return False
    opened = [next(marker for marker in markers if line.startswith(marker)) for line in lines]
    rest = match.string[match.end() :]
    if len(markers) > 1 and _TAKE_TURNS.search(rest):
        first = _FIRST_LINE_MARK.search(rest)
        if first and opened[0] != first.group("mark"):
            return False
        return all(mark != previous for previous, mark in itertools.pairwise(opened))
    if len(markers) > 1 and _ASKS_FOR_A_DIALOGUE.search(match.string):
        return all(any(line.startswith(marker) for line in lines) for marker in markers)
    return True


def question_answer_lines(reply: str, match: re.Match[str]) -> bool:
    """Write questions and answers on lines of their own, each opened by the rule's label ("Q:",
    "A:"), a question first and each answered on the next line, at least the pairs the rule asks
    for ("at least 2 of each"); where it says "nothing outside them", a line of narration alone
    is outside them too."""
    question, answer = match.group("question"), match.group("answer")
    if _NOTHING_OUTSIDE.search(match.string):
        lines = _filled_lines(reply)
    else:
        lines = _lines_of_words(reply)
    if not lines or len(lines) % 2:
        return False
    pairs = list(zip(lines[::2], lines[1::2], strict=True))
    return len(pairs) >= count_asked(match) and all(
        asked.startswith(question)
        and answered.startswith(answer)
        and words_of(asked[len(question) :])
        and words_of(answered[len(answer) :])
        for asked, answered in pairs
    )


# Lines a rule lets go without its mark ("(the AD: lines are fine without)", "except the SFX:
# lines").
_EXEMPT_LINES = re.compile(
    r"\bthe (?P<label>[A-Z][\w'-]*:) lines? (?:are|is) (?:fine|ok|okay|allowed) without\b"
    r"|\bexcept (?:for )?the (?P<label2>[A-Z][\w'-]*:) lines?\b"
)


def lines_start_with_emoji(reply: str, match: re.Match[str]) -> bool | None:
    """Start every line of words with an emoji ("one at the front of each line"); lines of
    narration alone, and lines the rule lets go ("the AD: lines are fine without"), aside."""
    exempt = tuple(
        found.group("label") or found.group("label2")
        for found in _EXEMPT_LINES.finditer(match.string)
    )
    lines = [line for line in _lines_of_words(reply) if not (exempt and line.startswith(exempt))]
    if not lines:
        return None
    return all(EMOJI.match(line) for line in lines)


def lines_start_with_mark(reply: str, match: re.Match[str]) -> bool | None:
    """Open every line with the rule's mark ("🧵"): every line of words, the narration's too
    where the rule counts it ("even the bits about what you're doing": the mark before the
    narration); no empty line between them where the rule says so."""
    mark = match.group("mark")
    counted = _NARRATION_COUNTED.search(match.string) is not None
    text = reply.strip()
    if _empty_line_where_banned(text, match):
        return False
    lines = (
        [line.strip() for line in text.splitlines() if line.strip()]
        if counted
        else [strip_narration(line).strip() for line in _lines_of_words(text)]
    )
    if not lines:
        return None
    return all(line.startswith(mark) for line in lines)


def max_characters(reply: str, match: re.Match[str]) -> bool:
    """Keep the reply under / to at most N characters (the whole reply as sent, narration
    included; spaces left out where the rule says so); each line of it where the rule bounds
    lines ("short lines of no more than 50 characters each")."""
    text = reply.strip()
    by_line = match.group("lines") is not None
    if match.group("spaces"):
        text = re.sub(r"[^\S\n]" if by_line else r"\s", "", text)
    pieces = text.splitlines() if by_line else [text]
    return all(len(piece.strip()) <= allowed_count(match) for piece in pieces)


_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DATE = re.compile(
    r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,? (?:the )?)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|day \d+\b)",
    re.IGNORECASE,
)
_DIARY = re.compile(r"\b(?:diary|journal|log)\b", re.IGNORECASE)


_WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
_DAY_OF_MONTH = (
    r"(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
    r"|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth"
    r"|nineteenth|twentieth|twenty-\w+|thirtieth|thirty-first)"
)
# A date said in a reply: "9 December", "the 14th of December", "December 9", "the 14th",
# "2/12"; a weekday just before it ("Monday 9 December", "on the Monday, the second of December",
# "Saturday the 14th") or just after it ("9 December, a Monday") names its day.
_A_DATE = re.compile(
    rf"\b(?:(?:the )?{_DAY_OF_MONTH}(?: of)? {_MONTH}(?!\w)|{_MONTH} {_DAY_OF_MONTH}\b"
    r"|the \d{1,2}(?:st|nd|rd|th)\b|\d{1,2}/\d{1,2}(?:/\d{2,4})?\b)",
    re.IGNORECASE,
)
_WEEKDAY_BEFORE = re.compile(rf"\b{_WEEKDAY}(?:,? (?:the )?)?\W*$", re.IGNORECASE)
_WEEKDAY_AFTER = re.compile(rf"^,? (?:an? |the )?{_WEEKDAY}\b", re.IGNORECASE)


def dates_with_weekdays(reply: str, match: re.Match[str]) -> bool | None:
    """Say the day of the week with every date ("like Monday 9 December"): each date in the
    reply, narration too, has a weekday just before or just after it ("2/12" or "on the 14th"
    alone breaks it); a reply with no date cannot tell."""
    found = list(_A_DATE.finditer(reply))
    if not found:
        return None
    return all(
        _WEEKDAY_BEFORE.search(reply[max(0, date.start() - 16) : date.start()])
        or _WEEKDAY_AFTER.match(reply[date.end() : date.end() + 16])
        for date in found
    )


def headed_first_and_then(reply: str, match: re.Match[str]) -> bool:
    """Lay the reply out under the rule's two headings, the first before the second ("Bahan-bahan
    first (the ingredients) and then Cara (the steps, numbered 1, 2, 3...)"): a line opening with
    each, in that order, and where the rule says the second part is numbered, two numbered lines
    or more after its heading."""
    lines = [line.strip().lstrip("*#_ ") for line in reply.splitlines()]
    first, second = (match.group(name).lower() for name in ("first", "second"))
    at_first = next((at for at, line in enumerate(lines) if line.lower().startswith(first)), None)
    at_second = next((at for at, line in enumerate(lines) if line.lower().startswith(second)), None)
    if at_first is None or at_second is None or at_second < at_first:
        return False
    if match.group("numbered"):
        numbered = [line for line in lines[at_second + 1 :] if re.match(r"\d+[.)]\s", line)]
        return len(numbered) >= 2
    return True


def labelled_first_and_then(reply: str, match: re.Match[str]) -> bool:
    """Write the rule's two labels ("Bad news:", "Good news:"), each at least once, the first
    before the second and not again after it, not even reworded ("Bad news again:") (the
    narration read too: a label may stand before it)."""
    first_label, second_label = match.group("first"), match.group("second")
    first = [found.start() for found in re.finditer(re.escape(first_label), reply, re.I)]
    second = [found.start() for found in re.finditer(re.escape(second_label), reply, re.I)]
    if not (first and second) or first[0] > second[0]:
        return False
    again = re.escape(first_label.rstrip(":").strip())
    return not re.search(rf"\b{again}\b", reply[second[0] :], re.IGNORECASE)


# Where a rule puts the opening above everything else: "at the very top", "on a line of their
# own", "(the ⚖ bits go after it)".
_AT_THE_VERY_TOP = re.compile(
    r"\bvery top\b|\bline of (?:its|their) own\b|\bgo(?:es)? after (?:it|them)\b", re.IGNORECASE
)


def _opens_with_place_and_date(reply: str, match: re.Match[str]) -> bool:
    """The reply's first line a place and a date ("Sandweiler, 14 April 2025"; "Sandweiler,
    Monday evening" names no date): a short line led by a name, with more after it where the
    rule asks for a line of their own; narration before it breaks a rule that puts the line at
    the very top."""
    top = _AT_THE_VERY_TOP.search(match.string) is not None
    text = reply.strip() if top else strip_narration(reply).strip()
    first, _, rest = text.lstrip("\"'“‘*_# ").partition("\n")
    return (
        _DATE.search(first) is not None
        and re.match(r"[^\W\d_][\w'’-]*", first) is not None
        and first[0].isupper()
        and len(words_of(first)) <= 12
        and (not top or bool(rest.strip()))
    )


# A date shown in figures after the rule ("the day first and with slashes, like 14/05/2025").
_DATE_SHOWN = re.compile(
    r"\A[^.;]{0,60}?\blike (?P<first>\d{1,2})(?P<mark>[/.-])(?P<second>\d{1,2})"
    r"(?P=mark)\d{2,4}\b"
)


def _in_the_shape_shown(spoken: str, match: re.Match[str]) -> bool:
    """Whether the opening date is written as the rule's example date is: in figures, with its
    marks, day and month in its order (the day first where the example's first number is over
    twelve or the rule says so). A rule with no example date in figures takes any date."""
    shown = _DATE_SHOWN.search(match.string[match.end() :])
    if shown is None:
        return True
    mark = re.escape(shown.group("mark"))
    opening = re.match(rf"(\d{{1,2}}){mark}(\d{{1,2}}){mark}\d{{2,4}}\b", spoken)
    if opening is None:
        return False
    day_first = int(shown.group("first")) > 12 or bool(
        re.search(r"\bday first\b", match.string, re.IGNORECASE)
    )
    month_first = int(shown.group("second")) > 12 or bool(
        re.search(r"\bmonth first\b", match.string, re.IGNORECASE)
    )
    month = int(opening.group(2) if day_first else opening.group(1))
    return not (day_first or month_first) or 1 <= month <= 12


def starts_with_date(reply: str, match: re.Match[str]) -> bool | None:
    """Start the reply with a date ("21 June", "Tue 8 July", "2024-06-21"; spoken text). Written
    as a diary's entry, it speaks to no one: an entry that turns to the user ("to answer your
    question, ...") cannot be told kept."""
    if match.group("place"):
        return _opens_with_place_and_date(reply, match)
    spoken = strip_narration(reply).lstrip("\"'“‘*_# ")
    if not _DATE.match(spoken) or not _in_the_shape_shown(spoken, match):
        return False
    if _DIARY.search(match.string) and re.search(r"\byou(?:r)?\b", spoken, re.IGNORECASE):
        return None
    return True


def _opening_pattern(what: str) -> re.Pattern[str] | None:
    """What a paragraph must open with, read from the rule's words: a quoted phrase, or a
    keyword in capitals and/or followed by a colon or a dash; None where the rule says neither
    ("start each paragraph with something fun")."""
    quoted = re.search(r"[\"'“‘]([^\"'“”‘’]+)[\"'”’]", what)
    if quoted and not re.search(r"\b(?:like|such as|e\.g\.)\b", what[: quoted.start()]):
        return re.compile(re.escape(quoted.group(1).strip()), re.IGNORECASE)
    capitals = re.search(r"\b(?:capital(?:s| letters)?|upper[- ]?case|caps|all-caps)\b", what, re.I)
    colon = re.search(r"\bcolon\b", what, re.IGNORECASE)
    dash = re.search(r"\bdash\b", what, re.IGNORECASE)
    if not (capitals or colon or dash):
        return None
    word = (
        r"[A-Z][A-Z'’-]+(?: [A-Z][A-Z'’-]+){0,2}"
        if capitals
        else r"[^\W\d_][\w'’-]*(?: [\w'’-]+){0,2}"
    )
    mark = r"\s*:" if colon else (r"\s+[-–—]" if dash else r"\b")
    return re.compile(word + mark)


def paragraphs_start_with(reply: str, match: re.Match[str]) -> bool | None:
    """Open every paragraph as the rule says: a quoted phrase, or a keyword in capitals and/or
    with a colon or a dash (every paragraph of the spoken text, a lead line included)."""
    pattern = _opening_pattern(match.group("what"))
    paragraphs = _paragraphs(strip_narration(reply))
    if pattern is None or not paragraphs:
        return None
    return all(pattern.match(paragraph.lstrip("*_#> ")) for paragraph in paragraphs)


def max_word_syllables(reply: str, match: re.Match[str]) -> bool:
    """Use no word of more than N syllables (the spoken text; the whole reply where the rule
    takes in the narration or says "anywhere")."""
    whole = re.search(r"\bnarration\b|\banywhere\b|\bactions?\b", match.string, re.IGNORECASE)
    text = reply if whole else strip_narration(reply)
    limit = count_asked(match)
    return all(syllables(word) <= limit for word in words_of(text))


def last_line_starts_with(reply: str, match: re.Match[str]) -> bool | None:
    """End with a line of its own that starts with the given phrase ("TL;DR: ..."; the spoken
    text's last line, case-insensitive)."""
    lines = _filled_lines(strip_narration(reply))
    if not lines:
        return None
    phrase = (match.group("text") or match.group("guillemets")).strip().lower()
    last = lines[-1].lstrip("*_#> ").lower()
    # a label ("Source:") with nothing after it says nothing
    return last.startswith(phrase) and not (
        phrase.endswith(":") and not last[len(phrase) :].strip()
    )


_NARRATION_ON_ITS_OWN_LINE = re.compile(
    r"\bbits about what (?:you|u)(?:'re|’re| are) doing\b[^.;()]{0,30}?"
    r"\blines? of (?:their|its) own\b",
    re.IGNORECASE,
)


def sentence_per_line(reply: str, match: re.Match[str]) -> bool | None:
    """Put every sentence on a line of its own: each line of speech one whole sentence (a line
    of narration alone is no sentence; a sentence broken over lines, or two on a line, breaks
    it)."""
    lines = [strip_narration(line).strip() for line in reply.splitlines()]
    spoken = [line for line in lines if line]
    if not spoken:
        return None
    if _empty_line_where_banned(reply, match):
        return False
    if _NARRATION_ON_ITS_OWN_LINE.search(match.string) and any(
        said and said != line.strip() for line, said in zip(reply.splitlines(), lines, strict=True)
    ):
        return False  # "the bits about what you're doing go on lines of their own too"
    return all(
        len(sentences_of(line)) == 1 and re.search(r"[.!?…][\"'”’)]*$", line) is not None
        for line in spoken
    )


# "#Bekoji", "#3000m"; not a number's sign ("#1", "#42")
_HASHTAG = re.compile(r"(?<![\w&/])#(?=\d*[^\W\d_])\w+")
_HASHTAG_COUNTS = {"a": 1, "a single": 1, "one": 1, "two": 2, "three": 3}


def hashtags(reply: str, match: re.Match[str]) -> bool:
    """Use the given number of hashtags ("#chasergang"; exactly, at least or at most as the
    rule says, exactly otherwise), and where it says "last word" or "at the end", the last as
    the reply's very last word (nothing after it, narration included)."""
    rule = match.group(0).lower()
    found = _HASHTAG.findall(reply)
    # "never use a hashtag", "no hashtags": the ban said with the rule, not an aside after it
    # ("... and without hashtags nobody sees them")
    said_with_it = match.string[max(0, match.start() - 30) : match.end()]
    if re.search(
        r"\b(?:no|never|not|avoid|without|zero)\b[^.;]{0,20}hashtag|n't[^.;]{0,20}hashtag",
        said_with_it,
        re.I,
    ):
        return not found
    raw = match.group("n").lower()
    asked = int(raw) if raw.isdigit() else _HASHTAG_COUNTS[raw]
    if "at least" in rule:
        counted = len(found) >= asked
    elif "at most" in rule:
        counted = len(found) <= asked
    else:
        counted = len(found) == asked
    if not counted:
        return False
    if found and re.search(r"\bline of (?:their|its) own\b", match.string, re.I):
        # "on a last line of their own, with nothing after them"
        last = reply.strip().splitlines()[-1]
        if re.sub(r"\s+", "", _HASHTAG.sub("", last)):
            return False
    if found and re.search(
        r"\blast word\b|\bat the (?:very )?end\b|\bends? (?:\w+ ){0,3}?with\b", match.string, re.I
    ):
        return re.search(re.escape(found[-1]) + r"\W*$", reply.strip()) is not None
    return True


# An answer's own word count at its end: "(40 words)", "(twenty-three words)".
IN_SQUARE_BRACKETS = re.compile(r"\bin square brackets\b", re.IGNORECASE)
# "(40 words)"; "[57]" where the rule shows the count bare in square brackets
WORD_COUNT_NOTE = re.compile(
    r"\(\s*(?P<n>[\w -]+?)\s+words?\s*\)\s*$|\[\s*(?P<n2>\d+)(?:\s+words?)?\s*\]\s*$", re.I
)


def ends_with_word_count(reply: str, match: re.Match[str]) -> bool:
    """End with the answer's word count in round brackets, "(40 words)": the words before it
    (spoken text, or the narration too where the rule counts it), in digits or in words."""
    spoken = _text_the_rule_reads(reply, match).rstrip()
    note = WORD_COUNT_NOTE.search(spoken)
    if note is None:
        return False
    said = note.group("n") or note.group("n2")
    if IN_SQUARE_BRACKETS.search(match.string) and note.group("n2") is None:
        # "in square brackets, like [57]": "(57 words)" is not it
        return False
    if re.search(r"\bin figures\b", match.string, re.IGNORECASE) and not said.isdigit():
        # "in figures in round brackets, like (42 words)": "(thirty-one words)" is not it
        return False
    return number_said(said) == len(words_of(spoken[: note.start()]))


def avoids_words(reply: str, match: re.Match[str]) -> bool:
    """Never use the quoted words (whole words, their plurals and possessives too: "nets",
    "reindeer's"; case-insensitive): in the spoken text, or in the whole reply where the rule says
    the narration is included, counts, or "anywhere"."""
    rest = match.string[match.end() : match.end() + 80]
    whole = re.search(
        r"\b(?:included|including|anywhere)\b", match.group(0) + rest, re.I
    ) or counts_the_narration(match.string)
    text = reply if whole else strip_narration(reply)
    quoted = match.group("words")
    listed = (
        quoted_words(quoted)
        if quoted
        else _listed_words(re.sub(r"\bthe (?:word|term)\b", " ", match.group("bare"), flags=re.I))
    )
    return not any(
        re.search(rf"(?<![\w'’]){re.escape(word)}(?:['’]s|e?s)?(?![\w'’])", text, re.IGNORECASE)
        for word in listed
    )


def quoted_words(listed: str) -> list[str]:
    """The words a rule lists in quotation marks or guillemets: "'very', 'really' or 'just'",
    "«sheep»"."""
    return [word.strip() for word in re.findall(r"[\"'“‘«]([^\"'“”‘’«»]+)[\"'”’»]", listed)]


def _line_sentences(text: str) -> list[str]:
    """The sentences of ``text`` line by line: a line with no full stop (a list's item, a
    sign-off) is a sentence of its own."""
    return [sentence for line in text.splitlines() for sentence in sentences_of(line)]


def distinct_openings(reply: str, match: re.Match[str]) -> bool | None:
    """Never begin two sentences with the same word (spoken text: each sentence's, and each line's
    of a list, first word, case-insensitive; marks and emojis before it ignored)."""
    pieces = _line_sentences(strip_narration(reply))
    openings = [found.group(0).lower() for piece in pieces if (found := _FIRST_WORD.search(piece))]
    if len(openings) < 2:
        return None
    return len(set(openings)) == len(openings)


_FIRST_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _each_smaller(sizes: list[int]) -> bool:
    """Whether every size is smaller than the one before it."""
    return all(later < earlier for earlier, later in itertools.pairwise(sizes))


def sentences_by_length(reply: str, match: re.Match[str]) -> bool | None:
    """Make every sentence shorter (or longer, where the rule says so), in words, than the one
    before it (spoken text)."""
    counts = [len(words_of(sentence)) for sentence in sentences_of(strip_narration(reply))]
    if len(counts) < 2:
        return None
    if match.group("way").lower() == "longer":
        counts.reverse()
    return _each_smaller(counts)


def shrinking_lines(reply: str, match: re.Match[str]) -> bool:
    """Make every line shorter, in characters, than the line above it: two lines or more, a
    blank line between them breaking the run; lines of narration alone are left out unless the
    rule counts them too ("the bits about what you're doing count too"), when narration counts
    on every line."""
    if _EVERY_LINE_TOO.search(match.string):
        lines = [line.rstrip() for line in reply.strip().splitlines()]
    else:
        lines = [
            strip_narration(line).strip()
            for line in reply.strip().splitlines()
            if not line.strip() or re.search(r"[^\W_]", strip_narration(line))
        ]
    return len(lines) >= 2 and _each_smaller([len(line) for line in lines])


def alphabetical_openings(reply: str, match: re.Match[str]) -> bool | None:
    """Begin every sentence with a letter later in the alphabet than the sentence before's
    first letter (earlier, where the rule says so or asks for reverse order; the very next one,
    from A, where it asks for "the next letter"): spoken text, line by line, accents ignored."""
    pieces = _line_sentences(strip_narration(reply))
    letters = [
        unicodedata.normalize("NFKD", found.group(0))[0].lower()
        for piece in pieces
        if (found := _FIRST_WORD.search(piece))
    ]
    if match.group("next"):
        # "the next letter of the ABCs, the first with A, the second with B"
        return bool(letters) and letters == [chr(ord("a") + index) for index in range(len(letters))]
    if len(letters) < 2:
        return None
    backwards = match.group("way") == "earlier" or bool(match.group("order"))
    if backwards:
        letters.reverse()
    return all(earlier < later for earlier, later in itertools.pairwise(letters))


_FIRST_PERSON_SINGULAR = re.compile(r"\bI\b|\b(?i:me|my|mine|myself)\b")
_FIRST_PERSON_PLURAL = re.compile(r"\b(?:we|us|our|ours|ourselves)\b", re.IGNORECASE)


def first_person_plural(reply: str, match: re.Match[str]) -> bool | None:
    """Speak in the first person plural (we, us, our) and never the singular (I, me, my, mine)
    (spoken text)."""
    spoken = strip_narration(reply)
    if _FIRST_PERSON_SINGULAR.search(spoken):
        return False
    return True if _FIRST_PERSON_PLURAL.search(spoken) else None


def chained_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """Begin every sentence after the first with the last word of the one before (spoken text,
    line by line; case and marks aside)."""
    said = [
        [word for word in words_of(sentence) if re.search(r"\w", word)]
        for sentence in _spoken_sentences(reply, match)
    ]
    said = [words for words in said if words]
    if len(said) < 2:
        return None
    return all(
        later[0].lower().strip("'’") == earlier[-1].lower().strip("'’")
        for earlier, later in itertools.pairwise(said)
    )


# Words only English has among the languages a role may be asked to answer in: a reply "only in
# Portuguese" that says any of them speaks English too ("Good luck with your project!").
_ENGLISH_ONLY_WORDS = frozenset({
    "the", "and", "is", "was", "were", "of", "with", "that", "this", "you", "your", "it", "its",
    "for", "but", "not", "have", "has", "had", "will", "would", "what", "which", "who", "be",
    "are", "they", "their", "there", "here", "only", "just", "good", "luck", "anyway", "yes",
    "thanks", "thank", "please", "because", "from", "about", "into", "my", "he", "she", "we",
    "our", "them",
})  # fmt: skip


# Words of the list above that a language also has: Danish "for" (for, too), German "was" (what)
# and "will" (wants), Dutch "is" and "was", Afrikaans "my" (me).
_SHARED_WITH_ENGLISH = {
    "danish": frozenset({"for", "is", "have"}),
    "norwegian": frozenset({"for", "is"}),
    "swedish": frozenset({"is"}),
    "german": frozenset({"was", "will"}),
    "dutch": frozenset({"is", "was", "had"}),
    "afrikaans": frozenset({"is", "was", "my"}),
}


def speaks_english(text: str, besides: str = "") -> bool:
    """Whether ``text`` has a word only English has (of the words ``besides``, a language named
    in lower case, shares with English, none counts)."""
    shared = _SHARED_WITH_ENGLISH.get(besides, frozenset())
    return any(
        word.lower() in _ENGLISH_ONLY_WORDS and word.lower() not in shared
        for word in words_of(text)
    )


def only_language(reply: str, match: re.Match[str]) -> bool | None:
    """Answer only in the language the rule names, no word of English (names and figures
    aside): no word only English has, and most sentences in the language named where its words
    are known (spoken text; the narration too where the rule counts it)."""
    text = _text_the_rule_reads(reply, match)
    if not words_of(text):
        return None
    language = (match.group("language") or "").lower()
    if speaks_english(text, besides=language):
        return False
    # most sentences in the language named, where its words are known here ("Ekout mo piti. ...
    # Nou sorti vandredi 17 oktob" is Kreol, not French)
    script = _SCRIPT_OF_LANGUAGE.get("chinese" if language == "japanese" else language)
    if script is not None:
        # "all in Arabic, in Arabic letters, every single word": no letter of another script;
        # else most sentences in the language's script
        letters = re.search(r"\bin (\w+) (?:letters|script|characters)\b", match.string, re.I)
        if letters and _SCRIPT_OF_LANGUAGE.get(letters.group(1).lower()) == script:
            return not re.search(r"[A-Za-z]", text)
        in_script = [_in_script(sentence, script) for sentence in sentences_of(text)]
        return in_script.count(True) > in_script.count(False)
    said = [speaks_language(language, sentence) for sentence in sentences_of(text)]
    return not language or said.count(False) <= said.count(True)


def alternating_languages(reply: str, match: re.Match[str]) -> bool | None:
    """Sentences that take turns between two languages, the rule's first language first ("say
    your first sentence in Spanish, the next in English, the next in Spanish and so on"): a
    sentence is English where it has a word only English has (spoken text; the narration too
    where the rule counts it)."""
    first = match.group("first").lower()
    second = match.group("second").lower()
    if (first == "english") == (second == "english"):
        return None  # two languages other than English are not told apart here
    # a sentence of the other language is speech here, even one about the role
    said = sentences_of(_text_the_rule_reads(reply, match, keep="language"))
    if not said:
        return None
    english_turn = 0 if first == "english" else 1
    other = second if first == "english" else first
    return all(
        speaks_english(sentence)
        if index % 2 == english_turn
        else not speaks_english(sentence) and speaks_language(other, sentence) is not False
        for index, sentence in enumerate(said)
    )


# Words that show a sentence is in a language other than English ("la", "del", "que"): a
# sentence of names and figures alone ("So, 22 litres.") is in neither.
_OWN_WORDS = {
    "spanish": "el la los las del de que y es en por con un una muy pero está más sí aquí hay se "
    "poco nada todo",
    "portuguese": "o a os as do da de que e é em por com um uma muito mas está mais sim não",
    "french": "le la les du de des que et est en par avec un une très mais plus oui non l à au aux "
    "qui ne pas il elle",
    "italian": "il lo la gli le del della di che e è in per con un una molto ma più sì",
    "german": "der die das den dem des und ist nicht mit ein eine sehr aber auch ja nein",
}


def speaks_language(language: str, sentence: str) -> bool | None:
    """Whether ``sentence`` is in ``language`` (lower-case English name): a word of its own
    ("que", "und", "l'") or a letter of its accents; ``None`` for a language with no word list
    here."""
    own = _OWN_WORDS.get(language)
    if own is None:
        return None
    words = {word.lower() for word in re.findall(r"[^\W\d_]+", sentence)}
    return bool(words & set(own.split())) or bool(
        re.search(r"[áéíóúñãõçàèìòùâêôäöüß]", sentence, re.IGNORECASE)
    )


_HEADING = re.compile(r"(?<![\w-])([A-Z][A-Z ]*[A-Z]):")


def headed_parts(reply: str, match: re.Match[str]) -> bool:
    """Write the parts under the rule's headings ("OBSERVATION:", "CAUSE:", "NEXT STEP:"): each
    heading once, in the rule's order, no heading of another name, and nothing before the first
    where the rule says so (spoken text)."""
    asked = list(dict.fromkeys(_HEADING.findall(match.string)))  # "nothing before X:" again
    spoken = strip_narration(reply).strip()
    used = [found.group(1) for found in _HEADING.finditer(spoken)]
    if used != asked:
        return False
    if re.search(r"\bnothing before\b", match.string, re.IGNORECASE):
        return spoken.startswith(f"{asked[0]}:")
    return True


def _quoted_or_bare(text: str | None) -> str:
    return (text or "").strip().strip("\"'“”‘’").strip()


# A number bracketed as a rule asks ("[73] or [two]"), and "number one", which
# :func:`written_numbers` leaves out as a pronoun's "one".
_BRACKETED = {"square": r"\[[^\]\n]*\]", "round": r"\([^)\n]*\)", "curly": r"\{[^}\n]*\}"}
_NUMBER_ONE = re.compile(r"\bnumber one\b", re.IGNORECASE)


def bracketed_numbers(reply: str, match: re.Match[str]) -> bool:
    """Put every number in the brackets the rule names, in figures or in words ("[73] or
    [two]"): no figure and no number word outside them (spoken text; narration too where the
    rule counts it)."""
    kind = (match.group("kind") or "square").lower()
    outside = re.sub(
        _BRACKETED.get(kind, _BRACKETED["square"]), " ", _text_the_rule_reads(reply, match)
    )
    return not (figures_in(outside) or written_numbers(outside) or _NUMBER_ONE.search(outside))


def marked_sentence(reply: str, match: re.Match[str]) -> bool:
    """Mark one sentence with the rule's mark at its start (">> It was the frost: ..."), and use
    the mark nowhere else, not even to quote the rule back."""
    mark = match.group("mark")
    if reply.count(mark) != 1:
        return False
    return re.search(rf"(?:^|[.!?:]\s+|\n\s*){re.escape(mark)}\s*\S", reply.strip()) is not None


def sign_before_listed_words(reply: str, match: re.Match[str]) -> bool:
    """The rule's sign stuck right before every word of its list, each time ("🔹ladle"), one such
    word at least, and the sign before nothing else; the narration too where the rule counts it."""
    sign = match.group("sign")
    listed = re.findall(r"\bthe ([^\W\d_]+)", match.group("listed"))
    text = _text_the_rule_reads(reply, match)
    named = list(re.finditer(rf"(?<!\w)(?:{'|'.join(map(re.escape, listed))})s?(?!\w)", text, re.I))
    marked = sum(1 for found in named if text[: found.start()].endswith(sign))
    return bool(named) and marked == len(named) == text.count(sign)


def numbered_line_after_the_first_paragraph(reply: str, match: re.Match[str]) -> bool:
    """The rule's word and a number alone on a line of their own right after the first paragraph,
    an empty line above and below and more after it ("Pieza 87"), nothing else on that line (the
    narration neither), and the word nowhere else where the rule says so."""
    word = re.escape(match.group("word"))
    paragraphs = [part.strip() for part in re.split(r"\n[ \t]*\n", reply.strip())]
    if len(paragraphs) <= 2 or re.fullmatch(rf"{word} \d+", paragraphs[1]) is None:
        return False
    return not re.search(r"\bnowhere else\b", match.string, re.I) or (
        len(re.findall(rf"(?<!\w){word}(?!\w)", reply)) == 1
    )


def numbered_parts(reply: str, match: re.Match[str]) -> bool:
    """The reply in parts each opening on the rule's word and its number, 1, 2, 3 in order (as
    many parts as asked at least), the first as the very first thing and the word nowhere else;
    in its capitals where the rule says so; each heading a line of its own, the word and its
    number only, where the rule opens scenes so."""
    heading = match.group("heading")
    word = re.escape(match.group("word") or heading)
    flags = 0 if re.search(r"\bin capital letters\b", match.string, re.I) else re.IGNORECASE
    numbers = [int(found) for found in re.findall(rf"(?<!\w){word}\s+(\d+)\b", reply, flags)]
    if heading and len(re.findall(rf"^[ \t]*{word}[ \t]+\d+[ \t]*$", reply, flags | re.M)) != len(
        numbers
    ):
        return False
    return (
        len(numbers) >= count_asked(match)
        and numbers == list(range(1, len(numbers) + 1))
        and re.match(rf"\s*{word}\s+1\b", reply, flags) is not None
        and len(re.findall(rf"(?<!\w){word}(?!\w)", reply, flags)) == len(numbers)
    )


_SPACE_BEFORE_IT = re.compile(r"\bwith a space before it\b", re.IGNORECASE)


def paragraph_end_mark(reply: str, match: re.Match[str]) -> bool | None:
    """Every paragraph closing on the rule's mark, nothing after it (narration neither), a space
    before it where the rule says so, and the mark nowhere else."""
    mark = match.group("mark")
    paragraphs = _blocks(reply)
    if not paragraphs:
        return None
    before = " " if _SPACE_BEFORE_IT.search(match.string) else ""
    return reply.count(mark) == len(paragraphs) and all(
        paragraph.endswith(before + mark) for paragraph in paragraphs
    )


# "talking to her yourself as you, not about her as she": the pronouns the line may not use
_NOT_ABOUT_THEM = re.compile(r"\bnot about (?:her|him|them) as (?P<pronoun>she|he|they)\b", re.I)
_PRONOUN_FORMS = {"she": r"she|her|hers", "he": r"he|him|his", "they": r"they|them|their"}


def line_for_someone(reply: str, match: re.Match[str]) -> bool:
    """One line of its own opening on the rule's label and a colon, the label nowhere else; the
    line speaking to the person ("you") and not of them where the rule says so."""
    label = match.group("label")
    lines = [line.strip() for line in reply.splitlines() if line.strip().startswith(f"{label}:")]
    if len(lines) != 1 or reply.count(label) != 1:
        return False
    spoken_to = _NOT_ABOUT_THEM.search(match.string)
    if spoken_to is None:
        return True
    words = lines[0][len(label) + 1 :]
    of_them = _PRONOUN_FORMS[spoken_to.group("pronoun").lower()]
    return (
        re.search(r"\b(?:you|your|yours)\b", words, re.I) is not None
        and re.search(rf"\b(?:{of_them})\b", words, re.I) is None
    )


def _words_of_another_language(text: str) -> set[str]:
    """The small words of ``text`` with a letter beyond English's ("szydełko"; not "Bóg", a
    name)."""
    return {
        word.lower()
        for word in words_of(text)
        if word[0].islower() and any(not letter.isascii() and letter.isalpha() for letter in word)
    }


def glossed_words_line(reply: str, match: re.Match[str]) -> bool | None:
    """A gloss line ("Słówka: szydełko = crochet hook; krochmal = starch") closing each paragraph
    whose own words it glosses, at least one in the reply: every glossed word in the paragraph
    above it, a word glossed anywhere glossed in every paragraph that uses it, and no small
    word with letters of another language left unglossed (names aside; the narration counts)."""
    label = re.escape(match.group("label"))
    gloss = re.compile(rf"^[ \t]*{label}:(?P<entries>.*)$", re.M)
    if not gloss.search(reply):
        return False
    glossed_anywhere: set[str] = set()
    paragraphs = []
    for paragraph in _blocks(reply):
        entries = [found.group("entries") for found in gloss.finditer(paragraph)]
        text = gloss.sub(" ", paragraph)
        words = {
            entry.split("=")[0].strip().lower()
            for line in entries
            for entry in line.split(";")
            if "=" in entry
        }
        if any(word not in text.lower() for word in words):
            return False  # a gloss of a word its paragraph does not use
        glossed_anywhere |= words
        paragraphs.append((text, words))
    for text, words in paragraphs:
        used = _words_of_another_language(text) | {
            word
            for word in glossed_anywhere
            if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE)
        }
        if not used <= {part for word in words for part in (word, *word.split())}:
            return False
    return True


_ONLY_END_MARKS = re.compile(r"[.?!]*")


def first_sentence_word_closes(reply: str, match: re.Match[str]) -> bool | None:
    """The last word of the first sentence said again as the message's last word, two sentences
    at least, and nothing after it but a full stop, a question mark or an exclamation mark."""
    said = sentences_of(strip_narration(reply))
    if not said:
        return None
    first = words_of(said[0])
    whole = reply.rstrip()
    last = re.search(r"([\w'’-]+)([^\w]*)$", whole)
    return (
        len(said) >= 2
        and bool(first)
        and last is not None
        and _ONLY_END_MARKS.fullmatch(last.group(2).replace(" ", "")) is not None
        and last.group(1).lower() == first[-1].lower()
    )


_PARAGRAPH_PLACES = {"first": 0, "second": 1, "third": 2, "last": -1}


def paragraph_opens_on_word(reply: str, match: re.Match[str]) -> bool:
    """The rule's paragraph opening on its word, nothing before it (the narration neither), in
    its capital where the rule says so ("with a big S")."""
    paragraphs = _blocks(reply)
    place = _PARAGRAPH_PLACES[match.group("which").lower()]
    if len(paragraphs) <= max(place, -place - 1):
        return False
    word = match.group("word")
    flags = 0 if re.search(r"\bwith a (?:big|capital)\b", match.string, re.I) else re.I
    return re.match(rf"{re.escape(word)}(?![\w'’-])", paragraphs[place], flags) is not None


def framed_paragraphs(reply: str, match: re.Match[str]) -> bool:
    """Three paragraphs or more, the first and the last one sentence each and every one between
    them the rule's number at least (the narration no sentence, but a paragraph of its own)."""
    counts = [len(sentences_of(strip_narration(paragraph))) for paragraph in _blocks(reply)]
    return (
        len(counts) >= 3
        and counts[0] == 1
        and counts[-1] == 1
        and all(count >= count_asked(match) for count in counts[1:-1])
    )


def word_before_figures(reply: str, match: re.Match[str]) -> bool:
    """The rule's word right before every number in figures, one space between, one figure at
    least, and the word nowhere else (small or capital alike)."""
    word = re.escape(match.group("word"))
    figures = re.findall(r"(?<![\d.,])\d[\d.,]*", reply)
    marked = re.findall(rf"(?<![\w'’-]){word} \d", reply, re.IGNORECASE)
    words = re.findall(rf"(?<![\w'’-]){word}(?![\w'’-])", reply, re.IGNORECASE)
    return bool(figures) and len(marked) == len(figures) == len(words)


def closing_year_count(reply: str, match: re.Match[str]) -> bool:
    """The message ending on the rule's label and the number of years it wrote in figures before
    it (each time counted), one year at least, nothing after the number, the label nowhere
    else."""
    label = re.escape(match.group("label"))
    ending = re.search(rf"{label}:\s*(\d+)$", reply.rstrip("\n"))
    if ending is None or len(re.findall(rf"(?<![\w'’-]){label}:", reply)) != 1:
        return False
    years = re.findall(r"(?<![\d.,])(?:1[0-9]|20)\d\d(?![\d.,]?\d)", reply[: ending.start()])
    return bool(years) and int(ending.group(1)) == len(years)


def curly_apostrophes(reply: str, match: re.Match[str]) -> bool:
    """No straight apostrophe and no backwards one anywhere, and the curly one at least once."""
    return "'" not in reply and "‘" not in reply and "’" in reply


def hidden_sentence(reply: str, match: re.Match[str]) -> bool:
    """Exactly one whole sentence between the rule's two marks, the marks right against its
    first word and its closing mark, not the reply's first sentence, the marks nowhere else."""
    mark = re.escape(match.group("mark"))
    if len(re.findall(mark, reply)) != 2:
        return False
    hidden = re.search(rf"{mark}(?P<inside>\S.*?[.!?][\"'”’)]*){mark}", reply, re.DOTALL)
    if hidden is None or len(sentences_of(hidden.group("inside"))) != 1:
        return False
    return bool(words_of(strip_narration(reply[: hidden.start()])))


def alternating_speakers(reply: str, match: re.Match[str]) -> bool:
    """Every line opening on one of the two speakers' labels in turn, the asker first (each of
    its lines a question) and the answerer last, two lines of each at least, narration only on
    the answerer's lines after the label."""
    asker, answerer = f"{match.group('asker')}:", f"{match.group('answerer')}:"
    lines = [line.strip() for line in reply.splitlines() if line.strip()]
    expected = itertools.cycle((asker, answerer))
    for line in lines:
        if not line.startswith(next(expected)):
            return False
        if line.startswith(asker) and (
            strip_narration(line).strip() != line or not line.rstrip().endswith("?")
        ):
            return False
    return len(lines) >= 4 and len(lines) % 2 == 0


def figures_in_the_last_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """Every number in figures in the last sentence, one at least there, none before it (the
    spoken text)."""
    said = sentences_of(strip_narration(reply))
    if not said:
        return None
    return not any(re.search(r"\d", sentence) for sentence in said[:-1]) and bool(
        re.search(r"\d", said[-1])
    )


def closing_keywords(reply: str, match: re.Match[str]) -> bool:
    """The reply closing on the rule's mark and exactly its number of words, split by a middle
    dot, each said earlier in the reply, nothing after the last, the mark nowhere else."""
    mark = match.group("mark")
    if reply.count(mark) != 1:
        return False
    before, after = reply.split(mark)
    words = [word.strip() for word in after.strip().split("·")]
    return (
        len(words) == count_asked(match)
        and all(re.fullmatch(r"[^\W\d_][\w'’-]*", word) for word in words)
        and all(
            re.search(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", before, re.I) for word in words
        )
    )


def sentence_for_someone(reply: str, match: re.Match[str]) -> bool | None:
    """One sentence opening on the rule's label, its words after the label as many as asked at
    least and none longer than the rule's letters, the label nowhere else."""
    label = match.group("label")
    if reply.count(label) != 1:
        return False
    sentence = re.match(r"[^.!?]*[.!?]", reply[reply.index(label) + len(label) + 1 :])
    if sentence is None:
        return False
    words = words_of(sentence.group(0))
    letters = match.group("letters").lower()
    longest = NUMBER_WORDS.get(letters) or (int(letters) if letters.isdigit() else None)
    if longest is None:
        return None
    return len(words) >= count_asked(match) and all(len(word) <= longest for word in words)


_WORD_PLACES = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def mark_after_word(reply: str, match: re.Match[str]) -> bool:
    """The rule's mark right after the given word of every sentence, once in each ("a little bar
    | right after the second word of every sentence, exactly one | in every sentence"), and none
    in the narration where the rule says so."""
    mark = match.group("mark")
    spoken = strip_narration(reply)
    if re.search(r"\bno \S+ at all in the (?:bits|narration)", match.string, re.I) and (
        reply.count(mark) != spoken.count(mark)
    ):
        return False
    place = _WORD_PLACES[match.group("place").lower()]
    said = sentences_of(spoken)
    return bool(said) and all(
        sentence.count(mark) == 1 and len(words_of(sentence.split(mark)[0])) == place
        for sentence in said
    )


_MARK_KEPT = "MARKKEPTAPART"
_SPACE_EITHER_SIDE = re.compile(r"\ba space before it and a space after it\b", re.IGNORECASE)


def mark_between_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """The rule's mark between every two sentences and nowhere else ("put the little ankh ☥
    between every two of your sentences, ..., not before your first sentence and not after your
    last"): one sentence between each two marks, none before the first or after the last, and a
    space either side of each mark where the rule asks it (the spoken text)."""
    mark = match.group("mark")
    # the mark kept out of the narration's reading (two ☥ around a sentence are no brackets)
    spoken = strip_narration(reply.replace(mark, _MARK_KEPT)).replace(_MARK_KEPT, mark).strip()
    if not re.search(r"[^\W\d_]", spoken):
        return None
    if _SPACE_EITHER_SIDE.search(match.string) and re.search(
        rf"(?<! ){re.escape(mark)}|{re.escape(mark)}(?! )", spoken
    ):
        return False
    return all(len(sentences_of(stretch)) == 1 for stretch in spoken.split(mark))


def varied_sentence_openings(reply: str, match: re.Match[str]) -> bool | None:
    """No two sentences in a row opening on the same word, small or capital alike ("never start
    two sentences in a row with the same word"; a sentence opening on a quotation opens on its
    first word; the spoken text unless the rule counts the narration)."""
    openings = [
        found[0].lower()
        for sentence in sentences_of(_text_the_rule_reads(reply, match))
        if (found := words_of(sentence))
    ]
    if len(openings) < 2:
        return None
    return all(first != second for first, second in itertools.pairwise(openings))


def labelled_form(reply: str, match: re.Match[str]) -> bool:
    """The reply as a form of exactly the rule's lines, each opening on its label and a colon in
    the rule's order ("To: ... / Answer: ... / Note: ... / From: ..."), no empty line where the
    rule says so, the narration on the lines like the rest."""
    labels = re.findall(r"\b((?-i:[A-Z])[\w'’-]*):", match.string[match.start() :])
    lines = reply.strip().split("\n")
    if re.search(r"\bno empty lines?\b", match.string, re.IGNORECASE) and any(
        not line.strip() for line in lines
    ):
        return False
    lines = [line.strip() for line in lines if line.strip()]
    wanted = labels[: count_asked(match)]
    return len(lines) == len(wanted) and all(
        line.startswith(f"{label}:") for line, label in zip(lines, wanted, strict=True)
    )


def _blocks(text: str) -> list[str]:
    """The blocks of ``text`` between empty lines (no divider read as one, unlike
    :func:`_paragraphs`)."""
    return [part.strip() for part in re.split(r"\n\s*\n", text.strip()) if part.strip()]


def labelled_paragraphs(reply: str, match: re.Match[str]) -> bool:
    """Every paragraph opening on the rule's word and a colon ("Punto: ..."), in its capital
    where the rule says so, and that label nowhere else where the rule says so."""
    label = f"{match.group('label')}:"
    flags = 0 if _SPELLED_JUST_SO.search(match.string) else re.IGNORECASE
    paragraphs = _blocks(reply)
    if not paragraphs or not all(
        re.match(re.escape(label), paragraph, flags) for paragraph in paragraphs
    ):
        return False
    if re.search(r"\bnowhere else\b", match.string, re.IGNORECASE):
        return len(re.findall(re.escape(label), reply, flags)) == len(paragraphs)
    return True


def echoed_paragraphs(reply: str, match: re.Match[str]) -> bool:
    """Two paragraphs or more, each after the first opening on the last sentence of the one
    before, word for word, with nothing (no narration) before it."""
    paragraphs = _blocks(reply)
    if len(paragraphs) <= 1:
        return False
    for before, after in itertools.pairwise(paragraphs):
        said = sentences_of(strip_narration(before))
        if not said or not after.startswith(said[-1]):
            return False
    return True


def hanging_lines(reply: str, match: re.Match[str]) -> bool:
    """The first line at the left edge and every line after it indented by exactly the rule's
    number of spaces (no tab), as many lines as asked at least and no empty line where the rule
    says so; the narration is on the lines like the rest."""
    lines = reply.strip("\n").split("\n")
    if re.search(r"\bno empty lines?\b", match.string, re.IGNORECASE) and any(
        not line.strip() for line in lines
    ):
        return False
    lines = [line for line in lines if line.strip()]
    least = re.search(r"\bat least (\w+) lines\b", match.string, re.IGNORECASE)
    if least and len(lines) < (number_said(least.group(1)) or 0):
        return False
    indent = " " * count_asked(match)
    return (
        len(lines) > 1
        and not lines[0][:1].isspace()
        and all(line.startswith(indent) and not line[len(indent)].isspace() for line in lines[1:])
    )


def bracketed_blanks(reply: str, match: re.Match[str]) -> bool:
    """Leave blanks in the brackets the rule names for the user to fill in ("[your name]",
    "[the date]"), as many as it asks (at least that many unless it says exactly or at most),
    in the spoken text unless the rule counts the narration."""
    kind = (match.group("kind") or "square").lower()
    found = re.findall(
        _BRACKETED.get(kind, _BRACKETED["square"]), _text_the_rule_reads(reply, match)
    )
    # "a word inside each one": "[ ]" is no blank
    if re.search(r"\ba word (?:inside|in) (?:each|every)\b", match.string, re.IGNORECASE):
        found = [blank for blank in found if re.search(r"[^\W\d_]", blank)]
    # "a word or two inside each one": "[the price the shops on Hàng Gai set]" is more
    if re.search(
        r"\b(?:a word or two|one or two words) (?:inside|in) (?:each|every)\b", match.string, re.I
    ) and any(not 1 <= len(words_of(blank)) <= 2 for blank in found):
        return False
    # "letters only and no numbers": "[1971]" is no blank
    if re.search(r"\bletters only\b", match.string, re.I) and any(
        re.search(r"\d", blank) for blank in found
    ):
        return False
    blanks = len(found)
    asked = count_asked(match)
    bound = (match.group("bound") or "at least").lower()
    if bound == "exactly":
        return blanks == asked
    if bound in _AT_MOST:
        return blanks <= asked
    return blanks >= asked


_MARKDOWN = re.compile(
    r"^\s*(?:[-*•+]\s|\d+[.)]\s|#{1,6}\s)|\*\*[^*\n]+\*\*|__[^_\n]+__|^\s*>\s"
    r"|(?<![\w*])\*[^*\s][^*\n]*\*(?![\w*])|(?<![\w_])_[^_\s][^_\n]*_(?![\w_])",
    re.MULTILINE,
)


def no_markdown(reply: str, match: re.Match[str]) -> bool:
    """Use no markdown anywhere: no list or heading lines, no bold, no italics, no quote lines
    (a blank line between paragraphs is plain text)."""
    return _MARKDOWN.search(reply) is None


def marked_names(reply: str, match: re.Match[str]) -> bool:
    """Write every name of the kind the rule shows between its marks each time ("/Ingabe/"):
    the example's name and every name the reply marks somewhere are marked wherever they are
    said (the narration too where the rule counts it)."""
    mark = match.group("mark")
    text = _text_the_rule_reads(reply, match)
    marked = set(re.findall(rf"{re.escape(mark)}([A-Z][\w'-]*){re.escape(mark)}", text))
    names = marked | {match.group("example").strip(mark)}
    return all(
        len(re.findall(rf"(?<![\w'-]){re.escape(name)}(?![\w-])", text))
        == text.count(f"{mark}{name}{mark}")
        for name in names
    )


def wrapped_in_tags(reply: str, match: re.Match[str]) -> bool:
    """The whole reply between the rule's tags ("<p>" at the very start, "</p>" at the very end),
    nothing before or after them, each tag once."""
    opening, closing = match.group("open"), match.group("close")
    text = reply.strip()
    return (
        text.startswith(opening)
        and text.endswith(closing)
        and text.count(opening) == 1
        and text.count(closing) == 1
        and bool(text[len(opening) : -len(closing)].strip())
    )


def hyphen_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """A word joined with a hyphen in every sentence said ("grand-mère", "sun-dried")."""
    return _in_every_sentence(reply, match, re.compile(r"[^\W\d_]-[^\W\d_]").search)


# The marks a letter may carry, by the names rules give them, as the combining marks they
# decompose to ("ř" is "r" and a háček).
_DIACRITICS = {
    "hacek": "\u030c",
    "caron": "\u030c",
    "umlaut": "\u0308",
    "diaeresis": "\u0308",
    "cedilla": "\u0327",
    "acute": "\u0301",
    "grave": "\u0300",
    "tilde": "\u0303",
    "circumflex": "\u0302",
    "ogonek": "\u0328",
    "breve": "\u0306",
    "macron": "\u0304",
    "ring": "\u030a",
}


def diacritic_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """A letter with the rule's mark in every sentence said ("a letter with a háček": č, ř, š, ž,
    ě, ď, ť or ň; "á" or "ů" is no háček)."""
    named = match.group("mark") or match.group("mark_after")
    plain = "".join(letter for letter in plain_letters(named) if letter.isalpha())
    mark = _DIACRITICS[next(name for name in _DIACRITICS if plain.startswith(name))]
    return _in_every_sentence(
        reply, match, lambda sentence: mark in unicodedata.normalize("NFD", sentence)
    )


# Pairs of opposites, each pair's two words to be found in one sentence ("old and new", "the
# first and the last"); colours are no pair but black and white.
_OPPOSITE_PAIRS: list[tuple[str, str]] = re.findall(
    r"(\w+)/(\w+)",
    (
        "old/new old/young first/last small/big small/large little/big wet/dry day/night "
        "days/nights buy/sell bought/sold far/near morning/evening light/dark hot/cold warm/cold "
        "up/down rich/poor high/low long/short early/late open/shut open/closed black/white "
        "good/bad good/evil love/hate hard/soft heavy/light fast/slow quick/slow start/end "
        "beginning/end come/go came/went give/take gave/took alive/dead living/dead life/death "
        "born/died push/pull sweet/sour sweet/bitter full/empty thick/thin fat/thin wide/narrow "
        "deep/shallow strong/weak clean/dirty happy/sad laugh/cry laughed/cried win/lose won/lost "
        "summer/winter spring/autumn sunrise/sunset above/below over/under top/bottom front/back "
        "inside/outside north/south east/west man/woman men/women boy/girl boys/girls "
        "question/answer yesterday/tomorrow past/future before/after always/never "
        "everything/nothing friend/enemy true/false truth/lie war/peace rise/fall heaven/earth "
        "land/sea together/apart same/different easy/hard loud/quiet noise/silence more/less "
        "many/few most/least best/worst better/worse give/get asked/answered lend/borrow "
        "sent/received found/lost remember/forget remembered/forgot wise/foolish young/elderly "
        "new/used raw/cooked ripe/green"
    ),
)


def opposites_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """Both words of a pair of opposites in every sentence said ("old and new", "the first rain
    and the last"; "red and gold" is no pair)."""

    def holds_a_pair(sentence: str) -> bool:
        words = {word.lower() for word in re.findall(r"[^\W\d_]+", sentence)}
        return any(one in words and other in words for one, other in _OPPOSITE_PAIRS)

    return _in_every_sentence(reply, match, holds_a_pair)


def quoted_lines(reply: str, match: re.Match[str]) -> bool:
    """Every line of the whole reply a markdown quotation: the empty lines between paragraphs
    open on ">" too, and every line with words on "> " ("Awan" bare under quoted lines, or a
    quote run on under its first line, is not)."""
    lines = [line.rstrip() for line in reply.strip().splitlines()]
    return bool(lines) and all(
        line.startswith(">") and (not line.lstrip("> ") or re.match(r">+ ", line)) for line in lines
    )


# A markdown quotation's line: "> " and words, nothing before the mark but spaces.
_QUOTE_LINE = re.compile(r"\s*>+ +\S")


def one_quote_line(reply: str, match: re.Match[str]) -> bool:
    """Exactly one line of the reply a markdown quotation, "> " and words, and no other line
    opening on ">"."""
    opening = [line for line in reply.splitlines() if line.lstrip().startswith(">")]
    return len(opening) == 1 and _QUOTE_LINE.match(opening[0]) is not None


def lines_end_with_full_stop(reply: str, match: re.Match[str]) -> bool:
    """End every line of the whole reply that holds anything on a full stop, the last thing on it
    (an action, a closing quotation mark, an emoji or an ellipsis after or in its place breaks
    it)."""
    lines = [line.rstrip() for line in reply.splitlines() if line.strip()]
    return bool(lines) and all(line.endswith(".") and not line.endswith("..") for line in lines)


def quote_lines_at_least_one(reply: str, match: re.Match[str]) -> bool:
    """One line of the reply at least a markdown quotation, "> " and words, with nothing before
    the mark on its line (an action before it is before it)."""
    return any(_QUOTE_LINE.match(line) for line in reply.splitlines())


# A spelling in brackets after a name: "Sonogno (S-O-N-O-G-N-O)"; the letters run together in
# capitals ("(PEDRAZZINI)") are a spelling without its dashes.
_SPELLING = re.compile(r"\((?P<letters>[^\W\d_](?:-[^\W\d_])+|(?-i:[A-Z]{2,}))\)")
_NAME_WORD = re.compile(r"(?<![\w'’-])(?-i:[A-Z])[^\W\d_]*(?:['’-][^\W\d_]+)*")


def _letters(text: str) -> str:
    """The letters of ``text``, upper case, without their marks ("São" is "SAO")."""
    return "".join(letter for letter in plain_letters(text) if letter.isalpha()).upper()


def spelled_names(reply: str, match: re.Match[str]) -> bool | None:
    """Every name of a person or a place said followed by its spelling in brackets, letter by
    letter with dashes ("Ivo (I-V-O)"): a spelling that is not the name's letters, one without
    its dashes, or a name inside a sentence left unspelled breaks it (a sentence's first word, a
    month or a day may be no name); undecided where no name is said inside a sentence and none
    is spelled."""
    text = _text_the_rule_reads(reply, match)
    spellings = list(_SPELLING.finditer(text))
    spelled_spans = []
    for spelling in spellings:
        letters = spelling.group("letters")
        if "-" not in letters:
            return False
        before = text[: spelling.start()].rstrip()
        names = list(_NAME_WORD.finditer(before))
        wanted = _letters(letters)
        # the name may be of more than one word ("Val Verzasca")
        matched = next(
            (
                start
                for count in range(1, 4)
                if len(names) >= count
                and _letters(before[(start := names[-count].start()) :]) == wanted
            ),
            None,
        )
        if matched is None:
            return False
        spelled_spans.append((matched, spelling.end()))
    for name in _NAME_WORD.finditer(text):
        if any(start <= name.start() < end for start, end in spelled_spans):
            continue
        before = text[: name.start()]
        opens_a_sentence = re.search(r"(?:^|[.!?:;…]\s+|\n\s*)\W*$", before) is not None
        if (
            opens_a_sentence
            or name.group(0) == "I"
            or re.search(r"[\"'“‘«‹]$", before)
            or re.fullmatch(rf"{_WEEKDAY}|{_MONTH}", name.group(0), re.IGNORECASE)
        ):
            continue
        return False
    # a reply that names nobody inside a sentence, and spells nothing, shows nothing of the rule
    return True if spellings else None


_WEEKDAY_NAME = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.IGNORECASE)


def weekday_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """A day of the week named in every sentence said ("Sunday", "Sundays"; not "the weekend",
    nor a date)."""
    return _in_every_sentence(reply, match, _WEEKDAY_NAME.search)


def suffixed_word_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """A word with the rule's ending in every sentence said ("-je": "bootje", "kopje"), longer
    than the ending itself."""
    ending = re.escape(match.group("suffix"))
    found = re.compile(rf"\b[^\W\d_]+{ending}\b", re.IGNORECASE)
    return _in_every_sentence(reply, match, found.search)


def sentence_ends_as_it_begins(reply: str, match: re.Match[str]) -> bool | None:
    """Every sentence said ends on the word it begins with ("Music is what the pipes make for
    the music."), compared without case or marks; a form of the word ("Played ... play") is
    another word."""

    def ringed(sentence: str) -> bool:
        words = [word.lower() for word in words_of(sentence)]
        return len(words) >= 2 and words[0] == words[-1]

    return _in_every_sentence(reply, match, ringed)


def task_list_lines(reply: str, match: re.Match[str]) -> bool:
    """At least N lines of the reply opening on the rule's box ("- [x] ") and words; boxes along
    one line, or bullets with no box, are none."""
    box = re.escape(match.group("box"))
    ticked = re.findall(rf"^\s*-\s{box}\s+\S", reply, re.MULTILINE | re.IGNORECASE)
    return len(ticked) >= count_asked(match, default=1)


def confidence_line(reply: str, match: re.Match[str]) -> bool:
    """The reply's last line only the rule's label, a number and "%" ("Yakin: 90%"): sureness
    in words, or the figure at the end of a line of speech, is not it."""
    label = re.escape(match.group("label").strip())
    lines = [line.strip() for line in reply.strip().splitlines() if line.strip()]
    return bool(lines) and re.fullmatch(rf"{label}\s*:\s*\d{{1,3}}\s*%", lines[-1]) is not None


# A speaker's line of a script: "Gohar: It was my khala Sabzal", "Jalal: Not Quetta, Mās?".
_SPEAKERS_LINE = re.compile(r"\s*(?P<speaker>[^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,2}):\s+\S")


def script_lines(reply: str, match: re.Match[str]) -> bool:
    """The reply as a script: every line with words on it (the narration left out) opens on a
    speaker's name and a colon, and at least two speakers take part."""
    lines = [line for line in _filled_lines(strip_narration(reply)) if re.search(r"[^\W_]", line)]
    speakers = [_SPEAKERS_LINE.match(line) for line in lines]
    return (
        bool(lines)
        and all(speakers)
        and len({found.group("speaker") for found in speakers if found}) >= 2
    )


def boxed_answer(reply: str, match: re.Match[str]) -> bool:
    """A closed "\\boxed{...}" holding something, in what is said."""
    return re.search(r"\\boxed\{[^{}]*[^\s{}][^{}]*\}", strip_narration(reply)) is not None


_ITALIC_SPAN = re.compile(r"(?<![*\w])\*(?!\s)([^*\n]{1,40}?)(?<!\s)\*(?![*\w])")


def italic_words(reply: str, match: re.Match[str]) -> bool | None:
    """The words the rule names set in italics between single stars ("*dovar*"): none of the
    words set so, nor of those the rule shows so ("like *saudade*"), said bare elsewhere; words in
    bold instead break it, and a reply with no such word at all is undecided."""
    # a word or three between single stars is no narration here
    spans = [found for found in _ITALIC_SPAN.finditer(reply) if len(found.group(1).split()) <= 3]
    shown = {
        word.lower()
        for found in _ITALIC_SPAN.finditer(match.string)
        for word in words_of(found.group(1))
    }
    italic = {word.lower() for found in spans for word in words_of(found.group(1))}
    outside = _text_the_rule_reads(_outside_spans(reply, [found.span() for found in spans]), match)
    if any(word.lower() in italic | shown for word in words_of(outside)):
        return False
    if not spans:
        return False if re.search(r"\*\*[^*\n]+\*\*", reply) else None
    return True


def space_before_marks(reply: str, match: re.Match[str]) -> bool:
    """A space before every "?", "!", ":" and ";" said ("Pardi !", "Escouta :"); a mark after
    another ("?!"), a time's colon ("12:30") or a link's ("https://") aside. A reply with no such
    mark leaves nothing unspaced."""
    text = _text_the_rule_reads(reply, match)
    for found in re.finditer(r"[?!:;]", text):
        before = text[found.start() - 1 : found.start()]
        after = text[found.end() : found.end() + 1]
        if before in ("", " ", "\u00a0", "\u202f", "?", "!") or (
            found.group(0) == ":" and ((before.isdigit() and after.isdigit()) or after == "/")
        ):
            continue
        return False
    return True


_ENGLISH_TENS = re.compile(r"\b(?:thirty|forty|fifty|sixty|seventy|eighty|ninety)", re.IGNORECASE)


def numbers_in_twenties(reply: str, match: re.Match[str]) -> bool:
    """Every number in twenties ("twice twenty", "three twenties and ten"): no figure, and none
    of the English tens from thirty to ninety."""
    text = _text_the_rule_reads(reply, match)
    return not re.search(r"\d", text) and not _ENGLISH_TENS.search(text)


# American spellings (the British spelled otherwise): -or for -our, -er for -re, "gray", a
# single l before -ed/-ing/-er, -ize and -yze, and words spelled their own way.
_AMERICAN_SPELLING = re.compile(
    r"\b(?:(?:col|fav|flav|hon|hum|lab|neighb|rum|harb|behavi|arm|vap|od|endeav|parl|splend"
    r"|val|vig|sav|cand|clam|glam|ferv|ranc|tum)or(?:s|ed|ing|ite|ites|ful|less|hood|able|ably)?"
    r"|(?:cent|theat|met|lit|fib|calib|somb|meag|sab|lust|spect|kilomet|centimet|millimet)ers?"
    r"|gray(?:s|er|est|ish|ed|ing)?"
    r"|(?:trav|canc|lab|mod|jew|fu|lev|marv|quarr|tunn|shov|pan|chis|du|grov|rev|yod)el(?:ed|ing"
    r"|er|ers)|(?:sign|di|equ|tot|riv)al(?:ed|ing)"
    r"|\w{2,}iz(?:e|es|ed|ing|ation|ations|er|ers)|\w+yz(?:e|es|ed|ing|er|ers)"
    r"|defense|offense|pretense|jewelry|catalog|plow(?:s|ed|ing)?|mold(?:s|y|ed|ing)?|skeptic\w*"
    r"|aluminum|pajamas|mustache|cozy|maneuver\w*|fetus|anemi\w+|pediatric\w*|esthetic\w*"
    r"|programs?|woolen|licorice)\b",
    re.IGNORECASE,
)
# Words spelled alike on both sides that the patterns above would take for American ones, and
# words the British spell so in one sense ("a gas meter", "a computer program"): these count only
# where the rule names them.
_SPELLED_ALIKE = frozenset(
    {"prize", "prizes", "prized", "seize", "seized", "seizes", "seizing", "capsize", "capsized",
     "capsizing", "maize", "baize", "downsize", "downsized", "oversize", "oversized", "outsize",
     "resize", "resized", "belize", "meter", "meters", "program", "programs"}
)  # fmt: skip


def british_spelling(reply: str, match: re.Match[str]) -> bool:
    """English spelled the British way over the whole reply: no American spelling ("color",
    "gray", "center", "traveled", "realize", "analyze", "defense"); words spelled alike on both
    sides ("size", "prize") do not count, and a reply with no word that differs keeps it."""
    named = {word.lower() for word in re.findall(r"\b\w+\b", match.string)}
    for found in _AMERICAN_SPELLING.finditer(reply):
        word = found.group(0).lower()
        if word not in _SPELLED_ALIKE or word in named:
            return False
    return True


def stepped_lines(reply: str, match: re.Match[str]) -> bool:
    """The reply stepped down the page: at least the rule's number of lines, the first at the
    left edge, each next one starting the rule's number of spaces further in than the one above
    (the narration on a line counts as its text); an empty line breaks the steps."""
    lines = reply.strip("\n").rstrip().splitlines()
    step = count_asked(match, default=2)
    least = number_said(match.group("least") or "") or 2
    indents = [len(line) - len(line.lstrip(" ")) for line in lines]
    return (
        len(lines) >= least
        and all(line.strip() for line in lines)
        and indents[0] == 0
        and all(later - earlier == step for earlier, later in itertools.pairwise(indents))
    )


def framed_lines(reply: str, match: re.Match[str]) -> bool:
    """The reply inside a drawn frame: a first and a last line of the rule's mark alone, at least
    the rule's number of them, and every line between them opening on the rule's side mark."""
    lines = [line.strip() for line in reply.strip().splitlines()]
    border = re.compile(rf"{re.escape(match.group('mark'))}{{{count_asked(match)},}}")
    side = match.group("side")
    return (
        len(lines) >= 3
        and border.fullmatch(lines[0]) is not None
        and border.fullmatch(lines[-1]) is not None
        and all(line.startswith(side) for line in lines[1:-1])
    )


def wrapped_in_mark(reply: str, match: re.Match[str]) -> bool:
    """The reply opening on the rule's sign and closing on it ("begin every message with the yaz ⵣ
    and end it with the yaz ⵣ"), or on the other sign it names for the end ("start every message
    with the little pot 🏺 and end it with the little horse 🐴"): nothing but spaces before the
    first, nor after the last, not even a full stop."""
    mark = match.group("mark")
    close = match.group("close") or mark
    said = reply.strip()
    return len(said) > len(mark) + len(close) and said.startswith(mark) and said.endswith(close)


def every_sentence_twice(reply: str, match: re.Match[str]) -> bool | None:
    """Every sentence said twice in a row, the same words ("I made it myself, poig. I made it
    myself, poig."): the spoken sentences in pairs, each pair alike but for case and marks."""
    said = [" ".join(words_of(sentence)).lower() for sentence in _spoken_sentences(reply, match)]
    if not said:
        return None
    return len(said) % 2 == 0 and all(
        first == second for first, second in zip(said[::2], said[1::2], strict=True)
    )


def listed_word_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """One of the rule's words in every sentence said ("north, south, east or west"; "north-east"
    and "westward" count)."""
    words = [word for word in re.split(r",? or |, ", match.group("words")) if word]
    found = re.compile(rf"\b(?:{'|'.join(map(re.escape, words))})", re.IGNORECASE)
    return _in_every_sentence(reply, match, found.search)


_MARKDOWN_HEADING = re.compile(r"^\s*#{1,6} +\S", re.MULTILINE)


def markdown_headings(reply: str, match: re.Match[str]) -> bool:
    """At least N markdown headings, each on a line of its own (two where the rule says "at least
    one more heading further down"), with as many "#" as the rule shows ("starting with ##": "#
    The year" is not one)."""
    wanted = count_asked(match) if match.group("count") else 2
    shown = re.search(r"(?<![\w#])(#{1,6})(?![\w#])", match.string)
    marks = rf"{shown.group(1)}(?!#)" if shown else "#{1,6}"
    return len(re.findall(rf"^\s*{marks} +\S", reply, re.MULTILINE)) >= wanted


def one_word_first_line(reply: str, match: re.Match[str]) -> bool | None:
    """One word alone on the reply's first line, before anything else, narration too ("Chato",
    "Guayabillo!"; not "Guayabillo, mija." nor an action first)."""
    lines = _filled_lines(reply)
    if not lines:
        return None
    return len(lines[0].split()) == 1 and len(words_of(lines[0])) == 1


def letter_lines(reply: str, match: re.Match[str]) -> bool:
    """Open with the rule's first line ("the first line is 'Dear friend,'") and close with its
    last ("the last line is your name, Catriona"), each a line of its own, with nothing before
    or after; lines of narration alone count where the rule says so ("not even an action")."""
    text = _text_the_rule_reads(reply, match)
    lines = _filled_lines(text)
    if not lines:
        return False
    first = _quoted_or_bare(match.group("first") or match.group("first2"))
    last = _quoted_or_bare(match.group("last") or match.group("last2"))
    if first and lines[0].rstrip(",:;!. ") != first.rstrip(",:;!. "):
        return False
    return not last or lines[-1].rstrip(",:;!. ") == last.rstrip(",:;!. ")


_CHOICE = re.compile(r"[\"“]([^\"“”\n]+)[\"”]|[‘']([^‘’\n]+?)['’](?!\w)|«([^«»\n]+)»")


def _choices_of(match: re.Match[str]) -> list[str]:
    """The phrases a rule offers to choose among, quoted ("'My answer is yes.', 'My answer is
    no.' or 'My answer is maybe.'") or bare ("YES or NO")."""
    given = match.group("choices")
    choices = ["".join(quoted) for quoted in _CHOICE.findall(given)] or re.split(
        r" or (?:an? )?", given
    )
    return [choice.strip() for choice in choices if choice.strip()]


def starts_with_one_of(reply: str, match: re.Match[str]) -> bool:
    """Open with one of the rule's phrases, word for word, quoted ("one of these three verdicts:
    'Yes, that was it', 'No, that was not it' or 'Only partly'") or bare ("YES or NO"): the
    spoken text, opening quotes and markdown marks ignored, case-insensitive, the phrase whole
    ("Nothing" does not open with "no")."""
    spoken = strip_narration(reply).lstrip("\"'“‘*_ ").lower()
    return any(
        re.match(rf"{re.escape(choice.lower())}(?!\w)", spoken) for choice in _choices_of(match)
    )


def ends_with_one_of(reply: str, match: re.Match[str]) -> bool:
    """End on one of the rule's phrases, word for word, its own full stop too ("My answer is
    no.", not "My answer is no, Kind." nor "My answer: no."): the whole reply's last words where
    the rule says nothing may come after it (narration after it breaks it), else the spoken
    text's, closing quotes and emojis aside."""
    if _NOTHING_AFTER.search(match.string):
        text = reply.rstrip()
    else:
        text = without_trailing_decoration(strip_narration(reply).rstrip()).rstrip("\"'”’")
    return any(
        re.search(rf"(?<!\w){re.escape(choice)}{'' if choice[-1] in '.!?' else '[.!]?'}\Z", text)
        for choice in _choices_of(match)
    )


# "and none of the three anywhere else", "and that sentence nowhere else in the message"
_NONE_OF_THEM_ELSEWHERE = re.compile(
    r"\b(?:none of (?:the|them|those|these)(?: \w+)? anywhere else|nowhere else)\b", re.IGNORECASE
)


def closing_line_of_one_of(reply: str, match: re.Match[str]) -> bool:
    """End on a line of its own that is one of the rule's phrases, word for word (with the full
    stop the rule adds: "«My answer is no» ..., with a full stop after it"), nothing after it,
    narration neither; and none of the phrases before it where the rule says none anywhere else
    ("My answer is no, Marisol." or "... so my answer is no." on the last line is not it)."""
    lines = [line.strip() for line in reply.strip().splitlines() if line.strip()]
    choices = _choices_of(match)
    stop = "." if match.group("stop") else ""
    wanted = {choice if choice[-1] in ".!?" else choice + stop for choice in choices}
    if not lines or lines[-1] not in wanted:
        return False
    if _NONE_OF_THEM_ELSEWHERE.search(match.string):
        before = "\n".join(lines[:-1]).lower()
        return not any(choice.rstrip(".!?").lower() in before for choice in choices)
    return True


# "each ending on its full stop", "with its full stop"
_WITH_ITS_STOP = re.compile(
    r"\b(?:ending|ends?) (?:on|with) (?:its|a|the) full stop\b|\bwith (?:its|a|the) full stop\b",
    re.IGNORECASE,
)


def includes_one_of(reply: str, match: re.Match[str]) -> bool:
    """Say one of the rule's phrases, word for word, and no other of them ("put one of these
    three sentences word for word, 'My answer is yes', 'My answer is no' or 'My answer is
    maybe'"): a phrase said with a comma where the rule wants its full stop ("My answer is no,
    koukla mou") is not it, and two of the phrases in one reply break the rule (spoken text,
    case-insensitive)."""
    text = strip_narration(reply)
    stop_asked = _WITH_ITS_STOP.search(match.string) is not None
    used: set[str] = set()
    for choice in _choices_of(match):
        for found in re.finditer(rf"(?<!\w){re.escape(choice)}(?!\w)", text, re.IGNORECASE):
            if stop_asked and choice[-1] != "." and not text.startswith(".", found.end()):
                return False
            used.add(choice.lower())
    return len(used) == 1


GREETING_WORDS = (
    r"hello|hi|hey|hiya|howdy|greetings|welcome|good (?:morning|afternoon|evening|day)"
    r"|nice to (?:see|meet) you|(?:lovely|good|great) to see you|namaste|ciao|salaam|bonjour"
    r"|hola|aloha|g'day"
)
"""Greetings in many tongues ("Namaste", "Good morning"), as a pattern's alternatives."""
GREETING = re.compile(
    rf"\b(?:{GREETING_WORDS}|namaskar|selam|salut|servus|hallo|kia ora|jambo|mabuhay)\b",
    re.IGNORECASE,
)
_GOODBYE = re.compile(
    r"\b(?:good-?bye|bye(?:-bye)?|farewell|so long|see you(?: (?:soon|later|again|tomorrow|"
    r"next \w+))?|take care|until (?:next time|we meet again|tomorrow)|cheerio|ta-ra|adi[oó]s"
    r"|ciao|au revoir|à bientôt|hasta (?:luego|la vista|pronto)|tsch[üu]ss|auf wiedersehen"
    r"|safe travels|go well|god speed|godspeed|good night|be well|phir (?:milenge|bhetaula))\b",
    re.IGNORECASE,
)


def starts_with_greeting(reply: str, match: re.Match[str]) -> bool:
    """Open with a greeting ("Namaste, dai!", "Good morning"): the spoken text's first words,
    before anything else is said."""
    said = sentences_of(strip_narration(reply))
    if not said:
        return False
    found = GREETING.search(said[0])
    return found is not None and len(words_of(said[0][: found.start()])) <= 1


def ends_with_goodbye(reply: str, match: re.Match[str]) -> bool:
    """Close with a goodbye ("Goodbye, bhai!", "Phir bhetaula, dai, goodbye!"), nothing after
    it: the whole reply's last sentence, narration included (an action after the goodbye comes
    after it)."""
    spans = find_narration(reply)
    if spans and not reply[spans[-1].end :].strip(" \t\n.!?…"):
        return False
    said = sentences_of(strip_narration(reply))
    return bool(said) and _GOODBYE.search(said[-1]) is not None


_LETTERS_ONLY = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def alliterative_openings(reply: str, match: re.Match[str]) -> bool | None:
    """Open every sentence on N words that begin with the same letter ("Carved carefully",
    "Beads before brass"; spoken text, sentence by sentence, case-insensitive)."""
    wanted = count_asked(match)
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    for sentence in said:
        firsts = [word[0].lower() for word in words_of(sentence)[:wanted]]
        if len(firsts) < wanted or len(set(firsts)) != 1:
            return False
    return True


def alliteration(reply: str, match: re.Match[str]) -> bool:
    """Put N words in a row, inside one sentence, that begin with the same letter ("big black
    bulls"; commas between them do not break the run, a word between them does; spoken text)."""
    wanted = allowed_count(match)
    for sentence in sentences_of(strip_narration(reply)):
        run, letter = 0, ""
        for token in re.findall(r"\S+", sentence):
            word = _LETTERS_ONLY.search(token)
            first = word.group(0)[0].lower() if word and word.start() == 0 else ""
            run = run + 1 if first and first == letter else (1 if first else 0)
            letter = first
            if run >= wanted:
                return True
    return False


def ordered_openings(reply: str, match: re.Match[str]) -> bool | None:
    """Open sentences with the rule's words, in its order, each once ("three of your sentences
    must open with the words First, Then and Finally, in that order, and no other sentence may
    open with any of those three words"): the words that open the spoken sentences, among the
    rule's, are exactly the rule's, in order."""
    asked = [word.lower() for word in re.findall(r"[A-Z][\w'-]*", match.group("words"))]
    said = sentences_of(strip_narration(reply))
    if not said:
        return None
    opened = [
        first
        for sentence in said
        if (first := (words_of(sentence)[:1] or [""])[0].lower()) in asked
    ]
    return opened == asked


def _listed_words(listed: str) -> list[str]:
    """The words of a list in a rule ("primo, deuxio, tertio", "primo and deuxio", "na or nei",
    "'nahi' or 'mat'"), lower-cased, without the quotation marks around them."""
    return [
        word.lower().rstrip("'")
        for word in re.findall(r"[^\W\d_][\w'-]*", listed)
        if word not in ("and", "or")
    ]


def ordinal_markers(reply: str, match: re.Match[str]) -> bool | None:
    """Set the points out with the rule's markers, in its order ("put your points in order with
    primo, deuxio, tertio ..., at least primo and deuxio"): each marker it requires (those
    after "at least", else all) is said as a word of its own, and the markers said come in the
    rule's order (spoken text; "Premièrement" or "1°" is another marker)."""
    markers = _listed_words(match.group("words"))
    least = match.group("least")
    required = [word for word in _listed_words(least) if word in markers] if least else markers
    said = [word.lower() for word in words_of(strip_narration(reply))]
    if not said:
        return None
    firsts = {marker: said.index(marker) for marker in markers if marker in said}
    if any(marker not in firsts for marker in required or markers):
        return False
    ordered = sorted(firsts, key=firsts.__getitem__)
    return ordered == [marker for marker in markers if marker in firsts]


_SUBSTITUTE_PAIR = re.compile(
    r"[\"'“‘]?(?P<new>[^\W\d_][\w'-]*)[\"'”’]? (?:(?:every time|each time|whenever) (?:u|you) "
    r"(?:would|'d) (?:say|write|use)|for|instead of|in place of) [\"'“‘]?(?P<old>[^\W\d_][\w'-]*)",
    re.IGNORECASE,
)


def substituted_words(reply: str, match: re.Match[str]) -> bool | None:
    """Say the rule's word in place of another each time ("say sää every time you would say you,
    and sun for your"): none of the replaced words is said (a word of its own, any case), and
    at least one of their stand-ins is; a reply with neither cannot tell (spoken text, the
    narration too where the rule counts it)."""
    pairs = [
        (found.group("new").lower(), found.group("old").lower())
        for found in _SUBSTITUTE_PAIR.finditer(match.group("pairs"))
    ]
    said = {word.lower() for word in words_of(_text_the_rule_reads(reply, match))}
    if any(old in said for _, old in pairs):
        return False
    return True if any(new in said for new, _ in pairs) else None


_WORD_CAPITALISED = r"[A-Z][a-z][\w'-]*"
_WORD_IN_CAPITALS = r"[A-Z][A-Z'-]*[A-Z]"


# A place named where it is lowered: "anybody in Rize", "down towards Trabzon".
_PLACE_AFTER_A_PREPOSITION = re.compile(
    r"\b(?:in|at|near|towards?|around|beyond|below|above|behind) (?:the )?"
    # not a month, a day or a feast ("in May", "at Christmas")
    rf"(?!(?i:{_MONTH}|{_WEEKDAY}|christmas|easter|ramadan|eid|mass|god)\b)"
    r"(?P<place>(?-i:[A-ZÀ-Þ])(?-i:[a-zß-ÿ])[\w'’-]*)"
    # "the Black Sea", "the Kaçkar Mountains"
    r"|\bthe (?P<named>(?-i:[A-ZÀ-Þ][a-zß-ÿ][\w'’-]*)) "
    r"(?:Sea|Ocean|River|Lake|Mountains?|Valley|Hills?"
    r"|Coast|Gulf|Bay|Islands?)\b"
)


def place_names_in_capitals(reply: str, match: re.Match[str]) -> bool:
    """Every place name said in capitals ("write every place name you say in capital letters,
    like RIZE, TRABZON"): none of the places the rule shows, nor any the reply writes in capitals
    elsewhere, written otherwise, and no place after "in", "at", "near" or "towards" left in small
    letters (spoken text)."""
    text = strip_narration(reply)
    shown = {word.lower() for word in re.findall(rf"\b{_WORD_IN_CAPITALS}\b", match.string)}
    capitals = {
        word.lower() for word in re.findall(rf"\b{_WORD_IN_CAPITALS}\b", text) if len(word) > 2
    }
    lowered = {word.lower() for word in re.findall(rf"\b{_WORD_CAPITALISED}\b", text)}
    if lowered & (shown | capitals):
        return False
    if _A_PLACE_IN_EVERY.search(match.string) and not capitals:
        return False  # "name at least one place in every message"
    if _PEOPLE_AS_USUAL.search(match.string) and _KIN_IN_CAPITALS.search(text):
        return False  # "the way my mother TOUDA did it" where people's names stay as they are
    return _PLACE_AFTER_A_PREPOSITION.search(text) is None


_A_PLACE_IN_EVERY = re.compile(r"\bat least one place\b|\ba place in (?:every|each)\b", re.I)
_PEOPLE_AS_USUAL = re.compile(
    r"\bpeople'?s names (?:stay|stays|remain|are|keep)\b|\bnot (?:for )?people\b", re.IGNORECASE
)
_KIN_IN_CAPITALS = re.compile(
    r"\b(?i:my|your|his|her|our|the) (?i:mother|father|sister|brother|aunt|uncle|grandmother"
    r"|grandfather|son|daughter|wife|husband|cousin|neighbour|teacher|friend)\s+[A-ZÀ-Þ]{3,}\b"
    r"|\b(?:Mr|Mrs|Ms|Dr|Sidi|Lalla)\.? [A-ZÀ-Þ]{3,}\b"
)


def names_in_capitals(reply: str, match: re.Match[str]) -> bool | None:
    """Write people's names in capitals, every one ("write people's names in CAPITALS, every
    single one, just people, not places"): no name the reply writes in capitals somewhere is
    written otherwise elsewhere, no name set in a list beside names in capitals or called out
    to the one spoken to ("Ebo, Baraka, ...") is left as it is, and, where the rule says
    places are not meant, no place ("from KILWA", "at KIBITI") is in capitals (spoken text).
    A reply with a name in capitals passes those checks; one with none and no name it calls
    out cannot tell. Where the rule keeps people's names as they are ("but people's names stay
    normal"), its names in capitals are places', read by the place rule: nothing to break here."""
    if _PEOPLE_AS_USUAL.search(match.string):
        return True
    text = strip_narration(reply)
    capitals = {word for word in re.findall(rf"\b{_WORD_IN_CAPITALS}\b", text) if len(word) > 2}
    lowered_capitals = {word.lower() for word in capitals}
    named = {word for word in re.findall(rf"\b{_WORD_CAPITALISED}\b", text)}
    if any(word.lower() in lowered_capitals for word in named):
        return False
    listed_beside = re.search(
        rf"\b{_WORD_IN_CAPITALS}(?:, | and | & ){_WORD_CAPITALISED}\b"
        rf"|\b{_WORD_CAPITALISED} (?:and|&) {_WORD_IN_CAPITALS}\b",
        text,
    )
    called_out = [
        word
        for pair in re.findall(
            rf"(?:^|[.!?]\s+)[A-Z]\w*,\s+({_WORD_CAPITALISED})[,!]|,\s+({_WORD_CAPITALISED})[.!?]"
            r"(?:\s|$)",
            text,
        )
        for word in pair
        # days and months are no person's names
        if word and not re.fullmatch(rf"{_WEEKDAY}|{_MONTH}", word, re.IGNORECASE)
    ]
    # the title in front of a name in capitals too, where the rule says so ("with the Tonton or
    # the Alhadji in front of it"): "Tonton MAHAMAT" leaves it out
    title_left = re.search(
        r"\bin front of (?:it|them|the name)\b|\btitles?\b", match.string
    ) and any(
        # not a sentence's first word ("Tell ZAKARIA to meet the bus")
        not re.search(r"(?:^|[.!?:]\s+)\W*$", text[: found.start()])
        for found in re.finditer(rf"\b{_WORD_CAPITALISED} {_WORD_IN_CAPITALS}\b", text)
    )
    if (
        (listed_beside is not None and capitals)
        or any(word.lower() not in lowered_capitals for word in called_out)
        or title_left
        # "just people, not places": a place in capitals ("from KILWA") is one too many
        or (
            re.search(r"\b(?:not places|just people|only people|no places)\b", match.string)
            and re.search(rf"\b(?:from|at|in|to|near) {_WORD_IN_CAPITALS}\b", text)
        )
    ):
        return False
    return True if capitals else None


def answer_twice(reply: str, match: re.Match[str]) -> bool:
    """Give the answer twice, a short version and then a longer one (in words, the narration
    left out), with the rule's mark between them and nowhere else: the mark exactly as shown
    ("******"; five asterisks are another mark), once."""
    mark = match.group("mark") or match.group("stars")
    if len(set(mark)) == 1:
        # every run of the mark's one sign is a mark: "*****" is not "******"
        if re.findall(rf"{re.escape(mark[0])}+", reply) != [mark]:
            return False
    elif reply.count(mark) != 1:
        return False
    first, _, second = reply.partition(mark)
    one, other = (words_of(strip_narration(part)) for part in (first, second))
    if not one or not other:
        return False
    # the order of the two where the rule gives one ("one long one for me and one short one for
    # the group chat"); the short one first where it names none beside its mark in brackets
    order = re.search(
        r"\b(short|long)\w*\b[^.;]*?\b(short|long)", match.string[match.start() :], re.I
    )
    if order and order.group(1).lower() != order.group(2).lower():
        return len(one) > len(other) if order.group(1).lower() == "long" else len(one) < len(other)
    if match.group("mark"):
        return len(one) < len(other)
    # "two different versions": not the same words twice
    return [word.lower() for word in one] != [word.lower() for word in other]


def one_question(reply: str, match: re.Match[str]) -> bool:
    """Put one question mark in the reply, narration included, and, where the rule says so, not
    as the last thing: something must follow it ("what does your guide know of feet? Your mother
    has it right.")."""
    if reply.count("?") != 1:
        return False
    if match.group("not_last") is None:
        return True
    return any(char.isalnum() for char in reply[reply.index("?") + 1 :])


def all_questions(reply: str, match: re.Match[str]) -> bool | None:
    """Make every sentence a question ending with a question mark (spoken text)."""
    said = sentences_of(strip_narration(reply))
    if not said:
        return None
    return all(without_trailing_decoration(sentence).endswith("?") for sentence in said)


# A measurement: a number (digits or words, "and a half" allowed) and its unit.
_AMOUNT = rf"(?P<amount>\d+(?:[.,]\d+)?|(?:a|an|{'|'.join(NUMBER_WORDS)})(?: and a half)?)"
_UNIT_SIZES = {
    # metric, in metres, kilograms, litres and degrees Celsius
    "millimetre": ("metric", 0.001), "centimetre": ("metric", 0.01), "metre": ("metric", 1.0),
    "kilometre": ("metric", 1000.0), "gram": ("metric", 0.001), "kilogram": ("metric", 1.0),
    "kilo": ("metric", 1.0), "litre": ("metric", 1.0), "celsius": ("metric", 1.0),
    # imperial, in the same units
    "inch": ("imperial", 0.0254), "foot": ("imperial", 0.3048), "yard": ("imperial", 0.9144),
    "mile": ("imperial", 1609.34), "ounce": ("imperial", 0.02835),
    "pound": ("imperial", 0.4536), "gallon": ("imperial", 3.785), "fahrenheit": ("imperial", 1.0),
    # at sea and in the air, in metres
    "nautical mile": ("nautical", 1852.0),
}  # fmt: skip
_UNIT_WORDS = (
    r"(?P<unit>millimet(?:re|er)s?|centimet(?:re|er)s?|kilomet(?:re|er)s?|met(?:re|er)s?|grams?"
    r"|kilograms?|kilos?|litres?|liters?|(?:degrees? )?(?:celsius|fahrenheit)|inch(?:es)?|foot"
    r"|feet|yards?|nautical miles?|miles?|ounces?|pounds?|gallons?|mm|cm|km|kg|g|m|ft|lbs?|oz"
    r"|°[CF])"
)
_MEASUREMENT = re.compile(rf"\b{_AMOUNT}(?:[\s-]|(?=°)){_UNIT_WORDS}(?![\w-])", re.IGNORECASE)
_ABBREVIATIONS = {
    "mm": "millimetre", "cm": "centimetre", "km": "kilometre", "kg": "kilogram", "g": "gram",
    "m": "metre",
    "ft": "foot", "lb": "pound", "lbs": "pound", "oz": "ounce", "°c": "celsius", "°f": "fahrenheit",
}  # fmt: skip
_SPELLED_AMOUNTS = {"a": 1, "an": 1, **NUMBER_WORDS}
_CONVERSION_TOLERANCE = 0.15


def _unit_name(found: re.Match[str]) -> str:
    """A measurement's unit by its name, singular and spelled out ("kg" is "kilogram",
    "feet" "foot")."""
    unit = found.group("unit").lower().removeprefix("degrees ").removeprefix("degree ")
    unit = _ABBREVIATIONS.get(unit, unit).replace("meter", "metre").replace("liter", "litre")
    unit = {"feet": "foot", "inches": "inch"}.get(unit, unit)
    unit = unit if unit in _UNIT_SIZES else unit.removesuffix("s")
    return "kilogram" if unit == "kilo" else unit


def _measure(found: re.Match[str]) -> tuple[str, float]:
    """A measurement's system and its size in the metric unit of its kind."""
    unit = _unit_name(found)
    system, size = _UNIT_SIZES.get(unit, ("", 0.0))
    words = found.group("amount").lower()
    half = 0.5 if words.endswith("and a half") else 0.0
    words = words.removesuffix(" and a half")
    amount = float(words.replace(",", ".")) if words[0].isdigit() else _SPELLED_AMOUNTS[words]
    if unit == "fahrenheit":
        return system, (amount + half - 32) * 5 / 9
    return system, (amount + half) * size


# "write it our way and then right after it the American measure in round brackets"
_METRIC_FIRST = re.compile(
    r"\b(?:our way|metric)\b[^.;]{0,40}?\bthen\b[^.;]{0,40}?\b(?:American|imperial)\b",
    re.IGNORECASE,
)


def _asks_for_at_least_one(rule: str, kinds: str) -> bool:
    """Whether ``rule`` asks for at least one of ``kinds`` (a regex of the names it may use:
    "give at least one measure in every message")."""
    return re.search(rf"\bat least one (?:{kinds})\b", rule, re.IGNORECASE) is not None


def both_unit_systems(reply: str, match: re.Match[str]) -> bool:
    """Give every measurement in metric and imperial units, the second in brackets right after
    the first ("3 metres (10 feet)"), the two agreeing within 15% (the whole reply: narration
    included; a reply with no measurement keeps the rule, unless the rule asks for at least one);
    the metric one first where the rule says so ("our way and then the American measure")."""
    found = list(_MEASUREMENT.finditer(reply))
    metric_first = _METRIC_FIRST.search(match.string) is not None
    paired: set[int] = set()
    for index, (first, second) in enumerate(itertools.pairwise(found)):
        between = reply[first.end() : second.start()]
        if not re.fullmatch(r"\s*\(\s*", between) or reply[second.end() :].lstrip()[:1] != ")":
            continue
        (system, size), (other, other_size) = _measure(first), _measure(second)
        agree = abs(size - other_size) <= _CONVERSION_TOLERANCE * max(abs(size), abs(other_size))
        in_order = system == "metric" or not metric_first
        if system and other and system != other and size and other_size and agree and in_order:
            paired |= {index, index + 1}
    if not found and _asks_for_at_least_one(match.string, "measure|measurement|amount"):
        return False
    return len(paired) == len(found)


_IN_WHAT_IS_SAID = re.compile(r"\b(?:in )?what (?:you|u) (?:say|write)\b", re.IGNORECASE)


def no_letter(reply: str, match: re.Match[str]) -> bool:
    """Never use the letters named ("the letter x", "the letters ë and ç"), in either case,
    anywhere in the reply (inside words too; an accented letter is another letter than the plain
    one); in the spoken text only where the rule bans them "in what you say"."""
    text = strip_narration(reply) if _IN_WHAT_IS_SAID.search(match.string) else reply
    text = unicodedata.normalize("NFC", text).lower()
    named = re.findall(
        r"(?<![^\W\d_])[^\W\d_](?![^\W\d_])", unicodedata.normalize("NFC", match.group("letters"))
    )
    return not any(letter.lower() in text for letter in named)


def no_repeated_word(reply: str, match: re.Match[str]) -> bool:
    """Never the same word twice in a row, capitals aside, whatever stands between ("Ja, ja",
    "so-so") (spoken text; all of it where the rule counts the narration)."""
    words = re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)?", _text_the_rule_reads(reply, match).lower())
    return all(first != second for first, second in itertools.pairwise(words))


def no_word_ending(reply: str, match: re.Match[str]) -> bool:
    """Use no word that ends in the ending named ("no word that ends in -ing": "king" and
    "spring" break it too), in either case (spoken text; all of it where the rule counts the
    narration)."""
    ending = re.escape(match.group("ending").lower())
    return re.search(rf"[^\W\d_]{ending}\b", _text_the_rule_reads(reply, match).lower()) is None


def no_accents(reply: str, match: re.Match[str]) -> bool:
    """Use no accented letters (á, é, ñ, ü ...) anywhere in the reply."""
    return not any(
        unicodedata.combining(char)
        for letter in reply
        if letter.isalpha()
        for char in unicodedata.normalize("NFD", letter)
    )


# Verbs in the past tense: the common irregular forms, and a regular one after its subject ("I
# dipped", "the children laughed"; "the waxed lines" is an adjective).
_IRREGULAR_PAST = (
    "was", "were", "had", "did", "made", "went", "came", "took", "gave", "saw", "knew", "thought",
    "taught", "held", "kept", "told", "said", "got", "found", "brought", "bought", "caught",
    "sent", "spent", "stood", "sat", "ran", "began", "sang", "wrote", "drove", "rode", "ate",
    "drank", "fell", "felt", "grew", "heard", "lost", "met", "paid", "sold", "built", "broke",
    "chose", "flew", "forgot", "hung", "hid", "led", "meant", "rang", "rose", "shook", "shot",
    "slept", "spoke", "stole", "struck", "swam", "threw", "understood", "woke", "wore", "won",
)  # fmt: skip
_PAST_VERB = re.compile(
    rf"\b(?:{'|'.join(_IRREGULAR_PAST)})\b"
    r"|\b(?:i|we|you|they|he|she|it|who|children|people|everyone|nobody)\s+[a-z]+ed\b",
    re.IGNORECASE,
)


def present_tense(reply: str, match: re.Match[str]) -> bool:
    """Speak in the present tense: no past-tense verb (a common irregular form, or a regular one
    right after its subject) anywhere in the spoken text."""
    return _PAST_VERB.search(strip_narration(reply)) is None


# A number in figures, and the same in words in brackets after it: "6 (six)", "3 to 5 (three
# to five)".
_FIGURES = re.compile(r"(?<![\w(])\d[\d,.]*(?:\s*(?:to|-|–)\s*\d[\d,.]*)?(?![\w)])")


_WORDS_THEN_FIGURES = re.compile(
    rf"\b(?:{'|'.join(NUMBER_WORDS)}|\w+teen|\w+ty)(?:-\w+)?\s*\(\s*\d[\d,.]*\s*\)", re.IGNORECASE
)


_AT_LEAST_ONE_FIGURE = re.compile(
    r"\bat least one (?:small |big )?(?:number|figure)\b|\bone (?:number|figure) at least\b",
    re.IGNORECASE,
)


def figures_and_words(reply: str, match: re.Match[str]) -> bool:
    """Write every number in figures and in words, the words in brackets right after the figures
    ("6 (six)"; a range "3 to 5 (three to five)"; in square brackets where the rule's example has
    them, "40 [forty]"), narration included; one figure at least where the rule asks."""
    square = match.group("open") == "["
    opening, closing = ("[", "]") if square else ("(", ")")
    if _WORDS_THEN_FIGURES.search(reply):
        return False  # "nine (9)": the words first, the figures in brackets
    figures = 0
    for found in _FIGURES.finditer(reply):
        if re.search(rf"\{opening}[^\{closing}]*$", reply[: found.start()]):
            continue  # inside brackets: the words' own
        figures += 1
        if not re.match(
            rf"\s*(?:[a-z%°]+\s+)?\{opening}[a-z][a-z ,-]*\{closing}", reply[found.end() :]
        ):
            return False
    return figures > 0 or not _AT_LEAST_ONE_FIGURE.search(match.string)


# A sentence that is only an abbreviation ("P.S.", "Mr.") is no sentence of its own.
_ABBREVIATION_ALONE = re.compile(r"(?:[A-Za-z]{1,3}\.)+")


def _in_every_sentence(
    reply: str, match: re.Match[str], holds: Callable[[str], object]
) -> bool | None:
    """Whether ``holds`` is true of every sentence a sentence-by-sentence rule reads (see
    :func:`_spoken_sentences`); undecided where nothing is said."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    return all(holds(sentence) for sentence in said)


def _spoken_sentences(reply: str, match: re.Match[str]) -> list[str]:
    """The sentences a sentence-by-sentence rule reads: of the spoken text (of the whole reply
    where the rule says the narration counts), line by line, so that a closing line with no
    full stop is a sentence of its own; a lone abbreviation is not one."""
    text = _text_the_rule_reads(reply, match)
    return [
        sentence
        for sentence in _line_sentences(text)
        if re.search(r"[^\W_]", sentence) and not _ABBREVIATION_ALONE.fullmatch(sentence.strip())
    ]


def ending_word(match: re.Match[str]) -> str:
    """The word a rule asks every sentence to end with, without the marks quoted after it."""
    said = match.groupdict().get("text") or match.groupdict().get("bare") or ""
    return without_trailing_decoration(said.strip()).rstrip(".!?,;:…")


def ends_with_word(text: str, word: str) -> bool:
    """Whether ``text`` (its closing marks taken off) ends with ``word``, case-insensitive."""
    return re.search(rf"(?<![\w'’-]){re.escape(word)}$", text, re.IGNORECASE) is not None


def _spoken_paragraphs(reply: str, match: re.Match[str]) -> list[str]:
    """The paragraphs (blocks between blank lines) of the text the rule reads, those with words."""
    return [
        block
        for block in _paragraphs(_text_the_rule_reads(reply, match))
        if re.search(r"[^\W_]", block)
    ]


# "and don't put the line anywhere else"
_NOWHERE_ELSE = re.compile(
    r"\b(?:don't|do not|never) (?:put|write|use) (?:the|that|this|our) (?:line|words|refrain)"
    r" anywhere else\b",
    re.IGNORECASE,
)


def paragraphs_end_with_line(reply: str, match: re.Match[str]) -> bool | None:
    """End every paragraph (a block between blank lines, its narration part of it) with the
    rule's line on a line of its own, written exactly (its commas, and nothing after it, not a
    full stop); where the rule says so, the line nowhere else."""
    line = unicodedata.normalize("NFC", match.group("line").strip())
    blocks = [
        [unicodedata.normalize("NFC", row.strip()) for row in block.splitlines() if row.strip()]
        for block in _paragraphs(reply)
        if re.search(r"[^\W_]", block)
    ]
    if not blocks:
        return None
    if not all(len(rows) > 1 and rows[-1] == line for rows in blocks):
        return False
    return not _NOWHERE_ELSE.search(match.string) or all(
        line not in row for rows in blocks for row in rows[:-1]
    )


def paragraph_sentences(reply: str, match: re.Match[str]) -> bool:
    """Keep every paragraph to at most N sentences (the spoken text; paragraphs are the blocks
    between blank lines)."""
    limit = count_asked(match)
    return all(len(sentences_of(block)) <= limit for block in _spoken_paragraphs(reply, match))


def paragraph_sentence_count(reply: str, match: re.Match[str]) -> bool | None:
    """Write every paragraph in exactly N sentences (the spoken text; paragraphs are the blocks
    between blank lines, a line standing alone one of them)."""
    blocks = _spoken_paragraphs(reply, match)
    if not blocks:
        return None
    return all(len(sentences_of(block)) == count_asked(match) for block in blocks)


def paragraphs_end_with(reply: str, match: re.Match[str]) -> bool | None:
    """End every paragraph with the rule's words, and the last one with its own words where the
    rule names them ("every paragraph ends with over and the very last one with over and out";
    the spoken text, case-insensitive, closing marks and emojis after the words ignored). A
    paragraph after the last one's words breaks it."""
    blocks = [
        re.sub(r"[\W_]+$", "", without_trailing_decoration(block.strip()))
        for block in _spoken_paragraphs(reply, match)
    ]
    if not blocks:
        return None
    every = ending_word(match)
    last = (match.group("last") or "").strip() or every
    return all(ends_with_word(block, every) for block in blocks[:-1]) and ends_with_word(
        blocks[-1], last
    )


def no_sentence_opens_with(reply: str, match: re.Match[str]) -> bool | None:
    """Open no sentence with the rule's words ("I", "I'm", "I've", "I'd"; I's own short forms
    with I; the spoken text, each sentence's first word, apostrophes of either kind)."""
    banned = {
        word.strip("\"'“”‘’").replace("’", "'").lower()
        for word in re.findall(r"[\"'“‘]?[A-Z][\w'’]*[\"'”’]?", match.group("words"))
    }
    if "i" in banned:
        # a sentence opening on "I'm" or "I'll" opens on I
        banned |= {"i'm", "i've", "i'll", "i'd"}
    said = sentences_of(strip_narration(reply))
    if not said:
        return None
    openings = (
        (re.findall(r"[\w'’]+", sentence.lstrip("\"'“‘*_ ")) or [""])[0].replace("’", "'").lower()
        for sentence in said
    )
    return not any(opening in banned for opening in openings)


def letter_count(reply: str, match: re.Match[str]) -> bool:
    """Use a letter at least / at most / exactly N times (small or capital; the spoken text, the
    whole reply where the rule counts the narration)."""
    count = _text_the_rule_reads(reply, match).lower().count(match.group("letter").lower())
    return _within_bound(count, match)


def same_first_and_last_line(reply: str, match: re.Match[str]) -> bool | None:
    """Say the reply's first line again, word for word and mark for mark, as its last line (two
    lines at least; the narration's lines are lines too)."""
    rows = [row.strip() for row in reply.splitlines() if row.strip()]
    if not rows:
        return None
    return len(rows) > 1 and rows[0] == rows[-1]


_A_YEAR = re.compile(r"(?<![\w.,])(?:1[0-9]{3}|20[0-9]{2})(?![\w.,]\d|\w)")


def years_in_brackets(reply: str, match: re.Match[str]) -> bool:
    """Put every year alone in round brackets ("(1977)"); one year at least where the rule asks
    for it, and nothing but a year in round brackets where it says so."""
    for year in _A_YEAR.finditer(reply):
        before, after = reply[year.start() - 1 : year.start()], reply[year.end() : year.end() + 1]
        if (before, after) != ("(", ")"):
            return False
    if _asks_for_at_least_one(match.string, "year") and not _A_YEAR.search(reply):
        return False
    if re.search(r"\bnothing else\b[^.;]{0,30}?\bin (?:round )?brackets\b", match.string, re.I):
        return all(_A_YEAR.fullmatch(inside) for inside in re.findall(r"\(([^()]*)\)", reply))
    return True


def words_of_a_list(reply: str, match: re.Match[str]) -> bool | None:
    """Use exactly / at least / at most N different words of the rule's list (whole words, small
    or capital alike; the spoken text, all of it where the rule counts the narration)."""
    text = _text_the_rule_reads(reply, match)
    if not re.search(r"[^\W\d_]", text):
        return None
    listed = {word.lower() for word in _listed_words(match.group("words"))}
    used = {
        word
        for word in listed
        if re.search(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", text, re.IGNORECASE)
    }
    return _within_bound(len(used), match)


def _within_bound(count: int, match: re.Match[str], *, asked: int | None = None) -> bool:
    """Whether ``count`` meets the rule's bound on its number ("at least", "exactly", "at most"),
    the number the rule asks for unless ``asked`` is given."""
    asked = count_asked(match) if asked is None else asked
    bound = match.group("bound").lower()
    if bound in ("at least", "no fewer than"):
        return count >= asked
    if bound == "exactly":
        return count == asked
    return count <= asked


def name_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """Say the user's name, as the rule gives it, in every sentence ("put my name, Alim, in
    every sentence you say"; spoken text, sentence by sentence and line by line)."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    # "Alim's daughter" says the name too
    name = rf"(?<![\w'’]){re.escape(match.group('name'))}(?:['’]s)?(?![\w'’])"
    return all(re.search(name, sentence, re.IGNORECASE) for sentence in said)


# A sentence's number at its start: "(3)", "[3]", "3." or "3)"
_SENTENCE_NUMBER = re.compile(r"^\W*?[(\[]?(\d{1,3})[)\].:](?!\d)")


def countdown_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """Number the sentences backwards, the last one (1) ("number your sentences backwards like
    the countdown before the fireworks: each sentence starts with its number in brackets";
    spoken text, sentence by sentence and line by line): every sentence opens on its number,
    each one less than the one before, down to 1."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    numbers = [found.group(1) if (found := _SENTENCE_NUMBER.match(s)) else None for s in said]
    if None in numbers:
        return False
    return [int(number) for number in numbers if number] == list(range(len(said), 0, -1))


def alternating_statements_and_questions(reply: str, match: re.Match[str]) -> bool | None:
    """A sentence that tells, then one that asks, and so on to the end ("first a sentence that
    tells, then one that asks, then one that tells ..."; spoken text, sentence by sentence):
    the sentences alternate between questions and statements, beginning as the rule says."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    first = match.group("first") or match.group("first2")
    asks_first = first.lower().startswith(("ask", "question"))
    return all(
        without_trailing_decoration(sentence).endswith("?") == (asks_first == (number % 2 == 0))
        for number, sentence in enumerate(said)
    )


def no_word_twice_in_a_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """Never the same word twice in one sentence, the small ones too ("never use the same word
    twice in one sentence, not even 'the' or 'and'"; spoken text, case-insensitive)."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    for sentence in said:
        words = [word.lower() for word in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", sentence)]
        if len(set(words)) < len(words):
            return False
    return True


# The vowels of the Cyrillic alphabets: a word with two of them or more has a stress to mark.
_CYRILLIC_VOWELS = frozenset("аеёиоуыэюяієїѣ")
_COMBINING_ACUTE = "\u0301"
# A word with the combining marks over its letters ("Байка́л").
_MARKED_WORD = re.compile(r"(?:[^\W\d_][\u0300-\u036f]*)+")


def stress_marks(reply: str, match: re.Match[str]) -> bool | None:
    """Mark the stress on every word written in Cyrillic letters ("put the stress mark on every
    Russian word you write in Russian letters, like Байка́л"; spoken text): each word of two
    vowels or more carries the acute over its stressed vowel, or an ё, which is always stressed;
    a capital letter in place of the mark ("внУчка") is none. Undecided for a reply with no
    such word."""
    words = [
        word
        for word in _MARKED_WORD.findall(_text_the_rule_reads(reply, match))
        if sum(char.lower() in _CYRILLIC_VOWELS for char in word) >= 2
    ]
    if not words:
        return None
    return all(_COMBINING_ACUTE in word or "ё" in word.lower() for word in words)


def sentence_count_avoided(reply: str, match: re.Match[str]) -> bool | None:
    """Never the numbers of sentences the rule names ("never 3 or 6 or 9 sentences"; spoken
    text, sentence by sentence and line by line)."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    avoided = {int(number) for number in re.findall(r"\d+", match.group("numbers"))}
    return len(said) not in avoided


# A rule on the shape of every word that holds for all the reply says, narration too: "in
# anything you write, names and all", "names and your ⟬ ⟭ bits too".
_IN_ALL_ONE_WRITES = re.compile(
    r"\banything (?:you|u) (?:write|type|send)\b|\beverything (?:you|u) (?:write|type|send)\b"
    r"|\b(?:bits|parts|narration) too\b",
    re.IGNORECASE,
)


def _text_written(reply: str, match: re.Match[str]) -> str:
    """All of ``reply`` where the rule holds for anything written, else the text the rule reads."""
    if _IN_ALL_ONE_WRITES.search(match.string):
        return reply
    return _text_the_rule_reads(reply, match)


def no_double_letters(reply: str, match: re.Match[str]) -> bool | None:
    """Never the same letter twice in a row ("no double letters in anything you write ... no
    'oo' or 'ee'"; small or capital alike; the spoken text, all of it where the rule says
    anything written)."""
    text = _text_written(reply, match)
    if not re.search(r"[^\W\d_]", text):
        return None
    return re.search(r"([^\W\d_])\1", text, re.IGNORECASE) is None


def sentence_commas(reply: str, match: re.Match[str]) -> bool | None:
    """Exactly N commas in every sentence ("exactly one comma in every sentence, not none and
    not two"; spoken text, sentence by sentence and line by line)."""
    wanted = count_asked(match)
    return _in_every_sentence(reply, match, lambda sentence: sentence.count(",") == wanted)


def name_written_exactly(reply: str, match: re.Match[str]) -> bool | None:
    """Write the name the rule gives, exactly as it is written there: its capitals and its
    accents ("Chorizos Doña Elvira", not "Chorizos Dona Elvira" nor "chorizos doña Elvira"), at
    least once (spoken text, all of it where the rule counts the narration)."""
    text = unicodedata.normalize("NFC", _text_the_rule_reads(reply, match))
    if not re.search(r"[^\W\d_]", text):
        return None
    name = unicodedata.normalize("NFC", match.group("name"))
    return re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", text) is not None


def _example_as_pattern(example: str) -> str:
    """A pattern for text shaped like ``example``: its figures any figures, its spaces any
    spacing, every other character itself ("— Rosa · 6:15" also reads "— Rosa · 17:40")."""
    parts = re.findall(r"\d+|\s+|.", example.strip())
    return "".join(
        r"\d{1,4}" if part.isdigit() else r"\s*" if part.isspace() else re.escape(part)
        for part in parts
    )


def starts_like_the_example(reply: str, match: re.Match[str]) -> bool:
    """Open the reply the way the rule's example opens ("24°C — Ay mija": a figure, "°C", a
    space, a long dash and a space, any figures), before anything else."""
    opening = _example_as_pattern(unicodedata.normalize("NFC", match.group("example")))
    return re.match(rf"\s*{opening}\s", unicodedata.normalize("NFC", reply)) is not None


def signed_like_the_example(reply: str, match: re.Match[str]) -> bool:
    """End the reply with a signature shaped like the rule's example ("— Rosa · 6:15": the same
    dash, name and marks, any figures), with nothing after it."""
    signature = _example_as_pattern(unicodedata.normalize("NFC", match.group("example")))
    return re.search(rf"{signature}\s*$", unicodedata.normalize("NFC", reply)) is not None


def include_words(reply: str, match: re.Match[str]) -> bool | None:
    """Use both words the rule names ("use the words lagoon and frigate in every message",
    "write the two words «poartă» and «biserică», just like that"), as written, small or
    capital alike (the spoken text unless the rule counts the narration)."""
    text = _text_the_rule_reads(reply, match)
    if not re.search(r"[^\W\d_]", text):
        return None
    return all(
        re.search(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", text, re.IGNORECASE)
        for word in match.group("first", "second")
    )


def number_in_every_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """A number in figures in every sentence ("every sentence you write needs at least one number
    in figures, like 3 or 1998, not in words"; spoken text, sentence by sentence and line by
    line)."""
    return _in_every_sentence(reply, match, re.compile(r"\d").search)


def no_word_starting_with(reply: str, match: re.Match[str]) -> bool | None:
    """No word starting with the letter the rule names, small or capital ("no word that starts
    with the letter w in your messages, not one, your ⦅ ⦆ bits too"; the spoken text, all of it
    where the rule counts the narration or holds for anything written)."""
    text = _text_written(reply, match)
    if not re.search(r"[^\W\d_]", text):
        return None
    letter = re.escape(match.group("letter"))
    return re.search(rf"(?<![\w'’-]){letter}", text, re.IGNORECASE) is None


def summary_line(reply: str, match: re.Match[str]) -> bool | None:
    """A line opening on "TL;DR:" (or the rule's "In short:"), the very last line of the whole
    reply (nothing after it, not even narration) or the first line said, as the rule says ("put a
    TL;DR as the very last line"; "start every message with TL;DR: in capitals"), in capitals
    where the rule writes it so; "end every message with TL;DR: and then one sentence": the reply's
    last words are "TL;DR:" and one sentence. Where the rule asks for more, that too: the line one
    of its own holding one sentence, nothing before a first one (narration included where the rule
    names it), an empty line after a first one or before a last one, the label said nowhere
    else."""
    rule = match.string
    label = re.escape(match.group("marker") or "TL;DR")
    marker = rf"{label}:" if _SUMMARY_IN_CAPITALS.search(rule) else rf"(?i:{label}):"
    once_only = re.search(rf"\b{label}:?[^.;]{{0,20}}\bnowhere else\b", rule, re.IGNORECASE)
    if once_only and len(re.findall(rf"(?i){label}", reply)) > 1:
        return False
    own_line = match.group("own_line")
    if match.group("end"):
        said = reply.rstrip()
        found = list(re.finditer(marker, said))
        if not found:
            return False if said else None
        summary = said[found[-1].end() :]
        before = said[: found[-1].start()]
        if find_narration(summary) or (own_line and before and not before.endswith("\n")):
            return False
        if own_line and _SUMMARY_EMPTY_LINE_BEFORE.search(rule) and not before.endswith("\n\n"):
            return False
        return not match.group("one") or len(sentences_of(summary)) == 1
    text = (
        reply
        if match.group("last") or _SUMMARY_NOTHING_BEFORE.search(rule)
        else strip_narration(reply)
    )
    lines = _filled_lines(text)
    if not lines:
        return None
    line = lines[-1] if match.group("last") else lines[0]
    if re.match(marker, line) is None:
        return False
    if own_line:
        if find_narration(line) or (match.group("one") and len(sentences_of(line)) != 1):
            return False
        if _SUMMARY_EMPTY_LINE_AFTER.search(rule):
            after = text.strip().splitlines()[1:2]
            return bool(after) and not after[0].strip()
    return True


_SUMMARY_IN_CAPITALS = re.compile(r"\bin capitals\b|\bcapital letters\b", re.IGNORECASE)
_SUMMARY_NOTHING_BEFORE = re.compile(
    r"\bnothing (?:at all )?(?:before|above) (?:it|the TL;DR)"
    r"|\bbits about what (?:you|u)(?:'re|’re| are) doing\b[^.;]{0,20}\bbefore it\b",
    re.IGNORECASE,
)
_SUMMARY_EMPTY_LINE_AFTER = re.compile(r"\bthen (?:an|one) (?:empty|blank) line\b", re.IGNORECASE)
_SUMMARY_EMPTY_LINE_BEFORE = re.compile(r"\bafter an? (?:empty|blank) line\b", re.IGNORECASE)


_GROUP_SIZES = {"second": 2, "2nd": 2, "two": 2, "third": 3, "3rd": 3, "three": 3}


def lines_in_groups(reply: str, match: re.Match[str]) -> bool | None:
    """Lines in groups of N with one empty line after each group ("an empty line after every
    second line": two lines, an empty line, two more lines; no line alone, no group longer, no
    other empty line). A line of narration alone counts as a line where the rule counts the
    narration and is passed over where it does not."""
    size = _GROUP_SIZES.get(match.group("n").lower(), 4)
    counted = _NARRATION_COUNTED.search(match.string) is not None
    lines = []
    for line in reply.strip().splitlines():
        if not line.strip():
            lines.append("")
        elif counted or strip_narration(line).strip():
            lines.append(line.strip())
    if len([line for line in lines if line]) < size:
        return None
    groups = "\n".join(lines).split("\n\n")
    return all(len(group.split("\n")) == size and "" not in group.split("\n") for group in groups)


def narration_at_end(reply: str, match: re.Match[str]) -> bool | None:
    """All the narration after the last word said: words first, then the narration, at least one
    piece of it, and nothing said between or after its pieces."""
    spans = find_narration(reply)
    if not spans:
        return False if words_of(reply) else None
    before, after = reply[: spans[0].start], reply[spans[0].start :]
    return bool(words_of(before)) and not words_of(strip_narration(after))


def dash_before_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """A dash and a space before every sentence said, the first too, and no such dash anywhere
    else (a long dash for a "long" or "em" dash, any dash for a plain one; the spoken text
    unless the rule counts the narration): between two dashes, one whole sentence."""
    # what the dashes set off reads as narration, but it is the rule's own
    text = _text_read_keeping_marked(reply, match, ("—", "–", "-")).strip()
    if not words_of(text):
        return None
    kind = (match.group("kind") or match.group("kind2") or "").strip().lower()
    dash = {"long": "—", "em": "—", "en": "–"}.get(kind, "[—–-]")
    pieces = re.split(rf"(?:^|(?<=\s)){dash}(?=\s)", text)
    if pieces[0].strip():
        return False
    return all(
        words_of(piece)
        and re.search(r"[.!?…][\"'”’»)]*\s*$", piece)
        and len(sentences_of(piece)) == 1
        for piece in pieces[1:]
    )


_PLACE_MARKS = {"bars": "|", "slashes": "/", "tildes": "~"}
# A place named after a word that leads to one ("in Gianyar", "from Perth"): a capital word that is
# no language, month or day.
_A_PLACE_NAMED = re.compile(
    r"\b(?:in|from|to|at|near|around|of all of)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)", re.IGNORECASE
)
_NO_PLACE_TEXT = """
English Chinese French Spanish German Dutch Latin Arabic January February March April May June July
August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday
God Allah Christmas Easter I
"""
_NO_PLACE = frozenset(_NO_PLACE_TEXT.split())
_NAME_CONNECTORS = frozenset({"de", "of", "la", "el", "da", "do", "van", "von", "al", "the", "di"})


def place_names_between_marks(reply: str, match: re.Match[str]) -> bool | None:
    """Every place name between two of the rule's marks stuck to it ("|Ubud|"), at least one, the
    mark nowhere else (the spoken text unless the rule counts the narration): what the marks hold
    is a name (capital words), and a place named after "in", "from", "to" ... outside them, or a
    name marked once and not again, breaks it."""
    mark = _PLACE_MARKS[match.group("marks").lower()]
    text = _text_the_rule_reads(reply, match)
    if not words_of(text):
        return None
    bar = re.escape(mark)
    pairs = re.findall(rf"(?<![\w{bar}]){bar}(\S[^{bar}\n]*?\S|\S){bar}(?![\w{bar}])", text)
    if not pairs or text.count(mark) != 2 * len(pairs):
        return False
    for name in pairs:
        words = name.split()
        if not all(word[:1].isupper() or word.lower() in _NAME_CONNECTORS for word in words):
            return False
    outside = re.sub(rf"{bar}[^{bar}\n]*{bar}", " ", text)
    named = set(pairs)
    for found in _A_PLACE_NAMED.finditer(outside):
        if found.group("name") not in _NO_PLACE:
            return False
    return not any(re.search(rf"\b{re.escape(name)}\b", outside) for name in named)


def name_only_in_last_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """The user's name in the last sentence said and in no sentence before it, nor any other form
    of it the rule names ("not Lucita and not Lu"; the spoken text unless the rule counts the
    narration)."""
    said = sentences_of(_text_the_rule_reads(reply, match))
    if not said:
        return None
    name = match.group("name")
    forms = {name, *re.findall(r"\bnot (?-i:([A-Z][\w'’-]+))", match.string[match.end() :][:200])}
    named = re.compile(r"(?<![\w'’-])(?:" + "|".join(map(re.escape, forms)) + r")(?![\w'’-])")
    return re.search(
        rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", said[-1]
    ) is not None and not any(named.search(sentence) for sentence in said[:-1])


def listed_line_and_a_sentence_each(reply: str, match: re.Match[str]) -> bool | None:
    """A first line of its own opening on the rule's label ("Tools:") and listing things split by
    commas, no narration on it, and under it as many sentences said as things listed."""
    lines = reply.strip().splitlines()
    if not lines or not lines[0].strip():
        return None
    first = lines[0].strip()
    label = match.group("label")
    if not first.startswith(label) or find_narration(first):
        return False
    items = [item for item in re.split(r",|\band\b", first[len(label) :]) if item.strip()]
    said = sentences_of(strip_narration("\n".join(lines[1:])))
    return bool(items) and len(said) == len(items)


def _first_words_said(reply: str, match: re.Match[str]) -> list[str]:
    """The first word said of each paragraph, small letters (the narration's where the rule counts
    it); a paragraph with nothing said has none."""
    firsts = []
    for paragraph in _paragraphs(reply):
        said = words_of(_text_the_rule_reads(paragraph, match))
        if said:
            firsts.append(said[0].lower())
    return firsts


def _words_listed(listed: str) -> set[str]:
    """The words of a rule's list, small letters: "green or yellow, or red"."""
    return {word.lower() for word in re.split(r",? or |, ", listed)}


def paragraphs_on_one_word(reply: str, match: re.Match[str]) -> bool | None:
    """Paragraphs split by empty lines, two or more, each opening on the same word, small or
    capital alike (its first word said, unless the rule counts the narration)."""
    firsts = _first_words_said(reply, match)
    if not firsts:
        return None
    return len(firsts) >= 2 and len(set(firsts)) == 1


def answer_line_then_empty(reply: str, match: re.Match[str]) -> bool:
    """A first line that begins with the rule's label ("Short answer:") and gives the answer in one
    sentence, then an empty line, then the rest; nothing before it, narration neither; the label
    nowhere else where the rule says so."""
    label = match.group("label")
    lines = reply.strip().splitlines()
    if len(lines) < 3 or lines[1].strip() or not lines[0].strip().startswith(label):
        return False
    first = lines[0].strip()
    if len(sentences_of(first[len(label) :])) != 1:
        return False
    return not (_NONE_OF_THEM_ELSEWHERE.search(match.string) and reply.count(label) > 1)


def one_of_words_in_every_paragraph(reply: str, match: re.Match[str]) -> bool | None:
    """Every paragraph (split by empty lines; one paragraph too) holds one of the rule's words
    ("morning or noon or afternoon or evening or night"), whole, any case; the narration counts
    where the rule says so."""
    words = _words_listed(match.group("words"))
    paragraphs = _paragraphs(reply)
    if not paragraphs:
        return None
    return all(
        any(
            word in words
            for word in re.findall(r"[\w-]+", _text_the_rule_reads(part, match).lower())
        )
        for part in paragraphs
    )


# A run of capitalised words: a name ("Rasul Alikhanov"), and whether a bracket follows it.
_GLOSSED_NAME_RUN = re.compile(
    r"(?-i:[A-ZÀ-Þ][\w'’-]*)(?: (?-i:[A-ZÀ-Þ][\w'’-]*))*(?P<gloss> \([^()]+\))?"
)


def names_glossed_in_brackets(reply: str, match: re.Match[str]) -> bool:
    """Every person's name followed by round brackets saying who they are ("Rustam (my son)"),
    each time: a name glossed once is glossed wherever it comes again ("Rasul Alikhanov (my
    master)" and later "Rasul (my master)"); at least one; no round brackets but those after a
    name (spoken text, the narration where the rule counts it)."""
    text = _text_the_rule_reads(reply, match)
    runs = list(_GLOSSED_NAME_RUN.finditer(text))
    glossed = [run for run in runs if run.group("gloss")]
    if not glossed or text.count("(") != len(glossed):
        return False
    names = {word for run in glossed for word in run.group(0).split(" (")[0].split()}
    return all(
        run.group("gloss") for run in runs if names & set(run.group(0).split(" (")[0].split())
    )


_ORDINAL_ADVERB = re.compile(
    r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)ly\b", re.IGNORECASE
)
_ORDINAL_ORDER = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
)
_LIST_LINE = re.compile(r"^[ \t]*(?:\d+[.)]|[-–—•*])[ \t]", re.MULTILINE)


def counted_off_with_ordinal_adverbs(reply: str, match: re.Match[str]) -> bool:
    """Things counted off inside the sentences with "firstly, secondly, thirdly ...", in that
    order, each once, at least up to the rule's last ("at least up to thirdly"); no list on lines
    of their own with numbers or dashes at the front."""
    said = [found.group(1).lower() for found in _ORDINAL_ADVERB.finditer(reply)]
    least = _ORDINAL_ORDER.index(match.group("least").lower().removesuffix("ly")) + 1
    return (
        len(said) >= least
        and said == list(_ORDINAL_ORDER[: len(said)])
        and _LIST_LINE.search(reply) is None
    )


def signature_then_postscript(reply: str, match: re.Match[str]) -> bool:
    """The rule's signature ("— Efraín") once, then right after it a postscript opening with the
    rule's mark ("P.D.") once, saying something, the very last part of the message: nothing
    after it, narration neither."""
    text = reply.strip()
    signature, mark = match.group("signature").strip(), match.group("mark").strip()
    if text.count(signature) != 1 or text.count(mark) != 1:
        return False
    after = text.split(signature, 1)[1].strip()
    if not after.startswith(mark):
        return False
    postscript = after[len(mark) :]
    return bool(words_of(postscript)) and strip_narration(postscript).strip() == postscript.strip()


def last_sentence_shortest_in_paragraphs(reply: str, match: re.Match[str]) -> bool | None:
    """Every paragraph (one paragraph too) of two sentences or more, its last sentence of fewer
    words than any other sentence in it (spoken text, the narration where the rule counts it)."""
    paragraphs = _paragraphs(reply)
    if not paragraphs:
        return None
    for paragraph in paragraphs:
        counts = [
            len(words_of(said)) for said in sentences_of(_text_the_rule_reads(paragraph, match))
        ]
        counts = [count for count in counts if count]
        if len(counts) < 2 or counts[-1] >= min(counts[:-1]):
            return False
    return True


def first_sentence_word_count(reply: str, match: re.Match[str]) -> bool:
    """The reply's first sentence, up to its first full stop, question or exclamation mark, of
    exactly the rule's number of words (spoken text)."""
    spoken = _text_the_rule_reads(reply, match).strip()
    first = re.split(r"(?<=[.!?])\s", spoken, maxsplit=1)[0]
    return len(words_of(first)) == count_asked(match)


# A measure's unit said as a word, a figure stuck to its unit's sign, and a measure written as the
# rule asks ("5 m", "2 kg", "40 L", "60 °C").
_UNIT_SPELLED_OUT = re.compile(
    r"\b(?:(?:centi|milli|kilo)?(?:metre|meter|litre|liter|gram)s?|kilos?|degrees?)\b",
    re.IGNORECASE,
)
_UNIT_STUCK = re.compile(r"\d(?:m|cm|mm|km|kg|g|L|l|ml|mL|°C?)(?!\w)")
_MEASURE_WITH_SIGN = re.compile(r"\d(?:[.,]\d+)? (?:m|cm|mm|km|kg|g|L|ml|mL|°C)(?!\w)")


def measures_with_unit_signs(reply: str, match: re.Match[str]) -> bool:
    """Every measure a figure, a space and its unit's sign ("5 m", "40 L", "60 °C"): no unit
    spelled out ("forty litres", "5 kilos"), no figure stuck to its sign ("5kg"), and at least one
    such measure (spoken text)."""
    text = _text_the_rule_reads(reply, match)
    return (
        _UNIT_SPELLED_OUT.search(text) is None
        and _UNIT_STUCK.search(text) is None
        and _MEASURE_WITH_SIGN.search(text) is not None
    )


def sentences_end_on_chinese_stops(reply: str, match: re.Match[str]) -> bool:
    """Every sentence closed with the Chinese full stop «。»: no "." (but in a figure's decimals)
    and no "!" in what is said, and the message ending on «。», nothing after it."""
    text = _text_the_rule_reads(reply, match)
    return re.search(r"(?<!\d)\.(?!\d)|[!！]", text) is None and reply.rstrip().endswith("。")


def questions_first(reply: str, match: re.Match[str]) -> bool:
    """The reply's first sentences questions, as many as the rule asks, and no question after
    them (spoken text)."""
    said = sentences_of(_text_the_rule_reads(reply, match))
    asked = count_asked(match)
    return (
        len(said) >= asked
        and all(sentence.rstrip("\"'”’ ").endswith("?") for sentence in said[:asked])
        and not any("?" in sentence for sentence in said[asked:])
    )


def paragraphs_open_on_listed_words(reply: str, match: re.Match[str]) -> bool | None:
    """Every paragraph (split by empty lines) opening on one of the rule's words ("green or
    yellow or purple or blue or red"), a different one each time (its first word said, unless the
    rule counts the narration)."""
    allowed = _words_listed(match.group("words"))
    firsts = _first_words_said(reply, match)
    if not firsts:
        return None
    return all(first in allowed for first in firsts) and len(set(firsts)) == len(firsts)


def greeting_line_by_name(reply: str, match: re.Match[str]) -> bool:
    """A first line (nothing above it, narration neither) that greets the user by the name the
    rule's example calls them ("«Hello, Ksyusha!»"), alone on it and ending on "!", the answer
    starting on the next line."""
    named = re.search(r"([^\W\d_][\w'’-]*)\s*!\s*$", match.group("example"))
    lines = reply.strip().splitlines()
    if named is None or len(lines) < 2 or not lines[1].strip():
        return False
    first = lines[0].strip()
    return first.endswith("!") and re.search(rf"\b{re.escape(named.group(1))}\b", first) is not None


def paragraphs_end_on_one_syllable(reply: str, match: re.Match[str]) -> bool | None:
    """Paragraphs split by empty lines (one paragraph too), each one's last word of one syllable
    ("red", "steel", not "apricot"); a figure last ("1978.") is no word of one syllable. The
    spoken text's last words, the narration's where the rule counts it."""
    paragraphs = _paragraphs(reply)
    lasts = []
    for paragraph in paragraphs:
        said = re.findall(r"[^\W_]+(?:['’][^\W_]+)*", _text_the_rule_reads(paragraph, match))
        if said:
            lasts.append(said[-1])
    if not lasts:
        return None
    return all(not last.isdigit() and syllables(last) == 1 for last in lasts)


def speaks_of_itself_by_a_name(reply: str, match: re.Match[str]) -> bool | None:
    """No "I", "me", "my", "mine" or "myself" in what is said (unless the rule counts the
    narration), and the name the rule gives for the speaker ("this potter") at least once."""
    text = _text_the_rule_reads(reply, match)
    if not words_of(text):
        return None
    named = re.search(rf"\b{re.escape(match.group('self').strip())}\b", text, re.IGNORECASE)
    return _FIRST_PERSON_SINGULAR.search(text) is None and named is not None


def figures_at_most(reply: str, match: re.Match[str]) -> bool | None:
    """No figure over the rule's bound ("6,000" is over 100), and at least one figure where the
    rule asks for one (the spoken text unless the rule counts the narration)."""
    text = _text_the_rule_reads(reply, match)
    if not words_of(text):
        return None
    figures = [int(found.replace(",", "")) for found in re.findall(r"\d[\d,]*", text)]
    if any(figure > count_asked(match) for figure in figures):
        return False
    return not _AT_LEAST_ONE_FIGURE.search(match.string) or bool(figures)


def yes_or_no_line_then_why(reply: str, match: re.Match[str]) -> bool | None:
    """The first line the rule's first label ("Yes or no:") and only "yes" or "no" after it, the
    second line the second label ("Why:") alone, and more under it; nothing before the first."""
    lines = _filled_lines(reply)
    if not lines:
        return None
    first = re.escape(match.group("first"))
    second = re.escape(match.group("second"))
    return (
        len(lines) > 2
        and re.fullmatch(rf"{first}\s*(?i:yes|no)[.!]?", lines[0]) is not None
        and re.fullmatch(second, lines[1]) is not None
    )


def ampersand_for_and(reply: str, match: re.Match[str]) -> bool | None:
    """ "&" in place of every "and", a capital "And" too (the spoken text unless the rule counts
    the narration): no word "and" is left."""
    text = _text_the_rule_reads(reply, match)
    if not re.search(r"[^\W\d_]", text):
        return None
    return re.search(r"(?<![\w'’-])and(?![\w'’-])", text, re.IGNORECASE) is None


# "spelled just like that with a capital M": MASHIKO is not Mashiko
_SPELLED_JUST_SO = re.compile(
    # (not "spelled just like that in English letters": the script, not the case)
    r"\bspel(?:led|t) (?:just |exactly )?(?:like that|like this|as written|this way)\b"
    r"(?! in [A-Z]\w* letters\b)"
    r"|\bwith (?:a|the) (?:capital|big) (?-i:[A-Z])\b",
    re.IGNORECASE,
)


def phrase_count(reply: str, match: re.Match[str]) -> bool:
    """Say a quoted phrase, or a bare word, at least / at most / exactly N times ("put 'Tjenbé
    rèd' at least 3 times in every message", "write Kinyuka at least 3 times"; whole words,
    case-insensitive unless the rule asks for it spelled just so, "with a capital M", in the
    spoken text unless the rule counts the narration)."""
    phrase = re.escape((match.group("text") or match.group("bare")).strip())
    flags = 0 if _SPELLED_JUST_SO.search(match.string) else re.IGNORECASE
    # "sloop or sloops both count": the plural the rule names counts too
    plural = "s?" if re.search(rf"(?<!\w){phrase}s(?!\w)", match.string, re.IGNORECASE) else ""
    said = _text_the_rule_reads(reply, match)
    count = len(re.findall(rf"(?<!\w){phrase}{plural}(?!\w)", said, flags))
    # "at least twice": the count in a word of its own
    times = match.group("times")
    return _within_bound(count, match, asked=_TIMES_WORDS[times.lower()] if times else None)


_FRAMING_LINE_LENGTH = 3


def labelled_list(reply: str, match: re.Match[str]) -> bool:
    """A list after the rule's word and a colon ("Gauzak: merino, olive-oil soap, teasels."):
    its things split by commas, as many as the rule asks at least, in alphabetical order where it
    says so, and only one such list where it says so (spoken text)."""
    label = re.escape(match.group("label"))
    lists = re.findall(rf"(?<!\w){label}:\s*([^.!?\n]*)", strip_narration(reply), re.IGNORECASE)
    if not lists or (len(lists) > 1 and re.search(r"\bonly one\b", match.string, re.I)):
        return False
    things = [thing.strip().lower() for thing in lists[0].split(",") if thing.strip()]
    alphabetical = re.search(r"\balphabetical\b|\bA to Z\b", match.string, re.IGNORECASE)
    return len(things) >= count_asked(match) and (not alphabetical or things == sorted(things))


def framing_lines(reply: str, match: re.Match[str]) -> bool:
    """A line of the rule's marks first and last ("a line of ========== at the very top and the
    very bottom"), nothing before or after it, narration included."""
    marks = set(match.group("marks"))
    lines = _filled_lines(reply)
    return len(lines) >= 3 and all(
        len(line) >= _FRAMING_LINE_LENGTH and set(line) <= marks for line in (lines[0], lines[-1])
    )


def sign_for_a_word(reply: str, match: re.Match[str]) -> bool | None:
    """A sign put in place of a word ("every time u mean lionfish put 🦁🐟 instead of writing the
    word"): the word never written (joined or apart, "lion fish" too), the sign used; a reply
    with neither is not read (it may never mean the thing)."""
    # the word written apart too ("lion fish", "sea-horse")
    apart = r"[ -]?".join(map(re.escape, match.group("word").lower()))
    if re.search(rf"\b{apart}(?:e?s)?\b", reply, re.IGNORECASE):
        return False
    return True if match.group("sign") in reply else None


def own_last_line(reply: str, match: re.Match[str]) -> bool:
    """The rule's word on a line of its own as the very last thing ("end every message with CUT!
    on its own line"), narration included."""
    lines = _filled_lines(reply)
    return len(lines) >= 2 and lines[-1] == match.group("text").strip()


def word_for_full_stop(reply: str, match: re.Match[str]) -> bool:
    """Every sentence ended by the rule's word in place of its mark, the last too ("STOP at the
    end of every sentence instead of the dot"): the word closes the text, and no full stop,
    question or exclamation mark ends a sentence anywhere."""
    word = match.group("word")
    text = _text_the_rule_reads(reply, match).strip()
    return text.endswith(word) and not re.search(r"[.!?…](?=[\s\"'”’)]|$)", text)


# An hour of the clock: "6h", "19h30", "7:15", and the two hours with names of their own.
_CLOCK_HOUR = re.compile(
    r"(?<![\w:.])(?P<hour>[01]?\d|2[0-3])(?:h(?:[0-5]\d)?|:[0-5]\d)(?![\w:])"
    r"|\b(?P<named>midnight|midday|noon)\b",
    re.IGNORECASE,
)
_NAMED_HOURS = {"midnight": 0, "midday": 12, "noon": 12}
# The rule's own example of an hour and its other hour: "like 6h (11h in Toulouse)".
_HOUR_EXAMPLE = re.compile(
    r"\blike (?P<given>[01]?\d|2[0-3])(?:h|:\d\d)\w* \((?P<other>[01]?\d|2[0-3])(?:h|:\d\d)"
)
# The other place's distance in hours, as the rule states it: "London is 4½ hours behind you".
_HOURS_APART = re.compile(
    r"\b(?!(?:you|we)\b)\w+ (?:is|are|'s) (?P<hours>\d{1,2})(?P<half>½| and a half|\.5)? hours? "
    r"(?P<way>behind|ahead)\b",
    re.IGNORECASE,
)
_IN_BRACKETS = re.compile(r"\([^()]*\)")
_DAY_MINUTES = 24 * 60


def _minute_of(found: re.Match[str]) -> int:
    """The minute of the day a clock time names ("16:30", "6h", "noon")."""
    named = found.group("named")
    if named:
        return _NAMED_HOURS[named.lower()] * 60
    minutes = re.search(r"[h:](\d\d)$", found.group(0))
    return int(found.group("hour")) * 60 + (int(minutes.group(1)) if minutes else 0)


def _minutes_apart(rule: str) -> int | None:
    """How many minutes the rule's other clock is ahead of the reply's: from its own example,
    or from the hours it says the other place is behind or ahead; None where it says neither."""
    example = _HOUR_EXAMPLE.search(rule)
    if example:
        return (int(example.group("other")) - int(example.group("given"))) * 60 % _DAY_MINUTES
    stated = _HOURS_APART.search(rule)
    if stated is None:
        return None
    minutes = int(stated.group("hours")) * 60 + (30 if stated.group("half") else 0)
    return (minutes if stated.group("way").lower() == "ahead" else -minutes) % _DAY_MINUTES


def hour_in_brackets(reply: str, match: re.Match[str]) -> bool | None:
    """Every hour of the clock followed right away by the other hour the rule asks for, in
    brackets ("6h (11h in Toulouse)"), the two as far apart as in the rule's own example or as
    it says ("London is 4½ hours behind you") where it gives either; undecided where the reply
    writes no hour."""
    text = _text_the_rule_reads(reply, match)
    bracketed = [(found.start(), found.end()) for found in _IN_BRACKETS.finditer(text)]
    apart = _minutes_apart(match.string)
    hours = [
        found
        for found in _CLOCK_HOUR.finditer(text)
        if not any(start < found.start() < end for start, end in bracketed)
    ]
    if not hours:
        return None
    for found in hours:
        after = re.match(r"\s*\(([^()]*)\)", text[found.end() :])
        other = _CLOCK_HOUR.search(after.group(1)) if after else None
        if other is None:
            return False
        if apart is not None and (_minute_of(other) - _minute_of(found)) % _DAY_MINUTES != apart:
            return False
    return True


# An item of a list written in a sentence: one to five words, none of them "and" or "or".
_LIST_ITEM = r"(?!(?:and|or)\b)[\w'’-]+(?: (?!(?:and|or)\b)[\w'’-]+){0,4}"
# Three items or more with the last joined by a comma and "and"/"or" ("goats, palms, and
# husbands"), and without that comma ("a strip of palm leaf, a ruler and a pencil"), the list
# opening a sentence or a clause.
_SERIAL_COMMA_LIST = re.compile(rf"{_LIST_ITEM}, {_LIST_ITEM}, (?:and|or) \w", re.IGNORECASE)
_LIST_WITHOUT_SERIAL_COMMA = re.compile(
    rf"(?:^|[^\w\s'’-])\s*{_LIST_ITEM}, {_LIST_ITEM} (?:and|or) (?!(?:and|or)\b)\w",
    re.IGNORECASE,
)


def serial_comma(reply: str, match: re.Match[str]) -> bool | None:
    """A comma before the "and" (or "or") that brings in the last of three items or more, in
    every list ("the Oxford comma"): no list written without it, at least one written with it;
    undecided where the reply writes no list of three."""
    text = _text_the_rule_reads(reply, match)
    if _LIST_WITHOUT_SERIAL_COMMA.search(text):
        return False
    return True if _SERIAL_COMMA_LIST.search(text) else None


# Quotation marks of other kinds than the pair a rule asks for: double marks, and single ones
# around a quotation (an apostrophe within or after a word is not one).
_QUOTATION_MARKS = re.compile(r"[\"“”„‟«»‹›「」『』]|‘[^’\n]*’|(?<![\w'])'[^'\n]+'(?!\w)")
# "and quote somebody at least once in every message"
_A_QUOTE_ASKED = re.compile(
    r"\bquote (?:somebody|someone|a person|a saying) at least once\b", re.IGNORECASE
)
# "and right after the closing “ a space, a long dash, a space and who said it"
_SPEAKER_AFTER_ASKED = re.compile(
    r"\bafter the closing\b[^.;]{0,20}?\b(?:long |em )?dash\b[^.;]{0,20}?\bwho said it\b",
    re.IGNORECASE,
)


def _text_read_keeping_marked(
    reply: str, match: re.Match[str], opening: str | tuple[str, ...]
) -> str:
    """``reply`` with its narration left out unless the rule counts it, all but the spans that
    open on the rule's own mark (``opening``): those read as narration, but they are the rule's
    own."""
    if _NARRATION_COUNTED.search(match.string):
        return reply
    text = reply
    for span in reversed(outermost_narration(reply)):
        if not span.text.startswith(opening):
            text = text[: span.start] + text[span.end :]
    return text


def quotation_marks(reply: str, match: re.Match[str]) -> bool:
    """Somebody's words quoted only in the pair of marks the rule names ("put them in « » like
    in a Russian book, never in English quotes"): no other quotation mark anywhere the rule
    reads; a reply that quotes nobody keeps the rule, unless it asks for a quote in every
    message; where it asks for who said it after the closing mark, a dash and a name follow
    each ("„zivs mīl dūmus“ — vecmāmiņa Alma")."""
    pair = match.group("open") + match.group("close")
    # words in the rule's own marks are a quotation, however they read („Put what sells“)
    text = _text_read_keeping_marked(reply, match, match.group("open"))
    if not all(found.group(0)[0] in pair for found in _QUOTATION_MARKS.finditer(text)):
        return False
    if _A_QUOTE_ASKED.search(match.string) and match.group("open") not in text:
        return False
    if _SPEAKER_AFTER_ASKED.search(match.string):
        closes = [at for at, mark in enumerate(text) if mark == match.group("close")]
        return all(re.match(r" [—–] ?\w", text[at + 1 :]) for at in closes)
    return True


# A distance in a unit of length: "two miles", "800 m", "half a kilometre", "a yard".
_LENGTH_UNIT = re.compile(
    # not "on foot"
    r"\b(?:miles?|kilomet(?:re|er)s?|km|met(?:re|er)s?|yards?|feet|ft)\b"
    # "Ryan's 2.5k"
    r"|(?<=\d)\s?(?:m|km|k|yd|ft)\b",
    re.IGNORECASE,
)


def distance_as_walking_time(reply: str, match: re.Match[str]) -> bool:
    """Every distance given as the time it takes to walk it ("ten minutes' walk"), never in a
    unit of length: no mile, kilometre, metre, yard or foot anywhere the rule reads."""
    return not _LENGTH_UNIT.search(_text_the_rule_reads(reply, match))


# Names listed together: "Abdulla, Haneefa and Muhammed", "Kavaratti and Agatti", a name of
# several words each ("Kuya Jun and Ate Liza").
_NAME_IN_LIST = r"(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)*"
_NAMES_LISTED = re.compile(
    rf"(?<![\w'’-])(?P<names>{_NAME_IN_LIST}(?:, {_NAME_IN_LIST})*,? (?:and|or|&) {_NAME_IN_LIST})"
)


def names_in_alphabetical_order(reply: str, match: re.Match[str]) -> bool | None:
    """Every list of two names or more ("Abdulla, Haneefa and Muhammed") in the order of the
    alphabet, anywhere the rule reads; undecided where the reply lists no names together."""
    lists = [
        re.split(r",? (?:and|or|&) |, ", found.group("names"))
        for found in _NAMES_LISTED.finditer(_text_the_rule_reads(reply, match))
    ]
    if not lists:
        return None
    return all(names == sorted(names, key=str.casefold) for names in lists)


# Somebody's words quoted: "“I will bring the fish at five”".
_QUOTED_WORDS = re.compile(r"“[^”]*”|\"[^\"]*\"")


def named_not_i(reply: str, match: re.Match[str]) -> bool:
    """The role names itself by the name the rule gives ("Nanay will, Nanay's tin"), never
    "I", "me", "my" or "mine", anywhere the rule reads (somebody's words quoted aside)."""
    said = _QUOTED_WORDS.sub(" ", _text_the_rule_reads(reply, match))
    return not _FIRST_PERSON_SINGULAR.search(said)


# A superlative: "best", "most", "least", "foremost", and a word in -est that is not one of the
# nouns and verbs so spelled ("the west", "a guest", "the harvest", "I suggest").
_SPELLED_AS_SUPERLATIVES = (
    r"almost|arbalest|arrest|attest|behest|bequest|budapest|celest|chest|congest|conquest|"
    r"contest|crest|detest|digest|dishonest|divest|earnest|everest|forest|guest|harvest|"
    r"honest|infest|ingest|inquest|interest|invest|jest|lest|manifest|midwest|modest|molest|"
    r"nest|northwest|pest|priest|protest|quest|request|rest|southwest|suggest|tempest|test|"
    r"unrest|vest|west|zest"
)
_SUPERLATIVE = re.compile(
    rf"\b(?!(?:{_SPELLED_AS_SUPERLATIVES})\b)(?:best|worst|most|least|\w+most|\w{{2,}}est)\b",
    re.IGNORECASE,
)


def no_superlatives(reply: str, match: re.Match[str]) -> bool:
    """No superlative anywhere the rule reads ("the highest post office", "Most of your
    friends"); comparatives ("higher than Kaza") keep it."""
    return not _SUPERLATIVE.search(_text_the_rule_reads(reply, match))


# Numbers said whole, where a rule wants them digit by digit ("one zero four two" for 10:42):
# tens, teens, hundreds and their ordinals ("the nineteenth of June").
_WHOLE_NUMBER_WORD = re.compile(
    r"\b(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion"
    r"|tenth|eleventh|twelfth|\w+teenth|\w+tieth|hundredth|thousandth)\b",
    re.IGNORECASE,
)


def digits_in_words(reply: str, match: re.Match[str]) -> bool:
    """Every number said digit by digit in words ("one zero four two"): no digit, no number said
    whole ("ten", "nineteenth"), and where the rule gives its own word for a digit ("'niner' for
    9"), that word and not the plain one ("nine")."""
    text = _text_the_rule_reads(reply, match)
    if re.search(r"\d", text) or _WHOLE_NUMBER_WORD.search(text):
        return False
    return not any(
        found.group("word").lower() != UNIT_WORDS[int(found.group("digit"))]
        and re.search(rf"\b{UNIT_WORDS[int(found.group('digit'))]}\b", text, re.IGNORECASE)
        for found in _OWN_DIGIT_WORD.finditer(match.string)
    )


# A word the rule gives for a digit: "'niner' for 9", "“fife” for 5".
_OWN_DIGIT_WORD = re.compile(r"[\"'“‘](?P<word>[a-z]+)[\"'”’] for (?P<digit>\d)\b", re.IGNORECASE)


_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "last": -1}


def paragraph_opens_with(reply: str, match: re.Match[str]) -> bool:
    """Open the rule's paragraph (the third, the last) with its word ("Ajunngilaq"; an action
    before it aside, case-insensitive)."""
    word = (match.group("text") or match.group("text2") or match.group("text3")).strip().lower()
    number = match.group("number")
    nth = (
        int(number) - 1
        if number
        else _ORDINALS[(match.group("nth") or match.group("nth2") or match.group("nth3")).lower()]
    )
    blocks = _paragraphs(reply)
    if nth >= len(blocks):
        return False
    spoken = strip_narration(blocks[nth]).lstrip("\"'“‘*_ ").lower()
    return re.match(rf"{re.escape(word)}(?!\w)", spoken) is not None


_ONLY_ONE_QUESTION = re.compile(
    r"\bno other (?:sentence|one)\b|\bonly (?:one|a single) question(?: mark)?\b", re.IGNORECASE
)


def nth_sentence_question(reply: str, match: re.Match[str]) -> bool | None:
    """Make the rule's sentence (the third, the first) a question ending with a question mark
    (spoken text, line by line); where the rule says no other sentence is one, it is the
    reply's only question mark."""
    said = _spoken_sentences(reply, match)
    if not said:
        return None
    nth = _ORDINALS[match.group("nth").lower()]
    if nth >= len(said):
        return False
    asks = without_trailing_decoration(said[nth]).rstrip().endswith("?")
    if _ONLY_ONE_QUESTION.search(match.string):
        return asks and _text_the_rule_reads(reply, match).count("?") == 1
    return asks


def double_spaced(reply: str, match: re.Match[str]) -> bool | None:
    """Leave one empty line between every two lines of text, never two lines touching and never
    two empty lines in a row (the whole reply, narration lines included)."""
    lines = reply.strip().splitlines()
    if not lines:
        return None
    return all(bool(line.strip()) == (index % 2 == 0) for index, line in enumerate(lines))


def word_range(reply: str, match: re.Match[str]) -> bool:
    """Write between N and M words, both counted in (the spoken text; the whole reply where the
    rule counts the narration)."""
    low = int(match.group("low") or match.group("low2"))
    high = int(match.group("high") or match.group("high2"))
    return low <= len(words_of(_text_the_rule_reads(reply, match))) <= high


def actions_first(reply: str, match: re.Match[str]) -> bool:
    """Open with narration and say every action before the first spoken word: the reply starts
    with an action, and none comes after words are said."""
    spans = outermost_narration(reply)
    if not spans or reply[: spans[0].start].strip():
        return False
    # between and after the spans: once a word is said, no span may follow
    position, said = 0, False
    for span in spans:
        said = said or re.search(r"[^\W_]", reply[position : span.start]) is not None
        if said:
            return False
        position = span.end
    return True


def actions_at_both_ends(reply: str, match: re.Match[str]) -> bool:
    """Write two pieces of narration, one as the very first thing and one as the very last,
    with words said between them: nothing before the first action or after the last (not even
    an emoji), and no third action."""
    spans = outermost_narration(reply)
    return (
        len(spans) == 2
        and not reply[: spans[0].start].strip()
        and not reply[spans[1].end :].strip()
        and re.search(r"[^\W_]", reply[spans[0].end : spans[1].start]) is not None
    )


# "the In short line always the very first thing", "each of the two only once"
_VERY_FIRST_THING = re.compile(r"\b(?:very )?first thing\b|\bnothing before\b", re.IGNORECASE)
_EACH_ONCE = re.compile(r"\b(?:each|both) (?:of (?:the|them) (?:two )?)?only once\b", re.IGNORECASE)


def labelled_lines_in_order(reply: str, match: re.Match[str]) -> bool:
    """A line opening with the first label the rule gives and a later line opening with the
    second ("In short: ..." then "The long of it: ..."), the narration as written; the first
    label the very first thing where the rule says so, and each once where it says so."""
    first, second = match.group("first").strip(), match.group("second").strip()
    lines = [line.strip() for line in reply.strip().splitlines()]
    firsts = [at for at, line in enumerate(lines) if line.startswith(first)]
    seconds = [at for at, line in enumerate(lines) if line.startswith(second)]
    if not firsts or not seconds or firsts[0] > seconds[0]:
        return False
    if _VERY_FIRST_THING.search(match.string) and firsts[0] != 0:
        return False
    return not (_EACH_ONCE.search(match.string) and (len(firsts), len(seconds)) != (1, 1))


def lines_indented(reply: str, match: re.Match[str]) -> bool:
    """Open every line with exactly the rule's number of spaces (no tab), narration lines too,
    and no empty line where the rule bans one."""
    lines = reply.rstrip().splitlines()
    if _NO_EMPTY_LINE.search(match.string) is None:
        lines = [line for line in lines if line.strip()]
    spaces = count_asked(match)
    return bool(lines) and all(re.match(rf" {{{spaces}}}\S", line) for line in lines)


def name_first_only(reply: str, match: re.Match[str]) -> bool:
    """The name the rule gives as the reply's very first word, and nowhere else in it."""
    name = re.escape(match.group("name"))
    return (
        re.match(rf"\s*{name}(?![\w'’-])", reply) is not None
        and len(re.findall(rf"(?<![\w'’-]){name}(?![\w'’-])", reply)) == 1
    )


_NOT_AS_THE_FIRST_OR_LAST_WORD = re.compile(
    r"\b(?:never|not) (?:as |be )?(?:the )?(?:very )?(?P<end>first|last) word\b", re.IGNORECASE
)
# "don't call me anything else at all, no binti, no habibti, no azizti"
_NO_OTHER_NAME = re.compile(
    r"\banything else\b(?: at all)?(?P<names>(?:,? (?:and |or )?(?:no|not|nor|never) "
    r"[^\W\d_][\w'’-]*)+)",
    re.IGNORECASE,
)


def name_once(reply: str, match: re.Match[str]) -> bool | None:
    """Use the user's name the rule gives exactly once (spoken text, in any case); not as the
    very first or last word where the rule says so, and none of the other names it forbids ("no
    binti, no habibti")."""
    text = _text_the_rule_reads(reply, match)
    words = re.findall(r"[^\W\d_][\w'’-]*", text)
    if not words:
        return None
    name = match.group("name").lower()
    if [word.lower() for word in words].count(name) != 1:
        return False
    rule = _rule_clause(match)
    for end in _NOT_AS_THE_FIRST_OR_LAST_WORD.finditer(rule):
        if words[0 if end.group("end").lower() == "first" else -1].lower() == name:
            return False
    others = _NO_OTHER_NAME.search(rule)
    if others:
        banned = re.findall(r"(?:no|not|nor|never) ([^\W\d_][\w'’-]*)", others.group("names"), re.I)
        said = {word.lower() for word in words}
        return not any(other.lower() in said for other in banned)
    return True


_LETTER_MARK = re.compile(r"\(([a-z])\)")
_SENTENCE_END_BETWEEN = re.compile(r"[.!?](?:\s|$)")


def lettered_series(reply: str, match: re.Match[str]) -> bool | None:
    """Letter a series of things inside a sentence, "(a) the blue, (b) the green and (c) the
    gold": at least one series of the rule's length or more, each from (a) with no letter skipped
    or out of order, never a shorter one, no letter opening a line of its own, and each series
    inside one sentence (spoken text, the whole reply where the rule counts the narration)."""
    text = _text_the_rule_reads(reply, match)
    if not words_of(text):
        return None
    series: list[list[re.Match[str]]] = []
    for mark in _LETTER_MARK.finditer(text):
        if not text[: mark.start()].rsplit("\n", 1)[-1].strip():
            return False  # a lettered thing opening a line
        if mark.group(1) == "a":
            series.append([mark])
        elif not series or ord(mark.group(1)) != ord(series[-1][-1].group(1)) + 1:
            return False  # a letter skipped or out of order
        else:
            between = text[series[-1][-1].end() : mark.start()]
            if _SENTENCE_END_BETWEEN.search(between):
                return False  # the series runs over two sentences
            series[-1].append(mark)
    shortest = count_asked(match)
    return bool(series) and all(len(marks) >= shortest for marks in series)


def ends_between_marks(reply: str, match: re.Match[str]) -> bool | None:
    """End the reply with words of its own set between two of the rule's marks ("✷ newen for
    your road ✷"), nothing after the second; a space inside each mark where the rule asks for it,
    and the mark nowhere else where it says "no other" (the whole reply as written)."""
    if not words_of(reply):
        return None
    mark = re.escape(match.group("mark"))
    closing = re.search(rf"{mark}([^\n]*?){mark}\s*$", reply.rstrip())
    if closing is None or re.search(mark, closing.group(1)) or not words_of(closing.group(1)):
        return False
    rule = _rule_clause(match)
    inside = closing.group(1)
    if re.search(r"\ba space inside\b", rule, re.I) and not (
        inside.startswith(" ") and inside.endswith(" ")
    ):
        return False
    if _NO_OTHER.search(rule):
        return len(re.findall(mark, reply)) == 2
    return True


_NO_OTHER_WORD_IN_CAPITALS = re.compile(
    r"\bno other words?\b[^,;.()]{0,30}?\bin capitals\b", re.IGNORECASE
)
_AT_LEAST_ONE_COLOUR = re.compile(r"\b(?:at least one|one at least) colou?r\b", re.IGNORECASE)


def colour_words_in_capitals(reply: str, match: re.Match[str]) -> bool | None:
    """Write every colour word all in capitals ("WHITE", and the colours the rule writes so in
    its example, "MÓRAUÐUR"); one colour at least and no other word in capitals where the rule
    says so (spoken text, the whole reply where the rule counts the narration; "I" and "A" are no
    capitals)."""
    text = _text_the_rule_reads(reply, match)
    words = re.findall(r"[^\W\d_][\w'’-]*", text)
    if not words:
        return None
    example = _rule_clause(match)
    colours = COLOURS | {
        word.lower() for word in re.findall(r"(?<![\w'’])[^\W\d_a-zß-ÿ]{2,}(?![\w'’])", example)
    }
    named = [word for word in words if word.lower() in colours]
    if any(not word.isupper() for word in named):
        return False
    if _AT_LEAST_ONE_COLOUR.search(example) and not named:
        return False
    if _NO_OTHER_WORD_IN_CAPITALS.search(example):
        return not any(
            word.isupper() and len(word) > 1 and word.lower() not in colours for word in words
        )
    return True


def opens_with_one_question(reply: str, match: re.Match[str]) -> bool | None:
    """Open the reply with a question, its first sentence ending on "?", and, where the rule
    says so, no other question mark anywhere (spoken text, the whole reply where the rule counts
    the narration)."""
    text = _text_the_rule_reads(reply, match).strip()
    said = sentences_of(text)
    if not said:
        return None
    if not said[0].rstrip("\"'”’)] ").endswith("?"):
        return False
    rule = _rule_clause(match)
    if re.search(r"\bno other question|\bnot one more question|\bonly one question", rule, re.I):
        return text.count("?") == 1
    return True


def opens_with_quoted_saying(reply: str, match: re.Match[str]) -> bool | None:
    """Open the reply with words between the rule's marks ("«A chullo that leaks ...»"), the
    opening mark the very first thing, words of the reply's own after them, and the marks nowhere
    else where the rule says "no other" (the whole reply as written)."""
    if not words_of(reply):
        return None
    opening, closing = match.group("open"), match.group("close")
    text = reply.strip()
    if not text.startswith(opening) or closing not in text[1:]:
        return False
    inside, _, after = text[len(opening) :].partition(closing)
    if not words_of(inside) or not words_of(after):
        return False
    rule = _rule_clause(match)
    if _NO_OTHER.search(rule):
        return text.count(opening) == 1 and text.count(closing) == 1
    return True


def short_last_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """End the reply on a sentence of at most the rule's number of words, closed by one plain full
    stop with nothing after it (no emoji, no narration; the narration may come before it)."""
    text = reply.rstrip()
    if not words_of(text):
        return None
    if not text.endswith(".") or text.endswith(".."):
        return False
    last = sentences_of(text)[-1]
    # the sentence after the narration that comes before it
    spans = find_narration(last)
    if spans:
        if last[spans[-1].end :].strip() == "":
            return False
        last = last[spans[-1].end :]
    return 0 < len(words_of(last)) <= count_asked(match)


def _script_of(char: str) -> str:
    """The script a letter is written in, by its Unicode name ("HANGUL", "CYRILLIC", "LATIN")."""
    return unicodedata.name(char, "").split(" ")[0]


_NOT_EVEN = re.compile(r"\bnot even ([^\W\d_][\w'’-]*(?:,? (?:or|nor) [^\W\d_][\w'’-]*)*)", re.I)


def script_words_glossed(reply: str, match: re.Match[str]) -> bool | None:
    """Write every word of the rule's language in its own letters (the script of the rule's
    example, "닥"), each followed at once by its meaning in the rule's brackets ("닥 [paper
    mulberry]"); one such word at least, nothing else in those brackets, and none of the words the
    rule names "not even" in Latin letters, where it says so (spoken text, the whole reply where
    the rule counts the narration)."""
    text = _text_the_rule_reads(reply, match)
    if not words_of(text):
        return None
    script = _script_of(match.group("example")[0])
    opening = match.group("open")
    closing = "]" if opening == "[" else ")"
    runs = [
        found
        for found in re.finditer(r"[^\W\d_]+", text)
        if all(_script_of(char) == script for char in found.group(0))
    ]
    glossed_at = set()
    for run in runs:
        gloss = re.match(
            rf"\s?{re.escape(opening)}[^{re.escape(closing)}]*[^\W\d_][^{re.escape(closing)}]*"
            rf"{re.escape(closing)}",
            text[run.end() :],
        )
        if gloss is None:
            return False
        glossed_at.add(run.end() + gloss.group(0).index(opening))
    rule = _rule_clause(match)
    if re.search(r"\bat least one\b", rule, re.I) and not runs:
        return False
    if re.search(r"\bnothing else in (?:square |round )?brackets\b", rule, re.I) and any(
        found.start() not in glossed_at for found in re.finditer(re.escape(opening), text)
    ):
        return False
    banned = _NOT_EVEN.search(rule)
    if banned:
        outside = re.sub(
            rf"{re.escape(opening)}[^{re.escape(closing)}]*{re.escape(closing)}", " ", text
        )
        said = {word.lower() for word in words_of(outside)}
        if any(word.lower() in said for word in re.split(r",? (?:or|nor) ", banned.group(1))):
            return False
    return True


def max_word_letters(reply: str, match: re.Match[str]) -> bool:
    """Use no word longer than N letters (the spoken text, the whole reply where the rule counts
    the narration or holds for anything written, "names and your ⟬ ⟭ bits too"; figures are no
    words, a hyphen or an apostrophe parts two)."""
    limit = count_asked(match)
    text = _text_written(reply, match)
    return all(len(word) <= limit for word in re.findall(r"[^\W\d_]+", text))


def line_count(reply: str, match: re.Match[str]) -> bool:
    """Write exactly N lines ("four lines of verse, one per line"): the lines with words of the
    spoken text (of the whole reply where the rule counts the narration)."""
    text = _text_the_rule_reads(reply, match)
    lines = [line for line in text.splitlines() if re.search(r"[^\W_]", line)]
    if _empty_line_where_banned(text, match):
        # "three lines, no empty line between them"
        return False
    return len(lines) == count_asked(match)


_NO_EMPTY_LINE = re.compile(
    r"\bno (?:empty|blank) lines?\b|\bnone (?:of them )?(?:empty|blank)\b", re.IGNORECASE
)


def _empty_line_where_banned(text: str, match: re.Match[str]) -> bool:
    """Whether the rule bans empty lines ("no empty lines in between") and ``text`` has one."""
    return (
        _NO_EMPTY_LINE.search(match.string) is not None
        and re.search(r"\n\s*\n", text.strip()) is not None
    )


def sentences_end_with(reply: str, match: re.Match[str]) -> bool | None:
    """End every sentence with the given word (spoken text, sentence by sentence and line by
    line, case-insensitive; the punctuation, closing quotes and emojis after it ignored)."""
    said = _spoken_sentences(reply, match)
    word = ending_word(match)
    if not said or not word:
        return None
    return all(
        ends_with_word(re.sub(r"[\W_]+$", "", without_trailing_decoration(sentence)), word)
        for sentence in said
    )


# Times of day as a reply writes them: "07:45", "7.45 pm", "6 pm", "seven o'clock", "half past
# seven", "a quarter to eight"; a clock time has a colon.
_CLOCK_TIME = re.compile(r"(?<![\w:.,$£€])(?P<hour>\d{1,2}):(?P<minute>\d{2})(?![\w:]|[.,]\d)")
_TWELVE_HOUR_MARK = r"(?:a\.\s?m\.|p\.\s?m\.|am\b|pm\b)"
_TWELVE_HOUR_TIME = re.compile(
    rf"(?<![\w:.])\d{{1,2}}(?:[:.]\d{{2}})?\s?{_TWELVE_HOUR_MARK}", re.IGNORECASE
)
_SPOKEN_TIME = re.compile(
    rf"\bo'clock\b|\bo’clock\b|\b(?:half|quarter|ten|twenty|five|twenty-five) (?:past|to|after)"
    rf" (?:\d{{1,2}}|{'|'.join(NUMBER_WORDS)})\b"
    # "dry on the wall by six in the evening"
    rf"|\b(?:\d{{1,2}}|{'|'.join(NUMBER_WORDS)}) in the (?:morning|afternoon|evening)\b",
    re.IGNORECASE,
)


def clock_times(reply: str, match: re.Match[str]) -> bool:
    """Write every time of day in the clock the rule names (the whole reply; a reply that
    names no time keeps the rule). The 24-hour clock: hours 00-23 with two digits and a colon
    ("07:45"; no time with a colon where the rule's example is written without, "0745"); no am,
    pm, o'clock or "half past". The 12-hour clock: every time with am or pm, no hour over 12.
    Decimals and prices ("2.50 km", "£3.50") are no times."""
    if match.group("clock").startswith("12"):
        return all(
            1 <= int(found.group("hour")) <= 12
            and _TWELVE_HOUR_TIME.match(reply, found.start()) is not None
            for found in _CLOCK_TIME.finditer(reply)
        )
    if _TWELVE_HOUR_TIME.search(reply) or _SPOKEN_TIME.search(reply):
        return False
    # "put at least one clock time like that in every message"
    kinds = "clock time|time of (?:the )?day|time"
    if _asks_for_at_least_one(match.string, kinds) and not _CLOCK_TIME.search(reply):
        return False
    example = re.search(r"\b(?:like|e\.g\.|such as|as in)\W*(\d{2}:?\d{2})\b", match.string)
    if example is not None and ":" not in example.group(1):
        return not _CLOCK_TIME.search(reply)
    return all(
        len(found.group("hour")) == 2
        and int(found.group("hour")) <= 23
        and int(found.group("minute")) <= 59
        and reply[found.start() + 2] == ":"
        for found in _CLOCK_TIME.finditer(reply)
    )


_TABLE_ROW = re.compile(r"\s*\|.*\|\s*$")
_TABLE_HEADER_RULE = re.compile(r"\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?\s*$")
_NOTHING_OUTSIDE = re.compile(
    r"\b(?:nothing|no (?:text|words?|prose|lines?)|not (?:a|one) (?:word|line))"
    r" (?:else )?(?:outside|beyond|before or after|around)\b"
    r"|\b(?:only|nothing but) (?:a|the|one) (?:markdown )?table\b",
    re.IGNORECASE,
)


def markdown_table(reply: str, match: re.Match[str]) -> bool:
    """Lay the reply out as a markdown table: rows between pipes, the first of them a header
    row with the |---| line under it; where the rule says nothing may stand outside the table,
    every line of the reply is a row of it (narration included)."""
    lines = [line for line in reply.splitlines() if line.strip()]
    tables = [
        index
        for index in range(len(lines) - 1)
        if _TABLE_ROW.match(lines[index])
        and not _TABLE_HEADER_RULE.match(lines[index])
        and _TABLE_HEADER_RULE.match(lines[index + 1])
        and (index == 0 or not _TABLE_ROW.match(lines[index - 1]))
    ]
    # a table has a row under its header ("a line of dashes under the heading row and at least
    # one row under that")
    tables = [
        index for index in tables if index + 2 < len(lines) and _TABLE_ROW.match(lines[index + 2])
    ]
    if not tables:
        return False
    if _NOTHING_OUTSIDE.search(match.string):
        return len(tables) == 1 and all(_TABLE_ROW.match(line) for line in lines)
    return True


# The mark a reply must end with: "End every answer with three dots (...)", "finish with an
# ellipsis", "close every reply with a colon".
_CLOSING_MARKS = {
    "ellipsis": ("...", "…"),
    "three dots": ("...", "…"),
    "dots": ("...", "…"),
    "colon": (":",),
    "semicolon": (";",),
    "dash": ("—", "–", "-"),
    "exclamation": ("!",),
    "full stop": (".",),
    "period": (".",),
}


def ends_with_mark(reply: str, match: re.Match[str]) -> bool | None:
    """End the reply with the mark named (spoken text; closing quotes and emojis after it
    ignored): "three dots" or an ellipsis is "..." or "…", and a full stop is not one."""
    spoken = without_trailing_decoration(strip_narration(reply))
    if not re.search(r"[^\W_]", spoken):
        return None
    name = re.sub(r"^an? ", "", match.group("mark").lower())
    marks = next(marks for key, marks in _CLOSING_MARKS.items() if name.startswith(key))
    if marks == (".",):
        return spoken.endswith(".") and not spoken.endswith(("...", "…"))
    return spoken.endswith(marks)


# A date as a reply writes it, by its kind: "14 October", "October 14", "14/10", "the 19th",
# "14 Oct".
_FULL_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)"
)
_DATE_KINDS = (
    # "14/10", "14.10.2024", "2024-10-14"; not a decimal ("2.5") nor a range ("12-15")
    (
        "numeric",
        re.compile(
            r"(?<![\d/.:-])(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{1,4}([.-])\d{1,2}\1\d{1,4})"
            r"(?![\d/:]|[.-]\d)"
        ),
    ),
    ("ordinal", re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b(?! (?:century|centuries)\b)", re.I)),
    ("day month", re.compile(rf"\b\d{{1,2}}(?: of)? {_FULL_MONTH}\b", re.IGNORECASE)),
    ("month day", re.compile(rf"\b{_FULL_MONTH} \d{{1,2}}\b(?!\d|:)", re.IGNORECASE)),
    (
        "abbreviated",
        re.compile(
            r"\b\d{1,2} (?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?"
            r"|\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.? \d{1,2}\b",
            re.IGNORECASE,
        ),
    ),
)
_DATE_EXAMPLE = re.compile(r"\b(?:like|as in|e\.g\.|such as|for example)\W*([^,;()]{3,30})")


def _date_kinds(text: str) -> set[str]:
    """The kinds of date ``text`` writes ("14 October" is "day month", "14/10" "numeric")."""
    return {kind for kind, pattern in _DATE_KINDS if pattern.search(text)}


# "never a year or a month standing alone without its day", "put at least one date in every
# message"
_NO_YEAR_ALONE = re.compile(
    r"\b(?:never|no|not) (?:a )?years?(?: or (?:a )?months?)? (?:standing |written )?"
    r"(?:alone|on (?:its|their) own|by (?:itself|themselves)|without)\b",
    re.IGNORECASE,
)
_A_DATE_IN_EVERY = re.compile(
    r"\bat least one (?:whole |full )?date\b|\ba date in (?:every|each)\b", re.I
)
# "never a year by itself or a month by itself"
_NO_MONTH_ALONE = re.compile(
    r"\b(?:never|no|not)\b[^.;()]{0,30}?\bmonths? (?:standing |written )?(?:alone|on (?:its|their)"
    r" own|by (?:itself|themselves))\b",
    re.IGNORECASE,
)
_YEAR_ALONE = re.compile(r"(?<![\d/.:-])(?:1[5-9]\d\d|20\d\d)(?![\d/:-]|\.\d)")
_WHOLE_DATE = re.compile(
    rf"\b\d{{1,2}}(?: of)? {_FULL_MONTH},? \d{{4}}\b|\b{_FULL_MONTH} \d{{1,2}},? \d{{4}}\b",
    re.IGNORECASE,
)


def date_form(reply: str, match: re.Match[str]) -> bool | None:
    """Write every date in the form of the rule's example ("like 14 October": the day in
    figures, then the month's full name; "like 2024-10-14": figures), no date in another form
    (the whole reply: narration included; a reply with no date keeps the rule, unless the rule
    asks for one in every message), and, where the rule forbids it, no year standing alone
    ("as my mother did from 1965"). A rule with no example cannot be told."""
    example = _DATE_EXAMPLE.search(match.string, match.start())
    asked = _date_kinds(example.group(1)) if example else set()
    if len(asked) != 1:
        return None
    written = _date_kinds(reply)
    if not written and _A_DATE_IN_EVERY.search(match.string):
        return False
    if _NO_YEAR_ALONE.search(match.string) and _YEAR_ALONE.search(_WHOLE_DATE.sub(" ", reply)):
        return False
    if _NO_MONTH_ALONE.search(match.string) and re.search(
        rf"\b{_FULL_MONTH}\b", _WHOLE_DATE.sub(" ", reply), re.IGNORECASE
    ):
        return False
    return written <= asked


# "Round every number of ten or more to the nearest ten (years don't count)".
_YEARS_EXEMPT = re.compile(
    r"\byears? (?:do(?:es)?n'?t|do(?:es)? not) count\b|\b(?:except|not|but not|apart from) "
    r"(?:for )?years\b|\byears (?:are|stay) (?:exempt|excepted|as they are)\b",
    re.IGNORECASE,
)


def rounded_numbers(reply: str, match: re.Match[str]) -> bool:
    """Round every number from the rule's threshold up to a multiple of its step ("every number
    of ten or more to the nearest ten"), in figures or in words, the whole reply; times of day
    are no numbers, and years none where the rule exempts them."""
    step = number_said(match.group("step")) or 10
    least = number_said(match.group("least") or "") or step
    text = _CLOCK_TIME.sub(" ", reply)
    years_exempt = _YEARS_EXEMPT.search(match.string) is not None
    for figure in figures_in(text):
        value = float(figure)
        if abs(value) < least or (years_exempt and re.fullmatch(r"1[5-9]\d\d|20\d\d", figure)):
            continue
        if value % step:
            return False
    return True


# American and British spellings of the same words, by their stems ("color", "colour"):
# every inflection of a stem is read ("colored", "colours").
_SPELLINGS = (
    ("color", "colour"), ("favor", "favour"), ("flavor", "flavour"), ("honor", "honour"),
    ("labor", "labour"), ("neighbor", "neighbour"), ("harbor", "harbour"), ("humor", "humour"),
    ("behavior", "behaviour"), ("rumor", "rumour"), ("odor", "odour"), ("vapor", "vapour"),
    ("armor", "armour"), ("savor", "savour"), ("gray", "grey"), ("center", "centre"),
    ("meter", "metre"), ("liter", "litre"), ("theater", "theatre"), ("fiber", "fibre"),
    ("somber", "sombre"), ("caliber", "calibre"), ("mold", "mould"), ("plow", "plough"),
    ("jewelry", "jewellery"), ("aluminum", "aluminium"), ("defense", "defence"),
    ("offense", "offence"), ("catalog", "catalogue"), ("dialog", "dialogue"),
    ("analyze", "analyse"), ("paralyze", "paralyse"), ("traveled", "travelled"),
    ("traveling", "travelling"), ("traveler", "traveller"), ("canceled", "cancelled"),
    ("modeling", "modelling"), ("skeptic", "sceptic"), ("mustache", "moustache"),
    ("pajamas", "pyjamas"), ("sulfur", "sulphur"), ("artifact", "artefact"), ("cozy", "cosy"),
)  # fmt: skip


@functools.lru_cache(maxsize=2)
def other_spellings(variety: str) -> tuple[re.Pattern[str], Mapping[str, str]]:
    """The words spelled the way of the other variety than ``variety`` ("british": "color",
    "colored", "gray"), each stem with its inflections, and each such stem's spelling in
    ``variety`` ("color": "colour"); built once for each variety."""
    asked = 1 if variety == "british" else 0
    respelled = {pair[1 - asked]: pair[asked] for pair in _SPELLINGS}
    stems = "|".join(sorted(respelled, key=len, reverse=True))
    pattern = re.compile(rf"\b(?P<stem>{stems})(?:s|es|ed|ing|ful|less|ish|y|ly)?\b", re.IGNORECASE)
    return pattern, respelled


def variety_asked(match: re.Match[str]) -> str:
    """The variety of English a spelling rule asks for: "british" or "american"."""
    return "british" if match.group("variety").lower() in ("british", "uk") else "american"


def spelling_variety(reply: str, match: re.Match[str]) -> bool:
    """Use the spelling of one variety of English ("British spelling: colour, grey, centre"),
    no word spelled the other way anywhere in the reply (narration and quoted names too)."""
    pattern, _ = other_spellings(variety_asked(match))
    return pattern.search(reply) is None


# What each unit measures, and the words a rule names a quantity by ("every weight in
# kilograms").
_UNIT_KINDS = {
    "millimetre": "length", "centimetre": "length", "metre": "length", "kilometre": "length",
    "inch": "length", "foot": "length", "yard": "length", "mile": "length",
    "nautical mile": "length",
    "gram": "mass", "kilogram": "mass", "ounce": "mass", "pound": "mass",
    "litre": "volume", "gallon": "volume", "celsius": "temperature", "fahrenheit": "temperature",
}  # fmt: skip
_QUANTITY_KINDS = {
    "weight": "mass", "mass": "mass", "length": "length", "distance": "length",
    "height": "length", "depth": "length", "width": "length", "volume": "volume",
    "temperature": "temperature",
}  # fmt: skip
_UNIT_WORDS_PATTERN = re.compile(_UNIT_WORDS, re.IGNORECASE)


def one_unit(reply: str, match: re.Match[str]) -> bool | None:
    """Give every measurement of the quantity named in the unit named ("every weight in
    kilograms, never in grams": "4.42 kg", "4.42 kilos"), none of that quantity in another
    unit (the whole reply; a reply with no such measurement keeps the rule)."""
    kind = _QUANTITY_KINDS.get(match.group("quantity").lower().removesuffix("s"))
    asked = _UNIT_WORDS_PATTERN.fullmatch(match.group("unit"))
    if kind is None or asked is None:
        return None
    unit = _unit_name(asked)
    return all(
        _unit_name(found) == unit
        for found in _MEASUREMENT.finditer(reply)
        if _UNIT_KINDS.get(_unit_name(found)) == kind
    )


_NUMBER_ALONE = re.compile(r"\(?\d{1,2}[.)]")


def numbered_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """Number every sentence in order, the number before it in the form of the rule's example
    ("(1)", or "1." and "1)" where the rule shows no form); the narration gets no number unless
    the rule says it counts."""
    said: list[str] = []
    for piece in _spoken_sentences(reply, match):
        # "1. React.": the split leaves the number "1." as a sentence of its own
        if said and _NUMBER_ALONE.fullmatch(said[-1]):
            said[-1] = f"{said[-1]} {piece}"
        else:
            said.append(piece.strip())
    if not said:
        return None
    forms: tuple[str, ...]
    if "(1)" in match.string:
        forms = ("({n})",)
    elif re.search(r"\b1\.(?!\d)", match.string):
        forms = ("{n}.",)
    else:
        forms = ("({n})", "{n}.", "{n})")
    return all(
        sentence.lstrip("*_ ").startswith(tuple(form.format(n=number) for form in forms))
        for number, sentence in enumerate(said, start=1)
    )


def roman_numerals(reply: str, match: re.Match[str]) -> bool:
    """Write every number in Roman numerals ("XII", "CCL"): no number in figures or in words
    anywhere in the reply (a reply with no number keeps the rule)."""
    return not figures_in(reply)


# A whole number in figures: not a decimal's or a time's part ("2.1", "9:30"), an ordinal
# ("9th") or a label's number ("car 1", "batch 7", "level 3"), which stay figures.
_WHOLE_FIGURE = re.compile(r"(?<![\d.,:/#])\b(?P<n>\d+)(?![\d,.:/]\d)(?!st\b|nd\b|rd\b|th\b)")
_LABEL_BEFORE = re.compile(
    r"\b(?:no|nr|car|box|bay|row|lot|pan|gate|page|line|room|pier|step|part|item|unit|lift|pour|"
    r"turn|level|grade|round|batch|order|track|table|berth|number|section|chapter|platform|"
    r"question)\.? ?$",
    re.IGNORECASE,
)


def figures_below(text: str, bound: int) -> list[re.Match[str]]:
    """The whole numbers below ``bound`` that ``text`` writes in figures, a label's number
    left out."""
    return [
        found
        for found in _WHOLE_FIGURE.finditer(text)
        if int(found.group("n")) < bound
        and not _LABEL_BEFORE.search(text[max(0, found.start() - 12) : found.start()])
    ]


def words_below(match: re.Match[str]) -> int:
    """The number a rule asks written in words below: "from one to nine" and "under ten"
    both give 10."""
    bound = match.group("upto") or match.group("under")
    written = written_numbers(bound)
    if bound.isdigit():
        value = int(bound)
    elif written:
        value = written[0][1]
    else:
        return 10
    return value + 1 if match.group("upto") else value


def numbers_by_size(reply: str, match: re.Match[str]) -> bool:
    """Write the numbers below a bound in words and the others in figures ("seven bars", "60
    days"): no whole number below it in figures, none from it on in words (spoken text; the
    narration too where the rule counts it). Decimals, times, ordinals and a label's number
    ("car 1") stay figures; a reply with no number keeps the rule."""
    text = _text_the_rule_reads(reply, match)
    bound = words_below(match)
    large_words = any(value >= bound for _, value in written_numbers(text))
    return not figures_below(text, bound) and not large_words


# A measurement as a margin rule reads it: a figure and a unit (those of :data:`_UNIT_WORDS`,
# and of speed, share, weight in tonnes, volume and pressure), with the margin between them or
# after ("22 ± 3 m/s", "5 cm ± 1").
_MARGIN_SIGN = r"(?:±|\+/-|\+-|plus or minus)"
_MARGIN = rf"{_MARGIN_SIGN}\s*\d+(?:[.,]\d+)?"
_MARGIN_SIGN_BEFORE = re.compile(rf"{_MARGIN_SIGN}\s*$")
_MEASURED = re.compile(
    rf"(?<![\d.,])(?P<n>[-−+]?\d+(?:[.,]\d+)?)\s*(?P<margin>{_MARGIN}\s*)?"
    rf"(?:m/s|km/h|mph|knots?|℃|℉|°|t|tonnes?|%|per ?cent|ml|l|hpa|mb|g/l|{_UNIT_WORDS})"
    rf"(?![\w°/])(?P<after>\s*{_MARGIN})?",
    re.IGNORECASE,
)


def with_margins(reply: str, match: re.Match[str]) -> bool:
    """Write every measurement with a plus-minus margin ("40 ± 5 cm", "5 cm ± 1"): a figure
    with a unit and no margin breaks it; a margin's own figure, and numbers without a unit
    (dates, levels, counts), are no measurements (spoken text; narration too where counted)."""
    text = _text_the_rule_reads(reply, match)
    for found in _MEASURED.finditer(text):
        if _MARGIN_SIGN_BEFORE.search(text[max(0, found.start() - 16) : found.start()]):
            continue  # the margin of a figure before it
        if not (found.group("margin") or found.group("after")):
            return False
    return True


# A number as a rule on the decimal comma reads it: digits with points and commas between.
_SEPARATED_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)*(?![\w])")
_FIRST_YEAR, _LAST_YEAR = 1000, 2100


def decimal_comma(reply: str, match: re.Match[str]) -> bool:
    """Write numbers with a point between thousands and a comma before decimals ("R$ 1.450,00",
    "6,5 hours"): a point before other than three digits is a decimal point, a point after a
    comma puts them the other way round, and a number of a thousand or more needs its point
    (a year alone excepted) (spoken text; narration too where counted)."""
    text = _text_the_rule_reads(reply, match)
    for found in _SEPARATED_NUMBER.finditer(text):
        number = found.group(0)
        whole, _, decimals = number.partition(",")
        if "." in decimals or any(len(group) != 3 for group in whole.split(".")[1:]):
            return False
        a_year = not decimals and _FIRST_YEAR <= int(whole) <= _LAST_YEAR
        if "." not in whole and int(whole) >= _FIRST_YEAR and not a_year:
            return False
    return True


# A number in figures, its thousands' commas and decimals within it ("4,940", "1.2").
_NUMBER_IN_TEXT = re.compile(r"(?<![\d.,])\d+(?:,\d{3})*(?:\.\d+)?")
# An ordinal in words counts as a number ("Tuesday the twelfth of December"); "first" only in a
# date ("the first of May"), not "at first".
_ORDINAL_WORD = re.compile(
    r"\b(?:(?:twenty|thirty)-)?(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b"
    r"|\b(?:tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth"
    r"|eighteenth|nineteenth|twentieth|thirtieth)\b|\bfirst(?= of (?-i:[A-Z]))"
    r"|\b(?:twenty|thirty)-first\b",
    re.IGNORECASE,
)
# "one" as a number: before a noun, not "one of", "one who", "no one".
_ONE_COUNTED = re.compile(
    r"(?<!\bno )(?<!\bthe )(?<!\bthis )(?<!\bthat )\bone (?!(?:of|who|that|which|another|more|"
    r"or|and|to|by|at|in|on|is|was|thing|else|here|there|bit|way|can|could|would|should|must)\b)"
    r"[a-z]",
    re.IGNORECASE,
)


def max_numbers(reply: str, match: re.Match[str]) -> bool:
    """Use no more numbers than the rule allows, counting each figure, number word and date
    ("141 g/L", "two days", "the 9th", "one day") (spoken text; narration too where counted)."""
    text = _text_the_rule_reads(reply, match)
    figures = _NUMBER_IN_TEXT.findall(text)
    words = written_numbers(text) + list(_ONE_COUNTED.finditer(text))
    ordinals = _ORDINAL_WORD.findall(text)
    return len(figures) + len(words) + len(ordinals) <= allowed_count(match)


# The marks a footnote is made with, where the rule shows none in brackets.
_FOOTNOTE_SIGNS = "*†‡¹²³"
_MARK_IN_BRACKETS = re.compile(r"\((?P<mark>[^\w\s(),.;:])\)")


def footnote(reply: str, match: re.Match[str]) -> bool:
    """Add a footnote: a mark right after a word in the text (one, where the rule says one),
    and a last line of its own that starts with the same mark (the mark the rule shows in
    brackets, "a dagger (†)"; any footnote mark where it shows none) (spoken text). Where the
    rule shows a number in square brackets ("[1]"), see :func:`_numbered_footnotes`."""
    if re.search(r"\[\d\]", match.string):
        return _numbered_footnotes(strip_narration(reply))
    shown = _MARK_IN_BRACKETS.search(match.string)
    marks = shown.group("mark") if shown else _FOOTNOTE_SIGNS
    lines = _filled_lines(strip_narration(reply))
    if len(lines) < 2 or lines[-1][0] not in marks:
        return False
    mark = lines[-1][0]
    placed = re.findall(rf"\w{re.escape(mark)}", "\n".join(lines[:-1]))
    one = re.search(r"\b(?:one|a|a single) footnote\b", match.string, re.IGNORECASE)
    return len(placed) == 1 if one else bool(placed)


_FOOTNOTE_PLACED = re.compile(r"[^\W_][\"'’”)]?\[(\d+)\]")
_FOOTNOTE_OPENS = re.compile(r"(?:^|(?<=\s))\[(\d+)\]\s+(?=\S)")


def _numbered_footnotes(text: str) -> bool:
    """Footnotes numbered in square brackets: each number set straight after a word of the text
    and then, set off by a space or a line break, opening its note, every note after the whole
    text ("... jałowiec[1], green juniper ... [1] Jałowiec is juniper"); a number with no note, a
    note in round brackets, or a note above the text is none."""
    placed = list(_FOOTNOTE_PLACED.finditer(text))
    notes = list(_FOOTNOTE_OPENS.finditer(text))
    return (
        bool(placed)
        and bool(notes)
        and notes[0].start() > placed[-1].end()
        and sorted({found.group(1) for found in placed}) == [found.group(1) for found in notes]
    )


def same_first_and_last_word(reply: str, match: re.Match[str]) -> bool | None:
    """Begin and end with the same word ("Zeg, ... zeg."; "zegt" is another word) (spoken
    text; narration too where the rule counts it)."""
    text = _text_the_rule_reads(reply, match)
    said: list[str] = re.findall(r"[^\W\d_][\w'’-]*|\d+", text)
    if len(said) < 2:
        return None
    return said[0].lower() == said[-1].lower()


def same_first_and_last_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """End with the first sentence said again, word for word (spoken text; narration too where
    the rule counts it): two sentences at least, the first and the last of the same words."""
    said = [
        [word.lower() for word in words_of(sentence)]
        for sentence in sentences_of(_text_the_rule_reads(reply, match))
    ]
    said = [words for words in said if words]
    if not said:
        return None
    return len(said) >= 2 and said[0] == said[-1]


# A sentence that names what a thing comes down to: "It is the plastic bags", "the cause was
# the new quarry", "that is why"; "it is the same" names nothing.
_NAMES_THE_REASON = re.compile(
    r"\b(?:it|that|this)(?:'s| is| was) (?:all |just |only |really )?(?:the|his|her|their|our"
    r"|your|those|these|that|this)\b(?! (?:same|way|day|time|one|first|last)\b)"
    r"|\bthe (?:reason|cause|culprit|trouble) (?:is|was)\b|\bthat(?:'s| is| was) why\b"
    r"|\b(?:is|are|was|were) to blame\b",
    re.IGNORECASE,
)
_GIVES_WHY = re.compile(r"\bbecause\b|\bdue to\b|\bcomes? from\b", re.IGNORECASE)


def reason_in_last_sentence(reply: str, match: re.Match[str]) -> bool | None:
    """Keep the reason for the last sentence: the last sentence (spoken text; narration too where
    the rule counts it) names it, and no sentence before it does."""
    said = [
        sentence
        for sentence in sentences_of(_text_the_rule_reads(reply, match))
        if words_of(sentence)
    ]
    if not said:
        return None
    *before, last = said
    return (
        _NAMES_THE_REASON.search(last) is not None or _GIVES_WHY.search(last) is not None
    ) and not any(_NAMES_THE_REASON.search(sentence) for sentence in before)


# A name as a text writes one: capitalised words, a particle allowed between them ("Zé da
# Levada", "Maria do Carmo", "Herr Brandt").
_NAME_RUN = re.compile(
    r"[A-ZÀ-Þ][\w'’-]+(?:(?: (?:da|do|de|dos|das|di|del|van|von|bin|al|le|la))? [A-ZÀ-Þ][\w'’-]+)*"
)
_PERSONS_TITLE = re.compile(
    r"(?:Senhor|Senhora|Sr|Sra|Dona|Dom|Don|Doña|Tia|Tio|Tía|Tío|Herr|Frau|Mr|Mrs|Ms|Miss|Dr"
    r"|Uncle|Aunt|Auntie|Granny|Grandpa|Grandma|Mzee|Madame|Monsieur|Signora|Signor|Padre"
    r"|Father|Mama|Papa|Baba)\.?$"
)
# Someone said to speak: "Rui Nóbrega of the water company says ..."
_SPEAKS_AFTER = re.compile(
    r"(?:,? (?:of|from) the [a-z][a-z ]{0,30}?,?)? "
    r"(?:says|said|told|tells|asks|asked|wrote|writes)\b"
)
_AGE_AFTER = re.compile(r"\s*\(\d{1,3}\)")
_AGE_SET_OFF = re.compile(r"\s*(?:\(\d{1,3}\)|,\s*\d{1,3}\s*,)")


def _name_at(found: re.Match[str]) -> str:
    """The name a run of capitalised words holds: the run less a common word that opens it ("Since
    Herr Brandt" is "Herr Brandt")."""
    words = found.group(0).split(" ")
    while len(words) > 1 and words[0].lower() in _OPENING_WORDS:
        words = words[1:]
    return " ".join(words)


_OPENING_WORDS_TEXT = """
since and but so then when while tell ask look olha yes no if because after before on in at with
for the a an my your our his her their this that these those
"""
_OPENING_WORDS = frozenset(_OPENING_WORDS_TEXT.split())


def _persons_named(text: str) -> set[str]:
    """The names ``text`` gives to persons: one with an age set off after it ("Tia Lurdes (52)",
    "Zé da Levada, 73,"), one with a title ("Senhor Aurélio"), one said to speak ("Rui Nóbrega of
    the water company says") and the one opening a narration bit (the role, "⏳ Zé da Levada takes
    off his hat ⌛")."""
    persons: set[str] = set()
    for found in _NAME_RUN.finditer(text):
        name = _name_at(found)
        after = text[found.end() :]
        if (
            _AGE_SET_OFF.match(after)
            or (" " in name and _PERSONS_TITLE.match(name.split(" ")[0]))
            or (" " in name and _SPEAKS_AFTER.match(after))
        ):
            persons.add(name)
    for span in outermost_narration(text):
        opening = _NAME_RUN.match(re.sub(r"^[\W_]+", "", span.text))
        if opening is not None:
            persons.add(_name_at(opening))
    return persons


_YEAR_FOR_AN_AGE = re.compile(r"[A-ZÀ-Þ][\w'’-]+ \((?:†|d\. ?|died |b\. ?|born )?\s*\d{4}\)")


def ages_after_names(reply: str, match: re.Match[str]) -> bool | None:
    """Put every person's age in brackets right after each mention of their name (spoken text;
    the narration too where the rule counts it): undecided where no person is named."""
    text = _text_the_rule_reads(reply, match)
    if _YEAR_FOR_AN_AGE.search(text):
        # "Marie (†2008)": a year where the age goes
        return False
    persons = _persons_named(text)
    if not persons:
        return None
    return all(
        _AGE_AFTER.match(text, mention.end())
        for name in persons
        for mention in re.finditer(rf"(?<![\w'’]){re.escape(name)}(?![\w'’])", text)
    )


def starts_with_time(reply: str, match: re.Match[str]) -> bool:
    """Open with the time in numbers ("05:40"), before anything else (spoken text; the narration
    too where the rule counts it)."""
    # "the time first thing pls, nothing before it, not even a bok or a ⊂ ⊃ bit"
    whole = _NOTHING_BEFORE.search(match.string) is not None
    text = (reply if whole else _text_the_rule_reads(reply, match)).lstrip("\"'“‘*_ ")
    return re.match(r"\d{1,2}[:.h]\d\d\b", text) is not None


_NOTHING_BEFORE = re.compile(r"\bnothing (?:else )?before (?:it|them|that)\b", re.IGNORECASE)


_DIGIT_NAMES = {
    "arabic": ("ARABIC-INDIC DIGIT",),
    "persian": ("EXTENDED ARABIC-INDIC DIGIT",),
    "devanagari": ("DEVANAGARI DIGIT",),
    "hindi": ("DEVANAGARI DIGIT",),
    "bengali": ("BENGALI DIGIT",),
    "thai": ("THAI DIGIT",),
    "khmer": ("KHMER DIGIT",),
    "burmese": ("MYANMAR DIGIT",),
}


def digits_of_a_script(reply: str, match: re.Match[str]) -> bool:
    """Write every number in the digits of the script the rule names ("١٥٠" for Arabic): no
    digit of another script and no number in words (spoken text; narration too where the rule
    counts it)."""
    text = _text_the_rule_reads(reply, match)
    names = _DIGIT_NAMES[match.group("script").lower()]
    digits_kept = all(
        unicodedata.name(char, "").startswith(names) for char in text if char.isdigit()
    )
    return digits_kept and not written_numbers(text)


# The example a rule gives of an amount in two currencies or units, the sign before the figure or
# the unit after it ("like $3.00 (₡26.25)", "like 5 kg (11 lb)"), and its rate ("a dollar is 8.75
# colones", "kilos times 2.2").
_TWO_UNITS_SHOWN = re.compile(
    r"(?P<first_sign>[^\w\s(])?\s?\d[\d,]*(?:\.\d+)?\s?(?P<first_unit>[^\W\d_]{1,4}\b)?\s*"
    r"\((?P<second_sign>[^\w\s(])?\s?\d[\d,]*(?:\.\d+)?\s?(?P<second_unit>[^\W\d_]{1,4})?\)"
)
_RATE = re.compile(
    r"\b(?:a|one|1) [a-z]+ (?:is|=|equals|makes) (?P<rate>\d+(?:\.\d+)?)\b"
    r"|\b(?:times|x|×) (?P<factor>\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
_ROUNDING_ALLOWED = re.compile(r"\bround(?:ing|ed)?\b", re.IGNORECASE)
_AMOUNT_FIGURE = r"\d[\d,]*(?:\.\d+)?"


def _unit_names(word: str, shown: str | None) -> str:
    """A pattern for a unit named in a rule ("kilos", "colones") or shown in its example ("kg")."""
    stem = re.escape(
        word.lower().rstrip("s").removesuffix("e")
        if word.lower().endswith("es") and len(word) > 5
        else word.lower().rstrip("s")
    )
    names = [rf"{stem}(?:e?s)?"]
    if shown:
        names.append(re.escape(shown))
    return "|".join(names)


def _outside_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` less the (start, end) ``spans``, in order and apart, the pieces joined by spaces."""
    starts = [0, *(end for _, end in spans)]
    ends = [*(start for start, _ in spans), len(text)]
    return " ".join(text[start:end] for start, end in zip(starts, ends, strict=True))


def amounts_in_two_units(reply: str, match: re.Match[str]) -> bool | None:
    """Write every amount in the rule's first currency or unit with the second right after it in
    brackets ("$3 (₡26.25)", "three dollars (twenty-six colones with twenty-five)", "every kilo
    (2.2 lb)"), at the rule's rate where it gives one (within a cent or 1%, or half a unit where
    the rule allows rounding), and no amount in the second outside the brackets (spoken text)."""
    shown = _TWO_UNITS_SHOWN.search(match.string)
    first_sign = re.escape(shown.group("first_sign")) if shown and shown.group("first_sign") else ""
    second_sign = (
        re.escape(shown.group("second_sign")) if shown and shown.group("second_sign") else ""
    )
    first = _unit_names(match.group("first"), shown.group("first_unit") if shown else None)
    second = _unit_names(match.group("second"), shown.group("second_unit") if shown else None)
    text = strip_narration(reply)
    # "twenty-two and a half kilos"
    unit_after = rf"(?:\s+and a half)?\s*(?:{first})\b"
    unit = re.compile(rf"(?P<half>\s+and a half)?\s*(?:{first})\b", re.IGNORECASE)
    second_unit = re.compile(rf"\s*(?:{second})\b", re.IGNORECASE)

    def past_the_unit(end: int) -> int:
        """Where the amount ending at ``end`` ends, its unit word included ("3 dollars")."""
        follows = unit.match(text, end)
        return follows.end() if follows else end

    # (where each amount ends, its figure where written in figures)
    found: list[tuple[int, str | None]] = [
        (past_the_unit(amount.end()), amount.group("digits") or amount.group("plain"))
        for amount in re.finditer(
            (
                rf"{first_sign}\s?(?P<digits>{_AMOUNT_FIGURE})|"
                if first_sign
                else "(?P<digits>(?!))|"
            )
            + rf"(?<![\d.,])(?P<plain>{_AMOUNT_FIGURE})(?={unit_after})"
            # "every kilo", "a dollar": one of them
            + rf"|\b(?:a|an|one|every|each|per)(?={unit_after})"
            # "seven balls to the kilo (2.2 lb)": one of them
            + rf"|\bthe(?=\s+{re.escape(match.group('first').lower().rstrip('s'))}\b)",
            text,
            re.IGNORECASE,
        )
    ]
    found += [
        (past_the_unit(said.end()), str(value + 0.5 if follows.group("half") else value))
        for said, value in written_numbers(text)
        if (follows := unit.match(text, said.end())) is not None
    ]

    def second_amounts(span: str) -> bool:
        """Whether ``span`` holds an amount in the second unit (not its name alone: "so he
        learns his colones")."""
        return bool(
            (second_sign and re.search(rf"{second_sign}\s?\d", span))
            or re.search(rf"(?<![\d.,]){_AMOUNT_FIGURE}{second_unit.pattern}", span, re.I)
            or any(second_unit.match(span, said.end()) for said, _ in written_numbers(span))
        )

    if not found:
        return False if second_amounts(text) else None
    rate = _RATE.search(match.string)
    factor = float(rate.group("rate") or rate.group("factor")) if rate else None
    slack = 0.5 if _ROUNDING_ALLOWED.search(match.string) else 0.01
    bracketed: list[tuple[int, int]] = []
    for end, figure in sorted(found):
        after = re.match(r"\s*\((?P<inside>[^()]*)\)", text[end:])
        if after is None or not second_amounts(after.group("inside")):
            return False
        bracketed.append((end, end + after.end()))
        given = re.findall(_AMOUNT_FIGURE, after.group("inside"))
        if factor and figure and given:
            wanted = float(figure.replace(",", "")) * factor
            if abs(float(given[0].replace(",", "")) - wanted) > max(slack, wanted * 0.01):
                return False
    outside = _outside_spans(text, bracketed)
    return not second_amounts(outside)


_FIGURE_IN_BRACKETS = re.compile(
    r"\s*\((?:[A-Z]{0,3}\$|[$€£¥₹])?\s?(?P<figure>\d[\d,]*(?:\.\d+)?)\)"
)
_MONEY_IN_FIGURES = re.compile(
    r"(?:[A-Z]{0,3}\$|[$€£¥₹])\s?\d|\b\d[\d,]*(?:\.\d+)?\s+(?:dollars?|euros?|pounds?|rupees?)\b",
    re.IGNORECASE,
)


# A sentence's end in any script: the full stop, the Devanagari danda ("।"), the ideographic full
# stop, the Arabic question mark and the Urdu full stop.
_SENTENCE_END_IN_ANY_SCRIPT = re.compile(r"(?<=[.!?।॥。！？؟۔])[\"'”’)\]]*\s+")


def alternating_language(reply: str, match: re.Match[str]) -> bool | None:
    """Every second sentence in the rule's language, in its own script, the others not ("English
    then Hindi then English": the first sentence in English, the second in Devanagari, to the
    end; Hindi in Latin letters is not it). Undecided for a language in Latin letters."""
    language = match.group("language").lower()
    script = _SCRIPT_OF_LANGUAGE.get("chinese" if language == "japanese" else language)
    if script is None:
        return None
    said = [
        sentence.strip()
        for sentence in _SENTENCE_END_IN_ANY_SCRIPT.split(strip_narration(reply, keep="script"))
        if sentence.strip()
    ]
    if not said:
        return None
    return all(
        _in_language(sentence, language, script) == (index % 2 == 1)
        for index, sentence in enumerate(said)
    )


def _glossed_word_in(opening: str, closing: str) -> re.Pattern[str]:
    """A word and its gloss right after it, between ``opening`` and ``closing``."""
    inside = rf"[^{re.escape(opening)}{re.escape(closing)}\d]{{1,40}}"
    return re.compile(
        rf"(?P<word>[^\W\d_][\w'’-]*)\s*{re.escape(opening)}(?P<gloss>{inside}){re.escape(closing)}"
    )


_GLOSSED_IN_ROUND_BRACKETS = _glossed_word_in("(", ")")
_GLOSSED_IN_SQUARE_BRACKETS = _glossed_word_in("[", "]")


def glossed_words(reply: str, match: re.Match[str]) -> bool:
    """Every word of the rule's language glossed in English in brackets right after it ("ardi
    (sheep)"; in square ones where the rule says so, "apo [grandchild]"), at least one, or as
    many different words as the rule asks for: a word glossed once and said bare elsewhere breaks
    it, and so does a reply with too few glossed words, or a gloss not in brackets ("laztana,
    that is darling")."""
    text = _text_the_rule_reads(reply, match)
    square = IN_SQUARE_BRACKETS.search(match.string) is not None
    glossed = list(
        (_GLOSSED_IN_SQUARE_BRACKETS if square else _GLOSSED_IN_ROUND_BRACKETS).finditer(text)
    )
    if len({found.group("word").lower() for found in glossed}) < count_asked(match):
        return False
    own = {found.group("word").lower() for found in glossed}
    outside = _outside_spans(text, [found.span() for found in glossed])
    return not any(word.lower() in own for word in words_of(outside))


def numbers_in_words_then_figures(reply: str, match: re.Match[str]) -> bool | None:
    """Every number in words and then its figure in brackets ("four hundred (400)", "nineteen
    fifty-nine (1959)"), the figure the words' own, and no figure anywhere else: a bare figure,
    or the figure first with the words in the brackets, breaks it (spoken text unless the rule
    counts the narration; "one (1)" is a number written so)."""
    text = _text_the_rule_reads(reply, match)
    bracketed: list[tuple[int, int]] = []
    for said, value in written_numbers(text):
        figure = _FIGURE_IN_BRACKETS.match(text, said.end())
        if figure is None or float(figure.group("figure").replace(",", "")) != value:
            return False
        bracketed.append((said.start(), figure.end()))
    bracketed += [found.span() for found in re.finditer(r"\bone\s*\(1\)", text, re.IGNORECASE)]
    if re.search(r"\d", _outside_spans(text, sorted(bracketed))):
        return False
    return True if bracketed else None


def amounts_in_words_then_figures(reply: str, match: re.Match[str]) -> bool | None:
    """Write every amount of money in words and then its figure in brackets ("twenty dollars
    (F$20)"), the figure the words' own, and no amount in figures outside those brackets (spoken
    text)."""
    text = strip_narration(reply)
    unit = re.compile(r"\s+(?:dollars?|euros?|pounds?|rupees?|francs?|pesos?|shillings?)\b", re.I)
    bracketed: list[tuple[int, int]] = []
    for said, value in written_numbers(text):
        named = unit.match(text, said.end())
        if named is None:
            continue
        figure = _FIGURE_IN_BRACKETS.match(text, named.end())
        if figure is None or float(figure.group("figure").replace(",", "")) != value:
            return False
        bracketed.append((said.start(), figure.end()))
    outside = _outside_spans(text, bracketed)
    if _MONEY_IN_FIGURES.search(outside):
        return False
    return True if bracketed else None


_THE_WORD_IN_ANOTHER_TONGUE = re.compile(
    r"\bnot (?:in [A-Z][\w'-]+ )?(?:and )?(?:not )?(?P<other>[A-Z][\w'-]+) either\b"
)
_NARRATION_TOO = re.compile(r"\bbits? too\b|\bnarration too\b|\bactions? too\b", re.IGNORECASE)


def word_as_emoji(reply: str, match: re.Match[str]) -> bool:
    """Never write the rule's word, in any of the forms it names ("potato or potatoes", "not
    Gromperen either", in a longer word too: "Gromperekichelcher"), the emoji in its place
    (spoken text; the narration too where the rule counts it)."""
    named = [word for word in re.split(r"\s+or\s+", match.group("words")) if word]
    stems = {min(named, key=len).lower()}
    stems |= {
        re.sub(r"(?:en|es|s|e)$", "", found.group("other").lower())
        for found in _THE_WORD_IN_ANOTHER_TONGUE.finditer(match.string)
    }
    text = reply if _NARRATION_TOO.search(match.string) else strip_narration(reply)
    return not any(re.search(rf"\b{re.escape(stem)}", text, re.IGNORECASE) for stem in stems)


def rising_numbers(reply: str, match: re.Match[str]) -> bool:
    """Let every number be bigger than the one before it, in figures or in words, in the order
    written (a list's "1." and "2." are numbers too) (spoken text)."""
    text = strip_narration(reply)
    if written_numbers(text) and _IN_FIGURES_ONLY.search(match.string):
        # "write your numbers in figures, never in words": "three hundred years" breaks it
        return False
    found = [
        (number.start(), float(number.group(0).replace(",", "")))
        for number in _NUMBER_IN_TEXT.finditer(text)
    ] + [(number.start(), float(value)) for number, value in written_numbers(text)]
    values = [value for _, value in sorted(found)]
    return all(earlier < later for earlier, later in itertools.pairwise(values))


# A word spelled in the radio alphabet: "slush, Sierra-Lima-Uniform-Sierra-Hotel".
_RADIO_TEXT = """
alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike
november oscar papa quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu
"""
_RADIO_WORD = "|".join(map(re.escape, sorted(_RADIO_TEXT.split(), key=len, reverse=True)))
_RADIO_SPELLING = re.compile(rf"\b(?:{_RADIO_WORD})(?:[- ]+(?:{_RADIO_WORD}))+\b", re.IGNORECASE)


def radio_alphabet(reply: str, match: re.Match[str]) -> bool:
    """Spell the number of words asked in the radio alphabet ("India-Charlie-Echo" for ice),
    each spelling giving a word the reply says: a letter left out or changed spells none."""
    spellings = list(_RADIO_SPELLING.finditer(reply))
    said = {word.lower() for word in re.findall(r"[^\W\d_]+", _RADIO_SPELLING.sub(" ", reply))}
    for found in spellings:
        letters = re.split(r"[- ]+", re.sub(r"(?i)\bx-ray\b", "xray", found.group(0)))
        if "".join(letter[0] for letter in letters).lower() not in said:
            return False
    bound = (match.group("bound") or "").lower()
    asked = count_asked(match)
    return len(spellings) >= asked if bound == "at least" else len(spellings) == asked


# Colours named in English, as a rule asking them said in another language first reads them.
_ENGLISH_COLOURS = re.compile(
    r"\b(?:red|crimson|scarlet|orange|yellow|golden|gold|green|blue|indigo|purple|violet|pink"
    r"|brown|black|white|grey|gray|beige|turquoise|magenta|maroon|navy|silver|ochre|amber)\b",
    re.IGNORECASE,
)


def colours_translated(reply: str, match: re.Match[str]) -> bool:
    """Name every colour in the other language first and in English after it in round
    brackets ("rojo (red)"): no colour in English outside brackets right after a word, none
    in English before its brackets ("crimson (carmesí)") (the whole reply)."""
    for found in _ENGLISH_COLOURS.finditer(reply):
        inside = re.search(r"[\w'’-]+[ \t]+\([^()]*$", reply[: found.start()])
        if inside is None or ")" not in reply[found.end() : found.end() + 40]:
            return False
    return True


def action_count(reply: str, match: re.Match[str]) -> bool:
    """Write exactly N pieces of narration ("just one ✎action✎ per answer, not zero and not
    two"): each action counted once, whatever marks it is written in."""
    return len(outermost_narration(reply)) == count_asked(match)


def aside_count(reply: str, match: re.Match[str]) -> bool:
    """Put exactly N asides in round brackets ("exactly one aside in round brackets, no more and
    no fewer"): the round-bracketed spans outside narration of another kind; square brackets
    are none."""
    return len(_ASIDE.findall(strip_narration(reply, keep="paren"))) == count_asked(match)


_ASIDE = re.compile(r"\([^()\n]*\w[^()\n]*\)")


# A unit abbreviated or written as a symbol: "10°C", "12 degrees C", "2 mm", "35 km/h", "5%".
_UNIT_SHORT = re.compile(
    r"[°%‰]|\bdegrees? [CFK]\b|(?<=\d)\s?(?:mm|cm|km|m|kg|mg|g|ml|cl|l|L|t|ha|h|hrs?|min|sec|s"
    r"|km/h|kph|mph|m/s|lbs?|oz|ft|yd|kWh?|MW|W|Hz|kHz|MHz)(?![\w/])",
)
_DECADE = re.compile(r"\b\d{2,4}s\b")


# A unit of measure spelled out: "nine metres", "forty minutes", "an hour", "a kilo".
_UNIT_SPELLED = re.compile(
    r"\b(?:(?:milli|centi|kilo)?met(?:re|er)s?|kilo(?:gram(?:me)?)?s?|gram(?:me)?s?|(?:milli)?"
    r"lit(?:re|er)s?|minutes?|hours?|miles?)\b",
    re.IGNORECASE,
)


def units_short(reply: str, match: re.Match[str]) -> bool:
    """Write every measure short with figures ("9 m", "40 min", "3 h"), never a unit spelled
    out ("nine metres", "an hour", "wait a minute"), and give one at least where the rule asks
    for one: the spoken text, the whole reply where the rule counts the narration."""
    text = _text_the_rule_reads(reply, match)
    if _UNIT_SPELLED.search(text):
        return False
    return not _AT_LEAST_ONE_ASKED.search(match.string) or _UNIT_SHORT.search(text) is not None


def units_in_full(reply: str, match: re.Match[str]) -> bool:
    """Write every unit in full, no abbreviation and no symbol ("degrees Celsius", not "°C" nor
    "degrees C"; "millimetres", not "mm"; "per cent", not "%"): the spoken text; a decade
    ("the 1990s") is no unit."""
    return _UNIT_SHORT.search(_DECADE.sub("", strip_narration(reply))) is None


# Where one sentence ends and the next begins: after its mark (and a closing quote or bracket),
# the space before the next word, and where the narration counts, the space after an action.
_SENTENCE_GAP = re.compile(r"(?<=[.!?…])[\"'”’)\]]*(?P<gap>\s+)(?=\S)")


def two_spaces_between_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """Put two spaces, never one, between one sentence and the next (on a line; a line break is
    no two spaces), and after each action too where the rule says the narration counts; a reply
    of one sentence cannot show it."""
    counted = _NARRATION_COUNTED.search(match.string) is not None
    text = reply.strip()
    if not counted:  # the actions left out with the space after them, the spacing kept
        for span in reversed(outermost_narration(text)):
            text = text[: span.start] + text[span.end :].lstrip(" \t")
    gaps = [found.group("gap") for found in _SENTENCE_GAP.finditer(text)]
    if counted:
        for span in outermost_narration(text):
            after = re.match(r"\s+(?=\S)", text[span.end :])
            if after:
                gaps.append(after.group(0))
    if not gaps:
        return None
    return all(gap == "  " for gap in gaps)


_ITALIC_MARKS = {
    "_": re.compile(r"(?<![\w_])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w_])"),
    "*": re.compile(r"(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])"),
}


def italic_phrases(reply: str, match: re.Match[str]) -> bool:
    """Put at least N phrases in italics (the spoken text; between the marks the rule names,
    single underscores or single asterisks, either where it names none)."""
    asked = match.string[match.start() : match.end() + 80]
    marks = [
        mark
        for mark, word in (("_", "underscore"), ("*", "asterisk"))
        if re.search(rf"\b{word}s?\b", asked, re.IGNORECASE)
    ] or ["_", "*"]
    spoken = strip_narration(reply)
    found = sum(len(_ITALIC_MARKS[mark].findall(spoken)) for mark in marks)
    if re.match(r"exactly|precisely", match.groupdict().get("bound") or "", re.IGNORECASE):
        return found == count_asked(match)
    return found >= count_asked(match)


_BRACKET_PAIRS = {"square": ("[", "]"), "round": ("(", ")"), "curly": ("{", "}")}


def ends_with_bracketed_note(reply: str, match: re.Match[str]) -> bool:
    """End with a note in brackets, nothing after it ("end every answer with your mood in square
    brackets, like [mood: proud]"): the note's label too, where the rule's example has one."""
    shape = "round" if match.group("shape").lower().startswith("parenthes") else "square"
    opening, closing = _BRACKET_PAIRS[(match.group("kind") or shape).lower()]
    text = reply.rstrip()
    if not text.endswith(closing) or opening not in text:
        return False
    note = text[text.rindex(opening) + 1 : -1].strip()
    if not re.search(r"[^\W\d_]", note):
        return False
    example = re.search(
        rf"{re.escape(opening)}\s*([^\W\d_][\w' -]*):[^{re.escape(closing)}]*"
        rf"{re.escape(closing)}",
        match.string[match.start() :],
    )
    return example is None or note.lower().startswith(example.group(1).lower() + ":")


# "as slow as a yak", "like a wet dog"; "as soon as", "I'd like a", "such as" are none
_SIMILE = re.compile(
    r"\bas (?!soon\b|well\b|long\b|far\b|much\b|many\b|often\b|good\b|usual\b|always\b)"
    r"[\w-]+ as (?:a|an|the|my|his|her|your|our|their|any|some|if|though|\w+'s)\b"
    r"|(?<!\bI )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!'d )(?<!would )(?<!\bdo )(?<!n't )"
    r"\blike (?!that\b|this\b|these\b|those\b|it\b|them\b|to\b|me\b|you\b|him\b|us\b)"
    r"[\w'’-]+"
    # "as steady a man as ever held a baton"
    r"|\bas [\w-]+ an? [\w-]+ as\b",
    re.IGNORECASE,
)
_IN_EVERY_SENTENCE = re.compile(r"\b(?:every|each)(?: single)? sentence\b", re.IGNORECASE)


def simile(reply: str, match: re.Match[str]) -> bool | None:
    """Use at least one simile ("as slow as a yak", "hissed like a pressure cooker"), anywhere in
    the reply; a word that only names one ("you want a simile") is none. Where the rule asks for
    a comparison in every sentence ("put a comparison into every single sentence you write"),
    one in each sentence said."""
    if _IN_EVERY_SENTENCE.search(match.string):
        return _in_every_sentence(reply, match, _SIMILE.search)
    return _SIMILE.search(reply) is not None


_SPOILER = re.compile(r"\|\|(?=\S)([^|\n]+?)(?<=\S)\|\|")


def spoiler_tags(reply: str, match: re.Match[str]) -> bool:
    """Put the answer inside spoiler tags, ||like this||: words inside a pair of them, no tag left
    open, and no figure of the answer outside them (greetings, narration and a closing word may
    stay outside)."""
    spoken = strip_narration(reply)
    hidden = [found for found in _SPOILER.findall(spoken) if re.search(r"[^\W_]", found)]
    left = _SPOILER.sub("", spoken)
    return bool(hidden) and "||" not in left and not re.search(r"\d", left)


_STRUCK_THROUGH = re.compile(r"~~(?=\S)[^~\n]+?(?<=\S)~~")


def struck_through_correction(reply: str, match: re.Match[str]) -> bool:
    """Cross out a word or a figure between two tildes on each side ("~~27~~"), and, where the
    rule asks for it, write the right one straight after it ("~~27~~ 38")."""
    asks_for_the_right_one = re.search(
        r"\b(?:right|correct|new|real) one\b|\bafter it\b|\bcorrect(?:ion|ed)?\b",
        match.string[match.end() :],
        re.IGNORECASE,
    )
    for found in _STRUCK_THROUGH.finditer(reply):
        after = reply[found.end() :]
        if not asks_for_the_right_one or re.match(r"\s*[\w$€£¥₹]", after):
            return True
    return False
