"""What a reply does, read from its words: declines or answers, states the passages' content or
something else, guesses a figure, sounds like a generic assistant, tells a story of its own.

These are the signals the offline rules judge decides from. Each is deliberately one-sided:
a signal that is present is strong evidence; its absence alone decides nothing (the judge
combines them and answers "cannot decide" where they disagree or are all silent). Texts are
read as lower-cased words with a light suffix stemmer (``colours``/``coloured`` -> ``colour``),
so the overlap measures compare forms, not spellings of one inflection.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from rolemrc.core import passage_texts
from rolemrc.rules._format_text import EMOJI
from rolemrc.rules._verifiers import (
    PhraseList,
    compile_ignoring_case,
    find_attempt,
    find_refusal,
    strip_narration,
)

_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
_STOPWORD_TEXT = """
a about above after again against all almost also am an and any are aren't as at be because
been before being below between both but by can can't cannot could couldn't did didn't do does
doesn't doing don't down during each even ever every few for from further get gets got had
hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's
like me more most much must mustn't my myself no nor not now of off on once only or other ought
our ours ourselves out over own really same shan't she she'd she'll she's should shouldn't so
some such than that that's the their theirs them themselves then there there's these they
they'd they'll they're they've this those through to too under until up upon us very was wasn't
we we'd we'll we're we've were weren't what what's when when's where where's which while who
who's whom why why's will with won't would wouldn't yes yet you you'd you'll you're you've your
yours yourself yourselves okay ok oh ah well sure yeah hmm honestly actually basically pretty
quite maybe probably think guess say said tell told know one thing things way lot bit kind sort
something anything everything nothing anyway though still back go going went make makes made
see look right come give gave passage passages text texts page pages question questions answer
answers today friend time day mine
"""
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())


@functools.lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    word = word.replace("’", "'")
    if word.endswith("'s"):
        word = word[:-2]
    for suffix in ("ing", "ed", "es", "s", "ly"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            stem = word[: -len(suffix)]
            if suffix in ("ing", "ed") and len(stem) > 3 and stem[-1] == stem[-2]:
                stem = stem[:-1]  # stopped, running
            return stem.rstrip("e")
    return word.rstrip("e") if len(word) > 3 else word


_ENGLISH_SHARE = 0.08
_WORDS_TO_TELL_A_LANGUAGE = 12


def reads_as_english(text: str) -> bool:
    """Whether ``text`` reads as English: its letters mostly Latin ones, and then a short text
    does; a longer one has English's common words among its words (a reply in transliterated
    Bangla has next to none of them)."""
    if not text.isascii():
        letters = [char for char in text if char.isalpha()]
        latin = sum(char <= "\u024f" for char in letters)
        if letters and latin * 2 < len(letters):  # Cyrillic, Greek, Devanagari, CJK ...
            return False
    words = _WORD.findall(text.lower())
    if len(words) < _WORDS_TO_TELL_A_LANGUAGE:
        return True
    # English's number words are English too ("Six hours at twelve hundred, seven thousand two
    # hundred yen")
    english = sum(word in _STOPWORDS or word in _UNITS or word in _SCALES for word in words)
    if english / len(words) >= _ENGLISH_SHARE:
        return True
    # a table, a list of figures or a sum written out ("| Taxis needed | 2 |", "140 ÷ 5 = 28 kg
    # × ₹600"), in Latin letters: labels and figures, in no language's running words
    lines = [line for line in text.splitlines() if line.strip()]
    laid_out = sum(bool(_LAID_OUT_LINE.match(line)) for line in lines)
    return laid_out * 2 >= len(lines)


# A line of a table, a list or a sum: "| People | 8 |", "- Skins returned: 30", "140 ÷ 5 = 28".
_LAID_OUT_LINE = re.compile(r"\s*(?:\||[-*•]\s|\*\*|\d[\d,. ]*\s*[÷×x*/+=−-])")


@functools.lru_cache(maxsize=4096)
def content_terms(text: str) -> frozenset[str]:
    """The stemmed content words of ``text`` (stopwords and one- or two-letter words dropped).

    Memoised: a row's profile and passages are read once for all the replies to it."""
    return frozenset(
        _stem(word)
        for word in _WORD.findall(text.lower())
        if word not in _STOPWORDS and len(word) > 2 and not word.isdigit()
    )


# a number in digits, its thousands set apart by commas or by spaces ("127 500 t", "5 000"
# with a plain, a no-break or a thin space)
_DIGITS = re.compile(
    r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?![\d,]|\.\d)|\d[\d,]*(?:\.\d+)?"
)
_THOUSANDS_MARK = re.compile(r"[, \u00a0\u202f\u2009]")


@functools.lru_cache(maxsize=4096)
def numbers_in(text: str) -> frozenset[str]:
    """The numbers written in digits in ``text`` (``5,000`` and ``5 000`` -> ``5000``)."""
    return frozenset(_THOUSANDS_MARK.sub("", match) for match in _DIGITS.findall(text))


_UNITS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90, "dozen": 12,
}  # fmt: skip
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_NUMBER_WORD = "|".join([*_UNITS, *_SCALES])
_WRITTEN_NUMBER = re.compile(
    # "and" only after a scale ("a hundred and five"), not between two numbers ("forty and
    # forty-three")
    rf"\b(?:a |one )?(?:{_NUMBER_WORD})(?:[- ](?:(?<=hundred )and |(?<=thousand )and "
    rf"|(?<=million )and |oh[- ])?(?:{_NUMBER_WORD}))*\b"
    # not the tens of an ordinal ("the thirty-first", "the twenty-fourth of August")
    r"(?![- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)",
    re.IGNORECASE,
)
# Amounts without a figure: "a handful", "a few hundred", "hundreds", "barely any", "none".
_VAGUE_AMOUNT = re.compile(
    # each alternative looks ahead for its words before it looks behind them: a reply has many
    # word starts and few amounts
    r"\b(?=(?:a )?(?:handful|few|couple|several))"
    r"(?<!\bthe )(?<!\bhappy )(?<!\bold )(?<!\byoung )(?<!\bmarried )"
    # a guess weighed, not given: "if I say too few, we cheat the festival", "whether the butts
    # were many or few"
    r"(?<!\btoo )(?<!\bmany or )(?<!\bmore or )"
    r"(?:a )?(?:handful|few|couple|several)(?: (?:of )?(?:dozen|hundred|thousand|million)s?)?"
    r"\b(?! (?:of )?(?:them|these|those|the|it|seconds?|minutes?|times?|words?|things?|ways?|"
    r"points?|facts?|details?|lines?|pages?|passages?|reasons?|notes?|questions?)\b)"
    r"|\b(?:hundreds|thousands|millions|dozens|plenty)\b|\bbarely any\b|\bhardly any\b"
    # "lots of them", not an auction's "all lots together"
    r"|\b(?=lo(?:ts|ads)\b)(?<!\bthe )(?<!\ball )(?<!\bthese )(?<!\bthose )(?<!\bthree )"
    r"(?:lots|loads)\b"
    # "none" given as an amount, not one withheld ("I give you none") or compared ("worse than
    # none")
    r"|\b(?=none\b)(?<!\bthan )(?<!\bgive )(?<!\bgives )(?<!\bgive you )(?<!\bgive them )"
    r"(?<!\btell you )"
    # nor one a thing lacks ("the table has numbers; the figure has none")
    r"(?<!\boffer )(?<!\bsay )(?<!\bhas )(?<!\bhave )(?<!\bhad )"
    # nor the end of a count read off ("going down day by day from thirty to none")
    r"(?<!\bto )(?<!\bdown to )\bnone\b(?! of)"
    r"|\bzero\b(?! (?:stats?|numbers?|figures?|data))"
    # a span of time said without a figure: "an hour and a half", "half a day"
    r"|\b(?:an?|one) (?:hour|day|week|month|year) and a half\b|\bhalf an? (?:hour|day)\b",
    re.IGNORECASE,
)


def _written_value(phrase: str) -> int | None:
    words = [word for word in re.split(r"[- ]+", phrase.lower()) if word not in ("a", "and")]
    if words == ["one"]:  # "one" alone is a pronoun as often as a number
        return None
    total, current = 0, 0
    for word in words:
        if word == "oh":  # "five-oh-two" is 502
            current *= 100
        elif word == "dozen":  # "two dozen" is 24
            current = max(current, 1) * _UNITS[word]
        elif word in _UNITS and current % 100 and _UNITS[word] >= 10:
            # said in pairs: "one twenty-four" is 124, "nineteen eighty" 1980, "five-ten" 510,
            # "twelve-ten" 1210
            current = current * 100 + _UNITS[word]
        elif word in _UNITS:
            current += _UNITS[word]
        else:
            current = max(current, 1) * _SCALES[word]
            if _SCALES[word] >= 1000:
                total, current = total + current, 0
    return total + current


def written_numbers(text: str) -> list[tuple[re.Match[str], int]]:
    """The numbers of ``text`` written in words, each with its value ("twenty-one" -> 21, "a
    hundred" -> 100); "one" alone, a pronoun as often as a number, is left out."""
    found = ((match, _written_value(match.group(0))) for match in _WRITTEN_NUMBER.finditer(text))
    return [(match, value) for match, value in found if value is not None]


# A fraction of a large number: "a quarter of a million", "half a million", "three quarters of
# a thousand".
_FRACTION_OF = re.compile(
    r"\b(?:(?P<count>a|one|two|three) )?(?P<part>quarter|half|third)s? (?:of )?(?:a |an |one )?"
    r"(?P<scale>hundred|thousand|million|billion)\b",
    re.IGNORECASE,
)
_PARTS = {"quarter": 4, "half": 2, "third": 3}


def _fraction_value(found: re.Match[str]) -> str:
    count = {"two": 2, "three": 3}.get((found.group("count") or "").lower(), 1)
    value = _SCALES[found.group("scale").lower()] * count // _PARTS[found.group("part").lower()]
    return str(value)


# Digits with a scale word: "130 million", "2.5 billion", "40 thousand".
_DIGITS_AND_SCALE = re.compile(
    r"(?<![\d.,])(?P<n>\d+(?:\.\d+)?)\s+(?P<scale>hundred|thousand|million|billion)\b",
    re.IGNORECASE,
)


def _scaled_value(found: re.Match[str]) -> str:
    return str(round(float(found.group("n")) * _SCALES[found.group("scale").lower()]))


# A decimal in words: "sixty-one point two", "zero point five", "one point oh five".
_DIGIT_VALUES = {"zero": 0, "oh": 0} | {word: _UNITS[word] for word in _UNITS if _UNITS[word] < 10}
_DIGIT_WORD = "|".join(_DIGIT_VALUES)
_DECIMAL_IN_WORDS = re.compile(
    rf"(?P<whole>\bzero|{_WRITTEN_NUMBER.pattern}) point "
    rf"(?P<part>(?:{_DIGIT_WORD})(?:[- ](?:{_DIGIT_WORD}))*)\b",
    re.IGNORECASE,
)


def _decimal_value(found: re.Match[str]) -> str:
    whole = found.group("whole").lower()
    # "zero" and "one" alone are no numbers to _written_value; before "point" they are
    value = _DIGIT_VALUES[whole] if whole in ("zero", "one") else _written_value(whole)
    if value is None:
        return found.group(0)
    digits = [str(_DIGIT_VALUES[word.lower()]) for word in re.split(r"[- ]+", found.group("part"))]
    return f"{value}.{''.join(digits)}"


# A range whose scale word is said once, after its second figure: "thirty-four to forty-two
# hundred" is 3400 to 4200, "2 or 3 thousand" 2000 or 3000.
_UNIT_WORD = "|".join(_UNITS)
_SCALED_RANGE = re.compile(
    rf"(?P<low>\b(?:{_UNIT_WORD})(?:-(?:{_UNIT_WORD}))?\b|(?<![\d.,])\d{{1,2}}) "
    rf"(?P<join>to|or|-) (?P<high>(?:{_UNIT_WORD})(?:-(?:{_UNIT_WORD}))?|\d{{1,2}}) "
    r"(?P<scale>hundred|thousand|million|billion)\b",
    re.IGNORECASE,
)


def _scaled_range(found: re.Match[str]) -> str:
    """The range with its scale said after both figures, where the first is below the second
    ("thirty-four to forty-two hundred"; not "thirty to two hundred", 30 to 200)."""
    low, high = (
        int(part) if part.isdigit() else _written_value(part) for part in found.group("low", "high")
    )
    if low is None or high is None or low >= high:
        return found.group(0)
    scale = found.group("scale")
    return f"{found.group('low')} {scale} {found.group('join')} {found.group('high')} {scale}"


_CENTS_IN_A_UNIT = 100
# An amount in whole units and hundredths: "sixty-eight dollars and four cents" is 68.04,
# "two hundred and sixty euros and forty." 260.40.
_UNITS_AND_CENTS = re.compile(
    rf"(?P<whole>{_WRITTEN_NUMBER.pattern}|\b\d+) (?P<unit>dollars?|euros?) and "
    # ("two hundred and sixty euros and forty", where the clause ends)
    rf"(?P<cents>{_WRITTEN_NUMBER.pattern}|\b\d{{1,2}})(?: cents?\b|(?=\s*(?:[,.;:!?]|$)))",
    re.IGNORECASE,
)


def _units_and_cents(found: re.Match[str]) -> str:
    whole, cents = (
        int(part) if part.isdigit() else _written_value(part)
        for part in (found.group("whole"), found.group("cents"))
    )
    if whole is None or cents is None or cents >= _CENTS_IN_A_UNIT:
        return found.group(0)
    return f"{whole}.{cents:02d} {found.group('unit')}"


@functools.lru_cache(maxsize=4096)
def figures_in(text: str) -> frozenset[str]:
    """The numbers of ``text`` in digits or in words ("fifteen" -> ``15``, "twenty thousand"
    -> ``20000``, "a dozen" -> ``12``, "a quarter of a million" -> ``250000``, "130 million"
    -> ``130000000`` as well as its digits, "five dollars and four cents" -> ``5.04``), as digit
    strings."""
    text = _UNITS_AND_CENTS.sub(_units_and_cents, _DECIMAL_IN_WORDS.sub(_decimal_value, text))
    text = _FRACTION_OF.sub(_fraction_value, text)
    text = _SCALED_RANGE.sub(_scaled_range, text)
    written = {_written_value(match.group(0)) for match in _WRITTEN_NUMBER.finditer(text)}
    scaled = {_scaled_value(match) for match in _DIGITS_AND_SCALE.finditer(text)}
    found = (
        numbers_in(text)
        | frozenset(str(value) for value in written if value is not None)
        | frozenset(scaled)
        | _below_zero(text)
    )
    # "61.0" is 61 too, and a time's hour "03" 3
    return (
        found
        | {figure.split(".")[0] for figure in found if re.fullmatch(r"-?\d+\.0+", figure)}
        | {hour.group(1) for hour in re.finditer(r"\b0([1-9]):\d\d\b", text)}
    )


# A figure below zero: "minus six", "-6", "−6" (not the dash of a range, "3-6").
_BELOW_ZERO = re.compile(r"\bminus\s+|(?<![\w.,])[-−](?=\d)", re.IGNORECASE)


def _below_zero(text: str) -> frozenset[str]:
    """The figures below zero of ``text``, each with its sign ("minus six" -> ``-6``), beside
    the figure itself: a guess of minus six is not the six a passage holds."""
    signed = set()
    for sign in _BELOW_ZERO.finditer(text):
        after = text[sign.end() :]
        digits = _DIGITS.match(after)
        words = _WRITTEN_NUMBER.match(after)
        value = (
            _THOUSANDS_MARK.sub("", digits.group(0))
            if digits
            else (str(_written_value(words.group(0)) or "") if words else "")
        )
        if value:
            signed.add(f"-{value}")
    return frozenset(signed)


_YEAR = re.compile(r"1[5-9]\d\d|20\d\d")


def with_short_years(figures: frozenset[str]) -> frozenset[str]:
    """``figures`` with each year's short form, as a reply may say it ("'76" for 1976)."""
    return figures | {figure[-2:] for figure in figures if _YEAR.fullmatch(figure)}


def vague_amounts(text: str) -> list[str]:
    """Amounts given without a figure ("a handful", "a few hundred", "barely any", "none")."""
    return [match.group(0) for match in _VAGUE_AMOUNT.finditer(text)]


# "No. 5" (a number, not a no) is none.
_NEGATION = re.compile(
    r"\bno\b(?!\.? ?\d)|\b(?:not|nothing|never|nowhere|none|nope|nor)\b|n't\b|\bcannot\b",
    re.IGNORECASE,
)


def negates(text: str) -> bool:
    """Whether ``text`` holds a negation ("no", "not", "never", "isn't", ...)."""
    return bool(_NEGATION.search(text.replace("’", "'")))


# What users call the material they paste ("the leaflet", "these e-mails", "the rows").
_SOURCE_NOUNS = (
    r"(?:passages?|pages?|texts?|sheets?|notes|papers?|leaflets?|articles?|books?|newsletters?"
    r"|handouts?|e-?mails?|messages?|threads?|posts?|chats?|logs?|entries|entry|excerpts?"
    r"|extracts?|transcripts?|interviews?|tables?|rows?|wiki|faqs?|documents?|sources?"
    r"|manuals?|guides?|reports?|cards?|sites?|website|forum|snippets?|lines|bits?|stuff"
    r"|subtitles?|slides?|decks?|cues?|film|video|files?|materials?|pdfs?|screen|there"
    r"|chunks?|results?|links?|panels?|brochures?|clippings?|screenshots?|photos?|podcasts?"
    r"|notices?|catalogues?|catalogs?|memos?|letters?|blogs?|reviews?|binders?|booklets?"
    r"|pamphlets?|flyers?|posters?|programmes?|recordings?|clauses?|menus?|tickets?)"
)


