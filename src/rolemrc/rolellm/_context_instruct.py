"""Context-Instruct: role-specific question-confidence-answer triplets from a role's profile.

The profile is split into segments: the description alone (script-agnostic questions only) and
the script in pieces of at most ``segment_chars`` characters (script-based and script-agnostic
questions). For each segment the generator answers with JSON items ``{type, question,
confidence, answer}``; items under ``min_confidence``, malformed items, repeated question-answer
pairs and answers that are not JSON are written to ``rejects.jsonl`` with the reason and the
generator's raw text, and the rest to ``role_specific.jsonl`` in RoleBench's schema, each row with
an explicit ``id``. A question asked again for the same role (from another segment, say) with
another answer becomes a further reference of the earlier row, as RoleBench's role-specific
files hold several references (and a ``type`` list parallel to them) for such questions. Every
call goes through the LLM cache, so a repeated run costs nothing and gives the same files.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rolemrc import __version__
from rolemrc.core import (
    MANIFEST_FILE,
    ConfigError,
    InputError,
    Message,
    RunDir,
    Stage,
    StageWork,
    fingerprint,
    run_stage,
    write_jsonl,
)
from rolemrc.llm import (
    CallLedger,
    ChatRequest,
    GenerationParams,
    ModelAccess,
    model_work,
)
from rolemrc.rolellm._prerequisites import check_rolellm_prerequisites
from rolemrc.rolellm._profiles import ProfileBook, load_profiles
from rolemrc.rolellm._prompts import rolebench_to_chat
from rolemrc.rolellm._records import Language, RoleBenchProfile, RoleBenchRow, ScriptLine
from rolemrc.rolellm._templates import render_prompt

TRIPLETS_FILE = "role_specific.jsonl"
REJECTS_FILE = "rejects.jsonl"
SFT_FILE = "sft.jsonl"
CALLS_FILE = "calls.jsonl"  # every generator call sent, noted as it is answered
ANSWERS_JOURNAL = "answers.journal.jsonl"  # the answers so far, while the run goes
INSTRUCTION_TYPES = ("script_agnostic", "script_based")
CONTEXT_INSTRUCT_TEMPLATES: dict[Language, str] = {
    "eng": "context_instruct.eng.j2",
    "zh": "context_instruct.zh.j2",
}


class ContextInstructConfig(BaseModel):
    """What defines a Context-Instruct run. Holds no secrets."""

    model_config = ConfigDict(extra="forbid")

    generator_access: ModelAccess
    out: Path
    profiles: Path | None = None
    language: Language = "eng"
    roles: list[str] | None = None
    segment_chars: int = Field(default=2000, ge=200)
    max_segments: int | None = Field(default=None, ge=1)
    questions_per_segment: int = Field(default=3, ge=1)
    min_confidence: float = Field(default=7.0, ge=1.0, le=10.0)
    temperature: float = Field(default=0.7, ge=0.0)
    seed: int = 0
    max_new_tokens: int = Field(default=1024, ge=1)
    progress: bool = True

    @property
    def generator(self) -> str:
        """The generator's model spec."""
        return self.generator_access.model


class Segment(BaseModel):
    """One generator call's material: the role and a script excerpt (None: description only)."""

    model_config = ConfigDict(frozen=True)

    role: str
    index: int
    text: str | None


class ContextInstructReject(BaseModel):
    """What was dropped and why, with the generator's raw text to inspect."""

    role: str
    segment: int
    reason: str
    raw: str
    item: dict[str, Any] | None = None


class ContextInstructResult(BaseModel):
    triplets: list[RoleBenchRow]
    rejects: list[ContextInstructReject]
    files: dict[str, Path]


def segment_script(lines: Sequence[ScriptLine], max_chars: int) -> list[str]:
    """``Speaker: line`` text cut at line boundaries into pieces of at most ``max_chars``
    characters (a single longer line is a piece of its own)."""
    segments: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        text = f"{line.role.strip()}: {' '.join(line.content.split())}"
        if current and size + len(text) + 1 > max_chars:
            segments.append("\n".join(current))
            current, size = [], 0
        current.append(text)
        size += len(text) + 1
    if current:
        segments.append("\n".join(current))
    return segments


