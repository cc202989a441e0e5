"""Prompting a base model (``generator.prompting: base``).

A base model does not follow instructions; it continues documents, and imitates what it sees.
So every text is asked for as the continuation of a transcript: the role's sheet (description,
speech style), the role's own speech examples as its earlier lines, the passages and the
conversation so far, and then the start of the line to write (``Tomas Ruiz: (Tomas leans
forward`` for a reply with narration). The model writes the in-character parts; the parts
RoleMRC fixes in advance come from where the paper takes them:

- a reply with a draft (the ground truth, or the seed script of a refusal, a no-answer or an
  attempt) is the draft in the role's voice: the model writes the bracketed narration before it
  (tasks with narration; it goes on from the role's first name and a stage verb, "(Tomas
  leans forward") or a remark in character before it (tasks without);
- the rewrite that obeys a nested content rule continues the reply from a cue that starts what
  the rule asks for ("That reminds me of the time I" for a memory from the role's past); a nested
  format rule is applied by the rule's editor (``rolemrc.rules.apply_format_rules``) to the reply
  and the model's remark;
- chat messages, of the role and of the user, are the model's lines as they come.

Every text then passes the same checks as under instruction prompting (echoes of the prompt,
narration, declining or answering, format rules); an answer that fails is sampled again.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from rolemrc.core import Rule
from rolemrc.rules import apply_format_rules, find_narration
from rolemrc.synth._records import RoleProfile
from rolemrc.synth.dialogues._data import RuleCue
from rolemrc.synth.dialogues._templates import render_dialogue_template

Speaker = Literal["role", "user"]
Prompting = Literal["instruct", "base"]
"""How the generator is asked: ``instruct`` sends instructions (a chat-tuned model follows them);
``base`` sends transcripts for a base model to continue."""

NARRATION_MAX_NEW_TOKENS = 24
# Stage verbs a narration starts with (after the role's first name); each is one the narration
# detector (rolemrc.rules.find_narration) knows, whatever the model adds.
STAGE_CUES = (
    "smiles",
    "nods",
    "leans forward",
    "grins",
    "pauses",
    "chuckles",
    "gestures",
    "looks up",
    "laughs",
    "shrugs",
    "points",
    "sighs",
)
REMARK_MAX_NEW_TOKENS = 40
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+")


@dataclass(frozen=True)
class Lead:
    """What a base model is asked to continue, and how its continuation becomes the text.

    ``context`` is the transcript so far (sent as the user turn), ``prefix`` the start of the
    line to write (sent as the start of the answer, which the model continues); ``compose``
    turns the continuation into the text, or raises ValueError saying why it cannot be used.
    """

    context: str
    prefix: str
    compose: Callable[[str], str]
    max_new_tokens: int
    stop: tuple[str, ...] = ("\n",)

    @property
    def prompt(self) -> str:
        """Everything the model was shown, for the echo checks."""
        return f"{self.context}\n{self.prefix}"


def speaker_name(profile: RoleProfile) -> str:
    """The role's name as a transcript labels its lines: the name without its epithet
    ("Tomas Ruiz, the Reef Counter" -> "Tomas Ruiz")."""
    return profile.name.split(",", 1)[0].strip() or profile.name


def transcript_context(
    profile: RoleProfile | None,
    turns: Sequence[tuple[Speaker, str]],
    *,
    narration: bool,
    topic: str | None = None,
    passages: Sequence[str] = (),
) -> str:
    """The transcript a base model continues: the role's sheet, its speech examples as its
    earlier lines (with narration only where the task has it), the passages the conversation is
    about, and the turns so far. Without a profile, the role's turns are a plain assistant's."""
    name = speaker_name(profile) if profile is not None else "Assistant"
    examples = profile.speech_examples if profile is not None else []
    return render_dialogue_template(
        "base_transcript",
        name=name,
        profile=profile,
        examples=[example.render(narration=narration) for example in examples],
        topic=topic,
        passages=list(passages),
        conversation=[
            {"speaker": name if speaker == "role" else "User", "text": text}
            for speaker, text in turns
        ],
    )


def sentences(text: str, most: int) -> str:
    """The first ``most`` whole sentences of ``text`` (a cut-off last one is dropped, a lone
    unfinished one is closed with a full stop). Raises ValueError for an empty text."""
    pieces = [piece.strip() for piece in _SENTENCE_BREAK.split(text.strip()) if piece.strip()]
    if not pieces:
        raise ValueError("the model wrote nothing")
    if len(pieces) > 1 and pieces[-1][-1] not in ".!?\"'”’)]":
        pieces = pieces[:-1]  # the last sentence was cut off by the token limit
    kept = " ".join(pieces[:most])
    return kept if kept[-1] in ".!?\"'”’)]" else kept + "."


def _with_full_stop(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in (".", "!", "?") else text + "."


def _stage_cue(profile: RoleProfile, context: str, prefix: str) -> str:
    """How a narration starts: the role's first name and a stage verb (``Tomas leans
    forward``), picked by a hash of the request so that it varies from text to text but not
    from run to run. The model goes on from there."""
    verb = STAGE_CUES[zlib.crc32(f"{context}\n{prefix}".encode()) % len(STAGE_CUES)]
    return f"{speaker_name(profile).split()[0]} {verb}"


def _narration(cue: str, continuation: str) -> str:
    """The bracketed narration: the cue and the model's continuation of it, up to ")"."""
    inside = f"{cue}{continuation.split(')', 1)[0]}".strip()
    if "(" in inside:
        raise ValueError("the model's narration is not one bracketed phrase")
    return f"({inside})"


