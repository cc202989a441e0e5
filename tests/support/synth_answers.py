"""A scripted generator that answers the synthesis prompts the way a capable chat model would.

Profiles come back as a varied JSON profile of the persona; a reply is the draft said in the
role's voice (declining where the goal declines, with bracketed narration exactly where the
prompt allows it); a rewrite obeys the nested rule it names (every format rule of the package's
catalogue is applied for real); a chat turn is a short message unique to its prompt; a reply
asked for out of character is a plain, helpful message with no name, speech style or narration.
Used for end-to-end runs of the whole pipeline through the OpenAI-compatible test server.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from typing import Any

_WORDS = (
    "harbour",
    "lantern",
    "orchard",
    "granite",
    "willow",
    "copper",
    "meadow",
    "quarry",
    "bramble",
    "compass",
    "thistle",
    "cobalt",
    "saffron",
    "juniper",
    "marble",
    "falcon",
    "ember",
    "tundra",
    "lagoon",
    "cedar",
    "velvet",
    "prism",
    "basalt",
)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _pick(seed: str, count: int) -> list[str]:
    """``count`` words chosen by ``seed`` (stable, different for different seeds)."""
    digest = _digest(seed)
    return [_WORDS[int(digest[2 * n : 2 * n + 2], 16) % len(_WORDS)] for n in range(count)]


def _between(text: str, tag: str) -> str:
    match = re.search(rf"<{tag}>\n?(.*?)\n?</{tag}>", text, re.DOTALL)
    if match is None:
        raise AssertionError(f"no <{tag}> in the prompt")
    return match.group(1).strip()


def realistic_profile(persona: str) -> dict[str, Any]:
    """A profile whose every section is written from the persona's own words."""
    words = re.findall(r"[a-z]{4,}", persona.lower()) or ["craft"]
    key = words[-1]
    extra = _pick(persona, 6)
    name = f"{key.title()} {extra[0].title()}, the {words[0].title()} {extra[1].title()}"
    topics = [f"{key} {extra[n]}" for n in range(3)]
    return {
        "name": name,
        "brief_description": f"{name.split(',')[0]} grew out of this persona: {persona} "
        f"They are known around {extra[2]} for {topics[0]}.",
        "abilities_and_skills": [
            {"name": topic.title(), "description": f"Years of practice with {topic} and {word}."}
            for topic, word in zip(topics, extra[3:], strict=True)
        ],
        "speech_style": f"Speaks in short, {extra[4]}-plain sentences with images of {extra[5]}.",
        "personality": [
            {"name": trait, "description": f"{trait} when {topic} is discussed."}
            for trait, topic in zip(("Patient", "Curious", "Frank"), topics, strict=True)
        ],
        "past_experience": [f"Spent a season on {topic} near {extra[2]}." for topic in topics],
        "knowledge_boundaries": f"Knows {', '.join(topics)}; knows nothing of finance, law or "
        "medicine.",
        "speech_examples": [
            {"topic": topic, "narration": "taps the table", "speech": f"Ah, {topic}: my trade."}
            for topic in topics
        ],
    }


def _sentences(text: str) -> list[str]:
    return [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part]


def _strip_ends(sentence: str) -> str:
    return sentence.rstrip(".!?")


_FORMAT_RULES: tuple[tuple[str, Callable[[str, str], str]], ...] = (
    ("two emojis", lambda speech, _: f"{speech} 🙂🌿"),
    ("fewer than 60 words", lambda speech, _: " ".join(speech.split()[:30]).rstrip(",;:") + "."),
    ("not use any commas", lambda speech, _: speech.replace(",", "")),
    (
        "exclamation mark",
        lambda speech, _: " ".join(_strip_ends(s) + "!" for s in _sentences(speech)),
    ),
    ("lowercase letters only", lambda speech, _: speech.lower()),
    ("all capital letters", lambda speech, _: speech.upper()),
    ("end every reply with a question", lambda speech, _: f"{speech} Does that help you?"),
    ("at most three sentences", lambda speech, _: " ".join(_sentences(speech)[:3])),
    ("double quotation marks", lambda speech, _: f'"{speech}"'),
    ('with the word "Well"', lambda speech, _: f"Well, {speech}"),
    ('the word "indeed"', lambda speech, _: f"{speech} That is indeed so."),
    (
        "bullet points",
        lambda speech, _: "\n".join(f"- {s}" for s in [*_sentences(speech), "That is all."]),
    ),
    (
        "numbered list",
        lambda speech, _: "\n".join(
            f"{n}. {s}" for n, s in enumerate([*_sentences(speech), "That is all."], 1)
        ),
    ),
    ("exactly two paragraphs", lambda speech, name: f"{speech}\n\nThat is how {name} sees it."),
    ("postscript", lambda speech, _: f"{speech}\nP.S. Ask me again any time."),
)


