"""Upstream RoleMRC's per-row evaluation flow, rebuilt from the Hugging Face metric sources.

``evaluation/evaluation.py`` loads ``evaluate.load("bleu")`` and ``evaluate.load("meteor")`` and
one ``rouge_score.RougeScorer(..., use_stemmer=True)``, then calls, for every row,
``bleu.compute(predictions=[response], references=[[reference]])`` (a failure counts as NaN),
``meteor.compute(predictions=[response], references=[reference])`` and
``scorer.score(response, reference)``. The metric scripts are not in the ``evaluate`` wheel; they
are read from a local folder (``--hf-metrics`` / ``$ROLEMRC_HF_METRICS``) holding ``bleu/``,
``meteor/`` and ``rouge/`` as the huggingface/evaluate repository has them under ``metrics/``, or
extracted at run time from bare git mirrors of huggingface/evaluate and tensorflow/nmt
(``$ROLEMRC_EVALUATE_GIT``, ``$ROLEMRC_NMT_GIT``). The BLEU script imports ``nmt_bleu`` from a URL;
the copy here takes it from a local ``nmt_bleu.py`` (tensorflow/nmt's ``nmt/scripts/bleu.py``)
instead, so nothing touches the network.
"""

from __future__ import annotations

import math
import os
import re
import shutil
import subprocess
import tarfile
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HF_METRICS_ENV = "ROLEMRC_HF_METRICS"
EVALUATE_GIT_ENV = "ROLEMRC_EVALUATE_GIT"
NMT_GIT_ENV = "ROLEMRC_NMT_GIT"
DEFAULT_EVALUATE_GIT = Path("/work/.mirror/huggingface+evaluate/repo")
DEFAULT_NMT_GIT = Path("/work/.mirror/tensorflow+nmt/repo")
METRIC_FOLDERS = ("bleu", "meteor", "rouge")
ROUGE_TYPES = ("rouge1", "rouge2", "rougeL", "rougeLsum")


class MetricSourcesMissing(Exception):
    """The Hugging Face metric scripts are not on this machine; the message says where we looked."""


def _git_archive(git_dir: Path, paths: list[str], into: Path) -> None:
    archive = into / "archive.tar"
    with archive.open("wb") as out:
        subprocess.run(
            ["git", "--git-dir", str(git_dir), "archive", "--format=tar", "HEAD", *paths],
            stdout=out,
            stderr=subprocess.PIPE,
            check=True,
        )
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    archive.unlink()


def _extract_from_mirrors(into: Path) -> Path:
    evaluate_git = Path(os.environ.get(EVALUATE_GIT_ENV, DEFAULT_EVALUATE_GIT))
    nmt_git = Path(os.environ.get(NMT_GIT_ENV, DEFAULT_NMT_GIT))
    for name, git_dir in (("huggingface/evaluate", evaluate_git), ("tensorflow/nmt", nmt_git)):
        if not git_dir.is_dir():
            raise MetricSourcesMissing(
                f"no {name} mirror at {git_dir} and ${HF_METRICS_ENV} is not set"
            )
    try:
        _git_archive(evaluate_git, [f"metrics/{name}" for name in METRIC_FOLDERS], into)
        _git_archive(nmt_git, ["nmt/scripts/bleu.py"], into)
    except subprocess.CalledProcessError as error:
        message = error.stderr.decode().strip()
        raise MetricSourcesMissing(f"reading the mirrors failed: {message}") from error
    shutil.copy(into / "nmt" / "scripts" / "bleu.py", into / "metrics" / "bleu" / "nmt_bleu.py")
    return into / "metrics"


def _local_copy(source: Path, into: Path) -> Path:
    for name in METRIC_FOLDERS:
        if not (source / name / f"{name}.py").is_file():
            raise MetricSourcesMissing(f"{source / name / f'{name}.py'} does not exist")
    if not (source / "bleu" / "nmt_bleu.py").is_file():
        raise MetricSourcesMissing(f"{source / 'bleu' / 'nmt_bleu.py'} does not exist")
    shutil.copytree(source, into / "metrics")
    return into / "metrics"


