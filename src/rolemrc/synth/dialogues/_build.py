"""Stage 4 of RoleMRC synthesis: a role's dialogues, one per taxonomy task kind it is asked for.

Free chats and on-scene chats (4 variants each), the 8 single-turn MRC QA types and the ruled
chats (multi-turn, nested, prioritized). Every choice (which triplet, seed script, rule,
directive, topic, chat length) is drawn up front from a random generator seeded by ``seed`` and
the profile id, so a profile's plan never depends on the generator's answers or on other
profiles; every text then comes from ``generate``. A dialogue the generator cannot produce
acceptably becomes a :class:`Reject` with the reason and the last raw answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rolemrc.core import (
    TASK_KINDS,
    Behaviour,
    Family,
    InputError,
    Relevance,
    Rule,
    TaskKind,
)
from rolemrc.llm import GenerationParams, ModelCallError
from rolemrc.synth._records import (
    GENERATOR_CALL_FAILED,
    Dialogue,
    MrcTriplet,
    Reject,
    RoleMatches,
    RoleProfile,
)
from rolemrc.synth._structured import GenerateFn
from rolemrc.synth.dialogues._base import Prompting
from rolemrc.synth.dialogues._chats import build_chat
from rolemrc.synth.dialogues._common import (
    DialoguePlan,
    DialogueWriter,
    GenerationFailed,
    Speaker,
    is_permanent_for_this_request,
)
from rolemrc.synth.dialogues._data import DialogueCatalogue, SeedScripts, dialogue_catalogue
from rolemrc.synth.dialogues._mrc import build_mrc_dialogue

STAGE = "dialogues"


def _every_dialogue(share: float) -> bool:
    return share == 1.0


class DialogueConfig(BaseModel):
    """How many dialogues of each kind to build per profile, and how to ask for them.

    ``qa_per_type`` counts per QA type (8 types); every other count is the profile's total for
    that group, spread over its task variants in turn from a seeded starting variant (so across
    many profiles the variants come out balanced). The defaults follow the paper's mix relative
    to one QA type: free and on-scene chats about 5 times as many (4 here), multi-turn 1 per
    variant, nested about 1.6, prioritized about 0.4 (1 here).

    ``share`` builds that share of each profile's planned dialogues (0 < share <= 1): each is
    kept with that probability, drawn from a generator seeded by the profile, so a run builds
    ``share`` times the planned count in expectation, in the same mix, and the dialogues it
    keeps are the full run's of the same ids. It makes a run of fewer dialogues per role than
    the smallest whole-number mix (the paper's 37.9k instructions of 10.2k profiles).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    free_chats: int = Field(default=4, ge=0)
    on_scene_chats: int = Field(default=4, ge=0)
    qa_per_type: int = Field(default=1, ge=0)
    multi_turn: int = Field(default=4, ge=0)
    nested: int = Field(default=2, ge=0)
    priority: int = Field(default=1, ge=0)
    chat_turns: tuple[int, int] = (3, 5)  # replies of the role per chat, inclusive range
    temperature: float = Field(default=0.7, ge=0.0)
    max_new_tokens: int = Field(default=512, ge=1)
    attempts: int = Field(default=3, ge=1)
    # left out of dumps when 1: the config files and stage identities of runs made before
    # the setting existed stay the same
    share: float = Field(default=1.0, gt=0.0, le=1.0, exclude_if=_every_dialogue)

    @model_validator(mode="after")
    def _turn_range(self) -> Self:
        low, high = self.chat_turns
        if not 1 <= low <= high:
            raise ValueError(
                f"chat_turns must be (low, high) with 1 <= low <= high, got {low, high}"
            )
        return self


# (config field, which task kinds, whether the count is per kind rather than per group)
_GROUPS: tuple[tuple[str, Callable[[TaskKind], bool], bool], ...] = (
    ("free_chats", lambda kind: kind.family is Family.FREE_CHAT, False),
    ("on_scene_chats", lambda kind: kind.family is Family.ON_SCENE_CHAT, False),
    ("qa_per_type", lambda kind: kind.family is Family.MRC_QA and kind.rule is Rule.NONE, True),
    ("multi_turn", lambda kind: kind.rule is Rule.MULTI_TURN, False),
    ("nested", lambda kind: kind.rule in (Rule.NESTED_CONTENT, Rule.NESTED_FORMAT), False),
    ("priority", lambda kind: kind.rule is Rule.PRIORITY, False),
)

# Which matched triplets a task kind draws from: relevance and answerability (None: either).
_Need = tuple[Relevance, bool | None]
_NEEDS: tuple[_Need, ...] = (
    (Relevance.RELATED, True),
    (Relevance.RELATED, False),
    (Relevance.RELATED, None),
    (Relevance.UNRELATED, True),
)


def _need(kind: TaskKind) -> _Need | None:
    if kind.family is Family.FREE_CHAT:
        return None
    if kind.family is Family.ON_SCENE_CHAT:
        return (Relevance.RELATED, None)
    if kind.behaviour is Behaviour.NO_ANSWER:
        return (Relevance.RELATED, False)
    # answers, nested and priority rows need an answer; out-of-range refusals and attempts use
    # answerable triplets too (the role declines although the passages hold the answer)
    return (kind.relevance, True)


class _TripletPools:
    """Each need's matched triplets in a seeded order, handed out in turn (reused only once
    all have been used)."""

    def __init__(
        self,
        matches: RoleMatches,
        triplets: Mapping[str, MrcTriplet],
        rng: random.Random,
    ) -> None:
        def resolve(triplet_id: str) -> MrcTriplet:
            try:
                return triplets[triplet_id]
            except KeyError:
                raise InputError(
                    f"profile {matches.profile_id!r} is matched to triplet {triplet_id!r}, "
                    "which is not among the triplets given",
                    field="triplets",
                ) from None

        ranked = {
            Relevance.RELATED: [resolve(match.triplet_id) for match in matches.most_relevant],
            Relevance.UNRELATED: [resolve(match.triplet_id) for match in matches.least_relevant],
        }
        self._pools: dict[_Need, list[MrcTriplet]] = {}
        for relevance, answerable in _NEEDS:
            pool = [
                triplet
                for triplet in ranked[relevance]
                if answerable is None or triplet.answerable == answerable
            ]
            rng.shuffle(pool)
            self._pools[(relevance, answerable)] = pool
        self._taken = dict.fromkeys(_NEEDS, 0)

    def take(self, need: _Need) -> MrcTriplet | None:
        pool = self._pools[need]
        if not pool:
            return None
        triplet = pool[self._taken[need] % len(pool)]
        self._taken[need] += 1
        return triplet


def _describe(need: _Need) -> str:
    relevance, answerable = need
    which = {True: "answerable ", False: "unanswerable ", None: ""}[answerable]
    return f"{'most' if relevance is Relevance.RELATED else 'least'} relevant {which}triplet"


def _opening(kind: TaskKind) -> Speaker:
    return "role" if kind.name.startswith(f"{kind.family.value}_role_first") else "user"


def _topics(profile: RoleProfile) -> list[str]:
    """What a free chat may open on: the role's skills and the topics of its speech examples."""
    topics = [skill.name for skill in profile.abilities_and_skills]
    topics += [example.topic for example in profile.speech_examples]
    return list(dict.fromkeys(topics))


# What a question-answering dialogue draws from the seed scripts, by rule and behaviour, in the
# order it draws: the draft of its reply, the user's follow-up, the draft of the second reply.
_SEEDS: dict[tuple[Rule, Behaviour], Callable[[SeedScripts], tuple[Sequence[str], ...]]] = {
    (Rule.NONE, Behaviour.ANSWER): lambda seeds: (),
    (Rule.NONE, Behaviour.NO_ANSWER): lambda seeds: (seeds.no_answer,),
    (Rule.NONE, Behaviour.REFUSAL): lambda seeds: (seeds.refusal,),
    (Rule.NONE, Behaviour.ATTEMPT): lambda seeds: (seeds.attempt, seeds.ask_to_attempt),
    (Rule.MULTI_TURN, Behaviour.NO_ANSWER): lambda seeds: (
        seeds.no_answer,
        seeds.insist_on_answer,
        seeds.no_answer_insisted,
    ),
    (Rule.MULTI_TURN, Behaviour.ATTEMPT): lambda seeds: (
        seeds.refusal,
        seeds.insist_on_attempt,
        seeds.attempt,
    ),
}


def _plan_one(
    dialogue_id: str,
    kind: TaskKind,
    triplet: MrcTriplet | None,
    profile: RoleProfile,
    config: DialogueConfig,
    catalogue: DialogueCatalogue,
    rng: random.Random,
) -> DialoguePlan:
    seeds, rules = catalogue.seeds, catalogue.rules
    plan = DialoguePlan(dialogue_id=dialogue_id, kind=kind, triplet=triplet)
    match kind.family, kind.rule, kind.behaviour:
        case ((Family.FREE_CHAT | Family.ON_SCENE_CHAT), _, _):
            topic = rng.choice(_topics(profile)) if kind.family is Family.FREE_CHAT else None
            turns = rng.randint(*config.chat_turns)
            return replace(plan, opening=_opening(kind), role_turns=turns, topic=topic)
        case _, (Rule.NONE | Rule.MULTI_TURN), behaviour if (kind.rule, behaviour) in _SEEDS:
            drafts = [rng.choice(lines) for lines in _SEEDS[kind.rule, behaviour](seeds)]
            seed, follow_up, second_seed = [*drafts, None, None, None][:3]
            return replace(plan, seed=seed, follow_up=follow_up, second_seed=second_seed)
        case _, Rule.NESTED_CONTENT, _:
            return replace(plan, rule=rng.choice(rules.content))
        case _, Rule.NESTED_FORMAT, _:
            return replace(plan, rule=rng.choice(rules.format))
        case _, Rule.PRIORITY, _:
            priority = catalogue.priority
            return replace(
                plan, directive=rng.choice(priority.directives), seed=rng.choice(priority.refusals)
            )
    raise ValueError(f"no dialogue builder for task {kind.name!r}")  # pragma: no cover


def _plan_dialogues(
    profile: RoleProfile,
    matches: RoleMatches,
    triplets: Mapping[str, MrcTriplet],
    config: DialogueConfig,
    seed: int,
) -> tuple[list[DialoguePlan], list[Reject]]:
    """Every dialogue of ``profile`` with its choices made, in a fixed order; a dialogue that
    has no matched triplet of the kind it needs is rejected here."""
    if matches.profile_id != profile.id:
        raise InputError(
            f"the matches are those of profile {matches.profile_id!r}, not {profile.id!r}",
            field="profile_id",
        )
    catalogue = dialogue_catalogue()
    pools = _TripletPools(matches, triplets, random.Random(f"{seed}/{profile.id}/triplets"))
    plans: list[DialoguePlan] = []
    rejects: list[Reject] = []
    numbers: dict[str, int] = {}
    keep = random.Random(f"{seed}/{profile.id}/share")
    for field, selects, per_kind in _GROUPS:
        rng = random.Random(f"{seed}/{profile.id}/{field}")
        kinds = [kind for kind in TASK_KINDS if selects(kind)]
        count: int = getattr(config, field)
        start = rng.randrange(len(kinds))
        chosen: Sequence[TaskKind] = (
            [kind for kind in kinds for _ in range(count)]
            if per_kind
            else [kinds[(start + index) % len(kinds)] for index in range(count)]
        )
        for kind in chosen:
            number = numbers.get(kind.name, 0)
            numbers[kind.name] = number + 1
            dialogue_id = f"{profile.id}-{kind.name}-{number}"
            # drawn for every dialogue, and each is planned whether kept or not: a kept one
            # is planned as the full run plans it
            kept = config.share >= 1 or keep.random() < config.share
            need = _need(kind)
            triplet = pools.take(need) if need is not None else None
            if need is not None and triplet is None:
                if kept:
                    rejects.append(
                        Reject(
                            stage=STAGE,
                            item_id=dialogue_id,
                            reason=f"{kind.name}: no {_describe(need)} is matched to the profile",
                        )
                    )
                continue
            plan = _plan_one(dialogue_id, kind, triplet, profile, config, catalogue, rng)
            if kept:
                plans.append(plan)
    return plans, rejects


def build_dialogues(
    profile: RoleProfile,
    matches: RoleMatches,
    triplets: Mapping[str, MrcTriplet],
    generate: GenerateFn,
    config: DialogueConfig,
    *,
    seed: int,
    prompting: Prompting = "instruct",
    parallel: int = 1,
) -> tuple[list[Dialogue], list[Reject]]:
    """The dialogues of one role, and what could not be built.

    ``triplets`` must hold every triplet ``matches`` names. Dialogue ids are
    ``{profile.id}-{task}-{n}`` (``n`` counts from 0 per task). The same profile, matches,
    config, seed and generator answers give the same dialogues. ``prompting`` says how the
    generator is asked (``base``: see ``rolemrc.synth.dialogues._base``). Up to ``parallel``
    dialogues are written at once (each asks one text at a time; a local model batches the
    texts asked together); the results are the same, in the same order, whatever it is.
    """
    if parallel < 1:
        raise ValueError(f"parallel must be at least 1, got {parallel}")
    plans, rejects = _plan_dialogues(profile, matches, triplets, config, seed)
    params = GenerationParams(
        temperature=config.temperature, max_new_tokens=config.max_new_tokens, seed=seed
    )
    writer = DialogueWriter(generate, params, config.attempts, profile, prompting)

    def build(plan: DialoguePlan) -> Dialogue | Reject:
        chat = plan.kind.family in (Family.FREE_CHAT, Family.ON_SCENE_CHAT)
        try:
            return build_chat(plan, writer) if chat else build_mrc_dialogue(plan, writer)
        except GenerationFailed as failure:
            reason = f"{plan.kind.name}: {failure.reason}"
            return Reject(stage=STAGE, item_id=plan.dialogue_id, reason=reason, raw=failure.raw)
        except ModelCallError as error:
            if not is_permanent_for_this_request(error):
                raise  # an outage, not this dialogue's fault: a resumed run must redo it
            reason = f"{plan.kind.name}: {GENERATOR_CALL_FAILED}: {error}"
            return Reject(stage=STAGE, item_id=plan.dialogue_id, reason=reason)

    if parallel == 1 or len(plans) < 2:
        outcomes = [build(plan) for plan in plans]
    else:
        with ThreadPoolExecutor(
            max_workers=min(parallel, len(plans)), thread_name_prefix="rolemrc-dialogue"
        ) as pool:
            futures = [pool.submit(build, plan) for plan in plans]
            try:
                outcomes = [future.result() for future in futures]
            except BaseException:  # an outage: no further dialogue starts
                for future in futures:
                    future.cancel()
                raise
    dialogues = [outcome for outcome in outcomes if isinstance(outcome, Dialogue)]
    rejects += [outcome for outcome in outcomes if isinstance(outcome, Reject)]
    return dialogues, rejects
