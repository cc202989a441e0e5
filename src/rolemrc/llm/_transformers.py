"""Local transformers causal LMs, prompted through their tokenizer's chat template."""

from __future__ import annotations

import bisect
import os
import pickle
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

import jinja2
import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    GenerationMixin,
    LogitsProcessorList,
    PreTrainedModel,
    PreTrainedTokenizerBase,
    StoppingCriteria,
    StoppingCriteriaList,
    StopStringCriteria,
)

from rolemrc.core import ConfigError, InputError
from rolemrc.llm._access import DEFAULT_BATCH_SIZE
from rolemrc.llm._decode_loop import decode_leaving_finished_rows, loop_unfit_settings
from rolemrc.llm._one_row_linear import use_one_row_products
from rolemrc.llm._protocol import (
    ChatRequest,
    ChatResult,
    GenerationParams,
    find_stop_string,
    number_samples,
)
from rolemrc.llm._restraint import RESTRAINT_FILE, apply_restraint_hooks, read_restraint_file
from rolemrc.llm._row_sampling import RowSeededSampler, row_seed
from rolemrc.llm._spec import ModelSpec, hf_source, local_files_signature

DTYPE_ENV = "ROLEMRC_LOCAL_DTYPE"
_DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
GPU_CHECK_EVERY = 16
"""Decoding steps between looks at the tokens on a GPU (see decode_leaving_finished_rows)."""
AUTO_BATCH_MAX = 256
"""The most rows a batch chosen from free GPU memory holds (past that, steps slow down more
than rows are added)."""
_MEMORY_SHARE = 0.8  # of the free GPU memory a chosen batch may fill (the estimate is rough)
# CPU features that make bfloat16 matrix products native (and so several times faster than
# float32), as /proc/cpuinfo names them.
_NATIVE_BF16_FLAGS = frozenset({"avx512_bf16", "amx_bf16"})


def default_device() -> str:
    return "cuda" if torch.cuda.is_available() else "cpu"


