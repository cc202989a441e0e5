"""Golden outputs: every capability run on fixed inputs against scripted models, each output
file reduced to a digest that ``tests/test_outputs_unchanged.py`` compares with the committed
table ``tests/data/golden/outputs.json``.

Regenerate the table (only when an output change is intended, and say why in the commit)::

    PYTHONPATH=src:tests OMP_NUM_THREADS=1 python tests/support/golden.py --write

``python tests/support/golden.py`` without ``--write`` runs everything and prints what differs.

Files holding full-precision results of torch's floating-point CPU kernels
(:data:`KERNEL_DEPENDENT`: trained weights, training metrics, embeddings, similarity and
BERTScore values) differ in their last bits from one kind of CPU to another, which is no
regression. The table keeps their digests per CPU kind (``{"by_cpu_kind": {kind: digest}}``,
the kind named by :func:`cpu_kind`), every other file's once. On a kind the table has digests
for, every file is compared; on another one, the kernel-dependent files are only checked to be
written, and the output names them. ``--write`` writes this kind's digests and keeps the other
kinds' (but drops them for a file whose digest on this kind changed: the output changed, theirs
are stale). The digests from before the table recorded kinds are kept under ``"unrecorded"``:
a machine whose ATen kernels were AVX-512 (its BERTScore values are those of an AMD EPYC under
AVX-512 kernels, not under AVX2) but whose embeddings and trained weights differ from that
EPYC's (also with ``MKL_ENABLE_INSTRUCTIONS=AVX512``): presumably MKL or oneDNN took their
code paths for another vendor's CPU or for AMX.

How the runs are kept reproducible:

- Every run happens in a fresh work directory that is also the working directory, with
  relative paths (``--out eval-rules``, ``--data inputs/sample.jsonl``), so reports and configs
  name the same paths wherever the directory lives. Inputs shipped in the repository are copied
  in first for the same reason.
- ``ROLEMRC_HOME`` points into the work directory and every run has its own LLM cache file
  there, so no user cache (LLM answers, NLTK data) leaks in; the Hugging Face hub is offline.
- Models are the ``mock/`` provider with scripts registered here (answers are functions of the
  prompt), and tiny random transformers models built from configs with a fixed seed.

What is compared, per file of each run directory (see :func:`digest_run`):

- the SHA-256 of the file's bytes, after the work directory's absolute path (should one appear)
  is replaced by ``<WORK>``;
- for text files, also a short digest per line, so a mismatch can name the lines that changed.

Left out: each run directory's own manifest, ``manifest.json`` (eval, RoleBench eval,
Context-Instruct, synth, probe) and ``train_manifest.json`` (train). They hold start times and
per-phase durations (eval's ``started``, ``generation_s``, ``reference_metrics_s``; probe's
``probe_s``; synth's per-stage times), throughput, package versions, and absolute paths (synth's
config and cache paths, probe's and train's ``model_source``); the issue also lets their shape
change. Manifests below the top (synth's ``index/manifest.json``: the embedding index's shard
digests, no clock, no path) are compared. See :data:`CLOCK_VALUES`, :data:`IDENTITY_FINGERPRINT`,
:data:`UNORDERED_FILES` and :data:`PACKAGE_VERSION` for the other special cases, each with its
reason.
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import hashlib
import json
import os
import platform
import re
import shutil
import sys
import zlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
import yaml
from typer.testing import CliRunner

REPO = Path(__file__).resolve().parents[2]
if __name__ == "__main__":  # run as a script: the checkout's sources and test helpers first
    sys.path[:0] = [str(REPO / "src"), str(REPO / "tests")]

from rolemrc.cli import app  # noqa: E402
from rolemrc.llm import (  # noqa: E402
    ChatRequest,
    register_mock_script,
    unregister_mock_script,
)
from support.chat_templates import GEMMA_CHAT_TEMPLATE  # noqa: E402
from support.synth_answers import realistic_generator  # noqa: E402
from support.tiny_models import build_tiny_chat_model  # noqa: E402

TABLE = REPO / "tests" / "data" / "golden" / "outputs.json"
REGENERATE = "PYTHONPATH=src:tests OMP_NUM_THREADS=1 python tests/support/golden.py --write"
ROLELLM_DATA = REPO / "tests" / "rolellm" / "data"
ROLE_SPECIFIC = "rolellm-data/rolebench-eng/instruction-generalization/role_specific"
ROLE_GENERALIZATION = "rolellm-data/rolebench-eng/role-generalization/role_specific"
WORK_MARK = b"<WORK>"

RUN_MANIFESTS = frozenset({"manifest.json", "train_manifest.json"})
"""A run directory's manifest (at its top): clock times, durations, versions, absolute paths."""

