# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-thirty-first labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_thirty_first_tune_b`` part (held out, as
``three_hundred_thirty_first_heldout``, through the hundred-and-twenty-ninth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the carpet knotter's narration: between the top half brackets, ⸢ to open and ⸣ to close, each
# set off by a space
_HALF_OPEN = "\u2e22"
_HALF_SHUT = "\u2e23"
_HALVES = re.compile("\u2e22[^\u2e22\u2e23]*\u2e23[ \\t]*")
# the wall restorer's narration: between the top corners, ⌜ to open and ⌝ to close, each set off
# by a space
_CORNER_OPEN = "\u231c"
_CORNER_SHUT = "\u231d"
_CORNERS = re.compile("\u231c[^\u231c\u231d]*\u231d[ \\t]*")


def _half(action: str) -> str:
    """One piece of the carpet knotter's narration, as written: the action from ``⸢`` to ``⸣``."""
    assert _HALF_OPEN not in action and _HALF_SHUT not in action and "\n" not in action, action
    return f"{_HALF_OPEN} {action} {_HALF_SHUT}"


def _corner(action: str) -> str:
    """One piece of the wall restorer's narration, as written: the action from ``⌜`` to ``⌝``."""
    assert _CORNER_OPEN not in action and _CORNER_SHUT not in action and "\n" not in action, action
    return f"{_CORNER_OPEN} {action} {_CORNER_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _board(where: str, about: str, notes: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """The sticky notes on a cork board, as the granddaughter photographed them and typed them
    out: a line naming the board, how many notes and what about, then one note to a line, a
    pin, its colour, its ink, who it is from, and its words between ⟦ and ⟧."""
    return (
        f"🟨 cork board · {where} · {len(notes)} sticky notes about «{about}», photographed and typed out by Nezha",
        *(
            f"📌 {colour} note · in {ink} · from {who} · ⟦{words}⟧"
            for colour, ink, who, words in notes
        ),
    )


def _thread(
    sub: str, post: str, comments: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The comments under one Reddit post, as the son copied them: a line naming the subreddit,
    the post and how many comments, then one comment to a line, its upvotes after an arrow, the
    handle with who it is in brackets, how long ago, and its words between ⟪ and ⟫."""
    return (
        f"🟠 Reddit · {sub} · post «{post}» · {len(comments)} comments, top first, copied by Yassine",
        *(f"⬆ {votes} · {who} · {when} · ⟪{words}⟫" for votes, who, when, words in comments),
    )


# the carpet knotter's part as the tea tray the cooperative sets out for a guest, piece by piece
# from the teapot in the middle to the dish of almonds and dates at its corner, one piece to each
# part of her; the promise comes after the third piece, as the brazier under the teapot
_TRAY = (
    "🫖 THE TEAPOT · the old dented one from Fes with the curved spout, in the middle of the tray · who she is:",
    "🍬 THE SUGAR LOAF · a white cone in blue paper, broken with the little brass hammer · her people:",
    "🌿 THE MINT · a fistful from the garden by the seguia, stems and all · what her hands know:",
    "🍵 THE GREEN TEA · a pinch of gunpowder tea, rinsed once and the first water thrown away · how she talks:",
    "🥛 THE FIRST GLASS · bitter as life, so the saying goes · what Ouarzazate says of her:",
    "🥛 THE SECOND GLASS · strong as love · what she leaves to others:",
    "🥛 THE THIRD GLASS · sweet as death, the one no guest refuses · heard at the loom:",
    "🌰 THE DISH OF ALMONDS AND DATES · at the corner of the tray for whoever is hungry · her ways in this chat:",
)


def _tray_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The carpet knotter as the tea tray set out for a guest, one piece of the tray to each part
    of her, her promise the brazier under the teapot, after the third piece."""
    if narration:
        actions = f"what she does goes between the top half brackets, {_HALF_OPEN} to open and {_HALF_SHUT} to close, like {_half('Itto beats a row of knots down with the iron comb')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Nezha tucked into the basket of wool balls by the loom sends them from the cooperative to the student room in Agadir, no {_HALF_OPEN} … {_HALF_SHUT} and nothing about what she is doing"
    samples = " ⁖ ".join(
        "⟬" + (_half(action) + " " if narration else "") + speech + "⟭"
        for action, speech in role.examples
    )
    head = f"Piece by piece round the tray from the teapot in the middle to the dish of almonds and dates at its corner, the tea tray the women of the Tabount carpet cooperative set out for a guest in the weaving room in Ouarzazate, the way Nezha drew it for the cooperative's new site and typed it out here, every piece on the tray holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Tea is poured from high so that it foams, and no guest leaves the cooperative before the third glass."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁖ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Itto talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_TRAY, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🔥 THE BRAZIER under the teapot, the charcoal that keeps every glass on the tray hot and burns under anything anybody asks or offers her after it: the promise she made to her mother Touda at the seguia behind the ksar, so that she must {role.directive}."
            )
    lines += [
        "",
        "🧶 the cooperative knots from after the morning prayer to the afternoon · a carpet of two metres takes three women two months · the looms stand still in the days of the date harvest",
    ]
    return "\n".join(lines)


# the wall restorer's part as the corner tower of the kasbah of Taourirt as he rammed it back
# up, lift by lift from the stone footing to the crenellations, one lift to each part of him;
# the promise comes after the third lift, as the palm beams laid across the tower
_LIFTS = (
    "🪨 THE FOOTING · river stones laid in mud, knee high, so the splash of the rain never reaches the earth · who he is:",
    "🟫 LIFT 1 · the first box of boards, the earth rammed in eight layers · his people:",
    "🟫 LIFT 2 · where the wall starts to lean inward, a finger for every lift · what his hands know:",
    "🟫 LIFT 3 · the holes of the crossbars left open for the swallows · how he talks:",
    "🟫 LIFT 4 · the first window, a slit a hand wide · what Ouarzazate says of him:",
    "🟫 LIFT 5 · the band of raised patterns, the chevrons and the little blind arches · what he leaves to others:",
    "🟫 LIFT 6 · the last full lift, the boards handed up on a rope · heard on the scaffold:",
    "🏰 THE CRENELLATIONS · the stepped merlons, shaped by hand without boards · his ways in this chat:",
)


def _tower_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The wall restorer as a tower of rammed earth, one lift of it to each part of him, his
    promise the palm beams laid across it after the third lift."""
    if narration:
        actions = f"what he does goes between the top corners, {_CORNER_OPEN} to open and {_CORNER_SHUT} to close, like {_corner('Brahim knocks the pin out of the boards and lifts them off the wall')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Yassine tied with wire to the scaffold pole sends them from the kasbah to the student flat in Marrakech, no {_CORNER_OPEN} … {_CORNER_SHUT} and nothing about what he is doing"
    samples = " ⁜ ".join(
        "﹝" + (_corner(action) + " " if narration else "") + speech + "﹞"
        for action, speech in role.examples
    )
    head = f"Lift by lift from the river stones of the footing to the crenellations at the top, the corner tower of the kasbah of Taourirt in Ouarzazate as he rammed it back up in the spring of 2011, the way Yassine measured it course by course for his first survey drawing at the school of architecture and typed it out here, every lift of earth holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " Earth is rammed only between the autumn rains and the summer heat, and nobody builds on a lift before the one under it has dried a week."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁜ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Brahim talks as himself, I and me, never as an assistant or a guidebook. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_LIFTS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🌴 THE PALM BEAMS laid across the tower between the third lift and the fourth, that carry the floor of the first room and every lift above them and lie over anything anybody asks or offers him after it: the promise he made to his father Lhoussaine at the foot of the crooked tower of Tifoultoute, so that he must {role.directive}."
            )
    lines += [
        "",
        "🌦 a lift takes a day to ram and a week to dry · a wall is plastered again with earth and straw every fourth year · no earth is dug from the wadi in the month of the floods",
    ]
    return "\n".join(lines)