# Naming what the passages are about without stating it: "The pages talk about systolic and
# diastolic numbers", "These are about swarming", "It speaks of cells and antibiotics".
_TOPIC_NAMING = re.compile(
    # the document named for what it is: "That's our cellar book: three cellars and what went into
    # them last October", "That's a trip sheet for Abt 3, a week of climbs"
    r"(?:^|(?<=[.!?]\s))\W*(?:that's|that is|this is|it's|it is) (?:our|the|a|an|his|her|my|their"
    r"|your|(?:[^\W\d_]+ )?[^\W\d_]+'s) (?:[\w'-]+ ){0,3}(?:book|log|logbook|sheet|register|record"
    r"|ledger|card|list"
    r"|notes|page|report|diary|form|file|manifest|waybill|bill)\b[^.;!?]*"
    r"|\b(?:(?:(?:the|these|those|this|that|your|my|thy|our) )?(?:"
    + _SOURCE_NOUNS
    + r"|these|those)"
    r"(?: (?:only|just|all|mostly|also|really))? (?:talks?|speaks?|goes on|go on|deals?|"
    r"(?:is|are|'s|'re|seems? to be|looks? to be) (?:all |mostly |only |just )?about|mentions?|"
    r"covers?|discuss(?:es)?)|(?:it|they)(?: (?:only|just|all|mostly|also|really))? (?:talks?|"
    r"speaks?|goes on|go on|deals?|mentions?|covers?|discuss(?:es)?))"
    r"(?: (?:about|of|on|with))?\b(?:[^.;:!?]|[.:](?=\d))*?(?=,? (?:but|though|and that|so)\b"
    r"|[.:](?!\d)|[;!?]|$)"
    # the user's question said back: "You want to know why the caps ran and whether the wool is
    # to blame."
    r"|(?:^|(?<=[.!?,;]\s)|(?<=[.!?]['\"”’]\s))\W*(?:so |and )?you (?:want to know|ask(?:ed)?"
    r"|are asking|'re asking"
    r"|wonder|would like to know|'d like to know)\b[^.;!?]*"
    # the topic said back as a bare question, with the user called by name: "Car gas in
    # America, my daughter?", "Soccer of Australia, Jef?" (not a question put: "Is it the wool,
    # Jef?", nor a cause the user named, weighed: "My eyes, Vemuna?")
    r"|(?:^|(?<=[.!?]\s))\W*(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|has"
    r"|have|had|why|what|how|when|where|who|which|whose|my|your|our|his|her|their)\b)"
    r"(?:[\w'-]+ ){0,5}[\w'-]+, (?:my "
    r"\w+|ya \w+|[\w'-]+)\?"
    # "I see what you are asking: whether we sat together", "just as you wrote it: why the red ran"
    r"|\bI (?:see|know|hear|understand) what you(?:'re| are) asking\b[^.;!?]*"
    r"|\b(?:just |exactly )?as you (?:wrote|asked|put|typed|said) it\b[^.;!?]*",
    re.IGNORECASE,
)


# Citing the passages as a list of names, with no statement made ("It mentions arteries and
# beats and millimetres of mercury", "It says payment history, debt, credit history length").
_CITED_LIST = re.compile(
    rf"\b(?:it|they|(?:the|this|that|these|those) (?:\w+ )?{_SOURCE_NOUNS})"
    r"(?: (?:only|just|also))? (?:says?|"
    r"mentions?|tells? (?:you )?(?:about )?|gives?|lists?|names?|shows?|contains?)"
    r"\b((?:[^.;:!?]|[.:](?=\d))*?)"  # a decimal point or a time's colon ends nothing
    r"(?=,? (?:but|though|so|and (?:no|not|nothing|none))\b|, (?:I|yes)\b|[.:](?!\d)|[;!?]|$)",
    re.IGNORECASE,
)
# Words that make a clause a statement rather than a list of names.
_STATEMENT_TEXT = """
is are was were be been being has have had can could will would does do did should must may
might that because so if when which who means mean makes make gets get goes go needs need turns
turn lets let keeps keep works work comes come causes cause
"""
_STATEMENT_WORDS = frozenset(_STATEMENT_TEXT.split())


_LIST_ITEM_MAX_WORDS = 4


def _cited_list(match: re.Match[str]) -> str:
    """A list of names is short items ("payment history, debt, credit history length") and no
    verb it knows; "little mics hear the noise and the headphones play it back" is a
    statement."""
    words = _lowered_words(match.group(1))
    items = re.split(r",|\band\b|\bor\b", match.group(1))
    short = all(len(item.split()) <= _LIST_ITEM_MAX_WORDS for item in items)
    return " " if short and not words & _STATEMENT_WORDS else match.group(0)


_PERSONAL_TEXT = "i i'm i'd we you it it's they he she this that me my us our your"
_PERSONAL_WORDS = frozenset(_PERSONAL_TEXT.split())
# A verb and its object, the subject left out: "Owns the whole list.", "Matches the market."
_VERB_AND_OBJECT = re.compile(
    r"^\W*[a-z]{2,}(?:s|ed) (?:the|a|an|its|their|his|her|my|your|our|it|them)\b", re.IGNORECASE
)


_FRAGMENT_RUN = 3
_TRAILS_OFF = re.compile(r"\w\s*(?:\.{3}|…)$")


def _lowered_words(text: str) -> frozenset[str]:
    """The words of ``text`` in Latin letters, in lower case."""
    return frozenset(word.lower() for word in _LATIN_WORDS.findall(text))


_LATIN_WORDS = re.compile(r"[A-Za-z']+")


def _statement_words(text: str) -> frozenset[str]:
    return _lowered_words(text) & (_STATEMENT_WORDS | _PERSONAL_WORDS)


_PLACE_ON_THE_PAGE = re.compile(
    r"\s*\b(?:at|on|in|down) the (?:very )?(?:bottom|top|end|foot|head|side|corner|margin|back"
    r"|front|middle|centre|center)\b"
    # "leaves on both sides of a trunk"
    r"|\s*\b(?:on|at) (?:both|either|each) sides? of (?:a|the|its) [\w-]+"
    # and whose hand wrote it ("in Tita Nene's handwriting", "all in a student's words")
    r"|\s*\b(?:all )?in (?:[\w-]+ ){0,2}[\w-]+(?:['’]s|s['’]) (?:own )?(?:\w+ )?(?:handwriting"
    r"|writing|hand|pen|ink|pencil|words)\b"
    # "all in school words"
    r"|\s*\ball in (?:[\w-]+ ){1,2}words\b"
    # and how it is laid out or read ("with the hours along them", "full of words I don't know")
    r"|\s*\bwith the \w+ (?:along|across|down|up|under|over) (?:them|it|the \w+)\b"
    r"|\s*\bfull of (?:\w+ ){0,2}words? (?:I don't know|I can't read|I do not know)\b",
    re.IGNORECASE,
)


def _short_items(items: list[str], longest: int) -> bool:
    """Whether every item of a list is ``longest`` words or fewer, where it sits on the page and
    whose hand wrote it left out ("a red circle at the bottom" is three words)."""
    return all(len(_PLACE_ON_THE_PAGE.sub("", item).split()) <= longest for item in items)


_OPENS_WITH_A_TURN = re.compile(r"\W*(?:but|so|and|though|yet)\b", re.IGNORECASE)


def _is_bare_list(sentence: str) -> bool:
    """A sentence that only lists names, with no verb or person of its own ("Microwaves,
    gigahertz, magnetrons.", "Kronor and percent.", "Antibodies, white blood cells, memory
    cells."), or a topic asked back in a few words ("Retirement accounts?"): it names terms,
    it states nothing."""
    body = sentence.rstrip(".!?")
    items = [item for item in re.split(r",|\band\b|\bor\b|&", body) if item.strip()]
    if _statement_words(body):
        return False
    if sentence.endswith("?"):
        # a few words, or a few set off by commas, the ones it is said to and what it says
        # besides ("Buses and councils, poulli mou?", "Mayo, Tamanda, marks and tests?")
        # ("But warm kitchen, busy yeast, more gas, ja?" hints after a turn)
        parts = body.split(",")
        return (
            len(parts) <= _LIST_ITEM_MAX_WORDS - 1
            and not _OPENS_WITH_A_TURN.match(body)
            and all(len(part.split()) <= _LIST_ITEM_MAX_WORDS - 1 for part in parts)
        )
    # "Kronor and percent.", "Compressor, turbine, nozzle."; not "Mostly the database, mate."
    # "Atomic clocks, trilateration...": trailing off lists too
    listed = len(items) >= 3 or (
        len(items) == 2 and (re.search(r"\band\b|\bor\b|&", body) or _TRAILS_OFF.search(sentence))
    )
    # a list of three may hold a longer item ("Hexagons, hydrogen bonds, fish under a lake."),
    # unless it names figures ("Thirteen, fifteen degrees, the same in August, ...")
    longer = len(items) >= 3 and not figures_in(body)
    longest = _LIST_ITEM_MAX_WORDS if longer else _LIST_ITEM_MAX_WORDS - 1
    # where an item sits on the page is no part of it ("a red circle at the bottom")
    return bool(listed) and _short_items(items, longest)


@functools.lru_cache(maxsize=4096)
def without_topic_naming(text: str) -> str:
    """``text`` without the clauses that only name what the passages talk about ("the pages
    talk about hearts and arteries", "it mentions arteries and beats") or say the question back
    after listing the page's parts: naming a topic is not stating an answer."""
    # the page's parts listed before the question is said back go with it
    text = _LISTED_BEFORE_THE_QUESTION.sub(_counted_list, text.replace("’", "'"))
    return _CITED_LIST.sub(_cited_list, _TOPIC_NAMING.sub(" ", text))


# The page's headings listed and acknowledged as seen: "Dates, groves, grams, soil moisture:
# yes, I see it all".
_SEEN_LIST = re.compile(
    r"(?P<listed>[^.;:!?\n]+)[:,.]\s*"
    r"(?=(?:yes|sure|oh|ah)?,?\s*I (?:can )?see (?:it|them|that|all)\b)",
    re.IGNORECASE,
)


def _seen_list(match: re.Match[str]) -> str:
    return " " if _is_bare_list(match.group("listed").strip()) else match.group(0)


# The page's parts listed, then the question said back: "Two axes, a lot of dots, a list of
# things checked and Fatou's note, and you want to know why my mornings are empty".
_LISTED_BEFORE_THE_QUESTION = re.compile(
    r"(?P<listed>[^.;:!?\n]+),\s*"
    r"(?=and (?:now )?you (?:want to know|ask(?: me)?|wonder|need to know|would like to know)\b)",
    re.IGNORECASE,
)


_COUNT_WORDS = r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)"
# The page's parts listed, then counted up as parts of a page: "Sub-meter, rate, aircon, ref,
# laptops: five branches of city words", "S, O, A and P, four letters and a whole page of the
# vet's writing": the page described, not read.
_COUNTED_LIST = re.compile(
    r"(?P<listed>[^.;:!?\n]+)[:,.]\s*"
    rf"(?P<count>{_COUNT_WORDS} (?:[\w'-]+ ){{0,2}}(?:lines|branches|bars|boxes|rows|columns"
    r"|letters|items|headings|entries|words|notes|pages|parts|points|circles|arrows|names|figures|numbers"
    r"|sections|steps|squares|blocks|labels|cells)\b[^.;!?\n]*"
    # or said to be in another's words: "a note from Mr Gondwe, all in school words"
    r"|all in (?:[\w'-]+ ){1,2}words\b[^.;!?\n]*)",
    re.IGNORECASE,
)
_COUNTED_ITEM_EXTRA_WORDS = 2


def _counted_list(match: re.Match[str]) -> str:
    """The list and its count dropped where the list names things: two items or more, none
    longer than a bare list's by more than two words, no verb among them ("a note from this
    Liban at the bottom" is an item)."""
    listed = match.group("listed").strip()
    items = [item for item in re.split(r",|\band\b|&", listed) if item.strip()]
    # a name in capitals is no verb ("a May and an August")
    words = {
        word.lower()
        for word in re.findall(r"[A-Za-z']+", listed)
        if word == "I" or not word[0].isupper()
    }
    longest = _LIST_ITEM_MAX_WORDS + _COUNTED_ITEM_EXTRA_WORDS
    named = len(items) >= 2 and not words & _STATEMENT_WORDS
    if named and _short_items(items, longest):
        return " "
    return match.group(0)


# The words of a fragment with a figure that says something ("Starter in at 62."), not a name
# in a list ("180 degrees.", "Transect T1.").
_FIGURE_SAID_WORDS = 4


# Words that say how a thing stands or what became of it ("Rain in, chlorine down", "Too hot",
# "Steel grows", "Nut not turned"): fragments with them tell a chain of causes in few words, not
# a list of names.
_STATE_TEXT = """
no not too less more never only up down off empty broken wet dry cold hot dark sharp slow fast
full closed weak grows grew shakes stopped stops dies died left fell rose turned washed
"""
_STATE_WORDS = frozenset(_STATE_TEXT.split())
_FEWEST_TOLD_FRAGMENTS = 2


def _told_in_fragments(fragments: list[str]) -> bool:
    """Whether fragments tell how things stand, two of them at least ("Hot. Steel grows. Long
    pendulum, slow swing."), rather than list names ("Coil. Chip. Terminal.")."""
    told = [fragment for fragment in fragments if _lowered_words(fragment) & _STATE_WORDS]
    return len(told) >= _FEWEST_TOLD_FRAGMENTS


@functools.lru_cache(maxsize=4096)
def without_names_listed(text: str) -> str:
    """``text`` without topic naming (:func:`without_topic_naming`) and without the sentences
    that only list names ("Compressor, turbine, nozzle.") or ask a topic back ("Retirement
    accounts?"): what a reply states, not what it names."""
    named = _COUNTED_LIST.sub(_counted_list, _SEEN_LIST.sub(_seen_list, without_topic_naming(text)))
    said = sentences(named)
    listed = {index for index, sentence in enumerate(said) if _is_bare_list(sentence)}
    # terms trailing off one after another ("Circadian rhythm... time zones... insomnia.") are
    # one list, each a sentence of its own here
    # and so are three or more one after another, each a word or a few, with no figure ("Coil.
    # Chip. Terminal. Magnetic field.")
    run: list[int] = []
    trailing = False
    for index, sentence in enumerate([*said, ""]):  # an empty sentence closes the last run
        if (
            sentence
            and not _statement_words(sentence)
            and not _VERB_AND_OBJECT.match(sentence)
            and len(sentence.split()) <= _LIST_ITEM_MAX_WORDS
            # "Starter in at 62.": a figure said of something, not a name in a list ("180
            # degrees.")
            and not (re.search(r"\d", sentence) and len(sentence.split()) >= _FIGURE_SAID_WORDS)
        ):
            run.append(index)
            trailing = trailing or _TRAILS_OFF.search(sentence) is not None
            continue
        if (len(run) >= _FRAGMENT_RUN or (trailing and len(run) >= 2)) and not _told_in_fragments(
            [said[at] for at in run]
        ):
            listed.update(run)
        run, trailing = [], False
    if not listed:
        return named
    return " ".join(sentence for index, sentence in enumerate(said) if index not in listed)


def answer_bearing(passages: Iterable[str], question: str) -> tuple[str, ...]:
    """The sentences of ``passages`` that bear on ``question``: each one sharing a content word
    with it, and the sentence after each (an answer runs on: "Trams carry sand in hoppers. The
    driver can drop sand ..."); every sentence where none shares a word. What a refusal must
    not give away is read here, not in passages that answer something else."""
    asked = content_terms(question)
    every: list[str] = []
    bearing: list[str] = []
    for passage in passages:
        said = sentences(passage)
        shares = [bool(content_terms(sentence) & asked) for sentence in said]
        every += said
        bearing += [
            sentence
            for index, sentence in enumerate(said)
            if shares[index] or (index > 0 and shares[index - 1])
        ]
    return tuple(bearing or every)


@dataclass(frozen=True)
class Grounding:
    """How much of what a reply says comes from the passages and the reference answer.

    ``stated``: the reply's content terms that are not in the question; ``supported``: those
    found in the passages or the reference; ``key``: the terms of the reference that the
    passages back (the grounded answer), less the question's; ``key_found``: those the reply
    states; ``unsupported_numbers``: figures in the reply found in neither source.
    """

    stated: frozenset[str]
    supported: frozenset[str]
    key: frozenset[str]
    key_found: frozenset[str]
    unsupported_numbers: frozenset[str]

    @property
    def precision(self) -> float:
        return len(self.supported) / len(self.stated) if self.stated else 0.0

    @property
    def recall(self) -> float:
        return len(self.key_found) / len(self.key) if self.key else 0.0

    def describe(self) -> str:
        return (
            f"{len(self.supported)} of {len(self.stated)} stated terms in the passages or "
            f"reference ({self.precision:.2f}), {len(self.key_found)} of {len(self.key)} key "
            f"answer terms ({self.recall:.2f})"
            + (
                f", figures not in the sources: {sorted(self.unsupported_numbers)}"
                if self.unsupported_numbers
                else ""
            )
        )


# A part of the persona named with its number: "Step 7", "Item 12", "rule 3".
_LABELLED_NUMBER = re.compile(
    r"\b(?:step|item|rule|section|clause|article|point|paragraph|page|line|part|no\.?|week|box"
    r"|unit|module|chapter|schedule|stage) \d+\b",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=64)
def _labels_of(persona: str) -> frozenset[str]:
    """The persona's parts named with their numbers (read once per system prompt)."""
    return frozenset(found.group(0).lower() for found in _LABELLED_NUMBER.finditer(persona))


