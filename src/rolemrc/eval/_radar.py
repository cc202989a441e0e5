"""The radar chart of the five judge aspects (RoleMRC Figure 4) as a self-contained SVG string.

Axes follow :data:`rolemrc.core.ASPECTS`, clockwise from the top. A value of ``None`` means the
aspect has no data: the series leaves a gap there (a dashed chord joins its neighbours and the
axis says "n/a"); it is never drawn as 0. A value outside 0..1 (a judge that answered outside
{0, 1}) is drawn on the nearest edge of the chart, marked ``radar-clipped``, and labelled with its
true value.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from rolemrc.core import ASPECTS, Aspect

ASPECT_TITLES: dict[Aspect, str] = {
    Aspect.KNOWLEDGE_RANGE: "Knowledge range",
    Aspect.STYLE_COMPLIANCE: "Style compliance",
    Aspect.NESTED_INSTRUCTION: "Nested instruction",
    Aspect.MULTI_TURN_INSTRUCTION: "Multi-turn instruction",
    Aspect.INSTRUCTION_PRIORITY: "Instruction priority",
}

SERIES_COLOURS: tuple[str, ...] = (
    "#3b5bdb",
    "#e8590c",
    "#2f9e44",
    "#ae3ec9",
    "#0c8599",
    "#c2255c",
    "#5f3dc4",
    "#94d82d",
)
GRID_LEVELS: tuple[float, ...] = (0.2, 0.4, 0.6, 0.8, 1.0)

RadarSeries = tuple[str, Mapping[str, float | None]]

_LINE_HEIGHT = 14.0
_LABEL_GAP = 16.0
_LEGEND_ROW = 20.0
_LEGEND_LABEL_CHARS = 48


@dataclass(frozen=True)
class RadarLayout:
    """Where the chart sits on its canvas; ``vertex`` maps an (axis, value) to SVG coordinates."""

    size: int
    n_axes: int = len(ASPECTS)

    @property
    def width(self) -> float:
        return self.size * 1.25

    @property
    def centre(self) -> tuple[float, float]:
        # A little below the middle: a pentagon reaches further up than down.
        return self.width / 2, self.size * 0.52

    @property
    def radius(self) -> float:
        return self.size * 0.36

    def angle(self, axis: int) -> float:
        return -math.pi / 2 + 2 * math.pi * axis / self.n_axes

    def vertex(self, axis: int, value: float) -> tuple[float, float]:
        cx, cy = self.centre
        theta = self.angle(axis)
        reach = self.radius * value
        return cx + reach * math.cos(theta), cy + reach * math.sin(theta)


def _xy(point: tuple[float, float]) -> str:
    return f"{point[0]:.2f},{point[1]:.2f}"


def _percent(value: float) -> str:
    return f"{value * 100:.1f}%"


def _on_chart(value: float) -> float:
    """Where a value is drawn: itself, or the nearest of 0 and 1 when it lies outside."""
    return min(max(value, 0.0), 1.0)


def _checked_values(label: str, values: Mapping[str, float | None]) -> list[float | None]:
    checked: list[float | None] = []
    for aspect in ASPECTS:
        value = values.get(aspect)
        if value is not None and not math.isfinite(value):
            raise ValueError(f"radar series {label!r}: {aspect} = {value!r} is not a number")
        checked.append(value)
    return checked


def _ring(layout: RadarLayout, level: float) -> str:
    points = " ".join(_xy(layout.vertex(axis, level)) for axis in range(layout.n_axes))
    return f'<polygon class="radar-ring" points="{points}" fill="none" stroke="#d0d5dd"/>'


def _axis_label(layout: RadarLayout, axis: int, lines: list[str], value_line: str | None) -> str:
    """Two-line aspect name (plus a value line when one series is drawn) outside the rim."""
    x, y = layout.vertex(axis, 1.0 + _LABEL_GAP / layout.radius)
    theta = layout.angle(axis)
    cos, sin = math.cos(theta), math.sin(theta)
    anchor = "middle" if abs(cos) < 0.3 else ("start" if cos > 0 else "end")
    rows = [*lines, *([value_line] if value_line is not None else [])]
    block = (len(rows) - 1) * _LINE_HEIGHT
    if sin < -0.5:
        first = y - block
    elif sin > 0.5:
        first = y + _LINE_HEIGHT * 0.7
    else:
        first = y - block / 2 + _LINE_HEIGHT * 0.35
    spans = []
    for index, row in enumerate(rows):
        if value_line is None or index < len(lines):
            css = "radar-name"
        else:
            css = "radar-value radar-na" if row == "n/a" else "radar-value"
        spans.append(
            f'<tspan class="{css}" x="{x:.2f}" y="{first + index * _LINE_HEIGHT:.2f}">'
            f"{escape(row)}</tspan>"
        )
    return f'<text class="radar-label" text-anchor="{anchor}">{"".join(spans)}</text>'


def _series_marks(layout: RadarLayout, label: str, values: list[float | None], colour: str) -> str:
    present = [axis for axis, value in enumerate(values) if value is not None]
    vertices = {axis: layout.vertex(axis, _on_chart(values[axis] or 0.0)) for axis in present}
    parts = [f'<g class="radar-series" data-series="{escape(label)}">']
    if len(present) >= 3:
        points = " ".join(_xy(vertices[axis]) for axis in present)
        stroke = f' stroke="{colour}" stroke-width="2"' if len(present) == len(values) else ""
        parts.append(
            f'<polygon class="radar-area" points="{points}" fill="{colour}" '
            f'fill-opacity="0.18"{stroke} stroke-linejoin="round"/>'
        )
    if 1 < len(present) < len(values):
        # Outline edge by edge: solid between neighbouring axes, dashed across a missing one.
        for start, end in zip(present, present[1:] + present[:1], strict=True):
            if len(present) == 2 and start > end:
                break
            adjacent = (end - start) % len(values) == 1
            dash = "" if adjacent else ' stroke-dasharray="4 4" class="radar-gap"'
            parts.append(
                f'<line x1="{vertices[start][0]:.2f}" y1="{vertices[start][1]:.2f}" '
                f'x2="{vertices[end][0]:.2f}" y2="{vertices[end][1]:.2f}" '
                f'stroke="{colour}" stroke-width="2"{dash}/>'
            )
    for axis in present:
        value = values[axis] or 0.0
        title = f"{label} · {ASPECT_TITLES[ASPECTS[axis]]}: {_percent(value)}"
        kind = "radar-point" if _on_chart(value) == value else "radar-point radar-clipped"
        parts.append(
            f'<circle class="{kind}" cx="{vertices[axis][0]:.2f}" '
            f'cy="{vertices[axis][1]:.2f}" r="4" fill="{colour}" stroke="#fff" '
            f'stroke-width="1.5"><title>{escape(title)}</title></circle>'
        )
    parts.append("</g>")
    return "".join(parts)


def _legend(layout: RadarLayout, labels: Sequence[str]) -> str:
    parts = ['<g class="radar-legend">']
    for index, label in enumerate(labels):
        y = layout.size + index * _LEGEND_ROW + 4
        x = layout.width * 0.12
        shown = label
        if len(label) > _LEGEND_LABEL_CHARS:
            shown = label[: _LEGEND_LABEL_CHARS - 1] + "…"
        colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
        parts.append(
            f'<rect x="{x:.2f}" y="{y:.2f}" width="12" height="12" rx="3" fill="{colour}"/>'
            f'<text class="radar-legend-label" x="{x + 18:.2f}" y="{y + 10.5:.2f}">'
            f"<title>{escape(label)}</title>{escape(shown)}</text>"
        )
    parts.append("</g>")
    return "".join(parts)


def radar_svg(series: Sequence[RadarSeries], *, size: int = 360) -> str:
    """An SVG radar of the five judge aspects, one polygon per ``(label, {aspect: 0..1|None})``.

    With a single series each axis label carries the value ("69.9%" or "n/a"); with several,
    a legend names the colours. ``size`` is the height of the chart area in pixels.
    """
    layout = RadarLayout(size)
    checked = [(label, _checked_values(label, values)) for label, values in series]
    legend_height = _LEGEND_ROW * len(checked) + 8 if len(checked) > 1 else 0.0
    height = size + legend_height
    cx, cy = layout.centre
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="radar" role="img" '
        f'viewBox="0 0 {layout.width:.0f} {height:.0f}" width="{layout.width:.0f}" '
        f'height="{height:.0f}" font-family="system-ui, -apple-system, Segoe UI, sans-serif" '
        f'font-size="12">',
        "<title>Judge aspects radar, 0 to 100%</title>",
        '<g class="radar-grid">',
        *(_ring(layout, level) for level in GRID_LEVELS),
    ]
    for axis in range(layout.n_axes):
        rim = layout.vertex(axis, 1.0)
        parts.append(
            f'<line class="radar-axis" x1="{cx:.2f}" y1="{cy:.2f}" x2="{rim[0]:.2f}" '
            f'y2="{rim[1]:.2f}" stroke="#d0d5dd"/>'
        )
    for level in GRID_LEVELS:
        x, y = layout.vertex(0, level)
        parts.append(
            f'<text class="radar-tick" x="{x + 4:.2f}" y="{y + 11:.2f}" font-size="9.5" '
            f'fill="#98a2b3">{level * 100:.0f}%</text>'
        )
    parts.append("</g>")
    for axis, aspect in enumerate(ASPECTS):
        column = [values[axis] for _, values in checked]
        if len(checked) == 1:
            value_line: str | None = "n/a" if column[0] is None else _percent(column[0])
        else:
            value_line = "n/a" if checked and all(v is None for v in column) else None
        name_lines = ASPECT_TITLES[aspect].split(" ", 1)
        parts.append(_axis_label(layout, axis, name_lines, value_line))
    for index, (label, values) in enumerate(checked):
        colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
        parts.append(_series_marks(layout, label, values, colour))
    if not any(value is not None for _, values in checked for value in values):
        parts.append(
            f'<text class="radar-empty" x="{cx:.2f}" y="{cy + 4:.2f}" text-anchor="middle" '
            f'fill="#667085">no judge scores</text>'
        )
    if len(checked) > 1:
        parts.append(_legend(layout, [label for label, _ in checked]))
    parts.append("</svg>")
    return "".join(parts)
