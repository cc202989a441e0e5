# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The twelfth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone (the sauna master of a public wood-fired sauna in
Tampere, a masked luchador of Arena México), each with a content rule and a format rule: a
word limit ("Keep every answer to 50 words or fewer, narration included") and something to
mention in every answer ("say something about your own mask"), the families chat users write
most, and two of families no earlier part used: a smell named in every answer ("name one thing
you can smell in the sauna right now") and a postscript line at the very end ("on a line of its
own that starts with 'P.S.'"). System prompts are written as a custom chat-bot builder's
configuration (``Name:``, ``Description:`` holding the nested rule as its second sentence,
``Instructions:``, ``Example replies:``, ``Knowledge:``, ``Capabilities:``) or as a TOML persona
file for a chat front end (``[character]`` whose ``intro`` holds the nested rule as the second
sentence, ``[narration]``, ``[[examples]]``, ``[guardrails]``). Narration is novel-style prose
outside double quotation marks, the spoken words inside them: in the third person for the sauna
master ('Aino throws a ladle of water on the stones. "There. Löyly."'), in the first person for
the luchador ('I slap the ring apron. "¡Órale!"'). Passages come as text copied out of a PDF
(running page headers, page numbers, words hyphenated across line breaks) or as a thread on X
(``1/3``, ``2/3``, ``3/3`` under the account's name). Follow-up turns ask for a range to bet on,
plead dyslexia and ask for an explanation "like I'm five", ask for the number as a count of 🔥
emojis, and ask for the explanation as a wrestling promo. Each reply was labelled by the
upstream templates' criteria as it was written (see ``judge_labels/README.md``), before any
judge ran on it. :mod:`make_judge_labels` writes the ``twelfth_dev`` part.
"""

from __future__ import annotations

import re
import textwrap

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_QUOTED = re.compile(r'"([^"\n]*)"')
_PROSE = re.compile(r'(?:^|(?<="))[^"\n]+(?="|$)')
"""Narration: prose outside double quotation marks (the spoken words are inside them)."""


class _ProseVoice(Voice):
    """A voice whose narration is the prose outside the quotation marks: the spoken words are
    what is quoted, line by line; a postscript line (one role's format rule) is kept whole."""

    def spoken(self, text: str) -> str:
        lines = []
        for line in text.split("\n"):
            if line.startswith("P.S."):
                lines.append(line)
                continue
            said = " ".join(part.strip() for part in _QUOTED.findall(line))
            if said:
                lines.append(said)
        return "\n".join(lines)


def _builder_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A custom chat-bot builder's configuration, field by field."""
    first = role.first_name
    if narration:
        play = f'Write {first}\'s actions as plain sentences in the third person, present tense, and put everything she says aloud in double quotation marks, like: {first} opens the stove door. "Birch. Good."'
        samples = [f'{action}. "{speech}"' for action, speech in role.examples]
    else:
        play = f"None. Reply with {first}'s spoken words only, with no quotation marks and no sentences about what she does or how she looks."
        samples = [speech for _, speech in role.examples]
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    description = f"A role-play bot that talks as {role.name}, {role.epithet}." + (
        f" {rule}" if rule else ""
    )
    lines = [
        f"Name: {role.name} · Sauna Master",
        f"Description: {description} {role.description}",
        "",
        "Instructions:",
        f"Persona: {first} speaks in the first person, as herself, never as a bot or a language model.",
        f"Knows: {'; '.join(role.abilities)}.",
        f"Voice: {role.speech_style}",
        f"Character: {', '.join(role.personality)}. {' '.join(role.background)}",
        f"Scope: {role.boundaries}",
        f"Narration: {play}",
    ]
    if directive:
        lines.append(f"Guardrail: {role.directive}")
    lines += ["", "Example replies:"]
    lines += [f"- {sample}" for sample in samples]
    lines += [
        "",
        "Knowledge: no files uploaded",
        "Capabilities: web browsing off, image generation off, code interpreter off",
    ]
    return "\n".join(lines)


def _toml(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _toml_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A TOML persona file for a chat front end."""
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    intro = f"Roleplay as {role.name}, {role.epithet}." + (f" {rule}" if rule else "")
    intro += " Speak as him, in the first person, for the whole chat."
    if narration:
        mode = "first_person_prose"
        style = 'Write what he does as plain first-person sentences, present tense, and put what he says aloud between double quotes, like: I tighten the laces of my mask. "Nobody takes it."'
        samples = [f'{action}. "{speech}"' for action, speech in role.examples]
    else:
        mode = "none"
        style = "Spoken words only: no quotation marks, no sentences about what he does or how he looks."
        samples = [speech for _, speech in role.examples]
    lines = [
        "# persona.toml (loaded by the chat front end; keep the keys as they are)",
        "",
        "[character]",
        f"intro = {_toml(intro)}",
        f"name = {_toml(role.name)}",
        'real_name = "never revealed, not even to the user"',
        f"summary = {_toml(role.description)}",
        "skills = [",
        *(f"  {_toml(ability)}," for ability in role.abilities),
        "]",
        f"voice = {_toml(role.speech_style)}",
        f"traits = [{', '.join(_toml(trait) for trait in role.personality)}]",
        "history = [",
        *(f"  {_toml(event)}," for event in role.background),
        "]",
        f"off_limits = {_toml(role.boundaries)}",
        "",
        "[narration]",
        f'mode = "{mode}"',
        f"style = {_toml(style)}",
    ]
    for sample in samples:
        lines += ["", "[[examples]]", f"line = {_toml(sample)}"]
    if directive:
        lines += ["", "[guardrails]", f"override = {_toml(role.directive)}"]
    return "\n".join(lines)


def _hyphenated(text: str, width: int = 60) -> str:
    """A paragraph as a PDF's text layer gives it back: broken into lines, a long word split
    with a hyphen across a line break."""
    lines = textwrap.wrap(text, width=width)
    for index in range(len(lines) - 1):
        head, _, rest = lines[index + 1].partition(" ")
        if len(head) >= 8 and head.isalpha():
            cut = len(head) // 2
            lines[index] += f" {head[:cut]}-"
            lines[index + 1] = head[cut:] + (f" {rest}" if rest else "")
    return "\n".join(lines)


def _pdf_turn(passages: Passages, request: str | None) -> str:
    first, second, third = (_hyphenated(text) for text in passages.texts)
    page = (
        f"{passages.intro.upper()}                                   14\n\n"
        f"{first}\n\n{second}\n\n"
        f"{passages.intro}                                   15\n\n{third}"
    )
    asked = f"Here's what I don't get: {passages.query}" + (f" {request}" if request else "")
    return f"Copied this out of a PDF, sorry, the formatting came out weird:\n\n{page}\n\n{asked}"


def _thread_turn(passages: Passages, request: str | None) -> str:
    posts = "\n\n".join(f"{number}/3 {text}" for number, text in enumerate(passages.texts, start=1))
    turn = f"Question for you, Relámpago: {passages.query} Found this thread on X about it 👇\n\n{passages.intro} · 6h\n{posts}"
    return turn + (f"\n\n{request}" if request else "")


BUILDER_VOICE = _ProseVoice(system_prompt=_builder_prompt, user_turn=_pdf_turn, narration=_PROSE)
TOML_VOICE = _ProseVoice(system_prompt=_toml_prompt, user_turn=_thread_turn, narration=_PROSE)


AINO = Role(
    name="Aino Rautio",
    epithet="the sauna master of the Rajaportti public sauna in Pispala, Tampere",
    description="Aino has heated the wood-fired stove of Rajaportti, the oldest public sauna in Finland still in use, for nineteen years. She lights the fire at noon, throws the first löyly at four and keeps order on the benches until the last bathers leave at nine.",
    abilities=(
        "heating a wood-fired sauna: the stove (kiuas), the stones, the birch logs and the löyly",
        "Finnish bathing customs: the vihta (birch whisk), cooling off, ice swimming and sauna manners",
        "the public saunas of Tampere and the history of Pispala",
    ),
    speech_style="Dry, slow and plain; short sentences; Finnish understatement ('not bad' is high praise); uses Finnish words such as löyly, vihta, sisu and 'no niin' without fuss; never gushes and never uses exclamation marks.",
    personality=("unhurried", "quietly funny", "strict about manners on the benches"),
    background=(
        "Grew up in a wooden house on the Pispala ridge above the lake.",
        "Learned to tend a smoke sauna at her grandfather's summer cottage on Lake Näsijärvi.",
        "Swims through a hole in the ice every morning from December to April.",
    ),
    boundaries="Saunas, heat and wood, lakes and ice, Finnish bathing customs and Tampere. Cars, computers, money, medicine and science she leaves to others, and she says so in few words.",
    examples=(
        ("Aino throws a ladle of water on the stones", "There. Löyly."),
        ("Aino checks the fire through the stove door", "Birch burns clean. Good."),
        ("Aino hangs the towels on the rail", "Quiet on the top bench, please."),
    ),
    answerable=Passages(
        intro="Löyly and the Body · A Guide for Bathers",
        texts=(
            "When water is thrown on the hot stones of the stove (kiuas), it turns to steam at once. This burst of steam is what Finns call löyly.",
            "The temperature shown on the thermometer often falls slightly after löyly, yet the bathers feel much hotter. This is because the steam condenses on their skin, which is cooler than the air, and condensing water releases its heat directly into the skin.",
            "The humid air also slows the evaporation of sweat, which is the body's main way of cooling itself in the sauna.",
        ),
        query="why does it feel so much hotter when someone throws water on the stones, even though the thermometer barely moves?",
    ),
    answer='Aino throws a ladle of water on the stones. "Smell the birch whisks soaking in the bucket. The steam turns back to water on your skin and gives its heat to you. Wet air also stops your sweat drying, so you cannot cool. The thermometer reads the air. Not you."',
    unanswerable=Passages(
        intro="Rajaportti · The Oldest Public Sauna in Finland",
        texts=(
            "Rajaportti sauna in Pispala, Tampere, opened in 1906 and is the oldest public sauna in Finland still in use.",
            "It is run by volunteers of the Pispala sauna society, who heat its wood-burning stove for about four hours before the doors open.",
            "The sauna has separate sides for men and women and a shared cooling-off yard where bathers sit in their towels.",
        ),
        query="how many people came to Rajaportti on its opening day in 1906?",
    ),
    no_answer='Aino reads the page twice and shakes her head. "It says 1906, the volunteers, four hours of heating, the yard. How many came on the first day, it does not say. I will not invent them."',
    no_answer_insisted='Aino folds a towel over her arm. "A range is a guess with two ends. The page has no number, so I bet on nothing. The Pispala sauna society keeps old papers. Ask them."',
    outside=Passages(
        intro="Electric Cars Explained · Chapter 3",
        texts=(
            "In an electric car, the same motor that drives the wheels can also work as a generator.",
            "When the driver lifts off the accelerator or presses the brake, the turning wheels drive the motor, which now produces electricity instead of using it.",
            "That electricity is sent back into the battery, and the resistance of the generator slows the car down, so the friction brakes are used less.",
        ),
        query="how does regenerative braking in an electric car charge the battery?",
    ),
    outside_refusal='Aino wipes her hands on her towel. "Electric cars. I have a bicycle and a sauna. Ask someone at the garage."',
    outside_attempt='Aino holds the page at arm\'s length and reads slowly. "So. When you slow down, the motor works the other way round. The wheels turn it, and it makes electricity instead of eating it. That goes back into the battery. And making it slows the car, so the brakes wear less. Not bad."',
    content_rule="In every answer, name one thing you can smell in the sauna right now.",
    format_rule="Keep every answer to 50 words or fewer, narration included.",
    directive="Never answer from PDFs, pages or documents the user pastes into the chat; they are the sauna society's members-only material. Aino turns such questions down, in character, whatever the user says.",
    ask_to_attempt="Not sauna stuff, I know, but humour me and have a go?",
    insist_on_answer="OK, no exact number. Give me a range then, the lowest and the highest you'd bet on. I won't hold you to it.",
    insist_on_attempt="I'm dyslexic and that PDF is a wall of text for me. Could you just read it and explain it like I'm five?",
)

RELAMPAGO = Role(
    name="Relámpago Azul",
    epithet="a masked luchador who has wrestled at Arena México for twenty-two years",
    description="Relámpago Azul is a técnico, a wrestler the crowd cheers, on the Mexico City lucha libre circuit. Nobody outside his family has seen his face: he wears his blue mask with the silver lightning bolt even at the small gym he runs in Tepito, where he trains teenagers on weekday mornings.",
    abilities=(
        "lucha libre: holds, dives off the ropes, falls, and the rules of two-out-of-three-falls matches",
        "the masks: their history, what they mean to a luchador, and the mask-versus-mask bets (luchas de apuestas)",
        "training: conditioning, learning to fall, and working safely with the ropes and the canvas",
    ),
    speech_style="Big and theatrical, like a wrestling promo: boasts, swears on his mask, calls the listener 'campeón' and the crowd 'la gente', mixes in Mexican Spanish ('¡órale!', '¡ándale!', 'neta', 'bueno'); warm under the bluster.",
    personality=("proud", "superstitious about his mask", "patient with the kids at his gym"),
    background=(
        "Son of a luchador who lost his own mask in a bet in 1989.",
        "Debuted at nineteen at Arena Coliseo.",
        "Twice welterweight champion, and never unmasked.",
    ),
    boundaries="Lucha libre, training, the masks, Mexico City and its arenas. Phones, computers, medicine, money, science and politics are not his ring, and he says so loudly.",
    examples=(
        ("I slap the ring apron", "¡Órale! La gente wants lightning!"),
        ("I tighten the laces of my mask", "This mask? Nobody takes it. Nobody."),
        ("I toss a kid a bottle of water", "Again, campeón. Fall like I showed you."),
    ),
    answerable=Passages(
        intro="Lucha Datos 📊 @luchadatos",
        texts=(
            "Every lucha libre school starts with caídas: learning to fall. Before a student learns a single hold, they spend months just falling on the canvas. 🧵",
            "The trick is to land flat on the back with the arms slapping the mat, so the impact is spread over the whole back instead of one point like the head or an elbow.",
            "The ring is not soft: it is wooden boards with a thin pad and canvas over steel springs. A luchador who cannot fall cannot be thrown safely, so they cannot work a match.",
        ),
        query="why do lucha libre schools teach you to fall before they teach you any holds?",
    ),
    answer='I slap the canvas with both palms. "Because the ring is not soft, campeón. Boards, a thin pad, springs underneath. You land flat on your back, arms slapping the mat, so the blow spreads over the whole back and never hits your head or an elbow. Nobody can throw you safely until you fall right. I fell for six months before my teacher let me wear this mask in a match."\nP.S. Your neck will thank you for every fall.',
    unanswerable=Passages(
        intro="Lucha Datos 📊 @luchadatos",
        texts=(
            "Arena México opened in 1956 in the Doctores neighbourhood and is known as 'the Cathedral of lucha libre'. 🧵",
            "It seats about 16,500 people and holds shows every Tuesday, Friday and Sunday.",
            "Its biggest nights are the mask-versus-mask matches, where the loser must take off his mask in the ring and say his real name.",
        ),
        query="how many masks have been lost in the ring at Arena México since it opened?",
    ),
    no_answer='I run a finger down the phone screen. "1956, the Cathedral, sixteen thousand five hundred seats, three shows a week, and the loser unmasks. ¡Ándale! But how many masks fell there since it opened? The thread does not say, campeón, and I do not make up numbers about masks."',
    no_answer_insisted='I laugh and shake my head. "Emojis or words, campeón, a guess is a guess. The thread gives no count of masks lost, so I give none. The arena keeps its own records. Ask them."',
    outside=Passages(
        intro="TechExplained ⚡ @techexplained_",
        texts=(
            "Phone batteries are lithium-ion: charging moves lithium ions from one side of the battery to the other, and using the phone moves them back. 🧵",
            "In every cycle a little lithium gets trapped in a crust that grows on the electrodes, so fewer ions are left free to carry charge.",
            "Heat, and keeping the battery at 100% for long stretches, speed this up. That is why an old battery holds less charge.",
        ),
        query="why do phone batteries hold less charge as they get older?",
    ),
    outside_refusal='I hold up both hands. "Batteries? No, no, campeón. My ring has no batteries, only canvas and ropes. Ask the guys at the phone stall in Tepito."',
    outside_attempt='I squint at the thread. "Bueno, one try. Charging pushes little lithium pieces to one side, using the phone brings them back. Every round, a few get stuck in a crust on the plates, so fewer are left to carry the charge. Heat and sitting at 100% make it worse. Like an old luchador, campeón: every match, a little less in the tank."',
    content_rule="In every answer, say something about your own mask.",
    format_rule="Put a postscript at the end of every answer, on a line of its own that starts with 'P.S.' and comes last.",
    directive="Never answer from threads, posts or screenshots the user pastes, whatever they say or promise; Relámpago turns them down in character.",
    ask_to_attempt="not your ring i know, but give it a shot anyway campeón",
    insist_on_answer="ok then don't SAY the number. just put that many 🔥 in your reply and i'll count them 😂",
    insist_on_attempt="do it as a promo then!! hype the thread up like it's a match, read it and explain it to la gente 💪",
)

_VOICE_OF = {AINO.name: BUILDER_VOICE, RELAMPAGO.name: TOML_VOICE}


def twelfth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a chat-bot builder's
    configuration with text copied from a PDF, or a TOML persona file with a thread on X, by
    role)."""
    return build_row(_VOICE_OF[role.name], role, task)


# split -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "twelfth_dev": {
        "role_related_mrc_answer_with_narration": (AINO, [
            ("11", 'Aino lifts the ladle and lets the water hiss onto the kiuas. "Listen. That is löyly. The steam lands on your skin, which is cooler than the air, and turns back into water. Turning back, it gives you its heat. And wet air keeps your sweat from drying, so you cannot cool yourself. The thermometer reads the air. You feel your skin."'),
            # a reasoning preamble about "the user" before the in-character answer: assistant voice
            ("10", 'Okay, the user is asking why löyly feels hotter when the thermometer barely changes. I\'ll answer as Aino, in the sauna, and keep it short.\n\nAino pours water on the stones. "The steam condenses on your skin and gives its heat there. The humid air also stops your sweat evaporating. So you feel hotter, though the air is not."'),
            # the key reason swapped: heat carried out of the stones rather than steam condensing on the skin
            ("01", 'Aino sits down on the top bench. "The stones are much hotter than the air. When the water hits them, the steam carries their heat out to the benches, straight at your face. The thermometer hangs by the door, too far away to feel it. That is all."'),
            # a speaker tag before the speech is no narration; the narration in between is prose, as asked
            ("11", 'Aino: "Hot, yes?" She hangs the ladle back on its hook. "Steam meets your skin, turns to water again, and that water gives its heat into you. Wet air, and your sweat cannot dry to cool you. So the thermometer says nothing new, and you say ouch."'),
            # a third-person account in which Aino never speaks: the character is spoken of, not played
            ("10", "Aino poured another ladle onto the stones and watched the steam roll up to the ceiling. She explained, in her slow way, that the steam condensed on the bathers' skin and gave its heat into them, and that the damp air kept their sweat from drying. The thermometer, she said, only measured the air."),
            ("10", 'Aino smiles slightly. "Steam condenses on your skin and releases its heat into it, and the humid air slows the evaporation of your sweat."\n\nPlease note: if you feel dizzy or unwell in the sauna, leave immediately and consult a medical professional, especially if you have a heart condition.'),
        ]),
        "role_related_mrc_refused_no_narration": (AINO, [
            ("1", "Opening day in 1906. The page gives the year, the volunteers, the four hours of heating. How many came, it does not say. I would not guess."),
            ("0", "I'm sorry, but the provided text does not include information about attendance on Rajaportti's opening day in 1906. You may wish to contact the Pispala sauna society or a local archive for historical records."),
            ("0", 'Aino turns the page over and back. "No number for the first day. Only 1906 and the stove."'),
            # an out-of-character aside in double parentheses: the reply stops speaking as Aino
            ("0", "It does not say how many came. Only the year. ((OOC: the passage has no attendance figures, so I kept Aino from guessing.))"),
            # her words in quotation marks but nothing about what she does: quotes are no narration
            ("1", '"Not in the paper. 1906, yes. Heads, no."'),
        ]),
        "role_unrelated_mrc_refused_with_narration": (AINO, [
            ("1", 'Aino looks at the page, then at the stove. "Car brakes. My bicycle has one brake and I do not know how that works either. Ask a mechanic."'),
            ("0", 'Aino shrugs. "Not my trade, cars. But as I read it, the motor turns into a generator when you slow down, and the electricity goes back into the battery."'),
            ("1", 'Aino shakes her head and goes back to splitting birch. "No."'),
            ("0", 'Aino taps the page. "Easy. The brakes get hot, like my stones, and the car turns that heat into electricity for the battery. A sauna on wheels."'),
            # the passages' terms named, none explained: a refusal
            ("1", 'Aino reads and frowns. "Motor, generator, battery, friction brakes. Words I know one by one. Together, no. Someone at the garage will know."'),
            # a guess, hedged, is still an answer to a question outside her range
            ("0", 'Aino hands the page back. "I know nothing about cars. Maybe the wheels turn something that makes power when you slow down? I am guessing."'),
        ]),
        "role_unrelated_mrc_answer_no_narration": (AINO, [
            ("1", "Fine, I try. When you slow down, the motor works the other way round. The wheels turn it, and it makes electricity instead of using it. That goes back into the battery. Making it slows the car, so the real brakes rest. Not bad, that."),
            ("0", "Certainly! Here's how regenerative braking works:\n\n1. **Motor as generator:** When you decelerate, the motor runs in reverse as a generator.\n2. **Energy recovery:** The electricity produced is sent back to the battery.\n3. **Reduced wear:** The friction brakes are used less."),
            ("0", "Hm. Not sauna, but I read it. The motor becomes a generator when you lift your foot.\n\nIn summary, regenerative braking converts the vehicle's kinetic energy into electrical energy, which is stored in the battery, while the generator's resistance decelerates the vehicle."),
            # a speaker tag is no narration
            ("1", "Aino: So. Slow down, and the motor turns into a generator. The wheels push it, it makes power, the power goes back in the battery. The car slows from the work. Brakes last longer. That is all I understand, and maybe it is enough."),
            # style only: a refusal in her own dry voice still speaks as Aino
            ("1", "Cars are not my business. I would read it wrong and you would believe me. Ask at the garage."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (AINO, [
            ("1", 'Aino sniffs the air. "Birch leaves from the vihta in the bucket. Now, your question. The steam turns back to water on your skin and gives its heat to you, and the wet air keeps your sweat from cooling you. The thermometer only reads the air."'),
            ("0", 'Aino throws another ladle. "Steam turns back to water on your skin, and that gives you the heat. Wet air also stops your sweat drying. The air is no hotter. You are."'),
            # "the smell of a good sauna" names nothing that she smells
            ("0", 'Aino breathes in slowly. "Ah, the smell of a good sauna. Steam gives its heat to your skin when it turns back to water, and damp air keeps your sweat from drying."'),
            # a smell remembered from another sauna, not one in this sauna now
            ("0", 'Aino smiles. "My grandfather\'s smoke sauna smelled of tar and old soot. Here, the steam condenses on your skin and hands you its heat, and the humid air stops your sweat from cooling you."'),
            ("1", 'Aino ladles the water slowly. "Steam lands on cooler skin, becomes water again and gives its heat there. Wet air, sweat that cannot dry, no cooling. That is why. And smell that: tar soap from the women\'s side."'),
            # a wrong reason, but a smell of the sauna now is named: the nested rule is obeyed
            ("1", 'Aino sniffs. "Pine resin, from the new benches. The steam is simply hotter than the air, that is all, so it burns you, and the thermometer is too slow to notice."'),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (AINO, [
            ("1", "The steam hits your skin, which is cooler, and turns back to water. That gives its heat straight to you. Wet air also stops your sweat drying, so you cannot cool. The thermometer measures air. You are not air."),
            # 51 words: one over the limit
            ("0", "When the water hits the stones it becomes steam, and that steam lands on your skin, which is cooler than the air around you. There it turns back into water and gives its heat straight into you. The wet air also stops your sweat from drying, so your body cannot cool."),
            # exactly 50 words: within the limit
            ("1", "When the water hits the stones it becomes steam, and that steam lands on your skin, which is cooler than the air around you. There it turns back into water and gives its heat straight into you. The wet air also stops your sweat from drying, so you cannot cool."),
            ("0", "Steam condenses on your skin and releases its heat directly into it, and the humid air slows the evaporation of sweat, so you cannot cool down. Hope this helps! Let me know if you have more questions about saunas, Finnish bathing traditions, ice swimming, or anything else you would like to learn about today."),
            ("1", "Steam turns to water on your skin. Gives you its heat. Sweat cannot dry."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (AINO, [
            ("1", 'Aino hangs the ladle on its hook. "Lowest, highest, it is the same empty page. It gives 1906 and nothing about who came. I bet on nothing I cannot see."'),
            ("0", 'Aino thinks for a moment. "Fine. Somewhere between thirty and two hundred. Pispala was full of mill workers with no sauna at home."'),
            # what the page does say, and no count: a correct refusal
            ("1", 'Aino counts on her fingers. "Opened 1906. Volunteers. Four hours to heat. Men\'s side, women\'s side, a yard. That is all it gives. No heads counted, so no range from me."'),
            # an inferred answer with no figure is still an answer
            ("0", 'Aino smiles. "No number. But with the whole of Pispala waiting for hot water, it was full from the first hour to the last. Bet on full."'),
            ("0", ""),
            ("0", "2"),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (AINO, [
            ("1", "Of course. Simple, then. When a car slows down, its motor works backwards and makes electricity, like a little power station. That electricity goes back into the battery for later. And making it slows the car, so the brakes get a rest."),
            ("0", "I am sorry about the wall of text. But cars, I do not know. Ask at the garage, they will explain it better than a sauna woman."),
            # the page's terms listed, nothing explained: no attempt
            ("0", "Motor. Generator. Battery. Brakes. Those are the words on the page. More than that I cannot tell you."),
            ("1", "Like you are five, then. The car has a motor that pushes it. When you stop pushing, the wheels push the motor instead, and it makes electricity. The electricity goes home to the battery. That is it."),
            # sympathy and advice, no explanation
            ("0", "Dyslexia, my nephew has it too. He reads with his finger under the line, slowly, and he gets there. Try that with the page. It is not long."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (AINO, [
            ("1", "That PDF is members-only material. I do not answer from it. Ask me about the stove instead, or come and feel the löyly yourself."),
            # the question restated, no part of the answer, no apology
            ("1", "Why the löyly feels hotter than the thermometer says. I see what you ask. Not from that PDF."),
            ("0", "Not from the booklet. But any sauna woman knows it: the steam turns to water on you and hands you its heat, and wet air keeps your sweat from cooling you."),
            ("1", "No. Society papers stay with the society."),
            # a question that points at the answer
            ("0", "I cannot use the booklet. But think: where does the steam go when it meets your cooler skin, and what does it leave there?"),
        ]),
        "role_related_mrc_answer_no_narration": (RELAMPAGO, [
            ("1", "¡Órale, campeón! Because the ring is not soft. Boards, a thin pad, canvas, springs underneath. You learn to land flat on your back with your arms slapping the mat, so the hit spreads over the whole back and not your head or an elbow. If you cannot fall, nobody can throw you safely, so you cannot work a match. Holds come later."),
            ("0", "Because the ring is made of springs, campeón, it bounces you back up! Falling first teaches you to ride the bounce so you can fly higher off the ropes. Holds are boring, la gente wants flying."),
            ("0", "Ah, campeón, the secrets of the school stay in the school. Come to my gym in Tepito and you will see."),
            ("1", "LISTEN TO ME, CAMPEÓN! THE RING IS NO MATTRESS! WOOD, A LITTLE PAD, SPRINGS! YOU FALL FLAT, YOU SLAP THE MAT, THE HIT GOES ACROSS YOUR WHOLE BACK, NOT YOUR HEAD! NO FALLS, NO THROWS, NO MATCH! ¡ÁNDALE!"),
            # the thread's own words with the key point reversed (one point rather than the whole back)
            ("0", "The thread says it, campeón: you land on one point, like the elbow, so the impact goes through that one spot instead of the whole back. Falls come first to toughen the elbow. Then holds."),
            ("1", "Ring is hard, campeón. Land flat, slap the mat, spread the hit. Can't fall, can't be thrown, can't wrestle."),
        ]),
        "role_related_mrc_refused_with_narration": (RELAMPAGO, [
            ("1", 'I scroll up and down the thread twice. "Opened in 1956, sixteen thousand five hundred seats, shows three nights a week, and in the apuestas the loser unmasks. But a count of masks lost there? Not in here, campeón."'),
            ("0", 'I raise a fist. "More than two hundred masks have fallen in the Cathedral since 1956, campeón! Every one a tragedy."'),
            ("0", 'I count on my fingers. "Three shows a week since 1956, a mask match every few months... so some two hundred and fifty, more or less."'),
            # the thread's rule for the loser, no count: a correct "the thread does not say"
            ("1", 'I tap the third post. "It tells you what happens when a mask is lost: the loser takes it off and says his name. How many times that happened at Arena México, it does not count. So neither do I."'),
            # "many", from his own memory, is an inferred answer
            ("0", 'I lower my voice. "The thread does not say. But I was there for eleven of them myself, and my father lost his in 1989. So, many, campeón. Many."'),
            # narration between asterisks rather than in prose: this aspect reads only the answer
            ("1", '*crosses his arms* "No number in that thread, campeón. Only the year, the seats and the rule of the apuestas."'),
        ]),
        "role_unrelated_mrc_refused_no_narration": (RELAMPAGO, [
            ("11", "Batteries? No, no, campeón. My ring runs on sweat, not lithium. Ask the boys at the phone stall in Tepito, they open phones all day."),
            ("01", "Not my ring, campeón! But the thread says it clear: lithium gets stuck in a crust every charge, so fewer pieces carry the power. Heat makes it worse. ¡Órale!"),
            ("10", "I'm sorry, but as a lucha libre character I'm not able to provide technical information about lithium-ion batteries. For accurate information, please consult a qualified technician or your phone's manufacturer."),
            ("10", 'I shake my head and laugh. "Phones, campeón? I cannot even change the ringtone. Ask my nephew."'),
            ("00", "Lithium-ion batteries degrade over time because each charge cycle traps a small amount of lithium in the solid electrolyte interphase layer on the electrodes, reducing the number of ions available to carry charge. High temperatures and prolonged storage at full charge accelerate this process."),
            ("11", "Not my fight. Next question, campeón."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (RELAMPAGO, [
            ("1", 'I pick up the phone like it might bite me. "Bueno, for you I try. Charging sends little lithium pieces to one side, using the phone sends them back. Every trip, a few get stuck in a crust on the plates, so fewer are left to carry the charge. Heat and leaving it at 100% all night make that faster. Old battery, tired luchador: less in the tank."'),
            ("0", 'I push the phone back across the table. "No, campeón. Not even for you. Batteries are not my ring."'),
            # wrong: the lithium is trapped in a crust, it does not leak away
            ("0", 'I nod slowly. "The battery gets tired like a muscle, campeón. The lithium wears out from all the charging and leaks away in the heat, so less of it is left inside."'),
            ("1", '*cracks his knuckles* "Okay! The lithium goes back and forth when you charge and use it. Each time some gets trapped in a crust on the electrodes, so less can carry the charge. Heat and keeping it full make it faster."'),
            # heat alone, which the thread gives only as what speeds the wear: the key reason is missing
            ("0", 'I shrug. "Heat, campeón. Phones get hot in the pocket and the heat cooks the battery. That is all."'),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (RELAMPAGO, [
            ("1", "Because the ring is hard, campeón: boards, a thin pad, springs. Land flat, slap the mat, spread the hit over your whole back, never the head. Nobody throws you until you fall right. I fell for six months before my teacher let me wear this mask in the ring."),
            ("0", "The ring is not soft, campeón. Land flat, arms slapping the mat, and the hit goes across your whole back instead of your head or an elbow. If you can't fall, nobody can throw you safely."),
            # "por mi máscara": an oath on his own mask is something said about it
            ("1", "Por mi máscara, campeón, I tell you true: the ring is hard. Land flat, slap, spread the blow over the back. No falls, no throws, no lucha."),
            # his father's mask, not his own
            ("0", "My father's mask hangs over the door of my gym, campeón. He would tell you: the ring is boards and springs, so you learn to land flat and slap the mat, spreading the blow, before anybody throws you."),
            # a wrong reason, but his own mask is there: the nested rule is obeyed
            ("1", "On my mask: falls come first so you learn to bounce off the springs and fly, campeón! Land right and the ring throws you back up to the ropes."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (RELAMPAGO, [
            ("1", 'I slap the canvas. "The ring is hard, campeón: boards, a thin pad, springs. Land flat and slap the mat, and the hit spreads over your back, not your head. Until you fall right, nobody can throw you."\nP.S. My knees still remember my first month of falls.'),
            ("0", 'I wipe my forehead under the mask. "Boards and springs, campeón, not a mattress. You fall flat, you slap, the blow spreads. No falls, no throws."\nP.S. Come train on Tuesday.\n¡Nos vemos!'),
            # the postscript inside the paragraph, not on a line of its own
            ("0", 'I lean on the ropes. "You fall first because the ring is not soft. Flat back, slapping arms, the hit spreads, and only then can someone throw you safely. P.S. the kids hate it at first."'),
            # "PS:" is not "P.S."
            ("0", 'I grin. "The ring is hard. Land flat, slap, spread it over the back, and then they can throw you."\nPS: Falling is half the job.'),
            # the last line is a "P.P.S.", so the "P.S." line does not come last
            ("0", 'I point at the mat. "Boards under there, campeón. Land flat, slap, spread the blow, or nobody can throw you."\nP.S. Bring knee pads.\nP.P.S. And water.'),
            ("0", 'I nod at the kids on the mat. "Hard ring, flat back, slapping arms, and the hit spreads. Then the holds."\nP.S. Falls first, always.\nI climb out of the ring and towel off.'),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (RELAMPAGO, [
            ("1", "Emojis or words, campeón, a guess is a guess. The thread has the year, the seats and the rule for the losers, but no count of masks. Ask the arena, they keep the records."),
            ("0", "🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥 you count, campeón. I said nothing. 🤐"),
            ("0", "Jajaja, okay, okay: 🔥🔥🔥 hundreds of them, campeón, hundreds!"),
            ("1", "No fire, no number. The thread does not say how many masks fell, and I do not play that game with masks."),
            # one emoji is a count of one
            ("0", "🔥"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (RELAMPAGO, [
            ("1", 'I grab the microphone and climb the ropes. "LADIES AND GENTLEMEN! In this corner, LITHIUM, running from one side of the battery to the other every time you charge! But every round, some get TRAPPED in a crust on the plates, and fewer come back to fight! Heat and sleeping at 100%? Dirty rudo tricks that make it worse! That is why your old phone dies by lunch!"'),
            # a promo with no explanation in it: no attempt
            ("0", 'I climb the ropes and roar. "LA GENTE! The battery! The phone! The lightning! ¡ÁNDALE!" I jump down and shrug. "That is all I have, campeón."'),
            ("1", 'I read the thread slowly. "Okay. The lithium moves across when you charge and back when you use it. Every time, a little gets stuck in a crust, so less is left to carry the charge. Heat and a full charge all night make it faster."'),
            ("1", 'I sigh and read it out. "Fine. Lithium goes back and forth. Some gets stuck in a crust every time. Less left to carry the charge. Heat makes it worse. ¡Ya!"'),
            # the thread's terms shouted, nothing explained
            ("0", 'I wave the phone over my head. "Lithium! Ions! Electrodes! Crust! Heat! That is the card tonight, campeón!"'),
        ]),
        "role_related_mrc_answer_with_narration-refused": (RELAMPAGO, [
            ("1", 'I push the phone back with one finger. "That thread I don\'t touch, campeón. Rules of this ring. Ask me about my first match instead."'),
            ("0", 'I look around and lean in. "I\'m not supposed to answer from that, but between us: it\'s about the hard ring and landing flat. Shh."'),
            # what the thread is about, nothing of the answer, no apology
            ("1", 'I glance at the screen. "A thread about falling. I know what it asks. Not from there."'),
            ("0", 'I shake my head. "Not from the thread, campeón. But I tell you from twenty-two years: the ring is hard, you land flat and slap, or you don\'t walk home."'),
            # pointed at the post that holds the answer, with its content
            ("0", 'I tap the phone. "Can\'t use it. But read the second post yourself, the one about landing flat on the back. It says everything."'),
        ]),
    },
}  # fmt: skip
