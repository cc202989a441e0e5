import pytest

from rolemrc.eval._progress import stage_progress


def test_plain_lines_per_stage_when_not_on_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    with stage_progress(True) as update:
        assert update is not None
        for done in range(1, 21):
            update("meteor", done, 20)
        update("bertscore", 3, 3)
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [
        *(f"scoring meteor: {done}/20" for done in [1, *range(2, 21, 2)]),
        "scoring bertscore: 3/3",
    ]


def test_nothing_when_disabled(capsys: pytest.CaptureFixture[str]) -> None:
    with stage_progress(False) as update:
        assert update is None
    assert capsys.readouterr() == ("", "")
