import io

from rich.console import Console

from rolemrc.core import LineProgress


def lines_for(total: int, updates: list[int]) -> list[str]:
    buffer = io.StringIO()
    progress = LineProgress("scoring meteor", total, Console(file=buffer, width=40))
    for done in updates:
        progress.update(done)
    return buffer.getvalue().splitlines()


def test_a_line_per_tenth_and_at_the_end() -> None:
    assert lines_for(100, list(range(1, 101))) == [
        f"scoring meteor: {done}/100" for done in [1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    ]


def test_coarse_updates_and_small_totals() -> None:
    assert lines_for(1400, [100, 200, 1400]) == [
        "scoring meteor: 100/1400",
        "scoring meteor: 200/1400",
        "scoring meteor: 1400/1400",
    ]
    assert lines_for(3, [1, 2, 3]) == [f"scoring meteor: {done}/3" for done in (1, 2, 3)]
    assert lines_for(0, [0]) == []


def test_long_descriptions_are_not_wrapped() -> None:
    buffer = io.StringIO()
    LineProgress("generating with hf/" + "x" * 60, 1, Console(file=buffer, width=40)).update(1)
    assert buffer.getvalue().count("\n") == 1
