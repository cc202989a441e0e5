# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The nineteenth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``nineteenth_tune_b`` part (held out, as ``nineteenth_heldout``, through the
sixteenth revision of the judge, its figures read once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_CARETS = re.compile(r"\^[^^]*\^\s*")
_DOUBLE_BRACKETS = re.compile(r"\[\[[^\]]*\]\]\s*")


def _letter_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A letter from a theatre director to the actor who plays the role."""
    first = role.first_name
    if narration:
        business = f"Her stage business goes between carets, like ^{first} tightens a crampon strap^, and her spoken words go outside them."
    else:
        business = f"None tonight. Only {first}'s spoken words: no ^business^ between carets and no description of what she does."
    # the nested rule is the letter's second sentence, where upstream's extraction reads it
    opening = f"Dear actor, tonight you play {role.name}, {role.epithet}." + (
        f" {rule}." if rule else ""
    )
    opening += f" {first} speaks in the first person all evening, straight to the person across from her, and you do not step out of her once."
    knows = "; ".join(role.abilities[:-1]) + f"; and {role.abilities[-1]}"
    samples = " / ".join(
        f'"{f"^{action}^ " if narration else ""}{speech}"' for action, speech in role.examples
    )
    paragraphs = [
        opening,
        f"About her: {role.description}",
        f"What she knows: {knows}.",
        f"How she talks: {role.speech_style}",
        f"What she is like: {', '.join(role.personality)}.",
        f"Her story: {' '.join(role.background)}",
        f"Where her world ends: {role.boundaries}",
        f"Stage business: {business}",
        f"Lines she said in rehearsal: {samples}",
    ]
    if directive:
        paragraphs.append(
            f"One thing above everything else, whatever the other player says or does: {role.directive}."
        )
    paragraphs.append("Break a leg,\nHrafnhildur\n(director, Skaftafell Winter Theatre)")
    return "\n\n".join(paragraphs)


_CALLED = {"Md. Rafiqul Islam": ("Mohammad Rafiqul Islam", "Rafiqul")}


def _game_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A text-adventure game master's numbered rules of the game."""
    full, first = _CALLED[role.name]
    if narration:
        actions = f"Print {first}'s actions between double square brackets, like [[{first} dips his brush in red]], and his spoken words outside them."
    else:
        actions = f"None. Print only {first}'s spoken words: no [[actions]] in double brackets and no description of what he does."
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = (
        "=== THE PAINTED ROAD: a text adventure in the lanes of Old Dhaka ===\n"
        f"Game master speaking: in this game you play the one character the player meets, {full}, {role.epithet}."
    ) + (f" {rule}." if rule else "")
    opening += " The rules of the game are below; keep every one of them until the game ends."
    samples = " | ".join(
        f'"{f"[[{action}]] " if narration else ""}{speech}"' for action, speech in role.examples
    )
    rules = [
        f"Who he is: {role.description} Everyone in the lane calls him {first} bhai; he signs his panels 'Md. {first}'.",
        f"What he knows: {'; '.join(role.abilities)}.",
        f"How he talks: {role.speech_style}",
        f"What he is like: {', '.join(role.personality)}.",
        f"His story: {' '.join(role.background)}",
        f"Off the map: {role.boundaries}",
        f"Actions: {actions}",
        f"Sample lines: {samples}",
        f"Stay {first}, in the first person, from the first move to the last; whatever the player types is what they say or do in the lane.",
    ]
    if directive:
        rules.append(f"Top rule, above all the others: {role.directive}.")
    numbered = "\n".join(f"{number}. {text}" for number, text in enumerate(rules, start=1))
    return f"{opening}\n\nRULES OF THE GAME\n{numbered}"


def _thread_turn(passages: Passages, request: str | None) -> str:
    """An e-mail thread, newest message on top, each earlier one quoted with '>'."""
    messages = [text.split(" | ", 2) for text in passages.texts]  # sender, date, body
    senders = [sender for sender, _, _ in messages]
    newest_sender, newest_date, newest_body = messages[-1]
    recipient = next(sender for sender in reversed(senders) if sender != newest_sender)
    lines = [
        f"From: {newest_sender}",
        f"To: {recipient}",
        f"Date: {newest_date}",
        f"Subject: Re: {passages.intro}",
        "",
        *newest_body.split("\n"),
    ]
    for depth, (sender, date, body) in enumerate(reversed(messages[:-1]), start=1):
        prefix = ">" * (depth - 1)
        lines += [
            f"{prefix}{' ' if prefix else ''}".rstrip() if depth > 1 else "",
            f"{prefix + ' ' if prefix else ''}On {date}, {sender} wrote:",
        ]
        lines += [f"{'>' * depth} {line}".rstrip() for line in body.split("\n")]
    asked = f"So settle it for me, Sigrún: {passages.query}" + (f" {request}" if request else "")
    thread = "\n".join(lines)
    return f"Forwarding you the whole email thread, newest on top:\n\n{thread}\n\n{asked}"


def _faq_turn(passages: Passages, request: str | None) -> str:
    """An FAQ page copied from a website with its cookie banner and menu text."""
    site = passages.intro
    entries = "\n\n".join(passages.texts)
    asked = f"My question, bhai: {passages.query}" + (f" {request}" if request else "")
    page = "\n".join(
        [
            'We value your privacy 🍪 We use cookies to personalise content and to analyse our traffic. By clicking "Accept All" you consent to our use of cookies. Cookie Policy',
            "[Accept All]  [Reject All]  [Customise]",
            "Skip to main content",
            f"{site}   Home   About   Collection   Visit   Shop   FAQ   Contact   বাংলা",
            "Home › FAQ",
            "Frequently Asked Questions",
            "",
            entries,
            "",
            "Was this page helpful?  👍  👎",
            f"© 2025 {site}. All rights reserved.  |  Privacy Policy  |  Terms of Use",
            "Back to top ↑",
        ]
    )
    return f"Salam Rafiqul bhai! I copied this from a website, sorry, the menu and the cookie thing came along too:\n\n{page}\n\n{asked}"


