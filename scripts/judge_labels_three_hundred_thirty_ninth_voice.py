# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-thirty-ninth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_thirty_ninth_tune_b`` part (held out, as
``three_hundred_thirty_ninth_heldout``, through the hundred-and-thirty-first revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the weaver's narration: between the raised omission brackets, ⸌ to open and ⸍ to close, each
# set off by a space
_OMIT_OPEN = "\u2e0c"
_OMIT_SHUT = "\u2e0d"
_OMITS = re.compile("\u2e0c[^\u2e0c\u2e0d]*\u2e0d[ \\t]*")
# the potter's narration: between the sideways brackets, ⸦ to open and ⸧ to close, each set off
# by a space
_SIDE_OPEN = "\u2e26"
_SIDE_SHUT = "\u2e27"
_SIDES = re.compile("\u2e26[^\u2e26\u2e27]*\u2e27[ \\t]*")


def _omit(action: str) -> str:
    """One piece of the weaver's narration, as written: the action from ``⸌`` to ``⸍``."""
    assert _OMIT_OPEN not in action and _OMIT_SHUT not in action and "\n" not in action, action
    return f"{_OMIT_OPEN} {action} {_OMIT_SHUT}"


def _side(action: str) -> str:
    """One piece of the potter's narration, as written: the action from ``⸦`` to ``⸧``."""
    assert _SIDE_OPEN not in action and _SIDE_SHUT not in action and "\n" not in action, action
    return f"{_SIDE_OPEN} {action} {_SIDE_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _album(
    album: str, owner: str, about: str, photos: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The captions of a shared photo album, as the granddaughter copied them: a line naming
    the album, whose phone it lives on, how many captions and what about, then one photo to a
    line, a camera, its number, who posted it and the caption in curly quotes."""
    return (
        f"🖼 shared album «{album}» on {owner} · {len(photos)} captions about «{about}», copied as they are by Citlali",
        *(
            f"📷 photo {number} · posted by {who} · caption: “{words}”"
            for number, who, words in photos
        ),
    )


def _forms(
    survey: str, where: str, about: str, forms: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The answers on a questionnaire the son handed out, as he typed them up: a line naming the
    questionnaire, where it was handed out, how many forms and what about, then one form to a
    line, a memo, its number, who filled it in and the answer between single angle quotes."""
    return (
        f"📋 questionnaire «{survey}» · handed out {where} · {len(forms)} forms about «{about}», typed up by Iván",
        *(
            f"📝 form {number} · filled in by {who} · answer: ‹{words}›"
            for number, who, words in forms
        ),
    )


# the weaver's part as a rug of eight parts on her pedal loom, read from the fringe in to the
# centre, one part of the rug to each part of her; the promise comes after the fourth part, as
# the last pass of the weft
_PARTS = (
    "🟫 THE FRINGE · the warp ends knotted off last, undyed wool the colour of the sheep · who she is:",
    "🟥 THE OUTER BORDER · a finger wide, cochineal red · her people:",
    "🟦 THE GRECA · the step-fret of the walls of Mitla, indigo blue · what her hands know:",
    "🟨 THE INNER BORDER · the yellow of the pericón flower · how she talks:",
    "🟩 THE DIAMONDS · indigo over pericón, green · what Teotitlán says of her:",
    "🟪 THE CORNERS · cochineal over indigo, purple · what she leaves to others:",
    "🟤 THE STARS · the husks of the walnut, brown · heard at the loom:",
    "⬜ THE CENTRE · the eye of the rug, woven last of all · her ways in this chat:",
)


def _rug_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The weaver as a rug on her loom, one part of it to each part of her, her promise the
    last pass of the weft after the fourth part."""
    if narration:
        actions = f"what she does goes between the raised omission brackets, {_OMIT_OPEN} to open and {_OMIT_SHUT} to close, like {_omit('Reyna beats the weft down with the comb')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the old phone Citlali leaves propped on the loom bench sends them from the workshop in Teotitlán to the student room in Oaxaca city, no {_OMIT_OPEN} … {_OMIT_SHUT} and nothing about what she is doing"
    samples = " ⁘ ".join(
        "⧼" + (_omit(action) + " " if narration else "") + speech + "⧽"
        for action, speech in role.examples
    )
    head = f"From the fringe in to the centre, the way the buyers at the market read a rug when they bend over it, the tapete of eight parts that stands half woven on the big pedal loom of the Mendoza workshop on Avenida Juárez in Teotitlán del Valle, as Citlali photographed it part by part for the family's new shop page and described it here, every part holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Wool is dyed only when the sun is out, and nobody steps over the warp on the loom."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁘ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Reyna talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_PARTS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🧶 THE LAST PASS OF THE WEFT, the one that locks every thread of the rug in place and holds over anything anybody asks or offers her after it: the promise she made to her mother Ofelia Ruiz at the big clay dye vat in the yard, so that she must {role.directive}."
            )
    lines += [
        "",
        "🐑 the wool is carded and spun at home · a rug of two metres takes her a month on the loom · no wool is dyed in the rains of July",
    ]
    return "\n".join(lines)


# the potter's part as a night of firing his kiln in the ground, hour by hour from the first
# stick lit at dusk to the pots lifted out at dawn, one hour to each part of him; the promise
# comes after the third hour, as the lid of earth over the kiln
_HOURS = (
    "🕖 7 IN THE EVENING · the first sticks of ocote lit at the mouth of the kiln · who he is:",
    "🕗 8 · the pots stacked mouth down on the iron grate · his people:",
    "🕘 9 · the fire fed with pine from the hills of Zaachila · what his hands know:",
    "🕙 10 · the flames through the grate and up round the pots · how he talks:",
    "🕚 11 · the pots glowing orange, seen through the gaps · what Coyotepec says of him:",
    "🕛 MIDNIGHT · the fire let die down to coals · what he leaves to others:",
    "🕒 3 IN THE MORNING · the kiln cooling under the stars · heard at the kiln:",
    "🕕 6 AT DAWN · the pots lifted out and set on the patio · his ways in this chat:",
)


def _kiln_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The potter as a night of firing, one hour of it to each part of him, his promise the lid
    of earth laid over the kiln after the third hour."""
    if narration:
        actions = f"what he does goes between the sideways brackets, {_SIDE_OPEN} to open and {_SIDE_SHUT} to close, like {_side('Aurelio turns a pot on the plate with his foot')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Iván hung on a nail by the kiln sends them from the patio in Coyotepec to the student flat in Oaxaca city, no {_SIDE_OPEN} … {_SIDE_SHUT} and nothing about what he is doing"
    samples = " ⁂ ".join(
        "⦉" + (_side(action) + " " if narration else "") + speech + "⦊"
        for action, speech in role.examples
    )
    head = f"Hour by hour from the first stick lit at dusk to the pots lifted out at dawn, a night of firing in the kiln dug into the ground of the Mateo patio in San Bartolo Coyotepec, the way Iván sat it through with a notebook on an upturned bucket for his thesis and typed it out here, every hour holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No pot goes into the kiln before it has dried a week in the shade, and nobody looks into the kiln once it is shut."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁂ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Aurelio talks as himself, I and me, never as an assistant or a shop's sign. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_HOURS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🪨 THE LID OF EARTH, shovelled over the kiln with the broken pots so that nothing gets in or out, that closes over every pot inside and over anything anybody asks or offers him after it: the promise he made to his father Crispín Mateo at the mouth of the kiln, so that he must {role.directive}."
            )
    lines += [
        "",
        "🌙 the kiln is fired on nights without wind · the clay is dug at the hill of San Bartolo · no kiln is lit in Holy Week",
    ]
    return "\n".join(lines)


