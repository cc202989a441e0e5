"""Chat models behind one protocol: OpenAI-compatible servers, local transformers models, GGUF
models on llama.cpp (the embedded SmolLM2-135M-Instruct among them) and scripted ``mock/``
models, with a persistent cache, retries, bounded
concurrency and token accounting. A config reaches a model through a :class:`ModelAccess` and
:func:`open_model`, the one entry point: it finds the spec's provider in a registry
(:func:`register_provider`), hands it the access, runs a model reached one request at a time
(a :class:`RequestAPI`) with the access's concurrency, timeout and retries (:class:`RequestModel`)
and wraps every model with the cache and the call ledger.

The transformers backend is imported on first use (it pulls in torch).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from rolemrc.llm._access import ModelAccess, ModelRoles
from rolemrc.llm._builtin_providers import load_embedded_chat_model
from rolemrc.llm._cache import CachedChatModel, LedgeredChatModel, LLMCache, cache_key
from rolemrc.llm._embedded import (
    EMBEDDED_MODEL_NAME,
    EMBEDDED_MODEL_NOTE,
    EMBEDDED_SAMPLING,
    EMBEDDED_SPEC,
    embedded_gguf,
    embedded_model_dir,
    prepare_embedded_weights,
)
from rolemrc.llm._errors import ModelCallError
from rolemrc.llm._ledger import CallLedger
from rolemrc.llm._llama_cpp import LlamaCppChatModel, available_cores
from rolemrc.llm._mock import (
    MockChatModel,
    MockScript,
    register_mock_script,
    unregister_mock_script,
)
from rolemrc.llm._open import check_model_access, open_cache, open_model
from rolemrc.llm._openai import DEFAULT_OPENAI_BASE_URL, OpenAIChatAPI
from rolemrc.llm._protocol import (
    ChatModel,
    ChatRequest,
    ChatResult,
    GenerationParams,
    find_stop_string,
)
from rolemrc.llm._providers import (
    Loader,
    ProviderEntry,
    register_provider,
    registered_providers,
)
from rolemrc.llm._request_model import (
    AttemptFailed,
    CompleteRequest,
    RequestAPI,
    RequestModel,
    RetryPolicy,
)
from rolemrc.llm._runner import UsageMeter, run_chat
from rolemrc.llm._spec import (
    MODEL_SPEC_FORMS,
    PROVIDERS,
    ModelSpec,
    Provider,
    SpecForm,
    model_spec_forms,
)
from rolemrc.llm._stage_work import answer_requests, model_work

if TYPE_CHECKING:
    from rolemrc.llm._restraint import (
        FOLDABLE_SITES,
        RESTRAINT_FILE,
        NeuronRestraint,
        RestraintFile,
        RestraintSite,
        apply_restraint_hooks,
        decoder_layers,
        fold_restraint,
        read_restraint_file,
        site_module,
        site_width,
        write_restraint_file,
    )
    from rolemrc.llm._transformers import (
        TransformersChatModel,
        load_transformers_chat_model,
        weight_loading_bar_off,
    )
    from rolemrc.llm._weights import WeightsFingerprint, weights_fingerprint

_LAZY_NAMES = {
    "FOLDABLE_SITES": "rolemrc.llm._restraint",
    "RESTRAINT_FILE": "rolemrc.llm._restraint",
    "NeuronRestraint": "rolemrc.llm._restraint",
    "RestraintFile": "rolemrc.llm._restraint",
    "RestraintSite": "rolemrc.llm._restraint",
    "apply_restraint_hooks": "rolemrc.llm._restraint",
    "decoder_layers": "rolemrc.llm._restraint",
    "fold_restraint": "rolemrc.llm._restraint",
    "read_restraint_file": "rolemrc.llm._restraint",
    "site_module": "rolemrc.llm._restraint",
    "site_width": "rolemrc.llm._restraint",
    "write_restraint_file": "rolemrc.llm._restraint",
    "TransformersChatModel": "rolemrc.llm._transformers",
    "load_transformers_chat_model": "rolemrc.llm._transformers",
    "weight_loading_bar_off": "rolemrc.llm._transformers",
    "WeightsFingerprint": "rolemrc.llm._weights",
    "weights_fingerprint": "rolemrc.llm._weights",
}


def __getattr__(name: str) -> Any:
    module = _LAZY_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'rolemrc.llm' has no attribute '{name}'")
    return getattr(importlib.import_module(module), name)


__all__ = [
    "DEFAULT_OPENAI_BASE_URL",
    "EMBEDDED_MODEL_NAME",
    "EMBEDDED_MODEL_NOTE",
    "EMBEDDED_SAMPLING",
    "EMBEDDED_SPEC",
    "FOLDABLE_SITES",
    "MODEL_SPEC_FORMS",
    "PROVIDERS",
    "RESTRAINT_FILE",
    "AttemptFailed",
    "CachedChatModel",
    "CallLedger",
    "ChatModel",
    "ChatRequest",
    "ChatResult",
    "CompleteRequest",
    "GenerationParams",
    "LLMCache",
    "LedgeredChatModel",
    "LlamaCppChatModel",
    "Loader",
    "MockChatModel",
    "MockScript",
    "ModelAccess",
    "ModelCallError",
    "ModelRoles",
    "ModelSpec",
    "NeuronRestraint",
    "OpenAIChatAPI",
    "Provider",
    "ProviderEntry",
    "RequestAPI",
    "RequestModel",
    "RestraintFile",
    "RestraintSite",
    "RetryPolicy",
    "SpecForm",
    "TransformersChatModel",
    "UsageMeter",
    "WeightsFingerprint",
    "answer_requests",
    "apply_restraint_hooks",
    "available_cores",
    "cache_key",
    "check_model_access",
    "decoder_layers",
    "embedded_gguf",
    "embedded_model_dir",
    "find_stop_string",
    "fold_restraint",
    "load_embedded_chat_model",
    "load_transformers_chat_model",
    "model_spec_forms",
    "model_work",
    "open_cache",
    "open_model",
    "prepare_embedded_weights",
    "read_restraint_file",
    "register_mock_script",
    "register_provider",
    "registered_providers",
    "run_chat",
    "site_module",
    "site_width",
    "unregister_mock_script",
    "weight_loading_bar_off",
    "weights_fingerprint",
    "write_restraint_file",
]
