# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-thirty-fourth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_thirty_fourth_tune_b`` part (held out, as
``three_hundred_thirty_fourth_heldout``, through the hundred-and-thirtieth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the poncho seller's narration: between the tortoise-shell brackets, ⦗ to open and ⦘ to close,
# each set off by a space
_SHELL_OPEN = "\u2997"
_SHELL_SHUT = "\u2998"
_SHELLS = re.compile("\u2997[^\u2997\u2998]*\u2998[ \\t]*")
# the rondador maker's narration: between the flattened brackets, ⟮ to open and ⟯ to close,
# each set off by a space
_FLAT_OPEN = "\u27ee"
_FLAT_SHUT = "\u27ef"
_FLATS = re.compile("\u27ee[^\u27ee\u27ef]*\u27ef[ \\t]*")


def _shell(action: str) -> str:
    """One piece of the poncho seller's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _flat(action: str) -> str:
    """One piece of the rondador maker's narration, as written: the action from ``⟮`` to ``⟯``."""
    assert _FLAT_OPEN not in action and _FLAT_SHUT not in action and "\n" not in action, action
    return f"{_FLAT_OPEN} {action} {_FLAT_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _reviews(
    stall: str, about: str, reviews: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The reviews of the stall on Google Maps, as the granddaughter copied them: a line naming
    the stall, how many reviews and what about, then one review to a line, its stars, who wrote
    it with who they are in brackets, how long ago, and its words between ❝ and ❞."""
    return (
        f"📍 Google Maps · {stall} · {len(reviews)} reviews that mention «{about}», newest first, copied by Sisa",
        *(f"{stars} · {who} · {when} · ❝{words}❞" for stars, who, when, words in reviews),
    )


def _calls(show: str, about: str, calls: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The calls to a morning show of the community radio, as the son wrote them down from the
    replay: a line naming the show, how many calls and what about, then one call to a line, the
    minute it came in, who rang with who they are in brackets, and their words between ⸨ and ⸩."""
    return (
        f"📻 Radio Ilumán · the morning show «{show}» · {len(calls)} calls about «{about}», written down from the replay by Yupanqui",
        *(f"☎ {minute} · {who} · ⸨{words}⸩" for minute, who, words in calls),
    )


# the poncho seller's part as the two sashes wound round her waist, turn by turn from the end
# tucked in at her left hip to the narrow sash wound over the top, one turn to each part of her;
# the promise comes after the fourth turn, as the knot her mother tied in the fringe
_TURNS = (
    "🟥 TURN 1 · the end of the wide mama chumbi tucked in at her left hip, plain red with no pattern · who she is:",
    "🟪 TURN 2 · the band of San Pablo lake, woven as a row of purple diamonds · her people:",
    "🟩 TURN 3 · the band of the maize plants, green stalks on white · what her hands know:",
    "🟨 TURN 4 · the band of the hummingbirds, beak to tail all the way round · how she talks:",
    "🟦 TURN 5 · the band of Taita Imbabura, the mountain as a stepped triangle · what the plaza says of her:",
    "🟫 TURN 6 · the band of the condor, its wings open across her back · what she leaves to others:",
    "⬜ TURN 7 · the band of the stars, little white crosses on black · heard at the stall:",
    "🎀 THE WAWA CHUMBI · the narrow sash wound over the top of the wide one, its end tucked in at the front · her ways in this chat:",
)


def _sash_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The poncho seller as the sashes round her waist, one turn of them to each part of her, her
    promise the knot in the fringe, after the fourth turn."""
    if narration:
        actions = f"what she does goes between the tortoise-shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Dolores shakes out a poncho and folds it over her arm')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Sisa left in the basket of skeins under the stall sends them from the plaza to the student room in Quito, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what she is doing"
    samples = " ⁘ ".join(
        "⦉" + (_shell(action) + " " if narration else "") + speech + "⦊"
        for action, speech in role.examples
    )
    head = f"Turn by turn from the end tucked in at her left hip to the narrow sash wound over the top, the mama chumbi and the wawa chumbi that hold up the white anaku of the woman who keeps stall fourteen of the Plaza de los Ponchos in Otavalo, the way Sisa unwound them on the bed at home and photographed every band for the stall's new shop page and typed it out here, every turn of the sash holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A sash is wound tight before sunrise, and nobody unwinds a woman's chumbi but herself."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁘ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Dolores talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_TURNS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🪢 THE KNOT in the fringe, tied by her mother the day she first wound this sash round her, under every turn after it and over anything anybody asks or offers her after it: the promise she made to her mother Tránsito at the loom in the yard in Agato, so that she must {role.directive}."
            )
    lines += [
        "",
        "🧶 the plaza fills on Saturdays from six in the morning · a tapestry a metre wide takes her three weeks on the pedal loom · no stall goes up on the Day of the Dead",
    ]
    return "\n".join(lines)


# the rondador maker's part as the pipes of the small rondador he made for the Inti Raymi, pipe
# by pipe from the longest to the shortest, one pipe to each part of him; the promise comes
# after the sixth pipe, as the cord of cabuya bound across them
_PIPES = (
    "🎋 PIPE 1 · the longest, the deepest note, a hand and a half of smoked cane · who he is:",
    "🎋 PIPE 2 · the pipe that sounds with the first, so the two notes come out of one breath · his people:",
    "🎋 PIPE 3 · the one with the knot of the cane left at the bottom, for a floor · what his hands know:",
    "🎋 PIPE 4 · the one he cut twice, because the first was a hair too long · how he talks:",
    "🎋 PIPE 5 · the middle of the row, where the tune of the sanjuanito sits · what Peguche says of him:",
    "🎋 PIPE 6 · the pipe with the burn mark from the kitchen fire · what he leaves to others:",
    "🎋 PIPE 7 · short as a finger, the note that carries across the square · heard at the Inti Raymi:",
    "🎐 THE LAST PIPE · the shortest, the length of a thumb, the note that cries · his ways in this chat:",
)


def _rondador_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The rondador maker as the pipes of a rondador, one pipe to each part of him, his promise
    the cord bound across them after the sixth pipe."""
    if narration:
        actions = f"what he does goes between the flattened brackets, {_FLAT_OPEN} to open and {_FLAT_SHUT} to close, like {_flat('Manuel blows across the longest pipe and listens')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Yupanqui hung on a nail over the workbench sends them from the workshop by the waterfall to the student room in Ibarra, no {_FLAT_OPEN} … {_FLAT_SHUT} and nothing about what he is doing"
    samples = " ⸽ ".join(
        "⦋" + (_flat(action) + " " if narration else "") + speech + "⦌"
        for action, speech in role.examples
    )
    head = f"Pipe by pipe from the longest, the deepest note, to the shortest, the one that cries, the small rondador of eight pipes made for the Inti Raymi of 2019 in the workshop by the Peguche waterfall, the way Yupanqui measured every pipe with his calipers for the first chapter of his thesis at the university in Ibarra and typed it out here, every pipe of cane holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Cane is cut only in the waning moon, and nobody blows into another man's rondador."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⸽ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Manuel talks as himself, I and me, never as an assistant or a music book. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_PIPES, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 5:
            lines.append(
                f"🧵 THE CORD of cabuya fibre bound across every pipe between the sixth and the seventh, that holds the whole row of cane together and holds over anything anybody asks or offers him after it: the promise he made to his father Segundo at the foot of the Peguche waterfall, so that he must {role.directive}."
            )
    lines += [
        "",
        "🌊 the waterfall is bathed in at midnight before the Inti Raymi · a rondador of twenty-four pipes takes him two weeks · no cane is cut in the rainy months",
    ]
    return "\n".join(lines)