def profile_segments(
    profile: RoleBenchProfile, script: Sequence[ScriptLine] | None, config: ContextInstructConfig
) -> list[Segment]:
    """The description segment (index 0), then the script's segments (1, 2, ...)."""
    pieces = segment_script(script, config.segment_chars) if script else []
    if config.max_segments is not None:
        pieces = pieces[: config.max_segments]
    return [Segment(role=profile.name, index=0, text=None)] + [
        Segment(role=profile.name, index=number, text=piece)
        for number, piece in enumerate(pieces, start=1)
    ]


def context_instruct_prompt(
    profile: RoleBenchProfile, segment: Segment, config: ContextInstructConfig
) -> str:
    """The generator's request for one segment, in the role's language (the Chinese template
    for Chinese roles)."""
    return render_prompt(
        CONTEXT_INSTRUCT_TEMPLATES[config.language],
        role=profile.name,
        script_name=profile.script_name,
        description=profile.description.strip() or "(no description)",
        segment=segment.text,
        segment_label=f"part {segment.index}",
        segment_index=segment.index,
        n_questions=config.questions_per_segment,
    )


_FENCE = re.compile(r"^```[a-zA-Z]*\s*|\s*```$")
# Longest question and answer the JSON schema lets a constraining server write: enough for
# RoleBench's answers (a few sentences), and with them an answer of one question closes within
# about 1,200 tokens instead of running on inside a string until the token limit cuts it off.
MAX_QUESTION_CHARS = 300
MAX_ANSWER_CHARS = 800


def items_schema(questions: int, *, script: bool) -> dict[str, Any]:
    """The answer's shape, sent as the request's JSON schema to servers that constrain their
    output to one (llama.cpp, vLLM): one to ``questions`` items, bounded strings, a confidence
    from 1 to 10, and a script-based type only for a segment with a script excerpt. Every answer
    is parsed and checked all the same (parse_items, check_item)."""
    types = [kind for kind in INSTRUCTION_TYPES if script or kind != "script_based"]
    return {
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "minItems": 1,
                "maxItems": questions,
                "items": {
                    "type": "object",
                    "properties": {
                        "type": {"enum": types},
                        "question": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": MAX_QUESTION_CHARS,
                        },
                        "confidence": {"type": "integer", "minimum": 1, "maximum": 10},
                        "answer": {"type": "string", "minLength": 1, "maxLength": MAX_ANSWER_CHARS},
                    },
                    "required": ["type", "question", "confidence", "answer"],
                },
            }
        },
        "required": ["items"],
    }


def parse_items(text: str) -> list[Any]:
    """The ``items`` list of a JSON answer (code fences and text around the object allowed);
    ValueError when there is none."""
    body = _FENCE.sub("", text.strip())
    start, end = body.find("{"), body.rfind("}")
    if start < 0 or end <= start:
        raise ValueError("no JSON object in the answer")
    try:
        value = json.loads(body[start : end + 1])
    except json.JSONDecodeError as error:
        raise ValueError(f"malformed JSON ({error.msg})") from None
    items = value.get("items") if isinstance(value, dict) else None
    if not isinstance(items, list):
        raise ValueError("the JSON object has no 'items' list")
    return items


def _confidence(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip())
        except ValueError:
            return None
    return None


def check_item(
    item: Any, segment: Segment, min_confidence: float
) -> tuple[RoleBenchRow | None, str]:
    """A RoleBench row from one generated item, or None and why it was rejected."""
    if not isinstance(item, dict):
        return None, "item is not an object"
    question, answer = item.get("question"), item.get("answer")
    if not isinstance(question, str) or not question.strip():
        return None, "item has no question"
    if not isinstance(answer, str) or not answer.strip():
        return None, "item has no answer"
    kind = item.get("type")
    if kind not in INSTRUCTION_TYPES:
        return None, f"type {kind!r} is not one of {', '.join(INSTRUCTION_TYPES)}"
    if kind == "script_based" and segment.text is None:
        return None, "script_based question without a script excerpt"
    confidence = _confidence(item.get("confidence"))
    if confidence is None or not 1.0 <= confidence <= 10.0:
        return None, f"confidence {item.get('confidence')!r} is not a number from 1 to 10"
    if confidence < min_confidence:
        return None, f"confidence {confidence:g} below {min_confidence:g}"
    row = RoleBenchRow(
        role=segment.role, question=question.strip(), generated=[answer.strip()], type=[kind]
    )
    return row, ""