UNORDERED_FILES = frozenset({"profiles.journal.jsonl", "dialogues.journal.jsonl"})
"""Synth's journals in ``work/``, which its threads append to in the order answers arrive (two
runs of the demo wrote ``profiles.journal.jsonl`` in different orders): compared as sorted
lines. The files built from them (``profiles.jsonl``, ``dialogues.jsonl``, ...) are rewritten in
input order, and call ledgers (``calls.jsonl``, ``calls/*.jsonl``) sorted by key, so those are
compared byte for byte."""

CLOCK_VALUES = (
    (
        re.compile(
            rb'"(train_runtime|train_samples_per_second|train_steps_per_second|step_time)": '
            rb"[-+0-9.eE]+"
        ),
        rb'"\1": "<CLOCK>"',
    ),
    (re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)?"), b"<TIME>"),
)
"""Clock readings inside compared files, masked: the trainers' run time and throughput in
``metrics.jsonl`` (train), and ISO times such as ``winrate.json``'s ``created``."""

PACKAGE_VERSION = re.compile(rb'"(transformers_version|peft_version)": "[^"]*"')
"""The version of the library that saved a model, stamped into its ``config.json`` and
``generation_config.json`` (train): masked, as the manifests' package versions are left out; a
fresh install may bring a newer release (5.24.0 wrote the table, 5.25.0 came out the same day)
with the same weights and settings."""

FRAMEWORK_VERSION = re.compile(rb"^- PEFT [0-9][^\n]*$", re.MULTILINE)
"""The PEFT release an adapter's ``README.md`` names under "Framework versions" (train): masked
like :data:`PACKAGE_VERSION` (0.21.2 wrote the table; a fresh install brought 0.22.0)."""

IDENTITY_FINGERPRINT = re.compile(rb'"fingerprint": "[0-9a-f]{64}"')
"""Synth's ``work/STAGE.identity.json`` holds a digest of the identity beside it, which names
its inputs by absolute path (``work/matching.identity.json``): the digest is masked, the identity
itself compared with the path masked."""

Digest = dict[str, Any]
"""One file's digest: ``{"sha256": ..., "lines": [...]}`` (``lines`` only for text files)."""

Entry = dict[str, Any]
"""One file's entry in the table: a :data:`Digest`, or for a kernel-dependent file
``{"by_cpu_kind": {kind: Digest, ...}}``."""

Table = dict[str, dict[str, dict[str, Entry]]]
"""``{capability: {run: {file: entry}}}``."""

BY_CPU_KIND = "by_cpu_kind"
UNRECORDED_KIND = "unrecorded"
"""The kind of digests written before the table recorded kinds (the machine is not known)."""

