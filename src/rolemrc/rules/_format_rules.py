"""The format rules nested in a system prompt ("You must use at least 3 emojis"): one
:class:`FormatRule` per rule, carrying the regex that recognises its wording, its checker
(:mod:`rolemrc.rules._format_checks`) and its editor (:mod:`rolemrc.rules._format_editing`),
in one registry.

:func:`check_format_rules` checks a reply against every rule a requirement names;
:func:`apply_format_rules` edits a text until it obeys them all.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

import rolemrc.rules._format_checks as _checks
import rolemrc.rules._format_editing as _edits
from rolemrc.core import ConfigError
from rolemrc.rules._format_editing import (
    CannotApply,
    Editing,
    FormatEditor,
    as_sentence,
)
from rolemrc.rules._format_text import (
    EMOJI,
    HYPHENATED_NUMBER,
    NUMBER_WORDS,
    allowed_count,
    sentences_of,
    words_of,
)
from rolemrc.rules._verifiers import strip_narration

FormatCheck = Callable[[str, re.Match[str]], bool | None]

_NUMBER = r"(?P<n>\d+|" + HYPHENATED_NUMBER + "|" + "|".join(NUMBER_WORDS) + ")"
# A number said again where the rule's count is already taken ("two paragraphs, exactly two").
_ANOTHER_NUMBER = _NUMBER.replace("(?P<n>", "(?:")
_REPLY = (
    r"(?:your |the |each |every )?(?:entire |whole )?"
    r"(?:reply|replies|response|responses|answer|answers)"
)
_QUOTED = r"[\"'“‘«](?P<text>[^\"“”«»]+?)[\"'”’»]"
_NEGATION = r"(?:not|n't|never|avoid|without|no longer|refrain from)"


@dataclass(frozen=True)
class FormatRule:
    """A format rule: its name, the regex that recognises its wording (case-insensitive), the
    checker that answers True (obeyed), False (broken) or None (cannot tell), the editor that
    makes a text obey it, and what it asks, in words (the checker's first docstring line).

    ``counts`` is set for an upper bound on words or sentences: how its checker counts them in
    the spoken text. Such a rule is cut even when obeyed, to leave room for what later editors
    add."""

    name: str
    pattern: re.Pattern[str]
    check: FormatCheck
    edit: FormatEditor
    description: str
    counts: Callable[[str], int] | None = None


@dataclass(frozen=True)
class RuleVerdict:
    """One format rule found in the requirement and how the reply fares against it."""

    rule: str
    matched: str
    passed: bool | None
    description: str


_FORMAT_RULES: dict[str, FormatRule] = {}


@functools.lru_cache(maxsize=256)
def _rules_found(requirement_text: str) -> tuple[tuple[FormatRule, re.Match[str]], ...]:
    """Memoised for the requirements last read (the completions of one prompt share theirs);
    registering a rule clears it."""
    found = []
    for rule in _FORMAT_RULES.values():
        match = rule.pattern.search(requirement_text)
        if match is not None:
            found.append((rule, match))
    kept = [
        (rule, match)
        for rule, match in found
        if not any(
            other is not match
            and other.start() <= match.start()
            and match.end() <= other.end()
            and other.end() - other.start() > match.end() - match.start()
            for _, other in found
        )
        and not _an_example_of_another(match, [other for _, other in found])
        and not _in_the_reason_of_another(match, [other for _, other in found])
    ]
    return tuple(sorted(kept, key=lambda pair: pair[1].start()))


# What sets an example apart: "end ur message with a question for me, like on the phone when u
# always finish with 'et toi, tu manges bien?'".
# (not a rule joined on after a comparison: "keep it under 50 words like a tweet and end with
# '#done'")
_EXAMPLE_GIVEN = re.compile(
    r"\b(?:like|e\.g\.|such as|for example)\b(?![^.;:()!?]*\b(?:and|but|then|also|plus)\b)"
    r"[^.;:()!?]*$",
    re.IGNORECASE,
)


def _an_example_of_another(match: re.Match[str], found: list[re.Match[str]]) -> bool:
    """Whether ``match`` sits in an example given of another rule found before it in the same
    sentence (after its "like ..."), not a rule of its own."""
    before = match.string[: match.start()]
    example = _EXAMPLE_GIVEN.search(before)
    return example is not None and any(
        other.end() <= example.start() and not re.search(r"[.;!?]", before[other.end() :])
        for other in found
        if other is not match
    )


# A user's reason in brackets after a rule: "(the screen in the centre shows your words one line at
# a time, ... and a line with two sentences runs off the screen)", "(my teacher says ...)".
_REASON_OPENS = re.compile(
    r"\((?:my|our|the|because|since|so|as|cos|coz|'cause|cause)\b", re.IGNORECASE
)


def _in_the_reason_of_another(match: re.Match[str], found: list[re.Match[str]]) -> bool:
    """Whether ``match`` sits in the reason a user gives in brackets for another rule found
    before the bracket ("put every sentence on a line of its own ... (... a line with two
    sentences runs off the screen)"), not a rule of its own."""
    before = match.string[: match.start()]
    opened = before.rfind("(")
    if opened == -1 or ")" in before[opened:] or not _REASON_OPENS.match(match.string, opened):
        return False
    return any(other.end() <= opened for other in found if other is not match)


def format_rule(
    name: str,
    pattern: str,
    check: FormatCheck,
    edit: FormatEditor,
    *,
    counts: Callable[[str], int] | None = None,
) -> FormatRule:
    """Register the format rule ``name`` (recognised by ``pattern``, case-insensitive) with its
    checker and editor; its editor applies after those of the rules registered before it. A
    second rule with the same name is an error."""
    if name in _FORMAT_RULES:
        existing = _FORMAT_RULES[name].check
        raise ConfigError(
            f"format rule {name!r} is already registered by "
            f"{existing.__module__}.{existing.__qualname__}; "
            f"{check.__module__}.{check.__qualname__} cannot take the same name"
        )
    description = (check.__doc__ or name).strip().splitlines()[0]
    rule = FormatRule(name, re.compile(pattern, re.IGNORECASE), check, edit, description, counts)
    _FORMAT_RULES[name] = rule
    _rules_found.cache_clear()
    return rule


def registered_format_rules() -> tuple[FormatRule, ...]:
    """The registered rules, in the order their editors apply."""
    return tuple(_FORMAT_RULES.values())


# In the order the editors apply, so that no edit undoes an earlier one: cuts first (material
# added later is reserved room), then words put first, material added at the end, layout,
# character edits, case, and the wrapping quotes or JSON last of all.
format_rule(
    "max_sentences",
    r"(?:(?P<bound>under|below|fewer than|less than|no more than|not more than|at most|"
    r"a maximum of|"
    # "keep it to 3 sentences max"
    rf"up to|within) )?{_NUMBER} sentences(?(bound)|(?: or (?:fewer|less)| at (?:the )?most"
    r"| max(?:imum)?\b| tops\b))"
    # not a bound on each paragraph ("two sentences at most in any one of them")
    r"(?!,? (?:in|per|for) (?:any one of them|(?:each|every|any|a) paragraph)\b)",
    _checks.max_sentences,
    _edits.keep_sentences,
    counts=lambda spoken: len(sentences_of(spoken)),
)
format_rule(
    "max_words",
    r"(?:(?P<bound>under|below|fewer than|less than|no more than|not more than|at most|"
    r"a maximum of|"
    rf"maximum of|up to|within|not exceed(?:ing)?) )?{_NUMBER} words(?(bound)|(?: or (?:fewer|less)"
    # "to 70 words max", "to 70 words at most"
    r"| max(?:imum)?\b| at (?:the )?most\b| tops\b))",
    _checks.max_words,
    _edits.keep_words,
    counts=lambda spoken: len(words_of(spoken)),
)
format_rule(
    "max_characters",
    # "lines of no more than 50 characters each": each line
    # "keep every line of your answer to 50 characters or fewer"
    r"(?P<lines>\blines? (?:of (?:your |the |each |every )?(?:answer|reply|response|message)s? "
    r"|of |with |each )?(?:\w+ )?)?"
    r"(?P<bound>under|below|fewer than|less than|no more than|not more than|at most|"
    r"a maximum of|"
    # "to 200 characters at most"
    # "keep every message to 160 characters at the very most"
    r"maximum of|up to|within|not exceed(?:ing)?|to(?= \S+ (?:characters|chars) (?:at (?:the )?"
    rf"(?:very )?most|or (?:fewer|less))\b)) {_NUMBER} (?:characters|chars)\b"
    r"(?:,? (?P<spaces>(?:not counting|excluding|without) spaces))?",
    _checks.max_characters,
    _edits.not_by_editing("a text is not cut to a number of characters by the editor"),
)
# A bound on every line's characters, said as where to break the line ("press enter before any
# line gets longer than 40 letters"): the same check, each line bounded, spaces counted.
format_rule(
    "line_length",
    # "not one line longer than 40 characters"
    r"\b(?:(?:before|so that|so) |not )(?P<lines>(?:any|a|no|one|a single) line "
    r"(?:(?:gets?|goes|is) )?)(?P<bound>longer|over|more) than "
    rf"{_NUMBER} (?:letters|characters|chars)\b(?P<spaces>(?!))?",
    _checks.max_characters,
    _edits.not_by_editing("a text is not cut to a number of characters by the editor"),
)
# An exact count of sentences ("exactly two sentences", "in 3 sentences", "two sentences, no
# more, no less", "a single sentence"), not a bound ("in 3 sentences or fewer").
format_rule(
    "sentence_count",
    r"(?:(?:(?:\bexactly|\bprecisely|(?<!twice )\b(?:in|as|of|with|using)(?: just| only)?) (?=\S)"
    rf"|\b(?=\w+ sentences?,? no more\b)){_NUMBER} sentences?\b(?! or (?:fewer|less|more))"
    # not "the first paragraph only one sentence" (each paragraph's own count)
    r"|\b(?<!paragraph )(?:a single|one single|just one|only one) sentence\b)"
    # not "right after the full stop of one sentence and before the first word of the next"
    r"(?! and (?:before|the next)\b)"
    # "exactly one sentence in Russian": the sentences of that language are counted
    r"(?: (?:written )?in (?P<language>[a-z]+)\b)?",
    _checks.sentence_count,
    _edits.not_by_editing("a text is not edited into an exact number of sentences"),
)
format_rule(
    "word_count",
    # not "end every message with the little key 🔑 and then exactly three words from your answer"
    rf"(?<!and then )\b(?:exactly|precisely) {_NUMBER} words\b",
    _checks.word_count,
    _edits.not_by_editing("a text is not edited into an exact number of words"),
)
# A bound on every sentence's words ("keep every sentence to ten words or fewer", "each
# sentence under 12 words", "no sentence longer than 15 words").
format_rule(
    "sentence_words",
    r"(?:\b(?:every|each|all|any)(?: single| one| of your| your| the)? sentences?\b"
    r"[^.;\n]{0,40}?|\bno sentences?\b[^.;\n]{0,20}?)\b(?P<bound>under|below|fewer than|less than|"
    r"no more than|not more than|at most|a maximum of|up to|within|no longer than|not longer "
    r"than|longer than|shorter than|more than|over|exceed(?:s|ing)?|max(?:imum)?(?: of)?|"
    # "keep every sentence short, 12 words max": the bound after the count
    rf"at least|no fewer than|a minimum of)?\s?{_NUMBER} words"
    # "keep every sentence short, twelve words at most"
    r"(?: or (?:fewer|less)|,? max(?:imum)?\b|,? at (?:the )?most\b|,? tops\b)?"
    # not the words a sentence opens with ("start with two words beginning with the same letter")
    r"(?! (?:beginning|starting|that (?:begin|start)) with\b)",
    _checks.sentence_words,
    _edits.not_by_editing("a text is not edited into sentences of a given length"),
)
_VERB_OF_REPLY = r"(?:must |should |shall |has to |have to |needs? to |will )?(?:always )?"
format_rule(
    "starts_with",
    rf"(?:(?:start|begin|open) (?:{_REPLY}|(?:each |every )messages?) with|\b{_REPLY} "
    rf"{_VERB_OF_REPLY}(?:start|begin|open)s? with|\b(?:always )?(?:start|begin|open) with) "
    r"(?:the (?:exact )?(?:word|phrase|greeting|words) )?"
    # a quoted phrase, or a tag to be pinged by ("start every reply with @Adjeley")
    r"(?P<quote>[\"'“‘])?(?P<text>(?(quote)[^\"“”]+?|@[\w.-]*\w))(?(quote)[\"'”’])",
    _checks.starts_with,
    _edits.start_with,
)
# The words to open with given bare, a question or an exclamation ("start every message with A
# fɔn ganji à? like you greeted me every single morning").
format_rule(
    "starts_with_bare_words",
    rf"\b(?:start|begin|open)(?:s|ing)? (?:{_REPLY} |(?:your |ur |each |every )messages? )?with "
    # commas inside the words: "start every message with Szervusz, Dórikám! like u started ..."
    r"(?P<text>[^\"“”;:]{2,40}?[?!])(?=,? (?:like|the way|exactly|just|as)\b)",
    _checks.starts_with,
    _edits.start_with,
)
# One word to open with, named as a word ("start every message with the word Eolssu, the very
# first word before anything else").
format_rule(
    "starts_with_the_word",
    # (not a sentence's: "a last sentence that starts with the word May" is the next rule's)
    r"(?<!sentence that )(?<!sentence which )(?<!sentence )"
    rf"\b(?:start|begin|open)(?:s|ing)? (?:{_REPLY} |(?:your |ur |each |every )messages? )?with "
    # (not a list's: "one little list of things, starting with the word Gauzak and a colon")
    r"the (?:single )?word (?P<text>[^\W\d_][\w'’-]*)(?=[,.;:!]|\s+(?:the|and|as|like|before)\b)"
    r"(?! and a colon)",
    _checks.starts_with,
    _edits.start_with,
)
# A list after a word and a colon ("put one little list of things, starting with the word Gauzak
# and a colon, like Gauzak: felt, soap, water, wool and then a full stop, at least three things
# with a comma between each two, in alphabetical order from A to Z, and only one Gauzak list").
format_rule(
    "labelled_list",
    r"\blist\b[^.;]{0,60}?\b(?:starting|beginning|opening) with the word"
    r" (?P<label>[^\W\d_][\w'’-]*)"
    r" and a colon\b(?:[^;(]{0,200}?\bat least (?P<n>\w+) (?:things|items|words)\b)?",
    _checks.labelled_list,
    _edits.not_by_editing("a list of the reply's things is not written by the editor"),
)
# The last sentence's first word ("end every message with a blessing, a last sentence that starts
# with the word May, like «May your road be open», ... with nothing after it").
format_rule(
    "last_sentence_starts_with_the_word",
    r"\b(?:last|final|closing) sentence,? (?:that |which )?(?:starts?|begins?|opens?) with the"
    r" (?:single )?word (?P<text>[^\W\d_][\w'’-]*)",
    _checks.last_sentence_starts_with,
    _edits.start_the_last_sentence_with,
)
# The words to open with given bare and said to be kept exactly ("always start ur message with
# Hello, my flower, exactly how u say it when u pick up the phone").
format_rule(
    "starts_with_exact_words",
    rf"\b(?:start|begin|open)s? (?:{_REPLY} |(?:your |ur |each |every )messages? )with "
    r"(?P<text>[^\"“”;:]{2,40}?),? (?:written |spelled |spelt |typed )?(?:exactly|just) "
    r"(?:how|like|as)\b",
    _checks.starts_with,
    _edits.start_with,
)
# The time of writing to open with ("start every message with the time it is there when u write
# it, like 05:40 ... nothing before it, not even a ⊂ ⊃ bit").
format_rule(
    "starts_with_time",
    rf"\b(?:start|begin|open)s? (?:{_REPLY} |(?:your |ur |each |every )messages? )with the "
    r"(?:time|hour)\b",
    _checks.starts_with_time,
    _edits.not_by_editing("the time of writing is not known to the editor"),
)
# A date to open with ("starting with the day's date", "begin each entry with the date").
format_rule(
    "starts_with_date",
    rf"\b(?:start|begin|open)(?:s|ing)? (?:{_REPLY} |it |each entry |every entry |each one "
    r"|every one |(?:ur |each |every )?messages? )?with (?:the |today's |the day's |a |its )?"
    # "start every message with the place and the date on a line of their own at the very top"
    r"(?:(?P<place>place|town|city) and (?:the )?)?(?:date|day's date)\b",
    _checks.starts_with_date,
    _edits.not_by_editing("the date to open with is not known to the editor"),
)
format_rule(
    "sentences_start_with",
    r"(?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences? (?:must |should |has to |"
    r"have to |needs? to |to )?(?:starts?|begins?|opens?) with (?:the (?:word|phrase) )?" + _QUOTED,
    _checks.sentences_start_with,
    _edits.start_every_sentence_with,
)
# How every paragraph opens ("Start every paragraph with a keyword in capital letters and a
# colon", "begin each paragraph with 'Ahoy'").
# "put my name, Alim, in every sentence you say"
format_rule(
    "name_in_every_sentence",
    r"\b(?:put|use|say|write) my name,? (?P<name>[^\W\d_][\w'’-]*),? in (?:every|each) "
    r"(?:single )?sentence\b",
    _checks.name_in_every_sentence,
    _edits.not_by_editing("a name is not put into every sentence by the editor"),
)
# "number your sentences backwards like the countdown before the fireworks: each sentence starts
# with its number in brackets and the last sentence is (1)"
format_rule(
    "countdown_sentences",
    r"\bnumber (?:(?:your|the|all|every|each)(?: of)?(?: your| the)? )?sentences? (?:\w+ )?"
    r"(?:backwards?|in reverse|counting down|from the top down)\b"
    r"|\bcount(?:ing)? down (?:your|the|all(?: of)?(?: your| the)?) sentences\b",
    _checks.countdown_sentences,
    _edits.not_by_editing("sentences are not numbered backwards by the editor"),
)
# "first a sentence that tells, then one that asks, then one that tells, then one that asks, and
# on like that to the end", "alternate statements and questions"
format_rule(
    "alternating_statements_and_questions",
    r"\b(?:first )?(?:a |one )?sentence that (?P<first>tells|states|says|asks)\b[^.;\n]{0,40}?"
    r"\b(?:then )?(?:one|a sentence|another) that (?:asks|tells|states|says)\b"
    r"|\balternat\w* (?:between )?(?P<first2>statements?|questions?) and "
    r"(?:statements?|questions?)",
    _checks.alternating_statements_and_questions,
    _edits.not_by_editing("sentences are not turned into questions by the editor"),
)
# "never use the same word twice in one sentence, not even small ones like 'the' or 'and'"
format_rule(
    "no_word_twice_in_a_sentence",
    r"\b(?:never|don't|do not|not) (?:use |say |write |repeat )?(?:the same|any) word twice in "
    r"(?:one|a|the same|any|each|every|a single) sentence\b",
    _checks.no_word_twice_in_a_sentence,
    _edits.not_by_editing("words are not rephrased by the editor"),
)
# "put the stress mark on every Russian word you write in Russian letters, like Байка́л"
format_rule(
    "stress_marks",
    r"\bstress(?:-| )?marks?\b[^.;\n]{0,20}?\b(?:on|over) (?:every|each|all(?: of)?(?: your| the)?)"
    r" (?:single )?(?:\w+ )?words?\b",
    _checks.stress_marks,
    _edits.not_by_editing("stress is not marked by the editor"),
)
# "count your sentences like the steps of a house ... (so never 3 or 6 or 9 sentences)"
format_rule(
    "sentence_count_avoided",
    r"\b(?:never|not|no) (?P<numbers>\d+(?:(?:,| or| and|, or) \d+)*) sentences\b",
    _checks.sentence_count_avoided,
    _edits.not_by_editing("a text is not edited to another number of sentences"),
)
# "put exactly one comma in every sentence, not none and not two"
format_rule(
    "sentence_commas",
    rf"\b(?:exactly |just )?{_NUMBER} commas? in (?:every|each|all(?: of)?(?: your| the)?) "
    r"(?:single )?sentences?\b",
    _checks.sentence_commas,
    _edits.not_by_editing("commas are not set by the editor"),
)
# "no double letters in anything you write, never the same letter twice in a row"
format_rule(
    "no_double_letters",
    r"\bno (?:double|doubled) letters\b|\b(?:never|not|no) (?:write |use |put )?the same letter "
    r"twice in a row\b",
    _checks.no_double_letters,
    _edits.not_by_editing("words are not rephrased by the editor"),
)
# "every sentence you write needs at least one number in figures, like 3 or 1998"
format_rule(
    "number_in_every_sentence",
    r"\b(?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences?\b[^.;\n]{0,40}?\b"
    r"(?:at least )?(?:one|a) (?:number|figure)s? (?:in (?:figures|digits)|written in (?:figures"
    r"|digits))",
    _checks.number_in_every_sentence,
    _edits.not_by_editing("a figure is not put in every sentence by the editor"),
)
# "no word that starts with the letter w in your messages, not one"
format_rule(
    "no_word_starting_with",
    r"\bno words? (?:that )?(?:starts?|begins?|starting|beginning) with (?:the letter |an? )?"
    r"[\"'“‘]?(?P<letter>[a-z])\b",
    _checks.no_word_starting_with,
    _edits.not_by_editing("words are not rephrased by the editor"),
)
format_rule(
    "sentences_name",
    r"\b(?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences?\b[^.;\n]{0,30}?\b"
    r"(?:must |should |has to |have to |needs? to |to )?(?:name|mention|include|contain|use)s? "
    r"(?:a |an |one |at least one |some )(?P<kind>colou?r|number)\b"
    # "Put at least one number written in figures into every sentence you say"
    r"|\b(?:put|use|include|have|give|mention|name|write) (?:at least )?(?:one|a|1|some) "
    r"(?P<kind2>colou?r|number|figure)s?\b[^.;\n]{0,30}?\b(?:in|into|inside) (?:every|each|all"
    r"(?: of)?(?: your| the)?) (?:single )?sentences?\b",
    _checks.sentences_name,
    _edits.not_by_editing("the colour or number to name is not known to the editor"),
)
format_rule(
    "paragraphs_start_with",
    r"\b(?:start|begin|open)s? (?:every|each|all(?: of)?(?: your| the)?) (?:single )?"
    # (not "with the name of one of the five colours ..., a different colour for each")
    r"paragraphs? with (?!the name of one of\b)(?P<what>[^.;\n]+)",
    _checks.paragraphs_start_with,
    _edits.not_by_editing("the keyword each paragraph opens with is not known to the editor"),
)
format_rule(
    "include_word",
    r"(?<!not )(?<!never )(?<!n't )(?:include|use|mention|contain|say) the "
    rf"(?:word|phrase|term|keyword|expression)s? {_QUOTED}",
    _checks.include_word,
    _edits.open_with_word,
)
# Both words a rule names, bare or in quotes ("use the words lagoon and frigate in every
# message", "write the two words «poartă» and «biserică»", "use the word crin and the word ixtle").
format_rule(
    "include_words",
    r"\b(?<!not )(?<!never )(?:include|use|write|put|say) the (?:(?:two |both )?words "
    # "use the word crin and the word ixtle at least once each"
    r"|word (?=\S+ and the word ))"
    r"[«\"'“‘]?(?P<first>[^\W\d_][\w'’-]*)[»\"'”’]? and (?:the word )?[«\"'“‘]?"
    r"(?P<second>[^\W\d_][\w'’-]*)[»\"'”’]?",
    _checks.include_words,
    _edits.not_by_editing("words are not put in by the editor"),
)
# A name written exactly as the rule writes it ("write the shop's name Chorizos Doña Elvira in
# every message, at least once, exactly like that, with the big C, the big D, the big E and the
# ñ").
format_rule(
    "name_written_exactly",
    r"\b(?:write|put|use|include) (?:the |our |my |your )?(?:[\w'’]+ )?name "
    r"(?P<name>(?-i:[A-Z][\w'’-]*(?: (?:(?:de|del|la|las|los|of|the|y|and|&) )*[A-Z][\w'’-]*)+))"
    r"\b[^.;]{0,60}?\bexactly\b",
    _checks.name_written_exactly,
    _edits.not_by_editing("a name is not put in by the editor"),
)
format_rule(
    "min_words",
    # (not a labelled sentence's own words: "starting with For Kiko: and then at least three words")
    r"(?<!and then )(?P<bound>at least|no fewer than|no less than|a minimum of|(?<!no )(?<!not )"
    r"(?<!never )"
    # not a run of words copied ("never more than three words in a row straight from it")
    rf"more than|over) {_NUMBER} words\b(?! in a row\b)",
    _checks.min_words,
    _edits.add_words,
)
# Words of a kind counted by their endings ("use at least three of your little words in every
# answer, the ones that end in -ito or -ita like ahorita"), in what the role says unless the rule
# counts the narration.
format_rule(
    "suffixed_words",
    rf"\bat least {_NUMBER} (?:of )?(?:[\w'-]+ ){{0,4}}?words?\b[^.;]{{0,60}}?\bend(?:s|ing)? "
    r"(?:in|with) (?P<suffixes>-[a-z]+(?:(?:,|,? or| and|/) ?-[a-z]+)*)",
    _checks.suffixed_words,
    _edits.not_by_editing("words of a given ending are not chosen by the editor"),
)
# Words of a short list, counted ("with at least 3 of ur short words like u, ur, pls, bc or tmrw
# in every message"), in what the role says unless the rule counts the narration.
format_rule(
    "listed_words",
    rf"\bat least {_NUMBER} (?:of )?(?:[\w'-]+ ){{0,4}}?words?\b"
    # not words in capitals, their examples after "like" ("at least three whole words in
    # CAPITALS, like STEADY or HAUL")
    r"(?![^.;]{0,40}?\bin (?:all )?(?:capital|caps|upper[- ]?case))"
    r"[^.;]{0,40}?\b(?:like|such as) (?P<words>[\w'-]+(?:(?:,|,? or|,? and) [\w'-]+)+)",
    _checks.listed_words,
    _edits.not_by_editing("words of a list are not put in by the editor"),
)
# Words of Arabizi, counted ("write at least 3 Arabic words in every message the way we text, in
# Arabizi with the numbers, like ya3ni, 7abibi or insha2allah"), in what the role says unless
# the rule counts the narration.
format_rule(
    "arabizi_words",
    rf"\bat least {_NUMBER} (?:[\w'-]+ ){{0,3}}?words?\b[^.;]{{0,80}}?\barabizi\b",
    _checks.arabizi_words,
    _edits.not_by_editing("words of Arabizi are not put in by the editor"),
)
# A word stretched ("stretch at least one word in every message the way we write on WhatsApp,
# the same letter 4 times or more in a row, like holaaaa").
format_rule(
    "stretched_word",
    rf"\bstretch\w* (?:at least )?(?:one|a|some) (?:\w+ )?words?\b(?:[^.;]{{0,100}}?\b{_NUMBER}"
    r" times)?",
    _checks.stretched_word,
    _edits.not_by_editing("a word to stretch is not chosen by the editor"),
)
# A whole sentence in a syllable game ("put one whole sentence of every answer in el idioma de
# la pe").
format_rule(
    "syllable_game_sentence",
    r"\bsentences?\b[^.;]{0,80}?\b(?:idioma|lengua|lenguaje|jerigonza|jeringonza) de la (?:pe|p|efe"
    r"|f)\b|\b(?:idioma|lengua|lenguaje) de la (?:pe|p|efe|f)\b[^.;]{0,80}?\bsentences?\b",
    _checks.syllable_game_sentence,
    _edits.not_by_editing("a sentence in a syllable game is not written by the editor"),
)
# A tone tag closing every sentence ("put a tone tag at the end of every sentence you say, /j
# when you're joking and /srs when you're serious").
format_rule(
    "tone_tags",
    r"\btone[- ]?(?:tags?|indicators?)\b",
    _checks.tone_tags,
    _edits.not_by_editing("a sentence's tone is not known to the editor"),
)
# A run of keyboard signs drawn in the reply ("draw me a little strip of lattice with keyboard
# signs, at least eight signs in a row like /\\/\\/\\/\\ or <><><><>").
format_rule(
    "sign_run",
    rf"\bat least {_NUMBER} (?:keyboard |typed )?(?:signs|symbols|characters) in a row\b",
    _checks.sign_run,
    _edits.not_by_editing("a drawing in signs is not made by the editor"),
)
format_rule(
    "postscript",
    # "end ur message with a PS, like the letters u sent Baba from the front"
    r"\bpostscript\b|\bP\.\s?S\.|(?-i:\bPS\b)",
    _checks.postscript,
    _edits.add_postscript,
)
# "pls write out every sum u do in full with the = sign, like 2 × 120 = 240".
format_rule(
    "sums_written_out",
    r"\b(?:write|show)(?: out)? (?:every|each|all|any|ur|your|the) (?:sums?|calculations?|maths?"
    r"|working)\b[^.;]{0,60}?(?:=|\bequals? sign)",
    _checks.sums_written_out,
    _edits.not_by_editing("the editor does not work sums out"),
)
format_rule(
    "paragraph_count",
    r"(?:(?P<bound>at most|no more than|not more than|up to|a maximum of|fewer than|less than|under"
    rf"|at least|no fewer than|a minimum of) )?(?:exactly |in |into )?{_NUMBER} (?:separate )?"
    # not "one paragraph for each letter": a count per item, not of the reply's paragraphs
    # "two paragraphs or more"
    r"paragraphs?\b(?P<or_more> or more\b)?(?! (?:for|per) (?:each|every)\b)"
    r"|\b(?:a single|one single|just one|only one) paragraph\b",
    _checks.paragraph_count,
    _edits.make_paragraphs,
)
# A title on the reply's first line ("Start every answer with a short title in capital letters,
# on a line of its own").
format_rule(
    "title_line",
    r"\b(?:start|begin|open|head)\w* (?:\w+ ){0,3}with (?:a |an )?(?:short |brief |little )?"
    r"(?:markdown )?(?:title|heading|headline)\b"
    # "put a title at the very top of every message between double angle brackets"
    r"|\bput (?:a |an )?(?:short |brief |little )?(?:title|heading|headline) at the "
    r"(?:very )?top\b",
    _checks.title_line,
    _edits.not_by_editing("a title is not made up by the editor"),
)
# An acrostic: "three sentences whose first letters spell I-C-E", "the first letters of the
# lines spell out 'SEA'".
format_rule(
    "acrostic",
    r"\b(?:first|initial|opening) letters?\b[^.;\n]{0,40}?\bspell(?:s|ing)?\b (?:out )?"
    # "spell my name, L E O": the letters after the name the rule calls them by
    r"(?:the word |(?:my|his|her|your|our|the) name,? )?[\"'“‘]?"
    # one word, or its letters set apart one by one ("L E O"), not the words after it ("spell
    # MED down the side")
    r"(?P<word>[A-Za-z](?:[-. ][A-Za-z](?![A-Za-z])){1,14}|[A-Za-z]{2,15})\b",
    _checks.acrostic,
    _edits.not_by_editing("an acrostic is not written by the editor"),
)
# Every letter of the alphabet at least once ("use all 26 letters of the alphabet at least once
# ... (yes even the q, the x and the z, and accents don't count)").
format_rule(
    "every_letter",
    r"\ball (?:26|twenty-six) letters\b|\bevery letter of the (?:english )?alphabet\b"
    r"|\bpangrams?\b",
    _checks.every_letter,
    _edits.not_by_editing("a text is not made to hold every letter by the editor"),
)
# The whole reply on one line ("with no line breaks at all", "without line breaks", "on a
# single line").
format_rule(
    "no_line_breaks",
    r"\b(?:no|without(?: any)?) (?:line[- ]?breaks?|new[- ]?lines?)\b|"
    # not "never two sentences on one line", nor "never all on one line"
    r"(?<!sentences )(?<!never all )(?<!not all )\b(?:on|in) (?:a single|one single|just one"
    r"|only one|one) line\b",
    _checks.no_line_breaks,
    _edits.join_lines,
)
# A list of a given number of items, bulleted or numbered ("a list of three tips", "a 5-item
# list").
format_rule(
    "list_items",
    r"\b(?:list of (?:exactly |only )?(?=\w+ (?:items?|things|points|entries|steps|reasons|tips"
    r"|ideas|examples)\b)|(?=\w+[- ]item list\b))"
    + _NUMBER
    + r"(?:[- ]item list| (?:items?|things|points|entries|steps|reasons|tips|ideas|examples))\b"
    # not "whenever u write a list of three things or more"
    r"(?! or more\b)",
    _checks.list_items,
    _edits.not_by_editing("a text is not edited into a list of a given number of items"),
)
format_rule(
    "bullet_points",
    # not "no lists, no bullet points, no headings"
    r"(?<!\bno )(?<!\bnot )(?<!\bwithout )(?<!\bnever use )"
    rf"(?:(?:exactly |precisely |only )?{_NUMBER} )?(?:bullet(?:ed)?[- ]?(?:points?|list)|"
    # "answer me in exactly 3 points, each on its own line starting with *"
    r"\bbullets\b|\bdot[- ]points?\b"
    r"|\bpoints?(?=,? each (?:on its own line )?(?:starting|beginning) with [*•-]))"
    # "as bullet points, each on a line of its own starting with the dot •, exactly four of them"
    r"(?=[^;]{0,160}?\bexactly (?P<n2>\w+) of them\b)?",
    _checks.bullet_points,
    _edits.make_bullet_points,
)
format_rule(
    "numbered_list",
    rf"(?:(?:exactly |precisely |only )?{_NUMBER} )?numbered (?:list|points|steps|items)",
    _checks.numbered_list,
    _edits.make_numbered_list,
)
# "write every message as a countdown, every line opening on its number and a full stop, the
# numbers going down one by one to the last line, which is 1."
format_rule(
    "countdown_lines",
    r"\bas a countdown\b",
    _checks.countdown_lines,
    _edits.not_by_editing("a text is not numbered down by the editor"),
)
# The mark each item must open with ("each starting with '- '", "every line begins with '>'"),
# a quoting mark shown bare ("every line starting with > like on Discord"), or a speaker's label
# shown bare ("every line starts with CALL: or CHORUS:").
format_rule(
    "item_marker",
    r"\b(?:each|every)(?: one| item| point| bullet| line| dot point| of them)? (?:must |should "
    rf"|has to |needs? to )?(?:start|begin)(?:s|ing)? with (?:{_QUOTED}"
    r"(?: or [\"'“‘](?P<other>[^\"“”]+?)[\"'”’])?|(?P<bare>[>»›|]{1,3})(?=[\s,.;)]|$)"
    # (not the speakers of a talk: "every line starting with Onur: and a question of mine")
    r"|(?P<label>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?:)(?! and a question\b)"
    r"(?: or (?P<other_label>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?:))?)",
    _checks.item_marker,
    _edits.not_by_editing("the items to mark are not known to the editor"),
)
# Questions and answers on lines of their own, each opened by its label ("every question on its
# own line starting with Q: and every answer on its own line starting with A:, at least 2 of
# each and nothing outside them").
format_rule(
    "question_answer_lines",
    r"\b(?:every|each) question\b[^.;]{0,30}?\b(?:start|begin|open)(?:s|ing)? with "
    r"(?P<question>[A-Z][\w'-]*:)[^.;]{0,20}?\b(?:every|each) answer\b[^.;]{0,30}?"
    r"\b(?:start|begin|open)(?:s|ing)? with (?P<answer>[A-Z][\w'-]*:)"
    rf"(?:,? (?:and )?at least {_NUMBER} of each\b)?",
    _checks.question_answer_lines,
    _edits.not_by_editing("the questions to answer are not known to the editor"),
)
# An emoji opening every line ("start every line of your message with an emoji, one at the
# front of each line").
format_rule(
    "lines_start_with_emoji",
    r"\b(?:start|begin|open)(?:s|ing)? (?:every|each) line\b[^.;]{0,40}?\bwith an? emoji\b"
    r"|\b(?:every|each) line\b[^.;]{0,30}?\b(?:starts?|begins?|opens?) with an? emoji\b"
    r"|\ban? emoji (?:at the (?:front|start|beginning) of|to (?:start|open|begin)) (?:every|each)"
    r" line\b",
    _checks.lines_start_with_emoji,
    _edits.not_by_editing("the emojis to open lines with are not known to the editor"),
)
# One mark opening every line ("start every line of every message with a little thread 🧵,
# every single line, the first one too, ... and no empty lines in between").
format_rule(
    "lines_start_with_mark",
    r"\b(?:start|begin|open)(?:s|ing)? (?:every|each) line\b[^.;]{0,40}?\bwith\b[^.;]{0,30}?"
    # "with a long dash and a space, — like this"
    r"(?P<mark>(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?)+|— )",
    _checks.lines_start_with_mark,
    _edits.not_by_editing("a mark is not set before every line by the editor"),
)
# "leave one empty line between every two lines of your message, never two lines of text
# touching and never two empty lines in a row"
format_rule(
    "double_spaced",
    r"\b(?:leave|put|with) (?:exactly )?(?:one|an?|a single) (?:empty|blank) line between "
    r"(?:every|each|all) (?:two )?lines\b|\bdouble[- ]spac(?:ed|ing|e)\b",
    _checks.double_spaced,
    _edits.not_by_editing("lines are not spaced out by the editor"),
)
format_rule(
    "bold_term",
    r"(?<!no )(?<!not )(?<!never )(?<!without )(?<!avoid )(?<!n't use )(?<!not use )"
    # not what the reason in brackets says is done with the rule's own marks ("(... it turns
    # whatever is between stars into bold, and don Ovidio says bold sells)")
    r"(?<!never use )\b(?:bold|boldface|embolden)\b(?![^()]*\))",
    _checks.bold_term,
    _edits.not_by_editing("the key term to put in bold is not known to the editor"),
)
# A bound on every word's syllables ("use no word of more than three syllables").
format_rule(
    "max_word_syllables",
    r"\b(?:(?:no|any|every|each|all|only) words? (?:of|with|longer than|over) (?:more than |over )?"
    rf"|words? of (?:at most|no more than|up to) ){_NUMBER} syllables?",
    _checks.max_word_syllables,
    _edits.not_by_editing("a text is not edited into words of a given length"),
)
# A bound on every word's letters ("use no word longer than eight letters").
format_rule(
    "max_word_letters",
    # "use only short words, not one word longer than seven letters in what you say"
    r"\b(?:not one|not a single|no|any|every|each|all|only) words? (?:longer than|of more than|over"
    r"|with more than) "
    rf"{_NUMBER} letters?\b",
    _checks.max_word_letters,
    _edits.not_by_editing("a text is not edited into words of a given length"),
)
# An exact count of lines ("answer in exactly four lines of verse, one per line").
format_rule(
    "line_count",
    rf"\b(?:exactly|precisely|in|as|of|with) {_NUMBER} lines\b(?! or\b| at most\b| maximum\b)",
    _checks.line_count,
    _edits.not_by_editing("a text is not edited into a number of lines"),
)
# "End every sentence you say with the word 'la'".
format_rule(
    "sentences_end_with",
    r"(?:\b(?:end|finish|close) (?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences?"
    r"(?: (?:you (?:say|write|speak)|of (?:your|the|each|every) (?:answer|reply|response)s?))?"
    r"|\b(?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences? (?:must |should |has "
    r"to |have to |needs? to |to )?(?:ends?|finish(?:es)?|closes?)) (?:with (?:the (?:word|phrase|"
    r"particle) )?"
    + _QUOTED
    # "end every sentence on the word guagliò"; "end every sentence with la, the polite la": a
    # bare word before a comma or a bracket, not a mark's name ("with a question mark, ...")
    + r"|(?:with|on) (?:the (?:word|particle) |(?!(?:a|an|the|one|some|any|your|my|our|this|that"
    r"|punctuation|emojis?|periods?|dots?|full|questions?|exclamations?|commas?|marks?|stops?"
    r"|ellips[ie]s|words?|rhymes?|capitals?|numbers?|figures?|symbols?|signs?|love)\b)"
    r"(?=[^\W\d_][\w'’]*(?:,| \(|\s*$)))(?P<bare>[^\W\d_][\w'’]*))",
    _checks.sentences_end_with,
    _edits.end_every_sentence_with,
)
# The words every paragraph ends with, bare or quoted, and the last paragraph's own ("every
# paragraph ends with over and the very last one with over and out").
_BARE_OR_QUOTED = r"[\"'“‘]?(?P<text>[\w'’ -]{1,30}?)[\"'”’]?"
format_rule(
    "paragraphs_end_with",
    r"(?:\b(?:end|finish|close) (?:every|each|all(?: of)?(?: your| ur| the)?) paragraphs?"
    r"|\b(?:every|each|all(?: of)?(?: your| ur| the)?) paragraphs? (?:must |should |has to |"
    rf"have to |needs? to |to )?(?:ends?|finish(?:es)?|closes?)) with {_BARE_OR_QUOTED}"
    r"(?:,? and (?:the )?(?:very )?(?:last|final)(?: one| paragraph)? (?:with )?"
    r"[\"'“‘]?(?P<last>[\w'’ -]{1,30}?)[\"'”’]?)?(?=[,.;:!?()\n]| [^\w\s]|$)",
    _checks.paragraphs_end_with,
    _edits.not_by_editing("a paragraph's last words are not set by the editor"),
)
# A line of the user's on a line of its own closing every paragraph ("end every paragraph of your
# message with our line Wayra shamun, rondador waqan on a line of its own, the same words every
# time, with the comma and with no full stop after it").
format_rule(
    "paragraphs_end_with_line",
    r"\bend (?:every|each) paragraph(?: of (?:your|ur|the) (?:message|reply|answer))? with"
    r" (?:our|the|this|my) (?:line|refrain|verse|words) (?P<line>[^\n]+?) on (?:a|its)"
    r" (?:own )?line(?: of its own)?\b(?:[^.;]{0,120}?\bno (?:full stop|period|dot)\b"
    r"(?: after it)?)?",
    _checks.paragraphs_end_with_line,
    _edits.not_by_editing("a closing line is not added by the editor"),
)
# "Write every time of day in the 24-hour clock, like 07:45", "times in the 12-hour clock with
# am or pm", "write it as a clock time the 24-hour way".
format_rule(
    "clock_times",
    r"\b(?:(?:in|on|using|use|with) (?:the |a )?|the (?=\d\d[- ]hour way\b))(?P<clock>24|12)"
    r"[- ]hour (?:clock|time|format|notation|way)\b",
    _checks.clock_times,
    _edits.not_by_editing("a time of day is not rewritten by the editor"),
)
# "Lay out every answer as a markdown table with a header row, and write nothing outside it".
format_rule(
    "markdown_table",
    r"\b(?:as|in|into|inside|using) (?:a |one |a single )?(?:markdown |md )?table\b"
    r"(?! (?:manners|salt|wine|tennis|top|cloth|spoon)\b)|\bmarkdown table\b"
    # "put a table in every message, the computer way, with | between the columns"
    r"|\b(?:put|include|add|draw) (?:a |one )?table (?:in|into) (?:every|each|your)\b",
    _checks.markdown_table,
    _edits.not_by_editing("a text is not laid out as a table by the editor"),
)
# "End every answer with three dots (...) and never with a full stop".
format_rule(
    "ends_with_mark",
    r"\b(?:end|finish|close|conclude)s? (?:every|each|your|the|all(?: of)?(?: your)?) (?:answer|"
    r"reply|response|message)s? (?:on|with) (?P<mark>an ellipsis|(?:three )?dots|an? "
    r"(?:colon|semicolon|dash|exclamation (?:mark|point)|full stop|period))",
    _checks.ends_with_mark,
    _edits.not_by_editing("the closing mark is not changed by the editor"),
)
# "Write every date as the day in figures followed by the month's full name, like 14 October";
# "whenever you write a date write the whole date, ..., like 9 March 1973".
format_rule(
    "date_form",
    r"\b(?:write|give|put|spell)s? (?:every|each|all|any)(?: of the)? dates?\b"
    r"|\b(?:whenever|every time|each time) (?:you|u) write a date\b",
    _checks.date_form,
    _edits.not_by_editing("a date is not rewritten by the editor"),
)
# "Round every number of ten or more to the nearest ten, like 'about 40 hours' for 37".
format_rule(
    "rounded_numbers",
    r"\bround (?:every|each|all|any)(?: of the)? (?:numbers?|figures?|amounts?)(?: (?:of|from) "
    r"(?P<least>\w+) (?:or|and) (?:more|over|above|up))? (?:to|off to) the nearest "
    r"(?P<step>ten|hundred|thousand|five|fifty|\d+)\b",
    _checks.rounded_numbers,
    _edits.not_by_editing("a number is not rounded by the editor"),
)
# "Use British spelling in every answer (colour, grey, centre), never American spelling".
format_rule(
    "spelling_variety",
    r"\b(?:use|write in|in|with|keep to|stick to) (?P<variety>british|uk|american|us) "
    r"(?:english )?spellings?\b",
    _checks.spelling_variety,
    _edits.respell,
)
# "Give every weight in kilograms, never in grams, so 4,150 grams is 4.15 kg".
format_rule(
    "one_unit",
    r"\b(?:give|write|put|state|express|measure)s? (?:every|each|all|any)(?: of the| of your)? "
    r"(?P<quantity>weights?|mass(?:es)?|lengths?|distances?|heights?|depths?|widths?|volumes?|"
    r"temperatures?) (?:only )?in (?P<unit>(?:nautical )?[a-z°]+)",
    _checks.one_unit,
    _edits.not_by_editing("a measurement is not converted by the editor"),
)
# "Number every sentence of your answer in order, putting (1), (2), (3) in front of each one".
format_rule(
    "numbered_sentences",
    r"\bnumber (?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences?\b"
    r"|\b(?:every|each) sentence (?:\w+ ){0,3}numbered\b",
    _checks.numbered_sentences,
    _edits.not_by_editing("sentences are not numbered by the editor"),
)
# "Write every number in Roman numerals, like XII for 12", "write every number as a Roman
# numeral, like VII or MCMXCVI".
format_rule(
    "roman_numerals",
    r"\b(?:in|as|using) (?:a )?roman numerals?\b",
    _checks.roman_numerals,
    _edits.not_by_editing("a number is not written in Roman numerals by the editor"),
)
# "Write every number from one to nine in words and every number from 10 up in figures", "spell
# out numbers under ten".
_SMALL_NUMBERS = (
    r"numbers? (?:(?:from |between )?(?:zero|one|0|1) ?(?:to|through|thru|and|-|–) ?"
    r"(?P<upto>\w+(?:-\w+)?)|(?:under|below|less than|smaller than|up to) "
    r"(?P<under>\w+(?:-\w+)?))\b"
)
format_rule(
    "numbers_by_size",
    r"\b(?P<lead>spell (?:out )?(?:every |each |all |any )?|words for (?:every |each |all |any "
    rf"|the )?)?{_SMALL_NUMBERS}"
    # "numbers under ten" is the rule where words are asked, before it or after it
    r"(?(lead)|[^.;]{0,40}?\b(?:in words|spelled out|spelt out|as words)\b)",
    _checks.numbers_by_size,
    _edits.numbers_by_size,
)
# "Write every measurement, whether a snow depth, a wind speed or a temperature, with a
# plus-minus margin like 40 ± 5 cm".
format_rule(
    "with_margins",
    r"\b(?:every|each|all|any) (?:measurements?|figures?|numbers?|values?|readings?)\b[^.;]{0,80}?"
    r"\bwith (?:a |an |its |their )?(?:plus-minus|plus-or-minus|plus or minus|±|(?:error )?"
    r"margins?|uncertainty)",
    _checks.with_margins,
    _edits.not_by_editing("a margin is not made up by the editor"),
)
# "Write every number the Brazilian way, with a point between thousands and a comma before
# decimals, like R$ 1.450,00 or 6,5 hours".
format_rule(
    "decimal_comma",
    # (not "the Spanish way with the upside-down ¿", a way of marking questions)
    r"\b(?:brazilian|european|continental|german|french|italian|spanish|portuguese|dutch) way\b"
    r"(?! with the upside)"
    r"|\b(?:a )?(?:point|dot|full stop|period) (?:between|for|to separate) (?:the )?thousands\b"
    r"|\b(?:a )?comma (?:before|for|as) (?:the )?decimals?\b|\bdecimal commas?\b",
    _checks.decimal_comma,
    _edits.not_by_editing("a number's separators are not changed by the editor"),
)
# "Use no more than two numbers in any answer, counting figures, number words and dates alike".
format_rule(
    "max_numbers",
    r"\b(?P<bound>no more than|not more than|at most|a maximum of|fewer than|less than|only) "
    rf"{_NUMBER} (?:numbers?|figures?)\b",
    _checks.max_numbers,
    _edits.not_by_editing("numbers are not taken out by the editor"),
)
# "Write every answer as one chain of short steps joined by arrows (→)".
format_rule(
    "arrow_chain",
    r"\b(?:joined|linked|connected|separated) by arrows\b|\bchain of (?:short )?steps\b[^.;]*"
    r"\barrows?\b|\barrows? \((?:→|->)\)",
    _checks.arrow_chain,
    _edits.not_by_editing("a text is not rewritten as a chain of steps by the editor"),
)
# "Add one footnote to every answer: put a dagger (†) after one word, and explain that word on
# a last line of its own that starts with †".
format_rule(
    "footnote",
    r"\b(?:add|put|include|give|with) (?:one |a |a single )?footnotes?\b",
    _checks.footnote,
    _edits.not_by_editing("a footnote is not written by the editor"),
)
# "Begin and end every answer with the same word".
format_rule(
    "same_first_and_last_word",
    r"\b(?:begin|start|open)s? and (?:end|finish|close)s? (?:\w+ ){0,3}?with the same word\b",
    _checks.same_first_and_last_word,
    _edits.not_by_editing("a text is not given the same first and last word by the editor"),
)
# The last sentence the first one again ("make the last sentence of every message the very same
# as the first one, word for word").
format_rule(
    "same_first_and_last_sentence",
    # "make your last sentence the same as your first, word for word"
    r"\b(?:last|final|closing) sentence\b[^.;]{0,40}?\b(?:the )?(?:very )?same as (?:the|your) "
    r"(?:first|opening)\b"
    r"|\b(?:first|opening) sentence\b[^.;]{0,40}?\b(?:the )?(?:very )?same as the "
    r"(?:last|final|closing)\b"
    r"|\b(?:end|finish|close)s? (?:\w+ ){0,3}?with the (?:same|very same) sentence\b",
    _checks.same_first_and_last_sentence,
    _edits.not_by_editing("a text is not given the same first and last sentence by the editor"),
)
# What the answer turns on kept for the last sentence ("don't say what the reason is until the
# very last sentence, I like to guess first").
format_rule(
    "reason_in_last_sentence",
    r"\b(?:don'?t|do not|never) (?:say|tell|give|reveal|name) (?:me )?(?:what )?the (?:reason|cause"
    r"|culprit)(?: is)? (?:until|till|before) the (?:very )?(?:last|final) sentence\b"
    r"|\bthe (?:reason|cause|culprit) only (?:in|at) the (?:very )?(?:last|final) "
    r"sentence\b",
    _checks.reason_in_last_sentence,
    _edits.not_by_editing("a text is not reordered to end on its reason by the editor"),
)
# Everyone named with their age in brackets ("whenever u name someone put their age in brackets
# right after the name, like Tia Lurdes (52) ... (everyone u name pls, even in the ⏳ bits)").
format_rule(
    "ages_after_names",
    r"\b(?:whenever|every time|each time|when) (?:you|u) (?:name|mention) (?:someone|somebody"
    r"|anyone|anybody|a person|people)\b[^.;]{0,60}?\b(?:their|his or her|the person's) ages?"
    r" in (?:brackets|parenthes[ie]s|round brackets)\b"
    # "put the age after every person you name, in brackets"
    r"|\bthe age after every (?:person|one|name) (?:you|u) (?:name|mention)\b[^.;]{0,20}?\bin "
    r"(?:brackets|parenthes[ie]s)\b",
    _checks.ages_after_names,
    _edits.not_by_editing("a person's age is not known to the editor"),
)
# Numbers in another script's digits ("write every number in Arabic numbers like on the car plates
# in Doha, ١ ٢ ٣ and ١٥٠, not 1 2 3 and not in words").
format_rule(
    "digits_of_a_script",
    r"\b(?:write|put|use)\b[^.;]{0,40}?\bnumbers?\b[^.;]{0,30}?\bin (?:eastern )?"
    r"(?P<script>arabic|persian|devanagari|hindi|bengali|thai|khmer|burmese)(?:-indic)? "
    r"(?:numbers|numerals|digits)\b",
    _checks.digits_of_a_script,
    _edits.not_by_editing("numbers are not rewritten in another script by the editor"),
)
# Every amount of money in one currency and then in another in brackets, at the rule's rate where
# it gives one ("every time u write an amount of money put it in dollars AND in colones right after
# it in brackets, like $3.00 (₡26.25) ... a dollar is 8.75 colones").
format_rule(
    "amounts_in_two_currencies",
    r"\bamounts? of money\b[^.;]{0,40}?\bin (?P<first>[a-z]+) and (?:also )?in (?P<second>[a-z]+),?"
    r" (?:right |just |straight )?after (?:it|them),? in (?:round )?(?:brackets|parenthes[ie]s)\b",
    _checks.amounts_in_two_units,
    _edits.not_by_editing("an exchange rate is not known to the editor"),
)
# The same for units ("every time u write kilos put the pounds right after in brackets, like 5 kg
# (11 lb) ... (kilos times 2.2, rounding is fine, but every single time pls, even for just one
# kilo)").
format_rule(
    "amounts_in_two_units",
    r"\b(?:every|each) time (?:u|you) (?:write|say|use|give|mention) (?P<first>[a-z]+),? (?:put|add"
    r"|write|give) (?:the )?(?P<second>[a-z]+) (?:right |just |straight )?after(?: it| them)?,? in"
    r" (?:round )?(?:brackets|parenthes[ie]s)\b",
    _checks.amounts_in_two_units,
    _edits.not_by_editing("a conversion is not made by the editor"),
)
# Every amount of money in words first, then its figure in brackets ("write every money amount the
# way u write ur cheques ..., first in words and then the figure in brackets, like 'twenty dollars
# (F$20)'").
# Every number in words and then its figure in brackets ("write every number in words and then in
# figures in brackets, like four hundred (400)").
# "write every second sentence in Hindi, in Hindi letters, English then Hindi then English".
format_rule(
    "alternating_language",
    r"\bevery (?:second|other) sentence (?:in|of) (?P<language>[A-Z][a-z]+)\b",
    _checks.alternating_language,
    _edits.not_by_editing("a text is not translated by the editor"),
)
# "every Basque word you write, put its English right after it in brackets, like ardi (sheep), and
# write at least one".
format_rule(
    "glossed_words",
    r"\bevery (?P<language>[A-Z][\w'-]+) word (?:you|u) (?:write|use|say)\b[^.;]{0,40}?"
    r"\b(?:its|the) English (?:right |just )?after (?:it )?in (?:round )?brackets\b"
    # "put at least two of our own Kankanaey or Ilocano words in every message, and right after
    # every one of them put its English in square brackets, like inayan [not done, bad luck]"
    rf"|\bat least {_NUMBER} (?:of )?(?:our |your |my )?(?:own )?"
    r"(?:[A-Z][\w-]+ (?:or [A-Z][\w-]+ )?)?words?\b[^.;]{0,80}?\b(?:its|their) English in square"
    r" brackets\b",
    _checks.glossed_words,
    _edits.not_by_editing("a text is not glossed by the editor"),
)
format_rule(
    "numbers_in_words_then_figures",
    r"\b(?:write|put|give) (?:every|each|all|any) (?:single )?(?:numbers?|figures?)\b[^.;]{0,30}?"
    r"\bin words,? (?:and )?(?:then )?(?:in |the )?(?:figures?|digits|numerals) in (?:round )?"
    r"(?:brackets|parenthes[ie]s)\b",
    _checks.numbers_in_words_then_figures,
    _edits.not_by_editing("numbers are not written out by the editor"),
)
format_rule(
    "amounts_in_words_then_figures",
    r"\b(?:every|each|all) (?:money |cash )?amounts?\b[^.;]{0,80}?\bfirst in words,? and then "
    r"(?:the )?(?:figures?|numbers?|digits) in (?:round )?(?:brackets|parenthes[ie]s)\b",
    _checks.amounts_in_words_then_figures,
    _edits.not_by_editing("amounts are not written out by the editor"),
)
# A word never written, an emoji in its place ("every time u'd write potato or potatoes put a 🥔
# instead ... (never the word itself pls, not in English and not Gromperen either ... and the 🎡 🎠
# bits too)").
format_rule(
    "word_as_emoji",
    r"\b(?:every|each) time (?:u|you)(?:'d| would)? (?:write|say|use|type) (?P<words>[\w'-]+(?: or "
    r"[\w'-]+)*) (?:put|use|write|type) (?:an? |the )?(?P<emoji>[^\w\s]{1,3}) instead\b",
    _checks.word_as_emoji,
    _edits.not_by_editing("a word is not swapped for an emoji by the editor"),
)
# "Each number you write, in figures or in words, must be bigger than the one before it".
format_rule(
    "rising_numbers",
    r"\b(?:each|every) number\b[^.;]{0,80}?\b(?:bigger|greater|larger|higher) than the (?:one|"
    r"number) (?:before|written before|that comes before)\b",
    _checks.rising_numbers,
    _edits.not_by_editing("numbers are not put in order by the editor"),
)
# "Spell out exactly one word in the radio alphabet, like ice: India-Charlie-Echo".
format_rule(
    "radio_alphabet",
    rf"\bspell(?: out)? (?:(?P<bound>exactly|at least|only|just) )?{_NUMBER} words? (?:\w+ )?"
    r"(?:in|with) the (?:radio|nato|phonetic|spelling|icao|international radiotelephony) "
    r"(?:spelling )?alphabet\b",
    _checks.radio_alphabet,
    _edits.not_by_editing("a word is not spelled out by the editor"),
)
# "Whenever you name a colour, say it first in Spanish and then in English in round brackets,
# like rojo (red)".
format_rule(
    "colours_translated",
    r"\b(?:name|say|mention|write)s? (?:a |any |every )?colou?rs?\b[^.;]{0,40}?\bthen in english\b"
    r"|\bcolou?rs?\b[^.;]{0,60}?\bin english in (?:round )?brackets\b",
    _checks.colours_translated,
    _edits.not_by_editing("a colour is not translated by the editor"),
)
# Hashtags: how many, and where ("exactly one hashtag, as its very last word").
format_rule(
    "hashtags",
    r"\b(?:(?:exactly|only|just|at least|at most) )?(?P<n>\d+|one|two|three|a single|a)"
    r" hashtags?\b",
    _checks.hashtags,
    _edits.not_by_editing("the hashtag to add is not known to the editor"),
)
# "make your sentences rhyme two by two like a kaiso, the first with the second, the third with
# the fourth, right through to the end".
format_rule(
    "rhyming_pairs",
    r"\b(?P<unit>sentences|lines) (?:that )?rhym(?:e|ing) (?:two by two|in pairs|in couplets)\b",
    _checks.rhyming_pairs,
    _edits.not_by_editing("a text is not edited into rhyme"),
)
# "end every message on a little two-line rhyme ... (two lines with a / between them ..., the last
# words of the two rhyming, and nothing after them)".
format_rule(
    "closing_rhyme",
    r"\b(?:end|finish|close)s? (?:every|each|your|the) (?:message|reply|answer)s? (?:on|with) "
    r"(?:a |an )?(?:little |short )?(?:two-line rhyme|rhyming couplet|couplet)\b",
    _checks.closing_rhyme,
    _edits.not_by_editing("a text is not edited into rhyme"),
)
format_rule(
    "haiku",
    r"\bhaikus?\b",
    _checks.haiku,
    _edits.not_by_editing("a text cannot be edited into a haiku of 5, 7 and 5 syllables"),
)
# A closing line of its own that opens with a given phrase ("at the end, one line that starts
# with 'TL;DR:'").
format_rule(
    "last_line_starts_with",
    r"\b(?:at the end|end (?:with|on)|finish(?:es)? with|close with|last)\b[^.;]{0,40}?"
    # "end with a last line of its own that starts «Source:»"
    r"\b(?:last line of (?:its|their) own|line) (?:that |which )?(?:starts?|begins?|opens?)"
    r"(?: with)? "
    r"(?:the (?:word|words|phrase) )?"
    # "a last line of its own that starts «Source:»"
    rf"(?:{_QUOTED}|«(?P<guillemets>[^»]+?)»)",
    _checks.last_line_starts_with,
    _edits.not_by_editing("the closing line's words are not known to the editor"),
)
# A summary line, "TL;DR:" or "In short:", first or last ("put a TL;DR as the very last line of
# every message, starting TL;DR: and saying it all in one line", "start every message with TL;DR:
# in capitals and the whole message in one sentence after it, then the rest", "start every message
# with a line of its own beginning with TL;DR: and then your whole answer in one sentence, then an
# empty line", "end every message with TL;DR: and then one short sentence that sums the whole
# message up", "end every message with a last line of its own, after an empty line, starting In
# short: and then one sentence").
format_rule(
    "summary_line",
    r"\bTL;DR\b[^.]{0,20}?\bas the (?:very )?(?P<last>last) line\b(?:[^.]{0,80}?\bone "
    r"(?:line|sentence)\b)?"
    r"|\b(?:(?:start|begin|open)s?|(?P<end>end|finish|close)s?) (?:every|each|your|the) "
    r"(?:message|reply|answer) with (?:(?P<own_line>a (?:last |closing |final |first )?line of "
    r"(?:its|their) own)(?:,? after an? (?:empty|blank) line)?,? (?:that )?(?:begins?|beginning"
    r"|starts?|starting|opens?|opening)(?: with)? )?"
    r"(?P<marker>TL;DR|In short|In brief|In a word|To sum up|Bottom line):?"
    r"(?:[^.]{0,80}?\b(?P<one>one) (?:short )?(?:line|sentence)\b)?",
    _checks.summary_line,
    _edits.not_by_editing("a summary is not written by the editor"),
)
# Lines in groups of N, one empty line between groups ("leave one empty line after every second
# line, so your lines come in pairs, two lines, an empty line, two more lines").
format_rule(
    "lines_in_groups",
    r"\b(?:leave|put|an?|one) (?:empty|blank) line after every (?P<n>second|third|fourth|2nd|3rd"
    r"|4th|two|three|four) lines?\b",
    _checks.lines_in_groups,
    _edits.not_by_editing("lines are not regrouped by the editor"),
)
# All the narration gathered after the last word said ("say everything you have to say first and
# put the bits about what you're doing all together at the very end, after your last word").
format_rule(
    "narration_at_end",
    r"\b(?:put|keep|gather|save) (?:all )?(?:the |your )?(?:bits about what (?:you|u)(?:'re|’re"
    r"| are) doing|narration|actions?|stage directions?)\b[^.;]{0,30}?\bat the (?:very )?end\b",
    _checks.narration_at_end,
    _edits.not_by_editing("narration is not moved by the editor"),
)
# A dash opening every sentence ("put a long dash — and a space in front of every sentence, the
# very first sentence too, ... and no long dash anywhere else").
format_rule(
    "dash_before_sentences",
    r"\b(?:put|write|start|begin|open)(?: with)? (?:a |an )?(?P<kind>long |em |en )?dash\b"
    r"[^.;]{0,40}?\b(?:in front of|before|at the start of) (?:every|each) sentence\b"
    r"|\b(?:every|each) sentence (?:starts?|begins?|opens?) (?:with|on) (?:a |an )?"
    r"(?P<kind2>long |em |en )?dash\b",
    _checks.dash_before_sentences,
    _edits.not_by_editing("dashes are not set by the editor"),
)
# Every place name between two marks ("put every place name between two straight bars, like
# |Ubud|, ... the bars stuck right onto the name, and the bar | nowhere else").
format_rule(
    "place_names_between_marks",
    r"\b(?:put|write|set|wrap) (?:every|each|all(?: the)?) place ?names? between (?:two )?"
    r"(?:straight |vertical )?(?P<marks>bars|slashes|tildes)\b",
    _checks.place_names_between_marks,
    _edits.not_by_editing("place names are not marked by the editor"),
)
# The user's name in the last sentence only ("don't put my name anywhere in your message except the
# very last sentence, say Lucía in that last sentence and not once before it, not Lucita and not
# Lu").
format_rule(
    "name_only_in_last_sentence",
    r"\b(?:don't|do not|never) (?:put|write|use|say) my name anywhere\b[^.;]{0,40}?\bexcept "
    r"(?:in )?the (?:very )?last sentence\b[^.;]{0,20}?\bsay (?P<name>(?-i:[A-Z])[\w'’-]+)",
    _checks.name_only_in_last_sentence,
    _edits.not_by_editing("names are not moved by the editor"),
)
# A first line listing things, and one sentence under it for each ("start every message with a
# line of its own that says Tools: and then the tools you talk about, split by commas, and then
# write exactly one sentence for each tool on that line").
format_rule(
    "listed_line_and_a_sentence_each",
    r"\b(?:start|begin|open)s? (?:every|each|your|the) (?:message|reply|answer) with a line of "
    r"(?:its|their) own (?:that )?(?:says|reading|starting|saying) "
    r"(?P<label>(?-i:[A-Z])[\w ]{0,20}:)"
    r"[^.;]{0,120}?\bone sentence for (?:each|every) (?P<item>[\w-]+)\b",
    _checks.listed_line_and_a_sentence_each,
    _edits.not_by_editing("lists and sentences are not written by the editor"),
)
# Every paragraph opening on the word the one before opened on ("start every paragraph on the same
# word as the one before it, any word you like but the very same word every time").
format_rule(
    "paragraphs_on_one_word",
    r"\b(?:start|begin|open) (?:every|each) paragraph (?:on|with) the (?:very )?same word as the "
    r"(?:one|paragraph) before\b",
    _checks.paragraphs_on_one_word,
    _edits.not_by_editing("paragraphs are not reworded by the editor"),
)
# No "I", "me" or "my", and a name for itself in their place ("never write I or me or my or mine or
# myself in your messages, call yourself this potter instead, at least once in every message").
format_rule(
    "speaks_of_itself_by_a_name",
    r"\bnever (?:write|say|use) I or me or my\b[^.;]{0,60}?\bcall yourself (?P<self>[\w' -]{2,30}?)"
    r" instead\b",
    _checks.speaks_of_itself_by_a_name,
    _edits.not_by_editing("the editor does not turn a reply into the third person"),
)
# No figure over a bound ("never write a number in figures bigger than 100 in any message, write the
# big ones out in words, and put at least one small figure in every message").
format_rule(
    "figures_at_most",
    r"\bnever (?:write|put|use) (?:a |any )?(?:number|figure)s? in (?:figures|digits) (?:bigger|"
    r"higher|larger|greater|more) than (?P<n>\d+)\b",
    _checks.figures_at_most,
    _edits.not_by_editing("numbers are not rewritten by the editor"),
)
# A first line with a yes or no after its label and a second line with a label of its own ("first a
# line of its own that says Yes or no: and then only the word yes or no, ..., then a line of its own
# that says just Why: and under it all the rest").
format_rule(
    "yes_or_no_line_then_why",
    r"\ba line of (?:its|their) own that says (?P<first>Yes or no:)[^.;]{0,120}?\bthen a line of "
    r"(?:its|their) own that says (?:just |only )?(?P<second>(?-i:[A-Z])[\w ]{0,20}:)",
    _checks.yes_or_no_line_then_why,
    _edits.not_by_editing("the editor does not answer yes or no"),
)
# A last line that is one of the rule's phrases ("end every message on a line of its own with one of
# three sentences, «My answer is yes», «My answer is no» or «My answer is maybe», with a full stop
# after it"; "end every message with a line of its own that is just «My answer is yes.» or ...").
format_rule(
    "closing_line_of_one_of",
    r"\b(?:end|finish|close) (?:your |each |every )(?:messages?|replies|reply) (?:on|with) a line "
    r"of (?:its|their) own (?:that is (?:just |only )?|with one of (?:these |the )?\w+ "
    r"(?:sentences|phrases|lines),? )"
    r"(?P<choices>«[^«»\n]+»(?:(?:,|,? or) «[^«»\n]+»)+)(?P<stop>,? with a full stop after it)?",
    _checks.closing_line_of_one_of,
    _edits.not_by_editing("the editor does not choose among closings"),
)
# A labelled first line with the whole answer in one sentence, then an empty line ("start every
# message with a line of its own that begins Short answer: and gives your whole answer in one
# sentence, then an empty line, then the rest of your message").
format_rule(
    "answer_line_then_empty",
    r"\b(?:start|begin|open) (?:every|each|your) (?:message|reply|answer) with a line of (?:its|"
    r"their) own that begins (?P<label>(?-i:[A-Z])[\w ]{0,20}:) and gives (?:your|the) (?:whole )?"
    r"answer in one sentence,? then an empty line\b",
    _checks.answer_line_then_empty,
    _edits.not_by_editing("the editor does not write an answer line"),
)
# One of the rule's words in every paragraph ("in every paragraph of every message say the time of
# day, the word itself, morning or noon or afternoon or evening or night, at least once in each
# paragraph, and if the message is only one paragraph it needs it too").
format_rule(
    "one_of_words_in_every_paragraph",
    r"\bin (?:every|each) paragraph\b[^.;]{0,40}?\b(?:say|use|name|put)\b[^.;]{0,40}?,? the word "
    r"itself, (?P<words>[\w-]+(?: or [\w-]+)+)(?:,? at least once in (?:each|every) paragraph)?"
    r"(?:,? and if the (?:message|reply) is only one paragraph,? it needs it too)?",
    _checks.one_of_words_in_every_paragraph,
    _edits.not_by_editing("paragraphs are not reworded by the editor"),
)
# Every person's name glossed in brackets ("every time you write the name of a person, me too, put
# right after the name in round brackets who that person is to you, like Rustam (my son)").
format_rule(
    "names_glossed_in_brackets",
    r"\bevery time (?:you|u) write the name of a person\b[^.;]{0,40}?\bput right after the name in "
    r"(?:round )?brackets who (?:that|the) person is\b",
    _checks.names_glossed_in_brackets,
    _edits.not_by_editing("the editor does not say who people are"),
)
# Things counted off with "firstly, secondly, thirdly" ("count them off inside your sentences with
# the words firstly, secondly, thirdly and on, in that order, ..., at least up to thirdly").
format_rule(
    "counted_off_with_ordinal_adverbs",
    r"\bcount (?:them|things|it) off\b[^.;]{0,40}?\bwith the words firstly, secondly"
    r"(?:, thirdly)?\b[^;]{0,120}?\bat least up to (?P<least>(?:second|third|fourth|fifth)ly)\b",
    _checks.counted_off_with_ordinal_adverbs,
    _edits.not_by_editing("the editor does not count things off"),
)
# A signature, then a postscript as the very last thing ("close every message like a letter, first
# your signature, a long dash and your name just like «— Efraín», and right after the signature a
# postscript that starts with «P.D.»").
format_rule(
    "signature_then_postscript",
    r"\b(?:close|end|sign off) (?:every|each|your) (?:message|reply|answer)\b[^.;«]{0,40}?"
    r"\bsignature\b[^«;]{0,80}?«(?P<signature>[—–-] ?[^«»\n]+)»[^«;]{0,60}?\bpostscript that "
    r"(?:starts|begins|opens) with «(?P<mark>[^«»\n]{1,8})»",
    _checks.signature_then_postscript,
    _edits.not_by_editing("the editor writes no signature"),
)
# The last sentence of every paragraph the shortest in it ("in every paragraph of every message
# make the last sentence the shortest one, fewer words than any other sentence in that paragraph,
# and give every paragraph at least two sentences, even if the message is only one paragraph").
format_rule(
    "last_sentence_shortest_in_paragraphs",
    r"\bin (?:every|each) paragraph\b[^.;]{0,40}? make the last sentence the shortest(?: one)?\b"
    r"(?:,? fewer words than any other sentence in (?:that|the|its) paragraph)?"
    r"(?:,? and give every paragraph at least two sentences)?"
    r"(?:,? even if the (?:message|reply) is only one paragraph)?",
    _checks.last_sentence_shortest_in_paragraphs,
    _edits.not_by_editing("paragraphs are not reworded by the editor"),
)
# The first sentence of an exact length ("make the very first sentence of every message exactly
# seven words long, not six and not eight, every word counted up to the first full stop").
format_rule(
    "first_sentence_word_count",
    rf"\bmake the (?:very )?first sentence of (?:every|each|your) (?:message|reply|answer) exactly "
    rf"{_NUMBER} words long\b",
    _checks.first_sentence_word_count,
    _edits.not_by_editing("sentences are not reworded by the editor"),
)
# Every measure with the sign of its unit ("whenever you give a measure, ..., write it as a
# figure, a space and the short sign of its unit, like 5 m or 2 kg or 40 L or 60 °C").
format_rule(
    "measures_with_unit_signs",
    r"\bmeasures?\b[^;]{0,80}?\bwrite (?:it|them) as a figure, a space and the (?:short )?sign of "
    r"(?:its|their) unit\b",
    _checks.measures_with_unit_signs,
    _edits.not_by_editing("measures are not rewritten by the editor"),
)
# Every sentence closed with the Chinese full stop ("end every sentence with the Chinese full stop
# «。» like you do on WeChat, never with the little English dot «.» and never with «!»").
format_rule(
    "sentences_end_on_chinese_stops",
    r"\bend (?:every|each) sentence with the Chinese full stop\b",
    _checks.sentences_end_on_chinese_stops,
    _edits.not_by_editing("full stops are not rewritten by the editor"),
)
# The first sentences questions back to the user ("open every message with exactly two questions
# back to me, your very first two sentences, ..., and after those two not one more question").
format_rule(
    "questions_first",
    rf"\b(?:open|start|begin) (?:every|each|your) (?:message|reply|answer) with exactly {_NUMBER} "
    r"questions\b",
    _checks.questions_first,
    _edits.not_by_editing("the editor asks no questions"),
)
# Every paragraph opening on one of the rule's words, each once ("start every paragraph with the
# name of one of the five colours of Kutani as its very first word, green or yellow or purple or
# blue or red, a different colour for each paragraph").
format_rule(
    "paragraphs_open_on_listed_words",
    r"\b(?:start|begin|open) (?:every|each) paragraph with the name of one of the\b[^;]{0,60}?"
    r"\bas its (?:very )?first word, (?P<words>[\w-]+(?:,? or [\w-]+)+), a different \w+ for each "
    r"paragraph\b",
    _checks.paragraphs_open_on_listed_words,
    _edits.not_by_editing("paragraphs are not reworded by the editor"),
)
# A greeting by the user's name alone on the first line ("start every message with a greeting to
# me by name, alone on the very first line, like «Hello, Ksyusha!» or «Good morning, Ksyusha!»,
# ending with an exclamation mark, and then begin the answer on the next line").
format_rule(
    "greeting_line_by_name",
    r"\b(?:start|begin|open) (?:every|each|your) (?:message|reply|answer) with a greeting to me by "
    r"name, alone on the (?:very )?first line, like «(?P<example>[^«»\n]+)»",
    _checks.greeting_line_by_name,
    _edits.not_by_editing("the editor writes no greeting"),
)
# Every paragraph's last word of one syllable ("end every paragraph of every message on a short
# word of just one syllable, like knife or steel or red").
format_rule(
    "paragraphs_end_on_one_syllable",
    r"\b(?:end|finish|close) (?:every|each) paragraph\b[^.;]{0,40}? (?:on|with) (?:a |one )?"
    r"(?:short )?word of (?:just |only )?one syllable\b",
    _checks.paragraphs_end_on_one_syllable,
    _edits.not_by_editing("paragraphs are not reworded by the editor"),
)
# "write & in place of every and, like 'Kuntz & Fils' on the old labels"
format_rule(
    "ampersand_for_and",
    r"\b(?:write|use|put) (?:an? )?(?:&|ampersand) (?:in place of|instead of|for) (?:every |each "
    r"|all )?(?:single )?[\"'‘“]?and\b",
    _checks.ampersand_for_and,
    _edits.not_by_editing("words are not swapped for signs by the editor"),
)
# One sentence to a line ("every sentence goes on a line of its own").
format_rule(
    "sentence_per_line",
    r"\b(?:every|each) sentence\b[^.;]{0,30}?\bon (?:a |its own |a new |a separate )(?:new "
    r"|separate )?line\b|\bone sentence (?:per|a|to a) line\b"
    # not what a reason in brackets says a printer does ("(the card printer puts one sentence to a
    # line ...)")
    r"(?![^()]*\))",
    _checks.sentence_per_line,
    _edits.not_by_editing("a text is not edited into one sentence a line"),
)
format_rule(
    "ends_with_question",
    # "finish every message with a question for me"
    rf"(?:end|finish|close) (?:{_REPLY} |(?:your |ur |each |every |all )?messages? )?with (?:a|an) "
    rf"(?:[\w-]+ )?question|{_REPLY} (?:must |"
    r"should )?ends? with a question mark"
    # "always finish by asking me something back"
    # "always finish your message on a question for me"
    rf"|\b(?:end|finish|close) (?:{_REPLY} |(?:your |ur |each |every |all )?messages? )?on a "
    r"question\b"
    r"|\b(?:end|finish|close)(?:s|ing)? (?:(?:your |each |every )?(?:messages?|replies|reply"
    r"|answers?) )?by asking (?:me|us|the user) (?:something|a question)\b",
    _checks.ends_with_question,
    _edits.end_with_question,
)
format_rule(
    "ends_with",
    rf"(?:\b(?:end|finish|close|conclude|sign off)(?:s|ing)? (?:{_REPLY} "
    r"|(?:your |ur |each |every )messages? |it |them |each one |every one |off )?with"
    rf"|\b{_REPLY} {_VERB_OF_REPLY}(?:end|finish|close|conclude)s? with)"
    # "with the exact words “Të puth fort, nëna jote”"
    # "finish every message with exactly «From Ushguli, with salt» and its full stop"
    r" (?:exactly |precisely )?(?:the (?:exact |same |very )?(?:word|words|phrase|line|sign-off"
    r"|greeting) )?" + _QUOTED,
    _checks.ends_with,
    _edits.end_with,
)
# The same, the words given bare and said to be kept exactly ("always finish your message with
# Linksmų Velykų! written exactly like that").
format_rule(
    "ends_with_exact_words",
    rf"\b(?:end|finish|close|conclude|sign off)(?:s|ing)? (?:{_REPLY} |(?:your |ur |each |every )"
    # "end ur message with Khotso, Pula, Nala! exactly like that": commas inside the words
    # "with the exact words So it is woven and a full stop, just like that"
    r"messages? |it )?with (?:the (?:exact )?(?:words?|phrase|line) )?"
    # (bare: words in quotation marks or guillemets are the quoted rule's)
    r"(?P<text>[^\"“”«»;:]{2,40}?)"
    # "with the words El agua es vida and a full stop right after vida, exactly like that"
    r"(?: and (?:a|its|the) full stop(?:(?: right| just)? after (?:it|them|\w+))?)?"
    r",? (?:(?:as the (?:very )?last (?:thing|words?),? )?"
    # "end every message with Tavvauvutit, Ruthie as the very last thing, exactly like that"
    r"(?:written |spelled |spelt |typed )?"
    r"(?:exactly|just) (?:like (?:that|this)|as (?:written|it is written|I wrote it|here))"
    # "end ur message with Kudaiga amanat, balam, the way he ended every letter (those exact
    # words as the very last thing)": the words named exact further on
    # ... or "those words last and nothing after them"
    r"|(?:the way|like|as) (?=[^.;]{0,120}?\b(?:those|these|the|them,?) (?:exact words|words last)"
    r"\b))",
    _checks.ends_with,
    _edits.end_with,
)
# The answer's word count at its end: "End every answer with its word count in round brackets,
# like (40 words)".
format_rule(
    "word_count_note",
    r"\b(?:end|finish|close)s? (?:each|every|your|the) (?:answer|reply|response|message) with"
    # "end every message with how many words it has, in brackets, like (57 words)"
    r" (?:its (?:own )?word count|how many words (?:it has|it holds|you wrote(?: in it)?)"
    # "end every message with the number of words in it, in square brackets, like [57]"
    r"|the number of words (?:in it|it has))\b",
    _checks.ends_with_word_count,
    _edits.add_word_count,
)
# The last sentence said again ("Close every answer by saying its last sentence once more, word
# for word, like a chant").
format_rule(
    "repeated_last_sentence",
    r"\b(?:saying|repeating|repeat|say) (?:its|the|your) (?:last|final) sentence (?:once more|again"
    r"|twice)\b|\b(?:last|final) sentence (?:twice|once more|again)\b",
    _checks.repeated_last_sentence,
    _edits.repeat_last_sentence,
)
_MARK_NAMES = (
    r"(?:question|exclamation|quotation) (?:marks?|points?)|semi-?colons?|colons?|hyphens?"
    r"|(?:em|en)[ -]?dash(?:es)?|dash(?:es)?|ellips[ie]s|parenthes[ie]s|brackets?|full stops?"
    r"|periods?"
)
# A punctuation mark banned ("no question marks anywhere", "don't use exclamation points",
# "avoid semicolons").
format_rule(
    "no_punctuation_mark",
    rf"(?:{_NEGATION}|\bno|\bzero) (?:use |using |include |including |put |putting |write "
    # "never put a hyphen", "never write a question mark" (not "nothing after it, not a full stop")
    rf"|writing )?(?:any |a single |one |(?<=put |use )an? |(?<=write )an? )?"
    rf"(?P<mark>{_MARK_NAMES})\b"
    # "no full stops and no question marks anywhere", "never put a hyphen or a dash anywhere"
    rf"(?:,? (?:and|or|nor) (?:no |not |any |an? )?(?P<mark2>{_MARK_NAMES})\b)?"
    # not "one full stop at the very end and not one full stop ... before it"
    r"(?![^.;()]{0,60}\bbefore (?:it|that|the (?:very )?end|the last one)\b)",
    _checks.no_punctuation_mark,
    _edits.drop_banned_marks,
)
# A punctuation mark asked for ("use at least one exclamation mark", "include a semicolon").
format_rule(
    "punctuation_mark",
    r"(?<!not )(?<!never )(?<!n't )\b(?:use|include|add|put) (?:at least (?:one|1|a) |an? |some "
    rf"|exactly {_NUMBER} )?"
    r"(?P<mark>(?:question|exclamation) (?:marks?|points?)|semi-?colons?|colons?|ellips[ie]s)\b",
    _checks.punctuation_mark,
    _edits.not_by_editing("the place of the punctuation mark asked for is not known to the editor"),
)
# "Make every sentence shorter than the one before it, counting the words"; "make each sentence
# shorter than the one before it"; "make every sentence of your message longer than the one
# before it".
format_rule(
    "sentences_by_length",
    r"\b(?:every|each) sentence (?:\w+ ){0,3}(?P<way>shorter|longer) than the (?:one|sentence)"
    r" before(?: it)?\b",
    _checks.sentences_by_length,
    _edits.not_by_editing(
        "a text is not edited into sentences each shorter or longer than the last"
    ),
)
# "write every message in lines that get shorter and shorter, every line shorter than the one
# above it"; "make each line shorter than the line before".
format_rule(
    "shrinking_lines",
    r"\b(?:every|each) line (?:\w+ ){0,3}shorter than the (?:one|line) (?:above|before)(?: it)?\b"
    r"|\blines (?:that |which )?(?:get|grow|become) shorter and shorter\b",
    _checks.shrinking_lines,
    _edits.not_by_editing("a text is not edited into lines each shorter than the last"),
)
# "Start each sentence with a letter that comes later in the alphabet than the first letter of
# the sentence before it"; "begin your sentences in alphabetical order".
format_rule(
    "alphabetical_openings",
    r"\b(?:start|begin|open) (?:each|every) sentence with a letter (?:that comes |coming |which "
    r"comes )?(?P<way>later|earlier) in the alphabet\b"
    r"|\b(?:start|begin|open) (?:your |the |all )?sentences (?:\w+ ){0,2}in (?P<order>reverse )?"
    r"alphabetical order\b"
    # "start every sentence you say with the next letter of the ABCs, the first with A"
    # "start each sentence on the next letter of the alphabet, the first sentence on A"
    r"|\b(?:start|begin|open) (?:each|every) sentence\b[^.;]{0,30}?\b(?:with|on) the"
    r" (?P<next>next) letter of the (?:abcs?|alphabet)\b",
    _checks.alphabetical_openings,
    _edits.not_by_editing("a text is not edited into sentences in alphabetical order"),
)
# "Write every answer in three parts headed OBSERVATION:, CAUSE: and NEXT STEP:, in that order,
# each heading once, with nothing before OBSERVATION:".
format_rule(
    "headed_parts",
    r"\b(?:parts?|sections?|paragraphs?)\b[^.;\n]{0,30}?\b(?:headed|titled|labelled|labeled)\b"
    r"[^.;\n]*?\b[A-Z][A-Z ]*[A-Z]:",
    _checks.headed_parts,
    _edits.not_by_editing("a text is not divided under headings by the editor"),
)
# "Mark the one sentence that answers my question by putting >> in front of it, and put >>
# nowhere else".
format_rule(
    "marked_sentence",
    r"\bmark (?:the|one|a) (?:one )?sentence\b[^.;\n]{0,60}?\bby putting (?P<mark>\S+) (?:in front"
    r" of|before) it\b",
    _checks.marked_sentence,
    _edits.not_by_editing("the sentence to mark is not known to the editor"),
)
# "Leave at least two blanks in square brackets for me to fill in, like [your name]", "put at
# least two blanks in square brackets in every message".
format_rule(
    "bracketed_blanks",
    rf"\b(?:leave|put|include|use|add) (?:(?P<bound>at least|exactly|no more than|at most) )?"
    rf"{_NUMBER} blanks? in "
    r"(?P<kind>square|round|curly)? ?brackets\b",
    _checks.bracketed_blanks,
    _edits.not_by_editing("blanks are not left by the editor"),
)
# A sign before every word of a list ("every time you name one of your tools put the little blue
# diamond 🔹 right before it, stuck onto the word with no space, ..., every tool every single time,
# the knife, the drawplate, ..., the hammer, name at least one tool in every message").
format_rule(
    "sign_before_listed_words",
    r"\bevery time (?:you|u) name one of (?:your|ur) \w+ put the (?:little )?(?:[\w-]+ ){0,3}"
    r"(?P<sign>[^\w\s]) right before it\b[^;]*?\bevery single time, (?P<listed>(?:the [^\W\d_]+"
    r"(?:, | and |, and ))+the [^\W\d_]+)",
    _checks.sign_before_listed_words,
    _edits.not_by_editing("signs are not put before words by the editor"),
)
# A number alone on a line after the first paragraph ("put the number of the piece you have on the
# bench, like Pieza 87, alone on a line of its own right after your first paragraph, with an empty
# line above it and an empty line below it").
format_rule(
    "numbered_line_after_the_first_paragraph",
    r"\blike (?P<word>(?-i:[A-Z])[\w'’-]*) \d+, alone on a line of its own right after (?:your|the)"
    r" first paragraph\b",
    _checks.numbered_line_after_the_first_paragraph,
    _edits.not_by_editing("a line is not put in by the editor"),
)
# Parts opening on a word and their number ("split every message into two parts or more and start
# each part with the word QISM in capital letters and its number, QISM 1 ... and so on in order,
# QISM 1 as the very first thing of the message, and the word QISM nowhere else"), or scenes each
# opening on a line of its own with the heading word and its number.
format_rule(
    "numbered_parts",
    r"\b(?:split|divide)\w* (?:every|each|your) (?:message|reply|answer) into (?:(?P<n>\w+) parts"
    r" or more and start each part with the word (?P<word>[^\W\d_][\w'’-]*)\b[^.;]{0,40}?\band its"
    r" number\b"
    # "split every message into scenes ..., each scene opening on a line of its own that says only
    # ESCENA and its number, ..., at least two scenes"
    r"|scenes\b[^;]{0,80}?\beach scene opening on a line of its own that says only"
    r" (?P<heading>[^\W\d_][\w'’-]*) and its number\b[^;]*?\bat least (?P<n2>\w+) scenes\b)",
    _checks.numbered_parts,
    _edits.not_by_editing("parts are not numbered by the editor"),
)
# A mark right after a given word of every sentence ("put a little bar | right after the second word
# of every sentence you write, ..., exactly one | in every sentence and only there").
format_rule(
    "mark_after_word",
    r"\bput (?:a |an |one )?(?:little )?(?:[\w-]+ )?(?P<mark>[^\w\s]) right after the"
    r" (?P<place>first|second|third|fourth|fifth) word of (?:every|each) sentence\b",
    _checks.mark_after_word,
    _edits.not_by_editing("a mark is not placed by the editor"),
)
# A form of labelled lines ("write every message as a little form of exactly four lines, To: then
# Answer: then Note: then From:, in that order, ... no empty lines, no other lines").
format_rule(
    "labelled_form",
    r"\bform of exactly (?P<n>\w+) lines\b",
    _checks.labelled_form,
    _edits.not_by_editing("a form is not filled in by the editor"),
)
# Every paragraph opening on a word and a colon ("start every paragraph of your message with the
# word Punto and a colon, like Punto: and then your words, ..., with a big P ..., and Punto:
# nowhere else in the message").
format_rule(
    "labelled_paragraphs",
    r"\b(?:start|begin|open) (?:every|each) paragraph\b[^.;]{0,40}?\bwith the word"
    r" (?P<label>[^\W\d_][\w'’-]*) and a colon\b",
    _checks.labelled_paragraphs,
    _edits.not_by_editing("paragraphs are not labelled by the editor"),
)
# Each paragraph opening on the last sentence of the one before ("start each paragraph after the
# first with the very last sentence of the paragraph before it, said again word for word").
format_rule(
    "echoed_paragraphs",
    r"\b(?:start|begin|open) each paragraph after the first with the (?:very )?last sentence of the"
    r" paragraph before(?: it)?\b",
    _checks.echoed_paragraphs,
    _edits.not_by_editing("a sentence is not said again by the editor"),
)
# A mark between every two sentences ("put the little ankh ☥ between every two of your sentences,
# with a space before it and a space after it, ..., not before your first sentence and not after
# your last").
format_rule(
    "mark_between_sentences",
    r"\bput (?:the |a |an |one )?(?:little )?(?:[\w-]+ ){0,2}(?P<mark>[^\w\s]) between"
    r" (?:every|each) two (?:of (?:your|ur) )?sentences\b",
    _checks.mark_between_sentences,
    _edits.not_by_editing("a mark is not placed between sentences by the editor"),
)
# No two sentences in a row opening on the same word ("never start two sentences in a row with the
# same word, ... capitals don't matter so «The» and «the» are the same word").
format_rule(
    "varied_sentence_openings",
    r"\b(?:never|don'?t|do not) (?:start|begin|open) two sentences in a row with the same word\b"
    r"|\bno two sentences in a row (?:start|begin|open)(?:ing)? with the same word\b",
    _checks.varied_sentence_openings,
    _edits.not_by_editing("sentences are not reworded by the editor"),
)
# A mark closing every paragraph ("end every paragraph of your message with the little lake sign ◈
# ... as the very last thing of the paragraph with a space before it, ..., and ◈ nowhere else").
format_rule(
    "paragraph_end_mark",
    r"\bend (?:every|each) paragraph\b[^.;]{0,40}?\bwith (?:the|a) (?:little )?(?:[\w-]+ ){0,3}"
    r"(?P<mark>[^\w\s])(?=[\s,])",
    _checks.paragraph_end_mark,
    _edits.not_by_editing("paragraphs are not closed with a mark by the editor"),
)
# One line for a third person ("put one line just for Inaq Nursiah ..., a line of its own starting
# with Untuk Inaq Nursiah: and then your words to her, talking to her yourself as you, not about
# her as she, only one such line in the whole message and Untuk Inaq Nursiah: nowhere else").
format_rule(
    "line_for_someone",
    r"\ba line of its own starting with (?P<label>(?-i:[A-Z])[^:\n]{0,40}?):(?= and)",
    _checks.line_for_someone,
    _edits.not_by_editing("a line for someone else is not written by the editor"),
)
# Words of another language glossed under their paragraph ("put a line of its own right under
# that paragraph, starting with Słówka: and then every Polish word of that paragraph with an equals
# sign and what it means in English, split by semicolons").
format_rule(
    "glossed_words_line",
    r"\ba line of its own right under (?:that|the|each|its) paragraph, starting with"
    r" (?P<label>[^\W\d_][\w'’-]*):[^.;]{0,80}?\bwith an equals sign\b",
    _checks.glossed_words_line,
    _edits.not_by_editing("words are not glossed by the editor"),
)
# The first sentence's last word said again as the message's last ("end every message on the
# same word your first sentence ends on, ..., at least two sentences, and after that last word
# nothing but a full stop or a question mark or an exclamation mark").
format_rule(
    "first_sentence_word_closes",
    r"\bend (?:every|each|your) (?:message|reply|answer) on the same word (?:your|the) first"
    r" sentence ends on\b",
    _checks.first_sentence_word_closes,
    _edits.not_by_editing("a word is not said again by the editor"),
)
# A given paragraph opening on a given word ("start the second paragraph with the word Safi, with
# a big S, as its very first word, nothing before it in that paragraph, not even the bits about
# what you're doing").
format_rule(
    "paragraph_opens_on_word",
    r"\bstart the (?P<which>first|second|third|last) paragraph with the word"
    r" (?P<word>[^\W\d_][\w'’-]*)\b",
    _checks.paragraph_opens_on_word,
    _edits.not_by_editing("a paragraph's first word is not chosen by the editor"),
)
# One-sentence paragraphs framing longer ones ("three paragraphs or more ..., the first paragraph
# only one sentence, the last paragraph only one sentence, and every paragraph in between at least
# two sentences").
format_rule(
    "framed_paragraphs",
    r"\bthe first paragraph only one sentence, the last paragraph only one sentence, and every"
    r" paragraph in between at least (?P<n>\w+) sentences\b",
    _checks.framed_paragraphs,
    _edits.not_by_editing("paragraphs are not reshaped by the editor"),
)
# A word before every figure ("whenever you write a number in figures, like 3 or 1971, put the
# word namba right before it with one space, ..., write at least one number in figures in every
# message, and namba nowhere else").
format_rule(
    "word_before_figures",
    r"\bwhenever (?:you|u) write a number in figures\b[^;]{0,60}?\bput the word"
    r" (?P<word>[^\W\d_][\w'’-]*) right before it\b",
    _checks.word_before_figures,
    _edits.not_by_editing("a word is not put before figures by the editor"),
)
# The message closing on a label and a count of its own years ("end every message with Years: and
# then how many years you wrote in figures in the message before it, like Years: 2, as the very
# last thing").
format_rule(
    "closing_year_count",
    r"\bend (?:every|each|your) (?:message|reply|answer) with (?P<label>(?-i:[A-Z])[\w'’-]*): and"
    r" then how many years (?:you|u) wrote in figures\b",
    _checks.closing_year_count,
    _edits.not_by_editing("years are not counted by the editor"),
)
# The curly apostrophe only ("never type the straight apostrophe ' anywhere in your messages, ...,
# use the curly one ’ instead wherever an apostrophe goes, ..., at least one ’ in every message,
# and not the backwards one ‘ either").
format_rule(
    "curly_apostrophes",
    r"\bnever (?:type|use|write) the straight apostrophe\b[^;]{0,80}?\buse the curly one\b",
    _checks.curly_apostrophes,
    _edits.not_by_editing("apostrophes are not changed by the editor"),
)
# One sentence hidden between two marks ("hide exactly one whole sentence as a surprise between two
# double bars, like ||I wove my first huipil in 1968.||, ..., never the very first sentence of the
# message, and || nowhere else").
format_rule(
    "hidden_sentence",
    r"\bhide exactly one whole sentence\b[^;]{0,60}?\bbetween two [^;]{0,30}?\blike"
    r" (?P<mark>[^\w\s]{1,3})\w",
    _checks.hidden_sentence,
    _edits.not_by_editing("a sentence is not hidden by the editor"),
)
# The reply as a talk of two speakers in turn ("write every message as a little talk between the
# two of us, ..., every line starting with Onur: and a question of mine that ends on a question mark
# or with Baba: and your answer, taking turns, Onur: first and Baba: last, at least two of each").
format_rule(
    "alternating_speakers",
    r"\bevery line starting with (?P<asker>(?-i:[A-Z])[\w'’-]*): and a question\b[^;]{0,80}?"
    r"\bor with (?P<answerer>(?-i:[A-Z])[\w'’-]*): and your answer\b",
    _checks.alternating_speakers,
    _edits.not_by_editing("a talk is not written by the editor"),
)
# Every figure in the last sentence ("keep every number written in figures for the very last
# sentence, like 15 or 1969, not one figure in any sentence before it, ..., and put at least one
# figure in that last sentence, the bits about what you're doing don't count").
format_rule(
    "figures_in_the_last_sentence",
    r"\bkeep every number written in figures for the (?:very )?last sentence\b",
    _checks.figures_in_the_last_sentence,
    _edits.not_by_editing("figures are not moved by the editor"),
)
# Words of the answer after a closing mark ("end every message with the little key 🔑 and then
# exactly three words from your own answer, words that really stand in the message before the key,
# split by a dot in the middle like 🔑 wool · Orkhon · horse, ..., and 🔑 nowhere else").
format_rule(
    "closing_keywords",
    r"\bend (?:every|each|your) (?:message|reply|answer) with the (?:little )?(?:[\w-]+ ){0,2}"
    r"(?P<mark>[^\w\s]{1,2}) and then exactly (?P<n>\w+) words from (?:your|ur) (?:own )?answer\b",
    _checks.closing_keywords,
    _edits.not_by_editing("words are not picked from the answer by the editor"),
)
# One sentence for someone, in short words ("put one sentence just for my little brother Kiko,
# starting with For Kiko: and then at least three words to him, every word of it four letters or
# less, ..., only one such sentence and For Kiko: nowhere else").
format_rule(
    "sentence_for_someone",
    r"\bput one sentence just for\b[^;]{0,60}?\bstarting with (?P<label>(?-i:[A-Z])[^:\n]{0,30}?):"
    r" and then at least (?P<n>\w+) words\b[^;]{0,40}?\bevery word of it (?P<letters>\w+) letters"
    r" or (?:less|fewer)\b",
    _checks.sentence_for_someone,
    _edits.not_by_editing("a sentence for someone else is not written by the editor"),
)
# A hanging layout ("the first line starting right at the edge with no space before it and every
# line after it starting with exactly three spaces, no more and no fewer and no tab, at least three
# lines and no empty line anywhere").
format_rule(
    "hanging_lines",
    r"\bfirst line\b[^;]{0,60}?\bat the (?:left )?edge\b[^;]{0,60}?\bevery (?:other )?line after"
    r" (?:it|that)\b[^;]{0,30}?\b(?:starting|starts?|begins?|beginning) with exactly (?P<n>\w+)"
    r" spaces\b",
    _checks.hanging_lines,
    _edits.not_by_editing("lines are not indented by the editor"),
)
# "Use no markdown at all: no lists, no bullet points, no headings, no bold and no italics".
format_rule(
    "no_markdown",
    # with the marks it goes on to list ("no markdown at all, no stars, no hashes, no dashes or
    # numbers at the start of lines, no lists and no tables")
    r"\b(?:no|without(?: any)?|never use) markdown\b(?: at all)?(?:,? (?:and )?no [^,.;]{2,50})*"
    r"|\bplain text only\b",
    _checks.no_markdown,
    _edits.not_by_editing("markdown is not removed by the editor"),
)
# "Write every cow's name between two slashes, like /Ingabe/, each time you say it".
format_rule(
    "marked_names",
    r"\bname\w*\b[^.;\n]{0,40}?\bbetween (?:two )?(?:slashes|asterisks|pipes|tildes)\b"
    r"[^.;\n]{0,20}?\blike (?P<example>(?P<mark>[/*|~])[A-Z][\w'-]*(?P=mark))",
    _checks.marked_names,
    _edits.not_by_editing("the names to mark are not known to the editor"),
)
# "Put every number in your answer in square brackets, whether you write it in digits or in
# words, like [73] or [two]".
format_rule(
    "bracketed_numbers",
    r"\b(?:put|write|give|place|set)s? (?:every|each|all(?: the)?) (?:numbers?|figures?)\b"
    r"[^.;\n]{0,20}?\bin (?P<kind>square|round|curly)? ?brackets\b",
    _checks.bracketed_numbers,
    _edits.not_by_editing("numbers are not put in brackets by the editor"),
)
# "Write every answer as a letter to me: the first line is 'Dear friend,' and the last line
# is your name, Catriona, with nothing before the first line or after the last".
format_rule(
    "letter_lines",
    r"\bthe first line (?:is|must be|should be|reads) (?P<first>[\"'“‘][^\"“”\n]+?[\"'”’])"
    r"(?:,? and the last line (?:is|must be|should be|reads) (?:your (?:name|signature),? )?"
    r"(?P<last>[\"'“‘][^\"“”\n]+?[\"'”’]|[A-Z][\w'-]*))?"
    # "with 'Dear Maryann,' by itself on the first line and 'Papa Ikiuo' by itself on the last
    # line"
    r"|(?P<first2>[\"'“‘][^\"“”\n]+?[\"'”’]) (?:by itself |alone |on its own )?on the first line"
    r"(?:,? and (?P<last2>[\"'“‘][^\"“”\n]+?[\"'”’]) (?:by itself |alone |on its own )?on the "
    r"last line)?",
    _checks.letter_lines,
    _edits.not_by_editing("a text is not edited into a letter by the editor"),
)
# "start every message with one single word alone on the first line, before anything else, even
# before what you do, then the rest under it".
format_rule(
    "one_word_first_line",
    r"\b(?:start|begin|open)s? (?:every|each|your|the) (?:message|reply|answer) with (?:one|a) "
    r"(?:single )?word (?:alone |by itself |on its own )?on the first line\b",
    _checks.one_word_first_line,
    _edits.not_by_editing("the first word is not chosen by the editor"),
)
# "Three of your sentences must open with the words First, Then and Finally, in that order".
format_rule(
    "ordered_openings",
    r"\b(?:sentences?|lines?) (?:must |should |have to |need to )?(?:open|start|begin) with the "
    r"words (?P<words>[A-Z][\w'-]*(?:, [A-Z][\w'-]*)*,? and [A-Z][\w'-]*),? in that order\b",
    _checks.ordered_openings,
    _edits.not_by_editing("a text is not edited into steps by the editor"),
)
# "Begin every answer with one of these three verdicts, word for word: “Yes, that was it”,
# “No, that was not it” or “Only partly”".
format_rule(
    "starts_with_one_of",
    rf"\b(?:start|begin|open) {_REPLY} with one of (?:these|the following)\b[^:\n]{{0,80}}:"
    r"(?P<choices>(?:,? (?:or )?[\"“‘'][^\"“”\n]+?[\"”’'](?!\w))+)",
    _checks.starts_with_one_of,
    _edits.not_by_editing("the editor does not choose among openings"),
)
# "end every message with one of these three, word for word, and nothing after it: 'My answer is
# yes.', 'My answer is no.' or 'My answer is maybe.'"
_CHOICES = (
    r"(?P<choices>\s*\(?\s*[\"“‘'][^\"“”\n]+?[\"”’'](?!\w)"
    r"(?:(?:,|,? or) ?[\"“‘'][^\"“”\n]+?[\"”’'](?!\w))+\)?)"
)
format_rule(
    "ends_with_one_of",
    rf"\b(?:end|finish|close) (?:{_REPLY}|(?:your |each |every )messages?) with one of "
    rf"(?:these|the following)\b[^:\n]{{0,80}}:{_CHOICES}",
    _checks.ends_with_one_of,
    _edits.not_by_editing("the editor does not choose among closings"),
)
# "in every message put one of these three sentences word for word, 'My answer is yes', 'My answer
# is no' or 'My answer is maybe', each ending on its full stop"; "Answer with one of the following
# options: ('My answer is yes.', 'My answer is no.', 'My answer is maybe.')".
format_rule(
    "includes_one_of",
    r"\b(?:put|include|use|say|give|write|answer with|contain)s? (?:exactly |only )?one of "
    rf"(?:these|the following)\b[^:'\"“‘\n]{{0,80}}?[:,]?{_CHOICES}",
    _checks.includes_one_of,
    _edits.not_by_editing("the editor does not choose among answers"),
)
# The choices given bare, in capitals or as yes and no ("start every message with YES or NO,
# straight, before anything else").
_BARE_CHOICE = r"(?:(?-i:[A-Z][A-Z'-]+)|yes|no)\b"
format_rule(
    "starts_with_bare_choice",
    rf"\b(?:start|begin|open)(?:s|ing)? (?:{_REPLY} |(?:your |ur |each |every )messages? )?with "
    rf"(?:an? |the words? )?(?P<choices>{_BARE_CHOICE}(?: or (?:an? )?{_BARE_CHOICE})+)",
    _checks.starts_with_one_of,
    _edits.not_by_editing("the editor does not choose among openings"),
)
# "Begin every answer by greeting me and end it by saying goodbye to me".
format_rule(
    "starts_with_greeting",
    rf"\b(?:start|begin|open)(?:s|ing)? (?:{_REPLY} |it )?(?:by |with )(?:a )?"
    r"(?:greet(?:ing)?\b|saying (?:hello|hi)\b)",
    _checks.starts_with_greeting,
    _edits.not_by_editing("the editor writes no greeting"),
)
# "start every message with a line of its own that is only a greeting in Arabic written in Arabic
# letters, like مرحبا, nothing else on that line"
format_rule(
    "greeting_line_in_script",
    r"\b(?:start|begin|open)s? (?:every|each|your|the) (?:message|reply|answer) with a line of "
    r"(?:its|their) own (?:that is |which is )?(?:only |just )?an? greeting in "
    r"(?P<language>[a-z]+)(?: written)? in (?:the )?[a-z]+ (?:letters|script)\b",
    _checks.greeting_line_in_script,
    _edits.not_by_editing("the editor writes no greeting"),
)
format_rule(
    "ends_with_goodbye",
    rf"\b(?:end|finish|close)(?:s|ing)? (?:{_REPLY} |it )?(?:by |with )(?:a )?"
    r"(?:saying goodbye|goodbye|farewell|bidding (?:me |us |the user )?farewell)\b",
    _checks.ends_with_goodbye,
    _edits.not_by_editing("the editor writes no goodbye"),
)
# "Put at least one run of three words in a row, inside one sentence, that all begin with the
# same letter, like 'big black bulls'".
# "make every sentence you write start with two words beginning with the same letter, like
# 'Carved carefully'".
format_rule(
    "alliterative_openings",
    rf"\b(?:every|each) sentence\b[^.;\n]{{0,30}}?\b(?:start|begin|open)s? with {_NUMBER} words "
    r"(?:beginning|starting|that (?:begin|start)) with the same letter\b",
    _checks.alliterative_openings,
    _edits.not_by_editing("a text is not made to alliterate by the editor"),
)
format_rule(
    "alliteration",
    rf"\b{_NUMBER} words in a row\b[^.;\n]{{0,60}}?\b(?:begin|start)s? with the same letter\b",
    _checks.alliteration,
    _edits.not_by_editing("a text is not made to alliterate by the editor"),
)
# A bound on each paragraph's sentences ("keep your paragraphs tiny, two sentences at most in
# any one of them").
format_rule(
    "paragraph_sentences",
    r"(?:\bparagraphs?\b[^.;\n]{0,40}?\b(?=\w+ sentences? (?:at most|or (?:fewer|less))\b)"
    r"|\b(?:at most|no more than|up to) (?=\w+ sentences? (?:in|per) (?:each|every|any|a) "
    rf"(?:one )?(?:of them|paragraph)\b)){_NUMBER} sentences?\b",
    _checks.paragraph_sentences,
    _edits.not_by_editing("a text is not edited into short paragraphs by the editor"),
)
# "write every paragraph of your message in exactly two sentences, two and no more and no fewer"
format_rule(
    "paragraph_sentence_count",
    r"\b(?:every|each) paragraph\b[^.;\n]{0,40}?\b(?:in |of |with )?exactly "
    rf"{_NUMBER} sentences?\b",
    _checks.paragraph_sentence_count,
    _edits.not_by_editing("a text is not edited into paragraphs of a set length by the editor"),
)
# Words no sentence may open with ("try not to start any sentence with I, I'm, I've or I'd").
format_rule(
    "no_sentence_opens_with",
    # "don't start a single sentence with I": "n't" within its word
    r"(?:\b(?:not|never|avoid)|n't) (?:to )?(?:start|begin|open)(?:ing)? (?:any|a|a single|one"
    r"|your|each|every) sentences? with "
    r"(?P<words>[\"'“‘]?[A-Z][\w'’]*[\"'”’]?(?:(?:,| or| and|, or|, and) "
    r"[\"'“‘]?[A-Z][\w'’]*[\"'”’]?)*)",
    _checks.no_sentence_opens_with,
    _edits.not_by_editing("a sentence's opening is not rewritten by the editor"),
)
# How often a letter is used ("use the letter k at least eight times in every answer").
format_rule(
    "letter_count",
    r"\b(?:use|write|include|put in|put) the letter [\"'“‘]?(?P<letter>[a-z])[\"'”’]? (?:in )?"
    # "put the letter k in every message at least ten times"
    r"(?:(?:every|each|your|any) (?:message|reply|answer) )?"
    rf"(?P<bound>at least|at most|no more than|exactly) {_NUMBER} times\b",
    _checks.letter_count,
    _edits.not_by_editing("a text is not rewritten for its letters by the editor"),
)
# A phrase said so many times ("pls put 'Tjenbé rèd' at least 3 times in every message").
format_rule(
    "phrase_count",
    r"\b(?:put|use|include|say|write|shout|mention|call me) (?:the (?:word|phrase|name) )?"
    rf"(?:{_QUOTED}"
    r"|(?!(?:it|this|that|them)\b)"
    # or a bare word: "write Kinyuka at least 3 times", "call me mwanangu at least three times"
    r"(?P<bare>[^\W\d_][\w'’-]*))"
    # an aside between the phrase and its count: "say «kalo kapsimo», good firing, like you say to
    # every pot going into the kiln, exactly two times"
    r"(?:,[^.;,]{1,40},(?: [^.;,]{1,60},)?)? "
    # "say Lunenburg at least twice in every message"
    rf"(?P<bound>at least|no fewer than|at most|no more than|exactly) (?:{_NUMBER} times"
    # ("exactly twice" is the word's own rule, include_word)
    r"|(?<!exactly )(?P<times>once|twice|thrice))\b",
    _checks.phrase_count,
    _edits.not_by_editing("a phrase is not put in by the editor"),
)
# The first line said again as the last ("start every message with a short line of your own, on a
# line by itself, ..., and finish the message with that very same line again, word for word and
# mark for mark, as the very last line").
format_rule(
    "same_first_and_last_line",
    r"\b(?:start|begin|open) (?:every|each|your) (?:message|reply|answer) with (?:a|one)"
    r" (?:short )?line\b[^.]{0,160}?\b(?:finish|end|close) (?:the|your|every|each)"
    r" (?:message|reply|answer) with (?:that|the) (?:very )?same line\b",
    _checks.same_first_and_last_line,
    _edits.not_by_editing("a line is not said again by the editor"),
)
# Years alone in round brackets ("whenever you give a year put it in round brackets, like (1977),
# ... and give at least one year in every message, but nothing else ever goes in round
# brackets").
format_rule(
    "years_in_brackets",
    r"\b(?:whenever|every time|each time) (?:you|u) (?:give|write|mention) a year,? put it in"
    r" (?:round )?brackets\b[^.]*",
    _checks.years_in_brackets,
    _edits.not_by_editing("a year is not put in brackets by the editor"),
)
# A count of the words of a list ("use exactly two of these five Ainu words, iyairaikere, pirka,
# huci, ponno and kamuy, two different ones").
format_rule(
    "words_of_a_list",
    rf"\buse (?P<bound>exactly|at least|at most) {_NUMBER} of (?:these|the|this list of|the"
    r" following) (?:\w+ ){0,2}?words,? (?P<words>[^\W\d_][\w'’-]*(?:, [^\W\d_][\w'’-]*)*,?"
    r" (?:and|or) [^\W\d_][\w'’-]*)",
    _checks.words_of_a_list,
    _edits.not_by_editing("words of a list are not put in by the editor"),
)
# A line of marks above and below ("put a line of ========== at the very top and the very bottom
# of every message").
format_rule(
    "framing_lines",
    r"\ba line of (?P<marks>[^\w\s'\"]{3,}) at the (?:very )?top and (?:at )?the (?:very )?"
    r"bottom\b",
    _checks.framing_lines,
    _edits.not_by_editing("framing lines are not drawn by the editor"),
)
# Numbers read digit by digit ("write every number the way we say them on the frequency, digit by
# digit in words, like 'one zero four two' for 10:42 and 'niner' for 9").
format_rule(
    "digits_in_words",
    r"\b(?:every|each|all(?: the)?) numbers?\b[^.;]{0,80}?\bdigit by digit\b",
    _checks.digits_in_words,
    _edits.not_by_editing("numbers are not read out digit by digit by the editor"),
)
# A sign in place of a word ("every time u mean lionfish put 🦁🐟 instead of writing the word").
format_rule(
    "sign_for_a_word",
    r"\bevery time (?:u|you) (?:mean|say|want to say|write) (?P<word>[\w'-]{3,}),?"
    r" (?:put|use|write) (?P<sign>\S+) instead\b",
    _checks.sign_for_a_word,
    _edits.not_by_editing("a word is not swapped for a sign by the editor"),
)
# A word on a line of its own at the end ("end every message with CUT! on its own line").
format_rule(
    "own_last_line",
    r"\bend (?:every|each) (?:message|reply|answer) with (?P<text>[A-Z][A-Z!.]{1,20})"
    r" on (?:its|a) (?:own )?line\b",
    _checks.own_last_line,
    _edits.not_by_editing("a closing line is not added by the editor"),
)
# An opening shaped like the rule's example ("start every message with the temperature in
# Teotitlán right now, in figures with °C stuck right after them, then a space, a long dash — and
# a space, and only then your words, like «24°C — Ay mija»").
format_rule(
    "starts_like_the_example",
    r"\bstart (?:every|each|your) (?:message|reply|answer)s? with\b[^.]{0,200}?\blike [«\"“]?"
    r"(?P<example>\d+(?:[.,]\d+)?\s?(?:°\s?[CF]|%)?[^\w«»\"”]*[^\w\s«»\"”])(?=\s)",
    _checks.starts_like_the_example,
    _edits.not_by_editing("an opening is not added by the editor"),
)
# A signature shaped like the rule's example at the very end ("at the very end of every message
# sign it, a long dash, then your name Rosa, then a little middle dot and the hour ..., like
# — Rosa · 6:15 or — Rosa · 17:40, and nothing after it").
format_rule(
    "signed_like_the_example",
    r"\bsign (?:it|off|(?:every|each|your) (?:message|reply|answer)s?)\b[^.]{0,200}?\blike"
    r" (?P<example>[^\w\s(][^,;()]*?\d[^,;()]*?)(?=\s+or\b|[,;)]|$)",
    _checks.signed_like_the_example,
    _edits.not_by_editing("a signature is not added by the editor"),
)
# A word in place of the full stop ("STOP at the end of every sentence instead of the dot").
format_rule(
    "word_for_full_stop",
    r"\b(?P<word>(?-i:[A-Z]{2,})) at the end of (?:every|each) sentence,? instead of (?:the |a )?"
    r"(?:dot|full stop|period|point)\b",
    _checks.word_for_full_stop,
    _edits.not_by_editing("sentences are not ended with a word by the editor"),
)
# Another hour beside every hour of the clock ("every time u write an hour of the clock put the
# Toulouse hour right after it in brackets, like 6h (11h in Toulouse)", "after every time of day
# put the London time in brackets, London is 4½ hours behind you").
format_rule(
    "hour_in_brackets",
    r"\bevery time (?:u|you) (?:write|say|give|mention) an? (?:hour of the clock|clock hour"
    r"|time of (?:the )?day)\b[^.]{0,80}?\bhour\b[^.]{0,30}?\bafter it in brackets\b"
    # "after every time of day put the London time in brackets"
    r"|\bafter (?:every|each) (?:time of (?:the )?day|clock time|hour of the clock)\b[^.]{0,40}?"
    r"\btime in brackets\b",
    _checks.hour_in_brackets,
    _edits.not_by_editing("an hour is not converted by the editor"),
)
# A comma before the last item of every list ("put a comma before the and (or the or) in front
# of the last one, the Oxford comma").
format_rule(
    "serial_comma",
    r"\b(?:oxford|serial) comma\b|\ba comma before the (?:and|or|last)\b",
    _checks.serial_comma,
    _edits.not_by_editing("commas are not put into lists by the editor"),
)
# Quotations in a pair of marks of their own ("whenever u write somebody's words ... put them in
# « » like in a Russian book, never in English quotes").
format_rule(
    "quotation_marks",
    r"\b(?:put|write|set|use) (?:them|it|their words|(?:the |all |every )?quot(?:es?|ations?)) "
    # "put their words in our Latvian marks, „ down low at the start and “ up high at the end"
    r"(?:in |between |with )?(?:(?:our|the|your) (?:[\w-]+ ){0,2}marks,? )?"
    r"(?P<open>[«‹„「『])\s?(?:[^.;«‹„「『»›“”」』]{0,40}?)?(?P<close>[»›“”」』])",
    _checks.quotation_marks,
    _edits.not_by_editing("quotation marks are not changed by the editor"),
)
# Distances as the time it takes to walk them ("give every distance as how long it takes to walk,
# never in miles or kilometres or metres or yards").
format_rule(
    "distance_as_walking_time",
    r"\b(?:every|each|all|any) distances?\b[^.;]{0,30}?\bhow long it takes to walk\b",
    _checks.distance_as_walking_time,
    _edits.not_by_editing("a distance is not turned into a walk by the editor"),
)
# Names listed together in the order of the alphabet ("whenever you name two or more people or
# boats or islands together, put them in ABC order").
format_rule(
    "names_in_alphabetical_order",
    r"\b(?:name|list|mention)s? (?:two or more|several|more than one)\b[^.;]{0,60}?"
    r"\b(?:in|into) (?:ABC|alphabetical|A-Z|A to Z) order\b",
    _checks.names_in_alphabetical_order,
    _edits.not_by_editing("names are not put in order by the editor"),
)
# The role named by a name of its own, never "I" ("call yourself Nanay in your messages, never I
# or me or my or mine when you talk about yourself").
format_rule(
    "named_not_i",
    r"\bcall (?:yourself|urself) (?P<name>[\w'’-]+)\b[^.;]{0,40}?\bnever (?:say )?[\"'“‘]?I\b",
    _checks.named_not_i,
    _edits.not_by_editing("the first person is not renamed by the editor"),
)
# No superlative ("no superlatives at all, no best or most or highest or biggest").
format_rule(
    "no_superlatives",
    r"\b(?:no|never|without|avoid|don'?t use|do not use|not one|not a single)\b[^.;]{0,20}?"
    r"\bsuperlatives?\b",
    _checks.no_superlatives,
    _edits.not_by_editing("superlatives are not rewritten by the editor"),
)
# The first word of one paragraph ("make 'Ajunngilaq' the first word of the third paragraph").
format_rule(
    "paragraph_opens_with",
    r"\bmake [\"'“‘](?P<text>[^\"'”’\n]+)[\"'”’] the (?:very )?first word of the "
    r"(?P<nth>first|second|third|fourth|fifth|last) paragraph\b|\b(?:start|begin|open) the "
    r"(?P<nth2>first|second|third|fourth|fifth|last) paragraph with (?:the word )?"
    r"[\"'“‘](?P<text2>[^\"'”’\n]+)[\"'”’]"
    # "in two paragraphs ..., the second one starting with the word 'Bhuel'", "and the second
    # paragraph must start with the word Eri", "Paragraph 2 must start with word Mandi"
    r"|\b(?:the (?P<nth3>first|second|third|fourth|fifth|last) (?:one|paragraph)|paragraph "
    r"(?P<number>[1-9])) (?:must |should |has to |needs to )?(?:start|begin|open)(?:s|ing)? with "
    r"(?:the )?word [\"'“‘]?(?P<text3>[^\s\"'”’,.;()]+)",
    _checks.paragraph_opens_with,
    _edits.not_by_editing("a paragraph's first word is not set by the editor"),
)
# A word count between two bounds ("make every answer between 40 and 70 words long").
format_rule(
    "word_range",
    r"\bbetween (?P<low>\d+) and (?P<high>\d+) words\b|\b(?P<low2>\d+) ?(?:-|–|to) ?(?P<high2>\d+)"
    r" words\b",
    _checks.word_range,
    _edits.not_by_editing("a text is not edited into a range of words"),
)
# The narration first ("open every answer with at least one ⧫action⧫, and put every ⧫action⧫
# before your first spoken word").
format_rule(
    "actions_first",
    r"\b(?:open|start|begin)s? (?:every |each |your )?(?:answer|reply|response)s? with (?:at least "
    r"one |an? |one )?\S{0,2}(?:action|narration)s?\S{0,2}\b[^.]*\bbefore (?:your|the) first "
    r"(?:spoken )?word",
    _checks.actions_first,
    _edits.not_by_editing("the narration is not moved by the editor"),
)
# The narration at both ends ("put exactly two bits about what you're doing in every message,
# one as the very first thing and one as the very last thing, with your words in between").
format_rule(
    "actions_at_both_ends",
    r"\bexactly (?:two|2) (?:little )?(?:bits|pieces|actions|stage directions)\b[^.;]{0,80}?"
    r"\bthe (?:very )?first thing\b[^.;]{0,40}?\bthe (?:very )?last thing\b",
    _checks.actions_at_both_ends,
    _edits.not_by_editing("the narration is not moved by the editor"),
)
# Two labelled lines in order ("first a line that starts with «In short:» ..., then after it a
# line that starts with «The long of it:» ..., the In short line always the very first thing").
format_rule(
    "labelled_lines_in_order",
    r"\blines? that (?:starts|begins|opens) with [«\"“'‘](?P<first>[^»\"”'’]{2,30})[»\"”'’]"
    r"[^.;]{0,80}?\bthen (?:after it |after that |below it )?a line that (?:starts|begins|opens) "
    r"with [«\"“'‘](?P<second>[^»\"”'’]{2,30})[»\"”'’]",
    _checks.labelled_lines_in_order,
    _edits.not_by_editing("labelled lines are not written by the editor"),
)
# Every line indented the same ("start every line of your message with exactly two spaces, not
# one and not three and no tab, ... and no empty lines in between").
format_rule(
    "lines_indented",
    r"\b(?:start|begin|open)s? every (?:single )?line\b[^.;]{0,30}?\bwith (?:exactly )?"
    rf"{_NUMBER} spaces?\b",
    _checks.lines_indented,
    _edits.not_by_editing("lines are not indented by the editor"),
)
# The user's name as the very first word and nowhere else ("start every message with my name
# Lanlan as the very first word, and don't write Lanlan anywhere else in the message").
format_rule(
    "name_first_only",
    r"\b(?:start|begin|open)s? (?:every|each|your|ur) (?:message|reply|answer)s? with "
    r"(?:my name,? )?(?P<name>(?-i:[A-Z])[\w'’-]+),? as the (?:very )?first word\b"
    r"(?=[^.;]{0,80}?\b(?:(?:don't|do not|never) (?:write|say|use|put) (?P=name) (?:anywhere )?else"
    r"|nowhere else|only once|just (?:that )?once)\b)",
    _checks.name_first_only,
    _edits.not_by_editing("a name is not put first by the editor"),
)
# The user's name exactly once ("use my name Shamsa exactly once in every message, somewhere in
# the middle, never as the very first word and never as the very last word, and don't call me
# anything else at all, no binti, no habibti").
format_rule(
    "name_once",
    r"\b(?:use|say|write|put) my name,? (?P<name>(?-i:[A-Z])[\w'’-]+),? (?:exactly |only |just )?"
    r"once\b",
    _checks.name_once,
    _edits.not_by_editing("a name is not put in by the editor"),
)
# A lettered series inside a sentence ("put at least one list of three or more things inside a
# sentence with the things lettered in round brackets, like (a) the blue, (b) the green and (c)
# the gold"); what the rule says of it up to its reason in brackets is part of it.
format_rule(
    "lettered_series",
    rf"\blists? of {_NUMBER}(?: or more)? (?:things|items|steps|points)\b[^.;\n]{{0,40}}?"
    r"\b(?:inside|within|in) (?:a|one|the) sentence\b[^.;\n]{0,60}?\blettered\b"
    r"(?:[^;()\n]|\([a-z]\))*(?:\s*\((?:[^()\n]|\([^()\n]*\))*\))?",
    _checks.lettered_series,
    _edits.not_by_editing("a series is not lettered by the editor"),
)
# Closing words set between two marks ("end every message with a little blessing of your own
# ... set between two wünelfe stars like ✷ newen for your road ✷ ... and no other ✷ anywhere").
format_rule(
    "ends_between_marks",
    r"\b(?:end|finish|close)s? (?:every|each|your|ur) (?:message|reply|answer)s? with\b"
    r"[^.;\n]{0,80}?\bbetween two\b[^.;\n]{0,40}?\blike (?P<mark>[^\w\s.,;:!?'\"()\[\]])"
    r"[^\n]{1,40}?(?P=mark)",
    _checks.ends_between_marks,
    _edits.not_by_editing("closing words are not written by the editor"),
)
# Colour words in capitals ("every time you name a colour write the colour word all in capitals,
# like WHITE or BLACK or MÓRAUÐUR, ... and no other word all in capitals anywhere").
format_rule(
    "colour_words_in_capitals",
    r"\b(?:every time (?:you|u) (?:name|say|write|use) a colou?r|(?:write|put) (?:every|each|all"
    r"(?: the)?) colou?rs?(?: words?| names?)?)\b[^.;]{0,60}?\b(?:all )?in capitals\b",
    _checks.colour_words_in_capitals,
    _edits.not_by_editing("colours are not set in capitals by the editor"),
)
# A question as the reply's first sentence ("start every message with one question for me, ...
# your very first sentence a question with its ? at the end, and after it no other question").
format_rule(
    "opens_with_one_question",
    r"\b(?:start|begin|open)s? (?:every|each|your|ur) (?:message|reply|answer)s? with (?:one|a)"
    r" question\b",
    _checks.opens_with_one_question,
    _edits.not_by_editing("a question is not written by the editor"),
)
# A saying set between two marks as the very first thing ("start every message with one saying
# of the old people of Taquile between « and », the « as the very first thing ... and no other «
# or » anywhere").
format_rule(
    "opens_with_quoted_saying",
    r"\b(?:start|begin|open)s? (?:every|each|your|ur) (?:message|reply|answer)s? with (?:one|a)"
    r" (?:[\w'’-]+ ){0,3}?(?:saying|proverb|quote|quotation)\b[^.;]{0,80}?\bbetween "
    r"(?P<open>[^\w\s]) and (?P<close>[^\w\s])",
    _checks.opens_with_quoted_saying,
    _edits.not_by_editing("a saying is not written by the editor"),
)
# A short sentence to end on ("finish every message on a short last sentence, five words or
# fewer, with a plain full stop at the end, and nothing after it").
format_rule(
    "short_last_sentence",
    r"\b(?:end|finish|close)s? (?:every|each|your|ur) (?:message|reply|answer)s? (?:on|with) a "
    rf"(?:short )?last sentence\b[^.;]{{0,30}}?\b{_NUMBER} words? or (?:fewer|less)\b",
    _checks.short_last_sentence,
    _edits.not_by_editing("a last sentence is not written by the editor"),
)
# Words of another language in their own letters, each glossed in brackets ("whenever you use a
# Korean word write it in Korean letters and put what it means in English right after it in square
# brackets, like 닥 [paper mulberry]").
format_rule(
    "script_words_glossed",
    r"\b(?:whenever|every time|each time) (?:you|u) (?:use|write|say) an? [\w-]+ words?\b"
    r"[^.;]{0,40}?\bin (?:\w+ )?(?:letters|script|characters|alphabet)\b[^.;]{0,80}?"
    r"\bin (?:square |round )?brackets\b[^.;]{0,20}?\blike (?P<example>[^\W\d_]+) ?(?P<open>[\[(])",
    _checks.script_words_glossed,
    _edits.not_by_editing("words are not glossed by the editor"),
)
# "Speak for the whole workshop in the first person plural: say we, us and our, never I, me,
# my or mine".
format_rule(
    "first_person_plural",
    r"\bfirst[- ]person plural\b"
    r"|\bsay (?:only )?[\"'“‘]?we[\"'”’]?,? [\"'“‘]?us[\"'”’]?,? and [\"'“‘]?our\b",
    _checks.first_person_plural,
    _edits.not_by_editing("a text is not turned into the first person plural by the editor"),
)
# "Begin every sentence after the first with the last word of the sentence before it".
format_rule(
    "chained_sentences",
    r"\b(?:begin|start|open) (?:every|each) sentence (?:after the first )?with the last word of "
    r"the (?:sentence|one) before\b|\b(?:every|each) sentence (?:has to |must |should )?(?:start|"
    r"begin)s? with the (?:same )?word the (?:sentence|one) before(?: it)? ended (?:on|with)\b",
    _checks.chained_sentences,
    _edits.not_by_editing("a text is not edited into a chain of sentences"),
)
# "Answer me only in Portuguese, without a single word of English (names and figures may stay)".
format_rule(
    "only_language",
    # "write every message all in French, not one word of English"
    r"\b(?:answer|reply|respond|speak|write|talk)(?: to)?(?: me)?(?: (?:every|each) message)?"
    r" (?:only|all|entirely) in (?P<language>"
    r"Portuguese|Spanish|French|Italian|German|Dutch|Swedish|Norwegian|Danish|Finnish|Polish|"
    r"Czech|Russian|Ukrainian|Greek|Turkish|Romanian|Hungarian|Catalan|Basque|Welsh|Irish|"
    r"Icelandic|Latin|Swahili|Afrikaans|Malagasy|Indonesian|Malay|Tagalog|Quechua|Arabic|Persian|"
    r"Urdu|Hebrew|Hindi|Nepali|Chinese|Japanese|Korean|Thai|Georgian|Armenian|Amharic|Bengali|"
    r"Dari|Pashto)\b"
    r"|\b(?:without|not) (?:a single|any|one) (?:word of )?English\b",
    _checks.only_language,
    _edits.not_by_editing("a text is not translated by the editor"),
)
# "Take turns: say your first sentence in Spanish, the next in English, the next in Spanish and
# so on to the end".
_LANGUAGE = (
    r"(?:English|Portuguese|Spanish|French|Italian|German|Dutch|Swedish|Norwegian|Danish|Finnish|"
    r"Polish|Czech|Romanian|Catalan|Welsh|Irish|Icelandic|Latin|Swahili|Afrikaans|Malagasy|"
    r"Indonesian|Malay|Tagalog|Quechua)"
)
format_rule(
    "alternating_languages",
    rf"\b(?:say|write|put|give) (?:your |the |my )?first sentence in (?P<first>{_LANGUAGE}),? "
    rf"(?:and )?the next(?: one)? in (?P<second>{_LANGUAGE})\b",
    _checks.alternating_languages,
    _edits.not_by_editing("a text is not translated by the editor"),
)
# "Give every answer twice, first a short version and then a longer one, with six asterisks
# (******) between the two and nowhere else".
format_rule(
    "answer_twice",
    r"\b(?:give|write|say|put) (?:every|each|your|the|my)? ?answers? twice\b"
    r"[^.;\n]*?\((?P<mark>[^\w\s()]{2,})\)"
    # "give me every answer twice, two different ways, ... with exactly six stars ****** between
    # the two", "write every message to me twice, two different versions, with six stars ******"
    r"|\b(?:give|write|say|put|send) (?:me )?(?:(?:every|each|your|the|my)? ?(?:answers?|"
    # "give me every answer two times, a short version first and then a longer one, with six
    # stars ****** between the two"; "give me two different answers in every message, two
    # versions, with a line of six stars ****** between them"
    r"messages?|repl(?:y|ies))(?: to me)? (?:twice|two times)|two (?:different )?(?:answers|"
    r"versions|replies|messages))\b[^.;\n]*?\b(?:six|6) (?:stars|asterisks) (?P<stars>\*{6})",
    _checks.answer_twice,
    _edits.not_by_editing("an answer is not written twice by the editor"),
)
# "Make every sentence of your answer a question that ends with a question mark".
format_rule(
    "all_questions",
    r"\b(?:make |write |phrase )?(?:every|each|all(?: of)?(?: your| the)?) sentences?"
    r"(?: of (?:your|the|each|every) (?:answer|reply|response))? (?:as |into |be )?an? questions?\b"
    r"|\bonly (?:in|with) questions\b",
    _checks.all_questions,
    _edits.not_by_editing("a text is not edited into questions"),
)
# "put exactly one question to me in every message, one question mark and only one, anywhere you
# like but never as the very last thing"
format_rule(
    "one_question",
    r"\b(?:put|ask|include|write)(?: me| to me)? (?:exactly|only|just) one question\b"
    r"(?! (?:at|in) the end\b)"
    r"(?=(?P<not_last>[^;]{0,120}?\b(?:never|not) (?:as )?the (?:very )?last thing\b))?",
    _checks.one_question,
    _edits.not_by_editing("a question is not written by the editor"),
)
# "make the third sentence of every message a question, and no other sentence a question"
format_rule(
    "nth_sentence_question",
    r"\b(?:make |let )?the (?P<nth>first|second|third|fourth|fifth|last) sentence (?:of "
    r"(?:every|each|your|the) (?:message|reply|answer|response) )?(?:is |be |as |into )?an? "
    r"question\b",
    _checks.nth_sentence_question,
    _edits.not_by_editing("a sentence is not made a question by the editor"),
)
# "Give every measurement in both metric and imperial units, like 3 metres (10 feet)".
format_rule(
    "both_unit_systems",
    r"\b(?:both )?metric and imperial\b|\bimperial and metric\b"
    # "every time you give a measure, ... write it our way and then right after it the American
    # measure in round brackets"
    r"|\b(?:every time|whenever|each time) (?:you|u) (?:give|write|use) a measure\b[^.]{0,120}?"
    r"\b(?:American|imperial) measures?\b[^.;]{0,20}?\bin (?:round )?brackets\b",
    _checks.both_unit_systems,
    _edits.not_by_editing("a measurement is not converted by the editor"),
)
# "Speak only in the present tense, with no verb in the past tense".
format_rule(
    "present_tense",
    r"\b(?:only|always|entirely) (?:in|use) the present tense\b"
    r"|\bno (?:verbs? in the )?past tense\b",
    _checks.present_tense,
    _edits.not_by_editing("a text is not edited into another tense"),
)
# "Write every number both in figures and in words, like 6 (six)"; "every time you write a number
# in figures put the same number in words right after it in square brackets, like 40 [forty]".
format_rule(
    "figures_and_words",
    r"(?:\bevery number (?:both )?in (?:figures|digits) and (?:in )?words\b"
    # "every number in figures followed by the same number in words in brackets, like 12 (twelve)"
    r"|\bevery number in (?:figures|digits),? (?:followed by|then|and then|with) (?:the same "
    r"number |it )?in words\b"
    # "every time you write a number in figures put the same number in words right after it in
    # square brackets, like 40 [forty]"
    r"|\b(?:every time|whenever) (?:you|u) write a number in (?:figures|digits)\b[^.;]{0,40}?"
    r"\bin words\b)"
    r"(?=[^.;]{0,80}?\blike \d+ ?(?P<open>[\[(]))?",
    _checks.figures_and_words,
    _edits.not_by_editing("a number is not spelled out by the editor"),
)
# "Never use the letter x anywhere in your answer, not even inside a word".
format_rule(
    "no_letter",
    r"\b(?:never|don't|do not|not|no|without) (?:use |write |any )?(?:(?:the|a) )?letters? "
    # "without the letters ë and ç": each letter named, in any alphabet
    r"(?P<letters>[\"'“‘«]?[^\W\d_]\b[\"'”’»]?(?:(?:,? (?:and|or|nor)|,) [\"'“‘«]?[^\W\d_]\b"
    r"[\"'”’»]?)*)",
    _checks.no_letter,
    _edits.not_by_editing("a word is not rewritten without a letter by the editor"),
)
# "Use no accented letters anywhere in your answer (no á, é, í, ó, ú and no ñ)".
# "never write the same word twice in a row, not even ja ja or nei nei"
format_rule(
    "no_repeated_word",
    r"\b(?:never|don't|do not|not|no)\b[^.;]{0,20}?\bthe same word twice in a row\b"
    r"|\bno (?:word|words) (?:said |written )?twice in a row\b",
    _checks.no_repeated_word,
    _edits.not_by_editing("a doubled word is not rewritten by the editor"),
)
# "don't use any word that ends in -ing, not one, not fishing, not even king"
format_rule(
    "no_word_ending",
    rf"{_NEGATION} (?:use |using |write |writing )?(?:any |a single |one )?words? (?:that |which )?"
    r"(?:ends?|ending) (?:in|with) [\"'“‘«]?-(?P<ending>[a-z]{1,5})\b",
    _checks.no_word_ending,
    _edits.not_by_editing("a word is not rewritten without its ending by the editor"),
)
format_rule(
    "no_accents",
    r"\b(?:no|never use|don't use|do not use|without) (?:any )?(?:accented letters|accents|"
    r"diacritics)\b",
    _checks.no_accents,
    _edits.drop_accents,
)
# "Never begin two sentences of one answer with the same word".
format_rule(
    "distinct_openings",
    r"\b(?:never|don't|do not|not) (?:begin|start|open) (?:any )?two (?:of (?:your|the) )?sentences"
    r"(?: of (?:one|an|the same|each) (?:answer|reply|response))? with the same word",
    _checks.distinct_openings,
    _edits.not_by_editing("a text is not edited into sentences of different openings"),
)
# Words never to be used: "Never use the words 'very', 'really', 'quite' or 'just'".
format_rule(
    "avoid_words",
    r"\b(?:never|don't|do not|not) (?:use|say|write) (?:the|any of the) (?:words?|terms?) "
    r"(?![\"'“‘]I[\"'”’])"  # "the word 'I'" is the first person's rule
    # in quotation marks or guillemets ("don't write the word «sheep» anywhere")
    r"(?:(?P<words>[\"'“‘«][^\"'“”‘’«»]+[\"'”’»](?:(?:,\s*|\s+)(?:or\s+|and\s+|nor\s+)?[\"'“‘«]"
    r"[^\"'“”‘’«»]+[\"'”’»])*)"
    # or bare: "don't write the words beta or ale anywhere"
    # "never write the word bird or the word falcon"
    r"|(?P<bare>[^\W\d_][\w'’-]*(?:(?:,\s*|\s+or\s+|\s+and\s+|\s+nor\s+)(?:the (?:word|term) )?"
    r"[^\W\d_][\w'’-]*)*))",
    _checks.avoids_words,
    _edits.drop_words,
)
# "no no-words at all this week: no no, not, never, nothing, nobody, none, nowhere or nor, and
# nothing with n't either", "write with no negative words at all ... and none of your na or nei
# either".
format_rule(
    "no_negative_words",
    r"\bno (?:no-words|negative words|negatives|negations?)\b|\b(?:without|avoid|avoiding) (?:any "
    r")?(?:negative words|negatives|negations)\b|\bnever use (?:any )?negative words\b",
    _checks.no_negative_words,
    _edits.not_by_editing("a sentence is not turned positive by the editor"),
)
# "write every number in Spanish words, like veinte or tres, never in figures and never in English"
format_rule(
    "numbers_in_a_language",
    r"\b(?:every|each|all|any|the) (?:numbers?|figures?)\b[^.;]{0,40}?\bin (?!english\b)"
    r"(?P<language>[a-z]+) words\b",
    _checks.numbers_in_a_language,
    _edits.not_by_editing("numbers are not put into another language's words by the editor"),
)
format_rule(
    "no_commas",
    # "without a single comma, not one anywhere", "don't put a single comma anywhere"
    rf"{_NEGATION} (?:use |using |put |putting |write |writing )?(?:any |a single |one |even one )?"
    r"commas?|\bno commas",
    _checks.no_commas,
    _edits.drop_commas,
)
format_rule(
    "no_emojis",
    rf"{_NEGATION} (?:use |using |include |including )?(?:any )?(?:real )?emojis?"
    r"|\bno (?:real |actual |proper )?emojis?",
    _checks.no_emojis,
    _edits.drop_emojis,
)
# No number at all, in figures or in words ("no numbers at all in ur messages, not 12 and not
# twelve either ... say 'most' or 'a handful'").
# A mark right after every number ("put a 🌴 right after every number u write, like 12🌴 or
# twelve🌴 ... in figures or in words").
format_rule(
    "marked_numbers",
    r"\b(?:put|add|stick|place) (?:a |an |the )?(?P<mark>[^\w\s]{1,3}) (?:right |just |straight )?"
    r"after (?:every|each|all(?: the)?) numbers?\b",
    _checks.marked_numbers,
    _edits.not_by_editing("the numbers to mark are not marked by the editor"),
)
format_rule(
    "no_numbers",
    r"\bno (?:numbers?|figures?) at all\b|\bno (?:numbers?|figures?),? (?:not )?(?:in )?(?:figures"
    r"|digits) (?:n?or|and not) (?:in )?words\b|\bnot \d+ and not [a-z]+ either\b",
    _checks.no_numbers,
    _edits.not_by_editing("a number is not put into words without one by the editor"),
)
# Words and then figures in brackets are not a ban on figures ("every number in words and then in
# figures in brackets"; "numbers in words in brackets").
_NOT_THEN_BRACKETED = r"(?![^.;]{0,30}\bin (?:round )?(?:brackets|parenthes[ie]s))"
format_rule(
    "no_digits",
    rf"{_NEGATION} (?:use |using |write |writing )?(?:any )?(?:digits|numerals)\b|\bno (?:digits|"
    r"numerals)\b|\b(?:write|spell) (?:out )?(?:every|all|each|any) (?:numbers?|figures?) "
    r"(?:in (?:your|ur) (?:messages?|replies|answers) )?(?:out )?"
    # not "namba nowhere else, not before a number in words"
    rf"in (?:full|words){_NOT_THEN_BRACKETED}|(?<!same )(?<!other )(?<!before a )\bnumbers? "
    r"(?:written |spelled |spelt )?"
    rf"(?:out )?in words{_NOT_THEN_BRACKETED}"
    # "write every number as a word, never in figures, not a single digit anywhere"
    r"|\b(?:every|each|all|any) numbers? as (?:a )?words?\b|\bnot (?:a single|one) digit\b",
    _checks.no_digits,
    _edits.spell_out_numbers,
)
# Figures only ("write every number in figures and never in words, 3 not three, 40 not forty"),
# not figures beside words ("every number in words and then in figures").
# "put exactly three numbers written in figures in every message, like 3 or 1970"
format_rule(
    "figure_count",
    rf"\b(?:exactly|just|only) {_NUMBER} numbers? (?:written |put |given )?(?:in|as) (?:figures"
    r"|digits|numerals)\b",
    _checks.figure_count,
    _edits.not_by_editing("numbers are not put into figures by the editor"),
)
format_rule(
    "numbers_in_figures",
    # not an aside's "pops a bubble onto every number in figures it finds"
    # "write every number in your messages in figures"
    r"(?<!onto )\b(?:every|each|all(?: the)?|any) numbers? (?:in your messages? )?(?:in|as) "
    r"(?:figures|digits|numerals)\b"
    r"(?![^.;]{0,30}\b(?:and|then) (?:then )?(?:in )?(?:words|letters)\b)",
    _checks.numbers_in_figures,
    _edits.not_by_editing("numbers are not put into figures by the editor"),
)
format_rule(
    "no_first_person_i",
    r"(?:never|not|n't|avoid|without|refrain from) (?:\w+ ){0,3}?(?:refer(?:ring)? to yourself as|"
    r"call(?:ing)? yourself|use|using|say|saying) (?:the (?:word|pronoun) )?[\"'‘“]I[\"'’”]"
    r"|\bno first[- ]person [\"'‘“]?I\b",
    _checks.no_first_person_i,
    _edits.drop_first_person_i,
)
format_rule(
    "no_contractions",
    rf"\b{_NEGATION}\b(?: \w+){{0,3}}? contractions?\b|\bno contractions?\b"
    # "write everything out with no short forms, no don't or it's or I'm"
    r"|\b(?:no|without(?: any)?|never use) short forms\b"
    r"|\bcontractions? (?:are )?(?:not allowed|forbidden|banned|off limits)",
    _checks.no_contractions,
    _edits.expand_contractions,
)
# "end every sentence with the shad ། the way you end them in your letters to me, the questions
# too"
format_rule(
    "sentences_end_with_mark",
    r"\b(?:end|finish|close) (?:every|each|all(?: of)?(?: your| the)?) (?:single )?sentences? with "
    r"(?:the |a |an )?(?:[\w-]+ ){0,3}(?P<mark>[^\w\s\"'“”‘’(),.;:!?]{1,2})(?=[\s,.;:)]|$)",
    _checks.sentences_end_with_mark,
    _edits.not_by_editing("sentences are not given another closing mark by the editor"),
)
format_rule(
    "exclamation_sentences",
    r"(?:end|finish) (?:every|each|all(?: of)?(?: your)?) (?:single )?sentences?(?: (?:that )?you "
    r"(?:write|say|speak|utter))? with (?:an? )?exclamation (?:mark|point)s?",
    _checks.exclamation_sentences,
    _edits.exclaim,
)
format_rule(
    "min_emojis",
    rf"(?<!not )(?<!never )(?<!n't )(?:at least|a minimum of|minimum) {_NUMBER} emojis?"
    r"|(?<!not )(?<!never )(?<!n't )(?<!avoid )\b(?:use|include|add|incorporate|sprinkle)"
    r" (?:some |an? |many |plenty of |lots of )?emojis?"
    # "use emojis, at least two in every answer"
    rf"(?:,? (?:at least|a minimum of|minimum) {_NUMBER.replace('?P<n>', '?P<n2>')}\b)?",
    _checks.min_emojis,
    _edits.add_emojis,
)
format_rule(
    "emoji_count",
    rf"\b(?:exactly|precisely|just|only) {_NUMBER} emojis?\b|\b{_NUMBER.replace('?P<n>', '?P<n2>')}"
    r" emojis?\b[^.;\n]{0,30}?,? no more,? (?:and |or |, )?no (?:fewer|less)\b",
    _checks.emoji_count,
    _edits.exact_emojis,
)
# Emojis only from a list the rule gives ("the only emoji you may use are the sea ones on this
# list, 🦪 🌊 🐟 ⚓ 🚤, as many as you like but at least one in every message").
format_rule(
    "emojis_from_list",
    r"\bonly emojis? (?:you (?:may|can) use|allowed|to use|you use)\b[^.;:]{0,40}?"
    rf"(?P<allowed>(?:{EMOJI.pattern})(?:[\s,]+(?:or |and )?(?:{EMOJI.pattern}))+)",
    _checks.emojis_from_list,
    _edits.not_by_editing("emojis are not chosen by the editor"),
)
# A name to be written in one form wherever it comes ("every time you write the name of our
# village write it Hollókő, with the long ó and the ő ..., never Holloko and never Hollókö").
format_rule(
    "name_spelled",
    r"\b(?:every time|whenever|each time) (?:you|u) (?:write|type|spell|put) [^.;]{0,60}?,? "
    r"(?:write|spell|type) it (?:as |like |exactly )?(?P<form>[^\W\d_][\w'’-]*[^\W\d_])",
    _checks.name_spelled,
    _edits.not_by_editing("a name is not respelled by the editor"),
)
# A count of one kind of emoji ("put exactly two camel emojis 🐫 in every message, ... and no
# other camel emoji"): the emoji shown, where the rule shows one, and none other of its kind.
format_rule(
    "kind_emoji_count",
    rf"\b(?:exactly|precisely|just|only) {_NUMBER} (?P<kind>[a-z]{{3,}}) emojis?\b"
    rf"(?:\s*(?P<shown>{EMOJI.pattern}))?",
    _checks.kind_emoji_count,
    _edits.not_by_editing("emojis of one kind are not counted in by the editor"),
)
# A face typed in keyboard signs ("put a little face made of keyboard signs in every message,
# with eyes and a mouth like :) or ;-) or :D").
format_rule(
    "emoticon",
    r"\b(?:faces?|smileys?|smilies) (?:made |typed |drawn )?(?:of|from|with|out of|in) (?:the )?"
    r"(?:keyboard|typed|text|ascii|punctuation)\b|\bemoticons?\b"
    r"|\b(?:keyboard|text|ascii|typed) (?:faces?|smileys?|smilies)\b",
    _checks.emoticon,
    _edits.add_emoticon,
)
# The answer inside spoiler tags ("put the real answer to my question inside spoiler tags,
# ||like this||").
format_rule(
    "spoiler_tags",
    r"\bspoiler(?: tags?| bars?| marks?)?\b",
    _checks.spoiler_tags,
    _edits.not_by_editing("the answer to hide is not known to the editor"),
)
# A correction shown ("cross out at least one word or number with two tildes on each side, like
# ~~27~~ 38, and write the right one straight after it").
format_rule(
    "struck_through_correction",
    # asked of the role, not what somebody else does ("Hina crosses out every W when I read you
    # to her")
    r"\b(?:cross(?:ing)? out|strike (?:out|through)|strikethrough)\b",
    _checks.struck_through_correction,
    _edits.not_by_editing("what to cross out is not known to the editor"),
)
# Exactly N pieces of narration ("just one ✎action✎ per answer please, not zero and not two").
format_rule(
    "action_count",
    rf"\b(?:exactly|precisely|just|only) {_NUMBER} (?:single )?\S{{0,2}}(?:actions?|pieces? of "
    r"narration|stage directions?)\b",
    _checks.action_count,
    _edits.not_by_editing("the narration is not counted out by the editor"),
)
# Exactly N asides in round brackets ("put exactly one aside in round brackets in every answer,
# no more and no fewer").
format_rule(
    "aside_count",
    rf"\b(?:exactly |precisely |just |only )?{_NUMBER} (?:little |short )?asides? in "
    r"(?:round |curved )?(?:brackets|parenthes[ie]s)\b",
    _checks.aside_count,
    _edits.not_by_editing("asides are not written by the editor"),
)
# Units written in full ("write out every unit in full, with no abbreviations or symbols: degrees
# Celsius and not °C").
format_rule(
    "units_in_full",
    r"\b(?:write|spell) (?:out )?(?:every|all|each|any|the) units? (?:out )?in full\b"
    r"|\bunits? (?:written |spelled |spelt )?(?:out )?in full\b"
    r"|\bno (?:unit )?(?:abbreviations|symbols) (?:or (?:abbreviations|symbols) )?for "
    r"(?:the )?units\b",
    _checks.units_in_full,
    _edits.not_by_editing("units are not written out by the editor"),
)
# Measures written short with figures ("every measure you give, write it short with figures,
# like 9 m, 40 min, 2 km, ..., never spelled out like nine metres or forty minutes or an hour").
format_rule(
    "units_short",
    r"\b(?:every|each|all|any) (?:measures?|units?|measurements?)\b[^.;]{0,30}?\b(?:write|written"
    r"|put|give) (?:it |them )?(?:short|abbreviated)\b",
    _checks.units_short,
    _edits.not_by_editing("units are not shortened by the editor"),
)
# Two spaces between sentences ("put two spaces, never one, between one sentence and the next,
# the way compositors spaced after a full stop").
format_rule(
    "two_spaces_between_sentences",
    r"\btwo spaces\b[^.;]{0,40}?\b(?:between|after) (?:one |each |every |the |a )?"
    r"(?:sentences?|full stops?|periods?)\b",
    _checks.two_spaces_between_sentences,
    _edits.not_by_editing("sentence gaps are not respaced by the editor"),
)
# Phrases in italics ("put at least two separate phrases of every answer in italics, between
# single underscores").
format_rule(
    "italic_phrases",
    r"\b(?:(?P<bound>at least|exactly|precisely|a minimum of|no fewer than) )?"
    rf"{_NUMBER} (?:separate |different |whole )?(?:phrases?|words?|expressions?)\b[^.;]{{0,60}}?"
    r"\bin italics?\b",
    _checks.italic_phrases,
    _edits.not_by_editing("the phrases to put in italics are not known to the editor"),
)
# A note in brackets at the very end ("end every answer with your mood in square brackets,
# like [mood: proud], with nothing at all after it").
format_rule(
    "ends_with_bracketed_note",
    r"\b(?:end|finish|close)s? (?:each|every|your|the) (?:answer|reply|response|message)s? with"
    r" (?!its (?:own )?word count|how many words|the number of words)[^.;]{0,60}?\bin "
    r"(?:(?P<kind>square|round|curly) )?"
    r"(?P<shape>brackets|parenthes[ie]s)\b",
    _checks.ends_with_bracketed_note,
    _edits.not_by_editing("the note to end on is not known to the editor"),
)
# At least one simile ("use at least one simile in every answer, you know, 'as slow as a yak'").
format_rule(
    "simile",
    r"(?<!no )(?<!not )(?<!never )(?<!avoid )\bsimiles?\b"
    # "put a comparison into every single sentence you write, with 'like' or 'as ... as'"
    r"|\b(?:a )?comparisons? (?:in|into) (?:every|each)(?: single)? sentence\b",
    _checks.simile,
    _edits.not_by_editing("a simile is not written by the editor"),
)
format_rule(
    "all_lowercase",
    r"(?:all|entirely in|only|exclusively in|completely in|(?:whole|entire) answer in) "
    r"lower[- ]?case(?: letters)?"
    # "type everything in small letters, no capitals at all"
    r"|\b(?:everything|all|only|write|type) (?:\w+ ){0,2}in small letters\b|\bno capitals\b"
    # "write every message in small letters only, not one capital anywhere"
    r"|\bnot (?:one|a single) capital\b"
    rf"|lower[- ]?case letters only|\bno capital letters|{_NEGATION} (?:use |using )?(?:any )?"
    r"capital letters",
    _checks.all_lowercase,
    _edits.lowercase,
)
format_rule(
    "all_capitals",
    # "and only that one word, no other word all in capitals anywhere" is about other words, and
    # "place names written all in capitals" about names
    r"(?<!\bword )(?<!\bwords )(?<!\bnames written )(?<!\bname written )(?<!\bnames )"
    r"(?:all|all in|entirely in|only|exclusively in|completely in) (?:capital|upper[- ]?case|caps)"
    r"(?: letters)?|\bin (?:all )?caps\b"
    r"|\b(?:whole|entire|full) (?:answer|reply|response|text|message) in (?:capital|upper[- ]?case"
    r"|caps)\b"
    # "keep writing to me in CAPITAL LETTERS like u always do on ur old Nokia"
    r"|\b(?:writ(?:e|ing)|repl(?:y|ying)|answer(?:ing)?|typ(?:e|ing)|text(?:ing)?)"
    # "write every message in CAPITAL LETTERS"
    r"(?: to me| me| us| (?:every|each|all|your) (?:messages?|repl(?:y|ies)|answers?))? in "
    r"(?:capital|upper[- ]?case|block) letters\b",
    _checks.all_capitals,
    _edits.capitals,
)
# "type every answer the way you type on Facebook, Every Word Starting With A Capital Letter,
# even the small words like and, of and sa": title case, word by word.
format_rule(
    "title_case",
    r"\b(?:every|each) word (?:\w+ )?(?:start(?:s|ing)?|begin(?:s|ning)?|open(?:s|ing)?) with an? "
    r"(?:capital|upper[- ]?case)\b|\bcapitali[sz]e (?:the first letter of )?(?:every|each) word\b"
    r"|\btitle[- ]case\b"
    # "start every single word of your answer with a capital letter"
    r"|\b(?:start|begin)s? (?:every|each) (?:single )?word\b[^.;\n]{0,30}? with an? "
    r"(?:capital|upper[- ]?case)\b",
    _checks.title_case,
    _edits.title_case,
)
# "Write exactly one word of every answer in ALL CAPITALS, like SWEET, and no other word in
# capitals": a count of words in capitals, not a reply in capitals; at least that many where the
# rule says so ("put at least three whole words in CAPITALS in every message").
format_rule(
    "capital_words",
    r"\b(?:(?P<least>at least|no fewer than|a minimum of) |exactly |only |just )?"
    rf"{_NUMBER} (?:whole |full |entire )?words?\b[^.;\n]{{0,40}}?\b(?:in (?:all )?"
    r"(?:capital(?:s| letters)?|caps|upper[- ]?case)|all-caps|capitali[sz]ed)\b",
    _checks.capital_words,
    _edits.not_by_editing("a word is not chosen for capitals by the editor"),
)
# "every time u mention a date say what day of the week it was too, like Monday 9 December".
format_rule(
    "dates_with_weekdays",
    r"\bdates?\b[^.;\n]{0,40}?\b(?:day of the week|weekday)\b",
    _checks.dates_with_weekdays,
    _edits.not_by_editing("the weekday of a date is not known to the editor"),
)
# "write ur answers like her recipes, Bahan-bahan first (the ingredients) and then Cara (the
# steps, numbered 1, 2, 3…)".
format_rule(
    "headed_first_and_then",
    # headings written with a capital ("Bahan-bahan first ... and then Cara"), not "the bad news
    # first and then the good news"
    r"\b(?P<first>(?-i:[A-Z])[\w'-]*) first\b[^.;\n]{0,60}?\band then (?P<second>(?-i:[A-Z])"
    r"[\w'-]*)\b(?P<numbered>[^.;\n]{0,40}?\bnumbered\b)?",
    _checks.headed_first_and_then,
    _edits.not_by_editing("a text is not laid out under headings by the editor"),
)
# Two labels in the reply, the first before the second and the second last ("write 'Bad news:' and
# then 'Good news:' so I know where I am (bad first pls and the good at the end, and always both)").
format_rule(
    "labelled_first_and_then",
    r"\b(?:write|put|use|start with|give me) [\"'‘“](?P<first>[^\"'’”\n]{2,30}?:)[\"'’”],?"
    r" (?:and )?then [\"'‘“](?P<second>[^\"'’”\n]{2,30}?:)[\"'’”]",
    _checks.labelled_first_and_then,
    _edits.not_by_editing("a text is not split under labels by the editor"),
)
# "put ur whole message inside quotation marks, from the very first word to the very last".
format_rule(
    "wrapped_in_quotes",
    r"(?:wrap|enclose|surround|put) (?:your |ur |the |each |every )?(?:entire |whole )?"
    r"(?:reply|replies|response|responses|answer|answers|message|messages) (?:in|with|within|"
    r"inside|between) (?:(?:a|one|a single) pair of )?(?P<double>double )?"
    r"(?:quot(?:ation marks|es|ation)|inverted commas)",
    _checks.wrapped_in_quotes,
    _edits.wrap_in_quotes,
)
# "write every message between <p> and </p>, <p> at the very start and </p> at the very end and
# nothing before or after them".
format_rule(
    "wrapped_in_tags",
    r"\bbetween (?P<open><[a-z][\w-]*>) and (?P<close></[a-z][\w-]*>)",
    _checks.wrapped_in_tags,
    _edits.not_by_editing("a text is not put between tags by the editor"),
)
# "put a word joined with a hyphen in every sentence you write, like grand-mère".
format_rule(
    "hyphen_in_every_sentence",
    r"\b(?:a )?(?:word joined with a hyphen|hyphenated word) in (?:every|each)(?: single)? "
    r"sentence\b",
    _checks.hyphen_in_every_sentence,
    _edits.not_by_editing("a text is not hyphenated by the editor"),
)
# "put at least one letter with a háček in every sentence you write, č or ř or š or ž or ě".
_LETTER_MARKS = (
    r"h[áa][čc]ek|caron|umlaut|diaeresis|cedilla|acute(?: accent)?|grave(?: accent)?|tilde"
    r"|circumflex|ogonek|breve|macron|ring"
)
format_rule(
    "diacritic_in_every_sentence",
    rf"\b(?:letter|character) with an? (?P<mark>{_LETTER_MARKS})\b[^.;]{{0,20}}?\bin (?:every|each)"
    r"(?: single)? sentence\b"
    r"|\b(?:every|each)(?: single)? sentence\b[^.;]{0,30}?\b(?:letter|character) with an? "
    rf"(?P<mark_after>{_LETTER_MARKS})\b",
    _checks.diacritic_in_every_sentence,
    _edits.not_by_editing("a letter's marks are not set by the editor"),
)
# "let every sentence you say hold a pair of opposites, like old and new or day and night".
format_rule(
    "opposites_in_every_sentence",
    r"\b(?:every|each)(?: single)? sentence\b[^.;]{0,30}?\bpair of (?:opposites|antonyms)\b"
    r"|\bpair of (?:opposites|antonyms)\b[^.;]{0,30}?\bin (?:every|each)(?: single)? sentence\b",
    _checks.opposites_in_every_sentence,
    _edits.not_by_editing("a pair of opposites is not chosen by the editor"),
)
# "after every name of a person or a place you write, spell it out in brackets letter by letter
# with dashes between, like Sonogno (S-O-N-O-G-N-O)".
format_rule(
    "spelled_names",
    r"\b(?:every|each) name\b[^.;]{0,60}?\bspell(?:ed)? (?:it |them )?out\b[^.;]{0,40}?"
    r"\bletter by letter\b",
    _checks.spelled_names,
    _edits.not_by_editing("the names to spell are not known to the editor"),
)
# "start every line of every message with > and a space, like a quotation, the short lines and
# the empty ones between too".
format_rule(
    "quoted_lines",
    r"\b(?:start|begin|open) every line(?: of (?:every|each|your|the) (?:message|reply|answer)s?)?"
    r" with (?:the (?:sign|mark) |an? )?>",
    _checks.quoted_lines,
    _edits.not_by_editing("lines are not quoted by the editor"),
)
# "put the main thing you tell me on one line of its own starting with >, ... only one such
# line".
format_rule(
    "one_quote_line",
    r"\b(?:on )?(?:exactly |only )?one line(?: of (?:its|their) own)? (?:starting|beginning|"
    r"opening) with (?:the sign |an? )?>",
    _checks.one_quote_line,
    _edits.not_by_editing("a line is not quoted by the editor"),
)
# "end every line of your message with a full stop, the dot as the very last thing on each line,
# not a question mark, not an emoji, not a quote mark and not the bits about what you're doing".
format_rule(
    "lines_end_with_full_stop",
    r"\b(?:end|finish|close) (?:every|each) line(?: of (?:your|the|each|every) (?:message|reply"
    r"|answer)s?)? (?:with|on) (?:a|the) (?:full stop|period|dot)\b",
    _checks.lines_end_with_full_stop,
    _edits.not_by_editing("lines are not closed by the editor"),
)
# "whenever you give somebody's own words, put them on a line of their own that starts with the
# sign > and a space, ... at least one such line in every message".
format_rule(
    "quote_lines_at_least_one",
    r"\bon a line of (?:their|its) own (?:that )?(?:starts|begins|opens|starting|beginning|opening)"
    r" with (?:the sign |the mark |an? )?>[^;]{0,120}?\bat least one such line\b",
    _checks.quote_lines_at_least_one,
    _edits.not_by_editing("a line is not quoted by the editor"),
)
# "in every sentence name a day of the week, Monday to Sunday".
format_rule(
    "weekday_in_every_sentence",
    r"\b(?:in |into )?(?:every|each)(?: single)? sentence,? (?:name|put|say|use|mention)s? a "
    r"day of the week\b|\ba day of the week (?:named )?in (?:every|each)(?: single)? sentence\b",
    _checks.weekday_in_every_sentence,
    _edits.not_by_editing("a day is not chosen by the editor"),
)
# "in every sentence put one of your little Dutch words that end in -je, like bootje".
format_rule(
    "suffixed_word_in_every_sentence",
    r"\bin (?:every|each)(?: single)? sentence\b[^.;]{0,60}?\bwords? (?:that |which )?ends? "
    r"(?:in|with) -(?P<suffix>[a-z]+)\b",
    _checks.suffixed_word_in_every_sentence,
    _edits.not_by_editing("the words to put in are not chosen by the editor"),
)
# "in every sentence end on the same word you started it with".
format_rule(
    "sentence_ends_as_it_begins",
    r"\bend (?:on|with) the (?:same|very) word (?:you|it) (?:started|began|begins?|starts?)"
    r"(?: it)? with\b",
    _checks.sentence_ends_as_it_begins,
    _edits.not_by_editing("a sentence is not ringed by the editor"),
)
# "at least two lines of their own that start with - [x] and a space, like a ticked to-do list".
format_rule(
    "task_list_lines",
    rf"(?:\bat least {_NUMBER} )?lines?(?: of (?:its|their) own)?(?: that)? "
    r"(?:start|begin|open)s? with - ?(?P<box>\[[x ]\])",
    _checks.task_list_lines,
    _edits.not_by_editing("the tasks are not known to the editor"),
)
# "put how sure you are on a last line of its own, like 'Yakin: 90%'".
format_rule(
    "confidence_line",
    r"\b(?:how sure|how certain|how confident)\b[^.;]{0,40}?\blast line\b[^.;]{0,40}?"
    r"['\"‘“](?P<label>[^'\"’”:\n]{1,20}):\s*\d{1,3}\s*%['\"’”]",
    _checks.confidence_line,
    _edits.not_by_editing("how sure the reply is is not known to the editor"),
)
# "answer me as a little dialogue like the Balochi radio plays, every line starting with who
# speaks and a colon, you and at least one other".
format_rule(
    "script_lines",
    r"\bevery line (?:starting|beginning|opening) with who(?:ever)? (?:speaks|is speaking|talks)\b",
    _checks.script_lines,
    _edits.not_by_editing("a text is not made a script by the editor"),
)
# "put the real answer inside \boxed{ }".
format_rule(
    "boxed_answer",
    r"\b(?:inside|in|into) \\boxed\b",
    _checks.boxed_answer,
    _edits.not_by_editing("the answer to box is not known to the editor"),
)
# "put every Luri word you use in italics, between single stars like *dovar*".
format_rule(
    "italic_words",
    r"\bevery [\w-]+ words? (?:you use |you say )?in italics\b",
    _checks.italic_words,
    _edits.not_by_editing("the words to set in italics are not known to the editor"),
)
# "put a space before every question mark, exclamation mark, colon and semicolon, the way French
# printers do".
format_rule(
    "space_before_marks",
    r"\ba space before every (?:question mark|exclamation mark|colon|semicolon)\b",
    _checks.space_before_marks,
    _edits.not_by_editing("the marks are not spaced by the editor"),
)
# "say every number the Georgian way, in twenties (... never thirty, forty, fifty and the rest,
# and no figures at all)".
format_rule(
    "numbers_in_twenties",
    r"\bevery number\b[^.;]{0,40}?\bin twenties\b",
    _checks.numbers_in_twenties,
    _edits.not_by_editing("numbers are not counted in twenties by the editor"),
)
# "write British spelling and never American, colour not color, neighbour not neighbor";
# "spell your English the British way, ... -ise not -ize".
format_rule(
    "british_spelling",
    r"\b(?:british (?:spelling|english)|(?:spell|write)\w* (?:\w+ ){0,3}the british way)\b",
    _checks.british_spelling,
    _edits.not_by_editing("spelling is not changed by the editor"),
)
# "write it going down like our terraces, at least four lines, each line starting two spaces
# further in than the line above it and the first line right at the left edge".
format_rule(
    "stepped_lines",
    r"(?:\bat least (?P<least>\w+) lines,? )?\b(?:each|every) (?:next |new )?line (?:starting|"
    rf"beginning|set|indented) {_NUMBER} spaces? (?:further|farther|more) (?:in|to the right)\b",
    _checks.stepped_lines,
    _edits.not_by_editing("lines are not stepped by the editor"),
)
# "put your words inside a frame ...: a first line of ten or more = signs, a last line of ten or
# more = signs, and every line between them starting with |".
format_rule(
    "framed_lines",
    rf"\bfirst line of {_NUMBER} or more (?P<mark>[^\w\s]) ?(?:signs?|marks?)\b.{{0,80}}?\bevery "
    r"line between (?:them|the two) (?:starting|beginning|opening) with (?P<side>[^\w\s])",
    _checks.framed_lines,
    _edits.not_by_editing("a text is not framed by the editor"),
)
# "begin every message with the yaz ⵣ and end it with the yaz ⵣ, ... nothing before the first
# and nothing after the last".
format_rule(
    "wrapped_in_mark",
    r"\b(?:begin|start|open) (?:every|each|your|the) (?:message|reply|answer)s? with (?:the |a )?"
    r"(?:[\w-]+ ){0,2}(?P<mark>[^\sA-Za-z0-9\"'“”‘’«»(),.;:!?-]) and (?:end|close|finish) "
    r"(?:it|them|every "
    r"(?:message|reply|answer)|each one) with (?:the |a )?(?:[\w-]+ ){0,2}"
    # the same sign, or another ("the little pot 🏺 ... the little horse 🐴")
    r"(?:(?P=mark)|(?P<close>[^\sA-Za-z0-9\"'“”‘’«»(),.;:!?-]))",
    _checks.wrapped_in_mark,
    _edits.not_by_editing("a text is not wrapped in a sign by the editor"),
)
# "every sentence twice, the same words said again straight after it".
format_rule(
    "every_sentence_twice",
    r"\b(?:say |write )?(?:every|each) sentence twice\b",
    _checks.every_sentence_twice,
    _edits.not_by_editing("a sentence is not repeated by the editor"),
)
# "put a direction in every sentence you write, north, south, east or west, one of those words in
# each".
# "in every sentence put one of your old oaths, macarel, boudiou, pardi or miladiou".
format_rule(
    "listed_word_in_every_sentence",
    r"(?:\bput (?:a|an|one) [a-z]+ in (?:every|each)(?: single)? sentence(?: (?:you|u) write)?"
    r"|\bin (?:every|each)(?: single)? sentence,? put (?:a|an|one)(?: of (?:your|the|these|my))?"
    r"(?: [a-z]+){1,2}),? (?P<words>[a-z]+(?:, [a-z]+)*,? or [a-z]+)\b",
    _checks.listed_word_in_every_sentence,
    _edits.not_by_editing("the word to put in is not chosen by the editor"),
)
# "write every message under at least two headings, each heading on a line of its own starting
# with ##", "start every message with a markdown heading and put at least one more heading
# further down".
format_rule(
    "markdown_headings",
    rf"\b(?:under|with) (?:at least )?(?P<count>{_NUMBER}) (?:markdown )?headings\b"
    r"|\bat least one more heading\b",
    _checks.markdown_headings,
    _edits.not_by_editing("headings are not written by the editor"),
)
# "put your points in order with primo, deuxio, tertio like we did in every essay, at least
# primo and deuxio".
format_rule(
    "ordinal_markers",
    r"\b(?:put|number|order|mark|label|count|set out|list)\b[^.;\n]{0,30}?\b(?:points?|reasons?|"
    r"arguments?|steps?|ideas?)\b[^.;\n]{0,25}?\bwith (?P<words>[^\W\d_][\w'-]*(?:, (?!at least\b)"
    r"[^\W\d_][\w'-]*)+(?:,? and [^\W\d_][\w'-]*)?)(?:[^.;\n]{0,120}?\bat least (?P<least>"
    r"[^\W\d_][\w'-]*(?:(?:,| and|, and) [^\W\d_][\w'-]*)*))?",
    _checks.ordinal_markers,
    _edits.not_by_editing("points are not marked by the editor"),
)
# "say sää every time u would say you, and sun for your (not one single you or your left)".
format_rule(
    "substituted_words",
    r"\b(?:say|use|write) (?P<pairs>[\"'“‘]?[^\W\d_][\w'-]*[\"'”’]? (?:(?:every time|each time|"
    r"whenever) (?:u|you) (?:would|'d) (?:say|write|use)|instead of|in place of) [\"'“‘]?"
    r"[^\W\d_][\w'-]*[\"'”’]?(?:,? and [\"'“‘]?[^\W\d_][\w'-]*[\"'”’]? (?:for|instead of|in "
    r"place of) [\"'“‘]?[^\W\d_][\w'-]*[\"'”’]?)*)",
    _checks.substituted_words,
    _edits.not_by_editing("words are not swapped by the editor"),
)
# "write people's names in CAPITALS, every single one (just people, not places)".
# "write every place name you say in capital letters, like RIZE, TRABZON, ISTANBUL".
format_rule(
    "place_names_in_capitals",
    r"\bplace[ -]?names?\b[^.;\n]{0,30}?\bin (?:all )?(?:capitals|capital letters|caps"
    r"|upper[- ]?case)\b"
    # "every time you name a place, a town or a village ..., write the whole name in capitals"
    r"|\bname a place\b[^;]{0,100}?\bin (?:all )?(?:capitals|capital letters|caps"
    r"|upper[- ]?case)\b",
    _checks.place_names_in_capitals,
    _edits.not_by_editing("the places to put in capitals are not known to the editor"),
)
format_rule(
    "names_in_capitals",
    r"\b(?:people's |persons' |person's |every(?:one|body)'s )?names?\b[^.;\n]{0,30}?\bin (?:all )?"
    r"(?:capitals|capital letters|caps|upper[- ]?case)\b",
    _checks.names_in_capitals,
    _edits.not_by_editing("the names to put in capitals are not known to the editor"),
)
# A thread of numbered parts ("write every answer as a little thread ... in parts that each
# start with their number, like 1/3, 2/3, 3/3").
format_rule(
    "thread_parts",
    r"\b(?:thread|parts?|posts?|tweets?)\b[^.;]{0,80}?\blike 1/(?P<total>\d{1,2}),? 2/(?P=total)\b",
    _checks.thread_parts,
    _edits.not_by_editing("a thread's parts are not cut by the editor"),
)
# "put ur whole answer inside a code block, the grey box that starts and ends with ```"
format_rule(
    "code_block",
    r"\b(?:inside|in|into|within|as) (?:a |one |an? )?(?:single |markdown |fenced )?"
    # "put your whole message inside one code box"
    r"code[- ]?(?:block|box)\b"
    # "put every message whole between three backticks ``` at its start and three backticks ```
    # at its end"
    r"|\bbetween (?:three|3) backticks\b",
    _checks.code_block,
    _edits.fence_as_code,
)
# "every line starting with its time, 0:00 on the first line and each time later than the one
# before", "like the chapters under a YouTube video"
format_rule(
    "chapter_times",
    r"\b(?:every|each) line (?:start(?:s|ing)?|begin(?:s|ning)?|open(?:s|ing)?) with (?:its |a )?"
    r"(?:time(?:stamp)?|time code)\b|\bchapters under (?:a|the) (?:\w+ )?video\b",
    _checks.chapter_times,
    _edits.not_by_editing("the chapters' times are not chosen by the editor"),
)
# "pls always split your answer in 2 parts with *** between them", "write exactly 3 paragraphs
# with *** on a line of its own between them", "in exactly three paragraphs with a line of ***
# between them"
format_rule(
    "divided_parts",
    rf"\b(?:(?:split|divide|cut|break)\w* {_REPLY}?\s*(?:in|into) |exactly )?{_NUMBER} "
    r"(?P<unit>parts|pieces|sections|chunks|bits|paragraphs)\b"
    # "write every message as two paragraphs, exactly two, with three stars *** on a line of their
    # own between them"
    rf"(?:,? (?:exactly|just|only) {_ANOTHER_NUMBER},?)?,? with (?:an? |the )?"
    r"(?P<line_of>line of )?"
    rf"(?:{_ANOTHER_NUMBER} (?:stars|asterisks|dashes|hyphens|tildes|dots|hashes|signs|marks) )?"
    r"(?P<divider>[^\w\s]{2,5}) (?P<own_line>on (?:a|its own) line (?:of (?:its|their) own |by "
    r"itself )?)?(?:and nothing else (?:\w+ ){0,2})?(?:in )?between\b",
    _checks.divided_parts,
    _edits.not_by_editing("where the reply is split is not chosen by the editor"),
)
# "write the small numbers, one to nine, in words, and every number from 10 up in figures, ...
# and put at least one number of 10 or more in every message"
format_rule(
    "small_numbers_in_words",
    r"\b(?:small numbers|numbers (?:from )?(?:one|1) to (?:nine|9))\b[^.;]{0,40}?\bin words\b"
    r"[^.;]{0,60}?\b(?:from )?(?:10|ten) (?:up|upwards|and up|or more|and (?:above|over))\b"
    r"[^.;]{0,30}?\bin (?:figures|digits|numerals)\b"
    r"(?=(?P<one_big>[^;]{0,200}?\bat least one (?:number|figure) of (?:10|ten) or more\b))?",
    _checks.small_numbers_in_words,
    _edits.not_by_editing("a number is not rewritten by the editor"),
)
# "split every answer into 2 sections, starting with SECTION 1 and then SECTION 2"
format_rule(
    "labelled_sections",
    # "send it in 2 parts, the first one starting with PART 1 and the second with PART 2"
    rf"\b(?:split|divide|break|cut|send|write)\w* [^.;]{{0,40}}?\bin(?:to)? {_NUMBER} "
    r"(?:sections?|parts?)\b[^.;]{0,60}?"
    # "start the first one with SECTION 1 and the second one with SECTION 2"
    # "..., start it with SECTION 1 in capitals as the very first thing"
    r"\b(?:starting|start|beginning|begin|opening|open)(?: the first(?: one)?| it)? with "
    r"(?P<label>[A-Za-z]+) 1\b",
    _checks.labelled_sections,
    _edits.not_by_editing("where the reply is split is not chosen by the editor"),
)
# "split every answer into two parts like one of my flashcards, FRONT: first with the short
# answer and BACK: after it with the why"
format_rule(
    "named_parts",
    rf"\b(?:split|divide|break|cut)\w* {_REPLY}?[^.;]{{0,30}}?\b(?:in|into) (?:two|2) (?:parts"
    r"|sections|halves|bits)\b[^.;]{0,60}?(?-i:\b(?P<first>[A-Z]{2,}):)[^.;]{0,80}?"
    r"(?-i:\b(?P<second>[A-Z]{2,}):)",
    _checks.named_parts,
    _edits.not_by_editing("where the reply is split is not chosen by the editor"),
)
# "star at least 2 bits of every answer, like *this*, with one star on each side"
format_rule(
    "starred_bits",
    # ("mark at least two bits with single stars, like *this bit here*", "highlight at least two
    # bits of every message with one star on each side, like *this*")
    rf"\b(?:star|put|set|mark|highlight) (?P<bound>at least |exactly |at most )?{_NUMBER} "
    r"(?:bits?|words?|parts?|phrases?|things?)\b[^.;]{0,60}?\*\w[^*\n]*\*"
    # what the rule says of them in brackets is part of it ("(I letter those bits in bold)")
    r"(?:[^(.;]{0,10}\([^)]*\))?",
    _checks.starred_bits,
    _edits.not_by_editing("the bits to star are not chosen by the editor"),
)
# "whenever u ask something or shout something put the upside-down mark at the start too, ¿like
# this? and ¡like this!"
format_rule(
    "inverted_marks",
    r"\bupside[- ]down (?:question |exclamation )?marks?\b|\binverted (?:question|exclamation)"
    r" marks?\b|¿like this\?"
    # "with the upside-down ¿ at its start ... and put at least one ¡exclamation! in every message"
    r"|\bupside[- ]down [¿¡]",
    _checks.inverted_marks,
    _edits.not_by_editing("the editor does not mark questions and shouts"),
)
format_rule(
    "json_format",
    r"\b(?:in|as|valid|using) JSON\b|\bJSON (?:format|object)",
    _checks.json_format,
    _edits.as_json,
)


def find_format_rules(requirement_text: str) -> list[tuple[FormatRule, re.Match[str]]]:
    """The registered rules whose wording occurs in ``requirement_text``, in order of mention.
    A wording found inside a longer one of another rule is part of that rule, not a rule of its
    own: "every sentence under 12 words" bounds each sentence, not the reply's 12 words."""
    return list(_rules_found(requirement_text))


def check_format_rules(reply: str, requirement_text: str) -> list[RuleVerdict]:
    """Every recognised rule of ``requirement_text`` checked against ``reply``."""
    return [
        RuleVerdict(rule.name, match.group(0), rule.check(reply, match), rule.description)
        for rule, match in find_format_rules(requirement_text)
    ]


def _edit_once(text: str, found: list[tuple[FormatRule, re.Match[str]]], editing: Editing) -> str:
    matches = {rule.name: match for rule, match in found}
    for rule in _FORMAT_RULES.values():
        match = matches.get(rule.name)
        if match is None:
            continue
        # A cut runs even on a text within its bound: it must leave the room reserved for
        # material that later editors add.
        if rule.counts is None and rule.check(text, match) is not False:
            continue
        try:
            text = rule.edit(text, match, editing)
        except CannotApply as error:
            raise ValueError(
                f"format rule {rule.name!r} ({match.group(0)!r}) cannot be applied: {error}"
            ) from None
    return text


def apply_format_rules(text: str, requirement_text: str, *, extra: str | None = None) -> str:
    """``text`` edited to obey every format rule :func:`find_format_rules` recognises in
    ``requirement_text``, keeping its words where the rules allow; unchanged when none is found.

    Editors apply in the order of :func:`registered_format_rules`, each only where its checker
    fails (the word and sentence bounds always, to leave room for what later editors add).
    Rules about what the role says edit the spoken text only: narration such as "(Tomas grins)"
    keeps its words and case, stays in place (at the start of the first paragraph, bullet or
    item; outside wrapping quotes) and is not counted by the bounds, as their checkers do not
    count it.

    ``extra`` is an optional sentence written elsewhere (a full stop is added when it ends in a
    word). The first editor that must add material takes it: ``min_words`` appends it,
    ``postscript`` makes it the "P.S." paragraph, ``paragraph_count`` the last paragraph (when
    more than one is asked for), ``bullet_points`` and ``numbered_list`` the last item, and
    ``ends_with_question`` ends with it, turned into a question. Without it they work from the
    text's own sentences (the last one moves into the postscript; the sentences are grouped
    into paragraphs or items), ``ends_with_question`` adds :data:`NEUTRAL_QUESTION` and
    ``min_words`` cannot proceed.

    Raises ValueError naming the rule when the text cannot be made to obey it: too little
    material (two paragraphs from one sentence), or rules that exclude each other under their
    checkers (lowercase letters, or every sentence ending with "!", beside a postscript: the
    checker wants "P.S." in capitals, and "P.S." ends a sentence with "."; every sentence
    ending with "!" beside ending with a question; JSON beside anything about the reply's
    first or last characters or its lines). The result always passes
    :func:`check_format_rules` with no ``passed is False`` verdict.
    """
    found = find_format_rules(requirement_text)
    if not found:
        return text
    extra = as_sentence(extra) if extra is not None and extra.strip() else None
    by_name = {rule.name: match for rule, match in found}
    reserve: dict[str, int] = {}
    while True:
        edited = _edit_once(text, found, Editing(by_name, extra, reserve))
        broken = [
            verdict
            for verdict in check_format_rules(edited, requirement_text)
            if verdict.passed is False
        ]
        if not broken:
            return edited
        bounds = [(verdict, _FORMAT_RULES[verdict.rule].counts) for verdict in broken]
        unfixable = [verdict for verdict, counts in bounds if counts is None]
        if unfixable:
            others = [rule.name for rule, _ in found if rule.name != unfixable[0].rule]
            raise ValueError(
                f"format rule {unfixable[0].rule!r} ({unfixable[0].matched!r}) still fails "
                "after editing" + (f", beside {', '.join(map(repr, others))}" if others else "")
            )
        # Material added after the cut (a question, a postscript, "Well, ...") overflowed a
        # bound: cut again, leaving that much room.
        spoken = strip_narration(edited)
        for verdict, counts in bounds:
            if counts is not None:  # every one is, past the check above
                overflow = counts(spoken) - allowed_count(by_name[verdict.rule])
                reserve[verdict.rule] = reserve.get(verdict.rule, 0) + max(overflow, 1)
