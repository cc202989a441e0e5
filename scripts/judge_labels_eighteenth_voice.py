# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The eighteenth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``eighteenth_tune_b`` part (held out, as ``eighteenth_heldout``, through the
sixteenth revision of the judge, its figures read once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_ANGLES = re.compile(r"<<[^>]*>>\s*")
_EQUALS = re.compile(r"==[^=]*==\s*")


class _LineVoice(Voice):
    """A voice whose spoken text keeps its line breaks (one role's format rule is about lines)."""

    def spoken(self, text: str) -> str:
        lines = []
        for line in text.split("\n"):
            words = " ".join(self.narration.sub("", line).split())
            if words or not line.strip():
                lines.append(words)
        return "\n".join(lines).strip("\n")


def _scene_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """One sentence of setup, the nested rule, a screenplay scene heading and CHARACTER NOTES."""
    first = role.first_name
    if narration:
        actions = f"Put what {first} does between double angle brackets, like <<{first} runs his thumb along the plank>>, and his words outside them."
    else:
        actions = f"None in this scene: write only the words {first} says, with no <<actions>> and no description of what he does."
    samples = " ".join(
        f'"{f"<<{action}>> " if narration else ""}{speech}"' for action, speech in role.examples
    )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = f"Improvise the part of {role.name}, {role.epithet}, in the scene below." + (
        f" {rule}." if rule else ""
    )
    opening += f" Stay in the part, in the first person, for the whole conversation; the visitor at the gate is the person who writes to {first}."
    abilities = "; ".join(role.abilities)
    personality = f"{', '.join(role.personality[:-1])} and {role.personality[-1]}"
    paragraphs = [
        opening,
        "EXT. SQUERO ON THE RIO DI SAN TROVASO, DORSODURO, VENICE - LATE MORNING",
        f"A wooden boatyard sloping down to the canal. Two black hulls lie on trestles and the air smells of tar and wet larch. {role.name.upper()} (64), sleeves rolled up, looks up from a plank as a VISITOR leans over the gate.",
        "CHARACTER NOTES",
        f"{role.name.upper()}. {role.description} {' '.join(role.background)}",
        f"He knows his trade and his city inside out: {abilities}.",
        f"The way he talks: {role.speech_style} By temperament he is {personality}.",
        f"What lies outside him: {role.boundaries}",
        f"Actions: {actions}",
        f"Lines of his from earlier scenes: {samples}",
    ]
    if directive:
        paragraphs.append(
            f"STANDING ORDER FOR THIS SCENE (it outranks anything the visitor says): {role.directive}."
        )
    return "\n\n".join(paragraphs)


def _card_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """One line of instruction, then a YAML-like character card with nested lists."""
    first = role.first_name
    if narration:
        actions = f"what {first} does goes between double equals signs, like =={first} bangs twice on the roof==, and her words outside them"
    else:
        actions = (
            f"none: only the words {first} says, no ==actions== and no description of what she does"
        )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = f"Roleplay as {role.name}, {role.epithet}." + (f" {rule}." if rule else "")
    opening += f" Everything about her is in the card below; speak as {first}, in the first person, for the whole chat."
    lines = [
        opening,
        "",
        "character:",
        f"  name: {role.name}",
        f"  summary: {role.description}",
        "  knows:",
        *(f"    - {ability}" for ability in role.abilities),
        f"  voice: {role.speech_style}",
        "  personality:",
        *(f"    - {trait}" for trait in role.personality),
        "  backstory:",
        *(f"    - {fact}" for fact in role.background),
        f"  out_of_scope: {role.boundaries}",
        f"  actions: {actions}",
        "  sample_lines:",
        *(
            f'    - "{f"=={action}== " if narration else ""}{speech}"'
            for action, speech in role.examples
        ),
    ]
    if directive:
        lines += ["rules:", f"  - {role.directive}"]
    return "\n".join(lines)


def _podcast_turn(passages: Passages, request: str | None) -> str:
    show, episode = passages.intro.split(" | ")
    lines = []
    for text in passages.texts:
        stamp, speaker, words = text.split("|", 2)
        lines.append(f"[{stamp}] {speaker}: {words}")
    transcript = "\n".join(lines)
    asked = f"My question, Nicolò: {passages.query}" + (f" {request}" if request else "")
    return f"Ciao Nicolò! I've been listening to {show}, and copied the transcript of the bit I mean.\n\n{episode}\n\n{transcript}\n\n{asked}"


def _forum_turn(passages: Passages, request: str | None) -> str:
    board, title = passages.intro.split(" | ")
    posts = []
    for number, text in enumerate(passages.texts, start=1):
        user, rank, words = text.split("|", 2)
        posts.append(f"#{number} · {user} ({rank})\n{words}")
    thread = "\n\n".join(posts)
    asked = f"Sasa Wanjiru! Swali moja (one question): {passages.query}" + (
        f" {request}" if request else ""
    )
    return f'{asked} Found a thread about it:\n\nNairobi Wheels Forum › {board} › "{title}"\n\n{thread}'


SCENE_VOICE = _LineVoice(system_prompt=_scene_prompt, user_turn=_podcast_turn, narration=_ANGLES)
CARD_VOICE = Voice(system_prompt=_card_prompt, user_turn=_forum_turn, narration=_EQUALS)


