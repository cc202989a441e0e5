"""A re-run of the published RoleBench-zh scorer, OpenCompass's ``JiebaRougeEvaluator``
(``opencompass/openicl/icl_evaluator/icl_jieba_rouge_evaluator.py``, with ``general_postprocess``
of ``opencompass/utils/text_postprocessors.py``), which the RoleBench-zh config
``opencompass/configs/datasets/rolebench/instruction_generalization_zh.py`` names. The procedure
is written as OpenCompass writes it, over the same packages (jieba, rouge_chinese)."""

from __future__ import annotations

import re

import jieba
from rouge_chinese import Rouge


def opencompass_postprocess(text: str, *, cut_first_clause: bool = True) -> str:
    """OpenCompass's ``general_postprocess``: cut at the first newline, ASCII period or comma;
    drop punctuation and English articles; collapse blanks. ``cut_first_clause=False`` leaves
    out the cut (the one step the project's scorer does not take)."""
    truncated = re.split(r"[\n.,]", text, maxsplit=1)[0] if cut_first_clause else text
    no_punctuation = re.sub(r"[^\w\s]", "", truncated)
    no_articles = re.sub(r"\b(a|an|the)\b", "", no_punctuation, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", no_articles).strip()


def opencompass_rouge_l(
    predictions: list[str], references: list[str], *, cut_first_clause: bool = True
) -> float:
    """``JiebaRougeEvaluator.score``'s ROUGE-L, as a fraction (it reports it times 100): the
    mean over rows of rouge_chinese's ROUGE-L F."""
    predictions = [
        opencompass_postprocess(t, cut_first_clause=cut_first_clause) for t in predictions
    ]
    references = [opencompass_postprocess(t, cut_first_clause=cut_first_clause) for t in references]
    predictions = [" ".join(jieba.cut(text)) for text in predictions]
    references = [" ".join(jieba.cut(text)) for text in references]
    predictions = [text if text else "__PREDPLACEHOLDER__" for text in predictions]
    references = [text if text else "__REFRPLACEHOLDER__" for text in references]
    score = Rouge().get_scores(predictions, references, avg=True)
    return float(score["rouge-l"]["f"])


def first_clause(text: str) -> str:
    """What OpenCompass's cut keeps of a text."""
    return re.split(r"[\n.,]", text, maxsplit=1)[0]