KERNEL_DEPENDENT: dict[str, tuple[str, ...]] = {
    "eval": (
        # BERTScore's precision, recall and F1 (MiniLM's token vectors), written to 17 digits,
        # and the report's mean and standard deviation of them
        "eval-rules/scores.jsonl",
        "eval-rules/report.json",
        "eval-rules/report.html",
    ),
    "synth": (
        "synth-demo/index/embeddings/*.npy",  # MiniLM's float32 vectors of the MRC corpus
        "synth-demo/index/triplets.sqlite",  # holds the profiles' MiniLM vectors
        "synth-demo/matches.jsonl",  # cosine scores of those vectors, written to 17 digits
    ),
    "train": (
        "train-*/model.safetensors",  # weights after optimizer steps
        "train-*/adapter/adapter_model.safetensors",
        "train-*/metrics.jsonl",  # losses, gradient norms, rewards' and logits' statistics
    ),
}
"""``run/file`` patterns (:mod:`fnmatch`) per capability of the files whose bytes hold
full-precision results of torch's floating-point CPU kernels. Which kernels run (and so the
last bits of a sum or a product) depends on the CPU (see :func:`cpu_kind`), so these files keep
one digest per CPU kind; every other file has one digest for all machines.

Every file of the ``train-*`` runs that holds weights or metrics is listed, though GRPO's one
step on rewards of zero spread leaves the weights as they were: its metrics hold the policy's
entropy, and other data would move the weights.

Not listed, though computed in floats, and the same under ATen's AVX2 and AVX-512 kernels and
MKL's and oneDNN's AVX2 and AVX-512 paths: eval-rules' ``report.md`` (BERTScore rounded to 4
digits); probe's outputs (how often each neuron is in a sample's top set: counts, which a last
bit moves only at a near tie); the texts synth builds from its ranked matches (no score); the
tiny models' seeded initial weights (torch's random generator)."""

KERNEL_OVERRIDES = (
    "ATEN_CPU_CAPABILITY",
    "MKL_ENABLE_INSTRUCTIONS",
    "MKL_CBWR",
    "ONEDNN_MAX_CPU_ISA",
)
"""Environment variables that change which CPU kernels torch, MKL and oneDNN pick."""

ISA_FLAGS = ("avx2", "avx512f", "avx512_bf16", "avx512_fp16", "amx_bf16")
"""CPU flags (``/proc/cpuinfo``) behind MKL's and oneDNN's choice of code path beyond
torch's own capability level."""


# -- the scripted models -------------------------------------------------------------------


def _last_user(request: ChatRequest) -> str:
    return next((m.content for m in reversed(request.messages) if m.role == "user"), "")


def _policy(request: ChatRequest) -> str:
    """A role-player: narration, then the tail of the last user message."""
    return f"(smiles) Let me think. {_last_user(request)[-50:]}"


def _judge(request: ChatRequest) -> str:
    """A judge whose 0/1 verdict is a function of the whole prompt."""
    prompt = "\n".join(message.content for message in request.messages)
    return str(zlib.crc32(prompt.encode()) % 2)


def _winrate_judge(request: ChatRequest) -> str:
    prompt = "\n".join(message.content for message in request.messages)
    return ("Winner: 1", "Winner: 2", "Winner: tie")[zlib.crc32(prompt.encode()) % 3]


def _synth_generator(request: ChatRequest) -> str:
    messages = [{"role": m.role, "content": m.content} for m in request.messages]
    return realistic_generator({"messages": messages})


def _context_instruct_generator(request: ChatRequest) -> str:
    """Two question-confidence-answer items per call: one kept, one below the confidence bar."""
    prompt = request.messages[0].content
    role = "Sheldon Cooper" if "Sheldon Cooper" in prompt else "someone"
    kind = "script_based" if "An excerpt of the script" in prompt else "script_agnostic"
    marker = hashlib.sha256(prompt.encode()).hexdigest()[:6]
    items = [
        {
            "type": kind,
            "question": f"{role}, what about {marker}?",
            "confidence": 8,
            "answer": f"Let me tell you about {marker}.",
        },
        {"type": kind, "question": f"{role}, a guess?", "confidence": 3, "answer": "No idea."},
    ]
    return json.dumps({"items": items})


SCRIPTS: dict[str, Callable[[ChatRequest], str]] = {
    "golden-policy": _policy,
    "golden-judge": _judge,
    "golden-winrate-judge": _winrate_judge,
    "golden-synth": _synth_generator,
    "golden-context-instruct": _context_instruct_generator,
}


@contextmanager
def scripted_models() -> Iterator[None]:
    """The ``mock/golden-*`` scripts, registered for the duration."""
    for name, script in SCRIPTS.items():
        unregister_mock_script(name)
        register_mock_script(name)(script)
    try:
        yield
    finally:
        for name in SCRIPTS:
            unregister_mock_script(name)


# -- the runs ------------------------------------------------------------------------------

_runner = CliRunner()