def question_key(role: str, question: str) -> tuple[str, str]:
    """Questions of a role that differ only in case and spacing are the same question."""
    return role, " ".join(question.casefold().split())


def triplets_from_answer(
    segment: Segment,
    text: str,
    min_confidence: float,
    seen: dict[tuple[str, str], RoleBenchRow],
) -> tuple[list[RoleBenchRow], list[ContextInstructReject]]:
    """New rows and rejects of one generator answer. ``seen`` maps ``question_key`` to the rows
    kept so far (and gets the new ones): an item asking one of those questions again adds its
    answer and type to that row's ``generated`` and ``type`` lists in place, unless the row
    already holds that answer (then it is rejected)."""
    try:
        items = parse_items(text)
    except ValueError as error:
        return [], [
            ContextInstructReject(
                role=segment.role, segment=segment.index, reason=str(error), raw=text
            )
        ]
    kept: list[RoleBenchRow] = []
    rejects: list[ContextInstructReject] = []
    for item in items:
        row, reason = check_item(item, segment, min_confidence)
        if row is not None:
            key = question_key(row.role, row.question)
            earlier = seen.get(key)
            if earlier is None:
                seen[key] = row
                kept.append(row)
            elif _same_answer_in(earlier, row.generated[0]):
                row, reason = None, "repeats an earlier question and its answer"
            else:
                earlier.generated.append(row.generated[0])
                assert earlier.type is not None and row.type is not None
                earlier.type.append(row.type[0])
        if row is None:
            rejects.append(
                ContextInstructReject(
                    role=segment.role,
                    segment=segment.index,
                    reason=reason,
                    raw=text,
                    item=item if isinstance(item, dict) else None,
                )
            )
    return kept, rejects


def _same_answer_in(row: RoleBenchRow, answer: str) -> bool:
    wanted = " ".join(answer.casefold().split())
    return any(" ".join(known.casefold().split()) == wanted for known in row.generated)


def _selected_roles(book: ProfileBook, roles: list[str] | None) -> list[str]:
    if roles is None:
        return list(book.profiles)
    for role in roles:
        book.get(role)
    return roles


def run_context_instruct(config: ContextInstructConfig) -> ContextInstructResult:
    """Generate, filter and write role-specific instructions for the configured roles. One
    process at a time writes into ``config.out`` (a second is refused).

    The generator's answers are journaled (``answers.journal.jsonl``) as they land, so a killed
    run resumes with the segments it had not finished; the journal is removed once the files
    are written. The manifest is the common one (see ``rolemrc.core.RunRecorder``): status
    ``running`` from the start, then ``complete``, ``incomplete`` (every answer rejected) or
    ``interrupted``; its own keys are ``config``, then ``profiles``, ``segments``, ``kept``,
    ``references`` and ``rejected`` once the files are written."""
    check_rolellm_prerequisites(
        out=config.out,
        model=("generator", config.generator_access, "base_url"),
    )
    run_dir = RunDir(config.out)
    with run_dir.lock():
        return _run_context_instruct(config, run_dir)


class SegmentAnswer(BaseModel):
    """The generator's answer to one segment (by its position among the run's segments), with
    the fingerprint of the request that asked it: an answer to another request is not reused."""

    id: str
    request: str
    text: str


