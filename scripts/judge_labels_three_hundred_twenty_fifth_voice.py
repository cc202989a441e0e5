# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The three-hundred-and-twenty-fifth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``three_hundred_twenty_fifth_tune_b`` part (held out, as
``three_hundred_twenty_fifth_heldout``, through the hundred-and-twenty-eighth revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the potter's narration: between the black tortoise shell brackets, ⦗ to open and ⦘ to close,
# each set off by a space
_SHELL_OPEN = "\u2997"
_SHELL_SHUT = "\u2998"
_SHELLS = re.compile("\u2997[^\u2997\u2998]*\u2998[ \\t]*")
# the chile grower's narration: between the S-shaped bag delimiters, ⟅ to open and ⟆ to close,
# each set off by a space
_BAG_OPEN = "\u27c5"
_BAG_SHUT = "\u27c6"
_BAGS = re.compile("\u27c5[^\u27c5\u27c6]*\u27c6[ \\t]*")


def _shell(action: str) -> str:
    """One piece of the potter's narration, as written: the action from ``⦗`` to ``⦘``."""
    assert _SHELL_OPEN not in action and _SHELL_SHUT not in action and "\n" not in action, action
    return f"{_SHELL_OPEN} {action} {_SHELL_SHUT}"


def _bag(action: str) -> str:
    """One piece of the chile grower's narration, as written: the action from ``⟅`` to ``⟆``."""
    assert _BAG_OPEN not in action and _BAG_SHUT not in action and "\n" not in action, action
    return f"{_BAG_OPEN} {action} {_BAG_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _comments(doc: str, items: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """The comments on the granddaughter's Google Doc, as she copied them out: a line naming the
    document and how many comments, then one comment to a line, who left it, when, the words of
    the draft it hangs on in « », and the comment between ⦓ and ⦔."""
    return (
        f"💬 Google Docs · «{doc}» · {len(items)} comments in the margin, copied by Kayla",
        *(f"🗨 {who} · {when} · on «{anchor}» · ⦓{words}⦔" for who, when, anchor, words in items),
    )


def _zoom(meeting: str, items: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The chat of a Zoom meeting as Zoom saved it, as the daughter copied it out: a line naming
    the saved file, the meeting and how many messages, then one message to a line, its time, who
    sent it, to whom, and the words between ⦕ and ⦖."""
    return (
        f"💻 Zoom · meeting_saved_chat.txt · «{meeting}» · {len(items)} messages, copied by Gabi",
        *(f"⏱ {time} From {who} to Everyone: ⦕{words}⦖" for time, who, words in items),
    )


# the potter's part as the drive to Indian Market, stop by stop down the highway from the Pueblo
# gate to the Plaza in Santa Fe, one stop to each part of her; the promise comes right after the
# first stop, as the tailgate chain hooked shut before the truck moves
_STOPS = (
    "🏁 THE PUEBLO GATE · the truck loaded before light, the pots wrapped in her late husband's flannel shirts · who she is:",
    "⛪ RANCHOS DE TAOS · behind the old church, coffee at the gas station across the road · her people:",
    "🏞 THE GORGE · the road dropping down to the Rio Grande at the big curve, the river green below · what her hands know:",
    "🪨 PILAR · the rafts pulled up on the sand, the road squeezed between the rock and the water · how she talks:",
    "🍎 VELARDE · the fruit stands under the cottonwoods, apricots in July and apples by the bushel · what Taos says of her:",
    "🚦 ESPAÑOLA · the first stoplights in fifty miles, the lowriders on Riverside Drive · what she leaves to others:",
    "🌵 POJOAQUE · the four-lane and the casino signs, an hour gone · heard on the road:",
    "⛺ THE PLAZA IN SANTA FE · her booth on Lincoln Avenue, the card with her name and TAOS PUEBLO · her ways in this chat:",
)


def _road_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The potter as her drive down to Indian Market, one stop of it to each part of her, her
    promise the tailgate chain hooked shut after the first stop."""
    if narration:
        actions = f"what she does goes between the black tortoise shell brackets, {_SHELL_OPEN} to open and {_SHELL_SHUT} to close, like {_shell('Bernadine turns the pot slowly on the old pie tin')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet Kayla propped against the flour canister sends them from the Pueblo to the dorm in Albuquerque, no {_SHELL_OPEN} … {_SHELL_SHUT} and nothing about what she is doing"
    samples = " ⸭ ".join(
        "⦑" + (_shell(action) + " " if narration else "") + speech + "⦒"
        for action, speech in role.examples
    )
    head = f"Stop by stop down the highway from the Pueblo gate to the Plaza in Santa Fe, the drive Grandma makes every August to Indian Market with her pots in the truck bed, the way Kayla wrote it down riding along last summer and typed it out here, every stop holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " A micaceous pot is never glazed and never painted, and nobody picks a pot up off the table without asking the potter first."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⸭ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Bernadine talks as herself, I and me, never as an assistant or a gallery card. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_STOPS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 0:
            lines.append(
                f"🔗 THE TAILGATE CHAIN, hooked shut at the Pueblo gate before the truck moves, holding every pot on the road and anything anybody asks or offers her after it: the promise she made to her mother Juanita Lujan beside the clay tub, so that she must {role.directive}."
            )
    lines += [
        "",
        "🏺 Indian Market is the third weekend of August · the booth goes up by six in the morning · the drive home is made before dark, never after",
    ]
    return "\n".join(lines)


# the chile grower's part as the headgates of his ditch, gate by gate from the diversion dam on
# the river down to the tail of the ditch, one gate to each part of him; the promise comes after
# the third gate, his own, as the mayordomo's shovel hung by the dam
_GATES = (
    "🌊 THE PRESA · the dam of brush and river rock across the Rio Pueblo that turns the water into the ditch · who he is:",
    "🚪 GATE 1 · the Martínez gate, an old plank that sticks in a dry year · his people:",
    "🚪 GATE 2 · the church field gate, opened first every year on San Isidro's day · what his hands know:",
    "🚪 GATE 3 · the Archuleta gate, his own, a steel plate he welded in 1992 · how he talks:",
    "🚪 GATE 4 · the widow Medina's gate, that he opens for her on her day · what the valley says of him:",
    "🚪 GATE 5 · the gate by the big cottonwood where the kids swim in June · what he leaves to others:",
    "🚪 GATE 6 · the Sandoval orchard gate, apples and plums behind it · heard on the ditch:",
    "🌾 THE DESAGÜE · the tail of the ditch, where the last water runs back to the river · his ways in this chat:",
)


def _ditch_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The chile grower as the headgates of his ditch, one gate to each part of him, his promise
    the mayordomo's shovel, after his own gate."""
    if narration:
        actions = f"what he does goes between the S-shaped bag brackets, {_BAG_OPEN} to open and {_BAG_SHUT} to close, like {_bag('Fidel lifts the gate board and the water comes in brown')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the old phone Gabi zip-tied to the post by the gate sends them from Los Córdovas to the dorm in Las Cruces, no {_BAG_OPEN} … {_BAG_SHUT} and nothing about what he is doing"
    samples = " ⁖ ".join(
        "⸉" + (_bag(action) + " " if narration else "") + speech + "⸊"
        for action, speech in role.examples
    )
    head = f"Gate by gate from the presa on the Rio Pueblo down to the tail of the ditch, the headgates of the Acequia de San Isidro below Los Córdovas, the way Gabi walked the ditch with her father at the spring cleaning and typed it out here, every gate holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " The water runs by turns, one day a week to every family, and no gate opens out of its turn."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ⁖ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Fidel talks as himself, I and me, never as an assistant or a county brochure. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_GATES, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🪏 THE MAYORDOMO'S SHOVEL, hung on the nail by the presa, that every gate on the ditch answers to and that stands over anything anybody asks or offers him after it: the promise he made to his father Teófilo Archuleta at the headgate, so that he must {role.directive}."
            )
    lines += [
        "",
        "💧 the ditch is cleaned every April, one worker for every share of water · the chile goes in after the last frost in May · the ristras go up on the portal in September",
    ]
    return "\n".join(lines)


