"""The eval report templates (``templates/``) and the filters they format numbers with."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rolemrc.core import Templates
from rolemrc.eval._report_views import ReferenceScore

_NA = "n/a"
_DASH = "—"


def pct(value: float | None) -> str:
    return _NA if value is None else f"{value * 100:.1f}%"


def _ci(interval: tuple[float, float] | None) -> str:
    return _DASH if interval is None else f"{interval[0] * 100:.1f}–{interval[1] * 100:.1f}%"


def decimal(value: float | None) -> str:
    return _NA if value is None else f"{value:.4f}"


def _mean_std(score: ReferenceScore) -> str:
    if score.mean is None:
        return _NA
    return decimal(score.mean) + ("" if score.std is None else f" ± {score.std:.4f}")


def _count(value: int | None) -> str:
    return _DASH if value is None else f"{value:,}"


def _clamp01(value: float | None) -> float:
    """Where a value is drawn on a 0..1 bar: itself, or the nearer end when outside."""
    return min(max(value or 0.0, 0.0), 1.0)


def _css_width(value: float | None) -> str:
    """A 0..1 value as a CSS percentage (for bar widths and offsets), kept inside the bar."""
    return f"{_clamp01(value) * 100:.2f}%"


def signed(value: float | None, scale: str = "decimal") -> str:
    """A difference with its sign: pass rates in percentage points, metrics as decimals."""
    if value is None:
        return _NA
    if scale == "pct":
        return f"{value * 100:+.1f} pp"
    return f"{value:+.4f}"


def signed_ci(interval: tuple[float, float] | None, scale: str = "decimal") -> str:
    if interval is None:
        return _DASH
    low, high = interval
    if scale == "pct":
        return f"{low * 100:+.1f} to {high * 100:+.1f} pp"
    return f"{low:+.4f} to {high:+.4f}"


def p_value(value: float | None) -> str:
    if value is None:
        return _DASH
    if value >= 1:
        return "1"
    return "< 0.001" if value < 0.001 else f"{value:.3f}"


FILTERS: dict[str, Callable[..., str | float]] = {
    "signed": signed,
    "signed_ci": signed_ci,
    "p_value": p_value,
    "pct": pct,
    "ci": _ci,
    "decimal": decimal,
    "mean_std": _mean_std,
    "count": _count,
    "css_width": _css_width,
    "clamp01": _clamp01,
}

REPORT_TEMPLATES_DIR = Path(__file__).parent / "templates"
"""The report templates; another capability's report extends ``_base.html.j2`` from here."""
TEMPLATES = Templates(REPORT_TEMPLATES_DIR, FILTERS)
