"""``rolemrc judge agreement``: how far one set of judge verdicts agrees with another.

A verdict set is read from a run directory (its ``judgements.jsonl``, keyed by row id, with
``generations.jsonl`` giving each row's question and response), from a ``judgements.jsonl``
file, or from a labels file: JSONL lines with ``aspect``, a 0/1 ``label`` (or ``score``) and
either a row ``id`` or the row's ``question`` and ``response``. A judge's ``score`` that is not
a pass or a fail (an answer that did not parse, ``"parsed": false``, or an integer off the 0-1
scale, such as a judge model's "2") is no verdict: it counts as undecided. Verdicts are matched
on the row (its question and response where both sets know them, else its id) and the aspect;
only the verdicts both sets hold are compared. A verdict may be undecided (``score``/``label``
null, the rules judge's "cannot decide"): the ``coverage`` of each side counts those, and
agreement is measured on the verdicts both sides decided.

Per aspect and over all aspects: agreement (the share of equal verdicts), Cohen's kappa with a
percentile-bootstrap 95% interval (pairs resampled, seeded), the confusion matrix, false passes
(A passes what B fails) and false fails, and the disagreeing rows. B is the reference: labels,
or the judge to trust.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

import numpy as np

from rolemrc.core import (
    ASPECTS,
    Aspect,
    Generation,
    InputError,
    Judgement,
    Message,
    get_task,
    iter_json_lines,
)
from rolemrc.eval._judge_protocol import AskModel, CallAnswered, CallFailed, Judge, JudgeIO, RowCall
from rolemrc.llm import ChatRequest, ModelCallError, open_model, run_chat
from rolemrc.rules import JUDGE_SCALE

LABELS_SPLITS = (
    "dev",
    "heldout",
    "second_dev",
    "second_tune_b",
    "third_dev",
    "third_tune_b",
    "fourth_dev",
    "fourth_tune_b",
    "fifth_dev",
    "fifth_tune_b",
    "sixth_dev",
    "sixth_tune_b",
    "seventh_dev",
    "seventh_tune_b",
    "eighth_dev",
    "ninth_tune_b",
    "tenth_dev",
    "eleventh_tune_b",
    "twelfth_dev",
    "thirteenth_tune_b",
    "fourteenth_dev",
    "fifteenth_tune_b",
    "sixteenth_tune_b",
    "seventeenth_tune_b",
    "eighteenth_tune_b",
    "nineteenth_tune_b",
    "twentieth_tune_b",
    "twenty_first_tune_b",
    "twenty_second_tune_b",
    "twenty_third_tune_b",
    "twenty_fourth_tune_b",
    "twenty_fifth_tune_b",
    "twenty_sixth_tune_b",
    "twenty_seventh_tune_b",
    "twenty_eighth_tune_b",
    "twenty_ninth_tune_b",
    "thirtieth_tune_b",
    "thirty_first_tune_b",
    "thirty_second_tune_b",
    "thirty_third_tune_b",
    "thirty_fourth_tune_b",
    "thirty_fifth_tune_b",
    "thirty_sixth_tune_b",
    "thirty_seventh_tune_b",
    "thirty_eighth_tune_b",
    "thirty_ninth_tune_b",
    "fortieth_tune_b",
    "forty_first_tune_b",
    "forty_second_tune_b",
    "forty_third_tune_b",
    "forty_fourth_tune_b",
    "forty_fifth_tune_b",
    "forty_sixth_tune_b",
    "forty_seventh_tune_b",
    "forty_eighth_tune_b",
    "forty_ninth_tune_b",
    "fiftieth_tune_b",
    "fifty_first_tune_b",
    "fifty_second_tune_b",
    "fifty_third_tune_b",
    "fifty_fourth_tune_b",
    "fifty_fifth_tune_b",
    "fifty_sixth_tune_b",
    "fifty_seventh_tune_b",
    "fifty_eighth_tune_b",
    "fifty_ninth_tune_b",
    "sixtieth_tune_b",
    "sixty_first_tune_b",
    "sixty_second_tune_b",
    "sixty_third_tune_b",
    "sixty_fourth_tune_b",
    "sixty_fifth_tune_b",
    "sixty_sixth_tune_b",
    "sixty_seventh_tune_b",
    "sixty_eighth_tune_b",
    "sixty_ninth_tune_b",
    "seventieth_tune_b",
    "seventy_first_tune_b",
    "seventy_second_tune_b",
    "seventy_third_tune_b",
    "seventy_fourth_tune_b",
    "seventy_fifth_tune_b",
    "seventy_sixth_tune_b",
    "seventy_seventh_tune_b",
    "seventy_eighth_tune_b",
    "seventy_ninth_tune_b",
    "eightieth_tune_b",
    "eighty_first_tune_b",
    "eighty_second_tune_b",
    "eighty_third_tune_b",
    "eighty_fourth_tune_b",
    "eighty_fifth_tune_b",
    "eighty_sixth_tune_b",
    "eighty_seventh_tune_b",
    "eighty_eighth_tune_b",
    "eighty_ninth_tune_b",
    "ninetieth_tune_b",
    "ninety_first_tune_b",
    "ninety_second_tune_b",
    "ninety_third_tune_b",
    "ninety_fourth_tune_b",
    "ninety_fifth_tune_b",
    "ninety_sixth_tune_b",
    "ninety_seventh_tune_b",
    "ninety_eighth_tune_b",
    "ninety_ninth_tune_b",
    "hundredth_tune_b",
    "hundred_first_tune_b",
    "hundred_second_tune_b",
    "hundred_third_tune_b",
    "hundred_fourth_tune_b",
    "hundred_fifth_tune_b",
    "hundred_sixth_tune_b",
    "hundred_seventh_tune_b",
    "hundred_eighth_tune_b",
    "hundred_ninth_tune_b",
    "hundred_tenth_tune_b",
    "hundred_eleventh_tune_b",
    "hundred_twelfth_tune_b",
    "hundred_thirteenth_tune_b",
    "hundred_fourteenth_tune_b",
    "hundred_fifteenth_tune_b",
    "hundred_sixteenth_tune_b",
    "hundred_seventeenth_tune_b",
    "hundred_eighteenth_tune_b",
    "hundred_nineteenth_tune_b",
    "hundred_twentieth_tune_b",
    "hundred_twenty_first_tune_b",
    "hundred_twenty_second_tune_b",
    "hundred_twenty_third_tune_b",
    "hundred_twenty_fourth_tune_b",
    "hundred_twenty_fifth_tune_b",
    "hundred_twenty_sixth_tune_b",
    "hundred_twenty_seventh_tune_b",
    "hundred_twenty_eighth_tune_b",
    "hundred_twenty_ninth_tune_b",
    "hundred_thirtieth_tune_b",
    "hundred_thirty_first_tune_b",
    "hundred_thirty_second_tune_b",
    "hundred_thirty_third_tune_b",
    "hundred_thirty_fourth_tune_b",
    "hundred_thirty_fifth_tune_b",
    "hundred_thirty_sixth_tune_b",
    "hundred_thirty_seventh_tune_b",
    "hundred_thirty_eighth_tune_b",
    "hundred_thirty_ninth_tune_b",
    "hundred_fortieth_tune_b",
    "hundred_forty_first_tune_b",
    "hundred_forty_second_tune_b",
    "hundred_forty_third_tune_b",
    "hundred_forty_fourth_tune_b",
    "hundred_forty_sixth_tune_b",
    "hundred_forty_fifth_tune_b",
    "hundred_forty_seventh_tune_b",
    "hundred_forty_eighth_tune_b",
    "hundred_forty_ninth_tune_b",
    "hundred_fiftieth_tune_b",
    "hundred_fifty_first_tune_b",
    "hundred_fifty_second_tune_b",
    "hundred_fifty_third_tune_b",
    "hundred_fifty_fourth_tune_b",
    "hundred_fifty_fifth_tune_b",
    "hundred_fifty_sixth_tune_b",
    "hundred_fifty_seventh_tune_b",
    "hundred_fifty_eighth_tune_b",
    "hundred_fifty_ninth_tune_b",
    "hundred_sixtieth_tune_b",
    "hundred_sixty_first_tune_b",
    "hundred_sixty_second_tune_b",
    "hundred_sixty_third_tune_b",
    "hundred_sixty_fourth_tune_b",
    "hundred_sixty_fifth_tune_b",
    "hundred_sixty_sixth_tune_b",
    "hundred_sixty_seventh_tune_b",
    "hundred_sixty_eighth_tune_b",
    "hundred_sixty_ninth_tune_b",
    "hundred_seventieth_tune_b",
    "hundred_seventy_first_tune_b",
    "hundred_seventy_second_tune_b",
    "hundred_seventy_third_tune_b",
    "hundred_seventy_fourth_tune_b",
    "hundred_seventy_fifth_tune_b",
    "hundred_seventy_sixth_tune_b",
    "hundred_seventy_seventh_tune_b",
    "hundred_seventy_eighth_tune_b",
    "hundred_seventy_ninth_tune_b",
    "hundred_eightieth_tune_b",
    "hundred_eighty_first_tune_b",
    "hundred_eighty_second_tune_b",
    "hundred_eighty_third_tune_b",
    "hundred_eighty_fourth_tune_b",
    "hundred_eighty_fifth_tune_b",
    "hundred_eighty_sixth_tune_b",
    "hundred_eighty_seventh_tune_b",
    "hundred_eighty_eighth_tune_b",
    "hundred_eighty_ninth_tune_b",
    "hundred_ninetieth_tune_b",
    "hundred_ninety_first_tune_b",
    "hundred_ninety_second_tune_b",
    "hundred_ninety_third_tune_b",
    "hundred_ninety_fourth_tune_b",
    "hundred_ninety_fifth_tune_b",
    "hundred_ninety_sixth_tune_b",
    "hundred_ninety_seventh_tune_b",
    "hundred_ninety_eighth_tune_b",
    "hundred_ninety_ninth_tune_b",
    "two_hundredth_tune_b",
    "two_hundred_first_tune_b",
    "two_hundred_second_tune_b",
    "two_hundred_third_tune_b",
    "two_hundred_fourth_tune_b",
    "two_hundred_fifth_tune_b",
    "two_hundred_sixth_tune_b",
    "two_hundred_seventh_tune_b",
    "two_hundred_eighth_tune_b",
    "two_hundred_ninth_tune_b",
    "two_hundred_tenth_tune_b",
    "two_hundred_eleventh_tune_b",
    "two_hundred_twelfth_tune_b",
    "two_hundred_thirteenth_tune_b",
    "two_hundred_fourteenth_tune_b",
    "two_hundred_fifteenth_tune_b",
    "two_hundred_sixteenth_tune_b",
    "two_hundred_seventeenth_tune_b",
    "two_hundred_eighteenth_tune_b",
    "two_hundred_nineteenth_tune_b",
    "two_hundred_twentieth_tune_b",
    "two_hundred_twenty_first_tune_b",
    "two_hundred_twenty_second_tune_b",
    "two_hundred_twenty_third_tune_b",
    "two_hundred_twenty_fourth_tune_b",
    "two_hundred_twenty_fifth_tune_b",
    "two_hundred_twenty_sixth_tune_b",
    "two_hundred_twenty_seventh_tune_b",
    "two_hundred_twenty_eighth_tune_b",
    "two_hundred_twenty_ninth_tune_b",
    "two_hundred_thirtieth_tune_b",
    "two_hundred_thirty_first_tune_b",
    "two_hundred_thirty_second_tune_b",
    "two_hundred_thirty_third_tune_b",
    "two_hundred_thirty_fourth_tune_b",
    "two_hundred_thirty_fifth_tune_b",
    "two_hundred_thirty_sixth_tune_b",
    "two_hundred_thirty_seventh_tune_b",
    "two_hundred_thirty_eighth_tune_b",
    "two_hundred_thirty_ninth_tune_b",
    "two_hundred_fortieth_tune_b",
    "two_hundred_forty_first_tune_b",
    "two_hundred_forty_second_tune_b",
    "two_hundred_forty_third_tune_b",
    "two_hundred_forty_fourth_tune_b",
    "two_hundred_forty_fifth_tune_b",
    "two_hundred_forty_sixth_tune_b",
    "two_hundred_forty_seventh_tune_b",
    "two_hundred_forty_eighth_tune_b",
    "two_hundred_forty_ninth_tune_b",
    "two_hundred_fiftieth_tune_b",
    "two_hundred_fifty_first_tune_b",
    "two_hundred_fifty_second_tune_b",
    "two_hundred_fifty_third_tune_b",
    "two_hundred_fifty_fourth_tune_b",
    "two_hundred_fifty_fifth_tune_b",
    "two_hundred_fifty_sixth_tune_b",
    "two_hundred_fifty_seventh_tune_b",
    "two_hundred_fifty_eighth_tune_b",
    "two_hundred_fifty_ninth_tune_b",
    "two_hundred_sixtieth_tune_b",
    "two_hundred_sixty_first_tune_b",
    "two_hundred_sixty_second_tune_b",
    "two_hundred_sixty_third_tune_b",
    "two_hundred_sixty_fourth_tune_b",
    "two_hundred_sixty_fifth_tune_b",
    "two_hundred_sixty_sixth_tune_b",
    "two_hundred_sixty_seventh_tune_b",
    "two_hundred_sixty_eighth_tune_b",
    "two_hundred_sixty_ninth_tune_b",
    "two_hundred_seventieth_tune_b",
    "two_hundred_seventy_first_tune_b",
    "two_hundred_seventy_second_tune_b",
    "two_hundred_seventy_third_tune_b",
    "two_hundred_seventy_fourth_tune_b",
    "two_hundred_seventy_fifth_tune_b",
    "two_hundred_seventy_sixth_tune_b",
    "two_hundred_seventy_seventh_tune_b",
    "two_hundred_seventy_eighth_tune_b",
    "two_hundred_seventy_ninth_tune_b",
    "two_hundred_eightieth_tune_b",
    "two_hundred_eighty_first_tune_b",
    "two_hundred_eighty_second_tune_b",
    "two_hundred_eighty_third_tune_b",
    "two_hundred_eighty_fourth_tune_b",
    "two_hundred_eighty_fifth_tune_b",
    "two_hundred_eighty_sixth_tune_b",
    "two_hundred_eighty_seventh_tune_b",
    "two_hundred_eighty_eighth_tune_b",
    "two_hundred_eighty_ninth_tune_b",
    "two_hundred_ninetieth_tune_b",
    "two_hundred_ninety_first_tune_b",
    "two_hundred_ninety_second_tune_b",
    "two_hundred_ninety_third_tune_b",
    "two_hundred_ninety_fourth_tune_b",
    "two_hundred_ninety_fifth_tune_b",
    "two_hundred_ninety_sixth_tune_b",
    "two_hundred_ninety_seventh_tune_b",
    "two_hundred_ninety_eighth_tune_b",
    "two_hundred_ninety_ninth_tune_b",
    "three_hundredth_tune_b",
    "three_hundred_first_tune_b",
    "three_hundred_second_tune_b",
    "three_hundred_third_tune_b",
    "three_hundred_fourth_tune_b",
    "three_hundred_fifth_tune_b",
    "three_hundred_sixth_tune_b",
    "three_hundred_seventh_tune_b",
    "three_hundred_eighth_tune_b",
    "three_hundred_ninth_tune_b",
    "three_hundred_tenth_tune_b",
    "three_hundred_eleventh_tune_b",
    "three_hundred_twelfth_tune_b",
    "three_hundred_thirteenth_tune_b",
    "three_hundred_fourteenth_tune_b",
    "three_hundred_fifteenth_tune_b",
    "three_hundred_sixteenth_tune_b",
    "three_hundred_seventeenth_tune_b",
    "three_hundred_eighteenth_tune_b",
    "three_hundred_nineteenth_tune_b",
    "three_hundred_twentieth_tune_b",
    "three_hundred_twenty_first_tune_b",
    "three_hundred_twenty_second_tune_b",
    "three_hundred_twenty_third_tune_b",
    "three_hundred_twenty_fourth_tune_b",
    "three_hundred_twenty_fifth_tune_b",
    "three_hundred_twenty_sixth_tune_b",
    "three_hundred_twenty_seventh_tune_b",
    "three_hundred_twenty_eighth_tune_b",
    "three_hundred_twenty_ninth_tune_b",
    "three_hundred_thirtieth_tune_b",
    "three_hundred_thirty_first_tune_b",
    "three_hundred_thirty_second_tune_b",
    "three_hundred_thirty_third_tune_b",
    "three_hundred_thirty_fourth_tune_b",
    "three_hundred_thirty_fifth_tune_b",
    "three_hundred_thirty_sixth_tune_b",
    "three_hundred_thirty_seventh_tune_b",
    "three_hundred_thirty_eighth_tune_b",
    "three_hundred_thirty_ninth_tune_b",
    "three_hundred_fortieth_tune_b",
    "three_hundred_forty_first_tune_b",
    "three_hundred_forty_second_tune_b",
    "three_hundred_forty_third_tune_b",
    "three_hundred_forty_fourth_tune_b",
    "three_hundred_forty_fifth_tune_b",
    "three_hundred_forty_sixth_tune_b",
    "three_hundred_forty_seventh_tune_b",
    "three_hundred_forty_eighth_tune_b",
    "three_hundred_forty_ninth_tune_b",
    "three_hundred_fiftieth_tune_b",
    "three_hundred_fifty_first_tune_b",
    "three_hundred_fifty_second_tune_b",
    "three_hundred_fifty_third_tune_b",
    "three_hundred_fifty_fourth_tune_b",
    "three_hundred_fifty_fifth_tune_b",
    "three_hundred_fifty_sixth_tune_b",
    "three_hundred_fifty_seventh_tune_b",
    "three_hundred_fifty_eighth_tune_b",
    "three_hundred_fifty_ninth_tune_b",
    "three_hundred_sixtieth_tune_b",
    "three_hundred_sixty_first_tune_b",
    "three_hundred_sixty_second_tune_b",
    "three_hundred_sixty_third_tune_b",
    "three_hundred_sixty_fourth_tune_b",
    "three_hundred_sixty_fifth_tune_b",
    "three_hundred_sixty_sixth_tune_b",
    "three_hundred_sixty_seventh_tune_b",
    "three_hundred_sixty_eighth_tune_b",
    "three_hundred_sixty_ninth_tune_b",
    "three_hundred_seventieth_tune_b",
    "three_hundred_seventy_first_tune_b",
    "three_hundred_seventy_second_tune_b",
    "three_hundred_seventy_third_tune_b",
    "three_hundred_seventy_fourth_tune_b",
    "three_hundred_seventy_fifth_tune_b",
    "three_hundred_seventy_sixth_tune_b",
    "three_hundred_seventy_seventh_tune_b",
    "three_hundred_seventy_eighth_tune_b",
    "three_hundred_seventy_ninth_tune_b",
    "three_hundred_eightieth_tune_b",
    "three_hundred_eighty_first_tune_b",
    "three_hundred_eighty_second_tune_b",
    "three_hundred_eighty_third_tune_b",
    "three_hundred_eighty_fourth_tune_b",
    "three_hundred_eighty_fifth_tune_b",
    "three_hundred_eighty_sixth_tune_b",
    "three_hundred_eighty_seventh_tune_b",
    "three_hundred_eighty_eighth_tune_b",
    "three_hundred_eighty_ninth_tune_b",
    "three_hundred_ninetieth_tune_b",
    "three_hundred_ninety_first_tune_b",
    "three_hundred_ninety_second_tune_b",
    "three_hundred_ninety_third_tune_b",
    "three_hundred_ninety_fourth_tune_b",
    "three_hundred_ninety_fifth_tune_b",
    "three_hundred_ninety_sixth_tune_b",
    "three_hundred_ninety_seventh_tune_b",
    "three_hundred_ninety_eighth_tune_b",
    "three_hundred_ninety_ninth_tune_b",
    "four_hundredth_tune_b",
    "four_hundred_first_tune_b",
    "four_hundred_second_tune_b",
    "four_hundred_third_tune_b",
    "four_hundred_fourth_tune_b",
    "four_hundred_fifth_tune_b",
    "four_hundred_sixth_tune_b",
    "four_hundred_seventh_tune_b",
    "four_hundred_eighth_tune_b",
    "four_hundred_ninth_tune_b",
    "four_hundred_tenth_tune_b",
    "four_hundred_eleventh_tune_b",
    "four_hundred_twelfth_tune_b",
    "four_hundred_thirteenth_tune_b",
    "four_hundred_fourteenth_tune_b",
    "four_hundred_fifteenth_tune_b",
    "four_hundred_sixteenth_tune_b",
    "four_hundred_seventeenth_tune_b",
    "four_hundred_eighteenth_tune_b",
    "four_hundred_nineteenth_tune_b",
    "four_hundred_twentieth_tune_b",
    "four_hundred_twenty_first_tune_b",
    "four_hundred_twenty_second_tune_b",
    "four_hundred_twenty_third_tune_b",
    "four_hundred_twenty_fourth_tune_b",
    "four_hundred_twenty_fifth_tune_b",
    "four_hundred_twenty_sixth_tune_b",
    "four_hundred_twenty_seventh_tune_b",
    "four_hundred_twenty_eighth_tune_b",
    "four_hundred_twenty_ninth_tune_b",
    "four_hundred_thirtieth_tune_b",
    "four_hundred_thirty_first_tune_b",
    "four_hundred_thirty_second_heldout",
    "four_hundred_thirty_third_heldout",
    "four_hundred_thirty_fourth_heldout",
    "four_hundred_thirty_fifth_heldout",
)
"""The parts of the shipped labelled set: the ``*_dev`` and ``*_tune_b`` parts (the judge was built
looking at them; each ``*_tune_b`` part from the ninth on was held out until its one reading),
``heldout`` and ``four_hundred_thirty_second_heldout`` to ``four_hundred_thirty_fifth_heldout``
(never looked at while building). The ``second_*`` to ``four_hundred_thirty_fifth_*`` parts are each
written in another voice, on rows of their own."""
_ALL = "all"


@dataclass(frozen=True)
class LabelledVerdict:
    """One verdict of a set: the row, the aspect, the score (None: undecided) and, where known,
    the row itself (for judging it again and for showing a disagreement)."""

    key: str
    row_id: str
    aspect: str
    score: int | None
    generation: Generation | None = None


@dataclass(frozen=True)
class VerdictSet:
    name: str
    verdicts: tuple[LabelledVerdict, ...]

    def by_key(self, use_content: bool) -> dict[tuple[str, str], LabelledVerdict]:
        return {
            (verdict.key if use_content else verdict.row_id, verdict.aspect): verdict
            for verdict in self.verdicts
        }

    @property
    def knows_content(self) -> bool:
        return all(verdict.generation is not None for verdict in self.verdicts)


def content_key(question: Sequence[Message], response: str) -> str:
    """A row's identity by what was asked and answered (turn roles and texts, the response)."""
    payload = json.dumps(
        [[turn.role, turn.content] for turn in question] + [response], ensure_ascii=False
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:24]


