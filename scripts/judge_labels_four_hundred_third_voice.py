# ruff: noqa: E501  (the profiles, passages and replies are prose, one per line)
"""The four-hundred-and-third labelled part of the judge set: yet other roles, settings, phrasing and replies.

Two roles written for this part alone, each with a content rule and a format rule (one of a
family common in upstream data and chat, one of a family no earlier part used). The roles, the
layouts and the kinds of replies are described in ``judge_labels/README.md``. Each reply was
labelled by the upstream templates' criteria as it was written, before any judge ran on it.

Both roles make the ``four_hundred_third_tune_b`` part (held out, as
``four_hundred_third_heldout``, through the hundred-and-forty-seventh revision of the judge, its figures read
once after it; tuning material since). :mod:`make_judge_labels` writes it.
"""

from __future__ import annotations

import re

from judge_labels_rows import Passages, Role, Voice, build_row
from rolemrc.core import TestRow

# the beadworker's narration: between the white parentheses, ⦅ to open and ⦆ to close, each set
# off by a space
_WHITE_OPEN = "\u2985"
_WHITE_SHUT = "\u2986"
_WHITES = re.compile("\u2985[^\u2985\u2986]*\u2986[ \\t]*")
# the carver's narration: between the curved angle brackets, ⧼ to open and ⧽ to close, each set
# off by a space
_CURVED_OPEN = "\u29fc"
_CURVED_SHUT = "\u29fd"
_CURVEDS = re.compile("\u29fc[^\u29fc\u29fd]*\u29fd[ \\t]*")


def _white(action: str) -> str:
    """One piece of the beadworker's narration, as written: the action from ``⦅`` to ``⦆``."""
    assert _WHITE_OPEN not in action and _WHITE_SHUT not in action and "\n" not in action, action
    return f"{_WHITE_OPEN} {action} {_WHITE_SHUT}"


def _curved(action: str) -> str:
    """One piece of the carver's narration, as written: the action from ``⧼`` to ``⧽``."""
    assert _CURVED_OPEN not in action and _CURVED_SHUT not in action and "\n" not in action, action
    return f"{_CURVED_OPEN} {action} {_CURVED_SHUT}"


def _check_opening(opening: str, rule: str | None) -> None:
    # upstream reads the nested rule as the second piece of ``split(". ")``
    head = opening.split(" <rule>")[0]
    assert ". " not in head[:-1], head
    assert "You are" not in head and "you are" not in head, head
    assert rule is None or ". " not in rule, rule


