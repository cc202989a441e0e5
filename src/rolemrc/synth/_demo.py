"""The ``--preset demo`` run: offline, small, every stage and every builder, honest about the
embedded model.

The demo expands three of the package's sample personas into profiles with the embedded model
(``profiles.type: generate``; the built-in profile of a sample persona stands in when the model's
answer is not a valid profile, and each stand-in is listed in ``rejects.jsonl`` and counted in the
summary), matches them to the demo MRC corpus, runs every dialogue builder (the 4 free-chat and 4
on-scene variants, the 8 single-turn QA types, ruled multi-turn, nested and prioritized chats)
and asks for one test row of each of the 18 test tasks on one held-out role. Every gate stays
as it is: the embedded model is a tiny base model whose answers mostly repeat their prompt, and
what the gates reject is counted per kind in ``stats.json`` (``acceptance``). It shows the
pipeline and its gates at work, not what a capable generator makes.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from pydantic import TypeAdapter

from rolemrc.core import TEST_TASK_NAMES, write_jsonl
from rolemrc.llm import EMBEDDED_SPEC
from rolemrc.synth._config import (
    GenerateProfiles,
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
DEMO_MAX_NEW_TOKENS = 48
DEMO_PROFILE_MAX_NEW_TOKENS = 600  # room for a whole profile (the built-in ones: 340-430)


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
        profiles=GenerateProfiles(
            attempts=1, max_new_tokens=DEMO_PROFILE_MAX_NEW_TOKENS, fallback="builtin"
        ),
        matching=MatchingConfig(source=JsonlMrcSource(path=corpus), top_k=2, bottom_k=2),
        # every builder: one dialogue of every task kind per role; chats of one reply each and
        # one attempt per text keep the run within minutes on two CPU cores
        dialogues=DialogueConfig(
            free_chats=4,
            on_scene_chats=4,
            qa_per_type=1,
            multi_turn=4,
            nested=4,
            priority=2,
            chat_turns=(1, 1),
            temperature=0.0,
            max_new_tokens=DEMO_MAX_NEW_TOKENS,
            attempts=1,
        ),
        test=TestSplitConfig(held_out_roles=1, task_counts=dict.fromkeys(TEST_TASK_NAMES, 1)),
    )
