"""RoleMRC data synthesis: personas, profiles, MRC matching, dialogues, SFT/DPO/test sets.

The public names are what a user of the pipeline calls or reads: the config models and their
loaders, :func:`run_synth`, the records of a run's files, the mix and the building blocks tests
and benchmarks drive (structured generation, one stage runner, the demo inputs).
"""

from rolemrc.synth._assembly import DpoRow, SftRow, requested_test_counts
from rolemrc.synth._config import (
    BuiltinProfiles,
    CacheConfig,
    ExecutorConfig,
    ExecutorType,
    GenerateProfiles,
    GeneratorConfig,
    HubMixSource,
    JsonlMixSource,
    JsonlMrcSource,
    JsonlPersonaSource,
    MatchingConfig,
    MixConfig,
    MixFormat,
    MsMarcoSource,
    PersonaHubSource,
    PersonasConfig,
    Prices,
    QualityConfig,
    SynthConfig,
    TestSplitConfig,
    dump_config,
    load_config,
    parse_config,
)
from rolemrc.synth._demo import write_demo_inputs, write_sample_personas
from rolemrc.synth._estimate import RunEstimate, estimate_run
from rolemrc.synth._executor import Executor, LocalExecutor
from rolemrc.synth._journal import UnitOutcome, run_unit_stage
from rolemrc.synth._mix import write_mixes
from rolemrc.synth._mrc import read_mrc_jsonl, write_demo_mrc_corpus
from rolemrc.synth._personas import read_persona_jsonl, select_personas
from rolemrc.synth._profiles import builtin_profiles
from rolemrc.synth._quality import NearDuplicateIndex
from rolemrc.synth._records import (
    Dialogue,
    MrcMatch,
    MrcTriplet,
    NamedItem,
    Persona,
    Reject,
    RoleMatches,
    RoleProfile,
    SpeechExample,
)
from rolemrc.synth._report_model import StageRecord, SynthManifest, read_synth_manifest
from rolemrc.synth._stages import STAGES, SynthResult, run_synth
from rolemrc.synth._structured import extract_json_object, generate_structured
from rolemrc.synth.dialogues import DialogueConfig

__all__ = [
    "STAGES",
    "BuiltinProfiles",
    "CacheConfig",
    "Dialogue",
    "DialogueConfig",
    "DpoRow",
    "Executor",
    "ExecutorConfig",
    "ExecutorType",
    "GenerateProfiles",
    "GeneratorConfig",
    "HubMixSource",
    "JsonlMixSource",
    "JsonlMrcSource",
    "JsonlPersonaSource",
    "LocalExecutor",
    "MatchingConfig",
    "MixConfig",
    "MixFormat",
    "MrcMatch",
    "MrcTriplet",
    "MsMarcoSource",
    "NamedItem",
    "NearDuplicateIndex",
    "Persona",
    "PersonaHubSource",
    "PersonasConfig",
    "Prices",
    "QualityConfig",
    "Reject",
    "RoleMatches",
    "RoleProfile",
    "RunEstimate",
    "SftRow",
    "SpeechExample",
    "StageRecord",
    "SynthConfig",
    "SynthManifest",
    "SynthResult",
    "TestSplitConfig",
    "UnitOutcome",
    "builtin_profiles",
    "dump_config",
    "estimate_run",
    "extract_json_object",
    "generate_structured",
    "load_config",
    "parse_config",
    "read_mrc_jsonl",
    "read_persona_jsonl",
    "read_synth_manifest",
    "requested_test_counts",
    "run_synth",
    "run_unit_stage",
    "select_personas",
    "write_demo_inputs",
    "write_demo_mrc_corpus",
    "write_mixes",
    "write_sample_personas",
]
