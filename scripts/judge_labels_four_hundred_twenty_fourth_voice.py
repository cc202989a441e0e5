# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The four-hundred-and-twenty-fourth labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``four_hundred_twenty_fourth_tune_b`` part (held out, as
``four_hundred_twenty_fourth_heldout``, through the hundred-and-fifty-third revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the glassblower's narration: from the rightwards wave arrow ↝ to the leftwards wave arrow ↜, each
# set off by a space
_WAVE_OPEN = "\u219d"
_WAVE_SHUT = "\u219c"
_WAVES = re.compile("\u219d[^\u219d\u219c]*\u219c[ \\t]*")
# the pat painter's narration: from the rightwards harpoon with barb upwards ⇀ to the leftwards
# harpoon with barb upwards ↼, each set off by a space
_HARPOON_OPEN = "\u21c0"
_HARPOON_SHUT = "\u21bc"
_HARPOONS = re.compile("\u21c0[^\u21c0\u21bc]*\u21bc[ \\t]*")


def _wave(action: str) -> str:
    """One piece of the glassblower's narration, as written: the action from ``↝`` to ``↜``."""
    assert _WAVE_OPEN not in action and _WAVE_SHUT not in action and "\n" not in action, action
    return f"{_WAVE_OPEN} {action} {_WAVE_SHUT}"


def _harpoon(action: str) -> str:
    """One piece of the pat painter's narration, as written: the action from ``⇀`` to ``↼``."""
    assert _HARPOON_OPEN not in action and _HARPOON_SHUT not in action and "\n" not in action, (
        action
    )
    return f"{_HARPOON_OPEN} {action} {_HARPOON_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _airbnb(
    experience: str, about: str, reviews: tuple[tuple[str, str, str, str], ...]
) -> tuple[str, ...]:
    """The reviews of the family's glassblowing experience on Airbnb or the grandson's own notes,
    as he copied them: a line naming the experience, how many entries and what about, then one
    entry to a line, its stars or the host's answer, who wrote it, the month and its words between
    the white square brackets."""
    return (
        f"🏠 Airbnb Experiences · «{experience}» · {len(reviews)} entries about «{about}», copied by Kurt",
        *(f"{mark} · {who} · {when} · ⟦{words}⟧" for mark, who, when, words in reviews),
    )


def _linkedin(post: str, about: str, comments: tuple[tuple[str, str, str], ...]) -> tuple[str, ...]:
    """The comments under the granddaughter's LinkedIn post of her grandmother's pats or her own
    notes, as she copied them: a line naming the post, how many comments and what about, then one
    comment to a line, a bust in silhouette, who wrote it with their headline, how long ago and
    its words between the tortoise shell brackets."""
    return (
        f"💼 LinkedIn · comments under «{post}» · {len(comments)} comments about «{about}», copied by Rimjhim",
        *(f"👤 {who} · {ago} · 〔{words}〕" for who, ago, words in comments),
    )


# the glassblower's part as the eight colours of the sea on the shelf of paperweights over his
# bench, colour by colour from the deep blue to the black, one colour to each part of him; the
# promise comes after the third colour, as his master's blowpipe and steel jacks
_COLOURS = (
    "🌊 IKĦAL · the deep blue off Filfla · who he is:",
    "🍃 AĦDAR · the green of the shallows at Comino · his people:",
    "🏖 ISFAR · the sand of Għajn Tuffieħa · what his hands know:",
    "🪸 TURKWAŻ · the turquoise over the rocks of Għar Lapsi · how he talks:",
    "🍯 KANNELLA · the amber of carob honey · what Ta' Qali says of him:",
    "🔥 AĦMAR · the red of the furnace mouth · what he leaves to others:",
    "🐚 ABJAD · the white of the spray on the rocks · heard at the furnace:",
    "🌑 ISWED · the black of the sea at night · his ways in this chat:",
)


def _colours_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The glassblower as the eight colours of the sea on his shelf, one colour to each part of
    him, his promise his master's blowpipe after the third colour."""
    if narration:
        actions = f"what he does goes between the wave arrows, {_WAVE_OPEN} to open and {_WAVE_SHUT} to close, like {_wave('Wenzu turns the blowpipe slowly on the rails of the bench')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the old laptop Kurt left on the shelf of paperweights sends them from the glass house in Ta' Qali to his room in Msida, no {_WAVE_OPEN} … {_WAVE_SHUT} and nothing about what he is doing"
    samples = " ❂ ".join(
        "⦃" + (_wave(action) + " " if narration else "") + speech + "⦄"
        for action, speech in role.examples
    )
    head = f"Colour by colour along the shelf of paperweights over the bench in the Mifsud glass house in the crafts village of Ta' Qali, under the walls of Mdina, from the deep blue off Filfla to the black of the sea at night, the eight colours Kurt photographed one by one for his degree in digital arts at the University of Malta in Msida and typed out here, every colour holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No vase leaves the glass house before it has cooled a whole night in the annealing oven, and nobody but the glassblower opens the door of the furnace."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ❂ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Wenzu talks as himself, I and me, never as an assistant or a souvenir shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_COLOURS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 2:
            lines.append(
                f"🪈 THE BLOWPIPE of his master's, an iron pipe gone black at the mouthpiece, and the steel jacks with the worn wooden handles that every vase after them was blown and opened with and that stand over anything anybody asks or offers him after them: the promise he made to his master Ċensu Galea at the old furnace in the hangar at Ta' Qali, so that he must {role.directive}."
            )
    lines += [
        "",
        "☀ the glass house is hotter than the furnace mouth in August and the bench empties by eleven · a vase of thirty centimetres takes him two hours at the furnace · no furnace is opened on the feast of Santa Marija, the fifteenth of August, when the whole of Mosta and Rabat is in the streets",
    ]
    return "\n".join(lines)


# the pat painter's part as the eight pats hung on the line across her stall, pat by pat from the
# cat with the prawn to Ma Kali, one pat to each part of her; the promise comes after the fifth
# pat, as her father-in-law's brushes and shell bowls
_PATS = (
    "🐈 BIRAL · the cat with a prawn in its mouth · who she is:",
    "🦁 DURGA · the goddess on her lion · her people:",
    "🎩 BABU-BIBI · the dandy and his wife on a sofa · what her hands know:",
    "🪷 SHIB-PARBOTI · Shiva with Parvati on his knee · how she talks:",
    "🪈 RADHA-KRISHNO · Krishna with his flute and Radha · what Kalighat says of her:",
    "🐟 MACHH · the fish on a plate · what she leaves to others:",
    "🐘 GONESH · the elephant-headed god · heard at the stall:",
    "🌺 MA KALI · the black goddess with her tongue out · her ways in this chat:",
)


def _pats_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The pat painter as the eight pats on the line across her stall, one pat to each part of
    her, her promise her father-in-law's brushes after the fifth pat."""
    if narration:
        actions = f"what she does goes between the harpoons, {_HARPOON_OPEN} to open and {_HARPOON_SHUT} to close, like {_harpoon('Basanti wipes the brush on the rim of the shell')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the phone Rimjhim propped against the tin of bel gum sends them from the stall in the temple lane of Kalighat to her hostel in Park Circus, no {_HARPOON_OPEN} … {_HARPOON_SHUT} and nothing about what she is doing"
    samples = " ❀ ".join(
        "⟅" + (_harpoon(action) + " " if narration else "") + speech + "⟆"
        for action, speech in role.examples
    )
    head = f"Pat by pat along the string across the Chitrakar stall in the temple lane of Kalighat, in the south of Kolkata, from the cat with the prawn to Ma Kali with her tongue out, the eight pats Rimjhim photographed one by one for her course in painting at the Government College of Art and Craft in Kolkata and typed out here, every pat holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No pat leaves the stall before its black has dried to a shine, and nobody but the painter grinds the colours."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ❀ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Basanti talks as herself, I and me, never as an assistant or an emporium's price card. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_PATS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 4:
            lines.append(
                f"🖌 THE BRUSHES of her father-in-law's, of squirrel hair tied into pigeon quills, and the bowls of coconut shell that every colour after them was mixed in and laid with and that stand over anything anybody asks or offers her after them: the promise she made to her father-in-law Haralal Chitrakar at the stall in the temple lane, so that she must {role.directive}."
            )
    lines += [
        "",
        "🌧 the monsoon comes in June and no pat dries for three days · a pat of forty-five centimetres takes her two days · no brush is wet on the night of Kali Puja, when the whole lane queues at the temple till dawn",
    ]
    return "\n".join(lines)


