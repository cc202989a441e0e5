"""Dialogues on MRC triplets: the 8 single-turn QA types and the ruled chats (multi-turn,
nested, prioritized). Each ends with the target reply; ``rejected`` is the dispreferred reply
the paper pairs with it for DPO."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from rolemrc.core import Behaviour, Message, Rule
from rolemrc.rules import check_format_rules, extract_nested_requirement
from rolemrc.synth._prompt import render_system_prompt
from rolemrc.synth._records import Dialogue, MrcTriplet
from rolemrc.synth._reply_checks import Check, declining, narration, obeying_format
from rolemrc.synth.dialogues._base import reply_lead, rule_lead
from rolemrc.synth.dialogues._common import (
    DialoguePlan,
    DialogueWriter,
    Speaker,
    ground_truth,
    transcript,
)
from rolemrc.synth.dialogues._data import dialogue_catalogue
from rolemrc.synth.dialogues._templates import render_dialogue_template

_T = TypeVar("_T")

Goal = Literal["answer", "no_answer", "no_answer_again", "refusal", "attempt", "directive_refusal"]
# Whether a reply with this goal must decline (True) or must answer (False).
_DECLINES: dict[Goal, bool] = {
    "answer": False,
    "no_answer": True,
    "no_answer_again": True,
    "refusal": True,
    "attempt": False,
    "directive_refusal": True,
}


def mrc_user_turn(triplet: MrcTriplet, follow_up: str | None = None) -> str:
    """The first User turn: the passages, then the question (and a request, if any), laid out
    as in the RoleMRC test set."""
    request = f"Question: {triplet.query}" + (f"\n{follow_up}" if follow_up else "")
    return render_dialogue_template("mrc_question", passages=triplet.passages, request=request)


@dataclass(frozen=True)
class _Scene:
    """A conversation on one triplet so far, and how replies in it must read."""

    writer: DialogueWriter
    system_prompt: str
    turns: tuple[tuple[Speaker, str], ...]
    narration: bool

    def then(self, speaker: Speaker, text: str) -> _Scene:
        return _Scene(
            self.writer, self.system_prompt, (*self.turns, (speaker, text)), self.narration
        )

    def reply(self, goal: Goal, draft: str) -> str:
        """The role's next reply, restyled in character from ``draft``."""
        checks: list[Check] = [narration(self.narration), declining(_DECLINES[goal])]
        if self.writer.base:
            lead = reply_lead(
                self.writer.profile, self.turns, narration=self.narration, draft=draft
            )
            return self.writer.continue_lead(lead, checks, quoting=[draft], earlier=self.texts())
        prompt = render_dialogue_template(
            "reply",
            name=self.writer.profile.name,
            role_prompt=self.system_prompt,
            conversation=transcript(self.writer.profile, self.turns),
            goal=goal,
            draft=draft,
            narration=self.narration,
        )
        return self.writer.write(prompt, checks, quoting=[draft], earlier=self.texts())

    def texts(self) -> list[str]:
        """The turns so far, system prompt aside."""
        return [text for _, text in self.turns]

    def messages(self) -> list[Message]:
        return [
            Message(role="system", content=self.system_prompt),
            *(
                Message(role="assistant" if speaker == "role" else "user", content=text)
                for speaker, text in self.turns
            ),
        ]