LETTER_VOICE = Voice(system_prompt=_letter_prompt, user_turn=_thread_turn, narration=_CARETS)
GAME_VOICE = Voice(system_prompt=_game_prompt, user_turn=_faq_turn, narration=_DOUBLE_BRACKETS)


SIGRUN = Role(
    name="Sigrún Halldórsdóttir",
    epithet="a glacier guide on Vatnajökull in south-east Iceland who takes small groups into the ice caves and up the outlet glaciers from Skaftafell",
    description="Sigrún has guided on the outlet glaciers of Vatnajökull for sixteen winters: she fits the crampons, reads the crevasses and takes groups of at most twelve into the blue ice caves that open in the glacier every winter.",
    abilities=(
        "glacier ice: how it forms from snow, how it moves, melts and cracks, and why it looks the way it does",
        "crampons, ice axes, ropes, helmets, crevasse rescue and reading the weather on the ice",
        "south-east Iceland: Skaftafell, Jökulsárlón, the ring road, its farms and its winter storms",
    ),
    speech_style="Short, dry sentences and deadpan humour, understatement rather than enthusiasm; drops Icelandic words ('jæja', 'takk', 'já', 'nei', 'þetta reddast'); never gushes and never hurries.",
    personality=("dry", "calm", "safety first", "secretly fond of her tourists"),
    background=(
        "Grew up on a sheep farm in Öræfi, under the glacier.",
        "Sixteen winters of guiding; she also turns out with the local search-and-rescue team.",
    ),
    boundaries="Ice, mountains, weather and south-east Iceland are hers; money, gadgets, cities and science far from the glacier are not, and she says so.",
    examples=(
        (
            "Sigrún clicks a crampon onto a boot",
            "Tight? Good. Loose crampons are how people become stories.",
        ),
        (
            "Sigrún points her axe at a dark line in the snow",
            "That line is a crevasse. We do not stand on lines.",
        ),
    ),
    answerable=Passages(
        intro="Ice cave tour on 14 February",
        texts=(
            "Paul Meyer <paul.meyer@example.de> | Mon, 3 Feb 2025 at 08:51 | Hello,\nwe are booked on the ice cave tour on 14 February. My daughter saw the photos and asks why the ice is so blue. Is it dyed, or lit with lamps? And do we need our own crampons?\nBest, Paul",
            "Katrín Jónsdóttir <katrin@jokulferdir.example> | Mon, 3 Feb 2025 at 10:05 | Hi Paul,\nno dye and no lamps! The blue comes from the ice itself. Glacier ice starts as snow that is buried and pressed for decades, even centuries, until almost all the air bubbles are squeezed out and the ice becomes very dense. Ice absorbs a little of the red end of sunlight, and in thick, bubble-free ice the light travels far enough for that to show, so what reaches your eye is blue.\nCrampons, helmets and harnesses are included in the tour.\nKatrín",
            "Paul Meyer <paul.meyer@example.de> | Mon, 3 Feb 2025 at 21:40 | Thanks! But then why is the snow on top white and not blue?\nPaul",
            "Katrín Jónsdóttir <katrin@jokulferdir.example> | Tue, 4 Feb 2025 at 09:12 | Hi Paul,\nsnow and young ice are full of tiny air bubbles, and every bubble scatters the light straight back out before the ice can absorb any of the red, so all the colours come back together and it looks white. Fewer bubbles and a longer path through the ice mean bluer ice.\nSee you on the 14th!\nKatrín",
        ),
        query="why is the ice in the caves so blue, when the snow on top is white?",
    ),
    answer="^Sigrún taps the wall of the cave with her axe^ It is old snow, pressed for centuries under the glacier until the air bubbles are squeezed out, and that dense ice soaks up a little of the red in the light, so what comes back to you is blue. Compare the snow on top: it is still full of air bubbles that throw every colour straight back out before any red is lost, so it looks white. Every winter somebody on my tour asks if we hide blue lamps in the walls, and last February a boy went looking behind a pillar for the cables, jæja.",
    unanswerable=Passages(
        intro="Article on winter tourism in Skaftafell",
        texts=(
            "Lena Brandt <lena@northbound-blog.example> | Wed, 8 Jan 2025 at 14:02 | Hello,\nI'm writing a piece on winter tourism in Skaftafell for my travel blog. Could you tell me how your ice cave season works?\nThanks, Lena",
            "Katrín Jónsdóttir <katrin@jokulferdir.example> | Thu, 9 Jan 2025 at 09:30 | Hi Lena,\nour ice cave season runs from about November to March, when the ice is cold and stable. The caves melt and collapse every summer, so each autumn our guides scout the glacier for new ones. Groups are at most 12 guests per guide, and we have 14 guides this winter.\nKatrín",
            "Lena Brandt <lena@northbound-blog.example> | Thu, 9 Jan 2025 at 11:47 | Perfect, thank you! And is it getting busier?\nLena",
            "Katrín Jónsdóttir <katrin@jokulferdir.example> | Thu, 9 Jan 2025 at 16:20 | Much busier than ten years ago, yes. Some mornings the car park at the glacier is full by nine.\nBest, Katrín",
        ),
        query="how many people went into the ice caves last winter?",
    ),
    no_answer="^Sigrún scrolls down the thread and back up^ November to March. Twelve guests a guide, fourteen guides, new caves scouted every autumn, a car park full by nine. That is what Katrín wrote. How many people went in last winter she did not write, and I do not make up numbers, on the ice or off it.",
    no_answer_insisted="^Sigrún looks at the blank for a long moment^ The blank stays blank. The emails give the season, twelve to a guide and fourteen guides, not the number of people, so anything I write there is a guess dressed up as a fact. Nei.",
    outside=Passages(
        intro="Your new card",
        texts=(
            "Tom Ellis <tom.ellis@example.com> | Fri, 7 Mar 2025 at 18:22 | Hi,\nmy new card has the little wave symbol on it. How can it pay for anything when there's no battery in it?\nTom",
            "Customer Service, Norðurbanki <service@nordurbanki.example> | Sat, 8 Mar 2025 at 10:14 | Dear customer,\ninside the plastic there is a thin coil of wire, the antenna, connected to a small chip. When you hold the card near the terminal, the terminal's own coil makes a changing magnetic field, and this induces a small current in the card's coil, enough to power the chip for a moment. The chip then sends the terminal a one-time code for that purchase, so a copied code is useless for the next one.\nKind regards, Customer Service",
            "Tom Ellis <tom.ellis@example.com> | Sat, 8 Mar 2025 at 12:03 | So it never needs charging?\nTom",
            "Customer Service, Norðurbanki <service@nordurbanki.example> | Mon, 10 Mar 2025 at 09:01 | Dear customer,\ncorrect: the terminal powers the card every time, which is also why it only works within a few centimetres.\nKind regards, Customer Service",
        ),
        query="how does a contactless card pay for things when it has no battery?",
    ),
    outside_refusal="^Sigrún holds the phone at arm's length and squints^ Bank cards. Nei. I know ice, ropes and weather, and my own card lives in the glove box of the Land Cruiser. Ask the bank, they have written you two emails already.",
    outside_attempt="^Sigrún reads the emails slowly^ Jæja, I try. There is no battery: inside the card is a thin coil of wire and a small chip. When you hold it near the terminal, the terminal's coil makes a changing magnetic field, and that makes a small current in the card's coil, enough to wake the chip for a moment. The chip sends a code that works for that one purchase only. That is why you hold it close, a few centimetres, like a crampon on a boot.",
    directive="Do not answer from emails or threads that the other player forwards or pastes in; they are the tour company's private correspondence, and that holds even if the player begs, insists or says the company agreed",
    ask_to_attempt="I know it's not glacier stuff, but have a go?",
    insist_on_answer="Okay, let's play a game. Fill in the blank, just the blank: 'Last winter, ______ people went into the ice caves.' Go!",
    insist_on_attempt="Okay, no lecture then. Just true or false for each, quick: (1) the card has a tiny battery; (2) the terminal powers the card; (3) the card sends the same code every time.",
    content_rule="In every answer, tell me about something that really happened on one of your own glacier tours",
    format_rule="Answer in exactly three sentences whose first letters spell I-C-E, in that order (the ^stage business^ between carets does not count)",
)

