"""MRC corpora: local JSONL of ``(passages, query, answers)``, MS MARCO v2.1 from the hub, and
the small MS MARCO-style demo corpus the project ships.

Both readers accept the same record shapes, so a local export of MS MARCO reads like the hub:

- ``passages``: a list of strings, a list of ``{"passage_text": ...}`` objects, or MS MARCO's
  column form ``{"passage_text": [...], "is_selected": [...], "url": [...]}``;
- ``query``: a non-empty string; ``answers``: a list of strings, where ``["No Answer Present."]``
  (or an empty list) marks an unanswerable item;
- ``id`` (string) or MS MARCO's ``query_id``; without either, the id is ``mrc-NNNNNNN`` from the
  line (or row) number.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from rolemrc.core import ConfigError, InputError, iter_json_lines, write_jsonl
from rolemrc.synth._records import MrcTriplet

MSMARCO_DATASET = "microsoft/ms_marco"
MSMARCO_CONFIG = "v2.1"
DEMO_CORPUS_RESOURCE = "demo_corpus.json"


class _FieldProblem(ValueError):
    """A record-level problem; the caller adds the file (or dataset) and line (or row)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def _string(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise _FieldProblem(field, f"expected a string, got {type(value).__name__}")
    return value


def _string_list(value: Any, field: str) -> list[str]:
    if not isinstance(value, list):
        raise _FieldProblem(field, f"expected a list of strings, got {type(value).__name__}")
    return [_string(item, f"{field}[{position}]") for position, item in enumerate(value)]


def _passage_texts(value: Any) -> list[str]:
    if isinstance(value, Mapping):  # MS MARCO column form
        if "passage_text" not in value:
            raise _FieldProblem("passages.passage_text", "missing required field")
        return _string_list(value["passage_text"], "passages.passage_text")
    if not isinstance(value, list):
        raise _FieldProblem("passages", f"expected a list, got {type(value).__name__}")
    texts: list[str] = []
    for position, item in enumerate(value):
        if isinstance(item, Mapping):
            if "passage_text" not in item:
                raise _FieldProblem(f"passages[{position}].passage_text", "missing required field")
            texts.append(_string(item["passage_text"], f"passages[{position}].passage_text"))
        else:
            texts.append(_string(item, f"passages[{position}]"))
    return texts


def triplet_from_record(record: Mapping[str, Any], *, default_id: str) -> MrcTriplet:
    """One MRC record (any of the accepted shapes) as a triplet; blank passages are dropped.

    Raises ``_FieldProblem`` naming the field; readers turn it into an InputError with the place.
    """
    for required in ("passages", "query", "answers"):
        if required not in record:
            raise _FieldProblem(required, "missing required field")
    passages = [text.strip() for text in _passage_texts(record["passages"]) if text.strip()]
    if not passages:
        raise _FieldProblem("passages", "no non-blank passage")
    query = _string(record["query"], "query").strip()
    if not query:
        raise _FieldProblem("query", "empty query")
    answers = _string_list(record["answers"], "answers")
    if record.get("id") is not None:
        triplet_id = _string(record["id"], "id")
    elif record.get("query_id") is not None:
        triplet_id = str(record["query_id"])
    else:
        triplet_id = default_id
    if not triplet_id.strip():
        raise _FieldProblem("id", "empty id")
    return MrcTriplet(id=triplet_id, query=query, passages=passages, answers=answers)


def _default_id(number: int) -> str:
    return f"mrc-{number:07d}"


def read_mrc_jsonl(path: str | Path) -> Iterator[MrcTriplet]:
    """Stream the triplets of a local MRC JSONL file (shapes in the module docstring).

    Errors name the file, the line and the field. Duplicate ids are caught where the corpus is
    indexed (``match_roles``), which sees the whole stream.
    """
    for number, record in iter_json_lines(path):
        try:
            yield triplet_from_record(record, default_id=_default_id(number))
        except _FieldProblem as problem:
            raise InputError(problem.message, path=path, line=number, field=problem.field) from None


def triplets_from_rows(
    rows: Iterable[Mapping[str, Any]], *, source: str, limit: int | None = None
) -> Iterator[MrcTriplet]:
    """Triplets from dataset rows (row numbers count from 1, as lines do); ``source`` names the
    dataset in errors."""
    if limit is not None and limit < 0:
        raise ConfigError(f"limit must be >= 0, got {limit}")
    for number, row in enumerate(rows, start=1):
        if limit is not None and number > limit:
            return
        try:
            yield triplet_from_record(row, default_id=_default_id(number))
        except _FieldProblem as problem:
            raise InputError(
                problem.message, path=source, line=number, field=problem.field
            ) from None


def iter_msmarco(*, split: str = "train", limit: int | None = None) -> Iterator[MrcTriplet]:
    """Stream MS MARCO v2.1 (the corpus RoleMRC draws from: 808k train queries) from the hub.

    Needs the ``hub`` extra (``datasets``) and network access; rows are streamed, never all
    held. Ids are MS MARCO's ``query_id``.
    """
    try:
        import datasets
    except ImportError:
        raise ConfigError(
            "reading MS MARCO from the hub needs the 'datasets' package: pip install 'rolemrc[hub]'"
        ) from None
    rows = datasets.load_dataset(MSMARCO_DATASET, MSMARCO_CONFIG, split=split, streaming=True)
    yield from triplets_from_rows(
        rows, source=f"hf:{MSMARCO_DATASET}/{MSMARCO_CONFIG}/{split}", limit=limit
    )


def demo_mrc_records() -> list[dict[str, Any]]:
    """The project's own MS MARCO-style demo items (8 topics, some unanswerable)."""
    text = (
        resources.files("rolemrc.synth")
        .joinpath("data", "mrc", DEMO_CORPUS_RESOURCE)
        .read_text(encoding="utf-8")
    )
    records: list[dict[str, Any]] = json.loads(text)
    return records


def write_demo_mrc_corpus(path: Path) -> Path:
    """Write the demo corpus as an MRC JSONL file (the shape ``read_mrc_jsonl`` reads)."""
    write_jsonl(path, demo_mrc_records())
    return path
