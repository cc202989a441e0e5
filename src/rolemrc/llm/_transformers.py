"""Local transformers causal LMs, prompted through their tokenizer's chat template."""

from __future__ import annotations

import pickle
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

import jinja2
import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    GenerationMixin,
    PreTrainedModel,
    PreTrainedTokenizerBase,
)

from rolemrc.core import ConfigError, InputError, fingerprint
from rolemrc.llm._protocol import ChatRequest, ChatResult, GenerationParams
from rolemrc.llm._restraint import RESTRAINT_FILE, apply_restraint_hooks, read_restraint_file
from rolemrc.llm._spec import ModelSpec, hf_source


def default_device() -> str:
    return "cuda" if torch.cuda.is_available() else "cpu"


def _require_chat_template(tokenizer: PreTrainedTokenizerBase, spec: str) -> None:
    if not tokenizer.chat_template:
        raise ConfigError(
            f"{spec}: the tokenizer has no chat template, so chat messages cannot be turned into a "
            "prompt; use a chat-tuned model, set tokenizer.chat_template, or use the 'embedded' "
            "backend, which supplies Gemma's turn format"
        )


def _as_id_set(value: int | Sequence[int] | None) -> set[int]:
    if value is None:
        return set()
    return {value} if isinstance(value, int) else set(value)


_TURN_PROBE = "rolemrc end of turn probe"


def end_of_turn_ids(tokenizer: PreTrainedTokenizerBase) -> set[int]:
    """The special token the chat template writes right after an assistant message (Gemma's
    ``<end_of_turn>``, Llama 3's ``<|eot_id|>``, ChatML's ``<|im_end|>``): where a reply ends,
    even when the tokenizer's and the generation config's eos tokens are other ones. Empty when
    the template puts no special token there."""
    conversation = [
        {"role": "user", "content": "Hello."},
        {"role": "assistant", "content": _TURN_PROBE},
    ]
    try:
        rendered = tokenizer.apply_chat_template(conversation, tokenize=False)
    except jinja2.TemplateError:
        return set()
    if not isinstance(rendered, str) or _TURN_PROBE not in rendered:
        return set()
    after = rendered.split(_TURN_PROBE, 1)[1].lstrip()
    token_ids: list[int] = tokenizer(after, add_special_tokens=False)["input_ids"] if after else []
    if not token_ids:
        return set()
    special = set(tokenizer.all_special_ids) | {
        token_id for token_id, token in tokenizer.added_tokens_decoder.items() if token.special
    }
    return {token_ids[0]} & special


class TransformersChatModel:
    """Batched generation with a loaded model: greedy when ``temperature == 0``, else sampling.

    Prompts are grouped by their generation params and sorted by length so that batches pad
    little; results are yielded with their original indices, batch by batch. Generation stops at
    the chat template's end-of-turn token, the tokenizer's or generation config's end tokens and
    ``stop_token_ids``.
    """

    def __init__(
        self,
        model: PreTrainedModel,
        tokenizer: PreTrainedTokenizerBase,
        *,
        spec: str,
        identity: dict[str, Any],
        batch_size: int = 8,
        stop_token_ids: Iterable[int] = (),
    ) -> None:
        _require_chat_template(tokenizer, spec)
        if batch_size < 1:
            raise ConfigError(f"batch_size must be at least 1, got {batch_size}")
        if not isinstance(model, GenerationMixin):
            raise ConfigError(f"{spec}: {type(model).__name__} cannot generate text")
        self._model = model
        model.train(False)  # inference: no dropout
        self._tokenizer = tokenizer
        self._spec = spec
        self._identity = identity
        self._batch_size = batch_size
        self._stop_ids = frozenset(
            _as_id_set(tokenizer.eos_token_id)
            | _as_id_set(model.generation_config.eos_token_id)
            | end_of_turn_ids(tokenizer)
            | set(stop_token_ids)
        )
        pad_id = tokenizer.pad_token_id
        if pad_id is None:
            pad_id = tokenizer.eos_token_id
        if pad_id is None:
            raise ConfigError(f"{spec}: the tokenizer has neither a pad token nor an eos token")
        self._pad_id: int = pad_id

    @property
    def spec(self) -> str:
        return self._spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._identity

    def __repr__(self) -> str:
        return f"TransformersChatModel(spec={self._spec!r}, device={str(self._model.device)!r})"

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        prompts = [self._encode(index, request) for index, request in enumerate(requests)]
        for params, indices in self._plan_batches(requests, prompts):
            yield from self._generate_batch(params, indices, [prompts[i] for i in indices])

    def close(self) -> None:
        """Nothing to release: the weights go when the object does."""

    def _encode(self, index: int, request: ChatRequest) -> list[int]:
        conversation = [message.to_openai() for message in request.messages]
        try:
            prompt = self._tokenizer.apply_chat_template(
                conversation, add_generation_prompt=True, tokenize=False
            )
        except jinja2.TemplateError as error:
            raise InputError(
                f"{self._spec}: the chat template rejected request {index}: {error}"
            ) from error
        token_ids: list[int] = self._tokenizer(prompt, add_special_tokens=False)["input_ids"]
        return token_ids

    def _plan_batches(
        self, requests: Sequence[ChatRequest], prompts: Sequence[list[int]]
    ) -> Iterator[tuple[GenerationParams, list[int]]]:
        by_params: dict[GenerationParams, list[int]] = {}
        for index, request in enumerate(requests):
            by_params.setdefault(request.params, []).append(index)
        for params, indices in by_params.items():
            ordered = sorted(indices, key=lambda index: len(prompts[index]))
            for start in range(0, len(ordered), self._batch_size):
                yield params, ordered[start : start + self._batch_size]

    def _generate_batch(
        self, params: GenerationParams, indices: list[int], prompts: list[list[int]]
    ) -> Iterator[tuple[int, ChatResult]]:
        width = max(len(prompt) for prompt in prompts)
        input_ids = torch.full((len(prompts), width), self._pad_id, dtype=torch.long)
        attention_mask = torch.zeros((len(prompts), width), dtype=torch.long)
        for row, prompt in enumerate(prompts):
            input_ids[row, width - len(prompt) :] = torch.tensor(prompt, dtype=torch.long)
            attention_mask[row, width - len(prompt) :] = 1
        # Explicit values win over the model's generation config; sampling is plain temperature
        # sampling (no top-k / top-p), as on OpenAI-compatible servers.
        sampling: dict[str, Any] = (
            {"do_sample": True, "temperature": params.temperature, "top_k": 0, "top_p": 1.0}
            if params.temperature > 0
            else {"do_sample": False}
        )
        if params.temperature > 0 and params.seed is not None:
            torch.manual_seed(params.seed)
        device = self._model.device
        with torch.inference_mode():
            # GenerationMixin checked in __init__; transformers' types cannot express the mix.
            output = cast(Any, self._model).generate(
                input_ids=input_ids.to(device),
                attention_mask=attention_mask.to(device),
                max_new_tokens=params.max_new_tokens,
                pad_token_id=self._pad_id,
                eos_token_id=sorted(self._stop_ids) or None,
                **sampling,
            )
        new_tokens: list[list[int]] = output[:, width:].tolist()
        for index, prompt, tokens in zip(indices, prompts, new_tokens, strict=True):
            yield index, self._result(len(prompt), tokens)

    def _result(self, prompt_tokens: int, new_tokens: list[int]) -> ChatResult:
        stop_at = next(
            (position for position, token in enumerate(new_tokens) if token in self._stop_ids),
            None,
        )
        if stop_at is None:
            kept, finish_reason, completion_tokens = new_tokens, "length", len(new_tokens)
        else:
            kept, finish_reason, completion_tokens = new_tokens[:stop_at], "stop", stop_at + 1
        text = self._tokenizer.decode(kept, skip_special_tokens=True)
        return ChatResult(
            text=text if isinstance(text, str) else "".join(text),
            finish_reason=finish_reason,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
        )