def cpu_has_native_bf16(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    """Whether this CPU multiplies bfloat16 matrices natively (AVX512-BF16 or AMX-BF16)."""
    try:
        text = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return any(
        _NATIVE_BF16_FLAGS & set(line.split(":", 1)[1].split())
        for line in text.splitlines()
        if line.startswith("flags") and ":" in line
    )


def default_dtype(device: str) -> torch.dtype:
    """The dtype local models compute in: ``$ROLEMRC_LOCAL_DTYPE`` when set (``float32``,
    ``bfloat16`` or ``float16``), else bfloat16 on a GPU and on a CPU that multiplies bfloat16
    natively, else float32.

    On such a CPU bfloat16 prefills several times faster than float32 and reads half the bytes
    per decoded token; greedy answers agree with float32's on most rows and drift on some
    (measured in docs/performance.md), so ``ROLEMRC_LOCAL_DTYPE=float32`` is there for runs that
    must match float32 exactly.
    """
    chosen = os.environ.get(DTYPE_ENV, "").strip()
    if chosen:
        if chosen not in _DTYPES:
            raise ConfigError(
                f"{DTYPE_ENV}={chosen!r} is not a dtype local models can use; "
                f"use one of {', '.join(_DTYPES)} (or unset it)"
            )
        return _DTYPES[chosen]
    if device != "cpu" or cpu_has_native_bf16():
        return torch.bfloat16
    return torch.float32


def generation_memory(config: Any, dtype: torch.dtype) -> tuple[int, int]:
    """Rough bytes a decoding batch needs of a model with ``config`` in ``dtype``: per token
    of a row (its keys and values in every layer, plus what a prefill holds for it at once:
    hidden states and the MLP's intermediate activations of one layer) and per row (the
    last position's logits, in the model's dtype and twice in float32)."""
    item = torch.empty((), dtype=dtype).element_size()
    layers = int(config.num_hidden_layers)
    hidden = int(config.hidden_size)
    heads = int(config.num_attention_heads)
    kv_heads = int(getattr(config, "num_key_value_heads", None) or heads)
    head_dim = int(getattr(config, "head_dim", None) or hidden // heads)
    intermediate = int(getattr(config, "intermediate_size", None) or 4 * hidden)
    keys_and_values = 2 * layers * kv_heads * head_dim * item
    prefill = (4 * hidden + 3 * intermediate + heads * head_dim) * item
    logits = int(config.vocab_size) * (item + 2 * 4)
    return keys_and_values + prefill, logits


def fitting_batch_size(
    *,
    budget_bytes: int,
    prompt_lengths: Sequence[int],
    max_new_tokens: int,
    bytes_per_token: int,
    bytes_per_row: int,
    most: int = AUTO_BATCH_MAX,
) -> int:
    """How many of ``prompt_lengths`` (the next prompts, shortest first) one batch takes: the
    most rows whose padded length (the longest of them) plus ``max_new_tokens`` fits
    ``budget_bytes`` at ``bytes_per_token`` a token and ``bytes_per_row`` a row, at most
    ``most``; at least one (a row too long for the budget still runs, alone)."""
    rows = 0
    for count, length in enumerate(prompt_lengths[:most], start=1):
        needed = count * ((length + max_new_tokens) * bytes_per_token + bytes_per_row)
        if needed > budget_bytes:
            break
        rows = count
    return max(1, rows)


def _load_causal_lm(source: str, dtype: torch.dtype) -> tuple[PreTrainedModel, str]:
    """The model with PyTorch's fused attention (``sdpa``: the same greedy answers as the eager
    path on the demo rows, without materialising the attention matrix), or the eager path for a
    model class that has no sdpa kernel. Returns the model and the attention it uses."""
    with weight_loading_bar_off():
        try:
            model = AutoModelForCausalLM.from_pretrained(
                source, dtype=dtype, attn_implementation="sdpa"
            )
        except ValueError as error:  # transformers: "... does not support ... through
            # torch.nn.functional.scaled_dot_product_attention yet"
            if not any(name in str(error) for name in ("scaled_dot_product_attention", "sdpa")):
                raise
            model = AutoModelForCausalLM.from_pretrained(
                source, dtype=dtype, attn_implementation="eager"
            )
    return model, str(model.config._attn_implementation)


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


def _render(
    tokenizer: PreTrainedTokenizerBase, conversation: list[dict[str, str]], **options: Any
) -> str:
    rendered = tokenizer.apply_chat_template(conversation, tokenize=False, **options)
    assert isinstance(rendered, str)  # tokenize=False renders one conversation to text
    return rendered


def chat_prompt(tokenizer: PreTrainedTokenizerBase, conversation: list[dict[str, str]]) -> str:
    """The prompt text of ``conversation`` (OpenAI-style messages): the opening of a new assistant
    turn after it or, when its last message is the assistant's, that message left open for the
    model to continue.

    A continued message is rendered by transformers (``continue_final_message=True``), which
    ends the prompt right after the message's text. Where the template trims message text
    (Gemma's does) transformers drops the text's trailing whitespace; it is put back, so the
    prompt always ends with the exact prefix and what the model writes is what follows it: "The
    answer is " is continued after its space (the space is a token of its own then, and the
    continuation starts without one). A message with no text but whitespace continues like a
    new turn: the generation prompt, then that whitespace (transformers' strip would also eat
    the newline the template writes after the turn's header).
    """
    if not conversation or conversation[-1]["role"] != "assistant":
        return _render(tokenizer, conversation, add_generation_prompt=True)
    prefix = conversation[-1]["content"]
    if not prefix.strip():
        return _render(tokenizer, conversation[:-1], add_generation_prompt=True) + prefix
    prompt = _render(
        tokenizer, conversation, continue_final_message=True, add_generation_prompt=False
    )
    trailing_space = prefix[len(prefix.rstrip()) :]
    return prompt if prompt.endswith(trailing_space) else prompt + trailing_space


class _StopStringInAnswer(StoppingCriteria):
    r"""Ends a row once its answer (its tokens from ``answer_start`` on) holds a stop string.

    transformers' ``StopStringCriteria`` finds candidate rows fast, on token strings, but it
    also matches a stop string that begins in the prompt (chat prompts end with a newline, so
    "\n\n" would end every answer that starts with one): each candidate is confirmed on its
    decoded answer. Without ``candidates`` (a vocabulary ``StopStringCriteria`` cannot read,
    such as a word-level one) every row is a candidate.
    """

    def __init__(
        self,
        candidates: StopStringCriteria | None,
        answer_start: int,
        holds_stop_string: Callable[[list[int]], bool],
    ) -> None:
        self._candidates = candidates
        self._answer_start = answer_start
        self.holds_stop_string = holds_stop_string

    def __call__(
        self, input_ids: torch.LongTensor, scores: tuple[torch.Tensor] | None, **kwargs: Any
    ) -> torch.BoolTensor:
        found: torch.Tensor = (
            self._candidates(input_ids, scores, **kwargs)
            if self._candidates is not None
            else torch.ones(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)
        )
        for row in torch.nonzero(found).flatten().tolist():
            answer: list[int] = input_ids[row, self._answer_start :].tolist()
            if not self.holds_stop_string(answer):
                found[row] = False
        return cast(torch.BoolTensor, found)


class TransformersChatModel:
    """Batched generation with a loaded model: greedy when ``temperature == 0``, else sampling.

    Prompts are grouped by their generation params and sorted by length so that batches pad
    little; results are yielded with their original indices, batch by batch. Without a
    ``batch_size`` a batch holds :data:`DEFAULT_BATCH_SIZE` rows on a CPU and, on a GPU, as many
    as its free memory holds (:func:`fitting_batch_size`). Generation stops at
    the chat template's end-of-turn token, the tokenizer's or generation config's end tokens,
    ``stop_token_ids`` and the request's stop strings; a row that stopped leaves its batch
    (:mod:`rolemrc.llm._decode_loop`), or, for a model whose generation config only
    transformers' ``generate`` applies, is padded while the rest goes on. A request that ends
    with an assistant message is continued (see :func:`chat_prompt`).

    A sampled answer depends only on its request: plain temperature sampling in which each row
    draws from its own generator, seeded from the request's seed, its sample number
    (``ChatRequest.occurrence``; identical sampled requests in one call are numbered apart) and
    its prompt's token ids (see :class:`RowSeededSampler`), so it is the same alone, in any
    batch and at any batch size. A request without a seed draws from a fresh random seed.
    Batches of other sizes pad differently, which changes the shapes of the matrix products and
    so the logits in their last bits: a draw that falls within such a difference of the border
    between two tokens could go the other way. That takes a near-tie of the scaled logits: rare,
    and rarer in float32 than in bfloat16.
    """

    def __init__(
        self,
        model: PreTrainedModel,
        tokenizer: PreTrainedTokenizerBase,
        *,
        spec: str,
        identity: dict[str, Any],
        batch_size: int | None = None,
        stop_token_ids: Iterable[int] = (),
    ) -> None:
        _require_chat_template(tokenizer, spec)
        if batch_size is not None and batch_size < 1:
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
        self._stop_string_candidates: dict[tuple[str, ...], StopStringCriteria | None] = {}
        # What the model's generation config asks of greedy search that only transformers'
        # generate does; with none, batches decode with finished rows leaving them.
        self._generate_settings = loop_unfit_settings(model)

    @property
    def spec(self) -> str:
        return self._spec

    @property
    def identity(self) -> dict[str, Any]:
        return self._identity

    @property
    def model(self) -> PreTrainedModel:
        """The loaded transformers model (benchmarks time it directly)."""
        return self._model

    def __repr__(self) -> str:
        return f"TransformersChatModel(spec={self._spec!r}, device={str(self._model.device)!r})"

    def generate(self, requests: Sequence[ChatRequest]) -> Iterator[tuple[int, ChatResult]]:
        requests = number_samples(requests)
        prompts = [self._encode(index, request) for index, request in enumerate(requests)]
        for params, indices in self._plan_batches(requests, prompts):
            seeds = [
                row_seed(requests[i].params.seed, requests[i].occurrence, prompts[i])
                for i in indices
            ]
            yield from self._generate_batch(params, indices, [prompts[i] for i in indices], seeds)

    def close(self) -> None:
        """Nothing to release: the weights go when the object does."""

    def _encode(self, index: int, request: ChatRequest) -> list[int]:
        conversation = [message.to_openai() for message in request.messages]
        try:
            prompt = chat_prompt(self._tokenizer, conversation)
        except jinja2.TemplateError as error:
            raise InputError(
                f"{self._spec}: the chat template rejected request {index}: {error}"
            ) from error
        except ValueError as error:  # transformers' continue_final_message checks
            if not request.continues_final_message:
                raise
            raise InputError(
                f"{self._spec}: request {index} ends with an assistant message, and the chat "
                "template cannot leave it open for the model to continue (it does not write the "
                "message's text as it is)"
            ) from error
        token_ids: list[int] = self._tokenizer(prompt, add_special_tokens=False)["input_ids"]
        return token_ids

    def _plan_batches(
        self, requests: Sequence[ChatRequest], prompts: Sequence[list[int]]
    ) -> Iterator[tuple[GenerationParams, list[int]]]:
        by_params: dict[GenerationParams, list[int]] = {}
        for index, request in enumerate(requests):
            by_params.setdefault(request.params.batch_key(), []).append(index)
        for params, indices in by_params.items():
            ordered = sorted(indices, key=lambda index: len(prompts[index]))
            start = 0
            while start < len(ordered):
                size = self._batch_size or self._fitting_rows(
                    [len(prompts[index]) for index in ordered[start:]], params.max_new_tokens
                )
                yield params, ordered[start : start + size]
                start += size

    def _fitting_rows(self, prompt_lengths: list[int], max_new_tokens: int) -> int:
        """The batch size chosen when none was set: :data:`DEFAULT_BATCH_SIZE` on a CPU, on a
        GPU as many of the next prompts (shortest first) as its free memory holds."""
        device = self._model.device
        if device.type != "cuda":
            return DEFAULT_BATCH_SIZE
        free, _ = torch.cuda.mem_get_info(device)
        held_unused = torch.cuda.memory_reserved(device) - torch.cuda.memory_allocated(device)
        per_token, per_row = generation_memory(
            self._model.config.get_text_config(decoder=True), self._model.dtype
        )
        return fitting_batch_size(
            budget_bytes=int((free + held_unused) * _MEMORY_SHARE),
            prompt_lengths=prompt_lengths,
            max_new_tokens=max_new_tokens,
            bytes_per_token=per_token,
            bytes_per_row=per_row,
        )

    def _generate_batch(
        self,
        params: GenerationParams,
        indices: list[int],
        prompts: list[list[int]],
        seeds: list[int],
    ) -> Iterator[tuple[int, ChatResult]]:
        width = max(len(prompt) for prompt in prompts)
        input_ids = torch.full((len(prompts), width), self._pad_id, dtype=torch.long)
        attention_mask = torch.zeros((len(prompts), width), dtype=torch.long)
        for row, prompt in enumerate(prompts):
            input_ids[row, width - len(prompt) :] = torch.tensor(prompt, dtype=torch.long)
            attention_mask[row, width - len(prompt) :] = 1
        device = self._model.device
        input_ids, attention_mask = input_ids.to(device), attention_mask.to(device)
        sampler = RowSeededSampler(params.temperature, seeds) if params.temperature > 0 else None
        stop_strings = (
            self._stop_string_criteria(params.stop, answer_start=width) if params.stop else None
        )
        with torch.inference_mode():
            if self._generate_settings:
                new_tokens = self._generate_with_transformers(
                    input_ids, attention_mask, params.max_new_tokens, sampler, stop_strings
                )
            else:
                new_tokens = decode_leaving_finished_rows(
                    self._model,
                    input_ids,
                    attention_mask,
                    max_new_tokens=params.max_new_tokens,
                    stop_ids=self._stop_ids,
                    sampler=sampler,
                    stop_strings=stop_strings,
                    check_every=1 if device.type == "cpu" else GPU_CHECK_EVERY,
                )
        for index, prompt, tokens in zip(indices, prompts, new_tokens, strict=True):
            yield index, self._result(len(prompt), tokens, params.stop)

    def _generate_with_transformers(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor,
        max_new_tokens: int,
        sampler: RowSeededSampler | None,
        stop_strings: _StopStringInAnswer | None,
    ) -> list[list[int]]:
        """transformers' ``generate``, for a model whose generation config asks for what
        :func:`decode_leaving_finished_rows` does not do; each row's new tokens, padded."""
        # Decoding is greedy, which also keeps the model's generation config from adding top-k
        # or top-p; sampling is plain temperature sampling (as on OpenAI-compatible servers),
        # drawn row by row, which hands greedy decoding (one beam) the drawn token.
        sampling: dict[str, Any] = (
            {"logits_processor": LogitsProcessorList([sampler]), "num_beams": 1}
            if sampler is not None
            else {}
        )
        stopping: dict[str, Any] = (
            {"stopping_criteria": StoppingCriteriaList([stop_strings])}
            if stop_strings is not None
            else {}
        )
        # GenerationMixin checked in __init__; transformers' types cannot express the mix.
        output = cast(Any, self._model).generate(
            input_ids=input_ids,
            attention_mask=attention_mask,
            max_new_tokens=max_new_tokens,
            pad_token_id=self._pad_id,
            eos_token_id=sorted(self._stop_ids) or None,
            do_sample=False,
            **sampling,
            **stopping,
        )
        new_tokens: list[list[int]] = output[:, input_ids.shape[1] :].tolist()
        return new_tokens

    def _stop_string_criteria(
        self, stop: tuple[str, ...], *, answer_start: int
    ) -> _StopStringInAnswer:
        # One StopStringCriteria per stop strings, kept: building one reads the whole vocabulary
        # (about 2 s for Gemma's 262k tokens), which generate(stop_strings=...) does every call.
        if stop not in self._stop_string_candidates:
            try:
                candidates = StopStringCriteria(self._tokenizer, list(stop))
            except ValueError:  # a vocabulary it cannot read
                candidates = None
            self._stop_string_candidates[stop] = candidates
        return _StopStringInAnswer(
            self._stop_string_candidates[stop],
            answer_start,
            lambda answer: find_stop_string(self._decode(answer), stop) is not None,
        )

    def _decode(self, tokens: list[int]) -> str:
        text = self._tokenizer.decode(tokens, skip_special_tokens=True)
        return text if isinstance(text, str) else "".join(text)

    def _result(
        self, prompt_tokens: int, new_tokens: list[int], stop: tuple[str, ...]
    ) -> ChatResult:
        stop_at = next(
            (position for position, token in enumerate(new_tokens) if token in self._stop_ids),
            None,
        )
        if stop_at is None:
            kept, finish_reason, completion_tokens = new_tokens, "length", len(new_tokens)
        else:
            kept, finish_reason, completion_tokens = new_tokens[:stop_at], "stop", stop_at + 1
        text = self._decode(kept)
        found = find_stop_string(text, stop)
        if found is not None:
            text, finish_reason = text[: found[0]], "stop"
            # the answer's tokens end with the one that completed the stop string
            completion_tokens = bisect.bisect_left(
                range(len(kept) + 1),
                True,
                key=lambda count: find_stop_string(self._decode(kept[:count]), stop) is not None,
            )
        return ChatResult(
            text=text,
            finish_reason=finish_reason,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
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
    batch_size: int | None = None,
    device: str | None = None,
    dtype: torch.dtype | None = None,
) -> TransformersChatModel:
    """Load a causal LM and its tokenizer from a directory (or a hub id where the hub is reachable).

    Defaults: the GPU when there is one, else the CPU, in :func:`default_dtype`. A directory
    with a hooks-mode ``restraint.json`` loads the base model it names and applies the
    restraint.
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
        dtype = dtype or default_dtype(device)
        model, attention = _load_causal_lm(source, dtype)
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
    # How the answers are computed changes them (bfloat16 drifts from float32), so cached
    # answers are kept apart per dtype and attention.
    numerics = {
        "device": device,
        "dtype": str(dtype).removeprefix("torch."),
        "attention": attention,
    }
    # CPU layers only; the same numbers, read faster when one row decodes (not in the identity)
    use_one_row_products(model)
    identity = {**identity, "numerics": numerics}
    if hooked is not None:  # neuron restraint: hooks on, and answers cached apart
        apply_restraint_hooks(model, hooked.restraint)
        identity = {**identity, "restraint": hooked.restraint.identity()}
    return TransformersChatModel(
        model, tokenizer, spec=spec, identity=identity, batch_size=batch_size
    )