def rolemrc(*args: str) -> None:
    """``rolemrc ARGS`` in this process; anything but exit status 0 raises."""
    result = _runner.invoke(app, list(args))
    if result.exit_code != 0:
        raise AssertionError(
            f"rolemrc {' '.join(args)} exited {result.exit_code}:\n{result.output[-3000:]}"
        ) from result.exception


def _sample(work: Path) -> str:
    path = work / "inputs" / "sample.jsonl"
    if not path.exists():
        rolemrc("sample", "--out", "inputs/sample.jsonl")
    return "inputs/sample.jsonl"


def _rolellm_data(work: Path) -> None:
    if not (work / "rolellm-data").exists():
        shutil.copytree(ROLELLM_DATA, work / "rolellm-data")


def run_eval(work: Path) -> list[str]:
    """``rolemrc eval`` of the built-in sample: the scripted policy, then the rules judge with
    BERTScore by the shipped MiniLM, and the scripted LLM judge without BERTScore."""
    data = _sample(work)
    common = ["eval", "--data", data, "--model", "mock/golden-policy", "--no-progress"]
    rolemrc(*common, "--judge", "rules", "--out", "eval-rules", "--cache", "eval-rules.sqlite")
    rolemrc(
        *common,
        *("--judge", "mock/golden-judge", "--bertscore-model", "none"),
        *("--out", "eval-llm-judge", "--cache", "eval-llm-judge.sqlite"),
    )
    return ["eval-rules", "eval-llm-judge"]


def run_rolebench(work: Path) -> list[str]:
    """RoleBench eval: the scripted policy with RoleLLM's system prompt, and a shipped
    responses file scored on a split with repeated questions."""
    _rolellm_data(work)
    rolemrc(
        *("rolellm", "eval", "--split", f"{ROLE_SPECIFIC}/test.jsonl"),
        *("--model", "mock/golden-policy", "--profiles", "rolellm-data/profiles.json"),
        *("--out", "rolebench-generate", "--cache", "rolebench.sqlite", "--no-progress"),
    )
    rolemrc(
        *("rolellm", "eval", "--split", f"{ROLE_GENERALIZATION}/test.jsonl"),
        *("--responses", f"{ROLE_GENERALIZATION}/rolegpt_baseline.jsonl"),
        *("--out", "rolebench-responses", "--no-progress"),
    )
    return ["rolebench-generate", "rolebench-responses"]


def run_context_instruct(work: Path) -> list[str]:
    """Context-Instruct for one role of the shipped profiles, and the win rate of scripted
    answers over the shipped RoleGPT baseline, judged by a scripted judge."""
    _rolellm_data(work)
    rolemrc(
        *("rolellm", "context-instruct", "--generator", "mock/golden-context-instruct"),
        *("--profiles", "rolellm-data/profiles.json", "--role", "Sheldon Cooper"),
        *("--segment-chars", "200", "--questions", "2"),
        *("--out", "context-instruct", "--cache", "context-instruct.sqlite", "--no-progress"),
    )
    split = work / ROLE_GENERALIZATION / "test.jsonl"
    rows = [json.loads(line) for line in split.read_text(encoding="utf-8").splitlines()]
    mine = work / "inputs" / "winrate-a.jsonl"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text(
        "".join(
            json.dumps({"id": f"row-{n:05d}", **row, "response": f"Mine, number {n}."}) + "\n"
            for n, row in enumerate(rows[:6])
        ),
        encoding="utf-8",
    )
    rolemrc(
        *("rolellm", "winrate", "--a", "inputs/winrate-a.jsonl"),
        *("--b", f"{ROLE_GENERALIZATION}/rolegpt_baseline.jsonl"),
        *("--split", f"{ROLE_GENERALIZATION}/test.jsonl", "--judge", "mock/golden-winrate-judge"),
        *("--out", "winrate", "--cache", "winrate.sqlite", "--no-progress"),
    )
    return ["context-instruct", "winrate"]


