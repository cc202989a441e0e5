"""How the format rules read a reply: its words, sentences and emojis, and the number a rule's
wording asks for. The checkers and the editors share these, so an edit is counted exactly as the
check that follows it counts."""

from __future__ import annotations

import re

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    "hundred": 100,
}  # fmt: skip
# Bounds that exclude their number: "under 60 words" allows 59, "more than 3 words" needs 4.
STRICT_UPPER_BOUNDS = frozenset({"under", "below", "fewer than", "less than"})
STRICT_LOWER_BOUNDS = frozenset({"more than", "over"})

_EMOJI_BASE = "\U0001f000-\U0001faff\u2600-\u27bf\u2b50\u2b55"
_EMOJI_MODIFIERS = "\U0001f3fb-\U0001f3ff\ufe0f"
# One emoji as the reader sees it: skin tones, variation selectors and ZWJ sequences included,
# a flag (two regional indicator letters) and a keycap ("1️⃣").
EMOJI = re.compile(
    "[\U0001f1e6-\U0001f1ff]{2}|[0-9#*]\ufe0f?\u20e3"
    f"|[{_EMOJI_BASE}][{_EMOJI_MODIFIERS}]*(?:\u200d[{_EMOJI_BASE}][{_EMOJI_MODIFIERS}]*)*"
)
# Closing quotes and brackets, markdown marks and emojis that may trail a sentence's punctuation.
_TRAILING_DECORATION = re.compile(f"[\\s\"'”’)\\]*_~{_EMOJI_BASE}{_EMOJI_MODIFIERS}\u200d]+$")
SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+")
WORD = re.compile(r"[\w'’-]+")


# The numbers below twenty in words, each at its own index.
UNIT_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
# A ten and a unit joined by a hyphen, as a rule spells its bound ("thirty-two characters").
HYPHENATED_NUMBER = "(?:" + "|".join(_TENS) + ")-(?:" + "|".join(UNIT_WORDS[1:10]) + ")"


def number_said(text: str) -> int | None:
    """The number in digits or words ("40", "twenty-three", "one hundred and five"), or None."""
    text = text.strip().lower()
    if text.isdigit():
        return int(text)
    total = 0
    for word in re.split(r"[\s-]+(?:and[\s-]+)?", text):
        if word in UNIT_WORDS:
            total += UNIT_WORDS.index(word)
        elif word in _TENS:
            total += 20 + 10 * _TENS.index(word)
        elif word == "hundred":
            total = max(total, 1) * 100
        else:
            return None
    return total


def count_asked(match: re.Match[str], default: int = 1) -> int:
    """The number a rule's wording asks for ("at least three emojis": 3), from its group ``n``
    or, in a pattern that spells the number in a second alternative, ``n2``."""
    groups = match.groupdict()
    raw = groups.get("n") or groups.get("n2")
    if raw is None:
        return default
    if raw.isdigit():
        return int(raw)
    return NUMBER_WORDS.get(raw.lower()) or number_said(raw) or default


def allowed_count(match: re.Match[str]) -> int:
    """The most words, sentences or characters an upper-bound rule allows ("under 60 words":
    59; "at most 60 words" and "60 words or fewer", whose bound follows the number: 60)."""
    bound = (match.groupdict().get("bound") or "").lower()
    return count_asked(match) - (1 if bound in STRICT_UPPER_BOUNDS else 0)


def words_of(text: str) -> list[str]:
    return WORD.findall(text)


def without_trailing_decoration(text: str) -> str:
    return _TRAILING_DECORATION.sub("", text)


def sentences_of(text: str) -> list[str]:
    return [piece.strip() for piece in SENTENCE_END.split(text.strip()) if piece.strip()]


_VOWEL_GROUP = re.compile(r"[aeiouy]+")
# Final letters that keep an "-es" or "-ed" syllable ("horses", "places", "wanted").
_VOICED_ES = ("ses", "zes", "xes", "ches", "shes", "ges", "ces", "ees")
_VOICED_ED = ("ted", "ded")


def syllables(word: str) -> int:
    """The syllables of an English word by its vowel groups, a silent final "e" ("home",
    "Nile"; not "table"), "-es" ("comes") and "-ed" ("climbed"; not "carried") left out; at
    least one for a word of letters."""
    letters = re.sub(r"[^a-z]", "", word.lower())
    if not letters:
        return 0
    count = len(_VOWEL_GROUP.findall(letters))
    if (
        (count > 1 and letters.endswith("e") and not re.search(r"(?:[^aeiouy]l|e|y)e$", letters))
        # not where the "e" sounds with the vowel before it ("carried", "agreed", "carries")
        or (
            count > 1
            and letters.endswith("es")
            and not letters.endswith(_VOICED_ES)
            and letters[-3:-2] not in "aeiouy"
        )
        or (
            count > 1
            and letters.endswith("ed")
            and not letters.endswith(_VOICED_ED)
            and letters[-3:-2] not in "aeiouy"
        )
    ):
        count -= 1
    return max(count, 1)


def line_syllables(line: str) -> int:
    return sum(syllables(word) for word in words_of(line))


# Spellings of one sound, so that "spread" rhymes with "bed", "tread" with "fled" and "road" with
# "load".
_SAME_SOUND = (
    ("qu", "kw"),
    ("igh", "i"),
    ("ea", "e"),
    ("ee", "e"),
    ("ie", "i"),
    ("oa", "o"),
    ("ue", "u"),
)
# Words whose rhyme their spelling hides: "said" rhymes with "bed", "done" with "run", "two" with
# "you".
_SPOKEN_RHYME = {
    "said": "ed",
    "says": "ez",
    "again": "en",
    "done": "un",
    "none": "un",
    "one": "un",
    "won": "un",
    "son": "un",
    "come": "um",
    "some": "um",
    "love": "uv",
    "above": "uv",
    "heart": "art",
    "two": "u",
    "too": "u",
    "to": "u",
    "do": "u",
    "who": "u",
    "you": "u",
    "through": "u",
    "shoe": "u",
    "true": "u",
    "blue": "u",
    "new": "u",
    "knew": "u",
    "few": "u",
    "they": "ay",
    "grey": "ay",
    "hey": "ay",
    "eye": "i",
    "buy": "i",
    "bye": "i",
}


def rhyme_sound(word: str) -> str:
    """A word's last vowel and what follows it, spelled alike for sounds spelled two ways
    ("spread" and "bed", "road" and "load") or hidden by the spelling ("said" and "bed", "done"
    and "run")."""
    word = re.sub(r"['’]s$", "", word.lower()).strip("'’")
    if word in _SPOKEN_RHYME:
        return _SPOKEN_RHYME[word]
    for spelling, sound in _SAME_SOUND:
        word = word.replace(spelling, sound)
    word = re.sub(r"(?<=[^aeiou])y(?=[^aeiouy]|$)", "i", word)
    found = re.search(r"[aeiouy]+[^aeiouy]*e?$", word)
    return found.group(0) if found else word


def rhymes(first: str, second: str) -> bool:
    """Whether two words rhyme on a sound of two letters or more, or on one vowel sound ("go"
    and "so", "two" and "you"): not the same word twice."""
    if first.lower() == second.lower():
        return False
    sound = rhyme_sound(first)
    return sound == rhyme_sound(second) and (len(sound) > 1 or sound in "aeiouy")
