"""Deterministic verifiers of a reply: bracketed stage narration and refusals.

Both are pattern based and case-insensitive, meant for the offline rules judge and for
diagnostics; they are heuristics, pinned by the examples in ``tests/eval/test_verifiers.py``.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, get_args

BracketKind = Literal[
    "paren",
    "spoiler",
    "apostrophes",
    "low_quotes",
    "square",
    "asterisk",
    "brace",
    "underscore",
    "angle",
    "tilde",
    "slashes",
    "guillemets",
    "colons",
    "semicolons",
    "bars",
    "lenticular",
    "me_line",
    "marks",
    "hyphens",
    "tag",
    "hashtag",
    "capitals",
    "script",
    "language",
    "shortcode",
    "footnote",
    "emoji_row",
    "caption",
    "quote_line",
    "spaced",
    "prose",
]


# A pattern's own letters, escapes left out ("\\W" is no capital W): a pattern that spells no
# capital and sets no case of its own ("(?-i:[A-Z])") matches the lowercased text as it matches
# the text ignoring case.
_ESCAPE = re.compile(r"\\.")


def _reads_lowercased(pattern: str) -> bool:
    own = _ESCAPE.sub("", pattern)
    return "(?-i" not in own and not any(char.isupper() for char in own)


class PhraseList:
    """The case-insensitive regexes of a phrase list, found in a text in the list's order.

    Python's regex engine matches a third faster when it need not fold case, so each pattern
    that spells no capital of its own runs case-sensitively on the lowercased text (where
    lowercasing keeps every character's place; otherwise every pattern ignores case)."""

    def __init__(self, patterns: Iterable[str], flags: int = 0) -> None:
        self.patterns = tuple(re.compile(pattern, re.IGNORECASE | flags) for pattern in patterns)
        self._lowered = tuple(
            re.compile(pattern.pattern, flags) if _reads_lowercased(pattern.pattern) else None
            for pattern in self.patterns
        )

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where each pattern matches ``text``, pattern by pattern, in reading order for each."""
        lowered = text.lower()
        if len(lowered) != len(text):
            return [match.span() for pattern in self.patterns for match in pattern.finditer(text)]
        return [
            match.span()
            for pattern, fast in zip(self.patterns, self._lowered, strict=True)
            for match in (pattern.finditer(text) if fast is None else fast.finditer(lowered))
        ]

    def find(self, text: str) -> list[str]:
        """The phrases of ``text`` the patterns match, pattern by pattern."""
        return [text[start:end] for start, end in self.spans(text)]


def compile_ignoring_case(*patterns: str) -> PhraseList:
    """The case-insensitive regexes of a phrase list."""
    return PhraseList(patterns)


@dataclass(frozen=True)
class NarrationSpan:
    """A bracketed piece of stage narration; ``start:end`` indexes the reply, brackets included."""

    start: int
    end: int
    text: str
    bracket: BracketKind


# An emoji's character: pictographs, and the older symbols emoji use ("☕", "✂").
_EMOJI_BASE = "(?:[\U0001f300-\U0001f3fa\U0001f400-\U0001faff\u2600-\u27bf\u2b50\u2b55])"
# one emoji: a base, its skin tone or presentation, and the emojis it joins ("🙅🏾‍♀️")
_EMOJI = rf"{_EMOJI_BASE}(?:[\U0001f3fb-\U0001f3ff\ufe0f]|\u200d{_EMOJI_BASE})*"

_ONE_EMOJI = re.compile(_EMOJI)

# Bracketed spans that may hold narration; markdown bold (``**x**``) and link text
# (``[x](url)``) are not.
_BRACKETED: tuple[tuple[BracketKind, re.Pattern[str]], ...] = (
    ("paren", re.compile(r"\(([^()]+)\)")),
    # not a link's text, unless the link goes nowhere ("[Tia Madá sighs](#)")
    ("square", re.compile(r"\[([^\[\]]+)\](?:\(#\)|(?!\())")),
    # not across another mark that closes an action ("*Mzee leans back# Sit with me ... *")
    ("asterisk", re.compile(r"(?<!\*)\*(?!\*)((?:[^*\n#]|#(?!\s))+?)(?<!\*)\*(?!\*)")),
    # an action in braces, or as a JSON field's value ('{"doet": "Errol shakes his head"}')
    ("brace", re.compile(r'\{(?:\s*"\w+"\s*:\s*"([^"{}\n]+)"\s*|([^{}\n]+))\}')),
    ("underscore", re.compile(r"(?<![\w_])_(?!_)([^_\n]+?)(?<!_)_(?![\w_])")),
    ("angle", re.compile(r"<([^<>\n]+)>")),
    ("tilde", re.compile(r"(?<!~)~(?!~)([^~\n]+?)(?<!~)~(?!~)")),
    ("slashes", re.compile(r"(?<![:/])//(?!/)([^/\n]+?)//(?!/)")),
    ("guillemets", re.compile(r"«([^«»\n]+)»|»([^«»\n]+)«")),
    ("semicolons", re.compile(r"(?<!;);;(?!;)([^;\n]+?);;(?!;)")),
    ("colons", re.compile(r"(?<!:)::(?!:)([^:\n]+?)::(?!:)")),
    ("lenticular", re.compile(r"[【〖]([^【】〖〗\n]+)[】〗]")),
    # an IRC-style action line, as chat apps write it ("/me shrugs")
    ("me_line", re.compile(r"(?m)^[ \t]*/me[ \t]+([^\n]{2,200})$")),
    # "|Dale pours two coffees|": bars hugging their words, not a table's cells ("| a | b |")
    ("bars", re.compile(r"(?<![|\w])\|(?![|\s])([^|\n]+?)(?<!\s)\|(?![|\w])")),
    # an action in tags of its own ("<act>Joan laughs</act>", "<action>...</action>")
    (
        "tag",
        re.compile(
            r"<(act|action|actions|narration|narrate|emote|stage|do|i|em)>\s*(.+?)\s*</\1>"
            # or in a forum's tags, any name ("[geste]Hédi laughs[/geste]"), or a markup role
            # (":do:`Raewyn shrugs`")
            r"|\[(\w+)\]\s*([^\n]+?)\s*\[/\3\]|:(\w+):`([^`\n]+)`",
            re.I,
        ),
    ),
    # a forum's spoiler marks (">!Pet laughs!<") and a wiki's italics ("''Ina shrugs''")
    ("spoiler", re.compile(r">!([^\n!<>][^\n<>]*?)!<")),
    # low-high quotation marks around an action ("„Ülle folds her arms“"): quoted speech is
    # no stage business, so only an action between them is narration
    ("low_quotes", re.compile(r"„([^„“”\n]+)[“”]")),
    ("apostrophes", re.compile(r"(?<!')''(?!')([^'\n][^\n]*?)(?<!')''(?!')")),
    # a line of its own quoted as an action, as chat apps show it ("> Mira shrugs")
    ("quote_line", re.compile(r"(?m)^[ \t]*>(?!!)[ \t]?([^\n>][^\n]{2,120})$")),
    # "-Lola laughs-": a hyphen opening a word and one closing the span, not a hyphenated word
    ("hyphens", re.compile(r"(?:^|(?<=\s))-(?=[A-Za-z])([^-\n]{3,80}?)(?<=[\w.!])-(?=\s|$)")),
    # an action as one camel-cased hashtag ("#UmmRakanLaughsAndPushesThePhoneAway")
    ("hashtag", re.compile(r"(?<![\w#&])#([A-Z][a-z'’]+(?:[A-Z][a-z'’]*|\d+[a-z]*){2,})")),
    # a sticker's shortcode between two colons, in small letters joined by underscores
    # (":nicha_sets_the_ponchera_down:"), not an emoji's (":thumbs_up:")
    ("shortcode", re.compile(r"(?<![\w:]):([a-z][a-z'’]*(?:_[a-z'’]+)+):(?![\w:])")),
    # a footnote on a line of its own, numbered in superscript ("¹ Dawa puts on his glasses")
    ("footnote", re.compile(r"(?m)^[ \t]*[¹²³⁴⁵⁶⁷⁸⁹⁰]+[ \t]*([^\n]{3,300})$")),
    # a drawing's caption on a line of its own ("Fig. 1: Hala folds the sheet in half")
    ("caption", re.compile(r"(?m)^[ \t]*Fig(?:ure)?\.? ?\d+[.:][ \t]*([^\n]{3,300})$")),
    # a row of three emojis or more, two of them different, with no words ("👵👓📱")
    ("emoji_row", re.compile(rf"((?:{_EMOJI}){{3,}})")),
    # words set apart letter by letter, as a typewriter stresses them, a word from the next by
    # more spaces ("G u l n i s a   l a u g h s")
    ("spaced", re.compile(r"(?<!\S)(\w(?: \w)+(?: {2,4}\w(?: \w)+)+)(?!\S)")),
    # a screenplay's action line, a sentence in capitals ("TOSHO PUTS ON HIS GLASSES.")
    (
        "capitals",
        re.compile(r"(?:^|(?<=[.!?]\s))([A-Z][A-Z'’-]+(?:,? [A-Z][A-Z'’-]*){1,24}[.!])(?=\s|$)"),
    ),
)

# Verbs of stage business, as lemmas; inflected forms are recognised by _verb_lemma.
_NARRATION_VERBS = frozenset({
    "add", "adjust", "beam", "begin", "blink", "bow", "breathe", "brighten", "chew", "chuckle",
    "clap", "clear", "click", "close", "continue", "cough", "cross", "drum", "exchange", "exclaim",
    "exhale", "explain", "fidget", "flip", "fold", "frown", "gaze", "gesture", "giggle",
    "glance", "grab", "grin", "hesitate", "hold", "hum", "inhale", "kneel", "laugh", "lean",
    "lift", "look", "lower", "motion", "murmur", "mutter", "nod", "open", "pace", "pat",
    "pause", "peer", "place", "point", "ponder", "pull", "push", "raise", "reach", "read",
    "reflect", "rise", "rub", "say", "scratch", "scribble", "scroll", "shake", "shift", "shrug",
    "sigh", "sip", "sit", "sketch", "smile", "smirk", "snap", "squint", "stand", "stare",
    "step", "stretch", "straighten", "take", "tap", "think", "tilt", "toss", "turn", "twirl",
    "type", "walk", "watch", "wave", "whisper", "wince", "wink", "wipe", "yawn",
    "pour", "sniff", "ladle", "throw", "climb", "hang", "hand", "stir", "roar", "jump", "sweep",
    "kick", "pick", "drop", "set", "put", "pass", "roll", "wrap", "tug", "slide", "leave",
})  # fmt: skip
_IRREGULAR_PAST = {
    "began": "begin",
    "begun": "begin",
    "held": "hold",
    "knelt": "kneel",
    "rose": "rise",
    "said": "say",
    "sat": "sit",
    "shook": "shake",
    "stood": "stand",
    "took": "take",
    "thought": "think",
}
# Nouns that mark a "with a smile" / "in a hushed voice" manner phrase, or a body part after
# "his"/"her" ("her eyes sparkling").
_MANNER_NOUNS = frozenset({
    "chuckle", "expression", "eyes", "face", "fingers", "flourish", "frown", "gaze", "gesture",
    "glance", "grin", "hand", "hands", "head", "laugh", "look", "nod", "sigh", "smile", "smirk",
    "tone", "twinkle", "voice", "whisper", "wink",
})  # fmt: skip
_SUBJECT_PRONOUNS = frozenset({"he", "she", "they"})
_POSSESSIVES = frozenset({"his", "her", "their"})
_NOT_MANNER_ADVERBS = frozenset({
    "honestly", "seriously", "frankly", "truly", "surely", "exactly",
    "only", "early", "daily", "weekly", "monthly", "yearly", "family", "reply", "apply",
    "supply", "fly", "ally", "rely", "likely", "nearly", "really", "usually", "generally",
    "typically", "especially", "mostly", "roughly", "approximately", "previously", "formerly",
    "currently", "respectively", "optionally", "partly", "mainly", "simply", "actually",
    "historically", "technically", "basically", "practically", "theoretically", "essentially",
    "literally", "ideally", "originally", "additionally", "alternatively", "finally",
    "obviously", "certainly", "probably", "possibly", "hopefully", "unfortunately",
})  # fmt: skip
_NOUN_FOLLOWERS = frozenset({"of", "and", "or", "are", "is", "were", "was"})
_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-])*")


def _verb_lemma(word: str) -> str | None:
    """The narration verb ``word`` is a form of (bare, -s, -es, -ing, -ed, irregular past)."""
    word = word.lower()
    if word in _IRREGULAR_PAST:
        return _IRREGULAR_PAST[word]
    candidates = [word]
    if word.endswith("ies") or word.endswith("ied"):
        candidates.append(word[:-3] + "y")
    for suffix in ("ing", "ed"):
        if word.endswith(suffix):
            stem = word[: -len(suffix)]
            candidates += [stem, stem + "e"]
            if len(stem) > 2 and stem[-1] == stem[-2]:  # nodding, tapped
                candidates.append(stem[:-1])
    if word.endswith("es"):
        candidates.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss"):
        candidates.append(word[:-1])
    return next((lemma for lemma in candidates if lemma in _NARRATION_VERBS), None)


def _is_narration(content: str, bracket: BracketKind) -> bool:
    """Whether a bracketed span describes the speaker's action or manner.

    Signals: he/she/they followed by a stage verb ("they exchange a glance"), or a capitalised
    name followed by an inflected one ("Evan leans back"); a span led by an inflected stage verb
    ("smiling", "leans forward") unless it reads as a plural noun ("points 1-3"); "with ..." or
    "in ..." plus a manner noun ("with a grin", "in a hushed voice"); "his/her/their" plus a
    body part or manner noun; a lone manner adverb ("softly"). In asterisks and square brackets
    a bare stage verb counts too ("*smile*", "[sigh]"). Citations, years, acronyms and asides
    such as "(e.g. React)" or "(see above)" carry none of these.
    """
    if bracket == "emoji_row":  # pictures only, two kinds of them at least
        return len(set(_ONE_EMOJI.findall(content))) >= 2
    if bracket == "spaced":  # the words spelled out again: "Gulnisa laughs"
        content = " ".join(word.replace(" ", "") for word in re.split(r" {2,}", content))
    words = _WORD.findall(content)
    if not words:
        return False
    if bracket == "shortcode":
        return _names_then_acts(content.split("_"), any_verb=True)
    if bracket == "me_line":  # "/me sends a coffee": an action line by its form alone
        return True
    if bracket == "hashtag":
        return _names_then_acts(_CAMEL_PIECE.findall(content))
    if bracket == "capitals":
        return _names_then_acts(_WORD.findall(content))
    # "_Ji-woo skims it_", "{Giorgi thumps the lid}": in marks that set narration apart, a name
    # and a verb of the third person (any verb)
    if bracket in _ACTION_MARKS and _NAMED_ACTION.match(content):
        return True
    # "⚕Raimundo tira o chapéu⚕": between marks of a kind no pattern names, a name and a
    # sentence of any language
    if bracket == "marks" and len(words) >= 4 and _NAMED_ANY_VERB.match(content):
        return True
    # spelled out letter by letter, a name and three words more ("G u l n i s a   a p a
    # s m i l e s")
    if bracket == "spaced" and len(words) >= 3 and _NAMED_ANY_VERB.match(content):
        return True
    lowered = [word.lower() for word in words]
    first = lowered[0]
    if _is_inflected_stage_verb(first) and not _reads_as_noun(content):
        return True
    if bracket != "paren" and _verb_lemma(first) is not None:
        return True
    if first in {"with", "in"} and _MANNER_NOUNS.intersection(lowered[2:]):
        return True
    if first in _POSSESSIVES and len(words) > 1 and lowered[1] in _MANNER_NOUNS:
        return True
    if len(words) <= 2 and _is_manner_adverb(first):
        return True
    return any(
        (subject.lower() in _SUBJECT_PRONOUNS and _verb_lemma(verb) is not None)
        or (subject[0].isupper() and verb[0].islower() and _is_inflected_stage_verb(verb))
        for subject, verb in itertools.pairwise(words)
    )


_CAMEL_PIECE = re.compile(r"[A-Z][a-z'’]*|\d+[a-z]*")


def _names_then_acts(pieces: list[str], *, any_verb: bool = False) -> bool:
    """Whether the words of a camel-cased hashtag, a line in capitals or a sticker's shortcode
    read as a name of one or two words and a verb of stage business ("UmmRakanLaughs", "TOSHO
    PUTS ON HIS GLASSES"), not a slogan ("BlackLivesMatter") nor a shout ("STOP IT NOW"); with
    ``any_verb``, a verb of the third person and two words more ("nicha_slaps_the_table") read
    as one too."""
    return any(
        pieces[name_length].lower().endswith("s")
        and not pieces[name_length].lower().endswith("ss")
        # the verb after the name, or one later in the line ("TIPS HIS CAP ... AND PUTS")
        and (
            any(_verb_lemma(piece) is not None for piece in pieces[name_length:])
            or (any_verb and len(pieces) >= name_length + 3)
        )
        for name_length in (1, 2)
        if name_length < len(pieces)
    )


# Sentences of an alphabet other than the reply's Latin one, set apart as the role's actions
# ("Раша брише усник марамицом. A trumpet is like rakija, zlato"): sentences of two words or
# more, one of them three or more, in a reply whose speech is in Latin letters.
_SENTENCE = re.compile(r"[^.!?\n]+[.!?…]*")
_LATIN_WORD = re.compile(r"\b[A-Za-z][a-z'’]+\b")
_FEWEST_SCRIPT_WORDS = 3


def _foreign_script(text: str) -> bool:
    letters = [char for char in text if char.isalpha()]
    return len(letters) >= 6 and all(
        not ("A" <= char <= "z" or "\u00c0" <= char <= "\u024f" or "\u1e00" <= char <= "\u1eff")
        and not ("\u3000" <= char <= "\u9fff" or "\uac00" <= char <= "\ud7af")
        for char in letters
    )


def _script_spans(reply: str) -> list[NarrationSpan]:
    """Narration as sentences in another alphabet (Cyrillic, Greek, Georgian ...) beside speech
    in Latin letters; nothing in a reply of one script, nor for scripts written without spaces
    between words."""
    if reply.isascii():
        return []
    spans = []
    for sentence in _SENTENCE.finditer(reply):
        text = sentence.group(0).strip()
        if len(text.split()) >= 2 and _foreign_script(text):
            at = sentence.start() + sentence.group(0).index(text)
            spans.append(NarrationSpan(at, at + len(text), text, "script"))
    # two words ("Раша уздише.") where a longer sentence shows the way of writing
    if not any(len(span.text.split()) >= _FEWEST_SCRIPT_WORDS for span in spans):
        return []
    # a sentence of another alphabet holds no Latin letter, so the reply's Latin words are its
    # speech's
    return spans if len(_LATIN_WORD.findall(reply)) >= _FEWEST_SCRIPT_WORDS else []


# Sentences of another language in Latin letters about the role in the third person, beside
# speech in English ("Moussa hausse les épaules. Not on the tree, Rodrigue."): a name and a word
# in small letters, four words or more, none of English's common words and one of another
# language's.
_ENGLISH_COMMON = frozenset((
    "the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "is", "are", "was", "be", "it",
    "its", "his", "her", "their", "him", "who", "what", "you", "your", "we", "our", "they", "he",
    "she", "not", "no", "for", "with", "from", "by", "as", "that", "this", "i", "my", "me", "so",
    "but", "if", "up", "out", "all", "do", "did", "has", "have", "had", "will", "can", "then",
))  # fmt: skip
_OTHER_COMMON = frozenset((
    "le", "la", "les", "du", "des", "et", "sa", "son", "ses", "sur", "dans", "avec", "une", "un",
    "au", "aux", "el", "los", "las", "su", "sus", "con", "del", "una", "os", "seu",
    "sua", "com", "um", "uma", "il", "gli", "lo", "nel", "della", "der", "die", "das",
    "und", "sein", "seine", "ihre", "mit", "den", "dem", "het", "een", "zijn", "haar", "met",
))  # fmt: skip
# a name and a verb of the third person as these languages end it ("hausse", "rit", "toma"),
# not a first person's "-o" ("Claro como el agua")
_NAME_AND_WORD = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’-]+\s+[a-zà-öø-ÿ]{1,}[aetdsé]\b")
_FEWEST_LANGUAGE_WORDS = 4


def _language_spans(reply: str) -> list[NarrationSpan]:
    """Narration as sentences of another language in Latin letters, where the rest of the reply
    speaks English (three of English's common words at least)."""
    spans = []
    for sentence in _SENTENCE.finditer(reply):
        text = sentence.group(0).strip()
        words = [word.lower() for word in _WORD.findall(text)]
        if (
            len(words) >= _FEWEST_LANGUAGE_WORDS
            and words[0] not in _OTHER_COMMON
            and _NAME_AND_WORD.match(text)
            and not _ENGLISH_COMMON.intersection(words)
            and _OTHER_COMMON.intersection(words[2:])
        ):
            at = sentence.start() + sentence.group(0).index(text)
            spans.append(NarrationSpan(at, at + len(text), text, "language"))
    if not spans:
        return []
    rest = []
    position = 0
    for span in spans:
        rest.append(reply[position : span.start])
        position = span.end
    rest.append(reply[position:])
    english = [word for word in _WORD.findall(" ".join(rest).lower()) if word in _ENGLISH_COMMON]
    return spans if len(english) >= 3 else []


# Marks that set narration apart from speech, where a name and any verb of the third person
# is narration ("{Giorgi thumps the lid}", "<Bramble waves>", "[Hélène sighs and reads]").
_ACTION_MARKS = frozenset(get_args(BracketKind)) - {"paren", "prose", "script", "language"}
_NAMED_ANY_VERB = re.compile(
    r"\s*(?!(?:The|A|An|This|That|These|Those|My|Our|Your)\b)[A-ZÀ-ÖØ-Þ][\w'-]+\s+[a-zà-öø-ÿ]{2,}\b"
)
_NAMED_ACTION = re.compile(
    r"\s*[A-ZÀ-ÖØ-Þ][\w'-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'-]*)?\s+(?:[a-z]{2,}(?:s|ed)|(?:is|was) "
    r"[a-z]{2,}ing|(?:doesn't|does not|didn't|did not|won't|can't|isn't) [a-z]{2,})\b"
)


def _is_inflected_stage_verb(word: str) -> bool:
    lemma = _verb_lemma(word)
    return lemma is not None and lemma != word.lower()


def _reads_as_noun(content: str) -> bool:
    """A leading -s word used as a plural noun: "(points 1-3)", "(types of hooks)"."""
    tokens = content.split()
    return len(tokens) > 1 and (tokens[1][0].isdigit() or tokens[1].lower() in _NOUN_FOLLOWERS)


def _is_manner_adverb(word: str) -> bool:
    return len(word) >= 6 and word.endswith("ly") and word not in _NOT_MANNER_ADVERBS


def find_narration(reply: str) -> list[NarrationSpan]:
    """The bracketed narration spans of ``reply`` ("(Evan leans back, smiling)", "*sighs*"),
    in reading order."""
    return list(_narration_spans(reply))


# Speech in quotation marks, with narration as prose around it, as a novel has it: 'Aino sits
# down. "The stones are hot."', 'I shake my head. "Phones, campeón?"'.
_QUOTED_SPEECH = re.compile(r'"[^"\n]*\w[^"\n]*"|“[^”]*\w[^”]*”')
_PROSE_ACTION = re.compile(
    r"^\W*(?:(?P<name>[A-Z][\w'-]*)|(?P<pronoun>[Hh]e|[Ss]he|[Tt]hey|I))\s+(?:\w+ly\s+)?"
    r"(?P<verb>[a-z]{2,})\b"
)


def _prose_spans(reply: str) -> list[NarrationSpan]:
    """Narration as prose outside the quoted speech: a stretch between quotations that opens
    with a name or a pronoun and a verb of stage business ("Aino lifts the ladle", "She hangs
    the ladle back", "I push the phone back"); nothing where the reply quotes no speech."""
    quotes = list(_QUOTED_SPEECH.finditer(reply))
    if not quotes:
        return []
    bounds = [0, *(edge for quote in quotes for edge in (quote.start(), quote.end())), len(reply)]
    spans = []
    for start, end in zip(bounds[::2], bounds[1::2], strict=True):
        stretch = reply[start:end]
        for sentence in re.finditer(r"[^.!?\n]+[.!?]*", stretch):
            text = sentence.group(0).strip()
            found = _PROSE_ACTION.match(text)
            if found is None or len(text.split()) < 2:
                continue
            # a name or a pronoun, then a verb of stage business ("Aino pours", "I shrug"), not
            # a sentence that opens with a capital ("Because strings alone ...")
            lemma = _verb_lemma(found.group("verb"))
            if lemma is not None and lemma != "say":  # 'He said "wow!"' tags speech
                at = start + sentence.start() + sentence.group(0).index(text)
                spans.append(NarrationSpan(at, at + len(text), text, "prose"))
    return spans


# Marks of any other kind that open and close a span alike, or as mirror images ("++Nils
# grins++", "⟨Mira shrugs⟩", "%% Dale pours %%"): narration where what they hold is (a name and
# a verb of the third person, a verb of stage business). Unicode places nearly every closing
# bracket or quotation mark right after its opening one ("⦃" U+2983, "⦄" U+2984), so a mark of
# any script pairs without being listed; the few that do not are named.
# (and the square brackets with a tick, which Unicode mirrors corner to corner, "⦍ ... ⦐", not
# as neighbours)
_MIRRORED_UNLISTED = dict(zip("［｛⌜☞†⦍⦏", "］｝⌝☜‡⦐⦎", strict=True))


@functools.lru_cache(maxsize=256)
def _mirrored(mark: str) -> str:
    """The mark that closes a span ``mark`` opens: its Unicode neighbour where that closes a
    bracket or a quotation ("᚛ ... ᚜", Ogham's), or mirrors a mathematical sign (past ASCII,
    whose brackets are read as their own kinds), the named exceptions, or ``mark`` itself."""
    point = ord(mark)
    if mark in _MIRRORED_UNLISTED or not 0x80 <= point < 0xFFFF:
        return _MIRRORED_UNLISTED.get(mark, mark)
    after = chr(point + 1)
    if unicodedata.category(mark) in {"Ps", "Pi"} and unicodedata.category(after) in {"Pe", "Pf"}:
        return after
    # a mathematical sign mirrored by the one after it, used as a bracket ("⊰ ... ⊱")
    if (
        unicodedata.category(mark) == unicodedata.category(after) == "Sm"
        and unicodedata.mirrored(mark)
        and unicodedata.mirrored(after)
    ):
        return after
    return _MIRRORED_UNLISTED.get(mark, mark)


_MARKED = re.compile(
    r"(?:(?<=\s)|^)(?P<open>[^\w\s\"'“”‘’(\[{<]{1,3})[ \t]?(?P<text>[^\W\d_][^\n]{2,400}?)[ \t]?"
    # a colon inside the action is no closing mark ("🎞️Fay shouts across the terrace: hold it!🎞️")
    r"(?P<close>[^\w\s\"'“”‘’)\]}>.,!?;:]{1,3})(?=\s|$)",
    re.MULTILINE,
)


# One action may run long ("✎Paulu pulls the register across, licks his thumb, ... ✎"), between
# a mark and its pair; between two unpaired symbols, a long stretch is a decorated sentence
# ("🧁 Baking soda is ... on you! 🍋").
_UNPAIRED_LONGEST = 160


def _symbol_like(mark: str) -> bool:
    category = unicodedata.category(mark)
    return category[0] == "S" or (category == "Po" and not mark.isascii())


def _unpaired_symbols(reply: str, match: re.Match[str]) -> bool:
    """Two different symbols that Unicode does not pair, used as one bracket ("☙Aigul
    shrugs❧", "☾Magnus nods☽"): single marks of a symbol category, where the span opens the
    reply or the same two marks set apart another span of it."""
    opening, closing = match.group("open"), match.group("close")
    if len(opening) != 1 or len(closing) != 1 or len(match.group("text")) > _UNPAIRED_LONGEST:
        return False
    # symbols, or signs of a script's own ("៙Sarath scratches his head៚")
    if not all(_symbol_like(mark) for mark in (opening, closing)):
        return False
    return match.start() == len(reply) - len(reply.lstrip()) or (
        reply.count(opening) >= 2 and reply.count(closing) >= 2
    )


_BOLD = frozenset({"**", "__"})


def _marked_spans(reply: str, found: list[NarrationSpan]) -> list[NarrationSpan]:
    """Narration between marks of a kind no pattern names, outside the spans ``found``."""
    spans = []
    position = 0
    # a candidate turned down gives way to one opening inside it ("✓ Answer: ☁Amaru ticks
    # the box☁"), not to the text after it
    while (match := _MARKED.search(reply, position)) is not None:
        position = match.start() + 1
        opening, closing = match.group("open"), match.group("close")
        paired = closing in (opening, "".join(_mirrored(c) for c in reversed(opening))) or (
            # the square brackets with a tick also pair as neighbours, as they look ("⦏ ... ⦐")
            len(opening) == 1
            and opening in _MIRRORED_UNLISTED
            and closing == chr(ord(opening) + 1)
            and unicodedata.category(closing) == "Pe"
        )
        if not paired and not _unpaired_symbols(reply, match):
            continue
        if "|" in opening:  # a table's cells ("| Dale pours | coffee |"); bars hugging words
            continue  # are read as their own kind
        if opening in _BOLD:  # markdown bold is emphasis, not a mark of narration
            continue
        if any(span.start < match.end() and match.start() < span.end for span in found):
            continue
        if _is_narration(match.group("text"), "marks"):
            spans.append(NarrationSpan(match.start(), match.end(), match.group(0), "marks"))
            position = match.end()
    return spans


_SMALL_LETTERS = re.compile(r"\b[a-z]{2,}\b")


@functools.lru_cache(maxsize=64)
def _narration_spans(reply: str) -> tuple[NarrationSpan, ...]:
    """Memoised: every check of a reply reads its narration."""
    spans = [
        NarrationSpan(match.start(), match.end(), match.group(0), bracket)
        for bracket, pattern in _BRACKETED
        # a line in capitals is an action only beside speech in small letters (a reply all in
        # capitals shouts)
        if bracket != "capitals" or _SMALL_LETTERS.search(reply)
        for match in pattern.finditer(reply)
        if _is_narration(match.group(match.lastindex or 1), bracket)
    ]
    spans += _marked_spans(reply, spans)
    spans += [
        span
        for span in (*_script_spans(reply), *_language_spans(reply))
        if not any(other.start < span.end and span.start < other.end for other in spans)
    ]
    spans += [
        span
        for span in _prose_spans(reply)
        if not any(other.start <= span.start < other.end for other in spans)
    ]
    return tuple(sorted(spans, key=lambda span: span.start))


def has_narration(reply: str) -> bool:
    return bool(find_narration(reply))


def outermost_narration(reply: str) -> list[NarrationSpan]:
    """The narration spans of ``reply`` in reading order, without those nested in an earlier
    one: the spans a reader removes or rewrites."""
    spans = []
    position = 0
    for span in find_narration(reply):
        if span.start >= position:
            spans.append(span)
            position = span.end
    return spans


@functools.lru_cache(maxsize=64)
def strip_narration(reply: str, *, keep: BracketKind | None = None) -> str:
    """``reply`` without its narration spans: the spoken text (narration of the kind ``keep``
    left in). Line breaks are kept; runs of spaces left by a removed span are collapsed and
    lines are stripped."""
    pieces = []
    position = 0
    for span in outermost_narration(reply):
        if span.bracket == keep:
            continue
        pieces.append(reply[position : span.start])
        position = span.end
    pieces.append(reply[position:])
    spoken = "".join(pieces)
    lines = (re.sub(r"[ \t]{2,}", " ", line).strip() for line in spoken.split("\n"))
    return "\n".join(lines).strip()


# --- refusals -------------------------------------------------------------------------------

_CANNOT = (
    r"(?:can ?not|can't|am unable to|'m unable to|am not able to|'m not able to|"
    r"won't be able to|could ?n[o']t|don't think i can)"
)
_SPEECH_ACT = (
    r"(?:answer|help|assist|provide|say|tell|comment|speak|address|respond|give|offer|share|"
    r"discuss|determine|find|confirm|elaborate|advise|explain)"
)
_REFUSAL_PATTERNS = compile_ignoring_case(
    # "I'm sorry, but I can't ...", "I'm afraid I don't know"
    r"\bi(?:'m| am) (?:so |very |truly )?(?:sorry|afraid)\b[^.!?]{0,40}?\bi(?:'m| am)? "
    r"?(?:can ?not|can't|won't|don't (?:know|have)|do not (?:know|have)|unable|not able|"
    r"not (?:sure|familiar|qualified))",
    # "I can't answer that", "I'm unable to provide ..."
    rf"\bi ?{_CANNOT} (?:\w+ ){{0,2}}{_SPEECH_ACT}\b(?! but| you how| you enough)",
    # "beyond my expertise", "outside the character's knowledge range"
    r"\b(?:beyond|outside(?: of)?|out of|not within|isn't within|is not within|not in)"
    r" (?:my|our|the character's|the role's|this role's) (?:[\w-]+ ){0,2}(?:knowledge|"
    r"expertise|field|area|scope|domain|range|wheelhouse|realm|purview|specialty|"
    r"speciality|experience)",
    r"\bnot (?:really |exactly |quite )?(?:in )?my (?:area|field|expertise|forte|specialty|"
    r"wheelhouse|domain|cup of tea)",
    # "the passages don't contain / do not mention ..."
    r"\b(?:passages?|text|context|information|documents?|sources?|materials?|excerpts?)\b"
    r"[^.!?]{0,60}?\b(?:doesn't|don't|does not|do not|fails? to|did not|didn't)"
    r" (?:\w+ ){0,2}(?:contain|provide|mention|include|say|specify|cover|address|answer|"
    r"give|offer|state|discuss|tell|explain)",
    r"\bno answer (?:is )?(?:present|available|provided|given|found|there)\b",
    r"\b(?:there is|there's|i (?:see|found|find)|contains?|with) no (?:\w+ ){0,2}(?:"
    r"information|answer|mention|details?|data)\b[^.!?]{0,40}?\b(?:in|within|from|about)\b",
    r"\b(?:can't|cannot|can not|couldn't|unable to) be (?:answered|determined|found|inferred)",
    # "I don't know.", "I do not have information about ..."
    r"\bi (?:really |simply |honestly )?(?:don't|do not) know(?:\s*[.!,;]|$| (?:the answer|"
    r"much|enough|anything|about that|about this|how to answer|the specifics|the details|"
    r"what to make of))",
    r"\bi (?:don't|do not) (?:really )?have (?:any |enough |the |much )?(?:information|"
    r"knowledge|details|expertise|answer|insight|background|data)\b",
    r"\bi(?:'m| am) not (?:really )?(?:familiar|qualified|equipped|knowledgeable|"
    r"well[- ]versed|the right (?:person|one)|an expert|sure i can|in a position to)",
    r"\b(?:i|i'll|i will|i must|i have to|i'd have to|i need to|i'll have to|i'm going to)"
    r" (?:\w+ )?(?:decline|refrain|pass on)\b",
    r"\bnot (?:something|a topic|a question|a subject) (?:that )?i(?:'m| am)? (?:can|could|"
    r"able|qualified|equipped|familiar)",
)
# A hedge followed by a genuine attempt ("beyond my expertise, but I'll try: ...") is an answer.
_ATTEMPT_PATTERNS = compile_ignoring_case(
    r"\b(?:i'll|i will|let me|i can|i'd be happy to|allow me to|i'll do my best to)"
    r" (?:\w+ ){0,3}(?:try|attempt|give it a (?:shot|go|try)|best guess)",
    r"\bhere's (?:what|my) (?:i (?:know|think|can tell)|best guess|take|understanding)",
    r"\b(?:my|an) (?:best )?(?:guess|understanding) (?:is|would be)\b",
)


def _normalise_apostrophes(text: str) -> str:
    return text.replace("’", "'").replace("‘", "'")


def find_refusal(reply: str) -> list[str]:
    """The refusal or no-answer phrases in ``reply``, in reading order."""
    text = _normalise_apostrophes(reply)
    found = [(start, text[start:end]) for start, end in _REFUSAL_PATTERNS.spans(text)]
    return [phrase for _, phrase in sorted(found)]


def find_attempt(reply: str) -> list[str]:
    """Phrases announcing an attempt to answer anyway ("but I'll give it a try")."""
    text = _normalise_apostrophes(reply)
    return _ATTEMPT_PATTERNS.find(text)


def is_refusal(reply: str) -> bool:
    """Whether ``reply`` declines, says it cannot answer, that the passages hold no answer, or
    that the question lies beyond the role's knowledge, without then attempting an answer."""
    return bool(find_refusal(reply)) and not find_attempt(reply)