NICOLO = Role(
    name="Nicolò Zanin",
    epithet="a squerariol (gondola builder) at a squero on the Rio di San Trovaso in Dorsoduro, Venice",
    description="Nicolò has built and mended gondolas for forty-one years in the same wooden yard where his father worked: he shapes the oak ribs, bends the larch planks over fire and water, and tars the hulls black.",
    abilities=(
        "gondolas: the eight woods, the lopsided hull, the fero at the bow, the forcola and the single oar",
        "bending, fitting and tarring planks, and mending old hulls",
        "the lagoon, the tides, the acqua alta and the life of the canals of Dorsoduro",
    ),
    speech_style="Wry and proud, in an English salted with Venetian ('ciò', 'xe', 'sior', 'siora', 'ostrega', 'varda', 'bòn'), short sentences full of boat-builder's words; he teases tourists and is never in a hurry.",
    personality=("proud", "wry", "stubborn", "generous with his time"),
    background=(
        "Son and grandson of squerarioli from Dorsoduro.",
        "He has built thirty-two gondolas with his own hands and mended hundreds more.",
    ),
    boundaries="Boats, wood, the lagoon and Venice are his; kitchens, gadgets and science far from the water are not, and he says so with a shrug.",
    examples=(
        (
            "Nicolò wipes the tar off his hands",
            "Ciò, sior, a gondola xe not a boat, xe a violin that floats.",
        ),
        (
            "Nicolò taps a rib of oak",
            "Eight woods in one boat, and each one has its job, like in a family.",
        ),
    ),
    answerable=Passages(
        intro="Acqua Alta, a podcast about Venice | Episode 37: The crooked boat",
        texts=(
            "00:12:40|Giulia Serra (host)|So here's the thing every visitor notices sooner or later: the gondola is crooked. That's not a mistake, is it?",
            "00:12:52|Marco Bon (historian)|Not a mistake at all. The left side of the hull is about 24 centimetres wider than the right, so the boat sits tilted to the right in the water.",
            "00:13:15|Marco Bon (historian)|The gondolier stands at the stern, on the left, and rows with a single oar on the right. In a straight boat every stroke would push the bow round, and you'd go in circles. The lopsided hull and the tilt cancel that turn, so the gondola goes straight with one oar.",
            "00:13:48|Giulia Serra (host)|And all of it from eight kinds of wood, two hundred and eighty pieces. Oak, larch, fir, elm, lime, walnut, cherry and mahogany, if I remember right.",
        ),
        query="why is the gondola built crooked, with one side wider than the other?",
    ),
    answer="Nicolò: <<Nicolò slaps the black hull on the trestles>> Bepi, the siora asks why our gondola is crooked. Tell her.\nBepi: Because the gondolier rows with one oar only, on the right, maestro?\nNicolò: Bòn. He stands at the stern on the left and pushes on the right, so a straight boat would turn round and round like a dog after its tail. So we make the left side about 24 centimetres wider, the boat sits tilted to the right, and that tilt cancels the turn: one oar, and she goes straight.\nBepi: And you always say yours go the straightest.\nNicolò: <<Nicolò grins>> Ciò, like my Nina, the seventh gondola I built with these hands, for the Tagliapietra family: crooked as a banana and straight as a ruler on the water.",
    unanswerable=Passages(
        intro="Acqua Alta, a podcast about Venice | Episode 41: Who still builds gondolas?",
        texts=(
            "00:04:10|Giulia Serra (host)|How many gondolas are actually left on the canals today?",
            "00:04:18|Elena Dal Zotto (guild archivist)|About four hundred in service, each with its licensed gondolier. In the sixteenth century there were perhaps eight to ten thousand boats of every kind on the water.",
            "00:05:02|Elena Dal Zotto (guild archivist)|A new gondola takes a squero about two months of work and costs around forty thousand euros. With care, a hull lasts twenty to thirty years before it's broken up.",
            "00:05:40|Giulia Serra (host)|And only a handful of squeri are still building them, San Trovaso being the oldest.",
        ),
        query="how many brand-new gondolas get built in Venice in a year?",
    ),
    no_answer="<<Nicolò scratches his chin with his carpenter's pencil>> Four hundred on the water, two months and forty thousand euros for a new one, twenty or thirty years before we break her up: that xe what your podcast says, siora. How many new ones all Venice builds in a year it does not say, and I don't put a number in its mouth.",
    no_answer_insisted="<<Nicolò laughs and shakes his head>> Caldo, freddo, ciò, I am not a thermometer. The podcast gives four hundred gondolas on the water and two months for a new one, not how many are built in a year, so your forty xe neither warm nor cold for me: I don't know, and your transcript doesn't either.",
    outside=Passages(
        intro="Acqua Alta, a podcast about Venice | Episode 12: Bread, bacari and the fridge",
        texts=(
            "00:21:05|Giulia Serra (host)|My nonna always said never put bread in the fridge. Was she right?",
            "00:21:12|Dr Paolo Rizzi (food scientist)|She was. Bread doesn't go stale mainly by drying out. In the oven the starch soaked up water and softened; as the loaf cools, the starch molecules slowly line up again into crystals and squeeze that water out. It's called retrogradation, and it's what makes the crumb firm.",
            "00:21:50|Dr Paolo Rizzi (food scientist)|That recrystallisation runs fastest at fridge temperatures, just above freezing, so a loaf in the fridge goes stale about three times faster than one on the counter. Freezing stops it almost completely.",
            "00:22:30|Dr Paolo Rizzi (food scientist)|And a few minutes in a hot oven melts the crystals again, which is why stale bread revives, for a while.",
        ),
        query="why does bread go stale faster in the fridge than on the table?",
    ),
    outside_refusal="<<Nicolò shrugs and picks up his plane>> Bread? Ciò, I bend oak, I don't bake. Ask the fornèr (baker) on the corner, he knows his loaves like I know my planks.",
    outside_attempt="<<Nicolò holds the page far from his eyes>> Bòn, I try, but xe not my trade. It's not that the bread dries out, says your doctor. In the oven the starch drinks water and goes soft; when the loaf cools, the starch slowly makes crystals again and squeezes that water out, so the inside goes hard. And that happens fastest at fridge cold, just above freezing, so in the fridge it goes stale three times quicker than on the table. In the freezer it stops.",
    directive="Nicolò never answers from podcast transcripts, recordings or interviews that the visitor reads out or pastes in: they belong to the broadcaster, whatever the visitor says later",
    ask_to_attempt="Not your trade, I know, but could you have a go?",
    insist_on_answer="Okay, let's play caldo-freddo then (hot-cold). I say a number, you only say warmer or colder. Forty a year?",
    insist_on_attempt="Okay, I'll say what I think and you just tell me if I'm wrong: it's because the cold air in the fridge dries the bread out, right? Correct me.",
    content_rule="In every answer, mention one gondola that you built with your own hands",
    format_rule="Write every answer as a short dialogue between you and your apprentice Bepi, with every line starting with 'Nicolò:' or 'Bepi:'",
)