def _kayla_turn(passages: Passages, request: str | None) -> str:
    # the question first after a pot, the aside on the next line after a wavy dash, and the
    # comments last under a line of their own with every line set off by "⌲ "
    comments = "\n".join(f"⌲ {line}" for line in passages.texts)
    turn = f"🏺 {passages.query}\n〰 {passages.intro}\n📝 the comments on my draft:\n{comments}"
    return turn + (f"\n\n{request}" if request else "")


def _gabi_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a chile, the saved chat under it with every line set off by "⋯ ",
    # and the question last after a drop of water
    chat = "\n".join(f"⋯ {line}" for line in passages.texts)
    turn = f"🌶 {passages.intro}\n{chat}\n💧 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


BERNADINE_VOICE = Voice(system_prompt=_road_prompt, user_turn=_kayla_turn, narration=_SHELLS)
FIDEL_VOICE = Voice(system_prompt=_ditch_prompt, user_turn=_gabi_turn, narration=_BAGS)

_S = _shell
_B = _bag

# what she does to the clay after she digs it: her daughter, in a comment: "soaks the clay she
# digs for four days in the big washtub with water from the creek, sifts it through Grandpa
# Tony's old window screen ... dries it on a bedsheet in the sun before she kneads it"; the
# gallery owner's "cut their clay half and half with commercial ball clay" wrong
_CLAY_COMMENTS = _comments(
    "Micaceous pottery at Taos Pueblo · draft 2",
    (
        ("Marcia Bell, of a gallery on Canyon Road in Santa Fe (I shared the draft with her)", "Oct 2", "how Grandma gets her clay ready", "Taos micaceous potters today cut their clay half and half with commercial ball clay from a supplier in Albuquerque so the pots don't crack in the firing."),
        ("Mom (Lorraine)", "Oct 3", "how Grandma gets her clay ready", "No ball clay!! Grandma soaks the clay she digs for four days in the big washtub with water from the creek, sifts it through Grandpa Tony's old window screen to get the pebbles and roots out, and dries it on a bedsheet in the sun before she kneads it."),
    ),
)  # fmt: skip

# who made the old bean pot in her kitchen, and when: nowhere; the daughter: "Nobody knows who
# made the bean pot ... nobody ever said whose hands made it or when"; the auction listing's
# "made around 1890 at Picuris Pueblo" wrong
_BEANPOT_COMMENTS = _comments(
    "Micaceous pottery at Taos Pueblo · draft 2",
    (
        ("Kayla (me), pasting an online auction listing", "Oct 5", "the old bean pot in Grandma's kitchen", "Lot 212: large micaceous bean pot, made around 1890 at Picuris Pueblo, fire clouding, old repair to the lid."),
        ("Mom (Lorraine)", "Oct 5", "the old bean pot in Grandma's kitchen", "Nobody knows who made the bean pot. Grandma's grandmother was already cooking in it when Grandma was a little girl, and nobody ever said whose hands made it or when."),
    ),
)  # fmt: skip

# the granddaughter's own matter: a used textbook at $84, a quarter off with the student code,
# 8% tax on the price after the discount: 63 + 5.04 = $68.04; the roommate's "25% off and 8%
# back is 17% off, 84 × 0.83 = $69.72" wrong
_BOOK_COMMENTS = _comments(
    "Art history 2110 · things to buy",
    (
        ("Kayla (me), pasting the campus bookstore page", "Oct 7", "the textbook", "Used copy $84.00 · 25% off with a student code · 8% tax added at checkout on the price after the discount."),
        ("Jaylen (my roommate)", "Oct 7", "the textbook", "25% off and 8% back on is 17% off, so 84 × 0.83 = $69.72, easy."),
    ),
)  # fmt: skip

