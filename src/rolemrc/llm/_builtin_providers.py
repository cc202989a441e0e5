"""The built-in providers: ``openai/NAME`` over HTTP, ``hf/PATH_OR_HUB_ID`` with transformers
(imported on use: it pulls in torch) or a serving engine (:func:`rolemrc.llm._engines.hf_engine`),
``gguf/PATH`` and ``embedded`` on llama.cpp. ``mock/`` registers in :mod:`rolemrc.llm._mock`,
``vllm/`` and ``sglang/`` in :mod:`rolemrc.llm._engines`."""

from __future__ import annotations

from pathlib import Path

from rolemrc.core import ConfigError, fingerprint
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._embedded import (
    EMBEDDED_SAMPLING,
    EMBEDDED_SPEC,
    embedded_identity,
    embedded_served_gguf,
)
from rolemrc.llm._llama_cpp import LLAMA_CPP_SLOTS, LlamaCppChatModel
from rolemrc.llm._openai import OpenAIChatAPI
from rolemrc.llm._protocol import ChatModel
from rolemrc.llm._providers import register_provider
from rolemrc.llm._request_model import RequestAPI


@register_provider("openai", form="openai/NAME", is_api=True)
def _load_openai(access: ModelAccess) -> RequestAPI:
    return OpenAIChatAPI(
        access.spec.name,
        base_url=access.base_url,
        api_key=access.api_key(),
    )


@register_provider("hf", form="hf/PATH_OR_HUB_ID")
def _load_hf(access: ModelAccess) -> ChatModel | RequestAPI:
    # imported here, so that its providers register after the built-in ones
    from rolemrc.llm._engines import open_hf_engine

    served = open_hf_engine(access)
    if served is not None:
        return served
    from rolemrc.llm._transformers import load_transformers_chat_model

    return load_transformers_chat_model(
        access.spec.name,
        spec=access.written_spec,
        batch_size=access.batch_size,
        device=access.device,
    )


def _cpu_only(access: ModelAccess) -> None:
    if access.device not in (None, "cpu"):
        raise ConfigError(
            f"{access.written_spec} runs on llama.cpp's CPU build, not on device "
            f"'{access.device}': use hf/ on the model's torch weights for a GPU"
        )


@register_provider("gguf", form="gguf/PATH")
def _load_gguf(access: ModelAccess) -> ChatModel:
    _cpu_only(access)
    path = Path(access.spec.name).expanduser()
    if not path.is_file():
        raise ConfigError(f"{access.written_spec}: no GGUF file at {path}")
    stat = path.stat()
    identity = {
        "provider": "gguf",
        "model": path.name,
        # cheap, and it changes when the file is rewritten (hashing gigabytes at every load is not)
        "file": fingerprint([str(path.resolve()), stat.st_size, stat.st_mtime_ns]),
    }
    return LlamaCppChatModel(
        path,
        spec=access.written_spec,
        identity=identity,
        parallel=access.batch_size or LLAMA_CPP_SLOTS,
    )


@register_provider("embedded", form="embedded", takes_name=False)
def _load_embedded(access: ModelAccess) -> ChatModel:
    _cpu_only(access)
    return load_embedded_chat_model(batch_size=access.batch_size or LLAMA_CPP_SLOTS)


def load_embedded_chat_model(*, batch_size: int = LLAMA_CPP_SLOTS) -> LlamaCppChatModel:
    """Fetch (once) and load the embedded model on llama.cpp, ``batch_size`` requests decoding
    together. Its identity is pinned to the GGUF's hash, the engine and the sampling defaults, so
    cached answers stay valid wherever the file was fetched."""
    return LlamaCppChatModel(
        embedded_served_gguf(),
        spec=EMBEDDED_SPEC,
        identity=embedded_identity(),
        parallel=batch_size,
        sampling=EMBEDDED_SAMPLING,
    )
