"""One line of a benchmark's result table: a measured ratio beside its goal."""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

SMOKE_FLAG = "--smoke"
TABLE_HEADER = "measure"


@dataclass(frozen=True)
class Ratio:
    """``value`` (``None``: not measured, ``note`` says why) against ``goal``; ``at_least`` says
    whether the goal is a floor (a speed-up) or a ceiling (a slowdown)."""

    name: str
    value: float | None
    goal: float | None
    note: str = ""
    at_least: bool = True

    def verdict(self) -> str:
        if self.value is None:
            return "not measured"
        if self.goal is None:
            return "reported"
        met = self.value >= self.goal if self.at_least else self.value <= self.goal
        return "met" if met else "MISSED"


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values))


def print_table(rows: Sequence[Ratio]) -> None:
    width = max((len(row.name) for row in rows), default=10)
    print(f"{TABLE_HEADER:<{width}}  {'ratio':>8}  {'goal':>8}  {'verdict':<12}  note")
    for row in rows:
        value = "-" if row.value is None else f"{row.value:.3g}"
        goal = "-" if row.goal is None else ("≥ " if row.at_least else "≤ ") + f"{row.goal:g}"
        print(f"{row.name:<{width}}  {value:>8}  {goal:>8}  {row.verdict():<12}  {row.note}")


def parse_benchmark_args(parser: argparse.ArgumentParser, **smoke: Any) -> argparse.Namespace:
    """The command line's arguments; with ``--smoke``, the sizes in ``smoke`` (argument name ->
    value) replace the defaults: a run of seconds that the test suite makes to keep the
    benchmark working. Sizes given on the command line win over both."""
    parser.add_argument(
        SMOKE_FLAG, action="store_true", help="tiny sizes (seconds): check that the benchmark runs"
    )
    if parser.parse_args().smoke:
        parser.set_defaults(**smoke)
    return parser.parse_args()