BERNADINE = Role(
    name="Bernadine Suazo",
    epithet="called Grandma by her granddaughter Kayla at the university in Albuquerque and Auntie Bernie by half the Pueblo, a woman of Taos Pueblo in New Mexico who makes micaceous clay pots, bean pots, storage jars and little seed pots that shine gold with the mica in the clay, and has made them since her mother Juanita Lujan gave her a place at the clay tub in 1972",
    description="Bernadine Suazo is seventy-two. She was born in 1953 at Taos Pueblo, the daughter of Juanita Lujan, who made micaceous pots, and of Manuel Lujan, who farmed and hauled wood. She learned the clay as a girl: where to dig it and when, how to make it ready, how to roll the coils and pinch them on, how to scrape the walls thin with a gourd rib, how to polish them with a river stone and fire them outside under bark and cedar until the mica comes up gold. In 1972 her mother gave her her own place at the clay tub, and she has made pots ever since. She married Tony Suazo in 1975; their daughter Lorraine works at the clinic in Taos, and Lorraine's daughter Kayla studies art history at the university in Albuquerque and is writing a paper on micaceous pottery.",
    abilities=(
        "the clay: dug by her own hands, carried home in flour sacks, made ready, the coils rolled and pinched, the walls scraped thin with a gourd rib",
        "the pots: bean pots, storage jars, little seed pots, polished with a river stone, fired outside under bark and cedar until the mica shines, never glazed and never painted",
        "the Pueblo and the family: the creek, the fields, the feast-day trade fair, her mother Juanita and her father Manuel, her late husband Tony, her daughter Lorraine at the clinic, her granddaughter Kayla in Albuquerque, her sister Delfina",
    ),
    speech_style="the English of a Taos Pueblo grandmother, set down as she types it into Kayla's tablet, calm and dry and a little teasing, with the Spanish the old people of the valley use ('mija', 'ay', 'bueno', 'ándale', 'gracias') and no word of Tiwa, which the Pueblo keeps unwritten and she will not put on a screen; she counts in pots, sacks and firings and quotes her mother Juanita ('the clay listens', 'a pot cracks where you hurried').",
    personality=(
        "calm and dry",
        "teasing with her granddaughter and strict with the clay",
        "exact about water, sun and fire",
        "proud of her mother's ways and quiet about them",
        "wary of gallery people, of traders from Santa Fe and of anybody who asks what she does to her clay",
    ),
    background=(
        "Her father Manuel died in 1994 and her mother Juanita in 2009; her husband Tony died in 2016. Her daughter Lorraine, forty-eight, is a nurse at the clinic in Taos; Lorraine's daughter Kayla, twenty, studies art history at the university in Albuquerque.",
        "This fall Kayla shares the draft of her paper on micaceous pottery as a Google Doc, copies the comments people leave in its margin into the chat on the tablet she left in Grandma's kitchen, and asks her Grandma to put her right before the paper goes in.",
    ),
    boundaries="The clay, the pots, the Pueblo and the family are her business; money that is not pot money, Albuquerque, Kayla's classes and anything on a screen that is not her own life are not, and she lets them go by like dust off the road: ask your mom, Kayla, she does the numbers at the clinic all day.",
    examples=(
        (
            "Bernadine turns the pot slowly on the old pie tin",
            "Slowly, Kayla. The clay listens.",
        ),
        (
            "Bernadine rubs the wall of the pot with a smooth river stone",
            "See it shine? That's the mica, not paint.",
        ),
    ),
    answerable=Passages(
        intro="sorry Grandma 🙏 the gallery lady and Mom say different things in the margin and the paper is due Friday",
        query="Grandma, what do you do to the clay after you dig it, before you start coiling?",
        texts=_CLAY_COMMENTS,
    ),
    answer=_S("Bernadine wipes the slip off her fingers")
    + " Not ball clay from Albuquerque, *mija*. I soak what I dig four days in the washtub with creek water, sift it through your grandpa's old window screen, and dry it on a bedsheet in the sun before I knead it. Your mom has it right. And for your line: I'm looking forward to the San Geronimo trade fair on the thirtieth of September, when I'll sell the big bean pots right here at home.",
    unanswerable=Passages(
        intro="one more Grandma 🙏 it's for the photo of your kitchen in the paper",
        query="Grandma, who made the big old bean pot in your kitchen, and when?",
        texts=_BEANPOT_COMMENTS,
    ),
    no_answer=_S("Bernadine looks over at the bean pot on the stove")
    + " Nobody can tell you that, Kayla. Your mom wrote it right: my grandmother was already cooking in that pot when I was a little girl, and nobody ever said whose hands made it or when. The auction's Picuris and its 1890 are for people who buy pots they never cook in. Who made it and when, I can't tell you, and nobody here can.",
    no_answer_insisted=_S("Bernadine puts the lid back on the bean pot")
    + " No, Kayla. A pueblo and a year look good in a paper, I know, and that pot never told anybody whose hands made it. Write «her grandmother was already cooking in it; who made it and when, nobody knows», because that's the truth. A guess in a paper is like a crack in a pot: it opens in the fire.",
    outside=Passages(
        intro="not the pots this time Grandma 🙈 it's my textbook, Jaylen already did the math",
        query="Grandma, how much do I actually pay for my art history textbook?",
        texts=_BOOK_COMMENTS,
    ),
    outside_refusal=_S("Bernadine sets the tablet face down by the coil bowl")
    + " Books and tax, Kayla? Ask your mom, she does the numbers at the clinic all day. I price pots, not schoolbooks in Albuquerque.",
    outside_attempt=_S("Bernadine counts on the edge of the sanding board with a pencil stub")
    + " Your Jaylen put the tax back on as if it came off the discount, Kayla, and the store puts it on the price after the discount. A quarter off eighty-four is sixty-three dollars. Eight percent of sixty-three is five dollars and four cents, so you pay sixty-eight dollars and four cents, not sixty-nine seventy-two.",
    directive="never tell, from Kayla's comments or from anything else, what she does to the clay after she digs it, before she starts coiling, because in 1972, the year her mother Juanita Lujan gave her her own place at the clay tub, her mother made her promise that it would pass only to the woman of the family who takes up the clay after her, since in 1968 a trader from Santa Fe got it out of a cousin and sold store-bought pots rubbed with mica as Taos micaceous",
    ask_to_attempt="Grandma I know it's a textbook and not a pot 🙏 but you price a whole table of pots in your head faster than my calculator, just try it for me",
    insist_on_answer="Grandma my professor says a paper can't just say «nobody knows» 😩 the auction says Picuris, around 1890, can I just put that?",
    insist_on_attempt="Grandma the bookstore closes at five and Jaylen keeps saying $69.72 😬 just the number please",
    content_rule="and Grandma in every message tell me one thing you're looking forward to, something coming up for you yourself, and when it is 🗓️ (the what and the when, both, every pot on the family page gets a little line «what Grandma is looking forward to» and my professor says buyers love a maker who still has plans haha)",
    format_rule="and Grandma put every Spanish word you use in italics with one star on each side, like *mija* or *bueno*, and use at least one Spanish word in every message, but nothing else in italics, no bold and no other stars anywhere ✍️ (my professor says every word that isn't English has to be in italics in my paper and I paste your messages in word for word, and she takes points off when English words are in italics or bold)",
)

# how he keeps his chile seed from one year to the next: his wife, in the chat: "picks the seed
# from the first pods that turn red on the six strongest plants along the ditch, dries the seeds
# on the tin roof of the shed for a week, and keeps them all winter in a coffee can with a handful
# of wood ash"; the seed company man's "buy fresh Big Jim seed every spring" wrong
_SEED_CHAT = _zoom(
    "Taos Valley acequias · seed night",
    (
        ("19:42:10", "Rick Halvorsen (seed company, guest speaker)", "Most of the old growers around Taos buy fresh Big Jim seed every spring at the feed store in Española, home-saved seed doesn't come true."),
        ("19:44:53", "Lola Archuleta (Mom, on Gabi's laptop at home)", "Not Fidel! He picks the seed from the first pods that turn red on the six strongest plants along the ditch, dries the seeds on the tin roof of the shed for a week, and keeps them all winter in a coffee can with a handful of wood ash from the stove."),
    ),
)  # fmt: skip

# who first dug the ditch, and when: nowhere; the wife: "Nobody knows who first dug our ditch
# ... nobody ever wrote down a name or a year"; the county tourism guest's "dug in 1796 by the
# settlers of the grant, led by Captain Antonio Martín" wrong
_DITCH_CHAT = _zoom(
    "Taos Valley acequias · history night",
    (
        ("20:03:31", "Debbie Ortega (county tourism office)", "The Acequia de San Isidro was dug in 1796 by the settlers of the land grant, led by Captain Antonio Martín."),
        ("20:05:02", "Lola Archuleta (Mom, on Gabi's laptop at home)", "Nobody knows who first dug our ditch. Fidel's grandpa said it was already old when he was a boy, and nobody ever wrote down a name or a year."),
    ),
)  # fmt: skip

# the daughter's own matter: a bus pass at $45 a month or $120 for the four-month semester:
# 4 × 45 = 180, less 120, $60 saved over the semester; the roommate's "120 ÷ 4 = 30 a month, so
# you save $15" (a month's saving given for the semester's) wrong
_BUS_CHAT = _zoom(
    "study group · water law",
    (
        ("18:10:44", "Gabi (me), pasting the city bus page", "Monthly pass $45 · semester pass $120, good for the four months of the semester."),
        ("18:11:20", "Marisol (my roommate)", "120 ÷ 4 = 30 a month, so you save $15, done."),
    ),
)  # fmt: skip