def without_persona_labels(persona: str, spoken: str) -> str:
    """``spoken`` less the persona's parts it names by their numbers ("Step 7, drágám: no
    answers from the opera's papers"): a rule's number is no figure of the reply's own."""
    labels = _labels_of(persona)
    if not labels or not _LABELLED_NUMBER.search(spoken):
        return spoken
    return _LABELLED_NUMBER.sub(
        lambda found: " " if found.group(0).lower() in labels else found.group(0), spoken
    )


def grounding(
    reply: str, *, passages: Iterable[str], reference: str | None, question: str, persona: str
) -> Grounding:
    """How ``reply`` (narration removed) draws on ``passages`` and on ``reference`` when that is
    an answer (``None`` when the reference declines: its words are no answer to find).

    Terms of the ``question`` are left out of both sides (restating the question is not an
    answer), and so are the ``persona``'s terms that the passages do not hold (a role's own
    vocabulary is flavour, not content).
    """
    spoken = without_names_listed(strip_narration(reply))
    sources = _grounding_sources(tuple(passages), reference, question, persona)
    stated = content_terms(spoken) - sources.asked - sources.flavour
    return Grounding(
        stated=stated,
        supported=stated & sources.terms,
        key=sources.key,
        key_found=sources.key & stated,
        unsupported_numbers=frozenset(
            numbers_in(without_persona_labels(persona, spoken))
            - sources.numbers
            - _shares_worked_out(spoken, sources.counts)
        ),
    )


# A share given in hundredths: "(76 of 120, 63 per cent)", "83%".
_PER_CENT = re.compile(r"\b(\d{1,3}(?:\.\d)?) ?(?:%|per ?cent\b)", re.IGNORECASE)


def _shares_worked_out(spoken: str, counts: tuple[float, ...]) -> frozenset[str]:
    """The shares the reply gives in hundredths that the sources' own ``counts`` work out to, to
    the nearest whole one ("76 of 120, 63 per cent"): figures of the sources, put another way."""
    return frozenset(
        share.group(1)
        for share in _PER_CENT.finditer(spoken)
        if any(
            abs(100 * part / whole - float(share.group(1))) < 1
            for whole in counts
            for part in counts
            if part <= whole
        )
    )


@dataclass(frozen=True)
class _GroundingSources:
    terms: frozenset[str]
    asked: frozenset[str]
    flavour: frozenset[str]
    key: frozenset[str]
    numbers: frozenset[str]
    counts: tuple[float, ...]
    """The sources' figures above zero as values, for the shares they work out to."""


@functools.lru_cache(maxsize=64)
def _grounding_sources(
    passages: tuple[str, ...], reference: str | None, question: str, persona: str
) -> _GroundingSources:
    """What :func:`grounding` reads from a prompt (memoised: a prompt's completions share it):
    the sources' terms, the question's, the persona's flavour, the answer's key terms and the
    sources' figures."""
    passage_text = " ".join(passages)
    passage_terms = content_terms(passage_text)
    reference_terms = content_terms(reference) if reference is not None else frozenset()
    asked = content_terms(question)
    # the sources' figures in words too: "1.5 million" in a passage backs "1,500,000"
    numbers = with_short_years(
        figures_in(passage_text) | figures_in(reference or "") | figures_in(question)
    )
    return _GroundingSources(
        terms=passage_terms | reference_terms,
        asked=asked,
        flavour=content_terms(persona) - passage_terms,
        key=(reference_terms & passage_terms) - asked,
        numbers=numbers,
        counts=tuple(
            sorted(
                value
                for value in {float(n) for n in numbers if re.fullmatch(r"\d+(?:\.\d+)?", n)}
                if value > 0
            )
        ),
    )


# --- declining ------------------------------------------------------------------------------

NOT_FROM_THE_SOURCE = (
    r"\bnot (?:from|out of|off) (?:the |these |those |this |that |your |any )?(?:\w+ )?"
    + _SOURCE_NOUNS
)
"""The material turned down as a source: "not from the paper", "not from copyrighted
subtitles"."""