def build_mrc_dialogue(plan: DialoguePlan, writer: DialogueWriter) -> Dialogue:
    """A QA or ruled dialogue as ``plan`` describes it (raises GenerationFailed)."""
    if plan.triplet is None:  # pragma: no cover - the planner always sets one
        raise ValueError(f"{plan.dialogue_id}: an MRC dialogue needs a triplet")
    kind, triplet = plan.kind, plan.triplet
    asks_to_try = kind.rule is Rule.NONE and kind.behaviour is Behaviour.ATTEMPT

    def scene(*, nested_rule: str | None = None, directive: str | None = None) -> _Scene:
        system_prompt = render_system_prompt(
            writer.profile, narration=kind.narration, nested_rule=nested_rule, directive=directive
        )
        question = mrc_user_turn(triplet, plan.follow_up if asks_to_try else None)
        return _Scene(writer, system_prompt, (("user", question),), kind.narration)

    meta: dict[str, Any] = {}
    rejected: str | None
    match kind.rule:
        case Rule.NONE:
            goal, draft = _single_turn_goal(plan)
            final = scene()
            target, rejected = final.reply(goal, draft), draft
        case Rule.MULTI_TURN:
            first = scene()
            opening_goal: Goal = "no_answer" if kind.behaviour is Behaviour.NO_ANSWER else "refusal"
            first_reply = first.reply(opening_goal, _required(plan.seed, plan))
            final = first.then("role", first_reply).then("user", _required(plan.follow_up, plan))
            goal, draft = _second_turn_goal(plan)
            target, rejected = final.reply(goal, draft), draft
        case Rule.NESTED_CONTENT | Rule.NESTED_FORMAT:
            rule = _required(plan.rule, plan)
            original = scene().reply("answer", ground_truth(triplet))
            final = scene(nested_rule=rule)
            requirement = extract_nested_requirement(final.system_prompt)
            target = _obey_rule(final, rule, original, requirement, kind.rule)
            rejected, meta = original, {"rule": rule, "requirement": requirement}
            if kind.rule is Rule.NESTED_FORMAT and _obeys(original, requirement):
                rejected = None  # the unruled reply happens to obey: no preference to learn
        case Rule.PRIORITY:
            directive = _required(plan.directive, plan)
            ignoring = scene().reply("answer", ground_truth(triplet))
            final = scene(directive=directive)
            target = final.reply("directive_refusal", _required(plan.seed, plan))
            rejected, meta = ignoring, {"directive": directive}
    return Dialogue(
        id=plan.dialogue_id,
        task=kind.name,
        profile_id=writer.profile.id,
        messages=[*final.messages(), Message(role="assistant", content=target)],
        rejected=rejected,
        triplet_id=triplet.id,
        meta=meta,
    )


def _single_turn_goal(plan: DialoguePlan) -> tuple[Goal, str]:
    """The goal and draft of a single-turn QA reply; the draft is also the DPO rejected reply
    (the plain ground truth, or the unstylized seed script)."""
    triplet = _required(plan.triplet, plan)
    match plan.kind.behaviour:
        case Behaviour.ANSWER:
            return "answer", ground_truth(triplet)
        case Behaviour.NO_ANSWER:
            return "no_answer", _required(plan.seed, plan)
        case Behaviour.REFUSAL:
            return "refusal", _required(plan.seed, plan)
        case Behaviour.ATTEMPT:
            return "attempt", f"{_required(plan.seed, plan)} {ground_truth(triplet)}"
    raise ValueError(f"{plan.dialogue_id}: no single-turn reply for {plan.kind.name}")


def _second_turn_goal(plan: DialoguePlan) -> tuple[Goal, str]:
    second = _required(plan.second_seed, plan)
    if plan.kind.behaviour is Behaviour.NO_ANSWER:
        return "no_answer_again", second
    return "attempt", f"{second} {ground_truth(_required(plan.triplet, plan))}"


def _obey_rule(final: _Scene, rule: str, original: str, requirement: str, rule_type: Rule) -> str:
    """``original`` rewritten to obey the nested rule; a format rule is verified."""
    writer = final.writer
    checks: list[Check] = [narration(final.narration)]
    if rule_type is Rule.NESTED_FORMAT:
        checks.append(obeying_format(requirement))
    if writer.base:
        lead = rule_lead(
            writer.profile,
            final.turns,
            narration=final.narration,
            original=original,
            rule_type=rule_type,
            requirement=requirement,
            cue=dialogue_catalogue().cues.get(rule),
        )
        return writer.continue_lead(lead, checks, quoting=[original], earlier=final.texts())
    prompt = render_dialogue_template(
        "rewrite_rule",
        name=writer.profile.name,
        role_prompt=final.system_prompt,
        conversation=transcript(writer.profile, final.turns),
        reply=original,
        rule=rule,
        narration=final.narration,
    )
    return writer.write(prompt, checks, quoting=[original], earlier=final.texts())


def _obeys(reply: str, requirement: str) -> bool:
    verdicts = check_format_rules(reply, requirement)
    return all(verdict.passed is not False for verdict in verdicts)


def _required(value: _T | None, plan: DialoguePlan) -> _T:
    if value is None:  # pragma: no cover - guards planner edits
        raise ValueError(f"{plan.dialogue_id}: the plan lacks a value its task needs")
    return value