def run_synth(work: Path) -> list[str]:
    """The demo preset's config and inputs, with the scripted generator (prompted as an
    instruct model) in place of the embedded model."""
    from rolemrc.synth import dump_config, write_demo_inputs

    config = dump_config(write_demo_inputs(Path("synth-demo")))
    config["generator"] |= {"model": "mock/golden-synth", "prompting": "instruct"}
    config["cache"] = {"path": "synth-demo.sqlite"}
    # paths in a config file are read relative to its directory: the work directory here
    (work / "synth-demo.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    rolemrc("synth", "--config", "synth-demo.yaml", "--out", "synth-demo", "--quiet")
    return ["synth-demo"]


TRAIN_CHAT = [
    {"role": "System", "content": "You are a role play answer please"},
    {"role": "Assistant", "content": "the cat sat on the mat"},
    {"role": "User", "content": "answer the question about the passage please"},
    {"role": "Assistant", "content": "a dog ran in the park"},
]


def _write_jsonl(path: Path, rows: Sequence[dict[str, Any]]) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return str(path.relative_to(Path.cwd()))


def _tiny_model(work: Path) -> str:
    if not (work / "tiny-model").exists():
        build_tiny_chat_model(
            work / "tiny-model",
            chat_template=GEMMA_CHAT_TEMPLATE,  # a family the trainer knows the turns of
            extra_special_tokens=("<start_of_turn>", "<end_of_turn>"),
            byte_level=True,
        )
    return "tiny-model"


def run_train(work: Path) -> list[str]:
    """SFT (2 full fine-tuning steps) of a tiny random Llama in Gemma's chat format, DPO (2
    steps) of its output, and GRPO (1 step) of the tiny model with the format and reference
    rewards. The weight files are compared too: two runs on one machine wrote the same bytes."""
    model = _tiny_model(work)
    sft = _write_jsonl(work / "inputs" / "train-sft.jsonl", [{"conversations": TRAIN_CHAT}])
    dpo = _write_jsonl(
        work / "inputs" / "train-dpo.jsonl",
        [{"prompt": TRAIN_CHAT[:3], "chosen": TRAIN_CHAT[3]["content"], "rejected": "the a"}],
    )
    task = "role_related_mrc_answer_with_narration"
    rl = _write_jsonl(
        work / "inputs" / "train-rl.jsonl",
        [
            {"prompt": TRAIN_CHAT[:3], "task": task, "reference": TRAIN_CHAT[3]["content"]},
            {"question": TRAIN_CHAT[:1] + TRAIN_CHAT[2:3], "task": task, "reference": "a dog"},
        ],
    )
    common = ["--preset", "demo", "--no-progress"]
    rolemrc(
        *("train", "sft", "--data", sft, "--model", f"hf/{model}", "--out", "train-sft"),
        *common,
        *("--max-steps", "2", "--full", "--learning-rate", "0.001", "--max-length", "64"),
    )
    rolemrc(
        *("train", "dpo", "--data", dpo, "--model", "train-sft", "--out", "train-dpo"),
        *common,
        *("--max-steps", "2", "--beta", "0.2"),
    )
    rolemrc(
        *("train", "grpo", "--data", rl, "--model", f"hf/{model}", "--out", "train-grpo"),
        *common,
        *("--reward", "format,reference", "--max-steps", "1", "--max-completion-length", "4"),
    )
    return ["train-sft", "train-dpo", "train-grpo"]


def run_probe(work: Path) -> list[str]:
    """Activation frequency of the tiny random Llama against a copy of it with seeded noise
    added to every weight, on the built-in sample."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    base = _tiny_model(work)
    tuned = work / "tiny-model-tuned"
    if not tuned.exists():
        model = AutoModelForCausalLM.from_pretrained(work / base)
        generator = torch.Generator().manual_seed(1)
        with torch.no_grad():
            for parameter in model.parameters():
                parameter.add_(0.05 * torch.randn(parameter.shape, generator=generator))
        model.save_pretrained(tuned)
        AutoTokenizer.from_pretrained(work / base).save_pretrained(tuned)
    rolemrc(
        *("probe", "--base", f"hf/{base}", "--tuned", "hf/tiny-model-tuned"),
        *("--data", _sample(work), "--out", "probe", "--mode", "mlp", "--limit", "9"),
        *("--batch-size", "4", "--max-neurons", "20", "--device", "cpu"),
    )
    return ["probe"]


@dataclass(frozen=True)
class Capability:
    name: str
    run: Callable[[Path], list[str]]  # runs in the work directory, returns its run directories


CAPABILITIES = (
    Capability("eval", run_eval),
    Capability("rolebench", run_rolebench),
    Capability("context-instruct", run_context_instruct),
    Capability("synth", run_synth),
    Capability("train", run_train),
    Capability("probe", run_probe),
)


@contextmanager
def isolated(work: Path) -> Iterator[None]:
    """``work`` as the working directory, ``ROLEMRC_HOME`` inside it, the hub offline, torch on
    one thread, the scripted models registered; everything restored afterwards."""
    settings = {
        "ROLEMRC_HOME": str(work / "rolemrc-home"),
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
    }
    saved = {key: os.environ.get(key) for key in settings}
    before, threads = Path.cwd(), torch.get_num_threads()
    os.environ.update(settings)
    os.chdir(work)
    # one thread whatever OMP_NUM_THREADS says: sums split over threads round differently
    torch.set_num_threads(1)
    try:
        with scripted_models():
            yield
    finally:
        torch.set_num_threads(threads)
        os.chdir(before)
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


# -- digests -------------------------------------------------------------------------------


def _line_digest(line: bytes) -> str:
    return hashlib.sha256(line).hexdigest()[:12]


def normalized(path: Path, work: Path) -> bytes:
    """The bytes compared: the work directory's path masked, clock readings masked (see
    :data:`CLOCK_VALUES`), the saving library's version masked (:data:`PACKAGE_VERSION`), an
    identity file's own digest masked, unordered files' lines sorted."""
    data = path.read_bytes()
    for form in {str(work), str(work.resolve())}:
        data = data.replace(form.encode(), WORK_MARK)
    for pattern, replacement in CLOCK_VALUES:
        data = pattern.sub(replacement, data)
    data = PACKAGE_VERSION.sub(rb'"\1": "<VERSION>"', data)
    data = FRAMEWORK_VERSION.sub(b"- PEFT <VERSION>", data)
    if path.name.endswith(".identity.json"):
        data = IDENTITY_FINGERPRINT.sub(rb'"fingerprint": "<DIGEST>"', data)
    if path.parent.name == "work" and path.name in UNORDERED_FILES:
        data = b"".join(sorted(data.splitlines(keepends=True)))
    if path.name == "adapter_config.json":
        data = _sorted_target_modules(data)
    return data


def _sorted_target_modules(data: bytes) -> bytes:
    """PEFT keeps an adapter's ``target_modules`` as a set and writes it in the set's order,
    which changes with Python's string hashing from one process to the next: sorted here. Options
    left unset (``null``) are left out, so that a newer PEFT naming one more unset option (0.22.0's
    ``"astra_config": null``) is the same adapter."""
    config = {key: value for key, value in json.loads(data).items() if value is not None}
    if isinstance(config.get("target_modules"), list):
        config["target_modules"] = sorted(config["target_modules"])
    return (json.dumps(config, indent=2) + "\n").encode()


def _text_lines(data: bytes) -> list[bytes] | None:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return data.splitlines()


def digest_run(run: Path, work: Path) -> dict[str, Digest]:
    """``{relative path: digest}`` of every file under ``run`` but the excluded ones."""
    digests: dict[str, Digest] = {}
    for path in sorted(run.rglob("*")):
        if not path.is_file() or (path.parent == run and path.name in RUN_MANIFESTS):
            continue
        data = normalized(path, work)
        digest: Digest = {"sha256": hashlib.sha256(data).hexdigest()}
        lines = _text_lines(data)
        if lines is not None:
            digest["lines"] = [_line_digest(line) for line in lines]
        digests[path.relative_to(run).as_posix()] = digest
    return digests


def run_capability(capability: Capability, work: Path) -> dict[str, dict[str, Digest]]:
    """``{run: {file: digest}}`` of one capability's runs in the (empty) directory ``work``."""
    work.mkdir(parents=True, exist_ok=True)
    with isolated(work):
        runs = capability.run(work)
    return {run: digest_run(work / run, work) for run in runs}