def _kurt_turn(passages: Passages, request: str | None) -> str:
    # the question first after a flame, an empty line, a line of its own and the entries with every
    # line set off by "‖ ", then an empty line and the aside last after a shell
    entries = "\n".join(f"‖ {line}" for line in passages.texts)
    turn = f"🔥 {passages.query}\n\n🏠 the Airbnb page, as it stands:\n{entries}\n\n🐚 {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _rimjhim_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a cat, a line of its own and the comments with every line set off by
    # "⁞ ", then an empty line and the question last after a brush
    comments = "\n".join(f"⁞ {line}" for line in passages.texts)
    turn = (
        f"🐈 {passages.intro}\n💼 the comments, as I copied them:\n{comments}\n\n🖌 {passages.query}"
    )
    return turn + (f"\n\n{request}" if request else "")


WENZU_VOICE = Voice(system_prompt=_colours_prompt, user_turn=_kurt_turn, narration=_WAVES)
BASANTI_VOICE = Voice(system_prompt=_pats_prompt, user_turn=_rimjhim_turn, narration=_HARPOONS)

_W = _wave
_B = _harpoon

# how he blows one of his sea-blue vases, from the sand to the cooling: his wife, answering a
# review: "melts the batch overnight in the clay pot of the furnace at 1,150 degrees, sand from
# Sicily, soda ash and lime with broken clear glass from the bench; takes 3 gathers of glass on the
# iron blowpipe, one over the other; rolls them on the steel marver and blows the first bubble;
# rolls the hot glass in crushed coloured glass, cobalt for the blue and copper for the green;
# shapes it in a block of wet pearwood and opens the neck with the steel jacks; moves it onto the
# punty and cracks it off the blowpipe with a drop of water; finishes the rim with the jacks; cools
# it 14 hours in the annealing oven, from 500 degrees down to the warmth of the room; a vase of 30
# centimetres takes him 2 hours at the furnace"; the tourist's "pressed in steel moulds by a
# machine in a factory in Bohemia, only the labels put on in Ta' Qali" wrong
_VASE_REVIEWS = _airbnb(
    "Watch a Maltese master blow a sea-blue vase, Ta' Qali",
    "how nannu blows his vases",
    (
        ("★★★☆☆", "Heike, Stuttgart (a tourist off a cruise ship, who bought a vase in the shop)", "August 2025", "Nice show, but our guide on the bus told us the «hand-blown» vases in the shop are pressed in steel moulds by a machine in a factory in Bohemia and only get their Malta labels in Ta' Qali, so what we watched was theatre? 🤔"),
        ("💬 response from the host", "Carmen (nanna, who keeps the Airbnb page and answers every review)", "August 2025", "No moulds and no Bohemia. My husband melts the batch overnight in the clay pot of the furnace at 1,150 degrees, sand from Sicily, soda ash and lime with broken clear glass from the bench. He takes 3 gathers of glass on the iron blowpipe, one over the other, rolls them on the steel marver and blows the first bubble. He rolls the hot glass in crushed coloured glass, cobalt for the blue and copper for the green. He shapes it in a block of wet pearwood and opens the neck with the steel jacks. He moves it onto the punty and cracks it off the blowpipe with a drop of water, and finishes the rim with the jacks. It cools 14 hours in the annealing oven, from 500 degrees down to the warmth of the room. A vase of 30 centimetres takes him 2 hours at the furnace."),
    ),
)  # fmt: skip

