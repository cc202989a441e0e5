"""RoleMRC as a reward environment: the judges and verifiers as reward functions in TRL's
``GRPOTrainer`` form, a reward endpoint in OpenRLHF's remote-reward JSON, and a verl
``compute_score`` adapter."""

from rolemrc.rewards._functions import (
    AGGREGATE_REWARD,
    FORMAT_REWARD,
    REFERENCE_REWARD,
    REWARD_NAMES,
    FormatReward,
    JudgeReward,
    ReferenceReward,
    RewardFunction,
    build_reward,
    build_rewards,
    parse_reward_specs,
)
from rolemrc.rewards._judges import RewardJudge, reward_judge, verdict_reward
from rolemrc.rewards._labels import label_fields, labelled_row
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
from rolemrc.rewards._verl import compute_score

__all__ = [
    "AGGREGATE_REWARD",
    "DEFAULT_HOST",
    "DEFAULT_MAX_BODY_BYTES",
    "DEFAULT_PORT",
    "FORMAT_REWARD",
    "REFERENCE_REWARD",
    "REWARD_NAMES",
    "FormatReward",
    "JudgeReward",
    "ReferenceReward",
    "RequestError",
    "RewardFunction",
    "RewardJudge",
    "RewardRow",
    "RewardServer",
    "ServerLimits",
    "build_reward",
    "build_rewards",
    "completion_text",
    "compute_score",
    "label_fields",
    "labelled_row",
    "parse_reward_specs",
    "prompt_messages",
    "reward_judge",
    "rows_from_batch",
    "score_request",
    "strip_think",
    "verdict_reward",
]
