"""RoleMRC evaluation: generation, reference metrics, the 5-aspect judge, verifiers, reports."""

from rolemrc.eval._differences import MODE_DESCRIPTIONS, MODES, Difference, run_differences
from rolemrc.eval._judge_requests import judge_requests
from rolemrc.eval._pipeline import EvalConfig, EvalResult, run_eval
from rolemrc.eval._radar import radar_svg
from rolemrc.eval._report import (
    compare_reports,
    load_report,
    render_html,
    render_markdown,
    write_report_files,
)
from rolemrc.eval._responses import ResponseLine, match_responses, read_response_lines
from rolemrc.eval._rollup import rollup
from rolemrc.eval._rules_judge import RULES_JUDGE, rules_judgement
from rolemrc.eval._sample import SAMPLE_SOURCE, sample_test_rows, write_sample_test_set
from rolemrc.rules._format_rules import (
    FormatRule,
    RuleVerdict,
    check_format_rules,
    find_format_rules,
    format_rule,
    registered_format_rules,
)
from rolemrc.rules._judge import (
    JUDGE_SCALE,
    UPSTREAM_JUDGE_MAX_TOKENS,
    UPSTREAM_JUDGE_TEMPERATURE,
    UPSTREAM_REPEATS,
    JudgeCall,
    build_judge_calls,
    extract_nested_requirement,
    is_out_of_range,
    judge_templates,
    judgement_from_answer,
    parse_judge_answer,
    render_conversation,
)
from rolemrc.rules._test_set import (
    UPSTREAM_DATASET,
    UPSTREAM_TASK_COUNTS,
    UPSTREAM_TEST_FILE,
    UPSTREAM_TOTAL_ROWS,
    HistogramCheck,
    TestSet,
    check_upstream_histogram,
    load_test_set,
    read_test_rows,
    task_histogram,
)
from rolemrc.rules._verifiers import (
    NarrationSpan,
    find_narration,
    find_refusal,
    has_narration,
    is_refusal,
    strip_narration,
)

__all__ = [
    "JUDGE_SCALE",
    "MODES",
    "MODE_DESCRIPTIONS",
    "RULES_JUDGE",
    "SAMPLE_SOURCE",
    "UPSTREAM_DATASET",
    "UPSTREAM_JUDGE_MAX_TOKENS",
    "UPSTREAM_JUDGE_TEMPERATURE",
    "UPSTREAM_REPEATS",
    "UPSTREAM_TASK_COUNTS",
    "UPSTREAM_TEST_FILE",
    "UPSTREAM_TOTAL_ROWS",
    "Difference",
    "EvalConfig",
    "EvalResult",
    "FormatRule",
    "HistogramCheck",
    "JudgeCall",
    "NarrationSpan",
    "ResponseLine",
    "RuleVerdict",
    "TestSet",
    "build_judge_calls",
    "check_format_rules",
    "check_upstream_histogram",
    "compare_reports",
    "extract_nested_requirement",
    "find_format_rules",
    "find_narration",
    "find_refusal",
    "format_rule",
    "has_narration",
    "is_out_of_range",
    "is_refusal",
    "judge_requests",
    "judge_templates",
    "judgement_from_answer",
    "load_report",
    "load_test_set",
    "match_responses",
    "parse_judge_answer",
    "radar_svg",
    "read_response_lines",
    "read_test_rows",
    "registered_format_rules",
    "render_conversation",
    "render_html",
    "render_markdown",
    "rollup",
    "rules_judgement",
    "run_differences",
    "run_eval",
    "sample_test_rows",
    "strip_narration",
    "task_histogram",
    "write_report_files",
    "write_sample_test_set",
]