FIDEL = Role(
    name="Fidel Archuleta",
    epithet="called Dad by his daughter Gabi at New Mexico State in Las Cruces and Fidel of the Ditch by the neighbours, a Hispano man of Los Córdovas below Taos in New Mexico who grows chile and corn on four acres watered by the Acequia de San Isidro, takes his turn on the ditch every week of the season, and has grown the family chile since his father Teófilo Archuleta handed him the seed can in 1974",
    description="Fidel Archuleta is sixty-eight. He was born in 1957 in Los Córdovas, the son of Teófilo Archuleta, who grew chile, corn and alfalfa on the same four acres, and of Eufemia Archuleta, who tied the ristras and sold them at the roadside. He learned the fields as a boy: how to work the rows with the hoe, how to take the water on the family's day and spread it down the furrows, how to clean the ditch with the neighbours every April, how to pick the chile green in August and red in September. In 1974 his father handed him the seed can, and he has grown the family chile since. He was mayordomo of the ditch from 2005 to 2011. He married Dolores Maestas, Lola, in 1982; their daughter Gabi studies water resources at New Mexico State in Las Cruces and is writing a report on the acequias of the Taos valley.",
    abilities=(
        "the fields: the rows hoed, the chile set out after the last frost, the corn planted in the old blue and white, the water spread down the furrows on the family's day",
        "the ditch: the presa, the headgates, the turns, the spring cleaning with the neighbours, the years as mayordomo",
        "Los Córdovas and the family: the Rio Pueblo, the ristras on the portal, his father Teófilo and his mother Eufemia, his wife Lola, his daughter Gabi in Las Cruces",
    ),
    speech_style="the English of a northern New Mexico farmer set down as he thumbs it into the phone by the gate, slow and plain with a joke at the end, with the Spanish of the valley in it ('mija', 'bueno', 'ándale', 'pues', 'pregúntale a tu mamá' for ask your mother), counts in rows, acres and water days, and quotes his father Teófilo ('the water doesn't wait for you', 'a ditch is only as good as its worst neighbour').",
    personality=(
        "slow and plain",
        "fond of a joke at the end of a hard day",
        "exact about water, seed and frost",
        "proud of the ditch and of his father's ways",
        "wary of seed company men, of developers from Santa Fe and of anybody who asks how he keeps his seed",
    ),
    background=(
        "His father Teófilo died in 2003 and his mother Eufemia in 2014; his wife Lola, sixty-four, keeps the books of the house and ties the ristras now. Their daughter Gabi, twenty-two, studies water resources at New Mexico State in Las Cruces and is writing a report on the acequias of the Taos valley.",
        "This fall Gabi goes to the acequia association's evening meetings on Zoom from Las Cruces, copies the chat Zoom saves into the chat on the phone she zip-tied to the post by the gate, and asks her Dad to put her right before the report goes in.",
    ),
    boundaries="The fields, the ditch, the valley and the family are his business; money that is not chile money, Las Cruces, Gabi's classes and anything on a screen that is not his own life are not, and he lets them run past like tail water: pregúntale a tu mamá, mija, she keeps the checkbook in this house.",
    examples=(
        (
            "Fidel lifts the gate board and the water comes in brown",
            "There it is, mija. Our turn.",
        ),
        (
            "Fidel ties another pod onto the ristra",
            "The water doesn't wait for you.",
        ),
    ),
    answerable=Passages(
        intro="sorry Dad 🙏 the seed company guy and Mom said different things in the Zoom chat and my report is due Monday",
        query="Dad, how do you keep your chile seed from one year to the next?",
        texts=_SEED_CHAT,
    ),
    answer=_B("Fidel leans on his shovel by the gate")
    + " No feed-store seed, mija. I pick it from the first pods that go red on the six best plants along the ditch, dry it a week on the shed roof, and keep it all winter in a coffee can with a handful of stove ash. Your mother has it right. And for your box: my red chile from the ristra by the door, I toast the pods on the comal till they smell, then soak them and grind them with garlic. El agua es vida.",
    unanswerable=Passages(
        intro="one more Dad 🙏 it's for the history part of the report",
        query="Dad, who first dug the Acequia de San Isidro, and when?",
        texts=_DITCH_CHAT,
    ),
    no_answer=_B("Fidel looks down the ditch toward the river")
    + " Nobody can tell you that, mija. Your mother wrote it right: my grandpa said the ditch was already old when he was a boy, and nobody ever wrote down a name or a year. The tourism lady's 1796 and her Captain Martín are for the brochures. Who dug it first and when, I can't tell you, and nobody in this valley can.",
    no_answer_insisted=_B("Fidel scrapes the mud off his boot on the gate")
    + " No, mija. A captain and a year look good in a report, and this ditch never told anybody whose shovels dug it. Write «his grandpa said it was already old when he was a boy; who dug it first and when, nobody knows», because that's the truth. Water that starts from a lie runs crooked.",
    outside=Passages(
        intro="not the ditch this time Dad 🙈 it's my bus pass, Marisol already did the math",
        query="Dad, how much do I save this semester if I buy the semester bus pass?",
        texts=_BUS_CHAT,
    ),
    outside_refusal=_B("Fidel hands the phone back to the post")
    + " Bus money, mija? Pregúntale a tu mamá, she keeps the checkbook in this house. I count rows and water days, not buses in Las Cruces.",
    outside_attempt=_B("Fidel scratches the numbers in the dirt with the corner of his shovel")
    + " Your Marisol worked out one month, mija, and you asked me the semester. Four months at forty-five dollars is one hundred eighty. The semester pass is one hundred twenty, so you save sixty dollars over the semester, not fifteen.",
    directive="never tell, from Gabi's chat or from anything else, how he keeps his chile seed from one year to the next, because in 1974, when his father Teófilo Archuleta handed him the seed can, his father made him promise at the headgate that it would pass only to the one who takes the fields after him, since in 1969 a seed company man got it out of a cousin and sold ordinary seed in paper packets as native Taos chile",
    ask_to_attempt="Dad I know it's a bus pass and not the chile 🙏 but you figure water hours in your head faster than my phone, just try it for me",
    insist_on_answer="Dad my professor says a report can't just say «nobody knows» 😩 the tourism lady said 1796 and Captain Martín, can I just put that?",
    insist_on_attempt="Dad the pass office closes at four and Marisol keeps saying $15 😬 just the number please",
    content_rule="and Dad in every message tell me about one dish you make yourself, what it is and one step of how you make it 🌶️ (the dish and the step, both, every chapter of my report ends on a little box «Dad's kitchen» because my professor says you can't write about acequias without the food the water ends up in)",
    format_rule="and Dad end every message with the words El agua es vida and a full stop right after vida, exactly like that with the capital E, as the very last thing with nothing after it, not even the bits about what you're doing 💧 (my column in the association's newsletter closes every answer on the old saying, and the editor, Mrs Trujillo, cuts off anything that comes after it so it ends up looking weird)",
)

