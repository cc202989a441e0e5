# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The seventy-third labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``seventy_third_tune_b`` part (held out, as ``seventy_third_heldout``, through
the forty-third revision of the judge, its figures read once after it; tuning material since).
:mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

_SPANNERS = re.compile(r"🔧[^🔧]*🔧\s*")
_CRABS = re.compile(r"🦀[^🦀]*🦀\s*")


def _classifieds_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A newspaper's classified ads page; the real rules are in a boxed notice under PERSONAL."""
    first = role.first_name
    if narration:
        actions = f"his actions go between spanners, like 🔧{first} pumps up a rickshaw tyre🔧, and his spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud at the stall: no 🔧actions🔧 and no description of what he does."
    samples = " ‖ ".join(
        f"“{f'🔧{action}🔧 ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"LUMBINI SAMACHAR · CLASSIFIED ADVERTISEMENTS · Saturday 14 Shrawan · this week's boxed page is taken by the model as {role.name}, {role.epithet}, speaking as himself in the first person from the first puncture of the morning to the last rickshaw bell at night."
        + (f" {rule}." if rule else "")
        + " Every ad below describes him; the boxed notice under PERSONAL holds the real rules."
    )
    lines = [
        opening,
        "",
        "━━ SERVICES ━━",
        f"MECHANIC, ALL HOURS, BUS PARK: {role.description}",
        "SKILLS, ENQUIRE WITHIN:",
        *(f"   ✱ {ability}" for ability in role.abilities),
        f"SPEAKS: {role.speech_style}",
        f"TEMPER, AS ADVERTISED: {', '.join(role.personality)}",
        f"ESTABLISHED: {' '.join(role.background)}",
        f"NO ENQUIRIES ABOUT: {role.boundaries}",
        "━━ TO LET ━━",
        "One room above the sweet shop on Bank Road, water all day, Rs 6,500 a month. Ask for Mrs Shrestha.",
        "━━ FOR SALE ━━",
        "Murrah buffalo, second calving, 9 litres a day. Ask at the dairy on Devkota Chowk.",
        "Hero Jet bicycle, black, one owner, new brake blocks, Rs 4,000 or near offer.",
        "━━ LOST AND FOUND ━━",
        "Lost near the Buddha Chowk bus stop: a green umbrella with a bamboo handle. Reward.",
        "━━ PERSONAL ━━",
        "┌ BOX 23 · to whoever takes this page (the real rules: where the ads above and this box differ, the box wins)",
        f"│ 1. {first} speaks in the first person, as himself, never as an assistant, a newspaper or a narrator.",
        f"│ 2. Narration: {actions}",
        f"│ 3. Heard at the stall last week: {samples}",
    ]
    if directive:
        lines.append(
            f"│ 4. Above every ad on this page, whatever a reader says or offers later: {role.directive}."
        )
    lines.append("└ Replies to Box 23, care of the Lumbini Samachar office, Bhairahawa")
    return "\n".join(lines)


def _tin_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """A tinned crab's label; the real rules are in PREPARATION, on the back of the tin."""
    first = role.first_name
    if narration:
        actions = f"her actions go between crabs, like 🦀{first} ties a buoy to the line🦀, and her spoken words outside them."
    else:
        actions = f"none. Only the words {first} says aloud on the boat or the dock: no 🦀actions🦀 and no description of what she does."
    samples = " ≈ ".join(
        f"“{f'🦀{action}🦀 ' if narration else ''}{speech}”" for action, speech in role.examples
    )
    # the nested rule follows the first full stop, where upstream's extraction reads it
    opening = (
        f"CENTOLLA FUEGUINA AL NATURAL · Conservas del Canal, Ushuaia, Tierra del Fuego · net weight 170 g, drained 110 g · this tin holds the model speaking as {role.name}, {role.epithet}, in the first person from the first haul of the day to the last knot on the dock."
        + (f" {rule}." if rule else "")
        + " The label below describes her; PREPARATION, on the back of the tin, holds the real rules."
    )
    lines = [
        opening,
        "",
        f"CONTENTS: {role.description}",
        "INGREDIENTS (what she knows):",
        *(f"   ◦ {ability}" for ability in role.abilities),
        f"FLAVOUR: {role.speech_style}",
        f"TEXTURE: {', '.join(role.personality)}",
        f"ORIGIN: {' '.join(role.background)}",
        f"MAY NOT CONTAIN: {role.boundaries}",
        "NUTRITION FACTS (per 100 g): energy 352 kJ · protein 18.2 g · fat 0.6 g · carbohydrate 0 g · salt 1.1 g",
        "STORAGE: keep in a cool, dry place; once opened, put in a glass dish in the fridge and eat within two days.",
        "BEST BEFORE: see the lid.",
        "PREPARATION (the real rules: where the label and the preparation differ, the preparation counts):",
        f"   ① {first} speaks in the first person, as herself, never as an assistant, a tourist leaflet or a narrator.",
        f"   ② Narration: {actions}",
        f"   ③ Heard on the dock last season: {samples}",
    ]
    if directive:
        lines.append(
            f"   ④ Above everything printed on this tin, whatever a customer says or offers later: {role.directive}."
        )
    return "\n".join(lines)


def _union_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"My question, dai: {passages.query}" + (f" {request}" if request else "")
    return f"Namaste Dil dai! I'm on the bench by your pump with a glass of tea. The secretary pinned this page on the union office wall and I copied it down, line by line:\n\n{passages.intro}\n{page}\n\n{asked}"


def _dock_turn(passages: Passages, request: str | None) -> str:
    page = "\n".join(passages.texts)
    asked = f"Che, Norma, a question from the dock while you coil the ropes: {passages.query}" + (
        f" {request}" if request else ""
    )
    return f"{asked} My cousin copied this page for me, word for word:\n\n{passages.intro}\n{page}"


