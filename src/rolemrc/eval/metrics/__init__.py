"""Reference metrics of RoleMRC evaluation: BLEU, ROUGE, METEOR and BERTScore, as upstream computes
them per row, batched. Also the offline installer of the NLTK data METEOR needs."""

from rolemrc.eval.metrics._bertscore import (
    DEFAULT_BERTSCORE_MODEL,
    UPSTREAM_BERTSCORE_MODEL,
    BertScoreSettings,
)
from rolemrc.eval.metrics._bleu import bleu_score
from rolemrc.eval.metrics._meteor import meteor_score
from rolemrc.eval.metrics._nltk_data import (
    check_wordnet_source,
    ensure_nltk_data,
    install_nltk_data,
)
from rolemrc.eval.metrics._reference import compute_reference_metrics, summarize_metric
from rolemrc.eval.metrics._rouge import rouge_scores

__all__ = [
    "DEFAULT_BERTSCORE_MODEL",
    "UPSTREAM_BERTSCORE_MODEL",
    "BertScoreSettings",
    "bleu_score",
    "check_wordnet_source",
    "compute_reference_metrics",
    "ensure_nltk_data",
    "install_nltk_data",
    "meteor_score",
    "rouge_scores",
    "summarize_metric",
]