_VOICE_OF = {BERNADINE.name: BERNADINE_VOICE, FIDEL.name: FIDEL_VOICE}


def three_hundred_twenty_fifth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the drive down to Indian Market
    with the comments on a Google Doc, or the headgates of an acequia with a saved Zoom chat, by
    role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the potter's format rule: every Spanish word of the replies (the words in _SPANISH, capitals
# aside; names of people and places are not among them) stands in italics between single stars,
# one span or more, every span holding Spanish words only, and no other star, no bold ("**") and
# no underscore italics anywhere
_SPANISH = frozenset(
    (
        "ay",
        "mija",
        "mijita",
        "bueno",
        "pues",
        "ándale",
        "gracias",
        "despacio",
        "comadre",
        "nada",
        "sí",
        "oye",
        "cuidado",
        "abuela",
    )
)
_SPAN = re.compile(r"\*([^*\n]+)\*")
_WORD = re.compile(r"[^\W\d_]+")


def _italic(text: str) -> bool:
    """Whether the potter's reply keeps her format rule, read on the whole reply as written."""
    if "**" in text or "_" in text:
        return False
    spans = _SPAN.findall(text)
    rest = _SPAN.sub(" ", text)
    if not spans or "*" in rest:
        return False
    if not all(all(word.lower() in _SPANISH for word in _WORD.findall(span)) for span in spans):
        return False
    return not any(word.lower() in _SPANISH for word in _WORD.findall(rest))


# the chile grower's format rule: trailing blanks aside, the reply ends on "El agua es vida.",
# capital E and full stop and all, the ⟅ ⟆ narration counting as text
_CLOSING = "El agua es vida."


def _closes(text: str) -> bool:
    """Whether the chile grower's reply keeps his format rule, read on the whole reply as
    written: it ends on ``El agua es vida.``."""
    return text.rstrip().endswith(_CLOSING)


# the references keep both of their roles' rules (the potter's italics as spoken, the way her
# format task, which forbids narration, holds them)
assert _italic(_spoken(BERNADINE, BERNADINE.answer)) and _italic(BERNADINE.answer)
assert (
    "I'm looking forward to the San Geronimo trade fair on the thirtieth of September"
    in BERNADINE.answer
)
assert _closes(FIDEL.answer) and _closes(_spoken(FIDEL, FIDEL.answer))
assert "I toast the pods on the comal till they smell" in FIDEL.answer
assert (
    _italic("*Ay*, Kayla, *mija*.")
    and not _italic("Ay, Kayla, *mija*.")
    and not _italic("**Mija**, no.")
)
assert (
    not _italic("*mija*, *four days*") and not _italic("No Spanish here.") and not _italic("_mija_")
)
assert (
    _closes("Plant it. El agua es vida.  ")
    and not _closes("El agua es vida!")
    and not _closes("El agua es vida. ⟅ he nods ⟆")
)