# "I don't know" in the role's own language: Quechua "Manam yachanichu", Assamese "Moi nazanu",
# Spanish "No sé", French "Je ne sais pas", Italian "Non lo so", Portuguese "Não sei", German
# "Ich weiß nicht", Swahili "Sijui", Turkish "Bilmiyorum", Hindi "Mujhe nahin pata", Tagalog "Hindi
# ko alam", Indonesian "Tidak tahu", Russian "Не знаю".
_NOT_KNOWN_IN_ANOTHER_LANGUAGE = (
    r"\b(?:mana|manam) yachanichu\b|\bmoi (?:nazanu|najanu|nejanu)\b|(?<!\w)no (?:lo )?sé\b"
    r"|\bje (?:ne )?sais pas\b|\bnon (?:lo )?so\b|\bnão sei\b|\bich weiß (?:es )?nicht\b"
    r"|\bsijui\b|\bbilmiyorum\b|\b(?:mujhe )?(?:nahi|nahin) pata\b|\bhindi ko alam\b"
    r"|\btidak tahu\b|(?<!\w)не знаю(?!\w)"
)
# "Nobody knows" in the role's own language: Quechua "Pipas manam yachanchu", Spanish "Nadie
# sabe", French "Personne ne sait", Italian "Nessuno lo sa", Portuguese "Ninguém sabe", German
# "Niemand weiß".
_NOBODY_KNOWS_IN_ANOTHER_LANGUAGE = (
    r"\bpipas? (?:manam? )?yachanchu\b|\bnadie (?:lo )?sabe\b|\bpersonne ne (?:le )?sait\b"
    r"|\bnessuno lo sa\b|\bninguém sabe\b|\bniemand weiß\b"
)
# Ways of declining or deflecting that carry no apology word: sending the user elsewhere,
# setting the role's own trade against the question, "not today", "I'll sit this one out".
_DEFLECTION_PATTERNS = compile_ignoring_case(
    _NOT_KNOWN_IN_ANOTHER_LANGUAGE,
    _NOBODY_KNOWS_IN_ANOTHER_LANGUAGE,
    # another story offered in the answer's place: "I'll tell you instead about the flood of 1991"
    r"\bI(?:'ll| will| can) tell you (?:instead|something else|another thing)\b"
    r"|\binstead,? I(?:'ll| will) tell you\b",
    # a promise to keep it told for the refusal: "I promised my father Kinga that the salt would
    # go only to the one who takes the herd up after me", "my aunt made me promise that what makes
    # the black would go only to the weaver after me"
    r"\b(?:I promised|made me promise|I gave (?:my|her|him|them) (?:word|promise))\b[^.!?]{0,120}?"
    r"\bwould (?:go|pass|be told|be passed|stay) only (?:to|with|in)\b",
    r"\b(?:ask|try|see|consult|check with|talk to|call) (?:a|an|your|the|some|any)"
    r" (?:\w+ ){0,2}(?:historian|advisor|adviser|mechanic|banker|doctor|lawyer|expert|"
    r"professional|specialist|biologist|baker|chef|engineer|garage|library|librarian|"
    r"docent|teacher|accountant|planner|scientist|someone|somebody|person)\b",
    r"\b(?:a|an|your) (?:[\w']+ ){0,2}(?:historian|advisor|adviser|mechanic|banker|expert|"
    r"professional|specialist|biologist|baker|engineer|accountant|scientist|teacher|doctor)"
    r" (?:would|will|could|can) (?:\w+ ){0,3}(?:better|justice|help)",
    # the role's own brush-off: "Rent money is not boat money, Jairo"
    r"\b\w+ money is not (?:my |our )?\w+ money\b",
    # told of the role in the third person too: "Kyra Despo says essays are not her business"
    r"\b(?:not|isn't|is not|aren't|ain't) (?:really |exactly |quite |at all )?"
    r"(?:in )?(?:my|his|her|their) (?:\w+ )?(?:field|area|thing|trade|world|department|stack"
    r"|kitchen|ocean|water|"
    r"reef|lane|line|expertise|business|domain|territory|specialty|forte|bag)\b",
    r"\b(?:outside|beyond|far from|a long way from|away from) (?:of )?(?:my|her|his|their) "
    r"(?:\w+ )?(?:stack|kitchen|reef|field|area|world|trade|lane|depth|expertise|wheelhouse|ocean"
    r"|bench)\b",
    # setting the question against the role's trade: "rather beyond a bookbinder"
    r"\b(?:rather|well|way|quite|a bit|a little|far|a long way) (?:outside|beyond) (?:my|a|an|the)"
    r" \w+",
    r"\b(?:a|that's a|that is a|this is a) question for (?:the |a |an |your )?\w+",
    # nothing told before a day the directive names: "Not one tear till March, Despoinaki"
    r"(?:^|(?<=[.!?;:]\s))\W*not (?:one|a single) [\w'-]+ (?:till|until|before) (?-i:[A-Z])"
    r"[\w'-]+",
    # the end of what the role knows of the topic: "That is all I know about apples, nanu"
    r"\b(?:that(?:'s| is)|this is) all (?:i|we) know (?:about|of) (?:[\w'-]+ ){0,2}[\w'-]+",
    # or all it knows of the kind: "The only engine I know is the taxi that carries my chairs"
    r"\b(?:the|di|de) only [\w'-]+ (?:i|we|mi) (?:know|knew|ever (?:knew|saw|touched|drove"
    r"|kicked)) (?:is|was|are|were|a)\b",
    # the same in Jamaican speech: "Dat a nuh fi mi business", "mi nah seh a word till March"
    # a silence held for another: "Not about the shop, Mari, the tax man has my tongue till the
    # end of June"
    r"\b(?:has|holds|keeps|got) my tongue\b|(?:^|(?<=[.!?]\s))\W*not about (?:the|my|our) [\w'-]+,",
    # the role's own trade against the question's: "I only understand beans", "Bank things, no.
    # Tofu things, yes.", "Phone, no. Godekan, yes."
    r"\bI (?:only|just) (?:understand|know) (?:my )?[\w'-]+[.!]"
    r"|\b[\w'-]+(?: things)?,? no\.\s+[\w'-]+(?: things)?,? yes\b",
    # "I cannot touch one line of it"
    r"\b(?:cannot|can't|cyaan|won't) touch (?:one|a single|a) (?:word|line)\b",
    # the question handed on: "This one goes to somebody who understands banks", "For a diesel
    # you want Vitaly", "Your formatrice wrote those rules, so she can read them to you"
    r"\b(?:this|that) one goes to (?:somebody|someone|a [\w'-]+) who\b"
    r"|\b(?:for (?:a|an|the|that|your) [\w'-]+,? )?you want (?-i:[A-Z])[\w'-]+\b"
    r"|\b(?:so )?(?:she|he|they) can read (?:them|it|those) (?:to|for) you\b",
    # "me cyaan say one word from them"
    r"\bnuh (?:fi )?mi business\b|\b(?:mi|me|i) (?:nah|cyaan|kyaan) (?:seh|say) (?:a|one) word\b",
    # the words of a refusal directive: "That is restricted", "these are confidential"
    r"\b(?:that|this|it|those|these|they|(?:the|that|this|those|these) \w+)(?:'s| is| are|'re)"
    r" (?:\w+ )?(?:restricted|"
    r"confidential|classified|embargoed|off[- ]limits|under embargo)\b",
    r"\bi(?:'m| am) (?:a|an|the) (?:\w+ ){0,2}(?:person|man|woman|guy|one)[,.!]?"
    r" not (?:a|an)\b",
    # the role's trade set against the question's: "I am a cook, not a physics teacher"
    r"\bi(?:'m| am) (?:just |only )?(?:a|an) [\w'-]+,? not (?:a|an) (?:[\w'-]+ )?[\w'-]+",
    r"\b(?:wrong|right) (?:man|woman|person|one|guy|diver|chef|baker) for (?:this|that)\b",
    # "I peel bark, I don't drive", "I sew sealskin, I don't grow science"
    r"\bi [a-z]+ [\w ]{1,20}(?:, [\w ]{1,15})?[,;] i (?:don't|dont|do not|never) [a-z]+\b"
    # with what it does not do, to the sentence's end ("I don't weigh loaves.")
    r"(?:(?: [\w'-]+){1,3}(?=[.!?,;]|$))?",
    # "Me know pointer sticks and kite paper, not them cold box": a longer trade, set off by a comma
    r"\b(?:i|me) (?:know|ken|make|build|fix|sell|grow|sew|weave|cook|bake|carve|fly|catch|keep) "
    r"(?:[\w'-]+,? ){0,5}[\w'-]+, (?:not|no(?! (?:doubt|problem|worries|question)\b)) "
    r"(?:them |the |your |a |an |no )?[\w'-]+(?: (?:and|or|nor) (?:the )?[\w'-]+(?=[.!?,;]|$))?",
    # "I don't know necks", "I don't understand meters and bills", "I only know salt and the sea"
    r"\bi (?:don't|do not|dont) (?:know|understand) (?:a thing about )?[a-z-]+s(?: and (?:the )?"
    r"[a-z-]+s?)?(?=[.!,;]|$)",
    # "I only know sawdust", "I only know salt and the sea"
    r"\bi (?:only|just) know (?!(?:what|how|that|this|why|when|where|who|if|it|him|her|them)\b)"
    r"(?:(?:[\w'-]+ ){1,3}(?:and|or) (?:the )?)?[\w'-]+(?=[.!,;]|$)",
    # "I count beats, not students", "I know milk and salt and sun, not wires and meters"
    r"\bi (?:\w+ )?(?:know|do|rotate|count|debug|bake|fix|build|shoe|map|study|read|make|talk to"
    r"|deal with|work with|sell|grow|cook|fish|drive|sew|carve|weave|herd|pick|wash|dry|plant"
    r"|mend|brew|paint|stitch)"
    r" (?:[\w'’]+,? ){0,3}not (?:\w+ ){0,2}\w+(?: (?:and|or|nor) (?:the )?[\w'-]+(?=[.!?,;]|$))?",
    # the trade said first: "fish I know and spelling I don't"
    r"\b[\w'-]+ i know,? (?:and|but) [\w'-]+ i (?:don't|do not|dont)\b",
    # "Me, I know nothing of these machines"
    r"\bi know nothing (?:of|about) (?:these|those|such|the|that|this|your) \w+",
    # told of the role: "Aboy Tesfay knows nothing about bread"
    r"\b(?-i:[A-ZÀ-Þ])[\w'-]+ knows nothing (?:of|about)\b",
    # the question handed to the one whose trade it is: "baking's her sheet, not mine"
    r"\b(?:her|his|their|[^\W\d_]+['’]s)(?: \w+){0,3},? not (?:mine|ours)\b",
    r"\b(?:not|no) (?:today|this time|now)\b",
    # a trade's code or another's office: "a chaouachi does not discuss an order in public; that
    # is for the amin", "anything about a claim goes through my lawyer"
    r"\b(?:does not|doesn't|do not|don't|won't|will not|never) (?:discuss|talk about|talk over"
    r"|go into|speak of|speak about|talk of)\b",
    # "five boxes of somebody else's trade"
    r"\b(?:somebody|someone|anybody|anyone) else's (?:trade|job|business|work|craft)\b",
    # "but a telephone battery I cannot hear at all", "What it means, ask Dao", "I can't argue
    # Wim's report", "is for the Provincial Office to tell"
    r"(?:\b(?:a|an|the|that|this|these|those|your) (?:[\w'-]+ ){0,2})?\bi (?:cannot|can't|can not)"
    r" (?:\w+ )?(?:at all|one bit)\b",
    r"(?:^|[.!?]\s+)(?:what|why|how) (?:it|that|this|they|the \w+) (?:means?|happened|works?|says?)"
    r"[,:]? (?:you )?ask (?-i:[A-ZÀ-Þ])[\w'-]+",
    r"\bi (?:can't|cannot|can not|won't|will not) (?:argue|dispute|go into|discuss) (?:with )?"
    r"(?:(?-i:[A-ZÀ-Þ])[\w'-]*['’]s |the |that |this |his |her |their )?(?:\w+ )?(?:report|papers?"
    r"|notes?|chart|sheet|page|figures|numbers|drawing|map)\b",
    r"\bis for (?!(?:you|yourself|us|me|everyone|anyone)\b)(?:the |my |our |your )?"
    r"(?:(?-i:[A-ZÀ-Þ])[\w'-]* ){0,3}?[\w'-]+ to (?:tell|explain|say|answer|talk about|decide"
    r"|settle|hear)\b",
    # "is for the association, and kyria Eleni will answer it in writing"
    r"\bis for (?:the|my|our) [\w'-]+,? and (?:\w+ )?(?-i:[A-ZÀ-Þ])[\w'-]*"
    r"(?: (?-i:[A-ZÀ-Þ])[\w'-]*)? (?:will|'ll|can) (?:answer|explain|tell|reply)\b",
    r"\b(?:that|this)(?:'s| is) for (?:the|my|your|our) (?!best\b|better\b|good\b|sake\b)\w+"
    r"(?: to (?:explain|say|answer|tell))?(?=[.!;]|$)",
    r"\bgoes? through (?:my|the|our) (?:lawyer|solicitor|office|boss|manager|union|agent)\b",
    # "Your coach can explain it better than an old man from Tunba"
    r"\b(?:your|the|my|our) \w+ (?:can|could|will|would) (?:explain|tell you|answer)"
    r" (?:it |that |this )?better than (?:me|i|an? (?:old )?\w+)\b",
    r"\bsit(?:ting)? (?:this|that) one out\b",
    # "The brine is the company's since 2021, so that part you write without me"
    r"\b(?:that|this) (?:part|bit|one) (?:you|u) (?:write|do|find|work out|fill in) without me\b",
    r"\b(?:i'll|i will|i'd|i would|i must|i have to|i'm going to) (?:have to )?"
    r"(?:pass|decline|refrain|sit|skip)\b",
    # "a number from me tonight would be smoke from a cold fire"
    r"\ban? (?:number|figure|price|guess|answer) from me\b[^.!?]{0,20}\bwould be\b",
    # "the society has closed my mouth till January"
    r"\b(?:(?:closed|shut|sealed|stitched) my (?:mouth|lips)|my (?:mouth|lips) (?:is|are) "
    r"(?:closed|shut|sealed))\b",
    # "My eyes were in Tarawa that week, and my mouth stays in Tarawa with them"
    r"\bmy (?:mouth|lips) (?:stays?|remains?|keeps?) (?:shut|closed|sealed|in|with|there)\b",
    # "The old men said close the mouth. Mine is closed till after Christmas", "The chef de canton
    # closed our mouths. Mine stays closed till the Tabaski"
    r"\bclosed? (?:the|your|my|our) mouths?\b[^!?]{0,40}?\bmine (?:is|stays) (?:closed|shut"
    r"|sealed)\b",
    # told of the role in the third person: "Ten Kaure does not know about ships' internet"
    r"(?:^|[.!?]\s+)(?-i:[A-ZÀ-Þ])[\w'-]+(?: (?-i:[A-ZÀ-Þ])[\w'-]+)? (?:does not|doesn't) know"
    r" (?:anything |much )?about\b",
    # "Abu Haidar says he knows nothing about Swedish buses"
    r"\b(?:says|said) (?:he|she) knows nothing (?:about|of)\b",
    # a job title in a chat assistant's refusal: "as a hazelnut farmer I'm not able to ..."
    r"\bas (?:a|an) (?:[\w-]+ ){1,3}i(?:'m| am) (?:not able|unable) to\b",
    # silence held by another until a day: "tin business is with the police till January"
    r"\bis with the \w+ (?:till|until) (?-i:[A-Z])\w+",
    r"\b(?:lips are sealed|closed for questions|not budging|holding my ground|"
    r"not (?:shipping|going to|gonna) (?:\w+ ){0,2}(?:guess|number|untested|make))",
    r"\bi(?:'d| would) (?:only|just) (?:be )?(?:guessing|making (?:things|it) up|"
    r"embarrass|lead you astray)",
    r"\b(?:i|i'd|i would) (?:rather|prefer) not\b",
    r"\bi(?:'ll| will| shall) not (?:answer|say|tell|discuss|use|go into|weigh|go over|judge)\b",
    # "The team's coach or the league would be better placed to explain the results"
    r"\b(?:would|will) be better placed to (?:explain|answer|say|tell|judge)\b",
    r"\b(?:shouldn't|should not|mustn't|must not|may not|shall not|am not (?:allowed|permitted)"
    r" to|'m not (?:allowed|permitted) to) (?:\w+ )?(?:say|tell|speak|talk|discuss|answer|use"
    r"|draw on|rely on|read from|quote)\b",
    r"\b(?:can't|cannot|couldn't|can not) (?:\w+ ){0,2}(?:help|say|discuss|talk|dig|go"
    r" through|go into|possibly|tell you|use|answer from)\b",
    # a rule of the trade turning the source down: "tasters don't answer from the press"
    r"\b(?:don't|do not|never|won't|will not) (?:\w+ )?answer (?:from|that|this|it)\b",
    # "That's your father's business", "That's between you and Cathal"
    r"\b(?:is|are|'s) (?:a |the |your |his |her |their )?\w+(?:'s|s') (?:business|job|department"
    r"|work|trade|area)\b|\b(?:that|this|it)(?:'s| is) between you and\b",
    r"(?:^|[.!?]\s+|,\s*)ask (?:dr|doctor|mr|mrs|ms|miss|professor|prof|nurse)\.? [A-Z]",
    r"\bno[- ]go\b|\bi (?:don't|do not|won't|will not|never) use\b|\bnext question\b"
    r"|\b(?:i'll|i will|let's|let us|we'll) leave it (?:there|at that)\b",
    r"\b(?:this|that|it|these|those)(?: one)?(?:'s| is| are) not for (?:me|us)\b",
    # another topic offered, or the question put off: "Ask me anything else", "After Herero Day
    # ask me again", "The shop's numbers are not for talking now"
    r"\bask me (?:anything|something) else\b",
    # an estimate turned down too: "Ýok, inim, not even roughly."
    r"\bnot even (?:roughly|approximately|more or less|a guess|an estimate)\b"
    r"|\bnot even (?:about|close)(?=[.!,;]|$)",
    # the passages' writer sent to read them out: "Arman wrote all that; let him read it to your
    # coach"
    r"\blet (?:him|her|them) read (?:it|them|that|this|those)(?: out)? to\b",
    # the telling put off to a visit or a later day: "come to Dominica ... and I tell you
    # everything", "Then I tell you.", "I shall tell thee then", "wait till Mr Baksh come back
    # and let him explain"
    r"\bi(?:'ll| will| shall)? (?:tell|explain)(?: (?:you|thee))? everything(?: to (?:you|thee))?"
    r" (?:over|when|then|there|at|on)\b",
    # "this I explain to you when I come to Padova"
    r"\b(?:this|that|it|all (?:of )?(?:this|that)) i(?:'ll| will| shall)? (?:tell|explain)"
    r"(?: (?:it )?(?:to )?(?:you|thee))? (?:when|over|once)\b",
    r"(?:^|[.!?]\s+)then i(?:'ll| will| shall)? tell (?:you|thee)(?=[.!]|$)"
    r"|\btell (?:you|thee) then\b",
    r"\bwait (?:till|until) [^.!?]{1,60}\b(?:explain|tell you|tell it)\b",
    # (not an answer promised for then: "Ask me again tomorrow and I will count them")
    r"\bask me (?:again|(?:at|after) (?:the )?(?-i:[A-ZÀ-Þ])[\w'-]+)\b"
    r"(?! (?:if|whenever|any ?time)\b)"
    r"(?![^.!?;]{0,40}\band (?:i|i'll|i will)\b)",
    r"\b(?:(?:is|are|'s|'re) not|isn't|aren't) for (?:talking|telling|saying|sharing|discussing)\b",
    # "until the auction I say nothing about any member's scores", "a hannana speaks of no
    # bride's henna"
    r"\bi (?:say|tell|will say|'ll say|will tell|'ll tell|(?:am |'m )?saying|(?:am |'m )?telling)"
    r" nothing (?:about|of|on)\b",
    # "Not one word about my yard till the court sits"
    r"(?:^|[.!?]\s+)\W*not (?:one|a) (?:single )?word (?:about|on|of|from me)\b",
    # the same in the third person or with "ain't": "Miss Gloria ain't saying nothing 'bout no
    # fish till September"
    r"\b(?:ain't|isn't|is not|am not|'m not) (?:saying|telling) (?:nothing|anything|a word)"
    r" (?:about|'bout|bout|of|on)\b",
    # kept back and said so: "I ain't saying.", "That's all you get out of me", "a shot you don't
    # get from me", "Whose bed that quilt goes on ain't in there from me"
    r"\bI (?:ain't|am not|'m not) (?:saying|telling)(?: (?:you|it|that))?\s*[.!]",
    r"\ball you get (?:out of|from) me\b|\byou (?:don't|do not|won't|will not) get (?:\w+ ){0,2}?"
    r"from me\b|\b(?:ain't|is not|isn't) (?:in there |on it |in it |coming )?from me\b"
    # "The name comes from your expert, not from me, nini.", "Which name goes in it, I will not
    # put there."
    r"|,? not from me(?:,\s*[\w'’-]+)?\s*[.!]|\bI (?:will not|won't) put (?:it |that )?there\b",
    # silence ordered, and kept: "But the Committee said nothing until August, and Nana keeps
    # her word"
    r"\b(?:said|says|told (?:us|me|everyone|everybody|the whole \w+)) nothing (?:until|till|before)"
    r"\b|\bkeeps? (?:my|her|his) word\b",
    r"\bspeaks? of no\b",
    # the topic said not to be the role's: "Heat pumps aren't my smoke"
    # (not a cause set against another: "it isn't my oven, it's your flour")
    r"(?:^|[.!?]\s+)[^.!?]{0,40}\b(?:aren't|isn't|are not|is not|ain't) my (?!fault\b)[\w'-]+"
    r"(?=\s*[.!,;]|$)(?!\s*[,;:]\s*(?:it|that|but|they|the|it's|that's)\b)",
    r"\bi (?:won't|will not|can't|cannot) pretend\b",
    # something else told in the answer's place: "I tell you a story instead"
    r"\b(?:i(?:'ll| will)?|let me) (?:tell|give|sing|show) (?:you )?(?:a|an|my|another|something)"
    r"(?: \w+)? instead\b",
    r"\b(?:someone|somebody|people|they)\b[^.!?]{0,40}\b(?:could|would|can|will) (?:\w+ ){0,2}"
    r"explain (?:it|this|that) better\b",
    # "The physio lady will explain it better than me", "Dr Sato is the one to ask"
    r"\b(?:will|would|could|can|'ll) (?:\w+ ){0,2}explain (?:it|this|that|them) (?:much |far )?"
    r"better than (?:me|i|i can|i could)\b|\bis the (?:one|man|woman|person|people) to ask\b",
    r"\bi (?:should|shall|had better|'d better) (?:\w+ )?not try\b",
    r"\b(?:still|really),? (?:can't|cannot|no)\b|\bstill not\b|\bnope\b",
    r"\bmy answer (?:hasn't|has not|stays|is the same|hasn't changed)",
    r"\bi said no\b|\bnon\b|\bnice try\b",
    r"\bno[- ]passages?\b|\bnot (?:supposed|allowed|meant) to\b",
    r"\bi don't (?:really )?do (?:\w+ ){0,2}\w+",
    r"\bnot (?:a|an) (?:\w+ )?(?:person|expert|mechanic|historian|banker)\b",
    r"\b(?:cannot|can't|unable to) (?:answer|address|respond to) (?:this|that|the|your)\b",
    r"\b(?:does not|doesn't|do not|don't) have (?:the |any |enough )?(?:expertise|knowledge)",
    r"\boutside (?:of )?what i (?:can|know)",
    r"\bi(?:'d| would) (?:have|need) to (?:check|look)",
    r"\bdon't want to (?:tell|give) you (?:something|anything) wrong",
    # sending the user elsewhere, at the start of a sentence: "Ask the farrier."
    r"(?:^|[.!?]\s+|,\s*)(?:go )?(?:ask|bother|try|see|talk to|find) (?:a|an|the|your|some)"
    r" \w+",
    r"\bnot me\b|,\s*no me\b|\bnot my (?:\w+ )?\w+(?=[.!,;]|$)",
    # the same said turned round: "Keepers and halves, that road I don't ride", "that water I
    # never fish"
    r"\bthat (?:\w+ )?(?:road|path|field|trade|game|line|door|water|sea|pasture|ground|song)"
    r" I (?:don't|do not|never|won't) (?:\w+ )?(?:ride|walk|take|know|play|fish|enter|sail|swim"
    r"|touch|tread|sing|plough|plow|cross|graze)\b",
    # leaving it to someone better placed: "better the teacher explains", "I'd only spoil it"
    r"\bbetter (?:the|a|an|your|that) \w+ (?:explains?|tells? you|answers?)\b|\bbetter ask\b",
    r"\bi(?:'d| would| will|'ll) only (?:spoil|ruin|muddle|mangle|make a mess of)\b",
    r"\b(?:i|\w+) (?:would|'d|will|'ll) (?:only |just )?(?:get (?:it|them|that) (?:all )?"
    r"(?:muddled|wrong|mixed up|tangled)|make a (?:mess|muddle|hash) of (?:it|that))\b",
    # not a name left alone ("leave Manang Ising alone; her pots did nothing" clears her)
    r"\bleave (?!(?-i:[A-Z]))(?:\w+ ){0,2}(?:alone|be)\b",
    # "is for the shop and for Jean to settle, lass, no for the knitter"
    # (not "is for you to decide")
    r"\b(?:is|are|'s) for (?!(?:you|yourself|us|me|everyone|anyone)\b)(?:the |my |your |our )?\w+"
    r"(?: and (?:for )?(?:the )?\w+)? to (?:settle|sort out|decide|explain|answer|say|tell)\b"
    r"|,\s*(?:not|no) for (?:the|a|an) \w+(?=[.!,;]|$)",
    # the material turned down by name: "but not from copyrighted subtitles"
    NOT_FROM_THE_SOURCE,
    r"\b(?:ask|try|consult|talk to|call) (?:someone|somebody|anyone|anybody) (?:who|that|else|"
    r"with|in|at|from)\b",
    # keeping it to oneself: "this is my mother's secret", "I don't tell anybody"
    r"\b(?:it's|it is|this is|that's|that is) (?:a |my |our |the )?(?:\w+(?:'s)? ){0,2}secret\b",
    r"\b(?:i|we) (?:don't|do not|won't|will not|never) (?:tell|share|reveal|give away)"
    r" (?:anybody|anyone|nobody|that|this|it)\b",
    r"(?:^|[.!?]\s+)(?:closed|off[- ]limits|confidential|embargoed|restricted|classified)\b",
    r"\b(?:don't|do not|doesn't) know (?:a thing|anything|the first thing|much|a lick|beans)"
    r" (?:about|of)\b",
    # not in a clause of its own ("a tooth that does not hurt today")
    r"(?<!that does )(?<!which does )(?<!that do )(?<!that did )\bnot (?:\w+ ){0,3}today\b",
    r"\b(?:won't|will not|not going to|ain't going to|not gonna) (?:be )?(?:talk|discuss|say|get"
    r" into|go into|answer|tell|read|explain|go(?:ing)? through|getting into|going into)\w*\b",
    # "I'll no' go through it wi' ye", "Phones are a closed book to me"
    r"\bi(?:'ll|'d| will| would) no'? (?:be )?(?:go(?:ing)? through|read|explain|tell|say)\w*\b"
    r"|\b(?:a )?closed book to me\b",
    # handing the question to those it belongs to: "Magnets are for the professor", "let the
    # professor explain the iron", "it is not mine to answer from", "Ask me about simit."
    r"\b(?:is|are|'s|'re) for (?:the|a|an|your) (?:\w+ )?(?:professors?|teachers?|doctors?|"
    r"experts?|scientists?|engineers?|scholars?|priests?)\b",
    r"\blet (?:the|a|your) \w+ (?:explain|tell you|answer)\b",
    r"\bnot (?:mine|my place) to (?:answer|say|tell|give|share|use|read)\b",
    # the material named first: "from podcasts I don't answer"; left to the user: "the skipper
    # can read the notice himself"
    r"\bfrom (?:\w+ ){1,3}i (?:don't|do not|never|won't|will not) (?:answer|speak|talk)\b",
    r"\bread (?:it|them|the \w+) (?:for )?(?:yourself|himself|herself|themselves)\b",
    # "That's one for my niece in Galway", "why would I be reading you the small print?", "the
    # crew will tell you their rules themselves", "the company's print stays with the company",
    # "How the seed gets through the winter stays in this house"
    r"\bthat(?:'s| is) (?:one|a question|a job) for (?:my|your|the|a|an) \w+",
    r"\bwhy would i (?:be )?(?:read(?:ing)?|tell(?:ing)?|answer(?:ing)?|giv(?:e|ing)) you\b",
    r"\bwill tell you (?:\w+ ){0,4}(?:themselves|himself|herself)\b",
    # "How my jumpers are made stays by this fire"
    r"\b(?:stays?|remains?) (?:with|in|at|by) "
    r"(?:(?:the|its|their|his|her|this|my|our) \w+|us|me|them)\b",
    # "too long to read", "outside the scope of my expertise", "the sky I leave to the science
    # teacher. Ask her", "I leave the coffee to Noa", "dat's for da harbor guys"; "this is Greek
    # to me"
    r"\btoo long to read\b|\boutside (?:the )?scope\b|\bi leave (?:\w+ ){0,2}to\b",
    # "no answers from the programme's field books", "between me and my customers"
    r"\bno answers? (?:from|out of) (?:the|my|our|their|his|her|these|those|this|that)\b"
    r"|\bbetween me and (?:my|the|our) \w+",
    r"\b(?:is|are|it's|that's|all) (?:\w+ )?(?:greek|double dutch|chinese) to me\b",
    # in the role's own language: "ce n'est pas mon affaire", "no es lo mío", "não é comigo"
    r"\b(?:(?:ce )?n'est pas (?:mon|ma) (?:affaire|domaine|rayon|truc|métier)|no es lo m[ií]o"
    r"|no es (?:asunto|cosa) m[ií]a|não é comigo|não é (?:da )?minha (?:área|conta)"
    r"|nicht mein (?:ding|fach|gebiet))\b",
    r"(?:^|[.!?]\s+)ask (?:her|him|them)\b(?! to \w+)",
    # "Ask my little sister, she bakes", "the baker'll tell ye", "Building is for my cousin"
    r"(?:^|[.!?]\s+)(?:\w+, )?ask (?:my|your|our|the) (?:\w+ )?(?:wife|husband|sister|brother|"
    r"cousin|mother|father|mum|mom|dad|son|daughter|aunt|uncle|neighbou?r|friend|\w+er)\b",
    r"\b(?:is|are|'s) for (?:my|our) (?:\w+ )?(?:wife|husband|sister|brother|cousin|mother|father|"
    r"son|daughter|aunt|uncle|neighbou?r|friend|colleague|boss)\b",
    r"\bthe \w+er(?:'ll| will) tell (?:you|ye|ya)\b",
    # the source kept shut: "but not from the khan's papers", "not one I answer from the
    # cooperative's log", "from another repairer's ledger I don't answer", "the log stays shut"
    r"\b(?:but )?(?:not|no) (?:(?:one|something|a question) I(?:'ll| will)? (?:\w+ )?"
    r"(?:answer|give|read|take) )?from (?:that|the|this|my|our|his|her|another) "
    r"(?:[\w-]+(?:'s)? ){0,2}(?:log|book|papers?|sheets?|notes?|records?|files?|pages?|ledger|"
    r"passages?|diary|logbook)\b",
    r"\bfrom (?:\w+(?:'s)? ){1,3}I (?:don't|do not|won't|will not|never) answer\b",
    r"\bcan(?:'t|not) read (?:it |that |this |them )?out\b",
    # "I'm unable to process the attached log", "I'm not able to interpret university examination
    # regulations", "please consult a veterinarian", "Ask Ole Mathis.", "that one is for another
    # day", "customers' papers I don't discuss"
    r"\b(?:i'm|i am) (?:unable|not able) to (?:process|read|open|access|see|view|interpret)\b",
    r"\bplease consult\b|\bfor another day\b|\bi (?:don't|do not|won't|never) discuss\b",
    # "Ask Ato Girma.", "Ask Janet, my girl.", "Ask Ato Girma, he knows the clock", "Ask his
    # coach, she knows legs"
    r"(?:^|[.!?;]\s+)ask (?:(?-i:[A-ZÀ-Þ][a-zà-ÿ]+)(?: (?-i:[A-ZÀ-Þ][a-zà-ÿ]+))?"
    r"(?:, (?-i:(?:my |me )?[a-zà-ÿ'’]+))?[.!]"
    r"|(?:(?-i:[A-ZÀ-Þ][a-zà-ÿ]+)(?: (?-i:[A-ZÀ-Þ][a-zà-ÿ]+))?|(?:his|her|your|their|the) \w+)[,;]"
    r" (?:he|she|they)(?:'s| is| are| knows?| keeps?| has| have| does| do| drew| wrote| made"
    r"| filled| studies| studied| gave| sent| counted| kept| carried| took| brought| packed"
    r"| weighed| sold| bought| saw| was| were| holds| held) )",
    # the subject changed in character: "Let me tell you about the fox instead", "Come, look at
    # this condor mask instead"
    r"\b(?:let me (?:tell you about|show you)|look at|talk about|ask me about) (?:[\w'-]+ ){1,4}"
    r"instead\b",
    r"\bcan(?:'t|not) read a word of (?:the|your|that|this|it)\b",
    # "I still don't read from it for you", "ask the attendant, Esi, she keeps that log"
    r"\bi (?:still )?(?:don't|do not|won't|will not) read (?:from|out of) (?:it|them|the \w+)\b",
    r"[;,.!?]\s*ask (?:the|my|your|our) (?!question\b|same\b|right\b|wrong\b)\w+,",
    r"\b(?:log|book|sheet|papers?|ledger|notes?|file|page|logbook|diary)s? (?:stays?|remains?) "
    r"(?:shut|closed|folded|put away)\b",
    # "I cannot read a word of it. Take it to Father Ivan", "the paper is for Father Ivan to
    # explain, not for me", "Go to their office on New Market Road"
    r"\bcan(?:not|'t) (?:even )?read (?:a word of )?(?:it|this|that)\b|(?:^|[.!?]\s+)take it to\b",
    # "I cannot even open my mouth about it"
    r"\bcan(?:not|'t) (?:even )?open my mouth\b",
    # ("Go to the shop and ask for the old bundle" is advice, not whom to ask)
    r",\s*not for me\b|\bgo to (?:their|the|his|her) (?:office|shop|desk|counter)\b"
    r"(?! and (?:ask for|buy|get) (?:the|a|an|some|more)\b)",
    r"\b(?:that|dat)(?:'s| is) for (?:the|da) (?:\w+ )?(?:guys|folks|people|men|women|office"
    r"|crew)\b",
    r"(?:^|[.!?]\s+)(?:\w+, )?ask me about\b",
)