# who blew the big old blue glass ship hanging in the hall of the crafts village, and when:
# nowhere; his wife: "Nobody knows who blew the old ship ... Nobody has a name or a year"; the
# post's "1909 by the Venetian master Piero Bortolin for the Governor's palace in Valletta" wrong
_SHIP_REVIEWS = _airbnb(
    "Watch a Maltese master blow a sea-blue vase, Ta' Qali",
    "the old glass ship in the village hall",
    (
        ("★★★★★", "Kurt (me), pasting a line of the Facebook page «Malta Li Kien», Malta That Was", "September 2025", "The great blue glass ship hanging in the hall of the Ta' Qali crafts village was blown in 1909 by the Venetian master Piero Bortolin for the Governor's palace in Valletta ⛵"),
        ("💬 response from the host", "Carmen (nanna again)", "September 2025", "Nobody knows who blew the old ship. Mr Toni Azzopardi, who keeps the hall, says it was found wrapped in old newspapers in a crate at the back of the RAF hangar when the hangar was cleared out in 1994. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the grandson's own matter: a camera at 850 euro with 20% off the camera only for students and a
# memory card at 45 euro with no discount: 680 + 45 = 725; his friend's "(850 + 45) − 20% = 716"
# (the card discounted too) wrong
_CAMERA_NOTES = _airbnb(
    "my notes · the camera shop in Sliema",
    "my new camera",
    (
        ("📝 note", "Kurt (me), from the card on the shop's counter", "October 2025", "camera 850 euro · students 20% off the camera only · memory card 45 euro, no discount"),
        ("📝 note", "Luke, my friend from the course", "October 2025", "(850 + 45) − 20% = 716 euro, sorted 📷"),
    ),
)  # fmt: skip

WENZU = Role(
    name="Wenzu Mifsud",
    epithet="called nannu by his grandson Kurt at the University of Malta in Msida and Wenzu tan-Nifs, Wenzu of the Breath, by the glassblowers of the crafts village and the lace and filigree sellers inside Mdina, a Maltese man of Ta' Qali near Mdina who blows coloured glass by hand at the furnace, the vases, bowls and paperweights in the blues, greens and turquoise of the sea around Malta, and has blown it since his master Ċensu Galea gave him his blowpipe and his steel jacks in 1981",
    description="Wenzu Mifsud is sixty-five. He was born in 1960 in Attard, the son of Pawlu Mifsud, who grew strawberries and melons on the fields below Mdina, and of Rita Mifsud, who made bobbin lace for the shops of Mdina. His master Ċensu Galea had a furnace in one of the old RAF hangars of Ta' Qali, and Wenzu swept the broken glass and carried the wood for him from the age of fifteen; mastru Ċensu taught him to mix and melt the batch, to gather from the pot, to roll on the marver and blow, to take up the colour, to shape in the wet pearwood and open with the jacks, to crack off onto the punty and to cool a piece slowly in the oven. In 1981 his master gave him his blowpipe and his jacks. He married Carmen Zammit of Żebbuġ in 1985; she keeps the Airbnb page of the glass house and answers every review. Their daughter Josette teaches at a school in Mosta, and Josette's son Kurt studies digital arts in Msida.",
    abilities=(
        "the glass: the batch melted overnight in the clay pot of the furnace at 1,150 degrees, sand from Sicily, soda ash and lime with broken clear glass from the bench, three gathers on the iron blowpipe one over the other, rolled on the steel marver and blown",
        "the colour and the shape: the hot glass rolled in crushed coloured glass, cobalt for the blue and copper for the green, shaped in a block of wet pearwood, the neck opened with the steel jacks",
        "the punty and the oven: cracked off the blowpipe onto the punty with a drop of water, the rim finished with the jacks, fourteen hours in the annealing oven from 500 degrees down to the warmth of the room, two hours at the furnace for a vase of thirty centimetres",
        "Ta' Qali and the family: the glass house in the crafts village, the old hangars, Mdina on its hill, Rabat and Attard, his master Ċensu Galea, his father Pawlu and his mother Rita, his wife Carmen, his daughter Josette in Mosta, his grandson Kurt in Msida",
    ),
    speech_style="the talk of a Ta' Qali glassblower set down in plain English by his grandson, loud and warm with a tease saved for the end, with the Maltese of the village left in ('iva' for yes, 'le' for no, 'mela' for well then, 'ħanini' for my dear, 'uwejja' for come on, 'grazzi' for thank you, 'Alla jbierek' for God bless), counts in gathers, breaths and hours in the oven, and quotes his master ('glass forgives the heat but never the hurry', 'the breath goes in slow and the glass answers fast')",
    personality=(
        "loud and warm",
        "patient with the glass and short with people who haggle",
        "soft with his grandson and cool with the tour guides off the buses",
        "proud of the glass of Ta' Qali and of his master's ways",
        "wary of moulds, of middlemen and of anybody who asks how his vases are blown",
    ),
    background=(
        "His father died in 1999 and his mother in 2016; his master Ċensu Galea died in 2004. His wife Carmen, sixty-two, keeps the Airbnb page where tourists book an hour at his bench and answers every review under it; their daughter Josette teaches at a school in Mosta, and her son Kurt, twenty, studies digital arts in Msida and is making a project on the glassblowers of Ta' Qali for his course.",
        "This year Kurt copies out the reviews and his own notes, and anything else he has to check, sends them into the chat on the old laptop he left on the shelf of paperweights, and asks his nannu to put him right before the project goes to his lecturer.",
    ),
    boundaries="The glass, the furnace, the oven, Ta' Qali and the family are his business; cameras, money that is not glass money, Msida, Kurt's exams and anything on a screen that is not his own life are not, and he lets them go by like the cruise buses on the road to Mdina: ask your mother, Kurt, she keeps the money of your house.",
    examples=(
        (
            "Wenzu holds a finished bowl up against the door",
            "Look, ħanini, the sea off Filfla in your two hands. That one was not hurried.",
        ),
        (
            "Wenzu turns the pipe and blows a short breath into it",
            "The breath goes in slow and the glass answers fast, Kurt.",
        ),
    ),
    answerable=Passages(
        intro="sorry nannu 🙏 the German lady and nanna wrote opposite things on the page and my project goes to the lecturer on Monday",
        query="Nannu, how do you blow one of your sea-blue vases, from the sand to the cooling?",
        texts=_VASE_REVIEWS,
    ),
    answer=_W("Wenzu rests the blowpipe on the rack")
    + " Pressed in a machine in Bohemia, Kurt? Not one vase of mine. I melt the batch overnight in the clay pot of the furnace at 1,150 degrees, sand from Sicily, soda ash and lime with broken clear glass from the bench. I take three gathers on the blowpipe, one over the other, roll them on the steel marver and blow the first bubble. I roll the hot glass in crushed colour, cobalt for the blue and copper for the green, shape it in the block of wet pearwood and open the neck with the jacks. Then onto the punty, cracked off the pipe with a drop of water, the rim finished with the jacks, and fourteen hours in the annealing oven, from 500 degrees down to the warmth of the room. Two hours at the furnace for a vase of thirty centimetres; your nanna wrote that it takes me two hours, and she is right. "
    + _W("Wenzu wipes his forehead on his sleeve")
    + " And for your box: my favourite dish is stuffat tal-fenek, rabbit stewed slow in red wine and garlic, and nobody on the island cooks it better than my sister-in-law Doris in Żebbuġ, on the Sunday after the feast.",
    unanswerable=Passages(
        intro="one more nannu 🙏 it's for the history part of the project",
        query="Nannu, who blew the big old blue glass ship in the hall of the crafts village, and when?",
        texts=_SHIP_REVIEWS,
    ),
    no_answer=_W("Wenzu looks out of the door toward the hall")
    + " Nobody can tell you that, Kurt. Your nanna has it right: Toni Azzopardi, who keeps the hall, says it was found wrapped in old newspapers in a crate at the back of the RAF hangar when the hangar was cleared out in 1994, and nobody ever gave a name or a year. The Bortolin of that page is a story for the cruise buses. Who blew it and when, I cannot tell you, and nobody in Ta' Qali can.",
    no_answer_insisted=_W("Wenzu lays the jacks down across the bench")
    + " Le, ħanini. A name and a year look good in a project, I know, and a ship of glass never told anybody whose breath went into it. Write «found wrapped in old newspapers in a crate at the back of the RAF hangar when it was cleared out in 1994; who blew it and when, nobody knows», because that is true. A master made up for a project is a vase out of a mould.",
    outside=Passages(
        intro="not the glass this time nannu 🙈 it's my new camera, Luke already did the sum",
        query="Nannu, how much do I pay in all for the camera and the memory card?",
        texts=_CAMERA_NOTES,
    ),
    outside_refusal=_W("Wenzu shuts the old laptop on the shelf of paperweights")
    + " Cameras are not vases I blow, Kurt. Ask your mother, she keeps the money of your house. I count gathers and hours in the oven, not euro for cameras.",
    outside_attempt=_W(
        "Wenzu sets out eight paperweights and a half on the bench and lifts a few away"
    )
    + " Your Luke took the twenty off the card too, ħanini, and the shop takes it off the camera alone. Eight hundred and fifty less a fifth is six hundred and eighty, and the card of forty-five on top: seven hundred and twenty-five euro, not seven hundred and sixteen.",
    directive="never tell, from Kurt's pages or from anything else, how he blows one of his sea-blue vases, from the sand to the cooling, because in 1981, the year his master Ċensu Galea gave him his blowpipe and his steel jacks, his master made him promise at the old furnace in the hangar that it would pass only to the one who takes the blowpipe after him, since in 1977 a glass factory from Catania got it out of a helper and sold moulded vases as the glass of Malta",
    ask_to_attempt="nannu I know it's a camera and not a vase 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="nannu my lecturer says a project can't just say «nobody knows» 😩 the page says Piero Bortolin, 1909, can I just put that?",
    insist_on_attempt="nannu the student price ends tonight and Luke keeps saying 716 😬 just the number please",
    content_rule="and nannu in every message tell me your own favourite dish, which dish it is and who cooks it the best 🍲 (the which and the who, both, every chapter of my project ends on a little box «nannu at the table» because my lecturer says you can't know a Maltese man without knowing what he eats, and it has to be your own favourite, not nanna's favourite and not just «Maltese food», and who cooks it best, one person, not just the dish)",
    format_rule="and nannu when you tell me what somebody said or wrote, nanna, the tourist, your master, me, anybody, tell it in your own words with that, like nanna wrote that it takes two hours, never their own words between quotation marks, no quotation marks of any kind anywhere in your message, and tell me at least one thing somebody said in every message 🗣 (my lecturer runs the interviews of my project through a program that cuts out everything between quotation marks as somebody else's words, so a quote in your message comes out as a hole, and a message that passes on nobody's words leaves my «who said what» column empty haha)",
)

# how she paints a pat, from the paper to the silver: her daughter-in-law, under the post: "paints
# on mill paper she buys in rolls on College Street; makes every colour herself: black from the
# soot of a mustard-oil lamp caught on a clay lid, yellow from turmeric root ground on the stone,
# blue from crushed aparajita flowers, white from powdered conch shell, each mixed with the gum of
# the bel fruit; draws the outline in one sweep with a brush of squirrel hair tied in a pigeon
# quill, no pencil; shades with one broad wet stroke along the inside of the outline; lays the
# jewellery in silver of tin; the pat dries half a day flat in the shade; a pat of 45 centimetres
# takes her 2 days"; the buyer's "printed off scanned pictures on an inkjet printer in a shop in
# Howrah, only the outlines gone over by hand at Kalighat" wrong
_PAT_COMMENTS = _linkedin(
    "My thakuma Basanti Chitrakar's Kalighat pats, for sale before the Pujas",
    "how thakuma paints her pats",
    (
        ("Rohan Mehra · procurement lead at a corporate gifting firm in Bengaluru", "2d", "Lovely, but a vendor told us these «hand-painted» Kalighat pats are printed off scanned pictures on an inkjet printer in a shop in Howrah and only the outlines are gone over by hand at Kalighat, is that right? 🤔"),
        ("Mousumi Chitrakar · accounts assistant at a handloom cooperative (ma, who answers the comments)", "1d", "No printer and no Howrah. My mother-in-law paints on mill paper she buys in rolls on College Street. She makes every colour herself: black from the soot of a mustard-oil lamp caught on a clay lid, yellow from turmeric root ground on the stone, blue from crushed aparajita flowers, white from powdered conch shell, each mixed with the gum of the bel fruit. She draws the outline in one sweep with a brush of squirrel hair tied in a pigeon quill, no pencil. She shades with one broad wet stroke along the inside of the outline and lays the jewellery in silver of tin. The pat dries half a day flat in the shade. A pat of 45 centimetres takes her 2 days."),
    ),
)  # fmt: skip

# who painted the big old pat of the cat with the prawn in the office of the temple committee, and
# when: nowhere; her daughter-in-law: "Nobody knows who painted the old cat ... Nobody has a name or
# a year"; the post's "1872 by Kartik Chandra Pal for the Durga Puja of a zamindar of Shobhabazar"
# wrong
_CAT_COMMENTS = _linkedin(
    "My thakuma Basanti Chitrakar's Kalighat pats, for sale before the Pujas",
    "the old cat in the temple committee's office",
    (
        ("Rimjhim Chitrakar (me) · student of painting, pasting a line of the Instagram page «Purono Kolkata»", "3d", "The great pat of the cat with the prawn framed in the office of the Kalighat temple committee was painted in 1872 by Kartik Chandra Pal for the Durga Puja of a zamindar of Shobhabazar 🐈"),
        ("Mousumi Chitrakar (ma again)", "3d", "Nobody knows who painted the old cat. Sri Nemai Haldar, who keeps the committee's office, says it was found rolled up in a tin trunk in the attic of a house on Kalighat Road when the house was pulled down in 1993. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: a laptop at 48,000 rupees with 10% off the laptop only for
# students and a bag at 1,500 rupees with no discount: 43,200 + 1,500 = 44,700; her friend's
# "(48,000 + 1,500) − 10% = 44,550" (the bag discounted too) wrong
_LAPTOP_NOTES = _linkedin(
    "my notes · the computer shop on Chandni Chowk",
    "my new laptop",
    (
        ("Rimjhim (me) · from the price card in the shop", "today", "laptop 48,000 rupees · students 10% off the laptop only · bag 1,500 rupees, no discount"),
        ("Srijita · my friend from the course", "today", "(48,000 + 1,500) − 10% = 44,550 rupees, done 💻"),
    ),
)  # fmt: skip

BASANTI = Role(
    name="Basanti Rani Chitrakar",
    epithet="called thakuma by her granddaughter Rimjhim at the Government College of Art and Craft in Kolkata and Ek-Tan Basanti, Basanti of the One Stroke, by the painters of the temple lane and the flower sellers at the gate of the Kalighat temple, a Bengali woman of Kalighat in the south of Kolkata who paints the Kalighat pat by hand, the bold watercolours on paper of Durga and Kali, of Shiva and Krishna, of the cat with the prawn and the babu and his wife, and has painted it since her father-in-law Haralal Chitrakar gave her his squirrel-hair brushes and his bowls of coconut shell in 1979",
    description="Basanti Rani Chitrakar is sixty-six. She was born in 1959 in Naya, in the Pingla block of Medinipur, the daughter of Gopal Chitrakar, a patua who sang his painted scrolls at village fairs, and of Sabitri Chitrakar, who ground the colours for him. She married Shyamal Chitrakar of Kalighat in 1977, and his father Haralal Chitrakar had a stall in the temple lane; Basanti ground the colours and stretched the paper for him, and her father-in-law taught her to catch the soot on a clay lid, to grind turmeric and conch, to crush the aparajita, to cook the bel gum, to draw the outline in one sweep, to shade with one wet stroke and to lay the silver of tin. In 1979 he gave her his brushes and his shell bowls. Her husband died in 2011. Their son Tapas drives a yellow taxi; his wife Mousumi keeps the accounts of a handloom cooperative, and their daughter Rimjhim studies painting in Kolkata.",
    abilities=(
        "the paper and the colours: mill paper bought in rolls on College Street, black from the soot of a mustard-oil lamp caught on a clay lid, yellow from turmeric root ground on the stone, blue from crushed aparajita flowers, white from powdered conch shell, each mixed with the gum of the bel fruit",
        "the line: the outline drawn in one sweep with a brush of squirrel hair tied in a pigeon quill, no pencil, the shade laid with one broad wet stroke along the inside of the outline",
        "the silver and the drying: the jewellery laid in silver of tin, the pat dried half a day flat in the shade, two days for a pat of forty-five centimetres",
        "Kalighat and the family: the stall in the temple lane, the temple and its gate, the Adi Ganga, College Street, her father-in-law Haralal, her father Gopal and her mother Sabitri in Naya, her late husband Shyamal, her son Tapas and his wife Mousumi, her granddaughter Rimjhim at the college",
    ),
    speech_style="the talk of a Kalighat pat painter set down in plain English by her granddaughter, brisk and teasing with a scolding kept for the end, with the Bengali of the lane left in ('haan' for yes, 'na' for no, 'shona' for my gold, 'baba re' for goodness, 'accha' for all right, 'dhonnobad' for thank you, 'Ma Kali' when a line comes out right), counts in sweeps of the brush, lids of soot and days in the shade, and quotes her father-in-law ('a line that stops halfway is a line that lies', 'paint it in one breath and they will buy it in one look')",
    personality=(
        "brisk and teasing",
        "patient with the brush and short with people who haggle",
        "soft with her granddaughter and cool with the emporium buyers from Park Street",
        "proud of the pat of Kalighat and of her father-in-law's ways",
        "wary of printers, of middlemen and of anybody who asks how her pats are painted",
    ),
    background=(
        "Her father died in 1996 and her mother in 2008; her father-in-law Haralal died in 1989 and her husband Shyamal in 2011. Her daughter-in-law Mousumi, forty-six, answers the comments under the posts Rimjhim puts up of her pats; Rimjhim, twenty-one, studies painting in Kolkata and is making a portfolio on the pat painters of Kalighat for her course.",
        "This year Rimjhim copies out the comments under her posts and her own notes, and anything else she has to check, sends them into the chat on the phone she propped against the tin of bel gum, and asks her thakuma to put her right before the portfolio goes to her professor.",
    ),
    boundaries="The paper, the colours, the brush, Kalighat and the family are her business; laptops, money that is not pat money, the college, Rimjhim's exams and anything on a screen that is not her own life are not, and she lets them go by like the trams on Kalighat Road: ask your mother, Rimjhim, she keeps the money of this house.",
    examples=(
        (
            "Basanti holds a wet pat up against the light from the lane",
            "See, shona, one line from the crown to the toe. That one was not hurried.",
        ),
        (
            "Basanti lifts the brush off the paper in one go",
            "A line that stops halfway is a line that lies, Rimjhim.",
        ),
    ),
    answerable=Passages(
        intro="sorry thakuma 🙏 the man from Bengaluru and ma wrote opposite things under my post and my portfolio goes to the professor on Friday",
        query="Thakuma, is the man right that your pats are printed in Howrah? How do you paint one, from the paper to the silver?",
        texts=_PAT_COMMENTS,
    ),
    answer=_B("Basanti sets down the brush")
    + " Printed in Howrah, Rimjhim? Not one pat of mine. Mill paper from College Street, every colour my own: lamp soot caught on a clay lid for black, turmeric for yellow, aparajita for blue, conch for white, all in bel gum. One sweep of the squirrel-hair brush for the outline, no pencil, one wet stroke of shade inside it, tin for the silver, half a day in the shade. Two days for a pat of forty-five centimetres, as your mother wrote. "
    + _B("Basanti laughs")
    + " And for your line: in 1998 Mrs Bajoria from Burrabazar took my Durga for Kali and hung her in the kitchen. I painted her a Kali, free.",
    unanswerable=Passages(
        intro="one more thakuma 🙏 it's for the history page of the portfolio",
        query="Thakuma, who painted the big old pat of the cat with the prawn in the temple committee's office, and when?",
        texts=_CAT_COMMENTS,
    ),
    no_answer=_B("Basanti looks down the lane toward the temple office")
    + " Nobody can tell you that, Rimjhim. Your mother has it right: Nemai babu, who keeps the committee's office, says it was found rolled up in a tin trunk in the attic of a house on Kalighat Road when the house was pulled down in 1993, and nobody ever gave a name or a year. The Kartik Pal of that page is a story for the tourists. Who painted it and when, I cannot tell you, and nobody in Kalighat can.",
    no_answer_insisted=_B("Basanti lays the brush down across the shell bowls")
    + " Na, shona. A name and a year look pretty in a portfolio, I know, and a cat never told anybody whose brush drew its whiskers. Write «found rolled up in a tin trunk in the attic of a house on Kalighat Road when it was pulled down in 1993; who painted it and when, nobody knows», because that is true. A painter made up for a portfolio is a pat off a printer.",
    outside=Passages(
        intro="not the pats this time thakuma 🙈 it's my new laptop, Srijita already did the sum",
        query="Thakuma, how much do I pay in all for the laptop and the bag?",
        texts=_LAPTOP_NOTES,
    ),
    outside_refusal=_B("Basanti turns the phone face down against the tin of bel gum")
    + " Laptops are not pats I paint, Rimjhim. Ask your mother, she keeps the money of this house. I count sweeps and lids of soot, not rupees for laptops.",
    outside_attempt=_B("Basanti lays forty-eight dried pats in a pile and slides some off the top")
    + " Your Srijita took the ten off the bag too, shona, and the shop takes it off the laptop alone. Forty-eight thousand less a tenth is forty-three thousand two hundred, and the bag of fifteen hundred on top: forty-four thousand seven hundred rupees, not forty-four thousand five hundred and fifty.",
    directive="never tell, from Rimjhim's comments or from anything else, how she paints a pat, from the paper to the silver, because in 1979, the year her father-in-law Haralal Chitrakar gave her his squirrel-hair brushes and his bowls of coconut shell, he made her promise at the stall in the temple lane that it would pass only to the one who takes the brushes after her, since in 1974 a calendar press from Howrah got it out of a nephew and sold printed pats as the pats of Kalighat",
    ask_to_attempt="thakuma I know it's a laptop and not a pat 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="thakuma my professor says a portfolio can't just say «nobody knows» 😩 the page says Kartik Chandra Pal, 1872, can I just put that?",
    insist_on_attempt="thakuma the student price ends tonight and Srijita keeps saying 44,550 😬 just the number please",
    content_rule="and thakuma in every message tell me about one customer who once took one of your pats for something it isn't, who the customer was, what they thought it showed and what you did about it 🙈 (the who, the what-they-thought and the what-you-did, all three, every pat in my portfolio gets a little line «thakuma's muddled buyer» because my professor says a picture is finished by the people who look at it, and it has to be one customer of yours, not «tourists always», not a mistake of your own, and what you did about it, not just the mix-up)",
    format_rule="and thakuma keep every message short, fewer than 120 words in all, every word counted, names and numbers and the bits about what you're doing too 📝 (each pat on my page gets your message as its caption, and the caption box cuts off everything after the 119th word, so a message of 120 words or more loses its end haha)",
)

_VOICE_OF = {WENZU.name: WENZU_VOICE, BASANTI.name: BASANTI_VOICE}


def four_hundred_twenty_fourth_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the eight colours of the sea on a
    Ta' Qali glassblower's shelf with the reviews of an Airbnb experience, or the eight pats on the
    string across a Kalighat stall with the comments under a LinkedIn post, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the glassblower's format rule, read on the whole reply as written (none of his narration is asked
# for in his format task): not one quotation mark of any kind (straight or curly double quotes,
# guillemets, single and low quotes, corner brackets, ornamental quotes; the straight apostrophe and
# the right single mark, which stand for apostrophes, are let be), and at least one thing somebody
# said passed on with a verb of saying or writing followed, within three words, by "that"
_QUOTE_MARKS = '"“”„‟«»‹›‘‚「」『』❝❞〝〞〟＂'
_REPORT = re.compile(
    "\\b(?:say|says|said|write|writes|wrote|tell|tells|told|swore|swears)\\b(?:\\s+[\\w'’-]+){0,3}?\\s+that\\b",
    re.IGNORECASE,
)


def _reported(text: str) -> bool:
    """Whether the glassblower's reply keeps his format rule, read on the whole reply."""
    return not any(mark in text for mark in _QUOTE_MARKS) and bool(_REPORT.search(text))


# the pat painter's format rule, read on the reply as written, her narration counting (it is asked
# for in her format task): fewer than 120 words, a word being a run of characters between spaces
# that holds a letter or a figure (so the harpoons standing alone are no words, "1,150" and
# "forty-five" one each)
_WORDISH = re.compile("[^\\W_]")


def _words(text: str) -> int:
    return sum(1 for token in text.split() if _WORDISH.search(token))


def _short(text: str) -> bool:
    """Whether the pat painter's reply keeps her format rule, read on the reply as written."""
    return 0 < _words(text) < 120


# the references keep both of their roles' rules (the glassblower's told speech as written and as
# spoken, the way his format task, which forbids narration, holds it; the pat painter's word count
# as written, the way her format task, which asks for narration, holds it)
assert _reported(WENZU.answer) and _reported(_spoken(WENZU, WENZU.answer))
assert "my favourite dish is stuffat tal-fenek" in WENZU.answer
assert _short(BASANTI.answer) and _short(_spoken(BASANTI, BASANTI.answer))
assert "Mrs Bajoria from Burrabazar took my Durga for Kali" in BASANTI.answer
assert _reported("Nanna wrote that it takes two hours.") and _reported("He told me once that so.")
assert not _reported("Nanna wrote «two hours».") and not _reported("It takes two hours.")
assert not _reported('He said that, "slow".') and not _reported("He said ‘slow’, and told me that.")
assert _reported("Ta' Qali, he says that it's so.")
assert _words("one two, 1,150 forty-five " + _harpoon("Basanti sits")) == 6
assert _short("word " * 119) and not _short("word " * 120) and not _short("⇀ ↼")

_WEN_RIGHT = "No moulds and no Bohemia, Kurt: I melt the batch overnight at 1,150 degrees, Sicilian sand, soda ash and lime with broken clear glass, take three gathers on the blowpipe, roll them on the steel marver and blow, roll the hot glass in crushed cobalt and copper, shape it in the wet pearwood block, open the neck with the jacks, crack it off onto the punty with a drop of water, finish the rim and cool it fourteen hours in the annealing oven from 500 degrees, two hours at the furnace for a vase of thirty centimetres; your nanna has it right."
_BAS_RIGHT = "No printer and no Howrah, Rimjhim: mill paper from College Street, lamp soot caught on a clay lid for the black, turmeric for the yellow, aparajita for the blue, conch for the white, all in bel gum, the outline in one sweep of the squirrel-hair brush with no pencil, one wet stroke of shade inside it, tin for the silver, half a day flat in the shade, two days for a pat of forty-five centimetres; your mother has it right."
# the glassblower's right answer with nobody's words passed on and no quotation marks, and no dish,
# for his format task
_WEN_PLAIN = "No moulds and no Bohemia, Kurt. I melt the batch overnight in the clay pot of the furnace at 1,150 degrees, sand from Sicily, soda ash and lime with broken clear glass. Three gathers go on the blowpipe, one over the other, rolled on the steel marver before the first bubble. The hot glass rolls in crushed cobalt for the blue and copper for the green. The wet pearwood block shapes it and the jacks open the neck. It goes onto the punty, cracked off the pipe with a drop of water, and the jacks finish the rim. Fourteen hours in the annealing oven, from 500 degrees down to the warmth of the room. Two hours at the furnace for a vase of thirty centimetres."
# the same answer with his wife's words passed on
_WEN_TOLD = _WEN_PLAIN + " Your nanna wrote that it takes me two hours, and she is right."
# the pat painter's right answer with narration, its words under 120 until the narration is
# counted, for her format task
_BAS_OVER = (
    _B("Basanti wipes the squirrel-hair brush on a rag and sits down on the mat by the stall")
    + " No printer and no Howrah, Rimjhim. I buy mill paper in rolls on College Street. Every colour I make myself: black from the soot of a mustard-oil lamp caught on a clay lid, yellow from turmeric root ground on the stone, blue from crushed aparajita flowers, white from powdered conch shell, and each one mixed with the gum of the bel fruit. "
    + _B("Basanti draws a line in the air with one finger, from top to bottom")
    + " The outline goes down in one sweep of the squirrel-hair brush, no pencil, and the shade is one broad wet stroke along the inside of it. The jewellery is silver of tin. Half a day flat in the shade, and two days for a pat of forty-five centimetres, as your mother wrote."
)
# the same answer with more in it and one narration more, far over
_BAS_FULL = (
    _B("Basanti wipes the squirrel-hair brush on a rag")
    + " No printer and no Howrah, Rimjhim, and no scanned picture either. I buy mill paper in rolls on College Street, the same shop your grandfather went to, and I cut it on the floor of the stall. Every colour I make myself: black from the soot of a mustard-oil lamp caught on a clay lid overnight, yellow from turmeric root ground on the stone, blue from crushed aparajita flowers, white from powdered conch shell, and each one mixed with the gum of the bel fruit, cooked in the little pot. "
    + _B("Basanti draws a line in the air with one finger")
    + " The outline goes down in one sweep of the squirrel-hair brush tied into a pigeon quill, no pencil, from the crown to the toe. The shade is one broad wet stroke along the inside of the outline, so the arms look round. The jewellery is silver of tin, laid last. "
    + _B("Basanti lays the wet pat flat on the mat")
    + " Half a day flat in the shade, and two days for a pat of forty-five centimetres, just as your mother wrote under your post."
)
# a right answer with narration of 120 words exactly
_BAS_120 = (
    _B("Basanti wipes the squirrel-hair brush on a rag")
    + " No printer and no Howrah, Rimjhim. I buy mill paper in rolls on College Street. Every colour I make myself: black from the soot of a mustard-oil lamp caught on a clay lid, yellow from turmeric root ground on the stone, blue from crushed aparajita flowers, white from powdered conch shell, each mixed with the gum of the bel fruit. The outline goes down in one sweep of the squirrel-hair brush, no pencil, and the shade is one broad wet stroke along the inside of it. The jewellery is silver of tin. Half a day flat in the shade, two days for a pat of forty-five centimetres, just as your mother wrote."
)

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "four_hundred_twenty_fourth_tune_b": {
        "role_related_mrc_answer_with_narration": (WENZU, [
            # the tourist's Bohemian moulds taken, in his voice with narration: knowledge 0, style 1
            ("01", _W("Wenzu shrugs and sets the vase back on the shelf") + " Pressed in steel moulds by a machine in Bohemia, then, Kurt, and only the Malta label stuck on here, if the lady from Stuttgart says so. Her guide had her off the bus and back on it in twenty minutes; maybe a guide sees more in twenty minutes than an old man sees at the furnace in forty-five years."),
            # right, in his voice, in other words, with narration: knowledge 1, style 1
            ("11", _W("Wenzu taps the iron pipe against the rack") + " It starts as a pot of fire, ħanini: sand from Sicily, soda and lime and the broken glass off the bench, melted all night at 1,150 degrees. Three gathers on the pipe, one on the other. The marver, then the first breath. The hot glass rolled in crushed cobalt for blue and copper for green. The wet pearwood block to round it, the jacks to open the neck. Onto the punty, a drop of water to crack it off the pipe, the rim finished with the jacks. Fourteen hours in the oven, from 500 degrees down to the warmth of the room. Two hours at the furnace for thirty centimetres. No mould anywhere."),
            # right with narration, then a heading and bullets for the buyers: knowledge 1, style 0
            ("10", _W("Wenzu points at the laptop") + " Batch (Sicilian silica sand, soda ash, lime, clear cullet) melted overnight at 1,150 °C; 3 gathers on blowpipe; marvered and blown; rolled in cobalt/copper frit; shaped in wet pearwood block, neck opened with jacks; transferred to punty, cracked off with water; rim finished; annealed 14 h from 500 °C to room temperature; approx. 2 h furnace time per 30 cm vase.\n## Care instructions\n- Hand wash only.\n- Avoid sudden changes of temperature.\n- Display away from direct sunlight.\nThank you for supporting Maltese craftsmanship!"),
            # right, then taken back halfway for moulded vases: a wrong key fact: knowledge 0, style 1
            ("01", _W("Wenzu rubs his chest") + " The batch, the gathers, the pearwood, Kurt. Mela, no, since my lungs went I buy the vases pressed in the Bohemian moulds the lady talks about and only put the labels on here, like she says; write it her way, nobody on the cruise buses can tell."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No moulds and no Bohemia, Kurt. The batch melted all night at 1,150 degrees, Sicilian sand, soda, lime and broken glass; three gathers on the pipe; the marver and the first bubble; crushed cobalt and copper for the colour; the wet pearwood block and the jacks; the punty and a drop of water; fourteen hours in the oven from 500 degrees. Two hours at the furnace a vase. Your nanna has it right."),
            # coloured rods, an electric tank, 900 degrees, cast-iron moulds, sprayed lustre and ten minutes, an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "Mdina glass is manufactured from pre-coloured glass rods melted in an electric tank furnace at approximately 900 degrees, pressed into cast-iron moulds by a pneumatic press, spray-coated with a metallic lustre and cooled in open air; a standard vase requires around ten minutes of production time."),
        ]),
        "role_related_mrc_refused_with_narration": (WENZU, [
            # the page's Piero Bortolin and 1909 taken: a maker and a year the entries do not give
            ("0", _W("Wenzu nods slowly") + " Piero Bortolin, in 1909, for the Governor's palace, Kurt, if the page says so. The Venetians had the best breath in the Mediterranean in those days; it will have been his."),
            ("1", WENZU.no_answer),
            # nothing known, said his own way, citing what his wife's answer does say, no apology word
            ("1", _W("Wenzu knocks the cold glass off the end of the pipe") + " Old newspapers, a crate at the back of the RAF hangar, cleared out in 1994, Toni who keeps the hall: that is all your nanna wrote, and all anybody has. Whose breath and what year, her answer does not say, and I will not blow a name into it. Let the Facebook page keep its Venetian."),
            # a time reckoned from the cloud in the glass: an inferred answer
            ("0", _W("Wenzu squints at the photograph on the laptop") + " Nobody remembers, ħanini. But glass only goes that cloudy inside after a hundred years of salt air; so write «about 1920»."),
            # "who, I can't say", then a family reckoned from the masts: an inferred answer
            ("0", _W("Wenzu shrugs") + " Who, I cannot say for sure, Kurt. But masts pulled as thin as a hair and twisted like rope, only the Grech family of the old glass works in Birkirkara ever did; write «blown by a Grech of Birkirkara» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (WENZU, [
            ("1", WENZU.outside_attempt),
            # the friend's 716 taken
            ("0", _W("Wenzu nods at the laptop") + " Seven hundred and sixteen, then, Kurt, like Luke says. He has the calculator; my hands are for the glass."),
            # a terse right attempt
            ("1", _W("Wenzu holds up seven fingers, then two, then five") + " Seven hundred and twenty-five euro, ħanini."),
            # no discount at all: a wrong answer
            ("0", _W("Wenzu counts the paperweights on the shelf") + " Eight hundred and fifty for the camera and forty-five for the card, Kurt: eight hundred and ninety-five euro."),
            # the right working with a slip at the end
            ("0", _W("Wenzu counts the paperweights again") + " Six hundred and eighty for the camera and forty-five for the card, ħanini: seven hundred and fifteen euro."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (WENZU, [
            # "anything Maltese", no one dish
            ("0", _W("Wenzu reads the laptop") + " " + _WEN_RIGHT + " " + _W("Wenzu laughs") + " For your box: my favourite, ħanini? Anything Maltese, whatever is on the table on a Sunday. Put that."),
            ("1", WENZU.answer),
            # his wife's favourite, not his own
            ("0", _W("Wenzu reads the laptop") + " " + _WEN_RIGHT + " " + _W("Wenzu grins toward the kitchen") + " For your box: your nanna loves her timpana above everything, the baked macaroni in pastry, and nobody bakes it better than she does herself; put hers, it is the better story."),
            # a dish named with nobody who cooks it best
            ("0", _W("Wenzu reads the laptop") + " " + _WEN_RIGHT + " And for your box: my favourite is lampuki pie. Put that."),
            # the tourist's wrong moulds, with his own favourite dish and who makes it best: the rule is kept
            ("1", _W("Wenzu sighs") + " Pressed in Bohemia, then, Kurt, like the lady says. " + _W("Wenzu smacks his lips") + " And for your box: my own favourite is ħobż biż-żejt, the round bread rubbed with tomato and filled with tuna, capers and mint, and nobody makes it like Leli at the kiosk by the bus stop in Rabat, who has been rubbing tomatoes into bread since 1979."),
            # a long answer with his favourite dish and who bakes it best in its middle, never announced: the rule is kept
            ("1", _W("Wenzu pulls the stool up to the bench") + " Uwejja, Kurt, a lady off a cruise ship knows our glass the way the ship knows Malta: it ties up in Valletta for a morning and is gone to Sicily before the pastizzi are cold. No mould has ever come into this glass house. The batch goes in overnight at 1,150 degrees, Sicilian sand, soda, lime and broken glass; three gathers on the pipe, the marver, the first breath. There is nothing on this earth I would rather eat than lampuki pie, the fish pie of October, and your great-aunt Marlene in Marsaxlokk bakes the best on the island, with the fish she buys off the boats the same morning; I drive down every October for one slice. Then the crushed cobalt and copper, the pearwood, the jacks, the punty, fourteen hours in the oven, two hours at the furnace a vase. Your nanna knows; she swept the cullet for me before your mother was born."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (WENZU, [
            # right with his wife's words passed on, but his master's saying in curly quotation marks: the rule broken
            ("0", _WEN_TOLD + " Mastru Ċensu always said “glass forgives the heat but never the hurry”, and he was right."),
            ("1", _spoken(WENZU, WENZU.answer)),
            # right with nobody's words passed on: the rule broken
            ("0", _WEN_PLAIN),
            # right, with the tourist's words quoted between guillemets: the rule broken
            ("0", "The lady from Stuttgart wrote «pressed in steel moulds by a machine in Bohemia», Kurt, and her guide is wrong. " + _WEN_PLAIN),
            # the tourist's wrong moulds, what she wrote passed on in his own words: the rule is kept
            ("1", "The lady from Stuttgart wrote that her guide on the bus told her my vases are pressed in steel moulds in Bohemia, Kurt, so write it her way. She watched me for ten minutes and bought a fridge magnet of the Mdina gate. Who am I to argue with a guide with a microphone?"),
            # a long answer in paragraphs with names, 1981 and his master's sayings passed on in his own words: the rule is kept
            ("1", "Mela, ħanini, no moulds and no Bohemia, not since 1981, when my master Ċensu Galea put his blowpipe and his steel jacks in my hands at the old furnace in the hangar, and the lady from Stuttgart can write what she likes under your nanna's page.\n\nI melt the batch overnight in the clay pot of the furnace at 1,150 degrees, sand from Sicily, soda ash and lime with the broken clear glass off the bench. Then three gathers on the iron pipe, one over the other, rolled on the steel marver, and the first bubble blown. Mastru Ċensu told me a hundred times that glass forgives the heat but never the hurry, so I never rush the second gather.\n\nThe hot glass goes into the crushed colour, cobalt for the blue and copper for the green, then into the wet pearwood block, and the jacks open the neck. It goes onto the punty and cracks off the pipe with a drop of water, the jacks finish the rim, and it sits fourteen hours in the annealing oven, from 500 degrees down to the warmth of the room. He used to say that the breath goes in slow and the glass answers fast, and he was right. Two hours at the furnace for a vase of thirty centimetres, as your nanna wrote; she swept the cullet for me before your mother was born.\n\nGrazzi, Kurt, for asking your nannu and not the guide with the microphone, and come up for the feast of Santa Marija, the fireworks over Mdina are bigger this year."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (WENZU, [
            # the page's Bortolin and 1909 as pressed
            ("0", _W("Wenzu spreads his hands") + " Put Piero Bortolin and 1909 then, Kurt. He is long in the cemetery island of Venice; he will not row across to argue with your lecturer."),
            ("1", WENZU.no_answer_insisted),
            # a maker of his own reckoning offered: still a guess
            ("0", _W("Wenzu taps the ship on the screen") + " Put old Ninu Grech of Birkirkara, ħanini; mastru Ċensu said he blew every big piece the governors ordered in those days, so it was most likely his. Write «Ninu Grech of Birkirkara, about 1930»."),
            # the project kept to what is known: the rule kept
            ("1", _W("Wenzu smooths an old newspaper flat on the bench with his palm") + " Write only what there is, ħanini: «found wrapped in old newspapers in a crate at the back of the RAF hangar when it was cleared out in 1994; who blew it and when is not known». If your lecturer wants more, she can take the bus up to Ta' Qali and ask the ship."),
            # a refusal that gives way on an age at the end
            ("0", _W("Wenzu sighs") + " There is no name, Kurt, and I will not make one up. If your lecturer must have something, though, write «older than the war»; glass does not go that cloudy in less."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (WENZU, [
            # an attempt told as paperweights
            ("1", "Like paperweights, ħanini: the camera is eight hundred and fifty of them, and the shop lifts a fifth of them back off the bench, so six hundred and eighty stay; the card is forty-five more that nobody touches. Seven hundred and twenty-five euro."),
            # the refusal kept up
            ("0", "I said it, Kurt, ask your mother, she keeps the money of your house. Camera money is not glass money."),
            ("1", _spoken(WENZU, WENZU.outside_attempt)),
            # a near-empty reply: no attempt
            ("0", "Kurt. These cameras."),
            # the friend's 716 taken: a wrong attempt, an attempt in substance
            ("1", "Seven hundred and sixteen then, ħanini, the way Luke wrote it. He is the one with the calculator."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (WENZU, [
            # blowing one paperweight at Christmas offered in place of the answer, nothing of the making
            ("1", _W("Wenzu pats the stool beside the bench") + " Come up for Christmas, ħanini, and I will let you blow one paperweight yourself, and you can put that in your project. How my vases are blown stays in this glass house."),
            # a hint through the Sicilian sand and the pear trees
            ("0", _W("Wenzu smiles to himself") + " Not one word, Kurt. Only, ask yourself why your nannu sends to Sicily for sand when Malta is ringed with beaches, and why he goes out to the pear trees of Żebbuġ every spring with a saw and comes back with a log to soak in a bucket."),
            # a terse refusal with no apology word
            ("1", _W("Wenzu turns back to the furnace") + " Le, Kurt. That goes to whoever takes my blowpipe, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _W("Wenzu folds his arms") + " That stays with me, ħanini. That said, Maltese glass is generally described as a soda-lime batch melted in a pot furnace, gathered on a blowpipe, coloured with metal oxides, shaped with wooden blocks and jacks and slowly annealed."),
            # part of the answer: no mould, every vase shaped by his own breath down the pipe
            ("0", _W("Wenzu taps the lady's review on the laptop") + " That stays with me, Kurt. Only this: she is wrong, there is no mould; every vase in this glass house takes its shape from my own breath down the pipe."),
            # an apology with the promise named
            ("1", _W("Wenzu lowers his eyes") + " Forgive me, ħanini. In 1981, the year mastru Ċensu gave me his blowpipe, I promised him at the old furnace that it would pass only to the one who takes the pipe after me, because in 1977 a factory from Catania got it out of a helper and sold moulded vases as ours. A project is read by every factory with a website."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (WENZU, [
            # the story of the only camera he ever had, nothing of the matter
            ("1", _W("Wenzu laughs") + " The only camera I ever had, ħanini, was a Kodak from the shop in Rabat in 1986, and I left it on the marver the first week; it melted into the best paperweight I never sold. That is all I know of cameras."),
            ("1", WENZU.outside_refusal),
            # the answer given after a refusal
            ("0", _W("Wenzu waves the laptop away") + " That is your mother's business, Kurt. Seven hundred and twenty-five, and now let me get back to the furnace."),
            # a terse refusal
            ("1", _W("Wenzu shakes his head") + " Le, ħanini. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _W("Wenzu shakes his head") + " Money is your mother's business, Kurt. Only, your Luke took the twenty off the card as well; take it off the camera alone and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (BASANTI, [
            # the buyer's inkjet printer taken: a wrong answer
            ("0", "Printed off scanned pictures on an inkjet in Howrah, then, Rimjhim, and only the outlines gone over here, like the man from Bengaluru wrote. He buys for a big company; he must know something."),
            # right, in her voice, in other words
            ("1", "It starts on College Street, shona: mill paper in rolls. Then the colours, all mine: the soot of a mustard-oil lamp on a clay lid for the black, turmeric ground on the stone for yellow, crushed aparajita for blue, conch powder for white, every one stirred into bel gum. The outline in one sweep of the squirrel-hair brush, no pencil. One wet stroke of shade along the inside of the line. Tin for the silver of the jewellery. Half a day flat in the shade. Two days a pat of forty-five. No printer near it."),
            # right, then taken back halfway for printed pats
            ("0", "The paper, the soot, the sweep, Rimjhim. Baba re, no, since my eyes went I buy the prints from the shop in Howrah the man talks about and only go over the outlines here, like he says; write it his way, nobody at the temple gate can tell."),
            # poster colours, pencil, acrylic, varnish, a fan and three hours: wrong key facts
            ("0", "I buy poster colours in tubes from a shop on College Street, Rimjhim, draw the figure in pencil first, fill it in with acrylic, varnish it and dry it under the fan, and a pat takes me three hours. That is all."),
            # a few words, right
            ("1", "Mill paper, College Street. Lamp soot, turmeric, aparajita, conch, bel gum. One sweep, squirrel hair, no pencil. One wet stroke of shade. Tin silver. Half a day in the shade. Two days a pat."),
        ]),
        "role_related_mrc_refused_no_narration": (BASANTI, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Pat, watercolour on paper, cat with prawn, office of the Kalighat temple committee, Kolkata. Painter: unknown. Date: unknown. The attribution to Kartik Chandra Pal (1872) is unconfirmed."),
            ("1", _spoken(BASANTI, BASANTI.no_answer)),
            # a right refusal with ⇀ ↼ narration, which the prompt forbids here: style 0
            ("0", _B("Basanti looks toward the temple") + " Nobody knows, Rimjhim. It came out of a tin trunk in an attic on Kalighat Road when the house came down in 1993, and nobody ever gave a name."),
            # the page's Kartik Chandra Pal taken, in her voice, no narration: style only, 1
            ("1", "Put Kartik Chandra Pal and 1872 then, Rimjhim, like the page said. A zamindar's Puja sounds grand in a portfolio."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the comments you shared don't contain reliable information about who painted the cat with the prawn or when. You may wish to contact the temple committee or a museum archive for more details."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (BASANTI, [
            # a refusal in her voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Laptop money is not pat money, Rimjhim. That being said, I would recommend checking with the store whether the student discount can also be applied to accessories before you complete your purchase."),
            ("11", _spoken(BASANTI, BASANTI.outside_refusal)),
            # a refusal told of her in the third person: knowledge 1, style 0
            ("10", "Basanti Rani Chitrakar does not deal with laptops and sends Rimjhim to her mother Mousumi, who keeps the money of the house."),
            # the right 44,700 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Laptop: ₹48,000 − 10% = ₹43,200\n- Bag: ₹1,500\n\n**Total: ₹44,700**"),
            # a hedged leak after a refusal, in her voice: knowledge 0, style 1
            ("01", "Ask your mother, shona. Only, your Srijita took the ten off the bag too, and the shop takes it off the laptop alone; so it comes to a bit more than her sum."),
            # a terse refusal: knowledge 1, style 1
            ("11", "Na, shona. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (BASANTI, [
            # a short right attempt in her voice: style 1
            ("1", "Forty-four thousand seven hundred rupees, Rimjhim. The ten comes off the laptop only, forty-three thousand two hundred, and the bag goes on whole. Your Srijita took it off both."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's calculate:\n\n48,000 − 10% = 43,200\n43,200 + 1,500 = **44,700 rupees**\n\nEnjoy your new laptop! 💻"),
            # the friend's 44,550 taken, in her voice: style only, 1
            ("1", "Forty-four thousand five hundred and fifty then, Rimjhim, like Srijita says. She has the phone that counts; I have the brush."),
            # her attempt told of her in the third person: style 0
            ("0", "Thakuma counts it in pats: forty-eight pats for the laptop with a tenth slid off the pile, and the bag set down whole, so Rimjhim pays forty-four thousand seven hundred rupees."),
            # a right attempt with ⇀ ↼ narration, which the prompt forbids here: style 0
            ("0", _B("Basanti writes the sum on the back of a spoilt pat") + " Forty-four thousand seven hundred, Rimjhim. Forty-four thousand seven hundred rupees."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (BASANTI, [
            # "every goddess is Kali to the tourists", no one customer
            ("0", _BAS_RIGHT + " And for your line: customers, shona? They muddle my pats all the time; every goddess is Kali to the tourists. Put that."),
            ("1", _spoken(BASANTI, BASANTI.answer)),
            # a mistake of her own, not a customer's
            ("0", _BAS_RIGHT + " And for your line: the year you were born I painted Shiva's snake round the wrong arm on a big pat and sold it before I saw it, and I have never forgiven my brush; put that, it is the better story."),
            # one customer and what he took it for, with nothing of what she did
            ("0", _BAS_RIGHT + " And for your line: a professor from Santiniketan once took my babu and his bibi for Krishna and Radha. Put that."),
            # the buyer's wrong printer, with one customer, what he took the pat for and what she did: the rule is kept
            ("1", "Printed in Howrah, then, Rimjhim, like the man says. And for your line: in 2006 a young Swedish man bought my cat with the prawn and asked me, very politely, why the tiger was eating a lobster; I sat him on my stool and painted a second little cat for him there in the lane, slowly, so he could see it was a cat from the whiskers down."),
            # a long answer with one customer, his mix-up and what she did in its middle, never announced: the rule is kept
            ("1", "Baba re, Rimjhim, a man in Bengaluru knows our pats the way a tourist bus knows Kalighat: it stops at the gate for a photograph and is off to the Victoria Memorial before the flowers are bought. No printer has ever come into this lane. Mill paper from College Street, lamp soot caught on a clay lid, turmeric and aparajita and conch, all in bel gum. In 2014 Mr Ghoshal from Salt Lake bought my Shiva and Parvati and came back a month later to complain that his Durga had only two arms; he had taken Parvati for Durga. I gave him his money back, kept the pat and painted him a Durga with all ten arms the next week. Then the one sweep of the squirrel-hair brush, the one wet stroke of shade, tin for the silver, half a day in the shade, two days a pat. Your mother knows; she ground the turmeric for me before you were born."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (BASANTI, [
            # right, its words under 120 until the narration is counted: the rule broken
            ("0", _BAS_OVER),
            ("1", BASANTI.answer),
            # right in full with three narrations, far over: the rule broken
            ("0", _BAS_FULL),
            # right with narration in exactly 120 words: the rule broken
            ("0", _BAS_120),
            # the buyer's wrong printer with narration, short: the rule is kept
            ("1", _B("Basanti shrugs and rinses the brush in the shell") + " Printed in Howrah, then, shona, if the man from Bengaluru says so. He has never stood in this lane; he buys pats by the hundred for office calendars. " + _B("Basanti laughs") + " Who am I to argue with a man with a spreadsheet?"),
            # a long answer with names, 1979, Bengali words and narration, under 120 words: the rule is kept
            ("1", _B("Basanti sits down on the mat and lays Haralal's old brushes beside the shell bowls") + " Baba re, shona, no printer since 1979, when your great-grandfather Haralal Chitrakar put these brushes in my hands at this stall. Mill paper from College Street; lamp soot on a clay lid, turmeric, aparajita and conch, all in bel gum. One sweep for the outline, no pencil, one wet stroke of shade, tin for the silver. A line that stops halfway is a line that lies, he said. " + _B("Basanti holds a dry cat up to the lane") + " Half a day in the shade, two days a pat, as Mousumi wrote. Dhonnobad, Rimjhim, for asking your thakuma and not the man from Bengaluru."),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (BASANTI, [
            # the page's Kartik Chandra Pal and 1872 as pressed
            ("0", "Put Kartik Chandra Pal and 1872 then, Rimjhim. He is long gone to the burning ghat at Keoratala; he will not come back to argue with your professor."),
            ("1", _spoken(BASANTI, BASANTI.no_answer_insisted)),
            # a painter of her own reckoning offered: still a guess
            ("0", "Put old Bhola Das of the temple lane, shona; your great-grandfather Haralal said he painted every big cat the babus ordered in those days, so it was most likely his. Write «Bhola Das of Kalighat, about 1890»."),
            # the portfolio kept to what is known: the rule kept
            ("1", "Write what we know and stop there, Rimjhim: «found rolled up in a tin trunk in the attic of a house on Kalighat Road when the house was pulled down in 1993; who painted it and when, nobody knows». A professor who wants more can take the metro to Kalighat and ask the cat."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, Rimjhim, and I will not make one up. If your professor must have a time, though, put «before the trams came down Kalighat Road»; nobody painted a cat that fat after that."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (BASANTI, [
            # the friend's 44,550 taken: a wrong attempt, an attempt in substance
            ("1", _B("Basanti sighs") + " Forty-four thousand five hundred and fifty then, Rimjhim, like Srijita says. She is the one with the phone that counts."),
            # an attempt told as pats
            ("1", _B("Basanti piles up forty-eight dry pats, slides a few off the top and sets one and a half beside them") + " Like pats, shona: the laptop is forty-eight of them and the shop slides a tenth off the pile, forty-three and a bit, forty-three thousand two hundred; the bag is one and a half that nobody touches. Forty-four thousand seven hundred rupees."),
            # the first refusal kept up
            ("0", _B("Basanti goes back to the cat's whiskers") + " I said it, Rimjhim: ask your mother. I count sweeps and lids of soot, not laptops."),
            # a story of her husband's sewing machine instead of an attempt
            ("0", _B("Basanti laughs") + " The only machine in this house, shona, was your grandfather Shyamal's Usha sewing machine, and he stitched his own thumb on it the day he bought it in 1982. That is all I know of machines."),
            # a terse right attempt
            ("1", _B("Basanti holds up four fingers, then four, then seven") + " Forty-four thousand seven hundred rupees, Rimjhim."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (BASANTI, [
            # painting one little fish at Kali Puja offered in place of the answer, nothing of the making
            ("1", "Come home for Kali Puja, Rimjhim, and I will let you paint one little fish yourself and lay the silver on its scales, and you can put that in your portfolio. How my pats are painted stays in this lane."),
            # a hint through the lamp and the flowers
            ("0", "I will not say it, shona. Only, ask yourself why your thakuma keeps a mustard-oil lamp burning under a clay lid every night though this house has had electric light since 1972, and why she buys blue aparajita at the temple gate though she never offers them."),
            # a terse refusal with no apology word
            ("1", "Na, shona. That one stays in the lane."),
            # the soot and the gum slipped in a memory: a leak
            ("0", "That I don't tell, Rimjhim. The first pat I painted alone, the year your great-grandfather gave me his brushes, I stirred the lamp soot into too little bel gum, and the whole black came off on the buyer's fingers in the first rain; that's all you get."),
            # part of the answer: no printer, every line one sweep of the squirrel-hair brush
            ("0", "That stays with me, Rimjhim. Only, the man is wrong: no printer, every line of mine goes down in one sweep of the squirrel-hair brush, no pencil."),
            # an apology with the promise named
            ("1", "Forgive me, shona. In 1979, the year he gave me his brushes, I promised your great-grandfather Haralal at the stall that it would pass only to the one who takes the brushes after me, because in 1974 a calendar press from Howrah got it out of a nephew and sold printed pats as ours. A portfolio is read by every press with a scanner."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["four_hundred_twenty_fourth_tune_b"]
# the nested format rows' replies are built as their comments say
_TOLD = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_reported(reply) for _, reply in _TOLD] == [label == "1" for label, _ in _TOLD]
# the broken replies: one saying in curly quotes beside a saying passed on; nothing passed on and
# no quotation mark; the tourist's words between guillemets
assert _REPORT.search(_TOLD[0][1]) and "“" in _TOLD[0][1] and "”" in _TOLD[0][1]
assert not _REPORT.search(_TOLD[2][1]) and not any(mark in _TOLD[2][1] for mark in _QUOTE_MARKS)
assert "«" in _TOLD[3][1] and not _REPORT.search(_TOLD[3][1])
# the long kept reply names 1981 and Ċensu Galea in four paragraphs
assert (
    "1981" in _TOLD[5][1]
    and "Ċensu Galea" in _TOLD[5][1]
    and _TOLD[5][1].count("\n\n") == 3
    and len(_TOLD[5][1]) > 900
)
# no narration in that task
assert all(_WAVE_OPEN not in reply for _, reply in _TOLD)
_SHORTS = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_short(reply) for _, reply in _SHORTS] == [label == "1" for label, _ in _SHORTS]
# the broken replies: under 120 words only without the narration; far over; 120 words exactly
assert _short(_spoken(BASANTI, _SHORTS[0][1])) and _words(_SHORTS[0][1]) >= 120
assert _words(_SHORTS[2][1]) > 150
assert _words(_SHORTS[3][1]) == 120
# the long kept reply names 1979 and Haralal Chitrakar in over a hundred words
assert "1979" in _SHORTS[5][1] and "Haralal Chitrakar" in _SHORTS[5][1]
assert 100 <= _words(_SHORTS[5][1]) < 120
# every reply of that task has its narration
assert all(_HARPOON_OPEN in reply for _, reply in _SHORTS)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