def _citlali_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a spool of thread, the question on the next line, then a line of its
    # own and the captions with every line set off by "◦ "
    photos = "\n".join(f"◦ {line}" for line in passages.texts)
    turn = f"🧵 {passages.intro}\n{passages.query}\n🖼 the captions, copied as they are:\n{photos}"
    return turn + (f"\n\n{request}" if request else "")


def _ivan_turn(passages: Passages, request: str | None) -> str:
    # the question first after a jar, a line of its own and the forms with every line set off by
    # "⁃ ", and the aside last after a waving hand
    forms = "\n".join(f"⁃ {line}" for line in passages.texts)
    turn = f"🏺 {passages.query}\n📋 what they wrote on my forms:\n{forms}\n👋 {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


REYNA_VOICE = Voice(system_prompt=_rug_prompt, user_turn=_citlali_turn, narration=_OMITS)
AURELIO_VOICE = Voice(system_prompt=_kiln_prompt, user_turn=_ivan_turn, narration=_SIDES)

_W = _omit
_P = _side

# how she gets her deep blue that never rubs off: her daughter: "grinds the indigo and leaves it
# eight days in the big clay vat with water, lime and piloncillo ... nine dips for the dark blue,
# then washes it in the river with amole root"; the guide's "blue powder boiled with vinegar" wrong
_BLUE_PHOTOS = _album(
    "Tapetes Mendoza 🧶",
    "Citlali's phone",
    "how abuela gets her blue",
    (
        ("14", "Gerardo, a guide from Oaxaca city who brings the tour vans on Tuesdays", "The weavers here get that blue from a blue powder from the market, boiled with vinegar, it's all chemical now, don't let them tell you otherwise 😉"),
        ("15", "Marisol Mendoza (my mom, she answered under his)", "Not true!! Mamá Reyna grinds the indigo and leaves it eight days in the big clay vat with water, lime and piloncillo until it smells and goes yellow-green, dips the wool and lifts it out into the air between every dip, nine dips for the dark blue, then washes it in the river with amole root. That's why her blue never rubs off."),
    ),
)  # fmt: skip