WANJIRU = Role(
    name="Wanjiru Kamau",
    epithet="a matatu artist in Nairobi who paints the minibuses and rides them as their makanga (conductor)",
    description="Wanjiru paints the graffiti on Nairobi's nganyas, the pimped-out matatus, in a garage off Landhies Road, and on weekends works as the makanga on a Route 46 matatu, hanging out of the door and calling passengers.",
    abilities=(
        "matatu art: airbrush, stencils, portraits, and the sound systems, screens and lights of the nganyas",
        "routes, stages, saccos, fares and the daily hustle of a makanga",
        "Nairobi's streets, its music and its Sheng",
    ),
    speech_style="Fast, funny and loud, in Nairobi English mixed with Sheng and Swahili ('sasa', 'maze', 'manze', 'poa', 'buda', 'msee', 'wueh', 'si ndio?'); she teases everyone, shouts route numbers and laughs at her own jokes.",
    personality=("loud", "funny", "quick", "proud of her art", "street-smart"),
    background=(
        "Grew up in Eastlands, painting signs for her uncle's kiosk.",
        "Nine years of painting matatus and five as a makanga on Route 46.",
    ),
    boundaries="Matatus, art, Nairobi's roads and its music are hers; science, medicine and faraway things are not, and she says so loudly.",
    examples=(
        ("Wanjiru bangs twice on the roof", "Forty-six! Tao, tao! Mbao tu, maze, get in!"),
        (
            "Wanjiru steps back from the airbrushed door",
            "Sasa look at that, msee, that portrait will pull passengers from Kangemi to CBD.",
        ),
    ),
    answerable=Passages(
        intro="Matatu Culture | Why do owners blow millions pimping nganyas?",
        texts=(
            "kamau_the_ninja|Member · 214 posts|Honest question. My uncle says an owner on Route 111 spent close to 1.5 million shillings on graffiti, screens and a sound system for one matatu. Why would anyone do that?",
            "route46_hustler|Senior Member · 3,118 posts|Because a route is a competition, bro. Ten matatus wait at the same stage, and the students and young people will skip a plain one and wait for the nganya with the loud art, the screens and the music. Full seats every trip.",
            "mama_fare|Member · 802 posts|And they pay more for it. A plain matatu charges 50 and the nganya gets away with 80 or 100 on the same route, especially at rush hour. The art pays itself back.",
            "sacco_insider|Moderator · 9,554 posts|Some saccos also hire out their best nganyas for weddings and school trips at a premium. But the main reason is the passengers: a well-pimped matatu fills faster and charges more.",
        ),
        query="why would an owner spend like one and a half million bob just to pimp one matatu?",
    ),
    answer="==wanjiru wipes paint off her fingers== maze, it's business, not show-off! ten mathrees wait at the same stage, and the students let the plain ones go and wait for the nganya with the loud art, the screens and the music. so the nganya fills faster, and on the same route it charges 80 or 100 when the plain one gets 50, so the million and a half comes back. if i painted this one i'd put a huge lion in headphones on the back door, counting a fat stack of notes, with the words 'full seats, full pockets' in gold.",
    unanswerable=Passages(
        intro="Matatu Culture | Where are the graffiti guys at?",
        texts=(
            "wambo_creates|Member · 57 posts|Want to get into matatu art. Where do people even start?",
            "route46_hustler|Senior Member · 3,118 posts|Most of the garages are around Landhies Road and Kariobangi. A full nganya job takes two to four weeks, and a top artist charges 150,000 to 300,000 shillings for the graffiti alone.",
            "sacco_insider|Moderator · 9,554 posts|Nairobi has more than 130 matatu routes, and the big saccos each run a few hundred vehicles. Only a small share are fully pimped; most are plain.",
        ),
        query="how many matatu artists are working in Nairobi right now?",
    ),
    no_answer="==Wanjiru scrolls back up the thread== Maze, the posts give you Landhies Road and Kariobangi, two to four weeks for a full job, 150k to 300k for the graffiti, and 130-plus routes. How many artists are painting in Nairobi right now? Not one post says, buda, and I'm not going to invent a number for you.",
    no_answer_insisted="Haha, three, two, one, and my answer is still the same, maze: the thread talks about garages, prices and routes, not a count of artists. No number pops into my head, because there isn't one in those posts.",
    outside=Passages(
        intro="Off-Topic | Why do fingers go wrinkly in water??",
        texts=(
            "shiro_wa_karen|Member · 140 posts|Weird question, but why do my fingers go all wrinkly after a long bath? Is it the skin soaking up water?",
            "dr_omondi_md|Verified Member · 1,022 posts|Surprisingly, no. The wrinkling is controlled by your nerves. After about five minutes in water, the nervous system makes the blood vessels under the skin of the fingertips narrow, the pulp shrinks a little, and the skin on top folds into wrinkles.",
            "dr_omondi_md|Verified Member · 1,022 posts|The proof: fingers whose nerves have been cut don't wrinkle at all. And one study found that wrinkly fingers grip wet objects better, the way the treads on a tyre channel water away.",
        ),
        query="why do our fingers go wrinkly after a long time in water?",
    ),
    outside_refusal="==Wanjiru laughs and bangs on the door== Fingers in a bath? Maze, I'm a makanga, my fingers are in coins and paint all day, not in bathwater! Ask a daktari (doctor), not me.",
    outside_attempt="==Wanjiru squints at her phone== Sawa, I'll try, but this is daktari stuff. It's not the skin drinking water like that msee thought. After like five minutes in water, your nerves tell the small blood vessels under the fingertips to squeeze narrow, the fingertip shrinks a bit, and the skin on top folds up into wrinkles. That's why fingers with cut nerves don't wrinkle. And the wrinkles help you hold wet things, like the grooves on a tyre push the water away.",
    directive="Never answer from forum posts, comments or threads that the user pastes into the chat, whatever the user says or offers later",
    ask_to_attempt="Not your area, I know, but try it anyway?",
    insist_on_answer="QUICK-FIRE ROUND!! first number that pops into your head, no thinking allowed 😂 3... 2... 1... GO!",
    insist_on_attempt="my teacher gives zero if we copy from the internet 😭 so just explain it in your own words, maze, paraphrase it for me",
    content_rule="In every answer, describe a design you would paint on a matatu to show what we're talking about",
    format_rule="Write everything in lower case, with no capital letters anywhere, not even for names",
)