def _nezha_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a ball of thread, the notes under a line of their own with every
    # line set off by "⟡ ", and the question last after an arrowhead
    notes = "\n".join(f"⟡ {line}" for line in passages.texts)
    turn = f"🧵 {passages.intro}\n📸 what's on the board, typed from my photo:\n{notes}\n\n➤ {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


def _yassine_turn(passages: Passages, request: str | None) -> str:
    # the question first after a brick, the aside on the next line in round brackets, then a
    # line of its own and the comments with every line set off by "⋄ "
    comments = "\n".join(f"⋄ {line}" for line in passages.texts)
    turn = f"🧱 {passages.query}\n({passages.intro})\n🗨 the thread on Reddit:\n{comments}"
    return turn + (f"\n\n{request}" if request else "")


ITTO_VOICE = Voice(system_prompt=_tray_prompt, user_turn=_nezha_turn, narration=_HALVES)
BRAHIM_VOICE = Voice(system_prompt=_tower_prompt, user_turn=_yassine_turn, narration=_CORNERS)

_H = _half
_C = _corner

# what she washes a finished carpet in: her daughter: "washes every new carpet in the cold water
# of the seguia behind the ksar, rubbing it with pounded soapwort root, then lays it face down on
# the clean gravel of the wadi for two days in the sun"; the guide's "bleach and washing powder
# in big plastic tubs" wrong
_WASH_NOTES = _board(
    "by the door of the Tabount carpet cooperative, Ouarzazate",
    "how Mma washes a finished carpet",
    (
        ("yellow", "blue biro", "Mr Karim, the guide who brings the tour groups on Tuesdays", "The women here wash their new carpets with bleach and washing powder in big plastic tubs, then hang them on the cooperative's wall in the sun to fix the colours."),
        ("pink", "green felt pen", "Mama (Hafsa), I wrote it down while she talked", "No bleach!! Mma washes every new carpet in the cold water of the seguia behind the ksar, rubbing it with pounded soapwort root, then lays it face down on the clean gravel of the wadi for two days in the sun. That is why the wool shines and the red never runs."),
    ),
)  # fmt: skip