def read_table() -> Table:
    table: Table = json.loads(TABLE.read_text("utf-8"))
    return table


# -- CPU kinds -----------------------------------------------------------------------------


def _cpu_vendor_and_flags() -> tuple[str, set[str]]:
    """The first processor's vendor and feature flags from ``/proc/cpuinfo`` (x86 and Arm
    spellings), or the platform's processor name and no flags where there is no such file."""
    try:
        first = Path("/proc/cpuinfo").read_text(encoding="utf-8").split("\n\n")[0]
    except OSError:
        return platform.processor() or platform.machine(), set()
    fields: dict[str, str] = {}
    for line in first.splitlines():
        key, _, value = line.partition(":")
        fields.setdefault(key.strip(), value.strip())
    vendor = fields.get("vendor_id") or fields.get("CPU implementer") or platform.machine()
    return vendor, set((fields.get("flags") or fields.get("Features") or "").split())


def cpu_kind() -> str:
    """What decides the floating-point CPU kernels of this process, as one readable key: the
    torch build, the kernel set ATen dispatches to (``get_cpu_capability``), the CPU vendor
    (MKL picks its code paths by vendor as well as by instruction set), the flags in
    :data:`ISA_FLAGS` and any of :data:`KERNEL_OVERRIDES` that is set."""
    vendor, flags = _cpu_vendor_and_flags()
    parts = [
        f"torch {torch.__version__}",
        f"aten {torch.backends.cpu.get_cpu_capability()}",
        vendor,
        *(flag for flag in ISA_FLAGS if flag in flags),
        *(f"{name}={os.environ[name]}" for name in KERNEL_OVERRIDES if os.environ.get(name)),
    ]
    return ", ".join(parts)