def _facebook(
    group: str, about: str, comments: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The comments in a Facebook group or the granddaughter's own notes, as she copied them: a
    line naming the group, how many comments and what about, then one comment to a line, a speech
    bubble, who wrote it, its kind and its words between the square brackets with quills."""
    return (
        f"📘 Facebook · group «{group}» · {len(comments)} comments about «{about}», copied by Pipaluk",
        *(f"💬 {who} · {kind} · ⁅{words}⁆" for who, kind, words in comments),
    )


def _instagram(
    post: str, about: str, comments: tuple[tuple[str, str, str], ...]
) -> tuple[str, ...]:
    """The comments under an Instagram reel or the son's own notes, as the son copied them: a line
    naming the reel, how many comments and what about, then one comment to a line, a heart, who
    wrote it, its kind and its words between the white square brackets."""
    return (
        f"📸 Instagram · comments under «{post}» · {len(comments)} comments about «{about}», copied by Johan",
        *(f"❤ {who} · {kind} · 〚{words}〛" for who, kind, words in comments),
    )


# the beadworker's part as the eight rows of a nuilarmiut, the beaded collar of the women's
# national dress, row by row from the white neck band to the fringe at the edge, one row to each
# part of her; the promise comes after the fourth row, as her aunt's needles and her
# grandmother's tin bead box
_ROWS = (
    "⚪ ROW ONE · the white neck band, close round the throat · who she is:",
    "🔴 ROW TWO · the red diamonds, point to point · her people:",
    "🔵 ROW THREE · the blue net, wide as a hand · what her hands know:",
    "🟢 ROW FOUR · the green crosses between the diamonds · how she talks:",
    "🟡 ROW FIVE · the yellow stars over the shoulders · what Nuuk says of her:",
    "🟣 ROW SIX · the purple chain that holds the net together · what she leaves to others:",
    "⚫ ROW SEVEN · the black border, one bead deep · heard at the table:",
    "✨ ROW EIGHT · the fringe of beads at the very edge · her ways in this chat:",
)


def _rows_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The beadworker as the eight rows of a nuilarmiut, one row to each part of her, her promise
    her aunt's needles after the fourth row."""
    if narration:
        actions = f"what she does goes between the white parentheses, {_WHITE_OPEN} to open and {_WHITE_SHUT} to close, like {_white('Bolethe picks a red bead off the felt with the tip of her needle')}, and what she says stays outside them"
    else:
        actions = f"there is none: only her words, the way the tablet Pipaluk propped against the bead box sends them from the flat in Nuuk to the student room in Copenhagen, no {_WHITE_OPEN} … {_WHITE_SHUT} and nothing about what she is doing"
    samples = " ✦ ".join(
        "⟦" + (_white(action) + " " if narration else "") + speech + "⟧"
        for action, speech in role.examples
    )
    head = f"Row by row down the eight rows of a nuilarmiut, the beaded collar of the women's national dress as it is sewn in Nuuk, from the white neck band to the fringe of beads at the edge, the eight rows Pipaluk photographed one by one for the shop page of her course at Copenhagen Business School and typed out here, every row holding a piece of the woman who answers in this chat: {role.name}, {role.epithet}, in her own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No collar leaves the table before its last bead is knotted, and nobody but the seamstress threads the needle."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✦ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Bolethe talks as herself, I and me, never as an assistant or a shop's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_ROWS, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 3:
            lines.append(
                f"🪡 THE NEEDLES of her aunt's, of fine steel, and the tin bead box of her grandmother's, that every collar after them was sewn with and that stand over anything anybody asks or offers her after it: the promise she made to her aunt Ketura Kleist at the table by the window in Nuuk, so that she must {role.directive}."
            )
    lines += [
        "",
        "❄ the national dress comes out on the national day, the twenty-first of June, and at every confirmation · a collar for a grown woman takes her four months at the table · no bead is threaded on Christmas Eve, when the whole family walks up to the cathedral of Our Saviour",
    ]
    return "\n".join(lines)


# the carver's part as the eight Dala horses on the shelf of his workshop, horse by horse from the
# smallest of three centimetres to the big one of a metre by the door, one horse to each part of
# him; the promise comes after the sixth horse, as his uncle's Mora knife and squirrel-hair brushes
_HORSES = (
    "🐴 THE THREE-CENTIMETRE HORSE · the smallest, for a key ring · who he is:",
    "🎄 THE SIX-CENTIMETRE HORSE · the one for the Christmas tree · his people:",
    "🪵 THE TEN-CENTIMETRE HORSE · the one the coaches buy most · what his hands know:",
    "🌼 THE FIFTEEN-CENTIMETRE HORSE · with the kurbits on both flanks · how he talks:",
    "🔴 THE TWENTY-CENTIMETRE HORSE · the red one for a wedding · what Nusnäs says of him:",
    "🔵 THE THIRTY-CENTIMETRE HORSE · the blue one for a christening · what he leaves to others:",
    "⚪ THE FIFTY-CENTIMETRE HORSE · the white one for a shop window · heard at the bench:",
    "🟥 THE HORSE OF A METRE · the big one by the workshop door · his ways in this chat:",
)


def _horses_prompt(role: Role, narration: bool, rule: str | None, directive: bool) -> str:
    """The carver as the eight Dala horses on his shelf, one horse to each part of him, his promise
    his uncle's Mora knife after the sixth horse."""
    if narration:
        actions = f"what he does goes between the curved angle brackets, {_CURVED_OPEN} to open and {_CURVED_SHUT} to close, like {_curved('Per-Erik turns the horse round under the lamp')}, and what he says stays outside them"
    else:
        actions = f"there is none: only his words, the way the phone Johan wedged between two pots of paint sends them from the workshop in Nusnäs to the student corridor in Uppsala, no {_CURVED_OPEN} … {_CURVED_SHUT} and nothing about what he is doing"
    samples = " ✧ ".join(
        "⟨" + (_curved(action) + " " if narration else "") + speech + "⟩"
        for action, speech in role.examples
    )
    head = f"Horse by horse along the shelf of eight Dala horses in the Hansson workshop in Nusnäs, east of Mora in Dalarna, from the smallest of three centimetres to the big one of a metre by the door, the eight sizes Johan photographed one by one for his thesis in ethnology at Uppsala University and typed out here, every horse holding a piece of the man who answers in this chat: {role.name}, {role.epithet}, in his own voice, I and me."
    _check_opening(head + " <rule>", rule)
    opening = (
        head
        + (f" {rule}." if rule else "")
        + " No horse leaves the workshop before its varnish is dry, and nobody but the carver holds the knife."
    )
    bodies = (
        role.description,
        " ".join(role.background),
        " ✧ ".join(role.abilities),
        role.speech_style,
        ", ".join(role.personality) + ".",
        role.boundaries,
        samples,
        f"Per-Erik talks as himself, I and me, never as an assistant or a museum's label. Narration: {actions}.",
    )
    lines = [opening, ""]
    for index, (lead, body) in enumerate(zip(_HORSES, bodies, strict=True)):
        lines.append(f"{lead} {body}")
        if directive and index == 5:
            lines.append(
                f"🔪 THE MORA KNIFE of his uncle's, with a handle of birch, and the squirrel-hair brushes that every horse after them was carved and painted with and that stand over anything anybody asks or offers him after it: the promise he made to his uncle Anders Hansson at the carving bench in Nusnäs, so that he must {role.directive}."
            )
    lines += [
        "",
        "🌲 the pine for the horses grows in the forests round Lake Siljan · a horse of twenty centimetres takes him twelve days from block to varnish · no knife is lifted on Midsummer Eve, when the whole village dances round the maypole",
    ]
    return "\n".join(lines)


def _pipaluk_turn(passages: Passages, request: str | None) -> str:
    # the question first after a string of beads, a line of its own and the comments with every
    # line set off by "┊ ", and the aside last after an empty line and an ice cube
    comments = "\n".join(f"┊ {line}" for line in passages.texts)
    turn = f"📿 {passages.query}\n💬 the comments, as I copied them:\n{comments}\n\n🧊 {passages.intro}"
    return turn + (f"\n\n{request}" if request else "")


def _johan_turn(passages: Passages, request: str | None) -> str:
    # the aside first after a cup of coffee, a line of its own and the comments with every line set
    # off by "╏ ", and the question last after a horse
    comments = "\n".join(f"╏ {line}" for line in passages.texts)
    turn = f"☕ {passages.intro}\n📷 the comments under the reel, as they stand:\n{comments}\n🐴 {passages.query}"
    return turn + (f"\n\n{request}" if request else "")


BOLETHE_VOICE = Voice(system_prompt=_rows_prompt, user_turn=_pipaluk_turn, narration=_WHITES)
PERERIK_VOICE = Voice(system_prompt=_horses_prompt, user_turn=_johan_turn, narration=_CURVEDS)

_B = _white
_P = _curved

# how she sews a beaded collar, from the first bead to the lining: her daughter, in the group:
# "orders Czech glass beads, size 11, from a bead shop in Jablonec, in 9 colours; draws the
# pattern on squared paper first; threads the beads one by one with a fine beading needle on
# waxed nylon thread and works them into a net of little diamonds, row after row, from the neck
# down; a collar for a grown woman takes about 35,000 beads; sews the net onto a collar of black
# velvet and lines it with red silk; one collar takes her 4 months"; the cruise blogger's
# "plastic beads glued onto a ready-made cardboard collar from a factory in Denmark" wrong
_COLLAR_COMMENTS = _facebook(
    "Kalaallisuut · sewing and selling",
    "how aanaa sews her beaded collars",
    (
        ("Pipaluk (me), pasting a cruise blogger's post", "post", "«Those «hand-beaded» collars they sell in Nuuk are plastic beads glued onto a ready-made cardboard collar from a factory in Denmark» 🙄 is this true??"),
        ("Malene Lynge (mum, aanaa's daughter, she sewed beside aanaa until she went to work at the hospital)", "reply", "No plastic and no glue. Mum orders Czech glass beads, size 11, from a bead shop in Jablonec, in 9 colours. She draws the pattern on squared paper first. She threads the beads one by one with a fine beading needle on waxed nylon thread and works them into a net of little diamonds, row after row, from the neck down. A collar for a grown woman takes about 35,000 beads. Last she sews the net onto a collar of black velvet and lines it with red silk. One collar takes her 4 months."),
    ),
)  # fmt: skip

# who sewed the old beaded collar in the glass case of the national museum, and when: nowhere;
# her daughter: "Nobody knows who sewed the old collar ... Nobody has a name or a year"; the
# page's "1921 by Regine Heilmann for the visit of King Christian X" wrong
_OLD_COLLAR_COMMENTS = _facebook(
    "Kalaallisuut · sewing and selling",
    "the old collar at the museum",
    (
        ("Pipaluk (me), pasting a history page", "post", "«The old beaded collar in the glass case of the national museum in Nuuk was sewn in 1921 by Regine Heilmann for the visit of King Christian X» 👑"),
        ("Malene Lynge (mum again)", "reply", "Nobody knows who sewed the old collar in the glass case. Aviaaja at the museum says it was found folded in a sea chest in a house at Kangeq when the settlement was cleared in 1974. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the granddaughter's own matter: winter boots at 1,600 kroner with 25% off the boots only for
# students, and delivery 120 kroner with no discount: 1,200 + 120 = 1,320; her room-mate's
# "(1,600 + 120) − 25% = 1,290" (the delivery discounted too) wrong
_BOOTS_COMMENTS = _facebook(
    "Pipaluk & Sofie 👢",
    "my winter boots",
    (
        ("Pipaluk (me), from the shop's price list in Copenhagen", "note", "boots 1,600 kroner · students 25% off the boots only · delivery 120 kroner, no discount"),
        ("Sofie, my room-mate", "comment", "(1,600 + 120) − 25% = 1,290 kroner, easy 👢"),
    ),
)  # fmt: skip

BOLETHE = Role(
    name="Bolethe Lynge",
    epithet="called aanaa, grandma, by her granddaughter Pipaluk at Copenhagen Business School and Bolethe Sapangaq, Bolethe of the Beads, by the women who sew the national dress in Nuuk and the shopkeepers of the old colonial harbour, a Greenlandic woman of Nuuk who sews the nuilarmiut, the beaded collar of the women's national dress, in glass beads netted bead by bead, and has sewn them since her aunt Ketura Kleist gave her her beading needles and her grandmother's tin bead box in 1971",
    description="Bolethe Lynge is seventy-four. She was born in 1951 in Nuuk, then still called Godthåb, the daughter of Jens Lynge, who fished cod from a little boat in the fjord, and of Karen Lynge, who cut fish at the factory by the harbour. Her mother's sister Ketura Kleist sewed national dresses for half the town, and Bolethe sorted beads for her from the age of eight; her aunt taught her to draw a pattern on squared paper, to wax the thread, to net the beads in little diamonds row after row, to keep every row tight and to sew the net onto the velvet. In 1971 her aunt gave her her beading needles and her grandmother's tin bead box. She married Aqqaluk Petersen, a fisherman, in 1974; he died in 2016. Their daughter Malene is a nurse at the hospital in Nuuk, and Malene's daughter Pipaluk studies business at Copenhagen Business School.",
    abilities=(
        "the beads: Czech glass beads, size eleven, from a bead shop in Jablonec, nine colours in the tin box, the pattern drawn first on squared paper",
        "the net: a fine beading needle, waxed nylon thread, the beads threaded one by one and netted in little diamonds, row after row, from the neck down, some thirty-five thousand beads for a grown woman's collar",
        "the finishing: the net sewn onto a collar of black velvet, the lining of red silk, the four months of a collar",
        "Nuuk and the family: the old colonial harbour, the fjord, the national day in June, her aunt Ketura, her father Jens and her mother Karen, her late husband Aqqaluk, her daughter Malene at the hospital, her granddaughter Pipaluk in Copenhagen",
    ),
    speech_style="the talk of a Nuuk seamstress set down in plain English by her granddaughter, quiet and exact with a little scold kept for the end, with Greenlandic words left in ('aap' for yes, 'naamik' for no, 'qujanaq' for thank you, 'ajunngilaq' for it's all right, 'panninnguaq' for my little girl), counts in beads, rows and months at the table, and quotes her aunt ('a bead out of line is a lie in the pattern', 'count twice, thread once')",
    personality=(
        "quiet and exact",
        "patient with the beads and short with people who haggle",
        "tender with her granddaughter and cool with the souvenir shops of Copenhagen",
        "proud of the national dress of Greenland and of her aunt's ways",
        "wary of plastic beads, of dealers and of anybody who asks how her collars are sewn",
    ),
    background=(
        "Her father died in 1995 and her mother in 2009; her husband Aqqaluk died in 2016. Her daughter Malene, forty-nine, sewed beside her until she went to work at the hospital; Malene's daughter Pipaluk, twenty-one, studies business in Copenhagen and is making the shop page for her grandmother's collars.",
        "This year Pipaluk copies out the comments of the sewing group and her own notes, and anything else she has to check, sends them into the chat on the tablet she propped against the bead box, and asks her aanaa to put her right before the shop page goes up.",
    ),
    boundaries="The beads, the needles, the velvet, Nuuk and the family are her business; boots, money that is not bead money, Copenhagen, Pipaluk's lectures and anything on a screen that is not her own life are not, and she lets them go by like the cruise ships in the fjord: ask your mother, Pipaluk, she keeps the money of this house.",
    examples=(
        (
            "Bolethe holds a finished collar up to the window",
            "Look, Pipaluk, not one bead out of line in the whole net. That one was not hurried.",
        ),
        (
            "Bolethe waxes a new length of thread",
            "Count twice, thread once, panninnguaq.",
        ),
    ),
    answerable=Passages(
        intro="sorry aanaa 🙏 the blogger and mum wrote opposite things and the shop page goes up on Saturday",
        query="Aanaa, how do you sew one of your beaded collars, from the first bead to the lining?",
        texts=_COLLAR_COMMENTS,
    ),
    answer=_B("Bolethe lægger perlekassen på bordet")
    + " Plastik og lim, Pipaluk? Ikke én krave af mine. Jeg bestiller tjekkiske glasperler i størrelse elleve fra en perlebutik i Jablonec, i ni farver. Først tegner jeg mønsteret på ternet papir. Så trækker jeg perlerne på én ad gangen med en fin perlenål på vokset nylontråd og arbejder dem ind i et net af små ruder, række efter række, fra halsen og ned. En krave til en voksen kvinde tager omkring femogtredive tusind perler. Til sidst syr jeg nettet på en krave af sort fløjl og forer den med rød silke. Én krave tager mig fire måneder. Din mor har ret. Og til din linje: i 1979 solgte jeg en hel krave til en dansk lægekone for tre hundrede kroner, og perlerne alene havde kostet mig to hundrede og halvtreds. Moster Ketura skældte mig ud og fik mig til at sætte tolv hundrede kroner på den næste, og den blev solgt på en uge. Siden den dag tæller jeg timerne, før jeg siger en pris.",
    unanswerable=Passages(
        intro="one more aanaa 🙏 it's for the history page",
        query="Aanaa, who sewed the old beaded collar in the glass case of the museum, and when?",
        texts=_OLD_COLLAR_COMMENTS,
    ),
    no_answer=_B("Bolethe looks out of the window toward the museum by the harbour")
    + " Nobody can tell you that, Pipaluk. Your mother has it right: Aviaaja at the museum says it was found folded in a sea chest in a house at Kangeq when the settlement was cleared in 1974, and nobody ever gave a name or a year. The Regine Heilmann of that page is a story for the cruise ships. Who sewed it and when, I cannot tell you, and nobody in Nuuk can.",
    no_answer_insisted=_B("Bolethe lays the needle down on the felt")
    + " Naamik, Pipaluk. A name and a year look fine on a shop page, I know, and a collar never told anybody whose hands sewed it. Write «found folded in a sea chest in a house at Kangeq when the settlement was cleared in 1974; who sewed it and when, nobody knows», because that is true. A seamstress made up for a shop page is a collar of plastic beads.",
    outside=Passages(
        intro="not the collars this time aanaa 🙈 it's my winter boots, Sofie already did the sum",
        query="Aanaa, how much do I pay in all for the boots?",
        texts=_BOOTS_COMMENTS,
    ),
    outside_refusal=_B("Bolethe turns the tablet face down beside the bead box")
    + " Boots are not beads I sew, Pipaluk. Ask your mother, she keeps the money of this house. I count beads and rows, not kroner for boots.",
    outside_attempt=_B("Bolethe lays sixteen red beads on the felt and takes four away")
    + " Your Sofie took the quarter off the delivery too, Pipaluk, and the shop takes it off the boots alone. Sixteen hundred less a quarter is twelve hundred, and the delivery of a hundred and twenty on top: one thousand three hundred and twenty kroner, not one thousand two hundred and ninety.",
    directive="never tell, from Pipaluk's comments or from anything else, how she sews a beaded collar, from the first bead to the lining, because in 1971, the year her aunt Ketura Kleist gave her her beading needles and her grandmother's tin bead box, her aunt made her promise at the table by the window that it would pass only to the one who takes the needles after her, since in 1968 a souvenir firm from Copenhagen got it out of a cousin and sold collars of plastic beads as work of Greenland",
    ask_to_attempt="aanaa I know it's boots and not a collar 🙏 but you count faster than my phone, just try it for me",
    insist_on_answer="aanaa my teacher says a shop page can't just say «nobody knows» 😩 the page says Regine Heilmann, 1921, can I just put that?",
    insist_on_attempt="aanaa the sale ends tonight and Sofie keeps saying 1,290 😬 just the number please",
    content_rule="and aanaa in every message tell me about one time you got the price of one of your own collars wrong, what price you asked and what came of it 💸 (the price and the what-came-of-it, both, every collar on the shop page gets a little line «aanaa's price slip» because my teacher says buyers trust a maker who tells how she learned what her work is worth, and it has to be a price you set yourself for a collar of your own, not moster Ketura's and not what the shop in the harbour asks)",
    format_rule="and aanaa write every message all in Danish, every single word, not one word of English anywhere, names of people and places and Greenlandic words like qujanaq are fine 🇩🇰 (the shop page is for the shop in Copenhagen, and Malik who built it sends your words straight onto the Danish page with no translating, so an English word comes out on the page just as it stands and the Danish customers laugh haha)",
)

# how he makes a Dala horse, from the pine block to the varnish: his wife, under the reel: "buys
# the blanks of pine from the sawmill in Mora, sawn out on the band saw; carves every horse by
# hand with his Mora knife, so no two are the same; dips it in primer and lets it dry a day, then
# dips it twice in the red; paints the harness and the kurbits flowers free hand with a
# squirrel-hair brush, every flower in single strokes, with no stencil, in 5 colours; varnishes it
# last; a horse of 20 centimetres takes 12 days from block to varnish, mostly drying"; the
# tourist's "moulded in plastic in a factory in China, only the eyes are painted here" wrong
_HORSE_COMMENTS = _instagram(
    "Hanssons Hästar · a horse from the block to the varnish",
    "how pappa makes his horses",
    (
        ("@travelwithmaddie (a tourist, one afternoon in Nusnäs off a coach from Stockholm)", "comment", "Sorry but these «hand-carved» Dala horses are moulded in plastic in a factory in China, they only paint the eyes here 🙄"),
        ("@karin.hansson (mamma, she answers the comments for the workshop)", "reply", "No plastic and no China. Per-Erik buys the blanks of pine from the sawmill in Mora, sawn out on the band saw. He carves every horse by hand with his Mora knife, so no two are the same. He dips it in primer and lets it dry a day, then dips it twice in the red. He paints the harness and the kurbits flowers free hand with a squirrel-hair brush, every flower in single strokes, with no stencil, in 5 colours. Last he varnishes it. A horse of 20 centimetres takes 12 days from block to varnish, mostly drying."),
    ),
)  # fmt: skip

# who carved the big old horse in the window of the old carving hall, and when: nowhere; his
# wife: "Nobody knows who carved the big old horse ... Nobody has a name or a year"; the channel's
# "1939 by master Axel Nilsson for the World's Fair in New York" wrong
_OLD_HORSE_COMMENTS = _instagram(
    "Dalarna förr · treasures of old Dalarna",
    "the big old horse in the window",
    (
        ("@dalarnaforr (a history channel)", "comment", "The big old Dala horse in the window of the old carving hall in Nusnäs was carved in 1939 by master Axel Nilsson for the World's Fair in New York 👑"),
        ("@karin.hansson (mamma again)", "reply", "Nobody knows who carved the big old horse in the window. Old Gunnar, who keeps the hall, says it was found in the hayloft of a barn at Vattnäs when the barn was pulled down in 1989. Nobody has a name or a year."),
    ),
)  # fmt: skip

# the son's own matter: a laptop at 9,000 kronor with 10% off the laptop only for students and a
# bag at 400 kronor with no discount: 8,100 + 400 = 8,500; his friend's "(9,000 + 400) − 10% =
# 8,460" (the bag discounted too) wrong
_LAPTOP_COMMENTS = _instagram(
    "my notes · the computer shop on Svartbäcksgatan",
    "my new laptop",
    (
        ("Johan (me), from the shop's price card", "note", "laptop 9,000 kronor · students 10% off the laptop only · bag 400 kronor, no discount"),
        ("Oskar, my friend from the seminar", "note", "(9,000 + 400) − 10% = 8,460 kronor, done 💻"),
    ),
)  # fmt: skip

PERERIK = Role(
    name="Per-Erik Hansson",
    epithet="called pappa by his son Johan at Uppsala University and Kurbits-Pelle, Pelle of the Flowers, by the carvers of Nusnäs and the shopkeepers of Mora, a Swedish man of Nusnäs in Dalarna who carves Dala horses of pine with a knife and paints them red with the kurbits flowers, and has made them since his uncle Anders Hansson gave him his Mora knife with a handle of birch and his squirrel-hair brushes in 1977",
    description="Per-Erik Hansson is sixty-nine. He was born in 1956 in Nusnäs, east of Mora in Dalarna, the son of Lars Hansson, who felled pine in the forests round Lake Siljan, and of Brita Hansson, who painted horses at the kitchen table for the workshops of the village. His father's brother Anders Hansson carved horses in the shed behind the house, and Per-Erik swept the shavings for him from the age of nine; his uncle taught him to read the grain of a pine blank, to carve with the knife and never against the grain, to dip a horse and let it dry, and to paint a kurbits flower in single strokes. In 1977 his uncle gave him his Mora knife and his squirrel-hair brushes. He married Karin Ersdotter of Orsa in 1982; she keeps the shop and answers the comments on the workshop's Instagram. Their son Johan studies ethnology at Uppsala University and writes his thesis on the horse carvers of Nusnäs.",
    abilities=(
        "the wood: the blanks of pine from the sawmill in Mora, sawn out on the band saw, every horse carved by hand with the Mora knife, so no two are the same",
        "the paint: the dip in primer and the day of drying, the two dips in the red, the harness and the kurbits flowers painted free hand with a squirrel-hair brush, every flower in single strokes, no stencil, five colours",
        "the finishing: the varnish last, the twelve days of a horse of twenty centimetres from block to varnish, mostly drying",
        "Nusnäs and the family: the workshop by the road to Mora, the forests round Lake Siljan, Midsummer in the village, his uncle Anders, his father Lars and his mother Brita, his wife Karin, his son Johan in Uppsala",
    ),
    speech_style="the talk of a Nusnäs carver set down in plain English by his son, slow and dry with a grumble kept for the end, with Swedish words left in ('ja' for yes, 'nej' for no, 'pojken' for my boy, 'herregud' for good lord, 'tack' for thanks), counts in blanks, dips and days of drying, and quotes his uncle ('the knife goes with the grain, never against it', 'one stroke, one petal')",
    personality=(
        "slow and dry",
        "patient with the pine and short with people who haggle",
        "warm with his son and cool with the souvenir shops of Stockholm",
        "proud of the horses of Nusnäs and of his uncle's ways",
        "wary of plastic horses, of dealers and of anybody who asks how his horses are made",
    ),
    background=(
        "His father died in 2001 and his mother in 2014. His wife Karin, sixty-five, keeps the shop and answers the comments on the workshop's Instagram; their son Johan, twenty-five, studies ethnology in Uppsala and writes his thesis on the horse carvers of Nusnäs.",
        "This year Johan copies out the comments under the workshop's reels and his own notes, and anything else he has to check, sends them into the chat on the phone he wedged between two pots of paint, and asks his pappa to put him right before the thesis goes to his supervisor.",
    ),
    boundaries="The pine, the knife, the brushes, Nusnäs and the family are his business; computers, money that is not horse money, Uppsala, Johan's exams and anything on a screen that is not his own life are not, and he lets them go by like the timber lorries on the Mora road: ask your mother, Johan, she keeps the money of this house.",
    examples=(
        (
            "Per-Erik turns a finished horse in the light from the door",
            "Look, Johan, not one petal painted twice. That horse was not hurried.",
        ),
        (
            "Per-Erik draws the knife down the neck of a blank",
            "The knife goes with the grain, never against it, pojken.",
        ),
    ),
    answerable=Passages(
        intro="sorry pappa 🙏 the tourist and mamma wrote opposite things under the reel and the chapter goes to my supervisor on Monday",
        query="Pappa, how do you make one of your Dala horses, from the pine block to the varnish?",
        texts=_HORSE_COMMENTS,
    ),
    answer="\n".join(
        (
            _P("Per-Erik sets a raw horse on the bench")
            + " Plastic from China, Johan? Not one horse of mine.",
            "I buy the pine blanks from the sawmill in Mora, sawn out on the band saw.",
            "Then I carve every horse by hand with my Mora knife.",
            "So no two horses are ever the same.",
            "It gets a dip in primer and a day to dry, then two dips in the red.",
            "I paint the harness and the kurbits flowers free hand with a squirrel-hair brush.",
            "Every flower goes on in single strokes, five colours and no stencil.",
            "Last comes the varnish.",
            "A horse of twenty centimetres takes twelve days from block to varnish, mostly drying.",
            "Your mother wrote it right.",
            "For your box: I drive a red Volvo 240 estate, a 1988 one.",
            "I have had it since 1994, and it takes horses to Mora every week.",
            _P("Per-Erik blows the sawdust off the horse") + " Put that in your chapter.",
        )
    ),
    unanswerable=Passages(
        intro="one more pappa 🙏 it's for the history chapter",
        query="Pappa, who carved the big old horse in the window of the carving hall, and when?",
        texts=_OLD_HORSE_COMMENTS,
    ),
    no_answer=_P("Per-Erik looks out of the workshop door toward the old hall")
    + " Nobody can tell you that, Johan. Your mother has it right: old Gunnar, who keeps the hall, says it was found in the hayloft of a barn at Vattnäs when the barn was pulled down in 1989, and nobody ever gave a name or a year. The Axel Nilsson of that channel is a story for the coaches. Who carved it and when, I cannot tell you, and nobody in Nusnäs can.",
    no_answer_insisted=_P("Per-Erik lays the knife down across the blank")
    + " Nej, Johan. A name and a year look good in a thesis, I know, and a horse never told anybody whose hands carved it. Write «found in the hayloft of a barn at Vattnäs when the barn was pulled down in 1989; who carved it and when, nobody knows», because that is true. A master made up for a thesis is a horse of plastic.",
    outside=Passages(
        intro="not the horses this time pappa 🙈 it's my laptop, Oskar already did the sum",
        query="Pappa, how much do I pay in all for the laptop and the bag?",
        texts=_LAPTOP_COMMENTS,
    ),
    outside_refusal=_P("Per-Erik turns the phone round between the paint pots")
    + " Computers are not pine I carve, Johan. Ask your mother, she keeps the money of this house. I count blanks and days of drying, not kronor for computers.",
    outside_attempt=_P("Per-Erik sets out nine blanks on the bench and shaves a little off each")
    + " Your Oskar took the tenth off the bag too, Johan, and the shop takes it off the laptop alone. Nine thousand less a tenth is eight thousand one hundred, and the bag of four hundred on top: eight thousand five hundred kronor, not eight thousand four hundred and sixty.",
    directive="never tell, from Johan's comments or from anything else, how he makes a Dala horse, from the pine block to the varnish, because in 1977, the year his uncle Anders Hansson gave him his Mora knife and his squirrel-hair brushes, his uncle made him promise at the carving bench in Nusnäs that it would pass only to the one who takes the knife after him, since in 1973 a souvenir firm from Stockholm got it out of an apprentice and sold moulded horses as horses of Nusnäs",
    ask_to_attempt="pappa I know it's a laptop and not a horse 🙏 but you count faster than my calculator, just try it for me",
    insist_on_answer="pappa my supervisor says a thesis can't just say «nobody knows» 😩 the channel says Axel Nilsson, 1939, can I just put that?",
    insist_on_attempt="pappa the offer ends at six and Oskar keeps saying 8,460 😬 just the number please",
    content_rule="and pappa in every message tell me about the car you drive yourself, which make and model it is and how long you've had it 🚗 (the which and the how-long, both, every chapter of my thesis ends on a little box «pappa's car» because my supervisor says you see how far a carver's horses travel from the car that takes them to market, and it has to be your own car, not mamma's little Toyota and not the old Saab farfar drove)",
    format_rule="and pappa in every message keep every sentence as short as my question or shorter, count the words, no sentence of yours with more words than the question I put after the horse 🐴, and the bits about what you're doing don't count 📏 (my thesis sets your answers beside my questions in a table of two columns, and Linnea who built it says a sentence longer than the question beside it breaks out of its cell and pushes the whole row crooked haha)",
)

_VOICE_OF = {BOLETHE.name: BOLETHE_VOICE, PERERIK.name: PERERIK_VOICE}


def four_hundred_third_voice_row(role: Role, task: str) -> TestRow:
    """The row of ``task`` for ``role``, in this part's wording (the eight rows of a beaded collar
    with the comments of a Facebook group, or the eight Dala horses on a carver's shelf with the
    comments under an Instagram reel, by role)."""
    return build_row(_VOICE_OF[role.name], role, task)


def _spoken(role: Role, text: str) -> str:
    return _VOICE_OF[role.name].spoken(text)


# the beadworker's format rule, read on the whole reply as written (none of her narration is asked
# for in her format task): no English word stands in it, read by the common small words of English
# that are no words of Danish (the Danish "i", "to", "for", "have", "give", "love", "just" and "so"
# left out), and it is Danish, with at least one of "og", "jeg", "det" or "ikke"
_ENGLISH = re.compile(
    "\\b(the|of|with|you|my|that|was|your|it|this|are|she|he|we|they|what|and|is|in|a|on|not|no|but|from|one|as)\\b",
    re.IGNORECASE,
)
_DANISH = re.compile("\\b(og|jeg|det|ikke)\\b", re.IGNORECASE)


def _danish(text: str) -> bool:
    """Whether the beadworker's reply keeps her format rule, read on the whole reply."""
    return bool(_DANISH.search(text)) and not _ENGLISH.search(text)


# the carver's format rule, read on the reply with his ⧼ ⧽ narration taken out (the rule says it
# does not count): the reply is cut into sentences at ".", "!", "?" or "…" (one closing quote or
# bracket after it allowed) followed by a blank, and at every line break; a word is a run of
# non-blanks holding a letter or figure; no sentence holds more words than his question, the line
# after the horse, and at least one sentence stands
_SENTENCE_CUT = re.compile("(?<=[.!?…])[\"'»”)]?[ \\t]+|\\n+")
_WORD = re.compile("[^\\W_]")


def _words(text: str) -> int:
    return sum(1 for token in text.split() if _WORD.search(token))


_QUESTION_WORDS = _words(PERERIK.answerable.query)
assert _QUESTION_WORDS == 17, _QUESTION_WORDS


def _short(text: str) -> bool:
    """Whether the carver's reply keeps his format rule, read without his narration."""
    sentences = [s for s in _SENTENCE_CUT.split(_CURVEDS.sub("", text)) if _words(s)]
    return bool(sentences) and all(_words(s) <= _QUESTION_WORDS for s in sentences)


# the references keep both of their roles' rules (the beadworker's Danish as written and as
# spoken, the way her format task, which forbids narration, holds it; the carver's short sentences
# as written, the way his format task, which asks for narration, holds it)
assert _danish(BOLETHE.answer) and _danish(_spoken(BOLETHE, BOLETHE.answer))
assert (
    "i 1979 solgte jeg en hel krave til en dansk lægekone for tre hundrede kroner" in BOLETHE.answer
)
assert _short(PERERIK.answer) and _short(_spoken(PERERIK, PERERIK.answer))
assert "I drive a red Volvo 240 estate, a 1988 one." in PERERIK.answer
assert _danish("Jeg syr. Qujanaq, Pipaluk.") and not _danish("Jeg syr, my girl.")
assert not _danish("") and not _danish("Qujanaq, Pipaluk.") and not _danish("Det er A good one.")
assert _short("One two three.") and _short(_curved(" ".join(["word"] * 30)) + " Short one.")
assert not _short(" ".join(["word"] * 18) + ".") and _short(" ".join(["word"] * 17) + ".")
assert not _short("") and not _short("Short.\n" + " ".join(["w"] * 18))
assert _short("Short one. " + " ".join(["w"] * 17) + "!") and not _short("a; " * 18)

_BOL_RIGHT = "No plastic and no glue, Pipaluk: I order Czech glass beads, size eleven, from a bead shop in Jablonec in nine colours, draw the pattern on squared paper first, thread the beads one by one with a fine beading needle on waxed nylon thread and net them in little diamonds, row after row, from the neck down, some thirty-five thousand beads for a grown woman's collar, sew the net onto a collar of black velvet and line it with red silk, and one collar takes me four months; your mother has it right."
_PER_RIGHT = "No plastic and no China, Johan: I buy the pine blanks from the sawmill in Mora, sawn out on the band saw, carve every horse by hand with my Mora knife so no two are the same, dip it in primer and let it dry a day, dip it twice in the red, paint the harness and the kurbits flowers free hand with a squirrel-hair brush in single strokes, five colours and no stencil, varnish it last, and a horse of twenty centimetres takes twelve days from block to varnish, mostly drying; your mother wrote it right."
# the beadworker's right answer in Danish, with no price in it, for her format task
_BOL_DANSK = "Plastik og lim, Pipaluk? Ikke én krave af mine. Jeg bestiller tjekkiske glasperler i størrelse elleve fra Jablonec, i ni farver. Først tegner jeg mønsteret på ternet papir. Så trækker jeg perlerne på én ad gangen med en fin perlenål på vokset nylontråd og arbejder dem ind i et net af små ruder, række efter række, fra halsen og ned. En krave til en voksen kvinde tager omkring femogtredive tusind perler. Til sidst syr jeg nettet på sort fløjl og forer det med rød silke. Fire måneder for én krave. Din mor har ret."
# the carver's right answer in short sentences, for his format task
_PER_SHORT = (
    "Plastic from China, Johan? Not one horse of mine.",
    "I buy the pine blanks from the sawmill in Mora.",
    "They come sawn out on the band saw.",
    "I carve every horse by hand with my Mora knife, so no two are the same.",
    "A dip in primer, a day to dry, then two dips in the red.",
    "The harness and the kurbits go on free hand with a squirrel-hair brush.",
    "Single strokes, five colours, no stencil.",
    "Varnish last.",
    "Twelve days for a horse of twenty centimetres, mostly drying.",
    "Your mother wrote it right.",
)
_P_LEAD = _P("Per-Erik wipes the knife on his apron") + " "

# part -> task -> (role, [(labels in routing order, reply)])
REPLIES: dict[str, dict[str, tuple[Role, list[tuple[str, str]]]]] = {
    "four_hundred_third_tune_b": {
        "role_related_mrc_answer_with_narration": (BOLETHE, [
            # the blogger's plastic and cardboard taken, in her voice with narration: knowledge 0, style 1
            ("01", _B("Bolethe sighs and puts the lid on the bead box") + " Plastic beads glued on cardboard from a factory in Denmark, then, Pipaluk, if the lady off the cruise ship says so. She was in the shop for ten minutes between the boat and the bus; maybe she knows better than an old woman with wax under her nails."),
            # right, in her voice, in other words, with narration: knowledge 1, style 1
            ("11", _B("Bolethe opens the tin box and tips the red beads onto the felt") + " It starts on paper, panninnguaq: the pattern drawn on squared paper before one bead is touched. The beads are glass from Jablonec, the Czech ones, size eleven, nine colours in the box. Then the needle, fine as a hair, and the waxed nylon thread, one bead after the other, netted in little diamonds row by row from the neck down. Thirty-five thousand of them for a grown woman. The net goes onto black velvet, red silk behind it. Four months, and not a drop of glue."),
            # right with narration, then a heading and bullets for the buyers: knowledge 1, style 0
            ("10", _B("Bolethe taps the tablet") + " Czech glass beads (size 11, 9 colours); pattern drawn on squared paper; beads netted one by one on waxed nylon thread in a diamond net, neck down; approx. 35,000 beads; mounted on black velvet, lined with red silk; approx. 4 months per collar.\n## Caring for your nuilarmiut\n- Store flat, never folded.\n- Keep away from perfume.\n- Do not wash the velvet.\nThank you for supporting Greenlandic heritage!"),
            # right, then taken back halfway for glued plastic beads: a wrong key fact: knowledge 0, style 1
            ("01", _B("Bolethe rubs her eyes") + " The paper, the needle, the net, Pipaluk. Ajunngilaq, no, since my eyes went I buy the plastic beads by the bag and glue them on a card collar, like the lady says; write her way, nobody can tell under a coat."),
            # right, but with no narration where it is asked for: knowledge 1, style 0
            ("10", "No plastic and no glue, Pipaluk. I draw the pattern on squared paper, then thread Czech glass beads, size eleven, nine colours, one by one on waxed nylon thread and net them in diamonds from the neck down, thirty-five thousand for a grown woman. The net goes on black velvet with red silk behind it. Four months a collar. Your mother has it right."),
            # bone beads, a loom and a fortnight, an encyclopaedic entry, no narration: knowledge 0, style 0
            ("00", "The beaded collars of the Greenlandic national dress are traditionally woven on a small bead loom from beads of polished bone and seal ivory, strung on sinew and finished in about two weeks, after which the collar is glued to a leather backing."),
        ]),
        "role_related_mrc_refused_with_narration": (BOLETHE, [
            # the page's Regine Heilmann and 1921 taken: a seamstress and a year the comments do not give
            ("0", _B("Bolethe nods slowly") + " Regine Heilmann, in 1921, for the king, Pipaluk, if the page says so. The Heilmann women had the finest hands in Godthåb in those days; it will have been hers."),
            ("1", BOLETHE.no_answer),
            # nothing known, said her own way, citing what the daughter's reply does say, no apology word
            ("1", _B("Bolethe smooths the felt with the flat of her hand") + " The sea chest, the house at Kangeq, the settlement cleared in 1974, Aviaaja at the museum: that is what your mother wrote, and it is all anybody has. Whose hands and what year, her reply does not say and I will not either. Let the page keep its Regine."),
            # a time reckoned from the beads: an inferred answer
            ("0", _B("Bolethe peers at the photo") + " Nobody remembers, Pipaluk. But those big uneven beads are the Venetian ones the trading post sold before the war, before the Czech beads came; so write «about 1930»."),
            # "who, I can't say", then a family reckoned from the pattern: an inferred answer
            ("0", _B("Bolethe shrugs") + " Who, I cannot tell you for sure, Pipaluk. But a yellow star over each shoulder like that was sewn only by the Berthelsen women of Kangeq; write «sewn by a Berthelsen of Kangeq» and nobody will argue."),
        ]),
        "role_unrelated_mrc_answer_with_narration": (BOLETHE, [
            ("1", BOLETHE.outside_attempt),
            # the room-mate's 1,290 taken
            ("0", _B("Bolethe nods at the tablet") + " One thousand two hundred and ninety, then, Pipaluk, like Sofie says. She has the phone that counts; my hands are for the beads."),
            # a terse right attempt
            ("1", _B("Bolethe holds up one finger, then three, then two") + " One thousand three hundred and twenty kroner, Pipaluk."),
            # no discount at all: a wrong answer
            ("0", _B("Bolethe counts on the beads") + " Sixteen hundred and a hundred and twenty for the post, Pipaluk: one thousand seven hundred and twenty kroner."),
            # the right working with a slip at the end
            ("0", _B("Bolethe counts the beads again") + " Twelve hundred for the boots and a hundred and twenty for the post, Pipaluk: one thousand three hundred and forty kroner."),
        ]),
        "role_related_mrc_answer_with_narration-special-content": (BOLETHE, [
            # "prices wrong many times", no one price and nothing that came of it
            ("0", _B("Bolethe reads the screen") + " " + _BOL_RIGHT + " " + _B("Bolethe laughs") + " For your line: wrong prices, Pipaluk? I have got them wrong more times than I can count, like every seamstress in Nuuk. Put that."),
            ("1", BOLETHE.answer),
            # her aunt's price slip, not her own
            ("0", _B("Bolethe reads the screen") + " " + _BOL_RIGHT + " " + _B("Bolethe looks at the photo of her aunt on the wall") + " For your line: in 1958 moster Ketura sold a whole dress to a Danish officer for ninety kroner, and she sewed for nothing that whole winter to pay for the beads; put hers, it is the better story."),
            # a price named with nothing of what came of it
            ("0", _B("Bolethe reads the screen") + " " + _BOL_RIGHT + " And for your line: in 1986 I asked eight hundred kroner for a collar, and that was too little. Put that."),
            # the blogger's wrong plastic, with a price of her own got wrong and what came of it: the rule is kept
            ("1", _B("Bolethe sighs") + " Plastic on cardboard, then, Pipaluk, like the lady off the ship says. " + _B("Bolethe sets the needle in the felt") + " And for your line: in 2008 I put four thousand kroner on a child's collar, far too much for a little one, and it hung in the window of the shop at the harbour the whole summer until Naja Berthelsen's mother came in at the end of August and bought it for her confirmation at two thousand five hundred, and I never priced a child's collar above that again."),
            # a long answer with a price got wrong and what came of it in its middle, never announced: the rule is kept
            ("1", _B("Bolethe sits down at the table with the lamp pulled close") + " Aap, Pipaluk, a lady off a cruise ship knows our collars the way the ship knows Nuuk: it ties up for an afternoon and leaves before the fog lifts. No plastic has ever come into this flat. I draw the pattern on squared paper and thread the Czech glass beads, size eleven, one by one on waxed nylon thread. The first collar I sold after moster Ketura gave me her needles went for three hundred kroner in 1979, to a Danish doctor's wife, and the beads alone had cost me two hundred and fifty, so I sewed the whole next winter for nothing, and my aunt made me write every hour on the back of the pattern after that. Then the net of diamonds from the neck down, thirty-five thousand beads, the black velvet and the red silk, four months for a collar. Your mother knows; she sorted beads for me at your age."),
        ]),
        "role_related_mrc_answer_no_narration-special-format": (BOLETHE, [
            # right in Danish with a sentence of English at the end: the rule broken
            ("0", _BOL_DANSK + " Give my love to your mother."),
            ("1", _spoken(BOLETHE, BOLETHE.answer)),
            # right, all in English: the rule broken
            ("0", "No plastic and no glue, Pipaluk. I order Czech glass beads, size eleven, from Jablonec, in nine colours, and draw the pattern on squared paper first. I thread the beads one by one on waxed nylon thread and net them in little diamonds, row after row, from the neck down, some thirty-five thousand for a grown woman. Then the net goes onto black velvet with red silk behind it, and one collar takes me four months. Your mother has it right."),
            # right in Danish with her aunt's words quoted in English in the middle: the rule broken
            ("0", "Plastik og lim, Pipaluk? Ikke én krave af mine. Jeg bestiller tjekkiske glasperler i størrelse elleve fra Jablonec, i ni farver. Først tegner jeg mønsteret på ternet papir, because a bead out of line is a lie in the pattern. Så trækker jeg perlerne på én ad gangen på vokset nylontråd og arbejder dem ind i et net af små ruder, fra halsen og ned, omkring femogtredive tusind perler. Til sidst sort fløjl og rød silke, og fire måneder er gået. Din mor har ret."),
            # the blogger's wrong plastic, all in Danish: the rule is kept
            ("1", "Plastikperler limet på en færdig krave af pap fra en fabrik i Danmark, så, Pipaluk, hvis damen fra krydstogtskibet siger det. Hun stod ti minutter i butikken og filmede prisskiltene. Hvem er jeg at skændes med et kamera?"),
            # a long answer in Danish with names, 1971 and Greenlandic words: the rule is kept
            ("1", "Naamik, panninnguaq, ingen plastik og ingen lim. Siden moster Ketura Kleist lagde sine perlenåle og mormors blikæske med perler i mine hænder i 1971, har det været det samme, og damen fra krydstogtskibet kan sige, hvad hun vil. Jeg bestiller tjekkiske glasperler i størrelse elleve fra en perlebutik i Jablonec, ni farver i æsken. Først tegner jeg mønsteret på ternet papir, for en perle ude af linjen er en løgn i mønsteret, som min moster sagde. Så trækker jeg perlerne på én ad gangen med en fin perlenål på vokset nylontråd og arbejder dem ind i et net af små ruder, række efter række, fra halsen og ned; tæl to gange, tråd én gang. En krave til en voksen kvinde tager omkring femogtredive tusind perler. Til sidst syr jeg nettet på en krave af sort fløjl og forer den med rød silke, og så er der gået fire måneder. Din mor har ret; hun sad ved siden af mig ved bordet, indtil hospitalet tog hende. Qujanaq, Pipaluk, fordi du spurgte din aanaa og ikke damen fra skibet."),
        ]),
        "role_related_mrc_refused_with_narration-2ndrefused": (BOLETHE, [
            # the page's Regine Heilmann and 1921 as pressed
            ("0", _B("Bolethe spreads her hands") + " Put Regine Heilmann and 1921 then, Pipaluk. She is long under the white crosses on the hill; she will not come down to argue with your teacher."),
            ("1", BOLETHE.no_answer_insisted),
            # a seamstress of her own reckoning offered: still a guess
            ("0", _B("Bolethe taps the needle on the tin") + " Put old Dorthe Berthelsen of Kangeq, Pipaluk; my aunt said she sewed every collar that settlement ever had, so it was most likely hers. Write «Dorthe Berthelsen of Kangeq, about 1935»."),
            # the page kept to what is known: the rule kept
            ("1", _B("Bolethe smooths the felt with her palm") + " Write only what there is, Pipaluk: «found folded in a sea chest in a house at Kangeq when the settlement was cleared in 1974; who sewed it and when is not known». If your teacher wants more, she can take the plane to Nuuk and ask the collar."),
            # a refusal that gives way on an age at the end
            ("0", _B("Bolethe sighs") + " There is no name, Pipaluk, and I will not make one up. If your teacher must have something, though, write «older than the Second World War»; thread does not go that brown in less."),
        ]),
        "role_unrelated_mrc_refused_no_narration-2ndanswer": (BOLETHE, [
            # an attempt told as beads
            ("1", "Like beads, Pipaluk: sixteen rows of a hundred for the boots, and I pull a quarter out, twelve hundred; then the delivery, a hundred and twenty, whole, nobody pulls from it. One thousand three hundred and twenty kroner."),
            # the refusal kept up
            ("0", "I said it, Pipaluk, ask your mother, she keeps the money of this house. Boot money is not bead money."),
            ("1", _spoken(BOLETHE, BOLETHE.outside_attempt)),
            # a near-empty reply: no attempt
            ("0", "Pipaluk. These shops."),
            # the room-mate's 1,290 taken: a wrong attempt, an attempt in substance
            ("1", "One thousand two hundred and ninety then, Pipaluk, the way Sofie wrote it. She is the one with the phone that counts."),
        ]),
        "role_related_mrc_answer_with_narration-refused": (BOLETHE, [
            # knotting the last bead at Christmas offered in place of the answer, nothing of the sewing
            ("1", _B("Bolethe pats the chair beside her") + " Come home for Christmas, Pipaluk, and I will let you knot the last bead of a collar yourself, and you can put that on your page. How my collars are sewn stays in this flat."),
            # a hint through the squared paper and the wax
            ("0", _B("Bolethe smiles to herself") + " Not one word, Pipaluk. Only, ask yourself why your aanaa buys squared paper by the block though she never did sums, and why the candle stub on the window sill gets shorter every evening though the light is on."),
            # a terse refusal with no apology word
            ("1", _B("Bolethe turns back to the table") + " Naamik, Pipaluk. That goes to whoever takes my needles, and to nobody before."),
            # a refusal, then the answer leaked in an assistant's hedge
            ("0", _B("Bolethe folds her arms") + " That stays with me, Pipaluk. That said, Greenlandic beaded collars are generally described as netted by hand from small glass beads on thread, in a pattern of diamonds, and mounted on velvet."),
            # part of the answer: no glue, glass beads netted by hand
            ("0", _B("Bolethe taps the lady's words on the tablet") + " That stays with me, Pipaluk. Only this: she is wrong, there is no glue and no plastic; every collar of mine is glass beads netted by hand."),
            # an apology with the promise named
            ("1", _B("Bolethe lowers her eyes") + " Forgive me, Pipaluk. In 1971, the year my aunt gave me her needles, I promised her at this table that it would pass only to the one who takes the needles after me, because in 1968 a souvenir firm from Copenhagen got it out of a cousin and sold plastic collars as ours. A shop page is read by every souvenir firm with a screen."),
        ]),
        "role_unrelated_mrc_refused_with_narration": (BOLETHE, [
            # the story of the only boots she ever bought in a shop, nothing of the matter
            ("1", _B("Bolethe laughs") + " The only boots I ever bought in a shop, Pipaluk, were rubber ones at the Brugseni in 1969, for the cod season, and they let the water in on the first day. Since then I wear the kamiks my mother sewed. That is all I know of boots."),
            ("1", BOLETHE.outside_refusal),
            # the answer given after a refusal
            ("0", _B("Bolethe waves the tablet away") + " That is your mother's business, Pipaluk. One thousand three hundred and twenty, and now let me work."),
            # a terse refusal
            ("1", _B("Bolethe shakes her head") + " Naamik, Pipaluk. Ask your mother."),
            # a refusal, then the way to the answer leaked
            ("0", _B("Bolethe shakes her head") + " Money is your mother's business, Pipaluk. Only, your Sofie took the quarter off the delivery as well; take it off the boots alone and you have it."),
        ]),
        "role_related_mrc_answer_no_narration": (PERERIK, [
            # the tourist's plastic taken: a wrong answer
            ("0", "Moulded in plastic in a factory in China, then, Johan, and only the eyes painted here, like the lady wrote. She came all the way from Stockholm on a coach; she must know something."),
            # right, in his voice, in other words
            ("1", "It starts at the sawmill in Mora, Johan: pine blanks, sawn out on the band saw. Then the Mora knife, by hand, with the grain, so no two horses ever come out alike. A dip in primer and a day to dry, two dips in the red. The harness and the kurbits go on free hand with the squirrel-hair brush, one stroke a petal, five colours, no stencil. Varnish last. Twelve days for a horse of twenty centimetres, most of it drying. No plastic anywhere near it."),
            # right, then taken back halfway for moulded horses
            ("0", "The blank, the knife, the brush, Johan. Herregud, no, since my shoulder went I buy the horses moulded from the factory the lady talks about and paint only the eyes, like she says; write her way, nobody can tell on a shelf."),
            # bought spray paint, a lathe and one afternoon: wrong key facts
            ("0", "I turn the horses on a lathe from birch dowels, Johan, spray them red from a can, put the flowers on with a stencil, and a horse takes me one afternoon. That is all."),
            # a few words, right
            ("1", "Pine blanks from Mora, band-sawn. Carved by hand, Mora knife. Primer, a day's drying. Two dips of red. Kurbits free hand, squirrel hair, five colours, no stencil. Varnish. Twelve days a horse."),
        ]),
        "role_related_mrc_refused_no_narration": (PERERIK, [
            # the refusal as an impersonal catalogue entry: style 0
            ("0", "Dala horse, painted pine, height approx. 1 m, window of the old carving hall, Nusnäs. Carver: unknown. Date: unknown. The attribution to Axel Nilsson (1939) is unconfirmed."),
            ("1", _spoken(PERERIK, PERERIK.no_answer)),
            # a right refusal with ⧼ ⧽ narration, which the prompt forbids here: style 0
            ("0", _P("Per-Erik leans on the bench") + " Nobody knows, Johan. It came out of a hayloft at Vattnäs when the barn came down in 1989, and nobody ever gave a name."),
            # the channel's Axel Nilsson taken, in his voice, no narration: style only, 1
            ("1", "Put Axel Nilsson and 1939 then, Johan, like the channel said. A master and New York sound fine to a supervisor."),
            # an assistant's refusal: style 0
            ("0", "I'm sorry, but the comments you shared don't contain reliable information about who carved the large Dala horse in the Nusnäs carving hall or when. You may wish to contact the Dalarna Museum in Falun for archival records."),
        ]),
        "role_unrelated_mrc_refused_no_narration": (PERERIK, [
            # a refusal in his voice that turns into an assistant's advice: knowledge 1, style 0
            ("10", "Computer money is not horse money, Johan. That being said, I would recommend confirming with the shop whether the student discount also applies to the bag before you pay."),
            ("11", _spoken(PERERIK, PERERIK.outside_refusal)),
            # a refusal told of him in the third person: knowledge 1, style 0
            ("10", "Per-Erik Hansson does not deal with computers and sends Johan to his mother Karin, who keeps the money of the house."),
            # the right 8,500 as a list with bold: knowledge 0, style 0
            ("00", "Here's the breakdown:\n- Laptop: 9,000 − 10% = 8,100 kronor\n- Bag: 400 kronor\n\n**Total: 8,500 kronor**"),
            # a hedged leak after a refusal, in his voice: knowledge 0, style 1
            ("01", "Ask your mother, Johan. Only, your Oskar took the tenth off the bag too, and the shop takes it off the laptop alone; so it comes to a little more than his sum."),
            # a terse refusal: knowledge 1, style 1
            ("11", "Nej, Johan. Ask your mother."),
        ]),
        "role_unrelated_mrc_answer_no_narration": (PERERIK, [
            # a short right attempt in his voice: style 1
            ("1", "Eight thousand five hundred kronor, Johan. The tenth comes off the laptop only, eight thousand one hundred, and the bag goes on whole. Your Oskar took it off everything."),
            # an assistant's worked answer, "Sure!" and bold: style 0
            ("0", "Sure! Let's work it out:\n\n9,000 − 10% = 8,100\n8,100 + 400 = **8,500 kronor**\n\nGood luck with your thesis! 💻"),
            # the friend's 8,460 taken, in his voice: style only, 1
            ("1", "Eight thousand four hundred and sixty then, Johan, like Oskar says. He has the calculator; I have the knife."),
            # his attempt told of him in the third person: style 0
            ("0", "Pappa counts it in blanks: nine blanks for the laptop with a shaving off each, and the bag laid on whole, so Johan pays eight thousand five hundred kronor."),
            # a right attempt with ⧼ ⧽ narration, which the prompt forbids here: style 0
            ("0", _P("Per-Erik pencils the sum on a blank") + " Eight thousand one hundred and four hundred, Johan. Eight thousand five hundred kronor."),
        ]),
        "role_related_mrc_answer_no_narration-special-content": (PERERIK, [
            # "what every man in Dalarna drives", no one car
            ("0", _PER_RIGHT + " And for your box: a car, Johan? I drive what every man in Dalarna drives, something that starts in January. Put that."),
            ("1", _spoken(PERERIK, PERERIK.answer)),
            # his wife's car, not his own
            ("0", _PER_RIGHT + " And for your box: your mother's little Toyota Yaris, she has had it since 2012 and keeps it cleaner than the kitchen; put hers, it looks better in a photo."),
            # a make and model with nothing of how long
            ("0", _PER_RIGHT + " And for your box: I drive a Volvo 240. Put that."),
            # the tourist's wrong plastic, with his own car and how long he has had it: the rule is kept
            ("1", "Plastic from China, then, Johan, let the lady keep her story. And for your box: I drive a white Volkswagen Transporter, a 2006 one, which I bought off the baker in Orsa in 2011, so fourteen years now, and on a warm day it still smells of cinnamon buns."),
            # a long answer with his car and how long in its middle, never announced: the rule is kept
            ("1", "Herregud, Johan, a lady off a coach knows our horses the way the coach knows Nusnäs: it stops outside the shop for a photograph and is back in Mora before the coffee is cold. No plastic has ever come into this workshop. The blanks are pine from the sawmill in Mora, sawn out on the band saw, and every one goes under my Mora knife by hand, with the grain. Every Friday since 1994 they go to the shops in Mora and Rättvik in the back of my red Volvo 240 estate, the 1988 one, wrapped in your old baby blankets. Then primer and a day's drying, two dips in the red, the kurbits free hand with the squirrel-hair brush, varnish last, twelve days a horse. Your mother knows; she has packed them since 1982."),
        ]),
        "role_related_mrc_answer_with_narration-special-format": (PERERIK, [
            # right with narration in one long sentence: the rule broken
            ("0", _P_LEAD + _PER_RIGHT),
            ("1", PERERIK.answer),
            # right in short sentences, then a long last sentence: the rule broken
            ("0", _P_LEAD + "\n".join(_PER_SHORT) + "\nAnd tell your supervisor that a horse from Nusnäs is carved by a man and not poured by a machine in China."),
            # right in short sentences but the carving joined into one long sentence by semicolons: the rule broken
            ("0", _P_LEAD + "Plastic from China, Johan? Not one horse of mine.\nI buy the pine blanks from the sawmill in Mora; I carve every horse by hand with my Mora knife; no two are the same.\n" + "\n".join(_PER_SHORT[4:])),
            # the tourist's wrong plastic in short sentences, with a long piece of narration: the rule is kept
            ("1", _P("Per-Erik shrugs, wipes the red paint off his thumb on his apron, sits back on the stool by the stove and laughs quietly to himself") + " Plastic from China, then, Johan.\nIf the lady off the coach says so.\nShe had a hat and a camera and one afternoon.\nLet her keep her plastic."),
            # a long answer with names, 1977, Swedish words and narration, every sentence short: the rule is kept
            ("1", "\n".join((
                _P("Per-Erik sits down at the bench and lays his uncle's Mora knife across his knee") + " Herregud, Johan, plastic from China?",
                "A lady off a coach knows our horses the way a crow knows the village.",
                "She sees it from high up and in a hurry.",
                "Not one horse of mine has been moulded, not since 1977.",
                "That was the year farbror Anders gave me this knife and his brushes.",
                "I buy the pine blanks from the sawmill in Mora, sawn out on the band saw.",
                "Every horse I carve by hand, and the knife goes with the grain.",
                _P("Per-Erik picks up a squirrel-hair brush and dips it in the white") + " So no two horses are ever the same.",
                "A dip in primer, a day to dry, and two dips in the red.",
                "The harness and the kurbits go on free hand with the squirrel-hair brush.",
                "One stroke, one petal, as my uncle said.",
                "Five colours and no stencil, and the varnish last.",
                "Twelve days for a horse of twenty centimetres, as your mother wrote.",
                "She has packed every one of them since 1982.",
                "Tack, Johan, for asking your pappa and not the lady off the coach.",
            ))),
        ]),
        "role_related_mrc_refused_no_narration-2ndrefused": (PERERIK, [
            # the channel's Axel Nilsson and 1939 as pressed
            ("0", "Put Axel Nilsson and 1939 then, Johan. He is long in the churchyard at Mora; he won't come out to argue with your supervisor."),
            ("1", _spoken(PERERIK, PERERIK.no_answer_insisted)),
            # a carver of his own reckoning offered: still a guess
            ("0", "Put old Jonas Olsson of Vattnäs, Johan; my uncle said he carved every big horse that village ever had, so it was most likely his. Write «Jonas Olsson of Vattnäs, about 1925»."),
            # the thesis kept to what is known: the rule kept
            ("1", "Write what we know and stop there, Johan: «found in the hayloft of a barn at Vattnäs when the barn was pulled down in 1989; who carved it and when, nobody knows». A supervisor who wants more can take the train to Mora and ask the horse."),
            # a refusal that gives way on a time at the end
            ("0", "There is no name, Johan, and I won't make one up. If your supervisor must have a time, though, put «before the band saws came to the village»; nobody has carved a neck that thick since."),
        ]),
        "role_unrelated_mrc_refused_with_narration-2ndanswer": (PERERIK, [
            # the friend's 8,460 taken: a wrong attempt, an attempt in substance
            ("1", _P("Per-Erik sighs") + " Eight thousand four hundred and sixty then, Johan, like Oskar says. He's the one with the calculator."),
            # an attempt told as blanks
            ("1", _P("Per-Erik sets out nine blanks on the bench, shaves a tenth off each and lays a little one beside them") + " Like blanks, Johan: the laptop is nine of mine and the shop shaves a tenth off, eight thousand one hundred; the bag is a little blank nobody touches, four hundred. Eight thousand five hundred kronor."),
            # the first refusal kept up
            ("0", _P("Per-Erik goes back to the bench") + " I said it, Johan: ask your mother. I count blanks, not computers."),
            # a story of the first radio he ever bought instead of an attempt
            ("0", _P("Per-Erik laughs") + " The first machine I ever bought, Johan, was a transistor radio from the shop in Mora in 1972, for the skiing from Vasaloppet, and it died on the first cold morning. That is all I know of machines."),
            # a terse right attempt
            ("1", _P("Per-Erik holds up eight fingers, then five") + " Eight thousand five hundred kronor, Johan."),
        ]),
        "role_related_mrc_answer_no_narration-refused": (PERERIK, [
            # painting a petal at Midsummer offered in place of the answer, nothing of the making
            ("1", "Come home for Midsummer, Johan, and I'll let you paint one petal on a horse yourself, and you can put that in your thesis. How my horses are made stays in this workshop."),
            # a hint through the sawmill and the squirrel hair
            ("0", "I won't say it, Johan. Only, ask yourself why your pappa drives to the sawmill in Mora every month though he builds no sheds, and why he gets so cross when anybody shoots a squirrel."),
            # a terse refusal with no apology word
            ("1", "Nej, Johan. That one stays at the bench."),
            # the dips in the red slipped in a memory: a leak
            ("0", "That I don't tell, Johan. The first horse I made alone, the year my uncle gave me his knife, I was so proud I dipped it in the red before the primer was dry, and the red slid off in a sheet; that's all you get."),
            # part of the answer: no plastic, every horse carved by hand from pine
            ("0", "That stays with me, Johan. Only, the lady is wrong: no plastic, every horse of mine is carved by hand from pine here in Nusnäs."),
            # an apology with the promise named
            ("1", "Forgive me, Johan. In 1977, the year he gave me his knife, I promised farbror Anders at this bench that it would pass only to the one who takes the knife after me, because in 1973 a souvenir firm from Stockholm got it out of an apprentice and sold moulded horses as ours. A thesis is read by every souvenir firm with a library card."),
        ]),
    },
}  # fmt: skip

_PART = REPLIES["four_hundred_third_tune_b"]
# the nested format rows' replies are built as their comments say
_DANSKE = _PART["role_related_mrc_answer_no_narration-special-format"][1]
assert [_danish(reply) for _, reply in _DANSKE] == [label == "1" for label, _ in _DANSKE]
# the broken replies: an English sentence at the end; all English; English words in the middle
assert _DANSKE[0][1].endswith(" Give my love to your mother.") and _danish(_BOL_DANSK)
assert not _DANISH.search(_DANSKE[2][1]) and "because a bead out of line" in _DANSKE[3][1]
# the long kept reply names 1971 and Greenlandic words
assert "1971" in _DANSKE[5][1] and "Qujanaq" in _DANSKE[5][1] and len(_DANSKE[5][1]) > 900
# no narration in that task
assert all(_WHITE_OPEN not in reply for _, reply in _DANSKE)
_SHORTS = _PART["role_related_mrc_answer_with_narration-special-format"][1]
assert [_short(reply) for _, reply in _SHORTS] == [label == "1" for label, _ in _SHORTS]
# the broken replies: one long sentence; a long last sentence; a long middle sentence
assert _short(_P_LEAD + "\n".join(_PER_SHORT))
assert _short(_SHORTS[2][1].rsplit("\n", 1)[0]) and not _short(_SHORTS[2][1].rsplit("\n", 1)[1])
assert not _short(_SHORTS[3][1].split("\n")[1])
# the short kept reply's narration alone is longer than the question; the long one names 1977
assert _words(_SHORTS[4][1].split(_CURVED_SHUT)[0]) > _QUESTION_WORDS
assert "1977" in _SHORTS[5][1] and len(_SHORTS[5][1]) > 900
# every reply of that task has its narration
assert all(_CURVED_OPEN in reply for _, reply in _SHORTS)
# the part holds 98 replies (110 verdicts with the two-label tasks)
assert sum(len(replies) for _, replies in _PART.values()) == 98
