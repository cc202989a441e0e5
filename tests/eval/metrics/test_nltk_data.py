from __future__ import annotations

import re
import shutil
import warnings
from collections.abc import Iterator
from pathlib import Path

import nltk
import pytest
from nltk.corpus.reader.wordnet import WordNetCorpusReader
from nltk.data import FileSystemPathPointer
from nltk.tokenize.punkt import PunktSentenceTokenizer, load_punkt_params

from rolemrc.core import ConfigError
from rolemrc.eval.metrics import ensure_nltk_data, install_nltk_data
from rolemrc.eval.metrics._nltk_data import (
    DEBIAN_WORDNET_DIR,
    WORDNET_FILES,
    missing_nltk_data,
)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    root = install_nltk_data(tmp_path_factory.mktemp("nltk"))
    # nltk only reads corpora from directories on its data path
    nltk.data.path.append(str(root))
    yield root
    nltk.data.path.remove(str(root))


def test_wordnet_files_are_copies_with_lexnames(installed: Path) -> None:
    wordnet = installed / "corpora" / "wordnet"
    for name in WORDNET_FILES:
        assert (wordnet / name).is_file()
        assert not (wordnet / name).is_symlink()
    lines = (wordnet / "lexnames").read_text().splitlines()
    assert len(lines) == 45
    assert lines[0] == "00\tadj.all\t3"
    assert lines[3] == "03\tnoun.Tops\t1"
    assert lines[18] == "18\tnoun.person\t1"
    assert lines[29] == "29\tverb.body\t2"
    assert lines[44] == "44\tadj.ppl\t3"


def test_nltk_reads_the_installed_wordnet(installed: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        reader = WordNetCorpusReader(str(installed / "corpora" / "wordnet"), None)
    assert reader.get_version() == "3.0"
    assert reader.synset("dog.n.01").lexname() == "noun.animal"
    assert reader.synsets("run", pos="v")[0].lexname() == "verb.motion"
    assert reader.synsets("quickly")[0].lexname() == "adv.all"
    assert reader.synsets("happy", pos="a")[0].lexname() == "adj.all"
    assert "large" in {
        lemma.name() for synset in reader.synsets("big") for lemma in synset.lemmas()
    }


def test_punkt_tab_splits_sentences_like_nltk(installed: Path) -> None:
    params = load_punkt_params(FileSystemPathPointer(installed / "tokenizers/punkt_tab/english"))
    assert "dr" in params.abbrev_types
    splitter = PunktSentenceTokenizer(params)
    assert splitter.tokenize("Dr. Smith went home. He slept.") == [
        "Dr. Smith went home.",
        "He slept.",
    ]


def test_reinstall_leaves_files_untouched(installed: Path) -> None:
    files = sorted(path for path in installed.rglob("*") if path.is_file())
    before = {path: path.stat().st_mtime_ns for path in files}
    install_nltk_data(installed)
    assert {path: path.stat().st_mtime_ns for path in files} == before


def test_missing_debian_wordnet_fails_with_the_fix(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="apt-get install -y wordnet-base wordnet-sense-index"):
        install_nltk_data(tmp_path / "data", wordnet_source=tmp_path / "nowhere")


def test_a_new_home_gets_its_data_on_first_use_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path))
    monkeypatch.setattr(nltk.data, "path", list(nltk.data.path))
    root = ensure_nltk_data()
    assert root == tmp_path / "nltk_data"
    assert missing_nltk_data(root) == []
    assert nltk.data.path[0] == str(root)
    _, err = capfd.readouterr()
    assert re.fullmatch(
        rf"preparing NLTK data for METEOR \(once\) in {re.escape(str(root))} \.\.\. "
        r"done in \d+\.\d s\n",
        err,
    ), err
    ensure_nltk_data()
    assert capfd.readouterr() == ("", "")  # ready: silent


def test_without_wordnet_a_new_home_gets_what_to_install_and_nothing_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROLEMRC_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ROLEMRC_WORDNET_DIR", str(tmp_path / "no-wordnet"))
    with pytest.raises(ConfigError) as raised:
        ensure_nltk_data()
    message = str(raised.value)
    assert f"not found in {tmp_path / 'no-wordnet'}" in message
    assert "sudo apt-get install -y wordnet-base wordnet-sense-index" in message
    assert "ROLEMRC_WORDNET_DIR" in message
    assert not (tmp_path / "home" / "nltk_data").exists()


def test_wordnet_can_come_from_another_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "wordnet-3.0" / "dict"
    elsewhere.mkdir(parents=True)
    for name in WORDNET_FILES:
        shutil.copyfile(DEBIAN_WORDNET_DIR / name, elsewhere / name)
    monkeypatch.setenv("ROLEMRC_WORDNET_DIR", str(elsewhere))
    root = install_nltk_data(tmp_path / "data")
    assert (root / "corpora" / "wordnet" / "data.noun").read_bytes() == (
        DEBIAN_WORDNET_DIR / "data.noun"
    ).read_bytes()


@pytest.mark.usefixtures("nltk_data")
def test_word_tokenize_uses_the_installed_punkt() -> None:
    from nltk.tokenize import word_tokenize

    assert word_tokenize("Dr. Smith went home. He slept.") == [
        "Dr.", "Smith", "went", "home", ".", "He", "slept", ".",
    ]  # fmt: skip
