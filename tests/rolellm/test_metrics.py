import pytest
from rouge_score import rouge_scorer, tokenize

from rolemrc.rolellm import (
    chinese_tokens,
    cross_eval_rouge,
    rolellm_rouge_l,
    rolellm_tokens,
    summarize,
)


@pytest.mark.parametrize(
    "text",
    [
        "The cat's 3 hats, and 42 mice!",
        "Well... I'd say—it's über-complicated; naïve résumé?",
        "  Multiple   spaces\nand\tlines  ",
    ],
)
def test_tokens_equal_rouge_score_without_stemming(text: str) -> None:
    assert list(rolellm_tokens(text)) == tokenize.tokenize(text, None)


def test_rouge_l_takes_the_best_reference() -> None:
    # LCS with the second reference is "sat on the mat" (4 of 6 tokens each side): F = 2/3;
    # with the first it is "the cat on" (3 of 6): F = 1/2.
    response = "The cat sat on the mat."
    references = ["the cat lay on a rug", "a dog sat on the mat"]
    assert rolellm_rouge_l(response, references) == pytest.approx(2 / 3)
    assert rolellm_rouge_l(response, references[:1]) == pytest.approx(1 / 2)


def test_rouge_l_does_not_stem_but_the_cross_evaluation_does() -> None:
    assert rolellm_rouge_l("cats running", ["cat run"]) == 0.0
    cross = cross_eval_rouge("cats running", ["cat run"])
    assert cross == {"rouge1": 1.0, "rouge2": 1.0, "rougeL": 1.0, "rougeLsum": 1.0}


def test_cjk_in_an_english_row_is_scored_per_character() -> None:
    # 4 characters each side, LCS 3: F = 3/4. rouge_score's own tokenizer sees no tokens.
    assert rolellm_tokens("我喜欢猫。") == ("我", "喜", "欢", "猫")
    assert rolellm_rouge_l("我喜欢猫。", ["我喜欢狗"]) == pytest.approx(0.75)


def test_chinese_rows_are_scored_over_jieba_words() -> None:
    assert chinese_tokens("我喜欢猫。") == ("我", "喜欢", "猫")
    # Words: 我 喜欢 猫 / 我 喜欢 狗: LCS 2 of 3 each side.
    expected = 2 * (2 / 3 * 2 / 3) / (2 / 3 + 2 / 3 + 1e-8)
    assert rolellm_rouge_l("我喜欢猫。", ["我喜欢狗"], "zh") == expected
    cross = cross_eval_rouge("我喜欢猫。", ["我喜欢狗"], "zh")
    assert cross["rouge1"] == pytest.approx(2 / 3)
    assert cross["rouge2"] == pytest.approx(1 / 2)
    assert cross["rougeL"] == pytest.approx(2 / 3)
    assert rolellm_rouge_l("", ["我喜欢狗"], "zh") == 0.0
    assert rolellm_rouge_l("。！", ["我喜欢狗"], "zh") == 0.0


def test_matches_rouge_score_on_english_text() -> None:
    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=False)
    response = "Well, Lee and I have been through a lot together, man."
    references = ["Lee and me? We been through a lot.", "Partners for life, that's us."]
    expected = scorer.score_multi(references, response)["rougeL"].fmeasure
    assert rolellm_rouge_l(response, references) == expected


def test_summarize() -> None:
    assert summarize([0.0, 1.0], n_bootstrap=0) == {"mean": 0.5, "std": 0.5, "n": 2, "ci95": None}
    assert summarize([]) == {"mean": None, "std": None, "n": 0, "ci95": None}
    low, high = summarize([0.2, 0.4, 0.6, 0.8], n_bootstrap=500)["ci95"]
    assert 0.2 <= low < 0.5 < high <= 0.8
