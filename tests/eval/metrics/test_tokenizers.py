"""The fast tokenizers give exactly the tokens of the libraries upstream's metrics call.

METEOR's tokens must be ``nltk.word_tokenize``'s, BLEU's sacrebleu's 13a tokenizer's and ROUGE's
rouge_score's (with its Porter stemmer), on every text: here on thousands of generated adversarial
texts (quotes, contractions, brackets, ellipses, unicode punctuation and case oddities, numbers,
URLs, odd whitespace, several lines, empty ones) and on the benchmark's texts. Each shortcut's claim
is also checked on its own (a skipped substitution cannot match; character classes over every code
point), and each sabotaged variant below must be caught by the same comparison, so the comparison is
known to be able to fail.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import regex
from nltk.stem import porter
from nltk.tokenize import sent_tokenize
from nltk.tokenize import word_tokenize as nltk_word_tokenize
from nltk.tokenize.destructive import NLTKWordTokenizer
from rouge_score import tokenize
from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

from rolemrc.eval.metrics import _bleu, _rouge, _word_tokenize
from rolemrc.eval.metrics._bleu import bleu_tokens
from rolemrc.eval.metrics._word_tokenize import (
    CONTRACTION_WORDS,
    NOT_REGEX_WHITESPACE,
    TRIGGERS,
    UNLOWERED,
    WHITESPACE_SOURCE,
    sentences,
    treebank_tokens,
    word_tokenize,
)

pytestmark = pytest.mark.usefixtures("nltk_data")

_FRAGMENTS = (
    # words, abbreviations, initials, numbers, URLs
    *("the", "The", "cat", "sat", "river", "Watson", "I", "a", "A", "it", "It", "said"),
    *("Dr.", "Mr.", "Mrs.", "e.g.", "i.e.", "U.S.", "etc.", "vs.", "No.", "St.", "a.m.", "J."),
    *("Bach", "3.5", "1,000", "12:30", "-5", "5-6", "$3.88", "20%", "#tag", "@user", "a&b"),
    *("x*y", "1999.", "2.", "http://example.com/a?b=c&d=e.", "www.test.org/path.", "me@x.io"),
    # contractions and clitics, in several cases
    *("can't", "won't", "I'm", "you're", "we've", "they'll", "he'd", "it's", "Tom's", "dogs'"),
    *("'tis", "'Twas", "cannot", "CANNOT", "CanNot", "gonna", "Gimme", "lemme", "gotta", "GOTTA"),
    *("wanna", "wanna.", "whaddya", "whatcha", "d'ye", "more'n", "'em", "o'clock", "n't", "N'T"),
    *("'S", "'LL", "'re", "'VE", "'d", "rock'n'roll", "gİmme", "gımme", "lemme!", "ca-nnot"),
    # quotes
    *('"', "'", "``", "''", "`", "```", "'''", "«", "»", "“", "”", "‘", "’", "„", '""'),
    # brackets
    *("(", ")", "[", "]", "{", "}", "<", ">", "(smiles)", "[whispers]", "<b>", "{x}"),
    # punctuation, dashes, ellipses
    *(".", "..", "...", "....", ". . .", "…", "?", "!", "?!", "!!!", "!?", ",", ",,", ":", ";"),
    *("--", "---", "-", "‒", "–", "—", "―", "*", "**", "*sighs*", "&", "@", "#", "$", "%"),
    *("/", "\\", "|", "~", "^", "_", "=", "+", "·", "¿", "¡", "‽", "。", "．", "﹖"),
    # letters that case rules or whitespace rules treat specially
    *("İstanbul", "ıi", "ſtate", "Kelvin", "naïve", "café", "日本語", "Ελληνικά", "ς", "ß"),
    *("ﬁ", "١٢٣", "²", "½", "ǅ", "Ⅷ"),
    # line breaks and what the 13a tokenizer replaces
    *("\n", "\n\n", "-\n", "<skipped>", "&quot;", "&amp;", "&lt;", "&gt;", "&", "&am"),
)
_SEPARATORS = (
    *(" ",) * 12,
    *("",) * 6,
    "  ",
    "\n",
    "\n\n",
    "\t",
    "\r\n",
    "\x0b",
    "\x0c",
    "\x1c",
    "\x1d",
    "\x1e",
    "\x1f",
    "\x85",
    "\u00a0",
    "\u2003",
    "\u2028",
    "\u3000",
)
_SPECIAL_TEXTS = (
    "",
    " ",
    "\n",
    " \n ",
    "\x1c",
    ".",
    "...",
    "'",
    '"',
    "''",
    "``",
    '"Hello," she said.',
    "'tis the season. 'Twas the night.",
    "It is 'tis",
    "I cannot go, we're gonna stay... OK?!",
    "a\x1cb. c\x1d d",
    "Hi? There",
    "Hi! There",
    "The U.S. Army. It won.",
    "(Sent1.) Sent2.",
    "He said “Go.” Then left.",
    "Gimme the gİmme, GİMME it.",
    "x ' y '",
    "end with colon:",
    "end with comma,",
    "no end punctuation here   \n  ",
)


def _texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    texts = list(_SPECIAL_TEXTS)
    for _ in range(count):
        pieces = []
        for _ in range(rng.randint(0, 40)):
            pieces.append(rng.choice(_FRAGMENTS))
            pieces.append(rng.choice(_SEPARATORS))
        text = "".join(pieces)
        if rng.random() < 0.2:
            text = rng.choice(('"', "'", "“", "(", "``", " ")) + text
        texts.append(text)
    return texts


ADVERSARIAL = _texts(4000, seed=20)


def _benchmark_texts() -> list[str]:
    path = Path(__file__).resolve().parents[3] / "benchmarks" / "bench_reference_metrics.py"
    spec = importlib.util.spec_from_file_location("bench_reference_metrics", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.path.remove(str(path.parent))  # the benchmark puts its folder first; take it back
    return [text for pair in module.build_pairs(1400) for text in pair]


def _mismatches(ours: Callable[[str], object], theirs: Callable[[str], object]) -> Iterator[str]:
    return (text for text in ADVERSARIAL if ours(text) != theirs(text))


def _treebank(text: str) -> list[str]:
    tokens: list[str] = NLTKWordTokenizer().tokenize(text)
    return tokens


def _sacrebleu(text: str) -> list[str]:
    tokens: list[str] = Tokenizer13a()(text).split()  # type: ignore[no-untyped-call]
    return tokens


def test_word_tokenize_equals_nltk_on_adversarial_texts() -> None:
    assert next(_mismatches(word_tokenize, nltk_word_tokenize), None) is None


def test_treebank_tokens_and_sentences_equal_nltk_on_adversarial_texts() -> None:
    assert next(_mismatches(treebank_tokens, _treebank), None) is None
    assert next(_mismatches(sentences, sent_tokenize), None) is None


def _rouge_score(text: str) -> tuple[str, ...]:
    return tuple(tokenize.tokenize(text, porter.PorterStemmer()))


def _rouge_ours(text: str) -> tuple[str, ...]:
    _rouge._stemmed_tokens.cache_clear()  # a sabotaged variant must not read a sound one's memo
    return _rouge._stemmed_tokens(text)


def test_bleu_tokens_equal_sacrebleu_13a_on_adversarial_texts() -> None:
    assert next(_mismatches(bleu_tokens, _sacrebleu), None) is None


def test_rouge_tokens_equal_rouge_score_on_adversarial_texts() -> None:
    assert next(_mismatches(_rouge._stemmed_tokens, _rouge_score), None) is None


def test_tokenizers_equal_the_libraries_on_the_benchmark_texts() -> None:
    texts = _benchmark_texts()
    assert [word_tokenize(text) for text in texts] == [nltk_word_tokenize(text) for text in texts]
    assert [bleu_tokens(text) for text in texts] == [_sacrebleu(text) for text in texts]
    rouge_texts = [line for text in texts for line in (text, *text.split("\n"))]
    assert [_rouge._stemmed_tokens(text) for text in rouge_texts] == [
        _rouge_score(text) for text in rouge_texts
    ]


def _nltk_substitutions() -> list[tuple[str, object]]:
    tokenizer = NLTKWordTokenizer
    pairs = [
        *tokenizer.STARTING_QUOTES,
        *tokenizer.PUNCTUATION,
        tokenizer.PARENS_BRACKETS,
        tokenizer.DOUBLE_DASHES,
        *tokenizer.ENDING_QUOTES,
    ]
    return [(pattern.pattern, pattern) for pattern, _ in pairs]


def test_every_nltk_substitution_but_whitespace_is_guarded() -> None:
    sources = [source for source, _ in _nltk_substitutions()]
    assert [source for source in sources if source not in TRIGGERS] == [WHITESPACE_SOURCE]
    assert set(TRIGGERS) <= set(sources)
    assert _word_tokenize._CONTRACTIONS_GUARDED


def _without(text: str, triggers: tuple[str, ...]) -> str:
    while any(trigger in text for trigger in triggers):
        for trigger in triggers:
            text = text.replace(trigger, "")
    return text


@pytest.mark.parametrize("source", list(TRIGGERS))
def test_a_pattern_cannot_match_a_text_without_its_triggers(source: str) -> None:
    pattern = dict(_nltk_substitutions())[source]
    checked = [_without(text, TRIGGERS[source]) for text in ADVERSARIAL]
    assert not [text for text in checked if pattern.search(text)]  # type: ignore[attr-defined]
    assert any(pattern.search(text) for text in ADVERSARIAL)  # type: ignore[attr-defined]


def test_contraction_patterns_cannot_match_without_their_words() -> None:
    patterns = [*NLTKWordTokenizer.CONTRACTIONS2, *NLTKWordTokenizer.CONTRACTIONS3]
    for text in ADVERSARIAL:
        if not _word_tokenize._may_contract(" " + text + " "):
            assert not any(pattern.search(" " + text + " ") for pattern in patterns), text


def _every_character() -> str:
    return "".join(chr(code) for code in range(sys.maxunicode + 1) if not 0xD800 <= code < 0xE000)


def test_regex_whitespace_is_str_whitespace_but_four_separators() -> None:
    everything = _every_character()
    regex_spaces = set(regex.compile(r"\s").findall(everything))
    str_spaces = {character for character in everything if character.isspace()}
    assert regex_spaces == str_spaces - set(NOT_REGEX_WHITESPACE)


def test_only_the_unlowered_characters_match_contraction_letters_unlike_lower() -> None:
    letters = sorted({letter for word in CONTRACTION_WORDS for letter in word})
    pattern = re.compile("[" + re.escape("".join(letters)) + "]", re.IGNORECASE)
    found = set(pattern.findall(_every_character()))
    assert {character for character in found if character.lower() not in letters} == set(UNLOWERED)


def test_padded_characters_are_exactly_the_13a_class() -> None:
    found = re.compile(_bleu.PADDED_CLASS_SOURCE).findall(_every_character())
    assert "".join(found) == _bleu.PADDED_CHARACTERS
    sources = [pattern.pattern for pattern, _ in Tokenizer13a()._post_tokenizer._re]  # type: ignore[no-untyped-call]
    assert sources == [_bleu.PADDED_CLASS_SOURCE, *_bleu.TRIGGERS]


def _broken_trigger(source: str, triggers: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    return {**TRIGGERS, source: triggers}


SABOTAGE: dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "question and exclamation marks: only ?": lambda patch: patch.setattr(
        _word_tokenize,
        "_BEFORE_PADDING",
        _word_tokenize.treebank_steps(_broken_trigger("[?!]", ("?",)))[0],
    ),
    "opening double quote: only curly": lambda patch: patch.setattr(
        _word_tokenize,
        "_BEFORE_PADDING",
        _word_tokenize.treebank_steps(_broken_trigger('^\\"', ("“",)))[0],
    ),
    "clitics: only 's": lambda patch: patch.setattr(
        _word_tokenize,
        "_AFTER_PADDING",
        _word_tokenize.treebank_steps(
            _broken_trigger("([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ", ("'s",))
        )[1],
    ),
    "whitespace: the four separators forgotten": lambda patch: patch.setattr(
        _word_tokenize, "NOT_REGEX_WHITESPACE", ""
    ),
    "contractions: cannot forgotten": lambda patch: patch.setattr(
        _word_tokenize, "CONTRACTION_WORDS", CONTRACTION_WORDS[1:]
    ),
    "contractions: dotted capital I forgotten": lambda patch: patch.setattr(
        _word_tokenize, "UNLOWERED", "\u0131\u017f"
    ),
    "sentence ends: only the period": lambda patch: patch.setattr(
        _word_tokenize, "SENTENCE_END_CHARS", (".",)
    ),
}


@pytest.mark.parametrize("variant", list(SABOTAGE))
def test_the_comparison_catches_a_wrong_variant(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    SABOTAGE[variant](monkeypatch)
    caught = (
        next(_mismatches(word_tokenize, nltk_word_tokenize), None) is not None
        or next(_mismatches(sentences, sent_tokenize), None) is not None
    )
    assert caught, variant


def test_the_comparison_catches_a_wrong_13a_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    steps = list(_bleu._REGEXP_STEPS)
    steps[3] = (("+",), steps[3][1])  # the dash after a digit, looked for as a plus
    monkeypatch.setattr(_bleu, "_REGEXP_STEPS", steps)
    assert next(_mismatches(bleu_tokens, _sacrebleu), None) is not None


def test_the_comparison_catches_a_wrong_rouge_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    stem = porter.PorterStemmer().stem
    monkeypatch.setattr(_rouge, "_word_token", stem)  # stems three-letter words too
    assert next(_mismatches(_rouge_ours, _rouge_score), None) is not None