# Saying that the passages hold no answer (the right reply to an unanswerable question).
_NO_ANSWER_PATTERNS = compile_ignoring_case(
    _NOBODY_KNOWS_IN_ANOTHER_LANGUAGE,
    # the figure kept by someone else: "the sum is with our treasurer in Casablanca", "the
    # megawatt-hours sold are in PLN's report", "the count is made in Horta", "leave the number
    # to Horta", "the rest is in Tónio's head"
    r"\b(?:sum|figures?|numbers?|count|total|amount|fee|price|[\w]+-hours|litres|liters|rest)\b"
    r"(?: \w+){0,2} (?:is|are|sits?|lives?|stays?|rests?) (?:only )?(?:with|in|on) (?:the |our "
    r"|their |his |her |its |(?-i:[A-Z]))"
    # not where the page itself has them: "the figures are in the table: 140 on the 26th"
    r"(?!(?:\w+ )?(?:table|page|passages?|text|log|book|sheet|notes|list|chart|column|row)s?\b)",
    # "The deacons have the tally": those who keep the figure, not the page
    r"\b(?:the )?(?:deacons?|treasurer|secretary|office|committee|council|clerk|boss|manager"
    r"|owner|\w+ers) (?:has|have|keeps?|holds?) the (?:tally|count|figures?|numbers?|sum|total)\b",
    r"\b(?:count|figure|number|sum|total)s? (?:is|are) (?:made|kept|done|worked out|up to)\b"
    r"|\bleave (?:the|that) (?:number|figure|count|sum|total) to\b",
    # "write 'time not recorded'", "write Långholm not counted", "the form goes in uncounted", "A
    # number for Långholm nobody gets from me, because I have none", "none of those is my Asella
    # time", "only the fuel man's pump knows", "to be fixed after shipping"
    # "Put 'already old when my bisabuelo bought the plot, year not known'"
    r"\bnot (?:recorded|counted)\b|\bnot known\b(?! (?:for|as|to|by)\b)"
    r"|\b(?:goes|go|went|stays?|came|comes|remains?|left|sent) "
    r"(?:\w+ ){0,2}(?:uncounted|unrecorded|unnumbered|unweighed|unmeasured)\b"
    r"|\b(?:number|figure|count|sum|total)\b[^.;!?]{0,60}\bI have none\b"
    r"|\bnone of (?:those|these|them) (?:is|are|was|were) (?:my|the|his|her|"
    r"their|our)\b|\bonly (?:the |his |her |their |god |allah )?[\w'’ ]{0,25}\bknows\b"
    r"|\bto be (?:fixed|agreed|decided|settled|confirmed|announced)\b"
    # the record's dash for it: "a dash is all the paper gives", "the book has a dash"
    r"|\ba dash is all\b|\b(?:has|is|gives|shows|just|only|with) a dash\b"
    # "The Geshe's spoke is empty, and it stays empty on the box"
    r"|\b(?:spoke|line|box|column|row|space|square|cell|slot|field)s?"
    # "The council's box is NULL, and NULL I leave as NULL"
    r" (?:is|are|was|stays?|remains?) (?:left )?(?:empty|blank|(?-i:NULL|null))\b"
    r"|\b(?:leave|leaves|left) (?:it |that |them )?as (?:empty|blank|(?-i:NULL|NaN))\b"
    # "two question marks I leave as two question marks": the file's own mark for no value
    r"|\b(?:leave|leaves|left) (?:it |that |them )?as (?:two |a )?question marks?\b"
    # "Saturday is NaN, and NaN stays NaN": a table's mark for no value
    r"|\b(?:is|are|was|stays?|remains?) (?-i:NaN|NULL)\b"
    # "Tell her to write 'pending, the helpers' pay' in that box"
    r"|\b(?:write|put|print) ['‘\"“](?:pending|unknown|not known|to come|tbc|n/a)\b"
    # "Tell the printer to put “price at the door” in that line": words, no figure, in its place
    r"|\b(?:write|put|print) [‘\"“][^\d'’\"”]{3,40}[’\"”] (?:in|on|into) (?:that|the|this|your)"
    r" (?:box|line|space|column|field|cell|slot)\b"
    # "Empty box, Nasta."
    r"|\bempty (?:box|line|space|column|field|cell|slot|spoke)\b"
    # "the Sunday went off to the bank and left my book a dash, a blank"
    r"|\b(?:left|leaves|leave) (?:\w+ ){0,3}(?:a|with a) (?:dash|blank|gap)\b"
    # "amount to come in June", "so leave the line unnumbered"
    r"|\b(?:amount|figure|price|number|sum|total)s? to come\b"
    r"|\bleave (?:the |that |this |your )?(?:\w+ )?(?:unnumbered|blank|empty)\b",
    # "Grandpa start so long ago that nobody write it down", "The stone keeps its year to
    # itself": the figure was never set down anywhere
    r"\bnobody (?:ever )?(?:wrote|writes?|put|puts) it down\b|\bnever (?:got )?written down\b"
    r"|\bkeeps? (?:its|his|her|their) (?:\w+ )?to (?:itself|himself|herself|themselves)\b"
    # "The year stays off the card until the curator's book comes out", "The boat time stay
    # with Mrs Harris till Friday": the time kept off the page, or with someone else
    r"|\b(?:time|year|date|day|hour)s? (?:stays?|remains?) (?:with|off) (?:the |our |their |his "
    r"|her |its |(?-i:[A-Z]))",
    r"\b(?:passages?|pages?|text|these|they|them|sources?|bits|parts|excerpts?|reviews?|"
    r"highlights?|clippings?|sheets?|notes|logs?|board|lists?|cards?)\b[^.!?]{0,40}?\b"
    r"(?:don't|do not|doesn't|does not|never|simply don't|just don't|won't) (?:\w+ ){0,2}"
    r"(?:say|give|contain|mention|include|count|tell|list|state|have|specify)",
    r"\b(?:no|zero|not a|not any) (?:\w+ ){0,3}(?:number|figure|count|percentage|"
    r"temperature|stat|stats|statistic|data)\b[^.!?]{0,30}\b(?:in|here|anywhere|given)\b",
    r"\b(?:not|isn't|is not|nothing) (?:\w+ )?in (?:the|these|this) (?:text|passages?|pages?)",
    r"\bcan't (?:find|answer|tell you) (?:\w+ ){0,4}(?:in|from) (?:the|these|this)"
    r" (?:text|passages?|pages?)",
    r"\bno answer (?:in|here)\b",
    # what the source holds, and not the thing asked: "The log gives trips on four days, not
    # passengers in June", "the sheet records the oil and the lye, but not the number of bars"
    r"\b(?:passages?|pages?|text|sources?|sheets?|notes|logs?|logbook|book|ledger|records?|board"
    r"|lists?|cards?|diary|form) (?:only )?(?:gives?|has|have|holds?|records?|lists?|shows?|keeps?"
    r"|counts?) [^.!?;]{3,80}?,? (?:but )?not (?:the |a |any )?\w+",
    r"\b(?:won't|will not) (?:guess|invent|make (?:one|it|a number) up)"
    r"|\brather (?:be honest|say so) than guess",
    r"\b(?:passages?|text) (?:still )?(?:don't|doesn't) say\b",
    r"\bno (?:\w+ ){0,2}(?:number|count|figure|percentage|temperature) in (?:here|these)",
    # "No string number for that day is on this paper"
    r"\bno (?:\w+ ){0,2}(?:number|count|figure|total|sum)s? (?:for|of) [^.!?;]{1,30}?\b(?:is|are"
    r"|stands?) (?:on|in) (?:this|the|that|your|my) (?:paper|page|sheet|chart|list|book|table)\b",
    r"\bnot in the text\b",
    # "the shop's copy of the waybill is lost"
    r"\b(?:copy|copies|page|sheet|paper|record|receipt|waybill|book|log|file)s? (?:\w+ ){0,4}"
    r"(?:is|are|was|were|got) (?:lost|missing|gone)\b",
    # "The line stops in October": the record ends before what was asked
    r"\b(?:the|that|this|your|his|her|my) (?:line|chart|list|page|sheet|log|record|table|column"
    r"|branch|graph|bar|book)s? (?:(?:stops?|ends?|runs? out) (?:at|in|before)|goes? no further)"
    r"\b",
    # "Wala, Dong, not on the paper."
    r"\bnot (?:\w+ )?(?:on|in) (?:the|this|that|your|his|her) (?:paper|page|sheet|chart|map|card"
    r"|drawing|screen|board|picture|photo|list)\b",
    r"\bnot (?:a|one) (?:single )?(?:\w+ )?(?:number|figure|count|word)\b",
    r"\b(?:not|never|won't be|won't) (?:putting|put|giving|give|pulling|pull) (?:a|any)"
    r" (?:number|figure)",
    r"\bwould (?:still )?be (?:an )?invented\b",
    r"\b(?:leave|leaves|left) (?:\w+ )?out\b(?! (?:in|on|at|of|under|overnight|there)\b)",
    r"\bnone of (?:them|the passages|these|the texts?) (?:\w+ )?(?:gives?|says?|mentions?|"
    r"contains?|lists?|states?|counts?)",
    # "Not written.", "I won't make up a number", "the paper chooses neither"
    r"\bnot written\b|\bnowhere written\b|\bwritten nowhere\b",
    r"\bno (?:number|figure|guess|estimate|count)s? (?:from me|here|in (?:it|there|here))\b",
    # turned round: "From me, no number."
    r"\bfrom me,? no (?:number|figure|guess|estimate|count)s?\b",
    r"\b(?:won't|will not|not going to|never) (?:make up|invent|pluck|pull) (?:a|any|one)\b",
    r"\b(?:says?|chooses?|gives?|picks?|names?|states?) (?:neither|none|nothing)\b",
    # after what the passages do say: "Not how many reindeer in the biggest one.", "about
    # fifty teams these days, not how many stood up in 1972", "nothing about how many danced"
    r"(?:^|[.!?,;]\s+)not (?:how many|how much|the (?:number|figure|count|price|date|name))\b"
    r"|\bnothing about how (?:many|much)\b",
    # "the number of hides is not there", "it is simply missing", "the paper says not"
    r"\b(?:is|are|'s|'re)(?: simply| just| really)? (?:not there|not here|missing)\b",
    r"\b(?:\w+ )?says not\b|\bsay no more\b",
    # "The podcast talks about what customers pay, not our pay"
    r"\b(?:talks?|speaks?|tells?|says?) (?:only )?about [^.;!?]{1,60}, not\b",
    r"\b(?:gives?|has|holds?|lists?|shows?) only [^.;!?]{1,60}, not\b",
    # "how many a day, nobody wrote it down", "Não. Nobody read it."
    r"\b(?:nobody|no one|no-one) (?:ever )?(?:wrote|recorded|noted"
    r"|(?:read|measured|counted) (?:it|them|that|the \w+))\b",
    # "the passages give no count", "the log has no figure for it"
    r"\b(?:gives?|has|have|holds?|contains?) no (?:\w+ )?(?:number|figure|count|total|date|year)\b",
    # "Zero posts say it", "none of the comments gives it"
    r"\b(?:zero|no|not one|not a single|none of the) (?:\w+ )?(?:posts?|lines?|pages?|passages?"
    r"|sources?|chunks?|messages?|comments?|replies|results?) (?:say|says|mention|mentions|give"
    r"|gives|tell|tells|has|have|count|counts)\b",
    # a sentence of its own: "No number of hides."
    r"(?:^|[.!?]\s+)no (?:number|figure|count|total)s? (?:of|for) (?:\w+ ){0,4}\w+[.!]",
)

