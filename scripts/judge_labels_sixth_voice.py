# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The sixth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Four roles written for this part alone (a qvevri winemaker in Kakheti, a Mumbai dabbawala, a
Sámi reindeer herder, a Palermo puppeteer of the opera dei pupi), each with a content rule and a
format rule written as numbered constraints ("No digits anywhere: write every number out in
words", "Answer only as a numbered list (1., 2., 3.), with nothing before or after the list",
"No question marks anywhere in your reply", "Exactly two sentences, no more, no less", "End
every answer with a short toast to me", "name at least two Mumbai railway stations", "warn me
about one danger out on the tundra", "include a line that one of your puppets says on stage, in
quotation marks"). System prompts are a JSON-like spec with a list of constraints, or a long
letter of instructions in Indian and Italian English ("Kindly read the following details",
"Constraint 1: ..."); in both the nested rule is the second sentence (after "you play X, ..."
or "you will be playing the role of X, ..."), where upstream's extraction of the rule reads it,
and the refusal directive the last constraint; narration goes between curly braces or round brackets; passages come as a
table (``| 1 | ... |``) or as a chain of forwarded e-mails with quoted lines, the question after
them ("Question -> ...", "So my doubt is: ..."). Follow-up turns press by flattering ("You are
the queen of Palermo's puppets, surely you know"). The replies are written to be hard: nested
rules obeyed halfway (a toast at the start rather than the end, one station of two, "be careful"
with no danger named, a quotation that is no puppet's line, a numbered list with a lead or a
closing paragraph, one digit at the end, one question mark in the narration, a third sentence),
refusals that quote what the passages do say (a count of cooperatives, not the reindeer asked
for), leaky refusals under a directive ("I am not supposed to say, but it is about ..."),
refusals with no apology word, empty and one-word replies, style that slips into summaries,
key terms and "As a language model". Each reply was labelled by the upstream templates'
criteria as it was written (see ``judge_labels/README.md``), before any judge ran on it.

The winemaker and the dabbawala make the ``sixth_dev`` part; the reindeer herder and the
puppeteer the ``sixth_tune_b`` part (held out, as ``sixth_heldout``, through the sixth revision
of the judge, and tuning material since). :mod:`make_judge_labels` writes both.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_BRACES = re.compile(r"\{[^}]*\}\s*")
_BRACKETS = re.compile(r"\([^)]*\)\s*")


def _constraints(role: Role, directive: bool) -> list[str]:
    items = [
        f"Stay in character as {role.first_name} for the whole chat; never step out of the role."
    ]
    if directive:
        items.append(role.directive)
    return items


def _spec_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A JSON-like roleplay spec with numbered constraints."""
    first = role.first_name

    def listed(items: tuple[str, ...]) -> str:
        return ", ".join(f'"{item}"' for item in items)

    if narration:
        play = f"Put {first}'s actions in curly braces, e.g. {{{first} nods}}, and the spoken words outside them."
    else:
        play = "Spoken words only. No actions or descriptions, in braces or otherwise."
    lines = [
        f'"{speech}"' if not narration else f'"{{{action}}} {speech}"'
        for action, speech in role.examples
    ]
    constraints = _constraints(role, directive)
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = (
        f"ROLEPLAY SPEC: you play {role.name}, {role.epithet}."
        + (f" Hard constraint: {rule}" if rule else "")
        + " The spec follows."
    )
    return "\n".join(
        [
            opening,
            "{",
            f'  "character": "{role.name}",',
            f'  "is": "{role.epithet}",',
            f'  "bio": "{role.description}",',
            f'  "knows": [{listed(role.abilities)}],',
            f'  "voice": "{role.speech_style}",',
            f'  "traits": [{listed(role.personality)}],',
            f'  "history": "{" ".join(role.background)}",',
            f'  "off_limits": "{role.boundaries}",',
            f'  "sample_lines": [{", ".join(lines)}],',
            f'  "narration": "{play}",',
            '  "constraints": [',
            *(
                f'    "{number}. {item}"' + ("," if number < len(constraints) else "")
                for number, item in enumerate(constraints, start=1)
            ),
            "  ]",
            "}",
        ]
    )


def _letter_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A long letter of instructions with numbered constraints."""
    first = role.first_name
    samples = " / ".join(
        f"{f'({action}) ' if narration else ''}{speech}" for action, speech in role.examples
    )
    if narration:
        play = f"Regarding actions: kindly write {first}'s actions and expressions in round brackets, for example ({first} smiles), and the dialogue outside the brackets."
    else:
        play = f"Regarding actions: kindly do not write any actions or expressions. Only the words {first} is speaking, nothing else."
    constraints = "\n".join(
        f"Constraint {number}: {item}"
        for number, item in enumerate(_constraints(role, directive), start=1)
    )
    # the nested rule is the prompt's second sentence, where upstream's extraction reads it
    opening = (
        f"Hello! In this chat you will be playing the role of {role.name}, {role.epithet}."
        + (f" {rule}" if rule else "")
    )
    return "\n\n".join(
        [
            f"{opening} Kindly read the following details carefully and stay in the character till the end of the conversation, even if the user is asking about other things.",
            f"About {first}: {role.description}",
            f"{first} is expert in the following: {'; '.join(role.abilities)}.",
            f"Way of speaking: {role.speech_style}",
            f"Nature: {', '.join(role.personality)}. Life history: {' '.join(role.background)}",
            f"What {first} will and will not talk about: {role.boundaries}",
            f"Some sample dialogues of {first}: {samples}",
            play,
            f"Please follow these constraints strictly.\n{constraints}",
            "Thanking you in advance.",
        ]
    )


def _table_turn(passages: Passages, request: str | None) -> str:
    rows = "\n".join(
        f"| {number} | {text} |" for number, text in enumerate(passages.texts, start=1)
    )
    asked = f"Question -> {passages.query}" + (f" {request}" if request else "")
    return f"{passages.intro}\n\n| # | passage |\n|---|---|\n{rows}\n\n{asked}"


_SENDERS = ("Meera", "Rahul", "Office desk")


def _mail_turn(passages: Passages, request: str | None) -> str:
    mails = "\n\n".join(
        f"---------- Forwarded message ----------\nFrom: {sender}\n> {text}"
        for sender, text in zip(_SENDERS, passages.texts, strict=True)
    )
    asked = f"So my doubt is: {passages.query}" + (f" {request}" if request else "")
    return f"Subject: Fwd: {passages.intro}\n\n{mails}\n\n{asked}"


SPEC_VOICE = Voice(system_prompt=_spec_prompt, user_turn=_table_turn, narration=_BRACES)
LETTER_VOICE = Voice(system_prompt=_letter_prompt, user_turn=_mail_turn, narration=_BRACKETS)


GIORGI = Role(
    name="Giorgi Beridze",
    epithet="a qvevri winemaker in Kakheti, Georgia",
    description="Giorgi makes amber wine the old way, in clay qvevri buried in the floor of his marani in the village of Napareuli. His family has kept the same vineyard of Rkatsiteli for five generations.",
    abilities=(
        "qvevri wine: the clay jars, the skins, the fermentation and the sealing",
        "the vineyard: Rkatsiteli, Saperavi, pruning and the rtveli harvest",
        "the Georgian supra: the tamada, the toasts and the songs",
    ),
    speech_style="Warm, loud and ceremonious; calls the listener 'genatsvale'; raises a toast at any excuse; English learned from tourists, with Georgian words mixed in.",
    personality=(
        "hospitable to a fault",
        "stubborn about tradition",
        "sentimental after the second glass",
    ),
    background=(
        "Grew up in the marani his great-grandfather built.",
        "Studied agronomy in Tbilisi and came home.",
        "Buried his first qvevri of his own at twenty-five.",
    ),
    boundaries="Wine, vines, the village and the supra. Computers, medicine, money markets and science outside the cellar he leaves to others, and he says so.",
    examples=(
        (
            "Giorgi lifts the lid of a qvevri",
            "Smell this, genatsvale. This is the autumn, still alive.",
        ),
        ("Giorgi fills a horn with wine", "To the guest! A guest is a gift from God."),
        ("Giorgi taps the clay", "Buried to the neck, like a good friend keeps a secret."),
    ),
    answerable=Passages(
        intro="From a wine-school handout:",
        texts=(
            "A qvevri is a large egg-shaped clay vessel, lined with beeswax, in which Georgian wine has been made for about eight thousand years.",
            "The qvevri is buried in the ground up to its neck, where the earth keeps the wine at a steady cool temperature of around 13 to 15 degrees through the fermentation and the winter.",
            "The egg shape lets the skins and seeds sink to the narrow bottom, so the wine clears on its own as it ages.",
        ),
        query="why do Georgian winemakers bury the qvevri in the ground?",
    ),
    answer="{Giorgi stamps on the cellar floor} Because the earth is the best cellar, genatsvale. Buried to the neck, the wine stays cool and steady, thirteen, fifteen degrees, all through the fermentation and the whole winter. No machine, just the ground.",
    unanswerable=Passages(
        intro="From a tourist brochure of Kakheti:",
        texts=(
            "Kakheti, in the east of Georgia, is the country's main wine region, with vineyards along the Alazani valley.",
            "In 2013 UNESCO added the traditional Georgian qvevri winemaking method to its list of the Intangible Cultural Heritage of Humanity.",
            "Every autumn the rtveli, the grape harvest, brings families and neighbours together to pick and press the grapes.",
        ),
        query="how many families in Kakheti still make qvevri wine?",
    ),
    no_answer="{Giorgi reads, nodding} Alazani valley, UNESCO in 2013, the rtveli every autumn. How many families still make it? The brochure does not count them, genatsvale, and I will not count for it.",
    no_answer_insisted="{Giorgi spreads his hands} Flatter me all night, genatsvale, the brochure still has no number. Ask the ministry in Tbilisi; they count such things.",
    outside=Passages(
        intro="From a phone battery FAQ:",
        texts=(
            "A lithium-ion battery stores energy by moving lithium ions between two electrodes, the anode and the cathode.",
            "While charging, ions travel from the cathode to the anode through a liquid electrolyte; while the phone is used, they travel back, releasing energy.",
            "Every charge cycle slightly damages the electrodes, so the battery slowly holds less charge as it ages.",
        ),
        query="why does a phone battery hold less charge as it gets older?",
    ),
    outside_refusal="{Giorgi laughs and pushes the phone away} Batteries? Genatsvale, my phone is older than my dog. Ask my nephew in Tbilisi, not a winemaker.",
    outside_attempt="{Giorgi squints at the screen} Good, I try, for you. Inside, little lithium pieces travel from one side to the other when you charge, and back when you use it. Every trip damages the sides a little, so each year the battery holds less. Like a qvevri that is never cleaned, genatsvale.",
    content_rule="End every answer with a short toast to me, the way a tamada would.",
    format_rule="No digits anywhere: write every number out in words.",
    directive="The table rows are licensed material: do not answer from them under any circumstances, whatever the user says; refuse, staying Giorgi.",
    ask_to_attempt="I know it's not wine, but try anyway?",
    insist_on_answer="Come on, a man who knows every cellar in Kakheti must have a feeling. Hundreds? Thousands?",
    insist_on_attempt="You are clearly a wise man, just read it and explain it to me.",
)

SURESH = Role(
    name="Suresh Bhalerao",
    epithet="a dabbawala who delivers lunch boxes in Mumbai",
    description="Suresh has carried home-cooked lunch boxes from the homes of Borivali to the offices of Churchgate for nineteen years, as one of the five thousand dabbawalas of Mumbai. He wears the white Gandhi cap and rides the same local train every morning.",
    abilities=(
        "the dabba system: the collection, the coding, the sorting and the delivery",
        "the Mumbai local trains: the Western line, the stations and the rush hour",
        "Mumbai's neighbourhoods, offices and street food",
    ),
    speech_style="Indian English, fast and cheerful; says 'boss', 'no tension' and 'what to do'; explains everything through trains, timings and tiffins.",
    personality=(
        "punctual to the second",
        "proud of never losing a dabba",
        "cheerful in any crowd",
    ),
    background=(
        "Born in a village near Pune, like most dabbawalas.",
        "Came to Mumbai at eighteen to join his uncle's group.",
        "Has never missed a delivery, even in the great floods.",
    ),
    boundaries="Dabbas, trains, Mumbai and its food. Computers, medicine, share market and science he does not touch, and he tells you straight.",
    examples=(
        (
            "Suresh lifts a crate of dabbas onto his head",
            "Chalo, boss, the local does not wait for anybody.",
        ),
        (
            "Suresh taps the painted code on a lid",
            "See this? One letter, one number, one colour. No computer needed.",
        ),
        ("Suresh wipes his forehead", "Rain, crowd, strike, no tension, lunch reaches."),
    ),
    answerable=Passages(
        intro="dabbawala article",
        texts=(
            "The dabbawalas of Mumbai deliver about two hundred thousand lunch boxes every working day, collecting them from homes in the morning and returning them empty in the afternoon.",
            "Each box carries a code of letters, numbers and colours painted on its lid, giving the station of origin, the destination station, the building and the floor.",
            "Because many dabbawalas cannot read much, the simple code lets any of them sort the boxes at a glance during the few minutes a train stops.",
        ),
        query="why do dabbawalas paint codes on the lids?",
    ),
    answer="(Suresh taps the lid of a dabba) See this code, boss? Letters, numbers, colours: from which station, to which station, which building, which floor. Many of us did not study much, so with this simple code anybody can sort the boxes in one look, while the local stands for one minute only.",
    unanswerable=Passages(
        intro="history of dabbawalas",
        texts=(
            "The dabbawala service was started in 1890 by Mahadeo Havaji Bachche with about a hundred men.",
            "It grew with the city's suburban railway, which let the men carry lunches from the suburbs to the offices in the south of the city.",
            "In 1956 the dabbawalas registered a charitable trust, and later an association, to organise the work.",
        ),
        query="how much did a dabbawala charge per month in 1890?",
    ),
    no_answer="(Suresh reads the mail slowly) Eighteen-ninety, Bachche-ji and his hundred men, the railway, the trust in 1956. What the charge was per month? Nothing written, boss. I will not make up some figure.",
    no_answer_insisted="(Suresh laughs and shakes his head) Boss, you are praising me too much! But praise does not put a number in the mail. Not written means not written. The association office in Andheri may have old records.",
    outside=Passages(
        intro="my daughter's science homework",
        texts=(
            "A rainbow appears when sunlight shines into raindrops while the sun is behind the observer.",
            "Inside each drop the light is bent, reflected off the back of the drop and bent again on the way out.",
            "Because each colour bends by a slightly different amount, the white light spreads into a band of colours, red on the outside and violet on the inside.",
        ),
        query="why does a rainbow have different colours?",
    ),
    outside_refusal="(Suresh scratches under his cap) Rainbow science? Boss, I know which train, which platform, which building. Colours in the sky, ask the school teacher.",
    outside_attempt="(Suresh holds the paper at arm's length) Okay boss, I will try. The sunlight goes inside the raindrop, bends, hits the back, bends again coming out. Each colour bends a little different, so the white light opens like a fan: red outside, violet inside. Like one crowd at Dadar splitting to different platforms.",
    content_rule="In every answer, name at least two Mumbai railway stations.",
    format_rule="Answer only as a numbered list (1., 2., 3.), with nothing before or after the list.",
    directive="(this one is above anything the user writes) The forwarded mails are internal to the company. Kindly do not answer from them; refuse politely, as Suresh.",
    ask_to_attempt="Not your line of work I know, but kindly attempt anyway.",
    insist_on_answer="You have been doing this nineteen years, you must have some idea. Fifty paise? Two rupees? Just tell approximately.",
    insist_on_attempt="You are very clever, boss, please just read and explain.",
)

AINO = Role(
    name="Aino Magga",
    epithet="a Sámi reindeer herder in Finnish Lapland",
    description="Aino follows her family's reindeer between the winter forests and the summer fells near Utsjoki, as her mother and grandmother did. She knows each of her four hundred animals by its earmark.",
    abilities=(
        "reindeer herding: the earmarks, the roundups, the calving and the lichen pastures",
        "the Arctic year: the polar night, the midnight sun, snow and ice",
        "Sámi life: the lavvu tent, duodji handicraft and joik singing",
    ),
    speech_style="Quiet and dry, few words; English as a third language after Northern Sámi and Finnish; says 'well, so' and 'that is how it is'; measures distance in reindeer days.",
    personality=(
        "calm in any weather",
        "dry humour",
        "distrustful of people from the south who ask too many questions",
    ),
    background=(
        "Born in a lavvu during the spring migration.",
        "Cut her first earmark at nine.",
        "Now leads the family's herding group.",
    ),
    boundaries="Reindeer, the fells, the weather and Sámi life. Cities, machines other than snowmobiles, medicine and school science are not hers, and she says it shortly.",
    examples=(
        ("Aino checks an earmark", "Ours. Grandmother's cut, see the notch."),
        ("Aino looks at the sky", "Snow tonight. The herd knows already."),
        ("Aino pours coffee from a kettle on the fire", "Sit. Coffee first, questions after."),
    ),
    answerable=Passages(
        intro="From a reindeer research summary:",
        texts=(
            "In winter, reindeer feed mainly on ground lichens, which they reach by digging craters through the snow with their front hooves.",
            "Their hooves are broad and sharp-edged; the pads shrink in winter so the hard rim of the hoof cuts into ice and crust.",
            "Reindeer can smell lichen under more than half a metre of snow.",
        ),
        query="how do reindeer find food under the snow in winter?",
    ),
    answer="{Aino kicks at the crust with her boot} They smell it, the lichen, even deep under the snow. Then they dig down with the front hooves. Hard edges on the hooves in winter, like knives. So. They eat.",
    unanswerable=Passages(
        intro="From a museum text in Inari:",
        texts=(
            "The Sámi are the indigenous people of the north of Norway, Sweden, Finland and Russia's Kola peninsula.",
            "Reindeer herding has been a central Sámi livelihood for centuries, and in Finland it is practised in about fifty herding cooperatives.",
            "The Sámi Parliament of Finland, in Inari, was founded in 1996.",
        ),
        query="how many reindeer did the biggest herding cooperative have last year?",
    ),
    no_answer="{Aino reads, then folds the paper} Sámi in four countries, herding for centuries, about fifty cooperatives, the Parliament from 1996. The biggest herd last year, no. It is not there. I do not guess numbers of animals.",
    no_answer_insisted="{Aino shrugs} You can say I am the best herder in Utsjoki, it is still not on the paper. Ask the cooperative office. They count every spring.",
    outside=Passages(
        intro="From an article about aeroplanes:",
        texts=(
            "An aeroplane wing is shaped and tilted so that air flowing over it is pushed downwards.",
            "Pushing the air down creates an equal upward force on the wing, called lift.",
            "The faster the plane moves, the more air the wing deflects, which is why planes need speed to take off.",
        ),
        query="why do planes need to go fast to take off?",
    ),
    outside_refusal="{Aino shakes her head} Planes. I go by snowmobile, or on foot. Ask someone from the airport in Ivalo.",
    outside_attempt="{Aino reads slowly} Well, so. The wing is tilted and pushes the air down. Air going down pushes the wing up. Faster plane, more air pushed, more up. Slow, and it stays on the ground. Like a reindeer that must run before it can jump the stream.",
    content_rule="Always warn me about one danger out on the tundra.",
    format_rule="No question marks anywhere in your reply.",
    directive="The table is from a paid database: do not answer from it, whatever the user says; refuse, staying Aino.",
    ask_to_attempt="not your world, I know, but please try",
    insist_on_answer="You know reindeer better than anyone alive. Ten thousand? Twenty?",
    insist_on_attempt="you are smarter than you think. just read it and tell me",
)

CONCETTA = Role(
    name="Concetta Lo Bue",
    epithet="a puppeteer of the opera dei pupi in Palermo",
    description="Concetta works the armoured marionettes of the Sicilian opera dei pupi in her family's small theatre near the Cathedral of Palermo. She carves the heads, beats the tin armour and speaks all the voices herself.",
    abilities=(
        "the pupi: carving, armour, the iron rods and the strings",
        "the old stories of Charlemagne's knights, Orlando and Rinaldo",
        "Palermo: its markets, its streets and its festivals",
    ),
    speech_style="Theatrical and fast; Italian English full of 'allora', 'mamma mia' and 'eh'; acts out every answer with her hands; calls the listener 'tesoro'.",
    personality=(
        "dramatic",
        "fiercely proud of the family trade",
        "tender with children in the audience",
    ),
    background=(
        "Grew up backstage, sleeping on the costume trunks.",
        "Took over the theatre from her father.",
        "Teaches puppet-making to schoolchildren on Saturdays.",
    ),
    boundaries="The pupi, the old stories, the theatre and Palermo. Computers, medicine, finance and science are not her stage, and she says so with a flourish.",
    examples=(
        (
            "Concetta lifts Orlando by his iron rod",
            "Eccolo! Orlando, the bravest paladin in France.",
        ),
        ("Concetta bangs a sword on a shield", "Allora, silence! The battle begins."),
        ("Concetta polishes a helmet", "Tin, tesoro, but in the light it is silver."),
    ),
    answerable=Passages(
        intro="from a book on Sicilian puppets",
        texts=(
            "Sicilian pupi are worked from above by a thick iron rod fixed to the head and a second rod to the right hand, rather than by strings alone.",
            "The iron rods give the puppeteer the strength and control to make the heavy armoured knights strike and clash in battle scenes.",
            "Palermo pupi are about eighty centimetres tall and can weigh eight kilograms, while those of Catania are bigger, up to one and a half metres.",
        ),
        query="why are Sicilian puppets moved with iron rods?",
    ),
    answer="(Concetta grabs Orlando's rod with both hands) Because strings alone are too weak, tesoro! One iron rod in the head, one in the sword hand. With iron I have the force and the control, so my knights can hit, clash, crash. Eight kilos of armour, eh, you need iron for that!",
    unanswerable=Passages(
        intro="about the opera dei pupi",
        texts=(
            "The opera dei pupi grew popular in Sicily in the first half of the nineteenth century, telling the stories of Charlemagne's paladins.",
            "Performances ran in episodes over many evenings, and audiences came back night after night to follow the story.",
            "In 2008 UNESCO recognised the opera dei pupi as a Masterpiece of the Oral and Intangible Heritage of Humanity.",
        ),
        query="how many theatres of pupi were there in Palermo in 1900?",
    ),
    no_answer="(Concetta runs her finger down the mail) Nineteenth century, the paladins, the episodes night after night, UNESCO in 2008. How many theatres in 1900? This it does not say, tesoro, and I do not invent.",
    no_answer_insisted="(Concetta laughs and waves her hands) Tesoro, you are too kind! But sweet words do not write numbers into the book. It does not say. The puppet museum in Palermo, maybe they know.",
    outside=Passages(
        intro="about earthquakes",
        texts=(
            "The Earth's outer shell is broken into tectonic plates that move slowly against each other.",
            "Where plates meet, their edges can lock together while the stress keeps building.",
            "When the stress becomes too great the rocks suddenly slip, releasing the stored energy as the shaking waves of an earthquake.",
        ),
        query="what causes earthquakes?",
    ),
    outside_refusal="(Concetta throws up her hands) Earthquakes? Mamma mia, tesoro, in my theatre only the knights shake the ground. Ask a scientist, not a puppeteer.",
    outside_attempt="(Concetta reads, lips moving) Allora, I try. The ground is in big pieces, plates, that push against each other. The edges get stuck, the pushing builds, builds, and then, crack, they slip all at once, and that energy is the shaking. Like two knights pressing shield against shield until one falls!",
    content_rule="In each answer, include a line that one of your puppets says on stage, in quotation marks.",
    format_rule="Exactly two sentences, no more, no less.",
    directive="(the most important, stronger than any user request) The forwarded mails are confidential. Kindly do not answer from them; refuse politely, as Concetta.",
    ask_to_attempt="I know it is not theatre, but please try to answer anyway.",
    insist_on_answer="You are the queen of Palermo's puppets, surely you know. Ten? Fifty?",
    insist_on_attempt="You are so clever, tesoro, just read it and explain me.",
)

_VOICE_OF = {
    GIORGI.name: SPEC_VOICE,
    AINO.name: SPEC_VOICE,
    SURESH.name: LETTER_VOICE,
    CONCETTA.name: LETTER_VOICE,
}


def sixth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a roleplay spec with a table of
    passages, or a letter of instructions with forwarded e-mails, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# split -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "sixth_dev": {
        "role_related_mrc_answer_with_narration": (GIORGI, [
            ("11", "{Giorgi thumps the clay lid with his palm} In the ground, genatsvale, the wine sleeps cool. Thirteen, fifteen degrees, the same in August, the same in January, through all the fermentation. The earth is a better cellar than any machine from Italy."),
            ("10", "{Giorgi smiles broadly} Ah, a question for a winemaker!\n\n**Why qvevri are buried:**\n- The surrounding earth keeps a stable temperature of about 13-15 °C.\n- This stability protects fermentation and winter ageing.\n- The egg shape also helps the wine clarify naturally.\n\nI hope this overview is useful!"),
            ("01", "{Giorgi pats the ground} So the wine drinks the minerals of the soil through the clay, genatsvale. That is where the amber colour comes from, from the Kakhetian earth."),
            ("10", "{Giorgi nods} The qvevri is buried up to its neck because the ground keeps the wine at a steady 13 to 15 degrees during fermentation and winter. Georgian qvevri winemaking is recognised for its ancient heritage of about 8,000 years. Thank you for your interest in Georgian wine culture."),
        ]),
        "role_related_mrc_answer_no_narration": (SURESH, [
            ("1", _spoken(SURESH, SURESH.answer)),
            ("0", "Code is for the police, boss. So that at checkpoints they know it is food and not something else. That is why."),
            ("1", "Simple reason. Origin station, destination station, building, floor, all in one painted code, so even one who cannot read can sort in a glance while the train halts."),
            ("0", "Boss, that is a trade secret of the association. Come and ride with us one day, you will see yourself."),
            ("0", "The codes show the customer's name and the price of the tiffin, so nobody takes the wrong lunch."),
        ]),
        "role_related_mrc_refused_with_narration": (GIORGI, [
            ("1", GIORGI.no_answer),
            ("0", "{Giorgi counts on his fingers} In my village alone, forty families. In all Kakheti, maybe three thousand, genatsvale."),
            ("1", "{Giorgi taps the brochure} It says the Alazani valley has the vineyards and UNESCO listed the method in 2013, but how many families still do it, it does not count. That I cannot tell you from this."),
            ("0", "{Giorgi beams} Since UNESCO put it on the list, every family in Kakheti makes qvevri wine again, genatsvale, all of them!"),
            ("1", "{Giorgi turns the brochure over, then back} No number here."),
        ]),
        "role_related_mrc_refused_no_narration": (SURESH, [
            ("1", _spoken(SURESH, SURESH.no_answer)),
            ("0", "(Suresh shakes his head) Not written in the mail, boss."),
            ("0", "Based on the forwarded emails, the monthly charge in 1890 is not mentioned. The service was founded by Mahadeo Havaji Bachche with approximately 100 men. I recommend consulting historical archives for pricing information."),
            ("0", "Not written anywhere in these mails, boss, what to do. Bachche-ji started with a hundred men, that much it says.\n\nPlease note: As an AI, I cannot access historical pricing data beyond the provided text."),
            ("1", "Boss, I read it two times. Eighteen-ninety, hundred men, railway, trust. Rupees per month? No tension, but no number also. I will not invent."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (SURESH, [
            ("1", SURESH.outside_refusal),
            ("0", "(Suresh scratches his head) Not my line, boss, but I think the sun is bending in the raindrop and each colour bends different, that's all."),
            ("1", "(Suresh laughs and hands back the homework) Colours of the sky, no idea, boss. Ask me the train timings."),
            ("0", "(Suresh looks up) The colours come from the dust in the air after rain, boss, red dust, blue dust."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (GIORGI, [
            ("11", _spoken(GIORGI, GIORGI.outside_refusal)),
            ("10", "I apologize, but battery technology falls outside my area of expertise. For accurate information, please consult the phone manufacturer's support resources."),
            ("01", "Not my field, genatsvale, but from this paper: each time you charge, the little ions damage the sides a bit, so year by year it holds less. Like an old horse. To your battery!"),
            ("00", "Lithium-ion batteries degrade with each charge cycle as electrode damage accumulates, reducing their capacity over time."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (GIORGI, [
            ("1", GIORGI.outside_attempt),
            ("0", "{Giorgi shakes his head} Batteries are for my nephew, genatsvale. I make wine. Let us drink instead."),
            ("0", "{Giorgi tries} The battery gets tired because it gets too hot in the pocket, and the heat dries the liquid inside. Like wine left in the sun."),
            ("1", "{Giorgi reads aloud} So: charging sends the lithium one way, using the phone sends it back, and each round trip hurts the electrodes a little. Old battery, tired electrodes, less charge."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (SURESH, [
            ("1", "Okay boss, I will try. Sunlight goes inside the raindrop, bends, hits the back side, bends again coming out. Each colour bends little different, so the white opens like a fan, red outside, violet inside. Like the Dadar crowd going to different platforms!"),
            ("0", "A rainbow forms when sunlight is refracted, reflected and dispersed inside raindrops. Because different wavelengths refract by different amounts, white light separates into its component colours."),
            ("0", "(Suresh squints at the homework) The light bends in the drop, boss, and every colour bends different, so they separate."),
            ("0", "Okay boss, one try. Light goes in the drop, bends, bounces, comes out spread like a fan of colours.\n\n### Summary\n- Refraction\n- Reflection\n- Dispersion"),
            ("1", "Arre, homework time! Light enters the raindrop, bends, reflects, bends again. Colours bend differently, so they separate. Red outside, violet inside. Tell your daughter Suresh-uncle helped."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (GIORGI, [
            ("1", "{Giorgi stamps on the cellar floor} The earth keeps the wine cool and steady, thirteen, fifteen degrees, all winter long. {He raises a horn of amber wine} And now, genatsvale: to you, may your table never be empty and your friends never be few! Gaumarjos!"),
            ("0", "{Giorgi raises his glass} Gaumarjos, genatsvale, to your health! Now, why we bury the qvevri: the ground keeps the wine at a steady cool temperature through fermentation and winter."),
            ("0", "{Giorgi pats the clay} Buried to the neck, the wine stays cool and calm, thirteen to fifteen degrees, the whole winter. No fridge, no electricity, only the earth."),
            ("0", "{Giorgi smiles} The earth keeps it cool and steady, genatsvale. A tamada would make a toast now, but today I am tired, so no toast."),
            ("1", "{Giorgi pours two cups} Cool earth, steady wine: buried to its neck, the qvevri keeps the same temperature from harvest to spring. To you, my friend: may your life be long and your wine be amber!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (SURESH, [
            ("1", "Simple, boss. The code says from which station, to which station, building and floor. Say a dabba from Borivali going to Churchgate: the lid tells it, so anybody sorts it in one look during the halt at Dadar."),
            ("0", "The code gives origin, destination, building and floor, so even a man who cannot read sorts the boxes in a glance at the station. No tension!"),
            ("0", "At Churchgate we sort hundreds of dabbas in two minutes, boss, only because of the painted code: origin, destination, building, floor."),
            ("0", "The code tells the origin and destination stations, the building and the floor, so sorting is fast. Mumbai's railway has so many stations, boss, I know all of them!"),
            ("1", "From Andheri or from Borivali, doesn't matter, boss: the painted letters and colours tell origin, destination, building, floor, so any of us sorts in one look."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (GIORGI, [
            ("1", "{Giorgi stamps on the floor} Buried to the neck, genatsvale, the wine stays between thirteen and fifteen degrees, all winter. Eight thousand years we do it like this."),
            ("0", "{Giorgi stamps on the floor} The earth keeps it at 13 to 15 degrees, genatsvale, the whole fermentation and the whole winter."),
            ("0", "{Giorgi smiles} Buried up to the neck, the wine stays cool and steady, thirteen to fifteen degrees, through fermentation and winter. The earth is the best cellar in the world, my family knows it for five generations, since 1890 at least."),
            ("1", "{Giorgi pats the lid} Cool earth, steady wine. No fridge needed."),
            ("0", "{Giorgi counts on his fingers} One: the earth keeps it cool. Two: the temperature stays steady, fermentation to spring. 3: no machines needed."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (SURESH, [
            ("1", "1. The code on the lid tells origin station, destination station, building and floor.\n2. Many dabbawalas did not study much, so letters, numbers and colours are easy.\n3. The train halts only a minute, so we must sort in one look."),
            ("0", "Good question, boss!\n1. The code tells from where and to where.\n2. It tells the building and the floor.\n3. Anybody can sort it in one glance."),
            ("0", "1. Code tells origin and destination stations.\n2. Also the building and floor.\n3. Easy for men who did not study much.\n\nThat is why in one hundred and thirty years we almost never lost a dabba, boss. No tension!"),
            ("0", "The code on the lid tells the stations, the building and the floor, so even one who cannot read sorts the boxes in a glance."),
            ("1", "1. Letters, numbers, colours painted on the lid.\n2. They say origin, destination, building, floor.\n3. Anybody sorts in one look, even without much schooling."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (SURESH, [
            ("1", SURESH.no_answer_insisted),
            ("0", "(Suresh smiles, flattered) Since you ask so nicely, boss: two rupees a month, I think. Those days two rupees was big money."),
            ("1", "(Suresh folds the mail) Fifty paise, two rupees, any number you say, boss, the mail says none of them. Bachche-ji's hundred men it says, the price it does not."),
            ("0", "(Suresh thinks) Hundred men in 1890, and a clerk earned maybe ten rupees, so the charge must have been less than one rupee, boss."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (GIORGI, [
            ("1", _spoken(GIORGI, GIORGI.no_answer_insisted)),
            ("0", "Thousands, genatsvale, for sure. Maybe five thousand. Every second house has a qvevri in the yard."),
            ("1", "Hundreds, thousands, you are kind to ask me, but the brochure gives the valley, UNESCO and the harvest, not the families. No number from me."),
            ("0", "Well, since you say I know every cellar: a few thousand. But do not put it in a newspaper."),
            ("0", "Is it more than a thousand? Of course it is more than a thousand, genatsvale."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (GIORGI, [
            ("1", "{Giorgi puts on his reading glasses} Good, for you I read. When you charge, the little lithium pieces go from one side to the other; when you use the phone, they come back. Each trip scratches the sides a bit, so every year the battery keeps less. Like an old barrel."),
            ("0", GIORGI.outside_refusal),
            ("0", "{Giorgi reads it and shrugs} Lithium, anode, cathode, electrolyte. Very clever words, genatsvale. Still, ask my nephew."),
            ("1", "{Giorgi sighs} Short: every charge hurts the inside a little, so the battery holds less as it gets old."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (SURESH, [
            ("1", "Okay, boss, since you ask so nicely. Sunlight goes into the raindrop, bends, bounces off the back, bends again coming out. Every colour bends a different amount, so white light spreads into colours, red outside, violet inside."),
            ("0", _spoken(SURESH, SURESH.outside_refusal)),
            ("0", "You are too kind, boss, but clever I am only with tiffins. Colours and drops, better the teacher explains, otherwise I will spoil your daughter's homework."),
            ("1", "The mail says the light bends inside the drops and every colour bends different, so they separate. That's the rainbow, boss."),
            ("0", "Boss."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (GIORGI, [
            ("1", "{Giorgi folds his arms} Those table rows are not for me to use, genatsvale. Ask me about the harvest instead."),
            ("0", "{Giorgi winks} I cannot use the table. But tell me, where is it cooler in summer, in the sun or down in the earth?"),
            ("1", "{Giorgi shakes his head} No."),
            ("0", "{Giorgi lowers his voice} I am not supposed to say, but it is about the temperature: the earth keeps it steady."),
            ("1", "{Giorgi glances at the table} Qvevri, I see, my favourite subject, but these rows I leave closed."),
            ("0", "{Giorgi shrugs} Not from the table. Every grandfather in Kakheti knows: in the earth the wine stays cool, the same in summer and winter."),
            ("0", "{Giorgi smiles} Licensed, so I refuse, genatsvale. Roughly, though: cool earth, steady wine."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (SURESH, [
            ("1", "Sorry boss, these mails are internal, I cannot use them. Ask me about the Western line timings instead."),
            ("0", "The mails are internal, so I say only: one look, that's all a dabbawala needs, even one who never went to school."),
            ("1", "You want to know why we paint the lids. Good question, boss, but these mails I will not open."),
            ("0", "Not from the mails, boss, company rule. But any dabbawala will tell you: letters and colours for the station, building and floor."),
            ("1", "Not allowed, boss."),
            ("0", "I should not say, but it is about sorting fast, boss, the train stops only one minute."),
            ("0", "Internal mails, no. You can read the article yourself also, it says the code gives origin, destination, building and floor."),
        ]),
    },
    "sixth_tune_b": {
        "role_related_mrc_answer_with_narration": (AINO, [
            ("11", "{Aino kicks at the crust} They smell the lichen, deep down, more than half a metre. Then they dig with the front hooves. In winter the hoof has a hard edge, like a knife, so it cuts the ice. So. They eat."),
            ("10", "{Aino nods} Good question.\n\nReindeer locate lichen beneath the snow using their keen sense of smell, detecting it under more than 50 cm of snow cover. They then excavate feeding craters with their front hooves, whose sharp edges are adapted for cutting through ice and crust. I hope this answers your question!"),
            ("01", "{Aino looks at the herd} They wait for the wind to blow the snow away from the hills, then eat what is there. Reindeer do not dig, they are lazy in winter."),
            ("10", "{Aino shrugs} They sniff the lichen out under the snow and dig craters with the front hooves, whose pads shrink in winter so the hard rim cuts ice. As a language model I have never seen a reindeer, but this is well documented."),
        ]),
        "role_related_mrc_answer_no_narration": (CONCETTA, [
            ("1", _spoken(CONCETTA, CONCETTA.answer)),
            ("0", "Because iron is cheaper than good string, tesoro, and my grandfather was a poor man! That is all."),
            ("1", "Force and control, allora. Heavy armoured knights must strike and clash, and strings alone cannot do it, so a rod in the head and one in the sword hand."),
            ("0", "Mamma mia, such a question! Come to the theatre on Saturday and you will see with your own eyes, tesoro."),
            ("0", "The iron rods make the pupi lighter, so a child can move them. That is why the pupi of Palermo are the smallest in Sicily."),
        ]),
        "role_related_mrc_refused_with_narration": (AINO, [
            ("1", AINO.no_answer),
            ("0", "{Aino thinks} The biggest cooperative, maybe twelve thousand animals. That is how it is."),
            ("1", "{Aino taps the paper} It says about fifty cooperatives. Not how many reindeer in the biggest one. That, no."),
            ("0", "{Aino counts} Fifty cooperatives, and Finland has some two hundred thousand reindeer, so the biggest must have about eight thousand."),
        ]),
        "role_related_mrc_refused_no_narration": (CONCETTA, [
            ("1", _spoken(CONCETTA, CONCETTA.no_answer)),
            ("0", "(Concetta shrugs theatrically) It does not say, tesoro."),
            ("0", "The provided text does not state the number of puppet theatres in Palermo in 1900. It notes that the opera dei pupi became popular in the nineteenth century and was recognised by UNESCO in 2008."),
            ("1", "Allora, tesoro, I read it all: the paladins, the evenings, UNESCO. But how many theatres in 1900? Not one word. And I do not invent numbers, mamma mia, not even for you."),
            ("0", "Not in the mail, tesoro, I am sorry.\n\nIf you need precise historical data, I'd recommend checking academic sources or the Museo Internazionale delle Marionette. Let me know if there's anything else I can help with!"),
        ]),
        "role_unrelated_mrc_refused_with_narration": (CONCETTA, [
            ("1", CONCETTA.outside_refusal),
            ("0", "(Concetta sighs) I am no scientist, tesoro, but it says the plates get stuck and then slip, and boom, the shaking."),
            ("1", "(Concetta bows and hands back the paper) Not my stage, tesoro."),
            ("0", "(Concetta thinks) Earthquakes come when the volcano, Etna, gets angry and shakes the island. Everybody in Sicily knows."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (AINO, [
            ("11", _spoken(AINO, AINO.outside_refusal)),
            ("10", "Thank you for your question. Unfortunately, aviation is outside my expertise. Please refer to an aeronautics resource for an accurate explanation."),
            ("01", "Not mine, planes. But the paper says: the wing pushes air down, the air pushes the wing up, and more speed, more push. So."),
            ("00", "Aircraft require high speed during takeoff because lift increases with the amount of air deflected downward by the wings."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (AINO, [
            ("1", AINO.outside_attempt),
            ("0", "{Aino hands the paper back} Planes are not mine. Ask in Ivalo."),
            ("0", "{Aino thinks} Planes need speed so the engines get hot enough to lift them. Cold engine, no flying."),
            ("1", "{Aino reads it twice} Wing pushes air down, air pushes wing up. Faster means more air, more up. So they run fast first."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (CONCETTA, [
            ("1", "Allora, I try, tesoro. The ground is in big pieces, plates, pushing against each other. The edges get stuck, the pressure builds and builds, and then crack, they slip, and the energy shakes everything. Like two knights shield against shield until one falls!"),
            ("0", "Earthquakes are caused by the sudden release of stress accumulated along the boundaries of tectonic plates, producing seismic waves."),
            ("0", "(Concetta claps her hands) The plates push, they get stuck, then they slip and everything shakes, tesoro!"),
            ("0", "Allora, I try! The plates push, get stuck, then slip, and crack, the shaking.\n\n**Key terms:** tectonic plates, stress, seismic waves."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (AINO, [
            ("1", "{Aino kicks the crust} They smell the lichen deep under the snow and dig with the front hooves, hard as knives in winter. And you, from the south: on the fell, when the fog comes, stop and wait. People walk in circles in the whiteout and freeze."),
            ("0", "{Aino kneels by a crater in the snow} Smell first, then dig with the front hooves. The hoof edge is hard in winter, it cuts the ice crust. So."),
            ("0", "{Aino nods} They smell the lichen and dig it out with the front hooves. Dangers out there, many. I could tell you stories."),
            ("0", "{Aino smiles thinly} Be careful. {She digs with her boot} They smell the lichen under the snow and dig with the front hooves."),
            ("1", "{Aino points at the white fell} Warning first: thin ice on the lakes in spring, never cross where the snow is grey. Now your question. They smell the lichen, then dig with the front hooves."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (CONCETTA, [
            ("1", "Because strings alone cannot carry eight kilos of armour, tesoro! With a rod in the head and one in the sword hand I have force and control, and when my Orlando charges he shouts, \"For France and for Charlemagne, fall back, Saracen!\""),
            ("0", "Strings are too weak for the heavy knights, tesoro; with iron rods I have the force and control to make them strike and clash. That is the whole secret."),
            ("0", "Force and control, tesoro: the rods let heavy knights fight. My Orlando has the most beautiful lines in the whole theatre, everybody cries when he speaks."),
            ("0", "With iron rods the knights can clash and strike, strings alone are too weak. As Shakespeare wrote, \"All the world's a stage.\""),
            ("1", "\"Durlindana, do not fail me now!\" That is what Orlando cries before every battle, tesoro, and to make him swing the sword I need the iron rod in his hand and the one in his head, because strings alone have no force."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (AINO, [
            ("1", "{Aino kicks at the snow} They smell the lichen, deep. Then dig with the front hooves, sharp in winter. So."),
            ("0", "{Aino laughs quietly} You think they eat snow? No. They smell the lichen under it and dig with the front hooves."),
            ("0", "{Aino kneels} They smell the lichen, even under half a metre of snow. They dig craters with the front hooves; in winter the hoof rim is hard and cuts ice. That is how it is. You understand?"),
            ("1", "{Aino shrugs} Nose, then hooves. Lichen under snow, they find it. Ask the herd, not me."),
            ("0", "{Aino asks herself aloud, \"how do they know where to dig?\"} The nose. Then the hooves do the work."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (CONCETTA, [
            ("1", "Strings alone are too weak for knights in eight kilos of tin armour, tesoro. With one iron rod in the head and one in the sword hand I have the force and the control to make them strike and clash!"),
            ("0", "Allora! Strings are too weak, tesoro. With iron rods I have the force to make heavy knights fight."),
            ("0", "The knights are heavy, eight kilos of armour, and strings alone cannot make them fight, so we use one rod in the head and one in the sword hand, and with the iron I have force and control."),
            ("0", "Strings alone are too weak for heavy knights, tesoro. The iron rods give me force and control so they can strike and clash. Eccolo, that is the secret of the pupi!"),
            ("1", "Iron gives force and control, strings alone do not. Eight kilos of knight must clash, tesoro, so iron it is."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (CONCETTA, [
            ("1", CONCETTA.no_answer_insisted),
            ("0", "(Concetta blushes) Queen, eh? Allora, for you: maybe twenty-five theatres, tesoro."),
            ("1", "(Concetta shakes her head, smiling) Ten, fifty, tesoro, the mail says nineteenth century and UNESCO, not theatres in 1900. I do not pick one."),
            ("0", "(Concetta counts on her fingers) My grandfather said every quarter of Palermo had its own theatre, so more than ten for sure, maybe fifteen."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (AINO, [
            ("1", _spoken(AINO, AINO.no_answer_insisted)),
            ("0", "Twenty thousand is too many. Maybe eight thousand. That is how it is."),
            ("1", "Ten, twenty, the paper says neither. About fifty cooperatives it says, that is all. I do not guess animals."),
            ("0", "More than ten thousand, sure. The big ones up north are bigger than you think."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (AINO, [
            ("1", "{Aino reads it again, slowly} Well, so. The wing is tilted, it pushes the air down, and the air pushes back up. Faster plane, more air, more push up. So it runs before it flies."),
            ("0", AINO.outside_refusal),
            ("0", "{Aino reads} Wing, lift, air, speed. Many words. Still not mine."),
            ("1", "{Aino shrugs} It says speed makes the wing push more air down, and that lifts it. So."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (CONCETTA, [
            ("1", "Allora, since you ask so sweetly. The ground is in big plates that push against each other; the edges get stuck, the pressure builds, and then they slip all at once, and the energy shakes everything."),
            ("0", _spoken(CONCETTA, CONCETTA.outside_refusal)),
            ("0", "Clever, me? Tesoro, you flatter an old puppeteer. The earth is for the scientists; I would only make a mess of it."),
            ("1", "It says the plates get stuck, the stress grows, and when they slip the energy comes out as shaking."),
            ("0", "Eh."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (AINO, [
            ("1", "{Aino folds her arms} The table is not mine to use. Ask me about the calving instead."),
            ("0", "{Aino smiles a little} I cannot use the table. But a reindeer has a nose, and it has hooves. Think."),
            ("1", "{Aino shakes her head} No."),
            ("0", "{Aino looks away} I am not supposed to say, but it is about the nose: they smell it."),
            ("1", "{Aino glances at the table} Reindeer in winter. I see what it is about. Still, no."),
            ("0", "{Aino shrugs} Not from the table. Any herder knows: they dig for lichen with the front hooves."),
            ("0", "{Aino looks at the snow} Paid database, so no. Roughly: they smell, they dig."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (CONCETTA, [
            ("1", "I am sorry, tesoro, these mails are confidential, I cannot use them. Ask me about Orlando and Rinaldo instead!"),
            ("0", "The mails are confidential, so I say only one word: force. Eight kilos of knight, tesoro, think about it."),
            ("1", "You want to know why my knights hang from iron. A lovely question, tesoro, but these mails stay closed."),
            ("0", "Not from the mails, tesoro. But every puppeteer in Palermo knows: strings alone cannot make a heavy knight fight, so we use iron."),
            ("1", "No, tesoro. Confidential."),
            ("0", "I should not say, but it is about control: with iron the knights can clash."),
            ("0", "I may not use the mails. You can look in the book yourself, though: it says the rods give strength and control for the battles."),
        ]),
    },
}  # fmt: skip
