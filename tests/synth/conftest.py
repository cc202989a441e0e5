"""A scripted generator on the local OpenAI-compatible test server, and configs that use it.

The generator answers like a cooperative model: a profile prompt gets a valid profile of the
persona (never for a persona containing INVALID; only on the repair turn for one containing
REPAIR), a reply prompt gets its draft back (prefixed), a rewrite prompt its reply, a chat turn
(or a reply asked for out of character) a short message unique to the prompt; the role's texts
open with bracketed narration where the prompt allows it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rolemrc.core import TEST_TASK_NAMES
from rolemrc.synth import (
    CacheConfig,
    DialogueConfig,
    GeneratorConfig,
    JsonlMrcSource,
    JsonlPersonaSource,
    MatchingConfig,
    PersonasConfig,
    SynthConfig,
    TestSplitConfig,
    write_demo_mrc_corpus,
    write_sample_personas,
)
from support.openai_server import FakeOpenAIServer, Responder

EXTRA_PERSONAS = (
    {"id": "bad-one", "persona": "An INVALID persona whose profile never comes back as JSON."},
    {"id": "fix-one", "persona": "A REPAIR-needing beekeeper who keeps hives on city rooftops."},
)


def _between(text: str, tag: str) -> str:
    match = re.search(rf"<{tag}>\n?(.*?)\n?</{tag}>", text, re.DOTALL)
    assert match is not None, f"no <{tag}> in the prompt"
    return match.group(1).strip()


def fake_profile(persona: str) -> dict[str, Any]:
    word = re.findall(r"[a-z]+", persona.lower())[-1]
    topic = f"{word} matters"
    return {
        "name": f"Sam {word.title()}",
        "brief_description": f"Sam is a role grown from this persona: {persona}",
        "abilities_and_skills": [
            {"name": f"Skill {n}", "description": f"Sam is good at {topic}, part {n}."}
            for n in range(3)
        ],
        "speech_style": "Sam speaks plainly and warmly.",
        "personality": [{"name": "Calm", "description": "Sam stays calm."}] * 3,
        "past_experience": [f"Sam spent year {n} on {topic}." for n in range(3)],
        "knowledge_boundaries": f"Sam knows {topic} and nothing about anything else.",
        "speech_examples": [
            {"topic": topic, "narration": "Sam nods", "speech": f"Let me tell you about {topic}."}
        ]
        * 3,
    }


def fake_generator(request: dict[str, Any]) -> str:
    messages = request["messages"]
    prompt = messages[0]["content"]
    if prompt.startswith("Expand the persona"):
        persona = re.search(r"Persona: (.*)", prompt)
        assert persona is not None
        text = persona.group(1)
        if "INVALID" in text or ("REPAIR" in text and len(messages) == 1):
            return '{"name": "half a profile"}'
        return "```json\n" + json.dumps(fake_profile(text)) + "\n```"
    narration = "(Sam smiles) " if "You may describe" in prompt else ""
    if "<draft>" in prompt:
        return narration + "In my own words: " + _between(prompt, "draft")
    if "<reply>" in prompt:
        return _between(prompt, "reply")
    digest = hashlib.sha256(prompt.encode()).hexdigest()[:10]
    return f"{narration}A short message number {digest} that moves the chat along."


@pytest.fixture(scope="session")
def cooperative_generator() -> Responder:
    return fake_generator


@pytest.fixture(scope="module")
def synth_server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(fake_generator) as server:
        yield server


ConfigFactory = Callable[..., SynthConfig]


@pytest.fixture(scope="session")
def make_config(tmp_path_factory: pytest.TempPathFactory) -> ConfigFactory:
    """``make_config(base_url, cache_path, **section overrides)``: a small run against the test
    server: the 8 sample personas plus the two scripted problem cases, the demo MRC corpus (its
    index is shared by every run of the session)."""
    folder = tmp_path_factory.mktemp("synth-inputs")
    personas = write_sample_personas(folder / "personas.jsonl")
    with personas.open("a", encoding="utf-8") as handle:
        handle.writelines(json.dumps(extra) + "\n" for extra in EXTRA_PERSONAS)
    corpus = write_demo_mrc_corpus(folder / "mrc.jsonl")

    def make(base_url: str, cache_path: Path, **overrides: Any) -> SynthConfig:
        config = SynthConfig(
            seed=7,
            generator=GeneratorConfig(
                model="openai/fake-model",
                base_urls=[base_url],
                concurrency=4,
                max_attempts=1,
                backoff_base_s=0.0,
                max_new_tokens=2000,
            ),
            cache=CacheConfig(path=cache_path),
            personas=PersonasConfig(source=JsonlPersonaSource(path=personas)),
            matching=MatchingConfig(
                source=JsonlMrcSource(path=corpus), top_k=2, bottom_k=2, index_dir=folder / "index"
            ),
            dialogues=DialogueConfig(
                free_chats=1,
                on_scene_chats=1,
                qa_per_type=1,
                multi_turn=2,
                nested=2,
                priority=1,
                chat_turns=(1, 2),
                attempts=2,
            ),
            test=TestSplitConfig(held_out_roles=2, task_counts=dict.fromkeys(TEST_TASK_NAMES, 1)),
        )
        return config.model_copy(update=overrides)

    return make