def reply_lead(
    profile: RoleProfile, turns: Sequence[tuple[Speaker, str]], *, narration: bool, draft: str
) -> Lead:
    """The role's reply that conveys ``draft``: the model's narration before it (with
    narration), or its remark in character before it (without)."""
    name = speaker_name(profile)
    context = transcript_context(profile, turns, narration=narration)
    draft = _with_full_stop(draft)
    if narration:
        cue = _stage_cue(profile, context, draft)
        return Lead(
            context=context,
            prefix=f"{name}: ({cue}",
            compose=lambda answer: f"{_narration(cue, answer)} {draft}",
            max_new_tokens=NARRATION_MAX_NEW_TOKENS,
            stop=(")", "\n"),
        )
    return Lead(
        context=context,
        prefix=f"{name}:",
        compose=lambda answer: f"{sentences(answer, 1)} {draft}",
        max_new_tokens=REMARK_MAX_NEW_TOKENS,
    )


def chat_lead(
    profile: RoleProfile,
    turns: Sequence[tuple[Speaker, str]],
    speaker: Speaker,
    *,
    narration: bool,
    topic: str | None,
    passages: Sequence[str],
    max_new_tokens: int,
) -> Lead:
    """The next message of a chat, the role's or the user's, as the model writes it."""
    context = transcript_context(
        profile, turns, narration=narration, topic=topic, passages=passages
    )
    if speaker == "user":
        return Lead(
            context=context,
            prefix="User:",
            compose=lambda answer: sentences(answer, 2),
            max_new_tokens=max_new_tokens,
        )
    name = speaker_name(profile)
    if narration:
        cue = _stage_cue(profile, context, name)

        def with_narration(answer: str) -> str:
            parts = answer.split(")", 1)
            if len(parts) < 2:
                raise ValueError("the model's narration is not closed with a bracket")
            return f"{_narration(cue, answer)} {sentences(parts[1], 3)}"

        return Lead(
            context=context,
            prefix=f"{name}: ({cue}",
            compose=with_narration,
            max_new_tokens=max_new_tokens,
        )
    return Lead(
        context=context,
        prefix=f"{name}:",
        compose=lambda answer: sentences(answer, 3),
        max_new_tokens=max_new_tokens,
    )


def rule_lead(
    profile: RoleProfile,
    turns: Sequence[tuple[Speaker, str]],
    *,
    narration: bool,
    original: str,
    rule_type: Rule,
    requirement: str,
    cue: RuleCue | None,
) -> Lead:
    """The reply ``original`` made to obey a nested rule: a format rule by its editor (with the
    model's remark as the material a rule may need), a content rule by continuing its cue."""
    name = speaker_name(profile)
    context = transcript_context(profile, turns, narration=narration)
    original = original.strip()
    if rule_type is Rule.NESTED_FORMAT or cue is None:
        formatting = rule_type is Rule.NESTED_FORMAT

        def remarked(answer: str) -> str:
            remark = sentences(answer, 1)
            if formatting:
                return apply_format_rules(original, requirement, extra=remark)
            return f"{original} {remark}"

        # the remark is a line of its own: after a finished reply a base model mostly ends
        # the line, so it is asked for where the role starts speaking
        return Lead(
            context=context,
            prefix=f"{name}:",
            compose=remarked,
            max_new_tokens=REMARK_MAX_NEW_TOKENS,
        )
    opening = cue.text.format(skill=profile.abilities_and_skills[0].name.lower())
    if cue.at == "start":
        spans = find_narration(original) if narration else []
        leading = spans[0] if spans and spans[0].start == 0 else None  # original is stripped
        before = f"{leading.text} " if leading is not None else ""
        rest = original[leading.end :].lstrip() if leading is not None else original
        return Lead(
            context=context,
            prefix=f"{name}: {before}{opening}",
            compose=lambda answer: f"{before}{_joined(opening, answer)} {rest}",
            max_new_tokens=REMARK_MAX_NEW_TOKENS,
        )
    return Lead(
        context=context,
        prefix=f"{name}: {original} {opening}",
        compose=lambda answer: f"{original} {_joined(opening, answer)}",
        max_new_tokens=REMARK_MAX_NEW_TOKENS,
    )


def _joined(opening: str, answer: str) -> str:
    """The cue and the model's continuation of it, as one sentence."""
    return sentences(f"{opening}{'' if answer[:1] in (' ', ',', '.') else ' '}{answer}", 1)


def out_of_character_lead(
    turns: Sequence[tuple[Speaker, str]],
    passages: Sequence[str],
    *,
    topic: str | None,
    max_new_tokens: int,
) -> Lead:
    """The next reply as a plain assistant writes it: the conversation without the role's
    sheet, speech examples or name."""
    context = transcript_context(None, turns, narration=False, topic=topic, passages=passages)
    return Lead(
        context=context,
        prefix="Assistant:",
        compose=lambda answer: sentences(answer, 3),
        max_new_tokens=max_new_tokens,
    )