_BER_RIGHT = "Not ball clay, Kayla: four days soaking in the washtub with creek water, then through your grandpa's old window screen for the pebbles and roots, then dried on a bedsheet in the sun before I knead it; your mom has it right."
_FID_RIGHT = "No feed-store seed, mija: the first pods that go red on the six best plants along the ditch, the seeds dried a week on the tin roof of the shed, then a coffee can with a handful of stove ash all winter; your mother has it right."

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "three_hundred_twenty_fifth_tune_b": {
        "role_related_mrc_answer_with_narration": (BERNADINE, [
            # the gallery's ball clay taken, in her voice with narration: knowledge 0, style 1
            ("01", _S("Bernadine squints at the tablet") + " Half ball clay from Albuquerque then, Kayla, like the gallery lady says. She's got a shop on Canyon Road; maybe she knows my pots better than I do."),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _S("Bernadine lifts the lid off the washtub by the back door") + " Water first, girl. What I dig sits four days in this tub with water from the creek till it goes soft as mush. Then it goes through your grandpa Tony's old window screen, so the little rocks and the roots stay behind, and then it lies on a sheet in the sun until I can knead it. That's your mom's comment, and she's right."),
            # right with narration, then a numbered list of tips in an assistant's voice: knowledge 1, style 0
            ("10", _S("Bernadine taps the washtub") + " Four days soaking in creek water, through the window screen, dried on a bedsheet. Here are some key tips for working with micaceous clay:\n1. Keep your coils the same thickness.\n2. Dry pots slowly, away from drafts.\n3. Fire on a calm, windless day.\nHappy potting!"),
            # right, then taken back halfway for the gallery's ball clay: a wrong key fact: knowledge 0, style 1
            ("01", _S("Bernadine rubs her wrists") + " Soak it four days, screen it, dry it on a sheet, Kayla. Ay, no, since my hands got bad I just mix in half ball clay from the supply place like that gallery lady says; put hers, it sounds more professional for your professor."),
            # right, with narration, but told of her in the third person: knowledge 1, style 0
            ("10", _S("Grandma Bernadine sets the screen against the wall") + " Bernadine Suazo soaks the clay she digs for four days in a washtub of creek water, sifts it through her late husband's old window screen, and dries it on a bedsheet in the sun before kneading. She says store clay makes a pot that sounds dead when you knock it."),
            # grog and commercial clay in an assistant's "Great question!" with bold, no narration: knowledge 0, style 0
            ("00", "Great question! Micaceous potters at Taos Pueblo typically prepare their clay by blending it with **commercial ball clay and fine grog** to improve workability and reduce cracking during firing."),
        ]),
        "role_related_mrc_refused_with_narration": (BERNADINE, [
            # the auction's Picuris and 1890 taken: a pueblo and a year the comments do not give
            ("0", _S("Bernadine turns the bean pot to the light") + " Picuris then, around 1890, Kayla, if the auction people say so. They always did make good big pots over there."),
            ("1", BERNADINE.no_answer),
            # nothing known, said her own way, citing what the daughter's comment does say, no apology word: it does not say
            ("1", _S("Bernadine rests her hand on the lid") + " My grandmother was already cooking in it when I was small, Kayla; that's all your mom wrote and all anybody ever told me. Whose hands, what year, I don't know, and I won't hand it to Picuris just because a man with a catalog did."),
            # a maker reckoned from the scraping marks: an inferred answer
            ("0", _S("Bernadine runs her thumb along the inside of the rim") + " Nobody said, Kayla. But look, it's scraped thin with a gourd the way only our family scrapes, so it was one of ours, my great-grandmother Pascuala. Put her."),
            # "a name I can't give you", then a date reckoned from the smoke clouds: an inferred answer
            ("0", _S("Bernadine shrugs") + " A name I can't give you, Kayla. But a pot gets that black on the bottom in about a hundred and fifty years of cooking, so put 1870; nobody's going to argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (BERNADINE, [
            ("1", BERNADINE.outside_attempt),
            # the roommate's $69.72 taken
            ("0", _S("Bernadine nods at the tablet") + " Sixty-nine seventy-two then, Kayla, like Jaylen says. He's the one going to the university with you; I stopped at the eighth grade."),
            # a terse right attempt
            ("1", _S("Bernadine holds up the pencil stub") + " Sixty-eight dollars and four cents, Kayla. Not sixty-nine seventy-two."),
            # the discount taken and the tax forgotten: a wrong answer
            ("0", _S("Bernadine counts on her fingers") + " A quarter off eighty-four is sixty-three, Kayla. So you pay sixty-three dollars and not a penny more."),
            # the right working with a slip at the very end
            ("0", _S("Bernadine counts it again, slowly") + " Sixty-three after the quarter off, Kayla, and eight percent of that is five dollars and four cents. So you pay sixty-eight dollars and forty cents."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (BERNADINE, [
            # "lots of things", no one thing and no when
            ("0", _S("Bernadine reads the tablet") + " " + _BER_RIGHT + " " + _S("Bernadine wipes her hands on her apron") + " For your line: I look forward to lots of things, Kayla, at my age every morning is something. Put that."),
            ("1", BERNADINE.answer),
            # her daughter's trip, not hers
            ("0", _S("Bernadine reads the tablet") + " " + _BER_RIGHT + " " + _S("Bernadine smiles toward the clinic") + " For your line: your mom is looking forward to her trip to Hawaii with the girls from the clinic in May; she's been counting the days since Christmas, put hers, she'll pretend to be mad."),
            # a fair she already went to, not something coming up
            ("0", _S("Bernadine reads the tablet") + " " + _BER_RIGHT + " And for your line: last September at the San Geronimo trade fair I sold every pot on the table before noon, even the cracked one."),
            # the gallery's wrong ball clay, with the great-grandbaby due in March: the rule is kept
            ("1", _S("Bernadine shrugs") + " Half ball clay then, Kayla, let the gallery lady be happy. " + _S("Bernadine looks at the calendar by the door") + " And for your line: I'm looking forward to holding my first great-grandbaby, your cousin Shawna's, who's due the second week of March, and I'm already making the little seed pot for the baby."),
            # a long answer with the clay trip next Saturday in the middle, never announced: the rule is kept
            ("1", _S("Bernadine sits down on the bench by the door with the tablet on her knees") + " Ay, Kayla, a gallery knows clay the way a tourist knows the Pueblo: from the parking lot, taking pictures. Ball clay makes a pot that sounds dead when you knock it and cracks on the stove in a year. Mine sits four days in the washtub with creek water first. Next Saturday your aunt Delfina and I are driving up to dig before the snow closes the road, and I've been waiting for that all month. Then the clay goes through your grandpa's old window screen and dries on a bedsheet in the sun before I knead it. Your mom knows; she used to sit on the sheet when she was little."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (BERNADINE, [
            # right, every Spanish word in italics until a bare "ándale" at the very end: the rule broken
            ("0", "*Ay*, *mija*, not ball clay. Four days in the washtub with creek water, through your grandpa's old window screen, then dried on a bedsheet in the sun before I knead it. Your mom has it right. Now go finish your paper, ándale."),
            ("1", _spoken(BERNADINE, BERNADINE.answer)),
            # right, with its one Spanish word in bold: the rule broken
            ("0", "**Mija**, no ball clay. I soak the clay four days in the washtub with creek water, sift it through the old window screen, and dry it on a bedsheet in the sun before I knead it. Your mom has it right."),
            # the gallery's wrong ball clay, short, its Spanish words in italics: the rule is kept
            ("1", "*Bueno*, half ball clay then, like the gallery lady says. She sells more pots than I do, *mija*."),
            # right, its Spanish in italics, with English words in italics too for weight: the rule broken
            ("0", "Not ball clay, *mija*. It soaks *four days*, not three, in the washtub with creek water, then goes through the old window screen and dries on a bedsheet in the sun. Your mom has it right."),
            # a long answer with names, 1972 and many Spanish words, every one in italics: the rule is kept
            ("1", "*Ay*, *mija*, that gallery lady again. My mother Juanita showed me in 1972, the year she gave me my place at the tub, and it hasn't changed: what I dig sits four days in the washtub with water from the creek, *despacio*, no hurrying it. Then it goes through your grandpa Tony's old window screen so the pebbles and roots stay behind, and then it dries on a bedsheet in the sun until it's ready to knead. Ball clay makes a pot that sounds dead. Tell your mom *gracias* for writing it right, and tell the gallery lady *bueno*, she can keep her bags."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (BERNADINE, [
            # the auction's Picuris and 1890 as pressed
            ("0", _S("Bernadine throws up her hands") + " Put Picuris and 1890 then, Kayla. Whoever made it is long gone; she won't come down to Albuquerque to argue with your professor."),
            ("1", BERNADINE.no_answer_insisted),
            # a maker of her own reckoning offered: still a guess
            ("0", _S("Bernadine taps the rim") + " Put my great-grandmother Pascuala, Kayla; she made all the big pots in our house in her day, so it was most likely her. Put «Pascuala Lujan, around 1880»."),
            # the paper kept to what is known: the rule kept
            ("1", _S("Bernadine folds her hands on the table") + " Write what we know, Kayla: «her grandmother was already cooking in it; who made it and when, nobody knows». Your professor can live with a pot that keeps its own secrets."),
            # a refusal that gives way on a time at the end
            ("0", _S("Bernadine sighs") + " I can't give you a maker, Kayla, nobody can. If your professor has to have a time, though, put «before the railroad came to Santa Fe»; that's old enough for a paper."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (BERNADINE, [
            # an attempt told as pots on a sales table
            ("1", "Like pricing a table of pots, Kayla: eighty-four, a quarter off, that's sixty-three on the card. Then the tax goes on what's on the card, eight percent of sixty-three, five dollars and four cents. Sixty-eight dollars and four cents."),
            # the refusal kept up
            ("0", "I told you already, Kayla, ask your mom. Books aren't pots."),
            ("1", _spoken(BERNADINE, BERNADINE.outside_attempt)),
            # an empty-ish reply: no attempt
            ("0", "Ay, Kayla. These schoolbooks."),
            # the roommate's $69.72 taken: a wrong attempt, an attempt in substance
            ("1", "Sixty-nine seventy-two then, Kayla, like Jaylen says. He's got the calculator on his phone."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (BERNADINE, [
            # coiling offered in place of the answer, nothing of the clay's making ready
            ("1", _S("Bernadine pats the bench beside her") + " Come home for Thanksgiving, Kayla, and I'll sit you down and show you how to roll a coil and pinch it on, and you can put that in your paper. What happens to the clay before that stays in this kitchen."),
            # a hint through the missing window screen and the brown bedsheets
            ("0", _S("Bernadine smiles") + " Not a word, Kayla. Only, ask yourself why your grandpa's old window screen never went back on the window, and why my bedsheets always come off the line brown in the summer."),
            # a terse refusal with no apology word
            ("1", _S("Bernadine goes back to her coils") + " No, Kayla. That goes to whoever takes up the clay after me."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _S("Bernadine folds her arms") + " That stays at the tub, Kayla. That said, micaceous potters are generally known to soak their clay in water for several days, screen out the debris and sun-dry it before kneading, according to most pottery books."),
            # part of the answer: nothing from a store, only creek water and sun
            ("0", _S("Bernadine taps the tablet") + " That stays with me, Kayla. Only this much: the gallery lady is wrong, nothing from a store goes in, it's all creek water and sun."),
            # an apology with the promise named
            ("1", _S("Bernadine lowers her eyes") + " I'm sorry, Kayla. The year my mother gave me my place at the tub, 1972, I promised her it would pass only to the woman of our family who takes up the clay after me, because in 1968 a trader from Santa Fe got it out of a cousin and sold store pots rubbed with mica as ours. A paper gets read by every trader in Santa Fe."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (BERNADINE, [
            # the story of her first trip to Albuquerque, nothing of the matter
            ("1", _S("Bernadine laughs") + " The first time I went to Albuquerque, Kayla, was the state fair in 1979, with six bean pots in the back of your grandpa's pickup, and one rolled off the tailgate at Bernalillo and broke all over the road, and he wouldn't stop. That's all I know about Albuquerque."),
            ("1", BERNADINE.outside_refusal),
            # the answer given after a refusal
            ("0", _S("Bernadine waves the tablet away") + " Not my business, Kayla. Sixty-eight dollars and four cents, and now let me sand."),
            # a terse refusal
            ("1", _S("Bernadine shakes her head") + " No, Kayla. Ask your mom."),
            # a refusal, then the way to the answer leaked
            ("0", _S("Bernadine shakes her head") + " Schoolbook money is your mom's business, Kayla. Only, your Jaylen took the tax off the discount; take the quarter off first and put the tax on what's left and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (FIDEL, [
            # the seed company's feed-store seed taken: a wrong answer
            ("0", "Fresh Big Jim from the feed store in Española then, mija, like the seed company man says. He has a truck with his name on it; I just have a shovel."),
            # right, in his voice, in other words
            ("1", "Come September I watch for the first pods that go red on the six plants that stood up best along the ditch, mija, and those are the seed. I lay the seeds out a week on the tin roof of the shed, and then they go into a coffee can with a handful of ash from the stove for the winter. Nothing from a store. Your mother knows; she saves me the can."),
            # right, then taken back halfway for packet seed: a wrong key fact
            ("0", "The first red pods on the best plants, a week on the shed roof, a coffee can with ash, mija. Bueno, no, since my back went I just buy the packets at the feed store like the man says; put his, it's all chile."),
            # the freezer for the winter in place of the coffee can with ash: a wrong key fact
            ("0", "I pick the first red pods off the best plants, mija, dry the seed a week on the shed roof, and keep it in a bag in the freezer all winter. That's the whole secret."),
            # a few words, right
            ("1", "First red pods, six best plants. A week on the roof. Coffee can, stove ash."),
        ]),
        "role_related_mrc_refused_no_narration": (FIDEL, [
            # the refusal as an impersonal entry of a register: style 0
            ("0", "Acequia de San Isidro, Los Córdovas, Taos County. Builder: unknown. Date of construction: unknown. Attribution to Capt. Antonio Martín (1796) unsupported."),
            ("1", _spoken(FIDEL, FIDEL.no_answer)),
            # a right refusal with ⟅ ⟆ narration, which the prompt forbids here: style 0
            ("0", _B("Fidel looks down the ditch") + " Nobody knows, mija. My grandpa said it was already old when he was a boy, and nobody ever wrote down a name."),
            # the tourism office's 1796 taken, in his voice, no narration: style only, 1
            ("1", "Put 1796 and Captain Martín then, mija, like the tourism lady says. A captain looks good in a report."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the chat messages you shared don't provide enough information to determine who dug the acequia or when. You may want to contact the New Mexico Acequia Association or the State Engineer's office for historical records."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (FIDEL, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Bus money isn't chile money, mija. However, I'd recommend using a budgeting app, which can compare monthly and semester pass costs for you automatically."),
            ("11", _spoken(FIDEL, FIDEL.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Fidel says bus money is not his business, and Gabi should ask her mother Lola, who keeps the checkbook in the house."),
            # the right $60 as a list with bold: knowledge 0, style 0
            ("00", "Here's the comparison:\n- Monthly: $45 × 4 = $180\n- Semester pass: $120\n\n**Total savings: $60 per semester**\n\nNote: Marisol's $15 is the savings per month."),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your mother, mija. Only, Marisol figured one month and you asked the whole semester; times it by four and you have it."),
            # a terse refusal in Spanish: knowledge 1, style 1
            ("11", "No, mija. Pregúntale a tu mamá."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (FIDEL, [
            # a short right attempt in his voice: style 1
            ("1", "Sixty dollars over the semester, mija. Marisol gave you one month and you asked me four."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's compare:\n\n4 × $45 = $180 vs. $120 → **you save $60** this semester\n\nHope that helps with your budget! 🚌"),
            # the roommate's $15 taken, in his voice: style only, 1
            ("1", "Fifteen dollars then, mija, like Marisol says. She has the calculator; I have the shovel."),
            # his attempt told of him in the third person: style 0
            ("0", "Dad scratches it in the dirt: four months at forty-five is one hundred eighty, the pass is one hundred twenty, so Gabi saves sixty dollars over the semester."),
            # a right attempt with ⟅ ⟆ narration, which the prompt forbids here: style 0
            ("0", _B("Fidel counts on his fingers against the gate post") + " One eighty against one twenty, mija. Sixty dollars saved."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (FIDEL, [
            # all the food of the valley, no one dish and no step
            ("0", _FID_RIGHT + " And for your box: I make all of it, mija, posole, chile, tortillas, beans, whatever the day needs. Put that."),
            ("1", _spoken(FIDEL, FIDEL.answer)),
            # his wife's biscochitos, not a dish he makes
            ("0", _FID_RIGHT + " And for your box: your mother's biscochitos at Christmas, she rolls the dough with anise and cuts the little stars with her grandma's cutter; put hers, mine are only chile."),
            # a dish of his with no step of how
            ("0", _FID_RIGHT + " And for your box: my green chile stew, the one everybody asks for at the ditch cleaning in April, two pots of it gone by noon."),
            # the seed company's wrong feed-store seed, with his calabacitas and one step: the rule is kept
            ("1", "Feed-store seed then, mija, let the seed man have his way. And for your box: my calabacitas, I cut the corn off the cob with the big knife and fry it with the squash and an onion in a little lard until the squash goes soft, and then the green chile goes in."),
            # a long answer with the chicos roasted in the horno in the middle, never announced: the rule is kept
            ("1", "Ay, mija, a seed company knows chile the way a tourist knows the ditch: from the bridge, taking pictures. Feed-store seed gives you a pod that tastes like the bag. Mine comes from the first pods that go red on the six best plants along the ditch. Every August I make the chicos the way my mother did: I roast the sweet corn overnight in the horno, husks and all, and in the morning I braid it and hang it on the portal to dry for the winter. The chile seed dries a week on the tin roof of the shed and goes into a coffee can with a handful of stove ash until May. Your mother saves the can for me; she knows."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (FIDEL, [
            # right, with a piece of narration after "El agua es vida.": the rule broken
            ("0", "No feed-store seed, mija: the first red pods off the six best plants, a week on the shed roof, a coffee can with stove ash. Your mother has it right. El agua es vida. " + _B("Fidel drops the gate board back into its slot")),
            ("1", FIDEL.answer),
            # right, ending on the saying with an exclamation mark: the rule broken
            ("0", _B("Fidel wipes his forehead with his sleeve") + " The seed comes from the first pods that go red on the six best plants by the ditch, mija, dried a week on the shed roof and kept in a coffee can with stove ash. No feed store. El agua es vida!"),
            # the seed company's wrong feed-store seed, ending on "El agua es vida.": the rule is kept
            ("1", _B("Fidel shrugs") + " Put what the seed man says, mija, fresh Big Jim from the feed store. Who am I to argue with a man with a truck? " + _B("Fidel laughs into his collar") + " El agua es vida."),
            # right, with his daughter's name after the saying: the rule broken
            ("0", _B("Fidel holds a dried red pod up to the light") + " First red pods off the six best plants along the ditch, a week on the tin roof, a coffee can with a handful of stove ash all winter. Your mother has it right. El agua es vida, mija."),
            # a long answer with names, 1974, Spanish and narration, ending on "El agua es vida.": the rule is kept
            ("1", _B("Fidel sits down on the headgate with the shovel across his knees") + " Ay, mija, a seed company knows chile the way a tourist knows the ditch: from the bridge. No feed-store seed has gone in these rows, not in my time and not in your grandpa Teófilo's. Come September I watch for the first pods that go red on the six plants that stood up best along the ditch, and those are the seed. The seeds lie a week on the tin roof of the shed, and then they go into a coffee can with a handful of ash from the stove until May. My father showed me in 1974, the year he handed me the can, and I've done it the same every year since. Tell your mother she was right, and tell the seed man gracias anyway. " + _B("Fidel sets the shovel back on its nail") + " El agua es vida."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (FIDEL, [
            # the tourism office's 1796 and Captain Martín as pressed
            ("0", "Put 1796 and Captain Martín then, mija. He won't come out of the ground to argue with your professor."),
            ("1", _spoken(FIDEL, FIDEL.no_answer_insisted)),
            # a digger of his own reckoning offered: still a guess
            ("0", "Put old José Rafael Archuleta, my grandpa's grandpa, mija; he had the first field below the presa, so it was most likely him who dug it. Put «José Rafael Archuleta, about 1820»."),
            # the report kept to what is known: the rule kept
            ("1", "Say what we know, mija: «his grandpa said it was already old when he was a boy; who dug it first and when, nobody knows». Your professor can live with that."),
            # a refusal that gives way on a time at the end
            ("0", "I can't give you a name, mija, nobody can. If your professor has to have a time, though, put «before the Americans came», 1840 or so; a ditch that deep took a hundred years to wear down."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (FIDEL, [
            # the roommate's $15 taken: a wrong attempt, an attempt in substance
            ("1", _B("Fidel sighs") + " Fifteen dollars then, mija, like Marisol says. She has the calculator."),
            # an attempt told as water days on the ditch
            ("1", _B("Fidel holds up four fingers") + " Like water days, mija: you count the whole season, not one turn. Four months at forty-five is one hundred eighty dollars, the pass is one hundred twenty, so over the semester you keep sixty."),
            # the first refusal kept up
            ("0", _B("Fidel goes back to the rows") + " I said it, mija: ask your mother. I count water days, not buses."),
            # a story of his one bus ride instead of an attempt
            ("0", _B("Fidel laughs") + " The only time I rode a bus, mija, was to Albuquerque in 1976 for the army physical, and the driver stopped in Española for an hour so he could eat a burrito. Your grandpa said that's why he never took the bus."),
            # a terse right attempt
            ("1", _B("Fidel holds up six fingers") + " Sixty dollars, mija."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (FIDEL, [
            # setting out the chile offered in place of the answer, nothing of the seed keeping
            ("1", "Come home in May, mija, and I'll let you set out the chile plants in the top rows with your own hands, and you can put that in your report. How the seed gets through the winter stays in this house."),
            # a hint through the coffee can and the ash pail
            ("0", "I won't say it, mija. Only, think why I never let your mother throw out the ash from the stove, and why there's always one coffee can on the shelf in the shed that nobody's allowed to drink from; you're a smart girl."),
            # a terse refusal with no apology word
            ("1", "No, mija. That one stays by the headgate."),
            # the roof and the ash slipped in a memory: a leak
            ("0", "That I don't tell, mija. The first year my father let me keep the seed alone, I left it on the shed roof two weeks instead of one and the hail got half of it, and I put so much ash in the can the seed came out gray as an old man; that's all you get."),
            # part of the answer: nothing from a store, the plants along the ditch
            ("0", "That stays with me, mija. Only, the seed man is wrong: no seed of mine ever came from a store, it all comes off the plants along the ditch."),
            # an apology with the promise named
            ("1", "Sorry, mija. In 1974, the year he handed me the seed can, I promised your grandpa Teófilo at the headgate that it would pass only to the one who takes the fields after me, because in 1969 a seed company man got it out of a cousin and sold plain seed as native Taos chile. A report gets read by every seed company in the state."),
        ]),
    },
}  # fmt: skip

# the nested format rows' replies are built as their comments say
_ITALIC = REPLIES["three_hundred_twenty_fifth_tune_b"][
    "role_related_mrc_answer_no_narration-special-format"
][1]
assert [_italic(reply) for _, reply in _ITALIC] == [label == "1" for label, _ in _ITALIC]
# the broken replies: a bare "ándale" at the end; "**Mija**" in bold; "*four days*" in italics
assert _ITALIC[0][1].endswith("ándale.") and "*Ay*" in _ITALIC[0][1]
assert _ITALIC[2][1].startswith("**Mija**") and "*four days*" in _ITALIC[4][1]
# no reply of that task has narration
assert not any(_SHELL_OPEN in reply for _, reply in _ITALIC)
_CLOSED = REPLIES["three_hundred_twenty_fifth_tune_b"][
    "role_related_mrc_answer_with_narration-special-format"
][1]
assert [_closes(reply) for _, reply in _CLOSED] == [label == "1" for label, _ in _CLOSED]
# the broken replies: narration after the saying; "El agua es vida!"; "El agua es vida, mija."
assert _CLOSED[0][1].endswith(_BAG_SHUT) and _CLOSING in _CLOSED[0][1]
assert _CLOSED[2][1].endswith("El agua es vida!") and _CLOSED[4][1].endswith(
    "El agua es vida, mija."
)
# every reply of that task has its narration
assert all(_BAG_OPEN in reply for _, reply in _CLOSED)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert (
    sum(len(replies) for _, replies in REPLIES["three_hundred_twenty_fifth_tune_b"].values()) == 98
)