def is_kernel_dependent(capability: str, run: str, name: str) -> bool:
    """Whether ``run/name`` of ``capability`` matches :data:`KERNEL_DEPENDENT`."""
    path = f"{run}/{name}"
    return any(fnmatch.fnmatchcase(path, p) for p in KERNEL_DEPENDENT.get(capability, ()))


def digests_by_kind(entry: Entry | None) -> dict[str, Digest]:
    """A table entry's digests per CPU kind; a plain digest (written before the file was
    known to be kernel-dependent) counts as :data:`UNRECORDED_KIND`'s."""
    if entry is None:
        return {}
    if BY_CPU_KIND in entry:
        return dict(entry[BY_CPU_KIND])
    return {UNRECORDED_KIND: entry}


def updated_table(
    old: Table, actual: dict[str, dict[str, dict[str, Digest]]], kind: str
) -> tuple[Table, list[str]]:
    """The table ``--write`` writes, and a note per file whose other kinds' digests it drops.

    Every file now written gets its digest; a kernel-dependent one gets it as ``kind``'s, and
    keeps the other kinds' digests from ``old``, unless its digest for ``kind`` itself changed:
    then the output changed, the other kinds' digests are stale and are dropped (on those
    kinds the file is then reported as not compared instead of failing). Files no longer
    written, and capabilities not in ``actual``, are left out."""
    table: Table = {}
    dropped: list[str] = []
    for capability, runs in actual.items():
        for run, files in runs.items():
            entries = table.setdefault(capability, {}).setdefault(run, {})
            for name, digest in files.items():
                if not is_kernel_dependent(capability, run, name):
                    entries[name] = digest
                    continue
                kinds = digests_by_kind(old.get(capability, {}).get(run, {}).get(name))
                mine = kinds.pop(kind, None)
                if mine is not None and mine["sha256"] != digest["sha256"] and kinds:
                    dropped.append(
                        f"{capability}: run {run}: file {name}: changed on this CPU kind; "
                        f"dropped the digests of {', '.join(sorted(kinds))}"
                    )
                    kinds = {}
                entries[name] = {BY_CPU_KIND: {**kinds, kind: digest}}
    return table, dropped


# -- explaining a difference ---------------------------------------------------------------


def _shown(line: bytes) -> str:
    text = line.decode("utf-8", errors="replace")
    return text if len(text) <= 300 else text[:300] + " ..."