def _obey(rule: str, speech: str, name: str) -> str:
    for marker, transform in _FORMAT_RULES:
        if marker in rule:
            return transform(speech, name)
    # a content rule: add what it asks for in the role's own words
    return f"{speech} Let me add, my friend, a memory of my own trade that this brings back."


def _narration(prompt: str, name: str, seed: str) -> str:
    if "You may describe" not in prompt:
        return ""
    first = name.split()[0]
    gesture = _GESTURES[int(_digest(seed)[:4], 16) % len(_GESTURES)]
    return f"({first} {gesture}) "


_GESTURES = ("nods calmly", "smiles warmly", "leans forward", "taps the table", "laughs softly")
_SPLIT_NARRATION = re.compile(r"^(\([^)]*\)\s*)?(.*)$", re.DOTALL)


def _reply(prompt: str, name: str) -> str:
    draft = _between(prompt, "draft")
    narration = _narration(prompt, name, draft)
    if "politely declines" in prompt or "stays firm" in prompt or "do not hold" in prompt:
        return f"{narration}I am sorry, but I cannot answer that. {draft}"
    if "makes a genuine attempt" in prompt:
        return f"{narration}{draft} That is my best try at it."
    return f"{narration}From what these passages say: {draft}"


def _rewrite(prompt: str, name: str) -> str:
    reply = _between(prompt, "reply")
    rule = re.search(r"ignores this rule from .*?'s profile: (.*)", prompt)
    if rule is None:
        raise AssertionError("a rewrite prompt names no rule")
    narration, speech = _SPLIT_NARRATION.match(reply).groups()  # type: ignore[union-attr]
    rewritten = _obey(rule.group(1), speech.strip(), name)
    if narration and "\n" in rewritten:  # a list or paragraphs: the narration on its own line
        return narration.strip() + "\n" + rewritten
    return (narration or "") + rewritten


def _chat_turn(prompt: str, name: str) -> str:
    digest = _digest(prompt)
    words = _pick(prompt, 4)
    if "Write the user's" in prompt:
        return f"Tell me about {words[0]} and {words[1]}, please ({digest[:6]} is my note)?"
    narration = _narration(prompt, name, prompt)
    return f"{narration}Well, {words[2]} reminds me of {words[3]}; ask me more, ref {digest[:8]}."


def _plain_reply(prompt: str) -> str:
    """A generic assistant's reply to the user's last message (an opening one: on the topic or
    the passages), with no name, speech style or narration."""
    digest = _digest(prompt)
    user_turns = re.findall(r"^User: (.*)$", prompt, re.MULTILINE)
    asked = re.search(r"about (\w+ and \w+)", user_turns[-1]) if user_turns else None
    topic = re.search(r'on the topic "(.*?)"', prompt)
    if asked is not None:
        subject = asked.group(1)
    elif topic is not None:
        subject = f"the topic of {topic.group(1)}"
    else:
        subject = "the conversation so far"
    source = " from the passages you shared" if "<passages>" in prompt else ""
    return (
        f"Sure, I can help with that. Here is some general information about {subject}{source}. "
        f"Let me know if you would like more detail on any point (request {digest[:6]})."
    )


def realistic_generator(request: dict[str, Any]) -> str:
    """The answer to one chat-completions request body."""
    messages = request["messages"]
    prompt = messages[0]["content"]
    if prompt.startswith("Expand the persona"):
        persona = re.search(r"Persona: (.*)", prompt)
        if persona is None:
            raise AssertionError("a profile prompt without a persona")
        return "```json\n" + json.dumps(realistic_profile(persona.group(1))) + "\n```"
    if prompt.startswith("You are writing one reply of a general-purpose assistant"):
        return _plain_reply(prompt)
    name_match = re.search(
        r"(?:reply|message) of (.*?) in a role-play|between (.*?) and a user", prompt
    )
    name = next((group for group in (name_match.groups() if name_match else ()) if group), "Sam")
    if "<draft>" in prompt:
        return _reply(prompt, name)
    if "<reply>" in prompt:
        return _rewrite(prompt, name)
    return _chat_turn(prompt, name)
