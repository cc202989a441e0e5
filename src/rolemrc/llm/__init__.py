"""Chat models behind one protocol: OpenAI-compatible servers, local transformers models and the
embedded Gemma 3 270M, with a persistent cache, retries, bounded concurrency and token accounting.

The transformers backend is imported on first use (it pulls in torch).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from rolemrc.llm._cache import CachedChatModel, LLMCache, cache_key
from rolemrc.llm._embedded import (
    EMBEDDED_MODEL_NOTE,
    EMBEDDED_SPEC,
    GEMMA_CHAT_TEMPLATE,
    embedded_model_dir,
    load_embedded_chat_model,
    prepare_embedded_model,
)
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._load import PROVIDERS, load_chat_model, parse_model_spec
from rolemrc.llm._openai import DEFAULT_OPENAI_BASE_URL, OpenAIChatModel, RetryPolicy
from rolemrc.llm._protocol import ChatModel, ChatRequest, ChatResult, GenerationParams
from rolemrc.llm._runner import UsageMeter, run_chat

if TYPE_CHECKING:
    from rolemrc.llm._transformers import (
        TransformersChatModel,
        load_transformers_chat_model,
        weight_loading_bar_off,
    )

_LAZY_NAMES = {
    "TransformersChatModel": "rolemrc.llm._transformers",
    "load_transformers_chat_model": "rolemrc.llm._transformers",
    "weight_loading_bar_off": "rolemrc.llm._transformers",
}


def __getattr__(name: str) -> Any:
    module = _LAZY_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'rolemrc.llm' has no attribute '{name}'")
    return getattr(importlib.import_module(module), name)


__all__ = [
    "DEFAULT_OPENAI_BASE_URL",
    "EMBEDDED_MODEL_NOTE",
    "EMBEDDED_SPEC",
    "GEMMA_CHAT_TEMPLATE",
    "PROVIDERS",
    "CachedChatModel",
    "ChatModel",
    "ChatRequest",
    "ChatResult",
    "GenerationParams",
    "LLMCache",
    "ModelCallError",
    "OpenAIChatModel",
    "RetryPolicy",
    "TransformersChatModel",
    "UsageMeter",
    "cache_key",
    "embedded_model_dir",
    "load_chat_model",
    "load_embedded_chat_model",
    "load_transformers_chat_model",
    "parse_model_spec",
    "prepare_embedded_model",
    "run_chat",
    "weight_loading_bar_off",
]