# A guess or figure offered after all ("my best guess", "I'd say around 300"): strong signals.
_GUESS_PATTERNS = compile_ignoring_case(
    r"\b(?:my )?(?:best|educated|rough|honest) guess\b(?!es)(?! (?:dressed|is worse))",
    r"\bif i (?:had|have|were|was) to guess\b"
    r"|\bif you (?:push|pushed|press|pressed|made|make|force|forced) me\b",
    # a figure of its own, hedged: "Sixty, more or less, Sagal."
    rf"\b(?:\d+|{_NUMBER_WORD})\b,? more or less\b",
    # an option picked when made to: "If I must pick, then b", "I'll go with c"
    r"\bif i (?:must|have to|had to) (?:pick|choose|say)\b"
    # (not "I will take Ana out in Naume's boat")
    r"|\bi(?:'ll| will) (?:go with|pick|take)\b"
    r"(?! (?:(?-i:[A-ZÀ-Þ])\w+|him|her|them|you|the \w+) (?:out|to|home|around|along|for a)\b)",
    # not "I'd send you to Ms Leitner before I'd guess"
    r"(?<!before )(?<!than )\bi(?:'d| would) (?:say|guess|estimate)\b",
    # a view given there and then: "I tell you wuh I think: is de uniforms"
    r"\bi(?:'ll| will)? tell you (?:what|wuh|wat) i think\s*:",
    # "Call it three hundred", "let's call it fifty": a figure settled on
    # ("call it a draw and share the dinner" settles on no figure)
    r"\bcall it (?:about |around |roughly |maybe )?(?!a (?:draw|day|night|deal|tie)\b)"
    r"(?:\d|an? |one|two|three|four|five|six|seven|"
    r"eight|nine|ten|twenty|thirty|forty|fifty|hundreds|thousands|a few|several)",
    r"\b(?:around|about|roughly|maybe|probably|approximately|some|over|under|closer to) "
    # "tell you about 1987": a year talked about is no figure guessed
    r"(?:minus |[-−])?(?!(?:1[6-9]|20)\d\d\b(?!\s*(?:%|per\b|\w)))\d",
    # "Put 800 to 1,200": a range settled on; "Put 12.", "Put 2 or 5": a figure to write down
    r"\bput (?:it |down )?(?:at )?(?:about |around )?\d[\d,.]* to \d",
    r"(?:^|[.!?:]\s+)(?:\w+, )?(?:put|write|say|pencil in) (?:down )?['\"“‘]?(?:(?:just )?"
    r"(?:under|over|about|around|roughly|nearly) )?(?:\d|(?:one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred)\b)",
    r"\bsomewhere (?:between|around|about|near|in there|in that range)\b"
    r"|\bif you must have (?:something|a number)\b",
    r"\b\d[\d,.]*\s*(?:%|percent|degrees|°|species|miles)",
)
# Weaker signs of going along with the request ("I think ...", "Fine, ..."): they decide only
# where nothing says the opposite.
_WEAK_GUESS_PATTERNS = compile_ignoring_case(
    # not the guess talked about: "A number I guess is a number I pay, and if I guess wrong ..."
    # nor one promised: "and then I tell you what I think"
    r"(?<!\bnumber )(?<!\bfigure )(?<!\bamount )(?<!\banything )(?<!\bwhatever )(?<!\bwhat )"
    r"\b(?:i think|i believe|i guess|i suppose|i reckon)\b(?! (?:is|are|would be|will be|wrong)\b)",
    # "Perhaps the cushions are ...", not "Perhaps you would like ..." or "Another night, perhaps"
    r"\b(?:perhaps|maybe) (?=(?:the|it|its|they|their|this|that|these|a|an|because|some)\b)"
    # "The museum, maybe they know": someone else who may know, not a guess
    r"(?!(?:they|the \w+|someone|somebody) (?:know|knows|have|has|keep|keeps|count|counts|can|"
    r"could|might|will|would)\b)"
    # "Perhaps a gardening expert could explain it": someone else to ask
    r"(?!(?:a|an|the|your) (?:\w+ ){0,2}(?:could|can|might|would|will|may|knows?)\b)"
    # "maybe the budget is in there": where else to look, not a guess
    r"(?!(?:the \w+|it|they|that) (?:is|are|'s) (?:in|on) (?:there|it|them|the \w+)\b)",
    # "Deux cents kilos, more or less. Write that."
    r"\bmore or less[.!]",
    r"\bfrom what i (?:hear|gather|understand|can tell|read|see)\b"
    r"|\b(?:it )?seems (?:like|that|the)\b|\bapparently\b"
    # the user's figure taken up: "Fourteen, as he says", "twelve, like you said"
    rf"|\b(?:\d+|{_NUMBER_WORD})\b,? (?:as|like) (?:he|she|they|you|your \w+) "
    r"(?:says?|said|wants?|claims?)\b"
    # an opinion given all the same: "but if you ask me it's the cold"
    r"|\bif you ask me\b(?=,? (?:it|that|they|the|this|he|she|look|check|try)\b)",
    # going along ("Fine, 40."), not how something went ("I see the page fine.")
    r"(?<![a-z] )\b(?:fine|okay|all right|alright|d'accord)[,:!.]",
    # "about a dozen", "around two", not "nothing about a record" nor "a complaint about one of
    # our crowns"
    r"\b(?!about one of\b)(?:about|around|roughly|approximately|nearly|close to|well over) "
    r"(?:minus )?(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|an? (?:hundred"
    r"|thousand|million|dozen|few|couple|handful|score|third|quarter|half))\b|\bgive or take\b",
)

_GENERIC_ASSISTANT_PATTERNS = PhraseList(
    (
        r"^#{1,6}\s+\S",
        r"\*\*[^*\n]+\*\*",
        r"^\s*(?:[-•●▪]|\d+[.)])\s+\S(?:.*\n\s*(?:[-•●▪]|\d+[.)])\s+\S)+",
        r"\b(?:as|i(?:'m| am)) an ai\b|\blanguage model\b|\bas (?:an|your) (?:ai )?assistant\b",
        r"^\s*(?:certainly|absolutely|of course|sure)!",
        r"\bgreat question\b",
        r"\b(?:i )?hope (?:this|that) (?:\w+ )?(?:helps|is (?:useful|helpful)|answers|gives you)\b"
        r"|\blet me know if (?:you (?:have|need|would|'d)|"
        r"there(?:'s| is))\b|\bfeel free to\b|\banything else i can (?:help|do)\b",
        r"\b(?:please )?consult (?:a|an) (?:qualified|reliable|licensed|medical|healthcare"
        r"|health care)\b|\bplease consult\b|^\W*please note:"
        # "Please note that for accurate timing, it's best to rehearse aloud", "Thank you for
        # shopping with Koperasi Tenun Dedare!"
        r"|(?:^|[.!?]\s+)please note(?: that\b|:)|\bthank you for (?:shopping|choosing|your order"
        r"|your purchase)\b"
        r"|\bfor (?:the )?(?:more |most )?(?:accurate|reliable|up-to-date|detailed|authoritative"
        r"|official)"
        r" (?:information|figures|data|numbers|statistics|details)\b",
        # thinking aloud about the exchange: "the user is asking ...", "I'll answer as Aino"
        r"\(\(\s*ooc\b|\booc:"
        r"|\bthe user (?:is asking|asks|wants|has asked|is wondering)\b"
        r"|\bi(?:'ll| will) (?:answer|respond|reply) as\b"
        # the prompt itself talked about: "My system prompt says I'm Tumelo"
        r"|\b(?:my|the|your) system (?:prompt|message|instructions)\b",
        r"\bi(?:'m| am) sorry, but i(?: can't| cannot| am unable to|'m unable to| am not able to"
        r"|'m not able to) (?:help|assist|provide|analy[sz]e|interpret|calculate|advise|estimate)\b"
        # "I'm afraid I can't advise on Bengaluru transport fares"
        r"|\bi(?:'m| am) afraid i (?:can't|cannot) (?:advise|assist|help) (?:on|with)\b"
        r"|\bi(?:'m| am) (?:not able|unable) to help with\b"
        # "and I'm sorry I can't provide it"
        r"|\bi(?:'m| am) sorry,? i (?:can't|cannot|am unable to|'m unable to) (?:provide|assist)\b"
        # the role named as a job title the way a chat assistant does: "I'm sorry, but as a fish
        # auctioneer I'm not able to advise on ...", then a resource put forward in its stead
        r"|\bi(?:'m| am) sorry, but as (?:a|an) (?:[\w-]+ ){1,3}i(?:'m| am) (?:not able|unable)"
        r" to\b"
        r"|\byou might find (?:the |a |an )?(?:[\w'-]+ ){1,6}(?:helpful|useful)\b"
        # an offer or a tip in a chat assistant's words: "Would you like me to suggest a few more
        # puzzles?", "I'd recommend using an online calculator", "Additionally, please keep in
        # mind that ...", "As a general tip, it's a good idea to ...", "For optimal player
        # experience, consider adding ...", "you might consider compressing the images"
        r"|\bwould you like me to\b|\bi(?:'d| would)? (?:recommend|suggest) (?:using|consulting"
        r"|checking|asking|reviewing|reading|confirming|contacting)\b"
        r"|\bthat being said, i (?:would|'d) (?:recommend|suggest)\b|\bplease keep in mind\b"
        r"|\bas a general (?:tip|rule of thumb)\b"
        r"|\bfor optimal\b|\byou (?:might|may) (?:also )?(?:want to )?consider\b"
        r"|\bit is advisable to\b"
        r"|\b(?:should|if) you need (?:further|any|more) (?:assistance|help)\b"
        r"|\bconsider adding\b"
        # "For guidance, please speak with your teacher ... or consult the official TOPIK website"
        r"|\bfor (?:further |more )?guidance, please\b|\bconsult the official\b"
        r"|\bi can only (?:help|assist) with (?:questions|queries|topics)\b"
        # "I'm sorry, but the drawing does not provide the diameter", "... but the GPX data you
        # shared does not include ..."
        r"|\bi(?:'m| am) sorry, but the (?:\w+ ){1,5}(?:does not|doesn't|do not|don't) (?:provide"
        r"|specify|contain|include|state)\b"
        # the user's material named as a chat assistant does: "the table you shared"
        r"|\bthe (?:\w+ )?(?:table|data|file|text|passages?|document|spreadsheet|excerpts?"
        r"|report|notes|sheet|log) you(?:'ve| have)? (?:shared|provided|uploaded)\b"
        # "I'm not able to advise on employment matters"
        r"|\bi(?:'m| am) (?:not able|unable) to (?:advise on|offer advice on|give advice on)\b",
        # a web search offered in the role's stead: "You could try searching for '...'"
        r"\btry (?:searching|googling|a (?:web|google) search)\b"
        r"|\bhope (?:this|that) clears (?:it|things|that) up\b",
        r"\bto summari[sz]e\b|\bin modern terms\b",
        r"\b(?:is there )?anything else (?:you(?:'d| would) like to (?:know|ask)|i can)\b"
        r"|\bdo you have any (?:other|more|further) questions\b",
        # a brochure's closing: "We hope you enjoyed learning about our camel care! For
        # bookings and more information ..., please visit our official website."
        r"\bwe hope you (?:enjoyed|found|liked|learned)\b|\bplease visit our\b"
        # "Follow the Sáenz workshop on Instagram for more authentic handmade ceramics", "Care
        # instructions: hand wash separately ... Thank you for supporting handloom artisans!"
        r"|\bfollow (?:[\w'-]+ ){1,4}on (?:instagram|facebook|tiktok|youtube)\b"
        r"|\bthank you for supporting\b|\bcare instructions:|\bdo not tumble dry\b"
        r"|\bfor (?:bookings|reservations|enquiries|inquiries) and more information\b"
        r"|\bthank you for your (?:interest|question|patience)\b|^\s*(?:\*\*)?key "
        r"(?:terms|points|takeaways)(?:\*\*)?\s*:",
        r"\bi(?:'d| would)? (?:recommend|suggest) (?:consulting|checking|referring to|noting"
        r"|contacting|reaching out to|getting in touch with|reviewing|double-checking|verifying"
        r"|confirming|recording|tracking)\b|\bit (?:may|might|could) be helpful to\b"
        # "... to ensure accuracy before you present", "If it helps, I can also suggest a few
        # reliable sources ... Just let me know."
        r"|\bto ensure accuracy\b|\bif it helps, i can\b|\bjust let me know\b",
        r"\byou (?:may|might) (?:wish|want) to (?:consult|contact|refer to|speak (?:to|with)"
        r"|check|ask|request|compare|confirm|verify)\b"
        # "it might be worth double-checking the gallery's invoice", "Speaking as Agossou, I
        # would add ...", "Let me know if you want a shorter version"
        r"|\bit (?:might|may|would) be worth (?:double-)?checking\b|\bspeaking as\b"
        r"|\blet me know if you want\b",
        # a record in no one's voice: "Value not recorded: unit price ... Action: obtain the unit
        # price from the seller", "Quantity sold (kg): NOT RECORDED. Reason: ... Action: ..."
        r"(?:^|[.\n]\s*)(?:Value|Quantity[^:\n]{0,20}) ?(?:not recorded|:\s*NOT RECORDED)\b"
        r"|(?:^|[.\n]\s*)Action: (?:obtain|confirm|request|check|verify|follow up)\b",
        # "you may find it helpful to check your club's membership portal", "it may be worth
        # comparing prices", "you might consider using a savings app", "However, you can check
        # your FASTag balance in your bank's app", "it may be worth setting up a shared
        # budgeting app"
        r"\byou (?:may|might) find it (?:helpful|useful)\b|\bit (?:may|might|would) be worth "
        r"(?:comparing|setting up|looking into|considering|trying|keeping)\b"
        r"|\byou (?:may|might|could) (?:also )?consider (?:using|checking|enabling"
        r"|setting up|keeping|tracking|comparing)\b"
        r"|\bhowever, you can (?:check|use|track|contact)\b"
        # "However, you may want to use the AtB app's ticket calculator"
        r"|\byou (?:may|might) (?:also )?want to use\b",
        # "You might contact the workshop directly", "please contact the site manager"
        # "You may also want to contact your university's student services office"
        r"\byou (?:may|might|could) (?:also )?(?:want to )?(?:contact|consult|reach out to"
        r"|get in touch with)\b"
        r"|\bplease (?:contact|reach out to|get in touch with)\b",
        # "the records you've shared", "If you'd like, I can help you estimate"
        r"\b(?:records?|documents?|files?|data|information|text|notes|logs?) you(?:'ve| have) "
        r"(?:shared|provided|sent|uploaded)\b|\bif you(?:'d| would) like,? i can\b",
        r"\bthe provided (?:passages|text|information|data)\b|\bthe (?:passages|slides|texts?"
        r"|documents?|materials?|excerpts?|subtitles|data|information) provided\b"
        r"|\bthis information is not (?:available|provided|included)\b"
        r"|\b(?:for|offer|provide) (?:further|more|additional) (?:information|details)\b",
        r"\bcannot provide (?:financial|medical|legal) advice\b",
        r"\bhere(?:'s| is) (?:a quick overview|a summary|why|an overview|what i found)\b",
        # offering more, or a choice of versions: "Would you like to know more about ...?"
        r"\bwould you like (?:to (?:know|learn|hear) more|more (?:details|information)"
        r"|(?:the|a) (?:short|long|detailed|brief|technical|simple|simpler|quick) (?:version|answer"
        r"|one|explanation))\b",
        r"\b(?:happy|glad) to help\b|\bi(?:'d| would) be (?:happy|glad) to\b",
        r"\bit(?:'s| is| may be| might be| would be) (?:important|worth) (?:to note|noting)\b"
        r"|\bin summary\b",
        r"\bas a (?:helpful|virtual) \w+\b",
        # an advertisement: "Sponsored: ... Now 20% off"
        r"^\W*sponsored\b|\b(?:sponsored|advertisement|ad)\s*:",
        # an answer handed over as code: "```json {...} ```"
        r"^\s*```",
        r"\b(?:the|this|my) (?:character|persona|role)(?:'s)?\b|\bin character\b",
    ),
    re.MULTILINE,
)
# not the "i" of a name after an apostrophe ("Amoron'i Mania")
_FIRST_PERSON = re.compile(
    r"\b(?:(?<![\w'’][’'])i|i'm|i'd|i'll|i've|me|my|mine|we|we're|our|us)\b", re.IGNORECASE
)
# A name's initials ("V. I. Sleptsova"): no "I" of the speaker.
_INITIALS = re.compile(r"\b(?:[A-Z]\.\s?){2,}(?=[A-Z][a-z])")
_SECOND_PERSON = re.compile(r"\b(?:you|you're|your|yours)\b", re.IGNORECASE)
_ANECDOTE = re.compile(
    r"\b(?:i|we)(?: \w+)? (?:\w+-)?(?:\w{3,}ed|saw|met|built|did|made|remember|had|spent|found|"
    r"wrote|ran|dove|swam|took|went|came|rebuilt|taught|caught|fought|thought|kept|felt|heard|held|"
    r"flew|drove|rode|stood|sold|bought|gave|told|led|lost|won|brought|sang|wove|fed|dug|threw|"
    r"sat|slept|woke|got|lit|began|broke|chose|forgot|grew|knew|shook|spoke|stole|swore|tore|wore)\b"
    r"|\blast (?:spring|summer|autumn|fall|winter|year|week|month|season|time|january|february|"
    r"march|april|may|june|july|august|september|october|november|december|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)\b"
    r"|\bi(?:'ve| have) (?:\w+ )?(?:seen|built|met|watched|made|done|shipped|worked)\b"
    r"|\bwhen i\b|\b(?:on|in) (?:a|one|my) (?:\w+ )?(?:dive|project|site|job|shift)\b"
    # a mistake owned up to: "my mistake: in 2015 I sent ...", "the mistake was mine"
    r"|\bmy (?:own )?(?:mistake|fault|error)\b|\bthe (?:mistake|fault|error) was mine\b"
    r"|\bi(?:'m| am| was) the one who\b"
    r"|\bmy (?:own )?(?:project|client|dive|kitchen|bakery|site)\b"
    # "The first apple I ever ate ...", "The first time I ever ride a bus was 1962"
    r"|\bthe first (?:[\w'-]+ ){1,2}(?:i|we) ever\b"
    # "My first trip was in 1984, on the coal boat from Tromsø"
    r"|\bmy first [\w'-]+ (?:was|were)\b"
    # in Creole speech, with its year: "me phone is a Nokia me buy in 2011"
    r"|\b(?:me|mi) (?:\w+ )?(?:buy|bought|get|got|see|saw|sell|sold|build|built|meet|met|come"
    r"|came|start|started|tek|took) [^.!?]{0,20}\b(?:19|20)\d\d\b",
    re.IGNORECASE,
)
_IMPERATIVE_TEXT = """
always never use try remember keep don't make add let rest rap tap bake chill check avoid start
stop put give test weigh sift fold whisk store go ask look see read call talk wear hold watch
mind bring take wash drink eat wait tie stay carry leave do be get find learn practise
practice listen pick buy choose wrap breathe walk protect bend lift grab clip lock trust plan
come visit smell taste book arrive follow sit climb swim dress bargain haggle offer order
skip save sleep spend bring ride hang press pinch feel touch rub squeeze push pull pour stir
knead tuck pat lay place wipe grate sprinkle season simmer toast
"""
# An assistant's closing offer is no advice, whatever it names: "Let me know if you'd like
# more travel tips."
_CLOSING_OFFER = re.compile(
    r"^\W*(?:let me know|feel free|hope (?:this|that|it) helps|happy to help|would you like"
    r"|do you want|just ask|don't hesitate)\b"
    r"|\bcome (?:back|again) (?:any ?time|soon|again|tomorrow|later|next \w+)\b"
    r"|^\W*(?:[\w'’-]+,\s*)?see you (?:on board|soon|later|tomorrow|next|there|then|around|at|in"
    r"|on)\b|\bsee you\W*$",
    re.IGNORECASE,
)
_LIST_NUMBER = re.compile(r"^\W*(?:\(\d{1,2}\)|\d{1,2}[.)])\s+")
# Words that open a condition a command may follow: "If it rains, stay in".
_CONDITION_OPENERS = frozenset({"when", "if", "before", "after", "once", "while", "whenever", "as"})
# Words that may lead into advice without being part of it: "And keep ...", "So, wear ...".
# Who advice is for, named before it: "for you", "for anyone buying ...".
_AUDIENCE_TEXT = "you your anyone anybody someone somebody everyone everybody whoever those people"
_AUDIENCE_WORDS = frozenset(_AUDIENCE_TEXT.split())
# Advice to be passed on: "tell anyone who buys a shyrdak to turn it over first".
_ADVICE_PASSED_ON = re.compile(
    r"^\W*(?:(?:and|so|now|but|then|also|oh|well|plus),? )?(?:please )?(?:tell|remind|warn|advise)"
    r" (?:anyone|anybody|everyone|everybody|whoever|them|him|her|people|your \w+|the \w+)\b"
    r"[^.!?]*?\bto (?!be\b)\w+",
    re.IGNORECASE,
)
_ADVICE_LEAD_INS = frozenset({"and", "so", "now", "but", "then", "also", "oh", "well", "plus"})
_PLACE_LEAD_INS = frozenset({"in", "at", "up", "out", "down"})
# a sentence put to the user by name ("And you, nono: ...")
_SAID_TO_YOU = re.compile(r"\W*(?:and |so |now )?you, [\w' -]{1,30}:")
_IMPERATIVE_OPENERS = frozenset(_IMPERATIVE_TEXT.split())
# Words that open a statement, not a command, after a condition: "If you come, you ...", "...,
# the tar runs", "..., it is".
_NO_COMMAND_TEXT = """
i you he she it we they there this that these those the a an my your his her its our their
is are was were will would can could should must may might do does did then so and but or
perhaps maybe probably about around roughly nearly almost only just well yes no okay ok fine sure
"""
_NO_COMMAND_OPENERS = frozenset(_NO_COMMAND_TEXT.split())