def _run_context_instruct(config: ContextInstructConfig, run_dir: RunDir) -> ContextInstructResult:
    book = load_profiles(config.profiles, language=config.language)
    segments: list[Segment] = []
    for role in _selected_roles(book, config.roles):
        try:
            script: list[ScriptLine] | None = book.script(role)
        except InputError:  # no script: the role still gets description questions
            script = None
        segments.extend(profile_segments(book.get(role), script, config))
    if not segments:
        raise ConfigError("no roles to generate for")
    requests = [
        ChatRequest(
            messages=(
                Message(
                    role="user",
                    content=context_instruct_prompt(book.get(segment.role), segment, config),
                ),
            ),
            params=GenerationParams(
                temperature=config.temperature,
                seed=config.seed,  # sampled alike on servers that take a seed
                max_new_tokens=config.max_new_tokens,
                response_schema=json.dumps(
                    items_schema(config.questions_per_segment, script=segment.text is not None)
                ),
            ),
        )
        for segment in segments
    ]
    generator = config.generator_access.model_dump(mode="json")
    asked = {
        f"segment-{position:05d}": fingerprint([generator, request.model_dump(mode="json")])
        for position, request in enumerate(requests)
    }
    keys = list(asked)
    request_of = dict(zip(keys, requests, strict=True))
    # The calls sent are noted in the run's ledger as they are answered, so a run killed before
    # it wrote its files still counts them, once resumed, as calls rather than cache hits.
    # The run's usage is the ledger's: answers an earlier, killed attempt journaled are not asked
    # again, and their calls count all the same.
    ledger = CallLedger(config.out / CALLS_FILE)
    answers_used = 0
    recorder = run_dir.recorder(
        rolemrc_version=__version__,
        details={"config": config.model_dump(mode="json")},
        usage=lambda: ledger.usage(answers_used),
    )
    recorder.save("running")

    answer: StageWork[str, SegmentAnswer] = model_work(
        config.generator_access,
        lambda pending: [request_of[key] for key in pending],
        lambda key, result: SegmentAnswer(id=key, request=asked[key], text=result.text),
        description=f"Context-Instruct with {config.generator}",
        ledger=ledger,
        progress=config.progress,
        failures_stop=True,
    )

    journal = config.out / ANSWERS_JOURNAL
    started = time.perf_counter()
    with recorder.recording("interrupted"):
        try:
            answers = run_stage(
                Stage(
                    name="context-instruct",
                    path=journal,
                    record=SegmentAnswer,
                    items=keys,
                    item_id=str,
                    work=answer,
                    reusable=lambda earlier: asked.get(earlier.id) == earlier.request,
                    in_order=False,
                )
            ).in_order_of(keys)
            answers_used = len(answers)
        finally:
            ledger.finish()
        recorder.timings["generation_s"] = time.perf_counter() - started
        result = _write_triplets(config, book, segments, [item.text for item in answers])
    journal.unlink()
    rejects = result.rejects
    recorder.add_details(
        {
            "profiles": book.source,
            "segments": len(segments),
            "kept": len(result.triplets),
            "references": sum(len(row.generated) for row in result.triplets),
            "rejected": len(rejects),
        }
    )
    # nothing kept from answers that were all rejected is not a finished data set
    if rejects and not result.triplets:
        recorder.save(
            "incomplete",
            incomplete_reasons=[
                f"every one of the {len(rejects)} answers was rejected (first: "
                f"{rejects[0].reason}); no triplet was kept"
            ],
        )
    else:
        recorder.save("complete")
    return result


def _write_triplets(
    config: ContextInstructConfig, book: ProfileBook, segments: Sequence[Segment], texts: list[str]
) -> ContextInstructResult:
    """The triplets and rejects of the answers ``texts`` (one per segment, in order), written
    with their SFT form."""
    seen: dict[tuple[str, str], RoleBenchRow] = {}
    triplets: list[RoleBenchRow] = []
    rejects: list[ContextInstructReject] = []
    for segment, text in zip(segments, texts, strict=True):
        kept, dropped = triplets_from_answer(segment, text, config.min_confidence, seen)
        triplets.extend(kept)
        rejects.extend(dropped)
    triplets = [
        row.model_copy(update={"id": f"row-{position:05d}"})
        for position, row in enumerate(triplets)
    ]
    out = config.out
    files = {
        TRIPLETS_FILE: out / TRIPLETS_FILE,
        REJECTS_FILE: out / REJECTS_FILE,
        SFT_FILE: out / SFT_FILE,
        MANIFEST_FILE: out / MANIFEST_FILE,
    }
    write_jsonl(files[TRIPLETS_FILE], [row.to_rolebench() for row in triplets])
    write_jsonl(files[REJECTS_FILE], rejects)
    write_jsonl(
        files[SFT_FILE],
        [
            {
                "id": row.id,
                "reference": reference,
                **rolebench_to_chat(
                    row, book.get(row.role), language=config.language, reference=reference
                ),
            }
            for row in triplets
            for reference in range(len(row.generated))
        ],
    )
    return ContextInstructResult(triplets=triplets, rejects=rejects, files=files)
