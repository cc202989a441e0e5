import io
import re

import pytest
from rich.console import Console

from rolemrc.core import announce_step, format_duration


def plain_console(buffer: io.StringIO) -> Console:
    return Console(file=buffer, width=40, force_terminal=False)


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [
        (0.04, "0.0 s"),
        (4.25, "4.2 s"),
        (59.9, "59.9 s"),
        (59.97, "1 min 00 s"),
        (125.4, "2 min 05 s"),
        (3599.0, "59 min 59 s"),
        (4020.0, "1 h 07 min"),
    ],
)
def test_durations_read_well(seconds: float, shown: str) -> None:
    assert format_duration(seconds) == shown


def test_a_log_gets_one_line_with_the_time_even_when_long() -> None:
    buffer = io.StringIO()
    description = "preparing the embedded model in /tmp/" + "x" * 60
    with announce_step(description, plain_console(buffer)) as update:
        update(3, 10)  # counts are for the live bar only
    assert re.fullmatch(re.escape(description) + r" \.\.\. done in \d+\.\d s\n", buffer.getvalue())


@pytest.mark.parametrize(
    ("error", "outcome"), [(ValueError("bad"), "failed"), (KeyboardInterrupt(), "interrupted")]
)
def test_a_failing_step_ends_its_line_before_the_error(error: BaseException, outcome: str) -> None:
    buffer = io.StringIO()
    with pytest.raises(type(error)), announce_step("converting", plain_console(buffer)):
        raise error
    assert buffer.getvalue() == f"converting ... {outcome}\n"


def test_a_terminal_gets_a_live_line_replaced_by_the_finished_one() -> None:
    buffer = io.StringIO()
    console = Console(file=buffer, width=100, force_terminal=True, color_system=None)
    with announce_step("preparing NLTK data", console) as update:
        update(5, 10)
    finished = buffer.getvalue().rstrip("\n").split("\n")[-1]
    assert re.search(r"preparing NLTK data \.\.\. done in \d+\.\d s$", finished)
    assert finished.count("preparing NLTK data") == 1
