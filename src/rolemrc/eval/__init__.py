"""RoleMRC evaluation: generation, reference metrics, the 5-aspect judge, verifiers, reports."""

from rolemrc.eval._agreement import (
    AGREEMENT_COLUMNS,
    LABELS_SPLITS,
    RULES_SOURCE,
    VerdictSet,
    agreement,
    agreement_of_sources,
    agreement_rows,
    cohen_kappa,
    judged_by_rules,
    labels_path,
    read_verdicts,
    shipped_agreement,
    write_agreement_files,
)
from rolemrc.eval._differences import MODE_DESCRIPTIONS, MODES, Difference, run_differences
from rolemrc.eval._judge_requests import judge_requests
from rolemrc.eval._pipeline import (
    DEFAULT_MAX_NO_VERDICT,
    EvalConfig,
    EvalResult,
    is_model_judge,
    run_eval,
)
from rolemrc.eval._radar import radar_svg
from rolemrc.eval._report import (
    read_report,
    render_html,
    render_markdown,
    write_report_files,
)
from rolemrc.eval._report_compare import compare_reports
from rolemrc.eval._report_model import (
    AnsweredScores,
    AspectScore,
    AverageScore,
    EvalData,
    EvalReport,
    JudgeCalls,
    JudgeSummary,
    MetricSummary,
    TaskAspect,
    TaskSummary,
)
from rolemrc.eval._responses import ResponseLine, match_responses, read_response_lines
from rolemrc.eval._rollup import rollup
from rolemrc.eval._rules_judge import (
    RULES_JUDGE,
    UNDECIDED,
    AspectVerdict,
    rules_judgement,
    rules_verdict,
    rules_verdicts,
)
from rolemrc.eval._run_rows import RunRows, read_run_rows
from rolemrc.eval._sample import SAMPLE_SOURCE, sample_test_rows, write_sample_test_set

__all__ = [
    "AGREEMENT_COLUMNS",
    "DEFAULT_MAX_NO_VERDICT",
    "LABELS_SPLITS",
    "MODES",
    "MODE_DESCRIPTIONS",
    "RULES_JUDGE",
    "RULES_SOURCE",
    "SAMPLE_SOURCE",
    "UNDECIDED",
    "AnsweredScores",
    "AspectScore",
    "AspectVerdict",
    "AverageScore",
    "Difference",
    "EvalConfig",
    "EvalData",
    "EvalReport",
    "EvalResult",
    "JudgeCalls",
    "JudgeSummary",
    "MetricSummary",
    "ResponseLine",
    "RunRows",
    "TaskAspect",
    "TaskSummary",
    "VerdictSet",
    "agreement",
    "agreement_of_sources",
    "agreement_rows",
    "cohen_kappa",
    "compare_reports",
    "is_model_judge",
    "judge_requests",
    "judged_by_rules",
    "labels_path",
    "match_responses",
    "radar_svg",
    "read_report",
    "read_response_lines",
    "read_run_rows",
    "read_verdicts",
    "render_html",
    "render_markdown",
    "rollup",
    "rules_judgement",
    "rules_verdict",
    "rules_verdicts",
    "run_differences",
    "run_eval",
    "sample_test_rows",
    "shipped_agreement",
    "write_agreement_files",
    "write_report_files",
    "write_sample_test_set",
]
