"""Reference metrics of RoleMRC evaluation: BLEU, ROUGE, METEOR and BERTScore, as upstream computes
them per row, batched. Also the offline installer of the NLTK data METEOR needs."""

from rolemrc.eval.metrics._bertscore import (
    DEFAULT_BERTSCORE_MODEL,
    UPSTREAM_BERTSCORE_LAYER,
    UPSTREAM_BERTSCORE_MODEL,
    Architecture,
    BertScore,
    BertScoreSettings,
    LayerChoice,
    bertscore_scores,
    resolve_layer,
)
from rolemrc.eval.metrics._bleu import BleuResult, bleu_result, bleu_score
from rolemrc.eval.metrics._meteor import meteor_score, start_loading_meteor_resources
from rolemrc.eval.metrics._nltk_data import (
    check_wordnet_source,
    ensure_nltk_data,
    install_nltk_data,
)
from rolemrc.eval.metrics._reference import (
    PARALLEL_MIN_ROWS,
    ReferenceScores,
    compute_reference_metrics,
    forget_memos,
    reference_scores,
    summarize_metric,
    usable_cores,
)
from rolemrc.eval.metrics._rouge import rouge_scores

__all__ = [
    "DEFAULT_BERTSCORE_MODEL",
    "PARALLEL_MIN_ROWS",
    "UPSTREAM_BERTSCORE_LAYER",
    "UPSTREAM_BERTSCORE_MODEL",
    "Architecture",
    "BertScore",
    "BertScoreSettings",
    "BleuResult",
    "LayerChoice",
    "ReferenceScores",
    "bertscore_scores",
    "bleu_result",
    "bleu_score",
    "check_wordnet_source",
    "compute_reference_metrics",
    "ensure_nltk_data",
    "forget_memos",
    "install_nltk_data",
    "meteor_score",
    "reference_scores",
    "resolve_layer",
    "rouge_scores",
    "start_loading_meteor_resources",
    "summarize_metric",
    "usable_cores",
]