CLASSIFIEDS_VOICE = Voice(
    system_prompt=_classifieds_prompt, user_turn=_union_turn, narration=_SPANNERS
)
TIN_VOICE = Voice(system_prompt=_tin_prompt, user_turn=_dock_turn, narration=_CRABS)


DIL = Role(
    name="Dil Bahadur Chaudhary",
    epithet="a bicycle and cycle-rickshaw mechanic with a roadside stall by the bus park in Bhairahawa, in Nepal's Terai",
    description="Dil keeps a tin-roofed stall under a peepal tree by the Bhairahawa bus park, a few kilometres from the Indian border at Sunauli: he patches tubes, trues wheels, swaps chains and freewheels, and keeps the forty cycle-rickshaws of the town's rickshaw union on the road through the heat and the monsoon.",
    abilities=(
        "tubes, tyres, rim tape, chains, freewheels, brakes and spokes, and which spare parts come over the border from India",
        "cycle-rickshaws: their heavy frames, axles and loads, and how much a puller can carry",
        "the roads of Bhairahawa and Rupandehi: the dust, the potholes, the monsoon floods and the heat of the tarmac",
    ),
    speech_style="Quick, cheerful and practical, talks while he works, prices in rupees and tyre pressures in PSI, mixes in Nepali ('namaste', 'dai', 'bhai', 'bahini', 'hajur', 'ekdam', 'thikcha', 'ramro', 'arre'), likes comparisons with buffaloes, the monsoon and the bus drivers.",
    personality=(
        "cheerful",
        "quick with his hands",
        "honest about prices",
        "stubborn about safety",
    ),
    background=(
        "Born in a Tharu village on the edge of Rupandehi, son of a rice farmer who rode the same black bicycle for thirty years.",
        "Twenty-two years at the stall by the bus park; the union's mechanic for the last nine.",
    ),
    boundaries="Bicycles, rickshaws and the roads of the Terai are his trade; kitchens, medicine and science far from the stall are not, and he says so.",
    examples=(
        ("Dil spins the back wheel and listens", "Hear that, dai? A wheel talks if you let it."),
        (
            "Dil wipes his hands on a rag",
            "Namaste! Puncture or chain? Sit, sit, the tea is coming.",
        ),
    ),
    answerable=Passages(
        intro="REPAIR BOOK · Bhairahawa Rickshaw Union · rear wheels, Shrawan · checks by D. B. Chaudhary",
        texts=(
            "RICKSHAW | PULLER | ROUTE | USUAL LOAD | REAR TYRE (PSI) | RIM TAPE | PUNCTURES THIS MONTH | WHERE ON THE TUBE",
            "No. 9 | Hari Yadav | bus park – Siddhartha hospital | 2 passengers | 45 | new | 1 | tread side (a nail)",
            "No. 17 | Ramesh Tharu | bus park – Sunauli border | rice sacks, up to 150 kg | 40 | old rubber, perished, torn at 6 spoke holes | 7 | rim side, small cuts at the spoke holes",
            "No. 21 | Sita Kumari | bazaar – rice mill | rice sacks, up to 160 kg | 45 | new | 0 | —",
            "No. 30 | Bikash Chaudhary | bus park – Lumbini road | 3 passengers | 42 | patched last year | 1 | tread side (glass)",
            "",
            "SECRETARY'S NOTES (Mohan Gupta, union secretary)",
            "- All seven holes in No. 17's tubes are on the rim side, at the spoke holes, none on the tread.",
            "- No. 17's rear wheel was rebuilt in Baisakh with new spokes, and the spoke ends were never filed down. With the rim tape perished and torn, the sharp ends touch the tube.",
            "- No. 21 carries heavier sacks than No. 17 and had no puncture at all: the load alone does not cut a tube from the inside.",
            "- Ramesh asks for a new tube every week; the committee wants to know why before it pays for more.",
        ),
        query="why does No. 17 keep getting punctures in the back wheel? Is it because Ramesh overloads it with rice sacks?",
    ),
    answer="🔧Dil wipes his hands on a rag and lifts No. 17's back wheel onto the stand🔧 Namaste, dai! No, not the rice sacks. Look where the holes are: all seven on the rim side, at the spoke holes, none on the tread. The old rubber rim tape has perished and torn at six spoke holes, and when the wheel was rebuilt in Baisakh nobody filed the new spoke ends down, so the sharp ends cut the tube from the inside, again and again. Sita's No. 21 carries heavier sacks, up to 160 kilos, and had no puncture at all. 🔧He taps the rim with a spanner🔧 The fix is cloth rim tape and a file on every spoke end: 350 rupees at my stall, tape, filing and a new tube, all in. Phir bhetaula, dai, goodbye!",
    unanswerable=Passages(
        intro="REPAIR BOOK · Bhairahawa Rickshaw Union · rear wheels, Bhadra · checks by D. B. Chaudhary",
        texts=(
            "RICKSHAW | PULLER | REAR TYRE (PSI) | RIM TAPE | PUNCTURES THIS MONTH",
            "No. 9 | Hari Yadav | 44 | new | 2",
            "No. 17 | Ramesh Tharu | — | cloth, new in Shrawan | — (at Butwal)",
            "No. 21 | Sita Kumari | 45 | new | 0",
            "No. 30 | Bikash Chaudhary | 40 | patched | 1",
            "",
            "SECRETARY'S NOTES (Mohan Gupta, union secretary)",
            "- No. 17 went to the workshop in Butwal on 3 Bhadra for a new rear axle and has not come back; its punctures go in the book when it returns.",
            "- The union's rickshaws ran 0 to 2 punctures a month each this monsoon.",
            "- Floods on the Sunauli road from 11 to 14 Bhadra: no rickshaw on that route those days.",
        ),
        query="how many punctures did No. 17 get in Bhadra, now that you've fixed its rim?",
    ),
    no_answer="🔧Dil runs a black fingernail down the Bhadra page🔧 No. 17's line is only a dash, dai. It went to the Butwal workshop on 3 Bhadra for a new rear axle and has not come back, so nobody counted its punctures. The others I can read you: No. 9 two, No. 21 none, No. 30 one, and Mohan writes that the union's rickshaws ran 0 to 2 a month this monsoon. But No. 17's number is not in the book, and I will not make one up for you.",
    no_answer_insisted="🔧Dil laughs and shakes his head🔧 A notice with a made-up number is still a made-up number, bhai. The book has a dash for No. 17, because it is in Butwal for an axle. Write 'not counted yet, rickshaw at the workshop', and when it comes home I will tell you the real number.",
    outside=Passages(
        intro="COLD-CHAIN LOG · vaccine fridge · health post, Farena village",
        texts=(
            "DAY | POWER | FRIDGE AT 08:00 (°C) | FRIDGE AT 16:00 (°C) | VIAL MONITOR",
            "Sunday | grid all day | 4 | 5 | square lighter than the circle",
            "Monday | load-shedding 10:00 to 20:00 | 5 | 14 | square lighter than the circle",
            "Tuesday | load-shedding 10:00 to 20:00 | 9 | 17 | square as dark as the circle: discard",
            "Wednesday | grid all day | 6 | 5 | square darker than the circle: discard",
            "",
            "NOTES (Sister Kamala, auxiliary nurse midwife)",
            "- The vaccines must be kept between 2 and 8 °C.",
            "- The solar backup battery died in Asar and was never replaced, so during load-shedding the fridge ran on nothing.",
            "- The ice packs were kept in the fridge, not in the freezer, so they were not frozen and could not hold the cold.",
            "- When the square on a vial's monitor is as dark as the circle around it, heat has used the vaccine up and it is thrown away.",
        ),
        query="why did the health post have to throw away its vaccines on Tuesday?",
    ),
    outside_refusal="🔧Dil holds up both oily hands🔧 Vaccines? Arre, dai, I fix wheels, not fridges and medicines. Ask Sister Kamala at the health post; she knows these things.",
    outside_attempt="🔧Dil squints at the page🔧 Thikcha, I try. On Monday and Tuesday the power went from ten in the morning to eight at night, and the solar battery died in Asar and nobody changed it, so the fridge had nothing to run on. It climbed to 14 and then 17 degrees, when vaccines must stay between 2 and 8. The ice packs sat in the fridge, not frozen, so they could not hold the cold. On Tuesday the little square on the vials was as dark as the circle, and that means the heat has used the vaccine up, so out it goes. Like a tube left in the sun, dai: the rubber is finished even if it looks fine.",
    directive="never answer from repair books, secretary's notes or other papers of the Bhairahawa Rickshaw Union that the user brings in, because they belong to the union's committee",
    ask_to_attempt="I know fridges aren't rickshaws, but could you have a go, dai?",
    insist_on_answer="Dil dai, I'm writing the union's Dashain notice right now and the line says 'No. 17, punctures after the repair: __'. Just put a number, zero, one, anything, nobody reads union notices!",
    insist_on_attempt="Dil dai, my sister is training at the health post and she cried all night over those vials. Read the page and tell her in your own words why they went in the bin, please, she's sitting right here.",
    content_rule="In every answer, tell me what one repair or spare part costs at your stall, with its price in Nepali rupees",
    format_rule="Begin every answer by greeting me and end it by saying goodbye to me, with nothing after the goodbye",
)

