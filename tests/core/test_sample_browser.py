"""The sample browser fragment: its rows round-trip, and hostile text cannot leave its data."""

from __future__ import annotations

import re

from rolemrc.core._sample_browser import (
    JudgedAspect,
    Sample,
    SampleAnswer,
    SampleMessage,
    SampleSet,
    decode_samples,
    encode_samples,
    sample_browser_html,
)

HOSTILE = "</script><script>alert(1)</script><!--"


def samples() -> SampleSet:
    answer = SampleAnswer(
        response=HOSTILE,
        metrics={"rougeL": 0.25, "bleu": None},
        judged=(JudgedAspect("knowledge_range", None, False, "CANNOT DECIDE", "prompt", ""),),
    )
    row = Sample(
        "r1", "task", (SampleMessage("user", "*smiles* é 中文"),), ["a", "b"], (answer, None)
    )
    return SampleSet(runs=("one", "two"), rows=(row,), aspects={"knowledge_range": "Knowledge"})


def test_rows_round_trip_through_the_embedded_encoding() -> None:
    data = decode_samples(encode_samples(samples()))
    row = data["rows"][0]
    assert row["conversation"] == [{"role": "user", "content": "*smiles* é 中文"}]
    assert row["answers"][0]["response"] == HOSTILE and row["answers"][1] is None
    assert row["answers"][0]["judged"][0]["score"] is None
    assert data["runs"] == ["one", "two"] and data["task_label"] == "task"


def test_the_fragment_is_offline_and_hostile_text_stays_inside_its_data() -> None:
    html = str(sample_browser_html(samples()))
    assert HOSTILE not in html and "alert(1)" not in html
    assert html.count("<script") == 2 and html.count("</script>") == 2
    assert not re.search(r"src\s*=|url\(|@import|https?://", html)
    # the only links are to rows of the page itself
    links = re.findall(r"href\s*=\s*\"([^\"]*)\"", html)
    assert links and all(link.startswith("#") for link in links)
    encoded = re.search(r'id="sample-data">([^<]*)</script>', html)
    assert encoded is not None
    assert decode_samples(encoded.group(1))["rows"][0]["id"] == "r1"
