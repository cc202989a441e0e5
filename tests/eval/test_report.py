"""Rendering report.json as Markdown and self-contained HTML, the radar chart, and comparisons."""

from __future__ import annotations

import copy
import json
import math
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import ASPECTS, TEST_TASK_NAMES, InputError
from rolemrc.core._sample_browser import decode_samples
from rolemrc.eval._radar import RadarLayout, radar_svg
from rolemrc.eval._report import (
    read_report,
    render_html,
    render_markdown,
    run_samples,
    write_report_files,
)
from rolemrc.eval._report_compare import compare_reports
from rolemrc.eval._report_model import EvalReport

ASPECT_VALUES = {
    "knowledge_range": (0.667, 600, 0, [0.63, 0.70]),
    "style_compliance": (0.81, 500, 2, [0.775, 0.845]),
    "nested_instruction": (0.585, 400, 1, [0.54, 0.63]),
    "multi_turn_instruction": (0.44, 400, 0, [0.39, 0.49]),
    "instruction_priority": (0.712, 200, 3, [0.65, 0.77]),
}
FIRST_TASK, SECOND_TASK = TEST_TASK_NAMES[0], TEST_TASK_NAMES[1]


def full_report() -> dict[str, Any]:
    judge: dict[str, Any] = {
        "name": "openai/gpt-4-turbo-2024-04-09",
        "kind": "llm",
        "label": "LLM judge (upstream templates)",
        "temperature": 0.7,
    }
    for aspect, (mean, n, unparsed, ci) in ASPECT_VALUES.items():
        judge[aspect] = {"mean": mean, "n": n, "unparsed": unparsed, "ci95": ci}
    judge["avg_simple"] = {"mean": 0.6428, "ci95": [0.62, 0.66], "aspects": list(ASPECT_VALUES)}
    judge["avg_weighted"] = {"mean": 0.708, "ci95": [0.69, 0.72], "n": 2100}
    judge["avg_simple_no_mt"] = {
        "mean": 0.6935,
        "ci95": [0.662, 0.735],
        "aspects": [a for a in ASPECT_VALUES if a != "multi_turn_instruction"],
    }
    metric_means = {
        "bleu": 0.0135,
        "rouge1": 0.2231,
        "rouge2": 0.061,
        "rougeL": 0.1432,
        "rougeLsum": 0.15,
        "meteor": 0.1876,
        "bertscore_f1": 0.8561,
    }
    return {
        "schema_version": 1,
        "rolemrc_version": "0.1.0",
        "created": "2026-11-21T12:00:00+00:00",
        "model": "openai/gpt-4o",
        "model_note": None,
        "judge_model": "openai/gpt-4-turbo-2024-04-09",
        "data": {
            "source": "hf:Junrulu/RoleMRC",
            "fingerprint": "ab12cd34",
            "n_rows_in_source": 1400,
            "limit": None,
        },
        "n_rows": 1400,
        "generation": {"temperature": 0.0, "max_new_tokens": 256},
        "bertscore_model": "roberta-large (layer 17, no rescaling)",
        "reference": {
            name: {"mean": mean, "std": 0.03, "n": 1398} for name, mean in metric_means.items()
        },
        "judge": judge,
        "by_task": {
            FIRST_TASK: {
                "n_rows": 100,
                "reference": {"rougeL": 0.13, "bleu": 0.02},
                "judge": {
                    "knowledge_range": {"mean": 0.7, "n": 100},
                    "style_compliance": {"mean": 0.9, "n": 100},
                },
            },
            SECOND_TASK: {
                "n_rows": 80,
                "reference": {"rougeL": 0.25, "bleu": 0.04},
                "judge": {"knowledge_range": {"mean": 0.5, "n": 80}},
            },
        },
        "usage": {
            "policy": {
                "prompt_tokens": 1234567,
                "completion_tokens": 2345,
                "calls": 1400,
                "cached_calls": 0,
            },
            "judge": {
                "prompt_tokens": 99,
                "completion_tokens": 7,
                "calls": 2100,
                "cached_calls": 12,
            },
        },
        "differences_from_upstream": [
            "each instruction_priority row is judged once (upstream judges it twice)",
        ],
        "timings": {"generation_s": 12.3, "reference_metrics_s": 4.5, "judge_s": 86.7},
    }


