"""Seeded random mutations of valid input files, fed to every loader a user's file reaches: each
one either reads the file or raises the toolkit's own error (file, line, field), never another
exception. Bounded in time (a few seconds in all) and reproducible from the seed."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import RolemrcError
from rolemrc.eval import read_response_lines, sample_test_rows
from rolemrc.rolellm import read_rolebench_rows
from rolemrc.rules import read_test_rows
from rolemrc.synth import load_config, read_mrc_jsonl, read_persona_jsonl

SEED = 1302
SECONDS_PER_LOADER = 0.8
MAX_MUTANTS_PER_LOADER = 400

# Pieces a broken file tends to contain: other JSON types, escapes that are not Unicode text,
# numbers Python cannot hold, deep nesting, bytes that are not UTF-8, YAML tags and anchors.
SNIPPETS = [
    b"null", b"[]", b"{}", b"0", b"-1", b"1e999", b"9" * 5000, b'"\\ud800"', b'"\\udfff x"',
    b"[" * 3000, b"{\"a\":" * 3000, b"\xe9", b"\xff\xfe", b"\x00", b"\xed\xa0\x80",
    b"\r\n", b"\n\n", b'"', b",", b":", b"!!python/object:os.system", b"&a [*a]", b"? [a]: 1",
    b"2024-13-45", b"\t",
]  # fmt: skip


def _mutate(data: bytes, rng: random.Random) -> bytes:
    mutated = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        position = rng.randrange(len(mutated) + 1)
        operation = rng.randrange(6)
        if operation == 0 and mutated:  # flip a byte
            mutated[min(position, len(mutated) - 1)] = rng.randrange(256)
        elif operation == 1:  # insert a snippet
            mutated[position:position] = rng.choice(SNIPPETS)
        elif operation == 2:  # delete a range
            del mutated[position : position + rng.randint(1, 40)]
        elif operation == 3:  # duplicate a range
            mutated[position:position] = mutated[position : position + rng.randint(1, 80)]
        elif operation == 4:  # cut the file
            del mutated[position:]
        else:  # swap two lines
            lines = bytes(mutated).split(b"\n")
            first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[first], lines[second] = lines[second], lines[first]
            mutated = bytearray(b"\n".join(lines))
    return bytes(mutated)


def _jsonl(rows: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode()


def _test_set() -> bytes:
    return _jsonl([row.to_upstream() for row in sample_test_rows()[:6]])


def _responses() -> bytes:
    return _jsonl(
        [{**row.to_upstream(), "response": "Sí, claro."} for row in sample_test_rows()[:6]]
    )


ROLEBENCH = _jsonl(
    [
        {"role": "Sheldon", "question": "What is physics?", "generated": ["The science."]},
        {"role": "Sheldon", "question": "Hi?", "generated": ["Bazinga.", "Hi."], "id": "q2"},
    ]
)
SYNTH_CONFIG = b"""\
seed: 7
generator: {model: openai/gpt-4o-mini, base_urls: [http://127.0.0.1:8000/v1]}
personas: {source: {type: jsonl, path: personas.jsonl}, count: 5}
profiles: {type: builtin}
matching: {source: {type: jsonl, path: data/mrc.jsonl}}
"""
PERSONAS = _jsonl([{"persona": "A retired lighthouse keeper."}, {"persona": "A chef.", "id": "p2"}])
MRC = _jsonl(
    [
        {"query": "Who?", "passages": ["Ada wrote it."], "answers": ["Ada"]},
        {
            "query_id": 7,
            "query": "When?",
            "passages": {"passage_text": ["In 1843.", "Later."], "is_selected": [1, 0]},
            "answers": ["1843"],
        },
    ]
)

LOADERS: dict[str, tuple[Callable[[], bytes], Callable[[Path], object]]] = {
    "RoleMRC test set": (_test_set, read_test_rows),
    "response file": (_responses, read_response_lines),
    "RoleBench split": (lambda: ROLEBENCH, read_rolebench_rows),
    "synth YAML": (lambda: SYNTH_CONFIG, load_config),
    "personas JSONL": (lambda: PERSONAS, lambda path: list(read_persona_jsonl(path))),
    "MRC JSONL": (lambda: MRC, lambda path: list(read_mrc_jsonl(path))),
}


@pytest.mark.parametrize("name", LOADERS)
def test_mutated_files_raise_only_the_toolkits_errors(name: str, tmp_path: Path) -> None:
    seed_file, load = LOADERS[name]
    valid = seed_file()
    path = tmp_path / "input"
    path.write_bytes(valid)
    load(path)  # the unmutated file is read
    rng = random.Random(f"{SEED}-{name}")
    deadline = time.monotonic() + SECONDS_PER_LOADER
    refused = 0
    for attempt in range(MAX_MUTANTS_PER_LOADER):
        if time.monotonic() > deadline:
            break
        mutant = _mutate(valid, rng)
        path.write_bytes(mutant)
        try:
            load(path)
        except RolemrcError as error:
            refused += 1
            assert "\n" not in str(error).strip(), str(error)  # one line
        except Exception as error:  # pragma: no cover - what the test is for
            pytest.fail(f"mutant {attempt} ({mutant[:200]!r}...) raised {error!r}")
    assert refused > 0  # the mutations do break files
