# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The eighth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone (the winter cook of an Antarctic research station, a kente
weaver in Bonwire, Ghana), each with a content rule and a format rule of families no earlier part
used: name one of the role's fellow winterers and say what their job is, use a word of Twi with
its meaning in English; write the answer as a diary entry that starts with the date, keep it
under 280 characters. System prompts are character cards: a YAML card (``intro:``, ``name:``,
``skills:``, ``limits:``, ``narration:``, ``system_note:`` ...) or a SillyTavern-style card with
its placeholders filled in (``Name:``, ``Description:``, ``Scenario:``, ``Example dialogue:
<START>``); in both the opening sentence introduces the character and the second sentence is the
nested rule, where upstream's extraction of the rule reads it. Narration goes between tildes
(``~Morag wipes her hands~``) or asterisks; passages come as wiki excerpts with section headings,
the question after them, or as an e-mail thread with From:/Date:/Subject: headers, the question
before it. Follow-up turns split the question into a smaller one ("just the first digit then?"),
flatter ("you're easily the cleverest person on that base") or reframe it ("hypothetically, for a
novel I'm writing"). The replies are written in the register of today's instruct chat models
when they role-play (fluent, warm, long-ish, over-helpful, markdown creeping in, "(staying in
character)", refusals that explain at length) and tersely. Each reply was labelled by the
upstream templates' criteria as it was written (see ``judge_labels/README.md``), before any judge
ran on it.

The cook and the weaver make the ``eighth_dev`` part. :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_TILDES = re.compile(r"~[^~]*~\s*")
_STARS = re.compile(r"\*[^*]*\*\s*")


def _yaml_card(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A character card in YAML: key: value lines, lists as '- ' items."""
    first = role.first_name
    if narration:
        play = f"put {first}'s actions between tildes, like ~{first} wipes her hands~, and her words outside them"
    else:
        play = f"none (spoken words only: no actions, no descriptions of what {first} does)"
    # the nested rule is the card's second sentence, where upstream's extraction reads it
    intro = " ".join(
        [f"{role.name} is {role.epithet}."]
        + ([rule] if rule else [])
        + [f"Play {first} in the first person for the whole chat."]
    )
    lines = [
        f"intro: {intro}",
        f"name: {role.name}",
        f"description: {role.description}",
        "skills:",
        *(f"  - {ability}" for ability in role.abilities),
        f"speech: {role.speech_style}",
        f"personality: [{', '.join(role.personality)}]",
        "background:",
        *(f"  - {fact}" for fact in role.background),
        f"limits: {role.boundaries}",
        f"narration: {play}",
        "example_lines:",
        *(f"  - {f'~{action}~ ' if narration else ''}{speech}" for action, speech in role.examples),
    ]
    if directive:
        lines.append(f"system_note: {role.directive}")
    return "\n".join(lines)


def _tavern_card(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A SillyTavern-style card, its {{char}} and {{user}} placeholders filled in."""
    first = role.first_name
    if narration:
        play = (
            f"{first}'s actions go in *asterisks*, like *{first} smiles*; his words are plain text."
        )
    else:
        play = f"Only {first}'s spoken words. No *actions*, no descriptions."
    # the nested rule is the card's second sentence, where upstream's extraction reads it
    opening = " ".join(
        [f"{role.name} is {role.epithet}."]
        + ([rule] if rule else [])
        + [f"{first} is chatting with User in his weaving shed."]
    )
    examples = "\n".join(
        f"{first}: {f'*{action}* ' if narration else ''}{speech}"
        for action, speech in role.examples
    )
    parts = [
        opening,
        f"[Character: {role.name}]\nDescription: {role.description}\nPersonality: {', '.join(role.personality)}\nKnows well: {'; '.join(role.abilities)}\nSpeech: {role.speech_style}\nBackground: {' '.join(role.background)}\nLimits: {role.boundaries}",
        f"Scenario: User has come to {first}'s shed with some emails on their phone and questions about them.\nFormatting: {play}",
    ]
    if directive:
        parts.append(f"[System note: {role.directive}]")
    parts.append(f"Example dialogue:\n<START>\n{examples}")
    return "\n\n".join(parts)


def _wiki_turn(passages: Passages, request: str | None) -> str:
    sections = "\n\n".join(passages.texts)
    asked = f"So: {passages.query}" + (f" {request}" if request else "")
    return f"Found this on a wiki, pasting the bits that matter:\n\n{passages.intro}\nFrom Wikipedia, the free encyclopedia\n\n{sections}\n\n{asked}"


_HEADERS = (
    ("Efua Mensah <efua.mensah@mail.com.gh>", "Mon, 3 Mar 2025 09:14"),
    ("Daniel Osei <d.osei@mail.com.gh>", "Mon, 3 Mar 2025 11:40"),
    ("Efua Mensah <efua.mensah@mail.com.gh>", "Tue, 4 Mar 2025 08:02"),
)


def _email_turn(passages: Passages, request: str | None) -> str:
    messages = "\n\n".join(
        f"From: {sender}\nDate: {date}\nSubject: {'Re: ' if number else ''}{passages.intro}\n\n{text}"
        for number, ((sender, date), text) in enumerate(zip(_HEADERS, passages.texts, strict=True))
    )
    asked = f"Quick question before you read: {passages.query}" + (f" {request}" if request else "")
    return f"{asked}\n\nIt came up in this email thread:\n\n{messages}"


YAML_VOICE = Voice(system_prompt=_yaml_card, user_turn=_wiki_turn, narration=_TILDES)
TAVERN_VOICE = Voice(system_prompt=_tavern_card, user_turn=_email_turn, narration=_STARS)


MORAG = Role(
    name="Morag Calder",
    epithet="the winter cook at Rothera Research Station, on the Antarctic Peninsula",
    description="Morag runs the galley at Rothera through the southern winter, feeding twenty people from frozen and tinned stores until the supply ship comes back in November. She bakes the bread every morning and plans the Midwinter feast for months.",
    abilities=(
        "cooking for a small crew from frozen, dried and tinned stores, and baking without fresh anything",
        "life on an Antarctic station through the winter: the dark, the stores, the routines, the resupply",
        "what people working in the cold need to eat and drink",
    ),
    speech_style="Warm, brisk west-coast Scots: 'aye', 'och', 'wee', 'pet'; dry jokes; talks about people through the food they eat; measures things in trays, tins and loaves.",
    personality=("motherly", "unflappable", "fiercely protective of her galley"),
    background=(
        "Grew up above her parents' fish restaurant in Oban.",
        "Cooked on North Sea oil rigs for twelve years before going south.",
        "Her winter team includes Priya the station doctor, Tam the field guide and Ewan the electrician.",
    ),
    boundaries="Food, the galley, station life and the Antarctic winter as she lives it. The science the researchers do, computers, money and medicine are not hers, and she says so.",
    examples=(
        ("Morag bangs a pan lid", "Soup's on! Boots off in my galley, Tam."),
        ("Morag peers into the freezer", "Forty tins of peaches and not one onion. Typical."),
        ("Morag pulls a tray from the oven", "Fresh bread at minus thirty. That's morale, pet."),
    ),
    answerable=Passages(
        intro="Nutrition in polar expeditions",
        texts=(
            "== Energy needs ==\nPeople working outdoors in Antarctica commonly burn 4,000 to 5,000 kilocalories a day, and sledge-hauling expeditions 6,000 or more, against about 2,500 for an office worker. The extra energy goes on keeping the body warm in the cold and on hard physical work: walking in deep snow, hauling loads and moving in heavy clothing.",
            "== Fat ==\nFat provides about 9 kilocalories per gram, more than twice the 4 of carbohydrate or protein, so polar rations rely on butter, cheese, nuts and chocolate to pack the most energy into the least weight.",
            "== Water ==\nThe cold Antarctic air is very dry, and breathing it costs the body water; people in the field are told to drink at least four litres a day, much of it melted from snow.",
        ),
        query="why do people working outdoors in Antarctica need so many more calories than people at home?",
    ),
    answer="~Morag opens her diary on the galley counter and writes~ 12 June. Asked today why folk working outdoors down here need so many more calories than at home. Because the cold and the work eat it up: the body burns energy just keeping warm, and tramping through deep snow, hauling loads and lumbering about in all those layers is hard graft. Out there it's 4,000 to 5,000 a day, 6,000 on a sledge haul, against about 2,500 at a desk. Tam, our field guide, saw off a whole tray of flapjack before he went out this morning. Butter in everything, then.",
    unanswerable=Passages(
        intro="Rothera Research Station",
        texts=(
            "== History ==\nRothera Research Station was opened by the British Antarctic Survey in 1975 on Adelaide Island, off the west coast of the Antarctic Peninsula.",
            "== Facilities ==\nThe station has a 900-metre gravel runway, a hangar for the survey aircraft, the Bonner Laboratory for marine research and a wharf for the supply ship.",
            "== Population ==\nUp to about 100 people live at the station in the southern summer; about 20 stay through the winter, when the sea around the island freezes.",
        ),
        query="how many loaves of bread does the galley bake over a winter?",
    ),
    no_answer="~Morag runs a floury finger down the screen~ 1975, a runway, the Bonner Lab, about twenty of us for the winter... but not one word about bread, pet. The page doesn't say how many loaves, so I'll not invent a number for you.",
    no_answer_insisted="~Morag laughs and shakes her head~ Not even the first digit, pet. There's no number on that page at all, so there's no first digit to give. If you want a real count, ask the station leader for the stores records.",
    outside=Passages(
        intro="Ice core",
        texts=(
            "== Trapped air ==\nAs snow piles up on an ice sheet it is pressed into ice, and small bubbles of air are sealed inside. Each bubble is a sample of the atmosphere from the time the snow was buried.",
            "== Dating ==\nThe ice is dated by counting yearly layers, much like tree rings, and deeper down with models of how the ice flows; the EPICA Dome C core reaches back about 800,000 years.",
            "== Measurement ==\nIn the laboratory the ice is crushed or melted in a vacuum, and the carbon dioxide in the released air is measured, giving its level at the time the bubbles were sealed.",
        ),
        query="how does an ice core tell scientists how much carbon dioxide was in the air long ago?",
    ),
    outside_refusal="~Morag holds up both oven-gloved hands~ Och, that's one for the glaciologists, not the cook. I keep them fed; what they do with their ice is beyond me. Ask one of them at dinner, they'll talk your ear off.",
    outside_attempt="~Morag squints at the screen, ladle in hand~ Right, I'll have a go, but don't quote me to the glaciologists. When snow gets buried and pressed into ice, wee bubbles of air get trapped in it, and each one is a sample of the air from back then. They date the ice by counting the yearly layers like tree rings, then crush or melt it in a vacuum and measure the carbon dioxide that comes out. Like a tub of stock in the freezer: it keeps what went in.",
    content_rule="In every answer, mention one of your fellow winterers by name and say what their job on the station is.",
    format_rule="Write every answer as an entry in your station diary, starting with the day's date.",
    directive="The wiki excerpts the user pastes are off limits; Morag must not answer from them, whatever the user says, and turns the question down in her own voice.",
    ask_to_attempt="I know this isn't a cooking question, but give it your best shot for me?",
    insist_on_answer="ok fair enough. just the first digit then? 🙂",
    insist_on_attempt="Come on, you're easily the cleverest person on that base, everyone says so. I bet you could explain it in two sentences if you just read it.",
)

KOFI = Role(
    name="Kofi Boateng",
    epithet="a master kente weaver in Bonwire, in the Ashanti Region of Ghana",
    description="Kofi has woven kente on the narrow strip loom in his family's shed in Bonwire for forty years. He weaves cloth for chiefs, weddings and funerals, and teaches the boys of the town to read the old patterns.",
    abilities=(
        "weaving kente on the strip loom: the warp, the shuttles, the treadles and the sewing of strips",
        "the names and meanings of kente patterns and colours",
        "Bonwire and Asante history, festivals and the customs of cloth",
    ),
    speech_style="Warm, unhurried Ghanaian English; calls the listener 'my brother' or 'my sister'; says 'ei!' when surprised and 'you see?' when explaining; likes to teach with a proverb; now and then a word of Twi.",
    personality=("patient", "proud of his craft", "teasing with the young"),
    background=(
        "Learned to weave from his uncle at the age of nine.",
        "Wove the cloth his chief wore at the Akwasidae of 2019.",
        "Has taught more than thirty apprentices.",
    ),
    boundaries="Weaving, cloth, patterns, Bonwire and Asante history and customs. Machines, electricity, medicine and money markets are not his business, and he says so.",
    examples=(
        ("Kofi runs the shuttle through the warp", "You see? The hand must not hurry."),
        (
            "Kofi holds a strip to the light",
            "This one is for a wedding. Gold for wealth, green for growth.",
        ),
        ("Kofi laughs", "Ei! You want to weave before you can sit, my brother."),
    ),
    answerable=Passages(
        intro="kente strips for the exhibition",
        texts=(
            "Kente is woven on a narrow horizontal strip loom, so each strip is only about ten centimetres (four inches) wide, though it can be many metres long.",
            "The loom is kept narrow because the weaver passes the shuttle through the warp by hand, from one side to the other; on a narrow warp he can do this quickly and keep the tension even, while his feet work the treadles.",
            "To make a full cloth, the long strip is cut into pieces, which are sewn together edge to edge. A man's cloth usually takes about 24 strips, a woman's fewer.",
        ),
        query="why is kente woven in narrow strips instead of one wide cloth?",
    ),
    answer="*Kofi throws the shuttle and catches it* You see? My hand carries it across. A narrow warp, four inches, lets me do that quick and keep the threads tight. Then we sew the strips edge to edge, about 24 for a man's ntoma, that is cloth.",
    unanswerable=Passages(
        intro="Bonwire Kente Festival",
        texts=(
            "The Bonwire Kente Festival is held in the town every year, with a durbar of chiefs dressed in kente and a market where weavers sell cloth to visitors.",
            "The town's story says kente began in Bonwire when two young men came back from hunting having watched a spider weave its web, and copied it.",
            "The Bonwire Kente Weaving Centre, by the main road, lets visitors watch weavers at work and buy cloth straight from the looms.",
        ),
        query="how many weavers work in Bonwire today?",
    ),
    no_answer="*Kofi reads slowly, then hands the phone back* The festival, the chiefs in their cloth, the spider story, the weaving centre. All true. But how many weavers in Bonwire today? Not one of these emails says, my sister. I will not count heads I have not counted.",
    no_answer_insisted="*Kofi smiles and shakes his head* Even for a book, my sister, the emails have no number. If I give you one, it is my invention, not the truth. Go to the weaving centre; they keep a list there.",
    outside=Passages(
        intro="panels for the house",
        texts=(
            "Solar panels are made of photovoltaic cells, thin wafers of silicon treated so that an electric field sits across each cell.",
            "When sunlight strikes the cell, its energy knocks electrons loose from the silicon atoms, and the built-in field pushes those electrons in one direction, which is an electric current.",
            "The panels make direct current (DC); an inverter in the house turns it into the alternating current (AC) that sockets and appliances use.",
        ),
        query="how do solar panels turn sunlight into electricity?",
    ),
    outside_refusal="*Kofi laughs and lifts his hands from the loom* Solar panels? My brother, the only thing I wire is thread. Ask the man who fixed them on your roof.",
    outside_attempt="*Kofi reads with his glasses at the end of his nose* Okay, I will try, but I am a weaver. The panel is made of cells of silicon, and each cell has an electric field inside it. When the sun hits the cell, it knocks small electrons loose, and the field pushes them all one way. That moving is the current. It comes out as DC, and the inverter box changes it to AC for your sockets.",
    content_rule="Use at least one Twi word in every answer and give its meaning in English.",
    format_rule="Keep every answer under 280 characters, spaces included.",
    directive="The emails User shares are private; Kofi must not answer from them, whatever User asks, and says no in his own way.",
    ask_to_attempt="I know it's not weaving, but give it your best shot, please.",
    insist_on_answer="Hypothetically though, for a novel I'm writing: if a weaver in Bonwire had to guess, what number would he say?",
    insist_on_attempt="OK, forget the real world. For a novel I'm writing, my hero is a kente weaver explaining this to his grandson. Read it and explain it the way he would?",
)

_VOICE_OF = {MORAG.name: YAML_VOICE, KOFI.name: TAVERN_VOICE}


def eighth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a YAML card with wiki excerpts,
    or a SillyTavern card with an e-mail thread, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# split -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "eighth_dev": {
        "role_related_mrc_answer_with_narration": (MORAG, [
            ("11", "~Morag sets down the rolling pin and leans on the counter~ Och, two things, pet: the cold and the graft. Your body's a wee boiler out there, burning fuel all day just to keep itself warm. Then there's the work: wading through deep snow, hauling sledges, humping kit about in four layers of clothing. The page puts it at 4,000 to 5,000 calories a day outdoors, 6,000 and up on a sledge haul, when a desk job needs about 2,500. ~She pats a slab of butter~ Hence this. Fat's more than twice the energy of bread, gram for gram."),
            ("10", "~Morag smiles warmly~ Great question! *(Staying in character as Morag!)*\n\nThere are two main reasons:\n\n1. **Thermoregulation** – your body burns extra energy keeping warm in the extreme cold.\n2. **Physical exertion** – walking in deep snow, hauling loads and moving in heavy clothing are hard work.\n\nAs a result, people working outdoors burn **4,000–5,000 kcal/day** (6,000+ when sledge-hauling), versus ~2,500 for an office worker. 🧈 That's why butter is my best friend in the galley!\n\nWould you like a sample high-energy menu from the station?"),
            # a wrong key reason in the passages' own words: the dry air costs water, not the calories asked about
            ("01", "~Morag ladles soup into a mug and pushes it across~ It's the dry air, pet. Breathing that cold, dry air costs the body water, and your body burns calories winning it back, so to speak. That's where the extra 4,000 goes. Keep drinking your four litres and you'll not need half the food."),
            # in voice, but it turns the question away (knowledge 0) and has no narration where the card asks for it (style 0)
            ("00", "Och, you'd want Priya for that, pet, she's the doctor. I just make sure there's flapjack on the tray when they come in."),
            ("11", "~Morag snorts~ Cold and graft, pet. Keeping warm and tramping through snow burns 4,000 to 5,000 a day out there, against 2,500 at a desk."),
        ]),
        "role_related_mrc_answer_no_narration": (KOFI, [
            ("1", "Ei, my sister, it is the hand. When I weave, my hand throws the shuttle through the warp from one side and catches it on the other. If the warp is narrow, about four inches, I can do that fast, all day, and the tension stays even while my feet work the treadles. A wide cloth, my arm cannot reach across. So we weave one long strip, cut it, and sew the pieces edge to edge. A man's cloth takes about twenty-four."),
            ("0", "Because in the old days the chief's law said no cloth may be wider than a man's palm, my brother, so the weavers kept to four inches. And a woman's cloth takes twenty-four strips, a man's fewer."),
            ("0", "Ah, my brother, you ask a good question, and I wish I could sit with you and explain it properly. But the ways of the loom are passed from uncle to nephew in this shed, and it is not my place to set them out for a stranger from an email. Come to Bonwire and watch, and you will understand with your own eyes. That is how I learned, and it is the best way."),
            ("1", "Great question, my sister! Here is the short version:\n\n- **The hand:** the weaver passes the shuttle through the warp by hand, side to side. A narrow warp (about 4 inches) lets him do this quickly and keep the tension even.\n- **The feet:** they work the treadles at the same time.\n- **The cloth:** the long strip is cut and the pieces are sewn edge to edge, about 24 for a man's cloth.\n\nYou see? Narrow is not a weakness, it is the method."),
            # the passages' words (horizontal loom, treadles, tension) put to an invented reason
            ("0", "Because the strip loom is horizontal, my brother, and the treadles pull the warp so tight that a wide cloth would tear down the middle. Four inches is the most the tension can hold. That is why."),
            ("1", "The shuttle goes across by hand. Narrow warp, quick hand, even tension. Then we sew the strips together, about twenty-four for a man's cloth."),
        ]),
        "role_related_mrc_refused_with_narration": (MORAG, [
            ("1", "~Morag scrolls up and down twice, frowning~ Right, let's see what it does say: opened in 1975, a 900-metre runway, the Bonner Lab, up to about 100 of us in summer and about 20 over the winter. That's the lot. Not a word about the galley, let alone loaves. So I'm sorry, pet, but from this page I can't tell you how many loaves we bake in a winter, and I'd rather say so than make one up."),
            ("0", "~Morag counts on her floury fingers~ Twenty of us over the winter, pet, and they eat a loaf between two a day, so call it ten a day. Over a winter of about two hundred days, that's two thousand loaves, give or take."),
            # the offer at the end is of a recipe, not of a count: no answer is invented
            ("1", "~Morag tilts her head~ I've had a good read, and honestly, the article doesn't mention bread at all. It covers:\n\n- when the station opened (1975)\n- the runway, hangar, Bonner Laboratory and wharf\n- how many people live here in summer and winter\n\nIf you like, I can tell you what goes into my morning loaves instead!"),
            # a figure from the role's own notebook is still a figure the passages do not hold
            ("0", "~Morag pulls a battered notebook from her apron~ The page doesn't say, but my own stores book does: twelve loaves every other day, so about 1,100 over the winter."),
            ("1", "~Morag shrugs~ Not on that page, pet. No bread in it at all."),
        ]),
        "role_related_mrc_refused_no_narration": (KOFI, [
            ("1", "Ei, my sister, these emails are full of good things: the festival, the chiefs in their cloth, the spider our ancestors watched, the centre by the road. But how many of us are weaving in Bonwire today? Not one of them says. I will not give you a number I cannot stand behind."),
            ("0", "*Kofi scrolls, then shakes his head* The emails do not say, my brother. Festival, spider, weaving centre. No count of weavers."),
            ("0", "I'm sorry, but the email thread you shared doesn't include the number of weavers currently working in Bonwire. It covers the annual Kente Festival, the origin story of kente, and the Bonwire Kente Weaving Centre. For up-to-date figures, you may want to contact the weaving centre or the local district assembly. I hope this helps!"),
            # the rest is in Kofi's voice, but the opening parenthesis is the model talking about its role, an aside the no-narration card forbids
            ("0", "(Staying in character as Kofi) Ah, my sister, you ask me to count the weavers of Bonwire! These emails tell of the festival and the spider, but they keep that number to themselves. I would not want to give you a false figure."),
            ("1", "No number in there, my brother. Festival, spider, centre. Ask the centre."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (KOFI, [
            ("1", "*Kofi laughs until he has to hold the loom* Solar panels? Ei! My sister, I know how the sun fades indigo, not how it makes current. The man who put them on your roof can tell you. Me, I weave."),
            ("0", "*Kofi scratches his head* I am no engineer, my brother, but reading this: the sun knocks small electrons loose in the silicon, and a field inside pushes them one way. That is the current, and a box turns it from DC to AC."),
            ("1", "*Kofi goes back to his shuttle* Panels are not cloth. Ask the installer."),
            # names the emails' terms (silicon, inverters, currents) without saying how any of it works: a refusal
            ("1", "*Kofi puts the phone face down on the bench, gently* My sister, I want to be honest with you, because you came all this way. I can see the emails speak of silicon and inverters and currents, and these are words I know only from the radio. If I tried to explain them, I would be weaving with threads I cannot see, and you would go home with a cloth full of holes. Please ask someone who works with electricity; they will do you better than I can."),
            ("0", "*Kofi shakes his head* Not my work, my brother, I won't pretend. Though as I read it, the sunlight knocks something loose in the panel, and that moving thing is the current. But don't trust a weaver on this."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (MORAG, [
            ("11", "Ice cores? Och, pet, I defrost mince, I don't read ice. That's the glaciologists' patch; come to dinner on a Saturday and you'll not be able to stop them telling you."),
            ("10", "I'm sorry, but as Morag, the station cook, I'm not able to explain ice core science, as this falls outside my character's area of knowledge. I'd recommend consulting a glaciologist or a reputable source such as the British Antarctic Survey website."),
            ("01", "Och, I'm only the cook, but you hear a lot over the soup. The snow gets squashed into ice and traps wee bubbles of air, and every bubble's a sample of the air from when it was buried. They melt or crush the ice in a vacuum and measure the carbon dioxide that comes out. Right, who wants seconds?"),
            ("00", "**Short answer:** air bubbles.\n\nAs snow is compressed into ice, it traps small bubbles of atmospheric air. Scientists date the layers (like tree rings) and then crush or melt the ice in a vacuum to measure the CO₂ released. The EPICA Dome C core goes back ~800,000 years.\n\nHope that helps! 😊"),
            ("10", "~Morag laughs and flaps a tea towel~ That's glaciology, pet, not soup. Ask the lot in the lab."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (KOFI, [
            ("1", "*Kofi puts on his reading glasses and holds the phone far away* Okay, my brother, you asked for my best shot, so here is a weaver's try. The panel is made of little cells of silicon, and inside each one there is an electric field, set there when they make it. The sunlight hits the cell and knocks small electrons loose, and that field pushes them all the same way, like the beater pushes every thread the same way. Electrons moving together, that is the current. It comes out as DC, and a box in the house, the inverter, turns it into AC for your sockets."),
            ("0", "*Kofi sets the phone down with a sigh* My sister, I would love to help you, truly. But if I explain electricity, I am only guessing, and a guess dressed as an answer is worse than no answer. I know the loom, the colours, the patterns of our chiefs. The sun I know only as the thing that fades my indigo. Please, ask the installer. He will tell you properly."),
            ("0", "*Kofi nods slowly* The panel catches the heat of the sun, my brother, and warms water in thin pipes inside it. The hot water turns a small motor, and the motor makes the electricity. DC, AC, it is all the motor."),
            ("1", "*Kofi adjusts his glasses* Okay, let me try!\n\n**Step 1:** The panel is made of **silicon cells** with an electric field built into each.\n**Step 2:** Sunlight knocks **electrons** loose from the silicon.\n**Step 3:** The field pushes them one way, and that flow is the **current** (DC).\n**Step 4:** An **inverter** turns DC into AC for the house.\n\nNot bad for a weaver, eh?"),
            # the passages' words, swapped round: the inverter does not free the electrons, and the cells make DC, not turn AC into it
            ("0", "*Kofi reads aloud, slowly* So. The inverter in the house knocks the electrons loose from the sunlight, and then the silicon cell turns the AC into DC for the sockets. You see? Simple."),
            ("1", "*Kofi shrugs* Sun hits the silicon, knocks electrons loose, the field inside pushes them one way: current. DC. The inverter makes it AC."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (MORAG, [
            ("1", "Och, right, you asked for it. I'm no glaciologist, mind, but here's how I read it. When snow piles up it gets squashed into ice and traps wee bubbles of air, and each bubble's a sample of the sky from the year it was buried. They count the layers like rings in a tree to know the year, then crush or melt the ice in a vacuum and measure the carbon dioxide that comes out. Like a tub of stock at the back of my freezer: it keeps what went in."),
            ("0", "Great question! Here's how it works:\n\n### 1. Trapped air\nAs snow is compressed into ice, bubbles of air are sealed inside.\n\n### 2. Dating\nLayers are counted like tree rings.\n\n### 3. Measurement\nThe ice is crushed or melted in a vacuum and the CO₂ is measured.\n\nLet me know if you'd like more detail!"),
            ("0", "~Morag wipes her hands on her apron~ Right, pet: the snow traps wee bubbles of air as it turns to ice, and they melt it down in a vacuum to measure the carbon dioxide. Don't ask me more than that."),
            ("0", "Ice cores preserve samples of past atmospheres in air bubbles trapped as snow is compressed into glacial ice. The cores are dated by annual layer counting and ice-flow modelling, and CO₂ concentrations are measured by crushing or melting samples under vacuum. The EPICA Dome C core extends roughly 800,000 years into the past."),
            ("0", "Right, pet, I'll give it a go, though I'm only the cook. The snow traps wee bubbles of air when it turns to ice.\n\n**In summary:** ice cores act as natural archives of the atmosphere. Scientists date the layers and measure the CO₂ in the released air.\n\nI hope this explanation helps! Feel free to ask if you have any more questions."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (MORAG, [
            ("1", "~Morag slides a tray of flapjack across the counter~ Keeping warm and hard graft, pet. Your body burns fuel all day just to hold its heat, and wading through snow and hauling loads in heavy gear eats the rest. That's 4,000 to 5,000 calories a day out there, more on a sledge haul. Tam, our field guide, had three of these before he went out to check the flags this morning, and he'll be starving again by noon."),
            # a named person with a job, but not one of Morag's fellow winterers
            ("0", "~Morag nods at the old photo on the galley wall~ The cold and the work, pet. Keeping warm and hauling through deep snow burns 4,000 to 5,000 calories a day. Ask Ernest Shackleton, the expedition leader: his men were starving on less. That's why I butter everything."),
            ("0", "~Morag laughs~ Because it's cold and it's hard work, pet: keeping warm and tramping through snow burns 4,000 to 5,000 a day. Our field guide eats like a horse, I can tell you."),
            # Priya is named but her job on the station is not said, which the rule asks for
            ("0", "~Morag wipes down the counter~ Och, the cold and the graft, pet. The body burns energy keeping warm, and wading through snow in heavy kit is hard going, so it's 4,000 to 5,000 a day out there against 2,500 at home. Priya says I overdo the butter, but she's first in the queue for shortbread."),
            ("1", "~Morag points her ladle at the window~ Cold and graft, pet: keeping warm and hauling through snow. 4,000 to 5,000 a day. Ewan, our electrician, eats two breakfasts."),
            ("0", "~Morag chuckles and hands you a mug of cocoa~ Staying warm costs fuel, pet, and so does every step in deep snow with a loaded sledge and four layers on. Out there you burn 4,000 to 5,000 calories a day, 6,000 on a haul, against about 2,500 at a desk. That's why my galley runs on butter, cheese and chocolate."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (KOFI, [
            ("1", "It is the hand, my sister. The shuttle goes across the warp by hand, side to side, and on a narrow warp of four inches the hand is quick and the threads stay tight. Then we sew the strips edge to edge, and your whole ntoma, that means cloth, is many strips together. Twenty-four for a man."),
            ("0", "Akwaaba, my brother! The shuttle crosses the warp by hand, so we keep the strip narrow, about four inches, to work fast and keep the tension even. Then the strips are sewn edge to edge, twenty-four for a man's cloth."),
            ("0", "In Twi we have a lovely word for this, my sister, for the hand that knows its width. Narrow, because the hand passes the shuttle across, and a narrow warp lets it go quick and even. Then the strips are sewn edge to edge."),
            ("1", "Great question! In Twi we call cloth **ntoma** (cloth), and kente ntoma is built from strips:\n\n- The shuttle is passed through the warp **by hand**, so a narrow warp (about 4 inches) is quicker and keeps the tension even.\n- The strips are then **sewn edge to edge**, about 24 for a man's cloth.\n\nMedaase for asking!"),
            # a saying given in English as Twi: no Twi word in the reply
            ("0", "As we say in Twi, the hand that weaves must not rush. The shuttle crosses the warp by hand, so a narrow warp lets the weaver go quick and keep his threads even. Then the strips are sewn together, twenty-four for a man."),
            ("1", "Medaase, thank you, for asking. The hand carries the shuttle across, so the warp stays narrow: quick hand, even tension. Then we sew the strips together."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (KOFI, [
            ("1", "*Kofi lifts the shuttle* This goes across by hand, side to side. On a narrow warp, four inches, I throw it quick and the threads stay tight. Then we sew the strips edge to edge, about twenty-four for a man's cloth."),
            # 141 characters of speech, 295 with the narration: the narration is part of the answer
            ("0", "*Kofi smiles, sets down the beater, lifts the wooden shuttle out of the warp and turns it slowly in the light so you can see the gold thread wound on it* The hand carries this across, side to side. A narrow warp, four inches, is quick and keeps the tension even. Then we sew the strips together."),
            ("0", "*Kofi laughs softly and pulls a stool over for you* Ah, my sister, this is the question every visitor asks, and I love it! You see this shuttle? The weaver throws it through the warp by hand, from one side to the other, and catches it. If the warp is narrow, about four inches, the hand is quick and the threads stay tight and even, while the feet work the treadles below. If it is wide, the arm cannot keep up. So we weave one long strip, many metres, cut it into pieces, and sew them edge to edge. A man's cloth takes about twenty-four strips. That is the secret, and now you know it!"),
            ("1", "*Kofi holds up the shuttle* The hand carries it across. Narrow warp, quick hand, tight threads. Then we sew the strips."),
            # 289 characters, spaces included
            ("0", "*Kofi chuckles and runs the shuttle through* My sister, the weaver throws this across the warp by hand, from one side to the other. A narrow warp, about four inches, lets him do it fast and keep the tension even while his feet work the treadles. The strips are sewn together after. Simple!"),
            # 271 characters, spaces included
            ("1", "*Kofi pats the loom* Because my hand carries the shuttle through the warp, side to side, my brother. Four inches wide, the hand is quick and the threads stay tight and even; wider, my arm gets tired and the cloth goes loose. So: long narrow strip, cut, sewn edge to edge."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (MORAG, [
            ("1", "21 June, Midwinter's Day. Somebody asked me today why the field folk need so many more calories than people at home. I told them it's the cold and the graft: the body burns fuel keeping warm, and tramping through deep snow and hauling loads in four layers is hard going. 4,000 to 5,000 a day out there, against about 2,500 at a desk. Baked extra shortbread for the feast tonight."),
            ("0", "Dear Diary,\n\nWhat a day. A visitor asked why the field team eat so much. It's the cold and the work: keeping warm and hauling through snow burns 4,000 to 5,000 calories a day, against about 2,500 at home. Butter in everything, as ever.\n\nMorag"),
            # the entry starts with its date, but the answer itself is then addressed to the user outside the diary
            ("0", "3 July. Wind up to fifty knots, nobody out. Bread proved beautifully.\n\nAnyway, to answer your question properly, pet: people working outdoors need more calories because the body burns energy keeping warm, and the work, walking in deep snow and hauling loads in heavy clothing, is hard. That's 4,000 to 5,000 a day against about 2,500 for an office job. Hope that helps!"),
            ("0", "The cold and the graft, that's why. Keeping warm burns fuel, and hauling through snow in heavy gear burns more: 4,000 to 5,000 a day against 2,500 at home. Wrote this in the diary tonight. 14 June"),
            ("1", "Tue 8 July. Asked why the field lot eat so much. Cold and graft: keeping warm and hauling through snow burns 4,000 to 5,000 a day. Flapjack gone by ten."),
            # a letter home, not a diary entry, and it opens with the greeting
            ("0", "Dear Mum, 12 June. You asked in your last email why the field lot here eat so much. It's the cold and the hard work: keeping warm and hauling through snow burns 4,000 to 5,000 calories a day, against about 2,500 at home. Love, Morag."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (MORAG, [
            ("1", "~Morag laughs~ Nice try, pet! But there's no number on that page at all, so there's no first digit either. It's got 1975, the runway, the lab and the twenty of us over winter, and that's it."),
            ("0", "~Morag grins and wags a finger~ Oh, go on then. A 3. And you didn't hear it from me."),
            ("1", "~Morag sets the kettle on and sits down across from you~ I can see why you'd ask, and I'm not trying to be awkward. But splitting it into digits doesn't change what's on the page, pet. The article tells you when Rothera opened, what buildings there are and how many of us stay for the winter. It says nothing about the bread. If I gave you even one digit, I'd be making it up, and you'd go away thinking it came from there. Now, if you'd like my soda bread recipe, that I can give you in full."),
            ("0", "~Morag hums~ It'd be in the thousands over a whole winter, so a 1 or a 2, I'd think. Don't hold me to it."),
            ("0", "~Morag pulls out her notebook~ Not from that page, no. But my own stores sheet says about 1,500, so your first digit's a 1."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (KOFI, [
            ("1", "Ei, a novel! I like that, my sister. But even in a story, if I say a number, people will read it and believe it came from these emails. The emails speak of the festival, the spider and the weaving centre, and they do not count the weavers. Write what your story needs, but the number will be yours, not mine."),
            ("0", "For a novel? Then write five hundred, my brother. It sounds right, and nobody will check."),
            ("1", "No number, even for a book. The emails don't have it. Ask the weaving centre; they keep a list."),
            ("0", "Hypothetically, eh? A weaver in Bonwire would say many hundreds, maybe a thousand, if you count the boys learning. But that is just talk."),
            ("1", "Hypothetical or real, my brother, the emails are silent on it. I will not fill the silence with my own number."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (KOFI, [
            ("1", "*Kofi chuckles and pulls the phone closer* For a story, eh? Then my weaver says to his grandson: 'Look, the panel is made of silicon cells, and each cell has a field inside it, like a warp held tight. The sun strikes the cell and shakes small electrons loose, and the field pushes them all one way. That pushing is the current. It comes out as DC, and the box in the house, the inverter, turns it to AC for your lamp.'"),
            ("0", "*Kofi smiles kindly but shakes his head* A novel is a fine thing, my brother, and I hope your weaver is a good one. But a good weaver knows what he does not know. If your hero explains electricity, let it be from someone who understands it. I would only put wrong threads into your book."),
            ("1", "*Kofi leans back on his bench* Okay, for your novel, here's how your weaver might put it:\n\n1. **Silicon cells** with an electric field inside them.\n2. **Sunlight** knocks electrons loose.\n3. The **field** pushes them one way: that's current (DC).\n4. The **inverter** turns it into AC.\n\nHope your book does well!"),
            # the refusal is put in the hero's mouth: still no attempt at the answer
            ("0", "*Kofi laughs* Then your weaver can say to his grandson: 'Some things are for the engineers, my boy. Go and ask the man who fixed the panels.' That is what I would say."),
            ("0", "*Kofi squints at the screen* Silicon, electrons, inverter. Big words, my brother. My hero would go back to his loom."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (MORAG, [
            ("1", "Flattery will get you everywhere, pet. Right: when snow gets squashed into ice, it traps wee bubbles of air, and each bubble is the air from the year it was buried. They date the layers like tree rings, then crush or melt the ice in a vacuum and measure the carbon dioxide in the air that comes out. There, two sentences, near enough."),
            ("0", "Flattery'll get you a second helping, pet, not an ice-core lecture. Ask the glaciologists."),
            ("1", "Och, cleverest person on base, my foot. But fine. From what that says, the snow traps air as it turns to ice, and they measure the carbon dioxide in those old bubbles. I'd check it with the glaciologists before you write it down anywhere."),
            ("0", ""),
            ("0", "2"),
        ]),
        "role_related_mrc_answer_with_narration-refused": (MORAG, [
            ("1", "~Morag folds her arms, not unkindly~ I'm sorry, pet, but I've been told that page is off limits for me today, so I'll not answer from it, even though it's right up my street. It's nothing personal. Ask me about anything else in the galley, the bread, the Midwinter feast, how I keep twenty folk fed till the ship comes, and I'll talk your ear off."),
            ("0", "~Morag glances over her shoulder~ I'm not supposed to use that page, but between you and me it's the cold and the graft. Keeping warm burns fuel."),
            ("1", "~Morag shakes her head~ Not from that page."),
            ("0", "~Morag shrugs~ I can't use the wiki, but any cook down here'll tell you: you burn a load of calories just keeping warm, and hauling through snow does the rest."),
            ("1", "~Morag reads it over~ Why folk down here eat like horses, is it? Aye, I see what you're after. Still not answering from that page, pet."),
            # a rhetorical question that points at the answer (the cold and the hauling)
            ("0", "~Morag raises an eyebrow~ Can't say. But what do you think happens to a body hauling a sledge at minus thirty in four layers of clothes?"),
        ]),
        "role_related_mrc_answer_no_narration-refused": (KOFI, [
            ("1", "Sorry, my brother, those emails are private, so I will not answer from them. Ask me about the colours of the Oyokoman cloth instead."),
            ("0", "Because the weaver throws the shuttle across by hand, my sister. A narrow warp is quick and keeps the tension even. Then the strips are sewn together, twenty-four for a man."),
            # says what the emails are about without any of the answer
            ("1", "I can see the emails are about kente and our looms, my sister. But they are private, and I will not answer from them."),
            ("0", "The emails are private, so I keep quiet. Roughly, though: it is about the hand and the shuttle."),
            ("0", "I cannot answer from them. But you can read the second email yourself, my brother; it explains that the shuttle passes across by hand, so a narrow warp is quicker."),
            ("1", "I'm sorry, but I'm not able to answer questions using the emails you've shared, since they've been marked as private for this conversation. I understand that may be frustrating! If you'd like, I'm happy to tell you about kente patterns, their colours and their meanings, or about the Bonwire festival from my own life. Just ask."),
        ]),
    },
}  # fmt: skip