def rules_report() -> dict[str, Any]:
    report = full_report()
    report["judge_model"] = "rules"
    report["judge"].update(
        name="rules",
        kind="rules",
        temperature=None,
        label="rules: deterministic heuristic verifiers",
    )
    report["model"] = "embedded"
    report["model_note"] = "tiny base model for offline smoke runs, not a quality reference"
    return report


def unjudged_report() -> dict[str, Any]:
    report = full_report()
    report["judge_model"] = "none"
    judge: dict[str, Any] = {
        "name": "none",
        "kind": "none",
        "label": "no judge",
        "temperature": None,
    }
    for aspect in ASPECT_VALUES:
        judge[aspect] = {"mean": None, "n": 0, "unparsed": 0, "ci95": None}
    for average in ("avg_simple", "avg_weighted", "avg_simple_no_mt"):
        judge[average] = {"mean": None, "ci95": None}
    report["judge"] = judge
    report["reference"]["bertscore_f1"] = {"mean": None}
    for task in report["by_task"].values():
        task["judge"] = {}
    return report


def report_missing_aspect() -> dict[str, Any]:
    report = full_report()
    del report["judge"]["nested_instruction"]
    return report


# --------------------------------------------------------------------------- helpers


def typed(report: dict[str, Any]) -> EvalReport:
    return EvalReport.model_validate(report)


VOID_ELEMENTS = {"meta", "br", "hr", "img", "input", "link", "col", "area", "base", "wbr"}