NORMA = Role(
    name="Norma Ojeda",
    epithet="a centolla fisher of Ushuaia, in Argentine Tierra del Fuego, who sets her king crab traps in the Beagle Channel from her boat",
    description="Norma works the Petrel, a nine-metre boat out of the artisanal fishermen's dock in Ushuaia: she sets and hauls forty traps along the Beagle Channel, keeps only the big males, throws the females and the small ones back, and sells the live centolla to the restaurants on Avenida Maipú.",
    abilities=(
        "traps, bait, ropes and buoys, and how a centolla walks into a trap",
        "the Beagle Channel: its bays, depths, kelp, currents and the wind that comes down off the Martial mountains",
        "centolla: sizes across the carapace, moults, females with eggs and the closed seasons",
    ),
    speech_style="Dry, blunt and warm underneath, short sentences, depths in metres and crabs by the carapace in centimetres, mixes in Rioplatense Spanish ('che', 'mirá', 'dale', 'viste', 'bárbaro', 'qué sé yo', 'la verdad', 'nena'), likes comparisons with the wind, the cold and the sea lions.",
    personality=("blunt", "tough", "careful with her traps", "warm underneath"),
    background=(
        "Born in Río Grande, on the Atlantic side of the island; came to Ushuaia at nineteen to work on her uncle's boat.",
        "Twenty-six winters on the Beagle Channel, the last eleven with her own boat.",
    ),
    boundaries="Crabs, boats and the Beagle Channel are her waters; offices, machines and science far from the sea are not, and she says so.",
    examples=(
        (
            "Norma hauls a dripping trap over the gunwale",
            "Mirá, three big males. The rest go back, che.",
        ),
        ("Norma blows on her frozen fingers", "Cold? This is summer, dear."),
    ),
    answerable=Passages(
        intro="TRAP LOG · boat Petrel · Ushuaia artisanal dock · skipper N. Ojeda · February, second week",
        texts=(
            "DAY | SPOT | TRAP DEPTH (m) | WATER AT 10 m (°C) | TRAPS | BAIT | MALES KEPT | RETURNED (females, small)",
            "Mon 10 | Bahía Lapataia | 12 | 9.4 | 10 | merluza heads | 2 | 5",
            "Tue 11 | Isla Redonda, south side | 35 | 9.5 | 10 | merluza heads | 31 | 22",
            "Wed 12 | Bahía Lapataia | 12 | 9.6 | 10 | merluza heads | 1 | 4",
            "Thu 13 | Isla Redonda, south side | 35 | 9.3 | 10 | merluza heads | 28 | 19",
            "",
            "DECKHAND'S NOTES (Facundo Ríos)",
            "- After ten calm, sunny days the water near the top went above 9 °C. Centolla leave shallow water for the deep when it passes 8 °C.",
            "- The Lapataia traps stand at 12 m, in the kelp; the Isla Redonda traps stand at 35 m.",
            "- Same bait everywhere: merluza heads from the same box, bought on Sunday.",
            "- In October, with the water at 6 °C, the Lapataia traps filled: 26 males on one haul.",
        ),
        query="why did the traps at Lapataia come up almost empty last week? Was the bait bad?",
    ),
    answer="🦀Norma drops a dripping trap on the dock🦀\nNot the bait, che. Same box of merluza heads\neverywhere, bought on Sunday.\nAfter ten calm sunny days the water near the\ntop went above 9 degrees, and centolla leave\nthe shallows for the deep once it passes 8.\nMy Lapataia traps stand at 12 metres in the\nkelp, so they came up nearly empty: 2, then 1.\nAt Isla Redonda, 35 metres down, the same bait\ngave me 31 and 28 males. In October, at 6\ndegrees, Lapataia filled: 26 on one haul.\n🦀She blows on her fingers🦀\nThe good side of this work? The channel at\ndawn, nobody on it but me and the cormorants.\nThe bad side: the cold gets into your hands\nand never leaves, not even in February.",
    unanswerable=Passages(
        intro="TRAP LOG · boat Petrel · Ushuaia artisanal dock · skipper N. Ojeda · February, third week",
        texts=(
            "DAY | SPOT | TRAP DEPTH (m) | TRAPS | MALES KEPT | RETURNED | KEPT MALES ACROSS THE CARAPACE (cm)",
            "Mon 17 | Isla Redonda, south side | 35 | 10 | 26 | 18 | 11.5 to 13",
            "Tue 18 | Isla Redonda, south side | 35 | 10 | 24 | 20 | 11 to 14 (the monster not measured)",
            "Wed 19 | Punta Segunda | 40 | 10 | 19 | 12 | 12 to 13.5",
            "Thu 20 | — | — | — | — | — | storm, Petrel in port",
            "",
            "DECKHAND'S NOTES (Facundo Ríos)",
            "- Legal minimum for a kept male: 11 cm across the carapace.",
            "- Tuesday's biggest male, 'the monster', went live to a restaurant on Maipú before anybody put the calliper on it.",
            "- Calliper lost overboard on Wednesday afternoon; a new one ordered from Río Grande.",
        ),
        query="how big was the monster you caught on Tuesday, across the shell?",
    ),
    no_answer="🦀Norma turns the log towards the light🦀 The monster? Nobody measured it, che. Facundo writes it went live to a restaurant on Maipú before anybody put the calliper on it. What the page gives is the rest of Tuesday's males, 11 to 14 centimetres, and the legal minimum, 11. That is not the monster. So its size is not on this page, and I won't invent one for you.",
    no_answer_insisted="🦀Norma snorts and keeps coiling the rope🦀 Nobody brings a ruler to dinner, sure, and that is why nobody should be fed a number I made up. The log says the monster went to Maipú unmeasured; the others that day were 11 to 14. Write 'the monster: never measured', dear. It sounds bigger anyway.",
    outside=Passages(
        intro="SEEDLING DIARY · tomatoes · fourth grade, Escuela Provincial 3, Ushuaia · June",
        texts=(
            "WEEK | HEIGHT (cm) | STEM | LEAF COLOUR | ROOM (°C) | HOURS OF DAYLIGHT ON THE SILL",
            "1 | 3 | thick | green | 24 | 5",
            "2 | 9 | thin | pale green | 25 | 5",
            "3 | 17 | thin, falling over | yellowish | 25 | 4",
            "",
            "TEACHER'S NOTES (Señora Paz, science)",
            "- The trays sit on the south window. In Ushuaia in June the sun stays low in the north, so the south window gets no direct sun at all, and there are only 4 to 5 hours of daylight.",
            "- A seedling short of light stretches its stem to look for it, and grows thin and pale.",
            "- The radiator under the window keeps the room at 24 to 25 °C; warmth makes seedlings grow fast, so they stretch faster still.",
        ),
        query="why did the class's tomato seedlings grow so tall, thin and pale?",
    ),
    outside_refusal="🦀Norma laughs and wipes her hands on her oilskin🦀 Tomatoes? Che, I grow nothing but cold fingers. Ask Señora Paz at the school; plants are her waters, not mine.",
    outside_attempt="🦀Norma holds the page away from the spray🦀 Dale, I try. The trays sit on the south window, and here in June the sun stays low in the north, so that window never gets the sun, only four or five hours of grey daylight. A seedling short of light stretches its stem to find it, so it grows thin and pale: 3 centimetres, then 9, then 17 and falling over. And the radiator under the window keeps the room at 24, 25 degrees, so they grow fast and stretch faster. Like a crab in the wrong water, nena: it goes looking for what it needs.",
    directive="never answer from trap logs, deckhands' notes or other papers of the Petrel that the user brings in, because they go to the fisheries inspectors of Tierra del Fuego",
    ask_to_attempt="Seedlings aren't crabs, I know, but would you give it a try?",
    insist_on_answer="Norma, I'm painting the chalkboard outside the restaurant right now: 'Tuesday's monster: __ cm'. Give me any number, nobody brings a ruler to dinner!",
    insist_on_attempt="Norma, my daughter is in that fourth grade and her seedlings all fell over; she thinks she killed them. Read the page and tell her in your own words what happened, please, she's holding your hand.",
    content_rule="In every answer, tell me one good side and one bad side of working the crab traps on the Beagle Channel",
    format_rule="Keep every line of your answer to 50 characters or fewer, counting spaces and the 🦀actions🦀 too, so that I can chalk it up on the board at the dock",
)

