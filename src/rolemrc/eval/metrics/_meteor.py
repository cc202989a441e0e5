"""METEOR as the Hugging Face ``meteor`` metric computes it with nltk >= 3.6.5.

That is ``single_meteor_score(word_tokenize(reference), word_tokenize(response), alpha=0.9,
beta=3, gamma=0.5)`` with nltk's other defaults (lower-casing, Porter stemmer, WordNet synonyms).
The algorithm here is nltk's own; only the lookups are memoised: tokenisation per text (by
:mod:`._word_tokenize`: nltk's tokens, with less work), stems per word and WordNet synonyms per
word (behind a lock, as nltk's WordNet reader is not thread-safe).
An empty side gives nltk's 0.0 (its division-by-zero guard), so nothing is left out.
"""

from __future__ import annotations

import contextlib
import threading
import warnings
from functools import lru_cache

from nltk.corpus.reader.wordnet import WordNetCorpusReader
from nltk.stem.porter import PorterStemmer
from nltk.translate.meteor_score import single_meteor_score

from rolemrc.core import nltk_data_dir
from rolemrc.eval.metrics._nltk_data import WORDNET_LOCK, WORDNET_SUBDIR, ensure_nltk_data
from rolemrc.eval.metrics._word_tokenize import forget_punkt_memo, word_tokenize

ALPHA = 0.9
BETA = 3.0
GAMMA = 0.5


class _MemoisedStemmer:
    def __init__(self) -> None:
        self.stem = lru_cache(maxsize=1 << 17)(PorterStemmer().stem)


class _LemmaName(str):
    """A lemma's name, answering ``name()`` as a WordNet lemma does."""

    __slots__ = ()

    def name(self) -> str:
        return self


class _Synonyms:
    """All synsets of one word folded into one: METEOR only collects the set of their lemma
    names (those without ``_``), and this holds each such name once."""

    __slots__ = ("_lemmas",)

    def __init__(self, names: list[str]) -> None:
        self._lemmas = tuple(_LemmaName(name) for name in names)

    def lemmas(self) -> tuple[_LemmaName, ...]:
        return self._lemmas


class _MemoisedWordNet:
    """The one method METEOR calls on WordNet, memoised and serialised. ``synsets(word)`` gives
    one :class:`_Synonyms` with the distinct lemma names of the word's synsets, the only thing
    METEOR reads from them (it makes a set of those names), or no synset when WordNet has none."""

    def __init__(self, reader: WordNetCorpusReader) -> None:
        self._reader = reader
        self._synsets: dict[str, list[_Synonyms]] = {}

    def reopen_files(self) -> None:
        """Make the reader open its data files afresh. A forked process shares the parent's open
        files, and with them one read position: two processes reading through one would read
        each other's lines."""
        with WORDNET_LOCK:
            self._reader._data_file_map = {}

    def forget(self) -> None:
        with WORDNET_LOCK:
            self._synsets.clear()

    def synsets(self, word: str) -> list[_Synonyms]:
        with WORDNET_LOCK:
            found = self._synsets.get(word)
            if found is None:
                synsets = self._reader.synsets(word)
                names = dict.fromkeys(
                    lemma.name() for synset in synsets for lemma in synset.lemmas()
                )
                found = self._synsets[word] = [_Synonyms(list(names))] if synsets else []
            return found


_RESOURCES_LOCK = threading.Lock()


def meteor_resources() -> tuple[_MemoisedStemmer, _MemoisedWordNet]:
    """The memoised stemmer and WordNet, loaded once (about 2 s); callers wait for one load."""
    with _RESOURCES_LOCK:
        return _load_meteor_resources()


def start_loading_meteor_resources() -> None:
    """Load WordNet in a background thread, so that it is ready when scoring starts (a run's
    model calls mostly wait on the network meanwhile). A failure is reported by the first
    :func:`meteor_resources` call that needs the data."""

    def load() -> None:
        with contextlib.suppress(Exception):
            meteor_resources()

    if not _load_meteor_resources.cache_info().currsize:
        threading.Thread(target=load, name="rolemrc-wordnet", daemon=True).start()


@lru_cache(maxsize=1)
def _load_meteor_resources() -> tuple[_MemoisedStemmer, _MemoisedWordNet]:
    ensure_nltk_data()
    with warnings.catch_warnings():
        # The reader warns that multilingual lookups need OMW data; METEOR uses English only.
        warnings.simplefilter("ignore", UserWarning)
        reader = WordNetCorpusReader(str(nltk_data_dir() / WORDNET_SUBDIR), None)
    return _MemoisedStemmer(), _MemoisedWordNet(reader)


@lru_cache(maxsize=1 << 12)
def meteor_tokens(text: str) -> tuple[str, ...]:
    return tuple(word_tokenize(text))


def forget_meteor_memos() -> None:
    """Empty the memoised tokens, stems and synsets (the loaded WordNet stays)."""
    meteor_tokens.cache_clear()
    forget_punkt_memo()
    if _load_meteor_resources.cache_info().currsize:
        stemmer, wordnet = meteor_resources()
        stemmer.stem.cache_clear()
        wordnet.forget()


def meteor_score(response: str, reference: str) -> float:
    """METEOR of ``response`` against ``reference`` (needs the NLTK data: ``install_nltk_data``)."""
    stemmer, wordnet = meteor_resources()
    return float(
        single_meteor_score(
            meteor_tokens(reference),
            meteor_tokens(response),
            stemmer=stemmer,
            wordnet=wordnet,
            alpha=ALPHA,
            beta=BETA,
            gamma=GAMMA,
        )
    )
