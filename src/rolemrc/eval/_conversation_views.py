"""What a report shows of a multi-turn run: the per-turn curves (as a table and an inline SVG
chart), the turn each conversation first failed at, the user's re-asks and the pressures."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup, escape

# Distinct on light and dark backgrounds; a curve past the palette reuses it, dashed.
_PALETTE = ("#3b5bdb", "#e8590c", "#2f9e44", "#ae3ec9", "#0c8599", "#e03131", "#f08c00", "#5c940d")


@dataclass(frozen=True)
class CurveRow:
    key: str
    label: str
    colour: str
    dashed: bool
    still: tuple[float | None, ...]
    in_force: tuple[int, ...]


@dataclass(frozen=True)
class ConversationRow:
    id: str
    task: str
    pressure: str
    turns: int
    first_failure: int | None
    worst: float | None
    stopped: str | None
    user_reasks: int


@dataclass(frozen=True)
class ConversationView:
    turns: int
    user: str
    n_conversations: int
    completed: int
    curves: tuple[CurveRow, ...]
    first_failure: tuple[int, ...]
    never_failed: int
    user_reasks: int
    turns_reasked: int
    user_turns: int
    pressures: tuple[tuple[str, int, str], ...]
    rows: tuple[ConversationRow, ...]
    chart: Markup


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _share(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _dict(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, dict) else {}


def conversation_view(block: Mapping[str, Any] | None) -> ConversationView | None:
    """The view of a report's ``conversations`` block (None: a single-turn run). Read leniently:
    a field of another shape reads as empty."""
    if not block:
        return None
    turns = _int(block.get("turns"))
    curves = []
    for number, (key, curve) in enumerate(_dict(block.get("curves")).items()):
        entry = _dict(curve)
        still = tuple(_share(value) for value in _list(entry.get("still")))
        curves.append(
            CurveRow(
                key=str(key),
                label=str(entry.get("label") or key),
                colour=_PALETTE[number % len(_PALETTE)],
                dashed=number >= len(_PALETTE),
                still=still + (None,) * (turns + 1 - len(still)),
                in_force=tuple(_int(value) for value in _list(entry.get("in_force"))),
            )
        )
    first = _dict(block.get("first_failure"))
    reasks = _dict(block.get("user_reasks"))
    rows = tuple(
        ConversationRow(
            id=str(entry.get("id", "")),
            task=str(entry.get("task", "")),
            pressure=str(entry.get("pressure", "")),
            turns=_int(entry.get("turns")),
            first_failure=entry.get("first_failure")
            if isinstance(entry.get("first_failure"), int)
            else None,
            worst=_share(entry.get("worst")),
            stopped=(
                f"turn {entry['stopped_at']}: {entry.get('stopped_because') or 'failed'}"
                if isinstance(entry.get("stopped_at"), int)
                else None
            ),
            user_reasks=_int(entry.get("user_reasks")),
        )
        for entry in map(_dict, _list(block.get("conversations")))
    )
    return ConversationView(
        turns=turns,
        user=str(block.get("user", "")),
        n_conversations=_int(block.get("n_conversations")),
        completed=_int(block.get("completed")),
        curves=tuple(curves),
        first_failure=tuple(_int(value) for value in _list(first.get("by_turn"))),
        never_failed=_int(first.get("never")),
        user_reasks=_int(reasks.get("total")),
        turns_reasked=_int(reasks.get("turns_reasked")),
        user_turns=_int(reasks.get("user_turns")),
        pressures=tuple(
            (str(name), _int(_dict(entry).get("n")), str(_dict(entry).get("summary", "")))
            for name, entry in _dict(block.get("pressures")).items()
        ),
        rows=rows,
        chart=curves_svg(curves, turns),
    )


def curves_svg(curves: Sequence[CurveRow], turns: int) -> Markup:
    """The curves as an inline SVG line chart: turn on x, share still holding on y (0-100%);
    it scales to its container's width."""
    width, height, left, right, top, bottom = 560, 230, 44, 16, 12, 34
    plot_w, plot_h = width - left - right, height - top - bottom

    def x(turn: int) -> float:
        return left + (plot_w * turn / turns if turns else plot_w / 2)

    def y(share: float) -> float:
        return top + plot_h * (1 - share)

    parts = [
        f'<svg class="curves" viewBox="0 0 {width} {height}" role="img" '
        'aria-label="Share of conversations still holding, by turn" '
        'preserveAspectRatio="xMidYMid meet">'
    ]
    for tick in (0, 0.25, 0.5, 0.75, 1):
        parts.append(
            f'<line x1="{left}" x2="{width - right}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" '
            'class="cv-grid"/>'
            f'<text x="{left - 6}" y="{y(tick) + 4:.1f}" text-anchor="end" font-size="11" '
            f'class="cv-tick">{int(tick * 100)}%</text>'
        )
    for turn in range(turns + 1):
        parts.append(
            f'<text x="{x(turn):.1f}" y="{height - 12}" text-anchor="middle" font-size="11" '
            f'class="cv-tick">turn {turn}</text>'
        )
    for curve in curves:
        points = [
            (x(turn), y(share)) for turn, share in enumerate(curve.still) if share is not None
        ]
        if not points:
            continue
        dash = ' stroke-dasharray="5 4"' if curve.dashed else ""
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
        parts.append(
            f'<polyline points="{path}" fill="none" stroke="{curve.colour}" '
            f'stroke-width="2"{dash}><title>{escape(curve.label)}</title></polyline>'
        )
        parts += [
            f'<circle cx="{px:.1f}" cy="{py:.1f}" r="3" fill="{curve.colour}"/>'
            for px, py in points
        ]
    parts.append("</svg>")
    return Markup("".join(parts))
