"""The ``--preset demo`` run: offline, small, honest about the embedded model.

The embedded generator is a tiny base model: it cannot write valid JSON profiles. So the demo
takes the package's hand-written profiles of three sample personas (``profiles.type: builtin``)
and uses the embedded model only for the free-text replies of the 8 single-turn QA types (one
call each: chats and ruled dialogues need more calls than two CPU cores make in minutes). Its
answers repeat their prompt instead of answering, so the builders' echo check rejects those
dialogues with the reason, and the run completes with empty SFT, DPO and test sets and a warning
that the test set is short. It shows that the pipeline and its gates work, not what a good
generator makes.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from pydantic import TypeAdapter

from rolemrc.core import write_jsonl
from rolemrc.llm import EMBEDDED_SPEC
from rolemrc.synth._config import (
    BuiltinProfiles,
    GeneratorConfig,
    JsonlMrcSource,
    JsonlPersonaSource,
    MatchingConfig,
    PersonasConfig,
    SynthConfig,
    TestSplitConfig,
)
from rolemrc.synth._mrc import write_demo_mrc_corpus
from rolemrc.synth._records import Persona
from rolemrc.synth.dialogues import DialogueConfig

DEMO_PRESET = "demo"
INPUTS_DIR = "inputs"
SAMPLE_PERSONAS_FILE = "sample_personas.json"
DEMO_ROLES = 3
DEMO_MAX_NEW_TOKENS = 32


def write_sample_personas(path: Path) -> Path:
    """The sample personas shipped with the package (each has a built-in profile), as the
    ``{"id", "persona"}`` JSONL lines the personas stage reads."""
    text = files("rolemrc.synth").joinpath("data", SAMPLE_PERSONAS_FILE).read_text("utf-8")
    personas = TypeAdapter(list[Persona]).validate_json(text)
    write_jsonl(path, personas)
    return path


def write_demo_inputs(run_dir: Path) -> SynthConfig:
    """Write the demo's personas and MRC corpus under ``RUN/inputs`` and return its config."""
    inputs = run_dir / INPUTS_DIR
    inputs.mkdir(parents=True, exist_ok=True)
    personas = write_sample_personas(inputs / "personas.jsonl")
    corpus = write_demo_mrc_corpus(inputs / "mrc.jsonl")
    return SynthConfig(
        seed=0,
        generator=GeneratorConfig(
            model=EMBEDDED_SPEC, temperature=0.0, max_new_tokens=DEMO_MAX_NEW_TOKENS, batch_size=8
        ),
        personas=PersonasConfig(source=JsonlPersonaSource(path=personas), count=DEMO_ROLES),
        profiles=BuiltinProfiles(),
        matching=MatchingConfig(source=JsonlMrcSource(path=corpus), top_k=1, bottom_k=1),
        # The 8 single-turn QA types only: one call per dialogue keeps the demo within minutes
        # on two CPU cores; chats and ruled dialogues take a real generator (see the docs).
        dialogues=DialogueConfig(
            free_chats=0,
            on_scene_chats=0,
            qa_per_type=1,
            multi_turn=0,
            nested=0,
            priority=0,
            temperature=0.0,
            max_new_tokens=DEMO_MAX_NEW_TOKENS,
            attempts=1,
        ),
        test=TestSplitConfig(held_out_roles=1, size=18),
    )