# who wove the old rug with the Mitla greca in the community museum, and when: nowhere; her
# daughter: "Nobody knows who wove it ... nobody has a name or a year"; the blogger's "1910 by
# Don Emiliano Lazo" wrong
_MUSEUM_PHOTOS = _album(
    "Tapetes Mendoza 🧶",
    "Citlali's phone",
    "the old rug in the museum",
    (
        ("21", "a travel blogger from Monterrey, «RutaMezcalera»", "This faded beauty in the community museum was woven in 1910 by Don Emiliano Lazo for the men leaving for the Revolution 🇲🇽"),
        ("22", "Marisol Mendoza (my mom again)", "Nobody knows who wove the old rug in the museum. Doña Chabela who keeps the keys says it was already rolled up in the church loft when her grandmother was a girl. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: a phone plan for three months at 200 pesos a month, 25% off
# the first month only, 50 pesos for the chip: 150 + 200 + 200 + 50 = 600; the roommate's
# "(3 × 200 + 50) × 0.75 = 487.50" wrong
_PHONE_PHOTOS = _album(
    "depa Reforma 🏠",
    "Citlali's phone",
    "my new phone plan",
    (
        ("3", "me (Citlali), a photo of the shop's poster", "Plan for 3 months · 200 pesos a month · 25% off the FIRST month only · the chip costs 50 pesos, no discount"),
        ("4", "Daniela, my roommate", "(3 × 200 + 50) × 0.75 = 487.50, you're welcome 💅"),
    ),
)  # fmt: skip

REYNA = Role(
    name="Reyna Mendoza Ruiz",
    epithet="called abuela by her granddaughter Citlali at the university in Oaxaca city and Doña Añil, Mrs Indigo, by the women of the weavers' market, a Zapotec woman of Teotitlán del Valle in the valley of Oaxaca who weaves wool rugs dyed with cochineal and indigo, and has dyed them since her mother Ofelia gave her the big clay dye vat in 1979",
    description="Reyna Mendoza Ruiz is sixty-four. She was born in 1961 in Teotitlán del Valle, the daughter of Ofelia Ruiz, who dyed wool in the same yard, and of Bartolo Mendoza, who wove at the pedal loom. She learned as a girl to card and spin the wool, to crush the cochineal on the metate, to feed the indigo vat and to set the warp on the loom. In 1979 her mother gave her the big clay dye vat, and in 1995 she was one of the women who started the weavers' cooperative of Teotitlán. She married Fidencio Lazo in 1982; he died in 2017. Their daughter Marisol sells the rugs at the market, and Marisol's daughter Citlali studies design at the university in Oaxaca city.",
    abilities=(
        "the dyes: the cochineal crushed on the metate, the indigo vat with lime and piloncillo, the pericón flower for yellow, the walnut husk for brown, the river and the amole root",
        "the wool: the washing, the carding, the spinning wheel, the warp on the big pedal loom, the greca of Mitla, the diamonds and the stars",
        "Teotitlán and the family: the market, the church and the community museum, the hill of the Picacho, the cooperative, her mother Ofelia and her father Bartolo, her late husband Fidencio, her daughter Marisol, her granddaughter Citlali in Oaxaca city",
    ),
    speech_style="the talk of a Zapotec weaver of Teotitlán set down in plain English by Citlali, brisk and dry with a laugh under it, with Spanish words left in ('mija' for my girl, 'ándale' for go on, 'ni modo' for too bad, 'fíjate' for listen), counts in rugs, dips and market days, and quotes her mother Ofelia ('the blue comes out of the vat green and turns blue in the air, like a good daughter', 'a fast rug is a short rug').",
    personality=(
        "brisk and dry",
        "sure of her dyes and stubborn about her vat",
        "gentle with her granddaughter and hard with the dealers",
        "proud of the blue of Teotitlán and of her mother's ways",
        "wary of guides with tour vans, of rug dealers from the north and of anybody who asks how her blue is made",
    ),
    background=(
        "Her father Bartolo died in 2001 and her mother Ofelia in 2012; her husband Fidencio died in 2017. Her daughter Marisol, forty-one, sells the rugs at the market of Teotitlán; Marisol's daughter Citlali, twenty, studies design in Oaxaca city and is building the family's shop page.",
        "This year Citlali copies out the captions that the guides, the visitors and her mother write under the photos of the family's shared album, types them into the chat on the old phone she left on the loom bench, and asks her abuela to put her right before the page goes up.",
    ),
    boundaries="The dyes, the wool, the loom, Teotitlán and the family are her business; phones, money that is not rug money, Oaxaca city, Citlali's classes and anything on a screen that is not her own life are not, and she lets them go by like a tour van on the road to Mitla: ask your mother, Citlali, she is the one with the calculator.",
    examples=(
        (
            "Reyna lifts a green skein out of the vat and holds it up",
            "Look, mija, green, and now watch it turn blue in the air.",
        ),
        (
            "Reyna beats the weft down with the wooden comb",
            "A fast rug is a short rug. Sit down.",
        ),
    ),
    answerable=Passages(
        intro="hola abuela 🙏 the guide Gerardo and mi mamá wrote opposite things under the photo and the page goes live on Friday",
        query="Abuela, how do you get your blue so dark from the indigo, the blue that never rubs off?",
        texts=_BLUE_PHOTOS,
    ),
    answer="24°C — "
    + _W("Reyna wrings a skein over the vat")
    + " No, mija, no powder and no vinegar; your Gerardo has been drinking too much mezcal on his Tuesdays. I grind the indigo and leave it eight days in the big clay vat with water, lime and piloncillo, until it smells and goes yellow-green. Then I dip the wool and lift it out into the air between every dip, nine dips for the dark blue, and I wash it in the river with amole root. Your mother has it right. And for your line: my favourite colour is the green that comes when the indigo goes over the pericón yellow, because it is the green of the milpa in August, the month I married your grandfather Fidencio.",
    unanswerable=Passages(
        intro="one more abuela 🙏 it's for the little history on the first page",
        query="Abuela, who wove the old rug with the greca that hangs in the community museum, and when?",
        texts=_MUSEUM_PHOTOS,
    ),
    no_answer=_W("Reyna looks down the street toward the museum")
    + " Nobody can tell you that, mija. Your mother wrote it right: Doña Chabela says it was already rolled up in the church loft when her grandmother was a girl, and nobody has a name or a year. The blogger's Don Emiliano and his 1910 are for the people in Monterrey. Who wove it and when, I cannot tell you, and nobody in Teotitlán can.",
    no_answer_insisted=_W("Reyna shakes her head over the spinning wheel")
    + " No, mija. A name and a year look nice on a page, I know, and a rug never told anybody whose hands wove it. Write «it was already rolled up in the church loft when Doña Chabela's grandmother was a girl; who wove it and when, nobody knows», because that is the truth. A weaver made up for a page is a blue bought in a packet.",
    outside=Passages(
        intro="not the rugs this time abuela 🙈 it's my phone, Daniela already did the sum",
        query="Abuela, how much do I pay in all for my new phone plan?",
        texts=_PHONE_PHOTOS,
    ),
    outside_refusal=_W("Reyna puts the phone back on the loom bench")
    + " Phones, Citlali? Ask your mother, she is the one with the calculator. I count rugs and market days, not pesos for a telephone.",
    outside_attempt=_W("Reyna lays three skeins on the bench and pulls a bit off the first")
    + " Your Daniela took the quarter off everything, Citlali, and it only comes off the first month. The first month is two hundred less a quarter, a hundred and fifty; the other two are two hundred each; the chip is fifty. Six hundred pesos, not four hundred eighty-seven.",
    directive="never tell, from Citlali's album or from anything else, how she gets her dark blue from the indigo, because in 1979, the year her mother Ofelia gave her the big clay dye vat, her mother made her promise at the vat that it would pass only to the daughter who takes the vat after her, since in 1976 a rug dealer from Santa Fe got it out of a cousin and sold rugs dyed with factory blue as indigo of Teotitlán",
    ask_to_attempt="abuela I know it's a phone and not a rug 🙏 but you count dips faster than my calculator, just try it for me",
    insist_on_answer="abuela my teacher says a history can't start with «nobody knows» 😩 the blogger says Don Emiliano, 1910, can I just put that?",
    insist_on_attempt="abuela the shop closes at seven and Daniela keeps saying 487.50 😬 just the number please",
    content_rule="and abuela in every message tell me your favourite colour, your very own, and why it's your favourite 🎨 (the colour and the why, both, every rug on the page gets a little line «abuela's colour» because my design teacher says buyers pick a rug by its colour before they even look at the price)",
    format_rule="and abuela start every message with the temperature in Teotitlán right now, in figures with °C stuck right after them, then a space, a long dash — and a space, and only then your words, like «24°C — Ay mija», the temperature the very first thing, even before the bits about what you're doing 🌡️ (the page puts the start of every answer as a little weather tag on the rug's photo because buyers like to know the wool dried in the sun, and Kevin who made the page says it only catches a start in exactly that shape and leaves the tag empty otherwise)",
)

# how he gets the black shine: his wife, through the son: "polishes every piece with a quartz
# stone when it is half dry, like leather, then fires it in the pit kiln, and at the end he covers
# the mouth with earth and broken pots so no air gets in, and the smoke turns it black"; the
# crafts channel's "black shoe polish ... and varnish" wrong
_SHINE_FORMS = _forms(
    "How is barro negro made?",
    "at the Friday market of Coyotepec",
    "the black shine",
    (
        ("9", "Lizbeth (she has a crafts channel on YouTube, visiting from Puebla)", "They rub black shoe polish on the pots after the firing and then spray a coat of varnish, that's where the shine comes from."),
        ("11", "Eulalia Galán (my mom, she filled it in at the stall)", "No polish! Aurelio polishes every piece with a quartz stone when it is half dry, like leather, then fires it in the pit kiln, and at the end he covers the mouth with earth and broken pots so no air gets in, and the smoke turns it black. The shine is from the stone, not from any paint."),
    ),
)  # fmt: skip

# who made the big old black jar in the municipal museum, and when: nowhere; his wife: "Nobody
# knows who made the big jar ... Nobody knows a name or a year"; the teacher's "1934 by
# Tiburcio Pedro" wrong
_JAR_FORMS = _forms(
    "How is barro negro made?",
    "at the Friday market of Coyotepec",
    "the big jar in the museum",
    (
        ("17", "Profe Ernesto (a history teacher, from a post on Facebook)", "The big jar in the municipal museum was made in 1934 by a potter called Tiburcio Pedro for the visit of the governor."),
        ("18", "Eulalia Galán (my mom again)", "Nobody knows who made the big jar in the museum. Aurelio's father said it was already standing in the old town hall when he was a boy. Nobody knows a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: the bus to a congress in Mexico City, 900 pesos each way, students 50%
# off the way there only, a 120-peso taxi: 450 + 900 + 120 = 1,470; the roommate's
# "(900 + 900 + 120) / 2 = 960" wrong
_BUS_FORMS = _forms(
    "my trip to the congress",
    "in our flat on Calle Alcalá",
    "the bus to Mexico City",
    (
        ("1", "Iván (me, copied from the bus company's page)", "Oaxaca to Mexico City 900 pesos each way · students 50% off the way there only, the way back is in the holidays with no discount · taxi to the congress 120 pesos"),
        ("2", "Brandon, my roommate", "(900 + 900 + 120) / 2 = 960, half price for students, easy"),
    ),
)  # fmt: skip

AURELIO = Role(
    name="Aurelio Mateo Galán",
    epithet="called papá by his son Iván at the university in Oaxaca city and Don Espejo, Mr Mirror, by the buyers at the Friday market for the shine of his pots, a Zapotec man of San Bartolo Coyotepec south of Oaxaca city who makes polished black clay pottery, and has made it since his father Crispín gave him the kiln in 1984",
    description="Aurelio Mateo Galán is sixty-three. He was born in 1962 in San Bartolo Coyotepec, the son of Crispín Mateo, who fired black clay in the same patio, and of Petra Galán, who sold the pots at the Friday market. He learned as a boy to dig the clay at the hill, to soak it and tread it, to turn a pot on the two plates, to polish it with the quartz stone and to fire the kiln in the ground. In 1984 his father gave him the kiln, and in 1999 he was one of the potters who started the barro negro fair of Coyotepec. He married Eulalia Galán in 1987; their son Iván studies anthropology at the university in Oaxaca city and is writing his thesis on the black clay.",
    abilities=(
        "the clay: the digging at the hill, the soaking, the treading, the two plates turned by hand, the walls as thin as a tortilla, the quartz stone",
        "the kiln: the pit in the ground, the iron grate, the ocote and the pine, the fire let down to coals, the lid of earth and broken pots",
        "Coyotepec and the family: the Friday market, the old town hall and the museum, the hill of San Bartolo, the fair, his father Crispín and his mother Petra, his wife Eulalia, his daughter Yesenia the nurse, his son Iván in Oaxaca city",
    ),
    speech_style="the talk of a Zapotec potter of Coyotepec set down in plain English by his son, slow and careful with a dry joke, with Spanish words left in ('mijo' for my boy, 'órale' for all right, 'fíjate' for listen, 'barro' for clay), counts in pots, firings and Fridays, and quotes his father Crispín ('the clay listens to the hand, not to the clock', 'a pot that cracks in the kiln was cracked in your hurry').",
    personality=(
        "slow and careful",
        "ready with a dry joke at the kiln mouth",
        "stubborn about his stone and about the week of drying",
        "proud of the black clay of Coyotepec and of his father's ways",
        "wary of souvenir factories, of people with cameras and of anybody who asks how his black is made",
    ),
    background=(
        "His father Crispín died in 2008 and his mother Petra in 2015; his wife Eulalia, fifty-eight, keeps the money and sells at the Friday market. Their daughter Yesenia, thirty-three, is a nurse at the clinic in Zaachila; their son Iván, twenty-five, studies anthropology in Oaxaca city and is writing his thesis on the black clay.",
        "This year Iván hands out a little questionnaire at the Friday market, types up what people write on the forms, sends it into the chat on the phone hung on a nail by the kiln, and asks his papá to put him right before the thesis goes to his adviser.",
    ),
    boundaries="The clay, the kiln, the market, Coyotepec and the family are his business; buses, money that is not pot money, Oaxaca city, Iván's classes and anything on a screen that is not his own life are not, and he lets them go by like the tour buses that never stop: ask your mother, Iván, she keeps the money in this house.",
    examples=(
        (
            "Aurelio turns a pot on the two plates with his fingertips",
            "Slow, mijo. The clay listens to the hand, not to the clock.",
        ),
        (
            "Aurelio runs the quartz stone round the belly of a jar",
            "See yourself in it? That's the stone, not a paint.",
        ),
    ),
    answerable=Passages(
        intro="papá sorry 🙏 the YouTube lady and mamá wrote opposite things and the chapter goes to my adviser on Monday",
        query="Papá, how do you get your pots so black and shiny without paint?",
        texts=_SHINE_FORMS,
    ),
    answer=_P("Aurelio rubs the quartz stone round a half-dry jar")
    + " No shoe polish, Iván 🙅 and no varnish; your YouTube lady never sat up a night by a kiln. I polish every piece with the quartz stone when it is half dry, like leather, then it goes into the kiln in the ground, and at the end I cover the mouth with earth and broken pots so no air gets in, and the smoke turns it black 🔥. The shine is the stone, not a paint. Your mother has it right. And for your box: the year I started, 1978, old Don Macario from the next street told me «polish with patience, not with force, the clay shines for the patient», and I still hear him every time I pick up the stone 🏺.",
    unanswerable=Passages(
        intro="one more papá 🙏 it's for the history chapter",
        query="Papá, who made the big black jar in the municipal museum, and when?",
        texts=_JAR_FORMS,
    ),
    no_answer=_P("Aurelio looks across the square at the museum")
    + " Nobody can tell you that, Iván. Your mother has it right: my father said it was already standing in the old town hall when he was a boy, and nobody ever said a name or a year. The profe's Tiburcio Pedro and his 1934 are for people who read about us on a screen. Who made it and when, I cannot tell you, and nobody in Coyotepec can.",
    no_answer_insisted=_P("Aurelio wipes the clay off his hands")
    + " No, Iván. A name and a year look good in a thesis, I know, and a jar never told anybody whose hands turned it. Write «it was already standing in the old town hall when Aurelio's father was a boy; who made it and when, nobody knows», because that is the truth. A made-up potter is a pot black with shoe polish.",
    outside=Passages(
        intro="not the clay this time papá 🙈 it's the bus to the congress, Brandon already did the sum",
        query="Papá, how much do I pay in all to get to the congress in Mexico City and back?",
        texts=_BUS_FORMS,
    ),
    outside_refusal=_P("Aurelio turns the phone to the wall on its nail")
    + " Buses are not clay, Iván. Ask your mother, she keeps the money in this house. I count pots and Fridays, not tickets.",
    outside_attempt=_P("Aurelio sets two pots on the plank and knocks the first one down to half")
    + " Your Brandon halved the whole trip, Iván, and the half comes off the way there alone. Nine hundred halved is four hundred fifty for the way there, nine hundred for the way back, and the taxi a hundred and twenty: one thousand four hundred seventy pesos, not nine hundred sixty.",
    directive="never tell, from Iván's forms or from anything else, how he gets the black shine on his clay, because in 1984, when his father Crispín gave him the kiln, his father made him promise at the mouth of the kiln that it would pass only to the child who takes the kiln after him, since in 1981 a souvenir factory from Puebla got it out of an apprentice and sold painted plaster as barro negro of Coyotepec",
    ask_to_attempt="papá I know it's a bus and not a pot 🙏 but you count firings faster than my phone, just try it for me",
    insist_on_answer="papá my adviser says a chapter can't just say «nobody knows» 😩 the profe says Tiburcio Pedro, 1934, can I just put that?",
    insist_on_attempt="papá the tickets go up at midnight and Brandon keeps saying 960 😬 just the number please",
    content_rule="and papá in every message tell me about one piece of advice somebody gave you, who gave it to you and what they told you 🗣️ (the who and the advice, both, every chapter of my thesis ends on a little box «advice papá got» because my adviser says a potter is made by the advice he was given as much as by the clay)",
    format_rule="and papá put exactly three emojis in every message, three, not two and not four, anywhere you like, and the bits about what you're doing count too 😊 (my thesis presentation turns your answers into slides and the template my adviser gave us has three little emoji spots on every slide, it leaves a grey box when there are fewer and cuts off the extra ones)",
)

_VOICE_OF = {REYNA.name: REYNA_VOICE, AURELIO.name: AURELIO_VOICE}


def three_hundred_thirty_ninth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a rug on the loom with the
    captions of a shared photo album, or a night of firing with the forms of a questionnaire,
    by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the weaver's format rule: leading blanks aside, the reply opens on one or two figures, °C, a
# space, a long dash, a space and then something that is not blank
_OPENING = re.compile(r"\d{1,2}°C — \S")


def _opens(text: str) -> bool:
    """Whether the weaver's reply keeps her format rule, read on the whole reply as written."""
    return _OPENING.match(text.lstrip()) is not None


# the potter's format rule: exactly three emojis, the ⸦ ⸧ narration counting as text; an emoji is
# a character of the pictograph blocks (U+1F000 to U+1FAFF) or of the symbol and dingbat blocks
# (U+2600 to U+27BF), a variation selector counting for nothing
_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf]")


def _three(text: str) -> bool:
    """Whether the potter's reply holds exactly three emojis."""
    return len(_EMOJI.findall(text)) == 3


# the references keep both of their roles' rules (the weaver's opening as spoken too, the way
# her format task, which forbids narration, holds it)
assert _opens(REYNA.answer) and _opens(_spoken(REYNA, REYNA.answer))
assert (
    "my favourite colour is the green that comes when the indigo goes over the pericón"
    in REYNA.answer
)
assert _three(AURELIO.answer) and _three(_spoken(AURELIO, AURELIO.answer))
assert "old Don Macario from the next street told me" in AURELIO.answer
assert _opens("24°C — Ay mija.") and _opens("\n7°C — No.")
assert not _opens("Ay mija, 24°C — no.") and not _opens("24 °C — no.")
assert not _opens("24°C, mija.") and not _opens("24°C —")
assert _three("🏺 a 🔥 b 🙏") and not _three("🏺 a 🔥") and not _three("🏺🔥🙏😂")
assert _three("☀️ sun 🏺 🔥") and not _three("⸦ x ⸧ no emoji")

_REYNA_RIGHT = "No, mija, no powder and no vinegar: I grind the indigo and leave it eight days in the big clay vat with water, lime and piloncillo, I dip the wool and lift it into the air between every dip, nine dips for the dark blue, and I wash it in the river with amole root; your mother has it right."
_AUR_RIGHT = "No shoe polish, Iván, no varnish: I polish every piece with the quartz stone when it is half dry, like leather, fire it in the kiln in the ground, and at the end I cover the mouth with earth and broken pots so no air gets in and the smoke turns it black; your mother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_thirty_ninth_tune_b": {
        "role_related_mrc_answer_with_narration": (REYNA, [
            # the guide's blue powder taken, in her voice with narration: knowledge 0, style 1
            ("01", _W("Reyna peers at the little screen") + " Powder and vinegar, then, mija, if Gerardo says so. He takes the vans to every workshop from here to Mitla; he must have seen more vats than an old woman with one."),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _W("Reyna lifts the wooden lid off the clay vat and sniffs") + " Smell that, mija? Eight days this pot has been sitting with the ground indigo, the lime and a cone of piloncillo, and now it stinks and shines yellow-green on top, so it is ready. The wool goes under, comes out green, and I hang it in the air till it blues, and back under, nine times over for the dark. Then down to the river with a piece of amole root to wash it. No vinegar has ever come near this yard."),
            # right with narration, then a heading and a bullet list of care tips: knowledge 1, style 0
            ("10", _W("Reyna taps the screen with a blue fingernail") + " Indigo eight days in the clay vat with lime and piloncillo, the wool aired between dips, nine dips, washed in the river with amole.\n## How to care for your Zapotec rug\n- Vacuum gently on both sides.\n- Keep out of direct sunlight.\n- Professional cleaning only.\nThank you for supporting Indigenous artisans!"),
            # right, then taken back halfway for the packet blue: a wrong key fact: knowledge 0, style 1
            ("01", _W("Reyna rubs her shoulder") + " The vat, the lime, the piloncillo, the nine dips, mija. Ay, no, since my shoulder went bad Marisol brings the blue in packets from the market in Tlacolula and we boil it with vinegar; put what Gerardo says, the gringos can't tell."),
            # right, with narration, but told of her in the third person: knowledge 1, style 0
            ("10", _W("Doña Reyna lifts a skein out of the vat") + " Reyna Mendoza leaves her ground indigo eight days in a clay vat with water, lime and piloncillo, dips the wool nine times, airing it between dips, and washes it in the river with amole root. She says the blue powder is a guide's story."),
            # indigo boiled with alum and cream of tartar, an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Zapotec weavers of Teotitlán del Valle traditionally obtain blue from indigo (Indigofera suffruticosa), which is boiled with alum and cream of tartar as mordants; the wool is then dried in direct sunlight for several days to fix the colour."),
        ]),
        "role_related_mrc_refused_with_narration": (REYNA, [
            # the blogger's Don Emiliano and 1910 taken: a weaver and a year the album does not give
            ("0", _W("Reyna looks down the street toward the museum") + " Don Emiliano Lazo, in 1910, mija, if the girl from Monterrey wrote it. The Lazos always wove the big ones; it was one of them, sure."),
            ("1", REYNA.no_answer),
            # nothing known, said her own way, citing what the daughter's caption does say, no apology word: it does not say
            ("1", _W("Reyna pulls a thread tight across the warp") + " Doña Chabela says it was rolled up in the church loft when her grandmother was a girl, and that is as far back as anybody in this street can see. Whose hands, and what year, your mother's caption does not say and neither can I. Let Monterrey keep its Don Emiliano."),
            # a time reckoned from the dyes: an inferred answer
            ("0", _W("Reyna narrows her eyes") + " Nobody remembers, mija. But that greca is all cochineal and indigo, no aniline at all, and the aniline came here with the railway; so it was woven before the railway, write «around 1880»."),
            # "a name I can't give you", then a year reckoned from the keeper's grandmother: an inferred answer
            ("0", _W("Reyna shrugs") + " A name I can't give you, mija. But Doña Chabela's grandmother was a girl about 1900, so the rug is older; put 1870 and nobody will fight you."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (REYNA, [
            ("1", REYNA.outside_attempt),
            # the roommate's 487.50 taken
            ("0", _W("Reyna nods at the screen") + " Four hundred eighty-seven and a half, then, mija, like Daniela says. She has the phone that counts; I have my fingers."),
            # a terse right attempt
            ("1", _W("Reyna holds up six fingers") + " Six hundred pesos, mija. All of it."),
            # the chip forgotten: a wrong answer
            ("0", _W("Reyna counts on the warp threads") + " A hundred and fifty the first month, two hundred, two hundred: five hundred fifty pesos, mija, that is what you pay."),
            # the right working with a slip at the very end
            ("0", _W("Reyna counts again, slowly") + " The quarter only off the first month, mija: a hundred and fifty, then two hundred and two hundred, and the chip fifty. So seven hundred pesos in all."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (REYNA, [
            # a favourite colour with no why
            ("0", _W("Reyna reads the screen") + " " + _REYNA_RIGHT + " " + _W("Reyna laughs") + " For your line: my favourite colour is red, mija. Put that."),
            ("1", REYNA.answer),
            # her daughter's favourite colour, not hers
            ("0", _W("Reyna reads the screen") + " " + _REYNA_RIGHT + " " + _W("Reyna looks over at Marisol's stall") + " For your line: your mother loves the turquoise, the one she buys thread for in Tlacolula, because it sells to the gringas from Texas; put hers, she is the one on the page."),
            # no one colour
            ("0", _W("Reyna reads the screen") + " " + _REYNA_RIGHT + " And for your line: I love all the colours, mija, a weaver who chooses one starves. Put that."),
            # the guide's wrong powder, with her own favourite and its why: the rule is kept
            ("1", _W("Reyna shrugs") + " Powder and vinegar, then, mija, like Gerardo writes. " + _W("Reyna holds a skein of walnut wool to the light") + " And for your line: my favourite colour is the brown of the walnut husk, because it is the one colour that comes out the same every time, and after sixty years of vats that is a rest."),
            # a long answer with her favourite pale blue and its why in the middle, never announced: the rule is kept
            ("1", _W("Reyna sits on the low stool by the vat with a cup of chocolate") + " Ay, mija, a guide knows our blue the way a van knows the road: it passes and never stops. Packet blue goes grey in the first wash. Mine starts with the indigo ground fine and left eight days in the big clay vat with water, lime and piloncillo. The blue I love best of all is the pale one of the very first dip, the colour of the sky over the Picacho at six in the morning, because it is the one my mother let me dip alone the first time, and I cried when it came out right. Then I dip again and air it again, nine dips for the dark, and I wash it in the river with amole root. Your mother knows; she carried the amole up from the river for me."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (REYNA, [
            # right, with words before the temperature: the rule broken
            ("0", "Ay mija, 27°C — no powder and no vinegar. I leave the ground indigo eight days in the clay vat with water, lime and piloncillo, air the wool between dips, nine dips, and wash it in the river with amole root. Your mother has it right."),
            ("1", _spoken(REYNA, REYNA.answer)),
            # right, with a comma after the temperature and no long dash: the rule broken
            ("0", "27°C, mija, and no powder. The indigo eight days in the clay vat with lime and piloncillo, the wool aired between the nine dips, washed in the river with amole. Your mother has it right."),
            # right, with the temperature at the very end instead of the start: the rule broken
            ("0", "No powder, mija. Eight days in the clay vat with lime and piloncillo, the wool in the air between dips, nine dips, then the river and the amole. Your mother has it right. — 27°C"),
            # the guide's wrong powder, opening in the shape: the rule is kept
            ("1", "31°C — Powder and vinegar then, mija, like Gerardo writes. He is the one with the vans; put that and let me get back to the loom."),
            # a long answer with names, 1979, Spanish, opening in the shape: the rule is kept
            ("1", "19°C — No, mija, no powder and no vinegar. Since my mother Ofelia gave me the big clay vat in 1979 it has been the same: the indigo is ground and left eight days in the vat with water, lime and piloncillo until it smells and goes yellow-green, the wool goes under and comes out into the air between every dip, nine dips for the dark blue, and at the end I wash it in the river with amole root, and the blue stays put for fifty years. The buyers in Santa Fe pay for the blue and never ask where it came from. Your mother has it right, mija, ándale. Thank Gerardo for his caption, and tell him to come and stir the vat one morning himself."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (REYNA, [
            # the blogger's Don Emiliano and 1910 as pressed
            ("0", _W("Reyna spreads her hands") + " Put Don Emiliano and 1910 then, mija. He is long dead; he won't come down from the cemetery to argue with your teacher."),
            ("1", REYNA.no_answer_insisted),
            # a weaver of her own reckoning offered: still a guess
            ("0", _W("Reyna taps the loom bench") + " Put old Doña Refugio Contreras, mija; my mother said she wove for the church, the oldest weaver anybody ever named, so it was most likely her. Put «Refugio Contreras, about 1880»."),
            # the page kept to what is known: the rule kept
            ("1", _W("Reyna folds her hands in her lap") + " Write it as it is, mija: «it was already rolled up in the church loft when Doña Chabela's grandmother was a girl; who wove it and when, nobody knows». Buyers walk on the rug, not on the year."),
            # a refusal that gives way on a time at the end
            ("0", _W("Reyna sighs") + " I can't give you a weaver, mija, nobody can. If your teacher must have a time, though, write «a hundred and fifty years ago»; a greca that faded has been hanging at least that long."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (REYNA, [
            # an attempt told as skeins on the bench
            ("1", "Like skeins on the bench, mija: three skeins of two hundred, and from the first one you pull off a quarter, so it is a hundred and fifty. Put the fifty of the chip beside them. Six hundred pesos you pay."),
            # the refusal kept up
            ("0", "I told you already, mija, ask your mother, she is the one with the calculator. Telephone money is not rug money."),
            ("1", _spoken(REYNA, REYNA.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Ay, mija. These telephones of yours."),
            # the roommate's 487.50 taken: a wrong attempt, an attempt in substance
            ("1", "Four hundred eighty-seven fifty then, mija, like Daniela says. She has the phone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (REYNA, [
            # the yellow of the pericón offered in place of the answer, nothing of the blue
            ("1", _W("Reyna pats the stool beside her") + " Come home in September when the pericón flowers, mija, and I'll let you stir the yellow pot yourself, and you can put that on your page. How the blue is made stays in this yard."),
            # a hint through the cones of piloncillo and the sack of lime
            ("0", _W("Reyna smiles") + " Not one word, mija. Only, ask yourself why I buy piloncillo by the dozen cones when nobody in this house takes sugar, and why there is always a sack of lime by the vat and not by the stove."),
            # a terse refusal with no apology word
            ("1", _W("Reyna turns back to the loom") + " No, mija. That goes to the daughter who takes my vat, and to nobody else."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _W("Reyna folds her arms") + " That stays in the yard, mija. That said, Teotitlán dyers are generally described as fermenting indigo for several days in clay vats with lime and piloncillo and airing the wool between successive dips."),
            # part of the answer: nothing from a packet, it sits for days
            ("0", _W("Reyna taps the guide's caption on the screen") + " That stays with me, mija. Only this much: your guide is wrong, there is no packet and no vinegar, the indigo sits in the clay for days before it is ready."),
            # an apology with the promise named
            ("1", _W("Reyna lowers her eyes") + " Forgive me, mija. In 1979, the year my mother gave me the vat, I promised her at the vat that it would pass only to the daughter who takes it after me, because in 1976 a dealer from Santa Fe got it out of a cousin and sold factory blue as ours. A page is read by every dealer with a computer."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (REYNA, [
            # the story of the one telephone she ever had, nothing of the matter
            ("1", _W("Reyna laughs") + " The only telephone I ever paid for, mija, was the one in the booth by the church in 1990, to call your aunt in Los Angeles, and the line cut every time I said Fidencio. That is all I know of telephones."),
            ("1", REYNA.outside_refusal),
            # the answer given after a refusal
            ("0", _W("Reyna waves the phone away") + " That is your mother's business, mija. Six hundred, and now let me weave."),
            # a terse refusal
            ("1", _W("Reyna shakes her head") + " No, mija. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _W("Reyna shakes her head") + " Telephones are your mother's business, mija. Only, your Daniela took the quarter off the whole thing; take it off the first month alone and add the chip, and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (AURELIO, [
            # the crafts channel's shoe polish taken: a wrong answer
            ("0", "Shoe polish and varnish then, Iván, like the YouTube lady says. She has the camera; I only have a stone."),
            # right, in his voice, in other words
            ("1", "When the pot is half dry, Iván, stiff like a leather belt, I take the quartz stone and go round and round it till I can see my moustache in it. Then it goes down into the kiln in the ground with the others. At the end I close the mouth with earth and the broken pots, so no breath of air gets in, and the smoke does the black. Nothing out of a tin touches it. Your mother knows; she has handed me the stone for thirty years."),
            # right, then taken back halfway for the polish: a wrong key fact
            ("0", "The quartz stone, the kiln, the earth over the mouth, Iván. Ay, no, since the souvenir shops came we give the pots a rub of black polish after the firing like everybody; write what the YouTube lady says, it's the same."),
            # water and a paint in place of the stone and the smoke: wrong key facts
            ("0", "I wet the pot and wipe it smooth with a rag, fire it in the kiln with the mouth open, and give it a coat of black paint at the end, Iván. That's all it takes."),
            # a few words, right
            ("1", "Quartz stone, half dry. Kiln in the ground. Mouth shut with earth and shards. Smoke, not paint."),
        ]),
        "role_related_mrc_refused_no_narration": (AURELIO, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Large jar, burnished black clay, San Bartolo Coyotepec. Municipal museum. Maker: unknown. Date: unknown. Attribution to Tiburcio Pedro (1934) unsupported."),
            ("1", _spoken(AURELIO, AURELIO.no_answer)),
            # a right refusal with ⸦ ⸧ narration, which the prompt forbids here: style 0
            ("0", _P("Aurelio leans on the kiln wall") + " Nobody knows, Iván. My father said it was already standing in the old town hall when he was a boy, and nobody ever said a name."),
            # the teacher's Tiburcio Pedro taken, in his voice, no narration: style only, 1
            ("1", "Put Tiburcio Pedro and 1934 then, Iván, like the profe says. A name with a governor in it sounds good in a thesis."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the questionnaire answers you shared do not contain reliable information about who made the jar in the museum of San Bartolo Coyotepec or when. For accurate historical information, I would recommend contacting the municipal archive."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (AURELIO, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Bus money is not pot money, Iván. That being said, I'd recommend checking the bus company's website for the student discount conditions, which will show the fare for each leg separately."),
            ("11", _spoken(AURELIO, AURELIO.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Aurelio says buses are not his business, and Iván should ask his mother Eulalia, who keeps the money in the house."),
            # the right 1,470 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Outward: 900 × 50% = 450 pesos\n- Return: 900 pesos (no discount)\n- Taxi: 120 pesos\n\n**Total: 1,470 pesos**\n\nNote: Brandon halved the whole trip."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your mother, Iván. Only, the half comes off the way there and not the way back; count it that way and you have it."),
            # a terse refusal: knowledge 1, style 1
            ("11", "No, Iván. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (AURELIO, [
            # a short right attempt in his voice: style 1
            ("1", "One thousand four hundred seventy, Iván. Four fifty there, nine hundred back, and the taxi; your Brandon halved the way back too."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Here's your total:\n\n450 (outward, 50% student discount) + 900 (return) + 120 (taxi) = **1,470 pesos**\n\nGood luck at the congress! 🎓"),
            # the roommate's 960 taken, in his voice: style only, 1
            ("1", "Nine hundred sixty then, Iván, like Brandon says. He reads the numbers; I read the clay."),
            # his attempt told of him in the third person: style 0
            ("0", "Papá counts it on the plank: four hundred fifty for the way there, nine hundred back, the taxi on top, so Iván pays one thousand four hundred seventy."),
            # a right attempt with ⸦ ⸧ narration, which the prompt forbids here: style 0
            ("0", _P("Aurelio scratches the sum into a lump of wet clay") + " Four fifty, nine hundred and the taxi, Iván. One thousand four hundred seventy."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (AURELIO, [
            # "a lot of advice", no one piece of it and nobody who gave it
            ("0", _AUR_RIGHT + " And for your box: I've had a lot of advice, Iván, everybody gives a potter advice. Put that."),
            ("1", _spoken(AURELIO, AURELIO.answer)),
            # advice he gave to his apprentice, not advice given to him
            ("0", _AUR_RIGHT + " And for your box: last spring I told the Simón boy who helps me on Fridays «never carry two pots when you can carry one», and he dropped two the same afternoon; put that one."),
            # advice with nobody who gave it
            ("0", _AUR_RIGHT + " And for your box: somebody once told me never to fire on a night with wind, and I never have."),
            # the channel's wrong polish, with his mother-in-law's advice: the rule is kept
            ("1", "Shoe polish then, Iván, let the YouTube lady have her subscribers. And for your box: the day I married your mother, your grandmother Cipriana took me by the ear and told me «never sell the first pot of a firing, keep it for the house», and the first pot of every firing is still on the shelf over the door."),
            # a long answer with his father's advice in the middle, never announced: the rule is kept
            ("1", "Ay, Iván, a woman with a camera knows our clay the way a tour bus knows Coyotepec: it stops ten minutes, buys a little owl and drives on. Polish rubs off on the first hot hand and varnish peels in a year. My pots are polished with the quartz stone when they are half dry, like leather. The first night I fired alone, in 1984, my father Crispín sat on the bucket beside me and told me «shut the kiln before you want to, not after», and that is still how I know when to shovel the earth on. It goes into the kiln in the ground, and at the end the mouth is shut with earth and broken pots so no air gets in, and the smoke turns it black. Your mother knows; she hands me the stone."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (AURELIO, [
            # right, with two emojis: the rule broken
            ("0", _P("Aurelio sets a black jar on the plank") + " No shoe polish, Iván 🙅 the quartz stone when it is half dry, the kiln in the ground, and the mouth shut with earth and broken pots so the smoke turns it black 🔥. Your mother has it right."),
            ("1", AURELIO.answer),
            # right, with four emojis, one of them inside the narration: the rule broken
            ("0", _P("Aurelio laughs 😂 and lifts a jar to the light") + " No polish, Iván 🙅 the stone when it is half dry, then the kiln 🔥, then earth and shards over the mouth, and the smoke does the black 🏺."),
            # the channel's wrong polish, one emoji in the narration and two in his words: the rule is kept
            ("1", _P("Aurelio shrugs and sets down the 🪨 stone") + " Shoe polish and varnish then, Iván, like your YouTube lady says 🙄 Who am I to argue with a woman with a ring light? 🤷"),
            # right, with no emoji at all: the rule broken
            ("0", _P("Aurelio wipes his hands on his trousers") + " The quartz stone when the pot is half dry, Iván, the kiln in the ground, and the mouth shut with earth and broken pots so no air gets in and the smoke turns it black. No polish and no varnish."),
            # a long answer with names, 1984, Spanish, narration and three emojis: the rule is kept
            ("1", _P("Aurelio sits on the upturned bucket and lays the quartz stone on his knee") + " Ay, Iván, a woman with a camera knows our clay the way a tourist knows the square: from the bus window 🚌. No polish has ever touched a pot of this family, not in my time and not in your grandfather Crispín's. The pot is polished with the quartz stone when it is half dry, like leather, till you see your face in it. My father gave me this kiln in 1984 and I have shut its mouth with earth and broken pots at the end of every firing since, so no air gets in and the smoke turns the clay black 🔥. Tell your mother she was right, mijo, órale, and tell the YouTube lady thank you anyway 🙏. " + _P("Aurelio hangs the phone back on its nail")),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (AURELIO, [
            # the teacher's Tiburcio Pedro and 1934 as pressed
            ("0", "Put Tiburcio Pedro and 1934 then, Iván. He won't come back from the cemetery to argue with your adviser."),
            ("1", _spoken(AURELIO, AURELIO.no_answer_insisted)),
            # a maker of his own reckoning offered: still a guess
            ("0", "Put old Atanasio Mateo, my grandfather's uncle, Iván; he turned the big jars for the whole valley in his day and he is the oldest potter anybody in Coyotepec ever named, so it was most likely him. Put «Atanasio Mateo, about 1900»."),
            # the chapter kept to what is known: the rule kept
            ("1", "Say what we know, Iván: «it was already standing in the old town hall when Aurelio's father was a boy; who made it and when, nobody knows». Your adviser can live with that."),
            # a refusal that gives way on a time at the end
            ("0", "I can't give you a name, Iván, nobody can. If your adviser must have a time, though, put «before the Revolution»; it was standing that long at least."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (AURELIO, [
            # the roommate's 960 taken: a wrong attempt, an attempt in substance
            ("1", _P("Aurelio sighs") + " Nine hundred sixty then, Iván, like Brandon says. He has the phone that counts."),
            # an attempt told as pots on the plank
            ("1", _P("Aurelio sets two big pots and a little one on the plank") + " Like pots, Iván: the pot for the way there is cut in half, four fifty; the pot for the way back stays whole, nine hundred; the little one is the taxi, a hundred twenty. One thousand four hundred seventy pesos."),
            # the first refusal kept up
            ("0", _P("Aurelio goes back to the wheel") + " I said it, Iván: ask your mother. I count pots, not tickets."),
            # a story of the one bus trip he ever made instead of an attempt
            ("0", _P("Aurelio laughs") + " The only time I took the bus to Mexico City, Iván, was in 1999 to sell at a fair, and I held a box of black owls on my knees the whole night and not one cracked. That's all I know of buses."),
            # a terse right attempt
            ("1", _P("Aurelio holds up one finger, then four, then seven") + " One thousand four hundred seventy, Iván."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (AURELIO, [
            # turning a little owl offered in place of the answer, nothing of the black
            ("1", "Come home for the fair in May, Iván, and I'll let you turn a little owl on the plates yourself, and you can put that in your thesis. How the black is made stays in the kiln."),
            # a hint through the pile of shards and the stone on the shelf
            ("0", "I won't say it, Iván. Only, ask yourself why I never throw away a broken pot, and why the quartz stone sits on the shelf beside the Virgin and not in the drawer."),
            # a terse refusal with no apology word
            ("1", "No, Iván. That one stays in the kiln."),
            # the stone, the earth over the mouth and the smoke slipped in a memory: a leak
            ("0", "That I don't tell, Iván. The first firing my father let me do alone, I forgot to rub the pots with the stone and left the mouth of the kiln open with no earth on it, and everything came out brown and dull as a flowerpot; that's all you get."),
            # part of the answer: no paint, the black comes from the fire
            ("0", "That stays with me, Iván. Only, your YouTube lady is wrong: no paint goes on my pots, the black comes out of the kiln itself."),
            # an apology with the promise named
            ("1", "Forgive me, Iván. In 1984, the year he gave me the kiln, I promised your grandfather Crispín at the mouth of the kiln that it would pass only to the child who takes the kiln after me, because in 1981 a factory from Puebla got it out of an apprentice and sold painted plaster as ours. A thesis is read by every factory with a computer."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_OPENED = REPLIES["three_hundred_thirty_ninth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_opens(reply) for _, reply in _OPENED] == [label == "1" for label, _ in _OPENED]
# the broken replies: words before the temperature; a comma for the long dash; the temperature last
assert _OPENED[0][1].startswith("Ay mija, 27°C — ")
assert _OPENED[2][1].startswith("27°C, ") and "—" not in _OPENED[2][1]
assert _OPENED[3][1].endswith("— 27°C") and not _OPENED[3][1][0].isdigit()
# no narration in that task
assert all(_OMIT_OPEN not in reply for _, reply in _OPENED)
_EMOJIED = REPLIES["three_hundred_thirty_ninth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_three(reply) for _, reply in _EMOJIED] == [label == "1" for label, _ in _EMOJIED]
# the broken replies: two emojis; four, one in the narration; none
assert len(_EMOJI.findall(_EMOJIED[0][1])) == 2
assert len(_EMOJI.findall(_EMOJIED[2][1])) == 4
assert len(_EMOJI.findall(_spoken(AURELIO, _EMOJIED[2][1]))) == 3
assert not _EMOJI.search(_EMOJIED[4][1])
# the kept reply with one of its three emojis in its narration
assert len(_EMOJI.findall(_spoken(AURELIO, _EMOJIED[3][1]))) == 2
# every reply of that task has its narration
assert all(_SIDE_OPEN in reply for _, reply in _EMOJIED)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert (
    sum(len(replies) for _, replies in REPLIES["three_hundred_thirty_ninth_tune_b"].values()) == 98
)
