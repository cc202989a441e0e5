"""Chat templates with ``{% generation %}`` markers, so that the loss covers assistant turns only.

TRL's assistant-only loss takes the tokens a template renders between ``{% generation %}`` and
``{% endgeneration %}``. Where a model's template has no markers, the template of its family
(Llama 3, ChatML/Qwen2, Gemma, recognised by their turn tokens) is used, rendering turns as
upstream RoleMRC trains them; models with no chat format get a generic one. The template used
for training is saved with the trained model, so evaluation prompts it the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rolemrc.core import ConfigError

if TYPE_CHECKING:
    from transformers import PreTrainedTokenizerBase


@dataclass(frozen=True)
class ChatFamily:
    """A turn format: the token that identifies it and the token that ends a reply."""

    name: str
    marker: str | None
    end_of_turn: str | None  # None: the tokenizer's end-of-sequence token


CHAT_FAMILIES: tuple[ChatFamily, ...] = (
    ChatFamily("llama3", "<|start_header_id|>", "<|eot_id|>"),
    ChatFamily("chatml", "<|im_start|>", "<|im_end|>"),
    ChatFamily("gemma", "<start_of_turn>", "<end_of_turn>"),
    ChatFamily("generic", None, None),
)
_FAMILIES_BY_NAME = {family.name: family for family in CHAT_FAMILIES}
_GENERIC = _FAMILIES_BY_NAME["generic"]

# Probe conversations for the mask check: the role speaking first, and the user speaking first.
_PROBE_SYSTEM = "You are Captain Mira, a sea captain."
_PROBE_CONVERSATIONS: tuple[tuple[tuple[str, str], ...], ...] = (
    (
        ("system", _PROBE_SYSTEM),
        ("assistant", "Ahoy, welcome aboard."),
        ("user", "Where do we sail today?"),
        ("assistant", "North, past the old lighthouse."),
    ),
    (
        ("system", _PROBE_SYSTEM),
        ("user", "Is the storm coming?"),
        ("assistant", "Batten the hatches, it is."),
    ),
)


@dataclass(frozen=True)
class TrainingTemplate:
    """The chat template training uses, where it came from and the token that ends a reply."""

    template: str
    source: str  # "model", "file", or the family name
    end_of_turn: str


_GENERATION_TAG = re.compile(r"\{%-?\s*generation\s*-?%\}")


def has_generation_markers(template: str | None) -> bool:
    return template is not None and _GENERATION_TAG.search(template) is not None


@cache
def family_template(name: str) -> str:
    """The packaged training template of a chat family."""
    if name not in _FAMILIES_BY_NAME:
        raise ConfigError(
            f"unknown chat family '{name}'; use one of: {', '.join(_FAMILIES_BY_NAME)}"
        )
    resource = files("rolemrc.train").joinpath("chat_templates", f"{name}.j2")
    return resource.read_text(encoding="utf-8")


def _detect_family(tokenizer: PreTrainedTokenizerBase) -> ChatFamily:
    template = tokenizer.chat_template
    if isinstance(template, dict):
        template = template.get("default")
    vocabulary = tokenizer.get_vocab()
    for family in CHAT_FAMILIES:
        if family.marker is None:
            continue
        if (template and family.marker in template) or (
            not template and family.marker in vocabulary
        ):
            return family
    if template:
        raise ConfigError(
            "the model's chat template has no {% generation %} markers and is not a known family "
            f"({', '.join(f.name for f in CHAT_FAMILIES if f.marker)}); pass a template file with "
            "markers, or a family name to train in that format"
        )
    return _GENERIC


def _end_of_turn(template: str, tokenizer: PreTrainedTokenizerBase, family: ChatFamily) -> str:
    if family.end_of_turn is not None:
        return family.end_of_turn
    for known in CHAT_FAMILIES:
        if known.end_of_turn is not None and known.end_of_turn in template:
            return known.end_of_turn
    eos = tokenizer.eos_token
    if not isinstance(eos, str) or not eos:
        raise ConfigError("the tokenizer has no end-of-sequence token to end replies with")
    return eos


def check_chat_template_choice(choice: str | Path) -> None:
    """Refuse a chat template choice that is neither a file nor a family name (read before the
    tokenizer loads)."""
    if not Path(choice).is_file() and str(choice) not in _FAMILIES_BY_NAME:
        raise ConfigError(
            f"chat template '{choice}' is neither a file nor a family name "
            f"({', '.join(_FAMILIES_BY_NAME)})"
        )


def training_chat_template(
    tokenizer: PreTrainedTokenizerBase, choice: str | Path | None = None
) -> TrainingTemplate:
    """The template to train with.

    ``choice`` is a template file (with generation markers), a family name, or None: the
    model's own template when it has markers, else its family's (detected from the template's
    turn tokens, or from the vocabulary when there is no template), else the generic one.
    """
    family = _GENERIC
    if choice is not None:
        check_chat_template_choice(choice)
    if choice is not None and Path(choice).is_file():
        template = Path(choice).read_text(encoding="utf-8")
        if not has_generation_markers(template):
            raise ConfigError(f"{choice}: the template has no {{% generation %}} markers")
        source = "file"
    elif choice is not None:
        family = _FAMILIES_BY_NAME[str(choice)]
        template, source = family_template(family.name), family.name
    elif isinstance(tokenizer.chat_template, str) and has_generation_markers(
        tokenizer.chat_template
    ):
        template, source = tokenizer.chat_template, "model"
    else:
        family = _detect_family(tokenizer)
        template, source = family_template(family.name), family.name
    chosen = TrainingTemplate(
        template=template, source=source, end_of_turn=_end_of_turn(template, tokenizer, family)
    )
    verify_assistant_masks(tokenizer, chosen)
    return chosen


def _masked_runs(mask: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    start: int | None = None
    for index, bit in enumerate([*mask, 0]):
        if bit and start is None:
            start = index
        elif not bit and start is not None:
            runs.append((start, index))
            start = None
    return runs


def _squeezed(text: str) -> str:
    return "".join(text.split())


def verify_assistant_masks(tokenizer: PreTrainedTokenizerBase, chosen: TrainingTemplate) -> None:
    """Check on probe chats (role first, user first) that the template's assistant mask covers
    each reply and its end-of-turn token, and nothing of the system or user turns."""
    end_id = tokenizer.convert_tokens_to_ids(chosen.end_of_turn)
    for conversation in _PROBE_CONVERSATIONS:
        messages = [{"role": role, "content": content} for role, content in conversation]
        try:
            encoded: Any = tokenizer.apply_chat_template(
                messages,
                chat_template=chosen.template,
                tokenize=True,
                return_dict=True,
                return_assistant_tokens_mask=True,
            )
        except Exception as error:  # a broken template fails in jinja or the tokenizer
            raise ConfigError(f"chat template ({chosen.source}) fails to render: {error}") from None
        ids: list[int] = list(encoded["input_ids"])
        runs = _masked_runs(list(encoded["assistant_masks"]))
        replies = [content for role, content in conversation if role == "assistant"]
        others = [content for role, content in conversation if role != "assistant"]
        problem = ""
        if len(runs) != len(replies):
            problem = f"{len(runs)} masked spans for {len(replies)} assistant turns"
        for (start, stop), reply in zip(runs, replies, strict=False):
            text = _squeezed(str(tokenizer.decode(ids[start:stop])))
            if any(_squeezed(other) in text for other in others):
                problem = problem or "a masked span holds system or user text"
            if _squeezed(reply) not in text or ids[stop - 1] != end_id:
                problem = (
                    problem or f"a masked span does not hold its reply and {chosen.end_of_turn!r}"
                )
        if problem:
            raise ConfigError(
                f"chat template ({chosen.source}) gives a wrong assistant mask: {problem}"
            )
