"""RoleLLM (arXiv 2310.00746): RoleBench loading and ROUGE-L evaluation (RAW/CUS/SPE), RoleGPT
prompting with retrieved script turns, Context-Instruct, and pairwise win-rate judging."""

from rolemrc.rolellm._context_instruct import (
    ContextInstructConfig,
    ContextInstructReject,
    ContextInstructResult,
    Segment,
    parse_items,
    run_context_instruct,
    segment_script,
    triplets_from_answer,
)
from rolemrc.rolellm._data import (
    ROLEBENCH_DATASET,
    ROLEBENCH_SPLITS,
    RoleBenchSet,
    SplitSpec,
    load_rolebench,
    match_answers,
    parse_split,
    read_responses,
    read_rolebench_rows,
)
from rolemrc.rolellm._metrics import cross_eval_rouge, rolellm_rouge_l, rolellm_tokens, summarize
from rolemrc.rolellm._pipeline import (
    RoleBenchEvalConfig,
    RoleBenchEvalResult,
    run_rolebench_eval,
    score_row,
)
from rolemrc.rolellm._profiles import (
    ProfileBook,
    load_hub_profiles,
    load_local_profiles,
    load_profiles,
    read_script,
)
from rolemrc.rolellm._prompts import rolebench_to_chat, rolegpt_messages, rolegpt_system_prompt
from rolemrc.rolellm._records import (
    VIEW_DESCRIPTIONS,
    RoleBenchGeneration,
    RoleBenchRow,
    RoleBenchScores,
    RoleProfile,
    ScriptLine,
    View,
)
from rolemrc.rolellm._report import render_rolebench_html, render_rolebench_markdown
from rolemrc.rolellm._retrieval import (
    DEFAULT_EMBEDDER,
    Embedder,
    ScriptRetriever,
    dialogue_pairs,
    minilm_embedder,
)
from rolemrc.rolellm._winrate import (
    PairJudgement,
    WinRateConfig,
    parse_winner,
    run_winrate,
    summarize_verdicts,
)

__all__ = [
    "DEFAULT_EMBEDDER",
    "ROLEBENCH_DATASET",
    "ROLEBENCH_SPLITS",
    "VIEW_DESCRIPTIONS",
    "ContextInstructConfig",
    "ContextInstructReject",
    "ContextInstructResult",
    "Embedder",
    "PairJudgement",
    "ProfileBook",
    "RoleBenchEvalConfig",
    "RoleBenchEvalResult",
    "RoleBenchGeneration",
    "RoleBenchRow",
    "RoleBenchScores",
    "RoleBenchSet",
    "RoleProfile",
    "ScriptLine",
    "ScriptRetriever",
    "Segment",
    "SplitSpec",
    "View",
    "WinRateConfig",
    "cross_eval_rouge",
    "dialogue_pairs",
    "load_hub_profiles",
    "load_local_profiles",
    "load_profiles",
    "load_rolebench",
    "match_answers",
    "minilm_embedder",
    "parse_items",
    "parse_split",
    "parse_winner",
    "read_responses",
    "read_rolebench_rows",
    "read_script",
    "render_rolebench_html",
    "render_rolebench_markdown",
    "rolebench_to_chat",
    "rolegpt_messages",
    "rolegpt_system_prompt",
    "rolellm_rouge_l",
    "rolellm_tokens",
    "run_context_instruct",
    "run_rolebench_eval",
    "run_winrate",
    "score_row",
    "segment_script",
    "summarize",
    "summarize_verdicts",
    "triplets_from_answer",
]