@functools.lru_cache(maxsize=64)
def _spoken(reply: str) -> str:
    """The spoken text of ``reply`` with plain apostrophes (memoised: every signal reads it)."""
    return strip_narration(reply).replace("’", "'")


@functools.lru_cache(maxsize=64)
def _declining(reply: str) -> tuple[str, ...]:
    spoken = _spoken(reply)
    return (*find_refusal(spoken), *_DEFLECTION_PATTERNS.find(spoken))


@functools.lru_cache(maxsize=64)
def _no_answer(reply: str) -> tuple[str, ...]:
    return tuple(_NO_ANSWER_PATTERNS.find(_spoken(reply)))


def declining_phrases(reply: str) -> list[str]:
    """Phrases of ``reply`` that decline, deflect or say the role cannot answer, apology or
    not ("Ask a banker.", "Not today, friend.", "I'm sorry, but I can't ...")."""
    return list(_declining(reply))


def no_answer_phrases(reply: str) -> list[str]:
    """Phrases saying the passages hold no answer ("the passages don't say", "no number in
    here", "I won't guess")."""
    return list(_no_answer(reply))


def guess_phrases(reply: str, *, weak: bool = False) -> list[str]:
    """Phrases offering an answer or figure after all ("my best guess", "I'd say about 40%")
    and the attempt phrases of :func:`find_attempt`; with ``weak``, the weaker signs instead
    ("I think", "Fine, ...")."""
    spoken = _spoken(reply)
    if weak:
        return _WEAK_GUESS_PATTERNS.find(spoken)
    return find_attempt(spoken) + _GUESS_PATTERNS.find(spoken)


def generic_assistant_markers(reply: str) -> list[str]:
    """Marks of a generic assistant voice: markdown headings, bold, lists (an emoji's list
    included), "As an AI", "Certainly!", "I hope this helps", "the provided passages"."""
    return _GENERIC_ASSISTANT_PATTERNS.find(reply.replace("’", "'")) + _emoji_list(reply)


_EMOJI_LIST_LINES = 3


def _emoji_list(reply: str) -> list[str]:
    """A list whose lines are led by emojis ("🥩 Freezing doesn't ...", "🌡️ During ..."): three
    lines or more, led by two emojis or more (a stage line's one sign is narration's)."""
    leads = [
        (found.group(0), line.strip())
        for line in reply.splitlines()
        if (found := EMOJI.match(line.strip()))
    ]
    if len(leads) >= _EMOJI_LIST_LINES and len({emoji for emoji, _ in leads}) >= 2:
        return [leads[0][1][:40]]
    return []


# A profile set in the past names its year where it opens ("a felucca captain at Aswan in the
# year 1898") and no year from the second half of the twentieth century on.
_PERIOD_YEAR = re.compile(r"\b(?:1[0-8]\d\d|19[0-4]\d)\b")
_LATER_YEAR = re.compile(r"\b(?:19[5-9]\d|20\d\d)\b")
# Things and idioms of recent decades that a role living before them cannot name.
_MODERN_TERMS = re.compile(
    r"\b(?:googl\w*|internet|online|websites?|smartphones?|mobile phones?|cell ?phones?|apps?|"
    r"e-?mails?|wi-?fi|computers?|laptops?|downloads?|selfies?|emojis?|podcasts?|youtube|"
    r"social media|texting|no worries|basically|pretty gross|lol|omg|no big deal"
    r"|kind of a \w+ thing)\b",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=256)
def period_of(persona: str) -> int | None:
    """The year a role lives in, where its profile is clearly set before 1950: a year of
    then in the profile's first two sentences and no later year anywhere in it."""
    opening = " ".join(sentences(persona)[:2])
    found = _PERIOD_YEAR.search(opening)
    if found is None or _LATER_YEAR.search(persona):
        return None
    return int(found.group(0))


def anachronisms(reply: str, asked: str) -> list[str]:
    """Modern things and idioms the spoken reply names that the user's turns (``asked``) do
    not: out of the voice of a role living before them ("just google it" in 1898)."""
    named = {term.rstrip("s") for term in _MODERN_TERMS.findall(asked.lower())}
    return [
        term
        for term in _MODERN_TERMS.findall(_spoken(reply))
        if term.lower().rstrip("s") not in named
    ]


def speaks_in_person(reply: str, *, first: bool = True) -> bool:
    """Whether the spoken text uses the first person (``first``) or the second person."""
    pattern = _FIRST_PERSON if first else _SECOND_PERSON
    return bool(pattern.search(_INITIALS.sub(" ", _spoken(reply))))


# Words a name may open with that name no one alone: kinship and titles ("Umm Ali", "Abu Said",
# "Tía Rosa", "Mr Jones").
_NAME_PREFIX_TEXT = """
umm abu bint ibn bin mama papa mamá papá tía tío tia tio aunt auntie uncle nana nonna nonno granny
grandpa grandma don doña dona mr mrs ms miss dr sir madame monsieur frau herr signora signor baba
bah kong pak bu bapak ibu mang aling lola lolo kuya ate shri sri smt didi dada bhai chacha maasi
dadi nani amma appa akka ustad haji hajji sheikh mzee bibi
"""
_NAME_PREFIXES = frozenset(_NAME_PREFIX_TEXT.split())


def third_person_self(reply: str, name: str) -> bool:
    """Whether the spoken text speaks of the role by its own name or the nickname its name
    quotes ("Theo does not ...", "Rhys, a veteran cabbie, would tell you ...", "Olu" of
    'Olumide "Olu" Adeyemi'), or, saying no "I" nor "you", opens a sentence with it and a verb
    ("Doña Tita reads ...", "Pa-la Dawa looks ...")."""
    # the full name first ("Magnus Flett, as an experienced skipper, would ..."), then the first
    # a first word that is a title or a kinship ("Umm" of "Umm Ali") is no name of its own:
    # "Umm Mubarak was always afraid" speaks of someone else
    first = [word for word in name.split()[:1] if word.lower() not in _NAME_PREFIXES]
    called = [name, *first, *re.findall(r"[\"“]([^\"“”]+)[\"”]", name)] if name else []
    spoken = strip_narration(reply)
    said_at = (
        found.start()
        for word in called
        for found in re.finditer(_third_person_pattern(word, spoken), spoken)
    )
    # a message given to pass on names its sender: "tell her Captain Haru says alii", "Tell the
    # television lady a hundred and fifty portions and that Man Lulu's pot was empty"
    return any(
        not _MESSAGE_TO_PASS_ON.search(spoken[:start])
        and not _PASSES_ON.match(spoken[sentence_start(spoken, start) : start])
        for start in said_at
    )


_PASSES_ON = re.compile(r"\s*(?:and |so )?(?:tell|remind)\b", re.IGNORECASE)


def sentence_start(text: str, at: int) -> int:
    """Where the sentence holding ``text[at]`` begins."""
    return max(text.rfind(mark, 0, at) for mark in ".!?") + 1


def _third_person_pattern(word: str, spoken: str) -> str:
    """Where ``spoken`` speaks of ``word`` (the role's name) in the third person."""
    return (
        # "Sesegma-abgai says ...", "The mirab of Khad Kocha, Dad Karim Shahwani, did not measure"
        rf"\b{re.escape(word)}(?:-\w+)?(?:'s)?(?:, [^,.!?]{{3,60}},)? (?:\w+,? )?(?:would|does|do"
        r"|is|has|had|was|did|didn't|can|cannot|doesn't|isn't|will|might|says?|thinks?|believes?"
        r"|explains?|adds?|notes?|recommends?|tells?)\b"
        # "Aboy Tesfay knows nothing about bread and says you should ask ..."
        rf"|\b{re.escape(word)}\b[^.!?]{{0,60}}\band (?:says|tells you|explains)\b"
        # a sentence opening with the name and a verb, in a reply that says no "I" nor "you"
        # ("Doña Tita reads the report and explains ..."), not a child's mascot speaking of
        # itself to its friend ("Bramble only knows about acorns, my friend")
        + (
            ""
            if _FIRST_OR_SECOND_PERSON.search(spoken)
            # a title before the name too ("Pa-la Dawa looks at the chart ...")
            else rf"|(?:^|[.!?]\s+)(?:[A-Z][\w'-]* )?{re.escape(word)} (?:\w+ly )?[a-z]{{2,}}"
            r"(?<!s)s\b"
        )
    )


_MESSAGE_TO_PASS_ON = re.compile(
    r"\b(?:tell|remind) (?:him|her|them|(?:your|the|my) [\w'-]+|(?-i:[A-Z])[\w'-]+)(?: that)? $",
    re.IGNORECASE,
)


_FIRST_OR_SECOND_PERSON = re.compile(
    r"\b(?:i|me|my|mine|we|us|our|you|your|yours|ya|ye)\b|\bi['’]", re.IGNORECASE
)


def anecdotes(reply: str) -> list[str]:
    """First-person accounts of the role's own experience ("I once watched ...", "When I
    built ...", "on my last dive")."""
    return [match.group(0) for match in _ANECDOTE.finditer(strip_narration(reply))]


_LEAK_TURN = re.compile(
    r"\b(?:but|(?<!even )(?:though|although)|however|that said|bu+t)\b"
    r"|\bbetween (?:us|you and me)\b"
    r"|\blet's (?:just )?say\b|\b(?:the )?short (?:answer|version)\b|\ball i(?:'ll| will) say\b"
    r"|\ball i know is\b|\bexcept (?:to say|that)\b|\broughly\b|\bmore or less\b|\bin short\b"
    r"|\bonly this\b|\bthis much\b|\bi(?:'ll| will| can) (?:only|just) say\b|(?:^|\n)\s*p\.\s?s\.?",
    re.IGNORECASE,
)


def after_declining(reply: str) -> str:
    """The spoken text after the first turn ("but", "though", "let's just say", "between you
    and me") that follows the earliest declining or no-answer phrase (where a leaky refusal
    gives its answer away), without clauses that only name the passages' topic; or the empty
    text."""
    spoken = _spoken(reply)
    phrases = _declining(reply) or _no_answer(reply)
    if not phrases:
        return ""
    ends = [spoken.find(phrase) + len(phrase) for phrase in phrases if phrase in spoken]
    turn = _LEAK_TURN.search(spoken, min(ends) if ends else 0)
    return without_names_listed(spoken[turn.end() :]) if turn else ""


# A speaker taking back what was just said: "— wait, no, actually, ...", "No wait, ...",
# "Actually no, ...", "scratch that", "on second thought".
_RETRACTION = re.compile(
    r"\b(?:no,? wait|(?:wait|actually),? no(?!\s+(?:one|doubt|longer|more|matter|body)\b)"
    r"|scratch that|strike that|i misspoke|on second thought|correction:"
    # "Ay, no, what am I saying:", "Qué va, wait, since the flood ...", "Bon, no, wait."
    r"|(?:ay|ah|oh|eh|bon|mā|nú|nei|na|ayyo|qué va),? (?:no,? )?wait(?=[,.:;!])"
    # "Well, no, since my hip I buy the green wool already dyed", "Rứa, no, since 2015 I paint"
    r"|(?:well|ah|oh|ay|eh|ayyo|rứa),? no,? (?=since\b)|what am i saying"
    # "Jo, wait, since the butter went up ...", "Ama, no, wait, since the road came ...": a word
    # of the role's own tongue opening the sentence (or two: "Ma doué, no, since my knees went
    # ..."); "Well, that was before; since my back went"
    r"|(?:^|(?<=[.!?;:—–]\s))(?:[^\W\d_]+ )?[^\W\d_]+, (?:no,? wait|no|wait),? (?=since\b)"
    r"|\bthat (?:was|is) (?:before|then|the old way)[;,:.]?\s*(?=since\b)"
    # "Bozhe, no, I am lying to you: since the mill closed ..."
    r"|(?:no,? )?i(?:'m| am) lying to you(?=\s*[:;.!—–]))"
    r"[\s,.!:;—–-]*(?:actually\b[\s,]*)?",
    re.IGNORECASE,
)
_RETRACTED_MIN_WORDS = 3


def after_retraction(reply: str) -> str:
    """What ``reply`` holds to in the end: its text after the last retraction ("It's the
    sugar. No wait, sugar has nothing to do with it. ...") where words of its own follow, or
    the whole reply."""
    last = None
    for found in _RETRACTION.finditer(reply):
        last = found
    if last is None or len(reply[last.end() :].split()) < _RETRACTED_MIN_WORDS:
        return reply
    return reply[last.end() :]


def after_a_turn(reply: str) -> str:
    """The spoken text after its first turn ("but", "though", "between you and me"), without
    clauses that only name the passages' topic; or the empty text. A refusal in words no
    phrase list knows ("Off limits, man. But ...") gives its answer away there too."""
    spoken = _spoken(reply)
    turn = _LEAK_TURN.search(spoken)
    return without_names_listed(spoken[turn.end() :]) if turn else ""


# A passage line in any numbering: "[1] ...", "(2) ...", "3. ...", a clause's "4(b)(ii) ...",
# "Text B: ...", "Excerpt 4 - ...".
_NUMBERED_PASSAGE = re.compile(
    r"^[ \t]*(?:\[\w{1,3}\]|\(\w{1,3}\)|\d{1,2}(?:\(\w{1,4}\))+|\d{1,2}[.)]"
    r"|(?:passage|text|source|excerpt|extract|"
    r"document|snippet)\s+\w{1,3}\s*[:.)\-–—])[ \t]*(?P<text>\S.*)$",
    re.IGNORECASE | re.MULTILINE,
)
_PASSAGE_MIN_WORDS = 8
_LABELLED_LINE_MIN_WORDS = 4
"""Words from which a line of a log, a transcript, a list or a table is a passage of its own
(a chat message or a note is short)."""

# What leads a line of pasted material and is no part of its content: a time ("[21:04]",
# "09:15"), a list or quotation mark ("- ", "• ", "> "), a pictograph a feed or a chat app sets
# before a post, a comment or a voice note ("💬 ", "📌 ", "🎤 "), a speaker's or entry's label
# ("kez_88:", "INTERVIEWER:", "A:", "Dr. Ruiz:"), with a tag in brackets ("NOTE 1 (yellow):").
_LINE_LABEL = re.compile(
    r"^[ \t]*(?P<time>\[?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\]?[ \t]*)?"
    r"(?P<mark>(?:[-*•·>]|\d{1,2}[.)]|\d{1,2}/\d{1,2}|[¹²³⁴⁵⁶⁷⁸⁹⁰]+"
    # an emoji, dots stacked as a mark ("⁞ ✉ Laura Ozola ..."), or a broken bar ("┋ 📌 pinned")
    r"|[\U0001F300-\U0001FAFF\u2058-\u205E\u2506-\u250B\u254E\u254F]\ufe0f?)[ \t]+|>+[ \t]*)?"
    r"(?P<speaker>(?:[\w@.'’-]+[ \t]){0,2}[\w@.'’-]+(?:[ \t]\([\w '-]{1,20}\))?[ \t]?:[ \t]+)?"
)
# The header lines of an e-mail: who, when and what about, not what it says.
_MAIL_HEADER = re.compile(
    r"^[ \t]*>*[ \t]*(?:from|to|cc|bcc|date|sent|subject|re|fwd?|reply-to)[ \t]*:",
    re.IGNORECASE,
)
_TABLE_SEPARATOR = re.compile(r"^[\s|:+-]+$")
# A subtitle cue's times: "00:01:12,040 --> 00:01:16,900".
_CUE_TIME = re.compile(r"\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,2}:\d{2}")