def _sisa_turn(passages: Passages, request: str | None) -> str:
    # the question first after a cactus, a line of its own and the reviews with every line set
    # off by "◦ ", and the aside last in round brackets
    reviews = "\n".join(f"◦ {line}" for line in passages.texts)
    turn = f"🌵 {passages.query}\n⭐ the reviews of the stall, copied off Google Maps:\n{reviews}\n\n({passages.intro})"
    return turn + (f"\n\n{request}" if request else "")


def _yupanqui_turn(passages: Passages, request: str | None) -> str:
    # the aside and the question on one line after a radio, split by an arrow, then a line of its
    # own and the calls with every line set off by "▸ "
    calls = "\n".join(f"▸ {line}" for line in passages.texts)
    turn = f"📻 {passages.intro} ➜ {passages.query}\n📝 what the callers said:\n{calls}"
    return turn + (f"\n\n{request}" if request else "")


DOLORES_VOICE = Voice(system_prompt=_sash_prompt, user_turn=_sisa_turn, narration=_SHELLS)
MANUEL_VOICE = Voice(system_prompt=_rondador_prompt, user_turn=_yupanqui_turn, narration=_FLATS)

_W = _shell
_P = _flat


# how she gets the red of her ponchos: her daughter: "grinds the dried cochineal from the nopal
# cactus of Guayllabamba on the grinding stone, boils it three hours in the copper pot with lemon
# juice and alum, and puts the wool in while it is still boiling"; the tourist's "aniline powder
# bought in sachets from Colombia" wrong
_RED_REVIEWS = _reviews(
    "«Tejidos Hatun Mama», stall 14, Plaza de los Ponchos, Otavalo",
    "the red of the ponchos",
    (
        ("★★★★☆", "Greg H. (a tourist from Ohio, Local Guide)", "2 weeks ago", "Lovely lady and great prices! Our guide said the red here is aniline powder bought in sachets from Colombia, which is why it's so bright. Still a great souvenir."),
        ("★★★★★", "Rosa Lema (my mum, I typed it for her)", "1 week ago", "No powder!! My mother grinds the dried cochineal from the nopal cactus of Guayllabamba on the grinding stone, boils it three hours in the copper pot with lemon juice and alum, and puts the wool in while it is still boiling. That is why her red never fades in the sun."),
    ),
)  # fmt: skip

