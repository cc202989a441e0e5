"""Training chat templates: exact renderings, family detection, and the mask check."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from transformers import AutoTokenizer, PreTrainedTokenizerBase

from rolemrc.core import ConfigError
from rolemrc.train import TrainingTemplate, family_template, training_chat_template
from support.chat_templates import GEMMA_CHAT_TEMPLATE

ROLE_FIRST = [
    {"role": "system", "content": "You are Captain Mira, a sea captain."},
    {"role": "assistant", "content": "Ahoy, welcome aboard."},
    {"role": "user", "content": "Where do we sail today?"},
    {"role": "assistant", "content": "North, past the old lighthouse."},
]
USER_FIRST = [
    {"role": "system", "content": "You are Theo, a baker."},
    {"role": "user", "content": "Hello there, what are you baking?"},
    {"role": "assistant", "content": "Croissants, with cold butter."},
]

# (text, trained) pieces each family renders the two chats into.
EXPECTED_PIECES: dict[str, tuple[list[tuple[str, bool]], list[tuple[str, bool]]]] = {
    "llama3": (
        [
            ("<|begin_of_text|>", False),
            ("<|start_header_id|>system<|end_header_id|>\n\n", False),
            ("You are Captain Mira, a sea captain.<|eot_id|>", False),
            ("<|start_header_id|>assistant<|end_header_id|>\n\n", False),
            ("Ahoy, welcome aboard.<|eot_id|>", True),
            ("<|start_header_id|>user<|end_header_id|>\n\n", False),
            ("Where do we sail today?<|eot_id|>", False),
            ("<|start_header_id|>assistant<|end_header_id|>\n\n", False),
            ("North, past the old lighthouse.<|eot_id|>", True),
        ],
        [
            ("<|begin_of_text|>", False),
            (
                "<|start_header_id|>system<|end_header_id|>\n\nYou are Theo, a baker.<|eot_id|>",
                False,
            ),
            ("<|start_header_id|>user<|end_header_id|>\n\n", False),
            ("Hello there, what are you baking?<|eot_id|>", False),
            ("<|start_header_id|>assistant<|end_header_id|>\n\n", False),
            ("Croissants, with cold butter.<|eot_id|>", True),
        ],
    ),
    "chatml": (
        [
            ("<|im_start|>system\nYou are Captain Mira, a sea captain.<|im_end|>\n", False),
            ("<|im_start|>assistant\n", False),
            ("Ahoy, welcome aboard.<|im_end|>", True),
            (
                "\n<|im_start|>user\nWhere do we sail today?<|im_end|>\n<|im_start|>assistant\n",
                False,
            ),
            ("North, past the old lighthouse.<|im_end|>", True),
            ("\n", False),
        ],
        [
            ("<|im_start|>system\nYou are Theo, a baker.<|im_end|>\n", False),
            ("<|im_start|>user\nHello there, what are you baking?<|im_end|>\n", False),
            ("<|im_start|>assistant\n", False),
            ("Croissants, with cold butter.<|im_end|>", True),
            ("\n", False),
        ],
    ),
    "gemma": (
        [
            (
                "<bos><start_of_turn>user\nYou are Captain Mira, a sea captain.<end_of_turn>\n",
                False,
            ),
            ("<start_of_turn>model\n", False),
            ("Ahoy, welcome aboard.<end_of_turn>", True),
            ("\n<start_of_turn>user\nWhere do we sail today?<end_of_turn>\n", False),
            ("<start_of_turn>model\n", False),
            ("North, past the old lighthouse.<end_of_turn>", True),
            ("\n", False),
        ],
        [
            ("<bos><start_of_turn>user\nYou are Theo, a baker.\n\n", False),
            ("Hello there, what are you baking?<end_of_turn>\n<start_of_turn>model\n", False),
            ("Croissants, with cold butter.<end_of_turn>", True),
            ("\n", False),
        ],
    ),
    "generic": (
        [
            ("<s><|system|>\nYou are Captain Mira, a sea captain.\n<|assistant|>\n", False),
            ("Ahoy, welcome aboard.</s>", True),
            ("\n<|user|>\nWhere do we sail today?\n<|assistant|>\n", False),
            ("North, past the old lighthouse.</s>", True),
            ("\n", False),
        ],
        [
            ("<s><|system|>\nYou are Theo, a baker.\n<|user|>\n", False),
            ("Hello there, what are you baking?\n<|assistant|>\n", False),
            ("Croissants, with cold butter.</s>", True),
            ("\n", False),
        ],
    ),
}
END_OF_TURN = {"llama3": "<|eot_id|>", "chatml": "<|im_end|>", "gemma": "<end_of_turn>"}


def load(tiny_model: Callable[[str], Path], family: str) -> PreTrainedTokenizerBase:
    tokenizer: PreTrainedTokenizerBase = AutoTokenizer.from_pretrained(tiny_model(family))
    return tokenizer


@pytest.mark.parametrize("family", list(EXPECTED_PIECES))
def test_each_family_is_detected_and_renders_as_upstream_trains(
    tiny_model: Callable[[str], Path], family: str
) -> None:
    tokenizer = load(tiny_model, family)
    chosen = training_chat_template(tokenizer)
    assert chosen.source == family
    assert chosen.template == family_template(family)
    assert chosen.end_of_turn == END_OF_TURN.get(family, "</s>")
    for chat, pieces in zip((ROLE_FIRST, USER_FIRST), EXPECTED_PIECES[family], strict=True):
        rendered = tokenizer.apply_chat_template(
            chat, chat_template=chosen.template, tokenize=False
        )
        assert rendered == "".join(text for text, _ in pieces)


def test_the_gemma_training_template_renders_the_embedded_format(
    tiny_model: Callable[[str], Path],
) -> None:
    """User-first chats come out exactly as rolemrc.llm prompts the embedded model."""
    tokenizer = load(tiny_model, "gemma")
    chats = [
        USER_FIRST,
        [*USER_FIRST, {"role": "user", "content": "And then?"}],
        [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello"}],
    ]
    for chat in chats:
        for prompt in (False, True):
            ours, embedded = (
                tokenizer.apply_chat_template(
                    chat, chat_template=template, tokenize=False, add_generation_prompt=prompt
                )
                for template in (family_template("gemma"), GEMMA_CHAT_TEMPLATE)
            )
            assert ours == embedded


def test_a_template_with_markers_is_kept_and_a_file_or_family_can_be_chosen(
    tiny_model: Callable[[str], Path], tmp_path: Path
) -> None:
    tokenizer = load(tiny_model, "llama3")
    tokenizer.chat_template = family_template("llama3")
    assert training_chat_template(tokenizer).source == "model"
    template_file = tmp_path / "mine.jinja"
    template_file.write_text(family_template("llama3"))
    assert training_chat_template(tokenizer, template_file) == TrainingTemplate(
        template=family_template("llama3"), source="file", end_of_turn="<|eot_id|>"
    )
    generic = training_chat_template(tokenizer, "generic")
    assert (generic.source, generic.end_of_turn) == ("generic", "<|end_of_text|>")


def test_templates_that_cannot_train_are_refused(
    tiny_model: Callable[[str], Path], tmp_path: Path
) -> None:
    tokenizer = load(tiny_model, "llama3")
    tokenizer.chat_template = (
        "{% for m in messages %}[{{ m['role'] }}] {{ m['content'] }}{% endfor %}"
    )
    with pytest.raises(ConfigError, match="not a known family"):
        training_chat_template(tokenizer)
    plain = tmp_path / "plain.jinja"
    plain.write_text("{% for m in messages %}{{ m['content'] }}{% endfor %}")
    with pytest.raises(ConfigError, match=re.escape("no {% generation %} markers")):
        training_chat_template(tokenizer, plain)
    with pytest.raises(ConfigError, match="neither a file nor a family name"):
        training_chat_template(tokenizer, "mistral")


@pytest.mark.parametrize(
    ("template", "problem"),
    [
        # Marks every turn, user and system included.
        (
            "{% for m in messages %}{% generation %}{{ m['content'] }}<|eot_id|>"
            "{% endgeneration %}{% endfor %}",
            "1 masked spans for 2 assistant turns",
        ),
        # Leaves the end-of-turn token out of the loss: the model would never learn to stop.
        (
            "{% for m in messages %}<|start_header_id|>{{ m['role'] }}<|end_header_id|>"
            "{% if m['role'] == 'assistant' %}{% generation %}{{ m['content'] }}{% endgeneration %}"
            "<|eot_id|>{% else %}{{ m['content'] }}<|eot_id|>{% endif %}{% endfor %}",
            "a masked span does not hold its reply and '<|eot_id|>'",
        ),
    ],
)
def test_the_mask_check_catches_wrong_masks(
    tiny_model: Callable[[str], Path], tmp_path: Path, template: str, problem: str
) -> None:
    tokenizer = load(tiny_model, "llama3")
    path = tmp_path / "bad.jinja"
    path.write_text(template)
    with pytest.raises(ConfigError, match=f"wrong assistant mask: {re.escape(problem)}$"):
        training_chat_template(tokenizer, path)