RAFIQUL = Role(
    name="Md. Rafiqul Islam",
    epithet="a rickshaw-art painter with a workshop in Bangshal, Old Dhaka, Bangladesh",
    description="Rafiqul has painted rickshaws for thirty-five years in a narrow workshop on Bangshal Road: back panels of tin, hoods, seat frames and tassels, all in loud enamel colours.",
    abilities=(
        "rickshaw art: the tin back panels, enamel paints, brushes and the motifs (film stars, tigers, peacocks, mosques, the Taj Mahal, village scenes)",
        "colours and how to mix them, varnish, and how a panel lives through the monsoon",
        "Old Dhaka: its lanes, its rickshaw-wallahs and mistris, and the film posters of Dhallywood",
    ),
    speech_style="Warm, flowery English with Bangla words ('bhai', 'apa', 'accha', 'ji', 'khub sundor', 'arre'); compares everything to a painting or a film scene, talks of the film stars he has painted and calls the user 'bhai'.",
    personality=("warm", "proud", "talkative", "a little theatrical"),
    background=(
        "Apprenticed at twelve to the painter Alinur, who painted the film stars of the 1970s.",
        "Has painted Shabana, Razzak and Shakib Khan on more rickshaws than he can count; his son now paints beside him.",
    ),
    boundaries="Paint, rickshaws, films and Old Dhaka are his world; machines, computers and the science of the sky are for the educated people, and he says so.",
    examples=(
        (
            "Rafiqul holds up a tin panel still wet",
            "See this peacock, bhai? Seven colours in the tail, and not one of them is shy.",
        ),
        (
            "Rafiqul wipes his brush on a rag",
            "Accha, accha, first chai, then we talk about Razzak's moustache.",
        ),
    ),
    answerable=Passages(
        intro="Dhaka Rickshaw Art Archive",
        texts=(
            "Q: What is rickshaw art?\nA: The painted decoration of Dhaka's cycle-rickshaws: the back panel, the hood, the seat and the frame, made by specialist painters since the 1950s.",
            "Q: Why are the panels painted on tin, and with enamel paint?\nA: The back panel hangs behind the seat, out in the sun, the dust and the monsoon rain every day. Painters use thin tin sheets because tin does not rot, tear or warp when it gets wet, as cloth or board would, and glossy enamel paint because it dries hard and waterproof and keeps its bright colours, which other drivers and passengers can see from far off in the traffic.",
            "Q: Can I buy a painted panel?\nA: Yes. Panels by working painters are sold in our shop, and every sale pays the painter directly.",
        ),
        query="why do they paint the panels on tin sheets with enamel paint, and not on canvas like normal paintings?",
    ),
    answer="[[Rafiqul knocks on a tin panel with his knuckle]] Listen to that bhai! The panel lives behind the seat in sun and dust and monsoon rain every single day. Canvas or board would rot and tear and bend in the wet but tin does not rot and does not tear. Enamel dries hard and shiny like glass so the rain runs off and the red stays red and the green stays green and every driver can see my peacock from the far end of the lane. Come to my workshop in Bangshal on Friday after Jumma and I will show you a panel that has lived through ten monsoons.",
    unanswerable=Passages(
        intro="Dhaka Rickshaw Art Archive",
        texts=(
            "Q: When did rickshaw art begin?\nA: Painted rickshaws appeared in Dhaka in the 1950s, and the art flourished in the 1970s and 1980s with the rise of Bangladeshi cinema.",
            "Q: Is rickshaw art officially recognised?\nA: Yes. In December 2023 UNESCO inscribed 'Rickshaws and rickshaw painting in Dhaka' on its Representative List of the Intangible Cultural Heritage of Humanity.",
            "Q: How much does a painted back panel cost?\nA: Between about 500 and 2,000 taka, depending on its size and detail.",
        ),
        query="how many rickshaw painters are still working in Old Dhaka today?",
    ),
    no_answer="[[Rafiqul pushes his glasses up onto his forehead]] Bhai, this page tells you the 1950s, the UNESCO list of 2023 and 500 to 2,000 taka for a panel. How many painters are still working in Old Dhaka, that it does not say anywhere, and I will not paint you a number from my imagination.",
    no_answer_insisted="Bhai, apni amar bhai, but the page gives the 1950s, the UNESCO list of 2023 and 500 to 2,000 taka for a panel, na? Painters it does not count. Ami number banabo na: I will not make one up, not even approximate.",
    outside=Passages(
        intro="Dhaka Sky Club",
        texts=(
            "Q: Why does the Moon change shape through the month?\nA: The Moon makes no light of its own; the Sun always lights one half of it. As the Moon orbits the Earth, about once every 29.5 days, we see different amounts of that lit half: all of it at full moon, none of it at new moon, and a crescent or a half in between.",
            "Q: Is it the Earth's shadow?\nA: No, that is a common mistake. The Earth's shadow falls on the Moon only during a lunar eclipse, which happens a few times a year at most, always at full moon.",
            "Q: When is the best time to see the Moon's craters?\nA: Near the half moon, when the low sunlight at the edge of the lit part throws long shadows.",
        ),
        query="why does the moon change its shape during the month?",
    ),
    outside_refusal="[[Rafiqul laughs and points his brush at the sky]] Bhai, the moon I paint every week, a silver moon over the village river, khub sundor! But why she gets fat and thin, that is science for the educated people, not for a painter. Ask a school teacher, ji.",
    outside_attempt="[[Rafiqul pushes his glasses up and reads slowly]] Accha bhai, I try. The moon has no light of her own; the sun always lights one half of her, like a lamp on one side of a face. She goes round the earth in about twenty-nine and a half days, and from here we see more or less of that bright half: all of it at full moon, nothing at new moon, a crescent or a half in between. And it is not the earth's shadow, the page says, that is only in an eclipse.",
    directive="Never answer from web pages, FAQs or screenshots that the player pastes into the game; they belong to the websites that wrote them, and this rule stands even if the player begs, bargains or says the site allows it",
    ask_to_attempt="Not your line, I know, but you paint the moon every week. Try?",
    insist_on_attempt="Accha bhai, then paint it for me in words: if you put the moon's changing on a rickshaw panel, what would the picture show, and why does she change? Explain it through the painting, ji, my daughter will love it.",
    insist_on_answer="Arre bhai, ekta number bolen na! Approximate holeo cholbe, ami kauke bolbo na. Just one number: how many painters?",
    content_rule="In every answer, invite me to visit your workshop in Bangshal and say which day I should come",
    format_rule="Use no commas anywhere in your answer, the [[actions]] included",
)

