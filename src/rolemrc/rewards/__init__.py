"""RoleMRC as a reward environment: the judges and verifiers as reward functions in TRL's
``GRPOTrainer`` form, OpenRLHF's reward endpoint and ``reward_func``, and verl's
``compute_score`` (plain and async)."""

from rolemrc.rewards._functions import (
    AGGREGATE_REWARD,
    FORMAT_REWARD,
    REFERENCE_REWARD,
    REWARD_NAMES,
    CombinedScore,
    FormatReward,
    JudgeReward,
    ReferenceReward,
    RewardFunction,
    build_reward,
    build_rewards,
    combined_scores,
    parse_reward_specs,
)
from rolemrc.rewards._judges import RewardJudge, reward_judge, verdict_reward
from rolemrc.rewards._labels import label_fields, labelled_row
from rolemrc.rewards._openrlhf import (
    openrlhf_answer,
    openrlhf_reward_func,
    openrlhf_rows,
    strip_special_tokens_tail,
)
from rolemrc.rewards._rows import (
    RewardRow,
    completion_text,
    prompt_messages,
    rows_from_batch,
    strip_think,
)
from rolemrc.rewards._server import (
    DEFAULT_HOST,
    DEFAULT_MAX_BODY_BYTES,
    DEFAULT_PORT,
    RequestError,
    RewardServer,
    ServerLimits,
    score_request,
)
from rolemrc.rewards._verl import ScoreBatcher, compute_score, compute_score_async

__all__ = [
    "AGGREGATE_REWARD",
    "DEFAULT_HOST",
    "DEFAULT_MAX_BODY_BYTES",
    "DEFAULT_PORT",
    "FORMAT_REWARD",
    "REFERENCE_REWARD",
    "REWARD_NAMES",
    "CombinedScore",
    "FormatReward",
    "JudgeReward",
    "ReferenceReward",
    "RequestError",
    "RewardFunction",
    "RewardJudge",
    "RewardRow",
    "RewardServer",
    "ScoreBatcher",
    "ServerLimits",
    "build_reward",
    "build_rewards",
    "combined_scores",
    "completion_text",
    "compute_score",
    "compute_score_async",
    "label_fields",
    "labelled_row",
    "openrlhf_answer",
    "openrlhf_reward_func",
    "openrlhf_rows",
    "parse_reward_specs",
    "prompt_messages",
    "reward_judge",
    "rows_from_batch",
    "score_request",
    "strip_special_tokens_tail",
    "strip_think",
    "verdict_reward",
]