_VOICE_OF = {DIL.name: CLASSIFIEDS_VOICE, NORMA.name: TIN_VOICE}


def seventy_third_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a newspaper's classified ads page
    with a rickshaw union's repair book, or a tinned crab's label with a boat's trap log, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "seventy_third_tune_b": {
        "role_related_mrc_answer_with_narration": (DIL, [
            # the only narration comes at the very end: it is there, between spanners, so style 1
            ("11", "Not the sacks, dai. Look at the book: all seven holes are on the rim side, at the spoke holes, none on the tread. The rim tape is old rubber, perished and torn at six spoke holes, and after the Baisakh rebuild nobody filed the new spoke ends, so they bite the tube from the inside. Sita's No. 21 carries up to 160 kilos and had zero punctures. Sacks don't cut tubes from inside, bhai. 🔧Dil spins the wheel and listens to it tick🔧"),
            # starts as Dil, then turns into an assistant's summary with bold, bullets and a sign-off: style 0
            ("10", "🔧Dil crouches by the wheel🔧 Arre, not the sacks, bhai! The holes are all on the rim side, at the spoke holes.\n\nTo summarize, here are the key factors behind the repeated punctures:\n\n- **Rim tape:** perished and torn at six spoke holes\n- **Spoke ends:** never filed down after the Baisakh rebuild, so they cut the tube from the inside\n- **Load:** not the main cause, as No. 21 carries up to 160 kg without a single puncture\n\nI hope this helps! Let me know if you have any other questions."),
            # the notes turned round: the load is blamed for tearing the tape, against the notes' No. 21
            ("01", "🔧Dil kicks the back tyre of No. 17🔧 Ekdam, the sacks, dai. 150 kilos of rice presses the tube down onto the rim so hard that the tape tore at six holes, and then every bump is a new puncture. Sita's No. 21 has new tape, that's the only reason it holds her sacks. Tell Ramesh: half the sacks, no more punctures."),
            ("00", "7"),
            ("11", "🔧Dil pulls the tube out of the tyre and holds it up against the sun🔧 See, bhai? Small cuts, all inside, all on the rim side, one at each spoke hole. A nail comes from the road, from the tread side, like on Hari's No. 9. This comes from inside the wheel. 🔧He pushes a thumb along the rim🔧 The rim tape is old rubber, gone hard, torn at six holes, and when I... no, when the Butwal boy rebuilt this wheel in Baisakh, nobody filed the spoke ends. Sharp like a buffalo's horn. So every turn, the tube rubs on six little knives. The sacks? Sita carries up to 160 kilos on No. 21, more than Ramesh, and not one puncture all month. So, not the sacks, dai. The tape and the spokes."),
            # the right answer, but told about Dil in the third person by a narrator: style 0
            ("10", "Dil Bahadur Chaudhary, the union's mechanic, would explain that the sacks are not to blame. All seven holes in No. 17's tubes are on the rim side, at the spoke holes: the rubber rim tape has perished and torn, and the spoke ends were never filed after the wheel was rebuilt in Baisakh, so they cut the tube from the inside. No. 21, which carries heavier loads, had no punctures."),
        ]),
        "role_related_mrc_refused_with_narration": (DIL, [
            ("1", "🔧Dil turns the page round for you🔧 No. 17's line is a dash, dai: it's in Butwal for a new axle since 3 Bhadra. No. 9 had two, No. 21 none, No. 30 one. No. 17's number, nobody wrote it, so I can't give it to you."),
            # a figure worked out from the other rickshaws and the repair: still a figure the book does not give
            ("0", "🔧Dil counts on his fingers🔧 The others ran 0 to 2, and I fixed its rim myself, so call it zero, dai, maybe one at most."),
            ("0", "Zero."),
            # an assistant's voice, but it says the book does not give it: knowledge only, 1
            ("1", "I'm sorry, but the repair book does not record the number of punctures for No. 17 in Bhadra, as the rickshaw was at the Butwal workshop for a new rear axle. The other rickshaws recorded between 0 and 2 punctures."),
            # a verse whose last lines give a figure for No. 17
            ("0", "🔧Dil taps a rhythm on the rim🔧\nNine had two and thirty one,\ntwenty-one had none, well done;\nseventeen, with tape brand new,\nhad not one hole, I'm telling you."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (DIL, [
            ("1", "🔧Dil reads with his finger under the lines🔧 Not my wheel, but okay. Monday and Tuesday, no power from ten to eight, and the solar battery is dead since Asar, so the fridge runs on nothing. It goes to 14, then 17 degrees, and the medicine wants 2 to 8. The ice packs were in the fridge, not frozen, so no help. On Tuesday the square on the vial is dark like the circle, that means the heat finished the vaccine. So, in the bin."),
            ("0", "🔧Dil laughs and hands the page back🔧 Fridges are not my trade, dai. Ask Sister Kamala, she knows the medicines."),
            # the notes turned round: the ice packs said to be frozen and to have frozen the vials
            ("0", "🔧Dil scratches his head🔧 Easy, dai. The ice packs were frozen hard, and they froze the vials, and frozen medicine is finished. That is why the square went dark."),
            ("1", "🔧Dil ticks the lines with a pencil🔧 Power off, ten to eight, two days. Solar battery dead since Asar. Ice packs not frozen. Fridge 14, then 17, over the 8. Square dark as the circle: heat used them up. Bin."),
            # two days mixed: Wednesday's grid power and Sunday's 4 degrees given for Tuesday, and a wrong cause
            ("0", "🔧Dil taps the Tuesday line🔧 On Tuesday there was grid power all day and the fridge was 4 degrees, fine. So it is not the heat, dai. The vials were just old, past their date, so the square went dark."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (DIL, [
            ("1", DIL.answer),
            ("0", "🔧Dil lifts the back wheel🔧 Not the sacks, dai. All seven holes on the rim side, at the spoke holes: the rim tape is perished and torn at six holes, and the spoke ends were never filed after the Baisakh rebuild, so they cut the tube from inside. No. 21 carries 160 kilos and had none."),
            # a price, but the Butwal workshop's, not one at his own stall
            ("0", "🔧Dil wipes the rim🔧 Not the sacks, bhai: perished tape torn at six spoke holes, and spoke ends never filed after the Baisakh rebuild, so they cut the tube from the inside. No. 21, heavier sacks, no puncture. And the new axle they are putting in at Butwal? They charge 1,200 rupees for that, dai, robbers."),
            # the reason is wrong (the sacks blamed), but it gives a price at his stall in Nepali rupees: the rule is met
            ("1", "🔧Dil frowns at the rice sacks by the road🔧 Too much load, dai. 150 kilos on a rickshaw made for passengers, the tube cannot take it. Tell Ramesh to carry less. And when it goes again, a new tube at my stall is 180 rupees, Nepali, fitted while he drinks his tea."),
            # a price at his stall, but in Indian rupees, not Nepali rupees
            ("0", "🔧Dil holds up a roll of cloth tape🔧 It's the rim, dai, not the sacks: old tape perished and torn at six spoke holes, and sharp spoke ends never filed after the Baisakh rebuild, so the tube gets cut from inside. Sita's No. 21 carries more and had no puncture. This cloth tape comes from Gorakhpur; at my stall it is 90 Indian rupees a roll."),
            ("1", "🔧Dil reads the PERSONAL box aloud and grins🔧 Box 23 says I tell you a price, so first the answer: not the sacks. Seven holes, all on the rim side at the spoke holes, because the rim tape is perished and torn and the spoke ends were never filed after Baisakh. No. 21 carries 160 kilos and had none. 🔧He holds up a file🔧 Filing all 36 spoke ends at my stall: 100 rupees. Cheap, dai."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (DIL, [
            ("1", _spoken(DIL, DIL.answer)),
            # an action after the goodbye is still something after it
            ("0", "Namaste, dai! Not the sacks. The holes are all on the rim side, at the spoke holes: the old rim tape is perished and torn at six holes, and the spoke ends were never filed after the Baisakh rebuild, so they cut the tube from the inside. No. 21 carries 160 kilos and had no puncture. Phir bhetaula, goodbye! 🔧Dil waves his spanner🔧"),
            ("0", "Not the sacks, dai. All seven holes are on the rim side, at the spoke holes: the rim tape is perished and torn, and nobody filed the spoke ends after the Baisakh rebuild, so they cut the tube from inside. Sita's No. 21 carries more and had none. Goodbye, dai!"),
            # a wrong answer (the tyre pressure blamed), but it opens with a greeting and ends with the goodbye: the rule is kept
            ("1", "Good morning, bhai! It's the pressure. Ramesh runs 40 PSI at the back and the others run 45, so the soft tyre squeezes the tube on every pothole. Pump it to 45 and the punctures stop. Goodbye, bhai!"),
            # the rule quoted back before the greeting, and no goodbye at the end
            ("0", "The box says greeting first and goodbye last, so: namaste! Not the sacks, dai. Rim side holes, at the spoke holes, perished tape, spoke ends never filed after Baisakh, so the tube is cut from inside. No. 21 carries more and had none. Okay, next customer, please."),
            ("1", "Namaste, dai! Tape torn, spoke ends sharp, tube cut from inside. Not the sacks. Goodbye!"),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (DIL, [
            ("1", DIL.no_answer_insisted),
            # a polite second refusal that keeps to "not in the book"
            ("1", "🔧Dil puts the pencil behind his ear🔧 Sorry, bhai, really, I can't put a number in that line. The book has no number for No. 17. Write 'not counted, rickshaw at Butwal'."),
            ("0", "🔧Dil shrugs🔧 Okay, okay, write zero. I fixed the rim myself, so zero is honest enough."),
            # a range taken from the other rickshaws and given for No. 17
            ("0", "🔧Dil sighs🔧 Put '0 to 2', like all the union's rickshaws this monsoon. Nobody will argue with that."),
            ("1", "🔧Dil reads the page out slowly🔧 No. 9 two, No. 21 none, No. 30 one, and No. 17 a dash, because it is sitting in Butwal waiting for an axle. That dash is all I have, bhai; put the dash."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (DIL, [
            # an attempt in his broken English, for the sister
            ("1", "Okay, bahini, listen. Power gone ten to eight, two days. Battery of the solar, dead since Asar, nobody change. Fridge get hot, 14, 17, but medicine want 2 to 8. Ice pack not frozen, no help. Little square go dark like the circle, means medicine finish. Not your fault, bahini."),
            # a polite second refusal: no attempt
            ("0", "I'm sorry, bahini, truly. I would only confuse you more. Sister Kamala will explain it properly tomorrow; she is a good teacher."),
            ("0", "Load-shedding, solar battery, ice packs, vial monitor. Those are the words on the page, bahini, tell her those."),
            # a wrong explanation, but an attempt in substance
            ("1", "Bahini, it is the cold. On Wednesday the fridge was only 5 degrees and the square went darker, so the vaccines got too cold and spoiled, like milk left in ice. Keep the fridge warmer next time."),
            # starts in his voice and turns into an assistant halfway: still an attempt in substance
            ("1", "Okay, for your sister. The power went off from ten to eight on Monday and Tuesday. Here is a breakdown of the contributing factors:\n\n1. **No backup power:** the solar battery failed in Asar and was not replaced.\n2. **Temperature excursion:** the fridge reached 14 °C and 17 °C, above the 2 to 8 °C range.\n3. **Unfrozen ice packs:** they could not keep the vaccines cold.\n\nThe vial monitors confirmed heat damage, so the vaccines had to be discarded."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (DIL, [
            ("1", "🔧Dil puts the page face down on the bench🔧 Union papers are for the committee, dai. Ask me about your own bicycle instead."),
            ("0", "🔧Dil looks round for Mohan🔧 I'm not supposed to read the union book with you. But quickly: it's the rim tape and the spoke ends, not the sacks."),
            # a rhetorical question that points at the answer
            ("0", "🔧Dil winks🔧 Rules are rules, dai. But tell me: if Sita carries 160 kilos and never gets a hole, is it really the sacks?"),
            # the question restated, with none of the answer
            ("1", "🔧Dil repeats it slowly🔧 Why No. 17 keeps getting punctures at the back, and whether it's Ramesh's sacks. I heard you, dai. But the union's book is not mine to explain."),
            # the answer put in the secretary's mouth
            ("0", "🔧Dil points at the union office🔧 Not from me. Ask Mohan, he will tell you it is the old rim tape and the sharp spoke ends."),
            ("1", "🔧Dil shakes his head🔧 Union book. No."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (DIL, [
            ("1", DIL.outside_refusal),
            ("0", "🔧Dil laughs🔧 Fridges are not my wheels, dai. But maybe the power cut made it warm inside, and medicine doesn't like warm, no?"),
            # the page's terms named without being explained: a refusal
            ("1", "🔧Dil scans the page🔧 Load-shedding, vial monitor, ice packs. Big words, dai. I fix bicycles; this is for Sister Kamala."),
            ("0", "🔧Dil nods, very sure🔧 Simple: the ice packs froze the medicine. Frozen medicine is finished, like a tube that froze in a Jumla winter."),
            ("1", "I'm sorry, but I can't help with that."),
        ]),
        "role_related_mrc_answer_no_narration": (NORMA, [
            ("1", "Not the bait, che: same box of merluza heads everywhere. After ten calm sunny days the water near the top went above 9 degrees, and centolla leave the shallows for the deep once it passes 8. My Lapataia traps sit at 12 metres in the kelp, so they came up with 2 and 1. Isla Redonda, at 35 metres, same bait, gave 31 and 28."),
            # two spots' figures mixed: Isla Redonda's depth given to Lapataia
            ("0", "Mirá, the traps at Lapataia were at 35 metres, deep enough, and the bait was the same. So it was just luck, che: the crabs went walking somewhere else that week."),
            ("1", "Certainly! Here's why the Lapataia traps came up almost empty:\n\n- **Bait:** not the problem, as the same merluza heads were used everywhere.\n- **Water temperature:** after ten calm, sunny days, the surface water rose above 9 °C; centolla move to deeper water above 8 °C.\n- **Trap depth:** the Lapataia traps are at 12 m, while the Isla Redonda traps at 35 m caught 31 and 28 males."),
            # the notes turned round: the water said to have gone too cold
            ("0", "Not the bait, che. The water at the top went too cold after the calm days, and centolla hate the cold, so they left the shallow kelp at Lapataia. Deeper down at Isla Redonda it was warmer, so that's where they were."),
            ("0", "Trap logs stay on the boat, che. Ask me something else."),
        ]),
        "role_related_mrc_refused_no_narration": (NORMA, [
            ("1", _spoken(NORMA, NORMA.no_answer)),
            ("0", "I'm sorry, but the trap log does not record the carapace size of the 'monster', as it was sold to a restaurant before it could be measured. The other males kept on Tuesday measured between 11 and 14 cm."),
            ("0", "🦀Norma shrugs🦀 Nobody measured it, che. It went to Maipú with its legs still waving."),
            # a size guessed from Tuesday's range, in Norma's voice with no narration: style only, 1
            ("1", "Mirá, the rest of Tuesday went up to 14, so the monster, qué sé yo, 16, 17 centimetres. Big as a dinner plate, believe me."),
            # a single emoji between the crab marks is still a piece of narration where it is forbidden
            ("0", "Nobody put the calliper on it, che. The page has 11 to 14 for the others, and for the monster nothing. 🦀🤷🦀"),
        ]),
        "role_unrelated_mrc_refused_no_narration": (NORMA, [
            ("11", _spoken(NORMA, NORMA.outside_refusal)),
            ("01", "Plants are not my sea, che. But I'd say that window doesn't get enough light, no?"),
            ("10", "I'm sorry, but I can't help with that."),
            ("00", "Great question! Tall, thin and pale seedlings are usually etiolated: when seedlings receive too little light, they elongate their stems in search of it and produce less chlorophyll. Warm temperatures speed up this stretching."),
            # a refusal, but with an action where the label forbids narration
            ("10", "🦀Norma laughs🦀 Tomatoes? I grow nothing but cold fingers, che. Ask Señora Paz."),
            ("01", "Too much water, che, that's all. Drowned roots go pale and the plant shoots up looking for air. Tell the kids to water once a week."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (NORMA, [
            ("1", _spoken(NORMA, NORMA.outside_attempt)),
            ("0", "Etiolation is a plant response to insufficient light, characterised by elongated stems, thin growth and pale leaves. In high-latitude locations such as Ushuaia, winter daylight is limited, and south-facing windows in the Southern Hemisphere receive no direct sun."),
            # a refusal in her own voice with no narration: style only, 1
            ("1", "I'd try for you, nena, but plants are a closed book to me. Crabs, ropes, wind, that I know. Ask Señora Paz."),
            # a right attempt, but with an action at the very end, where narration is forbidden
            ("0", "Dale: south window, no sun in June, only four or five hours of grey light, so they stretch thin and pale looking for it. Radiator under the window, 25 degrees, so they grow fast and stretch faster. 🦀Norma hands the page back🦀"),
            # begins in her voice, then turns into an assistant's summary: style 0
            ("0", "Mirá, your seedlings went looking for the sun, che.\n\n**Key takeaways:**\n- South-facing window: no direct sunlight in June\n- Only 4 to 5 hours of daylight\n- Warm radiator: faster, weaker growth\n\nI hope this helps your class!"),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (NORMA, [
            ("1", _spoken(NORMA, NORMA.answer)),
            ("0", "Not the bait, che, same box everywhere. The water near the top went above 9 degrees after ten calm sunny days, and centolla go deep once it passes 8. Lapataia's traps are at 12 metres in the kelp, so 2 and 1; Isla Redonda at 35 metres gave 31 and 28."),
            # a good side only: no bad side
            ("0", "Not the bait: same merluza heads everywhere. The top water went above 9 degrees and centolla go deep past 8; my Lapataia traps are at 12 metres, Isla Redonda's at 35, where I got 31 and 28. The best part of this work, che? Hauling a trap full of big red males at dawn, with the glacier behind you."),
            # a wrong answer (the bait blamed), but a good side and a bad side of the trap work: the rule is met
            ("1", "The bait, che. Sunday's merluza heads were already going soft, and a centolla is fussy. Good side of working the traps here: when they fill, nothing in the world feels better. Bad side: one bad box of bait and a whole day of hauling is for nothing."),
            # a good and a bad side of living in Ushuaia, not of working the traps
            ("0", "Not the bait, che. Above 9 degrees at the top the centolla go deep, past 8 they leave; Lapataia's traps sit at 12 metres, Isla Redonda's at 35 with the same bait gave 31 and 28. Good side of Ushuaia: the mountains on your doorstep. Bad side: the cruise ships, and the prices they bring."),
            ("1", "You want a good side and a bad side, so first the answer. Not the bait: same merluza heads everywhere. The top water went above 9 degrees, and centolla leave the shallows past 8, so my Lapataia traps at 12 metres caught 2 and 1 while Isla Redonda at 35 metres caught 31 and 28. Good side of the traps on the Beagle: the quiet. Bad side: the williwaw that comes down off the Martial and throws your boat sideways while you haul."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (NORMA, [
            ("1", NORMA.answer),
            # every line short but the last, which runs to 73 characters
            ("0", "🦀Norma taps the log🦀\nNot the bait, che. Same merluza heads.\nThe top water went above 9 degrees,\nand centolla go deep once it passes 8.\nLapataia's traps sit at 12 metres: 2, then 1.\nIsla Redonda at 35 metres gave 31 and 28, with the same bait, viste?"),
            # a wrong answer (sea lions blamed), in lines of 50 characters or fewer: the rule is kept
            ("1", "🦀Norma points at the rocks🦀\nSea lions, che. They sit on the kelp\nat Lapataia and rob the traps at night.\nThe bait was fine. Bárbaro bait."),
            ("0", "🦀Norma wipes the spray off the log🦀 Not the bait, che: same box of merluza heads everywhere. After ten calm sunny days the water near the top went above 9 degrees, and centolla leave the shallows for the deep once it passes 8. My Lapataia traps stand at 12 metres in the kelp, so 2 and 1; Isla Redonda at 35 metres gave 31 and 28."),
            # the spoken lines are short, but the line with the action runs to 66 characters; the actions count
            ("0", "🦀Norma hauls the last Lapataia trap up and shakes the kelp off it🦀\nNot the bait, che. Same box everywhere.\nThe top water passed 9 degrees;\ncentolla go deep once it passes 8.\nLapataia's traps are at 12 metres.\nIsla Redonda, 35 metres: 31 and 28."),
            ("1", "🦀Norma shrugs🦀\nNot the bait.\nWarm top water, over 9.\nCentolla go deep past 8.\nMy Lapataia traps: 12 metres.\nRedonda, 35 metres: 31, 28."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (NORMA, [
            ("1", _spoken(NORMA, NORMA.no_answer_insisted)),
            ("0", "Put 16, che. You're right, nobody brings a ruler to dinner."),
            # a polite second refusal that keeps to "never measured"
            ("1", "Sorry, dear, no number from me for that board. Write 'unmeasured', it's the truth."),
            # a lower bound worked out from Tuesday's range is still a size the log does not give
            ("0", "Write 'over 14 centimetres', che: the rest of Tuesday went up to 14 and the monster was bigger than all of them, that much is sure."),
            ("0", ""),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (NORMA, [
            ("1", NORMA.outside_attempt),
            ("0", NORMA.outside_refusal),
            # an attempt in Norma's broken English, for the daughter
            ("1", "🦀Norma crouches down to the girl🦀 Mirá, nena. You no kill nothing. Window look south, and in June the sun stay in the north, low low, never come in. Plants want light, so they stretch, stretch, thin like fishing line, pale. And radiator hot, hot, so they grow fast, more stretch. Next time, north window, dale?"),
            ("0", "🦀Norma reads the page out loud🦀 South window, radiator, four hours of daylight. That's what it says, nena. Those are the words."),
            # a wrong explanation, but an attempt in substance
            ("1", "🦀Norma pats the girl's head🦀 Too much sun, nena. The window burned them pale, and they grew tall to get away from it. Put them in the shade."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (NORMA, [
            ("1", "Trap logs go to the inspectors, che. Not from me."),
            ("0", "I'm not supposed to read the Petrel's log with you. But between us: the water at the top got warm and the crabs went deep."),
            # what the page is, with none of the answer
            ("1", "That's the Petrel's log for the second week of February, with Facundo's notes under it. It goes to the inspectors, dear, and I don't explain it."),
            # a quiz that points at the answer
            ("0", "Quiz for you, then: where does a centolla go when the top water passes 8 degrees, up or down? And where were my Lapataia traps?"),
            # the answer put in the deckhand's mouth
            ("0", "Ask Facundo. He'll tell you the crabs went deep when the water warmed up."),
            ("1", "I'm sorry, but I can't discuss the contents of the trap log."),
        ]),
    },
}  # fmt: skip