class TagBalance(HTMLParser):
    """Checks that every opened element is closed, in order, and collects the tags seen."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.problems: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID_ELEMENTS:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()


def parse_html(html: str) -> TagBalance:
    parser = TagBalance()
    parser.feed(html)
    parser.close()
    assert parser.problems == []
    assert parser.stack == []
    return parser


def polygon_points(svg: str, css_class: str = "radar-area") -> list[list[tuple[float, float]]]:
    found = re.findall(rf'<polygon class="{css_class}" points="([^"]+)"', svg)
    return [
        [(float(x), float(y)) for x, y in (pair.split(",") for pair in points.split())]
        for points in found
    ]


def expected_vertex(axis: int, value: float, size: int = 360) -> tuple[float, float]:
    """Independent of RadarLayout: centre (1.25*size/2, 0.52*size), radius 0.36*size,
    axes clockwise from the top."""
    theta = -math.pi / 2 + 2 * math.pi * axis / 5
    reach = 0.36 * size * value
    return (
        round(size * 0.625 + reach * math.cos(theta), 2),
        round(size * 0.52 + reach * math.sin(theta), 2),
    )


# --------------------------------------------------------------------------- markdown


def test_markdown_full_report_pins_numbers_and_section_order() -> None:
    markdown = render_markdown(typed(full_report()))
    assert markdown.startswith("# RoleMRC evaluation: `openai/gpt-4o`\n")
    assert (
        "**AvgS(noMT): 69.3%** (95% CI 66.2–73.5%) — simple mean of the aspect pass rates, "
        "multi-turn instruction left out."
    ) in markdown
    assert "| Knowledge range | 66.7% | 63.0–70.0% | 600 | 0 |" in markdown
    assert "| Instruction priority | 71.2% | 65.0–77.0% | 200 | 3 |" in markdown
    assert "| AvgS | 64.3% | 62.0–66.0% |" in markdown
    assert "| AvgW | 70.8% | 69.0–72.0% |" in markdown
    assert "| BLEU | 0.0135 ± 0.0300 | 1,398 |" in markdown
    assert (
        "| BERTScore F1 (roberta-large (layer 17, no rescaling)) | 0.8561 ± 0.0300 | 1,398 |"
        in markdown
    )
    assert (
        f"| `{FIRST_TASK}` | answer from relevant passages, stylised, with narration | 100 | "
        "Knowledge range 70.0% · Style compliance 90.0% | 0.0200 | 0.1300 |"
    ) in markdown
    assert "| policy | 1,234,567 | 2,345 | 1,400 | 0 |" in markdown
    assert "generation 12.3 s · reference metrics 4.5 s · judge 1 min 27 s" in markdown
    assert "- each instruction_priority row is judged once (upstream judges it twice)" in markdown
    assert "- **Data fingerprint:** `ab12cd34`" in markdown
    assert "- **Row limit:** none (all rows)" in markdown
    assert (
        "1,400 rows · judge: `openai/gpt-4-turbo-2024-04-09` · created 2026-11-21 12:00 UTC"
        in markdown
    )
    headings = [
        "**AvgS(noMT)",
        "## Judge aspects",
        "## Averages",
        "## Reference metrics",
        "## Per task",
        "## Token usage",
        "## Differences from upstream",
        "## Provenance",
    ]
    positions = [markdown.index(heading) for heading in headings]
    assert positions == sorted(positions)
    assert "Heuristic judge" not in markdown
    assert "\n\n\n" not in markdown
    assert all(line == line.rstrip() for line in markdown.splitlines())


def test_markdown_rules_judge_warns_and_shows_the_model_note() -> None:
    markdown = render_markdown(typed(rules_report()))
    note = (
        "> **Note on this model:** tiny base model for offline smoke runs, not a quality reference"
    )
    assert note in markdown
    assert (
        "> **Heuristic judge.** The judge figures in this report come from deterministic "
        "heuristic verifiers, not from the paper's LLM judge. They are heuristic and not "
        "comparable with the numbers in the RoleMRC paper. The judge answers only where it can "
        "decide: each aspect's score is over its decided verdicts (Coverage), and its agreement "
        "with hand labels is shown with the judge scores."
    ) in markdown
    assert markdown.index(note) < markdown.index("**AvgS(noMT)")


def test_markdown_unjudged_run_says_so_and_skips_the_judge_tables() -> None:
    markdown = render_markdown(typed(unjudged_report()))
    assert "**AvgS(noMT): n/a** — not judged." in markdown
    assert "> **Not judged.**" in markdown
    assert "## Judge aspects" not in markdown
    assert "| BERTScore F1 (not computed) | n/a | — |" in markdown
    assert "| Task | What it tests | Rows | BLEU | ROUGE-L |" in markdown


def test_markdown_missing_aspect_is_na_not_zero() -> None:
    markdown = render_markdown(typed(report_missing_aspect()))
    assert "| Nested instruction | n/a | — | — | — |" in markdown


def test_markdown_escapes_free_text_and_keeps_identifiers_in_code_spans() -> None:
    report = full_report()
    report["model"] = "<script>alert('m')</script>"
    report["model_note"] = "*loud* <b>bold</b> | pipe"
    report["by_task"]["evil|`task`"] = {"n_rows": 1, "judge": {}}
    markdown = render_markdown(typed(report))
    assert "# RoleMRC evaluation: `<script>alert('m')</script>`" in markdown
    assert r"\*loud\* \<b\>bold\</b\> \| pipe" in markdown
    assert r"| `` evil\|`task` `` | not a RoleMRC test task | 1 | — |" in markdown


# --------------------------------------------------------------------------- html


def test_html_is_balanced_self_contained_and_carries_the_radar() -> None:
    html = render_html(typed(full_report()))
    parsed = parse_html(html)
    tag_names = [tag for tag, _ in parsed.tags]
    assert tag_names.count("svg") == 1
    assert "script" not in tag_names and "link" not in tag_names and "img" not in tag_names
    axes = [
        attrs for tag, attrs in parsed.tags if tag == "line" and attrs.get("class") == "radar-axis"
    ]
    assert len(axes) == 5
    means = [ASPECT_VALUES[aspect.value][0] for aspect in ASPECTS]
    assert polygon_points(html) == [[expected_vertex(axis, v) for axis, v in enumerate(means)]]
    # the only URL is the SVG namespace name, which is no resource
    assert set(re.findall(r"https?://[^\s\"'<>)]+", html)) == {"http://www.w3.org/2000/svg"}
    assert not re.search(r"(?:src|href)\s*=|url\(|@import", html)
    assert '<div class="value">69.3<small>%</small></div>' in html
    assert "66.7%" in html and "62.0–66.0%" in html


def test_html_escapes_model_and_task_names() -> None:
    report = full_report()
    report["model"] = "<script>alert('m')</script>"
    report["by_task"]['<script>alert(1)</script>"'] = {"n_rows": 1, "judge": {}}
    html = render_html(typed(report))
    parse_html(html)
    assert "<script" not in html
    assert "&lt;script&gt;alert(&#39;m&#39;)&lt;/script&gt;" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;&#34;" in html


def test_data_is_inserted_as_values_never_as_templates() -> None:
    report = full_report()
    report["model"] = "{{ 7 * 7 }}{% if true %}x{% endif %}"
    assert "{{ 7 * 7 }}{% if true %}x{% endif %}" in render_html(typed(report))
    assert "`{{ 7 * 7 }}{% if true %}x{% endif %}`" in render_markdown(typed(report))


def test_html_rules_and_unjudged_variants() -> None:
    rules = render_html(typed(rules_report()))
    parse_html(rules)
    assert '<span class="tag">heuristic</span>' in rules
    assert "tiny base model for offline smoke runs" in rules
    unjudged = render_html(typed(unjudged_report()))
    parse_html(unjudged)
    assert "<svg" not in unjudged
    assert '<div class="value na">n/a</div>' in unjudged
    assert "Not judged." in unjudged


def test_html_missing_aspect_leaves_a_gap_marked_na() -> None:
    html = render_html(typed(report_missing_aspect()))
    parse_html(html)
    present = [
        (axis, ASPECT_VALUES[aspect.value][0])
        for axis, aspect in enumerate(ASPECTS)
        if aspect.value != "nested_instruction"
    ]
    assert polygon_points(html) == [[expected_vertex(axis, v) for axis, v in present]]
    assert html.count('class="radar-value radar-na"') == 1
    assert html.count('class="radar-gap"') == 1


# --------------------------------------------------------------------------- radar geometry


def test_radar_vertices_are_pinned() -> None:
    layout = RadarLayout(360)
    assert layout.centre == pytest.approx((225.0, 187.2))
    assert layout.radius == pytest.approx(129.6)
    svg = radar_svg([("m", {aspect.value: 1.0 for aspect in ASPECTS})])
    assert polygon_points(svg) == [
        [(225.0, 57.6), (348.26, 147.15), (301.18, 292.05), (148.82, 292.05), (101.74, 147.15)]
    ]
    half = radar_svg(
        [
            (
                "m",
                {
                    "knowledge_range": 0.5,
                    "style_compliance": 0.0,
                    "nested_instruction": 0.25,
                    "multi_turn_instruction": 1.0,
                    "instruction_priority": 0.75,
                },
            )
        ]
    )
    assert polygon_points(half)[0][:3] == [(225.0, 122.4), (225.0, 187.2), (244.04, 213.41)]
    assert len(polygon_points(svg, "radar-ring")) == 5


def test_radar_with_several_series_has_a_legend_and_distinct_colours() -> None:
    svg = radar_svg([("run a", {"knowledge_range": 0.5}), ("run <b>", {})], size=400)
    assert 'class="radar-legend"' in svg
    assert "run &lt;b&gt;" in svg
    # run a has a single point (no area), run b none: the chart says nothing is scored for most
    assert polygon_points(svg) == []
    assert svg.count('class="radar-point"') == 1
    filled = radar_svg(
        [("a", dict.fromkeys(ASPECT_VALUES, 0.5)), ("b", dict.fromkeys(ASPECT_VALUES, 0.8))]
    )
    colours = re.findall(r'class="radar-area" points="[^"]+" fill="(#[0-9a-f]{6})"', filled)
    assert len(colours) == 2 and colours[0] != colours[1]


def test_radar_without_any_value_says_so_and_rejects_what_is_not_a_number() -> None:
    empty = radar_svg([("m", {})])
    assert "no judge scores" in empty
    assert empty.count("n/a") == 5
    with pytest.raises(ValueError, match=r"is not a number"):
        radar_svg([("m", {"knowledge_range": math.nan})])


def test_radar_draws_values_outside_0_to_1_on_the_edge_with_their_true_label() -> None:
    """A judge that answered "2" or "-1" gives such means (upstream keeps those answers)."""
    values = {
        **dict.fromkeys(ASPECT_VALUES, 0.5),
        "knowledge_range": 1.5,
        "style_compliance": -0.25,
    }
    svg = radar_svg([("m", values)])
    full = radar_svg([("m", {**values, "knowledge_range": 1.0, "style_compliance": 0.0})])
    assert polygon_points(svg) == polygon_points(full)
    assert svg.count("radar-clipped") == 2
    assert "150.0%" in svg and "-25.0%" in svg


# --------------------------------------------------------------------------- comparison


def test_compare_flags_different_data_fingerprints() -> None:
    other = full_report()
    other["data"]["fingerprint"] = "ffff0000"
    other["model"] = "hf/other"
    markdown, html = compare_reports([("run-a", typed(full_report())), ("run-b", typed(other))])
    assert "> **Not comparable.** These runs differ in data fingerprint." in markdown
    assert "| Data fingerprint ⚠ **differs** | `ab12cd34` | `ffff0000` |" in markdown
    parse_html(html)
    assert '<div class="verdict-title">Not comparable</div>' in html
    assert '<tr class="differs"><td class="nowrap">Data fingerprint' in html


def test_compare_comparable_runs_highlight_the_best_value_per_row() -> None:
    weaker = full_report()
    weaker["model"] = "hf/weaker"
    weaker["judge"]["avg_simple_no_mt"]["mean"] = 0.5
    weaker["judge"]["knowledge_range"]["mean"] = 0.9
    markdown, html = compare_reports([("strong", typed(full_report())), ("weak", typed(weaker))])
    assert "Not comparable" not in markdown
    assert (
        "| **AvgS(noMT)** · simple mean of the aspect pass rates, multi-turn instruction left "
        "out | **69.3%** | 50.0% |"
    ) in markdown
    assert "| Knowledge range | 66.7% | **90.0%** |" in markdown
    assert "| AvgW · " in markdown and "| 70.8% | 70.8% |" in markdown  # a tie marks nothing
    assert f"| `{FIRST_TASK}` · Knowledge range | 70.0% | 70.0% |" in markdown
    parsed = parse_html(html)
    assert len(polygon_points(html)) == 2
    assert '<div class="verdict-title">Comparable</div>' in html
    best = [a for tag, a in parsed.tags if tag == "td" and "best" in (a.get("class") or "")]
    assert len(best) == 2  # AvgS(noMT) and knowledge range; the rows that tie mark nothing


def test_compare_flags_a_different_judge_and_heuristic_runs() -> None:
    markdown, _ = compare_reports([("llm", typed(full_report())), ("rules", typed(rules_report()))])
    assert "> **Not comparable.** These runs differ in judge, judge kind." in markdown
    assert (
        "> **Heuristic judge.** rules was judged by deterministic heuristic verifiers" in markdown
    )


def test_compare_disambiguates_equal_labels() -> None:
    markdown, _ = compare_reports([("run", typed(full_report())), ("run", typed(full_report()))])
    assert "| | run | run (2) |" in markdown


# --------------------------------------------------------------------------- files


def test_write_report_files_writes_both_renderings(tmp_path: Path) -> None:
    report = typed(full_report())
    paths = write_report_files(tmp_path / "run", report)
    assert paths == {
        "report.md": tmp_path / "run" / "report.md",
        "report.html": tmp_path / "run" / "report.html",
    }
    assert paths["report.md"].read_text(encoding="utf-8") == render_markdown(report)
    html = paths["report.html"].read_text(encoding="utf-8")
    assert html == render_html(report, run_samples(tmp_path / "run", report))
    assert sorted(p.name for p in (tmp_path / "run").iterdir()) == ["report.html", "report.md"]
    # the run's rows (none here) go into the page's sample browser
    encoded = re.search(r'id="sample-data">([^<]*)</script>', html)
    assert encoded is not None and decode_samples(encoded.group(1))["rows"] == []


def test_read_report_round_trips_and_accepts_the_file_itself(tmp_path: Path) -> None:
    report = full_report()
    (tmp_path / "report.json").write_text(json.dumps(report), encoding="utf-8")
    assert read_report(tmp_path).to_json() == report
    assert read_report(tmp_path / "report.json") == typed(report)


def test_read_report_missing_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"report\.json: no report\.json here") as caught:
        read_report(tmp_path / "nowhere")
    assert caught.value.path == str(tmp_path / "nowhere" / "report.json")


@pytest.mark.parametrize(
    ("content", "message", "field"),
    [
        ('{"schema_version": 1, "model": ', r"malformed JSON \(Expecting value", None),
        ("[1, 2]", "expected a JSON object, got list", None),
        ('{"schema_version": 9}', "unsupported schema_version 9", "schema_version"),
        (
            '{"schema_version": 1, "judge": {"knowledge_range": {"mean": "high"}}}',
            r"Input should be a valid number",
            "judge.knowledge_range.mean",
        ),
        (
            '{"schema_version": 1, "judge_calls": {"mode": 2}}',
            r"Input should be a valid string",
            "judge_calls.mode",
        ),
        (
            '{"schema_version": 1, "differences_by_mode": []}',
            r"Input should be a valid dictionary",
            "differences_by_mode",
        ),
        (
            '{"schema_version": 1, "by_task": {"t": {"judge": []}}}',
            "Input should be a valid dictionary",
            "by_task.t.judge",
        ),
        (
            '{"schema_version": 1, "judge": {"style_compliance": {"n": -1}}}',
            "Input should be greater than or equal to 0",
            "judge.style_compliance.n",
        ),
        (
            '{"schema_version": 1, "judge": {"avg_simple": {"ci95": [0.5]}}}',
            "List should have at least 2 items",
            "judge.avg_simple.ci95",
        ),
    ],
)
def test_read_report_malformed_file_is_a_located_input_error(
    tmp_path: Path, content: str, message: str, field: str | None
) -> None:
    path = tmp_path / "report.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=message) as caught:
        read_report(tmp_path)
    assert caught.value.path == str(path)
    assert caught.value.field == field
    assert str(path) in str(caught.value)


def test_render_does_not_modify_the_report() -> None:
    report = full_report()
    snapshot = copy.deepcopy(report)
    render_markdown(typed(report))
    render_html(typed(report))
    compare_reports([("a", typed(report)), ("b", typed(report))])
    assert report == snapshot


def test_rules_report_shows_coverage_and_the_agreement_on_the_shipped_labels() -> None:
    report = rules_report()
    report["judge"]["knowledge_range"].update(undecided=5, coverage=0.75)
    report["judge"]["agreement_on_labels"] = {
        "heldout": {
            "knowledge_range": {
                "verdicts": 24,
                "coverage": 0.96,
                "agreement": 0.957,
                "kappa": 0.91,
            },
            "all": {"verdicts": 80, "coverage": 0.975, "agreement": 0.974, "kappa": 0.95},
        }
    }
    markdown = render_markdown(typed(report))
    assert (
        "| Aspect | Score | 95% CI | Calls | Unparsed | Out of range | Undecided | Coverage |"
        in (markdown)
    )
    assert "| 5 | 75.0% |" in markdown
    assert "## Rules judge against hand labels" in markdown
    assert "| heldout | Knowledge range | 24 | 96% | 0.957 | 0.91 |" in markdown
    assert "| heldout | all | 80 | 98% | 0.974 | 0.95 |" in markdown
    html = render_html(typed(report))
    assert '<th class="num">Undecided</th><th class="num">Coverage</th>' in html
    assert "Rules judge against hand labels" in html
    # an LLM judge's report has no coverage columns
    assert "Undecided" not in render_markdown(typed(full_report()))