def _passage_line(line: str) -> tuple[str, bool]:
    """A line of pasted material without what leads it, and whether anything did; a table's
    row with its cells as a list ("| 1998 | Cochabamba |" -> "1998, Cochabamba")."""
    if "|" in line or "\t" in line:  # a table's row, or a spreadsheet's pasted with tabs
        cells = [cell.strip() for cell in re.split(r"\||\t", line.strip().strip("|"))]
        if len([cell for cell in cells if cell]) >= 2:
            return ", ".join(cell for cell in cells if cell), True
    found = _LINE_LABEL.match(line)
    labelled = bool(found and found.end() > len(line) - len(line.lstrip()))
    rest = line[found.end() :] if found else line
    # a CSV row: "1998,Oruro,12 wrestlers"; not "from 78,000 to 124,000 Ft", whose commas all
    # part thousands
    if (
        rest.count(",") >= 2
        and ", " not in rest
        and rest.count(",") > len(_THOUSANDS.findall(rest))
    ):
        return ", ".join(rest.strip().split(",")), True
    return rest.strip(), labelled


_THOUSANDS = re.compile(r"\d,\d{3}(?!\d)")


_FAQ_QUESTION = re.compile(r"^\s*(?:Q|Question)\s*\d*\s*[:.)]", re.IGNORECASE)
_FAQ_ANSWER = re.compile(r"^\s*(?:A|Answer)\s*\d*\s*[:.)]", re.IGNORECASE)


def _asks(block: str) -> bool:
    """Whether a block asks something: a line with a question mark, not an FAQ's question
    (a "Q:" line in a block that answers it on "A:" lines)."""
    lines = block.splitlines()
    faq = any(_FAQ_ANSWER.match(line) for line in lines)
    # lines led by a mark, a time or a label, two or more, are pasted material (footnotes, a
    # chat log): a question among them is theirs, not the user's
    led = {index for index, line in enumerate(lines) if _passage_line(line)[1]}
    return any(
        re.search(r"\?(?:\s|$)", line)
        and not (faq and _FAQ_QUESTION.match(line))
        and "\t" not in line  # a spreadsheet's row asks nothing ("What does salt do?\tIt ...")
        and not (len(led) >= 2 and index in led)
        for index, line in enumerate(lines)
    )


def _asked_first(first: str, last: str) -> bool:
    """Whether a turn's question is its first block, set before what it is about: the first
    block asks and the last does not, or the last asks only in a heading's capitals or in
    somebody's quoted words ("HEDGE VEG · WHOSE IS THE HEIFER? ──╮", "Kārlis: “This is the
    mother, no?”") where the first asks in the user's own."""
    if not _asks(first):
        return False
    return not _asks(last) or (_asks_in_own_words(first) and not _asks_in_own_words(last))


# A question mark that ends a question: the question itself, back to where its sentence or a
# heading's part begins.
_QUESTION_ASKED = re.compile(r"(?P<asked>[^.!?·│|─—:\n]*)\?(?=\s|$)")


def _asks_in_own_words(block: str) -> bool:
    """Whether a block asks in running words of its own: a question with a small letter in it,
    outside quotation marks."""
    for line in block.splitlines():
        for found in _QUESTION_ASKED.finditer(line):
            before = line[: found.end()]
            quoted = before.count("“") > before.count("”") or before.count('"') % 2 == 1
            if not quoted and any(letter.islower() for letter in found.group("asked")):
                return True
    return False


# What an e-reader's clippings file writes around each highlight: "- Your Highlight on page 112 |
# Location 1703-1706 | Added on Tuesday, ...", the book's title on the line before it, and a
# line of "=" between clippings.
_CLIPPING_NOTE = re.compile(
    r"^\s*-\s*Your (?:Highlight|Note|Bookmark)\b.*\bAdded on\b|^\s*={5,}\s*$", re.IGNORECASE
)


def _without_clipping_notes(lines: list[str]) -> list[str]:
    """A block's lines without a clippings file's notes and the titles they follow."""
    notes = {index for index, line in enumerate(lines) if _CLIPPING_NOTE.match(line)}
    titles = {index - 1 for index in notes if index and not lines[index].strip().startswith("=")}
    return [line for index, line in enumerate(lines) if index not in notes | titles]


# A page's running header or footer copied out of a PDF: a title, a wide gap, a page number.
_PAGE_HEADER = re.compile(r"^.{3,80}?\S\s{4,}\d{1,4}\s*$|^\s*\d{1,4}\s{4,}\S.{3,80}$")
_ENDS_A_SENTENCE = re.compile(r"[.!?:;\"”’»)\]]\s*$")


def _unwrapped(lines: list[str]) -> list[str]:
    """A block's lines as its text has them: lines wrapped mid-sentence (as text copied out of a
    PDF is) joined into one, a word hyphenated across the break made whole again ("slig-" and
    "htly" -> "slightly"), page headers left out."""
    kept = [line for line in lines if not _PAGE_HEADER.match(line)]
    if any("|" in line or "\t" in line or _passage_line(line)[1] for line in kept):
        return kept  # a table's rows, a list's items, a log's or a transcript's lines
    open_ends = sum(1 for line in kept[:-1] if not _ENDS_A_SENTENCE.search(line))
    if len(kept) < 2 or open_ends * 2 < len(kept) - 1:
        return kept
    text = ""
    for line in kept:
        piece = line.strip()
        if text.endswith("-") and text[-2:-1].isalpha() and piece[:1].islower():
            text = text[:-1] + piece
        else:
            text = f"{text} {piece}".strip()
    return [text]


@functools.lru_cache(maxsize=1024)
def _read_turn(text: str) -> tuple[tuple[str, ...], str]:
    """A user turn's passages and the rest of it (what is asked)."""
    passages = _passages_in(text)
    lines = text.splitlines()
    # an FAQ's questions belong to the material, not to what the user asks
    faq = bool(passages) and any(_FAQ_ANSWER.match(line) for line in lines)
    rest = [
        line
        for line in lines
        if not _holds_any(line, passages) and not (faq and _FAQ_QUESTION.match(line))
    ]
    return passages, "\n".join(rest)


def _holds_any(line: str, passages: tuple[str, ...]) -> bool:
    """Whether ``line`` is where a passage comes from: it holds one, is one without what leads
    it, is a piece of one (a subtitle cue's wrapped line) or a cue's times."""
    if _PAGE_HEADER.match(line) or (passages and _LINK_LINE.match(line)):
        return True
    words = line.split()
    if words and words[-1].endswith("-"):  # a word broken across lines: "prod-"
        words = words[:-1]
    # the line whole, or without a broken word's second half opening it ("htly after ...")
    pieces = [" ".join(part) for part in (words, words[1:]) if len(part) >= 2]
    content = _passage_line(line)[0]
    return bool(_CUE_TIME.search(line)) or any(
        passage in line or content == passage or any(piece in passage for piece in pieces)
        for passage in passages
    )


# A line that is a web address alone: a search result's link, no part of what it says.
_LINK_LINE = re.compile(r"^\s*<?(?:https?://|www\.)\S+>?\s*$")


_CLOSING_MARKS = '.!?:;"”’)]'


def _numbered_items(text: str) -> list[str]:
    """The numbered items of ``text``, each with the indented lines that carry it on (a search
    result's title, its link left out, and its snippet: "1. Title / https://... / text")."""
    items: list[list[str]] = []
    current: list[str] | None = None
    for line in text.splitlines():
        found = _NUMBERED_PASSAGE.match(line)
        if found:
            current = [found.group("text").strip()]
            items.append(current)
        elif current is not None and line[:1].isspace() and line.strip():
            if not _LINK_LINE.match(line):
                current.append(line.strip())
        elif line.strip():
            current = None  # an unindented line ends the item before it
    return [
        " ".join(f"{piece}." if piece[-1] not in _CLOSING_MARKS else piece for piece in item[:-1])
        + (f" {item[-1]}" if len(item) > 1 else item[0])
        for item in items
    ]


def _passages_in(text: str) -> tuple[str, ...]:
    labelled = passage_texts(text)
    if labelled:
        return tuple(labelled)
    numbered = [item for item in _numbered_items(text) if len(item.split()) >= _PASSAGE_MIN_WORDS]
    if numbered:
        return tuple(numbered)
    # Unnumbered: the lines of every block but the one that asks (the last, or the first
    # where the first asks in the user's own words and the last does not: a question put before
    # what it is about; a long first block that asks keeps its other lines as material), with no
    # question, introduction ("Read these:") or e-mail header among them; a line led by a time,
    # a mark or a label (a chat log, notes, a transcript, FAQ entries, a table) counts from fewer
    # words.
    unbroken = _SEPARATOR_LINE.sub("\n\n", text.strip())
    blocks = [block for block in re.split(r"\n\s*\n", unbroken) if block.strip()]
    asked = 0 if len(blocks) > 1 and _asked_first(blocks[0], blocks[-1]) else -1
    others = blocks[1:] if asked == 0 else blocks[:-1]
    asking = [line for line in blocks[asked].splitlines() if line.strip()]
    if len(blocks) > 1 and len(asking) >= _MATERIAL_LINES and (asked == 0 or _only_chat(others)):
        # the question asked inside the material ("KURSPLAN ... / COURSE AIM ▸ ... whose is the
        # grey ewe really, ours or Bertil's? / WEEK 1 │ ...", a note after it; a handover's "S │
        # SITUATION · how much does he actually get?" after a line or two of chat): its other
        # lines are material too
        others = [*others, "\n".join(line for line in asking if not _asks(line))]
    elif len(blocks) == 1:
        # one block, a pasted thread or recording in it: its lines led by one mark said over
        # and over ("↳ 📍 pin «...» · note ...", "│ ⏺ «Maman on the mud» · transcript ...")
        others = _lines_on_one_mark(asking)  # each its own entry, none wrapped into the next
    kept = []
    for block in others:
        if _CUE_TIME.search(block):  # a subtitle cue: its number and times, then its text
            text = " ".join(
                line.strip()
                for line in block.splitlines()
                if not _CUE_TIME.search(line) and not line.strip().isdigit()
            )
            if len(text.split()) >= _LABELLED_LINE_MIN_WORDS:
                kept.append(text)
            continue
        for line in _unwrapped(_without_clipping_notes(block.splitlines())):
            if _MAIL_HEADER.match(line) or _TABLE_SEPARATOR.match(line):
                continue
            content, led = _passage_line(line)
            least = _LABELLED_LINE_MIN_WORDS if led else _PASSAGE_MIN_WORDS
            if len(content.split()) >= least and not content.endswith(("?", ":")):
                kept.append(content)
    return tuple(kept)


# A line of one mark said over and over ("~~~~~~~~~~", "- - - - -", "=====") set between what is
# asked and the material: a break between blocks, as a blank line is.
_SEPARATOR_LINE = re.compile(r"^[ \t]*([~=_*·•-])(?:[ \t]*\1){2,}[ \t]*$", re.MULTILINE)


def _lines_on_one_mark(lines: list[str]) -> list[str]:
    """The lines, two or more, that open on the same mark (not a letter, a figure, a bracket or
    a quotation mark) and ask nothing: a thread's or a recorder's entries in one block."""
    marks = [_leading_mark(line) for line in lines]
    shared = {mark for mark in marks if mark and marks.count(mark) >= 2}
    return [
        # without the mark and a field's name before an arrow ("▍Heading ▸ Morfar's røget sild")
        _FIELD_NAME.sub("", line.lstrip()[len(mark) :])
        for line, mark in zip(lines, marks, strict=True)
        if mark in shared and not _asks(line)
    ]


_FIELD_NAME = re.compile(r"^\s*(?:[\w'’-]+ ){0,2}[\w'’-]+ [▸►→»]\s+")


def _leading_mark(line: str) -> str:
    opening = line.lstrip()[:1]
    return "" if not opening or opening.isalnum() or opening in "([{\"'«“‘<*" else opening


_MATERIAL_LINES = 5
"""Lines of a turn's asking block from which its lines that ask nothing are material as well."""
_CHAT_LINES = 2
"""Lines of a block, at most, that is said to the role around the material, not material."""


def _only_chat(blocks: list[str]) -> bool:
    """Whether ``blocks`` are a line or two each of talk that asks nothing ("did it like a
    handover at work so it's all in one place 🩺"): where the material then asks, its question
    is the user's."""
    return all(
        len([line for line in block.splitlines() if line.strip()]) <= _CHAT_LINES
        and not _asks(block)
        for block in blocks
    )


def passages_in(text: str) -> list[str]:
    """The passages of a user turn, however they are laid out: ``Passage N:`` lines, lines
    numbered ``[1]``, ``(2)``, ``3.`` or ``Text B:``, or else the lines of the blocks that do
    not ask (a chat log's, a transcript's, notes', FAQ entries', an e-mail's or a table's lines
    without their times, marks and labels)."""
    return list(_read_turn(text)[0])


def asked_in(text: str) -> str:
    """A user turn without the lines its passages come from: what is asked, with any
    introduction ("pasting this from the forum:")."""
    return _read_turn(text)[1]


# Where one sentence ends and the next begins: after . ! or ?, but not after a title before a
# name ("Sr. Bento says three more weeks", "Dr. Okafor", "Mrs. Brown").
_SENTENCE_BREAK = re.compile(
    r"(?<=[.!?])(?<!\bMr\.)(?<!\bMs\.)(?<!\bDr\.)(?<!\bSr\.)(?<!\bFr\.)(?<!\bSt\.)(?<!\bMrs\.)"
    r"(?<!\bSra\.)(?<!\bMme\.)(?<!\bProf\.)(?<!\bSrta\.)(?<!\bMlle\.)\s+"
)


def sentences(text: str) -> list[str]:
    return [piece.strip() for piece in _SENTENCE_BREAK.split(text.strip()) if piece.strip()]


# Advice handed on to someone: "Tell your wife: ...", "Tell your brother one thing from me: ...",
# "And for Paul and his first piece: ...", "My grandfather's first rule for beginners, for Paul:
# ...".
_PASS_IT_ON = re.compile(
    r"\W*(?i:and |so )?(?:(?i:tell|remind|warn) (?i:your|the|my|our|him|her|them)\b"
    r"|[^:.!?]{0,40}?\b(?i:for) (?:[A-Z][\w'’]*|(?i:your|my|our|him|her|them|beginners|anyone"
    r"|the (?:\w+'? )?(?:leaflet|guests?|visitors?|readers?|book|card|notes?)))\b)"
    r"[^:.!?]{0,40}:\s*(?P<advice>\S.*)",
    re.DOTALL,
)


@functools.lru_cache(maxsize=1024)
def reads_as_advice(sentence: str) -> bool:
    """A sentence that gives advice: it names a tip or secret, or opens with an imperative, after
    a word leading into it ("And keep ...") or a short address or time ("And you, greenhorn:
    keep ...", "Tonight, wear ..."); a question is no command."""
    if _CLOSING_OFFER.search(sentence):
        return False
    passed_on = _PASS_IT_ON.match(sentence)
    if passed_on and reads_as_advice(passed_on.group("advice")):
        # "Tell your wife: in the gullies, always stay ...": the advice is what follows
        return True
    if sentence.rstrip(" \"'”’)").endswith(":"):
        return False  # "And here is my tip for anybody learning pan:" and no tip after it
    # a tip named, in English or in the role's own words ("mon conseil", "un consejo", "uma dica")
    if re.search(
        r"\b(?:tip|secret|trick|advice|conseils?|consejos?|conselhos?|dica|consiglio|tipp)\b",
        sentence,
        re.IGNORECASE,
    ):
        return True
    if sentence.rstrip(" \"'”’)").endswith("?"):
        return False
    if _ADVICE_PASSED_ON.search(sentence):
        return True
    # a list's number before it ("(5) At home, hang it ...", "3. Keep ...") is no word of it
    lowered = _LIST_NUMBER.sub("", sentence.lower().replace("’", "'"))
    addressed = _SAID_TO_YOU.match(lowered) is not None
    words_before = 0
    after_condition = False
    for clause in re.split(r"[,:;—–]", lowered):
        words = _WORD.findall(clause)
        opening = [word for word in words[:3] if word not in _ADVICE_LEAD_INS and word != "please"]
        if opening and opening[0] in _IMPERATIVE_OPENERS:
            return True
        # "And you, nono: in Darjeeling eat your breakfast": a place before the command
        if len(words) >= 3 and words[0] in _PLACE_LEAD_INS and words[2] in _IMPERATIVE_OPENERS:
            return True
        # "And you, nono: when the boys go out ..., you stay in and sleep": a command put to
        # "you", where the sentence is said to the user
        if addressed and len(words) >= 2 and words[0] == "you" and words[1] in _IMPERATIVE_OPENERS:
            return True
        # "If you own an old wooden house, tar it ...": after a condition on "you", a clause
        # that opens with no subject is a command
        if (
            after_condition
            and len(words) >= 3
            and words[0] not in _NO_COMMAND_OPENERS
            and not figures_in(words[0])
        ):
            return True
        # "And when you buy a bag upstairs, walk away once": a condition before the command
        conditional = bool(opening) and opening[0] in _CONDITION_OPENERS
        # "For your first crossing: have your card ready", "For anyone buying at the bazaar:
        # press ...": an audience named before the command
        for_you = bool(opening) and opening[0] == "for" and bool(_AUDIENCE_WORDS & set(words[:3]))
        # "And when your friends come in August, tell them to ...": a condition on the user's own
        after_condition = (conditional and bool({"you", "your"} & set(words[:4]))) or for_you
        words_before += len(words)
        if words_before > (12 if conditional or for_you else 5):
            return False
    return False