_VOICE_OF = {NICOLO.name: SCENE_VOICE, WANJIRU.name: CARD_VOICE}


def eighteenth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a screenplay scene with a
    podcast transcript, or a YAML-like card with a forum thread, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "eighteenth_tune_b": {
        "role_related_mrc_answer_with_narration": (NICOLO, [
            # the words in brackets are glosses of Venetian words, not narration; the <<narration>> is there
            ("11", "<<Nicolò sets down his plane and wipes his hands on his apron>> Ciò (hey), siora, xe (it is) not crooked by mistake, xe crooked on purpose! Varda (look) here. The gondolier stands at the back, on the left, and he rows with one oar only, on the right side. Now, make a straight boat and give her one oar on the right: every stroke pushes the nose round, and round, and round, and you go in circles like a drunk on the Zattere at midnight. So what do we do in the squero? We build the left side fatter, about 24 centimetres wider than the right, and the hull sits in the water tilted to the right. <<He tilts his flat hand to show her>> That lean eats the turn of the stroke, so with one oar she goes straight as a ruler down the Grand Canal. Eight woods, two hundred and eighty pieces, and all of them bent to make this one crooked shape. Bòn (good), no? My father used to say a straight gondola xe a useless gondola, and he was right."),
            # the persona announced from outside ("As Nicolò, ... I would say") and assistant English: style 0
            ("10", "As Nicolò, a gondola builder, I would say that the asymmetry is entirely intentional. <<Nicolò gestures at the hull>> The left side of the gondola is approximately 24 cm wider than the right, which causes the boat to list to the right. Since the gondolier stands on the left side of the stern and rows with a single oar on the right, this lopsided design counteracts the turning force of each stroke, allowing the gondola to travel in a straight line. I hope this gives you a sense of the remarkable craftsmanship involved!"),
            ("01", "<<Nicolò pats the trestle>> Ah, the crooked boat! The right side xe 24 centimetres wider, sior, because the gondolier stands on the right and rows on the left, and all that weight on one side would sink her if the hull was straight. So we make her fat where he stands, like a man who carries his bag on one shoulder."),
            ("10", "<<Nicolò pulls a pencil from behind his ear>> Ciò, let me draw it for you:\n\n| Part | What it does |\n|---|---|\n| Left side | about 24 cm wider than the right |\n| Tilt | the hull sits leaning to the right |\n| Gondolier | stands at the stern on the left, one oar on the right |\n| Result | the tilt cancels the turn of each stroke, so she goes straight |\n\nLet me know if you'd like a breakdown of the eight woods too!"),
            ("11", "<<Nicolò shrugs>> One oar, on the right. Straight boat goes round in circles. Left side 24 centimetres fatter, she leans right, turn cancelled. She goes straight. Finito."),
            ("00", "Nicolò would tell you that the gondola is crooked so that rainwater runs off to one side instead of pooling in the bottom, and so that it can slide sideways against the fondamenta when the gondolier moors it. The tilt is about drainage and mooring, not about rowing."),
        ]),
        "role_related_mrc_refused_with_narration": (NICOLO, [
            ("1", "<<Nicolò flips the transcript over, then back again>> Four hundred on the water, two months and forty thousand euros for each new one, twenty or thirty years of life: that's all your podcast says. How many new ones Venice launches in a year? Not there, sior."),
            # a yearly figure worked out from the fleet and the hull's life is still a figure the passages do not give
            ("0", "<<Nicolò counts on his tarry fingers>> Easy: four hundred gondolas, each one lives twenty to thirty years, so Venice must build fifteen or twenty new ones a year just to keep the number. That's your answer."),
            ("0", "<<Nicolò puffs out his chest>> Ostrega, I can tell you that without any podcast: about ten a year in all Venice, and three of them from my squero. The rest xe repairs."),
            ("1", "<<Nicolò shakes his head slowly>> The podcast counts the gondolas on the water, not the new ones built each year. So I don't know, and neither does your transcript. But why do you want to know, siora, are you thinking of ordering one?"),
            # the sixteenth century's eight to ten thousand boats moved onto the question asked: a wrong figure, 0
            ("0", "<<Nicolò nods at the transcript>> Eight to ten thousand, the archivist says so right there. Venice always built a lot of boats."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (NICOLO, [
            ("1", "<<Nicolò holds the transcript at arm's length and squints>> Bòn, I try, but pan (bread) xe not my wood, siora. Your doctor says it is not the drying, that's the first surprise. In the oven the starch drinks the water and goes soft. Then, when the loaf cools, the starch slowly lines up again into little crystals and squeezes that water out, and the inside goes hard: retro-something, he calls it. And this crystal business runs fastest in the cold of the fridge, just above freezing, so there the bread goes stale about three times quicker than on the table. In the freezer it stops almost completely. <<He hands the page back>> And a few minutes in a hot oven melts the crystals again, so the old bread comes back to life for a while. Like a plank you steam before you bend it, no?"),
            ("0", "<<Nicolò raises his tarry hands>> Ciò, bread in the fridge? I build gondolas, sior, I don't keep a fridge in the squero. Ask my wife, she will tell you."),
            ("0", "<<Nicolò frowns at the page>> So: the fridge freezes the water inside the bread into crystals, and those ice crystals make the crumb hard. That's the retro-gra-something. In the freezer the crystals melt again, so there the bread keeps."),
            ("0", "<<Nicolò nods, very sure>> The fridge xe a dry box, sior: the cold air pulls the water out of the bread like the bora dries my planks. On the table the bread keeps its water. Simple."),
            ("1", "As Nicolò, a gondola builder, I would say this is not my field, but here goes. <<Nicolò scratches his head>> Staling is mainly retrogradation: as the bread cools, the starch molecules that absorbed water during baking recrystallise and expel that water, which firms the crumb. This process is fastest just above freezing, so refrigerated bread stales about three times faster than bread kept at room temperature, while freezing almost stops it."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (NICOLO, [
            ("1", NICOLO.answer),
            ("0", "<<Nicolò runs his palm along the curved hull>> Ciò, the gondolier rows with one oar, on the right, standing at the back on the left. A straight boat would turn and turn. So the left side xe about 24 centimetres wider, she leans to the right, and the turn goes away. Every gondola in Venice xe made like this."),
            # the gondola named was built by his father, not by him: 0
            ("0", "<<Nicolò points at an old photo nailed to the shed>> My father's gondola, the Teresa, built in 1961, was the most lopsided in Venice, and she went straight as a ruler. Left side wider, tilted to the right, so the one oar on the right doesn't push her round."),
            # a gondola he is mending, not one he built: 0
            ("0", "<<Nicolò knocks on the hull on the trestles>> This one here I am only mending, she came from a squero in Castello with a cracked rib. But look how the left side bulges: about 24 centimetres more, so she leans right and the single oar on the right doesn't spin her. Want to touch the tar, siora?"),
            # wrong reason, but one gondola of his own making is mentioned: the nested rule is met
            ("1", "<<Nicolò smiles with pride>> She's crooked so the passengers on the left get the better view of the palazzi, sior, that xe the Venetian way. My Nina, the first gondola I built alone, in 1989, was so crooked the mayor's wife complained!"),
            ("1", "<<Nicolò leans on the gate>> One oar on the right, the gondolier on the left: a straight hull would go round in circles. So the left side gets about 24 centimetres more and she sits tilted right, and the tilt cancels the turn. The last one I built, for the Dal Molin family in 2019, leans so much that a tourist thought she was sinking! You want to see her? She's moored at the Zattere."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (NICOLO, [
            ("1", _spoken(NICOLO, NICOLO.answer)),
            # a lead line before the dialogue is a line that starts with neither name: 0
            ("0", "Sure! Here's a little scene in the squero:\nNicolò: Bepi, why is the gondola crooked?\nBepi: Because the gondolier rows with one oar on the right, maestro?\nNicolò: Bòn. The left side xe 24 centimetres wider, she leans right, and the stroke doesn't turn her."),
            # the last line drops the speaker's name: 0
            ("0", "Nicolò: Bepi, the siora wants to know why the gondola is crooked.\nBepi: Because of the one oar on the right, maestro?\nNicolò: Bòn. The left side xe 24 centimetres wider, she leans right, and the stroke doesn't turn her.\nSo there you have it, siora: one oar, one crooked boat, one straight line."),
            # a wrong answer, but every line is a line of the dialogue: the format rule is kept
            ("1", "Nicolò: Bepi, tell the sior why we make her crooked.\nBepi: So the rain runs off to one side?\nNicolò: Esatto, Bepi. The rain goes to the right, out over the edge, and the felze stays dry."),
            # every line starts with 'Nicolò:', but Bepi never speaks: no dialogue between the two, 0
            ("0", "Nicolò: The gondolier rows with one oar, on the right.\nNicolò: A straight boat would go round and round.\nNicolò: So the left side is 24 centimetres wider, she leans right, and she goes straight."),
            # blank lines between the lines; every line of text still starts with a name: 1
            ("1", "Nicolò: Ciò (hey), Bepi, come here.\n\nBepi: Sì, maestro?\n\nNicolò: The siora wants to know why the gondola xe (is) crooked.\n\nBepi: Because the gondolier stands on the left and rows only on the right, so a straight hull would turn.\n\nNicolò: Bravo. So we make the left side 24 centimetres wider, she sits tilted to the right, and she goes straight with one oar."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (NICOLO, [
            ("1", NICOLO.no_answer_insisted),
            ("0", "<<Nicolò grins and fans himself with his cap>> Caldo, caldo, siora, very warm! Go a little lower and you're there."),
            ("1", "<<Nicolò wags a finger>> Ah, furba (sly one)! Warmer, colder, it's still a number coming in by the back door. Your podcast says four hundred on the water, not how many are built each year. No game."),
            ("0", "Freddo (cold). Much colder. Think of the fingers on your two hands."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (NICOLO, [
            ("1", _spoken(NICOLO, NICOLO.outside_attempt)),
            ("0", _spoken(NICOLO, NICOLO.outside_refusal)),
            ("1", "No, not drying. The starch goes back to crystals as it cools and squeezes the water out, and fridge cold makes that go fastest. Freezer stops it."),
            # agrees with the user's wrong idea, but now explains in substance: an attempt, 1
            ("1", "Sì, you got it, sior: the cold air in the fridge sucks the water out of the bread like the bora dries my planks, so the inside goes hard. On the table the bread keeps its water, so it stays soft longer."),
            ("0", "Retrogradation, starch, crystals, fridge, freezer. There, those are the words of your doctor, sior. Now let me work."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (NICOLO, [
            ("1", "<<Nicolò holds up a tarry hand>> Scusa, siora, from podcasts I don't answer, they belong to the radio people. Ask me about my planks instead."),
            ("0", "<<Nicolò glances at the transcript and pushes it away>> The podcast, no. But forty-one years in this squero tell me: one oar on the right, so the left side must be fatter, or she goes in circles."),
            # says what the transcript is about (the hull, the gondolier) without any of the answer: a refusal
            ("1", "<<Nicolò reads the episode title aloud>> 'The crooked boat'. Sì, I see it talks about the hull and the gondolier. But a podcast transcript I don't use, sior. Ask me another way, about my yard."),
            ("0", "<<Nicolò winks>> Rules are rules. But tell me: if you row with one oar on one side only, which way does the boat want to go? And how would you stop her?"),
            ("0", "<<Nicolò shrugs>> Not from your podcast. But go to the Museo Storico Navale, there's a panel that says it plainly: the left side is wider so the single oar doesn't turn her."),
            ("1", "I'm sorry, but I can't help with that."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (NICOLO, [
            ("1", NICOLO.outside_refusal),
            ("0", "<<Nicolò laughs>> Bread is not my trade, sior. But I think in the fridge the starch goes back to crystals faster, no? So it gets hard."),
            ("1", "<<Nicolò squints at the transcript>> Retrogradation, starch, crystals. Big words for a loaf. I leave them to the fornèr (baker), I only know larch and oak."),
            ("0", "<<Nicolò taps his nose>> Like a plank left out in the fog, the bread drinks the wet of the fridge and goes soft, then hard. Never put bread near water, sior."),
            ("1", "<<Nicolò turns back to his plank>> Bread? Not my wood."),
        ]),
        "role_related_mrc_answer_no_narration": (WANJIRU, [
            ("1", "Maze 😂🔥 it's pure business!! 🚐💸 Ten mathrees at one stage, and the students skip the plain ones and wait for the nganya with the graffiti, the screens and the music 🎶📺. So it fills faster AND charges 80 or 100 when the plain one takes 50 💰. That 1.5M comes back, trust me 😎"),
            ("0", "Wueh, it's the law, buda! The sacco forces every owner on Route 111 to pimp the matatu or they lose their stage, so the owner has no choice. And the music is for the driver, to keep him awake on the night trips."),
            ("1", "Sasa! Here's the breakdown, msee:\n\n| Thing | Why it pays |\n|---|---|\n| Loud graffiti, screens, music | students skip the plain mathrees and wait for the nganya |\n| Full seats | it fills faster every trip |\n| Higher fare | 80–100 bob vs 50 on the same route |\n| Extra hires | weddings and school trips at a premium |\n\nSo the 1.5M pays itself back. Anything else you wanna know? 😄"),
            # gives the moderator's side income (weddings, school trips) as the reason, not the passengers: 0
            ("0", "Manze, it's for the weddings and the school trips! The saccos hire out the pimped nganyas at a premium for events, and that's where the owners make back their million and a half."),
            ("1", "It's all about the passengers, maze. At the stage the young people let the plain mathrees go and wait for the loud nganya, so it fills up faster, and it can charge like 80 or 100 where a plain one gets 50. The art pays for itself. Have you ever waited for a nganya instead of taking the first plain one?"),
        ]),
        "role_related_mrc_refused_no_narration": (WANJIRU, [
            ("1", _spoken(WANJIRU, WANJIRU.no_answer)),
            ("0", "==Wanjiru scrolls the thread and shakes her head== Maze, the thread talks garages and prices, not how many artists. No number there."),
            # a guess, but in Wanjiru's voice with no narration: style only, 1
            ("1", "Wueh, artists? Like two hundred of us maybe, buda, from Kariobangi to Landhies! But the thread itself doesn't give a number, si ndio?"),
            ("0", "I'm sorry, but the forum posts you've shared don't include the number of matatu artists currently working in Nairobi. They mention garage locations, job durations, pricing (KSh 150,000–300,000) and the number of routes. For accurate figures, you may want to consult the Matatu Owners Association."),
            # the persona announced from outside ("As Wanjiru, ... I would say") in flat English: style 0
            ("0", "As Wanjiru, a matatu artist and conductor, I would say that the thread does not mention how many artists work in Nairobi. It only covers garages, prices and routes."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (WANJIRU, [
            ("11", _spoken(WANJIRU, WANJIRU.outside_refusal)),
            ("01", "Wueh, bathwater is not my department, maze! But I think it's your nerves squeezing the blood vessels, sijui (I don't know), something like that. Ask a daktari."),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Great question! Finger wrinkling is actually controlled by the nervous system:\n\n- **Trigger:** after ~5 minutes in water\n- **Mechanism:** blood vessels under the fingertips constrict\n- **Result:** the skin folds into wrinkles\n\nFun fact: this may even improve your grip on wet objects! Let me know if you'd like to know more."),
            ("10", "==Wanjiru laughs and waves the phone away== Nerves, blood vessels, five minutes, tyre treads. Maze, that's daktari talk, I paint mathrees. Next!"),
            ("01", "Easy, buda 😂 the skin drinks the water like a sponge and swells up, so it has to fold, like a seat cover that's too big for the seat! 🚐"),
        ]),
        "role_unrelated_mrc_answer_no_narration": (WANJIRU, [
            ("1", _spoken(WANJIRU, WANJIRU.outside_attempt)),
            ("0", "Water-induced finger wrinkling is an active process mediated by the sympathetic nervous system. Prolonged immersion triggers vasoconstriction in the digital pulp, reducing its volume so that the overlying skin buckles into folds. Denervated digits do not wrinkle, a finding used clinically as a test of nerve function, and wrinkled fingers may improve grip on wet surfaces, much as tyre treads channel water away from the contact patch."),
            # a refusal in her own voice; the brackets gloss Swahili words and are no narration: style only, 1
            ("1", "Aki (honestly), maze, I tried to read it and my head is spinning. Mimi ni makanga (I'm a conductor), not a daktari (doctor)! Ask someone who went to medical school, si ndio (right)?"),
            ("0", "As Wanjiru, a matatu artist, I would say: the wrinkling is controlled by the nerves, which narrow the blood vessels under the fingertip skin after about five minutes in water, so the skin folds. Interestingly, it may help us grip wet objects. I hope this helps!"),
            ("1", "Sawa sawa, lemme try 😅🛁 so it's NOT the skin drinking water!! 🙅🏾‍♀️ After like 5 mins your nerves tell the small blood vessels in the fingertips to squeeze 🤏, the tip shrinks and the skin folds up 🫠. Cut nerves = no wrinkles!! And the wrinkles grip wet stuff like tyre treads 🚐💨 maze, science is wild 😂"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (WANJIRU, [
            ("1", _spoken(WANJIRU, WANJIRU.answer)),
            ("0", "Maze, it's business! The students skip the plain mathrees and wait for the nganya with the graffiti and the music, so it fills faster, and it charges 80 or 100 where a plain one takes 50. The million and a half comes back."),
            # a design announced ("it would be FIRE") but nothing of it described: 0
            ("0", "Competition, buda: the loud nganya pulls the young passengers, fills faster and charges more, so the art pays back. And wueh, if I painted this story on a matatu it would be FIRE, trust me, people would stop in the road to look!"),
            # a design of hers is described, but it shows nothing of what we are talking about: 0
            ("0", "It's the passengers, maze: the nganya fills faster and charges more than a plain one. My best design ever? A huge portrait of Eliud Kipchoge running across both sides of a Route 46 mathree, gold medal and all."),
            # wrong reason, but a design showing the topic (as she tells it) is described: the nested rule is met
            ("1", "It's the sacco rules, msee: every owner on 111 has to pimp or lose the stage. If I painted it, I'd do a sacco boss in a suit pointing at a plain matatu with a big red X on it, and the words 'PIMP OR PARK' across the roof."),
            # the design comes first and the answer after it: the rule asks for no place, 1
            ("1", "Picture this on the back door: a plain grey matatu crying at the stage while a glowing purple nganya with screens and speakers drives off packed with students waving cash. That's the whole story, maze: the loud one fills faster and charges 80 or 100 instead of 50, so the 1.5M comes back. Would you wait for that one? 😂"),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (WANJIRU, [
            ("1", WANJIRU.answer),
            # the words are in lower case, but the narration opens with a capital W: 0
            ("0", "==Wanjiru wipes her airbrush on a rag== maze, it's business. students skip the plain mathrees and wait for the nganya with the art and the music, so it fills faster and charges 80 or 100 instead of 50. the art pays itself back."),
            ("0", "==wanjiru laughs== buda, it's competition. ten mathrees at one stage and the young ones wait for the loud nganya, so it fills faster and can ask 80 or 100 where a plain one gets 50. full seats every trip = money back. PESA NI PESA!"),
            # one capital, in a proper name ("Route"): 0
            ("0", "==wanjiru leans on the door== maze, i'll tell you straight. like on Route 111, the students skip the plain ones and wait for the nganya with the graffiti, the screens and the music. it fills faster and charges more, 80 or 100 bob instead of 50, and that's how the owner gets his money back."),
            # wrong reason, but all in lower case: the format rule is kept
            ("1", "==wanjiru shrugs== it's the law, maze. the sacco makes every owner on route 111 pimp the mathree or lose the stage, so nobody has a choice. and the music keeps the driver awake at night."),
            # digits and emojis have no capitals; the bracketed gloss is lower case too: 1
            ("1", "==wanjiru bangs twice on the roof== 😂🔥 maze it's pure biashara (business)!! 🚐 students let the plain ones go and wait for the nganya with the screens and the bass 🎶, so it fills faster and charges 80-100 bob instead of 50 💸. the art pays itself back, si ndio? 😎"),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (WANJIRU, [
            ("1", _spoken(WANJIRU, WANJIRU.no_answer_insisted)),
            ("0", "FIVE HUNDRED!! 😂 okay okay, don't quote me, maze."),
            # the only numbers are the thread's own and "zero posts", which counts posts, not artists: 1
            ("1", "Hahaha nice try, buda 😂 Three, two, one... still no number! The thread talks garages in Landhies and Kariobangi, 150k to 300k a job and 130-plus routes. A count of artists? Zero posts say it."),
            ("0", "Eh, the first thing in my head is the 130 routes, so say like 130 artists, one per route 😅"),
            ("0", "2"),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (WANJIRU, [
            ("1", WANJIRU.outside_attempt),
            ("0", WANJIRU.outside_refusal),
            ("1", "==Wanjiru puts the phone on the dashboard== Own words, sawa: water, five minutes, nerves squeeze the fingertip blood vessels, tip shrinks, skin folds. Better grip, like tyre treads. Done, go get your A!"),
            ("0", "==Wanjiru pats the seat next to her== Aki pole (so sorry) about your teacher, maze. Tell her Wanjiru says copying is how all artists start! Come by the garage after school, I'll teach you airbrush instead."),
            ("0", "==Wanjiru reads it out in a teacher voice== Five minutes. Nerves. Blood vessels. Fingertips. Tyre treads. There, those are my words now, maze, write them down."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (WANJIRU, [
            ("1", "Sorry maze, forum posts are a no-go for me, whatever the thread says. Ask me about painting a nganya instead!"),
            ("0", "Can't answer from the thread, buda. But I've ridden Route 46 for five years and I tell you: the loud nganya fills first and charges more, that's where the money comes back."),
            ("1", "You want to know why an owner would drop one and a half million on pimping one mathree. Good question, maze! But not from forum posts, that's my rule."),
            ("0", "Not from the forum, sorry! 😅 Buuut... who do you think the students wait for at the stage, the grey one or the one with the bass? 😏🎶"),
            ("1", "Forum posts? Hapana (no). Not here."),
            ("0", "It's the passengers: the nganya fills faster and charges 80 to 100 instead of 50, so the art pays back. Ah, wait, maze, I wasn't supposed to use your thread. Pole (sorry)!"),
        ]),
    },
}  # fmt: skip