def prepare_metric_folders(into: Path, source: Path | None = None) -> Path:
    """A folder with ``bleu/``, ``meteor/``, ``rouge/`` under ``into``, loadable offline."""
    given = source or (Path(os.environ[HF_METRICS_ENV]) if os.environ.get(HF_METRICS_ENV) else None)
    folders = _local_copy(given, into) if given is not None else _extract_from_mirrors(into)
    bleu_script = folders / "bleu" / "bleu.py"
    text = bleu_script.read_text(encoding="utf-8")
    # Only the URL comment goes: the loader then resolves the import to the local file.
    bleu_script.write_text(
        re.sub(r"(from \.nmt_bleu import compute_bleu)\s*#\s*From:[^\n]*", r"\1", text),
        encoding="utf-8",
    )
    return folders


@dataclass
class UpstreamFlow:
    """The loaded metrics; :meth:`score` runs upstream's per-row loop."""

    bleu: Any
    meteor: Any
    rouge: Any

    @classmethod
    def load(cls, folders: Path) -> UpstreamFlow:
        os.environ["HF_HUB_OFFLINE"] = "1"
        os.environ["HF_DATASETS_OFFLINE"] = "1"
        os.environ.setdefault("HF_EVALUATE_OFFLINE", "1")
        import evaluate
        import nltk
        from rouge_score import rouge_scorer

        # The METEOR script downloads WordNet and punkt when loaded; the data is installed
        # locally (``ensure_nltk_data``), so the download is skipped rather than tried offline.
        download = nltk.download
        nltk.download = lambda *args, **kwargs: True
        try:
            bleu = evaluate.load(str(folders / "bleu"))
            meteor = evaluate.load(str(folders / "meteor"))
        finally:
            nltk.download = download
        return cls(bleu, meteor, rouge_scorer.RougeScorer(list(ROUGE_TYPES), use_stemmer=True))

    def score_bleu(self, response: str, reference: str) -> dict[str, Any] | None:
        try:
            result: dict[str, Any] = self.bleu.compute(
                predictions=[response], references=[[reference]]
            )
        except ZeroDivisionError:
            return None  # upstream's NaN: the row is left out
        return result

    def score_meteor(self, response: str, reference: str) -> float:
        return float(self.meteor.compute(predictions=[response], references=[reference])["meteor"])

    def score_rouge(self, response: str, reference: str) -> dict[str, float]:
        scores = self.rouge.score(response, reference)
        return {name: scores[name].fmeasure for name in ROUGE_TYPES}

    def score(
        self, pairs: list[tuple[str, str]]
    ) -> tuple[dict[str, list[float | None]], list[dict[str, Any] | None], dict[str, float]]:
        """Values per metric, BLEU's per-row dicts and seconds per metric, row by row."""
        values: dict[str, list[float | None]] = {
            name: [] for name in ("bleu", *ROUGE_TYPES, "meteor")
        }
        bleu_parts: list[dict[str, Any] | None] = []
        seconds: dict[str, float] = {}
        steps: list[tuple[str, Callable[[str, str], None]]] = []

        def bleu(response: str, reference: str) -> None:
            result = self.score_bleu(response, reference)
            bleu_parts.append(result)
            values["bleu"].append(None if result is None else result["bleu"])

        def rouge(response: str, reference: str) -> None:
            for name, value in self.score_rouge(response, reference).items():
                values[name].append(value)

        def meteor(response: str, reference: str) -> None:
            values["meteor"].append(self.score_meteor(response, reference))

        steps = [("bleu", bleu), ("rouge", rouge), ("meteor", meteor)]
        for name, step in steps:
            started = time.perf_counter()
            for response, reference in pairs:
                step(response, reference)
            seconds[name] = time.perf_counter() - started
        return values, bleu_parts, seconds


def load_upstream_flow(source: Path | None = None) -> tuple[UpstreamFlow, Path]:
    """The loaded flow and the temporary folder holding its scripts (the caller removes it)."""
    from rolemrc.eval.metrics import ensure_nltk_data

    ensure_nltk_data()
    folder = Path(tempfile.mkdtemp(prefix="rolemrc-hf-metrics-"))
    try:
        flow = UpstreamFlow.load(prepare_metric_folders(folder, source))
        flow.score_meteor("warm up", "warm-up run")  # WordNet loads before any clock starts
        flow.score_bleu("warm up", "warm-up run")
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return flow, folder


def is_nan(value: Any) -> bool:
    return isinstance(value, float) and math.isnan(value)
