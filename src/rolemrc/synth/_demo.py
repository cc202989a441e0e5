"""The ``--preset demo`` run: offline, small, every stage and every builder, honest about the
embedded model.

The demo expands four of the package's sample personas into profiles with the embedded model
(``profiles.type: generate``, written field by field; the built-in profile of a sample persona
stands in when a field gets no usable value, and each stand-in is listed in ``rejects.jsonl`` and
counted in the summary), matches them to the demo MRC corpus, runs every dialogue builder (the 4
free-chat and 4 on-scene variants, the 8 single-turn QA types, ruled multi-turn, nested and
prioritized chats) and asks for two test rows of each of the 18 test tasks from two held-out roles.
The embedded model is a tiny base model, so the generator is asked with transcripts to continue
(``generator.prompting: base``), sampled, and asked again when a text fails a check. Every gate
stays as it is, and what the gates reject is counted per kind in ``stats.json``
(``acceptance``). It shows the pipeline and its gates at work, not what a capable generator
makes.
"""

from __future__ import annotations

from pathlib import Path

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
from rolemrc.synth._profiles import sample_personas
from rolemrc.synth.dialogues import DialogueConfig

DEMO_PRESET = "demo"
INPUTS_DIR = "inputs"
DEMO_ROLES = 4
DEMO_HELD_OUT_ROLES = 0.5  # half the roles (2 of 4) give the test set ...
DEMO_TEST_ROWS_PER_TASK = 2  # ... with two rows of each of the 18 test tasks
DEMO_MAX_NEW_TOKENS = 48
DEMO_PROFILE_MAX_NEW_TOKENS = 80  # per field: the model writes a profile field by field
DEMO_TEMPERATURE = 0.8  # a base model is sampled, and a text that fails a check sampled again
DEMO_ATTEMPTS = 4


def write_sample_personas(path: Path) -> Path:
    """The sample personas shipped with the package (each has a built-in profile), as the
    ``{"id", "persona"}`` JSONL lines the personas stage reads."""
    write_jsonl(path, sample_personas())
    return path


def write_demo_inputs(run_dir: Path) -> SynthConfig:
    """Write the demo's personas and MRC corpus under ``RUN/inputs`` and return its config,
    which names them by absolute path (so it reads the same from any working directory)."""
    inputs = run_dir.resolve() / INPUTS_DIR
    inputs.mkdir(parents=True, exist_ok=True)
    personas = write_sample_personas(inputs / "personas.jsonl")
    corpus = write_demo_mrc_corpus(inputs / "mrc.jsonl")
    return SynthConfig(
        seed=0,
        generator=GeneratorConfig(
            model=EMBEDDED_SPEC,
            prompting="base",
            temperature=DEMO_TEMPERATURE,
            max_new_tokens=DEMO_MAX_NEW_TOKENS,
            batch_size=8,
        ),
        personas=PersonasConfig(source=JsonlPersonaSource(path=personas), count=DEMO_ROLES),
        profiles=GenerateProfiles(
            attempts=DEMO_ATTEMPTS, max_new_tokens=DEMO_PROFILE_MAX_NEW_TOKENS, fallback="builtin"
        ),
        matching=MatchingConfig(source=JsonlMrcSource(path=corpus), top_k=2, bottom_k=2),
        # every builder: one dialogue of every task kind per role; chats of one reply each keep
        # the run within minutes on two CPU cores
        dialogues=DialogueConfig(
            free_chats=4,
            on_scene_chats=4,
            qa_per_type=1,
            multi_turn=4,
            nested=4,
            priority=2,
            chat_turns=(1, 1),
            temperature=DEMO_TEMPERATURE,
            max_new_tokens=DEMO_MAX_NEW_TOKENS,
            attempts=DEMO_ATTEMPTS,
        ),
        test=TestSplitConfig(
            held_out_roles=DEMO_HELD_OUT_ROLES,
            task_counts=dict.fromkeys(TEST_TASK_NAMES, DEMO_TEST_ROWS_PER_TASK),
        ),
    )