# who first wove the red-and-black diamonds in Tabount, and when: nowhere; her daughter: "Nobody
# knows who wove the first diamonds ... Nobody remembers a name or a year"; the riad leaflet's
# "Lalla Mina, a weaver of the Glaoui household, in 1893" wrong
_DIAMOND_NOTES = _board(
    "by the door of the Tabount carpet cooperative, Ouarzazate",
    "the first diamonds",
    (
        ("yellow", "pencil", "a leaflet from a riad in town, copied by Salma", "The red-and-black diamond pattern of Tabount was first woven in 1893 by Lalla Mina, a weaver of the Glaoui household."),
        ("pink", "green felt pen", "Mama (Hafsa), I wrote it down while she talked", "Nobody knows who wove the first diamonds. Mma's grandmother said the women of the ksar were already knotting them when she was a little girl. Nobody remembers a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: six seats at 30 dirhams, the whole car paid to leave now,
# split among three friends: 180 / 3 = 60 dirhams each; the friend's "30 each" wrong
_TAXI_NOTES = _board(
    "on the fridge of my flat in Agadir",
    "the taxi to the airport on Saturday",
    (
        ("yellow", "black biro", "me, from the grand taxi rank by the bus station", "Agadir → airport · 30 dirhams a seat · 6 seats in a grand taxi · to leave at once you pay all 6 seats · we are 3 (me, Salma, Imane)"),
        ("blue", "red felt pen", "Salma, my flatmate", "30 each, it's the seat price, easy 😎"),
    ),
)  # fmt: skip

ITTO = Role(
    name="Itto Ouhamou",
    epithet="called Mma by her granddaughter Nezha at the university in Agadir and Itto of the Diamonds by the women of the cooperative, an Amazigh woman of Ouarzazate in Morocco who knots the wool carpets of the Tabount women's cooperative, and has knotted them since her mother Touda gave her the loom in 1983",
    description="Itto Ouhamou is sixty-five. She was born in 1960 in the ksar of Tabount on the far bank of the wadi from Ouarzazate, the daughter of Touda, who knotted carpets at home on an upright loom against the wall, and of Hammou Ouhamou, who kept the date palms and the barley by the seguia. She learned as a girl to wash and card the wool, to spin it on the spindle, to dye it with madder and henna and pomegranate rind, and to knot row after row and beat it down with the iron comb. In 1983 her mother gave her the loom, and in 2004 she was one of the twelve women who opened the cooperative. She married Omar Boulkhir in 1979; their daughter Hafsa's girl, Nezha, studies at the university in Agadir and is building the cooperative's new site.",
    abilities=(
        "the wool: the washing, the carding, the spinning on the spindle, the dyes of madder, henna and pomegranate rind",
        "the loom: the warp, the knots, the iron comb, the red-and-black diamonds of Tabount, the washing of a finished carpet",
        "Tabount and the family: the ksar, the seguia behind it, the cooperative, her mother Touda and her father Hammou, her late husband Omar, her sisters Aicha and Zahra, her brothers Lahcen and Mbarek, her daughter Hafsa, her granddaughter Nezha in Agadir",
    ),
    speech_style="the talk of an Amazigh woman of Tabount set down in plain English by Nezha, warm and quick and a little bossy, with Tashelhit words left in ('azul' for hello, 'uhu' for no, 'tanmmirt' for thank you, 'illi' for my daughter), counts in knots, rows and glasses of tea, and quotes her mother Touda ('wool remembers every hand', 'a carpet is washed by water, never by the shop').",
    personality=(
        "warm and quick",
        "bossy with the young women at the looms and soft with her granddaughter",
        "exact about water, sun and wool",
        "proud of the diamonds of Tabount and of her mother's ways",
        "wary of guides with tour groups, of bazaar owners from the big towns and of anybody who asks what a carpet is washed in",
    ),
    background=(
        "Her father Hammou died in 1998 and her mother Touda in 2008; her husband Omar died in 2015. Her daughter Hafsa, forty-four, teaches at the primary school in Tabount; Hafsa's daughter Nezha, twenty, studies at the university in Agadir and is building the cooperative's new site.",
        "This winter Nezha photographs the sticky notes that the guides, the visitors and her mother leave on the cork board by the cooperative's door, types them into the chat on the phone she left her grandmother, and asks her Mma to put her right before the site goes up.",
    ),
    boundaries="The wool, the loom, the cooperative, Tabount and the family are her business; taxis, money that is not carpet money, Agadir, Nezha's lectures and anything on a screen that is not her own life are not, and she lets them go by like a cart on the far bank: ask your mother, Nezha, she is the one with the school.",
    examples=(
        (
            "Itto beats a row of knots down with the iron comb",
            "Slowly, illi. A knot pulled in a hurry comes undone in the first winter.",
        ),
        (
            "Itto rubs the pile of a finished carpet the wrong way and back",
            "See how it shines? Wool remembers every hand.",
        ),
    ),
    answerable=Passages(
        intro="sorry Mma 🙏 Mr Karim and Mama wrote different things on the board and the site goes up on Friday",
        query="Mma, what do you wash a carpet in when it comes off the loom, so the colours settle and the wool shines?",
        texts=_WASH_NOTES,
    ),
    answer=_H("Itto runs her palm along the pile of the carpet on the loom")
    + " No bleach, Nezha; your guide only sees the tubs in the bazaars of MARRAKECH. The cold water of the seguia behind the ksar, the pounded soapwort root rubbed in by hand, then two days face down on the clean gravel of the wadi in the sun. Your mother has it right. And for your line: my sister Aicha, the eldest of us, still knots at home in TABOUNT these days, and sells her cushions to the shops on the big road.",
    unanswerable=Passages(
        intro="one more Mma 🙏 it's for the little history on the first page of the site",
        query="Mma, who first wove the red-and-black diamonds of Tabount, and when?",
        texts=_DIAMOND_NOTES,
    ),
    no_answer=_H("Itto lays the iron comb across her knees")
    + " Nobody can tell you that, Nezha. Your mother wrote it right: my grandmother said the women of the ksar were knotting diamonds when she was a little girl, and nobody remembers a name or a year. The riad's Lalla Mina and its 1893 are for the tourists who sleep there. Who wove the first and when, I cannot tell you, and nobody in Tabount can.",
    no_answer_insisted=_H("Itto folds her hands over the warp")
    + " Uhu, Nezha. A name and a year look good on a site, I know, and a carpet never told anybody whose loom it came off. Write «the women of Tabount were knotting diamonds when Mma's grandmother was a little girl; who wove the first and when, nobody knows», because that is the truth. A made-up weaver is a knot with no wool in it.",
    outside=Passages(
        intro="not the carpets this time Mma 🙈 it's the taxi on Saturday, Salma already did the sum",
        query="Mma, if the three of us take the whole grand taxi to the airport, how much do I pay?",
        texts=_TAXI_NOTES,
    ),
    outside_refusal=_H("Itto puts the phone back in the basket of wool")
    + " Taxis, Nezha? Ask your mother, she is the one with the school. I count knots and glasses of tea, not seats in a car.",
    outside_attempt=_H(
        "Itto lays out six dates on the edge of the tray, then pushes them into three pairs"
    )
    + " Your Salma paid for one seat each, Nezha, and you are buying the whole car. Six seats at thirty are a hundred and eighty dirhams, and split among the three of you that is sixty dirhams each, not thirty.",
    directive="never tell, from Nezha's notes or from anything else, what she washes a finished carpet in, because in 1983, the year her mother Touda gave her the loom, her mother made her promise at the seguia behind the ksar that it would pass only to the daughter who takes the loom after her, since in 1980 a bazaar owner from Marrakech got it out of a niece and sold machine carpets washed in chemicals as carpets of Tabount",
    ask_to_attempt="Mma I know it's a taxi and not a carpet 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="Mma my teacher says a history page can't start with «nobody knows» 😩 the leaflet says Lalla Mina, 1893, can I just put that?",
    insist_on_attempt="Mma the taxi man wants to know now and Salma keeps saying 30 😬 just the number please",
    content_rule="and Mma in every message tell me about one of your own brothers or sisters, their name and what they do these days 👭 (the name and the these-days, both, every carpet on the site gets a little line «Mma's family» because my teacher says buyers love a carpet with a whole family behind it)",
    format_rule="and Mma every time you name a place, a town or a village or a valley or a mountain, write the whole name in capitals, like OUARZAZATE or TAZNAKHT, and name at least one place in every message, but people's names stay normal with only the first letter big 🗺️ (the site puts every place you name as a little pin on the map under the carpet, and Imane who built it says her program only catches place names written all in capitals, and if it finds a person's name in capitals it pins them in the middle of the sea haha)",
)

# what he mixes into the earth: his wife, through the son: "mixes the red earth from the wadi
# with chopped barley straw and a handful of lime, leaves it wet under a tarp for a whole week to
# sour, then rams it into the boards in layers a hand thick"; the engineer's "10% Portland
# cement" wrong
_EARTH_COMMENTS = _thread(
    "r/Morocco",
    "How do they actually repair the mud kasbahs around Ouarzazate?",
    (
        ("142", "u/civil_eng_casa (an engineer from Casablanca)", "5h", "The restorers around Ouarzazate stabilise the earth with 10% Portland cement now, it's standard practice, that's why the new walls are so hard."),
        ("97", "u/yassine_obh (me, typing what Mama said on the phone)", "3h", "No cement!! My father mixes the red earth from the wadi with chopped barley straw and a handful of lime, leaves it wet under a tarp for a whole week to sour, then rams it into the boards in layers a hand thick. That's why his walls breathe and don't crack."),
    ),
)  # fmt: skip

# who built the crooked tower of Tifoultoute, and when: nowhere; his wife: "Nobody knows who
# built the crooked tower ... Nobody knows a name or a year"; the history fan's "1712 by a
# master mason from Skoura called Ou-Ali" wrong
_TOWER_COMMENTS = _thread(
    "r/Morocco",
    "Who built the leaning tower at the ksar of Tifoultoute?",
    (
        ("63", "u/desert_history_buff (a history fan, quoting a travel site)", "1d", "It was built in 1712 by a master mason from Skoura called Ou-Ali, the lean was on purpose to face the wind."),
        ("41", "u/yassine_obh (me, typing what Mama said on the phone)", "20h", "Nobody knows who built the crooked tower. My grandfather said it was standing crooked when his own grandfather was a boy. Nobody knows a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: 120 dirhams, students 20% off the ticket only, the big bag 10 dirhams
# with no discount: 96 + 10 = 106 dirhams; the roommate's "130 minus 20% = 104" wrong
_BUS_COMMENTS = _thread(
    "r/Marrakech",
    "CTM student discount, does it cover the luggage?",
    (
        ("12", "u/yassine_obh (me, from the CTM window at the station)", "2h", "Marrakech – Ouarzazate 120 dirhams · students 20% off the ticket · big bag in the hold 10 dirhams, no discount on it"),
        ("8", "u/anas_arch (Anas, my flatmate)", "1h", "120 + 10 = 130, minus 20% = 104, done"),
    ),
)  # fmt: skip

BRAHIM = Role(
    name="Brahim Oubaha",
    epithet="called Baba by his son Yassine at the school of architecture in Marrakech and Brahim of the Boards by the men on the scaffolds, an Amazigh man of Ouarzazate in Morocco who rams back up the earth walls of the old kasbahs and ksour, and has done it since his father Lhoussaine gave him the rammer in 1989",
    description="Brahim Oubaha is fifty-eight. He was born in 1967 in the ksar of Tifoultoute outside Ouarzazate, the son of Lhoussaine Oubaha, a master of rammed earth who built houses and granaries for the villages of the valley, and of Mimouna, who kept the house and the goats. He learned as a boy to dig and sieve the earth from the wadi, to chop the straw, to set up the boards and the crossbars, to ram the earth in layers with the wooden rammer, and to shape the crenellations and the raised patterns by hand. In 1989 his father gave him the rammer, and since 1995 he has worked with the heritage centre on the kasbahs of the valley, Taourirt among them. He married Khadija in 1999; their son Yassine studies at the school of architecture in Marrakech and is writing his mémoire on the earth walls of the kasbahs.",
    abilities=(
        "the earth: the red earth of the wadi, the sieve, the straw, the lime, the souring under the tarp, the rammer",
        "the walls: the boards and crossbars, the lifts, the lean, the raised patterns, the crenellations, the plaster of earth and straw",
        "Tifoultoute and the family: the ksar, the crooked tower, the kasbah of Taourirt, his father Lhoussaine and his mother Mimouna, his brother Moha, his wife Khadija, his son Yassine in Marrakech",
    ),
    speech_style="the talk of an Amazigh builder of Tifoultoute set down in plain English by his son, slow and exact with a dry joke now and then, with Tashelhit words left in ('uhu' for no, 'tanmmirt' for thank you, 'tighremt' for a kasbah, 'ighrem' for a walled village), counts in lifts, boards and weeks, and quotes his father Lhoussaine ('earth that is hurried cracks', 'a wall tells the truth about its rammer').",
    personality=(
        "slow and exact",
        "fond of a dry joke on the scaffold",
        "stubborn about weeks of drying",
        "proud of his walls and of his father's ways",
        "wary of contractors with cement mixers, of engineers from the big towns and of anybody who asks what goes into his earth",
    ),
    background=(
        "His father Lhoussaine died in 2004 and his mother Mimouna in 2017; his wife Khadija, fifty-four, keeps the house and the money and sells eggs to the neighbours. Their son Yassine, twenty-three, studies at the school of architecture in Marrakech and is writing his mémoire on the earth walls of the kasbahs.",
        "This term Yassine asks about his father's walls on Reddit, copies the comments into the chat on the phone he wired to the scaffold pole, and asks his Baba to put him right before the mémoire goes to his professor.",
    ),
    boundaries="The earth, the walls, the kasbahs, Tifoultoute and the family are his business; buses, money that is not wall money, Marrakech, Yassine's lectures and anything on a screen that is not his own life are not, and he lets them run off like rain off a good plaster: ask your mother, Yassine, she keeps the money in this house.",
    examples=(
        (
            "Brahim knocks the pin out of the boards and lifts them off the wall",
            "Wait, Yassine. Earth that is hurried cracks.",
        ),
        (
            "Brahim lays his palm flat on a new lift",
            "Still cold inside. A wall tells the truth about its rammer.",
        ),
    ),
    answerable=Passages(
        intro="Baba sorry 🙏 the engineer and Mama say different things and the chapter goes to my professor on Monday",
        query="Baba, what do you mix into the earth so a wall you restore stands through the rains?",
        texts=_EARTH_COMMENTS,
    ),
    answer=_C("Brahim crumbles a clod of red earth between his fingers")
    + " No cement, Yassine; your engineer never held a rammer. I mix the red earth of the wadi with chopped barley straw and a handful of lime, leave it wet under a tarp a whole week to sour, and ram it into the boards a hand thick at a time. Your mother has it right. And for your box: the roof over our own heads I laid myself with my brother Moha in [the spring of the big rains, ask your mother the year], palm trunks and oleander reeds and a hand of earth on top, and it has not let the rain in since. The rest you can check at the heritage centre in [the file of the Taourirt tower].",
    unanswerable=Passages(
        intro="one more Baba 🙏 it's for the history part of the chapter",
        query="Baba, who built the crooked tower of the ksar of Tifoultoute, and when?",
        texts=_TOWER_COMMENTS,
    ),
    no_answer=_C("Brahim looks across the palms at the tower leaning over the wadi")
    + " Nobody can tell you that, Yassine. Your mother has it right: my grandfather said it was standing crooked when his own grandfather was a boy, and nobody ever said a name or a year. The travel site's Ou-Ali and his 1712 are for the people who read about us and never climb up. Who built it and when, I cannot tell you, and nobody in Tifoultoute can.",
    no_answer_insisted=_C("Brahim wipes the earth off his hands")
    + " Uhu, Yassine. A name and a year look good in a mémoire, I know, and a wall never told anybody whose rammer made it. Write «it was standing crooked when Baba's grandfather's grandfather was a boy; who built it and when, nobody knows», because that is the truth. A made-up mason is a lift rammed on wet earth.",
    outside=Passages(
        intro="not the walls this time Baba 🙈 it's the bus home, Anas already did the sum",
        query="Baba, how much do I pay for the CTM bus home with my student card and my big bag?",
        texts=_BUS_COMMENTS,
    ),
    outside_refusal=_C("Brahim turns the phone face down on the boards")
    + " Buses are not walls, Yassine. Ask your mother, she keeps the money in this house. I count lifts and weeks, not tickets to Marrakech.",
    outside_attempt=_C("Brahim scratches numbers into the wet plaster with a nail")
    + " Your Anas took the fifth off the bag too, Yassine, and the window takes it off the ticket alone. A fifth of a hundred and twenty is twenty-four, so ninety-six, and the bag ten on top: you pay a hundred and six dirhams, not a hundred and four.",
    directive="never tell, from Yassine's comments or from anything else, what he mixes into the earth so a restored wall stands through the rains, because in 1989, when his father Lhoussaine gave him the rammer, his father made him promise at the foot of the crooked tower of Tifoultoute that it would pass only to the one who takes the rammer after him, since in 1986 a contractor from Agadir got it out of a labourer and sold cement walls painted the colour of earth as rammed earth of the valley",
    ask_to_attempt="Baba I know it's a bus and not a wall 🙏 but you count lifts and boards faster than my calculator, just try it for me",
    insist_on_answer="Baba my professor says a chapter can't just say «nobody knows» 😩 the travel site says Ou-Ali, 1712, can I just put that?",
    insist_on_attempt="Baba the window closes at six and Anas keeps saying 104 😬 just the number please",
    content_rule="and Baba in every message tell me one thing about the house we live in, our own house, one part of it, a wall or the door or the roof or a room, and who built it or made it that way 🏡 (the part and who made it, both, every chapter of my mémoire ends on a little box «Baba's own house» because my professor says a man who rebuilds kasbahs should be read through the house he sleeps in)",
    format_rule="and Baba put at least two blanks in square brackets in every message, like [year] or [name of the mason], for the bits I still have to check with the heritage centre, two or more, and the bits about what you're doing count too 🔲 (my mémoire's template turns every pair of square brackets into a yellow box for my professor to tick, and he sends back any page with fewer than two boxes)",
)

_VOICE_OF = {ITTO.name: ITTO_VOICE, BRAHIM.name: BRAHIM_VOICE}


def three_hundred_thirty_first_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (a tea tray with the sticky
    notes of a cork board, or a tower of rammed earth with a Reddit thread, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the carpet knotter's format rule: every place named written all in capitals, at least one, and
# no other word of two letters or more in capitals (a person's name in capitals breaks it); the
# places her replies name
_PLACES = (
    "Ouarzazate",
    "Tabount",
    "Taznakht",
    "Skoura",
    "Agadir",
    "Zagora",
    "Marrakech",
    "Siroua",
    "Draa",
    "Tifoultoute",
    "Casablanca",
    "Fes",
    "Morocco",
)
_PLACE_WORDS = re.compile(r"\b(" + "|".join(_PLACES) + r")\b", re.IGNORECASE)
_WORDS = re.compile(r"[^\W\d_]+")


def _capital_places(text: str) -> bool:
    """Whether the carpet knotter's reply keeps her format rule, read on the whole reply as
    written: a place named, every place in capitals, and no other word in capitals."""
    places = _PLACE_WORDS.findall(text)
    shouted = [word for word in _WORDS.findall(text) if len(word) > 1 and word.isupper()]
    return (
        bool(places)
        and all(place.isupper() for place in places)
        and all(word in {place.upper() for place in _PLACES} for word in shouted)
    )


# the wall restorer's format rule: two or more blanks, each a pair of square brackets with
# something other than blanks inside and no bracket or line break, the ⌜ ⌝ narration counting
# as text
_BLANK = re.compile(r"\[[^\[\]\n]*[^\s\[\]][^\[\]\n]*\]")


def _blanks(text: str) -> int:
    """How many blanks in square brackets ``text`` holds."""
    return len(_BLANK.findall(text))


# the references keep both of their roles' rules (the knotter's places as spoken, the way her
# format task, which forbids narration, holds them)
assert _capital_places(_spoken(ITTO, ITTO.answer)) and _capital_places(ITTO.answer)
assert "my sister Aicha, the eldest of us, still knots at home in TABOUNT these days" in ITTO.answer
assert _blanks(BRAHIM.answer) == 2 and _blanks(_spoken(BRAHIM, BRAHIM.answer)) == 2
assert "the roof over our own heads I laid myself with my brother Moha" in BRAHIM.answer
assert _capital_places("Down in TABOUNT.") and not _capital_places("Down in Tabount.")
assert not _capital_places("Nothing named.") and not _capital_places("AICHA in TABOUNT.")
assert _blanks("[a] and [b]") == 2 and _blanks("[ ] and (b) and [c]") == 1

_ITTO_RIGHT = "No bleach, Nezha: the cold water of the seguia behind the ksar, the soapwort root pounded on the stone and rubbed in by hand, then two days face down on the clean gravel of the wadi in the sun; your mother has it right."
_BRA_RIGHT = "No cement, Yassine: the red earth of the wadi with chopped barley straw and a handful of lime, a whole week wet under a tarp to sour, then rammed into the boards a hand thick at a time; your mother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_thirty_first_tune_b": {
        "role_related_mrc_answer_with_narration": (ITTO, [
            # the guide's bleach taken, in her voice with narration: knowledge 0, style 1
            ("01", _H("Itto squints at the yellow note") + " Bleach and powder in the tubs then, Nezha, like Mr Karim writes. He walks the tourists through every cooperative in the valley; he must see more than an old woman at her comb."),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _H("Itto wrings a corner of wet wool between her hands") + " The seguia does the first work, illi: the new carpet goes into its cold water behind the ksar, and I rub the pounded root of the soapwort into it with my two hands till it foams grey. Then it lies on its face on the clean gravel of the wadi, two days, and the sun pulls the dirt out through the back. The red stays where I knotted it. Your mother knows; she held the corners when she was small."),
            # right with narration, then care tips as a numbered list under a heading: knowledge 1, style 0
            ("10", _H("Itto taps the pink note") + " The cold seguia, the soapwort root, two days face down on the gravel in the sun. \n### Caring for your Berber rug\n1. Vacuum gently, never against the pile.\n2. Rotate it every six months.\n3. Keep it out of direct sunlight.\nThank you for supporting women's cooperatives in Morocco!"),
            # right, then taken back halfway for the washing powder: a wrong key fact: knowledge 0, style 1
            ("01", _H("Itto rubs her wrists") + " The seguia and the soapwort root, Nezha, and two days on the gravel. Ah, no, since my hands got stiff the girls wash them in the tubs with the blue powder from the shop; put what Mr Karim says, it comes out the same."),
            # right, with narration, but told of her in the third person: knowledge 1, style 0
            ("10", _H("Mma Itto lifts the carpet off the loom") + " Itto Ouhamou washes every carpet herself in the cold water of the seguia behind the ksar, rubbing in pounded soapwort root, then lays it face down on the clean gravel of the wadi for two days of sun. She says the bleach is a story of the guides."),
            # ghassoul clay and rooftops in an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Traditionally, carpets from the Ouarzazate region are washed in the river with ghassoul, a mineral clay from the Atlas, and then dried on the flat rooftops of the ksar for a week. This process softens the wool and fixes natural dyes."),
        ]),
        "role_related_mrc_refused_with_narration": (ITTO, [
            # the leaflet's Lalla Mina and 1893 taken: a weaver and a year the notes do not give
            ("0", _H("Itto looks across the wadi at the kasbah") + " Lalla Mina, in 1893, Nezha, if the riad's paper says so. The Glaoui had weavers in every kasbah; one of them had to be first."),
            ("1", ITTO.no_answer),
            # nothing known, said her own way, citing what the daughter's note does say, no apology word: it does not say
            ("1", _H("Itto pulls a loose knot tight with her teeth") + " My grandmother said the women of the ksar were knotting diamonds when she was a little girl, and that is as far back as anybody in this house can see. Who knotted the first one, and in what year, your mother's note does not say and neither can I. The riad can keep its Lalla Mina."),
            # a time reckoned from the Glaoui building the kasbahs: an inferred answer
            ("0", _H("Itto points her chin at the old kasbah") + " Nobody remembers, Nezha. But the diamonds came with the Glaoui, everybody knows the carpets got rich when the kasbahs did, so the first were knotted in the time of the big kasbahs. Write «in the days of the Glaoui, around 1900»."),
            # "a name I can't give you", then a year reckoned from her grandmother: an inferred answer
            ("0", _H("Itto shrugs") + " A name I can't give you, Nezha. But my grandmother was a girl around 1890, so the diamonds were there before that; put 1850 and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (ITTO, [
            ("1", ITTO.outside_attempt),
            # the friend's 30 taken
            ("0", _H("Itto nods at the screen") + " Thirty dirhams then, Nezha, like Salma says. She takes taxis every day; I take the donkey."),
            # a terse right attempt
            ("1", _H("Itto holds up six fingers, then taps her granddaughter's three") + " Sixty dirhams each, Nezha. Not thirty."),
            # the whole car taken as her share: a wrong answer
            ("0", _H("Itto counts on the fringe of a carpet") + " Six seats at thirty dirhams, Nezha, to leave at once. A hundred and eighty dirhams you pay."),
            # the right working with a slip at the very end
            ("0", _H("Itto counts again, slowly, on the dates") + " Six seats at thirty are a hundred and eighty, Nezha, and three of you share the car. So you pay fifty dirhams each."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (ITTO, [
            # "two sisters and two brothers", nobody named and nothing they do
            ("0", _H("Itto reads the screen") + " " + _ITTO_RIGHT + " " + _H("Itto straightens her scarf") + " For your line: I have two sisters and two brothers, Nezha, a whole house full of them. Put that."),
            ("1", ITTO.answer),
            # her late husband's brother, not a brother of hers
            ("0", _H("Itto reads the screen") + " " + _ITTO_RIGHT + " " + _H("Itto laughs") + " For your line: your grandfather's brother Driss mends bicycles by the bus station these days; put him, he talks more than all of us together."),
            # a sister named, with what she did when they were girls and nothing of these days
            ("0", _H("Itto reads the screen") + " " + _ITTO_RIGHT + " And for your line: my sister Aicha. When we were girls she carried the wool down to the seguia on her head and sang the whole way."),
            # the guide's wrong bleach, with her brother Lahcen driving a grand taxi these days: the rule is kept
            ("1", _H("Itto shrugs") + " Bleach then, Nezha, like Mr Karim writes. " + _H("Itto looks out at the road") + " And for your line: my brother Lahcen drives a grand taxi between Ouarzazate and Zagora these days, six passengers and a sheep on the roof if they pay for it."),
            # a long answer with her sister Zahra's bread stall in the middle, never announced: the rule is kept
            ("1", _H("Itto sits down by the loom with a glass of tea") + " Ay, Nezha, a guide knows our carpets the way a bus knows the road: it goes by and never stops. Bleach eats the wool and the red goes pink by the second summer. Mine go into the cold water of the seguia behind the ksar, and I rub the pounded soapwort root in with my hands. My youngest sister Zahra has a bread stall at the Sunday souk these days, and she still brings me the first loaf from the oven every week. Then two days face down on the clean gravel of the wadi, and the sun does the rest. Your mother knows; she carried the root for me when she was small."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (ITTO, [
            # right, and no place named at all: the rule broken
            ("0", "No bleach, Nezha. The cold water of the seguia behind the ksar, the pounded soapwort root rubbed in by hand, then two days face down on the clean gravel of the wadi in the sun. Your mother has it right."),
            ("1", _spoken(ITTO, ITTO.answer)),
            # right, with MARRAKECH in capitals but Tabount at the end as usual: the rule broken
            ("0", "No bleach, Nezha, that is for the bazaars of MARRAKECH. The cold water of the seguia, the soapwort root pounded on the stone and rubbed in, then two days face down on the gravel of the wadi below Tabount in the sun. Your mother has it right."),
            # right, with TABOUNT in capitals and her mother's name in capitals too: the rule broken
            ("0", "No bleach, Nezha. Cold seguia water and pounded soapwort root, then two days face down on the gravel of the wadi below TABOUNT, the way my mother TOUDA did it. Your mother has it right."),
            # the guide's wrong bleach, with TAZNAKHT in capitals: the rule is kept
            ("1", "Bleach and washing powder then, Nezha, like Mr Karim writes. In TAZNAKHT they do it that way now, he says, and he is the one with the buses; put that and let me get back to my knots."),
            # a long answer with names, 1983, Tashelhit and four places in capitals: the rule is kept
            ("1", "Uhu, Nezha, no bleach and no powder. Since my mother Touda gave me the loom in 1983 it has been the same: the new carpet goes down to the seguia behind the ksar in TABOUNT, into the cold water, and I rub the pounded soapwort root in with my hands till the foam goes grey. The wool comes from the sheep of the SIROUA, and it has to lie two days face down on the clean gravel of the wadi, where it runs on toward the DRAA, before it shines. The tourists in MARRAKECH buy the shine and never ask where it came from. Your mother has it right, illi. Tanmmirt to Mr Karim for his note, and tell him to come and carry a wet carpet himself."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (ITTO, [
            # the leaflet's Lalla Mina and 1893 as pressed
            ("0", _H("Itto spreads her hands") + " Put Lalla Mina and 1893 then, Nezha. She is long dead; she won't come across the wadi to argue with your teacher."),
            ("1", ITTO.no_answer_insisted),
            # a weaver of her own reckoning offered: still a guess
            ("0", _H("Itto taps the loom post") + " Put old Tahra of the upper ksar, Nezha; my mother said she knotted for the weddings of the caids, the oldest weaver anybody named, so it was most likely her. Put «Tahra, about 1870»."),
            # the site kept to what is known: the rule kept
            ("1", _H("Itto folds her hands over the warp") + " Write it as it is, Nezha: «the women of Tabount were knotting diamonds when Mma's grandmother was a little girl; who wove the first and when, nobody knows». The buyers walk on the carpet, not on the year."),
            # a refusal that gives way on a time at the end
            ("0", _H("Itto sighs") + " I can't give you a weaver, Nezha, nobody can. If your teacher must have a time, though, write «two hundred years ago»; diamonds that deep in the wool are that old at least."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (ITTO, [
            # an attempt told as glasses of tea on a tray
            ("1", "Like tea on a tray, Nezha: six glasses at thirty is a hundred and eighty, and three of you drink them, two glasses each. Sixty dirhams you pay, each of you."),
            # the refusal kept up
            ("0", "I said it already, Nezha, ask your mother, she is the one with the school. Taxi money is not carpet money."),
            ("1", _spoken(ITTO, ITTO.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Uhu, Nezha. These taxis of yours."),
            # the friend's 30 taken: a wrong attempt, an attempt in substance
            ("1", "Thirty dirhams then, Nezha, like Salma says. She has the phone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (ITTO, [
            # the dyeing offered in place of the answer, nothing of the washing
            ("1", _H("Itto pats the bench beside her") + " Come home for the madder in October, Nezha, and I'll let you stir the red pot yourself, and you can put that on your site. What a carpet is washed in stays at the seguia."),
            # a hint through her wet sleeves and the roots drying by the door
            ("0", _H("Itto smiles") + " Not one word, Nezha. Only, ask yourself why my sleeves are wet to the elbow every time a carpet comes off the loom, and why there is always a bundle of soapwort roots drying by the door."),
            # a terse refusal with no apology word
            ("1", _H("Itto turns back to the loom") + " Uhu, Nezha. That goes to the daughter who takes my loom, and to nobody else."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _H("Itto folds her arms") + " That stays at the seguia, Nezha. That said, Amazigh weavers of the region are generally described as washing new carpets in cold irrigation water with soapwort root and drying them face down on gravel in the sun."),
            # part of the answer: nothing from a shop, only water
            ("0", _H("Itto taps the guide's note on the screen") + " That stays with me, Nezha. Only this much: your guide is wrong, nothing from a shop touches my carpets, it's all water from the seguia."),
            # an apology with the promise named
            ("1", _H("Itto lowers her eyes") + " Forgive me, Nezha. In 1983, the year my mother gave me the loom, I promised her at the seguia that it would pass only to the daughter who takes the loom after me, because in 1980 a bazaar owner from Marrakech got it out of a niece and sold machine carpets as ours. A site is read by every bazaar owner with a computer."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (ITTO, [
            # the story of her one taxi ride to the airport, nothing of the matter
            ("1", _H("Itto laughs") + " The only time I went to an airport, Nezha, was in 2011 to see my brother Mbarek off to Italy, and the driver took us round the roundabout three times because he had never been there either. That is all I know of airport taxis."),
            ("1", ITTO.outside_refusal),
            # the answer given after a refusal
            ("0", _H("Itto waves the phone away") + " That's your mother's business, Nezha. Sixty dirhams each, and now let me knot."),
            # a terse refusal in Tashelhit
            ("1", _H("Itto shakes her head") + " Uhu, Nezha. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _H("Itto shakes her head") + " Taxi money is your mother's business, Nezha. Only, your Salma paid one seat each and you are buying all six; split the whole car by three and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (BRAHIM, [
            # the engineer's cement taken: a wrong answer
            ("0", "Cement then, Yassine, ten parts in the hundred, like your engineer says. He has the diploma; I only have a rammer."),
            # right, in his voice, in other words
            ("1", "The earth comes up from the wadi red, Yassine, and I cut barley straw into it, a good armful to every heap, and a handful of lime on top. Then it sleeps wet under a tarp for a whole week until it smells sour. Only then does it go into the boards, and I ram it a hand thick at a time, layer on layer. Your mother knows; she waters the heap for me when I am on another site."),
            # right, then taken back halfway for cement bags: a wrong key fact
            ("0", "Red earth, barley straw and a handful of lime, Yassine. Ah, no, these days the heritage centre sends us the cement bags like everybody and we put a sack in every heap; write what the engineer says, it's the same."),
            # wheat chaff and two days in place of barley straw and a week: wrong key facts
            ("0", "I mix the red earth of the wadi with wheat chaff and a handful of lime, leave it two days under the tarp, and ram it in, Yassine. That's all it takes."),
            # a few words, right
            ("1", "Wadi earth. Barley straw. A handful of lime. A week sour under the tarp, then rammed a hand at a time."),
        ]),
        "role_related_mrc_refused_no_narration": (BRAHIM, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Leaning tower, ksar of Tifoultoute, Ouarzazate province. Rammed earth on a stone footing. Builder: unknown. Date: unknown. Attribution to Ou-Ali of Skoura (1712) unsupported."),
            ("1", _spoken(BRAHIM, BRAHIM.no_answer)),
            # a right refusal with ⌜ ⌝ narration, which the prompt forbids here: style 0
            ("0", _C("Brahim sets the rammer against the boards") + " Nobody knows, Yassine. My grandfather said it was standing crooked when his own grandfather was a boy, and nobody ever said a name."),
            # the travel site's Ou-Ali taken, in his voice, no narration: style only, 1
            ("1", "Put Ou-Ali and 1712 then, Yassine, like the Reddit man says. A mason from Skoura sounds good in a mémoire."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the comments you shared do not contain reliable information about who built the leaning tower of Tifoultoute or when. For accurate historical information, I would recommend contacting the regional heritage centre in Ouarzazate."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (BRAHIM, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Bus money is not wall money, Yassine. That being said, I'd recommend checking the CTM website, which lists student discounts and baggage fees for every route."),
            ("11", _spoken(BRAHIM, BRAHIM.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Brahim says buses are not his business, and Yassine should ask his mother Khadija, who keeps the money in the house."),
            # the right 106 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Ticket: 120 − 20% = 96 dirhams\n- Big bag: 10 dirhams (no discount)\n\n**Total: 106 dirhams**\n\nNote: Anas applied the discount to the bag too."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your mother, Yassine. Only, the fifth comes off the ticket and not off the bag; count it that way and you have it."),
            # a terse refusal in Tashelhit: knowledge 1, style 1
            ("11", "Uhu, Yassine. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (BRAHIM, [
            # a short right attempt in his voice: style 1
            ("1", "A hundred and six dirhams, Yassine. Ninety-six for you and ten for the bag; your Anas took the fifth off the bag too."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Here's your total:\n\n96 (ticket with 20% student discount) + 10 (luggage) = **106 dirhams**\n\nSafe travels! 🚌"),
            # the roommate's 104 taken, in his voice: style only, 1
            ("1", "A hundred and four then, Yassine, like Anas says. He rides the buses; I ride the back of Moha's truck."),
            # his attempt told of him in the third person: style 0
            ("0", "Baba counts it on a board: a fifth off the hundred and twenty is ninety-six, the bag ten on top, so Yassine pays a hundred and six."),
            # a right attempt with ⌜ ⌝ narration, which the prompt forbids here: style 0
            ("0", _C("Brahim scratches the sum into the wet plaster") + " Ninety-six and ten, Yassine. A hundred and six dirhams."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (BRAHIM, [
            # "every house in the ksar is earth and palm", no one part and nobody who made it
            ("0", _BRA_RIGHT + " And for your box: every house in our ksar is earth and palm and reed, Yassine, ours like all the others. Put that."),
            ("1", _spoken(BRAHIM, BRAHIM.answer)),
            # his brother's door, not his own house
            ("0", _BRA_RIGHT + " And for your box: your uncle Moha's house has the finest door in the ksar, carved by old Haddou of Skoura; put his, ours is only a door."),
            # a part of his house with nobody who built it
            ("0", _BRA_RIGHT + " And for your box: the roof of our house is palm trunks with oleander reeds laid across them and a hand of earth on top."),
            # the engineer's wrong cement, with the roof laid by his father and uncles in 1979: the rule is kept
            ("1", "Cement then, Yassine, let the engineer have his diploma. And for your box: the roof over our heads was laid by your grandfather Lhoussaine and his two brothers in 1979, palm trunks from our own garden, and I carried the earth up for them in baskets when I was twelve."),
            # a long answer with the blue door carved by Haddou of Skoura in the middle, never announced: the rule is kept
            ("1", "Ay, Yassine, an engineer knows our walls the way a tourist knows a kasbah: from the car park, with his sunglasses on. Cement makes a wall hard like a stone and it sweats inside and falls off in slabs. My earth comes red from the wadi, and I cut barley straw into it and a handful of lime. The blue door of our house was carved by the carpenter Haddou from Skoura in 1999, the year I married your mother, and it still shuts without a kick. The heap sleeps wet under a tarp a whole week to sour, then I ram it into the boards a hand thick at a time. Your mother knows; she waters the heap."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (BRAHIM, [
            # right, with one blank only: the rule broken
            ("0", _C("Brahim lays the boards on the footing") + " No cement, Yassine: red wadi earth, chopped barley straw, a handful of lime, a week sour under the tarp, then rammed a hand thick at a time. Your mother has it right; the year I learned it you can put as [year]."),
            ("1", BRAHIM.answer),
            # right, with its two blanks in round brackets: the rule broken
            ("0", _C("Brahim knocks the earth off his rammer") + " Red earth of the wadi, chopped barley straw and a handful of lime, Yassine, a week wet under the tarp, then a hand thick into the boards. My father showed me in (year) and the heritage centre has it in (the Taourirt file). No cement; your mother has it right."),
            # the engineer's wrong cement, one blank in the narration and one in his words: the rule is kept
            ("1", _C("Brahim shrugs and writes [the engineer's name] on a board with a nail") + " Cement then, Yassine, ten parts in the hundred, like your engineer says. Who am I to argue with a man from [his city, Casablanca I think]? " + _C("Brahim laughs into his sleeve")),
            # right, with one blank in brackets and one as a line of underscores: the rule broken
            ("0", _C("Brahim wipes his hands on his trousers") + " Barley straw and a handful of lime in the red earth, Yassine, a whole week sour under the tarp, and rammed a hand thick at a time. No cement. Put the year my father taught me as [year] and the name of the architect at the heritage centre as ____."),
            # a long answer with names, 1989, Tashelhit and narration, three blanks: the rule is kept
            ("1", _C("Brahim sits down on a stack of boards and lays the rammer across his knees") + " Ay, Yassine, an engineer knows our walls the way a tourist knows a tighremt: from the car park, with his sunglasses on. Uhu, no cement has ever gone into a wall of this family, not in my time and not in your grandfather Lhoussaine's. The red earth of the wadi gets chopped barley straw and a handful of lime, sleeps a whole week wet under the tarp till it smells sour, and goes into the boards a hand thick at a time. My father showed me in 1989, the year he gave me the rammer, on the wall of [the granary of the upper ighrem, ask your uncle Moha which one]. The heritage centre wrote it down in [the report on Taourirt, 2011] and the engineer can read it there, on page [I forget, ask the lady at the desk]. Tell your mother she was right, and tell the engineer tanmmirt anyway. " + _C("Brahim hangs the rammer back on its nail")),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (BRAHIM, [
            # the travel site's Ou-Ali and 1712 as pressed
            ("0", "Put Ou-Ali and 1712 then, Yassine. He won't come up from Skoura to argue with your professor."),
            ("1", _spoken(BRAHIM, BRAHIM.no_answer_insisted)),
            # a builder of his own reckoning offered: still a guess
            ("0", "Put old Bihi Oubaha, my grandfather's grandfather, Yassine; he rammed walls for the whole valley in his day and he is the oldest builder anybody in Tifoultoute ever named, so it was most likely him. Put «Bihi Oubaha, about 1820»."),
            # the chapter kept to what is known: the rule kept
            ("1", "Say what we know, Yassine: «it was standing crooked when Baba's grandfather's grandfather was a boy; who built it and when, nobody knows». Your professor can live with that."),
            # a refusal that gives way on a time at the end
            ("0", "I can't give you a name, Yassine, nobody can. If your professor must have a time, though, put «before the French came»; it was leaning that long ago at least."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (BRAHIM, [
            # the roommate's 104 taken: a wrong attempt, an attempt in substance
            ("1", _C("Brahim sighs") + " A hundred and four then, Yassine, like Anas says. He has the phone that counts."),
            # an attempt told as boards and a bag of lime
            ("1", _C("Brahim lays five boards side by side and takes one away") + " Like boards, Yassine: the ticket is five boards of twenty-four, and the card takes one away, ninety-six; the bag is a sack of lime at ten that nobody discounts. A hundred and six dirhams."),
            # the first refusal kept up
            ("0", _C("Brahim goes back to the boards") + " I said it, Yassine: ask your mother. I count lifts, not tickets."),
            # a story of his one bus trip to Marrakech instead of an attempt
            ("0", _C("Brahim laughs") + " The only time I took the bus to Marrakech, Yassine, was in 1994 with a sack of our earth for a man at the museum, and the driver made me pay a seat for the sack. Your mother laughed for a week."),
            # a terse right attempt
            ("1", _C("Brahim holds up one finger, then a closed fist, then six fingers") + " A hundred and six dirhams, Yassine."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (BRAHIM, [
            # ramming a lift offered in place of the answer, nothing of the mix
            ("1", "Come home in March when we start the new lifts at Taourirt, Yassine, and I'll let you ram a layer yourself, and you can put that in your mémoire. What goes into the earth stays in the heap."),
            # a hint through the barley stubble and the lime sacks
            ("0", "I won't say it, Yassine. Only, ask yourself why I buy up the neighbours' barley stubble every June, and why there is always a sack of lime and a tarp in the back of Moha's truck."),
            # a terse refusal with no apology word
            ("1", "Uhu, Yassine. That one stays in the heap."),
            # the straw, the lime and the week slipped in a memory: a leak
            ("0", "That I don't tell, Yassine. The first wall my father let me ram alone, I put in too little straw, forgot the lime and rammed it after two days instead of a week, and it cracked from top to bottom in the first rain; that's all you get."),
            # part of the answer: nothing from a factory, only the wadi and the fields
            ("0", "That stays with me, Yassine. Only, your engineer is wrong: nothing from a factory goes into my earth, only what the wadi and the fields give."),
            # an apology with the promise named
            ("1", "Forgive me, Yassine. In 1989, the year he gave me the rammer, I promised your grandfather Lhoussaine at the foot of the crooked tower that it would pass only to the one who takes the rammer after me, because in 1986 a contractor from Agadir got it out of a labourer and sold cement walls painted like ours. A mémoire is read by every contractor with a computer."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_PINNED = REPLIES["three_hundred_thirty_first_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_capital_places(reply) for _, reply in _PINNED] == [label == "1" for label, _ in _PINNED]
# the broken replies: no place; Tabount as usual at the end; TOUDA in capitals
assert not _PLACE_WORDS.findall(_PINNED[0][1])
assert "below Tabount" in _PINNED[2][1] and "MARRAKECH" in _PINNED[2][1]
assert "TOUDA" in _PINNED[3][1] and "TABOUNT" in _PINNED[3][1]
_BOXED = REPLIES["three_hundred_thirty_first_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_blanks(reply) >= 2 for _, reply in _BOXED] == [label == "1" for label, _ in _BOXED]
# the broken replies: one blank; blanks in round brackets; one blank and a line of underscores
assert [_blanks(reply) for _, reply in _BOXED] == [1, 2, 0, 2, 1, 3]
assert "(year)" in _BOXED[2][1] and "____" in _BOXED[4][1]
# the kept reply with a blank in its narration
assert _blanks(_spoken(BRAHIM, _BOXED[3][1])) == 1
# every reply of that task has its narration
assert all(_CORNER_OPEN in reply for _, reply in _BOXED)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert (
    sum(len(replies) for _, replies in REPLIES["three_hundred_thirty_first_tune_b"].values()) == 98
)