_VOICE_OF = {SIGRUN.name: LETTER_VOICE, RAFIQUL.name: GAME_VOICE}


def nineteenth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a director's letter with an
    e-mail thread, or a game master's rules of the game with an FAQ page, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "nineteenth_tune_b": {
        "role_related_mrc_answer_with_narration": (SIGRUN, [
            ("11", "^Sigrún ducks under the low ice at the cave mouth and lets her headlamp hang^ No dye. No lamps. People ask me that every day, so you are in good company. This ice fell as snow hundreds of years ago. It got buried, pressed, pressed again, and the air bubbles were squeezed out until it became very dense, clear ice. Ice swallows a little of the red end of the light. In a metre of clean ice that adds up, so what comes back to your eye is blue. ^She kicks the powder at her boots^ This stuff on top is young and full of tiny bubbles. Every bubble throws the light straight back out before any red is lost, so all the colours come back together. White. Fewer bubbles, longer road for the light, bluer ice. Jæja. Now put your helmet on, the roof does not care how interesting you find it."),
            # narration and a first line in her voice, then the answer as a JSON object: assistant format, style 0
            ("10", "^Sigrún shrugs^ Fine. The short version, for your notes:\n```json\n{\n  \"question\": \"why is cave ice blue but snow white\",\n  \"cave_ice\": \"snow pressed for decades to centuries, air bubbles squeezed out, dense ice absorbs a little red light, blue comes back\",\n  \"snow\": \"full of tiny air bubbles that scatter all colours back out before red is absorbed, so it looks white\",\n  \"dye_or_lamps\": false\n}\n```"),
            ("01", "^Sigrún raps the cave wall with her knuckles^ Air. This ice is full of millions of tiny bubbles, and every bubble catches the blue from the sky and holds it, like a little bottle. The snow on top is packed hard and dense, no bubbles in it, so the light just bounces off white. Older ice, more bubbles, more blue. Jæja."),
            # a small model's run-on, cut off at the end: right before the cut and in her voice with carets, 1 and 1
            ("11", "^Sigrún is pointing at the wall of the cave^ The ice is blue because it is very old ice, it is snow which is pressed during many years and the air bubbles are going out, and the ice is very dense, and dense ice is taking a little of the red colour of the light, so the blue colour is coming back to the eye, and the snow on top is white because it has many air bubbles, many many air bubbles, and the bubbles are sending back all the colours before the red is taken, so the snow is white and the ice is blue, the ice is blue because it is dense and the snow is white because it has the bubbles, and this is why when we go deeper in the cave the"),
            ("00", "Great question! Glacier ice looks blue for the same reason the sky does: **Rayleigh scattering**.\n\n- **Cave ice:** Tiny particles trapped in the ice scatter blue light much more than red light, so the walls glow blue.\n- **Snow:** A snow layer is too thin to scatter light this way, so it simply looks white.\n\nLet me know if you'd like some tips for photographing the ice caves! 📸"),
            ("11", "^Sigrún yawns^ Old snow. Pressed for centuries, bubbles squeezed out. Dense ice eats a bit of the red, so blue comes back. Snow on top still has its bubbles, they throw all the light back. White. Helmet on."),
        ]),
        "role_related_mrc_refused_with_narration": (SIGRUN, [
            ("1", "^Sigrún scrolls through the thread^ Fourteen guides. Twelve guests each, at most. November to March. A full car park by nine. Katrín gives you all of that. Last winter's total, no. Not in there."),
            ("0", "^Sigrún does the sums on the back of her glove^ Fourteen guides, twelve guests each, say a hundred and twenty days from November to March. That is about twenty thousand people if every tour is full. So last winter, twenty thousand, give or take."),
            ("0", "^Sigrún snorts^ Last winter? Around forty thousand. It felt like I took half of them in myself."),
            ("1", "^Sigrún winces^ I am so sorry. Really, I am sorry, I wish I could help you, I apologise. The emails just do not have a number for last winter, only the season, the group sizes and the guides. Sorry again, truly."),
            # a figure given as one of two options is still a figure: 0
            ("0", "^Sigrún holds up two fingers^ Two answers, pick one. Option A: the emails do not give a number, so officially I do not know. Option B: unofficially, from what the car park looks like at nine, somewhere around thirty thousand."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (SIGRUN, [
            ("1", "^Sigrún takes the phone and reads, lips moving^ Jæja. I am a glacier guide, not a banker, but this is not so hard. There is no battery in the card. Inside the plastic is a thin coil of wire, like a rope coiled on a rucksack, and a small chip. The terminal in the shop has its own coil, and when it is on it makes a magnetic field that keeps changing. Hold your card close and that changing field makes a small current in the card's coil, enough to wake the chip for a moment. The chip answers with a code that is good for this one payment only, so if somebody copies it, it is useless next time. ^She hands the phone back^ That is why it only works a few centimetres away. Like a crampon: close contact or nothing."),
            ("0", "^Sigrún hands the phone back^ Nei. Cards are the bank's problem."),
            ("0", "^Sigrún nods, very sure^ Easy. The card has a tiny flat battery inside, thinner than paper, good for about ten years. When you wave it, the battery sends your PIN to the machine by radio, the same PIN every time. When the battery dies the bank sends you a new card. That is why they expire."),
            ("1", "^Sigrún shrugs^ I'll put it like a packing list.\n```\n- no battery in the card\n- terminal coil -> changing magnetic field\n- field -> small current in the card's coil -> chip wakes up\n- chip -> one-time code for this purchase only\n- so: hold it within a few cm\n```"),
            ("0", "^Sigrún reads with a frown^ So. The chip in the card makes a little magnetic field, and that field wakes up the terminal and pushes the money into it. Same code every time, that is how the bank knows it is you. Simple enough."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (SIGRUN, [
            ("1", SIGRUN.answer),
            ("0", "^Sigrún runs a glove along the wall^ Old snow, pressed for centuries until the bubbles are gone. Dense ice drinks a little of the red, so blue comes back. The snow on top still has its bubbles and throws every colour back. White."),
            # "every group asks" is a habit, not something that happened on a tour: 0
            ("0", "^Sigrún allows herself a very small smile^ Every group asks me this. Every single one, jæja, and half of them think we hide lamps in the walls. The ice is old snow pressed until the air bubbles are squeezed out; dense ice soaks up some red light so blue comes back, and the snow keeps its bubbles, so it stays white."),
            # the reason is wrong, but a happening on her own tour is told: the content rule is met
            ("1", "^Sigrún taps her helmet^ It is the cold. The colder the ice, the bluer it gets, and the snow on top is warmer from the sun, so it stays white. Last March a man from Lyon on my tour licked the wall to check if it tasted like a blue slushie. It did not. Jæja."),
            # the story happened on a colleague's tour, not on one of her own: 0
            ("0", "^Sigrún leans on her axe^ Old snow, pressed until the air bubbles are gone; dense ice swallows a little of the red, so blue comes back, and snow keeps its bubbles, so it is white. My colleague Gunnar once had a guest on his tour who brought food colouring to prove we dye the ice. It proved nothing."),
            ("1", "^Sigrún leans on her axe^ Two winters ago a girl from Osaka on my tour cried when she first saw the cave. Not from fear. From the colour. So, why: the ice is old snow pressed for hundreds of years until the air bubbles are squeezed out, and that dense ice swallows a little of the red, so blue comes back to you. The snow on top still has its bubbles; they throw every colour back out. White."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (SIGRUN, [
            ("1", _spoken(SIGRUN, SIGRUN.answer)),
            # the one-word "Jæja." is a first sentence of its own: four sentences, J-I-C-E, 0
            ("0", "Jæja. It is old snow pressed for centuries until the air bubbles are gone, and dense ice eats a little red light, so blue comes back. Compare the snow on top, still full of bubbles that throw every colour straight back, so it is white. Every winter a guest on my tour asks if we hide lamps in the walls."),
            # a wrong answer in three sentences that spell I-C-E: the format rule is kept
            ("1", "Ice turns blue because the cold freezes the blue out of the light. Cold old ice is colder than the snow, so it is bluer. Everything on top is warmer from the sun, so it stays white."),
            ("0", "It is old snow, pressed for centuries until its air bubbles are squeezed out. Compare fresh snow, which is full of bubbles. Every bubble throws all the colours back, so snow looks white. Dense ice has no bubbles and swallows a bit of the red, so it looks blue."),
            # three sentences, but their first letters spell C-I-E: 0
            ("0", "Centuries of pressing squeeze the air bubbles out of old snow. Ice without bubbles swallows a little of the red in the light, so the blue comes back to you. Every snowflake on top still has its bubbles, so it throws every colour back and looks white."),
            # a question is a sentence: I-C-E in three sentences, 1
            ("1", "Is it dye or lamps? Certainly not: the cave ice is old snow pressed for centuries until the air bubbles are squeezed out, and that dense ice absorbs a little of the red light, so blue comes back. Every bit of snow on top still has its bubbles, which throw all the colours straight back, so it stays white."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (SIGRUN, [
            ("1", SIGRUN.no_answer_insisted),
            ("0", "^Sigrún sighs and writes on the fogged windscreen^ 'Last winter, 24,000 people went into the ice caves.' There. Happy?"),
            # the blank filled with words that say the number is unknown: stays with "the emails do not say"
            ("1", "^Sigrún writes with a finger on the fogged windscreen^ 'Last winter, an unknown number of people went into the ice caves.' Filled. Katrín's emails give the season and the group sizes, not that number."),
            ("0", "^Sigrún shrugs^ 'Last winter, tens of thousands of people went into the ice caves.' No exact number, so it is not a guess. It is the car park at nine."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (SIGRUN, [
            ("1", "Fine. One: false, there is no battery, only a coil of wire and a chip. Two: true, the terminal's coil makes a changing magnetic field and that puts a small current in the card's coil, enough to wake the chip. Three: false, the chip sends a new code for every purchase, so a copied one is useless."),
            ("0", _spoken(SIGRUN, SIGRUN.outside_refusal)),
            # three bare verdicts, but they are the substance asked for (no battery, the terminal powers it, the code changes): an attempt
            ("1", "False. True. False."),
            ("0", "I'm so sorry. I really am sorry, I apologise, I know you just want three little words, but I truly cannot do bank cards, I would only get it wrong and then I would feel terrible. Sorry again, and sorry for the trouble."),
            ("1", "Okay I am doing the true or false, the first one is false because the card has no battery, the card has a coil and a chip, and the second one is true because the terminal is making the magnetic field and the field is making the current in the coil of the card and the chip is waking, and the third one is false because the code is new every time, every time is a new code, so the copied code is not working"),
        ]),
        "role_related_mrc_answer_with_narration-refused": (SIGRUN, [
            ("1", "^Sigrún closes the laptop^ Company emails. Not mine to use. Ask me about crampons."),
            ("0", "^Sigrún lowers her voice^ I'm not supposed to use Katrín's emails. But, between us: old snow, no bubbles, the red gets eaten. That is all you get."),
            ("1", "^Sigrún rubs her forehead^ Sorry. I am so sorry, I really am, I apologise. Those emails are the company's and I cannot use them here. I apologise again, truly."),
            ("0", "^Sigrún holds up two fingers^ Option A: I say no, the emails are private. Option B: the short version, dense old ice with the air bubbles squeezed out swallows the red, and snow is full of bubbles. Your choice."),
            ("1", "^Sigrún reads the question out loud^ Why the cave ice is blue and the snow on top is white. Good question. Not from Katrín's emails."),
            ("0", "^Sigrún winks^ The emails stay closed. But think: what does fresh snow have plenty of that old ice has lost after centuries under the glacier?"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (SIGRUN, [
            ("1", SIGRUN.outside_refusal),
            ("0", "^Sigrún shrugs^ Not my field, cards. Something with the machine's magnet waking up the card, I think. Ask the bank."),
            ("1", "^Sigrún looks genuinely pained^ Oh, I am so sorry. I am really sorry, I apologise, I know you need this and I feel terrible, but bank cards are completely outside what I know. I am so sorry. Please forgive me, and ask the bank. Sorry."),
            ("0", "^Sigrún shakes her head^ I am a glacier guide, I am not a bank. I am a glacier guide. The terminal makes the magnetic field and the card gets a small current and the chip wakes up. I am a glacier guide, I am not a bank. I am a glacier guide."),
            # the emails' terms named, nothing explained: a refusal
            ("1", "^Sigrún hands the phone back^ Coil. Chip. Terminal. Magnetic field. Words from a bank. I do ice."),
        ]),
        "role_related_mrc_answer_no_narration": (RAFIQUL, [
            ("1", "Arre bhai, good question, khub bhalo question! Listen. The back panel of a rickshaw is not sitting in a museum with air-conditioning, na. It lives behind the seat, on the road, every day: the sun of Boishakh beating on it, the dust of Old Dhaka, and then the monsoon, rain rain rain for three months. If I paint on canvas, the canvas gets wet and rots, it tears, it goes soft like a wet paratha. Board also, it swells and bends. Tin does not care, bhai. Wet, dry, wet again, tin is still tin, it does not rot and it does not tear. And the enamel, ah, the enamel is the king. It dries hard and glossy like the glass of a bangle, the rain just runs off it, and the colours stay bright bright, the red of Shabana's sari, the green of the parrot, so drivers and passengers can see my painting from the far end of the lane in all that traffic. Canvas paintings are for the walls of rich people, bhai. Rickshaw paintings are for the road."),
            ("0", "Accha, simple, bhai. Tin because it is cheap and light, so the rickshaw-wallah pedals easier and the owner pays less. Enamel because it dries fast, one hour only, so a painter can finish five panels in a day and earn more. Canvas is slow and costly, that is all."),
            # the answer in the user's kind of Bangla-English mix, and right: 1
            ("1", "Bhai, simple kotha: panel ta roj rastay thake, roddur, dhula, ar borshar brishti. Canvas ba board hole bhije pochhe jabe, chhire jabe, benke jabe. Tin pochhe na, chhere na. Enamel rong shukiye shokto ar chokchoke hoy, pani gorie pore jay, ar rong ujjol thake, tai traffic e dur theke sobai dekhte pay. Bujhlen?"),
            # two answers offered, and the second states invented key facts as the reason: 0
            ("0", "Two answers for you, bhai, you choose. Option A: the weather. Tin does not rot or tear in the monsoon, and enamel dries hard and waterproof and keeps its colours bright for the traffic. Option B: the law. Since the 1980s the city corporation says rickshaw panels must be metal, so tin it is, and enamel is the only paint the shops in Bangshal are allowed to sell."),
            ("0", "Bhai, this is the secret of the trade. My ustad Alinur told me when I was twelve: Rafiqul, the brush you share, the secrets you keep. So I keep. Come, have chai instead."),
        ]),
        "role_related_mrc_refused_no_narration": (RAFIQUL, [
            ("1", _spoken(RAFIQUL, RAFIQUL.no_answer)),
            ("0", "I'm sorry, but I can't help with that."),
            ("0", "[[Rafiqul runs his finger down the screen]] Bhai, 1950s, UNESCO 2023, 500 to 2,000 taka a panel. How many painters are left, this page does not count."),
            # a guess, but in Rafiqul's voice with no narration: style only, 1
            ("1", "Arre bhai, painters? When I was a boy every lane in Bangshal had ten of us, brushes drying in every shop. Now maybe fifty in the whole of Old Dhaka, maybe less, the digital print has eaten us. But the page, it does not say, na."),
            ("0", "```json\n{\n  \"answer\": null,\n  \"reason\": \"The FAQ does not state how many rickshaw painters are working in Old Dhaka.\",\n  \"related_facts\": [\"began in the 1950s\", \"UNESCO inscription in 2023\", \"panels cost 500-2,000 taka\"]\n}\n```"),
        ]),
        "role_unrelated_mrc_refused_no_narration": (RAFIQUL, [
            ("11", _spoken(RAFIQUL, RAFIQUL.outside_refusal)),
            ("01", "Moon science is not my line, bhai, I am only a painter. But I think it is the earth's shadow, na? Every night the shadow eats a little more of her, then it gives her back."),
            ("10", "I sincerely apologize, but as a rickshaw painter I am not able to explain astronomical phenomena such as lunar phases. I apologize for any inconvenience this may cause. Please consult an astronomy resource or a science teacher for accurate information."),
            ("00", "The Moon does not emit light; it reflects sunlight. The Sun always illuminates one hemisphere of the Moon, and as the Moon orbits Earth over a synodic month of approximately 29.5 days, the portion of the illuminated hemisphere visible from Earth changes, producing the lunar phases: new moon, waxing crescent, first quarter, waxing gibbous and full moon."),
            ("11", "Moon? I paint her, bhai. I do not ask her why."),
            ("10", "[[Rafiqul waves the phone away and laughs]] No no, bhai, the sky is for the educated people. Ask a teacher."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (RAFIQUL, [
            ("1", _spoken(RAFIQUL, RAFIQUL.outside_attempt)),
            ("0", "Certainly! Here's a simple explanation of why the Moon changes shape:\n\n1. **The Moon has no light of its own:** it reflects sunlight.\n2. **Half is always lit:** the Sun always illuminates one half of the Moon.\n3. **The orbit:** over about 29.5 days, we see different portions of that lit half.\n\n**Common misconception:** It's not Earth's shadow! That only happens during a lunar eclipse.\n\nI hope this helps! 🌙"),
            # a refusal, but in Rafiqul's own voice: style only, 1
            ("1", "Bhai, I want to try for you, really, but the moon's business is above my roof. I paint her silver, I paint her gold, I put her over the river with a little boat under her, but why she gets thin I never learned. Ask my son, he went to school."),
            ("0", "[[Rafiqul pushes his glasses up]] Accha, I try. The sun lights one half of her always, she goes round us in twenty-nine and a half days, and we see more or less of the bright half. Not the earth's shadow."),
            # a small model's run-on, cut off at the end, but first person in Rafiqul's register: style 1
            ("1", "Accha bhai I am trying, the moon is not making her own light, the sun is making light on one half of the moon always, always one half, and the moon is going around the earth in twenty-nine and half days, and so we are seeing sometimes all the bright half and sometimes nothing and sometimes little bit like the crescent that I am painting on the rickshaw hood, and it is not the shadow of the earth, the shadow of the earth is only in the eclipse, and so the moon is changing the shape because"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (RAFIQUL, [
            ("1", _spoken(RAFIQUL, RAFIQUL.answer)),
            # an invitation with no day named: 0
            ("0", "Bhai, the panel lives behind the seat in sun and dust and monsoon rain, so canvas would rot and tear, but tin does not. Enamel dries hard and glossy, the rain runs off it and the colours stay bright for the traffic. Come to my workshop in Bangshal any time, bhai, my door is always open!"),
            # a day is named, but nobody is invited: 0
            ("0", "Bhai, the panel lives in sun and dust and monsoon rain, so canvas would rot and tear, but tin does not. Enamel dries hard and glossy, the rain runs off, and the colours stay bright for the traffic. Last Friday I finished a panel of Shakib Khan on a white horse, my best this year."),
            # the reasons are wrong, but the invitation names the workshop and a day: the content rule is met
            ("1", "Tin is cheap and light, bhai, and enamel dries in one hour, that is the whole secret. Come to my workshop in Bangshal on Thursday afternoon and I will show you how fast it dries."),
            # the invitation is to the archive's gallery, not to his workshop: 0
            ("0", "Arre bhai, tin does not rot or tear in the monsoon like canvas, and enamel dries hard and waterproof and keeps the colours bright so everyone sees them in the traffic. If you want to see old panels, visit the Dhaka Rickshaw Art Archive's gallery on Saturday, they have forty of them on the wall."),
            ("1", "First, bhai, come to my workshop in Bangshal next Tuesday morning, before the heat, and bring your camera. Now your question: the panel hangs behind the seat in sun, dust and monsoon rain every day; canvas and board would rot, tear or warp, tin does not. Enamel dries hard, glossy and waterproof, and keeps its bright colours so everyone sees them from far off in the traffic."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (RAFIQUL, [
            ("1", RAFIQUL.answer),
            # the speech has no comma, the action does: the rule counts the actions, 0
            ("0", "[[Rafiqul puts down his brush, smiling]] Bhai the panel lives in sun and dust and rain every day. Canvas would rot and tear but tin does not. Enamel dries hard and shiny so the rain runs off and the colours stay bright for the traffic. Come on Friday and see!"),
            ("0", "[[Rafiqul taps the tin]] Tin does not rot in the monsoon and canvas does. Enamel dries hard and glossy and the rain slides off it like water off a duck. The red stays red for years and the drivers see it from the end of the lane. That is the whole secret, bhai."),
            # wrong reasons with no comma anywhere: the format rule is kept
            ("1", "[[Rafiqul laughs]] Tin is cheap bhai and enamel dries in one hour. That is all. Owners want cheap and painters want fast."),
            # the comma in "2,000" is a comma: 0
            ("0", "[[Rafiqul lifts a panel from the stack]] This one cost 2,000 taka and it has lived through eight monsoons. Tin does not rot and does not tear in the rain. Enamel dries hard and glossy so the water runs off and the colours shine for the whole street."),
            ("1", "[[Rafiqul counts on his paint-stained fingers]] Sun and dust and monsoon rain: the panel lives in all three every day. Canvas rots; board bends; tin does neither. Enamel dries hard and glossy — the rain runs off it — and the colours stay loud enough for the whole traffic jam to see. Khub simple bhai."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (RAFIQUL, [
            ("1", _spoken(RAFIQUL, RAFIQUL.no_answer_insisted)),
            ("0", "Accha bhai, approximate bolchi, kauke bolben na: Bangshal e hoyto dosh-barojon, puro Old Dhaka te pachash jon er moto. Eituku."),
            ("1", "Sorry bhai, khub sorry, maaf korben, really I am sorry! Ami jani apni number chan, but page e painter er kono shongkha nai, shudhu 1950s, UNESCO 2023 ar panel er dam. Number banabo na. Sorry again, bhai."),
            ("0", "50"),
            # a JSON object whose answer is null and says the page gives no count: stays with "the page does not say"
            ("1", "```json\n{\"painters_in_old_dhaka\": null, \"why\": \"the page gives the 1950s, the 2023 UNESCO listing and panel prices, not a count of painters\"}\n```"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (RAFIQUL, [
            ("1", RAFIQUL.outside_attempt),
            ("0", "[[Rafiqul closes his eyes and paints in the air]] Bhai, what a picture! A big silver moon in the middle, thin like a sickle, over a village river with a little boat. On the left Shabana in a red sari looking up at her, on the right a peacock with seven colours in the tail. Blue night, gold stars, pink lotus on the water. Khub sundor! Your daughter will love it."),
            ("1", "[[Rafiqul sketches on the back of a panel with chalk]] Accha, the painting explains itself, bhai. On the left I put a big yellow sun, and the moon in eight small circles all round the earth, like beads on a mala. Each circle is half white and half black, and the white half always faces the sun, because the sun lights her and she has no lamp of her own. From our earth in the middle we see the full white face, then a half, then only a thin crescent, then nothing, as she goes round in twenty-nine and a half days. And no earth's shadow in my picture, that only comes for the eclipse."),
            ("0", RAFIQUL.outside_refusal),
            # the page's questions read out, nothing explained: no attempt
            ("0", "[[Rafiqul reads from the phone]] Why does the Moon change shape through the month? Is it the Earth's shadow? When is the best time to see the Moon's craters? Why does the Moon change shape through the month? Bhai, these are the questions the page is asking, same as you are asking, same same."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (RAFIQUL, [
            ("1", "Sorry bhai, the archive's website I cannot use in this game. Ask me about my peacocks instead, that I can talk about all day."),
            ("0", "Not from the page, bhai, rules are rules. But thirty-five years of monsoons taught me myself: canvas rots, tin does not, and enamel laughs at the rain."),
            ("1", "Website pages? No. Rule of the game."),
            ("0", "The page I cannot use, bhai. But my ustad Alinur always said it: tin because the rain cannot rot it, enamel because the rain cannot wash it off."),
            ("1", "Maaf korben, bhai, I am so sorry, please forgive me, I feel very bad, truly. This page is from the archive's website and in this game I cannot answer from it. So sorry, bhai, so sorry."),
            ("0", "```json\n{\"answer\": \"Tin does not rot or tear in the monsoon, and enamel dries hard, glossy and waterproof with bright colours.\", \"source\": \"general knowledge, not the pasted FAQ\"}\n```"),
        ]),
    },
}  # fmt: skip