def local_files_signature(directory: Path) -> str:
    """A fingerprint of a model directory's file names, sizes and modification times: cheap, and it
    changes when a checkpoint is rewritten in place."""
    return fingerprint(
        [
            [str(path.relative_to(directory)), stat.st_size, stat.st_mtime_ns]
            for path in sorted(directory.rglob("*"))
            if path.is_file() and (stat := path.stat())
        ]
    )


@contextmanager
def weight_loading_bar_off() -> Iterator[None]:
    """Loading weights takes a second or two here; its progress bar would only clutter the run's
    own progress output."""
    from transformers.utils import logging as transformers_logging

    was_enabled = transformers_logging.is_progress_bar_enabled()
    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    try:
        yield
    finally:
        if was_enabled:
            transformers_logging.enable_progress_bar()  # type: ignore[no-untyped-call]


def load_transformers_chat_model(
    name_or_path: str | Path,
    *,
    spec: str | None = None,
    identity: dict[str, Any] | None = None,
    batch_size: int = 8,
    device: str | None = None,
    dtype: torch.dtype | None = None,
) -> TransformersChatModel:
    """Load a causal LM and its tokenizer from a directory (or a hub id where the hub is reachable).

    Defaults: the GPU when there is one (bfloat16), else the CPU (float32). A directory with a
    hooks-mode ``restraint.json`` loads the base model it names and applies the restraint.
    """
    name = str(name_or_path)
    spec = spec or str(ModelSpec.hf(name))
    source, local = hf_source(name, spec)
    # --- neuron restraint (rolemrc restrain --mode hooks) ---
    restraint_file = read_restraint_file(Path(source)) if local else None
    hooked = restraint_file if restraint_file and restraint_file.mode == "hooks" else None
    if hooked is not None:
        source = hooked.base_model
        if not Path(source).is_dir():
            raise ConfigError(f"{spec}: the base model of {RESTRAINT_FILE} is missing: {source}")
    # --- end neuron restraint ---
    try:
        tokenizer = AutoTokenizer.from_pretrained(source)
        _require_chat_template(tokenizer, spec)
        device = device or default_device()
        if dtype is None:
            dtype = torch.float32 if device == "cpu" else torch.bfloat16
        with weight_loading_bar_off():
            model = AutoModelForCausalLM.from_pretrained(source, dtype=dtype)
        model.to(device)  # type: ignore[arg-type]  # transformers types `to` too narrowly
    except (OSError, ValueError) as error:
        raise ConfigError(f"{spec}: cannot load the model: {error}") from error
    except pickle.UnpicklingError as error:  # torch's weights-only loader refused a .bin
        first_line = str(error).strip().splitlines()[0] if str(error).strip() else "refused"
        raise ConfigError(
            f"{spec}: cannot load the model: torch refused its pickle checkpoint ({first_line}); "
            "save the weights as safetensors"
        ) from error
    if identity is None:
        identity = {
            "provider": "hf",
            "model": source,
            "files": local_files_signature(Path(source)) if local else None,
        }
    if hooked is not None:  # neuron restraint: hooks on, and answers cached apart
        apply_restraint_hooks(model, hooked.restraint)
        identity = {**identity, "restraint": hooked.restraint.identity()}
    return TransformersChatModel(
        model, tokenizer, spec=spec, identity=identity, batch_size=batch_size
    )
