"""What a run will ask of its generator, worked out from the config alone (``--dry-run``).

Calls follow from the builders' plans: one per persona for its profile (one per field, 16, with
``generator.prompting: base``); per role, one per
chat message (a chat of ``t`` role replies has ``2t`` messages when the user opens, ``2t - 1``
when the role does) and one more per chat for its out-of-character reply, one per single-turn
QA reply and two per ruled dialogue (multi-turn: two replies; nested: the unruled reply and its
rewrite; prioritized: the reply that ignores the directive and the one that obeys it).
``expected`` counts first answers that pass their checks; ``at_most`` counts every text asked
``attempts`` times. Tokens per call are stated assumptions (MS MARCO-sized passages, a full
profile in each system prompt, the out-of-character request counted the same), capped by the
configured ``max_new_tokens``; the cost follows from ``generator.prices``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rolemrc.core import ConfigError, TokenUsage, setting
from rolemrc.synth._base_profiles import PROFILE_FIELD_CALLS
from rolemrc.synth._config import (
    GenerateProfiles,
    JsonlPersonaSource,
    SynthConfig,
)
from rolemrc.synth._cost import usage_cost
from rolemrc.synth.dialogues import DialogueConfig

QA_TYPES = 8
RULED_CALLS = 2
CHAT_REJECTED_CALLS = 1  # the last role reply written out of character (DPO rejected)
# Assumed tokens per call (prompt, completion): a profile request and its JSON answer; a
# dialogue request (profile as system prompt, about ten MS MARCO passages, the instructions
# and the conversation so far) and one reply.
PROFILE_TOKENS = (450, 700)
# With ``generator.prompting: base`` a profile is written field by field: one call per field,
# each showing one built-in profile and the profile so far, and answered with one line.
PROFILE_FIELD_TOKENS = (800, 30)
DIALOGUE_TOKENS = (1700, 150)
PAPER_PROFILES = 10_200
PAPER_INSTRUCTIONS = 37_900


@dataclass(frozen=True)
class StageEstimate:
    """One stage's work items and generator calls, and the tokens and cost they take."""

    name: str
    items: int
    expected_calls: float
    at_most_calls: float
    usage: TokenUsage
    cost: float | None


@dataclass(frozen=True)
class RunEstimate:
    roles: int
    dialogues: float
    stages: tuple[StageEstimate, ...]

    @property
    def calls(self) -> float:
        return sum(stage.expected_calls for stage in self.stages)

    @property
    def at_most_calls(self) -> float:
        return sum(stage.at_most_calls for stage in self.stages)

    @property
    def usage(self) -> TokenUsage:
        usage = TokenUsage()
        for stage in self.stages:
            usage = usage.add(stage.usage)
        return usage

    @property
    def cost(self) -> float | None:
        costs = [stage.cost for stage in self.stages]
        return None if any(cost is None for cost in costs) else sum(c or 0.0 for c in costs)


def _chat_calls(config: DialogueConfig) -> float:
    """Calls of one chat: its messages, averaged over its turn range and its four variants (two
    open with the user, two with the role), and its out-of-character reply."""
    low, high = config.chat_turns
    return 2 * (low + high) / 2 - 0.5 + CHAT_REJECTED_CALLS


def dialogue_counts(config: DialogueConfig) -> dict[str, int]:
    """Dialogues per role of each group."""
    return {
        "free_chats": config.free_chats,
        "on_scene_chats": config.on_scene_chats,
        "mrc_qa_single_turn": QA_TYPES * config.qa_per_type,
        "ruled_multi_turn": config.multi_turn,
        "ruled_nested": config.nested,
        "ruled_prioritized": config.priority,
    }


def calls_per_role(config: DialogueConfig) -> float:
    """Generator calls of one role's dialogues when every first answer passes."""
    counts = dialogue_counts(config)
    chats = (counts["free_chats"] + counts["on_scene_chats"]) * _chat_calls(config)
    ruled = RULED_CALLS * (
        counts["ruled_multi_turn"] + counts["ruled_nested"] + counts["ruled_prioritized"]
    )
    return chats + counts["mrc_qa_single_turn"] + ruled


def _persona_count(config: SynthConfig, limit: int | None) -> int:
    """How many personas the run takes (each becomes a role)."""
    count = config.personas.count
    source = config.personas.source
    if isinstance(source, JsonlPersonaSource) and source.path.exists():
        with source.path.open(encoding="utf-8") as handle:
            rows = sum(1 for line in handle if line.strip())
        count = rows if count is None else min(count, rows)
    if count is None:
        if limit is None:
            raise ConfigError(
                f"personas.count (or {setting('limit')}) is needed to estimate a run on all of "
                "PersonaHub"
            )
        return limit
    return count if limit is None else min(count, limit)


def _stage(
    name: str,
    items: int,
    calls: float,
    attempts: int,
    tokens: tuple[int, int],
    max_new_tokens: int,
    config: SynthConfig,
) -> StageEstimate:
    prompt, completion = tokens[0], min(tokens[1], max_new_tokens)
    usage = TokenUsage(
        calls=round(calls),
        prompt_tokens=round(calls * prompt),
        completion_tokens=round(calls * completion),
    )
    return StageEstimate(
        name=name,
        items=items,
        expected_calls=calls,
        at_most_calls=calls * attempts,
        usage=usage,
        cost=usage_cost(usage, config.generator.prices),
    )


def estimate_run(config: SynthConfig, *, limit: int | None = None) -> RunEstimate:
    """The calls, tokens and cost of running ``config`` (every persona becomes a role, and
    builds ``dialogues.share`` of its planned dialogues)."""
    return _estimate(config, _persona_count(config, limit), dialogue_share=config.dialogues.share)


def estimate_at_scale(
    config: SynthConfig, *, profiles: int = PAPER_PROFILES, instructions: int = PAPER_INSTRUCTIONS
) -> RunEstimate:
    """The same estimate for ``profiles`` roles making ``instructions`` dialogues in all, in the
    config's mix of dialogue kinds (the paper's scale by default)."""
    per_role = sum(dialogue_counts(config.dialogues).values())
    if per_role == 0:
        raise ConfigError("the config asks for no dialogues (every dialogues count is 0)")
    return _estimate(config, profiles, dialogue_share=instructions / (profiles * per_role))


def _estimate(config: SynthConfig, roles: int, *, dialogue_share: float) -> RunEstimate:
    stages = []
    if isinstance(config.profiles, GenerateProfiles):
        settings = config.profiles
        by_field = config.generator.prompting == "base"
        stages.append(
            _stage(
                "profiles",
                roles,
                roles * (PROFILE_FIELD_CALLS if by_field else 1),
                settings.attempts,
                PROFILE_FIELD_TOKENS if by_field else PROFILE_TOKENS,
                settings.max_new_tokens,
                config,
            )
        )
    dialogues = config.dialogues
    stages.append(
        _stage(
            "dialogues",
            roles,
            roles * calls_per_role(dialogues) * dialogue_share,
            dialogues.attempts,
            DIALOGUE_TOKENS,
            dialogues.max_new_tokens,
            config,
        )
    )
    total = roles * sum(dialogue_counts(dialogues).values()) * dialogue_share
    return RunEstimate(roles=roles, dialogues=total, stages=tuple(stages))