def _line_changes(expected: list[str], path: Path, work: Path, limit: int = 6) -> list[str]:
    lines = _text_lines(normalized(path, work)) or []
    actual = [_line_digest(line) for line in lines]
    notes = []
    matcher = difflib.SequenceMatcher(a=expected, b=actual, autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if a1 > a0:
            notes.append(f"    - expected lines {a0 + 1}-{a1} ({a1 - a0}) are gone or changed")
        notes.extend(f"    + line {n + 1} now: {_shown(lines[n])}" for n in range(b0, b1))
    if len(notes) > limit:
        notes = [*notes[:limit], f"    ... and {len(notes) - limit} more difference(s)"]
    return notes


@dataclass
class Comparison:
    """What :func:`compare` found: one paragraph per difference, and the kernel-dependent
    files (``capability: run R: file F``) the table has no digest of for the CPU kind."""

    differences: list[str]
    not_compared: list[str]


def compare(
    capability: str,
    expected: dict[str, dict[str, Entry]],
    actual: dict[str, dict[str, Digest]],
    work: Path,
    kind: str,
) -> Comparison:
    """Compares every file's digest with its entry: a kernel-dependent file's with the digest
    for ``kind``, or not at all (only that it is written) when the table has none for it."""
    comparison = Comparison(differences=[], not_compared=[])
    found = comparison.differences
    for run in sorted(expected.keys() | actual.keys()):
        want, got = expected.get(run), actual.get(run)
        if want is None or got is None:
            found.append(
                f"{capability}: run {run}: {'not expected' if want is None else 'missing'}"
            )
            continue
        for name in sorted(want.keys() | got.keys()):
            where = f"{capability}: run {run}: file {name}"
            if name not in got:
                found.append(f"{where}: no longer written")
                continue
            if name not in want:
                found.append(f"{where}: newly written (not in the table)")
                continue
            entry = want[name]
            digest = entry[BY_CPU_KIND].get(kind) if BY_CPU_KIND in entry else entry
            if digest is None:
                comparison.not_compared.append(where)
            elif digest["sha256"] != got[name]["sha256"]:
                note = [f"{where}: content changed"]
                if "lines" in digest and "lines" in got[name]:
                    note += _line_changes(digest["lines"], work / run / name, work)
                found.append("\n".join(note))
    return comparison


def failure_message(found: list[str]) -> str:
    return (
        "outputs differ from the golden table "
        f"({TABLE.relative_to(REPO)}):\n" + "\n".join(found) + "\n\nIf (and only if) this "
        f"change of output is intended, regenerate the table with:\n    {REGENERATE}"
    )


def not_compared_message(not_compared: list[str], kind: str) -> str:
    return (
        f"{len(not_compared)} kernel-dependent file(s) not compared: the golden table "
        f"({TABLE.relative_to(REPO)}) has no digests for this CPU kind ({kind}):\n    "
        + "\n    ".join(not_compared)
        + "\nEvery other file was compared. To add this kind's digests (the other kinds' "
        f"are kept), run on this machine:\n    {REGENERATE}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="rewrite the golden table")
    parser.add_argument("--keep", type=Path, help="run in this (new) directory and keep it")
    arguments = parser.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    kind = cpu_kind()
    old = read_table() if TABLE.exists() else {}
    actual: dict[str, dict[str, dict[str, Digest]]] = {}
    found: list[str] = []
    not_compared: list[str] = []
    with tempfile.TemporaryDirectory(prefix="rolemrc-golden-") as scratch:
        root = arguments.keep or Path(scratch)
        for capability in CAPABILITIES:
            work = root / capability.name
            actual[capability.name] = run_capability(capability, work)
            if not arguments.write:
                expected = old.get(capability.name, {})
                comparison = compare(capability.name, expected, actual[capability.name], work, kind)
                found += comparison.differences
                not_compared += comparison.not_compared
    if arguments.write:
        table, dropped = updated_table(old, actual, kind)
        TABLE.parent.mkdir(parents=True, exist_ok=True)
        TABLE.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print("\n".join([*dropped, f"wrote {TABLE}; kernel-dependent files for CPU kind: {kind}"]))
        return 0
    if not_compared:
        print(not_compared_message(not_compared, kind))
    print(failure_message(found) if found else "outputs match the golden table")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
