"""A registry of deterministic checkers for format rules nested in a system prompt.

Each checker is registered by decorator with a name and a regex that recognises the rule's
wording in the nested requirement ("You must use at least 3 emojis"). ``check(reply, match)``
answers True (obeyed), False (broken) or None (cannot tell). Rules about what the role *says*
(lengths, letter case, punctuation, wording) read the spoken text, with bracketed narration
removed by :func:`strip_narration`; rules about the reply as a whole (emojis, lists, paragraphs,
postscript, JSON) read the full reply. Each checker's docstring says which.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from rolemrc.core import ConfigError
from rolemrc.rules._verifiers import strip_narration

FormatCheck = Callable[[str, re.Match[str]], bool | None]

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100,
}  # fmt: skip
_NUMBER = r"(?P<n>\d+|" + "|".join(_NUMBER_WORDS) + ")"
_REPLY = (
    r"(?:your |the |each |every )?(?:entire |whole )?"
    r"(?:reply|replies|response|responses|answer|answers)"
)
_QUOTED = r"[\"'“‘](?P<text>[^\"“”]+?)[\"'”’]"
_NEGATION = r"(?:not|n't|never|avoid|without|no longer|refrain from)"
# Bounds that exclude their number: "under 60 words" allows 59, "more than 3 words" needs 4.
_STRICT_UPPER_BOUNDS = frozenset({"under", "fewer than", "less than"})
_STRICT_LOWER_BOUNDS = frozenset({"more than", "over"})


@dataclass(frozen=True)
class FormatRule:
    name: str
    pattern: re.Pattern[str]
    check: FormatCheck
    description: str


@dataclass(frozen=True)
class RuleVerdict:
    """One format rule found in the requirement and how the reply fares against it."""

    rule: str
    matched: str
    passed: bool | None
    description: str


_FORMAT_RULES: dict[str, FormatRule] = {}


def format_rule(name: str, pattern: str) -> Callable[[FormatCheck], FormatCheck]:
    """Register ``check`` as the checker of the format rule ``name`` (recognised by
    ``pattern``, case-insensitive). A second checker with the same name is an error."""

    def register(check: FormatCheck) -> FormatCheck:
        if name in _FORMAT_RULES:
            existing = _FORMAT_RULES[name].check
            raise ConfigError(
                f"format rule {name!r} is already registered by "
                f"{existing.__module__}.{existing.__qualname__}; "
                f"{check.__module__}.{check.__qualname__} cannot take the same name"
            )
        description = (check.__doc__ or name).strip().splitlines()[0]
        _FORMAT_RULES[name] = FormatRule(
            name, re.compile(pattern, re.IGNORECASE), check, description
        )
        return check

    return register


def registered_format_rules() -> tuple[FormatRule, ...]:
    return tuple(_FORMAT_RULES.values())


def find_format_rules(requirement_text: str) -> list[tuple[FormatRule, re.Match[str]]]:
    """The registered rules whose wording occurs in ``requirement_text``, in order of mention."""
    found = []
    for rule in _FORMAT_RULES.values():
        match = rule.pattern.search(requirement_text)
        if match is not None:
            found.append((rule, match))
    return sorted(found, key=lambda pair: pair[1].start())


def check_format_rules(reply: str, requirement_text: str) -> list[RuleVerdict]:
    """Every recognised rule of ``requirement_text`` checked against ``reply``."""
    return [
        RuleVerdict(rule.name, match.group(0), rule.check(reply, match), rule.description)
        for rule, match in find_format_rules(requirement_text)
    ]


# --- helpers --------------------------------------------------------------------------------

_EMOJI_BASE = "\U0001f000-\U0001faff\u2600-\u27bf\u2b50\u2b55"
_EMOJI_MODIFIERS = "\U0001f3fb-\U0001f3ff\ufe0f"
# One emoji as the reader sees it: skin tones, variation selectors and ZWJ sequences included.
_EMOJI = re.compile(
    f"[{_EMOJI_BASE}][{_EMOJI_MODIFIERS}]*(?:\u200d[{_EMOJI_BASE}][{_EMOJI_MODIFIERS}]*)*"
)
# Closing quotes and brackets, markdown marks and emojis that may trail a sentence's punctuation.
_TRAILING_DECORATION = re.compile(f"[\\s\"'”’)\\]*_~{_EMOJI_BASE}{_EMOJI_MODIFIERS}\u200d]+$")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+")
_WORD = re.compile(r"[\w'’-]+")
_POSTSCRIPT_LINE = re.compile(r"\n\s*[*_]*P\.\s?S\.")


def _count(match: re.Match[str], default: int = 1) -> int:
    raw = match.groupdict().get("n")
    if raw is None:
        return default
    return int(raw) if raw.isdigit() else _NUMBER_WORDS[raw.lower()]


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def _without_trailing_decoration(text: str) -> str:
    return _TRAILING_DECORATION.sub("", text)


def _sentences(text: str) -> list[str]:
    return [piece.strip() for piece in _SENTENCE_END.split(text.strip()) if piece.strip()]


def _paragraphs(text: str) -> list[str]:
    return [block for block in re.split(r"\n\s*\n", text.strip()) if block.strip()]


# --- the rules ------------------------------------------------------------------------------


@format_rule(
    "min_emojis",
    rf"(?<!not )(?<!never )(?<!n't )(?:at least|a minimum of|minimum) {_NUMBER} emojis?"
    r"|(?<!not )(?<!never )(?<!n't )(?<!avoid )\b(?:use|include|add|incorporate|sprinkle)"
    r" (?:some |an? |many |plenty of |lots of )?emojis?",
)
def _min_emojis(reply: str, match: re.Match[str]) -> bool:
    """Use at least N emojis (anywhere in the reply; default 1)."""
    return len(_EMOJI.findall(reply)) >= _count(match)


@format_rule(
    "no_emojis", rf"{_NEGATION} (?:use |using |include |including )?(?:any )?emojis?|\bno emojis?"
)
def _no_emojis(reply: str, match: re.Match[str]) -> bool:
    """Use no emojis (anywhere in the reply)."""
    return not _EMOJI.search(reply)


@format_rule(
    "exclamation_sentences",
    r"end (?:every|each|all(?: of)?(?: your)?) (?:single )?sentences? with (?:an? )?"
    r"exclamation (?:mark|point)s?",
)
def _exclamation_sentences(reply: str, match: re.Match[str]) -> bool | None:
    """End every sentence with an exclamation mark (spoken text)."""
    sentences = _sentences(strip_narration(reply))
    if not sentences:
        return None
    return all(_without_trailing_decoration(sentence).endswith("!") for sentence in sentences)


@format_rule(
    "all_capitals",
    r"(?:all|entirely in|only|exclusively in|completely in) (?:capital|upper[- ]?case|caps)"
    r"(?: letters)?|\bin (?:all )?caps\b",
)
def _all_capitals(reply: str, match: re.Match[str]) -> bool | None:
    """Write in capital letters only (spoken text)."""
    spoken = strip_narration(reply)
    if not re.search(r"[^\W\d_]", spoken):
        return None
    return spoken == spoken.upper()


@format_rule(
    "all_lowercase",
    r"(?:all|entirely in|only|exclusively in|completely in) lower[- ]?case(?: letters)?"
    rf"|lower[- ]?case letters only|\bno capital letters|{_NEGATION} (?:use |using )?(?:any )?"
    r"capital letters",
)
def _all_lowercase(reply: str, match: re.Match[str]) -> bool | None:
    """Write in lowercase letters only (spoken text)."""
    spoken = strip_narration(reply)
    if not re.search(r"[^\W\d_]", spoken):
        return None
    return spoken == spoken.lower()


@format_rule(
    "max_words",
    r"(?P<bound>under|fewer than|less than|no more than|not more than|at most|a maximum of|"
    rf"maximum of|up to|within|not exceed(?:ing)?) {_NUMBER} words",
)
def _max_words(reply: str, match: re.Match[str]) -> bool:
    """Keep the reply under / to at most N words (spoken text)."""
    strict = match.group("bound").lower() in _STRICT_UPPER_BOUNDS
    count, limit = len(_words(strip_narration(reply))), _count(match)
    return count < limit if strict else count <= limit


@format_rule(
    "min_words",
    r"(?P<bound>at least|no fewer than|no less than|a minimum of|(?<!no )(?<!not )more than|"
    rf"over) {_NUMBER} words",
)
def _min_words(reply: str, match: re.Match[str]) -> bool:
    """Write at least / more than N words (spoken text)."""
    strict = match.group("bound").lower() in _STRICT_LOWER_BOUNDS
    count, limit = len(_words(strip_narration(reply))), _count(match)
    return count > limit if strict else count >= limit


@format_rule(
    "max_sentences",
    r"(?P<bound>under|fewer than|less than|no more than|not more than|at most|a maximum of|"
    rf"up to|within) {_NUMBER} sentences",
)
def _max_sentences(reply: str, match: re.Match[str]) -> bool:
    """Keep the reply to at most N sentences (spoken text)."""
    strict = match.group("bound").lower() in _STRICT_UPPER_BOUNDS
    count, limit = len(_sentences(strip_narration(reply))), _count(match)
    return count < limit if strict else count <= limit


@format_rule("no_commas", rf"{_NEGATION} (?:use |using )?(?:any )?commas?|\bno commas")
def _no_commas(reply: str, match: re.Match[str]) -> bool:
    """Use no commas (spoken text: narration such as "(leans back, smiling)" is not speech)."""
    return "," not in strip_narration(reply)


@format_rule(
    "wrapped_in_double_quotes",
    rf"(?:wrap|enclose|surround|put) {_REPLY} (?:in|with|within|inside) (?:a pair of )?"
    r"double quot(?:ation marks|es|ation)",
)
def _wrapped_in_double_quotes(reply: str, match: re.Match[str]) -> bool:
    """Wrap the entire reply in double quotation marks (spoken text, so leading or trailing
    narration outside the quotes is allowed)."""
    spoken = strip_narration(reply)
    return len(spoken) >= 2 and spoken[0] in '"“' and spoken[-1] in '"”'


@format_rule(
    "starts_with",
    rf"(?:start|begin|open) {_REPLY} with (?:the (?:word|phrase|greeting|words) )?{_QUOTED}",
)
def _starts_with(reply: str, match: re.Match[str]) -> bool:
    """Start the reply with the given phrase (spoken text, case-insensitive, opening quotes and
    markdown marks ignored)."""
    spoken = strip_narration(reply).lstrip("\"'“‘*_ ")
    return spoken.lower().startswith(match.group("text").lower())


@format_rule(
    "ends_with_question",
    rf"end {_REPLY} with (?:a|an) (?:[\w-]+ )?question|{_REPLY} (?:must |should )?ends? with a"
    r" question mark",
)
def _ends_with_question(reply: str, match: re.Match[str]) -> bool:
    """End the reply with a question (spoken text, trailing quotes and emojis ignored)."""
    return _without_trailing_decoration(strip_narration(reply)).endswith("?")


@format_rule(
    "include_word",
    rf"(?:include|use|mention|contain|say) the (?:word|phrase|term|keyword|expression)s? {_QUOTED}",
)
def _include_word(reply: str, match: re.Match[str]) -> bool:
    """Include the given word or phrase (whole words, case-insensitive, anywhere in the reply)."""
    phrase = re.escape(match.group("text").strip())
    return re.search(rf"(?<!\w){phrase}(?!\w)", reply, re.IGNORECASE) is not None


@format_rule("bullet_points", r"bullet(?:ed)?[- ]?(?:points?|list)|\bbullets\b")
def _bullet_points(reply: str, match: re.Match[str]) -> bool:
    """Use bullet points: at least two lines starting with -, * or •."""
    return len(re.findall(r"(?m)^\s*[-*•●▪‣]\s+\S", reply)) >= 2


@format_rule("numbered_list", r"numbered (?:list|points|steps)")
def _numbered_list(reply: str, match: re.Match[str]) -> bool:
    """Use a numbered list: at least two lines starting with "1." / "2)" and so on."""
    return len(re.findall(r"(?m)^\s*\d+[.)]\s+\S", reply)) >= 2


@format_rule("paragraph_count", rf"(?:exactly |in |into )?{_NUMBER} (?:separate )?paragraphs")
def _paragraph_count(reply: str, match: re.Match[str]) -> bool:
    """Write exactly N paragraphs separated by blank lines (spoken text, so a narration-only
    block is not a paragraph)."""
    return len(_paragraphs(strip_narration(reply))) == _count(match)


@format_rule("postscript", r"\bpostscript\b|\bP\.\s?S\.")
def _postscript(reply: str, match: re.Match[str]) -> bool:
    """Add a postscript: a line starting with "P.S." after some other text."""
    # Linear in the reply (a single pattern "text, anything, newline, P.S." backtracks
    # quadratically over a long reply without one): the first "P.S." line needs text before
    # it, a second one has the first before it.
    starts = [found.start() for found in _POSTSCRIPT_LINE.finditer(reply)]
    return bool(starts) and (bool(reply[: starts[0]].strip()) or len(starts) > 1)


@format_rule("json_format", r"\b(?:in|as|valid|using) JSON\b|\bJSON (?:format|object)")
def _json_format(reply: str, match: re.Match[str]) -> bool:
    """Answer in JSON: the reply (a ```json fence allowed) parses as JSON."""
    body = re.sub(r"^```(?:json)?\s*|\s*```$", "", reply.strip())
    try:
        json.loads(body)
    except ValueError:
        return False
    return True