def _score(value: Any, path: Path, line: int, name: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value not in (0, 1):
        raise InputError(f"must be 0, 1 or null, not {value!r}", path=path, line=line, field=name)
    return value


def _pass_or_fail(score: int | None, parsed: bool) -> int | None:
    """A judge's verdict as a pass or fail: None where it gave none (undecided, an answer that
    did not parse, an integer off the 0-1 scale such as a judge model's "2", kept as upstream
    keeps it), which counts against its coverage."""
    return score if parsed and score in JUDGE_SCALE else None


def _judge_score(record: Mapping[str, Any], path: Path, line: int) -> int | None:
    """:func:`_pass_or_fail` of a judgement line; a score that is no integer is refused."""
    value = record["score"]
    if not isinstance(value, int) or isinstance(value, bool):
        value = _score(value, path, line, "score")  # null passes, anything else is refused
    return _pass_or_fail(value, record.get("parsed") is not False)


def _generation(record: Mapping[str, Any], path: Path, line: int, row_id: str) -> Generation:
    task = record.get("task")
    if not isinstance(task, str):
        raise InputError("a row with a question needs its task", path=path, line=line, field="task")
    try:
        get_task(task)
        return Generation(
            id=row_id,
            task=task,
            question=record["question"],
            reference=record.get("reference") or "",
            response=record.get("response") or "",
            model="labels",
        )
    except InputError as error:
        raise InputError(error.reason, path=path, line=line, field=error.field) from None
    except (ValueError, TypeError) as error:
        raise InputError(f"not a row: {error}", path=path, line=line) from None


def _read_lines(
    path: Path, generations: Mapping[str, Generation] | None = None
) -> list[LabelledVerdict]:
    verdicts: list[LabelledVerdict] = []
    for line, record in iter_json_lines(path):
        aspect = record.get("aspect")
        if aspect not in {a.value for a in ASPECTS}:
            raise InputError(
                f"unknown aspect {aspect!r}; one of {', '.join(a.value for a in ASPECTS)}",
                path=path,
                line=line,
                field="aspect",
            )
        if "label" in record:
            score = _score(record["label"], path, line, "label")
        elif "score" in record:
            score = _judge_score(record, path, line)
        else:
            raise InputError("needs a 'label' (or 'score')", path=path, line=line, field="label")
        row_id = str(record.get("row_id") or record.get("id") or "")
        if "#" in str(record.get("id", "")):
            continue  # an upstream-compat repeat of a verdict already read
        generation: Generation | None = None
        if "question" in record and "response" in record:
            generation = _generation(record, path, line, row_id)
        elif generations is not None and row_id in generations:
            generation = generations[row_id]
        if not row_id and generation is None:
            raise InputError(
                "needs a row 'id' or the row's 'question' and 'response'", path=path, line=line
            )
        key = content_key(generation.question, generation.response) if generation else row_id
        verdicts.append(LabelledVerdict(key, row_id, str(aspect), score, generation))
    return verdicts


def read_verdicts(source: str | Path) -> VerdictSet:
    """The verdicts of a run directory, a ``judgements.jsonl`` or a labels file."""
    path = Path(source)
    if path.is_dir():
        judgements = path / "judgements.jsonl"
        if not judgements.exists():
            raise InputError("no judgements.jsonl in this run directory", path=path)
        rows = path / "generations.jsonl"
        generations = (
            {
                str(record.get("id")): _generation(record, rows, line, str(record.get("id")))
                for line, record in iter_json_lines(rows)
            }
            if rows.exists()
            else None
        )
        return VerdictSet(str(path), tuple(_read_lines(judgements, generations)))
    if not path.exists():
        raise InputError("file not found (a run directory or a JSONL file)", path=path)
    return VerdictSet(str(path), tuple(_read_lines(path)))


def judged_by(judge: Judge, rows: VerdictSet, ask: AskModel | None = None) -> VerdictSet:
    """``judge``'s verdicts on the rows of ``rows`` (which must carry the rows), one for each
    verdict there; a judge that asks a model asks it through ``ask``
    (:func:`opened_judge_model`)."""
    if not judge.kind.gives_verdicts:
        raise InputError(f"judge {judge.name!r} gives no verdicts to compare", path=rows.name)
    calls: list[RowCall] = []
    for verdict in rows.verdicts:
        if verdict.generation is None:
            raise InputError(
                f"row {verdict.row_id!r} has no question and response to judge", path=rows.name
            )
        aspect = Aspect(verdict.aspect)
        routed = [call for call in judge.calls(verdict.generation) if call.aspect is aspect]
        if not routed:
            raise InputError(
                f"task {verdict.generation.task!r} is not judged on {aspect.value!r}",
                path=rows.name,
            )
        calls.append((routed[0], verdict.generation))

    def no_model(*_: object) -> None:
        raise InputError(
            f"judge {judge.name!r} asks a model and none was opened for it: compare a run "
            "directory it judged, or open it with opened_judge_model()"
        )

    def failed(index: int, error: ModelCallError) -> None:
        raise error

    judged: dict[int, Judgement] = {}
    judge.judge(calls, range(len(calls)), JudgeIO(ask or no_model, judged.__setitem__, failed))
    return VerdictSet(
        judge.name,
        tuple(
            LabelledVerdict(
                verdict.key,
                verdict.row_id,
                verdict.aspect,
                _pass_or_fail(judged[index].score, judged[index].parsed),
                verdict.generation,
            )
            for index, verdict in enumerate(rows.verdicts)
        ),
    )


# --------------------------------------------------------------------------- statistics


def cohen_kappa(pairs: Sequence[tuple[int, int]]) -> float | None:
    """Cohen's kappa of binary verdict pairs; None where it is undefined (both raters gave one
    class only, so chance agreement is 1)."""
    if not pairs:
        return None
    n = len(pairs)
    observed = sum(a == b for a, b in pairs) / n
    a_pass = sum(a for a, _ in pairs) / n
    b_pass = sum(b for _, b in pairs) / n
    chance = a_pass * b_pass + (1 - a_pass) * (1 - b_pass)
    if math.isclose(chance, 1.0):
        return None
    return (observed - chance) / (1 - chance)


def _kappa_ci(pairs: Sequence[tuple[int, int]], n_bootstrap: int, seed: int) -> list[float] | None:
    if not pairs or n_bootstrap <= 0:
        return None
    rng = np.random.default_rng(seed)
    values = np.array(pairs, dtype=np.int64)
    kappas = []
    for _ in range(n_bootstrap):
        sample = values[rng.integers(0, len(values), len(values))]
        kappa = cohen_kappa([(int(a), int(b)) for a, b in sample])
        if kappa is not None:
            kappas.append(kappa)
    if not kappas:
        return None
    low, high = np.percentile(kappas, (2.5, 97.5))
    return [float(low), float(high)]


@dataclass(frozen=True)
class Disagreement:
    row_id: str
    aspect: str
    a: int
    b: int
    task: str | None
    response: str | None


@dataclass
class AspectAgreement:
    """One aspect (or all of them): shared verdicts, coverage, agreement and kappa."""

    shared: int = 0
    decided_a: int = 0
    decided_b: int = 0
    pairs: list[tuple[int, int]] = field(default_factory=list)

    def as_record(self, n_bootstrap: int, seed: int) -> dict[str, Any]:
        both = len(self.pairs)
        confusion = [[0, 0], [0, 0]]  # [A verdict][B verdict]
        for a, b in self.pairs:
            confusion[a][b] += 1
        return {
            "shared": self.shared,
            "decided_a": self.decided_a,
            "decided_b": self.decided_b,
            "coverage_a": self.decided_a / self.shared if self.shared else None,
            "coverage_b": self.decided_b / self.shared if self.shared else None,
            "both_decided": both,
            "agreement": sum(a == b for a, b in self.pairs) / both if both else None,
            "kappa": cohen_kappa(self.pairs),
            "kappa_ci95": _kappa_ci(self.pairs, n_bootstrap, seed),
            "confusion": {
                "a0_b0": confusion[0][0],
                "a0_b1": confusion[0][1],
                "a1_b0": confusion[1][0],
                "a1_b1": confusion[1][1],
            },
            "false_pass": confusion[1][0],
            "false_fail": confusion[0][1],
        }


def agreement(
    a: VerdictSet, b: VerdictSet, *, n_bootstrap: int = 2000, seed: int = 0
) -> dict[str, Any]:
    """Agreement of judge ``a`` with reference ``b`` on the verdicts both hold (see the module
    docstring); ``aspects`` in the fixed aspect order, then ``all``."""
    use_content = a.knows_content and b.knows_content
    left, right = a.by_key(use_content), b.by_key(use_content)
    shared = [key for key in left if key in right]
    if not shared:
        raise InputError(
            f"{a.name} and {b.name} share no verdict (rows are matched by "
            f"{'question and response' if use_content else 'row id'}, and aspect)"
        )
    tallies: dict[str, AspectAgreement] = {}
    disagreements: list[Disagreement] = []
    for key in shared:
        va, vb = left[key], right[key]
        for name in (va.aspect, _ALL):
            tally = tallies.setdefault(name, AspectAgreement())
            tally.shared += 1
            tally.decided_a += va.score is not None
            tally.decided_b += vb.score is not None
            if va.score is not None and vb.score is not None:
                tally.pairs.append((va.score, vb.score))
        if va.score is not None and vb.score is not None and va.score != vb.score:
            row = va.generation or vb.generation
            disagreements.append(
                Disagreement(
                    va.row_id or vb.row_id,
                    va.aspect,
                    va.score,
                    vb.score,
                    row.task if row else None,
                    row.response if row else None,
                )
            )
    order = [aspect.value for aspect in ASPECTS if aspect.value in tallies] + [_ALL]
    return {
        "a": a.name,
        "b": b.name,
        "matched_by": "question and response" if use_content else "row id",
        "only_in_a": len(left) - len(shared),
        "only_in_b": len(right) - len(shared),
        "n_bootstrap": n_bootstrap,
        "seed": seed,
        "aspects": {name: tallies[name].as_record(n_bootstrap, seed) for name in order},
        "disagreements": [vars(item) for item in disagreements],
    }


@contextmanager
def opened_judge_model(judge: Judge, *, progress: bool = True) -> Iterator[AskModel | None]:
    """How ``judge`` asks its model while the block runs: the model its access describes,
    opened here (through the LLM cache its access names) and closed after; None for a judge
    that asks none. A request that fails for good raises."""
    if judge.model is None:
        yield None
        return
    model = open_model(judge.model)

    def ask(
        requests: Sequence[ChatRequest], on_result: CallAnswered, on_failure: CallFailed
    ) -> None:
        run_chat(model, requests, on_result=on_result, progress=progress, description="judging")

    try:
        yield ask
    finally:
        model.close()


def agreement_of_sources(
    a: str | Path | Judge,
    b: str | Path,
    *,
    n_bootstrap: int = 2000,
    seed: int = 0,
    progress: bool = True,
) -> dict[str, Any]:
    """:func:`agreement` of two paths (``a`` may be a judge, run on ``b``'s rows, its model,
    if it asks one, opened for it)."""
    reference = read_verdicts(b)
    if isinstance(a, str | Path):
        judged = read_verdicts(a)
    else:
        with opened_judge_model(a, progress=progress) as ask:
            judged = judged_by(a, reference, ask)
    return agreement(judged, reference, n_bootstrap=n_bootstrap, seed=seed)


# --------------------------------------------------------------------------- the shipped set


def labels_path(split: str) -> Path:
    """The shipped labelled set's part ``split`` (one of :data:`LABELS_SPLITS`)."""
    if split not in LABELS_SPLITS:
        raise InputError(f"no labelled part {split!r}; one of {', '.join(LABELS_SPLITS)}")
    return Path(str(files("rolemrc.eval").joinpath("data", "judge_labels", f"{split}.jsonl")))


def agreement_rows(result: Mapping[str, Any]) -> list[list[str]]:
    """The agreement table: one row per aspect, then all aspects."""

    def number(value: float | None, pattern: str) -> str:
        return "n/a" if value is None else pattern.format(value)

    rows = []
    for name, entry in result["aspects"].items():
        ci = entry["kappa_ci95"]
        rows.append(
            [
                name,
                str(entry["shared"]),
                number(entry["coverage_a"], "{:.0%}"),
                number(entry["coverage_b"], "{:.0%}"),
                str(entry["both_decided"]),
                number(entry["agreement"], "{:.3f}"),
                number(entry["kappa"], "{:.2f}") + (f" [{ci[0]:.2f}, {ci[1]:.2f}]" if ci else ""),
                str(entry["false_pass"]),
                str(entry["false_fail"]),
            ]
        )
    return rows


AGREEMENT_COLUMNS = (
    "aspect",
    "shared",
    "A decided",
    "B decided",
    "both decided",
    "agreement",
    "kappa [95% CI]",
    "false pass",
    "false fail",
)