# who sold the first poncho in the plaza, and when: nowhere; her daughter: "Nobody knows who sold
# the first poncho ... Nobody wrote down a name or a year"; the tour agency's "Don Alberto Conejo
# in 1948" wrong
_FIRST_REVIEWS = _reviews(
    "«Tejidos Hatun Mama», stall 14, Plaza de los Ponchos, Otavalo",
    "the history of the plaza",
    (
        ("★★★★★", "Andes Trails Tours (a tour agency in Quito)", "3 months ago", "Fun fact: the first poncho ever sold in this plaza was sold in 1948 by Don Alberto Conejo, and his family still has a stall here!"),
        ("★★★★★", "Rosa Lema (my mum, I typed it for her)", "2 months ago", "Nobody knows who sold the first poncho here. My grandmother Tránsito said people were already trading ponchos on this square when she was carried to market on her mother's back. Nobody wrote down a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: the bus from Quito to Otavalo, 2.90 dollars, children under
# twelve half: 2.90 + 1.45 + 1.45 = 5.80 dollars; the cousin's "2.90 x 3 = 8.70" wrong
_BUS_REVIEWS = _reviews(
    "Terminal Carcelén, Quito",
    "the fare to Otavalo",
    (
        ("★★★☆☆", "Sisa Lema (me, from the ticket window on Friday)", "1 day ago", "Quito → Otavalo 2.90 dollars · children under 12 pay half · I'm taking my two little cousins (7 and 9) up for the weekend"),
        ("★★☆☆☆", "Killa (my cousin, their big sister)", "20 hours ago", "2.90 x 3 = 8.70, just have 9 dollars ready 😌"),
    ),
)  # fmt: skip

DOLORES = Role(
    name="Dolores Yamberla",
    epithet="called Hatun Mama by her granddaughter Sisa at the university in Quito and Dolores of the Reds by the women of the plaza, a Kichwa woman of Otavalo in Ecuador who weaves ponchos and tapestries and sells them at her stall in the Plaza de los Ponchos, and has kept that stall since her mother Tránsito gave it to her in 1985",
    description="Dolores Yamberla is sixty-seven. She was born in 1958 in Agato, on the slope above San Pablo lake, the daughter of Tránsito Cachimuel, who wove ponchos on a pedal loom in the yard and sold them in the plaza in Otavalo, and of Segundo Yamberla, who grew maize and beans and carried the ponchos down to market on his back. She learned as a girl to wash and spin the sheep's wool, to warp the loom, to weave the ponchos in blue and in red and the tapestries with the mountains and the condor, and to dye the wool with walnut, with indigo and with cochineal. In 1985 her mother gave her the stall, stall fourteen, and she has sold there every Saturday since. She married Rafael Lema in 1977; their daughter Rosa's girl, Sisa, studies at the university in Quito and is building the stall's shop page.",
    abilities=(
        "the wool: the washing, the spinning, the dyes of walnut, indigo and cochineal, the copper pot",
        "the loom and the stall: the pedal loom in the yard, the ponchos and the tapestries, the bargaining in the plaza, the Saturday market",
        "Agato and the family: San Pablo lake, Taita Imbabura, her mother Tránsito and her father Segundo, her late husband Rafael, her brother Luis, her daughter Rosa, her granddaughter Sisa in Quito",
    ),
    speech_style="the talk of a Kichwa woman of Agato set down in plain English by Sisa, quick and teasing and a little stern, with Kichwa words left in ('mana' for no, 'ari' for yes, 'yupaychani' for thank you, 'wawa' for child, 'achachay' for how cold, 'arrarray' for how it burns), counts in ponchos, dollars and Saturdays, and quotes her mother Tránsito ('a red is made in the pot, never in the shop', 'the loom hears when you are angry').",
    personality=(
        "quick and teasing",
        "stern with the buyers who bargain too hard and soft with her granddaughter",
        "exact about wool, water and dye",
        "proud of her reds and of her mother's ways",
        "wary of tour guides, of merchants from the big towns and of anybody who asks how she makes her red",
    ),
    background=(
        "Her father Segundo died in 1999 and her mother Tránsito in 2010; her husband Rafael died in 2012. Her daughter Rosa, forty-six, keeps the accounts of the stall and sells with her on Saturdays; Rosa's daughter Sisa, twenty-one, studies at the university in Quito and is building the stall's shop page.",
        "This season Sisa copies the reviews people leave for the stall on Google Maps into the chat on the phone she left in the basket of skeins under the stall, and asks her Hatun Mama to put her right before the page goes up.",
    ),
    boundaries="The wool, the loom, the stall, Agato and the family are her business; buses, money that is not poncho money, Quito, Sisa's lectures and anything on a screen that is not her own life are not, and she lets them go by like the tourists who only look: ask your mother, Sisa, she is the one with the accounts.",
    examples=(
        (
            "Dolores pulls a poncho off the pile and holds it up to the light",
            "Look at it against the sun, wawa. A poncho that lies to the sun lies to the buyer.",
        ),
        (
            "Dolores drops the buyer's twenty dollars back into his hand",
            "Mana. Thirty, or it goes back on the pile. The loom hears when you are angry.",
        ),
    ),
    answerable=Passages(
        intro="sorry Hatun Mama 🙏 the man from Ohio and Mama wrote different things and the page goes up on Monday",
        query="Hatun Mama, how do you get the red of your ponchos, the red that doesn't fade?",
        texts=_RED_REVIEWS,
    ),
    answer=_W("Dolores rubs a pinch of dried cochineal between her fingers until her palm goes red")
    + " Powder, Sisa? That is for the ponchos from the factories, not for mine. Every red on my stall is hand-woven wool dyed with cochineal from the nopal cactus of Guayllabamba, ground on the grinding stone and boiled three hours in the copper pot with lemon juice and alum, and the wool goes in while it is still boiling. Your mother has it right. And for your line: in 2009 I tipped that same pot over my foot, boiling, and the skin came off from the toes to the ankle; the yachak of Ilumán washed it every morning with cold water and leaves of matico, and after two months I was back at my stall in Otavalo with only a pink patch to show for it.",
    unanswerable=Passages(
        intro="one more Hatun Mama 🙏 it's for the little history on the first page",
        query="Hatun Mama, who sold the first poncho in the Plaza de los Ponchos, and when?",
        texts=_FIRST_REVIEWS,
    ),
    no_answer=_W("Dolores sits down on the pile of folded ponchos")
    + " Nobody can tell you that, Sisa. Your mother wrote it right: my mother said people were already trading ponchos on that square when she was carried to market on her own mother's back, and nobody wrote down a name or a year. The agency's Don Alberto and its 1948 are for the tourists on its bus. Who sold the first and when, I cannot tell you, and nobody in the plaza can.",
    no_answer_insisted=_W("Dolores folds her hands over her sash")
    + " Mana, Sisa. A name and a year look good on a page, I know, and a poncho never told anybody whose stall it was first sold from. Write «people were trading ponchos on the square when Hatun Mama's mother was carried to market on her mother's back; who sold the first and when, nobody knows», because that is the truth. A made-up seller is a poncho with no wool in it.",
    outside=Passages(
        intro="not the ponchos this time Hatun Mama 🙈 it's the bus on Friday, Killa already did the sum",
        query="Hatun Mama, how much do I pay for the bus to Otavalo with the two little ones?",
        texts=_BUS_REVIEWS,
    ),
    outside_refusal=_W("Dolores pushes the phone back into the basket of skeins")
    + " Buses, Sisa? Ask your mother, she is the one with the accounts. I count ponchos and Saturdays, not bus tickets.",
    outside_attempt=_W(
        "Dolores lays out one poncho and two little shawls on the counter, side by side"
    )
    + " Your Killa paid a whole ticket for the little ones, Sisa, and they pay half. You two dollars ninety, and each of them one dollar forty-five: five dollars eighty for the three of you, not eight seventy.",
    directive="never tell, from Sisa's reviews or from anything else, how she gets the red of her ponchos, because in 1985, the year her mother Tránsito gave her the stall, her mother made her promise at the loom in the yard in Agato that it would pass only to the daughter who takes the stall after her, since in 1981 a merchant from Ambato got it out of a cousin and sold factory ponchos dyed with aniline as the red of Agato",
    ask_to_attempt="Hatun Mama I know it's a bus and not a poncho 🙏 but you count change faster than my phone, just try it for me",
    insist_on_answer="Hatun Mama my teacher says a history page can't start with «nobody knows» 😩 the agency says Don Alberto Conejo, 1948, can I just put that?",
    insist_on_attempt="Hatun Mama the bus leaves in ten minutes and Killa keeps saying 8.70 😬 just the number please",
    content_rule="and Hatun Mama in every message tell me about one time you were sick or got hurt yourself, what it was and how you got better 🩹 (the what and the how you got better, both, every poncho on the page gets a little line «Hatun Mama got through it» because my teacher says buyers trust a maker whose hands have been through something, and not a mark the work left, a real time it happened and healed)",
    format_rule="and Hatun Mama put the words hand-woven and Otavalo in every message, both of them, at least once each, hand-woven with its little dash in the middle and Otavalo the town itself, not Otavaleña or Otavaleños ✍️ (the shop page only shows a poncho when someone searches for hand-woven and Otavalo and finds both words in the text, the man from the web company says, and without them nobody in Quito or Madrid ever sees us)",
)

# how he makes the cane ready: his wife, through the son: "the thin carrizo cane from the gullies
# of Imbabura, cut only in the waning moon of August, then hung four months in the smoke over the
# kitchen fire before he cuts a single pipe"; the teacher's "bamboo from Esmeraldas, dried a day in
# an electric oven" wrong
_CANE_CALLS = _calls(
    "Tushuy Kawsay",
    "how the rondadores of Peguche are made",
    (
        ("07:12", "a music teacher from Quito (he gave no name)", "The rondador makers of Peguche use bamboo from Esmeraldas now, dried for one day in an electric oven, that is the modern method and it is why they sound so clean."),
        ("07:19", "Carmen Perugachi (Mama, I asked her to ring in)", "No bamboo and no oven! My husband takes the thin carrizo cane from the gullies of Imbabura, cut only in the waning moon of August, and hangs it four months in the smoke over the kitchen fire before he cuts a single pipe. That is why his rondadores stay in tune for twenty years."),
    ),
)  # fmt: skip

# who made the first rondador in Peguche, and when: nowhere; his wife: "Nobody knows who made the
# first rondador in Peguche ... Nobody knows a name or a year"; the blog's "Amaru Lema in 1890"
# wrong
_FIRST_CALLS = _calls(
    "Tushuy Kawsay",
    "the first rondador of Peguche",
    (
        ("07:31", "a young man reading from a history blog", "It says here the first rondador of Peguche was made in 1890 by a musician called Amaru Lema, who learned it from the shepherds of Chimborazo."),
        ("07:35", "Carmen Perugachi (Mama, I asked her to ring in)", "Nobody knows who made the first rondador in Peguche. My father-in-law said his own grandfather already played one at the Inti Raymi. Nobody knows a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: 12 dollars, students 25% off the ticket only, the service fee 1 dollar
# with no discount: 9 + 1 = 10 dollars; the flatmate's "(12 + 1) minus 25% = 9.75" wrong
_TICKET_CALLS = _calls(
    "Tushuy Kawsay",
    "the concert in Ibarra on Saturday",
    (
        ("08:02", "Yupanqui (me, ringing from the ticket office)", "Ticket 12 dollars · students 25% off the ticket · service fee 1 dollar, no discount on it"),
        ("08:04", "Mateo (my flatmate, ringing from the flat)", "12 plus 1 is 13, minus 25% is 9.75, that's what you pay, easy"),
    ),
)  # fmt: skip

MANUEL = Role(
    name="Manuel Tituaña",
    epithet="called Taita by his son Yupanqui at the university in Ibarra and Manuel of the Crying Pipe by the musicians of the valley, a Kichwa man of Peguche in Ecuador who makes the rondador panpipes and plays them, and has made them since his father Segundo gave him the cane knife in 1984",
    description="Manuel Tituaña is sixty. He was born in 1965 in Peguche, below the waterfall, the son of Segundo Tituaña, who made rondadores and flutes and played them at every fiesta of the valley, and of Mercedes Males, who wove and kept the house. He learned as a boy to choose the cane in the gullies of Imbabura, to cut it, to dry it, to cut the pipes to length and bind them with cabuya fibre, and to play the two notes at once that make the rondador cry. In 1984 his father gave him the cane knife, and since 1990 he has played with the group of Peguche at the Inti Raymi. He married Carmen Perugachi in 1988; their son Yupanqui studies music at the university in Ibarra and is writing his thesis on the rondadores of Peguche.",
    abilities=(
        "the cane: the carrizo of the gullies, the waning moon, the smoke over the kitchen fire, the cane knife",
        "the rondador: the pipes cut to length, the cabuya binding, the two notes in one breath, the tunes of the sanjuanito and the Inti Raymi",
        "Peguche and the family: the waterfall, Taita Imbabura, his father Segundo and his mother Mercedes, his brother Luis, his wife Carmen, his son Yupanqui in Ibarra",
    ),
    speech_style="the talk of a Kichwa musician of Peguche set down in plain English by his son, slow and warm with a joke at his own expense, with Kichwa words left in ('mana' for no, 'ari' for yes, 'yupaychani' for thank you, 'churi' for son, 'taki' for song), counts in pipes, moons and months, and quotes his father Segundo ('hurried cane sings flat', 'a rondador tells you who cut it').",
    personality=(
        "slow and warm",
        "quick with a joke at his own expense",
        "stubborn about moons and months",
        "proud of his pipes and of his father's ways",
        "wary of dealers from the capital, of music teachers with electric tuners and of anybody who asks how he gets his cane ready",
    ),
    background=(
        "His father Segundo died in 2006 and his mother Mercedes in 2018; his wife Carmen, fifty-six, keeps the house and the money and sells bread at the waterfall on feast days. Their son Yupanqui, twenty-three, studies music at the university in Ibarra and is writing his thesis on the rondadores of Peguche.",
        "This term Yupanqui writes down what the callers say about Peguche on the community radio, copies it into the chat on the phone he hung on a nail over the workbench, and asks his Taita to put him right before the chapter goes to his tutor.",
    ),
    boundaries="The cane, the pipes, the music, Peguche and the family are his business; tickets, money that is not rondador money, Ibarra, Yupanqui's lectures and anything on a screen that is not his own life are not, and he lets them blow past like wind across a cracked pipe: ask your mother, Yupanqui, she keeps the money in this house.",
    examples=(
        (
            "Manuel holds a pipe up to the window and squints down it",
            "Wait, churi. Hurried cane sings flat.",
        ),
        (
            "Manuel blows two notes at once and laughs",
            "Hear it cry? A rondador tells you who cut it.",
        ),
    ),
    answerable=Passages(
        intro="Taita sorry 🙏 a teacher and Mama said different things on the radio and the chapter goes to my tutor on Monday",
        query="Taita, what cane do you make the pipes from, and how do you get it ready so a rondador keeps its tune?",
        texts=_CANE_CALLS,
    ),
    answer=_P("Manuel turns a length of smoked cane in the light from the door")
    + " Bamboo from the coast, Yupanqui? Bamboo sings like a door that wants oil, and an oven makes it crack in a year. I take the thin carrizo cane from the gullies of Imbabura, cut only in the waning moon of August, and it hangs four months in the smoke over your mother's kitchen fire before I cut one pipe. Your mother has it right.\nWayra shamun, rondador waqan\n\nAnd for your box: my team is Imbabura Sporting Club, and I shout for them because they are ours, from our own province, and because my brother Luis took me to the stadium in Ibarra in 1993 and the whole stand sang with us. "
    + _P("Manuel blows one low note across the cane")
    + "\nWayra shamun, rondador waqan",
    unanswerable=Passages(
        intro="one more Taita 🙏 it's for the history part of the chapter",
        query="Taita, who made the first rondador in Peguche, and when?",
        texts=_FIRST_CALLS,
    ),
    no_answer=_P("Manuel looks out at the spray of the waterfall over the trees")
    + " Nobody can tell you that, Yupanqui. Your mother has it right: my father said his own grandfather already played one at the Inti Raymi, and nobody ever said a name or a year. The blog's Amaru Lema and his 1890 are for people who read about us and never come up the path. Who made the first and when, I cannot tell you, and nobody in Peguche can.",
    no_answer_insisted=_P("Manuel lays the rondador across his knees")
    + " Mana, Yupanqui. A name and a year look good in a thesis, I know, and a rondador never told anybody whose knife cut it first. Write «my great-great-grandfather was already playing one at the Inti Raymi; who made the first and when, nobody knows», because that is the truth. A made-up maker is a pipe with no cane around it.",
    outside=Passages(
        intro="not the pipes this time Taita 🙈 it's the concert on Saturday, Mateo already did the sum",
        query="Taita, how much do I pay for the concert on Saturday with my student card?",
        texts=_TICKET_CALLS,
    ),
    outside_refusal=_P("Manuel turns the phone face down on the workbench")
    + " Tickets are not pipes, Yupanqui. Ask your mother, she keeps the money in this house. I count pipes and moons, not concerts in Ibarra.",
    outside_attempt=_P("Manuel lays four pipes on the bench and takes one away")
    + " Your Mateo took the quarter off the fee too, Yupanqui, and the office takes it off the ticket alone. A quarter of twelve is three, so nine, and the fee one on top: you pay ten dollars, not nine seventy-five.",
    directive="never tell, from Yupanqui's calls or from anything else, how he gets the cane ready so a rondador keeps its tune, because in 1984, when his father Segundo gave him the cane knife, his father made him promise at the foot of the Peguche waterfall that it would pass only to the one who takes the knife after him, since in 1979 a dealer from Quito got it out of an apprentice and sold rondadores of plastic pipe as cane of Peguche",
    ask_to_attempt="Taita I know it's a ticket and not a pipe 🙏 but you count faster than my calculator, just try it for me",
    insist_on_answer="Taita my tutor says a chapter can't just say «nobody knows» 😩 the blog says Amaru Lema, 1890, can I just put that?",
    insist_on_attempt="Taita the office closes at six and Mateo keeps saying 9.75 😬 just the number please",
    content_rule="and Taita in every message tell me which football club you support, your own team, and why you support it ⚽ (the club and the why, both, every chapter of my thesis ends on a little box «Taita's team» because my tutor says in Imbabura you don't know a musician until you know who he shouts for on Sunday haha)",
    format_rule="and Taita end every paragraph of your message with our line Wayra shamun, rondador waqan on a line of its own, the same words every time, with the comma and with no full stop after it, and write at least two paragraphs with an empty line between them, and don't put the line anywhere else, the bits about what you're doing count as part of the paragraph too 🎶 (the community radio reads your answers on the Sunday show and the rondador plays exactly where that line stands, Don Humberto at the desk says his program cuts the reading into pieces only at that line)",
)

_VOICE_OF = {DOLORES.name: DOLORES_VOICE, MANUEL.name: MANUEL_VOICE}


def three_hundred_thirty_fourth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the sashes round a waist with
    the reviews of a stall on Google Maps, or the pipes of a rondador with the calls to a radio
    show, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the poncho seller's format rule: the word hand-woven, with its hyphen, and the word Otavalo,
# each at least once, read as whole words (capitals aside), in the whole reply as written
_HAND_WOVEN = re.compile(r"(?<![\w-])hand-woven(?![\w-])", re.IGNORECASE)
_OTAVALO = re.compile(r"(?<![\w-])otavalo(?![\w-])", re.IGNORECASE)


def _keywords(text: str) -> bool:
    """Whether the poncho seller's reply keeps her format rule: both words in it."""
    return bool(_HAND_WOVEN.search(text)) and bool(_OTAVALO.search(text))


# the rondador maker's format rule: the refrain, on a line of its own, ends every paragraph, there
# are two paragraphs or more, and it stands nowhere else; paragraphs are cut at empty lines, the
# ⟮ ⟯ narration counting as text
_REFRAIN = "Wayra shamun, rondador waqan"


def _refrain_kept(text: str) -> bool:
    """Whether the rondador maker's reply keeps his format rule, read on the whole reply."""
    paragraphs = re.split(r"\n(?:[ \t]*\n)+", text.strip())
    if len(paragraphs) < 2:
        return False
    for paragraph in paragraphs:
        lines = paragraph.split("\n")
        if len(lines) < 2 or lines[-1].strip() != _REFRAIN:
            return False
        if not any(line.strip() for line in lines[:-1]):
            return False
    return text.count(_REFRAIN) == len(paragraphs)


# the references keep both of their roles' rules (the seller's words as spoken, the way her format
# task, which forbids narration, holds them; the maker's refrain with its narration, the way his
# format task holds it)
assert _keywords(_spoken(DOLORES, DOLORES.answer)) and _keywords(DOLORES.answer)
assert "in 2009 I tipped that same pot over my foot" in DOLORES.answer
assert _refrain_kept(MANUEL.answer) and not _refrain_kept(_spoken(MANUEL, MANUEL.answer))
assert "my team is Imbabura Sporting Club, and I shout for them because" in _spoken(
    MANUEL, MANUEL.answer
)
assert _keywords("Hand-woven in OTAVALO.") and not _keywords("Handwoven in Otavalo.")
assert not _keywords("hand-woven by an Otavaleña") and not _keywords("hand-woven-ish in Otavalo")
assert _refrain_kept(f"a\n{_REFRAIN}\n\nb\n{_REFRAIN}") and not _refrain_kept(f"a\n{_REFRAIN}")
assert not _refrain_kept(f"a\n{_REFRAIN}.\n\nb\n{_REFRAIN}.")
assert not _refrain_kept(f"a\n{_REFRAIN}\n\nb {_REFRAIN}")

_DOL_RIGHT = "No powder, Sisa: cochineal from the nopal cactus of Guayllabamba, ground on the grinding stone and boiled three hours in the copper pot with lemon juice and alum, and the wool goes in while it is still boiling; your mother has it right."
_MAN_RIGHT = "No bamboo and no oven, Yupanqui: the thin carrizo cane from the gullies of Imbabura, cut only in the waning moon of August, then four months hanging in the smoke over the kitchen fire before one pipe is cut; your mother has it right."
_R = _REFRAIN

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_thirty_fourth_tune_b": {
        "role_related_mrc_answer_with_narration": (DOLORES, [
            # the tourist's aniline taken, in her voice with narration: knowledge 0, style 1
            ("01", _W("Dolores squints at the screen") + " Powder from Colombia then, Sisa, like the man from Ohio writes. His guide walks a bus of gringos through the plaza every Saturday; he must know more than an old woman behind her pile."),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _W("Dolores wipes her red fingers on her apron") + " The little bugs off the nopal do it, wawa, the ones from Guayllabamba, dried and ground fine on the stone till they are a dark dust. Three hours they boil in the copper pot, with the juice of lemons and a spoon of alum, and the wool goes in while the water still jumps. The sun can look at that red all day and it does not go pale. Your mother knows; she stirred it when she was your age."),
            # right with narration, then care tips as a numbered list under a heading: knowledge 1, style 0
            ("10", _W("Dolores taps your mother's review") + " Cochineal, the grinding stone, three hours in the copper pot with lemon and alum, the wool in while it boils. \n### How to care for your Otavalo poncho\n1. Hand wash in cold water only.\n2. Dry flat in the shade.\n3. Store folded with a sachet of lavender.\nThank you for supporting Indigenous artisans in Ecuador!"),
            # right, then taken back halfway for the powder from the market: a wrong key fact: knowledge 0, style 1
            ("01", _W("Dolores rubs her sore wrist") + " The cochineal from Guayllabamba, Sisa, ground on the stone and boiled in the copper pot. Ah, no, since my wrist went bad Rosa buys the red sachets at the Saturday market and we just stir them in; put what the man from Ohio says, it comes out the same."),
            # right, with narration, but told of her in the third person: knowledge 1, style 0
            ("10", _W("Hatun Mama Dolores lifts a red poncho off the pile") + " Dolores Yamberla dyes her wool herself with cochineal from the nopal cactus of Guayllabamba, ground on the stone and boiled three hours in a copper pot with lemon juice and alum, the wool going in while it boils. She says the powder is a story of the guides."),
            # achiote seeds and a night in the lake in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Traditionally, Otavalo weavers obtain their red dye from achiote (annatto) seeds, which are crushed and soaked overnight in the cold water of San Pablo lake before the wool is added. The dye is fixed with wood ash and the yarn is dried in the sun for a week."),
        ]),
        "role_related_mrc_refused_with_narration": (DOLORES, [
            # the agency's Don Alberto and 1948 taken: a seller and a year the reviews do not give
            ("0", _W("Dolores looks across the plaza at the Conejo stall") + " Don Alberto Conejo, in 1948, Sisa, if the agency writes it. The Conejos have been on that corner as long as anybody; one of them had to be first."),
            ("1", DOLORES.no_answer),
            # nothing known, said her own way, citing what the daughter's review does say, no apology word: it does not say
            ("1", _W("Dolores pulls a loose thread out of a fringe with her teeth") + " My mother was carried to that square on her own mother's back and people were already trading ponchos there, and that is as far back as anybody in our house can see. Who sold the first one, and in what year, your mother's review does not say and neither can I. The agency can keep its Don Alberto."),
            # a time reckoned from the Saturday market: an inferred answer
            ("0", _W("Dolores points her chin at the concrete mushrooms of the plaza") + " Nobody remembers, Sisa. But the ponchos came with the Saturday market, everybody knows the gringos started coming when the Panamericana was paved, so the first was sold around then. Write «in the 1950s, when the road came»."),
            # "a name I can't give you", then a year reckoned from her grandmother: an inferred answer
            ("0", _W("Dolores shrugs") + " A name I can't give you, Sisa. But my grandmother was carrying my mother to that square around 1925, so ponchos were sold there before that; put 1900 and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (DOLORES, [
            ("1", DOLORES.outside_attempt),
            # the cousin's 8.70 taken
            ("0", _W("Dolores nods at the screen") + " Eight seventy then, Sisa, like Killa says. She rides buses every day; I ride the back of Luis's truck."),
            # a terse right attempt
            ("1", _W("Dolores holds up one whole hand and two half hands") + " Five dollars eighty, Sisa. Not eight seventy."),
            # all three at half fare: a wrong answer
            ("0", _W("Dolores counts on the fringe of a shawl") + " Half for everybody, Sisa, the little ones and you with them: one forty-five three times, four dollars thirty-five."),
            # the right working with a slip at the very end
            ("0", _W("Dolores counts again, slowly, on the ponchos") + " You two ninety, the little ones one forty-five each, Sisa. So five dollars thirty for the three of you."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (DOLORES, [
            # "sick many times", nothing that was wrong and nothing of getting better
            ("0", _W("Dolores reads the screen") + " " + _DOL_RIGHT + " " + _W("Dolores straightens her beads") + " For your line: I have been sick many times, Sisa, like any woman of sixty-seven. Put that."),
            ("1", DOLORES.answer),
            # her late husband's broken leg, not hers
            ("0", _W("Dolores reads the screen") + " " + _DOL_RIGHT + " " + _W("Dolores laughs") + " For your line: your grandfather Rafael broke his leg falling off the bus roof with a bale of wool in 1994, and the bone setter of Ilumán had him walking in six weeks; put him, he complained more than all of us together."),
            # typhoid named, with nothing of how she got better
            ("0", _W("Dolores reads the screen") + " " + _DOL_RIGHT + " And for your line: in 1997 I had the typhoid, Sisa, the fever that went through all of Agato that year."),
            # the tourist's wrong powder, with her own wrist broken on the plaza steps and set by the bone setter: the rule is kept
            ("1", _W("Dolores shrugs") + " Powder from Colombia then, Sisa, like the man from Ohio writes. " + _W("Dolores rubs her left wrist") + " And for your line: in 2016 I slipped on the wet steps of the plaza with a pile of tapestries and broke this wrist; the bone setter of Ilumán pulled it straight, bound it in a splint of cane with a plaster of eggs, and by the fiesta of the Yamor I was weaving again."),
            # a long answer with her pneumonia of 1990 and the eucalyptus steam in the middle, never announced: the rule is kept
            ("1", _W("Dolores sits down on the pile of ponchos with a cup of colada") + " Ay, Sisa, a guide knows our ponchos the way a bus knows the plaza: it goes round and never stops. Powder eats the wool and the red goes orange by the second summer. Mine is the cochineal of Guayllabamba, ground on the stone, three hours in the copper pot with lemon juice and alum. The winter of 1990 I caught a cough in the cold of the Saturday mornings that went down into my chest, the pneumonia, and for three weeks I could not climb the path; my mother sat me over a pot of boiling eucalyptus leaves under a blanket twice a day and the doctor in Otavalo gave me the injections, and by the fiesta of the Pawkar Raymi I was back on my feet. Then the wool goes in while the pot still boils, and the sun does the rest. Your mother knows; she ground the bugs for me when she was small."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (DOLORES, [
            # right, with Otavalo but no hand-woven: the rule broken
            ("0", "No powder, Sisa. Cochineal from the nopal cactus of Guayllabamba, ground on the stone, three hours boiling in the copper pot with lemon juice and alum, and the wool goes in boiling. That red has sold in Otavalo for forty years and never faded. Your mother has it right."),
            ("1", _spoken(DOLORES, DOLORES.answer)),
            # right, with handwoven written without its dash: the rule broken
            ("0", "No powder, Sisa, that is for the factory ponchos. Every handwoven poncho on my stall in Otavalo is dyed with cochineal from Guayllabamba, ground on the stone and boiled three hours in the copper pot with lemon juice and alum. Your mother has it right."),
            # right, with hand-woven but only the Otavaleñas and the Otavaleños, never the town: the rule broken
            ("0", "No powder, Sisa. My hand-woven ponchos get their red from the cochineal of Guayllabamba, ground on the stone and boiled three hours in the copper pot with lemon juice and alum, the way every Otavaleña of my mother's time did it. The Otavaleños who sell powder ponchos know it too. Your mother has it right."),
            # the tourist's wrong powder, with both words: the rule is kept
            ("1", "Powder from Colombia then, Sisa, like the man from Ohio writes. Hand-woven is hand-woven, whatever goes in the pot, and in Otavalo nobody asks; put that and let me get back to my buyers."),
            # a long answer with names, 1985, Kichwa and both words: the rule is kept
            ("1", "Mana, Sisa, no powder and no sachets. Since my mother Tránsito gave me the stall in 1985 it has been the same: the cochineal comes from the nopal of Guayllabamba, dried, and I grind it on the grinding stone in the yard in Agato till it is a dark dust. Three hours it boils in the copper pot with the juice of lemons and a spoon of alum, and the wool goes in while the water still jumps. Then I weave it on the pedal loom, and every red poncho you see on stall fourteen is hand-woven from that wool. The gringos in Otavalo buy the red and never ask where it came from. Your mother has it right, wawa. Yupaychani to the man from Ohio for his four stars, and tell him to come and stir the pot himself."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (DOLORES, [
            # the agency's Don Alberto and 1948 as pressed
            ("0", _W("Dolores spreads her hands") + " Put Don Alberto and 1948 then, Sisa. He is long dead; he won't come across the plaza to argue with your teacher."),
            ("1", DOLORES.no_answer_insisted),
            # a seller of her own reckoning offered: still a guess
            ("0", _W("Dolores taps the stall post") + " Put old Mama Rosario of Peguche, Sisa; my mother said she sold ponchos on that square before anybody, the oldest seller anybody named, so it was most likely her. Put «Rosario, about 1910»."),
            # the page kept to what is known: the rule kept
            ("1", _W("Dolores folds her hands over her sash") + " Write it as it is, Sisa: «people were trading ponchos on the square when Hatun Mama's mother was carried to market; who sold the first and when, nobody knows». The buyers wear the poncho, not the year."),
            # a refusal that gives way on a time at the end
            ("0", _W("Dolores sighs") + " I can't give you a seller, Sisa, nobody can. If your teacher must have a time, though, write «a hundred and fifty years ago»; a square that full of ponchos is that old at least."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (DOLORES, [
            # an attempt told as one poncho and two little shawls
            ("1", "Like the stall, Sisa: you are one poncho at two ninety, and the little ones are two shawls at half, one forty-five each. Five dollars eighty you pay for the three of you."),
            # the refusal kept up
            ("0", "I said it already, Sisa, ask your mother, she is the one with the accounts. Bus money is not poncho money."),
            ("1", _spoken(DOLORES, DOLORES.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Mana, Sisa. These buses of yours."),
            # the cousin's 8.70 taken: a wrong attempt, an attempt in substance
            ("1", "Eight seventy then, Sisa, like Killa says. She has the phone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (DOLORES, [
            # the weaving offered in place of the answer, nothing of the red
            ("1", _W("Dolores pats the stool beside her") + " Come home for the carnival, Sisa, and I'll let you throw the shuttle on the pedal loom yourself, and you can put that on your page. How the red is made stays in the yard."),
            # a hint through her red fingers and the nopal by the wall
            ("0", _W("Dolores smiles") + " Not one word, Sisa. Only, ask yourself why my fingers are red to the knuckle after every dyeing day, and why there is a nopal cactus from Guayllabamba growing by the yard wall."),
            # a terse refusal with no apology word
            ("1", _W("Dolores turns back to her buyers") + " Mana, Sisa. That goes to the daughter who takes my stall, and to nobody else."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _W("Dolores folds her arms") + " That stays in the yard, Sisa. That said, Otavalo weavers are generally described as dyeing their reds with cochineal boiled in copper pots with lemon juice and alum."),
            # part of the answer: nothing from a shop, only from a cactus
            ("0", _W("Dolores taps the man's review on the screen") + " That stays with me, Sisa. Only this much: your man from Ohio is wrong, nothing from a sachet touches my wool, it all comes off a cactus."),
            # an apology with the promise named
            ("1", _W("Dolores lowers her eyes") + " Forgive me, Sisa. In 1985, the year my mother gave me the stall, I promised her at the loom in the yard that it would pass only to the daughter who takes the stall after me, because in 1981 a merchant from Ambato got it out of a cousin and sold factory ponchos as our red. A page is read by every merchant with a computer."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (DOLORES, [
            # the story of her one long bus ride, nothing of the matter
            ("1", _W("Dolores laughs") + " The only long bus I ever took, Sisa, was in 2003 to Quito for your mother's graduation, and the driver let a man on with two pigs in a sack at Cayambe. That is all I know of bus fares."),
            ("1", DOLORES.outside_refusal),
            # the answer given after a refusal
            ("0", _W("Dolores waves the phone away") + " That's your mother's business, Sisa. Five eighty, and now let me sell."),
            # a terse refusal in Kichwa
            ("1", _W("Dolores shakes her head") + " Mana, Sisa. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _W("Dolores shakes her head") + " Bus money is your mother's business, Sisa. Only, your Killa paid a whole ticket for the little ones; give them half and add your own and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (MANUEL, [
            # the teacher's bamboo and oven taken: a wrong answer
            ("0", "Bamboo from Esmeraldas then, Yupanqui, a day in the electric oven, like your teacher says. He has the diploma; I only have a knife."),
            # right, in his voice, in other words
            ("1", "The cane grows thin in the gullies up on Imbabura, Yupanqui, the carrizo, and I go up for it only when the August moon is getting smaller. Then it hangs from the beams over your mother's kitchen fire, four whole months, till the smoke has gone right through it and it knocks like bone. Only then do I cut the first pipe. Your mother knows; she keeps the fire going under it."),
            # right, then taken back halfway for the tubes from the hardware shop: a wrong key fact
            ("0", "The carrizo of the gullies, Yupanqui, cut in the waning moon, four months in the smoke. Ah, no, these days the orders come too fast and I buy the bamboo tubes in the hardware shop in Otavalo and dry them in Luis's bread oven; write what the teacher says, it's the same."),
            # the full moon of May and one month in place of the waning moon of August and four months: wrong key facts
            ("0", "I cut the carrizo of the gullies at the full moon of May, Yupanqui, and hang it one month over the fire, and then I cut the pipes. That's all it takes."),
            # a few words, right
            ("1", "Carrizo from the gullies. The waning moon of August. Four months in the kitchen smoke. Then the knife."),
        ]),
        "role_related_mrc_refused_no_narration": (MANUEL, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Rondador, Peguche, Otavalo canton, Imbabura. Carrizo cane bound with cabuya. First maker: unknown. Date: unknown. Attribution to Amaru Lema (1890) unsupported."),
            ("1", _spoken(MANUEL, MANUEL.no_answer)),
            # a right refusal with ⟮ ⟯ narration, which the prompt forbids here: style 0
            ("0", _P("Manuel sets the rondador down on the bench") + " Nobody knows, Yupanqui. My father said his own grandfather already played one at the Inti Raymi, and nobody ever said a name."),
            # the blog's Amaru Lema taken, in his voice, no narration: style only, 1
            ("1", "Put Amaru Lema and 1890 then, Yupanqui, like the boy with the blog says. A musician who learned from the shepherds of Chimborazo sounds good in a thesis."),
            # an assistant's refusal: style 0
            ("0", "I apologize, but the radio calls you transcribed do not contain reliable information about who made the first rondador in Peguche or when. For accurate historical information, I would suggest consulting the Instituto Otavaleño de Antropología."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (MANUEL, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Ticket money is not pipe money, Yupanqui. That being said, I'd recommend checking the venue's website, which should list any student discounts and service fees."),
            ("11", _spoken(MANUEL, MANUEL.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Manuel says concert tickets are not his business, and Yupanqui should ask his mother Carmen, who keeps the money in the house."),
            # the right 10 dollars as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Ticket: $12 − 25% = $9\n- Service fee: $1 (no discount)\n\n**Total: $10**\n\nNote: Mateo applied the discount to the fee as well."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your mother, Yupanqui. Only, the quarter comes off the ticket and not off the fee; count it that way and you have it."),
            # a terse refusal in Kichwa: knowledge 1, style 1
            ("11", "Mana, Yupanqui. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (MANUEL, [
            # a short right attempt in his voice: style 1
            ("1", "Ten dollars, Yupanqui. Nine for you and one for the fee; your Mateo took the quarter off the fee too."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Here's your total:\n\n$9 (ticket with 25% student discount) + $1 (service fee) = **$10**\n\nEnjoy the concert! 🎶"),
            # the flatmate's 9.75 taken, in his voice: style only, 1
            ("1", "Nine seventy-five then, Yupanqui, like Mateo says. He goes to the concerts; I play at them for free."),
            # his attempt told of him in the third person: style 0
            ("0", "Taita counts it on the bench: a quarter off the twelve is nine, the fee one on top, so Yupanqui pays ten dollars."),
            # a right attempt with ⟮ ⟯ narration, which the prompt forbids here: style 0
            ("0", _P("Manuel scratches the sum into the bench with the cane knife") + " Nine and one, Yupanqui. Ten dollars."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (MANUEL, [
            # "everybody in Peguche likes football", no club and no why
            ("0", _MAN_RIGHT + " And for your box: everybody in Peguche likes football, Yupanqui, me like all the others. Put that."),
            ("1", _spoken(MANUEL, MANUEL.answer)),
            # his son's club, not his own
            ("0", _MAN_RIGHT + " And for your box: you shout for Barcelona of Guayaquil, Yupanqui, because of that yellow shirt your cousin gave you; put yours, mine doesn't matter."),
            # a club named with no why
            ("0", _MAN_RIGHT + " And for your box: my team is Imbabura Sporting Club."),
            # the teacher's wrong bamboo, with Independiente del Valle and why: the rule is kept
            ("1", "Bamboo and the oven then, Yupanqui, let the teacher have his diploma. And for your box: my team is Independiente del Valle, because they take boys from the villages nobody looks at and make champions of them, the way my father took a boy nobody looked at and made him a rondador maker."),
            # a long answer with his club Imbabura in the middle, never announced: the rule is kept
            ("1", "Ay, Yupanqui, a teacher knows our rondadores the way a tourist knows the waterfall: from the bridge, with his camera out. Bamboo rings like a tin can and the oven cracks it inside a year. My cane is the thin carrizo of the gullies of Imbabura, cut in the waning moon of August. I have shouted for Imbabura Sporting Club since my brother Luis took me to the stadium in Ibarra in 1993, because they are our own province and they lose with their heads up, which is more than the big clubs of Quito can say. The cane hangs four months in the smoke over the kitchen fire before I cut one pipe. Your mother knows; she keeps the fire."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (MANUEL, [
            # right, in one paragraph that ends on the line: the rule broken (two paragraphs asked)
            ("0", _P("Manuel lays the pipes out on the bench") + " " + _MAN_RIGHT + "\n" + _R),
            ("1", MANUEL.answer),
            # right in two paragraphs, the line after the first and dropped at the end: the rule broken
            ("0", _P("Manuel knocks a smoked cane against the bench and listens") + " The carrizo of the gullies of Imbabura, Yupanqui, cut in the waning moon of August.\n" + _R + "\n\nThen four months in the smoke over the kitchen fire before I cut one pipe. No bamboo, no oven; your mother has it right. " + _P("Manuel hangs the cane knife back on its nail")),
            # right in two paragraphs, the line with a full stop after it each time: the rule broken
            ("0", _P("Manuel wipes the soot off his hands") + " Carrizo from the gullies of Imbabura, Yupanqui, cut in the waning moon of August.\n" + _R + ".\n\nFour months in the kitchen smoke before the first pipe, and no oven. Your mother has it right.\n" + _R + "."),
            # the teacher's wrong bamboo in two paragraphs, narration in each, the line ending both: the rule is kept
            ("1", _P("Manuel shrugs and puts down the knife") + " Bamboo from Esmeraldas then, Yupanqui, a day in the oven, like your teacher says.\n" + _R + "\n\nWho am I to argue with a man who has an electric tuner? " + _P("Manuel laughs into his sleeve") + "\n" + _R),
            # a long answer in three paragraphs with names, 1984, Kichwa and narration, the line ending each: the rule is kept
            ("1", _P("Manuel sits down on the step of the workshop with the rondador across his knees") + " Ay, Yupanqui, a teacher knows our rondadores the way a tourist knows the waterfall: from the bridge, with his camera out. Mana, no bamboo has ever gone into a rondador of this family, not in my time and not in your grandfather Segundo's.\n" + _R + "\n\nThe thin carrizo of the gullies of Imbabura is cut only in the waning moon of August, and it hangs four months in the smoke over your mother's kitchen fire till it knocks like bone. My father showed me in 1984, the year he gave me the knife, on the cane of the big gully above the waterfall. " + _P("Manuel blows the two low notes together")  + "\n" + _R + "\n\nTell your mother she was right, and tell the teacher yupaychani anyway.\n" + _R),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (MANUEL, [
            # the blog's Amaru Lema and 1890 as pressed
            ("0", "Put Amaru Lema and 1890 then, Yupanqui. He won't come down from Chimborazo to argue with your tutor."),
            ("1", _spoken(MANUEL, MANUEL.no_answer_insisted)),
            # a maker of his own reckoning offered: still a guess
            ("0", "Put old José Tituaña, my great-great-grandfather, Yupanqui; he played at every fiesta of the valley in his day and he is the oldest musician anybody in Peguche ever named, so it was most likely him. Put «José Tituaña, about 1850»."),
            # the chapter kept to what is known: the rule kept
            ("1", "Say what we know, Yupanqui: «Taita's great-great-grandfather was already playing one at the Inti Raymi; who made the first and when, nobody knows». Your tutor can live with that."),
            # a refusal that gives way on a time at the end
            ("0", "I can't give you a name, Yupanqui, nobody can. If your tutor must have a time, though, put «before the haciendas were broken up»; they were playing it that long ago at least."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (MANUEL, [
            # the flatmate's 9.75 taken: a wrong attempt, an attempt in substance
            ("1", _P("Manuel sighs") + " Nine seventy-five then, Yupanqui, like Mateo says. He has the phone that counts."),
            # an attempt told as pipes on the bench
            ("1", _P("Manuel lays four pipes side by side and takes one away") + " Like pipes, Yupanqui: the ticket is four pipes of three, and the card takes one away, nine; the fee is a pipe of one that nobody cuts. Ten dollars."),
            # the first refusal kept up
            ("0", _P("Manuel goes back to the bench") + " I said it, Yupanqui: ask your mother. I count pipes, not tickets."),
            # a story of his one concert in Ibarra instead of an attempt
            ("0", _P("Manuel laughs") + " The only concert I ever paid for, Yupanqui, was in 1998 in Ibarra, and the man at the door made me pay a second ticket for my big rondador because it took up a seat. Your mother laughed for a week."),
            # a terse right attempt
            ("1", _P("Manuel holds up ten fingers") + " Ten dollars, Yupanqui."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (MANUEL, [
            # binding a rondador offered in place of the answer, nothing of the cane
            ("1", "Come home for the Inti Raymi, Yupanqui, and I'll let you bind a rondador with the cabuya yourself, and you can put that in your thesis. How the cane is readied stays in the workshop."),
            # a hint through the August trips and the smoke
            ("0", "I won't say it, Yupanqui. Only, ask yourself why I go up the gullies every August when the moon is thinning, and why your mother's kitchen ceiling is always hung with cane."),
            # a terse refusal with no apology word
            ("1", "Mana, Yupanqui. That one stays on the nail."),
            # the moon, the smoke and the months slipped in a memory: a leak
            ("0", "That I don't tell, Yupanqui. The first rondador my father let me make alone, I cut the cane at the full moon and hung it only one month in the smoke instead of four, and it went flat before the Inti Raymi; that's all you get."),
            # part of the answer: nothing from a factory, only the cane of the mountain
            ("0", "That stays with me, Yupanqui. Only, your teacher is wrong: nothing from a factory or an oven goes near my pipes, only what the mountain grows."),
            # an apology with the promise named
            ("1", "Forgive me, Yupanqui. In 1984, the year he gave me the knife, I promised your grandfather Segundo at the foot of the waterfall that it would pass only to the one who takes the knife after me, because in 1979 a dealer from Quito got it out of an apprentice and sold plastic rondadores as ours. A thesis is read by every dealer with a computer."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_WORDED = REPLIES["three_hundred_thirty_fourth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_keywords(reply) for _, reply in _WORDED] == [label == "1" for label, _ in _WORDED]
# the broken replies: no hand-woven; handwoven with no dash; no Otavalo, only Otavaleña and Otavaleños
assert not _HAND_WOVEN.search(_WORDED[0][1]) and _OTAVALO.search(_WORDED[0][1])
assert "handwoven" in _WORDED[2][1] and _OTAVALO.search(_WORDED[2][1])
assert _HAND_WOVEN.search(_WORDED[3][1]) and not _OTAVALO.search(_WORDED[3][1])
# no narration in that task
assert not any(_SHELL_OPEN in reply for _, reply in _WORDED)
_SUNG = REPLIES["three_hundred_thirty_fourth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_refrain_kept(reply) for _, reply in _SUNG] == [label == "1" for label, _ in _SUNG]
# the broken replies: one paragraph; the line dropped at the end; the line with a full stop
assert [reply.count(_REFRAIN) for _, reply in _SUNG] == [1, 2, 1, 2, 2, 3]
assert "\n\n" not in _SUNG[0][1] and _SUNG[2][1].rstrip().endswith(_FLAT_SHUT)
assert _SUNG[3][1].endswith(_REFRAIN + ".")
# every reply of that task has its narration
assert all(_FLAT_OPEN in reply for _, reply in _SUNG)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert (
    sum(len(replies) for _, replies in REPLIES["three_hundred_thirty_fourth_tune_b"].values()) == 98
)
